source_filename = "bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 !dbg !22 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !30, !DIExpression(), !31)
  %5 = load i64, ptr %3, align 8, !dbg !32
  %6 = load i32, ptr %4, align 4, !dbg !33
  %7 = and i32 %6, 63, !dbg !34
  %8 = zext i32 %7 to i64, !dbg !35
  %9 = lshr i64 %5, %8, !dbg !35
  %10 = load i64, ptr %3, align 8, !dbg !36
  %11 = load i32, ptr %4, align 4, !dbg !37
  %12 = sub i32 64, %11, !dbg !38
  %13 = and i32 %12, 63, !dbg !39
  %14 = zext i32 %13 to i64, !dbg !40
  %15 = shl i64 %10, %14, !dbg !40
  %16 = or i64 %9, %15, !dbg !41
  ret i64 %16, !dbg !42
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !13, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "2604929e5ea36d43fba853a6be050cec")
!2 = !{!3, !4, !5, !6, !10}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !7, line: 26, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !5)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !7, line: 25, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !9, line: 40, baseType: !12)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !{}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "rotr64", scope: !1, file: !1, line: 6, type: !23, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !5}
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocalVariable(name: "x", arg: 1, scope: !22, file: !1, line: 6, type: !25)
!29 = !DILocation(line: 6, column: 33, scope: !22)
!30 = !DILocalVariable(name: "r", arg: 2, scope: !22, file: !1, line: 6, type: !5)
!31 = !DILocation(line: 6, column: 45, scope: !22)
!32 = !DILocation(line: 6, column: 58, scope: !22)
!33 = !DILocation(line: 6, column: 64, scope: !22)
!34 = !DILocation(line: 6, column: 66, scope: !22)
!35 = !DILocation(line: 6, column: 60, scope: !22)
!36 = !DILocation(line: 6, column: 76, scope: !22)
!37 = !DILocation(line: 6, column: 88, scope: !22)
!38 = !DILocation(line: 6, column: 86, scope: !22)
!39 = !DILocation(line: 6, column: 91, scope: !22)
!40 = !DILocation(line: 6, column: 78, scope: !22)
!41 = !DILocation(line: 6, column: 73, scope: !22)
!42 = !DILocation(line: 6, column: 50, scope: !22)
