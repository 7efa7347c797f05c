source_filename = "nohdr_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@src = external hidden global [600 x i32], align 16, !dbg !0
@a = external hidden global [600 x i32], align 16, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @reset() #0 !dbg !21 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !25, !DIExpression(), !27)
  store i32 0, ptr %1, align 4, !dbg !27
  br label %2, !dbg !28

2:                                                ; preds = %13, %0
  %3 = load i32, ptr %1, align 4, !dbg !29
  %4 = icmp slt i32 %3, 600, !dbg !31
  br i1 %4, label %5, label %16, !dbg !32

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4, !dbg !33
  %7 = sext i32 %6 to i64, !dbg !34
  %8 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %7, !dbg !34
  %9 = load i32, ptr %8, align 4, !dbg !34
  %10 = load i32, ptr %1, align 4, !dbg !35
  %11 = sext i32 %10 to i64, !dbg !36
  %12 = getelementptr inbounds [600 x i32], ptr @a, i64 0, i64 %11, !dbg !36
  store i32 %9, ptr %12, align 4, !dbg !37
  br label %13, !dbg !36

13:                                               ; preds = %5
  %14 = load i32, ptr %1, align 4, !dbg !38
  %15 = add nsw i32 %14, 1, !dbg !38
  store i32 %15, ptr %1, align 4, !dbg !38
  br label %2, !dbg !39, !llvm.loop !40

16:                                               ; preds = %2
  ret void, !dbg !43
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 6, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nohdr_sort.c", directory: ".", checksumkind: CSK_MD5, checksum: "00dcfa6500b6447ad61a7f760a99beed")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 600)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "reset", scope: !3, file: !3, line: 60, type: !22, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{null}
!24 = !{}
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 60, type: !5)
!26 = distinct !DILexicalBlock(scope: !21, file: !3, line: 60, column: 27)
!27 = !DILocation(line: 60, column: 36, scope: !26)
!28 = !DILocation(line: 60, column: 32, scope: !26)
!29 = !DILocation(line: 60, column: 43, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !3, line: 60, column: 27)
!31 = !DILocation(line: 60, column: 45, scope: !30)
!32 = !DILocation(line: 60, column: 27, scope: !26)
!33 = !DILocation(line: 60, column: 66, scope: !30)
!34 = !DILocation(line: 60, column: 62, scope: !30)
!35 = !DILocation(line: 60, column: 57, scope: !30)
!36 = !DILocation(line: 60, column: 55, scope: !30)
!37 = !DILocation(line: 60, column: 60, scope: !30)
!38 = !DILocation(line: 60, column: 51, scope: !30)
!39 = !DILocation(line: 60, column: 27, scope: !30)
!40 = distinct !{!40, !32, !41, !42}
!41 = !DILocation(line: 60, column: 67, scope: !26)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 60, column: 70, scope: !21)
