; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"r=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"sub: %d \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"%d r=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"mul ll: %d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [12 x i8] c"%d ll=%lld\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [10 x i8] c"uadd: %d \00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [10 x i8] c"usub: %d \00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [6 x i8] c"u=%u\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [10 x i8] c"%d b8=%u \00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [12 x i8] c"s8 mul: %d \00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [13 x i8] c"s16 sub: %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [11 x i8] c"mixed: %d \00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [9 x i8] c"ll=%lld \00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [11 x i8] c"typed: %d \00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [15 x i8] c"sat: %d %d %d\0A\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [19 x i8] c"satmul: %llu %llu\0A\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [13 x i8] c"%d! %s %lld\0A\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [2 x i8] c"=\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [10 x i8] c"overflows\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [14 x i8] c"i128 mul: %d\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !112 {
    #dbg_value(i32 poison, !117, !DIExpression(), !134)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !135
    #dbg_value(i32 300, !117, !DIExpression(), !134)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !136
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 300), !dbg !137
    #dbg_value(i32 poison, !117, !DIExpression(), !134)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !138
    #dbg_value(i32 -15, !117, !DIExpression(), !134)
    #dbg_value(i32 0, !118, !DIExpression(), !134)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef -15), !dbg !139
    #dbg_value(i64 poison, !119, !DIExpression(), !134)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !140
    #dbg_value(i64 9223372030926249001, !119, !DIExpression(), !134)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 9223372030926249001), !dbg !141
    #dbg_value(i32 poison, !120, !DIExpression(), !134)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !142
    #dbg_value(i32 -1, !120, !DIExpression(), !134)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !143
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1), !dbg !144
    #dbg_value(i8 poison, !122, !DIExpression(), !134)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !145
    #dbg_value(i8 -1, !122, !DIExpression(), !134)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 255), !dbg !146
    #dbg_value(i8 poison, !123, !DIExpression(), !134)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1), !dbg !147
    #dbg_value(i16 poison, !124, !DIExpression(), !134)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !148
    #dbg_value(i64 4294967294, !119, !DIExpression(), !134)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !149
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 4294967294), !dbg !150
    #dbg_value(i32 poison, !120, !DIExpression(), !134)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1), !dbg !151
    #dbg_value(i32 poison, !117, !DIExpression(), !134)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !152
    #dbg_value(i64 poison, !125, !DIExpression(), !134)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1), !dbg !153
    #dbg_value(i64 poison, !119, !DIExpression(), !134)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0), !dbg !154
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -2), !dbg !155
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !156
    #dbg_value(i64 18, !126, !DIExpression(), !157)
    #dbg_value(i64 6402373705728000, !128, !DIExpression(), !158)
    #dbg_value(i32 poison, !131, !DIExpression(), !158)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 18, ptr noundef nonnull @.str.21, i64 noundef 6402373705728000), !dbg !159
    #dbg_value(i64 19, !126, !DIExpression(), !157)
    #dbg_value(i64 121645100408832000, !128, !DIExpression(), !158)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 19, ptr noundef nonnull @.str.21, i64 noundef 121645100408832000), !dbg !159
    #dbg_value(i64 20, !126, !DIExpression(), !157)
    #dbg_value(i64 2432902008176640000, !128, !DIExpression(), !158)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 20, ptr noundef nonnull @.str.21, i64 noundef 2432902008176640000), !dbg !159
    #dbg_value(i64 21, !126, !DIExpression(), !157)
    #dbg_value(i64 0, !128, !DIExpression(), !158)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 21, ptr noundef nonnull @.str.22, i64 noundef 0), !dbg !159
    #dbg_value(i64 22, !126, !DIExpression(), !157)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 22, ptr noundef nonnull @.str.22, i64 noundef 0), !dbg !159
    #dbg_value(i64 23, !126, !DIExpression(), !157)
    #dbg_value(i128 poison, !132, !DIExpression(), !134)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 0), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: nofree nounwind
declare !dbg !162 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "2404bd4fdc9012fb36ddd3f78eb593a7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 12)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !23, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 10)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !30, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !30, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 13)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 11)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 15)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !48, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !30, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 14)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !102, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !93, !97, !100, !101}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !89, line: 24, baseType: !90)
!89 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !91, line: 38, baseType: !92)
!91 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !94, line: 24, baseType: !95)
!94 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !91, line: 37, baseType: !96)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !94, line: 25, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !91, line: 39, baseType: !99)
!99 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!100 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!102 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !37, !42, !44, !46, !51, !56, !58, !60, !62, !67, !72, !74, !79, !81}
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"frame-pointer", i32 1}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !113, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{!115}
!115 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!116 = !{!117, !118, !119, !120, !122, !123, !124, !125, !126, !128, !131, !132}
!117 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 26, type: !115)
!118 = !DILocalVariable(name: "o", scope: !112, file: !2, line: 30, type: !115)
!119 = !DILocalVariable(name: "ll", scope: !112, file: !2, line: 32, type: !101)
!120 = !DILocalVariable(name: "u", scope: !112, file: !2, line: 36, type: !121)
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !DILocalVariable(name: "b8", scope: !112, file: !2, line: 40, type: !88)
!123 = !DILocalVariable(name: "s8", scope: !112, file: !2, line: 41, type: !93)
!124 = !DILocalVariable(name: "s16", scope: !112, file: !2, line: 42, type: !97)
!125 = !DILocalVariable(name: "ull", scope: !112, file: !2, line: 52, type: !100)
!126 = !DILocalVariable(name: "n", scope: !127, file: !2, line: 59, type: !115)
!127 = distinct !DILexicalBlock(scope: !112, file: !2, line: 59, column: 5)
!128 = !DILocalVariable(name: "f", scope: !129, file: !2, line: 60, type: !101)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 59, column: 36)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 59, column: 5)
!131 = !DILocalVariable(name: "ok", scope: !129, file: !2, line: 61, type: !115)
!132 = !DILocalVariable(name: "big", scope: !112, file: !2, line: 64, type: !133)
!133 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!134 = !DILocation(line: 0, scope: !112)
!135 = !DILocation(line: 27, column: 5, scope: !112)
!136 = !DILocation(line: 28, column: 5, scope: !112)
!137 = !DILocation(line: 28, column: 58, scope: !112)
!138 = !DILocation(line: 29, column: 5, scope: !112)
!139 = !DILocation(line: 31, column: 5, scope: !112)
!140 = !DILocation(line: 33, column: 5, scope: !112)
!141 = !DILocation(line: 35, column: 5, scope: !112)
!142 = !DILocation(line: 37, column: 5, scope: !112)
!143 = !DILocation(line: 38, column: 5, scope: !112)
!144 = !DILocation(line: 39, column: 5, scope: !112)
!145 = !DILocation(line: 43, column: 5, scope: !112)
!146 = !DILocation(line: 45, column: 5, scope: !112)
!147 = !DILocation(line: 46, column: 5, scope: !112)
!148 = !DILocation(line: 47, column: 5, scope: !112)
!149 = !DILocation(line: 49, column: 5, scope: !112)
!150 = !DILocation(line: 50, column: 5, scope: !112)
!151 = !DILocation(line: 51, column: 5, scope: !112)
!152 = !DILocation(line: 53, column: 5, scope: !112)
!153 = !DILocation(line: 54, column: 5, scope: !112)
!154 = !DILocation(line: 55, column: 5, scope: !112)
!155 = !DILocation(line: 56, column: 5, scope: !112)
!156 = !DILocation(line: 57, column: 5, scope: !112)
!157 = !DILocation(line: 0, scope: !127)
!158 = !DILocation(line: 0, scope: !129)
!159 = !DILocation(line: 62, column: 9, scope: !129)
!160 = !DILocation(line: 65, column: 5, scope: !112)
!161 = !DILocation(line: 66, column: 5, scope: !112)
!162 = !DISubprogram(name: "printf", scope: !163, file: !163, line: 356, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!164 = !DISubroutineType(types: !165)
!165 = !{!115, !166, null}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
