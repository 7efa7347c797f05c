source_filename = "nohdr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @rgb(i32 noundef %0) #0 !dbg !23 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %4 = load i32, ptr %3, align 4, !dbg !28
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
  ], !dbg !29

5:                                                ; preds = %1
  store i32 16711680, ptr %2, align 4, !dbg !30
  br label %14, !dbg !30

6:                                                ; preds = %1
  store i32 65280, ptr %2, align 4, !dbg !32
  br label %14, !dbg !32

7:                                                ; preds = %1
  store i32 255, ptr %2, align 4, !dbg !33
  br label %14, !dbg !33

8:                                                ; preds = %1
  store i32 65535, ptr %2, align 4, !dbg !34
  br label %14, !dbg !34

9:                                                ; preds = %1
  store i32 16711935, ptr %2, align 4, !dbg !35
  br label %14, !dbg !35

10:                                               ; preds = %1
  store i32 16776960, ptr %2, align 4, !dbg !36
  br label %14, !dbg !36

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !37
  br label %14, !dbg !37

12:                                               ; preds = %1
  store i32 16777215, ptr %2, align 4, !dbg !38
  br label %14, !dbg !38

13:                                               ; preds = %1
  store i32 57005, ptr %2, align 4, !dbg !39
  br label %14, !dbg !39

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4, !dbg !40
  ret i32 %15, !dbg !40
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
!23 = distinct !DISubprogram(name: "rgb", scope: !1, file: !1, line: 7, type: !24, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!24 = !DISubroutineType(types: !25)
!25 = !{!4, !3}
!26 = !DILocalVariable(name: "c", arg: 1, scope: !23, file: !1, line: 7, type: !3)
!27 = !DILocation(line: 7, column: 32, scope: !23)
!28 = !DILocation(line: 8, column: 13, scope: !23)
!29 = !DILocation(line: 8, column: 5, scope: !23)
!30 = !DILocation(line: 9, column: 15, scope: !31)
!31 = distinct !DILexicalBlock(scope: !23, file: !1, line: 8, column: 16)
!32 = !DILocation(line: 9, column: 44, scope: !31)
!33 = !DILocation(line: 9, column: 72, scope: !31)
!34 = !DILocation(line: 10, column: 16, scope: !31)
!35 = !DILocation(line: 10, column: 47, scope: !31)
!36 = !DILocation(line: 10, column: 77, scope: !31)
!37 = !DILocation(line: 11, column: 17, scope: !31)
!38 = !DILocation(line: 11, column: 39, scope: !31)
!39 = !DILocation(line: 13, column: 5, scope: !23)
!40 = !DILocation(line: 14, column: 1, scope: !23)
