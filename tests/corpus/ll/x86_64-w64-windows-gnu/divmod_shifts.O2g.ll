; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 16
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1, !dbg !7
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 16
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1, !dbg !44

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
    #dbg_assign(i1 undef, !78, !DIExpression(), !116, ptr @__const.main.xs, !DIExpression(), !117)
    #dbg_assign(i1 undef, !89, !DIExpression(), !118, ptr @__const.main.ys, !DIExpression(), !117)
    #dbg_assign(i1 undef, !78, !DIExpression(), !119, ptr @__const.main.xs, !DIExpression(), !117)
    #dbg_value(i32 0, !83, !DIExpression(), !117)
    #dbg_value(i32 0, !84, !DIExpression(), !120)
  br label %2, !dbg !121

1:                                                ; preds = %2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1590027353), !dbg !122
    #dbg_assign(i1 undef, !89, !DIExpression(), !123, ptr @__const.main.ys, !DIExpression(), !117)
    #dbg_value(i32 0, !93, !DIExpression(), !124)
  br label %15, !dbg !125

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
    #dbg_value(i32 poison, !83, !DIExpression(), !117)
    #dbg_value(i64 %3, !84, !DIExpression(), !120)
  %4 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %3, !dbg !126
  %5 = load i32, ptr %4, align 4, !dbg !126, !tbaa !127
    #dbg_value(i32 %5, !86, !DIExpression(), !131)
    #dbg_value(i32 %5, !132, !DIExpression(), !137)
  %6 = sdiv i32 %5, 7, !dbg !139
    #dbg_value(i32 %5, !140, !DIExpression(), !143)
  %7 = sdiv i32 %5, 16, !dbg !145
    #dbg_value(i32 %5, !146, !DIExpression(), !149)
  %8 = srem i32 %5, 8, !dbg !151
    #dbg_value(i32 %5, !152, !DIExpression(), !157)
  %9 = udiv i32 %5, 10, !dbg !159
    #dbg_value(i32 %5, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !165)
  %10 = srem i32 %5, 13, !dbg !167
  %11 = sext i32 %10 to i64, !dbg !167
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %11), !dbg !168
    #dbg_value(i32 %5, !132, !DIExpression(), !169)
    #dbg_value(i32 %5, !146, !DIExpression(), !171)
    #dbg_value(!DIArgList(i32 %6, i32 %8, i32 poison), !83, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 31, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !117)
  %12 = add nuw nsw i64 %3, 1, !dbg !173
    #dbg_value(i64 %12, !84, !DIExpression(), !120)
  %13 = icmp eq i64 %12, 11, !dbg !174
  br i1 %13, label %1, label %2, !dbg !121, !llvm.loop !175

14:                                               ; preds = %15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -10922, i32 noundef -255, i32 noundef 5, i32 noundef 17), !dbg !178
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef -3, i32 noundef 3), !dbg !179
    #dbg_value(i64 -9141386507638288913, !100, !DIExpression(), !117)
    #dbg_value(i64 -1070935975390360081, !101, !DIExpression(), !117)
    #dbg_value(i32 0, !102, !DIExpression(), !180)
    #dbg_value(i64 0, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081), !dbg !181
    #dbg_value(i64 9, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298), !dbg !181
    #dbg_value(i64 18, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982), !dbg !181
    #dbg_value(i64 27, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799), !dbg !181
    #dbg_value(i64 36, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170), !dbg !181
    #dbg_value(i64 45, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438), !dbg !181
    #dbg_value(i64 54, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60), !dbg !181
    #dbg_value(i64 63, !102, !DIExpression(), !180)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1), !dbg !181
    #dbg_value(i64 72, !102, !DIExpression(), !180)
    #dbg_value(i32 0, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef -2147483632), !dbg !184
    #dbg_value(i32 5, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 32, i32 noundef 67108864, i32 noundef -67108864), !dbg !184
    #dbg_value(i32 10, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1024, i32 noundef 2097152, i32 noundef -2097152), !dbg !184
    #dbg_value(i32 15, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 32768, i32 noundef 65536, i32 noundef -65536), !dbg !184
    #dbg_value(i32 20, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1048576, i32 noundef 2048, i32 noundef -2048), !dbg !184
    #dbg_value(i32 25, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 33554432, i32 noundef 64, i32 noundef -64), !dbg !184
    #dbg_value(i32 30, !106, !DIExpression(), !183)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1073741824, i32 noundef 2, i32 noundef -2), !dbg !184
    #dbg_value(i32 35, !106, !DIExpression(), !183)
    #dbg_value(i16 -32767, !108, !DIExpression(), !117)
    #dbg_value(i8 -127, !109, !DIExpression(), !117)
    #dbg_value(i8 -127, !110, !DIExpression(), !117)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 8, i32 noundef 4096, i32 noundef 2, i32 noundef 64, i32 noundef -32), !dbg !186
    #dbg_value(i64 1, !113, !DIExpression(), !117)
    #dbg_value(i32 0, !114, !DIExpression(), !187)
  br label %29, !dbg !188

15:                                               ; preds = %1, %15
  %16 = phi i64 [ 0, %1 ], [ %26, %15 ]
    #dbg_value(i64 %16, !93, !DIExpression(), !124)
  %17 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %16, !dbg !189
  %18 = load i64, ptr %17, align 8, !dbg !189, !tbaa !190
    #dbg_value(i64 %18, !95, !DIExpression(), !192)
    #dbg_value(i64 -5, !98, !DIExpression(), !193)
    #dbg_value(i64 -5, !98, !DIExpression(), !193)
  %19 = sdiv i64 %18, -5, !dbg !194
  %20 = srem i64 %18, 5, !dbg !196
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef -5, i64 noundef %19, i64 noundef %20), !dbg !197
    #dbg_value(i64 -2, !98, !DIExpression(), !193)
  %21 = sdiv i64 %18, -2, !dbg !194
  %22 = srem i64 %18, 2, !dbg !196
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef -2, i64 noundef %21, i64 noundef %22), !dbg !197
    #dbg_value(i64 1, !98, !DIExpression(), !193)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef 1, i64 noundef %18, i64 noundef 0), !dbg !197
    #dbg_value(i64 4, !98, !DIExpression(), !193)
  %23 = sdiv i64 %18, 4, !dbg !194
  %24 = srem i64 %18, 4, !dbg !196
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef 4, i64 noundef %23, i64 noundef %24), !dbg !197
    #dbg_value(i64 7, !98, !DIExpression(), !193)
    #dbg_value(i64 %18, !198, !DIExpression(), !203)
  %25 = udiv i64 %18, 1000, !dbg !205
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %25), !dbg !206
  %26 = add nuw nsw i64 %16, 1, !dbg !207
    #dbg_value(i64 %26, !93, !DIExpression(), !124)
  %27 = icmp eq i64 %26, 4, !dbg !208
  br i1 %27, label %14, label %15, !dbg !125, !llvm.loop !209

28:                                               ; preds = %29
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef %40), !dbg !211
  ret i32 0, !dbg !212

29:                                               ; preds = %14, %29
  %30 = phi i64 [ 0, %14 ], [ %41, %29 ]
  %31 = phi i64 [ 1, %14 ], [ %40, %29 ]
    #dbg_value(i64 %30, !114, !DIExpression(), !187)
    #dbg_value(i64 %31, !113, !DIExpression(), !117)
  %32 = trunc i64 %30 to i8, !dbg !213
  %33 = urem i8 %32, 7, !dbg !213
  %34 = zext nneg i8 %33 to i64, !dbg !215
  %35 = shl i64 %31, %34, !dbg !215
  %36 = urem i8 %32, 11, !dbg !216
  %37 = zext nneg i8 %36 to i64, !dbg !217
  %38 = lshr i64 %31, %37, !dbg !217
  %39 = xor i64 %38, %35, !dbg !218
  %40 = xor i64 %39, %30, !dbg !218
    #dbg_value(i64 %40, !113, !DIExpression(), !117)
  %41 = add nuw nsw i64 %30, 1, !dbg !219
    #dbg_value(i64 %41, !114, !DIExpression(), !187)
  %42 = icmp eq i64 %41, 200, !dbg !220
  br i1 %42, label %28, label %29, !dbg !188, !llvm.loop !221
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !223 {
  %2 = alloca ptr, align 8, !DIAssignID !235
    #dbg_assign(i1 undef, !232, !DIExpression(), !235, ptr %2, !DIExpression(), !236)
    #dbg_value(ptr %0, !230, !DIExpression(), !236)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !237
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !238
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !239
  %4 = load ptr, ptr %2, align 8, !dbg !240, !tbaa !241
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !243
    #dbg_value(i32 %5, !231, !DIExpression(), !236)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !245
  ret void, !dbg !246
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !247 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !267 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/divmod_shifts.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 43)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 45)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 20)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 38)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 12)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !65, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !54, !55, !56, !57, !53, !58, !59, !61, !63}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !52, line: 40, baseType: !53)
!52 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!54 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!55 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 42, baseType: !55)
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !52, line: 41, baseType: !54)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !52, line: 38, baseType: !60)
!60 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !52, line: 36, baseType: !62)
!62 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !52, line: 37, baseType: !64)
!64 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!65 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!66 = !{i32 7, !"Dwarf Version", i32 4}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 2}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 1, !"MaxTLSAlign", i32 65536}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !75, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!57}
!77 = !{!78, !83, !84, !86, !89, !93, !95, !98, !100, !101, !102, !104, !105, !106, !108, !109, !110, !113, !114}
!78 = !DILocalVariable(name: "xs", scope: !74, file: !2, line: 18, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 352, elements: !81)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !52, line: 39, baseType: !57)
!81 = !{!82}
!82 = !DISubrange(count: 11)
!83 = !DILocalVariable(name: "h", scope: !74, file: !2, line: 19, type: !51)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 20, type: !53)
!85 = distinct !DILexicalBlock(scope: !74, file: !2, line: 20, column: 5)
!86 = !DILocalVariable(name: "x", scope: !87, file: !2, line: 21, type: !80)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 20, column: 61)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 20, column: 5)
!89 = !DILocalVariable(name: "ys", scope: !74, file: !2, line: 27, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 256, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 4)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 28, type: !57)
!94 = distinct !DILexicalBlock(scope: !74, file: !2, line: 28, column: 5)
!95 = !DILocalVariable(name: "y", scope: !96, file: !2, line: 29, type: !58)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 28, column: 33)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 28, column: 5)
!98 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 30, type: !58)
!99 = distinct !DILexicalBlock(scope: !96, file: !2, line: 30, column: 9)
!100 = !DILocalVariable(name: "v", scope: !74, file: !2, line: 35, type: !56)
!101 = !DILocalVariable(name: "sv", scope: !74, file: !2, line: 36, type: !58)
!102 = !DILocalVariable(name: "s", scope: !103, file: !2, line: 37, type: !53)
!103 = distinct !DILexicalBlock(scope: !74, file: !2, line: 37, column: 5)
!104 = !DILocalVariable(name: "w", scope: !74, file: !2, line: 40, type: !51)
!105 = !DILocalVariable(name: "sw", scope: !74, file: !2, line: 41, type: !80)
!106 = !DILocalVariable(name: "s", scope: !107, file: !2, line: 42, type: !53)
!107 = distinct !DILexicalBlock(scope: !74, file: !2, line: 42, column: 5)
!108 = !DILocalVariable(name: "hw", scope: !74, file: !2, line: 44, type: !59)
!109 = !DILocalVariable(name: "bw", scope: !74, file: !2, line: 45, type: !61)
!110 = !DILocalVariable(name: "sb", scope: !74, file: !2, line: 46, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !52, line: 35, baseType: !112)
!112 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!113 = !DILocalVariable(name: "acc", scope: !74, file: !2, line: 49, type: !55)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 50, type: !57)
!115 = distinct !DILexicalBlock(scope: !74, file: !2, line: 50, column: 5)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !74)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !85)
!121 = !DILocation(line: 20, column: 5, scope: !85)
!122 = !DILocation(line: 26, column: 5, scope: !74)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !94)
!125 = !DILocation(line: 28, column: 5, scope: !94)
!126 = !DILocation(line: 21, column: 21, scope: !87)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocation(line: 0, scope: !87)
!132 = !DILocalVariable(name: "x", arg: 1, scope: !133, file: !2, line: 8, type: !80)
!133 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 8, type: !134, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!80, !80}
!136 = !{!132}
!137 = !DILocation(line: 0, scope: !133, inlinedAt: !138)
!138 = distinct !DILocation(line: 22, column: 66, scope: !87)
!139 = !DILocation(line: 8, column: 43, scope: !133, inlinedAt: !138)
!140 = !DILocalVariable(name: "x", arg: 1, scope: !141, file: !2, line: 12, type: !80)
!141 = distinct !DISubprogram(name: "divpow2", scope: !2, file: !2, line: 12, type: !134, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !142)
!142 = !{!140}
!143 = !DILocation(line: 0, scope: !141, inlinedAt: !144)
!144 = distinct !DILocation(line: 22, column: 75, scope: !87)
!145 = !DILocation(line: 12, column: 46, scope: !141, inlinedAt: !144)
!146 = !DILocalVariable(name: "x", arg: 1, scope: !147, file: !2, line: 13, type: !80)
!147 = distinct !DISubprogram(name: "modpow2", scope: !2, file: !2, line: 13, type: !134, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !148)
!148 = !{!146}
!149 = !DILocation(line: 0, scope: !147, inlinedAt: !150)
!150 = distinct !DILocation(line: 22, column: 87, scope: !87)
!151 = !DILocation(line: 13, column: 46, scope: !147, inlinedAt: !150)
!152 = !DILocalVariable(name: "x", arg: 1, scope: !153, file: !2, line: 9, type: !51)
!153 = distinct !DISubprogram(name: "udiv10", scope: !2, file: !2, line: 9, type: !154, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!51, !51}
!156 = !{!152}
!157 = !DILocation(line: 0, scope: !153, inlinedAt: !158)
!158 = distinct !DILocation(line: 22, column: 99, scope: !87)
!159 = !DILocation(line: 9, column: 47, scope: !153, inlinedAt: !158)
!160 = !DILocalVariable(name: "x", arg: 1, scope: !161, file: !2, line: 10, type: !58)
!161 = distinct !DISubprogram(name: "mod13", scope: !2, file: !2, line: 10, type: !162, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!58, !58}
!164 = !{!160}
!165 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!166 = distinct !DILocation(line: 23, column: 27, scope: !87)
!167 = !DILocation(line: 10, column: 44, scope: !161, inlinedAt: !166)
!168 = !DILocation(line: 22, column: 9, scope: !87)
!169 = !DILocation(line: 0, scope: !133, inlinedAt: !170)
!170 = distinct !DILocation(line: 24, column: 32, scope: !87)
!171 = !DILocation(line: 0, scope: !147, inlinedAt: !172)
!172 = distinct !DILocation(line: 24, column: 52, scope: !87)
!173 = !DILocation(line: 20, column: 57, scope: !88)
!174 = !DILocation(line: 20, column: 28, scope: !88)
!175 = distinct !{!175, !121, !176, !177}
!176 = !DILocation(line: 25, column: 5, scope: !85)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocation(line: 33, column: 5, scope: !74)
!179 = !DILocation(line: 34, column: 5, scope: !74)
!180 = !DILocation(line: 0, scope: !103)
!181 = !DILocation(line: 38, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !103, file: !2, line: 37, column: 5)
!183 = !DILocation(line: 0, scope: !107)
!184 = !DILocation(line: 43, column: 9, scope: !185)
!185 = distinct !DILexicalBlock(scope: !107, file: !2, line: 42, column: 5)
!186 = !DILocation(line: 47, column: 5, scope: !74)
!187 = !DILocation(line: 0, scope: !115)
!188 = !DILocation(line: 50, column: 5, scope: !115)
!189 = !DILocation(line: 29, column: 21, scope: !96)
!190 = !{!191, !191, i64 0}
!191 = !{!"long long", !129, i64 0}
!192 = !DILocation(line: 0, scope: !96)
!193 = !DILocation(line: 0, scope: !99)
!194 = !DILocation(line: 30, column: 121, scope: !195)
!195 = distinct !DILexicalBlock(scope: !99, file: !2, line: 30, column: 9)
!196 = !DILocation(line: 30, column: 141, scope: !195)
!197 = !DILocation(line: 30, column: 46, scope: !195)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !2, line: 11, type: !56)
!199 = distinct !DISubprogram(name: "udiv1000", scope: !2, file: !2, line: 11, type: !200, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!56, !56}
!202 = !{!198}
!203 = !DILocation(line: 0, scope: !199, inlinedAt: !204)
!204 = distinct !DILocation(line: 31, column: 53, scope: !96)
!205 = !DILocation(line: 11, column: 49, scope: !199, inlinedAt: !204)
!206 = !DILocation(line: 31, column: 9, scope: !96)
!207 = !DILocation(line: 28, column: 29, scope: !97)
!208 = !DILocation(line: 28, column: 23, scope: !97)
!209 = distinct !{!209, !125, !210, !177}
!210 = !DILocation(line: 32, column: 5, scope: !94)
!211 = !DILocation(line: 51, column: 5, scope: !74)
!212 = !DILocation(line: 53, column: 1, scope: !74)
!213 = !DILocation(line: 50, column: 52, scope: !214)
!214 = distinct !DILexicalBlock(scope: !115, file: !2, line: 50, column: 5)
!215 = !DILocation(line: 50, column: 46, scope: !214)
!216 = !DILocation(line: 50, column: 71, scope: !214)
!217 = !DILocation(line: 50, column: 65, scope: !214)
!218 = !DILocation(line: 50, column: 78, scope: !214)
!219 = !DILocation(line: 50, column: 31, scope: !214)
!220 = !DILocation(line: 50, column: 23, scope: !214)
!221 = distinct !{!221, !188, !222, !177}
!222 = !DILocation(line: 50, column: 90, scope: !115)
!223 = distinct !DISubprogram(name: "printf", scope: !224, file: !224, line: 368, type: !225, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !229)
!224 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!225 = !DISubroutineType(cc: DW_CC_nocall, types: !226)
!226 = !{!57, !227, null}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!229 = !{!230, !231, !232}
!230 = !DILocalVariable(name: "__format", arg: 1, scope: !223, file: !224, line: 368, type: !227)
!231 = !DILocalVariable(name: "__retval", scope: !223, file: !224, line: 370, type: !57)
!232 = !DILocalVariable(name: "__local_argv", scope: !223, file: !224, line: 371, type: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 0, scope: !223)
!237 = !DILocation(line: 371, column: 3, scope: !223)
!238 = !DILocation(line: 371, column: 35, scope: !223)
!239 = !DILocation(line: 372, column: 32, scope: !223)
!240 = !DILocation(line: 372, column: 50, scope: !223)
!241 = !{!242, !242, i64 0}
!242 = !{!"any pointer", !129, i64 0}
!243 = !DILocation(line: 372, column: 14, scope: !223)
!244 = !DILocation(line: 373, column: 3, scope: !223)
!245 = !DILocation(line: 375, column: 1, scope: !223)
!246 = !DILocation(line: 374, column: 3, scope: !223)
!247 = !DISubprogram(name: "__mingw_vfprintf", scope: !224, file: !224, line: 193, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!57, !250, !263, !264}
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !224, line: 47, baseType: !253)
!253 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !224, line: 33, size: 384, align: 64, elements: !254)
!254 = !{!255, !256, !257, !258, !259, !260, !261, !262}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !253, file: !224, line: 37, baseType: !234, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !253, file: !224, line: 38, baseType: !57, size: 32, offset: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !253, file: !224, line: 39, baseType: !234, size: 64, offset: 128)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !253, file: !224, line: 40, baseType: !57, size: 32, offset: 192)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !253, file: !224, line: 41, baseType: !57, size: 32, offset: 224)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !253, file: !224, line: 42, baseType: !57, size: 32, offset: 256)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !253, file: !224, line: 43, baseType: !57, size: 32, offset: 288)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !253, file: !224, line: 44, baseType: !234, size: 64, offset: 320)
!263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !227)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !265, line: 31, baseType: !266)
!265 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !265, line: 24, baseType: !233)
!267 = !DISubprogram(name: "__acrt_iob_func", scope: !224, file: !224, line: 93, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!251, !53}
