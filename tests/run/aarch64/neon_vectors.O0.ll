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
@.str.37 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.39 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %28

28:                                               ; preds = %85, %0
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %29, 1000
  br i1 %30, label %31, label %88

31:                                               ; preds = %28
  %32 = load i32, ptr %2, align 4
  %33 = sitofp i32 %32 to float
  %34 = call float @llvm.fmuladd.f32(float %33, float 2.500000e-01, float -5.000000e+01)
  %35 = load i32, ptr %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %36
  store float %34, ptr %37, align 4
  %38 = load i32, ptr %2, align 4
  %39 = srem i32 %38, 17
  %40 = sitofp i32 %39 to float
  %41 = fmul float %40, 1.500000e+00
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %43
  store float %41, ptr %44, align 4
  %45 = load i32, ptr %2, align 4
  %46 = mul nsw i32 %45, 7919
  %47 = srem i32 %46, 1000
  %48 = sub nsw i32 %47, 500
  %49 = load i32, ptr %2, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %50
  store i32 %48, ptr %51, align 4
  %52 = load i32, ptr %2, align 4
  %53 = srem i32 %52, 13
  %54 = sub nsw i32 %53, 6
  %55 = load i32, ptr %2, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %56
  store i32 %54, ptr %57, align 4
  %58 = load i32, ptr %2, align 4
  %59 = mul nsw i32 %58, 31
  %60 = trunc i32 %59 to i8
  %61 = load i32, ptr %2, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %62
  store i8 %60, ptr %63, align 1
  %64 = load i32, ptr %2, align 4
  %65 = mul nsw i32 %64, 97
  %66 = srem i32 %65, 400
  %67 = sub nsw i32 %66, 200
  %68 = trunc i32 %67 to i16
  %69 = load i32, ptr %2, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %70
  store i16 %68, ptr %71, align 2
  %72 = load i32, ptr %2, align 4
  %73 = sitofp i32 %72 to double
  %74 = fdiv double %73, 3.000000e+00
  %75 = load i32, ptr %2, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %76
  store double %74, ptr %77, align 8
  %78 = load i32, ptr %2, align 4
  %79 = sext i32 %78 to i64
  %80 = mul nsw i64 %79, 123456789
  %81 = sub nsw i64 %80, 5000000000
  %82 = load i32, ptr %2, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %83
  store i64 %81, ptr %84, align 8
  br label %85

85:                                               ; preds = %31
  %86 = load i32, ptr %2, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %2, align 4
  br label %28, !llvm.loop !25

88:                                               ; preds = %28
  call void @saxpy(float noundef 1.500000e+00)
  %89 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 10), align 4
  %90 = fpext float %89 to double
  %91 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 999), align 4
  %92 = fpext float %91 to double
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %90, double noundef %92)
  %94 = call i32 @dot()
  %95 = call i32 @maxv()
  %96 = call i32 @bsum()
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %94, i32 noundef %95, i32 noundef %96)
  call void @clampv()
  %98 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %99 = sext i16 %98 to i32
  %100 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 77), align 2
  %101 = sext i16 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99, i32 noundef %101)
  %103 = call double @dsum()
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %103)
  call void @conv()
  %105 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 3), align 4
  %106 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ia, i64 0, i64 998), align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %105, i32 noundef %106)
  call void @shifts(i32 noundef 2)
  %108 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 3), align 4
  %109 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 998), align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %108, i32 noundef %109)
  call void @bytes()
  %111 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 3), align 1
  %112 = zext i8 %111 to i32
  %113 = load i8, ptr getelementptr inbounds ([1000 x i8], ptr @u8, i64 0, i64 998), align 1
  %114 = zext i8 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %112, i32 noundef %114)
  %116 = call i32 @count_less()
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %116)
  call void @reverse()
  %118 = load i32, ptr @ib, align 4
  %119 = load i32, ptr getelementptr inbounds ([1000 x i32], ptr @ib, i64 0, i64 999), align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %118, i32 noundef %119)
  call void @mul64()
  %121 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 1), align 8
  %122 = load i64, ptr getelementptr inbounds ([1000 x i64], ptr @ll, i64 0, i64 998), align 8
  %123 = call i64 @llmin()
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %121, i64 noundef %122, i64 noundef %123)
  %125 = call float @fmaxv()
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %126)
  call void @absdiff()
  %128 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 5), align 2
  %129 = sext i16 %128 to i32
  %130 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr @s16, i64 0, i64 6), align 2
  %131 = sext i16 %130 to i32
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %129, i32 noundef %131)
  call void @fsel()
  %133 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 5), align 4
  %134 = fpext float %133 to double
  %135 = load float, ptr getelementptr inbounds ([1000 x float], ptr @c, i64 0, i64 500), align 4
  %136 = fpext float %135 to double
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %134, double noundef %136)
  call void @to_double()
  %138 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 7), align 8
  %139 = load double, ptr getelementptr inbounds ([1000 x double], ptr @d, i64 0, i64 999), align 8
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %138, double noundef %139)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %141

141:                                              ; preds = %183, %88
  %142 = load i32, ptr %4, align 4
  %143 = icmp slt i32 %142, 1000
  br i1 %143, label %144, label %186

144:                                              ; preds = %141
  %145 = load i64, ptr %3, align 8
  %146 = mul nsw i64 %145, 31
  %147 = load i32, ptr %4, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %146, %151
  %153 = load i32, ptr %4, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %152, %157
  %159 = load i32, ptr %4, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %160
  %162 = load i8, ptr %161, align 1
  %163 = zext i8 %162 to i64
  %164 = add nsw i64 %158, %163
  %165 = load i32, ptr %4, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %166
  %168 = load i16, ptr %167, align 2
  %169 = sext i16 %168 to i64
  %170 = add nsw i64 %164, %169
  %171 = load i32, ptr %4, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fptosi float %174 to i64
  %176 = add nsw i64 %170, %175
  %177 = load i32, ptr %4, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %178
  %180 = load i64, ptr %179, align 8
  %181 = srem i64 %180, 1000
  %182 = add nsw i64 %176, %181
  store i64 %182, ptr %3, align 8
  br label %183

183:                                              ; preds = %144
  %184 = load i32, ptr %4, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %4, align 4
  br label %141, !llvm.loop !26

186:                                              ; preds = %141
  %187 = load i64, ptr %3, align 8
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %187)
  store <4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, ptr %5, align 16
  store <4 x i32> <i32 2, i32 5, i32 -7, i32 3>, ptr %6, align 16
  %189 = load <4 x i32>, ptr %5, align 16
  %190 = load <4 x i32>, ptr %6, align 16
  %191 = call <4 x i32> @vmix(<4 x i32> noundef %189, <4 x i32> noundef %190)
  call void @print4i(ptr noundef @.str.15, <4 x i32> noundef %191)
  %192 = load <4 x i32>, ptr %5, align 16
  %193 = load <4 x i32>, ptr %6, align 16
  %194 = call <4 x i32> @vdiv(<4 x i32> noundef %192, <4 x i32> noundef %193)
  call void @print4i(ptr noundef @.str.16, <4 x i32> noundef %194)
  store <4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, ptr %7, align 16
  store <4 x i32> <i32 2, i32 7, i32 9, i32 1>, ptr %8, align 16
  %195 = load <4 x i32>, ptr %7, align 16
  %196 = load <4 x i32>, ptr %8, align 16
  %197 = call <4 x i32> @vudiv(<4 x i32> noundef %195, <4 x i32> noundef %196)
  store <4 x i32> %197, ptr %9, align 16
  %198 = load <4 x i32>, ptr %9, align 16
  %199 = extractelement <4 x i32> %198, i32 0
  %200 = load <4 x i32>, ptr %9, align 16
  %201 = extractelement <4 x i32> %200, i32 1
  %202 = load <4 x i32>, ptr %9, align 16
  %203 = extractelement <4 x i32> %202, i32 2
  %204 = load <4 x i32>, ptr %9, align 16
  %205 = extractelement <4 x i32> %204, i32 3
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %199, i32 noundef %201, i32 noundef %203, i32 noundef %205)
  store <2 x i64> <i64 123456789012, i64 -5>, ptr %10, align 16
  store <2 x i64> <i64 -987654321, i64 77>, ptr %11, align 16
  %207 = load <2 x i64>, ptr %10, align 16
  %208 = load <2 x i64>, ptr %11, align 16
  %209 = call <2 x i64> @vmul64(<2 x i64> noundef %207, <2 x i64> noundef %208)
  store <2 x i64> %209, ptr %12, align 16
  %210 = load <2 x i64>, ptr %12, align 16
  %211 = extractelement <2 x i64> %210, i32 0
  %212 = load <2 x i64>, ptr %12, align 16
  %213 = extractelement <2 x i64> %212, i32 1
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %211, i64 noundef %213)
  %215 = load <4 x i32>, ptr %5, align 16
  %216 = load <4 x i32>, ptr %6, align 16
  %217 = call <4 x i32> @vcmp(<4 x i32> noundef %215, <4 x i32> noundef %216)
  call void @print4i(ptr noundef @.str.19, <4 x i32> noundef %217)
  %218 = load <4 x i32>, ptr %7, align 16
  %219 = load <4 x i32>, ptr %8, align 16
  %220 = call <4 x i32> @vucmp(<4 x i32> noundef %218, <4 x i32> noundef %219)
  call void @print4i(ptr noundef @.str.20, <4 x i32> noundef %220)
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, ptr %13, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, ptr %14, align 16
  %221 = load <4 x float>, ptr %13, align 16
  %222 = load <4 x float>, ptr %14, align 16
  %223 = call <4 x float> @vfsel(<4 x float> noundef %221, <4 x float> noundef %222)
  store <4 x float> %223, ptr %15, align 16
  %224 = load <4 x float>, ptr %15, align 16
  %225 = extractelement <4 x float> %224, i32 0
  %226 = fpext float %225 to double
  %227 = load <4 x float>, ptr %15, align 16
  %228 = extractelement <4 x float> %227, i32 1
  %229 = fpext float %228 to double
  %230 = load <4 x float>, ptr %15, align 16
  %231 = extractelement <4 x float> %230, i32 2
  %232 = fpext float %231 to double
  %233 = load <4 x float>, ptr %15, align 16
  %234 = extractelement <4 x float> %233, i32 3
  %235 = fpext float %234 to double
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %226, double noundef %229, double noundef %232, double noundef %235)
  store <2 x double> <double 1.500000e+00, double -3.000000e+00>, ptr %16, align 16
  store <2 x double> <double 2.500000e-01, double 7.000000e+00>, ptr %17, align 16
  %237 = load <2 x double>, ptr %16, align 16
  %238 = load <2 x double>, ptr %17, align 16
  %239 = call <2 x double> @vdmath(<2 x double> noundef %237, <2 x double> noundef %238)
  store <2 x double> %239, ptr %18, align 16
  %240 = load <2 x double>, ptr %18, align 16
  %241 = extractelement <2 x double> %240, i32 0
  %242 = load <2 x double>, ptr %18, align 16
  %243 = extractelement <2 x double> %242, i32 1
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %241, double noundef %243)
  %245 = load <4 x i32>, ptr %5, align 16
  %246 = load <4 x i32>, ptr %6, align 16
  %247 = call <4 x i32> @vshuf(<4 x i32> noundef %245, <4 x i32> noundef %246)
  call void @print4i(ptr noundef @.str.23, <4 x i32> noundef %247)
  %248 = load <4 x i32>, ptr %5, align 16
  %249 = load <4 x i32>, ptr %6, align 16
  %250 = call <4 x i32> @vzip(<4 x i32> noundef %248, <4 x i32> noundef %249)
  call void @print4i(ptr noundef @.str.24, <4 x i32> noundef %250)
  %251 = load <4 x i32>, ptr %5, align 16
  %252 = load <4 x i32>, ptr %6, align 16
  %253 = call <4 x i32> @vext(<4 x i32> noundef %251, <4 x i32> noundef %252)
  call void @print4i(ptr noundef @.str.25, <4 x i32> noundef %253)
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, ptr %19, align 16
  store <16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, ptr %20, align 16
  %254 = load <16 x i8>, ptr %19, align 16
  %255 = call <16 x i8> @vrev(<16 x i8> noundef %254)
  call void @print16(ptr noundef @.str.26, <16 x i8> noundef %255)
  %256 = load <16 x i8>, ptr %19, align 16
  %257 = load <16 x i8>, ptr %20, align 16
  %258 = call <16 x i8> @vbytes(<16 x i8> noundef %256, <16 x i8> noundef %257)
  call void @print16(ptr noundef @.str.27, <16 x i8> noundef %258)
  %259 = load <16 x i8>, ptr %19, align 16
  %260 = load <16 x i8>, ptr %20, align 16
  %261 = call <16 x i8> @vubytes(<16 x i8> noundef %259, <16 x i8> noundef %260)
  call void @print16(ptr noundef @.str.28, <16 x i8> noundef %261)
  store <8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, ptr %21, align 16
  store <8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, ptr %22, align 16
  %262 = load <8 x i16>, ptr %21, align 16
  %263 = load <8 x i16>, ptr %22, align 16
  %264 = call <8 x i16> @vshorts(<8 x i16> noundef %262, <8 x i16> noundef %263)
  store <8 x i16> %264, ptr %23, align 16
  %265 = load <8 x i16>, ptr %21, align 16
  %266 = load <8 x i16>, ptr %22, align 16
  %267 = call <8 x i16> @vshl(<8 x i16> noundef %265, <8 x i16> noundef %266)
  store <8 x i16> %267, ptr %24, align 16
  store i32 0, ptr %25, align 4
  br label %268

268:                                              ; preds = %281, %186
  %269 = load i32, ptr %25, align 4
  %270 = icmp slt i32 %269, 8
  br i1 %270, label %271, label %284

271:                                              ; preds = %268
  %272 = load <8 x i16>, ptr %23, align 16
  %273 = load i32, ptr %25, align 4
  %274 = extractelement <8 x i16> %272, i32 %273
  %275 = sext i16 %274 to i32
  %276 = load <8 x i16>, ptr %24, align 16
  %277 = load i32, ptr %25, align 4
  %278 = extractelement <8 x i16> %276, i32 %277
  %279 = sext i16 %278 to i32
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %275, i32 noundef %279)
  br label %281

281:                                              ; preds = %271
  %282 = load i32, ptr %25, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %25, align 4
  br label %268, !llvm.loop !27

284:                                              ; preds = %268
  %285 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %286 = load <4 x i32>, ptr %5, align 16
  %287 = call i32 @vlane(<4 x i32> noundef %286, i32 noundef 2)
  %288 = load <4 x i32>, ptr %6, align 16
  %289 = call i32 @vlane(<4 x i32> noundef %288, i32 noundef 7)
  %290 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %287, i32 noundef %289)
  %291 = load <4 x i32>, ptr %5, align 16
  %292 = call <4 x i32> @vset(<4 x i32> noundef %291, i32 noundef 5, i32 noundef 42)
  call void @print4i(ptr noundef @.str.32, <4 x i32> noundef %292)
  %293 = load <4 x i32>, ptr %5, align 16
  %294 = call <4 x float> @vconvert(<4 x i32> noundef %293)
  store <4 x float> %294, ptr %26, align 16
  %295 = load <4 x float>, ptr %26, align 16
  %296 = extractelement <4 x float> %295, i32 0
  %297 = fpext float %296 to double
  %298 = load <4 x float>, ptr %26, align 16
  %299 = extractelement <4 x float> %298, i32 1
  %300 = fpext float %299 to double
  %301 = load <4 x float>, ptr %26, align 16
  %302 = extractelement <4 x float> %301, i32 2
  %303 = fpext float %302 to double
  %304 = load <4 x float>, ptr %26, align 16
  %305 = extractelement <4 x float> %304, i32 3
  %306 = fpext float %305 to double
  %307 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, double noundef %297, double noundef %300, double noundef %303, double noundef %306)
  %308 = load <4 x float>, ptr %15, align 16
  %309 = call <4 x i32> @vtrunc(<4 x float> noundef %308)
  call void @print4i(ptr noundef @.str.34, <4 x i32> noundef %309)
  %310 = load <2 x double>, ptr %16, align 16
  %311 = call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef %310)
  store <2 x double> %311, ptr %27, align 16
  %312 = load <2 x double>, ptr %27, align 16
  %313 = extractelement <2 x double> %312, i32 0
  %314 = load <2 x double>, ptr %27, align 16
  %315 = extractelement <2 x double> %314, i32 1
  %316 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %313, double noundef %315)
  %317 = load <4 x i32>, ptr %5, align 16
  %318 = call <4 x i32> @across(<4 x i32> noundef %317)
  call void @print4i(ptr noundef @.str.36, <4 x i32> noundef %318)
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
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
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
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %6)
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
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %15)
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %8, !llvm.loop !28

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
