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

@.str = private unnamed_addr constant [18 x i8] c"  %-32.32s %.10g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"CALL(f1234)(f1, f2, f3, f4)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"CALL(dmix)(-3, d2, 1L << 40, d3, 0.75, d4, -2.5, d1)\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"CALL(nine)(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25f, f2, -7, d1)\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [38 x i8] c"CALL(many_d2)(d2, e, f, d2, e, f, 99)\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [52 x i8] c"CALL(inter)(-1, f3, 100000L, f2, 'A', af, -300, f1)\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [29 x i8] c"CALL(nested)(n3, nd, ad2, q)\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(halves)(h2, h4, (_Float16)7.5, 8.25f, h2b)\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [36 x i8] c"CALL(not_hfa)(nh, 0.5, f5, nh2, 17)\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [23 x i8] c"CALL(ret_f1)(-4.25f).a\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [4 x i8] c"r.a\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"r.b\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [4 x i8] c"r.c\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [4 x i8] c"r.d\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [19 x i8] c"CALL(ret_d1)(d1).a\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [6 x i8] c"r.p.a\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [6 x i8] c"r.p.b\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [6 x i8] c"r.a.x\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [9 x i8] c"r.b[0].a\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [9 x i8] c"r.b[1].a\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [7 x i8] c"r.v[0]\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [7 x i8] c"r.v[1]\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [7 x i8] c"r.v[2]\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [7 x i8] c"r.v[3]\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [11 x i8] c"(float)r.a\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [11 x i8] c"(float)r.b\00", align 1, !dbg !100
@.str.26 = private unnamed_addr constant [11 x i8] c"(float)r.c\00", align 1, !dbg !102
@.str.27 = private unnamed_addr constant [11 x i8] c"(float)r.d\00", align 1, !dbg !104
@.str.28 = private unnamed_addr constant [4 x i8] c"r.f\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [7 x i8] c"r.v[4]\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [12 x i8] c"(double)r.q\00", align 1, !dbg !110
@__const.r_drive_other.f5 = private unnamed_addr constant %struct.F5 { [5 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.500000e+00] }, align 4
@.str.35 = private unnamed_addr constant [19 x i8] c"checksum %.17g %s\0A\00", align 1, !dbg !115
@.str.36 = private unnamed_addr constant [6 x i8] c"agree\00", align 1, !dbg !118
@.str.37 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1, !dbg !120
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.38 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.39 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.40 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_f1234([1 x float] alignstack(8) %0, [2 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [4 x float] alignstack(8) %3) local_unnamed_addr #0 !dbg !151 {
  %5 = extractvalue [1 x float] %0, 0
    #dbg_value(float %5, !174, !DIExpression(), !178)
  %6 = extractvalue [2 x float] %1, 0
  %7 = extractvalue [2 x float] %1, 1
    #dbg_value(float %6, !175, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(float %7, !175, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
  %8 = extractvalue [3 x float] %2, 0
  %9 = extractvalue [3 x float] %2, 1
  %10 = extractvalue [3 x float] %2, 2
    #dbg_value(float %8, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(float %9, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
    #dbg_value(float %10, !176, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !178)
  %11 = extractvalue [4 x float] %3, 0
  %12 = extractvalue [4 x float] %3, 1
  %13 = extractvalue [4 x float] %3, 2
  %14 = extractvalue [4 x float] %3, 3
    #dbg_value(float %11, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178)
    #dbg_value(float %12, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
    #dbg_value(float %13, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !178)
    #dbg_value(float %14, !177, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !178)
  %15 = tail call float @llvm.fmuladd.f32(float %6, float 2.000000e+00, float %5), !dbg !179
  %16 = tail call float @llvm.fmuladd.f32(float %7, float 3.000000e+00, float %15), !dbg !179
  %17 = tail call float @llvm.fmuladd.f32(float %8, float 4.000000e+00, float %16), !dbg !179
  %18 = tail call float @llvm.fmuladd.f32(float %9, float 5.000000e+00, float %17), !dbg !179
  %19 = tail call float @llvm.fmuladd.f32(float %10, float 6.000000e+00, float %18), !dbg !179
  %20 = tail call float @llvm.fmuladd.f32(float %11, float 7.000000e+00, float %19), !dbg !179
  %21 = tail call float @llvm.fmuladd.f32(float %12, float 8.000000e+00, float %20), !dbg !179
  %22 = tail call float @llvm.fmuladd.f32(float %13, float 9.000000e+00, float %21), !dbg !179
  %23 = tail call float @llvm.fmuladd.f32(float %14, float 1.000000e+01, float %22), !dbg !179
  %24 = fpext float %23 to double, !dbg !179
  ret double %24, !dbg !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_dmix(i32 noundef %0, [2 x double] alignstack(8) %1, i64 noundef %2, [3 x double] alignstack(8) %3, double noundef %4, [4 x double] alignstack(8) %5, double noundef %6, [1 x double] alignstack(8) %7) local_unnamed_addr #0 !dbg !180 {
  %9 = extractvalue [2 x double] %1, 0
  %10 = extractvalue [2 x double] %1, 1
    #dbg_value(double %9, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !212)
    #dbg_value(double %10, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !212)
  %11 = extractvalue [3 x double] %3, 0
  %12 = extractvalue [3 x double] %3, 1
  %13 = extractvalue [3 x double] %3, 2
    #dbg_value(double %11, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !212)
    #dbg_value(double %12, !207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !212)
    #dbg_value(double %13, !207, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !212)
  %14 = extractvalue [4 x double] %5, 0
  %15 = extractvalue [4 x double] %5, 1
  %16 = extractvalue [4 x double] %5, 2
  %17 = extractvalue [4 x double] %5, 3
    #dbg_value(double %14, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !212)
    #dbg_value(double %15, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !212)
    #dbg_value(double %16, !209, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !212)
    #dbg_value(double %17, !209, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !212)
  %18 = extractvalue [1 x double] %7, 0
    #dbg_value(double %18, !211, !DIExpression(), !212)
    #dbg_value(i32 %0, !204, !DIExpression(), !212)
    #dbg_value(i64 %2, !206, !DIExpression(), !212)
    #dbg_value(double %4, !208, !DIExpression(), !212)
    #dbg_value(double %6, !210, !DIExpression(), !212)
  %19 = sitofp i32 %0 to double, !dbg !213
  %20 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double %19), !dbg !213
  %21 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %20), !dbg !213
  %22 = shl nsw i64 %2, 2, !dbg !213
  %23 = sitofp i64 %22 to double, !dbg !213
  %24 = fadd double %21, %23, !dbg !213
  %25 = tail call double @llvm.fmuladd.f64(double %11, double 5.000000e+00, double %24), !dbg !213
  %26 = tail call double @llvm.fmuladd.f64(double %12, double 6.000000e+00, double %25), !dbg !213
  %27 = tail call double @llvm.fmuladd.f64(double %13, double 7.000000e+00, double %26), !dbg !213
  %28 = tail call double @llvm.fmuladd.f64(double %4, double 8.000000e+00, double %27), !dbg !213
  %29 = tail call double @llvm.fmuladd.f64(double %14, double 9.000000e+00, double %28), !dbg !213
  %30 = tail call double @llvm.fmuladd.f64(double %15, double 1.000000e+01, double %29), !dbg !213
  %31 = tail call double @llvm.fmuladd.f64(double %16, double 1.100000e+01, double %30), !dbg !213
  %32 = tail call double @llvm.fmuladd.f64(double %17, double 1.200000e+01, double %31), !dbg !213
  %33 = tail call double @llvm.fmuladd.f64(double %6, double 1.300000e+01, double %32), !dbg !213
  %34 = tail call double @llvm.fmuladd.f64(double %18, double 1.400000e+01, double %33), !dbg !213
  ret double %34, !dbg !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_nine(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, float noundef %9, [2 x float] alignstack(8) %10, i32 noundef %11, [1 x double] alignstack(8) %12) local_unnamed_addr #0 !dbg !214 {
  %14 = extractvalue [2 x float] %10, 0
  %15 = extractvalue [2 x float] %10, 1
    #dbg_value(float %14, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !231)
    #dbg_value(float %15, !228, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !231)
  %16 = extractvalue [1 x double] %12, 0
    #dbg_value(double %16, !230, !DIExpression(), !231)
    #dbg_value(double %0, !218, !DIExpression(), !231)
    #dbg_value(double %1, !219, !DIExpression(), !231)
    #dbg_value(double %2, !220, !DIExpression(), !231)
    #dbg_value(double %3, !221, !DIExpression(), !231)
    #dbg_value(double %4, !222, !DIExpression(), !231)
    #dbg_value(double %5, !223, !DIExpression(), !231)
    #dbg_value(double %6, !224, !DIExpression(), !231)
    #dbg_value(double %7, !225, !DIExpression(), !231)
    #dbg_value(double %8, !226, !DIExpression(), !231)
    #dbg_value(float %9, !227, !DIExpression(), !231)
    #dbg_value(i32 %11, !229, !DIExpression(), !231)
  %17 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0), !dbg !232
  %18 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %17), !dbg !232
  %19 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %18), !dbg !232
  %20 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e+00, double %19), !dbg !232
  %21 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %20), !dbg !232
  %22 = tail call double @llvm.fmuladd.f64(double %6, double 7.000000e+00, double %21), !dbg !232
  %23 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %22), !dbg !232
  %24 = tail call double @llvm.fmuladd.f64(double %8, double 9.000000e+00, double %23), !dbg !232
  %25 = fmul float %9, 1.000000e+01, !dbg !232
  %26 = fpext float %25 to double, !dbg !232
  %27 = fadd double %24, %26, !dbg !232
  %28 = fmul float %14, 1.100000e+01, !dbg !232
  %29 = fpext float %28 to double, !dbg !232
  %30 = fadd double %27, %29, !dbg !232
  %31 = fmul float %15, 1.200000e+01, !dbg !232
  %32 = fpext float %31 to double, !dbg !232
  %33 = fadd double %30, %32, !dbg !232
  %34 = mul nsw i32 %11, 13, !dbg !232
  %35 = sitofp i32 %34 to double, !dbg !232
  %36 = fadd double %33, %35, !dbg !232
  %37 = tail call double @llvm.fmuladd.f64(double %16, double 1.400000e+01, double %36), !dbg !232
  ret double %37, !dbg !232
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_many_d2([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [2 x double] alignstack(8) %3, [2 x double] alignstack(8) %4, [2 x double] alignstack(8) %5, i32 noundef %6) local_unnamed_addr #0 !dbg !233 {
  %8 = extractvalue [2 x double] %0, 0
  %9 = extractvalue [2 x double] %0, 1
    #dbg_value(double %8, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %9, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %10 = extractvalue [2 x double] %1, 0
  %11 = extractvalue [2 x double] %1, 1
    #dbg_value(double %10, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %11, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %12 = extractvalue [2 x double] %2, 0
  %13 = extractvalue [2 x double] %2, 1
    #dbg_value(double %12, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %13, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %14 = extractvalue [2 x double] %3, 0
  %15 = extractvalue [2 x double] %3, 1
    #dbg_value(double %14, !240, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %15, !240, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %16 = extractvalue [2 x double] %4, 0
  %17 = extractvalue [2 x double] %4, 1
    #dbg_value(double %16, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %17, !241, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %18 = extractvalue [2 x double] %5, 0
  %19 = extractvalue [2 x double] %5, 1
    #dbg_value(double %18, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(double %19, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(i32 %6, !243, !DIExpression(), !244)
  %20 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double %8), !dbg !245
  %21 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %20), !dbg !245
  %22 = tail call double @llvm.fmuladd.f64(double %11, double 4.000000e+00, double %21), !dbg !245
  %23 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e+00, double %22), !dbg !245
  %24 = tail call double @llvm.fmuladd.f64(double %13, double 6.000000e+00, double %23), !dbg !245
  %25 = tail call double @llvm.fmuladd.f64(double %14, double 7.000000e+00, double %24), !dbg !245
  %26 = tail call double @llvm.fmuladd.f64(double %15, double 8.000000e+00, double %25), !dbg !245
  %27 = tail call double @llvm.fmuladd.f64(double %16, double 9.000000e+00, double %26), !dbg !245
  %28 = tail call double @llvm.fmuladd.f64(double %17, double 1.000000e+01, double %27), !dbg !245
  %29 = tail call double @llvm.fmuladd.f64(double %18, double 1.100000e+01, double %28), !dbg !245
  %30 = tail call double @llvm.fmuladd.f64(double %19, double 1.200000e+01, double %29), !dbg !245
  %31 = mul nsw i32 %6, 13, !dbg !245
  %32 = sitofp i32 %31 to double, !dbg !245
  %33 = fadd double %30, %32, !dbg !245
  ret double %33, !dbg !245
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @r_inter(i32 noundef %0, [3 x float] alignstack(8) %1, i64 noundef %2, [2 x float] alignstack(8) %3, i8 noundef %4, [4 x float] alignstack(8) %5, i16 noundef %6, [1 x float] alignstack(8) %7) local_unnamed_addr #0 !dbg !246 {
  %9 = extractvalue [3 x float] %1, 0
  %10 = extractvalue [3 x float] %1, 1
  %11 = extractvalue [3 x float] %1, 2
    #dbg_value(float %9, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(float %10, !256, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !263)
    #dbg_value(float %11, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !263)
  %12 = extractvalue [2 x float] %3, 0
  %13 = extractvalue [2 x float] %3, 1
    #dbg_value(float %12, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(float %13, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !263)
  %14 = extractvalue [4 x float] %5, 0
  %15 = extractvalue [4 x float] %5, 1
  %16 = extractvalue [4 x float] %5, 2
  %17 = extractvalue [4 x float] %5, 3
    #dbg_value(float %14, !260, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(float %15, !260, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !263)
    #dbg_value(float %16, !260, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !263)
    #dbg_value(float %17, !260, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !263)
  %18 = extractvalue [1 x float] %7, 0
    #dbg_value(float %18, !262, !DIExpression(), !263)
    #dbg_value(i32 %0, !255, !DIExpression(), !263)
    #dbg_value(i64 %2, !257, !DIExpression(), !263)
    #dbg_value(i8 %4, !259, !DIExpression(), !263)
    #dbg_value(i16 %6, !261, !DIExpression(), !263)
  %19 = sitofp i32 %0 to float, !dbg !264
  %20 = tail call float @llvm.fmuladd.f32(float %9, float 2.000000e+00, float %19), !dbg !264
  %21 = tail call float @llvm.fmuladd.f32(float %10, float 3.000000e+00, float %20), !dbg !264
  %22 = tail call float @llvm.fmuladd.f32(float %11, float 4.000000e+00, float %21), !dbg !264
  %23 = mul nsw i64 %2, 5, !dbg !264
  %24 = sitofp i64 %23 to float, !dbg !264
  %25 = fadd float %22, %24, !dbg !264
  %26 = tail call float @llvm.fmuladd.f32(float %12, float 6.000000e+00, float %25), !dbg !264
  %27 = tail call float @llvm.fmuladd.f32(float %13, float 7.000000e+00, float %26), !dbg !264
  %28 = zext i8 %4 to i32, !dbg !264
  %29 = shl nuw nsw i32 %28, 3, !dbg !264
  %30 = uitofp nneg i32 %29 to float, !dbg !264
  %31 = fadd float %27, %30, !dbg !264
  %32 = tail call float @llvm.fmuladd.f32(float %14, float 9.000000e+00, float %31), !dbg !264
  %33 = tail call float @llvm.fmuladd.f32(float %15, float 1.000000e+01, float %32), !dbg !264
  %34 = tail call float @llvm.fmuladd.f32(float %16, float 1.100000e+01, float %33), !dbg !264
  %35 = tail call float @llvm.fmuladd.f32(float %17, float 1.200000e+01, float %34), !dbg !264
  %36 = sext i16 %6 to i32, !dbg !264
  %37 = mul nsw i32 %36, 13, !dbg !264
  %38 = sitofp i32 %37 to float, !dbg !264
  %39 = fadd float %35, %38, !dbg !264
  %40 = tail call float @llvm.fmuladd.f32(float %18, float 1.400000e+01, float %39), !dbg !264
  ret float %40, !dbg !264
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_nested([3 x float] alignstack(8) %0, [3 x double] alignstack(8) %1, [2 x double] alignstack(8) %2, [1 x fp128] alignstack(16) %3) local_unnamed_addr #0 !dbg !265 {
  %5 = extractvalue [3 x float] %0, 0
  %6 = extractvalue [3 x float] %0, 1
  %7 = extractvalue [3 x float] %0, 2
    #dbg_value(float %5, !291, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !295)
    #dbg_value(float %6, !291, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !295)
    #dbg_value(float %7, !291, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !295)
  %8 = extractvalue [3 x double] %1, 0
  %9 = extractvalue [3 x double] %1, 1
  %10 = extractvalue [3 x double] %1, 2
    #dbg_value(double %8, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !295)
    #dbg_value(double %9, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !295)
    #dbg_value(double %10, !292, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !295)
  %11 = extractvalue [2 x double] %2, 0
  %12 = extractvalue [2 x double] %2, 1
    #dbg_value(double %11, !293, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !295)
    #dbg_value(double %12, !293, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !295)
  %13 = extractvalue [1 x fp128] %3, 0
    #dbg_value(fp128 %13, !294, !DIExpression(), !295)
  %14 = tail call float @llvm.fmuladd.f32(float %6, float 2.000000e+00, float %5), !dbg !296
  %15 = tail call float @llvm.fmuladd.f32(float %7, float 3.000000e+00, float %14), !dbg !296
  %16 = fpext float %15 to double, !dbg !296
  %17 = tail call double @llvm.fmuladd.f64(double %8, double 4.000000e+00, double %16), !dbg !296
  %18 = tail call double @llvm.fmuladd.f64(double %9, double 5.000000e+00, double %17), !dbg !296
  %19 = tail call double @llvm.fmuladd.f64(double %10, double 6.000000e+00, double %18), !dbg !296
  %20 = tail call double @llvm.fmuladd.f64(double %11, double 7.000000e+00, double %19), !dbg !296
  %21 = tail call double @llvm.fmuladd.f64(double %12, double 8.000000e+00, double %20), !dbg !296
  %22 = fptrunc fp128 %13 to double, !dbg !296
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 9.000000e+00, double %21), !dbg !296
  ret double %23, !dbg !296
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_halves([2 x half] alignstack(8) %0, [4 x half] alignstack(8) %1, half noundef %2, float noundef %3, [2 x half] alignstack(8) %4) local_unnamed_addr #0 !dbg !297 {
  %6 = extractvalue [2 x half] %0, 0
  %7 = extractvalue [2 x half] %0, 1
    #dbg_value(half %6, !312, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !317)
    #dbg_value(half %7, !312, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !317)
  %8 = extractvalue [4 x half] %1, 0
  %9 = extractvalue [4 x half] %1, 1
  %10 = extractvalue [4 x half] %1, 2
  %11 = extractvalue [4 x half] %1, 3
    #dbg_value(half %8, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !317)
    #dbg_value(half %9, !313, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !317)
    #dbg_value(half %10, !313, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !317)
    #dbg_value(half %11, !313, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !317)
  %12 = extractvalue [2 x half] %4, 0
  %13 = extractvalue [2 x half] %4, 1
    #dbg_value(half %12, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !317)
    #dbg_value(half %13, !316, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !317)
    #dbg_value(half %2, !314, !DIExpression(), !317)
    #dbg_value(float %3, !315, !DIExpression(), !317)
  %14 = fpext half %6 to float, !dbg !318
  %15 = fpext half %7 to float, !dbg !318
  %16 = tail call float @llvm.fmuladd.f32(float %15, float 2.000000e+00, float %14), !dbg !318
  %17 = fpext half %8 to float, !dbg !318
  %18 = tail call float @llvm.fmuladd.f32(float %17, float 3.000000e+00, float %16), !dbg !318
  %19 = fpext half %9 to float, !dbg !318
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 4.000000e+00, float %18), !dbg !318
  %21 = fpext half %10 to float, !dbg !318
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e+00, float %20), !dbg !318
  %23 = fpext half %11 to float, !dbg !318
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 6.000000e+00, float %22), !dbg !318
  %25 = fpext half %2 to float, !dbg !318
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 7.000000e+00, float %24), !dbg !318
  %27 = tail call float @llvm.fmuladd.f32(float %3, float 8.000000e+00, float %26), !dbg !318
  %28 = fpext half %12 to float, !dbg !318
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 9.000000e+00, float %27), !dbg !318
  %30 = fpext half %13 to float, !dbg !318
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 1.000000e+01, float %29), !dbg !318
  %32 = fpext float %31 to double, !dbg !318
  ret double %32, !dbg !318
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @r_not_hfa([2 x i64] %0, double noundef %1, ptr nocapture noundef readonly %2, [2 x i64] %3, i32 noundef %4) local_unnamed_addr #2 !dbg !319 {
  %6 = extractvalue [2 x i64] %0, 0
  %7 = trunc i64 %6 to i32
  %8 = bitcast i32 %7 to float
  %9 = extractvalue [2 x i64] %0, 1
  %10 = bitcast i64 %9 to double
    #dbg_value(float %8, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !338)
    #dbg_value(i64 %6, !333, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !338)
    #dbg_value(double %10, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !338)
  %11 = extractvalue [2 x i64] %3, 0
  %12 = trunc i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = extractvalue [2 x i64] %3, 1
  %15 = bitcast i64 %14 to double
    #dbg_value(float %13, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !338)
    #dbg_value(i64 %11, !336, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !338)
    #dbg_value(double %15, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !338)
    #dbg_value(double %1, !334, !DIExpression(), !338)
    #dbg_value(ptr %2, !335, !DIExpression(DW_OP_deref), !338)
    #dbg_value(i32 %4, !337, !DIExpression(), !338)
  %16 = fpext float %8 to double, !dbg !339
  %17 = tail call double @llvm.fmuladd.f64(double %10, double 2.000000e+00, double %16), !dbg !339
  %18 = tail call double @llvm.fmuladd.f64(double %1, double 3.000000e+00, double %17), !dbg !339
  %19 = load float, ptr %2, align 4, !dbg !339, !tbaa !340
  %20 = fmul float %19, 4.000000e+00, !dbg !339
  %21 = fpext float %20 to double, !dbg !339
  %22 = fadd double %18, %21, !dbg !339
  %23 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !339
  %24 = load float, ptr %23, align 4, !dbg !339, !tbaa !340
  %25 = fmul float %24, 5.000000e+00, !dbg !339
  %26 = fpext float %25 to double, !dbg !339
  %27 = fadd double %22, %26, !dbg !339
  %28 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !339
  %29 = load float, ptr %28, align 4, !dbg !339, !tbaa !340
  %30 = fmul float %29, 6.000000e+00, !dbg !339
  %31 = fpext float %30 to double, !dbg !339
  %32 = fadd double %27, %31, !dbg !339
  %33 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !339
  %34 = load float, ptr %33, align 4, !dbg !339, !tbaa !340
  %35 = fmul float %34, 7.000000e+00, !dbg !339
  %36 = fpext float %35 to double, !dbg !339
  %37 = fadd double %32, %36, !dbg !339
  %38 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !339
  %39 = load float, ptr %38, align 4, !dbg !339, !tbaa !340
  %40 = fmul float %39, 8.000000e+00, !dbg !339
  %41 = fpext float %40 to double, !dbg !339
  %42 = fadd double %37, %41, !dbg !339
  %43 = fmul float %13, 9.000000e+00, !dbg !339
  %44 = fpext float %43 to double, !dbg !339
  %45 = fadd double %42, %44, !dbg !339
  %46 = tail call double @llvm.fmuladd.f64(double %15, double 1.000000e+01, double %45), !dbg !339
  %47 = mul nsw i32 %4, 11, !dbg !339
  %48 = sitofp i32 %47 to double, !dbg !339
  %49 = fadd double %46, %48, !dbg !339
  ret double %49, !dbg !339
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F1 @r_ret_f1(float noundef %0) local_unnamed_addr #0 !dbg !344 {
    #dbg_value(float %0, !348, !DIExpression(), !350)
  %2 = fmul float %0, 2.000000e+00, !dbg !351
    #dbg_value(float %2, !349, !DIExpression(), !350)
  %3 = insertvalue %struct.F1 poison, float %2, 0, !dbg !351
  ret %struct.F1 %3, !dbg !351
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F2 @r_ret_f2([2 x float] alignstack(8) %0) local_unnamed_addr #0 !dbg !352 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
    #dbg_value(float %2, !356, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(float %3, !356, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !358)
  %4 = fadd float %3, 1.000000e+00, !dbg !359
    #dbg_value(float %4, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
  %5 = fadd float %2, -1.000000e+00, !dbg !359
    #dbg_value(float %5, !357, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !358)
  %6 = insertvalue %struct.F2 poison, float %4, 0, !dbg !359
  %7 = insertvalue %struct.F2 %6, float %5, 1, !dbg !359
  ret %struct.F2 %7, !dbg !359
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F3 @r_ret_f3(i32 noundef %0, [3 x float] alignstack(8) %1) local_unnamed_addr #0 !dbg !360 {
  %3 = extractvalue [3 x float] %1, 0
  %4 = extractvalue [3 x float] %1, 1
  %5 = extractvalue [3 x float] %1, 2
    #dbg_value(float %3, !365, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !367)
    #dbg_value(float %4, !365, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !367)
    #dbg_value(float %5, !365, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !367)
    #dbg_value(i32 %0, !364, !DIExpression(), !367)
  %6 = sitofp i32 %0 to float, !dbg !368
  %7 = fmul float %5, %6, !dbg !368
    #dbg_value(float %7, !366, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !367)
  %8 = fmul float %4, %6, !dbg !368
    #dbg_value(float %8, !366, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !367)
  %9 = fmul float %3, %6, !dbg !368
    #dbg_value(float %9, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !367)
  %10 = insertvalue %struct.F3 poison, float %7, 0, !dbg !368
  %11 = insertvalue %struct.F3 %10, float %8, 1, !dbg !368
  %12 = insertvalue %struct.F3 %11, float %9, 2, !dbg !368
  ret %struct.F3 %12, !dbg !368
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.F4 @r_ret_f4(float noundef %0, [4 x float] alignstack(8) %1) local_unnamed_addr #0 !dbg !369 {
  %3 = extractvalue [4 x float] %1, 0
  %4 = extractvalue [4 x float] %1, 1
  %5 = extractvalue [4 x float] %1, 2
  %6 = extractvalue [4 x float] %1, 3
    #dbg_value(float %3, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(float %4, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(float %5, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
    #dbg_value(float %6, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_value(float %0, !373, !DIExpression(), !376)
  %7 = fadd float %3, %0, !dbg !377
    #dbg_value(float %7, !375, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
  %8 = fadd float %4, %0, !dbg !377
    #dbg_value(float %8, !375, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  %9 = fadd float %5, %0, !dbg !377
    #dbg_value(float %9, !375, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
  %10 = fadd float %6, %0, !dbg !377
    #dbg_value(float %10, !375, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
  %11 = insertvalue %struct.F4 poison, float %7, 0, !dbg !377
  %12 = insertvalue %struct.F4 %11, float %8, 1, !dbg !377
  %13 = insertvalue %struct.F4 %12, float %9, 2, !dbg !377
  %14 = insertvalue %struct.F4 %13, float %10, 3, !dbg !377
  ret %struct.F4 %14, !dbg !377
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D1 @r_ret_d1([1 x double] alignstack(8) %0) local_unnamed_addr #0 !dbg !378 {
  %2 = extractvalue [1 x double] %0, 0
    #dbg_value(double %2, !382, !DIExpression(), !384)
  %3 = fneg double %2, !dbg !385
    #dbg_value(double %3, !383, !DIExpression(), !384)
  %4 = insertvalue %struct.D1 poison, double %3, 0, !dbg !385
  ret %struct.D1 %4, !dbg !385
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D2 @r_ret_d2(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !386 {
    #dbg_value(double %0, !390, !DIExpression(), !393)
    #dbg_value(double %1, !391, !DIExpression(), !393)
  %3 = fadd double %0, %1, !dbg !394
    #dbg_value(double %3, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !393)
  %4 = fsub double %0, %1, !dbg !394
    #dbg_value(double %4, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !393)
  %5 = insertvalue %struct.D2 poison, double %3, 0, !dbg !394
  %6 = insertvalue %struct.D2 %5, double %4, 1, !dbg !394
  ret %struct.D2 %6, !dbg !394
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D3 @r_ret_d3([3 x double] alignstack(8) %0, double noundef %1) local_unnamed_addr #0 !dbg !395 {
  %3 = extractvalue [3 x double] %0, 0
  %4 = extractvalue [3 x double] %0, 1
  %5 = extractvalue [3 x double] %0, 2
    #dbg_value(double %3, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !402)
    #dbg_value(double %4, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !402)
    #dbg_value(double %5, !399, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !402)
    #dbg_value(double %1, !400, !DIExpression(), !402)
  %6 = fmul double %3, %1, !dbg !403
    #dbg_value(double %6, !401, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !402)
  %7 = fmul double %4, %1, !dbg !403
    #dbg_value(double %7, !401, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !402)
  %8 = fmul double %5, %1, !dbg !403
    #dbg_value(double %8, !401, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !402)
  %9 = insertvalue %struct.D3 poison, double %6, 0, !dbg !403
  %10 = insertvalue %struct.D3 %9, double %7, 1, !dbg !403
  %11 = insertvalue %struct.D3 %10, double %8, 2, !dbg !403
  ret %struct.D3 %11, !dbg !403
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.D4 @r_ret_d4([4 x double] alignstack(8) %0, [4 x double] alignstack(8) %1, [4 x double] alignstack(8) %2) local_unnamed_addr #0 !dbg !404 {
  %4 = extractvalue [4 x double] %0, 0
  %5 = extractvalue [4 x double] %0, 1
  %6 = extractvalue [4 x double] %0, 2
  %7 = extractvalue [4 x double] %0, 3
    #dbg_value(double %4, !408, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(double %5, !408, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
    #dbg_value(double %6, !408, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
    #dbg_value(double %7, !408, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !412)
  %8 = extractvalue [4 x double] %1, 0
  %9 = extractvalue [4 x double] %1, 1
  %10 = extractvalue [4 x double] %1, 2
  %11 = extractvalue [4 x double] %1, 3
    #dbg_value(double %8, !409, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(double %9, !409, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
    #dbg_value(double %10, !409, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
    #dbg_value(double %11, !409, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !412)
  %12 = extractvalue [4 x double] %2, 0
  %13 = extractvalue [4 x double] %2, 1
  %14 = extractvalue [4 x double] %2, 2
  %15 = extractvalue [4 x double] %2, 3
    #dbg_value(double %12, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(double %13, !410, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
    #dbg_value(double %14, !410, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
    #dbg_value(double %15, !410, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !412)
  %16 = fadd double %4, %8, !dbg !413
  %17 = fadd double %16, %12, !dbg !413
    #dbg_value(double %17, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
  %18 = fadd double %5, %9, !dbg !413
  %19 = fadd double %18, %13, !dbg !413
    #dbg_value(double %19, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
  %20 = fadd double %6, %10, !dbg !413
  %21 = fadd double %20, %14, !dbg !413
    #dbg_value(double %21, !411, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !412)
  %22 = fadd double %7, %11, !dbg !413
  %23 = fadd double %22, %15, !dbg !413
    #dbg_value(double %23, !411, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !412)
  %24 = insertvalue %struct.D4 poison, double %17, 0, !dbg !413
  %25 = insertvalue %struct.D4 %24, double %19, 1, !dbg !413
  %26 = insertvalue %struct.D4 %25, double %21, 2, !dbg !413
  %27 = insertvalue %struct.D4 %26, double %23, 3, !dbg !413
  ret %struct.D4 %27, !dbg !413
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.N3 @r_ret_n3([3 x float] alignstack(8) %0) local_unnamed_addr #0 !dbg !414 {
  %2 = extractvalue [3 x float] %0, 0
  %3 = extractvalue [3 x float] %0, 1
  %4 = extractvalue [3 x float] %0, 2
    #dbg_value(float %2, !418, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !420)
    #dbg_value(float %3, !418, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !420)
    #dbg_value(float %4, !418, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !420)
    #dbg_value(float %4, !419, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !420)
    #dbg_value(float %3, !419, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !420)
    #dbg_value(float %2, !419, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !420)
  %5 = insertvalue %struct.N3 poison, float %4, 0, 0, !dbg !421
  %6 = insertvalue %struct.N3 %5, float %3, 0, 1, !dbg !421
  %7 = insertvalue %struct.N3 %6, float %2, 1, !dbg !421
  ret %struct.N3 %7, !dbg !421
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.ND @r_ret_nd(double noundef %0) local_unnamed_addr #0 !dbg !422 {
    #dbg_value(double %0, !426, !DIExpression(), !428)
    #dbg_value(double %0, !427, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !428)
  %2 = fmul double %0, 5.000000e-01, !dbg !429
    #dbg_value(double %2, !427, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !428)
  %3 = fmul double %0, 2.500000e-01, !dbg !429
    #dbg_value(double %3, !427, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !428)
  %4 = insertvalue %struct.ND poison, double %0, 0, 0, !dbg !429
  %5 = insertvalue %struct.ND %4, double %2, 1, 0, 0, !dbg !429
  %6 = insertvalue %struct.ND %5, double %3, 1, 1, 0, !dbg !429
  ret %struct.ND %6, !dbg !429
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.AF @r_ret_af([4 x float] alignstack(8) %0) local_unnamed_addr #0 !dbg !430 {
  %2 = extractvalue [4 x float] %0, 0
  %3 = extractvalue [4 x float] %0, 1
  %4 = extractvalue [4 x float] %0, 2
  %5 = extractvalue [4 x float] %0, 3
    #dbg_value(float %2, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !438)
    #dbg_value(float %3, !434, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !438)
    #dbg_value(float %4, !434, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !438)
    #dbg_value(float %5, !434, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !438)
    #dbg_value(i32 0, !436, !DIExpression(), !439)
    #dbg_value(i64 0, !436, !DIExpression(), !439)
  %6 = fmul float %5, 2.000000e+00, !dbg !440
    #dbg_value(float %6, !435, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !438)
    #dbg_value(i64 1, !436, !DIExpression(), !439)
  %7 = fmul float %4, 2.000000e+00, !dbg !440
    #dbg_value(float %7, !435, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !438)
    #dbg_value(i64 2, !436, !DIExpression(), !439)
  %8 = fmul float %3, 2.000000e+00, !dbg !440
    #dbg_value(float %8, !435, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !438)
    #dbg_value(i64 3, !436, !DIExpression(), !439)
  %9 = fmul float %2, 2.000000e+00, !dbg !440
    #dbg_value(float %9, !435, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !438)
    #dbg_value(i64 4, !436, !DIExpression(), !439)
  %10 = insertvalue %struct.AF poison, float %6, 0, 0, !dbg !442
  %11 = insertvalue %struct.AF %10, float %7, 0, 1, !dbg !442
  %12 = insertvalue %struct.AF %11, float %8, 0, 2, !dbg !442
  %13 = insertvalue %struct.AF %12, float %9, 0, 3, !dbg !442
  ret %struct.AF %13, !dbg !442
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.H4 @r_ret_h4([4 x half] alignstack(8) %0, [2 x half] alignstack(8) %1) local_unnamed_addr #0 !dbg !443 {
  %3 = extractvalue [4 x half] %0, 0
  %4 = extractvalue [4 x half] %0, 1
  %5 = extractvalue [4 x half] %0, 2
  %6 = extractvalue [4 x half] %0, 3
    #dbg_value(half %3, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !450)
    #dbg_value(half %4, !447, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !450)
    #dbg_value(half %5, !447, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !450)
    #dbg_value(half %6, !447, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !450)
  %7 = extractvalue [2 x half] %1, 0
  %8 = extractvalue [2 x half] %1, 1
    #dbg_value(half %7, !448, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !450)
    #dbg_value(half %8, !448, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !450)
  %9 = fadd half %6, %7, !dbg !451
    #dbg_value(half %9, !449, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !450)
  %10 = fadd half %5, %8, !dbg !451
    #dbg_value(half %10, !449, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !450)
    #dbg_value(half %4, !449, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !450)
    #dbg_value(half %3, !449, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !450)
  %11 = insertvalue %struct.H4 poison, half %9, 0, !dbg !451
  %12 = insertvalue %struct.H4 %11, half %10, 1, !dbg !451
  %13 = insertvalue %struct.H4 %12, half %4, 2, !dbg !451
  %14 = insertvalue %struct.H4 %13, half %3, 3, !dbg !451
  ret %struct.H4 %14, !dbg !451
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_noth([2 x i64] %0) local_unnamed_addr #0 !dbg !452 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = extractvalue [2 x i64] %0, 1
  %6 = bitcast i64 %5 to double
    #dbg_value(float %4, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !458)
    #dbg_value(i64 %2, !456, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !458)
    #dbg_value(double %6, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
  %7 = fptrunc double %6 to float, !dbg !459
    #dbg_value(float %7, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !458)
  %8 = fpext float %4 to double, !dbg !459
  %9 = fadd double %8, 5.000000e-01, !dbg !459
    #dbg_value(double %9, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
  %10 = bitcast float %7 to i32, !dbg !459
  %11 = zext i32 %10 to i64, !dbg !459
  %12 = insertvalue [2 x i64] poison, i64 %11, 0, !dbg !459
  %13 = bitcast double %9 to i64, !dbg !459
  %14 = insertvalue [2 x i64] %12, i64 %13, 1, !dbg !459
  ret [2 x i64] %14, !dbg !459
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @r_ret_f5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F5) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !460 {
    #dbg_value(ptr %1, !464, !DIExpression(DW_OP_deref), !468)
    #dbg_declare(ptr %0, !465, !DIExpression(), !469)
    #dbg_value(i32 0, !466, !DIExpression(), !470)
    #dbg_value(i64 0, !466, !DIExpression(), !470)
    #dbg_value(i64 1, !466, !DIExpression(), !470)
    #dbg_value(i64 2, !466, !DIExpression(), !470)
    #dbg_value(i64 3, !466, !DIExpression(), !470)
  %3 = load <4 x float>, ptr %1, align 4, !dbg !471, !tbaa !340
  %4 = fadd <4 x float> %3, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, !dbg !471
  store <4 x float> %4, ptr %0, align 4, !dbg !471, !tbaa !340
    #dbg_value(i64 4, !466, !DIExpression(), !470)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !471
  %6 = load float, ptr %5, align 4, !dbg !471, !tbaa !340
  %7 = fadd float %6, 4.000000e+00, !dbg !471
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !471
  store float %7, ptr %8, align 4, !dbg !471, !tbaa !340
    #dbg_value(i64 5, !466, !DIExpression(), !470)
  ret void, !dbg !469
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.LD1 @r_ret_ld1([1 x fp128] alignstack(16) %0, fp128 noundef %1) local_unnamed_addr #0 !dbg !473 {
  %3 = extractvalue [1 x fp128] %0, 0
    #dbg_value(fp128 %3, !477, !DIExpression(), !480)
    #dbg_value(fp128 %1, !478, !DIExpression(), !480)
  %4 = fmul fp128 %3, %1, !dbg !481
    #dbg_value(fp128 %4, !479, !DIExpression(), !480)
  %5 = insertvalue %struct.LD1 poison, fp128 %4, 0, !dbg !481
  ret %struct.LD1 %5, !dbg !481
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef double @r_drive_self() local_unnamed_addr #5 !dbg !482 {
    #dbg_value(double 0.000000e+00, !486, !DIExpression(), !537)
    #dbg_value(i32 0, !489, !DIExpression(), !537)
    #dbg_value(float 5.000000e-01, !490, !DIExpression(), !537)
    #dbg_value(float 1.500000e+00, !491, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537)
    #dbg_value(float -2.250000e+00, !491, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !537)
    #dbg_value(float 3.000000e+00, !492, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537)
    #dbg_value(float 4.500000e+00, !492, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !537)
    #dbg_value(float -5.000000e+00, !492, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !537)
    #dbg_value(float 6.000000e+00, !493, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537)
    #dbg_value(float 7.250000e+00, !493, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !537)
    #dbg_value(float 8.000000e+00, !493, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !537)
    #dbg_value(float -9.500000e+00, !493, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !537)
    #dbg_value(double 1.050000e+01, !494, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double -1.100000e+01, !494, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double 1.200000e+01, !495, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double 1.375000e+01, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double -1.400000e+01, !495, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !537)
    #dbg_value(double 1.500000e+01, !496, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double 1.650000e+01, !496, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double -1.700000e+01, !496, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !537)
    #dbg_value(double 1.812500e+01, !496, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !537)
    #dbg_value(double -1.950000e+01, !497, !DIExpression(), !537)
    #dbg_value(double 7.825000e+01, !488, !DIExpression(), !537)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef 7.825000e+01), !dbg !538
    #dbg_value(i32 1, !489, !DIExpression(), !537)
    #dbg_value(double 7.825000e+01, !486, !DIExpression(), !537)
    #dbg_value(double 0x429000000000F200, !488, !DIExpression(), !537)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, double noundef 0x429000000000F200), !dbg !539
    #dbg_value(i32 2, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A0000000018E80, !486, !DIExpression(), !537)
    #dbg_value(double 1.750000e+01, !488, !DIExpression(), !537)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, double noundef 1.750000e+01), !dbg !540
    #dbg_value(i32 3, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000000001F780, !486, !DIExpression(), !537)
    #dbg_value(double 2.000000e+01, !498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double 2.150000e+01, !498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double -2.200000e+01, !499, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double 2.325000e+01, !499, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double 1.868500e+03, !488, !DIExpression(), !537)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, double noundef 1.868500e+03), !dbg !541
    #dbg_value(i32 4, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A00000003C5B80, !486, !DIExpression(), !537)
    #dbg_value(float 1.500000e+00, !500, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537)
    #dbg_value(float 2.500000e+00, !500, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !537)
    #dbg_value(float -3.500000e+00, !500, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !537)
    #dbg_value(float 4.500000e+00, !500, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !537)
    #dbg_value(double 0x411E508300000000, !488, !DIExpression(), !537)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, double noundef 0x411E508300000000), !dbg !542
    #dbg_value(i32 5, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C05A300, !486, !DIExpression(), !537)
    #dbg_value(float 2.500000e-01, !501, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537)
    #dbg_value(float 5.000000e-01, !501, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !537)
    #dbg_value(float 7.500000e-01, !501, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !537)
    #dbg_value(double 1.500000e+00, !502, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double 2.500000e+00, !502, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double -3.500000e+00, !502, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !537)
    #dbg_value(double 4.500000e+00, !503, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(double -5.500000e+00, !503, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(fp128 0xL00000000000000004001A00000000000, !504, !DIExpression(), !537)
    #dbg_value(double 4.700000e+01, !488, !DIExpression(), !537)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, double noundef 4.700000e+01), !dbg !543
    #dbg_value(i32 6, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C07D700, !486, !DIExpression(), !537)
    #dbg_value(half 0xH3E00, !505, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !537)
    #dbg_value(half 0xHC100, !505, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !537)
    #dbg_value(half 0xH3000, !506, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !537)
    #dbg_value(half 0xH5400, !506, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !537)
    #dbg_value(half 0xH4200, !507, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !537)
    #dbg_value(half 0xH4480, !507, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !537)
    #dbg_value(half 0xHC540, !507, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !537)
    #dbg_value(half 0xH4600, !507, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !537)
    #dbg_value(double 7.928750e+02, !488, !DIExpression(), !537)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, double noundef 7.928750e+02), !dbg !544
    #dbg_value(i32 7, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C333340, !486, !DIExpression(), !537)
    #dbg_value(i64 1067450368, !508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(i64 -4610560118520545280, !508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(i64 1080033280, !509, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !537)
    #dbg_value(i64 4617034042984890368, !509, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !537)
    #dbg_value(double 3.677500e+02, !488, !DIExpression(), !537)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, double noundef 3.677500e+02), !dbg !545
    #dbg_value(i32 8, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4A2F40, !486, !DIExpression(), !537)
    #dbg_value(double -8.500000e+00, !488, !DIExpression(), !537)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, double noundef -8.500000e+00), !dbg !546
    #dbg_value(i32 9, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C499640, !486, !DIExpression(), !537)
    #dbg_value(float -1.250000e+00, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !547)
    #dbg_value(float 5.000000e-01, !511, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !547)
    #dbg_value(double -1.250000e+00, !488, !DIExpression(), !537)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -1.250000e+00), !dbg !548
    #dbg_value(i32 10, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C497D40, !486, !DIExpression(), !537)
    #dbg_value(double 5.000000e-01, !488, !DIExpression(), !537)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 5.000000e-01), !dbg !549
    #dbg_value(i32 11, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C498840, !486, !DIExpression(), !537)
    #dbg_value(float -1.500000e+01, !513, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(float 1.350000e+01, !513, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(float 9.000000e+00, !513, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(double -1.500000e+01, !488, !DIExpression(), !537)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -1.500000e+01), !dbg !551
    #dbg_value(i32 12, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C482040, !486, !DIExpression(), !537)
    #dbg_value(double 1.350000e+01, !488, !DIExpression(), !537)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 1.350000e+01), !dbg !552
    #dbg_value(i32 13, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C497F40, !486, !DIExpression(), !537)
    #dbg_value(double 9.000000e+00, !488, !DIExpression(), !537)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 9.000000e+00), !dbg !553
    #dbg_value(i32 14, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4A7B40, !486, !DIExpression(), !537)
    #dbg_value(float 6.500000e+00, !515, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !554)
    #dbg_value(float 7.750000e+00, !515, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !554)
    #dbg_value(float 8.500000e+00, !515, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !554)
    #dbg_value(float -9.000000e+00, !515, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !554)
    #dbg_value(double 6.500000e+00, !488, !DIExpression(), !537)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 6.500000e+00), !dbg !555
    #dbg_value(i32 15, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4B3E40, !486, !DIExpression(), !537)
    #dbg_value(double 7.750000e+00, !488, !DIExpression(), !537)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 7.750000e+00), !dbg !556
    #dbg_value(i32 16, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4C3640, !486, !DIExpression(), !537)
    #dbg_value(double 8.500000e+00, !488, !DIExpression(), !537)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 8.500000e+00), !dbg !557
    #dbg_value(i32 17, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4D5740, !486, !DIExpression(), !537)
    #dbg_value(double -9.000000e+00, !488, !DIExpression(), !537)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef -9.000000e+00), !dbg !558
    #dbg_value(i32 18, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4C1340, !486, !DIExpression(), !537)
    #dbg_value(double 1.950000e+01, !488, !DIExpression(), !537)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, double noundef 1.950000e+01), !dbg !559
    #dbg_value(i32 19, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4EF840, !486, !DIExpression(), !537)
    #dbg_value(double 1.250000e+00, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !560)
    #dbg_value(double 1.750000e+00, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !560)
    #dbg_value(double 1.250000e+00, !488, !DIExpression(), !537)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 1.250000e+00), !dbg !561
    #dbg_value(i32 20, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4F2A40, !486, !DIExpression(), !537)
    #dbg_value(double 1.750000e+00, !488, !DIExpression(), !537)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 1.750000e+00), !dbg !562
    #dbg_value(i32 21, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4F73C0, !486, !DIExpression(), !537)
    #dbg_value(double -2.400000e+01, !519, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !563)
    #dbg_value(double -2.750000e+01, !519, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !563)
    #dbg_value(double 2.800000e+01, !519, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !563)
    #dbg_value(double -2.400000e+01, !488, !DIExpression(), !537)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef -2.400000e+01), !dbg !564
    #dbg_value(i32 22, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4B53C0, !486, !DIExpression(), !537)
    #dbg_value(double -2.750000e+01, !488, !DIExpression(), !537)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef -2.750000e+01), !dbg !565
    #dbg_value(i32 23, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4662C0, !486, !DIExpression(), !537)
    #dbg_value(double 2.800000e+01, !488, !DIExpression(), !537)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 2.800000e+01), !dbg !566
    #dbg_value(i32 24, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C4BA2C0, !486, !DIExpression(), !537)
    #dbg_value(double 4.500000e+01, !521, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !567)
    #dbg_value(double 4.950000e+01, !521, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !567)
    #dbg_value(double -5.100000e+01, !521, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !567)
    #dbg_value(double 5.437500e+01, !521, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !567)
    #dbg_value(double 4.500000e+01, !488, !DIExpression(), !537)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef 4.500000e+01), !dbg !568
    #dbg_value(i32 25, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C546CC0, !486, !DIExpression(), !537)
    #dbg_value(double 4.950000e+01, !488, !DIExpression(), !537)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef 4.950000e+01), !dbg !569
    #dbg_value(i32 26, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C5E7AC0, !486, !DIExpression(), !537)
    #dbg_value(double -5.100000e+01, !488, !DIExpression(), !537)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef -5.100000e+01), !dbg !570
    #dbg_value(i32 27, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C53B8C0, !486, !DIExpression(), !537)
    #dbg_value(double 5.437500e+01, !488, !DIExpression(), !537)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef 5.437500e+01), !dbg !571
    #dbg_value(i32 28, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C5F9DC0, !486, !DIExpression(), !537)
    #dbg_value(float 7.500000e-01, !523, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !572)
    #dbg_value(float 5.000000e-01, !523, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !572)
    #dbg_value(float 2.500000e-01, !523, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !572)
    #dbg_value(double 7.500000e-01, !488, !DIExpression(), !537)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, double noundef 7.500000e-01), !dbg !573
    #dbg_value(i32 29, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C5FC940, !486, !DIExpression(), !537)
    #dbg_value(double 5.000000e-01, !488, !DIExpression(), !537)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, double noundef 5.000000e-01), !dbg !574
    #dbg_value(i32 30, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C5FE740, !486, !DIExpression(), !537)
    #dbg_value(double 2.500000e-01, !488, !DIExpression(), !537)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef 2.500000e-01), !dbg !575
    #dbg_value(i32 31, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C5FF6C0, !486, !DIExpression(), !537)
    #dbg_value(double 1.200000e+01, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(double 6.000000e+00, !525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(double 3.000000e+00, !525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(double 1.200000e+01, !488, !DIExpression(), !537)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef 1.200000e+01), !dbg !577
    #dbg_value(i32 32, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C62F6C0, !486, !DIExpression(), !537)
    #dbg_value(double 6.000000e+00, !488, !DIExpression(), !537)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef 6.000000e+00), !dbg !578
    #dbg_value(i32 33, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6482C0, !486, !DIExpression(), !537)
    #dbg_value(double 3.000000e+00, !488, !DIExpression(), !537)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, double noundef 3.000000e+00), !dbg !579
    #dbg_value(i32 34, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C654EC0, !486, !DIExpression(), !537)
    #dbg_value(float 9.000000e+00, !527, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !580)
    #dbg_value(float -7.000000e+00, !527, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !580)
    #dbg_value(float 5.000000e+00, !527, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !580)
    #dbg_value(float 3.000000e+00, !527, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !580)
    #dbg_value(double 9.000000e+00, !488, !DIExpression(), !537)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef 9.000000e+00), !dbg !581
    #dbg_value(i32 35, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C67C4C0, !486, !DIExpression(), !537)
    #dbg_value(double -7.000000e+00, !488, !DIExpression(), !537)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, double noundef -7.000000e+00), !dbg !582
    #dbg_value(i32 36, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C65CCC0, !486, !DIExpression(), !537)
    #dbg_value(double 5.000000e+00, !488, !DIExpression(), !537)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, double noundef 5.000000e+00), !dbg !583
    #dbg_value(i32 37, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C673EC0, !486, !DIExpression(), !537)
    #dbg_value(double 3.000000e+00, !488, !DIExpression(), !537)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.23, double noundef 3.000000e+00), !dbg !584
    #dbg_value(i32 38, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6822C0, !486, !DIExpression(), !537)
    #dbg_value(half 0xH4780, !529, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !585)
    #dbg_value(half 0xHC7C0, !529, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !585)
    #dbg_value(half 0xH4480, !529, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !585)
    #dbg_value(half 0xH4200, !529, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !585)
    #dbg_value(double 7.500000e+00, !488, !DIExpression(), !537)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24, double noundef 7.500000e+00), !dbg !586
    #dbg_value(i32 39, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6A6BC0, !486, !DIExpression(), !537)
    #dbg_value(double -7.750000e+00, !488, !DIExpression(), !537)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.25, double noundef -7.750000e+00), !dbg !587
    #dbg_value(i32 40, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C67FFC0, !486, !DIExpression(), !537)
    #dbg_value(double 4.500000e+00, !488, !DIExpression(), !537)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.26, double noundef 4.500000e+00), !dbg !588
    #dbg_value(i32 41, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6970C0, !486, !DIExpression(), !537)
    #dbg_value(double 3.000000e+00, !488, !DIExpression(), !537)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.27, double noundef 3.000000e+00), !dbg !589
    #dbg_value(i32 42, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6A6CC0, !486, !DIExpression(), !537)
    #dbg_value(float -2.500000e+00, !531, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !590)
    #dbg_value(i64 3223322624, !531, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !590)
    #dbg_value(double 1.750000e+00, !531, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !590)
    #dbg_value(double -2.500000e+00, !488, !DIExpression(), !537)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.28, double noundef -2.500000e+00), !dbg !591
    #dbg_value(i32 43, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6995C0, !486, !DIExpression(), !537)
    #dbg_value(double 1.750000e+00, !488, !DIExpression(), !537)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef 1.750000e+00), !dbg !592
    #dbg_value(i32 44, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6A2FC0, !486, !DIExpression(), !537)
    #dbg_value(float 1.000000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !593)
    #dbg_value(float poison, !533, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !593)
    #dbg_value(float poison, !533, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !593)
    #dbg_value(float poison, !533, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !593)
    #dbg_value(float 9.500000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !593)
    #dbg_value(double 1.000000e+00, !488, !DIExpression(), !537)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef 1.000000e+00), !dbg !594
    #dbg_value(i32 45, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6A89C0, !486, !DIExpression(), !537)
    #dbg_value(double 9.500000e+00, !488, !DIExpression(), !537)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.29, double noundef 9.500000e+00), !dbg !595
    #dbg_value(i32 46, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C6DF3C0, !486, !DIExpression(), !537)
    #dbg_value(fp128 0xL0000000000000000C002A00000000000, !535, !DIExpression(), !596)
    #dbg_value(double -1.300000e+01, !488, !DIExpression(), !537)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.30, double noundef -1.300000e+01), !dbg !597
    #dbg_value(i32 47, !489, !DIExpression(), !537)
    #dbg_value(double 0x42A000004C692DC0, !486, !DIExpression(), !537)
  ret double 0x42A000004C692DC0, !dbg !598
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare !dbg !599 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local double @r_drive_other() local_unnamed_addr #8 !dbg !606 {
    #dbg_assign(i1 undef, !632, !DIExpression(), !659, ptr @__const.r_drive_other.f5, !DIExpression(), !660)
  %1 = alloca %struct.F5, align 4
  %2 = alloca %struct.F5, align 4, !DIAssignID !661
    #dbg_assign(i1 undef, !655, !DIExpression(), !661, ptr %2, !DIExpression(), !662)
  %3 = alloca %struct.F5, align 4
    #dbg_value(double 0.000000e+00, !608, !DIExpression(), !660)
    #dbg_value(i32 0, !611, !DIExpression(), !660)
    #dbg_value(float 5.000000e-01, !612, !DIExpression(), !660)
    #dbg_value(float 1.500000e+00, !613, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !660)
    #dbg_value(float -2.250000e+00, !613, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !660)
    #dbg_value(float 3.000000e+00, !614, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !660)
    #dbg_value(float 4.500000e+00, !614, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !660)
    #dbg_value(float -5.000000e+00, !614, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !660)
    #dbg_value(float 6.000000e+00, !615, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !660)
    #dbg_value(float 7.250000e+00, !615, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !660)
    #dbg_value(float 8.000000e+00, !615, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !660)
    #dbg_value(float -9.500000e+00, !615, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !660)
    #dbg_value(double 1.050000e+01, !616, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double -1.100000e+01, !616, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(double 1.200000e+01, !617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double 1.375000e+01, !617, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(double -1.400000e+01, !617, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !660)
    #dbg_value(double 1.500000e+01, !618, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double 1.650000e+01, !618, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(double -1.700000e+01, !618, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !660)
    #dbg_value(double 1.812500e+01, !618, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !660)
    #dbg_value(double -1.950000e+01, !619, !DIExpression(), !660)
  %4 = tail call double @g_f1234([1 x float] alignstack(8) [float 5.000000e-01], [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00], [4 x float] alignstack(8) [float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00]) #11, !dbg !663
    #dbg_value(double %4, !610, !DIExpression(), !660)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef %4), !dbg !663
    #dbg_value(i32 1, !611, !DIExpression(), !660)
  %6 = fadd double %4, 0.000000e+00, !dbg !663
    #dbg_value(double %6, !608, !DIExpression(), !660)
  %7 = tail call double @g_dmix(i32 noundef -3, [2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], i64 noundef 1099511627776, [3 x double] alignstack(8) [double 1.200000e+01, double 1.375000e+01, double -1.400000e+01], double noundef 7.500000e-01, [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], double noundef -2.500000e+00, [1 x double] alignstack(8) [double -1.950000e+01]) #11, !dbg !664
    #dbg_value(double %7, !610, !DIExpression(), !660)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, double noundef %7), !dbg !664
    #dbg_value(i32 2, !611, !DIExpression(), !660)
  %9 = tail call double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double %6), !dbg !664
    #dbg_value(double %9, !608, !DIExpression(), !660)
  %10 = tail call double @g_nine(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, float noundef 1.025000e+01, [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], i32 noundef -7, [1 x double] alignstack(8) [double -1.950000e+01]) #11, !dbg !665
    #dbg_value(double %10, !610, !DIExpression(), !660)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, double noundef %10), !dbg !665
    #dbg_value(i32 3, !611, !DIExpression(), !660)
  %12 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %9), !dbg !665
    #dbg_value(double %12, !608, !DIExpression(), !660)
    #dbg_value(double 2.000000e+01, !620, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double 2.150000e+01, !620, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(double -2.200000e+01, !621, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double 2.325000e+01, !621, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
  %13 = tail call double @g_many_d2([2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], [2 x double] alignstack(8) [double 2.000000e+01, double 2.150000e+01], [2 x double] alignstack(8) [double -2.200000e+01, double 2.325000e+01], [2 x double] alignstack(8) [double 1.050000e+01, double -1.100000e+01], [2 x double] alignstack(8) [double 2.000000e+01, double 2.150000e+01], [2 x double] alignstack(8) [double -2.200000e+01, double 2.325000e+01], i32 noundef 99) #11, !dbg !666
    #dbg_value(double %13, !610, !DIExpression(), !660)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, double noundef %13), !dbg !666
    #dbg_value(i32 4, !611, !DIExpression(), !660)
  %15 = tail call double @llvm.fmuladd.f64(double %13, double 4.000000e+00, double %12), !dbg !666
    #dbg_value(double %15, !608, !DIExpression(), !660)
    #dbg_value(float 1.500000e+00, !622, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !660)
    #dbg_value(float 2.500000e+00, !622, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !660)
    #dbg_value(float -3.500000e+00, !622, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !660)
    #dbg_value(float 4.500000e+00, !622, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !660)
  %16 = tail call float @g_inter(i32 noundef -1, [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00], i64 noundef 100000, [2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00], i8 noundef 65, [4 x float] alignstack(8) [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00], i16 noundef -300, [1 x float] alignstack(8) [float 5.000000e-01]) #11, !dbg !667
  %17 = fpext float %16 to double, !dbg !667
    #dbg_value(double %17, !610, !DIExpression(), !660)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, double noundef %17), !dbg !667
    #dbg_value(i32 5, !611, !DIExpression(), !660)
  %19 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15), !dbg !667
    #dbg_value(double %19, !608, !DIExpression(), !660)
    #dbg_value(float 2.500000e-01, !623, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !660)
    #dbg_value(float 5.000000e-01, !623, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !660)
    #dbg_value(float 7.500000e-01, !623, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !660)
    #dbg_value(double 1.500000e+00, !624, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double 2.500000e+00, !624, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(double -3.500000e+00, !624, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !660)
    #dbg_value(double 4.500000e+00, !625, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(double -5.500000e+00, !625, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(fp128 0xL00000000000000004001A00000000000, !626, !DIExpression(), !660)
  %20 = tail call double @g_nested([3 x float] alignstack(8) [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01], [3 x double] alignstack(8) [double 1.500000e+00, double 2.500000e+00, double -3.500000e+00], [2 x double] alignstack(8) [double 4.500000e+00, double -5.500000e+00], [1 x fp128] alignstack(16) [fp128 0xL00000000000000004001A00000000000]) #11, !dbg !668
    #dbg_value(double %20, !610, !DIExpression(), !660)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, double noundef %20), !dbg !668
    #dbg_value(i32 6, !611, !DIExpression(), !660)
  %22 = tail call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %19), !dbg !668
    #dbg_value(double %22, !608, !DIExpression(), !660)
    #dbg_value(half 0xH3E00, !627, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !660)
    #dbg_value(half 0xHC100, !627, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !660)
    #dbg_value(half 0xH3000, !628, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !660)
    #dbg_value(half 0xH5400, !628, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !660)
    #dbg_value(half 0xH4200, !629, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !660)
    #dbg_value(half 0xH4480, !629, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !660)
    #dbg_value(half 0xHC540, !629, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !660)
    #dbg_value(half 0xH4600, !629, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !660)
  %23 = tail call double @g_halves([2 x half] alignstack(8) [half 0xH3E00, half 0xHC100], [4 x half] alignstack(8) [half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600], half noundef 0xH4780, float noundef 8.250000e+00, [2 x half] alignstack(8) [half 0xH3000, half 0xH5400]) #11, !dbg !669
    #dbg_value(double %23, !610, !DIExpression(), !660)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, double noundef %23), !dbg !669
    #dbg_value(i32 7, !611, !DIExpression(), !660)
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %22), !dbg !669
    #dbg_value(double %25, !608, !DIExpression(), !660)
    #dbg_value(i64 1067450368, !630, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(i64 -4610560118520545280, !630, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_value(i64 1080033280, !631, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !660)
    #dbg_value(i64 4617034042984890368, !631, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !660)
    #dbg_assign(i1 undef, !632, !DIExpression(), !670, ptr @__const.r_drive_other.f5, !DIExpression(), !660)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #11, !dbg !671
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @__const.r_drive_other.f5, i64 20, i1 false), !dbg !671, !tbaa.struct !672
  %26 = call double @g_not_hfa([2 x i64] [i64 1067450368, i64 -4610560118520545280], double noundef 5.000000e-01, ptr noundef nonnull %1, [2 x i64] [i64 1080033280, i64 4617034042984890368], i32 noundef 17) #11, !dbg !671
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #11, !dbg !671
    #dbg_value(double %26, !610, !DIExpression(), !660)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, double noundef %26), !dbg !671
    #dbg_value(i32 8, !611, !DIExpression(), !660)
  %28 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %25), !dbg !671
    #dbg_value(double %28, !608, !DIExpression(), !660)
  %29 = call %struct.F1 @g_ret_f1(float noundef -4.250000e+00) #11, !dbg !674
  %30 = extractvalue %struct.F1 %29, 0, !dbg !674
  %31 = fpext float %30 to double, !dbg !674
    #dbg_value(double %31, !610, !DIExpression(), !660)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, double noundef %31), !dbg !674
    #dbg_value(i32 9, !611, !DIExpression(), !660)
  %33 = call double @llvm.fmuladd.f64(double %31, double 9.000000e+00, double %28), !dbg !674
    #dbg_value(double %33, !608, !DIExpression(), !660)
  %34 = call %struct.F2 @g_ret_f2([2 x float] alignstack(8) [float 1.500000e+00, float -2.250000e+00]) #11, !dbg !675
  %35 = extractvalue %struct.F2 %34, 0, !dbg !675
    #dbg_value(float %35, !633, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !676)
  %36 = extractvalue %struct.F2 %34, 1, !dbg !675
    #dbg_value(float %36, !633, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !676)
  %37 = fpext float %35 to double, !dbg !677
    #dbg_value(double %37, !610, !DIExpression(), !660)
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %37), !dbg !677
    #dbg_value(i32 10, !611, !DIExpression(), !660)
  %39 = call double @llvm.fmuladd.f64(double %37, double 1.000000e+01, double %33), !dbg !677
    #dbg_value(double %39, !608, !DIExpression(), !660)
  %40 = fpext float %36 to double, !dbg !678
    #dbg_value(double %40, !610, !DIExpression(), !660)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %40), !dbg !678
    #dbg_value(i32 11, !611, !DIExpression(), !660)
  %42 = call double @llvm.fmuladd.f64(double %40, double 1.100000e+01, double %39), !dbg !678
    #dbg_value(double %42, !608, !DIExpression(), !660)
  %43 = call %struct.F3 @g_ret_f3(i32 noundef 3, [3 x float] alignstack(8) [float 3.000000e+00, float 4.500000e+00, float -5.000000e+00]) #11, !dbg !679
  %44 = extractvalue %struct.F3 %43, 0, !dbg !679
    #dbg_value(float %44, !635, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !680)
  %45 = extractvalue %struct.F3 %43, 1, !dbg !679
    #dbg_value(float %45, !635, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !680)
  %46 = extractvalue %struct.F3 %43, 2, !dbg !679
    #dbg_value(float %46, !635, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !680)
  %47 = fpext float %44 to double, !dbg !681
    #dbg_value(double %47, !610, !DIExpression(), !660)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %47), !dbg !681
    #dbg_value(i32 12, !611, !DIExpression(), !660)
  %49 = call double @llvm.fmuladd.f64(double %47, double 1.200000e+01, double %42), !dbg !681
    #dbg_value(double %49, !608, !DIExpression(), !660)
  %50 = fpext float %45 to double, !dbg !682
    #dbg_value(double %50, !610, !DIExpression(), !660)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %50), !dbg !682
    #dbg_value(i32 13, !611, !DIExpression(), !660)
  %52 = call double @llvm.fmuladd.f64(double %50, double 1.300000e+01, double %49), !dbg !682
    #dbg_value(double %52, !608, !DIExpression(), !660)
  %53 = fpext float %46 to double, !dbg !683
    #dbg_value(double %53, !610, !DIExpression(), !660)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %53), !dbg !683
    #dbg_value(i32 14, !611, !DIExpression(), !660)
  %55 = call double @llvm.fmuladd.f64(double %53, double 1.400000e+01, double %52), !dbg !683
    #dbg_value(double %55, !608, !DIExpression(), !660)
  %56 = call %struct.F4 @g_ret_f4(float noundef 5.000000e-01, [4 x float] alignstack(8) [float 6.000000e+00, float 7.250000e+00, float 8.000000e+00, float -9.500000e+00]) #11, !dbg !684
  %57 = extractvalue %struct.F4 %56, 0, !dbg !684
    #dbg_value(float %57, !637, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !685)
  %58 = extractvalue %struct.F4 %56, 1, !dbg !684
    #dbg_value(float %58, !637, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !685)
  %59 = extractvalue %struct.F4 %56, 2, !dbg !684
    #dbg_value(float %59, !637, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !685)
  %60 = extractvalue %struct.F4 %56, 3, !dbg !684
    #dbg_value(float %60, !637, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !685)
  %61 = fpext float %57 to double, !dbg !686
    #dbg_value(double %61, !610, !DIExpression(), !660)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %61), !dbg !686
    #dbg_value(i32 15, !611, !DIExpression(), !660)
  %63 = call double @llvm.fmuladd.f64(double %61, double 1.500000e+01, double %55), !dbg !686
    #dbg_value(double %63, !608, !DIExpression(), !660)
  %64 = fpext float %58 to double, !dbg !687
    #dbg_value(double %64, !610, !DIExpression(), !660)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %64), !dbg !687
    #dbg_value(i32 16, !611, !DIExpression(), !660)
  %66 = call double @llvm.fmuladd.f64(double %64, double 1.600000e+01, double %63), !dbg !687
    #dbg_value(double %66, !608, !DIExpression(), !660)
  %67 = fpext float %59 to double, !dbg !688
    #dbg_value(double %67, !610, !DIExpression(), !660)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %67), !dbg !688
    #dbg_value(i32 17, !611, !DIExpression(), !660)
  %69 = call double @llvm.fmuladd.f64(double %67, double 1.700000e+01, double %66), !dbg !688
    #dbg_value(double %69, !608, !DIExpression(), !660)
  %70 = fpext float %60 to double, !dbg !689
    #dbg_value(double %70, !610, !DIExpression(), !660)
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %70), !dbg !689
    #dbg_value(i32 18, !611, !DIExpression(), !660)
  %72 = call double @llvm.fmuladd.f64(double %70, double 1.800000e+01, double %69), !dbg !689
    #dbg_value(double %72, !608, !DIExpression(), !660)
  %73 = call %struct.D1 @g_ret_d1([1 x double] alignstack(8) [double -1.950000e+01]) #11, !dbg !690
  %74 = extractvalue %struct.D1 %73, 0, !dbg !690
    #dbg_value(double %74, !610, !DIExpression(), !660)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, double noundef %74), !dbg !690
    #dbg_value(i32 19, !611, !DIExpression(), !660)
  %76 = call double @llvm.fmuladd.f64(double %74, double 1.900000e+01, double %72), !dbg !690
    #dbg_value(double %76, !608, !DIExpression(), !660)
  %77 = call %struct.D2 @g_ret_d2(double noundef 1.500000e+00, double noundef -2.500000e-01) #11, !dbg !691
  %78 = extractvalue %struct.D2 %77, 0, !dbg !691
    #dbg_value(double %78, !639, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
  %79 = extractvalue %struct.D2 %77, 1, !dbg !691
    #dbg_value(double %79, !639, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !692)
    #dbg_value(double %78, !610, !DIExpression(), !660)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %78), !dbg !693
    #dbg_value(i32 20, !611, !DIExpression(), !660)
  %81 = call double @llvm.fmuladd.f64(double %78, double 2.000000e+01, double %76), !dbg !693
    #dbg_value(double %81, !608, !DIExpression(), !660)
    #dbg_value(double %79, !610, !DIExpression(), !660)
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %79), !dbg !694
    #dbg_value(i32 21, !611, !DIExpression(), !660)
  %83 = call double @llvm.fmuladd.f64(double %79, double 2.100000e+01, double %81), !dbg !694
    #dbg_value(double %83, !608, !DIExpression(), !660)
  %84 = call %struct.D3 @g_ret_d3([3 x double] alignstack(8) [double 1.200000e+01, double 1.375000e+01, double -1.400000e+01], double noundef -2.000000e+00) #11, !dbg !695
  %85 = extractvalue %struct.D3 %84, 0, !dbg !695
    #dbg_value(double %85, !641, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !696)
  %86 = extractvalue %struct.D3 %84, 1, !dbg !695
    #dbg_value(double %86, !641, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !696)
  %87 = extractvalue %struct.D3 %84, 2, !dbg !695
    #dbg_value(double %87, !641, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !696)
    #dbg_value(double %85, !610, !DIExpression(), !660)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %85), !dbg !697
    #dbg_value(i32 22, !611, !DIExpression(), !660)
  %89 = call double @llvm.fmuladd.f64(double %85, double 2.200000e+01, double %83), !dbg !697
    #dbg_value(double %89, !608, !DIExpression(), !660)
    #dbg_value(double %86, !610, !DIExpression(), !660)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %86), !dbg !698
    #dbg_value(i32 23, !611, !DIExpression(), !660)
  %91 = call double @llvm.fmuladd.f64(double %86, double 2.300000e+01, double %89), !dbg !698
    #dbg_value(double %91, !608, !DIExpression(), !660)
    #dbg_value(double %87, !610, !DIExpression(), !660)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %87), !dbg !699
    #dbg_value(i32 24, !611, !DIExpression(), !660)
  %93 = call double @llvm.fmuladd.f64(double %87, double 2.400000e+01, double %91), !dbg !699
    #dbg_value(double %93, !608, !DIExpression(), !660)
  %94 = call %struct.D4 @g_ret_d4([4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01], [4 x double] alignstack(8) [double 1.500000e+01, double 1.650000e+01, double -1.700000e+01, double 1.812500e+01]) #11, !dbg !700
  %95 = extractvalue %struct.D4 %94, 0, !dbg !700
    #dbg_value(double %95, !643, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !701)
  %96 = extractvalue %struct.D4 %94, 1, !dbg !700
    #dbg_value(double %96, !643, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !701)
  %97 = extractvalue %struct.D4 %94, 2, !dbg !700
    #dbg_value(double %97, !643, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !701)
  %98 = extractvalue %struct.D4 %94, 3, !dbg !700
    #dbg_value(double %98, !643, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !701)
    #dbg_value(double %95, !610, !DIExpression(), !660)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, double noundef %95), !dbg !702
    #dbg_value(i32 25, !611, !DIExpression(), !660)
  %100 = call double @llvm.fmuladd.f64(double %95, double 2.500000e+01, double %93), !dbg !702
    #dbg_value(double %100, !608, !DIExpression(), !660)
    #dbg_value(double %96, !610, !DIExpression(), !660)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, double noundef %96), !dbg !703
    #dbg_value(i32 26, !611, !DIExpression(), !660)
  %102 = call double @llvm.fmuladd.f64(double %96, double 2.600000e+01, double %100), !dbg !703
    #dbg_value(double %102, !608, !DIExpression(), !660)
    #dbg_value(double %97, !610, !DIExpression(), !660)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %97), !dbg !704
    #dbg_value(i32 27, !611, !DIExpression(), !660)
  %104 = call double @llvm.fmuladd.f64(double %97, double 2.700000e+01, double %102), !dbg !704
    #dbg_value(double %104, !608, !DIExpression(), !660)
    #dbg_value(double %98, !610, !DIExpression(), !660)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %98), !dbg !705
    #dbg_value(i32 28, !611, !DIExpression(), !660)
  %106 = call double @llvm.fmuladd.f64(double %98, double 2.800000e+01, double %104), !dbg !705
    #dbg_value(double %106, !608, !DIExpression(), !660)
  %107 = call %struct.N3 @g_ret_n3([3 x float] alignstack(8) [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01]) #11, !dbg !706
  %108 = extractvalue %struct.N3 %107, 0, !dbg !706
  %109 = extractvalue %struct.F2 %108, 0, !dbg !706
  %110 = extractvalue %struct.F2 %108, 1, !dbg !706
    #dbg_value(float %109, !645, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !707)
    #dbg_value(float %110, !645, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !707)
  %111 = extractvalue %struct.N3 %107, 1, !dbg !706
    #dbg_value(float %111, !645, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !707)
  %112 = fpext float %109 to double, !dbg !708
    #dbg_value(double %112, !610, !DIExpression(), !660)
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, double noundef %112), !dbg !708
    #dbg_value(i32 29, !611, !DIExpression(), !660)
  %114 = call double @llvm.fmuladd.f64(double %112, double 2.900000e+01, double %106), !dbg !708
    #dbg_value(double %114, !608, !DIExpression(), !660)
  %115 = fpext float %110 to double, !dbg !709
    #dbg_value(double %115, !610, !DIExpression(), !660)
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, double noundef %115), !dbg !709
    #dbg_value(i32 30, !611, !DIExpression(), !660)
  %117 = call double @llvm.fmuladd.f64(double %115, double 3.000000e+01, double %114), !dbg !709
    #dbg_value(double %117, !608, !DIExpression(), !660)
  %118 = fpext float %111 to double, !dbg !710
    #dbg_value(double %118, !610, !DIExpression(), !660)
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, double noundef %118), !dbg !710
    #dbg_value(i32 31, !611, !DIExpression(), !660)
  %120 = call double @llvm.fmuladd.f64(double %118, double 3.100000e+01, double %117), !dbg !710
    #dbg_value(double %120, !608, !DIExpression(), !660)
  %121 = call %struct.ND @g_ret_nd(double noundef 1.200000e+01) #11, !dbg !711
  %122 = extractvalue %struct.ND %121, 0, !dbg !711
  %123 = extractvalue %struct.anon %122, 0, !dbg !711
    #dbg_value(double %123, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !712)
  %124 = extractvalue %struct.ND %121, 1, !dbg !711
  %125 = extractvalue [2 x %struct.D1] %124, 0, 0, !dbg !711
    #dbg_value(double %125, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !712)
  %126 = extractvalue [2 x %struct.D1] %124, 1, 0, !dbg !711
    #dbg_value(double %126, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !712)
    #dbg_value(double %123, !610, !DIExpression(), !660)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, double noundef %123), !dbg !713
    #dbg_value(i32 32, !611, !DIExpression(), !660)
  %128 = call double @llvm.fmuladd.f64(double %123, double 3.200000e+01, double %120), !dbg !713
    #dbg_value(double %128, !608, !DIExpression(), !660)
    #dbg_value(double %125, !610, !DIExpression(), !660)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, double noundef %125), !dbg !714
    #dbg_value(i32 33, !611, !DIExpression(), !660)
  %130 = call double @llvm.fmuladd.f64(double %125, double 3.300000e+01, double %128), !dbg !714
    #dbg_value(double %130, !608, !DIExpression(), !660)
    #dbg_value(double %126, !610, !DIExpression(), !660)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, double noundef %126), !dbg !715
    #dbg_value(i32 34, !611, !DIExpression(), !660)
  %132 = call double @llvm.fmuladd.f64(double %126, double 3.400000e+01, double %130), !dbg !715
    #dbg_value(double %132, !608, !DIExpression(), !660)
  %133 = call %struct.AF @g_ret_af([4 x float] alignstack(8) [float 1.500000e+00, float 2.500000e+00, float -3.500000e+00, float 4.500000e+00]) #11, !dbg !716
  %134 = extractvalue %struct.AF %133, 0, !dbg !716
  %135 = extractvalue [4 x float] %134, 0, !dbg !716
  %136 = extractvalue [4 x float] %134, 1, !dbg !716
  %137 = extractvalue [4 x float] %134, 2, !dbg !716
  %138 = extractvalue [4 x float] %134, 3, !dbg !716
    #dbg_value(float %135, !649, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !717)
    #dbg_value(float %136, !649, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !717)
    #dbg_value(float %137, !649, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !717)
    #dbg_value(float %138, !649, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !717)
  %139 = fpext float %135 to double, !dbg !718
    #dbg_value(double %139, !610, !DIExpression(), !660)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef %139), !dbg !718
    #dbg_value(i32 35, !611, !DIExpression(), !660)
  %141 = call double @llvm.fmuladd.f64(double %139, double 3.500000e+01, double %132), !dbg !718
    #dbg_value(double %141, !608, !DIExpression(), !660)
  %142 = fpext float %136 to double, !dbg !719
    #dbg_value(double %142, !610, !DIExpression(), !660)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, double noundef %142), !dbg !719
    #dbg_value(i32 36, !611, !DIExpression(), !660)
  %144 = call double @llvm.fmuladd.f64(double %142, double 3.600000e+01, double %141), !dbg !719
    #dbg_value(double %144, !608, !DIExpression(), !660)
  %145 = fpext float %137 to double, !dbg !720
    #dbg_value(double %145, !610, !DIExpression(), !660)
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, double noundef %145), !dbg !720
    #dbg_value(i32 37, !611, !DIExpression(), !660)
  %147 = call double @llvm.fmuladd.f64(double %145, double 3.700000e+01, double %144), !dbg !720
    #dbg_value(double %147, !608, !DIExpression(), !660)
  %148 = fpext float %138 to double, !dbg !721
    #dbg_value(double %148, !610, !DIExpression(), !660)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.23, double noundef %148), !dbg !721
    #dbg_value(i32 38, !611, !DIExpression(), !660)
  %150 = call double @llvm.fmuladd.f64(double %148, double 3.800000e+01, double %147), !dbg !721
    #dbg_value(double %150, !608, !DIExpression(), !660)
  %151 = call %struct.H4 @g_ret_h4([4 x half] alignstack(8) [half 0xH4200, half 0xH4480, half 0xHC540, half 0xH4600], [2 x half] alignstack(8) [half 0xH3E00, half 0xHC100]) #11, !dbg !722
  %152 = extractvalue %struct.H4 %151, 0, !dbg !722
    #dbg_value(half %152, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !723)
  %153 = extractvalue %struct.H4 %151, 1, !dbg !722
    #dbg_value(half %153, !651, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !723)
  %154 = extractvalue %struct.H4 %151, 2, !dbg !722
    #dbg_value(half %154, !651, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !723)
  %155 = extractvalue %struct.H4 %151, 3, !dbg !722
    #dbg_value(half %155, !651, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !723)
  %156 = fpext half %152 to double, !dbg !724
    #dbg_value(double %156, !610, !DIExpression(), !660)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24, double noundef %156), !dbg !724
    #dbg_value(i32 39, !611, !DIExpression(), !660)
  %158 = call double @llvm.fmuladd.f64(double %156, double 3.900000e+01, double %150), !dbg !724
    #dbg_value(double %158, !608, !DIExpression(), !660)
  %159 = fpext half %153 to double, !dbg !725
    #dbg_value(double %159, !610, !DIExpression(), !660)
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.25, double noundef %159), !dbg !725
    #dbg_value(i32 40, !611, !DIExpression(), !660)
  %161 = call double @llvm.fmuladd.f64(double %159, double 4.000000e+01, double %158), !dbg !725
    #dbg_value(double %161, !608, !DIExpression(), !660)
  %162 = fpext half %154 to double, !dbg !726
    #dbg_value(double %162, !610, !DIExpression(), !660)
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.26, double noundef %162), !dbg !726
    #dbg_value(i32 41, !611, !DIExpression(), !660)
  %164 = call double @llvm.fmuladd.f64(double %162, double 4.100000e+01, double %161), !dbg !726
    #dbg_value(double %164, !608, !DIExpression(), !660)
  %165 = fpext half %155 to double, !dbg !727
    #dbg_value(double %165, !610, !DIExpression(), !660)
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.27, double noundef %165), !dbg !727
    #dbg_value(i32 42, !611, !DIExpression(), !660)
  %167 = call double @llvm.fmuladd.f64(double %165, double 4.200000e+01, double %164), !dbg !727
    #dbg_value(double %167, !608, !DIExpression(), !660)
  %168 = call [2 x i64] @g_ret_noth([2 x i64] [i64 1067450368, i64 -4610560118520545280]) #11, !dbg !728
  %169 = extractvalue [2 x i64] %168, 0, !dbg !728
  %170 = trunc i64 %169 to i32, !dbg !728
  %171 = bitcast i32 %170 to float, !dbg !728
  %172 = extractvalue [2 x i64] %168, 1, !dbg !728
  %173 = bitcast i64 %172 to double, !dbg !728
    #dbg_value(float %171, !653, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !729)
    #dbg_value(i64 %169, !653, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !729)
    #dbg_value(double %173, !653, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !729)
  %174 = fpext float %171 to double, !dbg !730
    #dbg_value(double %174, !610, !DIExpression(), !660)
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.28, double noundef %174), !dbg !730
    #dbg_value(i32 43, !611, !DIExpression(), !660)
  %176 = call double @llvm.fmuladd.f64(double %174, double 4.300000e+01, double %167), !dbg !730
    #dbg_value(double %176, !608, !DIExpression(), !660)
    #dbg_value(double %173, !610, !DIExpression(), !660)
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, double noundef %173), !dbg !731
    #dbg_value(i32 44, !611, !DIExpression(), !660)
  %178 = call double @llvm.fmuladd.f64(double %173, double 4.400000e+01, double %176), !dbg !731
    #dbg_value(double %178, !608, !DIExpression(), !660)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11, !dbg !732
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #11, !dbg !733
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) @__const.r_drive_other.f5, i64 20, i1 false), !dbg !733, !tbaa.struct !672
  call void @g_ret_f5(ptr dead_on_unwind nonnull writable sret(%struct.F5) align 4 %2, ptr noundef nonnull %3) #11, !dbg !733
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3) #11, !dbg !733
  %179 = load float, ptr %2, align 4, !dbg !734, !tbaa !340
  %180 = fpext float %179 to double, !dbg !734
    #dbg_value(double %180, !610, !DIExpression(), !660)
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, double noundef %180), !dbg !734
    #dbg_value(i32 45, !611, !DIExpression(), !660)
  %182 = call double @llvm.fmuladd.f64(double %180, double 4.500000e+01, double %178), !dbg !734
    #dbg_value(double %182, !608, !DIExpression(), !660)
  %183 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !735
  %184 = load float, ptr %183, align 4, !dbg !735, !tbaa !340
  %185 = fpext float %184 to double, !dbg !735
    #dbg_value(double %185, !610, !DIExpression(), !660)
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.29, double noundef %185), !dbg !735
    #dbg_value(i32 46, !611, !DIExpression(), !660)
  %187 = call double @llvm.fmuladd.f64(double %185, double 4.600000e+01, double %182), !dbg !735
    #dbg_value(double %187, !608, !DIExpression(), !660)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11, !dbg !736
  %188 = call %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16) [fp128 0xL00000000000000004001A00000000000], fp128 noundef 0xL0000000000000000C000000000000000) #11, !dbg !737
  %189 = extractvalue %struct.LD1 %188, 0, !dbg !737
    #dbg_value(fp128 %189, !657, !DIExpression(), !738)
  %190 = fptrunc fp128 %189 to double, !dbg !739
    #dbg_value(double %190, !610, !DIExpression(), !660)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.30, double noundef %190), !dbg !739
    #dbg_value(i32 47, !611, !DIExpression(), !660)
  %192 = call double @llvm.fmuladd.f64(double %190, double 4.700000e+01, double %187), !dbg !739
    #dbg_value(double %192, !608, !DIExpression(), !660)
  ret double %192, !dbg !740
}

declare !dbg !741 double @g_f1234([1 x float] alignstack(8), [2 x float] alignstack(8), [3 x float] alignstack(8), [4 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !742 double @g_dmix(i32 noundef, [2 x double] alignstack(8), i64 noundef, [3 x double] alignstack(8), double noundef, [4 x double] alignstack(8), double noundef, [1 x double] alignstack(8)) local_unnamed_addr #9

declare !dbg !743 double @g_nine(double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, double noundef, float noundef, [2 x float] alignstack(8), i32 noundef, [1 x double] alignstack(8)) local_unnamed_addr #9

declare !dbg !744 double @g_many_d2([2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), [2 x double] alignstack(8), i32 noundef) local_unnamed_addr #9

declare !dbg !745 float @g_inter(i32 noundef, [3 x float] alignstack(8), i64 noundef, [2 x float] alignstack(8), i8 noundef, [4 x float] alignstack(8), i16 noundef, [1 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !746 double @g_nested([3 x float] alignstack(8), [3 x double] alignstack(8), [2 x double] alignstack(8), [1 x fp128] alignstack(16)) local_unnamed_addr #9

declare !dbg !747 double @g_halves([2 x half] alignstack(8), [4 x half] alignstack(8), half noundef, float noundef, [2 x half] alignstack(8)) local_unnamed_addr #9

declare !dbg !748 double @g_not_hfa([2 x i64], double noundef, ptr noundef, [2 x i64], i32 noundef) local_unnamed_addr #9

declare !dbg !749 %struct.F1 @g_ret_f1(float noundef) local_unnamed_addr #9

declare !dbg !750 %struct.F2 @g_ret_f2([2 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !751 %struct.F3 @g_ret_f3(i32 noundef, [3 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !752 %struct.F4 @g_ret_f4(float noundef, [4 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !753 %struct.D1 @g_ret_d1([1 x double] alignstack(8)) local_unnamed_addr #9

declare !dbg !754 %struct.D2 @g_ret_d2(double noundef, double noundef) local_unnamed_addr #9

declare !dbg !755 %struct.D3 @g_ret_d3([3 x double] alignstack(8), double noundef) local_unnamed_addr #9

declare !dbg !756 %struct.D4 @g_ret_d4([4 x double] alignstack(8), [4 x double] alignstack(8), [4 x double] alignstack(8)) local_unnamed_addr #9

declare !dbg !757 %struct.N3 @g_ret_n3([3 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !758 %struct.ND @g_ret_nd(double noundef) local_unnamed_addr #9

declare !dbg !759 %struct.AF @g_ret_af([4 x float] alignstack(8)) local_unnamed_addr #9

declare !dbg !760 %struct.H4 @g_ret_h4([4 x half] alignstack(8), [2 x half] alignstack(8)) local_unnamed_addr #9

declare !dbg !761 [2 x i64] @g_ret_noth([2 x i64]) local_unnamed_addr #9

declare !dbg !762 void @g_ret_f5(ptr dead_on_unwind writable sret(%struct.F5) align 4, ptr noundef) local_unnamed_addr #9

declare !dbg !763 %struct.LD1 @g_ret_ld1([1 x fp128] alignstack(16), fp128 noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #8 !dbg !764 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !771
  %2 = tail call double @r_drive_self(), !dbg !772
    #dbg_value(double %2, !768, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !773)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.38), !dbg !774
  %4 = tail call double @r_drive_other(), !dbg !775
    #dbg_value(double %4, !768, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !773)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.39), !dbg !776
  %6 = tail call double @g_drive_other() #11, !dbg !777
    #dbg_value(double %6, !768, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !773)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.40), !dbg !778
  %8 = tail call double @g_drive_self() #11, !dbg !779
    #dbg_value(double %8, !768, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !773)
  %9 = fcmp une double %2, %4, !dbg !780
  %10 = fcmp une double %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = fcmp une double %6, %8
  %13 = select i1 %11, i1 true, i1 %12, !dbg !781
    #dbg_value(i1 %13, !770, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !773)
  %14 = select i1 %13, ptr @.str.37, ptr @.str.36, !dbg !781
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %2, ptr noundef nonnull %14), !dbg !782
  %16 = zext i1 %13 to i32, !dbg !783
  ret i32 %16, !dbg !784
}

declare !dbg !785 double @g_drive_other() local_unnamed_addr #9

declare !dbg !786 double @g_drive_self() local_unnamed_addr #9

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

!llvm.dbg.cu = !{!122}
!llvm.module.flags = !{!142, !143, !144, !145, !146, !147, !148, !149}
!llvm.ident = !{!150}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/hfa_drive.h", directory: ".", checksumkind: CSK_MD5, checksum: "79b971c7a6a1152834a5d7022a399be7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 53)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 60)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 38)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 52)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 29)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 23)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !54, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 19)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 6)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !70, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !70, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 9)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !79, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 7)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !86, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !86, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !86, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 11)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !97, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !97, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !97, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !54, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !86, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 12)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !117, line: 27, type: !65, isLocal: true, isDefinition: true)
!117 = !DIFile(filename: "tests/run/aarch64/hfa.c", directory: ".", checksumkind: CSK_MD5, checksum: "15802a5a532f4775c63ff8babccb4b7a")
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !117, line: 27, type: !70, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !117, line: 27, type: !86, isLocal: true, isDefinition: true)
!122 = distinct !DICompileUnit(language: DW_LANG_C11, file: !117, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !123, globals: !127, splitDebugInlining: false, nameTableKind: None)
!123 = !{!124, !125, !126}
!124 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!125 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!126 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!127 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !61, !63, !68, !73, !75, !77, !82, !84, !89, !91, !93, !95, !100, !102, !104, !106, !108, !110, !128, !133, !138, !140, !115, !118, !120}
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !117, line: 18, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 16)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !117, line: 20, type: !135, isLocal: true, isDefinition: true)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 14)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !117, line: 22, type: !135, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !117, line: 24, type: !112, isLocal: true, isDefinition: true)
!142 = !{i32 7, !"Dwarf Version", i32 5}
!143 = !{i32 2, !"Debug Info Version", i32 3}
!144 = !{i32 1, !"wchar_size", i32 4}
!145 = !{i32 8, !"PIC Level", i32 2}
!146 = !{i32 7, !"PIE Level", i32 2}
!147 = !{i32 7, !"uwtable", i32 2}
!148 = !{i32 7, !"frame-pointer", i32 1}
!149 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!150 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!151 = distinct !DISubprogram(name: "r_f1234", scope: !152, file: !152, line: 35, type: !153, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !173)
!152 = !DIFile(filename: "tests/run/aarch64/hfa.h", directory: ".", checksumkind: CSK_MD5, checksum: "3389ca1dfe3a7f08e0cc0e1134c2ff23")
!153 = !DISubroutineType(types: !154)
!154 = !{!124, !155, !158, !162, !167}
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F1", file: !152, line: 10, size: 32, elements: !156)
!156 = !{!157}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !155, file: !152, line: 10, baseType: !125, size: 32)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F2", file: !152, line: 11, size: 64, elements: !159)
!159 = !{!160, !161}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !152, line: 11, baseType: !125, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !158, file: !152, line: 11, baseType: !125, size: 32, offset: 32)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F3", file: !152, line: 12, size: 96, elements: !163)
!163 = !{!164, !165, !166}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !162, file: !152, line: 12, baseType: !125, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !162, file: !152, line: 12, baseType: !125, size: 32, offset: 32)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !162, file: !152, line: 12, baseType: !125, size: 32, offset: 64)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F4", file: !152, line: 13, size: 128, elements: !168)
!168 = !{!169, !170, !171, !172}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !152, line: 13, baseType: !125, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !152, line: 13, baseType: !125, size: 32, offset: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !152, line: 13, baseType: !125, size: 32, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !167, file: !152, line: 13, baseType: !125, size: 32, offset: 96)
!173 = !{!174, !175, !176, !177}
!174 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !152, line: 35, type: !155)
!175 = !DILocalVariable(name: "b", arg: 2, scope: !151, file: !152, line: 35, type: !158)
!176 = !DILocalVariable(name: "c", arg: 3, scope: !151, file: !152, line: 35, type: !162)
!177 = !DILocalVariable(name: "d", arg: 4, scope: !151, file: !152, line: 35, type: !167)
!178 = !DILocation(line: 0, scope: !151)
!179 = !DILocation(line: 35, column: 70, scope: !151)
!180 = distinct !DISubprogram(name: "r_dmix", scope: !152, file: !152, line: 40, type: !181, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !203)
!181 = !DISubroutineType(types: !182)
!182 = !{!124, !183, !184, !188, !189, !124, !194, !124, !200}
!183 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!184 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D2", file: !152, line: 15, size: 128, elements: !185)
!185 = !{!186, !187}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !184, file: !152, line: 15, baseType: !124, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !184, file: !152, line: 15, baseType: !124, size: 64, offset: 64)
!188 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D3", file: !152, line: 16, size: 192, elements: !190)
!190 = !{!191, !192, !193}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !189, file: !152, line: 16, baseType: !124, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !189, file: !152, line: 16, baseType: !124, size: 64, offset: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !189, file: !152, line: 16, baseType: !124, size: 64, offset: 128)
!194 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D4", file: !152, line: 17, size: 256, elements: !195)
!195 = !{!196, !197, !198, !199}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !194, file: !152, line: 17, baseType: !124, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !194, file: !152, line: 17, baseType: !124, size: 64, offset: 64)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !194, file: !152, line: 17, baseType: !124, size: 64, offset: 128)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !194, file: !152, line: 17, baseType: !124, size: 64, offset: 192)
!200 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D1", file: !152, line: 14, size: 64, elements: !201)
!201 = !{!202}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !200, file: !152, line: 14, baseType: !124, size: 64)
!203 = !{!204, !205, !206, !207, !208, !209, !210, !211}
!204 = !DILocalVariable(name: "i", arg: 1, scope: !180, file: !152, line: 40, type: !183)
!205 = !DILocalVariable(name: "a", arg: 2, scope: !180, file: !152, line: 40, type: !184)
!206 = !DILocalVariable(name: "l", arg: 3, scope: !180, file: !152, line: 40, type: !188)
!207 = !DILocalVariable(name: "b", arg: 4, scope: !180, file: !152, line: 40, type: !189)
!208 = !DILocalVariable(name: "x", arg: 5, scope: !180, file: !152, line: 40, type: !124)
!209 = !DILocalVariable(name: "c", arg: 6, scope: !180, file: !152, line: 40, type: !194)
!210 = !DILocalVariable(name: "y", arg: 7, scope: !180, file: !152, line: 40, type: !124)
!211 = !DILocalVariable(name: "z", arg: 8, scope: !180, file: !152, line: 40, type: !200)
!212 = !DILocation(line: 0, scope: !180)
!213 = !DILocation(line: 40, column: 104, scope: !180)
!214 = distinct !DISubprogram(name: "r_nine", scope: !152, file: !152, line: 46, type: !215, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!124, !124, !124, !124, !124, !124, !124, !124, !124, !124, !125, !158, !183, !200}
!217 = !{!218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !152, line: 46, type: !124)
!219 = !DILocalVariable(name: "b", arg: 2, scope: !214, file: !152, line: 46, type: !124)
!220 = !DILocalVariable(name: "c", arg: 3, scope: !214, file: !152, line: 46, type: !124)
!221 = !DILocalVariable(name: "d", arg: 4, scope: !214, file: !152, line: 46, type: !124)
!222 = !DILocalVariable(name: "e", arg: 5, scope: !214, file: !152, line: 46, type: !124)
!223 = !DILocalVariable(name: "f", arg: 6, scope: !214, file: !152, line: 46, type: !124)
!224 = !DILocalVariable(name: "g", arg: 7, scope: !214, file: !152, line: 46, type: !124)
!225 = !DILocalVariable(name: "h", arg: 8, scope: !214, file: !152, line: 46, type: !124)
!226 = !DILocalVariable(name: "i", arg: 9, scope: !214, file: !152, line: 47, type: !124)
!227 = !DILocalVariable(name: "j", arg: 10, scope: !214, file: !152, line: 47, type: !125)
!228 = !DILocalVariable(name: "k", arg: 11, scope: !214, file: !152, line: 47, type: !158)
!229 = !DILocalVariable(name: "n", arg: 12, scope: !214, file: !152, line: 47, type: !183)
!230 = !DILocalVariable(name: "m", arg: 13, scope: !214, file: !152, line: 47, type: !200)
!231 = !DILocation(line: 0, scope: !214)
!232 = !DILocation(line: 47, column: 69, scope: !214)
!233 = distinct !DISubprogram(name: "r_many_d2", scope: !152, file: !152, line: 52, type: !234, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!124, !184, !184, !184, !184, !184, !184, !183}
!236 = !{!237, !238, !239, !240, !241, !242, !243}
!237 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !152, line: 52, type: !184)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !233, file: !152, line: 52, type: !184)
!239 = !DILocalVariable(name: "c", arg: 3, scope: !233, file: !152, line: 52, type: !184)
!240 = !DILocalVariable(name: "d", arg: 4, scope: !233, file: !152, line: 52, type: !184)
!241 = !DILocalVariable(name: "e", arg: 5, scope: !233, file: !152, line: 52, type: !184)
!242 = !DILocalVariable(name: "f", arg: 6, scope: !233, file: !152, line: 52, type: !184)
!243 = !DILocalVariable(name: "n", arg: 7, scope: !233, file: !152, line: 52, type: !183)
!244 = !DILocation(line: 0, scope: !233)
!245 = !DILocation(line: 52, column: 105, scope: !233)
!246 = distinct !DISubprogram(name: "r_inter", scope: !152, file: !152, line: 57, type: !247, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !254)
!247 = !DISubroutineType(types: !248)
!248 = !{!125, !183, !162, !188, !158, !4, !249, !253, !155}
!249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AF", file: !152, line: 22, size: 128, elements: !250)
!250 = !{!251}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !249, file: !152, line: 22, baseType: !252, size: 128)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 128, elements: !55)
!253 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!254 = !{!255, !256, !257, !258, !259, !260, !261, !262}
!255 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !152, line: 57, type: !183)
!256 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !152, line: 57, type: !162)
!257 = !DILocalVariable(name: "c", arg: 3, scope: !246, file: !152, line: 57, type: !188)
!258 = !DILocalVariable(name: "d", arg: 4, scope: !246, file: !152, line: 57, type: !158)
!259 = !DILocalVariable(name: "e", arg: 5, scope: !246, file: !152, line: 57, type: !4)
!260 = !DILocalVariable(name: "f", arg: 6, scope: !246, file: !152, line: 57, type: !249)
!261 = !DILocalVariable(name: "g", arg: 7, scope: !246, file: !152, line: 57, type: !253)
!262 = !DILocalVariable(name: "h", arg: 8, scope: !246, file: !152, line: 57, type: !155)
!263 = !DILocation(line: 0, scope: !246)
!264 = !DILocation(line: 57, column: 101, scope: !246)
!265 = distinct !DISubprogram(name: "r_nested", scope: !152, file: !152, line: 62, type: !266, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !290)
!266 = !DISubroutineType(types: !267)
!267 = !{!124, !268, !272, !282, !286}
!268 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "N3", file: !152, line: 20, size: 96, elements: !269)
!269 = !{!270, !271}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !268, file: !152, line: 20, baseType: !158, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !268, file: !152, line: 20, baseType: !125, size: 32, offset: 64)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ND", file: !152, line: 21, size: 192, elements: !273)
!273 = !{!274, !278}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !272, file: !152, line: 21, baseType: !275, size: 64)
!275 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !272, file: !152, line: 21, size: 64, elements: !276)
!276 = !{!277}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !275, file: !152, line: 21, baseType: !124, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !272, file: !152, line: 21, baseType: !279, size: 128, offset: 64)
!279 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 128, elements: !280)
!280 = !{!281}
!281 = !DISubrange(count: 2)
!282 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AD2", file: !152, line: 23, size: 128, elements: !283)
!283 = !{!284}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !282, file: !152, line: 23, baseType: !285, size: 128)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 128, elements: !280)
!286 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LD1", file: !152, line: 26, size: 128, elements: !287)
!287 = !{!288}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !286, file: !152, line: 26, baseType: !289, size: 128)
!289 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!290 = !{!291, !292, !293, !294}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !152, line: 62, type: !268)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !152, line: 62, type: !272)
!293 = !DILocalVariable(name: "c", arg: 3, scope: !265, file: !152, line: 62, type: !282)
!294 = !DILocalVariable(name: "q", arg: 4, scope: !265, file: !152, line: 62, type: !286)
!295 = !DILocation(line: 0, scope: !265)
!296 = !DILocation(line: 62, column: 73, scope: !265)
!297 = distinct !DISubprogram(name: "r_halves", scope: !152, file: !152, line: 68, type: !298, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !311)
!298 = !DISubroutineType(types: !299)
!299 = !{!124, !300, !305, !126, !125, !300}
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "H2", file: !152, line: 18, size: 32, elements: !301)
!301 = !{!302, !304}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !300, file: !152, line: 18, baseType: !303, size: 16)
!303 = !DIBasicType(name: "__fp16", size: 16, encoding: DW_ATE_float)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !300, file: !152, line: 18, baseType: !303, size: 16, offset: 16)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "H4", file: !152, line: 19, size: 64, elements: !306)
!306 = !{!307, !308, !309, !310}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !305, file: !152, line: 19, baseType: !126, size: 16)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !305, file: !152, line: 19, baseType: !126, size: 16, offset: 16)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !305, file: !152, line: 19, baseType: !126, size: 16, offset: 32)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !305, file: !152, line: 19, baseType: !126, size: 16, offset: 48)
!311 = !{!312, !313, !314, !315, !316}
!312 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !152, line: 68, type: !300)
!313 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !152, line: 68, type: !305)
!314 = !DILocalVariable(name: "c", arg: 3, scope: !297, file: !152, line: 68, type: !126)
!315 = !DILocalVariable(name: "d", arg: 4, scope: !297, file: !152, line: 68, type: !125)
!316 = !DILocalVariable(name: "e", arg: 5, scope: !297, file: !152, line: 68, type: !300)
!317 = !DILocation(line: 0, scope: !297)
!318 = !DILocation(line: 68, column: 79, scope: !297)
!319 = distinct !DISubprogram(name: "r_not_hfa", scope: !152, file: !152, line: 73, type: !320, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !332)
!320 = !DISubroutineType(types: !321)
!321 = !{!124, !322, !124, !326, !322, !183}
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NotH", file: !152, line: 24, size: 128, elements: !323)
!323 = !{!324, !325}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !322, file: !152, line: 24, baseType: !125, size: 32)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !322, file: !152, line: 24, baseType: !124, size: 64, offset: 64)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F5", file: !152, line: 25, size: 160, elements: !327)
!327 = !{!328}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !326, file: !152, line: 25, baseType: !329, size: 160)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 160, elements: !330)
!330 = !{!331}
!331 = !DISubrange(count: 5)
!332 = !{!333, !334, !335, !336, !337}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !152, line: 73, type: !322)
!334 = !DILocalVariable(name: "x", arg: 2, scope: !319, file: !152, line: 73, type: !124)
!335 = !DILocalVariable(name: "b", arg: 3, scope: !319, file: !152, line: 73, type: !326)
!336 = !DILocalVariable(name: "c", arg: 4, scope: !319, file: !152, line: 73, type: !322)
!337 = !DILocalVariable(name: "n", arg: 5, scope: !319, file: !152, line: 73, type: !183)
!338 = !DILocation(line: 0, scope: !319)
!339 = !DILocation(line: 73, column: 80, scope: !319)
!340 = !{!341, !341, i64 0}
!341 = !{!"float", !342, i64 0}
!342 = !{!"omnipotent char", !343, i64 0}
!343 = !{!"Simple C/C++ TBAA"}
!344 = distinct !DISubprogram(name: "r_ret_f1", scope: !152, file: !152, line: 79, type: !345, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{!155, !125}
!347 = !{!348, !349}
!348 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !152, line: 79, type: !125)
!349 = !DILocalVariable(name: "r", scope: !344, file: !152, line: 79, type: !155)
!350 = !DILocation(line: 0, scope: !344)
!351 = !DILocation(line: 79, column: 31, scope: !344)
!352 = distinct !DISubprogram(name: "r_ret_f2", scope: !152, file: !152, line: 80, type: !353, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!158, !158}
!355 = !{!356, !357}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !352, file: !152, line: 80, type: !158)
!357 = !DILocalVariable(name: "r", scope: !352, file: !152, line: 80, type: !158)
!358 = !DILocation(line: 0, scope: !352)
!359 = !DILocation(line: 80, column: 35, scope: !352)
!360 = distinct !DISubprogram(name: "r_ret_f3", scope: !152, file: !152, line: 81, type: !361, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!162, !183, !162}
!363 = !{!364, !365, !366}
!364 = !DILocalVariable(name: "k", arg: 1, scope: !360, file: !152, line: 81, type: !183)
!365 = !DILocalVariable(name: "a", arg: 2, scope: !360, file: !152, line: 81, type: !162)
!366 = !DILocalVariable(name: "r", scope: !360, file: !152, line: 81, type: !162)
!367 = !DILocation(line: 0, scope: !360)
!368 = !DILocation(line: 81, column: 42, scope: !360)
!369 = distinct !DISubprogram(name: "r_ret_f4", scope: !152, file: !152, line: 82, type: !370, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !372)
!370 = !DISubroutineType(types: !371)
!371 = !{!167, !125, !167}
!372 = !{!373, !374, !375}
!373 = !DILocalVariable(name: "s", arg: 1, scope: !369, file: !152, line: 82, type: !125)
!374 = !DILocalVariable(name: "a", arg: 2, scope: !369, file: !152, line: 82, type: !167)
!375 = !DILocalVariable(name: "r", scope: !369, file: !152, line: 82, type: !167)
!376 = !DILocation(line: 0, scope: !369)
!377 = !DILocation(line: 82, column: 44, scope: !369)
!378 = distinct !DISubprogram(name: "r_ret_d1", scope: !152, file: !152, line: 83, type: !379, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !381)
!379 = !DISubroutineType(types: !380)
!380 = !{!200, !200}
!381 = !{!382, !383}
!382 = !DILocalVariable(name: "a", arg: 1, scope: !378, file: !152, line: 83, type: !200)
!383 = !DILocalVariable(name: "r", scope: !378, file: !152, line: 83, type: !200)
!384 = !DILocation(line: 0, scope: !378)
!385 = !DILocation(line: 83, column: 35, scope: !378)
!386 = distinct !DISubprogram(name: "r_ret_d2", scope: !152, file: !152, line: 84, type: !387, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !389)
!387 = !DISubroutineType(types: !388)
!388 = !{!184, !124, !124}
!389 = !{!390, !391, !392}
!390 = !DILocalVariable(name: "a", arg: 1, scope: !386, file: !152, line: 84, type: !124)
!391 = !DILocalVariable(name: "b", arg: 2, scope: !386, file: !152, line: 84, type: !124)
!392 = !DILocalVariable(name: "r", scope: !386, file: !152, line: 84, type: !184)
!393 = !DILocation(line: 0, scope: !386)
!394 = !DILocation(line: 84, column: 42, scope: !386)
!395 = distinct !DISubprogram(name: "r_ret_d3", scope: !152, file: !152, line: 85, type: !396, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{!189, !189, !124}
!398 = !{!399, !400, !401}
!399 = !DILocalVariable(name: "a", arg: 1, scope: !395, file: !152, line: 85, type: !189)
!400 = !DILocalVariable(name: "k", arg: 2, scope: !395, file: !152, line: 85, type: !124)
!401 = !DILocalVariable(name: "r", scope: !395, file: !152, line: 85, type: !189)
!402 = !DILocation(line: 0, scope: !395)
!403 = !DILocation(line: 85, column: 45, scope: !395)
!404 = distinct !DISubprogram(name: "r_ret_d4", scope: !152, file: !152, line: 86, type: !405, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !407)
!405 = !DISubroutineType(types: !406)
!406 = !{!194, !194, !194, !194}
!407 = !{!408, !409, !410, !411}
!408 = !DILocalVariable(name: "a", arg: 1, scope: !404, file: !152, line: 86, type: !194)
!409 = !DILocalVariable(name: "b", arg: 2, scope: !404, file: !152, line: 86, type: !194)
!410 = !DILocalVariable(name: "c", arg: 3, scope: !404, file: !152, line: 86, type: !194)
!411 = !DILocalVariable(name: "r", scope: !404, file: !152, line: 86, type: !194)
!412 = !DILocation(line: 0, scope: !404)
!413 = !DILocation(line: 86, column: 61, scope: !404)
!414 = distinct !DISubprogram(name: "r_ret_n3", scope: !152, file: !152, line: 91, type: !415, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !417)
!415 = !DISubroutineType(types: !416)
!416 = !{!268, !268}
!417 = !{!418, !419}
!418 = !DILocalVariable(name: "a", arg: 1, scope: !414, file: !152, line: 91, type: !268)
!419 = !DILocalVariable(name: "r", scope: !414, file: !152, line: 91, type: !268)
!420 = !DILocation(line: 0, scope: !414)
!421 = !DILocation(line: 91, column: 35, scope: !414)
!422 = distinct !DISubprogram(name: "r_ret_nd", scope: !152, file: !152, line: 92, type: !423, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!272, !124}
!425 = !{!426, !427}
!426 = !DILocalVariable(name: "x", arg: 1, scope: !422, file: !152, line: 92, type: !124)
!427 = !DILocalVariable(name: "r", scope: !422, file: !152, line: 92, type: !272)
!428 = !DILocation(line: 0, scope: !422)
!429 = !DILocation(line: 92, column: 32, scope: !422)
!430 = distinct !DISubprogram(name: "r_ret_af", scope: !152, file: !152, line: 93, type: !431, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !433)
!431 = !DISubroutineType(types: !432)
!432 = !{!249, !249}
!433 = !{!434, !435, !436}
!434 = !DILocalVariable(name: "a", arg: 1, scope: !430, file: !152, line: 93, type: !249)
!435 = !DILocalVariable(name: "r", scope: !430, file: !152, line: 93, type: !249)
!436 = !DILocalVariable(name: "i", scope: !437, file: !152, line: 93, type: !183)
!437 = distinct !DILexicalBlock(scope: !430, file: !152, line: 93, column: 35)
!438 = !DILocation(line: 0, scope: !430)
!439 = !DILocation(line: 0, scope: !437)
!440 = !DILocation(line: 93, column: 35, scope: !441)
!441 = distinct !DILexicalBlock(scope: !437, file: !152, line: 93, column: 35)
!442 = !DILocation(line: 93, column: 35, scope: !430)
!443 = distinct !DISubprogram(name: "r_ret_h4", scope: !152, file: !152, line: 94, type: !444, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{!305, !305, !300}
!446 = !{!447, !448, !449}
!447 = !DILocalVariable(name: "a", arg: 1, scope: !443, file: !152, line: 94, type: !305)
!448 = !DILocalVariable(name: "b", arg: 2, scope: !443, file: !152, line: 94, type: !300)
!449 = !DILocalVariable(name: "r", scope: !443, file: !152, line: 94, type: !305)
!450 = !DILocation(line: 0, scope: !443)
!451 = !DILocation(line: 94, column: 48, scope: !443)
!452 = distinct !DISubprogram(name: "r_ret_noth", scope: !152, file: !152, line: 97, type: !453, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{!322, !322}
!455 = !{!456, !457}
!456 = !DILocalVariable(name: "a", arg: 1, scope: !452, file: !152, line: 97, type: !322)
!457 = !DILocalVariable(name: "r", scope: !452, file: !152, line: 97, type: !322)
!458 = !DILocation(line: 0, scope: !452)
!459 = !DILocation(line: 97, column: 41, scope: !452)
!460 = distinct !DISubprogram(name: "r_ret_f5", scope: !152, file: !152, line: 98, type: !461, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{!326, !326}
!463 = !{!464, !465, !466}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !152, line: 98, type: !326)
!465 = !DILocalVariable(name: "r", scope: !460, file: !152, line: 98, type: !326)
!466 = !DILocalVariable(name: "i", scope: !467, file: !152, line: 98, type: !183)
!467 = distinct !DILexicalBlock(scope: !460, file: !152, line: 98, column: 35)
!468 = !DILocation(line: 0, scope: !460)
!469 = !DILocation(line: 98, column: 35, scope: !460)
!470 = !DILocation(line: 0, scope: !467)
!471 = !DILocation(line: 98, column: 35, scope: !472)
!472 = distinct !DILexicalBlock(scope: !467, file: !152, line: 98, column: 35)
!473 = distinct !DISubprogram(name: "r_ret_ld1", scope: !152, file: !152, line: 99, type: !474, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !476)
!474 = !DISubroutineType(types: !475)
!475 = !{!286, !286, !289}
!476 = !{!477, !478, !479}
!477 = !DILocalVariable(name: "a", arg: 1, scope: !473, file: !152, line: 99, type: !286)
!478 = !DILocalVariable(name: "b", arg: 2, scope: !473, file: !152, line: 99, type: !289)
!479 = !DILocalVariable(name: "r", scope: !473, file: !152, line: 99, type: !286)
!480 = !DILocation(line: 0, scope: !473)
!481 = !DILocation(line: 99, column: 53, scope: !473)
!482 = distinct !DISubprogram(name: "r_drive_self", scope: !152, file: !152, line: 106, type: !483, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !485)
!483 = !DISubroutineType(types: !484)
!484 = !{!124}
!485 = !{!486, !488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498, !499, !500, !501, !502, !503, !504, !505, !506, !507, !508, !509, !510, !511, !513, !515, !517, !519, !521, !523, !525, !527, !529, !531, !533, !535}
!486 = !DILocalVariable(name: "t", scope: !487, file: !2, line: 4, type: !124)
!487 = !DILexicalBlockFile(scope: !482, file: !2, discriminator: 0)
!488 = !DILocalVariable(name: "v", scope: !487, file: !2, line: 4, type: !124)
!489 = !DILocalVariable(name: "k", scope: !487, file: !2, line: 5, type: !183)
!490 = !DILocalVariable(name: "f1", scope: !487, file: !2, line: 7, type: !155)
!491 = !DILocalVariable(name: "f2", scope: !487, file: !2, line: 8, type: !158)
!492 = !DILocalVariable(name: "f3", scope: !487, file: !2, line: 9, type: !162)
!493 = !DILocalVariable(name: "f4", scope: !487, file: !2, line: 10, type: !167)
!494 = !DILocalVariable(name: "d2", scope: !487, file: !2, line: 11, type: !184)
!495 = !DILocalVariable(name: "d3", scope: !487, file: !2, line: 12, type: !189)
!496 = !DILocalVariable(name: "d4", scope: !487, file: !2, line: 13, type: !194)
!497 = !DILocalVariable(name: "d1", scope: !487, file: !2, line: 14, type: !200)
!498 = !DILocalVariable(name: "e", scope: !487, file: !2, line: 18, type: !184)
!499 = !DILocalVariable(name: "f", scope: !487, file: !2, line: 18, type: !184)
!500 = !DILocalVariable(name: "af", scope: !487, file: !2, line: 20, type: !249)
!501 = !DILocalVariable(name: "n3", scope: !487, file: !2, line: 22, type: !268)
!502 = !DILocalVariable(name: "nd", scope: !487, file: !2, line: 23, type: !272)
!503 = !DILocalVariable(name: "ad2", scope: !487, file: !2, line: 24, type: !282)
!504 = !DILocalVariable(name: "q", scope: !487, file: !2, line: 25, type: !286)
!505 = !DILocalVariable(name: "h2", scope: !487, file: !2, line: 27, type: !300)
!506 = !DILocalVariable(name: "h2b", scope: !487, file: !2, line: 27, type: !300)
!507 = !DILocalVariable(name: "h4", scope: !487, file: !2, line: 28, type: !305)
!508 = !DILocalVariable(name: "nh", scope: !487, file: !2, line: 30, type: !322)
!509 = !DILocalVariable(name: "nh2", scope: !487, file: !2, line: 30, type: !322)
!510 = !DILocalVariable(name: "f5", scope: !487, file: !2, line: 31, type: !326)
!511 = !DILocalVariable(name: "r", scope: !512, file: !2, line: 34, type: !158)
!512 = distinct !DILexicalBlock(scope: !487, file: !2, line: 34, column: 3)
!513 = !DILocalVariable(name: "r", scope: !514, file: !2, line: 35, type: !162)
!514 = distinct !DILexicalBlock(scope: !487, file: !2, line: 35, column: 3)
!515 = !DILocalVariable(name: "r", scope: !516, file: !2, line: 36, type: !167)
!516 = distinct !DILexicalBlock(scope: !487, file: !2, line: 36, column: 3)
!517 = !DILocalVariable(name: "r", scope: !518, file: !2, line: 38, type: !184)
!518 = distinct !DILexicalBlock(scope: !487, file: !2, line: 38, column: 3)
!519 = !DILocalVariable(name: "r", scope: !520, file: !2, line: 39, type: !189)
!520 = distinct !DILexicalBlock(scope: !487, file: !2, line: 39, column: 3)
!521 = !DILocalVariable(name: "r", scope: !522, file: !2, line: 40, type: !194)
!522 = distinct !DILexicalBlock(scope: !487, file: !2, line: 40, column: 3)
!523 = !DILocalVariable(name: "r", scope: !524, file: !2, line: 41, type: !268)
!524 = distinct !DILexicalBlock(scope: !487, file: !2, line: 41, column: 3)
!525 = !DILocalVariable(name: "r", scope: !526, file: !2, line: 42, type: !272)
!526 = distinct !DILexicalBlock(scope: !487, file: !2, line: 42, column: 3)
!527 = !DILocalVariable(name: "r", scope: !528, file: !2, line: 43, type: !249)
!528 = distinct !DILexicalBlock(scope: !487, file: !2, line: 43, column: 3)
!529 = !DILocalVariable(name: "r", scope: !530, file: !2, line: 44, type: !305)
!530 = distinct !DILexicalBlock(scope: !487, file: !2, line: 44, column: 3)
!531 = !DILocalVariable(name: "r", scope: !532, file: !2, line: 45, type: !322)
!532 = distinct !DILexicalBlock(scope: !487, file: !2, line: 45, column: 3)
!533 = !DILocalVariable(name: "r", scope: !534, file: !2, line: 46, type: !326)
!534 = distinct !DILexicalBlock(scope: !487, file: !2, line: 46, column: 3)
!535 = !DILocalVariable(name: "r", scope: !536, file: !2, line: 47, type: !286)
!536 = distinct !DILexicalBlock(scope: !487, file: !2, line: 47, column: 3)
!537 = !DILocation(line: 0, scope: !487)
!538 = !DILocation(line: 15, column: 3, scope: !487)
!539 = !DILocation(line: 16, column: 3, scope: !487)
!540 = !DILocation(line: 17, column: 3, scope: !487)
!541 = !DILocation(line: 19, column: 3, scope: !487)
!542 = !DILocation(line: 21, column: 3, scope: !487)
!543 = !DILocation(line: 26, column: 3, scope: !487)
!544 = !DILocation(line: 29, column: 3, scope: !487)
!545 = !DILocation(line: 32, column: 3, scope: !487)
!546 = !DILocation(line: 33, column: 3, scope: !487)
!547 = !DILocation(line: 0, scope: !512)
!548 = !DILocation(line: 34, column: 37, scope: !512)
!549 = !DILocation(line: 34, column: 45, scope: !512)
!550 = !DILocation(line: 0, scope: !514)
!551 = !DILocation(line: 35, column: 40, scope: !514)
!552 = !DILocation(line: 35, column: 48, scope: !514)
!553 = !DILocation(line: 35, column: 56, scope: !514)
!554 = !DILocation(line: 0, scope: !516)
!555 = !DILocation(line: 36, column: 43, scope: !516)
!556 = !DILocation(line: 36, column: 51, scope: !516)
!557 = !DILocation(line: 36, column: 59, scope: !516)
!558 = !DILocation(line: 36, column: 67, scope: !516)
!559 = !DILocation(line: 37, column: 3, scope: !487)
!560 = !DILocation(line: 0, scope: !518)
!561 = !DILocation(line: 38, column: 45, scope: !518)
!562 = !DILocation(line: 38, column: 53, scope: !518)
!563 = !DILocation(line: 0, scope: !520)
!564 = !DILocation(line: 39, column: 41, scope: !520)
!565 = !DILocation(line: 39, column: 49, scope: !520)
!566 = !DILocation(line: 39, column: 57, scope: !520)
!567 = !DILocation(line: 0, scope: !522)
!568 = !DILocation(line: 40, column: 45, scope: !522)
!569 = !DILocation(line: 40, column: 53, scope: !522)
!570 = !DILocation(line: 40, column: 61, scope: !522)
!571 = !DILocation(line: 40, column: 69, scope: !522)
!572 = !DILocation(line: 0, scope: !524)
!573 = !DILocation(line: 41, column: 37, scope: !524)
!574 = !DILocation(line: 41, column: 47, scope: !524)
!575 = !DILocation(line: 41, column: 57, scope: !524)
!576 = !DILocation(line: 0, scope: !526)
!577 = !DILocation(line: 42, column: 37, scope: !526)
!578 = !DILocation(line: 42, column: 47, scope: !526)
!579 = !DILocation(line: 42, column: 60, scope: !526)
!580 = !DILocation(line: 0, scope: !528)
!581 = !DILocation(line: 43, column: 37, scope: !528)
!582 = !DILocation(line: 43, column: 48, scope: !528)
!583 = !DILocation(line: 43, column: 59, scope: !528)
!584 = !DILocation(line: 43, column: 70, scope: !528)
!585 = !DILocation(line: 0, scope: !530)
!586 = !DILocation(line: 44, column: 41, scope: !530)
!587 = !DILocation(line: 44, column: 56, scope: !530)
!588 = !DILocation(line: 44, column: 71, scope: !530)
!589 = !DILocation(line: 44, column: 86, scope: !530)
!590 = !DILocation(line: 0, scope: !532)
!591 = !DILocation(line: 45, column: 41, scope: !532)
!592 = !DILocation(line: 45, column: 49, scope: !532)
!593 = !DILocation(line: 0, scope: !534)
!594 = !DILocation(line: 46, column: 37, scope: !534)
!595 = !DILocation(line: 46, column: 48, scope: !534)
!596 = !DILocation(line: 0, scope: !536)
!597 = !DILocation(line: 47, column: 45, scope: !536)
!598 = !DILocation(line: 49, column: 3, scope: !487)
!599 = !DISubprogram(name: "printf", scope: !600, file: !600, line: 356, type: !601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!601 = !DISubroutineType(types: !602)
!602 = !{!183, !603, null}
!603 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !604)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!605 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!606 = distinct !DISubprogram(name: "r_drive_other", scope: !152, file: !152, line: 110, type: !483, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !607)
!607 = !{!608, !610, !611, !612, !613, !614, !615, !616, !617, !618, !619, !620, !621, !622, !623, !624, !625, !626, !627, !628, !629, !630, !631, !632, !633, !635, !637, !639, !641, !643, !645, !647, !649, !651, !653, !655, !657}
!608 = !DILocalVariable(name: "t", scope: !609, file: !2, line: 4, type: !124)
!609 = !DILexicalBlockFile(scope: !606, file: !2, discriminator: 0)
!610 = !DILocalVariable(name: "v", scope: !609, file: !2, line: 4, type: !124)
!611 = !DILocalVariable(name: "k", scope: !609, file: !2, line: 5, type: !183)
!612 = !DILocalVariable(name: "f1", scope: !609, file: !2, line: 7, type: !155)
!613 = !DILocalVariable(name: "f2", scope: !609, file: !2, line: 8, type: !158)
!614 = !DILocalVariable(name: "f3", scope: !609, file: !2, line: 9, type: !162)
!615 = !DILocalVariable(name: "f4", scope: !609, file: !2, line: 10, type: !167)
!616 = !DILocalVariable(name: "d2", scope: !609, file: !2, line: 11, type: !184)
!617 = !DILocalVariable(name: "d3", scope: !609, file: !2, line: 12, type: !189)
!618 = !DILocalVariable(name: "d4", scope: !609, file: !2, line: 13, type: !194)
!619 = !DILocalVariable(name: "d1", scope: !609, file: !2, line: 14, type: !200)
!620 = !DILocalVariable(name: "e", scope: !609, file: !2, line: 18, type: !184)
!621 = !DILocalVariable(name: "f", scope: !609, file: !2, line: 18, type: !184)
!622 = !DILocalVariable(name: "af", scope: !609, file: !2, line: 20, type: !249)
!623 = !DILocalVariable(name: "n3", scope: !609, file: !2, line: 22, type: !268)
!624 = !DILocalVariable(name: "nd", scope: !609, file: !2, line: 23, type: !272)
!625 = !DILocalVariable(name: "ad2", scope: !609, file: !2, line: 24, type: !282)
!626 = !DILocalVariable(name: "q", scope: !609, file: !2, line: 25, type: !286)
!627 = !DILocalVariable(name: "h2", scope: !609, file: !2, line: 27, type: !300)
!628 = !DILocalVariable(name: "h2b", scope: !609, file: !2, line: 27, type: !300)
!629 = !DILocalVariable(name: "h4", scope: !609, file: !2, line: 28, type: !305)
!630 = !DILocalVariable(name: "nh", scope: !609, file: !2, line: 30, type: !322)
!631 = !DILocalVariable(name: "nh2", scope: !609, file: !2, line: 30, type: !322)
!632 = !DILocalVariable(name: "f5", scope: !609, file: !2, line: 31, type: !326)
!633 = !DILocalVariable(name: "r", scope: !634, file: !2, line: 34, type: !158)
!634 = distinct !DILexicalBlock(scope: !609, file: !2, line: 34, column: 3)
!635 = !DILocalVariable(name: "r", scope: !636, file: !2, line: 35, type: !162)
!636 = distinct !DILexicalBlock(scope: !609, file: !2, line: 35, column: 3)
!637 = !DILocalVariable(name: "r", scope: !638, file: !2, line: 36, type: !167)
!638 = distinct !DILexicalBlock(scope: !609, file: !2, line: 36, column: 3)
!639 = !DILocalVariable(name: "r", scope: !640, file: !2, line: 38, type: !184)
!640 = distinct !DILexicalBlock(scope: !609, file: !2, line: 38, column: 3)
!641 = !DILocalVariable(name: "r", scope: !642, file: !2, line: 39, type: !189)
!642 = distinct !DILexicalBlock(scope: !609, file: !2, line: 39, column: 3)
!643 = !DILocalVariable(name: "r", scope: !644, file: !2, line: 40, type: !194)
!644 = distinct !DILexicalBlock(scope: !609, file: !2, line: 40, column: 3)
!645 = !DILocalVariable(name: "r", scope: !646, file: !2, line: 41, type: !268)
!646 = distinct !DILexicalBlock(scope: !609, file: !2, line: 41, column: 3)
!647 = !DILocalVariable(name: "r", scope: !648, file: !2, line: 42, type: !272)
!648 = distinct !DILexicalBlock(scope: !609, file: !2, line: 42, column: 3)
!649 = !DILocalVariable(name: "r", scope: !650, file: !2, line: 43, type: !249)
!650 = distinct !DILexicalBlock(scope: !609, file: !2, line: 43, column: 3)
!651 = !DILocalVariable(name: "r", scope: !652, file: !2, line: 44, type: !305)
!652 = distinct !DILexicalBlock(scope: !609, file: !2, line: 44, column: 3)
!653 = !DILocalVariable(name: "r", scope: !654, file: !2, line: 45, type: !322)
!654 = distinct !DILexicalBlock(scope: !609, file: !2, line: 45, column: 3)
!655 = !DILocalVariable(name: "r", scope: !656, file: !2, line: 46, type: !326)
!656 = distinct !DILexicalBlock(scope: !609, file: !2, line: 46, column: 3)
!657 = !DILocalVariable(name: "r", scope: !658, file: !2, line: 47, type: !286)
!658 = distinct !DILexicalBlock(scope: !609, file: !2, line: 47, column: 3)
!659 = distinct !DIAssignID()
!660 = !DILocation(line: 0, scope: !609)
!661 = distinct !DIAssignID()
!662 = !DILocation(line: 0, scope: !656)
!663 = !DILocation(line: 15, column: 3, scope: !609)
!664 = !DILocation(line: 16, column: 3, scope: !609)
!665 = !DILocation(line: 17, column: 3, scope: !609)
!666 = !DILocation(line: 19, column: 3, scope: !609)
!667 = !DILocation(line: 21, column: 3, scope: !609)
!668 = !DILocation(line: 26, column: 3, scope: !609)
!669 = !DILocation(line: 29, column: 3, scope: !609)
!670 = distinct !DIAssignID()
!671 = !DILocation(line: 32, column: 3, scope: !609)
!672 = !{i64 0, i64 20, !673}
!673 = !{!342, !342, i64 0}
!674 = !DILocation(line: 33, column: 3, scope: !609)
!675 = !DILocation(line: 34, column: 19, scope: !634)
!676 = !DILocation(line: 0, scope: !634)
!677 = !DILocation(line: 34, column: 37, scope: !634)
!678 = !DILocation(line: 34, column: 45, scope: !634)
!679 = !DILocation(line: 35, column: 19, scope: !636)
!680 = !DILocation(line: 0, scope: !636)
!681 = !DILocation(line: 35, column: 40, scope: !636)
!682 = !DILocation(line: 35, column: 48, scope: !636)
!683 = !DILocation(line: 35, column: 56, scope: !636)
!684 = !DILocation(line: 36, column: 19, scope: !638)
!685 = !DILocation(line: 0, scope: !638)
!686 = !DILocation(line: 36, column: 43, scope: !638)
!687 = !DILocation(line: 36, column: 51, scope: !638)
!688 = !DILocation(line: 36, column: 59, scope: !638)
!689 = !DILocation(line: 36, column: 67, scope: !638)
!690 = !DILocation(line: 37, column: 3, scope: !609)
!691 = !DILocation(line: 38, column: 19, scope: !640)
!692 = !DILocation(line: 0, scope: !640)
!693 = !DILocation(line: 38, column: 45, scope: !640)
!694 = !DILocation(line: 38, column: 53, scope: !640)
!695 = !DILocation(line: 39, column: 19, scope: !642)
!696 = !DILocation(line: 0, scope: !642)
!697 = !DILocation(line: 39, column: 41, scope: !642)
!698 = !DILocation(line: 39, column: 49, scope: !642)
!699 = !DILocation(line: 39, column: 57, scope: !642)
!700 = !DILocation(line: 40, column: 19, scope: !644)
!701 = !DILocation(line: 0, scope: !644)
!702 = !DILocation(line: 40, column: 45, scope: !644)
!703 = !DILocation(line: 40, column: 53, scope: !644)
!704 = !DILocation(line: 40, column: 61, scope: !644)
!705 = !DILocation(line: 40, column: 69, scope: !644)
!706 = !DILocation(line: 41, column: 19, scope: !646)
!707 = !DILocation(line: 0, scope: !646)
!708 = !DILocation(line: 41, column: 37, scope: !646)
!709 = !DILocation(line: 41, column: 47, scope: !646)
!710 = !DILocation(line: 41, column: 57, scope: !646)
!711 = !DILocation(line: 42, column: 19, scope: !648)
!712 = !DILocation(line: 0, scope: !648)
!713 = !DILocation(line: 42, column: 37, scope: !648)
!714 = !DILocation(line: 42, column: 47, scope: !648)
!715 = !DILocation(line: 42, column: 60, scope: !648)
!716 = !DILocation(line: 43, column: 19, scope: !650)
!717 = !DILocation(line: 0, scope: !650)
!718 = !DILocation(line: 43, column: 37, scope: !650)
!719 = !DILocation(line: 43, column: 48, scope: !650)
!720 = !DILocation(line: 43, column: 59, scope: !650)
!721 = !DILocation(line: 43, column: 70, scope: !650)
!722 = !DILocation(line: 44, column: 19, scope: !652)
!723 = !DILocation(line: 0, scope: !652)
!724 = !DILocation(line: 44, column: 41, scope: !652)
!725 = !DILocation(line: 44, column: 56, scope: !652)
!726 = !DILocation(line: 44, column: 71, scope: !652)
!727 = !DILocation(line: 44, column: 86, scope: !652)
!728 = !DILocation(line: 45, column: 21, scope: !654)
!729 = !DILocation(line: 0, scope: !654)
!730 = !DILocation(line: 45, column: 41, scope: !654)
!731 = !DILocation(line: 45, column: 49, scope: !654)
!732 = !DILocation(line: 46, column: 5, scope: !656)
!733 = !DILocation(line: 46, column: 19, scope: !656)
!734 = !DILocation(line: 46, column: 37, scope: !656)
!735 = !DILocation(line: 46, column: 48, scope: !656)
!736 = !DILocation(line: 46, column: 59, scope: !609)
!737 = !DILocation(line: 47, column: 20, scope: !658)
!738 = !DILocation(line: 0, scope: !658)
!739 = !DILocation(line: 47, column: 45, scope: !658)
!740 = !DILocation(line: 49, column: 3, scope: !609)
!741 = !DISubprogram(name: "g_f1234", scope: !152, file: !152, line: 35, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubprogram(name: "g_dmix", scope: !152, file: !152, line: 40, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubprogram(name: "g_nine", scope: !152, file: !152, line: 46, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubprogram(name: "g_many_d2", scope: !152, file: !152, line: 52, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubprogram(name: "g_inter", scope: !152, file: !152, line: 57, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubprogram(name: "g_nested", scope: !152, file: !152, line: 62, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubprogram(name: "g_halves", scope: !152, file: !152, line: 68, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubprogram(name: "g_not_hfa", scope: !152, file: !152, line: 73, type: !320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubprogram(name: "g_ret_f1", scope: !152, file: !152, line: 79, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DISubprogram(name: "g_ret_f2", scope: !152, file: !152, line: 80, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubprogram(name: "g_ret_f3", scope: !152, file: !152, line: 81, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubprogram(name: "g_ret_f4", scope: !152, file: !152, line: 82, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubprogram(name: "g_ret_d1", scope: !152, file: !152, line: 83, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!754 = !DISubprogram(name: "g_ret_d2", scope: !152, file: !152, line: 84, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubprogram(name: "g_ret_d3", scope: !152, file: !152, line: 85, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubprogram(name: "g_ret_d4", scope: !152, file: !152, line: 86, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!757 = !DISubprogram(name: "g_ret_n3", scope: !152, file: !152, line: 91, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!758 = !DISubprogram(name: "g_ret_nd", scope: !152, file: !152, line: 92, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubprogram(name: "g_ret_af", scope: !152, file: !152, line: 93, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubprogram(name: "g_ret_h4", scope: !152, file: !152, line: 94, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubprogram(name: "g_ret_noth", scope: !152, file: !152, line: 97, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubprogram(name: "g_ret_f5", scope: !152, file: !152, line: 98, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DISubprogram(name: "g_ret_ld1", scope: !152, file: !152, line: 99, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = distinct !DISubprogram(name: "main", scope: !117, file: !117, line: 16, type: !765, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !122, retainedNodes: !767)
!765 = !DISubroutineType(types: !766)
!766 = !{!183}
!767 = !{!768, !770}
!768 = !DILocalVariable(name: "r", scope: !764, file: !117, line: 17, type: !769)
!769 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 256, elements: !55)
!770 = !DILocalVariable(name: "ok", scope: !764, file: !117, line: 26, type: !183)
!771 = !DILocation(line: 18, column: 3, scope: !764)
!772 = !DILocation(line: 19, column: 10, scope: !764)
!773 = !DILocation(line: 0, scope: !764)
!774 = !DILocation(line: 20, column: 3, scope: !764)
!775 = !DILocation(line: 21, column: 10, scope: !764)
!776 = !DILocation(line: 22, column: 3, scope: !764)
!777 = !DILocation(line: 23, column: 10, scope: !764)
!778 = !DILocation(line: 24, column: 3, scope: !764)
!779 = !DILocation(line: 25, column: 10, scope: !764)
!780 = !DILocation(line: 26, column: 17, scope: !764)
!781 = !DILocation(line: 27, column: 39, scope: !764)
!782 = !DILocation(line: 27, column: 3, scope: !764)
!783 = !DILocation(line: 28, column: 10, scope: !764)
!784 = !DILocation(line: 28, column: 3, scope: !764)
!785 = !DISubprogram(name: "g_drive_other", scope: !152, file: !152, line: 103, type: !483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!786 = !DISubprogram(name: "g_drive_self", scope: !152, file: !152, line: 102, type: !483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
