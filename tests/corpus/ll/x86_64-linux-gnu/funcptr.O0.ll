; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ShapeVt = type { ptr, ptr }
%struct.Shape = type { ptr, double, double }

@__const.main.v = private unnamed_addr constant [8 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6], align 16
@.str = private unnamed_addr constant [14 x i8] c"%s fold = %d\0A\00", align 1
@opnames = internal global [5 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16
@ops = internal global [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi, ptr @mini], align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*+\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"expr = %d, pick('/') null = %d\0A\00", align 1
@__const.main.chain = private unnamed_addr constant [5 x ptr] [ptr @sq, ptr @half, ptr @neg, ptr @sq, ptr @half], align 16
@.str.3 = private unnamed_addr constant [16 x i8] c"compose = %.4f\0A\00", align 1
@rect_vt = internal constant %struct.ShapeVt { ptr @rect_area, ptr @rect_name }, align 8
@tri_vt = internal constant %struct.ShapeVt { ptr @tri_area, ptr @tri_name }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 5.000000e+00, double 6.000000e+00 }, %struct.Shape { ptr @rect_vt, double 1.500000e+00, double 2.500000e+00 }], align 16
@.str.4 = private unnamed_addr constant [14 x i8] c"%s area %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"total %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"collatz(27, 50) = %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"volatile fp = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"tri\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [5 x ptr], align 16
  %8 = alloca [3 x %struct.Shape], align 16
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %32, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 5
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x ptr], ptr @opnames, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  %26 = load i32, ptr %3, align 4
  %27 = icmp eq i32 %26, 2
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, i32 1, i32 0
  %30 = call i32 @fold(ptr noundef %21, i32 noundef 8, ptr noundef %25, i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %20, i32 noundef %30)
  br label %32

32:                                               ; preds = %16
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %13, !llvm.loop !6

35:                                               ; preds = %13
  store ptr @.str.1, ptr %4, align 8
  store i32 10, ptr %5, align 4
  %36 = load ptr, ptr %4, align 8
  store ptr %36, ptr %6, align 8
  br label %37

37:                                               ; preds = %47, %35
  %38 = load ptr, ptr %6, align 8
  %39 = load i8, ptr %38, align 1
  %40 = icmp ne i8 %39, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %37
  %42 = load ptr, ptr %6, align 8
  %43 = load i8, ptr %42, align 1
  %44 = call ptr @pick(i8 noundef signext %43)
  %45 = load i32, ptr %5, align 4
  %46 = call i32 %44(i32 noundef %45, i32 noundef 3)
  store i32 %46, ptr %5, align 4
  br label %47

47:                                               ; preds = %41
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 1
  store ptr %49, ptr %6, align 8
  br label %37, !llvm.loop !8

50:                                               ; preds = %37
  %51 = load i32, ptr %5, align 4
  %52 = call ptr @pick(i8 noundef signext 47)
  %53 = icmp eq ptr %52, null
  %54 = zext i1 %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %51, i32 noundef %54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.chain, i64 40, i1 false)
  %56 = getelementptr inbounds [5 x ptr], ptr %7, i64 0, i64 0
  %57 = call double @compose(ptr noundef %56, i32 noundef 5, double noundef 3.000000e+00)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %57)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.shapes, i64 72, i1 false)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %59

59:                                               ; preds = %87, %50
  %60 = load i32, ptr %10, align 4
  %61 = icmp slt i32 %60, 3
  br i1 %61, label %62, label %90

62:                                               ; preds = %59
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [3 x %struct.Shape], ptr %8, i64 0, i64 %64
  %66 = getelementptr inbounds %struct.Shape, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds %struct.ShapeVt, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [3 x %struct.Shape], ptr %8, i64 0, i64 %71
  %73 = call double %69(ptr noundef %72)
  store double %73, ptr %11, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [3 x %struct.Shape], ptr %8, i64 0, i64 %75
  %77 = getelementptr inbounds %struct.Shape, ptr %76, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds %struct.ShapeVt, ptr %78, i32 0, i32 1
  %80 = load ptr, ptr %79, align 8
  %81 = call ptr %80()
  %82 = load double, ptr %11, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %81, double noundef %82)
  %84 = load double, ptr %11, align 8
  %85 = load double, ptr %9, align 8
  %86 = fadd double %85, %84
  store double %86, ptr %9, align 8
  br label %87

87:                                               ; preds = %62
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %59, !llvm.loop !9

90:                                               ; preds = %59
  %91 = load double, ptr %9, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %91)
  %93 = call i32 @apply_n(ptr noundef @collatz_step, i32 noundef 50, i32 noundef 27)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %93)
  store volatile ptr @mul, ptr %12, align 8
  %95 = load volatile ptr, ptr %12, align 8
  %96 = call i32 %95(i32 noundef 6, i32 noundef 7)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %96)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load i32, ptr %8, align 4
  store i32 %11, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %25, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i32, ptr %9, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = call i32 %17(i32 noundef %18, i32 noundef %23)
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %10, align 4
  br label %12, !llvm.loop !10

28:                                               ; preds = %12
  %29 = load i32, ptr %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef signext %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 43, label %6
    i32 45, label %7
    i32 42, label %8
  ]

6:                                                ; preds = %1
  store ptr @add, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @sub, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @mul, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr null, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @half(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fdiv double %3, 2.000000e+00
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @compose(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %20, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds ptr, ptr %13, i64 %15
  %17 = load ptr, ptr %16, align 8
  %18 = load double, ptr %6, align 8
  %19 = call double %17(double noundef %18)
  store double %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %8, !llvm.loop !11

23:                                               ; preds = %8
  %24 = load double, ptr %6, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @apply_n(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %7

7:                                                ; preds = %11, %3
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr %5, align 4
  %10 = icmp sgt i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %6, align 4
  %14 = call i32 %12(i32 noundef %13)
  store i32 %14, ptr %6, align 4
  br label %7, !llvm.loop !12

15:                                               ; preds = %7
  %16 = load i32, ptr %6, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_step(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 2
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 3, %7
  %9 = add nsw i32 %8, 1
  br label %13

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = sdiv i32 %11, 2
  br label %13

13:                                               ; preds = %10, %6
  %14 = phi i32 [ %9, %6 ], [ %12, %10 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mini(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %5, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rect_name() #0 {
  ret ptr @.str.13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %5, %8
  %10 = fdiv double %9, 2.000000e+00
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @tri_name() #0 {
  ret ptr @.str.14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
