source_filename = "tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @collatz_len(i64 noundef %0, i32 noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !16, !DIExpression(), !17)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !18, !DIExpression(), !19)
  %6 = load i64, ptr %4, align 8, !dbg !20
  %7 = icmp eq i64 %6, 1, !dbg !22
  br i1 %7, label %8, label %10, !dbg !23

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !24
  store i32 %9, ptr %3, align 4, !dbg !25
  br label %26, !dbg !25

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8, !dbg !26
  %12 = urem i64 %11, 2, !dbg !27
  %13 = icmp ne i64 %12, 0, !dbg !27
  br i1 %13, label %14, label %18, !dbg !26

14:                                               ; preds = %10
  %15 = load i64, ptr %4, align 8, !dbg !28
  %16 = mul i64 3, %15, !dbg !29
  %17 = add i64 %16, 1, !dbg !30
  br label %21, !dbg !26

18:                                               ; preds = %10
  %19 = load i64, ptr %4, align 8, !dbg !31
  %20 = udiv i64 %19, 2, !dbg !32
  br label %21, !dbg !26

21:                                               ; preds = %18, %14
  %22 = phi i64 [ %17, %14 ], [ %20, %18 ], !dbg !26
  %23 = load i32, ptr %5, align 4, !dbg !33
  %24 = add i32 %23, 1, !dbg !34
  %25 = call i32 @collatz_len(i64 noundef %22, i32 noundef %24), !dbg !35
  store i32 %25, ptr %3, align 4, !dbg !36
  br label %26, !dbg !36

26:                                               ; preds = %21, %8
  %27 = load i32, ptr %3, align 4, !dbg !37
  ret i32 %27, !dbg !37
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
!11 = distinct !DISubprogram(name: "collatz_len", scope: !1, file: !1, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15, !14}
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 16, type: !15)
!17 = !DILocation(line: 16, column: 48, scope: !11)
!18 = !DILocalVariable(name: "len", arg: 2, scope: !11, file: !1, line: 16, type: !14)
!19 = !DILocation(line: 16, column: 60, scope: !11)
!20 = !DILocation(line: 17, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 17, column: 9)
!22 = !DILocation(line: 17, column: 11, scope: !21)
!23 = !DILocation(line: 17, column: 9, scope: !11)
!24 = !DILocation(line: 17, column: 24, scope: !21)
!25 = !DILocation(line: 17, column: 17, scope: !21)
!26 = !DILocation(line: 18, column: 24, scope: !11)
!27 = !DILocation(line: 18, column: 26, scope: !11)
!28 = !DILocation(line: 18, column: 36, scope: !11)
!29 = !DILocation(line: 18, column: 34, scope: !11)
!30 = !DILocation(line: 18, column: 38, scope: !11)
!31 = !DILocation(line: 18, column: 44, scope: !11)
!32 = !DILocation(line: 18, column: 46, scope: !11)
!33 = !DILocation(line: 18, column: 51, scope: !11)
!34 = !DILocation(line: 18, column: 55, scope: !11)
!35 = !DILocation(line: 18, column: 12, scope: !11)
!36 = !DILocation(line: 18, column: 5, scope: !11)
!37 = !DILocation(line: 19, column: 1, scope: !11)
