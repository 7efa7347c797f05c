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
@.str.38 = private unnamed_addr constant [13 x i8] c"get4d %f %f\0A\00", align 1
@.str.39 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.41 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

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
  %33 = alloca <4 x double>, align 16
  %34 = alloca <4 x double>, align 16
  %35 = alloca <4 x double>, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %36

36:                                               ; preds = %93, %0
  %37 = load i32, ptr %2, align 4
  %38 = icmp slt i32 %37, 1000
  br i1 %38, label %39, label %96

39:                                               ; preds = %36
  %40 = load i32, ptr %2, align 4
  %41 = sitofp i32 %40 to float
  %42 = call float @llvm.fmuladd.f32(float %41, float 2.500000e-01, float -5.000000e+01)
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %44
  store float %42, ptr %45, align 4
  %46 = load i32, ptr %2, align 4
  %47 = srem i32 %46, 17
  %48 = sitofp i32 %47 to float
  %49 = fmul float %48, 1.500000e+00
  %50 = load i32, ptr %2, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %51
  store float %49, ptr %52, align 4
  %53 = load i32, ptr %2, align 4
  %54 = mul nsw i32 %53, 7919
  %55 = srem i32 %54, 1000
  %56 = sub nsw i32 %55, 500
  %57 = load i32, ptr %2, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %58
  store i32 %56, ptr %59, align 4
  %60 = load i32, ptr %2, align 4
  %61 = srem i32 %60, 13
  %62 = sub nsw i32 %61, 6
  %63 = load i32, ptr %2, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %64
  store i32 %62, ptr %65, align 4
  %66 = load i32, ptr %2, align 4
  %67 = mul nsw i32 %66, 31
  %68 = trunc i32 %67 to i8
  %69 = load i32, ptr %2, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %70
  store i8 %68, ptr %71, align 1
  %72 = load i32, ptr %2, align 4
  %73 = mul nsw i32 %72, 97
  %74 = srem i32 %73, 400
  %75 = sub nsw i32 %74, 200
  %76 = trunc i32 %75 to i16
  %77 = load i32, ptr %2, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %78
  store i16 %76, ptr %79, align 2
  %80 = load i32, ptr %2, align 4
  %81 = sitofp i32 %80 to double
  %82 = fdiv double %81, 3.000000e+00
  %83 = load i32, ptr %2, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %84
  store double %82, ptr %85, align 8
  %86 = load i32, ptr %2, align 4
  %87 = sext i32 %86 to i64
  %88 = mul nsw i64 %87, 123456789
  %89 = sub nsw i64 %88, 5000000000
  %90 = load i32, ptr %2, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %91
  store i64 %89, ptr %92, align 8
  br label %93

93:                                               ; preds = %39
  %94 = load i32, ptr %2, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %2, align 4
  br label %36, !llvm.loop !25

96:                                               ; preds = %36
  call void @saxpy(float noundef 1.500000e+00)
  %97 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 10), align 4
  %98 = fpext float %97 to double
  %99 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 999), align 4
  %100 = fpext float %99 to double
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %98, double noundef %100)
  %102 = call i32 @dot()
  %103 = call i32 @maxv()
  %104 = call i32 @bsum()
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %102, i32 noundef %103, i32 noundef %104)
  call void @clampv()
  %106 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %107 = sext i16 %106 to i32
  %108 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 77), align 2
  %109 = sext i16 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %107, i32 noundef %109)
  %111 = call double @dsum()
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %111)
  call void @conv()
  %113 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 3), align 4
  %114 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 998), align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %113, i32 noundef %114)
  call void @shifts(i32 noundef 2)
  %116 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 3), align 4
  %117 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 998), align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %116, i32 noundef %117)
  call void @bytes()
  %119 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 3), align 1
  %120 = zext i8 %119 to i32
  %121 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 998), align 1
  %122 = zext i8 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %120, i32 noundef %122)
  %124 = call i32 @count_less()
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %124)
  call void @reverse()
  %126 = load i32, ptr @ib, align 4
  %127 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 999), align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %126, i32 noundef %127)
  call void @mul64()
  %129 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 1), align 8
  %130 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 998), align 8
  %131 = call i64 @llmin()
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %129, i64 noundef %130, i64 noundef %131)
  %133 = call float @fmaxv()
  %134 = fpext float %133 to double
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %134)
  call void @absdiff()
  %136 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %137 = sext i16 %136 to i32
  %138 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 6), align 2
  %139 = sext i16 %138 to i32
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %137, i32 noundef %139)
  call void @fsel()
  %141 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 5), align 4
  %142 = fpext float %141 to double
  %143 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 500), align 4
  %144 = fpext float %143 to double
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %142, double noundef %144)
  call void @to_double()
  %146 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 7), align 8
  %147 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 999), align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %146, double noundef %147)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %149

149:                                              ; preds = %191, %96
  %150 = load i32, ptr %4, align 4
  %151 = icmp slt i32 %150, 1000
  br i1 %151, label %152, label %194

152:                                              ; preds = %149
  %153 = load i64, ptr %3, align 8
  %154 = mul nsw i64 %153, 31
  %155 = load i32, ptr %4, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4
  %159 = sext i32 %158 to i64
  %160 = add nsw i64 %154, %159
  %161 = load i32, ptr %4, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = sext i32 %164 to i64
  %166 = add nsw i64 %160, %165
  %167 = load i32, ptr %4, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %168
  %170 = load i8, ptr %169, align 1
  %171 = zext i8 %170 to i64
  %172 = add nsw i64 %166, %171
  %173 = load i32, ptr %4, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %174
  %176 = load i16, ptr %175, align 2
  %177 = sext i16 %176 to i64
  %178 = add nsw i64 %172, %177
  %179 = load i32, ptr %4, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = fptosi float %182 to i64
  %184 = add nsw i64 %178, %183
  %185 = load i32, ptr %4, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %186
  %188 = load i64, ptr %187, align 8
  %189 = srem i64 %188, 1000
  %190 = add nsw i64 %184, %189
  store i64 %190, ptr %3, align 8
  br label %191

191:                                              ; preds = %152
  %192 = load i32, ptr %4, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %4, align 4
  br label %149, !llvm.loop !26

194:                                              ; preds = %149
  %195 = load i64, ptr %3, align 8
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %195)
  store <4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, ptr %5, align 16
  store <4 x i32> <i32 2, i32 5, i32 -7, i32 3>, ptr %6, align 16
  %197 = load <4 x i32>, ptr %5, align 16
  %198 = load <4 x i32>, ptr %6, align 16
  %199 = call <4 x i32> @vmix(<4 x i32> noundef %197, <4 x i32> noundef %198)
  call void @print4i(ptr noundef @.str.15, <4 x i32> noundef %199)
  %200 = load <4 x i32>, ptr %5, align 16
  %201 = load <4 x i32>, ptr %6, align 16
  %202 = call <4 x i32> @vdiv(<4 x i32> noundef %200, <4 x i32> noundef %201)
  call void @print4i(ptr noundef @.str.16, <4 x i32> noundef %202)
  store <4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, ptr %7, align 16
  store <4 x i32> <i32 2, i32 7, i32 9, i32 1>, ptr %8, align 16
  %203 = load <4 x i32>, ptr %7, align 16
  %204 = load <4 x i32>, ptr %8, align 16
  %205 = call <4 x i32> @vudiv(<4 x i32> noundef %203, <4 x i32> noundef %204)
  store <4 x i32> %205, ptr %9, align 16
  %206 = load <4 x i32>, ptr %9, align 16
  %207 = extractelement <4 x i32> %206, i32 0
  %208 = load <4 x i32>, ptr %9, align 16
  %209 = extractelement <4 x i32> %208, i32 1
  %210 = load <4 x i32>, ptr %9, align 16
  %211 = extractelement <4 x i32> %210, i32 2
  %212 = load <4 x i32>, ptr %9, align 16
  %213 = extractelement <4 x i32> %212, i32 3
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %207, i32 noundef %209, i32 noundef %211, i32 noundef %213)
  store <2 x i64> <i64 123456789012, i64 -5>, ptr %10, align 16
  store <2 x i64> <i64 -987654321, i64 77>, ptr %11, align 16
  %215 = load <2 x i64>, ptr %10, align 16
  %216 = load <2 x i64>, ptr %11, align 16
  %217 = call <2 x i64> @vmul64(<2 x i64> noundef %215, <2 x i64> noundef %216)
  store <2 x i64> %217, ptr %12, align 16
  %218 = load <2 x i64>, ptr %12, align 16
  %219 = extractelement <2 x i64> %218, i32 0
  %220 = load <2 x i64>, ptr %12, align 16
  %221 = extractelement <2 x i64> %220, i32 1
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %219, i64 noundef %221)
  %223 = load <4 x i32>, ptr %5, align 16
  %224 = load <4 x i32>, ptr %6, align 16
  %225 = call <4 x i32> @vcmp(<4 x i32> noundef %223, <4 x i32> noundef %224)
  call void @print4i(ptr noundef @.str.19, <4 x i32> noundef %225)
  %226 = load <4 x i32>, ptr %7, align 16
  %227 = load <4 x i32>, ptr %8, align 16
  %228 = call <4 x i32> @vucmp(<4 x i32> noundef %226, <4 x i32> noundef %227)
  call void @print4i(ptr noundef @.str.20, <4 x i32> noundef %228)
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, ptr %13, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, ptr %14, align 16
  %229 = load <4 x float>, ptr %13, align 16
  %230 = load <4 x float>, ptr %14, align 16
  %231 = call <4 x float> @vfsel(<4 x float> noundef %229, <4 x float> noundef %230)
  store <4 x float> %231, ptr %15, align 16
  %232 = load <4 x float>, ptr %15, align 16
  %233 = extractelement <4 x float> %232, i32 0
  %234 = fpext float %233 to double
  %235 = load <4 x float>, ptr %15, align 16
  %236 = extractelement <4 x float> %235, i32 1
  %237 = fpext float %236 to double
  %238 = load <4 x float>, ptr %15, align 16
  %239 = extractelement <4 x float> %238, i32 2
  %240 = fpext float %239 to double
  %241 = load <4 x float>, ptr %15, align 16
  %242 = extractelement <4 x float> %241, i32 3
  %243 = fpext float %242 to double
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %234, double noundef %237, double noundef %240, double noundef %243)
  store <2 x double> <double 1.500000e+00, double -3.000000e+00>, ptr %16, align 16
  store <2 x double> <double 2.500000e-01, double 7.000000e+00>, ptr %17, align 16
  %245 = load <2 x double>, ptr %16, align 16
  %246 = load <2 x double>, ptr %17, align 16
  %247 = call <2 x double> @vdmath(<2 x double> noundef %245, <2 x double> noundef %246)
  store <2 x double> %247, ptr %18, align 16
  %248 = load <2 x double>, ptr %18, align 16
  %249 = extractelement <2 x double> %248, i32 0
  %250 = load <2 x double>, ptr %18, align 16
  %251 = extractelement <2 x double> %250, i32 1
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %249, double noundef %251)
  %253 = load <4 x i32>, ptr %5, align 16
  %254 = load <4 x i32>, ptr %6, align 16
  %255 = call <4 x i32> @vshuf(<4 x i32> noundef %253, <4 x i32> noundef %254)
  call void @print4i(ptr noundef @.str.23, <4 x i32> noundef %255)
  %256 = load <4 x i32>, ptr %5, align 16
  %257 = load <4 x i32>, ptr %6, align 16
  %258 = call <4 x i32> @vzip(<4 x i32> noundef %256, <4 x i32> noundef %257)
  call void @print4i(ptr noundef @.str.24, <4 x i32> noundef %258)
  %259 = load <4 x i32>, ptr %5, align 16
  %260 = load <4 x i32>, ptr %6, align 16
  %261 = call <4 x i32> @vext(<4 x i32> noundef %259, <4 x i32> noundef %260)
  call void @print4i(ptr noundef @.str.25, <4 x i32> noundef %261)
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, ptr %19, align 16
  store <16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, ptr %20, align 16
  %262 = load <16 x i8>, ptr %19, align 16
  %263 = call <16 x i8> @vrev(<16 x i8> noundef %262)
  call void @print16(ptr noundef @.str.26, <16 x i8> noundef %263)
  %264 = load <16 x i8>, ptr %19, align 16
  %265 = load <16 x i8>, ptr %20, align 16
  %266 = call <16 x i8> @vbytes(<16 x i8> noundef %264, <16 x i8> noundef %265)
  call void @print16(ptr noundef @.str.27, <16 x i8> noundef %266)
  %267 = load <16 x i8>, ptr %19, align 16
  %268 = load <16 x i8>, ptr %20, align 16
  %269 = call <16 x i8> @vubytes(<16 x i8> noundef %267, <16 x i8> noundef %268)
  call void @print16(ptr noundef @.str.28, <16 x i8> noundef %269)
  store <8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, ptr %21, align 16
  store <8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, ptr %22, align 16
  %270 = load <8 x i16>, ptr %21, align 16
  %271 = load <8 x i16>, ptr %22, align 16
  %272 = call <8 x i16> @vshorts(<8 x i16> noundef %270, <8 x i16> noundef %271)
  store <8 x i16> %272, ptr %23, align 16
  %273 = load <8 x i16>, ptr %21, align 16
  %274 = load <8 x i16>, ptr %22, align 16
  %275 = call <8 x i16> @vshl(<8 x i16> noundef %273, <8 x i16> noundef %274)
  store <8 x i16> %275, ptr %24, align 16
  store i32 0, ptr %25, align 4
  br label %276

276:                                              ; preds = %289, %194
  %277 = load i32, ptr %25, align 4
  %278 = icmp slt i32 %277, 8
  br i1 %278, label %279, label %292

279:                                              ; preds = %276
  %280 = load <8 x i16>, ptr %23, align 16
  %281 = load i32, ptr %25, align 4
  %282 = extractelement <8 x i16> %280, i32 %281
  %283 = sext i16 %282 to i32
  %284 = load <8 x i16>, ptr %24, align 16
  %285 = load i32, ptr %25, align 4
  %286 = extractelement <8 x i16> %284, i32 %285
  %287 = sext i16 %286 to i32
  %288 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %283, i32 noundef %287)
  br label %289

289:                                              ; preds = %279
  %290 = load i32, ptr %25, align 4
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %25, align 4
  br label %276, !llvm.loop !27

292:                                              ; preds = %276
  %293 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %294 = load <4 x i32>, ptr %5, align 16
  %295 = call i32 @vlane(<4 x i32> noundef %294, i32 noundef 2)
  %296 = load <4 x i32>, ptr %6, align 16
  %297 = call i32 @vlane(<4 x i32> noundef %296, i32 noundef 7)
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %295, i32 noundef %297)
  %299 = load <4 x i32>, ptr %5, align 16
  %300 = call <4 x i32> @vset(<4 x i32> noundef %299, i32 noundef 5, i32 noundef 42)
  call void @print4i(ptr noundef @.str.32, <4 x i32> noundef %300)
  %301 = load <4 x i32>, ptr %5, align 16
  %302 = call <4 x float> @vconvert(<4 x i32> noundef %301)
  store <4 x float> %302, ptr %26, align 16
  %303 = load <4 x float>, ptr %26, align 16
  %304 = extractelement <4 x float> %303, i32 0
  %305 = fpext float %304 to double
  %306 = load <4 x float>, ptr %26, align 16
  %307 = extractelement <4 x float> %306, i32 1
  %308 = fpext float %307 to double
  %309 = load <4 x float>, ptr %26, align 16
  %310 = extractelement <4 x float> %309, i32 2
  %311 = fpext float %310 to double
  %312 = load <4 x float>, ptr %26, align 16
  %313 = extractelement <4 x float> %312, i32 3
  %314 = fpext float %313 to double
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, double noundef %305, double noundef %308, double noundef %311, double noundef %314)
  %316 = load <4 x float>, ptr %15, align 16
  %317 = call <4 x i32> @vtrunc(<4 x float> noundef %316)
  call void @print4i(ptr noundef @.str.34, <4 x i32> noundef %317)
  %318 = load <2 x double>, ptr %16, align 16
  %319 = call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef %318)
  store <2 x double> %319, ptr %27, align 16
  %320 = load <2 x double>, ptr %27, align 16
  %321 = extractelement <2 x double> %320, i32 0
  %322 = load <2 x double>, ptr %27, align 16
  %323 = extractelement <2 x double> %322, i32 1
  %324 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %321, double noundef %323)
  %325 = load <4 x i32>, ptr %5, align 16
  %326 = call <4 x i32> @across(<4 x i32> noundef %325)
  call void @print4i(ptr noundef @.str.36, <4 x i32> noundef %326)
  store <32 x i8> zeroinitializer, ptr %28, align 16
  store i32 0, ptr %29, align 4
  br label %327

327:                                              ; preds = %337, %292
  %328 = load i32, ptr %29, align 4
  %329 = icmp slt i32 %328, 32
  br i1 %329, label %330, label %340

330:                                              ; preds = %327
  %331 = load <32 x i8>, ptr %28, align 16
  %332 = load i32, ptr %29, align 4
  %333 = mul nsw i32 %332, 7
  %334 = load i32, ptr %29, align 4
  %335 = add nsw i32 %334, 1
  store <32 x i8> %331, ptr %31, align 16
  call void @vset32(ptr dead_on_unwind writable sret(<32 x i8>) align 16 %30, ptr noundef %31, i32 noundef %333, i32 noundef %335)
  %336 = load <32 x i8>, ptr %30, align 16
  store <32 x i8> %336, ptr %28, align 16
  br label %337

337:                                              ; preds = %330
  %338 = load i32, ptr %29, align 4
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %29, align 4
  br label %327, !llvm.loop !28

340:                                              ; preds = %327
  store i32 0, ptr %32, align 4
  br label %341

341:                                              ; preds = %350, %340
  %342 = load i32, ptr %32, align 4
  %343 = icmp slt i32 %342, 32
  br i1 %343, label %344, label %353

344:                                              ; preds = %341
  %345 = load <32 x i8>, ptr %28, align 16
  %346 = load i32, ptr %32, align 4
  %347 = extractelement <32 x i8> %345, i32 %346
  %348 = zext i8 %347 to i32
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %348)
  br label %350

350:                                              ; preds = %344
  %351 = load i32, ptr %32, align 4
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr %32, align 4
  br label %341, !llvm.loop !29

353:                                              ; preds = %341
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %33, align 16
  %355 = load <4 x double>, ptr %33, align 16
  store <4 x double> %355, ptr %34, align 16
  %356 = call double @vget4d(ptr noundef %34, i32 noundef 1)
  %357 = load <4 x double>, ptr %33, align 16
  store <4 x double> %357, ptr %35, align 16
  %358 = call double @vget4d(ptr noundef %35, i32 noundef 6)
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, double noundef %356, double noundef %358)
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
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
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
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, ptr noundef %6)
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
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i32 noundef %15)
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
