; ModuleID = 'tests/run/aarch64/neon_more3.c'
source_filename = "tests/run/aarch64/neon_more3.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"addv %a %a %a %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"cagt %x %x %x %x cage %x %x %x %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"calt %llx %llx cagts %x %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"qmovn %u %u %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"qdmull %lld %lld %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"half %a %a %a %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @addv4(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca float, align 4
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %4, align 16
  %5 = load <4 x float>, ptr %4, align 16
  store <4 x float> %5, ptr %2, align 16
  %6 = load <4 x float>, ptr %2, align 16
  %7 = call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %6)
  store float %7, ptr %3, align 4
  %8 = load float, ptr %3, align 4
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @addv2(<2 x float> noundef %0) #0 {
  %2 = alloca <2 x float>, align 8
  %3 = alloca float, align 4
  %4 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %4, align 8
  %5 = load <2 x float>, ptr %4, align 8
  store <2 x float> %5, ptr %2, align 8
  %6 = load <2 x float>, ptr %2, align 8
  %7 = call float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float> %6)
  store float %7, ptr %3, align 4
  %8 = load float, ptr %3, align 4
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @addv2d(<2 x double> noundef %0) #0 {
  %2 = alloca <2 x double>, align 16
  %3 = alloca double, align 8
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %4, align 16
  %5 = load <2 x double>, ptr %4, align 16
  store <2 x double> %5, ptr %2, align 16
  %6 = load <2 x double>, ptr %2, align 16
  %7 = call double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double> %6)
  store double %7, ptr %3, align 8
  %8 = load double, ptr %3, align 8
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @cagt(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %6, align 16
  store <4 x float> %1, ptr %7, align 16
  %8 = load <4 x float>, ptr %6, align 16
  %9 = load <4 x float>, ptr %7, align 16
  store <4 x float> %8, ptr %3, align 16
  store <4 x float> %9, ptr %4, align 16
  %10 = load <4 x float>, ptr %3, align 16
  %11 = bitcast <4 x float> %10 to <16 x i8>
  %12 = load <4 x float>, ptr %4, align 16
  %13 = bitcast <4 x float> %12 to <16 x i8>
  %14 = call <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float> %10, <4 x float> %12)
  store <4 x i32> %14, ptr %5, align 16
  %15 = load <4 x i32>, ptr %5, align 16
  ret <4 x i32> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @cage(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %6, align 16
  store <4 x float> %1, ptr %7, align 16
  %8 = load <4 x float>, ptr %6, align 16
  %9 = load <4 x float>, ptr %7, align 16
  store <4 x float> %8, ptr %3, align 16
  store <4 x float> %9, ptr %4, align 16
  %10 = load <4 x float>, ptr %3, align 16
  %11 = bitcast <4 x float> %10 to <16 x i8>
  %12 = load <4 x float>, ptr %4, align 16
  %13 = bitcast <4 x float> %12 to <16 x i8>
  %14 = call <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float> %10, <4 x float> %12)
  store <4 x i32> %14, ptr %5, align 16
  %15 = load <4 x i32>, ptr %5, align 16
  ret <4 x i32> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @calt(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %6, align 16
  store <2 x double> %1, ptr %7, align 16
  %8 = load <2 x double>, ptr %6, align 16
  %9 = load <2 x double>, ptr %7, align 16
  store <2 x double> %8, ptr %3, align 16
  store <2 x double> %9, ptr %4, align 16
  %10 = load <2 x double>, ptr %3, align 16
  %11 = bitcast <2 x double> %10 to <16 x i8>
  %12 = load <2 x double>, ptr %4, align 16
  %13 = bitcast <2 x double> %12 to <16 x i8>
  %14 = call <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double> %12, <2 x double> %10)
  store <2 x i64> %14, ptr %5, align 16
  %15 = load <2 x i64>, ptr %5, align 16
  ret <2 x i64> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cagts(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  %8 = load float, ptr %6, align 4
  %9 = load float, ptr %7, align 4
  store float %8, ptr %3, align 4
  store float %9, ptr %4, align 4
  %10 = load float, ptr %3, align 4
  %11 = load float, ptr %4, align 4
  %12 = call i32 @llvm.aarch64.neon.facgt.i32.f32(float %10, float %11)
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @qmovn_u(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  store i64 %5, ptr %2, align 8
  %6 = load i64, ptr %2, align 8
  %7 = call i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64 %6)
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @qmovn_s(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  store i64 %5, ptr %2, align 8
  %6 = load i64, ptr %2, align 8
  %7 = call i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64 %6)
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @qdmull(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = call i64 @llvm.aarch64.neon.sqdmulls.scalar(i32 %10, i32 %11)
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %5, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @h2f(<4 x half> noundef %0) #0 {
  %2 = alloca <4 x half>, align 8
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x half>, align 8
  store <4 x half> %0, ptr %4, align 8
  %5 = load <4 x half>, ptr %4, align 8
  store <4 x half> %5, ptr %2, align 8
  %6 = load <4 x half>, ptr %2, align 8
  %7 = bitcast <4 x half> %6 to <8 x i8>
  %8 = bitcast <8 x i8> %7 to <4 x i16>
  %9 = call <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16> %8)
  %10 = bitcast <4 x float> %9 to <16 x i8>
  store <4 x float> %9, ptr %3, align 16
  %11 = load <4 x float>, ptr %3, align 16
  ret <4 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x half> @f2h(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x half>, align 8
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %4, align 16
  %5 = load <4 x float>, ptr %4, align 16
  store <4 x float> %5, ptr %2, align 16
  %6 = load <4 x float>, ptr %2, align 16
  %7 = bitcast <4 x float> %6 to <16 x i8>
  %8 = call <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float> %6)
  %9 = bitcast <4 x i16> %8 to <8 x i8>
  %10 = bitcast <8 x i8> %9 to <4 x half>
  store <4 x half> %10, ptr %3, align 8
  %11 = load <4 x half>, ptr %3, align 8
  ret <4 x half> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x double>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x half>, align 8
  %12 = alloca <4 x float>, align 16
  store i32 0, ptr %1, align 4
  store <4 x float> <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, ptr %2, align 16
  store <4 x float> <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>, ptr %3, align 16
  store <2 x float> <float 0x3FB99999A0000000, float 0x3FC99999A0000000>, ptr %4, align 8
  store <2 x double> <double 1.000000e+300, double -3.250000e+00>, ptr %5, align 16
  store <2 x double> <double -1.000000e+301, double 3.250000e+00>, ptr %6, align 16
  %13 = load <4 x float>, ptr %2, align 16
  %14 = call float @addv4(<4 x float> noundef %13)
  %15 = fpext float %14 to double
  %16 = load <4 x float>, ptr %3, align 16
  %17 = call float @addv4(<4 x float> noundef %16)
  %18 = fpext float %17 to double
  %19 = load <2 x float>, ptr %4, align 8
  %20 = call float @addv2(<2 x float> noundef %19)
  %21 = fpext float %20 to double
  %22 = load <2 x double>, ptr %5, align 16
  %23 = call double @addv2d(<2 x double> noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %15, double noundef %18, double noundef %21, double noundef %23)
  %25 = load <4 x float>, ptr %2, align 16
  %26 = load <4 x float>, ptr %3, align 16
  %27 = call <4 x i32> @cagt(<4 x float> noundef %25, <4 x float> noundef %26)
  store <4 x i32> %27, ptr %7, align 16
  %28 = load <4 x float>, ptr %2, align 16
  %29 = load <4 x float>, ptr %3, align 16
  %30 = call <4 x i32> @cage(<4 x float> noundef %28, <4 x float> noundef %29)
  store <4 x i32> %30, ptr %8, align 16
  %31 = load <2 x double>, ptr %5, align 16
  %32 = load <2 x double>, ptr %6, align 16
  %33 = call <2 x i64> @calt(<2 x double> noundef %31, <2 x double> noundef %32)
  store <2 x i64> %33, ptr %9, align 16
  %34 = load <4 x i32>, ptr %7, align 16
  %35 = extractelement <4 x i32> %34, i32 0
  %36 = load <4 x i32>, ptr %7, align 16
  %37 = extractelement <4 x i32> %36, i32 1
  %38 = load <4 x i32>, ptr %7, align 16
  %39 = extractelement <4 x i32> %38, i32 2
  %40 = load <4 x i32>, ptr %7, align 16
  %41 = extractelement <4 x i32> %40, i32 3
  %42 = load <4 x i32>, ptr %8, align 16
  %43 = extractelement <4 x i32> %42, i32 0
  %44 = load <4 x i32>, ptr %8, align 16
  %45 = extractelement <4 x i32> %44, i32 1
  %46 = load <4 x i32>, ptr %8, align 16
  %47 = extractelement <4 x i32> %46, i32 2
  %48 = load <4 x i32>, ptr %8, align 16
  %49 = extractelement <4 x i32> %48, i32 3
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49)
  %51 = load <2 x i64>, ptr %9, align 16
  %52 = extractelement <2 x i64> %51, i32 0
  %53 = load <2 x i64>, ptr %9, align 16
  %54 = extractelement <2 x i64> %53, i32 1
  %55 = call i32 @cagts(float noundef -3.000000e+00, float noundef 2.000000e+00)
  %56 = call i32 @cagts(float noundef 1.000000e+00, float noundef -1.000000e+00)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %52, i64 noundef %54, i32 noundef %55, i32 noundef %56)
  %58 = call i32 @qmovn_u(i64 noundef 5000000000)
  %59 = call i32 @qmovn_u(i64 noundef 77)
  %60 = call i32 @qmovn_s(i64 noundef -5000000000)
  %61 = call i32 @qmovn_s(i64 noundef 5000000000)
  %62 = call i32 @qmovn_s(i64 noundef -12)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62)
  %64 = call i64 @qdmull(i32 noundef -2147483648, i32 noundef -2147483648)
  %65 = call i64 @qdmull(i32 noundef 3, i32 noundef -4)
  %66 = call i64 @qdmull(i32 noundef 2147483647, i32 noundef 2147483647)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %64, i64 noundef %65, i64 noundef %66)
  store <4 x float> <float 6.550400e+04, float 0x3E45798EE0000000, float 0xBFD55553E0000000, float 7.000000e+04>, ptr %10, align 16
  %68 = load <4 x float>, ptr %10, align 16
  %69 = call <4 x half> @f2h(<4 x float> noundef %68)
  store <4 x half> %69, ptr %11, align 8
  %70 = load <4 x half>, ptr %11, align 8
  %71 = call <4 x float> @h2f(<4 x half> noundef %70)
  store <4 x float> %71, ptr %12, align 16
  %72 = load <4 x float>, ptr %12, align 16
  %73 = extractelement <4 x float> %72, i32 0
  %74 = fpext float %73 to double
  %75 = load <4 x float>, ptr %12, align 16
  %76 = extractelement <4 x float> %75, i32 1
  %77 = fpext float %76 to double
  %78 = load <4 x float>, ptr %12, align 16
  %79 = extractelement <4 x float> %78, i32 2
  %80 = fpext float %79 to double
  %81 = load <4 x float>, ptr %12, align 16
  %82 = extractelement <4 x float> %81, i32 3
  %83 = fpext float %82 to double
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %74, double noundef %77, double noundef %80, double noundef %83)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double>, <2 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.facgt.i32.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqdmulls.scalar(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float>) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
