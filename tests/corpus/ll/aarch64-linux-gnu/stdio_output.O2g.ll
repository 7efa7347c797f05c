; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1, !dbg !7
@stdout = external local_unnamed_addr global ptr, align 8
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"%d %u %ld %lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"%x %lX %o\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !71

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
  %1 = alloca [13 x i8], align 1, !DIAssignID !129
    #dbg_assign(i1 undef, !97, !DIExpression(), !129, ptr %1, !DIExpression(), !130)
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !131
    #dbg_value(i32 112, !132, !DIExpression(), !138)
  %3 = load ptr, ptr @stdout, align 8, !dbg !140, !tbaa !141
  %4 = tail call i32 @putc(i32 noundef 112, ptr noundef %3), !dbg !145
    #dbg_value(i32 99, !132, !DIExpression(), !146)
  %5 = load ptr, ptr @stdout, align 8, !dbg !148, !tbaa !141
  %6 = tail call i32 @putc(i32 noundef 99, ptr noundef %5), !dbg !149
    #dbg_value(i32 10, !132, !DIExpression(), !150)
  %7 = load ptr, ptr @stdout, align 8, !dbg !152, !tbaa !141
  %8 = tail call i32 @putc(i32 noundef 10, ptr noundef %7), !dbg !153
  %9 = load ptr, ptr @stdout, align 8, !dbg !154, !tbaa !141
  %10 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %9), !dbg !155
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #4, !dbg !156
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false), !dbg !157, !DIAssignID !158
    #dbg_assign(i1 undef, !97, !DIExpression(), !158, ptr %1, !DIExpression(), !130)
  %11 = load ptr, ptr @stdout, align 8, !dbg !159, !tbaa !141
  %12 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %11), !dbg !160
  %13 = load ptr, ptr @stdout, align 8, !dbg !161, !tbaa !141
  %14 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef 7, ptr noundef nonnull @.str.3) #4, !dbg !162
    #dbg_value(i8 -8, !100, !DIExpression(), !130)
    #dbg_value(i8 -56, !105, !DIExpression(), !130)
    #dbg_value(i16 -1600, !108, !DIExpression(), !130)
    #dbg_value(i16 -5536, !111, !DIExpression(), !130)
    #dbg_value(i32 -2000000000, !115, !DIExpression(), !130)
    #dbg_value(i32 -294967296, !118, !DIExpression(), !130)
    #dbg_value(i64 -9000000000000000000, !119, !DIExpression(), !130)
    #dbg_value(i64 -446744073709551616, !123, !DIExpression(), !130)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8, i32 noundef 200, i32 noundef -1600, i32 noundef 60000), !dbg !163
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2000000000, i32 noundef -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616), !dbg !164
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -294967296, i64 noundef -446744073709551616, i32 noundef 511), !dbg !165
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00), !dbg !166
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44), !dbg !167
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01), !dbg !168
    #dbg_value(i32 0, !127, !DIExpression(), !169)
    #dbg_value(i32 0, !127, !DIExpression(), !169)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, ptr noundef nonnull @.str.14), !dbg !170
    #dbg_value(i32 1, !127, !DIExpression(), !169)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, ptr noundef nonnull @.str.14), !dbg !170
    #dbg_value(i32 2, !127, !DIExpression(), !169)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, ptr noundef nonnull @.str.14), !dbg !170
    #dbg_value(i32 3, !127, !DIExpression(), !169)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, ptr noundef nonnull @.str.14), !dbg !170
    #dbg_value(i32 4, !127, !DIExpression(), !169)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, ptr noundef nonnull @.str.15), !dbg !170
    #dbg_value(i32 5, !127, !DIExpression(), !169)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #4, !dbg !172
  ret i32 0, !dbg !173
}

; Function Attrs: nofree nounwind
declare !dbg !174 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !179 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !242 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !246 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!73}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/stdio_output.c", directory: ".", checksumkind: CSK_MD5, checksum: "0fc2969c5679ddae14de71ab33b75399")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 11)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 36)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 9)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 40)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 23)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !46, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 2)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !68, isLocal: true, isDefinition: true)
!73 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !74, globals: !82, splitDebugInlining: false, nameTableKind: None)
!74 = !{!75, !80, !79, !81}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !76, line: 26, baseType: !77)
!76 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !78, line: 42, baseType: !79)
!78 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !49, !54, !59, !64, !66, !71}
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 8, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 2}
!89 = !{i32 7, !"frame-pointer", i32 1}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !93, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{!97, !100, !105, !108, !111, !115, !118, !119, !123, !127}
!97 = !DILocalVariable(name: "data", scope: !92, file: !2, line: 12, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 104, elements: !25)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!100 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 15, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !102, line: 24, baseType: !103)
!102 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !78, line: 37, baseType: !104)
!104 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!105 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 15, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 24, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !78, line: 38, baseType: !81)
!108 = !DILocalVariable(name: "c", scope: !92, file: !2, line: 15, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !102, line: 25, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !78, line: 39, baseType: !80)
!111 = !DILocalVariable(name: "d", scope: !92, file: !2, line: 15, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 25, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !78, line: 40, baseType: !114)
!114 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!115 = !DILocalVariable(name: "e", scope: !92, file: !2, line: 16, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !102, line: 26, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !78, line: 41, baseType: !95)
!118 = !DILocalVariable(name: "f", scope: !92, file: !2, line: 16, type: !75)
!119 = !DILocalVariable(name: "g", scope: !92, file: !2, line: 16, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !102, line: 27, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !78, line: 44, baseType: !122)
!122 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!123 = !DILocalVariable(name: "h", scope: !92, file: !2, line: 16, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !126)
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 23, type: !95)
!128 = distinct !DILexicalBlock(scope: !92, file: !2, line: 23, column: 5)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !92)
!131 = !DILocation(line: 9, column: 5, scope: !92)
!132 = !DILocalVariable(name: "__c", arg: 1, scope: !133, file: !134, line: 82, type: !95)
!133 = distinct !DISubprogram(name: "putchar", scope: !134, file: !134, line: 82, type: !135, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !137)
!134 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!135 = !DISubroutineType(types: !136)
!136 = !{!95, !95}
!137 = !{!132}
!138 = !DILocation(line: 0, scope: !133, inlinedAt: !139)
!139 = distinct !DILocation(line: 10, column: 5, scope: !92)
!140 = !DILocation(line: 84, column: 21, scope: !133, inlinedAt: !139)
!141 = !{!142, !142, i64 0}
!142 = !{!"any pointer", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !DILocation(line: 84, column: 10, scope: !133, inlinedAt: !139)
!146 = !DILocation(line: 0, scope: !133, inlinedAt: !147)
!147 = distinct !DILocation(line: 10, column: 19, scope: !92)
!148 = !DILocation(line: 84, column: 21, scope: !133, inlinedAt: !147)
!149 = !DILocation(line: 84, column: 10, scope: !133, inlinedAt: !147)
!150 = !DILocation(line: 0, scope: !133, inlinedAt: !151)
!151 = distinct !DILocation(line: 10, column: 33, scope: !92)
!152 = !DILocation(line: 84, column: 21, scope: !133, inlinedAt: !151)
!153 = !DILocation(line: 84, column: 10, scope: !133, inlinedAt: !151)
!154 = !DILocation(line: 11, column: 27, scope: !92)
!155 = !DILocation(line: 11, column: 5, scope: !92)
!156 = !DILocation(line: 12, column: 5, scope: !92)
!157 = !DILocation(line: 12, column: 16, scope: !92)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 13, column: 35, scope: !92)
!160 = !DILocation(line: 13, column: 5, scope: !92)
!161 = !DILocation(line: 14, column: 13, scope: !92)
!162 = !DILocation(line: 14, column: 5, scope: !92)
!163 = !DILocation(line: 17, column: 5, scope: !92)
!164 = !DILocation(line: 18, column: 5, scope: !92)
!165 = !DILocation(line: 19, column: 5, scope: !92)
!166 = !DILocation(line: 20, column: 5, scope: !92)
!167 = !DILocation(line: 21, column: 5, scope: !92)
!168 = !DILocation(line: 22, column: 5, scope: !92)
!169 = !DILocation(line: 0, scope: !128)
!170 = !DILocation(line: 23, column: 33, scope: !171)
!171 = distinct !DILexicalBlock(scope: !128, file: !2, line: 23, column: 5)
!172 = !DILocation(line: 25, column: 1, scope: !92)
!173 = !DILocation(line: 24, column: 5, scope: !92)
!174 = !DISubprogram(name: "puts", scope: !175, file: !175, line: 661, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!176 = !DISubroutineType(types: !177)
!177 = !{!95, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!179 = !DISubprogram(name: "fwrite", scope: !175, file: !175, line: 681, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!126, !182, !185, !185, !187}
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !186, line: 18, baseType: !126)
!186 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !190, line: 7, baseType: !191)
!190 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!191 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !192, line: 49, size: 1728, elements: !193)
!192 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!193 = !{!194, !195, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !210, !212, !213, !214, !216, !217, !218, !222, !225, !227, !230, !233, !234, !236, !237, !238}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !191, file: !192, line: 51, baseType: !95, size: 32)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !191, file: !192, line: 54, baseType: !196, size: 64, offset: 64)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !191, file: !192, line: 55, baseType: !196, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !191, file: !192, line: 56, baseType: !196, size: 64, offset: 192)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !191, file: !192, line: 57, baseType: !196, size: 64, offset: 256)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !191, file: !192, line: 58, baseType: !196, size: 64, offset: 320)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !191, file: !192, line: 59, baseType: !196, size: 64, offset: 384)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !191, file: !192, line: 60, baseType: !196, size: 64, offset: 448)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !191, file: !192, line: 61, baseType: !196, size: 64, offset: 512)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !191, file: !192, line: 64, baseType: !196, size: 64, offset: 576)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !191, file: !192, line: 65, baseType: !196, size: 64, offset: 640)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !191, file: !192, line: 66, baseType: !196, size: 64, offset: 704)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !191, file: !192, line: 68, baseType: !208, size: 64, offset: 768)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !192, line: 36, flags: DIFlagFwdDecl)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !191, file: !192, line: 70, baseType: !211, size: 64, offset: 832)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !191, file: !192, line: 72, baseType: !95, size: 32, offset: 896)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !191, file: !192, line: 73, baseType: !95, size: 32, offset: 928)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !191, file: !192, line: 74, baseType: !215, size: 64, offset: 960)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !78, line: 152, baseType: !122)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !191, file: !192, line: 77, baseType: !114, size: 16, offset: 1024)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !191, file: !192, line: 78, baseType: !104, size: 8, offset: 1040)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !191, file: !192, line: 79, baseType: !219, size: 8, offset: 1048)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !220)
!220 = !{!221}
!221 = !DISubrange(count: 1)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !191, file: !192, line: 81, baseType: !223, size: 64, offset: 1088)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !192, line: 43, baseType: null)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !191, file: !192, line: 89, baseType: !226, size: 64, offset: 1152)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !78, line: 153, baseType: !122)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !191, file: !192, line: 91, baseType: !228, size: 64, offset: 1216)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !192, line: 37, flags: DIFlagFwdDecl)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !191, file: !192, line: 92, baseType: !231, size: 64, offset: 1280)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !192, line: 38, flags: DIFlagFwdDecl)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !191, file: !192, line: 93, baseType: !211, size: 64, offset: 1344)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !191, file: !192, line: 94, baseType: !235, size: 64, offset: 1408)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !191, file: !192, line: 95, baseType: !185, size: 64, offset: 1472)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !191, file: !192, line: 96, baseType: !95, size: 32, offset: 1536)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !191, file: !192, line: 98, baseType: !239, size: 160, offset: 1568)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !240)
!240 = !{!241}
!241 = !DISubrange(count: 20)
!242 = !DISubprogram(name: "fprintf", scope: !175, file: !175, line: 350, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!95, !187, !245, null}
!245 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !178)
!246 = !DISubprogram(name: "printf", scope: !175, file: !175, line: 356, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{!95, !245, null}
!249 = !DISubprogram(name: "putc", scope: !175, file: !175, line: 550, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!95, !95, !188}
