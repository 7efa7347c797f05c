; ModuleID = 'tests/run/rounding_modes.c'
source_filename = "tests/run/rounding_modes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"sum_up %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"bounds %a %a (%s)\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"apart\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"narrow %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"quotient_up %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"mode %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum_up(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = call i32 @fesetround(i32 noundef 2048) #5
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %4, align 8
  %9 = fadd double %7, %8
  store double %9, ptr %5, align 8
  %10 = call i32 @fesetround(i32 noundef 0) #5
  %11 = load double, ptr %5, align 8
  ret double %11
}

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @product_bounds(double noundef %0, double noundef %1, double noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store double %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %13 = call i32 @fesetround(i32 noundef 1024) #5
  %14 = load double, ptr %6, align 8
  %15 = load double, ptr %7, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %11, align 8
  %17 = call i32 @fesetround(i32 noundef 2048) #5
  %18 = load double, ptr %6, align 8
  %19 = load double, ptr %8, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %12, align 8
  %21 = call i32 @fesetround(i32 noundef 0) #5
  %22 = load double, ptr %11, align 8
  %23 = load ptr, ptr %9, align 8
  store double %22, ptr %23, align 8
  %24 = load double, ptr %12, align 8
  %25 = load ptr, ptr %10, align 8
  store double %24, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @narrow_toward_zero(double noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call i32 @fesetround(i32 noundef 3072) #5
  %11 = load double, ptr %4, align 8
  %12 = fptrunc double %11 to float
  store float %12, ptr %7, align 4
  %13 = load i64, ptr %5, align 8
  %14 = sitofp i64 %13 to float
  store float %14, ptr %8, align 4
  %15 = load double, ptr %4, align 8
  %16 = call double @sqrt(double noundef %15) #5
  store double %16, ptr %9, align 8
  %17 = call i32 @fesetround(i32 noundef 0) #5
  %18 = load float, ptr %8, align 4
  %19 = load ptr, ptr %6, align 8
  store float %18, ptr %19, align 4
  %20 = load float, ptr %7, align 4
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %9, align 8
  %23 = fsub double %21, %22
  %24 = fptrunc double %23 to float
  %25 = fadd float %20, %24
  ret float %25
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @quotient_up(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = call i32 @fesetround(i32 noundef 2048) #5
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fdiv double %8, %9
  store double %10, ptr %5, align 8
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = fneg double %12
  %14 = call double @llvm.fmuladd.f64(double %13, double 1.000000e-01, double %11)
  store double %14, ptr %6, align 8
  %15 = call i32 @fesetround(i32 noundef 0) #5
  %16 = load double, ptr %5, align 8
  %17 = load double, ptr %6, align 8
  %18 = call double @llvm.fmuladd.f64(double %17, double 0.000000e+00, double %16)
  ret double %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store volatile double 1.000000e+00, ptr %2, align 8
  store volatile double 0x3C30000000000000, ptr %3, align 8
  store volatile double 0x3FD5555555555555, ptr %4, align 8
  %9 = load volatile double, ptr %2, align 8
  %10 = load volatile double, ptr %3, align 8
  %11 = call double @sum_up(double noundef %9, double noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %11)
  %13 = load volatile double, ptr %4, align 8
  call void @product_bounds(double noundef %13, double noundef 0x4008000000000001, double noundef 0x4008000000000001, ptr noundef %5, ptr noundef %6)
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = load double, ptr %5, align 8
  %17 = load double, ptr %6, align 8
  %18 = fcmp olt double %16, %17
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, ptr @.str.2, ptr @.str.3
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %14, double noundef %15, ptr noundef %20)
  %22 = load volatile double, ptr %4, align 8
  %23 = call float @narrow_toward_zero(double noundef %22, i64 noundef 50331651, ptr noundef %7)
  store float %23, ptr %8, align 4
  %24 = load float, ptr %8, align 4
  %25 = fpext float %24 to double
  %26 = load float, ptr %7, align 4
  %27 = fpext float %26 to double
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %25, double noundef %27)
  %29 = call double @quotient_up(double noundef 1.000000e+00, double noundef 3.000000e+00)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %29)
  %31 = call i32 @fegetround() #6
  %32 = icmp eq i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %33)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @fegetround() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
