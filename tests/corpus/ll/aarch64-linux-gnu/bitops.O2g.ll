; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
    #dbg_value(i32 0, !72, !DIExpression(), !101)
    #dbg_value(i64 0, !72, !DIExpression(), !101)
    #dbg_value(i32 1, !74, !DIExpression(), !102)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 16777216, i32 noundef 128, i32 noundef -2147483648), !dbg !103
    #dbg_value(i64 1, !72, !DIExpression(), !101)
    #dbg_value(i32 -2147483648, !74, !DIExpression(), !102)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 32, i32 noundef 1, i32 noundef 128, i32 noundef 64, i32 noundef 1), !dbg !103
    #dbg_value(i64 2, !72, !DIExpression(), !101)
    #dbg_value(i32 -559038737, !74, !DIExpression(), !102)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -559038737, i32 noundef 24, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef -272716322, i32 noundef 1457485807, i32 noundef -142756485), !dbg !103
    #dbg_value(i64 3, !72, !DIExpression(), !101)
    #dbg_value(i32 15790080, !74, !DIExpression(), !102)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15790080, i32 noundef 8, i32 noundef 8, i32 noundef 12, i32 noundef 13, i32 noundef 0, i32 noundef 15790080, i32 noundef 2021130240, i32 noundef 986880), !dbg !103
    #dbg_value(i64 4, !72, !DIExpression(), !101)
    #dbg_value(i32 12345, !74, !DIExpression(), !102)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12345, i32 noundef 6, i32 noundef 18, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 959447040, i32 noundef 1580160, i32 noundef -1676935168), !dbg !103
    #dbg_value(i64 5, !72, !DIExpression(), !101)
    #dbg_value(i32 -1, !74, !DIExpression(), !102)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, i32 noundef 32, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !103
    #dbg_value(i64 6, !72, !DIExpression(), !101)
    #dbg_value(i32 16, !74, !DIExpression(), !102)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef 1, i32 noundef 27, i32 noundef 4, i32 noundef 5, i32 noundef 1, i32 noundef 268435456, i32 noundef 2048, i32 noundef 134217728), !dbg !103
    #dbg_value(i64 7, !72, !DIExpression(), !101)
    #dbg_value(i64 1, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !104)
    #dbg_value(i64 -9223372036854775808, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !104)
    #dbg_value(i64 81985529216486895, !77, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !104)
    #dbg_value(i64 -4294967296, !77, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !104)
    #dbg_value(i64 3, !77, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !104)
    #dbg_value(i32 0, !84, !DIExpression(), !105)
    #dbg_value(i64 0, !84, !DIExpression(), !105)
    #dbg_value(i64 1, !86, !DIExpression(), !106)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 63, i32 noundef 0, i64 noundef 72057594037927936, i64 noundef 2251799813685248), !dbg !107
    #dbg_value(i64 1, !84, !DIExpression(), !105)
    #dbg_value(i64 -9223372036854775808, !86, !DIExpression(), !106)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854775808, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 63, i64 noundef 128, i64 noundef 1125899906842624), !dbg !107
    #dbg_value(i64 2, !84, !DIExpression(), !105)
    #dbg_value(i64 81985529216486895, !86, !DIExpression(), !106)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 81985529216486895, i32 noundef 32, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 8032179943414451550), !dbg !107
    #dbg_value(i64 3, !84, !DIExpression(), !105)
    #dbg_value(i64 -4294967296, !86, !DIExpression(), !106)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -4294967296, i32 noundef 32, i32 noundef 32, i32 noundef 0, i32 noundef 32, i64 noundef 4294967295, i64 noundef 2251799813160960), !dbg !107
    #dbg_value(i64 4, !84, !DIExpression(), !105)
    #dbg_value(i64 3, !86, !DIExpression(), !106)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 3, i32 noundef 2, i32 noundef 2, i32 noundef 62, i32 noundef 0, i64 noundef 216172782113783808, i64 noundef 6755399441055744), !dbg !107
    #dbg_value(i64 5, !84, !DIExpression(), !105)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 45729), !dbg !108
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 31, i32 noundef 15), !dbg !109
    #dbg_value(i32 0, !89, !DIExpression(), !104)
    #dbg_value(i32 poison, !89, !DIExpression(), !104)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 187144), !dbg !110
    #dbg_value(i16 -16657, !92, !DIExpression(), !104)
    #dbg_value(i8 -91, !93, !DIExpression(), !104)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef 4, i32 noundef 61179), !dbg !111
    #dbg_value(i64 0, !97, !DIExpression(), !104)
    #dbg_value(i64 poison, !97, !DIExpression(), !104)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200), !dbg !112
    #dbg_value(i32 -12345, !100, !DIExpression(), !104)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1544, i32 noundef 536869368), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nofree nounwind
declare !dbg !115 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "2604929e5ea36d43fba853a6be050cec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 63)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 56)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !54, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45, !46, !47, !51}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 26, baseType: !49)
!48 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !50, line: 42, baseType: !46)
!50 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 25, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !50, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 1}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !65, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!44}
!67 = !{!68, !72, !74, !77, !84, !86, !89, !90, !92, !93, !97, !98, !100}
!68 = !DILocalVariable(name: "v32", scope: !64, file: !2, line: 24, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 7)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 25, type: !46)
!73 = distinct !DILexicalBlock(scope: !64, file: !2, line: 25, column: 5)
!74 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 26, type: !47)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 25, column: 63)
!76 = distinct !DILexicalBlock(scope: !73, file: !2, line: 25, column: 5)
!77 = !DILocalVariable(name: "v64", scope: !64, file: !2, line: 31, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 320, elements: !82)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !48, line: 27, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !50, line: 45, baseType: !81)
!81 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!82 = !{!83}
!83 = !DISubrange(count: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 32, type: !46)
!85 = distinct !DILexicalBlock(scope: !64, file: !2, line: 32, column: 5)
!86 = !DILocalVariable(name: "x", scope: !87, file: !2, line: 33, type: !79)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 63)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 32, column: 5)
!89 = !DILocalVariable(name: "acc", scope: !64, file: !2, line: 40, type: !47)
!90 = !DILocalVariable(name: "x", scope: !91, file: !2, line: 41, type: !47)
!91 = distinct !DILexicalBlock(scope: !64, file: !2, line: 41, column: 5)
!92 = !DILocalVariable(name: "h", scope: !64, file: !2, line: 43, type: !51)
!93 = !DILocalVariable(name: "b", scope: !64, file: !2, line: 44, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 24, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !50, line: 38, baseType: !96)
!96 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!97 = !DILocalVariable(name: "mask", scope: !64, file: !2, line: 46, type: !79)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 47, type: !44)
!99 = distinct !DILexicalBlock(scope: !64, file: !2, line: 47, column: 5)
!100 = !DILocalVariable(name: "sx", scope: !64, file: !2, line: 50, type: !44)
!101 = !DILocation(line: 0, scope: !73)
!102 = !DILocation(line: 0, scope: !75)
!103 = !DILocation(line: 27, column: 9, scope: !75)
!104 = !DILocation(line: 0, scope: !64)
!105 = !DILocation(line: 0, scope: !85)
!106 = !DILocation(line: 0, scope: !87)
!107 = !DILocation(line: 34, column: 9, scope: !87)
!108 = !DILocation(line: 38, column: 5, scope: !64)
!109 = !DILocation(line: 39, column: 5, scope: !64)
!110 = !DILocation(line: 42, column: 5, scope: !64)
!111 = !DILocation(line: 45, column: 5, scope: !64)
!112 = !DILocation(line: 48, column: 5, scope: !64)
!113 = !DILocation(line: 51, column: 5, scope: !64)
!114 = !DILocation(line: 52, column: 5, scope: !64)
!115 = !DISubprogram(name: "printf", scope: !116, file: !116, line: 356, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!117 = !DISubroutineType(types: !118)
!118 = !{!44, !119, null}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
