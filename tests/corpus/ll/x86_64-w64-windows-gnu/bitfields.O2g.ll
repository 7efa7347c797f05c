; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Packet = type { i32, i32 }

@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = alloca [8 x %struct.Packet], align 16, !DIAssignID !78
    #dbg_assign(i1 undef, !59, !DIExpression(), !78, ptr %1, !DIExpression(), !79)
    #dbg_value(i32 0, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(i32 poison, !46, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !79)
    #dbg_value(i64 0, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(i64 0, !56, !DIExpression(), !79)
    #dbg_value(i64 undef, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(i64 poison, !56, !DIExpression(), !79)
    #dbg_value(i32 undef, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !79)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 28, i32 noundef -5, i32 noundef 3702, i64 noundef 152346559682, i64 noundef -777845), !dbg !80
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 8594287205338440844), !dbg !81
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !82
    #dbg_value(i32 0, !72, !DIExpression(), !83)
    #dbg_value(i64 0, !72, !DIExpression(), !83)
    #dbg_value(i64 1, !72, !DIExpression(), !83)
  store <4 x i32> <i32 -362807212, i32 0, i32 -297260955, i32 647045929>, ptr %1, align 16, !dbg !84
    #dbg_value(i64 2, !72, !DIExpression(), !83)
  %2 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !87
    #dbg_value(i64 3, !72, !DIExpression(), !83)
  store <4 x i32> <i32 -231714698, i32 1294091858, i32 -166168441, i32 1941137787>, ptr %2, align 16, !dbg !84
    #dbg_value(i64 4, !72, !DIExpression(), !83)
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !87
    #dbg_value(i64 5, !72, !DIExpression(), !83)
  store <4 x i32> <i32 -100622184, i32 -1706783580, i32 -35075927, i32 -1059737651>, ptr %3, align 16, !dbg !84
    #dbg_value(i64 6, !72, !DIExpression(), !83)
  %4 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !87
    #dbg_value(i64 7, !72, !DIExpression(), !83)
  store <4 x i32> <i32 30470330, i32 -412691722, i32 95951051, i32 234354207>, ptr %4, align 16, !dbg !84
    #dbg_value(i64 8, !72, !DIExpression(), !83)
  br label %6, !dbg !88

5:                                                ; preds = %6
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef 1464, i32 noundef 6170, i32 noundef 11), !dbg !89
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !77, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(i32 poison, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !79)
    #dbg_value(!DIArgList(i64 undef, i64 152346559682, i64 undef), !77, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !77, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 7680, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !79)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef 0), !dbg !90
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !77, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 18446744073709543935, DW_OP_and, DW_OP_constu, 3584, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !77, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 511, DW_OP_and, DW_OP_constu, 4096, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !79)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 1), !dbg !91
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !92
  ret i32 0, !dbg !93

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %36, %6 ]
  %8 = phi i32 [ 0, %0 ], [ %35, %6 ]
    #dbg_value(i64 %7, !75, !DIExpression(), !94)
    #dbg_value(i32 %8, !74, !DIExpression(), !79)
  %9 = mul i32 %8, 33, !dbg !95
  %10 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %7, !dbg !97
    #dbg_value(ptr %10, !98, !DIExpression(), !105)
  %11 = load i32, ptr %10, align 8, !dbg !107
  %12 = and i32 %11, 15, !dbg !107
  %13 = mul nuw nsw i32 %12, 1000003, !dbg !108
  %14 = lshr i32 %11, 4, !dbg !109
  %15 = and i32 %14, 15, !dbg !109
  %16 = mul nuw nsw i32 %15, 7919, !dbg !110
  %17 = lshr i32 %11, 8, !dbg !111
  %18 = and i32 %17, 255, !dbg !111
  %19 = mul nuw nsw i32 %18, 31, !dbg !112
  %20 = lshr i32 %11, 16, !dbg !113
  %21 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !114
  %22 = load i32, ptr %21, align 4, !dbg !114
  %23 = shl i32 %22, 3, !dbg !115
  %24 = and i32 %23, 524280, !dbg !115
  %25 = shl i32 %22, 4, !dbg !116
  %26 = and i32 %25, 7340032, !dbg !116
  %27 = lshr i32 %22, 14, !dbg !117
  %28 = and i32 %27, 262112, !dbg !117
  %29 = xor i32 %13, %20, !dbg !118
  %30 = xor i32 %29, %16, !dbg !119
  %31 = xor i32 %30, %19, !dbg !120
  %32 = xor i32 %31, %24, !dbg !121
  %33 = xor i32 %32, %26, !dbg !122
  %34 = xor i32 %33, %28, !dbg !123
  %35 = add i32 %34, %9, !dbg !124
    #dbg_value(i32 %35, !74, !DIExpression(), !79)
  %36 = add nuw nsw i64 %7, 1, !dbg !125
    #dbg_value(i64 %36, !75, !DIExpression(), !94)
  %37 = icmp eq i64 %36, 8, !dbg !126
  br i1 %37, label %5, label %6, !dbg !88, !llvm.loop !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !130 {
  %2 = alloca ptr, align 8, !DIAssignID !142
    #dbg_assign(i1 undef, !139, !DIExpression(), !142, ptr %2, !DIExpression(), !143)
    #dbg_value(ptr %0, !137, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !144
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !145
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !146
  %4 = load ptr, ptr %2, align 8, !dbg !147, !tbaa !148
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !152
    #dbg_value(i32 %5, !138, !DIExpression(), !143)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !154
  ret void, !dbg !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !156 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !176 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitfields.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!33 = !{i32 7, !"Dwarf Version", i32 4}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 2}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 1, !"MaxTLSAlign", i32 65536}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !42, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !56, !57, !59, !72, !74, !75, !77}
!46 = !DILocalVariable(name: "f", scope: !41, file: !2, line: 30, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 4, size: 128, elements: !48)
!48 = !{!49, !50, !51, !52, !53, !54, !55}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !47, file: !2, line: 5, baseType: !30, size: 1, flags: DIFlagBitField, extraData: i64 0)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !47, file: !2, line: 6, baseType: !30, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !47, file: !2, line: 7, baseType: !30, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !47, file: !2, line: 8, baseType: !44, size: 4, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !47, file: !2, line: 9, baseType: !30, size: 12, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !47, file: !2, line: 10, baseType: !29, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "sbig", scope: !47, file: !2, line: 11, baseType: !31, size: 23, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!56 = !DILocalVariable(name: "h", scope: !41, file: !2, line: 31, type: !29)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 32, type: !44)
!58 = distinct !DILexicalBlock(scope: !41, file: !2, line: 32, column: 5)
!59 = !DILocalVariable(name: "pk", scope: !41, file: !2, line: 47, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 512, elements: !70)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Packet", file: !2, line: 14, size: 64, elements: !62)
!62 = !{!63, !64, !65, !66, !67, !68, !69}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !61, file: !2, line: 15, baseType: !30, size: 4, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !61, file: !2, line: 16, baseType: !30, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !61, file: !2, line: 17, baseType: !30, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !61, file: !2, line: 18, baseType: !30, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !61, file: !2, line: 19, baseType: !30, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !61, file: !2, line: 20, baseType: !30, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !61, file: !2, line: 21, baseType: !30, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 32)
!70 = !{!71}
!71 = !DISubrange(count: 8)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 48, type: !44)
!73 = distinct !DILexicalBlock(scope: !41, file: !2, line: 48, column: 5)
!74 = !DILocalVariable(name: "x", scope: !41, file: !2, line: 57, type: !30)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 58, type: !44)
!76 = distinct !DILexicalBlock(scope: !41, file: !2, line: 58, column: 5)
!77 = !DILocalVariable(name: "g", scope: !41, file: !2, line: 60, type: !47)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !41)
!80 = !DILocation(line: 43, column: 5, scope: !41)
!81 = !DILocation(line: 45, column: 5, scope: !41)
!82 = !DILocation(line: 47, column: 5, scope: !41)
!83 = !DILocation(line: 0, scope: !73)
!84 = !DILocation(line: 52, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 48, column: 33)
!86 = distinct !DILexicalBlock(scope: !73, file: !2, line: 48, column: 5)
!87 = !DILocation(line: 49, column: 9, scope: !85)
!88 = !DILocation(line: 58, column: 5, scope: !76)
!89 = !DILocation(line: 59, column: 5, scope: !41)
!90 = !DILocation(line: 62, column: 5, scope: !41)
!91 = !DILocation(line: 65, column: 5, scope: !41)
!92 = !DILocation(line: 67, column: 1, scope: !41)
!93 = !DILocation(line: 66, column: 5, scope: !41)
!94 = !DILocation(line: 0, scope: !76)
!95 = !DILocation(line: 58, column: 39, scope: !96)
!96 = distinct !DILexicalBlock(scope: !76, file: !2, line: 58, column: 5)
!97 = !DILocation(line: 58, column: 52, scope: !96)
!98 = !DILocalVariable(name: "p", arg: 1, scope: !99, file: !2, line: 24, type: !102)
!99 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 24, type: !100, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !104)
!100 = !DISubroutineType(types: !101)
!101 = !{!30, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!104 = !{!98}
!105 = !DILocation(line: 0, scope: !99, inlinedAt: !106)
!106 = distinct !DILocation(line: 58, column: 46, scope: !96)
!107 = !DILocation(line: 25, column: 25, scope: !99, inlinedAt: !106)
!108 = !DILocation(line: 25, column: 33, scope: !99, inlinedAt: !106)
!109 = !DILocation(line: 25, column: 49, scope: !99, inlinedAt: !106)
!110 = !DILocation(line: 25, column: 53, scope: !99, inlinedAt: !106)
!111 = !DILocation(line: 25, column: 66, scope: !99, inlinedAt: !106)
!112 = !DILocation(line: 25, column: 70, scope: !99, inlinedAt: !106)
!113 = !DILocation(line: 25, column: 81, scope: !99, inlinedAt: !106)
!114 = !DILocation(line: 25, column: 91, scope: !99, inlinedAt: !106)
!115 = !DILocation(line: 25, column: 94, scope: !99, inlinedAt: !106)
!116 = !DILocation(line: 26, column: 22, scope: !99, inlinedAt: !106)
!117 = !DILocation(line: 26, column: 40, scope: !99, inlinedAt: !106)
!118 = !DILocation(line: 25, column: 44, scope: !99, inlinedAt: !106)
!119 = !DILocation(line: 25, column: 61, scope: !99, inlinedAt: !106)
!120 = !DILocation(line: 25, column: 76, scope: !99, inlinedAt: !106)
!121 = !DILocation(line: 25, column: 85, scope: !99, inlinedAt: !106)
!122 = !DILocation(line: 25, column: 100, scope: !99, inlinedAt: !106)
!123 = !DILocation(line: 26, column: 29, scope: !99, inlinedAt: !106)
!124 = !DILocation(line: 58, column: 44, scope: !96)
!125 = !DILocation(line: 58, column: 29, scope: !96)
!126 = !DILocation(line: 58, column: 23, scope: !96)
!127 = distinct !{!127, !88, !128, !129}
!128 = !DILocation(line: 58, column: 57, scope: !76)
!129 = !{!"llvm.loop.mustprogress"}
!130 = distinct !DISubprogram(name: "printf", scope: !131, file: !131, line: 368, type: !132, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !136)
!131 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!132 = !DISubroutineType(cc: DW_CC_nocall, types: !133)
!133 = !{!44, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!136 = !{!137, !138, !139}
!137 = !DILocalVariable(name: "__format", arg: 1, scope: !130, file: !131, line: 368, type: !134)
!138 = !DILocalVariable(name: "__retval", scope: !130, file: !131, line: 370, type: !44)
!139 = !DILocalVariable(name: "__local_argv", scope: !130, file: !131, line: 371, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !130)
!144 = !DILocation(line: 371, column: 3, scope: !130)
!145 = !DILocation(line: 371, column: 35, scope: !130)
!146 = !DILocation(line: 372, column: 32, scope: !130)
!147 = !DILocation(line: 372, column: 50, scope: !130)
!148 = !{!149, !149, i64 0}
!149 = !{!"any pointer", !150, i64 0}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = !DILocation(line: 372, column: 14, scope: !130)
!153 = !DILocation(line: 373, column: 3, scope: !130)
!154 = !DILocation(line: 375, column: 1, scope: !130)
!155 = !DILocation(line: 374, column: 3, scope: !130)
!156 = !DISubprogram(name: "__mingw_vfprintf", scope: !131, file: !131, line: 193, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!44, !159, !172, !173}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !131, line: 47, baseType: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !131, line: 33, size: 384, align: 64, elements: !163)
!163 = !{!164, !165, !166, !167, !168, !169, !170, !171}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !162, file: !131, line: 37, baseType: !141, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !162, file: !131, line: 38, baseType: !44, size: 32, offset: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !162, file: !131, line: 39, baseType: !141, size: 64, offset: 128)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !162, file: !131, line: 40, baseType: !44, size: 32, offset: 192)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !162, file: !131, line: 41, baseType: !44, size: 32, offset: 224)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !162, file: !131, line: 42, baseType: !44, size: 32, offset: 256)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !162, file: !131, line: 43, baseType: !44, size: 32, offset: 288)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !162, file: !131, line: 44, baseType: !141, size: 64, offset: 320)
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !174, line: 31, baseType: !175)
!174 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !174, line: 24, baseType: !140)
!176 = !DISubprogram(name: "__acrt_iob_func", scope: !131, file: !131, line: 93, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!160, !30}
