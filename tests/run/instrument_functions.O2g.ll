; ModuleID = 'tests/run/instrument_functions.c'
source_filename = "tests/run/instrument_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@events = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%*senter %s\0A\00", align 1, !dbg !7
@depth = internal unnamed_addr global i32 0, align 4, !dbg !33
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !13
@.str.2 = private unnamed_addr constant [12 x i8] c"%*sexit %s\0A\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [18 x i8] c"results %d %d %d\0A\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [11 x i8] c"events %d\0A\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [5 x i8] c"leaf\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [6 x i8] c"twice\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [8 x i8] c"another\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_enter(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !64 {
    #dbg_value(ptr %0, !68, !DIExpression(), !70)
    #dbg_value(ptr %1, !69, !DIExpression(), !70)
  %3 = load i32, ptr @events, align 4, !dbg !71, !tbaa !72
  %4 = add nsw i32 %3, 1, !dbg !71
  store i32 %4, ptr @events, align 4, !dbg !71, !tbaa !72
  %5 = icmp eq ptr %1, null, !dbg !76
  br i1 %5, label %20, label %6, !dbg !78

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !79, !tbaa !72
  %8 = shl nsw i32 %7, 1, !dbg !80
    #dbg_value(ptr %0, !81, !DIExpression(), !88)
  %9 = icmp eq ptr %0, @leaf, !dbg !90
  br i1 %9, label %15, label %10, !dbg !92

10:                                               ; preds = %6
  %11 = icmp eq ptr %0, @middle, !dbg !93
  br i1 %11, label %15, label %12, !dbg !95

12:                                               ; preds = %10
  %13 = icmp eq ptr %0, @twice, !dbg !96
  %14 = select i1 %13, ptr @.str.7, ptr @.str.8, !dbg !88
  br label %15, !dbg !88

15:                                               ; preds = %6, %10, %12
  %16 = phi ptr [ @.str.5, %6 ], [ @.str.6, %10 ], [ %14, %12 ], !dbg !88
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, ptr noundef nonnull @.str.1, ptr noundef nonnull %16), !dbg !98
  %18 = load i32, ptr @depth, align 4, !dbg !99, !tbaa !72
  %19 = add nsw i32 %18, 1, !dbg !99
  store i32 %19, ptr @depth, align 4, !dbg !99, !tbaa !72
  br label %20, !dbg !100

20:                                               ; preds = %2, %15
  ret void, !dbg !100
}

; Function Attrs: nofree nounwind
declare !dbg !101 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_exit(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !106 {
    #dbg_value(ptr %0, !108, !DIExpression(), !110)
    #dbg_value(ptr %1, !109, !DIExpression(), !110)
  %3 = load i32, ptr @events, align 4, !dbg !111, !tbaa !72
  %4 = add nsw i32 %3, 1, !dbg !111
  store i32 %4, ptr @events, align 4, !dbg !111, !tbaa !72
  %5 = icmp eq ptr %1, null, !dbg !112
  br i1 %5, label %19, label %6, !dbg !114

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !115, !tbaa !72
  %8 = add nsw i32 %7, -1, !dbg !115
  store i32 %8, ptr @depth, align 4, !dbg !115, !tbaa !72
  %9 = shl nsw i32 %8, 1, !dbg !116
    #dbg_value(ptr %0, !81, !DIExpression(), !117)
  %10 = icmp eq ptr %0, @leaf, !dbg !119
  br i1 %10, label %16, label %11, !dbg !120

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, @middle, !dbg !121
  br i1 %12, label %16, label %13, !dbg !122

13:                                               ; preds = %11
  %14 = icmp eq ptr %0, @twice, !dbg !123
  %15 = select i1 %14, ptr @.str.7, ptr @.str.8, !dbg !117
  br label %16, !dbg !117

16:                                               ; preds = %6, %11, %13
  %17 = phi ptr [ @.str.5, %6 ], [ @.str.6, %11 ], [ %15, %13 ], !dbg !117
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, ptr noundef nonnull @.str.1, ptr noundef nonnull %17), !dbg !124
  br label %19, !dbg !125

19:                                               ; preds = %2, %16
  ret void, !dbg !125
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef %0) #2 !dbg !126 {
    #dbg_value(i32 %0, !130, !DIExpression(), !131)
  %2 = mul nsw i32 %0, 3, !dbg !132
  %3 = add nsw i32 %2, 1, !dbg !133
  ret i32 %3, !dbg !134
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @middle(i32 noundef %0) #2 !dbg !135 {
    #dbg_value(i32 %0, !137, !DIExpression(), !138)
  %2 = icmp sgt i32 %0, 10, !dbg !139
  %3 = tail call i32 @leaf(i32 noundef %0), !dbg !138
  br i1 %2, label %4, label %6, !dbg !141

4:                                                ; preds = %1
  %5 = add nsw i32 %3, -1, !dbg !142
  br label %8, !dbg !143

6:                                                ; preds = %1
  %7 = tail call i32 @leaf(i32 noundef %3), !dbg !144
  br label %8, !dbg !145

8:                                                ; preds = %6, %4
  %9 = phi i32 [ %5, %4 ], [ %7, %6 ], !dbg !138
  ret i32 %9, !dbg !146
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0) #2 !dbg !147 {
    #dbg_value(i32 %0, !149, !DIExpression(), !150)
  %2 = tail call i32 @middle(i32 noundef %0), !dbg !151
  %3 = add nsw i32 %0, 20, !dbg !152
  %4 = tail call i32 @middle(i32 noundef %3), !dbg !153
  %5 = add nsw i32 %4, %2, !dbg !154
  ret i32 %5, !dbg !155
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !156 {
  %1 = tail call i32 @middle(i32 noundef 3), !dbg !163
    #dbg_value(i32 %1, !160, !DIExpression(), !164)
  %2 = tail call i32 @middle(i32 noundef 20), !dbg !165
    #dbg_value(i32 %2, !161, !DIExpression(), !164)
  %3 = tail call i32 @twice(i32 noundef 4), !dbg !166
    #dbg_value(i32 %3, !162, !DIExpression(), !164)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !167
  %5 = load i32, ptr @events, align 4, !dbg !168, !tbaa !72
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5), !dbg !169
  ret i32 0, !dbg !170
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "events", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/instrument_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf9ab6461333da452617aee3e16b606d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !23, !28, !33, !0, !36, !41, !46, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 13)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 1)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 12)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 144, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "depth", scope: !2, file: !3, line: 11, type: !35, isLocal: true, isDefinition: true)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 6)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "__cyg_profile_func_enter", scope: !3, file: !3, line: 25, type: !65, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !5, !5}
!67 = !{!68, !69}
!68 = !DILocalVariable(name: "fn", arg: 1, scope: !64, file: !3, line: 25, type: !5)
!69 = !DILocalVariable(name: "call_site", arg: 2, scope: !64, file: !3, line: 25, type: !5)
!70 = !DILocation(line: 0, scope: !64)
!71 = !DILocation(line: 26, column: 11, scope: !64)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 27, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !64, file: !3, line: 27, column: 9)
!78 = !DILocation(line: 27, column: 9, scope: !64)
!79 = !DILocation(line: 28, column: 33, scope: !64)
!80 = !DILocation(line: 28, column: 31, scope: !64)
!81 = !DILocalVariable(name: "fn", arg: 1, scope: !82, file: !3, line: 18, type: !5)
!82 = distinct !DISubprogram(name: "name_of", scope: !3, file: !3, line: 18, type: !83, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !5}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!87 = !{!81}
!88 = !DILocation(line: 0, scope: !82, inlinedAt: !89)
!89 = distinct !DILocation(line: 28, column: 44, scope: !64)
!90 = !DILocation(line: 19, column: 12, scope: !91, inlinedAt: !89)
!91 = distinct !DILexicalBlock(scope: !82, file: !3, line: 19, column: 9)
!92 = !DILocation(line: 19, column: 9, scope: !82, inlinedAt: !89)
!93 = !DILocation(line: 20, column: 12, scope: !94, inlinedAt: !89)
!94 = distinct !DILexicalBlock(scope: !82, file: !3, line: 20, column: 9)
!95 = !DILocation(line: 20, column: 9, scope: !82, inlinedAt: !89)
!96 = !DILocation(line: 21, column: 12, scope: !97, inlinedAt: !89)
!97 = distinct !DILexicalBlock(scope: !82, file: !3, line: 21, column: 9)
!98 = !DILocation(line: 28, column: 5, scope: !64)
!99 = !DILocation(line: 29, column: 10, scope: !64)
!100 = !DILocation(line: 30, column: 1, scope: !64)
!101 = !DISubprogram(name: "printf", scope: !102, file: !102, line: 356, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!103 = !DISubroutineType(types: !104)
!104 = !{!35, !105, null}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!106 = distinct !DISubprogram(name: "__cyg_profile_func_exit", scope: !3, file: !3, line: 32, type: !65, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!107 = !{!108, !109}
!108 = !DILocalVariable(name: "fn", arg: 1, scope: !106, file: !3, line: 32, type: !5)
!109 = !DILocalVariable(name: "call_site", arg: 2, scope: !106, file: !3, line: 32, type: !5)
!110 = !DILocation(line: 0, scope: !106)
!111 = !DILocation(line: 33, column: 11, scope: !106)
!112 = !DILocation(line: 34, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !106, file: !3, line: 34, column: 9)
!114 = !DILocation(line: 34, column: 9, scope: !106)
!115 = !DILocation(line: 35, column: 10, scope: !106)
!116 = !DILocation(line: 36, column: 30, scope: !106)
!117 = !DILocation(line: 0, scope: !82, inlinedAt: !118)
!118 = distinct !DILocation(line: 36, column: 43, scope: !106)
!119 = !DILocation(line: 19, column: 12, scope: !91, inlinedAt: !118)
!120 = !DILocation(line: 19, column: 9, scope: !82, inlinedAt: !118)
!121 = !DILocation(line: 20, column: 12, scope: !94, inlinedAt: !118)
!122 = !DILocation(line: 20, column: 9, scope: !82, inlinedAt: !118)
!123 = !DILocation(line: 21, column: 12, scope: !97, inlinedAt: !118)
!124 = !DILocation(line: 36, column: 5, scope: !106)
!125 = !DILocation(line: 37, column: 1, scope: !106)
!126 = distinct !DISubprogram(name: "leaf", scope: !3, file: !3, line: 39, type: !127, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!35, !35}
!129 = !{!130}
!130 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !3, line: 39, type: !35)
!131 = !DILocation(line: 0, scope: !126)
!132 = !DILocation(line: 39, column: 54, scope: !126)
!133 = !DILocation(line: 39, column: 58, scope: !126)
!134 = !DILocation(line: 39, column: 45, scope: !126)
!135 = distinct !DISubprogram(name: "middle", scope: !3, file: !3, line: 41, type: !127, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!136 = !{!137}
!137 = !DILocalVariable(name: "x", arg: 1, scope: !135, file: !3, line: 41, type: !35)
!138 = !DILocation(line: 0, scope: !135)
!139 = !DILocation(line: 42, column: 11, scope: !140)
!140 = distinct !DILexicalBlock(scope: !135, file: !3, line: 42, column: 9)
!141 = !DILocation(line: 42, column: 9, scope: !135)
!142 = !DILocation(line: 43, column: 24, scope: !140)
!143 = !DILocation(line: 43, column: 9, scope: !140)
!144 = !DILocation(line: 44, column: 12, scope: !135)
!145 = !DILocation(line: 44, column: 5, scope: !135)
!146 = !DILocation(line: 45, column: 1, scope: !135)
!147 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 47, type: !127, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!148 = !{!149}
!149 = !DILocalVariable(name: "x", arg: 1, scope: !147, file: !3, line: 47, type: !35)
!150 = !DILocation(line: 0, scope: !147)
!151 = !DILocation(line: 47, column: 53, scope: !147)
!152 = !DILocation(line: 47, column: 74, scope: !147)
!153 = !DILocation(line: 47, column: 65, scope: !147)
!154 = !DILocation(line: 47, column: 63, scope: !147)
!155 = !DILocation(line: 47, column: 46, scope: !147)
!156 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !157, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!35}
!159 = !{!160, !161, !162}
!160 = !DILocalVariable(name: "a", scope: !156, file: !3, line: 50, type: !35)
!161 = !DILocalVariable(name: "b", scope: !156, file: !3, line: 51, type: !35)
!162 = !DILocalVariable(name: "c", scope: !156, file: !3, line: 52, type: !35)
!163 = !DILocation(line: 50, column: 13, scope: !156)
!164 = !DILocation(line: 0, scope: !156)
!165 = !DILocation(line: 51, column: 13, scope: !156)
!166 = !DILocation(line: 52, column: 13, scope: !156)
!167 = !DILocation(line: 53, column: 5, scope: !156)
!168 = !DILocation(line: 54, column: 27, scope: !156)
!169 = !DILocation(line: 54, column: 5, scope: !156)
!170 = !DILocation(line: 55, column: 5, scope: !156)
