; ModuleID = 'tests/run/aarch64/neon_vectors.c'
source_filename = "tests/run/aarch64/neon_vectors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !0
@b = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !154
@c = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !159
@ia = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !161
@ib = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !164
@u8 = dso_local local_unnamed_addr global [1000 x i8] zeroinitializer, align 1, !dbg !166
@s16 = dso_local local_unnamed_addr global [1000 x i16] zeroinitializer, align 2, !dbg !169
@d = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 8, !dbg !172
@ll = dso_local local_unnamed_addr global [1000 x i64] zeroinitializer, align 8, !dbg !175
@.str = private unnamed_addr constant [13 x i8] c"saxpy %f %f\0A\00", align 1, !dbg !33
@.str.1 = private unnamed_addr constant [23 x i8] c"dot %d max %d bsum %u\0A\00", align 1, !dbg !39
@.str.2 = private unnamed_addr constant [13 x i8] c"clamp %d %d\0A\00", align 1, !dbg !44
@.str.3 = private unnamed_addr constant [9 x i8] c"dsum %f\0A\00", align 1, !dbg !46
@.str.4 = private unnamed_addr constant [12 x i8] c"conv %d %d\0A\00", align 1, !dbg !51
@.str.5 = private unnamed_addr constant [14 x i8] c"shifts %d %d\0A\00", align 1, !dbg !56
@.str.6 = private unnamed_addr constant [13 x i8] c"bytes %u %u\0A\00", align 1, !dbg !61
@.str.7 = private unnamed_addr constant [9 x i8] c"less %d\0A\00", align 1, !dbg !63
@.str.8 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1, !dbg !65
@.str.9 = private unnamed_addr constant [26 x i8] c"mul64 %lld %lld min %lld\0A\00", align 1, !dbg !70
@.str.10 = private unnamed_addr constant [9 x i8] c"fmax %f\0A\00", align 1, !dbg !75
@.str.11 = private unnamed_addr constant [11 x i8] c"abs %d %d\0A\00", align 1, !dbg !77
@.str.12 = private unnamed_addr constant [12 x i8] c"fsel %f %f\0A\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [17 x i8] c"to_double %f %f\0A\00", align 1, !dbg !84
@.str.14 = private unnamed_addr constant [11 x i8] c"hash %lld\0A\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c"mix\00", align 1, !dbg !91
@.str.16 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !94
@.str.17 = private unnamed_addr constant [18 x i8] c"udiv %u %u %u %u\0A\00", align 1, !dbg !96
@.str.18 = private unnamed_addr constant [18 x i8] c"mul64v %lld %lld\0A\00", align 1, !dbg !101
@.str.19 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !103
@.str.20 = private unnamed_addr constant [5 x i8] c"ucmp\00", align 1, !dbg !105
@.str.21 = private unnamed_addr constant [18 x i8] c"fsel %f %f %f %f\0A\00", align 1, !dbg !110
@.str.22 = private unnamed_addr constant [13 x i8] c"dmath %f %f\0A\00", align 1, !dbg !112
@.str.23 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1, !dbg !114
@.str.24 = private unnamed_addr constant [4 x i8] c"zip\00", align 1, !dbg !116
@.str.25 = private unnamed_addr constant [4 x i8] c"ext\00", align 1, !dbg !118
@.str.26 = private unnamed_addr constant [4 x i8] c"rev\00", align 1, !dbg !120
@.str.27 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1, !dbg !122
@.str.28 = private unnamed_addr constant [7 x i8] c"ubytes\00", align 1, !dbg !127
@.str.29 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1, !dbg !132
@.str.31 = private unnamed_addr constant [12 x i8] c"lane %d %d\0A\00", align 1, !dbg !139
@.str.32 = private unnamed_addr constant [4 x i8] c"set\00", align 1, !dbg !141
@.str.33 = private unnamed_addr constant [21 x i8] c"convert %f %f %f %f\0A\00", align 1, !dbg !143
@.str.34 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1, !dbg !148
@.str.35 = private unnamed_addr constant [13 x i8] c"splat %f %f\0A\00", align 1, !dbg !150
@.str.36 = private unnamed_addr constant [7 x i8] c"across\00", align 1, !dbg !152
@.str.37 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1, !dbg !178
@.str.38 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !181
@.str.39 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !186

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @saxpy(float noundef %0) local_unnamed_addr #0 !dbg !197 {
    #dbg_value(float %0, !201, !DIExpression(), !204)
    #dbg_value(i32 0, !202, !DIExpression(), !205)
  %2 = insertelement <4 x float> poison, float %0, i64 0, !dbg !206
  %3 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !206
  br label %4, !dbg !206

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %18, %4 ], !dbg !207
  %6 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %5, !dbg !209
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !209
  %8 = load <4 x float>, ptr %6, align 4, !dbg !209, !tbaa !210
  %9 = load <4 x float>, ptr %7, align 4, !dbg !209, !tbaa !210
  %10 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %5, !dbg !214
  %11 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !214
  %12 = load <4 x float>, ptr %10, align 4, !dbg !214, !tbaa !210
  %13 = load <4 x float>, ptr %11, align 4, !dbg !214, !tbaa !210
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %8, <4 x float> %12), !dbg !215
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %9, <4 x float> %13), !dbg !215
  %16 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %5, !dbg !216
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !217
  store <4 x float> %14, ptr %16, align 4, !dbg !217, !tbaa !210
  store <4 x float> %15, ptr %17, align 4, !dbg !217, !tbaa !210
  %18 = add nuw i64 %5, 8, !dbg !207
  %19 = icmp eq i64 %18, 1000, !dbg !207
  br i1 %19, label %20, label %4, !dbg !207, !llvm.loop !218

20:                                               ; preds = %4
  ret void, !dbg !223
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @dot() local_unnamed_addr #1 !dbg !224 {
    #dbg_value(i32 0, !228, !DIExpression(), !231)
    #dbg_value(i32 0, !229, !DIExpression(), !232)
  br label %1, !dbg !233

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !234
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !236
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !236
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !236, !tbaa !237
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !236, !tbaa !237
  %9 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !239
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !239
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !239, !tbaa !237
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !239, !tbaa !237
  %13 = mul nsw <4 x i32> %11, %7, !dbg !240
  %14 = mul nsw <4 x i32> %12, %8, !dbg !240
  %15 = add <4 x i32> %13, %3, !dbg !241
  %16 = add <4 x i32> %14, %4, !dbg !241
  %17 = add nuw i64 %2, 8, !dbg !234
  %18 = icmp eq i64 %17, 1000, !dbg !234
  br i1 %18, label %19, label %1, !dbg !234, !llvm.loop !242

19:                                               ; preds = %1
  %20 = add <4 x i32> %16, %15, !dbg !233
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20), !dbg !233
  ret i32 %21, !dbg !244
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -1000000, -2147483648) i32 @maxv() local_unnamed_addr #1 !dbg !245 {
    #dbg_value(i32 -1000000, !247, !DIExpression(), !250)
    #dbg_value(i32 0, !248, !DIExpression(), !251)
  br label %1, !dbg !252

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !253
  %3 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !255
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !255
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !255, !tbaa !237
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !255, !tbaa !237
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !255
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !255
  %11 = add nuw i64 %2, 8, !dbg !253
  %12 = icmp eq i64 %11, 1000, !dbg !253
  br i1 %12, label %13, label %1, !dbg !253, !llvm.loop !256

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !252
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !252
  ret i32 %15, !dbg !258
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bsum() local_unnamed_addr #1 !dbg !259 {
    #dbg_value(i32 0, !263, !DIExpression(), !266)
    #dbg_value(i32 0, !264, !DIExpression(), !267)
  br label %1, !dbg !268

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !269
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <16 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !271
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !271
  %7 = load <16 x i8>, ptr %5, align 1, !dbg !271, !tbaa !272
  %8 = load <16 x i8>, ptr %6, align 1, !dbg !271, !tbaa !272
  %9 = zext <16 x i8> %7 to <16 x i32>, !dbg !271
  %10 = zext <16 x i8> %8 to <16 x i32>, !dbg !271
  %11 = add <16 x i32> %3, %9, !dbg !273
  %12 = add <16 x i32> %4, %10, !dbg !273
  %13 = add nuw i64 %2, 32, !dbg !269
  %14 = icmp eq i64 %13, 992, !dbg !269
  br i1 %14, label %15, label %1, !dbg !269, !llvm.loop !274

15:                                               ; preds = %1
  %16 = add <16 x i32> %12, %11, !dbg !268
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16), !dbg !268
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %17, i64 0, !dbg !268
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !271, !tbaa !272
  %20 = zext <8 x i8> %19 to <8 x i32>, !dbg !271
  %21 = add <8 x i32> %18, %20, !dbg !273
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %21), !dbg !268
  ret i32 %22, !dbg !276
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @clampv() local_unnamed_addr #0 !dbg !277 {
    #dbg_value(i32 0, !281, !DIExpression(), !283)
  br label %1, !dbg !284

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !285
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !287
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !287
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !287, !tbaa !288
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !287, !tbaa !288
  %7 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %5, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !287
  %8 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %6, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !287
  %9 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %7, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !287
  %10 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %8, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !287
  store <8 x i16> %9, ptr %3, align 2, !dbg !290, !tbaa !288
  store <8 x i16> %10, ptr %4, align 2, !dbg !290, !tbaa !288
  %11 = add nuw i64 %2, 16, !dbg !285
  %12 = icmp eq i64 %11, 992, !dbg !285
  br i1 %12, label %13, label %1, !dbg !285, !llvm.loop !291

13:                                               ; preds = %1
    #dbg_value(i64 992, !281, !DIExpression(), !283)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !287, !tbaa !288
  %15 = tail call i16 @llvm.smax.i16(i16 %14, i16 -100), !dbg !287
  %16 = tail call i16 @llvm.smin.i16(i16 %15, i16 100), !dbg !287
  store i16 %16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 993, !281, !DIExpression(), !283)
  %17 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !287, !tbaa !288
  %18 = tail call i16 @llvm.smax.i16(i16 %17, i16 -100), !dbg !287
  %19 = tail call i16 @llvm.smin.i16(i16 %18, i16 100), !dbg !287
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 994, !281, !DIExpression(), !283)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !287, !tbaa !288
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 -100), !dbg !287
  %22 = tail call i16 @llvm.smin.i16(i16 %21, i16 100), !dbg !287
  store i16 %22, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 995, !281, !DIExpression(), !283)
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !287, !tbaa !288
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 -100), !dbg !287
  %25 = tail call i16 @llvm.smin.i16(i16 %24, i16 100), !dbg !287
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 996, !281, !DIExpression(), !283)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !287, !tbaa !288
  %27 = tail call i16 @llvm.smax.i16(i16 %26, i16 -100), !dbg !287
  %28 = tail call i16 @llvm.smin.i16(i16 %27, i16 100), !dbg !287
  store i16 %28, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 997, !281, !DIExpression(), !283)
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !287, !tbaa !288
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 -100), !dbg !287
  %31 = tail call i16 @llvm.smin.i16(i16 %30, i16 100), !dbg !287
  store i16 %31, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 998, !281, !DIExpression(), !283)
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !287, !tbaa !288
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 -100), !dbg !287
  %34 = tail call i16 @llvm.smin.i16(i16 %33, i16 100), !dbg !287
  store i16 %34, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 999, !281, !DIExpression(), !283)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !287, !tbaa !288
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 -100), !dbg !287
  %37 = tail call i16 @llvm.smin.i16(i16 %36, i16 100), !dbg !287
  store i16 %37, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !290, !tbaa !288
    #dbg_value(i64 1000, !281, !DIExpression(), !283)
  ret void, !dbg !293
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @dsum() local_unnamed_addr #1 !dbg !294 {
    #dbg_value(double 0.000000e+00, !298, !DIExpression(), !301)
    #dbg_value(i32 0, !299, !DIExpression(), !302)
  br label %1, !dbg !303

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !304
  %3 = phi double [ 0.000000e+00, %0 ], [ %12, %1 ]
  %4 = or disjoint i64 %2, 1, !dbg !303
  %5 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !306
  %6 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %4, !dbg !306
  %7 = load double, ptr %5, align 8, !dbg !306, !tbaa !307
  %8 = load double, ptr %6, align 8, !dbg !306, !tbaa !307
  %9 = fmul double %7, 5.000000e-01
  %10 = fmul double %8, 5.000000e-01
  %11 = fadd double %3, %9
  %12 = fadd double %11, %10
  %13 = add nuw i64 %2, 2, !dbg !304
  %14 = icmp eq i64 %13, 1000, !dbg !304
  br i1 %14, label %15, label %1, !dbg !304, !llvm.loop !309

15:                                               ; preds = %1
  ret double %12, !dbg !311
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @conv() local_unnamed_addr #0 !dbg !312 {
    #dbg_value(i32 0, !314, !DIExpression(), !316)
  br label %1, !dbg !317

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !318
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !320
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !320
  %5 = load <4 x float>, ptr %3, align 4, !dbg !320, !tbaa !210
  %6 = load <4 x float>, ptr %4, align 4, !dbg !320, !tbaa !210
  %7 = fmul <4 x float> %5, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !321
  %8 = fmul <4 x float> %6, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !321
  %9 = fptosi <4 x float> %7 to <4 x i32>, !dbg !322
  %10 = fptosi <4 x float> %8 to <4 x i32>, !dbg !322
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !323
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !323
  %13 = load <4 x i32>, ptr %11, align 4, !dbg !323, !tbaa !237
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !323, !tbaa !237
  %15 = ashr <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>, !dbg !324
  %16 = ashr <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>, !dbg !324
  %17 = xor <4 x i32> %15, %9, !dbg !325
  %18 = xor <4 x i32> %16, %10, !dbg !325
  %19 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !326
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !327
  store <4 x i32> %17, ptr %19, align 4, !dbg !327, !tbaa !237
  store <4 x i32> %18, ptr %20, align 4, !dbg !327, !tbaa !237
  %21 = add nuw i64 %2, 8, !dbg !318
  %22 = icmp eq i64 %21, 1000, !dbg !318
  br i1 %22, label %23, label %1, !dbg !318, !llvm.loop !328

23:                                               ; preds = %1
  ret void, !dbg !330
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @shifts(i32 noundef %0) local_unnamed_addr #0 !dbg !331 {
    #dbg_value(i32 %0, !335, !DIExpression(), !338)
    #dbg_value(i32 0, !336, !DIExpression(), !339)
  %2 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !340
  %3 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !340
  br label %4, !dbg !340

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ], !dbg !341
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %31, %4 ], !dbg !343
  %7 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %5, !dbg !344
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !344
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !344, !tbaa !237
  %10 = load <4 x i32>, ptr %8, align 4, !dbg !344, !tbaa !237
  %11 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !343
  %12 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !343
  %13 = xor <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>, !dbg !343
  %14 = shl <4 x i32> %9, %11, !dbg !345
  %15 = shl <4 x i32> %10, %13, !dbg !345
  %16 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %5, !dbg !346
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !346
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !346, !tbaa !237
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !346, !tbaa !237
  %20 = lshr <4 x i32> %18, %3, !dbg !347
  %21 = lshr <4 x i32> %19, %3, !dbg !347
  %22 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !348
  %23 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !348
  %24 = ashr <4 x i32> %9, %22, !dbg !349
  %25 = ashr <4 x i32> %10, %23, !dbg !349
  %26 = add <4 x i32> %24, %14, !dbg !350
  %27 = add <4 x i32> %25, %15, !dbg !350
  %28 = add <4 x i32> %26, %20, !dbg !351
  %29 = add <4 x i32> %27, %21, !dbg !351
  store <4 x i32> %28, ptr %16, align 4, !dbg !352, !tbaa !237
  store <4 x i32> %29, ptr %17, align 4, !dbg !352, !tbaa !237
  %30 = add nuw i64 %5, 8, !dbg !341
  %31 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>, !dbg !343
  %32 = icmp eq i64 %30, 1000, !dbg !341
  br i1 %32, label %33, label %4, !dbg !341, !llvm.loop !353

33:                                               ; preds = %4
  ret void, !dbg !355
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bytes() local_unnamed_addr #0 !dbg !356 {
    #dbg_value(i32 0, !358, !DIExpression(), !360)
  br label %1, !dbg !361

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !362
  %3 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !364
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !364
  %5 = load <16 x i8>, ptr %3, align 1, !dbg !364, !tbaa !272
  %6 = load <16 x i8>, ptr %4, align 1, !dbg !364, !tbaa !272
  %7 = mul <16 x i8> %5, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !365
  %8 = mul <16 x i8> %6, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !365
  %9 = lshr <16 x i8> %5, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !366
  %10 = lshr <16 x i8> %6, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !366
  %11 = add <16 x i8> %7, %9, !dbg !367
  %12 = add <16 x i8> %8, %10, !dbg !367
  store <16 x i8> %11, ptr %3, align 1, !dbg !368, !tbaa !272
  store <16 x i8> %12, ptr %4, align 1, !dbg !368, !tbaa !272
  %13 = add nuw i64 %2, 32, !dbg !362
  %14 = icmp eq i64 %13, 992, !dbg !362
  br i1 %14, label %15, label %1, !dbg !362, !llvm.loop !369

15:                                               ; preds = %1
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !364, !tbaa !272
  %17 = mul <8 x i8> %16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !365
  %18 = lshr <8 x i8> %16, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !366
  %19 = add <8 x i8> %17, %18, !dbg !367
  store <8 x i8> %19, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !368, !tbaa !272
  ret void, !dbg !371
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @count_less() local_unnamed_addr #1 !dbg !372 {
    #dbg_value(i32 0, !374, !DIExpression(), !377)
    #dbg_value(i32 0, !375, !DIExpression(), !378)
  br label %1, !dbg !379

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !380
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %17, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %18, %1 ]
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !382
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !382
  %7 = load <4 x float>, ptr %5, align 4, !dbg !382, !tbaa !210
  %8 = load <4 x float>, ptr %6, align 4, !dbg !382, !tbaa !210
  %9 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !383
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !383
  %11 = load <4 x float>, ptr %9, align 4, !dbg !383, !tbaa !210
  %12 = load <4 x float>, ptr %10, align 4, !dbg !383, !tbaa !210
  %13 = fcmp olt <4 x float> %7, %11, !dbg !384
  %14 = fcmp olt <4 x float> %8, %12, !dbg !384
  %15 = zext <4 x i1> %13 to <4 x i32>, !dbg !384
  %16 = zext <4 x i1> %14 to <4 x i32>, !dbg !384
  %17 = add <4 x i32> %3, %15, !dbg !385
  %18 = add <4 x i32> %4, %16, !dbg !385
  %19 = add nuw i64 %2, 8, !dbg !380
  %20 = icmp eq i64 %19, 1000, !dbg !380
  br i1 %20, label %21, label %1, !dbg !380, !llvm.loop !386

21:                                               ; preds = %1
  %22 = add <4 x i32> %18, %17, !dbg !379
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22), !dbg !379
  ret i32 %23, !dbg !388
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @reverse() local_unnamed_addr #0 !dbg !389 {
    #dbg_value(i32 0, !391, !DIExpression(), !393)
  br label %1, !dbg !394

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !395
  %3 = sub nuw nsw i64 999, %2, !dbg !397
  %4 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %3, !dbg !398
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !398
  %6 = getelementptr inbounds i8, ptr %4, i64 -28, !dbg !398
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !398, !tbaa !237
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !398
  %9 = load <4 x i32>, ptr %6, align 4, !dbg !398, !tbaa !237
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !398
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !399
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !400
  store <4 x i32> %8, ptr %11, align 4, !dbg !400, !tbaa !237
  store <4 x i32> %10, ptr %12, align 4, !dbg !400, !tbaa !237
  %13 = add nuw i64 %2, 8, !dbg !395
  %14 = icmp eq i64 %13, 1000, !dbg !395
  br i1 %14, label %15, label %1, !dbg !395, !llvm.loop !401

15:                                               ; preds = %1
  ret void, !dbg !403
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @mul64() local_unnamed_addr #0 !dbg !404 {
    #dbg_value(i32 0, !406, !DIExpression(), !408)
  br label %1, !dbg !409

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %14, %1 ], !dbg !410
  %3 = or disjoint i64 %2, 1, !dbg !409
  %4 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !412
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %3, !dbg !412
  %6 = load i64, ptr %4, align 8, !dbg !412, !tbaa !413
  %7 = load i64, ptr %5, align 8, !dbg !412, !tbaa !413
  %8 = add nsw i64 %6, 3, !dbg !415
  %9 = add nsw i64 %7, 3, !dbg !415
  %10 = mul nsw i64 %8, %6, !dbg !416
  %11 = mul nsw i64 %9, %7, !dbg !416
  %12 = sub nsw i64 %10, %2, !dbg !417
  %13 = sub nsw i64 %11, %3, !dbg !417
  store i64 %12, ptr %4, align 8, !dbg !418, !tbaa !413
  store i64 %13, ptr %5, align 8, !dbg !418, !tbaa !413
  %14 = add nuw i64 %2, 2, !dbg !410
  %15 = icmp eq i64 %14, 1000, !dbg !410
  br i1 %15, label %16, label %1, !dbg !410, !llvm.loop !419

16:                                               ; preds = %1
  ret void, !dbg !421
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i64 -9223372036854775808, 1152921504606846977) i64 @llmin() local_unnamed_addr #1 !dbg !422 {
    #dbg_value(i64 1152921504606846976, !426, !DIExpression(), !429)
    #dbg_value(i32 0, !427, !DIExpression(), !430)
  br label %1, !dbg !431

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !432
  %3 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %9, %1 ]
  %4 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !434
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !434
  %7 = load <2 x i64>, ptr %5, align 8, !dbg !434, !tbaa !413
  %8 = load <2 x i64>, ptr %6, align 8, !dbg !434, !tbaa !413
  %9 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7, <2 x i64> %3), !dbg !434
  %10 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %8, <2 x i64> %4), !dbg !434
  %11 = add nuw i64 %2, 4, !dbg !432
  %12 = icmp eq i64 %11, 1000, !dbg !432
  br i1 %12, label %13, label %1, !dbg !432, !llvm.loop !435

13:                                               ; preds = %1
  %14 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %9, <2 x i64> %10), !dbg !431
  %15 = tail call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %14), !dbg !431
  ret i64 %15, !dbg !437
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @fmaxv() local_unnamed_addr #1 !dbg !438 {
    #dbg_value(float 0xC6293E5940000000, !442, !DIExpression(), !445)
    #dbg_value(i32 0, !443, !DIExpression(), !446)
  br label %2, !dbg !447

1:                                                ; preds = %2
  ret float %8, !dbg !448

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi float [ 0xC6293E5940000000, %0 ], [ %8, %2 ]
    #dbg_value(i64 %3, !443, !DIExpression(), !446)
    #dbg_value(float %4, !442, !DIExpression(), !445)
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %3, !dbg !449
  %6 = load float, ptr %5, align 4, !dbg !449, !tbaa !210
  %7 = fcmp ogt float %6, %4, !dbg !451
  %8 = select i1 %7, float %6, float %4, !dbg !449
    #dbg_value(float %8, !442, !DIExpression(), !445)
  %9 = add nuw nsw i64 %3, 1, !dbg !452
    #dbg_value(i64 %9, !443, !DIExpression(), !446)
  %10 = icmp eq i64 %9, 1000, !dbg !453
  br i1 %10, label %1, label %2, !dbg !447, !llvm.loop !454
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @absdiff() local_unnamed_addr #0 !dbg !456 {
    #dbg_value(i32 0, !458, !DIExpression(), !460)
  br label %1, !dbg !461

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ], !dbg !462
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !464
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !464
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !464, !tbaa !288
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !464, !tbaa !288
  %7 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %5, i1 false), !dbg !464
  %8 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %6, i1 false), !dbg !464
  store <8 x i16> %7, ptr %3, align 2, !dbg !465, !tbaa !288
  store <8 x i16> %8, ptr %4, align 2, !dbg !465, !tbaa !288
  %9 = add nuw i64 %2, 16, !dbg !462
  %10 = icmp eq i64 %9, 992, !dbg !462
  br i1 %10, label %11, label %1, !dbg !462, !llvm.loop !466

11:                                               ; preds = %1
    #dbg_value(i64 992, !458, !DIExpression(), !460)
  %12 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !464, !tbaa !288
  %13 = tail call i16 @llvm.abs.i16(i16 %12, i1 false), !dbg !464
  store i16 %13, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 993, !458, !DIExpression(), !460)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !464, !tbaa !288
  %15 = tail call i16 @llvm.abs.i16(i16 %14, i1 false), !dbg !464
  store i16 %15, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 994, !458, !DIExpression(), !460)
  %16 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !464, !tbaa !288
  %17 = tail call i16 @llvm.abs.i16(i16 %16, i1 false), !dbg !464
  store i16 %17, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 995, !458, !DIExpression(), !460)
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !464, !tbaa !288
  %19 = tail call i16 @llvm.abs.i16(i16 %18, i1 false), !dbg !464
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 996, !458, !DIExpression(), !460)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !464, !tbaa !288
  %21 = tail call i16 @llvm.abs.i16(i16 %20, i1 false), !dbg !464
  store i16 %21, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 997, !458, !DIExpression(), !460)
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !464, !tbaa !288
  %23 = tail call i16 @llvm.abs.i16(i16 %22, i1 false), !dbg !464
  store i16 %23, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 998, !458, !DIExpression(), !460)
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !464, !tbaa !288
  %25 = tail call i16 @llvm.abs.i16(i16 %24, i1 false), !dbg !464
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 999, !458, !DIExpression(), !460)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !464, !tbaa !288
  %27 = tail call i16 @llvm.abs.i16(i16 %26, i1 false), !dbg !464
  store i16 %27, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !465, !tbaa !288
    #dbg_value(i64 1000, !458, !DIExpression(), !460)
  ret void, !dbg !468
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fsel() local_unnamed_addr #0 !dbg !469 {
    #dbg_value(i32 0, !471, !DIExpression(), !473)
  br label %1, !dbg !474

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !475
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !477
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !477
  %5 = load <4 x float>, ptr %3, align 4, !dbg !477, !tbaa !210
  %6 = load <4 x float>, ptr %4, align 4, !dbg !477, !tbaa !210
  %7 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !478
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !478
  %9 = load <4 x float>, ptr %7, align 4, !dbg !478, !tbaa !210
  %10 = load <4 x float>, ptr %8, align 4, !dbg !478, !tbaa !210
  %11 = fcmp ult <4 x float> %5, %9, !dbg !479
  %12 = fcmp ult <4 x float> %6, %10, !dbg !479
  %13 = fsub <4 x float> %5, %9, !dbg !477
  %14 = fsub <4 x float> %6, %10, !dbg !477
  %15 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !477
  %16 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !477
  %17 = select <4 x i1> %11, <4 x float> %15, <4 x float> %13, !dbg !477
  %18 = select <4 x i1> %12, <4 x float> %16, <4 x float> %14, !dbg !477
  %19 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %2, !dbg !480
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !481
  store <4 x float> %17, ptr %19, align 4, !dbg !481, !tbaa !210
  store <4 x float> %18, ptr %20, align 4, !dbg !481, !tbaa !210
  %21 = add nuw i64 %2, 8, !dbg !475
  %22 = icmp eq i64 %21, 1000, !dbg !475
  br i1 %22, label %23, label %1, !dbg !475, !llvm.loop !482

23:                                               ; preds = %1
  ret void, !dbg !484
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @to_double() local_unnamed_addr #0 !dbg !485 {
    #dbg_value(i32 0, !487, !DIExpression(), !489)
  br label %1, !dbg !490

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !491
  %3 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !493
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !493
  %5 = load <4 x i64>, ptr %3, align 8, !dbg !493, !tbaa !413
  %6 = load <4 x i64>, ptr %4, align 8, !dbg !493, !tbaa !413
  %7 = sitofp <4 x i64> %5 to <4 x double>, !dbg !494
  %8 = sitofp <4 x i64> %6 to <4 x double>, !dbg !494
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !495
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !495
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !495, !tbaa !237
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !495, !tbaa !237
  %13 = uitofp <4 x i32> %11 to <4 x double>, !dbg !496
  %14 = uitofp <4 x i32> %12 to <4 x double>, !dbg !496
  %15 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %13), !dbg !497
  %16 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %8, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %14), !dbg !497
  %17 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !498
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !499
  store <4 x double> %15, ptr %17, align 8, !dbg !499, !tbaa !307
  store <4 x double> %16, ptr %18, align 8, !dbg !499, !tbaa !307
  %19 = add nuw i64 %2, 8, !dbg !491
  %20 = icmp eq i64 %19, 1000, !dbg !491
  br i1 %20, label %21, label %1, !dbg !491, !llvm.loop !500

21:                                               ; preds = %1
  ret void, !dbg !502
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !503 {
    #dbg_value(<4 x i32> %0, !507, !DIExpression(), !509)
    #dbg_value(<4 x i32> %1, !508, !DIExpression(), !509)
  %3 = add <4 x i32> %1, %0, !dbg !510
  %4 = sub <4 x i32> %0, %1, !dbg !511
  %5 = mul <4 x i32> %3, %4, !dbg !512
  %6 = xor <4 x i32> %1, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !513
  %7 = and <4 x i32> %6, %0, !dbg !514
  %8 = xor <4 x i32> %5, %7, !dbg !515
  ret <4 x i32> %8, !dbg !516
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vdiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !517 {
    #dbg_value(<4 x i32> %0, !519, !DIExpression(), !521)
    #dbg_value(<4 x i32> %1, !520, !DIExpression(), !521)
  %3 = sdiv <4 x i32> %0, %1, !dbg !522
  %4 = mul <4 x i32> %3, %1, !dbg !523
  %5 = sub <4 x i32> %0, %4, !dbg !523
  %6 = add <4 x i32> %5, %3, !dbg !524
  ret <4 x i32> %6, !dbg !525
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vudiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !526 {
    #dbg_value(<4 x i32> %0, !532, !DIExpression(), !534)
    #dbg_value(<4 x i32> %1, !533, !DIExpression(), !534)
  %3 = udiv <4 x i32> %0, %1, !dbg !535
  ret <4 x i32> %3, !dbg !536
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i64> @vmul64(<2 x i64> noundef %0, <2 x i64> noundef %1) local_unnamed_addr #2 !dbg !537 {
    #dbg_value(<2 x i64> %0, !543, !DIExpression(), !545)
    #dbg_value(<2 x i64> %1, !544, !DIExpression(), !545)
  %3 = mul <2 x i64> %1, %0, !dbg !546
  %4 = ashr <2 x i64> %0, <i64 3, i64 3>, !dbg !547
  %5 = add <2 x i64> %3, %4, !dbg !548
  %6 = shl <2 x i64> %1, <i64 5, i64 5>, !dbg !549
  %7 = sub <2 x i64> %5, %6, !dbg !549
  ret <2 x i64> %7, !dbg !550
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -7, 1) <4 x i32> @vcmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !551 {
    #dbg_value(<4 x i32> %0, !553, !DIExpression(), !555)
    #dbg_value(<4 x i32> %1, !554, !DIExpression(), !555)
  %3 = icmp slt <4 x i32> %0, %1, !dbg !556
  %4 = sext <4 x i1> %3 to <4 x i32>, !dbg !556
  %5 = icmp eq <4 x i32> %0, %1, !dbg !557
  %6 = sext <4 x i1> %5 to <4 x i32>, !dbg !557
  %7 = shl nsw <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>, !dbg !558
  %8 = add nsw <4 x i32> %7, %4, !dbg !559
  %9 = icmp sge <4 x i32> %0, %1, !dbg !560
  %10 = sext <4 x i1> %9 to <4 x i32>, !dbg !560
  %11 = shl nsw <4 x i32> %10, <i32 2, i32 2, i32 2, i32 2>, !dbg !561
  %12 = add nsw <4 x i32> %8, %11, !dbg !562
  ret <4 x i32> %12, !dbg !563
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vucmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !564 {
    #dbg_value(<4 x i32> %0, !568, !DIExpression(), !570)
    #dbg_value(<4 x i32> %1, !569, !DIExpression(), !570)
  %3 = icmp ugt <4 x i32> %0, %1, !dbg !571
  %4 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>, !dbg !572
  %5 = icmp uge <4 x i32> %4, %0, !dbg !573
  %6 = and <4 x i1> %5, %3, !dbg !574
  %7 = sext <4 x i1> %6 to <4 x i32>, !dbg !574
  ret <4 x i32> %7, !dbg !575
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vfsel(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 !dbg !576 {
    #dbg_value(<4 x float> %0, !580, !DIExpression(), !583)
    #dbg_value(<4 x float> %1, !581, !DIExpression(), !583)
  %3 = fcmp ule <4 x float> %0, %1, !dbg !584
    #dbg_value(<4 x i32> poison, !582, !DIExpression(), !583)
  %4 = fmul <4 x float> %0, %1, !dbg !585
  %5 = fsub <4 x float> %0, %1, !dbg !586
  %6 = select <4 x i1> %3, <4 x float> %5, <4 x float> %4, !dbg !587
  ret <4 x float> %6, !dbg !588
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @vdmath(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #2 !dbg !589 {
    #dbg_value(<2 x double> %0, !595, !DIExpression(), !597)
    #dbg_value(<2 x double> %1, !596, !DIExpression(), !597)
  %3 = fdiv <2 x double> %0, %1, !dbg !598
  %4 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %0, <2 x double> %3), !dbg !599
  %5 = fsub <2 x double> %4, %1, !dbg !600
  ret <2 x double> %5, !dbg !601
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vshuf(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !602 {
    #dbg_value(<4 x i32> %0, !604, !DIExpression(), !606)
    #dbg_value(<4 x i32> %1, !605, !DIExpression(), !606)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 3, i32 6, i32 1, i32 4>, !dbg !607
  ret <4 x i32> %3, !dbg !608
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vzip(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !609 {
    #dbg_value(<4 x i32> %0, !611, !DIExpression(), !613)
    #dbg_value(<4 x i32> %1, !612, !DIExpression(), !613)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>, !dbg !614
  ret <4 x i32> %3, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vext(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 !dbg !616 {
    #dbg_value(<4 x i32> %0, !618, !DIExpression(), !620)
    #dbg_value(<4 x i32> %1, !619, !DIExpression(), !620)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, !dbg !621
  ret <4 x i32> %3, !dbg !622
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @vrev(<16 x i8> noundef %0) local_unnamed_addr #2 !dbg !623 {
    #dbg_value(<16 x i8> %0, !627, !DIExpression(), !628)
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>, !dbg !629
  ret <16 x i8> %2, !dbg !630
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i8 -64, 64) <16 x i8> @vbytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #2 !dbg !631 {
    #dbg_value(<16 x i8> %0, !635, !DIExpression(), !637)
    #dbg_value(<16 x i8> %1, !636, !DIExpression(), !637)
  %3 = add <16 x i8> %1, %0, !dbg !638
  %4 = add <16 x i8> %0, <i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3>, !dbg !639
  %5 = mul <16 x i8> %3, %4, !dbg !640
  %6 = ashr <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !641
  ret <16 x i8> %6, !dbg !642
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @vubytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #2 !dbg !643 {
    #dbg_value(<16 x i8> %0, !647, !DIExpression(), !650)
    #dbg_value(<16 x i8> %1, !648, !DIExpression(), !650)
    #dbg_value(<16 x i8> poison, !649, !DIExpression(), !650)
  %3 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %0, <16 x i8> %1), !dbg !651
  %4 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %1, <16 x i8> %0), !dbg !652
  %5 = or <16 x i8> %3, %4, !dbg !653
  ret <16 x i8> %5, !dbg !654
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i16> @vshorts(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #2 !dbg !655 {
    #dbg_value(<8 x i16> %0, !663, !DIExpression(), !665)
    #dbg_value(<8 x i16> %1, !664, !DIExpression(), !665)
  %3 = mul <8 x i16> %1, %0, !dbg !666
  %4 = ashr <8 x i16> %3, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>, !dbg !667
  %5 = ashr <8 x i16> %0, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !668
  %6 = or <8 x i16> %4, %5, !dbg !669
  ret <8 x i16> %6, !dbg !670
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @vshl(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #2 !dbg !671 {
    #dbg_value(<8 x i16> %0, !673, !DIExpression(), !675)
    #dbg_value(<8 x i16> %1, !674, !DIExpression(), !675)
  %3 = and <8 x i16> %1, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>, !dbg !676
  %4 = shl <8 x i16> %0, %3, !dbg !677
  %5 = and <8 x i16> %1, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !678
  %6 = ashr <8 x i16> %0, %5, !dbg !679
  %7 = add <8 x i16> %4, %6, !dbg !680
  ret <8 x i16> %7, !dbg !681
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vlane(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !682 {
    #dbg_value(<4 x i32> %0, !686, !DIExpression(), !688)
    #dbg_value(i32 %1, !687, !DIExpression(), !688)
  %3 = and i32 %1, 3, !dbg !689
  %4 = extractelement <4 x i32> %0, i32 %3, !dbg !690
  ret i32 %4, !dbg !691
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vset(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !692 {
    #dbg_value(<4 x i32> %0, !696, !DIExpression(), !699)
    #dbg_value(i32 %1, !697, !DIExpression(), !699)
    #dbg_value(i32 %2, !698, !DIExpression(), !699)
  %4 = and i32 %1, 3, !dbg !700
  %5 = insertelement <4 x i32> %0, i32 %2, i32 %4, !dbg !701
    #dbg_value(<4 x i32> %5, !696, !DIExpression(), !699)
  ret <4 x i32> %5, !dbg !702
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vconvert(<4 x i32> noundef %0) local_unnamed_addr #2 !dbg !703 {
    #dbg_value(<4 x i32> %0, !707, !DIExpression(), !708)
  %2 = sitofp <4 x i32> %0 to <4 x float>, !dbg !709
  %3 = fmul <4 x float> %2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !710
  ret <4 x float> %3, !dbg !711
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vtrunc(<4 x float> noundef %0) local_unnamed_addr #2 !dbg !712 {
    #dbg_value(<4 x float> %0, !716, !DIExpression(), !717)
  %2 = fptosi <4 x float> %0 to <4 x i32>, !dbg !718
  ret <4 x i32> %2, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x double> @vsplat(double noundef %0, <2 x double> noundef %1) local_unnamed_addr #2 !dbg !720 {
    #dbg_value(double %0, !724, !DIExpression(), !726)
    #dbg_value(<2 x double> %1, !725, !DIExpression(), !726)
  %3 = insertelement <2 x double> poison, double %0, i64 0, !dbg !727
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !727
  %5 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> %4, <2 x double> <double 1.000000e+00, double -1.000000e+00>), !dbg !728
  ret <2 x double> %5, !dbg !729
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @across(<4 x i32> noundef %0) local_unnamed_addr #2 !dbg !730 {
    #dbg_value(<4 x i32> %0, !734, !DIExpression(), !738)
    #dbg_value(<4 x i32> %0, !735, !DIExpression(), !738)
    #dbg_value(i32 0, !736, !DIExpression(), !739)
    #dbg_value(i32 0, !736, !DIExpression(), !739)
    #dbg_value(<4 x i32> %0, !735, !DIExpression(), !738)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 3, i32 3, i32 3, i32 3>), !735, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !738)
    #dbg_value(i32 1, !736, !DIExpression(), !739)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> <i32 9, i32 9, i32 9, i32 9>), !735, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !738)
    #dbg_value(i32 2, !736, !DIExpression(), !739)
  %2 = mul <4 x i32> %0, <i32 27, i32 27, i32 27, i32 27>, !dbg !740
  %3 = add <4 x i32> %2, <i32 13, i32 13, i32 13, i32 13>, !dbg !742
    #dbg_value(<4 x i32> %3, !735, !DIExpression(), !738)
    #dbg_value(i32 3, !736, !DIExpression(), !739)
  ret <4 x i32> %3, !dbg !743
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !744 {
    #dbg_value(i32 0, !746, !DIExpression(), !775)
  br label %1, !dbg !776

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %37, %1 ], !dbg !777
  %3 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %0 ], [ %38, %1 ]
  %4 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %39, %1 ], !dbg !779
  %5 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %40, %1 ], !dbg !781
  %6 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %41, %1 ], !dbg !782
  %7 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %42, %1 ], !dbg !783
  %8 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %43, %1 ], !dbg !784
  %9 = uitofp <16 x i32> %4 to <16 x float>, !dbg !779
  %10 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %9, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> <float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01>), !dbg !785
  %11 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !786
  store <16 x float> %10, ptr %11, align 4, !dbg !787, !tbaa !210
  %12 = urem <16 x i16> %5, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>, !dbg !781
  %13 = uitofp nneg <16 x i16> %12 to <16 x float>, !dbg !788
  %14 = fmul <16 x float> %13, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !789
  %15 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !790
  store <16 x float> %14, ptr %15, align 4, !dbg !791, !tbaa !210
  %16 = mul <16 x i32> %6, <i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !782
  %17 = urem <16 x i32> %16, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !782
  %18 = add nsw <16 x i32> %17, <i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !792
  %19 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !793
  store <16 x i32> %18, ptr %19, align 4, !dbg !794, !tbaa !237
  %20 = urem <16 x i16> %5, <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>, !dbg !795
  %21 = zext nneg <16 x i16> %20 to <16 x i32>, !dbg !795
  %22 = add nsw <16 x i32> %21, <i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6>, !dbg !796
  %23 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !797
  store <16 x i32> %22, ptr %23, align 4, !dbg !798, !tbaa !237
  %24 = mul <16 x i8> %7, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>, !dbg !783
  %25 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !799
  store <16 x i8> %24, ptr %25, align 1, !dbg !800, !tbaa !272
  %26 = mul <16 x i32> %8, <i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97>, !dbg !784
  %27 = urem <16 x i32> %26, <i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400>, !dbg !784
  %28 = trunc nuw nsw <16 x i32> %27 to <16 x i16>, !dbg !801
  %29 = add nsw <16 x i16> %28, <i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200>, !dbg !801
  %30 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !802
  store <16 x i16> %29, ptr %30, align 2, !dbg !803, !tbaa !288
  %31 = uitofp <16 x i32> %4 to <16 x double>, !dbg !804
  %32 = fdiv <16 x double> %31, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !805
  %33 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !806
  store <16 x double> %32, ptr %33, align 8, !dbg !807, !tbaa !307
  %34 = mul nuw nsw <16 x i64> %3, <i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789>, !dbg !808
  %35 = add nsw <16 x i64> %34, <i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000>, !dbg !809
  %36 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !810
  store <16 x i64> %35, ptr %36, align 8, !dbg !811, !tbaa !413
  %37 = add nuw i64 %2, 16, !dbg !777
  %38 = add <16 x i64> %3, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %39 = add <16 x i32> %4, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !779
  %40 = add <16 x i16> %5, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>, !dbg !781
  %41 = add <16 x i32> %6, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !782
  %42 = add <16 x i8> %7, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !783
  %43 = add <16 x i32> %8, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !784
  %44 = icmp eq i64 %37, 992, !dbg !777
  br i1 %44, label %45, label %1, !dbg !777, !llvm.loop !812

45:                                               ; preds = %1
  store <8 x float> <float 1.980000e+02, float 1.982500e+02, float 1.985000e+02, float 1.987500e+02, float 1.990000e+02, float 1.992500e+02, float 1.995000e+02, float 1.997500e+02>, ptr getelementptr inbounds (i8, ptr @a, i64 3968), align 4, !dbg !787, !tbaa !210
  store <8 x float> <float 9.000000e+00, float 1.050000e+01, float 1.200000e+01, float 1.350000e+01, float 1.500000e+01, float 1.650000e+01, float 1.800000e+01, float 1.950000e+01>, ptr getelementptr inbounds (i8, ptr @b, i64 3968), align 4, !dbg !791, !tbaa !210
  store <8 x i32> <i32 148, i32 67, i32 -14, i32 -95, i32 -176, i32 -257, i32 -338, i32 -419>, ptr getelementptr inbounds (i8, ptr @ia, i64 3968), align 4, !dbg !794, !tbaa !237
  store <8 x i32> <i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>, ptr getelementptr inbounds (i8, ptr @ib, i64 3968), align 4, !dbg !798, !tbaa !237
  store <8 x i8> <i8 32, i8 63, i8 94, i8 125, i8 -100, i8 -69, i8 -38, i8 -7>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !800, !tbaa !272
  store <8 x i16> <i16 24, i16 121, i16 -182, i16 -85, i16 12, i16 109, i16 -194, i16 -97>, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !803, !tbaa !288
  store <8 x double> <double 0x4074AAAAAAAAAAAB, double 3.310000e+02, double 0x4074B55555555555, double 0x4074BAAAAAAAAAAB, double 3.320000e+02, double 0x4074C55555555555, double 0x4074CAAAAAAAAAAB, double 3.330000e+02>, ptr getelementptr inbounds (i8, ptr @d, i64 7936), align 8, !dbg !807, !tbaa !307
  store <8 x i64> <i64 117469134688, i64 117592591477, i64 117716048266, i64 117839505055, i64 117962961844, i64 118086418633, i64 118209875422, i64 118333332211>, ptr getelementptr inbounds (i8, ptr @ll, i64 7936), align 8, !dbg !811, !tbaa !413
  tail call void @saxpy(float noundef 1.500000e+00), !dbg !814
  %46 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 40), align 4, !dbg !815, !tbaa !210
  %47 = fpext float %46 to double, !dbg !815
  %48 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !816, !tbaa !210
  %49 = fpext float %48 to double, !dbg !816
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %47, double noundef %49), !dbg !817
  %51 = tail call i32 @dot(), !dbg !818
  %52 = tail call i32 @maxv(), !dbg !819
  %53 = tail call i32 @bsum(), !dbg !820
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51, i32 noundef %52, i32 noundef %53), !dbg !821
  tail call void @clampv(), !dbg !822
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !823, !tbaa !288
  %56 = sext i16 %55 to i32, !dbg !823
  %57 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 154), align 2, !dbg !824, !tbaa !288
  %58 = sext i16 %57 to i32, !dbg !824
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef %58), !dbg !825
  %60 = tail call double @dsum(), !dbg !826
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %60), !dbg !827
  tail call void @conv(), !dbg !828
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 12), align 4, !dbg !829, !tbaa !237
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3992), align 4, !dbg !830, !tbaa !237
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %62, i32 noundef %63), !dbg !831
  tail call void @shifts(i32 noundef 2), !dbg !832
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 12), align 4, !dbg !833, !tbaa !237
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3992), align 4, !dbg !834, !tbaa !237
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %65, i32 noundef %66), !dbg !835
  tail call void @bytes(), !dbg !836
  %68 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 3), align 1, !dbg !837, !tbaa !272
  %69 = zext i8 %68 to i32, !dbg !837
  %70 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 998), align 1, !dbg !838, !tbaa !272
  %71 = zext i8 %70 to i32, !dbg !838
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %69, i32 noundef %71), !dbg !839
  %73 = tail call i32 @count_less(), !dbg !840
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %73), !dbg !841
  tail call void @reverse(), !dbg !842
  %75 = load i32, ptr @ib, align 4, !dbg !843, !tbaa !237
  %76 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3996), align 4, !dbg !844, !tbaa !237
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %75, i32 noundef %76), !dbg !845
  tail call void @mul64(), !dbg !846
  %78 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 8), align 8, !dbg !847, !tbaa !413
  %79 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 7984), align 8, !dbg !848, !tbaa !413
  %80 = tail call i64 @llmin(), !dbg !849
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %78, i64 noundef %79, i64 noundef %80), !dbg !850
  %82 = tail call float @fmaxv(), !dbg !851
  %83 = fpext float %82 to double, !dbg !851
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %83), !dbg !852
  tail call void @absdiff(), !dbg !853
  %85 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !854, !tbaa !288
  %86 = sext i16 %85 to i32, !dbg !854
  %87 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 12), align 2, !dbg !855, !tbaa !288
  %88 = sext i16 %87 to i32, !dbg !855
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %86, i32 noundef %88), !dbg !856
  tail call void @fsel(), !dbg !857
  %90 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 20), align 4, !dbg !858, !tbaa !210
  %91 = fpext float %90 to double, !dbg !858
  %92 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 2000), align 4, !dbg !859, !tbaa !210
  %93 = fpext float %92 to double, !dbg !859
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %91, double noundef %93), !dbg !860
  tail call void @to_double(), !dbg !861
  %95 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 56), align 8, !dbg !862, !tbaa !307
  %96 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 7992), align 8, !dbg !863, !tbaa !307
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %95, double noundef %96), !dbg !864
    #dbg_value(i64 0, !748, !DIExpression(), !865)
    #dbg_value(i32 0, !749, !DIExpression(), !866)
  br label %247, !dbg !867

98:                                               ; preds = %247
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %274), !dbg !868
    #dbg_value(<4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, !751, !DIExpression(), !865)
    #dbg_value(<4 x i32> <i32 2, i32 5, i32 -7, i32 3>, !752, !DIExpression(), !865)
  %100 = tail call <4 x i32> @vmix(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !869
    #dbg_value(ptr @.str.15, !870, !DIExpression(), !878)
    #dbg_value(<4 x i32> %100, !877, !DIExpression(), !878)
  %101 = extractelement <4 x i32> %100, i64 0, !dbg !880
  %102 = extractelement <4 x i32> %100, i64 1, !dbg !881
  %103 = extractelement <4 x i32> %100, i64 2, !dbg !882
  %104 = extractelement <4 x i32> %100, i64 3, !dbg !883
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.15, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104), !dbg !884
  %106 = tail call <4 x i32> @vdiv(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !885
    #dbg_value(ptr @.str.16, !870, !DIExpression(), !886)
    #dbg_value(<4 x i32> %106, !877, !DIExpression(), !886)
  %107 = extractelement <4 x i32> %106, i64 0, !dbg !888
  %108 = extractelement <4 x i32> %106, i64 1, !dbg !889
  %109 = extractelement <4 x i32> %106, i64 2, !dbg !890
  %110 = extractelement <4 x i32> %106, i64 3, !dbg !891
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.16, i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110), !dbg !892
    #dbg_value(<4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, !753, !DIExpression(), !865)
    #dbg_value(<4 x i32> <i32 2, i32 7, i32 9, i32 1>, !754, !DIExpression(), !865)
  %112 = tail call <4 x i32> @vudiv(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !893
    #dbg_value(<4 x i32> %112, !755, !DIExpression(), !865)
  %113 = extractelement <4 x i32> %112, i64 0, !dbg !894
  %114 = extractelement <4 x i32> %112, i64 1, !dbg !895
  %115 = extractelement <4 x i32> %112, i64 2, !dbg !896
  %116 = extractelement <4 x i32> %112, i64 3, !dbg !897
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116), !dbg !898
    #dbg_value(<2 x i64> <i64 123456789012, i64 -5>, !756, !DIExpression(), !865)
    #dbg_value(<2 x i64> <i64 -987654321, i64 77>, !757, !DIExpression(), !865)
  %118 = tail call <2 x i64> @vmul64(<2 x i64> noundef <i64 123456789012, i64 -5>, <2 x i64> noundef <i64 -987654321, i64 77>), !dbg !899
    #dbg_value(<2 x i64> %118, !758, !DIExpression(), !865)
  %119 = extractelement <2 x i64> %118, i64 0, !dbg !900
  %120 = extractelement <2 x i64> %118, i64 1, !dbg !901
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %119, i64 noundef %120), !dbg !902
  %122 = tail call <4 x i32> @vcmp(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !903
    #dbg_value(ptr @.str.19, !870, !DIExpression(), !904)
    #dbg_value(<4 x i32> %122, !877, !DIExpression(), !904)
  %123 = extractelement <4 x i32> %122, i64 0, !dbg !906
  %124 = extractelement <4 x i32> %122, i64 1, !dbg !907
  %125 = extractelement <4 x i32> %122, i64 2, !dbg !908
  %126 = extractelement <4 x i32> %122, i64 3, !dbg !909
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.19, i32 noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef %126), !dbg !910
  %128 = tail call <4 x i32> @vucmp(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !911
    #dbg_value(ptr @.str.20, !870, !DIExpression(), !912)
    #dbg_value(<4 x i32> %128, !877, !DIExpression(), !912)
  %129 = extractelement <4 x i32> %128, i64 0, !dbg !914
  %130 = extractelement <4 x i32> %128, i64 1, !dbg !915
  %131 = extractelement <4 x i32> %128, i64 2, !dbg !916
  %132 = extractelement <4 x i32> %128, i64 3, !dbg !917
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.20, i32 noundef %129, i32 noundef %130, i32 noundef %131, i32 noundef %132), !dbg !918
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, !759, !DIExpression(), !865)
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, !760, !DIExpression(), !865)
  %134 = tail call <4 x float> @vfsel(<4 x float> noundef <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>), !dbg !919
    #dbg_value(<4 x float> %134, !761, !DIExpression(), !865)
  %135 = extractelement <4 x float> %134, i64 0, !dbg !920
  %136 = fpext float %135 to double, !dbg !920
  %137 = extractelement <4 x float> %134, i64 1, !dbg !921
  %138 = fpext float %137 to double, !dbg !921
  %139 = extractelement <4 x float> %134, i64 2, !dbg !922
  %140 = fpext float %139 to double, !dbg !922
  %141 = extractelement <4 x float> %134, i64 3, !dbg !923
  %142 = fpext float %141 to double, !dbg !923
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %136, double noundef %138, double noundef %140, double noundef %142), !dbg !924
    #dbg_value(<2 x double> <double 1.500000e+00, double -3.000000e+00>, !762, !DIExpression(), !865)
    #dbg_value(<2 x double> <double 2.500000e-01, double 7.000000e+00>, !763, !DIExpression(), !865)
  %144 = tail call <2 x double> @vdmath(<2 x double> noundef <double 1.500000e+00, double -3.000000e+00>, <2 x double> noundef <double 2.500000e-01, double 7.000000e+00>), !dbg !925
    #dbg_value(<2 x double> %144, !764, !DIExpression(), !865)
  %145 = extractelement <2 x double> %144, i64 0, !dbg !926
  %146 = extractelement <2 x double> %144, i64 1, !dbg !927
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %145, double noundef %146), !dbg !928
  %148 = tail call <4 x i32> @vshuf(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !929
    #dbg_value(ptr @.str.23, !870, !DIExpression(), !930)
    #dbg_value(<4 x i32> %148, !877, !DIExpression(), !930)
  %149 = extractelement <4 x i32> %148, i64 0, !dbg !932
  %150 = extractelement <4 x i32> %148, i64 1, !dbg !933
  %151 = extractelement <4 x i32> %148, i64 2, !dbg !934
  %152 = extractelement <4 x i32> %148, i64 3, !dbg !935
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.23, i32 noundef %149, i32 noundef %150, i32 noundef %151, i32 noundef %152), !dbg !936
  %154 = tail call <4 x i32> @vzip(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !937
    #dbg_value(ptr @.str.24, !870, !DIExpression(), !938)
    #dbg_value(<4 x i32> %154, !877, !DIExpression(), !938)
  %155 = extractelement <4 x i32> %154, i64 0, !dbg !940
  %156 = extractelement <4 x i32> %154, i64 1, !dbg !941
  %157 = extractelement <4 x i32> %154, i64 2, !dbg !942
  %158 = extractelement <4 x i32> %154, i64 3, !dbg !943
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.24, i32 noundef %155, i32 noundef %156, i32 noundef %157, i32 noundef %158), !dbg !944
  %160 = tail call <4 x i32> @vext(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !945
    #dbg_value(ptr @.str.25, !870, !DIExpression(), !946)
    #dbg_value(<4 x i32> %160, !877, !DIExpression(), !946)
  %161 = extractelement <4 x i32> %160, i64 0, !dbg !948
  %162 = extractelement <4 x i32> %160, i64 1, !dbg !949
  %163 = extractelement <4 x i32> %160, i64 2, !dbg !950
  %164 = extractelement <4 x i32> %160, i64 3, !dbg !951
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.25, i32 noundef %161, i32 noundef %162, i32 noundef %163, i32 noundef %164), !dbg !952
    #dbg_value(<16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, !765, !DIExpression(), !865)
    #dbg_value(<16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, !766, !DIExpression(), !865)
  %166 = tail call <16 x i8> @vrev(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>), !dbg !953
  tail call fastcc void @print16(ptr noundef nonnull @.str.26, <16 x i8> noundef %166), !dbg !954
  %167 = tail call <16 x i8> @vbytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !955
  tail call fastcc void @print16(ptr noundef nonnull @.str.27, <16 x i8> noundef %167), !dbg !956
  %168 = tail call <16 x i8> @vubytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !957
  tail call fastcc void @print16(ptr noundef nonnull @.str.28, <16 x i8> noundef %168), !dbg !958
    #dbg_value(<8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, !767, !DIExpression(), !865)
    #dbg_value(<8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, !768, !DIExpression(), !865)
  %169 = tail call <8 x i16> @vshorts(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !959
    #dbg_value(<8 x i16> %169, !769, !DIExpression(), !865)
  %170 = tail call <8 x i16> @vshl(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !960
    #dbg_value(<8 x i16> %170, !770, !DIExpression(), !865)
    #dbg_value(i32 0, !771, !DIExpression(), !961)
  %171 = extractelement <8 x i16> %169, i64 0, !dbg !962
  %172 = sext i16 %171 to i32, !dbg !962
  %173 = extractelement <8 x i16> %170, i64 0, !dbg !964
  %174 = sext i16 %173 to i32, !dbg !964
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %172, i32 noundef %174), !dbg !965
    #dbg_value(i32 1, !771, !DIExpression(), !961)
  %176 = extractelement <8 x i16> %169, i64 1, !dbg !962
  %177 = sext i16 %176 to i32, !dbg !962
  %178 = extractelement <8 x i16> %170, i64 1, !dbg !964
  %179 = sext i16 %178 to i32, !dbg !964
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %177, i32 noundef %179), !dbg !965
    #dbg_value(i32 2, !771, !DIExpression(), !961)
  %181 = extractelement <8 x i16> %169, i64 2, !dbg !962
  %182 = sext i16 %181 to i32, !dbg !962
  %183 = extractelement <8 x i16> %170, i64 2, !dbg !964
  %184 = sext i16 %183 to i32, !dbg !964
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %182, i32 noundef %184), !dbg !965
    #dbg_value(i32 3, !771, !DIExpression(), !961)
  %186 = extractelement <8 x i16> %169, i64 3, !dbg !962
  %187 = sext i16 %186 to i32, !dbg !962
  %188 = extractelement <8 x i16> %170, i64 3, !dbg !964
  %189 = sext i16 %188 to i32, !dbg !964
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %187, i32 noundef %189), !dbg !965
    #dbg_value(i32 4, !771, !DIExpression(), !961)
  %191 = extractelement <8 x i16> %169, i64 4, !dbg !962
  %192 = sext i16 %191 to i32, !dbg !962
  %193 = extractelement <8 x i16> %170, i64 4, !dbg !964
  %194 = sext i16 %193 to i32, !dbg !964
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %192, i32 noundef %194), !dbg !965
    #dbg_value(i32 5, !771, !DIExpression(), !961)
  %196 = extractelement <8 x i16> %169, i64 5, !dbg !962
  %197 = sext i16 %196 to i32, !dbg !962
  %198 = extractelement <8 x i16> %170, i64 5, !dbg !964
  %199 = sext i16 %198 to i32, !dbg !964
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %197, i32 noundef %199), !dbg !965
    #dbg_value(i32 6, !771, !DIExpression(), !961)
  %201 = extractelement <8 x i16> %169, i64 6, !dbg !962
  %202 = sext i16 %201 to i32, !dbg !962
  %203 = extractelement <8 x i16> %170, i64 6, !dbg !964
  %204 = sext i16 %203 to i32, !dbg !964
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %202, i32 noundef %204), !dbg !965
    #dbg_value(i32 7, !771, !DIExpression(), !961)
  %206 = extractelement <8 x i16> %169, i64 7, !dbg !962
  %207 = sext i16 %206 to i32, !dbg !962
  %208 = extractelement <8 x i16> %170, i64 7, !dbg !964
  %209 = sext i16 %208 to i32, !dbg !964
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %207, i32 noundef %209), !dbg !965
    #dbg_value(i32 8, !771, !DIExpression(), !961)
  %211 = tail call i32 @putchar(i32 10), !dbg !966
  %212 = tail call i32 @vlane(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 2), !dbg !967
  %213 = tail call i32 @vlane(<4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>, i32 noundef 7), !dbg !968
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %212, i32 noundef %213), !dbg !969
  %215 = tail call <4 x i32> @vset(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 5, i32 noundef 42), !dbg !970
    #dbg_value(ptr @.str.32, !870, !DIExpression(), !971)
    #dbg_value(<4 x i32> %215, !877, !DIExpression(), !971)
  %216 = extractelement <4 x i32> %215, i64 0, !dbg !973
  %217 = extractelement <4 x i32> %215, i64 1, !dbg !974
  %218 = extractelement <4 x i32> %215, i64 2, !dbg !975
  %219 = extractelement <4 x i32> %215, i64 3, !dbg !976
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.32, i32 noundef %216, i32 noundef %217, i32 noundef %218, i32 noundef %219), !dbg !977
  %221 = tail call <4 x float> @vconvert(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !978
    #dbg_value(<4 x float> %221, !773, !DIExpression(), !865)
  %222 = extractelement <4 x float> %221, i64 0, !dbg !979
  %223 = fpext float %222 to double, !dbg !979
  %224 = extractelement <4 x float> %221, i64 1, !dbg !980
  %225 = fpext float %224 to double, !dbg !980
  %226 = extractelement <4 x float> %221, i64 2, !dbg !981
  %227 = fpext float %226 to double, !dbg !981
  %228 = extractelement <4 x float> %221, i64 3, !dbg !982
  %229 = fpext float %228 to double, !dbg !982
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %223, double noundef %225, double noundef %227, double noundef %229), !dbg !983
  %231 = tail call <4 x i32> @vtrunc(<4 x float> noundef %134), !dbg !984
    #dbg_value(ptr @.str.34, !870, !DIExpression(), !985)
    #dbg_value(<4 x i32> %231, !877, !DIExpression(), !985)
  %232 = extractelement <4 x i32> %231, i64 0, !dbg !987
  %233 = extractelement <4 x i32> %231, i64 1, !dbg !988
  %234 = extractelement <4 x i32> %231, i64 2, !dbg !989
  %235 = extractelement <4 x i32> %231, i64 3, !dbg !990
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.34, i32 noundef %232, i32 noundef %233, i32 noundef %234, i32 noundef %235), !dbg !991
  %237 = tail call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef <double 1.500000e+00, double -3.000000e+00>), !dbg !992
    #dbg_value(<2 x double> %237, !774, !DIExpression(), !865)
  %238 = extractelement <2 x double> %237, i64 0, !dbg !993
  %239 = extractelement <2 x double> %237, i64 1, !dbg !994
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %238, double noundef %239), !dbg !995
  %241 = tail call <4 x i32> @across(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !996
    #dbg_value(ptr @.str.36, !870, !DIExpression(), !997)
    #dbg_value(<4 x i32> %241, !877, !DIExpression(), !997)
  %242 = extractelement <4 x i32> %241, i64 0, !dbg !999
  %243 = extractelement <4 x i32> %241, i64 1, !dbg !1000
  %244 = extractelement <4 x i32> %241, i64 2, !dbg !1001
  %245 = extractelement <4 x i32> %241, i64 3, !dbg !1002
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.36, i32 noundef %242, i32 noundef %243, i32 noundef %244, i32 noundef %245), !dbg !1003
  ret i32 0, !dbg !1004

247:                                              ; preds = %45, %247
  %248 = phi i64 [ 0, %45 ], [ %275, %247 ]
  %249 = phi i64 [ 0, %45 ], [ %274, %247 ]
    #dbg_value(i64 %249, !748, !DIExpression(), !865)
    #dbg_value(i64 %248, !749, !DIExpression(), !866)
  %250 = mul nsw i64 %249, 31, !dbg !1005
  %251 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %248, !dbg !1007
  %252 = load i32, ptr %251, align 4, !dbg !1007, !tbaa !237
  %253 = sext i32 %252 to i64, !dbg !1007
  %254 = add nsw i64 %250, %253, !dbg !1008
  %255 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %248, !dbg !1009
  %256 = load i32, ptr %255, align 4, !dbg !1009, !tbaa !237
  %257 = sext i32 %256 to i64, !dbg !1009
  %258 = add nsw i64 %254, %257, !dbg !1010
  %259 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %248, !dbg !1011
  %260 = load i8, ptr %259, align 1, !dbg !1011, !tbaa !272
  %261 = zext i8 %260 to i64, !dbg !1011
  %262 = add nsw i64 %258, %261, !dbg !1012
  %263 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %248, !dbg !1013
  %264 = load i16, ptr %263, align 2, !dbg !1013, !tbaa !288
  %265 = sext i16 %264 to i64, !dbg !1013
  %266 = add nsw i64 %262, %265, !dbg !1014
  %267 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %248, !dbg !1015
  %268 = load float, ptr %267, align 4, !dbg !1015, !tbaa !210
  %269 = fptosi float %268 to i64, !dbg !1016
  %270 = add nsw i64 %266, %269, !dbg !1017
  %271 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %248, !dbg !1018
  %272 = load i64, ptr %271, align 8, !dbg !1018, !tbaa !413
  %273 = srem i64 %272, 1000, !dbg !1019
  %274 = add nsw i64 %270, %273, !dbg !1020
    #dbg_value(i64 %274, !748, !DIExpression(), !865)
  %275 = add nuw nsw i64 %248, 1, !dbg !1021
    #dbg_value(i64 %275, !749, !DIExpression(), !866)
  %276 = icmp eq i64 %275, 1000, !dbg !1022
  br i1 %276, label %98, label %247, !dbg !867, !llvm.loop !1023
}

; Function Attrs: nofree nounwind
declare !dbg !1025 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print16(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #4 !dbg !1030 {
    #dbg_value(ptr %0, !1034, !DIExpression(), !1038)
    #dbg_value(<16 x i8> %1, !1035, !DIExpression(), !1038)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef %0), !dbg !1039
    #dbg_value(i32 0, !1036, !DIExpression(), !1040)
    #dbg_value(i32 0, !1036, !DIExpression(), !1040)
  %4 = extractelement <16 x i8> %1, i64 0, !dbg !1041
  %5 = sext i8 %4 to i32, !dbg !1041
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %5), !dbg !1043
    #dbg_value(i32 1, !1036, !DIExpression(), !1040)
  %7 = extractelement <16 x i8> %1, i64 1, !dbg !1041
  %8 = sext i8 %7 to i32, !dbg !1041
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %8), !dbg !1043
    #dbg_value(i32 2, !1036, !DIExpression(), !1040)
  %10 = extractelement <16 x i8> %1, i64 2, !dbg !1041
  %11 = sext i8 %10 to i32, !dbg !1041
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %11), !dbg !1043
    #dbg_value(i32 3, !1036, !DIExpression(), !1040)
  %13 = extractelement <16 x i8> %1, i64 3, !dbg !1041
  %14 = sext i8 %13 to i32, !dbg !1041
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %14), !dbg !1043
    #dbg_value(i32 4, !1036, !DIExpression(), !1040)
  %16 = extractelement <16 x i8> %1, i64 4, !dbg !1041
  %17 = sext i8 %16 to i32, !dbg !1041
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %17), !dbg !1043
    #dbg_value(i32 5, !1036, !DIExpression(), !1040)
  %19 = extractelement <16 x i8> %1, i64 5, !dbg !1041
  %20 = sext i8 %19 to i32, !dbg !1041
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %20), !dbg !1043
    #dbg_value(i32 6, !1036, !DIExpression(), !1040)
  %22 = extractelement <16 x i8> %1, i64 6, !dbg !1041
  %23 = sext i8 %22 to i32, !dbg !1041
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %23), !dbg !1043
    #dbg_value(i32 7, !1036, !DIExpression(), !1040)
  %25 = extractelement <16 x i8> %1, i64 7, !dbg !1041
  %26 = sext i8 %25 to i32, !dbg !1041
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %26), !dbg !1043
    #dbg_value(i32 8, !1036, !DIExpression(), !1040)
  %28 = extractelement <16 x i8> %1, i64 8, !dbg !1041
  %29 = sext i8 %28 to i32, !dbg !1041
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %29), !dbg !1043
    #dbg_value(i32 9, !1036, !DIExpression(), !1040)
  %31 = extractelement <16 x i8> %1, i64 9, !dbg !1041
  %32 = sext i8 %31 to i32, !dbg !1041
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %32), !dbg !1043
    #dbg_value(i32 10, !1036, !DIExpression(), !1040)
  %34 = extractelement <16 x i8> %1, i64 10, !dbg !1041
  %35 = sext i8 %34 to i32, !dbg !1041
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %35), !dbg !1043
    #dbg_value(i32 11, !1036, !DIExpression(), !1040)
  %37 = extractelement <16 x i8> %1, i64 11, !dbg !1041
  %38 = sext i8 %37 to i32, !dbg !1041
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %38), !dbg !1043
    #dbg_value(i32 12, !1036, !DIExpression(), !1040)
  %40 = extractelement <16 x i8> %1, i64 12, !dbg !1041
  %41 = sext i8 %40 to i32, !dbg !1041
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %41), !dbg !1043
    #dbg_value(i32 13, !1036, !DIExpression(), !1040)
  %43 = extractelement <16 x i8> %1, i64 13, !dbg !1041
  %44 = sext i8 %43 to i32, !dbg !1041
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %44), !dbg !1043
    #dbg_value(i32 14, !1036, !DIExpression(), !1040)
  %46 = extractelement <16 x i8> %1, i64 14, !dbg !1041
  %47 = sext i8 %46 to i32, !dbg !1041
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %47), !dbg !1043
    #dbg_value(i32 15, !1036, !DIExpression(), !1040)
  %49 = extractelement <16 x i8> %1, i64 15, !dbg !1041
  %50 = sext i8 %49 to i32, !dbg !1041
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %50), !dbg !1043
    #dbg_value(i32 16, !1036, !DIExpression(), !1040)
  %52 = tail call i32 @putchar(i32 10), !dbg !1044
  ret void, !dbg !1045
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.usub.sat.v16i8(<16 x i8>, <16 x i8>) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!188, !189, !190, !191, !192, !193, !194, !195}
!llvm.ident = !{!196}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !156, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !32, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/neon_vectors.c", directory: ".", checksumkind: CSK_MD5, checksum: "758e7359bb4840a33109b23beb2ada81")
!4 = !{!5, !6, !7, !12, !16, !17, !21, !24, !28, !29}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !8, line: 24, baseType: !9)
!8 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !10, line: 38, baseType: !11)
!10 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !13, line: 25, baseType: !14)
!13 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !10, line: 39, baseType: !15)
!15 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !3, line: 39, baseType: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 4)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 45, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 128, flags: DIFlagVector, elements: !19)
!23 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16uc", file: !3, line: 43, baseType: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, flags: DIFlagVector, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 16)
!28 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16c", file: !3, line: 42, baseType: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 128, flags: DIFlagVector, elements: !26)
!31 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33, !39, !44, !46, !51, !56, !61, !63, !65, !70, !75, !77, !82, !84, !89, !91, !94, !96, !101, !103, !105, !110, !112, !114, !116, !118, !120, !122, !127, !132, !134, !139, !141, !143, !148, !150, !152, !0, !154, !159, !161, !164, !166, !169, !172, !175, !178, !181, !186}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 104, elements: !37)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !{!38}
!38 = !DISubrange(count: 13)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 184, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 23)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !35, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 72, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 9)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 96, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 106, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !35, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !48, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 208, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 26)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !48, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 88, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 11)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 136, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 17)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !79, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 32, elements: !19)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !93, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 144, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 18)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !98, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !93, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 135, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 40, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 5)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !98, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 141, type: !35, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !107, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !93, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !93, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !93, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 48, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 6)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 56, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 7)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !129, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 16, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 2)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !53, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 155, type: !93, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 168, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 21)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !124, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !35, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !129, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !156, isLocal: false, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32000, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 1000)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !156, isLocal: false, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !163, isLocal: false, isDefinition: true)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !157)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !163, isLocal: false, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(name: "u8", scope: !2, file: !3, line: 12, type: !168, isLocal: false, isDefinition: true)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8000, elements: !157)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "s16", scope: !2, file: !3, line: 13, type: !171, isLocal: false, isDefinition: true)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16000, elements: !157)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 14, type: !174, isLocal: false, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64000, elements: !157)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "ll", scope: !2, file: !3, line: 15, type: !177, isLocal: false, isDefinition: true)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64000, elements: !157)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !26)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 24, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 3)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !93, isLocal: true, isDefinition: true)
!188 = !{i32 7, !"Dwarf Version", i32 5}
!189 = !{i32 2, !"Debug Info Version", i32 3}
!190 = !{i32 1, !"wchar_size", i32 4}
!191 = !{i32 8, !"PIC Level", i32 2}
!192 = !{i32 7, !"PIE Level", i32 2}
!193 = !{i32 7, !"uwtable", i32 2}
!194 = !{i32 7, !"frame-pointer", i32 1}
!195 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!196 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!197 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 17, type: !198, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !23}
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "k", arg: 1, scope: !197, file: !3, line: 17, type: !23)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 17, type: !5)
!203 = distinct !DILexicalBlock(scope: !197, file: !3, line: 17, column: 49)
!204 = !DILocation(line: 0, scope: !197)
!205 = !DILocation(line: 0, scope: !203)
!206 = !DILocation(line: 17, column: 49, scope: !203)
!207 = !DILocation(line: 17, column: 73, scope: !208)
!208 = distinct !DILexicalBlock(scope: !203, file: !3, line: 17, column: 49)
!209 = !DILocation(line: 17, column: 88, scope: !208)
!210 = !{!211, !211, i64 0}
!211 = !{!"float", !212, i64 0}
!212 = !{!"omnipotent char", !213, i64 0}
!213 = !{!"Simple C/C++ TBAA"}
!214 = !DILocation(line: 17, column: 95, scope: !208)
!215 = !DILocation(line: 17, column: 93, scope: !208)
!216 = !DILocation(line: 17, column: 77, scope: !208)
!217 = !DILocation(line: 17, column: 82, scope: !208)
!218 = distinct !{!218, !206, !219, !220, !221, !222}
!219 = !DILocation(line: 17, column: 98, scope: !203)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !{!"llvm.loop.isvectorized", i32 1}
!222 = !{!"llvm.loop.unroll.runtime.disable"}
!223 = !DILocation(line: 17, column: 101, scope: !197)
!224 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 18, type: !225, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!5}
!227 = !{!228, !229}
!228 = !DILocalVariable(name: "s", scope: !224, file: !3, line: 18, type: !5)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 18, type: !5)
!230 = distinct !DILexicalBlock(scope: !224, file: !3, line: 18, column: 54)
!231 = !DILocation(line: 0, scope: !224)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocation(line: 18, column: 54, scope: !230)
!234 = !DILocation(line: 18, column: 78, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 18, column: 54)
!236 = !DILocation(line: 18, column: 87, scope: !235)
!237 = !{!238, !238, i64 0}
!238 = !{!"int", !212, i64 0}
!239 = !DILocation(line: 18, column: 95, scope: !235)
!240 = !DILocation(line: 18, column: 93, scope: !235)
!241 = !DILocation(line: 18, column: 84, scope: !235)
!242 = distinct !{!242, !233, !243, !220, !221, !222}
!243 = !DILocation(line: 18, column: 99, scope: !230)
!244 = !DILocation(line: 18, column: 102, scope: !224)
!245 = distinct !DISubprogram(name: "maxv", scope: !3, file: !3, line: 19, type: !225, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "m", scope: !245, file: !3, line: 19, type: !5)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 19, type: !5)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 19, column: 62)
!250 = !DILocation(line: 0, scope: !245)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 19, column: 62, scope: !249)
!253 = !DILocation(line: 19, column: 86, scope: !254)
!254 = distinct !DILexicalBlock(scope: !249, file: !3, line: 19, column: 62)
!255 = !DILocation(line: 19, column: 94, scope: !254)
!256 = distinct !{!256, !252, !257, !220, !221, !222}
!257 = !DILocation(line: 19, column: 114, scope: !249)
!258 = !DILocation(line: 19, column: 117, scope: !245)
!259 = distinct !DISubprogram(name: "bsum", scope: !3, file: !3, line: 20, type: !260, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!6}
!262 = !{!263, !264}
!263 = !DILocalVariable(name: "s", scope: !259, file: !3, line: 20, type: !6)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 20, type: !5)
!265 = distinct !DILexicalBlock(scope: !259, file: !3, line: 20, column: 65)
!266 = !DILocation(line: 0, scope: !259)
!267 = !DILocation(line: 0, scope: !265)
!268 = !DILocation(line: 20, column: 65, scope: !265)
!269 = !DILocation(line: 20, column: 89, scope: !270)
!270 = distinct !DILexicalBlock(scope: !265, file: !3, line: 20, column: 65)
!271 = !DILocation(line: 20, column: 98, scope: !270)
!272 = !{!212, !212, i64 0}
!273 = !DILocation(line: 20, column: 95, scope: !270)
!274 = distinct !{!274, !268, !275, !220, !221, !222}
!275 = !DILocation(line: 20, column: 102, scope: !265)
!276 = !DILocation(line: 20, column: 105, scope: !259)
!277 = distinct !DISubprogram(name: "clampv", scope: !3, file: !3, line: 21, type: !278, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{null}
!280 = !{!281}
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 22, type: !5)
!282 = distinct !DILexicalBlock(scope: !277, file: !3, line: 22, column: 3)
!283 = !DILocation(line: 0, scope: !282)
!284 = !DILocation(line: 22, column: 3, scope: !282)
!285 = !DILocation(line: 22, column: 27, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 22, column: 3)
!287 = !DILocation(line: 22, column: 40, scope: !286)
!288 = !{!289, !289, i64 0}
!289 = !{!"short", !212, i64 0}
!290 = !DILocation(line: 22, column: 38, scope: !286)
!291 = distinct !{!291, !284, !292, !220, !221, !222}
!292 = !DILocation(line: 22, column: 91, scope: !282)
!293 = !DILocation(line: 23, column: 1, scope: !277)
!294 = distinct !DISubprogram(name: "dsum", scope: !3, file: !3, line: 24, type: !295, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!16}
!297 = !{!298, !299}
!298 = !DILocalVariable(name: "s", scope: !294, file: !3, line: 24, type: !16)
!299 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 24, type: !5)
!300 = distinct !DILexicalBlock(scope: !294, file: !3, line: 24, column: 61)
!301 = !DILocation(line: 0, scope: !294)
!302 = !DILocation(line: 0, scope: !300)
!303 = !DILocation(line: 24, column: 61, scope: !300)
!304 = !DILocation(line: 24, column: 85, scope: !305)
!305 = distinct !DILexicalBlock(scope: !300, file: !3, line: 24, column: 61)
!306 = !DILocation(line: 24, column: 94, scope: !305)
!307 = !{!308, !308, i64 0}
!308 = !{!"double", !212, i64 0}
!309 = distinct !{!309, !303, !310, !220, !221, !222}
!310 = !DILocation(line: 24, column: 101, scope: !300)
!311 = !DILocation(line: 24, column: 106, scope: !294)
!312 = distinct !DISubprogram(name: "conv", scope: !3, file: !3, line: 25, type: !278, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!313 = !{!314}
!314 = !DILocalVariable(name: "i", scope: !315, file: !3, line: 25, type: !5)
!315 = distinct !DILexicalBlock(scope: !312, file: !3, line: 25, column: 45)
!316 = !DILocation(line: 0, scope: !315)
!317 = !DILocation(line: 25, column: 45, scope: !315)
!318 = !DILocation(line: 25, column: 69, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 25, column: 45)
!320 = !DILocation(line: 25, column: 87, scope: !319)
!321 = !DILocation(line: 25, column: 92, scope: !319)
!322 = !DILocation(line: 25, column: 81, scope: !319)
!323 = !DILocation(line: 25, column: 103, scope: !319)
!324 = !DILocation(line: 25, column: 109, scope: !319)
!325 = !DILocation(line: 25, column: 100, scope: !319)
!326 = !DILocation(line: 25, column: 73, scope: !319)
!327 = !DILocation(line: 25, column: 79, scope: !319)
!328 = distinct !{!328, !317, !329, !220, !221, !222}
!329 = !DILocation(line: 25, column: 113, scope: !315)
!330 = !DILocation(line: 25, column: 116, scope: !312)
!331 = distinct !DISubprogram(name: "shifts", scope: !3, file: !3, line: 26, type: !332, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !5}
!334 = !{!335, !336}
!335 = !DILocalVariable(name: "k", arg: 1, scope: !331, file: !3, line: 26, type: !5)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 27, type: !5)
!337 = distinct !DILexicalBlock(scope: !331, file: !3, line: 27, column: 3)
!338 = !DILocation(line: 0, scope: !331)
!339 = !DILocation(line: 0, scope: !337)
!340 = !DILocation(line: 27, column: 3, scope: !337)
!341 = !DILocation(line: 27, column: 27, scope: !342)
!342 = distinct !DILexicalBlock(scope: !337, file: !3, line: 27, column: 3)
!343 = !DILocation(line: 27, column: 52, scope: !342)
!344 = !DILocation(line: 27, column: 40, scope: !342)
!345 = !DILocation(line: 27, column: 46, scope: !342)
!346 = !DILocation(line: 27, column: 76, scope: !342)
!347 = !DILocation(line: 27, column: 82, scope: !342)
!348 = !DILocation(line: 27, column: 103, scope: !342)
!349 = !DILocation(line: 27, column: 97, scope: !342)
!350 = !DILocation(line: 27, column: 58, scope: !342)
!351 = !DILocation(line: 27, column: 88, scope: !342)
!352 = !DILocation(line: 27, column: 37, scope: !342)
!353 = distinct !{!353, !340, !354, !220, !221, !222}
!354 = !DILocation(line: 27, column: 107, scope: !337)
!355 = !DILocation(line: 28, column: 1, scope: !331)
!356 = distinct !DISubprogram(name: "bytes", scope: !3, file: !3, line: 29, type: !278, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !357)
!357 = !{!358}
!358 = !DILocalVariable(name: "i", scope: !359, file: !3, line: 29, type: !5)
!359 = distinct !DILexicalBlock(scope: !356, file: !3, line: 29, column: 46)
!360 = !DILocation(line: 0, scope: !359)
!361 = !DILocation(line: 29, column: 46, scope: !359)
!362 = !DILocation(line: 29, column: 70, scope: !363)
!363 = distinct !DILexicalBlock(scope: !359, file: !3, line: 29, column: 46)
!364 = !DILocation(line: 29, column: 92, scope: !363)
!365 = !DILocation(line: 29, column: 98, scope: !363)
!366 = !DILocation(line: 29, column: 111, scope: !363)
!367 = !DILocation(line: 29, column: 102, scope: !363)
!368 = !DILocation(line: 29, column: 80, scope: !363)
!369 = distinct !{!369, !361, !370, !220, !221, !222}
!370 = !DILocation(line: 29, column: 116, scope: !359)
!371 = !DILocation(line: 29, column: 119, scope: !356)
!372 = distinct !DISubprogram(name: "count_less", scope: !3, file: !3, line: 30, type: !225, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !373)
!373 = !{!374, !375}
!374 = !DILocalVariable(name: "n", scope: !372, file: !3, line: 30, type: !5)
!375 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 30, type: !5)
!376 = distinct !DILexicalBlock(scope: !372, file: !3, line: 30, column: 61)
!377 = !DILocation(line: 0, scope: !372)
!378 = !DILocation(line: 0, scope: !376)
!379 = !DILocation(line: 30, column: 61, scope: !376)
!380 = !DILocation(line: 30, column: 85, scope: !381)
!381 = distinct !DILexicalBlock(scope: !376, file: !3, line: 30, column: 61)
!382 = !DILocation(line: 30, column: 94, scope: !381)
!383 = !DILocation(line: 30, column: 101, scope: !381)
!384 = !DILocation(line: 30, column: 99, scope: !381)
!385 = !DILocation(line: 30, column: 91, scope: !381)
!386 = distinct !{!386, !379, !387, !220, !221, !222}
!387 = !DILocation(line: 30, column: 104, scope: !376)
!388 = !DILocation(line: 30, column: 107, scope: !372)
!389 = distinct !DISubprogram(name: "reverse", scope: !3, file: !3, line: 31, type: !278, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !390)
!390 = !{!391}
!391 = !DILocalVariable(name: "i", scope: !392, file: !3, line: 31, type: !5)
!392 = distinct !DILexicalBlock(scope: !389, file: !3, line: 31, column: 48)
!393 = !DILocation(line: 0, scope: !392)
!394 = !DILocation(line: 31, column: 48, scope: !392)
!395 = !DILocation(line: 31, column: 72, scope: !396)
!396 = distinct !DILexicalBlock(scope: !392, file: !3, line: 31, column: 48)
!397 = !DILocation(line: 31, column: 93, scope: !396)
!398 = !DILocation(line: 31, column: 84, scope: !396)
!399 = !DILocation(line: 31, column: 76, scope: !396)
!400 = !DILocation(line: 31, column: 82, scope: !396)
!401 = distinct !{!401, !394, !402, !220, !221, !222}
!402 = !DILocation(line: 31, column: 96, scope: !392)
!403 = !DILocation(line: 31, column: 99, scope: !389)
!404 = distinct !DISubprogram(name: "mul64", scope: !3, file: !3, line: 32, type: !278, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !405)
!405 = !{!406}
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 32, type: !5)
!407 = distinct !DILexicalBlock(scope: !404, file: !3, line: 32, column: 46)
!408 = !DILocation(line: 0, scope: !407)
!409 = !DILocation(line: 32, column: 46, scope: !407)
!410 = !DILocation(line: 32, column: 70, scope: !411)
!411 = distinct !DILexicalBlock(scope: !407, file: !3, line: 32, column: 46)
!412 = !DILocation(line: 32, column: 82, scope: !411)
!413 = !{!414, !414, i64 0}
!414 = !{!"long long", !212, i64 0}
!415 = !DILocation(line: 32, column: 97, scope: !411)
!416 = !DILocation(line: 32, column: 88, scope: !411)
!417 = !DILocation(line: 32, column: 102, scope: !411)
!418 = !DILocation(line: 32, column: 80, scope: !411)
!419 = distinct !{!419, !409, !420, !220, !221, !222}
!420 = !DILocation(line: 32, column: 104, scope: !407)
!421 = !DILocation(line: 32, column: 107, scope: !404)
!422 = distinct !DISubprogram(name: "llmin", scope: !3, file: !3, line: 33, type: !423, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!28}
!425 = !{!426, !427}
!426 = !DILocalVariable(name: "m", scope: !422, file: !3, line: 33, type: !28)
!427 = !DILocalVariable(name: "i", scope: !428, file: !3, line: 33, type: !5)
!428 = distinct !DILexicalBlock(scope: !422, file: !3, line: 33, column: 76)
!429 = !DILocation(line: 0, scope: !422)
!430 = !DILocation(line: 0, scope: !428)
!431 = !DILocation(line: 33, column: 76, scope: !428)
!432 = !DILocation(line: 33, column: 100, scope: !433)
!433 = distinct !DILexicalBlock(scope: !428, file: !3, line: 33, column: 76)
!434 = !DILocation(line: 33, column: 108, scope: !433)
!435 = distinct !{!435, !431, !436, !220, !221, !222}
!436 = !DILocation(line: 33, column: 128, scope: !428)
!437 = !DILocation(line: 33, column: 131, scope: !422)
!438 = distinct !DISubprogram(name: "fmaxv", scope: !3, file: !3, line: 34, type: !439, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !441)
!439 = !DISubroutineType(types: !440)
!440 = !{!23}
!441 = !{!442, !443}
!442 = !DILocalVariable(name: "m", scope: !438, file: !3, line: 34, type: !23)
!443 = !DILocalVariable(name: "i", scope: !444, file: !3, line: 34, type: !5)
!444 = distinct !DILexicalBlock(scope: !438, file: !3, line: 34, column: 65)
!445 = !DILocation(line: 0, scope: !438)
!446 = !DILocation(line: 0, scope: !444)
!447 = !DILocation(line: 34, column: 65, scope: !444)
!448 = !DILocation(line: 34, column: 118, scope: !438)
!449 = !DILocation(line: 34, column: 97, scope: !450)
!450 = distinct !DILexicalBlock(scope: !444, file: !3, line: 34, column: 65)
!451 = !DILocation(line: 34, column: 102, scope: !450)
!452 = !DILocation(line: 34, column: 89, scope: !450)
!453 = !DILocation(line: 34, column: 83, scope: !450)
!454 = distinct !{!454, !447, !455, !220}
!455 = !DILocation(line: 34, column: 115, scope: !444)
!456 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 35, type: !278, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !457)
!457 = !{!458}
!458 = !DILocalVariable(name: "i", scope: !459, file: !3, line: 35, type: !5)
!459 = distinct !DILexicalBlock(scope: !456, file: !3, line: 35, column: 48)
!460 = !DILocation(line: 0, scope: !459)
!461 = !DILocation(line: 35, column: 48, scope: !459)
!462 = !DILocation(line: 35, column: 72, scope: !463)
!463 = distinct !DILexicalBlock(scope: !459, file: !3, line: 35, column: 48)
!464 = !DILocation(line: 35, column: 95, scope: !463)
!465 = !DILocation(line: 35, column: 83, scope: !463)
!466 = distinct !{!466, !461, !467, !220, !221, !222}
!467 = !DILocation(line: 35, column: 124, scope: !459)
!468 = !DILocation(line: 35, column: 127, scope: !456)
!469 = distinct !DISubprogram(name: "fsel", scope: !3, file: !3, line: 36, type: !278, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !470)
!470 = !{!471}
!471 = !DILocalVariable(name: "i", scope: !472, file: !3, line: 36, type: !5)
!472 = distinct !DILexicalBlock(scope: !469, file: !3, line: 36, column: 45)
!473 = !DILocation(line: 0, scope: !472)
!474 = !DILocation(line: 36, column: 45, scope: !472)
!475 = !DILocation(line: 36, column: 69, scope: !476)
!476 = distinct !DILexicalBlock(scope: !472, file: !3, line: 36, column: 45)
!477 = !DILocation(line: 36, column: 80, scope: !476)
!478 = !DILocation(line: 36, column: 88, scope: !476)
!479 = !DILocation(line: 36, column: 85, scope: !476)
!480 = !DILocation(line: 36, column: 73, scope: !476)
!481 = !DILocation(line: 36, column: 78, scope: !476)
!482 = distinct !{!482, !474, !483, !220, !221, !222}
!483 = !DILocation(line: 36, column: 116, scope: !472)
!484 = !DILocation(line: 36, column: 119, scope: !469)
!485 = distinct !DISubprogram(name: "to_double", scope: !3, file: !3, line: 37, type: !278, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !486)
!486 = !{!487}
!487 = !DILocalVariable(name: "i", scope: !488, file: !3, line: 37, type: !5)
!488 = distinct !DILexicalBlock(scope: !485, file: !3, line: 37, column: 50)
!489 = !DILocation(line: 0, scope: !488)
!490 = !DILocation(line: 37, column: 50, scope: !488)
!491 = !DILocation(line: 37, column: 74, scope: !492)
!492 = distinct !DILexicalBlock(scope: !488, file: !3, line: 37, column: 50)
!493 = !DILocation(line: 37, column: 93, scope: !492)
!494 = !DILocation(line: 37, column: 85, scope: !492)
!495 = !DILocation(line: 37, column: 126, scope: !492)
!496 = !DILocation(line: 37, column: 108, scope: !492)
!497 = !DILocation(line: 37, column: 106, scope: !492)
!498 = !DILocation(line: 37, column: 78, scope: !492)
!499 = !DILocation(line: 37, column: 83, scope: !492)
!500 = distinct !{!500, !490, !501, !220, !221, !222}
!501 = !DILocation(line: 37, column: 130, scope: !488)
!502 = !DILocation(line: 37, column: 133, scope: !485)
!503 = distinct !DISubprogram(name: "vmix", scope: !3, file: !3, line: 48, type: !504, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !506)
!504 = !DISubroutineType(types: !505)
!505 = !{!17, !17, !17}
!506 = !{!507, !508}
!507 = !DILocalVariable(name: "x", arg: 1, scope: !503, file: !3, line: 48, type: !17)
!508 = !DILocalVariable(name: "y", arg: 2, scope: !503, file: !3, line: 48, type: !17)
!509 = !DILocation(line: 0, scope: !503)
!510 = !DILocation(line: 48, column: 62, scope: !503)
!511 = !DILocation(line: 48, column: 72, scope: !503)
!512 = !DILocation(line: 48, column: 67, scope: !503)
!513 = !DILocation(line: 48, column: 84, scope: !503)
!514 = !DILocation(line: 48, column: 82, scope: !503)
!515 = !DILocation(line: 48, column: 77, scope: !503)
!516 = !DILocation(line: 48, column: 52, scope: !503)
!517 = distinct !DISubprogram(name: "vdiv", scope: !3, file: !3, line: 49, type: !504, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !518)
!518 = !{!519, !520}
!519 = !DILocalVariable(name: "x", arg: 1, scope: !517, file: !3, line: 49, type: !17)
!520 = !DILocalVariable(name: "y", arg: 2, scope: !517, file: !3, line: 49, type: !17)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 49, column: 61, scope: !517)
!523 = !DILocation(line: 49, column: 69, scope: !517)
!524 = !DILocation(line: 49, column: 65, scope: !517)
!525 = !DILocation(line: 49, column: 52, scope: !517)
!526 = distinct !DISubprogram(name: "vudiv", scope: !3, file: !3, line: 50, type: !527, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !531)
!527 = !DISubroutineType(types: !528)
!528 = !{!529, !529, !529}
!529 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4u", file: !3, line: 40, baseType: !530)
!530 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !19)
!531 = !{!532, !533}
!532 = !DILocalVariable(name: "x", arg: 1, scope: !526, file: !3, line: 50, type: !529)
!533 = !DILocalVariable(name: "y", arg: 2, scope: !526, file: !3, line: 50, type: !529)
!534 = !DILocation(line: 0, scope: !526)
!535 = !DILocation(line: 50, column: 62, scope: !526)
!536 = !DILocation(line: 50, column: 53, scope: !526)
!537 = distinct !DISubprogram(name: "vmul64", scope: !3, file: !3, line: 51, type: !538, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !542)
!538 = !DISubroutineType(types: !539)
!539 = !{!540, !540, !540}
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2l", file: !3, line: 44, baseType: !541)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, flags: DIFlagVector, elements: !137)
!542 = !{!543, !544}
!543 = !DILocalVariable(name: "x", arg: 1, scope: !537, file: !3, line: 51, type: !540)
!544 = !DILocalVariable(name: "y", arg: 2, scope: !537, file: !3, line: 51, type: !540)
!545 = !DILocation(line: 0, scope: !537)
!546 = !DILocation(line: 51, column: 63, scope: !537)
!547 = !DILocation(line: 51, column: 72, scope: !537)
!548 = !DILocation(line: 51, column: 67, scope: !537)
!549 = !DILocation(line: 51, column: 78, scope: !537)
!550 = !DILocation(line: 51, column: 54, scope: !537)
!551 = distinct !DISubprogram(name: "vcmp", scope: !3, file: !3, line: 52, type: !504, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !552)
!552 = !{!553, !554}
!553 = !DILocalVariable(name: "x", arg: 1, scope: !551, file: !3, line: 52, type: !17)
!554 = !DILocalVariable(name: "y", arg: 2, scope: !551, file: !3, line: 52, type: !17)
!555 = !DILocation(line: 0, scope: !551)
!556 = !DILocation(line: 52, column: 62, scope: !551)
!557 = !DILocation(line: 52, column: 72, scope: !551)
!558 = !DILocation(line: 52, column: 78, scope: !551)
!559 = !DILocation(line: 52, column: 67, scope: !551)
!560 = !DILocation(line: 52, column: 87, scope: !551)
!561 = !DILocation(line: 52, column: 93, scope: !551)
!562 = !DILocation(line: 52, column: 82, scope: !551)
!563 = !DILocation(line: 52, column: 52, scope: !551)
!564 = distinct !DISubprogram(name: "vucmp", scope: !3, file: !3, line: 53, type: !565, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !567)
!565 = !DISubroutineType(types: !566)
!566 = !{!17, !529, !529}
!567 = !{!568, !569}
!568 = !DILocalVariable(name: "x", arg: 1, scope: !564, file: !3, line: 53, type: !529)
!569 = !DILocalVariable(name: "y", arg: 2, scope: !564, file: !3, line: 53, type: !529)
!570 = !DILocation(line: 0, scope: !564)
!571 = !DILocation(line: 53, column: 69, scope: !564)
!572 = !DILocation(line: 53, column: 89, scope: !564)
!573 = !DILocation(line: 53, column: 84, scope: !564)
!574 = !DILocation(line: 53, column: 74, scope: !564)
!575 = !DILocation(line: 53, column: 53, scope: !564)
!576 = distinct !DISubprogram(name: "vfsel", scope: !3, file: !3, line: 54, type: !577, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!577 = !DISubroutineType(types: !578)
!578 = !{!21, !21, !21}
!579 = !{!580, !581, !582}
!580 = !DILocalVariable(name: "x", arg: 1, scope: !576, file: !3, line: 54, type: !21)
!581 = !DILocalVariable(name: "y", arg: 2, scope: !576, file: !3, line: 54, type: !21)
!582 = !DILocalVariable(name: "m", scope: !576, file: !3, line: 55, type: !17)
!583 = !DILocation(line: 0, scope: !576)
!584 = !DILocation(line: 55, column: 13, scope: !576)
!585 = !DILocation(line: 56, column: 25, scope: !576)
!586 = !DILocation(line: 56, column: 46, scope: !576)
!587 = !DILocation(line: 56, column: 35, scope: !576)
!588 = !DILocation(line: 56, column: 3, scope: !576)
!589 = distinct !DISubprogram(name: "vdmath", scope: !3, file: !3, line: 58, type: !590, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !594)
!590 = !DISubroutineType(types: !591)
!591 = !{!592, !592, !592}
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2d", file: !3, line: 46, baseType: !593)
!593 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !137)
!594 = !{!595, !596}
!595 = !DILocalVariable(name: "x", arg: 1, scope: !589, file: !3, line: 58, type: !592)
!596 = !DILocalVariable(name: "y", arg: 2, scope: !589, file: !3, line: 58, type: !592)
!597 = !DILocation(line: 0, scope: !589)
!598 = !DILocation(line: 58, column: 63, scope: !589)
!599 = !DILocation(line: 58, column: 67, scope: !589)
!600 = !DILocation(line: 58, column: 75, scope: !589)
!601 = !DILocation(line: 58, column: 54, scope: !589)
!602 = distinct !DISubprogram(name: "vshuf", scope: !3, file: !3, line: 59, type: !504, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !603)
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "x", arg: 1, scope: !602, file: !3, line: 59, type: !17)
!605 = !DILocalVariable(name: "y", arg: 2, scope: !602, file: !3, line: 59, type: !17)
!606 = !DILocation(line: 0, scope: !602)
!607 = !DILocation(line: 59, column: 60, scope: !602)
!608 = !DILocation(line: 59, column: 53, scope: !602)
!609 = distinct !DISubprogram(name: "vzip", scope: !3, file: !3, line: 60, type: !504, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !610)
!610 = !{!611, !612}
!611 = !DILocalVariable(name: "x", arg: 1, scope: !609, file: !3, line: 60, type: !17)
!612 = !DILocalVariable(name: "y", arg: 2, scope: !609, file: !3, line: 60, type: !17)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 60, column: 59, scope: !609)
!615 = !DILocation(line: 60, column: 52, scope: !609)
!616 = distinct !DISubprogram(name: "vext", scope: !3, file: !3, line: 61, type: !504, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !617)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "x", arg: 1, scope: !616, file: !3, line: 61, type: !17)
!619 = !DILocalVariable(name: "y", arg: 2, scope: !616, file: !3, line: 61, type: !17)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 61, column: 59, scope: !616)
!622 = !DILocation(line: 61, column: 52, scope: !616)
!623 = distinct !DISubprogram(name: "vrev", scope: !3, file: !3, line: 62, type: !624, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !626)
!624 = !DISubroutineType(types: !625)
!625 = !{!29, !29}
!626 = !{!627}
!627 = !DILocalVariable(name: "x", arg: 1, scope: !623, file: !3, line: 62, type: !29)
!628 = !DILocation(line: 0, scope: !623)
!629 = !DILocation(line: 63, column: 10, scope: !623)
!630 = !DILocation(line: 63, column: 3, scope: !623)
!631 = distinct !DISubprogram(name: "vbytes", scope: !3, file: !3, line: 65, type: !632, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !634)
!632 = !DISubroutineType(types: !633)
!633 = !{!29, !29, !29}
!634 = !{!635, !636}
!635 = !DILocalVariable(name: "x", arg: 1, scope: !631, file: !3, line: 65, type: !29)
!636 = !DILocalVariable(name: "y", arg: 2, scope: !631, file: !3, line: 65, type: !29)
!637 = !DILocation(line: 0, scope: !631)
!638 = !DILocation(line: 65, column: 67, scope: !631)
!639 = !DILocation(line: 65, column: 77, scope: !631)
!640 = !DILocation(line: 65, column: 72, scope: !631)
!641 = !DILocation(line: 65, column: 82, scope: !631)
!642 = !DILocation(line: 65, column: 57, scope: !631)
!643 = distinct !DISubprogram(name: "vubytes", scope: !3, file: !3, line: 66, type: !644, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !646)
!644 = !DISubroutineType(types: !645)
!645 = !{!24, !24, !24}
!646 = !{!647, !648, !649}
!647 = !DILocalVariable(name: "x", arg: 1, scope: !643, file: !3, line: 66, type: !24)
!648 = !DILocalVariable(name: "y", arg: 2, scope: !643, file: !3, line: 66, type: !24)
!649 = !DILocalVariable(name: "m", scope: !643, file: !3, line: 67, type: !24)
!650 = !DILocation(line: 0, scope: !643)
!651 = !DILocation(line: 68, column: 19, scope: !643)
!652 = !DILocation(line: 68, column: 35, scope: !643)
!653 = !DILocation(line: 68, column: 24, scope: !643)
!654 = !DILocation(line: 68, column: 3, scope: !643)
!655 = distinct !DISubprogram(name: "vshorts", scope: !3, file: !3, line: 70, type: !656, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !662)
!656 = !DISubroutineType(types: !657)
!657 = !{!658, !658, !658}
!658 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8s", file: !3, line: 41, baseType: !659)
!659 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !660)
!660 = !{!661}
!661 = !DISubrange(count: 8)
!662 = !{!663, !664}
!663 = !DILocalVariable(name: "x", arg: 1, scope: !655, file: !3, line: 70, type: !658)
!664 = !DILocalVariable(name: "y", arg: 2, scope: !655, file: !3, line: 70, type: !658)
!665 = !DILocation(line: 0, scope: !655)
!666 = !DILocation(line: 70, column: 65, scope: !655)
!667 = !DILocation(line: 70, column: 70, scope: !655)
!668 = !DILocation(line: 70, column: 80, scope: !655)
!669 = !DILocation(line: 70, column: 75, scope: !655)
!670 = !DILocation(line: 70, column: 55, scope: !655)
!671 = distinct !DISubprogram(name: "vshl", scope: !3, file: !3, line: 71, type: !656, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !672)
!672 = !{!673, !674}
!673 = !DILocalVariable(name: "x", arg: 1, scope: !671, file: !3, line: 71, type: !658)
!674 = !DILocalVariable(name: "y", arg: 2, scope: !671, file: !3, line: 71, type: !658)
!675 = !DILocation(line: 0, scope: !671)
!676 = !DILocation(line: 71, column: 68, scope: !671)
!677 = !DILocation(line: 71, column: 62, scope: !671)
!678 = !DILocation(line: 71, column: 85, scope: !671)
!679 = !DILocation(line: 71, column: 79, scope: !671)
!680 = !DILocation(line: 71, column: 74, scope: !671)
!681 = !DILocation(line: 71, column: 52, scope: !671)
!682 = distinct !DISubprogram(name: "vlane", scope: !3, file: !3, line: 72, type: !683, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !685)
!683 = !DISubroutineType(types: !684)
!684 = !{!5, !17, !5}
!685 = !{!686, !687}
!686 = !DILocalVariable(name: "x", arg: 1, scope: !682, file: !3, line: 72, type: !17)
!687 = !DILocalVariable(name: "k", arg: 2, scope: !682, file: !3, line: 72, type: !5)
!688 = !DILocation(line: 0, scope: !682)
!689 = !DILocation(line: 72, column: 64, scope: !682)
!690 = !DILocation(line: 72, column: 60, scope: !682)
!691 = !DILocation(line: 72, column: 53, scope: !682)
!692 = distinct !DISubprogram(name: "vset", scope: !3, file: !3, line: 73, type: !693, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !695)
!693 = !DISubroutineType(types: !694)
!694 = !{!17, !17, !5, !5}
!695 = !{!696, !697, !698}
!696 = !DILocalVariable(name: "x", arg: 1, scope: !692, file: !3, line: 73, type: !17)
!697 = !DILocalVariable(name: "k", arg: 2, scope: !692, file: !3, line: 73, type: !5)
!698 = !DILocalVariable(name: "val", arg: 3, scope: !692, file: !3, line: 73, type: !5)
!699 = !DILocation(line: 0, scope: !692)
!700 = !DILocation(line: 73, column: 65, scope: !692)
!701 = !DILocation(line: 73, column: 70, scope: !692)
!702 = !DILocation(line: 73, column: 77, scope: !692)
!703 = distinct !DISubprogram(name: "vconvert", scope: !3, file: !3, line: 74, type: !704, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !706)
!704 = !DISubroutineType(types: !705)
!705 = !{!21, !17}
!706 = !{!707}
!707 = !DILocalVariable(name: "x", arg: 1, scope: !703, file: !3, line: 74, type: !17)
!708 = !DILocation(line: 0, scope: !703)
!709 = !DILocation(line: 74, column: 56, scope: !703)
!710 = !DILocation(line: 74, column: 88, scope: !703)
!711 = !DILocation(line: 74, column: 49, scope: !703)
!712 = distinct !DISubprogram(name: "vtrunc", scope: !3, file: !3, line: 75, type: !713, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !715)
!713 = !DISubroutineType(types: !714)
!714 = !{!17, !21}
!715 = !{!716}
!716 = !DILocalVariable(name: "x", arg: 1, scope: !712, file: !3, line: 75, type: !21)
!717 = !DILocation(line: 0, scope: !712)
!718 = !DILocation(line: 75, column: 54, scope: !712)
!719 = !DILocation(line: 75, column: 47, scope: !712)
!720 = distinct !DISubprogram(name: "vsplat", scope: !3, file: !3, line: 76, type: !721, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!592, !16, !592}
!723 = !{!724, !725}
!724 = !DILocalVariable(name: "k", arg: 1, scope: !720, file: !3, line: 76, type: !16)
!725 = !DILocalVariable(name: "x", arg: 2, scope: !720, file: !3, line: 76, type: !592)
!726 = !DILocation(line: 0, scope: !720)
!727 = !DILocation(line: 76, column: 68, scope: !720)
!728 = !DILocation(line: 76, column: 70, scope: !720)
!729 = !DILocation(line: 76, column: 57, scope: !720)
!730 = distinct !DISubprogram(name: "across", scope: !3, file: !3, line: 77, type: !731, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !733)
!731 = !DISubroutineType(types: !732)
!732 = !{!17, !17}
!733 = !{!734, !735, !736}
!734 = !DILocalVariable(name: "x", arg: 1, scope: !730, file: !3, line: 77, type: !17)
!735 = !DILocalVariable(name: "y", scope: !730, file: !3, line: 77, type: !17)
!736 = !DILocalVariable(name: "i", scope: !737, file: !3, line: 77, type: !5)
!737 = distinct !DILexicalBlock(scope: !730, file: !3, line: 77, column: 58)
!738 = !DILocation(line: 0, scope: !730)
!739 = !DILocation(line: 0, scope: !737)
!740 = !DILocation(line: 77, column: 92, scope: !741)
!741 = distinct !DILexicalBlock(scope: !737, file: !3, line: 77, column: 58)
!742 = !DILocation(line: 77, column: 96, scope: !741)
!743 = !DILocation(line: 77, column: 101, scope: !730)
!744 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !225, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !745)
!745 = !{!746, !748, !749, !751, !752, !753, !754, !755, !756, !757, !758, !759, !760, !761, !762, !763, !764, !765, !766, !767, !768, !769, !770, !771, !773, !774}
!746 = !DILocalVariable(name: "i", scope: !747, file: !3, line: 87, type: !5)
!747 = distinct !DILexicalBlock(scope: !744, file: !3, line: 87, column: 3)
!748 = !DILocalVariable(name: "h", scope: !744, file: !3, line: 121, type: !28)
!749 = !DILocalVariable(name: "i", scope: !750, file: !3, line: 122, type: !5)
!750 = distinct !DILexicalBlock(scope: !744, file: !3, line: 122, column: 3)
!751 = !DILocalVariable(name: "x", scope: !744, file: !3, line: 125, type: !17)
!752 = !DILocalVariable(name: "y", scope: !744, file: !3, line: 125, type: !17)
!753 = !DILocalVariable(name: "ux", scope: !744, file: !3, line: 128, type: !529)
!754 = !DILocalVariable(name: "uy", scope: !744, file: !3, line: 128, type: !529)
!755 = !DILocalVariable(name: "q", scope: !744, file: !3, line: 129, type: !529)
!756 = !DILocalVariable(name: "lx", scope: !744, file: !3, line: 131, type: !540)
!757 = !DILocalVariable(name: "ly", scope: !744, file: !3, line: 131, type: !540)
!758 = !DILocalVariable(name: "lm", scope: !744, file: !3, line: 132, type: !540)
!759 = !DILocalVariable(name: "fx", scope: !744, file: !3, line: 136, type: !21)
!760 = !DILocalVariable(name: "fy", scope: !744, file: !3, line: 136, type: !21)
!761 = !DILocalVariable(name: "fs", scope: !744, file: !3, line: 137, type: !21)
!762 = !DILocalVariable(name: "dx", scope: !744, file: !3, line: 139, type: !592)
!763 = !DILocalVariable(name: "dy", scope: !744, file: !3, line: 139, type: !592)
!764 = !DILocalVariable(name: "dm", scope: !744, file: !3, line: 140, type: !592)
!765 = !DILocalVariable(name: "cx", scope: !744, file: !3, line: 145, type: !29)
!766 = !DILocalVariable(name: "cy", scope: !744, file: !3, line: 146, type: !29)
!767 = !DILocalVariable(name: "sx", scope: !744, file: !3, line: 150, type: !658)
!768 = !DILocalVariable(name: "sy", scope: !744, file: !3, line: 150, type: !658)
!769 = !DILocalVariable(name: "ss", scope: !744, file: !3, line: 151, type: !658)
!770 = !DILocalVariable(name: "sl", scope: !744, file: !3, line: 151, type: !658)
!771 = !DILocalVariable(name: "i", scope: !772, file: !3, line: 152, type: !5)
!772 = distinct !DILexicalBlock(scope: !744, file: !3, line: 152, column: 3)
!773 = !DILocalVariable(name: "cf", scope: !744, file: !3, line: 156, type: !21)
!774 = !DILocalVariable(name: "sp", scope: !744, file: !3, line: 159, type: !592)
!775 = !DILocation(line: 0, scope: !747)
!776 = !DILocation(line: 87, column: 3, scope: !747)
!777 = !DILocation(line: 87, column: 27, scope: !778)
!778 = distinct !DILexicalBlock(scope: !747, file: !3, line: 87, column: 3)
!779 = !DILocation(line: 88, column: 12, scope: !780)
!780 = distinct !DILexicalBlock(scope: !778, file: !3, line: 87, column: 31)
!781 = !DILocation(line: 89, column: 15, scope: !780)
!782 = !DILocation(line: 90, column: 24, scope: !780)
!783 = !DILocation(line: 92, column: 13, scope: !780)
!784 = !DILocation(line: 93, column: 33, scope: !780)
!785 = !DILocation(line: 88, column: 22, scope: !780)
!786 = !DILocation(line: 88, column: 5, scope: !780)
!787 = !DILocation(line: 88, column: 10, scope: !780)
!788 = !DILocation(line: 89, column: 12, scope: !780)
!789 = !DILocation(line: 89, column: 21, scope: !780)
!790 = !DILocation(line: 89, column: 5, scope: !780)
!791 = !DILocation(line: 89, column: 10, scope: !780)
!792 = !DILocation(line: 90, column: 31, scope: !780)
!793 = !DILocation(line: 90, column: 5, scope: !780)
!794 = !DILocation(line: 90, column: 11, scope: !780)
!795 = !DILocation(line: 91, column: 15, scope: !780)
!796 = !DILocation(line: 91, column: 20, scope: !780)
!797 = !DILocation(line: 91, column: 5, scope: !780)
!798 = !DILocation(line: 91, column: 11, scope: !780)
!799 = !DILocation(line: 92, column: 5, scope: !780)
!800 = !DILocation(line: 92, column: 11, scope: !780)
!801 = !DILocation(line: 93, column: 14, scope: !780)
!802 = !DILocation(line: 93, column: 5, scope: !780)
!803 = !DILocation(line: 93, column: 12, scope: !780)
!804 = !DILocation(line: 94, column: 12, scope: !780)
!805 = !DILocation(line: 94, column: 14, scope: !780)
!806 = !DILocation(line: 94, column: 5, scope: !780)
!807 = !DILocation(line: 94, column: 10, scope: !780)
!808 = !DILocation(line: 95, column: 26, scope: !780)
!809 = !DILocation(line: 95, column: 38, scope: !780)
!810 = !DILocation(line: 95, column: 5, scope: !780)
!811 = !DILocation(line: 95, column: 11, scope: !780)
!812 = distinct !{!812, !776, !813, !220, !221, !222}
!813 = !DILocation(line: 96, column: 3, scope: !747)
!814 = !DILocation(line: 97, column: 3, scope: !744)
!815 = !DILocation(line: 98, column: 27, scope: !744)
!816 = !DILocation(line: 98, column: 34, scope: !744)
!817 = !DILocation(line: 98, column: 3, scope: !744)
!818 = !DILocation(line: 99, column: 37, scope: !744)
!819 = !DILocation(line: 99, column: 44, scope: !744)
!820 = !DILocation(line: 99, column: 52, scope: !744)
!821 = !DILocation(line: 99, column: 3, scope: !744)
!822 = !DILocation(line: 100, column: 3, scope: !744)
!823 = !DILocation(line: 101, column: 27, scope: !744)
!824 = !DILocation(line: 101, column: 35, scope: !744)
!825 = !DILocation(line: 101, column: 3, scope: !744)
!826 = !DILocation(line: 102, column: 23, scope: !744)
!827 = !DILocation(line: 102, column: 3, scope: !744)
!828 = !DILocation(line: 103, column: 3, scope: !744)
!829 = !DILocation(line: 104, column: 26, scope: !744)
!830 = !DILocation(line: 104, column: 33, scope: !744)
!831 = !DILocation(line: 104, column: 3, scope: !744)
!832 = !DILocation(line: 105, column: 3, scope: !744)
!833 = !DILocation(line: 106, column: 28, scope: !744)
!834 = !DILocation(line: 106, column: 35, scope: !744)
!835 = !DILocation(line: 106, column: 3, scope: !744)
!836 = !DILocation(line: 107, column: 3, scope: !744)
!837 = !DILocation(line: 108, column: 27, scope: !744)
!838 = !DILocation(line: 108, column: 34, scope: !744)
!839 = !DILocation(line: 108, column: 3, scope: !744)
!840 = !DILocation(line: 109, column: 23, scope: !744)
!841 = !DILocation(line: 109, column: 3, scope: !744)
!842 = !DILocation(line: 110, column: 3, scope: !744)
!843 = !DILocation(line: 111, column: 29, scope: !744)
!844 = !DILocation(line: 111, column: 36, scope: !744)
!845 = !DILocation(line: 111, column: 3, scope: !744)
!846 = !DILocation(line: 112, column: 3, scope: !744)
!847 = !DILocation(line: 113, column: 40, scope: !744)
!848 = !DILocation(line: 113, column: 47, scope: !744)
!849 = !DILocation(line: 113, column: 56, scope: !744)
!850 = !DILocation(line: 113, column: 3, scope: !744)
!851 = !DILocation(line: 114, column: 23, scope: !744)
!852 = !DILocation(line: 114, column: 3, scope: !744)
!853 = !DILocation(line: 115, column: 3, scope: !744)
!854 = !DILocation(line: 116, column: 25, scope: !744)
!855 = !DILocation(line: 116, column: 33, scope: !744)
!856 = !DILocation(line: 116, column: 3, scope: !744)
!857 = !DILocation(line: 117, column: 3, scope: !744)
!858 = !DILocation(line: 118, column: 26, scope: !744)
!859 = !DILocation(line: 118, column: 32, scope: !744)
!860 = !DILocation(line: 118, column: 3, scope: !744)
!861 = !DILocation(line: 119, column: 3, scope: !744)
!862 = !DILocation(line: 120, column: 31, scope: !744)
!863 = !DILocation(line: 120, column: 37, scope: !744)
!864 = !DILocation(line: 120, column: 3, scope: !744)
!865 = !DILocation(line: 0, scope: !744)
!866 = !DILocation(line: 0, scope: !750)
!867 = !DILocation(line: 122, column: 3, scope: !750)
!868 = !DILocation(line: 123, column: 3, scope: !744)
!869 = !DILocation(line: 126, column: 18, scope: !744)
!870 = !DILocalVariable(name: "s", arg: 1, scope: !871, file: !3, line: 79, type: !874)
!871 = distinct !DISubprogram(name: "print4i", scope: !3, file: !3, line: 79, type: !872, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !876)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !874, !17}
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!876 = !{!870, !877}
!877 = !DILocalVariable(name: "v", arg: 2, scope: !871, file: !3, line: 79, type: !17)
!878 = !DILocation(line: 0, scope: !871, inlinedAt: !879)
!879 = distinct !DILocation(line: 126, column: 3, scope: !744)
!880 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !879)
!881 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !879)
!882 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !879)
!883 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !879)
!884 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !879)
!885 = !DILocation(line: 127, column: 18, scope: !744)
!886 = !DILocation(line: 0, scope: !871, inlinedAt: !887)
!887 = distinct !DILocation(line: 127, column: 3, scope: !744)
!888 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !887)
!889 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !887)
!890 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !887)
!891 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !887)
!892 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !887)
!893 = !DILocation(line: 129, column: 11, scope: !744)
!894 = !DILocation(line: 130, column: 32, scope: !744)
!895 = !DILocation(line: 130, column: 38, scope: !744)
!896 = !DILocation(line: 130, column: 44, scope: !744)
!897 = !DILocation(line: 130, column: 50, scope: !744)
!898 = !DILocation(line: 130, column: 3, scope: !744)
!899 = !DILocation(line: 132, column: 12, scope: !744)
!900 = !DILocation(line: 133, column: 32, scope: !744)
!901 = !DILocation(line: 133, column: 39, scope: !744)
!902 = !DILocation(line: 133, column: 3, scope: !744)
!903 = !DILocation(line: 134, column: 18, scope: !744)
!904 = !DILocation(line: 0, scope: !871, inlinedAt: !905)
!905 = distinct !DILocation(line: 134, column: 3, scope: !744)
!906 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !905)
!907 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !905)
!908 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !905)
!909 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !905)
!910 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !905)
!911 = !DILocation(line: 135, column: 19, scope: !744)
!912 = !DILocation(line: 0, scope: !871, inlinedAt: !913)
!913 = distinct !DILocation(line: 135, column: 3, scope: !744)
!914 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !913)
!915 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !913)
!916 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !913)
!917 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !913)
!918 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !913)
!919 = !DILocation(line: 137, column: 12, scope: !744)
!920 = !DILocation(line: 138, column: 32, scope: !744)
!921 = !DILocation(line: 138, column: 39, scope: !744)
!922 = !DILocation(line: 138, column: 46, scope: !744)
!923 = !DILocation(line: 138, column: 53, scope: !744)
!924 = !DILocation(line: 138, column: 3, scope: !744)
!925 = !DILocation(line: 140, column: 12, scope: !744)
!926 = !DILocation(line: 141, column: 27, scope: !744)
!927 = !DILocation(line: 141, column: 34, scope: !744)
!928 = !DILocation(line: 141, column: 3, scope: !744)
!929 = !DILocation(line: 142, column: 19, scope: !744)
!930 = !DILocation(line: 0, scope: !871, inlinedAt: !931)
!931 = distinct !DILocation(line: 142, column: 3, scope: !744)
!932 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !931)
!933 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !931)
!934 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !931)
!935 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !931)
!936 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !931)
!937 = !DILocation(line: 143, column: 18, scope: !744)
!938 = !DILocation(line: 0, scope: !871, inlinedAt: !939)
!939 = distinct !DILocation(line: 143, column: 3, scope: !744)
!940 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !939)
!941 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !939)
!942 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !939)
!943 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !939)
!944 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !939)
!945 = !DILocation(line: 144, column: 18, scope: !744)
!946 = !DILocation(line: 0, scope: !871, inlinedAt: !947)
!947 = distinct !DILocation(line: 144, column: 3, scope: !744)
!948 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !947)
!949 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !947)
!950 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !947)
!951 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !947)
!952 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !947)
!953 = !DILocation(line: 147, column: 18, scope: !744)
!954 = !DILocation(line: 147, column: 3, scope: !744)
!955 = !DILocation(line: 148, column: 20, scope: !744)
!956 = !DILocation(line: 148, column: 3, scope: !744)
!957 = !DILocation(line: 149, column: 27, scope: !744)
!958 = !DILocation(line: 149, column: 3, scope: !744)
!959 = !DILocation(line: 151, column: 12, scope: !744)
!960 = !DILocation(line: 151, column: 34, scope: !744)
!961 = !DILocation(line: 0, scope: !772)
!962 = !DILocation(line: 152, column: 48, scope: !963)
!963 = distinct !DILexicalBlock(scope: !772, file: !3, line: 152, column: 3)
!964 = !DILocation(line: 152, column: 55, scope: !963)
!965 = !DILocation(line: 152, column: 31, scope: !963)
!966 = !DILocation(line: 153, column: 3, scope: !744)
!967 = !DILocation(line: 154, column: 26, scope: !744)
!968 = !DILocation(line: 154, column: 39, scope: !744)
!969 = !DILocation(line: 154, column: 3, scope: !744)
!970 = !DILocation(line: 155, column: 18, scope: !744)
!971 = !DILocation(line: 0, scope: !871, inlinedAt: !972)
!972 = distinct !DILocation(line: 155, column: 3, scope: !744)
!973 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !972)
!974 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !972)
!975 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !972)
!976 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !972)
!977 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !972)
!978 = !DILocation(line: 156, column: 12, scope: !744)
!979 = !DILocation(line: 157, column: 35, scope: !744)
!980 = !DILocation(line: 157, column: 42, scope: !744)
!981 = !DILocation(line: 157, column: 49, scope: !744)
!982 = !DILocation(line: 157, column: 56, scope: !744)
!983 = !DILocation(line: 157, column: 3, scope: !744)
!984 = !DILocation(line: 158, column: 20, scope: !744)
!985 = !DILocation(line: 0, scope: !871, inlinedAt: !986)
!986 = distinct !DILocation(line: 158, column: 3, scope: !744)
!987 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !986)
!988 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !986)
!989 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !986)
!990 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !986)
!991 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !986)
!992 = !DILocation(line: 159, column: 12, scope: !744)
!993 = !DILocation(line: 160, column: 27, scope: !744)
!994 = !DILocation(line: 160, column: 34, scope: !744)
!995 = !DILocation(line: 160, column: 3, scope: !744)
!996 = !DILocation(line: 161, column: 21, scope: !744)
!997 = !DILocation(line: 0, scope: !871, inlinedAt: !998)
!998 = distinct !DILocation(line: 161, column: 3, scope: !744)
!999 = !DILocation(line: 79, column: 75, scope: !871, inlinedAt: !998)
!1000 = !DILocation(line: 79, column: 81, scope: !871, inlinedAt: !998)
!1001 = !DILocation(line: 79, column: 87, scope: !871, inlinedAt: !998)
!1002 = !DILocation(line: 79, column: 93, scope: !871, inlinedAt: !998)
!1003 = !DILocation(line: 79, column: 45, scope: !871, inlinedAt: !998)
!1004 = !DILocation(line: 162, column: 3, scope: !744)
!1005 = !DILocation(line: 122, column: 37, scope: !1006)
!1006 = distinct !DILexicalBlock(scope: !750, file: !3, line: 122, column: 3)
!1007 = !DILocation(line: 122, column: 44, scope: !1006)
!1008 = !DILocation(line: 122, column: 42, scope: !1006)
!1009 = !DILocation(line: 122, column: 52, scope: !1006)
!1010 = !DILocation(line: 122, column: 50, scope: !1006)
!1011 = !DILocation(line: 122, column: 60, scope: !1006)
!1012 = !DILocation(line: 122, column: 58, scope: !1006)
!1013 = !DILocation(line: 122, column: 68, scope: !1006)
!1014 = !DILocation(line: 122, column: 66, scope: !1006)
!1015 = !DILocation(line: 122, column: 88, scope: !1006)
!1016 = !DILocation(line: 122, column: 77, scope: !1006)
!1017 = !DILocation(line: 122, column: 75, scope: !1006)
!1018 = !DILocation(line: 122, column: 95, scope: !1006)
!1019 = !DILocation(line: 122, column: 101, scope: !1006)
!1020 = !DILocation(line: 122, column: 93, scope: !1006)
!1021 = !DILocation(line: 122, column: 27, scope: !1006)
!1022 = !DILocation(line: 122, column: 21, scope: !1006)
!1023 = distinct !{!1023, !867, !1024, !220}
!1024 = !DILocation(line: 122, column: 103, scope: !750)
!1025 = !DISubprogram(name: "printf", scope: !1026, file: !1026, line: 356, type: !1027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1027 = !DISubroutineType(types: !1028)
!1028 = !{!5, !1029, null}
!1029 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !874)
!1030 = distinct !DISubprogram(name: "print16", scope: !3, file: !3, line: 80, type: !1031, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1033)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{null, !874, !29}
!1033 = !{!1034, !1035, !1036}
!1034 = !DILocalVariable(name: "s", arg: 1, scope: !1030, file: !3, line: 80, type: !874)
!1035 = !DILocalVariable(name: "v", arg: 2, scope: !1030, file: !3, line: 80, type: !29)
!1036 = !DILocalVariable(name: "i", scope: !1037, file: !3, line: 82, type: !5)
!1037 = distinct !DILexicalBlock(scope: !1030, file: !3, line: 82, column: 3)
!1038 = !DILocation(line: 0, scope: !1030)
!1039 = !DILocation(line: 81, column: 3, scope: !1030)
!1040 = !DILocation(line: 0, scope: !1037)
!1041 = !DILocation(line: 82, column: 46, scope: !1042)
!1042 = distinct !DILexicalBlock(scope: !1037, file: !3, line: 82, column: 3)
!1043 = !DILocation(line: 82, column: 32, scope: !1042)
!1044 = !DILocation(line: 83, column: 3, scope: !1030)
!1045 = !DILocation(line: 84, column: 1, scope: !1030)
