; ModuleID = 'tests/run/aarch64/instrument_functions.c'
source_filename = "tests/run/aarch64/instrument_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local void @__cyg_profile_func_enter(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !65 {
    #dbg_value(ptr %0, !69, !DIExpression(), !71)
    #dbg_value(ptr %1, !70, !DIExpression(), !71)
  %3 = load i32, ptr @events, align 4, !dbg !72, !tbaa !73
  %4 = add nsw i32 %3, 1, !dbg !72
  store i32 %4, ptr @events, align 4, !dbg !72, !tbaa !73
  %5 = icmp eq ptr %1, null, !dbg !77
  br i1 %5, label %20, label %6, !dbg !79

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !80, !tbaa !73
  %8 = shl nsw i32 %7, 1, !dbg !81
    #dbg_value(ptr %0, !82, !DIExpression(), !89)
  %9 = icmp eq ptr %0, @leaf, !dbg !91
  br i1 %9, label %15, label %10, !dbg !93

10:                                               ; preds = %6
  %11 = icmp eq ptr %0, @middle, !dbg !94
  br i1 %11, label %15, label %12, !dbg !96

12:                                               ; preds = %10
  %13 = icmp eq ptr %0, @twice, !dbg !97
  %14 = select i1 %13, ptr @.str.7, ptr @.str.8, !dbg !89
  br label %15, !dbg !89

15:                                               ; preds = %6, %10, %12
  %16 = phi ptr [ @.str.5, %6 ], [ @.str.6, %10 ], [ %14, %12 ], !dbg !89
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, ptr noundef nonnull @.str.1, ptr noundef nonnull %16), !dbg !99
  %18 = load i32, ptr @depth, align 4, !dbg !100, !tbaa !73
  %19 = add nsw i32 %18, 1, !dbg !100
  store i32 %19, ptr @depth, align 4, !dbg !100, !tbaa !73
  br label %20, !dbg !101

20:                                               ; preds = %2, %15
  ret void, !dbg !101
}

; Function Attrs: nofree nounwind
declare !dbg !102 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_exit(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !107 {
    #dbg_value(ptr %0, !109, !DIExpression(), !111)
    #dbg_value(ptr %1, !110, !DIExpression(), !111)
  %3 = load i32, ptr @events, align 4, !dbg !112, !tbaa !73
  %4 = add nsw i32 %3, 1, !dbg !112
  store i32 %4, ptr @events, align 4, !dbg !112, !tbaa !73
  %5 = icmp eq ptr %1, null, !dbg !113
  br i1 %5, label %19, label %6, !dbg !115

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !116, !tbaa !73
  %8 = add nsw i32 %7, -1, !dbg !116
  store i32 %8, ptr @depth, align 4, !dbg !116, !tbaa !73
  %9 = shl nsw i32 %8, 1, !dbg !117
    #dbg_value(ptr %0, !82, !DIExpression(), !118)
  %10 = icmp eq ptr %0, @leaf, !dbg !120
  br i1 %10, label %16, label %11, !dbg !121

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, @middle, !dbg !122
  br i1 %12, label %16, label %13, !dbg !123

13:                                               ; preds = %11
  %14 = icmp eq ptr %0, @twice, !dbg !124
  %15 = select i1 %14, ptr @.str.7, ptr @.str.8, !dbg !118
  br label %16, !dbg !118

16:                                               ; preds = %6, %11, %13
  %17 = phi ptr [ @.str.5, %6 ], [ @.str.6, %11 ], [ %15, %13 ], !dbg !118
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, ptr noundef nonnull @.str.1, ptr noundef nonnull %17), !dbg !125
  br label %19, !dbg !126

19:                                               ; preds = %2, %16
  ret void, !dbg !126
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef %0) #2 !dbg !127 {
    #dbg_value(i32 %0, !131, !DIExpression(), !132)
  %2 = mul nsw i32 %0, 3, !dbg !133
  %3 = add nsw i32 %2, 1, !dbg !134
  ret i32 %3, !dbg !135
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @middle(i32 noundef %0) #2 !dbg !136 {
    #dbg_value(i32 %0, !138, !DIExpression(), !139)
  %2 = icmp sgt i32 %0, 10, !dbg !140
  %3 = tail call i32 @leaf(i32 noundef %0), !dbg !139
  br i1 %2, label %4, label %6, !dbg !142

4:                                                ; preds = %1
  %5 = add nsw i32 %3, -1, !dbg !143
  br label %8, !dbg !144

6:                                                ; preds = %1
  %7 = tail call i32 @leaf(i32 noundef %3), !dbg !145
  br label %8, !dbg !146

8:                                                ; preds = %6, %4
  %9 = phi i32 [ %5, %4 ], [ %7, %6 ], !dbg !139
  ret i32 %9, !dbg !147
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0) #2 !dbg !148 {
    #dbg_value(i32 %0, !150, !DIExpression(), !151)
  %2 = tail call i32 @middle(i32 noundef %0), !dbg !152
  %3 = add nsw i32 %0, 20, !dbg !153
  %4 = tail call i32 @middle(i32 noundef %3), !dbg !154
  %5 = add nsw i32 %4, %2, !dbg !155
  ret i32 %5, !dbg !156
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !157 {
  %1 = tail call i32 @middle(i32 noundef 3), !dbg !164
    #dbg_value(i32 %1, !161, !DIExpression(), !165)
  %2 = tail call i32 @middle(i32 noundef 20), !dbg !166
    #dbg_value(i32 %2, !162, !DIExpression(), !165)
  %3 = tail call i32 @twice(i32 noundef 4), !dbg !167
    #dbg_value(i32 %3, !163, !DIExpression(), !165)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !168
  %5 = load i32, ptr @events, align 4, !dbg !169, !tbaa !73
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5), !dbg !170
  ret i32 0, !dbg !171
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "events", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/instrument_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf9ab6461333da452617aee3e16b606d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !23, !28, !33, !0, !36, !41, !46, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!62 = !{i32 7, !"frame-pointer", i32 1}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "__cyg_profile_func_enter", scope: !3, file: !3, line: 25, type: !66, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !5, !5}
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "fn", arg: 1, scope: !65, file: !3, line: 25, type: !5)
!70 = !DILocalVariable(name: "call_site", arg: 2, scope: !65, file: !3, line: 25, type: !5)
!71 = !DILocation(line: 0, scope: !65)
!72 = !DILocation(line: 26, column: 11, scope: !65)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 27, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !65, file: !3, line: 27, column: 9)
!79 = !DILocation(line: 27, column: 9, scope: !65)
!80 = !DILocation(line: 28, column: 33, scope: !65)
!81 = !DILocation(line: 28, column: 31, scope: !65)
!82 = !DILocalVariable(name: "fn", arg: 1, scope: !83, file: !3, line: 18, type: !5)
!83 = distinct !DISubprogram(name: "name_of", scope: !3, file: !3, line: 18, type: !84, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !5}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!88 = !{!82}
!89 = !DILocation(line: 0, scope: !83, inlinedAt: !90)
!90 = distinct !DILocation(line: 28, column: 44, scope: !65)
!91 = !DILocation(line: 19, column: 12, scope: !92, inlinedAt: !90)
!92 = distinct !DILexicalBlock(scope: !83, file: !3, line: 19, column: 9)
!93 = !DILocation(line: 19, column: 9, scope: !83, inlinedAt: !90)
!94 = !DILocation(line: 20, column: 12, scope: !95, inlinedAt: !90)
!95 = distinct !DILexicalBlock(scope: !83, file: !3, line: 20, column: 9)
!96 = !DILocation(line: 20, column: 9, scope: !83, inlinedAt: !90)
!97 = !DILocation(line: 21, column: 12, scope: !98, inlinedAt: !90)
!98 = distinct !DILexicalBlock(scope: !83, file: !3, line: 21, column: 9)
!99 = !DILocation(line: 28, column: 5, scope: !65)
!100 = !DILocation(line: 29, column: 10, scope: !65)
!101 = !DILocation(line: 30, column: 1, scope: !65)
!102 = !DISubprogram(name: "printf", scope: !103, file: !103, line: 356, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!104 = !DISubroutineType(types: !105)
!105 = !{!35, !106, null}
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!107 = distinct !DISubprogram(name: "__cyg_profile_func_exit", scope: !3, file: !3, line: 32, type: !66, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!108 = !{!109, !110}
!109 = !DILocalVariable(name: "fn", arg: 1, scope: !107, file: !3, line: 32, type: !5)
!110 = !DILocalVariable(name: "call_site", arg: 2, scope: !107, file: !3, line: 32, type: !5)
!111 = !DILocation(line: 0, scope: !107)
!112 = !DILocation(line: 33, column: 11, scope: !107)
!113 = !DILocation(line: 34, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !107, file: !3, line: 34, column: 9)
!115 = !DILocation(line: 34, column: 9, scope: !107)
!116 = !DILocation(line: 35, column: 10, scope: !107)
!117 = !DILocation(line: 36, column: 30, scope: !107)
!118 = !DILocation(line: 0, scope: !83, inlinedAt: !119)
!119 = distinct !DILocation(line: 36, column: 43, scope: !107)
!120 = !DILocation(line: 19, column: 12, scope: !92, inlinedAt: !119)
!121 = !DILocation(line: 19, column: 9, scope: !83, inlinedAt: !119)
!122 = !DILocation(line: 20, column: 12, scope: !95, inlinedAt: !119)
!123 = !DILocation(line: 20, column: 9, scope: !83, inlinedAt: !119)
!124 = !DILocation(line: 21, column: 12, scope: !98, inlinedAt: !119)
!125 = !DILocation(line: 36, column: 5, scope: !107)
!126 = !DILocation(line: 37, column: 1, scope: !107)
!127 = distinct !DISubprogram(name: "leaf", scope: !3, file: !3, line: 39, type: !128, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!35, !35}
!130 = !{!131}
!131 = !DILocalVariable(name: "x", arg: 1, scope: !127, file: !3, line: 39, type: !35)
!132 = !DILocation(line: 0, scope: !127)
!133 = !DILocation(line: 39, column: 54, scope: !127)
!134 = !DILocation(line: 39, column: 58, scope: !127)
!135 = !DILocation(line: 39, column: 45, scope: !127)
!136 = distinct !DISubprogram(name: "middle", scope: !3, file: !3, line: 41, type: !128, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!137 = !{!138}
!138 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !3, line: 41, type: !35)
!139 = !DILocation(line: 0, scope: !136)
!140 = !DILocation(line: 42, column: 11, scope: !141)
!141 = distinct !DILexicalBlock(scope: !136, file: !3, line: 42, column: 9)
!142 = !DILocation(line: 42, column: 9, scope: !136)
!143 = !DILocation(line: 43, column: 24, scope: !141)
!144 = !DILocation(line: 43, column: 9, scope: !141)
!145 = !DILocation(line: 44, column: 12, scope: !136)
!146 = !DILocation(line: 44, column: 5, scope: !136)
!147 = !DILocation(line: 45, column: 1, scope: !136)
!148 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 47, type: !128, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!149 = !{!150}
!150 = !DILocalVariable(name: "x", arg: 1, scope: !148, file: !3, line: 47, type: !35)
!151 = !DILocation(line: 0, scope: !148)
!152 = !DILocation(line: 47, column: 53, scope: !148)
!153 = !DILocation(line: 47, column: 74, scope: !148)
!154 = !DILocation(line: 47, column: 65, scope: !148)
!155 = !DILocation(line: 47, column: 63, scope: !148)
!156 = !DILocation(line: 47, column: 46, scope: !148)
!157 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !158, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!35}
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "a", scope: !157, file: !3, line: 50, type: !35)
!162 = !DILocalVariable(name: "b", scope: !157, file: !3, line: 51, type: !35)
!163 = !DILocalVariable(name: "c", scope: !157, file: !3, line: 52, type: !35)
!164 = !DILocation(line: 50, column: 13, scope: !157)
!165 = !DILocation(line: 0, scope: !157)
!166 = !DILocation(line: 51, column: 13, scope: !157)
!167 = !DILocation(line: 52, column: 13, scope: !157)
!168 = !DILocation(line: 53, column: 5, scope: !157)
!169 = !DILocation(line: 54, column: 27, scope: !157)
!170 = !DILocation(line: 54, column: 5, scope: !157)
!171 = !DILocation(line: 55, column: 5, scope: !157)
