source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@memo = external hidden unnamed_addr global [100 x i64], align 16, !dbg !0

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define hidden fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !24, !DIExpression(), !25)
  %2 = icmp slt i32 %0, 2, !dbg !26
  br i1 %2, label %3, label %5, !dbg !28

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !29
  br label %10, !dbg !30

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !31
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !31
  %8 = load i64, ptr %7, align 8, !dbg !31, !tbaa !33
  %9 = icmp eq i64 %8, 0, !dbg !31
  br i1 %9, label %12, label %10, !dbg !37

10:                                               ; preds = %12, %5, %3
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !38

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !39
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !40
  %15 = add nsw i32 %0, -2, !dbg !41
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !42
  %17 = add nsw i64 %16, %14, !dbg !43
  store i64 %17, ptr %7, align 8, !dbg !44, !tbaa !33
  br label %10, !dbg !38
}

attributes #0 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "memo", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nohdr_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "e1db28b6c318efea85d5c4bb1584aabc")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "fib_memo", scope: !3, file: !3, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!8, !22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 6, type: !22)
!25 = !DILocation(line: 0, scope: !19)
!26 = !DILocation(line: 7, column: 11, scope: !27)
!27 = distinct !DILexicalBlock(scope: !19, file: !3, line: 7, column: 9)
!28 = !DILocation(line: 7, column: 9, scope: !19)
!29 = !DILocation(line: 7, column: 23, scope: !27)
!30 = !DILocation(line: 7, column: 16, scope: !27)
!31 = !DILocation(line: 8, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !19, file: !3, line: 8, column: 9)
!33 = !{!34, !34, i64 0}
!34 = !{!"long long", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 8, column: 9, scope: !19)
!38 = !DILocation(line: 10, column: 1, scope: !19)
!39 = !DILocation(line: 9, column: 33, scope: !19)
!40 = !DILocation(line: 9, column: 22, scope: !19)
!41 = !DILocation(line: 9, column: 51, scope: !19)
!42 = !DILocation(line: 9, column: 40, scope: !19)
!43 = !DILocation(line: 9, column: 38, scope: !19)
!44 = !DILocation(line: 9, column: 20, scope: !19)
