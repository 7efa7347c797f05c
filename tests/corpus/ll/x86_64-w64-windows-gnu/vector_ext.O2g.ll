; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !85 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !90, !DIExpression(), !143)
    #dbg_value(<4 x i32> <i32 5, i32 6, i32 -7, i32 8>, !93, !DIExpression(), !143)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !94, !DIExpression(), !143)
    #dbg_value(ptr @.str, !144, !DIExpression(), !152)
    #dbg_value(<4 x i32> <i32 105, i32 188, i32 279, i32 368>, !151, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str, i32 noundef 105, i32 noundef 188, i32 noundef 279, i32 noundef 368), !dbg !154
    #dbg_value(ptr @.str.1, !144, !DIExpression(), !155)
    #dbg_value(<4 x i32> <i32 -1, i32 -1, i32 0, i32 -1>, !151, !DIExpression(), !155)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef -1), !dbg !157
    #dbg_value(ptr @.str.2, !144, !DIExpression(), !158)
    #dbg_value(<4 x i32> <i32 8, i32 1, i32 6, i32 3>, !151, !DIExpression(), !158)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, i32 noundef 8, i32 noundef 1, i32 noundef 6, i32 noundef 3), !dbg !160
    #dbg_value(ptr @.str.3, !144, !DIExpression(), !161)
    #dbg_value(<4 x i32> <i32 4, i32 -8, i32 12, i32 -16>, !151, !DIExpression(), !161)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef -8, i32 noundef 12, i32 noundef -16), !dbg !163
    #dbg_value(ptr @.str.4, !144, !DIExpression(), !164)
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 -4, i32 4>, !151, !DIExpression(), !164)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef 3, i32 noundef -4, i32 noundef 4), !dbg !166
    #dbg_value(ptr @.str.5, !144, !DIExpression(), !167)
    #dbg_value(<4 x i32> <i32 101, i32 -202, i32 303, i32 -404>, !151, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, i32 noundef 101, i32 noundef -202, i32 noundef 303, i32 noundef -404), !dbg !169
    #dbg_value(ptr @.str.6, !144, !DIExpression(), !170)
    #dbg_value(<4 x i32> <i32 20, i32 33, i32 -42, i32 50>, !151, !DIExpression(), !170)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, i32 noundef 20, i32 noundef 33, i32 noundef -42, i32 noundef 50), !dbg !172
    #dbg_value(ptr @.str.7, !144, !DIExpression(), !173)
    #dbg_value(<4 x i32> <i32 0, i32 2, i32 6, i32 0>, !151, !DIExpression(), !173)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 2, i32 noundef 6, i32 noundef 0), !dbg !175
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !95, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 15, i32 noundef 0, i32 noundef 15), !dbg !176
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, !96, !DIExpression(), !143)
    #dbg_value(<4 x float> <float -4.000000e+00, float 8.000000e+00, float 5.000000e-01, float 1.000000e+01>, !100, !DIExpression(), !143)
    #dbg_value(<4 x float> <float -2.500000e-01, float 3.500000e+00, float 2.375000e+00, float 5.500000e+00>, !101, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef -2.500000e-01, double noundef 3.500000e+00, double noundef 2.375000e+00, double noundef 5.500000e+00), !dbg !177
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !102, !DIExpression(), !143)
    #dbg_value(ptr @.str.10, !144, !DIExpression(), !178)
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !151, !DIExpression(), !178)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, i32 noundef -6, i32 noundef 12, i32 noundef 0, i32 noundef 15), !dbg !180
    #dbg_value(<4 x float> <float 1.000000e+00, float -2.000000e+00, float 3.000000e+00, float -4.000000e+00>, !103, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00, double noundef -4.000000e+00), !dbg !181
    #dbg_value(<2 x double> <double 3.250000e+00, double 7.250000e+00>, !104, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 3.250000e+00, double noundef 7.250000e+00), !dbg !182
    #dbg_value(<8 x i16> <i16 -7, i16 -3, i16 3, i16 11, i16 21, i16 33, i16 47, i16 63>, !109, !DIExpression(), !143)
    #dbg_value(i32 0, !113, !DIExpression(), !143)
    #dbg_value(i32 0, !113, !DIExpression(), !143)
    #dbg_value(i32 -7, !113, !DIExpression(), !143)
    #dbg_value(i32 -24, !113, !DIExpression(), !143)
    #dbg_value(i32 -69, !113, !DIExpression(), !143)
    #dbg_value(i32 -196, !113, !DIExpression(), !143)
    #dbg_value(i32 -567, !113, !DIExpression(), !143)
    #dbg_value(i32 -1668, !113, !DIExpression(), !143)
    #dbg_value(i32 -4957, !113, !DIExpression(), !143)
    #dbg_value(i32 -14808, !113, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef -14808), !dbg !183
    #dbg_value(<16 x i8> undef, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> undef, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 undef, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 undef, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 undef, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 undef>, !116, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, !116, !DIExpression(), !143)
    #dbg_value(i32 0, !121, !DIExpression(), !143)
    #dbg_value(i32 0, !121, !DIExpression(), !143)
    #dbg_value(i32 0, !121, !DIExpression(), !143)
    #dbg_value(i32 74, !121, !DIExpression(), !143)
    #dbg_value(i32 666, !121, !DIExpression(), !143)
    #dbg_value(i32 4884, !121, !DIExpression(), !143)
    #dbg_value(i32 34228, !121, !DIExpression(), !143)
    #dbg_value(i32 239710, !121, !DIExpression(), !143)
    #dbg_value(i32 1678158, !121, !DIExpression(), !143)
    #dbg_value(i32 11747112, !121, !DIExpression(), !143)
    #dbg_value(i32 82229864, !121, !DIExpression(), !143)
    #dbg_value(i32 575609202, !121, !DIExpression(), !143)
    #dbg_value(i32 -265702654, !121, !DIExpression(), !143)
    #dbg_value(i32 -1859918532, !121, !DIExpression(), !143)
    #dbg_value(i32 -134527716, !121, !DIExpression(), !143)
    #dbg_value(i32 -941693818, !121, !DIExpression(), !143)
    #dbg_value(i32 1998077878, !121, !DIExpression(), !143)
    #dbg_value(i32 1101643344, !121, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1101643344), !dbg !184
    #dbg_value(<4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -1125899906842624>, !124, !DIExpression(), !143)
    #dbg_value(<4 x i64> <i64 3, i64 4, i64 5, i64 6>, !128, !DIExpression(), !143)
    #dbg_value(<4 x i64> <i64 -10, i64 -23, i64 1236950581233, i64 -1266637395197970>, !129, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef -10, i64 noundef -23, i64 noundef 1236950581233, i64 noundef -1266637395197970), !dbg !185
    #dbg_value(<8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, !130, !DIExpression(), !143)
    #dbg_value(<8 x float> <float 8.000000e+00, float 7.000000e+00, float 6.000000e+00, float 5.000000e+00, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00>, !133, !DIExpression(), !143)
    #dbg_value(<8 x float> <float 0x401F8E38E0000000, float 1.375000e+01, float 0x4031924920000000, float 0x4033555560000000, float 1.900000e+01, float 1.650000e+01, float 0x4027555560000000, float 4.000000e+00>, !134, !DIExpression(), !143)
    #dbg_value(float 0.000000e+00, !135, !DIExpression(), !143)
    #dbg_value(float 0.000000e+00, !135, !DIExpression(), !143)
    #dbg_value(float 0x401F8E38E0000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x4035A38E40000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x40439AEBC0000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x404D459680000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x405362CB40000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x405782CB40000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x405A6D75E0000000, !135, !DIExpression(), !143)
    #dbg_value(float 0x405B6D75E0000000, !135, !DIExpression(), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef 0x405B6D75E0000000), !dbg !186
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !140, !DIExpression(), !143)
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !143)
    #dbg_value(<3 x i32> poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 96), !143)
    #dbg_value(i32 400, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !143)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 6, i32 noundef 4, i32 noundef 400), !dbg !187
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 -1, i32 0>, !141, !DIExpression(), !143)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !142, !DIExpression(), !143)
    #dbg_value(ptr @.str.18, !144, !DIExpression(), !188)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !151, !DIExpression(), !188)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !190
  ret i32 0, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !192 {
  %2 = alloca ptr, align 8, !DIAssignID !202
    #dbg_assign(i1 undef, !199, !DIExpression(), !202, ptr %2, !DIExpression(), !203)
    #dbg_value(ptr %0, !197, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !204
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !205
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !206
  %4 = load ptr, ptr %2, align 8, !dbg !207, !tbaa !208
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !212
    #dbg_value(i32 %5, !198, !DIExpression(), !203)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !214
  ret void, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !216 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !236 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/vector_ext.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!77 = !{i32 7, !"Dwarf Version", i32 4}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 2}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 1, !"MaxTLSAlign", i32 65536}
!83 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !86, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !89)
!86 = !DISubroutineType(types: !87)
!87 = !{!88}
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !{!90, !93, !94, !95, !96, !100, !101, !102, !103, !104, !109, !113, !114, !116, !119, !121, !122, !124, !128, !129, !130, !133, !134, !135, !136, !138, !140, !141, !142}
!90 = !DILocalVariable(name: "a", scope: !85, file: !2, line: 22, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 5, baseType: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, flags: DIFlagVector, elements: !17)
!93 = !DILocalVariable(name: "b", scope: !85, file: !2, line: 22, type: !91)
!94 = !DILocalVariable(name: "c", scope: !85, file: !2, line: 22, type: !91)
!95 = !DILocalVariable(name: "ua", scope: !85, file: !2, line: 31, type: !71)
!96 = !DILocalVariable(name: "fa", scope: !85, file: !2, line: 33, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !2, line: 7, baseType: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 128, flags: DIFlagVector, elements: !17)
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !DILocalVariable(name: "fb", scope: !85, file: !2, line: 33, type: !97)
!101 = !DILocalVariable(name: "l", scope: !85, file: !2, line: 34, type: !97)
!102 = !DILocalVariable(name: "conv", scope: !85, file: !2, line: 36, type: !91)
!103 = !DILocalVariable(name: "back", scope: !85, file: !2, line: 38, type: !97)
!104 = !DILocalVariable(name: "d", scope: !85, file: !2, line: 40, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !2, line: 8, baseType: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 128, flags: DIFlagVector, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 2)
!109 = !DILocalVariable(name: "h", scope: !85, file: !2, line: 43, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8hi", file: !2, line: 9, baseType: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 128, flags: DIFlagVector, elements: !10)
!112 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!113 = !DILocalVariable(name: "hs", scope: !85, file: !2, line: 45, type: !88)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 46, type: !88)
!115 = distinct !DILexicalBlock(scope: !85, file: !2, line: 46, column: 5)
!116 = !DILocalVariable(name: "q", scope: !85, file: !2, line: 48, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qu", file: !2, line: 10, baseType: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, flags: DIFlagVector, elements: !49)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 49, type: !88)
!120 = distinct !DILexicalBlock(scope: !85, file: !2, line: 49, column: 5)
!121 = !DILocalVariable(name: "qs", scope: !85, file: !2, line: 51, type: !73)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 52, type: !88)
!123 = distinct !DILexicalBlock(scope: !85, file: !2, line: 52, column: 5)
!124 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 54, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !2, line: 11, baseType: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 256, flags: DIFlagVector, elements: !17)
!127 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!128 = !DILocalVariable(name: "y", scope: !85, file: !2, line: 54, type: !125)
!129 = !DILocalVariable(name: "z", scope: !85, file: !2, line: 55, type: !125)
!130 = !DILocalVariable(name: "e", scope: !85, file: !2, line: 58, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8sf", file: !2, line: 12, baseType: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 256, flags: DIFlagVector, elements: !10)
!133 = !DILocalVariable(name: "f", scope: !85, file: !2, line: 58, type: !131)
!134 = !DILocalVariable(name: "g", scope: !85, file: !2, line: 59, type: !131)
!135 = !DILocalVariable(name: "gs", scope: !85, file: !2, line: 61, type: !99)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 62, type: !88)
!137 = distinct !DILexicalBlock(scope: !85, file: !2, line: 62, column: 5)
!138 = !DILocalVariable(name: "arr", scope: !85, file: !2, line: 64, type: !139)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 256, elements: !10)
!140 = !DILocalVariable(name: "t", scope: !85, file: !2, line: 65, type: !91)
!141 = !DILocalVariable(name: "m", scope: !85, file: !2, line: 69, type: !91)
!142 = !DILocalVariable(name: "sel", scope: !85, file: !2, line: 70, type: !91)
!143 = !DILocation(line: 0, scope: !85)
!144 = !DILocalVariable(name: "n", arg: 1, scope: !145, file: !2, line: 19, type: !148)
!145 = distinct !DISubprogram(name: "print_v4si", scope: !2, file: !2, line: 19, type: !146, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !150)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148, !91}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!150 = !{!144, !151}
!151 = !DILocalVariable(name: "v", arg: 2, scope: !145, file: !2, line: 19, type: !91)
!152 = !DILocation(line: 0, scope: !145, inlinedAt: !153)
!153 = distinct !DILocation(line: 23, column: 5, scope: !85)
!154 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !153)
!155 = !DILocation(line: 0, scope: !145, inlinedAt: !156)
!156 = distinct !DILocation(line: 24, column: 5, scope: !85)
!157 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !156)
!158 = !DILocation(line: 0, scope: !145, inlinedAt: !159)
!159 = distinct !DILocation(line: 25, column: 5, scope: !85)
!160 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !159)
!161 = !DILocation(line: 0, scope: !145, inlinedAt: !162)
!162 = distinct !DILocation(line: 26, column: 5, scope: !85)
!163 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !162)
!164 = !DILocation(line: 0, scope: !145, inlinedAt: !165)
!165 = distinct !DILocation(line: 27, column: 5, scope: !85)
!166 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !165)
!167 = !DILocation(line: 0, scope: !145, inlinedAt: !168)
!168 = distinct !DILocation(line: 28, column: 5, scope: !85)
!169 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !168)
!170 = !DILocation(line: 0, scope: !145, inlinedAt: !171)
!171 = distinct !DILocation(line: 29, column: 5, scope: !85)
!172 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !171)
!173 = !DILocation(line: 0, scope: !145, inlinedAt: !174)
!174 = distinct !DILocation(line: 30, column: 5, scope: !85)
!175 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !174)
!176 = !DILocation(line: 32, column: 5, scope: !85)
!177 = !DILocation(line: 35, column: 5, scope: !85)
!178 = !DILocation(line: 0, scope: !145, inlinedAt: !179)
!179 = distinct !DILocation(line: 37, column: 5, scope: !85)
!180 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !179)
!181 = !DILocation(line: 39, column: 5, scope: !85)
!182 = !DILocation(line: 42, column: 5, scope: !85)
!183 = !DILocation(line: 47, column: 5, scope: !85)
!184 = !DILocation(line: 53, column: 5, scope: !85)
!185 = !DILocation(line: 57, column: 5, scope: !85)
!186 = !DILocation(line: 63, column: 5, scope: !85)
!187 = !DILocation(line: 68, column: 5, scope: !85)
!188 = !DILocation(line: 0, scope: !145, inlinedAt: !189)
!189 = distinct !DILocation(line: 71, column: 5, scope: !85)
!190 = !DILocation(line: 19, column: 49, scope: !145, inlinedAt: !189)
!191 = !DILocation(line: 72, column: 5, scope: !85)
!192 = distinct !DISubprogram(name: "printf", scope: !193, file: !193, line: 368, type: !194, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !196)
!193 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!194 = !DISubroutineType(cc: DW_CC_nocall, types: !195)
!195 = !{!88, !148, null}
!196 = !{!197, !198, !199}
!197 = !DILocalVariable(name: "__format", arg: 1, scope: !192, file: !193, line: 368, type: !148)
!198 = !DILocalVariable(name: "__retval", scope: !192, file: !193, line: 370, type: !88)
!199 = !DILocalVariable(name: "__local_argv", scope: !192, file: !193, line: 371, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !192)
!204 = !DILocation(line: 371, column: 3, scope: !192)
!205 = !DILocation(line: 371, column: 35, scope: !192)
!206 = !DILocation(line: 372, column: 32, scope: !192)
!207 = !DILocation(line: 372, column: 50, scope: !192)
!208 = !{!209, !209, i64 0}
!209 = !{!"any pointer", !210, i64 0}
!210 = !{!"omnipotent char", !211, i64 0}
!211 = !{!"Simple C/C++ TBAA"}
!212 = !DILocation(line: 372, column: 14, scope: !192)
!213 = !DILocation(line: 373, column: 3, scope: !192)
!214 = !DILocation(line: 375, column: 1, scope: !192)
!215 = !DILocation(line: 374, column: 3, scope: !192)
!216 = !DISubprogram(name: "__mingw_vfprintf", scope: !193, file: !193, line: 193, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!88, !219, !232, !233}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !193, line: 47, baseType: !222)
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !193, line: 33, size: 384, align: 64, elements: !223)
!223 = !{!224, !225, !226, !227, !228, !229, !230, !231}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !222, file: !193, line: 37, baseType: !201, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !222, file: !193, line: 38, baseType: !88, size: 32, offset: 64)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !222, file: !193, line: 39, baseType: !201, size: 64, offset: 128)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !222, file: !193, line: 40, baseType: !88, size: 32, offset: 192)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !222, file: !193, line: 41, baseType: !88, size: 32, offset: 224)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !222, file: !193, line: 42, baseType: !88, size: 32, offset: 256)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !222, file: !193, line: 43, baseType: !88, size: 32, offset: 288)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !222, file: !193, line: 44, baseType: !201, size: 64, offset: 320)
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !234, line: 31, baseType: !235)
!234 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !234, line: 24, baseType: !200)
!236 = !DISubprogram(name: "__acrt_iob_func", scope: !193, file: !193, line: 93, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!220, !73}
