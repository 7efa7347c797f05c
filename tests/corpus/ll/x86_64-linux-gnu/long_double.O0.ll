; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LDPair = type { x86_fp80, x86_fp80 }

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca %struct.LDPair, align 16
  %5 = alloca %struct.LDPair, align 16
  %6 = alloca i64, align 8
  %7 = alloca x86_fp80, align 16
  %8 = alloca double, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store i32 0, ptr %1, align 4
  %13 = call x86_fp80 @ld_factorial(i32 noundef 20)
  %14 = fptrunc x86_fp80 %13 to double
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %14)
  %16 = call x86_fp80 @ld_factorial(i32 noundef 25)
  %17 = fdiv x86_fp80 %16, 0xK4041AD78EBC5AC620000
  %18 = fptrunc x86_fp80 %17 to double
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %18)
  %20 = call x86_fp80 @ld_series(i32 noundef 2000)
  %21 = fptrunc x86_fp80 %20 to double
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %21)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %23 = load x86_fp80, ptr %2, align 16
  %24 = fmul x86_fp80 %23, 0xK4000C000000000000000
  store x86_fp80 %24, ptr %3, align 16
  %25 = load x86_fp80, ptr %3, align 16
  %26 = fcmp ogt x86_fp80 %25, 0xK3FFEFFFFFFFF920C8099
  br i1 %26, label %27, label %30

27:                                               ; preds = %0
  %28 = load x86_fp80, ptr %3, align 16
  %29 = fcmp olt x86_fp80 %28, 0xK3FFF8000000036F9BFB4
  br label %30

30:                                               ; preds = %27, %0
  %31 = phi i1 [ false, %0 ], [ %29, %27 ]
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %32)
  %34 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 0
  store x86_fp80 0xK3FFFC000000000000000, ptr %34, align 16
  %35 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 1
  store x86_fp80 0xKC0009000000000000000, ptr %35, align 16
  call void @ld_swap_scale(ptr dead_on_unwind writable sret(%struct.LDPair) align 16 %4, ptr noundef byval(%struct.LDPair) align 16 %5, x86_fp80 noundef 0xK40018000000000000000)
  %36 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 0
  %37 = load x86_fp80, ptr %36, align 16
  %38 = fptrunc x86_fp80 %37 to double
  %39 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 1
  %40 = load x86_fp80, ptr %39, align 16
  %41 = fptrunc x86_fp80 %40 to double
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %38, double noundef %41)
  store i64 9007199254740993, ptr %6, align 8
  %43 = load i64, ptr %6, align 8
  %44 = sitofp i64 %43 to x86_fp80
  store x86_fp80 %44, ptr %7, align 16
  %45 = load x86_fp80, ptr %7, align 16
  %46 = fptosi x86_fp80 %45 to i64
  %47 = load i64, ptr %6, align 8
  %48 = icmp eq i64 %46, %47
  %49 = zext i1 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %49)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  %52 = call x86_fp80 @ld_max(x86_fp80 noundef 0xKBFFF8000000000000000, x86_fp80 noundef 0xKBFFE8000000000000000)
  %53 = fptrunc x86_fp80 %52 to double
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %53, i32 noundef 1, i32 noundef 0)
  store double 1.000000e-01, ptr %8, align 8
  %55 = load double, ptr %8, align 8
  %56 = fpext double %55 to x86_fp80
  store x86_fp80 %56, ptr %9, align 16
  %57 = load x86_fp80, ptr %9, align 16
  %58 = fptrunc x86_fp80 %57 to double
  %59 = load double, ptr %8, align 8
  %60 = fcmp oeq double %58, %59
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61)
  store x86_fp80 0xK00000000000000000000, ptr %10, align 16
  store i32 0, ptr %11, align 4
  br label %63

63:                                               ; preds = %74, %30
  %64 = load i32, ptr %11, align 4
  %65 = icmp slt i32 %64, 1000
  br i1 %65, label %66, label %77

66:                                               ; preds = %63
  %67 = load i32, ptr %11, align 4
  %68 = srem i32 %67, 7
  %69 = sitofp i32 %68 to x86_fp80
  %70 = fdiv x86_fp80 %69, 0xK40028000000000000000
  %71 = fsub x86_fp80 %70, 0xK3FFDC000000000000000
  %72 = load x86_fp80, ptr %10, align 16
  %73 = fadd x86_fp80 %72, %71
  store x86_fp80 %73, ptr %10, align 16
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %11, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %11, align 4
  br label %63, !llvm.loop !6

77:                                               ; preds = %63
  %78 = load x86_fp80, ptr %10, align 16
  %79 = fptrunc x86_fp80 %78 to double
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %79)
  store float 0x3FC24924A0000000, ptr %12, align 4
  %81 = load float, ptr %12, align 4
  %82 = fpext float %81 to double
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %82)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_factorial(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store x86_fp80 0xK3FFF8000000000000000, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to x86_fp80
  %12 = load x86_fp80, ptr %3, align 16
  %13 = fmul x86_fp80 %12, %11
  store x86_fp80 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !8

17:                                               ; preds = %5
  %18 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_series(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store x86_fp80 0xK00000000000000000000, ptr %3, align 16
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to x86_fp80
  %12 = load i32, ptr %4, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = fmul x86_fp80 %11, %13
  %15 = fdiv x86_fp80 0xK3FFF8000000000000000, %14
  %16 = load x86_fp80, ptr %3, align 16
  %17 = fadd x86_fp80 %16, %15
  store x86_fp80 %17, ptr %3, align 16
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !9

21:                                               ; preds = %5
  %22 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_swap_scale(ptr dead_on_unwind noalias writable sret(%struct.LDPair) align 16 %0, ptr noundef byval(%struct.LDPair) align 16 %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %2, ptr %4, align 16
  %5 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fmul x86_fp80 %7, %8
  store x86_fp80 %9, ptr %5, align 16
  %10 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 0
  %12 = load x86_fp80, ptr %11, align 16
  %13 = load x86_fp80, ptr %4, align 16
  %14 = fmul x86_fp80 %12, %13
  store x86_fp80 %14, ptr %10, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_max(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fcmp ogt x86_fp80 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load x86_fp80, ptr %3, align 16
  br label %12

10:                                               ; preds = %2
  %11 = load x86_fp80, ptr %4, align 16
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi x86_fp80 [ %9, %8 ], [ %11, %10 ]
  ret x86_fp80 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
