source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { ptr, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden double @rect_area(ptr noundef %0) #0 !dbg !11 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !35, !DIExpression(), !36)
  %3 = load ptr, ptr %2, align 8, !dbg !37
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1, !dbg !38
  %5 = load double, ptr %4, align 8, !dbg !38
  %6 = load ptr, ptr %2, align 8, !dbg !39
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 2, !dbg !40
  %8 = load double, ptr %7, align 8, !dbg !40
  %9 = fmul double %5, %8, !dbg !41
  ret double %9, !dbg !42
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "rect_area", scope: !1, file: !1, line: 47, type: !12, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 39, size: 192, elements: !18)
!18 = !{!19, !33, !34}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "vt", scope: !17, file: !1, line: 40, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ShapeVt", file: !1, line: 43, size: 128, elements: !23)
!23 = !{!24, !26}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !22, file: !1, line: 44, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !22, file: !1, line: 45, baseType: !27, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DISubroutineType(types: !29)
!29 = !{!30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !17, file: !1, line: 41, baseType: !14, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !17, file: !1, line: 41, baseType: !14, size: 64, offset: 128)
!35 = !DILocalVariable(name: "s", arg: 1, scope: !11, file: !1, line: 47, type: !15)
!36 = !DILocation(line: 47, column: 45, scope: !11)
!37 = !DILocation(line: 47, column: 57, scope: !11)
!38 = !DILocation(line: 47, column: 60, scope: !11)
!39 = !DILocation(line: 47, column: 64, scope: !11)
!40 = !DILocation(line: 47, column: 67, scope: !11)
!41 = !DILocation(line: 47, column: 62, scope: !11)
!42 = !DILocation(line: 47, column: 50, scope: !11)
