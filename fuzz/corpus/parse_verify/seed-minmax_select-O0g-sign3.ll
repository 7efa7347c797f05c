source_filename = "minmax_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @sign3(i64 noundef %0, i64 noundef %1) #0 !dbg !22 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  %5 = load i64, ptr %3, align 8, !dbg !30
  %6 = load i64, ptr %4, align 8, !dbg !31
  %7 = icmp sgt i64 %5, %6, !dbg !32
  %8 = zext i1 %7 to i32, !dbg !32
  %9 = load i64, ptr %3, align 8, !dbg !33
  %10 = load i64, ptr %4, align 8, !dbg !34
  %11 = icmp slt i64 %9, %10, !dbg !35
  %12 = zext i1 %11 to i32, !dbg !35
  %13 = sub nsw i32 %8, %12, !dbg !36
  ret i32 %13, !dbg !37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !13, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee7c03eeef6a4ee2b4cc649b44e1748d")
!2 = !{!3, !8, !9, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !4, line: 26, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !6, line: 42, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !4, line: 24, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !6, line: 38, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "sign3", scope: !1, file: !1, line: 12, type: !23, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !8, !8}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !1, line: 12, type: !8)
!27 = !DILocation(line: 12, column: 28, scope: !22)
!28 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !1, line: 12, type: !8)
!29 = !DILocation(line: 12, column: 41, scope: !22)
!30 = !DILocation(line: 12, column: 54, scope: !22)
!31 = !DILocation(line: 12, column: 58, scope: !22)
!32 = !DILocation(line: 12, column: 56, scope: !22)
!33 = !DILocation(line: 12, column: 64, scope: !22)
!34 = !DILocation(line: 12, column: 68, scope: !22)
!35 = !DILocation(line: 12, column: 66, scope: !22)
!36 = !DILocation(line: 12, column: 61, scope: !22)
!37 = !DILocation(line: 12, column: 46, scope: !22)
