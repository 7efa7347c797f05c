; ModuleID = 'tests/run/riscv64/abi_mix.c'
source_filename = "tests/run/riscv64/abi_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.dd = type { double, double }
%struct.id = type { i32, double }
%struct.ss = type { i16, i8 }
%struct.fi = type { float, i32 }
%struct.big = type { [5 x i64] }

@__const.main.a = private unnamed_addr constant %struct.dd { double 1.500000e+00, double 2.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.dd { double 2.500000e-01, double -3.000000e+00 }, align 8
@.str = private unnamed_addr constant [14 x i8] c"dd %.3f %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"fi %.3f %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.id { i32 3, double 5.000000e-01 }, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"id %.3f\0A\00", align 1
@__const.main.s1 = private unnamed_addr constant %struct.ss { i16 12, i8 3 }, align 2
@__const.main.s2 = private unnamed_addr constant %struct.ss { i16 -4, i8 9 }, align 2
@.str.3 = private unnamed_addr constant [7 x i8] c"ss %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"big %ld %ld %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"many_fp %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"many_int %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"wide\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"ld %.12Lf\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"var %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"var128\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"%d %.2f %Lf %s\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @add_dd(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.dd, align 8
  %6 = alloca %struct.dd, align 8
  %7 = alloca %struct.dd, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.dd, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.dd, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.dd, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.dd, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.dd, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.dd, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fmul double %20, %22
  store double %23, ptr %18, align 8
  %24 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = insertvalue { double, double } poison, double %25, 0
  %29 = insertvalue { double, double } %28, double %27, 1
  ret { double, double } %29
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { float, i32 } @mk_fi(float noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.fi, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 0
  %7 = load float, ptr %4, align 4
  %8 = fmul float %7, 2.000000e+00
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, i32 }, ptr %3, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = insertvalue { float, i32 } poison, float %13, 0
  %17 = insertvalue { float, i32 } %16, i32 %15, 1
  ret { float, i32 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @use_id(i32 %0, double %1, float %2, i32 %3) #0 {
  %5 = alloca %struct.id, align 8
  %6 = alloca %struct.fi, align 4
  %7 = getelementptr inbounds { i32, double }, ptr %5, i32 0, i32 0
  store i32 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i32, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { float, i32 }, ptr %6, i32 0, i32 0
  store float %2, ptr %9, align 4
  %10 = getelementptr inbounds { float, i32 }, ptr %6, i32 0, i32 1
  store i32 %3, ptr %10, align 4
  %11 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  %13 = sitofp i32 %12 to double
  %14 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = fpext float %17 to double
  %19 = call double @llvm.fmuladd.f64(double %13, double %15, double %18)
  %20 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = sitofp i32 %21 to double
  %23 = fadd double %19, %22
  ret double %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @use_ss(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.ss, align 2
  %4 = alloca %struct.ss, align 2
  %5 = trunc i64 %0 to i32
  store i32 %5, ptr %3, align 2
  %6 = trunc i64 %1 to i32
  store i32 %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.ss, ptr %3, i32 0, i32 0
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = mul nsw i32 %9, 100
  %11 = getelementptr inbounds %struct.ss, ptr %3, i32 0, i32 1
  %12 = load i8, ptr %11, align 2
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = getelementptr inbounds %struct.ss, ptr %4, i32 0, i32 0
  %16 = load i16, ptr %15, align 2
  %17 = sext i16 %16 to i32
  %18 = mul nsw i32 %17, 10
  %19 = add nsw i32 %14, %18
  %20 = getelementptr inbounds %struct.ss, ptr %4, i32 0, i32 1
  %21 = load i8, ptr %20, align 2
  %22 = zext i8 %21 to i32
  %23 = add nsw i32 %19, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @twice(ptr dead_on_unwind noalias writable sret(%struct.big) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x i64], ptr %10, i64 0, i64 %12
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %14, 2
  store i64 %15, ptr %13, align 8
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !10

19:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 40, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @many_fp(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, float noundef %10, double noundef %11) #0 {
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
  %23 = alloca float, align 4
  %24 = alloca double, align 8
  store double %0, ptr %13, align 8
  store double %1, ptr %14, align 8
  store double %2, ptr %15, align 8
  store double %3, ptr %16, align 8
  store double %4, ptr %17, align 8
  store double %5, ptr %18, align 8
  store double %6, ptr %19, align 8
  store double %7, ptr %20, align 8
  store double %8, ptr %21, align 8
  store double %9, ptr %22, align 8
  store float %10, ptr %23, align 4
  store double %11, ptr %24, align 8
  %25 = load double, ptr %13, align 8
  %26 = load double, ptr %14, align 8
  %27 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %26, double %25)
  %28 = load double, ptr %15, align 8
  %29 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %28, double %27)
  %30 = load double, ptr %16, align 8
  %31 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %30, double %29)
  %32 = load double, ptr %17, align 8
  %33 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %32, double %31)
  %34 = load double, ptr %18, align 8
  %35 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %34, double %33)
  %36 = load double, ptr %19, align 8
  %37 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %36, double %35)
  %38 = load double, ptr %20, align 8
  %39 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %38, double %37)
  %40 = load double, ptr %21, align 8
  %41 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %40, double %39)
  %42 = load double, ptr %22, align 8
  %43 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %42, double %41)
  %44 = load float, ptr %23, align 4
  %45 = fmul float 1.100000e+01, %44
  %46 = fpext float %45 to double
  %47 = fadd double %43, %46
  %48 = load double, ptr %24, align 8
  %49 = call double @llvm.fmuladd.f64(double 1.200000e+01, double %48, double %47)
  ret double %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @many_int(i32 noundef signext %0, i64 noundef %1, i16 noundef signext %2, i32 noundef signext %3, i64 noundef %4, i8 noundef zeroext %5, i64 noundef %6, i32 noundef signext %7, i64 noundef %8, i32 noundef signext %9, i8 noundef zeroext %10) #0 {
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i8, align 1
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  store i32 %0, ptr %12, align 4
  store i64 %1, ptr %13, align 8
  store i16 %2, ptr %14, align 2
  store i32 %3, ptr %15, align 4
  store i64 %4, ptr %16, align 8
  store i8 %5, ptr %17, align 1
  store i64 %6, ptr %18, align 8
  store i32 %7, ptr %19, align 4
  store i64 %8, ptr %20, align 8
  store i32 %9, ptr %21, align 4
  store i8 %10, ptr %22, align 1
  %23 = load i32, ptr %12, align 4
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %13, align 8
  %26 = mul nsw i64 2, %25
  %27 = add nsw i64 %24, %26
  %28 = load i16, ptr %14, align 2
  %29 = sext i16 %28 to i32
  %30 = mul nsw i32 3, %29
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %27, %31
  %33 = load i32, ptr %15, align 4
  %34 = zext i32 %33 to i64
  %35 = mul nsw i64 4, %34
  %36 = add nsw i64 %32, %35
  %37 = load i64, ptr %16, align 8
  %38 = mul nsw i64 5, %37
  %39 = add nsw i64 %36, %38
  %40 = load i8, ptr %17, align 1
  %41 = zext i8 %40 to i32
  %42 = mul nsw i32 6, %41
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %39, %43
  %45 = load i64, ptr %18, align 8
  %46 = mul nsw i64 7, %45
  %47 = add nsw i64 %44, %46
  %48 = load i32, ptr %19, align 4
  %49 = mul nsw i32 8, %48
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %47, %50
  %52 = load i64, ptr %20, align 8
  %53 = mul nsw i64 9, %52
  %54 = add nsw i64 %51, %53
  %55 = load i32, ptr %21, align 4
  %56 = mul nsw i32 10, %55
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %54, %57
  %59 = load i8, ptr %22, align 1
  %60 = zext i8 %59 to i32
  %61 = mul nsw i32 11, %60
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %58, %62
  ret i64 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i128, align 16
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i128 %7, ptr %16, align 16
  %17 = load i128, ptr %16, align 16
  %18 = mul nsw i128 %17, 3
  %19 = load i64, ptr %9, align 8
  %20 = sext i64 %19 to i128
  %21 = add nsw i128 %18, %20
  %22 = load i64, ptr %10, align 8
  %23 = sext i64 %22 to i128
  %24 = add nsw i128 %21, %23
  %25 = load i64, ptr %11, align 8
  %26 = sext i64 %25 to i128
  %27 = add nsw i128 %24, %26
  %28 = load i64, ptr %12, align 8
  %29 = sext i64 %28 to i128
  %30 = add nsw i128 %27, %29
  %31 = load i64, ptr %13, align 8
  %32 = sext i64 %31 to i128
  %33 = add nsw i128 %30, %32
  %34 = load i64, ptr %14, align 8
  %35 = sext i64 %34 to i128
  %36 = add nsw i128 %33, %35
  %37 = load i64, ptr %15, align 8
  %38 = sext i64 %37 to i128
  %39 = add nsw i128 %36, %38
  ret i128 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @ld_ops(fp128 noundef %0, fp128 noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  %7 = alloca fp128, align 16
  %8 = alloca i32, align 4
  store fp128 %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  store i32 %2, ptr %6, align 4
  %9 = load fp128, ptr %4, align 16
  store fp128 %9, ptr %7, align 16
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %10
  %15 = load fp128, ptr %7, align 16
  %16 = load fp128, ptr %5, align 16
  %17 = load fp128, ptr %4, align 16
  %18 = fdiv fp128 %17, 0xL00000000000000004000800000000000
  %19 = call fp128 @llvm.fmuladd.f128(fp128 %15, fp128 %16, fp128 %18)
  store fp128 %19, ptr %7, align 16
  br label %20

20:                                               ; preds = %14
  %21 = load i32, ptr %8, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %8, align 4
  br label %10, !llvm.loop !12

23:                                               ; preds = %10
  %24 = load fp128, ptr %7, align 16
  ret fp128 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum_var(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %42, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %45

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 3
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %23

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 15
  %17 = call ptr @llvm.ptrmask.p0.i64(ptr %16, i64 -16)
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %18, ptr %3, align 8
  %19 = load fp128, ptr %17, align 16
  %20 = fptrunc fp128 %19 to double
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %4, align 8
  br label %41

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 3
  %26 = icmp eq i32 %25, 1
  br i1 %26, label %27, label %34

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %3, align 8
  %30 = load i32, ptr %28, align 8
  %31 = sitofp i32 %30 to double
  %32 = load double, ptr %4, align 8
  %33 = fadd double %32, %31
  store double %33, ptr %4, align 8
  br label %40

34:                                               ; preds = %23
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %36, ptr %3, align 8
  %37 = load double, ptr %35, align 8
  %38 = load double, ptr %4, align 8
  %39 = fadd double %38, %37
  store double %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %34, %27
  br label %41

41:                                               ; preds = %40, %14
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %6, !llvm.loop !13

45:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %46 = load double, ptr %4, align 8
  ret double %46
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @var128(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i128 0, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 15
  %13 = call ptr @llvm.ptrmask.p0.i64(ptr %12, i64 -16)
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %14, ptr %3, align 8
  %15 = load i128, ptr %13, align 16
  %16 = load i128, ptr %4, align 16
  %17 = add nsw i128 %16, %15
  store i128 %17, ptr %4, align 16
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !14

21:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %22 = load i128, ptr %4, align 16
  ret i128 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.dd, align 8
  %3 = alloca %struct.dd, align 8
  %4 = alloca %struct.dd, align 8
  %5 = alloca %struct.fi, align 4
  %6 = alloca %struct.id, align 8
  %7 = alloca %struct.ss, align 2
  %8 = alloca %struct.ss, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.big, align 8
  %12 = alloca %struct.big, align 8
  %13 = alloca %struct.big, align 8
  %14 = alloca i128, align 16
  %15 = alloca fp128, align 16
  %16 = alloca [80 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 16, i1 false)
  %17 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = call { double, double } @add_dd(double %18, double %20, double %22, double %24)
  %26 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %27 = extractvalue { double, double } %25, 0
  store double %27, ptr %26, align 8
  %28 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %29 = extractvalue { double, double } %25, 1
  store double %29, ptr %28, align 8
  %30 = getelementptr inbounds %struct.dd, ptr %4, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds %struct.dd, ptr %4, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %31, double noundef %33)
  %35 = call { float, i32 } @mk_fi(float noundef 1.250000e+00, i32 noundef signext 7)
  %36 = getelementptr inbounds { float, i32 }, ptr %5, i32 0, i32 0
  %37 = extractvalue { float, i32 } %35, 0
  store float %37, ptr %36, align 4
  %38 = getelementptr inbounds { float, i32 }, ptr %5, i32 0, i32 1
  %39 = extractvalue { float, i32 } %35, 1
  store i32 %39, ptr %38, align 4
  %40 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %42, i32 noundef signext %44)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.v, i64 16, i1 false)
  %46 = getelementptr inbounds { i32, double }, ptr %6, i32 0, i32 0
  %47 = load i32, ptr %46, align 8
  %48 = getelementptr inbounds { i32, double }, ptr %6, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { float, i32 }, ptr %5, i32 0, i32 0
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds { float, i32 }, ptr %5, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = call double @use_id(i32 %47, double %49, float %51, i32 %53)
  %55 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 @__const.main.s1, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.main.s2, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 2 %7, i64 4, i1 false)
  %56 = load i64, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 2 %8, i64 4, i1 false)
  %57 = load i64, ptr %10, align 8
  %58 = call signext i32 @use_ss(i64 %56, i64 %57)
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %58)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 40, i1 false)
  %60 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 0
  %61 = getelementptr inbounds [5 x i64], ptr %60, i32 0, i32 0
  store i64 1, ptr %61, align 8
  %62 = getelementptr inbounds [5 x i64], ptr %60, i32 0, i32 1
  store i64 2, ptr %62, align 8
  %63 = getelementptr inbounds [5 x i64], ptr %60, i32 0, i32 2
  store i64 3, ptr %63, align 8
  %64 = getelementptr inbounds [5 x i64], ptr %60, i32 0, i32 3
  store i64 4, ptr %64, align 8
  %65 = getelementptr inbounds [5 x i64], ptr %60, i32 0, i32 4
  store i64 5, ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %11, i64 40, i1 false)
  call void @twice(ptr dead_on_unwind writable sret(%struct.big) align 8 %12, ptr noundef %13)
  %66 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0
  %67 = getelementptr inbounds [5 x i64], ptr %66, i64 0, i64 0
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0
  %70 = getelementptr inbounds [5 x i64], ptr %69, i64 0, i64 2
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0
  %73 = getelementptr inbounds [5 x i64], ptr %72, i64 0, i64 4
  %74 = load i64, ptr %73, align 8
  %75 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %68, i64 noundef %71, i64 noundef %74)
  %76 = call double @many_fp(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, float noundef 1.150000e+01, double noundef 1.200000e+01)
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %76)
  %78 = call i64 @many_int(i32 noundef signext -1, i64 noundef 2, i16 noundef signext -3, i32 noundef signext -294967296, i64 noundef 5, i8 noundef zeroext 120, i64 noundef -7, i32 noundef signext 8, i64 noundef 9, i32 noundef signext -10, i8 noundef zeroext -6)
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %78)
  %80 = call i128 @wide(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef 352125156809814689752796655)
  store i128 %80, ptr %14, align 16
  %81 = load i128, ptr %14, align 16
  call void @p128(ptr noundef @.str.7, i128 noundef %81)
  %82 = call fp128 @ld_ops(fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xLABCAF485787A65213FFF000001AD7F29, i32 noundef signext 10)
  store fp128 %82, ptr %15, align 16
  %83 = load fp128, ptr %15, align 16
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %83)
  %85 = call double (i32, ...) @sum_var(i32 noundef signext 6, double noundef 1.500000e+00, i32 noundef signext 2, fp128 noundef 0xL00000000000000004000A00000000000, double noundef 4.500000e+00, i32 noundef signext 5, fp128 noundef 0xL0000000000000000C001B00000000000)
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %85)
  %87 = call i128 (i32, ...) @var128(i32 noundef signext 3, i128 noundef 1180591620717411303424, i128 noundef -5, i128 noundef 123456789)
  call void @p128(ptr noundef @.str.10, i128 noundef %87)
  %88 = getelementptr inbounds [80 x i8], ptr %16, i64 0, i64 0
  %89 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %88, i64 noundef 80, ptr noundef @.str.11, i32 noundef signext 42, double noundef 2.500000e+00, fp128 noundef 0xL00000000000000003FFC000000000000, ptr noundef @.str.12) #7
  %90 = getelementptr inbounds [80 x i8], ptr %16, i64 0, i64 0
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %90)
  %92 = getelementptr inbounds %struct.dd, ptr %4, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = fmul double %93, 4.000000e+00
  %95 = fptosi double %94 to i32
  %96 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1
  %97 = load i32, ptr %96, align 4
  %98 = add nsw i32 %95, %97
  ret i32 %98
}

declare signext i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %7 = load i128, ptr %4, align 16
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  store i64 %9, ptr %5, align 8
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i64
  store i64 %11, ptr %6, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %12, i64 noundef %13, i64 noundef %14)
  ret void
}

; Function Attrs: nounwind
declare signext i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nounwind }

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
