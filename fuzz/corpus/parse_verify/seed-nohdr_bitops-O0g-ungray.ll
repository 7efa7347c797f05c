source_filename = "nohdr_bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @ungray(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
    #dbg_declare(ptr %3, !21, !DIExpression(), !23)
  store i32 1, ptr %3, align 4, !dbg !23
  br label %4, !dbg !24

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !25
  %6 = icmp ult i32 %5, 32, !dbg !27
  br i1 %6, label %7, label %16, !dbg !28

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !29
  %9 = load i32, ptr %3, align 4, !dbg !30
  %10 = lshr i32 %8, %9, !dbg !31
  %11 = load i32, ptr %2, align 4, !dbg !32
  %12 = xor i32 %11, %10, !dbg !32
  store i32 %12, ptr %2, align 4, !dbg !32
  br label %13, !dbg !33

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !34
  %15 = shl i32 %14, 1, !dbg !34
  store i32 %15, ptr %3, align 4, !dbg !34
  br label %4, !dbg !35, !llvm.loop !36

16:                                               ; preds = %4
  %17 = load i32, ptr %2, align 4, !dbg !39
  ret i32 %17, !dbg !40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b104caf29e18006e91dd779a2af6d92")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !1, line: 5, baseType: !4)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !1, line: 6, baseType: !6)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "ungray", scope: !1, file: !1, line: 9, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3}
!19 = !DILocalVariable(name: "g", arg: 1, scope: !16, file: !1, line: 9, type: !3)
!20 = !DILocation(line: 9, column: 23, scope: !16)
!21 = !DILocalVariable(name: "s", scope: !22, file: !1, line: 9, type: !3)
!22 = distinct !DILexicalBlock(scope: !16, file: !1, line: 9, column: 28)
!23 = !DILocation(line: 9, column: 37, scope: !22)
!24 = !DILocation(line: 9, column: 33, scope: !22)
!25 = !DILocation(line: 9, column: 44, scope: !26)
!26 = distinct !DILexicalBlock(scope: !22, file: !1, line: 9, column: 28)
!27 = !DILocation(line: 9, column: 46, scope: !26)
!28 = !DILocation(line: 9, column: 28, scope: !22)
!29 = !DILocation(line: 9, column: 66, scope: !26)
!30 = !DILocation(line: 9, column: 71, scope: !26)
!31 = !DILocation(line: 9, column: 68, scope: !26)
!32 = !DILocation(line: 9, column: 63, scope: !26)
!33 = !DILocation(line: 9, column: 61, scope: !26)
!34 = !DILocation(line: 9, column: 54, scope: !26)
!35 = !DILocation(line: 9, column: 28, scope: !26)
!36 = distinct !{!36, !28, !37, !38}
!37 = !DILocation(line: 9, column: 71, scope: !22)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 9, column: 81, scope: !16)
!40 = !DILocation(line: 9, column: 74, scope: !16)
