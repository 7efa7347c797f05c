; ModuleID = 'tests/run/x87_complex.c'
source_filename = "tests/run/x87_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.mix = type { float, i32, double, [3 x i8] }
%struct.ld2 = type { x86_fp80, x86_fp80 }

@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [33 x i8] c"%.3Lf %.3Lf %.2f %.2f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.4Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"%.1f %d %.2f %c%c\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%.1Lf %.1Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"setjmp %d %d vla %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"gcc: %.2Lf %.2Lf back: %.2Lf %.2Lf\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { x86_fp80, x86_fp80 } @cld(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, x86_fp80 noundef %1) local_unnamed_addr #0 {
  %3 = load x86_fp80, ptr %0, align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load x86_fp80, ptr %4, align 16
  %6 = fmul x86_fp80 %3, %1
  %7 = fmul x86_fp80 %5, %1
  %8 = fadd x86_fp80 %6, 0xK3FFF8000000000000000
  %9 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %8, 0
  %10 = insertvalue { x86_fp80, x86_fp80 } %9, x86_fp80 %7, 1
  ret { x86_fp80, x86_fp80 } %10
}

; Function Attrs: noinline nounwind uwtable
define dso_local <2 x float> @cf(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #1 {
  %3 = extractelement <2 x float> %1, i64 1
  %4 = extractelement <2 x float> %1, i64 0
  %5 = extractelement <2 x float> %0, i64 1
  %6 = extractelement <2 x float> %0, i64 0
  %7 = fmul <2 x float> %0, %1
  %8 = fmul float %6, %3
  %9 = fmul float %5, %4
  %10 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %11 = fsub <2 x float> %7, %10
  %12 = extractelement <2 x float> %11, i64 0
  %13 = fadd float %8, %9
  %14 = fcmp uno float %12, 0.000000e+00
  %15 = insertelement <2 x float> %11, float %13, i64 1
  br i1 %14, label %16, label %20, !prof !5

16:                                               ; preds = %2
  %17 = fcmp uno float %13, 0.000000e+00
  br i1 %17, label %18, label %20, !prof !5

18:                                               ; preds = %16
  %19 = tail call <2 x float> @__mulsc3(float noundef %6, float noundef %5, float noundef %4, float noundef %3) #17
  br label %20

20:                                               ; preds = %18, %16, %2
  %21 = phi <2 x float> [ %15, %2 ], [ %15, %16 ], [ %19, %18 ]
  ret <2 x float> %21
}

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @cd(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fmul double %0, 2.000000e+00
  %4 = fmul double %1, -2.000000e+00
  %5 = insertvalue { double, double } poison, double %3, 0
  %6 = insertvalue { double, double } %5, double %4, 1
  ret { double, double } %6
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local x86_fp80 @sumld(i32 noundef %0, ...) local_unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i32 %0, 2147483644
  br label %29

11:                                               ; preds = %29, %4
  %12 = phi x86_fp80 [ poison, %4 ], [ %49, %29 ]
  %13 = phi ptr [ %6, %4 ], [ %47, %29 ]
  %14 = phi x86_fp80 [ 0xK00000000000000000000, %4 ], [ %49, %29 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %11, %16
  %17 = phi ptr [ %22, %16 ], [ %13, %11 ]
  %18 = phi x86_fp80 [ %24, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %25, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 15
  %21 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %20, i64 -16)
  %22 = getelementptr i8, ptr %21, i64 16
  store ptr %22, ptr %5, align 8
  %23 = load x86_fp80, ptr %21, align 16, !tbaa !6
  %24 = fadd x86_fp80 %18, %23
  %25 = add i32 %19, 1
  %26 = icmp eq i32 %25, %7
  br i1 %26, label %27, label %16, !llvm.loop !10

27:                                               ; preds = %11, %16, %1
  %28 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %12, %11 ], [ %24, %16 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17
  ret x86_fp80 %28

29:                                               ; preds = %29, %9
  %30 = phi ptr [ %6, %9 ], [ %47, %29 ]
  %31 = phi x86_fp80 [ 0xK00000000000000000000, %9 ], [ %49, %29 ]
  %32 = phi i32 [ 0, %9 ], [ %50, %29 ]
  %33 = getelementptr inbounds i8, ptr %30, i64 15
  %34 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %33, i64 -16)
  %35 = getelementptr i8, ptr %34, i64 16
  store ptr %35, ptr %5, align 8
  %36 = load x86_fp80, ptr %34, align 16, !tbaa !6
  %37 = fadd x86_fp80 %31, %36
  %38 = getelementptr i8, ptr %34, i64 16
  %39 = getelementptr i8, ptr %34, i64 32
  store ptr %39, ptr %5, align 8
  %40 = load x86_fp80, ptr %38, align 16, !tbaa !6
  %41 = fadd x86_fp80 %37, %40
  %42 = getelementptr i8, ptr %34, i64 32
  %43 = getelementptr i8, ptr %34, i64 48
  store ptr %43, ptr %5, align 8
  %44 = load x86_fp80, ptr %42, align 16, !tbaa !6
  %45 = fadd x86_fp80 %41, %44
  %46 = getelementptr i8, ptr %34, i64 48
  %47 = getelementptr i8, ptr %34, i64 64
  store ptr %47, ptr %5, align 8
  %48 = load x86_fp80, ptr %46, align 16, !tbaa !6
  %49 = fadd x86_fp80 %45, %48
  %50 = add i32 %32, 4
  %51 = icmp eq i32 %50, %10
  br i1 %51, label %11, label %29, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pass(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.mix) align 8 %0, ptr nocapture noundef byval(%struct.mix) align 8 %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = sitofp i32 %2 to float
  %5 = load float, ptr %1, align 8, !tbaa !14
  %6 = fadd float %5, %4
  store float %6, ptr %1, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !19
  %9 = mul nsw i32 %8, %2
  store i32 %9, ptr %7, align 4, !tbaa !19
  %10 = sitofp i32 %2 to double
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !20
  %13 = fdiv double %12, %10
  store double %13, ptr %11, align 8, !tbaa !20
  %14 = trunc i32 %2 to i8
  %15 = add i8 %14, 65
  %16 = getelementptr inbounds i8, ptr %1, i64 17
  store i8 %15, ptr %16, align 1, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ldpair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ld2) align 16 %0, ptr nocapture noundef readonly byval(%struct.ld2) align 16 %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load x86_fp80, ptr %3, align 16, !tbaa !26
  store x86_fp80 %4, ptr %0, align 16, !tbaa !28
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load x86_fp80, ptr %1, align 16, !tbaa !28
  %7 = fmul x86_fp80 %6, 0xK40008000000000000000
  store x86_fp80 %7, ptr %5, align 16, !tbaa !26
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define dso_local void @jump(i32 noundef %0) local_unnamed_addr #9 {
  tail call void @longjmp(ptr noundef nonnull @jb, i32 noundef %0) #18
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #11 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %78

5:                                                ; preds = %1
  %6 = and i64 %2, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644
  br label %57

10:                                               ; preds = %57, %5
  %11 = phi i64 [ 0, %5 ], [ %75, %57 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
  %16 = mul nuw nsw i64 %14, %14
  %17 = getelementptr inbounds i32, ptr %3, i64 %14
  %18 = trunc nuw i64 %16 to i32
  store i32 %18, ptr %17, align 4, !tbaa !24
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %22, label %13, !llvm.loop !29

22:                                               ; preds = %13, %10
  br i1 %4, label %23, label %78

23:                                               ; preds = %22
  %24 = zext nneg i32 %0 to i64
  %25 = getelementptr i32, ptr %3, i64 %24
  %26 = icmp ult i32 %0, 8
  br i1 %26, label %27, label %30

27:                                               ; preds = %53, %23
  %28 = phi i64 [ 0, %23 ], [ %31, %53 ]
  %29 = phi i32 [ 0, %23 ], [ %55, %53 ]
  br label %80

30:                                               ; preds = %23
  %31 = and i64 %2, 2147483640
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %50, %32 ]
  %34 = phi <4 x i32> [ zeroinitializer, %30 ], [ %48, %32 ]
  %35 = phi <4 x i32> [ zeroinitializer, %30 ], [ %49, %32 ]
  %36 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %30 ], [ %51, %32 ]
  %37 = add <4 x i32> %36, <i32 4, i32 4, i32 4, i32 4>
  %38 = xor i64 %33, -1
  %39 = getelementptr i32, ptr %25, i64 %38
  %40 = getelementptr i8, ptr %39, i64 -12
  %41 = getelementptr i8, ptr %39, i64 -28
  %42 = load <4 x i32>, ptr %40, align 4, !tbaa !24
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %44 = load <4 x i32>, ptr %41, align 4, !tbaa !24
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %46 = mul nsw <4 x i32> %43, %36
  %47 = mul nsw <4 x i32> %45, %37
  %48 = add <4 x i32> %46, %34
  %49 = add <4 x i32> %47, %35
  %50 = add nuw i64 %33, 8
  %51 = add <4 x i32> %36, <i32 8, i32 8, i32 8, i32 8>
  %52 = icmp eq i64 %50, %31
  br i1 %52, label %53, label %32, !llvm.loop !30

53:                                               ; preds = %32
  %54 = add <4 x i32> %49, %48
  %55 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %54)
  %56 = icmp eq i64 %31, %2
  br i1 %56, label %78, label %27

57:                                               ; preds = %57, %8
  %58 = phi i64 [ 0, %8 ], [ %75, %57 ]
  %59 = phi i64 [ 0, %8 ], [ %76, %57 ]
  %60 = mul nuw nsw i64 %58, %58
  %61 = getelementptr inbounds i32, ptr %3, i64 %58
  %62 = trunc nuw i64 %60 to i32
  store i32 %62, ptr %61, align 16, !tbaa !24
  %63 = or disjoint i64 %58, 1
  %64 = mul nuw nsw i64 %63, %63
  %65 = getelementptr inbounds i32, ptr %3, i64 %63
  %66 = trunc nuw i64 %64 to i32
  store i32 %66, ptr %65, align 4, !tbaa !24
  %67 = or disjoint i64 %58, 2
  %68 = mul nuw nsw i64 %67, %67
  %69 = getelementptr inbounds i32, ptr %3, i64 %67
  %70 = trunc nuw i64 %68 to i32
  store i32 %70, ptr %69, align 8, !tbaa !24
  %71 = or disjoint i64 %58, 3
  %72 = mul nuw nsw i64 %71, %71
  %73 = getelementptr inbounds i32, ptr %3, i64 %71
  %74 = trunc nuw i64 %72 to i32
  store i32 %74, ptr %73, align 4, !tbaa !24
  %75 = add nuw nsw i64 %58, 4
  %76 = add i64 %59, 4
  %77 = icmp eq i64 %76, %9
  br i1 %77, label %10, label %57, !llvm.loop !33

78:                                               ; preds = %80, %53, %1, %22
  %79 = phi i32 [ 0, %22 ], [ 0, %1 ], [ %55, %53 ], [ %88, %80 ]
  ret i32 %79

80:                                               ; preds = %27, %80
  %81 = phi i64 [ %89, %80 ], [ %28, %27 ]
  %82 = phi i32 [ %88, %80 ], [ %29, %27 ]
  %83 = xor i64 %81, -1
  %84 = getelementptr i32, ptr %25, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !24
  %86 = trunc nuw nsw i64 %81 to i32
  %87 = mul nsw i32 %85, %86
  %88 = add nsw i32 %87, %82
  %89 = add nuw nsw i64 %81, 1
  %90 = icmp eq i64 %89, %2
  br i1 %90, label %78, label %80, !llvm.loop !34
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #12 {
  %3 = alloca i32, align 4
  %4 = alloca { x86_fp80, x86_fp80 }, align 16
  %5 = alloca %struct.mix, align 8
  %6 = alloca %struct.mix, align 8
  %7 = alloca %struct.ld2, align 16
  %8 = alloca %struct.ld2, align 16
  %9 = alloca i32, align 4
  %10 = alloca { x86_fp80, x86_fp80 }, align 16
  %11 = alloca { x86_fp80, x86_fp80 }, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %12 = add nsw i32 %0, 2
  store volatile i32 %12, ptr %3, align 4, !tbaa !24
  %13 = load volatile i32, ptr %3, align 4, !tbaa !24
  %14 = sitofp i32 %13 to x86_fp80
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #17
  %15 = getelementptr inbounds i8, ptr %4, i64 16
  store x86_fp80 0xK3FFFC000000000000000, ptr %4, align 16
  store x86_fp80 0xK4000A000000000000000, ptr %15, align 16
  %16 = call { x86_fp80, x86_fp80 } @cld(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %4, x86_fp80 noundef %14)
  %17 = extractvalue { x86_fp80, x86_fp80 } %16, 0
  %18 = extractvalue { x86_fp80, x86_fp80 } %16, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #17
  %19 = call <2 x float> @cf(<2 x float> noundef <float 1.000000e+00, float 2.000000e+00>, <2 x float> noundef <float 3.000000e+00, float -1.000000e+00>)
  %20 = extractelement <2 x float> %19, i64 0
  %21 = extractelement <2 x float> %19, i64 1
  %22 = call { double, double } @cd(double noundef 4.000000e+00, double noundef 5.000000e+00)
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = fpext float %20 to double
  %26 = fpext float %21 to double
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %17, x86_fp80 noundef %18, double noundef %25, double noundef %26, double noundef %23, double noundef %24)
  %28 = load volatile i32, ptr %3, align 4, !tbaa !24
  %29 = sitofp i32 %28 to x86_fp80
  %30 = call x86_fp80 (i32, ...) @sumld(i32 noundef 4, x86_fp80 noundef 0xK3FFFA000000000000000, x86_fp80 noundef 0xK4000A000000000000000, x86_fp80 noundef %29, x86_fp80 noundef 0xK40209502F90000000000)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %30)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #17
  store float 1.500000e+00, ptr %6, align 8, !tbaa !14
  %32 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 7, ptr %32, align 4, !tbaa !19
  %33 = getelementptr inbounds i8, ptr %6, i64 8
  store double 9.000000e+00, ptr %33, align 8, !tbaa !20
  %34 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %34, ptr noundef nonnull align 1 dereferenceable(3) @.str.2, i64 3, i1 false), !tbaa.struct !35
  %35 = load volatile i32, ptr %3, align 4, !tbaa !24
  call void @pass(ptr dead_on_unwind nonnull writable sret(%struct.mix) align 8 %5, ptr noundef nonnull byval(%struct.mix) align 8 %6, i32 noundef %35)
  %36 = load float, ptr %5, align 8, !tbaa !14
  %37 = fpext float %36 to double
  %38 = getelementptr inbounds i8, ptr %5, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !19
  %40 = getelementptr inbounds i8, ptr %5, i64 8
  %41 = load double, ptr %40, align 8, !tbaa !20
  %42 = getelementptr inbounds i8, ptr %5, i64 16
  %43 = load i8, ptr %42, align 8, !tbaa !21
  %44 = sext i8 %43 to i32
  %45 = getelementptr inbounds i8, ptr %5, i64 17
  %46 = load i8, ptr %45, align 1, !tbaa !21
  %47 = sext i8 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %37, i32 noundef %39, double noundef %41, i32 noundef %44, i32 noundef %47)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #17
  store x86_fp80 0xK4000C000000000000000, ptr %8, align 16, !tbaa !28
  %49 = getelementptr inbounds i8, ptr %8, i64 16
  store x86_fp80 0xK40018000000000000000, ptr %49, align 16, !tbaa !26
  call void @ldpair(ptr dead_on_unwind nonnull writable sret(%struct.ld2) align 16 %7, ptr noundef nonnull byval(%struct.ld2) align 16 %8)
  %50 = load x86_fp80, ptr %7, align 16, !tbaa !28
  %51 = getelementptr inbounds i8, ptr %7, i64 16
  %52 = load x86_fp80, ptr %51, align 16, !tbaa !26
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %50, x86_fp80 noundef %52)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 0, ptr %9, align 4, !tbaa !24
  %54 = call i32 @_setjmp(ptr noundef nonnull @jb) #19
  %55 = load volatile i32, ptr %9, align 4, !tbaa !24
  %56 = add nsw i32 %55, 1
  store volatile i32 %56, ptr %9, align 4, !tbaa !24
  %57 = icmp slt i32 %54, 3
  br i1 %57, label %58, label %60

58:                                               ; preds = %2
  %59 = add nsw i32 %54, 1
  call void @jump(i32 noundef %59)
  unreachable

60:                                               ; preds = %2
  %61 = load volatile i32, ptr %9, align 4, !tbaa !24
  %62 = load volatile i32, ptr %3, align 4, !tbaa !24
  %63 = mul nsw i32 %62, 10
  %64 = call i32 @vla(i32 noundef %63)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54, i32 noundef %61, i32 noundef %64)
  %66 = load volatile i32, ptr %3, align 4, !tbaa !24
  %67 = sitofp i32 %66 to x86_fp80
  %68 = call x86_fp80 @llvm.copysign.f80(x86_fp80 0xK00000000000000000000, x86_fp80 %67)
  %69 = fsub x86_fp80 0xK4000C000000000000000, %68
  %70 = fneg x86_fp80 %67
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #17
  %71 = getelementptr inbounds i8, ptr %10, i64 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %10, align 16
  store x86_fp80 0xK40008000000000000000, ptr %71, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #17
  %72 = getelementptr inbounds i8, ptr %11, i64 16
  store x86_fp80 %69, ptr %11, align 16
  store x86_fp80 %70, ptr %72, align 16
  %73 = call { x86_fp80, x86_fp80 } @gcc_cmul(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %10, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %11) #17
  %74 = extractvalue { x86_fp80, x86_fp80 } %73, 0
  %75 = extractvalue { x86_fp80, x86_fp80 } %73, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #17
  %76 = load volatile i32, ptr %3, align 4, !tbaa !24
  %77 = sitofp i32 %76 to x86_fp80
  %78 = fmul x86_fp80 %77, 0xK3FFE8000000000000000
  %79 = call { x86_fp80, x86_fp80 } @gcc_calls_back(x86_fp80 noundef %78) #17
  %80 = extractvalue { x86_fp80, x86_fp80 } %79, 0
  %81 = extractvalue { x86_fp80, x86_fp80 } %79, 1
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef %74, x86_fp80 noundef %75, x86_fp80 noundef %80, x86_fp80 noundef %81)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #14

declare { x86_fp80, x86_fp80 } @gcc_cmul(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16) local_unnamed_addr #15

declare { x86_fp80, x86_fp80 } @gcc_calls_back(x86_fp80 noundef) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #16

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { noreturn nounwind }
attributes #19 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !16, i64 0}
!15 = !{!"mix", !16, i64 0, !17, i64 4, !18, i64 8, !8, i64 16}
!16 = !{!"float", !8, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!15, !17, i64 4}
!20 = !{!15, !18, i64 8}
!21 = !{!8, !8, i64 0}
!22 = !{i64 0, i64 4, !23, i64 4, i64 4, !24, i64 8, i64 8, !25, i64 16, i64 3, !21}
!23 = !{!16, !16, i64 0}
!24 = !{!17, !17, i64 0}
!25 = !{!18, !18, i64 0}
!26 = !{!27, !7, i64 16}
!27 = !{!"ld2", !7, i64 0, !7, i64 16}
!28 = !{!27, !7, i64 0}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !13, !31, !32}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = !{!"llvm.loop.unroll.runtime.disable"}
!33 = distinct !{!33, !13}
!34 = distinct !{!34, !13, !32, !31}
!35 = !{i64 0, i64 3, !21}
