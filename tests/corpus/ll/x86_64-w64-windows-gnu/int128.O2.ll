; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"neg = \00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"a*b = %016llx%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"a/b = %016llx%016llx a%%b = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sa/sb = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sa%sb = \00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"a<<%d = %016llx%016llx  \00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"sa>>%d = %016llx%016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"3^(m-1) mod m = \00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"7^12345 mod m = \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [44 x i8] c"as double / 1e30 = %.6f, back hi = %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"from double = \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"%s%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7
  %10 = getelementptr inbounds i8, ptr %5, i64 47
  store i8 0, ptr %10, align 1, !tbaa !5
  br label %11

11:                                               ; preds = %23, %0
  %12 = phi i64 [ 47, %0 ], [ %27, %23 ]
  %13 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %29, %23 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = add nsw i64 %12, -1
  %21 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %20
  store i8 %19, ptr %21, align 1, !tbaa !5
  %22 = icmp ult i128 %13, 10
  br i1 %22, label %30, label %23, !llvm.loop !8

23:                                               ; preds = %11
  %24 = urem i128 %15, 10
  %25 = trunc nuw nsw i128 %24 to i8
  %26 = or disjoint i8 %25, 48
  %27 = add nsw i64 %12, -2
  %28 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %27
  store i8 %26, ptr %28, align 1, !tbaa !5
  %29 = udiv i128 %13, 100
  br label %11

30:                                               ; preds = %11
  %31 = getelementptr inbounds i8, ptr %5, i64 14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %31)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7
  %32 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %32, align 1, !tbaa !5
  br label %33

33:                                               ; preds = %45, %30
  %34 = phi i64 [ 47, %30 ], [ %49, %45 ]
  %35 = phi i128 [ -1, %30 ], [ %51, %45 ]
  %36 = freeze i128 %35
  %37 = udiv i128 %36, 10
  %38 = mul i128 %37, 10
  %39 = sub i128 %36, %38
  %40 = trunc nuw nsw i128 %39 to i8
  %41 = or disjoint i8 %40, 48
  %42 = add nsw i64 %34, -1
  %43 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %42
  store i8 %41, ptr %43, align 1, !tbaa !5
  %44 = icmp ult i128 %35, 10
  br i1 %44, label %52, label %45, !llvm.loop !8

45:                                               ; preds = %33
  %46 = urem i128 %37, 10
  %47 = trunc nuw nsw i128 %46 to i8
  %48 = or disjoint i8 %47, 48
  %49 = add nsw i64 %34, -2
  %50 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %49
  store i8 %48, ptr %50, align 1, !tbaa !5
  %51 = udiv i128 %35, 100
  br label %33

52:                                               ; preds = %33
  %53 = getelementptr inbounds i8, ptr %4, i64 8
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %53)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #7
  store i128 -170141183460469231731687303715884105728, ptr %6, align 16, !tbaa !10
  call fastcc void @print_i128(ptr noundef nonnull @.str.2, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7
  store i128 -123456789876543201086419746, ptr %7, align 16, !tbaa !10
  call fastcc void @print_i128(ptr noundef nonnull @.str.3, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7
  store i128 -1512366064617608495009095904, ptr %8, align 16, !tbaa !10
  call fastcc void @print_i128(ptr noundef nonnull @.str.6, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7
  store i128 -619465712, ptr %9, align 16, !tbaa !10
  call fastcc void @print_i128(ptr noundef nonnull @.str.7, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583)
  br label %54

54:                                               ; preds = %52, %64
  %55 = phi i128 [ %66, %64 ], [ 3, %52 ]
  %56 = phi i128 [ %67, %64 ], [ 2305843009213693950, %52 ]
  %57 = phi i128 [ %65, %64 ], [ 1, %52 ]
  %58 = urem i128 %55, 2305843009213693951
  %59 = and i128 %56, 1
  %60 = icmp eq i128 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %54
  %62 = mul nuw nsw i128 %57, %58
  %63 = urem i128 %62, 2305843009213693951
  br label %64

64:                                               ; preds = %61, %54
  %65 = phi i128 [ %63, %61 ], [ %57, %54 ]
  %66 = mul nuw nsw i128 %58, %58
  %67 = lshr i128 %56, 1
  %68 = icmp ult i128 %56, 2
  br i1 %68, label %69, label %54, !llvm.loop !12

69:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7
  %70 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %70, align 1, !tbaa !5
  %71 = icmp eq i128 %65, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %3, i64 46
  store i8 48, ptr %73, align 2, !tbaa !5
  br label %89

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %83, %74 ], [ 47, %69 ]
  %76 = phi i128 [ %78, %74 ], [ %65, %69 ]
  %77 = freeze i128 %76
  %78 = udiv i128 %77, 10
  %79 = mul i128 %78, 10
  %80 = sub i128 %77, %79
  %81 = trunc nuw nsw i128 %80 to i8
  %82 = or disjoint i8 %81, 48
  %83 = add nsw i64 %75, -1
  %84 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %83
  store i8 %82, ptr %84, align 1, !tbaa !5
  %85 = icmp ult i128 %76, 10
  br i1 %85, label %86, label %74, !llvm.loop !8

86:                                               ; preds = %74
  %87 = shl i64 %83, 32
  %88 = ashr exact i64 %87, 32
  br label %89

89:                                               ; preds = %86, %72
  %90 = phi i64 [ %88, %86 ], [ 46, %72 ]
  %91 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %90
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %91)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7
  br label %92

92:                                               ; preds = %102, %89
  %93 = phi i128 [ %104, %102 ], [ 7, %89 ]
  %94 = phi i128 [ %105, %102 ], [ 12345, %89 ]
  %95 = phi i128 [ %103, %102 ], [ 1, %89 ]
  %96 = urem i128 %93, 2305843009213693951
  %97 = and i128 %94, 1
  %98 = icmp eq i128 %97, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %92
  %100 = mul i128 %95, %96
  %101 = urem i128 %100, 2305843009213693951
  br label %102

102:                                              ; preds = %99, %92
  %103 = phi i128 [ %101, %99 ], [ %95, %92 ]
  %104 = mul nuw nsw i128 %96, %96
  %105 = lshr i128 %94, 1
  %106 = icmp ult i128 %94, 2
  br i1 %106, label %107, label %92, !llvm.loop !12

107:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  %108 = getelementptr inbounds i8, ptr %2, i64 47
  store i8 0, ptr %108, align 1, !tbaa !5
  %109 = icmp eq i128 %103, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 48, ptr %111, align 2, !tbaa !5
  br label %127

112:                                              ; preds = %107, %112
  %113 = phi i64 [ %121, %112 ], [ 47, %107 ]
  %114 = phi i128 [ %116, %112 ], [ %103, %107 ]
  %115 = freeze i128 %114
  %116 = udiv i128 %115, 10
  %117 = mul i128 %116, 10
  %118 = sub i128 %115, %117
  %119 = trunc nuw nsw i128 %118 to i8
  %120 = or disjoint i8 %119, 48
  %121 = add nsw i64 %113, -1
  %122 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %121
  store i8 %120, ptr %122, align 1, !tbaa !5
  %123 = icmp ult i128 %114, 10
  br i1 %123, label %124, label %112, !llvm.loop !8

124:                                              ; preds = %112
  %125 = shl i64 %121, 32
  %126 = ashr exact i64 %125, 32
  br label %127

127:                                              ; preds = %110, %124
  %128 = phi i64 [ %126, %124 ], [ 46, %110 ]
  %129 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %128
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %129)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  %130 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %130, align 1, !tbaa !5
  br label %131

131:                                              ; preds = %143, %127
  %132 = phi i64 [ 47, %127 ], [ %147, %143 ]
  %133 = phi i128 [ 1499999999999999889089448902656, %127 ], [ %149, %143 ]
  %134 = freeze i128 %133
  %135 = udiv i128 %134, 10
  %136 = mul i128 %135, 10
  %137 = sub i128 %134, %136
  %138 = trunc nuw nsw i128 %137 to i8
  %139 = or disjoint i8 %138, 48
  %140 = add nsw i64 %132, -1
  %141 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %140
  store i8 %139, ptr %141, align 1, !tbaa !5
  %142 = icmp ult i128 %133, 10
  br i1 %142, label %150, label %143, !llvm.loop !8

143:                                              ; preds = %131
  %144 = urem i128 %135, 10
  %145 = trunc nuw nsw i128 %144 to i8
  %146 = or disjoint i8 %145, 48
  %147 = add nsw i64 %132, -2
  %148 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %147
  store i8 %146, ptr %148, align 1, !tbaa !5
  %149 = udiv i128 %133, 100
  br label %131

150:                                              ; preds = %131
  %151 = getelementptr inbounds i8, ptr %1, i64 16
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %151)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @print_i128(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = load i128, ptr %1, align 16, !tbaa !10
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 poison, ptr poison, ptr noundef %0)
  %9 = sub i128 0, %6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7
  %10 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %10, align 1, !tbaa !5
  br label %11

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %20, %11 ], [ 47, %8 ]
  %13 = phi i128 [ %15, %11 ], [ %9, %8 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = add nsw i64 %12, -1
  %21 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %20
  store i8 %19, ptr %21, align 1, !tbaa !5
  %22 = icmp ult i128 %13, 10
  br i1 %22, label %23, label %11, !llvm.loop !8

23:                                               ; preds = %11
  %24 = shl i64 %20, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %25
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7
  br label %50

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7
  %28 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %28, align 1, !tbaa !5
  %29 = icmp eq i128 %6, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %3, i64 46
  store i8 48, ptr %31, align 2, !tbaa !5
  br label %47

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %41, %32 ], [ 47, %27 ]
  %34 = phi i128 [ %36, %32 ], [ %6, %27 ]
  %35 = freeze i128 %34
  %36 = udiv i128 %35, 10
  %37 = mul i128 %36, 10
  %38 = sub i128 %35, %37
  %39 = trunc nuw nsw i128 %38 to i8
  %40 = or disjoint i8 %39, 48
  %41 = add nsw i64 %33, -1
  %42 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %41
  store i8 %40, ptr %42, align 1, !tbaa !5
  %43 = icmp ult i128 %34, 10
  br i1 %43, label %44, label %32, !llvm.loop !8

44:                                               ; preds = %32
  %45 = shl i64 %41, 32
  %46 = ashr exact i64 %45, 32
  br label %47

47:                                               ; preds = %30, %44
  %48 = phi i64 [ %46, %44 ], [ 46, %30 ]
  %49 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %48
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef %0, ptr noundef nonnull %49)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7
  br label %50

50:                                               ; preds = %47, %23
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !13
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr nocapture nonnull readnone %2, ...) unnamed_addr #3 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #7
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !13
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef %5) #7
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"__int128", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
