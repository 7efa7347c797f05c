; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@cg.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@cg, %8), ptr blockaddress(@cg, %6), ptr blockaddress(@cg, %7)], align 16, !dbg !0
@secvar = dso_local global i32 3, section ".mysec", align 4, !dbg !11
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !13
@tv = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !19
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @secvar], section "llvm.metadata"

@aliased = dso_local alias i32 (), ptr @cg2

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i64 0, 137438953472) i64 @bi(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !36 {
    #dbg_value(i64 %0, !41, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !43)
    #dbg_value(i64 %1, !42, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !43)
  %3 = mul i64 %1, %0, !dbg !44
  %4 = add i64 %3, 3, !dbg !45
  %5 = and i64 %4, 137438953471, !dbg !46
  ret i64 %5, !dbg !46
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @big(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1) local_unnamed_addr #1 !dbg !47 {
  %3 = load i256, ptr %1, align 8, !tbaa !53
  %4 = trunc i256 %3 to i200
    #dbg_value(i200 %4, !52, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_unsigned, DW_OP_LLVM_convert, 256, DW_ATE_unsigned, DW_OP_stack_value), !57)
  %5 = mul i200 %4, %4, !dbg !58
  %6 = zext i200 %5 to i256, !dbg !59
  store i256 %6, ptr %0, align 8, !dbg !59, !tbaa !53
  ret void, !dbg !59
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef half @h16(half noundef %0, half noundef %1) local_unnamed_addr #0 !dbg !60 {
    #dbg_value(half %0, !65, !DIExpression(), !67)
    #dbg_value(half %1, !66, !DIExpression(), !67)
  %3 = fmul half %0, %1, !dbg !68
  ret half %3, !dbg !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef bfloat @bf(bfloat noundef returned %0) local_unnamed_addr #0 !dbg !70 {
    #dbg_value(bfloat %0, !75, !DIExpression(), !76)
  ret bfloat %0, !dbg !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 !dbg !78 {
    #dbg_value(<4 x float> %0, !87, !DIExpression(), !89)
    #dbg_value(<4 x float> %1, !88, !DIExpression(), !89)
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !90
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %3), !dbg !91
  ret <4 x float> %4, !dbg !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 1, 4) i32 @cg(i32 noundef %0) #0 !dbg !2 {
    #dbg_value(i32 %0, !22, !DIExpression(), !93)
  %2 = srem i32 %0, 3, !dbg !94
  %3 = sext i32 %2 to i64, !dbg !95
  %4 = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %3, !dbg !95
  %5 = load ptr, ptr %4, align 8, !dbg !95, !tbaa !96
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
    #dbg_label(!24, !98)
  br label %8, !dbg !99

7:                                                ; preds = %1
    #dbg_label(!25, !100)
  br label %8, !dbg !101

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !102
  ret i32 %9, !dbg !103
}

; Function Attrs: nounwind
define dso_local range(i32 0, 2) i32 @ag(i32 noundef %0) local_unnamed_addr #4 !dbg !104 {
    #dbg_value(i32 %0, !106, !DIExpression(), !108)
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7
          to label %3 [label %2], !dbg !109, !srcloc !110

2:                                                ; preds = %1
    #dbg_label(!107, !111)
  br label %3, !dbg !112

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ], !dbg !113
  ret i32 %4, !dbg !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @cg2() #0 !dbg !115 {
  ret i32 7, !dbg !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal void @dtor() #0 !dbg !119 {
  ret void, !dbg !122
}

; Function Attrs: nounwind
define weak dso_local i32 @weakfn() local_unnamed_addr #4 !dbg !123 {
  ret i32 1, !dbg !124
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @withcleanup(i32 noundef returned %0) local_unnamed_addr #0 !dbg !125 {
    #dbg_value(i32 %0, !127, !DIExpression(), !129)
    #dbg_value(i32 %0, !128, !DIExpression(), !129)
  ret i32 %0, !dbg !130
}

; Function Attrs: nounwind
define dso_local i32 @blocks_like(ptr noundef %0) local_unnamed_addr #4 !dbg !131 {
    #dbg_value(ptr %0, !150, !DIExpression(), !151)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !152
  %3 = load ptr, ptr %2, align 8, !dbg !152
  %4 = tail call i32 %3(ptr noundef %0, i32 noundef 3) #8, !dbg !152
  ret i32 %4, !dbg !153
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #4 !dbg !154 {
    #dbg_value(i32 1, !106, !DIExpression(), !155)
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 1) #7
          to label %2 [label %1], !dbg !157, !srcloc !110

1:                                                ; preds = %0
    #dbg_label(!107, !158)
  br label %2, !dbg !159

2:                                                ; preds = %0, %1
  %3 = phi i32 [ 0, %1 ], [ 1, %0 ], !dbg !160
  %4 = tail call i32 @cg(i32 noundef 4) #9, !dbg !161
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %4, i32 noundef %3) #8, !dbg !162
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv), !dbg !163
  %7 = load i32, ptr %6, align 4, !dbg !163, !tbaa !164
  %8 = add nsw i32 %7, 62, !dbg !166
  ret i32 %8, !dbg !167
}

declare !dbg !168 i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: disable_sanitizer_instrumentation nounwind
define internal ptr @resolve() #6 !dbg !173 {
  ret ptr @impl, !dbg !176
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @impl() #0 !dbg !177 {
  ret i32 42, !dbg !178
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { disable_sanitizer_instrumentation nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tbl", scope: !2, file: !3, line: 13, type: !26, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "cg", scope: !3, file: !3, line: 13, type: !4, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !21)
!3 = !DIFile(filename: "tests/programs/features/lang.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7989611dd1000cd319f2ee93e928baa")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6, !9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !13, !19}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "secvar", scope: !7, file: !3, line: 22, type: !6, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 56, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 7)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "tv", scope: !7, file: !3, line: 24, type: !6, isLocal: false, isDefinition: true)
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "x", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!23 = !DILabel(scope: !2, name: "a", file: !3, line: 13)
!24 = !DILabel(scope: !2, name: "b", file: !3, line: 13)
!25 = !DILabel(scope: !2, name: "c", file: !3, line: 13)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 192, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "bi", scope: !3, file: !3, line: 8, type: !37, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39, !39}
!39 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!40 = !{!41, !42}
!41 = !DILocalVariable(name: "a", arg: 1, scope: !36, file: !3, line: 8, type: !39)
!42 = !DILocalVariable(name: "b", arg: 2, scope: !36, file: !3, line: 8, type: !39)
!43 = !DILocation(line: 0, scope: !36)
!44 = !DILocation(line: 8, column: 57, scope: !36)
!45 = !DILocation(line: 8, column: 61, scope: !36)
!46 = !DILocation(line: 8, column: 48, scope: !36)
!47 = distinct !DISubprogram(name: "big", scope: !3, file: !3, line: 9, type: !48, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIBasicType(name: "unsigned _BitInt", size: 256, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !47, file: !3, line: 9, type: !50)
!53 = !{!54, !54, i64 0}
!54 = !{!"_BitInt(200)", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 0, scope: !47)
!58 = !DILocation(line: 9, column: 63, scope: !47)
!59 = !DILocation(line: 9, column: 54, scope: !47)
!60 = distinct !DISubprogram(name: "h16", scope: !3, file: !3, line: 10, type: !61, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !63, !63}
!63 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!64 = !{!65, !66}
!65 = !DILocalVariable(name: "a", arg: 1, scope: !60, file: !3, line: 10, type: !63)
!66 = !DILocalVariable(name: "b", arg: 2, scope: !60, file: !3, line: 10, type: !63)
!67 = !DILocation(line: 0, scope: !60)
!68 = !DILocation(line: 10, column: 49, scope: !60)
!69 = !DILocation(line: 10, column: 40, scope: !60)
!70 = distinct !DISubprogram(name: "bf", scope: !3, file: !3, line: 11, type: !71, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !74)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !73}
!73 = !DIBasicType(name: "__bf16", size: 16, encoding: DW_ATE_float)
!74 = !{!75}
!75 = !DILocalVariable(name: "a", arg: 1, scope: !70, file: !3, line: 11, type: !73)
!76 = !DILocation(line: 0, scope: !70)
!77 = !DILocation(line: 11, column: 23, scope: !70)
!78 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !86)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !81, !81}
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "f4", file: !3, line: 7, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 128, flags: DIFlagVector, elements: !84)
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !{!87, !88}
!87 = !DILocalVariable(name: "a", arg: 1, scope: !78, file: !3, line: 12, type: !81)
!88 = !DILocalVariable(name: "b", arg: 2, scope: !78, file: !3, line: 12, type: !81)
!89 = !DILocation(line: 0, scope: !78)
!90 = !DILocation(line: 12, column: 30, scope: !78)
!91 = !DILocation(line: 12, column: 37, scope: !78)
!92 = !DILocation(line: 12, column: 23, scope: !78)
!93 = !DILocation(line: 0, scope: !2)
!94 = !DILocation(line: 13, column: 67, scope: !2)
!95 = !DILocation(line: 13, column: 61, scope: !2)
!96 = !{!97, !97, i64 0}
!97 = !{!"any pointer", !55, i64 0}
!98 = !DILocation(line: 13, column: 86, scope: !2)
!99 = !DILocation(line: 13, column: 89, scope: !2)
!100 = !DILocation(line: 13, column: 99, scope: !2)
!101 = !DILocation(line: 13, column: 102, scope: !2)
!102 = !DILocation(line: 13, scope: !2)
!103 = !DILocation(line: 13, column: 112, scope: !2)
!104 = distinct !DISubprogram(name: "ag", scope: !3, file: !3, line: 14, type: !4, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !105)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !104, file: !3, line: 14, type: !6)
!107 = !DILabel(scope: !104, name: "zero", file: !3, line: 14)
!108 = !DILocation(line: 0, scope: !104)
!109 = !DILocation(line: 14, column: 17, scope: !104)
!110 = !{i64 842}
!111 = !DILocation(line: 14, column: 78, scope: !104)
!112 = !DILocation(line: 14, column: 84, scope: !104)
!113 = !DILocation(line: 14, scope: !104)
!114 = !DILocation(line: 14, column: 94, scope: !104)
!115 = distinct !DISubprogram(name: "cg2", scope: !3, file: !3, line: 19, type: !116, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!116 = !DISubroutineType(types: !117)
!117 = !{!6}
!118 = !DILocation(line: 19, column: 17, scope: !115)
!119 = distinct !DISubprogram(name: "dtor", scope: !3, file: !3, line: 21, type: !120, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!120 = !DISubroutineType(types: !121)
!121 = !{null}
!122 = !DILocation(line: 21, column: 53, scope: !119)
!123 = distinct !DISubprogram(name: "weakfn", scope: !3, file: !3, line: 23, type: !116, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!124 = !DILocation(line: 23, column: 42, scope: !123)
!125 = distinct !DISubprogram(name: "withcleanup", scope: !3, file: !3, line: 26, type: !4, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !126)
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "x", arg: 1, scope: !125, file: !3, line: 26, type: !6)
!128 = !DILocalVariable(name: "y", scope: !125, file: !3, line: 26, type: !6)
!129 = !DILocation(line: 0, scope: !125)
!130 = !DILocation(line: 26, column: 76, scope: !125)
!131 = distinct !DISubprogram(name: "blocks_like", scope: !3, file: !3, line: 27, type: !132, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !149)
!132 = !DISubroutineType(types: !133)
!133 = !{!6, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DICompositeType(tag: DW_TAG_structure_type, scope: !3, size: 256, flags: DIFlagAppleBlock, elements: !136)
!136 = !{!137, !138, !139, !140, !142}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "__isa", scope: !3, file: !3, baseType: !9, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !3, file: !3, baseType: !6, size: 32, offset: 64)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__reserved", scope: !3, file: !3, baseType: !6, size: 32, offset: 96)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "__FuncPtr", scope: !3, file: !3, baseType: !141, size: 64, offset: 128)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__descriptor", scope: !3, baseType: !143, size: 64, align: 64, offset: 192)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "__block_descriptor", scope: !3, size: 128, flags: DIFlagAppleBlock, elements: !145)
!145 = !{!146, !148}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !3, file: !3, baseType: !147, size: 64)
!147 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "Size", scope: !3, file: !3, baseType: !147, size: 64, offset: 64)
!149 = !{!150}
!150 = !DILocalVariable(name: "b", arg: 1, scope: !131, file: !3, line: 27, type: !134)
!151 = !DILocation(line: 0, scope: !131)
!152 = !DILocation(line: 27, column: 41, scope: !131)
!153 = !DILocation(line: 27, column: 34, scope: !131)
!154 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !116, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!155 = !DILocation(line: 0, scope: !104, inlinedAt: !156)
!156 = distinct !DILocation(line: 28, column: 43, scope: !154)
!157 = !DILocation(line: 14, column: 17, scope: !104, inlinedAt: !156)
!158 = !DILocation(line: 14, column: 78, scope: !104, inlinedAt: !156)
!159 = !DILocation(line: 14, column: 84, scope: !104, inlinedAt: !156)
!160 = !DILocation(line: 14, scope: !104, inlinedAt: !156)
!161 = !DILocation(line: 28, column: 36, scope: !154)
!162 = !DILocation(line: 28, column: 18, scope: !154)
!163 = !DILocation(line: 28, column: 126, scope: !154)
!164 = !{!165, !165, i64 0}
!165 = !{!"int", !55, i64 0}
!166 = !DILocation(line: 28, column: 124, scope: !154)
!167 = !DILocation(line: 28, column: 51, scope: !154)
!168 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 5, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!6, !171, null}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!173 = distinct !DISubprogram(name: "resolve", scope: !3, file: !3, line: 16, type: !174, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!174 = !DISubroutineType(types: !175)
!175 = !{!9}
!176 = !DILocation(line: 16, column: 30, scope: !173)
!177 = distinct !DISubprogram(name: "impl", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!178 = !DILocation(line: 15, column: 25, scope: !177)
