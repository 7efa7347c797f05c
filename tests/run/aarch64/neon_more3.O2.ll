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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @addv4(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %0)
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @addv2(<2 x float> noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float> %0)
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @addv2d(<2 x double> noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double> %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @cagt(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float> %0, <4 x float> %1)
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @cage(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float> %0, <4 x float> %1)
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x i64> @calt(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double> %1, <2 x double> %0)
  ret <2 x i64> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @cagts(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.aarch64.neon.facgt.i32.f32(float %0, float %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @qmovn_u(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @qmovn_s(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @qdmull(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i64 @llvm.aarch64.neon.sqdmulls.scalar(i32 %0, i32 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @h2f(<4 x half> noundef %0) local_unnamed_addr #0 {
  %2 = bitcast <4 x half> %0 to <4 x i16>
  %3 = tail call <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16> %2)
  ret <4 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x half> @f2h(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = tail call <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float> %0)
  %3 = bitcast <4 x i16> %2 to <4 x half>
  ret <4 x half> %3
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call float @addv4(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>)
  %2 = fpext float %1 to double
  %3 = tail call float @addv4(<4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>)
  %4 = fpext float %3 to double
  %5 = tail call float @addv2(<2 x float> noundef <float 0x3FB99999A0000000, float 0x3FC99999A0000000>)
  %6 = fpext float %5 to double
  %7 = tail call double @addv2d(<2 x double> noundef <double 1.000000e+300, double -3.250000e+00>)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2, double noundef %4, double noundef %6, double noundef %7)
  %9 = tail call <4 x i32> @cagt(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, <4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>)
  %10 = tail call <4 x i32> @cage(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, <4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>)
  %11 = tail call <2 x i64> @calt(<2 x double> noundef <double 1.000000e+300, double -3.250000e+00>, <2 x double> noundef <double -1.000000e+301, double 3.250000e+00>)
  %12 = extractelement <4 x i32> %9, i64 0
  %13 = extractelement <4 x i32> %9, i64 1
  %14 = extractelement <4 x i32> %9, i64 2
  %15 = extractelement <4 x i32> %9, i64 3
  %16 = extractelement <4 x i32> %10, i64 0
  %17 = extractelement <4 x i32> %10, i64 1
  %18 = extractelement <4 x i32> %10, i64 2
  %19 = extractelement <4 x i32> %10, i64 3
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = extractelement <2 x i64> %11, i64 0
  %22 = extractelement <2 x i64> %11, i64 1
  %23 = tail call i32 @cagts(float noundef -3.000000e+00, float noundef 2.000000e+00)
  %24 = tail call i32 @cagts(float noundef 1.000000e+00, float noundef -1.000000e+00)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %21, i64 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = tail call i32 @qmovn_u(i64 noundef 5000000000)
  %27 = tail call i32 @qmovn_u(i64 noundef 77)
  %28 = tail call i32 @qmovn_s(i64 noundef -5000000000)
  %29 = tail call i32 @qmovn_s(i64 noundef 5000000000)
  %30 = tail call i32 @qmovn_s(i64 noundef -12)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30)
  %32 = tail call i64 @qdmull(i32 noundef -2147483648, i32 noundef -2147483648)
  %33 = tail call i64 @qdmull(i32 noundef 3, i32 noundef -4)
  %34 = tail call i64 @qdmull(i32 noundef 2147483647, i32 noundef 2147483647)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %32, i64 noundef %33, i64 noundef %34)
  %36 = tail call <4 x half> @f2h(<4 x float> noundef <float 6.550400e+04, float 0x3E45798EE0000000, float 0xBFD55553E0000000, float 7.000000e+04>)
  %37 = tail call <4 x float> @h2f(<4 x half> noundef %36)
  %38 = extractelement <4 x float> %37, i64 0
  %39 = fpext float %38 to double
  %40 = extractelement <4 x float> %37, i64 1
  %41 = fpext float %40 to double
  %42 = extractelement <4 x float> %37, i64 2
  %43 = fpext float %42 to double
  %44 = extractelement <4 x float> %37, i64 3
  %45 = fpext float %44 to double
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %39, double noundef %41, double noundef %43, double noundef %45)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double>, <2 x double>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.facgt.i32.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqdmulls.scalar(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float>) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
