source_filename = "nqueens_backtrack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define hidden fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !11 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !18, !DIExpression(), !21)
    #dbg_value(i32 %1, !19, !DIExpression(), !21)
    #dbg_value(i32 %2, !20, !DIExpression(), !21)
  br i1 %4, label %21, label %5, !dbg !22

5:                                                ; preds = %3
  %6 = icmp slt i32 %2, 0
    #dbg_value(i32 %1, !19, !DIExpression(), !21)
    #dbg_value(ptr %0, !18, !DIExpression(), !21)
  %7 = icmp eq i32 %1, 0, !dbg !23
  %8 = or i1 %6, %7, !dbg !25
  br i1 %8, label %21, label %9, !dbg !25

9:                                                ; preds = %9, %5
  %10 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %11 = phi ptr [ %13, %9 ], [ %0, %5 ]
  %12 = phi i32 [ %14, %9 ], [ %1, %5 ]
    #dbg_value(ptr %11, !18, !DIExpression(), !21)
    #dbg_value(i32 %12, !19, !DIExpression(), !21)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !26
  %14 = add nsw i32 %12, -1, !dbg !27
  %15 = load i32, ptr %11, align 4, !dbg !28, !tbaa !29
  %16 = sub nsw i32 %2, %15, !dbg !33
  %17 = tail call fastcc i32 @subset_count(ptr noundef nonnull %13, i32 noundef %14, i32 noundef %16), !dbg !34
  %18 = add nsw i32 %17, %10, !dbg !35
    #dbg_value(i32 %2, !20, !DIExpression(), !21)
    #dbg_value(i32 %14, !19, !DIExpression(), !21)
    #dbg_value(ptr %13, !18, !DIExpression(), !21)
  %19 = icmp eq i32 %14, 0, !dbg !23
  %20 = or i1 %6, %19, !dbg !25
  br i1 %20, label %21, label %9, !dbg !25

21:                                               ; preds = %9, %5, %3
  %22 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %18, %9 ]
  ret i32 %22, !dbg !36
}

attributes #0 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nqueens_backtrack.c", directory: ".", checksumkind: CSK_MD5, checksum: "2173fea56a9597112632b349d137644d")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "subset_count", scope: !1, file: !1, line: 40, type: !12, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!17 = !{!18, !19, !20}
!18 = !DILocalVariable(name: "v", arg: 1, scope: !11, file: !1, line: 40, type: !15)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !11, file: !1, line: 40, type: !14)
!20 = !DILocalVariable(name: "target", arg: 3, scope: !11, file: !1, line: 40, type: !14)
!21 = !DILocation(line: 0, scope: !11)
!22 = !DILocation(line: 41, column: 9, scope: !11)
!23 = !DILocation(line: 42, column: 11, scope: !24)
!24 = distinct !DILexicalBlock(scope: !11, file: !1, line: 42, column: 9)
!25 = !DILocation(line: 42, column: 16, scope: !24)
!26 = !DILocation(line: 43, column: 27, scope: !11)
!27 = !DILocation(line: 43, column: 34, scope: !11)
!28 = !DILocation(line: 43, column: 48, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 43, column: 46, scope: !11)
!34 = !DILocation(line: 43, column: 12, scope: !11)
!35 = !DILocation(line: 43, column: 54, scope: !11)
!36 = !DILocation(line: 44, column: 1, scope: !11)
