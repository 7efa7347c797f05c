; ModuleID = 'tests/run/aarch64/fp128.c'
source_filename = "tests/run/aarch64/fp128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Q2 = type { fp128, fp128 }
%struct.Q4 = type { [4 x fp128] }
%struct.QM = type { fp128, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@vd = dso_local global [4 x double] [double 1.500000e+00, double -2.250000e+00, double 1.000000e+300, double 1.000000e-01], align 8
@vi = dso_local global [2 x i32] [i32 -7, i32 3], align 4
@.str = private unnamed_addr constant [36 x i8] c"add %Lf sub %Lf mul %Lf div %.30Lf\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"third %.36Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"third %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"neg %Lg big*big %Lg 1/big^2 %Lg inf %Lg -inf %Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"cmp %#x %#x %#x %#x %#x %#x\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"to_i %d to_u %u to_l %ld to_ul %lu\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"to_i128 %016lx%016lx\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"to_d %.17g to_f %.9g\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"from %Lg %Lg %Lg %Lg %Lg %.25Lg %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"tenth - 0.1L = %Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"ten %Lf\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"swap %Lf %Lf\0A\00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"scale %Lf %Lf %.20Lf %.20Lf\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"bump %Lf %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"late %Lf %Lf %.20Lf %.20Lf\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"vsum %Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"poly %.30Lf\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"sqrt2 %.33Lf\0A\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"sum/7 %.33Lf\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @add(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fadd fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @sub(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fsub fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @mul(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fmul fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @dvd(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fdiv fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @neg(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fneg fp128 %3
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cmps(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp olt fp128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load fp128, ptr %3, align 16
  %10 = load fp128, ptr %4, align 16
  %11 = fcmp ole fp128 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load fp128, ptr %3, align 16
  %16 = load fp128, ptr %4, align 16
  %17 = fcmp ogt fp128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load fp128, ptr %3, align 16
  %22 = load fp128, ptr %4, align 16
  %23 = fcmp oge fp128 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load fp128, ptr %3, align 16
  %28 = load fp128, ptr %4, align 16
  %29 = fcmp oeq fp128 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load fp128, ptr %3, align 16
  %34 = load fp128, ptr %4, align 16
  %35 = fcmp une fp128 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load fp128, ptr %3, align 16
  %40 = load fp128, ptr %4, align 16
  %41 = fcmp uno fp128 %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @to_i(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @to_u(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @to_l(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @to_ul(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @to_i128(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @to_d(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @to_f(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_i(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_u(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_l(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_ul(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_i128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fpext double %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @from_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @ten(fp128 noundef %0, double noundef %1, fp128 noundef %2, i32 noundef %3, fp128 noundef %4, float noundef %5, fp128 noundef %6, fp128 noundef %7, fp128 noundef %8, fp128 noundef %9, fp128 noundef %10, fp128 noundef %11, i64 noundef %12, fp128 noundef %13) #0 {
  %15 = alloca fp128, align 16
  %16 = alloca double, align 8
  %17 = alloca fp128, align 16
  %18 = alloca i32, align 4
  %19 = alloca fp128, align 16
  %20 = alloca float, align 4
  %21 = alloca fp128, align 16
  %22 = alloca fp128, align 16
  %23 = alloca fp128, align 16
  %24 = alloca fp128, align 16
  %25 = alloca fp128, align 16
  %26 = alloca fp128, align 16
  %27 = alloca i64, align 8
  %28 = alloca fp128, align 16
  store fp128 %0, ptr %15, align 16
  store double %1, ptr %16, align 8
  store fp128 %2, ptr %17, align 16
  store i32 %3, ptr %18, align 4
  store fp128 %4, ptr %19, align 16
  store float %5, ptr %20, align 4
  store fp128 %6, ptr %21, align 16
  store fp128 %7, ptr %22, align 16
  store fp128 %8, ptr %23, align 16
  store fp128 %9, ptr %24, align 16
  store fp128 %10, ptr %25, align 16
  store fp128 %11, ptr %26, align 16
  store i64 %12, ptr %27, align 8
  store fp128 %13, ptr %28, align 16
  %29 = load fp128, ptr %15, align 16
  %30 = load double, ptr %16, align 8
  %31 = fmul double 2.000000e+00, %30
  %32 = fpext double %31 to fp128
  %33 = fadd fp128 %29, %32
  %34 = load fp128, ptr %17, align 16
  %35 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004000800000000000, fp128 %34, fp128 %33)
  %36 = load i32, ptr %18, align 4
  %37 = mul nsw i32 4, %36
  %38 = sitofp i32 %37 to fp128
  %39 = fadd fp128 %35, %38
  %40 = load fp128, ptr %19, align 16
  %41 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001400000000000, fp128 %40, fp128 %39)
  %42 = load float, ptr %20, align 4
  %43 = fmul float 6.000000e+00, %42
  %44 = fpext float %43 to fp128
  %45 = fadd fp128 %41, %44
  %46 = load fp128, ptr %21, align 16
  %47 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004001C00000000000, fp128 %46, fp128 %45)
  %48 = load fp128, ptr %22, align 16
  %49 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002000000000000, fp128 %48, fp128 %47)
  %50 = load fp128, ptr %23, align 16
  %51 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002200000000000, fp128 %50, fp128 %49)
  %52 = load fp128, ptr %24, align 16
  %53 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002400000000000, fp128 %52, fp128 %51)
  %54 = load fp128, ptr %25, align 16
  %55 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002600000000000, fp128 %54, fp128 %53)
  %56 = load fp128, ptr %26, align 16
  %57 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002800000000000, fp128 %56, fp128 %55)
  %58 = load i64, ptr %27, align 8
  %59 = mul nsw i64 13, %58
  %60 = sitofp i64 %59 to fp128
  %61 = fadd fp128 %57, %60
  %62 = load fp128, ptr %28, align 16
  %63 = call fp128 @llvm.fmuladd.f128(fp128 0xL00000000000000004002C00000000000, fp128 %62, fp128 %61)
  ret fp128 %63
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Q2 @swap([2 x fp128] alignstack(16) %0) #0 {
  %2 = alloca %struct.Q2, align 16
  %3 = alloca %struct.Q2, align 16
  store [2 x fp128] %0, ptr %3, align 16
  %4 = getelementptr inbounds %struct.Q2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Q2, ptr %3, i32 0, i32 1
  %6 = load fp128, ptr %5, align 16
  store fp128 %6, ptr %4, align 16
  %7 = getelementptr inbounds %struct.Q2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Q2, ptr %3, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  store fp128 %9, ptr %7, align 16
  %10 = load %struct.Q2, ptr %2, align 16
  ret %struct.Q2 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Q4 @scale([4 x fp128] alignstack(16) %0, fp128 noundef %1) #0 {
  %3 = alloca %struct.Q4, align 16
  %4 = alloca %struct.Q4, align 16
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.Q4, ptr %4, i32 0, i32 0
  store [4 x fp128] %0, ptr %7, align 16
  store fp128 %1, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load fp128, ptr %5, align 16
  %13 = getelementptr inbounds %struct.Q4, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x fp128], ptr %13, i64 0, i64 %15
  %17 = load fp128, ptr %16, align 16
  %18 = fmul fp128 %17, %12
  store fp128 %18, ptr %16, align 16
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %8, !llvm.loop !6

22:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 %4, i64 64, i1 false)
  %23 = load %struct.Q4, ptr %3, align 16
  ret %struct.Q4 %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump(ptr dead_on_unwind noalias writable sret(%struct.QM) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.QM, ptr %1, i32 0, i32 1
  %5 = load i32, ptr %4, align 16
  %6 = sitofp i32 %5 to fp128
  %7 = getelementptr inbounds %struct.QM, ptr %1, i32 0, i32 0
  %8 = load fp128, ptr %7, align 16
  %9 = fadd fp128 %8, %6
  store fp128 %9, ptr %7, align 16
  %10 = getelementptr inbounds %struct.QM, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 16
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Q4 @late([2 x fp128] alignstack(16) %0, [2 x fp128] alignstack(16) %1, [2 x fp128] alignstack(16) %2, [4 x fp128] alignstack(16) %3) #0 {
  %5 = alloca %struct.Q4, align 16
  %6 = alloca %struct.Q2, align 16
  %7 = alloca %struct.Q2, align 16
  %8 = alloca %struct.Q2, align 16
  %9 = alloca %struct.Q4, align 16
  store [2 x fp128] %0, ptr %6, align 16
  store [2 x fp128] %1, ptr %7, align 16
  store [2 x fp128] %2, ptr %8, align 16
  %10 = getelementptr inbounds %struct.Q4, ptr %9, i32 0, i32 0
  store [4 x fp128] %3, ptr %10, align 16
  %11 = getelementptr inbounds %struct.Q4, ptr %5, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Q2, ptr %6, i32 0, i32 0
  %13 = load fp128, ptr %12, align 16
  %14 = getelementptr inbounds %struct.Q4, ptr %9, i32 0, i32 0
  %15 = getelementptr inbounds [4 x fp128], ptr %14, i64 0, i64 0
  %16 = load fp128, ptr %15, align 16
  %17 = fadd fp128 %13, %16
  store fp128 %17, ptr %11, align 16
  %18 = getelementptr inbounds fp128, ptr %11, i64 1
  %19 = getelementptr inbounds %struct.Q2, ptr %7, i32 0, i32 0
  %20 = load fp128, ptr %19, align 16
  %21 = getelementptr inbounds %struct.Q4, ptr %9, i32 0, i32 0
  %22 = getelementptr inbounds [4 x fp128], ptr %21, i64 0, i64 1
  %23 = load fp128, ptr %22, align 16
  %24 = fadd fp128 %20, %23
  store fp128 %24, ptr %18, align 16
  %25 = getelementptr inbounds fp128, ptr %11, i64 2
  %26 = getelementptr inbounds %struct.Q2, ptr %8, i32 0, i32 0
  %27 = load fp128, ptr %26, align 16
  %28 = getelementptr inbounds %struct.Q4, ptr %9, i32 0, i32 0
  %29 = getelementptr inbounds [4 x fp128], ptr %28, i64 0, i64 2
  %30 = load fp128, ptr %29, align 16
  %31 = fadd fp128 %27, %30
  store fp128 %31, ptr %25, align 16
  %32 = getelementptr inbounds fp128, ptr %11, i64 3
  %33 = getelementptr inbounds %struct.Q2, ptr %6, i32 0, i32 1
  %34 = load fp128, ptr %33, align 16
  %35 = getelementptr inbounds %struct.Q2, ptr %7, i32 0, i32 1
  %36 = load fp128, ptr %35, align 16
  %37 = fadd fp128 %34, %36
  %38 = getelementptr inbounds %struct.Q2, ptr %8, i32 0, i32 1
  %39 = load fp128, ptr %38, align 16
  %40 = fadd fp128 %37, %39
  %41 = getelementptr inbounds %struct.Q4, ptr %9, i32 0, i32 0
  %42 = getelementptr inbounds [4 x fp128], ptr %41, i64 0, i64 3
  %43 = load fp128, ptr %42, align 16
  %44 = fadd fp128 %40, %43
  store fp128 %44, ptr %32, align 16
  %45 = load %struct.Q4, ptr %5, align 16
  ret %struct.Q4 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %35, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %38

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %27

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 15
  %25 = call ptr @llvm.ptrmask.p0.i64(ptr %24, i64 -16)
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %26, ptr %22, align 8
  br label %27

27:                                               ; preds = %21, %17
  %28 = phi ptr [ %20, %17 ], [ %25, %21 ]
  %29 = load fp128, ptr %28, align 16
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  %32 = sitofp i32 %31 to fp128
  %33 = load fp128, ptr %4, align 16
  %34 = call fp128 @llvm.fmuladd.f128(fp128 %29, fp128 %32, fp128 %33)
  store fp128 %34, ptr %4, align 16
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %6, !llvm.loop !8

38:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %39 = load fp128, ptr %4, align 16
  ret fp128 %39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @poly(ptr noundef %0, i32 noundef %1, fp128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca fp128, align 16
  %7 = alloca fp128, align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store fp128 %2, ptr %6, align 16
  store fp128 0xL00000000000000000000000000000000, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load fp128, ptr %7, align 16
  %16 = load fp128, ptr %6, align 16
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds fp128, ptr %17, i64 %19
  %21 = load fp128, ptr %20, align 16
  %22 = call fp128 @llvm.fmuladd.f128(fp128 %15, fp128 %16, fp128 %21)
  store fp128 %22, ptr %7, align 16
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %8, align 4
  br label %11, !llvm.loop !9

26:                                               ; preds = %11
  %27 = load fp128, ptr %7, align 16
  ret fp128 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local fp128 @sqrt_newton(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
  %5 = load fp128, ptr %2, align 16
  store fp128 %5, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 60
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load fp128, ptr %3, align 16
  %11 = load fp128, ptr %2, align 16
  %12 = load fp128, ptr %3, align 16
  %13 = fdiv fp128 %11, %12
  %14 = fadd fp128 %10, %13
  %15 = fdiv fp128 %14, 0xL00000000000000004000000000000000
  store fp128 %15, ptr %3, align 16
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !10

19:                                               ; preds = %6
  %20 = load fp128, ptr %3, align 16
  ret fp128 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca fp128, align 16
  %7 = alloca fp128, align 16
  %8 = alloca fp128, align 16
  %9 = alloca fp128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca i128, align 16
  %12 = alloca %struct.Q2, align 16
  %13 = alloca %struct.Q2, align 16
  %14 = alloca %struct.Q4, align 16
  %15 = alloca %struct.Q4, align 16
  %16 = alloca %struct.QM, align 16
  %17 = alloca %struct.QM, align 16
  %18 = alloca %struct.QM, align 16
  %19 = alloca %struct.Q4, align 16
  %20 = alloca %struct.Q2, align 16
  %21 = alloca %struct.Q2, align 16
  %22 = alloca [5 x fp128], align 16
  %23 = alloca [6 x fp128], align 16
  %24 = alloca i32, align 4
  %25 = alloca fp128, align 16
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %27 = load volatile double, ptr @vd, align 8
  %28 = call fp128 @from_d(double noundef %27)
  store fp128 %28, ptr %2, align 16
  %29 = load volatile double, ptr getelementptr inbounds ([4 x double], ptr @vd, i64 0, i64 1), align 8
  %30 = call fp128 @from_d(double noundef %29)
  store fp128 %30, ptr %3, align 16
  %31 = load volatile double, ptr getelementptr inbounds ([4 x double], ptr @vd, i64 0, i64 2), align 8
  %32 = call fp128 @from_d(double noundef %31)
  store fp128 %32, ptr %4, align 16
  %33 = load volatile double, ptr getelementptr inbounds ([4 x double], ptr @vd, i64 0, i64 3), align 8
  %34 = call fp128 @from_d(double noundef %33)
  store fp128 %34, ptr %5, align 16
  %35 = call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000800000000000)
  store fp128 %35, ptr %6, align 16
  %36 = load fp128, ptr %2, align 16
  %37 = load fp128, ptr %3, align 16
  %38 = call fp128 @add(fp128 noundef %36, fp128 noundef %37)
  %39 = load fp128, ptr %2, align 16
  %40 = load fp128, ptr %3, align 16
  %41 = call fp128 @sub(fp128 noundef %39, fp128 noundef %40)
  %42 = load fp128, ptr %2, align 16
  %43 = load fp128, ptr %3, align 16
  %44 = call fp128 @mul(fp128 noundef %42, fp128 noundef %43)
  %45 = load fp128, ptr %2, align 16
  %46 = load fp128, ptr %3, align 16
  %47 = call fp128 @dvd(fp128 noundef %45, fp128 noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %38, fp128 noundef %41, fp128 noundef %44, fp128 noundef %47)
  %49 = load fp128, ptr %6, align 16
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %49)
  %51 = load fp128, ptr %6, align 16
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %51)
  %53 = load fp128, ptr %2, align 16
  %54 = load fp128, ptr %2, align 16
  %55 = call fp128 @sub(fp128 noundef %53, fp128 noundef %54)
  store fp128 %55, ptr %7, align 16
  %56 = load fp128, ptr %2, align 16
  %57 = load fp128, ptr %7, align 16
  %58 = call fp128 @dvd(fp128 noundef %56, fp128 noundef %57)
  store fp128 %58, ptr %8, align 16
  %59 = load fp128, ptr %7, align 16
  %60 = load fp128, ptr %7, align 16
  %61 = call fp128 @dvd(fp128 noundef %59, fp128 noundef %60)
  store fp128 %61, ptr %9, align 16
  %62 = load fp128, ptr %2, align 16
  %63 = call fp128 @neg(fp128 noundef %62)
  %64 = load fp128, ptr %4, align 16
  %65 = load fp128, ptr %4, align 16
  %66 = call fp128 @mul(fp128 noundef %64, fp128 noundef %65)
  %67 = load fp128, ptr %4, align 16
  %68 = load fp128, ptr %4, align 16
  %69 = call fp128 @mul(fp128 noundef %67, fp128 noundef %68)
  %70 = call fp128 @dvd(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef %69)
  %71 = load fp128, ptr %8, align 16
  %72 = load fp128, ptr %8, align 16
  %73 = call fp128 @neg(fp128 noundef %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %63, fp128 noundef %66, fp128 noundef %70, fp128 noundef %71, fp128 noundef %73)
  %75 = load fp128, ptr %2, align 16
  %76 = load fp128, ptr %3, align 16
  %77 = call i32 @cmps(fp128 noundef %75, fp128 noundef %76)
  %78 = load fp128, ptr %3, align 16
  %79 = load fp128, ptr %2, align 16
  %80 = call i32 @cmps(fp128 noundef %78, fp128 noundef %79)
  %81 = load fp128, ptr %2, align 16
  %82 = load fp128, ptr %2, align 16
  %83 = call i32 @cmps(fp128 noundef %81, fp128 noundef %82)
  %84 = load fp128, ptr %9, align 16
  %85 = load fp128, ptr %2, align 16
  %86 = call i32 @cmps(fp128 noundef %84, fp128 noundef %85)
  %87 = load fp128, ptr %9, align 16
  %88 = load fp128, ptr %9, align 16
  %89 = call i32 @cmps(fp128 noundef %87, fp128 noundef %88)
  %90 = load fp128, ptr %8, align 16
  %91 = load fp128, ptr %4, align 16
  %92 = call i32 @cmps(fp128 noundef %90, fp128 noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %92)
  %94 = call fp128 @from_d(double noundef 0xC0FE240C00000000)
  store fp128 %94, ptr %10, align 16
  %95 = load fp128, ptr %10, align 16
  %96 = call i32 @to_i(fp128 noundef %95)
  %97 = load fp128, ptr %10, align 16
  %98 = call fp128 @neg(fp128 noundef %97)
  %99 = call i32 @to_u(fp128 noundef %98)
  %100 = load fp128, ptr %10, align 16
  %101 = call fp128 @mul(fp128 noundef %100, fp128 noundef 0xL00000000000000004026D1A94A200000)
  %102 = call i64 @to_l(fp128 noundef %101)
  %103 = load fp128, ptr %10, align 16
  %104 = call fp128 @neg(fp128 noundef %103)
  %105 = call fp128 @mul(fp128 noundef %104, fp128 noundef 0xL0000000000000000402A2309CE540000)
  %106 = call i64 @to_ul(fp128 noundef %105)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %96, i32 noundef %99, i64 noundef %102, i64 noundef %106)
  %108 = load fp128, ptr %10, align 16
  %109 = call fp128 @mul(fp128 noundef %108, fp128 noundef 0xL0940000000000000405208B2A2C28029)
  %110 = call i128 @to_i128(fp128 noundef %109)
  store i128 %110, ptr %11, align 16
  %111 = load i128, ptr %11, align 16
  %112 = lshr i128 %111, 64
  %113 = trunc i128 %112 to i64
  %114 = load i128, ptr %11, align 16
  %115 = trunc i128 %114 to i64
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %113, i64 noundef %115)
  %117 = load fp128, ptr %6, align 16
  %118 = call double @to_d(fp128 noundef %117)
  %119 = load fp128, ptr %6, align 16
  %120 = call float @to_f(fp128 noundef %119)
  %121 = fpext float %120 to double
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %118, double noundef %121)
  %123 = load volatile i32, ptr @vi, align 4
  %124 = call fp128 @from_i(i32 noundef %123)
  %125 = call fp128 @from_u(i32 noundef -294967296)
  %126 = call fp128 @from_l(i64 noundef -9000000000000000000)
  %127 = call fp128 @from_ul(i64 noundef -446744073709551616)
  %128 = load i128, ptr %11, align 16
  %129 = call fp128 @from_i128(i128 noundef %128)
  %130 = load volatile double, ptr getelementptr inbounds ([4 x double], ptr @vd, i64 0, i64 3), align 8
  %131 = call fp128 @from_d(double noundef %130)
  %132 = call fp128 @from_f(float noundef 1.500000e+00)
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %124, fp128 noundef %125, fp128 noundef %126, fp128 noundef %127, fp128 noundef %129, fp128 noundef %131, fp128 noundef %132)
  %134 = load fp128, ptr %5, align 16
  %135 = call fp128 @sub(fp128 noundef %134, fp128 noundef 0xL999999999999999A3FFB999999999999)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, fp128 noundef %135)
  %137 = load fp128, ptr %2, align 16
  %138 = load fp128, ptr %3, align 16
  %139 = load volatile i32, ptr getelementptr inbounds ([2 x i32], ptr @vi, i64 0, i64 1), align 4
  %140 = load fp128, ptr %2, align 16
  %141 = load fp128, ptr %3, align 16
  %142 = load fp128, ptr %2, align 16
  %143 = load fp128, ptr %3, align 16
  %144 = load fp128, ptr %2, align 16
  %145 = load fp128, ptr %3, align 16
  %146 = load fp128, ptr %2, align 16
  %147 = load volatile i32, ptr @vi, align 4
  %148 = sext i32 %147 to i64
  %149 = load fp128, ptr %6, align 16
  %150 = call fp128 @ten(fp128 noundef %137, double noundef 2.500000e+00, fp128 noundef %138, i32 noundef %139, fp128 noundef %140, float noundef 5.000000e-01, fp128 noundef %141, fp128 noundef %142, fp128 noundef %143, fp128 noundef %144, fp128 noundef %145, fp128 noundef %146, i64 noundef %148, fp128 noundef %149)
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, fp128 noundef %150)
  %152 = getelementptr inbounds %struct.Q2, ptr %13, i32 0, i32 0
  %153 = load fp128, ptr %2, align 16
  store fp128 %153, ptr %152, align 16
  %154 = getelementptr inbounds %struct.Q2, ptr %13, i32 0, i32 1
  %155 = load fp128, ptr %3, align 16
  store fp128 %155, ptr %154, align 16
  %156 = load [2 x fp128], ptr %13, align 16
  %157 = call %struct.Q2 @swap([2 x fp128] alignstack(16) %156)
  %158 = getelementptr inbounds %struct.Q2, ptr %12, i32 0, i32 0
  %159 = extractvalue %struct.Q2 %157, 0
  store fp128 %159, ptr %158, align 16
  %160 = getelementptr inbounds %struct.Q2, ptr %12, i32 0, i32 1
  %161 = extractvalue %struct.Q2 %157, 1
  store fp128 %161, ptr %160, align 16
  %162 = getelementptr inbounds %struct.Q2, ptr %12, i32 0, i32 0
  %163 = load fp128, ptr %162, align 16
  %164 = getelementptr inbounds %struct.Q2, ptr %12, i32 0, i32 1
  %165 = load fp128, ptr %164, align 16
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, fp128 noundef %163, fp128 noundef %165)
  %167 = getelementptr inbounds %struct.Q4, ptr %15, i32 0, i32 0
  %168 = load fp128, ptr %2, align 16
  store fp128 %168, ptr %167, align 16
  %169 = getelementptr inbounds fp128, ptr %167, i64 1
  %170 = load fp128, ptr %3, align 16
  store fp128 %170, ptr %169, align 16
  %171 = getelementptr inbounds fp128, ptr %167, i64 2
  %172 = load fp128, ptr %6, align 16
  store fp128 %172, ptr %171, align 16
  %173 = getelementptr inbounds fp128, ptr %167, i64 3
  %174 = load fp128, ptr %5, align 16
  store fp128 %174, ptr %173, align 16
  %175 = getelementptr inbounds %struct.Q4, ptr %15, i32 0, i32 0
  %176 = load [4 x fp128], ptr %175, align 16
  %177 = call %struct.Q4 @scale([4 x fp128] alignstack(16) %176, fp128 noundef 0xL00000000000000004001000000000000)
  %178 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %179 = extractvalue %struct.Q4 %177, 0
  store [4 x fp128] %179, ptr %178, align 16
  %180 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %181 = getelementptr inbounds [4 x fp128], ptr %180, i64 0, i64 0
  %182 = load fp128, ptr %181, align 16
  %183 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %184 = getelementptr inbounds [4 x fp128], ptr %183, i64 0, i64 1
  %185 = load fp128, ptr %184, align 16
  %186 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %187 = getelementptr inbounds [4 x fp128], ptr %186, i64 0, i64 2
  %188 = load fp128, ptr %187, align 16
  %189 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %190 = getelementptr inbounds [4 x fp128], ptr %189, i64 0, i64 3
  %191 = load fp128, ptr %190, align 16
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, fp128 noundef %182, fp128 noundef %185, fp128 noundef %188, fp128 noundef %191)
  %193 = getelementptr inbounds %struct.QM, ptr %17, i32 0, i32 0
  %194 = load fp128, ptr %2, align 16
  store fp128 %194, ptr %193, align 16
  %195 = getelementptr inbounds %struct.QM, ptr %17, i32 0, i32 1
  store i32 5, ptr %195, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %17, i64 32, i1 false)
  call void @bump(ptr dead_on_unwind writable sret(%struct.QM) align 16 %16, ptr noundef %18)
  %196 = getelementptr inbounds %struct.QM, ptr %16, i32 0, i32 0
  %197 = load fp128, ptr %196, align 16
  %198 = getelementptr inbounds %struct.QM, ptr %16, i32 0, i32 1
  %199 = load i32, ptr %198, align 16
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, fp128 noundef %197, i32 noundef %199)
  %201 = getelementptr inbounds %struct.Q2, ptr %20, i32 0, i32 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %201, align 16
  %202 = getelementptr inbounds %struct.Q2, ptr %20, i32 0, i32 1
  store fp128 0xL00000000000000004000000000000000, ptr %202, align 16
  %203 = getelementptr inbounds %struct.Q2, ptr %21, i32 0, i32 0
  store fp128 0xL00000000000000004000800000000000, ptr %203, align 16
  %204 = getelementptr inbounds %struct.Q2, ptr %21, i32 0, i32 1
  store fp128 0xL00000000000000004001000000000000, ptr %204, align 16
  %205 = load [2 x fp128], ptr %12, align 16
  %206 = load [2 x fp128], ptr %20, align 16
  %207 = load [2 x fp128], ptr %21, align 16
  %208 = getelementptr inbounds %struct.Q4, ptr %14, i32 0, i32 0
  %209 = load [4 x fp128], ptr %208, align 16
  %210 = call %struct.Q4 @late([2 x fp128] alignstack(16) %205, [2 x fp128] alignstack(16) %206, [2 x fp128] alignstack(16) %207, [4 x fp128] alignstack(16) %209)
  %211 = getelementptr inbounds %struct.Q4, ptr %19, i32 0, i32 0
  %212 = extractvalue %struct.Q4 %210, 0
  store [4 x fp128] %212, ptr %211, align 16
  %213 = getelementptr inbounds %struct.Q4, ptr %19, i32 0, i32 0
  %214 = getelementptr inbounds [4 x fp128], ptr %213, i64 0, i64 0
  %215 = load fp128, ptr %214, align 16
  %216 = getelementptr inbounds %struct.Q4, ptr %19, i32 0, i32 0
  %217 = getelementptr inbounds [4 x fp128], ptr %216, i64 0, i64 1
  %218 = load fp128, ptr %217, align 16
  %219 = getelementptr inbounds %struct.Q4, ptr %19, i32 0, i32 0
  %220 = getelementptr inbounds [4 x fp128], ptr %219, i64 0, i64 2
  %221 = load fp128, ptr %220, align 16
  %222 = getelementptr inbounds %struct.Q4, ptr %19, i32 0, i32 0
  %223 = getelementptr inbounds [4 x fp128], ptr %222, i64 0, i64 3
  %224 = load fp128, ptr %223, align 16
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, fp128 noundef %215, fp128 noundef %218, fp128 noundef %221, fp128 noundef %224)
  %226 = load fp128, ptr %2, align 16
  %227 = load fp128, ptr %3, align 16
  %228 = load fp128, ptr %6, align 16
  %229 = load fp128, ptr %2, align 16
  %230 = load fp128, ptr %3, align 16
  %231 = load fp128, ptr %6, align 16
  %232 = load fp128, ptr %2, align 16
  %233 = load fp128, ptr %3, align 16
  %234 = load fp128, ptr %6, align 16
  %235 = call fp128 (i32, ...) @vsum(i32 noundef 10, fp128 noundef %226, fp128 noundef %227, fp128 noundef %228, fp128 noundef %229, fp128 noundef %230, fp128 noundef %231, fp128 noundef %232, fp128 noundef %233, fp128 noundef %234, fp128 noundef 0xL00000000000000003FFF000000000000)
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, fp128 noundef %235)
  call void @llvm.memset.p0.i64(ptr align 16 %22, i8 0, i64 80, i1 false)
  %237 = getelementptr inbounds [5 x fp128], ptr %22, i32 0, i32 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %237, align 16
  %238 = getelementptr inbounds [5 x fp128], ptr %22, i32 0, i32 1
  store fp128 0xL0000000000000000C000000000000000, ptr %238, align 16
  %239 = getelementptr inbounds [5 x fp128], ptr %22, i32 0, i32 2
  store fp128 0xL00000000000000004000800000000000, ptr %239, align 16
  %240 = getelementptr inbounds [5 x fp128], ptr %22, i32 0, i32 3
  store fp128 0xL0000000000000000C001000000000000, ptr %240, align 16
  %241 = getelementptr inbounds [5 x fp128], ptr %22, i32 0, i32 4
  store fp128 0xL00000000000000004001400000000000, ptr %241, align 16
  %242 = getelementptr inbounds [5 x fp128], ptr %22, i64 0, i64 0
  %243 = load fp128, ptr %6, align 16
  %244 = call fp128 @poly(ptr noundef %242, i32 noundef 5, fp128 noundef %243)
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, fp128 noundef %244)
  %246 = call fp128 @sqrt_newton(fp128 noundef 0xL00000000000000004000000000000000)
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, fp128 noundef %246)
  store i32 0, ptr %24, align 4
  br label %248

248:                                              ; preds = %260, %0
  %249 = load i32, ptr %24, align 4
  %250 = icmp slt i32 %249, 6
  br i1 %250, label %251, label %263

251:                                              ; preds = %248
  %252 = load i32, ptr %24, align 4
  %253 = load volatile i32, ptr getelementptr inbounds ([2 x i32], ptr @vi, i64 0, i64 1), align 4
  %254 = mul nsw i32 %252, %253
  %255 = call fp128 @from_i(i32 noundef %254)
  %256 = fdiv fp128 %255, 0xL00000000000000004001C00000000000
  %257 = load i32, ptr %24, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [6 x fp128], ptr %23, i64 0, i64 %258
  store fp128 %256, ptr %259, align 16
  br label %260

260:                                              ; preds = %251
  %261 = load i32, ptr %24, align 4
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %24, align 4
  br label %248, !llvm.loop !11

263:                                              ; preds = %248
  store fp128 0xL00000000000000000000000000000000, ptr %25, align 16
  store i32 0, ptr %26, align 4
  br label %264

264:                                              ; preds = %274, %263
  %265 = load i32, ptr %26, align 4
  %266 = icmp slt i32 %265, 6
  br i1 %266, label %267, label %277

267:                                              ; preds = %264
  %268 = load i32, ptr %26, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [6 x fp128], ptr %23, i64 0, i64 %269
  %271 = load fp128, ptr %270, align 16
  %272 = load fp128, ptr %25, align 16
  %273 = fadd fp128 %272, %271
  store fp128 %273, ptr %25, align 16
  br label %274

274:                                              ; preds = %267
  %275 = load i32, ptr %26, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %26, align 4
  br label %264, !llvm.loop !12

277:                                              ; preds = %264
  %278 = load fp128, ptr %25, align 16
  %279 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, fp128 noundef %278)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
