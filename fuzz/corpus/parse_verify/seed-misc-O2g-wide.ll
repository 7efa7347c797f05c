source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !18, !DIExpression(), !20)
    #dbg_value(i128 %12, !19, !DIExpression(), !20)
  %13 = mul nsw i128 %12, %8, !dbg !21
  %14 = ashr i128 %8, 3, !dbg !22
  %15 = add nsw i128 %13, %14, !dbg !23
  %16 = trunc i128 %15 to i64, !dbg !24
  %17 = lshr i128 %15, 64, !dbg !24
  %18 = trunc nuw i128 %17 to i64, !dbg !24
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0, !dbg !24
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1, !dbg !24
  ret { i64, i64 } %20, !dbg !24
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!11 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "wide", scope: !1, file: !1, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 10, type: !16)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 10, type: !16)
!20 = !DILocation(line: 0, scope: !13)
!21 = !DILocation(line: 10, column: 50, scope: !13)
!22 = !DILocation(line: 10, column: 59, scope: !13)
!23 = !DILocation(line: 10, column: 54, scope: !13)
!24 = !DILocation(line: 10, column: 41, scope: !13)
