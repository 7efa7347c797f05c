; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.v32 = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15790080, i32 12345, i32 -1, i32 16], align 16
@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1, !dbg !37

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !60 {
    #dbg_assign(i1 undef, !64, !DIExpression(), !94, ptr @__const.main.v32, !DIExpression(), !95)
  %1 = alloca [5 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !73, !DIExpression(), !96, ptr %1, !DIExpression(), !95)
    #dbg_assign(i1 undef, !64, !DIExpression(), !97, ptr @__const.main.v32, !DIExpression(), !95)
    #dbg_value(i32 0, !68, !DIExpression(), !98)
  br label %7, !dbg !99

2:                                                ; preds = %7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #8, !dbg !100
    #dbg_assign(i8 0, !73, !DIExpression(), !101, ptr %1, !DIExpression(), !95)
  store i64 1, ptr %1, align 16, !dbg !102, !DIAssignID !103
    #dbg_assign(i64 1, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !103, ptr %1, !DIExpression(), !95)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !102
  store i64 -9223372036854775808, ptr %3, align 8, !dbg !102, !DIAssignID !104
    #dbg_assign(i64 -9223372036854775808, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !104, ptr %3, !DIExpression(), !95)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !102
  store i64 81985529216486895, ptr %4, align 16, !dbg !102, !DIAssignID !105
    #dbg_assign(i64 81985529216486895, !73, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !105, ptr %4, !DIExpression(), !95)
  %5 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !102
  store i64 -4294967296, ptr %5, align 8, !dbg !102, !DIAssignID !106
    #dbg_assign(i64 -4294967296, !73, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !106, ptr %5, !DIExpression(), !95)
  %6 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !102
  store i64 3, ptr %6, align 16, !dbg !102, !DIAssignID !107
    #dbg_assign(i64 3, !73, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !107, ptr %6, !DIExpression(), !95)
    #dbg_value(i32 0, !78, !DIExpression(), !108)
  br label %22, !dbg !109

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %19, %7 ]
    #dbg_value(i64 %8, !68, !DIExpression(), !98)
  %9 = getelementptr inbounds [7 x i32], ptr @__const.main.v32, i64 0, i64 %8, !dbg !110
  %10 = load i32, ptr %9, align 4, !dbg !110, !tbaa !111
    #dbg_value(i32 %10, !70, !DIExpression(), !115)
  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10), !dbg !116
  %12 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %10, i1 true), !dbg !117
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %10, i1 true), !dbg !118
  %14 = add nuw nsw i32 %13, 1, !dbg !119
  %15 = and i32 %11, 1, !dbg !120
  %16 = tail call i32 @llvm.bswap.i32(i32 %10), !dbg !121
    #dbg_value(i32 %10, !122, !DIExpression(), !128)
    #dbg_value(i32 7, !127, !DIExpression(), !128)
  %17 = tail call noundef i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 7), !dbg !130
    #dbg_value(!DIArgList(i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10, i32 %10), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_stack_value), !136)
  %18 = tail call noundef i32 @llvm.bitreverse.i32(i32 %10), !dbg !138
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18), !dbg !139
  %19 = add nuw nsw i64 %8, 1, !dbg !140
    #dbg_value(i64 %19, !68, !DIExpression(), !98)
  %20 = icmp eq i64 %19, 7, !dbg !141
  br i1 %20, label %2, label %7, !dbg !99, !llvm.loop !142

21:                                               ; preds = %36
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 45729), !dbg !145
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 31, i32 noundef 15), !dbg !146
    #dbg_value(i32 0, !83, !DIExpression(), !95)
    #dbg_value(i32 poison, !83, !DIExpression(), !95)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 187144), !dbg !147
    #dbg_value(i16 -16657, !86, !DIExpression(), !95)
    #dbg_value(i8 -91, !87, !DIExpression(), !95)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef 4, i32 noundef 61179), !dbg !148
    #dbg_value(i64 0, !90, !DIExpression(), !95)
    #dbg_value(i64 poison, !90, !DIExpression(), !95)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200), !dbg !149
    #dbg_value(i32 -12345, !93, !DIExpression(), !95)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -1544, i32 noundef 536869368), !dbg !150
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #8, !dbg !151
  ret i32 0, !dbg !152

22:                                               ; preds = %2, %36
  %23 = phi i64 [ 0, %2 ], [ %44, %36 ]
    #dbg_value(i64 %23, !78, !DIExpression(), !108)
  %24 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %23, !dbg !153
  %25 = load i64, ptr %24, align 8, !dbg !153, !tbaa !154
    #dbg_value(i64 %25, !80, !DIExpression(), !156)
  %26 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %25), !dbg !157
  %27 = trunc nuw nsw i64 %26 to i32, !dbg !157
    #dbg_value(i64 %25, !158, !DIExpression(), !164)
    #dbg_value(i32 0, !163, !DIExpression(), !164)
  %28 = icmp eq i64 %25, 0, !dbg !166
  br i1 %28, label %36, label %29, !dbg !166

29:                                               ; preds = %22, %29
  %30 = phi i32 [ %34, %29 ], [ 0, %22 ]
  %31 = phi i64 [ %33, %29 ], [ %25, %22 ]
    #dbg_value(i32 %30, !163, !DIExpression(), !164)
    #dbg_value(i64 %31, !158, !DIExpression(), !164)
  %32 = add i64 %31, -1, !dbg !167
  %33 = and i64 %32, %31, !dbg !169
    #dbg_value(i64 %33, !158, !DIExpression(), !164)
  %34 = add nuw nsw i32 %30, 1, !dbg !170
    #dbg_value(i32 %34, !163, !DIExpression(), !164)
  %35 = icmp eq i64 %33, 0, !dbg !166
  br i1 %35, label %36, label %29, !dbg !166, !llvm.loop !171

36:                                               ; preds = %29, %22
  %37 = phi i32 [ 0, %22 ], [ %34, %29 ], !dbg !164
  %38 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %25, i1 true), !dbg !173
  %39 = trunc nuw nsw i64 %38 to i32, !dbg !173
  %40 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %25, i1 true), !dbg !174
  %41 = trunc nuw nsw i64 %40 to i32, !dbg !174
  %42 = tail call i64 @llvm.bswap.i64(i64 %25), !dbg !175
    #dbg_value(i64 %25, !176, !DIExpression(), !182)
    #dbg_value(i32 13, !181, !DIExpression(), !182)
  %43 = tail call noundef i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 51), !dbg !184
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %25, i32 noundef %27, i32 noundef %37, i32 noundef %39, i32 noundef %41, i64 noundef %42, i64 noundef %43), !dbg !185
  %44 = add nuw nsw i64 %23, 1, !dbg !186
    #dbg_value(i64 %44, !78, !DIExpression(), !108)
  %45 = icmp eq i64 %44, 5, !dbg !187
  br i1 %45, label %21, label %22, !dbg !109, !llvm.loop !188
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !190 {
  %2 = alloca ptr, align 8, !DIAssignID !202
    #dbg_assign(i1 undef, !199, !DIExpression(), !202, ptr %2, !DIExpression(), !203)
    #dbg_value(ptr %0, !197, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !204
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !205
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !206
  %4 = load ptr, ptr %2, align 8, !dbg !207, !tbaa !208
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !210
    #dbg_value(i32 %5, !198, !DIExpression(), !203)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !212
  ret void, !dbg !213
}

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !214 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !234 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitops.c", directory: ".")
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
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !51, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45, !46, !47, !49}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 40, baseType: !46)
!48 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 38, baseType: !50)
!50 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!51 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!52 = !{i32 7, !"Dwarf Version", i32 4}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 2}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 1, !"MaxTLSAlign", i32 65536}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !61, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!44}
!63 = !{!64, !68, !70, !73, !78, !80, !83, !84, !86, !87, !90, !91, !93}
!64 = !DILocalVariable(name: "v32", scope: !60, file: !2, line: 24, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 7)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 25, type: !46)
!69 = distinct !DILexicalBlock(scope: !60, file: !2, line: 25, column: 5)
!70 = !DILocalVariable(name: "x", scope: !71, file: !2, line: 26, type: !47)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 25, column: 63)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 25, column: 5)
!73 = !DILocalVariable(name: "v64", scope: !60, file: !2, line: 31, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 320, elements: !76)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !48, line: 42, baseType: !45)
!76 = !{!77}
!77 = !DISubrange(count: 5)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 32, type: !46)
!79 = distinct !DILexicalBlock(scope: !60, file: !2, line: 32, column: 5)
!80 = !DILocalVariable(name: "x", scope: !81, file: !2, line: 33, type: !75)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 32, column: 63)
!82 = distinct !DILexicalBlock(scope: !79, file: !2, line: 32, column: 5)
!83 = !DILocalVariable(name: "acc", scope: !60, file: !2, line: 40, type: !47)
!84 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 41, type: !47)
!85 = distinct !DILexicalBlock(scope: !60, file: !2, line: 41, column: 5)
!86 = !DILocalVariable(name: "h", scope: !60, file: !2, line: 43, type: !49)
!87 = !DILocalVariable(name: "b", scope: !60, file: !2, line: 44, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 36, baseType: !89)
!89 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!90 = !DILocalVariable(name: "mask", scope: !60, file: !2, line: 46, type: !75)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 47, type: !44)
!92 = distinct !DILexicalBlock(scope: !60, file: !2, line: 47, column: 5)
!93 = !DILocalVariable(name: "sx", scope: !60, file: !2, line: 50, type: !44)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !60)
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !69)
!99 = !DILocation(line: 25, column: 5, scope: !69)
!100 = !DILocation(line: 31, column: 5, scope: !60)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 31, column: 14, scope: !60)
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !79)
!109 = !DILocation(line: 32, column: 5, scope: !79)
!110 = !DILocation(line: 26, column: 22, scope: !71)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 0, scope: !71)
!116 = !DILocation(line: 28, column: 16, scope: !71)
!117 = !DILocation(line: 28, column: 39, scope: !71)
!118 = !DILocation(line: 28, column: 57, scope: !71)
!119 = !DILocation(line: 28, column: 75, scope: !71)
!120 = !DILocation(line: 29, column: 16, scope: !71)
!121 = !DILocation(line: 29, column: 37, scope: !71)
!122 = !DILocalVariable(name: "x", arg: 1, scope: !123, file: !2, line: 5, type: !47)
!123 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 5, type: !124, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!47, !47, !46}
!126 = !{!122, !127}
!127 = !DILocalVariable(name: "r", arg: 2, scope: !123, file: !2, line: 5, type: !46)
!128 = !DILocation(line: 0, scope: !123, inlinedAt: !129)
!129 = distinct !DILocation(line: 29, column: 59, scope: !71)
!130 = !DILocation(line: 5, column: 73, scope: !123, inlinedAt: !129)
!131 = !DILocalVariable(name: "x", arg: 1, scope: !132, file: !2, line: 8, type: !47)
!132 = distinct !DISubprogram(name: "bitrev32", scope: !2, file: !2, line: 8, type: !133, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!47, !47}
!135 = !{!131}
!136 = !DILocation(line: 0, scope: !132, inlinedAt: !137)
!137 = distinct !DILocation(line: 29, column: 73, scope: !71)
!138 = !DILocation(line: 12, column: 12, scope: !132, inlinedAt: !137)
!139 = !DILocation(line: 27, column: 9, scope: !71)
!140 = !DILocation(line: 25, column: 59, scope: !72)
!141 = !DILocation(line: 25, column: 28, scope: !72)
!142 = distinct !{!142, !99, !143, !144}
!143 = !DILocation(line: 30, column: 5, scope: !69)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 38, column: 5, scope: !60)
!146 = !DILocation(line: 39, column: 5, scope: !60)
!147 = !DILocation(line: 42, column: 5, scope: !60)
!148 = !DILocation(line: 45, column: 5, scope: !60)
!149 = !DILocation(line: 48, column: 5, scope: !60)
!150 = !DILocation(line: 51, column: 5, scope: !60)
!151 = !DILocation(line: 53, column: 1, scope: !60)
!152 = !DILocation(line: 52, column: 5, scope: !60)
!153 = !DILocation(line: 33, column: 22, scope: !81)
!154 = !{!155, !155, i64 0}
!155 = !{!"long long", !113, i64 0}
!156 = !DILocation(line: 0, scope: !81)
!157 = !DILocation(line: 35, column: 16, scope: !81)
!158 = !DILocalVariable(name: "x", arg: 1, scope: !159, file: !2, line: 15, type: !75)
!159 = distinct !DISubprogram(name: "popcount_manual", scope: !2, file: !2, line: 15, type: !160, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!44, !75}
!162 = !{!158, !163}
!163 = !DILocalVariable(name: "n", scope: !159, file: !2, line: 16, type: !44)
!164 = !DILocation(line: 0, scope: !159, inlinedAt: !165)
!165 = distinct !DILocation(line: 35, column: 41, scope: !81)
!166 = !DILocation(line: 17, column: 5, scope: !159, inlinedAt: !165)
!167 = !DILocation(line: 17, column: 24, scope: !168, inlinedAt: !165)
!168 = distinct !DILexicalBlock(scope: !159, file: !2, line: 17, column: 15)
!169 = !DILocation(line: 17, column: 19, scope: !168, inlinedAt: !165)
!170 = !DILocation(line: 17, column: 30, scope: !168, inlinedAt: !165)
!171 = distinct !{!171, !166, !172, !144}
!172 = !DILocation(line: 17, column: 34, scope: !159, inlinedAt: !165)
!173 = !DILocation(line: 35, column: 61, scope: !81)
!174 = !DILocation(line: 35, column: 81, scope: !81)
!175 = !DILocation(line: 36, column: 36, scope: !81)
!176 = !DILocalVariable(name: "x", arg: 1, scope: !177, file: !2, line: 6, type: !75)
!177 = distinct !DISubprogram(name: "rotr64", scope: !2, file: !2, line: 6, type: !178, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!75, !75, !46}
!180 = !{!176, !181}
!181 = !DILocalVariable(name: "r", arg: 2, scope: !177, file: !2, line: 6, type: !46)
!182 = !DILocation(line: 0, scope: !177, inlinedAt: !183)
!183 = distinct !DILocation(line: 36, column: 78, scope: !81)
!184 = !DILocation(line: 6, column: 73, scope: !177, inlinedAt: !183)
!185 = !DILocation(line: 34, column: 9, scope: !81)
!186 = !DILocation(line: 32, column: 59, scope: !82)
!187 = !DILocation(line: 32, column: 28, scope: !82)
!188 = distinct !{!188, !109, !189, !144}
!189 = !DILocation(line: 37, column: 5, scope: !79)
!190 = distinct !DISubprogram(name: "printf", scope: !191, file: !191, line: 368, type: !192, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !196)
!191 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!192 = !DISubroutineType(cc: DW_CC_nocall, types: !193)
!193 = !{!44, !194, null}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!196 = !{!197, !198, !199}
!197 = !DILocalVariable(name: "__format", arg: 1, scope: !190, file: !191, line: 368, type: !194)
!198 = !DILocalVariable(name: "__retval", scope: !190, file: !191, line: 370, type: !44)
!199 = !DILocalVariable(name: "__local_argv", scope: !190, file: !191, line: 371, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !190)
!204 = !DILocation(line: 371, column: 3, scope: !190)
!205 = !DILocation(line: 371, column: 35, scope: !190)
!206 = !DILocation(line: 372, column: 32, scope: !190)
!207 = !DILocation(line: 372, column: 50, scope: !190)
!208 = !{!209, !209, i64 0}
!209 = !{!"any pointer", !113, i64 0}
!210 = !DILocation(line: 372, column: 14, scope: !190)
!211 = !DILocation(line: 373, column: 3, scope: !190)
!212 = !DILocation(line: 375, column: 1, scope: !190)
!213 = !DILocation(line: 374, column: 3, scope: !190)
!214 = !DISubprogram(name: "__mingw_vfprintf", scope: !191, file: !191, line: 193, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!44, !217, !230, !231}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !191, line: 47, baseType: !220)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !191, line: 33, size: 384, align: 64, elements: !221)
!221 = !{!222, !223, !224, !225, !226, !227, !228, !229}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !220, file: !191, line: 37, baseType: !201, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !220, file: !191, line: 38, baseType: !44, size: 32, offset: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !220, file: !191, line: 39, baseType: !201, size: 64, offset: 128)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !220, file: !191, line: 40, baseType: !44, size: 32, offset: 192)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !220, file: !191, line: 41, baseType: !44, size: 32, offset: 224)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !220, file: !191, line: 42, baseType: !44, size: 32, offset: 256)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !220, file: !191, line: 43, baseType: !44, size: 32, offset: 288)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !220, file: !191, line: 44, baseType: !201, size: 64, offset: 320)
!230 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !232, line: 31, baseType: !233)
!232 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !232, line: 24, baseType: !200)
!234 = !DISubprogram(name: "__acrt_iob_func", scope: !191, file: !191, line: 93, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!218, !46}
