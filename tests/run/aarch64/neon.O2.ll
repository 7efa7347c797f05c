; ModuleID = 'tests/run/aarch64/neon.c'
source_filename = "tests/run/aarch64/neon.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.float32x4x2_t = type { [2 x <4 x float>] }
%struct.V3 = type { <4 x float>, <4 x float>, <4 x float> }

@vz = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"imul\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"cmpgt\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"cmpeq\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"cvt\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"cvtf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"minmax\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"addv %d %d maxv %g minv %g\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"ext\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"zip1\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"uzp2\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"rev64\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"padd\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"tbl\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"qadd\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"half %g %g\0A\00", align 1
@.str.21 = private unnamed_addr constant [13 x i8] c"abs8 %016lx\0A\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"clobber\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"live\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"live2\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"hva0\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"hva1\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"v3.c\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"hva_late\00", align 1
@.str.30 = private unnamed_addr constant [20 x i8] c"gv_ops %d %d %d %d\0A\00", align 1
@.str.31 = private unnamed_addr constant [18 x i8] c"gv_f %g %g %g %g\0A\00", align 1
@.str.32 = private unnamed_addr constant [8 x i8] c"gv_shuf\00", align 1
@.str.33 = private unnamed_addr constant [22 x i8] c"gv_short %d %d %d %d\0A\00", align 1
@.str.34 = private unnamed_addr constant [12 x i8] c"gv_d %g %g\0A\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"%-10s %g %g %g %g\0A\00", align 1
@.str.36 = private unnamed_addr constant [19 x i8] c"%-10s %d %d %d %d\0A\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"%-10s\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local <4 x float> @clobber(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = load volatile i32, ptr @vz, align 4, !tbaa !6
  %3 = sitofp i32 %2 to float
  %4 = fadd float %3, 1.000000e+00
  %5 = insertelement <4 x float> poison, float %4, i64 0
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer
  %7 = fadd <4 x float> %6, %0
  %8 = fmul <4 x float> %7, %7
  %9 = fsub <4 x float> %8, %8
  %10 = fadd <4 x float> %9, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %11 = fsub <4 x float> %9, %10
  %12 = fadd <4 x float> %11, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %13 = fsub <4 x float> %11, %12
  %14 = fadd <4 x float> %13, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %15 = fsub <4 x float> %13, %14
  %16 = fadd <4 x float> %15, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %17 = fsub <4 x float> %15, %16
  %18 = fadd <4 x float> %17, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %19 = fsub <4 x float> %17, %18
  %20 = fadd <4 x float> %19, <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>
  %21 = fsub <4 x float> %19, %20
  %22 = fadd <4 x float> %21, <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>
  %23 = fsub <4 x float> %21, %22
  %24 = fadd <4 x float> %23, %22
  ret <4 x float> %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @f_add(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #1 {
  %3 = fadd <4 x float> %0, %1
  ret <4 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @i_mul(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 {
  %3 = mul <4 x i32> %1, %0
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @f_half(<4 x float> noundef %0) local_unnamed_addr #1 {
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %4 = fadd <2 x float> %2, %3
  ret <2 x float> %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i8> @i8_abs(<8 x i8> noundef %0) local_unnamed_addr #1 {
  %2 = tail call <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8> %0)
  ret <8 x i8> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @nine(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2, <4 x float> noundef %3, <4 x float> noundef %4, <4 x float> noundef %5, <4 x float> noundef %6, <4 x float> noundef %7, <4 x float> noundef %8) local_unnamed_addr #1 {
  %10 = fmul <4 x float> %1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %11 = fadd <4 x float> %10, %0
  %12 = fmul <4 x float> %2, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %13 = fmul <4 x float> %3, <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>
  %14 = fadd <4 x float> %12, %13
  %15 = fadd <4 x float> %11, %14
  %16 = fmul <4 x float> %4, <float 1.600000e+01, float 1.600000e+01, float 1.600000e+01, float 1.600000e+01>
  %17 = fmul <4 x float> %5, <float 3.200000e+01, float 3.200000e+01, float 3.200000e+01, float 3.200000e+01>
  %18 = fadd <4 x float> %16, %17
  %19 = fmul <4 x float> %6, <float 6.400000e+01, float 6.400000e+01, float 6.400000e+01, float 6.400000e+01>
  %20 = fmul <4 x float> %7, <float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02>
  %21 = fadd <4 x float> %19, %20
  %22 = fmul <4 x float> %8, <float 2.560000e+02, float 2.560000e+02, float 2.560000e+02, float 2.560000e+02>
  %23 = fadd <4 x float> %21, %22
  %24 = fadd <4 x float> %18, %23
  %25 = fadd <4 x float> %15, %24
  ret <4 x float> %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) %0, i32 noundef %1, [3 x <4 x float>] alignstack(16) %2) local_unnamed_addr #1 {
  %4 = extractvalue [2 x <4 x float>] %0, 0
  %5 = extractvalue [2 x <4 x float>] %0, 1
  %6 = extractvalue [3 x <4 x float>] %2, 0
  %7 = extractvalue [3 x <4 x float>] %2, 1
  %8 = extractvalue [3 x <4 x float>] %2, 2
  %9 = sitofp i32 %1 to float
  %10 = insertelement <4 x float> poison, float %9, i64 0
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer
  %12 = fmul <4 x float> %8, %11
  %13 = fadd <4 x float> %5, %12
  %14 = fadd <4 x float> %6, %7
  %15 = fsub <4 x float> %14, %4
  %16 = insertvalue %struct.float32x4x2_t poison, <4 x float> %13, 0, 0
  %17 = insertvalue %struct.float32x4x2_t %16, <4 x float> %15, 0, 1
  ret %struct.float32x4x2_t %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.V3 @ret_v3(<4 x float> noundef %0) local_unnamed_addr #1 {
  %2 = fneg <4 x float> %0
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %4 = insertvalue %struct.V3 poison, <4 x float> %0, 0
  %5 = insertvalue %struct.V3 %4, <4 x float> %2, 1
  %6 = insertvalue %struct.V3 %5, <4 x float> %3, 2
  ret %struct.V3 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %0, [3 x <4 x float>] alignstack(16) %1, [3 x <4 x float>] alignstack(16) %2, double noundef %3) local_unnamed_addr #1 {
  %5 = extractvalue [3 x <4 x float>] %0, 0
  %6 = extractvalue [3 x <4 x float>] %1, 1
  %7 = extractvalue [3 x <4 x float>] %2, 2
  %8 = fadd <4 x float> %5, %6
  %9 = fptrunc double %3 to float
  %10 = insertelement <4 x float> poison, float %9, i64 0
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer
  %12 = fadd <4 x float> %7, %11
  %13 = fadd <4 x float> %8, %12
  ret <4 x float> %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @gv_ops(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 {
  %3 = add <4 x i32> %1, %0
  %4 = sub <4 x i32> %0, %1
  %5 = mul <4 x i32> %3, %4
  %6 = icmp slt <4 x i32> %0, %1
  %7 = sext <4 x i1> %6 to <4 x i32>
  %8 = xor <4 x i32> %5, %7
  ret <4 x i32> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @gv_f(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #1 {
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> <float 5.000000e-01, float 1.000000e+00, float 2.000000e+00, float 4.000000e+00>)
  %4 = fmul <4 x float> %0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %5 = fsub <4 x float> %3, %4
  ret <4 x float> %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @gv_shuf(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #1 {
  %3 = shufflevector <16 x i8> %0, <16 x i8> %1, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 15, i32 14, i32 13, i32 12, i32 31, i32 30, i32 29, i32 28>
  ret <16 x i8> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i16> @gv_short(<4 x i16> noundef %0) local_unnamed_addr #1 {
  %2 = mul <4 x i16> %0, %0
  %3 = add <4 x i16> %2, <i16 -1, i16 -2, i16 -3, i16 -4>
  ret <4 x i16> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @gv_d(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #1 {
  %3 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %1, <2 x double> %0)
  ret <2 x double> %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call <4 x float> @f_add(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %2 = extractelement <4 x float> %1, i64 0
  %3 = fpext float %2 to double
  %4 = extractelement <4 x float> %1, i64 1
  %5 = fpext float %4 to double
  %6 = extractelement <4 x float> %1, i64 2
  %7 = fpext float %6 to double
  %8 = extractelement <4 x float> %1, i64 3
  %9 = fpext float %8 to double
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str, double noundef %3, double noundef %5, double noundef %7, double noundef %9)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.1, double noundef 6.000000e+00, double noundef -1.125000e+00, double noundef -2.025000e+01, double noundef 1.000000e+00)
  %12 = tail call <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %13 = extractelement <4 x float> %12, i64 0
  %14 = fpext float %13 to double
  %15 = extractelement <4 x float> %12, i64 1
  %16 = fpext float %15 to double
  %17 = extractelement <4 x float> %12, i64 2
  %18 = fpext float %17 to double
  %19 = extractelement <4 x float> %12, i64 3
  %20 = fpext float %19 to double
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.2, double noundef %14, double noundef %16, double noundef %18, double noundef %20)
  %22 = tail call <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %23 = extractelement <4 x float> %22, i64 0
  %24 = fpext float %23 to double
  %25 = extractelement <4 x float> %22, i64 1
  %26 = fpext float %25 to double
  %27 = extractelement <4 x float> %22, i64 2
  %28 = fpext float %27 to double
  %29 = extractelement <4 x float> %22, i64 3
  %30 = fpext float %29 to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.3, double noundef %24, double noundef %26, double noundef %28, double noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.4, double noundef 2.500000e+00, double noundef 2.750000e+00, double noundef 9.750000e+00, double noundef 7.875000e+00)
  %33 = tail call <4 x i32> @i_mul(<4 x i32> noundef <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> noundef <i32 -5, i32 6, i32 7000, i32 8>)
  %34 = extractelement <4 x i32> %33, i64 0
  %35 = extractelement <4 x i32> %33, i64 1
  %36 = extractelement <4 x i32> %33, i64 2
  %37 = extractelement <4 x i32> %33, i64 3
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.5, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.6, i32 noundef 0, i32 noundef 0, i32 noundef -1, i32 noundef 0)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %41 = tail call <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float> <float 1.200000e+01, float -1.800000e+01, float 2.400000e+01, float 1.000000e+00>)
  %42 = extractelement <4 x i32> %41, i64 0
  %43 = extractelement <4 x i32> %41, i64 1
  %44 = extractelement <4 x i32> %41, i64 2
  %45 = extractelement <4 x i32> %41, i64 3
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.8, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.9, double noundef -5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+03, double noundef 8.000000e+00)
  %48 = tail call <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> <i32 -5, i32 6, i32 7000, i32 8>)
  %49 = tail call <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> <i32 -5, i32 6, i32 7000, i32 8>)
  %50 = add <4 x i32> %49, %48
  %51 = extractelement <4 x i32> %50, i64 0
  %52 = extractelement <4 x i32> %50, i64 1
  %53 = extractelement <4 x i32> %50, i64 2
  %54 = extractelement <4 x i32> %50, i64 3
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.10, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = tail call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>)
  %57 = tail call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> <i32 -5, i32 6, i32 7000, i32 8>)
  %58 = tail call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>)
  %59 = fpext float %58 to double
  %60 = tail call float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %61 = fpext float %60 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %56, i32 noundef %57, double noundef %59, double noundef %61)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.12, double noundef -2.250000e+00, double noundef 3.000000e+00, double noundef 1.250000e-01, double noundef 4.000000e+00)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.13, double noundef 1.500000e+00, double noundef 4.000000e+00, double noundef -2.250000e+00, double noundef 5.000000e-01)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.14, double noundef -2.250000e+00, double noundef 1.250000e-01, double noundef 5.000000e-01, double noundef 8.000000e+00)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.15, double noundef -2.250000e+00, double noundef 1.500000e+00, double noundef 1.250000e-01, double noundef 3.000000e+00)
  %67 = tail call <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %68 = extractelement <4 x float> %67, i64 0
  %69 = fpext float %68 to double
  %70 = extractelement <4 x float> %67, i64 1
  %71 = fpext float %70 to double
  %72 = extractelement <4 x float> %67, i64 2
  %73 = fpext float %72 to double
  %74 = extractelement <4 x float> %67, i64 3
  %75 = fpext float %74 to double
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.16, double noundef %69, double noundef %71, double noundef %73, double noundef %75)
  %77 = tail call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> <i8 0, i8 3, i8 6, i8 9, i8 12, i8 15, i8 18, i8 21, i8 24, i8 27, i8 30, i8 33, i8 36, i8 39, i8 42, i8 45>, <16 x i8> <i8 12, i8 3, i8 13, i8 2, i8 14, i8 1, i8 15, i8 0, i8 7, i8 6, i8 5, i8 4, i8 3, i8 32, i8 16, i8 -1>)
  tail call fastcc void @pb(ptr noundef nonnull @.str.17, <16 x i8> noundef %77)
  tail call fastcc void @pb(ptr noundef nonnull @.str.18, <16 x i8> noundef <i8 0, i8 8, i8 16, i8 24, i8 32, i8 40, i8 48, i8 56, i8 64, i8 72, i8 80, i8 88, i8 96, i8 104, i8 112, i8 120>)
  %78 = tail call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> <i8 0, i8 16, i8 32, i8 48, i8 64, i8 80, i8 96, i8 112, i8 -128, i8 -112, i8 -96, i8 -80, i8 -64, i8 -48, i8 -32, i8 -16>, <16 x i8> <i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51>)
  tail call fastcc void @pb(ptr noundef nonnull @.str.19, <16 x i8> noundef %78)
  %79 = tail call <2 x float> @f_half(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>)
  %80 = extractelement <2 x float> %79, i64 0
  %81 = fpext float %80 to double
  %82 = extractelement <2 x float> %79, i64 1
  %83 = fpext float %82 to double
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %81, double noundef %83)
  %85 = tail call <8 x i8> @i8_abs(<8 x i8> noundef <i8 3, i8 -3, i8 2, i8 -2, i8 1, i8 127, i8 -1, i8 -128>)
  %86 = bitcast <8 x i8> %85 to <1 x i64>
  %87 = extractelement <1 x i64> %86, i64 0
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %87)
  %89 = tail call <4 x float> @clobber(<4 x float> noundef <float 5.500000e+00, float -1.750000e+00, float -3.750000e+00, float 8.125000e+00>)
  %90 = tail call <4 x float> @clobber(<4 x float> noundef <float -2.500000e+00, float -2.750000e+00, float 9.750000e+00, float -7.875000e+00>)
  %91 = fadd <4 x float> %89, %90
  %92 = extractelement <4 x float> %91, i64 0
  %93 = fpext float %92 to double
  %94 = extractelement <4 x float> %91, i64 1
  %95 = fpext float %94 to double
  %96 = extractelement <4 x float> %91, i64 2
  %97 = fpext float %96 to double
  %98 = extractelement <4 x float> %91, i64 3
  %99 = fpext float %98 to double
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.22, double noundef %93, double noundef %95, double noundef %97, double noundef %99)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.23, double noundef 3.400000e+01, double noundef 1.168750e+01, double noundef 7.731250e+01, double noundef 0x4051410000000000)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.24, double noundef -2.887500e+01, double noundef 0x4019F00000000000, double noundef 1.560000e+02, double noundef 0x40041C0000000000)
  %103 = tail call <4 x float> @nine(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>, <4 x float> noundef <float 5.500000e+00, float -1.750000e+00, float -3.750000e+00, float 8.125000e+00>, <4 x float> noundef <float -2.500000e+00, float -2.750000e+00, float 9.750000e+00, float -7.875000e+00>, <4 x float> noundef <float 2.250000e+00, float 5.062500e+00, float 9.000000e+00, float 1.562500e-02>, <4 x float> noundef <float 1.600000e+01, float 2.500000e-01, float 4.556250e+01, float 6.400000e+01>, <4 x float> noundef <float -1.500000e+00, float 2.250000e+00, float -3.000000e+00, float -1.250000e-01>, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> noundef <float 5.000000e-01, float 4.000000e+00, float 8.000000e+00, float -6.750000e+00>)
  %104 = extractelement <4 x float> %103, i64 0
  %105 = fpext float %104 to double
  %106 = extractelement <4 x float> %103, i64 1
  %107 = fpext float %106 to double
  %108 = extractelement <4 x float> %103, i64 2
  %109 = fpext float %108 to double
  %110 = extractelement <4 x float> %103, i64 3
  %111 = fpext float %110 to double
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.25, double noundef %105, double noundef %107, double noundef %109, double noundef %111)
  %113 = tail call %struct.V3 @ret_v3(<4 x float> noundef <float 2.250000e+00, float 5.062500e+00, float 9.000000e+00, float 1.562500e-02>)
  %114 = extractvalue %struct.V3 %113, 0
  %115 = extractvalue %struct.V3 %113, 1
  %116 = extractvalue %struct.V3 %113, 2
  %117 = insertvalue [3 x <4 x float>] poison, <4 x float> %114, 0
  %118 = insertvalue [3 x <4 x float>] %117, <4 x float> %115, 1
  %119 = insertvalue [3 x <4 x float>] %118, <4 x float> %116, 2
  %120 = tail call %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) [<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>], i32 noundef 3, [3 x <4 x float>] alignstack(16) %119)
  %121 = extractvalue %struct.float32x4x2_t %120, 0
  %122 = extractvalue [2 x <4 x float>] %121, 0
  %123 = extractvalue [2 x <4 x float>] %121, 1
  %124 = extractelement <4 x float> %122, i64 0
  %125 = fpext float %124 to double
  %126 = extractelement <4 x float> %122, i64 1
  %127 = fpext float %126 to double
  %128 = extractelement <4 x float> %122, i64 2
  %129 = fpext float %128 to double
  %130 = extractelement <4 x float> %122, i64 3
  %131 = fpext float %130 to double
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.26, double noundef %125, double noundef %127, double noundef %129, double noundef %131)
  %133 = extractelement <4 x float> %123, i64 0
  %134 = fpext float %133 to double
  %135 = extractelement <4 x float> %123, i64 1
  %136 = fpext float %135 to double
  %137 = extractelement <4 x float> %123, i64 2
  %138 = fpext float %137 to double
  %139 = extractelement <4 x float> %123, i64 3
  %140 = fpext float %139 to double
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.27, double noundef %134, double noundef %136, double noundef %138, double noundef %140)
  %142 = extractelement <4 x float> %116, i64 0
  %143 = fpext float %142 to double
  %144 = extractelement <4 x float> %116, i64 1
  %145 = fpext float %144 to double
  %146 = extractelement <4 x float> %116, i64 2
  %147 = fpext float %146 to double
  %148 = extractelement <4 x float> %116, i64 3
  %149 = fpext float %148 to double
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.28, double noundef %143, double noundef %145, double noundef %147, double noundef %149)
  %151 = tail call %struct.V3 @ret_v3(<4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>)
  %152 = extractvalue %struct.V3 %151, 0
  %153 = extractvalue %struct.V3 %151, 1
  %154 = extractvalue %struct.V3 %151, 2
  %155 = insertvalue [3 x <4 x float>] poison, <4 x float> %152, 0
  %156 = insertvalue [3 x <4 x float>] %155, <4 x float> %153, 1
  %157 = insertvalue [3 x <4 x float>] %156, <4 x float> %154, 2
  %158 = tail call <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %119, [3 x <4 x float>] alignstack(16) %119, [3 x <4 x float>] alignstack(16) %157, double noundef 5.000000e-01)
  %159 = extractelement <4 x float> %158, i64 0
  %160 = fpext float %159 to double
  %161 = extractelement <4 x float> %158, i64 1
  %162 = fpext float %161 to double
  %163 = extractelement <4 x float> %158, i64 2
  %164 = fpext float %163 to double
  %165 = extractelement <4 x float> %158, i64 3
  %166 = fpext float %165 to double
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.29, double noundef %160, double noundef %162, double noundef %164, double noundef %166)
  %168 = tail call <4 x i32> @gv_ops(<4 x i32> noundef <i32 1, i32 2, i32 3, i32 4>, <4 x i32> noundef <i32 4, i32 -3, i32 2, i32 1>)
  %169 = extractelement <4 x i32> %168, i64 0
  %170 = extractelement <4 x i32> %168, i64 1
  %171 = extractelement <4 x i32> %168, i64 2
  %172 = extractelement <4 x i32> %168, i64 3
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %169, i32 noundef %170, i32 noundef %171, i32 noundef %172)
  %174 = tail call <4 x float> @gv_f(<4 x float> noundef <float 1.500000e+00, float 2.500000e+00, float -3.000000e+00, float 4.000000e+00>, <4 x float> noundef <float 2.000000e+00, float 4.000000e+00, float 5.000000e-01, float -2.500000e-01>)
  %175 = extractelement <4 x float> %174, i64 0
  %176 = fpext float %175 to double
  %177 = extractelement <4 x float> %174, i64 1
  %178 = fpext float %177 to double
  %179 = extractelement <4 x float> %174, i64 2
  %180 = fpext float %179 to double
  %181 = extractelement <4 x float> %174, i64 3
  %182 = fpext float %181 to double
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef %176, double noundef %178, double noundef %180, double noundef %182)
  %184 = tail call <16 x i8> @gv_shuf(<16 x i8> noundef <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> noundef <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>)
  tail call fastcc void @pb(ptr noundef nonnull @.str.32, <16 x i8> noundef %184)
  %185 = tail call <4 x i16> @gv_short(<4 x i16> noundef <i16 100, i16 -200, i16 300, i16 -400>)
  %186 = extractelement <4 x i16> %185, i64 0
  %187 = sext i16 %186 to i32
  %188 = extractelement <4 x i16> %185, i64 1
  %189 = sext i16 %188 to i32
  %190 = extractelement <4 x i16> %185, i64 2
  %191 = sext i16 %190 to i32
  %192 = extractelement <4 x i16> %185, i64 3
  %193 = sext i16 %192 to i32
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %187, i32 noundef %189, i32 noundef %191, i32 noundef %193)
  %195 = tail call <2 x double> @gv_d(<2 x double> noundef <double 1.500000e+00, double -2.000000e+00>, <2 x double> noundef <double 4.000000e+00, double 2.500000e-01>)
  %196 = extractelement <2 x double> %195, i64 0
  %197 = extractelement <2 x double> %195, i64 1
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, double noundef %196, double noundef %197)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @pb(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #3 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef %0)
  %4 = extractelement <16 x i8> %1, i64 0
  %5 = zext i8 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %5)
  %7 = extractelement <16 x i8> %1, i64 1
  %8 = zext i8 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %8)
  %10 = extractelement <16 x i8> %1, i64 2
  %11 = zext i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %11)
  %13 = extractelement <16 x i8> %1, i64 3
  %14 = zext i8 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %14)
  %16 = extractelement <16 x i8> %1, i64 4
  %17 = zext i8 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %17)
  %19 = extractelement <16 x i8> %1, i64 5
  %20 = zext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %20)
  %22 = extractelement <16 x i8> %1, i64 6
  %23 = zext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %23)
  %25 = extractelement <16 x i8> %1, i64 7
  %26 = zext i8 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %26)
  %28 = extractelement <16 x i8> %1, i64 8
  %29 = zext i8 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %29)
  %31 = extractelement <16 x i8> %1, i64 9
  %32 = zext i8 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %32)
  %34 = extractelement <16 x i8> %1, i64 10
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %35)
  %37 = extractelement <16 x i8> %1, i64 11
  %38 = zext i8 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %38)
  %40 = extractelement <16 x i8> %1, i64 12
  %41 = zext i8 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %41)
  %43 = extractelement <16 x i8> %1, i64 13
  %44 = zext i8 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %44)
  %46 = extractelement <16 x i8> %1, i64 14
  %47 = zext i8 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %47)
  %49 = extractelement <16 x i8> %1, i64 15
  %50 = zext i8 %49 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %50)
  %52 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
