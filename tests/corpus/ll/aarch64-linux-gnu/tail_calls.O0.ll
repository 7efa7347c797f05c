; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call i64 @sum_to(i64 noundef 10000, i64 noundef 0)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6)
  %8 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %9 = call i32 @gcd(i32 noundef 832040, i32 noundef 514229)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %8, i32 noundef %9)
  %11 = call i32 @ping(i32 noundef 5000, i32 noundef 1)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %13

13:                                               ; preds = %27, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp ult i32 %14, 30000
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = zext i32 %17 to i64
  %19 = call i32 @collatz_len(i64 noundef %18, i32 noundef 1)
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %2, align 4
  %22 = icmp ugt i32 %20, %21
  br i1 %22, label %23, label %26

23:                                               ; preds = %16
  %24 = load i32, ptr %5, align 4
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %4, align 4
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %23, %16
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %4, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %4, align 4
  br label %13, !llvm.loop !6

30:                                               ; preds = %13
  %31 = load i32, ptr %3, align 4
  %32 = load i32, ptr %2, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %31, i32 noundef %32)
  %34 = call double @pow_acc(double noundef 1.500000e+00, i32 noundef 20, double noundef 1.000000e+00)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %34)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_to(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %3, align 8
  br label %17

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = sub i64 %11, 1
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add i64 %13, %14
  %16 = call i64 @sum_to(i64 noundef %12, i64 noundef %15)
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %10, %8
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = srem i32 %9, %10
  %12 = call i32 @gcd(i32 noundef %8, i32 noundef %11)
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %3, align 4
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %12, %7 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ping(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sle i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  br label %17

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = sub nsw i32 %10, 1
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 5
  %14 = srem i32 %13, 10007
  %15 = add nsw i32 %14, 1
  %16 = call i32 @pong(i32 noundef %11, i32 noundef %15)
  br label %17

17:                                               ; preds = %9, %7
  %18 = phi i32 [ %8, %7 ], [ %16, %9 ]
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_len(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 1
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %3, align 4
  br label %26

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %11, 2
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = load i64, ptr %4, align 8
  %16 = mul i64 3, %15
  %17 = add i64 %16, 1
  br label %21

18:                                               ; preds = %10
  %19 = load i64, ptr %4, align 8
  %20 = udiv i64 %19, 2
  br label %21

21:                                               ; preds = %18, %14
  %22 = phi i64 [ %17, %14 ], [ %20, %18 ]
  %23 = load i32, ptr %5, align 4
  %24 = add i32 %23, 1
  %25 = call i32 @collatz_len(i64 noundef %22, i32 noundef %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %21, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pow_acc(double noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  %8 = load i32, ptr %6, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, ptr %7, align 8
  store double %11, ptr %4, align 8
  br label %36

12:                                               ; preds = %3
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load double, ptr %5, align 8
  %18 = load double, ptr %5, align 8
  %19 = fmul double %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = lshr i32 %20, 1
  %22 = load double, ptr %7, align 8
  %23 = load double, ptr %5, align 8
  %24 = fmul double %22, %23
  %25 = call double @pow_acc(double noundef %19, i32 noundef %21, double noundef %24)
  br label %34

26:                                               ; preds = %12
  %27 = load double, ptr %5, align 8
  %28 = load double, ptr %5, align 8
  %29 = fmul double %27, %28
  %30 = load i32, ptr %6, align 4
  %31 = lshr i32 %30, 1
  %32 = load double, ptr %7, align 8
  %33 = call double @pow_acc(double noundef %29, i32 noundef %31, double noundef %32)
  br label %34

34:                                               ; preds = %26, %16
  %35 = phi double [ %25, %16 ], [ %33, %26 ]
  store double %35, ptr %4, align 8
  br label %36

36:                                               ; preds = %34, %10
  %37 = load double, ptr %4, align 8
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pong(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sle i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  br label %17

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = sub nsw i32 %10, 1
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 3
  %14 = srem i32 %13, 10007
  %15 = add nsw i32 %14, 2
  %16 = call i32 @ping(i32 noundef %11, i32 noundef %15)
  br label %17

17:                                               ; preds = %9, %7
  %18 = phi i32 [ %8, %7 ], [ %16, %9 ]
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
