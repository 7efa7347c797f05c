; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
    #dbg_value(i64 0, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, i32 noundef 0), !dbg !121
    #dbg_value(i64 1, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, i32 noundef -2147483648), !dbg !121
    #dbg_value(i64 2, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, i32 noundef 1065353216), !dbg !121
    #dbg_value(i64 3, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3, double noundef -2.500000e+00, i32 noundef -1071644672), !dbg !121
    #dbg_value(i64 4, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, double noundef 0x400921FA00000000, i32 noundef 1078530000), !dbg !121
    #dbg_value(i64 5, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 5, double noundef 0x37A16C2000000000, i32 noundef 71362), !dbg !121
    #dbg_value(i64 6, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 6, double noundef 6.550400e+04, i32 noundef 1199562752), !dbg !121
    #dbg_value(i64 7, !70, !DIExpression(), !120)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef 0x400921FB60000000), !dbg !123
    #dbg_value(double 0x3FD5555555555555, !72, !DIExpression(), !124)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 4599676419421066581, i32 noundef 1431655765, i32 noundef 1070945621), !dbg !125
    #dbg_value(double 0x7FF0000000000000, !72, !DIExpression(), !124)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !126
    #dbg_value(i8 68, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !124)
    #dbg_value(i8 51, !84, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !124)
    #dbg_value(i8 34, !84, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !124)
    #dbg_value(i8 17, !84, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !124)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 68, i32 noundef 51, i32 noundef 34, i32 noundef 17), !dbg !127
    #dbg_value(i32 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !124)
    #dbg_value(i64 -123456789012, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !124)
    #dbg_value(i32 1, !93, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124)
    #dbg_value(i64 4613374868287651840, !93, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !124)
    #dbg_value(i32 2, !93, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !124)
    #dbg_value(i64 poison, !93, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !124)
    #dbg_value(i32 3, !93, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !124)
    #dbg_value(i64 12, !93, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !124)
    #dbg_value(i64 -30064771060, !93, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !124)
    #dbg_value(i32 1, !93, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !124)
    #dbg_value(i32 undef, !93, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !124)
    #dbg_value(i64 4613374868287651840, !93, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !124)
    #dbg_value(i64 4622382067542392832, !93, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !124)
    #dbg_value(double 0.000000e+00, !114, !DIExpression(), !124)
    #dbg_value(i32 0, !115, !DIExpression(), !128)
    #dbg_value(i64 0, !115, !DIExpression(), !128)
    #dbg_value(double 0.000000e+00, !114, !DIExpression(), !124)
    #dbg_value(ptr undef, !129, !DIExpression(), !141)
    #dbg_value(double 0xC23CBE991A140000, !117, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 0, double noundef 0xC23CBE991A140000), !dbg !144
    #dbg_value(double 0xC23CBE991A140000, !114, !DIExpression(), !124)
    #dbg_value(i64 1, !115, !DIExpression(), !128)
    #dbg_value(ptr undef, !129, !DIExpression(), !141)
    #dbg_value(double 2.750000e+00, !117, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, double noundef 2.750000e+00), !dbg !144
    #dbg_value(double 0xC23CBE991A114000, !114, !DIExpression(), !124)
    #dbg_value(i64 2, !115, !DIExpression(), !128)
    #dbg_value(ptr undef, !129, !DIExpression(), !141)
    #dbg_value(double 0.000000e+00, !136, !DIExpression(), !145)
    #dbg_value(ptr @.str.5, !139, !DIExpression(), !146)
  br label %1, !dbg !147

1:                                                ; preds = %1, %0
  %2 = phi i8 [ %8, %1 ], [ 104, %0 ]
  %3 = phi ptr [ %7, %1 ], [ @.str.5, %0 ]
  %4 = phi double [ %6, %1 ], [ 0.000000e+00, %0 ]
    #dbg_value(ptr %3, !139, !DIExpression(), !146)
    #dbg_value(double %4, !136, !DIExpression(), !145)
  %5 = sitofp i8 %2 to double, !dbg !148
  %6 = fadd double %4, %5, !dbg !150
    #dbg_value(double %6, !136, !DIExpression(), !145)
  %7 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !151
    #dbg_value(ptr %7, !139, !DIExpression(), !146)
  %8 = load i8, ptr %7, align 1, !dbg !152, !tbaa !153
  %9 = icmp eq i8 %8, 0, !dbg !147
  br i1 %9, label %10, label %1, !dbg !147, !llvm.loop !156

10:                                               ; preds = %1
    #dbg_value(double %6, !117, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef 2, double noundef %6), !dbg !144
    #dbg_value(double poison, !114, !DIExpression(), !124)
    #dbg_value(i64 3, !115, !DIExpression(), !128)
    #dbg_value(ptr undef, !129, !DIExpression(), !141)
    #dbg_value(double -8.400000e+01, !117, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef 3, double noundef -8.400000e+01), !dbg !144
    #dbg_value(double poison, !114, !DIExpression(), !124)
    #dbg_value(i64 4, !115, !DIExpression(), !128)
    #dbg_value(ptr undef, !129, !DIExpression(), !141)
  %11 = fadd double %6, 0xC23CBE991A114000, !dbg !159
    #dbg_value(double %11, !114, !DIExpression(), !124)
  %12 = fadd double %11, -8.400000e+01, !dbg !159
    #dbg_value(double %12, !114, !DIExpression(), !124)
    #dbg_value(double 1.100000e+01, !117, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef 1, double noundef 1.100000e+01), !dbg !144
  %13 = fadd double %12, 1.100000e+01, !dbg !159
    #dbg_value(double %13, !114, !DIExpression(), !124)
    #dbg_value(i64 5, !115, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %13), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !162 {
  %2 = alloca ptr, align 8, !DIAssignID !172
    #dbg_assign(i1 undef, !169, !DIExpression(), !172, ptr %2, !DIExpression(), !173)
    #dbg_value(ptr %0, !167, !DIExpression(), !173)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !174
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !175
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !176
  %4 = load ptr, ptr %2, align 8, !dbg !177, !tbaa !178
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !180
    #dbg_value(i32 %5, !168, !DIExpression(), !173)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !182
  ret void, !dbg !183
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !184 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !204 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/unions.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 28)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !40, retainedTypes: !48, globals: !52, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41}
!41 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !2, line: 9, baseType: !42, size: 32, elements: !43)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !{!44, !45, !46, !47}
!44 = !DIEnumerator(name: "K_INT", value: 0)
!45 = !DIEnumerator(name: "K_DBL", value: 1)
!46 = !DIEnumerator(name: "K_STR", value: 2)
!47 = !DIEnumerator(name: "K_PAIR", value: 3)
!48 = !{!49, !42, !50, !51}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !34}
!53 = !{i32 7, !"Dwarf Version", i32 4}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 2}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 1, !"MaxTLSAlign", i32 65536}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !62, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!51}
!64 = !{!65, !70, !72, !84, !93, !114, !115, !117}
!65 = !DILocalVariable(name: "fs", scope: !61, file: !2, line: 34, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 224, elements: !68)
!67 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 35, type: !42)
!71 = distinct !DILexicalBlock(scope: !61, file: !2, line: 35, column: 5)
!72 = !DILocalVariable(name: "db", scope: !61, file: !2, line: 38, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !2, line: 6, size: 64, elements: !74)
!74 = !{!75, !76, !79}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !73, file: !2, line: 6, baseType: !49, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !73, file: !2, line: 6, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !78, line: 42, baseType: !50)
!78 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!79 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !73, file: !2, line: 6, baseType: !80, size: 64)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 64, elements: !82)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !78, line: 40, baseType: !42)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !DILocalVariable(name: "by", scope: !61, file: !2, line: 44, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bytes", file: !2, line: 7, size: 32, elements: !86)
!86 = !{!87, !88}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !85, file: !2, line: 7, baseType: !81, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !85, file: !2, line: 7, baseType: !89, size: 32)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 32, elements: !91)
!90 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!91 = !{!92}
!92 = !DISubrange(count: 4)
!93 = !DILocalVariable(name: "vals", scope: !61, file: !2, line: 48, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !112)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 10, size: 128, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !95, file: !2, line: 11, baseType: !41, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !95, file: !2, line: 17, baseType: !99, size: 64, offset: 64)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !95, file: !2, line: 12, size: 64, elements: !100)
!100 = !{!101, !103, !104, !107}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !99, file: !2, line: 13, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !99, file: !2, line: 14, baseType: !49, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !99, file: !2, line: 15, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !99, file: !2, line: 16, baseType: !108, size: 64)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !99, file: !2, line: 16, size: 64, elements: !109)
!109 = !{!110, !111}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !108, file: !2, line: 16, baseType: !51, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !108, file: !2, line: 16, baseType: !51, size: 32, offset: 32)
!112 = !{!113}
!113 = !DISubrange(count: 5)
!114 = !DILocalVariable(name: "total", scope: !61, file: !2, line: 55, type: !49)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 56, type: !51)
!116 = distinct !DILexicalBlock(scope: !61, file: !2, line: 56, column: 5)
!117 = !DILocalVariable(name: "n", scope: !118, file: !2, line: 57, type: !49)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 56, column: 33)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 56, column: 5)
!120 = !DILocation(line: 0, scope: !71)
!121 = !DILocation(line: 36, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !71, file: !2, line: 35, column: 5)
!123 = !DILocation(line: 37, column: 5, scope: !61)
!124 = !DILocation(line: 0, scope: !61)
!125 = !DILocation(line: 40, column: 5, scope: !61)
!126 = !DILocation(line: 43, column: 5, scope: !61)
!127 = !DILocation(line: 46, column: 5, scope: !61)
!128 = !DILocation(line: 0, scope: !116)
!129 = !DILocalVariable(name: "v", arg: 1, scope: !130, file: !2, line: 20, type: !133)
!130 = distinct !DISubprogram(name: "value_num", scope: !2, file: !2, line: 20, type: !131, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !135)
!131 = !DISubroutineType(types: !132)
!132 = !{!49, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!135 = !{!129, !136, !139}
!136 = !DILocalVariable(name: "n", scope: !137, file: !2, line: 24, type: !49)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 24, column: 17)
!138 = distinct !DILexicalBlock(scope: !130, file: !2, line: 21, column: 22)
!139 = !DILocalVariable(name: "p", scope: !140, file: !2, line: 24, type: !105)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 24, column: 33)
!141 = !DILocation(line: 0, scope: !130, inlinedAt: !142)
!142 = distinct !DILocation(line: 57, column: 20, scope: !118)
!143 = !DILocation(line: 0, scope: !118)
!144 = !DILocation(line: 58, column: 9, scope: !118)
!145 = !DILocation(line: 0, scope: !137, inlinedAt: !142)
!146 = !DILocation(line: 0, scope: !140, inlinedAt: !142)
!147 = !DILocation(line: 24, column: 33, scope: !140, inlinedAt: !142)
!148 = !DILocation(line: 24, column: 76, scope: !149, inlinedAt: !142)
!149 = distinct !DILexicalBlock(scope: !140, file: !2, line: 24, column: 33)
!150 = !DILocation(line: 24, column: 73, scope: !149, inlinedAt: !142)
!151 = !DILocation(line: 24, column: 67, scope: !149, inlinedAt: !142)
!152 = !DILocation(line: 24, column: 62, scope: !149, inlinedAt: !142)
!153 = !{!154, !154, i64 0}
!154 = !{!"omnipotent char", !155, i64 0}
!155 = !{!"Simple C/C++ TBAA"}
!156 = distinct !{!156, !147, !157, !158}
!157 = !DILocation(line: 24, column: 77, scope: !140, inlinedAt: !142)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 59, column: 15, scope: !118)
!160 = !DILocation(line: 61, column: 5, scope: !61)
!161 = !DILocation(line: 62, column: 5, scope: !61)
!162 = distinct !DISubprogram(name: "printf", scope: !163, file: !163, line: 368, type: !164, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !166)
!163 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!164 = !DISubroutineType(cc: DW_CC_nocall, types: !165)
!165 = !{!51, !105, null}
!166 = !{!167, !168, !169}
!167 = !DILocalVariable(name: "__format", arg: 1, scope: !162, file: !163, line: 368, type: !105)
!168 = !DILocalVariable(name: "__retval", scope: !162, file: !163, line: 370, type: !51)
!169 = !DILocalVariable(name: "__local_argv", scope: !162, file: !163, line: 371, type: !170)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !162)
!174 = !DILocation(line: 371, column: 3, scope: !162)
!175 = !DILocation(line: 371, column: 35, scope: !162)
!176 = !DILocation(line: 372, column: 32, scope: !162)
!177 = !DILocation(line: 372, column: 50, scope: !162)
!178 = !{!179, !179, i64 0}
!179 = !{!"any pointer", !154, i64 0}
!180 = !DILocation(line: 372, column: 14, scope: !162)
!181 = !DILocation(line: 373, column: 3, scope: !162)
!182 = !DILocation(line: 375, column: 1, scope: !162)
!183 = !DILocation(line: 374, column: 3, scope: !162)
!184 = !DISubprogram(name: "__mingw_vfprintf", scope: !163, file: !163, line: 193, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!51, !187, !200, !201}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !163, line: 47, baseType: !190)
!190 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !163, line: 33, size: 384, align: 64, elements: !191)
!191 = !{!192, !193, !194, !195, !196, !197, !198, !199}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !190, file: !163, line: 37, baseType: !171, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !190, file: !163, line: 38, baseType: !51, size: 32, offset: 64)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !190, file: !163, line: 39, baseType: !171, size: 64, offset: 128)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !190, file: !163, line: 40, baseType: !51, size: 32, offset: 192)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !190, file: !163, line: 41, baseType: !51, size: 32, offset: 224)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !190, file: !163, line: 42, baseType: !51, size: 32, offset: 256)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !190, file: !163, line: 43, baseType: !51, size: 32, offset: 288)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !190, file: !163, line: 44, baseType: !171, size: 64, offset: 320)
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !202, line: 31, baseType: !203)
!202 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !202, line: 24, baseType: !170)
!204 = !DISubprogram(name: "__acrt_iob_func", scope: !163, file: !163, line: 93, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!188, !42}
