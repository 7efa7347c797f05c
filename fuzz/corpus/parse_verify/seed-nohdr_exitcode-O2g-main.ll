source_filename = "nohdr_exitcode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = external hidden unnamed_addr constant [23 x i8], align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 5, !22, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !27)
    #dbg_value(i32 200, !22, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !27)
    #dbg_value(i32 17, !22, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !27)
    #dbg_value(i32 -3, !22, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !27)
    #dbg_value(i32 99, !22, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !27)
    #dbg_value(i32 101, !22, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !27)
    #dbg_value(i32 100, !22, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !27)
    #dbg_value(i32 0, !22, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !27)
    #dbg_value(i32 -1, !22, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !27)
    #dbg_value(i32 1000, !22, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !27)
    #dbg_value(i32 50, !22, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !27)
    #dbg_value(i32 42, !22, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !27)
    #dbg_value(i32 77, !22, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !27)
    #dbg_value(i32 12, !22, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !27)
    #dbg_value(i32 5, !26, !DIExpression(), !27)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5), !dbg !28
  ret i32 6, !dbg !29
}

; Function Attrs: nofree nounwind
declare !dbg !30 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nohdr_exitcode.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd8ccba4af0f5e2162ba98f9e4489a4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !20, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !21)
!20 = !DISubroutineType(types: !8)
!21 = !{!22, !26}
!22 = !DILocalVariable(name: "data", scope: !19, file: !2, line: 13, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 448, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DILocalVariable(name: "e", scope: !19, file: !2, line: 14, type: !9)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 15, column: 5, scope: !19)
!29 = !DILocation(line: 16, column: 5, scope: !19)
!30 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{!9, !33, null}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
