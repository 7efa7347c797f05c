; ModuleID = 'tests/run/aarch64/hfa.c'
source_filename = "tests/run/aarch64/hfa.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.F5 = type { [5 x float] }
%struct.F1 = type { float }
%struct.F2 = type { float, float }
%struct.F3 = type { float, float, float }
%struct.F4 = type { float, float, float, float }
%struct.D1 = type { double }
%struct.D2 = type { double, double }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.N3 = type { %struct.F2, float }
%struct.ND = type { %struct.anon, [2 x %struct.D1] }
%struct.anon = type { double }
%struct.AF = type { [4 x float] }
%struct.H4 = type { half, half, half, half }
%struct.LD1 = type { fp128 }

@.str = private unnamed_addr constant [18 x i8] c"  %-32.32s %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"CALL(f1234)(f1, f2, f3, f4)\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"CALL(dmix)(-3, d2, 1L << 40, d3, 0.75, d4, -2.5, d1)\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"CALL(nine)(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25f, f2, -7, d1)\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"CALL(many_d2)(d2, e, f, d2, e, f, 99)\00", align 1
@.str.5 = private unnamed_addr constant [52 x i8] c"CALL(inter)(-1, f3, 100000L, f2, 'A', af, -300, f1)\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"CALL(nested)(n3, nd, ad2, q)\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(halves)(h2, h4, (_Float16)7.5, 8.25f, h2b)\00", align 1
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
@__const.r_drive_other.f5 = private unnamed_addr constant %struct.F5 { [5 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.500000e+00] }, align 4
@.str.35 = private unnamed_addr constant [19 x i8] c"checksum %.17g %s\0A\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.38 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.39 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.40 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_f1234([1 x float] alignstack(8) %0, [2 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [4 x float] alignstack(8) %3) local_unnamed_addr #0 {
  %5 = extractvalue [1 x float] %0, 0
  %6 = extractvalue [2 x float] %1, 0
  %7 = extractvalue [2 x float] %1, 1
  %8 = extractvalue [3 x float] %2, 0
  %9 = extractvalue [3 x float] %2, 1
  %10 = extractvalue [3 x float] %2, 2
  %11 = extractvalue [4 x float] %3, 0
  %12 = extractvalue [4 x float] %3, 1
  %13 = extractvalue [4 x float] %3, 2
  %14 = extractvalue [4 x float] %3, 3
  %15 = tail call float @llvm.fmuladd.f32(float %6, float 2.000000e+00, float %5)
  %16 = tail call float @llvm.fmuladd.f32(float %7, float 3.000000e+00, float %15)
  %17 = tail call float @llvm.fmuladd.f32(float %8, float 4.000000e+00, float %16)
  %18 = tail call float @llvm.fmuladd.f32(float %9, float 5.000000e+00, float %17)
  %19 = tail call float @llvm.fmuladd.f32(float %10, float 6.000000e+00, float %18)
  %20 = tail call float @llvm.fmuladd.f32(float %11, float 7.000000e+00, float %19)
  %21 = tail call float @llvm.fmuladd.f32(float %12, float 8.000000e+00, float %20)
  %22 = tail call float @llvm.fmuladd.f32(float %13, float 9.000000e+00, float %21)
  %23 = tail call float @llvm.fmuladd.f32(float %14, float 1.000000e+01, float %22)
  %24 = fpext float %23 to double
  ret double %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_dmix(i32 noundef %0, [2 x double] alignstack(8) %1, i64 noundef %2, [3 x double] alignstack(8) %3, double noundef %4, [4 x double] alignstack(8) %5, double noundef %6, [1 x double] alignstack(8) %7) local_unnamed_addr #0 {
  %9 = extractvalue [2 x double] %1, 0
  %10 = extractvalue [2 x double] %1, 1
  %11 = extractvalue [3 x double] %3, 0
  %12 = extractvalue [3 x double] %3, 1
  %13 = extractvalue [3 x double] %3, 2
  %14 = extractvalue [4 x double] %5, 0
  %15 = extractvalue [4 x double] %5, 1
  %16 = extractvalue [4 x double] %5, 2
  %17 = extractvalue [4 x double] %5, 3
  %18 = extractvalue [1 x double] %7, 0
  %19 = sitofp i32 %0 to double
  %20 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %20)
  %22 = shl nsw i64 %2, 2
  %23 = sitofp i64 %22 to double
  %24 = fadd double %21, %23
  %25 = tail call double @llvm.fmuladd.f64(double %11, double 5.000000e+00, double %24)
  %26 = tail call double @llvm.fmuladd.f64(double %12, double 6.000000e+00, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %13, double 7.000000e+00, double %26)
  %28 = tail call double @llvm.fmuladd.f64(double %4, double 8.000000e+00, double %27)
  %29 = tail call double @llvm.fmuladd.f64(double %14, double 9.000000e+00, double %28)
  %30 = tail call double @llvm.fmuladd.f64(double %15, double 1.000000e+01, double %29)
  %31 = tail call double @llvm.fmuladd.f64(double %16, double 1.100000e+01, double %30)
  %32 = tail call double @llvm.fmuladd.f64(double %17, double 1.200000e+01, double %31)
  %33 = tail call double @llvm.fmuladd.f64(double %6, double 1.300000e+01, double %32)
  %34 = tail call double @llvm.fmuladd.f64(double %18, double 1.400000e+01, double %33)
  ret double %34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_nine(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, float noundef %9, [2 x float] alignstack(8) %10, i32 noundef %11, [1 x double] alignstack(8) %12) local_unnamed_addr #0 {
  %14 = extractvalue [2 x float] %10, 0
  %15 = extractvalue [2 x float] %10, 1
  %16 = extractvalue [1 x double] %12, 0
  %17 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %18 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %17)
  %19 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %18)
  %20 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e+00, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %20)
  %22 = tail call double @llvm.fmuladd.f64(double %6, double 7.000000e+00, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %22)
  %24 = tail call double @llvm.fmuladd.f64(double %8, double 9.000000e+00, double %23)
  %25 = fmul float %9, 1.000000e+01
  %26 = fpext float %25 to double
  %27 = fadd double %24, %26
  %28 = fmul float %14, 1.100000e+01
  %29 = fpext float %28 to double
  %30 = fadd double %27, %29
  %31 = fmul float %15, 1.200000e+01
  %32 = fpext float %31 to double
  %33 = fadd double %30, %32
  %34 = mul nsw i32 %11, 13
  %35 = sitofp i32 %34 to double
  %36 = fadd double %33, %35
  %37 = tail call double @llvm.fmuladd.f64(double %16, double 1.400000e+01, double %36)
  ret double %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_many_d2([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [2 x double] alignstack(8) %3, [2 x double] alignstack(8) %4, [2 x double] alignstack(8) %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = extractvalue [2 x double] %0, 0
  %9 = extractvalue [2 x double] %0, 1
  %10 = extractvalue [2 x double] %1, 0
  %11 = extractvalue [2 x double] %1, 1
  %12 = extractvalue [2 x double] %2, 0
  %13 = extractvalue [2 x double] %2, 1
  %14 = extractvalue [2 x double] %3, 0
  %15 = extractvalue [2 x double] %3, 1
  %16 = extractvalue [2 x double] %4, 0
  %17 = extractvalue [2 x double] %4, 1
  %18 = extractvalue [2 x double] %5, 0
  %19 = extractvalue [2 x double] %5, 1
  %20 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double %8)
  %21 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %20)
  %22 = tail call double @llvm.fmuladd.f64(double %11, double 4.000000e+00, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e+00, double %22)
  %24 = tail call double @llvm.fmuladd.f64(double %13, double 6.000000e+00, double %23)
  %25 = tail call double @llvm.fmuladd.f64(double %14, double 7.000000e+00, double %24)
  %26 = tail call double @llvm.fmuladd.f64(double %15, double 8.000000e+00, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %16, double 9.000000e+00, double %26)
  %28 = tail call double @llvm.fmuladd.f64(double %17, double 1.000000e+01, double %27)
  %29 = tail call double @llvm.fmuladd.f64(double %18, double 1.100000e+01, double %28)
  %30 = tail call double @llvm.fmuladd.f64(double %19, double 1.200000e+01, double %29)
  %31 = mul nsw i32 %6, 13
  %32 = sitofp i32 %31 to double
  %33 = fadd double %30, %32
  ret double %33
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @r_inter(i32 noundef %0, [3 x float] alignstack(8) %1, i64 noundef %2, [2 x float] alignstack(8) %3, i8 noundef %4, [4 x float] alignstack(8) %5, i16 noundef %6, [1 x float] alignstack(8) %7) local_unnamed_addr #0 {
  %9 = extractvalue [3 x float] %1, 0
  %10 = extractvalue [3 x float] %1, 1
  %11 = extractvalue [3 x float] %1, 2
  %12 = extractvalue [2 x float] %3, 0
  %13 = extractvalue [2 x float] %3, 1
  %14 = extractvalue [4 x float] %5, 0
  %15 = extractvalue [4 x float] %5, 1
  %16 = extractvalue [4 x float] %5, 2
  %17 = extractvalue [4 x float] %5, 3
  %18 = extractvalue [1 x float] %7, 0
  %19 = sitofp i32 %0 to float
  %20 = tail call float @llvm.fmuladd.f32(float %9, float 2.000000e+00, float %19)
  %21 = tail call float @llvm.fmuladd.f32(float %10, float 3.000000e+00, float %20)
  %22 = tail call float @llvm.fmuladd.f32(float %11, float 4.000000e+00, float %21)
  %23 = mul nsw i64 %2, 5
  %24 = sitofp i64 %23 to float
  %25 = fadd float %22, %24
  %26 = tail call float @llvm.fmuladd.f32(float %12, float 6.000000e+00, float %25)
  %27 = tail call float @llvm.fmuladd.f32(float %13, float 7.000000e+00, float %26)
  %28 = zext i8 %4 to i32
  %29 = shl nuw nsw i32 %28, 3
  %30 = uitofp nneg i32 %29 to float
  %31 = fadd float %27, %30
  %32 = tail call float @llvm.fmuladd.f32(float %14, float 9.000000e+00, float %31)
  %33 = tail call float @llvm.fmuladd.f32(float %15, float 1.000000e+01, float %32)
  %34 = tail call float @llvm.fmuladd.f32(float %16, float 1.100000e+01, float %33)
  %35 = tail call float @llvm.fmuladd.f32(float %17, float 1.200000e+01, float %34)
  %36 = sext i16 %6 to i32
  %37 = mul nsw i32 %36, 13
  %38 = sitofp i32 %37 to float
  %39 = fadd float %35, %38
  %40 = tail call float @llvm.fmuladd.f32(float %18, float 1.400000e+01, float %39)
  ret float %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_nested([3 x float] alignstack(8) %0, [3 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [1 x fp128] alignstack(16) %3) local_unnamed_addr #0 {
  %5 = extractvalue [3 x float] %0, 0
  %6 = extractvalue [3 x float] %0, 1
  %7 = extractvalue [3 x float] %0, 2
  %8 = extractvalue [3 x double] %1, 0
  %9 = extractvalue [3 x double] %1, 1
  %10 = extractvalue [3 x double] %1, 2
  %11 = extractvalue [2 x double] %2, 0
  %12 = extractvalue [2 x double] %2, 1
  %13 = extractvalue [1 x fp128] %3, 0
  %14 = tail call float @llvm.fmuladd.f32(float %6, float 2.000000e+00, float %5)
  %15 = tail call float @llvm.fmuladd.f32(float %7, float 3.000000e+00, float %14)
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %8, double 4.000000e+00, double %16)
  %18 = tail call double @llvm.fmuladd.f64(double %9, double 5.000000e+00, double %17)
  %19 = tail call double @llvm.fmuladd.f64(double %10, double 6.000000e+00, double %18)
  %20 = tail call double @llvm.fmuladd.f64(double %11, double 7.000000e+00, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %12, double 8.000000e+00, double %20)
  %22 = fptrunc fp128 %13 to double
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 9.000000e+00, double %21)
  ret double %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_halves([2 x half] alignstack(8) %0, [4 x half] alignstack(8) %1, half noundef %2, float noundef %3, [2 x half] alignstack(8) %4) local_unnamed_addr #0 {
  %6 = extractvalue [2 x half] %0, 0
  %7 = extractvalue [2 x half] %0, 1
  %8 = extractvalue [4 x half] %1, 0
  %9 = extractvalue [4 x half] %1, 1
  %10 = extractvalue [4 x half] %1, 2
  %11 = extractvalue [4 x half] %1, 3
  %12 = extractvalue [2 x half] %4, 0
  %13 = extractvalue [2 x half] %4, 1
  %14 = fpext half %6 to float
  %15 = fpext half %7 to float
  %16 = tail call float @llvm.fmuladd.f32(float %15, float 2.000000e+00, float %14)
  %17 = fpext half %8 to float
  %18 = tail call float @llvm.fmuladd.f32(float %17, float 3.000000e+00, float %16)
  %19 = fpext half %9 to float
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 4.000000e+00, float %18)
  %21 = fpext half %10 to float
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e+00, float %20)
  %23 = fpext half %11 to float
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 6.000000e+00, float %22)
  %25 = fpext half %2 to float
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 7.000000e+00, float %24)
  %27 = tail call float @llvm.fmuladd.f32(float %3, float 8.000000e+00, float %26)
  %28 = fpext half %12 to float
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 9.000000e+00, float %27)
  %30 = fpext half %13 to float
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 1.000000e+01, float %29)
  %32 = fpext float %31 to double
  ret double %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @r_not_hfa([2 x i64] %0, double noundef %1, ptr nocapture noundef readonly %2, [2 x i64] %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = extractvalue [2 x i64] %0, 0
  %7 = trunc i64 %6 to i32
  %8 = bitcast i32 %7 to float
  %9 = extractvalue [2 x i64] %0, 1
  %10 = bitcast i64 %9 to double
  %11 = extractvalue [2 x i64] %3, 0
  %12 = trunc i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = extractvalue [2 x i64] %3, 1
  %15 = bitcast i64 %14 to double
  %16 = fpext float %8 to double
  %17 = tail call double @llvm.fmuladd.f64(double %10, double 2.000000e+00, double %16)
  %18 = tail call double @llvm.fmuladd.f64(double %1, double 3.000000e+00, double %17)
  %19 = load float, ptr %2, align 4, !tbaa !6
  %20 = fmul float %19, 4.000000e+00
  %21 = fpext float %20 to double
  %22 = fadd double %18, %21
  %23 = getelementptr inbounds i8, ptr %2, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = fmul float %24, 5.000000e+00
  %26 = fpext float %25 to double
  %27 = fadd double %22, %26
  %28 = getelementptr inbounds i8, ptr %2, i64 8
  %29 = load float, ptr %28, align 4, !tbaa !6
  %30 = fmul float %29, 6.000000e+00
  %31 = fpext float %30 to double
  %32 = fadd double %27, %31
  %33 = getelementptr inbounds i8, ptr %2, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fmul float %34, 7.000000e+00
  %36 = fpext float %35 to double
  %37 = fadd double %32, %36
  %38 = getelementptr inbounds i8, ptr %2, i64 16
  %39 = load float, ptr %38, align 4, !tbaa !6
  %40 = fmul float %39, 8.000000e+00
  %41 = fpext float %40 to double
  %42 = fadd double %37, %41
  %43 = fmul float %13, 9.000000e+00
  %44 = fpext float %43 to double
  %45 = fadd double %42, %44
  %46 = tail call double @llvm.fmuladd.f64(double %15, double 1.000000e+01, double %45)
  %47 = mul nsw i32 %4, 11
  %48 = sitofp i32 %47 to double
  %49 = fadd double %46, %48
  ret double %49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F1 @r_ret_f1(float noundef %0) local_unnamed_addr #0 {
  %2 = fmul float %0, 2.000000e+00
  %3 = insertvalue %struct.F1 poison, float %2, 0
  ret %struct.F1 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F2 @r_ret_f2([2 x float] alignstack(8) %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = fadd float %3, 1.000000e+00
  %5 = fadd float %2, -1.000000e+00
  %6 = insertvalue %struct.F2 poison, float %4, 0
  %7 = insertvalue %struct.F2 %6, float %5, 1
  ret %struct.F2 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F3 @r_ret_f3(i32 noundef %0, [3 x float] alignstack(8) %1) local_unnamed_addr #0 {
  %3 = extractvalue [3 x float] %1, 0
  %4 = extractvalue [3 x float] %1, 1
  %5 = extractvalue [3 x float] %1, 2
  %6 = sitofp i32 %0 to float
  %7 = fmul float %5, %6
  %8 = fmul float %4, %6
  %9 = fmul float %3, %6
  %10 = insertvalue %struct.F3 poison, float %7, 0
  %11 = insertvalue %struct.F3 %10, float %8, 1
  %12 = insertvalue %struct.F3 %11, float %9, 2
  ret %struct.F3 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F4 @r_ret_f4(float noundef %0, [4 x float] alignstack(8) %1) local_unnamed_addr #0 {
  %3 = extractvalue [4 x float] %1, 0
  %4 = extractvalue [4 x float] %1, 1
  %5 = extractvalue [4 x float] %1, 2
  %6 = extractvalue [4 x float] %1, 3
  %7 = fadd float %3, %0
  %8 = fadd float %4, %0
  %9 = fadd float %5, %0
  %10 = fadd float %6, %0
  %11 = insertvalue %struct.F4 poison, float %7, 0
  %12 = insertvalue %struct.F4 %11, float %8, 1
  %13 = insertvalue %struct.F4 %12, float %9, 2
  %14 = insertvalue %struct.F4 %13, float %10, 3
  ret %struct.F4 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D1 @r_ret_d1([1 x double] alignstack(8) %0) local_unnamed_addr #0 {
  %2 = extractvalue [1 x double] %0, 0
  %3 = fneg double %2
  %4 = insertvalue %struct.D1 poison, double %3, 0
  ret %struct.D1 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D2 @r_ret_d2(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fadd double %0, %1
  %4 = fsub double %0, %1
  %5 = insertvalue %struct.D2 poison, double %3, 0
  %6 = insertvalue %struct.D2 %5, double %4, 1
  ret %struct.D2 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D3 @r_ret_d3([3 x double] alignstack(8) %0, double noundef %1) local_unnamed_addr #0 {
  %3 = extractvalue [3 x double] %0, 0
  %4 = extractvalue [3 x double] %0, 1
  %5 = extractvalue [3 x double] %0, 2
  %6 = fmul double %3, %1
  %7 = fmul double %4, %1
  %8 = fmul double %5, %1
  %9 = insertvalue %struct.D3 poison, double %6, 0
  %10 = insertvalue %struct.D3 %9, double %7, 1
  %11 = insertvalue %struct.D3 %10, double %8, 2
  ret %struct.D3 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D4 @r_ret_d4([4 x double] alignstack(8) %0, [4 x double] alignstack(8) %1, [4 x double] alignstack(8) %2) local_unnamed_addr #0 {
  %4 = extractvalue [4 x double] %0, 0
  %5 = extractvalue [4 x double] %0, 1
  %6 = extractvalue [4 x double] %0, 2
  %7 = extractvalue [4 x double] %0, 3
  %8 = extractvalue [4 x double] %1, 0
  %9 = extractvalue [4 x double] %1, 1
  %10 = extractvalue [4 x double] %1, 2
  %11 = extractvalue [4 x double] %1, 3
  %12 = extractvalue [4 x double] %2, 0
  %13 = extractvalue [4 x double] %2, 1
  %14 = extractvalue [4 x double] %2, 2
  %15 = extractvalue [4 x double] %2, 3
  %16 = fadd double %4, %8
  %17 = fadd double %16, %12
  %18 = fadd double %5, %9
  %19 = fadd double %18, %13
  %20 = fadd double %6, %10
  %21 = fadd double %20, %14
  %22 = fadd double %7, %11
  %23 = fadd double %22, %15
  %24 = insertvalue %struct.D4 poison, double %17, 0
  %25 = insertvalue %struct.D4 %24, double %19, 1
  %26 = insertvalue %struct.D4 %25, double %21, 2
  %27 = insertvalue %struct.D4 %26, double %23, 3
  ret %struct.D4 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.N3 @r_ret_n3([3 x float] alignstack(8) %0) local_unnamed_addr #0 {
  %2 = extractvalue [3 x float] %0, 0
  %3 = extractvalue [3 x float] %0, 1
  %4 = extractvalue [3 x float] %0, 2
  %5 = insertvalue %struct.N3 poison, float %4, 0, 0
  %6 = insertvalue %struct.N3 %5, float %3, 0, 1
  %7 = insertvalue %struct.N3 %6, float %2, 1
  ret %struct.N3 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.ND @r_ret_nd(double noundef %0) local_unnamed_addr #0 {
  %2 = fmul double %0, 5.000000e-01
  %3 = fmul double %0, 2.500000e-01
  %4 = insertvalue %struct.ND poison, double %0, 0, 0
  %5 = insertvalue %struct.ND %4, double %2, 1, 0, 0
  %6 = insertvalue %struct.ND %5, double %3, 1, 1, 0
  ret %struct.ND %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.AF @r_ret_af([4 x float] alignstack(8) %0) local_unnamed_addr #0 {
  %2 = extractvalue [4 x float] %0, 0
  %3 = extractvalue [4 x float] %0, 1
  %4 = extractvalue [4 x float] %0, 2
  %5 = extractvalue [4 x float] %0, 3
  %6 = fmul float %5, 2.000000e+00
  %7 = fmul float %4, 2.000000e+00
  %8 = fmul float %3, 2.000000e+00
  %9 = fmul float %2, 2.000000e+00
  %10 = insertvalue %struct.AF poison, float %6, 0, 0
  %11 = insertvalue %struct.AF %10, float %7, 0, 1
  %12 = insertvalue %struct.AF %11, float %8, 0, 2
  %13 = insertvalue %struct.AF %12, float %9, 0, 3
  ret %struct.AF %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.H4 @r_ret_h4([4 x half] alignstack(8) %0, [2 x half] alignstack(8) %1) local_unnamed_addr #0 {
  %3 = extractvalue [4 x half] %0, 0
  %4 = extractvalue [4 x half] %0, 1
  %5 = extractvalue [4 x half] %0, 2
  %6 = extractvalue [4 x half] %0, 3
  %7 = extractvalue [2 x half] %1, 0
  %8 = extractvalue [2 x half] %1, 1
  %9 = fadd half %6, %7
  %10 = fadd half %5, %8
  %11 = insertvalue %struct.H4 poison, half %9, 0
  %12 = insertvalue %struct.H4 %11, half %10, 1
  %13 = insertvalue %struct.H4 %12, half %4, 2
  %14 = insertvalue %struct.H4 %13, half %3, 3
  ret %struct.H4 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_noth([2 x i64] %0) local_unnamed_addr #0 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = extractvalue [2 x i64] %0, 1
  %6 = bitcast i64 %5 to double
  %7 = fptrunc double %6 to float
  %8 = fpext float %4 to double
  %9 = fadd double %8, 5.000000e-01
  %10 = bitcast float %7 to i32
  %11 = zext i32 %10 to i64
  %12 = insertvalue [2 x i64] poison, i64 %11, 0
  %13 = bitcast double %9 to i64
  %14 = insertvalue [2 x i64] %12, i64 %13, 1
  ret [2 x i64] %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @r_ret_f5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F5) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = load <4 x float>, ptr %1, align 4, !tbaa !6
  %4 = fadd <4 x float> %3, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>
  store <4 x float> %4, ptr %0, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load float, ptr %5, align 4, !tbaa !6
  %7 = fadd float %6, 4.000000e+00
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store float %7, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.LD1 @r_ret_ld1([1 x fp128] alignstack(16) %0, fp128 noundef %1) local_unnamed_addr #0 {
  %3 = extractvalue [1 x fp128] %0, 0
  %4 = fmul fp128 %3, %1
  %5 = insertvalue %struct.LD1 poison, fp128 %4, 0
  ret %struct.LD1 %5
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef double @r_drive_self() local_unnamed_addr #5 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef 7.825000e+01)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, double noundef 0x429000000000F200)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, double noundef 1.750000e+01)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, double noundef 1.868500e+03)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, double noundef 0x411E508300000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, double noundef 4.700000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, double noundef 7.928750e+02)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, double noundef 3.677500e+02)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, double noundef -8.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -1.250000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 5.000000e-01)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -1.500000e+01)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 1.350000e+01)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 9.000000e+00)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 6.500000e+00)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 7.750000e+00)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 8.500000e+00)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef -9.000000e+00)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, double noundef 1.950000e+01)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 1.250000e+00)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 1.750000e+00)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -2.400000e+01)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef -2.750000e+01)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 2.800000e+01)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 4.500000e+01)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 4.950000e+01)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef -5.100000e+01)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef 5.437500e+01)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, double noundef 7.500000e-01)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, double noundef 5.000000e-01)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 2.500000e-01)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 1.200000e+01)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 6.000000e+00)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, double noundef 3.000000e+00)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef 9.000000e+00)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, double noundef -7.000000e+00)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, double noundef 5.000000e+00)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.23, double noundef 3.000000e+00)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24, double noundef 7.500000e+00)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.25, double noundef -7.750000e+00)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.26, double noundef 4.500000e+00)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.27, double noundef 3.000000e+00)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.28, double noundef -2.500000e+00)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef 1.750000e+00)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef 1.000000e+00)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.29, double noundef 9.500000e+00)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.30, double noundef -1.300000e+01)
  ret double 0x42A000004C692DC0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local double @r_drive_other() local_unnamed_addr #8 {
  %1 = alloca %struct.F5, align 4
  %2 = alloca %struct.F5, align 4
  %3 = alloca %struct.F5, align 4
  %4 = tail call double @g_f1234([1 x float] alignstack(8) [float 5.000000e-01], [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00], [4 x float] alignstack(8) [float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00]) #11
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef %4)
  %6 = fadd double %4, 0.000000e+00
  %7 = tail call double @g_dmix(i32 noundef -3, [2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], i64 noundef 1099511627776, [3 x double] alignstack(8) [double 1.200000e+01, double 1.375000e+01, double -1.400000e+01], double noundef 7.500000e-01, [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], double noundef -2.500000e+00, [1 x double] alignstack(8) [double -1.950000e+01]) #11
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, double noundef %7)
  %9 = tail call double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double %6)
  %10 = tail call double @g_nine(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, float noundef 1.025000e+01, [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], i32 noundef -7, [1 x double] alignstack(8) [double -1.950000e+01]) #11
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, double noundef %10)
  %12 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %9)
  %13 = tail call double @g_many_d2([2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], [2 x double] alignstack(8) [double 2.000000e+01, double 2.150000e+01], [2 x double] alignstack(8) [double -2.200000e+01, double 2.325000e+01], [2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], [2 x double] alignstack(8) [double 2.000000e+01, double 2.150000e+01], [2 x double] alignstack(8) [double -2.200000e+01, double 2.325000e+01], i32 noundef 99) #11
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, double noundef %13)
  %15 = tail call double @llvm.fmuladd.f64(double %13, double 4.000000e+00, double %12)
  %16 = tail call float @g_inter(i32 noundef -1, [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00], i64 noundef 100000, [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], i8 noundef 65, [4 x float] alignstack(8) [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00], i16 noundef -300, [1 x float] alignstack(8) [float 5.000000e-01]) #11
  %17 = fpext float %16 to double
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, double noundef %17)
  %19 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15)
  %20 = tail call double @g_nested([3 x float] alignstack(8) [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01], [3 x double] alignstack(8) [double 1.500000e+00, double 2.500000e+00, double -3.500000e+00], [2 x double] alignstack(8) [double 4.500000e+00, double -5.500000e+00], [1 x fp128] alignstack(16) [fp128 0xL00000000000000004001A00000000000]) #11
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, double noundef %20)
  %22 = tail call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %19)
  %23 = tail call double @g_halves([2 x half] alignstack(8) [half 0xH3E00, half 0xHC100], [4 x half] alignstack(8) [half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600], half noundef 0xH4780, float noundef 8.250000e+00, [2 x half] alignstack(8) [half 0xH3000, half 0xH5400]) #11
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, double noundef %23)
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %22)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @__const.r_drive_other.f5, i64 20, i1 false), !tbaa.struct !10
  %26 = call double @g_not_hfa([2 x i64] [i64 1067450368, i64 -4610560118520545280], double noundef 5.000000e-01, ptr noundef nonnull %1, [2 x i64] [i64 1080033280, i64 4617034042984890368], i32 noundef 17) #11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #11
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, double noundef %26)
  %28 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %25)
  %29 = call %struct.F1 @g_ret_f1(float noundef -4.250000e+00) #11
  %30 = extractvalue %struct.F1 %29, 0
  %31 = fpext float %30 to double
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, double noundef %31)
  %33 = call double @llvm.fmuladd.f64(double %31, double 9.000000e+00, double %28)
  %34 = call %struct.F2 @g_ret_f2([2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00]) #11
  %35 = extractvalue %struct.F2 %34, 0
  %36 = extractvalue %struct.F2 %34, 1
  %37 = fpext float %35 to double
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %37)
  %39 = call double @llvm.fmuladd.f64(double %37, double 1.000000e+01, double %33)
  %40 = fpext float %36 to double
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %40)
  %42 = call double @llvm.fmuladd.f64(double %40, double 1.100000e+01, double %39)
  %43 = call %struct.F3 @g_ret_f3(i32 noundef 3, [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00]) #11
  %44 = extractvalue %struct.F3 %43, 0
  %45 = extractvalue %struct.F3 %43, 1
  %46 = extractvalue %struct.F3 %43, 2
  %47 = fpext float %44 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %47)
  %49 = call double @llvm.fmuladd.f64(double %47, double 1.200000e+01, double %42)
  %50 = fpext float %45 to double
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %50)
  %52 = call double @llvm.fmuladd.f64(double %50, double 1.300000e+01, double %49)
  %53 = fpext float %46 to double
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %53)
  %55 = call double @llvm.fmuladd.f64(double %53, double 1.400000e+01, double %52)
  %56 = call %struct.F4 @g_ret_f4(float noundef 5.000000e-01, [4 x float] alignstack(8) [float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00]) #11
  %57 = extractvalue %struct.F4 %56, 0
  %58 = extractvalue %struct.F4 %56, 1
  %59 = extractvalue %struct.F4 %56, 2
  %60 = extractvalue %struct.F4 %56, 3
  %61 = fpext float %57 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %61)
  %63 = call double @llvm.fmuladd.f64(double %61, double 1.500000e+01, double %55)
  %64 = fpext float %58 to double
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %64)
  %66 = call double @llvm.fmuladd.f64(double %64, double 1.600000e+01, double %63)
  %67 = fpext float %59 to double
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %67)
  %69 = call double @llvm.fmuladd.f64(double %67, double 1.700000e+01, double %66)
  %70 = fpext float %60 to double
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %70)
  %72 = call double @llvm.fmuladd.f64(double %70, double 1.800000e+01, double %69)
  %73 = call %struct.D1 @g_ret_d1([1 x double] alignstack(8) [double -1.950000e+01]) #11
  %74 = extractvalue %struct.D1 %73, 0
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, double noundef %74)
  %76 = call double @llvm.fmuladd.f64(double %74, double 1.900000e+01, double %72)
  %77 = call %struct.D2 @g_ret_d2(double noundef 1.500000e+00, double noundef -2.500000e-01) #11
  %78 = extractvalue %struct.D2 %77, 0
  %79 = extractvalue %struct.D2 %77, 1
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %78)
  %81 = call double @llvm.fmuladd.f64(double %78, double 2.000000e+01, double %76)
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %79)
  %83 = call double @llvm.fmuladd.f64(double %79, double 2.100000e+01, double %81)
  %84 = call %struct.D3 @g_ret_d3([3 x double] alignstack(8) [double 1.200000e+01, double 1.375000e+01, double -1.400000e+01], double noundef -2.000000e+00) #11
  %85 = extractvalue %struct.D3 %84, 0
  %86 = extractvalue %struct.D3 %84, 1
  %87 = extractvalue %struct.D3 %84, 2
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %85)
  %89 = call double @llvm.fmuladd.f64(double %85, double 2.200000e+01, double %83)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %86)
  %91 = call double @llvm.fmuladd.f64(double %86, double 2.300000e+01, double %89)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %87)
  %93 = call double @llvm.fmuladd.f64(double %87, double 2.400000e+01, double %91)
  %94 = call %struct.D4 @g_ret_d4([4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01]) #11
  %95 = extractvalue %struct.D4 %94, 0
  %96 = extractvalue %struct.D4 %94, 1
  %97 = extractvalue %struct.D4 %94, 2
  %98 = extractvalue %struct.D4 %94, 3
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %95)
  %100 = call double @llvm.fmuladd.f64(double %95, double 2.500000e+01, double %93)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %96)
  %102 = call double @llvm.fmuladd.f64(double %96, double 2.600000e+01, double %100)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %97)
  %104 = call double @llvm.fmuladd.f64(double %97, double 2.700000e+01, double %102)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %98)
  %106 = call double @llvm.fmuladd.f64(double %98, double 2.800000e+01, double %104)
  %107 = call %struct.N3 @g_ret_n3([3 x float] alignstack(8) [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01]) #11
  %108 = extractvalue %struct.N3 %107, 0
  %109 = extractvalue %struct.F2 %108, 0
  %110 = extractvalue %struct.F2 %108, 1
  %111 = extractvalue %struct.N3 %107, 1
  %112 = fpext float %109 to double
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, double noundef %112)
  %114 = call double @llvm.fmuladd.f64(double %112, double 2.900000e+01, double %106)
  %115 = fpext float %110 to double
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, double noundef %115)
  %117 = call double @llvm.fmuladd.f64(double %115, double 3.000000e+01, double %114)
  %118 = fpext float %111 to double
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %118)
  %120 = call double @llvm.fmuladd.f64(double %118, double 3.100000e+01, double %117)
  %121 = call %struct.ND @g_ret_nd(double noundef 1.200000e+01) #11
  %122 = extractvalue %struct.ND %121, 0
  %123 = extractvalue %struct.anon %122, 0
  %124 = extractvalue %struct.ND %121, 1
  %125 = extractvalue [2 x %struct.D1] %124, 0, 0
  %126 = extractvalue [2 x %struct.D1] %124, 1, 0
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef %123)
  %128 = call double @llvm.fmuladd.f64(double %123, double 3.200000e+01, double %120)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef %125)
  %130 = call double @llvm.fmuladd.f64(double %125, double 3.300000e+01, double %128)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, double noundef %126)
  %132 = call double @llvm.fmuladd.f64(double %126, double 3.400000e+01, double %130)
  %133 = call %struct.AF @g_ret_af([4 x float] alignstack(8) [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00]) #11
  %134 = extractvalue %struct.AF %133, 0
  %135 = extractvalue [4 x float] %134, 0
  %136 = extractvalue [4 x float] %134, 1
  %137 = extractvalue [4 x float] %134, 2
  %138 = extractvalue [4 x float] %134, 3
  %139 = fpext float %135 to double
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef %139)
  %141 = call double @llvm.fmuladd.f64(double %139, double 3.500000e+01, double %132)
  %142 = fpext float %136 to double
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, double noundef %142)
  %144 = call double @llvm.fmuladd.f64(double %142, double 3.600000e+01, double %141)
  %145 = fpext float %137 to double
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, double noundef %145)
  %147 = call double @llvm.fmuladd.f64(double %145, double 3.700000e+01, double %144)
  %148 = fpext float %138 to double
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.23, double noundef %148)
  %150 = call double @llvm.fmuladd.f64(double %148, double 3.800000e+01, double %147)
  %151 = call %struct.H4 @g_ret_h4([4 x half] alignstack(8) [half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600], [2 x half] alignstack(8) [half 0xH3E00, half 0xHC100]) #11
  %152 = extractvalue %struct.H4 %151, 0
  %153 = extractvalue %struct.H4 %151, 1
  %154 = extractvalue %struct.H4 %151, 2
  %155 = extractvalue %struct.H4 %151, 3
  %156 = fpext half %152 to double
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24, double noundef %156)
  %158 = call double @llvm.fmuladd.f64(double %156, double 3.900000e+01, double %150)
  %159 = fpext half %153 to double
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.25, double noundef %159)
  %161 = call double @llvm.fmuladd.f64(double %159, double 4.000000e+01, double %158)
  %162 = fpext half %154 to double
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.26, double noundef %162)
  %164 = call double @llvm.fmuladd.f64(double %162, double 4.100000e+01, double %161)
  %165 = fpext half %155 to double
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.27, double noundef %165)
  %167 = call double @llvm.fmuladd.f64(double %165, double 4.200000e+01, double %164)
  %168 = call [2 x i64] @g_ret_noth([2 x i64] [i64 1067450368, i64 -4610560118520545280]) #11
  %169 = extractvalue [2 x i64] %168, 0
  %170 = trunc i64 %169 to i32
  %171 = bitcast i32 %170 to float
  %172 = extractvalue [2 x i64] %168, 1
  %173 = bitcast i64 %172 to double
  %174 = fpext float %171 to double
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.28, double noundef %174)
  %176 = call double @llvm.fmuladd.f64(double %174, double 4.300000e+01, double %167)
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %173)
  %178 = call double @llvm.fmuladd.f64(double %173, double 4.400000e+01, double %176)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) @__const.r_drive_other.f5, i64 20, i1 false), !tbaa.struct !10
  call void @g_ret_f5(ptr dead_on_unwind nonnull writable sret(%struct.F5) align 4 %2, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3) #11
  %179 = load float, ptr %2, align 4, !tbaa !6
  %180 = fpext float %179 to double
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef %180)
  %182 = call double @llvm.fmuladd.f64(double %180, double 4.500000e+01, double %178)
  %183 = getelementptr inbounds i8, ptr %2, i64 16
  %184 = load float, ptr %183, align 4, !tbaa !6
  %185 = fpext float %184 to double
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.29, double noundef %185)
  %187 = call double @llvm.fmuladd.f64(double %185, double 4.600000e+01, double %182)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11
  %188 = call %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16) [fp128 0xL00000000000000004001A00000000000], fp128 noundef 0xL0000000000000000C000000000000000) #11
  %189 = extractvalue %struct.LD1 %188, 0
  %190 = fptrunc fp128 %189 to double
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.30, double noundef %190)
  %192 = call double @llvm.fmuladd.f64(double %190, double 4.700000e+01, double %187)
  ret double %192
}

declare double @g_f1234([1 x float] alignstack(8), [2 x float] alignstack(8), [3 x float] alignstack(8), [4 x float] alignstack(8)) local_unnamed_addr #9

declare double @g_dmix(i32 noundef, [2 x double] alignstack(8), i64 noundef, [3 x double] alignstack(8), double noundef, [4 x double] alignstack(8), double noundef, [1 x double] alignstack(8)) local_unnamed_addr #9

declare double @g_nine(double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, float noundef, [2 x float] alignstack(8), i32 noundef, [1 x double] alignstack(8)) local_unnamed_addr #9

declare double @g_many_d2([2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), i32 noundef) local_unnamed_addr #9

declare float @g_inter(i32 noundef, [3 x float] alignstack(8), i64 noundef, [2 x float] alignstack(8), i8 noundef, [4 x float] alignstack(8), i16 noundef, [1 x float] alignstack(8)) local_unnamed_addr #9

declare double @g_nested([3 x float] alignstack(8), [3 x double] alignstack(8), [2 x double] alignstack(8), [1 x fp128] alignstack(16)) local_unnamed_addr #9

declare double @g_halves([2 x half] alignstack(8), [4 x half] alignstack(8), half noundef, float noundef, [2 x half] alignstack(8)) local_unnamed_addr #9

declare double @g_not_hfa([2 x i64], double noundef, ptr noundef, [2 x i64], i32 noundef) local_unnamed_addr #9

declare %struct.F1 @g_ret_f1(float noundef) local_unnamed_addr #9

declare %struct.F2 @g_ret_f2([2 x float] alignstack(8)) local_unnamed_addr #9

declare %struct.F3 @g_ret_f3(i32 noundef, [3 x float] alignstack(8)) local_unnamed_addr #9

declare %struct.F4 @g_ret_f4(float noundef, [4 x float] alignstack(8)) local_unnamed_addr #9

declare %struct.D1 @g_ret_d1([1 x double] alignstack(8)) local_unnamed_addr #9

declare %struct.D2 @g_ret_d2(double noundef, double noundef) local_unnamed_addr #9

declare %struct.D3 @g_ret_d3([3 x double] alignstack(8), double noundef) local_unnamed_addr #9

declare %struct.D4 @g_ret_d4([4 x double] alignstack(8), [4 x double] alignstack(8), [4 x double] alignstack(8)) local_unnamed_addr #9

declare %struct.N3 @g_ret_n3([3 x float] alignstack(8)) local_unnamed_addr #9

declare %struct.ND @g_ret_nd(double noundef) local_unnamed_addr #9

declare %struct.AF @g_ret_af([4 x float] alignstack(8)) local_unnamed_addr #9

declare %struct.H4 @g_ret_h4([4 x half] alignstack(8), [2 x half] alignstack(8)) local_unnamed_addr #9

declare [2 x i64] @g_ret_noth([2 x i64]) local_unnamed_addr #9

declare void @g_ret_f5(ptr dead_on_unwind writable sret(%struct.F5) align 4, ptr noundef) local_unnamed_addr #9

declare %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16), fp128 noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call double @r_drive_self()
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.38)
  %4 = tail call double @r_drive_other()
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.39)
  %6 = tail call double @g_drive_other() #11
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.40)
  %8 = tail call double @g_drive_self() #11
  %9 = fcmp une double %2, %4
  %10 = fcmp une double %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = fcmp une double %6, %8
  %13 = select i1 %11, i1 true, i1 %12
  %14 = select i1 %13, ptr @.str.37, ptr @.str.36
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %2, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  ret i32 %16
}

declare double @g_drive_other() local_unnamed_addr #9

declare double @g_drive_self() local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 0, i64 20, !11}
!11 = !{!8, !8, i64 0}
