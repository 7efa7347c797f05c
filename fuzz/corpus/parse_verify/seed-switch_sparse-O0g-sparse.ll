source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @sparse(i32 noundef %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !17, !DIExpression(), !18)
  %4 = load i32, ptr %3, align 4, !dbg !19
  switch i32 %4, label %15 [
    i32 -1000000, label %5
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ], !dbg !20

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !21
  br label %16, !dbg !21

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !23
  br label %16, !dbg !23

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !24
  br label %16, !dbg !24

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !25
  br label %16, !dbg !25

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !26
  br label %16, !dbg !26

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4, !dbg !27
  br label %16, !dbg !27

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4, !dbg !28
  br label %16, !dbg !28

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4, !dbg !29
  br label %16, !dbg !29

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4, !dbg !30
  br label %16, !dbg !30

14:                                               ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !31
  br label %16, !dbg !31

15:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !32
  br label %16, !dbg !32

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i32, ptr %2, align 4, !dbg !33
  ret i32 %17, !dbg !33
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
!13 = distinct !DISubprogram(name: "sparse", scope: !1, file: !1, line: 4, type: !14, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !1, line: 4, type: !16)
!18 = !DILocation(line: 4, column: 23, scope: !13)
!19 = !DILocation(line: 5, column: 13, scope: !13)
!20 = !DILocation(line: 5, column: 5, scope: !13)
!21 = !DILocation(line: 6, column: 20, scope: !22)
!22 = distinct !DILexicalBlock(scope: !13, file: !1, line: 5, column: 16)
!23 = !DILocation(line: 7, column: 15, scope: !22)
!24 = !DILocation(line: 8, column: 13, scope: !22)
!25 = !DILocation(line: 9, column: 15, scope: !22)
!26 = !DILocation(line: 10, column: 16, scope: !22)
!27 = !DILocation(line: 11, column: 16, scope: !22)
!28 = !DILocation(line: 12, column: 17, scope: !22)
!29 = !DILocation(line: 13, column: 18, scope: !22)
!30 = !DILocation(line: 14, column: 21, scope: !22)
!31 = !DILocation(line: 15, column: 22, scope: !22)
!32 = !DILocation(line: 16, column: 14, scope: !22)
!33 = !DILocation(line: 18, column: 1, scope: !13)
