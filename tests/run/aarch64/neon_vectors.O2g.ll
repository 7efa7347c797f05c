; ModuleID = 'tests/run/aarch64/neon_vectors.c'
source_filename = "tests/run/aarch64/neon_vectors.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !0
@b = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !181
@c = dso_local local_unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !186
@ia = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !188
@ib = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !191
@u8 = dso_local local_unnamed_addr global [1000 x i8] zeroinitializer, align 1, !dbg !193
@s16 = dso_local local_unnamed_addr global [1000 x i16] zeroinitializer, align 2, !dbg !196
@d = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 8, !dbg !199
@ll = dso_local local_unnamed_addr global [1000 x i64] zeroinitializer, align 8, !dbg !202
@.str = private unnamed_addr constant [13 x i8] c"saxpy %f %f\0A\00", align 1, !dbg !38
@.str.1 = private unnamed_addr constant [23 x i8] c"dot %d max %d bsum %u\0A\00", align 1, !dbg !44
@.str.2 = private unnamed_addr constant [13 x i8] c"clamp %d %d\0A\00", align 1, !dbg !49
@.str.3 = private unnamed_addr constant [9 x i8] c"dsum %f\0A\00", align 1, !dbg !51
@.str.4 = private unnamed_addr constant [12 x i8] c"conv %d %d\0A\00", align 1, !dbg !56
@.str.5 = private unnamed_addr constant [14 x i8] c"shifts %d %d\0A\00", align 1, !dbg !61
@.str.6 = private unnamed_addr constant [13 x i8] c"bytes %u %u\0A\00", align 1, !dbg !66
@.str.7 = private unnamed_addr constant [9 x i8] c"less %d\0A\00", align 1, !dbg !68
@.str.8 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1, !dbg !70
@.str.9 = private unnamed_addr constant [26 x i8] c"mul64 %lld %lld min %lld\0A\00", align 1, !dbg !75
@.str.10 = private unnamed_addr constant [9 x i8] c"fmax %f\0A\00", align 1, !dbg !80
@.str.11 = private unnamed_addr constant [11 x i8] c"abs %d %d\0A\00", align 1, !dbg !82
@.str.12 = private unnamed_addr constant [12 x i8] c"fsel %f %f\0A\00", align 1, !dbg !87
@.str.13 = private unnamed_addr constant [17 x i8] c"to_double %f %f\0A\00", align 1, !dbg !89
@.str.14 = private unnamed_addr constant [11 x i8] c"hash %lld\0A\00", align 1, !dbg !94
@.str.15 = private unnamed_addr constant [4 x i8] c"mix\00", align 1, !dbg !96
@.str.16 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !99
@.str.17 = private unnamed_addr constant [18 x i8] c"udiv %u %u %u %u\0A\00", align 1, !dbg !101
@.str.18 = private unnamed_addr constant [18 x i8] c"mul64v %lld %lld\0A\00", align 1, !dbg !106
@.str.19 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !108
@.str.20 = private unnamed_addr constant [5 x i8] c"ucmp\00", align 1, !dbg !110
@.str.21 = private unnamed_addr constant [18 x i8] c"fsel %f %f %f %f\0A\00", align 1, !dbg !115
@.str.22 = private unnamed_addr constant [13 x i8] c"dmath %f %f\0A\00", align 1, !dbg !117
@.str.23 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1, !dbg !119
@.str.24 = private unnamed_addr constant [4 x i8] c"zip\00", align 1, !dbg !121
@.str.25 = private unnamed_addr constant [4 x i8] c"ext\00", align 1, !dbg !123
@.str.26 = private unnamed_addr constant [4 x i8] c"rev\00", align 1, !dbg !125
@.str.27 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1, !dbg !127
@.str.28 = private unnamed_addr constant [7 x i8] c"ubytes\00", align 1, !dbg !132
@.str.29 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1, !dbg !137
@.str.31 = private unnamed_addr constant [12 x i8] c"lane %d %d\0A\00", align 1, !dbg !144
@.str.32 = private unnamed_addr constant [4 x i8] c"set\00", align 1, !dbg !146
@.str.33 = private unnamed_addr constant [21 x i8] c"convert %f %f %f %f\0A\00", align 1, !dbg !148
@.str.34 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1, !dbg !153
@.str.35 = private unnamed_addr constant [13 x i8] c"splat %f %f\0A\00", align 1, !dbg !155
@.str.36 = private unnamed_addr constant [7 x i8] c"across\00", align 1, !dbg !157
@.str.37 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !159
@.str.38 = private unnamed_addr constant [15 x i8] c"d_fmath %a %a\0A\00", align 1, !dbg !161
@.str.39 = private unnamed_addr constant [15 x i8] c"d_imath %d %d\0A\00", align 1, !dbg !163
@.str.40 = private unnamed_addr constant [40 x i8] c"d_narrow %d %d %d %d widen %d %d %d %d\0A\00", align 1, !dbg !165
@.str.41 = private unnamed_addr constant [24 x i8] c"d_conv %a %a %lld %lld\0A\00", align 1, !dbg !170
@.str.42 = private unnamed_addr constant [7 x i8] c"d_join\00", align 1, !dbg !175
@.str.43 = private unnamed_addr constant [12 x i8] c"d_bits %lx\0A\00", align 1, !dbg !177
@.str.44 = private unnamed_addr constant [13 x i8] c"get4d %f %f\0A\00", align 1, !dbg !179
@.str.45 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1, !dbg !205
@.str.46 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !208
@.str.47 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !213

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @saxpy(float noundef %0) local_unnamed_addr #0 !dbg !224 {
    #dbg_value(float %0, !228, !DIExpression(), !231)
    #dbg_value(i32 0, !229, !DIExpression(), !232)
  %2 = insertelement <4 x float> poison, float %0, i64 0, !dbg !233
  %3 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !233
  br label %4, !dbg !233

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %18, %4 ], !dbg !234
  %6 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %5, !dbg !236
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !236
  %8 = load <4 x float>, ptr %6, align 4, !dbg !236, !tbaa !237
  %9 = load <4 x float>, ptr %7, align 4, !dbg !236, !tbaa !237
  %10 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %5, !dbg !241
  %11 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !241
  %12 = load <4 x float>, ptr %10, align 4, !dbg !241, !tbaa !237
  %13 = load <4 x float>, ptr %11, align 4, !dbg !241, !tbaa !237
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %8, <4 x float> %12), !dbg !242
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %9, <4 x float> %13), !dbg !242
  %16 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %5, !dbg !243
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !244
  store <4 x float> %14, ptr %16, align 4, !dbg !244, !tbaa !237
  store <4 x float> %15, ptr %17, align 4, !dbg !244, !tbaa !237
  %18 = add nuw i64 %5, 8, !dbg !234
  %19 = icmp eq i64 %18, 1000, !dbg !234
  br i1 %19, label %20, label %4, !dbg !234, !llvm.loop !245

20:                                               ; preds = %4
  ret void, !dbg !250
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @dot() local_unnamed_addr #2 !dbg !251 {
    #dbg_value(i32 0, !255, !DIExpression(), !258)
    #dbg_value(i32 0, !256, !DIExpression(), !259)
  br label %1, !dbg !260

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !261
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %15, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %16, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !263
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !263
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !263, !tbaa !264
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !263, !tbaa !264
  %9 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !266
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !266
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !266, !tbaa !264
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !266, !tbaa !264
  %13 = mul nsw <4 x i32> %11, %7, !dbg !267
  %14 = mul nsw <4 x i32> %12, %8, !dbg !267
  %15 = add <4 x i32> %13, %3, !dbg !268
  %16 = add <4 x i32> %14, %4, !dbg !268
  %17 = add nuw i64 %2, 8, !dbg !261
  %18 = icmp eq i64 %17, 1000, !dbg !261
  br i1 %18, label %19, label %1, !dbg !261, !llvm.loop !269

19:                                               ; preds = %1
  %20 = add <4 x i32> %16, %15, !dbg !260
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %20), !dbg !260
  ret i32 %21, !dbg !271
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -1000000, -2147483648) i32 @maxv() local_unnamed_addr #2 !dbg !272 {
    #dbg_value(i32 -1000000, !274, !DIExpression(), !277)
    #dbg_value(i32 0, !275, !DIExpression(), !278)
  br label %1, !dbg !279

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !280
  %3 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 -1000000, i32 -1000000, i32 -1000000, i32 -1000000>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !282
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !282
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !282, !tbaa !264
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !282, !tbaa !264
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !282
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !282
  %11 = add nuw i64 %2, 8, !dbg !280
  %12 = icmp eq i64 %11, 1000, !dbg !280
  br i1 %12, label %13, label %1, !dbg !280, !llvm.loop !283

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !279
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !279
  ret i32 %15, !dbg !285
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bsum() local_unnamed_addr #2 !dbg !286 {
    #dbg_value(i32 0, !290, !DIExpression(), !293)
    #dbg_value(i32 0, !291, !DIExpression(), !294)
  br label %1, !dbg !295

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !296
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <16 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !298
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !298
  %7 = load <16 x i8>, ptr %5, align 1, !dbg !298, !tbaa !299
  %8 = load <16 x i8>, ptr %6, align 1, !dbg !298, !tbaa !299
  %9 = zext <16 x i8> %7 to <16 x i32>, !dbg !298
  %10 = zext <16 x i8> %8 to <16 x i32>, !dbg !298
  %11 = add <16 x i32> %3, %9, !dbg !300
  %12 = add <16 x i32> %4, %10, !dbg !300
  %13 = add nuw i64 %2, 32, !dbg !296
  %14 = icmp eq i64 %13, 992, !dbg !296
  br i1 %14, label %15, label %1, !dbg !296, !llvm.loop !301

15:                                               ; preds = %1
  %16 = add <16 x i32> %12, %11, !dbg !295
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16), !dbg !295
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %17, i64 0, !dbg !295
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !298, !tbaa !299
  %20 = zext <8 x i8> %19 to <8 x i32>, !dbg !298
  %21 = add <8 x i32> %18, %20, !dbg !300
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %21), !dbg !295
  ret i32 %22, !dbg !303
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @clampv() local_unnamed_addr #0 !dbg !304 {
    #dbg_value(i32 0, !308, !DIExpression(), !310)
  br label %1, !dbg !311

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !312
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !314
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !314
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !314, !tbaa !315
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !314, !tbaa !315
  %7 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %5, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !314
  %8 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %6, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>), !dbg !314
  %9 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %7, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !314
  %10 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %8, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>), !dbg !314
  store <8 x i16> %9, ptr %3, align 2, !dbg !317, !tbaa !315
  store <8 x i16> %10, ptr %4, align 2, !dbg !317, !tbaa !315
  %11 = add nuw i64 %2, 16, !dbg !312
  %12 = icmp eq i64 %11, 992, !dbg !312
  br i1 %12, label %13, label %1, !dbg !312, !llvm.loop !318

13:                                               ; preds = %1
    #dbg_value(i64 992, !308, !DIExpression(), !310)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !314, !tbaa !315
  %15 = tail call i16 @llvm.smax.i16(i16 %14, i16 -100), !dbg !314
  %16 = tail call i16 @llvm.smin.i16(i16 %15, i16 100), !dbg !314
  store i16 %16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 993, !308, !DIExpression(), !310)
  %17 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !314, !tbaa !315
  %18 = tail call i16 @llvm.smax.i16(i16 %17, i16 -100), !dbg !314
  %19 = tail call i16 @llvm.smin.i16(i16 %18, i16 100), !dbg !314
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 994, !308, !DIExpression(), !310)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !314, !tbaa !315
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 -100), !dbg !314
  %22 = tail call i16 @llvm.smin.i16(i16 %21, i16 100), !dbg !314
  store i16 %22, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 995, !308, !DIExpression(), !310)
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !314, !tbaa !315
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 -100), !dbg !314
  %25 = tail call i16 @llvm.smin.i16(i16 %24, i16 100), !dbg !314
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 996, !308, !DIExpression(), !310)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !314, !tbaa !315
  %27 = tail call i16 @llvm.smax.i16(i16 %26, i16 -100), !dbg !314
  %28 = tail call i16 @llvm.smin.i16(i16 %27, i16 100), !dbg !314
  store i16 %28, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 997, !308, !DIExpression(), !310)
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !314, !tbaa !315
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 -100), !dbg !314
  %31 = tail call i16 @llvm.smin.i16(i16 %30, i16 100), !dbg !314
  store i16 %31, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 998, !308, !DIExpression(), !310)
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !314, !tbaa !315
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 -100), !dbg !314
  %34 = tail call i16 @llvm.smin.i16(i16 %33, i16 100), !dbg !314
  store i16 %34, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 999, !308, !DIExpression(), !310)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !314, !tbaa !315
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 -100), !dbg !314
  %37 = tail call i16 @llvm.smin.i16(i16 %36, i16 100), !dbg !314
  store i16 %37, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !317, !tbaa !315
    #dbg_value(i64 1000, !308, !DIExpression(), !310)
  ret void, !dbg !320
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @dsum() local_unnamed_addr #2 !dbg !321 {
    #dbg_value(double 0.000000e+00, !325, !DIExpression(), !328)
    #dbg_value(i32 0, !326, !DIExpression(), !329)
  br label %1, !dbg !330

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !331
  %3 = phi double [ 0.000000e+00, %0 ], [ %12, %1 ]
  %4 = or disjoint i64 %2, 1, !dbg !330
  %5 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !333
  %6 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %4, !dbg !333
  %7 = load double, ptr %5, align 8, !dbg !333, !tbaa !334
  %8 = load double, ptr %6, align 8, !dbg !333, !tbaa !334
  %9 = fmul double %7, 5.000000e-01
  %10 = fmul double %8, 5.000000e-01
  %11 = fadd double %3, %9
  %12 = fadd double %11, %10
  %13 = add nuw i64 %2, 2, !dbg !331
  %14 = icmp eq i64 %13, 1000, !dbg !331
  br i1 %14, label %15, label %1, !dbg !331, !llvm.loop !336

15:                                               ; preds = %1
  ret double %12, !dbg !338
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @conv() local_unnamed_addr #0 !dbg !339 {
    #dbg_value(i32 0, !341, !DIExpression(), !343)
  br label %1, !dbg !344

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !345
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !347
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !347
  %5 = load <4 x float>, ptr %3, align 4, !dbg !347, !tbaa !237
  %6 = load <4 x float>, ptr %4, align 4, !dbg !347, !tbaa !237
  %7 = fmul <4 x float> %5, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !348
  %8 = fmul <4 x float> %6, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, !dbg !348
  %9 = fptosi <4 x float> %7 to <4 x i32>, !dbg !349
  %10 = fptosi <4 x float> %8 to <4 x i32>, !dbg !349
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !350
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !350
  %13 = load <4 x i32>, ptr %11, align 4, !dbg !350, !tbaa !264
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !350, !tbaa !264
  %15 = ashr <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>, !dbg !351
  %16 = ashr <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>, !dbg !351
  %17 = xor <4 x i32> %15, %9, !dbg !352
  %18 = xor <4 x i32> %16, %10, !dbg !352
  %19 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !353
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !354
  store <4 x i32> %17, ptr %19, align 4, !dbg !354, !tbaa !264
  store <4 x i32> %18, ptr %20, align 4, !dbg !354, !tbaa !264
  %21 = add nuw i64 %2, 8, !dbg !345
  %22 = icmp eq i64 %21, 1000, !dbg !345
  br i1 %22, label %23, label %1, !dbg !345, !llvm.loop !355

23:                                               ; preds = %1
  ret void, !dbg !357
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @shifts(i32 noundef %0) local_unnamed_addr #0 !dbg !358 {
    #dbg_value(i32 %0, !362, !DIExpression(), !365)
    #dbg_value(i32 0, !363, !DIExpression(), !366)
  %2 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !367
  %3 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !367
  br label %4, !dbg !367

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ], !dbg !368
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %31, %4 ], !dbg !370
  %7 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %5, !dbg !371
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !371
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !371, !tbaa !264
  %10 = load <4 x i32>, ptr %8, align 4, !dbg !371, !tbaa !264
  %11 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !370
  %12 = and <4 x i32> %6, <i32 7, i32 7, i32 7, i32 7>, !dbg !370
  %13 = xor <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>, !dbg !370
  %14 = shl <4 x i32> %9, %11, !dbg !372
  %15 = shl <4 x i32> %10, %13, !dbg !372
  %16 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %5, !dbg !373
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !373
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !373, !tbaa !264
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !373, !tbaa !264
  %20 = lshr <4 x i32> %18, %3, !dbg !374
  %21 = lshr <4 x i32> %19, %3, !dbg !374
  %22 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !375
  %23 = and <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>, !dbg !375
  %24 = ashr <4 x i32> %9, %22, !dbg !376
  %25 = ashr <4 x i32> %10, %23, !dbg !376
  %26 = add <4 x i32> %24, %14, !dbg !377
  %27 = add <4 x i32> %25, %15, !dbg !377
  %28 = add <4 x i32> %26, %20, !dbg !378
  %29 = add <4 x i32> %27, %21, !dbg !378
  store <4 x i32> %28, ptr %16, align 4, !dbg !379, !tbaa !264
  store <4 x i32> %29, ptr %17, align 4, !dbg !379, !tbaa !264
  %30 = add nuw i64 %5, 8, !dbg !368
  %31 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>, !dbg !370
  %32 = icmp eq i64 %30, 1000, !dbg !368
  br i1 %32, label %33, label %4, !dbg !368, !llvm.loop !380

33:                                               ; preds = %4
  ret void, !dbg !382
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bytes() local_unnamed_addr #0 !dbg !383 {
    #dbg_value(i32 0, !385, !DIExpression(), !387)
  br label %1, !dbg !388

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !389
  %3 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %2, !dbg !391
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !391
  %5 = load <16 x i8>, ptr %3, align 1, !dbg !391, !tbaa !299
  %6 = load <16 x i8>, ptr %4, align 1, !dbg !391, !tbaa !299
  %7 = mul <16 x i8> %5, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !392
  %8 = mul <16 x i8> %6, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !392
  %9 = lshr <16 x i8> %5, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !393
  %10 = lshr <16 x i8> %6, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !393
  %11 = add <16 x i8> %7, %9, !dbg !394
  %12 = add <16 x i8> %8, %10, !dbg !394
  store <16 x i8> %11, ptr %3, align 1, !dbg !395, !tbaa !299
  store <16 x i8> %12, ptr %4, align 1, !dbg !395, !tbaa !299
  %13 = add nuw i64 %2, 32, !dbg !389
  %14 = icmp eq i64 %13, 992, !dbg !389
  br i1 %14, label %15, label %1, !dbg !389, !llvm.loop !396

15:                                               ; preds = %1
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !391, !tbaa !299
  %17 = mul <8 x i8> %16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !392
  %18 = lshr <8 x i8> %16, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !393
  %19 = add <8 x i8> %17, %18, !dbg !394
  store <8 x i8> %19, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !395, !tbaa !299
  ret void, !dbg !398
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @count_less() local_unnamed_addr #2 !dbg !399 {
    #dbg_value(i32 0, !401, !DIExpression(), !404)
    #dbg_value(i32 0, !402, !DIExpression(), !405)
  br label %1, !dbg !406

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !407
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %17, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %18, %1 ]
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !409
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !409
  %7 = load <4 x float>, ptr %5, align 4, !dbg !409, !tbaa !237
  %8 = load <4 x float>, ptr %6, align 4, !dbg !409, !tbaa !237
  %9 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !410
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !410
  %11 = load <4 x float>, ptr %9, align 4, !dbg !410, !tbaa !237
  %12 = load <4 x float>, ptr %10, align 4, !dbg !410, !tbaa !237
  %13 = fcmp olt <4 x float> %7, %11, !dbg !411
  %14 = fcmp olt <4 x float> %8, %12, !dbg !411
  %15 = zext <4 x i1> %13 to <4 x i32>, !dbg !411
  %16 = zext <4 x i1> %14 to <4 x i32>, !dbg !411
  %17 = add <4 x i32> %3, %15, !dbg !412
  %18 = add <4 x i32> %4, %16, !dbg !412
  %19 = add nuw i64 %2, 8, !dbg !407
  %20 = icmp eq i64 %19, 1000, !dbg !407
  br i1 %20, label %21, label %1, !dbg !407, !llvm.loop !413

21:                                               ; preds = %1
  %22 = add <4 x i32> %18, %17, !dbg !406
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22), !dbg !406
  ret i32 %23, !dbg !415
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @reverse() local_unnamed_addr #0 !dbg !416 {
    #dbg_value(i32 0, !418, !DIExpression(), !420)
  br label %1, !dbg !421

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !422
  %3 = sub nuw nsw i64 999, %2, !dbg !424
  %4 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %3, !dbg !425
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !425
  %6 = getelementptr inbounds i8, ptr %4, i64 -28, !dbg !425
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !425, !tbaa !264
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !425
  %9 = load <4 x i32>, ptr %6, align 4, !dbg !425, !tbaa !264
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !425
  %11 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %2, !dbg !426
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !427
  store <4 x i32> %8, ptr %11, align 4, !dbg !427, !tbaa !264
  store <4 x i32> %10, ptr %12, align 4, !dbg !427, !tbaa !264
  %13 = add nuw i64 %2, 8, !dbg !422
  %14 = icmp eq i64 %13, 1000, !dbg !422
  br i1 %14, label %15, label %1, !dbg !422, !llvm.loop !428

15:                                               ; preds = %1
  ret void, !dbg !430
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @mul64() local_unnamed_addr #0 !dbg !431 {
    #dbg_value(i32 0, !433, !DIExpression(), !435)
  br label %1, !dbg !436

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %14, %1 ], !dbg !437
  %3 = or disjoint i64 %2, 1, !dbg !436
  %4 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !439
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %3, !dbg !439
  %6 = load i64, ptr %4, align 8, !dbg !439, !tbaa !440
  %7 = load i64, ptr %5, align 8, !dbg !439, !tbaa !440
  %8 = add nsw i64 %6, 3, !dbg !442
  %9 = add nsw i64 %7, 3, !dbg !442
  %10 = mul nsw i64 %8, %6, !dbg !443
  %11 = mul nsw i64 %9, %7, !dbg !443
  %12 = sub nsw i64 %10, %2, !dbg !444
  %13 = sub nsw i64 %11, %3, !dbg !444
  store i64 %12, ptr %4, align 8, !dbg !445, !tbaa !440
  store i64 %13, ptr %5, align 8, !dbg !445, !tbaa !440
  %14 = add nuw i64 %2, 2, !dbg !437
  %15 = icmp eq i64 %14, 1000, !dbg !437
  br i1 %15, label %16, label %1, !dbg !437, !llvm.loop !446

16:                                               ; preds = %1
  ret void, !dbg !448
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i64 -9223372036854775808, 1152921504606846977) i64 @llmin() local_unnamed_addr #2 !dbg !449 {
    #dbg_value(i64 1152921504606846976, !453, !DIExpression(), !456)
    #dbg_value(i32 0, !454, !DIExpression(), !457)
  br label %1, !dbg !458

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !459
  %3 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %9, %1 ]
  %4 = phi <2 x i64> [ <i64 1152921504606846976, i64 1152921504606846976>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !461
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !461
  %7 = load <2 x i64>, ptr %5, align 8, !dbg !461, !tbaa !440
  %8 = load <2 x i64>, ptr %6, align 8, !dbg !461, !tbaa !440
  %9 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %7, <2 x i64> %3), !dbg !461
  %10 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %8, <2 x i64> %4), !dbg !461
  %11 = add nuw i64 %2, 4, !dbg !459
  %12 = icmp eq i64 %11, 1000, !dbg !459
  br i1 %12, label %13, label %1, !dbg !459, !llvm.loop !462

13:                                               ; preds = %1
  %14 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %9, <2 x i64> %10), !dbg !458
  %15 = tail call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %14), !dbg !458
  ret i64 %15, !dbg !464
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @fmaxv() local_unnamed_addr #2 !dbg !465 {
    #dbg_value(float 0xC6293E5940000000, !469, !DIExpression(), !472)
    #dbg_value(i32 0, !470, !DIExpression(), !473)
  br label %2, !dbg !474

1:                                                ; preds = %2
  ret float %8, !dbg !475

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = phi float [ 0xC6293E5940000000, %0 ], [ %8, %2 ]
    #dbg_value(i64 %3, !470, !DIExpression(), !473)
    #dbg_value(float %4, !469, !DIExpression(), !472)
  %5 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %3, !dbg !476
  %6 = load float, ptr %5, align 4, !dbg !476, !tbaa !237
  %7 = fcmp ogt float %6, %4, !dbg !478
  %8 = select i1 %7, float %6, float %4, !dbg !476
    #dbg_value(float %8, !469, !DIExpression(), !472)
  %9 = add nuw nsw i64 %3, 1, !dbg !479
    #dbg_value(i64 %9, !470, !DIExpression(), !473)
  %10 = icmp eq i64 %9, 1000, !dbg !480
  br i1 %10, label %1, label %2, !dbg !474, !llvm.loop !481
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @absdiff() local_unnamed_addr #0 !dbg !483 {
    #dbg_value(i32 0, !485, !DIExpression(), !487)
  br label %1, !dbg !488

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ], !dbg !489
  %3 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %2, !dbg !491
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !491
  %5 = load <8 x i16>, ptr %3, align 2, !dbg !491, !tbaa !315
  %6 = load <8 x i16>, ptr %4, align 2, !dbg !491, !tbaa !315
  %7 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %5, i1 false), !dbg !491
  %8 = tail call <8 x i16> @llvm.abs.v8i16(<8 x i16> %6, i1 false), !dbg !491
  store <8 x i16> %7, ptr %3, align 2, !dbg !492, !tbaa !315
  store <8 x i16> %8, ptr %4, align 2, !dbg !492, !tbaa !315
  %9 = add nuw i64 %2, 16, !dbg !489
  %10 = icmp eq i64 %9, 992, !dbg !489
  br i1 %10, label %11, label %1, !dbg !489, !llvm.loop !493

11:                                               ; preds = %1
    #dbg_value(i64 992, !485, !DIExpression(), !487)
  %12 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !491, !tbaa !315
  %13 = tail call i16 @llvm.abs.i16(i16 %12, i1 false), !dbg !491
  store i16 %13, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 993, !485, !DIExpression(), !487)
  %14 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !491, !tbaa !315
  %15 = tail call i16 @llvm.abs.i16(i16 %14, i1 false), !dbg !491
  store i16 %15, ptr getelementptr inbounds (i8, ptr @s16, i64 1986), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 994, !485, !DIExpression(), !487)
  %16 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !491, !tbaa !315
  %17 = tail call i16 @llvm.abs.i16(i16 %16, i1 false), !dbg !491
  store i16 %17, ptr getelementptr inbounds (i8, ptr @s16, i64 1988), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 995, !485, !DIExpression(), !487)
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !491, !tbaa !315
  %19 = tail call i16 @llvm.abs.i16(i16 %18, i1 false), !dbg !491
  store i16 %19, ptr getelementptr inbounds (i8, ptr @s16, i64 1990), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 996, !485, !DIExpression(), !487)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !491, !tbaa !315
  %21 = tail call i16 @llvm.abs.i16(i16 %20, i1 false), !dbg !491
  store i16 %21, ptr getelementptr inbounds (i8, ptr @s16, i64 1992), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 997, !485, !DIExpression(), !487)
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !491, !tbaa !315
  %23 = tail call i16 @llvm.abs.i16(i16 %22, i1 false), !dbg !491
  store i16 %23, ptr getelementptr inbounds (i8, ptr @s16, i64 1994), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 998, !485, !DIExpression(), !487)
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !491, !tbaa !315
  %25 = tail call i16 @llvm.abs.i16(i16 %24, i1 false), !dbg !491
  store i16 %25, ptr getelementptr inbounds (i8, ptr @s16, i64 1996), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 999, !485, !DIExpression(), !487)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !491, !tbaa !315
  %27 = tail call i16 @llvm.abs.i16(i16 %26, i1 false), !dbg !491
  store i16 %27, ptr getelementptr inbounds (i8, ptr @s16, i64 1998), align 2, !dbg !492, !tbaa !315
    #dbg_value(i64 1000, !485, !DIExpression(), !487)
  ret void, !dbg !495
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fsel() local_unnamed_addr #0 !dbg !496 {
    #dbg_value(i32 0, !498, !DIExpression(), !500)
  br label %1, !dbg !501

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !502
  %3 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %2, !dbg !504
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !504
  %5 = load <4 x float>, ptr %3, align 4, !dbg !504, !tbaa !237
  %6 = load <4 x float>, ptr %4, align 4, !dbg !504, !tbaa !237
  %7 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %2, !dbg !505
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !505
  %9 = load <4 x float>, ptr %7, align 4, !dbg !505, !tbaa !237
  %10 = load <4 x float>, ptr %8, align 4, !dbg !505, !tbaa !237
  %11 = fcmp ult <4 x float> %5, %9, !dbg !506
  %12 = fcmp ult <4 x float> %6, %10, !dbg !506
  %13 = fsub <4 x float> %5, %9, !dbg !504
  %14 = fsub <4 x float> %6, %10, !dbg !504
  %15 = fmul <4 x float> %9, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !504
  %16 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !504
  %17 = select <4 x i1> %11, <4 x float> %15, <4 x float> %13, !dbg !504
  %18 = select <4 x i1> %12, <4 x float> %16, <4 x float> %14, !dbg !504
  %19 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %2, !dbg !507
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !508
  store <4 x float> %17, ptr %19, align 4, !dbg !508, !tbaa !237
  store <4 x float> %18, ptr %20, align 4, !dbg !508, !tbaa !237
  %21 = add nuw i64 %2, 8, !dbg !502
  %22 = icmp eq i64 %21, 1000, !dbg !502
  br i1 %22, label %23, label %1, !dbg !502, !llvm.loop !509

23:                                               ; preds = %1
  ret void, !dbg !511
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @to_double() local_unnamed_addr #0 !dbg !512 {
    #dbg_value(i32 0, !514, !DIExpression(), !516)
  br label %1, !dbg !517

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !518
  %3 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %2, !dbg !520
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !520
  %5 = load <4 x i64>, ptr %3, align 8, !dbg !520, !tbaa !440
  %6 = load <4 x i64>, ptr %4, align 8, !dbg !520, !tbaa !440
  %7 = sitofp <4 x i64> %5 to <4 x double>, !dbg !521
  %8 = sitofp <4 x i64> %6 to <4 x double>, !dbg !521
  %9 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %2, !dbg !522
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !522
  %11 = load <4 x i32>, ptr %9, align 4, !dbg !522, !tbaa !264
  %12 = load <4 x i32>, ptr %10, align 4, !dbg !522, !tbaa !264
  %13 = uitofp <4 x i32> %11 to <4 x double>, !dbg !523
  %14 = uitofp <4 x i32> %12 to <4 x double>, !dbg !523
  %15 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %13), !dbg !524
  %16 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %8, <4 x double> <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>, <4 x double> %14), !dbg !524
  %17 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %2, !dbg !525
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !526
  store <4 x double> %15, ptr %17, align 8, !dbg !526, !tbaa !334
  store <4 x double> %16, ptr %18, align 8, !dbg !526, !tbaa !334
  %19 = add nuw i64 %2, 8, !dbg !518
  %20 = icmp eq i64 %19, 1000, !dbg !518
  br i1 %20, label %21, label %1, !dbg !518, !llvm.loop !527

21:                                               ; preds = %1
  ret void, !dbg !529
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !530 {
    #dbg_value(<4 x i32> %0, !534, !DIExpression(), !536)
    #dbg_value(<4 x i32> %1, !535, !DIExpression(), !536)
  %3 = add <4 x i32> %1, %0, !dbg !537
  %4 = sub <4 x i32> %0, %1, !dbg !538
  %5 = mul <4 x i32> %3, %4, !dbg !539
  %6 = xor <4 x i32> %1, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !540
  %7 = and <4 x i32> %6, %0, !dbg !541
  %8 = xor <4 x i32> %5, %7, !dbg !542
  ret <4 x i32> %8, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vdiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !544 {
    #dbg_value(<4 x i32> %0, !546, !DIExpression(), !548)
    #dbg_value(<4 x i32> %1, !547, !DIExpression(), !548)
  %3 = sdiv <4 x i32> %0, %1, !dbg !549
  %4 = mul <4 x i32> %3, %1, !dbg !550
  %5 = sub <4 x i32> %0, %4, !dbg !550
  %6 = add <4 x i32> %5, %3, !dbg !551
  ret <4 x i32> %6, !dbg !552
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vudiv(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !553 {
    #dbg_value(<4 x i32> %0, !559, !DIExpression(), !561)
    #dbg_value(<4 x i32> %1, !560, !DIExpression(), !561)
  %3 = udiv <4 x i32> %0, %1, !dbg !562
  ret <4 x i32> %3, !dbg !563
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i64> @vmul64(<2 x i64> noundef %0, <2 x i64> noundef %1) local_unnamed_addr #3 !dbg !564 {
    #dbg_value(<2 x i64> %0, !570, !DIExpression(), !572)
    #dbg_value(<2 x i64> %1, !571, !DIExpression(), !572)
  %3 = mul <2 x i64> %1, %0, !dbg !573
  %4 = ashr <2 x i64> %0, <i64 3, i64 3>, !dbg !574
  %5 = add <2 x i64> %3, %4, !dbg !575
  %6 = shl <2 x i64> %1, <i64 5, i64 5>, !dbg !576
  %7 = sub <2 x i64> %5, %6, !dbg !576
  ret <2 x i64> %7, !dbg !577
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -7, 1) <4 x i32> @vcmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !578 {
    #dbg_value(<4 x i32> %0, !580, !DIExpression(), !582)
    #dbg_value(<4 x i32> %1, !581, !DIExpression(), !582)
  %3 = icmp slt <4 x i32> %0, %1, !dbg !583
  %4 = sext <4 x i1> %3 to <4 x i32>, !dbg !583
  %5 = icmp eq <4 x i32> %0, %1, !dbg !584
  %6 = sext <4 x i1> %5 to <4 x i32>, !dbg !584
  %7 = shl nsw <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>, !dbg !585
  %8 = add nsw <4 x i32> %7, %4, !dbg !586
  %9 = icmp sge <4 x i32> %0, %1, !dbg !587
  %10 = sext <4 x i1> %9 to <4 x i32>, !dbg !587
  %11 = shl nsw <4 x i32> %10, <i32 2, i32 2, i32 2, i32 2>, !dbg !588
  %12 = add nsw <4 x i32> %8, %11, !dbg !589
  ret <4 x i32> %12, !dbg !590
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vucmp(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !591 {
    #dbg_value(<4 x i32> %0, !595, !DIExpression(), !597)
    #dbg_value(<4 x i32> %1, !596, !DIExpression(), !597)
  %3 = icmp ugt <4 x i32> %0, %1, !dbg !598
  %4 = add <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>, !dbg !599
  %5 = icmp uge <4 x i32> %4, %0, !dbg !600
  %6 = and <4 x i1> %5, %3, !dbg !601
  %7 = sext <4 x i1> %6 to <4 x i32>, !dbg !601
  ret <4 x i32> %7, !dbg !602
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vfsel(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #3 !dbg !603 {
    #dbg_value(<4 x float> %0, !607, !DIExpression(), !610)
    #dbg_value(<4 x float> %1, !608, !DIExpression(), !610)
  %3 = fcmp ule <4 x float> %0, %1, !dbg !611
    #dbg_value(<4 x i32> poison, !609, !DIExpression(), !610)
  %4 = fmul <4 x float> %0, %1, !dbg !612
  %5 = fsub <4 x float> %0, %1, !dbg !613
  %6 = select <4 x i1> %3, <4 x float> %5, <4 x float> %4, !dbg !614
  ret <4 x float> %6, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @vdmath(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 !dbg !616 {
    #dbg_value(<2 x double> %0, !622, !DIExpression(), !624)
    #dbg_value(<2 x double> %1, !623, !DIExpression(), !624)
  %3 = fdiv <2 x double> %0, %1, !dbg !625
  %4 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %0, <2 x double> %0, <2 x double> %3), !dbg !626
  %5 = fsub <2 x double> %4, %1, !dbg !627
  ret <2 x double> %5, !dbg !628
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vshuf(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !629 {
    #dbg_value(<4 x i32> %0, !631, !DIExpression(), !633)
    #dbg_value(<4 x i32> %1, !632, !DIExpression(), !633)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 3, i32 6, i32 1, i32 4>, !dbg !634
  ret <4 x i32> %3, !dbg !635
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vzip(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !636 {
    #dbg_value(<4 x i32> %0, !638, !DIExpression(), !640)
    #dbg_value(<4 x i32> %1, !639, !DIExpression(), !640)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>, !dbg !641
  ret <4 x i32> %3, !dbg !642
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vext(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #3 !dbg !643 {
    #dbg_value(<4 x i32> %0, !645, !DIExpression(), !647)
    #dbg_value(<4 x i32> %1, !646, !DIExpression(), !647)
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, !dbg !648
  ret <4 x i32> %3, !dbg !649
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @vrev(<16 x i8> noundef %0) local_unnamed_addr #3 !dbg !650 {
    #dbg_value(<16 x i8> %0, !654, !DIExpression(), !655)
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>, !dbg !656
  ret <16 x i8> %2, !dbg !657
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i8 -64, 64) <16 x i8> @vbytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 !dbg !658 {
    #dbg_value(<16 x i8> %0, !662, !DIExpression(), !664)
    #dbg_value(<16 x i8> %1, !663, !DIExpression(), !664)
  %3 = add <16 x i8> %1, %0, !dbg !665
  %4 = add <16 x i8> %0, <i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3, i8 -3>, !dbg !666
  %5 = mul <16 x i8> %3, %4, !dbg !667
  %6 = ashr <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !668
  ret <16 x i8> %6, !dbg !669
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @vubytes(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #3 !dbg !670 {
    #dbg_value(<16 x i8> %0, !674, !DIExpression(), !677)
    #dbg_value(<16 x i8> %1, !675, !DIExpression(), !677)
    #dbg_value(<16 x i8> poison, !676, !DIExpression(), !677)
  %3 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %0, <16 x i8> %1), !dbg !678
  %4 = tail call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %1, <16 x i8> %0), !dbg !679
  %5 = or <16 x i8> %3, %4, !dbg !680
  ret <16 x i8> %5, !dbg !681
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i16> @vshorts(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 !dbg !682 {
    #dbg_value(<8 x i16> %0, !688, !DIExpression(), !690)
    #dbg_value(<8 x i16> %1, !689, !DIExpression(), !690)
  %3 = mul <8 x i16> %1, %0, !dbg !691
  %4 = ashr <8 x i16> %3, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>, !dbg !692
  %5 = ashr <8 x i16> %0, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !693
  %6 = or <8 x i16> %4, %5, !dbg !694
  ret <8 x i16> %6, !dbg !695
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @vshl(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #3 !dbg !696 {
    #dbg_value(<8 x i16> %0, !698, !DIExpression(), !700)
    #dbg_value(<8 x i16> %1, !699, !DIExpression(), !700)
  %3 = and <8 x i16> %1, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>, !dbg !701
  %4 = shl <8 x i16> %0, %3, !dbg !702
  %5 = and <8 x i16> %1, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !703
  %6 = ashr <8 x i16> %0, %5, !dbg !704
  %7 = add <8 x i16> %4, %6, !dbg !705
  ret <8 x i16> %7, !dbg !706
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vlane(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !707 {
    #dbg_value(<4 x i32> %0, !711, !DIExpression(), !713)
    #dbg_value(i32 %1, !712, !DIExpression(), !713)
  %3 = and i32 %1, 3, !dbg !714
  %4 = extractelement <4 x i32> %0, i32 %3, !dbg !715
  ret i32 %4, !dbg !716
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vset(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !717 {
    #dbg_value(<4 x i32> %0, !721, !DIExpression(), !724)
    #dbg_value(i32 %1, !722, !DIExpression(), !724)
    #dbg_value(i32 %2, !723, !DIExpression(), !724)
  %4 = and i32 %1, 3, !dbg !725
  %5 = insertelement <4 x i32> %0, i32 %2, i32 %4, !dbg !726
    #dbg_value(<4 x i32> %5, !721, !DIExpression(), !724)
  ret <4 x i32> %5, !dbg !727
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vconvert(<4 x i32> noundef %0) local_unnamed_addr #3 !dbg !728 {
    #dbg_value(<4 x i32> %0, !732, !DIExpression(), !733)
  %2 = sitofp <4 x i32> %0 to <4 x float>, !dbg !734
  %3 = fmul <4 x float> %2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !735
  ret <4 x float> %3, !dbg !736
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vtrunc(<4 x float> noundef %0) local_unnamed_addr #3 !dbg !737 {
    #dbg_value(<4 x float> %0, !741, !DIExpression(), !742)
  %2 = fptosi <4 x float> %0 to <4 x i32>, !dbg !743
  ret <4 x i32> %2, !dbg !744
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x double> @vsplat(double noundef %0, <2 x double> noundef %1) local_unnamed_addr #3 !dbg !745 {
    #dbg_value(double %0, !749, !DIExpression(), !751)
    #dbg_value(<2 x double> %1, !750, !DIExpression(), !751)
  %3 = insertelement <2 x double> poison, double %0, i64 0, !dbg !752
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !752
  %5 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> %4, <2 x double> <double 1.000000e+00, double -1.000000e+00>), !dbg !753
  ret <2 x double> %5, !dbg !754
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x float> @d_fmath(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #3 !dbg !755 {
    #dbg_value(<2 x float> %0, !761, !DIExpression(), !763)
    #dbg_value(<2 x float> %1, !762, !DIExpression(), !763)
  %3 = fdiv <2 x float> %0, %1, !dbg !764
  %4 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %0, <2 x float> %1, <2 x float> %3), !dbg !765
  %5 = fadd <2 x float> %4, <float -5.000000e-01, float -2.500000e-01>, !dbg !766
  ret <2 x float> %5, !dbg !767
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i32> @d_imath(<2 x i32> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #3 !dbg !768 {
    #dbg_value(<2 x i32> %0, !774, !DIExpression(), !776)
    #dbg_value(<2 x i32> %1, !775, !DIExpression(), !776)
  %3 = mul <2 x i32> %1, %0, !dbg !777
  %4 = ashr <2 x i32> %0, <i32 1, i32 1>, !dbg !778
  %5 = xor <2 x i32> %3, %4, !dbg !779
  %6 = icmp slt <2 x i32> %0, %1, !dbg !780
  %7 = sext <2 x i1> %6 to <2 x i32>, !dbg !780
  %8 = xor <2 x i32> %5, %7, !dbg !781
  ret <2 x i32> %8, !dbg !782
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i16> @d_narrow(<4 x i32> noundef %0) local_unnamed_addr #3 !dbg !783 {
    #dbg_value(<4 x i32> %0, !789, !DIExpression(), !790)
  %2 = trunc <4 x i32> %0 to <4 x i16>, !dbg !791
  ret <4 x i16> %2, !dbg !792
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -98304, 98302) <4 x i32> @d_widen(<4 x i16> noundef %0) local_unnamed_addr #3 !dbg !793 {
    #dbg_value(<4 x i16> %0, !797, !DIExpression(), !798)
  %2 = sext <4 x i16> %0 to <4 x i32>, !dbg !799
  %3 = mul nsw <4 x i32> %2, <i32 3, i32 3, i32 3, i32 3>, !dbg !800
  ret <4 x i32> %3, !dbg !801
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x float> @d_from_long(<2 x i64> noundef %0) local_unnamed_addr #3 !dbg !802 {
    #dbg_value(<2 x i64> %0, !806, !DIExpression(), !807)
  %2 = sitofp <2 x i64> %0 to <2 x float>, !dbg !808
  ret <2 x float> %2, !dbg !809
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x i64> @d_to_long(<2 x float> noundef %0) local_unnamed_addr #3 !dbg !810 {
    #dbg_value(<2 x float> %0, !814, !DIExpression(), !815)
  %2 = fptosi <2 x float> %0 to <2 x i64>, !dbg !816
  ret <2 x i64> %2, !dbg !817
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i8> @d_high(<16 x i8> noundef %0) local_unnamed_addr #3 !dbg !818 {
    #dbg_value(<16 x i8> %0, !822, !DIExpression(), !823)
  %2 = shufflevector <16 x i8> %0, <16 x i8> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !824
  ret <8 x i8> %2, !dbg !825
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <16 x i8> @d_join(<8 x i8> noundef %0, <8 x i8> noundef %1) local_unnamed_addr #3 !dbg !826 {
    #dbg_value(<8 x i8> %0, !830, !DIExpression(), !832)
    #dbg_value(<8 x i8> %1, !831, !DIExpression(), !832)
  %3 = shufflevector <8 x i8> %0, <8 x i8> %1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !833
  ret <16 x i8> %3, !dbg !834
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i8> @d_bytes(<8 x i8> noundef %0, <8 x i8> noundef %1) local_unnamed_addr #3 !dbg !835 {
    #dbg_value(<8 x i8> %0, !839, !DIExpression(), !841)
    #dbg_value(<8 x i8> %1, !840, !DIExpression(), !841)
  %3 = add <8 x i8> %1, %0, !dbg !842
  %4 = lshr <8 x i8> %0, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, !dbg !843
  %5 = mul <8 x i8> %3, %4, !dbg !844
  %6 = icmp ugt <8 x i8> %0, %1, !dbg !845
  %7 = select <8 x i1> %6, <8 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <8 x i8> %5, !dbg !846
  ret <8 x i8> %7, !dbg !847
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @d_bits(<2 x i32> noundef %0) local_unnamed_addr #3 !dbg !848 {
    #dbg_value(<2 x i32> %0, !852, !DIExpression(), !853)
  %2 = bitcast <2 x i32> %0 to i64, !dbg !854
  ret i64 %2, !dbg !855
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @vset32(ptr dead_on_unwind noalias nocapture writable writeonly sret(<32 x i8>) align 16 %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !856 {
  %5 = load <32 x i8>, ptr %1, align 16, !tbaa !299
    #dbg_value(<32 x i8> %5, !864, !DIExpression(), !867)
    #dbg_value(i32 %2, !865, !DIExpression(), !867)
    #dbg_value(i32 %3, !866, !DIExpression(), !867)
  %6 = trunc i32 %3 to i8, !dbg !868
  %7 = and i32 %2, 31, !dbg !869
  %8 = insertelement <32 x i8> %5, i8 %6, i32 %7, !dbg !870
    #dbg_value(<32 x i8> %8, !864, !DIExpression(), !867)
  store <32 x i8> %8, ptr %0, align 16, !dbg !871, !tbaa !299
  ret void, !dbg !871
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @vget4d(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !872 {
    #dbg_value(<4 x double> undef, !878, !DIExpression(), !880)
    #dbg_value(i32 %1, !879, !DIExpression(), !880)
  %3 = and i32 %1, 3, !dbg !881
  %4 = zext nneg i32 %3 to i64, !dbg !882
  %5 = getelementptr inbounds <4 x double>, ptr %0, i64 0, i64 %4, !dbg !882
  %6 = load double, ptr %5, align 8, !dbg !882
  ret double %6, !dbg !883
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @across(<4 x i32> noundef %0) local_unnamed_addr #3 !dbg !884 {
    #dbg_value(<4 x i32> %0, !888, !DIExpression(), !892)
    #dbg_value(<4 x i32> %0, !889, !DIExpression(), !892)
    #dbg_value(i32 0, !890, !DIExpression(), !893)
    #dbg_value(i32 0, !890, !DIExpression(), !893)
    #dbg_value(<4 x i32> %0, !889, !DIExpression(), !892)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 3, i32 3, i32 3, i32 3>), !889, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !892)
    #dbg_value(i32 1, !890, !DIExpression(), !893)
    #dbg_value(!DIArgList(<4 x i32> %0, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> <i32 9, i32 9, i32 9, i32 9>), !889, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !892)
    #dbg_value(i32 2, !890, !DIExpression(), !893)
  %2 = mul <4 x i32> %0, <i32 27, i32 27, i32 27, i32 27>, !dbg !894
  %3 = add <4 x i32> %2, <i32 13, i32 13, i32 13, i32 13>, !dbg !896
    #dbg_value(<4 x i32> %3, !889, !DIExpression(), !892)
    #dbg_value(i32 3, !890, !DIExpression(), !893)
  ret <4 x i32> %3, !dbg !897
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 !dbg !898 {
  %1 = alloca <32 x i8>, align 16
  %2 = alloca <32 x i8>, align 16
  %3 = alloca <4 x double>, align 16
  %4 = alloca <4 x double>, align 16
    #dbg_value(i32 0, !900, !DIExpression(), !947)
  br label %5, !dbg !948

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %41, %5 ], !dbg !949
  %7 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %0 ], [ %42, %5 ]
  %8 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %43, %5 ], !dbg !951
  %9 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %0 ], [ %44, %5 ], !dbg !953
  %10 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %45, %5 ], !dbg !954
  %11 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %46, %5 ], !dbg !955
  %12 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %47, %5 ], !dbg !956
  %13 = uitofp <16 x i32> %8 to <16 x float>, !dbg !951
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %13, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> <float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01, float -5.000000e+01>), !dbg !957
  %15 = getelementptr inbounds [1000 x float], ptr @a, i64 0, i64 %6, !dbg !958
  store <16 x float> %14, ptr %15, align 4, !dbg !959, !tbaa !237
  %16 = urem <16 x i16> %9, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>, !dbg !953
  %17 = uitofp nneg <16 x i16> %16 to <16 x float>, !dbg !960
  %18 = fmul <16 x float> %17, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !961
  %19 = getelementptr inbounds [1000 x float], ptr @b, i64 0, i64 %6, !dbg !962
  store <16 x float> %18, ptr %19, align 4, !dbg !963, !tbaa !237
  %20 = mul <16 x i32> %10, <i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !954
  %21 = urem <16 x i32> %20, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !954
  %22 = add nsw <16 x i32> %21, <i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !964
  %23 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %6, !dbg !965
  store <16 x i32> %22, ptr %23, align 4, !dbg !966, !tbaa !264
  %24 = urem <16 x i16> %9, <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>, !dbg !967
  %25 = zext nneg <16 x i16> %24 to <16 x i32>, !dbg !967
  %26 = add nsw <16 x i32> %25, <i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6, i32 -6>, !dbg !968
  %27 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %6, !dbg !969
  store <16 x i32> %26, ptr %27, align 4, !dbg !970, !tbaa !264
  %28 = mul <16 x i8> %11, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>, !dbg !955
  %29 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %6, !dbg !971
  store <16 x i8> %28, ptr %29, align 1, !dbg !972, !tbaa !299
  %30 = mul <16 x i32> %12, <i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97, i32 97>, !dbg !956
  %31 = urem <16 x i32> %30, <i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400>, !dbg !956
  %32 = trunc nuw nsw <16 x i32> %31 to <16 x i16>, !dbg !973
  %33 = add nsw <16 x i16> %32, <i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200, i16 -200>, !dbg !973
  %34 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %6, !dbg !974
  store <16 x i16> %33, ptr %34, align 2, !dbg !975, !tbaa !315
  %35 = uitofp <16 x i32> %8 to <16 x double>, !dbg !976
  %36 = fdiv <16 x double> %35, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !977
  %37 = getelementptr inbounds [1000 x double], ptr @d, i64 0, i64 %6, !dbg !978
  store <16 x double> %36, ptr %37, align 8, !dbg !979, !tbaa !334
  %38 = mul nuw nsw <16 x i64> %7, <i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789, i64 123456789>, !dbg !980
  %39 = add nsw <16 x i64> %38, <i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000, i64 -5000000000>, !dbg !981
  %40 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %6, !dbg !982
  store <16 x i64> %39, ptr %40, align 8, !dbg !983, !tbaa !440
  %41 = add nuw i64 %6, 16, !dbg !949
  %42 = add <16 x i64> %7, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %43 = add <16 x i32> %8, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !951
  %44 = add <16 x i16> %9, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>, !dbg !953
  %45 = add <16 x i32> %10, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !954
  %46 = add <16 x i8> %11, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !955
  %47 = add <16 x i32> %12, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !956
  %48 = icmp eq i64 %41, 992, !dbg !949
  br i1 %48, label %49, label %5, !dbg !949, !llvm.loop !984

49:                                               ; preds = %5
  store <8 x float> <float 1.980000e+02, float 1.982500e+02, float 1.985000e+02, float 1.987500e+02, float 1.990000e+02, float 1.992500e+02, float 1.995000e+02, float 1.997500e+02>, ptr getelementptr inbounds (i8, ptr @a, i64 3968), align 4, !dbg !959, !tbaa !237
  store <8 x float> <float 9.000000e+00, float 1.050000e+01, float 1.200000e+01, float 1.350000e+01, float 1.500000e+01, float 1.650000e+01, float 1.800000e+01, float 1.950000e+01>, ptr getelementptr inbounds (i8, ptr @b, i64 3968), align 4, !dbg !963, !tbaa !237
  store <8 x i32> <i32 148, i32 67, i32 -14, i32 -95, i32 -176, i32 -257, i32 -338, i32 -419>, ptr getelementptr inbounds (i8, ptr @ia, i64 3968), align 4, !dbg !966, !tbaa !264
  store <8 x i32> <i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>, ptr getelementptr inbounds (i8, ptr @ib, i64 3968), align 4, !dbg !970, !tbaa !264
  store <8 x i8> <i8 32, i8 63, i8 94, i8 125, i8 -100, i8 -69, i8 -38, i8 -7>, ptr getelementptr inbounds (i8, ptr @u8, i64 992), align 1, !dbg !972, !tbaa !299
  store <8 x i16> <i16 24, i16 121, i16 -182, i16 -85, i16 12, i16 109, i16 -194, i16 -97>, ptr getelementptr inbounds (i8, ptr @s16, i64 1984), align 2, !dbg !975, !tbaa !315
  store <8 x double> <double 0x4074AAAAAAAAAAAB, double 3.310000e+02, double 0x4074B55555555555, double 0x4074BAAAAAAAAAAB, double 3.320000e+02, double 0x4074C55555555555, double 0x4074CAAAAAAAAAAB, double 3.330000e+02>, ptr getelementptr inbounds (i8, ptr @d, i64 7936), align 8, !dbg !979, !tbaa !334
  store <8 x i64> <i64 117469134688, i64 117592591477, i64 117716048266, i64 117839505055, i64 117962961844, i64 118086418633, i64 118209875422, i64 118333332211>, ptr getelementptr inbounds (i8, ptr @ll, i64 7936), align 8, !dbg !983, !tbaa !440
  tail call void @saxpy(float noundef 1.500000e+00), !dbg !986
  %50 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 40), align 4, !dbg !987, !tbaa !237
  %51 = fpext float %50 to double, !dbg !987
  %52 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !988, !tbaa !237
  %53 = fpext float %52 to double, !dbg !988
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %51, double noundef %53), !dbg !989
  %55 = tail call i32 @dot(), !dbg !990
  %56 = tail call i32 @maxv(), !dbg !991
  %57 = tail call i32 @bsum(), !dbg !992
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55, i32 noundef %56, i32 noundef %57), !dbg !993
  tail call void @clampv(), !dbg !994
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !995, !tbaa !315
  %60 = sext i16 %59 to i32, !dbg !995
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 154), align 2, !dbg !996, !tbaa !315
  %62 = sext i16 %61 to i32, !dbg !996
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef %62), !dbg !997
  %64 = tail call double @dsum(), !dbg !998
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %64), !dbg !999
  tail call void @conv(), !dbg !1000
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 12), align 4, !dbg !1001, !tbaa !264
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3992), align 4, !dbg !1002, !tbaa !264
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %66, i32 noundef %67), !dbg !1003
  tail call void @shifts(i32 noundef 2), !dbg !1004
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 12), align 4, !dbg !1005, !tbaa !264
  %70 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3992), align 4, !dbg !1006, !tbaa !264
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69, i32 noundef %70), !dbg !1007
  tail call void @bytes(), !dbg !1008
  %72 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 3), align 1, !dbg !1009, !tbaa !299
  %73 = zext i8 %72 to i32, !dbg !1009
  %74 = load i8, ptr getelementptr inbounds (i8, ptr @u8, i64 998), align 1, !dbg !1010, !tbaa !299
  %75 = zext i8 %74 to i32, !dbg !1010
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %73, i32 noundef %75), !dbg !1011
  %77 = tail call i32 @count_less(), !dbg !1012
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %77), !dbg !1013
  tail call void @reverse(), !dbg !1014
  %79 = load i32, ptr @ib, align 4, !dbg !1015, !tbaa !264
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 3996), align 4, !dbg !1016, !tbaa !264
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %79, i32 noundef %80), !dbg !1017
  tail call void @mul64(), !dbg !1018
  %82 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 8), align 8, !dbg !1019, !tbaa !440
  %83 = load i64, ptr getelementptr inbounds (i8, ptr @ll, i64 7984), align 8, !dbg !1020, !tbaa !440
  %84 = tail call i64 @llmin(), !dbg !1021
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %82, i64 noundef %83, i64 noundef %84), !dbg !1022
  %86 = tail call float @fmaxv(), !dbg !1023
  %87 = fpext float %86 to double, !dbg !1023
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %87), !dbg !1024
  tail call void @absdiff(), !dbg !1025
  %89 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 10), align 2, !dbg !1026, !tbaa !315
  %90 = sext i16 %89 to i32, !dbg !1026
  %91 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 12), align 2, !dbg !1027, !tbaa !315
  %92 = sext i16 %91 to i32, !dbg !1027
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90, i32 noundef %92), !dbg !1028
  tail call void @fsel(), !dbg !1029
  %94 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 20), align 4, !dbg !1030, !tbaa !237
  %95 = fpext float %94 to double, !dbg !1030
  %96 = load float, ptr getelementptr inbounds (i8, ptr @c, i64 2000), align 4, !dbg !1031, !tbaa !237
  %97 = fpext float %96 to double, !dbg !1031
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %95, double noundef %97), !dbg !1032
  tail call void @to_double(), !dbg !1033
  %99 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 56), align 8, !dbg !1034, !tbaa !334
  %100 = load double, ptr getelementptr inbounds (i8, ptr @d, i64 7992), align 8, !dbg !1035, !tbaa !334
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %99, double noundef %100), !dbg !1036
    #dbg_value(i64 0, !902, !DIExpression(), !1037)
    #dbg_value(i32 0, !903, !DIExpression(), !1038)
  br label %251, !dbg !1039

102:                                              ; preds = %251
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %278), !dbg !1040
    #dbg_value(<4 x i32> <i32 7, i32 -3, i32 100, i32 -2147483647>, !905, !DIExpression(), !1037)
    #dbg_value(<4 x i32> <i32 2, i32 5, i32 -7, i32 3>, !906, !DIExpression(), !1037)
  %104 = tail call <4 x i32> @vmix(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1041
    #dbg_value(ptr @.str.15, !1042, !DIExpression(), !1050)
    #dbg_value(<4 x i32> %104, !1049, !DIExpression(), !1050)
  %105 = extractelement <4 x i32> %104, i64 0, !dbg !1052
  %106 = extractelement <4 x i32> %104, i64 1, !dbg !1053
  %107 = extractelement <4 x i32> %104, i64 2, !dbg !1054
  %108 = extractelement <4 x i32> %104, i64 3, !dbg !1055
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.15, i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108), !dbg !1056
  %110 = tail call <4 x i32> @vdiv(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1057
    #dbg_value(ptr @.str.16, !1042, !DIExpression(), !1058)
    #dbg_value(<4 x i32> %110, !1049, !DIExpression(), !1058)
  %111 = extractelement <4 x i32> %110, i64 0, !dbg !1060
  %112 = extractelement <4 x i32> %110, i64 1, !dbg !1061
  %113 = extractelement <4 x i32> %110, i64 2, !dbg !1062
  %114 = extractelement <4 x i32> %110, i64 3, !dbg !1063
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.16, i32 noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114), !dbg !1064
    #dbg_value(<4 x i32> <i32 7, i32 -1294967296, i32 100, i32 5>, !907, !DIExpression(), !1037)
    #dbg_value(<4 x i32> <i32 2, i32 7, i32 9, i32 1>, !908, !DIExpression(), !1037)
  %116 = tail call <4 x i32> @vudiv(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !1065
    #dbg_value(<4 x i32> %116, !909, !DIExpression(), !1037)
  %117 = extractelement <4 x i32> %116, i64 0, !dbg !1066
  %118 = extractelement <4 x i32> %116, i64 1, !dbg !1067
  %119 = extractelement <4 x i32> %116, i64 2, !dbg !1068
  %120 = extractelement <4 x i32> %116, i64 3, !dbg !1069
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %120), !dbg !1070
    #dbg_value(<2 x i64> <i64 123456789012, i64 -5>, !910, !DIExpression(), !1037)
    #dbg_value(<2 x i64> <i64 -987654321, i64 77>, !911, !DIExpression(), !1037)
  %122 = tail call <2 x i64> @vmul64(<2 x i64> noundef <i64 123456789012, i64 -5>, <2 x i64> noundef <i64 -987654321, i64 77>), !dbg !1071
    #dbg_value(<2 x i64> %122, !912, !DIExpression(), !1037)
  %123 = extractelement <2 x i64> %122, i64 0, !dbg !1072
  %124 = extractelement <2 x i64> %122, i64 1, !dbg !1073
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %123, i64 noundef %124), !dbg !1074
  %126 = tail call <4 x i32> @vcmp(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1075
    #dbg_value(ptr @.str.19, !1042, !DIExpression(), !1076)
    #dbg_value(<4 x i32> %126, !1049, !DIExpression(), !1076)
  %127 = extractelement <4 x i32> %126, i64 0, !dbg !1078
  %128 = extractelement <4 x i32> %126, i64 1, !dbg !1079
  %129 = extractelement <4 x i32> %126, i64 2, !dbg !1080
  %130 = extractelement <4 x i32> %126, i64 3, !dbg !1081
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.19, i32 noundef %127, i32 noundef %128, i32 noundef %129, i32 noundef %130), !dbg !1082
  %132 = tail call <4 x i32> @vucmp(<4 x i32> noundef <i32 7, i32 -1294967296, i32 100, i32 5>, <4 x i32> noundef <i32 2, i32 7, i32 9, i32 1>), !dbg !1083
    #dbg_value(ptr @.str.20, !1042, !DIExpression(), !1084)
    #dbg_value(<4 x i32> %132, !1049, !DIExpression(), !1084)
  %133 = extractelement <4 x i32> %132, i64 0, !dbg !1086
  %134 = extractelement <4 x i32> %132, i64 1, !dbg !1087
  %135 = extractelement <4 x i32> %132, i64 2, !dbg !1088
  %136 = extractelement <4 x i32> %132, i64 3, !dbg !1089
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.20, i32 noundef %133, i32 noundef %134, i32 noundef %135, i32 noundef %136), !dbg !1090
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, !913, !DIExpression(), !1037)
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>, !914, !DIExpression(), !1037)
  %138 = tail call <4 x float> @vfsel(<4 x float> noundef <float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00>, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float -5.000000e-01>), !dbg !1091
    #dbg_value(<4 x float> %138, !915, !DIExpression(), !1037)
  %139 = extractelement <4 x float> %138, i64 0, !dbg !1092
  %140 = fpext float %139 to double, !dbg !1092
  %141 = extractelement <4 x float> %138, i64 1, !dbg !1093
  %142 = fpext float %141 to double, !dbg !1093
  %143 = extractelement <4 x float> %138, i64 2, !dbg !1094
  %144 = fpext float %143 to double, !dbg !1094
  %145 = extractelement <4 x float> %138, i64 3, !dbg !1095
  %146 = fpext float %145 to double, !dbg !1095
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %140, double noundef %142, double noundef %144, double noundef %146), !dbg !1096
    #dbg_value(<2 x double> <double 1.500000e+00, double -3.000000e+00>, !916, !DIExpression(), !1037)
    #dbg_value(<2 x double> <double 2.500000e-01, double 7.000000e+00>, !917, !DIExpression(), !1037)
  %148 = tail call <2 x double> @vdmath(<2 x double> noundef <double 1.500000e+00, double -3.000000e+00>, <2 x double> noundef <double 2.500000e-01, double 7.000000e+00>), !dbg !1097
    #dbg_value(<2 x double> %148, !918, !DIExpression(), !1037)
  %149 = extractelement <2 x double> %148, i64 0, !dbg !1098
  %150 = extractelement <2 x double> %148, i64 1, !dbg !1099
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %149, double noundef %150), !dbg !1100
  %152 = tail call <4 x i32> @vshuf(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1101
    #dbg_value(ptr @.str.23, !1042, !DIExpression(), !1102)
    #dbg_value(<4 x i32> %152, !1049, !DIExpression(), !1102)
  %153 = extractelement <4 x i32> %152, i64 0, !dbg !1104
  %154 = extractelement <4 x i32> %152, i64 1, !dbg !1105
  %155 = extractelement <4 x i32> %152, i64 2, !dbg !1106
  %156 = extractelement <4 x i32> %152, i64 3, !dbg !1107
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.23, i32 noundef %153, i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !1108
  %158 = tail call <4 x i32> @vzip(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1109
    #dbg_value(ptr @.str.24, !1042, !DIExpression(), !1110)
    #dbg_value(<4 x i32> %158, !1049, !DIExpression(), !1110)
  %159 = extractelement <4 x i32> %158, i64 0, !dbg !1112
  %160 = extractelement <4 x i32> %158, i64 1, !dbg !1113
  %161 = extractelement <4 x i32> %158, i64 2, !dbg !1114
  %162 = extractelement <4 x i32> %158, i64 3, !dbg !1115
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.24, i32 noundef %159, i32 noundef %160, i32 noundef %161, i32 noundef %162), !dbg !1116
  %164 = tail call <4 x i32> @vext(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, <4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>), !dbg !1117
    #dbg_value(ptr @.str.25, !1042, !DIExpression(), !1118)
    #dbg_value(<4 x i32> %164, !1049, !DIExpression(), !1118)
  %165 = extractelement <4 x i32> %164, i64 0, !dbg !1120
  %166 = extractelement <4 x i32> %164, i64 1, !dbg !1121
  %167 = extractelement <4 x i32> %164, i64 2, !dbg !1122
  %168 = extractelement <4 x i32> %164, i64 3, !dbg !1123
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.25, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168), !dbg !1124
    #dbg_value(<16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, !919, !DIExpression(), !1037)
    #dbg_value(<16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>, !920, !DIExpression(), !1037)
  %170 = tail call <16 x i8> @vrev(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>), !dbg !1125
  tail call fastcc void @print16(ptr noundef nonnull @.str.26, <16 x i8> noundef %170), !dbg !1126
  %171 = tail call <16 x i8> @vbytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !1127
  tail call fastcc void @print16(ptr noundef nonnull @.str.27, <16 x i8> noundef %171), !dbg !1128
  %172 = tail call <16 x i8> @vubytes(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>, <16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !1129
  tail call fastcc void @print16(ptr noundef nonnull @.str.28, <16 x i8> noundef %172), !dbg !1130
    #dbg_value(<8 x i16> <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, !921, !DIExpression(), !1037)
    #dbg_value(<8 x i16> <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>, !922, !DIExpression(), !1037)
  %173 = tail call <8 x i16> @vshorts(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !1131
    #dbg_value(<8 x i16> %173, !923, !DIExpression(), !1037)
  %174 = tail call <8 x i16> @vshl(<8 x i16> noundef <i16 1, i16 -2, i16 300, i16 -400, i16 5000, i16 -6000, i16 32767, i16 -32768>, <8 x i16> noundef <i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10>), !dbg !1132
    #dbg_value(<8 x i16> %174, !924, !DIExpression(), !1037)
    #dbg_value(i32 0, !925, !DIExpression(), !1133)
  %175 = extractelement <8 x i16> %173, i64 0, !dbg !1134
  %176 = sext i16 %175 to i32, !dbg !1134
  %177 = extractelement <8 x i16> %174, i64 0, !dbg !1136
  %178 = sext i16 %177 to i32, !dbg !1136
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %176, i32 noundef %178), !dbg !1137
    #dbg_value(i32 1, !925, !DIExpression(), !1133)
  %180 = extractelement <8 x i16> %173, i64 1, !dbg !1134
  %181 = sext i16 %180 to i32, !dbg !1134
  %182 = extractelement <8 x i16> %174, i64 1, !dbg !1136
  %183 = sext i16 %182 to i32, !dbg !1136
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %181, i32 noundef %183), !dbg !1137
    #dbg_value(i32 2, !925, !DIExpression(), !1133)
  %185 = extractelement <8 x i16> %173, i64 2, !dbg !1134
  %186 = sext i16 %185 to i32, !dbg !1134
  %187 = extractelement <8 x i16> %174, i64 2, !dbg !1136
  %188 = sext i16 %187 to i32, !dbg !1136
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %186, i32 noundef %188), !dbg !1137
    #dbg_value(i32 3, !925, !DIExpression(), !1133)
  %190 = extractelement <8 x i16> %173, i64 3, !dbg !1134
  %191 = sext i16 %190 to i32, !dbg !1134
  %192 = extractelement <8 x i16> %174, i64 3, !dbg !1136
  %193 = sext i16 %192 to i32, !dbg !1136
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %191, i32 noundef %193), !dbg !1137
    #dbg_value(i32 4, !925, !DIExpression(), !1133)
  %195 = extractelement <8 x i16> %173, i64 4, !dbg !1134
  %196 = sext i16 %195 to i32, !dbg !1134
  %197 = extractelement <8 x i16> %174, i64 4, !dbg !1136
  %198 = sext i16 %197 to i32, !dbg !1136
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %196, i32 noundef %198), !dbg !1137
    #dbg_value(i32 5, !925, !DIExpression(), !1133)
  %200 = extractelement <8 x i16> %173, i64 5, !dbg !1134
  %201 = sext i16 %200 to i32, !dbg !1134
  %202 = extractelement <8 x i16> %174, i64 5, !dbg !1136
  %203 = sext i16 %202 to i32, !dbg !1136
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %201, i32 noundef %203), !dbg !1137
    #dbg_value(i32 6, !925, !DIExpression(), !1133)
  %205 = extractelement <8 x i16> %173, i64 6, !dbg !1134
  %206 = sext i16 %205 to i32, !dbg !1134
  %207 = extractelement <8 x i16> %174, i64 6, !dbg !1136
  %208 = sext i16 %207 to i32, !dbg !1136
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %206, i32 noundef %208), !dbg !1137
    #dbg_value(i32 7, !925, !DIExpression(), !1133)
  %210 = extractelement <8 x i16> %173, i64 7, !dbg !1134
  %211 = sext i16 %210 to i32, !dbg !1134
  %212 = extractelement <8 x i16> %174, i64 7, !dbg !1136
  %213 = sext i16 %212 to i32, !dbg !1136
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %211, i32 noundef %213), !dbg !1137
    #dbg_value(i32 8, !925, !DIExpression(), !1133)
  %215 = tail call i32 @putchar(i32 10), !dbg !1138
  %216 = tail call i32 @vlane(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 2), !dbg !1139
  %217 = tail call i32 @vlane(<4 x i32> noundef <i32 2, i32 5, i32 -7, i32 3>, i32 noundef 7), !dbg !1140
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %216, i32 noundef %217), !dbg !1141
  %219 = tail call <4 x i32> @vset(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>, i32 noundef 5, i32 noundef 42), !dbg !1142
    #dbg_value(ptr @.str.32, !1042, !DIExpression(), !1143)
    #dbg_value(<4 x i32> %219, !1049, !DIExpression(), !1143)
  %220 = extractelement <4 x i32> %219, i64 0, !dbg !1145
  %221 = extractelement <4 x i32> %219, i64 1, !dbg !1146
  %222 = extractelement <4 x i32> %219, i64 2, !dbg !1147
  %223 = extractelement <4 x i32> %219, i64 3, !dbg !1148
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.32, i32 noundef %220, i32 noundef %221, i32 noundef %222, i32 noundef %223), !dbg !1149
  %225 = tail call <4 x float> @vconvert(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !1150
    #dbg_value(<4 x float> %225, !927, !DIExpression(), !1037)
  %226 = extractelement <4 x float> %225, i64 0, !dbg !1151
  %227 = fpext float %226 to double, !dbg !1151
  %228 = extractelement <4 x float> %225, i64 1, !dbg !1152
  %229 = fpext float %228 to double, !dbg !1152
  %230 = extractelement <4 x float> %225, i64 2, !dbg !1153
  %231 = fpext float %230 to double, !dbg !1153
  %232 = extractelement <4 x float> %225, i64 3, !dbg !1154
  %233 = fpext float %232 to double, !dbg !1154
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %227, double noundef %229, double noundef %231, double noundef %233), !dbg !1155
  %235 = tail call <4 x i32> @vtrunc(<4 x float> noundef %138), !dbg !1156
    #dbg_value(ptr @.str.34, !1042, !DIExpression(), !1157)
    #dbg_value(<4 x i32> %235, !1049, !DIExpression(), !1157)
  %236 = extractelement <4 x i32> %235, i64 0, !dbg !1159
  %237 = extractelement <4 x i32> %235, i64 1, !dbg !1160
  %238 = extractelement <4 x i32> %235, i64 2, !dbg !1161
  %239 = extractelement <4 x i32> %235, i64 3, !dbg !1162
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.34, i32 noundef %236, i32 noundef %237, i32 noundef %238, i32 noundef %239), !dbg !1163
  %241 = tail call <2 x double> @vsplat(double noundef 2.500000e+00, <2 x double> noundef <double 1.500000e+00, double -3.000000e+00>), !dbg !1164
    #dbg_value(<2 x double> %241, !928, !DIExpression(), !1037)
  %242 = extractelement <2 x double> %241, i64 0, !dbg !1165
  %243 = extractelement <2 x double> %241, i64 1, !dbg !1166
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, double noundef %242, double noundef %243), !dbg !1167
  %245 = tail call <4 x i32> @across(<4 x i32> noundef <i32 7, i32 -3, i32 100, i32 -2147483647>), !dbg !1168
    #dbg_value(ptr @.str.36, !1042, !DIExpression(), !1169)
    #dbg_value(<4 x i32> %245, !1049, !DIExpression(), !1169)
  %246 = extractelement <4 x i32> %245, i64 0, !dbg !1171
  %247 = extractelement <4 x i32> %245, i64 1, !dbg !1172
  %248 = extractelement <4 x i32> %245, i64 2, !dbg !1173
  %249 = extractelement <4 x i32> %245, i64 3, !dbg !1174
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.36, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249), !dbg !1175
    #dbg_value(<32 x i8> zeroinitializer, !929, !DIExpression(), !1037)
    #dbg_value(i32 0, !930, !DIExpression(), !1176)
  br label %281, !dbg !1177

251:                                              ; preds = %49, %251
  %252 = phi i64 [ 0, %49 ], [ %279, %251 ]
  %253 = phi i64 [ 0, %49 ], [ %278, %251 ]
    #dbg_value(i64 %253, !902, !DIExpression(), !1037)
    #dbg_value(i64 %252, !903, !DIExpression(), !1038)
  %254 = mul nsw i64 %253, 31, !dbg !1178
  %255 = getelementptr inbounds [1000 x i32], ptr @ia, i64 0, i64 %252, !dbg !1180
  %256 = load i32, ptr %255, align 4, !dbg !1180, !tbaa !264
  %257 = sext i32 %256 to i64, !dbg !1180
  %258 = add nsw i64 %254, %257, !dbg !1181
  %259 = getelementptr inbounds [1000 x i32], ptr @ib, i64 0, i64 %252, !dbg !1182
  %260 = load i32, ptr %259, align 4, !dbg !1182, !tbaa !264
  %261 = sext i32 %260 to i64, !dbg !1182
  %262 = add nsw i64 %258, %261, !dbg !1183
  %263 = getelementptr inbounds [1000 x i8], ptr @u8, i64 0, i64 %252, !dbg !1184
  %264 = load i8, ptr %263, align 1, !dbg !1184, !tbaa !299
  %265 = zext i8 %264 to i64, !dbg !1184
  %266 = add nsw i64 %262, %265, !dbg !1185
  %267 = getelementptr inbounds [1000 x i16], ptr @s16, i64 0, i64 %252, !dbg !1186
  %268 = load i16, ptr %267, align 2, !dbg !1186, !tbaa !315
  %269 = sext i16 %268 to i64, !dbg !1186
  %270 = add nsw i64 %266, %269, !dbg !1187
  %271 = getelementptr inbounds [1000 x float], ptr @c, i64 0, i64 %252, !dbg !1188
  %272 = load float, ptr %271, align 4, !dbg !1188, !tbaa !237
  %273 = fptosi float %272 to i64, !dbg !1189
  %274 = add nsw i64 %270, %273, !dbg !1190
  %275 = getelementptr inbounds [1000 x i64], ptr @ll, i64 0, i64 %252, !dbg !1191
  %276 = load i64, ptr %275, align 8, !dbg !1191, !tbaa !440
  %277 = srem i64 %276, 1000, !dbg !1192
  %278 = add nsw i64 %274, %277, !dbg !1193
    #dbg_value(i64 %278, !902, !DIExpression(), !1037)
  %279 = add nuw nsw i64 %252, 1, !dbg !1194
    #dbg_value(i64 %279, !903, !DIExpression(), !1038)
  %280 = icmp eq i64 %279, 1000, !dbg !1195
  br i1 %280, label %102, label %251, !dbg !1039, !llvm.loop !1196

281:                                              ; preds = %102, %281
  %282 = phi <32 x i8> [ zeroinitializer, %102 ], [ %286, %281 ]
  %283 = phi i32 [ 0, %102 ], [ %285, %281 ]
    #dbg_value(<32 x i8> %282, !929, !DIExpression(), !1037)
    #dbg_value(i32 %283, !930, !DIExpression(), !1176)
  %284 = mul nuw nsw i32 %283, 7, !dbg !1198
  %285 = add nuw nsw i32 %283, 1, !dbg !1200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11, !dbg !1201
  store <32 x i8> %282, ptr %2, align 16, !dbg !1201, !tbaa !299
  call void @vset32(ptr dead_on_unwind nonnull writable sret(<32 x i8>) align 16 %1, ptr noundef nonnull %2, i32 noundef %284, i32 noundef %285), !dbg !1201
  %286 = load <32 x i8>, ptr %1, align 16, !dbg !1201, !tbaa !299
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11, !dbg !1201
    #dbg_value(<32 x i8> %286, !929, !DIExpression(), !1037)
    #dbg_value(i32 %285, !930, !DIExpression(), !1176)
  %287 = icmp eq i32 %285, 32, !dbg !1202
  br i1 %287, label %333, label %281, !dbg !1177, !llvm.loop !1203

288:                                              ; preds = %333
  %289 = tail call i32 @putchar(i32 10), !dbg !1205
    #dbg_value(<2 x float> <float 1.500000e+00, float -3.000000e+00>, !934, !DIExpression(), !1037)
    #dbg_value(<2 x float> <float 2.500000e-01, float 7.000000e+00>, !935, !DIExpression(), !1037)
  %290 = tail call <2 x float> @d_fmath(<2 x float> noundef <float 1.500000e+00, float -3.000000e+00>, <2 x float> noundef <float 2.500000e-01, float 7.000000e+00>), !dbg !1206
    #dbg_value(<2 x float> %290, !936, !DIExpression(), !1037)
  %291 = extractelement <2 x float> %290, i64 0, !dbg !1207
  %292 = fpext float %291 to double, !dbg !1207
  %293 = extractelement <2 x float> %290, i64 1, !dbg !1208
  %294 = fpext float %293 to double, !dbg !1208
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, double noundef %292, double noundef %294), !dbg !1209
    #dbg_value(<2 x i32> <i32 100000, i32 -7>, !937, !DIExpression(), !1037)
    #dbg_value(<2 x i32> <i32 3, i32 -9>, !938, !DIExpression(), !1037)
  %296 = tail call <2 x i32> @d_imath(<2 x i32> noundef <i32 100000, i32 -7>, <2 x i32> noundef <i32 3, i32 -9>), !dbg !1210
    #dbg_value(<2 x i32> %296, !939, !DIExpression(), !1037)
  %297 = extractelement <2 x i32> %296, i64 0, !dbg !1211
  %298 = extractelement <2 x i32> %296, i64 1, !dbg !1212
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %297, i32 noundef %298), !dbg !1213
  %300 = tail call <4 x i16> @d_narrow(<4 x i32> noundef <i32 70000, i32 -70000, i32 32767, i32 -5>), !dbg !1214
    #dbg_value(<4 x i16> %300, !940, !DIExpression(), !1037)
  %301 = tail call <4 x i32> @d_widen(<4 x i16> noundef %300), !dbg !1215
    #dbg_value(<4 x i32> %301, !941, !DIExpression(), !1037)
  %302 = extractelement <4 x i16> %300, i64 0, !dbg !1216
  %303 = sext i16 %302 to i32, !dbg !1216
  %304 = extractelement <4 x i16> %300, i64 1, !dbg !1217
  %305 = sext i16 %304 to i32, !dbg !1217
  %306 = extractelement <4 x i16> %300, i64 2, !dbg !1218
  %307 = sext i16 %306 to i32, !dbg !1218
  %308 = extractelement <4 x i16> %300, i64 3, !dbg !1219
  %309 = sext i16 %308 to i32, !dbg !1219
  %310 = extractelement <4 x i32> %301, i64 0, !dbg !1220
  %311 = extractelement <4 x i32> %301, i64 1, !dbg !1221
  %312 = extractelement <4 x i32> %301, i64 2, !dbg !1222
  %313 = extractelement <4 x i32> %301, i64 3, !dbg !1223
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %303, i32 noundef %305, i32 noundef %307, i32 noundef %309, i32 noundef %310, i32 noundef %311, i32 noundef %312, i32 noundef %313), !dbg !1224
  %315 = tail call <2 x float> @d_from_long(<2 x i64> noundef <i64 9007199254740993, i64 -123456789012345>), !dbg !1225
    #dbg_value(<2 x float> %315, !942, !DIExpression(), !1037)
  %316 = tail call <2 x i64> @d_to_long(<2 x float> noundef <float -3.750000e+00, float 1.000000e+10>), !dbg !1226
    #dbg_value(<2 x i64> %316, !943, !DIExpression(), !1037)
  %317 = extractelement <2 x float> %315, i64 0, !dbg !1227
  %318 = fpext float %317 to double, !dbg !1227
  %319 = extractelement <2 x float> %315, i64 1, !dbg !1228
  %320 = fpext float %319 to double, !dbg !1228
  %321 = extractelement <2 x i64> %316, i64 0, !dbg !1229
  %322 = extractelement <2 x i64> %316, i64 1, !dbg !1230
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, double noundef %318, double noundef %320, i64 noundef %321, i64 noundef %322), !dbg !1231
  %324 = tail call <8 x i8> @d_high(<16 x i8> noundef <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -9, i8 -10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 127>), !dbg !1232
    #dbg_value(<8 x i8> %324, !944, !DIExpression(), !1037)
  %325 = tail call <8 x i8> @d_high(<16 x i8> noundef <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 100, i8 100, i8 100, i8 100, i8 -100, i8 -100, i8 -100, i8 1>), !dbg !1233
  %326 = tail call <8 x i8> @d_bytes(<8 x i8> noundef %324, <8 x i8> noundef %325), !dbg !1234
  %327 = tail call <16 x i8> @d_join(<8 x i8> noundef %326, <8 x i8> noundef %324), !dbg !1235
    #dbg_value(<16 x i8> %327, !945, !DIExpression(), !1037)
  tail call fastcc void @print16(ptr noundef nonnull @.str.42, <16 x i8> noundef %327), !dbg !1236
  %328 = tail call i64 @d_bits(<2 x i32> noundef %296), !dbg !1237
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i64 noundef %328), !dbg !1238
    #dbg_value(<4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, !946, !DIExpression(), !1037)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11, !dbg !1239
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %3, align 16, !dbg !1239, !tbaa !299
  %330 = call double @vget4d(ptr noundef nonnull %3, i32 noundef 1), !dbg !1239
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11, !dbg !1239
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11, !dbg !1240
  store <4 x double> <double 1.500000e+00, double -2.500000e+00, double 3.500000e+00, double -4.500000e+00>, ptr %4, align 16, !dbg !1240, !tbaa !299
  %331 = call double @vget4d(ptr noundef nonnull %4, i32 noundef 6), !dbg !1240
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11, !dbg !1240
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, double noundef %330, double noundef %331), !dbg !1241
  ret i32 0, !dbg !1242

333:                                              ; preds = %281, %333
  %334 = phi i32 [ %338, %333 ], [ 0, %281 ]
    #dbg_value(i32 %334, !932, !DIExpression(), !1243)
  %335 = extractelement <32 x i8> %286, i32 %334, !dbg !1244
  %336 = zext i8 %335 to i32, !dbg !1244
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %336), !dbg !1246
  %338 = add nuw nsw i32 %334, 1, !dbg !1247
    #dbg_value(i32 %338, !932, !DIExpression(), !1243)
  %339 = icmp eq i32 %338, 32, !dbg !1248
  br i1 %339, label %288, label %333, !dbg !1249, !llvm.loop !1250
}

; Function Attrs: nofree nounwind
declare !dbg !1252 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print16(ptr noundef %0, <16 x i8> noundef %1) unnamed_addr #7 !dbg !1257 {
    #dbg_value(ptr %0, !1261, !DIExpression(), !1265)
    #dbg_value(<16 x i8> %1, !1262, !DIExpression(), !1265)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef %0), !dbg !1266
    #dbg_value(i32 0, !1263, !DIExpression(), !1267)
    #dbg_value(i32 0, !1263, !DIExpression(), !1267)
  %4 = extractelement <16 x i8> %1, i64 0, !dbg !1268
  %5 = sext i8 %4 to i32, !dbg !1268
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %5), !dbg !1270
    #dbg_value(i32 1, !1263, !DIExpression(), !1267)
  %7 = extractelement <16 x i8> %1, i64 1, !dbg !1268
  %8 = sext i8 %7 to i32, !dbg !1268
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %8), !dbg !1270
    #dbg_value(i32 2, !1263, !DIExpression(), !1267)
  %10 = extractelement <16 x i8> %1, i64 2, !dbg !1268
  %11 = sext i8 %10 to i32, !dbg !1268
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %11), !dbg !1270
    #dbg_value(i32 3, !1263, !DIExpression(), !1267)
  %13 = extractelement <16 x i8> %1, i64 3, !dbg !1268
  %14 = sext i8 %13 to i32, !dbg !1268
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %14), !dbg !1270
    #dbg_value(i32 4, !1263, !DIExpression(), !1267)
  %16 = extractelement <16 x i8> %1, i64 4, !dbg !1268
  %17 = sext i8 %16 to i32, !dbg !1268
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %17), !dbg !1270
    #dbg_value(i32 5, !1263, !DIExpression(), !1267)
  %19 = extractelement <16 x i8> %1, i64 5, !dbg !1268
  %20 = sext i8 %19 to i32, !dbg !1268
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %20), !dbg !1270
    #dbg_value(i32 6, !1263, !DIExpression(), !1267)
  %22 = extractelement <16 x i8> %1, i64 6, !dbg !1268
  %23 = sext i8 %22 to i32, !dbg !1268
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %23), !dbg !1270
    #dbg_value(i32 7, !1263, !DIExpression(), !1267)
  %25 = extractelement <16 x i8> %1, i64 7, !dbg !1268
  %26 = sext i8 %25 to i32, !dbg !1268
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %26), !dbg !1270
    #dbg_value(i32 8, !1263, !DIExpression(), !1267)
  %28 = extractelement <16 x i8> %1, i64 8, !dbg !1268
  %29 = sext i8 %28 to i32, !dbg !1268
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %29), !dbg !1270
    #dbg_value(i32 9, !1263, !DIExpression(), !1267)
  %31 = extractelement <16 x i8> %1, i64 9, !dbg !1268
  %32 = sext i8 %31 to i32, !dbg !1268
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %32), !dbg !1270
    #dbg_value(i32 10, !1263, !DIExpression(), !1267)
  %34 = extractelement <16 x i8> %1, i64 10, !dbg !1268
  %35 = sext i8 %34 to i32, !dbg !1268
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %35), !dbg !1270
    #dbg_value(i32 11, !1263, !DIExpression(), !1267)
  %37 = extractelement <16 x i8> %1, i64 11, !dbg !1268
  %38 = sext i8 %37 to i32, !dbg !1268
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %38), !dbg !1270
    #dbg_value(i32 12, !1263, !DIExpression(), !1267)
  %40 = extractelement <16 x i8> %1, i64 12, !dbg !1268
  %41 = sext i8 %40 to i32, !dbg !1268
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %41), !dbg !1270
    #dbg_value(i32 13, !1263, !DIExpression(), !1267)
  %43 = extractelement <16 x i8> %1, i64 13, !dbg !1268
  %44 = sext i8 %43 to i32, !dbg !1268
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %44), !dbg !1270
    #dbg_value(i32 14, !1263, !DIExpression(), !1267)
  %46 = extractelement <16 x i8> %1, i64 14, !dbg !1268
  %47 = sext i8 %46 to i32, !dbg !1268
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %47), !dbg !1270
    #dbg_value(i32 15, !1263, !DIExpression(), !1267)
  %49 = extractelement <16 x i8> %1, i64 15, !dbg !1268
  %50 = sext i8 %49 to i32, !dbg !1268
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %50), !dbg !1270
    #dbg_value(i32 16, !1263, !DIExpression(), !1267)
  %52 = tail call i32 @putchar(i32 10), !dbg !1271
  ret void, !dbg !1272
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
!llvm.module.flags = !{!215, !216, !217, !218, !219, !220, !221, !222}
!llvm.ident = !{!223}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !183, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !37, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/neon_vectors.c", directory: ".", checksumkind: CSK_MD5, checksum: "3840448fc85f46178dfc6c5c26feb3fe")
!4 = !{!5, !6, !7, !12, !16, !17, !21, !24, !28, !32, !35, !11, !36}
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
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8uc", file: !3, line: 81, baseType: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, flags: DIFlagVector, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16c", file: !3, line: 42, baseType: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, flags: DIFlagVector, elements: !26)
!34 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!37 = !{!38, !44, !49, !51, !56, !61, !66, !68, !70, !75, !80, !82, !87, !89, !94, !96, !99, !101, !106, !108, !110, !115, !117, !119, !121, !123, !125, !127, !132, !137, !139, !144, !146, !148, !153, !155, !157, !159, !161, !163, !165, !170, !175, !177, !179, !0, !181, !186, !188, !191, !193, !196, !199, !202, !205, !208, !213}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 104, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !{!43}
!43 = !DISubrange(count: 13)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 184, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 23)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !40, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 72, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 9)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 96, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 12)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 131, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !40, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 120, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 15)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 208, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 26)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 141, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 88, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 11)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !58, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 136, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 17)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !84, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 151, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 32, elements: !19)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !98, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 155, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 144, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 18)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !103, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !98, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 40, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 5)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !103, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !40, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !112, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !98, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !98, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !98, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 48, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 6)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 56, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 7)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !134, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 16, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 2)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 179, type: !58, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !3, line: 180, type: !98, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 168, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 21)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !129, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 185, type: !40, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 186, type: !134, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !98, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !72, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 196, type: !72, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 199, type: !167, isLocal: true, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 40)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 192, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 24)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 205, type: !134, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 206, type: !58, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 208, type: !40, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !183, isLocal: false, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32000, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 1000)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !183, isLocal: false, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !190, isLocal: false, isDefinition: true)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !184)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !190, isLocal: false, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "u8", scope: !2, file: !3, line: 12, type: !195, isLocal: false, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8000, elements: !184)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "s16", scope: !2, file: !3, line: 13, type: !198, isLocal: false, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16000, elements: !184)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 14, type: !201, isLocal: false, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64000, elements: !184)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "ll", scope: !2, file: !3, line: 15, type: !204, isLocal: false, isDefinition: true)
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64000, elements: !184)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !207, isLocal: true, isDefinition: true)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 128, elements: !26)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 106, type: !210, isLocal: true, isDefinition: true)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 24, elements: !211)
!211 = !{!212}
!212 = !DISubrange(count: 3)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !98, isLocal: true, isDefinition: true)
!215 = !{i32 7, !"Dwarf Version", i32 5}
!216 = !{i32 2, !"Debug Info Version", i32 3}
!217 = !{i32 1, !"wchar_size", i32 4}
!218 = !{i32 8, !"PIC Level", i32 2}
!219 = !{i32 7, !"PIE Level", i32 2}
!220 = !{i32 7, !"uwtable", i32 2}
!221 = !{i32 7, !"frame-pointer", i32 1}
!222 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!223 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!224 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !23}
!227 = !{!228, !229}
!228 = !DILocalVariable(name: "k", arg: 1, scope: !224, file: !3, line: 17, type: !23)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 17, type: !5)
!230 = distinct !DILexicalBlock(scope: !224, file: !3, line: 17, column: 49)
!231 = !DILocation(line: 0, scope: !224)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocation(line: 17, column: 49, scope: !230)
!234 = !DILocation(line: 17, column: 73, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 17, column: 49)
!236 = !DILocation(line: 17, column: 88, scope: !235)
!237 = !{!238, !238, i64 0}
!238 = !{!"float", !239, i64 0}
!239 = !{!"omnipotent char", !240, i64 0}
!240 = !{!"Simple C/C++ TBAA"}
!241 = !DILocation(line: 17, column: 95, scope: !235)
!242 = !DILocation(line: 17, column: 93, scope: !235)
!243 = !DILocation(line: 17, column: 77, scope: !235)
!244 = !DILocation(line: 17, column: 82, scope: !235)
!245 = distinct !{!245, !233, !246, !247, !248, !249}
!246 = !DILocation(line: 17, column: 98, scope: !230)
!247 = !{!"llvm.loop.mustprogress"}
!248 = !{!"llvm.loop.isvectorized", i32 1}
!249 = !{!"llvm.loop.unroll.runtime.disable"}
!250 = !DILocation(line: 17, column: 101, scope: !224)
!251 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 18, type: !252, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!5}
!254 = !{!255, !256}
!255 = !DILocalVariable(name: "s", scope: !251, file: !3, line: 18, type: !5)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 18, type: !5)
!257 = distinct !DILexicalBlock(scope: !251, file: !3, line: 18, column: 54)
!258 = !DILocation(line: 0, scope: !251)
!259 = !DILocation(line: 0, scope: !257)
!260 = !DILocation(line: 18, column: 54, scope: !257)
!261 = !DILocation(line: 18, column: 78, scope: !262)
!262 = distinct !DILexicalBlock(scope: !257, file: !3, line: 18, column: 54)
!263 = !DILocation(line: 18, column: 87, scope: !262)
!264 = !{!265, !265, i64 0}
!265 = !{!"int", !239, i64 0}
!266 = !DILocation(line: 18, column: 95, scope: !262)
!267 = !DILocation(line: 18, column: 93, scope: !262)
!268 = !DILocation(line: 18, column: 84, scope: !262)
!269 = distinct !{!269, !260, !270, !247, !248, !249}
!270 = !DILocation(line: 18, column: 99, scope: !257)
!271 = !DILocation(line: 18, column: 102, scope: !251)
!272 = distinct !DISubprogram(name: "maxv", scope: !3, file: !3, line: 19, type: !252, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !273)
!273 = !{!274, !275}
!274 = !DILocalVariable(name: "m", scope: !272, file: !3, line: 19, type: !5)
!275 = !DILocalVariable(name: "i", scope: !276, file: !3, line: 19, type: !5)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 19, column: 62)
!277 = !DILocation(line: 0, scope: !272)
!278 = !DILocation(line: 0, scope: !276)
!279 = !DILocation(line: 19, column: 62, scope: !276)
!280 = !DILocation(line: 19, column: 86, scope: !281)
!281 = distinct !DILexicalBlock(scope: !276, file: !3, line: 19, column: 62)
!282 = !DILocation(line: 19, column: 94, scope: !281)
!283 = distinct !{!283, !279, !284, !247, !248, !249}
!284 = !DILocation(line: 19, column: 114, scope: !276)
!285 = !DILocation(line: 19, column: 117, scope: !272)
!286 = distinct !DISubprogram(name: "bsum", scope: !3, file: !3, line: 20, type: !287, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!6}
!289 = !{!290, !291}
!290 = !DILocalVariable(name: "s", scope: !286, file: !3, line: 20, type: !6)
!291 = !DILocalVariable(name: "i", scope: !292, file: !3, line: 20, type: !5)
!292 = distinct !DILexicalBlock(scope: !286, file: !3, line: 20, column: 65)
!293 = !DILocation(line: 0, scope: !286)
!294 = !DILocation(line: 0, scope: !292)
!295 = !DILocation(line: 20, column: 65, scope: !292)
!296 = !DILocation(line: 20, column: 89, scope: !297)
!297 = distinct !DILexicalBlock(scope: !292, file: !3, line: 20, column: 65)
!298 = !DILocation(line: 20, column: 98, scope: !297)
!299 = !{!239, !239, i64 0}
!300 = !DILocation(line: 20, column: 95, scope: !297)
!301 = distinct !{!301, !295, !302, !247, !248, !249}
!302 = !DILocation(line: 20, column: 102, scope: !292)
!303 = !DILocation(line: 20, column: 105, scope: !286)
!304 = distinct !DISubprogram(name: "clampv", scope: !3, file: !3, line: 21, type: !305, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{null}
!307 = !{!308}
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 22, type: !5)
!309 = distinct !DILexicalBlock(scope: !304, file: !3, line: 22, column: 3)
!310 = !DILocation(line: 0, scope: !309)
!311 = !DILocation(line: 22, column: 3, scope: !309)
!312 = !DILocation(line: 22, column: 27, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !3, line: 22, column: 3)
!314 = !DILocation(line: 22, column: 40, scope: !313)
!315 = !{!316, !316, i64 0}
!316 = !{!"short", !239, i64 0}
!317 = !DILocation(line: 22, column: 38, scope: !313)
!318 = distinct !{!318, !311, !319, !247, !248, !249}
!319 = !DILocation(line: 22, column: 91, scope: !309)
!320 = !DILocation(line: 23, column: 1, scope: !304)
!321 = distinct !DISubprogram(name: "dsum", scope: !3, file: !3, line: 24, type: !322, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!16}
!324 = !{!325, !326}
!325 = !DILocalVariable(name: "s", scope: !321, file: !3, line: 24, type: !16)
!326 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 24, type: !5)
!327 = distinct !DILexicalBlock(scope: !321, file: !3, line: 24, column: 61)
!328 = !DILocation(line: 0, scope: !321)
!329 = !DILocation(line: 0, scope: !327)
!330 = !DILocation(line: 24, column: 61, scope: !327)
!331 = !DILocation(line: 24, column: 85, scope: !332)
!332 = distinct !DILexicalBlock(scope: !327, file: !3, line: 24, column: 61)
!333 = !DILocation(line: 24, column: 94, scope: !332)
!334 = !{!335, !335, i64 0}
!335 = !{!"double", !239, i64 0}
!336 = distinct !{!336, !330, !337, !247, !248, !249}
!337 = !DILocation(line: 24, column: 101, scope: !327)
!338 = !DILocation(line: 24, column: 106, scope: !321)
!339 = distinct !DISubprogram(name: "conv", scope: !3, file: !3, line: 25, type: !305, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !340)
!340 = !{!341}
!341 = !DILocalVariable(name: "i", scope: !342, file: !3, line: 25, type: !5)
!342 = distinct !DILexicalBlock(scope: !339, file: !3, line: 25, column: 45)
!343 = !DILocation(line: 0, scope: !342)
!344 = !DILocation(line: 25, column: 45, scope: !342)
!345 = !DILocation(line: 25, column: 69, scope: !346)
!346 = distinct !DILexicalBlock(scope: !342, file: !3, line: 25, column: 45)
!347 = !DILocation(line: 25, column: 87, scope: !346)
!348 = !DILocation(line: 25, column: 92, scope: !346)
!349 = !DILocation(line: 25, column: 81, scope: !346)
!350 = !DILocation(line: 25, column: 103, scope: !346)
!351 = !DILocation(line: 25, column: 109, scope: !346)
!352 = !DILocation(line: 25, column: 100, scope: !346)
!353 = !DILocation(line: 25, column: 73, scope: !346)
!354 = !DILocation(line: 25, column: 79, scope: !346)
!355 = distinct !{!355, !344, !356, !247, !248, !249}
!356 = !DILocation(line: 25, column: 113, scope: !342)
!357 = !DILocation(line: 25, column: 116, scope: !339)
!358 = distinct !DISubprogram(name: "shifts", scope: !3, file: !3, line: 26, type: !359, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !361)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !5}
!361 = !{!362, !363}
!362 = !DILocalVariable(name: "k", arg: 1, scope: !358, file: !3, line: 26, type: !5)
!363 = !DILocalVariable(name: "i", scope: !364, file: !3, line: 27, type: !5)
!364 = distinct !DILexicalBlock(scope: !358, file: !3, line: 27, column: 3)
!365 = !DILocation(line: 0, scope: !358)
!366 = !DILocation(line: 0, scope: !364)
!367 = !DILocation(line: 27, column: 3, scope: !364)
!368 = !DILocation(line: 27, column: 27, scope: !369)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 27, column: 3)
!370 = !DILocation(line: 27, column: 52, scope: !369)
!371 = !DILocation(line: 27, column: 40, scope: !369)
!372 = !DILocation(line: 27, column: 46, scope: !369)
!373 = !DILocation(line: 27, column: 76, scope: !369)
!374 = !DILocation(line: 27, column: 82, scope: !369)
!375 = !DILocation(line: 27, column: 103, scope: !369)
!376 = !DILocation(line: 27, column: 97, scope: !369)
!377 = !DILocation(line: 27, column: 58, scope: !369)
!378 = !DILocation(line: 27, column: 88, scope: !369)
!379 = !DILocation(line: 27, column: 37, scope: !369)
!380 = distinct !{!380, !367, !381, !247, !248, !249}
!381 = !DILocation(line: 27, column: 107, scope: !364)
!382 = !DILocation(line: 28, column: 1, scope: !358)
!383 = distinct !DISubprogram(name: "bytes", scope: !3, file: !3, line: 29, type: !305, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !384)
!384 = !{!385}
!385 = !DILocalVariable(name: "i", scope: !386, file: !3, line: 29, type: !5)
!386 = distinct !DILexicalBlock(scope: !383, file: !3, line: 29, column: 46)
!387 = !DILocation(line: 0, scope: !386)
!388 = !DILocation(line: 29, column: 46, scope: !386)
!389 = !DILocation(line: 29, column: 70, scope: !390)
!390 = distinct !DILexicalBlock(scope: !386, file: !3, line: 29, column: 46)
!391 = !DILocation(line: 29, column: 92, scope: !390)
!392 = !DILocation(line: 29, column: 98, scope: !390)
!393 = !DILocation(line: 29, column: 111, scope: !390)
!394 = !DILocation(line: 29, column: 102, scope: !390)
!395 = !DILocation(line: 29, column: 80, scope: !390)
!396 = distinct !{!396, !388, !397, !247, !248, !249}
!397 = !DILocation(line: 29, column: 116, scope: !386)
!398 = !DILocation(line: 29, column: 119, scope: !383)
!399 = distinct !DISubprogram(name: "count_less", scope: !3, file: !3, line: 30, type: !252, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !400)
!400 = !{!401, !402}
!401 = !DILocalVariable(name: "n", scope: !399, file: !3, line: 30, type: !5)
!402 = !DILocalVariable(name: "i", scope: !403, file: !3, line: 30, type: !5)
!403 = distinct !DILexicalBlock(scope: !399, file: !3, line: 30, column: 61)
!404 = !DILocation(line: 0, scope: !399)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocation(line: 30, column: 61, scope: !403)
!407 = !DILocation(line: 30, column: 85, scope: !408)
!408 = distinct !DILexicalBlock(scope: !403, file: !3, line: 30, column: 61)
!409 = !DILocation(line: 30, column: 94, scope: !408)
!410 = !DILocation(line: 30, column: 101, scope: !408)
!411 = !DILocation(line: 30, column: 99, scope: !408)
!412 = !DILocation(line: 30, column: 91, scope: !408)
!413 = distinct !{!413, !406, !414, !247, !248, !249}
!414 = !DILocation(line: 30, column: 104, scope: !403)
!415 = !DILocation(line: 30, column: 107, scope: !399)
!416 = distinct !DISubprogram(name: "reverse", scope: !3, file: !3, line: 31, type: !305, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !417)
!417 = !{!418}
!418 = !DILocalVariable(name: "i", scope: !419, file: !3, line: 31, type: !5)
!419 = distinct !DILexicalBlock(scope: !416, file: !3, line: 31, column: 48)
!420 = !DILocation(line: 0, scope: !419)
!421 = !DILocation(line: 31, column: 48, scope: !419)
!422 = !DILocation(line: 31, column: 72, scope: !423)
!423 = distinct !DILexicalBlock(scope: !419, file: !3, line: 31, column: 48)
!424 = !DILocation(line: 31, column: 93, scope: !423)
!425 = !DILocation(line: 31, column: 84, scope: !423)
!426 = !DILocation(line: 31, column: 76, scope: !423)
!427 = !DILocation(line: 31, column: 82, scope: !423)
!428 = distinct !{!428, !421, !429, !247, !248, !249}
!429 = !DILocation(line: 31, column: 96, scope: !419)
!430 = !DILocation(line: 31, column: 99, scope: !416)
!431 = distinct !DISubprogram(name: "mul64", scope: !3, file: !3, line: 32, type: !305, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !432)
!432 = !{!433}
!433 = !DILocalVariable(name: "i", scope: !434, file: !3, line: 32, type: !5)
!434 = distinct !DILexicalBlock(scope: !431, file: !3, line: 32, column: 46)
!435 = !DILocation(line: 0, scope: !434)
!436 = !DILocation(line: 32, column: 46, scope: !434)
!437 = !DILocation(line: 32, column: 70, scope: !438)
!438 = distinct !DILexicalBlock(scope: !434, file: !3, line: 32, column: 46)
!439 = !DILocation(line: 32, column: 82, scope: !438)
!440 = !{!441, !441, i64 0}
!441 = !{!"long long", !239, i64 0}
!442 = !DILocation(line: 32, column: 97, scope: !438)
!443 = !DILocation(line: 32, column: 88, scope: !438)
!444 = !DILocation(line: 32, column: 102, scope: !438)
!445 = !DILocation(line: 32, column: 80, scope: !438)
!446 = distinct !{!446, !436, !447, !247, !248, !249}
!447 = !DILocation(line: 32, column: 104, scope: !434)
!448 = !DILocation(line: 32, column: 107, scope: !431)
!449 = distinct !DISubprogram(name: "llmin", scope: !3, file: !3, line: 33, type: !450, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !452)
!450 = !DISubroutineType(types: !451)
!451 = !{!36}
!452 = !{!453, !454}
!453 = !DILocalVariable(name: "m", scope: !449, file: !3, line: 33, type: !36)
!454 = !DILocalVariable(name: "i", scope: !455, file: !3, line: 33, type: !5)
!455 = distinct !DILexicalBlock(scope: !449, file: !3, line: 33, column: 76)
!456 = !DILocation(line: 0, scope: !449)
!457 = !DILocation(line: 0, scope: !455)
!458 = !DILocation(line: 33, column: 76, scope: !455)
!459 = !DILocation(line: 33, column: 100, scope: !460)
!460 = distinct !DILexicalBlock(scope: !455, file: !3, line: 33, column: 76)
!461 = !DILocation(line: 33, column: 108, scope: !460)
!462 = distinct !{!462, !458, !463, !247, !248, !249}
!463 = !DILocation(line: 33, column: 128, scope: !455)
!464 = !DILocation(line: 33, column: 131, scope: !449)
!465 = distinct !DISubprogram(name: "fmaxv", scope: !3, file: !3, line: 34, type: !466, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !468)
!466 = !DISubroutineType(types: !467)
!467 = !{!23}
!468 = !{!469, !470}
!469 = !DILocalVariable(name: "m", scope: !465, file: !3, line: 34, type: !23)
!470 = !DILocalVariable(name: "i", scope: !471, file: !3, line: 34, type: !5)
!471 = distinct !DILexicalBlock(scope: !465, file: !3, line: 34, column: 65)
!472 = !DILocation(line: 0, scope: !465)
!473 = !DILocation(line: 0, scope: !471)
!474 = !DILocation(line: 34, column: 65, scope: !471)
!475 = !DILocation(line: 34, column: 118, scope: !465)
!476 = !DILocation(line: 34, column: 97, scope: !477)
!477 = distinct !DILexicalBlock(scope: !471, file: !3, line: 34, column: 65)
!478 = !DILocation(line: 34, column: 102, scope: !477)
!479 = !DILocation(line: 34, column: 89, scope: !477)
!480 = !DILocation(line: 34, column: 83, scope: !477)
!481 = distinct !{!481, !474, !482, !247}
!482 = !DILocation(line: 34, column: 115, scope: !471)
!483 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 35, type: !305, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
!484 = !{!485}
!485 = !DILocalVariable(name: "i", scope: !486, file: !3, line: 35, type: !5)
!486 = distinct !DILexicalBlock(scope: !483, file: !3, line: 35, column: 48)
!487 = !DILocation(line: 0, scope: !486)
!488 = !DILocation(line: 35, column: 48, scope: !486)
!489 = !DILocation(line: 35, column: 72, scope: !490)
!490 = distinct !DILexicalBlock(scope: !486, file: !3, line: 35, column: 48)
!491 = !DILocation(line: 35, column: 95, scope: !490)
!492 = !DILocation(line: 35, column: 83, scope: !490)
!493 = distinct !{!493, !488, !494, !247, !248, !249}
!494 = !DILocation(line: 35, column: 124, scope: !486)
!495 = !DILocation(line: 35, column: 127, scope: !483)
!496 = distinct !DISubprogram(name: "fsel", scope: !3, file: !3, line: 36, type: !305, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !497)
!497 = !{!498}
!498 = !DILocalVariable(name: "i", scope: !499, file: !3, line: 36, type: !5)
!499 = distinct !DILexicalBlock(scope: !496, file: !3, line: 36, column: 45)
!500 = !DILocation(line: 0, scope: !499)
!501 = !DILocation(line: 36, column: 45, scope: !499)
!502 = !DILocation(line: 36, column: 69, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !3, line: 36, column: 45)
!504 = !DILocation(line: 36, column: 80, scope: !503)
!505 = !DILocation(line: 36, column: 88, scope: !503)
!506 = !DILocation(line: 36, column: 85, scope: !503)
!507 = !DILocation(line: 36, column: 73, scope: !503)
!508 = !DILocation(line: 36, column: 78, scope: !503)
!509 = distinct !{!509, !501, !510, !247, !248, !249}
!510 = !DILocation(line: 36, column: 116, scope: !499)
!511 = !DILocation(line: 36, column: 119, scope: !496)
!512 = distinct !DISubprogram(name: "to_double", scope: !3, file: !3, line: 37, type: !305, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !513)
!513 = !{!514}
!514 = !DILocalVariable(name: "i", scope: !515, file: !3, line: 37, type: !5)
!515 = distinct !DILexicalBlock(scope: !512, file: !3, line: 37, column: 50)
!516 = !DILocation(line: 0, scope: !515)
!517 = !DILocation(line: 37, column: 50, scope: !515)
!518 = !DILocation(line: 37, column: 74, scope: !519)
!519 = distinct !DILexicalBlock(scope: !515, file: !3, line: 37, column: 50)
!520 = !DILocation(line: 37, column: 93, scope: !519)
!521 = !DILocation(line: 37, column: 85, scope: !519)
!522 = !DILocation(line: 37, column: 126, scope: !519)
!523 = !DILocation(line: 37, column: 108, scope: !519)
!524 = !DILocation(line: 37, column: 106, scope: !519)
!525 = !DILocation(line: 37, column: 78, scope: !519)
!526 = !DILocation(line: 37, column: 83, scope: !519)
!527 = distinct !{!527, !517, !528, !247, !248, !249}
!528 = !DILocation(line: 37, column: 130, scope: !515)
!529 = !DILocation(line: 37, column: 133, scope: !512)
!530 = distinct !DISubprogram(name: "vmix", scope: !3, file: !3, line: 48, type: !531, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{!17, !17, !17}
!533 = !{!534, !535}
!534 = !DILocalVariable(name: "x", arg: 1, scope: !530, file: !3, line: 48, type: !17)
!535 = !DILocalVariable(name: "y", arg: 2, scope: !530, file: !3, line: 48, type: !17)
!536 = !DILocation(line: 0, scope: !530)
!537 = !DILocation(line: 48, column: 62, scope: !530)
!538 = !DILocation(line: 48, column: 72, scope: !530)
!539 = !DILocation(line: 48, column: 67, scope: !530)
!540 = !DILocation(line: 48, column: 84, scope: !530)
!541 = !DILocation(line: 48, column: 82, scope: !530)
!542 = !DILocation(line: 48, column: 77, scope: !530)
!543 = !DILocation(line: 48, column: 52, scope: !530)
!544 = distinct !DISubprogram(name: "vdiv", scope: !3, file: !3, line: 49, type: !531, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !545)
!545 = !{!546, !547}
!546 = !DILocalVariable(name: "x", arg: 1, scope: !544, file: !3, line: 49, type: !17)
!547 = !DILocalVariable(name: "y", arg: 2, scope: !544, file: !3, line: 49, type: !17)
!548 = !DILocation(line: 0, scope: !544)
!549 = !DILocation(line: 49, column: 61, scope: !544)
!550 = !DILocation(line: 49, column: 69, scope: !544)
!551 = !DILocation(line: 49, column: 65, scope: !544)
!552 = !DILocation(line: 49, column: 52, scope: !544)
!553 = distinct !DISubprogram(name: "vudiv", scope: !3, file: !3, line: 50, type: !554, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !558)
!554 = !DISubroutineType(types: !555)
!555 = !{!556, !556, !556}
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4u", file: !3, line: 40, baseType: !557)
!557 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !19)
!558 = !{!559, !560}
!559 = !DILocalVariable(name: "x", arg: 1, scope: !553, file: !3, line: 50, type: !556)
!560 = !DILocalVariable(name: "y", arg: 2, scope: !553, file: !3, line: 50, type: !556)
!561 = !DILocation(line: 0, scope: !553)
!562 = !DILocation(line: 50, column: 62, scope: !553)
!563 = !DILocation(line: 50, column: 53, scope: !553)
!564 = distinct !DISubprogram(name: "vmul64", scope: !3, file: !3, line: 51, type: !565, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !569)
!565 = !DISubroutineType(types: !566)
!566 = !{!567, !567, !567}
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2l", file: !3, line: 44, baseType: !568)
!568 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, flags: DIFlagVector, elements: !142)
!569 = !{!570, !571}
!570 = !DILocalVariable(name: "x", arg: 1, scope: !564, file: !3, line: 51, type: !567)
!571 = !DILocalVariable(name: "y", arg: 2, scope: !564, file: !3, line: 51, type: !567)
!572 = !DILocation(line: 0, scope: !564)
!573 = !DILocation(line: 51, column: 63, scope: !564)
!574 = !DILocation(line: 51, column: 72, scope: !564)
!575 = !DILocation(line: 51, column: 67, scope: !564)
!576 = !DILocation(line: 51, column: 78, scope: !564)
!577 = !DILocation(line: 51, column: 54, scope: !564)
!578 = distinct !DISubprogram(name: "vcmp", scope: !3, file: !3, line: 52, type: !531, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!579 = !{!580, !581}
!580 = !DILocalVariable(name: "x", arg: 1, scope: !578, file: !3, line: 52, type: !17)
!581 = !DILocalVariable(name: "y", arg: 2, scope: !578, file: !3, line: 52, type: !17)
!582 = !DILocation(line: 0, scope: !578)
!583 = !DILocation(line: 52, column: 62, scope: !578)
!584 = !DILocation(line: 52, column: 72, scope: !578)
!585 = !DILocation(line: 52, column: 78, scope: !578)
!586 = !DILocation(line: 52, column: 67, scope: !578)
!587 = !DILocation(line: 52, column: 87, scope: !578)
!588 = !DILocation(line: 52, column: 93, scope: !578)
!589 = !DILocation(line: 52, column: 82, scope: !578)
!590 = !DILocation(line: 52, column: 52, scope: !578)
!591 = distinct !DISubprogram(name: "vucmp", scope: !3, file: !3, line: 53, type: !592, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !594)
!592 = !DISubroutineType(types: !593)
!593 = !{!17, !556, !556}
!594 = !{!595, !596}
!595 = !DILocalVariable(name: "x", arg: 1, scope: !591, file: !3, line: 53, type: !556)
!596 = !DILocalVariable(name: "y", arg: 2, scope: !591, file: !3, line: 53, type: !556)
!597 = !DILocation(line: 0, scope: !591)
!598 = !DILocation(line: 53, column: 69, scope: !591)
!599 = !DILocation(line: 53, column: 89, scope: !591)
!600 = !DILocation(line: 53, column: 84, scope: !591)
!601 = !DILocation(line: 53, column: 74, scope: !591)
!602 = !DILocation(line: 53, column: 53, scope: !591)
!603 = distinct !DISubprogram(name: "vfsel", scope: !3, file: !3, line: 54, type: !604, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !606)
!604 = !DISubroutineType(types: !605)
!605 = !{!21, !21, !21}
!606 = !{!607, !608, !609}
!607 = !DILocalVariable(name: "x", arg: 1, scope: !603, file: !3, line: 54, type: !21)
!608 = !DILocalVariable(name: "y", arg: 2, scope: !603, file: !3, line: 54, type: !21)
!609 = !DILocalVariable(name: "m", scope: !603, file: !3, line: 55, type: !17)
!610 = !DILocation(line: 0, scope: !603)
!611 = !DILocation(line: 55, column: 13, scope: !603)
!612 = !DILocation(line: 56, column: 25, scope: !603)
!613 = !DILocation(line: 56, column: 46, scope: !603)
!614 = !DILocation(line: 56, column: 35, scope: !603)
!615 = !DILocation(line: 56, column: 3, scope: !603)
!616 = distinct !DISubprogram(name: "vdmath", scope: !3, file: !3, line: 58, type: !617, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !621)
!617 = !DISubroutineType(types: !618)
!618 = !{!619, !619, !619}
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2d", file: !3, line: 46, baseType: !620)
!620 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !142)
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "x", arg: 1, scope: !616, file: !3, line: 58, type: !619)
!623 = !DILocalVariable(name: "y", arg: 2, scope: !616, file: !3, line: 58, type: !619)
!624 = !DILocation(line: 0, scope: !616)
!625 = !DILocation(line: 58, column: 63, scope: !616)
!626 = !DILocation(line: 58, column: 67, scope: !616)
!627 = !DILocation(line: 58, column: 75, scope: !616)
!628 = !DILocation(line: 58, column: 54, scope: !616)
!629 = distinct !DISubprogram(name: "vshuf", scope: !3, file: !3, line: 59, type: !531, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !630)
!630 = !{!631, !632}
!631 = !DILocalVariable(name: "x", arg: 1, scope: !629, file: !3, line: 59, type: !17)
!632 = !DILocalVariable(name: "y", arg: 2, scope: !629, file: !3, line: 59, type: !17)
!633 = !DILocation(line: 0, scope: !629)
!634 = !DILocation(line: 59, column: 60, scope: !629)
!635 = !DILocation(line: 59, column: 53, scope: !629)
!636 = distinct !DISubprogram(name: "vzip", scope: !3, file: !3, line: 60, type: !531, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !637)
!637 = !{!638, !639}
!638 = !DILocalVariable(name: "x", arg: 1, scope: !636, file: !3, line: 60, type: !17)
!639 = !DILocalVariable(name: "y", arg: 2, scope: !636, file: !3, line: 60, type: !17)
!640 = !DILocation(line: 0, scope: !636)
!641 = !DILocation(line: 60, column: 59, scope: !636)
!642 = !DILocation(line: 60, column: 52, scope: !636)
!643 = distinct !DISubprogram(name: "vext", scope: !3, file: !3, line: 61, type: !531, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !644)
!644 = !{!645, !646}
!645 = !DILocalVariable(name: "x", arg: 1, scope: !643, file: !3, line: 61, type: !17)
!646 = !DILocalVariable(name: "y", arg: 2, scope: !643, file: !3, line: 61, type: !17)
!647 = !DILocation(line: 0, scope: !643)
!648 = !DILocation(line: 61, column: 59, scope: !643)
!649 = !DILocation(line: 61, column: 52, scope: !643)
!650 = distinct !DISubprogram(name: "vrev", scope: !3, file: !3, line: 62, type: !651, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !653)
!651 = !DISubroutineType(types: !652)
!652 = !{!32, !32}
!653 = !{!654}
!654 = !DILocalVariable(name: "x", arg: 1, scope: !650, file: !3, line: 62, type: !32)
!655 = !DILocation(line: 0, scope: !650)
!656 = !DILocation(line: 63, column: 10, scope: !650)
!657 = !DILocation(line: 63, column: 3, scope: !650)
!658 = distinct !DISubprogram(name: "vbytes", scope: !3, file: !3, line: 65, type: !659, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !661)
!659 = !DISubroutineType(types: !660)
!660 = !{!32, !32, !32}
!661 = !{!662, !663}
!662 = !DILocalVariable(name: "x", arg: 1, scope: !658, file: !3, line: 65, type: !32)
!663 = !DILocalVariable(name: "y", arg: 2, scope: !658, file: !3, line: 65, type: !32)
!664 = !DILocation(line: 0, scope: !658)
!665 = !DILocation(line: 65, column: 67, scope: !658)
!666 = !DILocation(line: 65, column: 77, scope: !658)
!667 = !DILocation(line: 65, column: 72, scope: !658)
!668 = !DILocation(line: 65, column: 82, scope: !658)
!669 = !DILocation(line: 65, column: 57, scope: !658)
!670 = distinct !DISubprogram(name: "vubytes", scope: !3, file: !3, line: 66, type: !671, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{!24, !24, !24}
!673 = !{!674, !675, !676}
!674 = !DILocalVariable(name: "x", arg: 1, scope: !670, file: !3, line: 66, type: !24)
!675 = !DILocalVariable(name: "y", arg: 2, scope: !670, file: !3, line: 66, type: !24)
!676 = !DILocalVariable(name: "m", scope: !670, file: !3, line: 67, type: !24)
!677 = !DILocation(line: 0, scope: !670)
!678 = !DILocation(line: 68, column: 19, scope: !670)
!679 = !DILocation(line: 68, column: 35, scope: !670)
!680 = !DILocation(line: 68, column: 24, scope: !670)
!681 = !DILocation(line: 68, column: 3, scope: !670)
!682 = distinct !DISubprogram(name: "vshorts", scope: !3, file: !3, line: 70, type: !683, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !687)
!683 = !DISubroutineType(types: !684)
!684 = !{!685, !685, !685}
!685 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8s", file: !3, line: 41, baseType: !686)
!686 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !30)
!687 = !{!688, !689}
!688 = !DILocalVariable(name: "x", arg: 1, scope: !682, file: !3, line: 70, type: !685)
!689 = !DILocalVariable(name: "y", arg: 2, scope: !682, file: !3, line: 70, type: !685)
!690 = !DILocation(line: 0, scope: !682)
!691 = !DILocation(line: 70, column: 65, scope: !682)
!692 = !DILocation(line: 70, column: 70, scope: !682)
!693 = !DILocation(line: 70, column: 80, scope: !682)
!694 = !DILocation(line: 70, column: 75, scope: !682)
!695 = !DILocation(line: 70, column: 55, scope: !682)
!696 = distinct !DISubprogram(name: "vshl", scope: !3, file: !3, line: 71, type: !683, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !697)
!697 = !{!698, !699}
!698 = !DILocalVariable(name: "x", arg: 1, scope: !696, file: !3, line: 71, type: !685)
!699 = !DILocalVariable(name: "y", arg: 2, scope: !696, file: !3, line: 71, type: !685)
!700 = !DILocation(line: 0, scope: !696)
!701 = !DILocation(line: 71, column: 68, scope: !696)
!702 = !DILocation(line: 71, column: 62, scope: !696)
!703 = !DILocation(line: 71, column: 85, scope: !696)
!704 = !DILocation(line: 71, column: 79, scope: !696)
!705 = !DILocation(line: 71, column: 74, scope: !696)
!706 = !DILocation(line: 71, column: 52, scope: !696)
!707 = distinct !DISubprogram(name: "vlane", scope: !3, file: !3, line: 72, type: !708, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !710)
!708 = !DISubroutineType(types: !709)
!709 = !{!5, !17, !5}
!710 = !{!711, !712}
!711 = !DILocalVariable(name: "x", arg: 1, scope: !707, file: !3, line: 72, type: !17)
!712 = !DILocalVariable(name: "k", arg: 2, scope: !707, file: !3, line: 72, type: !5)
!713 = !DILocation(line: 0, scope: !707)
!714 = !DILocation(line: 72, column: 64, scope: !707)
!715 = !DILocation(line: 72, column: 60, scope: !707)
!716 = !DILocation(line: 72, column: 53, scope: !707)
!717 = distinct !DISubprogram(name: "vset", scope: !3, file: !3, line: 73, type: !718, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !720)
!718 = !DISubroutineType(types: !719)
!719 = !{!17, !17, !5, !5}
!720 = !{!721, !722, !723}
!721 = !DILocalVariable(name: "x", arg: 1, scope: !717, file: !3, line: 73, type: !17)
!722 = !DILocalVariable(name: "k", arg: 2, scope: !717, file: !3, line: 73, type: !5)
!723 = !DILocalVariable(name: "val", arg: 3, scope: !717, file: !3, line: 73, type: !5)
!724 = !DILocation(line: 0, scope: !717)
!725 = !DILocation(line: 73, column: 65, scope: !717)
!726 = !DILocation(line: 73, column: 70, scope: !717)
!727 = !DILocation(line: 73, column: 77, scope: !717)
!728 = distinct !DISubprogram(name: "vconvert", scope: !3, file: !3, line: 74, type: !729, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{!21, !17}
!731 = !{!732}
!732 = !DILocalVariable(name: "x", arg: 1, scope: !728, file: !3, line: 74, type: !17)
!733 = !DILocation(line: 0, scope: !728)
!734 = !DILocation(line: 74, column: 56, scope: !728)
!735 = !DILocation(line: 74, column: 88, scope: !728)
!736 = !DILocation(line: 74, column: 49, scope: !728)
!737 = distinct !DISubprogram(name: "vtrunc", scope: !3, file: !3, line: 75, type: !738, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !740)
!738 = !DISubroutineType(types: !739)
!739 = !{!17, !21}
!740 = !{!741}
!741 = !DILocalVariable(name: "x", arg: 1, scope: !737, file: !3, line: 75, type: !21)
!742 = !DILocation(line: 0, scope: !737)
!743 = !DILocation(line: 75, column: 54, scope: !737)
!744 = !DILocation(line: 75, column: 47, scope: !737)
!745 = distinct !DISubprogram(name: "vsplat", scope: !3, file: !3, line: 76, type: !746, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !748)
!746 = !DISubroutineType(types: !747)
!747 = !{!619, !16, !619}
!748 = !{!749, !750}
!749 = !DILocalVariable(name: "k", arg: 1, scope: !745, file: !3, line: 76, type: !16)
!750 = !DILocalVariable(name: "x", arg: 2, scope: !745, file: !3, line: 76, type: !619)
!751 = !DILocation(line: 0, scope: !745)
!752 = !DILocation(line: 76, column: 68, scope: !745)
!753 = !DILocation(line: 76, column: 70, scope: !745)
!754 = !DILocation(line: 76, column: 57, scope: !745)
!755 = distinct !DISubprogram(name: "d_fmath", scope: !3, file: !3, line: 82, type: !756, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !760)
!756 = !DISubroutineType(types: !757)
!757 = !{!758, !758, !758}
!758 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2f", file: !3, line: 78, baseType: !759)
!759 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 64, flags: DIFlagVector, elements: !142)
!760 = !{!761, !762}
!761 = !DILocalVariable(name: "x", arg: 1, scope: !755, file: !3, line: 82, type: !758)
!762 = !DILocalVariable(name: "y", arg: 2, scope: !755, file: !3, line: 82, type: !758)
!763 = !DILocation(line: 0, scope: !755)
!764 = !DILocation(line: 82, column: 72, scope: !755)
!765 = !DILocation(line: 82, column: 68, scope: !755)
!766 = !DILocation(line: 82, column: 76, scope: !755)
!767 = !DILocation(line: 82, column: 55, scope: !755)
!768 = distinct !DISubprogram(name: "d_imath", scope: !3, file: !3, line: 83, type: !769, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !773)
!769 = !DISubroutineType(types: !770)
!770 = !{!771, !771, !771}
!771 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i", file: !3, line: 79, baseType: !772)
!772 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, flags: DIFlagVector, elements: !142)
!773 = !{!774, !775}
!774 = !DILocalVariable(name: "x", arg: 1, scope: !768, file: !3, line: 83, type: !771)
!775 = !DILocalVariable(name: "y", arg: 2, scope: !768, file: !3, line: 83, type: !771)
!776 = !DILocation(line: 0, scope: !768)
!777 = !DILocation(line: 83, column: 65, scope: !768)
!778 = !DILocation(line: 83, column: 75, scope: !768)
!779 = !DILocation(line: 83, column: 70, scope: !768)
!780 = !DILocation(line: 83, column: 86, scope: !768)
!781 = !DILocation(line: 83, column: 81, scope: !768)
!782 = !DILocation(line: 83, column: 55, scope: !768)
!783 = distinct !DISubprogram(name: "d_narrow", scope: !3, file: !3, line: 84, type: !784, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !788)
!784 = !DISubroutineType(types: !785)
!785 = !{!786, !17}
!786 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4s", file: !3, line: 80, baseType: !787)
!787 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, flags: DIFlagVector, elements: !19)
!788 = !{!789}
!789 = !DILocalVariable(name: "x", arg: 1, scope: !783, file: !3, line: 84, type: !17)
!790 = !DILocation(line: 0, scope: !783)
!791 = !DILocation(line: 84, column: 56, scope: !783)
!792 = !DILocation(line: 84, column: 49, scope: !783)
!793 = distinct !DISubprogram(name: "d_widen", scope: !3, file: !3, line: 85, type: !794, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!794 = !DISubroutineType(types: !795)
!795 = !{!17, !786}
!796 = !{!797}
!797 = !DILocalVariable(name: "x", arg: 1, scope: !793, file: !3, line: 85, type: !786)
!798 = !DILocation(line: 0, scope: !793)
!799 = !DILocation(line: 85, column: 55, scope: !793)
!800 = !DILocation(line: 85, column: 87, scope: !793)
!801 = !DILocation(line: 85, column: 48, scope: !793)
!802 = distinct !DISubprogram(name: "d_from_long", scope: !3, file: !3, line: 86, type: !803, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !805)
!803 = !DISubroutineType(types: !804)
!804 = !{!758, !567}
!805 = !{!806}
!806 = !DILocalVariable(name: "x", arg: 1, scope: !802, file: !3, line: 86, type: !567)
!807 = !DILocation(line: 0, scope: !802)
!808 = !DILocation(line: 86, column: 59, scope: !802)
!809 = !DILocation(line: 86, column: 52, scope: !802)
!810 = distinct !DISubprogram(name: "d_to_long", scope: !3, file: !3, line: 87, type: !811, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !813)
!811 = !DISubroutineType(types: !812)
!812 = !{!567, !758}
!813 = !{!814}
!814 = !DILocalVariable(name: "x", arg: 1, scope: !810, file: !3, line: 87, type: !758)
!815 = !DILocation(line: 0, scope: !810)
!816 = !DILocation(line: 87, column: 57, scope: !810)
!817 = !DILocation(line: 87, column: 50, scope: !810)
!818 = distinct !DISubprogram(name: "d_high", scope: !3, file: !3, line: 88, type: !819, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !821)
!819 = !DISubroutineType(types: !820)
!820 = !{!28, !32}
!821 = !{!822}
!822 = !DILocalVariable(name: "x", arg: 1, scope: !818, file: !3, line: 88, type: !32)
!823 = !DILocation(line: 0, scope: !818)
!824 = !DILocation(line: 89, column: 16, scope: !818)
!825 = !DILocation(line: 89, column: 3, scope: !818)
!826 = distinct !DISubprogram(name: "d_join", scope: !3, file: !3, line: 91, type: !827, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !829)
!827 = !DISubroutineType(types: !828)
!828 = !{!32, !28, !28}
!829 = !{!830, !831}
!830 = !DILocalVariable(name: "lo", arg: 1, scope: !826, file: !3, line: 91, type: !28)
!831 = !DILocalVariable(name: "hi", arg: 2, scope: !826, file: !3, line: 91, type: !28)
!832 = !DILocation(line: 0, scope: !826)
!833 = !DILocation(line: 92, column: 16, scope: !826)
!834 = !DILocation(line: 92, column: 3, scope: !826)
!835 = distinct !DISubprogram(name: "d_bytes", scope: !3, file: !3, line: 94, type: !836, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !838)
!836 = !DISubroutineType(types: !837)
!837 = !{!28, !28, !28}
!838 = !{!839, !840}
!839 = !DILocalVariable(name: "x", arg: 1, scope: !835, file: !3, line: 94, type: !28)
!840 = !DILocalVariable(name: "y", arg: 2, scope: !835, file: !3, line: 94, type: !28)
!841 = !DILocation(line: 0, scope: !835)
!842 = !DILocation(line: 94, column: 68, scope: !835)
!843 = !DILocation(line: 94, column: 78, scope: !835)
!844 = !DILocation(line: 94, column: 73, scope: !835)
!845 = !DILocation(line: 94, column: 89, scope: !835)
!846 = !DILocation(line: 94, column: 84, scope: !835)
!847 = !DILocation(line: 94, column: 58, scope: !835)
!848 = distinct !DISubprogram(name: "d_bits", scope: !3, file: !3, line: 95, type: !849, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !851)
!849 = !DISubroutineType(types: !850)
!850 = !{!35, !771}
!851 = !{!852}
!852 = !DILocalVariable(name: "x", arg: 1, scope: !848, file: !3, line: 95, type: !771)
!853 = !DILocation(line: 0, scope: !848)
!854 = !DILocation(line: 95, column: 55, scope: !848)
!855 = !DILocation(line: 95, column: 48, scope: !848)
!856 = distinct !DISubprogram(name: "vset32", scope: !3, file: !3, line: 100, type: !857, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !863)
!857 = !DISubroutineType(types: !858)
!858 = !{!859, !859, !5, !5}
!859 = !DIDerivedType(tag: DW_TAG_typedef, name: "v32uc", file: !3, line: 97, baseType: !860)
!860 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !861)
!861 = !{!862}
!862 = !DISubrange(count: 32)
!863 = !{!864, !865, !866}
!864 = !DILocalVariable(name: "x", arg: 1, scope: !856, file: !3, line: 100, type: !859)
!865 = !DILocalVariable(name: "k", arg: 2, scope: !856, file: !3, line: 100, type: !5)
!866 = !DILocalVariable(name: "val", arg: 3, scope: !856, file: !3, line: 100, type: !5)
!867 = !DILocation(line: 0, scope: !856)
!868 = !DILocation(line: 100, column: 79, scope: !856)
!869 = !DILocation(line: 100, column: 71, scope: !856)
!870 = !DILocation(line: 100, column: 77, scope: !856)
!871 = !DILocation(line: 100, column: 99, scope: !856)
!872 = distinct !DISubprogram(name: "vget4d", scope: !3, file: !3, line: 101, type: !873, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !877)
!873 = !DISubroutineType(types: !874)
!874 = !{!16, !875, !5}
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !3, line: 98, baseType: !876)
!876 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, flags: DIFlagVector, elements: !19)
!877 = !{!878, !879}
!878 = !DILocalVariable(name: "x", arg: 1, scope: !872, file: !3, line: 101, type: !875)
!879 = !DILocalVariable(name: "k", arg: 2, scope: !872, file: !3, line: 101, type: !5)
!880 = !DILocation(line: 0, scope: !872)
!881 = !DILocation(line: 101, column: 68, scope: !872)
!882 = !DILocation(line: 101, column: 64, scope: !872)
!883 = !DILocation(line: 101, column: 57, scope: !872)
!884 = distinct !DISubprogram(name: "across", scope: !3, file: !3, line: 102, type: !885, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !887)
!885 = !DISubroutineType(types: !886)
!886 = !{!17, !17}
!887 = !{!888, !889, !890}
!888 = !DILocalVariable(name: "x", arg: 1, scope: !884, file: !3, line: 102, type: !17)
!889 = !DILocalVariable(name: "y", scope: !884, file: !3, line: 102, type: !17)
!890 = !DILocalVariable(name: "i", scope: !891, file: !3, line: 102, type: !5)
!891 = distinct !DILexicalBlock(scope: !884, file: !3, line: 102, column: 58)
!892 = !DILocation(line: 0, scope: !884)
!893 = !DILocation(line: 0, scope: !891)
!894 = !DILocation(line: 102, column: 92, scope: !895)
!895 = distinct !DILexicalBlock(scope: !891, file: !3, line: 102, column: 58)
!896 = !DILocation(line: 102, column: 96, scope: !895)
!897 = !DILocation(line: 102, column: 101, scope: !884)
!898 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 111, type: !252, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !899)
!899 = !{!900, !902, !903, !905, !906, !907, !908, !909, !910, !911, !912, !913, !914, !915, !916, !917, !918, !919, !920, !921, !922, !923, !924, !925, !927, !928, !929, !930, !932, !934, !935, !936, !937, !938, !939, !940, !941, !942, !943, !944, !945, !946}
!900 = !DILocalVariable(name: "i", scope: !901, file: !3, line: 112, type: !5)
!901 = distinct !DILexicalBlock(scope: !898, file: !3, line: 112, column: 3)
!902 = !DILocalVariable(name: "h", scope: !898, file: !3, line: 146, type: !36)
!903 = !DILocalVariable(name: "i", scope: !904, file: !3, line: 147, type: !5)
!904 = distinct !DILexicalBlock(scope: !898, file: !3, line: 147, column: 3)
!905 = !DILocalVariable(name: "x", scope: !898, file: !3, line: 150, type: !17)
!906 = !DILocalVariable(name: "y", scope: !898, file: !3, line: 150, type: !17)
!907 = !DILocalVariable(name: "ux", scope: !898, file: !3, line: 153, type: !556)
!908 = !DILocalVariable(name: "uy", scope: !898, file: !3, line: 153, type: !556)
!909 = !DILocalVariable(name: "q", scope: !898, file: !3, line: 154, type: !556)
!910 = !DILocalVariable(name: "lx", scope: !898, file: !3, line: 156, type: !567)
!911 = !DILocalVariable(name: "ly", scope: !898, file: !3, line: 156, type: !567)
!912 = !DILocalVariable(name: "lm", scope: !898, file: !3, line: 157, type: !567)
!913 = !DILocalVariable(name: "fx", scope: !898, file: !3, line: 161, type: !21)
!914 = !DILocalVariable(name: "fy", scope: !898, file: !3, line: 161, type: !21)
!915 = !DILocalVariable(name: "fs", scope: !898, file: !3, line: 162, type: !21)
!916 = !DILocalVariable(name: "dx", scope: !898, file: !3, line: 164, type: !619)
!917 = !DILocalVariable(name: "dy", scope: !898, file: !3, line: 164, type: !619)
!918 = !DILocalVariable(name: "dm", scope: !898, file: !3, line: 165, type: !619)
!919 = !DILocalVariable(name: "cx", scope: !898, file: !3, line: 170, type: !32)
!920 = !DILocalVariable(name: "cy", scope: !898, file: !3, line: 171, type: !32)
!921 = !DILocalVariable(name: "sx", scope: !898, file: !3, line: 175, type: !685)
!922 = !DILocalVariable(name: "sy", scope: !898, file: !3, line: 175, type: !685)
!923 = !DILocalVariable(name: "ss", scope: !898, file: !3, line: 176, type: !685)
!924 = !DILocalVariable(name: "sl", scope: !898, file: !3, line: 176, type: !685)
!925 = !DILocalVariable(name: "i", scope: !926, file: !3, line: 177, type: !5)
!926 = distinct !DILexicalBlock(scope: !898, file: !3, line: 177, column: 3)
!927 = !DILocalVariable(name: "cf", scope: !898, file: !3, line: 181, type: !21)
!928 = !DILocalVariable(name: "sp", scope: !898, file: !3, line: 184, type: !619)
!929 = !DILocalVariable(name: "w", scope: !898, file: !3, line: 187, type: !859)
!930 = !DILocalVariable(name: "i", scope: !931, file: !3, line: 188, type: !5)
!931 = distinct !DILexicalBlock(scope: !898, file: !3, line: 188, column: 3)
!932 = !DILocalVariable(name: "i", scope: !933, file: !3, line: 189, type: !5)
!933 = distinct !DILexicalBlock(scope: !898, file: !3, line: 189, column: 3)
!934 = !DILocalVariable(name: "fa", scope: !898, file: !3, line: 191, type: !758)
!935 = !DILocalVariable(name: "fb", scope: !898, file: !3, line: 191, type: !758)
!936 = !DILocalVariable(name: "fr", scope: !898, file: !3, line: 192, type: !758)
!937 = !DILocalVariable(name: "ia2", scope: !898, file: !3, line: 194, type: !771)
!938 = !DILocalVariable(name: "ib2", scope: !898, file: !3, line: 194, type: !771)
!939 = !DILocalVariable(name: "ir", scope: !898, file: !3, line: 195, type: !771)
!940 = !DILocalVariable(name: "ns", scope: !898, file: !3, line: 197, type: !786)
!941 = !DILocalVariable(name: "wi", scope: !898, file: !3, line: 198, type: !17)
!942 = !DILocalVariable(name: "fl", scope: !898, file: !3, line: 200, type: !758)
!943 = !DILocalVariable(name: "lf", scope: !898, file: !3, line: 201, type: !567)
!944 = !DILocalVariable(name: "hi", scope: !898, file: !3, line: 203, type: !28)
!945 = !DILocalVariable(name: "joined", scope: !898, file: !3, line: 204, type: !32)
!946 = !DILocalVariable(name: "wd", scope: !898, file: !3, line: 207, type: !875)
!947 = !DILocation(line: 0, scope: !901)
!948 = !DILocation(line: 112, column: 3, scope: !901)
!949 = !DILocation(line: 112, column: 27, scope: !950)
!950 = distinct !DILexicalBlock(scope: !901, file: !3, line: 112, column: 3)
!951 = !DILocation(line: 113, column: 12, scope: !952)
!952 = distinct !DILexicalBlock(scope: !950, file: !3, line: 112, column: 31)
!953 = !DILocation(line: 114, column: 15, scope: !952)
!954 = !DILocation(line: 115, column: 24, scope: !952)
!955 = !DILocation(line: 117, column: 13, scope: !952)
!956 = !DILocation(line: 118, column: 33, scope: !952)
!957 = !DILocation(line: 113, column: 22, scope: !952)
!958 = !DILocation(line: 113, column: 5, scope: !952)
!959 = !DILocation(line: 113, column: 10, scope: !952)
!960 = !DILocation(line: 114, column: 12, scope: !952)
!961 = !DILocation(line: 114, column: 21, scope: !952)
!962 = !DILocation(line: 114, column: 5, scope: !952)
!963 = !DILocation(line: 114, column: 10, scope: !952)
!964 = !DILocation(line: 115, column: 31, scope: !952)
!965 = !DILocation(line: 115, column: 5, scope: !952)
!966 = !DILocation(line: 115, column: 11, scope: !952)
!967 = !DILocation(line: 116, column: 15, scope: !952)
!968 = !DILocation(line: 116, column: 20, scope: !952)
!969 = !DILocation(line: 116, column: 5, scope: !952)
!970 = !DILocation(line: 116, column: 11, scope: !952)
!971 = !DILocation(line: 117, column: 5, scope: !952)
!972 = !DILocation(line: 117, column: 11, scope: !952)
!973 = !DILocation(line: 118, column: 14, scope: !952)
!974 = !DILocation(line: 118, column: 5, scope: !952)
!975 = !DILocation(line: 118, column: 12, scope: !952)
!976 = !DILocation(line: 119, column: 12, scope: !952)
!977 = !DILocation(line: 119, column: 14, scope: !952)
!978 = !DILocation(line: 119, column: 5, scope: !952)
!979 = !DILocation(line: 119, column: 10, scope: !952)
!980 = !DILocation(line: 120, column: 26, scope: !952)
!981 = !DILocation(line: 120, column: 38, scope: !952)
!982 = !DILocation(line: 120, column: 5, scope: !952)
!983 = !DILocation(line: 120, column: 11, scope: !952)
!984 = distinct !{!984, !948, !985, !247, !248, !249}
!985 = !DILocation(line: 121, column: 3, scope: !901)
!986 = !DILocation(line: 122, column: 3, scope: !898)
!987 = !DILocation(line: 123, column: 27, scope: !898)
!988 = !DILocation(line: 123, column: 34, scope: !898)
!989 = !DILocation(line: 123, column: 3, scope: !898)
!990 = !DILocation(line: 124, column: 37, scope: !898)
!991 = !DILocation(line: 124, column: 44, scope: !898)
!992 = !DILocation(line: 124, column: 52, scope: !898)
!993 = !DILocation(line: 124, column: 3, scope: !898)
!994 = !DILocation(line: 125, column: 3, scope: !898)
!995 = !DILocation(line: 126, column: 27, scope: !898)
!996 = !DILocation(line: 126, column: 35, scope: !898)
!997 = !DILocation(line: 126, column: 3, scope: !898)
!998 = !DILocation(line: 127, column: 23, scope: !898)
!999 = !DILocation(line: 127, column: 3, scope: !898)
!1000 = !DILocation(line: 128, column: 3, scope: !898)
!1001 = !DILocation(line: 129, column: 26, scope: !898)
!1002 = !DILocation(line: 129, column: 33, scope: !898)
!1003 = !DILocation(line: 129, column: 3, scope: !898)
!1004 = !DILocation(line: 130, column: 3, scope: !898)
!1005 = !DILocation(line: 131, column: 28, scope: !898)
!1006 = !DILocation(line: 131, column: 35, scope: !898)
!1007 = !DILocation(line: 131, column: 3, scope: !898)
!1008 = !DILocation(line: 132, column: 3, scope: !898)
!1009 = !DILocation(line: 133, column: 27, scope: !898)
!1010 = !DILocation(line: 133, column: 34, scope: !898)
!1011 = !DILocation(line: 133, column: 3, scope: !898)
!1012 = !DILocation(line: 134, column: 23, scope: !898)
!1013 = !DILocation(line: 134, column: 3, scope: !898)
!1014 = !DILocation(line: 135, column: 3, scope: !898)
!1015 = !DILocation(line: 136, column: 29, scope: !898)
!1016 = !DILocation(line: 136, column: 36, scope: !898)
!1017 = !DILocation(line: 136, column: 3, scope: !898)
!1018 = !DILocation(line: 137, column: 3, scope: !898)
!1019 = !DILocation(line: 138, column: 40, scope: !898)
!1020 = !DILocation(line: 138, column: 47, scope: !898)
!1021 = !DILocation(line: 138, column: 56, scope: !898)
!1022 = !DILocation(line: 138, column: 3, scope: !898)
!1023 = !DILocation(line: 139, column: 23, scope: !898)
!1024 = !DILocation(line: 139, column: 3, scope: !898)
!1025 = !DILocation(line: 140, column: 3, scope: !898)
!1026 = !DILocation(line: 141, column: 25, scope: !898)
!1027 = !DILocation(line: 141, column: 33, scope: !898)
!1028 = !DILocation(line: 141, column: 3, scope: !898)
!1029 = !DILocation(line: 142, column: 3, scope: !898)
!1030 = !DILocation(line: 143, column: 26, scope: !898)
!1031 = !DILocation(line: 143, column: 32, scope: !898)
!1032 = !DILocation(line: 143, column: 3, scope: !898)
!1033 = !DILocation(line: 144, column: 3, scope: !898)
!1034 = !DILocation(line: 145, column: 31, scope: !898)
!1035 = !DILocation(line: 145, column: 37, scope: !898)
!1036 = !DILocation(line: 145, column: 3, scope: !898)
!1037 = !DILocation(line: 0, scope: !898)
!1038 = !DILocation(line: 0, scope: !904)
!1039 = !DILocation(line: 147, column: 3, scope: !904)
!1040 = !DILocation(line: 148, column: 3, scope: !898)
!1041 = !DILocation(line: 151, column: 18, scope: !898)
!1042 = !DILocalVariable(name: "s", arg: 1, scope: !1043, file: !3, line: 104, type: !1046)
!1043 = distinct !DISubprogram(name: "print4i", scope: !3, file: !3, line: 104, type: !1044, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1048)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{null, !1046, !17}
!1046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1047, size: 64)
!1047 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!1048 = !{!1042, !1049}
!1049 = !DILocalVariable(name: "v", arg: 2, scope: !1043, file: !3, line: 104, type: !17)
!1050 = !DILocation(line: 0, scope: !1043, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 151, column: 3, scope: !898)
!1052 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1051)
!1053 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1051)
!1054 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1051)
!1055 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1051)
!1056 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1051)
!1057 = !DILocation(line: 152, column: 18, scope: !898)
!1058 = !DILocation(line: 0, scope: !1043, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 152, column: 3, scope: !898)
!1060 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1059)
!1061 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1059)
!1062 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1059)
!1063 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1059)
!1064 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1059)
!1065 = !DILocation(line: 154, column: 11, scope: !898)
!1066 = !DILocation(line: 155, column: 32, scope: !898)
!1067 = !DILocation(line: 155, column: 38, scope: !898)
!1068 = !DILocation(line: 155, column: 44, scope: !898)
!1069 = !DILocation(line: 155, column: 50, scope: !898)
!1070 = !DILocation(line: 155, column: 3, scope: !898)
!1071 = !DILocation(line: 157, column: 12, scope: !898)
!1072 = !DILocation(line: 158, column: 32, scope: !898)
!1073 = !DILocation(line: 158, column: 39, scope: !898)
!1074 = !DILocation(line: 158, column: 3, scope: !898)
!1075 = !DILocation(line: 159, column: 18, scope: !898)
!1076 = !DILocation(line: 0, scope: !1043, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 159, column: 3, scope: !898)
!1078 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1077)
!1079 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1077)
!1080 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1077)
!1081 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1077)
!1082 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1077)
!1083 = !DILocation(line: 160, column: 19, scope: !898)
!1084 = !DILocation(line: 0, scope: !1043, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 160, column: 3, scope: !898)
!1086 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1085)
!1087 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1085)
!1088 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1085)
!1089 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1085)
!1090 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1085)
!1091 = !DILocation(line: 162, column: 12, scope: !898)
!1092 = !DILocation(line: 163, column: 32, scope: !898)
!1093 = !DILocation(line: 163, column: 39, scope: !898)
!1094 = !DILocation(line: 163, column: 46, scope: !898)
!1095 = !DILocation(line: 163, column: 53, scope: !898)
!1096 = !DILocation(line: 163, column: 3, scope: !898)
!1097 = !DILocation(line: 165, column: 12, scope: !898)
!1098 = !DILocation(line: 166, column: 27, scope: !898)
!1099 = !DILocation(line: 166, column: 34, scope: !898)
!1100 = !DILocation(line: 166, column: 3, scope: !898)
!1101 = !DILocation(line: 167, column: 19, scope: !898)
!1102 = !DILocation(line: 0, scope: !1043, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 167, column: 3, scope: !898)
!1104 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1103)
!1105 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1103)
!1106 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1103)
!1107 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1103)
!1108 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1103)
!1109 = !DILocation(line: 168, column: 18, scope: !898)
!1110 = !DILocation(line: 0, scope: !1043, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 168, column: 3, scope: !898)
!1112 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1111)
!1113 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1111)
!1114 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1111)
!1115 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1111)
!1116 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1111)
!1117 = !DILocation(line: 169, column: 18, scope: !898)
!1118 = !DILocation(line: 0, scope: !1043, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 169, column: 3, scope: !898)
!1120 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1119)
!1121 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1119)
!1122 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1119)
!1123 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1119)
!1124 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1119)
!1125 = !DILocation(line: 172, column: 18, scope: !898)
!1126 = !DILocation(line: 172, column: 3, scope: !898)
!1127 = !DILocation(line: 173, column: 20, scope: !898)
!1128 = !DILocation(line: 173, column: 3, scope: !898)
!1129 = !DILocation(line: 174, column: 27, scope: !898)
!1130 = !DILocation(line: 174, column: 3, scope: !898)
!1131 = !DILocation(line: 176, column: 12, scope: !898)
!1132 = !DILocation(line: 176, column: 34, scope: !898)
!1133 = !DILocation(line: 0, scope: !926)
!1134 = !DILocation(line: 177, column: 48, scope: !1135)
!1135 = distinct !DILexicalBlock(scope: !926, file: !3, line: 177, column: 3)
!1136 = !DILocation(line: 177, column: 55, scope: !1135)
!1137 = !DILocation(line: 177, column: 31, scope: !1135)
!1138 = !DILocation(line: 178, column: 3, scope: !898)
!1139 = !DILocation(line: 179, column: 26, scope: !898)
!1140 = !DILocation(line: 179, column: 39, scope: !898)
!1141 = !DILocation(line: 179, column: 3, scope: !898)
!1142 = !DILocation(line: 180, column: 18, scope: !898)
!1143 = !DILocation(line: 0, scope: !1043, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 180, column: 3, scope: !898)
!1145 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1144)
!1146 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1144)
!1147 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1144)
!1148 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1144)
!1149 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1144)
!1150 = !DILocation(line: 181, column: 12, scope: !898)
!1151 = !DILocation(line: 182, column: 35, scope: !898)
!1152 = !DILocation(line: 182, column: 42, scope: !898)
!1153 = !DILocation(line: 182, column: 49, scope: !898)
!1154 = !DILocation(line: 182, column: 56, scope: !898)
!1155 = !DILocation(line: 182, column: 3, scope: !898)
!1156 = !DILocation(line: 183, column: 20, scope: !898)
!1157 = !DILocation(line: 0, scope: !1043, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 183, column: 3, scope: !898)
!1159 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1158)
!1160 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1158)
!1161 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1158)
!1162 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1158)
!1163 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1158)
!1164 = !DILocation(line: 184, column: 12, scope: !898)
!1165 = !DILocation(line: 185, column: 27, scope: !898)
!1166 = !DILocation(line: 185, column: 34, scope: !898)
!1167 = !DILocation(line: 185, column: 3, scope: !898)
!1168 = !DILocation(line: 186, column: 21, scope: !898)
!1169 = !DILocation(line: 0, scope: !1043, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 186, column: 3, scope: !898)
!1171 = !DILocation(line: 104, column: 75, scope: !1043, inlinedAt: !1170)
!1172 = !DILocation(line: 104, column: 81, scope: !1043, inlinedAt: !1170)
!1173 = !DILocation(line: 104, column: 87, scope: !1043, inlinedAt: !1170)
!1174 = !DILocation(line: 104, column: 93, scope: !1043, inlinedAt: !1170)
!1175 = !DILocation(line: 104, column: 45, scope: !1043, inlinedAt: !1170)
!1176 = !DILocation(line: 0, scope: !931)
!1177 = !DILocation(line: 188, column: 3, scope: !931)
!1178 = !DILocation(line: 147, column: 37, scope: !1179)
!1179 = distinct !DILexicalBlock(scope: !904, file: !3, line: 147, column: 3)
!1180 = !DILocation(line: 147, column: 44, scope: !1179)
!1181 = !DILocation(line: 147, column: 42, scope: !1179)
!1182 = !DILocation(line: 147, column: 52, scope: !1179)
!1183 = !DILocation(line: 147, column: 50, scope: !1179)
!1184 = !DILocation(line: 147, column: 60, scope: !1179)
!1185 = !DILocation(line: 147, column: 58, scope: !1179)
!1186 = !DILocation(line: 147, column: 68, scope: !1179)
!1187 = !DILocation(line: 147, column: 66, scope: !1179)
!1188 = !DILocation(line: 147, column: 88, scope: !1179)
!1189 = !DILocation(line: 147, column: 77, scope: !1179)
!1190 = !DILocation(line: 147, column: 75, scope: !1179)
!1191 = !DILocation(line: 147, column: 95, scope: !1179)
!1192 = !DILocation(line: 147, column: 101, scope: !1179)
!1193 = !DILocation(line: 147, column: 93, scope: !1179)
!1194 = !DILocation(line: 147, column: 27, scope: !1179)
!1195 = !DILocation(line: 147, column: 21, scope: !1179)
!1196 = distinct !{!1196, !1039, !1197, !247}
!1197 = !DILocation(line: 147, column: 103, scope: !904)
!1198 = !DILocation(line: 188, column: 48, scope: !1199)
!1199 = distinct !DILexicalBlock(scope: !931, file: !3, line: 188, column: 3)
!1200 = !DILocation(line: 188, column: 55, scope: !1199)
!1201 = !DILocation(line: 188, column: 36, scope: !1199)
!1202 = !DILocation(line: 188, column: 21, scope: !1199)
!1203 = distinct !{!1203, !1177, !1204, !247}
!1204 = !DILocation(line: 188, column: 58, scope: !931)
!1205 = !DILocation(line: 190, column: 3, scope: !898)
!1206 = !DILocation(line: 192, column: 12, scope: !898)
!1207 = !DILocation(line: 193, column: 29, scope: !898)
!1208 = !DILocation(line: 193, column: 36, scope: !898)
!1209 = !DILocation(line: 193, column: 3, scope: !898)
!1210 = !DILocation(line: 195, column: 12, scope: !898)
!1211 = !DILocation(line: 196, column: 29, scope: !898)
!1212 = !DILocation(line: 196, column: 36, scope: !898)
!1213 = !DILocation(line: 196, column: 3, scope: !898)
!1214 = !DILocation(line: 197, column: 12, scope: !898)
!1215 = !DILocation(line: 198, column: 12, scope: !898)
!1216 = !DILocation(line: 199, column: 54, scope: !898)
!1217 = !DILocation(line: 199, column: 61, scope: !898)
!1218 = !DILocation(line: 199, column: 68, scope: !898)
!1219 = !DILocation(line: 199, column: 75, scope: !898)
!1220 = !DILocation(line: 199, column: 82, scope: !898)
!1221 = !DILocation(line: 199, column: 89, scope: !898)
!1222 = !DILocation(line: 199, column: 96, scope: !898)
!1223 = !DILocation(line: 199, column: 103, scope: !898)
!1224 = !DILocation(line: 199, column: 3, scope: !898)
!1225 = !DILocation(line: 200, column: 12, scope: !898)
!1226 = !DILocation(line: 201, column: 12, scope: !898)
!1227 = !DILocation(line: 202, column: 38, scope: !898)
!1228 = !DILocation(line: 202, column: 45, scope: !898)
!1229 = !DILocation(line: 202, column: 63, scope: !898)
!1230 = !DILocation(line: 202, column: 81, scope: !898)
!1231 = !DILocation(line: 202, column: 3, scope: !898)
!1232 = !DILocation(line: 203, column: 13, scope: !898)
!1233 = !DILocation(line: 204, column: 42, scope: !898)
!1234 = !DILocation(line: 204, column: 24, scope: !898)
!1235 = !DILocation(line: 204, column: 17, scope: !898)
!1236 = !DILocation(line: 205, column: 3, scope: !898)
!1237 = !DILocation(line: 206, column: 26, scope: !898)
!1238 = !DILocation(line: 206, column: 3, scope: !898)
!1239 = !DILocation(line: 208, column: 27, scope: !898)
!1240 = !DILocation(line: 208, column: 42, scope: !898)
!1241 = !DILocation(line: 208, column: 3, scope: !898)
!1242 = !DILocation(line: 209, column: 3, scope: !898)
!1243 = !DILocation(line: 0, scope: !933)
!1244 = !DILocation(line: 189, column: 46, scope: !1245)
!1245 = distinct !DILexicalBlock(scope: !933, file: !3, line: 189, column: 3)
!1246 = !DILocation(line: 189, column: 32, scope: !1245)
!1247 = !DILocation(line: 189, column: 28, scope: !1245)
!1248 = !DILocation(line: 189, column: 21, scope: !1245)
!1249 = !DILocation(line: 189, column: 3, scope: !933)
!1250 = distinct !{!1250, !1249, !1251, !247}
!1251 = !DILocation(line: 189, column: 50, scope: !933)
!1252 = !DISubprogram(name: "printf", scope: !1253, file: !1253, line: 356, type: !1254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1253 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!5, !1256, null}
!1256 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1046)
!1257 = distinct !DISubprogram(name: "print16", scope: !3, file: !3, line: 105, type: !1258, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1260)
!1258 = !DISubroutineType(types: !1259)
!1259 = !{null, !1046, !32}
!1260 = !{!1261, !1262, !1263}
!1261 = !DILocalVariable(name: "s", arg: 1, scope: !1257, file: !3, line: 105, type: !1046)
!1262 = !DILocalVariable(name: "v", arg: 2, scope: !1257, file: !3, line: 105, type: !32)
!1263 = !DILocalVariable(name: "i", scope: !1264, file: !3, line: 107, type: !5)
!1264 = distinct !DILexicalBlock(scope: !1257, file: !3, line: 107, column: 3)
!1265 = !DILocation(line: 0, scope: !1257)
!1266 = !DILocation(line: 106, column: 3, scope: !1257)
!1267 = !DILocation(line: 0, scope: !1264)
!1268 = !DILocation(line: 107, column: 46, scope: !1269)
!1269 = distinct !DILexicalBlock(scope: !1264, file: !3, line: 107, column: 3)
!1270 = !DILocation(line: 107, column: 32, scope: !1269)
!1271 = !DILocation(line: 108, column: 3, scope: !1257)
!1272 = !DILocation(line: 109, column: 1, scope: !1257)
