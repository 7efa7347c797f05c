; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { i32, i32 }
%struct.D = type { double, double }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P, align 4
  %3 = alloca %struct.P, align 4
  %4 = alloca %struct.P, align 4
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.D, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i64 (i32, ...) @sum(i32 noundef 6, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8)
  %10 = call double (i32, ...) @avg(i32 noundef 9, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10)
  %12 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 0
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 1
  store i32 2, ptr %13, align 4
  %14 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 0
  store i32 3, ptr %14, align 4
  %15 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  store i32 4, ptr %15, align 4
  %16 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 0
  store i32 -5, ptr %16, align 4
  %17 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 1
  store i32 6, ptr %17, align 4
  %18 = load i64, ptr %2, align 4
  %19 = load i64, ptr %3, align 4
  %20 = load i64, ptr %4, align 4
  %21 = call i32 (i32, ...) @structs(i32 noundef 3, i64 %18, i64 %19, i64 %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21)
  %23 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 0
  store double 1.500000e+00, ptr %23, align 8
  %24 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 1
  store double 2.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 0
  store double -5.000000e-01, ptr %25, align 8
  %26 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 1
  store double 8.000000e+00, ptr %26, align 8
  %27 = load [2 x double], ptr %5, align 8
  %28 = load [2 x double], ptr %6, align 8
  %29 = call double (i32, ...) @dstructs(i32 noundef 2, [2 x double] alignstack(8) %27, [2 x double] alignstack(8) %28)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %29)
  %31 = call i32 (ptr, ...) @logf_(ptr noundef @.str.4, i32 noundef -42, ptr noundef @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1)
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %7, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %32)
  %34 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %34)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %4, align 8
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !6

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load i64, ptr %4, align 8
  ret i64 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @avg(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !8

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load double, ptr %4, align 8
  %35 = load i32, ptr %2, align 4
  %36 = sitofp i32 %35 to double
  %37 = fdiv double %34, %36
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @structs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.P, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.P, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %39, %1
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %42

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %17 = load i32, ptr %16, align 8
  %18 = icmp sge i32 %17, 0
  br i1 %18, label %26, label %19

19:                                               ; preds = %15
  %20 = add i32 %17, 8
  store i32 %20, ptr %16, align 8
  %21 = icmp sle i32 %20, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i32 %17
  br label %30

26:                                               ; preds = %19, %15
  %27 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %27, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %28, %26 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %31, i64 8, i1 false)
  %32 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %33, %35
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %5, align 4
  br label %39

39:                                               ; preds = %30
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %11, !llvm.loop !9

42:                                               ; preds = %11
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %43

43:                                               ; preds = %72, %42
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %2, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %75

47:                                               ; preds = %43
  %48 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %49 = load i32, ptr %48, align 8
  %50 = icmp sge i32 %49, 0
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = add i32 %49, 8
  store i32 %52, ptr %48, align 8
  %53 = icmp sle i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %51
  %55 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 %49
  br label %62

58:                                               ; preds = %51, %47
  %59 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr %61, ptr %59, align 8
  br label %62

62:                                               ; preds = %58, %54
  %63 = phi ptr [ %57, %54 ], [ %60, %58 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %63, i64 8, i1 false)
  %64 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 0
  %65 = load i32, ptr %64, align 4
  %66 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 1
  %67 = load i32, ptr %66, align 4
  %68 = sub nsw i32 %65, %67
  %69 = sitofp i32 %68 to double
  %70 = load double, ptr %8, align 8
  %71 = fadd double %70, %69
  store double %71, ptr %8, align 8
  br label %72

72:                                               ; preds = %62
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %43, !llvm.loop !10

75:                                               ; preds = %43
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %76 = load i32, ptr %5, align 4
  %77 = mul nsw i32 %76, 1000
  %78 = load double, ptr %8, align 8
  %79 = fptosi double %78 to i32
  %80 = add nsw i32 %77, %79
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dstructs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.D, align 8
  %7 = alloca [2 x double], align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %41, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %44

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %14 = load i32, ptr %13, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %12
  %17 = add i32 %14, 32
  store i32 %17, ptr %13, align 4
  %18 = icmp sle i32 %17, 0
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 %14
  %23 = getelementptr inbounds i8, ptr %22, i64 0
  %24 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %25 = load double, ptr %23, align 16
  store double %25, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %22, i64 16
  %27 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %28 = load double, ptr %26, align 16
  store double %28, ptr %27, align 8
  br label %33

29:                                               ; preds = %16, %12
  %30 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store ptr %32, ptr %30, align 8
  br label %33

33:                                               ; preds = %29, %19
  %34 = phi ptr [ %7, %19 ], [ %31, %29 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %34, i64 16, i1 false)
  %35 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %4, align 8
  %40 = call double @llvm.fmuladd.f64(double %36, double %38, double %39)
  store double %40, ptr %4, align 8
  br label %41

41:                                               ; preds = %33
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %8, !llvm.loop !11

44:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %3)
  %45 = load double, ptr %4, align 8
  ret double %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @logf_(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %7 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 32, i1 false)
  %8 = call i32 @vprintf(ptr noundef %7, ptr noundef %5) #6
  store i32 %8, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %9 = load i32, ptr %4, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @nth_string(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %28, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %31

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load ptr, ptr %26, align 8
  store ptr %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %6, !llvm.loop !12

31:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %32 = load ptr, ptr %4, align 8
  ret ptr %32
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
