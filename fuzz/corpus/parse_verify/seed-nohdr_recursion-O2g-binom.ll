source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !13 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !19, !DIExpression(), !21)
    #dbg_value(i32 %1, !20, !DIExpression(), !21)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !22
  br i1 %5, label %17, label %6, !dbg !22

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !22

8:                                                ; preds = %8, %6
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !19, !DIExpression(), !21)
  %11 = add nsw i32 %9, -1, !dbg !23
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7), !dbg !24
  %13 = add nsw i64 %12, %10, !dbg !25
    #dbg_value(i32 %11, !19, !DIExpression(), !21)
    #dbg_value(i32 %1, !20, !DIExpression(), !21)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !22

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !26
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
!13 = distinct !DISubprogram(name: "binom", scope: !1, file: !1, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !17}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 18, type: !17)
!20 = !DILocalVariable(name: "k", arg: 2, scope: !13, file: !1, line: 18, type: !17)
!21 = !DILocation(line: 0, scope: !13)
!22 = !DILocation(line: 18, column: 54, scope: !13)
!23 = !DILocation(line: 18, column: 78, scope: !13)
!24 = !DILocation(line: 18, column: 70, scope: !13)
!25 = !DILocation(line: 18, column: 90, scope: !13)
!26 = !DILocation(line: 18, column: 40, scope: !13)
