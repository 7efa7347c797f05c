; ModuleID = 'tests/run/asm_goto.c'
source_filename = "tests/run/asm_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d: %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"loop %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !27 {
    #dbg_value(i64 0, !32, !DIExpression(), !42)
    #dbg_value(i32 0, !34, !DIExpression(), !43)
  br label %46, !dbg !44

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
    #dbg_value(i64 %2, !45, !DIExpression(), !64)
    #dbg_value(i64 %3, !60, !DIExpression(), !66)
    #dbg_value(i64 %4, !59, !DIExpression(), !66)
    #dbg_value(i64 %5, !58, !DIExpression(), !66)
    #dbg_value(i64 %6, !57, !DIExpression(), !66)
    #dbg_value(i64 %7, !56, !DIExpression(), !66)
    #dbg_value(i64 %8, !55, !DIExpression(), !66)
    #dbg_value(i64 %9, !54, !DIExpression(), !66)
    #dbg_value(i64 %10, !53, !DIExpression(), !66)
    #dbg_value(i64 %11, !52, !DIExpression(), !66)
  %12 = add nuw nsw i64 %11, %2, !dbg !67
    #dbg_value(i64 %12, !52, !DIExpression(), !66)
  %13 = xor i64 %12, %10, !dbg !68
    #dbg_value(i64 %13, !53, !DIExpression(), !66)
  %14 = mul nsw i64 %13, 3, !dbg !69
  %15 = add nsw i64 %14, %9, !dbg !70
    #dbg_value(i64 %15, !54, !DIExpression(), !66)
  %16 = sub nsw i64 %8, %15, !dbg !71
    #dbg_value(i64 %16, !55, !DIExpression(), !66)
  %17 = xor i64 %16, %12, !dbg !72
  %18 = add nsw i64 %17, %7, !dbg !73
    #dbg_value(i64 %18, !56, !DIExpression(), !66)
  %19 = add nsw i64 %18, %6, !dbg !74
    #dbg_value(i64 %19, !57, !DIExpression(), !66)
  %20 = xor i64 %19, %5, !dbg !75
    #dbg_value(i64 %20, !58, !DIExpression(), !66)
  %21 = add i64 %12, %4, !dbg !76
  %22 = add i64 %21, %20, !dbg !77
    #dbg_value(i64 %22, !59, !DIExpression(), !66)
  %23 = trunc nuw nsw i64 %2 to i32, !dbg !78
  %24 = and i32 %23, 7, !dbg !78
  callbr void asm sideeffect "cmpl $$4, $0\0A\09je ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %24) #2
          to label %25 [label %28], !dbg !79, !srcloc !80

25:                                               ; preds = %1
  %26 = add i64 %12, %3, !dbg !81
  %27 = add i64 %26, %13, !dbg !82
    #dbg_value(i64 %27, !60, !DIExpression(), !66)
  br label %34, !dbg !83

28:                                               ; preds = %1
    #dbg_label(!61, !84)
  %29 = add i64 %8, %18, !dbg !85
  %30 = add i64 %29, %19, !dbg !86
  %31 = add i64 %30, %20, !dbg !87
  %32 = add i64 %31, %22, !dbg !87
  %33 = sub i64 %3, %32, !dbg !87
    #dbg_value(i64 %33, !60, !DIExpression(), !66)
  br label %34, !dbg !88

34:                                               ; preds = %28, %25
  %35 = phi i64 [ %27, %25 ], [ %33, %28 ], !dbg !89
    #dbg_value(i64 %35, !60, !DIExpression(), !66)
  %36 = add nuw nsw i64 %2, 1, !dbg !90
    #dbg_value(i64 %36, !45, !DIExpression(), !64)
    #dbg_value(i64 %22, !59, !DIExpression(), !66)
    #dbg_value(i64 %20, !58, !DIExpression(), !66)
    #dbg_value(i64 %19, !57, !DIExpression(), !66)
    #dbg_value(i64 %18, !56, !DIExpression(), !66)
    #dbg_value(i64 %16, !55, !DIExpression(), !66)
    #dbg_value(i64 %15, !54, !DIExpression(), !66)
    #dbg_value(i64 %13, !53, !DIExpression(), !66)
    #dbg_value(i64 %12, !52, !DIExpression(), !66)
  %37 = icmp eq i64 %36, 100, !dbg !91
  br i1 %37, label %38, label %1, !dbg !92, !llvm.loop !93

38:                                               ; preds = %34
  %39 = add i64 %35, -17477124721, !dbg !96
    #dbg_value(i64 %39, !41, !DIExpression(), !42)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %39), !dbg !97
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %71), !dbg !98
  %42 = icmp ne i64 %71, 639, !dbg !99
  %43 = icmp ne i64 %39, -11579438278, !dbg !100
  %44 = or i1 %42, %43, !dbg !101
  %45 = zext i1 %44 to i32, !dbg !101
  ret i32 %45, !dbg !102

46:                                               ; preds = %0, %65
  %47 = phi i64 [ 0, %0 ], [ %71, %65 ]
  %48 = phi i32 [ 0, %0 ], [ %72, %65 ]
    #dbg_value(i64 %47, !32, !DIExpression(), !42)
    #dbg_value(i32 %48, !34, !DIExpression(), !43)
    #dbg_value(i32 %48, !103, !DIExpression(), !110)
  callbr void asm sideeffect "cmpl $$5, $0\0A\09je ${1:l}\0A\09cmpl $$7, $0\0A\09je ${2:l}", "r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %48) #2
          to label %51 [label %49, label %50], !dbg !112, !srcloc !113

49:                                               ; preds = %46
    #dbg_label(!108, !114)
  br label %51, !dbg !115

50:                                               ; preds = %46
    #dbg_label(!109, !116)
  br label %51, !dbg !117

51:                                               ; preds = %46, %49, %50
  %52 = phi i32 [ 70, %50 ], [ 50, %49 ], [ %48, %46 ], !dbg !110
    #dbg_value(i32 %52, !36, !DIExpression(), !118)
    #dbg_value(i32 %48, !119, !DIExpression(), !124)
  %53 = callbr i32 asm "movl $1, $0\0A\09cmpl $$3, $1\0A\09je ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %48) #3
          to label %54 [label %56], !dbg !126, !srcloc !127

54:                                               ; preds = %51
    #dbg_value(i32 %53, !122, !DIExpression(), !124)
  %55 = add nsw i32 %53, 1, !dbg !128
  br label %58, !dbg !129

56:                                               ; preds = %51
    #dbg_value(i32 %53, !122, !DIExpression(), !124)
    #dbg_label(!123, !130)
  %57 = mul nsw i32 %53, 100, !dbg !131
  br label %58, !dbg !132

58:                                               ; preds = %54, %56
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ], !dbg !124
    #dbg_value(i32 %59, !39, !DIExpression(), !118)
    #dbg_value(i32 %48, !133, !DIExpression(), !138)
  callbr void asm sideeffect "jmp ${0:l}", "!i,~{dirflag},~{fpsr},~{flags}"() #2
          to label %60 [label %61], !dbg !140, !srcloc !141

60:                                               ; preds = %58
    #dbg_value(i32 -1, !133, !DIExpression(), !138)
  br label %61, !dbg !142

61:                                               ; preds = %60, %58
  %62 = phi i32 [ -1, %60 ], [ %48, %58 ]
    #dbg_value(i32 %62, !133, !DIExpression(), !138)
    #dbg_label(!136, !143)
  callbr void asm sideeffect "", "!i,~{dirflag},~{fpsr},~{flags}"() #2
          to label %63 [label %65], !dbg !144, !srcloc !145

63:                                               ; preds = %61
  %64 = mul nsw i32 %62, 3, !dbg !146
  br label %65, !dbg !147

65:                                               ; preds = %61, %63
  %66 = phi i32 [ %64, %63 ], [ -2, %61 ], !dbg !138
    #dbg_value(i32 %66, !40, !DIExpression(), !118)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48, i32 noundef %52, i32 noundef %59, i32 noundef %66), !dbg !148
  %68 = add nsw i32 %59, %52, !dbg !149
  %69 = add nsw i32 %68, %66, !dbg !150
  %70 = sext i32 %69 to i64, !dbg !151
  %71 = add nsw i64 %47, %70, !dbg !152
    #dbg_value(i64 %71, !32, !DIExpression(), !42)
  %72 = add nuw nsw i32 %48, 1, !dbg !153
    #dbg_value(i32 %72, !34, !DIExpression(), !43)
  %73 = icmp eq i32 %72, 10, !dbg !154
  br i1 %73, label %1, label %46, !dbg !44, !llvm.loop !155
}

; Function Attrs: nofree nounwind
declare !dbg !157 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/asm_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9e5bf5fac2271cac25f7335bfc569bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !28, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32, !34, !36, !39, !40, !41}
!32 = !DILocalVariable(name: "sum", scope: !27, file: !2, line: 71, type: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 72, type: !30)
!35 = distinct !DILexicalBlock(scope: !27, file: !2, line: 72, column: 3)
!36 = !DILocalVariable(name: "c", scope: !37, file: !2, line: 73, type: !30)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 72, column: 32)
!38 = distinct !DILexicalBlock(scope: !35, file: !2, line: 72, column: 3)
!39 = !DILocalVariable(name: "o", scope: !37, file: !2, line: 73, type: !30)
!40 = !DILocalVariable(name: "a", scope: !37, file: !2, line: 73, type: !30)
!41 = !DILocalVariable(name: "l", scope: !27, file: !2, line: 77, type: !33)
!42 = !DILocation(line: 0, scope: !27)
!43 = !DILocation(line: 0, scope: !35)
!44 = !DILocation(line: 72, column: 3, scope: !35)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 59, type: !30)
!46 = distinct !DILexicalBlock(scope: !47, file: !2, line: 59, column: 3)
!47 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, line: 57, type: !48, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!33, !30}
!50 = !{!51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !45, !61}
!51 = !DILocalVariable(name: "n", arg: 1, scope: !47, file: !2, line: 57, type: !30)
!52 = !DILocalVariable(name: "a", scope: !47, file: !2, line: 58, type: !33)
!53 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 58, type: !33)
!54 = !DILocalVariable(name: "c", scope: !47, file: !2, line: 58, type: !33)
!55 = !DILocalVariable(name: "d", scope: !47, file: !2, line: 58, type: !33)
!56 = !DILocalVariable(name: "e", scope: !47, file: !2, line: 58, type: !33)
!57 = !DILocalVariable(name: "f", scope: !47, file: !2, line: 58, type: !33)
!58 = !DILocalVariable(name: "g", scope: !47, file: !2, line: 58, type: !33)
!59 = !DILocalVariable(name: "h", scope: !47, file: !2, line: 58, type: !33)
!60 = !DILocalVariable(name: "acc", scope: !47, file: !2, line: 58, type: !33)
!61 = !DILabel(scope: !62, name: "skip", file: !2, line: 64)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 59, column: 31)
!63 = distinct !DILexicalBlock(scope: !46, file: !2, line: 59, column: 3)
!64 = !DILocation(line: 0, scope: !46, inlinedAt: !65)
!65 = distinct !DILocation(line: 77, column: 12, scope: !27)
!66 = !DILocation(line: 0, scope: !47, inlinedAt: !65)
!67 = !DILocation(line: 60, column: 7, scope: !62, inlinedAt: !65)
!68 = !DILocation(line: 60, column: 15, scope: !62, inlinedAt: !65)
!69 = !DILocation(line: 60, column: 28, scope: !62, inlinedAt: !65)
!70 = !DILocation(line: 60, column: 23, scope: !62, inlinedAt: !65)
!71 = !DILocation(line: 60, column: 35, scope: !62, inlinedAt: !65)
!72 = !DILocation(line: 60, column: 48, scope: !62, inlinedAt: !65)
!73 = !DILocation(line: 60, column: 43, scope: !62, inlinedAt: !65)
!74 = !DILocation(line: 60, column: 55, scope: !62, inlinedAt: !65)
!75 = !DILocation(line: 60, column: 63, scope: !62, inlinedAt: !65)
!76 = !DILocation(line: 60, column: 76, scope: !62, inlinedAt: !65)
!77 = !DILocation(line: 60, column: 71, scope: !62, inlinedAt: !65)
!78 = !DILocation(line: 61, column: 50, scope: !62, inlinedAt: !65)
!79 = !DILocation(line: 61, column: 5, scope: !62, inlinedAt: !65)
!80 = !{i64 2147659265, i64 2147659288}
!81 = !DILocation(line: 62, column: 14, scope: !62, inlinedAt: !65)
!82 = !DILocation(line: 62, column: 9, scope: !62, inlinedAt: !65)
!83 = !DILocation(line: 63, column: 5, scope: !62, inlinedAt: !65)
!84 = !DILocation(line: 64, column: 3, scope: !62, inlinedAt: !65)
!85 = !DILocation(line: 65, column: 26, scope: !62, inlinedAt: !65)
!86 = !DILocation(line: 65, column: 30, scope: !62, inlinedAt: !65)
!87 = !DILocation(line: 65, column: 9, scope: !62, inlinedAt: !65)
!88 = !DILocation(line: 66, column: 3, scope: !62, inlinedAt: !65)
!89 = !DILocation(line: 0, scope: !62, inlinedAt: !65)
!90 = !DILocation(line: 59, column: 27, scope: !63, inlinedAt: !65)
!91 = !DILocation(line: 59, column: 21, scope: !63, inlinedAt: !65)
!92 = !DILocation(line: 59, column: 3, scope: !46, inlinedAt: !65)
!93 = distinct !{!93, !92, !94, !95}
!94 = !DILocation(line: 66, column: 3, scope: !46, inlinedAt: !65)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 67, column: 42, scope: !47, inlinedAt: !65)
!97 = !DILocation(line: 78, column: 3, scope: !27)
!98 = !DILocation(line: 79, column: 3, scope: !27)
!99 = !DILocation(line: 80, column: 14, scope: !27)
!100 = !DILocation(line: 80, column: 21, scope: !27)
!101 = !DILocation(line: 80, column: 10, scope: !27)
!102 = !DILocation(line: 80, column: 3, scope: !27)
!103 = !DILocalVariable(name: "x", arg: 1, scope: !104, file: !2, line: 21, type: !30)
!104 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 21, type: !105, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!30, !30}
!107 = !{!103, !108, !109}
!108 = !DILabel(scope: !104, name: "five", file: !2, line: 24)
!109 = !DILabel(scope: !104, name: "seven", file: !2, line: 26)
!110 = !DILocation(line: 0, scope: !104, inlinedAt: !111)
!111 = distinct !DILocation(line: 73, column: 13, scope: !37)
!112 = !DILocation(line: 22, column: 3, scope: !104, inlinedAt: !111)
!113 = !{i64 2147659177, i64 2147659200, i64 702, i64 2147659238}
!114 = !DILocation(line: 24, column: 1, scope: !104, inlinedAt: !111)
!115 = !DILocation(line: 25, column: 3, scope: !104, inlinedAt: !111)
!116 = !DILocation(line: 26, column: 1, scope: !104, inlinedAt: !111)
!117 = !DILocation(line: 27, column: 3, scope: !104, inlinedAt: !111)
!118 = !DILocation(line: 0, scope: !37)
!119 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !2, line: 31, type: !30)
!120 = distinct !DISubprogram(name: "copy_or_jump", scope: !2, file: !2, line: 31, type: !105, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !121)
!121 = !{!119, !122, !123}
!122 = !DILocalVariable(name: "y", scope: !120, file: !2, line: 32, type: !30)
!123 = !DILabel(scope: !120, name: "three", file: !2, line: 41)
!124 = !DILocation(line: 0, scope: !120, inlinedAt: !125)
!125 = distinct !DILocation(line: 73, column: 30, scope: !37)
!126 = !DILocation(line: 34, column: 3, scope: !120, inlinedAt: !125)
!127 = !{i64 934, i64 948, i64 963}
!128 = !DILocation(line: 40, column: 12, scope: !120, inlinedAt: !125)
!129 = !DILocation(line: 40, column: 3, scope: !120, inlinedAt: !125)
!130 = !DILocation(line: 41, column: 1, scope: !120, inlinedAt: !125)
!131 = !DILocation(line: 42, column: 12, scope: !120, inlinedAt: !125)
!132 = !DILocation(line: 42, column: 3, scope: !120, inlinedAt: !125)
!133 = !DILocalVariable(name: "x", arg: 1, scope: !134, file: !2, line: 46, type: !30)
!134 = distinct !DISubprogram(name: "always", scope: !2, file: !2, line: 46, type: !105, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !135)
!135 = !{!133, !136, !137}
!136 = !DILabel(scope: !134, name: "out", file: !2, line: 49)
!137 = !DILabel(scope: !134, name: "never", file: !2, line: 52)
!138 = !DILocation(line: 0, scope: !134, inlinedAt: !139)
!139 = distinct !DILocation(line: 73, column: 51, scope: !37)
!140 = !DILocation(line: 47, column: 3, scope: !134, inlinedAt: !139)
!141 = !{i64 2147659258}
!142 = !DILocation(line: 48, column: 3, scope: !134, inlinedAt: !139)
!143 = !DILocation(line: 49, column: 1, scope: !134, inlinedAt: !139)
!144 = !DILocation(line: 50, column: 3, scope: !134, inlinedAt: !139)
!145 = !{i64 1457}
!146 = !DILocation(line: 51, column: 12, scope: !134, inlinedAt: !139)
!147 = !DILocation(line: 51, column: 3, scope: !134, inlinedAt: !139)
!148 = !DILocation(line: 74, column: 5, scope: !37)
!149 = !DILocation(line: 75, column: 14, scope: !37)
!150 = !DILocation(line: 75, column: 18, scope: !37)
!151 = !DILocation(line: 75, column: 12, scope: !37)
!152 = !DILocation(line: 75, column: 9, scope: !37)
!153 = !DILocation(line: 72, column: 28, scope: !38)
!154 = !DILocation(line: 72, column: 21, scope: !38)
!155 = distinct !{!155, !44, !156, !95}
!156 = !DILocation(line: 76, column: 3, scope: !35)
!157 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!30, !161, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
