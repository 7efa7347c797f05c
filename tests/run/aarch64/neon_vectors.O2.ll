; ModuleID = 'tests/run/aarch64/neon_vectors.c'
source_filename = "tests/run/aarch64/neon_vectors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4
@b = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4
@c = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4
@ia = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4
@ib = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4
@u8 = dso_local local_unnamed_addr global [1000 x i8] zeroinitializer, align 1
@s16 = dso_local local_unnamed_addr global [1000 x i16] zeroinitializer, align 2
@d = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 8
@ll = dso_local local_unnamed_addr global [1000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [13 x i8] c"saxpy %f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"dot %d max %d bsum %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"clamp %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"dsum %f\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"conv %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"shifts %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"bytes %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"less %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"mul64 %lld %lld min %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"fmax %f\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"abs %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fsel %f %f\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"to_double %f %f\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"hash %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"udiv %u %u %u %u\0A\00", align 1
@.str.18 = private unnamed_addr constant [18 x i8] c"mul64v %lld %lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"ucmp\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"fsel %f %f %f %f\0A\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"dmath %f %f\0A\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"zip\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"ext\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"rev\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.28 = private unnamed_addr constant [7 x i8] c"ubytes\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"lane %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"set\00", align 1
@.str.33 = private unnamed_addr constant [21 x i8] c"convert %f %f %f %f\0A\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"splat %f %f\0A\00", align 1
@.str.36 = private unnamed_addr constant [7 x i8] c"across\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.38 = private unnamed_addr constant [15 x i8] c"d_fmath %a %a\0A\00", align 1
@.str.39 = private unnamed_addr constant [15 x i8] c"d_imath %d %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [40 x i8] c"d_narrow %d %d %d %d widen %d %d %d %d\0A\00", align 1
@.str.41 = private unnamed_addr constant [24 x i8] c"d_conv %a %a %lld %lld\0A\00", align 1
@.str.42 = private unnamed_addr constant [7 x i8] c"d_join\00", align 1
@.str.43 = private unnamed_addr constant [12 x i8] c"d_bits %lx\0A\00", align 1
@.str.44 = private unnamed_addr constant [13 x i8] c"get4d %f %f\0A\00", align 1
@.str.45 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1
@.str.46 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.47 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @saxpy(float noundef %0) local_unnamed_addr #0 {
  %2 = insertelement <4 x float> poison, float %0, i64 0
  %3 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> zeroinitializer
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %18, %4 ]
  %6 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %5
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <4 x float>, ptr %6, align 4, !tbaa !6
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !6
  %10 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %5
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load <4 x float>, ptr %10, align 4, !tbaa !6
  %13 = load <4 x float>, ptr %11, align 4, !tbaa !6
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %8, <4 x float> %12)
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %9, <4 x float> %13)
  %16 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %5
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  store <4 x float> %14, ptr %16, align 4, !tbaa !6
  store <4 x float> %15, ptr %17, align 4, !tbaa !6
  %18 = add nuw i64 %5, 8
  %19 = icmp eq i64 %18, 1000
  br i1 %19, label %20, label %4, !llvm.loop !10

20:                                               ; preds = %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @dot() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !14
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !14
  %9 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !14
  %12 = load <4 x i32>, ptr %10, align 4, !tbaa !14
  %13 = mul nsw <4 x i32> %11, %7
  %14 = mul nsw <4 x i32> %12, %8
  %15 = add <4 x i32> %13, %3
  %16 = add <4 x i32> %14, %4
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !16

19:                                               ; preds = %1
  %20 = add <4 x i32> %16, %15
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20)
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -1000000, -2147483648) i32 @maxv() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !14
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !14
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4)
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !17

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10)
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14)
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bsum() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <16 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <16 x i8>, ptr %5, align 1, !tbaa !18
  %8 = load <16 x i8>, ptr %6, align 1, !tbaa !18
  %9 = zext <16 x i8> %7 to <16 x i32>
  %10 = zext <16 x i8> %8 to <16 x i32>
  %11 = add <16 x i32> %3, %9
  %12 = add <16 x i32> %4, %10
  %13 = add nuw i64 %2, 32
  %14 = icmp eq i64 %13, 992
  br i1 %14, label %15, label %1, !llvm.loop !19

15:                                               ; preds = %1
  %16 = add <16 x i32> %12, %11
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16)
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %17, i64 0
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !tbaa !18
  %20 = zext <8 x i8> %19 to <8 x i32>
  %21 = add <8 x i32> %18, %20
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %21)
  ret i32 %22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @clampv() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <8 x i16>, ptr %3, align 2, !tbaa !20
  %6 = load <8 x i16>, ptr %4, align 2, !tbaa !20
  %7 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %5, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>)
  %8 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %6, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>)
  %9 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %7, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %10 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %8, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  store <8 x i16> %9, ptr %3, align 2, !tbaa !20
  store <8 x i16> %10, ptr %4, align 2, !tbaa !20
  %11 = add nuw i64 %2, 16
  %12 = icmp eq i64 %11, 992
  br i1 %12, label %13, label %1, !llvm.loop !22

13:                                               ; preds = %1
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !tbaa !20
  %15 = tail call i16 @llvm.smax.i16(i16 %14, i16 -100)
  %16 = tail call i16 @llvm.smin.i16(i16 %15, i16 100)
  store i16 %16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !tbaa !20
  %17 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !tbaa !20
  %18 = tail call i16 @llvm.smax.i16(i16 %17, i16 -100)
  %19 = tail call i16 @llvm.smin.i16(i16 %18, i16 100)
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !tbaa !20
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !tbaa !20
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 -100)
  %22 = tail call i16 @llvm.smin.i16(i16 %21, i16 100)
  store i16 %22, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !tbaa !20
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !tbaa !20
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 -100)
  %25 = tail call i16 @llvm.smin.i16(i16 %24, i16 100)
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !tbaa !20
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !tbaa !20
  %27 = tail call i16 @llvm.smax.i16(i16 %26, i16 -100)
  %28 = tail call i16 @llvm.smin.i16(i16 %27, i16 100)
  store i16 %28, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !tbaa !20
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !tbaa !20
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 -100)
  %31 = tail call i16 @llvm.smin.i16(i16 %30, i16 100)
  store i16 %31, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !tbaa !20
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !tbaa !20
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 -100)
  %34 = tail call i16 @llvm.smin.i16(i16 %33, i16 100)
  store i16 %34, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !tbaa !20
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !tbaa !20
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 -100)
  %37 = tail call i16 @llvm.smin.i16(i16 %36, i16 100)
  store i16 %37, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !tbaa !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @dsum() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %12, %1 ]
  %4 = or disjoint i64 %2, 1
  %5 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2
  %6 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %4
  %7 = load double, ptr %5, align 8, !tbaa !23
  %8 = load double, ptr %6, align 8, !tbaa !23
  %9 = fmul double %7, 5.000000e-01
  %10 = fmul double %8, 5.000000e-01
  %11 = fadd double %3, %9
  %12 = fadd double %11, %10
  %13 = add nuw i64 %2, 2
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !25

15:                                               ; preds = %1
  ret double %12
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @conv() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = fmul <4 x float> %5, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %8 = fmul <4 x float> %6, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %9 = fptosi <4 x float> %7 to <4 x i32>
  %10 = fptosi <4 x float> %8 to <4 x i32>
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load <4 x i32>, ptr %11, align 4, !tbaa !14
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !14
  %15 = ashr <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %16 = ashr <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>
  %17 = xor <4 x i32> %15, %9
  %18 = xor <4 x i32> %16, %10
  %19 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %17, ptr %19, align 4, !tbaa !14
  store <4 x i32> %18, ptr %20, align 4, !tbaa !14
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !26

23:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @shifts(i32 noundef %0) local_unnamed_addr #0 {
  %2 = insertelement <4 x i32> poison, i32 %0, i64 0
  %3 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %31, %4 ]
  %7 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %5
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !14
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !14
  %11 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>
  %12 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>
  %13 = xor <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>
  %14 = shl <4 x i32> %9, %11
  %15 = shl <4 x i32> %10, %13
  %16 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %5
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !14
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !14
  %20 = lshr <4 x i32> %18, %3
  %21 = lshr <4 x i32> %19, %3
  %22 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %23 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %24 = ashr <4 x i32> %9, %22
  %25 = ashr <4 x i32> %10, %23
  %26 = add <4 x i32> %24, %14
  %27 = add <4 x i32> %25, %15
  %28 = add <4 x i32> %26, %20
  %29 = add <4 x i32> %27, %21
  store <4 x i32> %28, ptr %16, align 4, !tbaa !14
  store <4 x i32> %29, ptr %17, align 4, !tbaa !14
  %30 = add nuw i64 %5, 8
  %31 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>
  %32 = icmp eq i64 %30, 1000
  br i1 %32, label %33, label %4, !llvm.loop !27

33:                                               ; preds = %4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bytes() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <16 x i8>, ptr %3, align 1, !tbaa !18
  %6 = load <16 x i8>, ptr %4, align 1, !tbaa !18
  %7 = mul <16 x i8> %5, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %8 = mul <16 x i8> %6, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %9 = lshr <16 x i8> %5, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %10 = lshr <16 x i8> %6, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %11 = add <16 x i8> %7, %9
  %12 = add <16 x i8> %8, %10
  store <16 x i8> %11, ptr %3, align 1, !tbaa !18
  store <16 x i8> %12, ptr %4, align 1, !tbaa !18
  %13 = add nuw i64 %2, 32
  %14 = icmp eq i64 %13, 992
  br i1 %14, label %15, label %1, !llvm.loop !28

15:                                               ; preds = %1
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !tbaa !18
  %17 = mul <8 x i8> %16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %18 = lshr <8 x i8> %16, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %19 = add <8 x i8> %17, %18
  store <8 x i8> %19, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @count_less() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %17, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %18, %1 ]
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !6
  %8 = load <4 x float>, ptr %6, align 4, !tbaa !6
  %9 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <4 x float>, ptr %9, align 4, !tbaa !6
  %12 = load <4 x float>, ptr %10, align 4, !tbaa !6
  %13 = fcmp olt <4 x float> %7, %11
  %14 = fcmp olt <4 x float> %8, %12
  %15 = zext <4 x i1> %13 to <4 x i32>
  %16 = zext <4 x i1> %14 to <4 x i32>
  %17 = add <4 x i32> %3, %15
  %18 = add <4 x i32> %4, %16
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !29

21:                                               ; preds = %1
  %22 = add <4 x i32> %18, %17
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22)
  ret i32 %23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @reverse() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = sub nuw nsw i64 999, %2
  %4 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = getelementptr inbounds i8, ptr %4, i64 -28
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !14
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = load <4 x i32>, ptr %6, align 4, !tbaa !14
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %8, ptr %11, align 4, !tbaa !14
  store <4 x i32> %10, ptr %12, align 4, !tbaa !14
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !30

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @mul64() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %14, %1 ]
  %3 = or disjoint i64 %2, 1
  %4 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %3
  %6 = load i64, ptr %4, align 8, !tbaa !31
  %7 = load i64, ptr %5, align 8, !tbaa !31
  %8 = add nsw i64 %6, 3
  %9 = add nsw i64 %7, 3
  %10 = mul nsw i64 %8, %6
  %11 = mul nsw i64 %9, %7
  %12 = sub nsw i64 %10, %2
  %13 = sub nsw i64 %11, %3
  store i64 %12, ptr %4, align 8, !tbaa !31
  store i64 %13, ptr %5, align 8, !tbaa !31
  %14 = add nuw i64 %2, 2
  %15 = icmp eq i64 %14, 1000
  br i1 %15, label %16, label %1, !llvm.loop !33

16:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i64 -9223372036854775808, 1152921504606846977) i64 @llmin() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %9, %1 ]
  %4 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <2 x i64>, ptr %5, align 8, !tbaa !31
  %8 = load <2 x i64>, ptr %6, align 8, !tbaa !31
  %9 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7, <2 x i64> %3)
  %10 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %8, <2 x i64> %4)
  %11 = add nuw i64 %2, 4
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !34

13:                                               ; preds = %1
  %14 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %9, <2 x i64> %10)
  %15 = tail call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %14)
  ret i64 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @fmaxv() local_unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret float %8

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi float [ 0xC6293E5940000000, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %3
  %6 = load float, ptr %5, align 4, !tbaa !6
  %7 = fcmp ogt float %6, %4
  %8 = select i1 %7, float %6, float %4
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 1000
  br i1 %10, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @absdiff() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ]
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <8 x i16>, ptr %3, align 2, !tbaa !20
  %6 = load <8 x i16>, ptr %4, align 2, !tbaa !20
  %7 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %5, i1 false)
  %8 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %6, i1 false)
  store <8 x i16> %7, ptr %3, align 2, !tbaa !20
  store <8 x i16> %8, ptr %4, align 2, !tbaa !20
  %9 = add nuw i64 %2, 16
  %10 = icmp eq i64 %9, 992
  br i1 %10, label %11, label %1, !llvm.loop !36

11:                                               ; preds = %1
  %12 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !tbaa !20
  %13 = tail call i16 @llvm.abs.i16(i16 %12, i1 false)
  store i16 %13, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !tbaa !20
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !tbaa !20
  %15 = tail call i16 @llvm.abs.i16(i16 %14, i1 false)
  store i16 %15, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !tbaa !20
  %16 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !tbaa !20
  %17 = tail call i16 @llvm.abs.i16(i16 %16, i1 false)
  store i16 %17, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !tbaa !20
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !tbaa !20
  %19 = tail call i16 @llvm.abs.i16(i16 %18, i1 false)
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !tbaa !20
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !tbaa !20
  %21 = tail call i16 @llvm.abs.i16(i16 %20, i1 false)
  store i16 %21, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !tbaa !20
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !tbaa !20
  %23 = tail call i16 @llvm.abs.i16(i16 %22, i1 false)
  store i16 %23, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !tbaa !20
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !tbaa !20
  %25 = tail call i16 @llvm.abs.i16(i16 %24, i1 false)
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !tbaa !20
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !tbaa !20
  %27 = tail call i16 @llvm.abs.i16(i16 %26, i1 false)
  store i16 %27, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !tbaa !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fsel() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !6
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = fcmp ult <4 x float> %5, %9
  %12 = fcmp ult <4 x float> %6, %10
  %13 = fsub <4 x float> %5, %9
  %14 = fsub <4 x float> %6, %10
  %15 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %16 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %17 = select <4 x i1> %11, <4 x float> %15, <4 x float> %13
  %18 = select <4 x i1> %12, <4 x float> %16, <4 x float> %14
  %19 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x float> %17, ptr %19, align 4, !tbaa !6
  store <4 x float> %18, ptr %20, align 4, !tbaa !6
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !37

23:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @to_double() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %5 = load <4 x i64>, ptr %3, align 8, !tbaa !31
  %6 = load <4 x i64>, ptr %4, align 8, !tbaa !31
  %7 = sitofp <4 x i64> %5 to <4 x double>
  %8 = sitofp <4 x i64> %6 to <4 x double>
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <4 x i32>, ptr %9, align 4, !tbaa !14
  %12 = load <4 x i32>, ptr %10, align 4, !tbaa !14
  %13 = uitofp <4 x i32> %11 to <4 x double>
  %14 = uitofp <4 x i32> %12 to <4 x double>
  %15 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %13)
  %16 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %8, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %14)
  %17 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  store <4 x double> %15, ptr %17, align 8, !tbaa !23
  store <4 x double> %16, ptr %18, align 8, !tbaa !23
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !38

21:                                               ; preds = %1
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = add <4 x i32> %1, %0
  %4 = sub <4 x i32> %0, %1
  %5 = mul <4 x i32> %3, %4
  %6 = xor <4 x i32> %1, <i32 -1, i32 -1, i32 -1, i32 -1>
  %7 = and <4 x i32> %6, %0
  %8 = xor <4 x i32> %5, %7
  ret <4 x i32> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vdiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = sdiv <4 x i32> %0, %1
  %4 = mul <4 x i32> %3, %1
  %5 = sub <4 x i32> %0, %4
  %6 = add <4 x i32> %5, %3
  ret <4 x i32> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vudiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = udiv <4 x i32> %0, %1
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i64> @vmul64(<2 x i64> noundef %0, <2 x i64> noundef %1) local_unnamed_addr #3 {
  %3 = mul <2 x i64> %1, %0
  %4 = ashr <2 x i64> %0, <i64 3, i64 3>
  %5 = add <2 x i64> %3, %4
  %6 = shl <2 x i64> %1, <i64 5, i64 5>
  %7 = sub <2 x i64> %5, %6
  ret <2 x i64> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -7, 1) <4 x i32> @vcmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = icmp slt <4 x i32> %0, %1
  %4 = sext <4 x i1> %3 to <4 x i32>
  %5 = icmp eq <4 x i32> %0, %1
  %6 = sext <4 x i1> %5 to <4 x i32>
  %7 = shl nsw <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>
  %8 = add nsw <4 x i32> %7, %4
  %9 = icmp sge <4 x i32> %0, %1
  %10 = sext <4 x i1> %9 to <4 x i32>
  %11 = shl nsw <4 x i32> %10, <i32 2, i32 2, i32 2, i32 2>
  %12 = add nsw <4 x i32> %8, %11
  ret <4 x i32> %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vucmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = icmp ugt <4 x i32> %0, %1
  %4 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  %5 = icmp uge <4 x i32> %4, %0
  %6 = and <4 x i1> %5, %3
  %7 = sext <4 x i1> %6 to <4 x i32>
  ret <4 x i32> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vfsel(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #3 {
  %3 = fcmp ule <4 x float> %0, %1
  %4 = fmul <4 x float> %0, %1
  %5 = fsub <4 x float> %0, %1
  %6 = select <4 x i1> %3, <4 x float> %5, <4 x float> %4
  ret <4 x float> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @vdmath(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 {
  %3 = fdiv <2 x double> %0, %1
  %4 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %0, <2 x double> %3)
  %5 = fsub <2 x double> %4, %1
  ret <2 x double> %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vshuf(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 3, i32 6, i32 1, i32 4>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vzip(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vext(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @vrev(<16 x i8> noundef %0) local_unnamed_addr #3 {
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>
  ret <16 x i8> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i8 -64, 64) <16 x i8> @vbytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 {
  %3 = add <16 x i8> %1, %0
  %4 = add <16 x i8> %0, <i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3>
  %5 = mul <16 x i8> %3, %4
  %6 = ashr <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  ret <16 x i8> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @vubytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 {
  %3 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %0, <16 x i8> %1)
  %4 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %1, <16 x i8> %0)
  %5 = or <16 x i8> %3, %4
  ret <16 x i8> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i16> @vshorts(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 {
  %3 = mul <8 x i16> %1, %0
  %4 = ashr <8 x i16> %3, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %5 = ashr <8 x i16> %0, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %6 = or <8 x i16> %4, %5
  ret <8 x i16> %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @vshl(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 {
  %3 = and <8 x i16> %1, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %4 = shl <8 x i16> %0, %3
  %5 = and <8 x i16> %1, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %6 = ashr <8 x i16> %0, %5
  %7 = add <8 x i16> %4, %6
  ret <8 x i16> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vlane(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = and i32 %1, 3
  %4 = extractelement <4 x i32> %0, i32 %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vset(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = and i32 %1, 3
  %5 = insertelement <4 x i32> %0, i32 %2, i32 %4
  ret <4 x i32> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vconvert(<4 x i32> noundef %0) local_unnamed_addr #3 {
  %2 = sitofp <4 x i32> %0 to <4 x float>
  %3 = fmul <4 x float> %2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  ret <4 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vtrunc(<4 x float> noundef %0) local_unnamed_addr #3 {
  %2 = fptosi <4 x float> %0 to <4 x i32>
  ret <4 x i32> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x double> @vsplat(double noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 {
  %3 = insertelement <2 x double> poison, double %0, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  %5 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> %4, <2 x double> <double 1.000000e+00, double -1.000000e+00>)
  ret <2 x double> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x float> @d_fmath(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #3 {
  %3 = fdiv <2 x float> %0, %1
  %4 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %0, <2 x float> %1, <2 x float> %3)
  %5 = fadd <2 x float> %4, <float -5.000000e-01, float -2.500000e-01>
  ret <2 x float> %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i32> @d_imath(<2 x i32> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = mul <2 x i32> %1, %0
  %4 = ashr <2 x i32> %0, <i32 1, i32 1>
  %5 = xor <2 x i32> %3, %4
  %6 = icmp slt <2 x i32> %0, %1
  %7 = sext <2 x i1> %6 to <2 x i32>
  %8 = xor <2 x i32> %5, %7
  ret <2 x i32> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i16> @d_narrow(<4 x i32> noundef %0) local_unnamed_addr #3 {
  %2 = trunc <4 x i32> %0 to <4 x i16>
  ret <4 x i16> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -98304, 98302) <4 x i32> @d_widen(<4 x i16> noundef %0) local_unnamed_addr #3 {
  %2 = sext <4 x i16> %0 to <4 x i32>
  %3 = mul nsw <4 x i32> %2, <i32 3, i32 3, i32 3, i32 3>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x float> @d_from_long(<2 x i64> noundef %0) local_unnamed_addr #3 {
  %2 = sitofp <2 x i64> %0 to <2 x float>
  ret <2 x float> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x i64> @d_to_long(<2 x float> noundef %0) local_unnamed_addr #3 {
  %2 = fptosi <2 x float> %0 to <2 x i64>
  ret <2 x i64> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i8> @d_high(<16 x i8> noundef %0) local_unnamed_addr #3 {
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <8 x i8> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @d_join(<8 x i8> noundef %0, <8 x i8> noundef %1) local_unnamed_addr #3 {
  %3 = shufflevector <8 x i8> %0, <8 x i8> %1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i8> @d_bytes(<8 x i8> noundef %0, <8 x i8> noundef %1) local_unnamed_addr #3 {
  %3 = add <8 x i8> %1, %0
  %4 = lshr <8 x i8> %0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %5 = mul <8 x i8> %3, %4
  %6 = icmp ugt <8 x i8> %0, %1
  %7 = select <8 x i1> %6, <8 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <8 x i8> %5
  ret <8 x i8> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @d_bits(<2 x i32> noundef %0) local_unnamed_addr #3 {
  %2 = bitcast <2 x i32> %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @vset32(ptr dead_on_unwind noalias nocapture writable writeonly sret(<32 x i8>) align 16 %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = load <32 x i8>, ptr %1, align 16, !tbaa !18
  %6 = trunc i32 %3 to i8
  %7 = and i32 %2, 31
  %8 = insertelement <32 x i8> %5, i8 %6, i32 %7
  store <32 x i8> %8, ptr %0, align 16, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @vget4d(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = and i32 %1, 3
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds <4 x double>, ptr %0, i64 0, i64 %4
  %6 = load double, ptr %5, align 8
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @across(<4 x i32> noundef %0) local_unnamed_addr #3 {
  %2 = mul <4 x i32> %0, <i32 27, i32 27, i32 27, i32 27>
  %3 = add <4 x i32> %2, <i32 13, i32 13, i32 13, i32 13>
  ret <4 x i32> %3
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca <32 x i8>, align 16
  %2 = alloca <32 x i8>, align 16
  %3 = alloca <4 x double>, align 16
  %4 = alloca <4 x double>, align 16
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %41, %5 ]
  %7 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %0 ], [ %42, %5 ]
  %8 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %43, %5 ]
  %9 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %44, %5 ]
  %10 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %45, %5 ]
  %11 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %46, %5 ]
  %12 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %47, %5 ]
  %13 = uitofp <16 x i32> %8 to <16 x float>
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %13, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> <float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01>)
  %15 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %6
  store <16 x float> %14, ptr %15, align 4, !tbaa !6
  %16 = urem <16 x i16> %9, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>
  %17 = uitofp nneg <16 x i16> %16 to <16 x float>
  %18 = fmul <16 x float> %17, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>
  %19 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %6
  store <16 x float> %18, ptr %19, align 4, !tbaa !6
  %20 = mul <16 x i32> %10, <i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919>
  %21 = urem <16 x i32> %20, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %22 = add nsw <16 x i32> %21, <i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500>
  %23 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %6
  store <16 x i32> %22, ptr %23, align 4, !tbaa !14
  %24 = urem <16 x i16> %9, <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>
  %25 = zext nneg <16 x i16> %24 to <16 x i32>
  %26 = add nsw <16 x i32> %25, <i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6>
  %27 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %6
  store <16 x i32> %26, ptr %27, align 4, !tbaa !14
  %28 = mul <16 x i8> %11, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %29 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %6
  store <16 x i8> %28, ptr %29, align 1, !tbaa !18
  %30 = mul <16 x i32> %12, <i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97>
  %31 = urem <16 x i32> %30, <i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400>
  %32 = trunc nuw nsw <16 x i32> %31 to <16 x i16>
  %33 = add nsw <16 x i16> %32, <i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200>
  %34 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %6
  store <16 x i16> %33, ptr %34, align 2, !tbaa !20
  %35 = uitofp <16 x i32> %8 to <16 x double>
  %36 = fdiv <16 x double> %35, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %37 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %6
  store <16 x double> %36, ptr %37, align 8, !tbaa !23
  %38 = mul nuw nsw <16 x i64> %7, <i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789>
  %39 = add nsw <16 x i64> %38, <i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000>
  %40 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %6
  store <16 x i64> %39, ptr %40, align 8, !tbaa !31
  %41 = add nuw i64 %6, 16
  %42 = add <16 x i64> %7, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %43 = add <16 x i32> %8, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %44 = add <16 x i16> %9, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %45 = add <16 x i32> %10, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %46 = add <16 x i8> %11, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %47 = add <16 x i32> %12, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %48 = icmp eq i64 %41, 992
  br i1 %48, label %49, label %5, !llvm.loop !39

49:                                               ; preds = %5
  store <8 x float> <float 1.980000e+02, float 1.982500e+02, float 1.985000e+02, float 1.987500e+02, float 1.990000e+02, float 1.992500e+02, float 1.995000e+02, float 1.997500e+02>, ptr getelementptr inbounds (i8, ptr @a, i64 3968), align 4, !tbaa !6
  store <8 x float> <float 9.000000e+00, float 1.050000e+01, float 1.200000e+01, float 1.350000e+01, float 1.500000e+01, float 1.650000e+01, float 1.800000e+01, float 1.950000e+01>, ptr getelementptr inbounds (i8, ptr @b, i64 3968), align 4, !tbaa !6
  store <8 x i32> <i32 148, i32 67, i32 -14, i32 -95, i32 -176, i32 -257, i32 -338, i32 -419>, ptr getelementptr inbounds (i8, ptr @ia, i64 3968), align 4, !tbaa !14
  store <8 x i32> <i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>, ptr getelementptr inbounds (i8, ptr @ib, i64 3968), align 4, !tbaa !14
  store <8 x i8> <i8 32, i8 63, i8 94, i8 125, i8 -100, i8 -69, i8 -38, i8 -7>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !tbaa !18
  store <8 x i16> <i16 24, i16 121, i16 -182, i16 -85, i16 12, i16 109, i16 -194, i16 -97>, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !tbaa !20
  store <8 x double> <double 0x4074AAAAAAAAAAAB, double 3.310000e+02, double 0x4074B55555555555, double 0x4074BAAAAAAAAAAB, double 3.320000e+02, double 0x4074C55555555555, double 0x4074CAAAAAAAAAAB, double 3.330000e+02>, ptr getelementptr inbounds (i8, ptr @d, i64 7936), align 8, !tbaa !23
  store <8 x i64> <i64 117469134688, i64 117592591477, i64 117716048266, i64 117839505055, i64 117962961844, i64 118086418633, i64 118209875422, i64 118333332211>, ptr getelementptr inbounds (i8, ptr @ll, i64 7936), align 8, !tbaa !31
  tail call void @saxpy(float noundef 1.500000e+00)
  %50 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 40), align 4, !tbaa !6
  %51 = fpext float %50 to double
  %52 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !tbaa !6
  %53 = fpext float %52 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %51, double noundef %53)
  %55 = tail call i32 @dot()
  %56 = tail call i32 @maxv()
  %57 = tail call i32 @bsum()
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  tail call void @clampv()
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !tbaa !20
  %60 = sext i16 %59 to i32
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 154), align 2, !tbaa !20
  %62 = sext i16 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef %62)
  %64 = tail call double @dsum()
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %64)
  tail call void @conv()
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 12), align 4, !tbaa !14
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3992), align 4, !tbaa !14
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %66, i32 noundef %67)
  tail call void @shifts(i32 noundef 2)
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 12), align 4, !tbaa !14
  %70 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3992), align 4, !tbaa !14
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69, i32 noundef %70)
  tail call void @bytes()
  %72 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 3), align 1, !tbaa !18
  %73 = zext i8 %72 to i32
  %74 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 998), align 1, !tbaa !18
  %75 = zext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %73, i32 noundef %75)
  %77 = tail call i32 @count_less()
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %77)
  tail call void @reverse()
  %79 = load i32, ptr @ib, align 4, !tbaa !14
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3996), align 4, !tbaa !14
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %79, i32 noundef %80)
  tail call void @mul64()
  %82 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 8), align 8, !tbaa !31
  %83 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 7984), align 8, !tbaa !31
  %84 = tail call i64 @llmin()
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %82, i64 noundef %83, i64 noundef %84)
  %86 = tail call float @fmaxv()
  %87 = fpext float %86 to double
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %87)
  tail call void @absdiff()
  %89 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !tbaa !20
  %90 = sext i16 %89 to i32
  %91 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 12), align 2, !tbaa !20
  %92 = sext i16 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90, i32 noundef %92)
  tail call void @fsel()
  %94 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 20), align 4, !tbaa !6
  %95 = fpext float %94 to double
  %96 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 2000), align 4, !tbaa !6
  %97 = fpext float %96 to double
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %95, double noundef %97)
  tail call void @to_double()
  %99 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 56), align 8, !tbaa !23
  %100 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 7992), align 8, !tbaa !23
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %99, double noundef %100)
  br label %251

102:                                              ; preds = %251
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %278)
  %104 = tail call <4 x i32> @vmix(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %105 = extractelement <4 x i32> %104, i64 0
  %106 = extractelement <4 x i32> %104, i64 1
  %107 = extractelement <4 x i32> %104, i64 2
  %108 = extractelement <4 x i32> %104, i64 3
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.15, i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108)
  %110 = tail call <4 x i32> @vdiv(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %111 = extractelement <4 x i32> %110, i64 0
  %112 = extractelement <4 x i32> %110, i64 1
  %113 = extractelement <4 x i32> %110, i64 2
  %114 = extractelement <4 x i32> %110, i64 3
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.16, i32 noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114)
  %116 = tail call <4 x i32> @vudiv(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>)
  %117 = extractelement <4 x i32> %116, i64 0
  %118 = extractelement <4 x i32> %116, i64 1
  %119 = extractelement <4 x i32> %116, i64 2
  %120 = extractelement <4 x i32> %116, i64 3
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %120)
  %122 = tail call <2 x i64> @vmul64(<2 x i64> noundef <i64 123456789012, i64 -5>, <2 x i64> noundef <i64 -987654321, i64 77>)
  %123 = extractelement <2 x i64> %122, i64 0
  %124 = extractelement <2 x i64> %122, i64 1
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %123, i64 noundef %124)
  %126 = tail call <4 x i32> @vcmp(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %127 = extractelement <4 x i32> %126, i64 0
  %128 = extractelement <4 x i32> %126, i64 1
  %129 = extractelement <4 x i32> %126, i64 2
  %130 = extractelement <4 x i32> %126, i64 3
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.19, i32 noundef %127, i32 noundef %128, i32 noundef %129, i32 noundef %130)
  %132 = tail call <4 x i32> @vucmp(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>)
  %133 = extractelement <4 x i32> %132, i64 0
  %134 = extractelement <4 x i32> %132, i64 1
  %135 = extractelement <4 x i32> %132, i64 2
  %136 = extractelement <4 x i32> %132, i64 3
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.20, i32 noundef %133, i32 noundef %134, i32 noundef %135, i32 noundef %136)
  %138 = tail call <4 x float> @vfsel(<4 x float> noundef <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>)
  %139 = extractelement <4 x float> %138, i64 0
  %140 = fpext float %139 to double
  %141 = extractelement <4 x float> %138, i64 1
  %142 = fpext float %141 to double
  %143 = extractelement <4 x float> %138, i64 2
  %144 = fpext float %143 to double
  %145 = extractelement <4 x float> %138, i64 3
  %146 = fpext float %145 to double
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %140, double noundef %142, double noundef %144, double noundef %146)
  %148 = tail call <2 x double> @vdmath(<2 x double> noundef <double 1.500000e+00, double -3.000000e+00>, <2 x double> noundef <double 2.500000e-01, double 7.000000e+00>)
  %149 = extractelement <2 x double> %148, i64 0
  %150 = extractelement <2 x double> %148, i64 1
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %149, double noundef %150)
  %152 = tail call <4 x i32> @vshuf(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %153 = extractelement <4 x i32> %152, i64 0
  %154 = extractelement <4 x i32> %152, i64 1
  %155 = extractelement <4 x i32> %152, i64 2
  %156 = extractelement <4 x i32> %152, i64 3
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.23, i32 noundef %153, i32 noundef %154, i32 noundef %155, i32 noundef %156)
  %158 = tail call <4 x i32> @vzip(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %159 = extractelement <4 x i32> %158, i64 0
  %160 = extractelement <4 x i32> %158, i64 1
  %161 = extractelement <4 x i32> %158, i64 2
  %162 = extractelement <4 x i32> %158, i64 3
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.24, i32 noundef %159, i32 noundef %160, i32 noundef %161, i32 noundef %162)
  %164 = tail call <4 x i32> @vext(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>)
  %165 = extractelement <4 x i32> %164, i64 0
  %166 = extractelement <4 x i32> %164, i64 1
  %167 = extractelement <4 x i32> %164, i64 2
  %168 = extractelement <4 x i32> %164, i64 3
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.25, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168)
  %170 = tail call <16 x i8> @vrev(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>)
  tail call fastcc void @print16(ptr noundef nonnull @.str.26, <16 x i8> noundef %170)
  %171 = tail call <16 x i8> @vbytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>)
  tail call fastcc void @print16(ptr noundef nonnull @.str.27, <16 x i8> noundef %171)
  %172 = tail call <16 x i8> @vubytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>)
  tail call fastcc void @print16(ptr noundef nonnull @.str.28, <16 x i8> noundef %172)
  %173 = tail call <8 x i16> @vshorts(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>)
  %174 = tail call <8 x i16> @vshl(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>)
  %175 = extractelement <8 x i16> %173, i64 0
  %176 = sext i16 %175 to i32
  %177 = extractelement <8 x i16> %174, i64 0
  %178 = sext i16 %177 to i32
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %176, i32 noundef %178)
  %180 = extractelement <8 x i16> %173, i64 1
  %181 = sext i16 %180 to i32
  %182 = extractelement <8 x i16> %174, i64 1
  %183 = sext i16 %182 to i32
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %181, i32 noundef %183)
  %185 = extractelement <8 x i16> %173, i64 2
  %186 = sext i16 %185 to i32
  %187 = extractelement <8 x i16> %174, i64 2
  %188 = sext i16 %187 to i32
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %186, i32 noundef %188)
  %190 = extractelement <8 x i16> %173, i64 3
  %191 = sext i16 %190 to i32
  %192 = extractelement <8 x i16> %174, i64 3
  %193 = sext i16 %192 to i32
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %191, i32 noundef %193)
  %195 = extractelement <8 x i16> %173, i64 4
  %196 = sext i16 %195 to i32
  %197 = extractelement <8 x i16> %174, i64 4
  %198 = sext i16 %197 to i32
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %196, i32 noundef %198)
  %200 = extractelement <8 x i16> %173, i64 5
  %201 = sext i16 %200 to i32
  %202 = extractelement <8 x i16> %174, i64 5
  %203 = sext i16 %202 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %201, i32 noundef %203)
  %205 = extractelement <8 x i16> %173, i64 6
  %206 = sext i16 %205 to i32
  %207 = extractelement <8 x i16> %174, i64 6
  %208 = sext i16 %207 to i32
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %206, i32 noundef %208)
  %210 = extractelement <8 x i16> %173, i64 7
  %211 = sext i16 %210 to i32
  %212 = extractelement <8 x i16> %174, i64 7
  %213 = sext i16 %212 to i32
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %211, i32 noundef %213)
  %215 = tail call i32 @putchar(i32 10)
  %216 = tail call i32 @vlane(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 2)
  %217 = tail call i32 @vlane(<4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>, i32 noundef 7)
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %216, i32 noundef %217)
  %219 = tail call <4 x i32> @vset(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 5, i32 noundef 42)
  %220 = extractelement <4 x i32> %219, i64 0
  %221 = extractelement <4 x i32> %219, i64 1
  %222 = extractelement <4 x i32> %219, i64 2
  %223 = extractelement <4 x i32> %219, i64 3
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.32, i32 noundef %220, i32 noundef %221, i32 noundef %222, i32 noundef %223)
  %225 = tail call <4 x float> @vconvert(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>)
  %226 = extractelement <4 x float> %225, i64 0
  %227 = fpext float %226 to double
  %228 = extractelement <4 x float> %225, i64 1
  %229 = fpext float %228 to double
  %230 = extractelement <4 x float> %225, i64 2
  %231 = fpext float %230 to double
  %232 = extractelement <4 x float> %225, i64 3
  %233 = fpext float %232 to double
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %227, double noundef %229, double noundef %231, double noundef %233)
  %235 = tail call <4 x i32> @vtrunc(<4 x float> noundef %138)
  %236 = extractelement <4 x i32> %235, i64 0
  %237 = extractelement <4 x i32> %235, i64 1
  %238 = extractelement <4 x i32> %235, i64 2
  %239 = extractelement <4 x i32> %235, i64 3
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.34, i32 noundef %236, i32 noundef %237, i32 noundef %238, i32 noundef %239)
  %241 = tail call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef <double 1.500000e+00, double -3.000000e+00>)
  %242 = extractelement <2 x double> %241, i64 0
  %243 = extractelement <2 x double> %241, i64 1
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %242, double noundef %243)
  %245 = tail call <4 x i32> @across(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>)
  %246 = extractelement <4 x i32> %245, i64 0
  %247 = extractelement <4 x i32> %245, i64 1
  %248 = extractelement <4 x i32> %245, i64 2
  %249 = extractelement <4 x i32> %245, i64 3
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.36, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249)
  br label %281

251:                                              ; preds = %49, %251
  %252 = phi i64 [ 0, %49 ], [ %279, %251 ]
  %253 = phi i64 [ 0, %49 ], [ %278, %251 ]
  %254 = mul nsw i64 %253, 31
  %255 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %252
  %256 = load i32, ptr %255, align 4, !tbaa !14
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %254, %257
  %259 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %252
  %260 = load i32, ptr %259, align 4, !tbaa !14
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %258, %261
  %263 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %252
  %264 = load i8, ptr %263, align 1, !tbaa !18
  %265 = zext i8 %264 to i64
  %266 = add nsw i64 %262, %265
  %267 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %252
  %268 = load i16, ptr %267, align 2, !tbaa !20
  %269 = sext i16 %268 to i64
  %270 = add nsw i64 %266, %269
  %271 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %252
  %272 = load float, ptr %271, align 4, !tbaa !6
  %273 = fptosi float %272 to i64
  %274 = add nsw i64 %270, %273
  %275 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %252
  %276 = load i64, ptr %275, align 8, !tbaa !31
  %277 = srem i64 %276, 1000
  %278 = add nsw i64 %274, %277
  %279 = add nuw nsw i64 %252, 1
  %280 = icmp eq i64 %279, 1000
  br i1 %280, label %102, label %251, !llvm.loop !40

281:                                              ; preds = %102, %281
  %282 = phi <32 x i8> [ zeroinitializer, %102 ], [ %286, %281 ]
  %283 = phi i32 [ 0, %102 ], [ %285, %281 ]
  %284 = mul nuw nsw i32 %283, 7
  %285 = add nuw nsw i32 %283, 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  store <32 x i8> %282, ptr %2, align 16, !tbaa !18
  call void @vset32(ptr dead_on_unwind nonnull writable sret(<32 x i8>) align 16 %1, ptr noundef nonnull %2, i32 noundef %284, i32 noundef %285)
  %286 = load <32 x i8>, ptr %1, align 16, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  %287 = icmp eq i32 %285, 32
  br i1 %287, label %333, label %281, !llvm.loop !41

288:                                              ; preds = %333
  %289 = tail call i32 @putchar(i32 10)
  %290 = tail call <2 x float> @d_fmath(<2 x float> noundef <float 1.500000e+00, float -3.000000e+00>, <2 x float> noundef <float 2.500000e-01, float 7.000000e+00>)
  %291 = extractelement <2 x float> %290, i64 0
  %292 = fpext float %291 to double
  %293 = extractelement <2 x float> %290, i64 1
  %294 = fpext float %293 to double
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, double noundef %292, double noundef %294)
  %296 = tail call <2 x i32> @d_imath(<2 x i32> noundef <i32 100000, i32 -7>, <2 x i32> noundef <i32 3, i32 -9>)
  %297 = extractelement <2 x i32> %296, i64 0
  %298 = extractelement <2 x i32> %296, i64 1
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %297, i32 noundef %298)
  %300 = tail call <4 x i16> @d_narrow(<4 x i32> noundef <i32 70000, i32 -70000, i32 32767, i32 -5>)
  %301 = tail call <4 x i32> @d_widen(<4 x i16> noundef %300)
  %302 = extractelement <4 x i16> %300, i64 0
  %303 = sext i16 %302 to i32
  %304 = extractelement <4 x i16> %300, i64 1
  %305 = sext i16 %304 to i32
  %306 = extractelement <4 x i16> %300, i64 2
  %307 = sext i16 %306 to i32
  %308 = extractelement <4 x i16> %300, i64 3
  %309 = sext i16 %308 to i32
  %310 = extractelement <4 x i32> %301, i64 0
  %311 = extractelement <4 x i32> %301, i64 1
  %312 = extractelement <4 x i32> %301, i64 2
  %313 = extractelement <4 x i32> %301, i64 3
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %303, i32 noundef %305, i32 noundef %307, i32 noundef %309, i32 noundef %310, i32 noundef %311, i32 noundef %312, i32 noundef %313)
  %315 = tail call <2 x float> @d_from_long(<2 x i64> noundef <i64 9007199254740993, i64 -123456789012345>)
  %316 = tail call <2 x i64> @d_to_long(<2 x float> noundef <float -3.750000e+00, float 1.000000e+10>)
  %317 = extractelement <2 x float> %315, i64 0
  %318 = fpext float %317 to double
  %319 = extractelement <2 x float> %315, i64 1
  %320 = fpext float %319 to double
  %321 = extractelement <2 x i64> %316, i64 0
  %322 = extractelement <2 x i64> %316, i64 1
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, double noundef %318, double noundef %320, i64 noundef %321, i64 noundef %322)
  %324 = tail call <8 x i8> @d_high(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>)
  %325 = tail call <8 x i8> @d_high(<16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>)
  %326 = tail call <8 x i8> @d_bytes(<8 x i8> noundef %324, <8 x i8> noundef %325)
  %327 = tail call <16 x i8> @d_join(<8 x i8> noundef %326, <8 x i8> noundef %324)
  tail call fastcc void @print16(ptr noundef nonnull @.str.42, <16 x i8> noundef %327)
  %328 = tail call i64 @d_bits(<2 x i32> noundef %296)
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i64 noundef %328)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %3, align 16, !tbaa !18
  %330 = call double @vget4d(ptr noundef nonnull %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %4, align 16, !tbaa !18
  %331 = call double @vget4d(ptr noundef nonnull %4, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, double noundef %330, double noundef %331)
  ret i32 0

333:                                              ; preds = %281, %333
  %334 = phi i32 [ %338, %333 ], [ 0, %281 ]
  %335 = extractelement <32 x i8> %286, i32 %334
  %336 = zext i8 %335 to i32
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %336)
  %338 = add nuw nsw i32 %334, 1
  %339 = icmp eq i32 %338, 32
  br i1 %339, label %288, label %333, !llvm.loop !42
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print16(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #7 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef %0)
  %4 = extractelement <16 x i8> %1, i64 0
  %5 = sext i8 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %5)
  %7 = extractelement <16 x i8> %1, i64 1
  %8 = sext i8 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %8)
  %10 = extractelement <16 x i8> %1, i64 2
  %11 = sext i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %11)
  %13 = extractelement <16 x i8> %1, i64 3
  %14 = sext i8 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %14)
  %16 = extractelement <16 x i8> %1, i64 4
  %17 = sext i8 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %17)
  %19 = extractelement <16 x i8> %1, i64 5
  %20 = sext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %20)
  %22 = extractelement <16 x i8> %1, i64 6
  %23 = sext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %23)
  %25 = extractelement <16 x i8> %1, i64 7
  %26 = sext i8 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %26)
  %28 = extractelement <16 x i8> %1, i64 8
  %29 = sext i8 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %29)
  %31 = extractelement <16 x i8> %1, i64 9
  %32 = sext i8 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %32)
  %34 = extractelement <16 x i8> %1, i64 10
  %35 = sext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %35)
  %37 = extractelement <16 x i8> %1, i64 11
  %38 = sext i8 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %38)
  %40 = extractelement <16 x i8> %1, i64 12
  %41 = sext i8 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %41)
  %43 = extractelement <16 x i8> %1, i64 13
  %44 = sext i8 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %44)
  %46 = extractelement <16 x i8> %1, i64 14
  %47 = sext i8 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %47)
  %49 = extractelement <16 x i8> %1, i64 15
  %50 = sext i8 %49 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %50)
  %52 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.usub.sat.v16i8(<16 x i8>, <16 x i8>) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #9

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11, !12, !13}
!17 = distinct !{!17, !11, !12, !13}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !11, !12, !13}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = distinct !{!22, !11, !12, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !8, i64 0}
!25 = distinct !{!25, !11, !12, !13}
!26 = distinct !{!26, !11, !12, !13}
!27 = distinct !{!27, !11, !12, !13}
!28 = distinct !{!28, !11, !12, !13}
!29 = distinct !{!29, !11, !12, !13}
!30 = distinct !{!30, !11, !12, !13}
!31 = !{!32, !32, i64 0}
!32 = !{!"long long", !8, i64 0}
!33 = distinct !{!33, !11, !12, !13}
!34 = distinct !{!34, !11, !12, !13}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11, !12, !13}
!37 = distinct !{!37, !11, !12, !13}
!38 = distinct !{!38, !11, !12, !13}
!39 = distinct !{!39, !11, !12, !13}
!40 = distinct !{!40, !11}
!41 = distinct !{!41, !11}
!42 = distinct !{!42, !11}
