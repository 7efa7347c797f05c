; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.LDPair = type { fp128, fp128 }

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
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca %struct.LDPair, align 16
  %5 = alloca %struct.LDPair, align 16
  %6 = alloca i64, align 8
  %7 = alloca fp128, align 16
  %8 = alloca double, align 8
  %9 = alloca fp128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store i32 0, ptr %1, align 4
  %13 = call fp128 @ld_factorial(i32 noundef 20)
  %14 = fptrunc fp128 %13 to double
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %14)
  %16 = call fp128 @ld_factorial(i32 noundef 25)
  %17 = fdiv fp128 %16, 0xL000000000000000040415AF1D78B58C4
  %18 = fptrunc fp128 %17 to double
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %18)
  %20 = call fp128 @ld_series(i32 noundef 2000)
  %21 = fptrunc fp128 %20 to double
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %21)
  store fp128 0xL55555555555555553FFD555555555555, ptr %2, align 16
  %23 = load fp128, ptr %2, align 16
  %24 = fmul fp128 %23, 0xL00000000000000004000800000000000
  store fp128 %24, ptr %3, align 16
  %25 = load fp128, ptr %3, align 16
  %26 = fcmp ogt fp128 %25, 0xL013142122A414A8D3FFEFFFFFFFF2419
  br i1 %26, label %27, label %30

27:                                               ; preds = %0
  %28 = load fp128, ptr %3, align 16
  %29 = fcmp olt fp128 %28, 0xL7F675EF6EADF5ABA3FFF000000006DF3
  br label %30

30:                                               ; preds = %27, %0
  %31 = phi i1 [ false, %0 ], [ %29, %27 ]
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %32)
  %34 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 0
  store fp128 0xL00000000000000003FFF800000000000, ptr %34, align 16
  %35 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 1
  store fp128 0xL0000000000000000C000200000000000, ptr %35, align 16
  %36 = load [2 x fp128], ptr %5, align 16
  %37 = call %struct.LDPair @ld_swap_scale([2 x fp128] alignstack(16) %36, fp128 noundef 0xL00000000000000004001000000000000)
  %38 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 0
  %39 = extractvalue %struct.LDPair %37, 0
  store fp128 %39, ptr %38, align 16
  %40 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 1
  %41 = extractvalue %struct.LDPair %37, 1
  store fp128 %41, ptr %40, align 16
  %42 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 0
  %43 = load fp128, ptr %42, align 16
  %44 = fptrunc fp128 %43 to double
  %45 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 1
  %46 = load fp128, ptr %45, align 16
  %47 = fptrunc fp128 %46 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %44, double noundef %47)
  store i64 9007199254740993, ptr %6, align 8
  %49 = load i64, ptr %6, align 8
  %50 = sitofp i64 %49 to fp128
  store fp128 %50, ptr %7, align 16
  %51 = load fp128, ptr %7, align 16
  %52 = fptosi fp128 %51 to i64
  %53 = load i64, ptr %6, align 8
  %54 = icmp eq i64 %52, %53
  %55 = zext i1 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %55)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  %58 = call fp128 @ld_max(fp128 noundef 0xL0000000000000000BFFF000000000000, fp128 noundef 0xL0000000000000000BFFE000000000000)
  %59 = fptrunc fp128 %58 to double
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %59, i32 noundef 1, i32 noundef 0)
  store double 1.000000e-01, ptr %8, align 8
  %61 = load double, ptr %8, align 8
  %62 = fpext double %61 to fp128
  store fp128 %62, ptr %9, align 16
  %63 = load fp128, ptr %9, align 16
  %64 = fptrunc fp128 %63 to double
  %65 = load double, ptr %8, align 8
  %66 = fcmp oeq double %64, %65
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %67)
  store fp128 0xL00000000000000000000000000000000, ptr %10, align 16
  store i32 0, ptr %11, align 4
  br label %69

69:                                               ; preds = %80, %30
  %70 = load i32, ptr %11, align 4
  %71 = icmp slt i32 %70, 1000
  br i1 %71, label %72, label %83

72:                                               ; preds = %69
  %73 = load i32, ptr %11, align 4
  %74 = srem i32 %73, 7
  %75 = sitofp i32 %74 to fp128
  %76 = fdiv fp128 %75, 0xL00000000000000004002000000000000
  %77 = fsub fp128 %76, 0xL00000000000000003FFD800000000000
  %78 = load fp128, ptr %10, align 16
  %79 = fadd fp128 %78, %77
  store fp128 %79, ptr %10, align 16
  br label %80

80:                                               ; preds = %72
  %81 = load i32, ptr %11, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %11, align 4
  br label %69, !llvm.loop !6

83:                                               ; preds = %69
  %84 = load fp128, ptr %10, align 16
  %85 = fptrunc fp128 %84 to double
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %85)
  store float 0x3FC24924A0000000, ptr %12, align 4
  %87 = load float, ptr %12, align 4
  %88 = fpext float %87 to double
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %88)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_factorial(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store fp128 0xL00000000000000003FFF000000000000, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to fp128
  %12 = load fp128, ptr %3, align 16
  %13 = fmul fp128 %12, %11
  store fp128 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !8

17:                                               ; preds = %5
  %18 = load fp128, ptr %3, align 16
  ret fp128 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_series(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to fp128
  %12 = load i32, ptr %4, align 4
  %13 = sitofp i32 %12 to fp128
  %14 = fmul fp128 %11, %13
  %15 = fdiv fp128 0xL00000000000000003FFF000000000000, %14
  %16 = load fp128, ptr %3, align 16
  %17 = fadd fp128 %16, %15
  store fp128 %17, ptr %3, align 16
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !9

21:                                               ; preds = %5
  %22 = load fp128, ptr %3, align 16
  ret fp128 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.LDPair @ld_swap_scale([2 x fp128] alignstack(16) %0, fp128 noundef %1) #0 {
  %3 = alloca %struct.LDPair, align 16
  %4 = alloca %struct.LDPair, align 16
  %5 = alloca fp128, align 16
  store [2 x fp128] %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  %6 = getelementptr inbounds %struct.LDPair, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 1
  %8 = load fp128, ptr %7, align 16
  %9 = load fp128, ptr %5, align 16
  %10 = fmul fp128 %8, %9
  store fp128 %10, ptr %6, align 16
  %11 = getelementptr inbounds %struct.LDPair, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 0
  %13 = load fp128, ptr %12, align 16
  %14 = load fp128, ptr %5, align 16
  %15 = fmul fp128 %13, %14
  store fp128 %15, ptr %11, align 16
  %16 = load %struct.LDPair, ptr %3, align 16
  ret %struct.LDPair %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_max(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp ogt fp128 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load fp128, ptr %3, align 16
  br label %12

10:                                               ; preds = %2
  %11 = load fp128, ptr %4, align 16
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi fp128 [ %9, %8 ], [ %11, %10 ]
  ret fp128 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
