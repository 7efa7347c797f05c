; ModuleID = 'tests/run/aarch64/fp_classes.c'
source_filename = "tests/run/aarch64/fp_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"ld%u %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"d%u %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"h%u %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"powi %a %a %a %a\0A\00", align 1, !dbg !14

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2, 128) i32 @classify_ld(fp128 noundef %0) local_unnamed_addr #0 !dbg !32 {
    #dbg_value(fp128 %0, !38, !DIExpression(), !39)
  %2 = tail call fp128 @llvm.fabs.f128(fp128 %0) #4, !dbg !40
  %3 = fcmp oeq fp128 %2, 0xL00000000000000007FFF000000000000, !dbg !40
  %4 = fcmp oeq fp128 %0, 0xL00000000000000000000000000000000, !dbg !41
  %5 = fcmp uno fp128 %0, 0xL00000000000000000000000000000000, !dbg !41
  %6 = fcmp ueq fp128 %0, 0xL00000000000000000000000000000000, !dbg !41
  %7 = or i1 %6, %3, !dbg !41
  %8 = fcmp olt fp128 %2, 0xL00000000000000000001000000000000, !dbg !41
  %9 = select i1 %8, i32 16, i32 0, !dbg !41
  %10 = select i1 %7, i32 0, i32 %9, !dbg !41
  %11 = select i1 %4, i32 32, i32 0, !dbg !42
  %12 = bitcast fp128 %0 to i128, !dbg !40
  %13 = icmp slt i128 %12, 0, !dbg !40
  %14 = select i1 %13, i32 -2, i32 2, !dbg !40
  %15 = select i1 %3, i32 %14, i32 0, !dbg !40
  %16 = zext i1 %5 to i32, !dbg !43
  %17 = fcmp one fp128 %2, 0xL00000000000000007FFF000000000000, !dbg !44
  %18 = select i1 %17, i32 4, i32 0, !dbg !45
  %19 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 264), !dbg !46
  %20 = select i1 %19, i32 8, i32 0, !dbg !47
  %21 = lshr i128 %12, 121, !dbg !48
  %22 = trunc nuw nsw i128 %21 to i32, !dbg !48
  %23 = and i32 %22, 64, !dbg !48
  %24 = or disjoint i32 %20, %16, !dbg !49
  %25 = or disjoint i32 %24, %11, !dbg !50
  %26 = or disjoint i32 %25, %18, !dbg !51
  %27 = add nsw i32 %26, %15, !dbg !52
  %28 = add nsw i32 %27, %10, !dbg !53
  %29 = add nsw i32 %28, %23, !dbg !54
  ret i32 %29, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2, 32) i32 @classify_d(double noundef %0) local_unnamed_addr #0 !dbg !56 {
    #dbg_value(double %0, !60, !DIExpression(), !61)
  %2 = tail call double @llvm.fabs.f64(double %0) #4, !dbg !62
  %3 = fcmp oeq double %2, 0x7FF0000000000000, !dbg !62
  %4 = fcmp uno double %0, 0.000000e+00, !dbg !63
  %5 = fcmp ueq double %0, 0.000000e+00, !dbg !63
  %6 = or i1 %5, %3, !dbg !63
  %7 = fcmp olt double %2, 0x10000000000000, !dbg !63
  %8 = select i1 %7, i32 16, i32 0, !dbg !63
  %9 = select i1 %6, i32 0, i32 %8, !dbg !63
  %10 = bitcast double %0 to i64, !dbg !62
  %11 = icmp slt i64 %10, 0, !dbg !62
  %12 = select i1 %11, i32 -2, i32 2, !dbg !62
  %13 = select i1 %3, i32 %12, i32 0, !dbg !62
  %14 = zext i1 %4 to i32, !dbg !64
  %15 = fcmp one double %2, 0x7FF0000000000000, !dbg !65
  %16 = select i1 %15, i32 4, i32 0, !dbg !66
  %17 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 264), !dbg !67
  %18 = select i1 %17, i32 8, i32 0, !dbg !68
  %19 = or disjoint i32 %18, %14, !dbg !69
  %20 = or disjoint i32 %19, %16, !dbg !70
  %21 = add nsw i32 %20, %13, !dbg !71
  %22 = add nsw i32 %21, %9, !dbg !72
  ret i32 %22, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 64) i32 @classify_h(half noundef %0) local_unnamed_addr #0 !dbg !74 {
    #dbg_value(half %0, !79, !DIExpression(), !80)
  %2 = fcmp ueq half %0, 0xH0000, !dbg !81
  br i1 %2, label %3, label %23, !dbg !81

3:                                                ; preds = %1
  %4 = tail call half @llvm.fabs.f16(half %0), !dbg !82
  br label %5, !dbg !81

5:                                                ; preds = %3, %26, %23
  %6 = phi half [ %4, %3 ], [ %24, %26 ], [ %24, %23 ], !dbg !82
  %7 = phi i32 [ 0, %3 ], [ %28, %26 ], [ 0, %23 ], !dbg !81
  %8 = fcmp uno half %0, 0xH0000, !dbg !81
  %9 = fcmp oeq half %0, 0xH0000, !dbg !81
  %10 = select i1 %9, i32 32, i32 0, !dbg !83
  %11 = fcmp oeq half %6, 0xH7C00, !dbg !82
  %12 = select i1 %11, i32 2, i32 0, !dbg !84
  %13 = zext i1 %8 to i32, !dbg !85
  %14 = fcmp one half %6, 0xH7C00, !dbg !86
  %15 = select i1 %14, i32 4, i32 0, !dbg !87
  %16 = tail call i1 @llvm.is.fpclass.f16(half %0, i32 264), !dbg !88
  %17 = select i1 %16, i32 8, i32 0, !dbg !89
  %18 = or disjoint i32 %17, %13, !dbg !90
  %19 = or disjoint i32 %18, %10, !dbg !91
  %20 = or disjoint i32 %19, %12, !dbg !92
  %21 = or disjoint i32 %20, %15, !dbg !93
  %22 = or disjoint i32 %21, %7, !dbg !94
  ret i32 %22, !dbg !95

23:                                               ; preds = %1
  %24 = tail call half @llvm.fabs.f16(half %0) #4, !dbg !81
  %25 = fcmp oeq half %24, 0xH7C00, !dbg !81
  br i1 %25, label %5, label %26, !dbg !81

26:                                               ; preds = %23
  %27 = fcmp olt half %24, 0xH0400, !dbg !81
  %28 = select i1 %27, i32 16, i32 0, !dbg !96
  br label %5, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @powi_d(double noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !97 {
    #dbg_value(double %0, !101, !DIExpression(), !103)
    #dbg_value(i32 %1, !102, !DIExpression(), !103)
  %3 = tail call double @llvm.powi.f64.i32(double %0, i32 %1), !dbg !104
  ret double %3, !dbg !105
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @powi_f(float noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !106 {
    #dbg_value(float %0, !111, !DIExpression(), !113)
    #dbg_value(i32 %1, !112, !DIExpression(), !113)
  %3 = tail call float @llvm.powi.f32.i32(float %0, i32 %1), !dbg !114
  ret float %3, !dbg !115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef fp128 @powi_l(fp128 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(fp128 %0, !120, !DIExpression(), !122)
    #dbg_value(i32 %1, !121, !DIExpression(), !122)
  %3 = tail call fp128 @llvm.powi.f128.i32(fp128 %0, i32 %1), !dbg !123
  ret fp128 %3, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.powi.f128.i32(fp128, i32) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !125 {
    #dbg_value(i32 0, !133, !DIExpression(), !148)
    #dbg_value(i64 0, !133, !DIExpression(), !148)
  %1 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000000000000000000), !dbg !149
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %1), !dbg !151
    #dbg_value(i64 1, !133, !DIExpression(), !148)
  %3 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000008000000000000000), !dbg !149
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %3), !dbg !151
    #dbg_value(i64 2, !133, !DIExpression(), !148)
  %5 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000003FFF000000000000), !dbg !149
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %5), !dbg !151
    #dbg_value(i64 3, !133, !DIExpression(), !148)
  %7 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000C000C00000000000), !dbg !149
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %7), !dbg !151
    #dbg_value(i64 4, !133, !DIExpression(), !148)
  %9 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000001000000000000), !dbg !149
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %9), !dbg !151
    #dbg_value(i64 5, !133, !DIExpression(), !148)
  %11 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000000000400000000000), !dbg !149
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %11), !dbg !151
    #dbg_value(i64 6, !133, !DIExpression(), !148)
  %13 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000018000000000000000), !dbg !149
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %13), !dbg !151
    #dbg_value(i64 7, !133, !DIExpression(), !148)
  %15 = tail call i32 @classify_ld(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF), !dbg !149
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %15), !dbg !151
    #dbg_value(i64 8, !133, !DIExpression(), !148)
  %17 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF000000000000), !dbg !149
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %17), !dbg !151
    #dbg_value(i64 9, !133, !DIExpression(), !148)
  %19 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000FFFF000000000000), !dbg !149
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %19), !dbg !151
    #dbg_value(i64 10, !133, !DIExpression(), !148)
  %21 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF800000000000), !dbg !149
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %21), !dbg !151
    #dbg_value(i64 11, !133, !DIExpression(), !148)
  %23 = tail call i32 @classify_ld(fp128 noundef 0xL0000000000000000FFFF800000000000), !dbg !149
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, i32 noundef %23), !dbg !151
    #dbg_value(i64 12, !133, !DIExpression(), !148)
  %25 = tail call i32 @classify_ld(fp128 noundef 0xL00000000000000007FFF400000000000), !dbg !149
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i32 noundef %25), !dbg !151
    #dbg_value(i64 13, !133, !DIExpression(), !148)
    #dbg_value(double 0.000000e+00, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152)
    #dbg_value(double 1.000000e+00, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !152)
    #dbg_value(double 0x2000000000000, !136, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !152)
    #dbg_value(double 0x7FEFFFFFFFFFFFFF, !136, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !152)
    #dbg_value(double 0xFFF0000000000000, !136, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !152)
    #dbg_value(double 0x7FF8000000000000, !136, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !152)
    #dbg_value(i32 0, !140, !DIExpression(), !153)
    #dbg_value(i64 0, !140, !DIExpression(), !153)
  %27 = tail call i32 @classify_d(double noundef 0.000000e+00), !dbg !154
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %27), !dbg !156
    #dbg_value(i64 1, !140, !DIExpression(), !153)
  %29 = tail call i32 @classify_d(double noundef 1.000000e+00), !dbg !154
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %29), !dbg !156
    #dbg_value(i64 2, !140, !DIExpression(), !153)
  %31 = tail call i32 @classify_d(double noundef 0x2000000000000), !dbg !154
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %31), !dbg !156
    #dbg_value(i64 3, !140, !DIExpression(), !153)
  %33 = tail call i32 @classify_d(double noundef 0x7FEFFFFFFFFFFFFF), !dbg !154
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %33), !dbg !156
    #dbg_value(i64 4, !140, !DIExpression(), !153)
  %35 = tail call i32 @classify_d(double noundef 0xFFF0000000000000), !dbg !154
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %35), !dbg !156
    #dbg_value(i64 5, !140, !DIExpression(), !153)
  %37 = tail call i32 @classify_d(double noundef 0x7FF8000000000000), !dbg !154
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %37), !dbg !156
    #dbg_value(i64 6, !140, !DIExpression(), !153)
    #dbg_value(i64 0, !146, !DIExpression(), !157)
  %39 = tail call i32 @classify_h(half noundef 0xH0000), !dbg !158
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %39), !dbg !160
    #dbg_value(i64 1, !146, !DIExpression(), !157)
  %41 = tail call i32 @classify_h(half noundef 0xH3C00), !dbg !158
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %41), !dbg !160
    #dbg_value(i64 2, !146, !DIExpression(), !157)
  %43 = tail call i32 @classify_h(half noundef 0xHFBFF), !dbg !158
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %43), !dbg !160
    #dbg_value(i64 3, !146, !DIExpression(), !157)
  %45 = tail call i32 @classify_h(half noundef 0xH0100), !dbg !158
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %45), !dbg !160
    #dbg_value(i64 4, !146, !DIExpression(), !157)
  %47 = tail call i32 @classify_h(half noundef 0xH0400), !dbg !158
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %47), !dbg !160
    #dbg_value(i64 5, !146, !DIExpression(), !157)
  %49 = tail call i32 @classify_h(half noundef 0xH7C00), !dbg !158
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %49), !dbg !160
    #dbg_value(i64 6, !146, !DIExpression(), !157)
  %51 = tail call i32 @classify_h(half noundef 0xH7E00), !dbg !158
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %51), !dbg !160
    #dbg_value(i64 7, !146, !DIExpression(), !157)
  %53 = tail call double @powi_d(double noundef 1.100000e+00, i32 noundef 7), !dbg !161
  %54 = tail call double @powi_d(double noundef 2.000000e+00, i32 noundef -3), !dbg !162
  %55 = tail call float @powi_f(float noundef 0x3FECCCCCC0000000, i32 noundef 5), !dbg !163
  %56 = fpext float %55 to double, !dbg !163
  %57 = tail call fp128 @powi_l(fp128 noundef 0xL00000000000000004000800000000000, i32 noundef 40), !dbg !164
  %58 = fptrunc fp128 %57 to double, !dbg !165
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %53, double noundef %54, double noundef %56, double noundef %58), !dbg !166
  ret i32 0, !dbg !167
}

; Function Attrs: nofree nounwind
declare !dbg !168 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { memory(none) }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/fp_classes.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ea0e786350b0f885d67af378e50f7c9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 18)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !{!0, !7, !12, !14}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 1}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "classify_ld", scope: !2, file: !2, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !37)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !36}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!37 = !{!38}
!38 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !2, line: 8, type: !36)
!39 = !DILocation(line: 0, scope: !32)
!40 = !DILocation(line: 9, column: 25, scope: !32)
!41 = !DILocation(line: 9, column: 78, scope: !32)
!42 = !DILocation(line: 10, column: 16, scope: !32)
!43 = !DILocation(line: 9, column: 10, scope: !32)
!44 = !DILocation(line: 9, column: 40, scope: !32)
!45 = !DILocation(line: 9, column: 38, scope: !32)
!46 = !DILocation(line: 9, column: 58, scope: !32)
!47 = !DILocation(line: 9, column: 56, scope: !32)
!48 = !DILocation(line: 10, column: 47, scope: !32)
!49 = !DILocation(line: 9, column: 19, scope: !32)
!50 = !DILocation(line: 9, column: 34, scope: !32)
!51 = !DILocation(line: 9, column: 52, scope: !32)
!52 = !DILocation(line: 9, column: 70, scope: !32)
!53 = !DILocation(line: 9, column: 109, scope: !32)
!54 = !DILocation(line: 10, column: 42, scope: !32)
!55 = !DILocation(line: 9, column: 3, scope: !32)
!56 = distinct !DISubprogram(name: "classify_d", scope: !2, file: !2, line: 12, type: !57, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!35, !21}
!59 = !{!60}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !56, file: !2, line: 12, type: !21)
!61 = !DILocation(line: 0, scope: !56)
!62 = !DILocation(line: 13, column: 25, scope: !56)
!63 = !DILocation(line: 13, column: 78, scope: !56)
!64 = !DILocation(line: 13, column: 10, scope: !56)
!65 = !DILocation(line: 13, column: 40, scope: !56)
!66 = !DILocation(line: 13, column: 38, scope: !56)
!67 = !DILocation(line: 13, column: 58, scope: !56)
!68 = !DILocation(line: 13, column: 56, scope: !56)
!69 = !DILocation(line: 13, column: 19, scope: !56)
!70 = !DILocation(line: 13, column: 34, scope: !56)
!71 = !DILocation(line: 13, column: 52, scope: !56)
!72 = !DILocation(line: 13, column: 70, scope: !56)
!73 = !DILocation(line: 13, column: 3, scope: !56)
!74 = distinct !DISubprogram(name: "classify_h", scope: !2, file: !2, line: 16, type: !75, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!35, !77}
!77 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!78 = !{!79}
!79 = !DILocalVariable(name: "x", arg: 1, scope: !74, file: !2, line: 16, type: !77)
!80 = !DILocation(line: 0, scope: !74)
!81 = !DILocation(line: 18, column: 16, scope: !74)
!82 = !DILocation(line: 17, column: 35, scope: !74)
!83 = !DILocation(line: 18, column: 69, scope: !74)
!84 = !DILocation(line: 17, column: 33, scope: !74)
!85 = !DILocation(line: 17, column: 10, scope: !74)
!86 = !DILocation(line: 17, column: 60, scope: !74)
!87 = !DILocation(line: 17, column: 58, scope: !74)
!88 = !DILocation(line: 17, column: 88, scope: !74)
!89 = !DILocation(line: 17, column: 86, scope: !74)
!90 = !DILocation(line: 17, column: 29, scope: !74)
!91 = !DILocation(line: 17, column: 54, scope: !74)
!92 = !DILocation(line: 17, column: 82, scope: !74)
!93 = !DILocation(line: 17, column: 110, scope: !74)
!94 = !DILocation(line: 18, column: 61, scope: !74)
!95 = !DILocation(line: 17, column: 3, scope: !74)
!96 = !DILocation(line: 18, column: 13, scope: !74)
!97 = distinct !DISubprogram(name: "powi_d", scope: !2, file: !2, line: 27, type: !98, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!21, !21, !35}
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !2, line: 27, type: !21)
!102 = !DILocalVariable(name: "n", arg: 2, scope: !97, file: !2, line: 27, type: !35)
!103 = !DILocation(line: 0, scope: !97)
!104 = !DILocation(line: 27, column: 67, scope: !97)
!105 = !DILocation(line: 27, column: 60, scope: !97)
!106 = distinct !DISubprogram(name: "powi_f", scope: !2, file: !2, line: 28, type: !107, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109, !35}
!109 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!110 = !{!111, !112}
!111 = !DILocalVariable(name: "x", arg: 1, scope: !106, file: !2, line: 28, type: !109)
!112 = !DILocalVariable(name: "n", arg: 2, scope: !106, file: !2, line: 28, type: !35)
!113 = !DILocation(line: 0, scope: !106)
!114 = !DILocation(line: 28, column: 65, scope: !106)
!115 = !DILocation(line: 28, column: 58, scope: !106)
!116 = distinct !DISubprogram(name: "powi_l", scope: !2, file: !2, line: 29, type: !117, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!36, !36, !35}
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !2, line: 29, type: !36)
!121 = !DILocalVariable(name: "n", arg: 2, scope: !116, file: !2, line: 29, type: !35)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 29, column: 77, scope: !116)
!124 = !DILocation(line: 29, column: 70, scope: !116)
!125 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !126, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!35}
!128 = !{!129, !133, !136, !140, !142, !146}
!129 = !DILocalVariable(name: "lds", scope: !125, file: !2, line: 32, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 1664, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 13)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 34, type: !135)
!134 = distinct !DILexicalBlock(scope: !125, file: !2, line: 34, column: 3)
!135 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!136 = !DILocalVariable(name: "ds", scope: !125, file: !2, line: 35, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 384, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 6)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 36, type: !135)
!141 = distinct !DILexicalBlock(scope: !125, file: !2, line: 36, column: 3)
!142 = !DILocalVariable(name: "hs", scope: !125, file: !2, line: 37, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 224, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 7)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 38, type: !135)
!147 = distinct !DILexicalBlock(scope: !125, file: !2, line: 38, column: 3)
!148 = !DILocation(line: 0, scope: !134)
!149 = !DILocation(line: 34, column: 84, scope: !150)
!150 = distinct !DILexicalBlock(scope: !134, file: !2, line: 34, column: 3)
!151 = !DILocation(line: 34, column: 61, scope: !150)
!152 = !DILocation(line: 0, scope: !125)
!153 = !DILocation(line: 0, scope: !141)
!154 = !DILocation(line: 36, column: 81, scope: !155)
!155 = distinct !DILexicalBlock(scope: !141, file: !2, line: 36, column: 3)
!156 = !DILocation(line: 36, column: 59, scope: !155)
!157 = !DILocation(line: 0, scope: !147)
!158 = !DILocation(line: 38, column: 81, scope: !159)
!159 = distinct !DILexicalBlock(scope: !147, file: !2, line: 38, column: 3)
!160 = !DILocation(line: 38, column: 59, scope: !159)
!161 = !DILocation(line: 39, column: 32, scope: !125)
!162 = !DILocation(line: 39, column: 48, scope: !125)
!163 = !DILocation(line: 39, column: 65, scope: !125)
!164 = !DILocation(line: 39, column: 90, scope: !125)
!165 = !DILocation(line: 39, column: 82, scope: !125)
!166 = !DILocation(line: 39, column: 3, scope: !125)
!167 = !DILocation(line: 40, column: 3, scope: !125)
!168 = !DISubprogram(name: "printf", scope: !169, file: !169, line: 356, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!170 = !DISubroutineType(types: !171)
!171 = !{!35, !172, null}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
