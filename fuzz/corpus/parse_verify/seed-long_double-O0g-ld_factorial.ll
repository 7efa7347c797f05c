source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden x86_fp80 @ld_factorial(i32 noundef %0) #0 !dbg !18 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
  store x86_fp80 0xK3FFF8000000000000000, ptr %3, align 16, !dbg !24
    #dbg_declare(ptr %4, !25, !DIExpression(), !27)
  store i32 2, ptr %4, align 4, !dbg !27
  br label %5, !dbg !28

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4, !dbg !29
  %7 = load i32, ptr %2, align 4, !dbg !31
  %8 = icmp sle i32 %6, %7, !dbg !32
  br i1 %8, label %9, label %17, !dbg !33

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !34
  %11 = sitofp i32 %10 to x86_fp80, !dbg !34
  %12 = load x86_fp80, ptr %3, align 16, !dbg !35
  %13 = fmul x86_fp80 %12, %11, !dbg !35
  store x86_fp80 %13, ptr %3, align 16, !dbg !35
  br label %14, !dbg !36

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !37
  %16 = add nsw i32 %15, 1, !dbg !37
  store i32 %16, ptr %4, align 4, !dbg !37
  br label %5, !dbg !38, !llvm.loop !39

17:                                               ; preds = %5
  %18 = load x86_fp80, ptr %3, align 16, !dbg !42
  ret x86_fp80 %18, !dbg !43
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "064de09ed30378e589f2d785b839e013")
!2 = !{!3, !4, !5, !6, !7, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "ld_factorial", scope: !1, file: !1, line: 5, type: !19, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !9)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !6}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !18, file: !1, line: 5, type: !6)
!22 = !DILocation(line: 5, column: 37, scope: !18)
!23 = !DILocalVariable(name: "r", scope: !18, file: !1, line: 6, type: !4)
!24 = !DILocation(line: 6, column: 17, scope: !18)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 7, type: !6)
!26 = distinct !DILexicalBlock(scope: !18, file: !1, line: 7, column: 5)
!27 = !DILocation(line: 7, column: 14, scope: !26)
!28 = !DILocation(line: 7, column: 10, scope: !26)
!29 = !DILocation(line: 7, column: 21, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 7, column: 5)
!31 = !DILocation(line: 7, column: 26, scope: !30)
!32 = !DILocation(line: 7, column: 23, scope: !30)
!33 = !DILocation(line: 7, column: 5, scope: !26)
!34 = !DILocation(line: 7, column: 39, scope: !30)
!35 = !DILocation(line: 7, column: 36, scope: !30)
!36 = !DILocation(line: 7, column: 34, scope: !30)
!37 = !DILocation(line: 7, column: 30, scope: !30)
!38 = !DILocation(line: 7, column: 5, scope: !30)
!39 = distinct !{!39, !33, !40, !41}
!40 = !DILocation(line: 7, column: 39, scope: !26)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 8, column: 12, scope: !18)
!43 = !DILocation(line: 8, column: 5, scope: !18)
