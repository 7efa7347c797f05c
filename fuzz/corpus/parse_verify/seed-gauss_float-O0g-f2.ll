source_filename = "gauss_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden double @f2(double noundef %0) #0 !dbg !13 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
  %3 = load double, ptr %2, align 8, !dbg !18
  %4 = load double, ptr %2, align 8, !dbg !19
  %5 = fmul double %3, %4, !dbg !20
  %6 = fadd double 1.000000e+00, %5, !dbg !21
  %7 = fdiv double 1.000000e+00, %6, !dbg !22
  ret double %7, !dbg !23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gauss_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "4510fa77ded7d81345850113f3e44fb2")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 29, type: !14, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !1, line: 29, type: !3)
!17 = !DILocation(line: 29, column: 25, scope: !13)
!18 = !DILocation(line: 29, column: 50, scope: !13)
!19 = !DILocation(line: 29, column: 54, scope: !13)
!20 = !DILocation(line: 29, column: 52, scope: !13)
!21 = !DILocation(line: 29, column: 48, scope: !13)
!22 = !DILocation(line: 29, column: 41, scope: !13)
!23 = !DILocation(line: 29, column: 30, scope: !13)
