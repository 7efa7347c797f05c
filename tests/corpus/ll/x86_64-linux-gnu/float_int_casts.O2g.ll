; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [7 x i8] c" u8=%u\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [22 x i8] c"f2i32 %d %d f2u32 %u\0A\00", align 1, !dbg !28
@.str.9 = private unnamed_addr constant [36 x i8] c"u64 %llu -> float %.1f double %.1f\0A\00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [18 x i8] c"i64 %lld -> %.1f\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [30 x i8] c"i32tof %.1f %.1f u32tod %.1f\0A\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [21 x i8] c"float->double %.20f\0A\00", align 1, !dbg !48
@.str.13 = private unnamed_addr constant [21 x i8] c"double->float %.20f\0A\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [27 x i8] c"float big * 10 is inf: %d\0A\00", align 1, !dbg !55
@.str.15 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !60

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !103 {
    #dbg_value(i32 0, !109, !DIExpression(), !135)
  br label %20, !dbg !136

1:                                                ; preds = %73
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -123, i32 noundef 16777216, i32 noundef -1294967296), !dbg !137
    #dbg_assign(i1 undef, !114, !DIExpression(), !138, ptr poison, !DIExpression(), !139)
    #dbg_value(i32 0, !116, !DIExpression(), !140)
    #dbg_value(i64 0, !116, !DIExpression(), !140)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !141
    #dbg_value(i64 1, !116, !DIExpression(), !140)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !141
    #dbg_value(i64 2, !116, !DIExpression(), !140)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !141
    #dbg_value(i64 3, !116, !DIExpression(), !140)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !141
    #dbg_value(i64 4, !116, !DIExpression(), !140)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000), !dbg !141
    #dbg_value(i64 5, !116, !DIExpression(), !140)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000), !dbg !141
    #dbg_value(i64 6, !116, !DIExpression(), !140)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2048, double noundef 0x43F0000000000000, double noundef 0x43EFFFFFFFFFFFFF), !dbg !141
    #dbg_value(i64 7, !116, !DIExpression(), !140)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 123456789012345, double noundef 0x42DC122180000000, double noundef 0x42DC12218377DE40), !dbg !141
    #dbg_value(i64 8, !116, !DIExpression(), !140)
    #dbg_value(i64 -1, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139)
    #dbg_value(i64 -9223372036854775808, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(i64 9223372036854775807, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !139)
    #dbg_value(i64 -123456789012345, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !139)
    #dbg_value(i64 9007199254740993, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !139)
    #dbg_value(i32 0, !122, !DIExpression(), !143)
    #dbg_value(i64 0, !122, !DIExpression(), !143)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -1, double noundef -1.000000e+00), !dbg !144
    #dbg_value(i64 1, !122, !DIExpression(), !143)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000), !dbg !144
    #dbg_value(i64 2, !122, !DIExpression(), !143)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000), !dbg !144
    #dbg_value(i64 3, !122, !DIExpression(), !143)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -123456789012345, double noundef 0xC2DC12218377DE40), !dbg !144
    #dbg_value(i64 4, !122, !DIExpression(), !143)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9007199254740993, double noundef 0x4340000000000000), !dbg !144
    #dbg_value(i64 5, !122, !DIExpression(), !143)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x4170000000000000, double noundef 0xC1E0000000000000, double noundef 0x41EFFFFFFFE00000), !dbg !146
    #dbg_value(float 0x3FB99999A0000000, !124, !DIExpression(), !139)
    #dbg_value(double 0x3FB99999A0000000, !125, !DIExpression(), !139)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3FB99999A0000000), !dbg !147
    #dbg_value(double 1.000000e-01, !126, !DIExpression(), !139)
    #dbg_value(float 0x3FB99999A0000000, !127, !DIExpression(), !139)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FB99999A0000000), !dbg !148
    #dbg_value(float 0x47D2CED320000000, !128, !DIExpression(), !139)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !149
    #dbg_value(i32 0, !129, !DIExpression(), !139)
    #dbg_value(i32 -50, !130, !DIExpression(), !150)
  br label %79, !dbg !151

20:                                               ; preds = %0, %73
  %21 = phi i64 [ 0, %0 ], [ %75, %73 ]
    #dbg_value(i64 %21, !109, !DIExpression(), !135)
  %22 = getelementptr inbounds [18 x double], ptr @__const.main.ds, i64 0, i64 %21, !dbg !152
  %23 = load double, ptr %22, align 8, !dbg !152, !tbaa !153
    #dbg_value(double %23, !111, !DIExpression(), !157)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %23), !dbg !158
  %25 = icmp ne i64 %21, 16, !dbg !159
  %26 = lshr i64 81919, %21
  %27 = and i64 %26, 1
  %28 = icmp ne i64 %27, 0
  %29 = select i1 %25, i1 %28, i1 false, !dbg !161
  br i1 %29, label %30, label %33, !dbg !161

30:                                               ; preds = %20
  %31 = fptosi double %23 to i32, !dbg !162
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31), !dbg !163
  br label %33, !dbg !163

33:                                               ; preds = %30, %20
  %34 = lshr i64 187327, %21, !dbg !164
  %35 = freeze i64 %34, !dbg !164
  %36 = and i64 %35, 1, !dbg !164
  %37 = icmp eq i64 %36, 0, !dbg !164
  br i1 %37, label %43, label %38, !dbg !166

38:                                               ; preds = %33
  %39 = trunc nuw nsw i64 %21 to i32, !dbg !166
  switch i32 %39, label %40 [
    i32 17, label %56
    i32 15, label %45
  ], !dbg !166

40:                                               ; preds = %38
  %41 = fptoui double %23 to i32, !dbg !167
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41), !dbg !168
  br label %45, !dbg !169

43:                                               ; preds = %33
  %44 = icmp eq i64 %21, 17
  br i1 %44, label %51, label %48, !dbg !169

45:                                               ; preds = %40, %38
    #dbg_value(double %23, !171, !DIExpression(), !176)
  %46 = fptosi double %23 to i64, !dbg !178
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %46), !dbg !179
  br label %56, !dbg !180

48:                                               ; preds = %43
    #dbg_value(double %23, !171, !DIExpression(), !176)
  %49 = fptosi double %23 to i64, !dbg !178
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %49), !dbg !179
  br label %51, !dbg !180

51:                                               ; preds = %43, %48
  %52 = lshr i64 75775, %21
  %53 = freeze i64 %52
  %54 = and i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %73, label %66, !dbg !182

56:                                               ; preds = %38, %45
    #dbg_value(double %23, !184, !DIExpression(), !189)
  %57 = fptoui double %23 to i64, !dbg !191
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %57), !dbg !192
  %59 = lshr i64 75775, %21
  %60 = and i64 %59, 1
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %73, label %62, !dbg !193

62:                                               ; preds = %56
    #dbg_value(double %23, !195, !DIExpression(), !200)
  %63 = fptoui double %23 to i8, !dbg !202
  %64 = zext i8 %63 to i32, !dbg !203
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %64), !dbg !204
  br label %66, !dbg !182

66:                                               ; preds = %62, %51
  %67 = trunc nuw nsw i64 %21 to i32, !dbg !182
  switch i32 %67, label %68 [
    i32 16, label %73
    i32 13, label %73
  ], !dbg !182

68:                                               ; preds = %66
  %69 = fptrunc double %23 to float, !dbg !205
    #dbg_value(float %69, !206, !DIExpression(), !211)
  %70 = fptosi float %69 to i16, !dbg !213
  %71 = sext i16 %70 to i32, !dbg !214
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %71), !dbg !215
  br label %73, !dbg !215

73:                                               ; preds = %56, %51, %66, %66, %68
  %74 = tail call i32 @putchar(i32 10), !dbg !216
  %75 = add nuw nsw i64 %21, 1, !dbg !217
    #dbg_value(i64 %75, !109, !DIExpression(), !135)
  %76 = icmp eq i64 %75, 18, !dbg !218
  br i1 %76, label %1, label %20, !dbg !136, !llvm.loop !219

77:                                               ; preds = %79
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %100), !dbg !222
  ret i32 0, !dbg !223

79:                                               ; preds = %79, %1
  %80 = phi i32 [ -50, %1 ], [ %101, %79 ]
  %81 = phi i32 [ 0, %1 ], [ %100, %79 ]
    #dbg_value(i32 %80, !130, !DIExpression(), !150)
    #dbg_value(i32 %81, !129, !DIExpression(), !139)
  %82 = sitofp i32 %80 to float, !dbg !224
  %83 = fmul float %82, 0x3FF5EB8520000000, !dbg !225
    #dbg_value(float %83, !132, !DIExpression(), !226)
  %84 = mul i32 %81, 7, !dbg !227
  %85 = fptosi float %83 to i32, !dbg !228
  %86 = add i32 %84, %85, !dbg !229
  %87 = fcmp ogt float %83, 0.000000e+00, !dbg !230
  %88 = select i1 %87, float %83, float 0.000000e+00, !dbg !230
  %89 = fptoui float %88 to i32, !dbg !230
  %90 = add i32 %86, %89, !dbg !231
    #dbg_value(i32 %90, !129, !DIExpression(), !139)
  %91 = or disjoint i32 %80, 1, !dbg !232
    #dbg_value(i32 %91, !130, !DIExpression(), !150)
  %92 = sitofp i32 %91 to float, !dbg !224
  %93 = fmul float %92, 0x3FF5EB8520000000, !dbg !225
    #dbg_value(float %93, !132, !DIExpression(), !226)
  %94 = mul i32 %90, 7, !dbg !227
  %95 = fptosi float %93 to i32, !dbg !228
  %96 = add i32 %94, %95, !dbg !229
  %97 = fcmp ogt float %93, 0.000000e+00, !dbg !230
  %98 = select i1 %97, float %93, float 0.000000e+00, !dbg !230
  %99 = fptoui float %98 to i32, !dbg !230
  %100 = add i32 %96, %99, !dbg !231
    #dbg_value(i32 %100, !129, !DIExpression(), !139)
  %101 = add nsw i32 %80, 2, !dbg !232
    #dbg_value(i32 %101, !130, !DIExpression(), !150)
  %102 = icmp eq i32 %101, 50, !dbg !233
  br i1 %102, label %77, label %79, !dbg !151, !llvm.loop !234
}

; Function Attrs: nofree nounwind
declare !dbg !236 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_int_casts.c", directory: ".", checksumkind: CSK_MD5, checksum: "d37d57dbe83effd6c4fb5e17b2f2f8f8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 10)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 36)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 30)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 21)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 27)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !16, isLocal: true, isDefinition: true)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !63, globals: !89, splitDebugInlining: false, nameTableKind: None)
!63 = !{!64, !69, !73, !74, !75, !76, !72, !68, !77, !80, !83, !86}
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !65, line: 26, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !67, line: 41, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !70, line: 26, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !67, line: 42, baseType: !72)
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !65, line: 27, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !67, line: 44, baseType: !79)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !70, line: 27, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !67, line: 45, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !70, line: 24, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !67, line: 38, baseType: !85)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !65, line: 25, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !67, line: 39, baseType: !88)
!88 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!89 = !{!0, !7, !12, !14, !19, !21, !26, !90, !28, !33, !38, !43, !48, !53, !55, !60}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!102 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!103 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !104, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!68}
!106 = !{!107, !109, !111, !114, !116, !118, !122, !124, !125, !126, !127, !128, !129, !130, !132}
!107 = !DILocalVariable(name: "ds", scope: !103, file: !2, line: 19, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 1152, elements: !41)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 21, type: !72)
!110 = distinct !DILexicalBlock(scope: !103, file: !2, line: 21, column: 5)
!111 = !DILocalVariable(name: "d", scope: !112, file: !2, line: 22, type: !76)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 21, column: 61)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 21, column: 5)
!114 = !DILocalVariable(name: "us", scope: !103, file: !2, line: 33, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !10)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 35, type: !72)
!117 = distinct !DILexicalBlock(scope: !103, file: !2, line: 35, column: 5)
!118 = !DILocalVariable(name: "is", scope: !103, file: !2, line: 37, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 320, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 5)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 38, type: !72)
!123 = distinct !DILexicalBlock(scope: !103, file: !2, line: 38, column: 5)
!124 = !DILocalVariable(name: "f", scope: !103, file: !2, line: 40, type: !75)
!125 = !DILocalVariable(name: "fd", scope: !103, file: !2, line: 41, type: !76)
!126 = !DILocalVariable(name: "dd", scope: !103, file: !2, line: 43, type: !76)
!127 = !DILocalVariable(name: "df", scope: !103, file: !2, line: 44, type: !75)
!128 = !DILocalVariable(name: "big", scope: !103, file: !2, line: 46, type: !75)
!129 = !DILocalVariable(name: "acc", scope: !103, file: !2, line: 48, type: !72)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 49, type: !68)
!131 = distinct !DILexicalBlock(scope: !103, file: !2, line: 49, column: 5)
!132 = !DILocalVariable(name: "x", scope: !133, file: !2, line: 50, type: !75)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 49, column: 36)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 49, column: 5)
!135 = !DILocation(line: 0, scope: !110)
!136 = !DILocation(line: 21, column: 5, scope: !110)
!137 = !DILocation(line: 32, column: 5, scope: !103)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !103)
!140 = !DILocation(line: 0, scope: !117)
!141 = !DILocation(line: 36, column: 9, scope: !142)
!142 = distinct !DILexicalBlock(scope: !117, file: !2, line: 35, column: 5)
!143 = !DILocation(line: 0, scope: !123)
!144 = !DILocation(line: 38, column: 61, scope: !145)
!145 = distinct !DILexicalBlock(scope: !123, file: !2, line: 38, column: 5)
!146 = !DILocation(line: 39, column: 5, scope: !103)
!147 = !DILocation(line: 42, column: 5, scope: !103)
!148 = !DILocation(line: 45, column: 5, scope: !103)
!149 = !DILocation(line: 47, column: 5, scope: !103)
!150 = !DILocation(line: 0, scope: !131)
!151 = !DILocation(line: 49, column: 5, scope: !131)
!152 = !DILocation(line: 22, column: 20, scope: !112)
!153 = !{!154, !154, i64 0}
!154 = !{!"double", !155, i64 0}
!155 = !{!"omnipotent char", !156, i64 0}
!156 = !{!"Simple C/C++ TBAA"}
!157 = !DILocation(line: 0, scope: !112)
!158 = !DILocation(line: 23, column: 9, scope: !112)
!159 = !DILocation(line: 24, column: 15, scope: !160)
!160 = distinct !DILexicalBlock(scope: !112, file: !2, line: 24, column: 13)
!161 = !DILocation(line: 24, column: 31, scope: !160)
!162 = !DILocation(line: 24, column: 70, scope: !160)
!163 = !DILocation(line: 24, column: 52, scope: !160)
!164 = !DILocation(line: 25, column: 15, scope: !165)
!165 = distinct !DILexicalBlock(scope: !112, file: !2, line: 25, column: 13)
!166 = !DILocation(line: 25, column: 22, scope: !165)
!167 = !DILocation(line: 25, column: 61, scope: !165)
!168 = !DILocation(line: 25, column: 43, scope: !165)
!169 = !DILocation(line: 26, column: 44, scope: !170)
!170 = distinct !DILexicalBlock(scope: !112, file: !2, line: 26, column: 13)
!171 = !DILocalVariable(name: "d", arg: 1, scope: !172, file: !2, line: 8, type: !76)
!172 = distinct !DISubprogram(name: "d2i64", scope: !2, file: !2, line: 8, type: !173, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!77, !76}
!175 = !{!171}
!176 = !DILocation(line: 0, scope: !172, inlinedAt: !177)
!177 = distinct !DILocation(line: 26, column: 105, scope: !170)
!178 = !DILocation(line: 8, column: 41, scope: !172, inlinedAt: !177)
!179 = !DILocation(line: 26, column: 74, scope: !170)
!180 = !DILocation(line: 27, column: 22, scope: !181)
!181 = distinct !DILexicalBlock(scope: !112, file: !2, line: 27, column: 13)
!182 = !DILocation(line: 29, column: 26, scope: !183)
!183 = distinct !DILexicalBlock(scope: !112, file: !2, line: 29, column: 13)
!184 = !DILocalVariable(name: "d", arg: 1, scope: !185, file: !2, line: 9, type: !76)
!185 = distinct !DISubprogram(name: "d2u64", scope: !2, file: !2, line: 9, type: !186, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!80, !76}
!188 = !{!184}
!189 = !DILocation(line: 0, scope: !185, inlinedAt: !190)
!190 = distinct !DILocation(line: 27, column: 93, scope: !181)
!191 = !DILocation(line: 9, column: 42, scope: !185, inlinedAt: !190)
!192 = !DILocation(line: 27, column: 53, scope: !181)
!193 = !DILocation(line: 28, column: 22, scope: !194)
!194 = distinct !DILexicalBlock(scope: !112, file: !2, line: 28, column: 13)
!195 = !DILocalVariable(name: "d", arg: 1, scope: !196, file: !2, line: 10, type: !76)
!196 = distinct !DISubprogram(name: "d2u8", scope: !2, file: !2, line: 10, type: !197, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!83, !76}
!199 = !{!195}
!200 = !DILocation(line: 0, scope: !196, inlinedAt: !201)
!201 = distinct !DILocation(line: 28, column: 53, scope: !194)
!202 = !DILocation(line: 10, column: 40, scope: !196, inlinedAt: !201)
!203 = !DILocation(line: 28, column: 53, scope: !194)
!204 = !DILocation(line: 28, column: 36, scope: !194)
!205 = !DILocation(line: 29, column: 66, scope: !183)
!206 = !DILocalVariable(name: "f", arg: 1, scope: !207, file: !2, line: 11, type: !75)
!207 = distinct !DISubprogram(name: "f2i16", scope: !2, file: !2, line: 11, type: !208, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!86, !75}
!210 = !{!206}
!211 = !DILocation(line: 0, scope: !207, inlinedAt: !212)
!212 = distinct !DILocation(line: 29, column: 60, scope: !183)
!213 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !212)
!214 = !DILocation(line: 29, column: 60, scope: !183)
!215 = !DILocation(line: 29, column: 42, scope: !183)
!216 = !DILocation(line: 30, column: 9, scope: !112)
!217 = !DILocation(line: 21, column: 57, scope: !113)
!218 = !DILocation(line: 21, column: 28, scope: !113)
!219 = distinct !{!219, !136, !220, !221}
!220 = !DILocation(line: 31, column: 5, scope: !110)
!221 = !{!"llvm.loop.mustprogress"}
!222 = !DILocation(line: 53, column: 5, scope: !103)
!223 = !DILocation(line: 54, column: 5, scope: !103)
!224 = !DILocation(line: 50, column: 19, scope: !133)
!225 = !DILocation(line: 50, column: 28, scope: !133)
!226 = !DILocation(line: 0, scope: !133)
!227 = !DILocation(line: 51, column: 19, scope: !133)
!228 = !DILocation(line: 51, column: 35, scope: !133)
!229 = !DILocation(line: 51, column: 23, scope: !133)
!230 = !DILocation(line: 51, column: 55, scope: !133)
!231 = !DILocation(line: 51, column: 42, scope: !133)
!232 = !DILocation(line: 49, column: 32, scope: !134)
!233 = !DILocation(line: 49, column: 25, scope: !134)
!234 = distinct !{!234, !151, !235, !221}
!235 = !DILocation(line: 52, column: 5, scope: !131)
!236 = !DISubprogram(name: "printf", scope: !237, file: !237, line: 356, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!238 = !DISubroutineType(types: !239)
!239 = !{!68, !240, null}
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
