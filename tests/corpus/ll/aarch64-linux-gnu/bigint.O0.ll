; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Big, align 4
  %5 = alloca %struct.Big, align 4
  %6 = alloca %struct.Big, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Big, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Big, align 4
  store i32 0, ptr %1, align 4
  call void @big_set(ptr noundef %2, i32 noundef 1)
  store i32 2, ptr %3, align 4
  br label %11

11:                                               ; preds = %16, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp ule i32 %12, 100
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  call void @big_mul_small(ptr noundef %2, i32 noundef %15)
  br label %16

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4
  %18 = add i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %11, !llvm.loop !6

19:                                               ; preds = %11
  call void @big_print(ptr noundef @.str, ptr noundef %2)
  %20 = call i32 @big_digit_sum(ptr noundef %2)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
  call void @big_set(ptr noundef %4, i32 noundef 0)
  call void @big_set(ptr noundef %5, i32 noundef 1)
  store i32 0, ptr %7, align 4
  br label %22

22:                                               ; preds = %26, %19
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %23, 300
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  call void @big_add(ptr noundef %6, ptr noundef %4, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 484, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 484, i1 false)
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %22, !llvm.loop !8

29:                                               ; preds = %22
  call void @big_print(ptr noundef @.str.2, ptr noundef %4)
  call void @big_set(ptr noundef %8, i32 noundef 2)
  store i32 0, ptr %9, align 4
  br label %30

30:                                               ; preds = %34, %29
  %31 = load i32, ptr %9, align 4
  %32 = icmp slt i32 %31, 8
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  call void @big_mul(ptr noundef %8, ptr noundef %8, ptr noundef %8)
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %30, !llvm.loop !9

37:                                               ; preds = %30
  call void @big_print(ptr noundef @.str.3, ptr noundef %8)
  call void @big_mul(ptr noundef %10, ptr noundef %2, ptr noundef %4)
  %38 = call i32 @big_digit_sum(ptr noundef %10)
  %39 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %38, i32 noundef %40)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 484, i1 false)
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 0
  store i32 %6, ptr %9, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  store i32 1, ptr %11, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [120 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.Big, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [120 x i32], ptr %31, i64 0, i64 %33
  store i32 %29, ptr %34, align 4
  %35 = load i64, ptr %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %8, !llvm.loop !10

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %44, %40
  %42 = load i64, ptr %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i64, ptr %5, align 8
  %46 = urem i64 %45, 1000000000
  %47 = trunc i64 %46 to i32
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.Big, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.Big, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [120 x i32], ptr %49, i64 0, i64 %54
  store i32 %47, ptr %55, align 4
  %56 = load i64, ptr %5, align 8
  %57 = udiv i64 %56, 1000000000
  store i64 %57, ptr %5, align 8
  br label %41, !llvm.loop !11

58:                                               ; preds = %41
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %6)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [120 x i32], ptr %9, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %16)
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Big, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = sub nsw i32 %20, 2
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %33, %2
  %23 = load i32, ptr %5, align 4
  %24 = icmp sge i32 %23, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.Big, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [120 x i32], ptr %27, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %31)
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, -1
  store i32 %35, ptr %5, align 4
  br label %22, !llvm.loop !12

36:                                               ; preds = %22
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_digit_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %27, %12
  %20 = load i32, ptr %5, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4
  %24 = urem i32 %23, 10
  %25 = load i32, ptr %3, align 4
  %26 = add i32 %25, %24
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %5, align 4
  %29 = udiv i32 %28, 10
  store i32 %29, ptr %5, align 4
  br label %19, !llvm.loop !13

30:                                               ; preds = %19
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %6, !llvm.loop !14

34:                                               ; preds = %6
  %35 = load i32, ptr %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Big, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = icmp sgt i32 %14, %17
  br i1 %18, label %19, label %23

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Big, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  br label %27

23:                                               ; preds = %3
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %22, %19 ], [ %26, %23 ]
  store i32 %28, ptr %7, align 4
  store i32 0, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 484, i1 false)
  store i32 0, ptr %10, align 4
  br label %29

29:                                               ; preds = %60, %27
  %30 = load i32, ptr %10, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %63

33:                                               ; preds = %29
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Big, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [120 x i32], ptr %35, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.Big, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [120 x i32], ptr %41, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = add i32 %39, %45
  %47 = load i32, ptr %8, align 4
  %48 = add i32 %46, %47
  store i32 %48, ptr %11, align 4
  %49 = load i32, ptr %11, align 4
  %50 = icmp uge i32 %49, 1000000000
  %51 = zext i1 %50 to i32
  store i32 %51, ptr %8, align 4
  %52 = load i32, ptr %11, align 4
  %53 = load i32, ptr %8, align 4
  %54 = mul i32 %53, 1000000000
  %55 = sub i32 %52, %54
  %56 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [120 x i32], ptr %56, i64 0, i64 %58
  store i32 %55, ptr %59, align 4
  br label %60

60:                                               ; preds = %33
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %10, align 4
  br label %29, !llvm.loop !15

63:                                               ; preds = %29
  %64 = load i32, ptr %7, align 4
  %65 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 1
  store i32 %64, ptr %65, align 4
  %66 = load i32, ptr %8, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = load i32, ptr %8, align 4
  %70 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %71 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %71, align 4
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds [120 x i32], ptr %70, i64 0, i64 %74
  store i32 %69, ptr %75, align 4
  br label %76

76:                                               ; preds = %68, %63
  %77 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %77, ptr align 4 %9, i64 484, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [240 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Big, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 1920, i1 false)
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %86, %3
  %16 = load i32, ptr %8, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %89

21:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  br label %22

22:                                               ; preds = %82, %21
  %23 = load i32, ptr %9, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %85

28:                                               ; preds = %22
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [120 x i32], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = zext i32 %34 to i64
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.Big, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [120 x i32], ptr %37, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = zext i32 %41 to i64
  %43 = mul i64 %35, %42
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8
  %50 = add i64 %49, %43
  store i64 %50, ptr %48, align 8
  %51 = load i32, ptr %8, align 4
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8
  %57 = icmp uge i64 %56, 8000000000000000000
  br i1 %57, label %58, label %81

58:                                               ; preds = %28
  %59 = load i32, ptr %8, align 4
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = udiv i64 %64, 1000000000
  %66 = load i32, ptr %8, align 4
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %66, %67
  %69 = add nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = add i64 %72, %65
  store i64 %73, ptr %71, align 8
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %9, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = urem i64 %79, 1000000000
  store i64 %80, ptr %78, align 8
  br label %81

81:                                               ; preds = %58, %28
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %22, !llvm.loop !16

85:                                               ; preds = %22
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %8, align 4
  br label %15, !llvm.loop !17

89:                                               ; preds = %15
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 0, i64 484, i1 false)
  store i64 0, ptr %11, align 8
  %90 = load ptr, ptr %5, align 8
  %91 = getelementptr inbounds %struct.Big, ptr %90, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = load ptr, ptr %6, align 8
  %94 = getelementptr inbounds %struct.Big, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = add nsw i32 %92, %95
  store i32 %96, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %97

97:                                               ; preds = %117, %89
  %98 = load i32, ptr %13, align 4
  %99 = load i32, ptr %12, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %120

101:                                              ; preds = %97
  %102 = load i32, ptr %13, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %103
  %105 = load i64, ptr %104, align 8
  %106 = load i64, ptr %11, align 8
  %107 = add i64 %105, %106
  store i64 %107, ptr %14, align 8
  %108 = load i64, ptr %14, align 8
  %109 = urem i64 %108, 1000000000
  %110 = trunc i64 %109 to i32
  %111 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 0
  %112 = load i32, ptr %13, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [120 x i32], ptr %111, i64 0, i64 %113
  store i32 %110, ptr %114, align 4
  %115 = load i64, ptr %14, align 8
  %116 = udiv i64 %115, 1000000000
  store i64 %116, ptr %11, align 8
  br label %117

117:                                              ; preds = %101
  %118 = load i32, ptr %13, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %13, align 4
  br label %97, !llvm.loop !18

120:                                              ; preds = %97
  %121 = load i32, ptr %12, align 4
  %122 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  store i32 %121, ptr %122, align 4
  br label %123

123:                                              ; preds = %138, %120
  %124 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %125 = load i32, ptr %124, align 4
  %126 = icmp sgt i32 %125, 1
  br i1 %126, label %127, label %136

127:                                              ; preds = %123
  %128 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 0
  %129 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %130 = load i32, ptr %129, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [120 x i32], ptr %128, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = icmp eq i32 %134, 0
  br label %136

136:                                              ; preds = %127, %123
  %137 = phi i1 [ false, %123 ], [ %135, %127 ]
  br i1 %137, label %138, label %142

138:                                              ; preds = %136
  %139 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = add nsw i32 %140, -1
  store i32 %141, ptr %139, align 4
  br label %123, !llvm.loop !19

142:                                              ; preds = %136
  %143 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %143, ptr align 4 %10, i64 484, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
