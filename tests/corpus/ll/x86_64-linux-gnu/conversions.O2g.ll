; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [19 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 255, i64 256, i64 -128, i64 -129, i64 32767, i64 32768, i64 65535, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483648, i64 4294967295, i64 81985529216486895, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [47 x i8] c"%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"(-1 < 1u) = %d, (-1 < 1) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"(-1LL < 1u) = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"us+1 = %d (promoted)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [38 x i8] c"ui as int64 = %lld, as double = %.1f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [36 x i8] c"big/small = %lld big%%small = %lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [28 x i8] c"unsigned division mix = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"bool conv = %d %d %d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [31 x i8] c"pointer diff via uintptr = %u\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [13 x i8] c"intptr = %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [12 x i8] c"acc16 = %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [11 x i8] c"acc8 = %u\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !101 {
    #dbg_assign(i1 undef, !105, !DIExpression(), !140, ptr @__const.main.vals, !DIExpression(), !141)
    #dbg_assign(i1 undef, !105, !DIExpression(), !142, ptr @__const.main.vals, !DIExpression(), !141)
    #dbg_value(i64 0, !111, !DIExpression(), !141)
    #dbg_value(i32 0, !112, !DIExpression(), !143)
  br label %14, !dbg !144

1:                                                ; preds = %14
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 7803474226061952303), !dbg !145
    #dbg_value(i32 1, !123, !DIExpression(), !141)
    #dbg_value(i32 -1, !124, !DIExpression(), !141)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !146
    #dbg_value(i64 -1, !125, !DIExpression(), !141)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !147
    #dbg_value(i16 -1, !126, !DIExpression(), !141)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 65536), !dbg !148
    #dbg_value(i32 -294967296, !127, !DIExpression(), !141)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4000000000, double noundef 4.000000e+09), !dbg !149
    #dbg_value(i64 -5, !128, !DIExpression(), !141)
    #dbg_value(i32 3, !129, !DIExpression(), !141)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -1, i64 noundef -2), !dbg !150
    #dbg_value(i32 3, !130, !DIExpression(), !141)
    #dbg_value(i32 -7, !131, !DIExpression(), !141)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -4), !dbg !151
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1, i32 noundef 0), !dbg !152
    #dbg_value(i64 24, !132, !DIExpression(), !141)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 24), !dbg !153
    #dbg_value(i64 -8, !133, !DIExpression(), !141)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -8), !dbg !154
    #dbg_value(i16 0, !134, !DIExpression(), !141)
    #dbg_value(i32 poison, !134, !DIExpression(), !141)
    #dbg_value(i32 1218, !134, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !141)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1218), !dbg !155
    #dbg_value(i8 1, !137, !DIExpression(), !141)
    #dbg_value(i8 poison, !137, !DIExpression(), !141)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 113), !dbg !156
  ret i32 0, !dbg !157

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %26, %14 ]
    #dbg_value(i64 poison, !111, !DIExpression(), !141)
    #dbg_value(i64 %15, !112, !DIExpression(), !143)
  %16 = getelementptr inbounds [19 x i64], ptr @__const.main.vals, i64 0, i64 %15, !dbg !158
  %17 = load i64, ptr %16, align 8, !dbg !158, !tbaa !159
    #dbg_value(i64 %17, !114, !DIExpression(), !163)
  %18 = trunc i64 %17 to i32, !dbg !164
    #dbg_value(i64 %17, !117, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !163)
    #dbg_value(i64 %17, !118, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !163)
    #dbg_value(i64 %17, !119, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !163)
    #dbg_value(i64 %17, !120, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !163)
    #dbg_value(i32 %18, !121, !DIExpression(), !163)
    #dbg_value(i32 %18, !122, !DIExpression(), !163)
  %19 = shl i32 %18, 24, !dbg !165
  %20 = ashr exact i32 %19, 24, !dbg !165
  %21 = and i32 %18, 255, !dbg !166
  %22 = shl i32 %18, 16, !dbg !167
  %23 = ashr exact i32 %22, 16, !dbg !167
  %24 = and i32 %18, 65535, !dbg !168
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %17, i32 noundef %20, i32 noundef %21, i32 noundef %23, i32 noundef %24, i32 noundef %18, i32 noundef %18), !dbg !169
    #dbg_value(!DIArgList(i64 %17, i64 %17, i64 %17, i64 poison), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_plus, DW_OP_stack_value), !141)
  %26 = add nuw nsw i64 %15, 1, !dbg !170
    #dbg_value(i64 %26, !112, !DIExpression(), !143)
  %27 = icmp eq i64 %26, 19, !dbg !171
  br i1 %27, label %1, label %14, !dbg !144, !llvm.loop !172
}

; Function Attrs: nofree nounwind
declare !dbg !175 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/conversions.c", directory: ".", checksumkind: CSK_MD5, checksum: "bc2126fe2df2a01cd0b05bd840948056")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 47)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 31)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 22)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 38)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 36)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 28)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 12)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !92, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60, !65, !69, !72, !75, !78, !81, !82, !85, !80, !77, !86, !87, !88, !90}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !61, line: 24, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !63, line: 37, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!64 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !66, line: 24, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !63, line: 38, baseType: !68)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !61, line: 25, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !63, line: 39, baseType: !71)
!71 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !66, line: 25, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !63, line: 40, baseType: !74)
!74 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !61, line: 26, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !63, line: 41, baseType: !77)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !66, line: 26, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !63, line: 42, baseType: !80)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !66, line: 27, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !63, line: 45, baseType: !84)
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!87 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !89, line: 90, baseType: !84)
!89 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !89, line: 87, baseType: !91)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !48, !53}
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !102, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!77}
!104 = !{!105, !111, !112, !114, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !137, !138}
!105 = !DILocalVariable(name: "vals", scope: !101, file: !2, line: 11, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1216, elements: !109)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !61, line: 27, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !63, line: 44, baseType: !91)
!109 = !{!110}
!110 = !DISubrange(count: 19)
!111 = !DILocalVariable(name: "h", scope: !101, file: !2, line: 13, type: !82)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 14, type: !80)
!113 = distinct !DILexicalBlock(scope: !101, file: !2, line: 14, column: 5)
!114 = !DILocalVariable(name: "v", scope: !115, file: !2, line: 15, type: !107)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 14, column: 65)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 14, column: 5)
!117 = !DILocalVariable(name: "s8", scope: !115, file: !2, line: 16, type: !60)
!118 = !DILocalVariable(name: "u8", scope: !115, file: !2, line: 16, type: !65)
!119 = !DILocalVariable(name: "s16", scope: !115, file: !2, line: 17, type: !69)
!120 = !DILocalVariable(name: "u16", scope: !115, file: !2, line: 17, type: !72)
!121 = !DILocalVariable(name: "s32", scope: !115, file: !2, line: 18, type: !75)
!122 = !DILocalVariable(name: "u32", scope: !115, file: !2, line: 18, type: !78)
!123 = !DILocalVariable(name: "u", scope: !101, file: !2, line: 23, type: !80)
!124 = !DILocalVariable(name: "neg", scope: !101, file: !2, line: 24, type: !77)
!125 = !DILocalVariable(name: "ll", scope: !101, file: !2, line: 26, type: !81)
!126 = !DILocalVariable(name: "us", scope: !101, file: !2, line: 28, type: !74)
!127 = !DILocalVariable(name: "ui", scope: !101, file: !2, line: 30, type: !80)
!128 = !DILocalVariable(name: "big", scope: !101, file: !2, line: 32, type: !107)
!129 = !DILocalVariable(name: "small", scope: !101, file: !2, line: 33, type: !78)
!130 = !DILocalVariable(name: "x", scope: !101, file: !2, line: 35, type: !78)
!131 = !DILocalVariable(name: "y", scope: !101, file: !2, line: 36, type: !75)
!132 = !DILocalVariable(name: "up", scope: !101, file: !2, line: 39, type: !88)
!133 = !DILocalVariable(name: "ip", scope: !101, file: !2, line: 41, type: !90)
!134 = !DILocalVariable(name: "acc16", scope: !101, file: !2, line: 43, type: !69)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 44, type: !77)
!136 = distinct !DILexicalBlock(scope: !101, file: !2, line: 44, column: 5)
!137 = !DILocalVariable(name: "acc8", scope: !101, file: !2, line: 46, type: !65)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 47, type: !77)
!139 = distinct !DILexicalBlock(scope: !101, file: !2, line: 47, column: 5)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !101)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !113)
!144 = !DILocation(line: 14, column: 5, scope: !113)
!145 = !DILocation(line: 22, column: 5, scope: !101)
!146 = !DILocation(line: 25, column: 5, scope: !101)
!147 = !DILocation(line: 27, column: 5, scope: !101)
!148 = !DILocation(line: 29, column: 5, scope: !101)
!149 = !DILocation(line: 31, column: 5, scope: !101)
!150 = !DILocation(line: 34, column: 5, scope: !101)
!151 = !DILocation(line: 37, column: 5, scope: !101)
!152 = !DILocation(line: 38, column: 5, scope: !101)
!153 = !DILocation(line: 40, column: 5, scope: !101)
!154 = !DILocation(line: 42, column: 5, scope: !101)
!155 = !DILocation(line: 45, column: 5, scope: !101)
!156 = !DILocation(line: 48, column: 5, scope: !101)
!157 = !DILocation(line: 49, column: 5, scope: !101)
!158 = !DILocation(line: 15, column: 21, scope: !115)
!159 = !{!160, !160, i64 0}
!160 = !{!"long", !161, i64 0}
!161 = !{!"omnipotent char", !162, i64 0}
!162 = !{!"Simple C/C++ TBAA"}
!163 = !DILocation(line: 0, scope: !115)
!164 = !DILocation(line: 16, column: 21, scope: !115)
!165 = !DILocation(line: 19, column: 81, scope: !115)
!166 = !DILocation(line: 19, column: 85, scope: !115)
!167 = !DILocation(line: 19, column: 89, scope: !115)
!168 = !DILocation(line: 19, column: 94, scope: !115)
!169 = !DILocation(line: 19, column: 9, scope: !115)
!170 = !DILocation(line: 14, column: 61, scope: !116)
!171 = !DILocation(line: 14, column: 28, scope: !116)
!172 = distinct !{!172, !144, !173, !174}
!173 = !DILocation(line: 21, column: 5, scope: !113)
!174 = !{!"llvm.loop.mustprogress"}
!175 = !DISubprogram(name: "printf", scope: !176, file: !176, line: 356, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!177 = !DISubroutineType(types: !178)
!178 = !{!77, !179, null}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
