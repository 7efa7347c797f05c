source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sel(double noundef %0, double noundef %1) #0 !dbg !13 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !17, !DIExpression(), !18)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !19, !DIExpression(), !20)
  %5 = load double, ptr %3, align 8, !dbg !21
  %6 = load double, ptr %4, align 8, !dbg !22
  %7 = fcmp olt double %5, %6, !dbg !23
  br i1 %7, label %8, label %10, !dbg !21

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !24
  br label %12, !dbg !21

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !25
  br label %12, !dbg !21

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !21
  ret double %13, !dbg !26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "83a3788b500fccc4cd4dce999205f4e8")
!2 = !{!3}
!3 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "sel", scope: !1, file: !1, line: 21, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 21, type: !16)
!18 = !DILocation(line: 21, column: 19, scope: !13)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 21, type: !16)
!20 = !DILocation(line: 21, column: 29, scope: !13)
!21 = !DILocation(line: 21, column: 41, scope: !13)
!22 = !DILocation(line: 21, column: 45, scope: !13)
!23 = !DILocation(line: 21, column: 43, scope: !13)
!24 = !DILocation(line: 21, column: 49, scope: !13)
!25 = !DILocation(line: 21, column: 53, scope: !13)
!26 = !DILocation(line: 21, column: 34, scope: !13)
