; ModuleID = 'tests/run/x87_asm.c'
source_filename = "tests/run/x87_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"sqrt(2) = %.15Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"atan2(1, 1) = %.15Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"atan2(-1, -2) = %.15Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"scale(3, 4) = %.3Lf\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"sin(0.5) = %.12f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"abs(-2.5f) = %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"add(1.25, 2.5) = %.3Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"chain(3) = %.12Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40008000000000000000)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %2)
  %4 = call x86_fp80 @x87_atan2(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %4)
  %6 = call x86_fp80 @x87_atan2(x86_fp80 noundef 0xKBFFF8000000000000000, x86_fp80 noundef 0xKC0008000000000000000)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %6)
  %8 = call x86_fp80 @x87_scale(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40018000000000000000)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %8)
  %10 = call double @x87_sin(double noundef 5.000000e-01)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %10)
  %12 = call float @x87_abs(float noundef -2.500000e+00)
  %13 = fpext float %12 to double
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %13)
  %15 = call x86_fp80 @x87_add(x86_fp80 noundef 0xK3FFFA000000000000000, x86_fp80 noundef 0xK4000A000000000000000)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, x86_fp80 noundef %15)
  %17 = call x86_fp80 @chain(x86_fp80 noundef 0xK4000C000000000000000)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, x86_fp80 noundef %17)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_sqrt(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %4) #2, !srcloc !6
  store x86_fp80 %5, ptr %3, align 16
  %6 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_atan2(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = load x86_fp80, ptr %3, align 16
  %8 = call x86_fp80 asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %6, x86_fp80 %7) #2, !srcloc !7
  store x86_fp80 %8, ptr %5, align 16
  %9 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_scale(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %6 = load x86_fp80, ptr %3, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %6, x86_fp80 %7) #2, !srcloc !8
  store x86_fp80 %8, ptr %5, align 16
  %9 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_sin(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double asm "fsin", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %4) #2, !srcloc !9
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @x87_abs(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = call float asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(float %4) #2, !srcloc !10
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  ret float %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_add(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %6 = load x86_fp80, ptr %3, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = call x86_fp80 asm "fadd $2, $0", "={st},0,f,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %6, x86_fp80 %7) #2, !srcloc !11
  store x86_fp80 %8, ptr %5, align 16
  %9 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @chain(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 16
  store x86_fp80 0xK00000000000000000000, ptr %3, align 16
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sle i32 %6, 8
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load x86_fp80, ptr %2, align 16
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to x86_fp80
  %12 = fmul x86_fp80 %9, %11
  %13 = call x86_fp80 @x87_sqrt(x86_fp80 noundef %12)
  %14 = call x86_fp80 @x87_scale(x86_fp80 noundef %13, x86_fp80 noundef 0xKBFFF8000000000000000)
  %15 = load x86_fp80, ptr %3, align 16
  %16 = fadd x86_fp80 %15, %14
  store x86_fp80 %16, ptr %3, align 16
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !12

20:                                               ; preds = %5
  %21 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %21
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 389}
!7 = !{i64 553}
!8 = !{i64 810}
!9 = !{i64 951}
!10 = !{i64 1079}
!11 = !{i64 1313}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
