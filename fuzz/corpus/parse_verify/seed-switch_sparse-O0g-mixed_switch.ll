source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @mixed_switch(i32 noundef %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !16, !DIExpression(), !17)
  %4 = load i32, ptr %3, align 4, !dbg !18
  switch i32 %4, label %13 [
    i32 1, label %5
    i32 2, label %5
    i32 3, label %5
    i32 4, label %5
    i32 1000, label %8
    i32 1001, label %8
    i32 1002, label %8
    i32 -559038737, label %11
    i32 50000, label %12
  ], !dbg !19

5:                                                ; preds = %1, %1, %1, %1
  %6 = load i32, ptr %3, align 4, !dbg !20
  %7 = mul i32 %6, 10, !dbg !22
  store i32 %7, ptr %2, align 4, !dbg !23
  br label %21, !dbg !23

8:                                                ; preds = %1, %1, %1
  %9 = load i32, ptr %3, align 4, !dbg !24
  %10 = add i32 %9, 7, !dbg !25
  store i32 %10, ptr %2, align 4, !dbg !26
  br label %21, !dbg !26

11:                                               ; preds = %1
  store i32 42, ptr %2, align 4, !dbg !27
  br label %21, !dbg !27

12:                                               ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !28
  br label %21, !dbg !28

13:                                               ; preds = %1
  %14 = load i32, ptr %3, align 4, !dbg !29
  %15 = icmp ugt i32 %14, 500, !dbg !31
  br i1 %15, label %16, label %19, !dbg !32

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4, !dbg !33
  %18 = udiv i32 %17, 3, !dbg !34
  store i32 %18, ptr %2, align 4, !dbg !35
  br label %21, !dbg !35

19:                                               ; preds = %13
  %20 = load i32, ptr %3, align 4, !dbg !36
  store i32 %20, ptr %2, align 4, !dbg !37
  br label %21, !dbg !37

21:                                               ; preds = %19, %16, %12, %11, %8, %5
  %22 = load i32, ptr %2, align 4, !dbg !38
  ret i32 %22, !dbg !38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_sparse.c", directory: ".", checksumkind: CSK_MD5, checksum: "3804ac26d15240d413ca5ad0dee0a760")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "mixed_switch", scope: !1, file: !1, line: 47, type: !14, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !1, line: 47, type: !3)
!17 = !DILocation(line: 47, column: 39, scope: !13)
!18 = !DILocation(line: 48, column: 13, scope: !13)
!19 = !DILocation(line: 48, column: 5, scope: !13)
!20 = !DILocation(line: 49, column: 44, scope: !21)
!21 = distinct !DILexicalBlock(scope: !13, file: !1, line: 48, column: 16)
!22 = !DILocation(line: 49, column: 46, scope: !21)
!23 = !DILocation(line: 49, column: 37, scope: !21)
!24 = !DILocation(line: 50, column: 45, scope: !21)
!25 = !DILocation(line: 50, column: 47, scope: !21)
!26 = !DILocation(line: 50, column: 38, scope: !21)
!27 = !DILocation(line: 51, column: 22, scope: !21)
!28 = !DILocation(line: 52, column: 17, scope: !21)
!29 = !DILocation(line: 54, column: 13, scope: !30)
!30 = distinct !DILexicalBlock(scope: !21, file: !1, line: 54, column: 13)
!31 = !DILocation(line: 54, column: 15, scope: !30)
!32 = !DILocation(line: 54, column: 13, scope: !21)
!33 = !DILocation(line: 54, column: 29, scope: !30)
!34 = !DILocation(line: 54, column: 31, scope: !30)
!35 = !DILocation(line: 54, column: 22, scope: !30)
!36 = !DILocation(line: 55, column: 16, scope: !21)
!37 = !DILocation(line: 55, column: 9, scope: !21)
!38 = !DILocation(line: 57, column: 1, scope: !13)
