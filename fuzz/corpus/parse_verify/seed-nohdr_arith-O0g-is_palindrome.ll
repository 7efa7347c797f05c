source_filename = "nohdr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @is_palindrome(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
    #dbg_declare(ptr %3, !21, !DIExpression(), !22)
  store i32 0, ptr %3, align 4, !dbg !22
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
  %5 = load i32, ptr %2, align 4, !dbg !25
  store i32 %5, ptr %4, align 4, !dbg !24
  br label %6, !dbg !26

6:                                                ; preds = %9, %1
  %7 = load i32, ptr %2, align 4, !dbg !27
  %8 = icmp ne i32 %7, 0, !dbg !26
  br i1 %8, label %9, label %17, !dbg !26

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !28
  %11 = mul i32 %10, 10, !dbg !30
  %12 = load i32, ptr %2, align 4, !dbg !31
  %13 = urem i32 %12, 10, !dbg !32
  %14 = add i32 %11, %13, !dbg !33
  store i32 %14, ptr %3, align 4, !dbg !34
  %15 = load i32, ptr %2, align 4, !dbg !35
  %16 = udiv i32 %15, 10, !dbg !35
  store i32 %16, ptr %2, align 4, !dbg !35
  br label %6, !dbg !26, !llvm.loop !36

17:                                               ; preds = %6
  %18 = load i32, ptr %3, align 4, !dbg !39
  %19 = load i32, ptr %4, align 4, !dbg !40
  %20 = icmp eq i32 %18, %19, !dbg !41
  %21 = zext i1 %20 to i32, !dbg !41
  ret i32 %21, !dbg !42
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6cc095484d683b349875c34b13535b3")
!2 = !{!3, !4, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64", file: !1, line: 6, baseType: !5)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
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
!16 = distinct !DISubprogram(name: "is_palindrome", scope: !1, file: !1, line: 22, type: !17, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !6}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !16, file: !1, line: 22, type: !6)
!20 = !DILocation(line: 22, column: 35, scope: !16)
!21 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 23, type: !6)
!22 = !DILocation(line: 23, column: 14, scope: !16)
!23 = !DILocalVariable(name: "o", scope: !16, file: !1, line: 23, type: !6)
!24 = !DILocation(line: 23, column: 21, scope: !16)
!25 = !DILocation(line: 23, column: 25, scope: !16)
!26 = !DILocation(line: 24, column: 5, scope: !16)
!27 = !DILocation(line: 24, column: 12, scope: !16)
!28 = !DILocation(line: 24, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 24, column: 15)
!30 = !DILocation(line: 24, column: 23, scope: !29)
!31 = !DILocation(line: 24, column: 30, scope: !29)
!32 = !DILocation(line: 24, column: 32, scope: !29)
!33 = !DILocation(line: 24, column: 28, scope: !29)
!34 = !DILocation(line: 24, column: 19, scope: !29)
!35 = !DILocation(line: 24, column: 40, scope: !29)
!36 = distinct !{!36, !26, !37, !38}
!37 = !DILocation(line: 24, column: 47, scope: !16)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 25, column: 12, scope: !16)
!40 = !DILocation(line: 25, column: 17, scope: !16)
!41 = !DILocation(line: 25, column: 14, scope: !16)
!42 = !DILocation(line: 25, column: 5, scope: !16)
