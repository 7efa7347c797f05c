; ModuleID = 'tests/run/aarch64/frame_walk.c'
source_filename = "tests/run/aarch64/frame_walk.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"return addresses: %s, %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"in outer\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"not in outer\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"in main\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"not in main\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [33 x i8] c"frames grow towards callers: %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1, !dbg !37

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 4) i32 @inner(ptr noundef readnone %0, ptr noundef readnone %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !55 {
    #dbg_value(ptr %0, !61, !DIExpression(), !68)
    #dbg_value(ptr %1, !62, !DIExpression(), !68)
    #dbg_value(ptr %2, !63, !DIExpression(), !68)
  %4 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !69
  store ptr %4, ptr %2, align 8, !dbg !70, !tbaa !71
  %5 = tail call ptr @llvm.frameaddress.p0(i32 1), !dbg !75
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !76
  store ptr %5, ptr %6, align 8, !dbg !77, !tbaa !71
  %7 = tail call ptr @llvm.frameaddress.p0(i32 2), !dbg !78
  %8 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !79
  store ptr %7, ptr %8, align 8, !dbg !80, !tbaa !71
  %9 = tail call ptr @llvm.returnaddress(i32 1), !dbg !81
    #dbg_value(ptr %9, !64, !DIExpression(), !68)
  %10 = tail call ptr @llvm.returnaddress(i32 0), !dbg !82
    #dbg_value(ptr %10, !65, !DIExpression(), !68)
  %11 = icmp ugt ptr %10, %0, !dbg !83
  %12 = getelementptr inbounds i8, ptr %0, i64 512, !dbg !84
  %13 = icmp ult ptr %10, %12, !dbg !84
  %14 = select i1 %11, i1 %13, i1 false, !dbg !84
    #dbg_value(i1 %14, !66, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !68)
  %15 = icmp ugt ptr %9, %1, !dbg !85
  %16 = getelementptr inbounds i8, ptr %1, i64 1024, !dbg !86
  %17 = icmp ult ptr %9, %16, !dbg !86
  %18 = select i1 %15, i1 %17, i1 false, !dbg !86
  %19 = zext i1 %18 to i32, !dbg !86
    #dbg_value(i32 %19, !67, !DIExpression(), !68)
  %20 = select i1 %14, i32 2, i32 0, !dbg !87
  %21 = or disjoint i32 %20, %19, !dbg !88
  ret i32 %21, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 0, 4) i32 @outer(ptr noundef %0, ptr nocapture noundef writeonly %1) #3 !dbg !90 {
    #dbg_value(ptr %0, !94, !DIExpression(), !97)
    #dbg_value(ptr %1, !95, !DIExpression(), !97)
  %3 = tail call i32 @inner(ptr noundef nonnull @outer, ptr noundef %0, ptr noundef %1), !dbg !98
    #dbg_value(i32 %3, !96, !DIExpression(), !97)
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !99, !srcloc !100
  ret i32 %3, !dbg !101
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() #4 !dbg !102 {
  %1 = alloca [3 x ptr], align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !106, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !111
  %2 = call i32 @outer(ptr noundef nonnull @main, ptr noundef nonnull %1), !dbg !112
    #dbg_value(i32 %2, !108, !DIExpression(), !110)
  %3 = icmp ult i32 %2, 2, !dbg !113
  %4 = select i1 %3, ptr @.str.2, ptr @.str.1, !dbg !113
  %5 = and i32 %2, 1, !dbg !114
  %6 = icmp eq i32 %5, 0, !dbg !115
  %7 = select i1 %6, ptr @.str.4, ptr @.str.3, !dbg !115
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %4, ptr noundef nonnull %7), !dbg !116
  %9 = load ptr, ptr %1, align 8, !dbg !117, !tbaa !71
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !118
  %11 = load ptr, ptr %10, align 8, !dbg !118
  %12 = icmp ult ptr %9, %11, !dbg !119
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !120
  %14 = load ptr, ptr %13, align 8, !dbg !120
  %15 = icmp ult ptr %11, %14, !dbg !120
  %16 = select i1 %12, i1 %15, i1 false, !dbg !120
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7, !dbg !117
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %17), !dbg !121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/frame_walk.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3af39c3d26abc103377ad4ea16b35d7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 33)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !45, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!45 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 1}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "inner", scope: !2, file: !2, line: 10, type: !56, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !60)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !44, !44, !59}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!60 = !{!61, !62, !63, !64, !65, !66, !67}
!61 = !DILocalVariable(name: "outer_start", arg: 1, scope: !55, file: !2, line: 10, type: !44)
!62 = !DILocalVariable(name: "main_start", arg: 2, scope: !55, file: !2, line: 10, type: !44)
!63 = !DILocalVariable(name: "frames", arg: 3, scope: !55, file: !2, line: 10, type: !59)
!64 = !DILocalVariable(name: "ret1", scope: !55, file: !2, line: 14, type: !44)
!65 = !DILocalVariable(name: "ret0", scope: !55, file: !2, line: 15, type: !44)
!66 = !DILocalVariable(name: "in_outer", scope: !55, file: !2, line: 16, type: !58)
!67 = !DILocalVariable(name: "in_main", scope: !55, file: !2, line: 17, type: !58)
!68 = !DILocation(line: 0, scope: !55)
!69 = !DILocation(line: 11, column: 17, scope: !55)
!70 = !DILocation(line: 11, column: 15, scope: !55)
!71 = !{!72, !72, i64 0}
!72 = !{!"any pointer", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 12, column: 17, scope: !55)
!76 = !DILocation(line: 12, column: 5, scope: !55)
!77 = !DILocation(line: 12, column: 15, scope: !55)
!78 = !DILocation(line: 13, column: 17, scope: !55)
!79 = !DILocation(line: 13, column: 5, scope: !55)
!80 = !DILocation(line: 13, column: 15, scope: !55)
!81 = !DILocation(line: 14, column: 26, scope: !55)
!82 = !DILocation(line: 15, column: 26, scope: !55)
!83 = !DILocation(line: 16, column: 25, scope: !55)
!84 = !DILocation(line: 16, column: 39, scope: !55)
!85 = !DILocation(line: 17, column: 24, scope: !55)
!86 = !DILocation(line: 17, column: 37, scope: !55)
!87 = !DILocation(line: 18, column: 21, scope: !55)
!88 = !DILocation(line: 18, column: 25, scope: !55)
!89 = !DILocation(line: 18, column: 5, scope: !55)
!90 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 21, type: !91, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!58, !44, !59}
!93 = !{!94, !95, !96}
!94 = !DILocalVariable(name: "main_start", arg: 1, scope: !90, file: !2, line: 21, type: !44)
!95 = !DILocalVariable(name: "frames", arg: 2, scope: !90, file: !2, line: 21, type: !59)
!96 = !DILocalVariable(name: "r", scope: !90, file: !2, line: 22, type: !58)
!97 = !DILocation(line: 0, scope: !90)
!98 = !DILocation(line: 22, column: 13, scope: !90)
!99 = !DILocation(line: 23, column: 5, scope: !90)
!100 = !{i64 1074}
!101 = !DILocation(line: 24, column: 5, scope: !90)
!102 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !103, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!58}
!105 = !{!106, !108}
!106 = !DILocalVariable(name: "frames", scope: !102, file: !2, line: 28, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 192, elements: !40)
!108 = !DILocalVariable(name: "r", scope: !102, file: !2, line: 29, type: !58)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !102)
!111 = !DILocation(line: 28, column: 5, scope: !102)
!112 = !DILocation(line: 29, column: 13, scope: !102)
!113 = !DILocation(line: 30, column: 42, scope: !102)
!114 = !DILocation(line: 30, column: 81, scope: !102)
!115 = !DILocation(line: 30, column: 79, scope: !102)
!116 = !DILocation(line: 30, column: 5, scope: !102)
!117 = !DILocation(line: 31, column: 49, scope: !102)
!118 = !DILocation(line: 31, column: 61, scope: !102)
!119 = !DILocation(line: 31, column: 59, scope: !102)
!120 = !DILocation(line: 31, column: 71, scope: !102)
!121 = !DILocation(line: 31, column: 5, scope: !102)
!122 = !DILocation(line: 33, column: 1, scope: !102)
!123 = !DILocation(line: 32, column: 5, scope: !102)
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 356, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!126 = !DISubroutineType(types: !127)
!127 = !{!58, !128, null}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
