; ModuleID = 'tests/programs/recursion.c'
source_filename = "tests/programs/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [42 x i8] c"ackermann(2,3) = %d, ackermann(3,4) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fib(27) = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"is_even(1001) = %d, is_odd(777) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"hanoi moves = %d hash = %u\0A\00", align 1
@hanoi_moves = internal global i32 0, align 4
@hanoi_hash = internal global i32 0, align 4
@__const.main.s = private unnamed_addr constant [8 x i8] c"abcdefg\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"permutations = %d hash = %u\0A\00", align 1
@perm_count = internal global i32 0, align 4
@perm_hash = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"flood fill = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@grid = internal global [8 x [13 x i8]] [[13 x i8] c"....#.......\00", [13 x i8] c".##.#.####..\00", [13 x i8] c".#..#....#..\00", [13 x i8] c".#.###.#.#..\00", [13 x i8] c".#.....#.#..\00", [13 x i8] c".#######.##.\00", [13 x i8] c"........#...\00", [13 x i8] c"#######.#...\00"], align 16
@.str.7 = private unnamed_addr constant [12 x i8] c"gcd = %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"digit sum = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i8], align 1
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %5 = call i32 @ackermann(i32 noundef 3, i32 noundef 4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %5)
  %7 = call i64 @fib(i32 noundef 27)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %7)
  %9 = call i32 @is_even(i32 noundef 1001)
  %10 = call i32 @is_odd(i32 noundef 777)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9, i32 noundef %10)
  call void @hanoi(i32 noundef 12, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %12 = load i32, ptr @hanoi_moves, align 4
  %13 = load i32, ptr @hanoi_hash, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %12, i32 noundef %13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.s, i64 8, i1 false)
  %15 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 0
  %16 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 0
  %17 = call i64 @strlen(ptr noundef %16) #4
  %18 = trunc i64 %17 to i32
  call void @permute(ptr noundef %15, i32 noundef 0, i32 noundef %18)
  %19 = load i32, ptr @perm_count, align 4
  %20 = load i32, ptr @perm_hash, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %19, i32 noundef %20)
  %22 = call i32 @flood(i32 noundef 0, i32 noundef 0)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %22)
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %33, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 8
  br i1 %26, label %27, label %36

27:                                               ; preds = %24
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %29
  %31 = getelementptr inbounds [13 x i8], ptr %30, i64 0, i64 0
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %31)
  br label %33

33:                                               ; preds = %27
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %24, !llvm.loop !6

36:                                               ; preds = %24
  %37 = call i64 @gcd(i64 noundef 1234567890123, i64 noundef 9876543210)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %37)
  %39 = call i32 @sum_digits_rec(i64 noundef -1)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %39)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  br label %16

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @fib(i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 2
  %14 = call i64 @fib(i32 noundef %13)
  %15 = add nsw i64 %11, %14
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %32

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %7, align 4
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %18 = load i32, ptr @hanoi_moves, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @hanoi_moves, align 4
  %20 = load i32, ptr @hanoi_hash, align 4
  %21 = mul i32 %20, 7
  %22 = load i32, ptr %6, align 4
  %23 = mul nsw i32 %22, 3
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %23, %24
  %26 = add i32 %21, %25
  store i32 %26, ptr @hanoi_hash, align 4
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  call void @hanoi(i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  br label %32

32:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @permute(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %34

13:                                               ; preds = %3
  %14 = load i32, ptr @perm_count, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @perm_count, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %30, %13
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %16
  %21 = load i32, ptr @perm_hash, align 4
  %22 = mul i32 %21, 31
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = add i32 %22, %28
  store i32 %29, ptr @perm_hash, align 4
  br label %30

30:                                               ; preds = %20
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %16, !llvm.loop !8

33:                                               ; preds = %16
  br label %86

34:                                               ; preds = %3
  %35 = load i32, ptr %5, align 4
  store i32 %35, ptr %8, align 4
  br label %36

36:                                               ; preds = %83, %34
  %37 = load i32, ptr %8, align 4
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %86

40:                                               ; preds = %36
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = load i8, ptr %44, align 1
  store i8 %45, ptr %9, align 1
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  store i8 %50, ptr %54, align 1
  %55 = load i8, ptr %9, align 1
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  store i8 %55, ptr %59, align 1
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  %63 = load i32, ptr %6, align 4
  call void @permute(ptr noundef %60, i32 noundef %62, i32 noundef %63)
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i8, ptr %64, i64 %66
  %68 = load i8, ptr %67, align 1
  store i8 %68, ptr %9, align 1
  %69 = load ptr, ptr %4, align 8
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %5, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  store i8 %73, ptr %77, align 1
  %78 = load i8, ptr %9, align 1
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr %79, i64 %81
  store i8 %78, ptr %82, align 1
  br label %83

83:                                               ; preds = %40
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %36, !llvm.loop !9

86:                                               ; preds = %33, %36
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @flood(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %27, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp sge i32 %9, 8
  br i1 %10, label %27, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %27, label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = icmp sge i32 %15, 12
  br i1 %16, label %27, label %17

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %19
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [13 x i8], ptr %20, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp ne i32 %25, 46
  br i1 %26, label %27, label %28

27:                                               ; preds = %17, %14, %11, %8, %2
  store i32 0, ptr %3, align 4
  br label %55

28:                                               ; preds = %17
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x [13 x i8]], ptr @grid, i64 0, i64 %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [13 x i8], ptr %31, i64 0, i64 %33
  store i8 111, ptr %34, align 1
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  %37 = load i32, ptr %5, align 4
  %38 = call i32 @flood(i32 noundef %36, i32 noundef %37)
  %39 = add nsw i32 1, %38
  %40 = load i32, ptr %4, align 4
  %41 = sub nsw i32 %40, 1
  %42 = load i32, ptr %5, align 4
  %43 = call i32 @flood(i32 noundef %41, i32 noundef %42)
  %44 = add nsw i32 %39, %43
  %45 = load i32, ptr %4, align 4
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  %48 = call i32 @flood(i32 noundef %45, i32 noundef %47)
  %49 = add nsw i32 %44, %48
  %50 = load i32, ptr %4, align 4
  %51 = load i32, ptr %5, align 4
  %52 = sub nsw i32 %51, 1
  %53 = call i32 @flood(i32 noundef %50, i32 noundef %52)
  %54 = add nsw i32 %49, %53
  store i32 %54, ptr %3, align 4
  br label %55

55:                                               ; preds = %28, %27
  %56 = load i32, ptr %3, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = srem i64 %11, %12
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_digits_rec(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load i64, ptr %2, align 8
  %8 = urem i64 %7, 10
  %9 = trunc i64 %8 to i32
  %10 = load i64, ptr %2, align 8
  %11 = udiv i64 %10, 10
  %12 = call i32 @sum_digits_rec(i64 noundef %11)
  %13 = add nsw i32 %9, %12
  br label %14

14:                                               ; preds = %6, %5
  %15 = phi i32 [ 0, %5 ], [ %13, %6 ]
  ret i32 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
