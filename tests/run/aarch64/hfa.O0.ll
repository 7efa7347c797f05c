; ModuleID = 'tests/run/aarch64/hfa.c'
source_filename = "tests/run/aarch64/hfa.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.F1 = type { float }
%struct.F2 = type { float, float }
%struct.F3 = type { float, float, float }
%struct.F4 = type { float, float, float, float }
%struct.D2 = type { double, double }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.D1 = type { double }
%struct.AF = type { [4 x float] }
%struct.N3 = type { %struct.F2, float }
%struct.ND = type { %struct.anon, [2 x %struct.D1] }
%struct.anon = type { double }
%struct.AD2 = type { [2 x double] }
%struct.LD1 = type { fp128 }
%struct.H2 = type { half, half }
%struct.H4 = type { half, half, half, half }
%struct.NotH = type { float, double }
%struct.F5 = type { [5 x float] }

@__const.r_drive_self.f1 = private unnamed_addr constant %struct.F1 { float 5.000000e-01 }, align 4
@__const.r_drive_self.f2 = private unnamed_addr constant %struct.F2 { float 1.500000e+00, float -2.250000e+00 }, align 4
@__const.r_drive_self.f3 = private unnamed_addr constant %struct.F3 { float 3.000000e+00, float 4.500000e+00, float -5.000000e+00 }, align 4
@__const.r_drive_self.f4 = private unnamed_addr constant %struct.F4 { float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00 }, align 4
@__const.r_drive_self.d2 = private unnamed_addr constant %struct.D2 { double 1.050000e+01, double -1.100000e+01 }, align 8
@__const.r_drive_self.d3 = private unnamed_addr constant %struct.D3 { double 1.200000e+01, double 1.375000e+01, double -1.400000e+01 }, align 8
@__const.r_drive_self.d4 = private unnamed_addr constant %struct.D4 { double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01 }, align 8
@__const.r_drive_self.d1 = private unnamed_addr constant %struct.D1 { double -1.950000e+01 }, align 8
@.str = private unnamed_addr constant [18 x i8] c"  %-32.32s %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"CALL(f1234)(f1, f2, f3, f4)\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"CALL(dmix)(-3, d2, 1L << 40, d3, 0.75, d4, -2.5, d1)\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"CALL(nine)(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25f, f2, -7, d1)\00", align 1
@__const.r_drive_self.e = private unnamed_addr constant %struct.D2 { double 2.000000e+01, double 2.150000e+01 }, align 8
@__const.r_drive_self.f = private unnamed_addr constant %struct.D2 { double -2.200000e+01, double 2.325000e+01 }, align 8
@.str.4 = private unnamed_addr constant [38 x i8] c"CALL(many_d2)(d2, e, f, d2, e, f, 99)\00", align 1
@__const.r_drive_self.af = private unnamed_addr constant %struct.AF { [4 x float] [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00] }, align 4
@.str.5 = private unnamed_addr constant [52 x i8] c"CALL(inter)(-1, f3, 100000L, f2, 'A', af, -300, f1)\00", align 1
@__const.r_drive_self.n3 = private unnamed_addr constant %struct.N3 { %struct.F2 { float 2.500000e-01, float 5.000000e-01 }, float 7.500000e-01 }, align 4
@__const.r_drive_self.nd = private unnamed_addr constant %struct.ND { %struct.anon { double 1.500000e+00 }, [2 x %struct.D1] [%struct.D1 { double 2.500000e+00 }, %struct.D1 { double -3.500000e+00 }] }, align 8
@__const.r_drive_self.ad2 = private unnamed_addr constant %struct.AD2 { [2 x double] [double 4.500000e+00, double -5.500000e+00] }, align 8
@__const.r_drive_self.q = private unnamed_addr constant %struct.LD1 { fp128 0xL00000000000000004001A00000000000 }, align 16
@.str.6 = private unnamed_addr constant [29 x i8] c"CALL(nested)(n3, nd, ad2, q)\00", align 1
@__const.r_drive_self.h2 = private unnamed_addr constant %struct.H2 { half 0xH3E00, half 0xHC100 }, align 2
@__const.r_drive_self.h2b = private unnamed_addr constant %struct.H2 { half 0xH3000, half 0xH5400 }, align 2
@__const.r_drive_self.h4 = private unnamed_addr constant %struct.H4 { half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600 }, align 2
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(halves)(h2, h4, (_Float16)7.5, 8.25f, h2b)\00", align 1
@__const.r_drive_self.nh = private unnamed_addr constant %struct.NotH { float 1.250000e+00, double -2.500000e+00 }, align 8
@__const.r_drive_self.nh2 = private unnamed_addr constant %struct.NotH { float 3.500000e+00, double 4.750000e+00 }, align 8
@__const.r_drive_self.f5 = private unnamed_addr constant %struct.F5 { [5 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.500000e+00] }, align 4
@.str.8 = private unnamed_addr constant [36 x i8] c"CALL(not_hfa)(nh, 0.5, f5, nh2, 17)\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"CALL(ret_f1)(-4.25f).a\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"r.a\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"r.b\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"r.c\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"r.d\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"CALL(ret_d1)(d1).a\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"r.p.a\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"r.p.b\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"r.a.x\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"r.b[0].a\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"r.b[1].a\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"r.v[0]\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"r.v[1]\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"r.v[2]\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"r.v[3]\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"(float)r.a\00", align 1
@.str.25 = private unnamed_addr constant [11 x i8] c"(float)r.b\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c"(float)r.c\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"(float)r.d\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"r.f\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"r.v[4]\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"(double)r.q\00", align 1
@__const.r_drive_other.f1 = private unnamed_addr constant %struct.F1 { float 5.000000e-01 }, align 4
@__const.r_drive_other.f2 = private unnamed_addr constant %struct.F2 { float 1.500000e+00, float -2.250000e+00 }, align 4
@__const.r_drive_other.f3 = private unnamed_addr constant %struct.F3 { float 3.000000e+00, float 4.500000e+00, float -5.000000e+00 }, align 4
@__const.r_drive_other.f4 = private unnamed_addr constant %struct.F4 { float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00 }, align 4
@__const.r_drive_other.d2 = private unnamed_addr constant %struct.D2 { double 1.050000e+01, double -1.100000e+01 }, align 8
@__const.r_drive_other.d3 = private unnamed_addr constant %struct.D3 { double 1.200000e+01, double 1.375000e+01, double -1.400000e+01 }, align 8
@__const.r_drive_other.d4 = private unnamed_addr constant %struct.D4 { double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01 }, align 8
@__const.r_drive_other.d1 = private unnamed_addr constant %struct.D1 { double -1.950000e+01 }, align 8
@__const.r_drive_other.e = private unnamed_addr constant %struct.D2 { double 2.000000e+01, double 2.150000e+01 }, align 8
@__const.r_drive_other.f = private unnamed_addr constant %struct.D2 { double -2.200000e+01, double 2.325000e+01 }, align 8
@__const.r_drive_other.af = private unnamed_addr constant %struct.AF { [4 x float] [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00] }, align 4
@__const.r_drive_other.n3 = private unnamed_addr constant %struct.N3 { %struct.F2 { float 2.500000e-01, float 5.000000e-01 }, float 7.500000e-01 }, align 4
@__const.r_drive_other.nd = private unnamed_addr constant %struct.ND { %struct.anon { double 1.500000e+00 }, [2 x %struct.D1] [%struct.D1 { double 2.500000e+00 }, %struct.D1 { double -3.500000e+00 }] }, align 8
@__const.r_drive_other.ad2 = private unnamed_addr constant %struct.AD2 { [2 x double] [double 4.500000e+00, double -5.500000e+00] }, align 8
@__const.r_drive_other.q = private unnamed_addr constant %struct.LD1 { fp128 0xL00000000000000004001A00000000000 }, align 16
@__const.r_drive_other.h2 = private unnamed_addr constant %struct.H2 { half 0xH3E00, half 0xHC100 }, align 2
@__const.r_drive_other.h2b = private unnamed_addr constant %struct.H2 { half 0xH3000, half 0xH5400 }, align 2
@__const.r_drive_other.h4 = private unnamed_addr constant %struct.H4 { half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600 }, align 2
@__const.r_drive_other.nh = private unnamed_addr constant %struct.NotH { float 1.250000e+00, double -2.500000e+00 }, align 8
@__const.r_drive_other.nh2 = private unnamed_addr constant %struct.NotH { float 3.500000e+00, double 4.750000e+00 }, align 8
@__const.r_drive_other.f5 = private unnamed_addr constant %struct.F5 { [5 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.500000e+00] }, align 4
@.str.31 = private unnamed_addr constant [16 x i8] c"clang -> clang\0A\00", align 1
@.str.32 = private unnamed_addr constant [14 x i8] c"clang -> gcc\0A\00", align 1
@.str.33 = private unnamed_addr constant [14 x i8] c"gcc -> clang\0A\00", align 1
@.str.34 = private unnamed_addr constant [12 x i8] c"gcc -> gcc\0A\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"checksum %.17g %s\0A\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_f1234([1 x float] alignstack(8) %0, [2 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [4 x float] alignstack(8) %3) #0 {
  %5 = alloca %struct.F1, align 4
  %6 = alloca %struct.F2, align 4
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.F4, align 4
  %9 = getelementptr inbounds %struct.F1, ptr %5, i32 0, i32 0
  store [1 x float] %0, ptr %9, align 4
  store [2 x float] %1, ptr %6, align 4
  store [3 x float] %2, ptr %7, align 4
  store [4 x float] %3, ptr %8, align 4
  %10 = getelementptr inbounds %struct.F1, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.F2, ptr %6, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %13, float %11)
  %15 = getelementptr inbounds %struct.F2, ptr %6, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = call float @llvm.fmuladd.f32(float 3.000000e+00, float %16, float %14)
  %18 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = call float @llvm.fmuladd.f32(float 4.000000e+00, float %19, float %17)
  %21 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = call float @llvm.fmuladd.f32(float 5.000000e+00, float %22, float %20)
  %24 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 2
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float 6.000000e+00, float %25, float %23)
  %27 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = call float @llvm.fmuladd.f32(float 7.000000e+00, float %28, float %26)
  %30 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = call float @llvm.fmuladd.f32(float 8.000000e+00, float %31, float %29)
  %33 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  %34 = load float, ptr %33, align 4
  %35 = call float @llvm.fmuladd.f32(float 9.000000e+00, float %34, float %32)
  %36 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  %37 = load float, ptr %36, align 4
  %38 = call float @llvm.fmuladd.f32(float 1.000000e+01, float %37, float %35)
  %39 = fpext float %38 to double
  ret double %39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_dmix(i32 noundef %0, [2 x double] alignstack(8) %1, i64 noundef %2, [3 x double] alignstack(8) %3, double noundef %4, [4 x double] alignstack(8) %5, double noundef %6, [1 x double] alignstack(8) %7) #0 {
  %9 = alloca %struct.D2, align 8
  %10 = alloca %struct.D3, align 8
  %11 = alloca %struct.D4, align 8
  %12 = alloca %struct.D1, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store [2 x double] %1, ptr %9, align 8
  store [3 x double] %3, ptr %10, align 8
  store [4 x double] %5, ptr %11, align 8
  %17 = getelementptr inbounds %struct.D1, ptr %12, i32 0, i32 0
  store [1 x double] %7, ptr %17, align 8
  store i32 %0, ptr %13, align 4
  store i64 %2, ptr %14, align 8
  store double %4, ptr %15, align 8
  store double %6, ptr %16, align 8
  %18 = load i32, ptr %13, align 4
  %19 = sitofp i32 %18 to double
  %20 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %21, double %19)
  %23 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %24, double %22)
  %26 = load i64, ptr %14, align 8
  %27 = mul nsw i64 4, %26
  %28 = sitofp i64 %27 to double
  %29 = fadd double %25, %28
  %30 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %31, double %29)
  %33 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %34, double %32)
  %36 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2
  %37 = load double, ptr %36, align 8
  %38 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %37, double %35)
  %39 = load double, ptr %15, align 8
  %40 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %39, double %38)
  %41 = getelementptr inbounds %struct.D4, ptr %11, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %42, double %40)
  %44 = getelementptr inbounds %struct.D4, ptr %11, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %45, double %43)
  %47 = getelementptr inbounds %struct.D4, ptr %11, i32 0, i32 2
  %48 = load double, ptr %47, align 8
  %49 = call double @llvm.fmuladd.f64(double 1.100000e+01, double %48, double %46)
  %50 = getelementptr inbounds %struct.D4, ptr %11, i32 0, i32 3
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double 1.200000e+01, double %51, double %49)
  %53 = load double, ptr %16, align 8
  %54 = call double @llvm.fmuladd.f64(double 1.300000e+01, double %53, double %52)
  %55 = getelementptr inbounds %struct.D1, ptr %12, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = call double @llvm.fmuladd.f64(double 1.400000e+01, double %56, double %54)
  ret double %57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_nine(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, float noundef %9, [2 x float] alignstack(8) %10, i32 noundef %11, [1 x double] alignstack(8) %12) #0 {
  %14 = alloca %struct.F2, align 4
  %15 = alloca %struct.D1, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca float, align 4
  %26 = alloca i32, align 4
  store [2 x float] %10, ptr %14, align 4
  %27 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  store [1 x double] %12, ptr %27, align 8
  store double %0, ptr %16, align 8
  store double %1, ptr %17, align 8
  store double %2, ptr %18, align 8
  store double %3, ptr %19, align 8
  store double %4, ptr %20, align 8
  store double %5, ptr %21, align 8
  store double %6, ptr %22, align 8
  store double %7, ptr %23, align 8
  store double %8, ptr %24, align 8
  store float %9, ptr %25, align 4
  store i32 %11, ptr %26, align 4
  %28 = load double, ptr %16, align 8
  %29 = load double, ptr %17, align 8
  %30 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %29, double %28)
  %31 = load double, ptr %18, align 8
  %32 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %31, double %30)
  %33 = load double, ptr %19, align 8
  %34 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %33, double %32)
  %35 = load double, ptr %20, align 8
  %36 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %35, double %34)
  %37 = load double, ptr %21, align 8
  %38 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %37, double %36)
  %39 = load double, ptr %22, align 8
  %40 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %39, double %38)
  %41 = load double, ptr %23, align 8
  %42 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %41, double %40)
  %43 = load double, ptr %24, align 8
  %44 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %43, double %42)
  %45 = load float, ptr %25, align 4
  %46 = fmul float 1.000000e+01, %45
  %47 = fpext float %46 to double
  %48 = fadd double %44, %47
  %49 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 0
  %50 = load float, ptr %49, align 4
  %51 = fmul float 1.100000e+01, %50
  %52 = fpext float %51 to double
  %53 = fadd double %48, %52
  %54 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 1
  %55 = load float, ptr %54, align 4
  %56 = fmul float 1.200000e+01, %55
  %57 = fpext float %56 to double
  %58 = fadd double %53, %57
  %59 = load i32, ptr %26, align 4
  %60 = mul nsw i32 13, %59
  %61 = sitofp i32 %60 to double
  %62 = fadd double %58, %61
  %63 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = call double @llvm.fmuladd.f64(double 1.400000e+01, double %64, double %62)
  ret double %65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_many_d2([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [2 x double] alignstack(8) %3, [2 x double] alignstack(8) %4, [2 x double] alignstack(8) %5, i32 noundef %6) #0 {
  %8 = alloca %struct.D2, align 8
  %9 = alloca %struct.D2, align 8
  %10 = alloca %struct.D2, align 8
  %11 = alloca %struct.D2, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca i32, align 4
  store [2 x double] %0, ptr %8, align 8
  store [2 x double] %1, ptr %9, align 8
  store [2 x double] %2, ptr %10, align 8
  store [2 x double] %3, ptr %11, align 8
  store [2 x double] %4, ptr %12, align 8
  store [2 x double] %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %15 = getelementptr inbounds %struct.D2, ptr %8, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.D2, ptr %8, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %18, double %16)
  %20 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %21, double %19)
  %23 = getelementptr inbounds %struct.D2, ptr %9, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %24, double %22)
  %26 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %27, double %25)
  %29 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %30, double %28)
  %32 = getelementptr inbounds %struct.D2, ptr %11, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %33, double %31)
  %35 = getelementptr inbounds %struct.D2, ptr %11, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %36, double %34)
  %38 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %39, double %37)
  %41 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %42, double %40)
  %44 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = call double @llvm.fmuladd.f64(double 1.100000e+01, double %45, double %43)
  %47 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = call double @llvm.fmuladd.f64(double 1.200000e+01, double %48, double %46)
  %50 = load i32, ptr %14, align 4
  %51 = mul nsw i32 13, %50
  %52 = sitofp i32 %51 to double
  %53 = fadd double %49, %52
  ret double %53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @r_inter(i32 noundef %0, [3 x float] alignstack(8) %1, i64 noundef %2, [2 x float] alignstack(8) %3, i8 noundef %4, [4 x float] alignstack(8) %5, i16 noundef %6, [1 x float] alignstack(8) %7) #0 {
  %9 = alloca %struct.F3, align 4
  %10 = alloca %struct.F2, align 4
  %11 = alloca %struct.AF, align 4
  %12 = alloca %struct.F1, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i8, align 1
  %16 = alloca i16, align 2
  store [3 x float] %1, ptr %9, align 4
  store [2 x float] %3, ptr %10, align 4
  %17 = getelementptr inbounds %struct.AF, ptr %11, i32 0, i32 0
  store [4 x float] %5, ptr %17, align 4
  %18 = getelementptr inbounds %struct.F1, ptr %12, i32 0, i32 0
  store [1 x float] %7, ptr %18, align 4
  store i32 %0, ptr %13, align 4
  store i64 %2, ptr %14, align 8
  store i8 %4, ptr %15, align 1
  store i16 %6, ptr %16, align 2
  %19 = load i32, ptr %13, align 4
  %20 = sitofp i32 %19 to float
  %21 = getelementptr inbounds %struct.F3, ptr %9, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %22, float %20)
  %24 = getelementptr inbounds %struct.F3, ptr %9, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float 3.000000e+00, float %25, float %23)
  %27 = getelementptr inbounds %struct.F3, ptr %9, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = call float @llvm.fmuladd.f32(float 4.000000e+00, float %28, float %26)
  %30 = load i64, ptr %14, align 8
  %31 = mul nsw i64 5, %30
  %32 = sitofp i64 %31 to float
  %33 = fadd float %29, %32
  %34 = getelementptr inbounds %struct.F2, ptr %10, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = call float @llvm.fmuladd.f32(float 6.000000e+00, float %35, float %33)
  %37 = getelementptr inbounds %struct.F2, ptr %10, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = call float @llvm.fmuladd.f32(float 7.000000e+00, float %38, float %36)
  %40 = load i8, ptr %15, align 1
  %41 = zext i8 %40 to i32
  %42 = mul nsw i32 8, %41
  %43 = sitofp i32 %42 to float
  %44 = fadd float %39, %43
  %45 = getelementptr inbounds %struct.AF, ptr %11, i32 0, i32 0
  %46 = getelementptr inbounds [4 x float], ptr %45, i64 0, i64 0
  %47 = load float, ptr %46, align 4
  %48 = call float @llvm.fmuladd.f32(float 9.000000e+00, float %47, float %44)
  %49 = getelementptr inbounds %struct.AF, ptr %11, i32 0, i32 0
  %50 = getelementptr inbounds [4 x float], ptr %49, i64 0, i64 1
  %51 = load float, ptr %50, align 4
  %52 = call float @llvm.fmuladd.f32(float 1.000000e+01, float %51, float %48)
  %53 = getelementptr inbounds %struct.AF, ptr %11, i32 0, i32 0
  %54 = getelementptr inbounds [4 x float], ptr %53, i64 0, i64 2
  %55 = load float, ptr %54, align 4
  %56 = call float @llvm.fmuladd.f32(float 1.100000e+01, float %55, float %52)
  %57 = getelementptr inbounds %struct.AF, ptr %11, i32 0, i32 0
  %58 = getelementptr inbounds [4 x float], ptr %57, i64 0, i64 3
  %59 = load float, ptr %58, align 4
  %60 = call float @llvm.fmuladd.f32(float 1.200000e+01, float %59, float %56)
  %61 = load i16, ptr %16, align 2
  %62 = sext i16 %61 to i32
  %63 = mul nsw i32 13, %62
  %64 = sitofp i32 %63 to float
  %65 = fadd float %60, %64
  %66 = getelementptr inbounds %struct.F1, ptr %12, i32 0, i32 0
  %67 = load float, ptr %66, align 4
  %68 = call float @llvm.fmuladd.f32(float 1.400000e+01, float %67, float %65)
  ret float %68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_nested([3 x float] alignstack(8) %0, [3 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [1 x fp128] alignstack(16) %3) #0 {
  %5 = alloca %struct.N3, align 4
  %6 = alloca %struct.ND, align 8
  %7 = alloca %struct.AD2, align 8
  %8 = alloca %struct.LD1, align 16
  store [3 x float] %0, ptr %5, align 4
  store [3 x double] %1, ptr %6, align 8
  %9 = getelementptr inbounds %struct.AD2, ptr %7, i32 0, i32 0
  store [2 x double] %2, ptr %9, align 8
  %10 = getelementptr inbounds %struct.LD1, ptr %8, i32 0, i32 0
  store [1 x fp128] %3, ptr %10, align 16
  %11 = getelementptr inbounds %struct.N3, ptr %5, i32 0, i32 0
  %12 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.N3, ptr %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %16, float %13)
  %18 = getelementptr inbounds %struct.N3, ptr %5, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = call float @llvm.fmuladd.f32(float 3.000000e+00, float %19, float %17)
  %21 = fpext float %20 to double
  %22 = getelementptr inbounds %struct.ND, ptr %6, i32 0, i32 0
  %23 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %24, double %21)
  %26 = getelementptr inbounds %struct.ND, ptr %6, i32 0, i32 1
  %27 = getelementptr inbounds [2 x %struct.D1], ptr %26, i64 0, i64 0
  %28 = getelementptr inbounds %struct.D1, ptr %27, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %29, double %25)
  %31 = getelementptr inbounds %struct.ND, ptr %6, i32 0, i32 1
  %32 = getelementptr inbounds [2 x %struct.D1], ptr %31, i64 0, i64 1
  %33 = getelementptr inbounds %struct.D1, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %34, double %30)
  %36 = getelementptr inbounds %struct.AD2, ptr %7, i32 0, i32 0
  %37 = getelementptr inbounds [2 x double], ptr %36, i64 0, i64 0
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %38, double %35)
  %40 = getelementptr inbounds %struct.AD2, ptr %7, i32 0, i32 0
  %41 = getelementptr inbounds [2 x double], ptr %40, i64 0, i64 1
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %42, double %39)
  %44 = getelementptr inbounds %struct.LD1, ptr %8, i32 0, i32 0
  %45 = load fp128, ptr %44, align 16
  %46 = fptrunc fp128 %45 to double
  %47 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %46, double %43)
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_halves([2 x half] alignstack(8) %0, [4 x half] alignstack(8) %1, half noundef %2, float noundef %3, [2 x half] alignstack(8) %4) #0 {
  %6 = alloca %struct.H2, align 2
  %7 = alloca %struct.H4, align 2
  %8 = alloca %struct.H2, align 2
  %9 = alloca half, align 2
  %10 = alloca float, align 4
  store [2 x half] %0, ptr %6, align 2
  store [4 x half] %1, ptr %7, align 2
  store [2 x half] %4, ptr %8, align 2
  store half %2, ptr %9, align 2
  store float %3, ptr %10, align 4
  %11 = getelementptr inbounds %struct.H2, ptr %6, i32 0, i32 0
  %12 = load half, ptr %11, align 2
  %13 = fpext half %12 to float
  %14 = getelementptr inbounds %struct.H2, ptr %6, i32 0, i32 1
  %15 = load half, ptr %14, align 2
  %16 = fpext half %15 to float
  %17 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %16, float %13)
  %18 = getelementptr inbounds %struct.H4, ptr %7, i32 0, i32 0
  %19 = load half, ptr %18, align 2
  %20 = fpext half %19 to float
  %21 = call float @llvm.fmuladd.f32(float 3.000000e+00, float %20, float %17)
  %22 = getelementptr inbounds %struct.H4, ptr %7, i32 0, i32 1
  %23 = load half, ptr %22, align 2
  %24 = fpext half %23 to float
  %25 = call float @llvm.fmuladd.f32(float 4.000000e+00, float %24, float %21)
  %26 = getelementptr inbounds %struct.H4, ptr %7, i32 0, i32 2
  %27 = load half, ptr %26, align 2
  %28 = fpext half %27 to float
  %29 = call float @llvm.fmuladd.f32(float 5.000000e+00, float %28, float %25)
  %30 = getelementptr inbounds %struct.H4, ptr %7, i32 0, i32 3
  %31 = load half, ptr %30, align 2
  %32 = fpext half %31 to float
  %33 = call float @llvm.fmuladd.f32(float 6.000000e+00, float %32, float %29)
  %34 = load half, ptr %9, align 2
  %35 = fpext half %34 to float
  %36 = call float @llvm.fmuladd.f32(float 7.000000e+00, float %35, float %33)
  %37 = load float, ptr %10, align 4
  %38 = call float @llvm.fmuladd.f32(float 8.000000e+00, float %37, float %36)
  %39 = getelementptr inbounds %struct.H2, ptr %8, i32 0, i32 0
  %40 = load half, ptr %39, align 2
  %41 = fpext half %40 to float
  %42 = call float @llvm.fmuladd.f32(float 9.000000e+00, float %41, float %38)
  %43 = getelementptr inbounds %struct.H2, ptr %8, i32 0, i32 1
  %44 = load half, ptr %43, align 2
  %45 = fpext half %44 to float
  %46 = call float @llvm.fmuladd.f32(float 1.000000e+01, float %45, float %42)
  %47 = fpext float %46 to double
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_not_hfa([2 x i64] %0, double noundef %1, ptr noundef %2, [2 x i64] %3, i32 noundef %4) #0 {
  %6 = alloca %struct.NotH, align 8
  %7 = alloca %struct.NotH, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store [2 x i64] %0, ptr %6, align 8
  store [2 x i64] %3, ptr %7, align 8
  store double %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %11 = getelementptr inbounds %struct.NotH, ptr %6, i32 0, i32 0
  %12 = load float, ptr %11, align 8
  %13 = fpext float %12 to double
  %14 = getelementptr inbounds %struct.NotH, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %15, double %13)
  %17 = load double, ptr %8, align 8
  %18 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %17, double %16)
  %19 = getelementptr inbounds %struct.F5, ptr %2, i32 0, i32 0
  %20 = getelementptr inbounds [5 x float], ptr %19, i64 0, i64 0
  %21 = load float, ptr %20, align 4
  %22 = fmul float 4.000000e+00, %21
  %23 = fpext float %22 to double
  %24 = fadd double %18, %23
  %25 = getelementptr inbounds %struct.F5, ptr %2, i32 0, i32 0
  %26 = getelementptr inbounds [5 x float], ptr %25, i64 0, i64 1
  %27 = load float, ptr %26, align 4
  %28 = fmul float 5.000000e+00, %27
  %29 = fpext float %28 to double
  %30 = fadd double %24, %29
  %31 = getelementptr inbounds %struct.F5, ptr %2, i32 0, i32 0
  %32 = getelementptr inbounds [5 x float], ptr %31, i64 0, i64 2
  %33 = load float, ptr %32, align 4
  %34 = fmul float 6.000000e+00, %33
  %35 = fpext float %34 to double
  %36 = fadd double %30, %35
  %37 = getelementptr inbounds %struct.F5, ptr %2, i32 0, i32 0
  %38 = getelementptr inbounds [5 x float], ptr %37, i64 0, i64 3
  %39 = load float, ptr %38, align 4
  %40 = fmul float 7.000000e+00, %39
  %41 = fpext float %40 to double
  %42 = fadd double %36, %41
  %43 = getelementptr inbounds %struct.F5, ptr %2, i32 0, i32 0
  %44 = getelementptr inbounds [5 x float], ptr %43, i64 0, i64 4
  %45 = load float, ptr %44, align 4
  %46 = fmul float 8.000000e+00, %45
  %47 = fpext float %46 to double
  %48 = fadd double %42, %47
  %49 = getelementptr inbounds %struct.NotH, ptr %7, i32 0, i32 0
  %50 = load float, ptr %49, align 8
  %51 = fmul float 9.000000e+00, %50
  %52 = fpext float %51 to double
  %53 = fadd double %48, %52
  %54 = getelementptr inbounds %struct.NotH, ptr %7, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %55, double %53)
  %57 = load i32, ptr %10, align 4
  %58 = mul nsw i32 11, %57
  %59 = sitofp i32 %58 to double
  %60 = fadd double %56, %59
  ret double %60
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.F1 @r_ret_f1(float noundef %0) #0 {
  %2 = alloca %struct.F1, align 4
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %5 = load float, ptr %3, align 4
  %6 = fmul float %5, 2.000000e+00
  store float %6, ptr %4, align 4
  %7 = load %struct.F1, ptr %2, align 4
  ret %struct.F1 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.F2 @r_ret_f2([2 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.F2, align 4
  %3 = alloca %struct.F2, align 4
  store [2 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  %7 = fadd float %6, 1.000000e+00
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fsub float %10, 1.000000e+00
  store float %11, ptr %8, align 4
  %12 = load %struct.F2, ptr %2, align 4
  ret %struct.F2 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.F3 @r_ret_f3(i32 noundef %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.F3, align 4
  %4 = alloca %struct.F3, align 4
  %5 = alloca i32, align 4
  store [3 x float] %1, ptr %4, align 4
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 2
  %8 = load float, ptr %7, align 4
  %9 = load i32, ptr %5, align 4
  %10 = sitofp i32 %9 to float
  %11 = fmul float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = load i32, ptr %5, align 4
  %16 = sitofp i32 %15 to float
  %17 = fmul float %14, %16
  store float %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = load i32, ptr %5, align 4
  %22 = sitofp i32 %21 to float
  %23 = fmul float %20, %22
  store float %23, ptr %18, align 4
  %24 = load %struct.F3, ptr %3, align 4
  ret %struct.F3 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.F4 @r_ret_f4(float noundef %0, [4 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = alloca float, align 4
  store [4 x float] %1, ptr %4, align 4
  store float %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %5, align 4
  %10 = fadd float %8, %9
  store float %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %5, align 4
  %15 = fadd float %13, %14
  store float %15, ptr %11, align 4
  %16 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %5, align 4
  %20 = fadd float %18, %19
  store float %20, ptr %16, align 4
  %21 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 3
  %22 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %5, align 4
  %25 = fadd float %23, %24
  store float %25, ptr %21, align 4
  %26 = load %struct.F4, ptr %3, align 4
  ret %struct.F4 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.D1 @r_ret_d1([1 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.D1, align 8
  %3 = alloca %struct.D1, align 8
  %4 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store [1 x double] %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D1, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  store double %8, ptr %5, align 8
  %9 = load %struct.D1, ptr %2, align 8
  ret %struct.D1 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.D2 @r_ret_d2(double noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.D2, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fadd double %7, %8
  store double %9, ptr %6, align 8
  %10 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 1
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %5, align 8
  %13 = fsub double %11, %12
  store double %13, ptr %10, align 8
  %14 = load %struct.D2, ptr %3, align 8
  ret %struct.D2 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.D3 @r_ret_d3([3 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.D3, align 8
  %4 = alloca %struct.D3, align 8
  %5 = alloca double, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %11, align 8
  %16 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %16, align 8
  %21 = load %struct.D3, ptr %3, align 8
  ret %struct.D3 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.D4 @r_ret_d4([4 x double] alignstack(8) %0, [4 x double] alignstack(8) %1, [4 x double] alignstack(8) %2) #0 {
  %4 = alloca %struct.D4, align 8
  %5 = alloca %struct.D4, align 8
  %6 = alloca %struct.D4, align 8
  %7 = alloca %struct.D4, align 8
  store [4 x double] %0, ptr %5, align 8
  store [4 x double] %1, ptr %6, align 8
  store [4 x double] %2, ptr %7, align 8
  %8 = getelementptr inbounds %struct.D4, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds %struct.D4, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.D4, ptr %6, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fadd double %10, %12
  %14 = getelementptr inbounds %struct.D4, ptr %7, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fadd double %13, %15
  store double %16, ptr %8, align 8
  %17 = getelementptr inbounds %struct.D4, ptr %4, i32 0, i32 1
  %18 = getelementptr inbounds %struct.D4, ptr %5, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds %struct.D4, ptr %6, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fadd double %19, %21
  %23 = getelementptr inbounds %struct.D4, ptr %7, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fadd double %22, %24
  store double %25, ptr %17, align 8
  %26 = getelementptr inbounds %struct.D4, ptr %4, i32 0, i32 2
  %27 = getelementptr inbounds %struct.D4, ptr %5, i32 0, i32 2
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.D4, ptr %6, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = fadd double %28, %30
  %32 = getelementptr inbounds %struct.D4, ptr %7, i32 0, i32 2
  %33 = load double, ptr %32, align 8
  %34 = fadd double %31, %33
  store double %34, ptr %26, align 8
  %35 = getelementptr inbounds %struct.D4, ptr %4, i32 0, i32 3
  %36 = getelementptr inbounds %struct.D4, ptr %5, i32 0, i32 3
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %struct.D4, ptr %6, i32 0, i32 3
  %39 = load double, ptr %38, align 8
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds %struct.D4, ptr %7, i32 0, i32 3
  %42 = load double, ptr %41, align 8
  %43 = fadd double %40, %42
  store double %43, ptr %35, align 8
  %44 = load %struct.D4, ptr %4, align 8
  ret %struct.D4 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.N3 @r_ret_n3([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.N3, align 4
  %3 = alloca %struct.N3, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.N3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %struct.N3, ptr %3, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %9 = getelementptr inbounds %struct.N3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  store float %11, ptr %8, align 4
  %12 = getelementptr inbounds %struct.N3, ptr %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.N3, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds %struct.F2, ptr %13, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  store float %15, ptr %12, align 4
  %16 = load %struct.N3, ptr %2, align 4
  ret %struct.N3 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.ND @r_ret_nd(double noundef %0) #0 {
  %2 = alloca %struct.ND, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = getelementptr inbounds %struct.ND, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 0
  store double %4, ptr %6, align 8
  %7 = load double, ptr %3, align 8
  %8 = fdiv double %7, 2.000000e+00
  %9 = getelementptr inbounds %struct.ND, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds [2 x %struct.D1], ptr %9, i64 0, i64 0
  %11 = getelementptr inbounds %struct.D1, ptr %10, i32 0, i32 0
  store double %8, ptr %11, align 8
  %12 = load double, ptr %3, align 8
  %13 = fdiv double %12, 4.000000e+00
  %14 = getelementptr inbounds %struct.ND, ptr %2, i32 0, i32 1
  %15 = getelementptr inbounds [2 x %struct.D1], ptr %14, i64 0, i64 1
  %16 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  store double %13, ptr %16, align 8
  %17 = load %struct.ND, ptr %2, align 8
  ret %struct.ND %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.AF @r_ret_af([4 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.AF, align 4
  %3 = alloca %struct.AF, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.AF, ptr %3, i32 0, i32 0
  store [4 x float] %0, ptr %5, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.AF, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 3, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x float], ptr %10, i64 0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, 2.000000e+00
  %17 = getelementptr inbounds %struct.AF, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x float], ptr %17, i64 0, i64 %19
  store float %16, ptr %20, align 4
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %6, !llvm.loop !6

24:                                               ; preds = %6
  %25 = load %struct.AF, ptr %2, align 4
  ret %struct.AF %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.H4 @r_ret_h4([4 x half] alignstack(8) %0, [2 x half] alignstack(8) %1) #0 {
  %3 = alloca %struct.H4, align 2
  %4 = alloca %struct.H4, align 2
  %5 = alloca %struct.H2, align 2
  store [4 x half] %0, ptr %4, align 2
  store [2 x half] %1, ptr %5, align 2
  %6 = getelementptr inbounds %struct.H4, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.H4, ptr %4, i32 0, i32 3
  %8 = load half, ptr %7, align 2
  %9 = getelementptr inbounds %struct.H2, ptr %5, i32 0, i32 0
  %10 = load half, ptr %9, align 2
  %11 = fadd half %8, %10
  store half %11, ptr %6, align 2
  %12 = getelementptr inbounds %struct.H4, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.H4, ptr %4, i32 0, i32 2
  %14 = load half, ptr %13, align 2
  %15 = getelementptr inbounds %struct.H2, ptr %5, i32 0, i32 1
  %16 = load half, ptr %15, align 2
  %17 = fadd half %14, %16
  store half %17, ptr %12, align 2
  %18 = getelementptr inbounds %struct.H4, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.H4, ptr %4, i32 0, i32 1
  %20 = load half, ptr %19, align 2
  store half %20, ptr %18, align 2
  %21 = getelementptr inbounds %struct.H4, ptr %3, i32 0, i32 3
  %22 = getelementptr inbounds %struct.H4, ptr %4, i32 0, i32 0
  %23 = load half, ptr %22, align 2
  store half %23, ptr %21, align 2
  %24 = load %struct.H4, ptr %3, align 2
  ret %struct.H4 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_noth([2 x i64] %0) #0 {
  %2 = alloca %struct.NotH, align 8
  %3 = alloca %struct.NotH, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.NotH, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.NotH, ptr %3, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = fptrunc double %6 to float
  store float %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.NotH, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.NotH, ptr %3, i32 0, i32 0
  %10 = load float, ptr %9, align 8
  %11 = fpext float %10 to double
  %12 = fadd double %11, 5.000000e-01
  store double %12, ptr %8, align 8
  %13 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @r_ret_f5(ptr dead_on_unwind noalias writable sret(%struct.F5) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %21, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %24

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [5 x float], ptr %9, i64 0, i64 %11
  %13 = load float, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sitofp i32 %14 to float
  %16 = fadd float %13, %15
  %17 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 0
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x float], ptr %17, i64 0, i64 %19
  store float %16, ptr %20, align 4
  br label %21

21:                                               ; preds = %8
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %5, !llvm.loop !8

24:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.LD1 @r_ret_ld1([1 x fp128] alignstack(16) %0, fp128 noundef %1) #0 {
  %3 = alloca %struct.LD1, align 16
  %4 = alloca %struct.LD1, align 16
  %5 = alloca fp128, align 16
  %6 = getelementptr inbounds %struct.LD1, ptr %4, i32 0, i32 0
  store [1 x fp128] %0, ptr %6, align 16
  store fp128 %1, ptr %5, align 16
  %7 = getelementptr inbounds %struct.LD1, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.LD1, ptr %4, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  %10 = load fp128, ptr %5, align 16
  %11 = fmul fp128 %9, %10
  store fp128 %11, ptr %7, align 16
  %12 = load %struct.LD1, ptr %3, align 16
  ret %struct.LD1 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_drive_self() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.F1, align 4
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca %struct.F4, align 4
  %8 = alloca %struct.D2, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca %struct.D4, align 8
  %11 = alloca %struct.D1, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.AF, align 4
  %15 = alloca %struct.N3, align 4
  %16 = alloca %struct.ND, align 8
  %17 = alloca %struct.AD2, align 8
  %18 = alloca %struct.LD1, align 16
  %19 = alloca %struct.H2, align 2
  %20 = alloca %struct.H2, align 2
  %21 = alloca %struct.H4, align 2
  %22 = alloca %struct.NotH, align 8
  %23 = alloca %struct.NotH, align 8
  %24 = alloca %struct.F5, align 4
  %25 = alloca %struct.F5, align 4
  %26 = alloca %struct.F1, align 4
  %27 = alloca %struct.F2, align 4
  %28 = alloca %struct.F3, align 4
  %29 = alloca %struct.F4, align 4
  %30 = alloca %struct.D1, align 8
  %31 = alloca %struct.D2, align 8
  %32 = alloca %struct.D3, align 8
  %33 = alloca %struct.D4, align 8
  %34 = alloca %struct.N3, align 4
  %35 = alloca %struct.ND, align 8
  %36 = alloca %struct.AF, align 4
  %37 = alloca %struct.H4, align 2
  %38 = alloca %struct.NotH, align 8
  %39 = alloca %struct.F5, align 4
  %40 = alloca %struct.F5, align 4
  %41 = alloca %struct.LD1, align 16
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.r_drive_self.f1, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.r_drive_self.f2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.r_drive_self.f3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.r_drive_self.f4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.r_drive_self.d2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.r_drive_self.d3, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.r_drive_self.d4, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.r_drive_self.d1, i64 8, i1 false)
  %42 = getelementptr inbounds %struct.F1, ptr %4, i32 0, i32 0
  %43 = load [1 x float], ptr %42, align 4
  %44 = load [2 x float], ptr %5, align 4
  %45 = load [3 x float], ptr %6, align 4
  %46 = load [4 x float], ptr %7, align 4
  %47 = call double @r_f1234([1 x float] alignstack(8) %43, [2 x float] alignstack(8) %44, [3 x float] alignstack(8) %45, [4 x float] alignstack(8) %46)
  store double %47, ptr %2, align 8
  %48 = load double, ptr %2, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, double noundef %48)
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  %52 = sitofp i32 %51 to double
  %53 = load double, ptr %2, align 8
  %54 = load double, ptr %1, align 8
  %55 = call double @llvm.fmuladd.f64(double %52, double %53, double %54)
  store double %55, ptr %1, align 8
  %56 = load [2 x double], ptr %8, align 8
  %57 = load [3 x double], ptr %9, align 8
  %58 = load [4 x double], ptr %10, align 8
  %59 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %60 = load [1 x double], ptr %59, align 8
  %61 = call double @r_dmix(i32 noundef -3, [2 x double] alignstack(8) %56, i64 noundef 1099511627776, [3 x double] alignstack(8) %57, double noundef 7.500000e-01, [4 x double] alignstack(8) %58, double noundef -2.500000e+00, [1 x double] alignstack(8) %60)
  store double %61, ptr %2, align 8
  %62 = load double, ptr %2, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, double noundef %62)
  %64 = load i32, ptr %3, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %3, align 4
  %66 = sitofp i32 %65 to double
  %67 = load double, ptr %2, align 8
  %68 = load double, ptr %1, align 8
  %69 = call double @llvm.fmuladd.f64(double %66, double %67, double %68)
  store double %69, ptr %1, align 8
  %70 = load [2 x float], ptr %5, align 4
  %71 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %72 = load [1 x double], ptr %71, align 8
  %73 = call double @r_nine(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, float noundef 1.025000e+01, [2 x float] alignstack(8) %70, i32 noundef -7, [1 x double] alignstack(8) %72)
  store double %73, ptr %2, align 8
  %74 = load double, ptr %2, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, double noundef %74)
  %76 = load i32, ptr %3, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %3, align 4
  %78 = sitofp i32 %77 to double
  %79 = load double, ptr %2, align 8
  %80 = load double, ptr %1, align 8
  %81 = call double @llvm.fmuladd.f64(double %78, double %79, double %80)
  store double %81, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.r_drive_self.e, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.r_drive_self.f, i64 16, i1 false)
  %82 = load [2 x double], ptr %8, align 8
  %83 = load [2 x double], ptr %12, align 8
  %84 = load [2 x double], ptr %13, align 8
  %85 = load [2 x double], ptr %8, align 8
  %86 = load [2 x double], ptr %12, align 8
  %87 = load [2 x double], ptr %13, align 8
  %88 = call double @r_many_d2([2 x double] alignstack(8) %82, [2 x double] alignstack(8) %83, [2 x double] alignstack(8) %84, [2 x double] alignstack(8) %85, [2 x double] alignstack(8) %86, [2 x double] alignstack(8) %87, i32 noundef 99)
  store double %88, ptr %2, align 8
  %89 = load double, ptr %2, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, double noundef %89)
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %3, align 4
  %93 = sitofp i32 %92 to double
  %94 = load double, ptr %2, align 8
  %95 = load double, ptr %1, align 8
  %96 = call double @llvm.fmuladd.f64(double %93, double %94, double %95)
  store double %96, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.r_drive_self.af, i64 16, i1 false)
  %97 = load [3 x float], ptr %6, align 4
  %98 = load [2 x float], ptr %5, align 4
  %99 = getelementptr inbounds %struct.AF, ptr %14, i32 0, i32 0
  %100 = load [4 x float], ptr %99, align 4
  %101 = getelementptr inbounds %struct.F1, ptr %4, i32 0, i32 0
  %102 = load [1 x float], ptr %101, align 4
  %103 = call float @r_inter(i32 noundef -1, [3 x float] alignstack(8) %97, i64 noundef 100000, [2 x float] alignstack(8) %98, i8 noundef 65, [4 x float] alignstack(8) %100, i16 noundef -300, [1 x float] alignstack(8) %102)
  %104 = fpext float %103 to double
  store double %104, ptr %2, align 8
  %105 = load double, ptr %2, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, double noundef %105)
  %107 = load i32, ptr %3, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %3, align 4
  %109 = sitofp i32 %108 to double
  %110 = load double, ptr %2, align 8
  %111 = load double, ptr %1, align 8
  %112 = call double @llvm.fmuladd.f64(double %109, double %110, double %111)
  store double %112, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 @__const.r_drive_self.n3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.r_drive_self.nd, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.r_drive_self.ad2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.r_drive_self.q, i64 16, i1 false)
  %113 = load [3 x float], ptr %15, align 4
  %114 = load [3 x double], ptr %16, align 8
  %115 = getelementptr inbounds %struct.AD2, ptr %17, i32 0, i32 0
  %116 = load [2 x double], ptr %115, align 8
  %117 = getelementptr inbounds %struct.LD1, ptr %18, i32 0, i32 0
  %118 = load [1 x fp128], ptr %117, align 16
  %119 = call double @r_nested([3 x float] alignstack(8) %113, [3 x double] alignstack(8) %114, [2 x double] alignstack(8) %116, [1 x fp128] alignstack(16) %118)
  store double %119, ptr %2, align 8
  %120 = load double, ptr %2, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, double noundef %120)
  %122 = load i32, ptr %3, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %3, align 4
  %124 = sitofp i32 %123 to double
  %125 = load double, ptr %2, align 8
  %126 = load double, ptr %1, align 8
  %127 = call double @llvm.fmuladd.f64(double %124, double %125, double %126)
  store double %127, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %19, ptr align 2 @__const.r_drive_self.h2, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 @__const.r_drive_self.h2b, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 @__const.r_drive_self.h4, i64 8, i1 false)
  %128 = load [2 x half], ptr %19, align 2
  %129 = load [4 x half], ptr %21, align 2
  %130 = load [2 x half], ptr %20, align 2
  %131 = call double @r_halves([2 x half] alignstack(8) %128, [4 x half] alignstack(8) %129, half noundef 0xH4780, float noundef 8.250000e+00, [2 x half] alignstack(8) %130)
  store double %131, ptr %2, align 8
  %132 = load double, ptr %2, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, double noundef %132)
  %134 = load i32, ptr %3, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %3, align 4
  %136 = sitofp i32 %135 to double
  %137 = load double, ptr %2, align 8
  %138 = load double, ptr %1, align 8
  %139 = call double @llvm.fmuladd.f64(double %136, double %137, double %138)
  store double %139, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.r_drive_self.nh, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.r_drive_self.nh2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 @__const.r_drive_self.f5, i64 20, i1 false)
  %140 = load [2 x i64], ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %24, i64 20, i1 false)
  %141 = load [2 x i64], ptr %23, align 8
  %142 = call double @r_not_hfa([2 x i64] %140, double noundef 5.000000e-01, ptr noundef %25, [2 x i64] %141, i32 noundef 17)
  store double %142, ptr %2, align 8
  %143 = load double, ptr %2, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, double noundef %143)
  %145 = load i32, ptr %3, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %3, align 4
  %147 = sitofp i32 %146 to double
  %148 = load double, ptr %2, align 8
  %149 = load double, ptr %1, align 8
  %150 = call double @llvm.fmuladd.f64(double %147, double %148, double %149)
  store double %150, ptr %1, align 8
  %151 = call %struct.F1 @r_ret_f1(float noundef -4.250000e+00)
  %152 = getelementptr inbounds %struct.F1, ptr %26, i32 0, i32 0
  %153 = extractvalue %struct.F1 %151, 0
  store float %153, ptr %152, align 4
  %154 = getelementptr inbounds %struct.F1, ptr %26, i32 0, i32 0
  %155 = load float, ptr %154, align 4
  %156 = fpext float %155 to double
  store double %156, ptr %2, align 8
  %157 = load double, ptr %2, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, double noundef %157)
  %159 = load i32, ptr %3, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %3, align 4
  %161 = sitofp i32 %160 to double
  %162 = load double, ptr %2, align 8
  %163 = load double, ptr %1, align 8
  %164 = call double @llvm.fmuladd.f64(double %161, double %162, double %163)
  store double %164, ptr %1, align 8
  %165 = load [2 x float], ptr %5, align 4
  %166 = call %struct.F2 @r_ret_f2([2 x float] alignstack(8) %165)
  %167 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 0
  %168 = extractvalue %struct.F2 %166, 0
  store float %168, ptr %167, align 4
  %169 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 1
  %170 = extractvalue %struct.F2 %166, 1
  store float %170, ptr %169, align 4
  %171 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 0
  %172 = load float, ptr %171, align 4
  %173 = fpext float %172 to double
  store double %173, ptr %2, align 8
  %174 = load double, ptr %2, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %174)
  %176 = load i32, ptr %3, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %3, align 4
  %178 = sitofp i32 %177 to double
  %179 = load double, ptr %2, align 8
  %180 = load double, ptr %1, align 8
  %181 = call double @llvm.fmuladd.f64(double %178, double %179, double %180)
  store double %181, ptr %1, align 8
  %182 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 1
  %183 = load float, ptr %182, align 4
  %184 = fpext float %183 to double
  store double %184, ptr %2, align 8
  %185 = load double, ptr %2, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %185)
  %187 = load i32, ptr %3, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %3, align 4
  %189 = sitofp i32 %188 to double
  %190 = load double, ptr %2, align 8
  %191 = load double, ptr %1, align 8
  %192 = call double @llvm.fmuladd.f64(double %189, double %190, double %191)
  store double %192, ptr %1, align 8
  %193 = load [3 x float], ptr %6, align 4
  %194 = call %struct.F3 @r_ret_f3(i32 noundef 3, [3 x float] alignstack(8) %193)
  %195 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 0
  %196 = extractvalue %struct.F3 %194, 0
  store float %196, ptr %195, align 4
  %197 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 1
  %198 = extractvalue %struct.F3 %194, 1
  store float %198, ptr %197, align 4
  %199 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 2
  %200 = extractvalue %struct.F3 %194, 2
  store float %200, ptr %199, align 4
  %201 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 0
  %202 = load float, ptr %201, align 4
  %203 = fpext float %202 to double
  store double %203, ptr %2, align 8
  %204 = load double, ptr %2, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %204)
  %206 = load i32, ptr %3, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %3, align 4
  %208 = sitofp i32 %207 to double
  %209 = load double, ptr %2, align 8
  %210 = load double, ptr %1, align 8
  %211 = call double @llvm.fmuladd.f64(double %208, double %209, double %210)
  store double %211, ptr %1, align 8
  %212 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = fpext float %213 to double
  store double %214, ptr %2, align 8
  %215 = load double, ptr %2, align 8
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %215)
  %217 = load i32, ptr %3, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %3, align 4
  %219 = sitofp i32 %218 to double
  %220 = load double, ptr %2, align 8
  %221 = load double, ptr %1, align 8
  %222 = call double @llvm.fmuladd.f64(double %219, double %220, double %221)
  store double %222, ptr %1, align 8
  %223 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 2
  %224 = load float, ptr %223, align 4
  %225 = fpext float %224 to double
  store double %225, ptr %2, align 8
  %226 = load double, ptr %2, align 8
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %226)
  %228 = load i32, ptr %3, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %3, align 4
  %230 = sitofp i32 %229 to double
  %231 = load double, ptr %2, align 8
  %232 = load double, ptr %1, align 8
  %233 = call double @llvm.fmuladd.f64(double %230, double %231, double %232)
  store double %233, ptr %1, align 8
  %234 = load [4 x float], ptr %7, align 4
  %235 = call %struct.F4 @r_ret_f4(float noundef 5.000000e-01, [4 x float] alignstack(8) %234)
  %236 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 0
  %237 = extractvalue %struct.F4 %235, 0
  store float %237, ptr %236, align 4
  %238 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 1
  %239 = extractvalue %struct.F4 %235, 1
  store float %239, ptr %238, align 4
  %240 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 2
  %241 = extractvalue %struct.F4 %235, 2
  store float %241, ptr %240, align 4
  %242 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 3
  %243 = extractvalue %struct.F4 %235, 3
  store float %243, ptr %242, align 4
  %244 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 0
  %245 = load float, ptr %244, align 4
  %246 = fpext float %245 to double
  store double %246, ptr %2, align 8
  %247 = load double, ptr %2, align 8
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %247)
  %249 = load i32, ptr %3, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %3, align 4
  %251 = sitofp i32 %250 to double
  %252 = load double, ptr %2, align 8
  %253 = load double, ptr %1, align 8
  %254 = call double @llvm.fmuladd.f64(double %251, double %252, double %253)
  store double %254, ptr %1, align 8
  %255 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 1
  %256 = load float, ptr %255, align 4
  %257 = fpext float %256 to double
  store double %257, ptr %2, align 8
  %258 = load double, ptr %2, align 8
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %258)
  %260 = load i32, ptr %3, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %3, align 4
  %262 = sitofp i32 %261 to double
  %263 = load double, ptr %2, align 8
  %264 = load double, ptr %1, align 8
  %265 = call double @llvm.fmuladd.f64(double %262, double %263, double %264)
  store double %265, ptr %1, align 8
  %266 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 2
  %267 = load float, ptr %266, align 4
  %268 = fpext float %267 to double
  store double %268, ptr %2, align 8
  %269 = load double, ptr %2, align 8
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %269)
  %271 = load i32, ptr %3, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %3, align 4
  %273 = sitofp i32 %272 to double
  %274 = load double, ptr %2, align 8
  %275 = load double, ptr %1, align 8
  %276 = call double @llvm.fmuladd.f64(double %273, double %274, double %275)
  store double %276, ptr %1, align 8
  %277 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 3
  %278 = load float, ptr %277, align 4
  %279 = fpext float %278 to double
  store double %279, ptr %2, align 8
  %280 = load double, ptr %2, align 8
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %280)
  %282 = load i32, ptr %3, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %3, align 4
  %284 = sitofp i32 %283 to double
  %285 = load double, ptr %2, align 8
  %286 = load double, ptr %1, align 8
  %287 = call double @llvm.fmuladd.f64(double %284, double %285, double %286)
  store double %287, ptr %1, align 8
  %288 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %289 = load [1 x double], ptr %288, align 8
  %290 = call %struct.D1 @r_ret_d1([1 x double] alignstack(8) %289)
  %291 = getelementptr inbounds %struct.D1, ptr %30, i32 0, i32 0
  %292 = extractvalue %struct.D1 %290, 0
  store double %292, ptr %291, align 8
  %293 = getelementptr inbounds %struct.D1, ptr %30, i32 0, i32 0
  %294 = load double, ptr %293, align 8
  store double %294, ptr %2, align 8
  %295 = load double, ptr %2, align 8
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, double noundef %295)
  %297 = load i32, ptr %3, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %3, align 4
  %299 = sitofp i32 %298 to double
  %300 = load double, ptr %2, align 8
  %301 = load double, ptr %1, align 8
  %302 = call double @llvm.fmuladd.f64(double %299, double %300, double %301)
  store double %302, ptr %1, align 8
  %303 = call %struct.D2 @r_ret_d2(double noundef 1.500000e+00, double noundef -2.500000e-01)
  %304 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 0
  %305 = extractvalue %struct.D2 %303, 0
  store double %305, ptr %304, align 8
  %306 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 1
  %307 = extractvalue %struct.D2 %303, 1
  store double %307, ptr %306, align 8
  %308 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 0
  %309 = load double, ptr %308, align 8
  store double %309, ptr %2, align 8
  %310 = load double, ptr %2, align 8
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %310)
  %312 = load i32, ptr %3, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %3, align 4
  %314 = sitofp i32 %313 to double
  %315 = load double, ptr %2, align 8
  %316 = load double, ptr %1, align 8
  %317 = call double @llvm.fmuladd.f64(double %314, double %315, double %316)
  store double %317, ptr %1, align 8
  %318 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 1
  %319 = load double, ptr %318, align 8
  store double %319, ptr %2, align 8
  %320 = load double, ptr %2, align 8
  %321 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %320)
  %322 = load i32, ptr %3, align 4
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr %3, align 4
  %324 = sitofp i32 %323 to double
  %325 = load double, ptr %2, align 8
  %326 = load double, ptr %1, align 8
  %327 = call double @llvm.fmuladd.f64(double %324, double %325, double %326)
  store double %327, ptr %1, align 8
  %328 = load [3 x double], ptr %9, align 8
  %329 = call %struct.D3 @r_ret_d3([3 x double] alignstack(8) %328, double noundef -2.000000e+00)
  %330 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 0
  %331 = extractvalue %struct.D3 %329, 0
  store double %331, ptr %330, align 8
  %332 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 1
  %333 = extractvalue %struct.D3 %329, 1
  store double %333, ptr %332, align 8
  %334 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 2
  %335 = extractvalue %struct.D3 %329, 2
  store double %335, ptr %334, align 8
  %336 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 0
  %337 = load double, ptr %336, align 8
  store double %337, ptr %2, align 8
  %338 = load double, ptr %2, align 8
  %339 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %338)
  %340 = load i32, ptr %3, align 4
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %3, align 4
  %342 = sitofp i32 %341 to double
  %343 = load double, ptr %2, align 8
  %344 = load double, ptr %1, align 8
  %345 = call double @llvm.fmuladd.f64(double %342, double %343, double %344)
  store double %345, ptr %1, align 8
  %346 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 1
  %347 = load double, ptr %346, align 8
  store double %347, ptr %2, align 8
  %348 = load double, ptr %2, align 8
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %348)
  %350 = load i32, ptr %3, align 4
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr %3, align 4
  %352 = sitofp i32 %351 to double
  %353 = load double, ptr %2, align 8
  %354 = load double, ptr %1, align 8
  %355 = call double @llvm.fmuladd.f64(double %352, double %353, double %354)
  store double %355, ptr %1, align 8
  %356 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 2
  %357 = load double, ptr %356, align 8
  store double %357, ptr %2, align 8
  %358 = load double, ptr %2, align 8
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %358)
  %360 = load i32, ptr %3, align 4
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr %3, align 4
  %362 = sitofp i32 %361 to double
  %363 = load double, ptr %2, align 8
  %364 = load double, ptr %1, align 8
  %365 = call double @llvm.fmuladd.f64(double %362, double %363, double %364)
  store double %365, ptr %1, align 8
  %366 = load [4 x double], ptr %10, align 8
  %367 = load [4 x double], ptr %10, align 8
  %368 = load [4 x double], ptr %10, align 8
  %369 = call %struct.D4 @r_ret_d4([4 x double] alignstack(8) %366, [4 x double] alignstack(8) %367, [4 x double] alignstack(8) %368)
  %370 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 0
  %371 = extractvalue %struct.D4 %369, 0
  store double %371, ptr %370, align 8
  %372 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 1
  %373 = extractvalue %struct.D4 %369, 1
  store double %373, ptr %372, align 8
  %374 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 2
  %375 = extractvalue %struct.D4 %369, 2
  store double %375, ptr %374, align 8
  %376 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 3
  %377 = extractvalue %struct.D4 %369, 3
  store double %377, ptr %376, align 8
  %378 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 0
  %379 = load double, ptr %378, align 8
  store double %379, ptr %2, align 8
  %380 = load double, ptr %2, align 8
  %381 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %380)
  %382 = load i32, ptr %3, align 4
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %3, align 4
  %384 = sitofp i32 %383 to double
  %385 = load double, ptr %2, align 8
  %386 = load double, ptr %1, align 8
  %387 = call double @llvm.fmuladd.f64(double %384, double %385, double %386)
  store double %387, ptr %1, align 8
  %388 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 1
  %389 = load double, ptr %388, align 8
  store double %389, ptr %2, align 8
  %390 = load double, ptr %2, align 8
  %391 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %390)
  %392 = load i32, ptr %3, align 4
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %3, align 4
  %394 = sitofp i32 %393 to double
  %395 = load double, ptr %2, align 8
  %396 = load double, ptr %1, align 8
  %397 = call double @llvm.fmuladd.f64(double %394, double %395, double %396)
  store double %397, ptr %1, align 8
  %398 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 2
  %399 = load double, ptr %398, align 8
  store double %399, ptr %2, align 8
  %400 = load double, ptr %2, align 8
  %401 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %400)
  %402 = load i32, ptr %3, align 4
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %3, align 4
  %404 = sitofp i32 %403 to double
  %405 = load double, ptr %2, align 8
  %406 = load double, ptr %1, align 8
  %407 = call double @llvm.fmuladd.f64(double %404, double %405, double %406)
  store double %407, ptr %1, align 8
  %408 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 3
  %409 = load double, ptr %408, align 8
  store double %409, ptr %2, align 8
  %410 = load double, ptr %2, align 8
  %411 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %410)
  %412 = load i32, ptr %3, align 4
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr %3, align 4
  %414 = sitofp i32 %413 to double
  %415 = load double, ptr %2, align 8
  %416 = load double, ptr %1, align 8
  %417 = call double @llvm.fmuladd.f64(double %414, double %415, double %416)
  store double %417, ptr %1, align 8
  %418 = load [3 x float], ptr %15, align 4
  %419 = call %struct.N3 @r_ret_n3([3 x float] alignstack(8) %418)
  %420 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %421 = extractvalue %struct.N3 %419, 0
  store %struct.F2 %421, ptr %420, align 4
  %422 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 1
  %423 = extractvalue %struct.N3 %419, 1
  store float %423, ptr %422, align 4
  %424 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %425 = getelementptr inbounds %struct.F2, ptr %424, i32 0, i32 0
  %426 = load float, ptr %425, align 4
  %427 = fpext float %426 to double
  store double %427, ptr %2, align 8
  %428 = load double, ptr %2, align 8
  %429 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15, double noundef %428)
  %430 = load i32, ptr %3, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr %3, align 4
  %432 = sitofp i32 %431 to double
  %433 = load double, ptr %2, align 8
  %434 = load double, ptr %1, align 8
  %435 = call double @llvm.fmuladd.f64(double %432, double %433, double %434)
  store double %435, ptr %1, align 8
  %436 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %437 = getelementptr inbounds %struct.F2, ptr %436, i32 0, i32 1
  %438 = load float, ptr %437, align 4
  %439 = fpext float %438 to double
  store double %439, ptr %2, align 8
  %440 = load double, ptr %2, align 8
  %441 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16, double noundef %440)
  %442 = load i32, ptr %3, align 4
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr %3, align 4
  %444 = sitofp i32 %443 to double
  %445 = load double, ptr %2, align 8
  %446 = load double, ptr %1, align 8
  %447 = call double @llvm.fmuladd.f64(double %444, double %445, double %446)
  store double %447, ptr %1, align 8
  %448 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 1
  %449 = load float, ptr %448, align 4
  %450 = fpext float %449 to double
  store double %450, ptr %2, align 8
  %451 = load double, ptr %2, align 8
  %452 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %451)
  %453 = load i32, ptr %3, align 4
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr %3, align 4
  %455 = sitofp i32 %454 to double
  %456 = load double, ptr %2, align 8
  %457 = load double, ptr %1, align 8
  %458 = call double @llvm.fmuladd.f64(double %455, double %456, double %457)
  store double %458, ptr %1, align 8
  %459 = call %struct.ND @r_ret_nd(double noundef 1.200000e+01)
  %460 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 0
  %461 = extractvalue %struct.ND %459, 0
  store %struct.anon %461, ptr %460, align 8
  %462 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %463 = extractvalue %struct.ND %459, 1
  store [2 x %struct.D1] %463, ptr %462, align 8
  %464 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 0
  %465 = getelementptr inbounds %struct.anon, ptr %464, i32 0, i32 0
  %466 = load double, ptr %465, align 8
  store double %466, ptr %2, align 8
  %467 = load double, ptr %2, align 8
  %468 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.17, double noundef %467)
  %469 = load i32, ptr %3, align 4
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr %3, align 4
  %471 = sitofp i32 %470 to double
  %472 = load double, ptr %2, align 8
  %473 = load double, ptr %1, align 8
  %474 = call double @llvm.fmuladd.f64(double %471, double %472, double %473)
  store double %474, ptr %1, align 8
  %475 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %476 = getelementptr inbounds [2 x %struct.D1], ptr %475, i64 0, i64 0
  %477 = getelementptr inbounds %struct.D1, ptr %476, i32 0, i32 0
  %478 = load double, ptr %477, align 8
  store double %478, ptr %2, align 8
  %479 = load double, ptr %2, align 8
  %480 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18, double noundef %479)
  %481 = load i32, ptr %3, align 4
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %3, align 4
  %483 = sitofp i32 %482 to double
  %484 = load double, ptr %2, align 8
  %485 = load double, ptr %1, align 8
  %486 = call double @llvm.fmuladd.f64(double %483, double %484, double %485)
  store double %486, ptr %1, align 8
  %487 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %488 = getelementptr inbounds [2 x %struct.D1], ptr %487, i64 0, i64 1
  %489 = getelementptr inbounds %struct.D1, ptr %488, i32 0, i32 0
  %490 = load double, ptr %489, align 8
  store double %490, ptr %2, align 8
  %491 = load double, ptr %2, align 8
  %492 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19, double noundef %491)
  %493 = load i32, ptr %3, align 4
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %3, align 4
  %495 = sitofp i32 %494 to double
  %496 = load double, ptr %2, align 8
  %497 = load double, ptr %1, align 8
  %498 = call double @llvm.fmuladd.f64(double %495, double %496, double %497)
  store double %498, ptr %1, align 8
  %499 = getelementptr inbounds %struct.AF, ptr %14, i32 0, i32 0
  %500 = load [4 x float], ptr %499, align 4
  %501 = call %struct.AF @r_ret_af([4 x float] alignstack(8) %500)
  %502 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %503 = extractvalue %struct.AF %501, 0
  store [4 x float] %503, ptr %502, align 4
  %504 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %505 = getelementptr inbounds [4 x float], ptr %504, i64 0, i64 0
  %506 = load float, ptr %505, align 4
  %507 = fpext float %506 to double
  store double %507, ptr %2, align 8
  %508 = load double, ptr %2, align 8
  %509 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, double noundef %508)
  %510 = load i32, ptr %3, align 4
  %511 = add nsw i32 %510, 1
  store i32 %511, ptr %3, align 4
  %512 = sitofp i32 %511 to double
  %513 = load double, ptr %2, align 8
  %514 = load double, ptr %1, align 8
  %515 = call double @llvm.fmuladd.f64(double %512, double %513, double %514)
  store double %515, ptr %1, align 8
  %516 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %517 = getelementptr inbounds [4 x float], ptr %516, i64 0, i64 1
  %518 = load float, ptr %517, align 4
  %519 = fpext float %518 to double
  store double %519, ptr %2, align 8
  %520 = load double, ptr %2, align 8
  %521 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21, double noundef %520)
  %522 = load i32, ptr %3, align 4
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr %3, align 4
  %524 = sitofp i32 %523 to double
  %525 = load double, ptr %2, align 8
  %526 = load double, ptr %1, align 8
  %527 = call double @llvm.fmuladd.f64(double %524, double %525, double %526)
  store double %527, ptr %1, align 8
  %528 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %529 = getelementptr inbounds [4 x float], ptr %528, i64 0, i64 2
  %530 = load float, ptr %529, align 4
  %531 = fpext float %530 to double
  store double %531, ptr %2, align 8
  %532 = load double, ptr %2, align 8
  %533 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.22, double noundef %532)
  %534 = load i32, ptr %3, align 4
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr %3, align 4
  %536 = sitofp i32 %535 to double
  %537 = load double, ptr %2, align 8
  %538 = load double, ptr %1, align 8
  %539 = call double @llvm.fmuladd.f64(double %536, double %537, double %538)
  store double %539, ptr %1, align 8
  %540 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %541 = getelementptr inbounds [4 x float], ptr %540, i64 0, i64 3
  %542 = load float, ptr %541, align 4
  %543 = fpext float %542 to double
  store double %543, ptr %2, align 8
  %544 = load double, ptr %2, align 8
  %545 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.23, double noundef %544)
  %546 = load i32, ptr %3, align 4
  %547 = add nsw i32 %546, 1
  store i32 %547, ptr %3, align 4
  %548 = sitofp i32 %547 to double
  %549 = load double, ptr %2, align 8
  %550 = load double, ptr %1, align 8
  %551 = call double @llvm.fmuladd.f64(double %548, double %549, double %550)
  store double %551, ptr %1, align 8
  %552 = load [4 x half], ptr %21, align 2
  %553 = load [2 x half], ptr %19, align 2
  %554 = call %struct.H4 @r_ret_h4([4 x half] alignstack(8) %552, [2 x half] alignstack(8) %553)
  %555 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 0
  %556 = extractvalue %struct.H4 %554, 0
  store half %556, ptr %555, align 2
  %557 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 1
  %558 = extractvalue %struct.H4 %554, 1
  store half %558, ptr %557, align 2
  %559 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 2
  %560 = extractvalue %struct.H4 %554, 2
  store half %560, ptr %559, align 2
  %561 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 3
  %562 = extractvalue %struct.H4 %554, 3
  store half %562, ptr %561, align 2
  %563 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 0
  %564 = load half, ptr %563, align 2
  %565 = fpext half %564 to float
  %566 = fpext float %565 to double
  store double %566, ptr %2, align 8
  %567 = load double, ptr %2, align 8
  %568 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.24, double noundef %567)
  %569 = load i32, ptr %3, align 4
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr %3, align 4
  %571 = sitofp i32 %570 to double
  %572 = load double, ptr %2, align 8
  %573 = load double, ptr %1, align 8
  %574 = call double @llvm.fmuladd.f64(double %571, double %572, double %573)
  store double %574, ptr %1, align 8
  %575 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 1
  %576 = load half, ptr %575, align 2
  %577 = fpext half %576 to float
  %578 = fpext float %577 to double
  store double %578, ptr %2, align 8
  %579 = load double, ptr %2, align 8
  %580 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.25, double noundef %579)
  %581 = load i32, ptr %3, align 4
  %582 = add nsw i32 %581, 1
  store i32 %582, ptr %3, align 4
  %583 = sitofp i32 %582 to double
  %584 = load double, ptr %2, align 8
  %585 = load double, ptr %1, align 8
  %586 = call double @llvm.fmuladd.f64(double %583, double %584, double %585)
  store double %586, ptr %1, align 8
  %587 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 2
  %588 = load half, ptr %587, align 2
  %589 = fpext half %588 to float
  %590 = fpext float %589 to double
  store double %590, ptr %2, align 8
  %591 = load double, ptr %2, align 8
  %592 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.26, double noundef %591)
  %593 = load i32, ptr %3, align 4
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr %3, align 4
  %595 = sitofp i32 %594 to double
  %596 = load double, ptr %2, align 8
  %597 = load double, ptr %1, align 8
  %598 = call double @llvm.fmuladd.f64(double %595, double %596, double %597)
  store double %598, ptr %1, align 8
  %599 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 3
  %600 = load half, ptr %599, align 2
  %601 = fpext half %600 to float
  %602 = fpext float %601 to double
  store double %602, ptr %2, align 8
  %603 = load double, ptr %2, align 8
  %604 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.27, double noundef %603)
  %605 = load i32, ptr %3, align 4
  %606 = add nsw i32 %605, 1
  store i32 %606, ptr %3, align 4
  %607 = sitofp i32 %606 to double
  %608 = load double, ptr %2, align 8
  %609 = load double, ptr %1, align 8
  %610 = call double @llvm.fmuladd.f64(double %607, double %608, double %609)
  store double %610, ptr %1, align 8
  %611 = load [2 x i64], ptr %22, align 8
  %612 = call [2 x i64] @r_ret_noth([2 x i64] %611)
  store [2 x i64] %612, ptr %38, align 8
  %613 = getelementptr inbounds %struct.NotH, ptr %38, i32 0, i32 0
  %614 = load float, ptr %613, align 8
  %615 = fpext float %614 to double
  store double %615, ptr %2, align 8
  %616 = load double, ptr %2, align 8
  %617 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.28, double noundef %616)
  %618 = load i32, ptr %3, align 4
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr %3, align 4
  %620 = sitofp i32 %619 to double
  %621 = load double, ptr %2, align 8
  %622 = load double, ptr %1, align 8
  %623 = call double @llvm.fmuladd.f64(double %620, double %621, double %622)
  store double %623, ptr %1, align 8
  %624 = getelementptr inbounds %struct.NotH, ptr %38, i32 0, i32 1
  %625 = load double, ptr %624, align 8
  store double %625, ptr %2, align 8
  %626 = load double, ptr %2, align 8
  %627 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %626)
  %628 = load i32, ptr %3, align 4
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr %3, align 4
  %630 = sitofp i32 %629 to double
  %631 = load double, ptr %2, align 8
  %632 = load double, ptr %1, align 8
  %633 = call double @llvm.fmuladd.f64(double %630, double %631, double %632)
  store double %633, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 4 %24, i64 20, i1 false)
  call void @r_ret_f5(ptr dead_on_unwind writable sret(%struct.F5) align 4 %39, ptr noundef %40)
  %634 = getelementptr inbounds %struct.F5, ptr %39, i32 0, i32 0
  %635 = getelementptr inbounds [5 x float], ptr %634, i64 0, i64 0
  %636 = load float, ptr %635, align 4
  %637 = fpext float %636 to double
  store double %637, ptr %2, align 8
  %638 = load double, ptr %2, align 8
  %639 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, double noundef %638)
  %640 = load i32, ptr %3, align 4
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr %3, align 4
  %642 = sitofp i32 %641 to double
  %643 = load double, ptr %2, align 8
  %644 = load double, ptr %1, align 8
  %645 = call double @llvm.fmuladd.f64(double %642, double %643, double %644)
  store double %645, ptr %1, align 8
  %646 = getelementptr inbounds %struct.F5, ptr %39, i32 0, i32 0
  %647 = getelementptr inbounds [5 x float], ptr %646, i64 0, i64 4
  %648 = load float, ptr %647, align 4
  %649 = fpext float %648 to double
  store double %649, ptr %2, align 8
  %650 = load double, ptr %2, align 8
  %651 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.29, double noundef %650)
  %652 = load i32, ptr %3, align 4
  %653 = add nsw i32 %652, 1
  store i32 %653, ptr %3, align 4
  %654 = sitofp i32 %653 to double
  %655 = load double, ptr %2, align 8
  %656 = load double, ptr %1, align 8
  %657 = call double @llvm.fmuladd.f64(double %654, double %655, double %656)
  store double %657, ptr %1, align 8
  %658 = getelementptr inbounds %struct.LD1, ptr %18, i32 0, i32 0
  %659 = load [1 x fp128], ptr %658, align 16
  %660 = call %struct.LD1 @r_ret_ld1([1 x fp128] alignstack(16) %659, fp128 noundef 0xL0000000000000000C000000000000000)
  %661 = getelementptr inbounds %struct.LD1, ptr %41, i32 0, i32 0
  %662 = extractvalue %struct.LD1 %660, 0
  store fp128 %662, ptr %661, align 16
  %663 = getelementptr inbounds %struct.LD1, ptr %41, i32 0, i32 0
  %664 = load fp128, ptr %663, align 16
  %665 = fptrunc fp128 %664 to double
  store double %665, ptr %2, align 8
  %666 = load double, ptr %2, align 8
  %667 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.30, double noundef %666)
  %668 = load i32, ptr %3, align 4
  %669 = add nsw i32 %668, 1
  store i32 %669, ptr %3, align 4
  %670 = sitofp i32 %669 to double
  %671 = load double, ptr %2, align 8
  %672 = load double, ptr %1, align 8
  %673 = call double @llvm.fmuladd.f64(double %670, double %671, double %672)
  store double %673, ptr %1, align 8
  %674 = load double, ptr %1, align 8
  ret double %674
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @r_drive_other() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.F1, align 4
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca %struct.F4, align 4
  %8 = alloca %struct.D2, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca %struct.D4, align 8
  %11 = alloca %struct.D1, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.AF, align 4
  %15 = alloca %struct.N3, align 4
  %16 = alloca %struct.ND, align 8
  %17 = alloca %struct.AD2, align 8
  %18 = alloca %struct.LD1, align 16
  %19 = alloca %struct.H2, align 2
  %20 = alloca %struct.H2, align 2
  %21 = alloca %struct.H4, align 2
  %22 = alloca %struct.NotH, align 8
  %23 = alloca %struct.NotH, align 8
  %24 = alloca %struct.F5, align 4
  %25 = alloca %struct.F5, align 4
  %26 = alloca %struct.F1, align 4
  %27 = alloca %struct.F2, align 4
  %28 = alloca %struct.F3, align 4
  %29 = alloca %struct.F4, align 4
  %30 = alloca %struct.D1, align 8
  %31 = alloca %struct.D2, align 8
  %32 = alloca %struct.D3, align 8
  %33 = alloca %struct.D4, align 8
  %34 = alloca %struct.N3, align 4
  %35 = alloca %struct.ND, align 8
  %36 = alloca %struct.AF, align 4
  %37 = alloca %struct.H4, align 2
  %38 = alloca %struct.NotH, align 8
  %39 = alloca %struct.F5, align 4
  %40 = alloca %struct.F5, align 4
  %41 = alloca %struct.LD1, align 16
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.r_drive_other.f1, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.r_drive_other.f2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.r_drive_other.f3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.r_drive_other.f4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.r_drive_other.d2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.r_drive_other.d3, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.r_drive_other.d4, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.r_drive_other.d1, i64 8, i1 false)
  %42 = getelementptr inbounds %struct.F1, ptr %4, i32 0, i32 0
  %43 = load [1 x float], ptr %42, align 4
  %44 = load [2 x float], ptr %5, align 4
  %45 = load [3 x float], ptr %6, align 4
  %46 = load [4 x float], ptr %7, align 4
  %47 = call double @g_f1234([1 x float] alignstack(8) %43, [2 x float] alignstack(8) %44, [3 x float] alignstack(8) %45, [4 x float] alignstack(8) %46)
  store double %47, ptr %2, align 8
  %48 = load double, ptr %2, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, double noundef %48)
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  %52 = sitofp i32 %51 to double
  %53 = load double, ptr %2, align 8
  %54 = load double, ptr %1, align 8
  %55 = call double @llvm.fmuladd.f64(double %52, double %53, double %54)
  store double %55, ptr %1, align 8
  %56 = load [2 x double], ptr %8, align 8
  %57 = load [3 x double], ptr %9, align 8
  %58 = load [4 x double], ptr %10, align 8
  %59 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %60 = load [1 x double], ptr %59, align 8
  %61 = call double @g_dmix(i32 noundef -3, [2 x double] alignstack(8) %56, i64 noundef 1099511627776, [3 x double] alignstack(8) %57, double noundef 7.500000e-01, [4 x double] alignstack(8) %58, double noundef -2.500000e+00, [1 x double] alignstack(8) %60)
  store double %61, ptr %2, align 8
  %62 = load double, ptr %2, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, double noundef %62)
  %64 = load i32, ptr %3, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %3, align 4
  %66 = sitofp i32 %65 to double
  %67 = load double, ptr %2, align 8
  %68 = load double, ptr %1, align 8
  %69 = call double @llvm.fmuladd.f64(double %66, double %67, double %68)
  store double %69, ptr %1, align 8
  %70 = load [2 x float], ptr %5, align 4
  %71 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %72 = load [1 x double], ptr %71, align 8
  %73 = call double @g_nine(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, float noundef 1.025000e+01, [2 x float] alignstack(8) %70, i32 noundef -7, [1 x double] alignstack(8) %72)
  store double %73, ptr %2, align 8
  %74 = load double, ptr %2, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, double noundef %74)
  %76 = load i32, ptr %3, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %3, align 4
  %78 = sitofp i32 %77 to double
  %79 = load double, ptr %2, align 8
  %80 = load double, ptr %1, align 8
  %81 = call double @llvm.fmuladd.f64(double %78, double %79, double %80)
  store double %81, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.r_drive_other.e, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.r_drive_other.f, i64 16, i1 false)
  %82 = load [2 x double], ptr %8, align 8
  %83 = load [2 x double], ptr %12, align 8
  %84 = load [2 x double], ptr %13, align 8
  %85 = load [2 x double], ptr %8, align 8
  %86 = load [2 x double], ptr %12, align 8
  %87 = load [2 x double], ptr %13, align 8
  %88 = call double @g_many_d2([2 x double] alignstack(8) %82, [2 x double] alignstack(8) %83, [2 x double] alignstack(8) %84, [2 x double] alignstack(8) %85, [2 x double] alignstack(8) %86, [2 x double] alignstack(8) %87, i32 noundef 99)
  store double %88, ptr %2, align 8
  %89 = load double, ptr %2, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, double noundef %89)
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %3, align 4
  %93 = sitofp i32 %92 to double
  %94 = load double, ptr %2, align 8
  %95 = load double, ptr %1, align 8
  %96 = call double @llvm.fmuladd.f64(double %93, double %94, double %95)
  store double %96, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.r_drive_other.af, i64 16, i1 false)
  %97 = load [3 x float], ptr %6, align 4
  %98 = load [2 x float], ptr %5, align 4
  %99 = getelementptr inbounds %struct.AF, ptr %14, i32 0, i32 0
  %100 = load [4 x float], ptr %99, align 4
  %101 = getelementptr inbounds %struct.F1, ptr %4, i32 0, i32 0
  %102 = load [1 x float], ptr %101, align 4
  %103 = call float @g_inter(i32 noundef -1, [3 x float] alignstack(8) %97, i64 noundef 100000, [2 x float] alignstack(8) %98, i8 noundef 65, [4 x float] alignstack(8) %100, i16 noundef -300, [1 x float] alignstack(8) %102)
  %104 = fpext float %103 to double
  store double %104, ptr %2, align 8
  %105 = load double, ptr %2, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, double noundef %105)
  %107 = load i32, ptr %3, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %3, align 4
  %109 = sitofp i32 %108 to double
  %110 = load double, ptr %2, align 8
  %111 = load double, ptr %1, align 8
  %112 = call double @llvm.fmuladd.f64(double %109, double %110, double %111)
  store double %112, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 @__const.r_drive_other.n3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.r_drive_other.nd, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.r_drive_other.ad2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.r_drive_other.q, i64 16, i1 false)
  %113 = load [3 x float], ptr %15, align 4
  %114 = load [3 x double], ptr %16, align 8
  %115 = getelementptr inbounds %struct.AD2, ptr %17, i32 0, i32 0
  %116 = load [2 x double], ptr %115, align 8
  %117 = getelementptr inbounds %struct.LD1, ptr %18, i32 0, i32 0
  %118 = load [1 x fp128], ptr %117, align 16
  %119 = call double @g_nested([3 x float] alignstack(8) %113, [3 x double] alignstack(8) %114, [2 x double] alignstack(8) %116, [1 x fp128] alignstack(16) %118)
  store double %119, ptr %2, align 8
  %120 = load double, ptr %2, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, double noundef %120)
  %122 = load i32, ptr %3, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %3, align 4
  %124 = sitofp i32 %123 to double
  %125 = load double, ptr %2, align 8
  %126 = load double, ptr %1, align 8
  %127 = call double @llvm.fmuladd.f64(double %124, double %125, double %126)
  store double %127, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %19, ptr align 2 @__const.r_drive_other.h2, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 @__const.r_drive_other.h2b, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 @__const.r_drive_other.h4, i64 8, i1 false)
  %128 = load [2 x half], ptr %19, align 2
  %129 = load [4 x half], ptr %21, align 2
  %130 = load [2 x half], ptr %20, align 2
  %131 = call double @g_halves([2 x half] alignstack(8) %128, [4 x half] alignstack(8) %129, half noundef 0xH4780, float noundef 8.250000e+00, [2 x half] alignstack(8) %130)
  store double %131, ptr %2, align 8
  %132 = load double, ptr %2, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, double noundef %132)
  %134 = load i32, ptr %3, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %3, align 4
  %136 = sitofp i32 %135 to double
  %137 = load double, ptr %2, align 8
  %138 = load double, ptr %1, align 8
  %139 = call double @llvm.fmuladd.f64(double %136, double %137, double %138)
  store double %139, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.r_drive_other.nh, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.r_drive_other.nh2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 @__const.r_drive_other.f5, i64 20, i1 false)
  %140 = load [2 x i64], ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %24, i64 20, i1 false)
  %141 = load [2 x i64], ptr %23, align 8
  %142 = call double @g_not_hfa([2 x i64] %140, double noundef 5.000000e-01, ptr noundef %25, [2 x i64] %141, i32 noundef 17)
  store double %142, ptr %2, align 8
  %143 = load double, ptr %2, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, double noundef %143)
  %145 = load i32, ptr %3, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %3, align 4
  %147 = sitofp i32 %146 to double
  %148 = load double, ptr %2, align 8
  %149 = load double, ptr %1, align 8
  %150 = call double @llvm.fmuladd.f64(double %147, double %148, double %149)
  store double %150, ptr %1, align 8
  %151 = call %struct.F1 @g_ret_f1(float noundef -4.250000e+00)
  %152 = getelementptr inbounds %struct.F1, ptr %26, i32 0, i32 0
  %153 = extractvalue %struct.F1 %151, 0
  store float %153, ptr %152, align 4
  %154 = getelementptr inbounds %struct.F1, ptr %26, i32 0, i32 0
  %155 = load float, ptr %154, align 4
  %156 = fpext float %155 to double
  store double %156, ptr %2, align 8
  %157 = load double, ptr %2, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, double noundef %157)
  %159 = load i32, ptr %3, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %3, align 4
  %161 = sitofp i32 %160 to double
  %162 = load double, ptr %2, align 8
  %163 = load double, ptr %1, align 8
  %164 = call double @llvm.fmuladd.f64(double %161, double %162, double %163)
  store double %164, ptr %1, align 8
  %165 = load [2 x float], ptr %5, align 4
  %166 = call %struct.F2 @g_ret_f2([2 x float] alignstack(8) %165)
  %167 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 0
  %168 = extractvalue %struct.F2 %166, 0
  store float %168, ptr %167, align 4
  %169 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 1
  %170 = extractvalue %struct.F2 %166, 1
  store float %170, ptr %169, align 4
  %171 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 0
  %172 = load float, ptr %171, align 4
  %173 = fpext float %172 to double
  store double %173, ptr %2, align 8
  %174 = load double, ptr %2, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %174)
  %176 = load i32, ptr %3, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %3, align 4
  %178 = sitofp i32 %177 to double
  %179 = load double, ptr %2, align 8
  %180 = load double, ptr %1, align 8
  %181 = call double @llvm.fmuladd.f64(double %178, double %179, double %180)
  store double %181, ptr %1, align 8
  %182 = getelementptr inbounds %struct.F2, ptr %27, i32 0, i32 1
  %183 = load float, ptr %182, align 4
  %184 = fpext float %183 to double
  store double %184, ptr %2, align 8
  %185 = load double, ptr %2, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %185)
  %187 = load i32, ptr %3, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %3, align 4
  %189 = sitofp i32 %188 to double
  %190 = load double, ptr %2, align 8
  %191 = load double, ptr %1, align 8
  %192 = call double @llvm.fmuladd.f64(double %189, double %190, double %191)
  store double %192, ptr %1, align 8
  %193 = load [3 x float], ptr %6, align 4
  %194 = call %struct.F3 @g_ret_f3(i32 noundef 3, [3 x float] alignstack(8) %193)
  %195 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 0
  %196 = extractvalue %struct.F3 %194, 0
  store float %196, ptr %195, align 4
  %197 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 1
  %198 = extractvalue %struct.F3 %194, 1
  store float %198, ptr %197, align 4
  %199 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 2
  %200 = extractvalue %struct.F3 %194, 2
  store float %200, ptr %199, align 4
  %201 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 0
  %202 = load float, ptr %201, align 4
  %203 = fpext float %202 to double
  store double %203, ptr %2, align 8
  %204 = load double, ptr %2, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %204)
  %206 = load i32, ptr %3, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %3, align 4
  %208 = sitofp i32 %207 to double
  %209 = load double, ptr %2, align 8
  %210 = load double, ptr %1, align 8
  %211 = call double @llvm.fmuladd.f64(double %208, double %209, double %210)
  store double %211, ptr %1, align 8
  %212 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = fpext float %213 to double
  store double %214, ptr %2, align 8
  %215 = load double, ptr %2, align 8
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %215)
  %217 = load i32, ptr %3, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %3, align 4
  %219 = sitofp i32 %218 to double
  %220 = load double, ptr %2, align 8
  %221 = load double, ptr %1, align 8
  %222 = call double @llvm.fmuladd.f64(double %219, double %220, double %221)
  store double %222, ptr %1, align 8
  %223 = getelementptr inbounds %struct.F3, ptr %28, i32 0, i32 2
  %224 = load float, ptr %223, align 4
  %225 = fpext float %224 to double
  store double %225, ptr %2, align 8
  %226 = load double, ptr %2, align 8
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %226)
  %228 = load i32, ptr %3, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %3, align 4
  %230 = sitofp i32 %229 to double
  %231 = load double, ptr %2, align 8
  %232 = load double, ptr %1, align 8
  %233 = call double @llvm.fmuladd.f64(double %230, double %231, double %232)
  store double %233, ptr %1, align 8
  %234 = load [4 x float], ptr %7, align 4
  %235 = call %struct.F4 @g_ret_f4(float noundef 5.000000e-01, [4 x float] alignstack(8) %234)
  %236 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 0
  %237 = extractvalue %struct.F4 %235, 0
  store float %237, ptr %236, align 4
  %238 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 1
  %239 = extractvalue %struct.F4 %235, 1
  store float %239, ptr %238, align 4
  %240 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 2
  %241 = extractvalue %struct.F4 %235, 2
  store float %241, ptr %240, align 4
  %242 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 3
  %243 = extractvalue %struct.F4 %235, 3
  store float %243, ptr %242, align 4
  %244 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 0
  %245 = load float, ptr %244, align 4
  %246 = fpext float %245 to double
  store double %246, ptr %2, align 8
  %247 = load double, ptr %2, align 8
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %247)
  %249 = load i32, ptr %3, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %3, align 4
  %251 = sitofp i32 %250 to double
  %252 = load double, ptr %2, align 8
  %253 = load double, ptr %1, align 8
  %254 = call double @llvm.fmuladd.f64(double %251, double %252, double %253)
  store double %254, ptr %1, align 8
  %255 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 1
  %256 = load float, ptr %255, align 4
  %257 = fpext float %256 to double
  store double %257, ptr %2, align 8
  %258 = load double, ptr %2, align 8
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %258)
  %260 = load i32, ptr %3, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %3, align 4
  %262 = sitofp i32 %261 to double
  %263 = load double, ptr %2, align 8
  %264 = load double, ptr %1, align 8
  %265 = call double @llvm.fmuladd.f64(double %262, double %263, double %264)
  store double %265, ptr %1, align 8
  %266 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 2
  %267 = load float, ptr %266, align 4
  %268 = fpext float %267 to double
  store double %268, ptr %2, align 8
  %269 = load double, ptr %2, align 8
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %269)
  %271 = load i32, ptr %3, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %3, align 4
  %273 = sitofp i32 %272 to double
  %274 = load double, ptr %2, align 8
  %275 = load double, ptr %1, align 8
  %276 = call double @llvm.fmuladd.f64(double %273, double %274, double %275)
  store double %276, ptr %1, align 8
  %277 = getelementptr inbounds %struct.F4, ptr %29, i32 0, i32 3
  %278 = load float, ptr %277, align 4
  %279 = fpext float %278 to double
  store double %279, ptr %2, align 8
  %280 = load double, ptr %2, align 8
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %280)
  %282 = load i32, ptr %3, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %3, align 4
  %284 = sitofp i32 %283 to double
  %285 = load double, ptr %2, align 8
  %286 = load double, ptr %1, align 8
  %287 = call double @llvm.fmuladd.f64(double %284, double %285, double %286)
  store double %287, ptr %1, align 8
  %288 = getelementptr inbounds %struct.D1, ptr %11, i32 0, i32 0
  %289 = load [1 x double], ptr %288, align 8
  %290 = call %struct.D1 @g_ret_d1([1 x double] alignstack(8) %289)
  %291 = getelementptr inbounds %struct.D1, ptr %30, i32 0, i32 0
  %292 = extractvalue %struct.D1 %290, 0
  store double %292, ptr %291, align 8
  %293 = getelementptr inbounds %struct.D1, ptr %30, i32 0, i32 0
  %294 = load double, ptr %293, align 8
  store double %294, ptr %2, align 8
  %295 = load double, ptr %2, align 8
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, double noundef %295)
  %297 = load i32, ptr %3, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %3, align 4
  %299 = sitofp i32 %298 to double
  %300 = load double, ptr %2, align 8
  %301 = load double, ptr %1, align 8
  %302 = call double @llvm.fmuladd.f64(double %299, double %300, double %301)
  store double %302, ptr %1, align 8
  %303 = call %struct.D2 @g_ret_d2(double noundef 1.500000e+00, double noundef -2.500000e-01)
  %304 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 0
  %305 = extractvalue %struct.D2 %303, 0
  store double %305, ptr %304, align 8
  %306 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 1
  %307 = extractvalue %struct.D2 %303, 1
  store double %307, ptr %306, align 8
  %308 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 0
  %309 = load double, ptr %308, align 8
  store double %309, ptr %2, align 8
  %310 = load double, ptr %2, align 8
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %310)
  %312 = load i32, ptr %3, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %3, align 4
  %314 = sitofp i32 %313 to double
  %315 = load double, ptr %2, align 8
  %316 = load double, ptr %1, align 8
  %317 = call double @llvm.fmuladd.f64(double %314, double %315, double %316)
  store double %317, ptr %1, align 8
  %318 = getelementptr inbounds %struct.D2, ptr %31, i32 0, i32 1
  %319 = load double, ptr %318, align 8
  store double %319, ptr %2, align 8
  %320 = load double, ptr %2, align 8
  %321 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %320)
  %322 = load i32, ptr %3, align 4
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr %3, align 4
  %324 = sitofp i32 %323 to double
  %325 = load double, ptr %2, align 8
  %326 = load double, ptr %1, align 8
  %327 = call double @llvm.fmuladd.f64(double %324, double %325, double %326)
  store double %327, ptr %1, align 8
  %328 = load [3 x double], ptr %9, align 8
  %329 = call %struct.D3 @g_ret_d3([3 x double] alignstack(8) %328, double noundef -2.000000e+00)
  %330 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 0
  %331 = extractvalue %struct.D3 %329, 0
  store double %331, ptr %330, align 8
  %332 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 1
  %333 = extractvalue %struct.D3 %329, 1
  store double %333, ptr %332, align 8
  %334 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 2
  %335 = extractvalue %struct.D3 %329, 2
  store double %335, ptr %334, align 8
  %336 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 0
  %337 = load double, ptr %336, align 8
  store double %337, ptr %2, align 8
  %338 = load double, ptr %2, align 8
  %339 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %338)
  %340 = load i32, ptr %3, align 4
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %3, align 4
  %342 = sitofp i32 %341 to double
  %343 = load double, ptr %2, align 8
  %344 = load double, ptr %1, align 8
  %345 = call double @llvm.fmuladd.f64(double %342, double %343, double %344)
  store double %345, ptr %1, align 8
  %346 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 1
  %347 = load double, ptr %346, align 8
  store double %347, ptr %2, align 8
  %348 = load double, ptr %2, align 8
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %348)
  %350 = load i32, ptr %3, align 4
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr %3, align 4
  %352 = sitofp i32 %351 to double
  %353 = load double, ptr %2, align 8
  %354 = load double, ptr %1, align 8
  %355 = call double @llvm.fmuladd.f64(double %352, double %353, double %354)
  store double %355, ptr %1, align 8
  %356 = getelementptr inbounds %struct.D3, ptr %32, i32 0, i32 2
  %357 = load double, ptr %356, align 8
  store double %357, ptr %2, align 8
  %358 = load double, ptr %2, align 8
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %358)
  %360 = load i32, ptr %3, align 4
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr %3, align 4
  %362 = sitofp i32 %361 to double
  %363 = load double, ptr %2, align 8
  %364 = load double, ptr %1, align 8
  %365 = call double @llvm.fmuladd.f64(double %362, double %363, double %364)
  store double %365, ptr %1, align 8
  %366 = load [4 x double], ptr %10, align 8
  %367 = load [4 x double], ptr %10, align 8
  %368 = load [4 x double], ptr %10, align 8
  %369 = call %struct.D4 @g_ret_d4([4 x double] alignstack(8) %366, [4 x double] alignstack(8) %367, [4 x double] alignstack(8) %368)
  %370 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 0
  %371 = extractvalue %struct.D4 %369, 0
  store double %371, ptr %370, align 8
  %372 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 1
  %373 = extractvalue %struct.D4 %369, 1
  store double %373, ptr %372, align 8
  %374 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 2
  %375 = extractvalue %struct.D4 %369, 2
  store double %375, ptr %374, align 8
  %376 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 3
  %377 = extractvalue %struct.D4 %369, 3
  store double %377, ptr %376, align 8
  %378 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 0
  %379 = load double, ptr %378, align 8
  store double %379, ptr %2, align 8
  %380 = load double, ptr %2, align 8
  %381 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, double noundef %380)
  %382 = load i32, ptr %3, align 4
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %3, align 4
  %384 = sitofp i32 %383 to double
  %385 = load double, ptr %2, align 8
  %386 = load double, ptr %1, align 8
  %387 = call double @llvm.fmuladd.f64(double %384, double %385, double %386)
  store double %387, ptr %1, align 8
  %388 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 1
  %389 = load double, ptr %388, align 8
  store double %389, ptr %2, align 8
  %390 = load double, ptr %2, align 8
  %391 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, double noundef %390)
  %392 = load i32, ptr %3, align 4
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %3, align 4
  %394 = sitofp i32 %393 to double
  %395 = load double, ptr %2, align 8
  %396 = load double, ptr %1, align 8
  %397 = call double @llvm.fmuladd.f64(double %394, double %395, double %396)
  store double %397, ptr %1, align 8
  %398 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 2
  %399 = load double, ptr %398, align 8
  store double %399, ptr %2, align 8
  %400 = load double, ptr %2, align 8
  %401 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %400)
  %402 = load i32, ptr %3, align 4
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %3, align 4
  %404 = sitofp i32 %403 to double
  %405 = load double, ptr %2, align 8
  %406 = load double, ptr %1, align 8
  %407 = call double @llvm.fmuladd.f64(double %404, double %405, double %406)
  store double %407, ptr %1, align 8
  %408 = getelementptr inbounds %struct.D4, ptr %33, i32 0, i32 3
  %409 = load double, ptr %408, align 8
  store double %409, ptr %2, align 8
  %410 = load double, ptr %2, align 8
  %411 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %410)
  %412 = load i32, ptr %3, align 4
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr %3, align 4
  %414 = sitofp i32 %413 to double
  %415 = load double, ptr %2, align 8
  %416 = load double, ptr %1, align 8
  %417 = call double @llvm.fmuladd.f64(double %414, double %415, double %416)
  store double %417, ptr %1, align 8
  %418 = load [3 x float], ptr %15, align 4
  %419 = call %struct.N3 @g_ret_n3([3 x float] alignstack(8) %418)
  %420 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %421 = extractvalue %struct.N3 %419, 0
  store %struct.F2 %421, ptr %420, align 4
  %422 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 1
  %423 = extractvalue %struct.N3 %419, 1
  store float %423, ptr %422, align 4
  %424 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %425 = getelementptr inbounds %struct.F2, ptr %424, i32 0, i32 0
  %426 = load float, ptr %425, align 4
  %427 = fpext float %426 to double
  store double %427, ptr %2, align 8
  %428 = load double, ptr %2, align 8
  %429 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15, double noundef %428)
  %430 = load i32, ptr %3, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr %3, align 4
  %432 = sitofp i32 %431 to double
  %433 = load double, ptr %2, align 8
  %434 = load double, ptr %1, align 8
  %435 = call double @llvm.fmuladd.f64(double %432, double %433, double %434)
  store double %435, ptr %1, align 8
  %436 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 0
  %437 = getelementptr inbounds %struct.F2, ptr %436, i32 0, i32 1
  %438 = load float, ptr %437, align 4
  %439 = fpext float %438 to double
  store double %439, ptr %2, align 8
  %440 = load double, ptr %2, align 8
  %441 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16, double noundef %440)
  %442 = load i32, ptr %3, align 4
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr %3, align 4
  %444 = sitofp i32 %443 to double
  %445 = load double, ptr %2, align 8
  %446 = load double, ptr %1, align 8
  %447 = call double @llvm.fmuladd.f64(double %444, double %445, double %446)
  store double %447, ptr %1, align 8
  %448 = getelementptr inbounds %struct.N3, ptr %34, i32 0, i32 1
  %449 = load float, ptr %448, align 4
  %450 = fpext float %449 to double
  store double %450, ptr %2, align 8
  %451 = load double, ptr %2, align 8
  %452 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, double noundef %451)
  %453 = load i32, ptr %3, align 4
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr %3, align 4
  %455 = sitofp i32 %454 to double
  %456 = load double, ptr %2, align 8
  %457 = load double, ptr %1, align 8
  %458 = call double @llvm.fmuladd.f64(double %455, double %456, double %457)
  store double %458, ptr %1, align 8
  %459 = call %struct.ND @g_ret_nd(double noundef 1.200000e+01)
  %460 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 0
  %461 = extractvalue %struct.ND %459, 0
  store %struct.anon %461, ptr %460, align 8
  %462 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %463 = extractvalue %struct.ND %459, 1
  store [2 x %struct.D1] %463, ptr %462, align 8
  %464 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 0
  %465 = getelementptr inbounds %struct.anon, ptr %464, i32 0, i32 0
  %466 = load double, ptr %465, align 8
  store double %466, ptr %2, align 8
  %467 = load double, ptr %2, align 8
  %468 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.17, double noundef %467)
  %469 = load i32, ptr %3, align 4
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr %3, align 4
  %471 = sitofp i32 %470 to double
  %472 = load double, ptr %2, align 8
  %473 = load double, ptr %1, align 8
  %474 = call double @llvm.fmuladd.f64(double %471, double %472, double %473)
  store double %474, ptr %1, align 8
  %475 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %476 = getelementptr inbounds [2 x %struct.D1], ptr %475, i64 0, i64 0
  %477 = getelementptr inbounds %struct.D1, ptr %476, i32 0, i32 0
  %478 = load double, ptr %477, align 8
  store double %478, ptr %2, align 8
  %479 = load double, ptr %2, align 8
  %480 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18, double noundef %479)
  %481 = load i32, ptr %3, align 4
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %3, align 4
  %483 = sitofp i32 %482 to double
  %484 = load double, ptr %2, align 8
  %485 = load double, ptr %1, align 8
  %486 = call double @llvm.fmuladd.f64(double %483, double %484, double %485)
  store double %486, ptr %1, align 8
  %487 = getelementptr inbounds %struct.ND, ptr %35, i32 0, i32 1
  %488 = getelementptr inbounds [2 x %struct.D1], ptr %487, i64 0, i64 1
  %489 = getelementptr inbounds %struct.D1, ptr %488, i32 0, i32 0
  %490 = load double, ptr %489, align 8
  store double %490, ptr %2, align 8
  %491 = load double, ptr %2, align 8
  %492 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19, double noundef %491)
  %493 = load i32, ptr %3, align 4
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %3, align 4
  %495 = sitofp i32 %494 to double
  %496 = load double, ptr %2, align 8
  %497 = load double, ptr %1, align 8
  %498 = call double @llvm.fmuladd.f64(double %495, double %496, double %497)
  store double %498, ptr %1, align 8
  %499 = getelementptr inbounds %struct.AF, ptr %14, i32 0, i32 0
  %500 = load [4 x float], ptr %499, align 4
  %501 = call %struct.AF @g_ret_af([4 x float] alignstack(8) %500)
  %502 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %503 = extractvalue %struct.AF %501, 0
  store [4 x float] %503, ptr %502, align 4
  %504 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %505 = getelementptr inbounds [4 x float], ptr %504, i64 0, i64 0
  %506 = load float, ptr %505, align 4
  %507 = fpext float %506 to double
  store double %507, ptr %2, align 8
  %508 = load double, ptr %2, align 8
  %509 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, double noundef %508)
  %510 = load i32, ptr %3, align 4
  %511 = add nsw i32 %510, 1
  store i32 %511, ptr %3, align 4
  %512 = sitofp i32 %511 to double
  %513 = load double, ptr %2, align 8
  %514 = load double, ptr %1, align 8
  %515 = call double @llvm.fmuladd.f64(double %512, double %513, double %514)
  store double %515, ptr %1, align 8
  %516 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %517 = getelementptr inbounds [4 x float], ptr %516, i64 0, i64 1
  %518 = load float, ptr %517, align 4
  %519 = fpext float %518 to double
  store double %519, ptr %2, align 8
  %520 = load double, ptr %2, align 8
  %521 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21, double noundef %520)
  %522 = load i32, ptr %3, align 4
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr %3, align 4
  %524 = sitofp i32 %523 to double
  %525 = load double, ptr %2, align 8
  %526 = load double, ptr %1, align 8
  %527 = call double @llvm.fmuladd.f64(double %524, double %525, double %526)
  store double %527, ptr %1, align 8
  %528 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %529 = getelementptr inbounds [4 x float], ptr %528, i64 0, i64 2
  %530 = load float, ptr %529, align 4
  %531 = fpext float %530 to double
  store double %531, ptr %2, align 8
  %532 = load double, ptr %2, align 8
  %533 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.22, double noundef %532)
  %534 = load i32, ptr %3, align 4
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr %3, align 4
  %536 = sitofp i32 %535 to double
  %537 = load double, ptr %2, align 8
  %538 = load double, ptr %1, align 8
  %539 = call double @llvm.fmuladd.f64(double %536, double %537, double %538)
  store double %539, ptr %1, align 8
  %540 = getelementptr inbounds %struct.AF, ptr %36, i32 0, i32 0
  %541 = getelementptr inbounds [4 x float], ptr %540, i64 0, i64 3
  %542 = load float, ptr %541, align 4
  %543 = fpext float %542 to double
  store double %543, ptr %2, align 8
  %544 = load double, ptr %2, align 8
  %545 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.23, double noundef %544)
  %546 = load i32, ptr %3, align 4
  %547 = add nsw i32 %546, 1
  store i32 %547, ptr %3, align 4
  %548 = sitofp i32 %547 to double
  %549 = load double, ptr %2, align 8
  %550 = load double, ptr %1, align 8
  %551 = call double @llvm.fmuladd.f64(double %548, double %549, double %550)
  store double %551, ptr %1, align 8
  %552 = load [4 x half], ptr %21, align 2
  %553 = load [2 x half], ptr %19, align 2
  %554 = call %struct.H4 @g_ret_h4([4 x half] alignstack(8) %552, [2 x half] alignstack(8) %553)
  %555 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 0
  %556 = extractvalue %struct.H4 %554, 0
  store half %556, ptr %555, align 2
  %557 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 1
  %558 = extractvalue %struct.H4 %554, 1
  store half %558, ptr %557, align 2
  %559 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 2
  %560 = extractvalue %struct.H4 %554, 2
  store half %560, ptr %559, align 2
  %561 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 3
  %562 = extractvalue %struct.H4 %554, 3
  store half %562, ptr %561, align 2
  %563 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 0
  %564 = load half, ptr %563, align 2
  %565 = fpext half %564 to float
  %566 = fpext float %565 to double
  store double %566, ptr %2, align 8
  %567 = load double, ptr %2, align 8
  %568 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.24, double noundef %567)
  %569 = load i32, ptr %3, align 4
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr %3, align 4
  %571 = sitofp i32 %570 to double
  %572 = load double, ptr %2, align 8
  %573 = load double, ptr %1, align 8
  %574 = call double @llvm.fmuladd.f64(double %571, double %572, double %573)
  store double %574, ptr %1, align 8
  %575 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 1
  %576 = load half, ptr %575, align 2
  %577 = fpext half %576 to float
  %578 = fpext float %577 to double
  store double %578, ptr %2, align 8
  %579 = load double, ptr %2, align 8
  %580 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.25, double noundef %579)
  %581 = load i32, ptr %3, align 4
  %582 = add nsw i32 %581, 1
  store i32 %582, ptr %3, align 4
  %583 = sitofp i32 %582 to double
  %584 = load double, ptr %2, align 8
  %585 = load double, ptr %1, align 8
  %586 = call double @llvm.fmuladd.f64(double %583, double %584, double %585)
  store double %586, ptr %1, align 8
  %587 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 2
  %588 = load half, ptr %587, align 2
  %589 = fpext half %588 to float
  %590 = fpext float %589 to double
  store double %590, ptr %2, align 8
  %591 = load double, ptr %2, align 8
  %592 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.26, double noundef %591)
  %593 = load i32, ptr %3, align 4
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr %3, align 4
  %595 = sitofp i32 %594 to double
  %596 = load double, ptr %2, align 8
  %597 = load double, ptr %1, align 8
  %598 = call double @llvm.fmuladd.f64(double %595, double %596, double %597)
  store double %598, ptr %1, align 8
  %599 = getelementptr inbounds %struct.H4, ptr %37, i32 0, i32 3
  %600 = load half, ptr %599, align 2
  %601 = fpext half %600 to float
  %602 = fpext float %601 to double
  store double %602, ptr %2, align 8
  %603 = load double, ptr %2, align 8
  %604 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.27, double noundef %603)
  %605 = load i32, ptr %3, align 4
  %606 = add nsw i32 %605, 1
  store i32 %606, ptr %3, align 4
  %607 = sitofp i32 %606 to double
  %608 = load double, ptr %2, align 8
  %609 = load double, ptr %1, align 8
  %610 = call double @llvm.fmuladd.f64(double %607, double %608, double %609)
  store double %610, ptr %1, align 8
  %611 = load [2 x i64], ptr %22, align 8
  %612 = call [2 x i64] @g_ret_noth([2 x i64] %611)
  store [2 x i64] %612, ptr %38, align 8
  %613 = getelementptr inbounds %struct.NotH, ptr %38, i32 0, i32 0
  %614 = load float, ptr %613, align 8
  %615 = fpext float %614 to double
  store double %615, ptr %2, align 8
  %616 = load double, ptr %2, align 8
  %617 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.28, double noundef %616)
  %618 = load i32, ptr %3, align 4
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr %3, align 4
  %620 = sitofp i32 %619 to double
  %621 = load double, ptr %2, align 8
  %622 = load double, ptr %1, align 8
  %623 = call double @llvm.fmuladd.f64(double %620, double %621, double %622)
  store double %623, ptr %1, align 8
  %624 = getelementptr inbounds %struct.NotH, ptr %38, i32 0, i32 1
  %625 = load double, ptr %624, align 8
  store double %625, ptr %2, align 8
  %626 = load double, ptr %2, align 8
  %627 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, double noundef %626)
  %628 = load i32, ptr %3, align 4
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr %3, align 4
  %630 = sitofp i32 %629 to double
  %631 = load double, ptr %2, align 8
  %632 = load double, ptr %1, align 8
  %633 = call double @llvm.fmuladd.f64(double %630, double %631, double %632)
  store double %633, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 4 %24, i64 20, i1 false)
  call void @g_ret_f5(ptr dead_on_unwind writable sret(%struct.F5) align 4 %39, ptr noundef %40)
  %634 = getelementptr inbounds %struct.F5, ptr %39, i32 0, i32 0
  %635 = getelementptr inbounds [5 x float], ptr %634, i64 0, i64 0
  %636 = load float, ptr %635, align 4
  %637 = fpext float %636 to double
  store double %637, ptr %2, align 8
  %638 = load double, ptr %2, align 8
  %639 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, double noundef %638)
  %640 = load i32, ptr %3, align 4
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr %3, align 4
  %642 = sitofp i32 %641 to double
  %643 = load double, ptr %2, align 8
  %644 = load double, ptr %1, align 8
  %645 = call double @llvm.fmuladd.f64(double %642, double %643, double %644)
  store double %645, ptr %1, align 8
  %646 = getelementptr inbounds %struct.F5, ptr %39, i32 0, i32 0
  %647 = getelementptr inbounds [5 x float], ptr %646, i64 0, i64 4
  %648 = load float, ptr %647, align 4
  %649 = fpext float %648 to double
  store double %649, ptr %2, align 8
  %650 = load double, ptr %2, align 8
  %651 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.29, double noundef %650)
  %652 = load i32, ptr %3, align 4
  %653 = add nsw i32 %652, 1
  store i32 %653, ptr %3, align 4
  %654 = sitofp i32 %653 to double
  %655 = load double, ptr %2, align 8
  %656 = load double, ptr %1, align 8
  %657 = call double @llvm.fmuladd.f64(double %654, double %655, double %656)
  store double %657, ptr %1, align 8
  %658 = getelementptr inbounds %struct.LD1, ptr %18, i32 0, i32 0
  %659 = load [1 x fp128], ptr %658, align 16
  %660 = call %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16) %659, fp128 noundef 0xL0000000000000000C000000000000000)
  %661 = getelementptr inbounds %struct.LD1, ptr %41, i32 0, i32 0
  %662 = extractvalue %struct.LD1 %660, 0
  store fp128 %662, ptr %661, align 16
  %663 = getelementptr inbounds %struct.LD1, ptr %41, i32 0, i32 0
  %664 = load fp128, ptr %663, align 16
  %665 = fptrunc fp128 %664 to double
  store double %665, ptr %2, align 8
  %666 = load double, ptr %2, align 8
  %667 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.30, double noundef %666)
  %668 = load i32, ptr %3, align 4
  %669 = add nsw i32 %668, 1
  store i32 %669, ptr %3, align 4
  %670 = sitofp i32 %669 to double
  %671 = load double, ptr %2, align 8
  %672 = load double, ptr %1, align 8
  %673 = call double @llvm.fmuladd.f64(double %670, double %671, double %672)
  store double %673, ptr %1, align 8
  %674 = load double, ptr %1, align 8
  ret double %674
}

declare double @g_f1234([1 x float] alignstack(8), [2 x float] alignstack(8), [3 x float] alignstack(8), [4 x float] alignstack(8)) #3

declare double @g_dmix(i32 noundef, [2 x double] alignstack(8), i64 noundef, [3 x double] alignstack(8), double noundef, [4 x double] alignstack(8), double noundef, [1 x double] alignstack(8)) #3

declare double @g_nine(double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, float noundef, [2 x float] alignstack(8), i32 noundef, [1 x double] alignstack(8)) #3

declare double @g_many_d2([2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), i32 noundef) #3

declare float @g_inter(i32 noundef, [3 x float] alignstack(8), i64 noundef, [2 x float] alignstack(8), i8 noundef, [4 x float] alignstack(8), i16 noundef, [1 x float] alignstack(8)) #3

declare double @g_nested([3 x float] alignstack(8), [3 x double] alignstack(8), [2 x double] alignstack(8), [1 x fp128] alignstack(16)) #3

declare double @g_halves([2 x half] alignstack(8), [4 x half] alignstack(8), half noundef, float noundef, [2 x half] alignstack(8)) #3

declare double @g_not_hfa([2 x i64], double noundef, ptr noundef, [2 x i64], i32 noundef) #3

declare %struct.F1 @g_ret_f1(float noundef) #3

declare %struct.F2 @g_ret_f2([2 x float] alignstack(8)) #3

declare %struct.F3 @g_ret_f3(i32 noundef, [3 x float] alignstack(8)) #3

declare %struct.F4 @g_ret_f4(float noundef, [4 x float] alignstack(8)) #3

declare %struct.D1 @g_ret_d1([1 x double] alignstack(8)) #3

declare %struct.D2 @g_ret_d2(double noundef, double noundef) #3

declare %struct.D3 @g_ret_d3([3 x double] alignstack(8), double noundef) #3

declare %struct.D4 @g_ret_d4([4 x double] alignstack(8), [4 x double] alignstack(8), [4 x double] alignstack(8)) #3

declare %struct.N3 @g_ret_n3([3 x float] alignstack(8)) #3

declare %struct.ND @g_ret_nd(double noundef) #3

declare %struct.AF @g_ret_af([4 x float] alignstack(8)) #3

declare %struct.H4 @g_ret_h4([4 x half] alignstack(8), [2 x half] alignstack(8)) #3

declare [2 x i64] @g_ret_noth([2 x i64]) #3

declare void @g_ret_f5(ptr dead_on_unwind writable sret(%struct.F5) align 4, ptr noundef) #3

declare %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16), fp128 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  %5 = call double @r_drive_self()
  %6 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  store double %5, ptr %6, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.32)
  %8 = call double @r_drive_other()
  %9 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 1
  store double %8, ptr %9, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.33)
  %11 = call double @g_drive_other()
  %12 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 2
  store double %11, ptr %12, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.34)
  %14 = call double @g_drive_self()
  %15 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 3
  store double %14, ptr %15, align 8
  %16 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 1
  %19 = load double, ptr %18, align 8
  %20 = fcmp oeq double %17, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %0
  %22 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 2
  %25 = load double, ptr %24, align 8
  %26 = fcmp oeq double %23, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 2
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 3
  %31 = load double, ptr %30, align 8
  %32 = fcmp oeq double %29, %31
  br label %33

33:                                               ; preds = %27, %21, %0
  %34 = phi i1 [ false, %21 ], [ false, %0 ], [ %32, %27 ]
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %3, align 4
  %36 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  %37 = load double, ptr %36, align 8
  %38 = load i32, ptr %3, align 4
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, ptr @.str.36, ptr @.str.37
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, double noundef %37, ptr noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, true
  %46 = zext i1 %45 to i32
  ret i32 %46
}

declare double @g_drive_other() #3

declare double @g_drive_self() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
