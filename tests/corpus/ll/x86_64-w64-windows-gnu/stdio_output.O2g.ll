; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1, !dbg !7
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %u %lld %llu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [12 x i8] c"%x %llX %o\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !71

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !89 {
  %1 = alloca [13 x i8], align 1, !DIAssignID !118
    #dbg_assign(i1 undef, !94, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !120
  %3 = tail call i32 @putchar(i32 noundef 112), !dbg !121
  %4 = tail call i32 @putchar(i32 noundef 99), !dbg !122
  %5 = tail call i32 @putchar(i32 noundef 10), !dbg !123
  %6 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !124
  %7 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %6), !dbg !125
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #8, !dbg !126
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false), !dbg !127, !DIAssignID !128
    #dbg_assign(i1 undef, !94, !DIExpression(), !128, ptr %1, !DIExpression(), !119)
  %8 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !129
  %9 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %8), !dbg !130
  %10 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !131
  tail call void (ptr, ptr, ...) @fprintf(ptr noundef %10, ptr poison, i32 noundef 7, ptr noundef nonnull @.str.3), !dbg !132
    #dbg_value(i8 -8, !97, !DIExpression(), !119)
    #dbg_value(i8 -56, !100, !DIExpression(), !119)
    #dbg_value(i16 -1600, !102, !DIExpression(), !119)
    #dbg_value(i16 -5536, !104, !DIExpression(), !119)
    #dbg_value(i32 -2000000000, !107, !DIExpression(), !119)
    #dbg_value(i32 -294967296, !109, !DIExpression(), !119)
    #dbg_value(i64 -9000000000000000000, !110, !DIExpression(), !119)
    #dbg_value(i64 -446744073709551616, !113, !DIExpression(), !119)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -8, i32 noundef 200, i32 noundef -1600, i32 noundef 60000), !dbg !133
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef -2000000000, i32 noundef -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616), !dbg !134
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef -294967296, i64 noundef -446744073709551616, i32 noundef 511), !dbg !135
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00), !dbg !136
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44), !dbg !137
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01), !dbg !138
    #dbg_value(i32 0, !116, !DIExpression(), !139)
    #dbg_value(i32 0, !116, !DIExpression(), !139)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0, ptr noundef nonnull @.str.14), !dbg !140
    #dbg_value(i32 1, !116, !DIExpression(), !139)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1, ptr noundef nonnull @.str.14), !dbg !140
    #dbg_value(i32 2, !116, !DIExpression(), !139)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 2, ptr noundef nonnull @.str.14), !dbg !140
    #dbg_value(i32 3, !116, !DIExpression(), !139)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 3, ptr noundef nonnull @.str.14), !dbg !140
    #dbg_value(i32 4, !116, !DIExpression(), !139)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 4, ptr noundef nonnull @.str.15), !dbg !140
    #dbg_value(i32 5, !116, !DIExpression(), !139)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #8, !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nounwind
declare !dbg !144 dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !149 dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

declare !dbg !152 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare !dbg !168 dso_local noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @fprintf(ptr noundef %0, ptr nocapture nonnull readnone %1, ...) unnamed_addr #5 !dbg !177 {
  %3 = alloca ptr, align 8, !DIAssignID !186
    #dbg_assign(i1 undef, !184, !DIExpression(), !186, ptr %3, !DIExpression(), !187)
    #dbg_value(ptr %0, !181, !DIExpression(), !187)
    #dbg_value(ptr @.str.2, !182, !DIExpression(), !187)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !188
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !189
  %4 = load ptr, ptr %3, align 8, !dbg !190, !tbaa !191
  %5 = call i32 @__mingw_vfprintf(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef %4) #8, !dbg !195
    #dbg_value(i32 %5, !183, !DIExpression(), !187)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !196
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !197
  ret void, !dbg !198
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 !dbg !199 {
  %2 = alloca ptr, align 8, !DIAssignID !206
    #dbg_assign(i1 undef, !205, !DIExpression(), !206, ptr %2, !DIExpression(), !207)
    #dbg_value(ptr %0, !203, !DIExpression(), !207)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !208
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !209
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !210
  %4 = load ptr, ptr %2, align 8, !dbg !211, !tbaa !191
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !212
    #dbg_value(i32 %5, !204, !DIExpression(), !207)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !214
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !216 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!73}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/stdio_output.c", directory: ".")
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
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
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
!73 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !74, globals: !80, splitDebugInlining: false, nameTableKind: None)
!74 = !{!75, !78, !77, !79}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !76, line: 40, baseType: !77)
!76 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!80 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64, !66, !71}
!81 = !{i32 7, !"Dwarf Version", i32 4}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 2}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 1, !"MaxTLSAlign", i32 65536}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !90, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92}
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!94, !97, !100, !102, !104, !107, !109, !110, !113, !116}
!94 = !DILocalVariable(name: "data", scope: !89, file: !2, line: 12, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 104, elements: !25)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!97 = !DILocalVariable(name: "a", scope: !89, file: !2, line: 15, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !76, line: 35, baseType: !99)
!99 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!100 = !DILocalVariable(name: "b", scope: !89, file: !2, line: 15, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 36, baseType: !79)
!102 = !DILocalVariable(name: "c", scope: !89, file: !2, line: 15, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !76, line: 37, baseType: !78)
!104 = !DILocalVariable(name: "d", scope: !89, file: !2, line: 15, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 38, baseType: !106)
!106 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!107 = !DILocalVariable(name: "e", scope: !89, file: !2, line: 16, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !76, line: 39, baseType: !92)
!109 = !DILocalVariable(name: "f", scope: !89, file: !2, line: 16, type: !75)
!110 = !DILocalVariable(name: "g", scope: !89, file: !2, line: 16, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !76, line: 41, baseType: !112)
!112 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!113 = !DILocalVariable(name: "h", scope: !89, file: !2, line: 16, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 42, baseType: !115)
!115 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 23, type: !92)
!117 = distinct !DILexicalBlock(scope: !89, file: !2, line: 23, column: 5)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !89)
!120 = !DILocation(line: 9, column: 5, scope: !89)
!121 = !DILocation(line: 10, column: 5, scope: !89)
!122 = !DILocation(line: 10, column: 19, scope: !89)
!123 = !DILocation(line: 10, column: 33, scope: !89)
!124 = !DILocation(line: 11, column: 27, scope: !89)
!125 = !DILocation(line: 11, column: 5, scope: !89)
!126 = !DILocation(line: 12, column: 5, scope: !89)
!127 = !DILocation(line: 12, column: 16, scope: !89)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 13, column: 35, scope: !89)
!130 = !DILocation(line: 13, column: 5, scope: !89)
!131 = !DILocation(line: 14, column: 13, scope: !89)
!132 = !DILocation(line: 14, column: 5, scope: !89)
!133 = !DILocation(line: 17, column: 5, scope: !89)
!134 = !DILocation(line: 18, column: 5, scope: !89)
!135 = !DILocation(line: 19, column: 5, scope: !89)
!136 = !DILocation(line: 20, column: 5, scope: !89)
!137 = !DILocation(line: 21, column: 5, scope: !89)
!138 = !DILocation(line: 22, column: 5, scope: !89)
!139 = !DILocation(line: 0, scope: !117)
!140 = !DILocation(line: 23, column: 33, scope: !141)
!141 = distinct !DILexicalBlock(scope: !117, file: !2, line: 23, column: 5)
!142 = !DILocation(line: 25, column: 1, scope: !89)
!143 = !DILocation(line: 24, column: 5, scope: !89)
!144 = !DISubprogram(name: "puts", scope: !145, file: !145, line: 703, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!146 = !DISubroutineType(types: !147)
!147 = !{!92, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!149 = !DISubprogram(name: "putchar", scope: !145, file: !145, line: 702, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!92, !92}
!152 = !DISubprogram(name: "__acrt_iob_func", scope: !145, file: !145, line: 93, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !77}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !145, line: 47, baseType: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !145, line: 33, size: 384, align: 64, elements: !158)
!158 = !{!159, !161, !162, !163, !164, !165, !166, !167}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !157, file: !145, line: 37, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !157, file: !145, line: 38, baseType: !92, size: 32, offset: 64)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !157, file: !145, line: 39, baseType: !160, size: 64, offset: 128)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !157, file: !145, line: 40, baseType: !92, size: 32, offset: 192)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !157, file: !145, line: 41, baseType: !92, size: 32, offset: 224)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !157, file: !145, line: 42, baseType: !92, size: 32, offset: 256)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !157, file: !145, line: 43, baseType: !92, size: 32, offset: 288)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !157, file: !145, line: 44, baseType: !160, size: 64, offset: 320)
!168 = !DISubprogram(name: "fwrite", scope: !145, file: !145, line: 683, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!115, !171, !174, !174, !176}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !175, line: 35, baseType: !115)
!175 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!177 = distinct !DISubprogram(name: "fprintf", scope: !145, file: !145, line: 357, type: !178, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !180)
!178 = !DISubroutineType(cc: DW_CC_nocall, types: !179)
!179 = !{!92, !155, !148, null}
!180 = !{!181, !182, !183, !184}
!181 = !DILocalVariable(name: "__stream", arg: 1, scope: !177, file: !145, line: 357, type: !155)
!182 = !DILocalVariable(name: "__format", arg: 2, scope: !177, file: !145, line: 357, type: !148)
!183 = !DILocalVariable(name: "__retval", scope: !177, file: !145, line: 359, type: !92)
!184 = !DILocalVariable(name: "__local_argv", scope: !177, file: !145, line: 360, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !160)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !177)
!188 = !DILocation(line: 360, column: 3, scope: !177)
!189 = !DILocation(line: 360, column: 35, scope: !177)
!190 = !DILocation(line: 361, column: 52, scope: !177)
!191 = !{!192, !192, i64 0}
!192 = !{!"any pointer", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C/C++ TBAA"}
!195 = !DILocation(line: 361, column: 14, scope: !177)
!196 = !DILocation(line: 362, column: 3, scope: !177)
!197 = !DILocation(line: 364, column: 1, scope: !177)
!198 = !DILocation(line: 363, column: 3, scope: !177)
!199 = distinct !DISubprogram(name: "printf", scope: !145, file: !145, line: 368, type: !200, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !202)
!200 = !DISubroutineType(cc: DW_CC_nocall, types: !201)
!201 = !{!92, !148, null}
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "__format", arg: 1, scope: !199, file: !145, line: 368, type: !148)
!204 = !DILocalVariable(name: "__retval", scope: !199, file: !145, line: 370, type: !92)
!205 = !DILocalVariable(name: "__local_argv", scope: !199, file: !145, line: 371, type: !185)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 0, scope: !199)
!208 = !DILocation(line: 371, column: 3, scope: !199)
!209 = !DILocation(line: 371, column: 35, scope: !199)
!210 = !DILocation(line: 372, column: 32, scope: !199)
!211 = !DILocation(line: 372, column: 50, scope: !199)
!212 = !DILocation(line: 372, column: 14, scope: !199)
!213 = !DILocation(line: 373, column: 3, scope: !199)
!214 = !DILocation(line: 375, column: 1, scope: !199)
!215 = !DILocation(line: 374, column: 3, scope: !199)
!216 = !DISubprogram(name: "__mingw_vfprintf", scope: !145, file: !145, line: 193, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!92, !176, !219, !220}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !221, line: 31, baseType: !222)
!221 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !221, line: 24, baseType: !185)
