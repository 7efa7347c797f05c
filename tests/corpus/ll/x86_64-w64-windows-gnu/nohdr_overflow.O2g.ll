; ModuleID = 'tests/programs/nohdr_overflow.c'
source_filename = "tests/programs/nohdr_overflow.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [24 x i8] c"2^%d: ok=%d value=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"3^40 ok=%d value=%lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"(-3)^39 ok=%d value=%lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"sat_add %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"sat_sub %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"small: %d %u %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [16 x i8] c"u64 mul: %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [20 x i8] c"mixed signs: %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [22 x i8] c"7^k fits for k <= %d\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !59 {
    #dbg_value(i32 60, !64, !DIExpression(), !90)
    #dbg_value(i64 0, !66, !DIExpression(), !91)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 59, i32 noundef 1, i64 noundef 576460752303423488), !dbg !92
    #dbg_value(i32 61, !64, !DIExpression(), !90)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 60, i32 noundef 1, i64 noundef 1152921504606846976), !dbg !92
    #dbg_value(i32 62, !64, !DIExpression(), !90)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 61, i32 noundef 1, i64 noundef 2305843009213693952), !dbg !92
    #dbg_value(i32 63, !64, !DIExpression(), !90)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 62, i32 noundef 1, i64 noundef 4611686018427387904), !dbg !92
    #dbg_value(i32 64, !64, !DIExpression(), !90)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 63, i32 noundef 0, i64 noundef 0), !dbg !92
    #dbg_value(i32 65, !64, !DIExpression(), !90)
    #dbg_value(i64 0, !71, !DIExpression(), !93)
    #dbg_value(i32 0, !72, !DIExpression(), !93)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef 0), !dbg !94
    #dbg_value(i64 -4052555153018976267, !71, !DIExpression(), !93)
    #dbg_value(i32 1, !72, !DIExpression(), !93)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef -4052555153018976267), !dbg !95
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef -1), !dbg !96
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -32768, i32 noundef 32767, i32 noundef -100), !dbg !97
    #dbg_value(i8 44, !73, !DIExpression(), !93)
    #dbg_value(i32 1, !77, !DIExpression(), !93)
    #dbg_value(i32 1, !78, !DIExpression(), !93)
    #dbg_value(i8 -128, !75, !DIExpression(), !93)
    #dbg_value(i32 0, !79, !DIExpression(), !93)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 44, i32 noundef 1, i32 noundef 0, i32 noundef -128), !dbg !98
    #dbg_value(i32 0, !82, !DIExpression(), !93)
    #dbg_value(i64 poison, !80, !DIExpression(), !93)
    #dbg_value(i32 1, !83, !DIExpression(), !93)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 1), !dbg !99
    #dbg_value(i32 2000000000, !84, !DIExpression(), !93)
    #dbg_value(i32 0, !85, !DIExpression(), !93)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 2000000000), !dbg !100
    #dbg_value(i32 -2, !86, !DIExpression(), !93)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !101
    #dbg_value(i32 poison, !89, !DIExpression(), !93)
    #dbg_value(i64 poison, !88, !DIExpression(), !93)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 22), !dbg !102
  ret i32 0, !dbg !103
}

; Function Attrs: nofree nounwind
declare !dbg !104 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_overflow.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 20)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 21)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 22)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !50, splitDebugInlining: false, nameTableKind: None)
!50 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!51 = !{i32 7, !"Dwarf Version", i32 4}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 2}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 1, !"MaxTLSAlign", i32 65536}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !60, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{!64, !66, !70, !71, !72, !73, !75, !77, !78, !79, !80, !82, !83, !84, !85, !86, !88, !89}
!64 = !DILocalVariable(name: "e", scope: !65, file: !2, line: 25, type: !62)
!65 = distinct !DILexicalBlock(scope: !59, file: !2, line: 25, column: 5)
!66 = !DILocalVariable(name: "r", scope: !67, file: !2, line: 26, type: !69)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 25, column: 36)
!68 = distinct !DILexicalBlock(scope: !65, file: !2, line: 25, column: 5)
!69 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!70 = !DILocalVariable(name: "ok", scope: !67, file: !2, line: 27, type: !62)
!71 = !DILocalVariable(name: "r3", scope: !59, file: !2, line: 30, type: !69)
!72 = !DILocalVariable(name: "ok3", scope: !59, file: !2, line: 31, type: !62)
!73 = !DILocalVariable(name: "uc", scope: !59, file: !2, line: 37, type: !74)
!74 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!75 = !DILocalVariable(name: "sc", scope: !59, file: !2, line: 38, type: !76)
!76 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!77 = !DILocalVariable(name: "o1", scope: !59, file: !2, line: 39, type: !62)
!78 = !DILocalVariable(name: "o2", scope: !59, file: !2, line: 40, type: !62)
!79 = !DILocalVariable(name: "o3", scope: !59, file: !2, line: 41, type: !62)
!80 = !DILocalVariable(name: "ull", scope: !59, file: !2, line: 43, type: !81)
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DILocalVariable(name: "o4", scope: !59, file: !2, line: 44, type: !62)
!83 = !DILocalVariable(name: "o5", scope: !59, file: !2, line: 45, type: !62)
!84 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 47, type: !62)
!85 = !DILocalVariable(name: "o6", scope: !59, file: !2, line: 48, type: !62)
!86 = !DILocalVariable(name: "u", scope: !59, file: !2, line: 50, type: !87)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !DILocalVariable(name: "prod", scope: !59, file: !2, line: 52, type: !69)
!89 = !DILocalVariable(name: "steps", scope: !59, file: !2, line: 53, type: !62)
!90 = !DILocation(line: 0, scope: !65)
!91 = !DILocation(line: 0, scope: !67)
!92 = !DILocation(line: 28, column: 9, scope: !67)
!93 = !DILocation(line: 0, scope: !59)
!94 = !DILocation(line: 32, column: 5, scope: !59)
!95 = !DILocation(line: 34, column: 5, scope: !59)
!96 = !DILocation(line: 35, column: 5, scope: !59)
!97 = !DILocation(line: 36, column: 5, scope: !59)
!98 = !DILocation(line: 42, column: 5, scope: !59)
!99 = !DILocation(line: 46, column: 5, scope: !59)
!100 = !DILocation(line: 49, column: 5, scope: !59)
!101 = !DILocation(line: 51, column: 5, scope: !59)
!102 = !DILocation(line: 55, column: 5, scope: !59)
!103 = !DILocation(line: 56, column: 5, scope: !59)
!104 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!62, !107, null}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
