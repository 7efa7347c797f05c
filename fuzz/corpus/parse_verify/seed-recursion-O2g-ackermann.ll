source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 %0, !19, !DIExpression(), !21)
    #dbg_value(i32 %1, !20, !DIExpression(), !21)
  %3 = icmp eq i32 %0, 0, !dbg !22
  br i1 %3, label %4, label %7, !dbg !24

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1, !dbg !25
  ret i32 %6, !dbg !26

7:                                                ; preds = %11, %2
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !20, !DIExpression(), !21)
    #dbg_value(i32 %9, !19, !DIExpression(), !21)
  %10 = icmp eq i32 %8, 0, !dbg !27
  br i1 %10, label %11, label %15, !dbg !29

11:                                               ; preds = %15, %7
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !21
    #dbg_value(i32 %13, !19, !DIExpression(), !21)
    #dbg_value(i32 %12, !20, !DIExpression(), !21)
  %14 = icmp eq i32 %13, 0, !dbg !22
  br i1 %14, label %4, label %7, !dbg !24

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1, !dbg !30
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !31
  br label %11, !dbg !32
}

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60f76fedd63b84904276da8508a690c")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "ackermann", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !3}
!18 = !{!19, !20}
!19 = !DILocalVariable(name: "m", arg: 1, scope: !15, file: !1, line: 5, type: !3)
!20 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !1, line: 5, type: !3)
!21 = !DILocation(line: 0, scope: !15)
!22 = !DILocation(line: 6, column: 11, scope: !23)
!23 = distinct !DILexicalBlock(scope: !15, file: !1, line: 6, column: 9)
!24 = !DILocation(line: 6, column: 9, scope: !15)
!25 = !DILocation(line: 6, column: 26, scope: !23)
!26 = !DILocation(line: 9, column: 1, scope: !15)
!27 = !DILocation(line: 7, column: 11, scope: !28)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 9)
!29 = !DILocation(line: 7, column: 9, scope: !15)
!30 = !DILocation(line: 8, column: 44, scope: !15)
!31 = !DILocation(line: 8, column: 29, scope: !15)
!32 = !DILocation(line: 8, column: 12, scope: !15)
