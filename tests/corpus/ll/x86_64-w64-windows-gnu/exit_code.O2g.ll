; ModuleID = 'tests/programs/exit_code.c'
source_filename = "tests/programs/exit_code.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [33 x i8] c"partial line without newline... \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [22 x i8] c"handler a (depth %d)\0A\00", align 1, !dbg !7
@depth = internal unnamed_addr global i1 false, align 4, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"exiting from depth %d\0A\00", align 1, !dbg !27
@str.5 = private unnamed_addr constant [10 x i8] c"handler b\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @handler_a) #11, !dbg !44
  %2 = tail call i32 @atexit(ptr noundef nonnull @handler_b) #11, !dbg !45
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str), !dbg !46
    #dbg_value(i32 poison, !47, !DIExpression(), !52)
  store i1 true, ptr @depth, align 4, !dbg !54
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 5), !dbg !55
  tail call void @exit(i32 noundef 3) #12, !dbg !58
  unreachable, !dbg !58
}

; Function Attrs: nofree
declare !dbg !59 dso_local i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @handler_a() #2 !dbg !66 {
  %1 = load i1, ptr @depth, align 4, !dbg !67
  %2 = select i1 %1, i32 5, i32 0, !dbg !67
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %2), !dbg !68
  ret void, !dbg !69
}

; Function Attrs: nofree nounwind uwtable
define internal void @handler_b() #3 !dbg !70 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !71
  ret void, !dbg !72
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !73 {
  %2 = alloca ptr, align 8, !DIAssignID !85
    #dbg_assign(i1 undef, !82, !DIExpression(), !85, ptr %2, !DIExpression(), !86)
    #dbg_value(ptr %0, !80, !DIExpression(), !86)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !87
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !88
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11, !dbg !89
  %4 = load ptr, ptr %2, align 8, !dbg !90, !tbaa !91
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11, !dbg !95
    #dbg_value(i32 %5, !81, !DIExpression(), !86)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !97
  ret void, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !99 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !119 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: noreturn nounwind
declare !dbg !123 dso_local void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/exit_code.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!13 = distinct !DIGlobalVariable(name: "depth", scope: !14, file: !2, line: 6, type: !32, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !16, !7, !21, !22, !27}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 13)
!21 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 23)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{i32 7, !"Dwarf Version", i32 4}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 2}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 1, !"MaxTLSAlign", i32 65536}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !42, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!42 = !DISubroutineType(types: !43)
!43 = !{!32}
!44 = !DILocation(line: 21, column: 5, scope: !41)
!45 = !DILocation(line: 22, column: 5, scope: !41)
!46 = !DILocation(line: 23, column: 5, scope: !41)
!47 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !2, line: 11, type: !32)
!48 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !32}
!51 = !{!47}
!52 = !DILocation(line: 0, scope: !48, inlinedAt: !53)
!53 = distinct !DILocation(line: 24, column: 5, scope: !41)
!54 = !DILocation(line: 12, column: 11, scope: !48, inlinedAt: !53)
!55 = !DILocation(line: 14, column: 9, scope: !56, inlinedAt: !53)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 13, column: 17)
!57 = distinct !DILexicalBlock(scope: !48, file: !2, line: 13, column: 9)
!58 = !DILocation(line: 15, column: 9, scope: !56, inlinedAt: !53)
!59 = !DISubprogram(name: "atexit", scope: !60, file: !60, line: 425, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!61 = !DISubroutineType(types: !62)
!62 = !{!32, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = distinct !DISubprogram(name: "handler_a", scope: !2, file: !2, line: 8, type: !64, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!67 = !DILocation(line: 8, column: 64, scope: !66)
!68 = !DILocation(line: 8, column: 31, scope: !66)
!69 = !DILocation(line: 8, column: 72, scope: !66)
!70 = distinct !DISubprogram(name: "handler_b", scope: !2, file: !2, line: 9, type: !64, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!71 = !DILocation(line: 9, column: 31, scope: !70)
!72 = !DILocation(line: 9, column: 54, scope: !70)
!73 = distinct !DISubprogram(name: "printf", scope: !74, file: !74, line: 368, type: !75, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !79)
!74 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!75 = !DISubroutineType(cc: DW_CC_nocall, types: !76)
!76 = !{!32, !77, null}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = !{!80, !81, !82}
!80 = !DILocalVariable(name: "__format", arg: 1, scope: !73, file: !74, line: 368, type: !77)
!81 = !DILocalVariable(name: "__retval", scope: !73, file: !74, line: 370, type: !32)
!82 = !DILocalVariable(name: "__local_argv", scope: !73, file: !74, line: 371, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !73)
!87 = !DILocation(line: 371, column: 3, scope: !73)
!88 = !DILocation(line: 371, column: 35, scope: !73)
!89 = !DILocation(line: 372, column: 32, scope: !73)
!90 = !DILocation(line: 372, column: 50, scope: !73)
!91 = !{!92, !92, i64 0}
!92 = !{!"any pointer", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 372, column: 14, scope: !73)
!96 = !DILocation(line: 373, column: 3, scope: !73)
!97 = !DILocation(line: 375, column: 1, scope: !73)
!98 = !DILocation(line: 374, column: 3, scope: !73)
!99 = !DISubprogram(name: "__mingw_vfprintf", scope: !74, file: !74, line: 193, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!32, !102, !115, !116}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !74, line: 47, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !74, line: 33, size: 384, align: 64, elements: !106)
!106 = !{!107, !108, !109, !110, !111, !112, !113, !114}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !105, file: !74, line: 37, baseType: !84, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !105, file: !74, line: 38, baseType: !32, size: 32, offset: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !105, file: !74, line: 39, baseType: !84, size: 64, offset: 128)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !105, file: !74, line: 40, baseType: !32, size: 32, offset: 192)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !105, file: !74, line: 41, baseType: !32, size: 32, offset: 224)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !105, file: !74, line: 42, baseType: !32, size: 32, offset: 256)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !105, file: !74, line: 43, baseType: !32, size: 32, offset: 288)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !105, file: !74, line: 44, baseType: !84, size: 64, offset: 320)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !117, line: 31, baseType: !118)
!117 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !117, line: 24, baseType: !83)
!119 = !DISubprogram(name: "__acrt_iob_func", scope: !74, file: !74, line: 93, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!103, !122}
!122 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!123 = !DISubprogram(name: "exit", scope: !60, file: !60, line: 388, type: !49, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
