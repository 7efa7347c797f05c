; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1
@perm_count = internal global i32 0, align 4
@perm_hash = internal global i32 0, align 4
@memo = internal global [100 x i64] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [7 x i8], align 1
  store i32 0, ptr %1, align 4
  %5 = call i32 @fib(i32 noundef 25)
  %6 = call i64 @fib_memo(i32 noundef 90)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, i64 noundef %6)
  %8 = call i32 @ack(i32 noundef 2, i32 noundef 5)
  %9 = call i32 @ack(i32 noundef 3, i32 noundef 5)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %8, i32 noundef %9)
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %22, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 15
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  %16 = call i32 @hofstadter_f(i32 noundef %15)
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 14
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 32, i32 10
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %16, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %11, !llvm.loop !5

25:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %37, %25
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 15
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = call i32 @hofstadter_m(i32 noundef %30)
  %32 = load i32, ptr %3, align 4
  %33 = icmp slt i32 %32, 14
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, i32 32, i32 10
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %31, i32 noundef %35)
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %26, !llvm.loop !7

40:                                               ; preds = %26
  %41 = call i64 @binom(i32 noundef 24, i32 noundef 12)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %41)
  %43 = call i64 @partitions(i32 noundef 50, i32 noundef 50)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %43)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.s, i64 7, i1 false)
  %45 = getelementptr inbounds [7 x i8], ptr %4, i64 0, i64 0
  call void @perms(ptr noundef %45, i32 noundef 0, i32 noundef 6)
  %46 = load i32, ptr @perm_count, align 4
  %47 = load i32, ptr @perm_hash, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %46, i32 noundef %47)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i64 @fib_memo(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = sext i32 %7 to i64
  store i64 %8, ptr %2, align 8
  br label %31

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %2, align 8
  br label %31

20:                                               ; preds = %9
  %21 = load i32, ptr %3, align 4
  %22 = sub nsw i32 %21, 1
  %23 = call i64 @fib_memo(i32 noundef %22)
  %24 = load i32, ptr %3, align 4
  %25 = sub nsw i32 %24, 2
  %26 = call i64 @fib_memo(i32 noundef %25)
  %27 = add nsw i64 %23, %26
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %29
  store i64 %27, ptr %30, align 8
  store i64 %27, ptr %2, align 8
  br label %31

31:                                               ; preds = %20, %15, %6
  %32 = load i64, ptr %2, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = add i32 %8, 1
  br label %27

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sub i32 %14, 1
  %16 = call i32 @ack(i32 noundef %15, i32 noundef 1)
  br label %25

17:                                               ; preds = %10
  %18 = load i32, ptr %3, align 4
  %19 = sub i32 %18, 1
  %20 = load i32, ptr %3, align 4
  %21 = load i32, ptr %4, align 4
  %22 = sub i32 %21, 1
  %23 = call i32 @ack(i32 noundef %20, i32 noundef %22)
  %24 = call i32 @ack(i32 noundef %19, i32 noundef %23)
  br label %25

25:                                               ; preds = %17, %13
  %26 = phi i32 [ %16, %13 ], [ %24, %17 ]
  br label %27

27:                                               ; preds = %25, %7
  %28 = phi i32 [ %9, %7 ], [ %26, %25 ]
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @hofstadter_f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hofstadter_f(i32 noundef %9)
  %11 = call i32 @hofstadter_m(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 1, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @hofstadter_m(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hofstadter_m(i32 noundef %9)
  %11 = call i32 @hofstadter_f(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 0, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i64 @binom(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %7, %2
  br label %23

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, ptr %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i64 @binom(i32 noundef %14, i32 noundef %16)
  %18 = load i32, ptr %3, align 4
  %19 = sub nsw i32 %18, 1
  %20 = load i32, ptr %4, align 4
  %21 = call i64 @binom(i32 noundef %19, i32 noundef %20)
  %22 = add nsw i64 %17, %21
  br label %23

23:                                               ; preds = %12, %11
  %24 = phi i64 [ 1, %11 ], [ %22, %12 ]
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i64 @partitions(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i64 1, ptr %3, align 8
  br label %37

11:                                               ; preds = %2
  store i64 0, ptr %6, align 8
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  br label %19

17:                                               ; preds = %11
  %18 = load i32, ptr %4, align 4
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi i32 [ %16, %15 ], [ %18, %17 ]
  store i32 %20, ptr %7, align 4
  br label %21

21:                                               ; preds = %32, %19
  %22 = load i32, ptr %7, align 4
  %23 = icmp sge i32 %22, 1
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %25, %26
  %28 = load i32, ptr %7, align 4
  %29 = call i64 @partitions(i32 noundef %27, i32 noundef %28)
  %30 = load i64, ptr %6, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %6, align 8
  br label %32

32:                                               ; preds = %24
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %7, align 4
  br label %21, !llvm.loop !8

35:                                               ; preds = %21
  %36 = load i64, ptr %6, align 8
  store i64 %36, ptr %3, align 8
  br label %37

37:                                               ; preds = %35, %10
  %38 = load i64, ptr %3, align 8
  ret i64 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal void @perms(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %36

15:                                               ; preds = %3
  %16 = load i32, ptr @perm_count, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @perm_count, align 4
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %32, %15
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %18
  %23 = load i32, ptr @perm_hash, align 4
  %24 = mul i32 %23, 131
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = add i32 %24, %30
  store i32 %31, ptr @perm_hash, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %18, !llvm.loop !9

35:                                               ; preds = %18
  br label %117

36:                                               ; preds = %3
  %37 = load i32, ptr %5, align 4
  store i32 %37, ptr %8, align 4
  br label %38

38:                                               ; preds = %114, %36
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %117

42:                                               ; preds = %38
  store i32 0, ptr %9, align 4
  %43 = load i32, ptr %5, align 4
  store i32 %43, ptr %10, align 4
  br label %44

44:                                               ; preds = %64, %42
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %67

48:                                               ; preds = %44
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = sext i8 %53 to i32
  %55 = load ptr, ptr %4, align 8
  %56 = load i32, ptr %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %55, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = sext i8 %59 to i32
  %61 = icmp eq i32 %54, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %48
  store i32 1, ptr %9, align 4
  br label %63

63:                                               ; preds = %62, %48
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %10, align 4
  br label %44, !llvm.loop !10

67:                                               ; preds = %44
  %68 = load i32, ptr %9, align 4
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  br label %114

71:                                               ; preds = %67
  %72 = load ptr, ptr %4, align 8
  %73 = load i32, ptr %5, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %72, i64 %74
  %76 = load i8, ptr %75, align 1
  store i8 %76, ptr %11, align 1
  %77 = load ptr, ptr %4, align 8
  %78 = load i32, ptr %8, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %77, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = load ptr, ptr %4, align 8
  %83 = load i32, ptr %5, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %82, i64 %84
  store i8 %81, ptr %85, align 1
  %86 = load i8, ptr %11, align 1
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %8, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i8, ptr %87, i64 %89
  store i8 %86, ptr %90, align 1
  %91 = load ptr, ptr %4, align 8
  %92 = load i32, ptr %5, align 4
  %93 = add nsw i32 %92, 1
  %94 = load i32, ptr %6, align 4
  call void @perms(ptr noundef %91, i32 noundef %93, i32 noundef %94)
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %5, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i8, ptr %95, i64 %97
  %99 = load i8, ptr %98, align 1
  store i8 %99, ptr %11, align 1
  %100 = load ptr, ptr %4, align 8
  %101 = load i32, ptr %8, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i8, ptr %100, i64 %102
  %104 = load i8, ptr %103, align 1
  %105 = load ptr, ptr %4, align 8
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i8, ptr %105, i64 %107
  store i8 %104, ptr %108, align 1
  %109 = load i8, ptr %11, align 1
  %110 = load ptr, ptr %4, align 8
  %111 = load i32, ptr %8, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %110, i64 %112
  store i8 %109, ptr %113, align 1
  br label %114

114:                                              ; preds = %71, %70
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  br label %38, !llvm.loop !11

117:                                              ; preds = %35, %38
  ret void
}

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
