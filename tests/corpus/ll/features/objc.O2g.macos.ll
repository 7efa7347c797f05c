; ModuleID = 'tests/programs/features/objc.m'
source_filename = "tests/programs/features/objc.m"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

%struct._objc_cache = type opaque
%struct._class_t = type { ptr, ptr, ptr, ptr, ptr }
%struct._objc_method = type { ptr, ptr, ptr }
%struct._class_ro_t = type { i32, i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%struct._ivar_t = type { ptr, ptr, ptr, i32, i32 }

@"OBJC_IVAR_$_Root.x" = global i64 0, section "__DATA, __objc_ivar", align 8
@_objc_empty_cache = external global %struct._objc_cache
@"OBJC_CLASS_$_Root" = global %struct._class_t { ptr @"OBJC_METACLASS_$_Root", ptr null, ptr @_objc_empty_cache, ptr null, ptr @"_OBJC_CLASS_RO_$_Root" }, section "__DATA, __objc_data", align 8
@"OBJC_METACLASS_$_Root" = global %struct._class_t { ptr @"OBJC_METACLASS_$_Root", ptr @"OBJC_CLASS_$_Root", ptr @_objc_empty_cache, ptr null, ptr @"_OBJC_METACLASS_RO_$_Root" }, section "__DATA, __objc_data", align 8
@OBJC_CLASS_NAME_ = private unnamed_addr constant [5 x i8] c"Root\00", section "__TEXT,__objc_classname,cstring_literals", align 1
@OBJC_METH_VAR_NAME_ = private unnamed_addr constant [6 x i8] c"alloc\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_ = private unnamed_addr constant [8 x i8] c"@16@0:8\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_CLASS_METHODS_Root" = internal global { i32, i32, [1 x %struct._objc_method] } { i32 24, i32 1, [1 x %struct._objc_method] [%struct._objc_method { ptr @OBJC_METH_VAR_NAME_, ptr @OBJC_METH_VAR_TYPE_, ptr @"\01+[Root alloc]" }] }, section "__DATA, __objc_const", align 8
@"_OBJC_METACLASS_RO_$_Root" = internal global %struct._class_ro_t { i32 3, i32 40, i32 40, ptr null, ptr @OBJC_CLASS_NAME_, ptr @"_OBJC_$_CLASS_METHODS_Root", ptr null, ptr null, ptr null, ptr null }, section "__DATA, __objc_const", align 8
@OBJC_METH_VAR_NAME_.1 = private unnamed_addr constant [4 x i8] c"val\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_.2 = private unnamed_addr constant [8 x i8] c"i16@0:8\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_INSTANCE_METHODS_Root" = internal global { i32, i32, [1 x %struct._objc_method] } { i32 24, i32 1, [1 x %struct._objc_method] [%struct._objc_method { ptr @OBJC_METH_VAR_NAME_.1, ptr @OBJC_METH_VAR_TYPE_.2, ptr @"\01-[Root val]" }] }, section "__DATA, __objc_const", align 8
@OBJC_METH_VAR_NAME_.3 = private unnamed_addr constant [2 x i8] c"x\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_.4 = private unnamed_addr constant [2 x i8] c"i\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_INSTANCE_VARIABLES_Root" = internal global { i32, i32, [1 x %struct._ivar_t] } { i32 32, i32 1, [1 x %struct._ivar_t] [%struct._ivar_t { ptr @"OBJC_IVAR_$_Root.x", ptr @OBJC_METH_VAR_NAME_.3, ptr @OBJC_METH_VAR_TYPE_.4, i32 2, i32 4 }] }, section "__DATA, __objc_const", align 8
@"_OBJC_CLASS_RO_$_Root" = internal global %struct._class_ro_t { i32 2, i32 0, i32 4, ptr null, ptr @OBJC_CLASS_NAME_, ptr @"_OBJC_$_INSTANCE_METHODS_Root", ptr null, ptr @"_OBJC_$_INSTANCE_VARIABLES_Root", ptr null, ptr null }, section "__DATA, __objc_const", align 8
@OBJC_SELECTOR_REFERENCES_ = internal externally_initialized global ptr @OBJC_METH_VAR_NAME_.1, section "__DATA,__objc_selrefs,literal_pointers,no_dead_strip", align 8
@"OBJC_LABEL_CLASS_$" = private global [1 x ptr] [ptr @"OBJC_CLASS_$_Root"], section "__DATA,__objc_classlist,regular,no_dead_strip", align 8
@llvm.compiler.used = appending global [12 x ptr] [ptr @OBJC_CLASS_NAME_, ptr @"OBJC_LABEL_CLASS_$", ptr @OBJC_METH_VAR_NAME_, ptr @OBJC_METH_VAR_NAME_.1, ptr @OBJC_METH_VAR_NAME_.3, ptr @OBJC_METH_VAR_TYPE_, ptr @OBJC_METH_VAR_TYPE_.2, ptr @OBJC_METH_VAR_TYPE_.4, ptr @OBJC_SELECTOR_REFERENCES_, ptr @"_OBJC_$_CLASS_METHODS_Root", ptr @"_OBJC_$_INSTANCE_METHODS_Root", ptr @"_OBJC_$_INSTANCE_VARIABLES_Root"], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal noalias noundef ptr @"\01+[Root alloc]"(ptr nocapture readnone %0, ptr nocapture readnone %1) #0 !dbg !18 {
    #dbg_value(ptr poison, !33, !DIExpression(), !37)
    #dbg_value(ptr poison, !35, !DIExpression(), !37)
  ret ptr null, !dbg !38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(read, inaccessiblemem: none)
define internal i32 @"\01-[Root val]"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 !dbg !39 {
    #dbg_value(ptr %0, !44, !DIExpression(), !47)
    #dbg_value(ptr poison, !46, !DIExpression(), !47)
  %3 = load i64, ptr @"OBJC_IVAR_$_Root.x", align 8, !dbg !48, !invariant.load !49
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !48
  %5 = load i32, ptr %4, align 4, !dbg !48, !tbaa !50
  ret i32 %5, !dbg !54
}

; Function Attrs: ssp
define i32 @use(ptr noundef %0) local_unnamed_addr #2 !dbg !55 {
    #dbg_value(ptr %0, !59, !DIExpression(), !60)
  %2 = load ptr, ptr @OBJC_SELECTOR_REFERENCES_, align 8, !dbg !61, !invariant.load !49
  %3 = tail call i32 @objc_msgSend(ptr noundef %0, ptr noundef %2) #4, !dbg !61
  ret i32 %3, !dbg !62
}

; Function Attrs: nonlazybind
declare ptr @objc_msgSend(ptr, ptr, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(read, inaccessiblemem: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #2 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nonlazybind }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_ObjC, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 2, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!1 = !DIFile(filename: "tests/programs/features/objc.m", directory: ".")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "Root", scope: !1, file: !1, line: 3, size: 32, flags: DIFlagObjcClassComplete, elements: !4, runtimeLang: DW_LANG_ObjC)
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !1, file: !1, line: 3, baseType: !6, size: 32, flags: DIFlagProtected)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 1, !"Objective-C Version", i32 2}
!8 = !{i32 1, !"Objective-C Image Info Version", i32 0}
!9 = !{i32 1, !"Objective-C Image Info Section", !"__DATA,__objc_imageinfo,regular,no_dead_strip"}
!10 = !{i32 1, !"Objective-C Garbage Collection", i8 0}
!11 = !{i32 1, !"Objective-C Class Properties", i32 64}
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "+[Root alloc]", scope: !1, file: !1, line: 4, type: !19, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !28, !29}
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "id", file: !1, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "objc_object", file: !1, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "isa", scope: !23, file: !1, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_structure_type, name: "objc_class", file: !1, flags: DIFlagFwdDecl)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "Class", file: !1, baseType: !26, flags: DIFlagArtificial | DIFlagObjectPointer)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "SEL", file: !1, baseType: !30, flags: DIFlagArtificial)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DICompositeType(tag: DW_TAG_structure_type, name: "objc_selector", file: !1, flags: DIFlagFwdDecl)
!32 = !{!33, !35}
!33 = !DILocalVariable(name: "self", arg: 1, scope: !18, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "Class", file: !1, baseType: !26)
!35 = !DILocalVariable(name: "_cmd", arg: 2, scope: !18, type: !36, flags: DIFlagArtificial)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "SEL", file: !1, baseType: !30)
!37 = !DILocation(line: 0, scope: !18)
!38 = !DILocation(line: 4, column: 36, scope: !18)
!39 = distinct !DISubprogram(name: "-[Root val]", scope: !1, file: !1, line: 4, type: !40, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!6, !42, !29}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !{!44, !46}
!44 = !DILocalVariable(name: "self", arg: 1, scope: !39, type: !45, flags: DIFlagArtificial | DIFlagObjectPointer)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!46 = !DILocalVariable(name: "_cmd", arg: 2, scope: !39, type: !36, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocation(line: 4, column: 68, scope: !39)
!49 = !{}
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 4, column: 61, scope: !39)
!55 = distinct !DISubprogram(name: "use", scope: !1, file: !1, line: 5, type: !56, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!6, !45}
!58 = !{!59}
!59 = !DILocalVariable(name: "r", arg: 1, scope: !55, file: !1, line: 5, type: !45)
!60 = !DILocation(line: 0, scope: !55)
!61 = !DILocation(line: 5, column: 27, scope: !55)
!62 = !DILocation(line: 5, column: 20, scope: !55)
