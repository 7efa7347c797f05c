source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !13 {
    #dbg_value(i32 %0, !19, !DIExpression(), !24)
    #dbg_value(i32 %1, !20, !DIExpression(), !24)
  %3 = icmp eq i32 %0, 0, !dbg !25
  br i1 %3, label %15, label %4, !dbg !27

4:                                                ; preds = %2
    #dbg_value(i64 0, !21, !DIExpression(), !24)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !28
    #dbg_value(i32 %5, !22, !DIExpression(), !29)
    #dbg_value(i64 0, !21, !DIExpression(), !24)
  %6 = icmp sgt i32 %5, 0, !dbg !30
  br i1 %6, label %7, label %15, !dbg !32

7:                                                ; preds = %7, %4
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !22, !DIExpression(), !29)
    #dbg_value(i64 %9, !21, !DIExpression(), !24)
  %10 = sub nsw i32 %0, %8, !dbg !33
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8), !dbg !34
  %12 = add nsw i64 %11, %9, !dbg !35
    #dbg_value(i64 %12, !21, !DIExpression(), !24)
  %13 = add nsw i32 %8, -1, !dbg !36
    #dbg_value(i32 %13, !22, !DIExpression(), !29)
  %14 = icmp ugt i32 %8, 1, !dbg !30
  br i1 %14, label %7, label %15, !dbg !32, !llvm.loop !37

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !24
  ret i64 %16, !dbg !40
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "e1db28b6c318efea85d5c4bb1584aabc")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "partitions", scope: !1, file: !1, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !17}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20, !21, !22}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 19, type: !17)
!20 = !DILocalVariable(name: "max", arg: 2, scope: !13, file: !1, line: 19, type: !17)
!21 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 21, type: !16)
!22 = !DILocalVariable(name: "k", scope: !23, file: !1, line: 22, type: !17)
!23 = distinct !DILexicalBlock(scope: !13, file: !1, line: 22, column: 5)
!24 = !DILocation(line: 0, scope: !13)
!25 = !DILocation(line: 20, column: 11, scope: !26)
!26 = distinct !DILexicalBlock(scope: !13, file: !1, line: 20, column: 9)
!27 = !DILocation(line: 20, column: 9, scope: !13)
!28 = !DILocation(line: 22, column: 18, scope: !23)
!29 = !DILocation(line: 0, scope: !23)
!30 = !DILocation(line: 22, column: 39, scope: !31)
!31 = distinct !DILexicalBlock(scope: !23, file: !1, line: 22, column: 5)
!32 = !DILocation(line: 22, column: 5, scope: !23)
!33 = !DILocation(line: 22, column: 68, scope: !31)
!34 = !DILocation(line: 22, column: 55, scope: !31)
!35 = !DILocation(line: 22, column: 52, scope: !31)
!36 = !DILocation(line: 22, column: 46, scope: !31)
!37 = distinct !{!37, !32, !38, !39}
!38 = !DILocation(line: 22, column: 74, scope: !23)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 24, column: 1, scope: !13)
