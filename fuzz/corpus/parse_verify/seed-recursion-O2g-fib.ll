source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define hidden fastcc i64 @fib(i32 noundef %0) unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 %0, !20, !DIExpression(), !21)
  %2 = icmp slt i32 %0, 2, !dbg !22
  br i1 %2, label %3, label %8, !dbg !23

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !24
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !25

8:                                                ; preds = %8, %1
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !20, !DIExpression(), !21)
  %11 = add nsw i32 %9, -1, !dbg !26
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !27
  %13 = add nsw i32 %9, -2, !dbg !28
  %14 = add nsw i64 %12, %10, !dbg !29
    #dbg_value(i32 %13, !20, !DIExpression(), !21)
  %15 = icmp ult i32 %9, 4, !dbg !22
  br i1 %15, label %3, label %8, !dbg !23
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
!15 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !3}
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !{!20}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 11, type: !3)
!21 = !DILocation(line: 0, scope: !15)
!22 = !DILocation(line: 11, column: 40, scope: !15)
!23 = !DILocation(line: 11, column: 38, scope: !15)
!24 = !DILocation(line: 11, column: 46, scope: !15)
!25 = !DILocation(line: 11, column: 31, scope: !15)
!26 = !DILocation(line: 11, column: 56, scope: !15)
!27 = !DILocation(line: 11, column: 50, scope: !15)
!28 = !DILocation(line: 11, column: 69, scope: !15)
!29 = !DILocation(line: 11, column: 61, scope: !15)
