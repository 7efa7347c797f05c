; ModuleID = 'tests/run/aarch64/eh_noexcept.cpp'
source_filename = "tests/run/aarch64/eh_noexcept.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1, !dbg !0
@stdout = external local_unnamed_addr global ptr, align 8
@str = private unnamed_addr constant [14 x i8] c"careful(0) ok\00", align 1
@str.4 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.5 = private unnamed_addr constant [17 x i8] c"terminate called\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 !dbg !487 {
    #dbg_value(i32 %0, !489, !DIExpression(), !490)
  %2 = icmp eq i32 %0, 0, !dbg !491
  br i1 %2, label %5, label %3, !dbg !493

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !494
  store i32 %0, ptr %4, align 16, !dbg !494, !tbaa !495
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #11, !dbg !494
  unreachable, !dbg !494

5:                                                ; preds = %1
  ret void, !dbg !499
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z7carefuli(i32 noundef %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !500 {
    #dbg_value(i32 %0, !502, !DIExpression(), !503)
  invoke void @_Z7throweri(i32 noundef %0)
          to label %2 unwind label %3, !dbg !504

2:                                                ; preds = %1
  ret void, !dbg !505

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr null, !dbg !504
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !504
  tail call void @__clang_call_terminate(ptr %5) #12, !dbg !504
  unreachable, !dbg !504
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #2 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !506 {
  %1 = tail call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEv") #10, !dbg !509
  invoke void @_Z7throweri(i32 noundef 1)
          to label %12 unwind label %2, !dbg !510

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !512
  %4 = extractvalue { ptr, i32 } %3, 1, !dbg !512
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !513
  %6 = icmp eq i32 %4, %5, !dbg !513
  br i1 %6, label %7, label %17, !dbg !513

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0, !dbg !512
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !513
  %10 = load i32, ptr %9, align 4, !dbg !513, !tbaa !495
    #dbg_value(i32 %10, !508, !DIExpression(), !514)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10), !dbg !515
  tail call void @__cxa_end_catch() #10, !dbg !517
  br label %12, !dbg !517

12:                                               ; preds = %0, %7
  tail call void @_Z7carefuli(i32 noundef 0) #10, !dbg !518
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !519
  %14 = load ptr, ptr @stdout, align 8, !dbg !520, !tbaa !521
  %15 = tail call i32 @fflush(ptr noundef %14), !dbg !523
  tail call void @_Z7carefuli(i32 noundef 2) #10, !dbg !524
  %16 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4), !dbg !525
  ret i32 0, !dbg !526

17:                                               ; preds = %2
  resume { ptr, i32 } %3, !dbg !513
}

; Function Attrs: nounwind
declare !dbg !527 noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

; Function Attrs: nofree nounwind
declare !dbg !187 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress noreturn nounwind uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEv"() #7 !dbg !532 {
    #dbg_value(ptr undef, !536, !DIExpression(), !545)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !547
  %2 = load ptr, ptr @stdout, align 8, !dbg !548, !tbaa !521
  %3 = tail call i32 @fflush(ptr noundef %2), !dbg !549
  tail call void @_Exit(i32 noundef 42) #12, !dbg !550
  unreachable, !dbg !550
}

; Function Attrs: noreturn nounwind
declare !dbg !435 void @_Exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!478, !479, !480, !481, !482, !483, !484, !485}
!llvm.ident = !{!486}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_noexcept.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "c3ecd37c5becff0a16dc2695f71c95f3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 11)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, imports: !25, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0, !10, !15, !20}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 15)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 13)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 18)
!25 = !{!26, !90, !96, !101, !105, !107, !109, !111, !113, !120, !125, !131, !135, !139, !143, !148, !152, !154, !158, !164, !168, !175, !177, !182, !186, !190, !192, !196, !200, !202, !206, !208, !210, !214, !218, !222, !226, !230, !234, !236, !250, !254, !258, !263, !265, !267, !271, !275, !276, !277, !278, !279, !280, !284, !288, !292, !296, !302, !306, !310, !315, !317, !323, !325, !329, !338, !340, !344, !348, !352, !356, !360, !364, !368, !372, !379, !383, !387, !389, !391, !395, !400, !406, !410, !414, !416, !423, !427, !434, !436, !440, !444, !448, !452, !457, !462, !467, !468, !469, !470, !472, !473, !474, !475, !476, !477}
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !28, file: !89, line: 98)
!27 = !DINamespace(name: "std", scope: null)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !29, line: 7, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !31, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !32, identifier: "_ZTS8_IO_FILE")
!31 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!32 = !{!33, !35, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !50, !52, !53, !54, !58, !60, !62, !66, !69, !71, !74, !77, !78, !80, !84, !85}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !30, file: !31, line: 51, baseType: !34, size: 32)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !30, file: !31, line: 54, baseType: !36, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !30, file: !31, line: 55, baseType: !36, size: 64, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !30, file: !31, line: 56, baseType: !36, size: 64, offset: 192)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !30, file: !31, line: 57, baseType: !36, size: 64, offset: 256)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !30, file: !31, line: 58, baseType: !36, size: 64, offset: 320)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !30, file: !31, line: 59, baseType: !36, size: 64, offset: 384)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !30, file: !31, line: 60, baseType: !36, size: 64, offset: 448)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !30, file: !31, line: 61, baseType: !36, size: 64, offset: 512)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !30, file: !31, line: 64, baseType: !36, size: 64, offset: 576)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !30, file: !31, line: 65, baseType: !36, size: 64, offset: 640)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !30, file: !31, line: 66, baseType: !36, size: 64, offset: 704)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !30, file: !31, line: 68, baseType: !48, size: 64, offset: 768)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !31, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !30, file: !31, line: 70, baseType: !51, size: 64, offset: 832)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !30, file: !31, line: 72, baseType: !34, size: 32, offset: 896)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !30, file: !31, line: 73, baseType: !34, size: 32, offset: 928)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !30, file: !31, line: 74, baseType: !55, size: 64, offset: 960)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !56, line: 152, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !30, file: !31, line: 77, baseType: !59, size: 16, offset: 1024)
!59 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !30, file: !31, line: 78, baseType: !61, size: 8, offset: 1040)
!61 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !30, file: !31, line: 79, baseType: !63, size: 8, offset: 1048)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 1)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !30, file: !31, line: 81, baseType: !67, size: 64, offset: 1088)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !31, line: 43, baseType: null)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !30, file: !31, line: 89, baseType: !70, size: 64, offset: 1152)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !56, line: 153, baseType: !57)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !30, file: !31, line: 91, baseType: !72, size: 64, offset: 1216)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !31, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !30, file: !31, line: 92, baseType: !75, size: 64, offset: 1280)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !31, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !30, file: !31, line: 93, baseType: !51, size: 64, offset: 1344)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !30, file: !31, line: 94, baseType: !79, size: 64, offset: 1408)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !30, file: !31, line: 95, baseType: !81, size: 64, offset: 1472)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !30, file: !31, line: 96, baseType: !34, size: 32, offset: 1536)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !30, file: !31, line: 98, baseType: !86, size: 160, offset: 1568)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!90 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !91, file: !89, line: 99)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !92, line: 84, baseType: !93)
!92 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !94, line: 14, baseType: !95)
!94 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !94, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !97, file: !89, line: 101)
!97 = !DISubprogram(name: "clearerr", scope: !92, file: !92, line: 786, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !102, file: !89, line: 102)
!102 = !DISubprogram(name: "fclose", scope: !92, file: !92, line: 178, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!34, !100}
!105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !106, file: !89, line: 103)
!106 = !DISubprogram(name: "feof", scope: !92, file: !92, line: 788, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !108, file: !89, line: 104)
!108 = !DISubprogram(name: "ferror", scope: !92, file: !92, line: 790, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !110, file: !89, line: 105)
!110 = !DISubprogram(name: "fflush", scope: !92, file: !92, line: 230, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !112, file: !89, line: 106)
!112 = !DISubprogram(name: "fgetc", scope: !92, file: !92, line: 513, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !114, file: !89, line: 107)
!114 = !DISubprogram(name: "fgetpos", scope: !92, file: !92, line: 760, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!34, !117, !118}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !121, file: !89, line: 108)
!121 = !DISubprogram(name: "fgets", scope: !92, file: !92, line: 592, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!36, !124, !34, !117}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !126, file: !89, line: 109)
!126 = !DISubprogram(name: "fopen", scope: !92, file: !92, line: 258, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!100, !129, !129}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !132, file: !89, line: 110)
!132 = !DISubprogram(name: "fprintf", scope: !92, file: !92, line: 350, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!34, !117, !129, null}
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !136, file: !89, line: 111)
!136 = !DISubprogram(name: "fputc", scope: !92, file: !92, line: 549, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!34, !34, !100}
!139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !140, file: !89, line: 112)
!140 = !DISubprogram(name: "fputs", scope: !92, file: !92, line: 655, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!34, !129, !117}
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !144, file: !89, line: 113)
!144 = !DISubprogram(name: "fread", scope: !92, file: !92, line: 675, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!81, !147, !81, !81, !117}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !149, file: !89, line: 114)
!149 = !DISubprogram(name: "freopen", scope: !92, file: !92, line: 265, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!100, !129, !129, !117}
!152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !153, file: !89, line: 115)
!153 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !92, file: !92, line: 434, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !155, file: !89, line: 116)
!155 = !DISubprogram(name: "fseek", scope: !92, file: !92, line: 713, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!34, !100, !57, !34}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !159, file: !89, line: 117)
!159 = !DISubprogram(name: "fsetpos", scope: !92, file: !92, line: 765, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!34, !100, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !165, file: !89, line: 118)
!165 = !DISubprogram(name: "ftell", scope: !92, file: !92, line: 718, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!57, !100}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !169, file: !89, line: 119)
!169 = !DISubprogram(name: "fwrite", scope: !92, file: !92, line: 681, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!81, !172, !81, !81, !117}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !176, file: !89, line: 120)
!176 = !DISubprogram(name: "getc", scope: !92, file: !92, line: 514, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !178, file: !89, line: 121)
!178 = !DISubprogram(name: "getchar", scope: !179, file: !179, line: 47, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!180 = !DISubroutineType(types: !181)
!181 = !{!34}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !183, file: !89, line: 126)
!183 = !DISubprogram(name: "perror", scope: !92, file: !92, line: 804, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !130}
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !187, file: !89, line: 127)
!187 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!34, !129, null}
!190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !191, file: !89, line: 128)
!191 = !DISubprogram(name: "putc", scope: !92, file: !92, line: 550, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !193, file: !89, line: 129)
!193 = !DISubprogram(name: "putchar", scope: !179, file: !179, line: 82, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!34, !34}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !197, file: !89, line: 130)
!197 = !DISubprogram(name: "puts", scope: !92, file: !92, line: 661, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!34, !130}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !201, file: !89, line: 131)
!201 = !DISubprogram(name: "remove", scope: !92, file: !92, line: 152, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !203, file: !89, line: 132)
!203 = !DISubprogram(name: "rename", scope: !92, file: !92, line: 154, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!34, !130, !130}
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !207, file: !89, line: 133)
!207 = !DISubprogram(name: "rewind", scope: !92, file: !92, line: 723, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !209, file: !89, line: 134)
!209 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !92, file: !92, line: 437, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !211, file: !89, line: 135)
!211 = !DISubprogram(name: "setbuf", scope: !92, file: !92, line: 328, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !117, !124}
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !215, file: !89, line: 136)
!215 = !DISubprogram(name: "setvbuf", scope: !92, file: !92, line: 332, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!34, !117, !124, !34, !81}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !219, file: !89, line: 137)
!219 = !DISubprogram(name: "sprintf", scope: !92, file: !92, line: 358, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!34, !124, !129, null}
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !223, file: !89, line: 138)
!223 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !92, file: !92, line: 439, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!34, !129, !129, null}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !227, file: !89, line: 139)
!227 = !DISubprogram(name: "tmpfile", scope: !92, file: !92, line: 188, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!100}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !231, file: !89, line: 141)
!231 = !DISubprogram(name: "tmpnam", scope: !92, file: !92, line: 205, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!36, !36}
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !235, file: !89, line: 143)
!235 = !DISubprogram(name: "ungetc", scope: !92, file: !92, line: 668, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !237, file: !89, line: 144)
!237 = !DISubprogram(name: "vfprintf", scope: !92, file: !92, line: 365, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!34, !117, !129, !240}
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !241, line: 12, baseType: !242)
!241 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !243)
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !27, size: 256, flags: DIFlagTypePassByValue, elements: !244, identifier: "_ZTSSt9__va_list")
!244 = !{!245, !246, !247, !248, !249}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !243, file: !2, baseType: !79, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !243, file: !2, baseType: !79, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !243, file: !2, baseType: !79, size: 64, offset: 128)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !243, file: !2, baseType: !34, size: 32, offset: 192)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !243, file: !2, baseType: !34, size: 32, offset: 224)
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !251, file: !89, line: 145)
!251 = !DISubprogram(name: "vprintf", scope: !179, file: !179, line: 39, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!34, !129, !240}
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !255, file: !89, line: 146)
!255 = !DISubprogram(name: "vsprintf", scope: !92, file: !92, line: 373, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!34, !124, !129, !240}
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !260, file: !89, line: 175)
!259 = !DINamespace(name: "__gnu_cxx", scope: null)
!260 = !DISubprogram(name: "snprintf", scope: !92, file: !92, line: 378, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!34, !124, !81, !129, null}
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !264, file: !89, line: 176)
!264 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !92, file: !92, line: 479, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !266, file: !89, line: 177)
!266 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !92, file: !92, line: 484, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !268, file: !89, line: 178)
!268 = !DISubprogram(name: "vsnprintf", scope: !92, file: !92, line: 382, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!34, !124, !81, !129, !240}
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !272, file: !89, line: 179)
!272 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !92, file: !92, line: 487, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!34, !129, !129, !240}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !260, file: !89, line: 185)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !264, file: !89, line: 186)
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !266, file: !89, line: 187)
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !268, file: !89, line: 188)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !272, file: !89, line: 189)
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !281, file: !282, line: 68)
!281 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !283, file: !282, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!282 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!283 = !DINamespace(name: "__exception_ptr", scope: !27)
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !283, entity: !285, file: !282, line: 84)
!285 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !27, file: !282, line: 80, type: !286, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !281}
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !289, file: !291, line: 52)
!289 = !DISubprogram(name: "abs", scope: !290, file: !290, line: 861, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!291 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !293, file: !295, line: 127)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !290, line: 63, baseType: !294)
!294 = !DICompositeType(tag: DW_TAG_structure_type, file: !290, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!295 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !297, file: !295, line: 128)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !290, line: 71, baseType: !298)
!298 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !290, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !299, identifier: "_ZTS6ldiv_t")
!299 = !{!300, !301}
!300 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !298, file: !290, line: 69, baseType: !57, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !298, file: !290, line: 70, baseType: !57, size: 64, offset: 64)
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !303, file: !295, line: 130)
!303 = !DISubprogram(name: "abort", scope: !290, file: !290, line: 611, type: !304, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{null}
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !307, file: !295, line: 132)
!307 = !DISubprogram(name: "aligned_alloc", scope: !290, file: !290, line: 605, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!79, !81, !81}
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !311, file: !295, line: 134)
!311 = !DISubprogram(name: "atexit", scope: !290, file: !290, line: 615, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{!34, !314}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !316, file: !295, line: 137)
!316 = !DISubprogram(name: "at_quick_exit", scope: !290, file: !290, line: 620, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !318, file: !295, line: 140)
!318 = !DISubprogram(name: "atof", scope: !319, file: !319, line: 25, type: !320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!320 = !DISubroutineType(types: !321)
!321 = !{!322, !130}
!322 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !324, file: !295, line: 141)
!324 = !DISubprogram(name: "atoi", scope: !290, file: !290, line: 362, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !326, file: !295, line: 142)
!326 = !DISubprogram(name: "atol", scope: !290, file: !290, line: 367, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!57, !130}
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !330, file: !295, line: 143)
!330 = !DISubprogram(name: "bsearch", scope: !331, file: !331, line: 20, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!332 = !DISubroutineType(types: !333)
!333 = !{!79, !173, !173, !81, !81, !334}
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !290, line: 829, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DISubroutineType(types: !337)
!337 = !{!34, !173, !173}
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !339, file: !295, line: 144)
!339 = !DISubprogram(name: "calloc", scope: !290, file: !290, line: 556, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !341, file: !295, line: 145)
!341 = !DISubprogram(name: "div", scope: !290, file: !290, line: 873, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!293, !34, !34}
!344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !345, file: !295, line: 146)
!345 = !DISubprogram(name: "exit", scope: !290, file: !290, line: 637, type: !346, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !34}
!348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !349, file: !295, line: 147)
!349 = !DISubprogram(name: "free", scope: !290, file: !290, line: 568, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !79}
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !353, file: !295, line: 148)
!353 = !DISubprogram(name: "getenv", scope: !290, file: !290, line: 654, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!36, !130}
!356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !357, file: !295, line: 149)
!357 = !DISubprogram(name: "labs", scope: !290, file: !290, line: 862, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!57, !57}
!360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !361, file: !295, line: 150)
!361 = !DISubprogram(name: "ldiv", scope: !290, file: !290, line: 875, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!297, !57, !57}
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !365, file: !295, line: 151)
!365 = !DISubprogram(name: "malloc", scope: !290, file: !290, line: 553, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{!79, !81}
!368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !369, file: !295, line: 153)
!369 = !DISubprogram(name: "mblen", scope: !290, file: !290, line: 943, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!34, !130, !81}
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !373, file: !295, line: 154)
!373 = !DISubprogram(name: "mbstowcs", scope: !290, file: !290, line: 954, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!81, !376, !129, !81}
!376 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !380, file: !295, line: 155)
!380 = !DISubprogram(name: "mbtowc", scope: !290, file: !290, line: 946, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!34, !376, !129, !81}
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !384, file: !295, line: 157)
!384 = !DISubprogram(name: "qsort", scope: !290, file: !290, line: 851, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !79, !81, !81, !334}
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !388, file: !295, line: 160)
!388 = !DISubprogram(name: "quick_exit", scope: !290, file: !290, line: 643, type: !346, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !390, file: !295, line: 163)
!390 = !DISubprogram(name: "rand", scope: !290, file: !290, line: 454, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !392, file: !295, line: 164)
!392 = !DISubprogram(name: "realloc", scope: !290, file: !290, line: 564, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!79, !79, !81}
!395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !396, file: !295, line: 165)
!396 = !DISubprogram(name: "srand", scope: !290, file: !290, line: 456, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !399}
!399 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !401, file: !295, line: 166)
!401 = !DISubprogram(name: "strtod", scope: !290, file: !290, line: 118, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!322, !129, !404}
!404 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !407, file: !295, line: 167)
!407 = !DISubprogram(name: "strtol", scope: !290, file: !290, line: 177, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!57, !129, !404, !34}
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !411, file: !295, line: 168)
!411 = !DISubprogram(name: "strtoul", scope: !290, file: !290, line: 181, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!83, !129, !404, !34}
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !415, file: !295, line: 169)
!415 = !DISubprogram(name: "system", scope: !290, file: !290, line: 804, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !417, file: !295, line: 171)
!417 = !DISubprogram(name: "wcstombs", scope: !290, file: !290, line: 958, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!81, !124, !420, !81}
!420 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !421)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !378)
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !424, file: !295, line: 172)
!424 = !DISubprogram(name: "wctomb", scope: !290, file: !290, line: 950, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!34, !36, !378}
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !428, file: !295, line: 200)
!428 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !290, line: 81, baseType: !429)
!429 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !290, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !430, identifier: "_ZTS7lldiv_t")
!430 = !{!431, !433}
!431 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !429, file: !290, line: 79, baseType: !432, size: 64)
!432 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !429, file: !290, line: 80, baseType: !432, size: 64, offset: 64)
!434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !435, file: !295, line: 206)
!435 = !DISubprogram(name: "_Exit", scope: !290, file: !290, line: 649, type: !346, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !437, file: !295, line: 210)
!437 = !DISubprogram(name: "llabs", scope: !290, file: !290, line: 865, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!432, !432}
!440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !441, file: !295, line: 216)
!441 = !DISubprogram(name: "lldiv", scope: !290, file: !290, line: 879, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!428, !432, !432}
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !445, file: !295, line: 227)
!445 = !DISubprogram(name: "atoll", scope: !290, file: !290, line: 374, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!432, !130}
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !449, file: !295, line: 228)
!449 = !DISubprogram(name: "strtoll", scope: !290, file: !290, line: 201, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{!432, !129, !404, !34}
!452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !453, file: !295, line: 229)
!453 = !DISubprogram(name: "strtoull", scope: !290, file: !290, line: 206, type: !454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!456, !129, !404, !34}
!456 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !458, file: !295, line: 231)
!458 = !DISubprogram(name: "strtof", scope: !290, file: !290, line: 124, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!461, !129, !404}
!461 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !259, entity: !463, file: !295, line: 232)
!463 = !DISubprogram(name: "strtold", scope: !290, file: !290, line: 127, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!466, !129, !404}
!466 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !428, file: !295, line: 240)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !435, file: !295, line: 242)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !437, file: !295, line: 244)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !471, file: !295, line: 245)
!471 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !259, file: !295, line: 213, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !441, file: !295, line: 246)
!473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !445, file: !295, line: 248)
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !458, file: !295, line: 249)
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !449, file: !295, line: 250)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !453, file: !295, line: 251)
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !463, file: !295, line: 252)
!478 = !{i32 7, !"Dwarf Version", i32 5}
!479 = !{i32 2, !"Debug Info Version", i32 3}
!480 = !{i32 1, !"wchar_size", i32 4}
!481 = !{i32 8, !"PIC Level", i32 2}
!482 = !{i32 7, !"PIE Level", i32 2}
!483 = !{i32 7, !"uwtable", i32 2}
!484 = !{i32 7, !"frame-pointer", i32 1}
!485 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!486 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!487 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !2, file: !2, line: 8, type: !346, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "x", arg: 1, scope: !487, file: !2, line: 8, type: !34)
!490 = !DILocation(line: 0, scope: !487)
!491 = !DILocation(line: 8, column: 53, scope: !492)
!492 = distinct !DILexicalBlock(scope: !487, file: !2, line: 8, column: 53)
!493 = !DILocation(line: 8, column: 53, scope: !487)
!494 = !DILocation(line: 8, column: 56, scope: !492)
!495 = !{!496, !496, i64 0}
!496 = !{!"int", !497, i64 0}
!497 = !{!"omnipotent char", !498, i64 0}
!498 = !{!"Simple C++ TBAA"}
!499 = !DILocation(line: 8, column: 65, scope: !487)
!500 = distinct !DISubprogram(name: "careful", linkageName: "_Z7carefuli", scope: !2, file: !2, line: 9, type: !346, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !501)
!501 = !{!502}
!502 = !DILocalVariable(name: "x", arg: 1, scope: !500, file: !2, line: 9, type: !34)
!503 = !DILocation(line: 0, scope: !500)
!504 = !DILocation(line: 9, column: 58, scope: !500)
!505 = !DILocation(line: 9, column: 70, scope: !500)
!506 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !507)
!507 = !{!508}
!508 = !DILocalVariable(name: "v", scope: !506, file: !2, line: 13, type: !34)
!509 = !DILocation(line: 12, column: 3, scope: !506)
!510 = !DILocation(line: 13, column: 9, scope: !511)
!511 = distinct !DILexicalBlock(scope: !506, file: !2, line: 13, column: 7)
!512 = !DILocation(line: 20, column: 1, scope: !511)
!513 = !DILocation(line: 13, column: 21, scope: !511)
!514 = !DILocation(line: 0, scope: !506)
!515 = !DILocation(line: 13, column: 39, scope: !516)
!516 = distinct !DILexicalBlock(scope: !506, file: !2, line: 13, column: 37)
!517 = !DILocation(line: 13, column: 70, scope: !516)
!518 = !DILocation(line: 14, column: 3, scope: !506)
!519 = !DILocation(line: 15, column: 3, scope: !506)
!520 = !DILocation(line: 16, column: 15, scope: !506)
!521 = !{!522, !522, i64 0}
!522 = !{!"any pointer", !497, i64 0}
!523 = !DILocation(line: 16, column: 3, scope: !506)
!524 = !DILocation(line: 17, column: 3, scope: !506)
!525 = !DILocation(line: 18, column: 3, scope: !506)
!526 = !DILocation(line: 19, column: 3, scope: !506)
!527 = !DISubprogram(name: "set_terminate", linkageName: "_ZSt13set_terminatePFvvE", scope: !27, file: !528, line: 71, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/exception", directory: "")
!529 = !DISubroutineType(types: !530)
!530 = !{!531, !531}
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "terminate_handler", scope: !27, file: !528, line: 68, baseType: !314)
!532 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_08__invokeEv", scope: !533, file: !2, line: 12, type: !304, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !535)
!533 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !506, file: !2, line: 12, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !534)
!534 = !{}
!535 = !DISubprogram(name: "__invoke", scope: !533, type: !304, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!536 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!537 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEv", scope: !533, file: !2, line: 12, type: !538, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !542, retainedNodes: !543)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !540}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !533)
!542 = !DISubprogram(name: "operator()", scope: !533, file: !2, line: 12, type: !538, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!543 = !{!536}
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64)
!545 = !DILocation(line: 0, scope: !537, inlinedAt: !546)
!546 = distinct !DILocation(line: 12, column: 22, scope: !532)
!547 = !DILocation(line: 12, column: 27, scope: !537, inlinedAt: !546)
!548 = !DILocation(line: 12, column: 74, scope: !537, inlinedAt: !546)
!549 = !DILocation(line: 12, column: 62, scope: !537, inlinedAt: !546)
!550 = !DILocation(line: 12, column: 83, scope: !537, inlinedAt: !546)
