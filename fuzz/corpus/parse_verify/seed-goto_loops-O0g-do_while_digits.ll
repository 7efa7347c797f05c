source_filename = "goto_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @do_while_digits(i32 noundef %0) #0 !dbg !11 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !19)
  store i32 0, ptr %3, align 4, !dbg !19
  br label %4, !dbg !20

4:                                                ; preds = %9, %1
  %5 = load i32, ptr %3, align 4, !dbg !21
  %6 = add nsw i32 %5, 1, !dbg !21
  store i32 %6, ptr %3, align 4, !dbg !21
  %7 = load i32, ptr %2, align 4, !dbg !23
  %8 = udiv i32 %7, 10, !dbg !23
  store i32 %8, ptr %2, align 4, !dbg !23
  br label %9, !dbg !24

9:                                                ; preds = %4
  %10 = load i32, ptr %2, align 4, !dbg !25
  %11 = icmp ne i32 %10, 0, !dbg !24
  br i1 %11, label %4, label %12, !dbg !24, !llvm.loop !26

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4, !dbg !29
  ret i32 %13, !dbg !30
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "goto_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e85e3962f964f519820054481c7b52e")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "do_while_digits", scope: !1, file: !1, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DILocalVariable(name: "x", arg: 1, scope: !11, file: !1, line: 44, type: !15)
!17 = !DILocation(line: 44, column: 37, scope: !11)
!18 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 45, type: !14)
!19 = !DILocation(line: 45, column: 9, scope: !11)
!20 = !DILocation(line: 46, column: 5, scope: !11)
!21 = !DILocation(line: 46, column: 11, scope: !22)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 46, column: 8)
!23 = !DILocation(line: 46, column: 17, scope: !22)
!24 = !DILocation(line: 46, column: 24, scope: !22)
!25 = !DILocation(line: 46, column: 33, scope: !11)
!26 = distinct !{!26, !20, !27, !28}
!27 = !DILocation(line: 46, column: 34, scope: !11)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !DILocation(line: 47, column: 12, scope: !11)
!30 = !DILocation(line: 47, column: 5, scope: !11)
