; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"s1=%d s2=%d s3=%d%d%d s5=%d,%d s7=%d,%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"s12=%d,%d,%d s16=%lld,%lld s20=%d,%d s24=%lld,%.2f,%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [55 x i8] c"h2=%.2f,%.2f h3=%.2f,%.2f,%.2f h4=%.2f,%.2f,%.2f,%.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [63 x i8] c"m1=%.2f,%d m2=%.2f,%lld m3=%d,%.2f,%.2f nested=%.2f,%.2f,%.2f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [19 x i8] c"stack_args = %.3f\0A\00", align 1, !dbg !19

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !38 {
    #dbg_value(i8 121, !43, !DIExpression(), !134)
    #dbg_value(i16 -3702, !47, !DIExpression(), !134)
    #dbg_value(i8 3, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !134)
    #dbg_value(i8 2, !52, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !134)
    #dbg_value(i8 1, !52, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !134)
    #dbg_value(i40 232651756810, !58, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !134)
    #dbg_value(i40 232651756810, !58, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 24), !134)
    #dbg_value(i40 54, !58, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !134)
    #dbg_value(i56 6217824507925264, !65, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !134)
    #dbg_value(i56 6217824507925264, !65, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 40), !134)
    #dbg_value(i56 22, !65, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !134)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 121, i32 noundef -3702, i32 noundef 3, i32 noundef 2, i32 noundef 1, i32 noundef 10, i32 noundef 54, i32 noundef 16, i32 noundef 22), !dbg !135
    #dbg_value(i64 -8589934587, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i32 2, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !134)
    #dbg_value(i64 7, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i64 1099511627783, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(i32 1, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(i32 2, !84, !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(i32 3, !84, !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !134)
    #dbg_value(i32 4, !84, !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !134)
    #dbg_value(i32 25, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !134)
    #dbg_value(i64 40, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(double 1.500000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(i64 4294967287, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !134)
    #dbg_value(i64 4294967287, !89, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !134)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef -2, i32 noundef 2, i64 noundef 7, i64 noundef 1099511627783, i32 noundef 1, i32 noundef 25, i64 noundef 40, double noundef 1.500000e+00, i32 noundef -9), !dbg !136
    #dbg_value(float 1.750000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(float 1.250000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(float 3.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(float 2.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(float 6.000000e+00, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !134)
    #dbg_value(double 4.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(double 3.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(double 2.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !134)
    #dbg_value(double 5.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !134)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.750000e+00, double noundef 1.250000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 5.000000e+00), !dbg !137
    #dbg_value(float 1.000000e+01, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(i32 5, !113, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(double 1.000500e+03, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i64 2000, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(i32 42, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(float 2.500000e+00, !123, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(double 6.000000e+00, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(float 4.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134)
    #dbg_value(float 2.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !134)
    #dbg_value(float 2.000000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !134)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+01, i32 noundef 5, double noundef 1.000500e+03, i64 noundef 2000, i32 noundef 42, double noundef 2.500000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00), !dbg !138
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40A8394000000000), !dbg !139
  ret i32 0, !dbg !140
}

; Function Attrs: nofree nounwind
declare !dbg !141 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 63)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 19)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !28, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !4, !27}
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !{!0, !7, !12, !14, !19}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 1}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 45, type: !39, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!43, !47, !52, !58, !65, !72, !78, !84, !89, !95, !100, !106, !113, !118, !123, !129}
!43 = !DILocalVariable(name: "s1", scope: !38, file: !2, line: 46, type: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 5, size: 8, elements: !45)
!45 = !{!46}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !44, file: !2, line: 5, baseType: !4, size: 8)
!47 = !DILocalVariable(name: "s2", scope: !38, file: !2, line: 47, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 6, size: 16, elements: !49)
!49 = !{!50}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !48, file: !2, line: 6, baseType: !51, size: 16)
!51 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!52 = !DILocalVariable(name: "s3", scope: !38, file: !2, line: 48, type: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 7, size: 24, elements: !54)
!54 = !{!55, !56, !57}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !53, file: !2, line: 7, baseType: !4, size: 8)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !53, file: !2, line: 7, baseType: !4, size: 8, offset: 8)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !53, file: !2, line: 7, baseType: !4, size: 8, offset: 16)
!58 = !DILocalVariable(name: "s5", scope: !38, file: !2, line: 49, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S5", file: !2, line: 8, size: 40, elements: !60)
!60 = !{!61}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !2, line: 8, baseType: !62, size: 40)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 5)
!65 = !DILocalVariable(name: "s7", scope: !38, file: !2, line: 50, type: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S7", file: !2, line: 9, size: 56, elements: !67)
!67 = !{!68}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !66, file: !2, line: 9, baseType: !69, size: 56)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 7)
!72 = !DILocalVariable(name: "s12", scope: !38, file: !2, line: 52, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !2, line: 10, size: 96, elements: !74)
!74 = !{!75, !76, !77}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 10, baseType: !41, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !2, line: 10, baseType: !41, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !73, file: !2, line: 10, baseType: !41, size: 32, offset: 64)
!78 = !DILocalVariable(name: "s16", scope: !38, file: !2, line: 53, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !2, line: 11, size: 128, elements: !80)
!80 = !{!81, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !2, line: 11, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 11, baseType: !82, size: 64, offset: 64)
!84 = !DILocalVariable(name: "s20", scope: !38, file: !2, line: 54, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S20", file: !2, line: 12, size: 160, elements: !86)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !85, file: !2, line: 12, baseType: !88, size: 160)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 160, elements: !63)
!89 = !DILocalVariable(name: "s24", scope: !38, file: !2, line: 55, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !2, line: 13, size: 192, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !2, line: 13, baseType: !82, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !2, line: 13, baseType: !26, size: 64, offset: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !90, file: !2, line: 13, baseType: !41, size: 32, offset: 128)
!95 = !DILocalVariable(name: "a2", scope: !38, file: !2, line: 58, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA2", file: !2, line: 14, size: 64, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !96, file: !2, line: 14, baseType: !27, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !96, file: !2, line: 14, baseType: !27, size: 32, offset: 32)
!100 = !DILocalVariable(name: "a3", scope: !38, file: !2, line: 59, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA3", file: !2, line: 15, size: 96, elements: !102)
!102 = !{!103, !104, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !101, file: !2, line: 15, baseType: !27, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !101, file: !2, line: 15, baseType: !27, size: 32, offset: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !101, file: !2, line: 15, baseType: !27, size: 32, offset: 64)
!106 = !DILocalVariable(name: "a4", scope: !38, file: !2, line: 60, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA4", file: !2, line: 16, size: 256, elements: !108)
!108 = !{!109, !110, !111, !112}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !107, file: !2, line: 16, baseType: !26, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !107, file: !2, line: 16, baseType: !26, size: 64, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !107, file: !2, line: 16, baseType: !26, size: 64, offset: 128)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !107, file: !2, line: 16, baseType: !26, size: 64, offset: 192)
!113 = !DILocalVariable(name: "x1", scope: !38, file: !2, line: 63, type: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix1", file: !2, line: 17, size: 64, elements: !115)
!115 = !{!116, !117}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !114, file: !2, line: 17, baseType: !27, size: 32)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !114, file: !2, line: 17, baseType: !41, size: 32, offset: 32)
!118 = !DILocalVariable(name: "x2", scope: !38, file: !2, line: 64, type: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix2", file: !2, line: 18, size: 128, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !119, file: !2, line: 18, baseType: !26, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !119, file: !2, line: 18, baseType: !82, size: 64, offset: 64)
!123 = !DILocalVariable(name: "x3", scope: !38, file: !2, line: 65, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix3", file: !2, line: 19, size: 128, elements: !125)
!125 = !{!126, !127, !128}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !124, file: !2, line: 19, baseType: !41, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !124, file: !2, line: 19, baseType: !27, size: 32, offset: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !124, file: !2, line: 19, baseType: !26, size: 64, offset: 64)
!129 = !DILocalVariable(name: "ne", scope: !38, file: !2, line: 66, type: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Nested", file: !2, line: 20, size: 96, elements: !131)
!131 = !{!132, !133}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !130, file: !2, line: 20, baseType: !96, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !130, file: !2, line: 20, baseType: !27, size: 32, offset: 64)
!134 = !DILocation(line: 0, scope: !38)
!135 = !DILocation(line: 51, column: 5, scope: !38)
!136 = !DILocation(line: 56, column: 5, scope: !38)
!137 = !DILocation(line: 61, column: 5, scope: !38)
!138 = !DILocation(line: 67, column: 5, scope: !38)
!139 = !DILocation(line: 69, column: 5, scope: !38)
!140 = !DILocation(line: 70, column: 5, scope: !38)
!141 = !DISubprogram(name: "printf", scope: !142, file: !142, line: 356, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!143 = !DISubroutineType(types: !144)
!144 = !{!41, !145, null}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
