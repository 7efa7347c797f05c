; ModuleID = 'tests/run/aarch64/neon.c'
source_filename = "tests/run/aarch64/neon.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.float32x4x2_t = type { [2 x <4 x float>] }
%struct.V3 = type { <4 x float>, <4 x float>, <4 x float> }

@vz = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !60
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !64
@.str.2 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !66
@.str.3 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !68
@.str.4 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !70
@.str.5 = private unnamed_addr constant [5 x i8] c"imul\00", align 1, !dbg !72
@.str.6 = private unnamed_addr constant [6 x i8] c"cmpgt\00", align 1, !dbg !77
@.str.7 = private unnamed_addr constant [6 x i8] c"cmpeq\00", align 1, !dbg !82
@.str.8 = private unnamed_addr constant [4 x i8] c"cvt\00", align 1, !dbg !84
@.str.9 = private unnamed_addr constant [5 x i8] c"cvtf\00", align 1, !dbg !86
@.str.10 = private unnamed_addr constant [7 x i8] c"minmax\00", align 1, !dbg !88
@.str.11 = private unnamed_addr constant [28 x i8] c"addv %d %d maxv %g minv %g\0A\00", align 1, !dbg !93
@.str.12 = private unnamed_addr constant [4 x i8] c"ext\00", align 1, !dbg !98
@.str.13 = private unnamed_addr constant [5 x i8] c"zip1\00", align 1, !dbg !100
@.str.14 = private unnamed_addr constant [5 x i8] c"uzp2\00", align 1, !dbg !102
@.str.15 = private unnamed_addr constant [6 x i8] c"rev64\00", align 1, !dbg !104
@.str.16 = private unnamed_addr constant [5 x i8] c"padd\00", align 1, !dbg !106
@.str.17 = private unnamed_addr constant [4 x i8] c"tbl\00", align 1, !dbg !108
@.str.18 = private unnamed_addr constant [4 x i8] c"shl\00", align 1, !dbg !110
@.str.19 = private unnamed_addr constant [5 x i8] c"qadd\00", align 1, !dbg !112
@.str.20 = private unnamed_addr constant [12 x i8] c"half %g %g\0A\00", align 1, !dbg !114
@.str.21 = private unnamed_addr constant [13 x i8] c"abs8 %016lx\0A\00", align 1, !dbg !119
@.str.22 = private unnamed_addr constant [8 x i8] c"clobber\00", align 1, !dbg !124
@.str.23 = private unnamed_addr constant [5 x i8] c"live\00", align 1, !dbg !127
@.str.24 = private unnamed_addr constant [6 x i8] c"live2\00", align 1, !dbg !129
@.str.25 = private unnamed_addr constant [5 x i8] c"nine\00", align 1, !dbg !131
@.str.26 = private unnamed_addr constant [5 x i8] c"hva0\00", align 1, !dbg !133
@.str.27 = private unnamed_addr constant [5 x i8] c"hva1\00", align 1, !dbg !135
@.str.28 = private unnamed_addr constant [5 x i8] c"v3.c\00", align 1, !dbg !137
@.str.29 = private unnamed_addr constant [9 x i8] c"hva_late\00", align 1, !dbg !139
@.str.30 = private unnamed_addr constant [20 x i8] c"gv_ops %d %d %d %d\0A\00", align 1, !dbg !144
@.str.31 = private unnamed_addr constant [18 x i8] c"gv_f %g %g %g %g\0A\00", align 1, !dbg !149
@.str.32 = private unnamed_addr constant [8 x i8] c"gv_shuf\00", align 1, !dbg !154
@.str.33 = private unnamed_addr constant [22 x i8] c"gv_short %d %d %d %d\0A\00", align 1, !dbg !156
@.str.34 = private unnamed_addr constant [12 x i8] c"gv_d %g %g\0A\00", align 1, !dbg !161
@.str.35 = private unnamed_addr constant [19 x i8] c"%-10s %g %g %g %g\0A\00", align 1, !dbg !163
@.str.36 = private unnamed_addr constant [19 x i8] c"%-10s %d %d %d %d\0A\00", align 1, !dbg !168
@.str.37 = private unnamed_addr constant [6 x i8] c"%-10s\00", align 1, !dbg !170
@.str.38 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !172

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local <4 x float> @clobber(<4 x float> noundef %0) local_unnamed_addr #0 !dbg !187 {
    #dbg_value(<4 x float> %0, !191, !DIExpression(), !199)
  %2 = load volatile i32, ptr @vz, align 4, !dbg !200, !tbaa !201
  %3 = sitofp i32 %2 to float, !dbg !200
  %4 = fadd float %3, 1.000000e+00, !dbg !205
  %5 = insertelement <4 x float> poison, float %4, i64 0, !dbg !206
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !206
    #dbg_value(<4 x float> %6, !192, !DIExpression(), !199)
  %7 = fadd <4 x float> %6, %0, !dbg !207
    #dbg_value(<4 x float> %7, !193, !DIExpression(), !199)
  %8 = fmul <4 x float> %7, %7, !dbg !208
    #dbg_value(i32 0, !197, !DIExpression(), !209)
    #dbg_value(<4 x float> %8, !194, !DIExpression(), !199)
    #dbg_value(i64 0, !197, !DIExpression(), !209)
    #dbg_value(<4 x float> %8, !194, !DIExpression(), !199)
    #dbg_value(<4 x float> %8, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !199)
  %9 = fsub <4 x float> %8, %8, !dbg !210
    #dbg_value(<4 x float> %9, !194, !DIExpression(), !199)
    #dbg_value(i64 1, !197, !DIExpression(), !209)
  %10 = fadd <4 x float> %9, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %10, !195, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !199)
  %11 = fsub <4 x float> %9, %10, !dbg !210
    #dbg_value(<4 x float> %11, !194, !DIExpression(), !199)
    #dbg_value(i64 2, !197, !DIExpression(), !209)
  %12 = fadd <4 x float> %11, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %12, !195, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !199)
  %13 = fsub <4 x float> %11, %12, !dbg !210
    #dbg_value(<4 x float> %13, !194, !DIExpression(), !199)
    #dbg_value(i64 3, !197, !DIExpression(), !209)
  %14 = fadd <4 x float> %13, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %14, !195, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !199)
  %15 = fsub <4 x float> %13, %14, !dbg !210
    #dbg_value(<4 x float> %15, !194, !DIExpression(), !199)
    #dbg_value(i64 4, !197, !DIExpression(), !209)
  %16 = fadd <4 x float> %15, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %16, !195, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !199)
  %17 = fsub <4 x float> %15, %16, !dbg !210
    #dbg_value(<4 x float> %17, !194, !DIExpression(), !199)
    #dbg_value(i64 5, !197, !DIExpression(), !209)
  %18 = fadd <4 x float> %17, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %18, !195, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !199)
  %19 = fsub <4 x float> %17, %18, !dbg !210
    #dbg_value(<4 x float> %19, !194, !DIExpression(), !199)
    #dbg_value(i64 6, !197, !DIExpression(), !209)
  %20 = fadd <4 x float> %19, <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %20, !195, !DIExpression(DW_OP_LLVM_fragment, 768, 128), !199)
  %21 = fsub <4 x float> %19, %20, !dbg !210
    #dbg_value(<4 x float> %21, !194, !DIExpression(), !199)
    #dbg_value(i64 7, !197, !DIExpression(), !209)
  %22 = fadd <4 x float> %21, <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, !dbg !213
    #dbg_value(<4 x float> %22, !195, !DIExpression(DW_OP_LLVM_fragment, 896, 128), !199)
  %23 = fsub <4 x float> %21, %22, !dbg !210
    #dbg_value(<4 x float> %23, !194, !DIExpression(), !199)
    #dbg_value(i64 8, !197, !DIExpression(), !209)
  %24 = fadd <4 x float> %23, %22, !dbg !214
  ret <4 x float> %24, !dbg !215
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @f_add(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #1 !dbg !216 {
    #dbg_value(<4 x float> %0, !220, !DIExpression(), !222)
    #dbg_value(<4 x float> %1, !221, !DIExpression(), !222)
  %3 = fadd <4 x float> %0, %1, !dbg !223
  ret <4 x float> %3, !dbg !224
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @i_mul(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 !dbg !225 {
    #dbg_value(<4 x i32> %0, !229, !DIExpression(), !231)
    #dbg_value(<4 x i32> %1, !230, !DIExpression(), !231)
  %3 = mul <4 x i32> %1, %0, !dbg !232
  ret <4 x i32> %3, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @f_half(<4 x float> noundef %0) local_unnamed_addr #1 !dbg !234 {
    #dbg_value(<4 x float> %0, !238, !DIExpression(), !239)
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !240
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !241
  %4 = fadd <2 x float> %2, %3, !dbg !242
  ret <2 x float> %4, !dbg !243
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i8> @i8_abs(<8 x i8> noundef %0) local_unnamed_addr #1 !dbg !244 {
    #dbg_value(<8 x i8> %0, !248, !DIExpression(), !249)
  %2 = tail call <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8> %0), !dbg !250
  ret <8 x i8> %2, !dbg !251
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @nine(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2, <4 x float> noundef %3, <4 x float> noundef %4, <4 x float> noundef %5, <4 x float> noundef %6, <4 x float> noundef %7, <4 x float> noundef %8) local_unnamed_addr #1 !dbg !252 {
    #dbg_value(<4 x float> %0, !256, !DIExpression(), !265)
    #dbg_value(<4 x float> %1, !257, !DIExpression(), !265)
    #dbg_value(<4 x float> %2, !258, !DIExpression(), !265)
    #dbg_value(<4 x float> %3, !259, !DIExpression(), !265)
    #dbg_value(<4 x float> %4, !260, !DIExpression(), !265)
    #dbg_value(<4 x float> %5, !261, !DIExpression(), !265)
    #dbg_value(<4 x float> %6, !262, !DIExpression(), !265)
    #dbg_value(<4 x float> %7, !263, !DIExpression(), !265)
    #dbg_value(<4 x float> %8, !264, !DIExpression(), !265)
  %10 = fmul <4 x float> %1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !266
  %11 = fadd <4 x float> %10, %0, !dbg !267
  %12 = fmul <4 x float> %2, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, !dbg !268
  %13 = fmul <4 x float> %3, <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, !dbg !269
  %14 = fadd <4 x float> %12, %13, !dbg !270
  %15 = fadd <4 x float> %11, %14, !dbg !271
  %16 = fmul <4 x float> %4, <float 1.600000e+01, float 1.600000e+01, float 1.600000e+01, float 1.600000e+01>, !dbg !272
  %17 = fmul <4 x float> %5, <float 3.200000e+01, float 3.200000e+01, float 3.200000e+01, float 3.200000e+01>, !dbg !273
  %18 = fadd <4 x float> %16, %17, !dbg !274
  %19 = fmul <4 x float> %6, <float 6.400000e+01, float 6.400000e+01, float 6.400000e+01, float 6.400000e+01>, !dbg !275
  %20 = fmul <4 x float> %7, <float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02>, !dbg !276
  %21 = fadd <4 x float> %19, %20, !dbg !277
  %22 = fmul <4 x float> %8, <float 2.560000e+02, float 2.560000e+02, float 2.560000e+02, float 2.560000e+02>, !dbg !278
  %23 = fadd <4 x float> %21, %22, !dbg !279
  %24 = fadd <4 x float> %18, %23, !dbg !280
  %25 = fadd <4 x float> %15, %24, !dbg !281
  ret <4 x float> %25, !dbg !282
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) %0, i32 noundef %1, [3 x <4 x float>] alignstack(16) %2) local_unnamed_addr #1 !dbg !283 {
  %4 = extractvalue [2 x <4 x float>] %0, 0
  %5 = extractvalue [2 x <4 x float>] %0, 1
    #dbg_value(<4 x float> %4, !297, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !301)
    #dbg_value(<4 x float> %5, !297, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !301)
  %6 = extractvalue [3 x <4 x float>] %2, 0
  %7 = extractvalue [3 x <4 x float>] %2, 1
  %8 = extractvalue [3 x <4 x float>] %2, 2
    #dbg_value(<4 x float> %6, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !301)
    #dbg_value(<4 x float> %7, !299, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !301)
    #dbg_value(<4 x float> %8, !299, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !301)
    #dbg_value(i32 %1, !298, !DIExpression(), !301)
  %9 = sitofp i32 %1 to float, !dbg !302
  %10 = insertelement <4 x float> poison, float %9, i64 0, !dbg !303
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !303
  %12 = fmul <4 x float> %8, %11, !dbg !303
  %13 = fadd <4 x float> %5, %12, !dbg !304
    #dbg_value(<4 x float> %13, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !301)
  %14 = fadd <4 x float> %6, %7, !dbg !305
  %15 = fsub <4 x float> %14, %4, !dbg !306
    #dbg_value(<4 x float> %15, !300, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !301)
  %16 = insertvalue %struct.float32x4x2_t poison, <4 x float> %13, 0, 0, !dbg !307
  %17 = insertvalue %struct.float32x4x2_t %16, <4 x float> %15, 0, 1, !dbg !307
  ret %struct.float32x4x2_t %17, !dbg !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local %struct.V3 @ret_v3(<4 x float> noundef %0) local_unnamed_addr #1 !dbg !308 {
    #dbg_value(<4 x float> %0, !312, !DIExpression(), !314)
    #dbg_value(<4 x float> %0, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !314)
  %2 = fneg <4 x float> %0, !dbg !315
    #dbg_value(<4 x float> %2, !313, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !314)
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>, !dbg !316
    #dbg_value(<4 x float> %3, !313, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !314)
  %4 = insertvalue %struct.V3 poison, <4 x float> %0, 0, !dbg !317
  %5 = insertvalue %struct.V3 %4, <4 x float> %2, 1, !dbg !317
  %6 = insertvalue %struct.V3 %5, <4 x float> %3, 2, !dbg !317
  ret %struct.V3 %6, !dbg !317
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %0, [3 x <4 x float>] alignstack(16) %1, [3 x <4 x float>] alignstack(16) %2, double noundef %3) local_unnamed_addr #1 !dbg !318 {
  %5 = extractvalue [3 x <4 x float>] %0, 0
    #dbg_value(<4 x float> %5, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !327)
    #dbg_value(<4 x float> poison, !323, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !327)
    #dbg_value(<4 x float> poison, !323, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !327)
  %6 = extractvalue [3 x <4 x float>] %1, 1
    #dbg_value(<4 x float> poison, !324, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !327)
    #dbg_value(<4 x float> %6, !324, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !327)
    #dbg_value(<4 x float> poison, !324, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !327)
  %7 = extractvalue [3 x <4 x float>] %2, 2
    #dbg_value(<4 x float> poison, !325, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !327)
    #dbg_value(<4 x float> poison, !325, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !327)
    #dbg_value(<4 x float> %7, !325, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !327)
    #dbg_value(double %3, !326, !DIExpression(), !327)
  %8 = fadd <4 x float> %5, %6, !dbg !328
  %9 = fptrunc double %3 to float, !dbg !329
  %10 = insertelement <4 x float> poison, float %9, i64 0, !dbg !330
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !330
  %12 = fadd <4 x float> %7, %11, !dbg !331
  %13 = fadd <4 x float> %8, %12, !dbg !332
  ret <4 x float> %13, !dbg !333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @gv_ops(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 !dbg !334 {
    #dbg_value(<4 x i32> %0, !340, !DIExpression(), !342)
    #dbg_value(<4 x i32> %1, !341, !DIExpression(), !342)
  %3 = add <4 x i32> %1, %0, !dbg !343
  %4 = sub <4 x i32> %0, %1, !dbg !344
  %5 = mul <4 x i32> %3, %4, !dbg !345
  %6 = icmp slt <4 x i32> %0, %1, !dbg !346
  %7 = sext <4 x i1> %6 to <4 x i32>, !dbg !346
  %8 = xor <4 x i32> %5, %7, !dbg !347
  ret <4 x i32> %8, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @gv_f(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #1 !dbg !349 {
    #dbg_value(<4 x float> %0, !355, !DIExpression(), !357)
    #dbg_value(<4 x float> %1, !356, !DIExpression(), !357)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> <float 5.000000e-01, float 1.000000e+00, float 2.000000e+00, float 4.000000e+00>), !dbg !358
  %4 = fmul <4 x float> %0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !359
  %5 = fsub <4 x float> %3, %4, !dbg !360
  ret <4 x float> %5, !dbg !361
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @gv_shuf(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #1 !dbg !362 {
    #dbg_value(<16 x i8> %0, !368, !DIExpression(), !370)
    #dbg_value(<16 x i8> %1, !369, !DIExpression(), !370)
  %3 = shufflevector <16 x i8> %0, <16 x i8> %1, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 15, i32 14, i32 13, i32 12, i32 31, i32 30, i32 29, i32 28>, !dbg !371
  ret <16 x i8> %3, !dbg !372
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i16> @gv_short(<4 x i16> noundef %0) local_unnamed_addr #1 !dbg !373 {
    #dbg_value(<4 x i16> %0, !380, !DIExpression(), !381)
  %2 = mul <4 x i16> %0, %0, !dbg !382
  %3 = add <4 x i16> %2, <i16 -1, i16 -2, i16 -3, i16 -4>, !dbg !383
  ret <4 x i16> %3, !dbg !384
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @gv_d(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #1 !dbg !385 {
    #dbg_value(<2 x double> %0, !391, !DIExpression(), !393)
    #dbg_value(<2 x double> %1, !392, !DIExpression(), !393)
  %3 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %1, <2 x double> %0), !dbg !394
  ret <2 x double> %3, !dbg !395
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !396 {
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, !400, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>, !402, !DIExpression(), !492)
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, !403, !DIExpression(), !492)
    #dbg_value(<4 x i32> <i32 -5, i32 6, i32 7000, i32 8>, !405, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, !406, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>, !409, !DIExpression(), !492)
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, !412, !DIExpression(), !492)
    #dbg_value(<4 x i32> <i32 -5, i32 6, i32 7000, i32 8>, !415, !DIExpression(), !492)
  %1 = tail call <4 x float> @f_add(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !493
    #dbg_value(ptr @.str, !494, !DIExpression(), !514)
    #dbg_value(<4 x float> %1, !501, !DIExpression(), !514)
    #dbg_value(<4 x float> %1, !504, !DIExpression(), !516)
  %2 = extractelement <4 x float> %1, i64 0, !dbg !517
    #dbg_value(float %2, !502, !DIExpression(), !516)
  %3 = fpext float %2 to double, !dbg !518
    #dbg_value(<4 x float> %1, !507, !DIExpression(), !519)
  %4 = extractelement <4 x float> %1, i64 1, !dbg !520
    #dbg_value(float %4, !505, !DIExpression(), !519)
  %5 = fpext float %4 to double, !dbg !521
    #dbg_value(<4 x float> %1, !510, !DIExpression(), !522)
  %6 = extractelement <4 x float> %1, i64 2, !dbg !523
    #dbg_value(float %6, !508, !DIExpression(), !522)
  %7 = fpext float %6 to double, !dbg !524
    #dbg_value(<4 x float> %1, !513, !DIExpression(), !525)
  %8 = extractelement <4 x float> %1, i64 3, !dbg !526
    #dbg_value(float %8, !511, !DIExpression(), !525)
  %9 = fpext float %8 to double, !dbg !527
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str, double noundef %3, double noundef %5, double noundef %7, double noundef %9), !dbg !528
    #dbg_value(ptr @.str.1, !494, !DIExpression(), !529)
    #dbg_value(<4 x float> <float 6.000000e+00, float -1.125000e+00, float -2.025000e+01, float 1.000000e+00>, !501, !DIExpression(), !529)
    #dbg_value(<4 x float> <float 6.000000e+00, float -1.125000e+00, float -2.025000e+01, float 1.000000e+00>, !504, !DIExpression(), !531)
    #dbg_value(float 6.000000e+00, !502, !DIExpression(), !531)
    #dbg_value(<4 x float> <float 6.000000e+00, float -1.125000e+00, float -2.025000e+01, float 1.000000e+00>, !507, !DIExpression(), !532)
    #dbg_value(float -1.125000e+00, !505, !DIExpression(), !532)
    #dbg_value(<4 x float> <float 6.000000e+00, float -1.125000e+00, float -2.025000e+01, float 1.000000e+00>, !510, !DIExpression(), !533)
    #dbg_value(float -2.025000e+01, !508, !DIExpression(), !533)
    #dbg_value(<4 x float> <float 6.000000e+00, float -1.125000e+00, float -2.025000e+01, float 1.000000e+00>, !513, !DIExpression(), !534)
    #dbg_value(float 1.000000e+00, !511, !DIExpression(), !534)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.1, double noundef 6.000000e+00, double noundef -1.125000e+00, double noundef -2.025000e+01, double noundef 1.000000e+00), !dbg !535
  %12 = tail call <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !536
    #dbg_value(ptr @.str.2, !494, !DIExpression(), !537)
    #dbg_value(<4 x float> %12, !501, !DIExpression(), !537)
    #dbg_value(<4 x float> %12, !504, !DIExpression(), !539)
  %13 = extractelement <4 x float> %12, i64 0, !dbg !540
    #dbg_value(float %13, !502, !DIExpression(), !539)
  %14 = fpext float %13 to double, !dbg !541
    #dbg_value(<4 x float> %12, !507, !DIExpression(), !542)
  %15 = extractelement <4 x float> %12, i64 1, !dbg !543
    #dbg_value(float %15, !505, !DIExpression(), !542)
  %16 = fpext float %15 to double, !dbg !544
    #dbg_value(<4 x float> %12, !510, !DIExpression(), !545)
  %17 = extractelement <4 x float> %12, i64 2, !dbg !546
    #dbg_value(float %17, !508, !DIExpression(), !545)
  %18 = fpext float %17 to double, !dbg !547
    #dbg_value(<4 x float> %12, !513, !DIExpression(), !548)
  %19 = extractelement <4 x float> %12, i64 3, !dbg !549
    #dbg_value(float %19, !511, !DIExpression(), !548)
  %20 = fpext float %19 to double, !dbg !550
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.2, double noundef %14, double noundef %16, double noundef %18, double noundef %20), !dbg !551
  %22 = tail call <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !552
    #dbg_value(ptr @.str.3, !494, !DIExpression(), !553)
    #dbg_value(<4 x float> %22, !501, !DIExpression(), !553)
    #dbg_value(<4 x float> %22, !504, !DIExpression(), !555)
  %23 = extractelement <4 x float> %22, i64 0, !dbg !556
    #dbg_value(float %23, !502, !DIExpression(), !555)
  %24 = fpext float %23 to double, !dbg !557
    #dbg_value(<4 x float> %22, !507, !DIExpression(), !558)
  %25 = extractelement <4 x float> %22, i64 1, !dbg !559
    #dbg_value(float %25, !505, !DIExpression(), !558)
  %26 = fpext float %25 to double, !dbg !560
    #dbg_value(<4 x float> %22, !510, !DIExpression(), !561)
  %27 = extractelement <4 x float> %22, i64 2, !dbg !562
    #dbg_value(float %27, !508, !DIExpression(), !561)
  %28 = fpext float %27 to double, !dbg !563
    #dbg_value(<4 x float> %22, !513, !DIExpression(), !564)
  %29 = extractelement <4 x float> %22, i64 3, !dbg !565
    #dbg_value(float %29, !511, !DIExpression(), !564)
  %30 = fpext float %29 to double, !dbg !566
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.3, double noundef %24, double noundef %26, double noundef %28, double noundef %30), !dbg !567
    #dbg_value(ptr @.str.4, !494, !DIExpression(), !568)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !501, !DIExpression(), !568)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !504, !DIExpression(), !570)
    #dbg_value(float 2.500000e+00, !502, !DIExpression(), !570)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !507, !DIExpression(), !571)
    #dbg_value(float 2.750000e+00, !505, !DIExpression(), !571)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !510, !DIExpression(), !572)
    #dbg_value(float 9.750000e+00, !508, !DIExpression(), !572)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !513, !DIExpression(), !573)
    #dbg_value(float 7.875000e+00, !511, !DIExpression(), !573)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.4, double noundef 2.500000e+00, double noundef 2.750000e+00, double noundef 9.750000e+00, double noundef 7.875000e+00), !dbg !574
  %33 = tail call <4 x i32> @i_mul(<4 x i32> noundef <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> noundef <i32 -5, i32 6, i32 7000, i32 8>), !dbg !575
    #dbg_value(ptr @.str.5, !576, !DIExpression(), !594)
    #dbg_value(<4 x i32> %33, !581, !DIExpression(), !594)
    #dbg_value(<4 x i32> %33, !584, !DIExpression(), !596)
  %34 = extractelement <4 x i32> %33, i64 0, !dbg !597
    #dbg_value(i32 %34, !582, !DIExpression(), !596)
    #dbg_value(<4 x i32> %33, !587, !DIExpression(), !598)
  %35 = extractelement <4 x i32> %33, i64 1, !dbg !599
    #dbg_value(i32 %35, !585, !DIExpression(), !598)
    #dbg_value(<4 x i32> %33, !590, !DIExpression(), !600)
  %36 = extractelement <4 x i32> %33, i64 2, !dbg !601
    #dbg_value(i32 %36, !588, !DIExpression(), !600)
    #dbg_value(<4 x i32> %33, !593, !DIExpression(), !602)
  %37 = extractelement <4 x i32> %33, i64 3, !dbg !603
    #dbg_value(i32 %37, !591, !DIExpression(), !602)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.5, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37), !dbg !604
    #dbg_value(ptr @.str.6, !576, !DIExpression(), !605)
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 -1, i32 0>, !581, !DIExpression(), !605)
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 -1, i32 0>, !584, !DIExpression(), !607)
    #dbg_value(i32 0, !582, !DIExpression(), !607)
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 -1, i32 0>, !587, !DIExpression(), !608)
    #dbg_value(i32 0, !585, !DIExpression(), !608)
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 -1, i32 0>, !590, !DIExpression(), !609)
    #dbg_value(i32 -1, !588, !DIExpression(), !609)
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 -1, i32 0>, !593, !DIExpression(), !610)
    #dbg_value(i32 0, !591, !DIExpression(), !610)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.6, i32 noundef 0, i32 noundef 0, i32 noundef -1, i32 noundef 0), !dbg !611
    #dbg_value(ptr @.str.7, !576, !DIExpression(), !612)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 0, i32 0>, !581, !DIExpression(), !612)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 0, i32 0>, !584, !DIExpression(), !614)
    #dbg_value(i32 -1, !582, !DIExpression(), !614)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 0, i32 0>, !587, !DIExpression(), !615)
    #dbg_value(i32 0, !585, !DIExpression(), !615)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 0, i32 0>, !590, !DIExpression(), !616)
    #dbg_value(i32 0, !588, !DIExpression(), !616)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 0, i32 0>, !593, !DIExpression(), !617)
    #dbg_value(i32 0, !591, !DIExpression(), !617)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !618
  %41 = tail call <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float> <float 1.200000e+01, float -1.800000e+01, float 2.400000e+01, float 1.000000e+00>), !dbg !619
    #dbg_value(ptr @.str.8, !576, !DIExpression(), !620)
    #dbg_value(<4 x i32> %41, !581, !DIExpression(), !620)
    #dbg_value(<4 x i32> %41, !584, !DIExpression(), !622)
  %42 = extractelement <4 x i32> %41, i64 0, !dbg !623
    #dbg_value(i32 %42, !582, !DIExpression(), !622)
    #dbg_value(<4 x i32> %41, !587, !DIExpression(), !624)
  %43 = extractelement <4 x i32> %41, i64 1, !dbg !625
    #dbg_value(i32 %43, !585, !DIExpression(), !624)
    #dbg_value(<4 x i32> %41, !590, !DIExpression(), !626)
  %44 = extractelement <4 x i32> %41, i64 2, !dbg !627
    #dbg_value(i32 %44, !588, !DIExpression(), !626)
    #dbg_value(<4 x i32> %41, !593, !DIExpression(), !628)
  %45 = extractelement <4 x i32> %41, i64 3, !dbg !629
    #dbg_value(i32 %45, !591, !DIExpression(), !628)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.8, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45), !dbg !630
    #dbg_value(ptr @.str.9, !494, !DIExpression(), !631)
    #dbg_value(<4 x float> <float -5.000000e+00, float 6.000000e+00, float 7.000000e+03, float 8.000000e+00>, !501, !DIExpression(), !631)
    #dbg_value(<4 x float> <float -5.000000e+00, float 6.000000e+00, float 7.000000e+03, float 8.000000e+00>, !504, !DIExpression(), !633)
    #dbg_value(float -5.000000e+00, !502, !DIExpression(), !633)
    #dbg_value(<4 x float> <float -5.000000e+00, float 6.000000e+00, float 7.000000e+03, float 8.000000e+00>, !507, !DIExpression(), !634)
    #dbg_value(float 6.000000e+00, !505, !DIExpression(), !634)
    #dbg_value(<4 x float> <float -5.000000e+00, float 6.000000e+00, float 7.000000e+03, float 8.000000e+00>, !510, !DIExpression(), !635)
    #dbg_value(float 7.000000e+03, !508, !DIExpression(), !635)
    #dbg_value(<4 x float> <float -5.000000e+00, float 6.000000e+00, float 7.000000e+03, float 8.000000e+00>, !513, !DIExpression(), !636)
    #dbg_value(float 8.000000e+00, !511, !DIExpression(), !636)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.9, double noundef -5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+03, double noundef 8.000000e+00), !dbg !637
  %48 = tail call <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> <i32 -5, i32 6, i32 7000, i32 8>), !dbg !638
  %49 = tail call <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>, <4 x i32> <i32 -5, i32 6, i32 7000, i32 8>), !dbg !639
  %50 = add <4 x i32> %49, %48, !dbg !640
    #dbg_value(ptr @.str.10, !576, !DIExpression(), !641)
    #dbg_value(<4 x i32> %50, !581, !DIExpression(), !641)
    #dbg_value(<4 x i32> %50, !584, !DIExpression(), !643)
  %51 = extractelement <4 x i32> %50, i64 0, !dbg !644
    #dbg_value(i32 %51, !582, !DIExpression(), !643)
    #dbg_value(<4 x i32> %50, !587, !DIExpression(), !645)
  %52 = extractelement <4 x i32> %50, i64 1, !dbg !646
    #dbg_value(i32 %52, !585, !DIExpression(), !645)
    #dbg_value(<4 x i32> %50, !590, !DIExpression(), !647)
  %53 = extractelement <4 x i32> %50, i64 2, !dbg !648
    #dbg_value(i32 %53, !588, !DIExpression(), !647)
    #dbg_value(<4 x i32> %50, !593, !DIExpression(), !649)
  %54 = extractelement <4 x i32> %50, i64 3, !dbg !650
    #dbg_value(i32 %54, !591, !DIExpression(), !649)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.10, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54), !dbg !651
  %56 = tail call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> <i32 1, i32 -2, i32 300000, i32 -4>), !dbg !652
  %57 = tail call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> <i32 -5, i32 6, i32 7000, i32 8>), !dbg !653
  %58 = tail call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>), !dbg !654
  %59 = fpext float %58 to double, !dbg !654
  %60 = tail call float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !655
  %61 = fpext float %60 to double, !dbg !655
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %56, i32 noundef %57, double noundef %59, double noundef %61), !dbg !656
    #dbg_value(ptr @.str.12, !494, !DIExpression(), !657)
    #dbg_value(<4 x float> <float -2.250000e+00, float 3.000000e+00, float 1.250000e-01, float 4.000000e+00>, !501, !DIExpression(), !657)
    #dbg_value(<4 x float> <float -2.250000e+00, float 3.000000e+00, float 1.250000e-01, float 4.000000e+00>, !504, !DIExpression(), !659)
    #dbg_value(float -2.250000e+00, !502, !DIExpression(), !659)
    #dbg_value(<4 x float> <float -2.250000e+00, float 3.000000e+00, float 1.250000e-01, float 4.000000e+00>, !507, !DIExpression(), !660)
    #dbg_value(float 3.000000e+00, !505, !DIExpression(), !660)
    #dbg_value(<4 x float> <float -2.250000e+00, float 3.000000e+00, float 1.250000e-01, float 4.000000e+00>, !510, !DIExpression(), !661)
    #dbg_value(float 1.250000e-01, !508, !DIExpression(), !661)
    #dbg_value(<4 x float> <float -2.250000e+00, float 3.000000e+00, float 1.250000e-01, float 4.000000e+00>, !513, !DIExpression(), !662)
    #dbg_value(float 4.000000e+00, !511, !DIExpression(), !662)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.12, double noundef -2.250000e+00, double noundef 3.000000e+00, double noundef 1.250000e-01, double noundef 4.000000e+00), !dbg !663
    #dbg_value(ptr @.str.13, !494, !DIExpression(), !664)
    #dbg_value(<4 x float> <float 1.500000e+00, float 4.000000e+00, float -2.250000e+00, float 5.000000e-01>, !501, !DIExpression(), !664)
    #dbg_value(<4 x float> <float 1.500000e+00, float 4.000000e+00, float -2.250000e+00, float 5.000000e-01>, !504, !DIExpression(), !666)
    #dbg_value(float 1.500000e+00, !502, !DIExpression(), !666)
    #dbg_value(<4 x float> <float 1.500000e+00, float 4.000000e+00, float -2.250000e+00, float 5.000000e-01>, !507, !DIExpression(), !667)
    #dbg_value(float 4.000000e+00, !505, !DIExpression(), !667)
    #dbg_value(<4 x float> <float 1.500000e+00, float 4.000000e+00, float -2.250000e+00, float 5.000000e-01>, !510, !DIExpression(), !668)
    #dbg_value(float -2.250000e+00, !508, !DIExpression(), !668)
    #dbg_value(<4 x float> <float 1.500000e+00, float 4.000000e+00, float -2.250000e+00, float 5.000000e-01>, !513, !DIExpression(), !669)
    #dbg_value(float 5.000000e-01, !511, !DIExpression(), !669)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.13, double noundef 1.500000e+00, double noundef 4.000000e+00, double noundef -2.250000e+00, double noundef 5.000000e-01), !dbg !670
    #dbg_value(ptr @.str.14, !494, !DIExpression(), !671)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.250000e-01, float 5.000000e-01, float 8.000000e+00>, !501, !DIExpression(), !671)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.250000e-01, float 5.000000e-01, float 8.000000e+00>, !504, !DIExpression(), !673)
    #dbg_value(float -2.250000e+00, !502, !DIExpression(), !673)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.250000e-01, float 5.000000e-01, float 8.000000e+00>, !507, !DIExpression(), !674)
    #dbg_value(float 1.250000e-01, !505, !DIExpression(), !674)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.250000e-01, float 5.000000e-01, float 8.000000e+00>, !510, !DIExpression(), !675)
    #dbg_value(float 5.000000e-01, !508, !DIExpression(), !675)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.250000e-01, float 5.000000e-01, float 8.000000e+00>, !513, !DIExpression(), !676)
    #dbg_value(float 8.000000e+00, !511, !DIExpression(), !676)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.14, double noundef -2.250000e+00, double noundef 1.250000e-01, double noundef 5.000000e-01, double noundef 8.000000e+00), !dbg !677
    #dbg_value(ptr @.str.15, !494, !DIExpression(), !678)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.500000e+00, float 1.250000e-01, float 3.000000e+00>, !501, !DIExpression(), !678)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.500000e+00, float 1.250000e-01, float 3.000000e+00>, !504, !DIExpression(), !680)
    #dbg_value(float -2.250000e+00, !502, !DIExpression(), !680)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.500000e+00, float 1.250000e-01, float 3.000000e+00>, !507, !DIExpression(), !681)
    #dbg_value(float 1.500000e+00, !505, !DIExpression(), !681)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.500000e+00, float 1.250000e-01, float 3.000000e+00>, !510, !DIExpression(), !682)
    #dbg_value(float 1.250000e-01, !508, !DIExpression(), !682)
    #dbg_value(<4 x float> <float -2.250000e+00, float 1.500000e+00, float 1.250000e-01, float 3.000000e+00>, !513, !DIExpression(), !683)
    #dbg_value(float 3.000000e+00, !511, !DIExpression(), !683)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.15, double noundef -2.250000e+00, double noundef 1.500000e+00, double noundef 1.250000e-01, double noundef 3.000000e+00), !dbg !684
  %67 = tail call <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !685
    #dbg_value(ptr @.str.16, !494, !DIExpression(), !686)
    #dbg_value(<4 x float> %67, !501, !DIExpression(), !686)
    #dbg_value(<4 x float> %67, !504, !DIExpression(), !688)
  %68 = extractelement <4 x float> %67, i64 0, !dbg !689
    #dbg_value(float %68, !502, !DIExpression(), !688)
  %69 = fpext float %68 to double, !dbg !690
    #dbg_value(<4 x float> %67, !507, !DIExpression(), !691)
  %70 = extractelement <4 x float> %67, i64 1, !dbg !692
    #dbg_value(float %70, !505, !DIExpression(), !691)
  %71 = fpext float %70 to double, !dbg !693
    #dbg_value(<4 x float> %67, !510, !DIExpression(), !694)
  %72 = extractelement <4 x float> %67, i64 2, !dbg !695
    #dbg_value(float %72, !508, !DIExpression(), !694)
  %73 = fpext float %72 to double, !dbg !696
    #dbg_value(<4 x float> %67, !513, !DIExpression(), !697)
  %74 = extractelement <4 x float> %67, i64 3, !dbg !698
    #dbg_value(float %74, !511, !DIExpression(), !697)
  %75 = fpext float %74 to double, !dbg !699
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.16, double noundef %69, double noundef %71, double noundef %73, double noundef %75), !dbg !700
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !426, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 12, i8 3, i8 13, i8 2, i8 14, i8 1, i8 15, i8 0, i8 7, i8 6, i8 5, i8 4, i8 3, i8 32, i8 16, i8 -1>, !433, !DIExpression(), !492)
  %77 = tail call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> <i8 0, i8 3, i8 6, i8 9, i8 12, i8 15, i8 18, i8 21, i8 24, i8 27, i8 30, i8 33, i8 36, i8 39, i8 42, i8 45>, <16 x i8> <i8 12, i8 3, i8 13, i8 2, i8 14, i8 1, i8 15, i8 0, i8 7, i8 6, i8 5, i8 4, i8 3, i8 32, i8 16, i8 -1>), !dbg !701
  tail call fastcc void @pb(ptr noundef nonnull @.str.17, <16 x i8> noundef %77), !dbg !702
  tail call fastcc void @pb(ptr noundef nonnull @.str.18, <16 x i8> noundef <i8 0, i8 8, i8 16, i8 24, i8 32, i8 40, i8 48, i8 56, i8 64, i8 72, i8 80, i8 88, i8 96, i8 104, i8 112, i8 120>), !dbg !703
  %78 = tail call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> <i8 0, i8 16, i8 32, i8 48, i8 64, i8 80, i8 96, i8 112, i8 -128, i8 -112, i8 -96, i8 -80, i8 -64, i8 -48, i8 -32, i8 -16>, <16 x i8> <i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51, i8 51>), !dbg !704
  tail call fastcc void @pb(ptr noundef nonnull @.str.19, <16 x i8> noundef %78), !dbg !705
  %79 = tail call <2 x float> @f_half(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>), !dbg !706
    #dbg_value(<2 x float> %79, !446, !DIExpression(), !492)
    #dbg_value(<2 x float> %79, !449, !DIExpression(), !707)
  %80 = extractelement <2 x float> %79, i64 0, !dbg !708
    #dbg_value(float %80, !447, !DIExpression(), !707)
  %81 = fpext float %80 to double, !dbg !709
    #dbg_value(<2 x float> %79, !452, !DIExpression(), !710)
  %82 = extractelement <2 x float> %79, i64 1, !dbg !711
    #dbg_value(float %82, !450, !DIExpression(), !710)
  %83 = fpext float %82 to double, !dbg !712
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %81, double noundef %83), !dbg !713
  %85 = tail call <8 x i8> @i8_abs(<8 x i8> noundef <i8 3, i8 -3, i8 2, i8 -2, i8 1, i8 127, i8 -1, i8 -128>), !dbg !714
    #dbg_value(<8 x i8> %85, !453, !DIExpression(), !492)
  %86 = bitcast <8 x i8> %85 to <1 x i64>, !dbg !715
    #dbg_value(<1 x i64> %86, !459, !DIExpression(), !716)
  %87 = extractelement <1 x i64> %86, i64 0, !dbg !715
    #dbg_value(i64 %87, !457, !DIExpression(), !716)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %87), !dbg !717
    #dbg_value(<4 x float> <float 5.500000e+00, float -1.750000e+00, float -3.750000e+00, float 8.125000e+00>, !460, !DIExpression(), !492)
    #dbg_value(<4 x float> <float -2.500000e+00, float -2.750000e+00, float 9.750000e+00, float -7.875000e+00>, !461, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 2.250000e+00, float 5.062500e+00, float 9.000000e+00, float 1.562500e-02>, !462, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 1.600000e+01, float 2.500000e-01, float 4.556250e+01, float 6.400000e+01>, !463, !DIExpression(), !492)
    #dbg_value(<4 x float> <float -1.500000e+00, float 2.250000e+00, float -3.000000e+00, float -1.250000e-01>, !464, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !465, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 5.000000e-01, float 4.000000e+00, float 8.000000e+00, float -6.750000e+00>, !466, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 3.000000e+00, float 1.250000e-01, float 4.000000e+00, float 5.000000e-01>, !467, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 8.000000e+00, float 1.500000e+00, float -2.250000e+00, float 3.000000e+00>, !472, !DIExpression(), !492)
    #dbg_value(<4 x float> <float 2.500000e+00, float 2.750000e+00, float 9.750000e+00, float 7.875000e+00>, !477, !DIExpression(), !492)
  %89 = tail call <4 x float> @clobber(<4 x float> noundef <float 5.500000e+00, float -1.750000e+00, float -3.750000e+00, float 8.125000e+00>), !dbg !718
    #dbg_value(<4 x float> %89, !478, !DIExpression(), !492)
  %90 = tail call <4 x float> @clobber(<4 x float> noundef <float -2.500000e+00, float -2.750000e+00, float 9.750000e+00, float -7.875000e+00>), !dbg !719
  %91 = fadd <4 x float> %89, %90, !dbg !720
    #dbg_value(<4 x float> %91, !478, !DIExpression(), !492)
    #dbg_value(ptr @.str.22, !494, !DIExpression(), !721)
    #dbg_value(<4 x float> %91, !501, !DIExpression(), !721)
    #dbg_value(<4 x float> %91, !504, !DIExpression(), !723)
  %92 = extractelement <4 x float> %91, i64 0, !dbg !724
    #dbg_value(float %92, !502, !DIExpression(), !723)
  %93 = fpext float %92 to double, !dbg !725
    #dbg_value(<4 x float> %91, !507, !DIExpression(), !726)
  %94 = extractelement <4 x float> %91, i64 1, !dbg !727
    #dbg_value(float %94, !505, !DIExpression(), !726)
  %95 = fpext float %94 to double, !dbg !728
    #dbg_value(<4 x float> %91, !510, !DIExpression(), !729)
  %96 = extractelement <4 x float> %91, i64 2, !dbg !730
    #dbg_value(float %96, !508, !DIExpression(), !729)
  %97 = fpext float %96 to double, !dbg !731
    #dbg_value(<4 x float> %91, !513, !DIExpression(), !732)
  %98 = extractelement <4 x float> %91, i64 3, !dbg !733
    #dbg_value(float %98, !511, !DIExpression(), !732)
  %99 = fpext float %98 to double, !dbg !734
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.22, double noundef %93, double noundef %95, double noundef %97, double noundef %99), !dbg !735
    #dbg_value(ptr @.str.23, !494, !DIExpression(), !736)
    #dbg_value(<4 x float> <float 3.400000e+01, float 1.168750e+01, float 7.731250e+01, float 0x4051410000000000>, !501, !DIExpression(), !736)
    #dbg_value(<4 x float> <float 3.400000e+01, float 1.168750e+01, float 7.731250e+01, float 0x4051410000000000>, !504, !DIExpression(), !738)
    #dbg_value(float 3.400000e+01, !502, !DIExpression(), !738)
    #dbg_value(<4 x float> <float 3.400000e+01, float 1.168750e+01, float 7.731250e+01, float 0x4051410000000000>, !507, !DIExpression(), !739)
    #dbg_value(float 1.168750e+01, !505, !DIExpression(), !739)
    #dbg_value(<4 x float> <float 3.400000e+01, float 1.168750e+01, float 7.731250e+01, float 0x4051410000000000>, !510, !DIExpression(), !740)
    #dbg_value(float 7.731250e+01, !508, !DIExpression(), !740)
    #dbg_value(<4 x float> <float 3.400000e+01, float 1.168750e+01, float 7.731250e+01, float 0x4051410000000000>, !513, !DIExpression(), !741)
    #dbg_value(float 0x4051410000000000, !511, !DIExpression(), !741)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.23, double noundef 3.400000e+01, double noundef 1.168750e+01, double noundef 7.731250e+01, double noundef 0x4051410000000000), !dbg !742
    #dbg_value(ptr @.str.24, !494, !DIExpression(), !743)
    #dbg_value(<4 x float> <float -2.887500e+01, float 0x4019F00000000000, float 1.560000e+02, float 0x40041C0000000000>, !501, !DIExpression(), !743)
    #dbg_value(<4 x float> <float -2.887500e+01, float 0x4019F00000000000, float 1.560000e+02, float 0x40041C0000000000>, !504, !DIExpression(), !745)
    #dbg_value(float -2.887500e+01, !502, !DIExpression(), !745)
    #dbg_value(<4 x float> <float -2.887500e+01, float 0x4019F00000000000, float 1.560000e+02, float 0x40041C0000000000>, !507, !DIExpression(), !746)
    #dbg_value(float 0x4019F00000000000, !505, !DIExpression(), !746)
    #dbg_value(<4 x float> <float -2.887500e+01, float 0x4019F00000000000, float 1.560000e+02, float 0x40041C0000000000>, !510, !DIExpression(), !747)
    #dbg_value(float 1.560000e+02, !508, !DIExpression(), !747)
    #dbg_value(<4 x float> <float -2.887500e+01, float 0x4019F00000000000, float 1.560000e+02, float 0x40041C0000000000>, !513, !DIExpression(), !748)
    #dbg_value(float 0x40041C0000000000, !511, !DIExpression(), !748)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.24, double noundef -2.887500e+01, double noundef 0x4019F00000000000, double noundef 1.560000e+02, double noundef 0x40041C0000000000), !dbg !749
  %103 = tail call <4 x float> @nine(<4 x float> noundef <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>, <4 x float> noundef <float 5.500000e+00, float -1.750000e+00, float -3.750000e+00, float 8.125000e+00>, <4 x float> noundef <float -2.500000e+00, float -2.750000e+00, float 9.750000e+00, float -7.875000e+00>, <4 x float> noundef <float 2.250000e+00, float 5.062500e+00, float 9.000000e+00, float 1.562500e-02>, <4 x float> noundef <float 1.600000e+01, float 2.500000e-01, float 4.556250e+01, float 6.400000e+01>, <4 x float> noundef <float -1.500000e+00, float 2.250000e+00, float -3.000000e+00, float -1.250000e-01>, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> noundef <float 5.000000e-01, float 4.000000e+00, float 8.000000e+00, float -6.750000e+00>), !dbg !750
    #dbg_value(ptr @.str.25, !494, !DIExpression(), !751)
    #dbg_value(<4 x float> %103, !501, !DIExpression(), !751)
    #dbg_value(<4 x float> %103, !504, !DIExpression(), !753)
  %104 = extractelement <4 x float> %103, i64 0, !dbg !754
    #dbg_value(float %104, !502, !DIExpression(), !753)
  %105 = fpext float %104 to double, !dbg !755
    #dbg_value(<4 x float> %103, !507, !DIExpression(), !756)
  %106 = extractelement <4 x float> %103, i64 1, !dbg !757
    #dbg_value(float %106, !505, !DIExpression(), !756)
  %107 = fpext float %106 to double, !dbg !758
    #dbg_value(<4 x float> %103, !510, !DIExpression(), !759)
  %108 = extractelement <4 x float> %103, i64 2, !dbg !760
    #dbg_value(float %108, !508, !DIExpression(), !759)
  %109 = fpext float %108 to double, !dbg !761
    #dbg_value(<4 x float> %103, !513, !DIExpression(), !762)
  %110 = extractelement <4 x float> %103, i64 3, !dbg !763
    #dbg_value(float %110, !511, !DIExpression(), !762)
  %111 = fpext float %110 to double, !dbg !764
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.25, double noundef %105, double noundef %107, double noundef %109, double noundef %111), !dbg !765
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, !479, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !492)
    #dbg_value(<4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>, !479, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !492)
  %113 = tail call %struct.V3 @ret_v3(<4 x float> noundef <float 2.250000e+00, float 5.062500e+00, float 9.000000e+00, float 1.562500e-02>), !dbg !766
  %114 = extractvalue %struct.V3 %113, 0, !dbg !766
    #dbg_value(<4 x float> %114, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !492)
  %115 = extractvalue %struct.V3 %113, 1, !dbg !766
    #dbg_value(<4 x float> %115, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !492)
  %116 = extractvalue %struct.V3 %113, 2, !dbg !766
    #dbg_value(<4 x float> %116, !480, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !492)
  %117 = insertvalue [3 x <4 x float>] poison, <4 x float> %114, 0, !dbg !767
  %118 = insertvalue [3 x <4 x float>] %117, <4 x float> %115, 1, !dbg !767
  %119 = insertvalue [3 x <4 x float>] %118, <4 x float> %116, 2, !dbg !767
  %120 = tail call %struct.float32x4x2_t @hva([2 x <4 x float>] alignstack(16) [<4 x float> <float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 1.250000e-01>, <4 x float> <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>], i32 noundef 3, [3 x <4 x float>] alignstack(16) %119), !dbg !767
  %121 = extractvalue %struct.float32x4x2_t %120, 0, !dbg !767
  %122 = extractvalue [2 x <4 x float>] %121, 0, !dbg !767
  %123 = extractvalue [2 x <4 x float>] %121, 1, !dbg !767
    #dbg_value(<4 x float> %122, !481, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !492)
    #dbg_value(<4 x float> %123, !481, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !492)
    #dbg_value(ptr @.str.26, !494, !DIExpression(), !768)
    #dbg_value(<4 x float> %122, !501, !DIExpression(), !768)
    #dbg_value(<4 x float> %122, !504, !DIExpression(), !770)
  %124 = extractelement <4 x float> %122, i64 0, !dbg !771
    #dbg_value(float %124, !502, !DIExpression(), !770)
  %125 = fpext float %124 to double, !dbg !772
    #dbg_value(<4 x float> %122, !507, !DIExpression(), !773)
  %126 = extractelement <4 x float> %122, i64 1, !dbg !774
    #dbg_value(float %126, !505, !DIExpression(), !773)
  %127 = fpext float %126 to double, !dbg !775
    #dbg_value(<4 x float> %122, !510, !DIExpression(), !776)
  %128 = extractelement <4 x float> %122, i64 2, !dbg !777
    #dbg_value(float %128, !508, !DIExpression(), !776)
  %129 = fpext float %128 to double, !dbg !778
    #dbg_value(<4 x float> %122, !513, !DIExpression(), !779)
  %130 = extractelement <4 x float> %122, i64 3, !dbg !780
    #dbg_value(float %130, !511, !DIExpression(), !779)
  %131 = fpext float %130 to double, !dbg !781
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.26, double noundef %125, double noundef %127, double noundef %129, double noundef %131), !dbg !782
    #dbg_value(ptr @.str.27, !494, !DIExpression(), !783)
    #dbg_value(<4 x float> %123, !501, !DIExpression(), !783)
    #dbg_value(<4 x float> %123, !504, !DIExpression(), !785)
  %133 = extractelement <4 x float> %123, i64 0, !dbg !786
    #dbg_value(float %133, !502, !DIExpression(), !785)
  %134 = fpext float %133 to double, !dbg !787
    #dbg_value(<4 x float> %123, !507, !DIExpression(), !788)
  %135 = extractelement <4 x float> %123, i64 1, !dbg !789
    #dbg_value(float %135, !505, !DIExpression(), !788)
  %136 = fpext float %135 to double, !dbg !790
    #dbg_value(<4 x float> %123, !510, !DIExpression(), !791)
  %137 = extractelement <4 x float> %123, i64 2, !dbg !792
    #dbg_value(float %137, !508, !DIExpression(), !791)
  %138 = fpext float %137 to double, !dbg !793
    #dbg_value(<4 x float> %123, !513, !DIExpression(), !794)
  %139 = extractelement <4 x float> %123, i64 3, !dbg !795
    #dbg_value(float %139, !511, !DIExpression(), !794)
  %140 = fpext float %139 to double, !dbg !796
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.27, double noundef %134, double noundef %136, double noundef %138, double noundef %140), !dbg !797
    #dbg_value(ptr @.str.28, !494, !DIExpression(), !798)
    #dbg_value(<4 x float> %116, !501, !DIExpression(), !798)
    #dbg_value(<4 x float> %116, !504, !DIExpression(), !800)
  %142 = extractelement <4 x float> %116, i64 0, !dbg !801
    #dbg_value(float %142, !502, !DIExpression(), !800)
  %143 = fpext float %142 to double, !dbg !802
    #dbg_value(<4 x float> %116, !507, !DIExpression(), !803)
  %144 = extractelement <4 x float> %116, i64 1, !dbg !804
    #dbg_value(float %144, !505, !DIExpression(), !803)
  %145 = fpext float %144 to double, !dbg !805
    #dbg_value(<4 x float> %116, !510, !DIExpression(), !806)
  %146 = extractelement <4 x float> %116, i64 2, !dbg !807
    #dbg_value(float %146, !508, !DIExpression(), !806)
  %147 = fpext float %146 to double, !dbg !808
    #dbg_value(<4 x float> %116, !513, !DIExpression(), !809)
  %148 = extractelement <4 x float> %116, i64 3, !dbg !810
    #dbg_value(float %148, !511, !DIExpression(), !809)
  %149 = fpext float %148 to double, !dbg !811
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.28, double noundef %143, double noundef %145, double noundef %147, double noundef %149), !dbg !812
  %151 = tail call %struct.V3 @ret_v3(<4 x float> noundef <float 4.000000e+00, float 5.000000e-01, float -6.750000e+00, float 8.000000e+00>), !dbg !813
  %152 = extractvalue %struct.V3 %151, 0, !dbg !813
  %153 = extractvalue %struct.V3 %151, 1, !dbg !813
  %154 = extractvalue %struct.V3 %151, 2, !dbg !813
  %155 = insertvalue [3 x <4 x float>] poison, <4 x float> %152, 0, !dbg !814
  %156 = insertvalue [3 x <4 x float>] %155, <4 x float> %153, 1, !dbg !814
  %157 = insertvalue [3 x <4 x float>] %156, <4 x float> %154, 2, !dbg !814
  %158 = tail call <4 x float> @hva_late([3 x <4 x float>] alignstack(16) %119, [3 x <4 x float>] alignstack(16) %119, [3 x <4 x float>] alignstack(16) %157, double noundef 5.000000e-01), !dbg !814
    #dbg_value(ptr @.str.29, !494, !DIExpression(), !815)
    #dbg_value(<4 x float> %158, !501, !DIExpression(), !815)
    #dbg_value(<4 x float> %158, !504, !DIExpression(), !817)
  %159 = extractelement <4 x float> %158, i64 0, !dbg !818
    #dbg_value(float %159, !502, !DIExpression(), !817)
  %160 = fpext float %159 to double, !dbg !819
    #dbg_value(<4 x float> %158, !507, !DIExpression(), !820)
  %161 = extractelement <4 x float> %158, i64 1, !dbg !821
    #dbg_value(float %161, !505, !DIExpression(), !820)
  %162 = fpext float %161 to double, !dbg !822
    #dbg_value(<4 x float> %158, !510, !DIExpression(), !823)
  %163 = extractelement <4 x float> %158, i64 2, !dbg !824
    #dbg_value(float %163, !508, !DIExpression(), !823)
  %164 = fpext float %163 to double, !dbg !825
    #dbg_value(<4 x float> %158, !513, !DIExpression(), !826)
  %165 = extractelement <4 x float> %158, i64 3, !dbg !827
    #dbg_value(float %165, !511, !DIExpression(), !826)
  %166 = fpext float %165 to double, !dbg !828
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.29, double noundef %160, double noundef %162, double noundef %164, double noundef %166), !dbg !829
  %168 = tail call <4 x i32> @gv_ops(<4 x i32> noundef <i32 1, i32 2, i32 3, i32 4>, <4 x i32> noundef <i32 4, i32 -3, i32 2, i32 1>), !dbg !830
    #dbg_value(<4 x i32> %168, !482, !DIExpression(), !492)
  %169 = extractelement <4 x i32> %168, i64 0, !dbg !831
  %170 = extractelement <4 x i32> %168, i64 1, !dbg !832
  %171 = extractelement <4 x i32> %168, i64 2, !dbg !833
  %172 = extractelement <4 x i32> %168, i64 3, !dbg !834
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %169, i32 noundef %170, i32 noundef %171, i32 noundef %172), !dbg !835
  %174 = tail call <4 x float> @gv_f(<4 x float> noundef <float 1.500000e+00, float 2.500000e+00, float -3.000000e+00, float 4.000000e+00>, <4 x float> noundef <float 2.000000e+00, float 4.000000e+00, float 5.000000e-01, float -2.500000e-01>), !dbg !836
    #dbg_value(<4 x float> %174, !483, !DIExpression(), !492)
  %175 = extractelement <4 x float> %174, i64 0, !dbg !837
  %176 = fpext float %175 to double, !dbg !837
  %177 = extractelement <4 x float> %174, i64 1, !dbg !838
  %178 = fpext float %177 to double, !dbg !838
  %179 = extractelement <4 x float> %174, i64 2, !dbg !839
  %180 = fpext float %179 to double, !dbg !839
  %181 = extractelement <4 x float> %174, i64 3, !dbg !840
  %182 = fpext float %181 to double, !dbg !840
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef %176, double noundef %178, double noundef %180, double noundef %182), !dbg !841
    #dbg_value(<16 x i8> undef, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> undef, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> undef, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> undef, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 undef, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 undef, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 undef, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 undef, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 undef, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 undef, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 undef>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 undef>, !485, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !484, !DIExpression(), !492)
    #dbg_value(<16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, !485, !DIExpression(), !492)
  %184 = tail call <16 x i8> @gv_shuf(<16 x i8> noundef <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> noundef <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>), !dbg !842
    #dbg_value(<16 x i8> %184, !488, !DIExpression(), !492)
    #dbg_value(<16 x i8> %184, !489, !DIExpression(), !492)
  tail call fastcc void @pb(ptr noundef nonnull @.str.32, <16 x i8> noundef %184), !dbg !843
  %185 = tail call <4 x i16> @gv_short(<4 x i16> noundef <i16 100, i16 -200, i16 300, i16 -400>), !dbg !844
    #dbg_value(<4 x i16> %185, !490, !DIExpression(), !492)
  %186 = extractelement <4 x i16> %185, i64 0, !dbg !845
  %187 = sext i16 %186 to i32, !dbg !845
  %188 = extractelement <4 x i16> %185, i64 1, !dbg !846
  %189 = sext i16 %188 to i32, !dbg !846
  %190 = extractelement <4 x i16> %185, i64 2, !dbg !847
  %191 = sext i16 %190 to i32, !dbg !847
  %192 = extractelement <4 x i16> %185, i64 3, !dbg !848
  %193 = sext i16 %192 to i32, !dbg !848
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %187, i32 noundef %189, i32 noundef %191, i32 noundef %193), !dbg !849
  %195 = tail call <2 x double> @gv_d(<2 x double> noundef <double 1.500000e+00, double -2.000000e+00>, <2 x double> noundef <double 4.000000e+00, double 2.500000e-01>), !dbg !850
    #dbg_value(<2 x double> %195, !491, !DIExpression(), !492)
  %196 = extractelement <2 x double> %195, i64 0, !dbg !851
  %197 = extractelement <2 x double> %195, i64 1, !dbg !852
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, double noundef %196, double noundef %197), !dbg !853
  ret i32 0, !dbg !854
}

; Function Attrs: nofree nounwind
declare !dbg !855 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @pb(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #3 !dbg !860 {
    #dbg_value(ptr %0, !864, !DIExpression(), !872)
    #dbg_value(<16 x i8> %1, !865, !DIExpression(), !872)
    #dbg_value(<16 x i8> %1, !866, !DIExpression(), !872)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef %0), !dbg !873
    #dbg_value(i32 0, !870, !DIExpression(), !874)
    #dbg_value(i64 0, !870, !DIExpression(), !874)
  %4 = extractelement <16 x i8> %1, i64 0, !dbg !875
  %5 = zext i8 %4 to i32, !dbg !875
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %5), !dbg !877
    #dbg_value(i64 1, !870, !DIExpression(), !874)
  %7 = extractelement <16 x i8> %1, i64 1, !dbg !875
  %8 = zext i8 %7 to i32, !dbg !875
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %8), !dbg !877
    #dbg_value(i64 2, !870, !DIExpression(), !874)
  %10 = extractelement <16 x i8> %1, i64 2, !dbg !875
  %11 = zext i8 %10 to i32, !dbg !875
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %11), !dbg !877
    #dbg_value(i64 3, !870, !DIExpression(), !874)
  %13 = extractelement <16 x i8> %1, i64 3, !dbg !875
  %14 = zext i8 %13 to i32, !dbg !875
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %14), !dbg !877
    #dbg_value(i64 4, !870, !DIExpression(), !874)
  %16 = extractelement <16 x i8> %1, i64 4, !dbg !875
  %17 = zext i8 %16 to i32, !dbg !875
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %17), !dbg !877
    #dbg_value(i64 5, !870, !DIExpression(), !874)
  %19 = extractelement <16 x i8> %1, i64 5, !dbg !875
  %20 = zext i8 %19 to i32, !dbg !875
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %20), !dbg !877
    #dbg_value(i64 6, !870, !DIExpression(), !874)
  %22 = extractelement <16 x i8> %1, i64 6, !dbg !875
  %23 = zext i8 %22 to i32, !dbg !875
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %23), !dbg !877
    #dbg_value(i64 7, !870, !DIExpression(), !874)
  %25 = extractelement <16 x i8> %1, i64 7, !dbg !875
  %26 = zext i8 %25 to i32, !dbg !875
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %26), !dbg !877
    #dbg_value(i64 8, !870, !DIExpression(), !874)
  %28 = extractelement <16 x i8> %1, i64 8, !dbg !875
  %29 = zext i8 %28 to i32, !dbg !875
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %29), !dbg !877
    #dbg_value(i64 9, !870, !DIExpression(), !874)
  %31 = extractelement <16 x i8> %1, i64 9, !dbg !875
  %32 = zext i8 %31 to i32, !dbg !875
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %32), !dbg !877
    #dbg_value(i64 10, !870, !DIExpression(), !874)
  %34 = extractelement <16 x i8> %1, i64 10, !dbg !875
  %35 = zext i8 %34 to i32, !dbg !875
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %35), !dbg !877
    #dbg_value(i64 11, !870, !DIExpression(), !874)
  %37 = extractelement <16 x i8> %1, i64 11, !dbg !875
  %38 = zext i8 %37 to i32, !dbg !875
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %38), !dbg !877
    #dbg_value(i64 12, !870, !DIExpression(), !874)
  %40 = extractelement <16 x i8> %1, i64 12, !dbg !875
  %41 = zext i8 %40 to i32, !dbg !875
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %41), !dbg !877
    #dbg_value(i64 13, !870, !DIExpression(), !874)
  %43 = extractelement <16 x i8> %1, i64 13, !dbg !875
  %44 = zext i8 %43 to i32, !dbg !875
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %44), !dbg !877
    #dbg_value(i64 14, !870, !DIExpression(), !874)
  %46 = extractelement <16 x i8> %1, i64 14, !dbg !875
  %47 = zext i8 %46 to i32, !dbg !875
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %47), !dbg !877
    #dbg_value(i64 15, !870, !DIExpression(), !874)
  %49 = extractelement <16 x i8> %1, i64 15, !dbg !875
  %50 = zext i8 %49 to i32, !dbg !875
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %50), !dbg !877
    #dbg_value(i64 16, !870, !DIExpression(), !874)
  %52 = tail call i32 @putchar(i32 10), !dbg !878
  ret void, !dbg !879
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.abs.v8i8(<8 x i8>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmin.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtzs.v4i32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!178, !179, !180, !181, !182, !183, !184, !185}
!llvm.ident = !{!186}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vz", scope: !2, file: !3, line: 33, type: !177, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !59, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/neon.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2700eddb97a28159f180b18e7297ba3")
!4 = !{!5, !6, !12, !19, !26, !34, !9, !36, !40, !42, !43, !45, !31, !14, !52, !57}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4_t", file: !7, line: 42, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_vector_types.h", directory: "", checksumkind: CSK_MD5, checksum: "ac4605be3d103eca65154e6a5d03f0f2")
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !10)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32_t", file: !7, line: 17, baseType: !5)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4_t", file: !7, line: 28, baseType: !13)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !10)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !15, line: 26, baseType: !16)
!15 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !17, line: 41, baseType: !18)
!17 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x16_t", file: !7, line: 24, baseType: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 128, flags: DIFlagVector, elements: !24)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !15, line: 24, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !17, line: 37, baseType: !23)
!23 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 16)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8_t", file: !7, line: 31, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64, flags: DIFlagVector, elements: !32)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !29, line: 24, baseType: !30)
!29 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !17, line: 38, baseType: !31)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16_t", file: !7, line: 32, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, flags: DIFlagVector, elements: !24)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x2_t", file: !7, line: 41, baseType: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64, flags: DIFlagVector, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x8_t", file: !7, line: 23, baseType: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 64, flags: DIFlagVector, elements: !32)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !29, line: 27, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !17, line: 45, baseType: !42)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64x1_t", file: !7, line: 29, baseType: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 64, flags: DIFlagVector, elements: !50)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !15, line: 27, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !17, line: 44, baseType: !49)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !{!51}
!51 = !DISubrange(count: 1)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x4_t", file: !7, line: 36, baseType: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, flags: DIFlagVector, elements: !10)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !29, line: 26, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !17, line: 42, baseType: !56)
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64x1_t", file: !7, line: 37, baseType: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 64, flags: DIFlagVector, elements: !50)
!59 = !{!0, !60, !64, !66, !68, !70, !72, !77, !82, !84, !86, !88, !93, !98, !100, !102, !104, !106, !108, !110, !112, !114, !119, !124, !127, !129, !131, !133, !135, !137, !139, !144, !149, !154, !156, !161, !163, !168, !170, !172, !174}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 32, elements: !10)
!63 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !62, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !62, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !62, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !62, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 40, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 5)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !79, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !62, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !74, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 56, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 7)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 224, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 28)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !62, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !74, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !74, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !79, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !74, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !62, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !62, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !74, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 96, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 12)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 104, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 13)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 64, elements: !32)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !74, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !79, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !74, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !74, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !74, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !74, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 72, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 9)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !146, isLocal: true, isDefinition: true)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 160, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 20)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 144, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 18)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !126, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 176, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 22)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !116, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 152, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 19)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !165, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !79, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !79, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 16, elements: !38)
!177 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!178 = !{i32 7, !"Dwarf Version", i32 5}
!179 = !{i32 2, !"Debug Info Version", i32 3}
!180 = !{i32 1, !"wchar_size", i32 4}
!181 = !{i32 8, !"PIC Level", i32 2}
!182 = !{i32 7, !"PIE Level", i32 2}
!183 = !{i32 7, !"uwtable", i32 2}
!184 = !{i32 7, !"frame-pointer", i32 1}
!185 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!186 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!187 = distinct !DISubprogram(name: "clobber", scope: !3, file: !3, line: 35, type: !188, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!6, !6}
!190 = !{!191, !192, !193, !194, !195, !197}
!191 = !DILocalVariable(name: "a", arg: 1, scope: !187, file: !3, line: 35, type: !6)
!192 = !DILocalVariable(name: "x", scope: !187, file: !3, line: 36, type: !6)
!193 = !DILocalVariable(name: "y", scope: !187, file: !3, line: 36, type: !6)
!194 = !DILocalVariable(name: "z", scope: !187, file: !3, line: 36, type: !6)
!195 = !DILocalVariable(name: "w", scope: !187, file: !3, line: 37, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1024, elements: !32)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 38, type: !18)
!198 = distinct !DILexicalBlock(scope: !187, file: !3, line: 38, column: 3)
!199 = !DILocation(line: 0, scope: !187)
!200 = !DILocation(line: 36, column: 31, scope: !187)
!201 = !{!202, !202, i64 0}
!202 = !{!"int", !203, i64 0}
!203 = !{!"omnipotent char", !204, i64 0}
!204 = !{!"Simple C/C++ TBAA"}
!205 = !DILocation(line: 36, column: 34, scope: !187)
!206 = !DILocation(line: 36, column: 19, scope: !187)
!207 = !DILocation(line: 36, column: 47, scope: !187)
!208 = !DILocation(line: 36, column: 68, scope: !187)
!209 = !DILocation(line: 0, scope: !198)
!210 = !DILocation(line: 38, column: 81, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 38, column: 31)
!212 = distinct !DILexicalBlock(scope: !198, file: !3, line: 38, column: 3)
!213 = !DILocation(line: 38, column: 40, scope: !211)
!214 = !DILocation(line: 39, column: 10, scope: !187)
!215 = !DILocation(line: 39, column: 3, scope: !187)
!216 = distinct !DISubprogram(name: "f_add", scope: !3, file: !3, line: 42, type: !217, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!6, !6, !6}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "a", arg: 1, scope: !216, file: !3, line: 42, type: !6)
!221 = !DILocalVariable(name: "b", arg: 2, scope: !216, file: !3, line: 42, type: !6)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 42, column: 61, scope: !216)
!224 = !DILocation(line: 42, column: 54, scope: !216)
!225 = distinct !DISubprogram(name: "i_mul", scope: !3, file: !3, line: 43, type: !226, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!12, !12, !12}
!228 = !{!229, !230}
!229 = !DILocalVariable(name: "a", arg: 1, scope: !225, file: !3, line: 43, type: !12)
!230 = !DILocalVariable(name: "b", arg: 2, scope: !225, file: !3, line: 43, type: !12)
!231 = !DILocation(line: 0, scope: !225)
!232 = !DILocation(line: 43, column: 55, scope: !225)
!233 = !DILocation(line: 43, column: 48, scope: !225)
!234 = distinct !DISubprogram(name: "f_half", scope: !3, file: !3, line: 44, type: !235, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!36, !6}
!237 = !{!238}
!238 = !DILocalVariable(name: "a", arg: 1, scope: !234, file: !3, line: 44, type: !6)
!239 = !DILocation(line: 0, scope: !234)
!240 = !DILocation(line: 44, column: 56, scope: !234)
!241 = !DILocation(line: 44, column: 73, scope: !234)
!242 = !DILocation(line: 44, column: 47, scope: !234)
!243 = !DILocation(line: 44, column: 40, scope: !234)
!244 = distinct !DISubprogram(name: "i8_abs", scope: !3, file: !3, line: 45, type: !245, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{!40, !40}
!247 = !{!248}
!248 = !DILocalVariable(name: "a", arg: 1, scope: !244, file: !3, line: 45, type: !40)
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 45, column: 41, scope: !244)
!251 = !DILocation(line: 45, column: 34, scope: !244)
!252 = distinct !DISubprogram(name: "nine", scope: !3, file: !3, line: 47, type: !253, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!6, !6, !6, !6, !6, !6, !6, !6, !6, !6}
!255 = !{!256, !257, !258, !259, !260, !261, !262, !263, !264}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !3, line: 47, type: !6)
!257 = !DILocalVariable(name: "b", arg: 2, scope: !252, file: !3, line: 47, type: !6)
!258 = !DILocalVariable(name: "c", arg: 3, scope: !252, file: !3, line: 47, type: !6)
!259 = !DILocalVariable(name: "d", arg: 4, scope: !252, file: !3, line: 47, type: !6)
!260 = !DILocalVariable(name: "e", arg: 5, scope: !252, file: !3, line: 47, type: !6)
!261 = !DILocalVariable(name: "f", arg: 6, scope: !252, file: !3, line: 48, type: !6)
!262 = !DILocalVariable(name: "g", arg: 7, scope: !252, file: !3, line: 48, type: !6)
!263 = !DILocalVariable(name: "h", arg: 8, scope: !252, file: !3, line: 48, type: !6)
!264 = !DILocalVariable(name: "i", arg: 9, scope: !252, file: !3, line: 48, type: !6)
!265 = !DILocation(line: 0, scope: !252)
!266 = !DILocation(line: 49, column: 43, scope: !252)
!267 = !DILocation(line: 49, column: 30, scope: !252)
!268 = !DILocation(line: 49, column: 73, scope: !252)
!269 = !DILocation(line: 49, column: 92, scope: !252)
!270 = !DILocation(line: 49, column: 63, scope: !252)
!271 = !DILocation(line: 49, column: 20, scope: !252)
!272 = !DILocation(line: 50, column: 40, scope: !252)
!273 = !DILocation(line: 50, column: 60, scope: !252)
!274 = !DILocation(line: 50, column: 30, scope: !252)
!275 = !DILocation(line: 51, column: 50, scope: !252)
!276 = !DILocation(line: 51, column: 70, scope: !252)
!277 = !DILocation(line: 51, column: 40, scope: !252)
!278 = !DILocation(line: 51, column: 92, scope: !252)
!279 = !DILocation(line: 51, column: 30, scope: !252)
!280 = !DILocation(line: 50, column: 20, scope: !252)
!281 = !DILocation(line: 49, column: 10, scope: !252)
!282 = !DILocation(line: 49, column: 3, scope: !252)
!283 = distinct !DISubprogram(name: "hva", scope: !3, file: !3, line: 55, type: !284, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !296)
!284 = !DISubroutineType(types: !285)
!285 = !{!286, !286, !18, !291}
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4x2_t", file: !7, line: 126, baseType: !287)
!287 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "float32x4x2_t", file: !7, line: 124, size: 256, elements: !288)
!288 = !{!289}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !287, file: !7, line: 125, baseType: !290, size: 256)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !38)
!291 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "V3", file: !3, line: 54, size: 384, elements: !292)
!292 = !{!293, !294, !295}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !291, file: !3, line: 54, baseType: !6, size: 128)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !291, file: !3, line: 54, baseType: !6, size: 128, offset: 128)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !291, file: !3, line: 54, baseType: !6, size: 128, offset: 256)
!296 = !{!297, !298, !299, !300}
!297 = !DILocalVariable(name: "p", arg: 1, scope: !283, file: !3, line: 55, type: !286)
!298 = !DILocalVariable(name: "k", arg: 2, scope: !283, file: !3, line: 55, type: !18)
!299 = !DILocalVariable(name: "q", arg: 3, scope: !283, file: !3, line: 55, type: !291)
!300 = !DILocalVariable(name: "r", scope: !283, file: !3, line: 56, type: !286)
!301 = !DILocation(line: 0, scope: !283)
!302 = !DILocation(line: 57, column: 51, scope: !283)
!303 = !DILocation(line: 57, column: 34, scope: !283)
!304 = !DILocation(line: 57, column: 14, scope: !283)
!305 = !DILocation(line: 58, column: 24, scope: !283)
!306 = !DILocation(line: 58, column: 14, scope: !283)
!307 = !DILocation(line: 59, column: 3, scope: !283)
!308 = distinct !DISubprogram(name: "ret_v3", scope: !3, file: !3, line: 61, type: !309, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!291, !6}
!311 = !{!312, !313}
!312 = !DILocalVariable(name: "x", arg: 1, scope: !308, file: !3, line: 61, type: !6)
!313 = !DILocalVariable(name: "r", scope: !308, file: !3, line: 61, type: !291)
!314 = !DILocation(line: 0, scope: !308)
!315 = !DILocation(line: 61, column: 56, scope: !308)
!316 = !DILocation(line: 61, column: 70, scope: !308)
!317 = !DILocation(line: 61, column: 87, scope: !308)
!318 = distinct !DISubprogram(name: "hva_late", scope: !3, file: !3, line: 63, type: !319, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!319 = !DISubroutineType(types: !320)
!320 = !{!6, !291, !291, !291, !321}
!321 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!322 = !{!323, !324, !325, !326}
!323 = !DILocalVariable(name: "a", arg: 1, scope: !318, file: !3, line: 63, type: !291)
!324 = !DILocalVariable(name: "b", arg: 2, scope: !318, file: !3, line: 63, type: !291)
!325 = !DILocalVariable(name: "c", arg: 3, scope: !318, file: !3, line: 63, type: !291)
!326 = !DILocalVariable(name: "d", arg: 4, scope: !318, file: !3, line: 63, type: !321)
!327 = !DILocation(line: 0, scope: !318)
!328 = !DILocation(line: 64, column: 20, scope: !318)
!329 = !DILocation(line: 64, column: 68, scope: !318)
!330 = !DILocation(line: 64, column: 56, scope: !318)
!331 = !DILocation(line: 64, column: 41, scope: !318)
!332 = !DILocation(line: 64, column: 10, scope: !318)
!333 = !DILocation(line: 64, column: 3, scope: !318)
!334 = distinct !DISubprogram(name: "gv_ops", scope: !3, file: !3, line: 66, type: !335, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !339)
!335 = !DISubroutineType(types: !336)
!336 = !{!337, !337, !337}
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 13, baseType: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, flags: DIFlagVector, elements: !10)
!339 = !{!340, !341}
!340 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 66, type: !337)
!341 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !3, line: 66, type: !337)
!342 = !DILocation(line: 0, scope: !334)
!343 = !DILocation(line: 66, column: 44, scope: !334)
!344 = !DILocation(line: 66, column: 54, scope: !334)
!345 = !DILocation(line: 66, column: 49, scope: !334)
!346 = !DILocation(line: 66, column: 64, scope: !334)
!347 = !DILocation(line: 66, column: 59, scope: !334)
!348 = !DILocation(line: 66, column: 34, scope: !334)
!349 = distinct !DISubprogram(name: "gv_f", scope: !3, file: !3, line: 67, type: !350, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !354)
!350 = !DISubroutineType(types: !351)
!351 = !{!352, !352, !352}
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !3, line: 14, baseType: !353)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !10)
!354 = !{!355, !356}
!355 = !DILocalVariable(name: "a", arg: 1, scope: !349, file: !3, line: 67, type: !352)
!356 = !DILocalVariable(name: "b", arg: 2, scope: !349, file: !3, line: 67, type: !352)
!357 = !DILocation(line: 0, scope: !349)
!358 = !DILocation(line: 67, column: 45, scope: !349)
!359 = !DILocation(line: 67, column: 73, scope: !349)
!360 = !DILocation(line: 67, column: 69, scope: !349)
!361 = !DILocation(line: 67, column: 32, scope: !349)
!362 = distinct !DISubprogram(name: "gv_shuf", scope: !3, file: !3, line: 68, type: !363, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !367)
!363 = !DISubroutineType(types: !364)
!364 = !{!365, !365, !365}
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qi", file: !3, line: 15, baseType: !366)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 128, flags: DIFlagVector, elements: !24)
!367 = !{!368, !369}
!368 = !DILocalVariable(name: "a", arg: 1, scope: !362, file: !3, line: 68, type: !365)
!369 = !DILocalVariable(name: "b", arg: 2, scope: !362, file: !3, line: 68, type: !365)
!370 = !DILocation(line: 0, scope: !362)
!371 = !DILocation(line: 69, column: 10, scope: !362)
!372 = !DILocation(line: 69, column: 3, scope: !362)
!373 = distinct !DISubprogram(name: "gv_short", scope: !3, file: !3, line: 71, type: !374, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !379)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !376}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4hi", file: !3, line: 16, baseType: !377)
!377 = !DICompositeType(tag: DW_TAG_array_type, baseType: !378, size: 64, flags: DIFlagVector, elements: !10)
!378 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!379 = !{!380}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !3, line: 71, type: !376)
!381 = !DILocation(line: 0, scope: !373)
!382 = !DILocation(line: 71, column: 37, scope: !373)
!383 = !DILocation(line: 71, column: 41, scope: !373)
!384 = !DILocation(line: 71, column: 28, scope: !373)
!385 = distinct !DISubprogram(name: "gv_d", scope: !3, file: !3, line: 72, type: !386, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !390)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !388, !388}
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !3, line: 17, baseType: !389)
!389 = !DICompositeType(tag: DW_TAG_array_type, baseType: !321, size: 128, flags: DIFlagVector, elements: !38)
!390 = !{!391, !392}
!391 = !DILocalVariable(name: "a", arg: 1, scope: !385, file: !3, line: 72, type: !388)
!392 = !DILocalVariable(name: "b", arg: 2, scope: !385, file: !3, line: 72, type: !388)
!393 = !DILocation(line: 0, scope: !385)
!394 = !DILocation(line: 72, column: 45, scope: !385)
!395 = !DILocation(line: 72, column: 32, scope: !385)
!396 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 74, type: !397, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !399)
!397 = !DISubroutineType(types: !398)
!398 = !{!18}
!399 = !{!400, !402, !403, !405, !406, !407, !409, !410, !412, !413, !415, !416, !418, !420, !421, !422, !424, !425, !426, !427, !429, !430, !432, !433, !434, !436, !437, !439, !440, !442, !443, !445, !446, !447, !449, !450, !452, !453, !454, !456, !457, !459, !460, !461, !462, !463, !464, !465, !466, !467, !468, !470, !471, !472, !473, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484, !485, !486, !488, !489, !490, !491}
!400 = !DILocalVariable(name: "fa", scope: !396, file: !3, line: 75, type: !401)
!401 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !10)
!402 = !DILocalVariable(name: "fb", scope: !396, file: !3, line: 75, type: !401)
!403 = !DILocalVariable(name: "ia", scope: !396, file: !3, line: 76, type: !404)
!404 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !10)
!405 = !DILocalVariable(name: "ib", scope: !396, file: !3, line: 76, type: !404)
!406 = !DILocalVariable(name: "a", scope: !396, file: !3, line: 77, type: !6)
!407 = !DILocalVariable(name: "__ret", scope: !408, file: !3, line: 77, type: !6)
!408 = distinct !DILexicalBlock(scope: !396, file: !3, line: 77, column: 19)
!409 = !DILocalVariable(name: "b", scope: !396, file: !3, line: 77, type: !6)
!410 = !DILocalVariable(name: "__ret", scope: !411, file: !3, line: 77, type: !6)
!411 = distinct !DILexicalBlock(scope: !396, file: !3, line: 77, column: 38)
!412 = !DILocalVariable(name: "x", scope: !396, file: !3, line: 78, type: !12)
!413 = !DILocalVariable(name: "__ret", scope: !414, file: !3, line: 78, type: !12)
!414 = distinct !DILexicalBlock(scope: !396, file: !3, line: 78, column: 17)
!415 = !DILocalVariable(name: "y", scope: !396, file: !3, line: 78, type: !12)
!416 = !DILocalVariable(name: "__ret", scope: !417, file: !3, line: 78, type: !12)
!417 = distinct !DILexicalBlock(scope: !396, file: !3, line: 78, column: 36)
!418 = !DILocalVariable(name: "__ret", scope: !419, file: !3, line: 86, type: !12)
!419 = distinct !DILexicalBlock(scope: !396, file: !3, line: 86, column: 50)
!420 = !DILocalVariable(name: "__s0", scope: !419, file: !3, line: 86, type: !14)
!421 = !DILocalVariable(name: "__s1", scope: !419, file: !3, line: 86, type: !12)
!422 = !DILocalVariable(name: "__ret", scope: !423, file: !3, line: 91, type: !6)
!423 = distinct !DILexicalBlock(scope: !396, file: !3, line: 91, column: 13)
!424 = !DILocalVariable(name: "__s0", scope: !423, file: !3, line: 91, type: !6)
!425 = !DILocalVariable(name: "__s1", scope: !423, file: !3, line: 91, type: !6)
!426 = !DILocalVariable(name: "bytes", scope: !396, file: !3, line: 96, type: !34)
!427 = !DILocalVariable(name: "__ret", scope: !428, file: !3, line: 96, type: !26)
!428 = distinct !DILexicalBlock(scope: !396, file: !3, line: 96, column: 34)
!429 = !DILocalVariable(name: "__promote", scope: !428, file: !3, line: 96, type: !43)
!430 = !DILocalVariable(name: "__ret", scope: !431, file: !3, line: 96, type: !26)
!431 = distinct !DILexicalBlock(scope: !396, file: !3, line: 96, column: 69)
!432 = !DILocalVariable(name: "__promote", scope: !431, file: !3, line: 96, type: !43)
!433 = !DILocalVariable(name: "idx", scope: !396, file: !3, line: 97, type: !34)
!434 = !DILocalVariable(name: "__ret", scope: !435, file: !3, line: 97, type: !26)
!435 = distinct !DILexicalBlock(scope: !396, file: !3, line: 97, column: 32)
!436 = !DILocalVariable(name: "__promote", scope: !435, file: !3, line: 97, type: !43)
!437 = !DILocalVariable(name: "__ret", scope: !438, file: !3, line: 97, type: !26)
!438 = distinct !DILexicalBlock(scope: !396, file: !3, line: 97, column: 67)
!439 = !DILocalVariable(name: "__promote", scope: !438, file: !3, line: 97, type: !43)
!440 = !DILocalVariable(name: "__ret", scope: !441, file: !3, line: 99, type: !34)
!441 = distinct !DILexicalBlock(scope: !396, file: !3, line: 99, column: 13)
!442 = !DILocalVariable(name: "__s0", scope: !441, file: !3, line: 99, type: !34)
!443 = !DILocalVariable(name: "__ret", scope: !444, file: !3, line: 100, type: !34)
!444 = distinct !DILexicalBlock(scope: !396, file: !3, line: 100, column: 24)
!445 = !DILocalVariable(name: "__s0", scope: !444, file: !3, line: 100, type: !34)
!446 = !DILocalVariable(name: "h", scope: !396, file: !3, line: 101, type: !36)
!447 = !DILocalVariable(name: "__ret", scope: !448, file: !3, line: 102, type: !9)
!448 = distinct !DILexicalBlock(scope: !396, file: !3, line: 102, column: 26)
!449 = !DILocalVariable(name: "__s0", scope: !448, file: !3, line: 102, type: !36)
!450 = !DILocalVariable(name: "__ret", scope: !451, file: !3, line: 102, type: !9)
!451 = distinct !DILexicalBlock(scope: !396, file: !3, line: 102, column: 47)
!452 = !DILocalVariable(name: "__s0", scope: !451, file: !3, line: 102, type: !36)
!453 = !DILocalVariable(name: "s8", scope: !396, file: !3, line: 103, type: !40)
!454 = !DILocalVariable(name: "__ret", scope: !455, file: !3, line: 103, type: !40)
!455 = distinct !DILexicalBlock(scope: !396, file: !3, line: 103, column: 24)
!456 = !DILocalVariable(name: "__promote", scope: !455, file: !3, line: 103, type: !43)
!457 = !DILocalVariable(name: "__ret", scope: !458, file: !3, line: 104, type: !43)
!458 = distinct !DILexicalBlock(scope: !396, file: !3, line: 104, column: 42)
!459 = !DILocalVariable(name: "__s0", scope: !458, file: !3, line: 104, type: !57)
!460 = !DILocalVariable(name: "l0", scope: !396, file: !3, line: 106, type: !6)
!461 = !DILocalVariable(name: "l1", scope: !396, file: !3, line: 106, type: !6)
!462 = !DILocalVariable(name: "l2", scope: !396, file: !3, line: 106, type: !6)
!463 = !DILocalVariable(name: "l3", scope: !396, file: !3, line: 106, type: !6)
!464 = !DILocalVariable(name: "l4", scope: !396, file: !3, line: 107, type: !6)
!465 = !DILocalVariable(name: "l5", scope: !396, file: !3, line: 107, type: !6)
!466 = !DILocalVariable(name: "l6", scope: !396, file: !3, line: 107, type: !6)
!467 = !DILocalVariable(name: "l7", scope: !396, file: !3, line: 107, type: !6)
!468 = !DILocalVariable(name: "__ret", scope: !469, file: !3, line: 107, type: !6)
!469 = distinct !DILexicalBlock(scope: !396, file: !3, line: 107, column: 85)
!470 = !DILocalVariable(name: "__s0", scope: !469, file: !3, line: 107, type: !6)
!471 = !DILocalVariable(name: "__s1", scope: !469, file: !3, line: 107, type: !6)
!472 = !DILocalVariable(name: "l8", scope: !396, file: !3, line: 108, type: !6)
!473 = !DILocalVariable(name: "__ret", scope: !474, file: !3, line: 108, type: !6)
!474 = distinct !DILexicalBlock(scope: !396, file: !3, line: 108, column: 20)
!475 = !DILocalVariable(name: "__s0", scope: !474, file: !3, line: 108, type: !6)
!476 = !DILocalVariable(name: "__s1", scope: !474, file: !3, line: 108, type: !6)
!477 = !DILocalVariable(name: "l9", scope: !396, file: !3, line: 108, type: !6)
!478 = !DILocalVariable(name: "c", scope: !396, file: !3, line: 109, type: !6)
!479 = !DILocalVariable(name: "p", scope: !396, file: !3, line: 116, type: !286)
!480 = !DILocalVariable(name: "v3", scope: !396, file: !3, line: 117, type: !291)
!481 = !DILocalVariable(name: "r", scope: !396, file: !3, line: 118, type: !286)
!482 = !DILocalVariable(name: "g", scope: !396, file: !3, line: 123, type: !337)
!483 = !DILocalVariable(name: "gf", scope: !396, file: !3, line: 125, type: !352)
!484 = !DILocalVariable(name: "q1", scope: !396, file: !3, line: 127, type: !365)
!485 = !DILocalVariable(name: "q2", scope: !396, file: !3, line: 127, type: !365)
!486 = !DILocalVariable(name: "i", scope: !487, file: !3, line: 128, type: !18)
!487 = distinct !DILexicalBlock(scope: !396, file: !3, line: 128, column: 3)
!488 = !DILocalVariable(name: "sh", scope: !396, file: !3, line: 129, type: !365)
!489 = !DILocalVariable(name: "shv", scope: !396, file: !3, line: 130, type: !34)
!490 = !DILocalVariable(name: "s", scope: !396, file: !3, line: 133, type: !376)
!491 = !DILocalVariable(name: "d", scope: !396, file: !3, line: 135, type: !388)
!492 = !DILocation(line: 0, scope: !396)
!493 = !DILocation(line: 79, column: 13, scope: !396)
!494 = !DILocalVariable(name: "w", arg: 1, scope: !495, file: !3, line: 19, type: !498)
!495 = distinct !DISubprogram(name: "pf", scope: !3, file: !3, line: 19, type: !496, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !500)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !498, !6}
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !499, size: 64)
!499 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!500 = !{!494, !501, !502, !504, !505, !507, !508, !510, !511, !513}
!501 = !DILocalVariable(name: "v", arg: 2, scope: !495, file: !3, line: 19, type: !6)
!502 = !DILocalVariable(name: "__ret", scope: !503, file: !3, line: 20, type: !9)
!503 = distinct !DILexicalBlock(scope: !495, file: !3, line: 20, column: 36)
!504 = !DILocalVariable(name: "__s0", scope: !503, file: !3, line: 20, type: !6)
!505 = !DILocalVariable(name: "__ret", scope: !506, file: !3, line: 20, type: !9)
!506 = distinct !DILexicalBlock(scope: !495, file: !3, line: 20, column: 58)
!507 = !DILocalVariable(name: "__s0", scope: !506, file: !3, line: 20, type: !6)
!508 = !DILocalVariable(name: "__ret", scope: !509, file: !3, line: 20, type: !9)
!509 = distinct !DILexicalBlock(scope: !495, file: !3, line: 20, column: 80)
!510 = !DILocalVariable(name: "__s0", scope: !509, file: !3, line: 20, type: !6)
!511 = !DILocalVariable(name: "__ret", scope: !512, file: !3, line: 20, type: !9)
!512 = distinct !DILexicalBlock(scope: !495, file: !3, line: 20, column: 102)
!513 = !DILocalVariable(name: "__s0", scope: !512, file: !3, line: 20, type: !6)
!514 = !DILocation(line: 0, scope: !495, inlinedAt: !515)
!515 = distinct !DILocation(line: 79, column: 3, scope: !396)
!516 = !DILocation(line: 0, scope: !503, inlinedAt: !515)
!517 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !515)
!518 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !515)
!519 = !DILocation(line: 0, scope: !506, inlinedAt: !515)
!520 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !515)
!521 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !515)
!522 = !DILocation(line: 0, scope: !509, inlinedAt: !515)
!523 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !515)
!524 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !515)
!525 = !DILocation(line: 0, scope: !512, inlinedAt: !515)
!526 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !515)
!527 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !515)
!528 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !515)
!529 = !DILocation(line: 0, scope: !495, inlinedAt: !530)
!530 = distinct !DILocation(line: 80, column: 3, scope: !396)
!531 = !DILocation(line: 0, scope: !503, inlinedAt: !530)
!532 = !DILocation(line: 0, scope: !506, inlinedAt: !530)
!533 = !DILocation(line: 0, scope: !509, inlinedAt: !530)
!534 = !DILocation(line: 0, scope: !512, inlinedAt: !530)
!535 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !530)
!536 = !DILocation(line: 81, column: 13, scope: !396)
!537 = !DILocation(line: 0, scope: !495, inlinedAt: !538)
!538 = distinct !DILocation(line: 81, column: 3, scope: !396)
!539 = !DILocation(line: 0, scope: !503, inlinedAt: !538)
!540 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !538)
!541 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !538)
!542 = !DILocation(line: 0, scope: !506, inlinedAt: !538)
!543 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !538)
!544 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !538)
!545 = !DILocation(line: 0, scope: !509, inlinedAt: !538)
!546 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !538)
!547 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !538)
!548 = !DILocation(line: 0, scope: !512, inlinedAt: !538)
!549 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !538)
!550 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !538)
!551 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !538)
!552 = !DILocation(line: 82, column: 13, scope: !396)
!553 = !DILocation(line: 0, scope: !495, inlinedAt: !554)
!554 = distinct !DILocation(line: 82, column: 3, scope: !396)
!555 = !DILocation(line: 0, scope: !503, inlinedAt: !554)
!556 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !554)
!557 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !554)
!558 = !DILocation(line: 0, scope: !506, inlinedAt: !554)
!559 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !554)
!560 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !554)
!561 = !DILocation(line: 0, scope: !509, inlinedAt: !554)
!562 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !554)
!563 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !554)
!564 = !DILocation(line: 0, scope: !512, inlinedAt: !554)
!565 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !554)
!566 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !554)
!567 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !554)
!568 = !DILocation(line: 0, scope: !495, inlinedAt: !569)
!569 = distinct !DILocation(line: 83, column: 3, scope: !396)
!570 = !DILocation(line: 0, scope: !503, inlinedAt: !569)
!571 = !DILocation(line: 0, scope: !506, inlinedAt: !569)
!572 = !DILocation(line: 0, scope: !509, inlinedAt: !569)
!573 = !DILocation(line: 0, scope: !512, inlinedAt: !569)
!574 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !569)
!575 = !DILocation(line: 84, column: 14, scope: !396)
!576 = !DILocalVariable(name: "w", arg: 1, scope: !577, file: !3, line: 22, type: !498)
!577 = distinct !DISubprogram(name: "pi", scope: !3, file: !3, line: 22, type: !578, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !498, !12}
!580 = !{!576, !581, !582, !584, !585, !587, !588, !590, !591, !593}
!581 = !DILocalVariable(name: "v", arg: 2, scope: !577, file: !3, line: 22, type: !12)
!582 = !DILocalVariable(name: "__ret", scope: !583, file: !3, line: 23, type: !14)
!583 = distinct !DILexicalBlock(scope: !577, file: !3, line: 23, column: 36)
!584 = !DILocalVariable(name: "__s0", scope: !583, file: !3, line: 23, type: !12)
!585 = !DILocalVariable(name: "__ret", scope: !586, file: !3, line: 23, type: !14)
!586 = distinct !DILexicalBlock(scope: !577, file: !3, line: 23, column: 58)
!587 = !DILocalVariable(name: "__s0", scope: !586, file: !3, line: 23, type: !12)
!588 = !DILocalVariable(name: "__ret", scope: !589, file: !3, line: 23, type: !14)
!589 = distinct !DILexicalBlock(scope: !577, file: !3, line: 23, column: 80)
!590 = !DILocalVariable(name: "__s0", scope: !589, file: !3, line: 23, type: !12)
!591 = !DILocalVariable(name: "__ret", scope: !592, file: !3, line: 23, type: !14)
!592 = distinct !DILexicalBlock(scope: !577, file: !3, line: 23, column: 102)
!593 = !DILocalVariable(name: "__s0", scope: !592, file: !3, line: 23, type: !12)
!594 = !DILocation(line: 0, scope: !577, inlinedAt: !595)
!595 = distinct !DILocation(line: 84, column: 3, scope: !396)
!596 = !DILocation(line: 0, scope: !583, inlinedAt: !595)
!597 = !DILocation(line: 23, column: 36, scope: !583, inlinedAt: !595)
!598 = !DILocation(line: 0, scope: !586, inlinedAt: !595)
!599 = !DILocation(line: 23, column: 58, scope: !586, inlinedAt: !595)
!600 = !DILocation(line: 0, scope: !589, inlinedAt: !595)
!601 = !DILocation(line: 23, column: 80, scope: !589, inlinedAt: !595)
!602 = !DILocation(line: 0, scope: !592, inlinedAt: !595)
!603 = !DILocation(line: 23, column: 102, scope: !592, inlinedAt: !595)
!604 = !DILocation(line: 23, column: 3, scope: !577, inlinedAt: !595)
!605 = !DILocation(line: 0, scope: !577, inlinedAt: !606)
!606 = distinct !DILocation(line: 85, column: 3, scope: !396)
!607 = !DILocation(line: 0, scope: !583, inlinedAt: !606)
!608 = !DILocation(line: 0, scope: !586, inlinedAt: !606)
!609 = !DILocation(line: 0, scope: !589, inlinedAt: !606)
!610 = !DILocation(line: 0, scope: !592, inlinedAt: !606)
!611 = !DILocation(line: 23, column: 3, scope: !577, inlinedAt: !606)
!612 = !DILocation(line: 0, scope: !577, inlinedAt: !613)
!613 = distinct !DILocation(line: 86, column: 3, scope: !396)
!614 = !DILocation(line: 0, scope: !583, inlinedAt: !613)
!615 = !DILocation(line: 0, scope: !586, inlinedAt: !613)
!616 = !DILocation(line: 0, scope: !589, inlinedAt: !613)
!617 = !DILocation(line: 0, scope: !592, inlinedAt: !613)
!618 = !DILocation(line: 23, column: 3, scope: !577, inlinedAt: !613)
!619 = !DILocation(line: 87, column: 13, scope: !396)
!620 = !DILocation(line: 0, scope: !577, inlinedAt: !621)
!621 = distinct !DILocation(line: 87, column: 3, scope: !396)
!622 = !DILocation(line: 0, scope: !583, inlinedAt: !621)
!623 = !DILocation(line: 23, column: 36, scope: !583, inlinedAt: !621)
!624 = !DILocation(line: 0, scope: !586, inlinedAt: !621)
!625 = !DILocation(line: 23, column: 58, scope: !586, inlinedAt: !621)
!626 = !DILocation(line: 0, scope: !589, inlinedAt: !621)
!627 = !DILocation(line: 23, column: 80, scope: !589, inlinedAt: !621)
!628 = !DILocation(line: 0, scope: !592, inlinedAt: !621)
!629 = !DILocation(line: 23, column: 102, scope: !592, inlinedAt: !621)
!630 = !DILocation(line: 23, column: 3, scope: !577, inlinedAt: !621)
!631 = !DILocation(line: 0, scope: !495, inlinedAt: !632)
!632 = distinct !DILocation(line: 88, column: 3, scope: !396)
!633 = !DILocation(line: 0, scope: !503, inlinedAt: !632)
!634 = !DILocation(line: 0, scope: !506, inlinedAt: !632)
!635 = !DILocation(line: 0, scope: !509, inlinedAt: !632)
!636 = !DILocation(line: 0, scope: !512, inlinedAt: !632)
!637 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !632)
!638 = !DILocation(line: 89, column: 26, scope: !396)
!639 = !DILocation(line: 89, column: 43, scope: !396)
!640 = !DILocation(line: 89, column: 16, scope: !396)
!641 = !DILocation(line: 0, scope: !577, inlinedAt: !642)
!642 = distinct !DILocation(line: 89, column: 3, scope: !396)
!643 = !DILocation(line: 0, scope: !583, inlinedAt: !642)
!644 = !DILocation(line: 23, column: 36, scope: !583, inlinedAt: !642)
!645 = !DILocation(line: 0, scope: !586, inlinedAt: !642)
!646 = !DILocation(line: 23, column: 58, scope: !586, inlinedAt: !642)
!647 = !DILocation(line: 0, scope: !589, inlinedAt: !642)
!648 = !DILocation(line: 23, column: 80, scope: !589, inlinedAt: !642)
!649 = !DILocation(line: 0, scope: !592, inlinedAt: !642)
!650 = !DILocation(line: 23, column: 102, scope: !592, inlinedAt: !642)
!651 = !DILocation(line: 23, column: 3, scope: !577, inlinedAt: !642)
!652 = !DILocation(line: 90, column: 42, scope: !396)
!653 = !DILocation(line: 90, column: 57, scope: !396)
!654 = !DILocation(line: 90, column: 72, scope: !396)
!655 = !DILocation(line: 90, column: 87, scope: !396)
!656 = !DILocation(line: 90, column: 3, scope: !396)
!657 = !DILocation(line: 0, scope: !495, inlinedAt: !658)
!658 = distinct !DILocation(line: 91, column: 3, scope: !396)
!659 = !DILocation(line: 0, scope: !503, inlinedAt: !658)
!660 = !DILocation(line: 0, scope: !506, inlinedAt: !658)
!661 = !DILocation(line: 0, scope: !509, inlinedAt: !658)
!662 = !DILocation(line: 0, scope: !512, inlinedAt: !658)
!663 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !658)
!664 = !DILocation(line: 0, scope: !495, inlinedAt: !665)
!665 = distinct !DILocation(line: 92, column: 3, scope: !396)
!666 = !DILocation(line: 0, scope: !503, inlinedAt: !665)
!667 = !DILocation(line: 0, scope: !506, inlinedAt: !665)
!668 = !DILocation(line: 0, scope: !509, inlinedAt: !665)
!669 = !DILocation(line: 0, scope: !512, inlinedAt: !665)
!670 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !665)
!671 = !DILocation(line: 0, scope: !495, inlinedAt: !672)
!672 = distinct !DILocation(line: 93, column: 3, scope: !396)
!673 = !DILocation(line: 0, scope: !503, inlinedAt: !672)
!674 = !DILocation(line: 0, scope: !506, inlinedAt: !672)
!675 = !DILocation(line: 0, scope: !509, inlinedAt: !672)
!676 = !DILocation(line: 0, scope: !512, inlinedAt: !672)
!677 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !672)
!678 = !DILocation(line: 0, scope: !495, inlinedAt: !679)
!679 = distinct !DILocation(line: 94, column: 3, scope: !396)
!680 = !DILocation(line: 0, scope: !503, inlinedAt: !679)
!681 = !DILocation(line: 0, scope: !506, inlinedAt: !679)
!682 = !DILocation(line: 0, scope: !509, inlinedAt: !679)
!683 = !DILocation(line: 0, scope: !512, inlinedAt: !679)
!684 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !679)
!685 = !DILocation(line: 95, column: 14, scope: !396)
!686 = !DILocation(line: 0, scope: !495, inlinedAt: !687)
!687 = distinct !DILocation(line: 95, column: 3, scope: !396)
!688 = !DILocation(line: 0, scope: !503, inlinedAt: !687)
!689 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !687)
!690 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !687)
!691 = !DILocation(line: 0, scope: !506, inlinedAt: !687)
!692 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !687)
!693 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !687)
!694 = !DILocation(line: 0, scope: !509, inlinedAt: !687)
!695 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !687)
!696 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !687)
!697 = !DILocation(line: 0, scope: !512, inlinedAt: !687)
!698 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !687)
!699 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !687)
!700 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !687)
!701 = !DILocation(line: 98, column: 13, scope: !396)
!702 = !DILocation(line: 98, column: 3, scope: !396)
!703 = !DILocation(line: 99, column: 3, scope: !396)
!704 = !DILocation(line: 100, column: 14, scope: !396)
!705 = !DILocation(line: 100, column: 3, scope: !396)
!706 = !DILocation(line: 101, column: 19, scope: !396)
!707 = !DILocation(line: 0, scope: !448)
!708 = !DILocation(line: 102, column: 26, scope: !448)
!709 = !DILocation(line: 102, column: 26, scope: !396)
!710 = !DILocation(line: 0, scope: !451)
!711 = !DILocation(line: 102, column: 47, scope: !451)
!712 = !DILocation(line: 102, column: 47, scope: !396)
!713 = !DILocation(line: 102, column: 3, scope: !396)
!714 = !DILocation(line: 103, column: 17, scope: !396)
!715 = !DILocation(line: 104, column: 42, scope: !458)
!716 = !DILocation(line: 0, scope: !458)
!717 = !DILocation(line: 104, column: 3, scope: !396)
!718 = !DILocation(line: 109, column: 19, scope: !396)
!719 = !DILocation(line: 110, column: 20, scope: !396)
!720 = !DILocation(line: 110, column: 7, scope: !396)
!721 = !DILocation(line: 0, scope: !495, inlinedAt: !722)
!722 = distinct !DILocation(line: 111, column: 3, scope: !396)
!723 = !DILocation(line: 0, scope: !503, inlinedAt: !722)
!724 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !722)
!725 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !722)
!726 = !DILocation(line: 0, scope: !506, inlinedAt: !722)
!727 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !722)
!728 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !722)
!729 = !DILocation(line: 0, scope: !509, inlinedAt: !722)
!730 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !722)
!731 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !722)
!732 = !DILocation(line: 0, scope: !512, inlinedAt: !722)
!733 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !722)
!734 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !722)
!735 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !722)
!736 = !DILocation(line: 0, scope: !495, inlinedAt: !737)
!737 = distinct !DILocation(line: 112, column: 3, scope: !396)
!738 = !DILocation(line: 0, scope: !503, inlinedAt: !737)
!739 = !DILocation(line: 0, scope: !506, inlinedAt: !737)
!740 = !DILocation(line: 0, scope: !509, inlinedAt: !737)
!741 = !DILocation(line: 0, scope: !512, inlinedAt: !737)
!742 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !737)
!743 = !DILocation(line: 0, scope: !495, inlinedAt: !744)
!744 = distinct !DILocation(line: 114, column: 3, scope: !396)
!745 = !DILocation(line: 0, scope: !503, inlinedAt: !744)
!746 = !DILocation(line: 0, scope: !506, inlinedAt: !744)
!747 = !DILocation(line: 0, scope: !509, inlinedAt: !744)
!748 = !DILocation(line: 0, scope: !512, inlinedAt: !744)
!749 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !744)
!750 = !DILocation(line: 115, column: 14, scope: !396)
!751 = !DILocation(line: 0, scope: !495, inlinedAt: !752)
!752 = distinct !DILocation(line: 115, column: 3, scope: !396)
!753 = !DILocation(line: 0, scope: !503, inlinedAt: !752)
!754 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !752)
!755 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !752)
!756 = !DILocation(line: 0, scope: !506, inlinedAt: !752)
!757 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !752)
!758 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !752)
!759 = !DILocation(line: 0, scope: !509, inlinedAt: !752)
!760 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !752)
!761 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !752)
!762 = !DILocation(line: 0, scope: !512, inlinedAt: !752)
!763 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !752)
!764 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !752)
!765 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !752)
!766 = !DILocation(line: 117, column: 18, scope: !396)
!767 = !DILocation(line: 118, column: 21, scope: !396)
!768 = !DILocation(line: 0, scope: !495, inlinedAt: !769)
!769 = distinct !DILocation(line: 119, column: 3, scope: !396)
!770 = !DILocation(line: 0, scope: !503, inlinedAt: !769)
!771 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !769)
!772 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !769)
!773 = !DILocation(line: 0, scope: !506, inlinedAt: !769)
!774 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !769)
!775 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !769)
!776 = !DILocation(line: 0, scope: !509, inlinedAt: !769)
!777 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !769)
!778 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !769)
!779 = !DILocation(line: 0, scope: !512, inlinedAt: !769)
!780 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !769)
!781 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !769)
!782 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !769)
!783 = !DILocation(line: 0, scope: !495, inlinedAt: !784)
!784 = distinct !DILocation(line: 120, column: 3, scope: !396)
!785 = !DILocation(line: 0, scope: !503, inlinedAt: !784)
!786 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !784)
!787 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !784)
!788 = !DILocation(line: 0, scope: !506, inlinedAt: !784)
!789 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !784)
!790 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !784)
!791 = !DILocation(line: 0, scope: !509, inlinedAt: !784)
!792 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !784)
!793 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !784)
!794 = !DILocation(line: 0, scope: !512, inlinedAt: !784)
!795 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !784)
!796 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !784)
!797 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !784)
!798 = !DILocation(line: 0, scope: !495, inlinedAt: !799)
!799 = distinct !DILocation(line: 121, column: 3, scope: !396)
!800 = !DILocation(line: 0, scope: !503, inlinedAt: !799)
!801 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !799)
!802 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !799)
!803 = !DILocation(line: 0, scope: !506, inlinedAt: !799)
!804 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !799)
!805 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !799)
!806 = !DILocation(line: 0, scope: !509, inlinedAt: !799)
!807 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !799)
!808 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !799)
!809 = !DILocation(line: 0, scope: !512, inlinedAt: !799)
!810 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !799)
!811 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !799)
!812 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !799)
!813 = !DILocation(line: 122, column: 35, scope: !396)
!814 = !DILocation(line: 122, column: 18, scope: !396)
!815 = !DILocation(line: 0, scope: !495, inlinedAt: !816)
!816 = distinct !DILocation(line: 122, column: 3, scope: !396)
!817 = !DILocation(line: 0, scope: !503, inlinedAt: !816)
!818 = !DILocation(line: 20, column: 36, scope: !503, inlinedAt: !816)
!819 = !DILocation(line: 20, column: 36, scope: !495, inlinedAt: !816)
!820 = !DILocation(line: 0, scope: !506, inlinedAt: !816)
!821 = !DILocation(line: 20, column: 58, scope: !506, inlinedAt: !816)
!822 = !DILocation(line: 20, column: 58, scope: !495, inlinedAt: !816)
!823 = !DILocation(line: 0, scope: !509, inlinedAt: !816)
!824 = !DILocation(line: 20, column: 80, scope: !509, inlinedAt: !816)
!825 = !DILocation(line: 20, column: 80, scope: !495, inlinedAt: !816)
!826 = !DILocation(line: 0, scope: !512, inlinedAt: !816)
!827 = !DILocation(line: 20, column: 102, scope: !512, inlinedAt: !816)
!828 = !DILocation(line: 20, column: 102, scope: !495, inlinedAt: !816)
!829 = !DILocation(line: 20, column: 3, scope: !495, inlinedAt: !816)
!830 = !DILocation(line: 123, column: 12, scope: !396)
!831 = !DILocation(line: 124, column: 34, scope: !396)
!832 = !DILocation(line: 124, column: 40, scope: !396)
!833 = !DILocation(line: 124, column: 46, scope: !396)
!834 = !DILocation(line: 124, column: 52, scope: !396)
!835 = !DILocation(line: 124, column: 3, scope: !396)
!836 = !DILocation(line: 125, column: 13, scope: !396)
!837 = !DILocation(line: 126, column: 32, scope: !396)
!838 = !DILocation(line: 126, column: 39, scope: !396)
!839 = !DILocation(line: 126, column: 46, scope: !396)
!840 = !DILocation(line: 126, column: 53, scope: !396)
!841 = !DILocation(line: 126, column: 3, scope: !396)
!842 = !DILocation(line: 129, column: 14, scope: !396)
!843 = !DILocation(line: 132, column: 3, scope: !396)
!844 = !DILocation(line: 133, column: 12, scope: !396)
!845 = !DILocation(line: 134, column: 36, scope: !396)
!846 = !DILocation(line: 134, column: 42, scope: !396)
!847 = !DILocation(line: 134, column: 48, scope: !396)
!848 = !DILocation(line: 134, column: 54, scope: !396)
!849 = !DILocation(line: 134, column: 3, scope: !396)
!850 = !DILocation(line: 135, column: 12, scope: !396)
!851 = !DILocation(line: 136, column: 26, scope: !396)
!852 = !DILocation(line: 136, column: 32, scope: !396)
!853 = !DILocation(line: 136, column: 3, scope: !396)
!854 = !DILocation(line: 137, column: 3, scope: !396)
!855 = !DISubprogram(name: "printf", scope: !856, file: !856, line: 356, type: !857, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!857 = !DISubroutineType(types: !858)
!858 = !{!18, !859, null}
!859 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !498)
!860 = distinct !DISubprogram(name: "pb", scope: !3, file: !3, line: 25, type: !861, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !863)
!861 = !DISubroutineType(types: !862)
!862 = !{null, !498, !34}
!863 = !{!864, !865, !866, !868, !870}
!864 = !DILocalVariable(name: "w", arg: 1, scope: !860, file: !3, line: 25, type: !498)
!865 = !DILocalVariable(name: "v", arg: 2, scope: !860, file: !3, line: 25, type: !34)
!866 = !DILocalVariable(name: "b", scope: !860, file: !3, line: 26, type: !867)
!867 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 128, elements: !24)
!868 = !DILocalVariable(name: "__s1", scope: !869, file: !3, line: 27, type: !34)
!869 = distinct !DILexicalBlock(scope: !860, file: !3, line: 27, column: 3)
!870 = !DILocalVariable(name: "i", scope: !871, file: !3, line: 29, type: !18)
!871 = distinct !DILexicalBlock(scope: !860, file: !3, line: 29, column: 3)
!872 = !DILocation(line: 0, scope: !860)
!873 = !DILocation(line: 28, column: 3, scope: !860)
!874 = !DILocation(line: 0, scope: !871)
!875 = !DILocation(line: 29, column: 48, scope: !876)
!876 = distinct !DILexicalBlock(scope: !871, file: !3, line: 29, column: 3)
!877 = !DILocation(line: 29, column: 32, scope: !876)
!878 = !DILocation(line: 30, column: 3, scope: !860)
!879 = !DILocation(line: 31, column: 1, scope: !860)
