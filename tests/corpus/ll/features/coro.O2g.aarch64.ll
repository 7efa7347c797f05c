; ModuleID = 'tests/programs/features/coro.cpp'
source_filename = "tests/programs/features/coro.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Gen = type { %"struct.std::coroutine_handle" }
%"struct.std::coroutine_handle" = type { %"struct.std::coroutine_handle.0" }
%"struct.std::coroutine_handle.0" = type { ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: mustprogress
define dso_local void @_Z7squaresi(ptr dead_on_unwind nocapture writable writeonly sret(%struct.Gen) align 8 %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !99 {
    #dbg_value(i32 %1, !103, !DIExpression(), !116)
  %3 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #6, !dbg !117
  store ptr @_Z7squaresi.resume, ptr %3, align 8, !dbg !117
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !117
  store ptr @_Z7squaresi.destroy, ptr %4, align 8, !dbg !117
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !117
  %6 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !117
  store i32 %1, ptr %6, align 4, !dbg !117
    #dbg_value(i32 %1, !103, !DIExpression(), !116)
  store i32 %1, ptr %5, align 4, !dbg !117, !tbaa !118, !DIAssignID !123
    #dbg_assign(i32 %1, !104, !DIExpression(), !123, ptr %5, !DIExpression(), !116)
    #dbg_value(ptr %3, !124, !DIExpression(DW_OP_plus_uconst, 16), !127)
  store ptr %3, ptr %0, align 8, !dbg !129, !alias.scope !130
  %7 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !117
  store i2 0, ptr %7, align 1, !dbg !117
  ret void, !dbg !117
}

; Function Attrs: nobuiltin allocsize(0)
declare !dbg !133 noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare !dbg !138 void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress
define dso_local noundef range(i32 0, 2) i32 @_Z4mainv() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !141 {
    #dbg_value(ptr undef, !145, !DIExpression(), !147)
    #dbg_value(ptr undef, !148, !DIExpression(), !152)
    #dbg_value(i32 0, !155, !DIExpression(), !162)
    #dbg_assign(i32 0, !161, !DIExpression(), !165, ptr undef, !DIExpression(), !166)
    #dbg_value(i32 0, !146, !DIExpression(), !147)
    #dbg_value(ptr undef, !148, !DIExpression(), !167)
    #dbg_value(i32 30, !146, !DIExpression(), !147)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 30) #7, !dbg !170
  ret i32 0, !dbg !171
}

declare !dbg !172 i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z7squaresi.resume(ptr nocapture noundef nonnull align 8 dereferenceable(32) %0) #4 personality ptr @__gxx_personality_v0 !dbg !158 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !176
  %3 = getelementptr inbounds i8, ptr %0, i64 28
  %4 = load i2, ptr %3, align 4
  %5 = icmp eq i2 %4, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !176
  %8 = load i32, ptr %7, align 4, !dbg !176
    #dbg_value(i32 0, !155, !DIExpression(), !177)
  %9 = icmp sgt i32 %8, 0, !dbg !178
  br i1 %9, label %10, label %21, !dbg !180

10:                                               ; preds = %14, %6
  %11 = phi i32 [ 0, %6 ], [ %19, %14 ]
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !181
  store i32 %11, ptr %12, align 8, !dbg !181
    #dbg_value(i32 %11, !155, !DIExpression(), !177)
  %13 = mul nuw nsw i32 %11, %11, !dbg !182
    #dbg_value(ptr %0, !183, !DIExpression(DW_OP_plus_uconst, 16), !187)
    #dbg_value(i32 %13, !186, !DIExpression(), !187)
  store i32 %13, ptr %2, align 8, !dbg !189, !tbaa !118, !DIAssignID !190
    #dbg_assign(i32 %13, !161, !DIExpression(), !190, ptr %2, !DIExpression(), !191)
  br label %22, !dbg !181

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !181
  %16 = load i32, ptr %15, align 8, !dbg !181
  %17 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !181
  %18 = load i32, ptr %17, align 4, !dbg !181
  %19 = add nuw nsw i32 %16, 1, !dbg !192
    #dbg_value(ptr %0, !155, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_deref, DW_OP_plus_uconst, 1), !177)
  %20 = icmp eq i32 %19, %18, !dbg !178
  br i1 %20, label %21, label %10, !dbg !180, !llvm.loop !193

21:                                               ; preds = %6, %14
  store ptr null, ptr %0, align 8, !dbg !176
  br label %22, !dbg !176

22:                                               ; preds = %10, %21
  %23 = phi i2 [ -2, %21 ], [ 1, %10 ], !dbg !191
  store i2 %23, ptr %3, align 4, !dbg !191
  ret void, !dbg !176
}

; Function Attrs: mustprogress nounwind
define internal fastcc void @_Z7squaresi.destroy(ptr noundef nonnull align 8 dereferenceable(32) %0) #5 personality ptr @__gxx_personality_v0 !dbg !196 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #8, !dbg !203
  ret void, !dbg !203
}

attributes #0 = { mustprogress "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nobuiltin allocsize(0) "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!8}
!llvm.linker.options = !{}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/coro.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "b5375060a67eb40bc3fa0ff3ed20d169")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !90, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10, !89, !13, !17}
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Gen", file: !2, line: 31, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, identifier: "_ZTS3Gen")
!11 = !{!12, !85}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !10, file: !2, line: 41, baseType: !13, size: 64)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "coroutine_handle<Gen::promise_type>", scope: !14, file: !2, line: 19, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !15, templateParams: !83, identifier: "_ZTSSt16coroutine_handleIN3Gen12promise_typeEE")
!14 = !DINamespace(name: "std", scope: null)
!15 = !{!16, !39, !75, !78}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !13, baseType: !17, extraData: i32 0)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "coroutine_handle<void>", scope: !14, file: !2, line: 11, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !18, templateParams: !37, identifier: "_ZTSSt16coroutine_handleIvE")
!18 = !{!19, !21, !24, !29, !32, !36}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !17, file: !2, line: 12, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DISubprogram(name: "from_address", linkageName: "_ZNSt16coroutine_handleIvE12from_addressEPv", scope: !17, file: !2, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!17, !20}
!24 = !DISubprogram(name: "address", linkageName: "_ZNKSt16coroutine_handleIvE7addressEv", scope: !17, file: !2, line: 14, type: !25, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{!20, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!29 = !DISubprogram(name: "resume", linkageName: "_ZNKSt16coroutine_handleIvE6resumeEv", scope: !17, file: !2, line: 15, type: !30, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !27}
!32 = !DISubprogram(name: "done", linkageName: "_ZNKSt16coroutine_handleIvE4doneEv", scope: !17, file: !2, line: 16, type: !33, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !27}
!35 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!36 = !DISubprogram(name: "destroy", linkageName: "_ZNKSt16coroutine_handleIvE7destroyEv", scope: !17, file: !2, line: 17, type: !30, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !{!38}
!38 = !DITemplateTypeParameter(name: "P", type: null, defaulted: true)
!39 = !DISubprogram(name: "from_promise", linkageName: "_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_promiseERS1_", scope: !13, file: !2, line: 20, type: !40, scopeLine: 20, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(types: !41)
!41 = !{!13, !42}
!42 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !43, size: 64)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "promise_type", scope: !10, file: !2, line: 32, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !44, identifier: "_ZTSN3Gen12promise_typeE")
!44 = !{!45, !47, !51, !67, !68, !71, !74}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "cur", scope: !43, file: !2, line: 33, baseType: !46, size: 32)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DISubprogram(name: "get_return_object", linkageName: "_ZN3Gen12promise_type17get_return_objectEv", scope: !43, file: !2, line: 34, type: !48, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{!10, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "initial_suspend", linkageName: "_ZN3Gen12promise_type15initial_suspendEv", scope: !43, file: !2, line: 35, type: !52, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !50}
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "suspend_always", scope: !14, file: !2, line: 24, size: 8, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTSSt14suspend_always")
!55 = !{!56, !61, !64}
!56 = !DISubprogram(name: "await_ready", linkageName: "_ZNKSt14suspend_always11await_readyEv", scope: !54, file: !2, line: 25, type: !57, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!35, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!61 = !DISubprogram(name: "await_suspend", linkageName: "_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE", scope: !54, file: !2, line: 26, type: !62, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !59, !17}
!64 = !DISubprogram(name: "await_resume", linkageName: "_ZNKSt14suspend_always12await_resumeEv", scope: !54, file: !2, line: 27, type: !65, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !59}
!67 = !DISubprogram(name: "final_suspend", linkageName: "_ZN3Gen12promise_type13final_suspendEv", scope: !43, file: !2, line: 36, type: !52, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubprogram(name: "yield_value", linkageName: "_ZN3Gen12promise_type11yield_valueEi", scope: !43, file: !2, line: 37, type: !69, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!54, !50, !46}
!71 = !DISubprogram(name: "return_void", linkageName: "_ZN3Gen12promise_type11return_voidEv", scope: !43, file: !2, line: 38, type: !72, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !50}
!74 = !DISubprogram(name: "unhandled_exception", linkageName: "_ZN3Gen12promise_type19unhandled_exceptionEv", scope: !43, file: !2, line: 39, type: !72, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubprogram(name: "from_address", linkageName: "_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv", scope: !13, file: !2, line: 21, type: !76, scopeLine: 21, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!13, !20}
!78 = !DISubprogram(name: "promise", linkageName: "_ZNKSt16coroutine_handleIN3Gen12promise_typeEE7promiseEv", scope: !13, file: !2, line: 22, type: !79, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!42, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!83 = !{!84}
!84 = !DITemplateTypeParameter(name: "P", type: !43)
!85 = !DISubprogram(name: "~Gen", scope: !10, file: !2, line: 42, type: !86, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!90 = !{!0}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"frame-pointer", i32 1}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "squares", linkageName: "_Z7squaresi", scope: !2, file: !2, line: 45, type: !100, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!10, !46}
!102 = !{!103, !104, !113}
!103 = !DILocalVariable(name: "n", arg: 1, scope: !99, file: !2, line: 45, type: !46)
!104 = !DILocalVariable(name: "__promise", scope: !99, type: !105, flags: DIFlagArtificial)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "promise_type", scope: !106, file: !2, line: 9, baseType: !43)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "coroutine_traits<Gen, int>", scope: !14, file: !2, line: 9, size: 8, flags: DIFlagTypePassByValue, elements: !107, templateParams: !108, identifier: "_ZTSSt16coroutine_traitsI3GenJiEE")
!107 = !{}
!108 = !{!109, !110}
!109 = !DITemplateTypeParameter(name: "R", type: !10)
!110 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !111)
!111 = !{!112}
!112 = !DITemplateTypeParameter(type: !46)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 46, type: !46)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 46, column: 3)
!115 = distinct !DILexicalBlock(scope: !99, file: !2, line: 45, column: 20)
!116 = !DILocation(line: 0, scope: !99)
!117 = !DILocation(line: 45, column: 5, scope: !99)
!118 = !{!119, !120, i64 0}
!119 = !{!"_ZTSN3Gen12promise_typeE", !120, i64 0}
!120 = !{!"int", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C++ TBAA"}
!123 = distinct !DIAssignID()
!124 = !DILocalVariable(name: "this", arg: 1, scope: !125, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = distinct !DISubprogram(name: "get_return_object", linkageName: "_ZN3Gen12promise_type17get_return_objectEv", scope: !43, file: !2, line: 34, type: !48, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !47, retainedNodes: !126)
!126 = !{!124}
!127 = !DILocation(line: 0, scope: !125, inlinedAt: !128)
!128 = distinct !DILocation(line: 45, column: 5, scope: !99)
!129 = !DILocation(line: 34, column: 42, scope: !125, inlinedAt: !128)
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN3Gen12promise_type17get_return_objectEv: argument 0"}
!132 = distinct !{!132, !"_ZN3Gen12promise_type17get_return_objectEv"}
!133 = !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 5, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!20, !136}
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !2, line: 4, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 7, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !20, !136}
!141 = distinct !DISubprogram(name: "main", linkageName: "_Z4mainv", scope: !2, file: !2, line: 49, type: !142, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!46}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "g", scope: !141, file: !2, line: 50, type: !10)
!146 = !DILocalVariable(name: "s", scope: !141, file: !2, line: 51, type: !46)
!147 = !DILocation(line: 0, scope: !141)
!148 = !DILocalVariable(name: "this", arg: 1, scope: !149, type: !151, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = distinct !DISubprogram(name: "resume", linkageName: "_ZNKSt16coroutine_handleIvE6resumeEv", scope: !17, file: !2, line: 15, type: !30, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !29, retainedNodes: !150)
!150 = !{!148}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!152 = !DILocation(line: 0, scope: !149, inlinedAt: !153)
!153 = distinct !DILocation(line: 52, column: 12, scope: !154)
!154 = distinct !DILexicalBlock(scope: !141, file: !2, line: 52, column: 3)
!155 = !DILocalVariable(name: "i", scope: !156, file: !2, line: 46, type: !46)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 46, column: 3)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 45, column: 20)
!158 = distinct !DISubprogram(name: "squares", linkageName: "_Z7squaresi", scope: !2, file: !2, line: 45, type: !100, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !159)
!159 = !{!160, !161, !155}
!160 = !DILocalVariable(name: "n", arg: 1, scope: !158, file: !2, line: 45, type: !46)
!161 = !DILocalVariable(name: "__promise", scope: !158, type: !105, flags: DIFlagArtificial)
!162 = !DILocation(line: 0, scope: !156, inlinedAt: !163)
!163 = distinct !DILocation(line: 15, column: 25, scope: !149, inlinedAt: !164)
!164 = !DILocation(line: 52, scope: !154)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !158, inlinedAt: !163)
!167 = !DILocation(line: 0, scope: !149, inlinedAt: !168)
!168 = distinct !DILocation(line: 52, column: 39, scope: !169)
!169 = distinct !DILexicalBlock(scope: !154, file: !2, line: 52, column: 3)
!170 = !DILocation(line: 53, column: 3, scope: !141)
!171 = !DILocation(line: 55, column: 1, scope: !141)
!172 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!46, !175, null}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!176 = !DILocation(line: 45, column: 5, scope: !158)
!177 = !DILocation(line: 0, scope: !156)
!178 = !DILocation(line: 46, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !156, file: !2, line: 46, column: 3)
!180 = !DILocation(line: 46, column: 3, scope: !156)
!181 = !DILocation(line: 46, column: 31, scope: !179)
!182 = !DILocation(line: 46, column: 42, scope: !179)
!183 = !DILocalVariable(name: "this", arg: 1, scope: !184, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!184 = distinct !DISubprogram(name: "yield_value", linkageName: "_ZN3Gen12promise_type11yield_valueEi", scope: !43, file: !2, line: 37, type: !69, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !68, retainedNodes: !185)
!185 = !{!183, !186}
!186 = !DILocalVariable(name: "v", arg: 2, scope: !184, file: !2, line: 37, type: !46)
!187 = !DILocation(line: 0, scope: !184, inlinedAt: !188)
!188 = distinct !DILocation(line: 46, column: 31, scope: !179)
!189 = !DILocation(line: 37, column: 50, scope: !184, inlinedAt: !188)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !158)
!192 = !DILocation(line: 46, column: 27, scope: !179)
!193 = distinct !{!193, !180, !194, !195}
!194 = !DILocation(line: 46, column: 44, scope: !156)
!195 = !{!"llvm.loop.mustprogress"}
!196 = distinct !DISubprogram(name: "squares", linkageName: "_Z7squaresi", scope: !2, file: !2, line: 45, type: !100, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !197)
!197 = !{!198, !199, !200}
!198 = !DILocalVariable(name: "n", arg: 1, scope: !196, file: !2, line: 45, type: !46)
!199 = !DILocalVariable(name: "__promise", scope: !196, type: !105, flags: DIFlagArtificial)
!200 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 46, type: !46)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 46, column: 3)
!202 = distinct !DILexicalBlock(scope: !196, file: !2, line: 45, column: 20)
!203 = !DILocation(line: 45, column: 5, scope: !196)
