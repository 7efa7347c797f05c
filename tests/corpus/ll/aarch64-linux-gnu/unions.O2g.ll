; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i64 0, !71, !DIExpression(), !125)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, i32 noundef 0), !dbg !126
    #dbg_value(i64 1, !71, !DIExpression(), !125)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, i32 noundef -2147483648), !dbg !126
    #dbg_value(i64 2, !71, !DIExpression(), !125)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, i32 noundef 1065353216), !dbg !126
    #dbg_value(i64 3, !71, !DIExpression(), !125)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef -2.500000e+00, i32 noundef -1071644672), !dbg !126
    #dbg_value(i64 4, !71, !DIExpression(), !125)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef 0x400921FA00000000, i32 noundef 1078530000), !dbg !126
    #dbg_value(i64 5, !71, !DIExpression(), !125)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef 0x37A16C2000000000, i32 noundef 71362), !dbg !126
    #dbg_value(i64 6, !71, !DIExpression(), !125)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef 6.550400e+04, i32 noundef 1199562752), !dbg !126
    #dbg_value(i64 7, !71, !DIExpression(), !125)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x400921FB60000000), !dbg !128
    #dbg_value(double 0x3FD5555555555555, !73, !DIExpression(), !129)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4599676419421066581, i32 noundef 1431655765, i32 noundef 1070945621), !dbg !130
    #dbg_value(double 0x7FF0000000000000, !73, !DIExpression(), !129)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !131
    #dbg_value(i8 68, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !129)
    #dbg_value(i8 51, !89, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !129)
    #dbg_value(i8 34, !89, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !129)
    #dbg_value(i8 17, !89, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !129)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 68, i32 noundef 51, i32 noundef 34, i32 noundef 17), !dbg !132
    #dbg_value(i32 0, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !129)
    #dbg_value(i64 -123456789012, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !129)
    #dbg_value(i32 1, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !129)
    #dbg_value(i64 4613374868287651840, !98, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !129)
    #dbg_value(i32 2, !98, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !129)
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !129)
    #dbg_value(i32 3, !98, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !129)
    #dbg_value(i64 12, !98, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !129)
    #dbg_value(i64 -30064771060, !98, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !129)
    #dbg_value(i32 1, !98, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !129)
    #dbg_value(i32 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !129)
    #dbg_value(i64 4622382067542392832, !98, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !129)
    #dbg_value(i64 0, !120, !DIExpression(), !133)
    #dbg_value(double 0.000000e+00, !119, !DIExpression(), !129)
    #dbg_value(ptr undef, !134, !DIExpression(), !146)
    #dbg_value(double 0xC23CBE991A140000, !122, !DIExpression(), !148)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 0, double noundef 0xC23CBE991A140000), !dbg !149
    #dbg_value(double 0xC23CBE991A140000, !119, !DIExpression(), !129)
    #dbg_value(i64 1, !120, !DIExpression(), !133)
    #dbg_value(double 2.750000e+00, !122, !DIExpression(), !148)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, double noundef 2.750000e+00), !dbg !149
    #dbg_value(double 0xC23CBE991A114000, !119, !DIExpression(), !129)
    #dbg_value(i64 2, !120, !DIExpression(), !133)
    #dbg_value(double 0.000000e+00, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 0.000000e+00, !141, !DIExpression(), !150)
    #dbg_value(double 1.040000e+02, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 2.050000e+02, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 3.130000e+02, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 4.210000e+02, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 5.320000e+02, !141, !DIExpression(), !150)
    #dbg_value(ptr poison, !144, !DIExpression(), !151)
    #dbg_value(double 5.320000e+02, !122, !DIExpression(), !148)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef 2, double noundef 5.320000e+02), !dbg !149
    #dbg_value(double poison, !119, !DIExpression(), !129)
    #dbg_value(i64 3, !120, !DIExpression(), !133)
    #dbg_value(ptr undef, !134, !DIExpression(), !146)
    #dbg_value(double -8.400000e+01, !122, !DIExpression(), !148)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef 3, double noundef -8.400000e+01), !dbg !149
    #dbg_value(i64 4, !120, !DIExpression(), !133)
    #dbg_value(double 0xC23CBE9917FD4000, !119, !DIExpression(), !129)
    #dbg_value(double 0xC23CBE9918514000, !119, !DIExpression(), !129)
    #dbg_value(double 1.100000e+01, !122, !DIExpression(), !148)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef 1, double noundef 1.100000e+01), !dbg !149
    #dbg_value(double 0xC23CBE9918464000, !119, !DIExpression(), !129)
    #dbg_value(i64 5, !120, !DIExpression(), !133)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0xC23CBE9918464000), !dbg !152
  ret i32 0, !dbg !153
}

; Function Attrs: nofree nounwind
declare !dbg !154 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/unions.c", directory: ".", checksumkind: CSK_MD5, checksum: "da00807048f8433c81109fd47f308271")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 28)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !35, retainedTypes: !43, globals: !47, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36}
!36 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !2, line: 9, baseType: !37, size: 32, elements: !38)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!39, !40, !41, !42}
!39 = !DIEnumerator(name: "K_INT", value: 0)
!40 = !DIEnumerator(name: "K_DBL", value: 1)
!41 = !DIEnumerator(name: "K_STR", value: 2)
!42 = !DIEnumerator(name: "K_PAIR", value: 3)
!43 = !{!44, !37, !45, !46}
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !48, !27, !29}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 1}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !63, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!46}
!65 = !{!66, !71, !73, !89, !98, !119, !120, !122}
!66 = !DILocalVariable(name: "fs", scope: !62, file: !2, line: 34, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 224, elements: !69)
!68 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!69 = !{!70}
!70 = !DISubrange(count: 7)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 35, type: !37)
!72 = distinct !DILexicalBlock(scope: !62, file: !2, line: 35, column: 5)
!73 = !DILocalVariable(name: "db", scope: !62, file: !2, line: 38, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !2, line: 6, size: 64, elements: !75)
!75 = !{!76, !77, !83}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !74, file: !2, line: 6, baseType: !44, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !74, file: !2, line: 6, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !81, line: 45, baseType: !82)
!81 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !74, file: !2, line: 6, baseType: !84, size: 64)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 64, elements: !87)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !79, line: 26, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !81, line: 42, baseType: !37)
!87 = !{!88}
!88 = !DISubrange(count: 2)
!89 = !DILocalVariable(name: "by", scope: !62, file: !2, line: 44, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bytes", file: !2, line: 7, size: 32, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !90, file: !2, line: 7, baseType: !85, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !2, line: 7, baseType: !94, size: 32)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 32, elements: !96)
!95 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!96 = !{!97}
!97 = !DISubrange(count: 4)
!98 = !DILocalVariable(name: "vals", scope: !62, file: !2, line: 48, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 640, elements: !117)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 10, size: 128, elements: !101)
!101 = !{!102, !103}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !100, file: !2, line: 11, baseType: !36, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !100, file: !2, line: 17, baseType: !104, size: 64, offset: 64)
!104 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !100, file: !2, line: 12, size: 64, elements: !105)
!105 = !{!106, !108, !109, !112}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !104, file: !2, line: 13, baseType: !107, size: 64)
!107 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !104, file: !2, line: 14, baseType: !44, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !104, file: !2, line: 15, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !104, file: !2, line: 16, baseType: !113, size: 64)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !104, file: !2, line: 16, size: 64, elements: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !113, file: !2, line: 16, baseType: !46, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !113, file: !2, line: 16, baseType: !46, size: 32, offset: 32)
!117 = !{!118}
!118 = !DISubrange(count: 5)
!119 = !DILocalVariable(name: "total", scope: !62, file: !2, line: 55, type: !44)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 56, type: !46)
!121 = distinct !DILexicalBlock(scope: !62, file: !2, line: 56, column: 5)
!122 = !DILocalVariable(name: "n", scope: !123, file: !2, line: 57, type: !44)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 56, column: 33)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 56, column: 5)
!125 = !DILocation(line: 0, scope: !72)
!126 = !DILocation(line: 36, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !72, file: !2, line: 35, column: 5)
!128 = !DILocation(line: 37, column: 5, scope: !62)
!129 = !DILocation(line: 0, scope: !62)
!130 = !DILocation(line: 40, column: 5, scope: !62)
!131 = !DILocation(line: 43, column: 5, scope: !62)
!132 = !DILocation(line: 46, column: 5, scope: !62)
!133 = !DILocation(line: 0, scope: !121)
!134 = !DILocalVariable(name: "v", arg: 1, scope: !135, file: !2, line: 20, type: !138)
!135 = distinct !DISubprogram(name: "value_num", scope: !2, file: !2, line: 20, type: !136, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !140)
!136 = !DISubroutineType(types: !137)
!137 = !{!44, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!140 = !{!134, !141, !144}
!141 = !DILocalVariable(name: "n", scope: !142, file: !2, line: 24, type: !44)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 24, column: 17)
!143 = distinct !DILexicalBlock(scope: !135, file: !2, line: 21, column: 22)
!144 = !DILocalVariable(name: "p", scope: !145, file: !2, line: 24, type: !110)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 24, column: 33)
!146 = !DILocation(line: 0, scope: !135, inlinedAt: !147)
!147 = distinct !DILocation(line: 57, column: 20, scope: !123)
!148 = !DILocation(line: 0, scope: !123)
!149 = !DILocation(line: 58, column: 9, scope: !123)
!150 = !DILocation(line: 0, scope: !142, inlinedAt: !147)
!151 = !DILocation(line: 0, scope: !145, inlinedAt: !147)
!152 = !DILocation(line: 61, column: 5, scope: !62)
!153 = !DILocation(line: 62, column: 5, scope: !62)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 356, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!156 = !DISubroutineType(types: !157)
!157 = !{!46, !158, null}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
