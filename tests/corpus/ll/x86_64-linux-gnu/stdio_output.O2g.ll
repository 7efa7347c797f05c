; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !91 {
  %1 = alloca [13 x i8], align 1, !DIAssignID !128
    #dbg_assign(i1 undef, !96, !DIExpression(), !128, ptr %1, !DIExpression(), !129)
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !130
    #dbg_value(i32 112, !131, !DIExpression(), !137)
  %3 = load ptr, ptr @stdout, align 8, !dbg !139, !tbaa !140
  %4 = tail call i32 @putc(i32 noundef 112, ptr noundef %3), !dbg !144
    #dbg_value(i32 99, !131, !DIExpression(), !145)
  %5 = load ptr, ptr @stdout, align 8, !dbg !147, !tbaa !140
  %6 = tail call i32 @putc(i32 noundef 99, ptr noundef %5), !dbg !148
    #dbg_value(i32 10, !131, !DIExpression(), !149)
  %7 = load ptr, ptr @stdout, align 8, !dbg !151, !tbaa !140
  %8 = tail call i32 @putc(i32 noundef 10, ptr noundef %7), !dbg !152
  %9 = load ptr, ptr @stdout, align 8, !dbg !153, !tbaa !140
  %10 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %9), !dbg !154
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #4, !dbg !155
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false), !dbg !156, !DIAssignID !157
    #dbg_assign(i1 undef, !96, !DIExpression(), !157, ptr %1, !DIExpression(), !129)
  %11 = load ptr, ptr @stdout, align 8, !dbg !158, !tbaa !140
  %12 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %11), !dbg !159
  %13 = load ptr, ptr @stdout, align 8, !dbg !160, !tbaa !140
  %14 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef 7, ptr noundef nonnull @.str.3) #4, !dbg !161
    #dbg_value(i8 -8, !99, !DIExpression(), !129)
    #dbg_value(i8 -56, !104, !DIExpression(), !129)
    #dbg_value(i16 -1600, !107, !DIExpression(), !129)
    #dbg_value(i16 -5536, !110, !DIExpression(), !129)
    #dbg_value(i32 -2000000000, !114, !DIExpression(), !129)
    #dbg_value(i32 -294967296, !117, !DIExpression(), !129)
    #dbg_value(i64 -9000000000000000000, !118, !DIExpression(), !129)
    #dbg_value(i64 -446744073709551616, !122, !DIExpression(), !129)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8, i32 noundef 200, i32 noundef -1600, i32 noundef 60000), !dbg !162
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2000000000, i32 noundef -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616), !dbg !163
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -294967296, i64 noundef -446744073709551616, i32 noundef 511), !dbg !164
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00), !dbg !165
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44), !dbg !166
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01), !dbg !167
    #dbg_value(i32 0, !126, !DIExpression(), !168)
    #dbg_value(i32 0, !126, !DIExpression(), !168)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, ptr noundef nonnull @.str.14), !dbg !169
    #dbg_value(i32 1, !126, !DIExpression(), !168)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, ptr noundef nonnull @.str.14), !dbg !169
    #dbg_value(i32 2, !126, !DIExpression(), !168)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, ptr noundef nonnull @.str.14), !dbg !169
    #dbg_value(i32 3, !126, !DIExpression(), !168)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, ptr noundef nonnull @.str.14), !dbg !169
    #dbg_value(i32 4, !126, !DIExpression(), !168)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, ptr noundef nonnull @.str.15), !dbg !169
    #dbg_value(i32 5, !126, !DIExpression(), !168)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #4, !dbg !171
  ret i32 0, !dbg !172
}

; Function Attrs: nofree nounwind
declare !dbg !173 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !178 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !241 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !245 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !248 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!73}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/stdio_output.c", directory: ".", checksumkind: CSK_MD5, checksum: "0fc2969c5679ddae14de71ab33b75399")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !78, line: 42, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!89 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!90 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!91 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !{!96, !99, !104, !107, !110, !114, !117, !118, !122, !126}
!96 = !DILocalVariable(name: "data", scope: !91, file: !2, line: 12, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 104, elements: !25)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 15, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !101, line: 24, baseType: !102)
!101 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !78, line: 37, baseType: !103)
!103 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!104 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 15, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 24, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !78, line: 38, baseType: !81)
!107 = !DILocalVariable(name: "c", scope: !91, file: !2, line: 15, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !101, line: 25, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !78, line: 39, baseType: !80)
!110 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 15, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 25, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !78, line: 40, baseType: !113)
!113 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!114 = !DILocalVariable(name: "e", scope: !91, file: !2, line: 16, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !101, line: 26, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !78, line: 41, baseType: !94)
!117 = !DILocalVariable(name: "f", scope: !91, file: !2, line: 16, type: !75)
!118 = !DILocalVariable(name: "g", scope: !91, file: !2, line: 16, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !101, line: 27, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !78, line: 44, baseType: !121)
!121 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!122 = !DILocalVariable(name: "h", scope: !91, file: !2, line: 16, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !125)
!125 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 23, type: !94)
!127 = distinct !DILexicalBlock(scope: !91, file: !2, line: 23, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !91)
!130 = !DILocation(line: 9, column: 5, scope: !91)
!131 = !DILocalVariable(name: "__c", arg: 1, scope: !132, file: !133, line: 82, type: !94)
!132 = distinct !DISubprogram(name: "putchar", scope: !133, file: !133, line: 82, type: !134, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !136)
!133 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!134 = !DISubroutineType(types: !135)
!135 = !{!94, !94}
!136 = !{!131}
!137 = !DILocation(line: 0, scope: !132, inlinedAt: !138)
!138 = distinct !DILocation(line: 10, column: 5, scope: !91)
!139 = !DILocation(line: 84, column: 21, scope: !132, inlinedAt: !138)
!140 = !{!141, !141, i64 0}
!141 = !{!"any pointer", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = !DILocation(line: 84, column: 10, scope: !132, inlinedAt: !138)
!145 = !DILocation(line: 0, scope: !132, inlinedAt: !146)
!146 = distinct !DILocation(line: 10, column: 19, scope: !91)
!147 = !DILocation(line: 84, column: 21, scope: !132, inlinedAt: !146)
!148 = !DILocation(line: 84, column: 10, scope: !132, inlinedAt: !146)
!149 = !DILocation(line: 0, scope: !132, inlinedAt: !150)
!150 = distinct !DILocation(line: 10, column: 33, scope: !91)
!151 = !DILocation(line: 84, column: 21, scope: !132, inlinedAt: !150)
!152 = !DILocation(line: 84, column: 10, scope: !132, inlinedAt: !150)
!153 = !DILocation(line: 11, column: 27, scope: !91)
!154 = !DILocation(line: 11, column: 5, scope: !91)
!155 = !DILocation(line: 12, column: 5, scope: !91)
!156 = !DILocation(line: 12, column: 16, scope: !91)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 13, column: 35, scope: !91)
!159 = !DILocation(line: 13, column: 5, scope: !91)
!160 = !DILocation(line: 14, column: 13, scope: !91)
!161 = !DILocation(line: 14, column: 5, scope: !91)
!162 = !DILocation(line: 17, column: 5, scope: !91)
!163 = !DILocation(line: 18, column: 5, scope: !91)
!164 = !DILocation(line: 19, column: 5, scope: !91)
!165 = !DILocation(line: 20, column: 5, scope: !91)
!166 = !DILocation(line: 21, column: 5, scope: !91)
!167 = !DILocation(line: 22, column: 5, scope: !91)
!168 = !DILocation(line: 0, scope: !127)
!169 = !DILocation(line: 23, column: 33, scope: !170)
!170 = distinct !DILexicalBlock(scope: !127, file: !2, line: 23, column: 5)
!171 = !DILocation(line: 25, column: 1, scope: !91)
!172 = !DILocation(line: 24, column: 5, scope: !91)
!173 = !DISubprogram(name: "puts", scope: !174, file: !174, line: 661, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!175 = !DISubroutineType(types: !176)
!176 = !{!94, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!178 = !DISubprogram(name: "fwrite", scope: !174, file: !174, line: 681, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!125, !181, !184, !184, !186}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !185, line: 18, baseType: !125)
!185 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !189, line: 7, baseType: !190)
!189 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!190 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !191, line: 49, size: 1728, elements: !192)
!191 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!192 = !{!193, !194, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !209, !211, !212, !213, !215, !216, !217, !221, !224, !226, !229, !232, !233, !235, !236, !237}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !190, file: !191, line: 51, baseType: !94, size: 32)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !190, file: !191, line: 54, baseType: !195, size: 64, offset: 64)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !190, file: !191, line: 55, baseType: !195, size: 64, offset: 128)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !190, file: !191, line: 56, baseType: !195, size: 64, offset: 192)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !190, file: !191, line: 57, baseType: !195, size: 64, offset: 256)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !190, file: !191, line: 58, baseType: !195, size: 64, offset: 320)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !190, file: !191, line: 59, baseType: !195, size: 64, offset: 384)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !190, file: !191, line: 60, baseType: !195, size: 64, offset: 448)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !190, file: !191, line: 61, baseType: !195, size: 64, offset: 512)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !190, file: !191, line: 64, baseType: !195, size: 64, offset: 576)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !190, file: !191, line: 65, baseType: !195, size: 64, offset: 640)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !190, file: !191, line: 66, baseType: !195, size: 64, offset: 704)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !190, file: !191, line: 68, baseType: !207, size: 64, offset: 768)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !191, line: 36, flags: DIFlagFwdDecl)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !190, file: !191, line: 70, baseType: !210, size: 64, offset: 832)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !190, file: !191, line: 72, baseType: !94, size: 32, offset: 896)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !190, file: !191, line: 73, baseType: !94, size: 32, offset: 928)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !190, file: !191, line: 74, baseType: !214, size: 64, offset: 960)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !78, line: 152, baseType: !121)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !190, file: !191, line: 77, baseType: !113, size: 16, offset: 1024)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !190, file: !191, line: 78, baseType: !103, size: 8, offset: 1040)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !190, file: !191, line: 79, baseType: !218, size: 8, offset: 1048)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 1)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !190, file: !191, line: 81, baseType: !222, size: 64, offset: 1088)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !191, line: 43, baseType: null)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !190, file: !191, line: 89, baseType: !225, size: 64, offset: 1152)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !78, line: 153, baseType: !121)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !190, file: !191, line: 91, baseType: !227, size: 64, offset: 1216)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !191, line: 37, flags: DIFlagFwdDecl)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !190, file: !191, line: 92, baseType: !230, size: 64, offset: 1280)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !191, line: 38, flags: DIFlagFwdDecl)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !190, file: !191, line: 93, baseType: !210, size: 64, offset: 1344)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !190, file: !191, line: 94, baseType: !234, size: 64, offset: 1408)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !190, file: !191, line: 95, baseType: !184, size: 64, offset: 1472)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !190, file: !191, line: 96, baseType: !94, size: 32, offset: 1536)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !190, file: !191, line: 98, baseType: !238, size: 160, offset: 1568)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !239)
!239 = !{!240}
!240 = !DISubrange(count: 20)
!241 = !DISubprogram(name: "fprintf", scope: !174, file: !174, line: 350, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!94, !186, !244, null}
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!245 = !DISubprogram(name: "printf", scope: !174, file: !174, line: 356, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!94, !244, null}
!248 = !DISubprogram(name: "putc", scope: !174, file: !174, line: 550, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!94, !94, !187}
