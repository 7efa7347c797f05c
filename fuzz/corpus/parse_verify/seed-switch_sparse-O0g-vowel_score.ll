source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @vowel_score(i8 noundef signext %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !18, !DIExpression(), !19)
  %4 = load i8, ptr %3, align 1, !dbg !20
  %5 = sext i8 %4 to i32, !dbg !20
  switch i32 %5, label %13 [
    i32 97, label %6
    i32 65, label %6
    i32 101, label %7
    i32 69, label %7
    i32 105, label %8
    i32 73, label %8
    i32 111, label %9
    i32 79, label %9
    i32 117, label %10
    i32 85, label %10
    i32 32, label %11
    i32 33, label %12
  ], !dbg !21

6:                                                ; preds = %1, %1
  store i32 1, ptr %2, align 4, !dbg !22
  br label %14, !dbg !22

7:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4, !dbg !24
  br label %14, !dbg !24

8:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4, !dbg !25
  br label %14, !dbg !25

9:                                                ; preds = %1, %1
  store i32 4, ptr %2, align 4, !dbg !26
  br label %14, !dbg !26

10:                                               ; preds = %1, %1
  store i32 5, ptr %2, align 4, !dbg !27
  br label %14, !dbg !27

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !28
  br label %14, !dbg !28

12:                                               ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !29
  br label %14, !dbg !29

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !30
  br label %14, !dbg !30

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6
  %15 = load i32, ptr %2, align 4, !dbg !31
  ret i32 %15, !dbg !31
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
!13 = distinct !DISubprogram(name: "vowel_score", scope: !1, file: !1, line: 34, type: !14, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !DILocalVariable(name: "c", arg: 1, scope: !13, file: !1, line: 34, type: !17)
!19 = !DILocation(line: 34, column: 29, scope: !13)
!20 = !DILocation(line: 35, column: 13, scope: !13)
!21 = !DILocation(line: 35, column: 5, scope: !13)
!22 = !DILocation(line: 36, column: 25, scope: !23)
!23 = distinct !DILexicalBlock(scope: !13, file: !1, line: 35, column: 16)
!24 = !DILocation(line: 37, column: 25, scope: !23)
!25 = !DILocation(line: 38, column: 25, scope: !23)
!26 = !DILocation(line: 39, column: 25, scope: !23)
!27 = !DILocation(line: 40, column: 25, scope: !23)
!28 = !DILocation(line: 41, column: 15, scope: !23)
!29 = !DILocation(line: 42, column: 15, scope: !23)
!30 = !DILocation(line: 43, column: 14, scope: !23)
!31 = !DILocation(line: 45, column: 1, scope: !13)
