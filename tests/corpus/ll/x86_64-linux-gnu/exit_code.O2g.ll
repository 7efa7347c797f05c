; ModuleID = 'tests/programs/exit_code.c'
source_filename = "tests/programs/exit_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"partial line without newline... \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [22 x i8] c"handler a (depth %d)\0A\00", align 1, !dbg !7
@depth = internal unnamed_addr global i1 false, align 4, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"exiting from depth %d\0A\00", align 1, !dbg !27
@str.5 = private unnamed_addr constant [10 x i8] c"handler b\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @handler_a) #5, !dbg !44
  %2 = tail call i32 @atexit(ptr noundef nonnull @handler_b) #5, !dbg !45
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !46
    #dbg_value(i32 poison, !47, !DIExpression(), !52)
  store i1 true, ptr @depth, align 4, !dbg !54
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5), !dbg !55
  tail call void @exit(i32 noundef 3) #6, !dbg !58
  unreachable, !dbg !58
}

; Function Attrs: nofree nounwind
declare !dbg !59 i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @handler_a() #2 !dbg !66 {
  %1 = load i1, ptr @depth, align 4, !dbg !67
  %2 = select i1 %1, i32 5, i32 0, !dbg !67
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !68
  ret void, !dbg !69
}

; Function Attrs: nofree nounwind uwtable
define internal void @handler_b() #2 !dbg !70 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !71
  ret void, !dbg !72
}

; Function Attrs: nofree nounwind
declare !dbg !73 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !80 void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/exit_code.c", directory: ".", checksumkind: CSK_MD5, checksum: "4db990f20e8538b2dd85266eb11f971d")
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
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
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
!59 = !DISubprogram(name: "atexit", scope: !60, file: !60, line: 615, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
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
!73 = !DISubprogram(name: "printf", scope: !74, file: !74, line: 356, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!75 = !DISubroutineType(types: !76)
!76 = !{!32, !77, null}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!80 = !DISubprogram(name: "exit", scope: !60, file: !60, line: 637, type: !49, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
