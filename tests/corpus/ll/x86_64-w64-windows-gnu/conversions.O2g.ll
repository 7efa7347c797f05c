; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.vals = private unnamed_addr constant [19 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 255, i64 256, i64 -128, i64 -129, i64 32767, i64 32768, i64 65535, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483648, i64 4294967295, i64 81985529216486895, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [47 x i8] c"%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"(-1 < 1u) = %d, (-1 < 1) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"(-1LL < 1u) = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"us+1 = %d (promoted)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [38 x i8] c"ui as int64 = %lld, as double = %.1f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [36 x i8] c"big/small = %lld big%%small = %lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [28 x i8] c"unsigned division mix = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"bool conv = %d %d %d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [31 x i8] c"pointer diff via uintptr = %u\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [13 x i8] c"intptr = %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [12 x i8] c"acc16 = %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [11 x i8] c"acc8 = %u\0A\00", align 1, !dbg !53

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !90 {
    #dbg_assign(i1 undef, !94, !DIExpression(), !128, ptr @__const.main.vals, !DIExpression(), !129)
    #dbg_assign(i1 undef, !94, !DIExpression(), !130, ptr @__const.main.vals, !DIExpression(), !129)
    #dbg_value(i64 0, !99, !DIExpression(), !129)
    #dbg_value(i32 0, !100, !DIExpression(), !131)
  br label %2, !dbg !132

1:                                                ; preds = %2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 7803474226061952303), !dbg !133
    #dbg_value(i32 1, !111, !DIExpression(), !129)
    #dbg_value(i32 -1, !112, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !134
    #dbg_value(i64 -1, !113, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !135
    #dbg_value(i16 -1, !114, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 65536), !dbg !136
    #dbg_value(i32 -294967296, !115, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 4000000000, double noundef 4.000000e+09), !dbg !137
    #dbg_value(i64 -5, !116, !DIExpression(), !129)
    #dbg_value(i32 3, !117, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef -1, i64 noundef -2), !dbg !138
    #dbg_value(i32 3, !118, !DIExpression(), !129)
    #dbg_value(i32 -7, !119, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -4), !dbg !139
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1, i64 noundef 0), !dbg !140
    #dbg_value(i64 24, !120, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 24), !dbg !141
    #dbg_value(i64 -8, !121, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef -8), !dbg !142
    #dbg_value(i16 0, !122, !DIExpression(), !129)
    #dbg_value(i32 poison, !122, !DIExpression(), !129)
    #dbg_value(i32 1218, !122, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1218), !dbg !143
    #dbg_value(i8 1, !125, !DIExpression(), !129)
    #dbg_value(i8 poison, !125, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 113), !dbg !144
  ret i32 0, !dbg !145

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
    #dbg_value(i64 poison, !99, !DIExpression(), !129)
    #dbg_value(i64 %3, !100, !DIExpression(), !131)
  %4 = getelementptr inbounds [19 x i64], ptr @__const.main.vals, i64 0, i64 %3, !dbg !146
  %5 = load i64, ptr %4, align 8, !dbg !146, !tbaa !147
    #dbg_value(i64 %5, !102, !DIExpression(), !151)
  %6 = trunc i64 %5 to i32, !dbg !152
    #dbg_value(i64 %5, !105, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !151)
    #dbg_value(i64 %5, !106, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !151)
    #dbg_value(i64 %5, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !151)
    #dbg_value(i64 %5, !108, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !151)
    #dbg_value(i32 %6, !109, !DIExpression(), !151)
    #dbg_value(i32 %6, !110, !DIExpression(), !151)
  %7 = shl i32 %6, 24, !dbg !153
  %8 = ashr exact i32 %7, 24, !dbg !153
  %9 = and i32 %6, 255, !dbg !154
  %10 = shl i32 %6, 16, !dbg !155
  %11 = ashr exact i32 %10, 16, !dbg !155
  %12 = and i32 %6, 65535, !dbg !156
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %5, i32 noundef %8, i32 noundef %9, i32 noundef %11, i32 noundef %12, i32 noundef %6, i32 noundef %6), !dbg !157
    #dbg_value(!DIArgList(i64 %5, i64 %5, i64 %5, i64 poison), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_plus, DW_OP_stack_value), !129)
  %13 = add nuw nsw i64 %3, 1, !dbg !158
    #dbg_value(i64 %13, !100, !DIExpression(), !131)
  %14 = icmp eq i64 %13, 19, !dbg !159
  br i1 %14, label %1, label %2, !dbg !132, !llvm.loop !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !163 {
  %2 = alloca ptr, align 8, !DIAssignID !175
    #dbg_assign(i1 undef, !172, !DIExpression(), !175, ptr %2, !DIExpression(), !176)
    #dbg_value(ptr %0, !170, !DIExpression(), !176)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !177
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !178
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !179
  %4 = load ptr, ptr %2, align 8, !dbg !180, !tbaa !181
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !183
    #dbg_value(i32 %5, !171, !DIExpression(), !176)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !185
  ret void, !dbg !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !187 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !207 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/conversions.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 47)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 31)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 22)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 38)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 36)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 28)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 12)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !81, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60, !63, !65, !67, !69, !71, !73, !74, !75, !72, !70, !76, !77, !78, !80}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !61, line: 35, baseType: !62)
!61 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!62 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !61, line: 36, baseType: !64)
!64 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !61, line: 37, baseType: !66)
!66 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !61, line: 38, baseType: !68)
!68 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !61, line: 39, baseType: !70)
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !61, line: 40, baseType: !72)
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !61, line: 42, baseType: !75)
!75 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!77 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !79, line: 75, baseType: !75)
!79 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !79, line: 62, baseType: !73)
!81 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !48, !53}
!82 = !{i32 7, !"Dwarf Version", i32 4}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 2}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 1, !"MaxTLSAlign", i32 65536}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!70}
!93 = !{!94, !99, !100, !102, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !125, !126}
!94 = !DILocalVariable(name: "vals", scope: !90, file: !2, line: 11, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 1216, elements: !97)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !61, line: 41, baseType: !73)
!97 = !{!98}
!98 = !DISubrange(count: 19)
!99 = !DILocalVariable(name: "h", scope: !90, file: !2, line: 13, type: !74)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 14, type: !72)
!101 = distinct !DILexicalBlock(scope: !90, file: !2, line: 14, column: 5)
!102 = !DILocalVariable(name: "v", scope: !103, file: !2, line: 15, type: !96)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 14, column: 65)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 14, column: 5)
!105 = !DILocalVariable(name: "s8", scope: !103, file: !2, line: 16, type: !60)
!106 = !DILocalVariable(name: "u8", scope: !103, file: !2, line: 16, type: !63)
!107 = !DILocalVariable(name: "s16", scope: !103, file: !2, line: 17, type: !65)
!108 = !DILocalVariable(name: "u16", scope: !103, file: !2, line: 17, type: !67)
!109 = !DILocalVariable(name: "s32", scope: !103, file: !2, line: 18, type: !69)
!110 = !DILocalVariable(name: "u32", scope: !103, file: !2, line: 18, type: !71)
!111 = !DILocalVariable(name: "u", scope: !90, file: !2, line: 23, type: !72)
!112 = !DILocalVariable(name: "neg", scope: !90, file: !2, line: 24, type: !70)
!113 = !DILocalVariable(name: "ll", scope: !90, file: !2, line: 26, type: !73)
!114 = !DILocalVariable(name: "us", scope: !90, file: !2, line: 28, type: !68)
!115 = !DILocalVariable(name: "ui", scope: !90, file: !2, line: 30, type: !72)
!116 = !DILocalVariable(name: "big", scope: !90, file: !2, line: 32, type: !96)
!117 = !DILocalVariable(name: "small", scope: !90, file: !2, line: 33, type: !71)
!118 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 35, type: !71)
!119 = !DILocalVariable(name: "y", scope: !90, file: !2, line: 36, type: !69)
!120 = !DILocalVariable(name: "up", scope: !90, file: !2, line: 39, type: !78)
!121 = !DILocalVariable(name: "ip", scope: !90, file: !2, line: 41, type: !80)
!122 = !DILocalVariable(name: "acc16", scope: !90, file: !2, line: 43, type: !65)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 44, type: !70)
!124 = distinct !DILexicalBlock(scope: !90, file: !2, line: 44, column: 5)
!125 = !DILocalVariable(name: "acc8", scope: !90, file: !2, line: 46, type: !63)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 47, type: !70)
!127 = distinct !DILexicalBlock(scope: !90, file: !2, line: 47, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !90)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !101)
!132 = !DILocation(line: 14, column: 5, scope: !101)
!133 = !DILocation(line: 22, column: 5, scope: !90)
!134 = !DILocation(line: 25, column: 5, scope: !90)
!135 = !DILocation(line: 27, column: 5, scope: !90)
!136 = !DILocation(line: 29, column: 5, scope: !90)
!137 = !DILocation(line: 31, column: 5, scope: !90)
!138 = !DILocation(line: 34, column: 5, scope: !90)
!139 = !DILocation(line: 37, column: 5, scope: !90)
!140 = !DILocation(line: 38, column: 5, scope: !90)
!141 = !DILocation(line: 40, column: 5, scope: !90)
!142 = !DILocation(line: 42, column: 5, scope: !90)
!143 = !DILocation(line: 45, column: 5, scope: !90)
!144 = !DILocation(line: 48, column: 5, scope: !90)
!145 = !DILocation(line: 49, column: 5, scope: !90)
!146 = !DILocation(line: 15, column: 21, scope: !103)
!147 = !{!148, !148, i64 0}
!148 = !{!"long long", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 0, scope: !103)
!152 = !DILocation(line: 16, column: 21, scope: !103)
!153 = !DILocation(line: 19, column: 81, scope: !103)
!154 = !DILocation(line: 19, column: 85, scope: !103)
!155 = !DILocation(line: 19, column: 89, scope: !103)
!156 = !DILocation(line: 19, column: 94, scope: !103)
!157 = !DILocation(line: 19, column: 9, scope: !103)
!158 = !DILocation(line: 14, column: 61, scope: !104)
!159 = !DILocation(line: 14, column: 28, scope: !104)
!160 = distinct !{!160, !132, !161, !162}
!161 = !DILocation(line: 21, column: 5, scope: !101)
!162 = !{!"llvm.loop.mustprogress"}
!163 = distinct !DISubprogram(name: "printf", scope: !164, file: !164, line: 368, type: !165, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !169)
!164 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!165 = !DISubroutineType(cc: DW_CC_nocall, types: !166)
!166 = !{!70, !167, null}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!169 = !{!170, !171, !172}
!170 = !DILocalVariable(name: "__format", arg: 1, scope: !163, file: !164, line: 368, type: !167)
!171 = !DILocalVariable(name: "__retval", scope: !163, file: !164, line: 370, type: !70)
!172 = !DILocalVariable(name: "__local_argv", scope: !163, file: !164, line: 371, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !163)
!177 = !DILocation(line: 371, column: 3, scope: !163)
!178 = !DILocation(line: 371, column: 35, scope: !163)
!179 = !DILocation(line: 372, column: 32, scope: !163)
!180 = !DILocation(line: 372, column: 50, scope: !163)
!181 = !{!182, !182, i64 0}
!182 = !{!"any pointer", !149, i64 0}
!183 = !DILocation(line: 372, column: 14, scope: !163)
!184 = !DILocation(line: 373, column: 3, scope: !163)
!185 = !DILocation(line: 375, column: 1, scope: !163)
!186 = !DILocation(line: 374, column: 3, scope: !163)
!187 = !DISubprogram(name: "__mingw_vfprintf", scope: !164, file: !164, line: 193, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!70, !190, !203, !204}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !164, line: 47, baseType: !193)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !164, line: 33, size: 384, align: 64, elements: !194)
!194 = !{!195, !196, !197, !198, !199, !200, !201, !202}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !193, file: !164, line: 37, baseType: !174, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !193, file: !164, line: 38, baseType: !70, size: 32, offset: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !193, file: !164, line: 39, baseType: !174, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !193, file: !164, line: 40, baseType: !70, size: 32, offset: 192)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !193, file: !164, line: 41, baseType: !70, size: 32, offset: 224)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !193, file: !164, line: 42, baseType: !70, size: 32, offset: 256)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !193, file: !164, line: 43, baseType: !70, size: 32, offset: 288)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !193, file: !164, line: 44, baseType: !174, size: 64, offset: 320)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !205, line: 31, baseType: !206)
!205 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !205, line: 24, baseType: !173)
!207 = !DISubprogram(name: "__acrt_iob_func", scope: !164, file: !164, line: 93, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!191, !72}
