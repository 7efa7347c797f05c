; ModuleID = 'tests/run/x87_complex.c'
source_filename = "tests/run/x87_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.mix = type { float, i32, double, [3 x i8] }
%struct.ld2 = type { x86_fp80, x86_fp80 }

@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [33 x i8] c"%.3Lf %.3Lf %.2f %.2f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.4Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"%.1f %d %.2f %c%c\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%.1Lf %.1Lf\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"setjmp %d %d vla %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"gcc: %.2Lf %.2Lf back: %.2Lf %.2Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { x86_fp80, x86_fp80 } @cld(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, x86_fp80 noundef %1) #0 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %8 = load x86_fp80, ptr %7, align 16
  %9 = load x86_fp80, ptr %4, align 16
  %10 = fmul x86_fp80 %6, %9
  %11 = fmul x86_fp80 %8, %9
  %12 = fadd x86_fp80 %10, 0xK3FFF8000000000000000
  %13 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %12, ptr %13, align 16
  store x86_fp80 %11, ptr %14, align 16
  %15 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf(<2 x float> noundef %0, <2 x float> noundef %1) #1 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %8, %12
  %16 = fmul float %10, %14
  %17 = fmul float %8, %14
  %18 = fmul float %10, %12
  %19 = fsub float %15, %16
  %20 = fadd float %17, %18
  %21 = fcmp uno float %19, %19
  br i1 %21, label %22, label %30, !prof !6

22:                                               ; preds = %2
  %23 = fcmp uno float %20, %20
  br i1 %23, label %24, label %30, !prof !6

24:                                               ; preds = %22
  %25 = call <2 x float> @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #8
  store <2 x float> %25, ptr %6, align 4
  %26 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  br label %30

30:                                               ; preds = %24, %22, %2
  %31 = phi float [ %19, %2 ], [ %19, %22 ], [ %27, %24 ]
  %32 = phi float [ %20, %2 ], [ %20, %22 ], [ %29, %24 ]
  %33 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %34 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %31, ptr %33, align 4
  store float %32, ptr %34, align 4
  %35 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %35
}

declare <2 x float> @__mulsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd(double noundef %0, double noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fneg double %10
  %12 = fmul double %8, 2.000000e+00
  %13 = fmul double %11, 2.000000e+00
  %14 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %15 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %12, ptr %14, align 8
  store double %13, ptr %15, align 8
  %16 = load { double, double }, ptr %3, align 8
  ret { double, double } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @sumld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 15
  %16 = call ptr @llvm.ptrmask.p0.i64(ptr %15, i64 -16)
  %17 = getelementptr i8, ptr %16, i32 16
  store ptr %17, ptr %13, align 8
  %18 = load x86_fp80, ptr %16, align 16
  %19 = load x86_fp80, ptr %4, align 16
  %20 = fadd x86_fp80 %19, %18
  store x86_fp80 %20, ptr %4, align 16
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %7, !llvm.loop !7

24:                                               ; preds = %7
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %25)
  %26 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pass(ptr dead_on_unwind noalias writable sret(%struct.mix) align 8 %0, ptr noundef byval(%struct.mix) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sitofp i32 %5 to float
  %7 = getelementptr inbounds %struct.mix, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 8
  %9 = fadd float %8, %6
  store float %9, ptr %7, align 8
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds %struct.mix, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sitofp i32 %14 to double
  %16 = getelementptr inbounds %struct.mix, ptr %1, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = fdiv double %17, %15
  store double %18, ptr %16, align 8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 65, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.mix, ptr %1, i32 0, i32 3
  %23 = getelementptr inbounds [3 x i8], ptr %22, i64 0, i64 1
  store i8 %21, ptr %23, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ldpair(ptr dead_on_unwind noalias writable sret(%struct.ld2) align 16 %0, ptr noundef byval(%struct.ld2) align 16 %1) #0 {
  %3 = getelementptr inbounds %struct.ld2, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.ld2, ptr %1, i32 0, i32 1
  %5 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %5, ptr %3, align 16
  %6 = getelementptr inbounds %struct.ld2, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.ld2, ptr %1, i32 0, i32 0
  %8 = load x86_fp80, ptr %7, align 16
  %9 = fmul x86_fp80 %8, 0xK40008000000000000000
  store x86_fp80 %9, ptr %6, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @jump(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @jb, i32 noundef %3) #9
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave.p0()
  store ptr %10, ptr %3, align 8
  %11 = alloca i32, i64 %9, align 16
  store i64 %9, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %23, %1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %5, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %11, i64 %21
  store i32 %19, ptr %22, align 4
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %12, !llvm.loop !9

26:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %43, %26
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %46

31:                                               ; preds = %27
  %32 = load i32, ptr %2, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %7, align 4
  %35 = sub nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %11, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %6, align 4
  br label %43

43:                                               ; preds = %31
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %27, !llvm.loop !10

46:                                               ; preds = %27
  %47 = load i32, ptr %6, align 4
  %48 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %48)
  ret i32 %47
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca { x86_fp80, x86_fp80 }, align 16
  %8 = alloca { x86_fp80, x86_fp80 }, align 16
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  %12 = alloca { float, float }, align 4
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca %struct.mix, align 8
  %16 = alloca %struct.mix, align 8
  %17 = alloca %struct.ld2, align 16
  %18 = alloca %struct.ld2, align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca { x86_fp80, x86_fp80 }, align 16
  %22 = alloca { x86_fp80, x86_fp80 }, align 16
  %23 = alloca { x86_fp80, x86_fp80 }, align 16
  %24 = alloca { x86_fp80, x86_fp80 }, align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 2
  store volatile i32 %26, ptr %6, align 4
  %27 = load volatile i32, ptr %6, align 4
  %28 = sitofp i32 %27 to x86_fp80
  %29 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %8, i32 0, i32 0
  %30 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %8, i32 0, i32 1
  store x86_fp80 0xK3FFFC000000000000000, ptr %29, align 16
  store x86_fp80 0xK4000A000000000000000, ptr %30, align 16
  %31 = call { x86_fp80, x86_fp80 } @cld(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %8, x86_fp80 noundef %28)
  %32 = extractvalue { x86_fp80, x86_fp80 } %31, 0
  %33 = extractvalue { x86_fp80, x86_fp80 } %31, 1
  %34 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 0
  %35 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 1
  store x86_fp80 %32, ptr %34, align 16
  store x86_fp80 %33, ptr %35, align 16
  %36 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %37 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float 1.000000e+00, ptr %36, align 4
  store float 2.000000e+00, ptr %37, align 4
  %38 = load <2 x float>, ptr %10, align 4
  %39 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %40 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float 3.000000e+00, ptr %39, align 4
  store float -1.000000e+00, ptr %40, align 4
  %41 = load <2 x float>, ptr %11, align 4
  %42 = call <2 x float> @cf(<2 x float> noundef %38, <2 x float> noundef %41)
  store <2 x float> %42, ptr %12, align 4
  %43 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %48 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %44, ptr %47, align 4
  store float %46, ptr %48, align 4
  %49 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %50 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double 4.000000e+00, ptr %49, align 8
  store double 5.000000e+00, ptr %50, align 8
  %51 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = call { double, double } @cd(double noundef %52, double noundef %54)
  %56 = extractvalue { double, double } %55, 0
  %57 = extractvalue { double, double } %55, 1
  %58 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %59 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %56, ptr %58, align 8
  store double %57, ptr %59, align 8
  %60 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 0
  %61 = load x86_fp80, ptr %60, align 16
  %62 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 1
  %63 = load x86_fp80, ptr %62, align 16
  %64 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 0
  %65 = load x86_fp80, ptr %64, align 16
  %66 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 1
  %67 = load x86_fp80, ptr %66, align 16
  %68 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  %72 = fpext float %69 to double
  %73 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %61, x86_fp80 noundef %67, double noundef %72, double noundef %77, double noundef %79, double noundef %85)
  %87 = load volatile i32, ptr %6, align 4
  %88 = sitofp i32 %87 to x86_fp80
  %89 = call x86_fp80 (i32, ...) @sumld(i32 noundef 4, x86_fp80 noundef 0xK3FFFA000000000000000, x86_fp80 noundef 0xK4000A000000000000000, x86_fp80 noundef %88, x86_fp80 noundef 0xK40209502F90000000000)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %89)
  %91 = getelementptr inbounds %struct.mix, ptr %16, i32 0, i32 0
  store float 1.500000e+00, ptr %91, align 8
  %92 = getelementptr inbounds %struct.mix, ptr %16, i32 0, i32 1
  store i32 7, ptr %92, align 4
  %93 = getelementptr inbounds %struct.mix, ptr %16, i32 0, i32 2
  store double 9.000000e+00, ptr %93, align 8
  %94 = getelementptr inbounds %struct.mix, ptr %16, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %94, ptr align 1 @.str.2, i64 3, i1 false)
  %95 = load volatile i32, ptr %6, align 4
  call void @pass(ptr dead_on_unwind writable sret(%struct.mix) align 8 %15, ptr noundef byval(%struct.mix) align 8 %16, i32 noundef %95)
  %96 = getelementptr inbounds %struct.mix, ptr %15, i32 0, i32 0
  %97 = load float, ptr %96, align 8
  %98 = fpext float %97 to double
  %99 = getelementptr inbounds %struct.mix, ptr %15, i32 0, i32 1
  %100 = load i32, ptr %99, align 4
  %101 = getelementptr inbounds %struct.mix, ptr %15, i32 0, i32 2
  %102 = load double, ptr %101, align 8
  %103 = getelementptr inbounds %struct.mix, ptr %15, i32 0, i32 3
  %104 = getelementptr inbounds [3 x i8], ptr %103, i64 0, i64 0
  %105 = load i8, ptr %104, align 8
  %106 = sext i8 %105 to i32
  %107 = getelementptr inbounds %struct.mix, ptr %15, i32 0, i32 3
  %108 = getelementptr inbounds [3 x i8], ptr %107, i64 0, i64 1
  %109 = load i8, ptr %108, align 1
  %110 = sext i8 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %98, i32 noundef %100, double noundef %102, i32 noundef %106, i32 noundef %110)
  %112 = getelementptr inbounds %struct.ld2, ptr %18, i32 0, i32 0
  store x86_fp80 0xK4000C000000000000000, ptr %112, align 16
  %113 = getelementptr inbounds %struct.ld2, ptr %18, i32 0, i32 1
  store x86_fp80 0xK40018000000000000000, ptr %113, align 16
  call void @ldpair(ptr dead_on_unwind writable sret(%struct.ld2) align 16 %17, ptr noundef byval(%struct.ld2) align 16 %18)
  %114 = getelementptr inbounds %struct.ld2, ptr %17, i32 0, i32 0
  %115 = load x86_fp80, ptr %114, align 16
  %116 = getelementptr inbounds %struct.ld2, ptr %17, i32 0, i32 1
  %117 = load x86_fp80, ptr %116, align 16
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %115, x86_fp80 noundef %117)
  store volatile i32 0, ptr %19, align 4
  %119 = call i32 @_setjmp(ptr noundef @jb) #10
  store i32 %119, ptr %20, align 4
  %120 = load volatile i32, ptr %19, align 4
  %121 = add nsw i32 %120, 1
  store volatile i32 %121, ptr %19, align 4
  %122 = load i32, ptr %20, align 4
  %123 = icmp slt i32 %122, 3
  br i1 %123, label %124, label %127

124:                                              ; preds = %2
  %125 = load i32, ptr %20, align 4
  %126 = add nsw i32 %125, 1
  call void @jump(i32 noundef %126)
  br label %127

127:                                              ; preds = %124, %2
  %128 = load i32, ptr %20, align 4
  %129 = load volatile i32, ptr %19, align 4
  %130 = load volatile i32, ptr %6, align 4
  %131 = mul nsw i32 %130, 10
  %132 = call i32 @vla(i32 noundef %131)
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %128, i32 noundef %129, i32 noundef %132)
  %134 = load volatile i32, ptr %6, align 4
  %135 = sitofp i32 %134 to x86_fp80
  %136 = fmul x86_fp80 %135, 0xK00000000000000000000
  %137 = fmul x86_fp80 %135, 0xK3FFF8000000000000000
  %138 = fsub x86_fp80 0xK4000C000000000000000, %136
  %139 = fneg x86_fp80 %137
  %140 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %22, i32 0, i32 0
  %141 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %22, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %140, align 16
  store x86_fp80 0xK40008000000000000000, ptr %141, align 16
  %142 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %23, i32 0, i32 0
  %143 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %23, i32 0, i32 1
  store x86_fp80 %138, ptr %142, align 16
  store x86_fp80 %139, ptr %143, align 16
  %144 = call { x86_fp80, x86_fp80 } @gcc_cmul(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %22, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %23)
  %145 = extractvalue { x86_fp80, x86_fp80 } %144, 0
  %146 = extractvalue { x86_fp80, x86_fp80 } %144, 1
  %147 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 0
  %148 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 1
  store x86_fp80 %145, ptr %147, align 16
  store x86_fp80 %146, ptr %148, align 16
  %149 = load volatile i32, ptr %6, align 4
  %150 = sitofp i32 %149 to x86_fp80
  %151 = fmul x86_fp80 0xK3FFE8000000000000000, %150
  %152 = call { x86_fp80, x86_fp80 } @gcc_calls_back(x86_fp80 noundef %151)
  %153 = extractvalue { x86_fp80, x86_fp80 } %152, 0
  %154 = extractvalue { x86_fp80, x86_fp80 } %152, 1
  %155 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 0
  %156 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 1
  store x86_fp80 %153, ptr %155, align 16
  store x86_fp80 %154, ptr %156, align 16
  %157 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 0
  %158 = load x86_fp80, ptr %157, align 16
  %159 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 1
  %160 = load x86_fp80, ptr %159, align 16
  %161 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 0
  %162 = load x86_fp80, ptr %161, align 16
  %163 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %21, i32 0, i32 1
  %164 = load x86_fp80, ptr %163, align 16
  %165 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 0
  %166 = load x86_fp80, ptr %165, align 16
  %167 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 1
  %168 = load x86_fp80, ptr %167, align 16
  %169 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 0
  %170 = load x86_fp80, ptr %169, align 16
  %171 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %24, i32 0, i32 1
  %172 = load x86_fp80, ptr %171, align 16
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, x86_fp80 noundef %158, x86_fp80 noundef %164, x86_fp80 noundef %166, x86_fp80 noundef %172)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #7

declare { x86_fp80, x86_fp80 } @gcc_cmul(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16) #6

declare { x86_fp80, x86_fp80 } @gcc_calls_back(x86_fp80 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
