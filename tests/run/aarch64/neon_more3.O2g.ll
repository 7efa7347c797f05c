; ModuleID = 'tests/run/aarch64/neon_more3.c'
source_filename = "tests/run/aarch64/neon_more3.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"addv %a %a %a %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c"cagt %x %x %x %x cage %x %x %x %x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"calt %llx %llx cagts %x %x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"qmovn %u %u %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"qdmull %lld %lld %lld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"half %a %a %a %a\0A\00", align 1, !dbg !27

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @addv4(<4 x float> noundef %0) local_unnamed_addr #0 !dbg !88 {
    #dbg_value(<4 x float> %0, !92, !DIExpression(), !93)
  %2 = tail call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %0), !dbg !94
  ret float %2, !dbg !95
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @addv2(<2 x float> noundef %0) local_unnamed_addr #0 !dbg !96 {
    #dbg_value(<2 x float> %0, !102, !DIExpression(), !103)
  %2 = tail call float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float> %0), !dbg !104
  ret float %2, !dbg !105
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @addv2d(<2 x double> noundef %0) local_unnamed_addr #0 !dbg !106 {
    #dbg_value(<2 x double> %0, !112, !DIExpression(), !113)
  %2 = tail call double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double> %0), !dbg !114
  ret double %2, !dbg !115
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @cagt(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(<4 x float> %0, !120, !DIExpression(), !122)
    #dbg_value(<4 x float> %1, !121, !DIExpression(), !122)
  %3 = tail call <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float> %0, <4 x float> %1), !dbg !123
  ret <4 x i32> %3, !dbg !124
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @cage(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 !dbg !125 {
    #dbg_value(<4 x float> %0, !127, !DIExpression(), !129)
    #dbg_value(<4 x float> %1, !128, !DIExpression(), !129)
  %3 = tail call <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float> %0, <4 x float> %1), !dbg !130
  ret <4 x i32> %3, !dbg !131
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x i64> @calt(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #0 !dbg !132 {
    #dbg_value(<2 x double> %0, !136, !DIExpression(), !138)
    #dbg_value(<2 x double> %1, !137, !DIExpression(), !138)
  %3 = tail call <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double> %1, <2 x double> %0), !dbg !139
  ret <2 x i64> %3, !dbg !140
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @cagts(float noundef %0, float noundef %1) local_unnamed_addr #0 !dbg !141 {
    #dbg_value(float %0, !145, !DIExpression(), !147)
    #dbg_value(float %1, !146, !DIExpression(), !147)
  %3 = tail call i32 @llvm.aarch64.neon.facgt.i32.f32(float %0, float %1), !dbg !148
  ret i32 %3, !dbg !149
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @qmovn_u(i64 noundef %0) local_unnamed_addr #0 !dbg !150 {
    #dbg_value(i64 %0, !154, !DIExpression(), !155)
  %2 = tail call i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64 %0), !dbg !156
  ret i32 %2, !dbg !157
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @qmovn_s(i64 noundef %0) local_unnamed_addr #0 !dbg !158 {
    #dbg_value(i64 %0, !162, !DIExpression(), !163)
  %2 = tail call i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64 %0), !dbg !164
  ret i32 %2, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @qdmull(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !166 {
    #dbg_value(i32 %0, !170, !DIExpression(), !172)
    #dbg_value(i32 %1, !171, !DIExpression(), !172)
  %3 = tail call i64 @llvm.aarch64.neon.sqdmulls.scalar(i32 %0, i32 %1), !dbg !173
  ret i64 %3, !dbg !174
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @h2f(<4 x half> noundef %0) local_unnamed_addr #0 !dbg !175 {
    #dbg_value(<4 x half> %0, !179, !DIExpression(), !180)
  %2 = bitcast <4 x half> %0 to <4 x i16>, !dbg !181
  %3 = tail call <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16> %2), !dbg !181
  ret <4 x float> %3, !dbg !182
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x half> @f2h(<4 x float> noundef %0) local_unnamed_addr #0 !dbg !183 {
    #dbg_value(<4 x float> %0, !187, !DIExpression(), !188)
  %2 = tail call <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float> %0), !dbg !189
  %3 = bitcast <4 x i16> %2 to <4 x half>, !dbg !189
  ret <4 x half> %3, !dbg !190
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !191 {
    #dbg_value(<4 x float> <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, !195, !DIExpression(), !206)
    #dbg_value(<4 x float> <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>, !196, !DIExpression(), !206)
    #dbg_value(<2 x float> <float 0x3FB99999A0000000, float 0x3FC99999A0000000>, !197, !DIExpression(), !206)
    #dbg_value(<2 x double> <double 1.000000e+300, double -3.250000e+00>, !198, !DIExpression(), !206)
    #dbg_value(<2 x double> <double -1.000000e+301, double 3.250000e+00>, !199, !DIExpression(), !206)
  %1 = tail call float @addv4(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>), !dbg !207
  %2 = fpext float %1 to double, !dbg !207
  %3 = tail call float @addv4(<4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>), !dbg !208
  %4 = fpext float %3 to double, !dbg !208
  %5 = tail call float @addv2(<2 x float> noundef <float 0x3FB99999A0000000, float 0x3FC99999A0000000>), !dbg !209
  %6 = fpext float %5 to double, !dbg !209
  %7 = tail call double @addv2d(<2 x double> noundef <double 1.000000e+300, double -3.250000e+00>), !dbg !210
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2, double noundef %4, double noundef %6, double noundef %7), !dbg !211
  %9 = tail call <4 x i32> @cagt(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, <4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>), !dbg !212
    #dbg_value(<4 x i32> %9, !200, !DIExpression(), !206)
  %10 = tail call <4 x i32> @cage(<4 x float> noundef <float 1.000000e+08, float 1.000000e+00, float -1.000000e+08, float 3.500000e+00>, <4 x float> noundef <float -2.000000e+00, float 1.000000e+00, float 5.000000e-01, float -3.500000e+00>), !dbg !213
    #dbg_value(<4 x i32> %10, !201, !DIExpression(), !206)
  %11 = tail call <2 x i64> @calt(<2 x double> noundef <double 1.000000e+300, double -3.250000e+00>, <2 x double> noundef <double -1.000000e+301, double 3.250000e+00>), !dbg !214
    #dbg_value(<2 x i64> %11, !202, !DIExpression(), !206)
  %12 = extractelement <4 x i32> %9, i64 0, !dbg !215
  %13 = extractelement <4 x i32> %9, i64 1, !dbg !216
  %14 = extractelement <4 x i32> %9, i64 2, !dbg !217
  %15 = extractelement <4 x i32> %9, i64 3, !dbg !218
  %16 = extractelement <4 x i32> %10, i64 0, !dbg !219
  %17 = extractelement <4 x i32> %10, i64 1, !dbg !220
  %18 = extractelement <4 x i32> %10, i64 2, !dbg !221
  %19 = extractelement <4 x i32> %10, i64 3, !dbg !222
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19), !dbg !223
  %21 = extractelement <2 x i64> %11, i64 0, !dbg !224
  %22 = extractelement <2 x i64> %11, i64 1, !dbg !225
  %23 = tail call i32 @cagts(float noundef -3.000000e+00, float noundef 2.000000e+00), !dbg !226
  %24 = tail call i32 @cagts(float noundef 1.000000e+00, float noundef -1.000000e+00), !dbg !227
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %21, i64 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !228
  %26 = tail call i32 @qmovn_u(i64 noundef 5000000000), !dbg !229
  %27 = tail call i32 @qmovn_u(i64 noundef 77), !dbg !230
  %28 = tail call i32 @qmovn_s(i64 noundef -5000000000), !dbg !231
  %29 = tail call i32 @qmovn_s(i64 noundef 5000000000), !dbg !232
  %30 = tail call i32 @qmovn_s(i64 noundef -12), !dbg !233
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30), !dbg !234
  %32 = tail call i64 @qdmull(i32 noundef -2147483648, i32 noundef -2147483648), !dbg !235
  %33 = tail call i64 @qdmull(i32 noundef 3, i32 noundef -4), !dbg !236
  %34 = tail call i64 @qdmull(i32 noundef 2147483647, i32 noundef 2147483647), !dbg !237
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %32, i64 noundef %33, i64 noundef %34), !dbg !238
    #dbg_value(<4 x float> <float 6.550400e+04, float 0x3E45798EE0000000, float 0xBFD55553E0000000, float 7.000000e+04>, !203, !DIExpression(), !206)
  %36 = tail call <4 x half> @f2h(<4 x float> noundef <float 6.550400e+04, float 0x3E45798EE0000000, float 0xBFD55553E0000000, float 7.000000e+04>), !dbg !239
    #dbg_value(<4 x half> %36, !204, !DIExpression(), !206)
  %37 = tail call <4 x float> @h2f(<4 x half> noundef %36), !dbg !240
    #dbg_value(<4 x float> %37, !205, !DIExpression(), !206)
  %38 = extractelement <4 x float> %37, i64 0, !dbg !241
  %39 = fpext float %38 to double, !dbg !241
  %40 = extractelement <4 x float> %37, i64 1, !dbg !242
  %41 = fpext float %40 to double, !dbg !242
  %42 = extractelement <4 x float> %37, i64 2, !dbg !243
  %43 = fpext float %42 to double, !dbg !243
  %44 = extractelement <4 x float> %37, i64 3, !dbg !244
  %45 = fpext float %44 to double, !dbg !244
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %39, double noundef %41, double noundef %43, double noundef %45), !dbg !245
  ret i32 0, !dbg !246
}

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v2f32(<2 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.aarch64.neon.faddv.f64.v2f64(<2 x double>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facgt.v4i32.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.facge.v4i32.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.facgt.v2i64.v2f64(<2 x double>, <2 x double>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.facgt.i32.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.uqxtn.i32.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.scalar.sqxtn.i32.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqdmulls.scalar(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvthf2fp(<4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.vcvtfp2hf(<4 x float>) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/neon_more3.c", directory: ".", checksumkind: CSK_MD5, checksum: "b13d076b655ca14c00263b2e918da0e8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !78, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !36, !38, !47, !55, !40, !62, !65, !68, !70, !74}
!31 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32_t", file: !34, line: 17, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_vector_types.h", directory: "", checksumkind: CSK_MD5, checksum: "ac4605be3d103eca65154e6a5d03f0f2")
!35 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64_t", file: !34, line: 20, baseType: !37)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x4_t", file: !34, line: 36, baseType: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 128, flags: DIFlagVector, elements: !45)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !41, line: 26, baseType: !42)
!41 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !43, line: 42, baseType: !44)
!43 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x16_t", file: !34, line: 24, baseType: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, flags: DIFlagVector, elements: !53)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !50, line: 24, baseType: !51)
!50 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !43, line: 37, baseType: !52)
!52 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64x2_t", file: !34, line: 38, baseType: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, flags: DIFlagVector, elements: !60)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !43, line: 45, baseType: !59)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !50, line: 26, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !43, line: 41, baseType: !64)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !50, line: 27, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !43, line: 44, baseType: !67)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4_t", file: !34, line: 42, baseType: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 128, flags: DIFlagVector, elements: !45)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x8_t", file: !34, line: 23, baseType: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 64, flags: DIFlagVector, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 8)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "float16x4_t", file: !34, line: 39, baseType: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 64, flags: DIFlagVector, elements: !45)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "float16_t", file: !34, line: 18, baseType: !77)
!77 = !DIBasicType(name: "__fp16", size: 16, encoding: DW_ATE_float)
!78 = !{!0, !7, !12, !17, !22, !27}
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 7, !"frame-pointer", i32 1}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DISubprogram(name: "addv4", scope: !2, file: !2, line: 8, type: !89, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!35, !68}
!91 = !{!92}
!92 = !DILocalVariable(name: "a", arg: 1, scope: !88, file: !2, line: 8, type: !68)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 8, column: 63, scope: !88)
!95 = !DILocation(line: 8, column: 56, scope: !88)
!96 = distinct !DISubprogram(name: "addv2", scope: !2, file: !2, line: 9, type: !97, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!35, !99}
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x2_t", file: !34, line: 41, baseType: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 64, flags: DIFlagVector, elements: !60)
!101 = !{!102}
!102 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !2, line: 9, type: !99)
!103 = !DILocation(line: 0, scope: !96)
!104 = !DILocation(line: 9, column: 63, scope: !96)
!105 = !DILocation(line: 9, column: 56, scope: !96)
!106 = distinct !DISubprogram(name: "addv2d", scope: !2, file: !2, line: 10, type: !107, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !111)
!107 = !DISubroutineType(types: !108)
!108 = !{!37, !109}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64x2_t", file: !34, line: 45, baseType: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, flags: DIFlagVector, elements: !60)
!111 = !{!112}
!112 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !2, line: 10, type: !109)
!113 = !DILocation(line: 0, scope: !106)
!114 = !DILocation(line: 10, column: 65, scope: !106)
!115 = !DILocation(line: 10, column: 58, scope: !106)
!116 = distinct !DISubprogram(name: "cagt", scope: !2, file: !2, line: 11, type: !117, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!38, !68, !68}
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "a", arg: 1, scope: !116, file: !2, line: 11, type: !68)
!121 = !DILocalVariable(name: "b", arg: 2, scope: !116, file: !2, line: 11, type: !68)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 11, column: 82, scope: !116)
!124 = !DILocation(line: 11, column: 75, scope: !116)
!125 = distinct !DISubprogram(name: "cage", scope: !2, file: !2, line: 12, type: !117, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !126)
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !2, line: 12, type: !68)
!128 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !2, line: 12, type: !68)
!129 = !DILocation(line: 0, scope: !125)
!130 = !DILocation(line: 12, column: 82, scope: !125)
!131 = !DILocation(line: 12, column: 75, scope: !125)
!132 = distinct !DISubprogram(name: "calt", scope: !2, file: !2, line: 13, type: !133, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!55, !109, !109}
!135 = !{!136, !137}
!136 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !2, line: 13, type: !109)
!137 = !DILocalVariable(name: "b", arg: 2, scope: !132, file: !2, line: 13, type: !109)
!138 = !DILocation(line: 0, scope: !132)
!139 = !DILocation(line: 13, column: 82, scope: !132)
!140 = !DILocation(line: 13, column: 75, scope: !132)
!141 = distinct !DISubprogram(name: "cagts", scope: !2, file: !2, line: 14, type: !142, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!40, !35, !35}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "a", arg: 1, scope: !141, file: !2, line: 14, type: !35)
!146 = !DILocalVariable(name: "b", arg: 2, scope: !141, file: !2, line: 14, type: !35)
!147 = !DILocation(line: 0, scope: !141)
!148 = !DILocation(line: 14, column: 69, scope: !141)
!149 = !DILocation(line: 14, column: 62, scope: !141)
!150 = distinct !DISubprogram(name: "qmovn_u", scope: !2, file: !2, line: 15, type: !151, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!40, !57}
!153 = !{!154}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !150, file: !2, line: 15, type: !57)
!155 = !DILocation(line: 0, scope: !150)
!156 = !DILocation(line: 15, column: 65, scope: !150)
!157 = !DILocation(line: 15, column: 58, scope: !150)
!158 = distinct !DISubprogram(name: "qmovn_s", scope: !2, file: !2, line: 16, type: !159, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!62, !65}
!161 = !{!162}
!162 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !2, line: 16, type: !65)
!163 = !DILocation(line: 0, scope: !158)
!164 = !DILocation(line: 16, column: 63, scope: !158)
!165 = !DILocation(line: 16, column: 56, scope: !158)
!166 = distinct !DISubprogram(name: "qdmull", scope: !2, file: !2, line: 17, type: !167, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!65, !62, !62}
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !2, line: 17, type: !62)
!171 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !2, line: 17, type: !62)
!172 = !DILocation(line: 0, scope: !166)
!173 = !DILocation(line: 17, column: 73, scope: !166)
!174 = !DILocation(line: 17, column: 66, scope: !166)
!175 = distinct !DISubprogram(name: "h2f", scope: !2, file: !2, line: 18, type: !176, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!68, !74}
!178 = !{!179}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 18, type: !74)
!180 = !DILocation(line: 0, scope: !175)
!181 = !DILocation(line: 18, column: 67, scope: !175)
!182 = !DILocation(line: 18, column: 60, scope: !175)
!183 = distinct !DISubprogram(name: "f2h", scope: !2, file: !2, line: 19, type: !184, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!74, !68}
!186 = !{!187}
!187 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !2, line: 19, type: !68)
!188 = !DILocation(line: 0, scope: !183)
!189 = !DILocation(line: 19, column: 67, scope: !183)
!190 = !DILocation(line: 19, column: 60, scope: !183)
!191 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !192, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!64}
!194 = !{!195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205}
!195 = !DILocalVariable(name: "a", scope: !191, file: !2, line: 22, type: !68)
!196 = !DILocalVariable(name: "b", scope: !191, file: !2, line: 22, type: !68)
!197 = !DILocalVariable(name: "c", scope: !191, file: !2, line: 23, type: !99)
!198 = !DILocalVariable(name: "d", scope: !191, file: !2, line: 24, type: !109)
!199 = !DILocalVariable(name: "e", scope: !191, file: !2, line: 24, type: !109)
!200 = !DILocalVariable(name: "g", scope: !191, file: !2, line: 26, type: !38)
!201 = !DILocalVariable(name: "h", scope: !191, file: !2, line: 26, type: !38)
!202 = !DILocalVariable(name: "l", scope: !191, file: !2, line: 27, type: !55)
!203 = !DILocalVariable(name: "big", scope: !191, file: !2, line: 35, type: !68)
!204 = !DILocalVariable(name: "hs", scope: !191, file: !2, line: 36, type: !74)
!205 = !DILocalVariable(name: "back", scope: !191, file: !2, line: 37, type: !68)
!206 = !DILocation(line: 0, scope: !191)
!207 = !DILocation(line: 25, column: 32, scope: !191)
!208 = !DILocation(line: 25, column: 42, scope: !191)
!209 = !DILocation(line: 25, column: 52, scope: !191)
!210 = !DILocation(line: 25, column: 62, scope: !191)
!211 = !DILocation(line: 25, column: 3, scope: !191)
!212 = !DILocation(line: 26, column: 18, scope: !191)
!213 = !DILocation(line: 26, column: 34, scope: !191)
!214 = !DILocation(line: 27, column: 18, scope: !191)
!215 = !DILocation(line: 28, column: 49, scope: !191)
!216 = !DILocation(line: 28, column: 55, scope: !191)
!217 = !DILocation(line: 28, column: 61, scope: !191)
!218 = !DILocation(line: 28, column: 67, scope: !191)
!219 = !DILocation(line: 28, column: 73, scope: !191)
!220 = !DILocation(line: 28, column: 79, scope: !191)
!221 = !DILocation(line: 28, column: 85, scope: !191)
!222 = !DILocation(line: 28, column: 91, scope: !191)
!223 = !DILocation(line: 28, column: 3, scope: !191)
!224 = !DILocation(line: 29, column: 62, scope: !191)
!225 = !DILocation(line: 29, column: 88, scope: !191)
!226 = !DILocation(line: 29, column: 94, scope: !191)
!227 = !DILocation(line: 30, column: 10, scope: !191)
!228 = !DILocation(line: 29, column: 3, scope: !191)
!229 = !DILocation(line: 31, column: 36, scope: !191)
!230 = !DILocation(line: 31, column: 60, scope: !191)
!231 = !DILocation(line: 31, column: 73, scope: !191)
!232 = !DILocation(line: 32, column: 10, scope: !191)
!233 = !DILocation(line: 32, column: 33, scope: !191)
!234 = !DILocation(line: 31, column: 3, scope: !191)
!235 = !DILocation(line: 33, column: 48, scope: !191)
!236 = !DILocation(line: 33, column: 101, scope: !191)
!237 = !DILocation(line: 34, column: 21, scope: !191)
!238 = !DILocation(line: 33, column: 3, scope: !191)
!239 = !DILocation(line: 36, column: 20, scope: !191)
!240 = !DILocation(line: 37, column: 22, scope: !191)
!241 = !DILocation(line: 38, column: 32, scope: !191)
!242 = !DILocation(line: 38, column: 41, scope: !191)
!243 = !DILocation(line: 38, column: 50, scope: !191)
!244 = !DILocation(line: 38, column: 59, scope: !191)
!245 = !DILocation(line: 38, column: 3, scope: !191)
!246 = !DILocation(line: 39, column: 3, scope: !191)
!247 = !DISubprogram(name: "printf", scope: !248, file: !248, line: 356, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DISubroutineType(types: !250)
!250 = !{!64, !251, null}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
