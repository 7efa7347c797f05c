source_filename = "tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i64 @sum_to(i64 noundef %0, i64 noundef %1) #0 !dbg !11 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !15, !DIExpression(), !16)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !17, !DIExpression(), !18)
  %6 = load i64, ptr %4, align 8, !dbg !19
  %7 = icmp eq i64 %6, 0, !dbg !21
  br i1 %7, label %8, label %10, !dbg !22

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8, !dbg !23
  store i64 %9, ptr %3, align 8, !dbg !24
  br label %17, !dbg !24

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8, !dbg !25
  %12 = sub i64 %11, 1, !dbg !26
  %13 = load i64, ptr %5, align 8, !dbg !27
  %14 = load i64, ptr %4, align 8, !dbg !28
  %15 = add i64 %13, %14, !dbg !29
  %16 = call i64 @sum_to(i64 noundef %12, i64 noundef %15), !dbg !30
  store i64 %16, ptr %3, align 8, !dbg !31
  br label %17, !dbg !31

17:                                               ; preds = %10, %8
  %18 = load i64, ptr %3, align 8, !dbg !32
  ret i64 %18, !dbg !32
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "239e9e48052f9f1f7c421541da05374b")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 5, type: !14)
!16 = !DILocation(line: 5, column: 53, scope: !11)
!17 = !DILocalVariable(name: "acc", arg: 2, scope: !11, file: !1, line: 5, type: !14)
!18 = !DILocation(line: 5, column: 75, scope: !11)
!19 = !DILocation(line: 6, column: 9, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 6, column: 9)
!21 = !DILocation(line: 6, column: 11, scope: !20)
!22 = !DILocation(line: 6, column: 9, scope: !11)
!23 = !DILocation(line: 6, column: 24, scope: !20)
!24 = !DILocation(line: 6, column: 17, scope: !20)
!25 = !DILocation(line: 7, column: 19, scope: !11)
!26 = !DILocation(line: 7, column: 21, scope: !11)
!27 = !DILocation(line: 7, column: 26, scope: !11)
!28 = !DILocation(line: 7, column: 32, scope: !11)
!29 = !DILocation(line: 7, column: 30, scope: !11)
!30 = !DILocation(line: 7, column: 12, scope: !11)
!31 = !DILocation(line: 7, column: 5, scope: !11)
!32 = !DILocation(line: 8, column: 1, scope: !11)
