; ModuleID = 'tests/run/abi.c'
source_filename = "tests/run/abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [60 x i8] c"pair %ld %ld dpair %.2f %.2f mixed %.2f %d fpair %.2f %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"big %ld %ld sum %ld odd3 %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"many %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"wide %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"ld %.3Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"vsum %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"lldiv %lld %lld div %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"2.718281828459045235360\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"strtold %.15Lf sqrtl %.12Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"frexp %.3f %d ldexp %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"cabsf %.2f csqrt %.2f %.2f\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 1, i32 7, i32 5, i32 2], align 16
@.str.11 = private unnamed_addr constant [25 x i8] c"qsort %d %d %d %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"%d|%5.2f|%Lg|%s|%c\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"snprintf %s len %zu\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @mkpair(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = shl nsw i64 %0, 1
  %4 = add nsw i64 %1, 1
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @mkdpair(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %0, 5.000000e-01
  %4 = fmul double %1, 3.000000e+00
  %5 = insertvalue { double, double } poison, double %3, 0
  %6 = insertvalue { double, double } %5, double %4, 1
  ret { double, double } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, i32 } @mkmixed(i32 noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = sitofp i32 %0 to double
  %4 = fadd double %3, %1
  %5 = add nsw i32 %0, -7
  %6 = insertvalue { double, i32 } poison, double %4, 0
  %7 = insertvalue { double, i32 } %6, i32 %5, 1
  ret { double, i32 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @swapf(<2 x float> %0) local_unnamed_addr #1 {
  %2 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x float> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @mkbig(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 8 %0, i64 noundef %1) local_unnamed_addr #2 {
  store i64 %1, ptr %0, align 8, !tbaa !5
  %3 = insertelement <4 x i64> poison, i64 %1, i64 0
  %4 = shufflevector <4 x i64> %3, <4 x i64> poison, <4 x i32> zeroinitializer
  %5 = add nsw <4 x i64> %4, <i64 1, i64 4, i64 9, i64 16>
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store <4 x i64> %5, ptr %6, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @sumbig(ptr nocapture noundef readonly byval(%struct.big) align 8 %0, ptr nocapture noundef readonly byval(%struct.big) align 8 %1) local_unnamed_addr #4 {
  %3 = load i64, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = shl nsw i64 %5, 1
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !5
  %9 = mul nsw i64 %8, 3
  %10 = add i64 %3, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !5
  %13 = shl nsw i64 %12, 2
  %14 = load <4 x i64>, ptr %1, align 8, !tbaa !5
  %15 = add i64 %10, %9
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !5
  %18 = mul nsw i64 %17, 5
  %19 = getelementptr inbounds i8, ptr %1, i64 32
  %20 = load i64, ptr %19, align 8, !tbaa !5
  %21 = add i64 %15, %13
  %22 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %14)
  %23 = add i64 %22, %20
  %24 = sub i64 %21, %23
  %25 = add i64 %24, %18
  ret i64 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -896, 890) i32 @odd3sum(i24 %0, i24 %1) local_unnamed_addr #0 {
  %3 = zext i24 %0 to i32
  %4 = lshr i24 %0, 8
  %5 = zext nneg i24 %4 to i32
  %6 = lshr i24 %0, 16
  %7 = zext nneg i24 %6 to i32
  %8 = lshr i24 %1, 16
  %9 = zext nneg i24 %8 to i32
  %10 = shl i32 %3, 24
  %11 = ashr exact i32 %10, 24
  %12 = shl i32 %5, 24
  %13 = ashr exact i32 %12, 23
  %14 = add nsw i32 %13, %11
  %15 = shl nuw i32 %7, 24
  %16 = ashr exact i32 %15, 24
  %17 = mul nsw i32 %16, 3
  %18 = add nsw i32 %14, %17
  %19 = shl nuw i32 %9, 24
  %20 = ashr exact i32 %19, 24
  %21 = add nsw i32 %18, %20
  ret i32 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many(i32 noundef %0, double noundef %1, i64 noundef %2, float noundef %3, i32 noundef %4, double noundef %5, i64 noundef %6, double noundef %7, i32 noundef %8, double noundef %9, i64 noundef %10, float noundef %11, i32 noundef %12, double noundef %13, i64 noundef %14, double noundef %15, i32 noundef %16, double noundef %17) local_unnamed_addr #0 {
  %19 = sitofp i32 %0 to double
  %20 = fadd double %19, %1
  %21 = sitofp i64 %2 to double
  %22 = fadd double %20, %21
  %23 = fpext float %3 to double
  %24 = fadd double %22, %23
  %25 = sitofp i32 %4 to double
  %26 = fadd double %24, %25
  %27 = fadd double %26, %5
  %28 = sitofp i64 %6 to double
  %29 = fadd double %27, %28
  %30 = fadd double %29, %7
  %31 = sitofp i32 %8 to double
  %32 = fadd double %30, %31
  %33 = fadd double %32, %9
  %34 = sitofp i64 %10 to double
  %35 = fadd double %33, %34
  %36 = fpext float %11 to double
  %37 = fadd double %35, %36
  %38 = sitofp i32 %12 to double
  %39 = fadd double %37, %38
  %40 = fadd double %39, %13
  %41 = sitofp i64 %14 to double
  %42 = fadd double %40, %41
  %43 = fadd double %42, %15
  %44 = sitofp i32 %16 to double
  %45 = fadd double %43, %44
  %46 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double %45)
  ret double %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i128 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i64 %1, %0
  %9 = add nsw i64 %8, %2
  %10 = add nsw i64 %9, %3
  %11 = add nsw i64 %10, %4
  %12 = lshr i128 %5, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = trunc i128 %5 to i64
  %15 = add i64 %11, %14
  %16 = add i64 %15, %6
  %17 = add i64 %16, %13
  ret i64 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ldmul(x86_fp80 noundef %0, i32 noundef %1, x86_fp80 noundef %2) local_unnamed_addr #0 {
  %4 = sitofp i32 %1 to x86_fp80
  %5 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 %4, x86_fp80 %2)
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @vsum(i32 noundef %0, ...) local_unnamed_addr #6 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #20
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = getelementptr inbounds i8, ptr %2, i64 4
  %10 = load ptr, ptr %6, align 8
  %11 = load i32, ptr %9, align 4
  br label %14

12:                                               ; preds = %82, %1
  %13 = phi double [ 0.000000e+00, %1 ], [ %87, %82 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #20
  ret double %13

14:                                               ; preds = %4, %82
  %15 = phi i32 [ %11, %4 ], [ %83, %82 ]
  %16 = phi ptr [ %10, %4 ], [ %84, %82 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %87, %82 ]
  %18 = phi i32 [ 0, %4 ], [ %88, %82 ]
  %19 = phi i32 [ %5, %4 ], [ %85, %82 ]
  %20 = icmp ult i32 %19, 41
  br i1 %20, label %21, label %25

21:                                               ; preds = %14
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr i8, ptr %8, i64 %22
  %24 = add nuw nsw i32 %19, 8
  store i32 %24, ptr %2, align 16
  br label %27

25:                                               ; preds = %14
  %26 = getelementptr i8, ptr %16, i64 8
  store ptr %26, ptr %6, align 8
  br label %27

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %16, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %19, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %25 ]
  %31 = load i32, ptr %30, align 4, !tbaa !9
  switch i32 %31, label %65 [
    i32 0, label %32
    i32 1, label %46
    i32 2, label %59
  ]

32:                                               ; preds = %27
  %33 = icmp ult i32 %29, 41
  br i1 %33, label %34, label %38

34:                                               ; preds = %32
  %35 = zext nneg i32 %29 to i64
  %36 = getelementptr i8, ptr %8, i64 %35
  %37 = add nuw nsw i32 %29, 8
  store i32 %37, ptr %2, align 16
  br label %40

38:                                               ; preds = %32
  %39 = getelementptr i8, ptr %28, i64 8
  store ptr %39, ptr %6, align 8
  br label %40

40:                                               ; preds = %38, %34
  %41 = phi ptr [ %28, %34 ], [ %39, %38 ]
  %42 = phi i32 [ %37, %34 ], [ %29, %38 ]
  %43 = phi ptr [ %36, %34 ], [ %28, %38 ]
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = sitofp i32 %44 to double
  br label %82

46:                                               ; preds = %27
  %47 = icmp ult i32 %15, 161
  br i1 %47, label %48, label %52

48:                                               ; preds = %46
  %49 = zext nneg i32 %15 to i64
  %50 = getelementptr i8, ptr %8, i64 %49
  %51 = add nuw nsw i32 %15, 16
  store i32 %51, ptr %9, align 4
  br label %54

52:                                               ; preds = %46
  %53 = getelementptr i8, ptr %28, i64 8
  store ptr %53, ptr %6, align 8
  br label %54

54:                                               ; preds = %52, %48
  %55 = phi i32 [ %51, %48 ], [ %15, %52 ]
  %56 = phi ptr [ %28, %48 ], [ %53, %52 ]
  %57 = phi ptr [ %50, %48 ], [ %28, %52 ]
  %58 = load double, ptr %57, align 8, !tbaa !11
  br label %82

59:                                               ; preds = %27
  %60 = getelementptr inbounds i8, ptr %28, i64 15
  %61 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %60, i64 -16)
  %62 = getelementptr i8, ptr %61, i64 16
  store ptr %62, ptr %6, align 8
  %63 = load x86_fp80, ptr %61, align 16, !tbaa !13
  %64 = fptrunc x86_fp80 %63 to double
  br label %82

65:                                               ; preds = %27
  %66 = icmp ult i32 %29, 33
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = zext nneg i32 %29 to i64
  %69 = getelementptr i8, ptr %8, i64 %68
  %70 = add nuw nsw i32 %29, 16
  store i32 %70, ptr %2, align 16
  br label %73

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %28, i64 16
  store ptr %72, ptr %6, align 8
  br label %73

73:                                               ; preds = %71, %67
  %74 = phi ptr [ %28, %67 ], [ %72, %71 ]
  %75 = phi i32 [ %70, %67 ], [ %29, %71 ]
  %76 = phi ptr [ %69, %67 ], [ %28, %71 ]
  %77 = load i64, ptr %76, align 8, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = load i64, ptr %78, align 8, !tbaa !5
  %80 = sub nsw i64 %77, %79
  %81 = sitofp i64 %80 to double
  br label %82

82:                                               ; preds = %54, %73, %59, %40
  %83 = phi i32 [ %15, %40 ], [ %55, %54 ], [ %15, %59 ], [ %15, %73 ]
  %84 = phi ptr [ %41, %40 ], [ %56, %54 ], [ %62, %59 ], [ %74, %73 ]
  %85 = phi i32 [ %42, %40 ], [ %29, %54 ], [ %29, %59 ], [ %75, %73 ]
  %86 = phi double [ %45, %40 ], [ %58, %54 ], [ %64, %59 ], [ %81, %73 ]
  %87 = fadd double %17, %86
  %88 = add nuw nsw i32 %18, 1
  %89 = icmp eq i32 %88, %0
  br i1 %89, label %12, label %14, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.pair, align 8
  %4 = alloca i32, align 4
  %5 = alloca [6 x i32], align 16
  %6 = alloca [64 x i8], align 16
  %7 = tail call { i64, i64 } @mkpair(i64 noundef 20, i64 noundef 30)
  %8 = extractvalue { i64, i64 } %7, 0
  %9 = extractvalue { i64, i64 } %7, 1
  %10 = tail call { double, double } @mkdpair(double noundef 5.000000e+00, double noundef 1.500000e+00)
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  %13 = tail call { double, i32 } @mkmixed(i32 noundef 10, double noundef 2.500000e-01)
  %14 = extractvalue { double, i32 } %13, 0
  %15 = extractvalue { double, i32 } %13, 1
  %16 = tail call <2 x float> @swapf(<2 x float> <float 1.500000e+00, float -2.250000e+00>)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #20
  call void @mkbig(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %1, i64 noundef 100)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #20
  call void @mkbig(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %2, i64 noundef -3)
  %17 = extractelement <2 x float> %16, i64 0
  %18 = fpext float %17 to double
  %19 = extractelement <2 x float> %16, i64 1
  %20 = fpext float %19 to double
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %8, i64 noundef %9, double noundef %11, double noundef %12, double noundef %14, i32 noundef %15, double noundef %18, double noundef %20)
  %22 = load i64, ptr %1, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load i64, ptr %23, align 8, !tbaa !5
  %25 = tail call i64 @sumbig(ptr noundef nonnull byval(%struct.big) align 8 %1, ptr noundef nonnull byval(%struct.big) align 8 %2)
  %26 = tail call i32 @odd3sum(i24 197121, i24 394500)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %22, i64 noundef %24, i64 noundef %25, i32 noundef %26)
  %28 = tail call double @many(i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, float noundef 4.500000e+00, i32 noundef 5, double noundef 6.500000e+00, i64 noundef 7, double noundef 8.500000e+00, i32 noundef 9, double noundef 1.050000e+01, i64 noundef 11, float noundef 1.250000e+01, i32 noundef 13, double noundef 1.450000e+01, i64 noundef 15, double noundef 1.650000e+01, i32 noundef 17, double noundef 1.850000e+01)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %28)
  %30 = tail call i64 @wide(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef 110680464442257309703, i64 noundef 8)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %30)
  %32 = tail call x86_fp80 @ldmul(x86_fp80 noundef 0xK3FFFC000000000000000, i32 noundef 3, x86_fp80 noundef 0xK3FFD8000000000000000)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %32)
  store i64 10, ptr %3, align 8, !tbaa !17
  %34 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 4, ptr %34, align 8, !tbaa !19
  %35 = tail call double (i32, ...) @vsum(i32 noundef 4, i32 noundef 0, i32 noundef 7, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, x86_fp80 noundef 0xK4000D000000000000000, i32 noundef 3, ptr noundef nonnull byval(%struct.pair) align 8 %3)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %35)
  %37 = tail call { i64, i64 } @lldiv(i64 noundef 1000000000007, i64 noundef 97) #21
  %38 = extractvalue { i64, i64 } %37, 0
  %39 = extractvalue { i64, i64 } %37, 1
  %40 = tail call i64 @div(i32 noundef -17, i32 noundef 5) #21
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %38, i64 noundef %39, i32 noundef %41, i32 noundef %43)
  %45 = tail call x86_fp80 @strtold(ptr nocapture noundef nonnull @.str.7, ptr noundef null) #20
  %46 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %45) #20
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %45, x86_fp80 noundef %46)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20
  %48 = call double @frexp(double noundef 4.800000e+01, ptr noundef nonnull %4) #20
  %49 = load i32, ptr %4, align 4, !tbaa !9
  %50 = add nsw i32 %49, 1
  %51 = tail call double @ldexp(double noundef %48, i32 noundef %50) #20
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %48, i32 noundef %49, double noundef %51)
  %53 = tail call { double, double } @csqrt(double noundef -4.000000e+00, double noundef 0.000000e+00) #20
  %54 = extractvalue { double, double } %53, 0
  %55 = extractvalue { double, double } %53, 1
  %56 = tail call float @cabsf(<2 x float> noundef <float 3.000000e+00, float 4.000000e+00>) #20
  %57 = fpext float %56 to double
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %57, double noundef %54, double noundef %55)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.arr, i64 24, i1 false)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 6, i64 noundef 4, ptr noundef nonnull @cmp_desc) #20
  %59 = load i32, ptr %5, align 16, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %5, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = getelementptr inbounds i8, ptr %5, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %5, i64 12
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = getelementptr inbounds i8, ptr %5, i64 16
  %67 = load i32, ptr %66, align 16, !tbaa !9
  %68 = getelementptr inbounds i8, ptr %5, i64 20
  %69 = load i32, ptr %68, align 4, !tbaa !9
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #20
  %71 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.12, i32 noundef -42, double noundef 3.141590e+00, x86_fp80 noundef 0xK3FFFA000000000000000, ptr noundef nonnull @.str.13, i32 noundef 120) #20
  %72 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #22
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %6, i64 noundef %72)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #20
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { i64, i64 } @lldiv(i64 noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i64 @div(i32 noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @strtold(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) local_unnamed_addr #15

; Function Attrs: nounwind
declare float @cabsf(<2 x float> noundef) local_unnamed_addr #15

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #17 {
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = load i32, ptr %0, align 4, !tbaa !9
  %5 = sub nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #19

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nounwind }
attributes #21 = { nounwind willreturn memory(none) }
attributes #22 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long double", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !6, i64 0}
!18 = !{!"pair", !6, i64 0, !6, i64 8}
!19 = !{!18, !6, i64 8}
