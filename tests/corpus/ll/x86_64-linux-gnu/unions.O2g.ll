; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
    #dbg_value(i64 0, !70, !DIExpression(), !124)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, i32 noundef 0), !dbg !125
    #dbg_value(i64 1, !70, !DIExpression(), !124)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, i32 noundef -2147483648), !dbg !125
    #dbg_value(i64 2, !70, !DIExpression(), !124)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, i32 noundef 1065353216), !dbg !125
    #dbg_value(i64 3, !70, !DIExpression(), !124)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef -2.500000e+00, i32 noundef -1071644672), !dbg !125
    #dbg_value(i64 4, !70, !DIExpression(), !124)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef 0x400921FA00000000, i32 noundef 1078530000), !dbg !125
    #dbg_value(i64 5, !70, !DIExpression(), !124)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef 0x37A16C2000000000, i32 noundef 71362), !dbg !125
    #dbg_value(i64 6, !70, !DIExpression(), !124)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef 6.550400e+04, i32 noundef 1199562752), !dbg !125
    #dbg_value(i64 7, !70, !DIExpression(), !124)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x400921FB60000000), !dbg !127
    #dbg_value(double 0x3FD5555555555555, !72, !DIExpression(), !128)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4599676419421066581, i32 noundef 1431655765, i32 noundef 1070945621), !dbg !129
    #dbg_value(double 0x7FF0000000000000, !72, !DIExpression(), !128)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !130
    #dbg_value(i8 68, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !128)
    #dbg_value(i8 51, !88, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !128)
    #dbg_value(i8 34, !88, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !128)
    #dbg_value(i8 17, !88, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !128)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 68, i32 noundef 51, i32 noundef 34, i32 noundef 17), !dbg !131
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !128)
    #dbg_value(i64 -123456789012, !97, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(i32 1, !97, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !128)
    #dbg_value(i64 4613374868287651840, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !128)
    #dbg_value(i32 2, !97, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !128)
    #dbg_value(i64 poison, !97, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !128)
    #dbg_value(i32 3, !97, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !128)
    #dbg_value(i64 12, !97, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !128)
    #dbg_value(i64 -30064771060, !97, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !128)
    #dbg_value(i32 1, !97, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !128)
    #dbg_value(i32 undef, !97, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !128)
    #dbg_value(i64 4613374868287651840, !97, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !128)
    #dbg_value(i64 4622382067542392832, !97, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !128)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(), !128)
    #dbg_value(i32 0, !119, !DIExpression(), !132)
    #dbg_value(i64 0, !119, !DIExpression(), !132)
    #dbg_value(double 0.000000e+00, !118, !DIExpression(), !128)
    #dbg_value(ptr undef, !133, !DIExpression(), !145)
    #dbg_value(double 0xC23CBE991A140000, !121, !DIExpression(), !147)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 0, double noundef 0xC23CBE991A140000), !dbg !148
    #dbg_value(double 0xC23CBE991A140000, !118, !DIExpression(), !128)
    #dbg_value(i64 1, !119, !DIExpression(), !132)
    #dbg_value(ptr undef, !133, !DIExpression(), !145)
    #dbg_value(double 2.750000e+00, !121, !DIExpression(), !147)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, double noundef 2.750000e+00), !dbg !148
    #dbg_value(double 0xC23CBE991A114000, !118, !DIExpression(), !128)
    #dbg_value(i64 2, !119, !DIExpression(), !132)
    #dbg_value(ptr undef, !133, !DIExpression(), !145)
    #dbg_value(double 0.000000e+00, !140, !DIExpression(), !149)
    #dbg_value(ptr @.str.5, !143, !DIExpression(), !150)
  br label %14, !dbg !151

14:                                               ; preds = %14, %0
  %15 = phi i8 [ %21, %14 ], [ 104, %0 ]
  %16 = phi ptr [ %20, %14 ], [ @.str.5, %0 ]
  %17 = phi double [ %19, %14 ], [ 0.000000e+00, %0 ]
    #dbg_value(ptr %16, !143, !DIExpression(), !150)
    #dbg_value(double %17, !140, !DIExpression(), !149)
  %18 = sitofp i8 %15 to double, !dbg !152
  %19 = fadd double %17, %18, !dbg !154
    #dbg_value(double %19, !140, !DIExpression(), !149)
  %20 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !155
    #dbg_value(ptr %20, !143, !DIExpression(), !150)
  %21 = load i8, ptr %20, align 1, !dbg !156, !tbaa !157
  %22 = icmp eq i8 %21, 0, !dbg !151
  br i1 %22, label %23, label %14, !dbg !151, !llvm.loop !160

23:                                               ; preds = %14
    #dbg_value(double %19, !121, !DIExpression(), !147)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef 2, double noundef %19), !dbg !148
    #dbg_value(double poison, !118, !DIExpression(), !128)
    #dbg_value(i64 3, !119, !DIExpression(), !132)
    #dbg_value(ptr undef, !133, !DIExpression(), !145)
    #dbg_value(double -8.400000e+01, !121, !DIExpression(), !147)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef 3, double noundef -8.400000e+01), !dbg !148
    #dbg_value(double poison, !118, !DIExpression(), !128)
    #dbg_value(i64 4, !119, !DIExpression(), !132)
    #dbg_value(ptr undef, !133, !DIExpression(), !145)
  %26 = fadd double %19, 0xC23CBE991A114000, !dbg !163
    #dbg_value(double %26, !118, !DIExpression(), !128)
  %27 = fadd double %26, -8.400000e+01, !dbg !163
    #dbg_value(double %27, !118, !DIExpression(), !128)
    #dbg_value(double 1.100000e+01, !121, !DIExpression(), !147)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef 1, double noundef 1.100000e+01), !dbg !148
  %29 = fadd double %27, 1.100000e+01, !dbg !163
    #dbg_value(double %29, !118, !DIExpression(), !128)
    #dbg_value(i64 5, !119, !DIExpression(), !132)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %29), !dbg !164
  ret i32 0, !dbg !165
}

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/unions.c", directory: ".", checksumkind: CSK_MD5, checksum: "da00807048f8433c81109fd47f308271")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !40, retainedTypes: !48, globals: !52, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41}
!41 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !2, line: 9, baseType: !42, size: 32, elements: !43)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !{!44, !45, !46, !47}
!44 = !DIEnumerator(name: "K_INT", value: 0)
!45 = !DIEnumerator(name: "K_DBL", value: 1)
!46 = !DIEnumerator(name: "K_STR", value: 2)
!47 = !DIEnumerator(name: "K_PAIR", value: 3)
!48 = !{!49, !42, !50, !51}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !34}
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !62, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!51}
!64 = !{!65, !70, !72, !88, !97, !118, !119, !121}
!65 = !DILocalVariable(name: "fs", scope: !61, file: !2, line: 34, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 224, elements: !68)
!67 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 35, type: !42)
!71 = distinct !DILexicalBlock(scope: !61, file: !2, line: 35, column: 5)
!72 = !DILocalVariable(name: "db", scope: !61, file: !2, line: 38, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !2, line: 6, size: 64, elements: !74)
!74 = !{!75, !76, !82}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !73, file: !2, line: 6, baseType: !49, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !73, file: !2, line: 6, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !80, line: 45, baseType: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!81 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !73, file: !2, line: 6, baseType: !83, size: 64)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 64, elements: !86)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !78, line: 26, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !80, line: 42, baseType: !42)
!86 = !{!87}
!87 = !DISubrange(count: 2)
!88 = !DILocalVariable(name: "by", scope: !61, file: !2, line: 44, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bytes", file: !2, line: 7, size: 32, elements: !90)
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !89, file: !2, line: 7, baseType: !84, size: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 7, baseType: !93, size: 32)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 32, elements: !95)
!94 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!95 = !{!96}
!96 = !DISubrange(count: 4)
!97 = !DILocalVariable(name: "vals", scope: !61, file: !2, line: 48, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 640, elements: !116)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 10, size: 128, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !99, file: !2, line: 11, baseType: !41, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !99, file: !2, line: 17, baseType: !103, size: 64, offset: 64)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !2, line: 12, size: 64, elements: !104)
!104 = !{!105, !107, !108, !111}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !103, file: !2, line: 13, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !103, file: !2, line: 14, baseType: !49, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !103, file: !2, line: 15, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !103, file: !2, line: 16, baseType: !112, size: 64)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !103, file: !2, line: 16, size: 64, elements: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !112, file: !2, line: 16, baseType: !51, size: 32)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !112, file: !2, line: 16, baseType: !51, size: 32, offset: 32)
!116 = !{!117}
!117 = !DISubrange(count: 5)
!118 = !DILocalVariable(name: "total", scope: !61, file: !2, line: 55, type: !49)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 56, type: !51)
!120 = distinct !DILexicalBlock(scope: !61, file: !2, line: 56, column: 5)
!121 = !DILocalVariable(name: "n", scope: !122, file: !2, line: 57, type: !49)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 56, column: 33)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 56, column: 5)
!124 = !DILocation(line: 0, scope: !71)
!125 = !DILocation(line: 36, column: 9, scope: !126)
!126 = distinct !DILexicalBlock(scope: !71, file: !2, line: 35, column: 5)
!127 = !DILocation(line: 37, column: 5, scope: !61)
!128 = !DILocation(line: 0, scope: !61)
!129 = !DILocation(line: 40, column: 5, scope: !61)
!130 = !DILocation(line: 43, column: 5, scope: !61)
!131 = !DILocation(line: 46, column: 5, scope: !61)
!132 = !DILocation(line: 0, scope: !120)
!133 = !DILocalVariable(name: "v", arg: 1, scope: !134, file: !2, line: 20, type: !137)
!134 = distinct !DISubprogram(name: "value_num", scope: !2, file: !2, line: 20, type: !135, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{!49, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!139 = !{!133, !140, !143}
!140 = !DILocalVariable(name: "n", scope: !141, file: !2, line: 24, type: !49)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 24, column: 17)
!142 = distinct !DILexicalBlock(scope: !134, file: !2, line: 21, column: 22)
!143 = !DILocalVariable(name: "p", scope: !144, file: !2, line: 24, type: !109)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 24, column: 33)
!145 = !DILocation(line: 0, scope: !134, inlinedAt: !146)
!146 = distinct !DILocation(line: 57, column: 20, scope: !122)
!147 = !DILocation(line: 0, scope: !122)
!148 = !DILocation(line: 58, column: 9, scope: !122)
!149 = !DILocation(line: 0, scope: !141, inlinedAt: !146)
!150 = !DILocation(line: 0, scope: !144, inlinedAt: !146)
!151 = !DILocation(line: 24, column: 33, scope: !144, inlinedAt: !146)
!152 = !DILocation(line: 24, column: 76, scope: !153, inlinedAt: !146)
!153 = distinct !DILexicalBlock(scope: !144, file: !2, line: 24, column: 33)
!154 = !DILocation(line: 24, column: 73, scope: !153, inlinedAt: !146)
!155 = !DILocation(line: 24, column: 67, scope: !153, inlinedAt: !146)
!156 = !DILocation(line: 24, column: 62, scope: !153, inlinedAt: !146)
!157 = !{!158, !158, i64 0}
!158 = !{!"omnipotent char", !159, i64 0}
!159 = !{!"Simple C/C++ TBAA"}
!160 = distinct !{!160, !151, !161, !162}
!161 = !DILocation(line: 24, column: 77, scope: !144, inlinedAt: !146)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 59, column: 15, scope: !122)
!164 = !DILocation(line: 61, column: 5, scope: !61)
!165 = !DILocation(line: 62, column: 5, scope: !61)
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!51, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
