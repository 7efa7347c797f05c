source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.FloatBits = type { float }

; Function Attrs: noinline nounwind optnone uwtable
define hidden float @bits_float(i32 noundef %0) #0 !dbg !23 {
  %2 = alloca i32, align 4
  %3 = alloca %union.FloatBits, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
    #dbg_declare(ptr %3, !33, !DIExpression(), !38)
  %4 = load i32, ptr %2, align 4, !dbg !39
  store i32 %4, ptr %3, align 4, !dbg !40
  %5 = load float, ptr %3, align 4, !dbg !41
  ret float %5, !dbg !42
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unions.c", directory: ".", checksumkind: CSK_MD5, checksum: "da00807048f8433c81109fd47f308271")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !1, line: 9, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "K_INT", value: 0)
!7 = !DIEnumerator(name: "K_DBL", value: 1)
!8 = !DIEnumerator(name: "K_STR", value: 2)
!9 = !DIEnumerator(name: "K_PAIR", value: 3)
!10 = !{!11, !4, !12, !13}
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "bits_float", scope: !1, file: !1, line: 31, type: !24, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !28, line: 26, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !30, line: 42, baseType: !4)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!31 = !DILocalVariable(name: "u", arg: 1, scope: !23, file: !1, line: 31, type: !27)
!32 = !DILocation(line: 31, column: 34, scope: !23)
!33 = !DILocalVariable(name: "fb", scope: !23, file: !1, line: 31, type: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "FloatBits", file: !1, line: 5, size: 32, elements: !35)
!35 = !{!36, !37}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !34, file: !1, line: 5, baseType: !26, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !34, file: !1, line: 5, baseType: !27, size: 32)
!38 = !DILocation(line: 31, column: 55, scope: !23)
!39 = !DILocation(line: 31, column: 66, scope: !23)
!40 = !DILocation(line: 31, column: 64, scope: !23)
!41 = !DILocation(line: 31, column: 79, scope: !23)
!42 = !DILocation(line: 31, column: 69, scope: !23)
