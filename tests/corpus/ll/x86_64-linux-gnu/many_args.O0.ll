; ModuleID = 'tests/programs/many_args.c'
source_filename = "tests/programs/many_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"many_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"many_ints neg = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"interleaved = %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"small_ext = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"chain = %llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @many_ints(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2)
  %4 = call i64 @many_ints(i32 noundef -100, i32 noundef 200, i32 noundef -300, i32 noundef 400, i32 noundef -500, i32 noundef 600, i32 noundef -700, i32 noundef 800, i32 noundef -900, i32 noundef 1000, i32 noundef -1100, i32 noundef 1200)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4)
  %6 = call double @many_doubles(double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %6)
  %8 = call double @interleaved(i8 noundef signext -5, double noundef 1.250000e+00, i16 noundef signext -300, float noundef 2.500000e+00, i64 noundef 10000000000, double noundef -7.500000e-01, i8 noundef zeroext -6, float noundef 1.250000e-01, i32 noundef -42, double noundef 3.000000e+00, i16 noundef zeroext -536, float noundef -1.500000e+00, i8 noundef signext -128, double noundef 1.000000e+03, i64 noundef -7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %8)
  %10 = call i32 @small_ext(i8 noundef signext -1, i8 noundef zeroext -1, i16 noundef signext -32768, i16 noundef zeroext -1, i1 noundef zeroext true, i8 noundef signext -128, i8 noundef zeroext -128, i16 noundef signext 32767, i16 noundef zeroext 1, i8 noundef signext 127)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %10)
  %12 = call i64 @chain(i64 noundef 1, i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %12)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 %0, ptr %13, align 4
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %25 = load i32, ptr %13, align 4
  %26 = sext i32 %25 to i64
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = sub nsw i64 %26, %28
  %30 = load i32, ptr %15, align 4
  %31 = mul nsw i32 %30, 2
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %29, %32
  %34 = load i32, ptr %16, align 4
  %35 = sext i32 %34 to i64
  %36 = sub nsw i64 %33, %35
  %37 = load i32, ptr %17, align 4
  %38 = mul nsw i32 %37, 3
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = load i32, ptr %18, align 4
  %42 = sext i32 %41 to i64
  %43 = sub nsw i64 %40, %42
  %44 = load i32, ptr %19, align 4
  %45 = mul nsw i32 %44, 4
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %43, %46
  %48 = load i32, ptr %20, align 4
  %49 = sext i32 %48 to i64
  %50 = sub nsw i64 %47, %49
  %51 = load i32, ptr %21, align 4
  %52 = mul nsw i32 %51, 5
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %50, %53
  %55 = load i32, ptr %22, align 4
  %56 = sext i32 %55 to i64
  %57 = sub nsw i64 %54, %56
  %58 = load i32, ptr %23, align 4
  %59 = mul nsw i32 %58, 6
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %57, %60
  %62 = load i32, ptr %24, align 4
  %63 = sext i32 %62 to i64
  %64 = sub nsw i64 %61, %63
  ret i64 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store double %0, ptr %12, align 8
  store double %1, ptr %13, align 8
  store double %2, ptr %14, align 8
  store double %3, ptr %15, align 8
  store double %4, ptr %16, align 8
  store double %5, ptr %17, align 8
  store double %6, ptr %18, align 8
  store double %7, ptr %19, align 8
  store double %8, ptr %20, align 8
  store double %9, ptr %21, align 8
  store double %10, ptr %22, align 8
  %23 = load double, ptr %12, align 8
  %24 = load double, ptr %13, align 8
  %25 = call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %23)
  %26 = load double, ptr %14, align 8
  %27 = call double @llvm.fmuladd.f64(double %26, double 3.000000e+00, double %25)
  %28 = load double, ptr %15, align 8
  %29 = call double @llvm.fmuladd.f64(double %28, double 4.000000e+00, double %27)
  %30 = load double, ptr %16, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 5.000000e+00, double %29)
  %32 = load double, ptr %17, align 8
  %33 = call double @llvm.fmuladd.f64(double %32, double 6.000000e+00, double %31)
  %34 = load double, ptr %18, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 7.000000e+00, double %33)
  %36 = load double, ptr %19, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 8.000000e+00, double %35)
  %38 = load double, ptr %20, align 8
  %39 = call double @llvm.fmuladd.f64(double %38, double 9.000000e+00, double %37)
  %40 = load double, ptr %21, align 8
  %41 = call double @llvm.fmuladd.f64(double %40, double 1.000000e+01, double %39)
  %42 = load double, ptr %22, align 8
  %43 = call double @llvm.fmuladd.f64(double %42, double 1.100000e+01, double %41)
  ret double %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @interleaved(i8 noundef signext %0, double noundef %1, i16 noundef signext %2, float noundef %3, i64 noundef %4, double noundef %5, i8 noundef zeroext %6, float noundef %7, i32 noundef %8, double noundef %9, i16 noundef zeroext %10, float noundef %11, i8 noundef signext %12, double noundef %13, i64 noundef %14) #0 {
  %16 = alloca i8, align 1
  %17 = alloca double, align 8
  %18 = alloca i16, align 2
  %19 = alloca float, align 4
  %20 = alloca i64, align 8
  %21 = alloca double, align 8
  %22 = alloca i8, align 1
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i16, align 2
  %27 = alloca float, align 4
  %28 = alloca i8, align 1
  %29 = alloca double, align 8
  %30 = alloca i64, align 8
  store i8 %0, ptr %16, align 1
  store double %1, ptr %17, align 8
  store i16 %2, ptr %18, align 2
  store float %3, ptr %19, align 4
  store i64 %4, ptr %20, align 8
  store double %5, ptr %21, align 8
  store i8 %6, ptr %22, align 1
  store float %7, ptr %23, align 4
  store i32 %8, ptr %24, align 4
  store double %9, ptr %25, align 8
  store i16 %10, ptr %26, align 2
  store float %11, ptr %27, align 4
  store i8 %12, ptr %28, align 1
  store double %13, ptr %29, align 8
  store i64 %14, ptr %30, align 8
  %31 = load i8, ptr %16, align 1
  %32 = sext i8 %31 to i32
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %17, align 8
  %35 = fadd double %33, %34
  %36 = load i16, ptr %18, align 2
  %37 = sext i16 %36 to i32
  %38 = sitofp i32 %37 to double
  %39 = fadd double %35, %38
  %40 = load float, ptr %19, align 4
  %41 = fpext float %40 to double
  %42 = fadd double %39, %41
  %43 = load i64, ptr %20, align 8
  %44 = sitofp i64 %43 to double
  %45 = fadd double %42, %44
  %46 = load double, ptr %21, align 8
  %47 = fadd double %45, %46
  %48 = load i8, ptr %22, align 1
  %49 = zext i8 %48 to i32
  %50 = sitofp i32 %49 to double
  %51 = fadd double %47, %50
  %52 = load float, ptr %23, align 4
  %53 = fpext float %52 to double
  %54 = fadd double %51, %53
  %55 = load i32, ptr %24, align 4
  %56 = sitofp i32 %55 to double
  %57 = fadd double %54, %56
  %58 = load double, ptr %25, align 8
  %59 = fadd double %57, %58
  %60 = load i16, ptr %26, align 2
  %61 = zext i16 %60 to i32
  %62 = sitofp i32 %61 to double
  %63 = fadd double %59, %62
  %64 = load float, ptr %27, align 4
  %65 = fpext float %64 to double
  %66 = fadd double %63, %65
  %67 = load i8, ptr %28, align 1
  %68 = sext i8 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %66, %69
  %71 = load double, ptr %29, align 8
  %72 = fadd double %70, %71
  %73 = load i64, ptr %30, align 8
  %74 = sitofp i64 %73 to double
  %75 = fadd double %72, %74
  ret double %75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_ext(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i1 noundef zeroext %4, i8 noundef signext %5, i8 noundef zeroext %6, i16 noundef signext %7, i16 noundef zeroext %8, i8 noundef signext %9) #0 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i8, align 1
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  %21 = zext i1 %4 to i8
  store i8 %21, ptr %15, align 1
  store i8 %5, ptr %16, align 1
  store i8 %6, ptr %17, align 1
  store i16 %7, ptr %18, align 2
  store i16 %8, ptr %19, align 2
  store i8 %9, ptr %20, align 1
  %22 = load i8, ptr %11, align 1
  %23 = sext i8 %22 to i32
  %24 = mul nsw i32 %23, 1
  %25 = load i8, ptr %12, align 1
  %26 = zext i8 %25 to i32
  %27 = mul nsw i32 %26, 2
  %28 = add nsw i32 %24, %27
  %29 = load i16, ptr %13, align 2
  %30 = sext i16 %29 to i32
  %31 = mul nsw i32 %30, 3
  %32 = add nsw i32 %28, %31
  %33 = load i16, ptr %14, align 2
  %34 = zext i16 %33 to i32
  %35 = mul nsw i32 %34, 4
  %36 = add nsw i32 %32, %35
  %37 = load i8, ptr %15, align 1
  %38 = trunc i8 %37 to i1
  %39 = zext i1 %38 to i32
  %40 = mul nsw i32 %39, 5
  %41 = add nsw i32 %36, %40
  %42 = load i8, ptr %16, align 1
  %43 = sext i8 %42 to i32
  %44 = mul nsw i32 %43, 6
  %45 = add nsw i32 %41, %44
  %46 = load i8, ptr %17, align 1
  %47 = zext i8 %46 to i32
  %48 = mul nsw i32 %47, 7
  %49 = add nsw i32 %45, %48
  %50 = load i16, ptr %18, align 2
  %51 = sext i16 %50 to i32
  %52 = mul nsw i32 %51, 8
  %53 = add nsw i32 %49, %52
  %54 = load i16, ptr %19, align 2
  %55 = zext i16 %54 to i32
  %56 = mul nsw i32 %55, 9
  %57 = add nsw i32 %53, %56
  %58 = load i8, ptr %20, align 1
  %59 = sext i8 %58 to i32
  %60 = mul nsw i32 %59, 10
  %61 = add nsw i32 %57, %60
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @chain(i64 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i64 %0, ptr %13, align 8
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  %24 = load i32, ptr %14, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %11
  %27 = load i64, ptr %13, align 8
  store i64 %27, ptr %12, align 8
  br label %63

28:                                               ; preds = %11
  %29 = load i64, ptr %13, align 8
  %30 = mul i64 %29, 31
  %31 = load i32, ptr %15, align 4
  %32 = load i32, ptr %16, align 4
  %33 = xor i32 %31, %32
  %34 = load i32, ptr %17, align 4
  %35 = xor i32 %33, %34
  %36 = load i32, ptr %18, align 4
  %37 = xor i32 %35, %36
  %38 = load i32, ptr %19, align 4
  %39 = xor i32 %37, %38
  %40 = load i32, ptr %20, align 4
  %41 = xor i32 %39, %40
  %42 = load i32, ptr %21, align 4
  %43 = xor i32 %41, %42
  %44 = load i32, ptr %22, align 4
  %45 = xor i32 %43, %44
  %46 = load i32, ptr %23, align 4
  %47 = xor i32 %45, %46
  %48 = zext i32 %47 to i64
  %49 = add i64 %30, %48
  %50 = load i32, ptr %14, align 4
  %51 = sub nsw i32 %50, 1
  %52 = load i32, ptr %16, align 4
  %53 = load i32, ptr %17, align 4
  %54 = load i32, ptr %18, align 4
  %55 = load i32, ptr %19, align 4
  %56 = load i32, ptr %20, align 4
  %57 = load i32, ptr %21, align 4
  %58 = load i32, ptr %22, align 4
  %59 = load i32, ptr %23, align 4
  %60 = load i32, ptr %15, align 4
  %61 = add nsw i32 %60, 1
  %62 = call i64 @chain(i64 noundef %49, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %61)
  store i64 %62, ptr %12, align 8
  br label %63

63:                                               ; preds = %28, %26
  %64 = load i64, ptr %12, align 8
  ret i64 %64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
