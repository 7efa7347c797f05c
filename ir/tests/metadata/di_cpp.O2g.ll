; ModuleID = 'di_cpp.cpp'
source_filename = "di_cpp.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZN6HolderIN5outer5inner5ArrayEJcEE5countE = comdat any

@_ZN6HolderIN5outer5inner5ArrayEJcEE5countE = linkonce_odr dso_local local_unnamed_addr global i32 1, comdat, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @_Z6labelsi(i32 noundef %0) local_unnamed_addr #0 !dbg !97 {
    #dbg_value(i32 %0, !101, !DIExpression(), !103)
    #dbg_value(i32 poison, !101, !DIExpression(), !103)
  ret void, !dbg !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef range(i32 -2147483641, -2147483648) i32 @_Z6by_refRK4BothRi(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0, ptr nocapture noundef nonnull writeonly align 4 dereferenceable(4) %1) local_unnamed_addr #1 !dbg !105 {
    #dbg_value(ptr %0, !111, !DIExpression(), !113)
    #dbg_value(ptr %1, !112, !DIExpression(), !113)
    #dbg_value(ptr %0, !114, !DIExpression(), !118)
  %3 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !120
  %4 = load i32, ptr %3, align 8, !dbg !120, !tbaa !121
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !126
  %6 = load i32, ptr %5, align 8, !dbg !126, !tbaa !127
  %7 = add nsw i32 %6, %4, !dbg !129
  %8 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !130
  %9 = load i32, ptr %8, align 8, !dbg !130, !tbaa !131
  %10 = add nsw i32 %7, %9, !dbg !133
  %11 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !134
  %12 = load i8, ptr %11, align 4, !dbg !134
  %13 = and i8 %12, 7, !dbg !134
  %14 = zext nneg i8 %13 to i32, !dbg !134
  %15 = add nsw i32 %10, %14, !dbg !135
  store i32 %15, ptr %1, align 4, !dbg !136, !tbaa !137
  %16 = add nsw i32 %15, 7, !dbg !138
  ret i32 %16, !dbg !139
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !140 {
    #dbg_value(i32 %0, !146, !DIExpression(), !195)
    #dbg_value(ptr %1, !147, !DIExpression(), !195)
    #dbg_value(i32 %0, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i32 2, !148, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(i64 0, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(i64 0, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195)
    #dbg_value(i64 0, !163, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !195)
    #dbg_value(i32 %0, !163, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(i32 3, !187, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !195)
    #dbg_value(i32 4, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !195)
    #dbg_value(i32 5, !187, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !195)
    #dbg_value(ptr poison, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(ptr poison, !187, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !195)
    #dbg_value(ptr poison, !187, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !195)
    #dbg_value(i8 1, !187, !DIExpression(DW_OP_LLVM_fragment, 224, 8), !195)
    #dbg_value(i32 0, !188, !DIExpression(), !195)
    #dbg_value(ptr undef, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(i32 %0, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !195)
    #dbg_value(i8 poison, !194, !DIExpression(), !195)
    #dbg_value(i32 13, !188, !DIExpression(), !195)
  %3 = icmp sgt i32 %0, 3, !dbg !196
  %4 = shl i32 %0, 2, !dbg !197
  %5 = add i32 %4, 38, !dbg !197
  %6 = load i32, ptr @_ZN6HolderIN5outer5inner5ArrayEJcEE5countE, align 4, !dbg !198, !tbaa !137
  %7 = select i1 %3, i32 200, i32 0, !dbg !199
  %8 = add i32 %5, %7, !dbg !200
  %9 = add i32 %8, %6, !dbg !201
  ret i32 %9, !dbg !202
}

declare i32 @__gxx_personality_v0(...)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.linker.options = !{}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94, !95}
!llvm.ident = !{!96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", linkageName: "_ZN6HolderIN5outer5inner5ArrayEJcEE5countE", scope: !2, file: !3, line: 25, type: !13, isLocal: false, isDefinition: true, declaration: !64)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !12, globals: !54, imports: !55, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "di_cpp.cpp", directory: "/work/main/ir/tests/metadata", checksumkind: CSK_MD5, checksum: "a4e0330db8be2be4961a68469cbca971")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Mode", scope: !6, file: !3, line: 13, baseType: !8, size: 8, flags: DIFlagEnumClass, elements: !9, identifier: "_ZTSN5outer5inner4ModeE")
!6 = !DINamespace(name: "inner", scope: !7)
!7 = !DINamespace(name: "outer", scope: null)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10, !11}
!10 = !DIEnumerator(name: "Off", value: 0, isUnsigned: true)
!11 = !DIEnumerator(name: "On", value: 200, isUnsigned: true)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Both", file: !3, line: 30, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, vtableHolder: !17, identifier: "_ZTS4Both")
!15 = !{!16, !39, !45, !47, !49}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !17, extraData: i32 0)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 28, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, vtableHolder: !17, identifier: "_ZTS4Left")
!18 = !{!19, !37, !38}
!19 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !20, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, vtableHolder: !20, identifier: "_ZTS4Base")
!21 = !{!22, !27, !28, !32}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{!13}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !3, line: 27, baseType: !13, size: 32, offset: 64)
!28 = !DISubprogram(name: "~Base", scope: !20, file: !3, line: 27, type: !29, scopeLine: 27, containingType: !20, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !20, file: !3, line: 27, type: !33, scopeLine: 27, containingType: !20, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{!13, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !17, file: !3, line: 28, baseType: !13, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !40, offset: 128, extraData: i32 0)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 29, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !41, vtableHolder: !40, identifier: "_ZTS5Right")
!41 = !{!42, !43, !44}
!42 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !40, baseType: !20, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !40, file: !3, line: 29, baseType: !13, size: 32, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !14, file: !3, line: 32, baseType: !46, size: 3, offset: 224, flags: DIFlagBitField, extraData: i64 224)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_variable, name: "k", scope: !14, file: !3, line: 33, baseType: !48, flags: DIFlagStaticMember, extraData: i32 7)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!49 = !DISubprogram(name: "get", linkageName: "_ZNK4Both3getEv", scope: !14, file: !3, line: 31, type: !50, scopeLine: 31, containingType: !14, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{!13, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!54 = !{!0}
!55 = !{!56, !62, !63}
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !57, file: !3, line: 16)
!57 = distinct !DISubprogram(name: "twice", linkageName: "_ZN5outer5inner5twiceEi", scope: !6, file: !3, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!13, !13}
!60 = !{!61}
!61 = !DILocalVariable(name: "x", arg: 1, scope: !57, file: !3, line: 14, type: !13)
!62 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !7, entity: !6, file: !3, line: 17)
!63 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !2, entity: !7, file: !3, line: 19)
!64 = !DIDerivedType(tag: DW_TAG_variable, name: "count", scope: !65, file: !3, line: 23, baseType: !13, flags: DIFlagStaticMember)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder<outer::inner::Array, char>", file: !3, line: 21, size: 64, flags: DIFlagTypePassByValue, elements: !66, templateParams: !83, identifier: "_ZTS6HolderIN5outer5inner5ArrayEJcEE")
!66 = !{!67, !64}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !65, file: !3, line: 22, baseType: !68, size: 64)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<long, 1>", scope: !6, file: !3, line: 9, size: 64, flags: DIFlagTypePassByValue, elements: !69, templateParams: !80, identifier: "_ZTSN5outer5inner5ArrayIlLi1EEE")
!69 = !{!70, !75}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !68, file: !3, line: 10, baseType: !71, size: 64)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 64, elements: !73)
!72 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!73 = !{!74}
!74 = !DISubrange(count: 1)
!75 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIlLi1EE3sumEv", scope: !68, file: !3, line: 11, type: !76, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!72, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!80 = !{!81, !82}
!81 = !DITemplateTypeParameter(name: "T", type: !72)
!82 = !DITemplateValueParameter(name: "N", type: !13, value: i32 1)
!83 = !{!84, !85}
!84 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "C", value: !"outer::inner::Array")
!85 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !86)
!86 = !{!87}
!87 = !DITemplateTypeParameter(type: !88)
!88 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!96 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!97 = distinct !DISubprogram(name: "labels", linkageName: "_Z6labelsi", scope: !3, file: !3, line: 36, type: !98, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !13}
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "n", arg: 1, scope: !97, file: !3, line: 36, type: !13)
!102 = !DILabel(scope: !97, name: "again", file: !3, line: 37)
!103 = !DILocation(line: 0, scope: !97)
!104 = !DILocation(line: 39, column: 1, scope: !97)
!105 = distinct !DISubprogram(name: "by_ref", linkageName: "_Z6by_refRK4BothRi", scope: !3, file: !3, line: 41, type: !106, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!13, !108, !109}
!108 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!110 = !{!111, !112}
!111 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !3, line: 41, type: !108)
!112 = !DILocalVariable(name: "out", arg: 2, scope: !105, file: !3, line: 41, type: !109)
!113 = !DILocation(line: 0, scope: !105)
!114 = !DILocalVariable(name: "this", arg: 1, scope: !115, type: !117, flags: DIFlagArtificial | DIFlagObjectPointer)
!115 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Both3getEv", scope: !14, file: !3, line: 31, type: !50, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !116)
!116 = !{!114}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!118 = !DILocation(line: 0, scope: !115, inlinedAt: !119)
!119 = distinct !DILocation(line: 41, column: 47, scope: !105)
!120 = !DILocation(line: 31, column: 37, scope: !115, inlinedAt: !119)
!121 = !{!122, !123, i64 8}
!122 = !{!"_ZTS4Base", !123, i64 8}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C++ TBAA"}
!126 = !DILocation(line: 31, column: 41, scope: !115, inlinedAt: !119)
!127 = !{!128, !123, i64 8}
!128 = !{!"_ZTS4Left", !123, i64 8}
!129 = !DILocation(line: 31, column: 39, scope: !115, inlinedAt: !119)
!130 = !DILocation(line: 31, column: 45, scope: !115, inlinedAt: !119)
!131 = !{!132, !123, i64 8}
!132 = !{!"_ZTS5Right", !123, i64 8}
!133 = !DILocation(line: 31, column: 43, scope: !115, inlinedAt: !119)
!134 = !DILocation(line: 31, column: 49, scope: !115, inlinedAt: !119)
!135 = !DILocation(line: 31, column: 47, scope: !115, inlinedAt: !119)
!136 = !DILocation(line: 41, column: 43, scope: !105)
!137 = !{!123, !123, i64 0}
!138 = !DILocation(line: 41, column: 65, scope: !105)
!139 = !DILocation(line: 41, column: 54, scope: !105)
!140 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 43, type: !141, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!141 = !DISubroutineType(types: !142)
!142 = !{!13, !13, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!145 = !{!146, !147, !148, !163, !187, !188, !189, !194}
!146 = !DILocalVariable(name: "argc", arg: 1, scope: !140, file: !3, line: 43, type: !13)
!147 = !DILocalVariable(arg: 2, scope: !140, file: !3, line: 43, type: !143)
!148 = !DILocalVariable(name: "a", scope: !140, file: !3, line: 44, type: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 2>", scope: !6, file: !3, line: 9, size: 64, flags: DIFlagTypePassByValue, elements: !150, templateParams: !160, identifier: "_ZTSN5outer5inner5ArrayIiLi2EEE")
!150 = !{!151, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !149, file: !3, line: 10, baseType: !152, size: 64)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 2)
!155 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIiLi2EE3sumEv", scope: !149, file: !3, line: 11, type: !156, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!13, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!160 = !{!161, !162}
!161 = !DITemplateTypeParameter(name: "T", type: !13)
!162 = !DITemplateValueParameter(name: "N", type: !13, defaulted: true, value: i32 2)
!163 = !DILocalVariable(name: "h", scope: !140, file: !3, line: 45, type: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder<outer::inner::Array, char, short, int>", file: !3, line: 21, size: 192, flags: DIFlagTypePassByValue, elements: !165, templateParams: !181, identifier: "_ZTS6HolderIN5outer5inner5ArrayEJcsiEE")
!165 = !{!166, !180}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !164, file: !3, line: 22, baseType: !167, size: 192)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<long, 3>", scope: !6, file: !3, line: 9, size: 192, flags: DIFlagTypePassByValue, elements: !168, templateParams: !178, identifier: "_ZTSN5outer5inner5ArrayIlLi3EEE")
!168 = !{!169, !173}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !167, file: !3, line: 10, baseType: !170, size: 192)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 192, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 3)
!173 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIlLi3EE3sumEv", scope: !167, file: !3, line: 11, type: !174, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!72, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!178 = !{!81, !179}
!179 = !DITemplateValueParameter(name: "N", type: !13, value: i32 3)
!180 = !DIDerivedType(tag: DW_TAG_variable, name: "count", scope: !164, file: !3, line: 23, baseType: !13, flags: DIFlagStaticMember)
!181 = !{!84, !182}
!182 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !183)
!183 = !{!87, !184, !186}
!184 = !DITemplateTypeParameter(type: !185)
!185 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!186 = !DITemplateTypeParameter(type: !13)
!187 = !DILocalVariable(name: "both", scope: !140, file: !3, line: 47, type: !14)
!188 = !DILocalVariable(name: "out", scope: !140, file: !3, line: 48, type: !13)
!189 = !DILocalVariable(name: "lam", scope: !140, file: !3, line: 49, type: !190)
!190 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !140, file: !3, line: 49, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !191)
!191 = !{!192, !193}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !190, file: !3, line: 49, baseType: !109, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "argc", scope: !190, file: !3, line: 49, baseType: !13, size: 32, offset: 64)
!194 = !DILocalVariable(name: "m", scope: !140, file: !3, line: 50, type: !5)
!195 = !DILocation(line: 0, scope: !140)
!196 = !DILocation(line: 50, column: 24, scope: !140)
!197 = !DILocation(line: 52, column: 62, scope: !140)
!198 = !DILocation(line: 52, column: 73, scope: !140)
!199 = !DILocation(line: 52, column: 116, scope: !140)
!200 = !DILocation(line: 52, column: 71, scope: !140)
!201 = !DILocation(line: 52, column: 114, scope: !140)
!202 = !DILocation(line: 53, column: 1, scope: !140)
