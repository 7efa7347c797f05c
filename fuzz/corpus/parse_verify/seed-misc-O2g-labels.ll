source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@labels.t = external hidden unnamed_addr constant [2 x ptr], align 16, !dbg !0
@counter = external hidden global i32, align 4, !dbg !12

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef ptr @labels(i32 noundef %0) #0 !dbg !2 {
    #dbg_value(i32 %0, !15, !DIExpression(), !29)
  %2 = sext i32 %0 to i64, !dbg !30
  %3 = getelementptr inbounds [2 x ptr], ptr @labels.t, i64 0, i64 %2, !dbg !30
  %4 = load ptr, ptr %3, align 8, !dbg !30, !tbaa !31
  indirectbr ptr %4, [label %6, label %5]

5:                                                ; preds = %1
    #dbg_label(!17, !35)
  br label %6, !dbg !36

6:                                                ; preds = %5, %1
  %7 = phi ptr [ @counter, %5 ], [ null, %1 ], !dbg !37
  ret ptr %7, !dbg !38
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 13, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "labels", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !14)
!3 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "83a3788b500fccc4cd4dce999205f4e8")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !11, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10}
!10 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "counter", scope: !8, file: !3, line: 4, type: !7, isLocal: true, isDefinition: true)
!14 = !{!15, !16, !17}
!15 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 13, type: !7)
!16 = !DILabel(scope: !2, name: "a", file: !3, line: 13)
!17 = !DILabel(scope: !2, name: "b", file: !3, line: 13)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = !DILocation(line: 0, scope: !2)
!30 = !DILocation(line: 13, column: 62, scope: !2)
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 13, column: 81, scope: !2)
!36 = !DILocation(line: 13, column: 84, scope: !2)
!37 = !DILocation(line: 13, scope: !2)
!38 = !DILocation(line: 13, column: 101, scope: !2)
