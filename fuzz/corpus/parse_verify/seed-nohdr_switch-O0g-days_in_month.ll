source_filename = "nohdr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @days_in_month(i32 noundef %0, i32 noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !29, !DIExpression(), !30)
  %6 = load i32, ptr %4, align 4, !dbg !31
  switch i32 %6, label %13 [
    i32 2, label %7
    i32 4, label %12
    i32 6, label %12
    i32 9, label %12
    i32 11, label %12
  ], !dbg !32

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4, !dbg !33
  %9 = icmp ne i32 %8, 0, !dbg !33
  %10 = zext i1 %9 to i64, !dbg !33
  %11 = select i1 %9, i32 29, i32 28, !dbg !33
  store i32 %11, ptr %3, align 4, !dbg !35
  br label %14, !dbg !35

12:                                               ; preds = %2, %2, %2, %2
  store i32 30, ptr %3, align 4, !dbg !36
  br label %14, !dbg !36

13:                                               ; preds = %2
  store i32 31, ptr %3, align 4, !dbg !37
  br label %14, !dbg !37

14:                                               ; preds = %13, %12, %7
  %15 = load i32, ptr %3, align 4, !dbg !38
  ret i32 %15, !dbg !38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !14, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "b40023a5f6b966a8ba44bf3c76f0c7b9")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 5, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13}
!6 = !DIEnumerator(name: "RED", value: 0)
!7 = !DIEnumerator(name: "GREEN", value: 1)
!8 = !DIEnumerator(name: "BLUE", value: 2)
!9 = !DIEnumerator(name: "CYAN", value: 3)
!10 = !DIEnumerator(name: "MAGENTA", value: 4)
!11 = !DIEnumerator(name: "YELLOW", value: 5)
!12 = !DIEnumerator(name: "BLACK", value: 6)
!13 = !DIEnumerator(name: "WHITE", value: 7)
!14 = !{}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "days_in_month", scope: !1, file: !1, line: 31, type: !24, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !26, !26}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DILocalVariable(name: "m", arg: 1, scope: !23, file: !1, line: 31, type: !26)
!28 = !DILocation(line: 31, column: 30, scope: !23)
!29 = !DILocalVariable(name: "leap", arg: 2, scope: !23, file: !1, line: 31, type: !26)
!30 = !DILocation(line: 31, column: 37, scope: !23)
!31 = !DILocation(line: 32, column: 13, scope: !23)
!32 = !DILocation(line: 32, column: 5, scope: !23)
!33 = !DILocation(line: 33, column: 20, scope: !34)
!34 = distinct !DILexicalBlock(scope: !23, file: !1, line: 32, column: 16)
!35 = !DILocation(line: 33, column: 13, scope: !34)
!36 = !DILocation(line: 34, column: 38, scope: !34)
!37 = !DILocation(line: 35, column: 14, scope: !34)
!38 = !DILocation(line: 37, column: 1, scope: !23)
