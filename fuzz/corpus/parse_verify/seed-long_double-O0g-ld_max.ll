source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden x86_fp80 @ld_max(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 !dbg !18 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
    #dbg_declare(ptr %3, !21, !DIExpression(), !22)
  store x86_fp80 %1, ptr %4, align 16
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
  %5 = load x86_fp80, ptr %3, align 16, !dbg !25
  %6 = load x86_fp80, ptr %4, align 16, !dbg !26
  %7 = fcmp ogt x86_fp80 %5, %6, !dbg !27
  br i1 %7, label %8, label %10, !dbg !25

8:                                                ; preds = %2
  %9 = load x86_fp80, ptr %3, align 16, !dbg !28
  br label %12, !dbg !25

10:                                               ; preds = %2
  %11 = load x86_fp80, ptr %4, align 16, !dbg !29
  br label %12, !dbg !25

12:                                               ; preds = %10, %8
  %13 = phi x86_fp80 [ %9, %8 ], [ %11, %10 ], !dbg !25
  ret x86_fp80 %13, !dbg !30
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
!18 = distinct !DISubprogram(name: "ld_max", scope: !1, file: !1, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !9)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !4, !4}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !18, file: !1, line: 23, type: !4)
!22 = !DILocation(line: 23, column: 39, scope: !18)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !18, file: !1, line: 23, type: !4)
!24 = !DILocation(line: 23, column: 54, scope: !18)
!25 = !DILocation(line: 23, column: 66, scope: !18)
!26 = !DILocation(line: 23, column: 70, scope: !18)
!27 = !DILocation(line: 23, column: 68, scope: !18)
!28 = !DILocation(line: 23, column: 74, scope: !18)
!29 = !DILocation(line: 23, column: 78, scope: !18)
!30 = !DILocation(line: 23, column: 59, scope: !18)
