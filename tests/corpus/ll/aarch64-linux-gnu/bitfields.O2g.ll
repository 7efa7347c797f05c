; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Packet = type { i64 }

@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca [8 x %struct.Packet], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !60, !DIExpression(), !79, ptr %1, !DIExpression(), !80)
    #dbg_value(i32 0, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !80)
    #dbg_value(i32 poison, !47, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !80)
    #dbg_value(i64 0, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !80)
    #dbg_value(i64 0, !57, !DIExpression(), !80)
    #dbg_value(i64 undef, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !80)
    #dbg_value(i64 poison, !57, !DIExpression(), !80)
    #dbg_value(i32 undef, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !80)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 28, i32 noundef -5, i32 noundef 3702, i64 noundef 152346559682, i64 noundef -777845), !dbg !81
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 8594287205338440844), !dbg !82
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !83
    #dbg_value(i32 0, !73, !DIExpression(), !84)
    #dbg_value(i64 0, !73, !DIExpression(), !84)
    #dbg_value(i64 1, !73, !DIExpression(), !84)
  store <2 x i64> <i64 3932160084, i64 2779041108062644325>, ptr %1, align 16, !dbg !85
    #dbg_value(i64 2, !73, !DIExpression(), !84)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !88
    #dbg_value(i64 3, !73, !DIExpression(), !84)
  store <2 x i64> <i64 5558082212193128566, i64 8337123316323612807>, ptr %4, align 16, !dbg !85
    #dbg_value(i64 4, !73, !DIExpression(), !84)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !88
    #dbg_value(i64 5, !73, !DIExpression(), !84)
  store <2 x i64> <i64 -7330579653255454568, i64 -4551538549124970327>, ptr %5, align 16, !dbg !85
    #dbg_value(i64 6, !73, !DIExpression(), !84)
  %6 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !88
    #dbg_value(i64 7, !73, !DIExpression(), !84)
  store <2 x i64> <i64 -1772497449289453382, i64 1006543654840965323>, ptr %6, align 16, !dbg !85
    #dbg_value(i64 8, !73, !DIExpression(), !84)
  br label %11, !dbg !89

7:                                                ; preds = %11
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 1464, i32 noundef 6170, i32 noundef 11), !dbg !90
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !80)
    #dbg_value(i32 poison, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !80)
    #dbg_value(!DIArgList(i64 undef, i64 152346559682, i64 undef), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !80)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 7680, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !80)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef 0), !dbg !91
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 18446744073709543935, DW_OP_and, DW_OP_constu, 3584, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !80)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 511, DW_OP_and, DW_OP_constu, 4096, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !80)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1), !dbg !92
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !93
  ret i32 0, !dbg !94

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %43, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %42, %11 ]
    #dbg_value(i64 %12, !76, !DIExpression(), !95)
    #dbg_value(i32 %13, !75, !DIExpression(), !80)
  %14 = mul i32 %13, 33, !dbg !96
  %15 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %12, !dbg !98
    #dbg_value(ptr %15, !99, !DIExpression(), !106)
  %16 = load i64, ptr %15, align 8, !dbg !108
  %17 = trunc i64 %16 to i32, !dbg !108
  %18 = and i32 %17, 15, !dbg !108
  %19 = mul nuw nsw i32 %18, 1000003, !dbg !109
  %20 = lshr i32 %17, 4, !dbg !110
  %21 = and i32 %20, 15, !dbg !110
  %22 = mul nuw nsw i32 %21, 7919, !dbg !111
  %23 = lshr i32 %17, 8, !dbg !112
  %24 = and i32 %23, 255, !dbg !112
  %25 = mul nuw nsw i32 %24, 31, !dbg !113
  %26 = lshr i32 %17, 16, !dbg !114
  %27 = lshr i64 %16, 29, !dbg !115
  %28 = trunc i64 %27 to i32, !dbg !115
  %29 = and i32 %28, 524280, !dbg !115
  %30 = lshr i64 %16, 28, !dbg !116
  %31 = trunc i64 %30 to i32, !dbg !116
  %32 = and i32 %31, 7340032, !dbg !116
  %33 = lshr i64 %16, 46, !dbg !117
  %34 = trunc nuw nsw i64 %33 to i32, !dbg !117
  %35 = and i32 %34, 262112, !dbg !117
  %36 = xor i32 %19, %26, !dbg !118
  %37 = xor i32 %36, %29, !dbg !119
  %38 = xor i32 %37, %32, !dbg !120
  %39 = xor i32 %38, %35, !dbg !121
  %40 = xor i32 %39, %22, !dbg !122
  %41 = xor i32 %40, %25, !dbg !123
  %42 = add i32 %41, %14, !dbg !124
    #dbg_value(i32 %42, !75, !DIExpression(), !80)
  %43 = add nuw nsw i64 %12, 1, !dbg !125
    #dbg_value(i64 %43, !76, !DIExpression(), !95)
  %44 = icmp eq i64 %43, 8, !dbg !126
  br i1 %44, label %7, label %11, !dbg !89, !llvm.loop !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !130 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitfields.c", directory: ".", checksumkind: CSK_MD5, checksum: "78dfc3be6fcfff4012b9861c4c93d23a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 52)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !32, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !31}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 1}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !43, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{!47, !57, !58, !60, !73, !75, !76, !78}
!47 = !DILocalVariable(name: "f", scope: !42, file: !2, line: 30, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 4, size: 128, elements: !49)
!49 = !{!50, !51, !52, !53, !54, !55, !56}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !48, file: !2, line: 5, baseType: !30, size: 1, flags: DIFlagBitField, extraData: i64 0)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !48, file: !2, line: 6, baseType: !30, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !48, file: !2, line: 7, baseType: !30, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !48, file: !2, line: 8, baseType: !45, size: 4, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !48, file: !2, line: 9, baseType: !30, size: 12, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !48, file: !2, line: 10, baseType: !29, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "sbig", scope: !48, file: !2, line: 11, baseType: !31, size: 23, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!57 = !DILocalVariable(name: "h", scope: !42, file: !2, line: 31, type: !29)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 32, type: !45)
!59 = distinct !DILexicalBlock(scope: !42, file: !2, line: 32, column: 5)
!60 = !DILocalVariable(name: "pk", scope: !42, file: !2, line: 47, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 512, elements: !71)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Packet", file: !2, line: 14, size: 64, elements: !63)
!63 = !{!64, !65, !66, !67, !68, !69, !70}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !62, file: !2, line: 15, baseType: !30, size: 4, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !62, file: !2, line: 16, baseType: !30, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !62, file: !2, line: 17, baseType: !30, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !62, file: !2, line: 18, baseType: !30, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !62, file: !2, line: 19, baseType: !30, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !62, file: !2, line: 20, baseType: !30, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !62, file: !2, line: 21, baseType: !30, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!71 = !{!72}
!72 = !DISubrange(count: 8)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 48, type: !45)
!74 = distinct !DILexicalBlock(scope: !42, file: !2, line: 48, column: 5)
!75 = !DILocalVariable(name: "x", scope: !42, file: !2, line: 57, type: !30)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 58, type: !45)
!77 = distinct !DILexicalBlock(scope: !42, file: !2, line: 58, column: 5)
!78 = !DILocalVariable(name: "g", scope: !42, file: !2, line: 60, type: !48)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !42)
!81 = !DILocation(line: 43, column: 5, scope: !42)
!82 = !DILocation(line: 45, column: 5, scope: !42)
!83 = !DILocation(line: 47, column: 5, scope: !42)
!84 = !DILocation(line: 0, scope: !74)
!85 = !DILocation(line: 55, column: 20, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 48, column: 33)
!87 = distinct !DILexicalBlock(scope: !74, file: !2, line: 48, column: 5)
!88 = !DILocation(line: 49, column: 9, scope: !86)
!89 = !DILocation(line: 58, column: 5, scope: !77)
!90 = !DILocation(line: 59, column: 5, scope: !42)
!91 = !DILocation(line: 62, column: 5, scope: !42)
!92 = !DILocation(line: 65, column: 5, scope: !42)
!93 = !DILocation(line: 67, column: 1, scope: !42)
!94 = !DILocation(line: 66, column: 5, scope: !42)
!95 = !DILocation(line: 0, scope: !77)
!96 = !DILocation(line: 58, column: 39, scope: !97)
!97 = distinct !DILexicalBlock(scope: !77, file: !2, line: 58, column: 5)
!98 = !DILocation(line: 58, column: 52, scope: !97)
!99 = !DILocalVariable(name: "p", arg: 1, scope: !100, file: !2, line: 24, type: !103)
!100 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 24, type: !101, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !105)
!101 = !DISubroutineType(types: !102)
!102 = !{!30, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!105 = !{!99}
!106 = !DILocation(line: 0, scope: !100, inlinedAt: !107)
!107 = distinct !DILocation(line: 58, column: 46, scope: !97)
!108 = !DILocation(line: 25, column: 25, scope: !100, inlinedAt: !107)
!109 = !DILocation(line: 25, column: 33, scope: !100, inlinedAt: !107)
!110 = !DILocation(line: 25, column: 49, scope: !100, inlinedAt: !107)
!111 = !DILocation(line: 25, column: 53, scope: !100, inlinedAt: !107)
!112 = !DILocation(line: 25, column: 66, scope: !100, inlinedAt: !107)
!113 = !DILocation(line: 25, column: 70, scope: !100, inlinedAt: !107)
!114 = !DILocation(line: 25, column: 81, scope: !100, inlinedAt: !107)
!115 = !DILocation(line: 25, column: 94, scope: !100, inlinedAt: !107)
!116 = !DILocation(line: 26, column: 22, scope: !100, inlinedAt: !107)
!117 = !DILocation(line: 26, column: 40, scope: !100, inlinedAt: !107)
!118 = !DILocation(line: 25, column: 44, scope: !100, inlinedAt: !107)
!119 = !DILocation(line: 25, column: 61, scope: !100, inlinedAt: !107)
!120 = !DILocation(line: 25, column: 76, scope: !100, inlinedAt: !107)
!121 = !DILocation(line: 25, column: 85, scope: !100, inlinedAt: !107)
!122 = !DILocation(line: 25, column: 100, scope: !100, inlinedAt: !107)
!123 = !DILocation(line: 26, column: 29, scope: !100, inlinedAt: !107)
!124 = !DILocation(line: 58, column: 44, scope: !97)
!125 = !DILocation(line: 58, column: 29, scope: !97)
!126 = !DILocation(line: 58, column: 23, scope: !97)
!127 = distinct !{!127, !89, !128, !129}
!128 = !DILocation(line: 58, column: 57, scope: !77)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DISubprogram(name: "printf", scope: !131, file: !131, line: 356, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!132 = !DISubroutineType(types: !133)
!133 = !{!45, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
