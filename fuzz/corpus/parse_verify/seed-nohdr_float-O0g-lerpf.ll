source_filename = "nohdr_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden float @lerpf(float noundef %0, float noundef %1, float noundef %2) #0 !dbg !16 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !22, !DIExpression(), !23)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !24, !DIExpression(), !25)
  %7 = load float, ptr %4, align 4, !dbg !26
  %8 = load float, ptr %5, align 4, !dbg !27
  %9 = load float, ptr %4, align 4, !dbg !28
  %10 = fsub float %8, %9, !dbg !29
  %11 = load float, ptr %6, align 4, !dbg !30
  %12 = fmul float %10, %11, !dbg !31
  %13 = fadd float %7, %12, !dbg !32
  ret float %13, !dbg !33
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bd31ce25dfa075caf9afb0dcd2feccb")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "lerpf", scope: !1, file: !1, line: 22, type: !17, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !19, !19}
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 22, type: !19)
!21 = !DILocation(line: 22, column: 26, scope: !16)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !1, line: 22, type: !19)
!23 = !DILocation(line: 22, column: 35, scope: !16)
!24 = !DILocalVariable(name: "t", arg: 3, scope: !16, file: !1, line: 22, type: !19)
!25 = !DILocation(line: 22, column: 44, scope: !16)
!26 = !DILocation(line: 22, column: 56, scope: !16)
!27 = !DILocation(line: 22, column: 61, scope: !16)
!28 = !DILocation(line: 22, column: 65, scope: !16)
!29 = !DILocation(line: 22, column: 63, scope: !16)
!30 = !DILocation(line: 22, column: 70, scope: !16)
!31 = !DILocation(line: 22, column: 68, scope: !16)
!32 = !DILocation(line: 22, column: 58, scope: !16)
!33 = !DILocation(line: 22, column: 49, scope: !16)
