; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 4
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1, !dbg !7
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !85 {
    #dbg_assign(i1 undef, !89, !DIExpression(), !129, ptr @__const.main.xs, !DIExpression(), !130)
    #dbg_assign(i1 undef, !101, !DIExpression(), !131, ptr @__const.main.ys, !DIExpression(), !130)
    #dbg_assign(i1 undef, !89, !DIExpression(), !132, ptr @__const.main.xs, !DIExpression(), !130)
    #dbg_value(i32 0, !95, !DIExpression(), !130)
    #dbg_value(i32 0, !96, !DIExpression(), !133)
  br label %3, !dbg !134

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1590027353), !dbg !135
    #dbg_assign(i1 undef, !101, !DIExpression(), !136, ptr @__const.main.ys, !DIExpression(), !130)
    #dbg_value(i32 0, !105, !DIExpression(), !137)
  br label %35, !dbg !138

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
    #dbg_value(i32 poison, !95, !DIExpression(), !130)
    #dbg_value(i64 %4, !96, !DIExpression(), !133)
  %5 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %4, !dbg !139
  %6 = load i32, ptr %5, align 4, !dbg !139, !tbaa !140
    #dbg_value(i32 %6, !98, !DIExpression(), !144)
    #dbg_value(i32 %6, !145, !DIExpression(), !150)
  %7 = sdiv i32 %6, 7, !dbg !152
    #dbg_value(i32 %6, !153, !DIExpression(), !156)
  %8 = sdiv i32 %6, 16, !dbg !158
    #dbg_value(i32 %6, !159, !DIExpression(), !162)
  %9 = srem i32 %6, 8, !dbg !164
    #dbg_value(i32 %6, !165, !DIExpression(), !170)
  %10 = udiv i32 %6, 10, !dbg !172
    #dbg_value(i32 %6, !173, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !178)
  %11 = srem i32 %6, 13, !dbg !180
  %12 = sext i32 %11 to i64, !dbg !180
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i64 noundef %12), !dbg !181
    #dbg_value(i32 %6, !145, !DIExpression(), !182)
    #dbg_value(i32 %6, !159, !DIExpression(), !184)
    #dbg_value(!DIArgList(i32 %7, i32 %9, i32 poison), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 31, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !130)
  %14 = add nuw nsw i64 %4, 1, !dbg !186
    #dbg_value(i64 %14, !96, !DIExpression(), !133)
  %15 = icmp eq i64 %14, 11, !dbg !187
  br i1 %15, label %1, label %3, !dbg !134, !llvm.loop !188

16:                                               ; preds = %35
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -10922, i32 noundef -255, i32 noundef 5, i32 noundef 17), !dbg !191
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -3, i32 noundef 3), !dbg !192
    #dbg_value(i64 -9141386507638288913, !112, !DIExpression(), !130)
    #dbg_value(i64 -1070935975390360081, !113, !DIExpression(), !130)
    #dbg_value(i32 0, !114, !DIExpression(), !193)
    #dbg_value(i64 0, !114, !DIExpression(), !193)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081), !dbg !194
    #dbg_value(i64 9, !114, !DIExpression(), !193)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298), !dbg !194
    #dbg_value(i64 18, !114, !DIExpression(), !193)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982), !dbg !194
    #dbg_value(i64 27, !114, !DIExpression(), !193)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799), !dbg !194
    #dbg_value(i64 36, !114, !DIExpression(), !193)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170), !dbg !194
    #dbg_value(i64 45, !114, !DIExpression(), !193)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438), !dbg !194
    #dbg_value(i64 54, !114, !DIExpression(), !193)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60), !dbg !194
    #dbg_value(i64 63, !114, !DIExpression(), !193)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1), !dbg !194
    #dbg_value(i64 72, !114, !DIExpression(), !193)
    #dbg_value(i32 0, !118, !DIExpression(), !196)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef -2147483632), !dbg !197
    #dbg_value(i32 5, !118, !DIExpression(), !196)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 32, i32 noundef 67108864, i32 noundef -67108864), !dbg !197
    #dbg_value(i32 10, !118, !DIExpression(), !196)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1024, i32 noundef 2097152, i32 noundef -2097152), !dbg !197
    #dbg_value(i32 15, !118, !DIExpression(), !196)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 32768, i32 noundef 65536, i32 noundef -65536), !dbg !197
    #dbg_value(i32 20, !118, !DIExpression(), !196)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1048576, i32 noundef 2048, i32 noundef -2048), !dbg !197
    #dbg_value(i32 25, !118, !DIExpression(), !196)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 33554432, i32 noundef 64, i32 noundef -64), !dbg !197
    #dbg_value(i32 30, !118, !DIExpression(), !196)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1073741824, i32 noundef 2, i32 noundef -2), !dbg !197
    #dbg_value(i32 35, !118, !DIExpression(), !196)
    #dbg_value(i16 -32767, !120, !DIExpression(), !130)
    #dbg_value(i8 -127, !121, !DIExpression(), !130)
    #dbg_value(i8 -127, !122, !DIExpression(), !130)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 8, i32 noundef 4096, i32 noundef 2, i32 noundef 64, i32 noundef -32), !dbg !199
    #dbg_value(i64 1, !126, !DIExpression(), !130)
    #dbg_value(i32 0, !127, !DIExpression(), !200)
  br label %56, !dbg !201

35:                                               ; preds = %1, %35
  %36 = phi i64 [ 0, %1 ], [ %52, %35 ]
    #dbg_value(i64 %36, !105, !DIExpression(), !137)
  %37 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %36, !dbg !202
  %38 = load i64, ptr %37, align 8, !dbg !202, !tbaa !203
    #dbg_value(i64 %38, !107, !DIExpression(), !205)
    #dbg_value(i64 -5, !110, !DIExpression(), !206)
    #dbg_value(i64 -5, !110, !DIExpression(), !206)
  %39 = sdiv i64 %38, -5, !dbg !207
  %40 = srem i64 %38, 5, !dbg !209
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -5, i64 noundef %39, i64 noundef %40), !dbg !210
    #dbg_value(i64 -2, !110, !DIExpression(), !206)
  %42 = sdiv i64 %38, -2, !dbg !207
  %43 = srem i64 %38, 2, !dbg !209
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -2, i64 noundef %42, i64 noundef %43), !dbg !210
    #dbg_value(i64 1, !110, !DIExpression(), !206)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 1, i64 noundef %38, i64 noundef 0), !dbg !210
    #dbg_value(i64 4, !110, !DIExpression(), !206)
  %46 = sdiv i64 %38, 4, !dbg !207
  %47 = mul i64 %46, 4, !dbg !209
  %48 = sub i64 %38, %47, !dbg !209
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 4, i64 noundef %46, i64 noundef %48), !dbg !210
    #dbg_value(i64 7, !110, !DIExpression(), !206)
    #dbg_value(i64 %38, !211, !DIExpression(), !216)
  %50 = udiv i64 %38, 1000, !dbg !218
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50), !dbg !219
  %52 = add nuw nsw i64 %36, 1, !dbg !220
    #dbg_value(i64 %52, !105, !DIExpression(), !137)
  %53 = icmp eq i64 %52, 4, !dbg !221
  br i1 %53, label %16, label %35, !dbg !138, !llvm.loop !222

54:                                               ; preds = %56
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %67), !dbg !224
  ret i32 0, !dbg !225

56:                                               ; preds = %16, %56
  %57 = phi i64 [ 0, %16 ], [ %68, %56 ]
  %58 = phi i64 [ 1, %16 ], [ %67, %56 ]
    #dbg_value(i64 %57, !127, !DIExpression(), !200)
    #dbg_value(i64 %58, !126, !DIExpression(), !130)
  %59 = trunc i64 %57 to i8, !dbg !226
  %60 = urem i8 %59, 7, !dbg !226
  %61 = zext nneg i8 %60 to i64, !dbg !228
  %62 = shl i64 %58, %61, !dbg !228
  %63 = urem i8 %59, 11, !dbg !229
  %64 = zext nneg i8 %63 to i64, !dbg !230
  %65 = lshr i64 %58, %64, !dbg !230
  %66 = xor i64 %65, %62, !dbg !231
  %67 = xor i64 %66, %57, !dbg !231
    #dbg_value(i64 %67, !126, !DIExpression(), !130)
  %68 = add nuw nsw i64 %57, 1, !dbg !232
    #dbg_value(i64 %68, !127, !DIExpression(), !200)
  %69 = icmp eq i64 %68, 200, !dbg !233
  br i1 %69, label %54, label %56, !dbg !201, !llvm.loop !234
}

; Function Attrs: nofree nounwind
declare !dbg !236 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/divmod_shifts.c", directory: ".", checksumkind: CSK_MD5, checksum: "731b37dc917893615e6c6a144e79244f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!52 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !54, line: 42, baseType: !55)
!54 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 27, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !54, line: 45, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!82 = !{i32 7, !"frame-pointer", i32 1}
!83 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !86, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!61}
!88 = !{!89, !95, !96, !98, !101, !105, !107, !110, !112, !113, !114, !116, !117, !118, !120, !121, !122, !126, !127}
!89 = !DILocalVariable(name: "xs", scope: !85, file: !2, line: 18, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 352, elements: !93)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !63, line: 26, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !54, line: 41, baseType: !61)
!93 = !{!94}
!94 = !DISubrange(count: 11)
!95 = !DILocalVariable(name: "h", scope: !85, file: !2, line: 19, type: !51)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 20, type: !55)
!97 = distinct !DILexicalBlock(scope: !85, file: !2, line: 20, column: 5)
!98 = !DILocalVariable(name: "x", scope: !99, file: !2, line: 21, type: !91)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 20, column: 61)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 20, column: 5)
!101 = !DILocalVariable(name: "ys", scope: !85, file: !2, line: 27, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 256, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 28, type: !61)
!106 = distinct !DILexicalBlock(scope: !85, file: !2, line: 28, column: 5)
!107 = !DILocalVariable(name: "y", scope: !108, file: !2, line: 29, type: !62)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 28, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 28, column: 5)
!110 = !DILocalVariable(name: "d", scope: !111, file: !2, line: 30, type: !62)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 30, column: 9)
!112 = !DILocalVariable(name: "v", scope: !85, file: !2, line: 35, type: !58)
!113 = !DILocalVariable(name: "sv", scope: !85, file: !2, line: 36, type: !62)
!114 = !DILocalVariable(name: "s", scope: !115, file: !2, line: 37, type: !55)
!115 = distinct !DILexicalBlock(scope: !85, file: !2, line: 37, column: 5)
!116 = !DILocalVariable(name: "w", scope: !85, file: !2, line: 40, type: !51)
!117 = !DILocalVariable(name: "sw", scope: !85, file: !2, line: 41, type: !91)
!118 = !DILocalVariable(name: "s", scope: !119, file: !2, line: 42, type: !55)
!119 = distinct !DILexicalBlock(scope: !85, file: !2, line: 42, column: 5)
!120 = !DILocalVariable(name: "hw", scope: !85, file: !2, line: 44, type: !66)
!121 = !DILocalVariable(name: "bw", scope: !85, file: !2, line: 45, type: !69)
!122 = !DILocalVariable(name: "sb", scope: !85, file: !2, line: 46, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !63, line: 24, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !54, line: 37, baseType: !125)
!125 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!126 = !DILocalVariable(name: "acc", scope: !85, file: !2, line: 49, type: !57)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 50, type: !61)
!128 = distinct !DILexicalBlock(scope: !85, file: !2, line: 50, column: 5)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !85)
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !97)
!134 = !DILocation(line: 20, column: 5, scope: !97)
!135 = !DILocation(line: 26, column: 5, scope: !85)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !106)
!138 = !DILocation(line: 28, column: 5, scope: !106)
!139 = !DILocation(line: 21, column: 21, scope: !99)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = !DILocation(line: 0, scope: !99)
!145 = !DILocalVariable(name: "x", arg: 1, scope: !146, file: !2, line: 8, type: !91)
!146 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 8, type: !147, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!91, !91}
!149 = !{!145}
!150 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!151 = distinct !DILocation(line: 22, column: 66, scope: !99)
!152 = !DILocation(line: 8, column: 43, scope: !146, inlinedAt: !151)
!153 = !DILocalVariable(name: "x", arg: 1, scope: !154, file: !2, line: 12, type: !91)
!154 = distinct !DISubprogram(name: "divpow2", scope: !2, file: !2, line: 12, type: !147, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !155)
!155 = !{!153}
!156 = !DILocation(line: 0, scope: !154, inlinedAt: !157)
!157 = distinct !DILocation(line: 22, column: 75, scope: !99)
!158 = !DILocation(line: 12, column: 46, scope: !154, inlinedAt: !157)
!159 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !2, line: 13, type: !91)
!160 = distinct !DISubprogram(name: "modpow2", scope: !2, file: !2, line: 13, type: !147, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !161)
!161 = !{!159}
!162 = !DILocation(line: 0, scope: !160, inlinedAt: !163)
!163 = distinct !DILocation(line: 22, column: 87, scope: !99)
!164 = !DILocation(line: 13, column: 46, scope: !160, inlinedAt: !163)
!165 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !2, line: 9, type: !51)
!166 = distinct !DISubprogram(name: "udiv10", scope: !2, file: !2, line: 9, type: !167, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!51, !51}
!169 = !{!165}
!170 = !DILocation(line: 0, scope: !166, inlinedAt: !171)
!171 = distinct !DILocation(line: 22, column: 99, scope: !99)
!172 = !DILocation(line: 9, column: 47, scope: !166, inlinedAt: !171)
!173 = !DILocalVariable(name: "x", arg: 1, scope: !174, file: !2, line: 10, type: !62)
!174 = distinct !DISubprogram(name: "mod13", scope: !2, file: !2, line: 10, type: !175, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!62, !62}
!177 = !{!173}
!178 = !DILocation(line: 0, scope: !174, inlinedAt: !179)
!179 = distinct !DILocation(line: 23, column: 27, scope: !99)
!180 = !DILocation(line: 10, column: 44, scope: !174, inlinedAt: !179)
!181 = !DILocation(line: 22, column: 9, scope: !99)
!182 = !DILocation(line: 0, scope: !146, inlinedAt: !183)
!183 = distinct !DILocation(line: 24, column: 32, scope: !99)
!184 = !DILocation(line: 0, scope: !160, inlinedAt: !185)
!185 = distinct !DILocation(line: 24, column: 52, scope: !99)
!186 = !DILocation(line: 20, column: 57, scope: !100)
!187 = !DILocation(line: 20, column: 28, scope: !100)
!188 = distinct !{!188, !134, !189, !190}
!189 = !DILocation(line: 25, column: 5, scope: !97)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 33, column: 5, scope: !85)
!192 = !DILocation(line: 34, column: 5, scope: !85)
!193 = !DILocation(line: 0, scope: !115)
!194 = !DILocation(line: 38, column: 9, scope: !195)
!195 = distinct !DILexicalBlock(scope: !115, file: !2, line: 37, column: 5)
!196 = !DILocation(line: 0, scope: !119)
!197 = !DILocation(line: 43, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !119, file: !2, line: 42, column: 5)
!199 = !DILocation(line: 47, column: 5, scope: !85)
!200 = !DILocation(line: 0, scope: !128)
!201 = !DILocation(line: 50, column: 5, scope: !128)
!202 = !DILocation(line: 29, column: 21, scope: !108)
!203 = !{!204, !204, i64 0}
!204 = !{!"long", !142, i64 0}
!205 = !DILocation(line: 0, scope: !108)
!206 = !DILocation(line: 0, scope: !111)
!207 = !DILocation(line: 30, column: 121, scope: !208)
!208 = distinct !DILexicalBlock(scope: !111, file: !2, line: 30, column: 9)
!209 = !DILocation(line: 30, column: 141, scope: !208)
!210 = !DILocation(line: 30, column: 46, scope: !208)
!211 = !DILocalVariable(name: "x", arg: 1, scope: !212, file: !2, line: 11, type: !58)
!212 = distinct !DISubprogram(name: "udiv1000", scope: !2, file: !2, line: 11, type: !213, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!58, !58}
!215 = !{!211}
!216 = !DILocation(line: 0, scope: !212, inlinedAt: !217)
!217 = distinct !DILocation(line: 31, column: 53, scope: !108)
!218 = !DILocation(line: 11, column: 49, scope: !212, inlinedAt: !217)
!219 = !DILocation(line: 31, column: 9, scope: !108)
!220 = !DILocation(line: 28, column: 29, scope: !109)
!221 = !DILocation(line: 28, column: 23, scope: !109)
!222 = distinct !{!222, !138, !223, !190}
!223 = !DILocation(line: 32, column: 5, scope: !106)
!224 = !DILocation(line: 51, column: 5, scope: !85)
!225 = !DILocation(line: 53, column: 1, scope: !85)
!226 = !DILocation(line: 50, column: 52, scope: !227)
!227 = distinct !DILexicalBlock(scope: !128, file: !2, line: 50, column: 5)
!228 = !DILocation(line: 50, column: 46, scope: !227)
!229 = !DILocation(line: 50, column: 71, scope: !227)
!230 = !DILocation(line: 50, column: 65, scope: !227)
!231 = !DILocation(line: 50, column: 78, scope: !227)
!232 = !DILocation(line: 50, column: 31, scope: !227)
!233 = !DILocation(line: 50, column: 23, scope: !227)
!234 = distinct !{!234, !201, !235, !190}
!235 = !DILocation(line: 50, column: 90, scope: !128)
!236 = !DISubprogram(name: "printf", scope: !237, file: !237, line: 356, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!238 = !DISubroutineType(types: !239)
!239 = !{!61, !240, null}
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
