; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [34 x i8] c"sqrt(2) = %.12f sqrt(1e6) = %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"exp(1) = %.12f exp(-2) = %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"sin(0.5) = %.12f sin(3) = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"inf %d %d nan %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"isinf %d isfinite %d signbit %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"float sum = %.4f\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"basel = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"lerp = %.4f %.4f\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [8 x float] [float 3.500000e+00, float -1.250000e+00, float 8.000000e+00, float 0.000000e+00, float -7.500000e+00, float 2.250000e+00, float 1.000000e+02, float -1.250000e-01], align 4
@.str.10 = private unnamed_addr constant [19 x i8] c"min %.3f max %.3f\0A\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"halvings to zero = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"int conv %d %d %u %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"float/double %.10f %.10f\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x float], align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = call double @my_sqrt(double noundef 2.000000e+00)
  %15 = call double @my_sqrt(double noundef 1.000000e+06)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %14, double noundef %15)
  %17 = call double @my_exp(double noundef 1.000000e+00)
  %18 = call double @my_exp(double noundef -2.000000e+00)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %17, double noundef %18)
  %20 = call double @my_sin(double noundef 5.000000e-01)
  %21 = call double @my_sin(double noundef 3.000000e+00)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %20, double noundef %21)
  %23 = call double @llvm.floor.f64(double -3.250000e+00)
  %24 = call double @llvm.ceil.f64(double -3.250000e+00)
  %25 = call double @llvm.trunc.f64(double -3.750000e+00)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 3.250000e+00, double noundef %23, double noundef %24, double noundef %25, double noundef -5.000000e+00)
  %27 = call float @llvm.floor.f32(float 2.750000e+00)
  %28 = fpext float %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %28, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00)
  store double 0x7FF0000000000000, ptr %2, align 8
  store double 0x7FF8000000000000, ptr %3, align 8
  %30 = load double, ptr %2, align 8
  %31 = fcmp ogt double %30, 1.000000e+308
  %32 = zext i1 %31 to i32
  %33 = load double, ptr %2, align 8
  %34 = fneg double %33
  %35 = fcmp olt double %34, -1.000000e+308
  %36 = zext i1 %35 to i32
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %3, align 8
  %39 = fcmp oeq double %37, %38
  %40 = zext i1 %39 to i32
  %41 = load double, ptr %3, align 8
  %42 = fcmp olt double %41, 0.000000e+00
  %43 = zext i1 %42 to i32
  %44 = load double, ptr %3, align 8
  %45 = call i1 @llvm.is.fpclass.f64(double %44, i32 3)
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32, i32 noundef %36, i32 noundef %40, i32 noundef %43, i32 noundef %46)
  %48 = load double, ptr %2, align 8
  %49 = call i1 @llvm.is.fpclass.f64(double %48, i32 516)
  %50 = zext i1 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %50, i32 noundef 1, i32 noundef 1)
  store float 0.000000e+00, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %52

52:                                               ; preds = %58, %0
  %53 = load i32, ptr %5, align 4
  %54 = icmp slt i32 %53, 1000
  br i1 %54, label %55, label %61

55:                                               ; preds = %52
  %56 = load float, ptr %4, align 4
  %57 = fadd float %56, 0x3FB99999A0000000
  store float %57, ptr %4, align 4
  br label %58

58:                                               ; preds = %55
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %52, !llvm.loop !5

61:                                               ; preds = %52
  %62 = load float, ptr %4, align 4
  %63 = fpext float %62 to double
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %63)
  store double 0.000000e+00, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %65

65:                                               ; preds = %77, %61
  %66 = load i32, ptr %7, align 4
  %67 = icmp sle i32 %66, 1000
  br i1 %67, label %68, label %80

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4
  %70 = sitofp i32 %69 to double
  %71 = load i32, ptr %7, align 4
  %72 = sitofp i32 %71 to double
  %73 = fmul double %70, %72
  %74 = fdiv double 1.000000e+00, %73
  %75 = load double, ptr %6, align 8
  %76 = fadd double %75, %74
  store double %76, ptr %6, align 8
  br label %77

77:                                               ; preds = %68
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %65, !llvm.loop !7

80:                                               ; preds = %65
  %81 = load double, ptr %6, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %81)
  %83 = call float @lerpf(float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 2.500000e-01)
  %84 = fpext float %83 to double
  %85 = call float @lerpf(float noundef -2.000000e+00, float noundef 2.000000e+00, float noundef 7.500000e-01)
  %86 = fpext float %85 to double
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %84, double noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.fv, i64 32, i1 false)
  %88 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 0
  %89 = load float, ptr %88, align 4
  store float %89, ptr %9, align 4
  %90 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 0
  %91 = load float, ptr %90, align 4
  store float %91, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %92

92:                                               ; preds = %120, %80
  %93 = load i32, ptr %11, align 4
  %94 = icmp slt i32 %93, 8
  br i1 %94, label %95, label %123

95:                                               ; preds = %92
  %96 = load i32, ptr %11, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = load float, ptr %9, align 4
  %101 = fcmp olt float %99, %100
  br i1 %101, label %102, label %107

102:                                              ; preds = %95
  %103 = load i32, ptr %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %104
  %106 = load float, ptr %105, align 4
  store float %106, ptr %9, align 4
  br label %107

107:                                              ; preds = %102, %95
  %108 = load i32, ptr %11, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = load float, ptr %10, align 4
  %113 = fcmp ogt float %111, %112
  br i1 %113, label %114, label %119

114:                                              ; preds = %107
  %115 = load i32, ptr %11, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %116
  %118 = load float, ptr %117, align 4
  store float %118, ptr %10, align 4
  br label %119

119:                                              ; preds = %114, %107
  br label %120

120:                                              ; preds = %119
  %121 = load i32, ptr %11, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %11, align 4
  br label %92, !llvm.loop !8

123:                                              ; preds = %92
  %124 = load float, ptr %9, align 4
  %125 = fpext float %124 to double
  %126 = load float, ptr %10, align 4
  %127 = fpext float %126 to double
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %125, double noundef %127)
  store double 1.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %129

129:                                              ; preds = %133, %123
  %130 = load double, ptr %12, align 8
  %131 = fdiv double %130, 2.000000e+00
  %132 = fcmp ogt double %131, 0.000000e+00
  br i1 %132, label %133, label %138

133:                                              ; preds = %129
  %134 = load double, ptr %12, align 8
  %135 = fdiv double %134, 2.000000e+00
  store double %135, ptr %12, align 8
  %136 = load i32, ptr %13, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %13, align 4
  br label %129, !llvm.loop !9

138:                                              ; preds = %129
  %139 = load i32, ptr %13, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %139)
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef -2, i32 noundef 2, i32 noundef -304967296, i64 noundef -1000000000000000000)
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @my_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fcmp ole double %6, 0.000000e+00
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %32

9:                                                ; preds = %1
  %10 = load double, ptr %3, align 8
  %11 = fcmp ogt double %10, 1.000000e+00
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = load double, ptr %3, align 8
  br label %15

14:                                               ; preds = %9
  br label %15

15:                                               ; preds = %14, %12
  %16 = phi double [ %13, %12 ], [ 1.000000e+00, %14 ]
  store double %16, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %27, %15
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 60
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %3, align 8
  %23 = load double, ptr %4, align 8
  %24 = fdiv double %22, %23
  %25 = fadd double %21, %24
  %26 = fmul double 5.000000e-01, %25
  store double %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %20
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %17, !llvm.loop !10

30:                                               ; preds = %17
  %31 = load double, ptr %4, align 8
  store double %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %30, %8
  %33 = load double, ptr %2, align 8
  ret double %33
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @my_exp(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 40
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sitofp i32 %11 to double
  %13 = fdiv double %10, %12
  %14 = load double, ptr %3, align 8
  %15 = fmul double %14, %13
  store double %15, ptr %3, align 8
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %4, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !11

22:                                               ; preds = %6
  %23 = load double, ptr %4, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @my_sin(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store double %6, ptr %3, align 8
  %7 = load double, ptr %2, align 8
  store double %7, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %29, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 20
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load double, ptr %2, align 8
  %13 = fneg double %12
  %14 = load double, ptr %2, align 8
  %15 = fmul double %13, %14
  %16 = load i32, ptr %5, align 4
  %17 = mul nsw i32 2, %16
  %18 = load i32, ptr %5, align 4
  %19 = mul nsw i32 2, %18
  %20 = add nsw i32 %19, 1
  %21 = mul nsw i32 %17, %20
  %22 = sitofp i32 %21 to double
  %23 = fdiv double %15, %22
  %24 = load double, ptr %3, align 8
  %25 = fmul double %24, %23
  store double %25, ptr %3, align 8
  %26 = load double, ptr %3, align 8
  %27 = load double, ptr %4, align 8
  %28 = fadd double %27, %26
  store double %28, ptr %4, align 8
  br label %29

29:                                               ; preds = %11
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %8, !llvm.loop !12

32:                                               ; preds = %8
  %33 = load double, ptr %4, align 8
  ret double %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #2

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal float @lerpf(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %5, align 4
  %9 = load float, ptr %4, align 4
  %10 = fsub float %8, %9
  %11 = load float, ptr %6, align 4
  %12 = fmul float %10, %11
  %13 = fadd float %7, %12
  ret float %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
