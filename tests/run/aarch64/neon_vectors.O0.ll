; ModuleID = 'tests/run/aarch64/neon_vectors.c'
source_filename = "tests/run/aarch64/neon_vectors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = dso_local global [1000 x float] zeroinitializer, align 4
@b = dso_local global [1000 x float] zeroinitializer, align 4
@c = dso_local global [1000 x float] zeroinitializer, align 4
@ia = dso_local global [1000 x i32] zeroinitializer, align 4
@ib = dso_local global [1000 x i32] zeroinitializer, align 4
@u8 = dso_local global [1000 x i8] zeroinitializer, align 1
@s16 = dso_local global [1000 x i16] zeroinitializer, align 2
@d = dso_local global [1000 x double] zeroinitializer, align 8
@ll = dso_local global [1000 x i64] zeroinitializer, align 8
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
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @saxpy(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %21, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 1000
  br i1 %6, label %7, label %24

7:                                                ; preds = %4
  %8 = load float, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = call float @llvm.fmuladd.f32(float %8, float %12, float %16)
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %19
  store float %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %7
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %4, !llvm.loop !6

24:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dot() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %18, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %21

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %10, %14
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %1, align 4
  br label %18

18:                                               ; preds = %6
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %3, !llvm.loop !8

21:                                               ; preds = %3
  %22 = load i32, ptr %1, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @maxv() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 -1000000, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %22, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %25

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = load i32, ptr %1, align 4
  %12 = icmp sgt i32 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  br label %20

18:                                               ; preds = %6
  %19 = load i32, ptr %1, align 4
  br label %20

20:                                               ; preds = %18, %13
  %21 = phi i32 [ %17, %13 ], [ %19, %18 ]
  store i32 %21, ptr %1, align 4
  br label %22

22:                                               ; preds = %20
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %3, !llvm.loop !9

25:                                               ; preds = %3
  %26 = load i32, ptr %1, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bsum() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %17

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load i32, ptr %1, align 4
  %13 = add i32 %12, %11
  store i32 %13, ptr %1, align 4
  br label %14

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %3, !llvm.loop !10

17:                                               ; preds = %3
  %18 = load i32, ptr %1, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @clampv() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %35, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %38

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %7
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp sgt i32 %10, 100
  br i1 %11, label %12, label %13

12:                                               ; preds = %5
  br label %29

13:                                               ; preds = %5
  %14 = load i32, ptr %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %15
  %17 = load i16, ptr %16, align 2
  %18 = sext i16 %17 to i32
  %19 = icmp slt i32 %18, -100
  br i1 %19, label %20, label %21

20:                                               ; preds = %13
  br label %27

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %23
  %25 = load i16, ptr %24, align 2
  %26 = sext i16 %25 to i32
  br label %27

27:                                               ; preds = %21, %20
  %28 = phi i32 [ -100, %20 ], [ %26, %21 ]
  br label %29

29:                                               ; preds = %27, %12
  %30 = phi i32 [ 100, %12 ], [ %28, %27 ]
  %31 = trunc i32 %30 to i16
  %32 = load i32, ptr %1, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %33
  store i16 %31, ptr %34, align 2
  br label %35

35:                                               ; preds = %29
  %36 = load i32, ptr %1, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %1, align 4
  br label %2, !llvm.loop !11

38:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dsum() #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %13, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %16

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %8
  %10 = load double, ptr %9, align 8
  %11 = load double, ptr %1, align 8
  %12 = call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double %11)
  store double %12, ptr %1, align 8
  br label %13

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %2, align 4
  br label %3, !llvm.loop !12

16:                                               ; preds = %3
  %17 = load double, ptr %1, align 8
  ret double %17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @conv() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %21, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %24

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 3.000000e+00
  %11 = fptosi float %10 to i32
  %12 = load i32, ptr %1, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = ashr i32 %15, 3
  %17 = xor i32 %11, %16
  %18 = load i32, ptr %1, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %5
  %22 = load i32, ptr %1, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %2, !llvm.loop !13

24:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @shifts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %33, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 1000
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %3, align 4
  %13 = and i32 %12, 7
  %14 = shl i32 %11, %13
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %2, align 4
  %20 = lshr i32 %18, %19
  %21 = add nsw i32 %14, %20
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %3, align 4
  %27 = and i32 %26, 3
  %28 = ashr i32 %25, %27
  %29 = add nsw i32 %21, %28
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %7
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %4, !llvm.loop !14

36:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bytes() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %23, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %26

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %7
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = mul nsw i32 %10, 7
  %12 = load i32, ptr %1, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = ashr i32 %16, 2
  %18 = add nsw i32 %11, %17
  %19 = trunc i32 %18 to i8
  %20 = load i32, ptr %1, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %21
  store i8 %19, ptr %22, align 1
  br label %23

23:                                               ; preds = %5
  %24 = load i32, ptr %1, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %1, align 4
  br label %2, !llvm.loop !15

26:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count_less() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %19, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %22

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fcmp olt float %10, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %1, align 4
  br label %19

19:                                               ; preds = %6
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %3, !llvm.loop !16

22:                                               ; preds = %3
  %23 = load i32, ptr %1, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reverse() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %14, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %17

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sub nsw i32 999, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = load i32, ptr %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %12
  store i32 %10, ptr %13, align 4
  br label %14

14:                                               ; preds = %5
  %15 = load i32, ptr %1, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %1, align 4
  br label %2, !llvm.loop !17

17:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mul64() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %22, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %25

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %7
  %9 = load i64, ptr %8, align 8
  %10 = load i32, ptr %1, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = add nsw i64 %13, 3
  %15 = mul nsw i64 %9, %14
  %16 = load i32, ptr %1, align 4
  %17 = sext i32 %16 to i64
  %18 = sub nsw i64 %15, %17
  %19 = load i32, ptr %1, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %20
  store i64 %18, ptr %21, align 8
  br label %22

22:                                               ; preds = %5
  %23 = load i32, ptr %1, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %1, align 4
  br label %2, !llvm.loop !18

25:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @llmin() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  store i64 1152921504606846976, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %22, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %25

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %1, align 8
  %12 = icmp slt i64 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %15
  %17 = load i64, ptr %16, align 8
  br label %20

18:                                               ; preds = %6
  %19 = load i64, ptr %1, align 8
  br label %20

20:                                               ; preds = %18, %13
  %21 = phi i64 [ %17, %13 ], [ %19, %18 ]
  store i64 %21, ptr %1, align 8
  br label %22

22:                                               ; preds = %20
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %3, !llvm.loop !19

25:                                               ; preds = %3
  %26 = load i64, ptr %1, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fmaxv() #0 {
  %1 = alloca float, align 4
  %2 = alloca i32, align 4
  store float 0xC6293E5940000000, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %22, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 1000
  br i1 %5, label %6, label %25

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = load float, ptr %1, align 4
  %12 = fcmp ogt float %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %15
  %17 = load float, ptr %16, align 4
  br label %20

18:                                               ; preds = %6
  %19 = load float, ptr %1, align 4
  br label %20

20:                                               ; preds = %18, %13
  %21 = phi float [ %17, %13 ], [ %19, %18 ]
  store float %21, ptr %1, align 4
  br label %22

22:                                               ; preds = %20
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %3, !llvm.loop !20

25:                                               ; preds = %3
  %26 = load float, ptr %1, align 4
  ret float %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @absdiff() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %31, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %34

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %7
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %19

12:                                               ; preds = %5
  %13 = load i32, ptr %1, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %14
  %16 = load i16, ptr %15, align 2
  %17 = sext i16 %16 to i32
  %18 = sub nsw i32 0, %17
  br label %25

19:                                               ; preds = %5
  %20 = load i32, ptr %1, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %21
  %23 = load i16, ptr %22, align 2
  %24 = sext i16 %23 to i32
  br label %25

25:                                               ; preds = %19, %12
  %26 = phi i32 [ %18, %12 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  %28 = load i32, ptr %1, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %29
  store i16 %27, ptr %30, align 2
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %1, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %1, align 4
  br label %2, !llvm.loop !21

34:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fsel() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %36, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %39

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = load i32, ptr %1, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %11
  %13 = load float, ptr %12, align 4
  %14 = fcmp oge float %9, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = load i32, ptr %1, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load i32, ptr %1, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fsub float %19, %23
  br label %31

25:                                               ; preds = %5
  %26 = load i32, ptr %1, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fdiv float %29, 2.000000e+00
  br label %31

31:                                               ; preds = %25, %15
  %32 = phi float [ %24, %15 ], [ %30, %25 ]
  %33 = load i32, ptr %1, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %34
  store float %32, ptr %35, align 4
  br label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %1, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %1, align 4
  br label %2, !llvm.loop !22

39:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @to_double() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %20, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %23

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %7
  %9 = load i64, ptr %8, align 8
  %10 = sitofp i64 %9 to double
  %11 = load i32, ptr %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = uitofp i32 %14 to double
  %16 = call double @llvm.fmuladd.f64(double %10, double 2.500000e-01, double %15)
  %17 = load i32, ptr %1, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %18
  store double %16, ptr %19, align 8
  br label %20

20:                                               ; preds = %5
  %21 = load i32, ptr %1, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %1, align 4
  br label %2, !llvm.loop !23

23:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = add <4 x i32> %5, %6
  %8 = load <4 x i32>, ptr %3, align 16
  %9 = load <4 x i32>, ptr %4, align 16
  %10 = sub <4 x i32> %8, %9
  %11 = mul <4 x i32> %7, %10
  %12 = load <4 x i32>, ptr %3, align 16
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = xor <4 x i32> %13, <i32 -1, i32 -1, i32 -1, i32 -1>
  %15 = and <4 x i32> %12, %14
  %16 = xor <4 x i32> %11, %15
  ret <4 x i32> %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vdiv(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = sdiv <4 x i32> %5, %6
  %8 = load <4 x i32>, ptr %3, align 16
  %9 = load <4 x i32>, ptr %4, align 16
  %10 = srem <4 x i32> %8, %9
  %11 = add <4 x i32> %7, %10
  ret <4 x i32> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vudiv(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = udiv <4 x i32> %5, %6
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @vmul64(<2 x i64> noundef %0, <2 x i64> noundef %1) #0 {
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  store <2 x i64> %0, ptr %3, align 16
  store <2 x i64> %1, ptr %4, align 16
  %5 = load <2 x i64>, ptr %3, align 16
  %6 = load <2 x i64>, ptr %4, align 16
  %7 = mul <2 x i64> %5, %6
  %8 = load <2 x i64>, ptr %3, align 16
  %9 = ashr <2 x i64> %8, <i64 3, i64 3>
  %10 = add <2 x i64> %7, %9
  %11 = load <2 x i64>, ptr %4, align 16
  %12 = shl <2 x i64> %11, <i64 5, i64 5>
  %13 = sub <2 x i64> %10, %12
  ret <2 x i64> %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vcmp(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = icmp slt <4 x i32> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  %9 = load <4 x i32>, ptr %3, align 16
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = icmp eq <4 x i32> %9, %10
  %12 = sext <4 x i1> %11 to <4 x i32>
  %13 = mul <4 x i32> %12, <i32 2, i32 2, i32 2, i32 2>
  %14 = add <4 x i32> %8, %13
  %15 = load <4 x i32>, ptr %3, align 16
  %16 = load <4 x i32>, ptr %4, align 16
  %17 = icmp sge <4 x i32> %15, %16
  %18 = sext <4 x i1> %17 to <4 x i32>
  %19 = mul <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %20 = add <4 x i32> %14, %19
  ret <4 x i32> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vucmp(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = icmp ugt <4 x i32> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  %9 = load <4 x i32>, ptr %3, align 16
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = add <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %12 = icmp ule <4 x i32> %9, %11
  %13 = sext <4 x i1> %12 to <4 x i32>
  %14 = and <4 x i32> %8, %13
  ret <4 x i32> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @vfsel(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load <4 x float>, ptr %4, align 16
  %8 = fcmp ogt <4 x float> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, ptr %5, align 16
  %10 = load <4 x float>, ptr %3, align 16
  %11 = load <4 x float>, ptr %4, align 16
  %12 = fmul <4 x float> %10, %11
  %13 = bitcast <4 x float> %12 to <4 x i32>
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = and <4 x i32> %13, %14
  %16 = load <4 x float>, ptr %3, align 16
  %17 = load <4 x float>, ptr %4, align 16
  %18 = fsub <4 x float> %16, %17
  %19 = bitcast <4 x float> %18 to <4 x i32>
  %20 = load <4 x i32>, ptr %5, align 16
  %21 = xor <4 x i32> %20, <i32 -1, i32 -1, i32 -1, i32 -1>
  %22 = and <4 x i32> %19, %21
  %23 = or <4 x i32> %15, %22
  %24 = bitcast <4 x i32> %23 to <4 x float>
  ret <4 x float> %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @vdmath(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fdiv <2 x double> %5, %6
  %8 = load <2 x double>, ptr %3, align 16
  %9 = load <2 x double>, ptr %3, align 16
  %10 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %9, <2 x double> %7)
  %11 = load <2 x double>, ptr %4, align 16
  %12 = fsub <2 x double> %10, %11
  ret <2 x double> %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vshuf(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 3, i32 6, i32 1, i32 4>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vzip(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vext(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @vrev(<16 x i8> noundef %0) #0 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = shufflevector <16 x i8> %3, <16 x i8> %4, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>
  ret <16 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @vbytes(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %5 = load <16 x i8>, ptr %3, align 16
  %6 = load <16 x i8>, ptr %4, align 16
  %7 = add <16 x i8> %5, %6
  %8 = load <16 x i8>, ptr %3, align 16
  %9 = sub <16 x i8> %8, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %10 = mul <16 x i8> %7, %9
  %11 = ashr <16 x i8> %10, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  ret <16 x i8> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @vubytes(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %6 = load <16 x i8>, ptr %3, align 16
  %7 = load <16 x i8>, ptr %4, align 16
  %8 = icmp ugt <16 x i8> %6, %7
  %9 = sext <16 x i1> %8 to <16 x i8>
  store <16 x i8> %9, ptr %5, align 16
  %10 = load <16 x i8>, ptr %3, align 16
  %11 = load <16 x i8>, ptr %4, align 16
  %12 = sub <16 x i8> %10, %11
  %13 = load <16 x i8>, ptr %5, align 16
  %14 = and <16 x i8> %12, %13
  %15 = load <16 x i8>, ptr %4, align 16
  %16 = load <16 x i8>, ptr %3, align 16
  %17 = sub <16 x i8> %15, %16
  %18 = load <16 x i8>, ptr %5, align 16
  %19 = xor <16 x i8> %18, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %20 = and <16 x i8> %17, %19
  %21 = or <16 x i8> %14, %20
  ret <16 x i8> %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i16> @vshorts(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  %5 = load <8 x i16>, ptr %3, align 16
  %6 = load <8 x i16>, ptr %4, align 16
  %7 = mul <8 x i16> %5, %6
  %8 = ashr <8 x i16> %7, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %9 = load <8 x i16>, ptr %3, align 16
  %10 = icmp slt <8 x i16> %9, zeroinitializer
  %11 = sext <8 x i1> %10 to <8 x i16>
  %12 = or <8 x i16> %8, %11
  ret <8 x i16> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i16> @vshl(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  %5 = load <8 x i16>, ptr %3, align 16
  %6 = load <8 x i16>, ptr %4, align 16
  %7 = and <8 x i16> %6, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %8 = shl <8 x i16> %5, %7
  %9 = load <8 x i16>, ptr %3, align 16
  %10 = load <8 x i16>, ptr %4, align 16
  %11 = and <8 x i16> %10, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %12 = ashr <8 x i16> %9, %11
  %13 = add <8 x i16> %8, %12
  ret <8 x i16> %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vlane(<4 x i32> noundef %0, i32 noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca i32, align 4
  store <4 x i32> %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 3
  %8 = extractelement <4 x i32> %5, i32 %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vset(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store <4 x i32> %0, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = and i32 %8, 3
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = insertelement <4 x i32> %10, i32 %7, i32 %9
  store <4 x i32> %11, ptr %4, align 16
  %12 = load <4 x i32>, ptr %4, align 16
  ret <4 x i32> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @vconvert(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  %5 = fmul <4 x float> %4, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  ret <4 x float> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vtrunc(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @vsplat(double noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca <2 x double>, align 16
  %5 = alloca <2 x double>, align 16
  store double %0, ptr %3, align 8
  store <2 x double> %1, ptr %4, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = load double, ptr %3, align 8
  %8 = insertelement <2 x double> poison, double %7, i64 0
  %9 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> zeroinitializer
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %5, align 16
  %10 = load <2 x double>, ptr %5, align 16
  %11 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> %9, <2 x double> %10)
  ret <2 x double> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @d_fmath(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca <2 x float>, align 8
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %3, align 8
  store <2 x float> %1, ptr %4, align 8
  %6 = load <2 x float>, ptr %3, align 8
  %7 = load <2 x float>, ptr %4, align 8
  %8 = load <2 x float>, ptr %3, align 8
  %9 = load <2 x float>, ptr %4, align 8
  %10 = fdiv <2 x float> %8, %9
  %11 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %6, <2 x float> %7, <2 x float> %10)
  store <2 x float> <float 5.000000e-01, float 2.500000e-01>, ptr %5, align 8
  %12 = load <2 x float>, ptr %5, align 8
  %13 = fsub <2 x float> %11, %12
  ret <2 x float> %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i32> @d_imath(<2 x i32> noundef %0, <2 x i32> noundef %1) #0 {
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  store <2 x i32> %0, ptr %3, align 8
  store <2 x i32> %1, ptr %4, align 8
  %5 = load <2 x i32>, ptr %3, align 8
  %6 = load <2 x i32>, ptr %4, align 8
  %7 = mul <2 x i32> %5, %6
  %8 = load <2 x i32>, ptr %3, align 8
  %9 = ashr <2 x i32> %8, <i32 1, i32 1>
  %10 = xor <2 x i32> %7, %9
  %11 = load <2 x i32>, ptr %3, align 8
  %12 = load <2 x i32>, ptr %4, align 8
  %13 = icmp slt <2 x i32> %11, %12
  %14 = sext <2 x i1> %13 to <2 x i32>
  %15 = xor <2 x i32> %10, %14
  ret <2 x i32> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i16> @d_narrow(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = trunc <4 x i32> %3 to <4 x i16>
  ret <4 x i16> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @d_widen(<4 x i16> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %2, align 8
  %3 = load <4 x i16>, ptr %2, align 8
  %4 = sext <4 x i16> %3 to <4 x i32>
  %5 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @d_from_long(<2 x i64> noundef %0) #0 {
  %2 = alloca <2 x i64>, align 16
  store <2 x i64> %0, ptr %2, align 16
  %3 = load <2 x i64>, ptr %2, align 16
  %4 = sitofp <2 x i64> %3 to <2 x float>
  ret <2 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @d_to_long(<2 x float> noundef %0) #0 {
  %2 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %2, align 8
  %3 = load <2 x float>, ptr %2, align 8
  %4 = fptosi <2 x float> %3 to <2 x i64>
  ret <2 x i64> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i8> @d_high(<16 x i8> noundef %0) #0 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = shufflevector <16 x i8> %3, <16 x i8> %4, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <8 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @d_join(<8 x i8> noundef %0, <8 x i8> noundef %1) #0 {
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  store <8 x i8> %0, ptr %3, align 8
  store <8 x i8> %1, ptr %4, align 8
  %5 = load <8 x i8>, ptr %3, align 8
  %6 = load <8 x i8>, ptr %4, align 8
  %7 = shufflevector <8 x i8> %5, <8 x i8> %6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i8> @d_bytes(<8 x i8> noundef %0, <8 x i8> noundef %1) #0 {
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  store <8 x i8> %0, ptr %3, align 8
  store <8 x i8> %1, ptr %4, align 8
  %5 = load <8 x i8>, ptr %3, align 8
  %6 = load <8 x i8>, ptr %4, align 8
  %7 = add <8 x i8> %5, %6
  %8 = load <8 x i8>, ptr %3, align 8
  %9 = lshr <8 x i8> %8, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %10 = mul <8 x i8> %7, %9
  %11 = load <8 x i8>, ptr %3, align 8
  %12 = load <8 x i8>, ptr %4, align 8
  %13 = icmp ugt <8 x i8> %11, %12
  %14 = sext <8 x i1> %13 to <8 x i8>
  %15 = or <8 x i8> %10, %14
  ret <8 x i8> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @d_bits(<2 x i32> noundef %0) #0 {
  %2 = alloca <2 x i32>, align 8
  store <2 x i32> %0, ptr %2, align 8
  %3 = load <2 x i32>, ptr %2, align 8
  %4 = bitcast <2 x i32> %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vset32(ptr dead_on_unwind noalias writable sret(<32 x i8>) align 16 %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca <32 x i8>, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load <32 x i8>, ptr %1, align 16
  store <32 x i8> %8, ptr %5, align 16
  store i32 %2, ptr %6, align 4
  store i32 %3, ptr %7, align 4
  %9 = load i32, ptr %7, align 4
  %10 = trunc i32 %9 to i8
  %11 = load i32, ptr %6, align 4
  %12 = and i32 %11, 31
  %13 = load <32 x i8>, ptr %5, align 16
  %14 = insertelement <32 x i8> %13, i8 %10, i32 %12
  store <32 x i8> %14, ptr %5, align 16
  %15 = load <32 x i8>, ptr %5, align 16
  store <32 x i8> %15, ptr %0, align 16
  %16 = load <32 x i8>, ptr %0, align 16
  store <32 x i8> %16, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vget4d(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca <4 x double>, align 16
  %4 = alloca i32, align 4
  %5 = load <4 x double>, ptr %0, align 16
  store <4 x double> %5, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %6 = load <4 x double>, ptr %3, align 16
  %7 = load i32, ptr %4, align 4
  %8 = and i32 %7, 3
  %9 = extractelement <4 x double> %6, i32 %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @across(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca i32, align 4
  store <4 x i32> %0, ptr %2, align 16
  %5 = load <4 x i32>, ptr %2, align 16
  store <4 x i32> %5, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %13, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = mul <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %12 = add <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %12, ptr %3, align 16
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  br label %6, !llvm.loop !24

16:                                               ; preds = %6
  %17 = load <4 x i32>, ptr %3, align 16
  ret <4 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <2 x i64>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <2 x double>, align 16
  %17 = alloca <2 x double>, align 16
  %18 = alloca <2 x double>, align 16
  %19 = alloca <16 x i8>, align 16
  %20 = alloca <16 x i8>, align 16
  %21 = alloca <8 x i16>, align 16
  %22 = alloca <8 x i16>, align 16
  %23 = alloca <8 x i16>, align 16
  %24 = alloca <8 x i16>, align 16
  %25 = alloca i32, align 4
  %26 = alloca <4 x float>, align 16
  %27 = alloca <2 x double>, align 16
  %28 = alloca <32 x i8>, align 16
  %29 = alloca i32, align 4
  %30 = alloca <32 x i8>, align 16
  %31 = alloca <32 x i8>, align 16
  %32 = alloca i32, align 4
  %33 = alloca <2 x float>, align 8
  %34 = alloca <2 x float>, align 8
  %35 = alloca <2 x float>, align 8
  %36 = alloca <2 x i32>, align 8
  %37 = alloca <2 x i32>, align 8
  %38 = alloca <2 x i32>, align 8
  %39 = alloca <4 x i16>, align 8
  %40 = alloca <4 x i32>, align 16
  %41 = alloca <4 x i32>, align 16
  %42 = alloca <2 x float>, align 8
  %43 = alloca <2 x i64>, align 16
  %44 = alloca <2 x i64>, align 16
  %45 = alloca <2 x float>, align 8
  %46 = alloca <8 x i8>, align 8
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <4 x double>, align 16
  %49 = alloca <4 x double>, align 16
  %50 = alloca <4 x double>, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %51

51:                                               ; preds = %108, %0
  %52 = load i32, ptr %2, align 4
  %53 = icmp slt i32 %52, 1000
  br i1 %53, label %54, label %111

54:                                               ; preds = %51
  %55 = load i32, ptr %2, align 4
  %56 = sitofp i32 %55 to float
  %57 = call float @llvm.fmuladd.f32(float %56, float 2.500000e-01, float -5.000000e+01)
  %58 = load i32, ptr %2, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %59
  store float %57, ptr %60, align 4
  %61 = load i32, ptr %2, align 4
  %62 = srem i32 %61, 17
  %63 = sitofp i32 %62 to float
  %64 = fmul float %63, 1.500000e+00
  %65 = load i32, ptr %2, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %66
  store float %64, ptr %67, align 4
  %68 = load i32, ptr %2, align 4
  %69 = mul nsw i32 %68, 7919
  %70 = srem i32 %69, 1000
  %71 = sub nsw i32 %70, 500
  %72 = load i32, ptr %2, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %73
  store i32 %71, ptr %74, align 4
  %75 = load i32, ptr %2, align 4
  %76 = srem i32 %75, 13
  %77 = sub nsw i32 %76, 6
  %78 = load i32, ptr %2, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %79
  store i32 %77, ptr %80, align 4
  %81 = load i32, ptr %2, align 4
  %82 = mul nsw i32 %81, 31
  %83 = trunc i32 %82 to i8
  %84 = load i32, ptr %2, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %85
  store i8 %83, ptr %86, align 1
  %87 = load i32, ptr %2, align 4
  %88 = mul nsw i32 %87, 97
  %89 = srem i32 %88, 400
  %90 = sub nsw i32 %89, 200
  %91 = trunc i32 %90 to i16
  %92 = load i32, ptr %2, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %93
  store i16 %91, ptr %94, align 2
  %95 = load i32, ptr %2, align 4
  %96 = sitofp i32 %95 to double
  %97 = fdiv double %96, 3.000000e+00
  %98 = load i32, ptr %2, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %99
  store double %97, ptr %100, align 8
  %101 = load i32, ptr %2, align 4
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, 123456789
  %104 = sub nsw i64 %103, 5000000000
  %105 = load i32, ptr %2, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %106
  store i64 %104, ptr %107, align 8
  br label %108

108:                                              ; preds = %54
  %109 = load i32, ptr %2, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %2, align 4
  br label %51, !llvm.loop !25

111:                                              ; preds = %51
  call void @saxpy(float noundef 1.500000e+00)
  %112 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 10), align 4
  %113 = fpext float %112 to double
  %114 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 999), align 4
  %115 = fpext float %114 to double
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %113, double noundef %115)
  %117 = call i32 @dot()
  %118 = call i32 @maxv()
  %119 = call i32 @bsum()
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %117, i32 noundef %118, i32 noundef %119)
  call void @clampv()
  %121 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %122 = sext i16 %121 to i32
  %123 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 77), align 2
  %124 = sext i16 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %122, i32 noundef %124)
  %126 = call double @dsum()
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %126)
  call void @conv()
  %128 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 3), align 4
  %129 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 998), align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %128, i32 noundef %129)
  call void @shifts(i32 noundef 2)
  %131 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 3), align 4
  %132 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 998), align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %131, i32 noundef %132)
  call void @bytes()
  %134 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 3), align 1
  %135 = zext i8 %134 to i32
  %136 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 998), align 1
  %137 = zext i8 %136 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %135, i32 noundef %137)
  %139 = call i32 @count_less()
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %139)
  call void @reverse()
  %141 = load i32, ptr @ib, align 4
  %142 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 999), align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %141, i32 noundef %142)
  call void @mul64()
  %144 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 1), align 8
  %145 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 998), align 8
  %146 = call i64 @llmin()
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %144, i64 noundef %145, i64 noundef %146)
  %148 = call float @fmaxv()
  %149 = fpext float %148 to double
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %149)
  call void @absdiff()
  %151 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %152 = sext i16 %151 to i32
  %153 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 6), align 2
  %154 = sext i16 %153 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %152, i32 noundef %154)
  call void @fsel()
  %156 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 5), align 4
  %157 = fpext float %156 to double
  %158 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 500), align 4
  %159 = fpext float %158 to double
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %157, double noundef %159)
  call void @to_double()
  %161 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 7), align 8
  %162 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 999), align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %161, double noundef %162)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %164

164:                                              ; preds = %206, %111
  %165 = load i32, ptr %4, align 4
  %166 = icmp slt i32 %165, 1000
  br i1 %166, label %167, label %209

167:                                              ; preds = %164
  %168 = load i64, ptr %3, align 8
  %169 = mul nsw i64 %168, 31
  %170 = load i32, ptr %4, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %169, %174
  %176 = load i32, ptr %4, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %175, %180
  %182 = load i32, ptr %4, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %183
  %185 = load i8, ptr %184, align 1
  %186 = zext i8 %185 to i64
  %187 = add nsw i64 %181, %186
  %188 = load i32, ptr %4, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = sext i16 %191 to i64
  %193 = add nsw i64 %187, %192
  %194 = load i32, ptr %4, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = fptosi float %197 to i64
  %199 = add nsw i64 %193, %198
  %200 = load i32, ptr %4, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8
  %204 = srem i64 %203, 1000
  %205 = add nsw i64 %199, %204
  store i64 %205, ptr %3, align 8
  br label %206

206:                                              ; preds = %167
  %207 = load i32, ptr %4, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %4, align 4
  br label %164, !llvm.loop !26

209:                                              ; preds = %164
  %210 = load i64, ptr %3, align 8
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %210)
  store <4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, ptr %5, align 16
  store <4 x i32> <i32 2, i32 5, i32 -7, i32 3>, ptr %6, align 16
  %212 = load <4 x i32>, ptr %5, align 16
  %213 = load <4 x i32>, ptr %6, align 16
  %214 = call <4 x i32> @vmix(<4 x i32> noundef %212, <4 x i32> noundef %213)
  call void @print4i(ptr noundef @.str.15, <4 x i32> noundef %214)
  %215 = load <4 x i32>, ptr %5, align 16
  %216 = load <4 x i32>, ptr %6, align 16
  %217 = call <4 x i32> @vdiv(<4 x i32> noundef %215, <4 x i32> noundef %216)
  call void @print4i(ptr noundef @.str.16, <4 x i32> noundef %217)
  store <4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, ptr %7, align 16
  store <4 x i32> <i32 2, i32 7, i32 9, i32 1>, ptr %8, align 16
  %218 = load <4 x i32>, ptr %7, align 16
  %219 = load <4 x i32>, ptr %8, align 16
  %220 = call <4 x i32> @vudiv(<4 x i32> noundef %218, <4 x i32> noundef %219)
  store <4 x i32> %220, ptr %9, align 16
  %221 = load <4 x i32>, ptr %9, align 16
  %222 = extractelement <4 x i32> %221, i32 0
  %223 = load <4 x i32>, ptr %9, align 16
  %224 = extractelement <4 x i32> %223, i32 1
  %225 = load <4 x i32>, ptr %9, align 16
  %226 = extractelement <4 x i32> %225, i32 2
  %227 = load <4 x i32>, ptr %9, align 16
  %228 = extractelement <4 x i32> %227, i32 3
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %222, i32 noundef %224, i32 noundef %226, i32 noundef %228)
  store <2 x i64> <i64 123456789012, i64 -5>, ptr %10, align 16
  store <2 x i64> <i64 -987654321, i64 77>, ptr %11, align 16
  %230 = load <2 x i64>, ptr %10, align 16
  %231 = load <2 x i64>, ptr %11, align 16
  %232 = call <2 x i64> @vmul64(<2 x i64> noundef %230, <2 x i64> noundef %231)
  store <2 x i64> %232, ptr %12, align 16
  %233 = load <2 x i64>, ptr %12, align 16
  %234 = extractelement <2 x i64> %233, i32 0
  %235 = load <2 x i64>, ptr %12, align 16
  %236 = extractelement <2 x i64> %235, i32 1
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %234, i64 noundef %236)
  %238 = load <4 x i32>, ptr %5, align 16
  %239 = load <4 x i32>, ptr %6, align 16
  %240 = call <4 x i32> @vcmp(<4 x i32> noundef %238, <4 x i32> noundef %239)
  call void @print4i(ptr noundef @.str.19, <4 x i32> noundef %240)
  %241 = load <4 x i32>, ptr %7, align 16
  %242 = load <4 x i32>, ptr %8, align 16
  %243 = call <4 x i32> @vucmp(<4 x i32> noundef %241, <4 x i32> noundef %242)
  call void @print4i(ptr noundef @.str.20, <4 x i32> noundef %243)
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, ptr %13, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, ptr %14, align 16
  %244 = load <4 x float>, ptr %13, align 16
  %245 = load <4 x float>, ptr %14, align 16
  %246 = call <4 x float> @vfsel(<4 x float> noundef %244, <4 x float> noundef %245)
  store <4 x float> %246, ptr %15, align 16
  %247 = load <4 x float>, ptr %15, align 16
  %248 = extractelement <4 x float> %247, i32 0
  %249 = fpext float %248 to double
  %250 = load <4 x float>, ptr %15, align 16
  %251 = extractelement <4 x float> %250, i32 1
  %252 = fpext float %251 to double
  %253 = load <4 x float>, ptr %15, align 16
  %254 = extractelement <4 x float> %253, i32 2
  %255 = fpext float %254 to double
  %256 = load <4 x float>, ptr %15, align 16
  %257 = extractelement <4 x float> %256, i32 3
  %258 = fpext float %257 to double
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %249, double noundef %252, double noundef %255, double noundef %258)
  store <2 x double> <double 1.500000e+00, double -3.000000e+00>, ptr %16, align 16
  store <2 x double> <double 2.500000e-01, double 7.000000e+00>, ptr %17, align 16
  %260 = load <2 x double>, ptr %16, align 16
  %261 = load <2 x double>, ptr %17, align 16
  %262 = call <2 x double> @vdmath(<2 x double> noundef %260, <2 x double> noundef %261)
  store <2 x double> %262, ptr %18, align 16
  %263 = load <2 x double>, ptr %18, align 16
  %264 = extractelement <2 x double> %263, i32 0
  %265 = load <2 x double>, ptr %18, align 16
  %266 = extractelement <2 x double> %265, i32 1
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %264, double noundef %266)
  %268 = load <4 x i32>, ptr %5, align 16
  %269 = load <4 x i32>, ptr %6, align 16
  %270 = call <4 x i32> @vshuf(<4 x i32> noundef %268, <4 x i32> noundef %269)
  call void @print4i(ptr noundef @.str.23, <4 x i32> noundef %270)
  %271 = load <4 x i32>, ptr %5, align 16
  %272 = load <4 x i32>, ptr %6, align 16
  %273 = call <4 x i32> @vzip(<4 x i32> noundef %271, <4 x i32> noundef %272)
  call void @print4i(ptr noundef @.str.24, <4 x i32> noundef %273)
  %274 = load <4 x i32>, ptr %5, align 16
  %275 = load <4 x i32>, ptr %6, align 16
  %276 = call <4 x i32> @vext(<4 x i32> noundef %274, <4 x i32> noundef %275)
  call void @print4i(ptr noundef @.str.25, <4 x i32> noundef %276)
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, ptr %19, align 16
  store <16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, ptr %20, align 16
  %277 = load <16 x i8>, ptr %19, align 16
  %278 = call <16 x i8> @vrev(<16 x i8> noundef %277)
  call void @print16(ptr noundef @.str.26, <16 x i8> noundef %278)
  %279 = load <16 x i8>, ptr %19, align 16
  %280 = load <16 x i8>, ptr %20, align 16
  %281 = call <16 x i8> @vbytes(<16 x i8> noundef %279, <16 x i8> noundef %280)
  call void @print16(ptr noundef @.str.27, <16 x i8> noundef %281)
  %282 = load <16 x i8>, ptr %19, align 16
  %283 = load <16 x i8>, ptr %20, align 16
  %284 = call <16 x i8> @vubytes(<16 x i8> noundef %282, <16 x i8> noundef %283)
  call void @print16(ptr noundef @.str.28, <16 x i8> noundef %284)
  store <8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, ptr %21, align 16
  store <8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, ptr %22, align 16
  %285 = load <8 x i16>, ptr %21, align 16
  %286 = load <8 x i16>, ptr %22, align 16
  %287 = call <8 x i16> @vshorts(<8 x i16> noundef %285, <8 x i16> noundef %286)
  store <8 x i16> %287, ptr %23, align 16
  %288 = load <8 x i16>, ptr %21, align 16
  %289 = load <8 x i16>, ptr %22, align 16
  %290 = call <8 x i16> @vshl(<8 x i16> noundef %288, <8 x i16> noundef %289)
  store <8 x i16> %290, ptr %24, align 16
  store i32 0, ptr %25, align 4
  br label %291

291:                                              ; preds = %304, %209
  %292 = load i32, ptr %25, align 4
  %293 = icmp slt i32 %292, 8
  br i1 %293, label %294, label %307

294:                                              ; preds = %291
  %295 = load <8 x i16>, ptr %23, align 16
  %296 = load i32, ptr %25, align 4
  %297 = extractelement <8 x i16> %295, i32 %296
  %298 = sext i16 %297 to i32
  %299 = load <8 x i16>, ptr %24, align 16
  %300 = load i32, ptr %25, align 4
  %301 = extractelement <8 x i16> %299, i32 %300
  %302 = sext i16 %301 to i32
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %298, i32 noundef %302)
  br label %304

304:                                              ; preds = %294
  %305 = load i32, ptr %25, align 4
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %25, align 4
  br label %291, !llvm.loop !27

307:                                              ; preds = %291
  %308 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %309 = load <4 x i32>, ptr %5, align 16
  %310 = call i32 @vlane(<4 x i32> noundef %309, i32 noundef 2)
  %311 = load <4 x i32>, ptr %6, align 16
  %312 = call i32 @vlane(<4 x i32> noundef %311, i32 noundef 7)
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %310, i32 noundef %312)
  %314 = load <4 x i32>, ptr %5, align 16
  %315 = call <4 x i32> @vset(<4 x i32> noundef %314, i32 noundef 5, i32 noundef 42)
  call void @print4i(ptr noundef @.str.32, <4 x i32> noundef %315)
  %316 = load <4 x i32>, ptr %5, align 16
  %317 = call <4 x float> @vconvert(<4 x i32> noundef %316)
  store <4 x float> %317, ptr %26, align 16
  %318 = load <4 x float>, ptr %26, align 16
  %319 = extractelement <4 x float> %318, i32 0
  %320 = fpext float %319 to double
  %321 = load <4 x float>, ptr %26, align 16
  %322 = extractelement <4 x float> %321, i32 1
  %323 = fpext float %322 to double
  %324 = load <4 x float>, ptr %26, align 16
  %325 = extractelement <4 x float> %324, i32 2
  %326 = fpext float %325 to double
  %327 = load <4 x float>, ptr %26, align 16
  %328 = extractelement <4 x float> %327, i32 3
  %329 = fpext float %328 to double
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, double noundef %320, double noundef %323, double noundef %326, double noundef %329)
  %331 = load <4 x float>, ptr %15, align 16
  %332 = call <4 x i32> @vtrunc(<4 x float> noundef %331)
  call void @print4i(ptr noundef @.str.34, <4 x i32> noundef %332)
  %333 = load <2 x double>, ptr %16, align 16
  %334 = call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef %333)
  store <2 x double> %334, ptr %27, align 16
  %335 = load <2 x double>, ptr %27, align 16
  %336 = extractelement <2 x double> %335, i32 0
  %337 = load <2 x double>, ptr %27, align 16
  %338 = extractelement <2 x double> %337, i32 1
  %339 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %336, double noundef %338)
  %340 = load <4 x i32>, ptr %5, align 16
  %341 = call <4 x i32> @across(<4 x i32> noundef %340)
  call void @print4i(ptr noundef @.str.36, <4 x i32> noundef %341)
  store <32 x i8> zeroinitializer, ptr %28, align 16
  store i32 0, ptr %29, align 4
  br label %342

342:                                              ; preds = %352, %307
  %343 = load i32, ptr %29, align 4
  %344 = icmp slt i32 %343, 32
  br i1 %344, label %345, label %355

345:                                              ; preds = %342
  %346 = load <32 x i8>, ptr %28, align 16
  %347 = load i32, ptr %29, align 4
  %348 = mul nsw i32 %347, 7
  %349 = load i32, ptr %29, align 4
  %350 = add nsw i32 %349, 1
  store <32 x i8> %346, ptr %31, align 16
  call void @vset32(ptr dead_on_unwind writable sret(<32 x i8>) align 16 %30, ptr noundef %31, i32 noundef %348, i32 noundef %350)
  %351 = load <32 x i8>, ptr %30, align 16
  store <32 x i8> %351, ptr %28, align 16
  br label %352

352:                                              ; preds = %345
  %353 = load i32, ptr %29, align 4
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr %29, align 4
  br label %342, !llvm.loop !28

355:                                              ; preds = %342
  store i32 0, ptr %32, align 4
  br label %356

356:                                              ; preds = %365, %355
  %357 = load i32, ptr %32, align 4
  %358 = icmp slt i32 %357, 32
  br i1 %358, label %359, label %368

359:                                              ; preds = %356
  %360 = load <32 x i8>, ptr %28, align 16
  %361 = load i32, ptr %32, align 4
  %362 = extractelement <32 x i8> %360, i32 %361
  %363 = zext i8 %362 to i32
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %363)
  br label %365

365:                                              ; preds = %359
  %366 = load i32, ptr %32, align 4
  %367 = add nsw i32 %366, 1
  store i32 %367, ptr %32, align 4
  br label %356, !llvm.loop !29

368:                                              ; preds = %356
  %369 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  store <2 x float> <float 1.500000e+00, float -3.000000e+00>, ptr %33, align 8
  store <2 x float> <float 2.500000e-01, float 7.000000e+00>, ptr %34, align 8
  %370 = load <2 x float>, ptr %33, align 8
  %371 = load <2 x float>, ptr %34, align 8
  %372 = call <2 x float> @d_fmath(<2 x float> noundef %370, <2 x float> noundef %371)
  store <2 x float> %372, ptr %35, align 8
  %373 = load <2 x float>, ptr %35, align 8
  %374 = extractelement <2 x float> %373, i32 0
  %375 = fpext float %374 to double
  %376 = load <2 x float>, ptr %35, align 8
  %377 = extractelement <2 x float> %376, i32 1
  %378 = fpext float %377 to double
  %379 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, double noundef %375, double noundef %378)
  store <2 x i32> <i32 100000, i32 -7>, ptr %36, align 8
  store <2 x i32> <i32 3, i32 -9>, ptr %37, align 8
  %380 = load <2 x i32>, ptr %36, align 8
  %381 = load <2 x i32>, ptr %37, align 8
  %382 = call <2 x i32> @d_imath(<2 x i32> noundef %380, <2 x i32> noundef %381)
  store <2 x i32> %382, ptr %38, align 8
  %383 = load <2 x i32>, ptr %38, align 8
  %384 = extractelement <2 x i32> %383, i32 0
  %385 = load <2 x i32>, ptr %38, align 8
  %386 = extractelement <2 x i32> %385, i32 1
  %387 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %384, i32 noundef %386)
  store <4 x i32> <i32 70000, i32 -70000, i32 32767, i32 -5>, ptr %40, align 16
  %388 = load <4 x i32>, ptr %40, align 16
  %389 = call <4 x i16> @d_narrow(<4 x i32> noundef %388)
  store <4 x i16> %389, ptr %39, align 8
  %390 = load <4 x i16>, ptr %39, align 8
  %391 = call <4 x i32> @d_widen(<4 x i16> noundef %390)
  store <4 x i32> %391, ptr %41, align 16
  %392 = load <4 x i16>, ptr %39, align 8
  %393 = extractelement <4 x i16> %392, i32 0
  %394 = sext i16 %393 to i32
  %395 = load <4 x i16>, ptr %39, align 8
  %396 = extractelement <4 x i16> %395, i32 1
  %397 = sext i16 %396 to i32
  %398 = load <4 x i16>, ptr %39, align 8
  %399 = extractelement <4 x i16> %398, i32 2
  %400 = sext i16 %399 to i32
  %401 = load <4 x i16>, ptr %39, align 8
  %402 = extractelement <4 x i16> %401, i32 3
  %403 = sext i16 %402 to i32
  %404 = load <4 x i32>, ptr %41, align 16
  %405 = extractelement <4 x i32> %404, i32 0
  %406 = load <4 x i32>, ptr %41, align 16
  %407 = extractelement <4 x i32> %406, i32 1
  %408 = load <4 x i32>, ptr %41, align 16
  %409 = extractelement <4 x i32> %408, i32 2
  %410 = load <4 x i32>, ptr %41, align 16
  %411 = extractelement <4 x i32> %410, i32 3
  %412 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef %394, i32 noundef %397, i32 noundef %400, i32 noundef %403, i32 noundef %405, i32 noundef %407, i32 noundef %409, i32 noundef %411)
  store <2 x i64> <i64 9007199254740993, i64 -123456789012345>, ptr %43, align 16
  %413 = load <2 x i64>, ptr %43, align 16
  %414 = call <2 x float> @d_from_long(<2 x i64> noundef %413)
  store <2 x float> %414, ptr %42, align 8
  store <2 x float> <float -3.750000e+00, float 1.000000e+10>, ptr %45, align 8
  %415 = load <2 x float>, ptr %45, align 8
  %416 = call <2 x i64> @d_to_long(<2 x float> noundef %415)
  store <2 x i64> %416, ptr %44, align 16
  %417 = load <2 x float>, ptr %42, align 8
  %418 = extractelement <2 x float> %417, i32 0
  %419 = fpext float %418 to double
  %420 = load <2 x float>, ptr %42, align 8
  %421 = extractelement <2 x float> %420, i32 1
  %422 = fpext float %421 to double
  %423 = load <2 x i64>, ptr %44, align 16
  %424 = extractelement <2 x i64> %423, i32 0
  %425 = load <2 x i64>, ptr %44, align 16
  %426 = extractelement <2 x i64> %425, i32 1
  %427 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, double noundef %419, double noundef %422, i64 noundef %424, i64 noundef %426)
  %428 = load <16 x i8>, ptr %19, align 16
  %429 = call <8 x i8> @d_high(<16 x i8> noundef %428)
  store <8 x i8> %429, ptr %46, align 8
  %430 = load <8 x i8>, ptr %46, align 8
  %431 = load <16 x i8>, ptr %20, align 16
  %432 = call <8 x i8> @d_high(<16 x i8> noundef %431)
  %433 = call <8 x i8> @d_bytes(<8 x i8> noundef %430, <8 x i8> noundef %432)
  %434 = load <8 x i8>, ptr %46, align 8
  %435 = call <16 x i8> @d_join(<8 x i8> noundef %433, <8 x i8> noundef %434)
  store <16 x i8> %435, ptr %47, align 16
  %436 = load <16 x i8>, ptr %47, align 16
  call void @print16(ptr noundef @.str.42, <16 x i8> noundef %436)
  %437 = load <2 x i32>, ptr %38, align 8
  %438 = call i64 @d_bits(<2 x i32> noundef %437)
  %439 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, i64 noundef %438)
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %48, align 16
  %440 = load <4 x double>, ptr %48, align 16
  store <4 x double> %440, ptr %49, align 16
  %441 = call double @vget4d(ptr noundef %49, i32 noundef 1)
  %442 = load <4 x double>, ptr %48, align 16
  store <4 x double> %442, ptr %50, align 16
  %443 = call double @vget4d(ptr noundef %50, i32 noundef 6)
  %444 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, double noundef %441, double noundef %443)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print4i(ptr noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  store ptr %0, ptr %3, align 8
  store <4 x i32> %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = extractelement <4 x i32> %6, i32 0
  %8 = load <4 x i32>, ptr %4, align 16
  %9 = extractelement <4 x i32> %8, i32 1
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = extractelement <4 x i32> %10, i32 2
  %12 = load <4 x i32>, ptr %4, align 16
  %13 = extractelement <4 x i32> %12, i32 3
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print16(ptr noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <16 x i8>, align 16
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store <16 x i8> %1, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.46, ptr noundef %6)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %17, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %20

11:                                               ; preds = %8
  %12 = load <16 x i8>, ptr %4, align 16
  %13 = load i32, ptr %5, align 4
  %14 = extractelement <16 x i8> %12, i32 %13
  %15 = sext i8 %14 to i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.47, i32 noundef %15)
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %8, !llvm.loop !30

20:                                               ; preds = %8
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
