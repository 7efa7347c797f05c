source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.DList = type { %struct.DNode }
%struct.DNode = type { ptr, ptr, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @dl_init(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load ptr, ptr %2, align 8, !dbg !31
  %4 = getelementptr inbounds %struct.DList, ptr %3, i32 0, i32 0, !dbg !32
  %5 = load ptr, ptr %2, align 8, !dbg !33
  %6 = getelementptr inbounds %struct.DList, ptr %5, i32 0, i32 0, !dbg !34
  %7 = getelementptr inbounds %struct.DNode, ptr %6, i32 0, i32 1, !dbg !35
  store ptr %4, ptr %7, align 8, !dbg !36
  %8 = load ptr, ptr %2, align 8, !dbg !37
  %9 = getelementptr inbounds %struct.DList, ptr %8, i32 0, i32 0, !dbg !38
  %10 = getelementptr inbounds %struct.DNode, ptr %9, i32 0, i32 0, !dbg !39
  store ptr %4, ptr %10, align 8, !dbg !40
  ret void, !dbg !41
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8f042b81527076e83337998c39176bc")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "dl_init", scope: !1, file: !1, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DList", file: !1, line: 56, size: 192, elements: !21)
!21 = !{!22}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !20, file: !1, line: 56, baseType: !23, size: 192)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !1, line: 55, size: 192, elements: !24)
!24 = !{!25, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !23, file: !1, line: 55, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !1, line: 55, baseType: !26, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !23, file: !1, line: 55, baseType: !4, size: 64, offset: 128)
!29 = !DILocalVariable(name: "l", arg: 1, scope: !16, file: !1, line: 58, type: !19)
!30 = !DILocation(line: 58, column: 35, scope: !16)
!31 = !DILocation(line: 58, column: 71, scope: !16)
!32 = !DILocation(line: 58, column: 74, scope: !16)
!33 = !DILocation(line: 58, column: 55, scope: !16)
!34 = !DILocation(line: 58, column: 58, scope: !16)
!35 = !DILocation(line: 58, column: 63, scope: !16)
!36 = !DILocation(line: 58, column: 68, scope: !16)
!37 = !DILocation(line: 58, column: 40, scope: !16)
!38 = !DILocation(line: 58, column: 43, scope: !16)
!39 = !DILocation(line: 58, column: 48, scope: !16)
!40 = !DILocation(line: 58, column: 53, scope: !16)
!41 = !DILocation(line: 58, column: 80, scope: !16)
