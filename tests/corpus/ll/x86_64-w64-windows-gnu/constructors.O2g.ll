; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

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

; Function Attrs: nounwind uwtable
define internal void @fini() #3 !dbg !105 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !dbg !106, !tbaa !73
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1), !dbg !107
  ret void, !dbg !108
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !109 {
  %2 = alloca ptr, align 8, !DIAssignID !119
    #dbg_assign(i1 undef, !116, !DIExpression(), !119, ptr %2, !DIExpression(), !120)
    #dbg_value(ptr %0, !114, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !121
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !122
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12, !dbg !123
  %4 = load ptr, ptr %2, align 8, !dbg !124, !tbaa !125
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12, !dbg !127
    #dbg_value(i32 %5, !115, !DIExpression(), !120)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !129
  ret void, !dbg !130
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !131 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @bye1) #12, !dbg !140
  %2 = tail call i32 @atexit(ptr noundef nonnull @bye2) #12, !dbg !141
  %3 = load i32, ptr @init_count, align 4, !dbg !142, !tbaa !73
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %3), !dbg !143
    #dbg_value(i32 0, !135, !DIExpression(), !144)
  %4 = load i32, ptr @init_count, align 4, !dbg !145, !tbaa !73
  %5 = icmp sgt i32 %4, 0, !dbg !147
  br i1 %5, label %28, label %6, !dbg !148

6:                                                ; preds = %28, %0
  br label %7, !dbg !149

7:                                                ; preds = %6, %7
  %8 = phi i64 [ %22, %7 ], [ 0, %6 ], !dbg !150
  %9 = phi <4 x i32> [ %20, %7 ], [ zeroinitializer, %6 ]
  %10 = phi <4 x i32> [ %21, %7 ], [ zeroinitializer, %6 ]
  %11 = phi <4 x i32> [ %23, %7 ], [ <i32 0, i32 1, i32 2, i32 3>, %6 ], !dbg !152
  %12 = getelementptr inbounds i32, ptr @table, i64 %8, !dbg !153
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !153
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !153, !tbaa !73
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !153, !tbaa !73
  %16 = and <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>, !dbg !152
  %17 = and <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>, !dbg !152
  %18 = mul nsw <4 x i32> %14, %16, !dbg !154
  %19 = mul nsw <4 x i32> %15, %17, !dbg !154
  %20 = add <4 x i32> %18, %9, !dbg !155
  %21 = add <4 x i32> %19, %10, !dbg !155
  %22 = add nuw i64 %8, 8, !dbg !150
  %23 = add <4 x i32> %11, <i32 8, i32 8, i32 8, i32 8>, !dbg !152
  %24 = icmp eq i64 %22, 256, !dbg !150
  br i1 %24, label %25, label %7, !dbg !150, !llvm.loop !156

25:                                               ; preds = %7
  %26 = add <4 x i32> %21, %20, !dbg !149
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26), !dbg !149
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef 3, i32 noundef %27), !dbg !158
  ret i32 0, !dbg !159

28:                                               ; preds = %0, %28
  %29 = phi i64 [ %33, %28 ], [ 0, %0 ]
    #dbg_value(i64 %29, !135, !DIExpression(), !144)
  %30 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %29, !dbg !160
  %31 = load i32, ptr %30, align 4, !dbg !160, !tbaa !73
  %32 = trunc nuw nsw i64 %29 to i32, !dbg !161
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef %31), !dbg !161
  %33 = add nuw nsw i64 %29, 1, !dbg !162
    #dbg_value(i64 %33, !135, !DIExpression(), !144)
  %34 = load i32, ptr @init_count, align 4, !dbg !145, !tbaa !73
  %35 = sext i32 %34 to i64, !dbg !147
  %36 = icmp slt i64 %33, %35, !dbg !147
  br i1 %36, label %28, label %6, !dbg !148, !llvm.loop !163
}

; Function Attrs: nofree
declare !dbg !165 dso_local i32 @atexit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #6 !dbg !170 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !171
  ret void, !dbg !172
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #6 !dbg !173 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !174
  ret void, !dbg !175
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare !dbg !176 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !196 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "init_log", scope: !2, file: !3, line: 5, type: !58, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/constructors.c", directory: ".")
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
!61 = !{i32 7, !"Dwarf Version", i32 4}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 2}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!109 = distinct !DISubprogram(name: "printf", scope: !110, file: !110, line: 368, type: !111, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!110 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!111 = !DISubroutineType(cc: DW_CC_nocall, types: !112)
!112 = !{!28, !52, null}
!113 = !{!114, !115, !116}
!114 = !DILocalVariable(name: "__format", arg: 1, scope: !109, file: !110, line: 368, type: !52)
!115 = !DILocalVariable(name: "__retval", scope: !109, file: !110, line: 370, type: !28)
!116 = !DILocalVariable(name: "__local_argv", scope: !109, file: !110, line: 371, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !109)
!121 = !DILocation(line: 371, column: 3, scope: !109)
!122 = !DILocation(line: 371, column: 35, scope: !109)
!123 = !DILocation(line: 372, column: 32, scope: !109)
!124 = !DILocation(line: 372, column: 50, scope: !109)
!125 = !{!126, !126, i64 0}
!126 = !{!"any pointer", !75, i64 0}
!127 = !DILocation(line: 372, column: 14, scope: !109)
!128 = !DILocation(line: 373, column: 3, scope: !109)
!129 = !DILocation(line: 375, column: 1, scope: !109)
!130 = !DILocation(line: 374, column: 3, scope: !109)
!131 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !132, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!28}
!134 = !{!135, !137, !138}
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 28, type: !28)
!136 = distinct !DILexicalBlock(scope: !131, file: !3, line: 28, column: 5)
!137 = !DILocalVariable(name: "s", scope: !131, file: !3, line: 29, type: !28)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 30, type: !28)
!139 = distinct !DILexicalBlock(scope: !131, file: !3, line: 30, column: 5)
!140 = !DILocation(line: 25, column: 5, scope: !131)
!141 = !DILocation(line: 26, column: 5, scope: !131)
!142 = !DILocation(line: 27, column: 38, scope: !131)
!143 = !DILocation(line: 27, column: 5, scope: !131)
!144 = !DILocation(line: 0, scope: !136)
!145 = !DILocation(line: 28, column: 25, scope: !146)
!146 = distinct !DILexicalBlock(scope: !136, file: !3, line: 28, column: 5)
!147 = !DILocation(line: 28, column: 23, scope: !146)
!148 = !DILocation(line: 28, column: 5, scope: !136)
!149 = !DILocation(line: 30, column: 5, scope: !139)
!150 = !DILocation(line: 30, column: 31, scope: !151)
!151 = distinct !DILexicalBlock(scope: !139, file: !3, line: 30, column: 5)
!152 = !DILocation(line: 30, column: 59, scope: !151)
!153 = !DILocation(line: 30, column: 40, scope: !151)
!154 = !DILocation(line: 30, column: 54, scope: !151)
!155 = !DILocation(line: 30, column: 37, scope: !151)
!156 = distinct !{!156, !149, !157, !96, !97, !98}
!157 = !DILocation(line: 30, column: 62, scope: !139)
!158 = !DILocation(line: 31, column: 5, scope: !131)
!159 = !DILocation(line: 32, column: 5, scope: !131)
!160 = !DILocation(line: 28, column: 72, scope: !146)
!161 = !DILocation(line: 28, column: 42, scope: !146)
!162 = !DILocation(line: 28, column: 38, scope: !146)
!163 = distinct !{!163, !148, !164, !96}
!164 = !DILocation(line: 28, column: 83, scope: !136)
!165 = !DISubprogram(name: "atexit", scope: !166, file: !166, line: 425, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!167 = !DISubroutineType(types: !168)
!168 = !{!28, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!170 = distinct !DISubprogram(name: "bye1", scope: !3, file: !3, line: 16, type: !70, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!171 = !DILocation(line: 16, column: 26, scope: !170)
!172 = !DILocation(line: 16, column: 48, scope: !170)
!173 = distinct !DISubprogram(name: "bye2", scope: !3, file: !3, line: 17, type: !70, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!174 = !DILocation(line: 17, column: 26, scope: !173)
!175 = !DILocation(line: 17, column: 48, scope: !173)
!176 = !DISubprogram(name: "__mingw_vfprintf", scope: !110, file: !110, line: 193, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!28, !179, !192, !193}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !110, line: 47, baseType: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !110, line: 33, size: 384, align: 64, elements: !183)
!183 = !{!184, !185, !186, !187, !188, !189, !190, !191}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !182, file: !110, line: 37, baseType: !118, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !182, file: !110, line: 38, baseType: !28, size: 32, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !182, file: !110, line: 39, baseType: !118, size: 64, offset: 128)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !182, file: !110, line: 40, baseType: !28, size: 32, offset: 192)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !182, file: !110, line: 41, baseType: !28, size: 32, offset: 224)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !182, file: !110, line: 42, baseType: !28, size: 32, offset: 256)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !182, file: !110, line: 43, baseType: !28, size: 32, offset: 288)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !182, file: !110, line: 44, baseType: !118, size: 64, offset: 320)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !194, line: 31, baseType: !195)
!194 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !194, line: 24, baseType: !117)
!196 = !DISubprogram(name: "__acrt_iob_func", scope: !110, file: !110, line: 93, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!180, !199}
!199 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
