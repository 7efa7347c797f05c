; ModuleID = 'tests/programs/nohdr_exitcode.c'
source_filename = "tests/programs/nohdr_exitcode.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [23 x i8] c"validation errors: %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind ssp uwtable
define noundef range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !18 {
    #dbg_value(i32 5, !21, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !26)
    #dbg_value(i32 200, !21, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !26)
    #dbg_value(i32 17, !21, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !26)
    #dbg_value(i32 -3, !21, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !26)
    #dbg_value(i32 99, !21, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !26)
    #dbg_value(i32 101, !21, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !26)
    #dbg_value(i32 100, !21, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !26)
    #dbg_value(i32 0, !21, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !26)
    #dbg_value(i32 -1, !21, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !26)
    #dbg_value(i32 1000, !21, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !26)
    #dbg_value(i32 50, !21, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !26)
    #dbg_value(i32 42, !21, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !26)
    #dbg_value(i32 77, !21, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !26)
    #dbg_value(i32 12, !21, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !26)
    #dbg_value(i32 5, !25, !DIExpression(), !26)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5), !dbg !27
  ret i32 6, !dbg !28
}

; Function Attrs: nofree nounwind
declare !dbg !29 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_exitcode.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !19, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !20)
!19 = !DISubroutineType(types: !8)
!20 = !{!21, !25}
!21 = !DILocalVariable(name: "data", scope: !18, file: !2, line: 13, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 448, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DILocalVariable(name: "e", scope: !18, file: !2, line: 14, type: !9)
!26 = !DILocation(line: 0, scope: !18)
!27 = !DILocation(line: 15, column: 5, scope: !18)
!28 = !DILocation(line: 16, column: 5, scope: !18)
!29 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !30, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(types: !31)
!31 = !{!9, !32, null}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
