; ModuleID = 'tests/programs/nohdr_exitcode.c'
source_filename = "tests/programs/nohdr_exitcode.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"validation errors: %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !20 {
    #dbg_value(i32 5, !23, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !28)
    #dbg_value(i32 200, !23, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !28)
    #dbg_value(i32 17, !23, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !28)
    #dbg_value(i32 -3, !23, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !28)
    #dbg_value(i32 99, !23, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !28)
    #dbg_value(i32 101, !23, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !28)
    #dbg_value(i32 100, !23, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !28)
    #dbg_value(i32 0, !23, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !28)
    #dbg_value(i32 -1, !23, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !28)
    #dbg_value(i32 1000, !23, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !28)
    #dbg_value(i32 50, !23, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !28)
    #dbg_value(i32 42, !23, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !28)
    #dbg_value(i32 77, !23, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !28)
    #dbg_value(i32 12, !23, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !28)
    #dbg_value(i32 5, !27, !DIExpression(), !28)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5), !dbg !29
  ret i32 6, !dbg !30
}

; Function Attrs: nofree nounwind
declare !dbg !31 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_exitcode.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd8ccba4af0f5e2162ba98f9e4489a4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!17 = !{i32 7, !"frame-pointer", i32 1}
!18 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !22)
!21 = !DISubroutineType(types: !8)
!22 = !{!23, !27}
!23 = !DILocalVariable(name: "data", scope: !20, file: !2, line: 13, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 448, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DILocalVariable(name: "e", scope: !20, file: !2, line: 14, type: !9)
!28 = !DILocation(line: 0, scope: !20)
!29 = !DILocation(line: 15, column: 5, scope: !20)
!30 = !DILocation(line: 16, column: 5, scope: !20)
!31 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(types: !33)
!33 = !{!9, !34, null}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
