source_filename = "float_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden double @newton_sqrt(double noundef %0) #0 !dbg !14 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
    #dbg_declare(ptr %3, !19, !DIExpression(), !20)
  %5 = load double, ptr %2, align 8, !dbg !21
  store double %5, ptr %3, align 8, !dbg !20
    #dbg_declare(ptr %4, !22, !DIExpression(), !25)
  store i32 0, ptr %4, align 4, !dbg !25
  br label %6, !dbg !26

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4, !dbg !27
  %8 = icmp slt i32 %7, 30, !dbg !29
  br i1 %8, label %9, label %19, !dbg !30

9:                                                ; preds = %6
  %10 = load double, ptr %3, align 8, !dbg !31
  %11 = load double, ptr %2, align 8, !dbg !32
  %12 = load double, ptr %3, align 8, !dbg !33
  %13 = fdiv double %11, %12, !dbg !34
  %14 = fadd double %10, %13, !dbg !35
  %15 = fmul double 5.000000e-01, %14, !dbg !36
  store double %15, ptr %3, align 8, !dbg !37
  br label %16, !dbg !38

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4, !dbg !39
  %18 = add nsw i32 %17, 1, !dbg !39
  store i32 %18, ptr %4, align 4, !dbg !39
  br label %6, !dbg !40, !llvm.loop !41

19:                                               ; preds = %6
  %20 = load double, ptr %3, align 8, !dbg !44
  ret double %20, !dbg !45
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c6beb0acd0038410471044bad8032c0")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !{}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "newton_sqrt", scope: !1, file: !1, line: 20, type: !15, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!4, !4}
!17 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !1, line: 20, type: !4)
!18 = !DILocation(line: 20, column: 34, scope: !14)
!19 = !DILocalVariable(name: "x", scope: !14, file: !1, line: 21, type: !4)
!20 = !DILocation(line: 21, column: 12, scope: !14)
!21 = !DILocation(line: 21, column: 16, scope: !14)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 22, type: !24)
!23 = distinct !DILexicalBlock(scope: !14, file: !1, line: 22, column: 5)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocation(line: 22, column: 14, scope: !23)
!26 = !DILocation(line: 22, column: 10, scope: !23)
!27 = !DILocation(line: 22, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !23, file: !1, line: 22, column: 5)
!29 = !DILocation(line: 22, column: 23, scope: !28)
!30 = !DILocation(line: 22, column: 5, scope: !23)
!31 = !DILocation(line: 22, column: 45, scope: !28)
!32 = !DILocation(line: 22, column: 49, scope: !28)
!33 = !DILocation(line: 22, column: 53, scope: !28)
!34 = !DILocation(line: 22, column: 51, scope: !28)
!35 = !DILocation(line: 22, column: 47, scope: !28)
!36 = !DILocation(line: 22, column: 42, scope: !28)
!37 = !DILocation(line: 22, column: 36, scope: !28)
!38 = !DILocation(line: 22, column: 34, scope: !28)
!39 = !DILocation(line: 22, column: 30, scope: !28)
!40 = !DILocation(line: 22, column: 5, scope: !28)
!41 = distinct !{!41, !30, !42, !43}
!42 = !DILocation(line: 22, column: 54, scope: !23)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 23, column: 12, scope: !14)
!45 = !DILocation(line: 23, column: 5, scope: !14)
