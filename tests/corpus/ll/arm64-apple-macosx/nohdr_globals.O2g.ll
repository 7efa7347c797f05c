; ModuleID = 'tests/programs/nohdr_globals.c'
source_filename = "tests/programs/nohdr_globals.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@counter = global i32 103, align 4, !dbg !0
@weak_counter = weak local_unnamed_addr global i32 5, align 4, !dbg !5
@vis_hidden = hidden local_unnamed_addr global i32 6, align 4, !dbg !8
@primes = local_unnamed_addr constant [10 x i16] [i16 2, i16 3, i16 5, i16 7, i16 11, i16 13, i16 17, i16 19, i16 23, i16 29], align 2, !dbg !10
@counter_ptr = local_unnamed_addr constant ptr @counter, align 8, !dbg !17
@dtable = local_unnamed_addr global [3 x double] [double 1.500000e+00, double -2.250000e+00, double 0.000000e+00], align 8, !dbg !21
@name_buf = global [16 x i8] c"init\00\00\00\00\00\00\00\00\00\00\00\00", align 1, !dbg !27
@big_values = local_unnamed_addr global [2 x i64] [i64 -81985529216486896, i64 1], align 8, !dbg !33
@.str = private unnamed_addr constant [24 x i8] c"ctor_ran %d counter %d\0A\00", align 1, !dbg !39
@.str.1 = private unnamed_addr constant [9 x i8] c"ptrs %d\0A\00", align 1, !dbg !44
@.str.2 = private unnamed_addr constant [41 x i8] c"counter %d weak %d hidden %d weak_fn %d\0A\00", align 1, !dbg !49
@.str.3 = private unnamed_addr constant [22 x i8] c"prime sum %d word %s\0A\00", align 1, !dbg !54
@.str.4 = private unnamed_addr constant [9 x i8] c"link %d\0A\00", align 1, !dbg !59
@.str.5 = private unnamed_addr constant [23 x i8] c"dtable %.2f %.2f %.2f\0A\00", align 1, !dbg !61
@.str.6 = private unnamed_addr constant [23 x i8] c"name %s big %llx %llu\0A\00", align 1, !dbg !66
@.str.7 = private unnamed_addr constant [15 x i8] c"tickets %d %d\0A\00", align 1, !dbg !68
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !92
@next_ticket.t = internal unnamed_addr global i32 500, align 4, !dbg !112
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

; Function Attrs: nounwind ssp uwtable(sync)
define weak i32 @weak_fn() local_unnamed_addr #0 !dbg !124 {
  ret i32 11, !dbg !125
}

; Function Attrs: nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !126 {
  %1 = load i32, ptr @counter, align 4, !dbg !139, !tbaa !140
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %1), !dbg !144
    #dbg_value(i32 0, !128, !DIExpression(), !145)
    #dbg_value(i32 0, !129, !DIExpression(), !146)
    #dbg_value(i32 0, !128, !DIExpression(), !145)
    #dbg_value(i64 0, !129, !DIExpression(), !146)
  %3 = load i32, ptr @counter, align 4, !dbg !147, !tbaa !140
  %4 = srem i32 %3, 10, !dbg !149
    #dbg_value(i32 %4, !128, !DIExpression(), !145)
    #dbg_value(i64 1, !129, !DIExpression(), !146)
    #dbg_value(i32 %4, !128, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_plus_uconst, 4, DW_OP_stack_value), !145)
    #dbg_value(i64 2, !129, !DIExpression(), !146)
  %5 = mul nsw i32 %4, 100, !dbg !150
  %6 = add nsw i32 %5, 40, !dbg !150
  %7 = load i32, ptr @weak_counter, align 4, !dbg !147, !tbaa !140
  %8 = srem i32 %7, 10, !dbg !149
  %9 = add nsw i32 %8, %6, !dbg !151
    #dbg_value(i32 %9, !128, !DIExpression(), !145)
    #dbg_value(i64 3, !129, !DIExpression(), !146)
  %10 = mul nsw i32 %9, 10, !dbg !150
  %11 = load i32, ptr @vis_hidden, align 4, !dbg !147, !tbaa !140
  %12 = srem i32 %11, 10, !dbg !149
  %13 = add nsw i32 %12, %10, !dbg !151
    #dbg_value(i32 %13, !128, !DIExpression(), !145)
    #dbg_value(i64 4, !129, !DIExpression(), !146)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13), !dbg !152
  %15 = load i32, ptr @counter, align 4, !dbg !153, !tbaa !140
  %16 = add nsw i32 %15, 1, !dbg !153
  store i32 %16, ptr @counter, align 4, !dbg !153, !tbaa !140
  %17 = load i32, ptr @weak_counter, align 4, !dbg !154, !tbaa !140
  %18 = load i32, ptr @vis_hidden, align 4, !dbg !155, !tbaa !140
  %19 = tail call i32 @weak_fn(), !dbg !156
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19), !dbg !157
    #dbg_value(i32 0, !131, !DIExpression(), !145)
    #dbg_value(i32 poison, !131, !DIExpression(), !145)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 129, ptr noundef nonnull @.str.10), !dbg !158
    #dbg_value(ptr poison, !135, !DIExpression(), !159)
    #dbg_value(ptr poison, !135, !DIExpression(), !159)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10), !dbg !160
    #dbg_value(ptr poison, !135, !DIExpression(), !159)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20), !dbg !160
    #dbg_value(ptr poison, !135, !DIExpression(), !159)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 30), !dbg !160
    #dbg_value(ptr null, !135, !DIExpression(), !159)
  %25 = load double, ptr @dtable, align 8, !dbg !162, !tbaa !163
  %26 = load double, ptr getelementptr inbounds (i8, ptr @dtable, i64 8), align 8, !dbg !165, !tbaa !163
  %27 = load double, ptr getelementptr inbounds (i8, ptr @dtable, i64 16), align 8, !dbg !166, !tbaa !163
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %25, double noundef %26, double noundef %27), !dbg !167
  store i8 73, ptr @name_buf, align 1, !dbg !168, !tbaa !169
  %29 = load i64, ptr @big_values, align 8, !dbg !170, !tbaa !171
  %30 = load i64, ptr getelementptr inbounds (i8, ptr @big_values, i64 8), align 8, !dbg !173, !tbaa !171
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @name_buf, i64 noundef %29, i64 noundef %30), !dbg !174
  %32 = tail call fastcc i32 @next_ticket(), !dbg !175
    #dbg_value(i32 %32, !137, !DIExpression(), !145)
  %33 = tail call fastcc i32 @next_ticket(), !dbg !176
    #dbg_value(i32 %33, !138, !DIExpression(), !145)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %32, i32 noundef %33), !dbg !177
  ret i32 0, !dbg !178
}

; Function Attrs: nofree nounwind
declare !dbg !179 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync)
define internal fastcc i32 @next_ticket() unnamed_addr #2 !dbg !114 {
  %1 = load i32, ptr @next_ticket.t, align 4, !dbg !182, !tbaa !140
  %2 = add nsw i32 %1, 1, !dbg !182
  store i32 %2, ptr @next_ticket.t, align 4, !dbg !182, !tbaa !140
  ret i32 %1, !dbg !183
}

attributes #0 = { nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind ssp willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122}
!llvm.ident = !{!123}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "tests/programs/nohdr_globals.c", directory: ".")
!4 = !{!0, !5, !8, !10, !17, !21, !27, !33, !39, !44, !49, !54, !59, !61, !66, !68, !73, !75, !80, !82, !87, !92, !94, !100, !108, !110, !112}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "weak_counter", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "vis_hidden", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "primes", scope: !2, file: !3, line: 9, type: !12, isLocal: false, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !15)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "counter_ptr", scope: !2, file: !3, line: 11, type: !19, isLocal: false, isDefinition: true)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "dtable", scope: !2, file: !3, line: 16, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 192, elements: !25)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "name_buf", scope: !2, file: !3, line: 17, type: !29, isLocal: false, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 128, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 16)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "big_values", scope: !2, file: !3, line: 18, type: !35, isLocal: false, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !37)
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 192, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 24)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 328, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 41)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 176, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 22)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !46, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 184, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 23)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !63, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 15)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 15, type: !7, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ptrs", scope: !2, file: !3, line: 12, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 4)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "hidden_counter", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 6)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 40, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 5)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !84, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 192, elements: !25)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "l1", scope: !2, file: !3, line: 14, type: !102, isLocal: true, isDefinition: true)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Link", file: !3, line: 13, size: 128, elements: !104)
!104 = !{!105, !106}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !103, file: !3, line: 13, baseType: !7, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !103, file: !3, line: 13, baseType: !107, size: 64, offset: 64)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "l2", scope: !2, file: !3, line: 14, type: !102, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "l3", scope: !2, file: !3, line: 14, type: !102, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "t", scope: !114, file: !3, line: 23, type: !7, isLocal: true, isDefinition: true)
!114 = distinct !DISubprogram(name: "next_ticket", scope: !3, file: !3, line: 23, type: !115, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!115 = !DISubroutineType(types: !116)
!116 = !{!7}
!117 = !{i32 7, !"Dwarf Version", i32 4}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"uwtable", i32 1}
!122 = !{i32 7, !"frame-pointer", i32 1}
!123 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!124 = distinct !DISubprogram(name: "weak_fn", scope: !3, file: !3, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!125 = !DILocation(line: 22, column: 43, scope: !124)
!126 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !115, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!127 = !{!128, !129, !131, !132, !135, !137, !138}
!128 = !DILocalVariable(name: "s", scope: !126, file: !3, line: 27, type: !7)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 28, type: !7)
!130 = distinct !DILexicalBlock(scope: !126, file: !3, line: 28, column: 5)
!131 = !DILocalVariable(name: "ps", scope: !126, file: !3, line: 32, type: !7)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 33, type: !134)
!133 = distinct !DILexicalBlock(scope: !126, file: !3, line: 33, column: 5)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "l", scope: !136, file: !3, line: 35, type: !107)
!136 = distinct !DILexicalBlock(scope: !126, file: !3, line: 35, column: 5)
!137 = !DILocalVariable(name: "t1", scope: !126, file: !3, line: 39, type: !7)
!138 = !DILocalVariable(name: "t2", scope: !126, file: !3, line: 40, type: !7)
!139 = !DILocation(line: 26, column: 50, scope: !126)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = !DILocation(line: 26, column: 5, scope: !126)
!145 = !DILocation(line: 0, scope: !126)
!146 = !DILocation(line: 0, scope: !130)
!147 = !DILocation(line: 28, column: 46, scope: !148)
!148 = distinct !DILexicalBlock(scope: !130, file: !3, line: 28, column: 5)
!149 = !DILocation(line: 28, column: 55, scope: !148)
!150 = !DILocation(line: 28, column: 39, scope: !148)
!151 = !DILocation(line: 28, column: 44, scope: !148)
!152 = !DILocation(line: 29, column: 5, scope: !126)
!153 = !DILocation(line: 30, column: 18, scope: !126)
!154 = !DILocation(line: 31, column: 66, scope: !126)
!155 = !DILocation(line: 31, column: 80, scope: !126)
!156 = !DILocation(line: 31, column: 92, scope: !126)
!157 = !DILocation(line: 31, column: 5, scope: !126)
!158 = !DILocation(line: 34, column: 5, scope: !126)
!159 = !DILocation(line: 0, scope: !136)
!160 = !DILocation(line: 35, column: 54, scope: !161)
!161 = distinct !DILexicalBlock(scope: !136, file: !3, line: 35, column: 5)
!162 = !DILocation(line: 36, column: 39, scope: !126)
!163 = !{!164, !164, i64 0}
!164 = !{!"double", !142, i64 0}
!165 = !DILocation(line: 36, column: 50, scope: !126)
!166 = !DILocation(line: 36, column: 61, scope: !126)
!167 = !DILocation(line: 36, column: 5, scope: !126)
!168 = !DILocation(line: 37, column: 17, scope: !126)
!169 = !{!142, !142, i64 0}
!170 = !DILocation(line: 38, column: 49, scope: !126)
!171 = !{!172, !172, i64 0}
!172 = !{!"long long", !142, i64 0}
!173 = !DILocation(line: 38, column: 64, scope: !126)
!174 = !DILocation(line: 38, column: 5, scope: !126)
!175 = !DILocation(line: 39, column: 14, scope: !126)
!176 = !DILocation(line: 40, column: 14, scope: !126)
!177 = !DILocation(line: 41, column: 5, scope: !126)
!178 = !DILocation(line: 42, column: 5, scope: !126)
!179 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!7, !98, null}
!182 = !DILocation(line: 23, column: 86, scope: !114)
!183 = !DILocation(line: 23, column: 78, scope: !114)
