source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @fib(i32 noundef %0) unnamed_addr #0 !dbg !13 {
    #dbg_value(i32 %0, !18, !DIExpression(), !19)
  %2 = icmp slt i32 %0, 2, !dbg !20
  br i1 %2, label %11, label %3, !dbg !21

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !18, !DIExpression(), !19)
  %6 = add nsw i32 %4, -1, !dbg !22
  %7 = tail call fastcc i32 @fib(i32 noundef %6), !dbg !23
  %8 = add nsw i32 %4, -2, !dbg !24
  %9 = add nsw i32 %7, %5, !dbg !25
    #dbg_value(i32 %8, !18, !DIExpression(), !19)
  %10 = icmp ult i32 %4, 4, !dbg !20
  br i1 %10, label %11, label %3, !dbg !21

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !26
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
!13 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 11, type: !14, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 11, type: !16)
!19 = !DILocation(line: 0, scope: !13)
!20 = !DILocation(line: 11, column: 34, scope: !13)
!21 = !DILocation(line: 11, column: 32, scope: !13)
!22 = !DILocation(line: 11, column: 50, scope: !13)
!23 = !DILocation(line: 11, column: 44, scope: !13)
!24 = !DILocation(line: 11, column: 63, scope: !13)
!25 = !DILocation(line: 11, column: 55, scope: !13)
!26 = !DILocation(line: 11, column: 25, scope: !13)
