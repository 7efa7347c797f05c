; ModuleID = 'tests/run/builtin_setjmp.c'
source_filename = "tests/run/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"round%d\00", align 1, !dbg !7
@jump_buffer = internal global [5 x ptr] zeroinitializer, align 16, !dbg !12
@.str.2 = private unnamed_addr constant [44 x i8] c"%s: resumed from depth %d, kept %d, sum %d\0A\00", align 1, !dbg !16
@depth_reached = internal unnamed_addr global i32 0, align 4, !dbg !21
@.str.3 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1, !dbg !24

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
    #dbg_value(i64 0, !45, !DIExpression(), !49)
    #dbg_value(i32 1, !47, !DIExpression(), !50)
    #dbg_value(i32 1, !47, !DIExpression(), !50)
    #dbg_value(i64 0, !45, !DIExpression(), !49)
  %1 = tail call fastcc i32 @round_trip(i32 noundef 3, i32 noundef 1), !dbg !51
  %2 = sext i32 %1 to i64, !dbg !51
    #dbg_value(i64 %2, !45, !DIExpression(), !49)
    #dbg_value(i32 2, !47, !DIExpression(), !50)
  %3 = tail call fastcc i32 @round_trip(i32 noundef 6, i32 noundef 2), !dbg !51
  %4 = sext i32 %3 to i64, !dbg !51
  %5 = add nsw i64 %2, %4, !dbg !53
    #dbg_value(i64 %5, !45, !DIExpression(), !49)
    #dbg_value(i32 3, !47, !DIExpression(), !50)
  %6 = tail call fastcc i32 @round_trip(i32 noundef 9, i32 noundef 3), !dbg !51
  %7 = sext i32 %6 to i64, !dbg !51
  %8 = add nsw i64 %5, %7, !dbg !53
    #dbg_value(i64 %8, !45, !DIExpression(), !49)
    #dbg_value(i32 4, !47, !DIExpression(), !50)
  %9 = tail call fastcc i32 @round_trip(i32 noundef 12, i32 noundef 4), !dbg !51
  %10 = sext i32 %9 to i64, !dbg !51
  %11 = add nsw i64 %8, %10, !dbg !53
    #dbg_value(i64 %11, !45, !DIExpression(), !49)
    #dbg_value(i32 5, !47, !DIExpression(), !50)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11), !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @round_trip(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !56 {
  %3 = alloca i32, align 4, !DIAssignID !78
    #dbg_assign(i1 undef, !62, !DIExpression(), !78, ptr %3, !DIExpression(), !79)
  %4 = alloca [16 x i8], align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !64, !DIExpression(), !80, ptr %4, !DIExpression(), !79)
    #dbg_value(i32 %0, !60, !DIExpression(), !79)
    #dbg_value(i32 %1, !61, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !81
  %5 = mul nsw i32 %1, 7, !dbg !82
  store volatile i32 %5, ptr %3, align 4, !dbg !83, !tbaa !84, !DIAssignID !88
    #dbg_assign(i32 %5, !62, !DIExpression(), !88, ptr %3, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #6, !dbg !89
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 16, ptr noundef nonnull @.str.1, i32 noundef %1) #6, !dbg !90
  %7 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !91
  store ptr %7, ptr @jump_buffer, align 16, !dbg !91
  %8 = tail call ptr @llvm.stacksave.p0(), !dbg !91
  store ptr %8, ptr getelementptr inbounds (i8, ptr @jump_buffer, i64 16), align 16, !dbg !91
  %9 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @jump_buffer), !dbg !91
  %10 = icmp eq i32 %9, 0, !dbg !91
  br i1 %10, label %29, label %11, !dbg !92

11:                                               ; preds = %2
  %12 = srem i32 %1, 5
    #dbg_value(i32 0, !65, !DIExpression(), !93)
    #dbg_value(i32 0, !68, !DIExpression(), !94)
  %13 = icmp slt i32 %12, 0, !dbg !95
  br i1 %13, label %22, label %14, !dbg !96

14:                                               ; preds = %11
  %15 = zext nneg i32 %12 to i33, !dbg !96
  %16 = add nsw i32 %12, -1, !dbg !96
  %17 = zext i32 %16 to i33, !dbg !96
  %18 = mul i33 %15, %17, !dbg !96
  %19 = lshr i33 %18, 1, !dbg !96
  %20 = trunc nuw i33 %19 to i32, !dbg !96
    #dbg_value(i32 poison, !65, !DIExpression(), !93)
    #dbg_value(i32 poison, !68, !DIExpression(), !94)
  %21 = add i32 %12, %20, !dbg !96
  br label %22, !dbg !97

22:                                               ; preds = %14, %11
  %23 = phi i32 [ 0, %11 ], [ %21, %14 ], !dbg !93
  %24 = load i32, ptr @depth_reached, align 4, !dbg !97, !tbaa !84
  %25 = load volatile i32, ptr %3, align 4, !dbg !98, !tbaa !84
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %24, i32 noundef %25, i32 noundef %23), !dbg !99
  %27 = load volatile i32, ptr %3, align 4, !dbg !100, !tbaa !84
  %28 = add nsw i32 %27, %23, !dbg !101
  br label %30

29:                                               ; preds = %2
  tail call fastcc void @dive(i32 noundef %0), !dbg !102
  br label %30, !dbg !103

30:                                               ; preds = %29, %22
  %31 = phi i32 [ %28, %22 ], [ -1, %29 ], !dbg !79
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #6, !dbg !104
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !104
  ret i32 %31, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !105 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !112 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @dive(i32 noundef %0) unnamed_addr #2 !dbg !119 {
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 24), !128, ptr undef, !DIExpression(), !129)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 32, 480), !130, ptr undef, !DIExpression(), !129)
    #dbg_value(i32 %0, !123, !DIExpression(), !129)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 24), !131, ptr undef, !DIExpression(), !129)
    #dbg_value(i32 %0, !124, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !129)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 32, 480), !132, ptr undef, !DIExpression(), !129)
  store i32 %0, ptr @depth_reached, align 4, !dbg !133, !tbaa !84
  %2 = icmp eq i32 %0, 0, !dbg !134
  br i1 %2, label %3, label %4, !dbg !136

3:                                                ; preds = %1
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @jump_buffer), !dbg !137
  unreachable, !dbg !137

4:                                                ; preds = %1
    #dbg_value(i32 %0, !124, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !129)
  %5 = add nsw i32 %0, -1, !dbg !138
  tail call fastcc void @dive(i32 noundef %5), !dbg !139
  %6 = shl i32 %0, 24, !dbg !140
  %7 = ashr exact i32 %6, 24, !dbg !140
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7), !dbg !141
  ret void, !dbg !142
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/builtin_setjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "a560a5f7026d4882fef87159c84d1918")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "jump_buffer", scope: !14, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !7, !16, !12, !21, !24}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 44)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "depth_reached", scope: !14, file: !2, line: 8, type: !23, isLocal: true, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 320, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!31 = !{!32}
!32 = !DISubrange(count: 5)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !42, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!23}
!44 = !{!45, !47}
!45 = !DILocalVariable(name: "total", scope: !41, file: !2, line: 39, type: !46)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DILocalVariable(name: "k", scope: !48, file: !2, line: 40, type: !23)
!48 = distinct !DILexicalBlock(scope: !41, file: !2, line: 40, column: 5)
!49 = !DILocation(line: 0, scope: !41)
!50 = !DILocation(line: 0, scope: !48)
!51 = !DILocation(line: 41, column: 18, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 40, column: 5)
!53 = !DILocation(line: 41, column: 15, scope: !52)
!54 = !DILocation(line: 42, column: 5, scope: !41)
!55 = !DILocation(line: 43, column: 5, scope: !41)
!56 = distinct !DISubprogram(name: "round_trip", scope: !2, file: !2, line: 20, type: !57, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!23, !23, !23}
!59 = !{!60, !61, !62, !64, !65, !68, !70, !74}
!60 = !DILocalVariable(name: "depth", arg: 1, scope: !56, file: !2, line: 20, type: !23)
!61 = !DILocalVariable(name: "seed", arg: 2, scope: !56, file: !2, line: 20, type: !23)
!62 = !DILocalVariable(name: "kept", scope: !56, file: !2, line: 21, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!64 = !DILocalVariable(name: "name", scope: !56, file: !2, line: 22, type: !26)
!65 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 25, type: !23)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 24, column: 40)
!67 = distinct !DILexicalBlock(scope: !56, file: !2, line: 24, column: 9)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 26, type: !23)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 26, column: 9)
!70 = !DILocalVariable(name: "__vla_expr0", scope: !71, type: !73, flags: DIFlagArtificial)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 26, column: 48)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 26, column: 9)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DILocalVariable(name: "vla", scope: !71, file: !2, line: 27, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: !70)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !56)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 21, column: 5, scope: !56)
!82 = !DILocation(line: 21, column: 30, scope: !56)
!83 = !DILocation(line: 21, column: 18, scope: !56)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 22, column: 5, scope: !56)
!90 = !DILocation(line: 23, column: 5, scope: !56)
!91 = !DILocation(line: 24, column: 9, scope: !67)
!92 = !DILocation(line: 24, column: 9, scope: !56)
!93 = !DILocation(line: 0, scope: !66)
!94 = !DILocation(line: 0, scope: !69)
!95 = !DILocation(line: 26, column: 27, scope: !72)
!96 = !DILocation(line: 26, column: 9, scope: !69)
!97 = !DILocation(line: 31, column: 70, scope: !66)
!98 = !DILocation(line: 31, column: 85, scope: !66)
!99 = !DILocation(line: 31, column: 9, scope: !66)
!100 = !DILocation(line: 32, column: 16, scope: !66)
!101 = !DILocation(line: 32, column: 21, scope: !66)
!102 = !DILocation(line: 34, column: 5, scope: !56)
!103 = !DILocation(line: 35, column: 5, scope: !56)
!104 = !DILocation(line: 36, column: 1, scope: !56)
!105 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 356, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DISubroutineType(types: !108)
!108 = !{!23, !109, null}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!112 = !DISubprogram(name: "snprintf", scope: !106, file: !106, line: 378, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!23, !115, !117, !109, null}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !118, line: 18, baseType: !73)
!118 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!119 = distinct !DISubprogram(name: "dive", scope: !2, file: !2, line: 10, type: !120, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !23}
!122 = !{!123, !124}
!123 = !DILocalVariable(name: "depth", arg: 1, scope: !119, file: !2, line: 10, type: !23)
!124 = !DILocalVariable(name: "scratch", scope: !119, file: !2, line: 11, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 64)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !119)
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 13, column: 19, scope: !119)
!134 = !DILocation(line: 14, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !119, file: !2, line: 14, column: 9)
!136 = !DILocation(line: 14, column: 9, scope: !119)
!137 = !DILocation(line: 15, column: 9, scope: !135)
!138 = !DILocation(line: 16, column: 16, scope: !119)
!139 = !DILocation(line: 16, column: 5, scope: !119)
!140 = !DILocation(line: 17, column: 32, scope: !119)
!141 = !DILocation(line: 17, column: 5, scope: !119)
!142 = !DILocation(line: 18, column: 1, scope: !119)
