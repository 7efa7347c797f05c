; ModuleID = 'tests/run/abi.c'
source_filename = "tests/run/abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.odd3 = type { [3 x i8] }
%struct.pair = type { i64, i64 }
%struct.dpair = type { double, double }
%struct.mixed = type { double, i32 }
%struct.fpair = type { float, float }
%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.lldiv_t = type { i64, i64 }
%struct.div_t = type { i32, i32 }

@__const.main.o1 = private unnamed_addr constant %struct.odd3 { [3 x i8] c"\01\02\03" }, align 1
@__const.main.o2 = private unnamed_addr constant %struct.odd3 { [3 x i8] c"\04\05\06" }, align 1
@.str = private unnamed_addr constant [60 x i8] c"pair %ld %ld dpair %.2f %.2f mixed %.2f %d fpair %.2f %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"big %ld %ld sum %ld odd3 %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"many %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"wide %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"ld %.3Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"vsum %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"lldiv %lld %lld div %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"2.718281828459045235360\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"strtold %.15Lf sqrtl %.12Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"frexp %.3f %d ldexp %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"cabsf %.2f csqrt %.2f %.2f\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 1, i32 7, i32 5, i32 2], align 16
@.str.11 = private unnamed_addr constant [25 x i8] c"qsort %d %d %d %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"%d|%5.2f|%Lg|%s|%c\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"snprintf %s len %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @mkpair(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.pair, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = mul nsw i64 %7, 2
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %5, align 8
  %11 = add nsw i64 %10, 1
  store i64 %11, ptr %9, align 8
  %12 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @mkdpair(double noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.dpair, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  %8 = fdiv double %7, 2.000000e+00
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 1
  %10 = load double, ptr %5, align 8
  %11 = fmul double %10, 3.000000e+00
  store double %11, ptr %9, align 8
  %12 = load { double, double }, ptr %3, align 8
  ret { double, double } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i32 } @mkmixed(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.mixed, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 0
  %7 = load double, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sitofp i32 %8 to double
  %10 = fadd double %7, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.mixed, ptr %3, i32 0, i32 1
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 %12, 7
  store i32 %13, ptr %11, align 8
  %14 = load { double, i32 }, ptr %3, align 8
  ret { double, i32 } %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @swapf(<2 x float> %0) #1 {
  %2 = alloca %struct.fpair, align 4
  %3 = alloca %struct.fpair, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.fpair, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.fpair, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.fpair, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.fpair, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mkbig(ptr dead_on_unwind noalias writable sret(%struct.big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %9, %13
  %15 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i64], ptr %15, i64 0, i64 %17
  store i64 %14, ptr %18, align 8
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !6

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sumbig(ptr noundef byval(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %26, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %29

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %13, %16
  %18 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i64], ptr %18, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i64 %17, %22
  %24 = load i64, ptr %3, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %8
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %5, !llvm.loop !8

29:                                               ; preds = %5
  %30 = load i64, ptr %3, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @odd3sum(i24 %0, i24 %1) #0 {
  %3 = alloca %struct.odd3, align 1
  %4 = alloca %struct.odd3, align 1
  %5 = getelementptr inbounds %struct.odd3, ptr %3, i32 0, i32 0
  store i24 %0, ptr %5, align 1
  %6 = getelementptr inbounds %struct.odd3, ptr %4, i32 0, i32 0
  store i24 %1, ptr %6, align 1
  %7 = getelementptr inbounds %struct.odd3, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds [3 x i8], ptr %7, i64 0, i64 0
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = getelementptr inbounds %struct.odd3, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [3 x i8], ptr %11, i64 0, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %10, %15
  %17 = getelementptr inbounds %struct.odd3, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds [3 x i8], ptr %17, i64 0, i64 2
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = mul nsw i32 %20, 3
  %22 = add nsw i32 %16, %21
  %23 = getelementptr inbounds %struct.odd3, ptr %4, i32 0, i32 0
  %24 = getelementptr inbounds [3 x i8], ptr %23, i64 0, i64 2
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
  %27 = add nsw i32 %22, %26
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @many(i32 noundef %0, double noundef %1, i64 noundef %2, float noundef %3, i32 noundef %4, double noundef %5, i64 noundef %6, double noundef %7, i32 noundef %8, double noundef %9, i64 noundef %10, float noundef %11, i32 noundef %12, double noundef %13, i64 noundef %14, double noundef %15, i32 noundef %16, double noundef %17) #0 {
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i64, align 8
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i64, align 8
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i64, align 8
  %30 = alloca float, align 4
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca i64, align 8
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca double, align 8
  store i32 %0, ptr %19, align 4
  store double %1, ptr %20, align 8
  store i64 %2, ptr %21, align 8
  store float %3, ptr %22, align 4
  store i32 %4, ptr %23, align 4
  store double %5, ptr %24, align 8
  store i64 %6, ptr %25, align 8
  store double %7, ptr %26, align 8
  store i32 %8, ptr %27, align 4
  store double %9, ptr %28, align 8
  store i64 %10, ptr %29, align 8
  store float %11, ptr %30, align 4
  store i32 %12, ptr %31, align 4
  store double %13, ptr %32, align 8
  store i64 %14, ptr %33, align 8
  store double %15, ptr %34, align 8
  store i32 %16, ptr %35, align 4
  store double %17, ptr %36, align 8
  %37 = load i32, ptr %19, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %20, align 8
  %40 = fadd double %38, %39
  %41 = load i64, ptr %21, align 8
  %42 = sitofp i64 %41 to double
  %43 = fadd double %40, %42
  %44 = load float, ptr %22, align 4
  %45 = fpext float %44 to double
  %46 = fadd double %43, %45
  %47 = load i32, ptr %23, align 4
  %48 = sitofp i32 %47 to double
  %49 = fadd double %46, %48
  %50 = load double, ptr %24, align 8
  %51 = fadd double %49, %50
  %52 = load i64, ptr %25, align 8
  %53 = sitofp i64 %52 to double
  %54 = fadd double %51, %53
  %55 = load double, ptr %26, align 8
  %56 = fadd double %54, %55
  %57 = load i32, ptr %27, align 4
  %58 = sitofp i32 %57 to double
  %59 = fadd double %56, %58
  %60 = load double, ptr %28, align 8
  %61 = fadd double %59, %60
  %62 = load i64, ptr %29, align 8
  %63 = sitofp i64 %62 to double
  %64 = fadd double %61, %63
  %65 = load float, ptr %30, align 4
  %66 = fpext float %65 to double
  %67 = fadd double %64, %66
  %68 = load i32, ptr %31, align 4
  %69 = sitofp i32 %68 to double
  %70 = fadd double %67, %69
  %71 = load double, ptr %32, align 8
  %72 = fadd double %70, %71
  %73 = load i64, ptr %33, align 8
  %74 = sitofp i64 %73 to double
  %75 = fadd double %72, %74
  %76 = load double, ptr %34, align 8
  %77 = fadd double %75, %76
  %78 = load i32, ptr %35, align 4
  %79 = sitofp i32 %78 to double
  %80 = fadd double %77, %79
  %81 = load double, ptr %36, align 8
  %82 = call double @llvm.fmuladd.f64(double %81, double 5.000000e-01, double %80)
  ret double %82
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i128 noundef %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i128, align 16
  %14 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i128 %5, ptr %13, align 16
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = add nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i128, ptr %13, align 16
  %25 = ashr i128 %24, 64
  %26 = trunc i128 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = load i128, ptr %13, align 16
  %29 = trunc i128 %28 to i64
  %30 = add nsw i64 %27, %29
  %31 = load i64, ptr %14, align 8
  %32 = add nsw i64 %30, %31
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @ldmul(x86_fp80 noundef %0, i32 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  store x86_fp80 %2, ptr %6, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = sitofp i32 %8 to x86_fp80
  %10 = load x86_fp80, ptr %6, align 16
  %11 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %7, x86_fp80 %9, x86_fp80 %10)
  ret x86_fp80 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.pair, align 8
  store i32 %0, ptr %2, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %8)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %115, %1
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %118

13:                                               ; preds = %9
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 16
  %17 = icmp ule i32 %16, 40
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = add i32 %16, 8
  store i32 %22, ptr %15, align 16
  br label %27

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i32 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi ptr [ %21, %18 ], [ %25, %23 ]
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %6, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %52

32:                                               ; preds = %27
  %33 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %34 = getelementptr inbounds %struct.__va_list_tag, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 16
  %36 = icmp ule i32 %35, 40
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = getelementptr inbounds %struct.__va_list_tag, ptr %33, i32 0, i32 3
  %39 = load ptr, ptr %38, align 16
  %40 = getelementptr i8, ptr %39, i32 %35
  %41 = add i32 %35, 8
  store i32 %41, ptr %34, align 16
  br label %46

42:                                               ; preds = %32
  %43 = getelementptr inbounds %struct.__va_list_tag, ptr %33, i32 0, i32 2
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr i8, ptr %44, i32 8
  store ptr %45, ptr %43, align 8
  br label %46

46:                                               ; preds = %42, %37
  %47 = phi ptr [ %40, %37 ], [ %44, %42 ]
  %48 = load i32, ptr %47, align 4
  %49 = sitofp i32 %48 to double
  %50 = load double, ptr %4, align 8
  %51 = fadd double %50, %49
  store double %51, ptr %4, align 8
  br label %114

52:                                               ; preds = %27
  %53 = load i32, ptr %6, align 4
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %74

55:                                               ; preds = %52
  %56 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %57 = getelementptr inbounds %struct.__va_list_tag, ptr %56, i32 0, i32 1
  %58 = load i32, ptr %57, align 4
  %59 = icmp ule i32 %58, 160
  br i1 %59, label %60, label %65

60:                                               ; preds = %55
  %61 = getelementptr inbounds %struct.__va_list_tag, ptr %56, i32 0, i32 3
  %62 = load ptr, ptr %61, align 16
  %63 = getelementptr i8, ptr %62, i32 %58
  %64 = add i32 %58, 16
  store i32 %64, ptr %57, align 4
  br label %69

65:                                               ; preds = %55
  %66 = getelementptr inbounds %struct.__va_list_tag, ptr %56, i32 0, i32 2
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr i8, ptr %67, i32 8
  store ptr %68, ptr %66, align 8
  br label %69

69:                                               ; preds = %65, %60
  %70 = phi ptr [ %63, %60 ], [ %67, %65 ]
  %71 = load double, ptr %70, align 8
  %72 = load double, ptr %4, align 8
  %73 = fadd double %72, %71
  store double %73, ptr %4, align 8
  br label %113

74:                                               ; preds = %52
  %75 = load i32, ptr %6, align 4
  %76 = icmp eq i32 %75, 2
  br i1 %76, label %77, label %88

77:                                               ; preds = %74
  %78 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %79 = getelementptr inbounds %struct.__va_list_tag, ptr %78, i32 0, i32 2
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds i8, ptr %80, i32 15
  %82 = call ptr @llvm.ptrmask.p0.i64(ptr %81, i64 -16)
  %83 = getelementptr i8, ptr %82, i32 16
  store ptr %83, ptr %79, align 8
  %84 = load x86_fp80, ptr %82, align 16
  %85 = fptrunc x86_fp80 %84 to double
  %86 = load double, ptr %4, align 8
  %87 = fadd double %86, %85
  store double %87, ptr %4, align 8
  br label %112

88:                                               ; preds = %74
  %89 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %90 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 16
  %92 = icmp ule i32 %91, 32
  br i1 %92, label %93, label %98

93:                                               ; preds = %88
  %94 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 3
  %95 = load ptr, ptr %94, align 16
  %96 = getelementptr i8, ptr %95, i32 %91
  %97 = add i32 %91, 16
  store i32 %97, ptr %90, align 16
  br label %102

98:                                               ; preds = %88
  %99 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 2
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr i8, ptr %100, i32 16
  store ptr %101, ptr %99, align 8
  br label %102

102:                                              ; preds = %98, %93
  %103 = phi ptr [ %96, %93 ], [ %100, %98 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %103, i64 16, i1 false)
  %104 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  %108 = sub nsw i64 %105, %107
  %109 = sitofp i64 %108 to double
  %110 = load double, ptr %4, align 8
  %111 = fadd double %110, %109
  store double %111, ptr %4, align 8
  br label %112

112:                                              ; preds = %102, %77
  br label %113

113:                                              ; preds = %112, %69
  br label %114

114:                                              ; preds = %113, %46
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %5, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %5, align 4
  br label %9, !llvm.loop !9

118:                                              ; preds = %9
  %119 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %119)
  %120 = load double, ptr %4, align 8
  ret double %120
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.pair, align 8
  %3 = alloca %struct.dpair, align 8
  %4 = alloca %struct.mixed, align 8
  %5 = alloca %struct.fpair, align 4
  %6 = alloca %struct.fpair, align 4
  %7 = alloca %struct.big, align 8
  %8 = alloca %struct.big, align 8
  %9 = alloca %struct.odd3, align 1
  %10 = alloca %struct.odd3, align 1
  %11 = alloca i24, align 4
  %12 = alloca i24, align 4
  %13 = alloca %struct.pair, align 8
  %14 = alloca %struct.lldiv_t, align 8
  %15 = alloca %struct.div_t, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca { float, float }, align 4
  %20 = alloca { double, double }, align 8
  %21 = alloca { double, double }, align 8
  %22 = alloca { float, float }, align 4
  %23 = alloca [6 x i32], align 16
  %24 = alloca [64 x i8], align 16
  store i32 0, ptr %1, align 4
  %25 = call { i64, i64 } @mkpair(i64 noundef 20, i64 noundef 30)
  %26 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %27 = extractvalue { i64, i64 } %25, 0
  store i64 %27, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %29 = extractvalue { i64, i64 } %25, 1
  store i64 %29, ptr %28, align 8
  %30 = call { double, double } @mkdpair(double noundef 5.000000e+00, double noundef 1.500000e+00)
  %31 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %32 = extractvalue { double, double } %30, 0
  store double %32, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %34 = extractvalue { double, double } %30, 1
  store double %34, ptr %33, align 8
  %35 = call { double, i32 } @mkmixed(i32 noundef 10, double noundef 2.500000e-01)
  %36 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 0
  %37 = extractvalue { double, i32 } %35, 0
  store double %37, ptr %36, align 8
  %38 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 1
  %39 = extractvalue { double, i32 } %35, 1
  store i32 %39, ptr %38, align 8
  %40 = getelementptr inbounds %struct.fpair, ptr %6, i32 0, i32 0
  store float 1.500000e+00, ptr %40, align 4
  %41 = getelementptr inbounds %struct.fpair, ptr %6, i32 0, i32 1
  store float -2.250000e+00, ptr %41, align 4
  %42 = load <2 x float>, ptr %6, align 4
  %43 = call <2 x float> @swapf(<2 x float> %42)
  store <2 x float> %43, ptr %5, align 4
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.big) align 8 %7, i64 noundef 100)
  call void @mkbig(ptr dead_on_unwind writable sret(%struct.big) align 8 %8, i64 noundef -3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.o1, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.o2, i64 3, i1 false)
  %44 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 1
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds %struct.dpair, ptr %3, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds %struct.mixed, ptr %4, i32 0, i32 1
  %55 = load i32, ptr %54, align 8
  %56 = getelementptr inbounds %struct.fpair, ptr %5, i32 0, i32 0
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds %struct.fpair, ptr %5, i32 0, i32 1
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %45, i64 noundef %47, double noundef %49, double noundef %51, double noundef %53, i32 noundef %55, double noundef %58, double noundef %61)
  %63 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %64 = getelementptr inbounds [5 x i64], ptr %63, i64 0, i64 0
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %67 = getelementptr inbounds [5 x i64], ptr %66, i64 0, i64 4
  %68 = load i64, ptr %67, align 8
  %69 = call i64 @sumbig(ptr noundef byval(%struct.big) align 8 %7, ptr noundef byval(%struct.big) align 8 %8)
  %70 = getelementptr inbounds %struct.odd3, ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 1 %70, i64 3, i1 false)
  %71 = load i24, ptr %11, align 4
  %72 = getelementptr inbounds %struct.odd3, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 1 %72, i64 3, i1 false)
  %73 = load i24, ptr %12, align 4
  %74 = call i32 @odd3sum(i24 %71, i24 %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %65, i64 noundef %68, i64 noundef %69, i32 noundef %74)
  %76 = call double @many(i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, float noundef 4.500000e+00, i32 noundef 5, double noundef 6.500000e+00, i64 noundef 7, double noundef 8.500000e+00, i32 noundef 9, double noundef 1.050000e+01, i64 noundef 11, float noundef 1.250000e+01, i32 noundef 13, double noundef 1.450000e+01, i64 noundef 15, double noundef 1.650000e+01, i32 noundef 17, double noundef 1.850000e+01)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %76)
  %78 = call i64 @wide(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef 110680464442257309703, i64 noundef 8)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %78)
  %80 = call x86_fp80 @ldmul(x86_fp80 noundef 0xK3FFFC000000000000000, i32 noundef 3, x86_fp80 noundef 0xK3FFD8000000000000000)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %80)
  %82 = getelementptr inbounds %struct.pair, ptr %13, i32 0, i32 0
  store i64 10, ptr %82, align 8
  %83 = getelementptr inbounds %struct.pair, ptr %13, i32 0, i32 1
  store i64 4, ptr %83, align 8
  %84 = call double (i32, ...) @vsum(i32 noundef 4, i32 noundef 0, i32 noundef 7, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, x86_fp80 noundef 0xK4000D000000000000000, i32 noundef 3, ptr noundef byval(%struct.pair) align 8 %13)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %84)
  %86 = call { i64, i64 } @lldiv(i64 noundef 1000000000007, i64 noundef 97) #9
  %87 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %88 = extractvalue { i64, i64 } %86, 0
  store i64 %88, ptr %87, align 8
  %89 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %90 = extractvalue { i64, i64 } %86, 1
  store i64 %90, ptr %89, align 8
  %91 = call i64 @div(i32 noundef -17, i32 noundef 5) #9
  store i64 %91, ptr %15, align 4
  %92 = getelementptr inbounds %struct.lldiv_t, ptr %14, i32 0, i32 0
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr inbounds %struct.lldiv_t, ptr %14, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds %struct.div_t, ptr %15, i32 0, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = getelementptr inbounds %struct.div_t, ptr %15, i32 0, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %93, i64 noundef %95, i32 noundef %97, i32 noundef %99)
  %101 = call x86_fp80 @strtold(ptr noundef @.str.7, ptr noundef null) #10
  store x86_fp80 %101, ptr %16, align 16
  %102 = load x86_fp80, ptr %16, align 16
  %103 = load x86_fp80, ptr %16, align 16
  %104 = call x86_fp80 @sqrtl(x86_fp80 noundef %103) #10
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %102, x86_fp80 noundef %104)
  %106 = call double @frexp(double noundef 4.800000e+01, ptr noundef %17) #10
  store double %106, ptr %18, align 8
  %107 = load double, ptr %18, align 8
  %108 = load i32, ptr %17, align 4
  %109 = load double, ptr %18, align 8
  %110 = load i32, ptr %17, align 4
  %111 = add nsw i32 %110, 1
  %112 = call double @ldexp(double noundef %109, i32 noundef %111) #10
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %107, i32 noundef %108, double noundef %112)
  %114 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %115 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  store float 3.000000e+00, ptr %114, align 4
  store float 4.000000e+00, ptr %115, align 4
  %116 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %117 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double -4.000000e+00, ptr %116, align 8
  store double 0.000000e+00, ptr %117, align 8
  %118 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %121 = load double, ptr %120, align 8
  %122 = call { double, double } @csqrt(double noundef %119, double noundef %121) #10
  %123 = extractvalue { double, double } %122, 0
  %124 = extractvalue { double, double } %122, 1
  %125 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  store double %123, ptr %125, align 8
  store double %124, ptr %126, align 8
  %127 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %128 = load float, ptr %127, align 4
  %129 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %130 = load float, ptr %129, align 4
  %131 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %132 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  store float %128, ptr %131, align 4
  store float %130, ptr %132, align 4
  %133 = load <2 x float>, ptr %22, align 4
  %134 = call float @cabsf(<2 x float> noundef %133) #10
  %135 = fpext float %134 to double
  %136 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %135, double noundef %137, double noundef %143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 @__const.main.arr, i64 24, i1 false)
  %145 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 0
  call void @qsort(ptr noundef %145, i64 noundef 6, i64 noundef 4, ptr noundef @cmp_desc)
  %146 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 0
  %147 = load i32, ptr %146, align 16
  %148 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 1
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 2
  %151 = load i32, ptr %150, align 8
  %152 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 3
  %153 = load i32, ptr %152, align 4
  %154 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 4
  %155 = load i32, ptr %154, align 16
  %156 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 5
  %157 = load i32, ptr %156, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %147, i32 noundef %149, i32 noundef %151, i32 noundef %153, i32 noundef %155, i32 noundef %157)
  %159 = getelementptr inbounds [64 x i8], ptr %24, i64 0, i64 0
  %160 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %159, i64 noundef 64, ptr noundef @.str.12, i32 noundef -42, double noundef 3.141590e+00, x86_fp80 noundef 0xK3FFFA000000000000000, ptr noundef @.str.13, i32 noundef 120) #10
  %161 = getelementptr inbounds [64 x i8], ptr %24, i64 0, i64 0
  %162 = getelementptr inbounds [64 x i8], ptr %24, i64 0, i64 0
  %163 = call i64 @strlen(ptr noundef %162) #11
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %161, i64 noundef %163)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind willreturn memory(none)
declare { i64, i64 } @lldiv(i64 noundef, i64 noundef) #6

; Function Attrs: nounwind willreturn memory(none)
declare i64 @div(i32 noundef, i32 noundef) #6

; Function Attrs: nounwind
declare x86_fp80 @strtold(ptr noundef, ptr noundef) #7

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #7

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #7

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #7

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) #7

; Function Attrs: nounwind
declare float @cabsf(<2 x float> noundef) #7

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #7

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
