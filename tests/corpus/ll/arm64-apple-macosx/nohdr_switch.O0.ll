; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [11 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [23 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %22, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp sle i32 %14, 7
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  %18 = mul i32 %17, 7
  %19 = load i32, ptr %3, align 4
  %20 = call i32 @rgb(i32 noundef %19)
  %21 = add i32 %18, %20
  store i32 %21, ptr %2, align 4
  br label %22

22:                                               ; preds = %16
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %13, !llvm.loop !5

25:                                               ; preds = %13
  %26 = load i32, ptr %2, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.keys, i64 88, i1 false)
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %42, %25
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 11
  br i1 %30, label %31, label %45

31:                                               ; preds = %28
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [11 x i64], ptr %4, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [11 x i64], ptr %4, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = call i32 @sparse(i64 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %35, i32 noundef %40)
  br label %42

42:                                               ; preds = %31
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %28, !llvm.loop !7

45:                                               ; preds = %28
  store i32 0, ptr %6, align 4
  store i32 1999, ptr %7, align 4
  br label %46

46:                                               ; preds = %77, %45
  %47 = load i32, ptr %7, align 4
  %48 = icmp sle i32 %47, 2004
  br i1 %48, label %49, label %80

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = srem i32 %50, 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %49
  %54 = load i32, ptr %7, align 4
  %55 = srem i32 %54, 100
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %61, label %57

57:                                               ; preds = %53, %49
  %58 = load i32, ptr %7, align 4
  %59 = srem i32 %58, 400
  %60 = icmp eq i32 %59, 0
  br label %61

61:                                               ; preds = %57, %53
  %62 = phi i1 [ true, %53 ], [ %60, %57 ]
  %63 = zext i1 %62 to i32
  store i32 %63, ptr %8, align 4
  store i32 1, ptr %9, align 4
  br label %64

64:                                               ; preds = %73, %61
  %65 = load i32, ptr %9, align 4
  %66 = icmp sle i32 %65, 12
  br i1 %66, label %67, label %76

67:                                               ; preds = %64
  %68 = load i32, ptr %9, align 4
  %69 = load i32, ptr %8, align 4
  %70 = call i32 @days_in_month(i32 noundef %68, i32 noundef %69)
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %6, align 4
  br label %73

73:                                               ; preds = %67
  %74 = load i32, ptr %9, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %9, align 4
  br label %64, !llvm.loop !8

76:                                               ; preds = %64
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %46, !llvm.loop !9

80:                                               ; preds = %46
  %81 = load i32, ptr %6, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %81)
  store i32 0, ptr %11, align 4
  br label %83

83:                                               ; preds = %93, %80
  %84 = load i32, ptr %11, align 4
  %85 = icmp slt i32 %84, 23
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i32, ptr %11, align 4
  %88 = load i32, ptr %11, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [23 x i32], ptr %10, i64 0, i64 %91
  store i32 %89, ptr %92, align 4
  br label %93

93:                                               ; preds = %86
  %94 = load i32, ptr %11, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %11, align 4
  br label %83, !llvm.loop !10

96:                                               ; preds = %83
  store i32 0, ptr %12, align 4
  br label %97

97:                                               ; preds = %106, %96
  %98 = load i32, ptr %12, align 4
  %99 = icmp sle i32 %98, 23
  br i1 %99, label %100, label %109

100:                                              ; preds = %97
  %101 = load i32, ptr %12, align 4
  %102 = getelementptr inbounds [23 x i32], ptr %10, i64 0, i64 0
  %103 = load i32, ptr %12, align 4
  %104 = call i32 @duff_sum(ptr noundef %102, i32 noundef %103)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %101, i32 noundef %104)
  br label %106

106:                                              ; preds = %100
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 5
  store i32 %108, ptr %12, align 4
  br label %97, !llvm.loop !11

109:                                              ; preds = %97
  %110 = call i32 @tokenize(ptr noundef @.str.5)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %110)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @rgb(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
  ]

5:                                                ; preds = %1
  store i32 16711680, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 65280, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 255, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 65535, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 16711935, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 16776960, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 16777215, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 57005, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @sparse(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %14 [
    i64 1, label %5
    i64 10, label %6
    i64 100, label %7
    i64 1000, label %8
    i64 10000, label %9
    i64 100000, label %10
    i64 1000000, label %11
    i64 10000000000, label %12
    i64 -1, label %13
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 40, ptr %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %15

10:                                               ; preds = %1
  store i32 60, ptr %2, align 4
  br label %15

11:                                               ; preds = %1
  store i32 70, ptr %2, align 4
  br label %15

12:                                               ; preds = %1
  store i32 80, ptr %2, align 4
  br label %15

13:                                               ; preds = %1
  store i32 90, ptr %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %15

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @days_in_month(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %13 [
    i32 2, label %7
    i32 4, label %12
    i32 6, label %12
    i32 9, label %12
    i32 11, label %12
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 29, i32 28
  store i32 %11, ptr %3, align 4
  br label %14

12:                                               ; preds = %2, %2, %2, %2
  store i32 30, ptr %3, align 4
  br label %14

13:                                               ; preds = %2
  store i32 31, ptr %3, align 4
  br label %14

14:                                               ; preds = %13, %12, %7
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @duff_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, 3
  %10 = sdiv i32 %9, 4
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sle i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %49

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = srem i32 %15, 4
  switch i32 %16, label %47 [
    i32 0, label %17
    i32 3, label %24
    i32 2, label %30
    i32 1, label %36
  ]

17:                                               ; preds = %14
  br label %18

18:                                               ; preds = %42, %17
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds i32, ptr %19, i32 1
  store ptr %20, ptr %4, align 8
  %21 = load i32, ptr %19, align 4
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %14, %18
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds i32, ptr %25, i32 1
  store ptr %26, ptr %4, align 8
  %27 = load i32, ptr %25, align 4
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %6, align 4
  br label %30

30:                                               ; preds = %14, %24
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds i32, ptr %31, i32 1
  store ptr %32, ptr %4, align 8
  %33 = load i32, ptr %31, align 4
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %6, align 4
  br label %36

36:                                               ; preds = %14, %30
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds i32, ptr %37, i32 1
  store ptr %38, ptr %4, align 8
  %39 = load i32, ptr %37, align 4
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %6, align 4
  br label %42

42:                                               ; preds = %36
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %7, align 4
  %45 = icmp sgt i32 %44, 0
  br i1 %45, label %18, label %46, !llvm.loop !12

46:                                               ; preds = %42
  br label %47

47:                                               ; preds = %46, %14
  %48 = load i32, ptr %6, align 4
  store i32 %48, ptr %3, align 4
  br label %49

49:                                               ; preds = %47, %13
  %50 = load i32, ptr %3, align 4
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @tokenize(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %73, %1
  %8 = load ptr, ptr %2, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %76

11:                                               ; preds = %7
  %12 = load ptr, ptr %2, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  switch i32 %14, label %69 [
    i32 95, label %17
    i32 65, label %16
    i32 66, label %16
    i32 67, label %16
    i32 68, label %16
    i32 69, label %16
    i32 70, label %16
    i32 71, label %16
    i32 72, label %16
    i32 73, label %16
    i32 74, label %16
    i32 75, label %16
    i32 76, label %16
    i32 77, label %16
    i32 78, label %16
    i32 79, label %16
    i32 80, label %16
    i32 81, label %16
    i32 82, label %16
    i32 83, label %16
    i32 84, label %16
    i32 85, label %16
    i32 86, label %16
    i32 87, label %16
    i32 88, label %16
    i32 89, label %16
    i32 90, label %16
    i32 97, label %15
    i32 98, label %15
    i32 99, label %15
    i32 100, label %15
    i32 101, label %15
    i32 102, label %15
    i32 103, label %15
    i32 104, label %15
    i32 105, label %15
    i32 106, label %15
    i32 107, label %15
    i32 108, label %15
    i32 109, label %15
    i32 110, label %15
    i32 111, label %15
    i32 112, label %15
    i32 113, label %15
    i32 114, label %15
    i32 115, label %15
    i32 116, label %15
    i32 117, label %15
    i32 118, label %15
    i32 119, label %15
    i32 120, label %15
    i32 121, label %15
    i32 122, label %15
    i32 48, label %44
    i32 49, label %44
    i32 50, label %44
    i32 51, label %44
    i32 52, label %44
    i32 53, label %44
    i32 54, label %44
    i32 55, label %44
    i32 56, label %44
    i32 57, label %44
    i32 43, label %65
    i32 45, label %65
    i32 42, label %65
    i32 47, label %65
    i32 61, label %65
    i32 32, label %68
    i32 9, label %68
  ]

15:                                               ; preds = %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11
  br label %16

16:                                               ; preds = %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %11, %15
  br label %17

17:                                               ; preds = %11, %16
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %40, %17
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 1
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp sge i32 %24, 97
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp sle i32 %30, 122
  br i1 %31, label %38, label %32

32:                                               ; preds = %26, %20
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 1
  %35 = load i8, ptr %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp eq i32 %36, 95
  br label %38

38:                                               ; preds = %32, %26
  %39 = phi i1 [ true, %26 ], [ %37, %32 ]
  br i1 %39, label %40, label %43

40:                                               ; preds = %38
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr %2, align 8
  br label %20, !llvm.loop !13

43:                                               ; preds = %38
  br label %72

44:                                               ; preds = %11, %11, %11, %11, %11, %11, %11, %11, %11, %11
  %45 = load i32, ptr %4, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %61, %44
  %48 = load ptr, ptr %2, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 1
  %50 = load i8, ptr %49, align 1
  %51 = sext i8 %50 to i32
  %52 = icmp sge i32 %51, 48
  br i1 %52, label %53, label %59

53:                                               ; preds = %47
  %54 = load ptr, ptr %2, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 1
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = icmp sle i32 %57, 57
  br label %59

59:                                               ; preds = %53, %47
  %60 = phi i1 [ false, %47 ], [ %58, %53 ]
  br i1 %60, label %61, label %64

61:                                               ; preds = %59
  %62 = load ptr, ptr %2, align 8
  %63 = getelementptr inbounds i8, ptr %62, i32 1
  store ptr %63, ptr %2, align 8
  br label %47, !llvm.loop !14

64:                                               ; preds = %59
  br label %72

65:                                               ; preds = %11, %11, %11, %11, %11
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %5, align 4
  br label %72

68:                                               ; preds = %11, %11
  br label %72

69:                                               ; preds = %11
  %70 = load i32, ptr %6, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %6, align 4
  br label %72

72:                                               ; preds = %69, %68, %65, %64, %43
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds i8, ptr %74, i32 1
  store ptr %75, ptr %2, align 8
  br label %7, !llvm.loop !15

76:                                               ; preds = %7
  %77 = load i32, ptr %3, align 4
  %78 = mul nsw i32 %77, 1000000
  %79 = load i32, ptr %4, align 4
  %80 = mul nsw i32 %79, 10000
  %81 = add nsw i32 %78, %80
  %82 = load i32, ptr %5, align 4
  %83 = mul nsw i32 %82, 100
  %84 = add nsw i32 %81, %83
  %85 = load i32, ptr %6, align 4
  %86 = add nsw i32 %84, %85
  ret i32 %86
}

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
