; ModuleID = 'tests/run/aarch64/neon_vectors.c'
source_filename = "tests/run/aarch64/neon_vectors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !0
@b = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !158
@c = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !163
@ia = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !165
@ib = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !168
@u8 = dso_local local_unnamed_addr global [1000 x i8] zeroinitializer, align 1, !dbg !170
@s16 = dso_local local_unnamed_addr global [1000 x i16] zeroinitializer, align 2, !dbg !173
@d = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 8, !dbg !176
@ll = dso_local local_unnamed_addr global [1000 x i64] zeroinitializer, align 8, !dbg !179
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
@.str.37 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !154
@.str.38 = private unnamed_addr constant [13 x i8] c"get4d %f %f\0A\00", align 1, !dbg !156
@.str.39 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1, !dbg !182
@.str.40 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !185
@.str.41 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !190

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @saxpy(float noundef %0) local_unnamed_addr #0 !dbg !201 {
    #dbg_value(float %0, !205, !DIExpression(), !208)
    #dbg_value(i32 0, !206, !DIExpression(), !209)
  %2 = insertelement <4 x float> poison, float %0, i64 0, !dbg !210
  %3 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !210
  br label %4, !dbg !210

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %18, %4 ], !dbg !211
  %6 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %5, !dbg !213
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !213
  %8 = load <4 x float>, ptr %6, align 4, !dbg !213, !tbaa !214
  %9 = load <4 x float>, ptr %7, align 4, !dbg !213, !tbaa !214
  %10 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %5, !dbg !218
  %11 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !218
  %12 = load <4 x float>, ptr %10, align 4, !dbg !218, !tbaa !214
  %13 = load <4 x float>, ptr %11, align 4, !dbg !218, !tbaa !214
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %8, <4 x float> %12), !dbg !219
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %9, <4 x float> %13), !dbg !219
  %16 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %5, !dbg !220
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !221
  store <4 x float> %14, ptr %16, align 4, !dbg !221, !tbaa !214
  store <4 x float> %15, ptr %17, align 4, !dbg !221, !tbaa !214
  %18 = add nuw i64 %5, 8, !dbg !211
  %19 = icmp eq i64 %18, 1000, !dbg !211
  br i1 %19, label %20, label %4, !dbg !211, !llvm.loop !222

20:                                               ; preds = %4
  ret void, !dbg !227
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @dot() local_unnamed_addr #2 !dbg !228 {
    #dbg_value(i32 0, !232, !DIExpression(), !235)
    #dbg_value(i32 0, !233, !DIExpression(), !236)
  br label %1, !dbg !237

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !238
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !240
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !240
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !240, !tbaa !241
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !240, !tbaa !241
  %9 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !243
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !243
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !243, !tbaa !241
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !243, !tbaa !241
  %13 = mul nsw <4 x i32> %11, %7, !dbg !244
  %14 = mul nsw <4 x i32> %12, %8, !dbg !244
  %15 = add <4 x i32> %13, %3, !dbg !245
  %16 = add <4 x i32> %14, %4, !dbg !245
  %17 = add nuw i64 %2, 8, !dbg !238
  %18 = icmp eq i64 %17, 1000, !dbg !238
  br i1 %18, label %19, label %1, !dbg !238, !llvm.loop !246

19:                                               ; preds = %1
  %20 = add <4 x i32> %16, %15, !dbg !237
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20), !dbg !237
  ret i32 %21, !dbg !248
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -1000000, -2147483648) i32 @maxv() local_unnamed_addr #2 !dbg !249 {
    #dbg_value(i32 -1000000, !251, !DIExpression(), !254)
    #dbg_value(i32 0, !252, !DIExpression(), !255)
  br label %1, !dbg !256

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !257
  %3 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !259
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !259
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !259, !tbaa !241
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !259, !tbaa !241
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !259
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !259
  %11 = add nuw i64 %2, 8, !dbg !257
  %12 = icmp eq i64 %11, 1000, !dbg !257
  br i1 %12, label %13, label %1, !dbg !257, !llvm.loop !260

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !256
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !256
  ret i32 %15, !dbg !262
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bsum() local_unnamed_addr #2 !dbg !263 {
    #dbg_value(i32 0, !267, !DIExpression(), !270)
    #dbg_value(i32 0, !268, !DIExpression(), !271)
  br label %1, !dbg !272

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !273
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <16 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !275
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !275
  %7 = load <16 x i8>, ptr %5, align 1, !dbg !275, !tbaa !276
  %8 = load <16 x i8>, ptr %6, align 1, !dbg !275, !tbaa !276
  %9 = zext <16 x i8> %7 to <16 x i32>, !dbg !275
  %10 = zext <16 x i8> %8 to <16 x i32>, !dbg !275
  %11 = add <16 x i32> %3, %9, !dbg !277
  %12 = add <16 x i32> %4, %10, !dbg !277
  %13 = add nuw i64 %2, 32, !dbg !273
  %14 = icmp eq i64 %13, 992, !dbg !273
  br i1 %14, label %15, label %1, !dbg !273, !llvm.loop !278

15:                                               ; preds = %1
  %16 = add <16 x i32> %12, %11, !dbg !272
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16), !dbg !272
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %17, i64 0, !dbg !272
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !275, !tbaa !276
  %20 = zext <8 x i8> %19 to <8 x i32>, !dbg !275
  %21 = add <8 x i32> %18, %20, !dbg !277
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %21), !dbg !272
  ret i32 %22, !dbg !280
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @clampv() local_unnamed_addr #0 !dbg !281 {
    #dbg_value(i32 0, !285, !DIExpression(), !287)
  br label %1, !dbg !288

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !289
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !291
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !291
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !291, !tbaa !292
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !291, !tbaa !292
  %7 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %5, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !291
  %8 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %6, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !291
  %9 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %7, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !291
  %10 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %8, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !291
  store <8 x i16> %9, ptr %3, align 2, !dbg !294, !tbaa !292
  store <8 x i16> %10, ptr %4, align 2, !dbg !294, !tbaa !292
  %11 = add nuw i64 %2, 16, !dbg !289
  %12 = icmp eq i64 %11, 992, !dbg !289
  br i1 %12, label %13, label %1, !dbg !289, !llvm.loop !295

13:                                               ; preds = %1
    #dbg_value(i64 992, !285, !DIExpression(), !287)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !291, !tbaa !292
  %15 = tail call i16 @llvm.smax.i16(i16 %14, i16 -100), !dbg !291
  %16 = tail call i16 @llvm.smin.i16(i16 %15, i16 100), !dbg !291
  store i16 %16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 993, !285, !DIExpression(), !287)
  %17 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !291, !tbaa !292
  %18 = tail call i16 @llvm.smax.i16(i16 %17, i16 -100), !dbg !291
  %19 = tail call i16 @llvm.smin.i16(i16 %18, i16 100), !dbg !291
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 994, !285, !DIExpression(), !287)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !291, !tbaa !292
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 -100), !dbg !291
  %22 = tail call i16 @llvm.smin.i16(i16 %21, i16 100), !dbg !291
  store i16 %22, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 995, !285, !DIExpression(), !287)
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !291, !tbaa !292
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 -100), !dbg !291
  %25 = tail call i16 @llvm.smin.i16(i16 %24, i16 100), !dbg !291
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 996, !285, !DIExpression(), !287)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !291, !tbaa !292
  %27 = tail call i16 @llvm.smax.i16(i16 %26, i16 -100), !dbg !291
  %28 = tail call i16 @llvm.smin.i16(i16 %27, i16 100), !dbg !291
  store i16 %28, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 997, !285, !DIExpression(), !287)
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !291, !tbaa !292
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 -100), !dbg !291
  %31 = tail call i16 @llvm.smin.i16(i16 %30, i16 100), !dbg !291
  store i16 %31, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 998, !285, !DIExpression(), !287)
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !291, !tbaa !292
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 -100), !dbg !291
  %34 = tail call i16 @llvm.smin.i16(i16 %33, i16 100), !dbg !291
  store i16 %34, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 999, !285, !DIExpression(), !287)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !291, !tbaa !292
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 -100), !dbg !291
  %37 = tail call i16 @llvm.smin.i16(i16 %36, i16 100), !dbg !291
  store i16 %37, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !294, !tbaa !292
    #dbg_value(i64 1000, !285, !DIExpression(), !287)
  ret void, !dbg !297
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @dsum() local_unnamed_addr #2 !dbg !298 {
    #dbg_value(double 0.000000e+00, !302, !DIExpression(), !305)
    #dbg_value(i32 0, !303, !DIExpression(), !306)
  br label %1, !dbg !307

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !308
  %3 = phi double [ 0.000000e+00, %0 ], [ %12, %1 ]
  %4 = or disjoint i64 %2, 1, !dbg !307
  %5 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !310
  %6 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %4, !dbg !310
  %7 = load double, ptr %5, align 8, !dbg !310, !tbaa !311
  %8 = load double, ptr %6, align 8, !dbg !310, !tbaa !311
  %9 = fmul double %7, 5.000000e-01
  %10 = fmul double %8, 5.000000e-01
  %11 = fadd double %3, %9
  %12 = fadd double %11, %10
  %13 = add nuw i64 %2, 2, !dbg !308
  %14 = icmp eq i64 %13, 1000, !dbg !308
  br i1 %14, label %15, label %1, !dbg !308, !llvm.loop !313

15:                                               ; preds = %1
  ret double %12, !dbg !315
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @conv() local_unnamed_addr #0 !dbg !316 {
    #dbg_value(i32 0, !318, !DIExpression(), !320)
  br label %1, !dbg !321

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !322
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !324
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !324
  %5 = load <4 x float>, ptr %3, align 4, !dbg !324, !tbaa !214
  %6 = load <4 x float>, ptr %4, align 4, !dbg !324, !tbaa !214
  %7 = fmul <4 x float> %5, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !325
  %8 = fmul <4 x float> %6, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !325
  %9 = fptosi <4 x float> %7 to <4 x i32>, !dbg !326
  %10 = fptosi <4 x float> %8 to <4 x i32>, !dbg !326
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !327
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !327
  %13 = load <4 x i32>, ptr %11, align 4, !dbg !327, !tbaa !241
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !327, !tbaa !241
  %15 = ashr <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>, !dbg !328
  %16 = ashr <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>, !dbg !328
  %17 = xor <4 x i32> %15, %9, !dbg !329
  %18 = xor <4 x i32> %16, %10, !dbg !329
  %19 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !330
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !331
  store <4 x i32> %17, ptr %19, align 4, !dbg !331, !tbaa !241
  store <4 x i32> %18, ptr %20, align 4, !dbg !331, !tbaa !241
  %21 = add nuw i64 %2, 8, !dbg !322
  %22 = icmp eq i64 %21, 1000, !dbg !322
  br i1 %22, label %23, label %1, !dbg !322, !llvm.loop !332

23:                                               ; preds = %1
  ret void, !dbg !334
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @shifts(i32 noundef %0) local_unnamed_addr #0 !dbg !335 {
    #dbg_value(i32 %0, !339, !DIExpression(), !342)
    #dbg_value(i32 0, !340, !DIExpression(), !343)
  %2 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !344
  %3 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !344
  br label %4, !dbg !344

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ], !dbg !345
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %31, %4 ], !dbg !347
  %7 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %5, !dbg !348
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !348
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !348, !tbaa !241
  %10 = load <4 x i32>, ptr %8, align 4, !dbg !348, !tbaa !241
  %11 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !347
  %12 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !347
  %13 = xor <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>, !dbg !347
  %14 = shl <4 x i32> %9, %11, !dbg !349
  %15 = shl <4 x i32> %10, %13, !dbg !349
  %16 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %5, !dbg !350
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !350
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !350, !tbaa !241
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !350, !tbaa !241
  %20 = lshr <4 x i32> %18, %3, !dbg !351
  %21 = lshr <4 x i32> %19, %3, !dbg !351
  %22 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !352
  %23 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !352
  %24 = ashr <4 x i32> %9, %22, !dbg !353
  %25 = ashr <4 x i32> %10, %23, !dbg !353
  %26 = add <4 x i32> %24, %14, !dbg !354
  %27 = add <4 x i32> %25, %15, !dbg !354
  %28 = add <4 x i32> %26, %20, !dbg !355
  %29 = add <4 x i32> %27, %21, !dbg !355
  store <4 x i32> %28, ptr %16, align 4, !dbg !356, !tbaa !241
  store <4 x i32> %29, ptr %17, align 4, !dbg !356, !tbaa !241
  %30 = add nuw i64 %5, 8, !dbg !345
  %31 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>, !dbg !347
  %32 = icmp eq i64 %30, 1000, !dbg !345
  br i1 %32, label %33, label %4, !dbg !345, !llvm.loop !357

33:                                               ; preds = %4
  ret void, !dbg !359
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bytes() local_unnamed_addr #0 !dbg !360 {
    #dbg_value(i32 0, !362, !DIExpression(), !364)
  br label %1, !dbg !365

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !366
  %3 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !368
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !368
  %5 = load <16 x i8>, ptr %3, align 1, !dbg !368, !tbaa !276
  %6 = load <16 x i8>, ptr %4, align 1, !dbg !368, !tbaa !276
  %7 = mul <16 x i8> %5, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !369
  %8 = mul <16 x i8> %6, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !369
  %9 = lshr <16 x i8> %5, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !370
  %10 = lshr <16 x i8> %6, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !370
  %11 = add <16 x i8> %7, %9, !dbg !371
  %12 = add <16 x i8> %8, %10, !dbg !371
  store <16 x i8> %11, ptr %3, align 1, !dbg !372, !tbaa !276
  store <16 x i8> %12, ptr %4, align 1, !dbg !372, !tbaa !276
  %13 = add nuw i64 %2, 32, !dbg !366
  %14 = icmp eq i64 %13, 992, !dbg !366
  br i1 %14, label %15, label %1, !dbg !366, !llvm.loop !373

15:                                               ; preds = %1
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !368, !tbaa !276
  %17 = mul <8 x i8> %16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !369
  %18 = lshr <8 x i8> %16, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !370
  %19 = add <8 x i8> %17, %18, !dbg !371
  store <8 x i8> %19, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !372, !tbaa !276
  ret void, !dbg !375
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @count_less() local_unnamed_addr #2 !dbg !376 {
    #dbg_value(i32 0, !378, !DIExpression(), !381)
    #dbg_value(i32 0, !379, !DIExpression(), !382)
  br label %1, !dbg !383

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !384
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %17, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %18, %1 ]
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !386
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !386
  %7 = load <4 x float>, ptr %5, align 4, !dbg !386, !tbaa !214
  %8 = load <4 x float>, ptr %6, align 4, !dbg !386, !tbaa !214
  %9 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !387
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !387
  %11 = load <4 x float>, ptr %9, align 4, !dbg !387, !tbaa !214
  %12 = load <4 x float>, ptr %10, align 4, !dbg !387, !tbaa !214
  %13 = fcmp olt <4 x float> %7, %11, !dbg !388
  %14 = fcmp olt <4 x float> %8, %12, !dbg !388
  %15 = zext <4 x i1> %13 to <4 x i32>, !dbg !388
  %16 = zext <4 x i1> %14 to <4 x i32>, !dbg !388
  %17 = add <4 x i32> %3, %15, !dbg !389
  %18 = add <4 x i32> %4, %16, !dbg !389
  %19 = add nuw i64 %2, 8, !dbg !384
  %20 = icmp eq i64 %19, 1000, !dbg !384
  br i1 %20, label %21, label %1, !dbg !384, !llvm.loop !390

21:                                               ; preds = %1
  %22 = add <4 x i32> %18, %17, !dbg !383
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22), !dbg !383
  ret i32 %23, !dbg !392
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @reverse() local_unnamed_addr #0 !dbg !393 {
    #dbg_value(i32 0, !395, !DIExpression(), !397)
  br label %1, !dbg !398

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !399
  %3 = sub nuw nsw i64 999, %2, !dbg !401
  %4 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %3, !dbg !402
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !402
  %6 = getelementptr inbounds i8, ptr %4, i64 -28, !dbg !402
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !402, !tbaa !241
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !402
  %9 = load <4 x i32>, ptr %6, align 4, !dbg !402, !tbaa !241
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !402
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !403
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !404
  store <4 x i32> %8, ptr %11, align 4, !dbg !404, !tbaa !241
  store <4 x i32> %10, ptr %12, align 4, !dbg !404, !tbaa !241
  %13 = add nuw i64 %2, 8, !dbg !399
  %14 = icmp eq i64 %13, 1000, !dbg !399
  br i1 %14, label %15, label %1, !dbg !399, !llvm.loop !405

15:                                               ; preds = %1
  ret void, !dbg !407
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @mul64() local_unnamed_addr #0 !dbg !408 {
    #dbg_value(i32 0, !410, !DIExpression(), !412)
  br label %1, !dbg !413

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %14, %1 ], !dbg !414
  %3 = or disjoint i64 %2, 1, !dbg !413
  %4 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !416
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %3, !dbg !416
  %6 = load i64, ptr %4, align 8, !dbg !416, !tbaa !417
  %7 = load i64, ptr %5, align 8, !dbg !416, !tbaa !417
  %8 = add nsw i64 %6, 3, !dbg !419
  %9 = add nsw i64 %7, 3, !dbg !419
  %10 = mul nsw i64 %8, %6, !dbg !420
  %11 = mul nsw i64 %9, %7, !dbg !420
  %12 = sub nsw i64 %10, %2, !dbg !421
  %13 = sub nsw i64 %11, %3, !dbg !421
  store i64 %12, ptr %4, align 8, !dbg !422, !tbaa !417
  store i64 %13, ptr %5, align 8, !dbg !422, !tbaa !417
  %14 = add nuw i64 %2, 2, !dbg !414
  %15 = icmp eq i64 %14, 1000, !dbg !414
  br i1 %15, label %16, label %1, !dbg !414, !llvm.loop !423

16:                                               ; preds = %1
  ret void, !dbg !425
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i64 -9223372036854775808, 1152921504606846977) i64 @llmin() local_unnamed_addr #2 !dbg !426 {
    #dbg_value(i64 1152921504606846976, !430, !DIExpression(), !433)
    #dbg_value(i32 0, !431, !DIExpression(), !434)
  br label %1, !dbg !435

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !436
  %3 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %9, %1 ]
  %4 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !438
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !438
  %7 = load <2 x i64>, ptr %5, align 8, !dbg !438, !tbaa !417
  %8 = load <2 x i64>, ptr %6, align 8, !dbg !438, !tbaa !417
  %9 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7, <2 x i64> %3), !dbg !438
  %10 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %8, <2 x i64> %4), !dbg !438
  %11 = add nuw i64 %2, 4, !dbg !436
  %12 = icmp eq i64 %11, 1000, !dbg !436
  br i1 %12, label %13, label %1, !dbg !436, !llvm.loop !439

13:                                               ; preds = %1
  %14 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %9, <2 x i64> %10), !dbg !435
  %15 = tail call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %14), !dbg !435
  ret i64 %15, !dbg !441
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @fmaxv() local_unnamed_addr #2 !dbg !442 {
    #dbg_value(float 0xC6293E5940000000, !446, !DIExpression(), !449)
    #dbg_value(i32 0, !447, !DIExpression(), !450)
  br label %2, !dbg !451

1:                                                ; preds = %2
  ret float %8, !dbg !452

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi float [ 0xC6293E5940000000, %0 ], [ %8, %2 ]
    #dbg_value(i64 %3, !447, !DIExpression(), !450)
    #dbg_value(float %4, !446, !DIExpression(), !449)
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %3, !dbg !453
  %6 = load float, ptr %5, align 4, !dbg !453, !tbaa !214
  %7 = fcmp ogt float %6, %4, !dbg !455
  %8 = select i1 %7, float %6, float %4, !dbg !453
    #dbg_value(float %8, !446, !DIExpression(), !449)
  %9 = add nuw nsw i64 %3, 1, !dbg !456
    #dbg_value(i64 %9, !447, !DIExpression(), !450)
  %10 = icmp eq i64 %9, 1000, !dbg !457
  br i1 %10, label %1, label %2, !dbg !451, !llvm.loop !458
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @absdiff() local_unnamed_addr #0 !dbg !460 {
    #dbg_value(i32 0, !462, !DIExpression(), !464)
  br label %1, !dbg !465

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ], !dbg !466
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !468
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !468
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !468, !tbaa !292
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !468, !tbaa !292
  %7 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %5, i1 false), !dbg !468
  %8 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %6, i1 false), !dbg !468
  store <8 x i16> %7, ptr %3, align 2, !dbg !469, !tbaa !292
  store <8 x i16> %8, ptr %4, align 2, !dbg !469, !tbaa !292
  %9 = add nuw i64 %2, 16, !dbg !466
  %10 = icmp eq i64 %9, 992, !dbg !466
  br i1 %10, label %11, label %1, !dbg !466, !llvm.loop !470

11:                                               ; preds = %1
    #dbg_value(i64 992, !462, !DIExpression(), !464)
  %12 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !468, !tbaa !292
  %13 = tail call i16 @llvm.abs.i16(i16 %12, i1 false), !dbg !468
  store i16 %13, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 993, !462, !DIExpression(), !464)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !468, !tbaa !292
  %15 = tail call i16 @llvm.abs.i16(i16 %14, i1 false), !dbg !468
  store i16 %15, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 994, !462, !DIExpression(), !464)
  %16 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !468, !tbaa !292
  %17 = tail call i16 @llvm.abs.i16(i16 %16, i1 false), !dbg !468
  store i16 %17, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 995, !462, !DIExpression(), !464)
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !468, !tbaa !292
  %19 = tail call i16 @llvm.abs.i16(i16 %18, i1 false), !dbg !468
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 996, !462, !DIExpression(), !464)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !468, !tbaa !292
  %21 = tail call i16 @llvm.abs.i16(i16 %20, i1 false), !dbg !468
  store i16 %21, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 997, !462, !DIExpression(), !464)
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !468, !tbaa !292
  %23 = tail call i16 @llvm.abs.i16(i16 %22, i1 false), !dbg !468
  store i16 %23, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 998, !462, !DIExpression(), !464)
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !468, !tbaa !292
  %25 = tail call i16 @llvm.abs.i16(i16 %24, i1 false), !dbg !468
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 999, !462, !DIExpression(), !464)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !468, !tbaa !292
  %27 = tail call i16 @llvm.abs.i16(i16 %26, i1 false), !dbg !468
  store i16 %27, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !469, !tbaa !292
    #dbg_value(i64 1000, !462, !DIExpression(), !464)
  ret void, !dbg !472
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fsel() local_unnamed_addr #0 !dbg !473 {
    #dbg_value(i32 0, !475, !DIExpression(), !477)
  br label %1, !dbg !478

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !479
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !481
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !481
  %5 = load <4 x float>, ptr %3, align 4, !dbg !481, !tbaa !214
  %6 = load <4 x float>, ptr %4, align 4, !dbg !481, !tbaa !214
  %7 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !482
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !482
  %9 = load <4 x float>, ptr %7, align 4, !dbg !482, !tbaa !214
  %10 = load <4 x float>, ptr %8, align 4, !dbg !482, !tbaa !214
  %11 = fcmp ult <4 x float> %5, %9, !dbg !483
  %12 = fcmp ult <4 x float> %6, %10, !dbg !483
  %13 = fsub <4 x float> %5, %9, !dbg !481
  %14 = fsub <4 x float> %6, %10, !dbg !481
  %15 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !481
  %16 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !481
  %17 = select <4 x i1> %11, <4 x float> %15, <4 x float> %13, !dbg !481
  %18 = select <4 x i1> %12, <4 x float> %16, <4 x float> %14, !dbg !481
  %19 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %2, !dbg !484
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !485
  store <4 x float> %17, ptr %19, align 4, !dbg !485, !tbaa !214
  store <4 x float> %18, ptr %20, align 4, !dbg !485, !tbaa !214
  %21 = add nuw i64 %2, 8, !dbg !479
  %22 = icmp eq i64 %21, 1000, !dbg !479
  br i1 %22, label %23, label %1, !dbg !479, !llvm.loop !486

23:                                               ; preds = %1
  ret void, !dbg !488
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @to_double() local_unnamed_addr #0 !dbg !489 {
    #dbg_value(i32 0, !491, !DIExpression(), !493)
  br label %1, !dbg !494

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !495
  %3 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !497
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !497
  %5 = load <4 x i64>, ptr %3, align 8, !dbg !497, !tbaa !417
  %6 = load <4 x i64>, ptr %4, align 8, !dbg !497, !tbaa !417
  %7 = sitofp <4 x i64> %5 to <4 x double>, !dbg !498
  %8 = sitofp <4 x i64> %6 to <4 x double>, !dbg !498
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !499
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !499
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !499, !tbaa !241
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !499, !tbaa !241
  %13 = uitofp <4 x i32> %11 to <4 x double>, !dbg !500
  %14 = uitofp <4 x i32> %12 to <4 x double>, !dbg !500
  %15 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %13), !dbg !501
  %16 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %8, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %14), !dbg !501
  %17 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !502
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !503
  store <4 x double> %15, ptr %17, align 8, !dbg !503, !tbaa !311
  store <4 x double> %16, ptr %18, align 8, !dbg !503, !tbaa !311
  %19 = add nuw i64 %2, 8, !dbg !495
  %20 = icmp eq i64 %19, 1000, !dbg !495
  br i1 %20, label %21, label %1, !dbg !495, !llvm.loop !504

21:                                               ; preds = %1
  ret void, !dbg !506
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !507 {
    #dbg_value(<4 x i32> %0, !511, !DIExpression(), !513)
    #dbg_value(<4 x i32> %1, !512, !DIExpression(), !513)
  %3 = add <4 x i32> %1, %0, !dbg !514
  %4 = sub <4 x i32> %0, %1, !dbg !515
  %5 = mul <4 x i32> %3, %4, !dbg !516
  %6 = xor <4 x i32> %1, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !517
  %7 = and <4 x i32> %6, %0, !dbg !518
  %8 = xor <4 x i32> %5, %7, !dbg !519
  ret <4 x i32> %8, !dbg !520
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vdiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !521 {
    #dbg_value(<4 x i32> %0, !523, !DIExpression(), !525)
    #dbg_value(<4 x i32> %1, !524, !DIExpression(), !525)
  %3 = sdiv <4 x i32> %0, %1, !dbg !526
  %4 = mul <4 x i32> %3, %1, !dbg !527
  %5 = sub <4 x i32> %0, %4, !dbg !527
  %6 = add <4 x i32> %5, %3, !dbg !528
  ret <4 x i32> %6, !dbg !529
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vudiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !530 {
    #dbg_value(<4 x i32> %0, !536, !DIExpression(), !538)
    #dbg_value(<4 x i32> %1, !537, !DIExpression(), !538)
  %3 = udiv <4 x i32> %0, %1, !dbg !539
  ret <4 x i32> %3, !dbg !540
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i64> @vmul64(<2 x i64> noundef %0, <2 x i64> noundef %1) local_unnamed_addr #3 !dbg !541 {
    #dbg_value(<2 x i64> %0, !547, !DIExpression(), !549)
    #dbg_value(<2 x i64> %1, !548, !DIExpression(), !549)
  %3 = mul <2 x i64> %1, %0, !dbg !550
  %4 = ashr <2 x i64> %0, <i64 3, i64 3>, !dbg !551
  %5 = add <2 x i64> %3, %4, !dbg !552
  %6 = shl <2 x i64> %1, <i64 5, i64 5>, !dbg !553
  %7 = sub <2 x i64> %5, %6, !dbg !553
  ret <2 x i64> %7, !dbg !554
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -7, 1) <4 x i32> @vcmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !555 {
    #dbg_value(<4 x i32> %0, !557, !DIExpression(), !559)
    #dbg_value(<4 x i32> %1, !558, !DIExpression(), !559)
  %3 = icmp slt <4 x i32> %0, %1, !dbg !560
  %4 = sext <4 x i1> %3 to <4 x i32>, !dbg !560
  %5 = icmp eq <4 x i32> %0, %1, !dbg !561
  %6 = sext <4 x i1> %5 to <4 x i32>, !dbg !561
  %7 = shl nsw <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>, !dbg !562
  %8 = add nsw <4 x i32> %7, %4, !dbg !563
  %9 = icmp sge <4 x i32> %0, %1, !dbg !564
  %10 = sext <4 x i1> %9 to <4 x i32>, !dbg !564
  %11 = shl nsw <4 x i32> %10, <i32 2, i32 2, i32 2, i32 2>, !dbg !565
  %12 = add nsw <4 x i32> %8, %11, !dbg !566
  ret <4 x i32> %12, !dbg !567
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vucmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !568 {
    #dbg_value(<4 x i32> %0, !572, !DIExpression(), !574)
    #dbg_value(<4 x i32> %1, !573, !DIExpression(), !574)
  %3 = icmp ugt <4 x i32> %0, %1, !dbg !575
  %4 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>, !dbg !576
  %5 = icmp uge <4 x i32> %4, %0, !dbg !577
  %6 = and <4 x i1> %5, %3, !dbg !578
  %7 = sext <4 x i1> %6 to <4 x i32>, !dbg !578
  ret <4 x i32> %7, !dbg !579
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vfsel(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #3 !dbg !580 {
    #dbg_value(<4 x float> %0, !584, !DIExpression(), !587)
    #dbg_value(<4 x float> %1, !585, !DIExpression(), !587)
  %3 = fcmp ule <4 x float> %0, %1, !dbg !588
    #dbg_value(<4 x i32> poison, !586, !DIExpression(), !587)
  %4 = fmul <4 x float> %0, %1, !dbg !589
  %5 = fsub <4 x float> %0, %1, !dbg !590
  %6 = select <4 x i1> %3, <4 x float> %5, <4 x float> %4, !dbg !591
  ret <4 x float> %6, !dbg !592
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @vdmath(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 !dbg !593 {
    #dbg_value(<2 x double> %0, !599, !DIExpression(), !601)
    #dbg_value(<2 x double> %1, !600, !DIExpression(), !601)
  %3 = fdiv <2 x double> %0, %1, !dbg !602
  %4 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %0, <2 x double> %3), !dbg !603
  %5 = fsub <2 x double> %4, %1, !dbg !604
  ret <2 x double> %5, !dbg !605
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vshuf(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !606 {
    #dbg_value(<4 x i32> %0, !608, !DIExpression(), !610)
    #dbg_value(<4 x i32> %1, !609, !DIExpression(), !610)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 3, i32 6, i32 1, i32 4>, !dbg !611
  ret <4 x i32> %3, !dbg !612
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vzip(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !613 {
    #dbg_value(<4 x i32> %0, !615, !DIExpression(), !617)
    #dbg_value(<4 x i32> %1, !616, !DIExpression(), !617)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>, !dbg !618
  ret <4 x i32> %3, !dbg !619
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vext(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !620 {
    #dbg_value(<4 x i32> %0, !622, !DIExpression(), !624)
    #dbg_value(<4 x i32> %1, !623, !DIExpression(), !624)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, !dbg !625
  ret <4 x i32> %3, !dbg !626
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @vrev(<16 x i8> noundef %0) local_unnamed_addr #3 !dbg !627 {
    #dbg_value(<16 x i8> %0, !631, !DIExpression(), !632)
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>, !dbg !633
  ret <16 x i8> %2, !dbg !634
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i8 -64, 64) <16 x i8> @vbytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 !dbg !635 {
    #dbg_value(<16 x i8> %0, !639, !DIExpression(), !641)
    #dbg_value(<16 x i8> %1, !640, !DIExpression(), !641)
  %3 = add <16 x i8> %1, %0, !dbg !642
  %4 = add <16 x i8> %0, <i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3>, !dbg !643
  %5 = mul <16 x i8> %3, %4, !dbg !644
  %6 = ashr <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !645
  ret <16 x i8> %6, !dbg !646
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @vubytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 !dbg !647 {
    #dbg_value(<16 x i8> %0, !651, !DIExpression(), !654)
    #dbg_value(<16 x i8> %1, !652, !DIExpression(), !654)
    #dbg_value(<16 x i8> poison, !653, !DIExpression(), !654)
  %3 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %0, <16 x i8> %1), !dbg !655
  %4 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %1, <16 x i8> %0), !dbg !656
  %5 = or <16 x i8> %3, %4, !dbg !657
  ret <16 x i8> %5, !dbg !658
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i16> @vshorts(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 !dbg !659 {
    #dbg_value(<8 x i16> %0, !667, !DIExpression(), !669)
    #dbg_value(<8 x i16> %1, !668, !DIExpression(), !669)
  %3 = mul <8 x i16> %1, %0, !dbg !670
  %4 = ashr <8 x i16> %3, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>, !dbg !671
  %5 = ashr <8 x i16> %0, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !672
  %6 = or <8 x i16> %4, %5, !dbg !673
  ret <8 x i16> %6, !dbg !674
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @vshl(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 !dbg !675 {
    #dbg_value(<8 x i16> %0, !677, !DIExpression(), !679)
    #dbg_value(<8 x i16> %1, !678, !DIExpression(), !679)
  %3 = and <8 x i16> %1, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>, !dbg !680
  %4 = shl <8 x i16> %0, %3, !dbg !681
  %5 = and <8 x i16> %1, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !682
  %6 = ashr <8 x i16> %0, %5, !dbg !683
  %7 = add <8 x i16> %4, %6, !dbg !684
  ret <8 x i16> %7, !dbg !685
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vlane(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !686 {
    #dbg_value(<4 x i32> %0, !690, !DIExpression(), !692)
    #dbg_value(i32 %1, !691, !DIExpression(), !692)
  %3 = and i32 %1, 3, !dbg !693
  %4 = extractelement <4 x i32> %0, i32 %3, !dbg !694
  ret i32 %4, !dbg !695
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vset(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !696 {
    #dbg_value(<4 x i32> %0, !700, !DIExpression(), !703)
    #dbg_value(i32 %1, !701, !DIExpression(), !703)
    #dbg_value(i32 %2, !702, !DIExpression(), !703)
  %4 = and i32 %1, 3, !dbg !704
  %5 = insertelement <4 x i32> %0, i32 %2, i32 %4, !dbg !705
    #dbg_value(<4 x i32> %5, !700, !DIExpression(), !703)
  ret <4 x i32> %5, !dbg !706
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vconvert(<4 x i32> noundef %0) local_unnamed_addr #3 !dbg !707 {
    #dbg_value(<4 x i32> %0, !711, !DIExpression(), !712)
  %2 = sitofp <4 x i32> %0 to <4 x float>, !dbg !713
  %3 = fmul <4 x float> %2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !714
  ret <4 x float> %3, !dbg !715
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vtrunc(<4 x float> noundef %0) local_unnamed_addr #3 !dbg !716 {
    #dbg_value(<4 x float> %0, !720, !DIExpression(), !721)
  %2 = fptosi <4 x float> %0 to <4 x i32>, !dbg !722
  ret <4 x i32> %2, !dbg !723
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x double> @vsplat(double noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 !dbg !724 {
    #dbg_value(double %0, !728, !DIExpression(), !730)
    #dbg_value(<2 x double> %1, !729, !DIExpression(), !730)
  %3 = insertelement <2 x double> poison, double %0, i64 0, !dbg !731
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !731
  %5 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> %4, <2 x double> <double 1.000000e+00, double -1.000000e+00>), !dbg !732
  ret <2 x double> %5, !dbg !733
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @vset32(ptr dead_on_unwind noalias nocapture writable writeonly sret(<32 x i8>) align 16 %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !734 {
  %5 = load <32 x i8>, ptr %1, align 16, !tbaa !276
    #dbg_value(<32 x i8> %5, !742, !DIExpression(), !745)
    #dbg_value(i32 %2, !743, !DIExpression(), !745)
    #dbg_value(i32 %3, !744, !DIExpression(), !745)
  %6 = trunc i32 %3 to i8, !dbg !746
  %7 = and i32 %2, 31, !dbg !747
  %8 = insertelement <32 x i8> %5, i8 %6, i32 %7, !dbg !748
    #dbg_value(<32 x i8> %8, !742, !DIExpression(), !745)
  store <32 x i8> %8, ptr %0, align 16, !dbg !749, !tbaa !276
  ret void, !dbg !749
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @vget4d(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !750 {
    #dbg_value(<4 x double> undef, !756, !DIExpression(), !758)
    #dbg_value(i32 %1, !757, !DIExpression(), !758)
  %3 = and i32 %1, 3, !dbg !759
  %4 = zext nneg i32 %3 to i64, !dbg !760
  %5 = getelementptr inbounds <4 x double>, ptr %0, i64 0, i64 %4, !dbg !760
  %6 = load double, ptr %5, align 8, !dbg !760
  ret double %6, !dbg !761
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @across(<4 x i32> noundef %0) local_unnamed_addr #3 !dbg !762 {
    #dbg_value(<4 x i32> %0, !766, !DIExpression(), !770)
    #dbg_value(<4 x i32> %0, !767, !DIExpression(), !770)
    #dbg_value(i32 0, !768, !DIExpression(), !771)
    #dbg_value(i32 0, !768, !DIExpression(), !771)
    #dbg_value(<4 x i32> %0, !767, !DIExpression(), !770)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 3, i32 3, i32 3, i32 3>), !767, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !770)
    #dbg_value(i32 1, !768, !DIExpression(), !771)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> <i32 9, i32 9, i32 9, i32 9>), !767, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !770)
    #dbg_value(i32 2, !768, !DIExpression(), !771)
  %2 = mul <4 x i32> %0, <i32 27, i32 27, i32 27, i32 27>, !dbg !772
  %3 = add <4 x i32> %2, <i32 13, i32 13, i32 13, i32 13>, !dbg !774
    #dbg_value(<4 x i32> %3, !767, !DIExpression(), !770)
    #dbg_value(i32 3, !768, !DIExpression(), !771)
  ret <4 x i32> %3, !dbg !775
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 !dbg !776 {
  %1 = alloca <32 x i8>, align 16
  %2 = alloca <32 x i8>, align 16
  %3 = alloca <4 x double>, align 16
  %4 = alloca <4 x double>, align 16
    #dbg_value(i32 0, !778, !DIExpression(), !813)
  br label %5, !dbg !814

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %41, %5 ], !dbg !815
  %7 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %0 ], [ %42, %5 ]
  %8 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %43, %5 ], !dbg !817
  %9 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %44, %5 ], !dbg !819
  %10 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %45, %5 ], !dbg !820
  %11 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %46, %5 ], !dbg !821
  %12 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %47, %5 ], !dbg !822
  %13 = uitofp <16 x i32> %8 to <16 x float>, !dbg !817
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %13, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> <float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01>), !dbg !823
  %15 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %6, !dbg !824
  store <16 x float> %14, ptr %15, align 4, !dbg !825, !tbaa !214
  %16 = urem <16 x i16> %9, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>, !dbg !819
  %17 = uitofp nneg <16 x i16> %16 to <16 x float>, !dbg !826
  %18 = fmul <16 x float> %17, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !827
  %19 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %6, !dbg !828
  store <16 x float> %18, ptr %19, align 4, !dbg !829, !tbaa !214
  %20 = mul <16 x i32> %10, <i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !820
  %21 = urem <16 x i32> %20, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !820
  %22 = add nsw <16 x i32> %21, <i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !830
  %23 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %6, !dbg !831
  store <16 x i32> %22, ptr %23, align 4, !dbg !832, !tbaa !241
  %24 = urem <16 x i16> %9, <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>, !dbg !833
  %25 = zext nneg <16 x i16> %24 to <16 x i32>, !dbg !833
  %26 = add nsw <16 x i32> %25, <i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6>, !dbg !834
  %27 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %6, !dbg !835
  store <16 x i32> %26, ptr %27, align 4, !dbg !836, !tbaa !241
  %28 = mul <16 x i8> %11, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>, !dbg !821
  %29 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %6, !dbg !837
  store <16 x i8> %28, ptr %29, align 1, !dbg !838, !tbaa !276
  %30 = mul <16 x i32> %12, <i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97>, !dbg !822
  %31 = urem <16 x i32> %30, <i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400>, !dbg !822
  %32 = trunc nuw nsw <16 x i32> %31 to <16 x i16>, !dbg !839
  %33 = add nsw <16 x i16> %32, <i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200>, !dbg !839
  %34 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %6, !dbg !840
  store <16 x i16> %33, ptr %34, align 2, !dbg !841, !tbaa !292
  %35 = uitofp <16 x i32> %8 to <16 x double>, !dbg !842
  %36 = fdiv <16 x double> %35, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !843
  %37 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %6, !dbg !844
  store <16 x double> %36, ptr %37, align 8, !dbg !845, !tbaa !311
  %38 = mul nuw nsw <16 x i64> %7, <i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789>, !dbg !846
  %39 = add nsw <16 x i64> %38, <i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000>, !dbg !847
  %40 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %6, !dbg !848
  store <16 x i64> %39, ptr %40, align 8, !dbg !849, !tbaa !417
  %41 = add nuw i64 %6, 16, !dbg !815
  %42 = add <16 x i64> %7, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %43 = add <16 x i32> %8, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !817
  %44 = add <16 x i16> %9, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>, !dbg !819
  %45 = add <16 x i32> %10, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !820
  %46 = add <16 x i8> %11, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !821
  %47 = add <16 x i32> %12, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !822
  %48 = icmp eq i64 %41, 992, !dbg !815
  br i1 %48, label %49, label %5, !dbg !815, !llvm.loop !850

49:                                               ; preds = %5
  store <8 x float> <float 1.980000e+02, float 1.982500e+02, float 1.985000e+02, float 1.987500e+02, float 1.990000e+02, float 1.992500e+02, float 1.995000e+02, float 1.997500e+02>, ptr getelementptr inbounds (i8, ptr @a, i64 3968), align 4, !dbg !825, !tbaa !214
  store <8 x float> <float 9.000000e+00, float 1.050000e+01, float 1.200000e+01, float 1.350000e+01, float 1.500000e+01, float 1.650000e+01, float 1.800000e+01, float 1.950000e+01>, ptr getelementptr inbounds (i8, ptr @b, i64 3968), align 4, !dbg !829, !tbaa !214
  store <8 x i32> <i32 148, i32 67, i32 -14, i32 -95, i32 -176, i32 -257, i32 -338, i32 -419>, ptr getelementptr inbounds (i8, ptr @ia, i64 3968), align 4, !dbg !832, !tbaa !241
  store <8 x i32> <i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>, ptr getelementptr inbounds (i8, ptr @ib, i64 3968), align 4, !dbg !836, !tbaa !241
  store <8 x i8> <i8 32, i8 63, i8 94, i8 125, i8 -100, i8 -69, i8 -38, i8 -7>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !838, !tbaa !276
  store <8 x i16> <i16 24, i16 121, i16 -182, i16 -85, i16 12, i16 109, i16 -194, i16 -97>, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !841, !tbaa !292
  store <8 x double> <double 0x4074AAAAAAAAAAAB, double 3.310000e+02, double 0x4074B55555555555, double 0x4074BAAAAAAAAAAB, double 3.320000e+02, double 0x4074C55555555555, double 0x4074CAAAAAAAAAAB, double 3.330000e+02>, ptr getelementptr inbounds (i8, ptr @d, i64 7936), align 8, !dbg !845, !tbaa !311
  store <8 x i64> <i64 117469134688, i64 117592591477, i64 117716048266, i64 117839505055, i64 117962961844, i64 118086418633, i64 118209875422, i64 118333332211>, ptr getelementptr inbounds (i8, ptr @ll, i64 7936), align 8, !dbg !849, !tbaa !417
  tail call void @saxpy(float noundef 1.500000e+00), !dbg !852
  %50 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 40), align 4, !dbg !853, !tbaa !214
  %51 = fpext float %50 to double, !dbg !853
  %52 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !854, !tbaa !214
  %53 = fpext float %52 to double, !dbg !854
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %51, double noundef %53), !dbg !855
  %55 = tail call i32 @dot(), !dbg !856
  %56 = tail call i32 @maxv(), !dbg !857
  %57 = tail call i32 @bsum(), !dbg !858
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55, i32 noundef %56, i32 noundef %57), !dbg !859
  tail call void @clampv(), !dbg !860
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !861, !tbaa !292
  %60 = sext i16 %59 to i32, !dbg !861
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 154), align 2, !dbg !862, !tbaa !292
  %62 = sext i16 %61 to i32, !dbg !862
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef %62), !dbg !863
  %64 = tail call double @dsum(), !dbg !864
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %64), !dbg !865
  tail call void @conv(), !dbg !866
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 12), align 4, !dbg !867, !tbaa !241
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3992), align 4, !dbg !868, !tbaa !241
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %66, i32 noundef %67), !dbg !869
  tail call void @shifts(i32 noundef 2), !dbg !870
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 12), align 4, !dbg !871, !tbaa !241
  %70 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3992), align 4, !dbg !872, !tbaa !241
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69, i32 noundef %70), !dbg !873
  tail call void @bytes(), !dbg !874
  %72 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 3), align 1, !dbg !875, !tbaa !276
  %73 = zext i8 %72 to i32, !dbg !875
  %74 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 998), align 1, !dbg !876, !tbaa !276
  %75 = zext i8 %74 to i32, !dbg !876
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %73, i32 noundef %75), !dbg !877
  %77 = tail call i32 @count_less(), !dbg !878
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %77), !dbg !879
  tail call void @reverse(), !dbg !880
  %79 = load i32, ptr @ib, align 4, !dbg !881, !tbaa !241
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3996), align 4, !dbg !882, !tbaa !241
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %79, i32 noundef %80), !dbg !883
  tail call void @mul64(), !dbg !884
  %82 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 8), align 8, !dbg !885, !tbaa !417
  %83 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 7984), align 8, !dbg !886, !tbaa !417
  %84 = tail call i64 @llmin(), !dbg !887
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %82, i64 noundef %83, i64 noundef %84), !dbg !888
  %86 = tail call float @fmaxv(), !dbg !889
  %87 = fpext float %86 to double, !dbg !889
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %87), !dbg !890
  tail call void @absdiff(), !dbg !891
  %89 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !892, !tbaa !292
  %90 = sext i16 %89 to i32, !dbg !892
  %91 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 12), align 2, !dbg !893, !tbaa !292
  %92 = sext i16 %91 to i32, !dbg !893
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90, i32 noundef %92), !dbg !894
  tail call void @fsel(), !dbg !895
  %94 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 20), align 4, !dbg !896, !tbaa !214
  %95 = fpext float %94 to double, !dbg !896
  %96 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 2000), align 4, !dbg !897, !tbaa !214
  %97 = fpext float %96 to double, !dbg !897
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %95, double noundef %97), !dbg !898
  tail call void @to_double(), !dbg !899
  %99 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 56), align 8, !dbg !900, !tbaa !311
  %100 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 7992), align 8, !dbg !901, !tbaa !311
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %99, double noundef %100), !dbg !902
    #dbg_value(i64 0, !780, !DIExpression(), !903)
    #dbg_value(i32 0, !781, !DIExpression(), !904)
  br label %251, !dbg !905

102:                                              ; preds = %251
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %278), !dbg !906
    #dbg_value(<4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, !783, !DIExpression(), !903)
    #dbg_value(<4 x i32> <i32 2, i32 5, i32 -7, i32 3>, !784, !DIExpression(), !903)
  %104 = tail call <4 x i32> @vmix(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !907
    #dbg_value(ptr @.str.15, !908, !DIExpression(), !916)
    #dbg_value(<4 x i32> %104, !915, !DIExpression(), !916)
  %105 = extractelement <4 x i32> %104, i64 0, !dbg !918
  %106 = extractelement <4 x i32> %104, i64 1, !dbg !919
  %107 = extractelement <4 x i32> %104, i64 2, !dbg !920
  %108 = extractelement <4 x i32> %104, i64 3, !dbg !921
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.15, i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108), !dbg !922
  %110 = tail call <4 x i32> @vdiv(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !923
    #dbg_value(ptr @.str.16, !908, !DIExpression(), !924)
    #dbg_value(<4 x i32> %110, !915, !DIExpression(), !924)
  %111 = extractelement <4 x i32> %110, i64 0, !dbg !926
  %112 = extractelement <4 x i32> %110, i64 1, !dbg !927
  %113 = extractelement <4 x i32> %110, i64 2, !dbg !928
  %114 = extractelement <4 x i32> %110, i64 3, !dbg !929
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.16, i32 noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114), !dbg !930
    #dbg_value(<4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, !785, !DIExpression(), !903)
    #dbg_value(<4 x i32> <i32 2, i32 7, i32 9, i32 1>, !786, !DIExpression(), !903)
  %116 = tail call <4 x i32> @vudiv(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !931
    #dbg_value(<4 x i32> %116, !787, !DIExpression(), !903)
  %117 = extractelement <4 x i32> %116, i64 0, !dbg !932
  %118 = extractelement <4 x i32> %116, i64 1, !dbg !933
  %119 = extractelement <4 x i32> %116, i64 2, !dbg !934
  %120 = extractelement <4 x i32> %116, i64 3, !dbg !935
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %120), !dbg !936
    #dbg_value(<2 x i64> <i64 123456789012, i64 -5>, !788, !DIExpression(), !903)
    #dbg_value(<2 x i64> <i64 -987654321, i64 77>, !789, !DIExpression(), !903)
  %122 = tail call <2 x i64> @vmul64(<2 x i64> noundef <i64 123456789012, i64 -5>, <2 x i64> noundef <i64 -987654321, i64 77>), !dbg !937
    #dbg_value(<2 x i64> %122, !790, !DIExpression(), !903)
  %123 = extractelement <2 x i64> %122, i64 0, !dbg !938
  %124 = extractelement <2 x i64> %122, i64 1, !dbg !939
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %123, i64 noundef %124), !dbg !940
  %126 = tail call <4 x i32> @vcmp(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !941
    #dbg_value(ptr @.str.19, !908, !DIExpression(), !942)
    #dbg_value(<4 x i32> %126, !915, !DIExpression(), !942)
  %127 = extractelement <4 x i32> %126, i64 0, !dbg !944
  %128 = extractelement <4 x i32> %126, i64 1, !dbg !945
  %129 = extractelement <4 x i32> %126, i64 2, !dbg !946
  %130 = extractelement <4 x i32> %126, i64 3, !dbg !947
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.19, i32 noundef %127, i32 noundef %128, i32 noundef %129, i32 noundef %130), !dbg !948
  %132 = tail call <4 x i32> @vucmp(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !949
    #dbg_value(ptr @.str.20, !908, !DIExpression(), !950)
    #dbg_value(<4 x i32> %132, !915, !DIExpression(), !950)
  %133 = extractelement <4 x i32> %132, i64 0, !dbg !952
  %134 = extractelement <4 x i32> %132, i64 1, !dbg !953
  %135 = extractelement <4 x i32> %132, i64 2, !dbg !954
  %136 = extractelement <4 x i32> %132, i64 3, !dbg !955
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.20, i32 noundef %133, i32 noundef %134, i32 noundef %135, i32 noundef %136), !dbg !956
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, !791, !DIExpression(), !903)
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, !792, !DIExpression(), !903)
  %138 = tail call <4 x float> @vfsel(<4 x float> noundef <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>), !dbg !957
    #dbg_value(<4 x float> %138, !793, !DIExpression(), !903)
  %139 = extractelement <4 x float> %138, i64 0, !dbg !958
  %140 = fpext float %139 to double, !dbg !958
  %141 = extractelement <4 x float> %138, i64 1, !dbg !959
  %142 = fpext float %141 to double, !dbg !959
  %143 = extractelement <4 x float> %138, i64 2, !dbg !960
  %144 = fpext float %143 to double, !dbg !960
  %145 = extractelement <4 x float> %138, i64 3, !dbg !961
  %146 = fpext float %145 to double, !dbg !961
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %140, double noundef %142, double noundef %144, double noundef %146), !dbg !962
    #dbg_value(<2 x double> <double 1.500000e+00, double -3.000000e+00>, !794, !DIExpression(), !903)
    #dbg_value(<2 x double> <double 2.500000e-01, double 7.000000e+00>, !795, !DIExpression(), !903)
  %148 = tail call <2 x double> @vdmath(<2 x double> noundef <double 1.500000e+00, double -3.000000e+00>, <2 x double> noundef <double 2.500000e-01, double 7.000000e+00>), !dbg !963
    #dbg_value(<2 x double> %148, !796, !DIExpression(), !903)
  %149 = extractelement <2 x double> %148, i64 0, !dbg !964
  %150 = extractelement <2 x double> %148, i64 1, !dbg !965
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %149, double noundef %150), !dbg !966
  %152 = tail call <4 x i32> @vshuf(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !967
    #dbg_value(ptr @.str.23, !908, !DIExpression(), !968)
    #dbg_value(<4 x i32> %152, !915, !DIExpression(), !968)
  %153 = extractelement <4 x i32> %152, i64 0, !dbg !970
  %154 = extractelement <4 x i32> %152, i64 1, !dbg !971
  %155 = extractelement <4 x i32> %152, i64 2, !dbg !972
  %156 = extractelement <4 x i32> %152, i64 3, !dbg !973
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.23, i32 noundef %153, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !974
  %158 = tail call <4 x i32> @vzip(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !975
    #dbg_value(ptr @.str.24, !908, !DIExpression(), !976)
    #dbg_value(<4 x i32> %158, !915, !DIExpression(), !976)
  %159 = extractelement <4 x i32> %158, i64 0, !dbg !978
  %160 = extractelement <4 x i32> %158, i64 1, !dbg !979
  %161 = extractelement <4 x i32> %158, i64 2, !dbg !980
  %162 = extractelement <4 x i32> %158, i64 3, !dbg !981
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.24, i32 noundef %159, i32 noundef %160, i32 noundef %161, i32 noundef %162), !dbg !982
  %164 = tail call <4 x i32> @vext(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !983
    #dbg_value(ptr @.str.25, !908, !DIExpression(), !984)
    #dbg_value(<4 x i32> %164, !915, !DIExpression(), !984)
  %165 = extractelement <4 x i32> %164, i64 0, !dbg !986
  %166 = extractelement <4 x i32> %164, i64 1, !dbg !987
  %167 = extractelement <4 x i32> %164, i64 2, !dbg !988
  %168 = extractelement <4 x i32> %164, i64 3, !dbg !989
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.25, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168), !dbg !990
    #dbg_value(<16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, !797, !DIExpression(), !903)
    #dbg_value(<16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, !798, !DIExpression(), !903)
  %170 = tail call <16 x i8> @vrev(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>), !dbg !991
  tail call fastcc void @print16(ptr noundef nonnull @.str.26, <16 x i8> noundef %170), !dbg !992
  %171 = tail call <16 x i8> @vbytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !993
  tail call fastcc void @print16(ptr noundef nonnull @.str.27, <16 x i8> noundef %171), !dbg !994
  %172 = tail call <16 x i8> @vubytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !995
  tail call fastcc void @print16(ptr noundef nonnull @.str.28, <16 x i8> noundef %172), !dbg !996
    #dbg_value(<8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, !799, !DIExpression(), !903)
    #dbg_value(<8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, !800, !DIExpression(), !903)
  %173 = tail call <8 x i16> @vshorts(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !997
    #dbg_value(<8 x i16> %173, !801, !DIExpression(), !903)
  %174 = tail call <8 x i16> @vshl(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !998
    #dbg_value(<8 x i16> %174, !802, !DIExpression(), !903)
    #dbg_value(i32 0, !803, !DIExpression(), !999)
  %175 = extractelement <8 x i16> %173, i64 0, !dbg !1000
  %176 = sext i16 %175 to i32, !dbg !1000
  %177 = extractelement <8 x i16> %174, i64 0, !dbg !1002
  %178 = sext i16 %177 to i32, !dbg !1002
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %176, i32 noundef %178), !dbg !1003
    #dbg_value(i32 1, !803, !DIExpression(), !999)
  %180 = extractelement <8 x i16> %173, i64 1, !dbg !1000
  %181 = sext i16 %180 to i32, !dbg !1000
  %182 = extractelement <8 x i16> %174, i64 1, !dbg !1002
  %183 = sext i16 %182 to i32, !dbg !1002
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %181, i32 noundef %183), !dbg !1003
    #dbg_value(i32 2, !803, !DIExpression(), !999)
  %185 = extractelement <8 x i16> %173, i64 2, !dbg !1000
  %186 = sext i16 %185 to i32, !dbg !1000
  %187 = extractelement <8 x i16> %174, i64 2, !dbg !1002
  %188 = sext i16 %187 to i32, !dbg !1002
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %186, i32 noundef %188), !dbg !1003
    #dbg_value(i32 3, !803, !DIExpression(), !999)
  %190 = extractelement <8 x i16> %173, i64 3, !dbg !1000
  %191 = sext i16 %190 to i32, !dbg !1000
  %192 = extractelement <8 x i16> %174, i64 3, !dbg !1002
  %193 = sext i16 %192 to i32, !dbg !1002
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %191, i32 noundef %193), !dbg !1003
    #dbg_value(i32 4, !803, !DIExpression(), !999)
  %195 = extractelement <8 x i16> %173, i64 4, !dbg !1000
  %196 = sext i16 %195 to i32, !dbg !1000
  %197 = extractelement <8 x i16> %174, i64 4, !dbg !1002
  %198 = sext i16 %197 to i32, !dbg !1002
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %196, i32 noundef %198), !dbg !1003
    #dbg_value(i32 5, !803, !DIExpression(), !999)
  %200 = extractelement <8 x i16> %173, i64 5, !dbg !1000
  %201 = sext i16 %200 to i32, !dbg !1000
  %202 = extractelement <8 x i16> %174, i64 5, !dbg !1002
  %203 = sext i16 %202 to i32, !dbg !1002
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %201, i32 noundef %203), !dbg !1003
    #dbg_value(i32 6, !803, !DIExpression(), !999)
  %205 = extractelement <8 x i16> %173, i64 6, !dbg !1000
  %206 = sext i16 %205 to i32, !dbg !1000
  %207 = extractelement <8 x i16> %174, i64 6, !dbg !1002
  %208 = sext i16 %207 to i32, !dbg !1002
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %206, i32 noundef %208), !dbg !1003
    #dbg_value(i32 7, !803, !DIExpression(), !999)
  %210 = extractelement <8 x i16> %173, i64 7, !dbg !1000
  %211 = sext i16 %210 to i32, !dbg !1000
  %212 = extractelement <8 x i16> %174, i64 7, !dbg !1002
  %213 = sext i16 %212 to i32, !dbg !1002
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %211, i32 noundef %213), !dbg !1003
    #dbg_value(i32 8, !803, !DIExpression(), !999)
  %215 = tail call i32 @putchar(i32 10), !dbg !1004
  %216 = tail call i32 @vlane(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 2), !dbg !1005
  %217 = tail call i32 @vlane(<4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>, i32 noundef 7), !dbg !1006
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %216, i32 noundef %217), !dbg !1007
  %219 = tail call <4 x i32> @vset(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 5, i32 noundef 42), !dbg !1008
    #dbg_value(ptr @.str.32, !908, !DIExpression(), !1009)
    #dbg_value(<4 x i32> %219, !915, !DIExpression(), !1009)
  %220 = extractelement <4 x i32> %219, i64 0, !dbg !1011
  %221 = extractelement <4 x i32> %219, i64 1, !dbg !1012
  %222 = extractelement <4 x i32> %219, i64 2, !dbg !1013
  %223 = extractelement <4 x i32> %219, i64 3, !dbg !1014
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.32, i32 noundef %220, i32 noundef %221, i32 noundef %222, i32 noundef %223), !dbg !1015
  %225 = tail call <4 x float> @vconvert(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !1016
    #dbg_value(<4 x float> %225, !805, !DIExpression(), !903)
  %226 = extractelement <4 x float> %225, i64 0, !dbg !1017
  %227 = fpext float %226 to double, !dbg !1017
  %228 = extractelement <4 x float> %225, i64 1, !dbg !1018
  %229 = fpext float %228 to double, !dbg !1018
  %230 = extractelement <4 x float> %225, i64 2, !dbg !1019
  %231 = fpext float %230 to double, !dbg !1019
  %232 = extractelement <4 x float> %225, i64 3, !dbg !1020
  %233 = fpext float %232 to double, !dbg !1020
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %227, double noundef %229, double noundef %231, double noundef %233), !dbg !1021
  %235 = tail call <4 x i32> @vtrunc(<4 x float> noundef %138), !dbg !1022
    #dbg_value(ptr @.str.34, !908, !DIExpression(), !1023)
    #dbg_value(<4 x i32> %235, !915, !DIExpression(), !1023)
  %236 = extractelement <4 x i32> %235, i64 0, !dbg !1025
  %237 = extractelement <4 x i32> %235, i64 1, !dbg !1026
  %238 = extractelement <4 x i32> %235, i64 2, !dbg !1027
  %239 = extractelement <4 x i32> %235, i64 3, !dbg !1028
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.34, i32 noundef %236, i32 noundef %237, i32 noundef %238, i32 noundef %239), !dbg !1029
  %241 = tail call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef <double 1.500000e+00, double -3.000000e+00>), !dbg !1030
    #dbg_value(<2 x double> %241, !806, !DIExpression(), !903)
  %242 = extractelement <2 x double> %241, i64 0, !dbg !1031
  %243 = extractelement <2 x double> %241, i64 1, !dbg !1032
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %242, double noundef %243), !dbg !1033
  %245 = tail call <4 x i32> @across(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !1034
    #dbg_value(ptr @.str.36, !908, !DIExpression(), !1035)
    #dbg_value(<4 x i32> %245, !915, !DIExpression(), !1035)
  %246 = extractelement <4 x i32> %245, i64 0, !dbg !1037
  %247 = extractelement <4 x i32> %245, i64 1, !dbg !1038
  %248 = extractelement <4 x i32> %245, i64 2, !dbg !1039
  %249 = extractelement <4 x i32> %245, i64 3, !dbg !1040
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef nonnull @.str.36, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249), !dbg !1041
    #dbg_value(<32 x i8> zeroinitializer, !807, !DIExpression(), !903)
    #dbg_value(i32 0, !808, !DIExpression(), !1042)
  br label %281, !dbg !1043

251:                                              ; preds = %49, %251
  %252 = phi i64 [ 0, %49 ], [ %279, %251 ]
  %253 = phi i64 [ 0, %49 ], [ %278, %251 ]
    #dbg_value(i64 %253, !780, !DIExpression(), !903)
    #dbg_value(i64 %252, !781, !DIExpression(), !904)
  %254 = mul nsw i64 %253, 31, !dbg !1044
  %255 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %252, !dbg !1046
  %256 = load i32, ptr %255, align 4, !dbg !1046, !tbaa !241
  %257 = sext i32 %256 to i64, !dbg !1046
  %258 = add nsw i64 %254, %257, !dbg !1047
  %259 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %252, !dbg !1048
  %260 = load i32, ptr %259, align 4, !dbg !1048, !tbaa !241
  %261 = sext i32 %260 to i64, !dbg !1048
  %262 = add nsw i64 %258, %261, !dbg !1049
  %263 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %252, !dbg !1050
  %264 = load i8, ptr %263, align 1, !dbg !1050, !tbaa !276
  %265 = zext i8 %264 to i64, !dbg !1050
  %266 = add nsw i64 %262, %265, !dbg !1051
  %267 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %252, !dbg !1052
  %268 = load i16, ptr %267, align 2, !dbg !1052, !tbaa !292
  %269 = sext i16 %268 to i64, !dbg !1052
  %270 = add nsw i64 %266, %269, !dbg !1053
  %271 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %252, !dbg !1054
  %272 = load float, ptr %271, align 4, !dbg !1054, !tbaa !214
  %273 = fptosi float %272 to i64, !dbg !1055
  %274 = add nsw i64 %270, %273, !dbg !1056
  %275 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %252, !dbg !1057
  %276 = load i64, ptr %275, align 8, !dbg !1057, !tbaa !417
  %277 = srem i64 %276, 1000, !dbg !1058
  %278 = add nsw i64 %274, %277, !dbg !1059
    #dbg_value(i64 %278, !780, !DIExpression(), !903)
  %279 = add nuw nsw i64 %252, 1, !dbg !1060
    #dbg_value(i64 %279, !781, !DIExpression(), !904)
  %280 = icmp eq i64 %279, 1000, !dbg !1061
  br i1 %280, label %102, label %251, !dbg !905, !llvm.loop !1062

281:                                              ; preds = %102, %281
  %282 = phi i32 [ 0, %102 ], [ %285, %281 ]
  %283 = phi <32 x i8> [ zeroinitializer, %102 ], [ %286, %281 ]
    #dbg_value(i32 %282, !808, !DIExpression(), !1042)
    #dbg_value(<32 x i8> %283, !807, !DIExpression(), !903)
  %284 = mul nuw nsw i32 %282, 7, !dbg !1064
  %285 = add nuw nsw i32 %282, 1, !dbg !1066
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11, !dbg !1067
  store <32 x i8> %283, ptr %2, align 16, !dbg !1067, !tbaa !276
  call void @vset32(ptr dead_on_unwind nonnull writable sret(<32 x i8>) align 16 %1, ptr noundef nonnull %2, i32 noundef %284, i32 noundef %285), !dbg !1067
  %286 = load <32 x i8>, ptr %1, align 16, !dbg !1067, !tbaa !276
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11, !dbg !1067
    #dbg_value(i32 %285, !808, !DIExpression(), !1042)
    #dbg_value(<32 x i8> %286, !807, !DIExpression(), !903)
  %287 = icmp eq i32 %285, 32, !dbg !1068
  br i1 %287, label %293, label %281, !dbg !1043, !llvm.loop !1069

288:                                              ; preds = %293
  %289 = tail call i32 @putchar(i32 10), !dbg !1071
    #dbg_value(<4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, !812, !DIExpression(), !903)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11, !dbg !1072
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %3, align 16, !dbg !1072, !tbaa !276
  %290 = call double @vget4d(ptr noundef nonnull %3, i32 noundef 1), !dbg !1072
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11, !dbg !1072
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11, !dbg !1073
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %4, align 16, !dbg !1073, !tbaa !276
  %291 = call double @vget4d(ptr noundef nonnull %4, i32 noundef 6), !dbg !1073
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11, !dbg !1073
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, double noundef %290, double noundef %291), !dbg !1074
  ret i32 0, !dbg !1075

293:                                              ; preds = %281, %293
  %294 = phi i32 [ %298, %293 ], [ 0, %281 ]
    #dbg_value(i32 %294, !810, !DIExpression(), !1076)
  %295 = extractelement <32 x i8> %286, i32 %294, !dbg !1077
  %296 = zext i8 %295 to i32, !dbg !1077
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %296), !dbg !1079
  %298 = add nuw nsw i32 %294, 1, !dbg !1080
    #dbg_value(i32 %298, !810, !DIExpression(), !1076)
  %299 = icmp eq i32 %298, 32, !dbg !1081
  br i1 %299, label %288, label %293, !dbg !1082, !llvm.loop !1083
}

; Function Attrs: nofree nounwind
declare !dbg !1085 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print16(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #7 !dbg !1090 {
    #dbg_value(ptr %0, !1094, !DIExpression(), !1098)
    #dbg_value(<16 x i8> %1, !1095, !DIExpression(), !1098)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, ptr noundef %0), !dbg !1099
    #dbg_value(i32 0, !1096, !DIExpression(), !1100)
    #dbg_value(i32 0, !1096, !DIExpression(), !1100)
  %4 = extractelement <16 x i8> %1, i64 0, !dbg !1101
  %5 = sext i8 %4 to i32, !dbg !1101
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %5), !dbg !1103
    #dbg_value(i32 1, !1096, !DIExpression(), !1100)
  %7 = extractelement <16 x i8> %1, i64 1, !dbg !1101
  %8 = sext i8 %7 to i32, !dbg !1101
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %8), !dbg !1103
    #dbg_value(i32 2, !1096, !DIExpression(), !1100)
  %10 = extractelement <16 x i8> %1, i64 2, !dbg !1101
  %11 = sext i8 %10 to i32, !dbg !1101
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %11), !dbg !1103
    #dbg_value(i32 3, !1096, !DIExpression(), !1100)
  %13 = extractelement <16 x i8> %1, i64 3, !dbg !1101
  %14 = sext i8 %13 to i32, !dbg !1101
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %14), !dbg !1103
    #dbg_value(i32 4, !1096, !DIExpression(), !1100)
  %16 = extractelement <16 x i8> %1, i64 4, !dbg !1101
  %17 = sext i8 %16 to i32, !dbg !1101
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %17), !dbg !1103
    #dbg_value(i32 5, !1096, !DIExpression(), !1100)
  %19 = extractelement <16 x i8> %1, i64 5, !dbg !1101
  %20 = sext i8 %19 to i32, !dbg !1101
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %20), !dbg !1103
    #dbg_value(i32 6, !1096, !DIExpression(), !1100)
  %22 = extractelement <16 x i8> %1, i64 6, !dbg !1101
  %23 = sext i8 %22 to i32, !dbg !1101
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %23), !dbg !1103
    #dbg_value(i32 7, !1096, !DIExpression(), !1100)
  %25 = extractelement <16 x i8> %1, i64 7, !dbg !1101
  %26 = sext i8 %25 to i32, !dbg !1101
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %26), !dbg !1103
    #dbg_value(i32 8, !1096, !DIExpression(), !1100)
  %28 = extractelement <16 x i8> %1, i64 8, !dbg !1101
  %29 = sext i8 %28 to i32, !dbg !1101
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %29), !dbg !1103
    #dbg_value(i32 9, !1096, !DIExpression(), !1100)
  %31 = extractelement <16 x i8> %1, i64 9, !dbg !1101
  %32 = sext i8 %31 to i32, !dbg !1101
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %32), !dbg !1103
    #dbg_value(i32 10, !1096, !DIExpression(), !1100)
  %34 = extractelement <16 x i8> %1, i64 10, !dbg !1101
  %35 = sext i8 %34 to i32, !dbg !1101
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %35), !dbg !1103
    #dbg_value(i32 11, !1096, !DIExpression(), !1100)
  %37 = extractelement <16 x i8> %1, i64 11, !dbg !1101
  %38 = sext i8 %37 to i32, !dbg !1101
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %38), !dbg !1103
    #dbg_value(i32 12, !1096, !DIExpression(), !1100)
  %40 = extractelement <16 x i8> %1, i64 12, !dbg !1101
  %41 = sext i8 %40 to i32, !dbg !1101
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %41), !dbg !1103
    #dbg_value(i32 13, !1096, !DIExpression(), !1100)
  %43 = extractelement <16 x i8> %1, i64 13, !dbg !1101
  %44 = sext i8 %43 to i32, !dbg !1101
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %44), !dbg !1103
    #dbg_value(i32 14, !1096, !DIExpression(), !1100)
  %46 = extractelement <16 x i8> %1, i64 14, !dbg !1101
  %47 = sext i8 %46 to i32, !dbg !1101
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %47), !dbg !1103
    #dbg_value(i32 15, !1096, !DIExpression(), !1100)
  %49 = extractelement <16 x i8> %1, i64 15, !dbg !1101
  %50 = sext i8 %49 to i32, !dbg !1101
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %50), !dbg !1103
    #dbg_value(i32 16, !1096, !DIExpression(), !1100)
  %52 = tail call i32 @putchar(i32 10), !dbg !1104
  ret void, !dbg !1105
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.usub.sat.v16i8(<16 x i8>, <16 x i8>) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #9

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!192, !193, !194, !195, !196, !197, !198, !199}
!llvm.ident = !{!200}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !160, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !32, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/neon_vectors.c", directory: ".", checksumkind: CSK_MD5, checksum: "f4c602935d68bce509d8471ce11f22d9")
!4 = !{!5, !6, !7, !12, !16, !17, !21, !24, !11, !28, !29}
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
!32 = !{!33, !39, !44, !46, !51, !56, !61, !63, !65, !70, !75, !77, !82, !84, !89, !91, !94, !96, !101, !103, !105, !110, !112, !114, !116, !118, !120, !122, !127, !132, !134, !139, !141, !143, !148, !150, !152, !154, !156, !0, !158, !163, !165, !168, !170, !173, !176, !179, !182, !185, !190}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 104, elements: !37)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !{!38}
!38 = !DISubrange(count: 13)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 184, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 23)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 106, type: !35, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 72, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 9)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 96, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !35, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !48, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 208, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 26)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !48, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 88, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 11)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 136, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 17)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !79, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 131, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 32, elements: !19)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !93, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 135, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 144, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 18)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !98, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !93, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 40, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 5)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !98, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 146, type: !35, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !107, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !93, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !93, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !93, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 48, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 6)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 56, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 7)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !129, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 16, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 2)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !53, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !93, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 168, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 21)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !124, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 165, type: !35, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !129, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !93, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !35, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !160, isLocal: false, isDefinition: true)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32000, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 1000)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !160, isLocal: false, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !167, isLocal: false, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !161)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !167, isLocal: false, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "u8", scope: !2, file: !3, line: 12, type: !172, isLocal: false, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8000, elements: !161)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "s16", scope: !2, file: !3, line: 13, type: !175, isLocal: false, isDefinition: true)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16000, elements: !161)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 14, type: !178, isLocal: false, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64000, elements: !161)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "ll", scope: !2, file: !3, line: 15, type: !181, isLocal: false, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64000, elements: !161)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !26)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !187, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 24, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 3)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !93, isLocal: true, isDefinition: true)
!192 = !{i32 7, !"Dwarf Version", i32 5}
!193 = !{i32 2, !"Debug Info Version", i32 3}
!194 = !{i32 1, !"wchar_size", i32 4}
!195 = !{i32 8, !"PIC Level", i32 2}
!196 = !{i32 7, !"PIE Level", i32 2}
!197 = !{i32 7, !"uwtable", i32 2}
!198 = !{i32 7, !"frame-pointer", i32 1}
!199 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!200 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!201 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 17, type: !202, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !23}
!204 = !{!205, !206}
!205 = !DILocalVariable(name: "k", arg: 1, scope: !201, file: !3, line: 17, type: !23)
!206 = !DILocalVariable(name: "i", scope: !207, file: !3, line: 17, type: !5)
!207 = distinct !DILexicalBlock(scope: !201, file: !3, line: 17, column: 49)
!208 = !DILocation(line: 0, scope: !201)
!209 = !DILocation(line: 0, scope: !207)
!210 = !DILocation(line: 17, column: 49, scope: !207)
!211 = !DILocation(line: 17, column: 73, scope: !212)
!212 = distinct !DILexicalBlock(scope: !207, file: !3, line: 17, column: 49)
!213 = !DILocation(line: 17, column: 88, scope: !212)
!214 = !{!215, !215, i64 0}
!215 = !{!"float", !216, i64 0}
!216 = !{!"omnipotent char", !217, i64 0}
!217 = !{!"Simple C/C++ TBAA"}
!218 = !DILocation(line: 17, column: 95, scope: !212)
!219 = !DILocation(line: 17, column: 93, scope: !212)
!220 = !DILocation(line: 17, column: 77, scope: !212)
!221 = !DILocation(line: 17, column: 82, scope: !212)
!222 = distinct !{!222, !210, !223, !224, !225, !226}
!223 = !DILocation(line: 17, column: 98, scope: !207)
!224 = !{!"llvm.loop.mustprogress"}
!225 = !{!"llvm.loop.isvectorized", i32 1}
!226 = !{!"llvm.loop.unroll.runtime.disable"}
!227 = !DILocation(line: 17, column: 101, scope: !201)
!228 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 18, type: !229, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!5}
!231 = !{!232, !233}
!232 = !DILocalVariable(name: "s", scope: !228, file: !3, line: 18, type: !5)
!233 = !DILocalVariable(name: "i", scope: !234, file: !3, line: 18, type: !5)
!234 = distinct !DILexicalBlock(scope: !228, file: !3, line: 18, column: 54)
!235 = !DILocation(line: 0, scope: !228)
!236 = !DILocation(line: 0, scope: !234)
!237 = !DILocation(line: 18, column: 54, scope: !234)
!238 = !DILocation(line: 18, column: 78, scope: !239)
!239 = distinct !DILexicalBlock(scope: !234, file: !3, line: 18, column: 54)
!240 = !DILocation(line: 18, column: 87, scope: !239)
!241 = !{!242, !242, i64 0}
!242 = !{!"int", !216, i64 0}
!243 = !DILocation(line: 18, column: 95, scope: !239)
!244 = !DILocation(line: 18, column: 93, scope: !239)
!245 = !DILocation(line: 18, column: 84, scope: !239)
!246 = distinct !{!246, !237, !247, !224, !225, !226}
!247 = !DILocation(line: 18, column: 99, scope: !234)
!248 = !DILocation(line: 18, column: 102, scope: !228)
!249 = distinct !DISubprogram(name: "maxv", scope: !3, file: !3, line: 19, type: !229, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!250 = !{!251, !252}
!251 = !DILocalVariable(name: "m", scope: !249, file: !3, line: 19, type: !5)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 19, type: !5)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 19, column: 62)
!254 = !DILocation(line: 0, scope: !249)
!255 = !DILocation(line: 0, scope: !253)
!256 = !DILocation(line: 19, column: 62, scope: !253)
!257 = !DILocation(line: 19, column: 86, scope: !258)
!258 = distinct !DILexicalBlock(scope: !253, file: !3, line: 19, column: 62)
!259 = !DILocation(line: 19, column: 94, scope: !258)
!260 = distinct !{!260, !256, !261, !224, !225, !226}
!261 = !DILocation(line: 19, column: 114, scope: !253)
!262 = !DILocation(line: 19, column: 117, scope: !249)
!263 = distinct !DISubprogram(name: "bsum", scope: !3, file: !3, line: 20, type: !264, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!6}
!266 = !{!267, !268}
!267 = !DILocalVariable(name: "s", scope: !263, file: !3, line: 20, type: !6)
!268 = !DILocalVariable(name: "i", scope: !269, file: !3, line: 20, type: !5)
!269 = distinct !DILexicalBlock(scope: !263, file: !3, line: 20, column: 65)
!270 = !DILocation(line: 0, scope: !263)
!271 = !DILocation(line: 0, scope: !269)
!272 = !DILocation(line: 20, column: 65, scope: !269)
!273 = !DILocation(line: 20, column: 89, scope: !274)
!274 = distinct !DILexicalBlock(scope: !269, file: !3, line: 20, column: 65)
!275 = !DILocation(line: 20, column: 98, scope: !274)
!276 = !{!216, !216, i64 0}
!277 = !DILocation(line: 20, column: 95, scope: !274)
!278 = distinct !{!278, !272, !279, !224, !225, !226}
!279 = !DILocation(line: 20, column: 102, scope: !269)
!280 = !DILocation(line: 20, column: 105, scope: !263)
!281 = distinct !DISubprogram(name: "clampv", scope: !3, file: !3, line: 21, type: !282, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !284)
!282 = !DISubroutineType(types: !283)
!283 = !{null}
!284 = !{!285}
!285 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 22, type: !5)
!286 = distinct !DILexicalBlock(scope: !281, file: !3, line: 22, column: 3)
!287 = !DILocation(line: 0, scope: !286)
!288 = !DILocation(line: 22, column: 3, scope: !286)
!289 = !DILocation(line: 22, column: 27, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !3, line: 22, column: 3)
!291 = !DILocation(line: 22, column: 40, scope: !290)
!292 = !{!293, !293, i64 0}
!293 = !{!"short", !216, i64 0}
!294 = !DILocation(line: 22, column: 38, scope: !290)
!295 = distinct !{!295, !288, !296, !224, !225, !226}
!296 = !DILocation(line: 22, column: 91, scope: !286)
!297 = !DILocation(line: 23, column: 1, scope: !281)
!298 = distinct !DISubprogram(name: "dsum", scope: !3, file: !3, line: 24, type: !299, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!299 = !DISubroutineType(types: !300)
!300 = !{!16}
!301 = !{!302, !303}
!302 = !DILocalVariable(name: "s", scope: !298, file: !3, line: 24, type: !16)
!303 = !DILocalVariable(name: "i", scope: !304, file: !3, line: 24, type: !5)
!304 = distinct !DILexicalBlock(scope: !298, file: !3, line: 24, column: 61)
!305 = !DILocation(line: 0, scope: !298)
!306 = !DILocation(line: 0, scope: !304)
!307 = !DILocation(line: 24, column: 61, scope: !304)
!308 = !DILocation(line: 24, column: 85, scope: !309)
!309 = distinct !DILexicalBlock(scope: !304, file: !3, line: 24, column: 61)
!310 = !DILocation(line: 24, column: 94, scope: !309)
!311 = !{!312, !312, i64 0}
!312 = !{!"double", !216, i64 0}
!313 = distinct !{!313, !307, !314, !224, !225, !226}
!314 = !DILocation(line: 24, column: 101, scope: !304)
!315 = !DILocation(line: 24, column: 106, scope: !298)
!316 = distinct !DISubprogram(name: "conv", scope: !3, file: !3, line: 25, type: !282, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!317 = !{!318}
!318 = !DILocalVariable(name: "i", scope: !319, file: !3, line: 25, type: !5)
!319 = distinct !DILexicalBlock(scope: !316, file: !3, line: 25, column: 45)
!320 = !DILocation(line: 0, scope: !319)
!321 = !DILocation(line: 25, column: 45, scope: !319)
!322 = !DILocation(line: 25, column: 69, scope: !323)
!323 = distinct !DILexicalBlock(scope: !319, file: !3, line: 25, column: 45)
!324 = !DILocation(line: 25, column: 87, scope: !323)
!325 = !DILocation(line: 25, column: 92, scope: !323)
!326 = !DILocation(line: 25, column: 81, scope: !323)
!327 = !DILocation(line: 25, column: 103, scope: !323)
!328 = !DILocation(line: 25, column: 109, scope: !323)
!329 = !DILocation(line: 25, column: 100, scope: !323)
!330 = !DILocation(line: 25, column: 73, scope: !323)
!331 = !DILocation(line: 25, column: 79, scope: !323)
!332 = distinct !{!332, !321, !333, !224, !225, !226}
!333 = !DILocation(line: 25, column: 113, scope: !319)
!334 = !DILocation(line: 25, column: 116, scope: !316)
!335 = distinct !DISubprogram(name: "shifts", scope: !3, file: !3, line: 26, type: !336, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !338)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !5}
!338 = !{!339, !340}
!339 = !DILocalVariable(name: "k", arg: 1, scope: !335, file: !3, line: 26, type: !5)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 27, type: !5)
!341 = distinct !DILexicalBlock(scope: !335, file: !3, line: 27, column: 3)
!342 = !DILocation(line: 0, scope: !335)
!343 = !DILocation(line: 0, scope: !341)
!344 = !DILocation(line: 27, column: 3, scope: !341)
!345 = !DILocation(line: 27, column: 27, scope: !346)
!346 = distinct !DILexicalBlock(scope: !341, file: !3, line: 27, column: 3)
!347 = !DILocation(line: 27, column: 52, scope: !346)
!348 = !DILocation(line: 27, column: 40, scope: !346)
!349 = !DILocation(line: 27, column: 46, scope: !346)
!350 = !DILocation(line: 27, column: 76, scope: !346)
!351 = !DILocation(line: 27, column: 82, scope: !346)
!352 = !DILocation(line: 27, column: 103, scope: !346)
!353 = !DILocation(line: 27, column: 97, scope: !346)
!354 = !DILocation(line: 27, column: 58, scope: !346)
!355 = !DILocation(line: 27, column: 88, scope: !346)
!356 = !DILocation(line: 27, column: 37, scope: !346)
!357 = distinct !{!357, !344, !358, !224, !225, !226}
!358 = !DILocation(line: 27, column: 107, scope: !341)
!359 = !DILocation(line: 28, column: 1, scope: !335)
!360 = distinct !DISubprogram(name: "bytes", scope: !3, file: !3, line: 29, type: !282, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !361)
!361 = !{!362}
!362 = !DILocalVariable(name: "i", scope: !363, file: !3, line: 29, type: !5)
!363 = distinct !DILexicalBlock(scope: !360, file: !3, line: 29, column: 46)
!364 = !DILocation(line: 0, scope: !363)
!365 = !DILocation(line: 29, column: 46, scope: !363)
!366 = !DILocation(line: 29, column: 70, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !3, line: 29, column: 46)
!368 = !DILocation(line: 29, column: 92, scope: !367)
!369 = !DILocation(line: 29, column: 98, scope: !367)
!370 = !DILocation(line: 29, column: 111, scope: !367)
!371 = !DILocation(line: 29, column: 102, scope: !367)
!372 = !DILocation(line: 29, column: 80, scope: !367)
!373 = distinct !{!373, !365, !374, !224, !225, !226}
!374 = !DILocation(line: 29, column: 116, scope: !363)
!375 = !DILocation(line: 29, column: 119, scope: !360)
!376 = distinct !DISubprogram(name: "count_less", scope: !3, file: !3, line: 30, type: !229, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !377)
!377 = !{!378, !379}
!378 = !DILocalVariable(name: "n", scope: !376, file: !3, line: 30, type: !5)
!379 = !DILocalVariable(name: "i", scope: !380, file: !3, line: 30, type: !5)
!380 = distinct !DILexicalBlock(scope: !376, file: !3, line: 30, column: 61)
!381 = !DILocation(line: 0, scope: !376)
!382 = !DILocation(line: 0, scope: !380)
!383 = !DILocation(line: 30, column: 61, scope: !380)
!384 = !DILocation(line: 30, column: 85, scope: !385)
!385 = distinct !DILexicalBlock(scope: !380, file: !3, line: 30, column: 61)
!386 = !DILocation(line: 30, column: 94, scope: !385)
!387 = !DILocation(line: 30, column: 101, scope: !385)
!388 = !DILocation(line: 30, column: 99, scope: !385)
!389 = !DILocation(line: 30, column: 91, scope: !385)
!390 = distinct !{!390, !383, !391, !224, !225, !226}
!391 = !DILocation(line: 30, column: 104, scope: !380)
!392 = !DILocation(line: 30, column: 107, scope: !376)
!393 = distinct !DISubprogram(name: "reverse", scope: !3, file: !3, line: 31, type: !282, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!394 = !{!395}
!395 = !DILocalVariable(name: "i", scope: !396, file: !3, line: 31, type: !5)
!396 = distinct !DILexicalBlock(scope: !393, file: !3, line: 31, column: 48)
!397 = !DILocation(line: 0, scope: !396)
!398 = !DILocation(line: 31, column: 48, scope: !396)
!399 = !DILocation(line: 31, column: 72, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !3, line: 31, column: 48)
!401 = !DILocation(line: 31, column: 93, scope: !400)
!402 = !DILocation(line: 31, column: 84, scope: !400)
!403 = !DILocation(line: 31, column: 76, scope: !400)
!404 = !DILocation(line: 31, column: 82, scope: !400)
!405 = distinct !{!405, !398, !406, !224, !225, !226}
!406 = !DILocation(line: 31, column: 96, scope: !396)
!407 = !DILocation(line: 31, column: 99, scope: !393)
!408 = distinct !DISubprogram(name: "mul64", scope: !3, file: !3, line: 32, type: !282, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!409 = !{!410}
!410 = !DILocalVariable(name: "i", scope: !411, file: !3, line: 32, type: !5)
!411 = distinct !DILexicalBlock(scope: !408, file: !3, line: 32, column: 46)
!412 = !DILocation(line: 0, scope: !411)
!413 = !DILocation(line: 32, column: 46, scope: !411)
!414 = !DILocation(line: 32, column: 70, scope: !415)
!415 = distinct !DILexicalBlock(scope: !411, file: !3, line: 32, column: 46)
!416 = !DILocation(line: 32, column: 82, scope: !415)
!417 = !{!418, !418, i64 0}
!418 = !{!"long long", !216, i64 0}
!419 = !DILocation(line: 32, column: 97, scope: !415)
!420 = !DILocation(line: 32, column: 88, scope: !415)
!421 = !DILocation(line: 32, column: 102, scope: !415)
!422 = !DILocation(line: 32, column: 80, scope: !415)
!423 = distinct !{!423, !413, !424, !224, !225, !226}
!424 = !DILocation(line: 32, column: 104, scope: !411)
!425 = !DILocation(line: 32, column: 107, scope: !408)
!426 = distinct !DISubprogram(name: "llmin", scope: !3, file: !3, line: 33, type: !427, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !429)
!427 = !DISubroutineType(types: !428)
!428 = !{!28}
!429 = !{!430, !431}
!430 = !DILocalVariable(name: "m", scope: !426, file: !3, line: 33, type: !28)
!431 = !DILocalVariable(name: "i", scope: !432, file: !3, line: 33, type: !5)
!432 = distinct !DILexicalBlock(scope: !426, file: !3, line: 33, column: 76)
!433 = !DILocation(line: 0, scope: !426)
!434 = !DILocation(line: 0, scope: !432)
!435 = !DILocation(line: 33, column: 76, scope: !432)
!436 = !DILocation(line: 33, column: 100, scope: !437)
!437 = distinct !DILexicalBlock(scope: !432, file: !3, line: 33, column: 76)
!438 = !DILocation(line: 33, column: 108, scope: !437)
!439 = distinct !{!439, !435, !440, !224, !225, !226}
!440 = !DILocation(line: 33, column: 128, scope: !432)
!441 = !DILocation(line: 33, column: 131, scope: !426)
!442 = distinct !DISubprogram(name: "fmaxv", scope: !3, file: !3, line: 34, type: !443, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !445)
!443 = !DISubroutineType(types: !444)
!444 = !{!23}
!445 = !{!446, !447}
!446 = !DILocalVariable(name: "m", scope: !442, file: !3, line: 34, type: !23)
!447 = !DILocalVariable(name: "i", scope: !448, file: !3, line: 34, type: !5)
!448 = distinct !DILexicalBlock(scope: !442, file: !3, line: 34, column: 65)
!449 = !DILocation(line: 0, scope: !442)
!450 = !DILocation(line: 0, scope: !448)
!451 = !DILocation(line: 34, column: 65, scope: !448)
!452 = !DILocation(line: 34, column: 118, scope: !442)
!453 = !DILocation(line: 34, column: 97, scope: !454)
!454 = distinct !DILexicalBlock(scope: !448, file: !3, line: 34, column: 65)
!455 = !DILocation(line: 34, column: 102, scope: !454)
!456 = !DILocation(line: 34, column: 89, scope: !454)
!457 = !DILocation(line: 34, column: 83, scope: !454)
!458 = distinct !{!458, !451, !459, !224}
!459 = !DILocation(line: 34, column: 115, scope: !448)
!460 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 35, type: !282, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !461)
!461 = !{!462}
!462 = !DILocalVariable(name: "i", scope: !463, file: !3, line: 35, type: !5)
!463 = distinct !DILexicalBlock(scope: !460, file: !3, line: 35, column: 48)
!464 = !DILocation(line: 0, scope: !463)
!465 = !DILocation(line: 35, column: 48, scope: !463)
!466 = !DILocation(line: 35, column: 72, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !3, line: 35, column: 48)
!468 = !DILocation(line: 35, column: 95, scope: !467)
!469 = !DILocation(line: 35, column: 83, scope: !467)
!470 = distinct !{!470, !465, !471, !224, !225, !226}
!471 = !DILocation(line: 35, column: 124, scope: !463)
!472 = !DILocation(line: 35, column: 127, scope: !460)
!473 = distinct !DISubprogram(name: "fsel", scope: !3, file: !3, line: 36, type: !282, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !474)
!474 = !{!475}
!475 = !DILocalVariable(name: "i", scope: !476, file: !3, line: 36, type: !5)
!476 = distinct !DILexicalBlock(scope: !473, file: !3, line: 36, column: 45)
!477 = !DILocation(line: 0, scope: !476)
!478 = !DILocation(line: 36, column: 45, scope: !476)
!479 = !DILocation(line: 36, column: 69, scope: !480)
!480 = distinct !DILexicalBlock(scope: !476, file: !3, line: 36, column: 45)
!481 = !DILocation(line: 36, column: 80, scope: !480)
!482 = !DILocation(line: 36, column: 88, scope: !480)
!483 = !DILocation(line: 36, column: 85, scope: !480)
!484 = !DILocation(line: 36, column: 73, scope: !480)
!485 = !DILocation(line: 36, column: 78, scope: !480)
!486 = distinct !{!486, !478, !487, !224, !225, !226}
!487 = !DILocation(line: 36, column: 116, scope: !476)
!488 = !DILocation(line: 36, column: 119, scope: !473)
!489 = distinct !DISubprogram(name: "to_double", scope: !3, file: !3, line: 37, type: !282, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !490)
!490 = !{!491}
!491 = !DILocalVariable(name: "i", scope: !492, file: !3, line: 37, type: !5)
!492 = distinct !DILexicalBlock(scope: !489, file: !3, line: 37, column: 50)
!493 = !DILocation(line: 0, scope: !492)
!494 = !DILocation(line: 37, column: 50, scope: !492)
!495 = !DILocation(line: 37, column: 74, scope: !496)
!496 = distinct !DILexicalBlock(scope: !492, file: !3, line: 37, column: 50)
!497 = !DILocation(line: 37, column: 93, scope: !496)
!498 = !DILocation(line: 37, column: 85, scope: !496)
!499 = !DILocation(line: 37, column: 126, scope: !496)
!500 = !DILocation(line: 37, column: 108, scope: !496)
!501 = !DILocation(line: 37, column: 106, scope: !496)
!502 = !DILocation(line: 37, column: 78, scope: !496)
!503 = !DILocation(line: 37, column: 83, scope: !496)
!504 = distinct !{!504, !494, !505, !224, !225, !226}
!505 = !DILocation(line: 37, column: 130, scope: !492)
!506 = !DILocation(line: 37, column: 133, scope: !489)
!507 = distinct !DISubprogram(name: "vmix", scope: !3, file: !3, line: 48, type: !508, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{!17, !17, !17}
!510 = !{!511, !512}
!511 = !DILocalVariable(name: "x", arg: 1, scope: !507, file: !3, line: 48, type: !17)
!512 = !DILocalVariable(name: "y", arg: 2, scope: !507, file: !3, line: 48, type: !17)
!513 = !DILocation(line: 0, scope: !507)
!514 = !DILocation(line: 48, column: 62, scope: !507)
!515 = !DILocation(line: 48, column: 72, scope: !507)
!516 = !DILocation(line: 48, column: 67, scope: !507)
!517 = !DILocation(line: 48, column: 84, scope: !507)
!518 = !DILocation(line: 48, column: 82, scope: !507)
!519 = !DILocation(line: 48, column: 77, scope: !507)
!520 = !DILocation(line: 48, column: 52, scope: !507)
!521 = distinct !DISubprogram(name: "vdiv", scope: !3, file: !3, line: 49, type: !508, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !522)
!522 = !{!523, !524}
!523 = !DILocalVariable(name: "x", arg: 1, scope: !521, file: !3, line: 49, type: !17)
!524 = !DILocalVariable(name: "y", arg: 2, scope: !521, file: !3, line: 49, type: !17)
!525 = !DILocation(line: 0, scope: !521)
!526 = !DILocation(line: 49, column: 61, scope: !521)
!527 = !DILocation(line: 49, column: 69, scope: !521)
!528 = !DILocation(line: 49, column: 65, scope: !521)
!529 = !DILocation(line: 49, column: 52, scope: !521)
!530 = distinct !DISubprogram(name: "vudiv", scope: !3, file: !3, line: 50, type: !531, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !535)
!531 = !DISubroutineType(types: !532)
!532 = !{!533, !533, !533}
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4u", file: !3, line: 40, baseType: !534)
!534 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !19)
!535 = !{!536, !537}
!536 = !DILocalVariable(name: "x", arg: 1, scope: !530, file: !3, line: 50, type: !533)
!537 = !DILocalVariable(name: "y", arg: 2, scope: !530, file: !3, line: 50, type: !533)
!538 = !DILocation(line: 0, scope: !530)
!539 = !DILocation(line: 50, column: 62, scope: !530)
!540 = !DILocation(line: 50, column: 53, scope: !530)
!541 = distinct !DISubprogram(name: "vmul64", scope: !3, file: !3, line: 51, type: !542, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !546)
!542 = !DISubroutineType(types: !543)
!543 = !{!544, !544, !544}
!544 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2l", file: !3, line: 44, baseType: !545)
!545 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, flags: DIFlagVector, elements: !137)
!546 = !{!547, !548}
!547 = !DILocalVariable(name: "x", arg: 1, scope: !541, file: !3, line: 51, type: !544)
!548 = !DILocalVariable(name: "y", arg: 2, scope: !541, file: !3, line: 51, type: !544)
!549 = !DILocation(line: 0, scope: !541)
!550 = !DILocation(line: 51, column: 63, scope: !541)
!551 = !DILocation(line: 51, column: 72, scope: !541)
!552 = !DILocation(line: 51, column: 67, scope: !541)
!553 = !DILocation(line: 51, column: 78, scope: !541)
!554 = !DILocation(line: 51, column: 54, scope: !541)
!555 = distinct !DISubprogram(name: "vcmp", scope: !3, file: !3, line: 52, type: !508, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !556)
!556 = !{!557, !558}
!557 = !DILocalVariable(name: "x", arg: 1, scope: !555, file: !3, line: 52, type: !17)
!558 = !DILocalVariable(name: "y", arg: 2, scope: !555, file: !3, line: 52, type: !17)
!559 = !DILocation(line: 0, scope: !555)
!560 = !DILocation(line: 52, column: 62, scope: !555)
!561 = !DILocation(line: 52, column: 72, scope: !555)
!562 = !DILocation(line: 52, column: 78, scope: !555)
!563 = !DILocation(line: 52, column: 67, scope: !555)
!564 = !DILocation(line: 52, column: 87, scope: !555)
!565 = !DILocation(line: 52, column: 93, scope: !555)
!566 = !DILocation(line: 52, column: 82, scope: !555)
!567 = !DILocation(line: 52, column: 52, scope: !555)
!568 = distinct !DISubprogram(name: "vucmp", scope: !3, file: !3, line: 53, type: !569, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !571)
!569 = !DISubroutineType(types: !570)
!570 = !{!17, !533, !533}
!571 = !{!572, !573}
!572 = !DILocalVariable(name: "x", arg: 1, scope: !568, file: !3, line: 53, type: !533)
!573 = !DILocalVariable(name: "y", arg: 2, scope: !568, file: !3, line: 53, type: !533)
!574 = !DILocation(line: 0, scope: !568)
!575 = !DILocation(line: 53, column: 69, scope: !568)
!576 = !DILocation(line: 53, column: 89, scope: !568)
!577 = !DILocation(line: 53, column: 84, scope: !568)
!578 = !DILocation(line: 53, column: 74, scope: !568)
!579 = !DILocation(line: 53, column: 53, scope: !568)
!580 = distinct !DISubprogram(name: "vfsel", scope: !3, file: !3, line: 54, type: !581, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !583)
!581 = !DISubroutineType(types: !582)
!582 = !{!21, !21, !21}
!583 = !{!584, !585, !586}
!584 = !DILocalVariable(name: "x", arg: 1, scope: !580, file: !3, line: 54, type: !21)
!585 = !DILocalVariable(name: "y", arg: 2, scope: !580, file: !3, line: 54, type: !21)
!586 = !DILocalVariable(name: "m", scope: !580, file: !3, line: 55, type: !17)
!587 = !DILocation(line: 0, scope: !580)
!588 = !DILocation(line: 55, column: 13, scope: !580)
!589 = !DILocation(line: 56, column: 25, scope: !580)
!590 = !DILocation(line: 56, column: 46, scope: !580)
!591 = !DILocation(line: 56, column: 35, scope: !580)
!592 = !DILocation(line: 56, column: 3, scope: !580)
!593 = distinct !DISubprogram(name: "vdmath", scope: !3, file: !3, line: 58, type: !594, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !598)
!594 = !DISubroutineType(types: !595)
!595 = !{!596, !596, !596}
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2d", file: !3, line: 46, baseType: !597)
!597 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !137)
!598 = !{!599, !600}
!599 = !DILocalVariable(name: "x", arg: 1, scope: !593, file: !3, line: 58, type: !596)
!600 = !DILocalVariable(name: "y", arg: 2, scope: !593, file: !3, line: 58, type: !596)
!601 = !DILocation(line: 0, scope: !593)
!602 = !DILocation(line: 58, column: 63, scope: !593)
!603 = !DILocation(line: 58, column: 67, scope: !593)
!604 = !DILocation(line: 58, column: 75, scope: !593)
!605 = !DILocation(line: 58, column: 54, scope: !593)
!606 = distinct !DISubprogram(name: "vshuf", scope: !3, file: !3, line: 59, type: !508, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !607)
!607 = !{!608, !609}
!608 = !DILocalVariable(name: "x", arg: 1, scope: !606, file: !3, line: 59, type: !17)
!609 = !DILocalVariable(name: "y", arg: 2, scope: !606, file: !3, line: 59, type: !17)
!610 = !DILocation(line: 0, scope: !606)
!611 = !DILocation(line: 59, column: 60, scope: !606)
!612 = !DILocation(line: 59, column: 53, scope: !606)
!613 = distinct !DISubprogram(name: "vzip", scope: !3, file: !3, line: 60, type: !508, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !614)
!614 = !{!615, !616}
!615 = !DILocalVariable(name: "x", arg: 1, scope: !613, file: !3, line: 60, type: !17)
!616 = !DILocalVariable(name: "y", arg: 2, scope: !613, file: !3, line: 60, type: !17)
!617 = !DILocation(line: 0, scope: !613)
!618 = !DILocation(line: 60, column: 59, scope: !613)
!619 = !DILocation(line: 60, column: 52, scope: !613)
!620 = distinct !DISubprogram(name: "vext", scope: !3, file: !3, line: 61, type: !508, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !621)
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "x", arg: 1, scope: !620, file: !3, line: 61, type: !17)
!623 = !DILocalVariable(name: "y", arg: 2, scope: !620, file: !3, line: 61, type: !17)
!624 = !DILocation(line: 0, scope: !620)
!625 = !DILocation(line: 61, column: 59, scope: !620)
!626 = !DILocation(line: 61, column: 52, scope: !620)
!627 = distinct !DISubprogram(name: "vrev", scope: !3, file: !3, line: 62, type: !628, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !630)
!628 = !DISubroutineType(types: !629)
!629 = !{!29, !29}
!630 = !{!631}
!631 = !DILocalVariable(name: "x", arg: 1, scope: !627, file: !3, line: 62, type: !29)
!632 = !DILocation(line: 0, scope: !627)
!633 = !DILocation(line: 63, column: 10, scope: !627)
!634 = !DILocation(line: 63, column: 3, scope: !627)
!635 = distinct !DISubprogram(name: "vbytes", scope: !3, file: !3, line: 65, type: !636, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !638)
!636 = !DISubroutineType(types: !637)
!637 = !{!29, !29, !29}
!638 = !{!639, !640}
!639 = !DILocalVariable(name: "x", arg: 1, scope: !635, file: !3, line: 65, type: !29)
!640 = !DILocalVariable(name: "y", arg: 2, scope: !635, file: !3, line: 65, type: !29)
!641 = !DILocation(line: 0, scope: !635)
!642 = !DILocation(line: 65, column: 67, scope: !635)
!643 = !DILocation(line: 65, column: 77, scope: !635)
!644 = !DILocation(line: 65, column: 72, scope: !635)
!645 = !DILocation(line: 65, column: 82, scope: !635)
!646 = !DILocation(line: 65, column: 57, scope: !635)
!647 = distinct !DISubprogram(name: "vubytes", scope: !3, file: !3, line: 66, type: !648, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !650)
!648 = !DISubroutineType(types: !649)
!649 = !{!24, !24, !24}
!650 = !{!651, !652, !653}
!651 = !DILocalVariable(name: "x", arg: 1, scope: !647, file: !3, line: 66, type: !24)
!652 = !DILocalVariable(name: "y", arg: 2, scope: !647, file: !3, line: 66, type: !24)
!653 = !DILocalVariable(name: "m", scope: !647, file: !3, line: 67, type: !24)
!654 = !DILocation(line: 0, scope: !647)
!655 = !DILocation(line: 68, column: 19, scope: !647)
!656 = !DILocation(line: 68, column: 35, scope: !647)
!657 = !DILocation(line: 68, column: 24, scope: !647)
!658 = !DILocation(line: 68, column: 3, scope: !647)
!659 = distinct !DISubprogram(name: "vshorts", scope: !3, file: !3, line: 70, type: !660, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !666)
!660 = !DISubroutineType(types: !661)
!661 = !{!662, !662, !662}
!662 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8s", file: !3, line: 41, baseType: !663)
!663 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !664)
!664 = !{!665}
!665 = !DISubrange(count: 8)
!666 = !{!667, !668}
!667 = !DILocalVariable(name: "x", arg: 1, scope: !659, file: !3, line: 70, type: !662)
!668 = !DILocalVariable(name: "y", arg: 2, scope: !659, file: !3, line: 70, type: !662)
!669 = !DILocation(line: 0, scope: !659)
!670 = !DILocation(line: 70, column: 65, scope: !659)
!671 = !DILocation(line: 70, column: 70, scope: !659)
!672 = !DILocation(line: 70, column: 80, scope: !659)
!673 = !DILocation(line: 70, column: 75, scope: !659)
!674 = !DILocation(line: 70, column: 55, scope: !659)
!675 = distinct !DISubprogram(name: "vshl", scope: !3, file: !3, line: 71, type: !660, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !676)
!676 = !{!677, !678}
!677 = !DILocalVariable(name: "x", arg: 1, scope: !675, file: !3, line: 71, type: !662)
!678 = !DILocalVariable(name: "y", arg: 2, scope: !675, file: !3, line: 71, type: !662)
!679 = !DILocation(line: 0, scope: !675)
!680 = !DILocation(line: 71, column: 68, scope: !675)
!681 = !DILocation(line: 71, column: 62, scope: !675)
!682 = !DILocation(line: 71, column: 85, scope: !675)
!683 = !DILocation(line: 71, column: 79, scope: !675)
!684 = !DILocation(line: 71, column: 74, scope: !675)
!685 = !DILocation(line: 71, column: 52, scope: !675)
!686 = distinct !DISubprogram(name: "vlane", scope: !3, file: !3, line: 72, type: !687, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !689)
!687 = !DISubroutineType(types: !688)
!688 = !{!5, !17, !5}
!689 = !{!690, !691}
!690 = !DILocalVariable(name: "x", arg: 1, scope: !686, file: !3, line: 72, type: !17)
!691 = !DILocalVariable(name: "k", arg: 2, scope: !686, file: !3, line: 72, type: !5)
!692 = !DILocation(line: 0, scope: !686)
!693 = !DILocation(line: 72, column: 64, scope: !686)
!694 = !DILocation(line: 72, column: 60, scope: !686)
!695 = !DILocation(line: 72, column: 53, scope: !686)
!696 = distinct !DISubprogram(name: "vset", scope: !3, file: !3, line: 73, type: !697, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !699)
!697 = !DISubroutineType(types: !698)
!698 = !{!17, !17, !5, !5}
!699 = !{!700, !701, !702}
!700 = !DILocalVariable(name: "x", arg: 1, scope: !696, file: !3, line: 73, type: !17)
!701 = !DILocalVariable(name: "k", arg: 2, scope: !696, file: !3, line: 73, type: !5)
!702 = !DILocalVariable(name: "val", arg: 3, scope: !696, file: !3, line: 73, type: !5)
!703 = !DILocation(line: 0, scope: !696)
!704 = !DILocation(line: 73, column: 65, scope: !696)
!705 = !DILocation(line: 73, column: 70, scope: !696)
!706 = !DILocation(line: 73, column: 77, scope: !696)
!707 = distinct !DISubprogram(name: "vconvert", scope: !3, file: !3, line: 74, type: !708, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !710)
!708 = !DISubroutineType(types: !709)
!709 = !{!21, !17}
!710 = !{!711}
!711 = !DILocalVariable(name: "x", arg: 1, scope: !707, file: !3, line: 74, type: !17)
!712 = !DILocation(line: 0, scope: !707)
!713 = !DILocation(line: 74, column: 56, scope: !707)
!714 = !DILocation(line: 74, column: 88, scope: !707)
!715 = !DILocation(line: 74, column: 49, scope: !707)
!716 = distinct !DISubprogram(name: "vtrunc", scope: !3, file: !3, line: 75, type: !717, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!17, !21}
!719 = !{!720}
!720 = !DILocalVariable(name: "x", arg: 1, scope: !716, file: !3, line: 75, type: !21)
!721 = !DILocation(line: 0, scope: !716)
!722 = !DILocation(line: 75, column: 54, scope: !716)
!723 = !DILocation(line: 75, column: 47, scope: !716)
!724 = distinct !DISubprogram(name: "vsplat", scope: !3, file: !3, line: 76, type: !725, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !727)
!725 = !DISubroutineType(types: !726)
!726 = !{!596, !16, !596}
!727 = !{!728, !729}
!728 = !DILocalVariable(name: "k", arg: 1, scope: !724, file: !3, line: 76, type: !16)
!729 = !DILocalVariable(name: "x", arg: 2, scope: !724, file: !3, line: 76, type: !596)
!730 = !DILocation(line: 0, scope: !724)
!731 = !DILocation(line: 76, column: 68, scope: !724)
!732 = !DILocation(line: 76, column: 70, scope: !724)
!733 = !DILocation(line: 76, column: 57, scope: !724)
!734 = distinct !DISubprogram(name: "vset32", scope: !3, file: !3, line: 80, type: !735, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !741)
!735 = !DISubroutineType(types: !736)
!736 = !{!737, !737, !5, !5}
!737 = !DIDerivedType(tag: DW_TAG_typedef, name: "v32uc", file: !3, line: 77, baseType: !738)
!738 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !739)
!739 = !{!740}
!740 = !DISubrange(count: 32)
!741 = !{!742, !743, !744}
!742 = !DILocalVariable(name: "x", arg: 1, scope: !734, file: !3, line: 80, type: !737)
!743 = !DILocalVariable(name: "k", arg: 2, scope: !734, file: !3, line: 80, type: !5)
!744 = !DILocalVariable(name: "val", arg: 3, scope: !734, file: !3, line: 80, type: !5)
!745 = !DILocation(line: 0, scope: !734)
!746 = !DILocation(line: 80, column: 79, scope: !734)
!747 = !DILocation(line: 80, column: 71, scope: !734)
!748 = !DILocation(line: 80, column: 77, scope: !734)
!749 = !DILocation(line: 80, column: 99, scope: !734)
!750 = distinct !DISubprogram(name: "vget4d", scope: !3, file: !3, line: 81, type: !751, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !755)
!751 = !DISubroutineType(types: !752)
!752 = !{!16, !753, !5}
!753 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !3, line: 78, baseType: !754)
!754 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, flags: DIFlagVector, elements: !19)
!755 = !{!756, !757}
!756 = !DILocalVariable(name: "x", arg: 1, scope: !750, file: !3, line: 81, type: !753)
!757 = !DILocalVariable(name: "k", arg: 2, scope: !750, file: !3, line: 81, type: !5)
!758 = !DILocation(line: 0, scope: !750)
!759 = !DILocation(line: 81, column: 68, scope: !750)
!760 = !DILocation(line: 81, column: 64, scope: !750)
!761 = !DILocation(line: 81, column: 57, scope: !750)
!762 = distinct !DISubprogram(name: "across", scope: !3, file: !3, line: 82, type: !763, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !765)
!763 = !DISubroutineType(types: !764)
!764 = !{!17, !17}
!765 = !{!766, !767, !768}
!766 = !DILocalVariable(name: "x", arg: 1, scope: !762, file: !3, line: 82, type: !17)
!767 = !DILocalVariable(name: "y", scope: !762, file: !3, line: 82, type: !17)
!768 = !DILocalVariable(name: "i", scope: !769, file: !3, line: 82, type: !5)
!769 = distinct !DILexicalBlock(scope: !762, file: !3, line: 82, column: 58)
!770 = !DILocation(line: 0, scope: !762)
!771 = !DILocation(line: 0, scope: !769)
!772 = !DILocation(line: 82, column: 92, scope: !773)
!773 = distinct !DILexicalBlock(scope: !769, file: !3, line: 82, column: 58)
!774 = !DILocation(line: 82, column: 96, scope: !773)
!775 = !DILocation(line: 82, column: 101, scope: !762)
!776 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 91, type: !229, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !777)
!777 = !{!778, !780, !781, !783, !784, !785, !786, !787, !788, !789, !790, !791, !792, !793, !794, !795, !796, !797, !798, !799, !800, !801, !802, !803, !805, !806, !807, !808, !810, !812}
!778 = !DILocalVariable(name: "i", scope: !779, file: !3, line: 92, type: !5)
!779 = distinct !DILexicalBlock(scope: !776, file: !3, line: 92, column: 3)
!780 = !DILocalVariable(name: "h", scope: !776, file: !3, line: 126, type: !28)
!781 = !DILocalVariable(name: "i", scope: !782, file: !3, line: 127, type: !5)
!782 = distinct !DILexicalBlock(scope: !776, file: !3, line: 127, column: 3)
!783 = !DILocalVariable(name: "x", scope: !776, file: !3, line: 130, type: !17)
!784 = !DILocalVariable(name: "y", scope: !776, file: !3, line: 130, type: !17)
!785 = !DILocalVariable(name: "ux", scope: !776, file: !3, line: 133, type: !533)
!786 = !DILocalVariable(name: "uy", scope: !776, file: !3, line: 133, type: !533)
!787 = !DILocalVariable(name: "q", scope: !776, file: !3, line: 134, type: !533)
!788 = !DILocalVariable(name: "lx", scope: !776, file: !3, line: 136, type: !544)
!789 = !DILocalVariable(name: "ly", scope: !776, file: !3, line: 136, type: !544)
!790 = !DILocalVariable(name: "lm", scope: !776, file: !3, line: 137, type: !544)
!791 = !DILocalVariable(name: "fx", scope: !776, file: !3, line: 141, type: !21)
!792 = !DILocalVariable(name: "fy", scope: !776, file: !3, line: 141, type: !21)
!793 = !DILocalVariable(name: "fs", scope: !776, file: !3, line: 142, type: !21)
!794 = !DILocalVariable(name: "dx", scope: !776, file: !3, line: 144, type: !596)
!795 = !DILocalVariable(name: "dy", scope: !776, file: !3, line: 144, type: !596)
!796 = !DILocalVariable(name: "dm", scope: !776, file: !3, line: 145, type: !596)
!797 = !DILocalVariable(name: "cx", scope: !776, file: !3, line: 150, type: !29)
!798 = !DILocalVariable(name: "cy", scope: !776, file: !3, line: 151, type: !29)
!799 = !DILocalVariable(name: "sx", scope: !776, file: !3, line: 155, type: !662)
!800 = !DILocalVariable(name: "sy", scope: !776, file: !3, line: 155, type: !662)
!801 = !DILocalVariable(name: "ss", scope: !776, file: !3, line: 156, type: !662)
!802 = !DILocalVariable(name: "sl", scope: !776, file: !3, line: 156, type: !662)
!803 = !DILocalVariable(name: "i", scope: !804, file: !3, line: 157, type: !5)
!804 = distinct !DILexicalBlock(scope: !776, file: !3, line: 157, column: 3)
!805 = !DILocalVariable(name: "cf", scope: !776, file: !3, line: 161, type: !21)
!806 = !DILocalVariable(name: "sp", scope: !776, file: !3, line: 164, type: !596)
!807 = !DILocalVariable(name: "w", scope: !776, file: !3, line: 167, type: !737)
!808 = !DILocalVariable(name: "i", scope: !809, file: !3, line: 168, type: !5)
!809 = distinct !DILexicalBlock(scope: !776, file: !3, line: 168, column: 3)
!810 = !DILocalVariable(name: "i", scope: !811, file: !3, line: 169, type: !5)
!811 = distinct !DILexicalBlock(scope: !776, file: !3, line: 169, column: 3)
!812 = !DILocalVariable(name: "wd", scope: !776, file: !3, line: 171, type: !753)
!813 = !DILocation(line: 0, scope: !779)
!814 = !DILocation(line: 92, column: 3, scope: !779)
!815 = !DILocation(line: 92, column: 27, scope: !816)
!816 = distinct !DILexicalBlock(scope: !779, file: !3, line: 92, column: 3)
!817 = !DILocation(line: 93, column: 12, scope: !818)
!818 = distinct !DILexicalBlock(scope: !816, file: !3, line: 92, column: 31)
!819 = !DILocation(line: 94, column: 15, scope: !818)
!820 = !DILocation(line: 95, column: 24, scope: !818)
!821 = !DILocation(line: 97, column: 13, scope: !818)
!822 = !DILocation(line: 98, column: 33, scope: !818)
!823 = !DILocation(line: 93, column: 22, scope: !818)
!824 = !DILocation(line: 93, column: 5, scope: !818)
!825 = !DILocation(line: 93, column: 10, scope: !818)
!826 = !DILocation(line: 94, column: 12, scope: !818)
!827 = !DILocation(line: 94, column: 21, scope: !818)
!828 = !DILocation(line: 94, column: 5, scope: !818)
!829 = !DILocation(line: 94, column: 10, scope: !818)
!830 = !DILocation(line: 95, column: 31, scope: !818)
!831 = !DILocation(line: 95, column: 5, scope: !818)
!832 = !DILocation(line: 95, column: 11, scope: !818)
!833 = !DILocation(line: 96, column: 15, scope: !818)
!834 = !DILocation(line: 96, column: 20, scope: !818)
!835 = !DILocation(line: 96, column: 5, scope: !818)
!836 = !DILocation(line: 96, column: 11, scope: !818)
!837 = !DILocation(line: 97, column: 5, scope: !818)
!838 = !DILocation(line: 97, column: 11, scope: !818)
!839 = !DILocation(line: 98, column: 14, scope: !818)
!840 = !DILocation(line: 98, column: 5, scope: !818)
!841 = !DILocation(line: 98, column: 12, scope: !818)
!842 = !DILocation(line: 99, column: 12, scope: !818)
!843 = !DILocation(line: 99, column: 14, scope: !818)
!844 = !DILocation(line: 99, column: 5, scope: !818)
!845 = !DILocation(line: 99, column: 10, scope: !818)
!846 = !DILocation(line: 100, column: 26, scope: !818)
!847 = !DILocation(line: 100, column: 38, scope: !818)
!848 = !DILocation(line: 100, column: 5, scope: !818)
!849 = !DILocation(line: 100, column: 11, scope: !818)
!850 = distinct !{!850, !814, !851, !224, !225, !226}
!851 = !DILocation(line: 101, column: 3, scope: !779)
!852 = !DILocation(line: 102, column: 3, scope: !776)
!853 = !DILocation(line: 103, column: 27, scope: !776)
!854 = !DILocation(line: 103, column: 34, scope: !776)
!855 = !DILocation(line: 103, column: 3, scope: !776)
!856 = !DILocation(line: 104, column: 37, scope: !776)
!857 = !DILocation(line: 104, column: 44, scope: !776)
!858 = !DILocation(line: 104, column: 52, scope: !776)
!859 = !DILocation(line: 104, column: 3, scope: !776)
!860 = !DILocation(line: 105, column: 3, scope: !776)
!861 = !DILocation(line: 106, column: 27, scope: !776)
!862 = !DILocation(line: 106, column: 35, scope: !776)
!863 = !DILocation(line: 106, column: 3, scope: !776)
!864 = !DILocation(line: 107, column: 23, scope: !776)
!865 = !DILocation(line: 107, column: 3, scope: !776)
!866 = !DILocation(line: 108, column: 3, scope: !776)
!867 = !DILocation(line: 109, column: 26, scope: !776)
!868 = !DILocation(line: 109, column: 33, scope: !776)
!869 = !DILocation(line: 109, column: 3, scope: !776)
!870 = !DILocation(line: 110, column: 3, scope: !776)
!871 = !DILocation(line: 111, column: 28, scope: !776)
!872 = !DILocation(line: 111, column: 35, scope: !776)
!873 = !DILocation(line: 111, column: 3, scope: !776)
!874 = !DILocation(line: 112, column: 3, scope: !776)
!875 = !DILocation(line: 113, column: 27, scope: !776)
!876 = !DILocation(line: 113, column: 34, scope: !776)
!877 = !DILocation(line: 113, column: 3, scope: !776)
!878 = !DILocation(line: 114, column: 23, scope: !776)
!879 = !DILocation(line: 114, column: 3, scope: !776)
!880 = !DILocation(line: 115, column: 3, scope: !776)
!881 = !DILocation(line: 116, column: 29, scope: !776)
!882 = !DILocation(line: 116, column: 36, scope: !776)
!883 = !DILocation(line: 116, column: 3, scope: !776)
!884 = !DILocation(line: 117, column: 3, scope: !776)
!885 = !DILocation(line: 118, column: 40, scope: !776)
!886 = !DILocation(line: 118, column: 47, scope: !776)
!887 = !DILocation(line: 118, column: 56, scope: !776)
!888 = !DILocation(line: 118, column: 3, scope: !776)
!889 = !DILocation(line: 119, column: 23, scope: !776)
!890 = !DILocation(line: 119, column: 3, scope: !776)
!891 = !DILocation(line: 120, column: 3, scope: !776)
!892 = !DILocation(line: 121, column: 25, scope: !776)
!893 = !DILocation(line: 121, column: 33, scope: !776)
!894 = !DILocation(line: 121, column: 3, scope: !776)
!895 = !DILocation(line: 122, column: 3, scope: !776)
!896 = !DILocation(line: 123, column: 26, scope: !776)
!897 = !DILocation(line: 123, column: 32, scope: !776)
!898 = !DILocation(line: 123, column: 3, scope: !776)
!899 = !DILocation(line: 124, column: 3, scope: !776)
!900 = !DILocation(line: 125, column: 31, scope: !776)
!901 = !DILocation(line: 125, column: 37, scope: !776)
!902 = !DILocation(line: 125, column: 3, scope: !776)
!903 = !DILocation(line: 0, scope: !776)
!904 = !DILocation(line: 0, scope: !782)
!905 = !DILocation(line: 127, column: 3, scope: !782)
!906 = !DILocation(line: 128, column: 3, scope: !776)
!907 = !DILocation(line: 131, column: 18, scope: !776)
!908 = !DILocalVariable(name: "s", arg: 1, scope: !909, file: !3, line: 84, type: !912)
!909 = distinct !DISubprogram(name: "print4i", scope: !3, file: !3, line: 84, type: !910, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !914)
!910 = !DISubroutineType(types: !911)
!911 = !{null, !912, !17}
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !913, size: 64)
!913 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!914 = !{!908, !915}
!915 = !DILocalVariable(name: "v", arg: 2, scope: !909, file: !3, line: 84, type: !17)
!916 = !DILocation(line: 0, scope: !909, inlinedAt: !917)
!917 = distinct !DILocation(line: 131, column: 3, scope: !776)
!918 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !917)
!919 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !917)
!920 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !917)
!921 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !917)
!922 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !917)
!923 = !DILocation(line: 132, column: 18, scope: !776)
!924 = !DILocation(line: 0, scope: !909, inlinedAt: !925)
!925 = distinct !DILocation(line: 132, column: 3, scope: !776)
!926 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !925)
!927 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !925)
!928 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !925)
!929 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !925)
!930 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !925)
!931 = !DILocation(line: 134, column: 11, scope: !776)
!932 = !DILocation(line: 135, column: 32, scope: !776)
!933 = !DILocation(line: 135, column: 38, scope: !776)
!934 = !DILocation(line: 135, column: 44, scope: !776)
!935 = !DILocation(line: 135, column: 50, scope: !776)
!936 = !DILocation(line: 135, column: 3, scope: !776)
!937 = !DILocation(line: 137, column: 12, scope: !776)
!938 = !DILocation(line: 138, column: 32, scope: !776)
!939 = !DILocation(line: 138, column: 39, scope: !776)
!940 = !DILocation(line: 138, column: 3, scope: !776)
!941 = !DILocation(line: 139, column: 18, scope: !776)
!942 = !DILocation(line: 0, scope: !909, inlinedAt: !943)
!943 = distinct !DILocation(line: 139, column: 3, scope: !776)
!944 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !943)
!945 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !943)
!946 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !943)
!947 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !943)
!948 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !943)
!949 = !DILocation(line: 140, column: 19, scope: !776)
!950 = !DILocation(line: 0, scope: !909, inlinedAt: !951)
!951 = distinct !DILocation(line: 140, column: 3, scope: !776)
!952 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !951)
!953 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !951)
!954 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !951)
!955 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !951)
!956 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !951)
!957 = !DILocation(line: 142, column: 12, scope: !776)
!958 = !DILocation(line: 143, column: 32, scope: !776)
!959 = !DILocation(line: 143, column: 39, scope: !776)
!960 = !DILocation(line: 143, column: 46, scope: !776)
!961 = !DILocation(line: 143, column: 53, scope: !776)
!962 = !DILocation(line: 143, column: 3, scope: !776)
!963 = !DILocation(line: 145, column: 12, scope: !776)
!964 = !DILocation(line: 146, column: 27, scope: !776)
!965 = !DILocation(line: 146, column: 34, scope: !776)
!966 = !DILocation(line: 146, column: 3, scope: !776)
!967 = !DILocation(line: 147, column: 19, scope: !776)
!968 = !DILocation(line: 0, scope: !909, inlinedAt: !969)
!969 = distinct !DILocation(line: 147, column: 3, scope: !776)
!970 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !969)
!971 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !969)
!972 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !969)
!973 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !969)
!974 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !969)
!975 = !DILocation(line: 148, column: 18, scope: !776)
!976 = !DILocation(line: 0, scope: !909, inlinedAt: !977)
!977 = distinct !DILocation(line: 148, column: 3, scope: !776)
!978 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !977)
!979 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !977)
!980 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !977)
!981 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !977)
!982 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !977)
!983 = !DILocation(line: 149, column: 18, scope: !776)
!984 = !DILocation(line: 0, scope: !909, inlinedAt: !985)
!985 = distinct !DILocation(line: 149, column: 3, scope: !776)
!986 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !985)
!987 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !985)
!988 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !985)
!989 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !985)
!990 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !985)
!991 = !DILocation(line: 152, column: 18, scope: !776)
!992 = !DILocation(line: 152, column: 3, scope: !776)
!993 = !DILocation(line: 153, column: 20, scope: !776)
!994 = !DILocation(line: 153, column: 3, scope: !776)
!995 = !DILocation(line: 154, column: 27, scope: !776)
!996 = !DILocation(line: 154, column: 3, scope: !776)
!997 = !DILocation(line: 156, column: 12, scope: !776)
!998 = !DILocation(line: 156, column: 34, scope: !776)
!999 = !DILocation(line: 0, scope: !804)
!1000 = !DILocation(line: 157, column: 48, scope: !1001)
!1001 = distinct !DILexicalBlock(scope: !804, file: !3, line: 157, column: 3)
!1002 = !DILocation(line: 157, column: 55, scope: !1001)
!1003 = !DILocation(line: 157, column: 31, scope: !1001)
!1004 = !DILocation(line: 158, column: 3, scope: !776)
!1005 = !DILocation(line: 159, column: 26, scope: !776)
!1006 = !DILocation(line: 159, column: 39, scope: !776)
!1007 = !DILocation(line: 159, column: 3, scope: !776)
!1008 = !DILocation(line: 160, column: 18, scope: !776)
!1009 = !DILocation(line: 0, scope: !909, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 160, column: 3, scope: !776)
!1011 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !1010)
!1012 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !1010)
!1013 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !1010)
!1014 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !1010)
!1015 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !1010)
!1016 = !DILocation(line: 161, column: 12, scope: !776)
!1017 = !DILocation(line: 162, column: 35, scope: !776)
!1018 = !DILocation(line: 162, column: 42, scope: !776)
!1019 = !DILocation(line: 162, column: 49, scope: !776)
!1020 = !DILocation(line: 162, column: 56, scope: !776)
!1021 = !DILocation(line: 162, column: 3, scope: !776)
!1022 = !DILocation(line: 163, column: 20, scope: !776)
!1023 = !DILocation(line: 0, scope: !909, inlinedAt: !1024)
!1024 = distinct !DILocation(line: 163, column: 3, scope: !776)
!1025 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !1024)
!1026 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !1024)
!1027 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !1024)
!1028 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !1024)
!1029 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !1024)
!1030 = !DILocation(line: 164, column: 12, scope: !776)
!1031 = !DILocation(line: 165, column: 27, scope: !776)
!1032 = !DILocation(line: 165, column: 34, scope: !776)
!1033 = !DILocation(line: 165, column: 3, scope: !776)
!1034 = !DILocation(line: 166, column: 21, scope: !776)
!1035 = !DILocation(line: 0, scope: !909, inlinedAt: !1036)
!1036 = distinct !DILocation(line: 166, column: 3, scope: !776)
!1037 = !DILocation(line: 84, column: 75, scope: !909, inlinedAt: !1036)
!1038 = !DILocation(line: 84, column: 81, scope: !909, inlinedAt: !1036)
!1039 = !DILocation(line: 84, column: 87, scope: !909, inlinedAt: !1036)
!1040 = !DILocation(line: 84, column: 93, scope: !909, inlinedAt: !1036)
!1041 = !DILocation(line: 84, column: 45, scope: !909, inlinedAt: !1036)
!1042 = !DILocation(line: 0, scope: !809)
!1043 = !DILocation(line: 168, column: 3, scope: !809)
!1044 = !DILocation(line: 127, column: 37, scope: !1045)
!1045 = distinct !DILexicalBlock(scope: !782, file: !3, line: 127, column: 3)
!1046 = !DILocation(line: 127, column: 44, scope: !1045)
!1047 = !DILocation(line: 127, column: 42, scope: !1045)
!1048 = !DILocation(line: 127, column: 52, scope: !1045)
!1049 = !DILocation(line: 127, column: 50, scope: !1045)
!1050 = !DILocation(line: 127, column: 60, scope: !1045)
!1051 = !DILocation(line: 127, column: 58, scope: !1045)
!1052 = !DILocation(line: 127, column: 68, scope: !1045)
!1053 = !DILocation(line: 127, column: 66, scope: !1045)
!1054 = !DILocation(line: 127, column: 88, scope: !1045)
!1055 = !DILocation(line: 127, column: 77, scope: !1045)
!1056 = !DILocation(line: 127, column: 75, scope: !1045)
!1057 = !DILocation(line: 127, column: 95, scope: !1045)
!1058 = !DILocation(line: 127, column: 101, scope: !1045)
!1059 = !DILocation(line: 127, column: 93, scope: !1045)
!1060 = !DILocation(line: 127, column: 27, scope: !1045)
!1061 = !DILocation(line: 127, column: 21, scope: !1045)
!1062 = distinct !{!1062, !905, !1063, !224}
!1063 = !DILocation(line: 127, column: 103, scope: !782)
!1064 = !DILocation(line: 168, column: 48, scope: !1065)
!1065 = distinct !DILexicalBlock(scope: !809, file: !3, line: 168, column: 3)
!1066 = !DILocation(line: 168, column: 55, scope: !1065)
!1067 = !DILocation(line: 168, column: 36, scope: !1065)
!1068 = !DILocation(line: 168, column: 21, scope: !1065)
!1069 = distinct !{!1069, !1043, !1070, !224}
!1070 = !DILocation(line: 168, column: 58, scope: !809)
!1071 = !DILocation(line: 170, column: 3, scope: !776)
!1072 = !DILocation(line: 172, column: 27, scope: !776)
!1073 = !DILocation(line: 172, column: 42, scope: !776)
!1074 = !DILocation(line: 172, column: 3, scope: !776)
!1075 = !DILocation(line: 173, column: 3, scope: !776)
!1076 = !DILocation(line: 0, scope: !811)
!1077 = !DILocation(line: 169, column: 46, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !811, file: !3, line: 169, column: 3)
!1079 = !DILocation(line: 169, column: 32, scope: !1078)
!1080 = !DILocation(line: 169, column: 28, scope: !1078)
!1081 = !DILocation(line: 169, column: 21, scope: !1078)
!1082 = !DILocation(line: 169, column: 3, scope: !811)
!1083 = distinct !{!1083, !1082, !1084, !224}
!1084 = !DILocation(line: 169, column: 50, scope: !811)
!1085 = !DISubprogram(name: "printf", scope: !1086, file: !1086, line: 356, type: !1087, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1087 = !DISubroutineType(types: !1088)
!1088 = !{!5, !1089, null}
!1089 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !912)
!1090 = distinct !DISubprogram(name: "print16", scope: !3, file: !3, line: 85, type: !1091, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1093)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{null, !912, !29}
!1093 = !{!1094, !1095, !1096}
!1094 = !DILocalVariable(name: "s", arg: 1, scope: !1090, file: !3, line: 85, type: !912)
!1095 = !DILocalVariable(name: "v", arg: 2, scope: !1090, file: !3, line: 85, type: !29)
!1096 = !DILocalVariable(name: "i", scope: !1097, file: !3, line: 87, type: !5)
!1097 = distinct !DILexicalBlock(scope: !1090, file: !3, line: 87, column: 3)
!1098 = !DILocation(line: 0, scope: !1090)
!1099 = !DILocation(line: 86, column: 3, scope: !1090)
!1100 = !DILocation(line: 0, scope: !1097)
!1101 = !DILocation(line: 87, column: 46, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1097, file: !3, line: 87, column: 3)
!1103 = !DILocation(line: 87, column: 32, scope: !1102)
!1104 = !DILocation(line: 88, column: 3, scope: !1090)
!1105 = !DILocation(line: 89, column: 1, scope: !1090)
