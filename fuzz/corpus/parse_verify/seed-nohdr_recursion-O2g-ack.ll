source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !13 {
    #dbg_value(i32 %0, !18, !DIExpression(), !20)
    #dbg_value(i32 %1, !19, !DIExpression(), !20)
  %3 = icmp eq i32 %0, 0, !dbg !21
  br i1 %3, label %4, label %7, !dbg !22

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !23
  ret i32 %6, !dbg !24

7:                                                ; preds = %11, %2
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !19, !DIExpression(), !20)
    #dbg_value(i32 %9, !18, !DIExpression(), !20)
  %10 = icmp eq i32 %8, 0, !dbg !25
  br i1 %10, label %11, label %15, !dbg !26

11:                                               ; preds = %15, %7
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !27
    #dbg_value(i32 %13, !18, !DIExpression(), !20)
    #dbg_value(i32 %12, !19, !DIExpression(), !20)
  %14 = icmp eq i32 %13, 0, !dbg !21
  br i1 %14, label %4, label %7, !dbg !22

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !28
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !29
  br label %11, !dbg !30
}

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!13 = distinct !DISubprogram(name: "ack", scope: !1, file: !1, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "m", arg: 1, scope: !13, file: !1, line: 12, type: !16)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !13, file: !1, line: 12, type: !16)
!20 = !DILocation(line: 0, scope: !13)
!21 = !DILocation(line: 13, column: 14, scope: !13)
!22 = !DILocation(line: 13, column: 12, scope: !13)
!23 = !DILocation(line: 13, column: 23, scope: !13)
!24 = !DILocation(line: 13, column: 5, scope: !13)
!25 = !DILocation(line: 13, column: 31, scope: !13)
!26 = !DILocation(line: 13, column: 29, scope: !13)
!27 = !DILocation(line: 13, scope: !13)
!28 = !DILocation(line: 13, column: 74, scope: !13)
!29 = !DILocation(line: 13, column: 65, scope: !13)
!30 = !DILocation(line: 13, column: 54, scope: !13)
