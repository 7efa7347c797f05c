; ModuleID = 'tests/run/aarch64/fp_classes.c'
source_filename = "tests/run/aarch64/fp_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"ld%u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"d%u %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"h%u %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"powi %a %a %a %a\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2, 128) i32 @classify_ld(fp128 noundef %0) local_unnamed_addr #0 {
  %2 = tail call fp128 @llvm.fabs.f128(fp128 %0) #4
  %3 = fcmp oeq fp128 %2, 0xL00000000000000007FFF000000000000
  %4 = fcmp oeq fp128 %0, 0xL00000000000000000000000000000000
  %5 = fcmp uno fp128 %0, 0xL00000000000000000000000000000000
  %6 = fcmp ueq fp128 %0, 0xL00000000000000000000000000000000
  %7 = or i1 %6, %3
  %8 = fcmp olt fp128 %2, 0xL00000000000000000001000000000000
  %9 = select i1 %8, i32 16, i32 0
  %10 = select i1 %7, i32 0, i32 %9
  %11 = select i1 %4, i32 32, i32 0
  %12 = bitcast fp128 %0 to i128
  %13 = icmp slt i128 %12, 0
  %14 = select i1 %13, i32 -2, i32 2
  %15 = select i1 %3, i32 %14, i32 0
  %16 = zext i1 %5 to i32
  %17 = fcmp one fp128 %2, 0xL00000000000000007FFF000000000000
  %18 = select i1 %17, i32 4, i32 0
  %19 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 264)
  %20 = select i1 %19, i32 8, i32 0
  %21 = lshr i128 %12, 121
  %22 = trunc nuw nsw i128 %21 to i32
  %23 = and i32 %22, 64
  %24 = or disjoint i32 %20, %16
  %25 = or disjoint i32 %24, %11
  %26 = or disjoint i32 %25, %18
  %27 = add nsw i32 %26, %15
  %28 = add nsw i32 %27, %10
  %29 = add nsw i32 %28, %23
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2, 32) i32 @classify_d(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.fabs.f64(double %0) #4
  %3 = fcmp oeq double %2, 0x7FF0000000000000
  %4 = fcmp uno double %0, 0.000000e+00
  %5 = fcmp ueq double %0, 0.000000e+00
  %6 = or i1 %5, %3
  %7 = fcmp olt double %2, 0x10000000000000
  %8 = select i1 %7, i32 16, i32 0
  %9 = select i1 %6, i32 0, i32 %8
  %10 = bitcast double %0 to i64
  %11 = icmp slt i64 %10, 0
  %12 = select i1 %11, i32 -2, i32 2
  %13 = select i1 %3, i32 %12, i32 0
  %14 = zext i1 %4 to i32
  %15 = fcmp one double %2, 0x7FF0000000000000
  %16 = select i1 %15, i32 4, i32 0
  %17 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 264)
  %18 = select i1 %17, i32 8, i32 0
  %19 = or disjoint i32 %18, %14
  %20 = or disjoint i32 %19, %16
  %21 = add nsw i32 %20, %13
  %22 = add nsw i32 %21, %9
  ret i32 %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 64) i32 @classify_h(half noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ueq half %0, 0xH0000
  br i1 %2, label %3, label %23

3:                                                ; preds = %1
  %4 = tail call half @llvm.fabs.f16(half %0)
  br label %5

5:                                                ; preds = %3, %26, %23
  %6 = phi half [ %4, %3 ], [ %24, %26 ], [ %24, %23 ]
  %7 = phi i32 [ 0, %3 ], [ %28, %26 ], [ 0, %23 ]
  %8 = fcmp uno half %0, 0xH0000
  %9 = fcmp oeq half %0, 0xH0000
  %10 = select i1 %9, i32 32, i32 0
  %11 = fcmp oeq half %6, 0xH7C00
  %12 = select i1 %11, i32 2, i32 0
  %13 = zext i1 %8 to i32
  %14 = fcmp one half %6, 0xH7C00
  %15 = select i1 %14, i32 4, i32 0
  %16 = tail call i1 @llvm.is.fpclass.f16(half %0, i32 264)
  %17 = select i1 %16, i32 8, i32 0
  %18 = or disjoint i32 %17, %13
  %19 = or disjoint i32 %18, %10
  %20 = or disjoint i32 %19, %12
  %21 = or disjoint i32 %20, %15
  %22 = or disjoint i32 %21, %7
  ret i32 %22

23:                                               ; preds = %1
  %24 = tail call half @llvm.fabs.f16(half %0) #4
  %25 = fcmp oeq half %24, 0xH7C00
  br i1 %25, label %5, label %26

26:                                               ; preds = %23
  %27 = fcmp olt half %24, 0xH0400
  %28 = select i1 %27, i32 16, i32 0
  br label %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @powi_d(double noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.powi.f64.i32(double %0, i32 %1)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @powi_f(float noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.powi.f32.i32(float %0, i32 %1)
  ret float %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @powi_l(fp128 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call fp128 @llvm.powi.f128.i32(fp128 %0, i32 %1)
  ret fp128 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.powi.f128.i32(fp128, i32) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000000000000000000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %1)
  %3 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000008000000000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %3)
  %5 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000003FFF000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %5)
  %7 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000C000C00000000000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %7)
  %9 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000001000000000000)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %9)
  %11 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000000400000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %11)
  %13 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000018000000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %13)
  %15 = tail call i32 @classify_ld(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %15)
  %17 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF000000000000)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %17)
  %19 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000FFFF000000000000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %19)
  %21 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF800000000000)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %21)
  %23 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000FFFF800000000000)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, i32 noundef %23)
  %25 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF400000000000)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i32 noundef %25)
  %27 = tail call i32 @classify_d(double noundef 0.000000e+00)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %27)
  %29 = tail call i32 @classify_d(double noundef 1.000000e+00)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %29)
  %31 = tail call i32 @classify_d(double noundef 0x2000000000000)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %31)
  %33 = tail call i32 @classify_d(double noundef 0x7FEFFFFFFFFFFFFF)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %33)
  %35 = tail call i32 @classify_d(double noundef 0xFFF0000000000000)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %35)
  %37 = tail call i32 @classify_d(double noundef 0x7FF8000000000000)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %37)
  %39 = tail call i32 @classify_h(half noundef 0xH0000)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %39)
  %41 = tail call i32 @classify_h(half noundef 0xH3C00)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %41)
  %43 = tail call i32 @classify_h(half noundef 0xHFBFF)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %43)
  %45 = tail call i32 @classify_h(half noundef 0xH0100)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %45)
  %47 = tail call i32 @classify_h(half noundef 0xH0400)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %47)
  %49 = tail call i32 @classify_h(half noundef 0xH7C00)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %49)
  %51 = tail call i32 @classify_h(half noundef 0xH7E00)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %51)
  %53 = tail call double @powi_d(double noundef 1.100000e+00, i32 noundef 7)
  %54 = tail call double @powi_d(double noundef 2.000000e+00, i32 noundef -3)
  %55 = tail call float @powi_f(float noundef 0x3FECCCCCC0000000, i32 noundef 5)
  %56 = fpext float %55 to double
  %57 = tail call fp128 @powi_l(fp128 noundef 0xL00000000000000004000800000000000, i32 noundef 40)
  %58 = fptrunc fp128 %57 to double
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %53, double noundef %54, double noundef %56, double noundef %58)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
