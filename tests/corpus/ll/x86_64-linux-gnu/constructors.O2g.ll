; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@init_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 16, !dbg !0
@init_count = internal unnamed_addr global i32 0, align 4, !dbg !26
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !29
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
define internal void @init_late() #0 !dbg !69 {
  %1 = load i32, ptr @init_count, align 4, !dbg !72, !tbaa !73
  %2 = add nsw i32 %1, 1, !dbg !72
  store i32 %2, ptr @init_count, align 4, !dbg !72, !tbaa !73
  %3 = sext i32 %1 to i64, !dbg !77
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !77
  store i32 200, ptr %4, align 4, !dbg !78, !tbaa !73
  ret void, !dbg !79
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_early() #1 !dbg !80 {
  %1 = load i32, ptr @init_count, align 4, !dbg !84, !tbaa !73
  %2 = add nsw i32 %1, 1, !dbg !84
  store i32 %2, ptr @init_count, align 4, !dbg !84, !tbaa !73
  %3 = sext i32 %1 to i64, !dbg !85
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !85
  store i32 101, ptr %4, align 4, !dbg !86, !tbaa !73
    #dbg_value(i32 0, !82, !DIExpression(), !87)
  br label %5, !dbg !88

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %16, %5 ], !dbg !89
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %17, %5 ], !dbg !91
  %8 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>, !dbg !91
  %9 = mul <4 x i32> %7, <i32 7, i32 7, i32 7, i32 7>, !dbg !91
  %10 = add <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !91
  %11 = add <4 x i32> %9, <i32 31, i32 31, i32 31, i32 31>, !dbg !91
  %12 = and <4 x i32> %10, <i32 255, i32 255, i32 255, i32 255>, !dbg !91
  %13 = and <4 x i32> %11, <i32 255, i32 255, i32 255, i32 255>, !dbg !91
  %14 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6, !dbg !92
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !93
  store <4 x i32> %12, ptr %14, align 16, !dbg !93, !tbaa !73
  store <4 x i32> %13, ptr %15, align 16, !dbg !93, !tbaa !73
  %16 = add nuw i64 %6, 8, !dbg !89
  %17 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !91
  %18 = icmp eq i64 %16, 256, !dbg !89
  br i1 %18, label %19, label %5, !dbg !89, !llvm.loop !94

19:                                               ; preds = %5
  ret void, !dbg !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #0 !dbg !100 {
  %1 = load i32, ptr @init_count, align 4, !dbg !101, !tbaa !73
  %2 = add nsw i32 %1, 1, !dbg !101
  store i32 %2, ptr @init_count, align 4, !dbg !101, !tbaa !73
  %3 = sext i32 %1 to i64, !dbg !102
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !102
  store i32 65535, ptr %4, align 4, !dbg !103, !tbaa !73
  ret void, !dbg !104
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini() #2 !dbg !105 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !dbg !106, !tbaa !73
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !107
  ret void, !dbg !108
}

; Function Attrs: nofree nounwind
declare !dbg !109 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !114 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #6, !dbg !123
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #6, !dbg !124
  %3 = load i32, ptr @init_count, align 4, !dbg !125, !tbaa !73
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3), !dbg !126
    #dbg_value(i32 0, !118, !DIExpression(), !127)
  %5 = load i32, ptr @init_count, align 4, !dbg !128, !tbaa !73
  %6 = icmp sgt i32 %5, 0, !dbg !130
  br i1 %6, label %30, label %7, !dbg !131

7:                                                ; preds = %30, %0
  br label %8, !dbg !132

8:                                                ; preds = %7, %8
  %9 = phi i64 [ %23, %8 ], [ 0, %7 ], !dbg !133
  %10 = phi <4 x i32> [ %21, %8 ], [ zeroinitializer, %7 ]
  %11 = phi <4 x i32> [ %22, %8 ], [ zeroinitializer, %7 ]
  %12 = phi <4 x i32> [ %24, %8 ], [ <i32 0, i32 1, i32 2, i32 3>, %7 ], !dbg !135
  %13 = getelementptr inbounds i32, ptr @table, i64 %9, !dbg !136
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !136
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !136, !tbaa !73
  %16 = load <4 x i32>, ptr %14, align 16, !dbg !136, !tbaa !73
  %17 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !135
  %18 = and <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !135
  %19 = mul nsw <4 x i32> %15, %17, !dbg !137
  %20 = mul nsw <4 x i32> %16, %18, !dbg !137
  %21 = add <4 x i32> %19, %10, !dbg !138
  %22 = add <4 x i32> %20, %11, !dbg !138
  %23 = add nuw i64 %9, 8, !dbg !133
  %24 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>, !dbg !135
  %25 = icmp eq i64 %23, 256, !dbg !133
  br i1 %25, label %26, label %8, !dbg !133, !llvm.loop !139

26:                                               ; preds = %8
  %27 = add <4 x i32> %22, %21, !dbg !132
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27), !dbg !132
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %28), !dbg !141
  ret i32 0, !dbg !142

30:                                               ; preds = %0, %30
  %31 = phi i64 [ %36, %30 ], [ 0, %0 ]
    #dbg_value(i64 %31, !118, !DIExpression(), !127)
  %32 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %31, !dbg !143
  %33 = load i32, ptr %32, align 4, !dbg !143, !tbaa !73
  %34 = trunc nuw nsw i64 %31 to i32, !dbg !144
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef %33), !dbg !144
  %36 = add nuw nsw i64 %31, 1, !dbg !145
    #dbg_value(i64 %36, !118, !DIExpression(), !127)
  %37 = load i32, ptr @init_count, align 4, !dbg !128, !tbaa !73
  %38 = sext i32 %37 to i64, !dbg !130
  %39 = icmp slt i64 %36, %38, !dbg !130
  br i1 %39, label %30, label %7, !dbg !131, !llvm.loop !146
}

; Function Attrs: nofree nounwind
declare !dbg !148 i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #2 !dbg !153 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !154
  ret void, !dbg !155
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #2 !dbg !156 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !157
  ret void, !dbg !158
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "init_log", scope: !2, file: !3, line: 5, type: !58, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/constructors.c", directory: ".", checksumkind: CSK_MD5, checksum: "422457d0205b84461fa787821e9160d8")
!4 = !{!5, !11, !16, !21, !0, !26, !29, !34, !39, !41, !46}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "init_late", scope: !3, file: !3, line: 9, type: !70, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!70 = !DISubroutineType(types: !71)
!71 = !{null}
!72 = !DILocation(line: 9, column: 84, scope: !69)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 9, column: 65, scope: !69)
!78 = !DILocation(line: 9, column: 88, scope: !69)
!79 = !DILocation(line: 9, column: 95, scope: !69)
!80 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 10, type: !70, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82}
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 12, type: !28)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 12, column: 5)
!84 = !DILocation(line: 11, column: 24, scope: !80)
!85 = !DILocation(line: 11, column: 5, scope: !80)
!86 = !DILocation(line: 11, column: 28, scope: !80)
!87 = !DILocation(line: 0, scope: !83)
!88 = !DILocation(line: 12, column: 5, scope: !83)
!89 = !DILocation(line: 12, column: 31, scope: !90)
!90 = distinct !DILexicalBlock(scope: !83, file: !3, line: 12, column: 5)
!91 = !DILocation(line: 12, column: 58, scope: !90)
!92 = !DILocation(line: 12, column: 35, scope: !90)
!93 = !DILocation(line: 12, column: 44, scope: !90)
!94 = distinct !{!94, !88, !95, !96, !97, !98}
!95 = !DILocation(line: 12, column: 60, scope: !83)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !{!"llvm.loop.unroll.runtime.disable"}
!99 = !DILocation(line: 13, column: 1, scope: !80)
!100 = distinct !DISubprogram(name: "init_default", scope: !3, file: !3, line: 14, type: !70, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!101 = !DILocation(line: 14, column: 82, scope: !100)
!102 = !DILocation(line: 14, column: 63, scope: !100)
!103 = !DILocation(line: 14, column: 86, scope: !100)
!104 = !DILocation(line: 14, column: 95, scope: !100)
!105 = distinct !DISubprogram(name: "fini", scope: !3, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!106 = !DILocation(line: 19, column: 97, scope: !105)
!107 = !DILocation(line: 19, column: 54, scope: !105)
!108 = !DILocation(line: 19, column: 108, scope: !105)
!109 = !DISubprogram(name: "printf", scope: !110, file: !110, line: 356, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!111 = !DISubroutineType(types: !112)
!112 = !{!28, !113, null}
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!28}
!117 = !{!118, !120, !121}
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 28, type: !28)
!119 = distinct !DILexicalBlock(scope: !114, file: !3, line: 28, column: 5)
!120 = !DILocalVariable(name: "s", scope: !114, file: !3, line: 29, type: !28)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 30, type: !28)
!122 = distinct !DILexicalBlock(scope: !114, file: !3, line: 30, column: 5)
!123 = !DILocation(line: 25, column: 5, scope: !114)
!124 = !DILocation(line: 26, column: 5, scope: !114)
!125 = !DILocation(line: 27, column: 38, scope: !114)
!126 = !DILocation(line: 27, column: 5, scope: !114)
!127 = !DILocation(line: 0, scope: !119)
!128 = !DILocation(line: 28, column: 25, scope: !129)
!129 = distinct !DILexicalBlock(scope: !119, file: !3, line: 28, column: 5)
!130 = !DILocation(line: 28, column: 23, scope: !129)
!131 = !DILocation(line: 28, column: 5, scope: !119)
!132 = !DILocation(line: 30, column: 5, scope: !122)
!133 = !DILocation(line: 30, column: 31, scope: !134)
!134 = distinct !DILexicalBlock(scope: !122, file: !3, line: 30, column: 5)
!135 = !DILocation(line: 30, column: 59, scope: !134)
!136 = !DILocation(line: 30, column: 40, scope: !134)
!137 = !DILocation(line: 30, column: 54, scope: !134)
!138 = !DILocation(line: 30, column: 37, scope: !134)
!139 = distinct !{!139, !132, !140, !96, !97, !98}
!140 = !DILocation(line: 30, column: 62, scope: !122)
!141 = !DILocation(line: 31, column: 5, scope: !114)
!142 = !DILocation(line: 32, column: 5, scope: !114)
!143 = !DILocation(line: 28, column: 72, scope: !129)
!144 = !DILocation(line: 28, column: 42, scope: !129)
!145 = !DILocation(line: 28, column: 38, scope: !129)
!146 = distinct !{!146, !131, !147, !96}
!147 = !DILocation(line: 28, column: 83, scope: !119)
!148 = !DISubprogram(name: "atexit", scope: !149, file: !149, line: 615, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!150 = !DISubroutineType(types: !151)
!151 = !{!28, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!153 = distinct !DISubprogram(name: "bye1", scope: !3, file: !3, line: 16, type: !70, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!154 = !DILocation(line: 16, column: 26, scope: !153)
!155 = !DILocation(line: 16, column: 48, scope: !153)
!156 = distinct !DISubprogram(name: "bye2", scope: !3, file: !3, line: 17, type: !70, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!157 = !DILocation(line: 17, column: 26, scope: !156)
!158 = !DILocation(line: 17, column: 48, scope: !156)
