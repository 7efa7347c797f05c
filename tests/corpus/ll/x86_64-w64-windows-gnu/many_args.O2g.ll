; ModuleID = 'tests/programs/many_args.c'
source_filename = "tests/programs/many_args.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"many_ints = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"many_ints neg = %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"interleaved = %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"small_ext = %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"chain = %llu\0A\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef 119), !dbg !50
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef -20300), !dbg !51
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 4.730000e+02), !dbg !52
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 0x4202A06727650000), !dbg !53
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 427893), !dbg !54
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef -433212988418308421), !dbg !55
  ret i32 0, !dbg !56
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 !dbg !57 {
  %2 = alloca ptr, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !66, !DIExpression(), !69, ptr %2, !DIExpression(), !70)
    #dbg_value(ptr %0, !64, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !71
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !72
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !73
  %4 = load ptr, ptr %2, align 8, !dbg !74, !tbaa !75
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !79
    #dbg_value(i32 %5, !65, !DIExpression(), !70)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !81
  ret void, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !83 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !103 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/many_args.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !37, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35, !36}
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !17, !22, !27}
!38 = !{i32 7, !"Dwarf Version", i32 4}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 2}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 1, !"MaxTLSAlign", i32 65536}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !47, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !DILocation(line: 31, column: 5, scope: !46)
!51 = !DILocation(line: 32, column: 5, scope: !46)
!52 = !DILocation(line: 33, column: 5, scope: !46)
!53 = !DILocation(line: 34, column: 5, scope: !46)
!54 = !DILocation(line: 36, column: 5, scope: !46)
!55 = !DILocation(line: 37, column: 5, scope: !46)
!56 = !DILocation(line: 38, column: 5, scope: !46)
!57 = distinct !DISubprogram(name: "printf", scope: !58, file: !58, line: 368, type: !59, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !63)
!58 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!59 = !DISubroutineType(cc: DW_CC_nocall, types: !60)
!60 = !{!49, !61, null}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!63 = !{!64, !65, !66}
!64 = !DILocalVariable(name: "__format", arg: 1, scope: !57, file: !58, line: 368, type: !61)
!65 = !DILocalVariable(name: "__retval", scope: !57, file: !58, line: 370, type: !49)
!66 = !DILocalVariable(name: "__local_argv", scope: !57, file: !58, line: 371, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !57)
!71 = !DILocation(line: 371, column: 3, scope: !57)
!72 = !DILocation(line: 371, column: 35, scope: !57)
!73 = !DILocation(line: 372, column: 32, scope: !57)
!74 = !DILocation(line: 372, column: 50, scope: !57)
!75 = !{!76, !76, i64 0}
!76 = !{!"any pointer", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 372, column: 14, scope: !57)
!80 = !DILocation(line: 373, column: 3, scope: !57)
!81 = !DILocation(line: 375, column: 1, scope: !57)
!82 = !DILocation(line: 374, column: 3, scope: !57)
!83 = !DISubprogram(name: "__mingw_vfprintf", scope: !58, file: !58, line: 193, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!49, !86, !99, !100}
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !58, line: 47, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !58, line: 33, size: 384, align: 64, elements: !90)
!90 = !{!91, !92, !93, !94, !95, !96, !97, !98}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !89, file: !58, line: 37, baseType: !68, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !89, file: !58, line: 38, baseType: !49, size: 32, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !89, file: !58, line: 39, baseType: !68, size: 64, offset: 128)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !89, file: !58, line: 40, baseType: !49, size: 32, offset: 192)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !89, file: !58, line: 41, baseType: !49, size: 32, offset: 224)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !89, file: !58, line: 42, baseType: !49, size: 32, offset: 256)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !89, file: !58, line: 43, baseType: !49, size: 32, offset: 288)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !89, file: !58, line: 44, baseType: !68, size: 64, offset: 320)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !101, line: 31, baseType: !102)
!101 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !101, line: 24, baseType: !67)
!103 = !DISubprogram(name: "__acrt_iob_func", scope: !58, file: !58, line: 93, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!87, !36}
