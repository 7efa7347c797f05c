source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
declare hidden fastcc i32 @hofstadter_f(i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #0 !dbg !13 {
    #dbg_value(i32 %0, !18, !DIExpression(), !19)
  %2 = icmp eq i32 %0, 0, !dbg !20
  br i1 %2, label %3, label %5, !dbg !21

3:                                                ; preds = %5, %1
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !22

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !23
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6), !dbg !24
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7), !dbg !25
  %9 = sub nsw i32 %0, %8, !dbg !26
  br label %3, !dbg !22
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
!13 = distinct !DISubprogram(name: "hofstadter_m", scope: !1, file: !1, line: 16, type: !14, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 16, type: !16)
!19 = !DILocation(line: 0, scope: !13)
!20 = !DILocation(line: 16, column: 43, scope: !13)
!21 = !DILocation(line: 16, column: 41, scope: !13)
!22 = !DILocation(line: 16, column: 34, scope: !13)
!23 = !DILocation(line: 16, column: 86, scope: !13)
!24 = !DILocation(line: 16, column: 71, scope: !13)
!25 = !DILocation(line: 16, column: 58, scope: !13)
!26 = !DILocation(line: 16, column: 56, scope: !13)
