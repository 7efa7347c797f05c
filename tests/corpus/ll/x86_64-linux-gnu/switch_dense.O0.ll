; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br label %9, !llvm.loop !6

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
  br label %24, !llvm.loop !8

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
  br label %36, !llvm.loop !9

48:                                               ; preds = %36
  %49 = load i32, ptr %5, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.fact, i64 52, i1 false)
  %51 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 0
  %52 = call i64 @run(ptr noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %52)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.loop, i64 56, i1 false)
  %54 = getelementptr inbounds [14 x i32], ptr %8, i64 0, i64 0
  %55 = call i64 @run(ptr noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %55)
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

declare i32 @printf(ptr noundef, ...) #1

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [64 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %151, %1
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds i32, ptr %11, i64 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  switch i32 %17, label %150 [
    i32 0, label %18
    i32 1, label %30
    i32 2, label %43
    i32 3, label %56
    i32 4, label %69
    i32 5, label %80
    i32 6, label %100
    i32 7, label %111
    i32 8, label %114
    i32 9, label %130
    i32 11, label %137
    i32 10, label %144
  ]

18:                                               ; preds = %10
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %28
  store i64 %25, ptr %29, align 8
  br label %151

30:                                               ; preds = %10
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = add nsw i64 %41, %36
  store i64 %42, ptr %40, align 8
  br label %151

43:                                               ; preds = %10
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %5, align 4
  %46 = load i32, ptr %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8
  %50 = load i32, ptr %5, align 4
  %51 = sub nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = sub nsw i64 %54, %49
  store i64 %55, ptr %53, align 8
  br label %151

56:                                               ; preds = %10
  %57 = load i32, ptr %5, align 4
  %58 = add nsw i32 %57, -1
  store i32 %58, ptr %5, align 4
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sub nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = mul nsw i64 %67, %62
  store i64 %68, ptr %66, align 8
  br label %151

69:                                               ; preds = %10
  %70 = load i32, ptr %5, align 4
  %71 = sub nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = load i32, ptr %5, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %76
  store i64 %74, ptr %77, align 8
  %78 = load i32, ptr %5, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %5, align 4
  br label %151

80:                                               ; preds = %10
  %81 = load i32, ptr %5, align 4
  %82 = sub nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  store i64 %85, ptr %8, align 8
  %86 = load i32, ptr %5, align 4
  %87 = sub nsw i32 %86, 2
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  %91 = load i32, ptr %5, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %93
  store i64 %90, ptr %94, align 8
  %95 = load i64, ptr %8, align 8
  %96 = load i32, ptr %5, align 4
  %97 = sub nsw i32 %96, 2
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %98
  store i64 %95, ptr %99, align 8
  br label %151

100:                                              ; preds = %10
  %101 = load i32, ptr %5, align 4
  %102 = sub nsw i32 %101, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %103
  %105 = load i64, ptr %104, align 8
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %107
  store i64 %105, ptr %108, align 8
  %109 = load i32, ptr %5, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %5, align 4
  br label %151

111:                                              ; preds = %10
  %112 = load i32, ptr %5, align 4
  %113 = add nsw i32 %112, -1
  store i32 %113, ptr %5, align 4
  br label %151

114:                                              ; preds = %10
  %115 = load ptr, ptr %3, align 8
  %116 = load i32, ptr %6, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %6, align 4
  %118 = sext i32 %116 to i64
  %119 = getelementptr inbounds i32, ptr %115, i64 %118
  %120 = load i32, ptr %119, align 4
  store i32 %120, ptr %9, align 4
  %121 = load i32, ptr %5, align 4
  %122 = sub nsw i32 %121, 1
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %123
  %125 = load i64, ptr %124, align 8
  %126 = icmp ne i64 %125, 0
  br i1 %126, label %127, label %129

127:                                              ; preds = %114
  %128 = load i32, ptr %9, align 4
  store i32 %128, ptr %6, align 4
  br label %129

129:                                              ; preds = %127, %114
  br label %151

130:                                              ; preds = %10
  %131 = load i32, ptr %5, align 4
  %132 = sub nsw i32 %131, 1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8
  %136 = add nsw i64 %135, -1
  store i64 %136, ptr %134, align 8
  br label %151

137:                                              ; preds = %10
  %138 = load i32, ptr %5, align 4
  %139 = sub nsw i32 %138, 1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %140
  %142 = load i64, ptr %141, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %142)
  br label %151

144:                                              ; preds = %10
  %145 = load i32, ptr %5, align 4
  %146 = sub nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %147
  %149 = load i64, ptr %148, align 8
  store i64 %149, ptr %2, align 8
  br label %152

150:                                              ; preds = %10
  store i64 -999, ptr %2, align 8
  br label %152

151:                                              ; preds = %137, %130, %129, %111, %100, %80, %69, %56, %43, %30, %18
  br label %10

152:                                              ; preds = %150, %144
  %153 = load i64, ptr %2, align 8
  ret i64 %153
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
