source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asmf(i32 noundef %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
    #dbg_declare(ptr %3, !19, !DIExpression(), !20)
  %4 = load i32, ptr %2, align 4, !dbg !21
  %5 = call i32 asm "mov $1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %4) #1, !dbg !22, !srcloc !23
  store i32 %5, ptr %3, align 4, !dbg !22
  %6 = load i32, ptr %3, align 4, !dbg !24
  ret i32 %6, !dbg !25
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind memory(none) }

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
!13 = distinct !DISubprogram(name: "asmf", scope: !1, file: !1, line: 15, type: !14, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !1, line: 15, type: !16)
!18 = !DILocation(line: 15, column: 14, scope: !13)
!19 = !DILocalVariable(name: "y", scope: !13, file: !1, line: 15, type: !16)
!20 = !DILocation(line: 15, column: 23, scope: !13)
!21 = !DILocation(line: 15, column: 63, scope: !13)
!22 = !DILocation(line: 15, column: 26, scope: !13)
!23 = !{i64 1059}
!24 = !DILocation(line: 15, column: 75, scope: !13)
!25 = !DILocation(line: 15, column: 68, scope: !13)
