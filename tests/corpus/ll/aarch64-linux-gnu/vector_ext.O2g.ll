; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"cmp a<b\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"shuffle\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"shl\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"shr\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [11 x i8] c"and/or/xor\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"mod\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [28 x i8] c"unsigned shr = %u %u %u %u\0A\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [28 x i8] c"lerp = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"convert\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [28 x i8] c"back = %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [18 x i8] c"v2df = %.3f %.3f\0A\00", align 1, !dbg !41
@.str.13 = private unnamed_addr constant [16 x i8] c"v8hi hash = %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [17 x i8] c"v16qu hash = %u\0A\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [28 x i8] c"v4di = %lld %lld %lld %lld\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [17 x i8] c"v8sf sum = %.4f\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [16 x i8] c"mem = %d %d %d\0A\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [23 x i8] c"%s = {%d, %d, %d, %d}\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !86 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !91, !DIExpression(), !144)
    #dbg_value(<4 x i32> <i32 5, i32 6, i32 -7, i32 8>, !94, !DIExpression(), !144)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !95, !DIExpression(), !144)
    #dbg_value(ptr @.str, !145, !DIExpression(), !153)
    #dbg_value(<4 x i32> <i32 105, i32 188, i32 279, i32 368>, !152, !DIExpression(), !153)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, i32 noundef 105, i32 noundef 188, i32 noundef 279, i32 noundef 368), !dbg !155
    #dbg_value(ptr @.str.1, !145, !DIExpression(), !156)
    #dbg_value(<4 x i32> <i32 -1, i32 -1, i32 0, i32 -1>, !152, !DIExpression(), !156)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef -1), !dbg !158
    #dbg_value(ptr @.str.2, !145, !DIExpression(), !159)
    #dbg_value(<4 x i32> <i32 8, i32 1, i32 6, i32 3>, !152, !DIExpression(), !159)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, i32 noundef 8, i32 noundef 1, i32 noundef 6, i32 noundef 3), !dbg !161
    #dbg_value(ptr @.str.3, !145, !DIExpression(), !162)
    #dbg_value(<4 x i32> <i32 4, i32 -8, i32 12, i32 -16>, !152, !DIExpression(), !162)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef -8, i32 noundef 12, i32 noundef -16), !dbg !164
    #dbg_value(ptr @.str.4, !145, !DIExpression(), !165)
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 -4, i32 4>, !152, !DIExpression(), !165)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef 3, i32 noundef -4, i32 noundef 4), !dbg !167
    #dbg_value(ptr @.str.5, !145, !DIExpression(), !168)
    #dbg_value(<4 x i32> <i32 101, i32 -202, i32 303, i32 -404>, !152, !DIExpression(), !168)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, i32 noundef 101, i32 noundef -202, i32 noundef 303, i32 noundef -404), !dbg !170
    #dbg_value(ptr @.str.6, !145, !DIExpression(), !171)
    #dbg_value(<4 x i32> <i32 20, i32 33, i32 -42, i32 50>, !152, !DIExpression(), !171)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, i32 noundef 20, i32 noundef 33, i32 noundef -42, i32 noundef 50), !dbg !173
    #dbg_value(ptr @.str.7, !145, !DIExpression(), !174)
    #dbg_value(<4 x i32> <i32 0, i32 2, i32 6, i32 0>, !152, !DIExpression(), !174)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 2, i32 noundef 6, i32 noundef 0), !dbg !176
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !96, !DIExpression(), !144)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 15, i32 noundef 0, i32 noundef 15), !dbg !177
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, !97, !DIExpression(), !144)
    #dbg_value(<4 x float> <float -4.000000e+00, float 8.000000e+00, float 5.000000e-01, float 1.000000e+01>, !101, !DIExpression(), !144)
    #dbg_value(<4 x float> <float -2.500000e-01, float 3.500000e+00, float 2.375000e+00, float 5.500000e+00>, !102, !DIExpression(), !144)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -2.500000e-01, double noundef 3.500000e+00, double noundef 2.375000e+00, double noundef 5.500000e+00), !dbg !178
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !103, !DIExpression(), !144)
    #dbg_value(ptr @.str.10, !145, !DIExpression(), !179)
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !152, !DIExpression(), !179)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, i32 noundef -6, i32 noundef 12, i32 noundef 0, i32 noundef 15), !dbg !181
    #dbg_value(<4 x float> <float 1.000000e+00, float -2.000000e+00, float 3.000000e+00, float -4.000000e+00>, !104, !DIExpression(), !144)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00, double noundef -4.000000e+00), !dbg !182
    #dbg_value(<2 x double> <double 3.250000e+00, double 7.250000e+00>, !105, !DIExpression(), !144)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 3.250000e+00, double noundef 7.250000e+00), !dbg !183
    #dbg_value(<8 x i16> <i16 -7, i16 -3, i16 3, i16 11, i16 21, i16 33, i16 47, i16 63>, !110, !DIExpression(), !144)
    #dbg_value(i32 0, !114, !DIExpression(), !144)
    #dbg_value(i32 0, !114, !DIExpression(), !144)
    #dbg_value(i32 -7, !114, !DIExpression(), !144)
    #dbg_value(i32 -24, !114, !DIExpression(), !144)
    #dbg_value(i32 -69, !114, !DIExpression(), !144)
    #dbg_value(i32 -196, !114, !DIExpression(), !144)
    #dbg_value(i32 -567, !114, !DIExpression(), !144)
    #dbg_value(i32 -1668, !114, !DIExpression(), !144)
    #dbg_value(i32 -4957, !114, !DIExpression(), !144)
    #dbg_value(i32 -14808, !114, !DIExpression(), !144)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -14808), !dbg !184
    #dbg_value(<16 x i8> undef, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> undef, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 undef, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 undef, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 undef, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 undef>, !117, !DIExpression(), !144)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, !117, !DIExpression(), !144)
    #dbg_value(i32 0, !122, !DIExpression(), !144)
    #dbg_value(i32 0, !122, !DIExpression(), !144)
    #dbg_value(i32 0, !122, !DIExpression(), !144)
    #dbg_value(i32 74, !122, !DIExpression(), !144)
    #dbg_value(i32 666, !122, !DIExpression(), !144)
    #dbg_value(i32 4884, !122, !DIExpression(), !144)
    #dbg_value(i32 34228, !122, !DIExpression(), !144)
    #dbg_value(i32 239710, !122, !DIExpression(), !144)
    #dbg_value(i32 1678158, !122, !DIExpression(), !144)
    #dbg_value(i32 11747112, !122, !DIExpression(), !144)
    #dbg_value(i32 82229864, !122, !DIExpression(), !144)
    #dbg_value(i32 575609202, !122, !DIExpression(), !144)
    #dbg_value(i32 -265702654, !122, !DIExpression(), !144)
    #dbg_value(i32 -1859918532, !122, !DIExpression(), !144)
    #dbg_value(i32 -134527716, !122, !DIExpression(), !144)
    #dbg_value(i32 -941693818, !122, !DIExpression(), !144)
    #dbg_value(i32 1998077878, !122, !DIExpression(), !144)
    #dbg_value(i32 1101643344, !122, !DIExpression(), !144)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1101643344), !dbg !185
    #dbg_value(<4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -1125899906842624>, !125, !DIExpression(), !144)
    #dbg_value(<4 x i64> <i64 3, i64 4, i64 5, i64 6>, !129, !DIExpression(), !144)
    #dbg_value(<4 x i64> <i64 -10, i64 -23, i64 1236950581233, i64 -1266637395197970>, !130, !DIExpression(), !144)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef -10, i64 noundef -23, i64 noundef 1236950581233, i64 noundef -1266637395197970), !dbg !186
    #dbg_value(<8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, !131, !DIExpression(), !144)
    #dbg_value(<8 x float> <float 8.000000e+00, float 7.000000e+00, float 6.000000e+00, float 5.000000e+00, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00>, !134, !DIExpression(), !144)
    #dbg_value(<8 x float> <float 0x401F8E38E0000000, float 1.375000e+01, float 0x4031924920000000, float 0x4033555560000000, float 1.900000e+01, float 1.650000e+01, float 0x4027555560000000, float 4.000000e+00>, !135, !DIExpression(), !144)
    #dbg_value(float 0.000000e+00, !136, !DIExpression(), !144)
    #dbg_value(float 0.000000e+00, !136, !DIExpression(), !144)
    #dbg_value(float 0x401F8E38E0000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x4035A38E40000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x40439AEBC0000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x404D459680000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x405362CB40000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x405782CB40000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x405A6D75E0000000, !136, !DIExpression(), !144)
    #dbg_value(float 0x405B6D75E0000000, !136, !DIExpression(), !144)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x405B6D75E0000000), !dbg !187
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !141, !DIExpression(), !144)
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !144)
    #dbg_value(<3 x i32> poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 96), !144)
    #dbg_value(i32 400, !139, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !144)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6, i32 noundef 4, i32 noundef 400), !dbg !188
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 -1, i32 0>, !142, !DIExpression(), !144)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !143, !DIExpression(), !144)
    #dbg_value(ptr @.str.18, !145, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !152, !DIExpression(), !189)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !191
  ret i32 0, !dbg !192
}

; Function Attrs: nofree nounwind
declare !dbg !193 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/vector_ext.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6ff3b29039c972a240f50d6fdaaca29")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 11)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !16, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !16, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 28)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !32, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !32, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 18)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 17)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !32, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !48, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !16, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 23)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !76, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !74, !75}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4su", file: !2, line: 6, baseType: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, flags: DIFlagVector, elements: !17)
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!76 = !{!0, !7, !12, !14, !19, !21, !26, !28, !30, !35, !37, !39, !41, !46, !51, !56, !58, !60, !62, !64}
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 7, !"frame-pointer", i32 1}
!84 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !87, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !90)
!87 = !DISubroutineType(types: !88)
!88 = !{!89}
!89 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!90 = !{!91, !94, !95, !96, !97, !101, !102, !103, !104, !105, !110, !114, !115, !117, !120, !122, !123, !125, !129, !130, !131, !134, !135, !136, !137, !139, !141, !142, !143}
!91 = !DILocalVariable(name: "a", scope: !86, file: !2, line: 22, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 5, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 128, flags: DIFlagVector, elements: !17)
!94 = !DILocalVariable(name: "b", scope: !86, file: !2, line: 22, type: !92)
!95 = !DILocalVariable(name: "c", scope: !86, file: !2, line: 22, type: !92)
!96 = !DILocalVariable(name: "ua", scope: !86, file: !2, line: 31, type: !71)
!97 = !DILocalVariable(name: "fa", scope: !86, file: !2, line: 33, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !2, line: 7, baseType: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 128, flags: DIFlagVector, elements: !17)
!100 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!101 = !DILocalVariable(name: "fb", scope: !86, file: !2, line: 33, type: !98)
!102 = !DILocalVariable(name: "l", scope: !86, file: !2, line: 34, type: !98)
!103 = !DILocalVariable(name: "conv", scope: !86, file: !2, line: 36, type: !92)
!104 = !DILocalVariable(name: "back", scope: !86, file: !2, line: 38, type: !98)
!105 = !DILocalVariable(name: "d", scope: !86, file: !2, line: 40, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !2, line: 8, baseType: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 128, flags: DIFlagVector, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 2)
!110 = !DILocalVariable(name: "h", scope: !86, file: !2, line: 43, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8hi", file: !2, line: 9, baseType: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 128, flags: DIFlagVector, elements: !10)
!113 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!114 = !DILocalVariable(name: "hs", scope: !86, file: !2, line: 45, type: !89)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 46, type: !89)
!116 = distinct !DILexicalBlock(scope: !86, file: !2, line: 46, column: 5)
!117 = !DILocalVariable(name: "q", scope: !86, file: !2, line: 48, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qu", file: !2, line: 10, baseType: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, flags: DIFlagVector, elements: !49)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 49, type: !89)
!121 = distinct !DILexicalBlock(scope: !86, file: !2, line: 49, column: 5)
!122 = !DILocalVariable(name: "qs", scope: !86, file: !2, line: 51, type: !73)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 52, type: !89)
!124 = distinct !DILexicalBlock(scope: !86, file: !2, line: 52, column: 5)
!125 = !DILocalVariable(name: "x", scope: !86, file: !2, line: 54, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !2, line: 11, baseType: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 256, flags: DIFlagVector, elements: !17)
!128 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!129 = !DILocalVariable(name: "y", scope: !86, file: !2, line: 54, type: !126)
!130 = !DILocalVariable(name: "z", scope: !86, file: !2, line: 55, type: !126)
!131 = !DILocalVariable(name: "e", scope: !86, file: !2, line: 58, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8sf", file: !2, line: 12, baseType: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 256, flags: DIFlagVector, elements: !10)
!134 = !DILocalVariable(name: "f", scope: !86, file: !2, line: 58, type: !132)
!135 = !DILocalVariable(name: "g", scope: !86, file: !2, line: 59, type: !132)
!136 = !DILocalVariable(name: "gs", scope: !86, file: !2, line: 61, type: !100)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 62, type: !89)
!138 = distinct !DILexicalBlock(scope: !86, file: !2, line: 62, column: 5)
!139 = !DILocalVariable(name: "arr", scope: !86, file: !2, line: 64, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, elements: !10)
!141 = !DILocalVariable(name: "t", scope: !86, file: !2, line: 65, type: !92)
!142 = !DILocalVariable(name: "m", scope: !86, file: !2, line: 69, type: !92)
!143 = !DILocalVariable(name: "sel", scope: !86, file: !2, line: 70, type: !92)
!144 = !DILocation(line: 0, scope: !86)
!145 = !DILocalVariable(name: "n", arg: 1, scope: !146, file: !2, line: 19, type: !149)
!146 = distinct !DISubprogram(name: "print_v4si", scope: !2, file: !2, line: 19, type: !147, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !151)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149, !92}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!151 = !{!145, !152}
!152 = !DILocalVariable(name: "v", arg: 2, scope: !146, file: !2, line: 19, type: !92)
!153 = !DILocation(line: 0, scope: !146, inlinedAt: !154)
!154 = distinct !DILocation(line: 23, column: 5, scope: !86)
!155 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !154)
!156 = !DILocation(line: 0, scope: !146, inlinedAt: !157)
!157 = distinct !DILocation(line: 24, column: 5, scope: !86)
!158 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !157)
!159 = !DILocation(line: 0, scope: !146, inlinedAt: !160)
!160 = distinct !DILocation(line: 25, column: 5, scope: !86)
!161 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !160)
!162 = !DILocation(line: 0, scope: !146, inlinedAt: !163)
!163 = distinct !DILocation(line: 26, column: 5, scope: !86)
!164 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !163)
!165 = !DILocation(line: 0, scope: !146, inlinedAt: !166)
!166 = distinct !DILocation(line: 27, column: 5, scope: !86)
!167 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !166)
!168 = !DILocation(line: 0, scope: !146, inlinedAt: !169)
!169 = distinct !DILocation(line: 28, column: 5, scope: !86)
!170 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !146, inlinedAt: !172)
!172 = distinct !DILocation(line: 29, column: 5, scope: !86)
!173 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !172)
!174 = !DILocation(line: 0, scope: !146, inlinedAt: !175)
!175 = distinct !DILocation(line: 30, column: 5, scope: !86)
!176 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !175)
!177 = !DILocation(line: 32, column: 5, scope: !86)
!178 = !DILocation(line: 35, column: 5, scope: !86)
!179 = !DILocation(line: 0, scope: !146, inlinedAt: !180)
!180 = distinct !DILocation(line: 37, column: 5, scope: !86)
!181 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !180)
!182 = !DILocation(line: 39, column: 5, scope: !86)
!183 = !DILocation(line: 42, column: 5, scope: !86)
!184 = !DILocation(line: 47, column: 5, scope: !86)
!185 = !DILocation(line: 53, column: 5, scope: !86)
!186 = !DILocation(line: 57, column: 5, scope: !86)
!187 = !DILocation(line: 63, column: 5, scope: !86)
!188 = !DILocation(line: 68, column: 5, scope: !86)
!189 = !DILocation(line: 0, scope: !146, inlinedAt: !190)
!190 = distinct !DILocation(line: 71, column: 5, scope: !86)
!191 = !DILocation(line: 19, column: 49, scope: !146, inlinedAt: !190)
!192 = !DILocation(line: 72, column: 5, scope: !86)
!193 = !DISubprogram(name: "printf", scope: !194, file: !194, line: 356, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!195 = !DISubroutineType(types: !196)
!196 = !{!89, !197, null}
!197 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
