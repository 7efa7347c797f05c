; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !43 {
    #dbg_value(double 1.000000e+00, !48, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 2.000000e+00, !48, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double 3.000000e+00, !48, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double 4.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double -1.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double -2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 1.300000e+01, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double -8.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00), !dbg !100
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double 1.000000e+01, !56, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double 1.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !56, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(double 5.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double 5.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !99)
    #dbg_value(double -1.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !99)
    #dbg_value(double 2.000000e+01, !56, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !56, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(float 5.000000e-01, !56, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(i32 3, !56, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(i32 0, !67, !DIExpression(), !101)
  br label %2, !dbg !102

2:                                                ; preds = %0, %2
  %3 = phi double [ 2.000000e+01, %0 ], [ %19, %2 ], !dbg !99
  %4 = phi double [ 0.000000e+00, %0 ], [ %21, %2 ], !dbg !99
  %5 = phi double [ 0.000000e+00, %0 ], [ %22, %2 ], !dbg !99
  %6 = phi double [ 0.000000e+00, %0 ], [ %18, %2 ], !dbg !99
  %7 = phi double [ 5.000000e+00, %0 ], [ %17, %2 ], !dbg !99
  %8 = phi double [ 0.000000e+00, %0 ], [ %15, %2 ], !dbg !99
  %9 = phi double [ 1.000000e+01, %0 ], [ %14, %2 ], !dbg !99
  %10 = phi double [ 0.000000e+00, %0 ], [ %13, %2 ], !dbg !99
  %11 = phi i32 [ 0, %0 ], [ %23, %2 ]
    #dbg_value(double %10, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %9, !56, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(i32 3, !56, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(float 5.000000e-01, !56, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(double %8, !56, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !56, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(double 5.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %7, !56, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %6, !56, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %5, !56, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(double %4, !56, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %3, !56, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !56, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(i32 %11, !67, !DIExpression(), !101)
    #dbg_value(i32 0, !69, !DIExpression(), !103)
    #dbg_value(i64 0, !69, !DIExpression(), !103)
    #dbg_value(ptr undef, !104, !DIExpression(DW_OP_deref), !110)
    #dbg_value(double 1.250000e-01, !109, !DIExpression(), !110)
    #dbg_value(double 1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %8, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
    #dbg_value(double 1.250000e-01, !118, !DIExpression(), !119)
  %12 = fmul double %8, 1.250000e-01, !dbg !121
    #dbg_value(double %10, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %9, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 1.250000e-01, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %12, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %13 = fadd double %10, 1.250000e-01, !dbg !130
  %14 = fadd double %9, %12, !dbg !131
  %15 = fadd double %8, -1.218750e+00, !dbg !132
    #dbg_value(double %13, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %14, !56, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double %15, !56, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !56, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(i64 1, !69, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double -1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %3, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %16 = fmul double %3, 1.250000e-01, !dbg !121
    #dbg_value(double 5.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double %7, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %6, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double -1.250000e-01, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %16, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %17 = fadd double %7, -1.250000e-01, !dbg !133
  %18 = fadd double %6, %16, !dbg !131
  %19 = fadd double %3, -1.218750e+00, !dbg !132
    #dbg_value(double 5.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %17, !56, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %18, !56, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %19, !56, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !56, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(i64 2, !69, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %5, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %20 = fmul double %5, 1.250000e-01, !dbg !121
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %4, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %20, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %21 = fadd double %4, %20, !dbg !131
  %22 = fadd double %5, -1.218750e+00, !dbg !132
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(double %21, !56, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %22, !56, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(float 5.000000e-01, !56, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(i32 3, !56, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(i64 3, !69, !DIExpression(), !103)
  %23 = add nuw nsw i32 %11, 1, !dbg !134
    #dbg_value(i32 %23, !67, !DIExpression(), !101)
  %24 = icmp eq i32 %23, 64, !dbg !135
  br i1 %24, label %25, label %2, !dbg !102, !llvm.loop !136

25:                                               ; preds = %2
    #dbg_value(i64 0, !72, !DIExpression(), !139)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %13, double noundef 0.000000e+00, double noundef %14, double noundef 1.500000e+00), !dbg !140
    #dbg_value(i64 1, !72, !DIExpression(), !139)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef 5.000000e+00, double noundef %17, double noundef %18, double noundef 2.000000e+00), !dbg !140
    #dbg_value(i64 2, !72, !DIExpression(), !139)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %21, double noundef 5.000000e-01), !dbg !140
    #dbg_value(i64 3, !72, !DIExpression(), !139)
    #dbg_value(i8 -56, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !99)
    #dbg_value(i8 7, !74, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !99)
    #dbg_value(i16 2468, !80, !DIExpression(), !99)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef 7, i32 noundef 2468), !dbg !142
    #dbg_value(float 5.000000e-01, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !99)
    #dbg_value(float 5.000000e-01, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !99)
    #dbg_value(float 6.000000e+00, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !99)
    #dbg_value(float -4.000000e+00, !84, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !99)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00), !dbg !143
    #dbg_value(i32 1069547520, !91, !DIExpression(), !99)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 192, i32 noundef 63), !dbg !144
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 416), !145, ptr undef, !DIExpression(), !99)
    #dbg_value(i32 99, !98, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 99, i32 noundef 2), !dbg !146
  ret i32 0, !dbg !147
}

; Function Attrs: nofree nounwind
declare !dbg !148 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "b18a84297b366f4efeae58a05d2481ce")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 26)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !33, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !{!0, !7, !12, !17, !22, !24}
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 1}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !44, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46}
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!48, !54, !55, !56, !67, !69, !72, !74, !80, !84, !91, !98}
!48 = !DILocalVariable(name: "a", scope: !43, file: !2, line: 33, type: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !2, line: 5, size: 192, elements: !50)
!50 = !{!51, !52, !53}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !49, file: !2, line: 5, baseType: !31, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !49, file: !2, line: 5, baseType: !31, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !49, file: !2, line: 5, baseType: !31, size: 64, offset: 128)
!54 = !DILocalVariable(name: "b", scope: !43, file: !2, line: 33, type: !49)
!55 = !DILocalVariable(name: "c", scope: !43, file: !2, line: 34, type: !49)
!56 = !DILocalVariable(name: "ps", scope: !43, file: !2, line: 36, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 1344, elements: !65)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Particle", file: !2, line: 6, size: 448, elements: !59)
!59 = !{!60, !61, !62, !64}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !58, file: !2, line: 6, baseType: !49, size: 192)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !58, file: !2, line: 6, baseType: !49, size: 192, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !58, file: !2, line: 6, baseType: !63, size: 32, offset: 384)
!63 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !58, file: !2, line: 6, baseType: !46, size: 32, offset: 416)
!65 = !{!66}
!66 = !DISubrange(count: 3)
!67 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 41, type: !46)
!68 = distinct !DILexicalBlock(scope: !43, file: !2, line: 41, column: 5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 42, type: !46)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 42, column: 9)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 41, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 43, type: !46)
!73 = distinct !DILexicalBlock(scope: !43, file: !2, line: 43, column: 5)
!74 = !DILocalVariable(name: "p", scope: !43, file: !2, line: 45, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair8", file: !2, line: 7, size: 16, elements: !76)
!76 = !{!77, !79}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !75, file: !2, line: 7, baseType: !78, size: 8)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !75, file: !2, line: 7, baseType: !78, size: 8, offset: 8)
!80 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 46, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tiny", file: !2, line: 8, size: 16, elements: !82)
!82 = !{!83}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !81, file: !2, line: 8, baseType: !32, size: 16)
!84 = !DILocalVariable(name: "q", scope: !43, file: !2, line: 48, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Quad", file: !2, line: 9, size: 128, elements: !86)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !85, file: !2, line: 9, baseType: !88, size: 128)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 128, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DILocalVariable(name: "n", scope: !43, file: !2, line: 50, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Num", file: !2, line: 10, size: 32, elements: !93)
!93 = !{!94, !95, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !92, file: !2, line: 10, baseType: !46, size: 32)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !92, file: !2, line: 10, baseType: !63, size: 32)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !92, file: !2, line: 10, baseType: !97, size: 32)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 32, elements: !89)
!98 = !DILocalVariable(name: "copy", scope: !43, file: !2, line: 52, type: !58)
!99 = !DILocation(line: 0, scope: !43)
!100 = !DILocation(line: 35, column: 5, scope: !43)
!101 = !DILocation(line: 0, scope: !68)
!102 = !DILocation(line: 41, column: 5, scope: !68)
!103 = !DILocation(line: 0, scope: !70)
!104 = !DILocalVariable(name: "p", arg: 1, scope: !105, file: !2, line: 18, type: !58)
!105 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !106, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!58, !58, !31}
!108 = !{!104, !109}
!109 = !DILocalVariable(name: "dt", arg: 2, scope: !105, file: !2, line: 18, type: !31)
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 42, column: 45, scope: !112)
!112 = distinct !DILexicalBlock(scope: !70, file: !2, line: 42, column: 9)
!113 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !2, line: 13, type: !49)
!114 = distinct !DISubprogram(name: "vscale", scope: !2, file: !2, line: 13, type: !115, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!49, !49, !31}
!117 = !{!113, !118}
!118 = !DILocalVariable(name: "k", arg: 2, scope: !114, file: !2, line: 13, type: !31)
!119 = !DILocation(line: 0, scope: !114, inlinedAt: !120)
!120 = distinct !DILocation(line: 19, column: 25, scope: !105, inlinedAt: !111)
!121 = !DILocation(line: 13, column: 98, scope: !114, inlinedAt: !120)
!122 = !DILocalVariable(name: "a", arg: 1, scope: !123, file: !2, line: 12, type: !49)
!123 = distinct !DISubprogram(name: "vadd", scope: !2, file: !2, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!49, !49, !49}
!126 = !{!122, !127}
!127 = !DILocalVariable(name: "b", arg: 2, scope: !123, file: !2, line: 12, type: !49)
!128 = !DILocation(line: 0, scope: !123, inlinedAt: !129)
!129 = distinct !DILocation(line: 19, column: 13, scope: !105, inlinedAt: !111)
!130 = !DILocation(line: 12, column: 83, scope: !123, inlinedAt: !129)
!131 = !DILocation(line: 12, column: 105, scope: !123, inlinedAt: !129)
!132 = !DILocation(line: 20, column: 13, scope: !105, inlinedAt: !111)
!133 = !DILocation(line: 12, column: 94, scope: !123, inlinedAt: !129)
!134 = !DILocation(line: 41, column: 30, scope: !71)
!135 = !DILocation(line: 41, column: 23, scope: !71)
!136 = distinct !{!136, !102, !137, !138}
!137 = !DILocation(line: 42, column: 62, scope: !68)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 0, scope: !73)
!140 = !DILocation(line: 44, column: 9, scope: !141)
!141 = distinct !DILexicalBlock(scope: !73, file: !2, line: 43, column: 5)
!142 = !DILocation(line: 47, column: 5, scope: !43)
!143 = !DILocation(line: 49, column: 5, scope: !43)
!144 = !DILocation(line: 51, column: 5, scope: !43)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 54, column: 5, scope: !43)
!147 = !DILocation(line: 56, column: 1, scope: !43)
!148 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!46, !151, null}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
