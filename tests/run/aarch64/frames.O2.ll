; ModuleID = 'tests/run/aarch64/frames.c'
source_filename = "tests/run/aarch64/frames.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@vz = dso_local global i32 0, align 4
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str = private unnamed_addr constant [10 x i8] c"deep %lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"dyn %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"frame5k %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"frame70k %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"frame70k_vla %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"jumper %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"live %lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"dlive %.17g\0A\00", align 1
@table = internal unnamed_addr constant [4 x ptr] [ptr @f_add, ptr @f_sub, ptr @f_mul, ptr @f_rec], align 8
@.str.9 = private unnamed_addr constant [11 x i8] c"fnptr %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"vla_rec %ld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local void @sink(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = load volatile i32, ptr @vz, align 4, !tbaa !6
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  store i8 0, ptr %0, align 1
  br label %5

5:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i64 @opaque(i64 noundef %0) local_unnamed_addr #2 {
  %2 = load volatile i32, ptr @vz, align 4, !tbaa !6
  %3 = sext i32 %2 to i64
  %4 = add nsw i64 %3, %0
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local double @dopaque(double noundef %0) local_unnamed_addr #2 {
  %2 = load volatile i32, ptr @vz, align 4, !tbaa !6
  %3 = sitofp i32 %2 to double
  %4 = fadd double %3, %0
  ret double %4
}

; Function Attrs: nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define dso_local i64 @deep(i32 noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [24 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #19
  %4 = trunc i32 %0 to i8
  %5 = srem i32 %0, 24
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %6
  store volatile i8 %4, ptr %7, align 1, !tbaa !10
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %2
  %10 = add nsw i32 %0, -1
  %11 = mul i64 %1, 31
  %12 = sext i32 %0 to i64
  %13 = add i64 %11, %12
  %14 = tail call i64 @deep(i32 noundef %10, i64 noundef %13)
  %15 = load volatile i8, ptr %7, align 1, !tbaa !10
  %16 = zext i8 %15 to i64
  %17 = xor i64 %14, %16
  br label %18

18:                                               ; preds = %2, %9
  %19 = phi i64 [ %17, %9 ], [ %1, %2 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #19
  ret i64 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @dyn(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nuw i32 %0, 1
  %5 = zext i32 %4 to i64
  br label %8

6:                                                ; preds = %109, %1
  %7 = phi i64 [ 0, %1 ], [ %113, %109 ]
  ret i64 %7

8:                                                ; preds = %3, %109
  %9 = phi i32 [ 0, %3 ], [ %116, %109 ]
  %10 = phi i64 [ 1, %3 ], [ %114, %109 ]
  %11 = phi i64 [ 0, %3 ], [ %113, %109 ]
  %12 = mul i32 %9, 37
  %13 = add i32 %12, 37
  %14 = urem i32 %13, 300
  %15 = add nuw nsw i32 %14, 1
  %16 = zext nneg i32 %15 to i64
  %17 = trunc i64 %10 to i32
  %18 = mul i32 %17, 37
  %19 = urem i32 %18, 300
  %20 = add nuw nsw i32 %19, 1
  %21 = zext nneg i32 %20 to i64
  %22 = alloca i8, i64 %21, align 16
  %23 = call ptr @llvm.stacksave.p0()
  %24 = alloca i64, i64 %10, align 8
  %25 = zext nneg i32 %19 to i64
  %26 = icmp eq i32 %14, 0
  br i1 %26, label %42, label %27

27:                                               ; preds = %8
  %28 = and i64 %16, 1022
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %38, %29 ]
  %31 = or disjoint i64 %30, 1
  %32 = mul nuw nsw i64 %30, %10
  %33 = mul nuw nsw i64 %31, %10
  %34 = trunc i64 %32 to i8
  %35 = trunc i64 %33 to i8
  %36 = getelementptr inbounds i8, ptr %22, i64 %30
  %37 = getelementptr inbounds i8, ptr %22, i64 %31
  store i8 %34, ptr %36, align 2, !tbaa !10
  store i8 %35, ptr %37, align 1, !tbaa !10
  %38 = add nuw i64 %30, 2
  %39 = icmp eq i64 %38, %28
  br i1 %39, label %40, label %29, !llvm.loop !11

40:                                               ; preds = %29
  %41 = icmp eq i64 %28, %16
  br i1 %41, label %51, label %42

42:                                               ; preds = %40, %8
  %43 = phi i64 [ 0, %8 ], [ %28, %40 ]
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %49, %44 ], [ %43, %42 ]
  %46 = mul nuw nsw i64 %45, %10
  %47 = trunc i64 %46 to i8
  %48 = getelementptr inbounds i8, ptr %22, i64 %45
  store i8 %47, ptr %48, align 1, !tbaa !10
  %49 = add nuw nsw i64 %45, 1
  %50 = icmp ult i64 %45, %25
  br i1 %50, label %44, label %51, !llvm.loop !15

51:                                               ; preds = %44, %40
  %52 = icmp ult i64 %10, 2
  br i1 %52, label %53, label %55

53:                                               ; preds = %66, %51
  %54 = phi i64 [ 0, %51 ], [ %56, %66 ]
  br label %69

55:                                               ; preds = %51
  %56 = and i64 %10, 9223372036854775806
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %64, %57 ]
  %59 = or disjoint i64 %58, 1
  %60 = mul nuw nsw i64 %58, %21
  %61 = mul nuw nsw i64 %59, %21
  %62 = getelementptr inbounds i64, ptr %24, i64 %58
  %63 = getelementptr inbounds i64, ptr %24, i64 %59
  store i64 %60, ptr %62, align 8, !tbaa !16
  store i64 %61, ptr %63, align 8, !tbaa !16
  %64 = add nuw i64 %58, 2
  %65 = icmp eq i64 %64, %56
  br i1 %65, label %66, label %57, !llvm.loop !18

66:                                               ; preds = %57
  %67 = icmp eq i64 %10, %56
  br i1 %67, label %68, label %53

68:                                               ; preds = %69, %66
  call void @sink(ptr noundef nonnull %22)
  call void @sink(ptr noundef nonnull %24)
  br label %75

69:                                               ; preds = %53, %69
  %70 = phi i64 [ %73, %69 ], [ %54, %53 ]
  %71 = mul nuw nsw i64 %70, %21
  %72 = getelementptr inbounds i64, ptr %24, i64 %70
  store i64 %71, ptr %72, align 8, !tbaa !16
  %73 = add nuw nsw i64 %70, 1
  %74 = icmp eq i64 %73, %10
  br i1 %74, label %68, label %69, !llvm.loop !19

75:                                               ; preds = %68, %75
  %76 = phi i64 [ 0, %68 ], [ %83, %75 ]
  %77 = phi i64 [ %11, %68 ], [ %82, %75 ]
  %78 = mul i64 %77, 3
  %79 = getelementptr inbounds i8, ptr %22, i64 %76
  %80 = load i8, ptr %79, align 1, !tbaa !10
  %81 = zext i8 %80 to i64
  %82 = add i64 %78, %81
  %83 = add nuw nsw i64 %76, 1
  %84 = icmp ult i64 %76, %25
  br i1 %84, label %75, label %85, !llvm.loop !20

85:                                               ; preds = %75
  %86 = icmp ult i64 %10, 4
  br i1 %86, label %87, label %90

87:                                               ; preds = %105, %85
  %88 = phi i64 [ 0, %85 ], [ %91, %105 ]
  %89 = phi i64 [ %82, %85 ], [ %107, %105 ]
  br label %117

90:                                               ; preds = %85
  %91 = and i64 %10, 9223372036854775804
  %92 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %82, i64 0
  br label %93

93:                                               ; preds = %93, %90
  %94 = phi i64 [ 0, %90 ], [ %103, %93 ]
  %95 = phi <2 x i64> [ %92, %90 ], [ %101, %93 ]
  %96 = phi <2 x i64> [ zeroinitializer, %90 ], [ %102, %93 ]
  %97 = getelementptr inbounds i64, ptr %24, i64 %94
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <2 x i64>, ptr %97, align 8, !tbaa !16
  %100 = load <2 x i64>, ptr %98, align 8, !tbaa !16
  %101 = add <2 x i64> %99, %95
  %102 = add <2 x i64> %100, %96
  %103 = add nuw i64 %94, 4
  %104 = icmp eq i64 %103, %91
  br i1 %104, label %105, label %93, !llvm.loop !21

105:                                              ; preds = %93
  %106 = add <2 x i64> %102, %101
  %107 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %106)
  %108 = icmp eq i64 %10, %91
  br i1 %108, label %109, label %87

109:                                              ; preds = %117, %105
  %110 = phi i64 [ %107, %105 ], [ %122, %117 ]
  %111 = ptrtoint ptr %24 to i64
  %112 = and i64 %111, 8
  %113 = xor i64 %110, %112
  call void @llvm.stackrestore.p0(ptr %23)
  %114 = add nuw nsw i64 %10, 1
  %115 = icmp eq i64 %114, %5
  %116 = add i32 %9, 1
  br i1 %115, label %6, label %8, !llvm.loop !22

117:                                              ; preds = %87, %117
  %118 = phi i64 [ %123, %117 ], [ %88, %87 ]
  %119 = phi i64 [ %122, %117 ], [ %89, %87 ]
  %120 = getelementptr inbounds i64, ptr %24, i64 %118
  %121 = load i64, ptr %120, align 8, !tbaa !16
  %122 = add i64 %121, %119
  %123 = add nuw nsw i64 %118, 1
  %124 = icmp eq i64 %123, %10
  br i1 %124, label %109, label %117, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local i32 @aligned(i32 noundef %0) local_unnamed_addr #7 {
  %2 = alloca [10 x i8], align 64
  %3 = alloca [3 x double], align 128
  %4 = alloca i32, align 64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #19
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #19
  %5 = zext i32 %0 to i64
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca i8, i64 %5, align 1
  call void @sink(ptr noundef nonnull %2)
  call void @sink(ptr noundef nonnull %3)
  call void @sink(ptr noundef nonnull %7)
  %8 = sext i32 %0 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %7, i8 1, i64 %8, i1 false)
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -1
  %11 = load i8, ptr %10, align 1, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #19
  store i32 %0, ptr %4, align 64, !tbaa !6
  call void @sink(ptr noundef nonnull %4)
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 64, !tbaa !6
  %14 = add nsw i32 %13, %12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #19
  tail call void @llvm.stackrestore.p0(ptr %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #19
  ret i32 %14
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @aligned_rec(i32 noundef %0) local_unnamed_addr #8 {
  %2 = alloca i32, align 64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #19
  call void @sink(ptr noundef nonnull %2)
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1
  %6 = tail call i32 @aligned_rec(i32 noundef %5)
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #19
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @stack_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, ptr nocapture noundef readonly %10) local_unnamed_addr #9 {
  %12 = add nsw i64 %1, %0
  %13 = add nsw i64 %12, %2
  %14 = add nsw i64 %13, %3
  %15 = add nsw i64 %14, %4
  %16 = add nsw i64 %15, %5
  %17 = add nsw i64 %16, %6
  %18 = add nsw i64 %17, %7
  %19 = mul nsw i64 %8, 3
  %20 = add nsw i64 %18, %19
  %21 = mul nsw i64 %9, 5
  %22 = add nsw i64 %20, %21
  %23 = load i8, ptr %10, align 1, !tbaa !10
  %24 = zext i8 %23 to i64
  %25 = add nsw i64 %22, %24
  ret i64 %25
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @frame5k(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca [5000 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 5000, ptr nonnull %2) #19
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %15, %5 ]
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %16, %5 ]
  %8 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %9 = xor <16 x i32> %7, %4
  %10 = xor <16 x i32> %8, %4
  %11 = trunc <16 x i32> %9 to <16 x i8>
  %12 = trunc <16 x i32> %10 to <16 x i8>
  %13 = getelementptr inbounds [5000 x i8], ptr %2, i64 0, i64 %6
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <16 x i8> %11, ptr %13, align 4, !tbaa !10
  store <16 x i8> %12, ptr %14, align 4, !tbaa !10
  %15 = add nuw i64 %6, 32
  %16 = add <16 x i32> %7, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %17 = icmp eq i64 %15, 4992
  br i1 %17, label %18, label %5, !llvm.loop !24

18:                                               ; preds = %5
  %19 = trunc i32 %0 to i8
  %20 = insertelement <8 x i8> poison, i8 %19, i64 0
  %21 = shufflevector <8 x i8> %20, <8 x i8> poison, <8 x i32> zeroinitializer
  %22 = xor <8 x i8> %21, <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121>
  %23 = getelementptr inbounds i8, ptr %2, i64 4992
  store <8 x i8> %22, ptr %23, align 4, !tbaa !10
  call void @sink(ptr noundef nonnull %2)
  %24 = getelementptr inbounds i8, ptr %2, i64 4999
  %25 = load i8, ptr %24, align 1, !tbaa !10
  %26 = zext i8 %25 to i64
  %27 = load i8, ptr %2, align 4, !tbaa !10
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds i8, ptr %2, i64 2500
  %30 = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %26, i64 noundef %28, ptr noundef nonnull %29)
  %31 = getelementptr inbounds i8, ptr %2, i64 123
  %32 = load i8, ptr %31, align 1, !tbaa !10
  %33 = zext i8 %32 to i64
  %34 = add nsw i64 %30, %33
  call void @llvm.lifetime.end.p0(i64 5000, ptr nonnull %2) #19
  ret i64 %34
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @frame70k(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca [9000 x i64], align 8
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 72000, ptr nonnull %2) #19
  %4 = sext i32 %0 to i64
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %12, %5 ]
  %7 = or disjoint i64 %6, 1
  %8 = mul nsw i64 %6, %4
  %9 = mul nsw i64 %7, %4
  %10 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %6
  %11 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %7
  store i64 %8, ptr %10, align 8, !tbaa !16
  store i64 %9, ptr %11, align 8, !tbaa !16
  %12 = add nuw i64 %6, 2
  %13 = icmp eq i64 %12, 9000
  br i1 %13, label %14, label %5, !llvm.loop !25

14:                                               ; preds = %5
  call void @sink(ptr noundef nonnull %2)
  br label %15

15:                                               ; preds = %15, %14
  %16 = phi i64 [ 0, %14 ], [ %27, %15 ]
  %17 = phi i64 [ 0, %14 ], [ %25, %15 ]
  %18 = phi i64 [ 0, %14 ], [ %26, %15 ]
  %19 = mul i64 %16, 7
  %20 = add i64 %19, 7
  %21 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %19
  %22 = getelementptr inbounds [9000 x i64], ptr %2, i64 0, i64 %20
  %23 = load i64, ptr %21, align 8, !tbaa !16
  %24 = load i64, ptr %22, align 8, !tbaa !16
  %25 = add i64 %23, %17
  %26 = add i64 %24, %18
  %27 = add nuw i64 %16, 2
  %28 = icmp eq i64 %27, 1286
  br i1 %28, label %29, label %15, !llvm.loop !26

29:                                               ; preds = %15
  %30 = add i64 %26, %25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %31 = getelementptr inbounds i8, ptr %2, i64 71992
  %32 = load i64, ptr %31, align 8, !tbaa !16
  store volatile i64 %32, ptr %3, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %2, i64 71984
  %34 = load i64, ptr %33, align 8, !tbaa !16
  %35 = load volatile i64, ptr %3, align 8, !tbaa !16
  %36 = getelementptr inbounds i8, ptr %2, i64 40
  %37 = call i64 @stack_args(i64 noundef %30, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef %34, i64 noundef %35, ptr noundef nonnull %36)
  %38 = tail call i64 @frame5k(i32 noundef %0)
  %39 = add nsw i64 %38, %37
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 72000, ptr nonnull %2) #19
  ret i64 %39
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local range(i64 -2147483648, 2147483648) i64 @frame70k_vla(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = alloca [17000 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 68000, ptr nonnull %3) #19
  %4 = zext i32 %1 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca i32, i64 %4, align 4
  %7 = getelementptr inbounds i8, ptr %3, i64 67996
  store i32 %0, ptr %7, align 4, !tbaa !6
  %8 = shl nsw i32 %0, 1
  %9 = sext i32 %1 to i64
  %10 = getelementptr i32, ptr %6, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -4
  store i32 %8, ptr %11, align 4, !tbaa !6
  call void @sink(ptr noundef nonnull %3)
  call void @sink(ptr noundef nonnull %6)
  %12 = load i32, ptr %7, align 4, !tbaa !6
  %13 = load i32, ptr %11, align 4, !tbaa !6
  %14 = ptrtoint ptr %6 to i64
  %15 = and i64 %14, 12
  %16 = icmp eq i64 %15, 0
  %17 = select i1 %16, i32 0, i32 1000
  %18 = add i32 %12, %17
  %19 = add i32 %18, %13
  %20 = sext i32 %19 to i64
  call void @llvm.stackrestore.p0(ptr %5)
  call void @llvm.lifetime.end.p0(i64 68000, ptr nonnull %3) #19
  ret i64 %20
}

; Function Attrs: noinline noreturn nounwind uwtable
define dso_local void @dive(i32 noundef %0) local_unnamed_addr #10 {
  %2 = alloca [100 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #19
  call void @sink(ptr noundef nonnull %2)
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %5, %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #20
  unreachable

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %7, %5 ], [ %0, %1 ]
  %7 = add nsw i32 %6, -1
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #19
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #19
  %8 = srem i32 %7, 100
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %9
  store i8 1, ptr %10, align 1, !tbaa !10
  call void @sink(ptr noundef nonnull %2)
  %11 = icmp eq i32 %7, 0
  br i1 %11, label %4, label %5
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @jumper() local_unnamed_addr #12 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #21
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %0
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  call void @dive(i32 noundef 1000)
  unreachable

5:                                                ; preds = %0
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  %7 = add nsw i32 %6, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %7
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define dso_local i64 @live(i64 noundef %0, double noundef %1) local_unnamed_addr #7 {
  %3 = add nsw i64 %0, 1
  %4 = tail call i64 @opaque(i64 noundef %3)
  %5 = add nsw i64 %0, 2
  %6 = tail call i64 @opaque(i64 noundef %5)
  %7 = add nsw i64 %0, 3
  %8 = tail call i64 @opaque(i64 noundef %7)
  %9 = add nsw i64 %0, 5
  %10 = tail call i64 @opaque(i64 noundef %9)
  %11 = add nsw i64 %0, 6
  %12 = tail call i64 @opaque(i64 noundef %11)
  %13 = fadd double %1, 5.000000e-01
  %14 = tail call double @dopaque(double noundef %13)
  %15 = fadd double %1, 1.500000e+00
  %16 = tail call double @dopaque(double noundef %15)
  %17 = fadd double %1, 2.500000e+00
  %18 = tail call double @dopaque(double noundef %17)
  %19 = fadd double %1, 3.500000e+00
  %20 = tail call double @dopaque(double noundef %19)
  %21 = mul nsw i64 %6, %4
  %22 = tail call i64 @opaque(i64 noundef %21)
  %23 = mul nsw i64 %10, %8
  %24 = tail call i64 @opaque(i64 noundef %23)
  %25 = mul nsw i64 %12, %4
  %26 = tail call i64 @opaque(i64 noundef %25)
  %27 = mul nsw i64 %8, %6
  %28 = tail call i64 @opaque(i64 noundef %27)
  %29 = mul nsw i64 %12, %10
  %30 = tail call i64 @opaque(i64 noundef %29)
  %31 = fmul double %14, %16
  %32 = tail call double @dopaque(double noundef %31)
  %33 = fmul double %18, %20
  %34 = tail call double @dopaque(double noundef %33)
  %35 = fmul double %14, %20
  %36 = tail call double @dopaque(double noundef %35)
  %37 = fmul double %16, %18
  %38 = tail call double @dopaque(double noundef %37)
  %39 = fadd double %32, %34
  %40 = tail call double @dopaque(double noundef %39)
  %41 = add i64 %28, %22
  %42 = add i64 %41, %4
  %43 = add i64 %42, %6
  %44 = add i64 %43, %8
  %45 = add i64 %44, %10
  %46 = add i64 %45, %12
  %47 = add i64 %46, %24
  %48 = add i64 %47, %26
  %49 = add nsw i64 %48, %30
  %50 = tail call i64 @opaque(i64 noundef %49)
  %51 = fadd double %14, %16
  %52 = fadd double %51, %18
  %53 = fadd double %52, %20
  %54 = fadd double %53, %32
  %55 = fadd double %54, %34
  %56 = fadd double %55, %36
  %57 = fadd double %56, %38
  %58 = fadd double %57, %40
  %59 = tail call double @dopaque(double noundef %58)
  %60 = mul i64 %50, 1000003
  %61 = fmul double %59, 4.000000e+00
  %62 = fptoui double %61 to i64
  %63 = mul nsw i64 %26, %24
  %64 = fsub double %14, %16
  %65 = fadd double %18, %20
  %66 = fmul double %64, %65
  %67 = tail call double @llvm.fmuladd.f64(double %66, double 4.000000e+00, double %32)
  %68 = fsub double %67, %34
  %69 = tail call double @llvm.fmuladd.f64(double %36, double 2.000000e+00, double %68)
  %70 = fsub double %69, %38
  %71 = fadd double %70, %40
  %72 = fptosi double %71 to i64
  %73 = add i64 %4, %29
  %74 = add i64 %27, %22
  %75 = add i64 %73, %63
  %76 = add i64 %74, %28
  %77 = sub i64 %75, %76
  %78 = add i64 %77, %30
  %79 = add i64 %78, %60
  %80 = add i64 %79, %72
  %81 = add i64 %80, %62
  ret i64 %81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #14

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local double @dlive(i32 noundef %0) local_unnamed_addr #5 {
  %2 = tail call double @dopaque(double noundef 1.000000e+00)
  %3 = tail call double @dopaque(double noundef 2.000000e+00)
  %4 = tail call double @dopaque(double noundef 3.000000e+00)
  %5 = tail call double @dopaque(double noundef 4.000000e+00)
  %6 = tail call double @dopaque(double noundef 5.000000e+00)
  %7 = tail call double @dopaque(double noundef 6.000000e+00)
  %8 = tail call double @dopaque(double noundef 7.000000e+00)
  %9 = tail call double @dopaque(double noundef 8.000000e+00)
  %10 = tail call double @dopaque(double noundef 9.000000e+00)
  %11 = tail call double @dopaque(double noundef 1.000000e+01)
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %33, label %13

13:                                               ; preds = %33, %1
  %14 = phi double [ %2, %1 ], [ %46, %33 ]
  %15 = phi double [ %3, %1 ], [ %48, %33 ]
  %16 = phi double [ %4, %1 ], [ %50, %33 ]
  %17 = phi double [ %5, %1 ], [ %52, %33 ]
  %18 = phi double [ %6, %1 ], [ %54, %33 ]
  %19 = phi double [ %7, %1 ], [ %56, %33 ]
  %20 = phi double [ %8, %1 ], [ %58, %33 ]
  %21 = phi double [ %9, %1 ], [ %60, %33 ]
  %22 = phi double [ %10, %1 ], [ %62, %33 ]
  %23 = phi double [ %11, %1 ], [ %65, %33 ]
  %24 = tail call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %14)
  %25 = tail call double @llvm.fmuladd.f64(double %16, double 4.000000e+00, double %24)
  %26 = tail call double @llvm.fmuladd.f64(double %17, double 8.000000e+00, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %18, double 1.600000e+01, double %26)
  %28 = tail call double @llvm.fmuladd.f64(double %19, double 3.200000e+01, double %27)
  %29 = tail call double @llvm.fmuladd.f64(double %20, double 6.400000e+01, double %28)
  %30 = tail call double @llvm.fmuladd.f64(double %21, double 1.280000e+02, double %29)
  %31 = tail call double @llvm.fmuladd.f64(double %22, double 2.560000e+02, double %30)
  %32 = tail call double @llvm.fmuladd.f64(double %23, double 5.120000e+02, double %31)
  ret double %32

33:                                               ; preds = %1, %33
  %34 = phi i32 [ %66, %33 ], [ 0, %1 ]
  %35 = phi double [ %65, %33 ], [ %11, %1 ]
  %36 = phi double [ %62, %33 ], [ %10, %1 ]
  %37 = phi double [ %60, %33 ], [ %9, %1 ]
  %38 = phi double [ %58, %33 ], [ %8, %1 ]
  %39 = phi double [ %56, %33 ], [ %7, %1 ]
  %40 = phi double [ %54, %33 ], [ %6, %1 ]
  %41 = phi double [ %52, %33 ], [ %5, %1 ]
  %42 = phi double [ %50, %33 ], [ %4, %1 ]
  %43 = phi double [ %48, %33 ], [ %3, %1 ]
  %44 = phi double [ %46, %33 ], [ %2, %1 ]
  %45 = fadd double %44, %43
  %46 = tail call double @dopaque(double noundef %45)
  %47 = fadd double %43, %42
  %48 = tail call double @dopaque(double noundef %47)
  %49 = fadd double %42, %41
  %50 = tail call double @dopaque(double noundef %49)
  %51 = fadd double %41, %40
  %52 = tail call double @dopaque(double noundef %51)
  %53 = fadd double %40, %39
  %54 = tail call double @dopaque(double noundef %53)
  %55 = fadd double %39, %38
  %56 = tail call double @dopaque(double noundef %55)
  %57 = fadd double %38, %37
  %58 = tail call double @dopaque(double noundef %57)
  %59 = fadd double %37, %36
  %60 = tail call double @dopaque(double noundef %59)
  %61 = fadd double %36, %35
  %62 = tail call double @dopaque(double noundef %61)
  %63 = fmul double %46, 0x3F30000000000000
  %64 = fsub double %35, %63
  %65 = tail call double @dopaque(double noundef %64)
  %66 = add nuw nsw i32 %34, 1
  %67 = icmp eq i32 %66, %0
  br i1 %67, label %13, label %33, !llvm.loop !27
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @through(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #12 {
  %4 = tail call i64 %0(i64 noundef %1, i64 noundef %2) #19
  ret i64 %4
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i64 @vla_rec(i32 noundef %0) local_unnamed_addr #8 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %56, label %3

3:                                                ; preds = %1
  %4 = srem i32 %0, 17
  %5 = add nsw i32 %4, 1
  %6 = zext i32 %5 to i64
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = alloca i32, i64 %6, align 16
  %9 = icmp slt i32 %4, 0
  br i1 %9, label %41, label %10

10:                                               ; preds = %3
  %11 = icmp ult i32 %5, 8
  br i1 %11, label %12, label %14

12:                                               ; preds = %39, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %39 ]
  br label %49

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483640
  %16 = insertelement <4 x i32> poison, i32 %0, i64 0
  %17 = shufflevector <4 x i32> %16, <4 x i32> poison, <4 x i32> zeroinitializer
  %18 = add <4 x i32> %17, <i32 0, i32 1, i32 2, i32 3>
  %19 = add <4 x i32> %17, <i32 4, i32 5, i32 6, i32 7>
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  store <4 x i32> %18, ptr %8, align 16, !tbaa !6
  store <4 x i32> %19, ptr %20, align 16, !tbaa !6
  %21 = icmp eq i64 %15, 8
  br i1 %21, label %39, label %22, !llvm.loop !28

22:                                               ; preds = %14
  %23 = getelementptr inbounds i8, ptr %8, i64 32
  %24 = add <4 x i32> %17, <i32 8, i32 9, i32 10, i32 11>
  %25 = add <4 x i32> %17, <i32 12, i32 13, i32 14, i32 15>
  %26 = getelementptr inbounds i8, ptr %8, i64 48
  store <4 x i32> %24, ptr %23, align 16, !tbaa !6
  store <4 x i32> %25, ptr %26, align 16, !tbaa !6
  %27 = icmp eq i64 %15, 16
  br i1 %27, label %39, label %28, !llvm.loop !28

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %8, i64 64
  %30 = add <4 x i32> %17, <i32 16, i32 17, i32 18, i32 19>
  %31 = add <4 x i32> %17, <i32 20, i32 21, i32 22, i32 23>
  %32 = getelementptr inbounds i8, ptr %8, i64 80
  store <4 x i32> %30, ptr %29, align 16, !tbaa !6
  store <4 x i32> %31, ptr %32, align 16, !tbaa !6
  %33 = icmp eq i64 %15, 24
  br i1 %33, label %39, label %34, !llvm.loop !28

34:                                               ; preds = %28
  %35 = getelementptr inbounds i8, ptr %8, i64 96
  %36 = add <4 x i32> %17, <i32 24, i32 25, i32 26, i32 27>
  %37 = add <4 x i32> %17, <i32 28, i32 29, i32 30, i32 31>
  %38 = getelementptr inbounds i8, ptr %8, i64 112
  store <4 x i32> %36, ptr %35, align 16, !tbaa !6
  store <4 x i32> %37, ptr %38, align 16, !tbaa !6
  br label %39

39:                                               ; preds = %34, %28, %22, %14
  %40 = icmp eq i64 %15, %6
  br i1 %40, label %41, label %12

41:                                               ; preds = %49, %39, %3
  call void @sink(ptr noundef nonnull %8)
  %42 = sext i32 %4 to i64
  %43 = getelementptr inbounds i32, ptr %8, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = sext i32 %44 to i64
  %46 = add nsw i32 %0, -1
  %47 = tail call i64 @vla_rec(i32 noundef %46)
  %48 = add nsw i64 %47, %45
  tail call void @llvm.stackrestore.p0(ptr %7)
  br label %56

49:                                               ; preds = %12, %49
  %50 = phi i64 [ %54, %49 ], [ %13, %12 ]
  %51 = getelementptr inbounds i32, ptr %8, i64 %50
  %52 = trunc i64 %50 to i32
  %53 = add i32 %52, %0
  store i32 %53, ptr %51, align 4, !tbaa !6
  %54 = add nuw nsw i64 %50, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %41, label %49, !llvm.loop !29

56:                                               ; preds = %1, %41
  %57 = phi i64 [ %48, %41 ], [ 0, %1 ]
  ret i64 %57
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #15 {
  %1 = tail call i64 @deep(i32 noundef 20000, i64 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i64 @dyn(i32 noundef 60)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call i32 @aligned(i32 noundef 13)
  %6 = tail call i32 @aligned_rec(i32 noundef 20)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6)
  %8 = tail call i64 @frame5k(i32 noundef 3)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8)
  %10 = tail call i64 @frame70k(i32 noundef 5)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %10)
  %12 = tail call i64 @frame70k_vla(i32 noundef 7, i32 noundef 33)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %12)
  %14 = tail call i32 @jumper()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %14)
  %16 = tail call i64 @opaque(i64 noundef 3)
  %17 = tail call double @dopaque(double noundef 2.500000e-01)
  %18 = tail call i64 @live(i64 noundef %16, double noundef %17)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %18)
  %20 = tail call double @dlive(i32 noundef 30)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %20)
  %22 = tail call i64 @through(ptr noundef nonnull @f_add, i64 noundef 9, i64 noundef 5)
  %23 = mul nsw i64 %22, 7
  %24 = tail call i64 @through(ptr noundef nonnull @f_sub, i64 noundef 10, i64 noundef 5)
  %25 = add nsw i64 %24, %23
  %26 = mul nsw i64 %25, 7
  %27 = tail call i64 @through(ptr noundef nonnull @f_mul, i64 noundef 11, i64 noundef 5)
  %28 = add nsw i64 %27, %26
  %29 = mul nsw i64 %28, 7
  %30 = tail call i64 @through(ptr noundef nonnull @f_rec, i64 noundef 12, i64 noundef 5)
  %31 = add nsw i64 %30, %29
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %31)
  %33 = tail call i64 @vla_rec(i32 noundef 500)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %33)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_add(i64 noundef %0, i64 noundef %1) #17 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_sub(i64 noundef %0, i64 noundef %1) #17 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @f_mul(i64 noundef %0, i64 noundef %1) #17 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define internal i64 @f_rec(i64 noundef %0, i64 noundef %1) #15 {
  %3 = icmp slt i64 %1, 1
  br i1 %3, label %14, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %11, %4 ], [ %1, %2 ]
  %6 = phi i64 [ %12, %4 ], [ 0, %2 ]
  %7 = urem i64 %5, 3
  %8 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !30
  %10 = tail call i64 %9(i64 noundef %0, i64 noundef %5) #19
  %11 = add nsw i64 %5, -1
  %12 = add nsw i64 %10, %6
  %13 = icmp ult i64 %5, 2
  br i1 %13, label %14, label %4

14:                                               ; preds = %4, %2
  %15 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %16 = add nsw i64 %15, %0
  ret i64 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #18

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree noinline norecurse nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }
attributes #20 = { noreturn nounwind }
attributes #21 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !13, !14}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12, !14, !13}
!24 = distinct !{!24, !12, !13, !14}
!25 = distinct !{!25, !12, !13, !14}
!26 = distinct !{!26, !12, !13, !14}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12, !13, !14}
!29 = distinct !{!29, !12, !14, !13}
!30 = !{!31, !31, i64 0}
!31 = !{!"any pointer", !8, i64 0}
