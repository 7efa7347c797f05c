source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i32 @cmp_int(ptr noundef, ptr noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !32 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !39, !DIExpression(), !40)
  %5 = load ptr, ptr %4, align 8, !dbg !41
  %6 = load ptr, ptr %3, align 8, !dbg !42
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6), !dbg !43
  ret i32 %7, !dbg !44
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !12, globals: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "qsort_bsearch.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ddd383b6329763dbc4853dff17e4637")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !4, file: !1, line: 26, baseType: !9, size: 32, elements: !10)
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!5 = !DISubroutineType(types: !6)
!6 = !{!7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!11}
!11 = !DIEnumerator(name: "N", value: 500)
!12 = !{!7, !13, !14, !15, !17, !22}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "cmp_int_desc", scope: !1, file: !1, line: 12, type: !33, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !8)
!33 = !DISubroutineType(types: !34)
!34 = !{!7, !35, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!37 = !DILocalVariable(name: "a", arg: 1, scope: !32, file: !1, line: 12, type: !35)
!38 = !DILocation(line: 12, column: 37, scope: !32)
!39 = !DILocalVariable(name: "b", arg: 2, scope: !32, file: !1, line: 12, type: !35)
!40 = !DILocation(line: 12, column: 52, scope: !32)
!41 = !DILocation(line: 12, column: 72, scope: !32)
!42 = !DILocation(line: 12, column: 75, scope: !32)
!43 = !DILocation(line: 12, column: 64, scope: !32)
!44 = !DILocation(line: 12, column: 57, scope: !32)
