source_filename = "bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #0 !dbg !14 {
    #dbg_value(ptr %0, !27, !DIExpression(), !30)
  %2 = icmp eq ptr %0, null, !dbg !31
  br i1 %2, label %3, label %5, !dbg !33

3:                                                ; preds = %5, %1
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !34

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !35
  %7 = load ptr, ptr %6, align 8, !dbg !35, !tbaa !36
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !42
    #dbg_value(i32 %8, !28, !DIExpression(), !30)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !43
  %10 = load ptr, ptr %9, align 8, !dbg !43, !tbaa !44
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !45
    #dbg_value(i32 %11, !29, !DIExpression(), !30)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !46
  %13 = add nsw i32 %12, 1, !dbg !47
  br label %3, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bintree.c", directory: ".", checksumkind: CSK_MD5, checksum: "8fed591c91d8ce23d476cfeb89e0e3a8")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "height", scope: !1, file: !1, line: 40, type: !15, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tree", file: !1, line: 5, size: 192, elements: !20)
!20 = !{!21, !22, !23, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !19, file: !1, line: 5, baseType: !3, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !19, file: !1, line: 5, baseType: !3, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !19, file: !1, line: 5, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !19, file: !1, line: 5, baseType: !24, size: 64, offset: 128)
!26 = !{!27, !28, !29}
!27 = !DILocalVariable(name: "t", arg: 1, scope: !14, file: !1, line: 40, type: !17)
!28 = !DILocalVariable(name: "l", scope: !14, file: !1, line: 42, type: !3)
!29 = !DILocalVariable(name: "r", scope: !14, file: !1, line: 42, type: !3)
!30 = !DILocation(line: 0, scope: !14)
!31 = !DILocation(line: 41, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !14, file: !1, line: 41, column: 9)
!33 = !DILocation(line: 41, column: 9, scope: !14)
!34 = !DILocation(line: 44, column: 1, scope: !14)
!35 = !DILocation(line: 42, column: 23, scope: !14)
!36 = !{!37, !41, i64 8}
!37 = !{!"Tree", !38, i64 0, !38, i64 4, !41, i64 8, !41, i64 16}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !{!"any pointer", !39, i64 0}
!42 = !DILocation(line: 42, column: 13, scope: !14)
!43 = !DILocation(line: 42, column: 44, scope: !14)
!44 = !{!37, !41, i64 16}
!45 = !DILocation(line: 42, column: 34, scope: !14)
!46 = !DILocation(line: 43, column: 17, scope: !14)
!47 = !DILocation(line: 43, column: 14, scope: !14)
