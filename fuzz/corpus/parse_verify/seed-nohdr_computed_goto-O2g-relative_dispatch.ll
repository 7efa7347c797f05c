source_filename = "nohdr_computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@relative_dispatch.offsets = external hidden unnamed_addr constant [4 x i32], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden fastcc range(i32 1000, 1112) i32 @relative_dispatch(i32 noundef %0) #0 !dbg !2 {
    #dbg_value(i32 %0, !10, !DIExpression(), !28)
    #dbg_value(i32 0, !11, !DIExpression(), !28)
  %2 = and i32 %0, 3, !dbg !29
  %3 = zext nneg i32 %2 to i64, !dbg !30
  %4 = getelementptr inbounds [4 x i32], ptr @relative_dispatch.offsets, i64 0, i64 %3, !dbg !30
  %5 = load i32, ptr %4, align 4, !dbg !30, !tbaa !31
  %6 = sext i32 %5 to i64, !dbg !35
  %7 = getelementptr inbounds i8, ptr blockaddress(@relative_dispatch, %8), i64 %6, !dbg !35
  indirectbr ptr %7, [label %8, label %13, label %9, label %11]

8:                                                ; preds = %1
    #dbg_label(!12, !36)
    #dbg_value(i32 1, !11, !DIExpression(), !28)
  br label %9, !dbg !37

9:                                                ; preds = %8, %1
  %10 = phi i32 [ 1111, %8 ], [ 1110, %1 ], !dbg !28
    #dbg_value(i32 %10, !11, !DIExpression(), !28)
    #dbg_label(!13, !38)
    #dbg_value(i32 %10, !11, !DIExpression(), !28)
  br label %11, !dbg !39

11:                                               ; preds = %9, %1
  %12 = phi i32 [ %10, %9 ], [ 1100, %1 ], !dbg !28
    #dbg_value(i32 %12, !11, !DIExpression(), !28)
    #dbg_label(!14, !40)
    #dbg_value(i32 %12, !11, !DIExpression(), !28)
  br label %13, !dbg !41

13:                                               ; preds = %11, %1
  %14 = phi i32 [ %12, %11 ], [ 1000, %1 ], !dbg !28
    #dbg_value(i32 %14, !11, !DIExpression(), !28)
    #dbg_label(!15, !42)
    #dbg_value(i32 %14, !11, !DIExpression(), !28)
  ret i32 %14, !dbg !43
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "offsets", scope: !2, file: !3, line: 28, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "relative_dispatch", scope: !3, file: !3, line: 27, type: !4, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !9)
!3 = !DIFile(filename: "nohdr_computed_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "2115cae2ea8205be48cb159b6e3de1c1")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{!10, !11, !12, !13, !14, !15}
!10 = !DILocalVariable(name: "x", arg: 1, scope: !2, file: !3, line: 27, type: !6)
!11 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 29, type: !6)
!12 = !DILabel(scope: !2, name: "L0", file: !3, line: 31)
!13 = !DILabel(scope: !2, name: "L1", file: !3, line: 32)
!14 = !DILabel(scope: !2, name: "L2", file: !3, line: 33)
!15 = !DILabel(scope: !2, name: "L3", file: !3, line: 34)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !18)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = !DILocation(line: 0, scope: !2)
!29 = !DILocation(line: 30, column: 29, scope: !2)
!30 = !DILocation(line: 30, column: 19, scope: !2)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 30, column: 17, scope: !2)
!36 = !DILocation(line: 31, column: 1, scope: !2)
!37 = !DILocation(line: 31, column: 5, scope: !2)
!38 = !DILocation(line: 32, column: 1, scope: !2)
!39 = !DILocation(line: 32, column: 5, scope: !2)
!40 = !DILocation(line: 33, column: 1, scope: !2)
!41 = !DILocation(line: 33, column: 5, scope: !2)
!42 = !DILocation(line: 34, column: 1, scope: !2)
!43 = !DILocation(line: 35, column: 5, scope: !2)
