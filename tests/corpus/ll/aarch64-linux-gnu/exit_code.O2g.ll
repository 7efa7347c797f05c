; ModuleID = 'tests/programs/exit_code.c'
source_filename = "tests/programs/exit_code.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"partial line without newline... \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [22 x i8] c"handler a (depth %d)\0A\00", align 1, !dbg !7
@depth = internal unnamed_addr global i1 false, align 4, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"exiting from depth %d\0A\00", align 1, !dbg !27
@str.5 = private unnamed_addr constant [10 x i8] c"handler b\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @handler_a) #5, !dbg !45
  %2 = tail call i32 @atexit(ptr noundef nonnull @handler_b) #5, !dbg !46
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !47
    #dbg_value(i32 poison, !48, !DIExpression(), !53)
  store i1 true, ptr @depth, align 4, !dbg !55
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5), !dbg !56
  tail call void @exit(i32 noundef 3) #6, !dbg !59
  unreachable, !dbg !59
}

; Function Attrs: nofree nounwind
declare !dbg !60 i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @handler_a() #2 !dbg !67 {
  %1 = load i1, ptr @depth, align 4, !dbg !68
  %2 = select i1 %1, i32 5, i32 0, !dbg !68
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !69
  ret void, !dbg !70
}

; Function Attrs: nofree nounwind uwtable
define internal void @handler_b() #2 !dbg !71 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !72
  ret void, !dbg !73
}

; Function Attrs: nofree nounwind
declare !dbg !74 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !81 void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/exit_code.c", directory: ".", checksumkind: CSK_MD5, checksum: "4db990f20e8538b2dd85266eb11f971d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!39 = !{i32 7, !"frame-pointer", i32 1}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !43, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!43 = !DISubroutineType(types: !44)
!44 = !{!32}
!45 = !DILocation(line: 21, column: 5, scope: !42)
!46 = !DILocation(line: 22, column: 5, scope: !42)
!47 = !DILocation(line: 23, column: 5, scope: !42)
!48 = !DILocalVariable(name: "n", arg: 1, scope: !49, file: !2, line: 11, type: !32)
!49 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 11, type: !50, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !32}
!52 = !{!48}
!53 = !DILocation(line: 0, scope: !49, inlinedAt: !54)
!54 = distinct !DILocation(line: 24, column: 5, scope: !42)
!55 = !DILocation(line: 12, column: 11, scope: !49, inlinedAt: !54)
!56 = !DILocation(line: 14, column: 9, scope: !57, inlinedAt: !54)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 13, column: 17)
!58 = distinct !DILexicalBlock(scope: !49, file: !2, line: 13, column: 9)
!59 = !DILocation(line: 15, column: 9, scope: !57, inlinedAt: !54)
!60 = !DISubprogram(name: "atexit", scope: !61, file: !61, line: 615, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DISubroutineType(types: !66)
!66 = !{null}
!67 = distinct !DISubprogram(name: "handler_a", scope: !2, file: !2, line: 8, type: !65, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!68 = !DILocation(line: 8, column: 64, scope: !67)
!69 = !DILocation(line: 8, column: 31, scope: !67)
!70 = !DILocation(line: 8, column: 72, scope: !67)
!71 = distinct !DISubprogram(name: "handler_b", scope: !2, file: !2, line: 9, type: !65, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!72 = !DILocation(line: 9, column: 31, scope: !71)
!73 = !DILocation(line: 9, column: 54, scope: !71)
!74 = !DISubprogram(name: "printf", scope: !75, file: !75, line: 356, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!76 = !DISubroutineType(types: !77)
!77 = !{!32, !78, null}
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!81 = !DISubprogram(name: "exit", scope: !61, file: !61, line: 637, type: !50, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
