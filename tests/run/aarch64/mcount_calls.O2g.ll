; ModuleID = 'tests/run/aarch64/mcount_calls.c'
source_filename = "tests/run/aarch64/mcount_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal global i32 0, align 4, !dbg !0
@callers = internal global [64 x ptr] zeroinitializer, align 8, !dbg !14
@.str = private unnamed_addr constant [70 x i8] c"sum %d, hook calls %d (main %d), from square %d, from sum_squares %d\0A\00", align 1, !dbg !9

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @mcount() local_unnamed_addr #0 !dbg !31 {
    #dbg_value(ptr poison, !34, !DIExpression(), !39)
  %1 = load volatile i32, ptr @calls, align 4, !dbg !41, !tbaa !43
  %2 = icmp slt i32 %1, 64, !dbg !47
  br i1 %2, label %3, label %8, !dbg !48

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0), !dbg !49
    #dbg_value(ptr %4, !34, !DIExpression(), !39)
  %5 = load volatile i32, ptr @calls, align 4, !dbg !50, !tbaa !43
  %6 = sext i32 %5 to i64, !dbg !51
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6, !dbg !51
  store volatile ptr %4, ptr %7, align 8, !dbg !52, !tbaa !53
  br label %8, !dbg !51

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !dbg !55, !tbaa !43
  %10 = add nsw i32 %9, 1, !dbg !55
  store volatile i32 %10, ptr @calls, align 4, !dbg !55, !tbaa !43
  ret void, !dbg !56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @_mcount() local_unnamed_addr #0 !dbg !57 {
    #dbg_value(ptr poison, !34, !DIExpression(), !58)
  %1 = load volatile i32, ptr @calls, align 4, !dbg !60, !tbaa !43
  %2 = icmp slt i32 %1, 64, !dbg !61
  br i1 %2, label %3, label %8, !dbg !62

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0), !dbg !63
    #dbg_value(ptr %4, !34, !DIExpression(), !58)
  %5 = load volatile i32, ptr @calls, align 4, !dbg !64, !tbaa !43
  %6 = sext i32 %5 to i64, !dbg !65
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6, !dbg !65
  store volatile ptr %4, ptr %7, align 8, !dbg !66, !tbaa !53
  br label %8, !dbg !65

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !dbg !67, !tbaa !43
  %10 = add nsw i32 %9, 1, !dbg !67
  store volatile i32 %10, ptr @calls, align 4, !dbg !67, !tbaa !43
  ret void, !dbg !68
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @square(i32 noundef %0) #2 !dbg !69 {
    #dbg_value(i32 %0, !73, !DIExpression(), !74)
  %2 = mul nsw i32 %0, %0, !dbg !75
  ret i32 %2, !dbg !76
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_squares(i32 noundef %0) #3 !dbg !77 {
    #dbg_value(i32 %0, !79, !DIExpression(), !83)
    #dbg_value(i32 0, !80, !DIExpression(), !83)
    #dbg_value(i32 1, !81, !DIExpression(), !84)
  %2 = icmp slt i32 %0, 1, !dbg !85
  br i1 %2, label %3, label %5, !dbg !87

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %9, %5 ], !dbg !83
  ret i32 %4, !dbg !88

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 1, %1 ]
  %7 = phi i32 [ %9, %5 ], [ 0, %1 ]
    #dbg_value(i32 %6, !81, !DIExpression(), !84)
    #dbg_value(i32 %7, !80, !DIExpression(), !83)
  %8 = tail call i32 @square(i32 noundef %6), !dbg !89
  %9 = add nsw i32 %8, %7, !dbg !90
    #dbg_value(i32 %9, !80, !DIExpression(), !83)
  %10 = add nuw i32 %6, 1, !dbg !91
    #dbg_value(i32 %10, !81, !DIExpression(), !84)
  %11 = icmp eq i32 %6, %0, !dbg !85
  br i1 %11, label %3, label %5, !dbg !87, !llvm.loop !92
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !95 {
  %1 = load volatile i32, ptr @calls, align 4, !dbg !105, !tbaa !43
    #dbg_value(i32 %1, !99, !DIExpression(), !106)
  %2 = tail call i32 @sum_squares(i32 noundef 5), !dbg !107
    #dbg_value(i32 %2, !100, !DIExpression(), !106)
    #dbg_value(i32 0, !101, !DIExpression(), !106)
    #dbg_value(i32 0, !102, !DIExpression(), !106)
    #dbg_value(i32 %1, !103, !DIExpression(), !108)
  %3 = load volatile i32, ptr @calls, align 4, !dbg !109, !tbaa !43
  %4 = icmp slt i32 %1, %3, !dbg !111
  %5 = icmp slt i32 %1, 64, !dbg !112
  %6 = and i1 %5, %4, !dbg !112
  br i1 %6, label %7, label %9, !dbg !113

7:                                                ; preds = %0
  %8 = sext i32 %1 to i64, !dbg !113
  br label %15, !dbg !113

9:                                                ; preds = %15, %0
  %10 = phi i32 [ 0, %0 ], [ %25, %15 ], !dbg !106
  %11 = phi i32 [ 0, %0 ], [ %31, %15 ], !dbg !106
  %12 = load volatile i32, ptr @calls, align 4, !dbg !114, !tbaa !43
  %13 = sub nsw i32 %12, %1, !dbg !115
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %13, i32 noundef %1, i32 noundef %10, i32 noundef %11), !dbg !116
  ret i32 0, !dbg !117

15:                                               ; preds = %7, %15
  %16 = phi i64 [ %8, %7 ], [ %32, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %31, %15 ]
  %18 = phi i32 [ 0, %7 ], [ %25, %15 ]
    #dbg_value(i64 %16, !103, !DIExpression(), !108)
    #dbg_value(i32 %17, !102, !DIExpression(), !106)
    #dbg_value(i32 %18, !101, !DIExpression(), !106)
  %19 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %16, !dbg !118
  %20 = load volatile ptr, ptr %19, align 8, !dbg !118, !tbaa !53
    #dbg_value(ptr %20, !120, !DIExpression(), !126)
    #dbg_value(ptr @square, !125, !DIExpression(), !126)
  %21 = icmp ugt ptr %20, @square, !dbg !128
  %22 = icmp ult ptr %20, getelementptr inbounds (i8, ptr @square, i64 256), !dbg !129
  %23 = select i1 %21, i1 %22, i1 false, !dbg !129
  %24 = zext i1 %23 to i32, !dbg !129
  %25 = add nuw nsw i32 %18, %24, !dbg !130
    #dbg_value(i32 %25, !101, !DIExpression(), !106)
  %26 = load volatile ptr, ptr %19, align 8, !dbg !131, !tbaa !53
    #dbg_value(ptr %26, !120, !DIExpression(), !132)
    #dbg_value(ptr @sum_squares, !125, !DIExpression(), !132)
  %27 = icmp ugt ptr %26, @sum_squares, !dbg !134
  %28 = icmp ult ptr %26, getelementptr inbounds (i8, ptr @sum_squares, i64 256), !dbg !135
  %29 = select i1 %27, i1 %28, i1 false, !dbg !135
  %30 = zext i1 %29 to i32, !dbg !135
  %31 = add nuw nsw i32 %17, %30, !dbg !136
    #dbg_value(i32 %31, !102, !DIExpression(), !106)
  %32 = add nsw i64 %16, 1, !dbg !137
    #dbg_value(i64 %32, !103, !DIExpression(), !108)
  %33 = load volatile i32, ptr @calls, align 4, !dbg !109, !tbaa !43
  %34 = sext i32 %33 to i64, !dbg !111
  %35 = icmp slt i64 %32, %34, !dbg !111
  %36 = icmp slt i64 %16, 63, !dbg !112
  %37 = and i1 %36, %35, !dbg !112
  br i1 %37, label %15, label %9, !dbg !113, !llvm.loop !138
}

; Function Attrs: nofree nounwind
declare !dbg !140 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 11, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/mcount_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "34a795641174e04c68f6883c1e4b69ef")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{!9, !0, !14}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 560, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 70)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "callers", scope: !2, file: !3, line: 12, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 4096, elements: !18)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!18 = !{!19}
!19 = !DISubrange(count: 64)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 1}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "mcount", scope: !3, file: !3, line: 20, type: !32, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocalVariable(name: "ret", arg: 1, scope: !35, file: !3, line: 14, type: !5)
!35 = distinct !DISubprogram(name: "record", scope: !3, file: !3, line: 14, type: !36, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !5}
!38 = !{!34}
!39 = !DILocation(line: 0, scope: !35, inlinedAt: !40)
!40 = distinct !DILocation(line: 20, column: 27, scope: !31)
!41 = !DILocation(line: 15, column: 9, scope: !42, inlinedAt: !40)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 15, column: 9)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 15, column: 15, scope: !42, inlinedAt: !40)
!48 = !DILocation(line: 15, column: 9, scope: !35, inlinedAt: !40)
!49 = !DILocation(line: 20, column: 34, scope: !31)
!50 = !DILocation(line: 16, column: 17, scope: !42, inlinedAt: !40)
!51 = !DILocation(line: 16, column: 9, scope: !42, inlinedAt: !40)
!52 = !DILocation(line: 16, column: 24, scope: !42, inlinedAt: !40)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !45, i64 0}
!55 = !DILocation(line: 17, column: 10, scope: !35, inlinedAt: !40)
!56 = !DILocation(line: 20, column: 64, scope: !31)
!57 = distinct !DISubprogram(name: "profiling_hook", linkageName: "_mcount", scope: !3, file: !3, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!58 = !DILocation(line: 0, scope: !35, inlinedAt: !59)
!59 = distinct !DILocation(line: 22, column: 35, scope: !57)
!60 = !DILocation(line: 15, column: 9, scope: !42, inlinedAt: !59)
!61 = !DILocation(line: 15, column: 15, scope: !42, inlinedAt: !59)
!62 = !DILocation(line: 15, column: 9, scope: !35, inlinedAt: !59)
!63 = !DILocation(line: 22, column: 42, scope: !57)
!64 = !DILocation(line: 16, column: 17, scope: !42, inlinedAt: !59)
!65 = !DILocation(line: 16, column: 9, scope: !42, inlinedAt: !59)
!66 = !DILocation(line: 16, column: 24, scope: !42, inlinedAt: !59)
!67 = !DILocation(line: 17, column: 10, scope: !35, inlinedAt: !59)
!68 = !DILocation(line: 22, column: 72, scope: !57)
!69 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 24, type: !70, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!21, !21}
!72 = !{!73}
!73 = !DILocalVariable(name: "x", arg: 1, scope: !69, file: !3, line: 24, type: !21)
!74 = !DILocation(line: 0, scope: !69)
!75 = !DILocation(line: 24, column: 56, scope: !69)
!76 = !DILocation(line: 24, column: 47, scope: !69)
!77 = distinct !DISubprogram(name: "sum_squares", scope: !3, file: !3, line: 26, type: !70, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!78 = !{!79, !80, !81}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !3, line: 26, type: !21)
!80 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 27, type: !21)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 28, type: !21)
!82 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 5)
!83 = !DILocation(line: 0, scope: !77)
!84 = !DILocation(line: 0, scope: !82)
!85 = !DILocation(line: 28, column: 23, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 28, column: 5)
!87 = !DILocation(line: 28, column: 5, scope: !82)
!88 = !DILocation(line: 30, column: 5, scope: !77)
!89 = !DILocation(line: 29, column: 14, scope: !86)
!90 = !DILocation(line: 29, column: 11, scope: !86)
!91 = !DILocation(line: 28, column: 30, scope: !86)
!92 = distinct !{!92, !87, !93, !94}
!93 = !DILocation(line: 29, column: 22, scope: !82)
!94 = !{!"llvm.loop.mustprogress"}
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !96, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!21}
!98 = !{!99, !100, !101, !102, !103}
!99 = !DILocalVariable(name: "before", scope: !95, file: !3, line: 36, type: !21)
!100 = !DILocalVariable(name: "s", scope: !95, file: !3, line: 37, type: !21)
!101 = !DILocalVariable(name: "from_square", scope: !95, file: !3, line: 38, type: !21)
!102 = !DILocalVariable(name: "from_sum", scope: !95, file: !3, line: 38, type: !21)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 39, type: !21)
!104 = distinct !DILexicalBlock(scope: !95, file: !3, line: 39, column: 5)
!105 = !DILocation(line: 36, column: 18, scope: !95)
!106 = !DILocation(line: 0, scope: !95)
!107 = !DILocation(line: 37, column: 13, scope: !95)
!108 = !DILocation(line: 0, scope: !104)
!109 = !DILocation(line: 39, column: 30, scope: !110)
!110 = distinct !DILexicalBlock(scope: !104, file: !3, line: 39, column: 5)
!111 = !DILocation(line: 39, column: 28, scope: !110)
!112 = !DILocation(line: 39, column: 36, scope: !110)
!113 = !DILocation(line: 39, column: 5, scope: !104)
!114 = !DILocation(line: 43, column: 89, scope: !95)
!115 = !DILocation(line: 43, column: 95, scope: !95)
!116 = !DILocation(line: 43, column: 5, scope: !95)
!117 = !DILocation(line: 45, column: 5, scope: !95)
!118 = !DILocation(line: 40, column: 36, scope: !119)
!119 = distinct !DILexicalBlock(scope: !110, file: !3, line: 39, column: 52)
!120 = !DILocalVariable(name: "ret", arg: 1, scope: !121, file: !3, line: 33, type: !5)
!121 = distinct !DISubprogram(name: "in_function", scope: !3, file: !3, line: 33, type: !122, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!21, !5, !5}
!124 = !{!120, !125}
!125 = !DILocalVariable(name: "fn", arg: 2, scope: !121, file: !3, line: 33, type: !5)
!126 = !DILocation(line: 0, scope: !121, inlinedAt: !127)
!127 = distinct !DILocation(line: 40, column: 24, scope: !119)
!128 = !DILocation(line: 33, column: 72, scope: !121, inlinedAt: !127)
!129 = !DILocation(line: 33, column: 85, scope: !121, inlinedAt: !127)
!130 = !DILocation(line: 40, column: 21, scope: !119)
!131 = !DILocation(line: 41, column: 33, scope: !119)
!132 = !DILocation(line: 0, scope: !121, inlinedAt: !133)
!133 = distinct !DILocation(line: 41, column: 21, scope: !119)
!134 = !DILocation(line: 33, column: 72, scope: !121, inlinedAt: !133)
!135 = !DILocation(line: 33, column: 85, scope: !121, inlinedAt: !133)
!136 = !DILocation(line: 41, column: 18, scope: !119)
!137 = !DILocation(line: 39, column: 48, scope: !110)
!138 = distinct !{!138, !113, !139, !94}
!139 = !DILocation(line: 42, column: 5, scope: !104)
!140 = !DISubprogram(name: "printf", scope: !141, file: !141, line: 356, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!142 = !DISubroutineType(types: !143)
!143 = !{!21, !144, null}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
