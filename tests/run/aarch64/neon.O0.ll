; ModuleID = 'tests/run/aarch64/neon.c'
source_filename = "tests/run/aarch64/neon.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.float32x4x2_t = type { [2 x <4 x float>] }
%struct.V3 = type { <4 x float>, <4 x float>, <4 x float> }

@vz = dso_local global i32 0, align 4
@__const.main.fa = private unnamed_addr constant [4 x float] [float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01], align 4
@__const.main.fb = private unnamed_addr constant [4 x float] [float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00], align 4
@__const.main.ia = private unnamed_addr constant [4 x i32] [i32 1, i32 -2, i32 300000, i32 -4], align 4
@__const.main.ib = private unnamed_addr constant [4 x i32] [i32 -5, i32 6, i32 7000, i32 8], align 4
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
@.str.39 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @clobber(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca float, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca float, align 4
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x float>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca [8 x <4 x float>], align 16
  %28 = alloca i32, align 4
  store <4 x float> %0, ptr %23, align 16
  %29 = load volatile i32, ptr @vz, align 4
  %30 = sitofp i32 %29 to float
  %31 = fadd float %30, 1.000000e+00
  store float %31, ptr %17, align 4
  %32 = load float, ptr %17, align 4
  %33 = insertelement <4 x float> poison, float %32, i32 0
  %34 = load float, ptr %17, align 4
  %35 = insertelement <4 x float> %33, float %34, i32 1
  %36 = load float, ptr %17, align 4
  %37 = insertelement <4 x float> %35, float %36, i32 2
  %38 = load float, ptr %17, align 4
  %39 = insertelement <4 x float> %37, float %38, i32 3
  store <4 x float> %39, ptr %19, align 16
  %40 = load <4 x float>, ptr %19, align 16
  store <4 x float> %40, ptr %18, align 16
  %41 = load <4 x float>, ptr %18, align 16
  store <4 x float> %41, ptr %24, align 16
  %42 = load <4 x float>, ptr %23, align 16
  %43 = load <4 x float>, ptr %24, align 16
  store <4 x float> %42, ptr %8, align 16
  store <4 x float> %43, ptr %9, align 16
  %44 = load <4 x float>, ptr %8, align 16
  %45 = load <4 x float>, ptr %9, align 16
  %46 = fadd <4 x float> %44, %45
  store <4 x float> %46, ptr %10, align 16
  %47 = load <4 x float>, ptr %10, align 16
  store <4 x float> %47, ptr %25, align 16
  %48 = load <4 x float>, ptr %25, align 16
  %49 = load <4 x float>, ptr %25, align 16
  store <4 x float> %48, ptr %5, align 16
  store <4 x float> %49, ptr %6, align 16
  %50 = load <4 x float>, ptr %5, align 16
  %51 = load <4 x float>, ptr %6, align 16
  %52 = fmul <4 x float> %50, %51
  store <4 x float> %52, ptr %7, align 16
  %53 = load <4 x float>, ptr %7, align 16
  store <4 x float> %53, ptr %26, align 16
  store i32 0, ptr %28, align 4
  br label %54

54:                                               ; preds = %87, %1
  %55 = load i32, ptr %28, align 4
  %56 = icmp slt i32 %55, 8
  br i1 %56, label %57, label %90

57:                                               ; preds = %54
  %58 = load <4 x float>, ptr %26, align 16
  %59 = load i32, ptr %28, align 4
  %60 = sitofp i32 %59 to float
  store float %60, ptr %20, align 4
  %61 = load float, ptr %20, align 4
  %62 = insertelement <4 x float> poison, float %61, i32 0
  %63 = load float, ptr %20, align 4
  %64 = insertelement <4 x float> %62, float %63, i32 1
  %65 = load float, ptr %20, align 4
  %66 = insertelement <4 x float> %64, float %65, i32 2
  %67 = load float, ptr %20, align 4
  %68 = insertelement <4 x float> %66, float %67, i32 3
  store <4 x float> %68, ptr %22, align 16
  %69 = load <4 x float>, ptr %22, align 16
  store <4 x float> %69, ptr %21, align 16
  %70 = load <4 x float>, ptr %21, align 16
  store <4 x float> %58, ptr %11, align 16
  store <4 x float> %70, ptr %12, align 16
  %71 = load <4 x float>, ptr %11, align 16
  %72 = load <4 x float>, ptr %12, align 16
  %73 = fadd <4 x float> %71, %72
  store <4 x float> %73, ptr %13, align 16
  %74 = load <4 x float>, ptr %13, align 16
  %75 = load i32, ptr %28, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8 x <4 x float>], ptr %27, i64 0, i64 %76
  store <4 x float> %74, ptr %77, align 16
  %78 = load <4 x float>, ptr %26, align 16
  %79 = load i32, ptr %28, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x <4 x float>], ptr %27, i64 0, i64 %80
  %82 = load <4 x float>, ptr %81, align 16
  store <4 x float> %78, ptr %2, align 16
  store <4 x float> %82, ptr %3, align 16
  %83 = load <4 x float>, ptr %2, align 16
  %84 = load <4 x float>, ptr %3, align 16
  %85 = fsub <4 x float> %83, %84
  store <4 x float> %85, ptr %4, align 16
  %86 = load <4 x float>, ptr %4, align 16
  store <4 x float> %86, ptr %26, align 16
  br label %87

87:                                               ; preds = %57
  %88 = load i32, ptr %28, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %28, align 4
  br label %54, !llvm.loop !6

90:                                               ; preds = %54
  %91 = load <4 x float>, ptr %26, align 16
  %92 = getelementptr inbounds [8 x <4 x float>], ptr %27, i64 0, i64 7
  %93 = load <4 x float>, ptr %92, align 16
  store <4 x float> %91, ptr %14, align 16
  store <4 x float> %93, ptr %15, align 16
  %94 = load <4 x float>, ptr %14, align 16
  %95 = load <4 x float>, ptr %15, align 16
  %96 = fadd <4 x float> %94, %95
  store <4 x float> %96, ptr %16, align 16
  %97 = load <4 x float>, ptr %16, align 16
  ret <4 x float> %97
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @f_add(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %6, align 16
  store <4 x float> %1, ptr %7, align 16
  %8 = load <4 x float>, ptr %6, align 16
  %9 = load <4 x float>, ptr %7, align 16
  store <4 x float> %8, ptr %3, align 16
  store <4 x float> %9, ptr %4, align 16
  %10 = load <4 x float>, ptr %3, align 16
  %11 = load <4 x float>, ptr %4, align 16
  %12 = fadd <4 x float> %10, %11
  store <4 x float> %12, ptr %5, align 16
  %13 = load <4 x float>, ptr %5, align 16
  ret <4 x float> %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @i_mul(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %6, align 16
  store <4 x i32> %1, ptr %7, align 16
  %8 = load <4 x i32>, ptr %6, align 16
  %9 = load <4 x i32>, ptr %7, align 16
  store <4 x i32> %8, ptr %3, align 16
  store <4 x i32> %9, ptr %4, align 16
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = load <4 x i32>, ptr %4, align 16
  %12 = mul <4 x i32> %10, %11
  store <4 x i32> %12, ptr %5, align 16
  %13 = load <4 x i32>, ptr %5, align 16
  ret <4 x i32> %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @f_half(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <2 x float>, align 8
  %4 = alloca <4 x float>, align 16
  %5 = alloca <2 x float>, align 8
  %6 = alloca <2 x float>, align 8
  %7 = alloca <2 x float>, align 8
  %8 = alloca <2 x float>, align 8
  %9 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %9, align 16
  %10 = load <4 x float>, ptr %9, align 16
  store <4 x float> %10, ptr %4, align 16
  %11 = load <4 x float>, ptr %4, align 16
  %12 = load <4 x float>, ptr %4, align 16
  %13 = shufflevector <4 x float> %11, <4 x float> %12, <2 x i32> <i32 0, i32 1>
  store <2 x float> %13, ptr %5, align 8
  %14 = load <2 x float>, ptr %5, align 8
  %15 = load <4 x float>, ptr %9, align 16
  store <4 x float> %15, ptr %2, align 16
  %16 = load <4 x float>, ptr %2, align 16
  %17 = load <4 x float>, ptr %2, align 16
  %18 = shufflevector <4 x float> %16, <4 x float> %17, <2 x i32> <i32 2, i32 3>
  store <2 x float> %18, ptr %3, align 8
  %19 = load <2 x float>, ptr %3, align 8
  store <2 x float> %14, ptr %6, align 8
  store <2 x float> %19, ptr %7, align 8
  %20 = load <2 x float>, ptr %6, align 8
  %21 = load <2 x float>, ptr %7, align 8
  %22 = fadd <2 x float> %20, %21
  store <2 x float> %22, ptr %8, align 8
  %23 = load <2 x float>, ptr %8, align 8
  ret <2 x float> %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i8> @i8_abs(<8 x i8> noundef %0) #0 {
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  store <8 x i8> %0, ptr %4, align 8
  %5 = load <8 x i8>, ptr %4, align 8
  store <8 x i8> %5, ptr %2, align 8
  %6 = load <8 x i8>, ptr %2, align 8
  %7 = call <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8> %6)
  store <8 x i8> %7, ptr %3, align 8
  %8 = load <8 x i8>, ptr %3, align 8
  ret <8 x i8> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @nine(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2, <4 x float> noundef %3, <4 x float> noundef %4, <4 x float> noundef %5, <4 x float> noundef %6, <4 x float> noundef %7, <4 x float> noundef %8) #0 {
  %10 = alloca <4 x float>, align 16
  %11 = alloca float, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca float, align 4
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x float>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca float, align 4
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca float, align 4
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca float, align 4
  %28 = alloca <4 x float>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca <4 x float>, align 16
  %31 = alloca float, align 4
  %32 = alloca <4 x float>, align 16
  %33 = alloca <4 x float>, align 16
  %34 = alloca <4 x float>, align 16
  %35 = alloca float, align 4
  %36 = alloca <4 x float>, align 16
  %37 = alloca <4 x float>, align 16
  %38 = alloca <4 x float>, align 16
  %39 = alloca float, align 4
  %40 = alloca <4 x float>, align 16
  %41 = alloca <4 x float>, align 16
  %42 = alloca <4 x float>, align 16
  %43 = alloca <4 x float>, align 16
  %44 = alloca <4 x float>, align 16
  %45 = alloca <4 x float>, align 16
  %46 = alloca <4 x float>, align 16
  %47 = alloca <4 x float>, align 16
  %48 = alloca <4 x float>, align 16
  %49 = alloca <4 x float>, align 16
  %50 = alloca <4 x float>, align 16
  %51 = alloca <4 x float>, align 16
  %52 = alloca <4 x float>, align 16
  %53 = alloca <4 x float>, align 16
  %54 = alloca <4 x float>, align 16
  %55 = alloca <4 x float>, align 16
  %56 = alloca <4 x float>, align 16
  %57 = alloca <4 x float>, align 16
  %58 = alloca <4 x float>, align 16
  %59 = alloca <4 x float>, align 16
  %60 = alloca <4 x float>, align 16
  %61 = alloca <4 x float>, align 16
  %62 = alloca <4 x float>, align 16
  %63 = alloca <4 x float>, align 16
  %64 = alloca <4 x float>, align 16
  %65 = alloca <4 x float>, align 16
  %66 = alloca <4 x float>, align 16
  %67 = alloca <4 x float>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <4 x float>, align 16
  %70 = alloca <4 x float>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca <4 x float>, align 16
  %74 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %66, align 16
  store <4 x float> %1, ptr %67, align 16
  store <4 x float> %2, ptr %68, align 16
  store <4 x float> %3, ptr %69, align 16
  store <4 x float> %4, ptr %70, align 16
  store <4 x float> %5, ptr %71, align 16
  store <4 x float> %6, ptr %72, align 16
  store <4 x float> %7, ptr %73, align 16
  store <4 x float> %8, ptr %74, align 16
  %75 = load <4 x float>, ptr %66, align 16
  %76 = load <4 x float>, ptr %67, align 16
  store <4 x float> %76, ptr %10, align 16
  store float 2.000000e+00, ptr %11, align 4
  %77 = load <4 x float>, ptr %10, align 16
  %78 = load float, ptr %11, align 4
  %79 = insertelement <4 x float> poison, float %78, i32 0
  %80 = load float, ptr %11, align 4
  %81 = insertelement <4 x float> %79, float %80, i32 1
  %82 = load float, ptr %11, align 4
  %83 = insertelement <4 x float> %81, float %82, i32 2
  %84 = load float, ptr %11, align 4
  %85 = insertelement <4 x float> %83, float %84, i32 3
  store <4 x float> %85, ptr %13, align 16
  %86 = load <4 x float>, ptr %13, align 16
  %87 = fmul <4 x float> %77, %86
  store <4 x float> %87, ptr %12, align 16
  %88 = load <4 x float>, ptr %12, align 16
  store <4 x float> %75, ptr %42, align 16
  store <4 x float> %88, ptr %43, align 16
  %89 = load <4 x float>, ptr %42, align 16
  %90 = load <4 x float>, ptr %43, align 16
  %91 = fadd <4 x float> %89, %90
  store <4 x float> %91, ptr %44, align 16
  %92 = load <4 x float>, ptr %44, align 16
  %93 = load <4 x float>, ptr %68, align 16
  store <4 x float> %93, ptr %14, align 16
  store float 4.000000e+00, ptr %15, align 4
  %94 = load <4 x float>, ptr %14, align 16
  %95 = load float, ptr %15, align 4
  %96 = insertelement <4 x float> poison, float %95, i32 0
  %97 = load float, ptr %15, align 4
  %98 = insertelement <4 x float> %96, float %97, i32 1
  %99 = load float, ptr %15, align 4
  %100 = insertelement <4 x float> %98, float %99, i32 2
  %101 = load float, ptr %15, align 4
  %102 = insertelement <4 x float> %100, float %101, i32 3
  store <4 x float> %102, ptr %17, align 16
  %103 = load <4 x float>, ptr %17, align 16
  %104 = fmul <4 x float> %94, %103
  store <4 x float> %104, ptr %16, align 16
  %105 = load <4 x float>, ptr %16, align 16
  %106 = load <4 x float>, ptr %69, align 16
  store <4 x float> %106, ptr %18, align 16
  store float 8.000000e+00, ptr %19, align 4
  %107 = load <4 x float>, ptr %18, align 16
  %108 = load float, ptr %19, align 4
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = load float, ptr %19, align 4
  %111 = insertelement <4 x float> %109, float %110, i32 1
  %112 = load float, ptr %19, align 4
  %113 = insertelement <4 x float> %111, float %112, i32 2
  %114 = load float, ptr %19, align 4
  %115 = insertelement <4 x float> %113, float %114, i32 3
  store <4 x float> %115, ptr %21, align 16
  %116 = load <4 x float>, ptr %21, align 16
  %117 = fmul <4 x float> %107, %116
  store <4 x float> %117, ptr %20, align 16
  %118 = load <4 x float>, ptr %20, align 16
  store <4 x float> %105, ptr %45, align 16
  store <4 x float> %118, ptr %46, align 16
  %119 = load <4 x float>, ptr %45, align 16
  %120 = load <4 x float>, ptr %46, align 16
  %121 = fadd <4 x float> %119, %120
  store <4 x float> %121, ptr %47, align 16
  %122 = load <4 x float>, ptr %47, align 16
  store <4 x float> %92, ptr %48, align 16
  store <4 x float> %122, ptr %49, align 16
  %123 = load <4 x float>, ptr %48, align 16
  %124 = load <4 x float>, ptr %49, align 16
  %125 = fadd <4 x float> %123, %124
  store <4 x float> %125, ptr %50, align 16
  %126 = load <4 x float>, ptr %50, align 16
  %127 = load <4 x float>, ptr %70, align 16
  store <4 x float> %127, ptr %22, align 16
  store float 1.600000e+01, ptr %23, align 4
  %128 = load <4 x float>, ptr %22, align 16
  %129 = load float, ptr %23, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = load float, ptr %23, align 4
  %132 = insertelement <4 x float> %130, float %131, i32 1
  %133 = load float, ptr %23, align 4
  %134 = insertelement <4 x float> %132, float %133, i32 2
  %135 = load float, ptr %23, align 4
  %136 = insertelement <4 x float> %134, float %135, i32 3
  store <4 x float> %136, ptr %25, align 16
  %137 = load <4 x float>, ptr %25, align 16
  %138 = fmul <4 x float> %128, %137
  store <4 x float> %138, ptr %24, align 16
  %139 = load <4 x float>, ptr %24, align 16
  %140 = load <4 x float>, ptr %71, align 16
  store <4 x float> %140, ptr %26, align 16
  store float 3.200000e+01, ptr %27, align 4
  %141 = load <4 x float>, ptr %26, align 16
  %142 = load float, ptr %27, align 4
  %143 = insertelement <4 x float> poison, float %142, i32 0
  %144 = load float, ptr %27, align 4
  %145 = insertelement <4 x float> %143, float %144, i32 1
  %146 = load float, ptr %27, align 4
  %147 = insertelement <4 x float> %145, float %146, i32 2
  %148 = load float, ptr %27, align 4
  %149 = insertelement <4 x float> %147, float %148, i32 3
  store <4 x float> %149, ptr %29, align 16
  %150 = load <4 x float>, ptr %29, align 16
  %151 = fmul <4 x float> %141, %150
  store <4 x float> %151, ptr %28, align 16
  %152 = load <4 x float>, ptr %28, align 16
  store <4 x float> %139, ptr %51, align 16
  store <4 x float> %152, ptr %52, align 16
  %153 = load <4 x float>, ptr %51, align 16
  %154 = load <4 x float>, ptr %52, align 16
  %155 = fadd <4 x float> %153, %154
  store <4 x float> %155, ptr %53, align 16
  %156 = load <4 x float>, ptr %53, align 16
  %157 = load <4 x float>, ptr %72, align 16
  store <4 x float> %157, ptr %30, align 16
  store float 6.400000e+01, ptr %31, align 4
  %158 = load <4 x float>, ptr %30, align 16
  %159 = load float, ptr %31, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = load float, ptr %31, align 4
  %162 = insertelement <4 x float> %160, float %161, i32 1
  %163 = load float, ptr %31, align 4
  %164 = insertelement <4 x float> %162, float %163, i32 2
  %165 = load float, ptr %31, align 4
  %166 = insertelement <4 x float> %164, float %165, i32 3
  store <4 x float> %166, ptr %33, align 16
  %167 = load <4 x float>, ptr %33, align 16
  %168 = fmul <4 x float> %158, %167
  store <4 x float> %168, ptr %32, align 16
  %169 = load <4 x float>, ptr %32, align 16
  %170 = load <4 x float>, ptr %73, align 16
  store <4 x float> %170, ptr %34, align 16
  store float 1.280000e+02, ptr %35, align 4
  %171 = load <4 x float>, ptr %34, align 16
  %172 = load float, ptr %35, align 4
  %173 = insertelement <4 x float> poison, float %172, i32 0
  %174 = load float, ptr %35, align 4
  %175 = insertelement <4 x float> %173, float %174, i32 1
  %176 = load float, ptr %35, align 4
  %177 = insertelement <4 x float> %175, float %176, i32 2
  %178 = load float, ptr %35, align 4
  %179 = insertelement <4 x float> %177, float %178, i32 3
  store <4 x float> %179, ptr %37, align 16
  %180 = load <4 x float>, ptr %37, align 16
  %181 = fmul <4 x float> %171, %180
  store <4 x float> %181, ptr %36, align 16
  %182 = load <4 x float>, ptr %36, align 16
  store <4 x float> %169, ptr %54, align 16
  store <4 x float> %182, ptr %55, align 16
  %183 = load <4 x float>, ptr %54, align 16
  %184 = load <4 x float>, ptr %55, align 16
  %185 = fadd <4 x float> %183, %184
  store <4 x float> %185, ptr %56, align 16
  %186 = load <4 x float>, ptr %56, align 16
  %187 = load <4 x float>, ptr %74, align 16
  store <4 x float> %187, ptr %38, align 16
  store float 2.560000e+02, ptr %39, align 4
  %188 = load <4 x float>, ptr %38, align 16
  %189 = load float, ptr %39, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = load float, ptr %39, align 4
  %192 = insertelement <4 x float> %190, float %191, i32 1
  %193 = load float, ptr %39, align 4
  %194 = insertelement <4 x float> %192, float %193, i32 2
  %195 = load float, ptr %39, align 4
  %196 = insertelement <4 x float> %194, float %195, i32 3
  store <4 x float> %196, ptr %41, align 16
  %197 = load <4 x float>, ptr %41, align 16
  %198 = fmul <4 x float> %188, %197
  store <4 x float> %198, ptr %40, align 16
  %199 = load <4 x float>, ptr %40, align 16
  store <4 x float> %186, ptr %57, align 16
  store <4 x float> %199, ptr %58, align 16
  %200 = load <4 x float>, ptr %57, align 16
  %201 = load <4 x float>, ptr %58, align 16
  %202 = fadd <4 x float> %200, %201
  store <4 x float> %202, ptr %59, align 16
  %203 = load <4 x float>, ptr %59, align 16
  store <4 x float> %156, ptr %60, align 16
  store <4 x float> %203, ptr %61, align 16
  %204 = load <4 x float>, ptr %60, align 16
  %205 = load <4 x float>, ptr %61, align 16
  %206 = fadd <4 x float> %204, %205
  store <4 x float> %206, ptr %62, align 16
  %207 = load <4 x float>, ptr %62, align 16
  store <4 x float> %126, ptr %63, align 16
  store <4 x float> %207, ptr %64, align 16
  %208 = load <4 x float>, ptr %63, align 16
  %209 = load <4 x float>, ptr %64, align 16
  %210 = fadd <4 x float> %208, %209
  store <4 x float> %210, ptr %65, align 16
  %211 = load <4 x float>, ptr %65, align 16
  ret <4 x float> %211
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) %0, i32 noundef %1, [3 x <4 x float>] alignstack(16) %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca float, align 4
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca %struct.float32x4x2_t, align 16
  %18 = alloca %struct.float32x4x2_t, align 16
  %19 = alloca %struct.V3, align 16
  %20 = alloca i32, align 4
  %21 = getelementptr inbounds %struct.float32x4x2_t, ptr %18, i32 0, i32 0
  store [2 x <4 x float>] %0, ptr %21, align 16
  store [3 x <4 x float>] %2, ptr %19, align 16
  store i32 %1, ptr %20, align 4
  %22 = getelementptr inbounds %struct.float32x4x2_t, ptr %18, i32 0, i32 0
  %23 = getelementptr inbounds [2 x <4 x float>], ptr %22, i64 0, i64 1
  %24 = load <4 x float>, ptr %23, align 16
  %25 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 2
  %26 = load <4 x float>, ptr %25, align 16
  %27 = load i32, ptr %20, align 4
  %28 = sitofp i32 %27 to float
  store <4 x float> %26, ptr %4, align 16
  store float %28, ptr %5, align 4
  %29 = load <4 x float>, ptr %4, align 16
  %30 = load float, ptr %5, align 4
  %31 = insertelement <4 x float> poison, float %30, i32 0
  %32 = load float, ptr %5, align 4
  %33 = insertelement <4 x float> %31, float %32, i32 1
  %34 = load float, ptr %5, align 4
  %35 = insertelement <4 x float> %33, float %34, i32 2
  %36 = load float, ptr %5, align 4
  %37 = insertelement <4 x float> %35, float %36, i32 3
  store <4 x float> %37, ptr %7, align 16
  %38 = load <4 x float>, ptr %7, align 16
  %39 = fmul <4 x float> %29, %38
  store <4 x float> %39, ptr %6, align 16
  %40 = load <4 x float>, ptr %6, align 16
  store <4 x float> %24, ptr %11, align 16
  store <4 x float> %40, ptr %12, align 16
  %41 = load <4 x float>, ptr %11, align 16
  %42 = load <4 x float>, ptr %12, align 16
  %43 = fadd <4 x float> %41, %42
  store <4 x float> %43, ptr %13, align 16
  %44 = load <4 x float>, ptr %13, align 16
  %45 = getelementptr inbounds %struct.float32x4x2_t, ptr %17, i32 0, i32 0
  %46 = getelementptr inbounds [2 x <4 x float>], ptr %45, i64 0, i64 0
  store <4 x float> %44, ptr %46, align 16
  %47 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 0
  %48 = load <4 x float>, ptr %47, align 16
  %49 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 1
  %50 = load <4 x float>, ptr %49, align 16
  store <4 x float> %48, ptr %14, align 16
  store <4 x float> %50, ptr %15, align 16
  %51 = load <4 x float>, ptr %14, align 16
  %52 = load <4 x float>, ptr %15, align 16
  %53 = fadd <4 x float> %51, %52
  store <4 x float> %53, ptr %16, align 16
  %54 = load <4 x float>, ptr %16, align 16
  %55 = getelementptr inbounds %struct.float32x4x2_t, ptr %18, i32 0, i32 0
  %56 = getelementptr inbounds [2 x <4 x float>], ptr %55, i64 0, i64 0
  %57 = load <4 x float>, ptr %56, align 16
  store <4 x float> %54, ptr %8, align 16
  store <4 x float> %57, ptr %9, align 16
  %58 = load <4 x float>, ptr %8, align 16
  %59 = load <4 x float>, ptr %9, align 16
  %60 = fsub <4 x float> %58, %59
  store <4 x float> %60, ptr %10, align 16
  %61 = load <4 x float>, ptr %10, align 16
  %62 = getelementptr inbounds %struct.float32x4x2_t, ptr %17, i32 0, i32 0
  %63 = getelementptr inbounds [2 x <4 x float>], ptr %62, i64 0, i64 1
  store <4 x float> %61, ptr %63, align 16
  %64 = load %struct.float32x4x2_t, ptr %17, align 16
  ret %struct.float32x4x2_t %64
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.V3 @ret_v3(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca %struct.V3, align 16
  %7 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %7, align 16
  %8 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %9 = load <4 x float>, ptr %7, align 16
  store <4 x float> %9, ptr %8, align 16
  %10 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %11 = load <4 x float>, ptr %7, align 16
  store <4 x float> %11, ptr %4, align 16
  %12 = load <4 x float>, ptr %4, align 16
  %13 = fneg <4 x float> %12
  store <4 x float> %13, ptr %5, align 16
  %14 = load <4 x float>, ptr %5, align 16
  store <4 x float> %14, ptr %10, align 16
  %15 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %16 = load <4 x float>, ptr %7, align 16
  store <4 x float> %16, ptr %2, align 16
  %17 = load <4 x float>, ptr %2, align 16
  %18 = load <4 x float>, ptr %2, align 16
  %19 = shufflevector <4 x float> %17, <4 x float> %18, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  store <4 x float> %19, ptr %3, align 16
  %20 = load <4 x float>, ptr %3, align 16
  store <4 x float> %20, ptr %15, align 16
  %21 = load %struct.V3, ptr %6, align 16
  ret %struct.V3 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %0, [3 x <4 x float>] alignstack(16) %1, [3 x <4 x float>] alignstack(16) %2, double noundef %3) #0 {
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca float, align 4
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca %struct.V3, align 16
  %18 = alloca %struct.V3, align 16
  %19 = alloca %struct.V3, align 16
  %20 = alloca double, align 8
  store [3 x <4 x float>] %0, ptr %17, align 16
  store [3 x <4 x float>] %1, ptr %18, align 16
  store [3 x <4 x float>] %2, ptr %19, align 16
  store double %3, ptr %20, align 8
  %21 = getelementptr inbounds %struct.V3, ptr %17, i32 0, i32 0
  %22 = load <4 x float>, ptr %21, align 16
  %23 = getelementptr inbounds %struct.V3, ptr %18, i32 0, i32 1
  %24 = load <4 x float>, ptr %23, align 16
  store <4 x float> %22, ptr %5, align 16
  store <4 x float> %24, ptr %6, align 16
  %25 = load <4 x float>, ptr %5, align 16
  %26 = load <4 x float>, ptr %6, align 16
  %27 = fadd <4 x float> %25, %26
  store <4 x float> %27, ptr %7, align 16
  %28 = load <4 x float>, ptr %7, align 16
  %29 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 2
  %30 = load <4 x float>, ptr %29, align 16
  %31 = load double, ptr %20, align 8
  %32 = fptrunc double %31 to float
  store float %32, ptr %14, align 4
  %33 = load float, ptr %14, align 4
  %34 = insertelement <4 x float> poison, float %33, i32 0
  %35 = load float, ptr %14, align 4
  %36 = insertelement <4 x float> %34, float %35, i32 1
  %37 = load float, ptr %14, align 4
  %38 = insertelement <4 x float> %36, float %37, i32 2
  %39 = load float, ptr %14, align 4
  %40 = insertelement <4 x float> %38, float %39, i32 3
  store <4 x float> %40, ptr %16, align 16
  %41 = load <4 x float>, ptr %16, align 16
  store <4 x float> %41, ptr %15, align 16
  %42 = load <4 x float>, ptr %15, align 16
  store <4 x float> %30, ptr %8, align 16
  store <4 x float> %42, ptr %9, align 16
  %43 = load <4 x float>, ptr %8, align 16
  %44 = load <4 x float>, ptr %9, align 16
  %45 = fadd <4 x float> %43, %44
  store <4 x float> %45, ptr %10, align 16
  %46 = load <4 x float>, ptr %10, align 16
  store <4 x float> %28, ptr %11, align 16
  store <4 x float> %46, ptr %12, align 16
  %47 = load <4 x float>, ptr %11, align 16
  %48 = load <4 x float>, ptr %12, align 16
  %49 = fadd <4 x float> %47, %48
  store <4 x float> %49, ptr %13, align 16
  %50 = load <4 x float>, ptr %13, align 16
  ret <4 x float> %50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @gv_ops(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = add <4 x i32> %5, %6
  %8 = load <4 x i32>, ptr %3, align 16
  %9 = load <4 x i32>, ptr %4, align 16
  %10 = sub <4 x i32> %8, %9
  %11 = mul <4 x i32> %7, %10
  %12 = load <4 x i32>, ptr %3, align 16
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = icmp slt <4 x i32> %12, %13
  %15 = sext <4 x i1> %14 to <4 x i32>
  %16 = xor <4 x i32> %11, %15
  ret <4 x i32> %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @gv_f(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load <4 x float>, ptr %4, align 16
  store <4 x float> <float 5.000000e-01, float 1.000000e+00, float 2.000000e+00, float 4.000000e+00>, ptr %5, align 16
  %8 = load <4 x float>, ptr %5, align 16
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> %7, <4 x float> %8)
  %10 = load <4 x float>, ptr %3, align 16
  %11 = fdiv <4 x float> %10, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %12 = fsub <4 x float> %9, %11
  ret <4 x float> %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @gv_shuf(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %5 = load <16 x i8>, ptr %3, align 16
  %6 = load <16 x i8>, ptr %4, align 16
  %7 = shufflevector <16 x i8> %5, <16 x i8> %6, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 15, i32 14, i32 13, i32 12, i32 31, i32 30, i32 29, i32 28>
  ret <16 x i8> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i16> @gv_short(<4 x i16> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %2, align 8
  %4 = load <4 x i16>, ptr %2, align 8
  %5 = load <4 x i16>, ptr %2, align 8
  %6 = mul <4 x i16> %4, %5
  store <4 x i16> <i16 1, i16 2, i16 3, i16 4>, ptr %3, align 8
  %7 = load <4 x i16>, ptr %3, align 8
  %8 = sub <4 x i16> %6, %7
  ret <4 x i16> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @gv_d(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = load <2 x double>, ptr %3, align 16
  %8 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %5, <2 x double> %6, <2 x double> %7)
  ret <2 x double> %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca <8 x i8>, align 8
  %2 = alloca <1 x i64>, align 8
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <16 x i8>, align 16
  %6 = alloca i8, align 1
  %7 = alloca <16 x i8>, align 16
  %8 = alloca <16 x i8>, align 16
  %9 = alloca i8, align 1
  %10 = alloca <16 x i8>, align 16
  %11 = alloca <16 x i8>, align 16
  %12 = alloca <16 x i8>, align 16
  %13 = alloca <16 x i8>, align 16
  %14 = alloca <16 x i8>, align 16
  %15 = alloca <16 x i8>, align 16
  %16 = alloca <16 x i8>, align 16
  %17 = alloca <16 x i8>, align 16
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <8 x i8>, align 8
  %20 = alloca <16 x i8>, align 16
  %21 = alloca <8 x i8>, align 8
  %22 = alloca <8 x i8>, align 8
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca <4 x float>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca <4 x float>, align 16
  %31 = alloca <4 x float>, align 16
  %32 = alloca <4 x float>, align 16
  %33 = alloca <4 x float>, align 16
  %34 = alloca float, align 4
  %35 = alloca <4 x float>, align 16
  %36 = alloca float, align 4
  %37 = alloca <4 x i32>, align 16
  %38 = alloca i32, align 4
  %39 = alloca <4 x i32>, align 16
  %40 = alloca i32, align 4
  %41 = alloca <4 x i32>, align 16
  %42 = alloca <4 x i32>, align 16
  %43 = alloca <4 x i32>, align 16
  %44 = alloca <4 x i32>, align 16
  %45 = alloca <4 x i32>, align 16
  %46 = alloca <4 x i32>, align 16
  %47 = alloca <4 x i32>, align 16
  %48 = alloca <4 x i32>, align 16
  %49 = alloca <4 x i32>, align 16
  %50 = alloca <4 x i32>, align 16
  %51 = alloca <4 x float>, align 16
  %52 = alloca <4 x float>, align 16
  %53 = alloca <4 x i32>, align 16
  %54 = alloca <4 x i32>, align 16
  %55 = alloca <4 x i32>, align 16
  %56 = alloca <4 x i32>, align 16
  %57 = alloca <4 x float>, align 16
  %58 = alloca <4 x float>, align 16
  %59 = alloca <4 x i32>, align 16
  %60 = alloca <4 x i32>, align 16
  %61 = alloca <4 x i32>, align 16
  %62 = alloca <4 x i32>, align 16
  %63 = alloca <4 x i32>, align 16
  %64 = alloca <4 x float>, align 16
  %65 = alloca <4 x float>, align 16
  %66 = alloca <4 x float>, align 16
  %67 = alloca <4 x float>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <4 x float>, align 16
  %70 = alloca <4 x float>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca <4 x float>, align 16
  %74 = alloca <4 x float>, align 16
  %75 = alloca <4 x float>, align 16
  %76 = alloca <4 x float>, align 16
  %77 = alloca <4 x float>, align 16
  %78 = alloca <4 x float>, align 16
  %79 = alloca <4 x float>, align 16
  %80 = alloca <4 x float>, align 16
  %81 = alloca float, align 4
  %82 = alloca <4 x float>, align 16
  %83 = alloca <4 x float>, align 16
  %84 = alloca <4 x float>, align 16
  %85 = alloca <4 x float>, align 16
  %86 = alloca <4 x float>, align 16
  %87 = alloca <4 x float>, align 16
  %88 = alloca <4 x float>, align 16
  %89 = alloca <4 x float>, align 16
  %90 = alloca <4 x float>, align 16
  %91 = alloca <4 x float>, align 16
  %92 = alloca <4 x float>, align 16
  %93 = alloca <4 x float>, align 16
  %94 = alloca <4 x float>, align 16
  %95 = alloca <4 x float>, align 16
  %96 = alloca <4 x float>, align 16
  %97 = alloca <4 x float>, align 16
  %98 = alloca <4 x float>, align 16
  %99 = alloca <4 x float>, align 16
  %100 = alloca <4 x float>, align 16
  %101 = alloca <4 x float>, align 16
  %102 = alloca <4 x float>, align 16
  %103 = alloca <4 x float>, align 16
  %104 = alloca <4 x float>, align 16
  %105 = alloca <4 x float>, align 16
  %106 = alloca <4 x float>, align 16
  %107 = alloca <4 x float>, align 16
  %108 = alloca <4 x float>, align 16
  %109 = alloca <4 x float>, align 16
  %110 = alloca <4 x float>, align 16
  %111 = alloca <4 x float>, align 16
  %112 = alloca <4 x float>, align 16
  %113 = alloca <4 x float>, align 16
  %114 = alloca <4 x float>, align 16
  %115 = alloca <4 x float>, align 16
  %116 = alloca <4 x float>, align 16
  %117 = alloca <4 x float>, align 16
  %118 = alloca <4 x float>, align 16
  %119 = alloca <4 x float>, align 16
  %120 = alloca <4 x float>, align 16
  %121 = alloca <4 x float>, align 16
  %122 = alloca <4 x float>, align 16
  %123 = alloca <4 x float>, align 16
  %124 = alloca <4 x float>, align 16
  %125 = alloca <4 x float>, align 16
  %126 = alloca <4 x float>, align 16
  %127 = alloca <4 x float>, align 16
  %128 = alloca <4 x float>, align 16
  %129 = alloca <4 x float>, align 16
  %130 = alloca <4 x float>, align 16
  %131 = alloca <4 x float>, align 16
  %132 = alloca <4 x float>, align 16
  %133 = alloca <4 x float>, align 16
  %134 = alloca <4 x float>, align 16
  %135 = alloca <4 x float>, align 16
  %136 = alloca <4 x float>, align 16
  %137 = alloca <4 x float>, align 16
  %138 = alloca <4 x float>, align 16
  %139 = alloca <4 x float>, align 16
  %140 = alloca <4 x float>, align 16
  %141 = alloca float, align 4
  %142 = alloca <4 x float>, align 16
  %143 = alloca <4 x float>, align 16
  %144 = alloca i32, align 4
  %145 = alloca [4 x float], align 4
  %146 = alloca [4 x float], align 4
  %147 = alloca [4 x i32], align 4
  %148 = alloca [4 x i32], align 4
  %149 = alloca <4 x float>, align 16
  %150 = alloca <4 x float>, align 16
  %151 = alloca <4 x float>, align 16
  %152 = alloca <4 x float>, align 16
  %153 = alloca <4 x float>, align 16
  %154 = alloca <4 x float>, align 16
  %155 = alloca <4 x i32>, align 16
  %156 = alloca <4 x i32>, align 16
  %157 = alloca <4 x i32>, align 16
  %158 = alloca <4 x i32>, align 16
  %159 = alloca <4 x i32>, align 16
  %160 = alloca <4 x i32>, align 16
  %161 = alloca <4 x i32>, align 16
  %162 = alloca i32, align 4
  %163 = alloca <4 x i32>, align 16
  %164 = alloca <4 x i32>, align 16
  %165 = alloca <4 x float>, align 16
  %166 = alloca <4 x float>, align 16
  %167 = alloca <4 x float>, align 16
  %168 = alloca <4 x float>, align 16
  %169 = alloca <16 x i8>, align 16
  %170 = alloca <8 x i8>, align 8
  %171 = alloca i64, align 8
  %172 = alloca <8 x i8>, align 8
  %173 = alloca <8 x i8>, align 8
  %174 = alloca i64, align 8
  %175 = alloca <8 x i8>, align 8
  %176 = alloca <16 x i8>, align 16
  %177 = alloca <8 x i8>, align 8
  %178 = alloca i64, align 8
  %179 = alloca <8 x i8>, align 8
  %180 = alloca <8 x i8>, align 8
  %181 = alloca i64, align 8
  %182 = alloca <8 x i8>, align 8
  %183 = alloca <16 x i8>, align 16
  %184 = alloca <16 x i8>, align 16
  %185 = alloca <16 x i8>, align 16
  %186 = alloca <16 x i8>, align 16
  %187 = alloca <16 x i8>, align 16
  %188 = alloca <16 x i8>, align 16
  %189 = alloca <2 x float>, align 8
  %190 = alloca float, align 4
  %191 = alloca <2 x float>, align 8
  %192 = alloca float, align 4
  %193 = alloca float, align 4
  %194 = alloca <2 x float>, align 8
  %195 = alloca float, align 4
  %196 = alloca <8 x i8>, align 8
  %197 = alloca <8 x i8>, align 8
  %198 = alloca i64, align 8
  %199 = alloca <8 x i8>, align 8
  %200 = alloca i64, align 8
  %201 = alloca <1 x i64>, align 8
  %202 = alloca i64, align 8
  %203 = alloca <4 x float>, align 16
  %204 = alloca <4 x float>, align 16
  %205 = alloca <4 x float>, align 16
  %206 = alloca <4 x float>, align 16
  %207 = alloca <4 x float>, align 16
  %208 = alloca <4 x float>, align 16
  %209 = alloca <4 x float>, align 16
  %210 = alloca <4 x float>, align 16
  %211 = alloca <4 x float>, align 16
  %212 = alloca <4 x float>, align 16
  %213 = alloca <4 x float>, align 16
  %214 = alloca <4 x float>, align 16
  %215 = alloca <4 x float>, align 16
  %216 = alloca <4 x float>, align 16
  %217 = alloca <4 x float>, align 16
  %218 = alloca <4 x float>, align 16
  %219 = alloca <4 x float>, align 16
  %220 = alloca <4 x float>, align 16
  %221 = alloca <4 x float>, align 16
  %222 = alloca %struct.float32x4x2_t, align 16
  %223 = alloca %struct.V3, align 16
  %224 = alloca %struct.float32x4x2_t, align 16
  %225 = alloca %struct.V3, align 16
  %226 = alloca <4 x i32>, align 16
  %227 = alloca <4 x i32>, align 16
  %228 = alloca <4 x i32>, align 16
  %229 = alloca <4 x float>, align 16
  %230 = alloca <4 x float>, align 16
  %231 = alloca <4 x float>, align 16
  %232 = alloca <16 x i8>, align 16
  %233 = alloca <16 x i8>, align 16
  %234 = alloca i32, align 4
  %235 = alloca <16 x i8>, align 16
  %236 = alloca <16 x i8>, align 16
  %237 = alloca <4 x i16>, align 8
  %238 = alloca <4 x i16>, align 8
  %239 = alloca <2 x double>, align 16
  %240 = alloca <2 x double>, align 16
  %241 = alloca <2 x double>, align 16
  store i32 0, ptr %144, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %145, ptr align 4 @__const.main.fa, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %146, ptr align 4 @__const.main.fb, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %147, ptr align 4 @__const.main.ia, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %148, ptr align 4 @__const.main.ib, i64 16, i1 false)
  %242 = getelementptr inbounds [4 x float], ptr %145, i64 0, i64 0
  %243 = load <4 x float>, ptr %242, align 4
  store <4 x float> %243, ptr %150, align 16
  %244 = load <4 x float>, ptr %150, align 16
  store <4 x float> %244, ptr %151, align 16
  %245 = load <4 x float>, ptr %151, align 16
  store <4 x float> %245, ptr %149, align 16
  %246 = getelementptr inbounds [4 x float], ptr %146, i64 0, i64 0
  %247 = load <4 x float>, ptr %246, align 4
  store <4 x float> %247, ptr %153, align 16
  %248 = load <4 x float>, ptr %153, align 16
  store <4 x float> %248, ptr %154, align 16
  %249 = load <4 x float>, ptr %154, align 16
  store <4 x float> %249, ptr %152, align 16
  %250 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %251 = load <4 x i32>, ptr %250, align 4
  store <4 x i32> %251, ptr %156, align 16
  %252 = load <4 x i32>, ptr %156, align 16
  store <4 x i32> %252, ptr %157, align 16
  %253 = load <4 x i32>, ptr %157, align 16
  store <4 x i32> %253, ptr %155, align 16
  %254 = getelementptr inbounds [4 x i32], ptr %148, i64 0, i64 0
  %255 = load <4 x i32>, ptr %254, align 4
  store <4 x i32> %255, ptr %159, align 16
  %256 = load <4 x i32>, ptr %159, align 16
  store <4 x i32> %256, ptr %160, align 16
  %257 = load <4 x i32>, ptr %160, align 16
  store <4 x i32> %257, ptr %158, align 16
  %258 = load <4 x float>, ptr %149, align 16
  %259 = load <4 x float>, ptr %152, align 16
  %260 = call <4 x float> @f_add(<4 x float> noundef %258, <4 x float> noundef %259)
  call void @pf(ptr noundef @.str, <4 x float> noundef %260)
  %261 = load <4 x float>, ptr %149, align 16
  %262 = load <4 x float>, ptr %152, align 16
  store <4 x float> %261, ptr %93, align 16
  store <4 x float> %262, ptr %94, align 16
  %263 = load <4 x float>, ptr %93, align 16
  %264 = load <4 x float>, ptr %94, align 16
  %265 = fmul <4 x float> %263, %264
  store <4 x float> %265, ptr %95, align 16
  %266 = load <4 x float>, ptr %95, align 16
  call void @pf(ptr noundef @.str.1, <4 x float> noundef %266)
  %267 = load <4 x float>, ptr %149, align 16
  %268 = load <4 x float>, ptr %152, align 16
  store <4 x float> %267, ptr %71, align 16
  store <4 x float> %268, ptr %72, align 16
  %269 = load <4 x float>, ptr %71, align 16
  %270 = bitcast <4 x float> %269 to <16 x i8>
  %271 = load <4 x float>, ptr %72, align 16
  %272 = bitcast <4 x float> %271 to <16 x i8>
  %273 = call <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float> %269, <4 x float> %271)
  store <4 x float> %273, ptr %73, align 16
  %274 = load <4 x float>, ptr %73, align 16
  call void @pf(ptr noundef @.str.2, <4 x float> noundef %274)
  %275 = load <4 x float>, ptr %149, align 16
  %276 = load <4 x float>, ptr %152, align 16
  store <4 x float> %275, ptr %68, align 16
  store <4 x float> %276, ptr %69, align 16
  %277 = load <4 x float>, ptr %68, align 16
  %278 = bitcast <4 x float> %277 to <16 x i8>
  %279 = load <4 x float>, ptr %69, align 16
  %280 = bitcast <4 x float> %279 to <16 x i8>
  %281 = call <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float> %277, <4 x float> %279)
  store <4 x float> %281, ptr %70, align 16
  %282 = load <4 x float>, ptr %70, align 16
  call void @pf(ptr noundef @.str.3, <4 x float> noundef %282)
  %283 = load <4 x float>, ptr %149, align 16
  %284 = load <4 x float>, ptr %152, align 16
  store <4 x float> %283, ptr %84, align 16
  store <4 x float> %284, ptr %85, align 16
  %285 = load <4 x float>, ptr %84, align 16
  %286 = load <4 x float>, ptr %85, align 16
  %287 = fsub <4 x float> %285, %286
  store <4 x float> %287, ptr %86, align 16
  %288 = load <4 x float>, ptr %86, align 16
  store <4 x float> %288, ptr %64, align 16
  %289 = load <4 x float>, ptr %64, align 16
  %290 = bitcast <4 x float> %289 to <16 x i8>
  %291 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %289)
  store <4 x float> %291, ptr %65, align 16
  %292 = load <4 x float>, ptr %65, align 16
  call void @pf(ptr noundef @.str.4, <4 x float> noundef %292)
  %293 = load <4 x i32>, ptr %155, align 16
  %294 = load <4 x i32>, ptr %158, align 16
  %295 = call <4 x i32> @i_mul(<4 x i32> noundef %293, <4 x i32> noundef %294)
  call void @pi(ptr noundef @.str.5, <4 x i32> noundef %295)
  %296 = load <4 x float>, ptr %149, align 16
  %297 = load <4 x float>, ptr %152, align 16
  store <4 x float> %296, ptr %57, align 16
  store <4 x float> %297, ptr %58, align 16
  %298 = load <4 x float>, ptr %57, align 16
  %299 = load <4 x float>, ptr %58, align 16
  %300 = fcmp ogt <4 x float> %298, %299
  %301 = sext <4 x i1> %300 to <4 x i32>
  store <4 x i32> %301, ptr %59, align 16
  %302 = load <4 x i32>, ptr %59, align 16
  store <4 x i32> %302, ptr %60, align 16
  %303 = load <4 x i32>, ptr %60, align 16
  store <4 x i32> %303, ptr %61, align 16
  %304 = load <4 x i32>, ptr %61, align 16
  call void @pi(ptr noundef @.str.6, <4 x i32> noundef %304)
  %305 = load <4 x i32>, ptr %155, align 16
  store i32 1, ptr %162, align 4
  %306 = load <4 x i32>, ptr %158, align 16
  store <4 x i32> %306, ptr %163, align 16
  %307 = load i32, ptr %162, align 4
  %308 = load <4 x i32>, ptr %163, align 16
  %309 = insertelement <4 x i32> %308, i32 %307, i32 0
  store <4 x i32> %309, ptr %161, align 16
  %310 = load <4 x i32>, ptr %161, align 16
  store <4 x i32> %310, ptr %164, align 16
  %311 = load <4 x i32>, ptr %164, align 16
  store <4 x i32> %305, ptr %54, align 16
  store <4 x i32> %311, ptr %55, align 16
  %312 = load <4 x i32>, ptr %54, align 16
  %313 = load <4 x i32>, ptr %55, align 16
  %314 = icmp eq <4 x i32> %312, %313
  %315 = sext <4 x i1> %314 to <4 x i32>
  store <4 x i32> %315, ptr %56, align 16
  %316 = load <4 x i32>, ptr %56, align 16
  store <4 x i32> %316, ptr %62, align 16
  %317 = load <4 x i32>, ptr %62, align 16
  store <4 x i32> %317, ptr %63, align 16
  %318 = load <4 x i32>, ptr %63, align 16
  call void @pi(ptr noundef @.str.7, <4 x i32> noundef %318)
  %319 = load <4 x float>, ptr %149, align 16
  store <4 x float> %319, ptr %80, align 16
  store float 8.000000e+00, ptr %81, align 4
  %320 = load <4 x float>, ptr %80, align 16
  %321 = load float, ptr %81, align 4
  %322 = insertelement <4 x float> poison, float %321, i32 0
  %323 = load float, ptr %81, align 4
  %324 = insertelement <4 x float> %322, float %323, i32 1
  %325 = load float, ptr %81, align 4
  %326 = insertelement <4 x float> %324, float %325, i32 2
  %327 = load float, ptr %81, align 4
  %328 = insertelement <4 x float> %326, float %327, i32 3
  store <4 x float> %328, ptr %83, align 16
  %329 = load <4 x float>, ptr %83, align 16
  %330 = fmul <4 x float> %320, %329
  store <4 x float> %330, ptr %82, align 16
  %331 = load <4 x float>, ptr %82, align 16
  store <4 x float> %331, ptr %52, align 16
  %332 = load <4 x float>, ptr %52, align 16
  %333 = bitcast <4 x float> %332 to <16 x i8>
  %334 = call <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float> %332)
  store <4 x i32> %334, ptr %53, align 16
  %335 = load <4 x i32>, ptr %53, align 16
  call void @pi(ptr noundef @.str.8, <4 x i32> noundef %335)
  %336 = load <4 x i32>, ptr %158, align 16
  store <4 x i32> %336, ptr %50, align 16
  %337 = load <4 x i32>, ptr %50, align 16
  %338 = bitcast <4 x i32> %337 to <16 x i8>
  %339 = sitofp <4 x i32> %337 to <4 x float>
  store <4 x float> %339, ptr %51, align 16
  %340 = load <4 x float>, ptr %51, align 16
  call void @pf(ptr noundef @.str.9, <4 x float> noundef %340)
  %341 = load <4 x i32>, ptr %155, align 16
  %342 = load <4 x i32>, ptr %158, align 16
  store <4 x i32> %341, ptr %44, align 16
  store <4 x i32> %342, ptr %45, align 16
  %343 = load <4 x i32>, ptr %44, align 16
  %344 = bitcast <4 x i32> %343 to <16 x i8>
  %345 = load <4 x i32>, ptr %45, align 16
  %346 = bitcast <4 x i32> %345 to <16 x i8>
  %347 = call <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32> %343, <4 x i32> %345)
  store <4 x i32> %347, ptr %46, align 16
  %348 = load <4 x i32>, ptr %46, align 16
  %349 = load <4 x i32>, ptr %155, align 16
  %350 = load <4 x i32>, ptr %158, align 16
  store <4 x i32> %349, ptr %41, align 16
  store <4 x i32> %350, ptr %42, align 16
  %351 = load <4 x i32>, ptr %41, align 16
  %352 = bitcast <4 x i32> %351 to <16 x i8>
  %353 = load <4 x i32>, ptr %42, align 16
  %354 = bitcast <4 x i32> %353 to <16 x i8>
  %355 = call <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32> %351, <4 x i32> %353)
  store <4 x i32> %355, ptr %43, align 16
  %356 = load <4 x i32>, ptr %43, align 16
  store <4 x i32> %348, ptr %47, align 16
  store <4 x i32> %356, ptr %48, align 16
  %357 = load <4 x i32>, ptr %47, align 16
  %358 = load <4 x i32>, ptr %48, align 16
  %359 = add <4 x i32> %357, %358
  store <4 x i32> %359, ptr %49, align 16
  %360 = load <4 x i32>, ptr %49, align 16
  call void @pi(ptr noundef @.str.10, <4 x i32> noundef %360)
  %361 = load <4 x i32>, ptr %155, align 16
  store <4 x i32> %361, ptr %37, align 16
  %362 = load <4 x i32>, ptr %37, align 16
  %363 = call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> %362)
  store i32 %363, ptr %38, align 4
  %364 = load i32, ptr %38, align 4
  %365 = load <4 x i32>, ptr %158, align 16
  store <4 x i32> %365, ptr %39, align 16
  %366 = load <4 x i32>, ptr %39, align 16
  %367 = call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> %366)
  store i32 %367, ptr %40, align 4
  %368 = load i32, ptr %40, align 4
  %369 = load <4 x float>, ptr %149, align 16
  store <4 x float> %369, ptr %35, align 16
  %370 = load <4 x float>, ptr %35, align 16
  %371 = call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> %370)
  store float %371, ptr %36, align 4
  %372 = load float, ptr %36, align 4
  %373 = fpext float %372 to double
  %374 = load <4 x float>, ptr %152, align 16
  store <4 x float> %374, ptr %33, align 16
  %375 = load <4 x float>, ptr %33, align 16
  %376 = call float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float> %375)
  store float %376, ptr %34, align 4
  %377 = load float, ptr %34, align 4
  %378 = fpext float %377 to double
  %379 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %364, i32 noundef %368, double noundef %373, double noundef %378)
  %380 = load <4 x float>, ptr %149, align 16
  store <4 x float> %380, ptr %166, align 16
  %381 = load <4 x float>, ptr %152, align 16
  store <4 x float> %381, ptr %167, align 16
  %382 = load <4 x float>, ptr %166, align 16
  %383 = bitcast <4 x float> %382 to <16 x i8>
  %384 = load <4 x float>, ptr %167, align 16
  %385 = bitcast <4 x float> %384 to <16 x i8>
  %386 = bitcast <16 x i8> %383 to <4 x float>
  %387 = bitcast <16 x i8> %385 to <4 x float>
  %388 = shufflevector <4 x float> %386, <4 x float> %387, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  store <4 x float> %388, ptr %165, align 16
  %389 = load <4 x float>, ptr %165, align 16
  store <4 x float> %389, ptr %168, align 16
  %390 = load <4 x float>, ptr %168, align 16
  call void @pf(ptr noundef @.str.12, <4 x float> noundef %390)
  %391 = load <4 x float>, ptr %149, align 16
  %392 = load <4 x float>, ptr %152, align 16
  store <4 x float> %391, ptr %30, align 16
  store <4 x float> %392, ptr %31, align 16
  %393 = load <4 x float>, ptr %30, align 16
  %394 = load <4 x float>, ptr %31, align 16
  %395 = shufflevector <4 x float> %393, <4 x float> %394, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  store <4 x float> %395, ptr %32, align 16
  %396 = load <4 x float>, ptr %32, align 16
  call void @pf(ptr noundef @.str.13, <4 x float> noundef %396)
  %397 = load <4 x float>, ptr %149, align 16
  %398 = load <4 x float>, ptr %152, align 16
  store <4 x float> %397, ptr %27, align 16
  store <4 x float> %398, ptr %28, align 16
  %399 = load <4 x float>, ptr %27, align 16
  %400 = load <4 x float>, ptr %28, align 16
  %401 = shufflevector <4 x float> %399, <4 x float> %400, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  store <4 x float> %401, ptr %29, align 16
  %402 = load <4 x float>, ptr %29, align 16
  call void @pf(ptr noundef @.str.14, <4 x float> noundef %402)
  %403 = load <4 x float>, ptr %149, align 16
  store <4 x float> %403, ptr %74, align 16
  %404 = load <4 x float>, ptr %74, align 16
  %405 = load <4 x float>, ptr %74, align 16
  %406 = shufflevector <4 x float> %404, <4 x float> %405, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  store <4 x float> %406, ptr %75, align 16
  %407 = load <4 x float>, ptr %75, align 16
  call void @pf(ptr noundef @.str.15, <4 x float> noundef %407)
  %408 = load <4 x float>, ptr %149, align 16
  %409 = load <4 x float>, ptr %152, align 16
  store <4 x float> %408, ptr %24, align 16
  store <4 x float> %409, ptr %25, align 16
  %410 = load <4 x float>, ptr %24, align 16
  %411 = bitcast <4 x float> %410 to <16 x i8>
  %412 = load <4 x float>, ptr %25, align 16
  %413 = bitcast <4 x float> %412 to <16 x i8>
  %414 = call <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float> %410, <4 x float> %412)
  %415 = bitcast <4 x float> %414 to <16 x i8>
  store <4 x float> %414, ptr %26, align 16
  %416 = load <4 x float>, ptr %26, align 16
  call void @pf(ptr noundef @.str.16, <4 x float> noundef %416)
  store i64 506097522914230528, ptr %171, align 8
  %417 = load i64, ptr %171, align 8
  %418 = bitcast i64 %417 to <8 x i8>
  store <8 x i8> %418, ptr %170, align 8
  %419 = load <8 x i8>, ptr %170, align 8
  store <8 x i8> %419, ptr %172, align 8
  %420 = load <8 x i8>, ptr %172, align 8
  store i64 1084818905618843912, ptr %174, align 8
  %421 = load i64, ptr %174, align 8
  %422 = bitcast i64 %421 to <8 x i8>
  store <8 x i8> %422, ptr %173, align 8
  %423 = load <8 x i8>, ptr %173, align 8
  store <8 x i8> %423, ptr %175, align 8
  %424 = load <8 x i8>, ptr %175, align 8
  store <8 x i8> %420, ptr %18, align 8
  store <8 x i8> %424, ptr %19, align 8
  %425 = load <8 x i8>, ptr %18, align 8
  %426 = load <8 x i8>, ptr %19, align 8
  %427 = shufflevector <8 x i8> %425, <8 x i8> %426, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i8> %427, ptr %20, align 16
  %428 = load <16 x i8>, ptr %20, align 16
  store <16 x i8> %428, ptr %169, align 16
  store i64 4223284326236940, ptr %178, align 8
  %429 = load i64, ptr %178, align 8
  %430 = bitcast i64 %429 to <8 x i8>
  store <8 x i8> %430, ptr %177, align 8
  %431 = load <8 x i8>, ptr %177, align 8
  store <8 x i8> %431, ptr %179, align 8
  %432 = load <8 x i8>, ptr %179, align 8
  store i64 -67518797086128633, ptr %181, align 8
  %433 = load i64, ptr %181, align 8
  %434 = bitcast i64 %433 to <8 x i8>
  store <8 x i8> %434, ptr %180, align 8
  %435 = load <8 x i8>, ptr %180, align 8
  store <8 x i8> %435, ptr %182, align 8
  %436 = load <8 x i8>, ptr %182, align 8
  store <8 x i8> %432, ptr %21, align 8
  store <8 x i8> %436, ptr %22, align 8
  %437 = load <8 x i8>, ptr %21, align 8
  %438 = load <8 x i8>, ptr %22, align 8
  %439 = shufflevector <8 x i8> %437, <8 x i8> %438, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i8> %439, ptr %23, align 16
  %440 = load <16 x i8>, ptr %23, align 16
  store <16 x i8> %440, ptr %176, align 16
  %441 = load <16 x i8>, ptr %169, align 16
  store i8 3, ptr %6, align 1
  %442 = load i8, ptr %6, align 1
  %443 = insertelement <16 x i8> poison, i8 %442, i32 0
  %444 = load i8, ptr %6, align 1
  %445 = insertelement <16 x i8> %443, i8 %444, i32 1
  %446 = load i8, ptr %6, align 1
  %447 = insertelement <16 x i8> %445, i8 %446, i32 2
  %448 = load i8, ptr %6, align 1
  %449 = insertelement <16 x i8> %447, i8 %448, i32 3
  %450 = load i8, ptr %6, align 1
  %451 = insertelement <16 x i8> %449, i8 %450, i32 4
  %452 = load i8, ptr %6, align 1
  %453 = insertelement <16 x i8> %451, i8 %452, i32 5
  %454 = load i8, ptr %6, align 1
  %455 = insertelement <16 x i8> %453, i8 %454, i32 6
  %456 = load i8, ptr %6, align 1
  %457 = insertelement <16 x i8> %455, i8 %456, i32 7
  %458 = load i8, ptr %6, align 1
  %459 = insertelement <16 x i8> %457, i8 %458, i32 8
  %460 = load i8, ptr %6, align 1
  %461 = insertelement <16 x i8> %459, i8 %460, i32 9
  %462 = load i8, ptr %6, align 1
  %463 = insertelement <16 x i8> %461, i8 %462, i32 10
  %464 = load i8, ptr %6, align 1
  %465 = insertelement <16 x i8> %463, i8 %464, i32 11
  %466 = load i8, ptr %6, align 1
  %467 = insertelement <16 x i8> %465, i8 %466, i32 12
  %468 = load i8, ptr %6, align 1
  %469 = insertelement <16 x i8> %467, i8 %468, i32 13
  %470 = load i8, ptr %6, align 1
  %471 = insertelement <16 x i8> %469, i8 %470, i32 14
  %472 = load i8, ptr %6, align 1
  %473 = insertelement <16 x i8> %471, i8 %472, i32 15
  store <16 x i8> %473, ptr %8, align 16
  %474 = load <16 x i8>, ptr %8, align 16
  store <16 x i8> %474, ptr %7, align 16
  %475 = load <16 x i8>, ptr %7, align 16
  store <16 x i8> %441, ptr %12, align 16
  store <16 x i8> %475, ptr %13, align 16
  %476 = load <16 x i8>, ptr %12, align 16
  %477 = load <16 x i8>, ptr %13, align 16
  %478 = mul <16 x i8> %476, %477
  store <16 x i8> %478, ptr %14, align 16
  %479 = load <16 x i8>, ptr %14, align 16
  %480 = load <16 x i8>, ptr %176, align 16
  store <16 x i8> %479, ptr %15, align 16
  store <16 x i8> %480, ptr %16, align 16
  %481 = load <16 x i8>, ptr %15, align 16
  %482 = load <16 x i8>, ptr %16, align 16
  %483 = call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %481, <16 x i8> %482)
  store <16 x i8> %483, ptr %17, align 16
  %484 = load <16 x i8>, ptr %17, align 16
  call void @pb(ptr noundef @.str.17, <16 x i8> noundef %484)
  %485 = load <16 x i8>, ptr %169, align 16
  store <16 x i8> %485, ptr %184, align 16
  %486 = load <16 x i8>, ptr %184, align 16
  %487 = shl <16 x i8> %486, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %487, ptr %183, align 16
  %488 = load <16 x i8>, ptr %183, align 16
  store <16 x i8> %488, ptr %185, align 16
  %489 = load <16 x i8>, ptr %185, align 16
  call void @pb(ptr noundef @.str.18, <16 x i8> noundef %489)
  %490 = load <16 x i8>, ptr %169, align 16
  store <16 x i8> %490, ptr %187, align 16
  %491 = load <16 x i8>, ptr %187, align 16
  %492 = shl <16 x i8> %491, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  store <16 x i8> %492, ptr %186, align 16
  %493 = load <16 x i8>, ptr %186, align 16
  store <16 x i8> %493, ptr %188, align 16
  %494 = load <16 x i8>, ptr %188, align 16
  store i8 51, ptr %9, align 1
  %495 = load i8, ptr %9, align 1
  %496 = insertelement <16 x i8> poison, i8 %495, i32 0
  %497 = load i8, ptr %9, align 1
  %498 = insertelement <16 x i8> %496, i8 %497, i32 1
  %499 = load i8, ptr %9, align 1
  %500 = insertelement <16 x i8> %498, i8 %499, i32 2
  %501 = load i8, ptr %9, align 1
  %502 = insertelement <16 x i8> %500, i8 %501, i32 3
  %503 = load i8, ptr %9, align 1
  %504 = insertelement <16 x i8> %502, i8 %503, i32 4
  %505 = load i8, ptr %9, align 1
  %506 = insertelement <16 x i8> %504, i8 %505, i32 5
  %507 = load i8, ptr %9, align 1
  %508 = insertelement <16 x i8> %506, i8 %507, i32 6
  %509 = load i8, ptr %9, align 1
  %510 = insertelement <16 x i8> %508, i8 %509, i32 7
  %511 = load i8, ptr %9, align 1
  %512 = insertelement <16 x i8> %510, i8 %511, i32 8
  %513 = load i8, ptr %9, align 1
  %514 = insertelement <16 x i8> %512, i8 %513, i32 9
  %515 = load i8, ptr %9, align 1
  %516 = insertelement <16 x i8> %514, i8 %515, i32 10
  %517 = load i8, ptr %9, align 1
  %518 = insertelement <16 x i8> %516, i8 %517, i32 11
  %519 = load i8, ptr %9, align 1
  %520 = insertelement <16 x i8> %518, i8 %519, i32 12
  %521 = load i8, ptr %9, align 1
  %522 = insertelement <16 x i8> %520, i8 %521, i32 13
  %523 = load i8, ptr %9, align 1
  %524 = insertelement <16 x i8> %522, i8 %523, i32 14
  %525 = load i8, ptr %9, align 1
  %526 = insertelement <16 x i8> %524, i8 %525, i32 15
  store <16 x i8> %526, ptr %11, align 16
  %527 = load <16 x i8>, ptr %11, align 16
  store <16 x i8> %527, ptr %10, align 16
  %528 = load <16 x i8>, ptr %10, align 16
  store <16 x i8> %494, ptr %3, align 16
  store <16 x i8> %528, ptr %4, align 16
  %529 = load <16 x i8>, ptr %3, align 16
  %530 = load <16 x i8>, ptr %4, align 16
  %531 = call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> %529, <16 x i8> %530)
  store <16 x i8> %531, ptr %5, align 16
  %532 = load <16 x i8>, ptr %5, align 16
  call void @pb(ptr noundef @.str.19, <16 x i8> noundef %532)
  %533 = load <4 x float>, ptr %149, align 16
  %534 = call <2 x float> @f_half(<4 x float> noundef %533)
  store <2 x float> %534, ptr %189, align 8
  %535 = load <2 x float>, ptr %189, align 8
  store <2 x float> %535, ptr %191, align 8
  %536 = load <2 x float>, ptr %191, align 8
  %537 = extractelement <2 x float> %536, i32 0
  store float %537, ptr %190, align 4
  %538 = load float, ptr %190, align 4
  store float %538, ptr %192, align 4
  %539 = load float, ptr %192, align 4
  %540 = fpext float %539 to double
  %541 = load <2 x float>, ptr %189, align 8
  store <2 x float> %541, ptr %194, align 8
  %542 = load <2 x float>, ptr %194, align 8
  %543 = extractelement <2 x float> %542, i32 1
  store float %543, ptr %193, align 4
  %544 = load float, ptr %193, align 4
  store float %544, ptr %195, align 4
  %545 = load float, ptr %195, align 4
  %546 = fpext float %545 to double
  %547 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %540, double noundef %546)
  store i64 -9151456271260254973, ptr %198, align 8
  %548 = load i64, ptr %198, align 8
  %549 = bitcast i64 %548 to <8 x i8>
  store <8 x i8> %549, ptr %197, align 8
  %550 = load <8 x i8>, ptr %197, align 8
  store <8 x i8> %550, ptr %199, align 8
  %551 = load <8 x i8>, ptr %199, align 8
  %552 = call <8 x i8> @i8_abs(<8 x i8> noundef %551)
  store <8 x i8> %552, ptr %196, align 8
  %553 = load <8 x i8>, ptr %196, align 8
  store <8 x i8> %553, ptr %1, align 8
  %554 = load <8 x i8>, ptr %1, align 8
  %555 = bitcast <8 x i8> %554 to <1 x i64>
  store <1 x i64> %555, ptr %2, align 8
  %556 = load <1 x i64>, ptr %2, align 8
  store <1 x i64> %556, ptr %201, align 8
  %557 = load <1 x i64>, ptr %201, align 8
  %558 = extractelement <1 x i64> %557, i32 0
  store i64 %558, ptr %200, align 8
  %559 = load i64, ptr %200, align 8
  store i64 %559, ptr %202, align 8
  %560 = load i64, ptr %202, align 8
  %561 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %560)
  %562 = load <4 x float>, ptr %149, align 16
  %563 = load <4 x float>, ptr %152, align 16
  store <4 x float> %562, ptr %105, align 16
  store <4 x float> %563, ptr %106, align 16
  %564 = load <4 x float>, ptr %105, align 16
  %565 = load <4 x float>, ptr %106, align 16
  %566 = fadd <4 x float> %564, %565
  store <4 x float> %566, ptr %107, align 16
  %567 = load <4 x float>, ptr %107, align 16
  store <4 x float> %567, ptr %203, align 16
  %568 = load <4 x float>, ptr %149, align 16
  %569 = load <4 x float>, ptr %152, align 16
  store <4 x float> %568, ptr %87, align 16
  store <4 x float> %569, ptr %88, align 16
  %570 = load <4 x float>, ptr %87, align 16
  %571 = load <4 x float>, ptr %88, align 16
  %572 = fsub <4 x float> %570, %571
  store <4 x float> %572, ptr %89, align 16
  %573 = load <4 x float>, ptr %89, align 16
  store <4 x float> %573, ptr %204, align 16
  %574 = load <4 x float>, ptr %149, align 16
  %575 = load <4 x float>, ptr %149, align 16
  store <4 x float> %574, ptr %96, align 16
  store <4 x float> %575, ptr %97, align 16
  %576 = load <4 x float>, ptr %96, align 16
  %577 = load <4 x float>, ptr %97, align 16
  %578 = fmul <4 x float> %576, %577
  store <4 x float> %578, ptr %98, align 16
  %579 = load <4 x float>, ptr %98, align 16
  store <4 x float> %579, ptr %205, align 16
  %580 = load <4 x float>, ptr %152, align 16
  %581 = load <4 x float>, ptr %152, align 16
  store <4 x float> %580, ptr %99, align 16
  store <4 x float> %581, ptr %100, align 16
  %582 = load <4 x float>, ptr %99, align 16
  %583 = load <4 x float>, ptr %100, align 16
  %584 = fmul <4 x float> %582, %583
  store <4 x float> %584, ptr %101, align 16
  %585 = load <4 x float>, ptr %101, align 16
  store <4 x float> %585, ptr %206, align 16
  %586 = load <4 x float>, ptr %149, align 16
  store <4 x float> %586, ptr %78, align 16
  %587 = load <4 x float>, ptr %78, align 16
  %588 = fneg <4 x float> %587
  store <4 x float> %588, ptr %79, align 16
  %589 = load <4 x float>, ptr %79, align 16
  store <4 x float> %589, ptr %207, align 16
  store float 2.500000e-01, ptr %141, align 4
  %590 = load float, ptr %141, align 4
  %591 = insertelement <4 x float> poison, float %590, i32 0
  %592 = load float, ptr %141, align 4
  %593 = insertelement <4 x float> %591, float %592, i32 1
  %594 = load float, ptr %141, align 4
  %595 = insertelement <4 x float> %593, float %594, i32 2
  %596 = load float, ptr %141, align 4
  %597 = insertelement <4 x float> %595, float %596, i32 3
  store <4 x float> %597, ptr %143, align 16
  %598 = load <4 x float>, ptr %143, align 16
  store <4 x float> %598, ptr %142, align 16
  %599 = load <4 x float>, ptr %142, align 16
  store <4 x float> %599, ptr %208, align 16
  %600 = load <4 x float>, ptr %152, align 16
  store <4 x float> %600, ptr %76, align 16
  %601 = load <4 x float>, ptr %76, align 16
  %602 = load <4 x float>, ptr %76, align 16
  %603 = shufflevector <4 x float> %601, <4 x float> %602, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  store <4 x float> %603, ptr %77, align 16
  %604 = load <4 x float>, ptr %77, align 16
  store <4 x float> %604, ptr %209, align 16
  %605 = load <4 x float>, ptr %149, align 16
  store <4 x float> %605, ptr %212, align 16
  %606 = load <4 x float>, ptr %152, align 16
  store <4 x float> %606, ptr %213, align 16
  %607 = load <4 x float>, ptr %212, align 16
  %608 = bitcast <4 x float> %607 to <16 x i8>
  %609 = load <4 x float>, ptr %213, align 16
  %610 = bitcast <4 x float> %609 to <16 x i8>
  %611 = bitcast <16 x i8> %608 to <4 x float>
  %612 = bitcast <16 x i8> %610 to <4 x float>
  %613 = shufflevector <4 x float> %611, <4 x float> %612, <4 x i32> <i32 2, i32 3, i32 4, i32 5>
  store <4 x float> %613, ptr %211, align 16
  %614 = load <4 x float>, ptr %211, align 16
  store <4 x float> %614, ptr %214, align 16
  %615 = load <4 x float>, ptr %214, align 16
  store <4 x float> %615, ptr %210, align 16
  %616 = load <4 x float>, ptr %152, align 16
  store <4 x float> %616, ptr %217, align 16
  %617 = load <4 x float>, ptr %149, align 16
  store <4 x float> %617, ptr %218, align 16
  %618 = load <4 x float>, ptr %217, align 16
  %619 = bitcast <4 x float> %618 to <16 x i8>
  %620 = load <4 x float>, ptr %218, align 16
  %621 = bitcast <4 x float> %620 to <16 x i8>
  %622 = bitcast <16 x i8> %619 to <4 x float>
  %623 = bitcast <16 x i8> %621 to <4 x float>
  %624 = shufflevector <4 x float> %622, <4 x float> %623, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  store <4 x float> %624, ptr %216, align 16
  %625 = load <4 x float>, ptr %216, align 16
  store <4 x float> %625, ptr %219, align 16
  %626 = load <4 x float>, ptr %219, align 16
  store <4 x float> %626, ptr %215, align 16
  %627 = load <4 x float>, ptr %204, align 16
  store <4 x float> %627, ptr %66, align 16
  %628 = load <4 x float>, ptr %66, align 16
  %629 = bitcast <4 x float> %628 to <16 x i8>
  %630 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %628)
  store <4 x float> %630, ptr %67, align 16
  %631 = load <4 x float>, ptr %67, align 16
  store <4 x float> %631, ptr %220, align 16
  %632 = load <4 x float>, ptr %203, align 16
  %633 = call <4 x float> @clobber(<4 x float> noundef %632)
  store <4 x float> %633, ptr %221, align 16
  %634 = load <4 x float>, ptr %221, align 16
  %635 = load <4 x float>, ptr %204, align 16
  %636 = call <4 x float> @clobber(<4 x float> noundef %635)
  store <4 x float> %634, ptr %108, align 16
  store <4 x float> %636, ptr %109, align 16
  %637 = load <4 x float>, ptr %108, align 16
  %638 = load <4 x float>, ptr %109, align 16
  %639 = fadd <4 x float> %637, %638
  store <4 x float> %639, ptr %110, align 16
  %640 = load <4 x float>, ptr %110, align 16
  store <4 x float> %640, ptr %221, align 16
  %641 = load <4 x float>, ptr %221, align 16
  call void @pf(ptr noundef @.str.22, <4 x float> noundef %641)
  %642 = load <4 x float>, ptr %203, align 16
  %643 = load <4 x float>, ptr %204, align 16
  store <4 x float> %642, ptr %111, align 16
  store <4 x float> %643, ptr %112, align 16
  %644 = load <4 x float>, ptr %111, align 16
  %645 = load <4 x float>, ptr %112, align 16
  %646 = fadd <4 x float> %644, %645
  store <4 x float> %646, ptr %113, align 16
  %647 = load <4 x float>, ptr %113, align 16
  %648 = load <4 x float>, ptr %205, align 16
  %649 = load <4 x float>, ptr %206, align 16
  store <4 x float> %648, ptr %114, align 16
  store <4 x float> %649, ptr %115, align 16
  %650 = load <4 x float>, ptr %114, align 16
  %651 = load <4 x float>, ptr %115, align 16
  %652 = fadd <4 x float> %650, %651
  store <4 x float> %652, ptr %116, align 16
  %653 = load <4 x float>, ptr %116, align 16
  store <4 x float> %647, ptr %117, align 16
  store <4 x float> %653, ptr %118, align 16
  %654 = load <4 x float>, ptr %117, align 16
  %655 = load <4 x float>, ptr %118, align 16
  %656 = fadd <4 x float> %654, %655
  store <4 x float> %656, ptr %119, align 16
  %657 = load <4 x float>, ptr %119, align 16
  %658 = load <4 x float>, ptr %207, align 16
  %659 = load <4 x float>, ptr %208, align 16
  store <4 x float> %658, ptr %120, align 16
  store <4 x float> %659, ptr %121, align 16
  %660 = load <4 x float>, ptr %120, align 16
  %661 = load <4 x float>, ptr %121, align 16
  %662 = fadd <4 x float> %660, %661
  store <4 x float> %662, ptr %122, align 16
  %663 = load <4 x float>, ptr %122, align 16
  %664 = load <4 x float>, ptr %209, align 16
  %665 = load <4 x float>, ptr %210, align 16
  store <4 x float> %664, ptr %123, align 16
  store <4 x float> %665, ptr %124, align 16
  %666 = load <4 x float>, ptr %123, align 16
  %667 = load <4 x float>, ptr %124, align 16
  %668 = fadd <4 x float> %666, %667
  store <4 x float> %668, ptr %125, align 16
  %669 = load <4 x float>, ptr %125, align 16
  store <4 x float> %663, ptr %126, align 16
  store <4 x float> %669, ptr %127, align 16
  %670 = load <4 x float>, ptr %126, align 16
  %671 = load <4 x float>, ptr %127, align 16
  %672 = fadd <4 x float> %670, %671
  store <4 x float> %672, ptr %128, align 16
  %673 = load <4 x float>, ptr %128, align 16
  %674 = load <4 x float>, ptr %215, align 16
  %675 = load <4 x float>, ptr %220, align 16
  store <4 x float> %674, ptr %129, align 16
  store <4 x float> %675, ptr %130, align 16
  %676 = load <4 x float>, ptr %129, align 16
  %677 = load <4 x float>, ptr %130, align 16
  %678 = fadd <4 x float> %676, %677
  store <4 x float> %678, ptr %131, align 16
  %679 = load <4 x float>, ptr %131, align 16
  store <4 x float> %673, ptr %132, align 16
  store <4 x float> %679, ptr %133, align 16
  %680 = load <4 x float>, ptr %132, align 16
  %681 = load <4 x float>, ptr %133, align 16
  %682 = fadd <4 x float> %680, %681
  store <4 x float> %682, ptr %134, align 16
  %683 = load <4 x float>, ptr %134, align 16
  store <4 x float> %657, ptr %135, align 16
  store <4 x float> %683, ptr %136, align 16
  %684 = load <4 x float>, ptr %135, align 16
  %685 = load <4 x float>, ptr %136, align 16
  %686 = fadd <4 x float> %684, %685
  store <4 x float> %686, ptr %137, align 16
  %687 = load <4 x float>, ptr %137, align 16
  call void @pf(ptr noundef @.str.23, <4 x float> noundef %687)
  %688 = load <4 x float>, ptr %220, align 16
  %689 = load <4 x float>, ptr %215, align 16
  store <4 x float> %688, ptr %90, align 16
  store <4 x float> %689, ptr %91, align 16
  %690 = load <4 x float>, ptr %90, align 16
  %691 = load <4 x float>, ptr %91, align 16
  %692 = fsub <4 x float> %690, %691
  store <4 x float> %692, ptr %92, align 16
  %693 = load <4 x float>, ptr %92, align 16
  %694 = load <4 x float>, ptr %210, align 16
  %695 = load <4 x float>, ptr %205, align 16
  store <4 x float> %694, ptr %138, align 16
  store <4 x float> %695, ptr %139, align 16
  %696 = load <4 x float>, ptr %138, align 16
  %697 = load <4 x float>, ptr %139, align 16
  %698 = fadd <4 x float> %696, %697
  store <4 x float> %698, ptr %140, align 16
  %699 = load <4 x float>, ptr %140, align 16
  store <4 x float> %693, ptr %102, align 16
  store <4 x float> %699, ptr %103, align 16
  %700 = load <4 x float>, ptr %102, align 16
  %701 = load <4 x float>, ptr %103, align 16
  %702 = fmul <4 x float> %700, %701
  store <4 x float> %702, ptr %104, align 16
  %703 = load <4 x float>, ptr %104, align 16
  call void @pf(ptr noundef @.str.24, <4 x float> noundef %703)
  %704 = load <4 x float>, ptr %149, align 16
  %705 = load <4 x float>, ptr %152, align 16
  %706 = load <4 x float>, ptr %203, align 16
  %707 = load <4 x float>, ptr %204, align 16
  %708 = load <4 x float>, ptr %205, align 16
  %709 = load <4 x float>, ptr %206, align 16
  %710 = load <4 x float>, ptr %207, align 16
  %711 = load <4 x float>, ptr %208, align 16
  %712 = load <4 x float>, ptr %209, align 16
  %713 = call <4 x float> @nine(<4 x float> noundef %704, <4 x float> noundef %705, <4 x float> noundef %706, <4 x float> noundef %707, <4 x float> noundef %708, <4 x float> noundef %709, <4 x float> noundef %710, <4 x float> noundef %711, <4 x float> noundef %712)
  call void @pf(ptr noundef @.str.25, <4 x float> noundef %713)
  %714 = getelementptr inbounds %struct.float32x4x2_t, ptr %222, i32 0, i32 0
  %715 = load <4 x float>, ptr %149, align 16
  store <4 x float> %715, ptr %714, align 16
  %716 = getelementptr inbounds <4 x float>, ptr %714, i64 1
  %717 = load <4 x float>, ptr %152, align 16
  store <4 x float> %717, ptr %716, align 16
  %718 = load <4 x float>, ptr %205, align 16
  %719 = call %struct.V3 @ret_v3(<4 x float> noundef %718)
  %720 = getelementptr inbounds %struct.V3, ptr %223, i32 0, i32 0
  %721 = extractvalue %struct.V3 %719, 0
  store <4 x float> %721, ptr %720, align 16
  %722 = getelementptr inbounds %struct.V3, ptr %223, i32 0, i32 1
  %723 = extractvalue %struct.V3 %719, 1
  store <4 x float> %723, ptr %722, align 16
  %724 = getelementptr inbounds %struct.V3, ptr %223, i32 0, i32 2
  %725 = extractvalue %struct.V3 %719, 2
  store <4 x float> %725, ptr %724, align 16
  %726 = getelementptr inbounds %struct.float32x4x2_t, ptr %222, i32 0, i32 0
  %727 = load [2 x <4 x float>], ptr %726, align 16
  %728 = load [3 x <4 x float>], ptr %223, align 16
  %729 = call %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) %727, i32 noundef 3, [3 x <4 x float>] alignstack(16) %728)
  %730 = getelementptr inbounds %struct.float32x4x2_t, ptr %224, i32 0, i32 0
  %731 = extractvalue %struct.float32x4x2_t %729, 0
  store [2 x <4 x float>] %731, ptr %730, align 16
  %732 = getelementptr inbounds %struct.float32x4x2_t, ptr %224, i32 0, i32 0
  %733 = getelementptr inbounds [2 x <4 x float>], ptr %732, i64 0, i64 0
  %734 = load <4 x float>, ptr %733, align 16
  call void @pf(ptr noundef @.str.26, <4 x float> noundef %734)
  %735 = getelementptr inbounds %struct.float32x4x2_t, ptr %224, i32 0, i32 0
  %736 = getelementptr inbounds [2 x <4 x float>], ptr %735, i64 0, i64 1
  %737 = load <4 x float>, ptr %736, align 16
  call void @pf(ptr noundef @.str.27, <4 x float> noundef %737)
  %738 = getelementptr inbounds %struct.V3, ptr %223, i32 0, i32 2
  %739 = load <4 x float>, ptr %738, align 16
  call void @pf(ptr noundef @.str.28, <4 x float> noundef %739)
  %740 = load <4 x float>, ptr %152, align 16
  %741 = call %struct.V3 @ret_v3(<4 x float> noundef %740)
  %742 = getelementptr inbounds %struct.V3, ptr %225, i32 0, i32 0
  %743 = extractvalue %struct.V3 %741, 0
  store <4 x float> %743, ptr %742, align 16
  %744 = getelementptr inbounds %struct.V3, ptr %225, i32 0, i32 1
  %745 = extractvalue %struct.V3 %741, 1
  store <4 x float> %745, ptr %744, align 16
  %746 = getelementptr inbounds %struct.V3, ptr %225, i32 0, i32 2
  %747 = extractvalue %struct.V3 %741, 2
  store <4 x float> %747, ptr %746, align 16
  %748 = load [3 x <4 x float>], ptr %223, align 16
  %749 = load [3 x <4 x float>], ptr %223, align 16
  %750 = load [3 x <4 x float>], ptr %225, align 16
  %751 = call <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %748, [3 x <4 x float>] alignstack(16) %749, [3 x <4 x float>] alignstack(16) %750, double noundef 5.000000e-01)
  call void @pf(ptr noundef @.str.29, <4 x float> noundef %751)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %227, align 16
  %752 = load <4 x i32>, ptr %227, align 16
  store <4 x i32> <i32 4, i32 -3, i32 2, i32 1>, ptr %228, align 16
  %753 = load <4 x i32>, ptr %228, align 16
  %754 = call <4 x i32> @gv_ops(<4 x i32> noundef %752, <4 x i32> noundef %753)
  store <4 x i32> %754, ptr %226, align 16
  %755 = load <4 x i32>, ptr %226, align 16
  %756 = extractelement <4 x i32> %755, i32 0
  %757 = load <4 x i32>, ptr %226, align 16
  %758 = extractelement <4 x i32> %757, i32 1
  %759 = load <4 x i32>, ptr %226, align 16
  %760 = extractelement <4 x i32> %759, i32 2
  %761 = load <4 x i32>, ptr %226, align 16
  %762 = extractelement <4 x i32> %761, i32 3
  %763 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %756, i32 noundef %758, i32 noundef %760, i32 noundef %762)
  store <4 x float> <float 1.500000e+00, float 2.500000e+00, float -3.000000e+00, float 4.000000e+00>, ptr %230, align 16
  %764 = load <4 x float>, ptr %230, align 16
  store <4 x float> <float 2.000000e+00, float 4.000000e+00, float 5.000000e-01, float -2.500000e-01>, ptr %231, align 16
  %765 = load <4 x float>, ptr %231, align 16
  %766 = call <4 x float> @gv_f(<4 x float> noundef %764, <4 x float> noundef %765)
  store <4 x float> %766, ptr %229, align 16
  %767 = load <4 x float>, ptr %229, align 16
  %768 = extractelement <4 x float> %767, i32 0
  %769 = fpext float %768 to double
  %770 = load <4 x float>, ptr %229, align 16
  %771 = extractelement <4 x float> %770, i32 1
  %772 = fpext float %771 to double
  %773 = load <4 x float>, ptr %229, align 16
  %774 = extractelement <4 x float> %773, i32 2
  %775 = fpext float %774 to double
  %776 = load <4 x float>, ptr %229, align 16
  %777 = extractelement <4 x float> %776, i32 3
  %778 = fpext float %777 to double
  %779 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, double noundef %769, double noundef %772, double noundef %775, double noundef %778)
  store i32 0, ptr %234, align 4
  br label %780

780:                                              ; preds = %795, %0
  %781 = load i32, ptr %234, align 4
  %782 = icmp slt i32 %781, 16
  br i1 %782, label %783, label %798

783:                                              ; preds = %780
  %784 = load i32, ptr %234, align 4
  %785 = trunc i32 %784 to i8
  %786 = load i32, ptr %234, align 4
  %787 = load <16 x i8>, ptr %232, align 16
  %788 = insertelement <16 x i8> %787, i8 %785, i32 %786
  store <16 x i8> %788, ptr %232, align 16
  %789 = load i32, ptr %234, align 4
  %790 = add nsw i32 160, %789
  %791 = trunc i32 %790 to i8
  %792 = load i32, ptr %234, align 4
  %793 = load <16 x i8>, ptr %233, align 16
  %794 = insertelement <16 x i8> %793, i8 %791, i32 %792
  store <16 x i8> %794, ptr %233, align 16
  br label %795

795:                                              ; preds = %783
  %796 = load i32, ptr %234, align 4
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr %234, align 4
  br label %780, !llvm.loop !8

798:                                              ; preds = %780
  %799 = load <16 x i8>, ptr %232, align 16
  %800 = load <16 x i8>, ptr %233, align 16
  %801 = call <16 x i8> @gv_shuf(<16 x i8> noundef %799, <16 x i8> noundef %800)
  store <16 x i8> %801, ptr %235, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %236, ptr align 16 %235, i64 16, i1 false)
  %802 = load <16 x i8>, ptr %236, align 16
  call void @pb(ptr noundef @.str.32, <16 x i8> noundef %802)
  store <4 x i16> <i16 100, i16 -200, i16 300, i16 -400>, ptr %238, align 8
  %803 = load <4 x i16>, ptr %238, align 8
  %804 = call <4 x i16> @gv_short(<4 x i16> noundef %803)
  store <4 x i16> %804, ptr %237, align 8
  %805 = load <4 x i16>, ptr %237, align 8
  %806 = extractelement <4 x i16> %805, i32 0
  %807 = sext i16 %806 to i32
  %808 = load <4 x i16>, ptr %237, align 8
  %809 = extractelement <4 x i16> %808, i32 1
  %810 = sext i16 %809 to i32
  %811 = load <4 x i16>, ptr %237, align 8
  %812 = extractelement <4 x i16> %811, i32 2
  %813 = sext i16 %812 to i32
  %814 = load <4 x i16>, ptr %237, align 8
  %815 = extractelement <4 x i16> %814, i32 3
  %816 = sext i16 %815 to i32
  %817 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %807, i32 noundef %810, i32 noundef %813, i32 noundef %816)
  store <2 x double> <double 1.500000e+00, double -2.000000e+00>, ptr %240, align 16
  %818 = load <2 x double>, ptr %240, align 16
  store <2 x double> <double 4.000000e+00, double 2.500000e-01>, ptr %241, align 16
  %819 = load <2 x double>, ptr %241, align 16
  %820 = call <2 x double> @gv_d(<2 x double> noundef %818, <2 x double> noundef %819)
  store <2 x double> %820, ptr %239, align 16
  %821 = load <2 x double>, ptr %239, align 16
  %822 = extractelement <2 x double> %821, i32 0
  %823 = load <2 x double>, ptr %239, align 16
  %824 = extractelement <2 x double> %823, i32 1
  %825 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, double noundef %822, double noundef %824)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pf(ptr noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x float>, align 16
  %5 = alloca float, align 4
  %6 = alloca <4 x float>, align 16
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca <4 x float>, align 16
  %16 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store <4 x float> %1, ptr %4, align 16
  %17 = load ptr, ptr %3, align 8
  %18 = load <4 x float>, ptr %4, align 16
  store <4 x float> %18, ptr %6, align 16
  %19 = load <4 x float>, ptr %6, align 16
  %20 = extractelement <4 x float> %19, i32 0
  store float %20, ptr %5, align 4
  %21 = load float, ptr %5, align 4
  store float %21, ptr %7, align 4
  %22 = load float, ptr %7, align 4
  %23 = fpext float %22 to double
  %24 = load <4 x float>, ptr %4, align 16
  store <4 x float> %24, ptr %9, align 16
  %25 = load <4 x float>, ptr %9, align 16
  %26 = extractelement <4 x float> %25, i32 1
  store float %26, ptr %8, align 4
  %27 = load float, ptr %8, align 4
  store float %27, ptr %10, align 4
  %28 = load float, ptr %10, align 4
  %29 = fpext float %28 to double
  %30 = load <4 x float>, ptr %4, align 16
  store <4 x float> %30, ptr %12, align 16
  %31 = load <4 x float>, ptr %12, align 16
  %32 = extractelement <4 x float> %31, i32 2
  store float %32, ptr %11, align 4
  %33 = load float, ptr %11, align 4
  store float %33, ptr %13, align 4
  %34 = load float, ptr %13, align 4
  %35 = fpext float %34 to double
  %36 = load <4 x float>, ptr %4, align 16
  store <4 x float> %36, ptr %15, align 16
  %37 = load <4 x float>, ptr %15, align 16
  %38 = extractelement <4 x float> %37, i32 3
  store float %38, ptr %14, align 4
  %39 = load float, ptr %14, align 4
  store float %39, ptr %16, align 4
  %40 = load float, ptr %16, align 4
  %41 = fpext float %40 to double
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, ptr noundef %17, double noundef %23, double noundef %29, double noundef %35, double noundef %41)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pi(ptr noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca <4 x i32>, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <4 x i32>, align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x i32>, align 16
  %16 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store <4 x i32> %1, ptr %4, align 16
  %17 = load ptr, ptr %3, align 8
  %18 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %18, ptr %6, align 16
  %19 = load <4 x i32>, ptr %6, align 16
  %20 = extractelement <4 x i32> %19, i32 0
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %5, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %7, align 4
  %23 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %23, ptr %9, align 16
  %24 = load <4 x i32>, ptr %9, align 16
  %25 = extractelement <4 x i32> %24, i32 1
  store i32 %25, ptr %8, align 4
  %26 = load i32, ptr %8, align 4
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %10, align 4
  %28 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %28, ptr %12, align 16
  %29 = load <4 x i32>, ptr %12, align 16
  %30 = extractelement <4 x i32> %29, i32 2
  store i32 %30, ptr %11, align 4
  %31 = load i32, ptr %11, align 4
  store i32 %31, ptr %13, align 4
  %32 = load i32, ptr %13, align 4
  %33 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %33, ptr %15, align 16
  %34 = load <4 x i32>, ptr %15, align 16
  %35 = extractelement <4 x i32> %34, i32 3
  store i32 %35, ptr %14, align 4
  %36 = load i32, ptr %14, align 4
  store i32 %36, ptr %16, align 4
  %37 = load i32, ptr %16, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, ptr noundef %17, i32 noundef %22, i32 noundef %27, i32 noundef %32, i32 noundef %37)
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pb(ptr noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <16 x i8>, align 16
  %5 = alloca [16 x i8], align 1
  %6 = alloca <16 x i8>, align 16
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store <16 x i8> %1, ptr %4, align 16
  %8 = load <16 x i8>, ptr %4, align 16
  store <16 x i8> %8, ptr %6, align 16
  %9 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  %10 = load <16 x i8>, ptr %6, align 16
  store <16 x i8> %10, ptr %9, align 1
  %11 = load ptr, ptr %3, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, ptr noundef %11)
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %23, %2
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 16
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %21)
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %13, !llvm.loop !9

26:                                               ; preds = %13
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.39)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
