; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [19 x i8] c"classify sum = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"day %u = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fallthrough = %d\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"vm result = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [14 x i32] [i32 0, i32 0, i32 0, i32 5, i32 11, i32 5, i32 6, i32 1, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.4 = private unnamed_addr constant [15 x i8] c"vm loop = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [13 x i32], align 16
  %8 = alloca [14 x i32], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -3, ptr %3, align 4
  br label %9

9:                                                ; preds = %18, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 15
  br i1 %11, label %12, label %21

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = mul i32 %13, 3
  %15 = load i32, ptr %3, align 4
  %16 = call i32 @classify(i32 noundef %15)
  %17 = add i32 %14, %16
  store i32 %17, ptr %2, align 4
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %9, !llvm.loop !5

21:                                               ; preds = %9
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %32, %21
  %25 = load i32, ptr %4, align 4
  %26 = icmp ult i32 %25, 9
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = call ptr @dayname(i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, ptr noundef %30)
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %4, align 4
  %34 = add i32 %33, 2
  store i32 %34, ptr %4, align 4
  br label %24, !llvm.loop !7

35:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %45, %35
  %37 = load i32, ptr %6, align 4
  %38 = icmp slt i32 %37, 16
  br i1 %38, label %39, label %48

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = mul nsw i32 %40, 2
  %42 = load i32, ptr %6, align 4
  %43 = call i32 @fallthrough(i32 noundef %42)
  %44 = add nsw i32 %41, %43
  store i32 %44, ptr %5, align 4
  br label %45

45:                                               ; preds = %39
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %36, !llvm.loop !8

48:                                               ; preds = %36
  %49 = load i32, ptr %5, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.fact, i64 52, i1 false)
  %51 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 0
  %52 = call i32 @run(ptr noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.loop, i64 56, i1 false)
  %54 = getelementptr inbounds [14 x i32], ptr %8, i64 0, i64 0
  %55 = call i32 @run(ptr noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %55)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %17 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
    i32 10, label %15
    i32 11, label %16
  ]

5:                                                ; preds = %1
  store i32 100, ptr %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 101, ptr %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 1003, ptr %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 -4, ptr %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 55, ptr %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 606, ptr %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 17, ptr %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 9999, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 10, ptr %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 -11, ptr %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dayname(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = and i32 %4, 7
  switch i32 %5, label %27 [
    i32 0, label %6
    i32 1, label %9
    i32 2, label %12
    i32 3, label %15
    i32 4, label %18
    i32 5, label %21
    i32 6, label %24
  ]

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %1, %6
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 2
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %1, %9
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 4
  store i32 %14, ptr %3, align 4
  br label %30

15:                                               ; preds = %1
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 8
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %1, %15
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 16
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %1, %18
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 32
  store i32 %23, ptr %3, align 4
  br label %30

24:                                               ; preds = %1
  %25 = load i32, ptr %3, align 4
  %26 = sub nsw i32 0, %25
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %1, %24
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 64
  store i32 %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %27, %21, %12
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca [64 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %150, %1
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds i32, ptr %11, i64 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  switch i32 %17, label %149 [
    i32 0, label %18
    i32 1, label %29
    i32 2, label %42
    i32 3, label %55
    i32 4, label %68
    i32 5, label %79
    i32 6, label %99
    i32 7, label %110
    i32 8, label %113
    i32 9, label %129
    i32 11, label %136
    i32 10, label %143
  ]

18:                                               ; preds = %10
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %27
  store i32 %24, ptr %28, align 4
  br label %150

29:                                               ; preds = %10
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %5, align 4
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %40, %35
  store i32 %41, ptr %39, align 4
  br label %150

42:                                               ; preds = %10
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load i32, ptr %5, align 4
  %50 = sub nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sub nsw i32 %53, %48
  store i32 %54, ptr %52, align 4
  br label %150

55:                                               ; preds = %10
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, ptr %5, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load i32, ptr %5, align 4
  %63 = sub nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = mul nsw i32 %66, %61
  store i32 %67, ptr %65, align 4
  br label %150

68:                                               ; preds = %10
  %69 = load i32, ptr %5, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = load i32, ptr %5, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %75
  store i32 %73, ptr %76, align 4
  %77 = load i32, ptr %5, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %5, align 4
  br label %150

79:                                               ; preds = %10
  %80 = load i32, ptr %5, align 4
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  store i32 %84, ptr %8, align 4
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %85, 2
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = load i32, ptr %5, align 4
  %91 = sub nsw i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %92
  store i32 %89, ptr %93, align 4
  %94 = load i32, ptr %8, align 4
  %95 = load i32, ptr %5, align 4
  %96 = sub nsw i32 %95, 2
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %97
  store i32 %94, ptr %98, align 4
  br label %150

99:                                               ; preds = %10
  %100 = load i32, ptr %5, align 4
  %101 = sub nsw i32 %100, 2
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = load i32, ptr %5, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %106
  store i32 %104, ptr %107, align 4
  %108 = load i32, ptr %5, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %5, align 4
  br label %150

110:                                              ; preds = %10
  %111 = load i32, ptr %5, align 4
  %112 = add nsw i32 %111, -1
  store i32 %112, ptr %5, align 4
  br label %150

113:                                              ; preds = %10
  %114 = load ptr, ptr %3, align 8
  %115 = load i32, ptr %6, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %6, align 4
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds i32, ptr %114, i64 %117
  %119 = load i32, ptr %118, align 4
  store i32 %119, ptr %9, align 4
  %120 = load i32, ptr %5, align 4
  %121 = sub nsw i32 %120, 1
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = icmp ne i32 %124, 0
  br i1 %125, label %126, label %128

126:                                              ; preds = %113
  %127 = load i32, ptr %9, align 4
  store i32 %127, ptr %6, align 4
  br label %128

128:                                              ; preds = %126, %113
  br label %150

129:                                              ; preds = %10
  %130 = load i32, ptr %5, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = add nsw i32 %134, -1
  store i32 %135, ptr %133, align 4
  br label %150

136:                                              ; preds = %10
  %137 = load i32, ptr %5, align 4
  %138 = sub nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %141)
  br label %150

143:                                              ; preds = %10
  %144 = load i32, ptr %5, align 4
  %145 = sub nsw i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4
  store i32 %148, ptr %2, align 4
  br label %151

149:                                              ; preds = %10
  store i32 -999, ptr %2, align 4
  br label %151

150:                                              ; preds = %136, %129, %128, %110, %99, %79, %68, %55, %42, %29, %18
  br label %10

151:                                              ; preds = %149, %143
  %152 = load i32, ptr %2, align 4
  ret i32 %152
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
