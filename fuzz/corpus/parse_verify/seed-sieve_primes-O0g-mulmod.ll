source_filename = "sieve_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !22 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !25, !DIExpression(), !26)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !27, !DIExpression(), !28)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %7 = load i64, ptr %4, align 8, !dbg !31
  %8 = zext i64 %7 to i128, !dbg !32
  %9 = load i64, ptr %5, align 8, !dbg !33
  %10 = zext i64 %9 to i128, !dbg !33
  %11 = mul i128 %8, %10, !dbg !34
  %12 = load i64, ptr %6, align 8, !dbg !35
  %13 = zext i64 %12 to i128, !dbg !35
  %14 = urem i128 %11, %13, !dbg !36
  %15 = trunc i128 %14 to i64, !dbg !37
  ret i64 %15, !dbg !38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !13, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sieve_primes.c", directory: ".", checksumkind: CSK_MD5, checksum: "8c9071f48ec4869ff41904223ae8b92a")
!2 = !{!3, !6, !10, !11, !12}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !5)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !{}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "mulmod", scope: !1, file: !1, line: 18, type: !23, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!6, !6, !6, !6}
!25 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !1, line: 18, type: !6)
!26 = !DILocation(line: 18, column: 33, scope: !22)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !1, line: 18, type: !6)
!28 = !DILocation(line: 18, column: 45, scope: !22)
!29 = !DILocalVariable(name: "m", arg: 3, scope: !22, file: !1, line: 18, type: !6)
!30 = !DILocation(line: 18, column: 57, scope: !22)
!31 = !DILocation(line: 18, column: 99, scope: !22)
!32 = !DILocation(line: 18, column: 80, scope: !22)
!33 = !DILocation(line: 18, column: 103, scope: !22)
!34 = !DILocation(line: 18, column: 101, scope: !22)
!35 = !DILocation(line: 18, column: 107, scope: !22)
!36 = !DILocation(line: 18, column: 105, scope: !22)
!37 = !DILocation(line: 18, column: 69, scope: !22)
!38 = !DILocation(line: 18, column: 62, scope: !22)
