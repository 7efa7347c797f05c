; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca %struct.LDPair, align 16
  %8 = alloca %struct.LDPair, align 16
  %9 = alloca %struct.LDPair, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca i64, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca double, align 8
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @ld_factorial(ptr dead_on_unwind writable sret(x86_fp80) align 16 %2, i32 noundef 20)
  %21 = load x86_fp80, ptr %2, align 16
  %22 = fptrunc x86_fp80 %21 to double
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22)
  call void @ld_factorial(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, i32 noundef 25)
  %24 = load x86_fp80, ptr %3, align 16
  %25 = fdiv x86_fp80 %24, 0xK4041AD78EBC5AC620000
  %26 = fptrunc x86_fp80 %25 to double
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %26)
  call void @ld_series(ptr dead_on_unwind writable sret(x86_fp80) align 16 %4, i32 noundef 2000)
  %28 = load x86_fp80, ptr %4, align 16
  %29 = fptrunc x86_fp80 %28 to double
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %29)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %5, align 16
  %31 = load x86_fp80, ptr %5, align 16
  %32 = fmul x86_fp80 %31, 0xK4000C000000000000000
  store x86_fp80 %32, ptr %6, align 16
  %33 = load x86_fp80, ptr %6, align 16
  %34 = fcmp ogt x86_fp80 %33, 0xK3FFEFFFFFFFF920C8099
  br i1 %34, label %35, label %38

35:                                               ; preds = %0
  %36 = load x86_fp80, ptr %6, align 16
  %37 = fcmp olt x86_fp80 %36, 0xK3FFF8000000036F9BFB4
  br label %38

38:                                               ; preds = %35, %0
  %39 = phi i1 [ false, %0 ], [ %37, %35 ]
  %40 = zext i1 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %40)
  %42 = getelementptr inbounds %struct.LDPair, ptr %8, i32 0, i32 0
  store x86_fp80 0xK3FFFC000000000000000, ptr %42, align 16
  %43 = getelementptr inbounds %struct.LDPair, ptr %8, i32 0, i32 1
  store x86_fp80 0xKC0009000000000000000, ptr %43, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 %8, i64 32, i1 false)
  store x86_fp80 0xK40018000000000000000, ptr %10, align 16
  call void @ld_swap_scale(ptr dead_on_unwind writable sret(%struct.LDPair) align 16 %7, ptr noundef %9, ptr noundef %10)
  %44 = getelementptr inbounds %struct.LDPair, ptr %7, i32 0, i32 0
  %45 = load x86_fp80, ptr %44, align 16
  %46 = fptrunc x86_fp80 %45 to double
  %47 = getelementptr inbounds %struct.LDPair, ptr %7, i32 0, i32 1
  %48 = load x86_fp80, ptr %47, align 16
  %49 = fptrunc x86_fp80 %48 to double
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %46, double noundef %49)
  store i64 9007199254740993, ptr %11, align 8
  %51 = load i64, ptr %11, align 8
  %52 = sitofp i64 %51 to x86_fp80
  store x86_fp80 %52, ptr %12, align 16
  %53 = load x86_fp80, ptr %12, align 16
  %54 = fptosi x86_fp80 %53 to i64
  %55 = load i64, ptr %11, align 8
  %56 = icmp eq i64 %54, %55
  %57 = zext i1 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048)
  store x86_fp80 0xKBFFF8000000000000000, ptr %14, align 16
  store x86_fp80 0xKBFFE8000000000000000, ptr %15, align 16
  call void @ld_max(ptr dead_on_unwind writable sret(x86_fp80) align 16 %13, ptr noundef %14, ptr noundef %15)
  %60 = load x86_fp80, ptr %13, align 16
  %61 = fptrunc x86_fp80 %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %61, i32 noundef 1, i32 noundef 0)
  store double 1.000000e-01, ptr %16, align 8
  %63 = load double, ptr %16, align 8
  %64 = fpext double %63 to x86_fp80
  store x86_fp80 %64, ptr %17, align 16
  %65 = load x86_fp80, ptr %17, align 16
  %66 = fptrunc x86_fp80 %65 to double
  %67 = load double, ptr %16, align 8
  %68 = fcmp oeq double %66, %67
  %69 = zext i1 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %69)
  store x86_fp80 0xK00000000000000000000, ptr %18, align 16
  store i32 0, ptr %19, align 4
  br label %71

71:                                               ; preds = %82, %38
  %72 = load i32, ptr %19, align 4
  %73 = icmp slt i32 %72, 1000
  br i1 %73, label %74, label %85

74:                                               ; preds = %71
  %75 = load i32, ptr %19, align 4
  %76 = srem i32 %75, 7
  %77 = sitofp i32 %76 to x86_fp80
  %78 = fdiv x86_fp80 %77, 0xK40028000000000000000
  %79 = fsub x86_fp80 %78, 0xK3FFDC000000000000000
  %80 = load x86_fp80, ptr %18, align 16
  %81 = fadd x86_fp80 %80, %79
  store x86_fp80 %81, ptr %18, align 16
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %19, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %19, align 4
  br label %71, !llvm.loop !5

85:                                               ; preds = %71
  %86 = load x86_fp80, ptr %18, align 16
  %87 = fptrunc x86_fp80 %86 to double
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %87)
  store float 0x3FC24924A0000000, ptr %20, align 4
  %89 = load float, ptr %20, align 4
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %90)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_factorial(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store x86_fp80 0xK3FFF8000000000000000, ptr %5, align 16
  store i32 2, ptr %6, align 4
  br label %7

7:                                                ; preds = %16, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = load i32, ptr %6, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = load x86_fp80, ptr %5, align 16
  %15 = fmul x86_fp80 %14, %13
  store x86_fp80 %15, ptr %5, align 16
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %6, align 4
  br label %7, !llvm.loop !7

19:                                               ; preds = %7
  %20 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %20, ptr %0, align 16
  %21 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %21, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_series(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, ptr %6, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to x86_fp80
  %16 = fmul x86_fp80 %13, %15
  %17 = fdiv x86_fp80 0xK3FFF8000000000000000, %16
  %18 = load x86_fp80, ptr %5, align 16
  %19 = fadd x86_fp80 %18, %17
  store x86_fp80 %19, ptr %5, align 16
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !8

23:                                               ; preds = %7
  %24 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %24, ptr %0, align 16
  %25 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %25, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_swap_scale(ptr dead_on_unwind noalias writable sret(%struct.LDPair) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %2, align 16
  store ptr %1, ptr %5, align 8
  store x86_fp80 %7, ptr %6, align 16
  %8 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 1
  %10 = load x86_fp80, ptr %9, align 16
  %11 = load x86_fp80, ptr %6, align 16
  %12 = fmul x86_fp80 %10, %11
  store x86_fp80 %12, ptr %8, align 16
  %13 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 0
  %15 = load x86_fp80, ptr %14, align 16
  %16 = load x86_fp80, ptr %6, align 16
  %17 = fmul x86_fp80 %15, %16
  store x86_fp80 %17, ptr %13, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_max(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fcmp ogt x86_fp80 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load x86_fp80, ptr %5, align 16
  br label %16

14:                                               ; preds = %3
  %15 = load x86_fp80, ptr %6, align 16
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi x86_fp80 [ %13, %12 ], [ %15, %14 ]
  store x86_fp80 %17, ptr %0, align 16
  %18 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %18, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
