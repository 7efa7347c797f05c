; ModuleID = 'tests/run/aarch64/return_address.c'
source_filename = "tests/run/aarch64/return_address.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"ra0 inside main: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"ra0 via another: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"ra1 is main's: %d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [28 x i8] c"fa0 below main's frame: %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [29 x i8] c"fa0 below main's locals: %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [25 x i8] c"fa1 is main's frame: %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [25 x i8] c"fa2 is main's frame: %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [27 x i8] c"main's return address: %d\0A\00", align 1, !dbg !31

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() #0 !dbg !51 {
  %1 = alloca i8, align 4, !DIAssignID !62
    #dbg_assign(i1 undef, !56, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #6, !dbg !64
  store i8 0, ptr %1, align 4, !dbg !65, !tbaa !66, !DIAssignID !69
    #dbg_assign(i8 0, !56, !DIExpression(), !69, ptr %1, !DIExpression(), !63)
    #dbg_value(i64 ptrtoint (ptr @main to i64), !57, !DIExpression(), !63)
  %2 = tail call fastcc ptr @ra0(), !dbg !70
    #dbg_value(ptr %2, !58, !DIExpression(), !63)
  %3 = icmp ugt ptr %2, @main, !dbg !71
  %4 = icmp ult ptr %2, inttoptr (i64 add (i64 ptrtoint (ptr @main to i64), i64 4096) to ptr), !dbg !72
  %5 = and i1 %3, %4, !dbg !72
  %6 = zext i1 %5 to i32, !dbg !72
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !73
  %8 = tail call ptr @via(i32 noundef 0), !dbg !74
    #dbg_value(ptr %8, !59, !DIExpression(), !63)
  %9 = tail call ptr @via(i32 noundef 1), !dbg !75
    #dbg_value(ptr %9, !60, !DIExpression(), !63)
  %10 = icmp ugt ptr %8, @via, !dbg !76
  %11 = icmp ult ptr %8, inttoptr (i64 add (i64 ptrtoint (ptr @via to i64), i64 4096) to ptr), !dbg !77
  %12 = and i1 %10, %11, !dbg !77
  %13 = zext i1 %12 to i32, !dbg !77
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13), !dbg !78
  %15 = icmp ugt ptr %9, @main, !dbg !79
  %16 = icmp ult ptr %9, inttoptr (i64 add (i64 ptrtoint (ptr @main to i64), i64 4096) to ptr), !dbg !80
  %17 = and i1 %15, %16, !dbg !80
  %18 = zext i1 %17 to i32, !dbg !80
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18), !dbg !81
  %20 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !82
    #dbg_value(ptr %20, !61, !DIExpression(), !63)
  %21 = tail call fastcc ptr @fa0(), !dbg !83
  %22 = icmp ult ptr %21, %20, !dbg !84
  %23 = icmp ne ptr %21, null, !dbg !85
  %24 = and i1 %22, %23, !dbg !85
  %25 = zext i1 %24 to i32, !dbg !85
    #dbg_value(ptr %20, !61, !DIExpression(), !63)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25), !dbg !86
  %27 = icmp ult ptr %21, %1, !dbg !87
  %28 = zext i1 %27 to i32, !dbg !87
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28), !dbg !88
  %30 = tail call fastcc ptr @fa1(), !dbg !89
  %31 = icmp eq ptr %30, %20, !dbg !90
  %32 = zext i1 %31 to i32, !dbg !90
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %32), !dbg !91
  %34 = call fastcc ptr @fa2_mid(), !dbg !92
  %35 = icmp eq ptr %34, %20, !dbg !93
  %36 = zext i1 %35 to i32, !dbg !93
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %36), !dbg !94
  %38 = call ptr @llvm.returnaddress(i32 0), !dbg !95
  %39 = icmp ne ptr %38, null, !dbg !96
  %40 = zext i1 %39 to i32, !dbg !96
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %40), !dbg !97
  %42 = load i8, ptr %1, align 4, !dbg !98, !tbaa !66
  %43 = zext i8 %42 to i32, !dbg !98
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #6, !dbg !99
  ret i32 %43, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ra0() unnamed_addr #2 !dbg !101 {
  %1 = tail call ptr @llvm.returnaddress(i32 0), !dbg !105
  ret ptr %1, !dbg !106
}

; Function Attrs: nofree nounwind
declare !dbg !107 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal ptr @via(i32 noundef %0) #4 !dbg !114 {
    #dbg_value(i32 %0, !118, !DIExpression(), !120)
  %2 = icmp eq i32 %0, 0, !dbg !121
  br i1 %2, label %5, label %3, !dbg !121

3:                                                ; preds = %1
  %4 = tail call fastcc ptr @ra1(), !dbg !122
  br label %7, !dbg !121

5:                                                ; preds = %1
  %6 = tail call fastcc ptr @ra0(), !dbg !123
  br label %7, !dbg !121

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %4, %3 ], [ %6, %5 ], !dbg !121
    #dbg_value(ptr %8, !119, !DIExpression(), !120)
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !124, !srcloc !125
  ret ptr %8, !dbg !126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa0() unnamed_addr #2 !dbg !127 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !128
  ret ptr %1, !dbg !129
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa1() unnamed_addr #2 !dbg !130 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1), !dbg !131
  ret ptr %1, !dbg !132
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc ptr @fa2_mid() unnamed_addr #4 !dbg !133 {
  %1 = tail call fastcc ptr @fa2_inner(), !dbg !136
    #dbg_value(ptr %1, !135, !DIExpression(), !137)
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !138, !srcloc !139
  ret ptr %1, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ra1() unnamed_addr #2 !dbg !141 {
  %1 = tail call ptr @llvm.returnaddress(i32 1), !dbg !142
  ret ptr %1, !dbg !143
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa2_inner() unnamed_addr #2 !dbg !144 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 2), !dbg !145
  ret ptr %1, !dbg !146
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/return_address.c", directory: ".", checksumkind: CSK_MD5, checksum: "49e7bfe2c9745533d3931d5cfa807e46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 19)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 28)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 29)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 25)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 27)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !41, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !39, line: 90, baseType: !40)
!39 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !{!0, !7, !9, !14, !19, !24, !29, !31}
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 1}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !52, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54}
!54 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!55 = !{!56, !57, !58, !59, !60, !61}
!56 = !DILocalVariable(name: "local", scope: !51, file: !2, line: 25, type: !4)
!57 = !DILocalVariable(name: "start", scope: !51, file: !2, line: 26, type: !38)
!58 = !DILocalVariable(name: "here", scope: !51, file: !2, line: 26, type: !38)
!59 = !DILocalVariable(name: "v0", scope: !51, file: !2, line: 28, type: !38)
!60 = !DILocalVariable(name: "v1", scope: !51, file: !2, line: 28, type: !38)
!61 = !DILocalVariable(name: "mine", scope: !51, file: !2, line: 35, type: !38)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !51)
!64 = !DILocation(line: 25, column: 3, scope: !51)
!65 = !DILocation(line: 25, column: 8, scope: !51)
!66 = !{!67, !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 26, column: 57, scope: !51)
!71 = !DILocation(line: 27, column: 40, scope: !51)
!72 = !DILocation(line: 27, column: 48, scope: !51)
!73 = !DILocation(line: 27, column: 3, scope: !51)
!74 = !DILocation(line: 28, column: 29, scope: !51)
!75 = !DILocation(line: 28, column: 53, scope: !51)
!76 = !DILocation(line: 29, column: 38, scope: !51)
!77 = !DILocation(line: 29, column: 56, scope: !51)
!78 = !DILocation(line: 29, column: 3, scope: !51)
!79 = !DILocation(line: 31, column: 36, scope: !51)
!80 = !DILocation(line: 31, column: 44, scope: !51)
!81 = !DILocation(line: 31, column: 3, scope: !51)
!82 = !DILocation(line: 35, column: 31, scope: !51)
!83 = !DILocation(line: 36, column: 53, scope: !51)
!84 = !DILocation(line: 36, column: 59, scope: !51)
!85 = !DILocation(line: 36, column: 66, scope: !51)
!86 = !DILocation(line: 36, column: 3, scope: !51)
!87 = !DILocation(line: 37, column: 60, scope: !51)
!88 = !DILocation(line: 37, column: 3, scope: !51)
!89 = !DILocation(line: 38, column: 50, scope: !51)
!90 = !DILocation(line: 38, column: 56, scope: !51)
!91 = !DILocation(line: 38, column: 3, scope: !51)
!92 = !DILocation(line: 39, column: 50, scope: !51)
!93 = !DILocation(line: 39, column: 60, scope: !51)
!94 = !DILocation(line: 39, column: 3, scope: !51)
!95 = !DILocation(line: 40, column: 41, scope: !51)
!96 = !DILocation(line: 40, column: 69, scope: !51)
!97 = !DILocation(line: 40, column: 3, scope: !51)
!98 = !DILocation(line: 41, column: 10, scope: !51)
!99 = !DILocation(line: 42, column: 1, scope: !51)
!100 = !DILocation(line: 41, column: 3, scope: !51)
!101 = distinct !DISubprogram(name: "ra0", scope: !2, file: !2, line: 8, type: !102, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36)
!102 = !DISubroutineType(types: !103)
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !DILocation(line: 8, column: 59, scope: !101)
!106 = !DILocation(line: 8, column: 52, scope: !101)
!107 = !DISubprogram(name: "printf", scope: !108, file: !108, line: 356, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!109 = !DISubroutineType(types: !110)
!110 = !{!54, !111, null}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = distinct !DISubprogram(name: "via", scope: !2, file: !2, line: 12, type: !115, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!104, !54}
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "depth", arg: 1, scope: !114, file: !2, line: 12, type: !54)
!119 = !DILocalVariable(name: "r", scope: !114, file: !2, line: 13, type: !104)
!120 = !DILocation(line: 0, scope: !114)
!121 = !DILocation(line: 13, column: 13, scope: !114)
!122 = !DILocation(line: 13, column: 21, scope: !114)
!123 = !DILocation(line: 13, column: 29, scope: !114)
!124 = !DILocation(line: 14, column: 3, scope: !114)
!125 = !{i64 845}
!126 = !DILocation(line: 15, column: 3, scope: !114)
!127 = distinct !DISubprogram(name: "fa0", scope: !2, file: !2, line: 9, type: !102, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36)
!128 = !DILocation(line: 9, column: 59, scope: !127)
!129 = !DILocation(line: 9, column: 52, scope: !127)
!130 = distinct !DISubprogram(name: "fa1", scope: !2, file: !2, line: 10, type: !102, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36)
!131 = !DILocation(line: 10, column: 59, scope: !130)
!132 = !DILocation(line: 10, column: 52, scope: !130)
!133 = distinct !DISubprogram(name: "fa2_mid", scope: !2, file: !2, line: 18, type: !102, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !134)
!134 = !{!135}
!135 = !DILocalVariable(name: "r", scope: !133, file: !2, line: 19, type: !104)
!136 = !DILocation(line: 19, column: 13, scope: !133)
!137 = !DILocation(line: 0, scope: !133)
!138 = !DILocation(line: 20, column: 3, scope: !133)
!139 = !{i64 1114}
!140 = !DILocation(line: 21, column: 3, scope: !133)
!141 = distinct !DISubprogram(name: "ra1", scope: !2, file: !2, line: 11, type: !102, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36)
!142 = !DILocation(line: 11, column: 59, scope: !141)
!143 = !DILocation(line: 11, column: 52, scope: !141)
!144 = distinct !DISubprogram(name: "fa2_inner", scope: !2, file: !2, line: 17, type: !102, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36)
!145 = !DILocation(line: 17, column: 65, scope: !144)
!146 = !DILocation(line: 17, column: 58, scope: !144)
