; ModuleID = 'eh_cleanup_c.c'
source_filename = "eh_cleanup_c.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._Unwind_Exception = type { i64, ptr, i64, i64 }

@ex = internal global %struct._Unwind_Exception zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1, !dbg !26
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1, !dbg !37
@str = private unnamed_addr constant [13 x i8] c"end of stack\00", align 1

; Function Attrs: noinline uwtable
define dso_local void @thrower() local_unnamed_addr #0 !dbg !70 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) @ex, i8 0, i64 32, i1 false), !dbg !73
  store i64 4660, ptr @ex, align 16, !dbg !74, !tbaa !75
  %1 = tail call i32 @_Unwind_ForcedUnwind(ptr noundef nonnull @ex, ptr noundef nonnull @stop, ptr noundef null), !dbg !81
  ret void, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare !dbg !83 i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @stop(i32 %0, i32 noundef %1, i64 %2, ptr nocapture readnone %3, ptr nocapture readnone %4, ptr nocapture readnone %5) #3 !dbg !95 {
    #dbg_value(i32 poison, !100, !DIExpression(), !106)
    #dbg_value(i32 %1, !101, !DIExpression(), !106)
    #dbg_value(i64 poison, !102, !DIExpression(), !106)
    #dbg_value(ptr poison, !103, !DIExpression(), !106)
    #dbg_value(ptr poison, !104, !DIExpression(), !106)
    #dbg_value(ptr poison, !105, !DIExpression(), !106)
  %7 = and i32 %1, 16, !dbg !107
  %8 = icmp eq i32 %7, 0, !dbg !107
  br i1 %8, label %13, label %9, !dbg !109

9:                                                ; preds = %6
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !110
  %11 = load ptr, ptr @stdout, align 8, !dbg !112, !tbaa !113
  %12 = tail call i32 @fflush(ptr noundef %11), !dbg !114
  tail call void @exit(i32 noundef 0) #8, !dbg !115
  unreachable, !dbg !115

13:                                               ; preds = %6
  ret i32 0, !dbg !116
}

; Function Attrs: noinline uwtable
define dso_local void @level(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gcc_personality_v0 !dbg !117 {
    #dbg_value(i32 %0, !121, !DIExpression(), !124)
  %2 = mul nsw i32 %0, 10, !dbg !125
    #dbg_value(i32 %2, !122, !DIExpression(), !124)
  %3 = add nsw i32 %0, 1, !dbg !126
    #dbg_value(i32 %3, !123, !DIExpression(), !124)
  %4 = icmp eq i32 %0, 0, !dbg !127
  br i1 %4, label %5, label %10, !dbg !129

5:                                                ; preds = %1
  invoke void @thrower()
          to label %12 unwind label %6, !dbg !130

6:                                                ; preds = %10, %5
  %7 = landingpad { ptr, i32 }
          cleanup, !dbg !131
    #dbg_value(ptr undef, !132, !DIExpression(), !138)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !140
    #dbg_value(ptr undef, !132, !DIExpression(), !141)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !143
  resume { ptr, i32 } %7, !dbg !144

10:                                               ; preds = %1
  %11 = add nsw i32 %0, -1, !dbg !145
  invoke void @level(i32 noundef %11)
          to label %12 unwind label %6, !dbg !146

12:                                               ; preds = %5, %10
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !147
    #dbg_value(ptr undef, !132, !DIExpression(), !148)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !150
    #dbg_value(ptr undef, !132, !DIExpression(), !151)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !153
  ret void, !dbg !144
}

declare i32 @__gcc_personality_v0(...)

; Function Attrs: nofree nounwind
declare !dbg !154 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 !dbg !161 {
  %1 = load ptr, ptr @stdout, align 8, !dbg !164, !tbaa !113
  %2 = tail call i32 @setvbuf(ptr noundef %1, ptr noundef null, i32 noundef 2, i64 noundef 0) #9, !dbg !165
  tail call void @level(i32 noundef 3), !dbg !166
  ret i32 1, !dbg !167
}

; Function Attrs: nofree nounwind
declare !dbg !168 noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !231 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !234 void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ex", scope: !2, file: !3, line: 20, type: !42, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_cleanup_c.c", directory: "/work/eh/tests/run", checksumkind: CSK_MD5, checksum: "ed78d513b334c13cebefe964976a9541")
!4 = !{!5, !18}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 74, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/unwind.h", directory: "", checksumkind: CSK_MD5, checksum: "7355670124c266ee4602d028201d2779")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17}
!9 = !DIEnumerator(name: "_URC_NO_REASON", value: 0)
!10 = !DIEnumerator(name: "_URC_FOREIGN_EXCEPTION_CAUGHT", value: 1)
!11 = !DIEnumerator(name: "_URC_FATAL_PHASE2_ERROR", value: 2)
!12 = !DIEnumerator(name: "_URC_FATAL_PHASE1_ERROR", value: 3)
!13 = !DIEnumerator(name: "_URC_NORMAL_STOP", value: 4)
!14 = !DIEnumerator(name: "_URC_END_OF_STACK", value: 5)
!15 = !DIEnumerator(name: "_URC_HANDLER_FOUND", value: 6)
!16 = !DIEnumerator(name: "_URC_INSTALL_CONTEXT", value: 7)
!17 = !DIEnumerator(name: "_URC_CONTINUE_UNWIND", value: 8)
!18 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 96, baseType: !7, size: 32, elements: !19)
!19 = !{!20, !21, !22, !23, !24}
!20 = !DIEnumerator(name: "_UA_SEARCH_PHASE", value: 1)
!21 = !DIEnumerator(name: "_UA_CLEANUP_PHASE", value: 2)
!22 = !DIEnumerator(name: "_UA_HANDLER_FRAME", value: 4)
!23 = !DIEnumerator(name: "_UA_FORCE_UNWIND", value: 8)
!24 = !DIEnumerator(name: "_UA_END_OF_STACK", value: 16)
!25 = !{!26, !0, !32, !37}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Unwind_Exception", file: !6, line: 143, size: 256, align: 128, elements: !43)
!43 = !{!44, !51, !59, !61}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "exception_class", scope: !42, file: !6, line: 144, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Exception_Class", file: !6, line: 59, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !49, line: 45, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "exception_cleanup", scope: !42, file: !6, line: 145, baseType: !52, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Exception_Cleanup_Fn", file: !6, line: 105, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !56, !57}
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Reason_Code", file: !6, line: 94, baseType: !5)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Exception", file: !6, line: 72, baseType: !42)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "private_1", scope: !42, file: !6, line: 149, baseType: !60, size: 64, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Word", file: !6, line: 55, baseType: !50)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "private_2", scope: !42, file: !6, line: 150, baseType: !60, size: 64, offset: 192)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "thrower", scope: !3, file: !3, line: 21, type: !71, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!71 = !DISubroutineType(types: !72)
!72 = !{null}
!73 = !DILocation(line: 22, column: 3, scope: !70)
!74 = !DILocation(line: 23, column: 22, scope: !70)
!75 = !{!76, !77, i64 0}
!76 = !{!"_Unwind_Exception", !77, i64 0, !80, i64 8, !77, i64 16, !77, i64 24}
!77 = !{!"long", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !{!"any pointer", !78, i64 0}
!81 = !DILocation(line: 24, column: 3, scope: !70)
!82 = !DILocation(line: 25, column: 1, scope: !70)
!83 = !DISubprogram(name: "_Unwind_ForcedUnwind", scope: !6, file: !6, line: 262, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!56, !57, !86, !94}
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Stop_Fn", file: !6, line: 158, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DISubroutineType(types: !89)
!89 = !{!56, !90, !91, !45, !57, !92, !94}
!90 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Action", file: !6, line: 103, baseType: !18)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DICompositeType(tag: DW_TAG_structure_type, name: "_Unwind_Context", file: !6, line: 64, flags: DIFlagFwdDecl)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!95 = distinct !DISubprogram(name: "stop", scope: !3, file: !3, line: 13, type: !96, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!56, !90, !91, !45, !98, !92, !94}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!99 = !{!100, !101, !102, !103, !104, !105}
!100 = !DILocalVariable(name: "version", arg: 1, scope: !95, file: !3, line: 13, type: !90)
!101 = !DILocalVariable(name: "actions", arg: 2, scope: !95, file: !3, line: 13, type: !91)
!102 = !DILocalVariable(name: "cls", arg: 3, scope: !95, file: !3, line: 13, type: !45)
!103 = !DILocalVariable(name: "ex", arg: 4, scope: !95, file: !3, line: 14, type: !98)
!104 = !DILocalVariable(name: "ctx", arg: 5, scope: !95, file: !3, line: 14, type: !92)
!105 = !DILocalVariable(name: "arg", arg: 6, scope: !95, file: !3, line: 14, type: !94)
!106 = !DILocation(line: 0, scope: !95)
!107 = !DILocation(line: 16, column: 15, scope: !108)
!108 = distinct !DILexicalBlock(scope: !95, file: !3, line: 16, column: 7)
!109 = !DILocation(line: 16, column: 7, scope: !95)
!110 = !DILocation(line: 16, column: 37, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 16, column: 35)
!112 = !DILocation(line: 16, column: 70, scope: !111)
!113 = !{!80, !80, i64 0}
!114 = !DILocation(line: 16, column: 63, scope: !111)
!115 = !DILocation(line: 16, column: 79, scope: !111)
!116 = !DILocation(line: 17, column: 3, scope: !95)
!117 = distinct !DISubprogram(name: "level", scope: !3, file: !3, line: 27, type: !118, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !90}
!120 = !{!121, !122, !123}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !3, line: 27, type: !90)
!122 = !DILocalVariable(name: "v", scope: !117, file: !3, line: 28, type: !90)
!123 = !DILocalVariable(name: "w", scope: !117, file: !3, line: 29, type: !90)
!124 = !DILocation(line: 0, scope: !117)
!125 = !DILocation(line: 28, column: 50, scope: !117)
!126 = !DILocation(line: 29, column: 50, scope: !117)
!127 = !DILocation(line: 30, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !117, file: !3, line: 30, column: 7)
!129 = !DILocation(line: 30, column: 7, scope: !117)
!130 = !DILocation(line: 30, column: 15, scope: !128)
!131 = !DILocation(line: 32, column: 1, scope: !128)
!132 = !DILocalVariable(name: "p", arg: 1, scope: !133, file: !3, line: 11, type: !136)
!133 = distinct !DISubprogram(name: "cleanup_fn", scope: !3, file: !3, line: 11, type: !134, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!137 = !{!132}
!138 = !DILocation(line: 0, scope: !133, inlinedAt: !139)
!139 = distinct !DILocation(line: 32, column: 1, scope: !117)
!140 = !DILocation(line: 11, column: 34, scope: !133, inlinedAt: !139)
!141 = !DILocation(line: 0, scope: !133, inlinedAt: !142)
!142 = distinct !DILocation(line: 32, column: 1, scope: !117)
!143 = !DILocation(line: 11, column: 34, scope: !133, inlinedAt: !142)
!144 = !DILocation(line: 32, column: 1, scope: !117)
!145 = !DILocation(line: 30, column: 39, scope: !128)
!146 = !DILocation(line: 30, column: 31, scope: !128)
!147 = !DILocation(line: 31, column: 3, scope: !117)
!148 = !DILocation(line: 0, scope: !133, inlinedAt: !149)
!149 = distinct !DILocation(line: 32, column: 1, scope: !117)
!150 = !DILocation(line: 11, column: 34, scope: !133, inlinedAt: !149)
!151 = !DILocation(line: 0, scope: !133, inlinedAt: !152)
!152 = distinct !DILocation(line: 32, column: 1, scope: !117)
!153 = !DILocation(line: 11, column: 34, scope: !133, inlinedAt: !152)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 356, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!156 = !DISubroutineType(types: !157)
!157 = !{!90, !158, null}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!161 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !162, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!162 = !DISubroutineType(types: !163)
!163 = !{!90}
!164 = !DILocation(line: 34, column: 26, scope: !161)
!165 = !DILocation(line: 34, column: 18, scope: !161)
!166 = !DILocation(line: 34, column: 49, scope: !161)
!167 = !DILocation(line: 34, column: 59, scope: !161)
!168 = !DISubprogram(name: "setvbuf", scope: !155, file: !155, line: 332, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!90, !171, !230, !90, !223}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !174, line: 7, baseType: !175)
!174 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !176, line: 49, size: 1728, elements: !177)
!176 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!177 = !{!178, !179, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !194, !196, !197, !198, !201, !203, !205, !209, !212, !214, !217, !220, !221, !222, !225, !226}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !175, file: !176, line: 51, baseType: !90, size: 32)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !175, file: !176, line: 54, baseType: !180, size: 64, offset: 64)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !175, file: !176, line: 55, baseType: !180, size: 64, offset: 128)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !175, file: !176, line: 56, baseType: !180, size: 64, offset: 192)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !175, file: !176, line: 57, baseType: !180, size: 64, offset: 256)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !175, file: !176, line: 58, baseType: !180, size: 64, offset: 320)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !175, file: !176, line: 59, baseType: !180, size: 64, offset: 384)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !175, file: !176, line: 60, baseType: !180, size: 64, offset: 448)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !175, file: !176, line: 61, baseType: !180, size: 64, offset: 512)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !175, file: !176, line: 64, baseType: !180, size: 64, offset: 576)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !175, file: !176, line: 65, baseType: !180, size: 64, offset: 640)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !175, file: !176, line: 66, baseType: !180, size: 64, offset: 704)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !175, file: !176, line: 68, baseType: !192, size: 64, offset: 768)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !176, line: 36, flags: DIFlagFwdDecl)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !175, file: !176, line: 70, baseType: !195, size: 64, offset: 832)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !175, file: !176, line: 72, baseType: !90, size: 32, offset: 896)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !175, file: !176, line: 73, baseType: !90, size: 32, offset: 928)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !175, file: !176, line: 74, baseType: !199, size: 64, offset: 960)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !49, line: 152, baseType: !200)
!200 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !175, file: !176, line: 77, baseType: !202, size: 16, offset: 1024)
!202 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !175, file: !176, line: 78, baseType: !204, size: 8, offset: 1040)
!204 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !175, file: !176, line: 79, baseType: !206, size: 8, offset: 1048)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 1)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !175, file: !176, line: 81, baseType: !210, size: 64, offset: 1088)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !176, line: 43, baseType: null)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !175, file: !176, line: 89, baseType: !213, size: 64, offset: 1152)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !49, line: 153, baseType: !200)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !175, file: !176, line: 91, baseType: !215, size: 64, offset: 1216)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !176, line: 37, flags: DIFlagFwdDecl)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !175, file: !176, line: 92, baseType: !218, size: 64, offset: 1280)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !176, line: 38, flags: DIFlagFwdDecl)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !175, file: !176, line: 93, baseType: !195, size: 64, offset: 1344)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !175, file: !176, line: 94, baseType: !94, size: 64, offset: 1408)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !175, file: !176, line: 95, baseType: !223, size: 64, offset: 1472)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !224, line: 18, baseType: !50)
!224 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !175, file: !176, line: 96, baseType: !90, size: 32, offset: 1536)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !175, file: !176, line: 98, baseType: !227, size: 160, offset: 1568)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 160, elements: !228)
!228 = !{!229}
!229 = !DISubrange(count: 20)
!230 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!231 = !DISubprogram(name: "fflush", scope: !155, file: !155, line: 230, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!90, !172}
!234 = !DISubprogram(name: "exit", scope: !235, file: !235, line: 637, type: !118, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!235 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
