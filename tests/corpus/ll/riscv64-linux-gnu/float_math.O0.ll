; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"horner(%d) = %.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"fsum = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"sqrt(2) = %.15f newton = %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"sqrtf(3) = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [69 x i8] c"fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [39 x i8] c"fmin/fmax = %.2f %.2f copysign = %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"fmod = %.6f remainder = %.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [51 x i8] c"exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\0A\00", align 1
@.str.8 = private unnamed_addr constant [45 x i8] c"sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.12f\0A\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"signbit(-0.0) = %d, 0.0 == -0.0: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [45 x i8] c"FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"float rounding: %.1f %.1f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"0.1+0.2 == 0.3: %d (%.17g)\0A\00", align 1
@.str.15 = private unnamed_addr constant [42 x i8] c"denormal min > 0: %d, halved is zero: %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"comparisons = %.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca [100 x float], align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 40, i1 false)
  %15 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 0
  store double 1.000000e+00, ptr %15, align 8
  %16 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 1
  store double -2.500000e+00, ptr %16, align 8
  %17 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 2
  store double 7.500000e-01, ptr %17, align 8
  %18 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 3
  store double 3.000000e+00, ptr %18, align 8
  %19 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 4
  store double -1.250000e-01, ptr %19, align 8
  store i32 -2, ptr %3, align 4
  br label %20

20:                                               ; preds = %31, %0
  %21 = load i32, ptr %3, align 4
  %22 = icmp sle i32 %21, 2
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %26 = load i32, ptr %3, align 4
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, 5.000000e-01
  %29 = call double @horner(ptr noundef %25, i32 noundef signext 5, double noundef %28)
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %24, double noundef %29)
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %20, !llvm.loop !10

34:                                               ; preds = %20
  store i32 0, ptr %5, align 4
  br label %35

35:                                               ; preds = %46, %34
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 100
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  %41 = sitofp i32 %40 to float
  %42 = fdiv float 1.000000e+00, %41
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [100 x float], ptr %4, i64 0, i64 %44
  store float %42, ptr %45, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %35, !llvm.loop !12

49:                                               ; preds = %35
  %50 = getelementptr inbounds [100 x float], ptr %4, i64 0, i64 0
  %51 = call float @fsum(ptr noundef %50, i32 noundef signext 100)
  %52 = fpext float %51 to double
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %52)
  %54 = call double @sqrt(double noundef 2.000000e+00) #5
  %55 = call double @newton_sqrt(double noundef 2.000000e+00)
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %54, double noundef %55)
  %57 = call float @sqrtf(float noundef 3.000000e+00) #5
  %58 = fpext float %57 to double
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %58)
  %60 = call double @llvm.fabs.f64(double -2.500000e+00)
  %61 = call float @llvm.fabs.f32(float -1.500000e+00)
  %62 = fpext float %61 to double
  %63 = call double @llvm.floor.f64(double -2.500000e+00)
  %64 = call double @llvm.ceil.f64(double -2.500000e+00)
  %65 = call double @llvm.trunc.f64(double -2.700000e+00)
  %66 = call double @llvm.round.f64(double 2.500000e+00)
  %67 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %60, double noundef %62, double noundef %63, double noundef %64, double noundef %65, double noundef %66)
  %68 = call double @llvm.minnum.f64(double 1.500000e+00, double -3.000000e+00)
  %69 = call double @llvm.maxnum.f64(double 1.500000e+00, double -3.000000e+00)
  %70 = call double @llvm.copysign.f64(double 2.000000e+00, double -0.000000e+00)
  %71 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %68, double noundef %69, double noundef %70)
  %72 = call double @fmod(double noundef 1.050000e+01, double noundef 3.000000e+00) #5
  %73 = call double @remainder(double noundef 1.050000e+01, double noundef 3.000000e+00) #5
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %72, double noundef %73)
  %75 = call double @exp(double noundef 1.000000e+00) #5
  %76 = call double @log(double noundef 1.000000e+01) #5
  %77 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %75, double noundef %76, double noundef %77)
  %79 = call double @sin(double noundef 1.000000e+00) #5
  %80 = call double @cos(double noundef 1.000000e+00) #5
  %81 = call double @atan2(double noundef 1.000000e+00, double noundef -1.000000e+00) #5
  %82 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %79, double noundef %80, double noundef %81)
  %83 = call double @kahan(i32 noundef signext 1000)
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %83)
  store double 0x7FF0000000000000, ptr %6, align 8
  %85 = load double, ptr %6, align 8
  %86 = load double, ptr %6, align 8
  %87 = fsub double %85, %86
  store double %87, ptr %7, align 8
  %88 = load double, ptr %6, align 8
  %89 = fcmp ogt double %88, 0x7FEFFFFFFFFFFFFF
  %90 = zext i1 %89 to i32
  %91 = load double, ptr %7, align 8
  %92 = load double, ptr %7, align 8
  %93 = fcmp une double %91, %92
  %94 = zext i1 %93 to i32
  %95 = load double, ptr %7, align 8
  %96 = call i1 @llvm.is.fpclass.f64(double %95, i32 3)
  %97 = zext i1 %96 to i32
  %98 = icmp ne i32 %97, 0
  %99 = zext i1 %98 to i32
  %100 = load double, ptr %6, align 8
  %101 = fneg double %100
  %102 = call double @llvm.fabs.f64(double %101) #6
  %103 = fcmp oeq double %102, 0x7FF0000000000000
  %104 = bitcast double %101 to i64
  %105 = icmp slt i64 %104, 0
  %106 = select i1 %105, i32 -1, i32 1
  %107 = select i1 %103, i32 %106, i32 0
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %90, i32 noundef signext %94, i32 noundef signext %99, i32 noundef signext %109)
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext 1, i32 noundef signext 1)
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000)
  store float 0x4170000000000000, ptr %8, align 4
  %113 = load float, ptr %8, align 4
  %114 = fadd float %113, 1.000000e+00
  %115 = fpext float %114 to double
  %116 = load float, ptr %8, align 4
  %117 = fadd float %116, 2.000000e+00
  %118 = fpext float %117 to double
  %119 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %115, double noundef %118)
  store double 0x3FD3333333333334, ptr %9, align 8
  %120 = load double, ptr %9, align 8
  %121 = fcmp oeq double %120, 3.000000e-01
  %122 = zext i1 %121 to i32
  %123 = load double, ptr %9, align 8
  %124 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %122, double noundef %123)
  store double 1.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %125

125:                                              ; preds = %131, %49
  %126 = load i32, ptr %11, align 4
  %127 = icmp slt i32 %126, 1074
  br i1 %127, label %128, label %134

128:                                              ; preds = %125
  %129 = load double, ptr %10, align 8
  %130 = fdiv double %129, 2.000000e+00
  store double %130, ptr %10, align 8
  br label %131

131:                                              ; preds = %128
  %132 = load i32, ptr %11, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %11, align 4
  br label %125, !llvm.loop !13

134:                                              ; preds = %125
  %135 = load double, ptr %10, align 8
  %136 = fcmp ogt double %135, 0.000000e+00
  %137 = zext i1 %136 to i32
  %138 = load double, ptr %10, align 8
  %139 = fdiv double %138, 2.000000e+00
  %140 = fcmp oeq double %139, 0.000000e+00
  %141 = zext i1 %140 to i32
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef signext %137, i32 noundef signext %141)
  store float 0.000000e+00, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %143

143:                                              ; preds = %170, %134
  %144 = load i32, ptr %13, align 4
  %145 = icmp slt i32 %144, 50
  br i1 %145, label %146, label %173

146:                                              ; preds = %143
  %147 = load i32, ptr %13, align 4
  %148 = sitofp i32 %147 to float
  %149 = fmul float %148, 0x3FD7AE1480000000
  %150 = fsub float %149, 9.000000e+00
  store float %150, ptr %14, align 4
  %151 = load float, ptr %14, align 4
  %152 = fcmp olt float %151, 0.000000e+00
  br i1 %152, label %153, label %157

153:                                              ; preds = %146
  %154 = load float, ptr %14, align 4
  %155 = load float, ptr %12, align 4
  %156 = fsub float %155, %154
  store float %156, ptr %12, align 4
  br label %169

157:                                              ; preds = %146
  %158 = load float, ptr %14, align 4
  %159 = fcmp oge float %158, 3.000000e+00
  br i1 %159, label %160, label %165

160:                                              ; preds = %157
  %161 = load float, ptr %14, align 4
  %162 = fmul float %161, 2.000000e+00
  %163 = load float, ptr %12, align 4
  %164 = fadd float %163, %162
  store float %164, ptr %12, align 4
  br label %168

165:                                              ; preds = %157
  %166 = load float, ptr %12, align 4
  %167 = fadd float %166, 1.000000e+00
  store float %167, ptr %12, align 4
  br label %168

168:                                              ; preds = %165, %160
  br label %169

169:                                              ; preds = %168, %153
  br label %170

170:                                              ; preds = %169
  %171 = load i32, ptr %13, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %13, align 4
  br label %143, !llvm.loop !14

173:                                              ; preds = %143
  %174 = load float, ptr %12, align 4
  %175 = fpext float %174 to double
  %176 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %175)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef signext %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %6, align 8
  %17 = fmul double %15, %16
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fadd double %17, %22
  store double %23, ptr %7, align 8
  br label %24

24:                                               ; preds = %14
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %8, align 4
  br label %11, !llvm.loop !15

27:                                               ; preds = %11
  %28 = load double, ptr %7, align 8
  ret double %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %5, align 4
  %18 = fadd float %17, %16
  store float %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !16

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4
  ret float %23
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  store double %5, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 30
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %2, align 8
  %12 = load double, ptr %3, align 8
  %13 = fdiv double %11, %12
  %14 = fadd double %10, %13
  %15 = fmul double 5.000000e-01, %14
  store double %15, ptr %3, align 8
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !17

19:                                               ; preds = %6
  %20 = load double, ptr %3, align 8
  ret double %20
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kahan(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store double 0.000000e+00, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %30

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = sitofp i32 %13 to double
  %15 = fdiv double 1.000000e+00, %14
  %16 = load double, ptr %4, align 8
  %17 = fsub double %15, %16
  store double %17, ptr %6, align 8
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %6, align 8
  %20 = fadd double %18, %19
  store double %20, ptr %7, align 8
  %21 = load double, ptr %7, align 8
  %22 = load double, ptr %3, align 8
  %23 = fsub double %21, %22
  %24 = load double, ptr %6, align 8
  %25 = fsub double %23, %24
  store double %25, ptr %4, align 8
  %26 = load double, ptr %7, align 8
  store double %26, ptr %3, align 8
  br label %27

27:                                               ; preds = %12
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %8, !llvm.loop !18

30:                                               ; preds = %8
  %31 = load double, ptr %3, align 8
  ret double %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
