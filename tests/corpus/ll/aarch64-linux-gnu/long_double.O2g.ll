; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00), !dbg !85
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA), !dbg !86
    #dbg_value(i32 2000, !87, !DIExpression(), !95)
    #dbg_value(fp128 0xL00000000000000000000000000000000, !92, !DIExpression(), !95)
    #dbg_value(i32 1, !93, !DIExpression(), !97)
  br label %3, !dbg !98

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 0, %0 ], [ %16, %3 ]
  %5 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %0 ], [ %17, %3 ]
  %6 = phi fp128 [ 0xL00000000000000000000000000000000, %0 ], [ %15, %3 ]
  %7 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %8 = mul nuw nsw <4 x i32> %5, %5, !dbg !99
  %9 = mul nuw nsw <4 x i32> %7, %7, !dbg !99
  %10 = uitofp nneg <4 x i32> %8 to <4 x fp128>, !dbg !99
  %11 = uitofp nneg <4 x i32> %9 to <4 x fp128>, !dbg !99
  %12 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %10, !dbg !101
  %13 = fdiv <4 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000003FFF000000000000>, %11, !dbg !101
  %14 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %6, <4 x fp128> %12), !dbg !101
  %15 = tail call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 %14, <4 x fp128> %13), !dbg !101
  %16 = add nuw i32 %4, 8
  %17 = add <4 x i32> %5, <i32 8, i32 8, i32 8, i32 8>
  %18 = icmp eq i32 %16, 2000
  br i1 %18, label %19, label %3, !llvm.loop !102

19:                                               ; preds = %3
  %20 = fptrunc fp128 %15 to double, !dbg !107
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %20), !dbg !108
    #dbg_value(fp128 0xL55555555555555553FFD555555555555, !70, !DIExpression(), !109)
    #dbg_value(fp128 0xL00000000000000003FFF000000000000, !71, !DIExpression(), !109)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !110
    #dbg_value(fp128 0xL0000000000000000C002200000000000, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !109)
    #dbg_value(fp128 0xL00000000000000004001800000000000, !72, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !109)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00), !dbg !111
    #dbg_value(i64 9007199254740993, !77, !DIExpression(), !109)
    #dbg_value(fp128 0xL08000000000000004034000000000000, !78, !DIExpression(), !109)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !112
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef -123456789, i64 noundef -2048), !dbg !113
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 0), !dbg !114
    #dbg_value(double 1.000000e-01, !79, !DIExpression(), !109)
    #dbg_value(fp128 0xLA0000000000000003FFB999999999999, !80, !DIExpression(), !109)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !115
    #dbg_value(fp128 0xL00000000000000000000000000000000, !81, !DIExpression(), !109)
    #dbg_value(i32 0, !82, !DIExpression(), !116)
  br label %28, !dbg !117

28:                                               ; preds = %28, %19
  %29 = phi i32 [ 0, %19 ], [ %43, %28 ], !dbg !118
  %30 = phi fp128 [ 0xL00000000000000000000000000000000, %19 ], [ %42, %28 ]
  %31 = trunc i32 %29 to i16, !dbg !117
  %32 = or disjoint i16 %31, 1, !dbg !117
  %33 = urem i16 %31, 7, !dbg !120
  %34 = urem i16 %32, 7, !dbg !120
  %35 = uitofp nneg i16 %33 to fp128, !dbg !121
  %36 = uitofp nneg i16 %34 to fp128, !dbg !121
  %37 = fmul fp128 %35, 0xL00000000000000003FFC000000000000, !dbg !122
  %38 = fmul fp128 %36, 0xL00000000000000003FFC000000000000, !dbg !122
  %39 = fadd fp128 %37, 0xL0000000000000000BFFD800000000000, !dbg !123
  %40 = fadd fp128 %38, 0xL0000000000000000BFFD800000000000, !dbg !123
  %41 = fadd fp128 %30, %39, !dbg !123
  %42 = fadd fp128 %41, %40, !dbg !123
  %43 = add nuw i32 %29, 2, !dbg !118
  %44 = icmp eq i32 %43, 1000, !dbg !118
  br i1 %44, label %45, label %28, !dbg !118, !llvm.loop !124

45:                                               ; preds = %28
  %46 = fptrunc fp128 %42 to double, !dbg !126
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %46), !dbg !127
    #dbg_value(float 0x3FC24924A0000000, !84, !DIExpression(), !109)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000), !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: nofree nounwind
declare !dbg !130 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.vector.reduce.fadd.v4f128(fp128, <4 x fp128>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "064de09ed30378e589f2d785b839e013")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 17)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !56, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !51, !52, !53, !54, !55}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !{!0, !7, !12, !17, !22, !27, !32, !34, !36, !41, !43}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 1}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !67, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!53}
!69 = !{!70, !71, !72, !77, !78, !79, !80, !81, !82, !84}
!70 = !DILocalVariable(name: "third", scope: !66, file: !2, line: 29, type: !51)
!71 = !DILocalVariable(name: "back", scope: !66, file: !2, line: 30, type: !51)
!72 = !DILocalVariable(name: "p", scope: !66, file: !2, line: 32, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LDPair", file: !2, line: 17, size: 256, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 17, baseType: !51, size: 128)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !2, line: 17, baseType: !51, size: 128, offset: 128)
!77 = !DILocalVariable(name: "big", scope: !66, file: !2, line: 34, type: !52)
!78 = !DILocalVariable(name: "lb", scope: !66, file: !2, line: 35, type: !51)
!79 = !DILocalVariable(name: "d", scope: !66, file: !2, line: 40, type: !50)
!80 = !DILocalVariable(name: "ld", scope: !66, file: !2, line: 41, type: !51)
!81 = !DILocalVariable(name: "acc", scope: !66, file: !2, line: 43, type: !51)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 44, type: !53)
!83 = distinct !DILexicalBlock(scope: !66, file: !2, line: 44, column: 5)
!84 = !DILocalVariable(name: "f", scope: !66, file: !2, line: 46, type: !55)
!85 = !DILocation(line: 26, column: 5, scope: !66)
!86 = !DILocation(line: 27, column: 5, scope: !66)
!87 = !DILocalVariable(name: "n", arg: 1, scope: !88, file: !2, line: 11, type: !53)
!88 = distinct !DISubprogram(name: "ld_series", scope: !2, file: !2, line: 11, type: !89, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!51, !53}
!91 = !{!87, !92, !93}
!92 = !DILocalVariable(name: "s", scope: !88, file: !2, line: 12, type: !51)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 13, type: !53)
!94 = distinct !DILexicalBlock(scope: !88, file: !2, line: 13, column: 5)
!95 = !DILocation(line: 0, scope: !88, inlinedAt: !96)
!96 = distinct !DILocation(line: 28, column: 49, scope: !66)
!97 = !DILocation(line: 0, scope: !94, inlinedAt: !96)
!98 = !DILocation(line: 13, column: 5, scope: !94, inlinedAt: !96)
!99 = !DILocation(line: 13, column: 62, scope: !100, inlinedAt: !96)
!100 = distinct !DILexicalBlock(scope: !94, file: !2, line: 13, column: 5)
!101 = !DILocation(line: 13, column: 44, scope: !100, inlinedAt: !96)
!102 = distinct !{!102, !98, !103, !104, !105, !106}
!103 = !DILocation(line: 13, column: 65, scope: !94, inlinedAt: !96)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = !{!"llvm.loop.unroll.runtime.disable"}
!107 = !DILocation(line: 28, column: 41, scope: !66)
!108 = !DILocation(line: 28, column: 5, scope: !66)
!109 = !DILocation(line: 0, scope: !66)
!110 = !DILocation(line: 31, column: 5, scope: !66)
!111 = !DILocation(line: 33, column: 5, scope: !66)
!112 = !DILocation(line: 36, column: 5, scope: !66)
!113 = !DILocation(line: 37, column: 5, scope: !66)
!114 = !DILocation(line: 39, column: 5, scope: !66)
!115 = !DILocation(line: 42, column: 5, scope: !66)
!116 = !DILocation(line: 0, scope: !83)
!117 = !DILocation(line: 44, column: 5, scope: !83)
!118 = !DILocation(line: 44, column: 32, scope: !119)
!119 = distinct !DILexicalBlock(scope: !83, file: !2, line: 44, column: 5)
!120 = !DILocation(line: 44, column: 59, scope: !119)
!121 = !DILocation(line: 44, column: 43, scope: !119)
!122 = !DILocation(line: 44, column: 64, scope: !119)
!123 = !DILocation(line: 44, column: 71, scope: !119)
!124 = distinct !{!124, !117, !125, !104, !105, !106}
!125 = !DILocation(line: 44, column: 73, scope: !83)
!126 = !DILocation(line: 45, column: 28, scope: !66)
!127 = !DILocation(line: 45, column: 5, scope: !66)
!128 = !DILocation(line: 47, column: 5, scope: !66)
!129 = !DILocation(line: 48, column: 5, scope: !66)
!130 = !DISubprogram(name: "printf", scope: !131, file: !131, line: 356, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!132 = !DISubroutineType(types: !133)
!133 = !{!53, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
