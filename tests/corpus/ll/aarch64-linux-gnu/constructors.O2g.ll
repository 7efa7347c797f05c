; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@init_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 4, !dbg !0
@init_count = internal unnamed_addr global i32 0, align 4, !dbg !26
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !29
@.str = private unnamed_addr constant [32 x i8] c"destructor runs, table[9] = %d\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"constructors ran: %d\0A\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [16 x i8] c"  order %d: %d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [20 x i8] c"%s level %d sum %d\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"cfg\00", align 1, !dbg !41
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @init_late, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init_early, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
@str = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_late() #0 !dbg !70 {
  %1 = load i32, ptr @init_count, align 4, !dbg !73, !tbaa !74
  %2 = add nsw i32 %1, 1, !dbg !73
  store i32 %2, ptr @init_count, align 4, !dbg !73, !tbaa !74
  %3 = sext i32 %1 to i64, !dbg !78
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !78
  store i32 200, ptr %4, align 4, !dbg !79, !tbaa !74
  ret void, !dbg !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_early() #1 !dbg !81 {
  %1 = load i32, ptr @init_count, align 4, !dbg !85, !tbaa !74
  %2 = add nsw i32 %1, 1, !dbg !85
  store i32 %2, ptr @init_count, align 4, !dbg !85, !tbaa !74
  %3 = sext i32 %1 to i64, !dbg !86
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !86
  store i32 101, ptr %4, align 4, !dbg !87, !tbaa !74
    #dbg_value(i32 0, !83, !DIExpression(), !88)
  br label %5, !dbg !89

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %16, %5 ], !dbg !90
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %17, %5 ], !dbg !92
  %8 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>, !dbg !92
  %9 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>, !dbg !92
  %10 = add <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !92
  %11 = add <4 x i32> %9, <i32 31, i32 31, i32 31, i32 31>, !dbg !92
  %12 = and <4 x i32> %10, <i32 255, i32 255, i32 255, i32 255>, !dbg !92
  %13 = and <4 x i32> %11, <i32 255, i32 255, i32 255, i32 255>, !dbg !92
  %14 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6, !dbg !93
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !94
  store <4 x i32> %12, ptr %14, align 4, !dbg !94, !tbaa !74
  store <4 x i32> %13, ptr %15, align 4, !dbg !94, !tbaa !74
  %16 = add nuw i64 %6, 8, !dbg !90
  %17 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !92
  %18 = icmp eq i64 %16, 256, !dbg !90
  br i1 %18, label %19, label %5, !dbg !90, !llvm.loop !95

19:                                               ; preds = %5
  ret void, !dbg !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #0 !dbg !101 {
  %1 = load i32, ptr @init_count, align 4, !dbg !102, !tbaa !74
  %2 = add nsw i32 %1, 1, !dbg !102
  store i32 %2, ptr @init_count, align 4, !dbg !102, !tbaa !74
  %3 = sext i32 %1 to i64, !dbg !103
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !103
  store i32 65535, ptr %4, align 4, !dbg !104, !tbaa !74
  ret void, !dbg !105
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini() #2 !dbg !106 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !dbg !107, !tbaa !74
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !108
  ret void, !dbg !109
}

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !115 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #6, !dbg !124
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #6, !dbg !125
  %3 = load i32, ptr @init_count, align 4, !dbg !126, !tbaa !74
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3), !dbg !127
    #dbg_value(i32 0, !119, !DIExpression(), !128)
  %5 = load i32, ptr @init_count, align 4, !dbg !129, !tbaa !74
  %6 = icmp sgt i32 %5, 0, !dbg !131
  br i1 %6, label %30, label %7, !dbg !132

7:                                                ; preds = %30, %0
  br label %8, !dbg !133

8:                                                ; preds = %7, %8
  %9 = phi i64 [ %23, %8 ], [ 0, %7 ], !dbg !134
  %10 = phi <4 x i32> [ %21, %8 ], [ zeroinitializer, %7 ]
  %11 = phi <4 x i32> [ %22, %8 ], [ zeroinitializer, %7 ]
  %12 = phi <4 x i32> [ %24, %8 ], [ <i32 0, i32 1, i32 2, i32 3>, %7 ], !dbg !136
  %13 = getelementptr inbounds i32, ptr @table, i64 %9, !dbg !137
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !137
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !137, !tbaa !74
  %16 = load <4 x i32>, ptr %14, align 4, !dbg !137, !tbaa !74
  %17 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !136
  %18 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !136
  %19 = mul nsw <4 x i32> %15, %17, !dbg !138
  %20 = mul nsw <4 x i32> %16, %18, !dbg !138
  %21 = add <4 x i32> %19, %10, !dbg !139
  %22 = add <4 x i32> %20, %11, !dbg !139
  %23 = add nuw i64 %9, 8, !dbg !134
  %24 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>, !dbg !136
  %25 = icmp eq i64 %23, 256, !dbg !134
  br i1 %25, label %26, label %8, !dbg !134, !llvm.loop !140

26:                                               ; preds = %8
  %27 = add <4 x i32> %22, %21, !dbg !133
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27), !dbg !133
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %28), !dbg !142
  ret i32 0, !dbg !143

30:                                               ; preds = %0, %30
  %31 = phi i64 [ %36, %30 ], [ 0, %0 ]
    #dbg_value(i64 %31, !119, !DIExpression(), !128)
  %32 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %31, !dbg !144
  %33 = load i32, ptr %32, align 4, !dbg !144, !tbaa !74
  %34 = trunc nuw nsw i64 %31 to i32, !dbg !145
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef %33), !dbg !145
  %36 = add nuw nsw i64 %31, 1, !dbg !146
    #dbg_value(i64 %36, !119, !DIExpression(), !128)
  %37 = load i32, ptr @init_count, align 4, !dbg !129, !tbaa !74
  %38 = sext i32 %37 to i64, !dbg !131
  %39 = icmp slt i64 %36, %38, !dbg !131
  br i1 %39, label %30, label %7, !dbg !132, !llvm.loop !147
}

; Function Attrs: nofree nounwind
declare !dbg !149 i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #2 !dbg !154 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !155
  ret void, !dbg !156
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #2 !dbg !157 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !158
  ret void, !dbg !159
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "init_log", scope: !2, file: !3, line: 5, type: !58, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/constructors.c", directory: ".", checksumkind: CSK_MD5, checksum: "422457d0205b84461fa787821e9160d8")
!4 = !{!5, !11, !16, !21, !0, !26, !29, !34, !39, !41, !46}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 20)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "init_count", scope: !2, file: !3, line: 6, type: !28, isLocal: true, isDefinition: true)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 8192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 256)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "config", scope: !2, file: !3, line: 22, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !3, line: 21, size: 192, elements: !50)
!50 = !{!51, !54, !55}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !49, file: !3, line: 21, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !49, file: !3, line: 21, baseType: !28, size: 32, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "tbl", scope: !49, file: !3, line: 21, baseType: !56, size: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 256, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 1}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "init_late", scope: !3, file: !3, line: 9, type: !71, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!71 = !DISubroutineType(types: !72)
!72 = !{null}
!73 = !DILocation(line: 9, column: 84, scope: !70)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 9, column: 65, scope: !70)
!79 = !DILocation(line: 9, column: 88, scope: !70)
!80 = !DILocation(line: 9, column: 95, scope: !70)
!81 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 10, type: !71, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!83}
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 12, type: !28)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 12, column: 5)
!85 = !DILocation(line: 11, column: 24, scope: !81)
!86 = !DILocation(line: 11, column: 5, scope: !81)
!87 = !DILocation(line: 11, column: 28, scope: !81)
!88 = !DILocation(line: 0, scope: !84)
!89 = !DILocation(line: 12, column: 5, scope: !84)
!90 = !DILocation(line: 12, column: 31, scope: !91)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 12, column: 5)
!92 = !DILocation(line: 12, column: 58, scope: !91)
!93 = !DILocation(line: 12, column: 35, scope: !91)
!94 = !DILocation(line: 12, column: 44, scope: !91)
!95 = distinct !{!95, !89, !96, !97, !98, !99}
!96 = !DILocation(line: 12, column: 60, scope: !84)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 13, column: 1, scope: !81)
!101 = distinct !DISubprogram(name: "init_default", scope: !3, file: !3, line: 14, type: !71, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!102 = !DILocation(line: 14, column: 82, scope: !101)
!103 = !DILocation(line: 14, column: 63, scope: !101)
!104 = !DILocation(line: 14, column: 86, scope: !101)
!105 = !DILocation(line: 14, column: 95, scope: !101)
!106 = distinct !DISubprogram(name: "fini", scope: !3, file: !3, line: 19, type: !71, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!107 = !DILocation(line: 19, column: 97, scope: !106)
!108 = !DILocation(line: 19, column: 54, scope: !106)
!109 = !DILocation(line: 19, column: 108, scope: !106)
!110 = !DISubprogram(name: "printf", scope: !111, file: !111, line: 356, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!112 = !DISubroutineType(types: !113)
!113 = !{!28, !114, null}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !116, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!28}
!118 = !{!119, !121, !122}
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 28, type: !28)
!120 = distinct !DILexicalBlock(scope: !115, file: !3, line: 28, column: 5)
!121 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 29, type: !28)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 30, type: !28)
!123 = distinct !DILexicalBlock(scope: !115, file: !3, line: 30, column: 5)
!124 = !DILocation(line: 25, column: 5, scope: !115)
!125 = !DILocation(line: 26, column: 5, scope: !115)
!126 = !DILocation(line: 27, column: 38, scope: !115)
!127 = !DILocation(line: 27, column: 5, scope: !115)
!128 = !DILocation(line: 0, scope: !120)
!129 = !DILocation(line: 28, column: 25, scope: !130)
!130 = distinct !DILexicalBlock(scope: !120, file: !3, line: 28, column: 5)
!131 = !DILocation(line: 28, column: 23, scope: !130)
!132 = !DILocation(line: 28, column: 5, scope: !120)
!133 = !DILocation(line: 30, column: 5, scope: !123)
!134 = !DILocation(line: 30, column: 31, scope: !135)
!135 = distinct !DILexicalBlock(scope: !123, file: !3, line: 30, column: 5)
!136 = !DILocation(line: 30, column: 59, scope: !135)
!137 = !DILocation(line: 30, column: 40, scope: !135)
!138 = !DILocation(line: 30, column: 54, scope: !135)
!139 = !DILocation(line: 30, column: 37, scope: !135)
!140 = distinct !{!140, !133, !141, !97, !98, !99}
!141 = !DILocation(line: 30, column: 62, scope: !123)
!142 = !DILocation(line: 31, column: 5, scope: !115)
!143 = !DILocation(line: 32, column: 5, scope: !115)
!144 = !DILocation(line: 28, column: 72, scope: !130)
!145 = !DILocation(line: 28, column: 42, scope: !130)
!146 = !DILocation(line: 28, column: 38, scope: !130)
!147 = distinct !{!147, !132, !148, !97}
!148 = !DILocation(line: 28, column: 83, scope: !120)
!149 = !DISubprogram(name: "atexit", scope: !150, file: !150, line: 615, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!28, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!154 = distinct !DISubprogram(name: "bye1", scope: !3, file: !3, line: 16, type: !71, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!155 = !DILocation(line: 16, column: 26, scope: !154)
!156 = !DILocation(line: 16, column: 48, scope: !154)
!157 = distinct !DISubprogram(name: "bye2", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!158 = !DILocation(line: 17, column: 26, scope: !157)
!159 = !DILocation(line: 17, column: 48, scope: !157)
