; ModuleID = 'tests/run/aarch64/asm_goto.c'
source_filename = "tests/run/aarch64/asm_goto.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d: %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"loop %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !28 {
    #dbg_value(i64 0, !33, !DIExpression(), !43)
    #dbg_value(i32 0, !35, !DIExpression(), !44)
  br label %46, !dbg !45

1:                                                ; preds = %65, %34
  %2 = phi i64 [ %36, %34 ], [ 0, %65 ]
  %3 = phi i64 [ %35, %34 ], [ 0, %65 ]
  %4 = phi i64 [ %22, %34 ], [ 8, %65 ]
  %5 = phi i64 [ %20, %34 ], [ 7, %65 ]
  %6 = phi i64 [ %19, %34 ], [ 6, %65 ]
  %7 = phi i64 [ %18, %34 ], [ 5, %65 ]
  %8 = phi i64 [ %16, %34 ], [ 4, %65 ]
  %9 = phi i64 [ %15, %34 ], [ 3, %65 ]
  %10 = phi i64 [ %13, %34 ], [ 2, %65 ]
  %11 = phi i64 [ %12, %34 ], [ 1, %65 ]
    #dbg_value(i64 %2, !46, !DIExpression(), !65)
    #dbg_value(i64 %3, !61, !DIExpression(), !67)
    #dbg_value(i64 %4, !60, !DIExpression(), !67)
    #dbg_value(i64 %5, !59, !DIExpression(), !67)
    #dbg_value(i64 %6, !58, !DIExpression(), !67)
    #dbg_value(i64 %7, !57, !DIExpression(), !67)
    #dbg_value(i64 %8, !56, !DIExpression(), !67)
    #dbg_value(i64 %9, !55, !DIExpression(), !67)
    #dbg_value(i64 %10, !54, !DIExpression(), !67)
    #dbg_value(i64 %11, !53, !DIExpression(), !67)
  %12 = add nuw nsw i64 %11, %2, !dbg !68
    #dbg_value(i64 %12, !53, !DIExpression(), !67)
  %13 = xor i64 %12, %10, !dbg !69
    #dbg_value(i64 %13, !54, !DIExpression(), !67)
  %14 = mul nsw i64 %13, 3, !dbg !70
  %15 = add nsw i64 %14, %9, !dbg !71
    #dbg_value(i64 %15, !55, !DIExpression(), !67)
  %16 = sub nsw i64 %8, %15, !dbg !72
    #dbg_value(i64 %16, !56, !DIExpression(), !67)
  %17 = xor i64 %16, %12, !dbg !73
  %18 = add nsw i64 %17, %7, !dbg !74
    #dbg_value(i64 %18, !57, !DIExpression(), !67)
  %19 = add nsw i64 %18, %6, !dbg !75
    #dbg_value(i64 %19, !58, !DIExpression(), !67)
  %20 = xor i64 %19, %5, !dbg !76
    #dbg_value(i64 %20, !59, !DIExpression(), !67)
  %21 = add i64 %12, %4, !dbg !77
  %22 = add i64 %21, %20, !dbg !78
    #dbg_value(i64 %22, !60, !DIExpression(), !67)
  %23 = trunc nuw nsw i64 %2 to i32, !dbg !79
  %24 = and i32 %23, 7, !dbg !79
  callbr void asm sideeffect "cmp ${0:w}, #4\0A\09b.eq ${1:l}", "r,!i,~{cc}"(i32 %24) #2
          to label %25 [label %28], !dbg !80, !srcloc !81

25:                                               ; preds = %1
  %26 = add i64 %12, %3, !dbg !82
  %27 = add i64 %26, %13, !dbg !83
    #dbg_value(i64 %27, !61, !DIExpression(), !67)
  br label %34, !dbg !84

28:                                               ; preds = %1
    #dbg_label(!62, !85)
  %29 = add i64 %8, %18, !dbg !86
  %30 = add i64 %29, %19, !dbg !87
  %31 = add i64 %30, %20, !dbg !88
  %32 = add i64 %31, %22, !dbg !88
  %33 = sub i64 %3, %32, !dbg !88
    #dbg_value(i64 %33, !61, !DIExpression(), !67)
  br label %34, !dbg !89

34:                                               ; preds = %28, %25
  %35 = phi i64 [ %27, %25 ], [ %33, %28 ], !dbg !90
    #dbg_value(i64 %35, !61, !DIExpression(), !67)
  %36 = add nuw nsw i64 %2, 1, !dbg !91
    #dbg_value(i64 %36, !46, !DIExpression(), !65)
    #dbg_value(i64 %22, !60, !DIExpression(), !67)
    #dbg_value(i64 %20, !59, !DIExpression(), !67)
    #dbg_value(i64 %19, !58, !DIExpression(), !67)
    #dbg_value(i64 %18, !57, !DIExpression(), !67)
    #dbg_value(i64 %16, !56, !DIExpression(), !67)
    #dbg_value(i64 %15, !55, !DIExpression(), !67)
    #dbg_value(i64 %13, !54, !DIExpression(), !67)
    #dbg_value(i64 %12, !53, !DIExpression(), !67)
  %37 = icmp eq i64 %36, 100, !dbg !92
  br i1 %37, label %38, label %1, !dbg !93, !llvm.loop !94

38:                                               ; preds = %34
  %39 = add i64 %35, -17477124721, !dbg !97
    #dbg_value(i64 %39, !42, !DIExpression(), !43)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %39), !dbg !98
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %71), !dbg !99
  %42 = icmp ne i64 %71, 639, !dbg !100
  %43 = icmp ne i64 %39, -11579438278, !dbg !101
  %44 = or i1 %42, %43, !dbg !102
  %45 = zext i1 %44 to i32, !dbg !102
  ret i32 %45, !dbg !103

46:                                               ; preds = %0, %65
  %47 = phi i64 [ 0, %0 ], [ %71, %65 ]
  %48 = phi i32 [ 0, %0 ], [ %72, %65 ]
    #dbg_value(i64 %47, !33, !DIExpression(), !43)
    #dbg_value(i32 %48, !35, !DIExpression(), !44)
    #dbg_value(i32 %48, !104, !DIExpression(), !111)
  callbr void asm sideeffect "cmp ${0:w}, #5\0A\09b.eq ${1:l}\0A\09cmp ${0:w}, #7\0A\09b.eq ${2:l}", "r,!i,!i,~{cc}"(i32 %48) #2
          to label %51 [label %49, label %50], !dbg !113, !srcloc !114

49:                                               ; preds = %46
    #dbg_label(!109, !115)
  br label %51, !dbg !116

50:                                               ; preds = %46
    #dbg_label(!110, !117)
  br label %51, !dbg !118

51:                                               ; preds = %46, %49, %50
  %52 = phi i32 [ 70, %50 ], [ 50, %49 ], [ %48, %46 ], !dbg !111
    #dbg_value(i32 %52, !37, !DIExpression(), !119)
    #dbg_value(i32 %48, !120, !DIExpression(), !125)
  %53 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cmp ${1:w}, #3\0A\09b.eq ${2:l}", "=r,r,!i,~{cc}"(i32 %48) #3
          to label %54 [label %56], !dbg !127, !srcloc !128

54:                                               ; preds = %51
    #dbg_value(i32 %53, !123, !DIExpression(), !125)
  %55 = add nsw i32 %53, 1, !dbg !129
  br label %58, !dbg !130

56:                                               ; preds = %51
    #dbg_value(i32 %53, !123, !DIExpression(), !125)
    #dbg_label(!124, !131)
  %57 = mul nsw i32 %53, 100, !dbg !132
  br label %58, !dbg !133

58:                                               ; preds = %54, %56
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ], !dbg !125
    #dbg_value(i32 %59, !40, !DIExpression(), !119)
    #dbg_value(i32 %48, !134, !DIExpression(), !139)
  callbr void asm sideeffect "b ${0:l}", "!i"() #2
          to label %60 [label %61], !dbg !141, !srcloc !142

60:                                               ; preds = %58
    #dbg_value(i32 -1, !134, !DIExpression(), !139)
  br label %61, !dbg !143

61:                                               ; preds = %60, %58
  %62 = phi i32 [ -1, %60 ], [ %48, %58 ]
    #dbg_value(i32 %62, !134, !DIExpression(), !139)
    #dbg_label(!137, !144)
  callbr void asm sideeffect "", "!i"() #2
          to label %63 [label %65], !dbg !145, !srcloc !146

63:                                               ; preds = %61
  %64 = mul nsw i32 %62, 3, !dbg !147
  br label %65, !dbg !148

65:                                               ; preds = %61, %63
  %66 = phi i32 [ %64, %63 ], [ -2, %61 ], !dbg !139
    #dbg_value(i32 %66, !41, !DIExpression(), !119)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48, i32 noundef %52, i32 noundef %59, i32 noundef %66), !dbg !149
  %68 = add nsw i32 %59, %52, !dbg !150
  %69 = add nsw i32 %68, %66, !dbg !151
  %70 = sext i32 %69 to i64, !dbg !152
  %71 = add nsw i64 %47, %70, !dbg !153
    #dbg_value(i64 %71, !33, !DIExpression(), !43)
  %72 = add nuw nsw i32 %48, 1, !dbg !154
    #dbg_value(i32 %72, !35, !DIExpression(), !44)
  %73 = icmp eq i32 %72, 10, !dbg !155
  br i1 %73, label %1, label %46, !dbg !45, !llvm.loop !156
}

; Function Attrs: nofree nounwind
declare !dbg !158 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/asm_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9e5bf5fac2271cac25f7335bfc569bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 1}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !29, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!33, !35, !37, !40, !41, !42}
!33 = !DILocalVariable(name: "sum", scope: !28, file: !2, line: 71, type: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 72, type: !31)
!36 = distinct !DILexicalBlock(scope: !28, file: !2, line: 72, column: 3)
!37 = !DILocalVariable(name: "c", scope: !38, file: !2, line: 73, type: !31)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 72, column: 32)
!39 = distinct !DILexicalBlock(scope: !36, file: !2, line: 72, column: 3)
!40 = !DILocalVariable(name: "o", scope: !38, file: !2, line: 73, type: !31)
!41 = !DILocalVariable(name: "a", scope: !38, file: !2, line: 73, type: !31)
!42 = !DILocalVariable(name: "l", scope: !28, file: !2, line: 77, type: !34)
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 0, scope: !36)
!45 = !DILocation(line: 72, column: 3, scope: !36)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 59, type: !31)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 59, column: 3)
!48 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, line: 57, type: !49, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!34, !31}
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !46, !62}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !2, line: 57, type: !31)
!53 = !DILocalVariable(name: "a", scope: !48, file: !2, line: 58, type: !34)
!54 = !DILocalVariable(name: "b", scope: !48, file: !2, line: 58, type: !34)
!55 = !DILocalVariable(name: "c", scope: !48, file: !2, line: 58, type: !34)
!56 = !DILocalVariable(name: "d", scope: !48, file: !2, line: 58, type: !34)
!57 = !DILocalVariable(name: "e", scope: !48, file: !2, line: 58, type: !34)
!58 = !DILocalVariable(name: "f", scope: !48, file: !2, line: 58, type: !34)
!59 = !DILocalVariable(name: "g", scope: !48, file: !2, line: 58, type: !34)
!60 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 58, type: !34)
!61 = !DILocalVariable(name: "acc", scope: !48, file: !2, line: 58, type: !34)
!62 = !DILabel(scope: !63, name: "skip", file: !2, line: 64)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 59, column: 31)
!64 = distinct !DILexicalBlock(scope: !47, file: !2, line: 59, column: 3)
!65 = !DILocation(line: 0, scope: !47, inlinedAt: !66)
!66 = distinct !DILocation(line: 77, column: 12, scope: !28)
!67 = !DILocation(line: 0, scope: !48, inlinedAt: !66)
!68 = !DILocation(line: 60, column: 7, scope: !63, inlinedAt: !66)
!69 = !DILocation(line: 60, column: 15, scope: !63, inlinedAt: !66)
!70 = !DILocation(line: 60, column: 28, scope: !63, inlinedAt: !66)
!71 = !DILocation(line: 60, column: 23, scope: !63, inlinedAt: !66)
!72 = !DILocation(line: 60, column: 35, scope: !63, inlinedAt: !66)
!73 = !DILocation(line: 60, column: 48, scope: !63, inlinedAt: !66)
!74 = !DILocation(line: 60, column: 43, scope: !63, inlinedAt: !66)
!75 = !DILocation(line: 60, column: 55, scope: !63, inlinedAt: !66)
!76 = !DILocation(line: 60, column: 63, scope: !63, inlinedAt: !66)
!77 = !DILocation(line: 60, column: 76, scope: !63, inlinedAt: !66)
!78 = !DILocation(line: 60, column: 71, scope: !63, inlinedAt: !66)
!79 = !DILocation(line: 61, column: 50, scope: !63, inlinedAt: !66)
!80 = !DILocation(line: 61, column: 5, scope: !63, inlinedAt: !66)
!81 = !{i64 2147661847, i64 2147661870}
!82 = !DILocation(line: 62, column: 14, scope: !63, inlinedAt: !66)
!83 = !DILocation(line: 62, column: 9, scope: !63, inlinedAt: !66)
!84 = !DILocation(line: 63, column: 5, scope: !63, inlinedAt: !66)
!85 = !DILocation(line: 64, column: 3, scope: !63, inlinedAt: !66)
!86 = !DILocation(line: 65, column: 26, scope: !63, inlinedAt: !66)
!87 = !DILocation(line: 65, column: 30, scope: !63, inlinedAt: !66)
!88 = !DILocation(line: 65, column: 9, scope: !63, inlinedAt: !66)
!89 = !DILocation(line: 66, column: 3, scope: !63, inlinedAt: !66)
!90 = !DILocation(line: 0, scope: !63, inlinedAt: !66)
!91 = !DILocation(line: 59, column: 27, scope: !64, inlinedAt: !66)
!92 = !DILocation(line: 59, column: 21, scope: !64, inlinedAt: !66)
!93 = !DILocation(line: 59, column: 3, scope: !47, inlinedAt: !66)
!94 = distinct !{!94, !93, !95, !96}
!95 = !DILocation(line: 66, column: 3, scope: !47, inlinedAt: !66)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 67, column: 42, scope: !48, inlinedAt: !66)
!98 = !DILocation(line: 78, column: 3, scope: !28)
!99 = !DILocation(line: 79, column: 3, scope: !28)
!100 = !DILocation(line: 80, column: 14, scope: !28)
!101 = !DILocation(line: 80, column: 21, scope: !28)
!102 = !DILocation(line: 80, column: 10, scope: !28)
!103 = !DILocation(line: 80, column: 3, scope: !28)
!104 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !2, line: 21, type: !31)
!105 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 21, type: !106, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!31, !31}
!108 = !{!104, !109, !110}
!109 = !DILabel(scope: !105, name: "five", file: !2, line: 24)
!110 = !DILabel(scope: !105, name: "seven", file: !2, line: 26)
!111 = !DILocation(line: 0, scope: !105, inlinedAt: !112)
!112 = distinct !DILocation(line: 73, column: 13, scope: !38)
!113 = !DILocation(line: 22, column: 3, scope: !105, inlinedAt: !112)
!114 = !{i64 2147661757, i64 2147661780, i64 702, i64 2147661820}
!115 = !DILocation(line: 24, column: 1, scope: !105, inlinedAt: !112)
!116 = !DILocation(line: 25, column: 3, scope: !105, inlinedAt: !112)
!117 = !DILocation(line: 26, column: 1, scope: !105, inlinedAt: !112)
!118 = !DILocation(line: 27, column: 3, scope: !105, inlinedAt: !112)
!119 = !DILocation(line: 0, scope: !38)
!120 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !2, line: 31, type: !31)
!121 = distinct !DISubprogram(name: "copy_or_jump", scope: !2, file: !2, line: 31, type: !106, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !122)
!122 = !{!120, !123, !124}
!123 = !DILocalVariable(name: "y", scope: !121, file: !2, line: 32, type: !31)
!124 = !DILabel(scope: !121, name: "three", file: !2, line: 41)
!125 = !DILocation(line: 0, scope: !121, inlinedAt: !126)
!126 = distinct !DILocation(line: 73, column: 30, scope: !38)
!127 = !DILocation(line: 36, column: 3, scope: !121, inlinedAt: !126)
!128 = !{i64 1053, i64 1068, i64 1083}
!129 = !DILocation(line: 40, column: 12, scope: !121, inlinedAt: !126)
!130 = !DILocation(line: 40, column: 3, scope: !121, inlinedAt: !126)
!131 = !DILocation(line: 41, column: 1, scope: !121, inlinedAt: !126)
!132 = !DILocation(line: 42, column: 12, scope: !121, inlinedAt: !126)
!133 = !DILocation(line: 42, column: 3, scope: !121, inlinedAt: !126)
!134 = !DILocalVariable(name: "x", arg: 1, scope: !135, file: !2, line: 46, type: !31)
!135 = distinct !DISubprogram(name: "always", scope: !2, file: !2, line: 46, type: !106, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !136)
!136 = !{!134, !137, !138}
!137 = !DILabel(scope: !135, name: "out", file: !2, line: 49)
!138 = !DILabel(scope: !135, name: "never", file: !2, line: 52)
!139 = !DILocation(line: 0, scope: !135, inlinedAt: !140)
!140 = distinct !DILocation(line: 73, column: 51, scope: !38)
!141 = !DILocation(line: 47, column: 3, scope: !135, inlinedAt: !140)
!142 = !{i64 2147661842}
!143 = !DILocation(line: 48, column: 3, scope: !135, inlinedAt: !140)
!144 = !DILocation(line: 49, column: 1, scope: !135, inlinedAt: !140)
!145 = !DILocation(line: 50, column: 3, scope: !135, inlinedAt: !140)
!146 = !{i64 1457}
!147 = !DILocation(line: 51, column: 12, scope: !135, inlinedAt: !140)
!148 = !DILocation(line: 51, column: 3, scope: !135, inlinedAt: !140)
!149 = !DILocation(line: 74, column: 5, scope: !38)
!150 = !DILocation(line: 75, column: 14, scope: !38)
!151 = !DILocation(line: 75, column: 18, scope: !38)
!152 = !DILocation(line: 75, column: 12, scope: !38)
!153 = !DILocation(line: 75, column: 9, scope: !38)
!154 = !DILocation(line: 72, column: 28, scope: !39)
!155 = !DILocation(line: 72, column: 21, scope: !39)
!156 = distinct !{!156, !45, !157, !96}
!157 = !DILocation(line: 76, column: 3, scope: !36)
!158 = !DISubprogram(name: "printf", scope: !159, file: !159, line: 356, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!160 = !DISubroutineType(types: !161)
!161 = !{!31, !162, null}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
