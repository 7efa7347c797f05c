; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15790080, i32 12345, i32 -1, i32 16], align 16
@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
    #dbg_assign(i1 undef, !67, !DIExpression(), !100, ptr @__const.main.v32, !DIExpression(), !101)
  %1 = alloca [5 x i64], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !76, !DIExpression(), !102, ptr %1, !DIExpression(), !101)
    #dbg_assign(i1 undef, !67, !DIExpression(), !103, ptr @__const.main.v32, !DIExpression(), !101)
    #dbg_value(i32 0, !71, !DIExpression(), !104)
  br label %7, !dbg !105

2:                                                ; preds = %7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #5, !dbg !106
    #dbg_assign(i8 0, !76, !DIExpression(), !107, ptr %1, !DIExpression(), !101)
  store i64 1, ptr %1, align 16, !dbg !108, !DIAssignID !109
    #dbg_assign(i64 1, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !109, ptr %1, !DIExpression(), !101)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !108
  store i64 -9223372036854775808, ptr %3, align 8, !dbg !108, !DIAssignID !110
    #dbg_assign(i64 -9223372036854775808, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110, ptr %3, !DIExpression(), !101)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !108
  store i64 81985529216486895, ptr %4, align 16, !dbg !108, !DIAssignID !111
    #dbg_assign(i64 81985529216486895, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !111, ptr %4, !DIExpression(), !101)
  %5 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !108
  store i64 -4294967296, ptr %5, align 8, !dbg !108, !DIAssignID !112
    #dbg_assign(i64 -4294967296, !76, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !112, ptr %5, !DIExpression(), !101)
  %6 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !108
  store i64 3, ptr %6, align 16, !dbg !108, !DIAssignID !113
    #dbg_assign(i64 3, !76, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !113, ptr %6, !DIExpression(), !101)
    #dbg_value(i32 0, !83, !DIExpression(), !114)
  br label %29, !dbg !115

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %20, %7 ]
    #dbg_value(i64 %8, !71, !DIExpression(), !104)
  %9 = getelementptr inbounds [7 x i32], ptr @__const.main.v32, i64 0, i64 %8, !dbg !116
  %10 = load i32, ptr %9, align 4, !dbg !116, !tbaa !117
    #dbg_value(i32 %10, !73, !DIExpression(), !121)
  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10), !dbg !122
  %12 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %10, i1 true), !dbg !123
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %10, i1 true), !dbg !124
  %14 = add nuw nsw i32 %13, 1, !dbg !125
  %15 = and i32 %11, 1, !dbg !126
  %16 = tail call i32 @llvm.bswap.i32(i32 %10), !dbg !127
    #dbg_value(i32 %10, !128, !DIExpression(), !134)
    #dbg_value(i32 7, !133, !DIExpression(), !134)
  %17 = tail call noundef i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 7), !dbg !136
    #dbg_value(!DIArgList(i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_stack_value), !142)
  %18 = tail call noundef i32 @llvm.bitreverse.i32(i32 %10), !dbg !144
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18), !dbg !145
  %20 = add nuw nsw i64 %8, 1, !dbg !146
    #dbg_value(i64 %20, !71, !DIExpression(), !104)
  %21 = icmp eq i64 %20, 7, !dbg !147
  br i1 %21, label %2, label %7, !dbg !105, !llvm.loop !148

22:                                               ; preds = %43
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 45729), !dbg !151
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 31, i32 noundef 15), !dbg !152
    #dbg_value(i32 0, !88, !DIExpression(), !101)
    #dbg_value(i32 poison, !88, !DIExpression(), !101)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 187144), !dbg !153
    #dbg_value(i16 -16657, !91, !DIExpression(), !101)
    #dbg_value(i8 -91, !92, !DIExpression(), !101)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef 4, i32 noundef 61179), !dbg !154
    #dbg_value(i64 0, !96, !DIExpression(), !101)
    #dbg_value(i64 poison, !96, !DIExpression(), !101)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200), !dbg !155
    #dbg_value(i32 -12345, !99, !DIExpression(), !101)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1544, i32 noundef 536869368), !dbg !156
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5, !dbg !157
  ret i32 0, !dbg !158

29:                                               ; preds = %2, %43
  %30 = phi i64 [ 0, %2 ], [ %52, %43 ]
    #dbg_value(i64 %30, !83, !DIExpression(), !114)
  %31 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %30, !dbg !159
  %32 = load i64, ptr %31, align 8, !dbg !159, !tbaa !160
    #dbg_value(i64 %32, !85, !DIExpression(), !162)
  %33 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %32), !dbg !163
  %34 = trunc nuw nsw i64 %33 to i32, !dbg !163
    #dbg_value(i64 %32, !164, !DIExpression(), !170)
    #dbg_value(i32 0, !169, !DIExpression(), !170)
  %35 = icmp eq i64 %32, 0, !dbg !172
  br i1 %35, label %43, label %36, !dbg !172

36:                                               ; preds = %29, %36
  %37 = phi i32 [ %41, %36 ], [ 0, %29 ]
  %38 = phi i64 [ %40, %36 ], [ %32, %29 ]
    #dbg_value(i32 %37, !169, !DIExpression(), !170)
    #dbg_value(i64 %38, !164, !DIExpression(), !170)
  %39 = add i64 %38, -1, !dbg !173
  %40 = and i64 %39, %38, !dbg !175
    #dbg_value(i64 %40, !164, !DIExpression(), !170)
  %41 = add nuw nsw i32 %37, 1, !dbg !176
    #dbg_value(i32 %41, !169, !DIExpression(), !170)
  %42 = icmp eq i64 %40, 0, !dbg !172
  br i1 %42, label %43, label %36, !dbg !172, !llvm.loop !177

43:                                               ; preds = %36, %29
  %44 = phi i32 [ 0, %29 ], [ %41, %36 ], !dbg !170
  %45 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %32, i1 true), !dbg !179
  %46 = trunc nuw nsw i64 %45 to i32, !dbg !179
  %47 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %32, i1 true), !dbg !180
  %48 = trunc nuw nsw i64 %47 to i32, !dbg !180
  %49 = tail call i64 @llvm.bswap.i64(i64 %32), !dbg !181
    #dbg_value(i64 %32, !182, !DIExpression(), !188)
    #dbg_value(i32 13, !187, !DIExpression(), !188)
  %50 = tail call noundef i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 51), !dbg !190
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32, i32 noundef %34, i32 noundef %44, i32 noundef %46, i32 noundef %48, i64 noundef %49, i64 noundef %50), !dbg !191
  %52 = add nuw nsw i64 %30, 1, !dbg !192
    #dbg_value(i64 %52, !83, !DIExpression(), !114)
  %53 = icmp eq i64 %52, 5, !dbg !193
  br i1 %53, label %22, label %29, !dbg !115, !llvm.loop !194
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !196 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "2604929e5ea36d43fba853a6be050cec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 63)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 56)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !54, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45, !46, !47, !51}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 26, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !50, line: 42, baseType: !46)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 25, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !50, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !64, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!44}
!66 = !{!67, !71, !73, !76, !83, !85, !88, !89, !91, !92, !96, !97, !99}
!67 = !DILocalVariable(name: "v32", scope: !63, file: !2, line: 24, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 7)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 25, type: !46)
!72 = distinct !DILexicalBlock(scope: !63, file: !2, line: 25, column: 5)
!73 = !DILocalVariable(name: "x", scope: !74, file: !2, line: 26, type: !47)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 25, column: 63)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 25, column: 5)
!76 = !DILocalVariable(name: "v64", scope: !63, file: !2, line: 31, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 320, elements: !81)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !48, line: 27, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !50, line: 45, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 32, type: !46)
!84 = distinct !DILexicalBlock(scope: !63, file: !2, line: 32, column: 5)
!85 = !DILocalVariable(name: "x", scope: !86, file: !2, line: 33, type: !78)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 32, column: 63)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 32, column: 5)
!88 = !DILocalVariable(name: "acc", scope: !63, file: !2, line: 40, type: !47)
!89 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 41, type: !47)
!90 = distinct !DILexicalBlock(scope: !63, file: !2, line: 41, column: 5)
!91 = !DILocalVariable(name: "h", scope: !63, file: !2, line: 43, type: !51)
!92 = !DILocalVariable(name: "b", scope: !63, file: !2, line: 44, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 24, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !50, line: 38, baseType: !95)
!95 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!96 = !DILocalVariable(name: "mask", scope: !63, file: !2, line: 46, type: !78)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 47, type: !44)
!98 = distinct !DILexicalBlock(scope: !63, file: !2, line: 47, column: 5)
!99 = !DILocalVariable(name: "sx", scope: !63, file: !2, line: 50, type: !44)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !63)
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !72)
!105 = !DILocation(line: 25, column: 5, scope: !72)
!106 = !DILocation(line: 31, column: 5, scope: !63)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 31, column: 14, scope: !63)
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !84)
!115 = !DILocation(line: 32, column: 5, scope: !84)
!116 = !DILocation(line: 26, column: 22, scope: !74)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !119, i64 0}
!119 = !{!"omnipotent char", !120, i64 0}
!120 = !{!"Simple C/C++ TBAA"}
!121 = !DILocation(line: 0, scope: !74)
!122 = !DILocation(line: 28, column: 16, scope: !74)
!123 = !DILocation(line: 28, column: 39, scope: !74)
!124 = !DILocation(line: 28, column: 57, scope: !74)
!125 = !DILocation(line: 28, column: 75, scope: !74)
!126 = !DILocation(line: 29, column: 16, scope: !74)
!127 = !DILocation(line: 29, column: 37, scope: !74)
!128 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !2, line: 5, type: !47)
!129 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 5, type: !130, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!47, !47, !46}
!132 = !{!128, !133}
!133 = !DILocalVariable(name: "r", arg: 2, scope: !129, file: !2, line: 5, type: !46)
!134 = !DILocation(line: 0, scope: !129, inlinedAt: !135)
!135 = distinct !DILocation(line: 29, column: 59, scope: !74)
!136 = !DILocation(line: 5, column: 73, scope: !129, inlinedAt: !135)
!137 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 8, type: !47)
!138 = distinct !DISubprogram(name: "bitrev32", scope: !2, file: !2, line: 8, type: !139, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!47, !47}
!141 = !{!137}
!142 = !DILocation(line: 0, scope: !138, inlinedAt: !143)
!143 = distinct !DILocation(line: 29, column: 73, scope: !74)
!144 = !DILocation(line: 12, column: 12, scope: !138, inlinedAt: !143)
!145 = !DILocation(line: 27, column: 9, scope: !74)
!146 = !DILocation(line: 25, column: 59, scope: !75)
!147 = !DILocation(line: 25, column: 28, scope: !75)
!148 = distinct !{!148, !105, !149, !150}
!149 = !DILocation(line: 30, column: 5, scope: !72)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 38, column: 5, scope: !63)
!152 = !DILocation(line: 39, column: 5, scope: !63)
!153 = !DILocation(line: 42, column: 5, scope: !63)
!154 = !DILocation(line: 45, column: 5, scope: !63)
!155 = !DILocation(line: 48, column: 5, scope: !63)
!156 = !DILocation(line: 51, column: 5, scope: !63)
!157 = !DILocation(line: 53, column: 1, scope: !63)
!158 = !DILocation(line: 52, column: 5, scope: !63)
!159 = !DILocation(line: 33, column: 22, scope: !86)
!160 = !{!161, !161, i64 0}
!161 = !{!"long", !119, i64 0}
!162 = !DILocation(line: 0, scope: !86)
!163 = !DILocation(line: 35, column: 16, scope: !86)
!164 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !2, line: 15, type: !78)
!165 = distinct !DISubprogram(name: "popcount_manual", scope: !2, file: !2, line: 15, type: !166, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!44, !78}
!168 = !{!164, !169}
!169 = !DILocalVariable(name: "n", scope: !165, file: !2, line: 16, type: !44)
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 35, column: 41, scope: !86)
!172 = !DILocation(line: 17, column: 5, scope: !165, inlinedAt: !171)
!173 = !DILocation(line: 17, column: 24, scope: !174, inlinedAt: !171)
!174 = distinct !DILexicalBlock(scope: !165, file: !2, line: 17, column: 15)
!175 = !DILocation(line: 17, column: 19, scope: !174, inlinedAt: !171)
!176 = !DILocation(line: 17, column: 30, scope: !174, inlinedAt: !171)
!177 = distinct !{!177, !172, !178, !150}
!178 = !DILocation(line: 17, column: 34, scope: !165, inlinedAt: !171)
!179 = !DILocation(line: 35, column: 61, scope: !86)
!180 = !DILocation(line: 35, column: 81, scope: !86)
!181 = !DILocation(line: 36, column: 36, scope: !86)
!182 = !DILocalVariable(name: "x", arg: 1, scope: !183, file: !2, line: 6, type: !78)
!183 = distinct !DISubprogram(name: "rotr64", scope: !2, file: !2, line: 6, type: !184, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!78, !78, !46}
!186 = !{!182, !187}
!187 = !DILocalVariable(name: "r", arg: 2, scope: !183, file: !2, line: 6, type: !46)
!188 = !DILocation(line: 0, scope: !183, inlinedAt: !189)
!189 = distinct !DILocation(line: 36, column: 78, scope: !86)
!190 = !DILocation(line: 6, column: 73, scope: !183, inlinedAt: !189)
!191 = !DILocation(line: 34, column: 9, scope: !86)
!192 = !DILocation(line: 32, column: 59, scope: !87)
!193 = !DILocation(line: 32, column: 28, scope: !87)
!194 = distinct !{!194, !115, !195, !150}
!195 = !DILocation(line: 37, column: 5, scope: !84)
!196 = !DISubprogram(name: "printf", scope: !197, file: !197, line: 356, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!198 = !DISubroutineType(types: !199)
!199 = !{!44, !200, null}
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
