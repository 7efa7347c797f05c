; ModuleID = 'tests/programs/nohdr_overflow.c'
source_filename = "tests/programs/nohdr_overflow.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

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

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !58 {
    #dbg_value(i32 60, !63, !DIExpression(), !89)
    #dbg_value(i64 0, !65, !DIExpression(), !90)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 59, i32 noundef 1, i64 noundef 576460752303423488), !dbg !91
    #dbg_value(i32 61, !63, !DIExpression(), !89)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 60, i32 noundef 1, i64 noundef 1152921504606846976), !dbg !91
    #dbg_value(i32 62, !63, !DIExpression(), !89)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 61, i32 noundef 1, i64 noundef 2305843009213693952), !dbg !91
    #dbg_value(i32 63, !63, !DIExpression(), !89)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 62, i32 noundef 1, i64 noundef 4611686018427387904), !dbg !91
    #dbg_value(i32 64, !63, !DIExpression(), !89)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 63, i32 noundef 0, i64 noundef 0), !dbg !91
    #dbg_value(i32 65, !63, !DIExpression(), !89)
    #dbg_value(i32 0, !71, !DIExpression(), !92)
    #dbg_value(i64 0, !70, !DIExpression(), !92)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef 0), !dbg !93
    #dbg_value(i32 1, !71, !DIExpression(), !92)
    #dbg_value(i64 -4052555153018976267, !70, !DIExpression(), !92)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef -4052555153018976267), !dbg !94
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef -1), !dbg !95
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -32768, i32 noundef 32767, i32 noundef -100), !dbg !96
    #dbg_value(i8 44, !72, !DIExpression(), !92)
    #dbg_value(i32 1, !76, !DIExpression(), !92)
    #dbg_value(i32 1, !77, !DIExpression(), !92)
    #dbg_value(i8 -128, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !78, !DIExpression(), !92)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 44, i32 noundef 1, i32 noundef 0, i32 noundef -128), !dbg !97
    #dbg_value(i32 0, !81, !DIExpression(), !92)
    #dbg_value(i64 poison, !79, !DIExpression(), !92)
    #dbg_value(i32 1, !82, !DIExpression(), !92)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 1), !dbg !98
    #dbg_value(i32 2000000000, !83, !DIExpression(), !92)
    #dbg_value(i32 0, !84, !DIExpression(), !92)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 2000000000), !dbg !99
    #dbg_value(i32 -2, !85, !DIExpression(), !92)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !100
    #dbg_value(i32 poison, !88, !DIExpression(), !92)
    #dbg_value(i64 poison, !87, !DIExpression(), !92)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 22), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: nofree nounwind
declare !dbg !103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

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
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !50, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!50 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!51 = !{i32 7, !"Dwarf Version", i32 4}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 1}
!56 = !{i32 7, !"frame-pointer", i32 1}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !59, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!61}
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !{!63, !65, !69, !70, !71, !72, !74, !76, !77, !78, !79, !81, !82, !83, !84, !85, !87, !88}
!63 = !DILocalVariable(name: "e", scope: !64, file: !2, line: 25, type: !61)
!64 = distinct !DILexicalBlock(scope: !58, file: !2, line: 25, column: 5)
!65 = !DILocalVariable(name: "r", scope: !66, file: !2, line: 26, type: !68)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 25, column: 36)
!67 = distinct !DILexicalBlock(scope: !64, file: !2, line: 25, column: 5)
!68 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!69 = !DILocalVariable(name: "ok", scope: !66, file: !2, line: 27, type: !61)
!70 = !DILocalVariable(name: "r3", scope: !58, file: !2, line: 30, type: !68)
!71 = !DILocalVariable(name: "ok3", scope: !58, file: !2, line: 31, type: !61)
!72 = !DILocalVariable(name: "uc", scope: !58, file: !2, line: 37, type: !73)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !DILocalVariable(name: "sc", scope: !58, file: !2, line: 38, type: !75)
!75 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!76 = !DILocalVariable(name: "o1", scope: !58, file: !2, line: 39, type: !61)
!77 = !DILocalVariable(name: "o2", scope: !58, file: !2, line: 40, type: !61)
!78 = !DILocalVariable(name: "o3", scope: !58, file: !2, line: 41, type: !61)
!79 = !DILocalVariable(name: "ull", scope: !58, file: !2, line: 43, type: !80)
!80 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: "o4", scope: !58, file: !2, line: 44, type: !61)
!82 = !DILocalVariable(name: "o5", scope: !58, file: !2, line: 45, type: !61)
!83 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 47, type: !61)
!84 = !DILocalVariable(name: "o6", scope: !58, file: !2, line: 48, type: !61)
!85 = !DILocalVariable(name: "u", scope: !58, file: !2, line: 50, type: !86)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DILocalVariable(name: "prod", scope: !58, file: !2, line: 52, type: !68)
!88 = !DILocalVariable(name: "steps", scope: !58, file: !2, line: 53, type: !61)
!89 = !DILocation(line: 0, scope: !64)
!90 = !DILocation(line: 0, scope: !66)
!91 = !DILocation(line: 28, column: 9, scope: !66)
!92 = !DILocation(line: 0, scope: !58)
!93 = !DILocation(line: 32, column: 5, scope: !58)
!94 = !DILocation(line: 34, column: 5, scope: !58)
!95 = !DILocation(line: 35, column: 5, scope: !58)
!96 = !DILocation(line: 36, column: 5, scope: !58)
!97 = !DILocation(line: 42, column: 5, scope: !58)
!98 = !DILocation(line: 46, column: 5, scope: !58)
!99 = !DILocation(line: 49, column: 5, scope: !58)
!100 = !DILocation(line: 51, column: 5, scope: !58)
!101 = !DILocation(line: 55, column: 5, scope: !58)
!102 = !DILocation(line: 56, column: 5, scope: !58)
!103 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!61, !106, null}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
