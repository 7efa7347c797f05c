; ModuleID = 'eh_cleanup_c.c'
source_filename = "eh_cleanup_c.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, ptr, i64, i64 }

@ex = internal global %struct._Unwind_Exception zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1, !dbg !26
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1, !dbg !37
@str = private unnamed_addr constant [13 x i8] c"end of stack\00", align 1

; Function Attrs: noinline uwtable
define dso_local void @thrower() local_unnamed_addr #0 !dbg !71 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) @ex, i8 0, i64 32, i1 false), !dbg !74
  store i64 4660, ptr @ex, align 16, !dbg !75, !tbaa !76
  %1 = tail call i32 @_Unwind_ForcedUnwind(ptr noundef nonnull @ex, ptr noundef nonnull @stop, ptr noundef null), !dbg !82
  ret void, !dbg !83
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare !dbg !84 i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @stop(i32 %0, i32 noundef %1, i64 %2, ptr nocapture readnone %3, ptr nocapture readnone %4, ptr nocapture readnone %5) #3 !dbg !96 {
    #dbg_value(i32 poison, !101, !DIExpression(), !107)
    #dbg_value(i32 %1, !102, !DIExpression(), !107)
    #dbg_value(i64 poison, !103, !DIExpression(), !107)
    #dbg_value(ptr poison, !104, !DIExpression(), !107)
    #dbg_value(ptr poison, !105, !DIExpression(), !107)
    #dbg_value(ptr poison, !106, !DIExpression(), !107)
  %7 = and i32 %1, 16, !dbg !108
  %8 = icmp eq i32 %7, 0, !dbg !108
  br i1 %8, label %13, label %9, !dbg !110

9:                                                ; preds = %6
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !111
  %11 = load ptr, ptr @stdout, align 8, !dbg !113, !tbaa !114
  %12 = tail call i32 @fflush(ptr noundef %11), !dbg !115
  tail call void @exit(i32 noundef 0) #8, !dbg !116
  unreachable, !dbg !116

13:                                               ; preds = %6
  ret i32 0, !dbg !117
}

; Function Attrs: noinline uwtable
define dso_local void @level(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gcc_personality_v0 !dbg !118 {
    #dbg_value(i32 %0, !122, !DIExpression(), !125)
  %2 = mul nsw i32 %0, 10, !dbg !126
    #dbg_value(i32 %2, !123, !DIExpression(), !125)
  %3 = add nsw i32 %0, 1, !dbg !127
    #dbg_value(i32 %3, !124, !DIExpression(), !125)
  %4 = icmp eq i32 %0, 0, !dbg !128
  br i1 %4, label %5, label %10, !dbg !130

5:                                                ; preds = %1
  invoke void @thrower()
          to label %12 unwind label %6, !dbg !131

6:                                                ; preds = %10, %5
  %7 = landingpad { ptr, i32 }
          cleanup, !dbg !132
    #dbg_value(ptr undef, !133, !DIExpression(), !139)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !141
    #dbg_value(ptr undef, !133, !DIExpression(), !142)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !144
  resume { ptr, i32 } %7, !dbg !145

10:                                               ; preds = %1
  %11 = add nsw i32 %0, -1, !dbg !146
  invoke void @level(i32 noundef %11)
          to label %12 unwind label %6, !dbg !147

12:                                               ; preds = %5, %10
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !148
    #dbg_value(ptr undef, !133, !DIExpression(), !149)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !151
    #dbg_value(ptr undef, !133, !DIExpression(), !152)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2), !dbg !154
  ret void, !dbg !145
}

declare i32 @__gcc_personality_v0(...)

; Function Attrs: nofree nounwind
declare !dbg !155 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 !dbg !162 {
  %1 = load ptr, ptr @stdout, align 8, !dbg !165, !tbaa !114
  %2 = tail call i32 @setvbuf(ptr noundef %1, ptr noundef null, i32 noundef 2, i64 noundef 0) #9, !dbg !166
  tail call void @level(i32 noundef 3), !dbg !167
  ret i32 1, !dbg !168
}

; Function Attrs: nofree nounwind
declare !dbg !169 noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !235 void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ex", scope: !2, file: !3, line: 20, type: !42, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_cleanup_c.c", directory: "/work/eh/tests/run/aarch64", checksumkind: CSK_MD5, checksum: "e3f30336999464c9cb30bf56e72ba608")
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
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!47 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !49, line: 45, baseType: !50)
!49 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!68 = !{i32 7, !"frame-pointer", i32 1}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "thrower", scope: !3, file: !3, line: 21, type: !72, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!72 = !DISubroutineType(types: !73)
!73 = !{null}
!74 = !DILocation(line: 22, column: 3, scope: !71)
!75 = !DILocation(line: 23, column: 22, scope: !71)
!76 = !{!77, !78, i64 0}
!77 = !{!"_Unwind_Exception", !78, i64 0, !81, i64 8, !78, i64 16, !78, i64 24}
!78 = !{!"long", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !{!"any pointer", !79, i64 0}
!82 = !DILocation(line: 24, column: 3, scope: !71)
!83 = !DILocation(line: 25, column: 1, scope: !71)
!84 = !DISubprogram(name: "_Unwind_ForcedUnwind", scope: !6, file: !6, line: 262, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!56, !57, !87, !95}
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Stop_Fn", file: !6, line: 158, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DISubroutineType(types: !90)
!90 = !{!56, !91, !92, !45, !57, !93, !95}
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Unwind_Action", file: !6, line: 103, baseType: !18)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "_Unwind_Context", file: !6, line: 64, flags: DIFlagFwdDecl)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = distinct !DISubprogram(name: "stop", scope: !3, file: !3, line: 13, type: !97, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{!56, !91, !92, !45, !99, !93, !95}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!100 = !{!101, !102, !103, !104, !105, !106}
!101 = !DILocalVariable(name: "version", arg: 1, scope: !96, file: !3, line: 13, type: !91)
!102 = !DILocalVariable(name: "actions", arg: 2, scope: !96, file: !3, line: 13, type: !92)
!103 = !DILocalVariable(name: "cls", arg: 3, scope: !96, file: !3, line: 13, type: !45)
!104 = !DILocalVariable(name: "ex", arg: 4, scope: !96, file: !3, line: 14, type: !99)
!105 = !DILocalVariable(name: "ctx", arg: 5, scope: !96, file: !3, line: 14, type: !93)
!106 = !DILocalVariable(name: "arg", arg: 6, scope: !96, file: !3, line: 14, type: !95)
!107 = !DILocation(line: 0, scope: !96)
!108 = !DILocation(line: 16, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !96, file: !3, line: 16, column: 7)
!110 = !DILocation(line: 16, column: 7, scope: !96)
!111 = !DILocation(line: 16, column: 37, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 35)
!113 = !DILocation(line: 16, column: 70, scope: !112)
!114 = !{!81, !81, i64 0}
!115 = !DILocation(line: 16, column: 63, scope: !112)
!116 = !DILocation(line: 16, column: 79, scope: !112)
!117 = !DILocation(line: 17, column: 3, scope: !96)
!118 = distinct !DISubprogram(name: "level", scope: !3, file: !3, line: 27, type: !119, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !91}
!121 = !{!122, !123, !124}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !118, file: !3, line: 27, type: !91)
!123 = !DILocalVariable(name: "v", scope: !118, file: !3, line: 28, type: !91)
!124 = !DILocalVariable(name: "w", scope: !118, file: !3, line: 29, type: !91)
!125 = !DILocation(line: 0, scope: !118)
!126 = !DILocation(line: 28, column: 50, scope: !118)
!127 = !DILocation(line: 29, column: 50, scope: !118)
!128 = !DILocation(line: 30, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !118, file: !3, line: 30, column: 7)
!130 = !DILocation(line: 30, column: 7, scope: !118)
!131 = !DILocation(line: 30, column: 15, scope: !129)
!132 = !DILocation(line: 32, column: 1, scope: !129)
!133 = !DILocalVariable(name: "p", arg: 1, scope: !134, file: !3, line: 11, type: !137)
!134 = distinct !DISubprogram(name: "cleanup_fn", scope: !3, file: !3, line: 11, type: !135, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!138 = !{!133}
!139 = !DILocation(line: 0, scope: !134, inlinedAt: !140)
!140 = distinct !DILocation(line: 32, column: 1, scope: !118)
!141 = !DILocation(line: 11, column: 34, scope: !134, inlinedAt: !140)
!142 = !DILocation(line: 0, scope: !134, inlinedAt: !143)
!143 = distinct !DILocation(line: 32, column: 1, scope: !118)
!144 = !DILocation(line: 11, column: 34, scope: !134, inlinedAt: !143)
!145 = !DILocation(line: 32, column: 1, scope: !118)
!146 = !DILocation(line: 30, column: 39, scope: !129)
!147 = !DILocation(line: 30, column: 31, scope: !129)
!148 = !DILocation(line: 31, column: 3, scope: !118)
!149 = !DILocation(line: 0, scope: !134, inlinedAt: !150)
!150 = distinct !DILocation(line: 32, column: 1, scope: !118)
!151 = !DILocation(line: 11, column: 34, scope: !134, inlinedAt: !150)
!152 = !DILocation(line: 0, scope: !134, inlinedAt: !153)
!153 = distinct !DILocation(line: 32, column: 1, scope: !118)
!154 = !DILocation(line: 11, column: 34, scope: !134, inlinedAt: !153)
!155 = !DISubprogram(name: "printf", scope: !156, file: !156, line: 356, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!157 = !DISubroutineType(types: !158)
!158 = !{!91, !159, null}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!162 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !163, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!163 = !DISubroutineType(types: !164)
!164 = !{!91}
!165 = !DILocation(line: 34, column: 26, scope: !162)
!166 = !DILocation(line: 34, column: 18, scope: !162)
!167 = !DILocation(line: 34, column: 49, scope: !162)
!168 = !DILocation(line: 34, column: 59, scope: !162)
!169 = !DISubprogram(name: "setvbuf", scope: !156, file: !156, line: 332, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!91, !172, !231, !91, !224}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !175, line: 7, baseType: !176)
!175 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!176 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !177, line: 49, size: 1728, elements: !178)
!177 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!178 = !{!179, !180, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !195, !197, !198, !199, !202, !204, !206, !210, !213, !215, !218, !221, !222, !223, !226, !227}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !176, file: !177, line: 51, baseType: !91, size: 32)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !176, file: !177, line: 54, baseType: !181, size: 64, offset: 64)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !176, file: !177, line: 55, baseType: !181, size: 64, offset: 128)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !176, file: !177, line: 56, baseType: !181, size: 64, offset: 192)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !176, file: !177, line: 57, baseType: !181, size: 64, offset: 256)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !176, file: !177, line: 58, baseType: !181, size: 64, offset: 320)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !176, file: !177, line: 59, baseType: !181, size: 64, offset: 384)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !176, file: !177, line: 60, baseType: !181, size: 64, offset: 448)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !176, file: !177, line: 61, baseType: !181, size: 64, offset: 512)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !176, file: !177, line: 64, baseType: !181, size: 64, offset: 576)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !176, file: !177, line: 65, baseType: !181, size: 64, offset: 640)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !176, file: !177, line: 66, baseType: !181, size: 64, offset: 704)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !176, file: !177, line: 68, baseType: !193, size: 64, offset: 768)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !177, line: 36, flags: DIFlagFwdDecl)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !176, file: !177, line: 70, baseType: !196, size: 64, offset: 832)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !176, file: !177, line: 72, baseType: !91, size: 32, offset: 896)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !176, file: !177, line: 73, baseType: !91, size: 32, offset: 928)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !176, file: !177, line: 74, baseType: !200, size: 64, offset: 960)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !49, line: 152, baseType: !201)
!201 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !176, file: !177, line: 77, baseType: !203, size: 16, offset: 1024)
!203 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !176, file: !177, line: 78, baseType: !205, size: 8, offset: 1040)
!205 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !176, file: !177, line: 79, baseType: !207, size: 8, offset: 1048)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 1)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !176, file: !177, line: 81, baseType: !211, size: 64, offset: 1088)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !177, line: 43, baseType: null)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !176, file: !177, line: 89, baseType: !214, size: 64, offset: 1152)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !49, line: 153, baseType: !201)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !176, file: !177, line: 91, baseType: !216, size: 64, offset: 1216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !177, line: 37, flags: DIFlagFwdDecl)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !176, file: !177, line: 92, baseType: !219, size: 64, offset: 1280)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !177, line: 38, flags: DIFlagFwdDecl)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !176, file: !177, line: 93, baseType: !196, size: 64, offset: 1344)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !176, file: !177, line: 94, baseType: !95, size: 64, offset: 1408)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !176, file: !177, line: 95, baseType: !224, size: 64, offset: 1472)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !225, line: 18, baseType: !50)
!225 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !176, file: !177, line: 96, baseType: !91, size: 32, offset: 1536)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !176, file: !177, line: 98, baseType: !228, size: 160, offset: 1568)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 160, elements: !229)
!229 = !{!230}
!230 = !DISubrange(count: 20)
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!232 = !DISubprogram(name: "fflush", scope: !156, file: !156, line: 230, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!91, !173}
!235 = !DISubprogram(name: "exit", scope: !236, file: !236, line: 637, type: !119, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
