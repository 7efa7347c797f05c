source_filename = "bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @popcount_manual(i64 noundef %0) #0 !dbg !22 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(), !31)
  store i32 0, ptr %3, align 4, !dbg !31
  br label %4, !dbg !32

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8, !dbg !33
  %6 = icmp ne i64 %5, 0, !dbg !32
  br i1 %6, label %7, label %14, !dbg !32

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8, !dbg !34
  %9 = sub i64 %8, 1, !dbg !36
  %10 = load i64, ptr %2, align 8, !dbg !37
  %11 = and i64 %10, %9, !dbg !37
  store i64 %11, ptr %2, align 8, !dbg !37
  %12 = load i32, ptr %3, align 4, !dbg !38
  %13 = add nsw i32 %12, 1, !dbg !38
  store i32 %13, ptr %3, align 4, !dbg !38
  br label %4, !dbg !32, !llvm.loop !39

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !42
  ret i32 %15, !dbg !43
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
!22 = distinct !DISubprogram(name: "popcount_manual", scope: !1, file: !1, line: 15, type: !23, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!3, !25}
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocalVariable(name: "x", arg: 1, scope: !22, file: !1, line: 15, type: !25)
!29 = !DILocation(line: 15, column: 37, scope: !22)
!30 = !DILocalVariable(name: "n", scope: !22, file: !1, line: 16, type: !3)
!31 = !DILocation(line: 16, column: 9, scope: !22)
!32 = !DILocation(line: 17, column: 5, scope: !22)
!33 = !DILocation(line: 17, column: 12, scope: !22)
!34 = !DILocation(line: 17, column: 22, scope: !35)
!35 = distinct !DILexicalBlock(scope: !22, file: !1, line: 17, column: 15)
!36 = !DILocation(line: 17, column: 24, scope: !35)
!37 = !DILocation(line: 17, column: 19, scope: !35)
!38 = !DILocation(line: 17, column: 30, scope: !35)
!39 = distinct !{!39, !32, !40, !41}
!40 = !DILocation(line: 17, column: 34, scope: !22)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 18, column: 12, scope: !22)
!43 = !DILocation(line: 18, column: 5, scope: !22)
