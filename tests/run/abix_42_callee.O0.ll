; ModuleID = 'tests/run/abix_42_callee.c'
source_filename = "tests/run/abix_42_callee.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s42_2 = type { i16, i32, %struct.s42_2_2 }
%struct.s42_2_2 = type <{ [3 x i32], double, i8, i32 }>
%struct.s42_3 = type { i32, double, %struct.s42_3_2, i32, [2 x i32] }
%struct.s42_3_2 = type { i8, i8 }
%struct.s42_0 = type { %struct.s42_0_0 }
%struct.s42_0_0 = type <{ [1 x i16], i64, [1 x float] }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.s42_1 = type { i64, [4 x i64], [3 x double], i8, i8 }

@.str = private unnamed_addr constant [10 x i8] c"fn0 %.6g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fn1 %.6g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fn2 %.6g\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"fn3 %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"fn4 %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"fn5 %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"fn6 %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fn7 %.6g\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"fn8 %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"fn9 %.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"fn10 %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"fn11 %.6g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i8 @fn0(i8 noundef zeroext %0, i32 noundef %1, ptr noundef byval(%struct.s42_2) align 8 %2, i64 noundef %3, i32 noundef %4, i1 noundef zeroext %5, x86_fp80 noundef %6, i64 noundef %7, ptr noundef byval(%struct.s42_2) align 8 %8, i64 noundef %9, float noundef %10) #0 {
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca x86_fp80, align 16
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca i8, align 1
  store i8 %0, ptr %12, align 1
  store i32 %1, ptr %13, align 4
  store i64 %3, ptr %14, align 8
  store i32 %4, ptr %15, align 4
  %23 = zext i1 %5 to i8
  store i8 %23, ptr %16, align 1
  store x86_fp80 %6, ptr %17, align 16
  store i64 %7, ptr %18, align 8
  store i64 %9, ptr %19, align 8
  store float %10, ptr %20, align 4
  store double 1.000000e+00, ptr %21, align 8
  %24 = load double, ptr %21, align 8
  %25 = load i8, ptr %12, align 1
  %26 = uitofp i8 %25 to double
  %27 = call double @mix(double noundef %24, double noundef %26)
  store double %27, ptr %21, align 8
  %28 = load double, ptr %21, align 8
  %29 = load i32, ptr %13, align 4
  %30 = sitofp i32 %29 to double
  %31 = call double @mix(double noundef %28, double noundef %30)
  store double %31, ptr %21, align 8
  %32 = load double, ptr %21, align 8
  %33 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 0
  %34 = load i16, ptr %33, align 8
  %35 = sitofp i16 %34 to double
  %36 = call double @mix(double noundef %32, double noundef %35)
  store double %36, ptr %21, align 8
  %37 = load double, ptr %21, align 8
  %38 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = sitofp i32 %39 to double
  %41 = call double @mix(double noundef %37, double noundef %40)
  store double %41, ptr %21, align 8
  %42 = load double, ptr %21, align 8
  %43 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %44 = getelementptr inbounds %struct.s42_2_2, ptr %43, i32 0, i32 0
  %45 = getelementptr inbounds [3 x i32], ptr %44, i64 0, i64 0
  %46 = load i32, ptr %45, align 8
  %47 = sitofp i32 %46 to double
  %48 = call double @mix(double noundef %42, double noundef %47)
  store double %48, ptr %21, align 8
  %49 = load double, ptr %21, align 8
  %50 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %51 = getelementptr inbounds %struct.s42_2_2, ptr %50, i32 0, i32 0
  %52 = getelementptr inbounds [3 x i32], ptr %51, i64 0, i64 1
  %53 = load i32, ptr %52, align 4
  %54 = sitofp i32 %53 to double
  %55 = call double @mix(double noundef %49, double noundef %54)
  store double %55, ptr %21, align 8
  %56 = load double, ptr %21, align 8
  %57 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %58 = getelementptr inbounds %struct.s42_2_2, ptr %57, i32 0, i32 0
  %59 = getelementptr inbounds [3 x i32], ptr %58, i64 0, i64 2
  %60 = load i32, ptr %59, align 8
  %61 = sitofp i32 %60 to double
  %62 = call double @mix(double noundef %56, double noundef %61)
  store double %62, ptr %21, align 8
  %63 = load double, ptr %21, align 8
  %64 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %65 = getelementptr inbounds %struct.s42_2_2, ptr %64, i32 0, i32 1
  %66 = load double, ptr %65, align 4
  %67 = call double @mix(double noundef %63, double noundef %66)
  store double %67, ptr %21, align 8
  %68 = load double, ptr %21, align 8
  %69 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %70 = getelementptr inbounds %struct.s42_2_2, ptr %69, i32 0, i32 2
  %71 = load i8, ptr %70, align 4
  %72 = sitofp i8 %71 to double
  %73 = call double @mix(double noundef %68, double noundef %72)
  store double %73, ptr %21, align 8
  %74 = load double, ptr %21, align 8
  %75 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %76 = getelementptr inbounds %struct.s42_2_2, ptr %75, i32 0, i32 3
  %77 = load i32, ptr %76, align 1
  %78 = uitofp i32 %77 to double
  %79 = call double @mix(double noundef %74, double noundef %78)
  store double %79, ptr %21, align 8
  %80 = load double, ptr %21, align 8
  %81 = load i64, ptr %14, align 8
  %82 = sitofp i64 %81 to double
  %83 = call double @mix(double noundef %80, double noundef %82)
  store double %83, ptr %21, align 8
  %84 = load double, ptr %21, align 8
  %85 = load i32, ptr %15, align 4
  %86 = sitofp i32 %85 to double
  %87 = call double @mix(double noundef %84, double noundef %86)
  store double %87, ptr %21, align 8
  %88 = load double, ptr %21, align 8
  %89 = load i8, ptr %16, align 1
  %90 = trunc i8 %89 to i1
  %91 = uitofp i1 %90 to double
  %92 = call double @mix(double noundef %88, double noundef %91)
  store double %92, ptr %21, align 8
  %93 = load double, ptr %21, align 8
  %94 = load x86_fp80, ptr %17, align 16
  %95 = fptrunc x86_fp80 %94 to double
  %96 = call double @mix(double noundef %93, double noundef %95)
  store double %96, ptr %21, align 8
  %97 = load double, ptr %21, align 8
  %98 = load i64, ptr %18, align 8
  %99 = uitofp i64 %98 to double
  %100 = call double @mix(double noundef %97, double noundef %99)
  store double %100, ptr %21, align 8
  %101 = load double, ptr %21, align 8
  %102 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 0
  %103 = load i16, ptr %102, align 8
  %104 = sitofp i16 %103 to double
  %105 = call double @mix(double noundef %101, double noundef %104)
  store double %105, ptr %21, align 8
  %106 = load double, ptr %21, align 8
  %107 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 1
  %108 = load i32, ptr %107, align 4
  %109 = sitofp i32 %108 to double
  %110 = call double @mix(double noundef %106, double noundef %109)
  store double %110, ptr %21, align 8
  %111 = load double, ptr %21, align 8
  %112 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %113 = getelementptr inbounds %struct.s42_2_2, ptr %112, i32 0, i32 0
  %114 = getelementptr inbounds [3 x i32], ptr %113, i64 0, i64 0
  %115 = load i32, ptr %114, align 8
  %116 = sitofp i32 %115 to double
  %117 = call double @mix(double noundef %111, double noundef %116)
  store double %117, ptr %21, align 8
  %118 = load double, ptr %21, align 8
  %119 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %120 = getelementptr inbounds %struct.s42_2_2, ptr %119, i32 0, i32 0
  %121 = getelementptr inbounds [3 x i32], ptr %120, i64 0, i64 1
  %122 = load i32, ptr %121, align 4
  %123 = sitofp i32 %122 to double
  %124 = call double @mix(double noundef %118, double noundef %123)
  store double %124, ptr %21, align 8
  %125 = load double, ptr %21, align 8
  %126 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %127 = getelementptr inbounds %struct.s42_2_2, ptr %126, i32 0, i32 0
  %128 = getelementptr inbounds [3 x i32], ptr %127, i64 0, i64 2
  %129 = load i32, ptr %128, align 8
  %130 = sitofp i32 %129 to double
  %131 = call double @mix(double noundef %125, double noundef %130)
  store double %131, ptr %21, align 8
  %132 = load double, ptr %21, align 8
  %133 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %134 = getelementptr inbounds %struct.s42_2_2, ptr %133, i32 0, i32 1
  %135 = load double, ptr %134, align 4
  %136 = call double @mix(double noundef %132, double noundef %135)
  store double %136, ptr %21, align 8
  %137 = load double, ptr %21, align 8
  %138 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %139 = getelementptr inbounds %struct.s42_2_2, ptr %138, i32 0, i32 2
  %140 = load i8, ptr %139, align 4
  %141 = sitofp i8 %140 to double
  %142 = call double @mix(double noundef %137, double noundef %141)
  store double %142, ptr %21, align 8
  %143 = load double, ptr %21, align 8
  %144 = getelementptr inbounds %struct.s42_2, ptr %8, i32 0, i32 2
  %145 = getelementptr inbounds %struct.s42_2_2, ptr %144, i32 0, i32 3
  %146 = load i32, ptr %145, align 1
  %147 = uitofp i32 %146 to double
  %148 = call double @mix(double noundef %143, double noundef %147)
  store double %148, ptr %21, align 8
  %149 = load double, ptr %21, align 8
  %150 = load i64, ptr %19, align 8
  %151 = sitofp i64 %150 to double
  %152 = call double @mix(double noundef %149, double noundef %151)
  store double %152, ptr %21, align 8
  %153 = load double, ptr %21, align 8
  %154 = load float, ptr %20, align 4
  %155 = fpext float %154 to double
  %156 = call double @mix(double noundef %153, double noundef %155)
  store double %156, ptr %21, align 8
  %157 = load double, ptr %21, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %157)
  %159 = load double, ptr %21, align 8
  %160 = fptosi double %159 to i64
  %161 = srem i64 %160, 1000
  %162 = trunc i64 %161 to i8
  store i8 %162, ptr %22, align 1
  %163 = load i8, ptr %22, align 1
  ret i8 %163
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mix(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double 0x3FF000010C6F7A0B, double %6)
  ret double %7
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fn1() #0 {
  %1 = alloca double, align 8
  %2 = alloca float, align 4
  store double 1.000000e+00, ptr %1, align 8
  %3 = load double, ptr %1, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %3)
  %5 = load double, ptr %1, align 8
  %6 = fptosi double %5 to i64
  %7 = srem i64 %6, 1000
  %8 = sitofp i64 %7 to float
  store float %8, ptr %2, align 4
  %9 = load float, ptr %2, align 4
  ret float %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn2(ptr dead_on_unwind noalias writable sret(%struct.s42_3) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 %1, ptr %3, align 4
  store double 1.000000e+00, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = uitofp i32 %6 to double
  %8 = call double @mix(double noundef %5, double noundef %7)
  store double %8, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %9)
  %11 = load double, ptr %4, align 8
  %12 = fmul double %11, 1.500000e+00
  %13 = fptosi double %12 to i64
  %14 = srem i64 %13, 1000
  %15 = trunc i64 %14 to i32
  %16 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 0
  store i32 %15, ptr %16, align 8
  %17 = load double, ptr %4, align 8
  %18 = fmul double %17, 2.500000e+00
  %19 = fptosi double %18 to i64
  %20 = srem i64 %19, 1000
  %21 = sitofp i64 %20 to double
  %22 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 1
  store double %21, ptr %22, align 8
  %23 = load double, ptr %4, align 8
  %24 = fmul double %23, 3.500000e+00
  %25 = fptosi double %24 to i64
  %26 = srem i64 %25, 1000
  %27 = trunc i64 %26 to i8
  %28 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.s42_3_2, ptr %28, i32 0, i32 0
  store i8 %27, ptr %29, align 8
  %30 = load double, ptr %4, align 8
  %31 = fmul double %30, 4.500000e+00
  %32 = fptosi double %31 to i64
  %33 = srem i64 %32, 1000
  %34 = trunc i64 %33 to i8
  %35 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 2
  %36 = getelementptr inbounds %struct.s42_3_2, ptr %35, i32 0, i32 1
  store i8 %34, ptr %36, align 1
  %37 = load double, ptr %4, align 8
  %38 = fmul double %37, 5.500000e+00
  %39 = fptosi double %38 to i64
  %40 = srem i64 %39, 1000
  %41 = trunc i64 %40 to i32
  %42 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 3
  store i32 %41, ptr %42, align 4
  %43 = load double, ptr %4, align 8
  %44 = fmul double %43, 6.500000e+00
  %45 = fptosi double %44 to i64
  %46 = srem i64 %45, 1000
  %47 = trunc i64 %46 to i32
  %48 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 4
  %49 = getelementptr inbounds [2 x i32], ptr %48, i64 0, i64 0
  store i32 %47, ptr %49, align 8
  %50 = load double, ptr %4, align 8
  %51 = fmul double %50, 7.500000e+00
  %52 = fptosi double %51 to i64
  %53 = srem i64 %52, 1000
  %54 = trunc i64 %53 to i32
  %55 = getelementptr inbounds %struct.s42_3, ptr %0, i32 0, i32 4
  %56 = getelementptr inbounds [2 x i32], ptr %55, i64 0, i64 1
  store i32 %54, ptr %56, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fn3(i32 noundef %0, ptr noundef byval(%struct.s42_0) align 8 %1, x86_fp80 noundef %2, i1 noundef zeroext %3, i16 noundef zeroext %4, ...) #0 {
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca double, align 8
  %11 = alloca [1 x %struct.__va_list_tag], align 16
  %12 = alloca i64, align 8
  store i32 %0, ptr %6, align 4
  store x86_fp80 %2, ptr %7, align 16
  %13 = zext i1 %3 to i8
  store i8 %13, ptr %8, align 1
  store i16 %4, ptr %9, align 2
  store double 1.000000e+00, ptr %10, align 8
  %14 = load double, ptr %10, align 8
  %15 = load i32, ptr %6, align 4
  %16 = uitofp i32 %15 to double
  %17 = call double @mix(double noundef %14, double noundef %16)
  store double %17, ptr %10, align 8
  %18 = load double, ptr %10, align 8
  %19 = getelementptr inbounds %struct.s42_0, ptr %1, i32 0, i32 0
  %20 = getelementptr inbounds %struct.s42_0_0, ptr %19, i32 0, i32 0
  %21 = getelementptr inbounds [1 x i16], ptr %20, i64 0, i64 0
  %22 = load i16, ptr %21, align 8
  %23 = sitofp i16 %22 to double
  %24 = call double @mix(double noundef %18, double noundef %23)
  store double %24, ptr %10, align 8
  %25 = load double, ptr %10, align 8
  %26 = getelementptr inbounds %struct.s42_0, ptr %1, i32 0, i32 0
  %27 = getelementptr inbounds %struct.s42_0_0, ptr %26, i32 0, i32 1
  %28 = load i64, ptr %27, align 2
  %29 = uitofp i64 %28 to double
  %30 = call double @mix(double noundef %25, double noundef %29)
  store double %30, ptr %10, align 8
  %31 = load double, ptr %10, align 8
  %32 = getelementptr inbounds %struct.s42_0, ptr %1, i32 0, i32 0
  %33 = getelementptr inbounds %struct.s42_0_0, ptr %32, i32 0, i32 2
  %34 = getelementptr inbounds [1 x float], ptr %33, i64 0, i64 0
  %35 = load float, ptr %34, align 2
  %36 = fpext float %35 to double
  %37 = call double @mix(double noundef %31, double noundef %36)
  store double %37, ptr %10, align 8
  %38 = load double, ptr %10, align 8
  %39 = load x86_fp80, ptr %7, align 16
  %40 = fptrunc x86_fp80 %39 to double
  %41 = call double @mix(double noundef %38, double noundef %40)
  store double %41, ptr %10, align 8
  %42 = load double, ptr %10, align 8
  %43 = load i8, ptr %8, align 1
  %44 = trunc i8 %43 to i1
  %45 = uitofp i1 %44 to double
  %46 = call double @mix(double noundef %42, double noundef %45)
  store double %46, ptr %10, align 8
  %47 = load double, ptr %10, align 8
  %48 = load i16, ptr %9, align 2
  %49 = uitofp i16 %48 to double
  %50 = call double @mix(double noundef %47, double noundef %49)
  store double %50, ptr %10, align 8
  %51 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %51)
  %52 = load double, ptr %10, align 8
  %53 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %54 = getelementptr inbounds %struct.__va_list_tag, ptr %53, i32 0, i32 1
  %55 = load i32, ptr %54, align 4
  %56 = icmp ule i32 %55, 160
  br i1 %56, label %57, label %62

57:                                               ; preds = %5
  %58 = getelementptr inbounds %struct.__va_list_tag, ptr %53, i32 0, i32 3
  %59 = load ptr, ptr %58, align 16
  %60 = getelementptr i8, ptr %59, i32 %55
  %61 = add i32 %55, 16
  store i32 %61, ptr %54, align 4
  br label %66

62:                                               ; preds = %5
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %53, i32 0, i32 2
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr i8, ptr %64, i32 8
  store ptr %65, ptr %63, align 8
  br label %66

66:                                               ; preds = %62, %57
  %67 = phi ptr [ %60, %57 ], [ %64, %62 ]
  %68 = load double, ptr %67, align 8
  %69 = call double @mix(double noundef %52, double noundef %68)
  store double %69, ptr %10, align 8
  %70 = load double, ptr %10, align 8
  %71 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 16
  %74 = icmp ule i32 %73, 40
  br i1 %74, label %75, label %80

75:                                               ; preds = %66
  %76 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 3
  %77 = load ptr, ptr %76, align 16
  %78 = getelementptr i8, ptr %77, i32 %73
  %79 = add i32 %73, 8
  store i32 %79, ptr %72, align 16
  br label %84

80:                                               ; preds = %66
  %81 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr i8, ptr %82, i32 8
  store ptr %83, ptr %81, align 8
  br label %84

84:                                               ; preds = %80, %75
  %85 = phi ptr [ %78, %75 ], [ %82, %80 ]
  %86 = load i32, ptr %85, align 4
  %87 = sitofp i32 %86 to double
  %88 = call double @mix(double noundef %70, double noundef %87)
  store double %88, ptr %10, align 8
  %89 = load double, ptr %10, align 8
  %90 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %91 = getelementptr inbounds %struct.__va_list_tag, ptr %90, i32 0, i32 2
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds i8, ptr %92, i32 15
  %94 = call ptr @llvm.ptrmask.p0.i64(ptr %93, i64 -16)
  %95 = getelementptr i8, ptr %94, i32 16
  store ptr %95, ptr %91, align 8
  %96 = load x86_fp80, ptr %94, align 16
  %97 = fptrunc x86_fp80 %96 to double
  %98 = call double @mix(double noundef %89, double noundef %97)
  store double %98, ptr %10, align 8
  %99 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %99)
  %100 = load double, ptr %10, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %100)
  %102 = load double, ptr %10, align 8
  %103 = fptosi double %102 to i64
  %104 = srem i64 %103, 1000
  store i64 %104, ptr %12, align 8
  %105 = load i64, ptr %12, align 8
  ret i64 %105
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn4(ptr dead_on_unwind noalias writable sret(%struct.s42_0) align 1 %0, ptr noundef byval(%struct.s42_2) align 8 %1, ptr noundef byval(%struct.s42_2) align 8 %2, i64 noundef %3, ptr noundef byval(%struct.s42_3) align 8 %4, i64 noundef %5, i64 noundef %6, ptr noundef byval(%struct.s42_3) align 8 %7, x86_fp80 noundef %8, double noundef %9, i64 noundef %10, i16 noundef zeroext %11, ptr noundef byval(%struct.s42_1) align 8 %12, ...) #0 {
  %14 = alloca i128, align 16
  %15 = alloca i64, align 8
  %16 = alloca i128, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca double, align 8
  %19 = alloca i64, align 8
  %20 = alloca i16, align 2
  %21 = alloca double, align 8
  %22 = alloca [1 x %struct.__va_list_tag], align 16
  %23 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  store i64 %5, ptr %23, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  store i64 %6, ptr %24, align 8
  %25 = load i128, ptr %14, align 16
  store i64 %3, ptr %15, align 8
  store i128 %25, ptr %16, align 16
  store x86_fp80 %8, ptr %17, align 16
  store double %9, ptr %18, align 8
  store i64 %10, ptr %19, align 8
  store i16 %11, ptr %20, align 2
  store double 1.000000e+00, ptr %21, align 8
  %26 = load double, ptr %21, align 8
  %27 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 0
  %28 = load i16, ptr %27, align 8
  %29 = sitofp i16 %28 to double
  %30 = call double @mix(double noundef %26, double noundef %29)
  store double %30, ptr %21, align 8
  %31 = load double, ptr %21, align 8
  %32 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = sitofp i32 %33 to double
  %35 = call double @mix(double noundef %31, double noundef %34)
  store double %35, ptr %21, align 8
  %36 = load double, ptr %21, align 8
  %37 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %38 = getelementptr inbounds %struct.s42_2_2, ptr %37, i32 0, i32 0
  %39 = getelementptr inbounds [3 x i32], ptr %38, i64 0, i64 0
  %40 = load i32, ptr %39, align 8
  %41 = sitofp i32 %40 to double
  %42 = call double @mix(double noundef %36, double noundef %41)
  store double %42, ptr %21, align 8
  %43 = load double, ptr %21, align 8
  %44 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %45 = getelementptr inbounds %struct.s42_2_2, ptr %44, i32 0, i32 0
  %46 = getelementptr inbounds [3 x i32], ptr %45, i64 0, i64 1
  %47 = load i32, ptr %46, align 4
  %48 = sitofp i32 %47 to double
  %49 = call double @mix(double noundef %43, double noundef %48)
  store double %49, ptr %21, align 8
  %50 = load double, ptr %21, align 8
  %51 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %52 = getelementptr inbounds %struct.s42_2_2, ptr %51, i32 0, i32 0
  %53 = getelementptr inbounds [3 x i32], ptr %52, i64 0, i64 2
  %54 = load i32, ptr %53, align 8
  %55 = sitofp i32 %54 to double
  %56 = call double @mix(double noundef %50, double noundef %55)
  store double %56, ptr %21, align 8
  %57 = load double, ptr %21, align 8
  %58 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %59 = getelementptr inbounds %struct.s42_2_2, ptr %58, i32 0, i32 1
  %60 = load double, ptr %59, align 4
  %61 = call double @mix(double noundef %57, double noundef %60)
  store double %61, ptr %21, align 8
  %62 = load double, ptr %21, align 8
  %63 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %64 = getelementptr inbounds %struct.s42_2_2, ptr %63, i32 0, i32 2
  %65 = load i8, ptr %64, align 4
  %66 = sitofp i8 %65 to double
  %67 = call double @mix(double noundef %62, double noundef %66)
  store double %67, ptr %21, align 8
  %68 = load double, ptr %21, align 8
  %69 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %70 = getelementptr inbounds %struct.s42_2_2, ptr %69, i32 0, i32 3
  %71 = load i32, ptr %70, align 1
  %72 = uitofp i32 %71 to double
  %73 = call double @mix(double noundef %68, double noundef %72)
  store double %73, ptr %21, align 8
  %74 = load double, ptr %21, align 8
  %75 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 0
  %76 = load i16, ptr %75, align 8
  %77 = sitofp i16 %76 to double
  %78 = call double @mix(double noundef %74, double noundef %77)
  store double %78, ptr %21, align 8
  %79 = load double, ptr %21, align 8
  %80 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 1
  %81 = load i32, ptr %80, align 4
  %82 = sitofp i32 %81 to double
  %83 = call double @mix(double noundef %79, double noundef %82)
  store double %83, ptr %21, align 8
  %84 = load double, ptr %21, align 8
  %85 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %86 = getelementptr inbounds %struct.s42_2_2, ptr %85, i32 0, i32 0
  %87 = getelementptr inbounds [3 x i32], ptr %86, i64 0, i64 0
  %88 = load i32, ptr %87, align 8
  %89 = sitofp i32 %88 to double
  %90 = call double @mix(double noundef %84, double noundef %89)
  store double %90, ptr %21, align 8
  %91 = load double, ptr %21, align 8
  %92 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %93 = getelementptr inbounds %struct.s42_2_2, ptr %92, i32 0, i32 0
  %94 = getelementptr inbounds [3 x i32], ptr %93, i64 0, i64 1
  %95 = load i32, ptr %94, align 4
  %96 = sitofp i32 %95 to double
  %97 = call double @mix(double noundef %91, double noundef %96)
  store double %97, ptr %21, align 8
  %98 = load double, ptr %21, align 8
  %99 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %100 = getelementptr inbounds %struct.s42_2_2, ptr %99, i32 0, i32 0
  %101 = getelementptr inbounds [3 x i32], ptr %100, i64 0, i64 2
  %102 = load i32, ptr %101, align 8
  %103 = sitofp i32 %102 to double
  %104 = call double @mix(double noundef %98, double noundef %103)
  store double %104, ptr %21, align 8
  %105 = load double, ptr %21, align 8
  %106 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %107 = getelementptr inbounds %struct.s42_2_2, ptr %106, i32 0, i32 1
  %108 = load double, ptr %107, align 4
  %109 = call double @mix(double noundef %105, double noundef %108)
  store double %109, ptr %21, align 8
  %110 = load double, ptr %21, align 8
  %111 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %112 = getelementptr inbounds %struct.s42_2_2, ptr %111, i32 0, i32 2
  %113 = load i8, ptr %112, align 4
  %114 = sitofp i8 %113 to double
  %115 = call double @mix(double noundef %110, double noundef %114)
  store double %115, ptr %21, align 8
  %116 = load double, ptr %21, align 8
  %117 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %118 = getelementptr inbounds %struct.s42_2_2, ptr %117, i32 0, i32 3
  %119 = load i32, ptr %118, align 1
  %120 = uitofp i32 %119 to double
  %121 = call double @mix(double noundef %116, double noundef %120)
  store double %121, ptr %21, align 8
  %122 = load double, ptr %21, align 8
  %123 = load i64, ptr %15, align 8
  %124 = uitofp i64 %123 to double
  %125 = call double @mix(double noundef %122, double noundef %124)
  store double %125, ptr %21, align 8
  %126 = load double, ptr %21, align 8
  %127 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 0
  %128 = load i32, ptr %127, align 8
  %129 = sitofp i32 %128 to double
  %130 = call double @mix(double noundef %126, double noundef %129)
  store double %130, ptr %21, align 8
  %131 = load double, ptr %21, align 8
  %132 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 1
  %133 = load double, ptr %132, align 8
  %134 = call double @mix(double noundef %131, double noundef %133)
  store double %134, ptr %21, align 8
  %135 = load double, ptr %21, align 8
  %136 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 2
  %137 = getelementptr inbounds %struct.s42_3_2, ptr %136, i32 0, i32 0
  %138 = load i8, ptr %137, align 8
  %139 = sitofp i8 %138 to double
  %140 = call double @mix(double noundef %135, double noundef %139)
  store double %140, ptr %21, align 8
  %141 = load double, ptr %21, align 8
  %142 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 2
  %143 = getelementptr inbounds %struct.s42_3_2, ptr %142, i32 0, i32 1
  %144 = load i8, ptr %143, align 1
  %145 = sitofp i8 %144 to double
  %146 = call double @mix(double noundef %141, double noundef %145)
  store double %146, ptr %21, align 8
  %147 = load double, ptr %21, align 8
  %148 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 3
  %149 = load i32, ptr %148, align 4
  %150 = sitofp i32 %149 to double
  %151 = call double @mix(double noundef %147, double noundef %150)
  store double %151, ptr %21, align 8
  %152 = load double, ptr %21, align 8
  %153 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 4
  %154 = getelementptr inbounds [2 x i32], ptr %153, i64 0, i64 0
  %155 = load i32, ptr %154, align 8
  %156 = sitofp i32 %155 to double
  %157 = call double @mix(double noundef %152, double noundef %156)
  store double %157, ptr %21, align 8
  %158 = load double, ptr %21, align 8
  %159 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 4
  %160 = getelementptr inbounds [2 x i32], ptr %159, i64 0, i64 1
  %161 = load i32, ptr %160, align 4
  %162 = sitofp i32 %161 to double
  %163 = call double @mix(double noundef %158, double noundef %162)
  store double %163, ptr %21, align 8
  %164 = load double, ptr %21, align 8
  %165 = load i128, ptr %16, align 16
  %166 = sitofp i128 %165 to double
  %167 = call double @mix(double noundef %164, double noundef %166)
  store double %167, ptr %21, align 8
  %168 = load double, ptr %21, align 8
  %169 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 0
  %170 = load i32, ptr %169, align 8
  %171 = sitofp i32 %170 to double
  %172 = call double @mix(double noundef %168, double noundef %171)
  store double %172, ptr %21, align 8
  %173 = load double, ptr %21, align 8
  %174 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 1
  %175 = load double, ptr %174, align 8
  %176 = call double @mix(double noundef %173, double noundef %175)
  store double %176, ptr %21, align 8
  %177 = load double, ptr %21, align 8
  %178 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 2
  %179 = getelementptr inbounds %struct.s42_3_2, ptr %178, i32 0, i32 0
  %180 = load i8, ptr %179, align 8
  %181 = sitofp i8 %180 to double
  %182 = call double @mix(double noundef %177, double noundef %181)
  store double %182, ptr %21, align 8
  %183 = load double, ptr %21, align 8
  %184 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 2
  %185 = getelementptr inbounds %struct.s42_3_2, ptr %184, i32 0, i32 1
  %186 = load i8, ptr %185, align 1
  %187 = sitofp i8 %186 to double
  %188 = call double @mix(double noundef %183, double noundef %187)
  store double %188, ptr %21, align 8
  %189 = load double, ptr %21, align 8
  %190 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 3
  %191 = load i32, ptr %190, align 4
  %192 = sitofp i32 %191 to double
  %193 = call double @mix(double noundef %189, double noundef %192)
  store double %193, ptr %21, align 8
  %194 = load double, ptr %21, align 8
  %195 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 4
  %196 = getelementptr inbounds [2 x i32], ptr %195, i64 0, i64 0
  %197 = load i32, ptr %196, align 8
  %198 = sitofp i32 %197 to double
  %199 = call double @mix(double noundef %194, double noundef %198)
  store double %199, ptr %21, align 8
  %200 = load double, ptr %21, align 8
  %201 = getelementptr inbounds %struct.s42_3, ptr %7, i32 0, i32 4
  %202 = getelementptr inbounds [2 x i32], ptr %201, i64 0, i64 1
  %203 = load i32, ptr %202, align 4
  %204 = sitofp i32 %203 to double
  %205 = call double @mix(double noundef %200, double noundef %204)
  store double %205, ptr %21, align 8
  %206 = load double, ptr %21, align 8
  %207 = load x86_fp80, ptr %17, align 16
  %208 = fptrunc x86_fp80 %207 to double
  %209 = call double @mix(double noundef %206, double noundef %208)
  store double %209, ptr %21, align 8
  %210 = load double, ptr %21, align 8
  %211 = load double, ptr %18, align 8
  %212 = call double @mix(double noundef %210, double noundef %211)
  store double %212, ptr %21, align 8
  %213 = load double, ptr %21, align 8
  %214 = load i64, ptr %19, align 8
  %215 = sitofp i64 %214 to double
  %216 = call double @mix(double noundef %213, double noundef %215)
  store double %216, ptr %21, align 8
  %217 = load double, ptr %21, align 8
  %218 = load i16, ptr %20, align 2
  %219 = uitofp i16 %218 to double
  %220 = call double @mix(double noundef %217, double noundef %219)
  store double %220, ptr %21, align 8
  %221 = load double, ptr %21, align 8
  %222 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 0
  %223 = load i64, ptr %222, align 8
  %224 = uitofp i64 %223 to double
  %225 = call double @mix(double noundef %221, double noundef %224)
  store double %225, ptr %21, align 8
  %226 = load double, ptr %21, align 8
  %227 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 1
  %228 = getelementptr inbounds [4 x i64], ptr %227, i64 0, i64 0
  %229 = load i64, ptr %228, align 8
  %230 = sitofp i64 %229 to double
  %231 = call double @mix(double noundef %226, double noundef %230)
  store double %231, ptr %21, align 8
  %232 = load double, ptr %21, align 8
  %233 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 1
  %234 = getelementptr inbounds [4 x i64], ptr %233, i64 0, i64 1
  %235 = load i64, ptr %234, align 8
  %236 = sitofp i64 %235 to double
  %237 = call double @mix(double noundef %232, double noundef %236)
  store double %237, ptr %21, align 8
  %238 = load double, ptr %21, align 8
  %239 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 1
  %240 = getelementptr inbounds [4 x i64], ptr %239, i64 0, i64 2
  %241 = load i64, ptr %240, align 8
  %242 = sitofp i64 %241 to double
  %243 = call double @mix(double noundef %238, double noundef %242)
  store double %243, ptr %21, align 8
  %244 = load double, ptr %21, align 8
  %245 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 1
  %246 = getelementptr inbounds [4 x i64], ptr %245, i64 0, i64 3
  %247 = load i64, ptr %246, align 8
  %248 = sitofp i64 %247 to double
  %249 = call double @mix(double noundef %244, double noundef %248)
  store double %249, ptr %21, align 8
  %250 = load double, ptr %21, align 8
  %251 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 2
  %252 = getelementptr inbounds [3 x double], ptr %251, i64 0, i64 0
  %253 = load double, ptr %252, align 8
  %254 = call double @mix(double noundef %250, double noundef %253)
  store double %254, ptr %21, align 8
  %255 = load double, ptr %21, align 8
  %256 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 2
  %257 = getelementptr inbounds [3 x double], ptr %256, i64 0, i64 1
  %258 = load double, ptr %257, align 8
  %259 = call double @mix(double noundef %255, double noundef %258)
  store double %259, ptr %21, align 8
  %260 = load double, ptr %21, align 8
  %261 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 2
  %262 = getelementptr inbounds [3 x double], ptr %261, i64 0, i64 2
  %263 = load double, ptr %262, align 8
  %264 = call double @mix(double noundef %260, double noundef %263)
  store double %264, ptr %21, align 8
  %265 = load double, ptr %21, align 8
  %266 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 3
  %267 = load i8, ptr %266, align 8
  %268 = sitofp i8 %267 to double
  %269 = call double @mix(double noundef %265, double noundef %268)
  store double %269, ptr %21, align 8
  %270 = load double, ptr %21, align 8
  %271 = getelementptr inbounds %struct.s42_1, ptr %12, i32 0, i32 4
  %272 = load i8, ptr %271, align 1
  %273 = uitofp i8 %272 to double
  %274 = call double @mix(double noundef %270, double noundef %273)
  store double %274, ptr %21, align 8
  %275 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %22, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %275)
  %276 = load double, ptr %21, align 8
  %277 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %22, i64 0, i64 0
  %278 = getelementptr inbounds %struct.__va_list_tag, ptr %277, i32 0, i32 1
  %279 = load i32, ptr %278, align 4
  %280 = icmp ule i32 %279, 160
  br i1 %280, label %281, label %286

281:                                              ; preds = %13
  %282 = getelementptr inbounds %struct.__va_list_tag, ptr %277, i32 0, i32 3
  %283 = load ptr, ptr %282, align 16
  %284 = getelementptr i8, ptr %283, i32 %279
  %285 = add i32 %279, 16
  store i32 %285, ptr %278, align 4
  br label %290

286:                                              ; preds = %13
  %287 = getelementptr inbounds %struct.__va_list_tag, ptr %277, i32 0, i32 2
  %288 = load ptr, ptr %287, align 8
  %289 = getelementptr i8, ptr %288, i32 8
  store ptr %289, ptr %287, align 8
  br label %290

290:                                              ; preds = %286, %281
  %291 = phi ptr [ %284, %281 ], [ %288, %286 ]
  %292 = load double, ptr %291, align 8
  %293 = call double @mix(double noundef %276, double noundef %292)
  store double %293, ptr %21, align 8
  %294 = load double, ptr %21, align 8
  %295 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %22, i64 0, i64 0
  %296 = getelementptr inbounds %struct.__va_list_tag, ptr %295, i32 0, i32 0
  %297 = load i32, ptr %296, align 16
  %298 = icmp ule i32 %297, 40
  br i1 %298, label %299, label %304

299:                                              ; preds = %290
  %300 = getelementptr inbounds %struct.__va_list_tag, ptr %295, i32 0, i32 3
  %301 = load ptr, ptr %300, align 16
  %302 = getelementptr i8, ptr %301, i32 %297
  %303 = add i32 %297, 8
  store i32 %303, ptr %296, align 16
  br label %308

304:                                              ; preds = %290
  %305 = getelementptr inbounds %struct.__va_list_tag, ptr %295, i32 0, i32 2
  %306 = load ptr, ptr %305, align 8
  %307 = getelementptr i8, ptr %306, i32 8
  store ptr %307, ptr %305, align 8
  br label %308

308:                                              ; preds = %304, %299
  %309 = phi ptr [ %302, %299 ], [ %306, %304 ]
  %310 = load i32, ptr %309, align 4
  %311 = sitofp i32 %310 to double
  %312 = call double @mix(double noundef %294, double noundef %311)
  store double %312, ptr %21, align 8
  %313 = load double, ptr %21, align 8
  %314 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %22, i64 0, i64 0
  %315 = getelementptr inbounds %struct.__va_list_tag, ptr %314, i32 0, i32 2
  %316 = load ptr, ptr %315, align 8
  %317 = getelementptr inbounds i8, ptr %316, i32 15
  %318 = call ptr @llvm.ptrmask.p0.i64(ptr %317, i64 -16)
  %319 = getelementptr i8, ptr %318, i32 16
  store ptr %319, ptr %315, align 8
  %320 = load x86_fp80, ptr %318, align 16
  %321 = fptrunc x86_fp80 %320 to double
  %322 = call double @mix(double noundef %313, double noundef %321)
  store double %322, ptr %21, align 8
  %323 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %22, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %323)
  %324 = load double, ptr %21, align 8
  %325 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %324)
  %326 = load double, ptr %21, align 8
  %327 = fmul double %326, 1.500000e+00
  %328 = fptosi double %327 to i64
  %329 = srem i64 %328, 1000
  %330 = trunc i64 %329 to i16
  %331 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %332 = getelementptr inbounds %struct.s42_0_0, ptr %331, i32 0, i32 0
  %333 = getelementptr inbounds [1 x i16], ptr %332, i64 0, i64 0
  store i16 %330, ptr %333, align 1
  %334 = load double, ptr %21, align 8
  %335 = fmul double %334, 2.500000e+00
  %336 = fptosi double %335 to i64
  %337 = srem i64 %336, 1000
  %338 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %339 = getelementptr inbounds %struct.s42_0_0, ptr %338, i32 0, i32 1
  store i64 %337, ptr %339, align 1
  %340 = load double, ptr %21, align 8
  %341 = fmul double %340, 3.500000e+00
  %342 = fptosi double %341 to i64
  %343 = srem i64 %342, 1000
  %344 = sitofp i64 %343 to float
  %345 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %346 = getelementptr inbounds %struct.s42_0_0, ptr %345, i32 0, i32 2
  %347 = getelementptr inbounds [1 x float], ptr %346, i64 0, i64 0
  store float %344, ptr %347, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i16 @fn5() #0 {
  %1 = alloca double, align 8
  %2 = alloca i16, align 2
  store double 1.000000e+00, ptr %1, align 8
  %3 = load double, ptr %1, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %3)
  %5 = load double, ptr %1, align 8
  %6 = fptosi double %5 to i64
  %7 = srem i64 %6, 1000
  %8 = trunc i64 %7 to i16
  store i16 %8, ptr %2, align 2
  %9 = load i16, ptr %2, align 2
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @fn6(i64 noundef %0, i64 noundef %1, i8 noundef zeroext %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca x86_fp80, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store i128 %11, ptr %5, align 16
  store i8 %2, ptr %6, align 1
  store double 1.000000e+00, ptr %7, align 8
  %12 = load double, ptr %7, align 8
  %13 = load i128, ptr %5, align 16
  %14 = sitofp i128 %13 to double
  %15 = call double @mix(double noundef %12, double noundef %14)
  store double %15, ptr %7, align 8
  %16 = load double, ptr %7, align 8
  %17 = load i8, ptr %6, align 1
  %18 = uitofp i8 %17 to double
  %19 = call double @mix(double noundef %16, double noundef %18)
  store double %19, ptr %7, align 8
  %20 = load double, ptr %7, align 8
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %20)
  %22 = load double, ptr %7, align 8
  %23 = fptosi double %22 to i64
  %24 = srem i64 %23, 1000
  %25 = sitofp i64 %24 to x86_fp80
  store x86_fp80 %25, ptr %8, align 16
  %26 = load x86_fp80, ptr %8, align 16
  ret x86_fp80 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fn7(ptr noundef byval(%struct.s42_1) align 8 %0, i64 noundef %1, ptr noundef byval(%struct.s42_2) align 8 %2, i8 noundef signext %3, i16 noundef signext %4, ptr noundef byval(%struct.s42_2) align 8 %5, i64 noundef %6, ...) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca [1 x %struct.__va_list_tag], align 16
  %14 = alloca float, align 4
  store i64 %1, ptr %8, align 8
  store i8 %3, ptr %9, align 1
  store i16 %4, ptr %10, align 2
  store i64 %6, ptr %11, align 8
  store double 1.000000e+00, ptr %12, align 8
  %15 = load double, ptr %12, align 8
  %16 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = uitofp i64 %17 to double
  %19 = call double @mix(double noundef %15, double noundef %18)
  store double %19, ptr %12, align 8
  %20 = load double, ptr %12, align 8
  %21 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %22 = getelementptr inbounds [4 x i64], ptr %21, i64 0, i64 0
  %23 = load i64, ptr %22, align 8
  %24 = sitofp i64 %23 to double
  %25 = call double @mix(double noundef %20, double noundef %24)
  store double %25, ptr %12, align 8
  %26 = load double, ptr %12, align 8
  %27 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %28 = getelementptr inbounds [4 x i64], ptr %27, i64 0, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = sitofp i64 %29 to double
  %31 = call double @mix(double noundef %26, double noundef %30)
  store double %31, ptr %12, align 8
  %32 = load double, ptr %12, align 8
  %33 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %34 = getelementptr inbounds [4 x i64], ptr %33, i64 0, i64 2
  %35 = load i64, ptr %34, align 8
  %36 = sitofp i64 %35 to double
  %37 = call double @mix(double noundef %32, double noundef %36)
  store double %37, ptr %12, align 8
  %38 = load double, ptr %12, align 8
  %39 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %40 = getelementptr inbounds [4 x i64], ptr %39, i64 0, i64 3
  %41 = load i64, ptr %40, align 8
  %42 = sitofp i64 %41 to double
  %43 = call double @mix(double noundef %38, double noundef %42)
  store double %43, ptr %12, align 8
  %44 = load double, ptr %12, align 8
  %45 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %46 = getelementptr inbounds [3 x double], ptr %45, i64 0, i64 0
  %47 = load double, ptr %46, align 8
  %48 = call double @mix(double noundef %44, double noundef %47)
  store double %48, ptr %12, align 8
  %49 = load double, ptr %12, align 8
  %50 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %51 = getelementptr inbounds [3 x double], ptr %50, i64 0, i64 1
  %52 = load double, ptr %51, align 8
  %53 = call double @mix(double noundef %49, double noundef %52)
  store double %53, ptr %12, align 8
  %54 = load double, ptr %12, align 8
  %55 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %56 = getelementptr inbounds [3 x double], ptr %55, i64 0, i64 2
  %57 = load double, ptr %56, align 8
  %58 = call double @mix(double noundef %54, double noundef %57)
  store double %58, ptr %12, align 8
  %59 = load double, ptr %12, align 8
  %60 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 3
  %61 = load i8, ptr %60, align 8
  %62 = sitofp i8 %61 to double
  %63 = call double @mix(double noundef %59, double noundef %62)
  store double %63, ptr %12, align 8
  %64 = load double, ptr %12, align 8
  %65 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 4
  %66 = load i8, ptr %65, align 1
  %67 = uitofp i8 %66 to double
  %68 = call double @mix(double noundef %64, double noundef %67)
  store double %68, ptr %12, align 8
  %69 = load double, ptr %12, align 8
  %70 = load i64, ptr %8, align 8
  %71 = uitofp i64 %70 to double
  %72 = call double @mix(double noundef %69, double noundef %71)
  store double %72, ptr %12, align 8
  %73 = load double, ptr %12, align 8
  %74 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 0
  %75 = load i16, ptr %74, align 8
  %76 = sitofp i16 %75 to double
  %77 = call double @mix(double noundef %73, double noundef %76)
  store double %77, ptr %12, align 8
  %78 = load double, ptr %12, align 8
  %79 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 1
  %80 = load i32, ptr %79, align 4
  %81 = sitofp i32 %80 to double
  %82 = call double @mix(double noundef %78, double noundef %81)
  store double %82, ptr %12, align 8
  %83 = load double, ptr %12, align 8
  %84 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %85 = getelementptr inbounds %struct.s42_2_2, ptr %84, i32 0, i32 0
  %86 = getelementptr inbounds [3 x i32], ptr %85, i64 0, i64 0
  %87 = load i32, ptr %86, align 8
  %88 = sitofp i32 %87 to double
  %89 = call double @mix(double noundef %83, double noundef %88)
  store double %89, ptr %12, align 8
  %90 = load double, ptr %12, align 8
  %91 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %92 = getelementptr inbounds %struct.s42_2_2, ptr %91, i32 0, i32 0
  %93 = getelementptr inbounds [3 x i32], ptr %92, i64 0, i64 1
  %94 = load i32, ptr %93, align 4
  %95 = sitofp i32 %94 to double
  %96 = call double @mix(double noundef %90, double noundef %95)
  store double %96, ptr %12, align 8
  %97 = load double, ptr %12, align 8
  %98 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %99 = getelementptr inbounds %struct.s42_2_2, ptr %98, i32 0, i32 0
  %100 = getelementptr inbounds [3 x i32], ptr %99, i64 0, i64 2
  %101 = load i32, ptr %100, align 8
  %102 = sitofp i32 %101 to double
  %103 = call double @mix(double noundef %97, double noundef %102)
  store double %103, ptr %12, align 8
  %104 = load double, ptr %12, align 8
  %105 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %106 = getelementptr inbounds %struct.s42_2_2, ptr %105, i32 0, i32 1
  %107 = load double, ptr %106, align 4
  %108 = call double @mix(double noundef %104, double noundef %107)
  store double %108, ptr %12, align 8
  %109 = load double, ptr %12, align 8
  %110 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %111 = getelementptr inbounds %struct.s42_2_2, ptr %110, i32 0, i32 2
  %112 = load i8, ptr %111, align 4
  %113 = sitofp i8 %112 to double
  %114 = call double @mix(double noundef %109, double noundef %113)
  store double %114, ptr %12, align 8
  %115 = load double, ptr %12, align 8
  %116 = getelementptr inbounds %struct.s42_2, ptr %2, i32 0, i32 2
  %117 = getelementptr inbounds %struct.s42_2_2, ptr %116, i32 0, i32 3
  %118 = load i32, ptr %117, align 1
  %119 = uitofp i32 %118 to double
  %120 = call double @mix(double noundef %115, double noundef %119)
  store double %120, ptr %12, align 8
  %121 = load double, ptr %12, align 8
  %122 = load i8, ptr %9, align 1
  %123 = sitofp i8 %122 to double
  %124 = call double @mix(double noundef %121, double noundef %123)
  store double %124, ptr %12, align 8
  %125 = load double, ptr %12, align 8
  %126 = load i16, ptr %10, align 2
  %127 = sitofp i16 %126 to double
  %128 = call double @mix(double noundef %125, double noundef %127)
  store double %128, ptr %12, align 8
  %129 = load double, ptr %12, align 8
  %130 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 0
  %131 = load i16, ptr %130, align 8
  %132 = sitofp i16 %131 to double
  %133 = call double @mix(double noundef %129, double noundef %132)
  store double %133, ptr %12, align 8
  %134 = load double, ptr %12, align 8
  %135 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 1
  %136 = load i32, ptr %135, align 4
  %137 = sitofp i32 %136 to double
  %138 = call double @mix(double noundef %134, double noundef %137)
  store double %138, ptr %12, align 8
  %139 = load double, ptr %12, align 8
  %140 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %141 = getelementptr inbounds %struct.s42_2_2, ptr %140, i32 0, i32 0
  %142 = getelementptr inbounds [3 x i32], ptr %141, i64 0, i64 0
  %143 = load i32, ptr %142, align 8
  %144 = sitofp i32 %143 to double
  %145 = call double @mix(double noundef %139, double noundef %144)
  store double %145, ptr %12, align 8
  %146 = load double, ptr %12, align 8
  %147 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %148 = getelementptr inbounds %struct.s42_2_2, ptr %147, i32 0, i32 0
  %149 = getelementptr inbounds [3 x i32], ptr %148, i64 0, i64 1
  %150 = load i32, ptr %149, align 4
  %151 = sitofp i32 %150 to double
  %152 = call double @mix(double noundef %146, double noundef %151)
  store double %152, ptr %12, align 8
  %153 = load double, ptr %12, align 8
  %154 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %155 = getelementptr inbounds %struct.s42_2_2, ptr %154, i32 0, i32 0
  %156 = getelementptr inbounds [3 x i32], ptr %155, i64 0, i64 2
  %157 = load i32, ptr %156, align 8
  %158 = sitofp i32 %157 to double
  %159 = call double @mix(double noundef %153, double noundef %158)
  store double %159, ptr %12, align 8
  %160 = load double, ptr %12, align 8
  %161 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %162 = getelementptr inbounds %struct.s42_2_2, ptr %161, i32 0, i32 1
  %163 = load double, ptr %162, align 4
  %164 = call double @mix(double noundef %160, double noundef %163)
  store double %164, ptr %12, align 8
  %165 = load double, ptr %12, align 8
  %166 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %167 = getelementptr inbounds %struct.s42_2_2, ptr %166, i32 0, i32 2
  %168 = load i8, ptr %167, align 4
  %169 = sitofp i8 %168 to double
  %170 = call double @mix(double noundef %165, double noundef %169)
  store double %170, ptr %12, align 8
  %171 = load double, ptr %12, align 8
  %172 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %173 = getelementptr inbounds %struct.s42_2_2, ptr %172, i32 0, i32 3
  %174 = load i32, ptr %173, align 1
  %175 = uitofp i32 %174 to double
  %176 = call double @mix(double noundef %171, double noundef %175)
  store double %176, ptr %12, align 8
  %177 = load double, ptr %12, align 8
  %178 = load i64, ptr %11, align 8
  %179 = uitofp i64 %178 to double
  %180 = call double @mix(double noundef %177, double noundef %179)
  store double %180, ptr %12, align 8
  %181 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %13, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %181)
  %182 = load double, ptr %12, align 8
  %183 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %13, i64 0, i64 0
  %184 = getelementptr inbounds %struct.__va_list_tag, ptr %183, i32 0, i32 1
  %185 = load i32, ptr %184, align 4
  %186 = icmp ule i32 %185, 160
  br i1 %186, label %187, label %192

187:                                              ; preds = %7
  %188 = getelementptr inbounds %struct.__va_list_tag, ptr %183, i32 0, i32 3
  %189 = load ptr, ptr %188, align 16
  %190 = getelementptr i8, ptr %189, i32 %185
  %191 = add i32 %185, 16
  store i32 %191, ptr %184, align 4
  br label %196

192:                                              ; preds = %7
  %193 = getelementptr inbounds %struct.__va_list_tag, ptr %183, i32 0, i32 2
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr i8, ptr %194, i32 8
  store ptr %195, ptr %193, align 8
  br label %196

196:                                              ; preds = %192, %187
  %197 = phi ptr [ %190, %187 ], [ %194, %192 ]
  %198 = load double, ptr %197, align 8
  %199 = call double @mix(double noundef %182, double noundef %198)
  store double %199, ptr %12, align 8
  %200 = load double, ptr %12, align 8
  %201 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %13, i64 0, i64 0
  %202 = getelementptr inbounds %struct.__va_list_tag, ptr %201, i32 0, i32 0
  %203 = load i32, ptr %202, align 16
  %204 = icmp ule i32 %203, 40
  br i1 %204, label %205, label %210

205:                                              ; preds = %196
  %206 = getelementptr inbounds %struct.__va_list_tag, ptr %201, i32 0, i32 3
  %207 = load ptr, ptr %206, align 16
  %208 = getelementptr i8, ptr %207, i32 %203
  %209 = add i32 %203, 8
  store i32 %209, ptr %202, align 16
  br label %214

210:                                              ; preds = %196
  %211 = getelementptr inbounds %struct.__va_list_tag, ptr %201, i32 0, i32 2
  %212 = load ptr, ptr %211, align 8
  %213 = getelementptr i8, ptr %212, i32 8
  store ptr %213, ptr %211, align 8
  br label %214

214:                                              ; preds = %210, %205
  %215 = phi ptr [ %208, %205 ], [ %212, %210 ]
  %216 = load i32, ptr %215, align 4
  %217 = sitofp i32 %216 to double
  %218 = call double @mix(double noundef %200, double noundef %217)
  store double %218, ptr %12, align 8
  %219 = load double, ptr %12, align 8
  %220 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %13, i64 0, i64 0
  %221 = getelementptr inbounds %struct.__va_list_tag, ptr %220, i32 0, i32 2
  %222 = load ptr, ptr %221, align 8
  %223 = getelementptr inbounds i8, ptr %222, i32 15
  %224 = call ptr @llvm.ptrmask.p0.i64(ptr %223, i64 -16)
  %225 = getelementptr i8, ptr %224, i32 16
  store ptr %225, ptr %221, align 8
  %226 = load x86_fp80, ptr %224, align 16
  %227 = fptrunc x86_fp80 %226 to double
  %228 = call double @mix(double noundef %219, double noundef %227)
  store double %228, ptr %12, align 8
  %229 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %13, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %229)
  %230 = load double, ptr %12, align 8
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %230)
  %232 = load double, ptr %12, align 8
  %233 = fptosi double %232 to i64
  %234 = srem i64 %233, 1000
  %235 = sitofp i64 %234 to float
  store float %235, ptr %14, align 4
  %236 = load float, ptr %14, align 4
  ret float %236
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn8(ptr dead_on_unwind noalias writable sret(%struct.s42_1) align 8 %0, i32 noundef %1, i1 noundef zeroext %2, i8 noundef signext %3, i64 noundef %4, ptr noundef byval(%struct.s42_1) align 8 %5, i32 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store i32 %1, ptr %8, align 4
  %14 = zext i1 %2 to i8
  store i8 %14, ptr %9, align 1
  store i8 %3, ptr %10, align 1
  store i64 %4, ptr %11, align 8
  store i32 %6, ptr %12, align 4
  store double 1.000000e+00, ptr %13, align 8
  %15 = load double, ptr %13, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sitofp i32 %16 to double
  %18 = call double @mix(double noundef %15, double noundef %17)
  store double %18, ptr %13, align 8
  %19 = load double, ptr %13, align 8
  %20 = load i8, ptr %9, align 1
  %21 = trunc i8 %20 to i1
  %22 = uitofp i1 %21 to double
  %23 = call double @mix(double noundef %19, double noundef %22)
  store double %23, ptr %13, align 8
  %24 = load double, ptr %13, align 8
  %25 = load i8, ptr %10, align 1
  %26 = sitofp i8 %25 to double
  %27 = call double @mix(double noundef %24, double noundef %26)
  store double %27, ptr %13, align 8
  %28 = load double, ptr %13, align 8
  %29 = load i64, ptr %11, align 8
  %30 = uitofp i64 %29 to double
  %31 = call double @mix(double noundef %28, double noundef %30)
  store double %31, ptr %13, align 8
  %32 = load double, ptr %13, align 8
  %33 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = uitofp i64 %34 to double
  %36 = call double @mix(double noundef %32, double noundef %35)
  store double %36, ptr %13, align 8
  %37 = load double, ptr %13, align 8
  %38 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 1
  %39 = getelementptr inbounds [4 x i64], ptr %38, i64 0, i64 0
  %40 = load i64, ptr %39, align 8
  %41 = sitofp i64 %40 to double
  %42 = call double @mix(double noundef %37, double noundef %41)
  store double %42, ptr %13, align 8
  %43 = load double, ptr %13, align 8
  %44 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 1
  %45 = getelementptr inbounds [4 x i64], ptr %44, i64 0, i64 1
  %46 = load i64, ptr %45, align 8
  %47 = sitofp i64 %46 to double
  %48 = call double @mix(double noundef %43, double noundef %47)
  store double %48, ptr %13, align 8
  %49 = load double, ptr %13, align 8
  %50 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 1
  %51 = getelementptr inbounds [4 x i64], ptr %50, i64 0, i64 2
  %52 = load i64, ptr %51, align 8
  %53 = sitofp i64 %52 to double
  %54 = call double @mix(double noundef %49, double noundef %53)
  store double %54, ptr %13, align 8
  %55 = load double, ptr %13, align 8
  %56 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 1
  %57 = getelementptr inbounds [4 x i64], ptr %56, i64 0, i64 3
  %58 = load i64, ptr %57, align 8
  %59 = sitofp i64 %58 to double
  %60 = call double @mix(double noundef %55, double noundef %59)
  store double %60, ptr %13, align 8
  %61 = load double, ptr %13, align 8
  %62 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 2
  %63 = getelementptr inbounds [3 x double], ptr %62, i64 0, i64 0
  %64 = load double, ptr %63, align 8
  %65 = call double @mix(double noundef %61, double noundef %64)
  store double %65, ptr %13, align 8
  %66 = load double, ptr %13, align 8
  %67 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 2
  %68 = getelementptr inbounds [3 x double], ptr %67, i64 0, i64 1
  %69 = load double, ptr %68, align 8
  %70 = call double @mix(double noundef %66, double noundef %69)
  store double %70, ptr %13, align 8
  %71 = load double, ptr %13, align 8
  %72 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 2
  %73 = getelementptr inbounds [3 x double], ptr %72, i64 0, i64 2
  %74 = load double, ptr %73, align 8
  %75 = call double @mix(double noundef %71, double noundef %74)
  store double %75, ptr %13, align 8
  %76 = load double, ptr %13, align 8
  %77 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 3
  %78 = load i8, ptr %77, align 8
  %79 = sitofp i8 %78 to double
  %80 = call double @mix(double noundef %76, double noundef %79)
  store double %80, ptr %13, align 8
  %81 = load double, ptr %13, align 8
  %82 = getelementptr inbounds %struct.s42_1, ptr %5, i32 0, i32 4
  %83 = load i8, ptr %82, align 1
  %84 = uitofp i8 %83 to double
  %85 = call double @mix(double noundef %81, double noundef %84)
  store double %85, ptr %13, align 8
  %86 = load double, ptr %13, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sitofp i32 %87 to double
  %89 = call double @mix(double noundef %86, double noundef %88)
  store double %89, ptr %13, align 8
  %90 = load double, ptr %13, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %90)
  %92 = load double, ptr %13, align 8
  %93 = fmul double %92, 1.500000e+00
  %94 = fptosi double %93 to i64
  %95 = srem i64 %94, 1000
  %96 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 0
  store i64 %95, ptr %96, align 8
  %97 = load double, ptr %13, align 8
  %98 = fmul double %97, 2.500000e+00
  %99 = fptosi double %98 to i64
  %100 = srem i64 %99, 1000
  %101 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %102 = getelementptr inbounds [4 x i64], ptr %101, i64 0, i64 0
  store i64 %100, ptr %102, align 8
  %103 = load double, ptr %13, align 8
  %104 = fmul double %103, 3.500000e+00
  %105 = fptosi double %104 to i64
  %106 = srem i64 %105, 1000
  %107 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %108 = getelementptr inbounds [4 x i64], ptr %107, i64 0, i64 1
  store i64 %106, ptr %108, align 8
  %109 = load double, ptr %13, align 8
  %110 = fmul double %109, 4.500000e+00
  %111 = fptosi double %110 to i64
  %112 = srem i64 %111, 1000
  %113 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %114 = getelementptr inbounds [4 x i64], ptr %113, i64 0, i64 2
  store i64 %112, ptr %114, align 8
  %115 = load double, ptr %13, align 8
  %116 = fmul double %115, 5.500000e+00
  %117 = fptosi double %116 to i64
  %118 = srem i64 %117, 1000
  %119 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 1
  %120 = getelementptr inbounds [4 x i64], ptr %119, i64 0, i64 3
  store i64 %118, ptr %120, align 8
  %121 = load double, ptr %13, align 8
  %122 = fmul double %121, 6.500000e+00
  %123 = fptosi double %122 to i64
  %124 = srem i64 %123, 1000
  %125 = sitofp i64 %124 to double
  %126 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %127 = getelementptr inbounds [3 x double], ptr %126, i64 0, i64 0
  store double %125, ptr %127, align 8
  %128 = load double, ptr %13, align 8
  %129 = fmul double %128, 7.500000e+00
  %130 = fptosi double %129 to i64
  %131 = srem i64 %130, 1000
  %132 = sitofp i64 %131 to double
  %133 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %134 = getelementptr inbounds [3 x double], ptr %133, i64 0, i64 1
  store double %132, ptr %134, align 8
  %135 = load double, ptr %13, align 8
  %136 = fmul double %135, 8.500000e+00
  %137 = fptosi double %136 to i64
  %138 = srem i64 %137, 1000
  %139 = sitofp i64 %138 to double
  %140 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 2
  %141 = getelementptr inbounds [3 x double], ptr %140, i64 0, i64 2
  store double %139, ptr %141, align 8
  %142 = load double, ptr %13, align 8
  %143 = fmul double %142, 9.500000e+00
  %144 = fptosi double %143 to i64
  %145 = srem i64 %144, 1000
  %146 = trunc i64 %145 to i8
  %147 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 3
  store i8 %146, ptr %147, align 8
  %148 = load double, ptr %13, align 8
  %149 = fmul double %148, 1.050000e+01
  %150 = fptosi double %149 to i64
  %151 = srem i64 %150, 1000
  %152 = trunc i64 %151 to i8
  %153 = getelementptr inbounds %struct.s42_1, ptr %0, i32 0, i32 4
  store i8 %152, ptr %153, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fn9(ptr dead_on_unwind noalias writable sret(%struct.s42_0) align 1 %0, i64 noundef %1, ptr noundef byval(%struct.s42_1) align 8 %2, i32 noundef %3, i16 noundef zeroext %4, double noundef %5, i32 noundef %6, ptr noundef byval(%struct.s42_2) align 8 %7, ptr noundef byval(%struct.s42_1) align 8 %8, i8 noundef signext %9, float noundef %10, ...) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i16, align 2
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca [1 x %struct.__va_list_tag], align 16
  store i64 %1, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  store i16 %4, ptr %14, align 2
  store double %5, ptr %15, align 8
  store i32 %6, ptr %16, align 4
  store i8 %9, ptr %17, align 1
  store float %10, ptr %18, align 4
  store double 1.000000e+00, ptr %19, align 8
  %21 = load double, ptr %19, align 8
  %22 = load i64, ptr %12, align 8
  %23 = sitofp i64 %22 to double
  %24 = call double @mix(double noundef %21, double noundef %23)
  store double %24, ptr %19, align 8
  %25 = load double, ptr %19, align 8
  %26 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = uitofp i64 %27 to double
  %29 = call double @mix(double noundef %25, double noundef %28)
  store double %29, ptr %19, align 8
  %30 = load double, ptr %19, align 8
  %31 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 1
  %32 = getelementptr inbounds [4 x i64], ptr %31, i64 0, i64 0
  %33 = load i64, ptr %32, align 8
  %34 = sitofp i64 %33 to double
  %35 = call double @mix(double noundef %30, double noundef %34)
  store double %35, ptr %19, align 8
  %36 = load double, ptr %19, align 8
  %37 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 1
  %38 = getelementptr inbounds [4 x i64], ptr %37, i64 0, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = sitofp i64 %39 to double
  %41 = call double @mix(double noundef %36, double noundef %40)
  store double %41, ptr %19, align 8
  %42 = load double, ptr %19, align 8
  %43 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 1
  %44 = getelementptr inbounds [4 x i64], ptr %43, i64 0, i64 2
  %45 = load i64, ptr %44, align 8
  %46 = sitofp i64 %45 to double
  %47 = call double @mix(double noundef %42, double noundef %46)
  store double %47, ptr %19, align 8
  %48 = load double, ptr %19, align 8
  %49 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 1
  %50 = getelementptr inbounds [4 x i64], ptr %49, i64 0, i64 3
  %51 = load i64, ptr %50, align 8
  %52 = sitofp i64 %51 to double
  %53 = call double @mix(double noundef %48, double noundef %52)
  store double %53, ptr %19, align 8
  %54 = load double, ptr %19, align 8
  %55 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 2
  %56 = getelementptr inbounds [3 x double], ptr %55, i64 0, i64 0
  %57 = load double, ptr %56, align 8
  %58 = call double @mix(double noundef %54, double noundef %57)
  store double %58, ptr %19, align 8
  %59 = load double, ptr %19, align 8
  %60 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 2
  %61 = getelementptr inbounds [3 x double], ptr %60, i64 0, i64 1
  %62 = load double, ptr %61, align 8
  %63 = call double @mix(double noundef %59, double noundef %62)
  store double %63, ptr %19, align 8
  %64 = load double, ptr %19, align 8
  %65 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 2
  %66 = getelementptr inbounds [3 x double], ptr %65, i64 0, i64 2
  %67 = load double, ptr %66, align 8
  %68 = call double @mix(double noundef %64, double noundef %67)
  store double %68, ptr %19, align 8
  %69 = load double, ptr %19, align 8
  %70 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 3
  %71 = load i8, ptr %70, align 8
  %72 = sitofp i8 %71 to double
  %73 = call double @mix(double noundef %69, double noundef %72)
  store double %73, ptr %19, align 8
  %74 = load double, ptr %19, align 8
  %75 = getelementptr inbounds %struct.s42_1, ptr %2, i32 0, i32 4
  %76 = load i8, ptr %75, align 1
  %77 = uitofp i8 %76 to double
  %78 = call double @mix(double noundef %74, double noundef %77)
  store double %78, ptr %19, align 8
  %79 = load double, ptr %19, align 8
  %80 = load i32, ptr %13, align 4
  %81 = uitofp i32 %80 to double
  %82 = call double @mix(double noundef %79, double noundef %81)
  store double %82, ptr %19, align 8
  %83 = load double, ptr %19, align 8
  %84 = load i16, ptr %14, align 2
  %85 = uitofp i16 %84 to double
  %86 = call double @mix(double noundef %83, double noundef %85)
  store double %86, ptr %19, align 8
  %87 = load double, ptr %19, align 8
  %88 = load double, ptr %15, align 8
  %89 = call double @mix(double noundef %87, double noundef %88)
  store double %89, ptr %19, align 8
  %90 = load double, ptr %19, align 8
  %91 = load i32, ptr %16, align 4
  %92 = sitofp i32 %91 to double
  %93 = call double @mix(double noundef %90, double noundef %92)
  store double %93, ptr %19, align 8
  %94 = load double, ptr %19, align 8
  %95 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 0
  %96 = load i16, ptr %95, align 8
  %97 = sitofp i16 %96 to double
  %98 = call double @mix(double noundef %94, double noundef %97)
  store double %98, ptr %19, align 8
  %99 = load double, ptr %19, align 8
  %100 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = sitofp i32 %101 to double
  %103 = call double @mix(double noundef %99, double noundef %102)
  store double %103, ptr %19, align 8
  %104 = load double, ptr %19, align 8
  %105 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %106 = getelementptr inbounds %struct.s42_2_2, ptr %105, i32 0, i32 0
  %107 = getelementptr inbounds [3 x i32], ptr %106, i64 0, i64 0
  %108 = load i32, ptr %107, align 8
  %109 = sitofp i32 %108 to double
  %110 = call double @mix(double noundef %104, double noundef %109)
  store double %110, ptr %19, align 8
  %111 = load double, ptr %19, align 8
  %112 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %113 = getelementptr inbounds %struct.s42_2_2, ptr %112, i32 0, i32 0
  %114 = getelementptr inbounds [3 x i32], ptr %113, i64 0, i64 1
  %115 = load i32, ptr %114, align 4
  %116 = sitofp i32 %115 to double
  %117 = call double @mix(double noundef %111, double noundef %116)
  store double %117, ptr %19, align 8
  %118 = load double, ptr %19, align 8
  %119 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %120 = getelementptr inbounds %struct.s42_2_2, ptr %119, i32 0, i32 0
  %121 = getelementptr inbounds [3 x i32], ptr %120, i64 0, i64 2
  %122 = load i32, ptr %121, align 8
  %123 = sitofp i32 %122 to double
  %124 = call double @mix(double noundef %118, double noundef %123)
  store double %124, ptr %19, align 8
  %125 = load double, ptr %19, align 8
  %126 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %127 = getelementptr inbounds %struct.s42_2_2, ptr %126, i32 0, i32 1
  %128 = load double, ptr %127, align 4
  %129 = call double @mix(double noundef %125, double noundef %128)
  store double %129, ptr %19, align 8
  %130 = load double, ptr %19, align 8
  %131 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %132 = getelementptr inbounds %struct.s42_2_2, ptr %131, i32 0, i32 2
  %133 = load i8, ptr %132, align 4
  %134 = sitofp i8 %133 to double
  %135 = call double @mix(double noundef %130, double noundef %134)
  store double %135, ptr %19, align 8
  %136 = load double, ptr %19, align 8
  %137 = getelementptr inbounds %struct.s42_2, ptr %7, i32 0, i32 2
  %138 = getelementptr inbounds %struct.s42_2_2, ptr %137, i32 0, i32 3
  %139 = load i32, ptr %138, align 1
  %140 = uitofp i32 %139 to double
  %141 = call double @mix(double noundef %136, double noundef %140)
  store double %141, ptr %19, align 8
  %142 = load double, ptr %19, align 8
  %143 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 0
  %144 = load i64, ptr %143, align 8
  %145 = uitofp i64 %144 to double
  %146 = call double @mix(double noundef %142, double noundef %145)
  store double %146, ptr %19, align 8
  %147 = load double, ptr %19, align 8
  %148 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 1
  %149 = getelementptr inbounds [4 x i64], ptr %148, i64 0, i64 0
  %150 = load i64, ptr %149, align 8
  %151 = sitofp i64 %150 to double
  %152 = call double @mix(double noundef %147, double noundef %151)
  store double %152, ptr %19, align 8
  %153 = load double, ptr %19, align 8
  %154 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 1
  %155 = getelementptr inbounds [4 x i64], ptr %154, i64 0, i64 1
  %156 = load i64, ptr %155, align 8
  %157 = sitofp i64 %156 to double
  %158 = call double @mix(double noundef %153, double noundef %157)
  store double %158, ptr %19, align 8
  %159 = load double, ptr %19, align 8
  %160 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 1
  %161 = getelementptr inbounds [4 x i64], ptr %160, i64 0, i64 2
  %162 = load i64, ptr %161, align 8
  %163 = sitofp i64 %162 to double
  %164 = call double @mix(double noundef %159, double noundef %163)
  store double %164, ptr %19, align 8
  %165 = load double, ptr %19, align 8
  %166 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 1
  %167 = getelementptr inbounds [4 x i64], ptr %166, i64 0, i64 3
  %168 = load i64, ptr %167, align 8
  %169 = sitofp i64 %168 to double
  %170 = call double @mix(double noundef %165, double noundef %169)
  store double %170, ptr %19, align 8
  %171 = load double, ptr %19, align 8
  %172 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 2
  %173 = getelementptr inbounds [3 x double], ptr %172, i64 0, i64 0
  %174 = load double, ptr %173, align 8
  %175 = call double @mix(double noundef %171, double noundef %174)
  store double %175, ptr %19, align 8
  %176 = load double, ptr %19, align 8
  %177 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 2
  %178 = getelementptr inbounds [3 x double], ptr %177, i64 0, i64 1
  %179 = load double, ptr %178, align 8
  %180 = call double @mix(double noundef %176, double noundef %179)
  store double %180, ptr %19, align 8
  %181 = load double, ptr %19, align 8
  %182 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 2
  %183 = getelementptr inbounds [3 x double], ptr %182, i64 0, i64 2
  %184 = load double, ptr %183, align 8
  %185 = call double @mix(double noundef %181, double noundef %184)
  store double %185, ptr %19, align 8
  %186 = load double, ptr %19, align 8
  %187 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 3
  %188 = load i8, ptr %187, align 8
  %189 = sitofp i8 %188 to double
  %190 = call double @mix(double noundef %186, double noundef %189)
  store double %190, ptr %19, align 8
  %191 = load double, ptr %19, align 8
  %192 = getelementptr inbounds %struct.s42_1, ptr %8, i32 0, i32 4
  %193 = load i8, ptr %192, align 1
  %194 = uitofp i8 %193 to double
  %195 = call double @mix(double noundef %191, double noundef %194)
  store double %195, ptr %19, align 8
  %196 = load double, ptr %19, align 8
  %197 = load i8, ptr %17, align 1
  %198 = sitofp i8 %197 to double
  %199 = call double @mix(double noundef %196, double noundef %198)
  store double %199, ptr %19, align 8
  %200 = load double, ptr %19, align 8
  %201 = load float, ptr %18, align 4
  %202 = fpext float %201 to double
  %203 = call double @mix(double noundef %200, double noundef %202)
  store double %203, ptr %19, align 8
  %204 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %20, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %204)
  %205 = load double, ptr %19, align 8
  %206 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %20, i64 0, i64 0
  %207 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 1
  %208 = load i32, ptr %207, align 4
  %209 = icmp ule i32 %208, 160
  br i1 %209, label %210, label %215

210:                                              ; preds = %11
  %211 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 3
  %212 = load ptr, ptr %211, align 16
  %213 = getelementptr i8, ptr %212, i32 %208
  %214 = add i32 %208, 16
  store i32 %214, ptr %207, align 4
  br label %219

215:                                              ; preds = %11
  %216 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 2
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr i8, ptr %217, i32 8
  store ptr %218, ptr %216, align 8
  br label %219

219:                                              ; preds = %215, %210
  %220 = phi ptr [ %213, %210 ], [ %217, %215 ]
  %221 = load double, ptr %220, align 8
  %222 = call double @mix(double noundef %205, double noundef %221)
  store double %222, ptr %19, align 8
  %223 = load double, ptr %19, align 8
  %224 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %20, i64 0, i64 0
  %225 = getelementptr inbounds %struct.__va_list_tag, ptr %224, i32 0, i32 0
  %226 = load i32, ptr %225, align 16
  %227 = icmp ule i32 %226, 40
  br i1 %227, label %228, label %233

228:                                              ; preds = %219
  %229 = getelementptr inbounds %struct.__va_list_tag, ptr %224, i32 0, i32 3
  %230 = load ptr, ptr %229, align 16
  %231 = getelementptr i8, ptr %230, i32 %226
  %232 = add i32 %226, 8
  store i32 %232, ptr %225, align 16
  br label %237

233:                                              ; preds = %219
  %234 = getelementptr inbounds %struct.__va_list_tag, ptr %224, i32 0, i32 2
  %235 = load ptr, ptr %234, align 8
  %236 = getelementptr i8, ptr %235, i32 8
  store ptr %236, ptr %234, align 8
  br label %237

237:                                              ; preds = %233, %228
  %238 = phi ptr [ %231, %228 ], [ %235, %233 ]
  %239 = load i32, ptr %238, align 4
  %240 = sitofp i32 %239 to double
  %241 = call double @mix(double noundef %223, double noundef %240)
  store double %241, ptr %19, align 8
  %242 = load double, ptr %19, align 8
  %243 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %20, i64 0, i64 0
  %244 = getelementptr inbounds %struct.__va_list_tag, ptr %243, i32 0, i32 2
  %245 = load ptr, ptr %244, align 8
  %246 = getelementptr inbounds i8, ptr %245, i32 15
  %247 = call ptr @llvm.ptrmask.p0.i64(ptr %246, i64 -16)
  %248 = getelementptr i8, ptr %247, i32 16
  store ptr %248, ptr %244, align 8
  %249 = load x86_fp80, ptr %247, align 16
  %250 = fptrunc x86_fp80 %249 to double
  %251 = call double @mix(double noundef %242, double noundef %250)
  store double %251, ptr %19, align 8
  %252 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %20, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %252)
  %253 = load double, ptr %19, align 8
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %253)
  %255 = load double, ptr %19, align 8
  %256 = fmul double %255, 1.500000e+00
  %257 = fptosi double %256 to i64
  %258 = srem i64 %257, 1000
  %259 = trunc i64 %258 to i16
  %260 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %261 = getelementptr inbounds %struct.s42_0_0, ptr %260, i32 0, i32 0
  %262 = getelementptr inbounds [1 x i16], ptr %261, i64 0, i64 0
  store i16 %259, ptr %262, align 1
  %263 = load double, ptr %19, align 8
  %264 = fmul double %263, 2.500000e+00
  %265 = fptosi double %264 to i64
  %266 = srem i64 %265, 1000
  %267 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %268 = getelementptr inbounds %struct.s42_0_0, ptr %267, i32 0, i32 1
  store i64 %266, ptr %268, align 1
  %269 = load double, ptr %19, align 8
  %270 = fmul double %269, 3.500000e+00
  %271 = fptosi double %270 to i64
  %272 = srem i64 %271, 1000
  %273 = sitofp i64 %272 to float
  %274 = getelementptr inbounds %struct.s42_0, ptr %0, i32 0, i32 0
  %275 = getelementptr inbounds %struct.s42_0_0, ptr %274, i32 0, i32 2
  %276 = getelementptr inbounds [1 x float], ptr %275, i64 0, i64 0
  store float %273, ptr %276, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local zeroext i8 @fn10(i64 noundef %0, i64 noundef %1, i8 noundef signext %2, i64 noundef %3, ptr noundef byval(%struct.s42_3) align 8 %4, ...) #0 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca [1 x %struct.__va_list_tag], align 16
  %12 = alloca i8, align 1
  store i64 %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i8 %2, ptr %8, align 1
  store i64 %3, ptr %9, align 8
  store double 1.000000e+00, ptr %10, align 8
  %13 = load double, ptr %10, align 8
  %14 = load i64, ptr %6, align 8
  %15 = sitofp i64 %14 to double
  %16 = call double @mix(double noundef %13, double noundef %15)
  store double %16, ptr %10, align 8
  %17 = load double, ptr %10, align 8
  %18 = load i64, ptr %7, align 8
  %19 = sitofp i64 %18 to double
  %20 = call double @mix(double noundef %17, double noundef %19)
  store double %20, ptr %10, align 8
  %21 = load double, ptr %10, align 8
  %22 = load i8, ptr %8, align 1
  %23 = sitofp i8 %22 to double
  %24 = call double @mix(double noundef %21, double noundef %23)
  store double %24, ptr %10, align 8
  %25 = load double, ptr %10, align 8
  %26 = load i64, ptr %9, align 8
  %27 = sitofp i64 %26 to double
  %28 = call double @mix(double noundef %25, double noundef %27)
  store double %28, ptr %10, align 8
  %29 = load double, ptr %10, align 8
  %30 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = sitofp i32 %31 to double
  %33 = call double @mix(double noundef %29, double noundef %32)
  store double %33, ptr %10, align 8
  %34 = load double, ptr %10, align 8
  %35 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = call double @mix(double noundef %34, double noundef %36)
  store double %37, ptr %10, align 8
  %38 = load double, ptr %10, align 8
  %39 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 2
  %40 = getelementptr inbounds %struct.s42_3_2, ptr %39, i32 0, i32 0
  %41 = load i8, ptr %40, align 8
  %42 = sitofp i8 %41 to double
  %43 = call double @mix(double noundef %38, double noundef %42)
  store double %43, ptr %10, align 8
  %44 = load double, ptr %10, align 8
  %45 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 2
  %46 = getelementptr inbounds %struct.s42_3_2, ptr %45, i32 0, i32 1
  %47 = load i8, ptr %46, align 1
  %48 = sitofp i8 %47 to double
  %49 = call double @mix(double noundef %44, double noundef %48)
  store double %49, ptr %10, align 8
  %50 = load double, ptr %10, align 8
  %51 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 3
  %52 = load i32, ptr %51, align 4
  %53 = sitofp i32 %52 to double
  %54 = call double @mix(double noundef %50, double noundef %53)
  store double %54, ptr %10, align 8
  %55 = load double, ptr %10, align 8
  %56 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 4
  %57 = getelementptr inbounds [2 x i32], ptr %56, i64 0, i64 0
  %58 = load i32, ptr %57, align 8
  %59 = sitofp i32 %58 to double
  %60 = call double @mix(double noundef %55, double noundef %59)
  store double %60, ptr %10, align 8
  %61 = load double, ptr %10, align 8
  %62 = getelementptr inbounds %struct.s42_3, ptr %4, i32 0, i32 4
  %63 = getelementptr inbounds [2 x i32], ptr %62, i64 0, i64 1
  %64 = load i32, ptr %63, align 4
  %65 = sitofp i32 %64 to double
  %66 = call double @mix(double noundef %61, double noundef %65)
  store double %66, ptr %10, align 8
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %67)
  %68 = load double, ptr %10, align 8
  %69 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %70 = getelementptr inbounds %struct.__va_list_tag, ptr %69, i32 0, i32 1
  %71 = load i32, ptr %70, align 4
  %72 = icmp ule i32 %71, 160
  br i1 %72, label %73, label %78

73:                                               ; preds = %5
  %74 = getelementptr inbounds %struct.__va_list_tag, ptr %69, i32 0, i32 3
  %75 = load ptr, ptr %74, align 16
  %76 = getelementptr i8, ptr %75, i32 %71
  %77 = add i32 %71, 16
  store i32 %77, ptr %70, align 4
  br label %82

78:                                               ; preds = %5
  %79 = getelementptr inbounds %struct.__va_list_tag, ptr %69, i32 0, i32 2
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr i8, ptr %80, i32 8
  store ptr %81, ptr %79, align 8
  br label %82

82:                                               ; preds = %78, %73
  %83 = phi ptr [ %76, %73 ], [ %80, %78 ]
  %84 = load double, ptr %83, align 8
  %85 = call double @mix(double noundef %68, double noundef %84)
  store double %85, ptr %10, align 8
  %86 = load double, ptr %10, align 8
  %87 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %88 = getelementptr inbounds %struct.__va_list_tag, ptr %87, i32 0, i32 0
  %89 = load i32, ptr %88, align 16
  %90 = icmp ule i32 %89, 40
  br i1 %90, label %91, label %96

91:                                               ; preds = %82
  %92 = getelementptr inbounds %struct.__va_list_tag, ptr %87, i32 0, i32 3
  %93 = load ptr, ptr %92, align 16
  %94 = getelementptr i8, ptr %93, i32 %89
  %95 = add i32 %89, 8
  store i32 %95, ptr %88, align 16
  br label %100

96:                                               ; preds = %82
  %97 = getelementptr inbounds %struct.__va_list_tag, ptr %87, i32 0, i32 2
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr i8, ptr %98, i32 8
  store ptr %99, ptr %97, align 8
  br label %100

100:                                              ; preds = %96, %91
  %101 = phi ptr [ %94, %91 ], [ %98, %96 ]
  %102 = load i32, ptr %101, align 4
  %103 = sitofp i32 %102 to double
  %104 = call double @mix(double noundef %86, double noundef %103)
  store double %104, ptr %10, align 8
  %105 = load double, ptr %10, align 8
  %106 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %106, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr inbounds i8, ptr %108, i32 15
  %110 = call ptr @llvm.ptrmask.p0.i64(ptr %109, i64 -16)
  %111 = getelementptr i8, ptr %110, i32 16
  store ptr %111, ptr %107, align 8
  %112 = load x86_fp80, ptr %110, align 16
  %113 = fptrunc x86_fp80 %112 to double
  %114 = call double @mix(double noundef %105, double noundef %113)
  store double %114, ptr %10, align 8
  %115 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %11, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %115)
  %116 = load double, ptr %10, align 8
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %116)
  %118 = load double, ptr %10, align 8
  %119 = fptosi double %118 to i64
  %120 = srem i64 %119, 1000
  %121 = trunc i64 %120 to i8
  store i8 %121, ptr %12, align 1
  %122 = load i8, ptr %12, align 1
  ret i8 %122
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fn11(i8 noundef zeroext %0, ptr noundef byval(%struct.s42_2) align 8 %1, i16 noundef zeroext %2, i16 noundef zeroext %3, ptr noundef byval(%struct.s42_0) align 8 %4, ptr noundef byval(%struct.s42_2) align 8 %5, i32 noundef %6) #0 {
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  store i8 %0, ptr %8, align 1
  store i16 %2, ptr %9, align 2
  store i16 %3, ptr %10, align 2
  store i32 %6, ptr %11, align 4
  store double 1.000000e+00, ptr %12, align 8
  %14 = load double, ptr %12, align 8
  %15 = load i8, ptr %8, align 1
  %16 = uitofp i8 %15 to double
  %17 = call double @mix(double noundef %14, double noundef %16)
  store double %17, ptr %12, align 8
  %18 = load double, ptr %12, align 8
  %19 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 0
  %20 = load i16, ptr %19, align 8
  %21 = sitofp i16 %20 to double
  %22 = call double @mix(double noundef %18, double noundef %21)
  store double %22, ptr %12, align 8
  %23 = load double, ptr %12, align 8
  %24 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = sitofp i32 %25 to double
  %27 = call double @mix(double noundef %23, double noundef %26)
  store double %27, ptr %12, align 8
  %28 = load double, ptr %12, align 8
  %29 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %30 = getelementptr inbounds %struct.s42_2_2, ptr %29, i32 0, i32 0
  %31 = getelementptr inbounds [3 x i32], ptr %30, i64 0, i64 0
  %32 = load i32, ptr %31, align 8
  %33 = sitofp i32 %32 to double
  %34 = call double @mix(double noundef %28, double noundef %33)
  store double %34, ptr %12, align 8
  %35 = load double, ptr %12, align 8
  %36 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %37 = getelementptr inbounds %struct.s42_2_2, ptr %36, i32 0, i32 0
  %38 = getelementptr inbounds [3 x i32], ptr %37, i64 0, i64 1
  %39 = load i32, ptr %38, align 4
  %40 = sitofp i32 %39 to double
  %41 = call double @mix(double noundef %35, double noundef %40)
  store double %41, ptr %12, align 8
  %42 = load double, ptr %12, align 8
  %43 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %44 = getelementptr inbounds %struct.s42_2_2, ptr %43, i32 0, i32 0
  %45 = getelementptr inbounds [3 x i32], ptr %44, i64 0, i64 2
  %46 = load i32, ptr %45, align 8
  %47 = sitofp i32 %46 to double
  %48 = call double @mix(double noundef %42, double noundef %47)
  store double %48, ptr %12, align 8
  %49 = load double, ptr %12, align 8
  %50 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %51 = getelementptr inbounds %struct.s42_2_2, ptr %50, i32 0, i32 1
  %52 = load double, ptr %51, align 4
  %53 = call double @mix(double noundef %49, double noundef %52)
  store double %53, ptr %12, align 8
  %54 = load double, ptr %12, align 8
  %55 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %56 = getelementptr inbounds %struct.s42_2_2, ptr %55, i32 0, i32 2
  %57 = load i8, ptr %56, align 4
  %58 = sitofp i8 %57 to double
  %59 = call double @mix(double noundef %54, double noundef %58)
  store double %59, ptr %12, align 8
  %60 = load double, ptr %12, align 8
  %61 = getelementptr inbounds %struct.s42_2, ptr %1, i32 0, i32 2
  %62 = getelementptr inbounds %struct.s42_2_2, ptr %61, i32 0, i32 3
  %63 = load i32, ptr %62, align 1
  %64 = uitofp i32 %63 to double
  %65 = call double @mix(double noundef %60, double noundef %64)
  store double %65, ptr %12, align 8
  %66 = load double, ptr %12, align 8
  %67 = load i16, ptr %9, align 2
  %68 = uitofp i16 %67 to double
  %69 = call double @mix(double noundef %66, double noundef %68)
  store double %69, ptr %12, align 8
  %70 = load double, ptr %12, align 8
  %71 = load i16, ptr %10, align 2
  %72 = uitofp i16 %71 to double
  %73 = call double @mix(double noundef %70, double noundef %72)
  store double %73, ptr %12, align 8
  %74 = load double, ptr %12, align 8
  %75 = getelementptr inbounds %struct.s42_0, ptr %4, i32 0, i32 0
  %76 = getelementptr inbounds %struct.s42_0_0, ptr %75, i32 0, i32 0
  %77 = getelementptr inbounds [1 x i16], ptr %76, i64 0, i64 0
  %78 = load i16, ptr %77, align 8
  %79 = sitofp i16 %78 to double
  %80 = call double @mix(double noundef %74, double noundef %79)
  store double %80, ptr %12, align 8
  %81 = load double, ptr %12, align 8
  %82 = getelementptr inbounds %struct.s42_0, ptr %4, i32 0, i32 0
  %83 = getelementptr inbounds %struct.s42_0_0, ptr %82, i32 0, i32 1
  %84 = load i64, ptr %83, align 2
  %85 = uitofp i64 %84 to double
  %86 = call double @mix(double noundef %81, double noundef %85)
  store double %86, ptr %12, align 8
  %87 = load double, ptr %12, align 8
  %88 = getelementptr inbounds %struct.s42_0, ptr %4, i32 0, i32 0
  %89 = getelementptr inbounds %struct.s42_0_0, ptr %88, i32 0, i32 2
  %90 = getelementptr inbounds [1 x float], ptr %89, i64 0, i64 0
  %91 = load float, ptr %90, align 2
  %92 = fpext float %91 to double
  %93 = call double @mix(double noundef %87, double noundef %92)
  store double %93, ptr %12, align 8
  %94 = load double, ptr %12, align 8
  %95 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 0
  %96 = load i16, ptr %95, align 8
  %97 = sitofp i16 %96 to double
  %98 = call double @mix(double noundef %94, double noundef %97)
  store double %98, ptr %12, align 8
  %99 = load double, ptr %12, align 8
  %100 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = sitofp i32 %101 to double
  %103 = call double @mix(double noundef %99, double noundef %102)
  store double %103, ptr %12, align 8
  %104 = load double, ptr %12, align 8
  %105 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %106 = getelementptr inbounds %struct.s42_2_2, ptr %105, i32 0, i32 0
  %107 = getelementptr inbounds [3 x i32], ptr %106, i64 0, i64 0
  %108 = load i32, ptr %107, align 8
  %109 = sitofp i32 %108 to double
  %110 = call double @mix(double noundef %104, double noundef %109)
  store double %110, ptr %12, align 8
  %111 = load double, ptr %12, align 8
  %112 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %113 = getelementptr inbounds %struct.s42_2_2, ptr %112, i32 0, i32 0
  %114 = getelementptr inbounds [3 x i32], ptr %113, i64 0, i64 1
  %115 = load i32, ptr %114, align 4
  %116 = sitofp i32 %115 to double
  %117 = call double @mix(double noundef %111, double noundef %116)
  store double %117, ptr %12, align 8
  %118 = load double, ptr %12, align 8
  %119 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %120 = getelementptr inbounds %struct.s42_2_2, ptr %119, i32 0, i32 0
  %121 = getelementptr inbounds [3 x i32], ptr %120, i64 0, i64 2
  %122 = load i32, ptr %121, align 8
  %123 = sitofp i32 %122 to double
  %124 = call double @mix(double noundef %118, double noundef %123)
  store double %124, ptr %12, align 8
  %125 = load double, ptr %12, align 8
  %126 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %127 = getelementptr inbounds %struct.s42_2_2, ptr %126, i32 0, i32 1
  %128 = load double, ptr %127, align 4
  %129 = call double @mix(double noundef %125, double noundef %128)
  store double %129, ptr %12, align 8
  %130 = load double, ptr %12, align 8
  %131 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %132 = getelementptr inbounds %struct.s42_2_2, ptr %131, i32 0, i32 2
  %133 = load i8, ptr %132, align 4
  %134 = sitofp i8 %133 to double
  %135 = call double @mix(double noundef %130, double noundef %134)
  store double %135, ptr %12, align 8
  %136 = load double, ptr %12, align 8
  %137 = getelementptr inbounds %struct.s42_2, ptr %5, i32 0, i32 2
  %138 = getelementptr inbounds %struct.s42_2_2, ptr %137, i32 0, i32 3
  %139 = load i32, ptr %138, align 1
  %140 = uitofp i32 %139 to double
  %141 = call double @mix(double noundef %136, double noundef %140)
  store double %141, ptr %12, align 8
  %142 = load double, ptr %12, align 8
  %143 = load i32, ptr %11, align 4
  %144 = sitofp i32 %143 to double
  %145 = call double @mix(double noundef %142, double noundef %144)
  store double %145, ptr %12, align 8
  %146 = load double, ptr %12, align 8
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %146)
  %148 = load double, ptr %12, align 8
  %149 = fptosi double %148 to i64
  %150 = srem i64 %149, 1000
  store i64 %150, ptr %13, align 8
  %151 = load i64, ptr %13, align 8
  ret i64 %151
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
