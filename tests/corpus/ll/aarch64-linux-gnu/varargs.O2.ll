; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Three, align 8
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !tbaa.struct !6
  %6 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, [2 x i64] [i64 3, i64 4612811918334230528], ptr noundef nonnull %1, double noundef -1.250000e+00)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6)
  %8 = call i32 (i32, ...) @count_twice(i32 poison, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 0)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8)
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef 122, i64 noundef -9876543210)
  %10 = call double (i32, ...) @many_doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i64 [ 0, %1 ], [ %33, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i64 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %27 ]
  %15 = phi i64 [ 0, %4 ], [ %33, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !11
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %15, %32
  %34 = add nuw nsw i32 %14, 1
  %35 = icmp eq i32 %34, %0
  br i1 %35, label %10, label %12, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 28
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %4, align 8
  %11 = load i32, ptr %7, align 4
  br label %12

12:                                               ; preds = %145, %1
  %13 = phi i32 [ %11, %1 ], [ %146, %145 ]
  %14 = phi i32 [ %10, %1 ], [ %147, %145 ]
  %15 = phi ptr [ %3, %1 ], [ %148, %145 ]
  %16 = phi ptr [ @.str.3, %1 ], [ %150, %145 ]
  %17 = phi double [ 0.000000e+00, %1 ], [ %149, %145 ]
  %18 = load i8, ptr %16, align 1, !tbaa !15
  switch i8 %18, label %145 [
    i8 0, label %19
    i8 105, label %20
    i8 108, label %38
    i8 100, label %56
    i8 115, label %73
    i8 112, label %100
    i8 116, label %120
  ]

19:                                               ; preds = %12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %17

20:                                               ; preds = %12
  %21 = icmp sgt i32 %14, -1
  br i1 %21, label %28, label %22

22:                                               ; preds = %20
  %23 = add nsw i32 %14, 8
  store i32 %23, ptr %4, align 8
  %24 = icmp ult i32 %14, -7
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds i8, ptr %6, i64 %26
  br label %31

28:                                               ; preds = %22, %20
  %29 = phi i32 [ %23, %22 ], [ %14, %20 ]
  %30 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %28, %25
  %32 = phi i32 [ %23, %25 ], [ %29, %28 ]
  %33 = phi ptr [ %15, %25 ], [ %30, %28 ]
  %34 = phi ptr [ %27, %25 ], [ %15, %28 ]
  %35 = load i32, ptr %34, align 8, !tbaa !11
  %36 = sitofp i32 %35 to double
  %37 = fadd double %17, %36
  br label %145

38:                                               ; preds = %12
  %39 = icmp sgt i32 %14, -1
  br i1 %39, label %46, label %40

40:                                               ; preds = %38
  %41 = add nsw i32 %14, 8
  store i32 %41, ptr %4, align 8
  %42 = icmp ult i32 %14, -7
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = sext i32 %14 to i64
  %45 = getelementptr inbounds i8, ptr %6, i64 %44
  br label %49

46:                                               ; preds = %40, %38
  %47 = phi i32 [ %41, %40 ], [ %14, %38 ]
  %48 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %48, ptr %2, align 8
  br label %49

49:                                               ; preds = %46, %43
  %50 = phi i32 [ %41, %43 ], [ %47, %46 ]
  %51 = phi ptr [ %15, %43 ], [ %48, %46 ]
  %52 = phi ptr [ %45, %43 ], [ %15, %46 ]
  %53 = load i64, ptr %52, align 8, !tbaa !7
  %54 = sitofp i64 %53 to double
  %55 = fadd double %17, %54
  br label %145

56:                                               ; preds = %12
  %57 = icmp sgt i32 %13, -1
  br i1 %57, label %64, label %58

58:                                               ; preds = %56
  %59 = add nsw i32 %13, 16
  store i32 %59, ptr %7, align 4
  %60 = icmp ult i32 %13, -15
  br i1 %60, label %61, label %64

61:                                               ; preds = %58
  %62 = sext i32 %13 to i64
  %63 = getelementptr inbounds i8, ptr %9, i64 %62
  br label %67

64:                                               ; preds = %58, %56
  %65 = phi i32 [ %59, %58 ], [ %13, %56 ]
  %66 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %66, ptr %2, align 8
  br label %67

67:                                               ; preds = %64, %61
  %68 = phi i32 [ %59, %61 ], [ %65, %64 ]
  %69 = phi ptr [ %15, %61 ], [ %66, %64 ]
  %70 = phi ptr [ %63, %61 ], [ %15, %64 ]
  %71 = load double, ptr %70, align 8, !tbaa !16
  %72 = fadd double %17, %71
  br label %145

73:                                               ; preds = %12
  %74 = icmp sgt i32 %14, -1
  br i1 %74, label %81, label %75

75:                                               ; preds = %73
  %76 = add nsw i32 %14, 8
  store i32 %76, ptr %4, align 8
  %77 = icmp ult i32 %14, -7
  br i1 %77, label %78, label %81

78:                                               ; preds = %75
  %79 = sext i32 %14 to i64
  %80 = getelementptr inbounds i8, ptr %6, i64 %79
  br label %84

81:                                               ; preds = %75, %73
  %82 = phi i32 [ %76, %75 ], [ %14, %73 ]
  %83 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %83, ptr %2, align 8
  br label %84

84:                                               ; preds = %81, %78
  %85 = phi i32 [ %76, %78 ], [ %82, %81 ]
  %86 = phi ptr [ %15, %78 ], [ %83, %81 ]
  %87 = phi ptr [ %80, %78 ], [ %15, %81 ]
  %88 = load ptr, ptr %87, align 8, !tbaa !18
  %89 = load i8, ptr %88, align 1, !tbaa !15
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %145, label %91

91:                                               ; preds = %84, %91
  %92 = phi i8 [ %98, %91 ], [ %89, %84 ]
  %93 = phi double [ %97, %91 ], [ %17, %84 ]
  %94 = phi ptr [ %95, %91 ], [ %88, %84 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 1
  %96 = uitofp i8 %92 to double
  %97 = fadd double %93, %96
  %98 = load i8, ptr %95, align 1, !tbaa !15
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %145, label %91, !llvm.loop !20

100:                                              ; preds = %12
  %101 = icmp sgt i32 %14, -1
  br i1 %101, label %108, label %102

102:                                              ; preds = %100
  %103 = add nsw i32 %14, 16
  store i32 %103, ptr %4, align 8
  %104 = icmp ult i32 %14, -15
  br i1 %104, label %105, label %108

105:                                              ; preds = %102
  %106 = sext i32 %14 to i64
  %107 = getelementptr inbounds i8, ptr %6, i64 %106
  br label %111

108:                                              ; preds = %102, %100
  %109 = phi i32 [ %103, %102 ], [ %14, %100 ]
  %110 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %110, ptr %2, align 8
  br label %111

111:                                              ; preds = %108, %105
  %112 = phi i32 [ %103, %105 ], [ %109, %108 ]
  %113 = phi ptr [ %15, %105 ], [ %110, %108 ]
  %114 = phi ptr [ %107, %105 ], [ %15, %108 ]
  %115 = load i32, ptr %114, align 8, !tbaa !11
  %116 = getelementptr inbounds i8, ptr %114, i64 8
  %117 = load double, ptr %116, align 8, !tbaa !16
  %118 = sitofp i32 %115 to double
  %119 = call double @llvm.fmuladd.f64(double %118, double %117, double %17)
  br label %145

120:                                              ; preds = %12
  %121 = icmp sgt i32 %14, -1
  br i1 %121, label %128, label %122

122:                                              ; preds = %120
  %123 = add nsw i32 %14, 8
  store i32 %123, ptr %4, align 8
  %124 = icmp ult i32 %14, -7
  br i1 %124, label %125, label %128

125:                                              ; preds = %122
  %126 = sext i32 %14 to i64
  %127 = getelementptr inbounds i8, ptr %6, i64 %126
  br label %131

128:                                              ; preds = %122, %120
  %129 = phi i32 [ %123, %122 ], [ %14, %120 ]
  %130 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %130, ptr %2, align 8
  br label %131

131:                                              ; preds = %128, %125
  %132 = phi i32 [ %123, %125 ], [ %129, %128 ]
  %133 = phi ptr [ %15, %125 ], [ %130, %128 ]
  %134 = phi ptr [ %127, %125 ], [ %15, %128 ]
  %135 = load ptr, ptr %134, align 8
  %136 = load i64, ptr %135, align 8, !tbaa !7
  %137 = getelementptr inbounds i8, ptr %135, i64 8
  %138 = load i64, ptr %137, align 8, !tbaa !7
  %139 = getelementptr inbounds i8, ptr %135, i64 16
  %140 = load i64, ptr %139, align 8, !tbaa !7
  %141 = sub i64 %136, %138
  %142 = add nsw i64 %141, %140
  %143 = sitofp i64 %142 to double
  %144 = fadd double %17, %143
  br label %145

145:                                              ; preds = %91, %84, %12, %31, %49, %67, %111, %131
  %146 = phi i32 [ %13, %131 ], [ %13, %111 ], [ %68, %67 ], [ %13, %49 ], [ %13, %31 ], [ %13, %12 ], [ %13, %84 ], [ %13, %91 ]
  %147 = phi i32 [ %132, %131 ], [ %112, %111 ], [ %14, %67 ], [ %50, %49 ], [ %32, %31 ], [ %14, %12 ], [ %85, %84 ], [ %85, %91 ]
  %148 = phi ptr [ %133, %131 ], [ %113, %111 ], [ %69, %67 ], [ %51, %49 ], [ %33, %31 ], [ %15, %12 ], [ %86, %84 ], [ %86, %91 ]
  %149 = phi double [ %144, %131 ], [ %119, %111 ], [ %72, %67 ], [ %55, %49 ], [ %37, %31 ], [ %17, %12 ], [ %17, %84 ], [ %97, %91 ]
  %150 = getelementptr inbounds i8, ptr %16, i64 1
  br label %12, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @count_twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !11
  br label %9

9:                                                ; preds = %24, %1
  %10 = phi ptr [ %4, %1 ], [ %25, %24 ]
  %11 = phi i32 [ 0, %1 ], [ %13, %24 ]
  %12 = phi i32 [ %8, %1 ], [ %26, %24 ]
  %13 = add nuw nsw i32 %11, 1
  %14 = icmp sgt i32 %12, -1
  br i1 %14, label %21, label %15

15:                                               ; preds = %9
  %16 = add nsw i32 %12, 8
  %17 = icmp ult i32 %12, -7
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  br label %24

21:                                               ; preds = %15, %9
  %22 = phi i32 [ %16, %15 ], [ %12, %9 ]
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  br label %24

24:                                               ; preds = %21, %18
  %25 = phi ptr [ %23, %21 ], [ %10, %18 ]
  %26 = phi i32 [ %22, %21 ], [ %16, %18 ]
  %27 = phi ptr [ %10, %21 ], [ %20, %18 ]
  %28 = load i32, ptr %27, align 8, !tbaa !11
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %9, !llvm.loop !22

30:                                               ; preds = %24
  %31 = load ptr, ptr %3, align 8, !tbaa !18
  %32 = getelementptr inbounds i8, ptr %3, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !18
  %34 = getelementptr inbounds i8, ptr %3, i64 24
  %35 = load i32, ptr %34, align 8, !tbaa !11
  br label %36

36:                                               ; preds = %51, %30
  %37 = phi ptr [ %31, %30 ], [ %52, %51 ]
  %38 = phi i32 [ 0, %30 ], [ %40, %51 ]
  %39 = phi i32 [ %35, %30 ], [ %53, %51 ]
  %40 = add nuw nsw i32 %38, 1
  %41 = icmp sgt i32 %39, -1
  br i1 %41, label %48, label %42

42:                                               ; preds = %36
  %43 = add nsw i32 %39, 8
  %44 = icmp ult i32 %39, -7
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = sext i32 %39 to i64
  %47 = getelementptr inbounds i8, ptr %33, i64 %46
  br label %51

48:                                               ; preds = %42, %36
  %49 = phi i32 [ %43, %42 ], [ %39, %36 ]
  %50 = getelementptr inbounds i8, ptr %37, i64 8
  br label %51

51:                                               ; preds = %48, %45
  %52 = phi ptr [ %50, %48 ], [ %37, %45 ]
  %53 = phi i32 [ %49, %48 ], [ %43, %45 ]
  %54 = phi ptr [ %37, %48 ], [ %47, %45 ]
  %55 = load i32, ptr %54, align 8, !tbaa !11
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %36, !llvm.loop !22

57:                                               ; preds = %51
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %58 = mul nuw nsw i32 %13, 100
  %59 = add nuw nsw i32 %40, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %59
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [256 x i8], align 1
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !23
  %5 = call i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 %0, ...) unnamed_addr #5 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16
  store i32 %10, ptr %3, align 4
  %11 = icmp ult i32 %4, -15
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load double, ptr %5, align 8, !tbaa !16
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !16
  %19 = icmp sgt i32 %4, -17
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 32
  store i32 %21, ptr %3, align 4
  %22 = icmp ult i32 %10, -15
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi double [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load double, ptr %25, align 8, !tbaa !16
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %7, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !16
  %32 = icmp sgt i32 %4, -33
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 48
  store i32 %34, ptr %3, align 4
  %35 = icmp ult i32 %21, -15
  br i1 %35, label %42, label %36

36:                                               ; preds = %28, %33, %23
  %37 = phi double [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi double [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %40, ptr %2, align 8
  %41 = load double, ptr %38, align 8, !tbaa !16
  br label %50

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %7, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !16
  %46 = icmp sgt i32 %4, -49
  br i1 %46, label %50, label %47

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 64
  store i32 %48, ptr %3, align 4
  %49 = icmp ult i32 %34, -15
  br i1 %49, label %57, label %50

50:                                               ; preds = %42, %47, %36
  %51 = phi double [ %45, %47 ], [ %45, %42 ], [ %41, %36 ]
  %52 = phi ptr [ %5, %47 ], [ %5, %42 ], [ %40, %36 ]
  %53 = phi double [ %18, %47 ], [ %18, %42 ], [ %39, %36 ]
  %54 = phi double [ %31, %47 ], [ %31, %42 ], [ %37, %36 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %55, ptr %2, align 8
  %56 = load double, ptr %52, align 8, !tbaa !16
  br label %65

57:                                               ; preds = %47
  %58 = sext i32 %34 to i64
  %59 = getelementptr inbounds i8, ptr %7, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !16
  %61 = icmp sgt i32 %4, -65
  br i1 %61, label %65, label %62

62:                                               ; preds = %57
  %63 = add nsw i32 %4, 80
  store i32 %63, ptr %3, align 4
  %64 = icmp ult i32 %48, -15
  br i1 %64, label %73, label %65

65:                                               ; preds = %57, %62, %50
  %66 = phi double [ %60, %62 ], [ %60, %57 ], [ %56, %50 ]
  %67 = phi ptr [ %5, %62 ], [ %5, %57 ], [ %55, %50 ]
  %68 = phi double [ %31, %62 ], [ %31, %57 ], [ %54, %50 ]
  %69 = phi double [ %18, %62 ], [ %18, %57 ], [ %53, %50 ]
  %70 = phi double [ %45, %62 ], [ %45, %57 ], [ %51, %50 ]
  %71 = getelementptr inbounds i8, ptr %67, i64 8
  store ptr %71, ptr %2, align 8
  %72 = load double, ptr %67, align 8, !tbaa !16
  br label %81

73:                                               ; preds = %62
  %74 = sext i32 %48 to i64
  %75 = getelementptr inbounds i8, ptr %7, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !16
  %77 = icmp sgt i32 %4, -81
  br i1 %77, label %81, label %78

78:                                               ; preds = %73
  %79 = add nsw i32 %4, 96
  store i32 %79, ptr %3, align 4
  %80 = icmp ult i32 %63, -15
  br i1 %80, label %90, label %81

81:                                               ; preds = %73, %78, %65
  %82 = phi double [ %76, %78 ], [ %76, %73 ], [ %72, %65 ]
  %83 = phi ptr [ %5, %78 ], [ %5, %73 ], [ %71, %65 ]
  %84 = phi double [ %45, %78 ], [ %45, %73 ], [ %70, %65 ]
  %85 = phi double [ %18, %78 ], [ %18, %73 ], [ %69, %65 ]
  %86 = phi double [ %31, %78 ], [ %31, %73 ], [ %68, %65 ]
  %87 = phi double [ %60, %78 ], [ %60, %73 ], [ %66, %65 ]
  %88 = getelementptr inbounds i8, ptr %83, i64 8
  store ptr %88, ptr %2, align 8
  %89 = load double, ptr %83, align 8, !tbaa !16
  br label %98

90:                                               ; preds = %78
  %91 = sext i32 %63 to i64
  %92 = getelementptr inbounds i8, ptr %7, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !16
  %94 = icmp sgt i32 %4, -97
  br i1 %94, label %98, label %95

95:                                               ; preds = %90
  %96 = add nsw i32 %4, 112
  store i32 %96, ptr %3, align 4
  %97 = icmp ult i32 %79, -15
  br i1 %97, label %108, label %98

98:                                               ; preds = %90, %95, %81
  %99 = phi double [ %93, %95 ], [ %93, %90 ], [ %89, %81 ]
  %100 = phi ptr [ %5, %95 ], [ %5, %90 ], [ %88, %81 ]
  %101 = phi double [ %60, %95 ], [ %60, %90 ], [ %87, %81 ]
  %102 = phi double [ %31, %95 ], [ %31, %90 ], [ %86, %81 ]
  %103 = phi double [ %18, %95 ], [ %18, %90 ], [ %85, %81 ]
  %104 = phi double [ %45, %95 ], [ %45, %90 ], [ %84, %81 ]
  %105 = phi double [ %76, %95 ], [ %76, %90 ], [ %82, %81 ]
  %106 = getelementptr inbounds i8, ptr %100, i64 8
  store ptr %106, ptr %2, align 8
  %107 = load double, ptr %100, align 8, !tbaa !16
  br label %116

108:                                              ; preds = %95
  %109 = sext i32 %79 to i64
  %110 = getelementptr inbounds i8, ptr %7, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !16
  %112 = icmp sgt i32 %4, -113
  br i1 %112, label %116, label %113

113:                                              ; preds = %108
  %114 = add nsw i32 %4, 128
  store i32 %114, ptr %3, align 4
  %115 = icmp ult i32 %96, -15
  br i1 %115, label %127, label %116

116:                                              ; preds = %108, %113, %98
  %117 = phi double [ %111, %113 ], [ %111, %108 ], [ %107, %98 ]
  %118 = phi ptr [ %5, %113 ], [ %5, %108 ], [ %106, %98 ]
  %119 = phi double [ %76, %113 ], [ %76, %108 ], [ %105, %98 ]
  %120 = phi double [ %45, %113 ], [ %45, %108 ], [ %104, %98 ]
  %121 = phi double [ %18, %113 ], [ %18, %108 ], [ %103, %98 ]
  %122 = phi double [ %31, %113 ], [ %31, %108 ], [ %102, %98 ]
  %123 = phi double [ %60, %113 ], [ %60, %108 ], [ %101, %98 ]
  %124 = phi double [ %93, %113 ], [ %93, %108 ], [ %99, %98 ]
  %125 = getelementptr inbounds i8, ptr %118, i64 8
  store ptr %125, ptr %2, align 8
  %126 = load double, ptr %118, align 8, !tbaa !16
  br label %135

127:                                              ; preds = %113
  %128 = sext i32 %96 to i64
  %129 = getelementptr inbounds i8, ptr %7, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !16
  %131 = icmp sgt i32 %4, -129
  br i1 %131, label %135, label %132

132:                                              ; preds = %127
  %133 = add nsw i32 %4, 144
  store i32 %133, ptr %3, align 4
  %134 = icmp ult i32 %114, -15
  br i1 %134, label %147, label %135

135:                                              ; preds = %127, %132, %116
  %136 = phi double [ %130, %132 ], [ %130, %127 ], [ %126, %116 ]
  %137 = phi ptr [ %5, %132 ], [ %5, %127 ], [ %125, %116 ]
  %138 = phi double [ %93, %132 ], [ %93, %127 ], [ %124, %116 ]
  %139 = phi double [ %60, %132 ], [ %60, %127 ], [ %123, %116 ]
  %140 = phi double [ %31, %132 ], [ %31, %127 ], [ %122, %116 ]
  %141 = phi double [ %18, %132 ], [ %18, %127 ], [ %121, %116 ]
  %142 = phi double [ %45, %132 ], [ %45, %127 ], [ %120, %116 ]
  %143 = phi double [ %76, %132 ], [ %76, %127 ], [ %119, %116 ]
  %144 = phi double [ %111, %132 ], [ %111, %127 ], [ %117, %116 ]
  %145 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %145, ptr %2, align 8
  %146 = load double, ptr %137, align 8, !tbaa !16
  br label %158

147:                                              ; preds = %132
  %148 = sext i32 %114 to i64
  %149 = getelementptr inbounds i8, ptr %7, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !16
  %151 = icmp sgt i32 %4, -145
  br i1 %151, label %158, label %152

152:                                              ; preds = %147
  %153 = add nsw i32 %4, 160
  store i32 %153, ptr %3, align 4
  %154 = icmp ult i32 %133, -15
  br i1 %154, label %155, label %158

155:                                              ; preds = %152
  %156 = sext i32 %133 to i64
  %157 = getelementptr inbounds i8, ptr %7, i64 %156
  br label %170

158:                                              ; preds = %135, %152, %147
  %159 = phi double [ %146, %135 ], [ %150, %152 ], [ %150, %147 ]
  %160 = phi ptr [ %145, %135 ], [ %5, %152 ], [ %5, %147 ]
  %161 = phi double [ %144, %135 ], [ %111, %152 ], [ %111, %147 ]
  %162 = phi double [ %143, %135 ], [ %76, %152 ], [ %76, %147 ]
  %163 = phi double [ %142, %135 ], [ %45, %152 ], [ %45, %147 ]
  %164 = phi double [ %141, %135 ], [ %18, %152 ], [ %18, %147 ]
  %165 = phi double [ %140, %135 ], [ %31, %152 ], [ %31, %147 ]
  %166 = phi double [ %139, %135 ], [ %60, %152 ], [ %60, %147 ]
  %167 = phi double [ %138, %135 ], [ %93, %152 ], [ %93, %147 ]
  %168 = phi double [ %136, %135 ], [ %130, %152 ], [ %130, %147 ]
  %169 = getelementptr inbounds i8, ptr %160, i64 8
  store ptr %169, ptr %2, align 8
  br label %170

170:                                              ; preds = %158, %155
  %171 = phi double [ %150, %155 ], [ %159, %158 ]
  %172 = phi double [ %111, %155 ], [ %161, %158 ]
  %173 = phi double [ %76, %155 ], [ %162, %158 ]
  %174 = phi double [ %45, %155 ], [ %163, %158 ]
  %175 = phi double [ %18, %155 ], [ %164, %158 ]
  %176 = phi double [ %31, %155 ], [ %165, %158 ]
  %177 = phi double [ %60, %155 ], [ %166, %158 ]
  %178 = phi double [ %93, %155 ], [ %167, %158 ]
  %179 = phi double [ %130, %155 ], [ %168, %158 ]
  %180 = phi ptr [ %157, %155 ], [ %160, %158 ]
  %181 = fadd double %175, 0.000000e+00
  %182 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %181)
  %183 = call double @llvm.fmuladd.f64(double %174, double 3.000000e+00, double %182)
  %184 = call double @llvm.fmuladd.f64(double %177, double 4.000000e+00, double %183)
  %185 = call double @llvm.fmuladd.f64(double %173, double 5.000000e+00, double %184)
  %186 = call double @llvm.fmuladd.f64(double %178, double 6.000000e+00, double %185)
  %187 = call double @llvm.fmuladd.f64(double %172, double 7.000000e+00, double %186)
  %188 = call double @llvm.fmuladd.f64(double %179, double 8.000000e+00, double %187)
  %189 = call double @llvm.fmuladd.f64(double %171, double 9.000000e+00, double %188)
  %190 = load double, ptr %180, align 8, !tbaa !16
  %191 = call double @llvm.fmuladd.f64(double %190, double 1.000000e+01, double %189)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 0, i64 8, !7, i64 8, i64 8, !7, i64 16, i64 8, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!9, !9, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !9, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !9, i64 0}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 4, !11, i64 28, i64 4, !11}
