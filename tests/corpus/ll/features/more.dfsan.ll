; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4
@__dfsan_arg_tls = external thread_local(initialexec) global [100 x i64]
@__dfsan_retval_tls = external thread_local(initialexec) global [100 x i64]
@__dfsan_track_origins = weak_odr constant i32 0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local <8 x i32> @vmul.dfsan(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #0 {
  %3 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 2) to ptr), align 2
  %4 = load i8, ptr @__dfsan_arg_tls, align 2
  %5 = ptrtoint ptr %0 to i64
  %6 = xor i64 %5, 87960930222080
  %7 = inttoptr i64 %6 to ptr
  %8 = load i64, ptr %7, align 1
  %9 = getelementptr i64, ptr %7, i64 1
  %10 = load i64, ptr %9, align 1
  %11 = or i64 %8, %10
  %12 = getelementptr i64, ptr %9, i64 1
  %13 = load i64, ptr %12, align 1
  %14 = or i64 %11, %13
  %15 = getelementptr i64, ptr %12, i64 1
  %16 = load i64, ptr %15, align 1
  %17 = or i64 %14, %16
  %18 = lshr i64 %17, 32
  %19 = or i64 %17, %18
  %20 = lshr i64 %19, 16
  %21 = or i64 %19, %20
  %22 = lshr i64 %21, 8
  %23 = or i64 %21, %22
  %24 = trunc i64 %23 to i8
  %25 = or i8 %24, %4
  %26 = load <8 x i32>, ptr %0, align 32, !tbaa !4
  %27 = ptrtoint ptr %1 to i64
  %28 = xor i64 %27, 87960930222080
  %29 = inttoptr i64 %28 to ptr
  %30 = load i64, ptr %29, align 1
  %31 = getelementptr i64, ptr %29, i64 1
  %32 = load i64, ptr %31, align 1
  %33 = or i64 %30, %32
  %34 = getelementptr i64, ptr %31, i64 1
  %35 = load i64, ptr %34, align 1
  %36 = or i64 %33, %35
  %37 = getelementptr i64, ptr %34, i64 1
  %38 = load i64, ptr %37, align 1
  %39 = or i64 %36, %38
  %40 = lshr i64 %39, 32
  %41 = or i64 %39, %40
  %42 = lshr i64 %41, 16
  %43 = or i64 %41, %42
  %44 = lshr i64 %43, 8
  %45 = or i64 %43, %44
  %46 = trunc i64 %45 to i8
  %47 = or i8 %46, %3
  %48 = load <8 x i32>, ptr %1, align 32, !tbaa !4
  %49 = or i8 %47, %25
  %50 = mul <8 x i32> %48, %26
  %51 = shufflevector <8 x i32> %26, <8 x i32> %48, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %52 = add <8 x i32> %50, %51
  store i8 %49, ptr @__dfsan_retval_tls, align 2
  ret <8 x i32> %52
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef x86_fp80 @ld.dfsan(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #1 {
  %3 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 2) to ptr), align 2
  %4 = load i8, ptr @__dfsan_arg_tls, align 2
  %5 = or i8 %4, %3
  %6 = fdiv x86_fp80 %0, %1
  %7 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %8 = fadd x86_fp80 %7, %6
  store i8 %5, ptr @__dfsan_retval_tls, align 2
  ret x86_fp80 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local { i64, i64 } @mul128.dfsan(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 4) to ptr), align 2
  %6 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 6) to ptr), align 2
  %7 = load i8, ptr @__dfsan_arg_tls, align 2
  %8 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 2) to ptr), align 2
  %9 = zext i64 %1 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %0 to i128
  %12 = or i8 %8, %7
  %13 = or disjoint i128 %10, %11
  %14 = zext i64 %3 to i128
  %15 = shl nuw i128 %14, 64
  %16 = zext i64 %2 to i128
  %17 = or i8 %6, %5
  %18 = or disjoint i128 %15, %16
  %19 = or i8 %17, %12
  %20 = mul nsw i128 %18, %13
  %21 = trunc i128 %20 to i64
  %22 = lshr i128 %20, 64
  %23 = trunc nuw i128 %22 to i64
  %24 = insertvalue { i8, i8 } zeroinitializer, i8 %19, 0
  %25 = insertvalue { i64, i64 } poison, i64 %21, 0
  %26 = insertvalue { i8, i8 } %24, i8 %19, 1
  %27 = insertvalue { i64, i64 } %25, i64 %23, 1
  store { i8, i8 } %26, ptr @__dfsan_retval_tls, align 2
  ret { i64, i64 } %27
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom.dfsan(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  %3 = ptrtoint ptr %0 to i64
  %4 = xor i64 %3, 87960930222080
  %5 = inttoptr i64 %4 to ptr
  store i32 0, ptr %5, align 1
  %6 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %7 = ptrtoint ptr %0 to i64
  %8 = xor i64 %7, 87960930222080
  %9 = inttoptr i64 %8 to ptr
  store i32 0, ptr %9, align 1
  %10 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %11 = load atomic i32, ptr %0 acquire, align 4
  %12 = ptrtoint ptr %0 to i64
  %13 = xor i64 %12, 87960930222080
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 1
  %16 = lshr i32 %15, 16
  %17 = or i32 %15, %16
  %18 = lshr i32 %17, 8
  %19 = or i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = or i8 %20, %2
  store i8 %21, ptr @__dfsan_retval_tls, align 2
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va.dfsan(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #14
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %42

5:                                                ; preds = %1
  %6 = ptrtoint ptr %3 to i64
  %7 = xor i64 %6, 87960930222080
  %8 = inttoptr i64 %7 to ptr
  %9 = load i32, ptr %8, align 1
  %10 = lshr i32 %9, 16
  %11 = or i32 %9, %10
  %12 = lshr i32 %11, 8
  %13 = or i32 %11, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %3, align 16
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = ptrtoint ptr %17 to i64
  %19 = xor i64 %18, 87960930222080
  %20 = inttoptr i64 %19 to ptr
  %21 = load i64, ptr %20, align 1
  %22 = lshr i64 %21, 32
  %23 = or i64 %21, %22
  %24 = lshr i64 %23, 16
  %25 = or i64 %23, %24
  %26 = lshr i64 %25, 8
  %27 = or i64 %25, %26
  %28 = trunc i64 %27 to i8
  %29 = load ptr, ptr %17, align 16
  %30 = ptrtoint ptr %16 to i64
  %31 = xor i64 %30, 87960930222080
  %32 = inttoptr i64 %31 to ptr
  %33 = load i64, ptr %32, align 1
  %34 = lshr i64 %33, 32
  %35 = or i64 %33, %34
  %36 = lshr i64 %35, 16
  %37 = or i64 %35, %36
  %38 = lshr i64 %37, 8
  %39 = or i64 %37, %38
  %40 = trunc i64 %39 to i8
  %41 = load ptr, ptr %16, align 8
  br label %45

42:                                               ; preds = %81, %1
  %43 = phi i8 [ 0, %1 ], [ %99, %81 ]
  %44 = phi i32 [ 0, %1 ], [ %100, %81 ]
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #14
  store i8 %43, ptr @__dfsan_retval_tls, align 2
  ret i32 %44

45:                                               ; preds = %5, %81
  %46 = phi i8 [ %40, %5 ], [ %82, %81 ]
  %47 = phi ptr [ %41, %5 ], [ %83, %81 ]
  %48 = phi i8 [ 0, %5 ], [ %48, %81 ]
  %49 = phi i32 [ 0, %5 ], [ %101, %81 ]
  %50 = phi i8 [ 0, %5 ], [ %99, %81 ]
  %51 = phi i32 [ 0, %5 ], [ %100, %81 ]
  %52 = phi i8 [ %14, %5 ], [ %84, %81 ]
  %53 = phi i32 [ %15, %5 ], [ %85, %81 ]
  %54 = icmp ult i32 %53, 41
  br i1 %54, label %55, label %67

55:                                               ; preds = %45
  %56 = zext nneg i32 %53 to i64
  %57 = or i8 %28, %52
  %58 = getelementptr i8, ptr %29, i64 %56
  %59 = add nuw nsw i32 %53, 8
  %60 = ptrtoint ptr %3 to i64
  %61 = xor i64 %60, 87960930222080
  %62 = inttoptr i64 %61 to ptr
  %63 = getelementptr i8, ptr %62, i32 0
  store i8 %52, ptr %63, align 1
  %64 = getelementptr i8, ptr %62, i32 1
  store i8 %52, ptr %64, align 1
  %65 = getelementptr i8, ptr %62, i32 2
  store i8 %52, ptr %65, align 1
  %66 = getelementptr i8, ptr %62, i32 3
  store i8 %52, ptr %66, align 1
  store i32 %59, ptr %3, align 16
  br label %81

67:                                               ; preds = %45
  %68 = getelementptr i8, ptr %47, i64 8
  %69 = ptrtoint ptr %16 to i64
  %70 = xor i64 %69, 87960930222080
  %71 = inttoptr i64 %70 to ptr
  %72 = insertelement <8 x i8> poison, i8 %46, i32 0
  %73 = insertelement <8 x i8> %72, i8 %46, i32 1
  %74 = insertelement <8 x i8> %73, i8 %46, i32 2
  %75 = insertelement <8 x i8> %74, i8 %46, i32 3
  %76 = insertelement <8 x i8> %75, i8 %46, i32 4
  %77 = insertelement <8 x i8> %76, i8 %46, i32 5
  %78 = insertelement <8 x i8> %77, i8 %46, i32 6
  %79 = insertelement <8 x i8> %78, i8 %46, i32 7
  %80 = getelementptr <8 x i8>, ptr %71, i32 0
  store <8 x i8> %79, ptr %80, align 1
  store ptr %68, ptr %16, align 8
  br label %81

81:                                               ; preds = %67, %55
  %82 = phi i8 [ %46, %55 ], [ %46, %67 ]
  %83 = phi ptr [ %47, %55 ], [ %68, %67 ]
  %84 = phi i8 [ %52, %55 ], [ %52, %67 ]
  %85 = phi i32 [ %59, %55 ], [ %53, %67 ]
  %86 = phi i8 [ %57, %55 ], [ %46, %67 ]
  %87 = phi ptr [ %58, %55 ], [ %47, %67 ]
  %88 = ptrtoint ptr %87 to i64
  %89 = xor i64 %88, 87960930222080
  %90 = inttoptr i64 %89 to ptr
  %91 = load i32, ptr %90, align 1
  %92 = lshr i32 %91, 16
  %93 = or i32 %91, %92
  %94 = lshr i32 %93, 8
  %95 = or i32 %93, %94
  %96 = trunc i32 %95 to i8
  %97 = or i8 %96, %86
  %98 = load i32, ptr %87, align 4, !tbaa !7
  %99 = or i8 %97, %50
  %100 = add nsw i32 %98, %51
  %101 = add nuw nsw i32 %49, 1
  %102 = or i8 %48, %2
  %103 = icmp eq i32 %101, %0
  br i1 %103, label %42, label %45, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw.dfsan(i32 noundef %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i8 [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ]
  %8 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  store i8 %7, ptr @__dfsan_retval_tls, align 2
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval.dfsan(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 {
  %3 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @__dfsan_arg_tls to i64), i64 2) to ptr), align 2
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = ptrtoint ptr %4 to i64
  %6 = xor i64 %5, 87960930222080
  %7 = inttoptr i64 %6 to ptr
  %8 = load i32, ptr %7, align 1
  %9 = lshr i32 %8, 16
  %10 = or i32 %8, %9
  %11 = lshr i32 %10, 8
  %12 = or i32 %10, %11
  %13 = trunc i32 %12 to i8
  %14 = or i8 %13, %3
  %15 = load i32, ptr %4, align 4, !tbaa !7
  %16 = add nsw i32 %15, 1
  %17 = ptrtoint ptr %4 to i64
  %18 = xor i64 %17, 87960930222080
  %19 = inttoptr i64 %18 to ptr
  %20 = getelementptr i8, ptr %19, i32 0
  store i8 %14, ptr %20, align 1
  %21 = getelementptr i8, ptr %19, i32 1
  store i8 %14, ptr %21, align 1
  %22 = getelementptr i8, ptr %19, i32 2
  store i8 %14, ptr %22, align 1
  %23 = getelementptr i8, ptr %19, i32 3
  store i8 %14, ptr %23, align 1
  store i32 %16, ptr %4, align 4, !tbaa !7
  %24 = ptrtoint ptr %0 to i64
  %25 = xor i64 %24, 87960930222080
  %26 = inttoptr i64 %25 to ptr
  %27 = ptrtoint ptr %1 to i64
  %28 = xor i64 %27, 87960930222080
  %29 = inttoptr i64 %28 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 %29, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec.dfsan(i32 noundef %0) local_unnamed_addr #9 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  br label %3

3:                                                ; preds = %9, %1
  %4 = phi i8 [ 0, %1 ], [ %14, %9 ]
  %5 = phi i32 [ 0, %1 ], [ %15, %9 ]
  %6 = phi i8 [ %2, %1 ], [ %6, %9 ]
  %7 = phi i32 [ %0, %1 ], [ %13, %9 ]
  %8 = icmp slt i32 %7, 2
  br i1 %8, label %16, label %9

9:                                                ; preds = %3
  %10 = add nsw i32 %7, -1
  store i8 %6, ptr @__dfsan_arg_tls, align 2
  %11 = tail call i32 @rec.dfsan(i32 noundef %10) #15
  %12 = load i8, ptr @__dfsan_retval_tls, align 2
  %13 = add nsw i32 %7, -2
  %14 = or i8 %4, %12
  %15 = add nsw i32 %5, %11
  br label %3

16:                                               ; preds = %3
  %17 = or i8 %4, %6
  %18 = add nsw i32 %5, %7
  store i8 %17, ptr @__dfsan_retval_tls, align 2
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits.dfsan(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  %3 = ptrtoint ptr %0 to i64
  %4 = xor i64 %3, 87960930222080
  %5 = inttoptr i64 %4 to ptr
  %6 = load i64, ptr %5, align 1
  %7 = lshr i64 %6, 32
  %8 = or i64 %6, %7
  %9 = lshr i64 %8, 16
  %10 = or i64 %8, %9
  %11 = lshr i64 %10, 8
  %12 = or i64 %10, %11
  %13 = trunc i64 %12 to i8
  %14 = or i8 %13, %2
  %15 = load i64, ptr %0, align 8
  %16 = trunc i64 %15 to i32
  %17 = and i32 %16, 7
  %18 = lshr i32 %16, 3
  %19 = and i32 %18, 8191
  %20 = shl i64 %15, 41
  %21 = ashr i64 %20, 57
  %22 = trunc nsw i64 %21 to i32
  %23 = lshr i64 %15, 23
  %24 = trunc i64 %23 to i32
  %25 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %19)
  %26 = add i32 %17, %24
  %27 = add i32 %26, %19
  %28 = add i32 %27, %22
  %29 = add nsw i32 %28, %25
  store i8 %14, ptr @__dfsan_retval_tls, align 2
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nounwind
define dso_local float @fl.dfsan(float noundef %0) local_unnamed_addr #11 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  %3 = tail call float @sqrtf(float noundef %0) #16
  %4 = tail call float @llvm.fma.f32(float %0, float %0, float %0)
  %5 = fadd float %4, %3
  store i8 %2, ptr @__dfsan_retval_tls, align 2
  ret float %5
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum.dfsan(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load i8, ptr @__dfsan_arg_tls, align 2
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %14

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1
  %6 = zext i32 %5 to i33
  %7 = add nsw i32 %0, -2
  %8 = zext i32 %7 to i33
  %9 = mul i33 %6, %8
  %10 = lshr i33 %9, 1
  %11 = trunc nuw i33 %10 to i32
  %12 = add i32 %11, %0
  %13 = add i32 %12, -1
  br label %14

14:                                               ; preds = %4, %1
  %15 = phi i8 [ 0, %1 ], [ %2, %4 ]
  %16 = phi i32 [ 0, %1 ], [ %13, %4 ]
  store i8 %15, ptr @__dfsan_retval_tls, align 2
  ret i32 %16
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  store i8 0, ptr @__dfsan_arg_tls, align 2
  %1 = tail call i32 (i32, ...) @va.dfsan(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #15
  %2 = load i8, ptr @__dfsan_retval_tls, align 2
  store i8 0, ptr @__dfsan_arg_tls, align 2
  %3 = tail call i32 @rec.dfsan(i32 noundef 10) #15
  %4 = load i8, ptr @__dfsan_retval_tls, align 2
  %5 = add nsw i32 %3, 50
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %7 = ptrtoint ptr %6 to i64
  %8 = xor i64 %7, 87960930222080
  %9 = inttoptr i64 %8 to ptr
  %10 = load i32, ptr %9, align 1
  %11 = lshr i32 %10, 16
  %12 = or i32 %10, %11
  %13 = lshr i32 %12, 8
  %14 = or i32 %12, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %6, align 4, !tbaa !7
  %17 = or i8 %4, %15
  %18 = add nsw i32 %5, %16
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %18) #16
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { nobuiltin "no-builtins" }
attributes #16 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{i64 0, i64 80, !4}
