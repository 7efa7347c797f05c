source_filename = "bintree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tree = type { i32, i32, ptr, ptr }

; Function Attrs: noinline optnone uwtable
define hidden void @destroy(ptr noundef %0) #0 !dbg !14 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  %3 = load ptr, ptr %2, align 8, !dbg !26
  %4 = icmp ne ptr %3, null, !dbg !26
  br i1 %4, label %6, label %5, !dbg !28

5:                                                ; preds = %1
  br label %14, !dbg !29

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !30
  %8 = getelementptr inbounds %struct.Tree, ptr %7, i32 0, i32 2, !dbg !31
  %9 = load ptr, ptr %8, align 8, !dbg !31
  call void @destroy(ptr noundef %9), !dbg !32
  %10 = load ptr, ptr %2, align 8, !dbg !33
  %11 = getelementptr inbounds %struct.Tree, ptr %10, i32 0, i32 3, !dbg !34
  %12 = load ptr, ptr %11, align 8, !dbg !34
  call void @destroy(ptr noundef %12), !dbg !35
  %13 = load ptr, ptr %2, align 8, !dbg !36
  call void @free(ptr noundef %13) #2, !dbg !37
  br label %14, !dbg !38

14:                                               ; preds = %6, %5
  ret void, !dbg !38
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !5, splitDebugInlining: false, nameTableKind: None)
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
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "destroy", scope: !1, file: !1, line: 68, type: !15, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tree", file: !1, line: 5, size: 192, elements: !19)
!19 = !{!20, !21, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !18, file: !1, line: 5, baseType: !3, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !18, file: !1, line: 5, baseType: !3, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !18, file: !1, line: 5, baseType: !17, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !18, file: !1, line: 5, baseType: !17, size: 64, offset: 128)
!24 = !DILocalVariable(name: "t", arg: 1, scope: !14, file: !1, line: 68, type: !17)
!25 = !DILocation(line: 68, column: 34, scope: !14)
!26 = !DILocation(line: 69, column: 10, scope: !27)
!27 = distinct !DILexicalBlock(scope: !14, file: !1, line: 69, column: 9)
!28 = !DILocation(line: 69, column: 9, scope: !14)
!29 = !DILocation(line: 69, column: 13, scope: !27)
!30 = !DILocation(line: 70, column: 13, scope: !14)
!31 = !DILocation(line: 70, column: 16, scope: !14)
!32 = !DILocation(line: 70, column: 5, scope: !14)
!33 = !DILocation(line: 71, column: 13, scope: !14)
!34 = !DILocation(line: 71, column: 16, scope: !14)
!35 = !DILocation(line: 71, column: 5, scope: !14)
!36 = !DILocation(line: 72, column: 10, scope: !14)
!37 = !DILocation(line: 72, column: 5, scope: !14)
!38 = !DILocation(line: 73, column: 1, scope: !14)
