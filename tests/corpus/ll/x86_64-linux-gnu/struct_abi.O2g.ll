; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"s1=%d s2=%d s3=%d%d%d s5=%d,%d s7=%d,%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"s12=%d,%d,%d s16=%lld,%lld s20=%d,%d s24=%lld,%.2f,%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [55 x i8] c"h2=%.2f,%.2f h3=%.2f,%.2f,%.2f h4=%.2f,%.2f,%.2f,%.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [63 x i8] c"m1=%.2f,%d m2=%.2f,%lld m3=%d,%.2f,%.2f nested=%.2f,%.2f,%.2f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [19 x i8] c"stack_args = %.3f\0A\00", align 1, !dbg !19

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_value(i8 121, !42, !DIExpression(), !133)
    #dbg_value(i16 -3702, !46, !DIExpression(), !133)
    #dbg_value(i8 3, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !133)
    #dbg_value(i8 2, !51, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !133)
    #dbg_value(i8 1, !51, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !133)
    #dbg_value(i40 232651756810, !57, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !133)
    #dbg_value(i40 232651756810, !57, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 24), !133)
    #dbg_value(i40 232651756810, !57, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !133)
    #dbg_value(i56 6217824507925264, !64, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !133)
    #dbg_value(i56 6217824507925264, !64, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 40), !133)
    #dbg_value(i56 6217824507925264, !64, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !133)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 121, i32 noundef -3702, i32 noundef 3, i32 noundef 2, i32 noundef 1, i32 noundef 10, i32 noundef 54, i32 noundef 16, i32 noundef 22), !dbg !134
    #dbg_value(i64 -8589934587, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i32 2, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !133)
    #dbg_value(i64 7, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i64 1099511627783, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(i32 1, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !133)
    #dbg_value(i32 2, !83, !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !133)
    #dbg_value(i32 3, !83, !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !133)
    #dbg_value(i32 4, !83, !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !133)
    #dbg_value(i32 25, !83, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !133)
    #dbg_value(i64 40, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double 1.500000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(i32 -9, !88, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !133)
    #dbg_value(i32 undef, !88, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !133)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef -2, i32 noundef 2, i64 noundef 7, i64 noundef 1099511627783, i32 noundef 1, i32 noundef 25, i64 noundef 40, double noundef 1.500000e+00, i32 noundef -9), !dbg !135
    #dbg_value(<2 x float> <float 1.750000e+00, float 1.250000e+00>, !94, !DIExpression(), !133)
    #dbg_value(<2 x float> <float 3.000000e+00, float 2.000000e+00>, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(float 6.000000e+00, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !133)
    #dbg_value(double 4.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double 3.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(double 2.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !133)
    #dbg_value(double 5.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !133)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.750000e+00, double noundef 1.250000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 5.000000e+00), !dbg !136
    #dbg_value(float 1.000000e+01, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !133)
    #dbg_value(i32 5, !112, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !133)
    #dbg_value(double 1.000500e+03, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i64 2000, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(i32 42, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !133)
    #dbg_value(float 2.500000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !133)
    #dbg_value(double 6.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(<2 x float> <float 4.000000e+00, float 2.000000e+00>, !128, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(float 2.000000e+00, !128, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !133)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+01, i32 noundef 5, double noundef 1.000500e+03, i64 noundef 2000, i32 noundef 42, double noundef 2.500000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00), !dbg !137
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40A8394000000000), !dbg !138
  ret i32 0, !dbg !139
}

; Function Attrs: nofree nounwind
declare !dbg !140 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42, !46, !51, !57, !64, !71, !77, !83, !88, !94, !99, !105, !112, !117, !122, !128}
!42 = !DILocalVariable(name: "s1", scope: !37, file: !2, line: 46, type: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 5, size: 8, elements: !44)
!44 = !{!45}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !43, file: !2, line: 5, baseType: !4, size: 8)
!46 = !DILocalVariable(name: "s2", scope: !37, file: !2, line: 47, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 6, size: 16, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !47, file: !2, line: 6, baseType: !50, size: 16)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DILocalVariable(name: "s3", scope: !37, file: !2, line: 48, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 7, size: 24, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !2, line: 7, baseType: !4, size: 8)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !2, line: 7, baseType: !4, size: 8, offset: 8)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !52, file: !2, line: 7, baseType: !4, size: 8, offset: 16)
!57 = !DILocalVariable(name: "s5", scope: !37, file: !2, line: 49, type: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S5", file: !2, line: 8, size: 40, elements: !59)
!59 = !{!60}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !2, line: 8, baseType: !61, size: 40)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 5)
!64 = !DILocalVariable(name: "s7", scope: !37, file: !2, line: 50, type: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S7", file: !2, line: 9, size: 56, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !65, file: !2, line: 9, baseType: !68, size: 56)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 7)
!71 = !DILocalVariable(name: "s12", scope: !37, file: !2, line: 52, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !2, line: 10, size: 96, elements: !73)
!73 = !{!74, !75, !76}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !2, line: 10, baseType: !40, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !2, line: 10, baseType: !40, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !72, file: !2, line: 10, baseType: !40, size: 32, offset: 64)
!77 = !DILocalVariable(name: "s16", scope: !37, file: !2, line: 53, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !2, line: 11, size: 128, elements: !79)
!79 = !{!80, !82}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !78, file: !2, line: 11, baseType: !81, size: 64)
!81 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !78, file: !2, line: 11, baseType: !81, size: 64, offset: 64)
!83 = !DILocalVariable(name: "s20", scope: !37, file: !2, line: 54, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S20", file: !2, line: 12, size: 160, elements: !85)
!85 = !{!86}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !84, file: !2, line: 12, baseType: !87, size: 160)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 160, elements: !62)
!88 = !DILocalVariable(name: "s24", scope: !37, file: !2, line: 55, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !2, line: 13, size: 192, elements: !90)
!90 = !{!91, !92, !93}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !2, line: 13, baseType: !81, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 13, baseType: !26, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !89, file: !2, line: 13, baseType: !40, size: 32, offset: 128)
!94 = !DILocalVariable(name: "a2", scope: !37, file: !2, line: 58, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA2", file: !2, line: 14, size: 64, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !95, file: !2, line: 14, baseType: !27, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !95, file: !2, line: 14, baseType: !27, size: 32, offset: 32)
!99 = !DILocalVariable(name: "a3", scope: !37, file: !2, line: 59, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA3", file: !2, line: 15, size: 96, elements: !101)
!101 = !{!102, !103, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !100, file: !2, line: 15, baseType: !27, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !100, file: !2, line: 15, baseType: !27, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !100, file: !2, line: 15, baseType: !27, size: 32, offset: 64)
!105 = !DILocalVariable(name: "a4", scope: !37, file: !2, line: 60, type: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA4", file: !2, line: 16, size: 256, elements: !107)
!107 = !{!108, !109, !110, !111}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !106, file: !2, line: 16, baseType: !26, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !106, file: !2, line: 16, baseType: !26, size: 64, offset: 64)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !106, file: !2, line: 16, baseType: !26, size: 64, offset: 128)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !106, file: !2, line: 16, baseType: !26, size: 64, offset: 192)
!112 = !DILocalVariable(name: "x1", scope: !37, file: !2, line: 63, type: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix1", file: !2, line: 17, size: 64, elements: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !113, file: !2, line: 17, baseType: !27, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !113, file: !2, line: 17, baseType: !40, size: 32, offset: 32)
!117 = !DILocalVariable(name: "x2", scope: !37, file: !2, line: 64, type: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix2", file: !2, line: 18, size: 128, elements: !119)
!119 = !{!120, !121}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !118, file: !2, line: 18, baseType: !26, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !118, file: !2, line: 18, baseType: !81, size: 64, offset: 64)
!122 = !DILocalVariable(name: "x3", scope: !37, file: !2, line: 65, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix3", file: !2, line: 19, size: 128, elements: !124)
!124 = !{!125, !126, !127}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !123, file: !2, line: 19, baseType: !40, size: 32)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !123, file: !2, line: 19, baseType: !27, size: 32, offset: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !123, file: !2, line: 19, baseType: !26, size: 64, offset: 64)
!128 = !DILocalVariable(name: "ne", scope: !37, file: !2, line: 66, type: !129)
!129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Nested", file: !2, line: 20, size: 96, elements: !130)
!130 = !{!131, !132}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !129, file: !2, line: 20, baseType: !95, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !129, file: !2, line: 20, baseType: !27, size: 32, offset: 64)
!133 = !DILocation(line: 0, scope: !37)
!134 = !DILocation(line: 51, column: 5, scope: !37)
!135 = !DILocation(line: 56, column: 5, scope: !37)
!136 = !DILocation(line: 61, column: 5, scope: !37)
!137 = !DILocation(line: 67, column: 5, scope: !37)
!138 = !DILocation(line: 69, column: 5, scope: !37)
!139 = !DILocation(line: 70, column: 5, scope: !37)
!140 = !DISubprogram(name: "printf", scope: !141, file: !141, line: 356, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!142 = !DISubroutineType(types: !143)
!143 = !{!40, !144, null}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
