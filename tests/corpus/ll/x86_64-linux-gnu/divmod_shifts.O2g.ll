; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !84 {
    #dbg_assign(i1 undef, !88, !DIExpression(), !128, ptr @__const.main.xs, !DIExpression(), !129)
    #dbg_assign(i1 undef, !100, !DIExpression(), !130, ptr @__const.main.ys, !DIExpression(), !129)
    #dbg_assign(i1 undef, !88, !DIExpression(), !131, ptr @__const.main.xs, !DIExpression(), !129)
    #dbg_value(i32 0, !94, !DIExpression(), !129)
    #dbg_value(i32 0, !95, !DIExpression(), !132)
  br label %3, !dbg !133

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1590027353), !dbg !134
    #dbg_assign(i1 undef, !100, !DIExpression(), !135, ptr @__const.main.ys, !DIExpression(), !129)
    #dbg_value(i32 0, !104, !DIExpression(), !136)
  br label %35, !dbg !137

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
    #dbg_value(i32 poison, !94, !DIExpression(), !129)
    #dbg_value(i64 %4, !95, !DIExpression(), !132)
  %5 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %4, !dbg !138
  %6 = load i32, ptr %5, align 4, !dbg !138, !tbaa !139
    #dbg_value(i32 %6, !97, !DIExpression(), !143)
    #dbg_value(i32 %6, !144, !DIExpression(), !149)
  %7 = sdiv i32 %6, 7, !dbg !151
    #dbg_value(i32 %6, !152, !DIExpression(), !155)
  %8 = sdiv i32 %6, 16, !dbg !157
    #dbg_value(i32 %6, !158, !DIExpression(), !161)
  %9 = srem i32 %6, 8, !dbg !163
    #dbg_value(i32 %6, !164, !DIExpression(), !169)
  %10 = udiv i32 %6, 10, !dbg !171
    #dbg_value(i32 %6, !172, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !177)
  %11 = srem i32 %6, 13, !dbg !179
  %12 = sext i32 %11 to i64, !dbg !179
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i64 noundef %12), !dbg !180
    #dbg_value(i32 %6, !144, !DIExpression(), !181)
    #dbg_value(i32 %6, !158, !DIExpression(), !183)
    #dbg_value(!DIArgList(i32 %7, i32 %9, i32 poison), !94, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 31, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !129)
  %14 = add nuw nsw i64 %4, 1, !dbg !185
    #dbg_value(i64 %14, !95, !DIExpression(), !132)
  %15 = icmp eq i64 %14, 11, !dbg !186
  br i1 %15, label %1, label %3, !dbg !133, !llvm.loop !187

16:                                               ; preds = %35
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -10922, i32 noundef -255, i32 noundef 5, i32 noundef 17), !dbg !190
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -3, i32 noundef 3), !dbg !191
    #dbg_value(i64 -9141386507638288913, !111, !DIExpression(), !129)
    #dbg_value(i64 -1070935975390360081, !112, !DIExpression(), !129)
    #dbg_value(i32 0, !113, !DIExpression(), !192)
    #dbg_value(i64 0, !113, !DIExpression(), !192)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081), !dbg !193
    #dbg_value(i64 9, !113, !DIExpression(), !192)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298), !dbg !193
    #dbg_value(i64 18, !113, !DIExpression(), !192)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982), !dbg !193
    #dbg_value(i64 27, !113, !DIExpression(), !192)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799), !dbg !193
    #dbg_value(i64 36, !113, !DIExpression(), !192)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170), !dbg !193
    #dbg_value(i64 45, !113, !DIExpression(), !192)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438), !dbg !193
    #dbg_value(i64 54, !113, !DIExpression(), !192)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60), !dbg !193
    #dbg_value(i64 63, !113, !DIExpression(), !192)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1), !dbg !193
    #dbg_value(i64 72, !113, !DIExpression(), !192)
    #dbg_value(i32 0, !117, !DIExpression(), !195)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef -2147483632), !dbg !196
    #dbg_value(i32 5, !117, !DIExpression(), !195)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 32, i32 noundef 67108864, i32 noundef -67108864), !dbg !196
    #dbg_value(i32 10, !117, !DIExpression(), !195)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1024, i32 noundef 2097152, i32 noundef -2097152), !dbg !196
    #dbg_value(i32 15, !117, !DIExpression(), !195)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 32768, i32 noundef 65536, i32 noundef -65536), !dbg !196
    #dbg_value(i32 20, !117, !DIExpression(), !195)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1048576, i32 noundef 2048, i32 noundef -2048), !dbg !196
    #dbg_value(i32 25, !117, !DIExpression(), !195)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 33554432, i32 noundef 64, i32 noundef -64), !dbg !196
    #dbg_value(i32 30, !117, !DIExpression(), !195)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1073741824, i32 noundef 2, i32 noundef -2), !dbg !196
    #dbg_value(i32 35, !117, !DIExpression(), !195)
    #dbg_value(i16 -32767, !119, !DIExpression(), !129)
    #dbg_value(i8 -127, !120, !DIExpression(), !129)
    #dbg_value(i8 -127, !121, !DIExpression(), !129)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 8, i32 noundef 4096, i32 noundef 2, i32 noundef 64, i32 noundef -32), !dbg !198
    #dbg_value(i64 1, !125, !DIExpression(), !129)
    #dbg_value(i32 0, !126, !DIExpression(), !199)
  br label %55, !dbg !200

35:                                               ; preds = %1, %35
  %36 = phi i64 [ 0, %1 ], [ %51, %35 ]
    #dbg_value(i64 %36, !104, !DIExpression(), !136)
  %37 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %36, !dbg !201
  %38 = load i64, ptr %37, align 8, !dbg !201, !tbaa !202
    #dbg_value(i64 %38, !106, !DIExpression(), !204)
    #dbg_value(i64 -5, !109, !DIExpression(), !205)
    #dbg_value(i64 -5, !109, !DIExpression(), !205)
  %39 = sdiv i64 %38, -5, !dbg !206
  %40 = srem i64 %38, 5, !dbg !208
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -5, i64 noundef %39, i64 noundef %40), !dbg !209
    #dbg_value(i64 -2, !109, !DIExpression(), !205)
  %42 = sdiv i64 %38, -2, !dbg !206
  %43 = srem i64 %38, 2, !dbg !208
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -2, i64 noundef %42, i64 noundef %43), !dbg !209
    #dbg_value(i64 1, !109, !DIExpression(), !205)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 1, i64 noundef %38, i64 noundef 0), !dbg !209
    #dbg_value(i64 4, !109, !DIExpression(), !205)
  %46 = sdiv i64 %38, 4, !dbg !206
  %47 = srem i64 %38, 4, !dbg !208
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 4, i64 noundef %46, i64 noundef %47), !dbg !209
    #dbg_value(i64 7, !109, !DIExpression(), !205)
    #dbg_value(i64 %38, !210, !DIExpression(), !215)
  %49 = udiv i64 %38, 1000, !dbg !217
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %49), !dbg !218
  %51 = add nuw nsw i64 %36, 1, !dbg !219
    #dbg_value(i64 %51, !104, !DIExpression(), !136)
  %52 = icmp eq i64 %51, 4, !dbg !220
  br i1 %52, label %16, label %35, !dbg !137, !llvm.loop !221

53:                                               ; preds = %55
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %66), !dbg !223
  ret i32 0, !dbg !224

55:                                               ; preds = %16, %55
  %56 = phi i64 [ 0, %16 ], [ %67, %55 ]
  %57 = phi i64 [ 1, %16 ], [ %66, %55 ]
    #dbg_value(i64 %56, !126, !DIExpression(), !199)
    #dbg_value(i64 %57, !125, !DIExpression(), !129)
  %58 = trunc i64 %56 to i8, !dbg !225
  %59 = urem i8 %58, 7, !dbg !225
  %60 = zext nneg i8 %59 to i64, !dbg !227
  %61 = shl i64 %57, %60, !dbg !227
  %62 = urem i8 %58, 11, !dbg !228
  %63 = zext nneg i8 %62 to i64, !dbg !229
  %64 = lshr i64 %57, %63, !dbg !229
  %65 = xor i64 %64, %61, !dbg !230
  %66 = xor i64 %65, %56, !dbg !230
    #dbg_value(i64 %66, !125, !DIExpression(), !129)
  %67 = add nuw nsw i64 %56, 1, !dbg !231
    #dbg_value(i64 %67, !126, !DIExpression(), !199)
  %68 = icmp eq i64 %67, 200, !dbg !232
  br i1 %68, label %53, label %55, !dbg !200, !llvm.loop !233
}

; Function Attrs: nofree nounwind
declare !dbg !235 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/divmod_shifts.c", directory: ".", checksumkind: CSK_MD5, checksum: "731b37dc917893615e6c6a144e79244f")
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
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !75, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !56, !57, !58, !61, !55, !62, !66, !69, !72}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !52, line: 26, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !54, line: 42, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 27, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !54, line: 45, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !54, line: 44, baseType: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !52, line: 25, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !54, line: 40, baseType: !68)
!68 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !52, line: 24, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !54, line: 38, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !63, line: 25, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !54, line: 39, baseType: !74)
!74 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!75 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !85, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!61}
!87 = !{!88, !94, !95, !97, !100, !104, !106, !109, !111, !112, !113, !115, !116, !117, !119, !120, !121, !125, !126}
!88 = !DILocalVariable(name: "xs", scope: !84, file: !2, line: 18, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 352, elements: !92)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !63, line: 26, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !54, line: 41, baseType: !61)
!92 = !{!93}
!93 = !DISubrange(count: 11)
!94 = !DILocalVariable(name: "h", scope: !84, file: !2, line: 19, type: !51)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 20, type: !55)
!96 = distinct !DILexicalBlock(scope: !84, file: !2, line: 20, column: 5)
!97 = !DILocalVariable(name: "x", scope: !98, file: !2, line: 21, type: !90)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 20, column: 61)
!99 = distinct !DILexicalBlock(scope: !96, file: !2, line: 20, column: 5)
!100 = !DILocalVariable(name: "ys", scope: !84, file: !2, line: 27, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 256, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 4)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 28, type: !61)
!105 = distinct !DILexicalBlock(scope: !84, file: !2, line: 28, column: 5)
!106 = !DILocalVariable(name: "y", scope: !107, file: !2, line: 29, type: !62)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 28, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 28, column: 5)
!109 = !DILocalVariable(name: "d", scope: !110, file: !2, line: 30, type: !62)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 30, column: 9)
!111 = !DILocalVariable(name: "v", scope: !84, file: !2, line: 35, type: !58)
!112 = !DILocalVariable(name: "sv", scope: !84, file: !2, line: 36, type: !62)
!113 = !DILocalVariable(name: "s", scope: !114, file: !2, line: 37, type: !55)
!114 = distinct !DILexicalBlock(scope: !84, file: !2, line: 37, column: 5)
!115 = !DILocalVariable(name: "w", scope: !84, file: !2, line: 40, type: !51)
!116 = !DILocalVariable(name: "sw", scope: !84, file: !2, line: 41, type: !90)
!117 = !DILocalVariable(name: "s", scope: !118, file: !2, line: 42, type: !55)
!118 = distinct !DILexicalBlock(scope: !84, file: !2, line: 42, column: 5)
!119 = !DILocalVariable(name: "hw", scope: !84, file: !2, line: 44, type: !66)
!120 = !DILocalVariable(name: "bw", scope: !84, file: !2, line: 45, type: !69)
!121 = !DILocalVariable(name: "sb", scope: !84, file: !2, line: 46, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !63, line: 24, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !54, line: 37, baseType: !124)
!124 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!125 = !DILocalVariable(name: "acc", scope: !84, file: !2, line: 49, type: !57)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 50, type: !61)
!127 = distinct !DILexicalBlock(scope: !84, file: !2, line: 50, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !84)
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !96)
!133 = !DILocation(line: 20, column: 5, scope: !96)
!134 = !DILocation(line: 26, column: 5, scope: !84)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !105)
!137 = !DILocation(line: 28, column: 5, scope: !105)
!138 = !DILocation(line: 21, column: 21, scope: !98)
!139 = !{!140, !140, i64 0}
!140 = !{!"int", !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !DILocation(line: 0, scope: !98)
!144 = !DILocalVariable(name: "x", arg: 1, scope: !145, file: !2, line: 8, type: !90)
!145 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 8, type: !146, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!90, !90}
!148 = !{!144}
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 22, column: 66, scope: !98)
!151 = !DILocation(line: 8, column: 43, scope: !145, inlinedAt: !150)
!152 = !DILocalVariable(name: "x", arg: 1, scope: !153, file: !2, line: 12, type: !90)
!153 = distinct !DISubprogram(name: "divpow2", scope: !2, file: !2, line: 12, type: !146, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !154)
!154 = !{!152}
!155 = !DILocation(line: 0, scope: !153, inlinedAt: !156)
!156 = distinct !DILocation(line: 22, column: 75, scope: !98)
!157 = !DILocation(line: 12, column: 46, scope: !153, inlinedAt: !156)
!158 = !DILocalVariable(name: "x", arg: 1, scope: !159, file: !2, line: 13, type: !90)
!159 = distinct !DISubprogram(name: "modpow2", scope: !2, file: !2, line: 13, type: !146, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !160)
!160 = !{!158}
!161 = !DILocation(line: 0, scope: !159, inlinedAt: !162)
!162 = distinct !DILocation(line: 22, column: 87, scope: !98)
!163 = !DILocation(line: 13, column: 46, scope: !159, inlinedAt: !162)
!164 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !2, line: 9, type: !51)
!165 = distinct !DISubprogram(name: "udiv10", scope: !2, file: !2, line: 9, type: !166, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!51, !51}
!168 = !{!164}
!169 = !DILocation(line: 0, scope: !165, inlinedAt: !170)
!170 = distinct !DILocation(line: 22, column: 99, scope: !98)
!171 = !DILocation(line: 9, column: 47, scope: !165, inlinedAt: !170)
!172 = !DILocalVariable(name: "x", arg: 1, scope: !173, file: !2, line: 10, type: !62)
!173 = distinct !DISubprogram(name: "mod13", scope: !2, file: !2, line: 10, type: !174, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!62, !62}
!176 = !{!172}
!177 = !DILocation(line: 0, scope: !173, inlinedAt: !178)
!178 = distinct !DILocation(line: 23, column: 27, scope: !98)
!179 = !DILocation(line: 10, column: 44, scope: !173, inlinedAt: !178)
!180 = !DILocation(line: 22, column: 9, scope: !98)
!181 = !DILocation(line: 0, scope: !145, inlinedAt: !182)
!182 = distinct !DILocation(line: 24, column: 32, scope: !98)
!183 = !DILocation(line: 0, scope: !159, inlinedAt: !184)
!184 = distinct !DILocation(line: 24, column: 52, scope: !98)
!185 = !DILocation(line: 20, column: 57, scope: !99)
!186 = !DILocation(line: 20, column: 28, scope: !99)
!187 = distinct !{!187, !133, !188, !189}
!188 = !DILocation(line: 25, column: 5, scope: !96)
!189 = !{!"llvm.loop.mustprogress"}
!190 = !DILocation(line: 33, column: 5, scope: !84)
!191 = !DILocation(line: 34, column: 5, scope: !84)
!192 = !DILocation(line: 0, scope: !114)
!193 = !DILocation(line: 38, column: 9, scope: !194)
!194 = distinct !DILexicalBlock(scope: !114, file: !2, line: 37, column: 5)
!195 = !DILocation(line: 0, scope: !118)
!196 = !DILocation(line: 43, column: 9, scope: !197)
!197 = distinct !DILexicalBlock(scope: !118, file: !2, line: 42, column: 5)
!198 = !DILocation(line: 47, column: 5, scope: !84)
!199 = !DILocation(line: 0, scope: !127)
!200 = !DILocation(line: 50, column: 5, scope: !127)
!201 = !DILocation(line: 29, column: 21, scope: !107)
!202 = !{!203, !203, i64 0}
!203 = !{!"long", !141, i64 0}
!204 = !DILocation(line: 0, scope: !107)
!205 = !DILocation(line: 0, scope: !110)
!206 = !DILocation(line: 30, column: 121, scope: !207)
!207 = distinct !DILexicalBlock(scope: !110, file: !2, line: 30, column: 9)
!208 = !DILocation(line: 30, column: 141, scope: !207)
!209 = !DILocation(line: 30, column: 46, scope: !207)
!210 = !DILocalVariable(name: "x", arg: 1, scope: !211, file: !2, line: 11, type: !58)
!211 = distinct !DISubprogram(name: "udiv1000", scope: !2, file: !2, line: 11, type: !212, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!58, !58}
!214 = !{!210}
!215 = !DILocation(line: 0, scope: !211, inlinedAt: !216)
!216 = distinct !DILocation(line: 31, column: 53, scope: !107)
!217 = !DILocation(line: 11, column: 49, scope: !211, inlinedAt: !216)
!218 = !DILocation(line: 31, column: 9, scope: !107)
!219 = !DILocation(line: 28, column: 29, scope: !108)
!220 = !DILocation(line: 28, column: 23, scope: !108)
!221 = distinct !{!221, !137, !222, !189}
!222 = !DILocation(line: 32, column: 5, scope: !105)
!223 = !DILocation(line: 51, column: 5, scope: !84)
!224 = !DILocation(line: 53, column: 1, scope: !84)
!225 = !DILocation(line: 50, column: 52, scope: !226)
!226 = distinct !DILexicalBlock(scope: !127, file: !2, line: 50, column: 5)
!227 = !DILocation(line: 50, column: 46, scope: !226)
!228 = !DILocation(line: 50, column: 71, scope: !226)
!229 = !DILocation(line: 50, column: 65, scope: !226)
!230 = !DILocation(line: 50, column: 78, scope: !226)
!231 = !DILocation(line: 50, column: 31, scope: !226)
!232 = !DILocation(line: 50, column: 23, scope: !226)
!233 = distinct !{!233, !200, !234, !189}
!234 = !DILocation(line: 50, column: 90, scope: !127)
!235 = !DISubprogram(name: "printf", scope: !236, file: !236, line: 356, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!237 = !DISubroutineType(types: !238)
!238 = !{!61, !239, null}
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
