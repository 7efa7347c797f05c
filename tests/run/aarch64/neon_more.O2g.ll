; ModuleID = 'tests/run/aarch64/neon_more.c'
source_filename = "tests/run/aarch64/neon_more.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.uint8x16x4_t = type { [4 x <16 x i8>] }
%struct.int32x4x3_t = type { [3 x <4 x i32>] }

@bytes = internal global [256 x i8] zeroinitializer, align 16, !dbg !0
@shorts = internal global [64 x i16] zeroinitializer, align 16, !dbg !228
@ints = internal global [32 x i32] zeroinitializer, align 16, !dbg !233
@.str = private unnamed_addr constant [9 x i8] c"vld4q_u8\00", align 1, !dbg !70
@.str.1 = private unnamed_addr constant [10 x i8] c"vld2q_s16\00", align 1, !dbg !76
@.str.2 = private unnamed_addr constant [10 x i8] c"vld3q_s32\00", align 1, !dbg !81
@.str.3 = private unnamed_addr constant [11 x i8] c"vld1_u8_x2\00", align 1, !dbg !83
@.str.4 = private unnamed_addr constant [12 x i8] c"vld1_s16_x4\00", align 1, !dbg !88
@.str.5 = private unnamed_addr constant [13 x i8] c"vld2_dup_s32\00", align 1, !dbg !93
@floats = internal global [16 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float -5.000000e-01, float -1.500000e+00, float -2.500000e+00, float 0x400BEB8520000000, float 0xC00C147AE0000000, float 1.000000e+10, float -1.000000e+10, float 0x41DFFFFFE0000000, float 0xC1E0000000000000, float 0.000000e+00, float -0.000000e+00, float 0x401ECCCCC0000000, float 0xC01ECCCCC0000000], align 16, !dbg !251
@.str.6 = private unnamed_addr constant [10 x i8] c"vld2q_f32\00", align 1, !dbg !98
@.str.7 = private unnamed_addr constant [9 x i8] c"vst4q_u8\00", align 1, !dbg !100
@.str.8 = private unnamed_addr constant [7 x i8] c"stores\00", align 1, !dbg !102
@.str.9 = private unnamed_addr constant [11 x i8] c"vsliq_n_u8\00", align 1, !dbg !107
@.str.10 = private unnamed_addr constant [11 x i8] c"vsriq_n_u8\00", align 1, !dbg !109
@.str.11 = private unnamed_addr constant [10 x i8] c"vsli_n_u8\00", align 1, !dbg !111
@.str.12 = private unnamed_addr constant [15 x i8] c"vsriq_n_u16_16\00", align 1, !dbg !113
@.str.13 = private unnamed_addr constant [9 x i8] c"vmull_u8\00", align 1, !dbg !118
@.str.14 = private unnamed_addr constant [10 x i8] c"vmull_s16\00", align 1, !dbg !120
@.str.15 = private unnamed_addr constant [14 x i8] c"vmull_high_s8\00", align 1, !dbg !122
@.str.16 = private unnamed_addr constant [12 x i8] c"vqdmull_s16\00", align 1, !dbg !127
@.str.17 = private unnamed_addr constant [10 x i8] c"vhaddq_u8\00", align 1, !dbg !129
@.str.18 = private unnamed_addr constant [11 x i8] c"vrhaddq_s8\00", align 1, !dbg !131
@.str.19 = private unnamed_addr constant [11 x i8] c"vhsubq_s16\00", align 1, !dbg !133
@.str.20 = private unnamed_addr constant [9 x i8] c"vhsub_u8\00", align 1, !dbg !135
@.str.21 = private unnamed_addr constant [9 x i8] c"vabdq_u8\00", align 1, !dbg !137
@.str.22 = private unnamed_addr constant [10 x i8] c"vabdq_s16\00", align 1, !dbg !139
@.str.23 = private unnamed_addr constant [9 x i8] c"vabd_f32\00", align 1, !dbg !141
@.str.24 = private unnamed_addr constant [11 x i8] c"vpaddlq_u8\00", align 1, !dbg !143
@.str.25 = private unnamed_addr constant [12 x i8] c"vpaddlq_s16\00", align 1, !dbg !145
@.str.26 = private unnamed_addr constant [11 x i8] c"vpadalq_u8\00", align 1, !dbg !147
@.str.27 = private unnamed_addr constant [11 x i8] c"vqmovn_s32\00", align 1, !dbg !149
@.str.28 = private unnamed_addr constant [11 x i8] c"vqmovn_u16\00", align 1, !dbg !151
@.str.29 = private unnamed_addr constant [12 x i8] c"vqmovun_s16\00", align 1, !dbg !153
@.str.30 = private unnamed_addr constant [13 x i8] c"vrshrn_n_s16\00", align 1, !dbg !155
@.str.31 = private unnamed_addr constant [13 x i8] c"vqshrn_n_s32\00", align 1, !dbg !157
@.str.32 = private unnamed_addr constant [14 x i8] c"vqrshrn_n_u16\00", align 1, !dbg !159
@.str.33 = private unnamed_addr constant [15 x i8] c"vqrshrun_n_s16\00", align 1, !dbg !161
@.str.34 = private unnamed_addr constant [13 x i8] c"vqdmulhq_s16\00", align 1, !dbg !163
@.str.35 = private unnamed_addr constant [17 x i8] c"vqdmulhq_s16_min\00", align 1, !dbg !165
@.str.36 = private unnamed_addr constant [14 x i8] c"vqrdmulhq_s32\00", align 1, !dbg !170
@.str.37 = private unnamed_addr constant [17 x i8] c"vqrdmulh_s32_min\00", align 1, !dbg !172
@.str.38 = private unnamed_addr constant [9 x i8] c"vshlq_u8\00", align 1, !dbg !174
@.str.39 = private unnamed_addr constant [9 x i8] c"vshlq_s8\00", align 1, !dbg !176
@.str.40 = private unnamed_addr constant [10 x i8] c"vshlq_s16\00", align 1, !dbg !178
@.str.41 = private unnamed_addr constant [10 x i8] c"vshlq_u32\00", align 1, !dbg !180
@.str.42 = private unnamed_addr constant [10 x i8] c"vshld_s64\00", align 1, !dbg !182
@.str.43 = private unnamed_addr constant [11 x i8] c"vqabsq_s16\00", align 1, !dbg !184
@.str.44 = private unnamed_addr constant [11 x i8] c"vqnegq_s32\00", align 1, !dbg !186
@.str.45 = private unnamed_addr constant [11 x i8] c"vcvtnq_s32\00", align 1, !dbg !188
@.str.46 = private unnamed_addr constant [11 x i8] c"vcvtaq_s32\00", align 1, !dbg !190
@.str.47 = private unnamed_addr constant [11 x i8] c"vcvtmq_s32\00", align 1, !dbg !192
@.str.48 = private unnamed_addr constant [11 x i8] c"vcvtpq_u32\00", align 1, !dbg !194
@.str.49 = private unnamed_addr constant [15 x i8] c"vcvtnq_s32_big\00", align 1, !dbg !196
@.str.50 = private unnamed_addr constant [15 x i8] c"vcvtaq_u32_big\00", align 1, !dbg !198
@.str.51 = private unnamed_addr constant [11 x i8] c"vcvtns_s32\00", align 1, !dbg !200
@.str.52 = private unnamed_addr constant [11 x i8] c"vcvtad_s64\00", align 1, !dbg !202
@.str.53 = private unnamed_addr constant [11 x i8] c"vcvtmd_u64\00", align 1, !dbg !204
@.str.54 = private unnamed_addr constant [11 x i8] c"vqtbl2q_u8\00", align 1, !dbg !206
@.str.55 = private unnamed_addr constant [11 x i8] c"vqtbl3q_u8\00", align 1, !dbg !208
@.str.56 = private unnamed_addr constant [11 x i8] c"vqtbl4q_u8\00", align 1, !dbg !210
@.str.57 = private unnamed_addr constant [11 x i8] c"vqtbx1q_u8\00", align 1, !dbg !212
@.str.58 = private unnamed_addr constant [11 x i8] c"vqtbx4q_u8\00", align 1, !dbg !214
@.str.59 = private unnamed_addr constant [10 x i8] c"vqtbl1_u8\00", align 1, !dbg !216
@.str.60 = private unnamed_addr constant [10 x i8] c"vpminq_u8\00", align 1, !dbg !218
@.str.61 = private unnamed_addr constant [11 x i8] c"vpmaxq_s16\00", align 1, !dbg !220
@.str.62 = private unnamed_addr constant [10 x i8] c"vpmin_s32\00", align 1, !dbg !222
@.str.63 = private unnamed_addr constant [11 x i8] c"vpmaxq_f32\00", align 1, !dbg !224
@.str.64 = private unnamed_addr constant [13 x i8] c"vpminnmq_f32\00", align 1, !dbg !226
@.str.65 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !238
@.str.66 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !243

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !266 {
  %3 = alloca %struct.uint8x16x4_t, align 16, !DIAssignID !569
    #dbg_assign(i1 undef, !288, !DIExpression(), !569, ptr %3, !DIExpression(), !570)
  %4 = alloca %struct.int32x4x3_t, align 16, !DIAssignID !571
    #dbg_assign(i1 undef, !308, !DIExpression(), !571, ptr %4, !DIExpression(), !572)
  %5 = alloca [128 x i8], align 1, !DIAssignID !573
    #dbg_assign(i1 undef, !350, !DIExpression(), !573, ptr %5, !DIExpression(), !574)
    #dbg_value(i32 %0, !272, !DIExpression(), !574)
    #dbg_value(ptr %1, !273, !DIExpression(), !574)
    #dbg_value(i32 0, !274, !DIExpression(), !575)
  %6 = insertelement <16 x i32> poison, i32 %0, i64 0, !dbg !576
  %7 = shufflevector <16 x i32> %6, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !576
  %8 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %9 = add <16 x i8> %8, <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, !dbg !577
  store <16 x i8> %9, ptr @bytes, align 16, !dbg !579, !tbaa !580
  %10 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %11 = add <16 x i8> %10, <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, !dbg !577
  store <16 x i8> %11, ptr getelementptr inbounds (i8, ptr @bytes, i64 16), align 16, !dbg !579, !tbaa !580
  %12 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %13 = add <16 x i8> %12, <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, !dbg !577
  store <16 x i8> %13, ptr getelementptr inbounds (i8, ptr @bytes, i64 32), align 16, !dbg !579, !tbaa !580
  %14 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %15 = add <16 x i8> %14, <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, !dbg !577
  store <16 x i8> %15, ptr getelementptr inbounds (i8, ptr @bytes, i64 48), align 16, !dbg !579, !tbaa !580
  %16 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %17 = add <16 x i8> %16, <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, !dbg !577
  store <16 x i8> %17, ptr getelementptr inbounds (i8, ptr @bytes, i64 64), align 16, !dbg !579, !tbaa !580
  %18 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %19 = add <16 x i8> %18, <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, !dbg !577
  store <16 x i8> %19, ptr getelementptr inbounds (i8, ptr @bytes, i64 80), align 16, !dbg !579, !tbaa !580
  %20 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %21 = add <16 x i8> %20, <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, !dbg !577
  store <16 x i8> %21, ptr getelementptr inbounds (i8, ptr @bytes, i64 96), align 16, !dbg !579, !tbaa !580
  %22 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %23 = add <16 x i8> %22, <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, !dbg !577
  store <16 x i8> %23, ptr getelementptr inbounds (i8, ptr @bytes, i64 112), align 16, !dbg !579, !tbaa !580
  %24 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %25 = add <16 x i8> %24, <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, !dbg !577
  store <16 x i8> %25, ptr getelementptr inbounds (i8, ptr @bytes, i64 128), align 16, !dbg !579, !tbaa !580
  %26 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %27 = add <16 x i8> %26, <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, !dbg !577
  store <16 x i8> %27, ptr getelementptr inbounds (i8, ptr @bytes, i64 144), align 16, !dbg !579, !tbaa !580
  %28 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %29 = add <16 x i8> %28, <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, !dbg !577
  store <16 x i8> %29, ptr getelementptr inbounds (i8, ptr @bytes, i64 160), align 16, !dbg !579, !tbaa !580
  %30 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %31 = add <16 x i8> %30, <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, !dbg !577
  store <16 x i8> %31, ptr getelementptr inbounds (i8, ptr @bytes, i64 176), align 16, !dbg !579, !tbaa !580
  %32 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %33 = add <16 x i8> %32, <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, !dbg !577
  store <16 x i8> %33, ptr getelementptr inbounds (i8, ptr @bytes, i64 192), align 16, !dbg !579, !tbaa !580
  %34 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %35 = add <16 x i8> %34, <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, !dbg !577
  store <16 x i8> %35, ptr getelementptr inbounds (i8, ptr @bytes, i64 208), align 16, !dbg !579, !tbaa !580
  %36 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %37 = add <16 x i8> %36, <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, !dbg !577
  store <16 x i8> %37, ptr getelementptr inbounds (i8, ptr @bytes, i64 224), align 16, !dbg !579, !tbaa !580
  %38 = trunc <16 x i32> %7 to <16 x i8>, !dbg !577
  %39 = add <16 x i8> %38, <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, !dbg !577
  store <16 x i8> %39, ptr getelementptr inbounds (i8, ptr @bytes, i64 240), align 16, !dbg !579, !tbaa !580
  store <8 x i16> <i16 0, i16 3, i16 6, i16 9, i16 12, i16 15, i16 18, i16 21>, ptr @shorts, align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 24, i16 27, i16 30, i16 33, i16 36, i16 39, i16 42, i16 45>, ptr getelementptr inbounds (i8, ptr @shorts, i64 16), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 48, i16 51, i16 54, i16 57, i16 60, i16 63, i16 66, i16 69>, ptr getelementptr inbounds (i8, ptr @shorts, i64 32), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 72, i16 75, i16 78, i16 81, i16 84, i16 87, i16 90, i16 93>, ptr getelementptr inbounds (i8, ptr @shorts, i64 48), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 96, i16 99, i16 102, i16 105, i16 108, i16 111, i16 114, i16 117>, ptr getelementptr inbounds (i8, ptr @shorts, i64 64), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 120, i16 123, i16 126, i16 129, i16 132, i16 135, i16 138, i16 141>, ptr getelementptr inbounds (i8, ptr @shorts, i64 80), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 144, i16 147, i16 150, i16 153, i16 156, i16 159, i16 162, i16 165>, ptr getelementptr inbounds (i8, ptr @shorts, i64 96), align 16, !dbg !583, !tbaa !585
  store <8 x i16> <i16 168, i16 171, i16 174, i16 177, i16 180, i16 183, i16 186, i16 189>, ptr getelementptr inbounds (i8, ptr @shorts, i64 112), align 16, !dbg !583, !tbaa !585
    #dbg_value(i64 11, !278, !DIExpression(), !587)
  store <4 x i32> <i32 -239350328, i32 -1879881855, i32 774553914, i32 -865977613>, ptr getelementptr inbounds (i8, ptr @ints, i64 32), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 15, !278, !DIExpression(), !587)
  store <4 x i32> <i32 1788458156, i32 147926629, i32 -1492604898, i32 1161830871>, ptr getelementptr inbounds (i8, ptr @ints, i64 48), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 19, !278, !DIExpression(), !587)
  store <4 x i32> <i32 -478700656, i32 -2119232183, i32 535203586, i32 -1105327941>, ptr getelementptr inbounds (i8, ptr @ints, i64 64), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 23, !278, !DIExpression(), !587)
  store <4 x i32> <i32 1549107828, i32 -91423699, i32 -1731955226, i32 922480543>, ptr getelementptr inbounds (i8, ptr @ints, i64 80), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 27, !278, !DIExpression(), !587)
  store <4 x i32> <i32 -718050984, i32 1936384785, i32 295853258, i32 -1344678269>, ptr getelementptr inbounds (i8, ptr @ints, i64 96), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 31, !278, !DIExpression(), !587)
  store <4 x i32> <i32 1309757500, i32 -330774027, i32 -1971305554, i32 683130215>, ptr getelementptr inbounds (i8, ptr @ints, i64 112), align 16, !dbg !588, !tbaa !590
    #dbg_value(i64 32, !278, !DIExpression(), !587)
  store i16 -32768, ptr getelementptr inbounds (i8, ptr @shorts, i64 10), align 2, !dbg !592, !tbaa !585
  store i16 -32768, ptr getelementptr inbounds (i8, ptr @shorts, i64 26), align 2, !dbg !593, !tbaa !585
  store <4 x i32> <i32 0, i32 -1640531527, i32 1013904242, i32 -2147483648>, ptr @ints, align 16, !dbg !588, !tbaa !590
  store <4 x i32> <i32 2027808484, i32 387276957, i32 -1253254570, i32 -2147483648>, ptr getelementptr inbounds (i8, ptr @ints, i64 16), align 16, !dbg !588, !tbaa !590
  %40 = tail call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr nonnull @bytes), !dbg !594
  %41 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %40, 0, !dbg !594
  %42 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %40, 1, !dbg !594
  %43 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %40, 2, !dbg !594
  %44 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %40, 3, !dbg !594
    #dbg_value(<16 x i8> %41, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !595)
    #dbg_value(<16 x i8> %42, !286, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !595)
    #dbg_value(<16 x i8> %43, !286, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !595)
    #dbg_value(<16 x i8> %44, !286, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !595)
    #dbg_value(<16 x i8> %41, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<16 x i8> %42, !280, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
    #dbg_value(<16 x i8> %43, !280, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !574)
    #dbg_value(<16 x i8> %44, !280, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !574)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7, !dbg !596
  store <16 x i8> %41, ptr %3, align 16, !dbg !596, !DIAssignID !597
  %45 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !596
  store <16 x i8> %42, ptr %45, align 16, !dbg !596, !DIAssignID !598
  %46 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !596
  store <16 x i8> %43, ptr %46, align 16, !dbg !596, !DIAssignID !599
  %47 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !596
  store <16 x i8> %44, ptr %47, align 16, !dbg !596, !tbaa !580, !DIAssignID !600
    #dbg_assign(<16 x i8> %41, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !597, ptr %3, !DIExpression(), !570)
    #dbg_assign(<16 x i8> %42, !288, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !598, ptr %45, !DIExpression(), !570)
    #dbg_assign(<16 x i8> %43, !288, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !599, ptr %46, !DIExpression(), !570)
    #dbg_assign(<16 x i8> %44, !288, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !600, ptr %47, !DIExpression(), !570)
    #dbg_value(ptr @.str, !601, !DIExpression(), !617)
    #dbg_value(ptr %3, !610, !DIExpression(), !617)
    #dbg_value(i32 64, !611, !DIExpression(), !617)
    #dbg_value(ptr %3, !612, !DIExpression(), !617)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str), !dbg !619
    #dbg_value(i32 0, !615, !DIExpression(), !620)
  br label %49, !dbg !621

49:                                               ; preds = %49, %2
  %50 = phi i64 [ 0, %2 ], [ %55, %49 ]
    #dbg_value(i64 %50, !615, !DIExpression(), !620)
  %51 = getelementptr inbounds i8, ptr %3, i64 %50, !dbg !622
  %52 = load i8, ptr %51, align 1, !dbg !622, !tbaa !580
  %53 = zext i8 %52 to i32, !dbg !622
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %53), !dbg !624
  %55 = add nuw nsw i64 %50, 1, !dbg !625
    #dbg_value(i64 %55, !615, !DIExpression(), !620)
  %56 = icmp eq i64 %55, 64, !dbg !626
  br i1 %56, label %57, label %49, !dbg !621, !llvm.loop !627

57:                                               ; preds = %49
  %58 = tail call i32 @putchar(i32 10), !dbg !630
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7, !dbg !631
  %59 = tail call { <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld2.v8i16.p0(ptr nonnull @shorts), !dbg !632
  %60 = extractvalue { <8 x i16>, <8 x i16> } %59, 0, !dbg !632
  %61 = extractvalue { <8 x i16>, <8 x i16> } %59, 1, !dbg !632
    #dbg_value(<8 x i16> %60, !296, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !633)
    #dbg_value(<8 x i16> %61, !296, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !633)
    #dbg_value(<8 x i16> %60, !290, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<8 x i16> %61, !290, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
  %62 = bitcast <8 x i16> %60 to <16 x i8>, !dbg !634
  %63 = bitcast <8 x i16> %61 to <16 x i8>, !dbg !634
    #dbg_value(<8 x i16> %60, !298, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !635)
    #dbg_value(<8 x i16> %61, !298, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !635)
    #dbg_value(ptr @.str.1, !601, !DIExpression(), !636)
    #dbg_value(ptr undef, !610, !DIExpression(), !636)
    #dbg_value(i32 32, !611, !DIExpression(), !636)
    #dbg_value(ptr undef, !612, !DIExpression(), !636)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.1), !dbg !638
    #dbg_value(i64 0, !615, !DIExpression(), !639)
  %65 = extractelement <16 x i8> %62, i64 0, !dbg !640
  %66 = zext i8 %65 to i32, !dbg !640
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %66), !dbg !641
    #dbg_value(i64 1, !615, !DIExpression(), !639)
  %68 = extractelement <16 x i8> %62, i64 1, !dbg !640
  %69 = zext i8 %68 to i32, !dbg !640
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %69), !dbg !641
    #dbg_value(i64 2, !615, !DIExpression(), !639)
  %71 = extractelement <16 x i8> %62, i64 2, !dbg !640
  %72 = zext i8 %71 to i32, !dbg !640
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %72), !dbg !641
    #dbg_value(i64 3, !615, !DIExpression(), !639)
  %74 = extractelement <16 x i8> %62, i64 3, !dbg !640
  %75 = zext i8 %74 to i32, !dbg !640
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %75), !dbg !641
    #dbg_value(i64 4, !615, !DIExpression(), !639)
  %77 = extractelement <16 x i8> %62, i64 4, !dbg !640
  %78 = zext i8 %77 to i32, !dbg !640
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %78), !dbg !641
    #dbg_value(i64 5, !615, !DIExpression(), !639)
  %80 = extractelement <16 x i8> %62, i64 5, !dbg !640
  %81 = zext i8 %80 to i32, !dbg !640
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %81), !dbg !641
    #dbg_value(i64 6, !615, !DIExpression(), !639)
  %83 = extractelement <16 x i8> %62, i64 6, !dbg !640
  %84 = zext i8 %83 to i32, !dbg !640
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %84), !dbg !641
    #dbg_value(i64 7, !615, !DIExpression(), !639)
  %86 = extractelement <16 x i8> %62, i64 7, !dbg !640
  %87 = zext i8 %86 to i32, !dbg !640
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %87), !dbg !641
    #dbg_value(i64 8, !615, !DIExpression(), !639)
  %89 = extractelement <16 x i8> %62, i64 8, !dbg !640
  %90 = zext i8 %89 to i32, !dbg !640
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %90), !dbg !641
    #dbg_value(i64 9, !615, !DIExpression(), !639)
  %92 = extractelement <16 x i8> %62, i64 9, !dbg !640
  %93 = zext i8 %92 to i32, !dbg !640
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %93), !dbg !641
    #dbg_value(i64 10, !615, !DIExpression(), !639)
  %95 = extractelement <16 x i8> %62, i64 10, !dbg !640
  %96 = zext i8 %95 to i32, !dbg !640
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %96), !dbg !641
    #dbg_value(i64 11, !615, !DIExpression(), !639)
  %98 = extractelement <16 x i8> %62, i64 11, !dbg !640
  %99 = zext i8 %98 to i32, !dbg !640
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %99), !dbg !641
    #dbg_value(i64 12, !615, !DIExpression(), !639)
  %101 = extractelement <16 x i8> %62, i64 12, !dbg !640
  %102 = zext i8 %101 to i32, !dbg !640
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %102), !dbg !641
    #dbg_value(i64 13, !615, !DIExpression(), !639)
  %104 = extractelement <16 x i8> %62, i64 13, !dbg !640
  %105 = zext i8 %104 to i32, !dbg !640
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %105), !dbg !641
    #dbg_value(i64 14, !615, !DIExpression(), !639)
  %107 = extractelement <16 x i8> %62, i64 14, !dbg !640
  %108 = zext i8 %107 to i32, !dbg !640
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %108), !dbg !641
    #dbg_value(i64 15, !615, !DIExpression(), !639)
  %110 = extractelement <16 x i8> %62, i64 15, !dbg !640
  %111 = zext i8 %110 to i32, !dbg !640
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %111), !dbg !641
    #dbg_value(i64 16, !615, !DIExpression(), !639)
  %113 = extractelement <16 x i8> %63, i64 0, !dbg !640
  %114 = zext i8 %113 to i32, !dbg !640
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %114), !dbg !641
    #dbg_value(i64 17, !615, !DIExpression(), !639)
  %116 = extractelement <16 x i8> %63, i64 1, !dbg !640
  %117 = zext i8 %116 to i32, !dbg !640
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %117), !dbg !641
    #dbg_value(i64 18, !615, !DIExpression(), !639)
  %119 = extractelement <16 x i8> %63, i64 2, !dbg !640
  %120 = zext i8 %119 to i32, !dbg !640
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %120), !dbg !641
    #dbg_value(i64 19, !615, !DIExpression(), !639)
  %122 = extractelement <16 x i8> %63, i64 3, !dbg !640
  %123 = zext i8 %122 to i32, !dbg !640
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %123), !dbg !641
    #dbg_value(i64 20, !615, !DIExpression(), !639)
  %125 = extractelement <16 x i8> %63, i64 4, !dbg !640
  %126 = zext i8 %125 to i32, !dbg !640
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %126), !dbg !641
    #dbg_value(i64 21, !615, !DIExpression(), !639)
  %128 = extractelement <16 x i8> %63, i64 5, !dbg !640
  %129 = zext i8 %128 to i32, !dbg !640
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %129), !dbg !641
    #dbg_value(i64 22, !615, !DIExpression(), !639)
  %131 = extractelement <16 x i8> %63, i64 6, !dbg !640
  %132 = zext i8 %131 to i32, !dbg !640
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %132), !dbg !641
    #dbg_value(i64 23, !615, !DIExpression(), !639)
  %134 = extractelement <16 x i8> %63, i64 7, !dbg !640
  %135 = zext i8 %134 to i32, !dbg !640
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %135), !dbg !641
    #dbg_value(i64 24, !615, !DIExpression(), !639)
  %137 = extractelement <16 x i8> %63, i64 8, !dbg !640
  %138 = zext i8 %137 to i32, !dbg !640
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %138), !dbg !641
    #dbg_value(i64 25, !615, !DIExpression(), !639)
  %140 = extractelement <16 x i8> %63, i64 9, !dbg !640
  %141 = zext i8 %140 to i32, !dbg !640
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %141), !dbg !641
    #dbg_value(i64 26, !615, !DIExpression(), !639)
  %143 = extractelement <16 x i8> %63, i64 10, !dbg !640
  %144 = zext i8 %143 to i32, !dbg !640
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %144), !dbg !641
    #dbg_value(i64 27, !615, !DIExpression(), !639)
  %146 = extractelement <16 x i8> %63, i64 11, !dbg !640
  %147 = zext i8 %146 to i32, !dbg !640
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %147), !dbg !641
    #dbg_value(i64 28, !615, !DIExpression(), !639)
  %149 = extractelement <16 x i8> %63, i64 12, !dbg !640
  %150 = zext i8 %149 to i32, !dbg !640
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %150), !dbg !641
    #dbg_value(i64 29, !615, !DIExpression(), !639)
  %152 = extractelement <16 x i8> %63, i64 13, !dbg !640
  %153 = zext i8 %152 to i32, !dbg !640
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %153), !dbg !641
    #dbg_value(i64 30, !615, !DIExpression(), !639)
  %155 = extractelement <16 x i8> %63, i64 14, !dbg !640
  %156 = zext i8 %155 to i32, !dbg !640
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %156), !dbg !641
    #dbg_value(i64 31, !615, !DIExpression(), !639)
  %158 = extractelement <16 x i8> %63, i64 15, !dbg !640
  %159 = zext i8 %158 to i32, !dbg !640
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %159), !dbg !641
    #dbg_value(i64 32, !615, !DIExpression(), !639)
  %161 = tail call i32 @putchar(i32 10), !dbg !642
  %162 = tail call { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr nonnull @ints), !dbg !643
  %163 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %162, 0, !dbg !643
  %164 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %162, 1, !dbg !643
  %165 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %162, 2, !dbg !643
    #dbg_value(<4 x i32> %163, !306, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !644)
    #dbg_value(<4 x i32> %164, !306, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !644)
    #dbg_value(<4 x i32> %165, !306, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !644)
    #dbg_value(<4 x i32> %163, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<4 x i32> %164, !300, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
    #dbg_value(<4 x i32> %165, !300, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !574)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !645
  store <4 x i32> %163, ptr %4, align 16, !dbg !645, !DIAssignID !646
  %166 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !645
  store <4 x i32> %164, ptr %166, align 16, !dbg !645, !DIAssignID !647
  %167 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !645
  store <4 x i32> %165, ptr %167, align 16, !dbg !645, !tbaa !580, !DIAssignID !648
    #dbg_assign(<4 x i32> %163, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !646, ptr %4, !DIExpression(), !572)
    #dbg_assign(<4 x i32> %164, !308, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !647, ptr %166, !DIExpression(), !572)
    #dbg_assign(<4 x i32> %165, !308, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !648, ptr %167, !DIExpression(), !572)
    #dbg_value(ptr @.str.2, !601, !DIExpression(), !649)
    #dbg_value(ptr %4, !610, !DIExpression(), !649)
    #dbg_value(i32 48, !611, !DIExpression(), !649)
    #dbg_value(ptr %4, !612, !DIExpression(), !649)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.2), !dbg !651
    #dbg_value(i32 0, !615, !DIExpression(), !652)
  br label %169, !dbg !653

169:                                              ; preds = %169, %57
  %170 = phi i64 [ 0, %57 ], [ %175, %169 ]
    #dbg_value(i64 %170, !615, !DIExpression(), !652)
  %171 = getelementptr inbounds i8, ptr %4, i64 %170, !dbg !654
  %172 = load i8, ptr %171, align 1, !dbg !654, !tbaa !580
  %173 = zext i8 %172 to i32, !dbg !654
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %173), !dbg !655
  %175 = add nuw nsw i64 %170, 1, !dbg !656
    #dbg_value(i64 %175, !615, !DIExpression(), !652)
  %176 = icmp eq i64 %175, 48, !dbg !657
  br i1 %176, label %177, label %169, !dbg !653, !llvm.loop !658

177:                                              ; preds = %169
  %178 = tail call i32 @putchar(i32 10), !dbg !660
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !661
  %179 = tail call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 3)), !dbg !662
  %180 = extractvalue { <8 x i8>, <8 x i8> } %179, 0, !dbg !662
  %181 = extractvalue { <8 x i8>, <8 x i8> } %179, 1, !dbg !662
    #dbg_value(<8 x i8> %180, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !663)
    #dbg_value(<8 x i8> %181, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !663)
    #dbg_value(<8 x i8> %180, !310, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(<8 x i8> %181, !310, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
    #dbg_value(<8 x i8> %180, !318, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !664)
    #dbg_value(<8 x i8> %181, !318, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !664)
    #dbg_value(ptr @.str.3, !601, !DIExpression(), !665)
    #dbg_value(ptr undef, !610, !DIExpression(), !665)
    #dbg_value(i32 16, !611, !DIExpression(), !665)
    #dbg_value(ptr undef, !612, !DIExpression(), !665)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.3), !dbg !667
    #dbg_value(i64 0, !615, !DIExpression(), !668)
  %183 = extractelement <8 x i8> %180, i64 0, !dbg !669
  %184 = zext i8 %183 to i32, !dbg !669
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %184), !dbg !670
    #dbg_value(i64 1, !615, !DIExpression(), !668)
  %186 = extractelement <8 x i8> %180, i64 1, !dbg !669
  %187 = zext i8 %186 to i32, !dbg !669
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %187), !dbg !670
    #dbg_value(i64 2, !615, !DIExpression(), !668)
  %189 = extractelement <8 x i8> %180, i64 2, !dbg !669
  %190 = zext i8 %189 to i32, !dbg !669
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %190), !dbg !670
    #dbg_value(i64 3, !615, !DIExpression(), !668)
  %192 = extractelement <8 x i8> %180, i64 3, !dbg !669
  %193 = zext i8 %192 to i32, !dbg !669
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %193), !dbg !670
    #dbg_value(i64 4, !615, !DIExpression(), !668)
  %195 = extractelement <8 x i8> %180, i64 4, !dbg !669
  %196 = zext i8 %195 to i32, !dbg !669
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %196), !dbg !670
    #dbg_value(i64 5, !615, !DIExpression(), !668)
  %198 = extractelement <8 x i8> %180, i64 5, !dbg !669
  %199 = zext i8 %198 to i32, !dbg !669
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %199), !dbg !670
    #dbg_value(i64 6, !615, !DIExpression(), !668)
  %201 = extractelement <8 x i8> %180, i64 6, !dbg !669
  %202 = zext i8 %201 to i32, !dbg !669
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %202), !dbg !670
    #dbg_value(i64 7, !615, !DIExpression(), !668)
  %204 = extractelement <8 x i8> %180, i64 7, !dbg !669
  %205 = zext i8 %204 to i32, !dbg !669
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %205), !dbg !670
    #dbg_value(i64 8, !615, !DIExpression(), !668)
  %207 = extractelement <8 x i8> %181, i64 0, !dbg !669
  %208 = zext i8 %207 to i32, !dbg !669
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %208), !dbg !670
    #dbg_value(i64 9, !615, !DIExpression(), !668)
  %210 = extractelement <8 x i8> %181, i64 1, !dbg !669
  %211 = zext i8 %210 to i32, !dbg !669
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %211), !dbg !670
    #dbg_value(i64 10, !615, !DIExpression(), !668)
  %213 = extractelement <8 x i8> %181, i64 2, !dbg !669
  %214 = zext i8 %213 to i32, !dbg !669
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %214), !dbg !670
    #dbg_value(i64 11, !615, !DIExpression(), !668)
  %216 = extractelement <8 x i8> %181, i64 3, !dbg !669
  %217 = zext i8 %216 to i32, !dbg !669
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %217), !dbg !670
    #dbg_value(i64 12, !615, !DIExpression(), !668)
  %219 = extractelement <8 x i8> %181, i64 4, !dbg !669
  %220 = zext i8 %219 to i32, !dbg !669
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %220), !dbg !670
    #dbg_value(i64 13, !615, !DIExpression(), !668)
  %222 = extractelement <8 x i8> %181, i64 5, !dbg !669
  %223 = zext i8 %222 to i32, !dbg !669
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %223), !dbg !670
    #dbg_value(i64 14, !615, !DIExpression(), !668)
  %225 = extractelement <8 x i8> %181, i64 6, !dbg !669
  %226 = zext i8 %225 to i32, !dbg !669
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %226), !dbg !670
    #dbg_value(i64 15, !615, !DIExpression(), !668)
  %228 = extractelement <8 x i8> %181, i64 7, !dbg !669
  %229 = zext i8 %228 to i32, !dbg !669
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %229), !dbg !670
    #dbg_value(i64 16, !615, !DIExpression(), !668)
  %231 = tail call i32 @putchar(i32 10), !dbg !671
  %232 = tail call { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld1x4.v4i16.p0(ptr nonnull getelementptr inbounds (i8, ptr @shorts, i64 2)), !dbg !672
  %233 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %232, 0, !dbg !672
  %234 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %232, 1, !dbg !672
  %235 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %232, 2, !dbg !672
  %236 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %232, 3, !dbg !672
    #dbg_value(<4 x i16> %233, !326, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !673)
    #dbg_value(<4 x i16> %234, !326, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !673)
    #dbg_value(<4 x i16> %235, !326, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !673)
    #dbg_value(<4 x i16> %236, !326, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !673)
    #dbg_value(<4 x i16> %233, !320, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(<4 x i16> %234, !320, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
    #dbg_value(<4 x i16> %235, !320, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !574)
    #dbg_value(<4 x i16> %236, !320, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !574)
  %237 = bitcast <4 x i16> %233 to <8 x i8>, !dbg !674
  %238 = bitcast <4 x i16> %234 to <8 x i8>, !dbg !674
  %239 = bitcast <4 x i16> %235 to <8 x i8>, !dbg !674
  %240 = bitcast <4 x i16> %236 to <8 x i8>, !dbg !674
    #dbg_value(<4 x i16> %233, !328, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !675)
    #dbg_value(<4 x i16> %234, !328, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !675)
    #dbg_value(<4 x i16> %235, !328, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !675)
    #dbg_value(<4 x i16> %236, !328, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !675)
    #dbg_value(ptr @.str.4, !601, !DIExpression(), !676)
    #dbg_value(ptr undef, !610, !DIExpression(), !676)
    #dbg_value(i32 32, !611, !DIExpression(), !676)
    #dbg_value(ptr undef, !612, !DIExpression(), !676)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.4), !dbg !678
    #dbg_value(i64 0, !615, !DIExpression(), !679)
  %242 = extractelement <8 x i8> %237, i64 0, !dbg !680
  %243 = zext i8 %242 to i32, !dbg !680
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %243), !dbg !681
    #dbg_value(i64 1, !615, !DIExpression(), !679)
  %245 = extractelement <8 x i8> %237, i64 1, !dbg !680
  %246 = zext i8 %245 to i32, !dbg !680
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %246), !dbg !681
    #dbg_value(i64 2, !615, !DIExpression(), !679)
  %248 = extractelement <8 x i8> %237, i64 2, !dbg !680
  %249 = zext i8 %248 to i32, !dbg !680
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %249), !dbg !681
    #dbg_value(i64 3, !615, !DIExpression(), !679)
  %251 = extractelement <8 x i8> %237, i64 3, !dbg !680
  %252 = zext i8 %251 to i32, !dbg !680
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %252), !dbg !681
    #dbg_value(i64 4, !615, !DIExpression(), !679)
  %254 = extractelement <8 x i8> %237, i64 4, !dbg !680
  %255 = zext i8 %254 to i32, !dbg !680
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %255), !dbg !681
    #dbg_value(i64 5, !615, !DIExpression(), !679)
  %257 = extractelement <8 x i8> %237, i64 5, !dbg !680
  %258 = zext i8 %257 to i32, !dbg !680
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %258), !dbg !681
    #dbg_value(i64 6, !615, !DIExpression(), !679)
  %260 = extractelement <8 x i8> %237, i64 6, !dbg !680
  %261 = zext i8 %260 to i32, !dbg !680
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %261), !dbg !681
    #dbg_value(i64 7, !615, !DIExpression(), !679)
  %263 = extractelement <8 x i8> %237, i64 7, !dbg !680
  %264 = zext i8 %263 to i32, !dbg !680
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %264), !dbg !681
    #dbg_value(i64 8, !615, !DIExpression(), !679)
  %266 = extractelement <8 x i8> %238, i64 0, !dbg !680
  %267 = zext i8 %266 to i32, !dbg !680
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %267), !dbg !681
    #dbg_value(i64 9, !615, !DIExpression(), !679)
  %269 = extractelement <8 x i8> %238, i64 1, !dbg !680
  %270 = zext i8 %269 to i32, !dbg !680
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %270), !dbg !681
    #dbg_value(i64 10, !615, !DIExpression(), !679)
  %272 = extractelement <8 x i8> %238, i64 2, !dbg !680
  %273 = zext i8 %272 to i32, !dbg !680
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %273), !dbg !681
    #dbg_value(i64 11, !615, !DIExpression(), !679)
  %275 = extractelement <8 x i8> %238, i64 3, !dbg !680
  %276 = zext i8 %275 to i32, !dbg !680
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %276), !dbg !681
    #dbg_value(i64 12, !615, !DIExpression(), !679)
  %278 = extractelement <8 x i8> %238, i64 4, !dbg !680
  %279 = zext i8 %278 to i32, !dbg !680
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %279), !dbg !681
    #dbg_value(i64 13, !615, !DIExpression(), !679)
  %281 = extractelement <8 x i8> %238, i64 5, !dbg !680
  %282 = zext i8 %281 to i32, !dbg !680
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %282), !dbg !681
    #dbg_value(i64 14, !615, !DIExpression(), !679)
  %284 = extractelement <8 x i8> %238, i64 6, !dbg !680
  %285 = zext i8 %284 to i32, !dbg !680
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %285), !dbg !681
    #dbg_value(i64 15, !615, !DIExpression(), !679)
  %287 = extractelement <8 x i8> %238, i64 7, !dbg !680
  %288 = zext i8 %287 to i32, !dbg !680
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %288), !dbg !681
    #dbg_value(i64 16, !615, !DIExpression(), !679)
  %290 = extractelement <8 x i8> %239, i64 0, !dbg !680
  %291 = zext i8 %290 to i32, !dbg !680
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %291), !dbg !681
    #dbg_value(i64 17, !615, !DIExpression(), !679)
  %293 = extractelement <8 x i8> %239, i64 1, !dbg !680
  %294 = zext i8 %293 to i32, !dbg !680
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %294), !dbg !681
    #dbg_value(i64 18, !615, !DIExpression(), !679)
  %296 = extractelement <8 x i8> %239, i64 2, !dbg !680
  %297 = zext i8 %296 to i32, !dbg !680
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %297), !dbg !681
    #dbg_value(i64 19, !615, !DIExpression(), !679)
  %299 = extractelement <8 x i8> %239, i64 3, !dbg !680
  %300 = zext i8 %299 to i32, !dbg !680
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %300), !dbg !681
    #dbg_value(i64 20, !615, !DIExpression(), !679)
  %302 = extractelement <8 x i8> %239, i64 4, !dbg !680
  %303 = zext i8 %302 to i32, !dbg !680
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %303), !dbg !681
    #dbg_value(i64 21, !615, !DIExpression(), !679)
  %305 = extractelement <8 x i8> %239, i64 5, !dbg !680
  %306 = zext i8 %305 to i32, !dbg !680
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %306), !dbg !681
    #dbg_value(i64 22, !615, !DIExpression(), !679)
  %308 = extractelement <8 x i8> %239, i64 6, !dbg !680
  %309 = zext i8 %308 to i32, !dbg !680
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %309), !dbg !681
    #dbg_value(i64 23, !615, !DIExpression(), !679)
  %311 = extractelement <8 x i8> %239, i64 7, !dbg !680
  %312 = zext i8 %311 to i32, !dbg !680
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %312), !dbg !681
    #dbg_value(i64 24, !615, !DIExpression(), !679)
  %314 = extractelement <8 x i8> %240, i64 0, !dbg !680
  %315 = zext i8 %314 to i32, !dbg !680
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %315), !dbg !681
    #dbg_value(i64 25, !615, !DIExpression(), !679)
  %317 = extractelement <8 x i8> %240, i64 1, !dbg !680
  %318 = zext i8 %317 to i32, !dbg !680
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %318), !dbg !681
    #dbg_value(i64 26, !615, !DIExpression(), !679)
  %320 = extractelement <8 x i8> %240, i64 2, !dbg !680
  %321 = zext i8 %320 to i32, !dbg !680
  %322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %321), !dbg !681
    #dbg_value(i64 27, !615, !DIExpression(), !679)
  %323 = extractelement <8 x i8> %240, i64 3, !dbg !680
  %324 = zext i8 %323 to i32, !dbg !680
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %324), !dbg !681
    #dbg_value(i64 28, !615, !DIExpression(), !679)
  %326 = extractelement <8 x i8> %240, i64 4, !dbg !680
  %327 = zext i8 %326 to i32, !dbg !680
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %327), !dbg !681
    #dbg_value(i64 29, !615, !DIExpression(), !679)
  %329 = extractelement <8 x i8> %240, i64 5, !dbg !680
  %330 = zext i8 %329 to i32, !dbg !680
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %330), !dbg !681
    #dbg_value(i64 30, !615, !DIExpression(), !679)
  %332 = extractelement <8 x i8> %240, i64 6, !dbg !680
  %333 = zext i8 %332 to i32, !dbg !680
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %333), !dbg !681
    #dbg_value(i64 31, !615, !DIExpression(), !679)
  %335 = extractelement <8 x i8> %240, i64 7, !dbg !680
  %336 = zext i8 %335 to i32, !dbg !680
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %336), !dbg !681
    #dbg_value(i64 32, !615, !DIExpression(), !679)
  %338 = tail call i32 @putchar(i32 10), !dbg !682
  %339 = tail call { <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld2r.v2i32.p0(ptr nonnull getelementptr inbounds (i8, ptr @ints, i64 20)), !dbg !683
  %340 = extractvalue { <2 x i32>, <2 x i32> } %339, 0, !dbg !683
  %341 = extractvalue { <2 x i32>, <2 x i32> } %339, 1, !dbg !683
    #dbg_value(<2 x i32> %340, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !684)
    #dbg_value(<2 x i32> %341, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !684)
    #dbg_value(<2 x i32> %340, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(<2 x i32> %341, !330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
  %342 = bitcast <2 x i32> %340 to <8 x i8>, !dbg !685
  %343 = bitcast <2 x i32> %341 to <8 x i8>, !dbg !685
    #dbg_value(<2 x i32> %340, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !686)
    #dbg_value(<2 x i32> %341, !338, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !686)
    #dbg_value(ptr @.str.5, !601, !DIExpression(), !687)
    #dbg_value(ptr undef, !610, !DIExpression(), !687)
    #dbg_value(i32 16, !611, !DIExpression(), !687)
    #dbg_value(ptr undef, !612, !DIExpression(), !687)
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.5), !dbg !689
    #dbg_value(i64 0, !615, !DIExpression(), !690)
  %345 = extractelement <8 x i8> %342, i64 0, !dbg !691
  %346 = zext i8 %345 to i32, !dbg !691
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %346), !dbg !692
    #dbg_value(i64 1, !615, !DIExpression(), !690)
  %348 = extractelement <8 x i8> %342, i64 1, !dbg !691
  %349 = zext i8 %348 to i32, !dbg !691
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %349), !dbg !692
    #dbg_value(i64 2, !615, !DIExpression(), !690)
  %351 = extractelement <8 x i8> %342, i64 2, !dbg !691
  %352 = zext i8 %351 to i32, !dbg !691
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %352), !dbg !692
    #dbg_value(i64 3, !615, !DIExpression(), !690)
  %354 = extractelement <8 x i8> %342, i64 3, !dbg !691
  %355 = zext i8 %354 to i32, !dbg !691
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %355), !dbg !692
    #dbg_value(i64 4, !615, !DIExpression(), !690)
  %357 = extractelement <8 x i8> %342, i64 4, !dbg !691
  %358 = zext i8 %357 to i32, !dbg !691
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %358), !dbg !692
    #dbg_value(i64 5, !615, !DIExpression(), !690)
  %360 = extractelement <8 x i8> %342, i64 5, !dbg !691
  %361 = zext i8 %360 to i32, !dbg !691
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %361), !dbg !692
    #dbg_value(i64 6, !615, !DIExpression(), !690)
  %363 = extractelement <8 x i8> %342, i64 6, !dbg !691
  %364 = zext i8 %363 to i32, !dbg !691
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %364), !dbg !692
    #dbg_value(i64 7, !615, !DIExpression(), !690)
  %366 = extractelement <8 x i8> %342, i64 7, !dbg !691
  %367 = zext i8 %366 to i32, !dbg !691
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %367), !dbg !692
    #dbg_value(i64 8, !615, !DIExpression(), !690)
  %369 = extractelement <8 x i8> %343, i64 0, !dbg !691
  %370 = zext i8 %369 to i32, !dbg !691
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %370), !dbg !692
    #dbg_value(i64 9, !615, !DIExpression(), !690)
  %372 = extractelement <8 x i8> %343, i64 1, !dbg !691
  %373 = zext i8 %372 to i32, !dbg !691
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %373), !dbg !692
    #dbg_value(i64 10, !615, !DIExpression(), !690)
  %375 = extractelement <8 x i8> %343, i64 2, !dbg !691
  %376 = zext i8 %375 to i32, !dbg !691
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %376), !dbg !692
    #dbg_value(i64 11, !615, !DIExpression(), !690)
  %378 = extractelement <8 x i8> %343, i64 3, !dbg !691
  %379 = zext i8 %378 to i32, !dbg !691
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %379), !dbg !692
    #dbg_value(i64 12, !615, !DIExpression(), !690)
  %381 = extractelement <8 x i8> %343, i64 4, !dbg !691
  %382 = zext i8 %381 to i32, !dbg !691
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %382), !dbg !692
    #dbg_value(i64 13, !615, !DIExpression(), !690)
  %384 = extractelement <8 x i8> %343, i64 5, !dbg !691
  %385 = zext i8 %384 to i32, !dbg !691
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %385), !dbg !692
    #dbg_value(i64 14, !615, !DIExpression(), !690)
  %387 = extractelement <8 x i8> %343, i64 6, !dbg !691
  %388 = zext i8 %387 to i32, !dbg !691
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %388), !dbg !692
    #dbg_value(i64 15, !615, !DIExpression(), !690)
  %390 = extractelement <8 x i8> %343, i64 7, !dbg !691
  %391 = zext i8 %390 to i32, !dbg !691
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %391), !dbg !692
    #dbg_value(i64 16, !615, !DIExpression(), !690)
  %393 = tail call i32 @putchar(i32 10), !dbg !693
  %394 = tail call { <4 x float>, <4 x float> } @llvm.aarch64.neon.ld2.v4f32.p0(ptr nonnull @floats), !dbg !694
  %395 = extractvalue { <4 x float>, <4 x float> } %394, 0, !dbg !694
  %396 = extractvalue { <4 x float>, <4 x float> } %394, 1, !dbg !694
    #dbg_value(<4 x float> %395, !346, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !695)
    #dbg_value(<4 x float> %396, !346, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !695)
    #dbg_value(<4 x float> %395, !340, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<4 x float> %396, !340, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
  %397 = bitcast <4 x float> %395 to <16 x i8>, !dbg !696
  %398 = bitcast <4 x float> %396 to <16 x i8>, !dbg !696
    #dbg_value(<4 x float> %395, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !697)
    #dbg_value(<4 x float> %396, !348, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !697)
    #dbg_value(ptr @.str.6, !601, !DIExpression(), !698)
    #dbg_value(ptr undef, !610, !DIExpression(), !698)
    #dbg_value(i32 32, !611, !DIExpression(), !698)
    #dbg_value(ptr undef, !612, !DIExpression(), !698)
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.6), !dbg !700
    #dbg_value(i64 0, !615, !DIExpression(), !701)
  %400 = extractelement <16 x i8> %397, i64 0, !dbg !702
  %401 = zext i8 %400 to i32, !dbg !702
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %401), !dbg !703
    #dbg_value(i64 1, !615, !DIExpression(), !701)
  %403 = extractelement <16 x i8> %397, i64 1, !dbg !702
  %404 = zext i8 %403 to i32, !dbg !702
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %404), !dbg !703
    #dbg_value(i64 2, !615, !DIExpression(), !701)
  %406 = extractelement <16 x i8> %397, i64 2, !dbg !702
  %407 = zext i8 %406 to i32, !dbg !702
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %407), !dbg !703
    #dbg_value(i64 3, !615, !DIExpression(), !701)
  %409 = extractelement <16 x i8> %397, i64 3, !dbg !702
  %410 = zext i8 %409 to i32, !dbg !702
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %410), !dbg !703
    #dbg_value(i64 4, !615, !DIExpression(), !701)
  %412 = extractelement <16 x i8> %397, i64 4, !dbg !702
  %413 = zext i8 %412 to i32, !dbg !702
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %413), !dbg !703
    #dbg_value(i64 5, !615, !DIExpression(), !701)
  %415 = extractelement <16 x i8> %397, i64 5, !dbg !702
  %416 = zext i8 %415 to i32, !dbg !702
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %416), !dbg !703
    #dbg_value(i64 6, !615, !DIExpression(), !701)
  %418 = extractelement <16 x i8> %397, i64 6, !dbg !702
  %419 = zext i8 %418 to i32, !dbg !702
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %419), !dbg !703
    #dbg_value(i64 7, !615, !DIExpression(), !701)
  %421 = extractelement <16 x i8> %397, i64 7, !dbg !702
  %422 = zext i8 %421 to i32, !dbg !702
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %422), !dbg !703
    #dbg_value(i64 8, !615, !DIExpression(), !701)
  %424 = extractelement <16 x i8> %397, i64 8, !dbg !702
  %425 = zext i8 %424 to i32, !dbg !702
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %425), !dbg !703
    #dbg_value(i64 9, !615, !DIExpression(), !701)
  %427 = extractelement <16 x i8> %397, i64 9, !dbg !702
  %428 = zext i8 %427 to i32, !dbg !702
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %428), !dbg !703
    #dbg_value(i64 10, !615, !DIExpression(), !701)
  %430 = extractelement <16 x i8> %397, i64 10, !dbg !702
  %431 = zext i8 %430 to i32, !dbg !702
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %431), !dbg !703
    #dbg_value(i64 11, !615, !DIExpression(), !701)
  %433 = extractelement <16 x i8> %397, i64 11, !dbg !702
  %434 = zext i8 %433 to i32, !dbg !702
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %434), !dbg !703
    #dbg_value(i64 12, !615, !DIExpression(), !701)
  %436 = extractelement <16 x i8> %397, i64 12, !dbg !702
  %437 = zext i8 %436 to i32, !dbg !702
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %437), !dbg !703
    #dbg_value(i64 13, !615, !DIExpression(), !701)
  %439 = extractelement <16 x i8> %397, i64 13, !dbg !702
  %440 = zext i8 %439 to i32, !dbg !702
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %440), !dbg !703
    #dbg_value(i64 14, !615, !DIExpression(), !701)
  %442 = extractelement <16 x i8> %397, i64 14, !dbg !702
  %443 = zext i8 %442 to i32, !dbg !702
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %443), !dbg !703
    #dbg_value(i64 15, !615, !DIExpression(), !701)
  %445 = extractelement <16 x i8> %397, i64 15, !dbg !702
  %446 = zext i8 %445 to i32, !dbg !702
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %446), !dbg !703
    #dbg_value(i64 16, !615, !DIExpression(), !701)
  %448 = extractelement <16 x i8> %398, i64 0, !dbg !702
  %449 = zext i8 %448 to i32, !dbg !702
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %449), !dbg !703
    #dbg_value(i64 17, !615, !DIExpression(), !701)
  %451 = extractelement <16 x i8> %398, i64 1, !dbg !702
  %452 = zext i8 %451 to i32, !dbg !702
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %452), !dbg !703
    #dbg_value(i64 18, !615, !DIExpression(), !701)
  %454 = extractelement <16 x i8> %398, i64 2, !dbg !702
  %455 = zext i8 %454 to i32, !dbg !702
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %455), !dbg !703
    #dbg_value(i64 19, !615, !DIExpression(), !701)
  %457 = extractelement <16 x i8> %398, i64 3, !dbg !702
  %458 = zext i8 %457 to i32, !dbg !702
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %458), !dbg !703
    #dbg_value(i64 20, !615, !DIExpression(), !701)
  %460 = extractelement <16 x i8> %398, i64 4, !dbg !702
  %461 = zext i8 %460 to i32, !dbg !702
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %461), !dbg !703
    #dbg_value(i64 21, !615, !DIExpression(), !701)
  %463 = extractelement <16 x i8> %398, i64 5, !dbg !702
  %464 = zext i8 %463 to i32, !dbg !702
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %464), !dbg !703
    #dbg_value(i64 22, !615, !DIExpression(), !701)
  %466 = extractelement <16 x i8> %398, i64 6, !dbg !702
  %467 = zext i8 %466 to i32, !dbg !702
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %467), !dbg !703
    #dbg_value(i64 23, !615, !DIExpression(), !701)
  %469 = extractelement <16 x i8> %398, i64 7, !dbg !702
  %470 = zext i8 %469 to i32, !dbg !702
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %470), !dbg !703
    #dbg_value(i64 24, !615, !DIExpression(), !701)
  %472 = extractelement <16 x i8> %398, i64 8, !dbg !702
  %473 = zext i8 %472 to i32, !dbg !702
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %473), !dbg !703
    #dbg_value(i64 25, !615, !DIExpression(), !701)
  %475 = extractelement <16 x i8> %398, i64 9, !dbg !702
  %476 = zext i8 %475 to i32, !dbg !702
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %476), !dbg !703
    #dbg_value(i64 26, !615, !DIExpression(), !701)
  %478 = extractelement <16 x i8> %398, i64 10, !dbg !702
  %479 = zext i8 %478 to i32, !dbg !702
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %479), !dbg !703
    #dbg_value(i64 27, !615, !DIExpression(), !701)
  %481 = extractelement <16 x i8> %398, i64 11, !dbg !702
  %482 = zext i8 %481 to i32, !dbg !702
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %482), !dbg !703
    #dbg_value(i64 28, !615, !DIExpression(), !701)
  %484 = extractelement <16 x i8> %398, i64 12, !dbg !702
  %485 = zext i8 %484 to i32, !dbg !702
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %485), !dbg !703
    #dbg_value(i64 29, !615, !DIExpression(), !701)
  %487 = extractelement <16 x i8> %398, i64 13, !dbg !702
  %488 = zext i8 %487 to i32, !dbg !702
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %488), !dbg !703
    #dbg_value(i64 30, !615, !DIExpression(), !701)
  %490 = extractelement <16 x i8> %398, i64 14, !dbg !702
  %491 = zext i8 %490 to i32, !dbg !702
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %491), !dbg !703
    #dbg_value(i64 31, !615, !DIExpression(), !701)
  %493 = extractelement <16 x i8> %398, i64 15, !dbg !702
  %494 = zext i8 %493 to i32, !dbg !702
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %494), !dbg !703
    #dbg_value(i64 32, !615, !DIExpression(), !701)
  %496 = tail call i32 @putchar(i32 10), !dbg !704
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #7, !dbg !705
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %5, i8 0, i64 128, i1 false), !dbg !706, !DIAssignID !707
    #dbg_assign(i8 0, !350, !DIExpression(), !707, ptr %5, !DIExpression(), !574)
    #dbg_value(<16 x i8> %41, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !708)
    #dbg_value(<16 x i8> %42, !354, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !708)
    #dbg_value(<16 x i8> %43, !354, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !708)
    #dbg_value(<16 x i8> %44, !354, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !708)
  call void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8> %41, <16 x i8> %42, <16 x i8> %43, <16 x i8> %44, ptr nonnull %5), !dbg !709
    #dbg_value(ptr @.str.7, !601, !DIExpression(), !710)
    #dbg_value(ptr %5, !610, !DIExpression(), !710)
    #dbg_value(i32 128, !611, !DIExpression(), !710)
    #dbg_value(ptr %5, !612, !DIExpression(), !710)
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.7), !dbg !712
    #dbg_value(i32 0, !615, !DIExpression(), !713)
  br label %498, !dbg !714

498:                                              ; preds = %498, %177
  %499 = phi i64 [ 0, %177 ], [ %504, %498 ]
    #dbg_value(i64 %499, !615, !DIExpression(), !713)
  %500 = getelementptr inbounds i8, ptr %5, i64 %499, !dbg !715
  %501 = load i8, ptr %500, align 1, !dbg !715, !tbaa !580
  %502 = zext i8 %501 to i32, !dbg !715
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %502), !dbg !716
  %504 = add nuw nsw i64 %499, 1, !dbg !717
    #dbg_value(i64 %504, !615, !DIExpression(), !713)
  %505 = icmp eq i64 %504, 128, !dbg !718
  br i1 %505, label %506, label %498, !dbg !714, !llvm.loop !719

506:                                              ; preds = %498
  %507 = tail call i32 @putchar(i32 10), !dbg !721
    #dbg_value(<8 x i16> %60, !356, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !722)
    #dbg_value(<8 x i16> %61, !356, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !722)
  call void @llvm.aarch64.neon.st2.v8i16.p0(<8 x i16> %60, <8 x i16> %61, ptr nonnull %5), !dbg !723
  %508 = tail call { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 7)), !dbg !724
  %509 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %508, 0, !dbg !724
  %510 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %508, 1, !dbg !724
  %511 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %508, 2, !dbg !724
    #dbg_value(<8 x i8> %509, !365, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !725)
    #dbg_value(<8 x i8> %510, !365, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !725)
    #dbg_value(<8 x i8> %511, !365, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !725)
    #dbg_value(<8 x i8> %509, !358, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !726)
    #dbg_value(<8 x i8> %510, !358, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !726)
    #dbg_value(<8 x i8> %511, !358, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !726)
  %512 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !727
  call void @llvm.aarch64.neon.st3.v8i8.p0(<8 x i8> %509, <8 x i8> %510, <8 x i8> %511, ptr nonnull %512), !dbg !727
    #dbg_value(<4 x i32> %163, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<4 x i32> %165, !367, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
    #dbg_value(<4 x i32> %163, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !728)
    #dbg_value(<4 x i32> %165, !373, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !728)
  %513 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !729
  call void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32> %163, <4 x i32> %165, ptr nonnull %513), !dbg !729
    #dbg_value(ptr @.str.8, !601, !DIExpression(), !730)
    #dbg_value(ptr %5, !610, !DIExpression(), !730)
    #dbg_value(i32 128, !611, !DIExpression(), !730)
    #dbg_value(ptr %5, !612, !DIExpression(), !730)
  %514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.8), !dbg !732
    #dbg_value(i32 0, !615, !DIExpression(), !733)
  br label %515, !dbg !734

515:                                              ; preds = %515, %506
  %516 = phi i64 [ 0, %506 ], [ %521, %515 ]
    #dbg_value(i64 %516, !615, !DIExpression(), !733)
  %517 = getelementptr inbounds i8, ptr %5, i64 %516, !dbg !735
  %518 = load i8, ptr %517, align 1, !dbg !735, !tbaa !580
  %519 = zext i8 %518 to i32, !dbg !735
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %519), !dbg !736
  %521 = add nuw nsw i64 %516, 1, !dbg !737
    #dbg_value(i64 %521, !615, !DIExpression(), !733)
  %522 = icmp eq i64 %521, 128, !dbg !738
  br i1 %522, label %523, label %515, !dbg !734, !llvm.loop !739

523:                                              ; preds = %515
  %524 = tail call i32 @putchar(i32 10), !dbg !741
  %525 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 16), align 16, !dbg !742
    #dbg_value(<16 x i8> %525, !376, !DIExpression(), !743)
    #dbg_value(<16 x i8> %525, !375, !DIExpression(), !574)
  %526 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 100), align 4, !dbg !744
    #dbg_value(<16 x i8> %526, !379, !DIExpression(), !745)
    #dbg_value(<16 x i8> %526, !378, !DIExpression(), !574)
    #dbg_value(<16 x i8> %525, !381, !DIExpression(), !574)
    #dbg_value(<16 x i8> %526, !382, !DIExpression(), !574)
  %527 = load <8 x i16>, ptr @shorts, align 16, !dbg !746
    #dbg_value(<8 x i16> %527, !384, !DIExpression(), !747)
    #dbg_value(<8 x i16> %527, !383, !DIExpression(), !574)
  %528 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @shorts, i64 16), align 16, !dbg !748
    #dbg_value(<8 x i16> %528, !387, !DIExpression(), !749)
    #dbg_value(<8 x i16> %528, !386, !DIExpression(), !574)
  %529 = load <4 x i32>, ptr @ints, align 16, !dbg !750
    #dbg_value(<4 x i32> %529, !390, !DIExpression(), !751)
    #dbg_value(<4 x i32> %529, !389, !DIExpression(), !574)
  %530 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @ints, i64 16), align 16, !dbg !752
    #dbg_value(<4 x i32> %530, !393, !DIExpression(), !753)
    #dbg_value(<4 x i32> %530, !392, !DIExpression(), !574)
    #dbg_value(<16 x i8> %525, !399, !DIExpression(), !754)
    #dbg_value(<16 x i8> %526, !400, !DIExpression(), !754)
  %531 = tail call <16 x i8> @llvm.aarch64.neon.vsli.v16i8(<16 x i8> %525, <16 x i8> %526, i32 3), !dbg !755
    #dbg_value(<16 x i8> %531, !397, !DIExpression(), !754)
    #dbg_value(<16 x i8> %531, !395, !DIExpression(), !756)
    #dbg_value(ptr @.str.9, !601, !DIExpression(), !757)
    #dbg_value(ptr undef, !610, !DIExpression(), !757)
    #dbg_value(i32 16, !611, !DIExpression(), !757)
    #dbg_value(ptr undef, !612, !DIExpression(), !757)
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.9), !dbg !759
    #dbg_value(i64 0, !615, !DIExpression(), !760)
  %533 = extractelement <16 x i8> %531, i64 0, !dbg !761
  %534 = zext i8 %533 to i32, !dbg !761
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %534), !dbg !762
    #dbg_value(i64 1, !615, !DIExpression(), !760)
  %536 = extractelement <16 x i8> %531, i64 1, !dbg !761
  %537 = zext i8 %536 to i32, !dbg !761
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %537), !dbg !762
    #dbg_value(i64 2, !615, !DIExpression(), !760)
  %539 = extractelement <16 x i8> %531, i64 2, !dbg !761
  %540 = zext i8 %539 to i32, !dbg !761
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %540), !dbg !762
    #dbg_value(i64 3, !615, !DIExpression(), !760)
  %542 = extractelement <16 x i8> %531, i64 3, !dbg !761
  %543 = zext i8 %542 to i32, !dbg !761
  %544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %543), !dbg !762
    #dbg_value(i64 4, !615, !DIExpression(), !760)
  %545 = extractelement <16 x i8> %531, i64 4, !dbg !761
  %546 = zext i8 %545 to i32, !dbg !761
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %546), !dbg !762
    #dbg_value(i64 5, !615, !DIExpression(), !760)
  %548 = extractelement <16 x i8> %531, i64 5, !dbg !761
  %549 = zext i8 %548 to i32, !dbg !761
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %549), !dbg !762
    #dbg_value(i64 6, !615, !DIExpression(), !760)
  %551 = extractelement <16 x i8> %531, i64 6, !dbg !761
  %552 = zext i8 %551 to i32, !dbg !761
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %552), !dbg !762
    #dbg_value(i64 7, !615, !DIExpression(), !760)
  %554 = extractelement <16 x i8> %531, i64 7, !dbg !761
  %555 = zext i8 %554 to i32, !dbg !761
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %555), !dbg !762
    #dbg_value(i64 8, !615, !DIExpression(), !760)
  %557 = extractelement <16 x i8> %531, i64 8, !dbg !761
  %558 = zext i8 %557 to i32, !dbg !761
  %559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %558), !dbg !762
    #dbg_value(i64 9, !615, !DIExpression(), !760)
  %560 = extractelement <16 x i8> %531, i64 9, !dbg !761
  %561 = zext i8 %560 to i32, !dbg !761
  %562 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %561), !dbg !762
    #dbg_value(i64 10, !615, !DIExpression(), !760)
  %563 = extractelement <16 x i8> %531, i64 10, !dbg !761
  %564 = zext i8 %563 to i32, !dbg !761
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %564), !dbg !762
    #dbg_value(i64 11, !615, !DIExpression(), !760)
  %566 = extractelement <16 x i8> %531, i64 11, !dbg !761
  %567 = zext i8 %566 to i32, !dbg !761
  %568 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %567), !dbg !762
    #dbg_value(i64 12, !615, !DIExpression(), !760)
  %569 = extractelement <16 x i8> %531, i64 12, !dbg !761
  %570 = zext i8 %569 to i32, !dbg !761
  %571 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %570), !dbg !762
    #dbg_value(i64 13, !615, !DIExpression(), !760)
  %572 = extractelement <16 x i8> %531, i64 13, !dbg !761
  %573 = zext i8 %572 to i32, !dbg !761
  %574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %573), !dbg !762
    #dbg_value(i64 14, !615, !DIExpression(), !760)
  %575 = extractelement <16 x i8> %531, i64 14, !dbg !761
  %576 = zext i8 %575 to i32, !dbg !761
  %577 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %576), !dbg !762
    #dbg_value(i64 15, !615, !DIExpression(), !760)
  %578 = extractelement <16 x i8> %531, i64 15, !dbg !761
  %579 = zext i8 %578 to i32, !dbg !761
  %580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %579), !dbg !762
    #dbg_value(i64 16, !615, !DIExpression(), !760)
  %581 = tail call i32 @putchar(i32 10), !dbg !763
    #dbg_value(<16 x i8> %525, !405, !DIExpression(), !764)
    #dbg_value(<16 x i8> %526, !406, !DIExpression(), !764)
  %582 = tail call <16 x i8> @llvm.aarch64.neon.vsri.v16i8(<16 x i8> %525, <16 x i8> %526, i32 5), !dbg !765
    #dbg_value(<16 x i8> %582, !403, !DIExpression(), !764)
    #dbg_value(<16 x i8> %582, !401, !DIExpression(), !766)
    #dbg_value(ptr @.str.10, !601, !DIExpression(), !767)
    #dbg_value(ptr undef, !610, !DIExpression(), !767)
    #dbg_value(i32 16, !611, !DIExpression(), !767)
    #dbg_value(ptr undef, !612, !DIExpression(), !767)
  %583 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.10), !dbg !769
    #dbg_value(i64 0, !615, !DIExpression(), !770)
  %584 = extractelement <16 x i8> %582, i64 0, !dbg !771
  %585 = zext i8 %584 to i32, !dbg !771
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %585), !dbg !772
    #dbg_value(i64 1, !615, !DIExpression(), !770)
  %587 = extractelement <16 x i8> %582, i64 1, !dbg !771
  %588 = zext i8 %587 to i32, !dbg !771
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %588), !dbg !772
    #dbg_value(i64 2, !615, !DIExpression(), !770)
  %590 = extractelement <16 x i8> %582, i64 2, !dbg !771
  %591 = zext i8 %590 to i32, !dbg !771
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %591), !dbg !772
    #dbg_value(i64 3, !615, !DIExpression(), !770)
  %593 = extractelement <16 x i8> %582, i64 3, !dbg !771
  %594 = zext i8 %593 to i32, !dbg !771
  %595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %594), !dbg !772
    #dbg_value(i64 4, !615, !DIExpression(), !770)
  %596 = extractelement <16 x i8> %582, i64 4, !dbg !771
  %597 = zext i8 %596 to i32, !dbg !771
  %598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %597), !dbg !772
    #dbg_value(i64 5, !615, !DIExpression(), !770)
  %599 = extractelement <16 x i8> %582, i64 5, !dbg !771
  %600 = zext i8 %599 to i32, !dbg !771
  %601 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %600), !dbg !772
    #dbg_value(i64 6, !615, !DIExpression(), !770)
  %602 = extractelement <16 x i8> %582, i64 6, !dbg !771
  %603 = zext i8 %602 to i32, !dbg !771
  %604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %603), !dbg !772
    #dbg_value(i64 7, !615, !DIExpression(), !770)
  %605 = extractelement <16 x i8> %582, i64 7, !dbg !771
  %606 = zext i8 %605 to i32, !dbg !771
  %607 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %606), !dbg !772
    #dbg_value(i64 8, !615, !DIExpression(), !770)
  %608 = extractelement <16 x i8> %582, i64 8, !dbg !771
  %609 = zext i8 %608 to i32, !dbg !771
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %609), !dbg !772
    #dbg_value(i64 9, !615, !DIExpression(), !770)
  %611 = extractelement <16 x i8> %582, i64 9, !dbg !771
  %612 = zext i8 %611 to i32, !dbg !771
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %612), !dbg !772
    #dbg_value(i64 10, !615, !DIExpression(), !770)
  %614 = extractelement <16 x i8> %582, i64 10, !dbg !771
  %615 = zext i8 %614 to i32, !dbg !771
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %615), !dbg !772
    #dbg_value(i64 11, !615, !DIExpression(), !770)
  %617 = extractelement <16 x i8> %582, i64 11, !dbg !771
  %618 = zext i8 %617 to i32, !dbg !771
  %619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %618), !dbg !772
    #dbg_value(i64 12, !615, !DIExpression(), !770)
  %620 = extractelement <16 x i8> %582, i64 12, !dbg !771
  %621 = zext i8 %620 to i32, !dbg !771
  %622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %621), !dbg !772
    #dbg_value(i64 13, !615, !DIExpression(), !770)
  %623 = extractelement <16 x i8> %582, i64 13, !dbg !771
  %624 = zext i8 %623 to i32, !dbg !771
  %625 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %624), !dbg !772
    #dbg_value(i64 14, !615, !DIExpression(), !770)
  %626 = extractelement <16 x i8> %582, i64 14, !dbg !771
  %627 = zext i8 %626 to i32, !dbg !771
  %628 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %627), !dbg !772
    #dbg_value(i64 15, !615, !DIExpression(), !770)
  %629 = extractelement <16 x i8> %582, i64 15, !dbg !771
  %630 = zext i8 %629 to i32, !dbg !771
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %630), !dbg !772
    #dbg_value(i64 16, !615, !DIExpression(), !770)
  %632 = tail call i32 @putchar(i32 10), !dbg !773
  %633 = shufflevector <16 x i8> %525, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !774
    #dbg_value(<8 x i8> %633, !411, !DIExpression(), !775)
  %634 = shufflevector <16 x i8> %526, <16 x i8> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !774
    #dbg_value(<8 x i8> %634, !412, !DIExpression(), !775)
  %635 = tail call <8 x i8> @llvm.aarch64.neon.vsli.v8i8(<8 x i8> %633, <8 x i8> %634, i32 7), !dbg !774
    #dbg_value(<8 x i8> %635, !409, !DIExpression(), !775)
    #dbg_value(<8 x i8> %635, !407, !DIExpression(), !776)
    #dbg_value(ptr @.str.11, !601, !DIExpression(), !777)
    #dbg_value(ptr undef, !610, !DIExpression(), !777)
    #dbg_value(i32 8, !611, !DIExpression(), !777)
    #dbg_value(ptr undef, !612, !DIExpression(), !777)
  %636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.11), !dbg !779
    #dbg_value(i64 0, !615, !DIExpression(), !780)
  %637 = extractelement <8 x i8> %635, i64 0, !dbg !781
  %638 = zext i8 %637 to i32, !dbg !781
  %639 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %638), !dbg !782
    #dbg_value(i64 1, !615, !DIExpression(), !780)
  %640 = extractelement <8 x i8> %635, i64 1, !dbg !781
  %641 = zext i8 %640 to i32, !dbg !781
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %641), !dbg !782
    #dbg_value(i64 2, !615, !DIExpression(), !780)
  %643 = extractelement <8 x i8> %635, i64 2, !dbg !781
  %644 = zext i8 %643 to i32, !dbg !781
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %644), !dbg !782
    #dbg_value(i64 3, !615, !DIExpression(), !780)
  %646 = extractelement <8 x i8> %635, i64 3, !dbg !781
  %647 = zext i8 %646 to i32, !dbg !781
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %647), !dbg !782
    #dbg_value(i64 4, !615, !DIExpression(), !780)
  %649 = extractelement <8 x i8> %635, i64 4, !dbg !781
  %650 = zext i8 %649 to i32, !dbg !781
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %650), !dbg !782
    #dbg_value(i64 5, !615, !DIExpression(), !780)
  %652 = extractelement <8 x i8> %635, i64 5, !dbg !781
  %653 = zext i8 %652 to i32, !dbg !781
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %653), !dbg !782
    #dbg_value(i64 6, !615, !DIExpression(), !780)
  %655 = extractelement <8 x i8> %635, i64 6, !dbg !781
  %656 = zext i8 %655 to i32, !dbg !781
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %656), !dbg !782
    #dbg_value(i64 7, !615, !DIExpression(), !780)
  %658 = extractelement <8 x i8> %635, i64 7, !dbg !781
  %659 = zext i8 %658 to i32, !dbg !781
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %659), !dbg !782
    #dbg_value(i64 8, !615, !DIExpression(), !780)
  %661 = tail call i32 @putchar(i32 10), !dbg !783
    #dbg_value(<8 x i16> %527, !417, !DIExpression(), !784)
    #dbg_value(<8 x i16> %528, !418, !DIExpression(), !784)
  %662 = tail call <8 x i16> @llvm.aarch64.neon.vsri.v8i16(<8 x i16> %527, <8 x i16> %528, i32 16), !dbg !785
    #dbg_value(<8 x i16> %662, !415, !DIExpression(), !784)
  %663 = bitcast <8 x i16> %662 to <16 x i8>, !dbg !786
    #dbg_value(<8 x i16> %662, !413, !DIExpression(), !787)
    #dbg_value(ptr @.str.12, !601, !DIExpression(), !788)
    #dbg_value(ptr undef, !610, !DIExpression(), !788)
    #dbg_value(i32 16, !611, !DIExpression(), !788)
    #dbg_value(ptr undef, !612, !DIExpression(), !788)
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.12), !dbg !790
    #dbg_value(i64 0, !615, !DIExpression(), !791)
  %665 = extractelement <16 x i8> %663, i64 0, !dbg !792
  %666 = zext i8 %665 to i32, !dbg !792
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %666), !dbg !793
    #dbg_value(i64 1, !615, !DIExpression(), !791)
  %668 = extractelement <16 x i8> %663, i64 1, !dbg !792
  %669 = zext i8 %668 to i32, !dbg !792
  %670 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %669), !dbg !793
    #dbg_value(i64 2, !615, !DIExpression(), !791)
  %671 = extractelement <16 x i8> %663, i64 2, !dbg !792
  %672 = zext i8 %671 to i32, !dbg !792
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %672), !dbg !793
    #dbg_value(i64 3, !615, !DIExpression(), !791)
  %674 = extractelement <16 x i8> %663, i64 3, !dbg !792
  %675 = zext i8 %674 to i32, !dbg !792
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %675), !dbg !793
    #dbg_value(i64 4, !615, !DIExpression(), !791)
  %677 = extractelement <16 x i8> %663, i64 4, !dbg !792
  %678 = zext i8 %677 to i32, !dbg !792
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %678), !dbg !793
    #dbg_value(i64 5, !615, !DIExpression(), !791)
  %680 = extractelement <16 x i8> %663, i64 5, !dbg !792
  %681 = zext i8 %680 to i32, !dbg !792
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %681), !dbg !793
    #dbg_value(i64 6, !615, !DIExpression(), !791)
  %683 = extractelement <16 x i8> %663, i64 6, !dbg !792
  %684 = zext i8 %683 to i32, !dbg !792
  %685 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %684), !dbg !793
    #dbg_value(i64 7, !615, !DIExpression(), !791)
  %686 = extractelement <16 x i8> %663, i64 7, !dbg !792
  %687 = zext i8 %686 to i32, !dbg !792
  %688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %687), !dbg !793
    #dbg_value(i64 8, !615, !DIExpression(), !791)
  %689 = extractelement <16 x i8> %663, i64 8, !dbg !792
  %690 = zext i8 %689 to i32, !dbg !792
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %690), !dbg !793
    #dbg_value(i64 9, !615, !DIExpression(), !791)
  %692 = extractelement <16 x i8> %663, i64 9, !dbg !792
  %693 = zext i8 %692 to i32, !dbg !792
  %694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %693), !dbg !793
    #dbg_value(i64 10, !615, !DIExpression(), !791)
  %695 = extractelement <16 x i8> %663, i64 10, !dbg !792
  %696 = zext i8 %695 to i32, !dbg !792
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %696), !dbg !793
    #dbg_value(i64 11, !615, !DIExpression(), !791)
  %698 = extractelement <16 x i8> %663, i64 11, !dbg !792
  %699 = zext i8 %698 to i32, !dbg !792
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %699), !dbg !793
    #dbg_value(i64 12, !615, !DIExpression(), !791)
  %701 = extractelement <16 x i8> %663, i64 12, !dbg !792
  %702 = zext i8 %701 to i32, !dbg !792
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %702), !dbg !793
    #dbg_value(i64 13, !615, !DIExpression(), !791)
  %704 = extractelement <16 x i8> %663, i64 13, !dbg !792
  %705 = zext i8 %704 to i32, !dbg !792
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %705), !dbg !793
    #dbg_value(i64 14, !615, !DIExpression(), !791)
  %707 = extractelement <16 x i8> %663, i64 14, !dbg !792
  %708 = zext i8 %707 to i32, !dbg !792
  %709 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %708), !dbg !793
    #dbg_value(i64 15, !615, !DIExpression(), !791)
  %710 = extractelement <16 x i8> %663, i64 15, !dbg !792
  %711 = zext i8 %710 to i32, !dbg !792
  %712 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %711), !dbg !793
    #dbg_value(i64 16, !615, !DIExpression(), !791)
  %713 = tail call i32 @putchar(i32 10), !dbg !794
  %714 = shufflevector <16 x i8> %526, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !795
  %715 = tail call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8> %633, <8 x i8> %714), !dbg !795
  %716 = bitcast <8 x i16> %715 to <16 x i8>, !dbg !795
    #dbg_value(<8 x i16> %715, !419, !DIExpression(), !796)
    #dbg_value(ptr @.str.13, !601, !DIExpression(), !797)
    #dbg_value(ptr undef, !610, !DIExpression(), !797)
    #dbg_value(i32 16, !611, !DIExpression(), !797)
    #dbg_value(ptr undef, !612, !DIExpression(), !797)
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.13), !dbg !799
    #dbg_value(i64 0, !615, !DIExpression(), !800)
  %718 = extractelement <16 x i8> %716, i64 0, !dbg !801
  %719 = zext i8 %718 to i32, !dbg !801
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %719), !dbg !802
    #dbg_value(i64 1, !615, !DIExpression(), !800)
  %721 = extractelement <16 x i8> %716, i64 1, !dbg !801
  %722 = zext i8 %721 to i32, !dbg !801
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %722), !dbg !802
    #dbg_value(i64 2, !615, !DIExpression(), !800)
  %724 = extractelement <16 x i8> %716, i64 2, !dbg !801
  %725 = zext i8 %724 to i32, !dbg !801
  %726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %725), !dbg !802
    #dbg_value(i64 3, !615, !DIExpression(), !800)
  %727 = extractelement <16 x i8> %716, i64 3, !dbg !801
  %728 = zext i8 %727 to i32, !dbg !801
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %728), !dbg !802
    #dbg_value(i64 4, !615, !DIExpression(), !800)
  %730 = extractelement <16 x i8> %716, i64 4, !dbg !801
  %731 = zext i8 %730 to i32, !dbg !801
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %731), !dbg !802
    #dbg_value(i64 5, !615, !DIExpression(), !800)
  %733 = extractelement <16 x i8> %716, i64 5, !dbg !801
  %734 = zext i8 %733 to i32, !dbg !801
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %734), !dbg !802
    #dbg_value(i64 6, !615, !DIExpression(), !800)
  %736 = extractelement <16 x i8> %716, i64 6, !dbg !801
  %737 = zext i8 %736 to i32, !dbg !801
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %737), !dbg !802
    #dbg_value(i64 7, !615, !DIExpression(), !800)
  %739 = extractelement <16 x i8> %716, i64 7, !dbg !801
  %740 = zext i8 %739 to i32, !dbg !801
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %740), !dbg !802
    #dbg_value(i64 8, !615, !DIExpression(), !800)
  %742 = extractelement <16 x i8> %716, i64 8, !dbg !801
  %743 = zext i8 %742 to i32, !dbg !801
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %743), !dbg !802
    #dbg_value(i64 9, !615, !DIExpression(), !800)
  %745 = extractelement <16 x i8> %716, i64 9, !dbg !801
  %746 = zext i8 %745 to i32, !dbg !801
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %746), !dbg !802
    #dbg_value(i64 10, !615, !DIExpression(), !800)
  %748 = extractelement <16 x i8> %716, i64 10, !dbg !801
  %749 = zext i8 %748 to i32, !dbg !801
  %750 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %749), !dbg !802
    #dbg_value(i64 11, !615, !DIExpression(), !800)
  %751 = extractelement <16 x i8> %716, i64 11, !dbg !801
  %752 = zext i8 %751 to i32, !dbg !801
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %752), !dbg !802
    #dbg_value(i64 12, !615, !DIExpression(), !800)
  %754 = extractelement <16 x i8> %716, i64 12, !dbg !801
  %755 = zext i8 %754 to i32, !dbg !801
  %756 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %755), !dbg !802
    #dbg_value(i64 13, !615, !DIExpression(), !800)
  %757 = extractelement <16 x i8> %716, i64 13, !dbg !801
  %758 = zext i8 %757 to i32, !dbg !801
  %759 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %758), !dbg !802
    #dbg_value(i64 14, !615, !DIExpression(), !800)
  %760 = extractelement <16 x i8> %716, i64 14, !dbg !801
  %761 = zext i8 %760 to i32, !dbg !801
  %762 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %761), !dbg !802
    #dbg_value(i64 15, !615, !DIExpression(), !800)
  %763 = extractelement <16 x i8> %716, i64 15, !dbg !801
  %764 = zext i8 %763 to i32, !dbg !801
  %765 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %764), !dbg !802
    #dbg_value(i64 16, !615, !DIExpression(), !800)
  %766 = tail call i32 @putchar(i32 10), !dbg !803
  %767 = shufflevector <8 x i16> %527, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !804
  %768 = shufflevector <8 x i16> %528, <8 x i16> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !804
  %769 = tail call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %767, <4 x i16> %768), !dbg !804
  %770 = bitcast <4 x i32> %769 to <16 x i8>, !dbg !804
    #dbg_value(<4 x i32> %769, !421, !DIExpression(), !805)
    #dbg_value(ptr @.str.14, !601, !DIExpression(), !806)
    #dbg_value(ptr undef, !610, !DIExpression(), !806)
    #dbg_value(i32 16, !611, !DIExpression(), !806)
    #dbg_value(ptr undef, !612, !DIExpression(), !806)
  %771 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.14), !dbg !808
    #dbg_value(i64 0, !615, !DIExpression(), !809)
  %772 = extractelement <16 x i8> %770, i64 0, !dbg !810
  %773 = zext i8 %772 to i32, !dbg !810
  %774 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %773), !dbg !811
    #dbg_value(i64 1, !615, !DIExpression(), !809)
  %775 = extractelement <16 x i8> %770, i64 1, !dbg !810
  %776 = zext i8 %775 to i32, !dbg !810
  %777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %776), !dbg !811
    #dbg_value(i64 2, !615, !DIExpression(), !809)
  %778 = extractelement <16 x i8> %770, i64 2, !dbg !810
  %779 = zext i8 %778 to i32, !dbg !810
  %780 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %779), !dbg !811
    #dbg_value(i64 3, !615, !DIExpression(), !809)
  %781 = extractelement <16 x i8> %770, i64 3, !dbg !810
  %782 = zext i8 %781 to i32, !dbg !810
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %782), !dbg !811
    #dbg_value(i64 4, !615, !DIExpression(), !809)
  %784 = extractelement <16 x i8> %770, i64 4, !dbg !810
  %785 = zext i8 %784 to i32, !dbg !810
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %785), !dbg !811
    #dbg_value(i64 5, !615, !DIExpression(), !809)
  %787 = extractelement <16 x i8> %770, i64 5, !dbg !810
  %788 = zext i8 %787 to i32, !dbg !810
  %789 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %788), !dbg !811
    #dbg_value(i64 6, !615, !DIExpression(), !809)
  %790 = extractelement <16 x i8> %770, i64 6, !dbg !810
  %791 = zext i8 %790 to i32, !dbg !810
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %791), !dbg !811
    #dbg_value(i64 7, !615, !DIExpression(), !809)
  %793 = extractelement <16 x i8> %770, i64 7, !dbg !810
  %794 = zext i8 %793 to i32, !dbg !810
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %794), !dbg !811
    #dbg_value(i64 8, !615, !DIExpression(), !809)
  %796 = extractelement <16 x i8> %770, i64 8, !dbg !810
  %797 = zext i8 %796 to i32, !dbg !810
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %797), !dbg !811
    #dbg_value(i64 9, !615, !DIExpression(), !809)
  %799 = extractelement <16 x i8> %770, i64 9, !dbg !810
  %800 = zext i8 %799 to i32, !dbg !810
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %800), !dbg !811
    #dbg_value(i64 10, !615, !DIExpression(), !809)
  %802 = extractelement <16 x i8> %770, i64 10, !dbg !810
  %803 = zext i8 %802 to i32, !dbg !810
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %803), !dbg !811
    #dbg_value(i64 11, !615, !DIExpression(), !809)
  %805 = extractelement <16 x i8> %770, i64 11, !dbg !810
  %806 = zext i8 %805 to i32, !dbg !810
  %807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %806), !dbg !811
    #dbg_value(i64 12, !615, !DIExpression(), !809)
  %808 = extractelement <16 x i8> %770, i64 12, !dbg !810
  %809 = zext i8 %808 to i32, !dbg !810
  %810 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %809), !dbg !811
    #dbg_value(i64 13, !615, !DIExpression(), !809)
  %811 = extractelement <16 x i8> %770, i64 13, !dbg !810
  %812 = zext i8 %811 to i32, !dbg !810
  %813 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %812), !dbg !811
    #dbg_value(i64 14, !615, !DIExpression(), !809)
  %814 = extractelement <16 x i8> %770, i64 14, !dbg !810
  %815 = zext i8 %814 to i32, !dbg !810
  %816 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %815), !dbg !811
    #dbg_value(i64 15, !615, !DIExpression(), !809)
  %817 = extractelement <16 x i8> %770, i64 15, !dbg !810
  %818 = zext i8 %817 to i32, !dbg !810
  %819 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %818), !dbg !811
    #dbg_value(i64 16, !615, !DIExpression(), !809)
  %820 = tail call i32 @putchar(i32 10), !dbg !812
  %821 = shufflevector <16 x i8> %525, <16 x i8> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !813
  %822 = tail call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %821, <8 x i8> %634), !dbg !813
  %823 = bitcast <8 x i16> %822 to <16 x i8>, !dbg !813
    #dbg_value(<8 x i16> %822, !423, !DIExpression(), !814)
    #dbg_value(ptr @.str.15, !601, !DIExpression(), !815)
    #dbg_value(ptr undef, !610, !DIExpression(), !815)
    #dbg_value(i32 16, !611, !DIExpression(), !815)
    #dbg_value(ptr undef, !612, !DIExpression(), !815)
  %824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.15), !dbg !817
    #dbg_value(i64 0, !615, !DIExpression(), !818)
  %825 = extractelement <16 x i8> %823, i64 0, !dbg !819
  %826 = zext i8 %825 to i32, !dbg !819
  %827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %826), !dbg !820
    #dbg_value(i64 1, !615, !DIExpression(), !818)
  %828 = extractelement <16 x i8> %823, i64 1, !dbg !819
  %829 = zext i8 %828 to i32, !dbg !819
  %830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %829), !dbg !820
    #dbg_value(i64 2, !615, !DIExpression(), !818)
  %831 = extractelement <16 x i8> %823, i64 2, !dbg !819
  %832 = zext i8 %831 to i32, !dbg !819
  %833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %832), !dbg !820
    #dbg_value(i64 3, !615, !DIExpression(), !818)
  %834 = extractelement <16 x i8> %823, i64 3, !dbg !819
  %835 = zext i8 %834 to i32, !dbg !819
  %836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %835), !dbg !820
    #dbg_value(i64 4, !615, !DIExpression(), !818)
  %837 = extractelement <16 x i8> %823, i64 4, !dbg !819
  %838 = zext i8 %837 to i32, !dbg !819
  %839 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %838), !dbg !820
    #dbg_value(i64 5, !615, !DIExpression(), !818)
  %840 = extractelement <16 x i8> %823, i64 5, !dbg !819
  %841 = zext i8 %840 to i32, !dbg !819
  %842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %841), !dbg !820
    #dbg_value(i64 6, !615, !DIExpression(), !818)
  %843 = extractelement <16 x i8> %823, i64 6, !dbg !819
  %844 = zext i8 %843 to i32, !dbg !819
  %845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %844), !dbg !820
    #dbg_value(i64 7, !615, !DIExpression(), !818)
  %846 = extractelement <16 x i8> %823, i64 7, !dbg !819
  %847 = zext i8 %846 to i32, !dbg !819
  %848 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %847), !dbg !820
    #dbg_value(i64 8, !615, !DIExpression(), !818)
  %849 = extractelement <16 x i8> %823, i64 8, !dbg !819
  %850 = zext i8 %849 to i32, !dbg !819
  %851 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %850), !dbg !820
    #dbg_value(i64 9, !615, !DIExpression(), !818)
  %852 = extractelement <16 x i8> %823, i64 9, !dbg !819
  %853 = zext i8 %852 to i32, !dbg !819
  %854 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %853), !dbg !820
    #dbg_value(i64 10, !615, !DIExpression(), !818)
  %855 = extractelement <16 x i8> %823, i64 10, !dbg !819
  %856 = zext i8 %855 to i32, !dbg !819
  %857 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %856), !dbg !820
    #dbg_value(i64 11, !615, !DIExpression(), !818)
  %858 = extractelement <16 x i8> %823, i64 11, !dbg !819
  %859 = zext i8 %858 to i32, !dbg !819
  %860 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %859), !dbg !820
    #dbg_value(i64 12, !615, !DIExpression(), !818)
  %861 = extractelement <16 x i8> %823, i64 12, !dbg !819
  %862 = zext i8 %861 to i32, !dbg !819
  %863 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %862), !dbg !820
    #dbg_value(i64 13, !615, !DIExpression(), !818)
  %864 = extractelement <16 x i8> %823, i64 13, !dbg !819
  %865 = zext i8 %864 to i32, !dbg !819
  %866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %865), !dbg !820
    #dbg_value(i64 14, !615, !DIExpression(), !818)
  %867 = extractelement <16 x i8> %823, i64 14, !dbg !819
  %868 = zext i8 %867 to i32, !dbg !819
  %869 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %868), !dbg !820
    #dbg_value(i64 15, !615, !DIExpression(), !818)
  %870 = extractelement <16 x i8> %823, i64 15, !dbg !819
  %871 = zext i8 %870 to i32, !dbg !819
  %872 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %871), !dbg !820
    #dbg_value(i64 16, !615, !DIExpression(), !818)
  %873 = tail call i32 @putchar(i32 10), !dbg !821
  %874 = tail call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %767, <4 x i16> %767), !dbg !822
  %875 = bitcast <4 x i32> %874 to <16 x i8>, !dbg !822
    #dbg_value(<4 x i32> %874, !425, !DIExpression(), !823)
    #dbg_value(ptr @.str.16, !601, !DIExpression(), !824)
    #dbg_value(ptr undef, !610, !DIExpression(), !824)
    #dbg_value(i32 16, !611, !DIExpression(), !824)
    #dbg_value(ptr undef, !612, !DIExpression(), !824)
  %876 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.16), !dbg !826
    #dbg_value(i64 0, !615, !DIExpression(), !827)
  %877 = extractelement <16 x i8> %875, i64 0, !dbg !828
  %878 = zext i8 %877 to i32, !dbg !828
  %879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %878), !dbg !829
    #dbg_value(i64 1, !615, !DIExpression(), !827)
  %880 = extractelement <16 x i8> %875, i64 1, !dbg !828
  %881 = zext i8 %880 to i32, !dbg !828
  %882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %881), !dbg !829
    #dbg_value(i64 2, !615, !DIExpression(), !827)
  %883 = extractelement <16 x i8> %875, i64 2, !dbg !828
  %884 = zext i8 %883 to i32, !dbg !828
  %885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %884), !dbg !829
    #dbg_value(i64 3, !615, !DIExpression(), !827)
  %886 = extractelement <16 x i8> %875, i64 3, !dbg !828
  %887 = zext i8 %886 to i32, !dbg !828
  %888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %887), !dbg !829
    #dbg_value(i64 4, !615, !DIExpression(), !827)
  %889 = extractelement <16 x i8> %875, i64 4, !dbg !828
  %890 = zext i8 %889 to i32, !dbg !828
  %891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %890), !dbg !829
    #dbg_value(i64 5, !615, !DIExpression(), !827)
  %892 = extractelement <16 x i8> %875, i64 5, !dbg !828
  %893 = zext i8 %892 to i32, !dbg !828
  %894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %893), !dbg !829
    #dbg_value(i64 6, !615, !DIExpression(), !827)
  %895 = extractelement <16 x i8> %875, i64 6, !dbg !828
  %896 = zext i8 %895 to i32, !dbg !828
  %897 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %896), !dbg !829
    #dbg_value(i64 7, !615, !DIExpression(), !827)
  %898 = extractelement <16 x i8> %875, i64 7, !dbg !828
  %899 = zext i8 %898 to i32, !dbg !828
  %900 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %899), !dbg !829
    #dbg_value(i64 8, !615, !DIExpression(), !827)
  %901 = extractelement <16 x i8> %875, i64 8, !dbg !828
  %902 = zext i8 %901 to i32, !dbg !828
  %903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %902), !dbg !829
    #dbg_value(i64 9, !615, !DIExpression(), !827)
  %904 = extractelement <16 x i8> %875, i64 9, !dbg !828
  %905 = zext i8 %904 to i32, !dbg !828
  %906 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %905), !dbg !829
    #dbg_value(i64 10, !615, !DIExpression(), !827)
  %907 = extractelement <16 x i8> %875, i64 10, !dbg !828
  %908 = zext i8 %907 to i32, !dbg !828
  %909 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %908), !dbg !829
    #dbg_value(i64 11, !615, !DIExpression(), !827)
  %910 = extractelement <16 x i8> %875, i64 11, !dbg !828
  %911 = zext i8 %910 to i32, !dbg !828
  %912 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %911), !dbg !829
    #dbg_value(i64 12, !615, !DIExpression(), !827)
  %913 = extractelement <16 x i8> %875, i64 12, !dbg !828
  %914 = zext i8 %913 to i32, !dbg !828
  %915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %914), !dbg !829
    #dbg_value(i64 13, !615, !DIExpression(), !827)
  %916 = extractelement <16 x i8> %875, i64 13, !dbg !828
  %917 = zext i8 %916 to i32, !dbg !828
  %918 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %917), !dbg !829
    #dbg_value(i64 14, !615, !DIExpression(), !827)
  %919 = extractelement <16 x i8> %875, i64 14, !dbg !828
  %920 = zext i8 %919 to i32, !dbg !828
  %921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %920), !dbg !829
    #dbg_value(i64 15, !615, !DIExpression(), !827)
  %922 = extractelement <16 x i8> %875, i64 15, !dbg !828
  %923 = zext i8 %922 to i32, !dbg !828
  %924 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %923), !dbg !829
    #dbg_value(i64 16, !615, !DIExpression(), !827)
  %925 = tail call i32 @putchar(i32 10), !dbg !830
  %926 = tail call <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8> %525, <16 x i8> %526), !dbg !831
    #dbg_value(<16 x i8> %926, !427, !DIExpression(), !832)
    #dbg_value(ptr @.str.17, !601, !DIExpression(), !833)
    #dbg_value(ptr undef, !610, !DIExpression(), !833)
    #dbg_value(i32 16, !611, !DIExpression(), !833)
    #dbg_value(ptr undef, !612, !DIExpression(), !833)
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.17), !dbg !835
    #dbg_value(i64 0, !615, !DIExpression(), !836)
  %928 = extractelement <16 x i8> %926, i64 0, !dbg !837
  %929 = zext i8 %928 to i32, !dbg !837
  %930 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %929), !dbg !838
    #dbg_value(i64 1, !615, !DIExpression(), !836)
  %931 = extractelement <16 x i8> %926, i64 1, !dbg !837
  %932 = zext i8 %931 to i32, !dbg !837
  %933 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %932), !dbg !838
    #dbg_value(i64 2, !615, !DIExpression(), !836)
  %934 = extractelement <16 x i8> %926, i64 2, !dbg !837
  %935 = zext i8 %934 to i32, !dbg !837
  %936 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %935), !dbg !838
    #dbg_value(i64 3, !615, !DIExpression(), !836)
  %937 = extractelement <16 x i8> %926, i64 3, !dbg !837
  %938 = zext i8 %937 to i32, !dbg !837
  %939 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %938), !dbg !838
    #dbg_value(i64 4, !615, !DIExpression(), !836)
  %940 = extractelement <16 x i8> %926, i64 4, !dbg !837
  %941 = zext i8 %940 to i32, !dbg !837
  %942 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %941), !dbg !838
    #dbg_value(i64 5, !615, !DIExpression(), !836)
  %943 = extractelement <16 x i8> %926, i64 5, !dbg !837
  %944 = zext i8 %943 to i32, !dbg !837
  %945 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %944), !dbg !838
    #dbg_value(i64 6, !615, !DIExpression(), !836)
  %946 = extractelement <16 x i8> %926, i64 6, !dbg !837
  %947 = zext i8 %946 to i32, !dbg !837
  %948 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %947), !dbg !838
    #dbg_value(i64 7, !615, !DIExpression(), !836)
  %949 = extractelement <16 x i8> %926, i64 7, !dbg !837
  %950 = zext i8 %949 to i32, !dbg !837
  %951 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %950), !dbg !838
    #dbg_value(i64 8, !615, !DIExpression(), !836)
  %952 = extractelement <16 x i8> %926, i64 8, !dbg !837
  %953 = zext i8 %952 to i32, !dbg !837
  %954 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %953), !dbg !838
    #dbg_value(i64 9, !615, !DIExpression(), !836)
  %955 = extractelement <16 x i8> %926, i64 9, !dbg !837
  %956 = zext i8 %955 to i32, !dbg !837
  %957 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %956), !dbg !838
    #dbg_value(i64 10, !615, !DIExpression(), !836)
  %958 = extractelement <16 x i8> %926, i64 10, !dbg !837
  %959 = zext i8 %958 to i32, !dbg !837
  %960 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %959), !dbg !838
    #dbg_value(i64 11, !615, !DIExpression(), !836)
  %961 = extractelement <16 x i8> %926, i64 11, !dbg !837
  %962 = zext i8 %961 to i32, !dbg !837
  %963 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %962), !dbg !838
    #dbg_value(i64 12, !615, !DIExpression(), !836)
  %964 = extractelement <16 x i8> %926, i64 12, !dbg !837
  %965 = zext i8 %964 to i32, !dbg !837
  %966 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %965), !dbg !838
    #dbg_value(i64 13, !615, !DIExpression(), !836)
  %967 = extractelement <16 x i8> %926, i64 13, !dbg !837
  %968 = zext i8 %967 to i32, !dbg !837
  %969 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %968), !dbg !838
    #dbg_value(i64 14, !615, !DIExpression(), !836)
  %970 = extractelement <16 x i8> %926, i64 14, !dbg !837
  %971 = zext i8 %970 to i32, !dbg !837
  %972 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %971), !dbg !838
    #dbg_value(i64 15, !615, !DIExpression(), !836)
  %973 = extractelement <16 x i8> %926, i64 15, !dbg !837
  %974 = zext i8 %973 to i32, !dbg !837
  %975 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %974), !dbg !838
    #dbg_value(i64 16, !615, !DIExpression(), !836)
  %976 = tail call i32 @putchar(i32 10), !dbg !839
  %977 = tail call <16 x i8> @llvm.aarch64.neon.srhadd.v16i8(<16 x i8> %525, <16 x i8> %526), !dbg !840
    #dbg_value(<16 x i8> %977, !429, !DIExpression(), !841)
    #dbg_value(ptr @.str.18, !601, !DIExpression(), !842)
    #dbg_value(ptr undef, !610, !DIExpression(), !842)
    #dbg_value(i32 16, !611, !DIExpression(), !842)
    #dbg_value(ptr undef, !612, !DIExpression(), !842)
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.18), !dbg !844
    #dbg_value(i64 0, !615, !DIExpression(), !845)
  %979 = extractelement <16 x i8> %977, i64 0, !dbg !846
  %980 = zext i8 %979 to i32, !dbg !846
  %981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %980), !dbg !847
    #dbg_value(i64 1, !615, !DIExpression(), !845)
  %982 = extractelement <16 x i8> %977, i64 1, !dbg !846
  %983 = zext i8 %982 to i32, !dbg !846
  %984 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %983), !dbg !847
    #dbg_value(i64 2, !615, !DIExpression(), !845)
  %985 = extractelement <16 x i8> %977, i64 2, !dbg !846
  %986 = zext i8 %985 to i32, !dbg !846
  %987 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %986), !dbg !847
    #dbg_value(i64 3, !615, !DIExpression(), !845)
  %988 = extractelement <16 x i8> %977, i64 3, !dbg !846
  %989 = zext i8 %988 to i32, !dbg !846
  %990 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %989), !dbg !847
    #dbg_value(i64 4, !615, !DIExpression(), !845)
  %991 = extractelement <16 x i8> %977, i64 4, !dbg !846
  %992 = zext i8 %991 to i32, !dbg !846
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %992), !dbg !847
    #dbg_value(i64 5, !615, !DIExpression(), !845)
  %994 = extractelement <16 x i8> %977, i64 5, !dbg !846
  %995 = zext i8 %994 to i32, !dbg !846
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %995), !dbg !847
    #dbg_value(i64 6, !615, !DIExpression(), !845)
  %997 = extractelement <16 x i8> %977, i64 6, !dbg !846
  %998 = zext i8 %997 to i32, !dbg !846
  %999 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %998), !dbg !847
    #dbg_value(i64 7, !615, !DIExpression(), !845)
  %1000 = extractelement <16 x i8> %977, i64 7, !dbg !846
  %1001 = zext i8 %1000 to i32, !dbg !846
  %1002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1001), !dbg !847
    #dbg_value(i64 8, !615, !DIExpression(), !845)
  %1003 = extractelement <16 x i8> %977, i64 8, !dbg !846
  %1004 = zext i8 %1003 to i32, !dbg !846
  %1005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1004), !dbg !847
    #dbg_value(i64 9, !615, !DIExpression(), !845)
  %1006 = extractelement <16 x i8> %977, i64 9, !dbg !846
  %1007 = zext i8 %1006 to i32, !dbg !846
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1007), !dbg !847
    #dbg_value(i64 10, !615, !DIExpression(), !845)
  %1009 = extractelement <16 x i8> %977, i64 10, !dbg !846
  %1010 = zext i8 %1009 to i32, !dbg !846
  %1011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1010), !dbg !847
    #dbg_value(i64 11, !615, !DIExpression(), !845)
  %1012 = extractelement <16 x i8> %977, i64 11, !dbg !846
  %1013 = zext i8 %1012 to i32, !dbg !846
  %1014 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1013), !dbg !847
    #dbg_value(i64 12, !615, !DIExpression(), !845)
  %1015 = extractelement <16 x i8> %977, i64 12, !dbg !846
  %1016 = zext i8 %1015 to i32, !dbg !846
  %1017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1016), !dbg !847
    #dbg_value(i64 13, !615, !DIExpression(), !845)
  %1018 = extractelement <16 x i8> %977, i64 13, !dbg !846
  %1019 = zext i8 %1018 to i32, !dbg !846
  %1020 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1019), !dbg !847
    #dbg_value(i64 14, !615, !DIExpression(), !845)
  %1021 = extractelement <16 x i8> %977, i64 14, !dbg !846
  %1022 = zext i8 %1021 to i32, !dbg !846
  %1023 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1022), !dbg !847
    #dbg_value(i64 15, !615, !DIExpression(), !845)
  %1024 = extractelement <16 x i8> %977, i64 15, !dbg !846
  %1025 = zext i8 %1024 to i32, !dbg !846
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1025), !dbg !847
    #dbg_value(i64 16, !615, !DIExpression(), !845)
  %1027 = tail call i32 @putchar(i32 10), !dbg !848
  %1028 = tail call <8 x i16> @llvm.aarch64.neon.shsub.v8i16(<8 x i16> %527, <8 x i16> %528), !dbg !849
  %1029 = bitcast <8 x i16> %1028 to <16 x i8>, !dbg !849
    #dbg_value(<8 x i16> %1028, !431, !DIExpression(), !850)
    #dbg_value(ptr @.str.19, !601, !DIExpression(), !851)
    #dbg_value(ptr undef, !610, !DIExpression(), !851)
    #dbg_value(i32 16, !611, !DIExpression(), !851)
    #dbg_value(ptr undef, !612, !DIExpression(), !851)
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.19), !dbg !853
    #dbg_value(i64 0, !615, !DIExpression(), !854)
  %1031 = extractelement <16 x i8> %1029, i64 0, !dbg !855
  %1032 = zext i8 %1031 to i32, !dbg !855
  %1033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1032), !dbg !856
    #dbg_value(i64 1, !615, !DIExpression(), !854)
  %1034 = extractelement <16 x i8> %1029, i64 1, !dbg !855
  %1035 = zext i8 %1034 to i32, !dbg !855
  %1036 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1035), !dbg !856
    #dbg_value(i64 2, !615, !DIExpression(), !854)
  %1037 = extractelement <16 x i8> %1029, i64 2, !dbg !855
  %1038 = zext i8 %1037 to i32, !dbg !855
  %1039 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1038), !dbg !856
    #dbg_value(i64 3, !615, !DIExpression(), !854)
  %1040 = extractelement <16 x i8> %1029, i64 3, !dbg !855
  %1041 = zext i8 %1040 to i32, !dbg !855
  %1042 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1041), !dbg !856
    #dbg_value(i64 4, !615, !DIExpression(), !854)
  %1043 = extractelement <16 x i8> %1029, i64 4, !dbg !855
  %1044 = zext i8 %1043 to i32, !dbg !855
  %1045 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1044), !dbg !856
    #dbg_value(i64 5, !615, !DIExpression(), !854)
  %1046 = extractelement <16 x i8> %1029, i64 5, !dbg !855
  %1047 = zext i8 %1046 to i32, !dbg !855
  %1048 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1047), !dbg !856
    #dbg_value(i64 6, !615, !DIExpression(), !854)
  %1049 = extractelement <16 x i8> %1029, i64 6, !dbg !855
  %1050 = zext i8 %1049 to i32, !dbg !855
  %1051 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1050), !dbg !856
    #dbg_value(i64 7, !615, !DIExpression(), !854)
  %1052 = extractelement <16 x i8> %1029, i64 7, !dbg !855
  %1053 = zext i8 %1052 to i32, !dbg !855
  %1054 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1053), !dbg !856
    #dbg_value(i64 8, !615, !DIExpression(), !854)
  %1055 = extractelement <16 x i8> %1029, i64 8, !dbg !855
  %1056 = zext i8 %1055 to i32, !dbg !855
  %1057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1056), !dbg !856
    #dbg_value(i64 9, !615, !DIExpression(), !854)
  %1058 = extractelement <16 x i8> %1029, i64 9, !dbg !855
  %1059 = zext i8 %1058 to i32, !dbg !855
  %1060 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1059), !dbg !856
    #dbg_value(i64 10, !615, !DIExpression(), !854)
  %1061 = extractelement <16 x i8> %1029, i64 10, !dbg !855
  %1062 = zext i8 %1061 to i32, !dbg !855
  %1063 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1062), !dbg !856
    #dbg_value(i64 11, !615, !DIExpression(), !854)
  %1064 = extractelement <16 x i8> %1029, i64 11, !dbg !855
  %1065 = zext i8 %1064 to i32, !dbg !855
  %1066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1065), !dbg !856
    #dbg_value(i64 12, !615, !DIExpression(), !854)
  %1067 = extractelement <16 x i8> %1029, i64 12, !dbg !855
  %1068 = zext i8 %1067 to i32, !dbg !855
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1068), !dbg !856
    #dbg_value(i64 13, !615, !DIExpression(), !854)
  %1070 = extractelement <16 x i8> %1029, i64 13, !dbg !855
  %1071 = zext i8 %1070 to i32, !dbg !855
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1071), !dbg !856
    #dbg_value(i64 14, !615, !DIExpression(), !854)
  %1073 = extractelement <16 x i8> %1029, i64 14, !dbg !855
  %1074 = zext i8 %1073 to i32, !dbg !855
  %1075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1074), !dbg !856
    #dbg_value(i64 15, !615, !DIExpression(), !854)
  %1076 = extractelement <16 x i8> %1029, i64 15, !dbg !855
  %1077 = zext i8 %1076 to i32, !dbg !855
  %1078 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1077), !dbg !856
    #dbg_value(i64 16, !615, !DIExpression(), !854)
  %1079 = tail call i32 @putchar(i32 10), !dbg !857
  %1080 = tail call <8 x i8> @llvm.aarch64.neon.uhsub.v8i8(<8 x i8> %633, <8 x i8> %714), !dbg !858
    #dbg_value(<8 x i8> %1080, !433, !DIExpression(), !859)
    #dbg_value(ptr @.str.20, !601, !DIExpression(), !860)
    #dbg_value(ptr undef, !610, !DIExpression(), !860)
    #dbg_value(i32 8, !611, !DIExpression(), !860)
    #dbg_value(ptr undef, !612, !DIExpression(), !860)
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.20), !dbg !862
    #dbg_value(i64 0, !615, !DIExpression(), !863)
  %1082 = extractelement <8 x i8> %1080, i64 0, !dbg !864
  %1083 = zext i8 %1082 to i32, !dbg !864
  %1084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1083), !dbg !865
    #dbg_value(i64 1, !615, !DIExpression(), !863)
  %1085 = extractelement <8 x i8> %1080, i64 1, !dbg !864
  %1086 = zext i8 %1085 to i32, !dbg !864
  %1087 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1086), !dbg !865
    #dbg_value(i64 2, !615, !DIExpression(), !863)
  %1088 = extractelement <8 x i8> %1080, i64 2, !dbg !864
  %1089 = zext i8 %1088 to i32, !dbg !864
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1089), !dbg !865
    #dbg_value(i64 3, !615, !DIExpression(), !863)
  %1091 = extractelement <8 x i8> %1080, i64 3, !dbg !864
  %1092 = zext i8 %1091 to i32, !dbg !864
  %1093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1092), !dbg !865
    #dbg_value(i64 4, !615, !DIExpression(), !863)
  %1094 = extractelement <8 x i8> %1080, i64 4, !dbg !864
  %1095 = zext i8 %1094 to i32, !dbg !864
  %1096 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1095), !dbg !865
    #dbg_value(i64 5, !615, !DIExpression(), !863)
  %1097 = extractelement <8 x i8> %1080, i64 5, !dbg !864
  %1098 = zext i8 %1097 to i32, !dbg !864
  %1099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1098), !dbg !865
    #dbg_value(i64 6, !615, !DIExpression(), !863)
  %1100 = extractelement <8 x i8> %1080, i64 6, !dbg !864
  %1101 = zext i8 %1100 to i32, !dbg !864
  %1102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1101), !dbg !865
    #dbg_value(i64 7, !615, !DIExpression(), !863)
  %1103 = extractelement <8 x i8> %1080, i64 7, !dbg !864
  %1104 = zext i8 %1103 to i32, !dbg !864
  %1105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1104), !dbg !865
    #dbg_value(i64 8, !615, !DIExpression(), !863)
  %1106 = tail call i32 @putchar(i32 10), !dbg !866
  %1107 = tail call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %525, <16 x i8> %526), !dbg !867
    #dbg_value(<16 x i8> %1107, !435, !DIExpression(), !868)
    #dbg_value(ptr @.str.21, !601, !DIExpression(), !869)
    #dbg_value(ptr undef, !610, !DIExpression(), !869)
    #dbg_value(i32 16, !611, !DIExpression(), !869)
    #dbg_value(ptr undef, !612, !DIExpression(), !869)
  %1108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.21), !dbg !871
    #dbg_value(i64 0, !615, !DIExpression(), !872)
  %1109 = extractelement <16 x i8> %1107, i64 0, !dbg !873
  %1110 = zext i8 %1109 to i32, !dbg !873
  %1111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1110), !dbg !874
    #dbg_value(i64 1, !615, !DIExpression(), !872)
  %1112 = extractelement <16 x i8> %1107, i64 1, !dbg !873
  %1113 = zext i8 %1112 to i32, !dbg !873
  %1114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1113), !dbg !874
    #dbg_value(i64 2, !615, !DIExpression(), !872)
  %1115 = extractelement <16 x i8> %1107, i64 2, !dbg !873
  %1116 = zext i8 %1115 to i32, !dbg !873
  %1117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1116), !dbg !874
    #dbg_value(i64 3, !615, !DIExpression(), !872)
  %1118 = extractelement <16 x i8> %1107, i64 3, !dbg !873
  %1119 = zext i8 %1118 to i32, !dbg !873
  %1120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1119), !dbg !874
    #dbg_value(i64 4, !615, !DIExpression(), !872)
  %1121 = extractelement <16 x i8> %1107, i64 4, !dbg !873
  %1122 = zext i8 %1121 to i32, !dbg !873
  %1123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1122), !dbg !874
    #dbg_value(i64 5, !615, !DIExpression(), !872)
  %1124 = extractelement <16 x i8> %1107, i64 5, !dbg !873
  %1125 = zext i8 %1124 to i32, !dbg !873
  %1126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1125), !dbg !874
    #dbg_value(i64 6, !615, !DIExpression(), !872)
  %1127 = extractelement <16 x i8> %1107, i64 6, !dbg !873
  %1128 = zext i8 %1127 to i32, !dbg !873
  %1129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1128), !dbg !874
    #dbg_value(i64 7, !615, !DIExpression(), !872)
  %1130 = extractelement <16 x i8> %1107, i64 7, !dbg !873
  %1131 = zext i8 %1130 to i32, !dbg !873
  %1132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1131), !dbg !874
    #dbg_value(i64 8, !615, !DIExpression(), !872)
  %1133 = extractelement <16 x i8> %1107, i64 8, !dbg !873
  %1134 = zext i8 %1133 to i32, !dbg !873
  %1135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1134), !dbg !874
    #dbg_value(i64 9, !615, !DIExpression(), !872)
  %1136 = extractelement <16 x i8> %1107, i64 9, !dbg !873
  %1137 = zext i8 %1136 to i32, !dbg !873
  %1138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1137), !dbg !874
    #dbg_value(i64 10, !615, !DIExpression(), !872)
  %1139 = extractelement <16 x i8> %1107, i64 10, !dbg !873
  %1140 = zext i8 %1139 to i32, !dbg !873
  %1141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1140), !dbg !874
    #dbg_value(i64 11, !615, !DIExpression(), !872)
  %1142 = extractelement <16 x i8> %1107, i64 11, !dbg !873
  %1143 = zext i8 %1142 to i32, !dbg !873
  %1144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1143), !dbg !874
    #dbg_value(i64 12, !615, !DIExpression(), !872)
  %1145 = extractelement <16 x i8> %1107, i64 12, !dbg !873
  %1146 = zext i8 %1145 to i32, !dbg !873
  %1147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1146), !dbg !874
    #dbg_value(i64 13, !615, !DIExpression(), !872)
  %1148 = extractelement <16 x i8> %1107, i64 13, !dbg !873
  %1149 = zext i8 %1148 to i32, !dbg !873
  %1150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1149), !dbg !874
    #dbg_value(i64 14, !615, !DIExpression(), !872)
  %1151 = extractelement <16 x i8> %1107, i64 14, !dbg !873
  %1152 = zext i8 %1151 to i32, !dbg !873
  %1153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1152), !dbg !874
    #dbg_value(i64 15, !615, !DIExpression(), !872)
  %1154 = extractelement <16 x i8> %1107, i64 15, !dbg !873
  %1155 = zext i8 %1154 to i32, !dbg !873
  %1156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1155), !dbg !874
    #dbg_value(i64 16, !615, !DIExpression(), !872)
  %1157 = tail call i32 @putchar(i32 10), !dbg !875
  %1158 = tail call <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16> %527, <8 x i16> %528), !dbg !876
  %1159 = bitcast <8 x i16> %1158 to <16 x i8>, !dbg !876
    #dbg_value(<8 x i16> %1158, !437, !DIExpression(), !877)
    #dbg_value(ptr @.str.22, !601, !DIExpression(), !878)
    #dbg_value(ptr undef, !610, !DIExpression(), !878)
    #dbg_value(i32 16, !611, !DIExpression(), !878)
    #dbg_value(ptr undef, !612, !DIExpression(), !878)
  %1160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.22), !dbg !880
    #dbg_value(i64 0, !615, !DIExpression(), !881)
  %1161 = extractelement <16 x i8> %1159, i64 0, !dbg !882
  %1162 = zext i8 %1161 to i32, !dbg !882
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1162), !dbg !883
    #dbg_value(i64 1, !615, !DIExpression(), !881)
  %1164 = extractelement <16 x i8> %1159, i64 1, !dbg !882
  %1165 = zext i8 %1164 to i32, !dbg !882
  %1166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1165), !dbg !883
    #dbg_value(i64 2, !615, !DIExpression(), !881)
  %1167 = extractelement <16 x i8> %1159, i64 2, !dbg !882
  %1168 = zext i8 %1167 to i32, !dbg !882
  %1169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1168), !dbg !883
    #dbg_value(i64 3, !615, !DIExpression(), !881)
  %1170 = extractelement <16 x i8> %1159, i64 3, !dbg !882
  %1171 = zext i8 %1170 to i32, !dbg !882
  %1172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1171), !dbg !883
    #dbg_value(i64 4, !615, !DIExpression(), !881)
  %1173 = extractelement <16 x i8> %1159, i64 4, !dbg !882
  %1174 = zext i8 %1173 to i32, !dbg !882
  %1175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1174), !dbg !883
    #dbg_value(i64 5, !615, !DIExpression(), !881)
  %1176 = extractelement <16 x i8> %1159, i64 5, !dbg !882
  %1177 = zext i8 %1176 to i32, !dbg !882
  %1178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1177), !dbg !883
    #dbg_value(i64 6, !615, !DIExpression(), !881)
  %1179 = extractelement <16 x i8> %1159, i64 6, !dbg !882
  %1180 = zext i8 %1179 to i32, !dbg !882
  %1181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1180), !dbg !883
    #dbg_value(i64 7, !615, !DIExpression(), !881)
  %1182 = extractelement <16 x i8> %1159, i64 7, !dbg !882
  %1183 = zext i8 %1182 to i32, !dbg !882
  %1184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1183), !dbg !883
    #dbg_value(i64 8, !615, !DIExpression(), !881)
  %1185 = extractelement <16 x i8> %1159, i64 8, !dbg !882
  %1186 = zext i8 %1185 to i32, !dbg !882
  %1187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1186), !dbg !883
    #dbg_value(i64 9, !615, !DIExpression(), !881)
  %1188 = extractelement <16 x i8> %1159, i64 9, !dbg !882
  %1189 = zext i8 %1188 to i32, !dbg !882
  %1190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1189), !dbg !883
    #dbg_value(i64 10, !615, !DIExpression(), !881)
  %1191 = extractelement <16 x i8> %1159, i64 10, !dbg !882
  %1192 = zext i8 %1191 to i32, !dbg !882
  %1193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1192), !dbg !883
    #dbg_value(i64 11, !615, !DIExpression(), !881)
  %1194 = extractelement <16 x i8> %1159, i64 11, !dbg !882
  %1195 = zext i8 %1194 to i32, !dbg !882
  %1196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1195), !dbg !883
    #dbg_value(i64 12, !615, !DIExpression(), !881)
  %1197 = extractelement <16 x i8> %1159, i64 12, !dbg !882
  %1198 = zext i8 %1197 to i32, !dbg !882
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1198), !dbg !883
    #dbg_value(i64 13, !615, !DIExpression(), !881)
  %1200 = extractelement <16 x i8> %1159, i64 13, !dbg !882
  %1201 = zext i8 %1200 to i32, !dbg !882
  %1202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1201), !dbg !883
    #dbg_value(i64 14, !615, !DIExpression(), !881)
  %1203 = extractelement <16 x i8> %1159, i64 14, !dbg !882
  %1204 = zext i8 %1203 to i32, !dbg !882
  %1205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1204), !dbg !883
    #dbg_value(i64 15, !615, !DIExpression(), !881)
  %1206 = extractelement <16 x i8> %1159, i64 15, !dbg !882
  %1207 = zext i8 %1206 to i32, !dbg !882
  %1208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1207), !dbg !883
    #dbg_value(i64 16, !615, !DIExpression(), !881)
  %1209 = tail call i32 @putchar(i32 10), !dbg !884
  %1210 = load <2 x float>, ptr @floats, align 16, !dbg !885
    #dbg_value(<2 x float> %1210, !441, !DIExpression(), !886)
  %1211 = load <2 x float>, ptr getelementptr inbounds (i8, ptr @floats, i64 16), align 16, !dbg !887
    #dbg_value(<2 x float> %1211, !443, !DIExpression(), !888)
  %1212 = tail call <2 x float> @llvm.aarch64.neon.fabd.v2f32(<2 x float> %1210, <2 x float> %1211), !dbg !889
  %1213 = bitcast <2 x float> %1212 to <8 x i8>, !dbg !889
    #dbg_value(<2 x float> %1212, !439, !DIExpression(), !890)
    #dbg_value(ptr @.str.23, !601, !DIExpression(), !891)
    #dbg_value(ptr undef, !610, !DIExpression(), !891)
    #dbg_value(i32 8, !611, !DIExpression(), !891)
    #dbg_value(ptr undef, !612, !DIExpression(), !891)
  %1214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.23), !dbg !893
    #dbg_value(i64 0, !615, !DIExpression(), !894)
  %1215 = extractelement <8 x i8> %1213, i64 0, !dbg !895
  %1216 = zext i8 %1215 to i32, !dbg !895
  %1217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1216), !dbg !896
    #dbg_value(i64 1, !615, !DIExpression(), !894)
  %1218 = extractelement <8 x i8> %1213, i64 1, !dbg !895
  %1219 = zext i8 %1218 to i32, !dbg !895
  %1220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1219), !dbg !896
    #dbg_value(i64 2, !615, !DIExpression(), !894)
  %1221 = extractelement <8 x i8> %1213, i64 2, !dbg !895
  %1222 = zext i8 %1221 to i32, !dbg !895
  %1223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1222), !dbg !896
    #dbg_value(i64 3, !615, !DIExpression(), !894)
  %1224 = extractelement <8 x i8> %1213, i64 3, !dbg !895
  %1225 = zext i8 %1224 to i32, !dbg !895
  %1226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1225), !dbg !896
    #dbg_value(i64 4, !615, !DIExpression(), !894)
  %1227 = extractelement <8 x i8> %1213, i64 4, !dbg !895
  %1228 = zext i8 %1227 to i32, !dbg !895
  %1229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1228), !dbg !896
    #dbg_value(i64 5, !615, !DIExpression(), !894)
  %1230 = extractelement <8 x i8> %1213, i64 5, !dbg !895
  %1231 = zext i8 %1230 to i32, !dbg !895
  %1232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1231), !dbg !896
    #dbg_value(i64 6, !615, !DIExpression(), !894)
  %1233 = extractelement <8 x i8> %1213, i64 6, !dbg !895
  %1234 = zext i8 %1233 to i32, !dbg !895
  %1235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1234), !dbg !896
    #dbg_value(i64 7, !615, !DIExpression(), !894)
  %1236 = extractelement <8 x i8> %1213, i64 7, !dbg !895
  %1237 = zext i8 %1236 to i32, !dbg !895
  %1238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1237), !dbg !896
    #dbg_value(i64 8, !615, !DIExpression(), !894)
  %1239 = tail call i32 @putchar(i32 10), !dbg !897
  %1240 = tail call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %525), !dbg !898
  %1241 = bitcast <8 x i16> %1240 to <16 x i8>, !dbg !898
    #dbg_value(<8 x i16> %1240, !445, !DIExpression(), !899)
    #dbg_value(ptr @.str.24, !601, !DIExpression(), !900)
    #dbg_value(ptr undef, !610, !DIExpression(), !900)
    #dbg_value(i32 16, !611, !DIExpression(), !900)
    #dbg_value(ptr undef, !612, !DIExpression(), !900)
  %1242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.24), !dbg !902
    #dbg_value(i64 0, !615, !DIExpression(), !903)
  %1243 = extractelement <16 x i8> %1241, i64 0, !dbg !904
  %1244 = zext i8 %1243 to i32, !dbg !904
  %1245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1244), !dbg !905
    #dbg_value(i64 1, !615, !DIExpression(), !903)
  %1246 = extractelement <16 x i8> %1241, i64 1, !dbg !904
  %1247 = zext i8 %1246 to i32, !dbg !904
  %1248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1247), !dbg !905
    #dbg_value(i64 2, !615, !DIExpression(), !903)
  %1249 = extractelement <16 x i8> %1241, i64 2, !dbg !904
  %1250 = zext i8 %1249 to i32, !dbg !904
  %1251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1250), !dbg !905
    #dbg_value(i64 3, !615, !DIExpression(), !903)
  %1252 = extractelement <16 x i8> %1241, i64 3, !dbg !904
  %1253 = zext i8 %1252 to i32, !dbg !904
  %1254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1253), !dbg !905
    #dbg_value(i64 4, !615, !DIExpression(), !903)
  %1255 = extractelement <16 x i8> %1241, i64 4, !dbg !904
  %1256 = zext i8 %1255 to i32, !dbg !904
  %1257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1256), !dbg !905
    #dbg_value(i64 5, !615, !DIExpression(), !903)
  %1258 = extractelement <16 x i8> %1241, i64 5, !dbg !904
  %1259 = zext i8 %1258 to i32, !dbg !904
  %1260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1259), !dbg !905
    #dbg_value(i64 6, !615, !DIExpression(), !903)
  %1261 = extractelement <16 x i8> %1241, i64 6, !dbg !904
  %1262 = zext i8 %1261 to i32, !dbg !904
  %1263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1262), !dbg !905
    #dbg_value(i64 7, !615, !DIExpression(), !903)
  %1264 = extractelement <16 x i8> %1241, i64 7, !dbg !904
  %1265 = zext i8 %1264 to i32, !dbg !904
  %1266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1265), !dbg !905
    #dbg_value(i64 8, !615, !DIExpression(), !903)
  %1267 = extractelement <16 x i8> %1241, i64 8, !dbg !904
  %1268 = zext i8 %1267 to i32, !dbg !904
  %1269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1268), !dbg !905
    #dbg_value(i64 9, !615, !DIExpression(), !903)
  %1270 = extractelement <16 x i8> %1241, i64 9, !dbg !904
  %1271 = zext i8 %1270 to i32, !dbg !904
  %1272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1271), !dbg !905
    #dbg_value(i64 10, !615, !DIExpression(), !903)
  %1273 = extractelement <16 x i8> %1241, i64 10, !dbg !904
  %1274 = zext i8 %1273 to i32, !dbg !904
  %1275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1274), !dbg !905
    #dbg_value(i64 11, !615, !DIExpression(), !903)
  %1276 = extractelement <16 x i8> %1241, i64 11, !dbg !904
  %1277 = zext i8 %1276 to i32, !dbg !904
  %1278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1277), !dbg !905
    #dbg_value(i64 12, !615, !DIExpression(), !903)
  %1279 = extractelement <16 x i8> %1241, i64 12, !dbg !904
  %1280 = zext i8 %1279 to i32, !dbg !904
  %1281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1280), !dbg !905
    #dbg_value(i64 13, !615, !DIExpression(), !903)
  %1282 = extractelement <16 x i8> %1241, i64 13, !dbg !904
  %1283 = zext i8 %1282 to i32, !dbg !904
  %1284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1283), !dbg !905
    #dbg_value(i64 14, !615, !DIExpression(), !903)
  %1285 = extractelement <16 x i8> %1241, i64 14, !dbg !904
  %1286 = zext i8 %1285 to i32, !dbg !904
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1286), !dbg !905
    #dbg_value(i64 15, !615, !DIExpression(), !903)
  %1288 = extractelement <16 x i8> %1241, i64 15, !dbg !904
  %1289 = zext i8 %1288 to i32, !dbg !904
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1289), !dbg !905
    #dbg_value(i64 16, !615, !DIExpression(), !903)
  %1291 = tail call i32 @putchar(i32 10), !dbg !906
  %1292 = tail call <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16> %527), !dbg !907
  %1293 = bitcast <4 x i32> %1292 to <16 x i8>, !dbg !907
    #dbg_value(<4 x i32> %1292, !447, !DIExpression(), !908)
    #dbg_value(ptr @.str.25, !601, !DIExpression(), !909)
    #dbg_value(ptr undef, !610, !DIExpression(), !909)
    #dbg_value(i32 16, !611, !DIExpression(), !909)
    #dbg_value(ptr undef, !612, !DIExpression(), !909)
  %1294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.25), !dbg !911
    #dbg_value(i64 0, !615, !DIExpression(), !912)
  %1295 = extractelement <16 x i8> %1293, i64 0, !dbg !913
  %1296 = zext i8 %1295 to i32, !dbg !913
  %1297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1296), !dbg !914
    #dbg_value(i64 1, !615, !DIExpression(), !912)
  %1298 = extractelement <16 x i8> %1293, i64 1, !dbg !913
  %1299 = zext i8 %1298 to i32, !dbg !913
  %1300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1299), !dbg !914
    #dbg_value(i64 2, !615, !DIExpression(), !912)
  %1301 = extractelement <16 x i8> %1293, i64 2, !dbg !913
  %1302 = zext i8 %1301 to i32, !dbg !913
  %1303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1302), !dbg !914
    #dbg_value(i64 3, !615, !DIExpression(), !912)
  %1304 = extractelement <16 x i8> %1293, i64 3, !dbg !913
  %1305 = zext i8 %1304 to i32, !dbg !913
  %1306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1305), !dbg !914
    #dbg_value(i64 4, !615, !DIExpression(), !912)
  %1307 = extractelement <16 x i8> %1293, i64 4, !dbg !913
  %1308 = zext i8 %1307 to i32, !dbg !913
  %1309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1308), !dbg !914
    #dbg_value(i64 5, !615, !DIExpression(), !912)
  %1310 = extractelement <16 x i8> %1293, i64 5, !dbg !913
  %1311 = zext i8 %1310 to i32, !dbg !913
  %1312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1311), !dbg !914
    #dbg_value(i64 6, !615, !DIExpression(), !912)
  %1313 = extractelement <16 x i8> %1293, i64 6, !dbg !913
  %1314 = zext i8 %1313 to i32, !dbg !913
  %1315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1314), !dbg !914
    #dbg_value(i64 7, !615, !DIExpression(), !912)
  %1316 = extractelement <16 x i8> %1293, i64 7, !dbg !913
  %1317 = zext i8 %1316 to i32, !dbg !913
  %1318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1317), !dbg !914
    #dbg_value(i64 8, !615, !DIExpression(), !912)
  %1319 = extractelement <16 x i8> %1293, i64 8, !dbg !913
  %1320 = zext i8 %1319 to i32, !dbg !913
  %1321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1320), !dbg !914
    #dbg_value(i64 9, !615, !DIExpression(), !912)
  %1322 = extractelement <16 x i8> %1293, i64 9, !dbg !913
  %1323 = zext i8 %1322 to i32, !dbg !913
  %1324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1323), !dbg !914
    #dbg_value(i64 10, !615, !DIExpression(), !912)
  %1325 = extractelement <16 x i8> %1293, i64 10, !dbg !913
  %1326 = zext i8 %1325 to i32, !dbg !913
  %1327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1326), !dbg !914
    #dbg_value(i64 11, !615, !DIExpression(), !912)
  %1328 = extractelement <16 x i8> %1293, i64 11, !dbg !913
  %1329 = zext i8 %1328 to i32, !dbg !913
  %1330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1329), !dbg !914
    #dbg_value(i64 12, !615, !DIExpression(), !912)
  %1331 = extractelement <16 x i8> %1293, i64 12, !dbg !913
  %1332 = zext i8 %1331 to i32, !dbg !913
  %1333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1332), !dbg !914
    #dbg_value(i64 13, !615, !DIExpression(), !912)
  %1334 = extractelement <16 x i8> %1293, i64 13, !dbg !913
  %1335 = zext i8 %1334 to i32, !dbg !913
  %1336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1335), !dbg !914
    #dbg_value(i64 14, !615, !DIExpression(), !912)
  %1337 = extractelement <16 x i8> %1293, i64 14, !dbg !913
  %1338 = zext i8 %1337 to i32, !dbg !913
  %1339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1338), !dbg !914
    #dbg_value(i64 15, !615, !DIExpression(), !912)
  %1340 = extractelement <16 x i8> %1293, i64 15, !dbg !913
  %1341 = zext i8 %1340 to i32, !dbg !913
  %1342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1341), !dbg !914
    #dbg_value(i64 16, !615, !DIExpression(), !912)
  %1343 = tail call i32 @putchar(i32 10), !dbg !915
  %1344 = add <8 x i16> %1240, %528, !dbg !916
  %1345 = bitcast <8 x i16> %1344 to <16 x i8>, !dbg !916
    #dbg_value(<8 x i16> %1344, !449, !DIExpression(), !917)
    #dbg_value(ptr @.str.26, !601, !DIExpression(), !918)
    #dbg_value(ptr undef, !610, !DIExpression(), !918)
    #dbg_value(i32 16, !611, !DIExpression(), !918)
    #dbg_value(ptr undef, !612, !DIExpression(), !918)
  %1346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.26), !dbg !920
    #dbg_value(i64 0, !615, !DIExpression(), !921)
  %1347 = extractelement <16 x i8> %1345, i64 0, !dbg !922
  %1348 = zext i8 %1347 to i32, !dbg !922
  %1349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1348), !dbg !923
    #dbg_value(i64 1, !615, !DIExpression(), !921)
  %1350 = extractelement <16 x i8> %1345, i64 1, !dbg !922
  %1351 = zext i8 %1350 to i32, !dbg !922
  %1352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1351), !dbg !923
    #dbg_value(i64 2, !615, !DIExpression(), !921)
  %1353 = extractelement <16 x i8> %1345, i64 2, !dbg !922
  %1354 = zext i8 %1353 to i32, !dbg !922
  %1355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1354), !dbg !923
    #dbg_value(i64 3, !615, !DIExpression(), !921)
  %1356 = extractelement <16 x i8> %1345, i64 3, !dbg !922
  %1357 = zext i8 %1356 to i32, !dbg !922
  %1358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1357), !dbg !923
    #dbg_value(i64 4, !615, !DIExpression(), !921)
  %1359 = extractelement <16 x i8> %1345, i64 4, !dbg !922
  %1360 = zext i8 %1359 to i32, !dbg !922
  %1361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1360), !dbg !923
    #dbg_value(i64 5, !615, !DIExpression(), !921)
  %1362 = extractelement <16 x i8> %1345, i64 5, !dbg !922
  %1363 = zext i8 %1362 to i32, !dbg !922
  %1364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1363), !dbg !923
    #dbg_value(i64 6, !615, !DIExpression(), !921)
  %1365 = extractelement <16 x i8> %1345, i64 6, !dbg !922
  %1366 = zext i8 %1365 to i32, !dbg !922
  %1367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1366), !dbg !923
    #dbg_value(i64 7, !615, !DIExpression(), !921)
  %1368 = extractelement <16 x i8> %1345, i64 7, !dbg !922
  %1369 = zext i8 %1368 to i32, !dbg !922
  %1370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1369), !dbg !923
    #dbg_value(i64 8, !615, !DIExpression(), !921)
  %1371 = extractelement <16 x i8> %1345, i64 8, !dbg !922
  %1372 = zext i8 %1371 to i32, !dbg !922
  %1373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1372), !dbg !923
    #dbg_value(i64 9, !615, !DIExpression(), !921)
  %1374 = extractelement <16 x i8> %1345, i64 9, !dbg !922
  %1375 = zext i8 %1374 to i32, !dbg !922
  %1376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1375), !dbg !923
    #dbg_value(i64 10, !615, !DIExpression(), !921)
  %1377 = extractelement <16 x i8> %1345, i64 10, !dbg !922
  %1378 = zext i8 %1377 to i32, !dbg !922
  %1379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1378), !dbg !923
    #dbg_value(i64 11, !615, !DIExpression(), !921)
  %1380 = extractelement <16 x i8> %1345, i64 11, !dbg !922
  %1381 = zext i8 %1380 to i32, !dbg !922
  %1382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1381), !dbg !923
    #dbg_value(i64 12, !615, !DIExpression(), !921)
  %1383 = extractelement <16 x i8> %1345, i64 12, !dbg !922
  %1384 = zext i8 %1383 to i32, !dbg !922
  %1385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1384), !dbg !923
    #dbg_value(i64 13, !615, !DIExpression(), !921)
  %1386 = extractelement <16 x i8> %1345, i64 13, !dbg !922
  %1387 = zext i8 %1386 to i32, !dbg !922
  %1388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1387), !dbg !923
    #dbg_value(i64 14, !615, !DIExpression(), !921)
  %1389 = extractelement <16 x i8> %1345, i64 14, !dbg !922
  %1390 = zext i8 %1389 to i32, !dbg !922
  %1391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1390), !dbg !923
    #dbg_value(i64 15, !615, !DIExpression(), !921)
  %1392 = extractelement <16 x i8> %1345, i64 15, !dbg !922
  %1393 = zext i8 %1392 to i32, !dbg !922
  %1394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1393), !dbg !923
    #dbg_value(i64 16, !615, !DIExpression(), !921)
  %1395 = tail call i32 @putchar(i32 10), !dbg !924
  %1396 = tail call <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32> %529), !dbg !925
  %1397 = bitcast <4 x i16> %1396 to <8 x i8>, !dbg !925
    #dbg_value(<4 x i16> %1396, !451, !DIExpression(), !926)
    #dbg_value(ptr @.str.27, !601, !DIExpression(), !927)
    #dbg_value(ptr undef, !610, !DIExpression(), !927)
    #dbg_value(i32 8, !611, !DIExpression(), !927)
    #dbg_value(ptr undef, !612, !DIExpression(), !927)
  %1398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.27), !dbg !929
    #dbg_value(i64 0, !615, !DIExpression(), !930)
  %1399 = extractelement <8 x i8> %1397, i64 0, !dbg !931
  %1400 = zext i8 %1399 to i32, !dbg !931
  %1401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1400), !dbg !932
    #dbg_value(i64 1, !615, !DIExpression(), !930)
  %1402 = extractelement <8 x i8> %1397, i64 1, !dbg !931
  %1403 = zext i8 %1402 to i32, !dbg !931
  %1404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1403), !dbg !932
    #dbg_value(i64 2, !615, !DIExpression(), !930)
  %1405 = extractelement <8 x i8> %1397, i64 2, !dbg !931
  %1406 = zext i8 %1405 to i32, !dbg !931
  %1407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1406), !dbg !932
    #dbg_value(i64 3, !615, !DIExpression(), !930)
  %1408 = extractelement <8 x i8> %1397, i64 3, !dbg !931
  %1409 = zext i8 %1408 to i32, !dbg !931
  %1410 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1409), !dbg !932
    #dbg_value(i64 4, !615, !DIExpression(), !930)
  %1411 = extractelement <8 x i8> %1397, i64 4, !dbg !931
  %1412 = zext i8 %1411 to i32, !dbg !931
  %1413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1412), !dbg !932
    #dbg_value(i64 5, !615, !DIExpression(), !930)
  %1414 = extractelement <8 x i8> %1397, i64 5, !dbg !931
  %1415 = zext i8 %1414 to i32, !dbg !931
  %1416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1415), !dbg !932
    #dbg_value(i64 6, !615, !DIExpression(), !930)
  %1417 = extractelement <8 x i8> %1397, i64 6, !dbg !931
  %1418 = zext i8 %1417 to i32, !dbg !931
  %1419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1418), !dbg !932
    #dbg_value(i64 7, !615, !DIExpression(), !930)
  %1420 = extractelement <8 x i8> %1397, i64 7, !dbg !931
  %1421 = zext i8 %1420 to i32, !dbg !931
  %1422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1421), !dbg !932
    #dbg_value(i64 8, !615, !DIExpression(), !930)
  %1423 = tail call i32 @putchar(i32 10), !dbg !933
  %1424 = tail call <8 x i8> @llvm.aarch64.neon.uqxtn.v8i8(<8 x i16> %527), !dbg !934
    #dbg_value(<8 x i8> %1424, !453, !DIExpression(), !935)
    #dbg_value(ptr @.str.28, !601, !DIExpression(), !936)
    #dbg_value(ptr undef, !610, !DIExpression(), !936)
    #dbg_value(i32 8, !611, !DIExpression(), !936)
    #dbg_value(ptr undef, !612, !DIExpression(), !936)
  %1425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.28), !dbg !938
    #dbg_value(i64 0, !615, !DIExpression(), !939)
  %1426 = extractelement <8 x i8> %1424, i64 0, !dbg !940
  %1427 = zext i8 %1426 to i32, !dbg !940
  %1428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1427), !dbg !941
    #dbg_value(i64 1, !615, !DIExpression(), !939)
  %1429 = extractelement <8 x i8> %1424, i64 1, !dbg !940
  %1430 = zext i8 %1429 to i32, !dbg !940
  %1431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1430), !dbg !941
    #dbg_value(i64 2, !615, !DIExpression(), !939)
  %1432 = extractelement <8 x i8> %1424, i64 2, !dbg !940
  %1433 = zext i8 %1432 to i32, !dbg !940
  %1434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1433), !dbg !941
    #dbg_value(i64 3, !615, !DIExpression(), !939)
  %1435 = extractelement <8 x i8> %1424, i64 3, !dbg !940
  %1436 = zext i8 %1435 to i32, !dbg !940
  %1437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1436), !dbg !941
    #dbg_value(i64 4, !615, !DIExpression(), !939)
  %1438 = extractelement <8 x i8> %1424, i64 4, !dbg !940
  %1439 = zext i8 %1438 to i32, !dbg !940
  %1440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1439), !dbg !941
    #dbg_value(i64 5, !615, !DIExpression(), !939)
  %1441 = extractelement <8 x i8> %1424, i64 5, !dbg !940
  %1442 = zext i8 %1441 to i32, !dbg !940
  %1443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1442), !dbg !941
    #dbg_value(i64 6, !615, !DIExpression(), !939)
  %1444 = extractelement <8 x i8> %1424, i64 6, !dbg !940
  %1445 = zext i8 %1444 to i32, !dbg !940
  %1446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1445), !dbg !941
    #dbg_value(i64 7, !615, !DIExpression(), !939)
  %1447 = extractelement <8 x i8> %1424, i64 7, !dbg !940
  %1448 = zext i8 %1447 to i32, !dbg !940
  %1449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1448), !dbg !941
    #dbg_value(i64 8, !615, !DIExpression(), !939)
  %1450 = tail call i32 @putchar(i32 10), !dbg !942
  %1451 = tail call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %527), !dbg !943
    #dbg_value(<8 x i8> %1451, !455, !DIExpression(), !944)
    #dbg_value(ptr @.str.29, !601, !DIExpression(), !945)
    #dbg_value(ptr undef, !610, !DIExpression(), !945)
    #dbg_value(i32 8, !611, !DIExpression(), !945)
    #dbg_value(ptr undef, !612, !DIExpression(), !945)
  %1452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.29), !dbg !947
    #dbg_value(i64 0, !615, !DIExpression(), !948)
  %1453 = extractelement <8 x i8> %1451, i64 0, !dbg !949
  %1454 = zext i8 %1453 to i32, !dbg !949
  %1455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1454), !dbg !950
    #dbg_value(i64 1, !615, !DIExpression(), !948)
  %1456 = extractelement <8 x i8> %1451, i64 1, !dbg !949
  %1457 = zext i8 %1456 to i32, !dbg !949
  %1458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1457), !dbg !950
    #dbg_value(i64 2, !615, !DIExpression(), !948)
  %1459 = extractelement <8 x i8> %1451, i64 2, !dbg !949
  %1460 = zext i8 %1459 to i32, !dbg !949
  %1461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1460), !dbg !950
    #dbg_value(i64 3, !615, !DIExpression(), !948)
  %1462 = extractelement <8 x i8> %1451, i64 3, !dbg !949
  %1463 = zext i8 %1462 to i32, !dbg !949
  %1464 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1463), !dbg !950
    #dbg_value(i64 4, !615, !DIExpression(), !948)
  %1465 = extractelement <8 x i8> %1451, i64 4, !dbg !949
  %1466 = zext i8 %1465 to i32, !dbg !949
  %1467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1466), !dbg !950
    #dbg_value(i64 5, !615, !DIExpression(), !948)
  %1468 = extractelement <8 x i8> %1451, i64 5, !dbg !949
  %1469 = zext i8 %1468 to i32, !dbg !949
  %1470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1469), !dbg !950
    #dbg_value(i64 6, !615, !DIExpression(), !948)
  %1471 = extractelement <8 x i8> %1451, i64 6, !dbg !949
  %1472 = zext i8 %1471 to i32, !dbg !949
  %1473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1472), !dbg !950
    #dbg_value(i64 7, !615, !DIExpression(), !948)
  %1474 = extractelement <8 x i8> %1451, i64 7, !dbg !949
  %1475 = zext i8 %1474 to i32, !dbg !949
  %1476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1475), !dbg !950
    #dbg_value(i64 8, !615, !DIExpression(), !948)
  %1477 = tail call i32 @putchar(i32 10), !dbg !951
    #dbg_value(<8 x i16> %527, !461, !DIExpression(), !952)
  %1478 = tail call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %527, i32 5), !dbg !953
    #dbg_value(<8 x i8> %1478, !459, !DIExpression(), !952)
    #dbg_value(<8 x i8> %1478, !457, !DIExpression(), !954)
    #dbg_value(ptr @.str.30, !601, !DIExpression(), !955)
    #dbg_value(ptr undef, !610, !DIExpression(), !955)
    #dbg_value(i32 8, !611, !DIExpression(), !955)
    #dbg_value(ptr undef, !612, !DIExpression(), !955)
  %1479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.30), !dbg !957
    #dbg_value(i64 0, !615, !DIExpression(), !958)
  %1480 = extractelement <8 x i8> %1478, i64 0, !dbg !959
  %1481 = zext i8 %1480 to i32, !dbg !959
  %1482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1481), !dbg !960
    #dbg_value(i64 1, !615, !DIExpression(), !958)
  %1483 = extractelement <8 x i8> %1478, i64 1, !dbg !959
  %1484 = zext i8 %1483 to i32, !dbg !959
  %1485 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1484), !dbg !960
    #dbg_value(i64 2, !615, !DIExpression(), !958)
  %1486 = extractelement <8 x i8> %1478, i64 2, !dbg !959
  %1487 = zext i8 %1486 to i32, !dbg !959
  %1488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1487), !dbg !960
    #dbg_value(i64 3, !615, !DIExpression(), !958)
  %1489 = extractelement <8 x i8> %1478, i64 3, !dbg !959
  %1490 = zext i8 %1489 to i32, !dbg !959
  %1491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1490), !dbg !960
    #dbg_value(i64 4, !615, !DIExpression(), !958)
  %1492 = extractelement <8 x i8> %1478, i64 4, !dbg !959
  %1493 = zext i8 %1492 to i32, !dbg !959
  %1494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1493), !dbg !960
    #dbg_value(i64 5, !615, !DIExpression(), !958)
  %1495 = extractelement <8 x i8> %1478, i64 5, !dbg !959
  %1496 = zext i8 %1495 to i32, !dbg !959
  %1497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1496), !dbg !960
    #dbg_value(i64 6, !615, !DIExpression(), !958)
  %1498 = extractelement <8 x i8> %1478, i64 6, !dbg !959
  %1499 = zext i8 %1498 to i32, !dbg !959
  %1500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1499), !dbg !960
    #dbg_value(i64 7, !615, !DIExpression(), !958)
  %1501 = extractelement <8 x i8> %1478, i64 7, !dbg !959
  %1502 = zext i8 %1501 to i32, !dbg !959
  %1503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1502), !dbg !960
    #dbg_value(i64 8, !615, !DIExpression(), !958)
  %1504 = tail call i32 @putchar(i32 10), !dbg !961
    #dbg_value(<4 x i32> %529, !466, !DIExpression(), !962)
  %1505 = tail call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %529, i32 3), !dbg !963
    #dbg_value(<4 x i16> %1505, !464, !DIExpression(), !962)
  %1506 = bitcast <4 x i16> %1505 to <8 x i8>, !dbg !964
    #dbg_value(<4 x i16> %1505, !462, !DIExpression(), !965)
    #dbg_value(ptr @.str.31, !601, !DIExpression(), !966)
    #dbg_value(ptr undef, !610, !DIExpression(), !966)
    #dbg_value(i32 8, !611, !DIExpression(), !966)
    #dbg_value(ptr undef, !612, !DIExpression(), !966)
  %1507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.31), !dbg !968
    #dbg_value(i64 0, !615, !DIExpression(), !969)
  %1508 = extractelement <8 x i8> %1506, i64 0, !dbg !970
  %1509 = zext i8 %1508 to i32, !dbg !970
  %1510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1509), !dbg !971
    #dbg_value(i64 1, !615, !DIExpression(), !969)
  %1511 = extractelement <8 x i8> %1506, i64 1, !dbg !970
  %1512 = zext i8 %1511 to i32, !dbg !970
  %1513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1512), !dbg !971
    #dbg_value(i64 2, !615, !DIExpression(), !969)
  %1514 = extractelement <8 x i8> %1506, i64 2, !dbg !970
  %1515 = zext i8 %1514 to i32, !dbg !970
  %1516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1515), !dbg !971
    #dbg_value(i64 3, !615, !DIExpression(), !969)
  %1517 = extractelement <8 x i8> %1506, i64 3, !dbg !970
  %1518 = zext i8 %1517 to i32, !dbg !970
  %1519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1518), !dbg !971
    #dbg_value(i64 4, !615, !DIExpression(), !969)
  %1520 = extractelement <8 x i8> %1506, i64 4, !dbg !970
  %1521 = zext i8 %1520 to i32, !dbg !970
  %1522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1521), !dbg !971
    #dbg_value(i64 5, !615, !DIExpression(), !969)
  %1523 = extractelement <8 x i8> %1506, i64 5, !dbg !970
  %1524 = zext i8 %1523 to i32, !dbg !970
  %1525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1524), !dbg !971
    #dbg_value(i64 6, !615, !DIExpression(), !969)
  %1526 = extractelement <8 x i8> %1506, i64 6, !dbg !970
  %1527 = zext i8 %1526 to i32, !dbg !970
  %1528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1527), !dbg !971
    #dbg_value(i64 7, !615, !DIExpression(), !969)
  %1529 = extractelement <8 x i8> %1506, i64 7, !dbg !970
  %1530 = zext i8 %1529 to i32, !dbg !970
  %1531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1530), !dbg !971
    #dbg_value(i64 8, !615, !DIExpression(), !969)
  %1532 = tail call i32 @putchar(i32 10), !dbg !972
    #dbg_value(<8 x i16> %527, !471, !DIExpression(), !973)
  %1533 = tail call <8 x i8> @llvm.aarch64.neon.uqrshrn.v8i8(<8 x i16> %527, i32 2), !dbg !974
    #dbg_value(<8 x i8> %1533, !469, !DIExpression(), !973)
    #dbg_value(<8 x i8> %1533, !467, !DIExpression(), !975)
    #dbg_value(ptr @.str.32, !601, !DIExpression(), !976)
    #dbg_value(ptr undef, !610, !DIExpression(), !976)
    #dbg_value(i32 8, !611, !DIExpression(), !976)
    #dbg_value(ptr undef, !612, !DIExpression(), !976)
  %1534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.32), !dbg !978
    #dbg_value(i64 0, !615, !DIExpression(), !979)
  %1535 = extractelement <8 x i8> %1533, i64 0, !dbg !980
  %1536 = zext i8 %1535 to i32, !dbg !980
  %1537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1536), !dbg !981
    #dbg_value(i64 1, !615, !DIExpression(), !979)
  %1538 = extractelement <8 x i8> %1533, i64 1, !dbg !980
  %1539 = zext i8 %1538 to i32, !dbg !980
  %1540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1539), !dbg !981
    #dbg_value(i64 2, !615, !DIExpression(), !979)
  %1541 = extractelement <8 x i8> %1533, i64 2, !dbg !980
  %1542 = zext i8 %1541 to i32, !dbg !980
  %1543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1542), !dbg !981
    #dbg_value(i64 3, !615, !DIExpression(), !979)
  %1544 = extractelement <8 x i8> %1533, i64 3, !dbg !980
  %1545 = zext i8 %1544 to i32, !dbg !980
  %1546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1545), !dbg !981
    #dbg_value(i64 4, !615, !DIExpression(), !979)
  %1547 = extractelement <8 x i8> %1533, i64 4, !dbg !980
  %1548 = zext i8 %1547 to i32, !dbg !980
  %1549 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1548), !dbg !981
    #dbg_value(i64 5, !615, !DIExpression(), !979)
  %1550 = extractelement <8 x i8> %1533, i64 5, !dbg !980
  %1551 = zext i8 %1550 to i32, !dbg !980
  %1552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1551), !dbg !981
    #dbg_value(i64 6, !615, !DIExpression(), !979)
  %1553 = extractelement <8 x i8> %1533, i64 6, !dbg !980
  %1554 = zext i8 %1553 to i32, !dbg !980
  %1555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1554), !dbg !981
    #dbg_value(i64 7, !615, !DIExpression(), !979)
  %1556 = extractelement <8 x i8> %1533, i64 7, !dbg !980
  %1557 = zext i8 %1556 to i32, !dbg !980
  %1558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1557), !dbg !981
    #dbg_value(i64 8, !615, !DIExpression(), !979)
  %1559 = tail call i32 @putchar(i32 10), !dbg !982
    #dbg_value(<8 x i16> %527, !476, !DIExpression(), !983)
  %1560 = tail call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %527, i32 4), !dbg !984
    #dbg_value(<8 x i8> %1560, !474, !DIExpression(), !983)
    #dbg_value(<8 x i8> %1560, !472, !DIExpression(), !985)
    #dbg_value(ptr @.str.33, !601, !DIExpression(), !986)
    #dbg_value(ptr undef, !610, !DIExpression(), !986)
    #dbg_value(i32 8, !611, !DIExpression(), !986)
    #dbg_value(ptr undef, !612, !DIExpression(), !986)
  %1561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.33), !dbg !988
    #dbg_value(i64 0, !615, !DIExpression(), !989)
  %1562 = extractelement <8 x i8> %1560, i64 0, !dbg !990
  %1563 = zext i8 %1562 to i32, !dbg !990
  %1564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1563), !dbg !991
    #dbg_value(i64 1, !615, !DIExpression(), !989)
  %1565 = extractelement <8 x i8> %1560, i64 1, !dbg !990
  %1566 = zext i8 %1565 to i32, !dbg !990
  %1567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1566), !dbg !991
    #dbg_value(i64 2, !615, !DIExpression(), !989)
  %1568 = extractelement <8 x i8> %1560, i64 2, !dbg !990
  %1569 = zext i8 %1568 to i32, !dbg !990
  %1570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1569), !dbg !991
    #dbg_value(i64 3, !615, !DIExpression(), !989)
  %1571 = extractelement <8 x i8> %1560, i64 3, !dbg !990
  %1572 = zext i8 %1571 to i32, !dbg !990
  %1573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1572), !dbg !991
    #dbg_value(i64 4, !615, !DIExpression(), !989)
  %1574 = extractelement <8 x i8> %1560, i64 4, !dbg !990
  %1575 = zext i8 %1574 to i32, !dbg !990
  %1576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1575), !dbg !991
    #dbg_value(i64 5, !615, !DIExpression(), !989)
  %1577 = extractelement <8 x i8> %1560, i64 5, !dbg !990
  %1578 = zext i8 %1577 to i32, !dbg !990
  %1579 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1578), !dbg !991
    #dbg_value(i64 6, !615, !DIExpression(), !989)
  %1580 = extractelement <8 x i8> %1560, i64 6, !dbg !990
  %1581 = zext i8 %1580 to i32, !dbg !990
  %1582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1581), !dbg !991
    #dbg_value(i64 7, !615, !DIExpression(), !989)
  %1583 = extractelement <8 x i8> %1560, i64 7, !dbg !990
  %1584 = zext i8 %1583 to i32, !dbg !990
  %1585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1584), !dbg !991
    #dbg_value(i64 8, !615, !DIExpression(), !989)
  %1586 = tail call i32 @putchar(i32 10), !dbg !992
  %1587 = tail call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %527, <8 x i16> %528), !dbg !993
  %1588 = bitcast <8 x i16> %1587 to <16 x i8>, !dbg !993
    #dbg_value(<8 x i16> %1587, !477, !DIExpression(), !994)
    #dbg_value(ptr @.str.34, !601, !DIExpression(), !995)
    #dbg_value(ptr undef, !610, !DIExpression(), !995)
    #dbg_value(i32 16, !611, !DIExpression(), !995)
    #dbg_value(ptr undef, !612, !DIExpression(), !995)
  %1589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.34), !dbg !997
    #dbg_value(i64 0, !615, !DIExpression(), !998)
  %1590 = extractelement <16 x i8> %1588, i64 0, !dbg !999
  %1591 = zext i8 %1590 to i32, !dbg !999
  %1592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1591), !dbg !1000
    #dbg_value(i64 1, !615, !DIExpression(), !998)
  %1593 = extractelement <16 x i8> %1588, i64 1, !dbg !999
  %1594 = zext i8 %1593 to i32, !dbg !999
  %1595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1594), !dbg !1000
    #dbg_value(i64 2, !615, !DIExpression(), !998)
  %1596 = extractelement <16 x i8> %1588, i64 2, !dbg !999
  %1597 = zext i8 %1596 to i32, !dbg !999
  %1598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1597), !dbg !1000
    #dbg_value(i64 3, !615, !DIExpression(), !998)
  %1599 = extractelement <16 x i8> %1588, i64 3, !dbg !999
  %1600 = zext i8 %1599 to i32, !dbg !999
  %1601 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1600), !dbg !1000
    #dbg_value(i64 4, !615, !DIExpression(), !998)
  %1602 = extractelement <16 x i8> %1588, i64 4, !dbg !999
  %1603 = zext i8 %1602 to i32, !dbg !999
  %1604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1603), !dbg !1000
    #dbg_value(i64 5, !615, !DIExpression(), !998)
  %1605 = extractelement <16 x i8> %1588, i64 5, !dbg !999
  %1606 = zext i8 %1605 to i32, !dbg !999
  %1607 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1606), !dbg !1000
    #dbg_value(i64 6, !615, !DIExpression(), !998)
  %1608 = extractelement <16 x i8> %1588, i64 6, !dbg !999
  %1609 = zext i8 %1608 to i32, !dbg !999
  %1610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1609), !dbg !1000
    #dbg_value(i64 7, !615, !DIExpression(), !998)
  %1611 = extractelement <16 x i8> %1588, i64 7, !dbg !999
  %1612 = zext i8 %1611 to i32, !dbg !999
  %1613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1612), !dbg !1000
    #dbg_value(i64 8, !615, !DIExpression(), !998)
  %1614 = extractelement <16 x i8> %1588, i64 8, !dbg !999
  %1615 = zext i8 %1614 to i32, !dbg !999
  %1616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1615), !dbg !1000
    #dbg_value(i64 9, !615, !DIExpression(), !998)
  %1617 = extractelement <16 x i8> %1588, i64 9, !dbg !999
  %1618 = zext i8 %1617 to i32, !dbg !999
  %1619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1618), !dbg !1000
    #dbg_value(i64 10, !615, !DIExpression(), !998)
  %1620 = extractelement <16 x i8> %1588, i64 10, !dbg !999
  %1621 = zext i8 %1620 to i32, !dbg !999
  %1622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1621), !dbg !1000
    #dbg_value(i64 11, !615, !DIExpression(), !998)
  %1623 = extractelement <16 x i8> %1588, i64 11, !dbg !999
  %1624 = zext i8 %1623 to i32, !dbg !999
  %1625 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1624), !dbg !1000
    #dbg_value(i64 12, !615, !DIExpression(), !998)
  %1626 = extractelement <16 x i8> %1588, i64 12, !dbg !999
  %1627 = zext i8 %1626 to i32, !dbg !999
  %1628 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1627), !dbg !1000
    #dbg_value(i64 13, !615, !DIExpression(), !998)
  %1629 = extractelement <16 x i8> %1588, i64 13, !dbg !999
  %1630 = zext i8 %1629 to i32, !dbg !999
  %1631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1630), !dbg !1000
    #dbg_value(i64 14, !615, !DIExpression(), !998)
  %1632 = extractelement <16 x i8> %1588, i64 14, !dbg !999
  %1633 = zext i8 %1632 to i32, !dbg !999
  %1634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1633), !dbg !1000
    #dbg_value(i64 15, !615, !DIExpression(), !998)
  %1635 = extractelement <16 x i8> %1588, i64 15, !dbg !999
  %1636 = zext i8 %1635 to i32, !dbg !999
  %1637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1636), !dbg !1000
    #dbg_value(i64 16, !615, !DIExpression(), !998)
  %1638 = tail call i32 @putchar(i32 10), !dbg !1001
  %1639 = tail call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %527, <8 x i16> %527), !dbg !1002
  %1640 = bitcast <8 x i16> %1639 to <16 x i8>, !dbg !1002
    #dbg_value(<8 x i16> %1639, !479, !DIExpression(), !1003)
    #dbg_value(ptr @.str.35, !601, !DIExpression(), !1004)
    #dbg_value(ptr undef, !610, !DIExpression(), !1004)
    #dbg_value(i32 16, !611, !DIExpression(), !1004)
    #dbg_value(ptr undef, !612, !DIExpression(), !1004)
  %1641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.35), !dbg !1006
    #dbg_value(i64 0, !615, !DIExpression(), !1007)
  %1642 = extractelement <16 x i8> %1640, i64 0, !dbg !1008
  %1643 = zext i8 %1642 to i32, !dbg !1008
  %1644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1643), !dbg !1009
    #dbg_value(i64 1, !615, !DIExpression(), !1007)
  %1645 = extractelement <16 x i8> %1640, i64 1, !dbg !1008
  %1646 = zext i8 %1645 to i32, !dbg !1008
  %1647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1646), !dbg !1009
    #dbg_value(i64 2, !615, !DIExpression(), !1007)
  %1648 = extractelement <16 x i8> %1640, i64 2, !dbg !1008
  %1649 = zext i8 %1648 to i32, !dbg !1008
  %1650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1649), !dbg !1009
    #dbg_value(i64 3, !615, !DIExpression(), !1007)
  %1651 = extractelement <16 x i8> %1640, i64 3, !dbg !1008
  %1652 = zext i8 %1651 to i32, !dbg !1008
  %1653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1652), !dbg !1009
    #dbg_value(i64 4, !615, !DIExpression(), !1007)
  %1654 = extractelement <16 x i8> %1640, i64 4, !dbg !1008
  %1655 = zext i8 %1654 to i32, !dbg !1008
  %1656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1655), !dbg !1009
    #dbg_value(i64 5, !615, !DIExpression(), !1007)
  %1657 = extractelement <16 x i8> %1640, i64 5, !dbg !1008
  %1658 = zext i8 %1657 to i32, !dbg !1008
  %1659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1658), !dbg !1009
    #dbg_value(i64 6, !615, !DIExpression(), !1007)
  %1660 = extractelement <16 x i8> %1640, i64 6, !dbg !1008
  %1661 = zext i8 %1660 to i32, !dbg !1008
  %1662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1661), !dbg !1009
    #dbg_value(i64 7, !615, !DIExpression(), !1007)
  %1663 = extractelement <16 x i8> %1640, i64 7, !dbg !1008
  %1664 = zext i8 %1663 to i32, !dbg !1008
  %1665 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1664), !dbg !1009
    #dbg_value(i64 8, !615, !DIExpression(), !1007)
  %1666 = extractelement <16 x i8> %1640, i64 8, !dbg !1008
  %1667 = zext i8 %1666 to i32, !dbg !1008
  %1668 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1667), !dbg !1009
    #dbg_value(i64 9, !615, !DIExpression(), !1007)
  %1669 = extractelement <16 x i8> %1640, i64 9, !dbg !1008
  %1670 = zext i8 %1669 to i32, !dbg !1008
  %1671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1670), !dbg !1009
    #dbg_value(i64 10, !615, !DIExpression(), !1007)
  %1672 = extractelement <16 x i8> %1640, i64 10, !dbg !1008
  %1673 = zext i8 %1672 to i32, !dbg !1008
  %1674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1673), !dbg !1009
    #dbg_value(i64 11, !615, !DIExpression(), !1007)
  %1675 = extractelement <16 x i8> %1640, i64 11, !dbg !1008
  %1676 = zext i8 %1675 to i32, !dbg !1008
  %1677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1676), !dbg !1009
    #dbg_value(i64 12, !615, !DIExpression(), !1007)
  %1678 = extractelement <16 x i8> %1640, i64 12, !dbg !1008
  %1679 = zext i8 %1678 to i32, !dbg !1008
  %1680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1679), !dbg !1009
    #dbg_value(i64 13, !615, !DIExpression(), !1007)
  %1681 = extractelement <16 x i8> %1640, i64 13, !dbg !1008
  %1682 = zext i8 %1681 to i32, !dbg !1008
  %1683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1682), !dbg !1009
    #dbg_value(i64 14, !615, !DIExpression(), !1007)
  %1684 = extractelement <16 x i8> %1640, i64 14, !dbg !1008
  %1685 = zext i8 %1684 to i32, !dbg !1008
  %1686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1685), !dbg !1009
    #dbg_value(i64 15, !615, !DIExpression(), !1007)
  %1687 = extractelement <16 x i8> %1640, i64 15, !dbg !1008
  %1688 = zext i8 %1687 to i32, !dbg !1008
  %1689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1688), !dbg !1009
    #dbg_value(i64 16, !615, !DIExpression(), !1007)
  %1690 = tail call i32 @putchar(i32 10), !dbg !1010
  %1691 = tail call <4 x i32> @llvm.aarch64.neon.sqrdmulh.v4i32(<4 x i32> %529, <4 x i32> %530), !dbg !1011
  %1692 = bitcast <4 x i32> %1691 to <16 x i8>, !dbg !1011
    #dbg_value(<4 x i32> %1691, !481, !DIExpression(), !1012)
    #dbg_value(ptr @.str.36, !601, !DIExpression(), !1013)
    #dbg_value(ptr undef, !610, !DIExpression(), !1013)
    #dbg_value(i32 16, !611, !DIExpression(), !1013)
    #dbg_value(ptr undef, !612, !DIExpression(), !1013)
  %1693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.36), !dbg !1015
    #dbg_value(i64 0, !615, !DIExpression(), !1016)
  %1694 = extractelement <16 x i8> %1692, i64 0, !dbg !1017
  %1695 = zext i8 %1694 to i32, !dbg !1017
  %1696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1695), !dbg !1018
    #dbg_value(i64 1, !615, !DIExpression(), !1016)
  %1697 = extractelement <16 x i8> %1692, i64 1, !dbg !1017
  %1698 = zext i8 %1697 to i32, !dbg !1017
  %1699 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1698), !dbg !1018
    #dbg_value(i64 2, !615, !DIExpression(), !1016)
  %1700 = extractelement <16 x i8> %1692, i64 2, !dbg !1017
  %1701 = zext i8 %1700 to i32, !dbg !1017
  %1702 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1701), !dbg !1018
    #dbg_value(i64 3, !615, !DIExpression(), !1016)
  %1703 = extractelement <16 x i8> %1692, i64 3, !dbg !1017
  %1704 = zext i8 %1703 to i32, !dbg !1017
  %1705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1704), !dbg !1018
    #dbg_value(i64 4, !615, !DIExpression(), !1016)
  %1706 = extractelement <16 x i8> %1692, i64 4, !dbg !1017
  %1707 = zext i8 %1706 to i32, !dbg !1017
  %1708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1707), !dbg !1018
    #dbg_value(i64 5, !615, !DIExpression(), !1016)
  %1709 = extractelement <16 x i8> %1692, i64 5, !dbg !1017
  %1710 = zext i8 %1709 to i32, !dbg !1017
  %1711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1710), !dbg !1018
    #dbg_value(i64 6, !615, !DIExpression(), !1016)
  %1712 = extractelement <16 x i8> %1692, i64 6, !dbg !1017
  %1713 = zext i8 %1712 to i32, !dbg !1017
  %1714 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1713), !dbg !1018
    #dbg_value(i64 7, !615, !DIExpression(), !1016)
  %1715 = extractelement <16 x i8> %1692, i64 7, !dbg !1017
  %1716 = zext i8 %1715 to i32, !dbg !1017
  %1717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1716), !dbg !1018
    #dbg_value(i64 8, !615, !DIExpression(), !1016)
  %1718 = extractelement <16 x i8> %1692, i64 8, !dbg !1017
  %1719 = zext i8 %1718 to i32, !dbg !1017
  %1720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1719), !dbg !1018
    #dbg_value(i64 9, !615, !DIExpression(), !1016)
  %1721 = extractelement <16 x i8> %1692, i64 9, !dbg !1017
  %1722 = zext i8 %1721 to i32, !dbg !1017
  %1723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1722), !dbg !1018
    #dbg_value(i64 10, !615, !DIExpression(), !1016)
  %1724 = extractelement <16 x i8> %1692, i64 10, !dbg !1017
  %1725 = zext i8 %1724 to i32, !dbg !1017
  %1726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1725), !dbg !1018
    #dbg_value(i64 11, !615, !DIExpression(), !1016)
  %1727 = extractelement <16 x i8> %1692, i64 11, !dbg !1017
  %1728 = zext i8 %1727 to i32, !dbg !1017
  %1729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1728), !dbg !1018
    #dbg_value(i64 12, !615, !DIExpression(), !1016)
  %1730 = extractelement <16 x i8> %1692, i64 12, !dbg !1017
  %1731 = zext i8 %1730 to i32, !dbg !1017
  %1732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1731), !dbg !1018
    #dbg_value(i64 13, !615, !DIExpression(), !1016)
  %1733 = extractelement <16 x i8> %1692, i64 13, !dbg !1017
  %1734 = zext i8 %1733 to i32, !dbg !1017
  %1735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1734), !dbg !1018
    #dbg_value(i64 14, !615, !DIExpression(), !1016)
  %1736 = extractelement <16 x i8> %1692, i64 14, !dbg !1017
  %1737 = zext i8 %1736 to i32, !dbg !1017
  %1738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1737), !dbg !1018
    #dbg_value(i64 15, !615, !DIExpression(), !1016)
  %1739 = extractelement <16 x i8> %1692, i64 15, !dbg !1017
  %1740 = zext i8 %1739 to i32, !dbg !1017
  %1741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1740), !dbg !1018
    #dbg_value(i64 16, !615, !DIExpression(), !1016)
  %1742 = tail call i32 @putchar(i32 10), !dbg !1019
  %1743 = shufflevector <4 x i32> %529, <4 x i32> poison, <2 x i32> <i32 2, i32 3>, !dbg !1020
  %1744 = tail call <2 x i32> @llvm.aarch64.neon.sqrdmulh.v2i32(<2 x i32> %1743, <2 x i32> %1743), !dbg !1020
  %1745 = bitcast <2 x i32> %1744 to <8 x i8>, !dbg !1020
    #dbg_value(<2 x i32> %1744, !483, !DIExpression(), !1021)
    #dbg_value(ptr @.str.37, !601, !DIExpression(), !1022)
    #dbg_value(ptr undef, !610, !DIExpression(), !1022)
    #dbg_value(i32 8, !611, !DIExpression(), !1022)
    #dbg_value(ptr undef, !612, !DIExpression(), !1022)
  %1746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.37), !dbg !1024
    #dbg_value(i64 0, !615, !DIExpression(), !1025)
  %1747 = extractelement <8 x i8> %1745, i64 0, !dbg !1026
  %1748 = zext i8 %1747 to i32, !dbg !1026
  %1749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1748), !dbg !1027
    #dbg_value(i64 1, !615, !DIExpression(), !1025)
  %1750 = extractelement <8 x i8> %1745, i64 1, !dbg !1026
  %1751 = zext i8 %1750 to i32, !dbg !1026
  %1752 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1751), !dbg !1027
    #dbg_value(i64 2, !615, !DIExpression(), !1025)
  %1753 = extractelement <8 x i8> %1745, i64 2, !dbg !1026
  %1754 = zext i8 %1753 to i32, !dbg !1026
  %1755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1754), !dbg !1027
    #dbg_value(i64 3, !615, !DIExpression(), !1025)
  %1756 = extractelement <8 x i8> %1745, i64 3, !dbg !1026
  %1757 = zext i8 %1756 to i32, !dbg !1026
  %1758 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1757), !dbg !1027
    #dbg_value(i64 4, !615, !DIExpression(), !1025)
  %1759 = extractelement <8 x i8> %1745, i64 4, !dbg !1026
  %1760 = zext i8 %1759 to i32, !dbg !1026
  %1761 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1760), !dbg !1027
    #dbg_value(i64 5, !615, !DIExpression(), !1025)
  %1762 = extractelement <8 x i8> %1745, i64 5, !dbg !1026
  %1763 = zext i8 %1762 to i32, !dbg !1026
  %1764 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1763), !dbg !1027
    #dbg_value(i64 6, !615, !DIExpression(), !1025)
  %1765 = extractelement <8 x i8> %1745, i64 6, !dbg !1026
  %1766 = zext i8 %1765 to i32, !dbg !1026
  %1767 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1766), !dbg !1027
    #dbg_value(i64 7, !615, !DIExpression(), !1025)
  %1768 = extractelement <8 x i8> %1745, i64 7, !dbg !1026
  %1769 = zext i8 %1768 to i32, !dbg !1026
  %1770 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1769), !dbg !1027
    #dbg_value(i64 8, !615, !DIExpression(), !1025)
  %1771 = tail call i32 @putchar(i32 10), !dbg !1028
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 7, i8 8, i8 9, i8 -1, i8 -7, i8 -8, i8 -9, i8 127, i8 -128, i8 3, i8 -3, i8 64, i8 -64, i8 2>, !485, !DIExpression(), !574)
  %1772 = tail call <16 x i8> @llvm.aarch64.neon.ushl.v16i8(<16 x i8> %525, <16 x i8> <i8 0, i8 1, i8 7, i8 8, i8 9, i8 -1, i8 -7, i8 -8, i8 -9, i8 127, i8 -128, i8 3, i8 -3, i8 64, i8 -64, i8 2>), !dbg !1029
    #dbg_value(<16 x i8> %1772, !486, !DIExpression(), !1030)
    #dbg_value(ptr @.str.38, !601, !DIExpression(), !1031)
    #dbg_value(ptr undef, !610, !DIExpression(), !1031)
    #dbg_value(i32 16, !611, !DIExpression(), !1031)
    #dbg_value(ptr undef, !612, !DIExpression(), !1031)
  %1773 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.38), !dbg !1033
    #dbg_value(i64 0, !615, !DIExpression(), !1034)
  %1774 = extractelement <16 x i8> %1772, i64 0, !dbg !1035
  %1775 = zext i8 %1774 to i32, !dbg !1035
  %1776 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1775), !dbg !1036
    #dbg_value(i64 1, !615, !DIExpression(), !1034)
  %1777 = extractelement <16 x i8> %1772, i64 1, !dbg !1035
  %1778 = zext i8 %1777 to i32, !dbg !1035
  %1779 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1778), !dbg !1036
    #dbg_value(i64 2, !615, !DIExpression(), !1034)
  %1780 = extractelement <16 x i8> %1772, i64 2, !dbg !1035
  %1781 = zext i8 %1780 to i32, !dbg !1035
  %1782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1781), !dbg !1036
    #dbg_value(i64 3, !615, !DIExpression(), !1034)
  %1783 = extractelement <16 x i8> %1772, i64 3, !dbg !1035
  %1784 = zext i8 %1783 to i32, !dbg !1035
  %1785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1784), !dbg !1036
    #dbg_value(i64 4, !615, !DIExpression(), !1034)
  %1786 = extractelement <16 x i8> %1772, i64 4, !dbg !1035
  %1787 = zext i8 %1786 to i32, !dbg !1035
  %1788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1787), !dbg !1036
    #dbg_value(i64 5, !615, !DIExpression(), !1034)
  %1789 = extractelement <16 x i8> %1772, i64 5, !dbg !1035
  %1790 = zext i8 %1789 to i32, !dbg !1035
  %1791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1790), !dbg !1036
    #dbg_value(i64 6, !615, !DIExpression(), !1034)
  %1792 = extractelement <16 x i8> %1772, i64 6, !dbg !1035
  %1793 = zext i8 %1792 to i32, !dbg !1035
  %1794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1793), !dbg !1036
    #dbg_value(i64 7, !615, !DIExpression(), !1034)
  %1795 = extractelement <16 x i8> %1772, i64 7, !dbg !1035
  %1796 = zext i8 %1795 to i32, !dbg !1035
  %1797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1796), !dbg !1036
    #dbg_value(i64 8, !615, !DIExpression(), !1034)
  %1798 = extractelement <16 x i8> %1772, i64 8, !dbg !1035
  %1799 = zext i8 %1798 to i32, !dbg !1035
  %1800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1799), !dbg !1036
    #dbg_value(i64 9, !615, !DIExpression(), !1034)
  %1801 = extractelement <16 x i8> %1772, i64 9, !dbg !1035
  %1802 = zext i8 %1801 to i32, !dbg !1035
  %1803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1802), !dbg !1036
    #dbg_value(i64 10, !615, !DIExpression(), !1034)
  %1804 = extractelement <16 x i8> %1772, i64 10, !dbg !1035
  %1805 = zext i8 %1804 to i32, !dbg !1035
  %1806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1805), !dbg !1036
    #dbg_value(i64 11, !615, !DIExpression(), !1034)
  %1807 = extractelement <16 x i8> %1772, i64 11, !dbg !1035
  %1808 = zext i8 %1807 to i32, !dbg !1035
  %1809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1808), !dbg !1036
    #dbg_value(i64 12, !615, !DIExpression(), !1034)
  %1810 = extractelement <16 x i8> %1772, i64 12, !dbg !1035
  %1811 = zext i8 %1810 to i32, !dbg !1035
  %1812 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1811), !dbg !1036
    #dbg_value(i64 13, !615, !DIExpression(), !1034)
  %1813 = extractelement <16 x i8> %1772, i64 13, !dbg !1035
  %1814 = zext i8 %1813 to i32, !dbg !1035
  %1815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1814), !dbg !1036
    #dbg_value(i64 14, !615, !DIExpression(), !1034)
  %1816 = extractelement <16 x i8> %1772, i64 14, !dbg !1035
  %1817 = zext i8 %1816 to i32, !dbg !1035
  %1818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1817), !dbg !1036
    #dbg_value(i64 15, !615, !DIExpression(), !1034)
  %1819 = extractelement <16 x i8> %1772, i64 15, !dbg !1035
  %1820 = zext i8 %1819 to i32, !dbg !1035
  %1821 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1820), !dbg !1036
    #dbg_value(i64 16, !615, !DIExpression(), !1034)
  %1822 = tail call i32 @putchar(i32 10), !dbg !1037
  %1823 = tail call <16 x i8> @llvm.aarch64.neon.sshl.v16i8(<16 x i8> %525, <16 x i8> <i8 0, i8 1, i8 7, i8 8, i8 9, i8 -1, i8 -7, i8 -8, i8 -9, i8 127, i8 -128, i8 3, i8 -3, i8 64, i8 -64, i8 2>), !dbg !1038
    #dbg_value(<16 x i8> %1823, !488, !DIExpression(), !1039)
    #dbg_value(ptr @.str.39, !601, !DIExpression(), !1040)
    #dbg_value(ptr undef, !610, !DIExpression(), !1040)
    #dbg_value(i32 16, !611, !DIExpression(), !1040)
    #dbg_value(ptr undef, !612, !DIExpression(), !1040)
  %1824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.39), !dbg !1042
    #dbg_value(i64 0, !615, !DIExpression(), !1043)
  %1825 = extractelement <16 x i8> %1823, i64 0, !dbg !1044
  %1826 = zext i8 %1825 to i32, !dbg !1044
  %1827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1826), !dbg !1045
    #dbg_value(i64 1, !615, !DIExpression(), !1043)
  %1828 = extractelement <16 x i8> %1823, i64 1, !dbg !1044
  %1829 = zext i8 %1828 to i32, !dbg !1044
  %1830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1829), !dbg !1045
    #dbg_value(i64 2, !615, !DIExpression(), !1043)
  %1831 = extractelement <16 x i8> %1823, i64 2, !dbg !1044
  %1832 = zext i8 %1831 to i32, !dbg !1044
  %1833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1832), !dbg !1045
    #dbg_value(i64 3, !615, !DIExpression(), !1043)
  %1834 = extractelement <16 x i8> %1823, i64 3, !dbg !1044
  %1835 = zext i8 %1834 to i32, !dbg !1044
  %1836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1835), !dbg !1045
    #dbg_value(i64 4, !615, !DIExpression(), !1043)
  %1837 = extractelement <16 x i8> %1823, i64 4, !dbg !1044
  %1838 = zext i8 %1837 to i32, !dbg !1044
  %1839 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1838), !dbg !1045
    #dbg_value(i64 5, !615, !DIExpression(), !1043)
  %1840 = extractelement <16 x i8> %1823, i64 5, !dbg !1044
  %1841 = zext i8 %1840 to i32, !dbg !1044
  %1842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1841), !dbg !1045
    #dbg_value(i64 6, !615, !DIExpression(), !1043)
  %1843 = extractelement <16 x i8> %1823, i64 6, !dbg !1044
  %1844 = zext i8 %1843 to i32, !dbg !1044
  %1845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1844), !dbg !1045
    #dbg_value(i64 7, !615, !DIExpression(), !1043)
  %1846 = extractelement <16 x i8> %1823, i64 7, !dbg !1044
  %1847 = zext i8 %1846 to i32, !dbg !1044
  %1848 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1847), !dbg !1045
    #dbg_value(i64 8, !615, !DIExpression(), !1043)
  %1849 = extractelement <16 x i8> %1823, i64 8, !dbg !1044
  %1850 = zext i8 %1849 to i32, !dbg !1044
  %1851 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1850), !dbg !1045
    #dbg_value(i64 9, !615, !DIExpression(), !1043)
  %1852 = extractelement <16 x i8> %1823, i64 9, !dbg !1044
  %1853 = zext i8 %1852 to i32, !dbg !1044
  %1854 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1853), !dbg !1045
    #dbg_value(i64 10, !615, !DIExpression(), !1043)
  %1855 = extractelement <16 x i8> %1823, i64 10, !dbg !1044
  %1856 = zext i8 %1855 to i32, !dbg !1044
  %1857 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1856), !dbg !1045
    #dbg_value(i64 11, !615, !DIExpression(), !1043)
  %1858 = extractelement <16 x i8> %1823, i64 11, !dbg !1044
  %1859 = zext i8 %1858 to i32, !dbg !1044
  %1860 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1859), !dbg !1045
    #dbg_value(i64 12, !615, !DIExpression(), !1043)
  %1861 = extractelement <16 x i8> %1823, i64 12, !dbg !1044
  %1862 = zext i8 %1861 to i32, !dbg !1044
  %1863 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1862), !dbg !1045
    #dbg_value(i64 13, !615, !DIExpression(), !1043)
  %1864 = extractelement <16 x i8> %1823, i64 13, !dbg !1044
  %1865 = zext i8 %1864 to i32, !dbg !1044
  %1866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1865), !dbg !1045
    #dbg_value(i64 14, !615, !DIExpression(), !1043)
  %1867 = extractelement <16 x i8> %1823, i64 14, !dbg !1044
  %1868 = zext i8 %1867 to i32, !dbg !1044
  %1869 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1868), !dbg !1045
    #dbg_value(i64 15, !615, !DIExpression(), !1043)
  %1870 = extractelement <16 x i8> %1823, i64 15, !dbg !1044
  %1871 = zext i8 %1870 to i32, !dbg !1044
  %1872 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1871), !dbg !1045
    #dbg_value(i64 16, !615, !DIExpression(), !1043)
  %1873 = tail call i32 @putchar(i32 10), !dbg !1046
  %1874 = tail call <8 x i16> @llvm.aarch64.neon.sshl.v8i16(<8 x i16> %527, <8 x i16> <i16 0, i16 1, i16 7, i16 8, i16 9, i16 -1, i16 -7, i16 -8>), !dbg !1047
  %1875 = bitcast <8 x i16> %1874 to <16 x i8>, !dbg !1047
    #dbg_value(<8 x i16> %1874, !490, !DIExpression(), !1048)
    #dbg_value(ptr @.str.40, !601, !DIExpression(), !1049)
    #dbg_value(ptr undef, !610, !DIExpression(), !1049)
    #dbg_value(i32 16, !611, !DIExpression(), !1049)
    #dbg_value(ptr undef, !612, !DIExpression(), !1049)
  %1876 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.40), !dbg !1051
    #dbg_value(i64 0, !615, !DIExpression(), !1052)
  %1877 = extractelement <16 x i8> %1875, i64 0, !dbg !1053
  %1878 = zext i8 %1877 to i32, !dbg !1053
  %1879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1878), !dbg !1054
    #dbg_value(i64 1, !615, !DIExpression(), !1052)
  %1880 = extractelement <16 x i8> %1875, i64 1, !dbg !1053
  %1881 = zext i8 %1880 to i32, !dbg !1053
  %1882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1881), !dbg !1054
    #dbg_value(i64 2, !615, !DIExpression(), !1052)
  %1883 = extractelement <16 x i8> %1875, i64 2, !dbg !1053
  %1884 = zext i8 %1883 to i32, !dbg !1053
  %1885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1884), !dbg !1054
    #dbg_value(i64 3, !615, !DIExpression(), !1052)
  %1886 = extractelement <16 x i8> %1875, i64 3, !dbg !1053
  %1887 = zext i8 %1886 to i32, !dbg !1053
  %1888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1887), !dbg !1054
    #dbg_value(i64 4, !615, !DIExpression(), !1052)
  %1889 = extractelement <16 x i8> %1875, i64 4, !dbg !1053
  %1890 = zext i8 %1889 to i32, !dbg !1053
  %1891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1890), !dbg !1054
    #dbg_value(i64 5, !615, !DIExpression(), !1052)
  %1892 = extractelement <16 x i8> %1875, i64 5, !dbg !1053
  %1893 = zext i8 %1892 to i32, !dbg !1053
  %1894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1893), !dbg !1054
    #dbg_value(i64 6, !615, !DIExpression(), !1052)
  %1895 = extractelement <16 x i8> %1875, i64 6, !dbg !1053
  %1896 = zext i8 %1895 to i32, !dbg !1053
  %1897 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1896), !dbg !1054
    #dbg_value(i64 7, !615, !DIExpression(), !1052)
  %1898 = extractelement <16 x i8> %1875, i64 7, !dbg !1053
  %1899 = zext i8 %1898 to i32, !dbg !1053
  %1900 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1899), !dbg !1054
    #dbg_value(i64 8, !615, !DIExpression(), !1052)
  %1901 = extractelement <16 x i8> %1875, i64 8, !dbg !1053
  %1902 = zext i8 %1901 to i32, !dbg !1053
  %1903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1902), !dbg !1054
    #dbg_value(i64 9, !615, !DIExpression(), !1052)
  %1904 = extractelement <16 x i8> %1875, i64 9, !dbg !1053
  %1905 = zext i8 %1904 to i32, !dbg !1053
  %1906 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1905), !dbg !1054
    #dbg_value(i64 10, !615, !DIExpression(), !1052)
  %1907 = extractelement <16 x i8> %1875, i64 10, !dbg !1053
  %1908 = zext i8 %1907 to i32, !dbg !1053
  %1909 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1908), !dbg !1054
    #dbg_value(i64 11, !615, !DIExpression(), !1052)
  %1910 = extractelement <16 x i8> %1875, i64 11, !dbg !1053
  %1911 = zext i8 %1910 to i32, !dbg !1053
  %1912 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1911), !dbg !1054
    #dbg_value(i64 12, !615, !DIExpression(), !1052)
  %1913 = extractelement <16 x i8> %1875, i64 12, !dbg !1053
  %1914 = zext i8 %1913 to i32, !dbg !1053
  %1915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1914), !dbg !1054
    #dbg_value(i64 13, !615, !DIExpression(), !1052)
  %1916 = extractelement <16 x i8> %1875, i64 13, !dbg !1053
  %1917 = zext i8 %1916 to i32, !dbg !1053
  %1918 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1917), !dbg !1054
    #dbg_value(i64 14, !615, !DIExpression(), !1052)
  %1919 = extractelement <16 x i8> %1875, i64 14, !dbg !1053
  %1920 = zext i8 %1919 to i32, !dbg !1053
  %1921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1920), !dbg !1054
    #dbg_value(i64 15, !615, !DIExpression(), !1052)
  %1922 = extractelement <16 x i8> %1875, i64 15, !dbg !1053
  %1923 = zext i8 %1922 to i32, !dbg !1053
  %1924 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1923), !dbg !1054
    #dbg_value(i64 16, !615, !DIExpression(), !1052)
  %1925 = tail call i32 @putchar(i32 10), !dbg !1055
  %1926 = tail call <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32> %529, <4 x i32> <i32 -9, i32 127, i32 -128, i32 3>), !dbg !1056
  %1927 = bitcast <4 x i32> %1926 to <16 x i8>, !dbg !1056
    #dbg_value(<4 x i32> %1926, !492, !DIExpression(), !1057)
    #dbg_value(ptr @.str.41, !601, !DIExpression(), !1058)
    #dbg_value(ptr undef, !610, !DIExpression(), !1058)
    #dbg_value(i32 16, !611, !DIExpression(), !1058)
    #dbg_value(ptr undef, !612, !DIExpression(), !1058)
  %1928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.41), !dbg !1060
    #dbg_value(i64 0, !615, !DIExpression(), !1061)
  %1929 = extractelement <16 x i8> %1927, i64 0, !dbg !1062
  %1930 = zext i8 %1929 to i32, !dbg !1062
  %1931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1930), !dbg !1063
    #dbg_value(i64 1, !615, !DIExpression(), !1061)
  %1932 = extractelement <16 x i8> %1927, i64 1, !dbg !1062
  %1933 = zext i8 %1932 to i32, !dbg !1062
  %1934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1933), !dbg !1063
    #dbg_value(i64 2, !615, !DIExpression(), !1061)
  %1935 = extractelement <16 x i8> %1927, i64 2, !dbg !1062
  %1936 = zext i8 %1935 to i32, !dbg !1062
  %1937 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1936), !dbg !1063
    #dbg_value(i64 3, !615, !DIExpression(), !1061)
  %1938 = extractelement <16 x i8> %1927, i64 3, !dbg !1062
  %1939 = zext i8 %1938 to i32, !dbg !1062
  %1940 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1939), !dbg !1063
    #dbg_value(i64 4, !615, !DIExpression(), !1061)
  %1941 = extractelement <16 x i8> %1927, i64 4, !dbg !1062
  %1942 = zext i8 %1941 to i32, !dbg !1062
  %1943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1942), !dbg !1063
    #dbg_value(i64 5, !615, !DIExpression(), !1061)
  %1944 = extractelement <16 x i8> %1927, i64 5, !dbg !1062
  %1945 = zext i8 %1944 to i32, !dbg !1062
  %1946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1945), !dbg !1063
    #dbg_value(i64 6, !615, !DIExpression(), !1061)
  %1947 = extractelement <16 x i8> %1927, i64 6, !dbg !1062
  %1948 = zext i8 %1947 to i32, !dbg !1062
  %1949 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1948), !dbg !1063
    #dbg_value(i64 7, !615, !DIExpression(), !1061)
  %1950 = extractelement <16 x i8> %1927, i64 7, !dbg !1062
  %1951 = zext i8 %1950 to i32, !dbg !1062
  %1952 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1951), !dbg !1063
    #dbg_value(i64 8, !615, !DIExpression(), !1061)
  %1953 = extractelement <16 x i8> %1927, i64 8, !dbg !1062
  %1954 = zext i8 %1953 to i32, !dbg !1062
  %1955 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1954), !dbg !1063
    #dbg_value(i64 9, !615, !DIExpression(), !1061)
  %1956 = extractelement <16 x i8> %1927, i64 9, !dbg !1062
  %1957 = zext i8 %1956 to i32, !dbg !1062
  %1958 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1957), !dbg !1063
    #dbg_value(i64 10, !615, !DIExpression(), !1061)
  %1959 = extractelement <16 x i8> %1927, i64 10, !dbg !1062
  %1960 = zext i8 %1959 to i32, !dbg !1062
  %1961 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1960), !dbg !1063
    #dbg_value(i64 11, !615, !DIExpression(), !1061)
  %1962 = extractelement <16 x i8> %1927, i64 11, !dbg !1062
  %1963 = zext i8 %1962 to i32, !dbg !1062
  %1964 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1963), !dbg !1063
    #dbg_value(i64 12, !615, !DIExpression(), !1061)
  %1965 = extractelement <16 x i8> %1927, i64 12, !dbg !1062
  %1966 = zext i8 %1965 to i32, !dbg !1062
  %1967 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1966), !dbg !1063
    #dbg_value(i64 13, !615, !DIExpression(), !1061)
  %1968 = extractelement <16 x i8> %1927, i64 13, !dbg !1062
  %1969 = zext i8 %1968 to i32, !dbg !1062
  %1970 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1969), !dbg !1063
    #dbg_value(i64 14, !615, !DIExpression(), !1061)
  %1971 = extractelement <16 x i8> %1927, i64 14, !dbg !1062
  %1972 = zext i8 %1971 to i32, !dbg !1062
  %1973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1972), !dbg !1063
    #dbg_value(i64 15, !615, !DIExpression(), !1061)
  %1974 = extractelement <16 x i8> %1927, i64 15, !dbg !1062
  %1975 = zext i8 %1974 to i32, !dbg !1062
  %1976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1975), !dbg !1063
    #dbg_value(i64 16, !615, !DIExpression(), !1061)
  %1977 = tail call i32 @putchar(i32 10), !dbg !1064
  %1978 = load i32, ptr getelementptr inbounds (i8, ptr @ints, i64 20), align 4, !dbg !1065, !tbaa !590
  %1979 = sext i32 %1978 to i64, !dbg !1065
  %1980 = tail call i64 @llvm.aarch64.neon.sshl.i64(i64 %1979, i64 -3), !dbg !1065
  %1981 = trunc i64 %1980 to i32, !dbg !1065
  %1982 = trunc i64 %1980 to i32, !dbg !1065
  %1983 = lshr i32 %1982, 8, !dbg !1065
  %1984 = trunc i64 %1980 to i32, !dbg !1065
  %1985 = lshr i32 %1984, 16, !dbg !1065
  %1986 = trunc i64 %1980 to i32, !dbg !1065
  %1987 = lshr i32 %1986, 24, !dbg !1065
  %1988 = lshr i64 %1980, 32, !dbg !1065
  %1989 = trunc nuw i64 %1988 to i32, !dbg !1065
  %1990 = lshr i64 %1980, 40, !dbg !1065
  %1991 = trunc nuw nsw i64 %1990 to i32, !dbg !1065
  %1992 = lshr i64 %1980, 48, !dbg !1065
  %1993 = trunc nuw nsw i64 %1992 to i32, !dbg !1065
  %1994 = lshr i64 %1980, 56, !dbg !1065
  %1995 = trunc nuw nsw i64 %1994 to i32, !dbg !1065
    #dbg_value(i64 %1980, !494, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1066)
    #dbg_value(i64 %1980, !494, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1066)
    #dbg_value(i64 %1980, !494, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1066)
    #dbg_value(i64 %1980, !494, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1066)
    #dbg_value(i64 %1988, !494, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1066)
    #dbg_value(i64 %1990, !494, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1066)
    #dbg_value(i64 %1992, !494, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1066)
    #dbg_value(i64 %1994, !494, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1066)
    #dbg_value(ptr @.str.42, !601, !DIExpression(), !1067)
    #dbg_value(ptr undef, !610, !DIExpression(), !1067)
    #dbg_value(i32 8, !611, !DIExpression(), !1067)
    #dbg_value(ptr undef, !612, !DIExpression(), !1067)
  %1996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.42), !dbg !1069
    #dbg_value(i64 0, !615, !DIExpression(), !1070)
  %1997 = and i32 %1981, 255, !dbg !1071
  %1998 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1997), !dbg !1072
    #dbg_value(i64 1, !615, !DIExpression(), !1070)
  %1999 = and i32 %1983, 255, !dbg !1071
  %2000 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1999), !dbg !1072
    #dbg_value(i64 2, !615, !DIExpression(), !1070)
  %2001 = and i32 %1985, 255, !dbg !1071
  %2002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2001), !dbg !1072
    #dbg_value(i64 3, !615, !DIExpression(), !1070)
  %2003 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1987), !dbg !1072
    #dbg_value(i64 4, !615, !DIExpression(), !1070)
  %2004 = and i32 %1989, 255, !dbg !1071
  %2005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2004), !dbg !1072
    #dbg_value(i64 5, !615, !DIExpression(), !1070)
  %2006 = and i32 %1991, 255, !dbg !1071
  %2007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2006), !dbg !1072
    #dbg_value(i64 6, !615, !DIExpression(), !1070)
  %2008 = and i32 %1993, 255, !dbg !1071
  %2009 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2008), !dbg !1072
    #dbg_value(i64 7, !615, !DIExpression(), !1070)
  %2010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %1995), !dbg !1072
    #dbg_value(i64 8, !615, !DIExpression(), !1070)
  %2011 = tail call i32 @putchar(i32 10), !dbg !1073
  %2012 = tail call <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16> %527), !dbg !1074
  %2013 = bitcast <8 x i16> %2012 to <16 x i8>, !dbg !1074
    #dbg_value(<8 x i16> %2012, !496, !DIExpression(), !1075)
    #dbg_value(ptr @.str.43, !601, !DIExpression(), !1076)
    #dbg_value(ptr undef, !610, !DIExpression(), !1076)
    #dbg_value(i32 16, !611, !DIExpression(), !1076)
    #dbg_value(ptr undef, !612, !DIExpression(), !1076)
  %2014 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.43), !dbg !1078
    #dbg_value(i64 0, !615, !DIExpression(), !1079)
  %2015 = extractelement <16 x i8> %2013, i64 0, !dbg !1080
  %2016 = zext i8 %2015 to i32, !dbg !1080
  %2017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2016), !dbg !1081
    #dbg_value(i64 1, !615, !DIExpression(), !1079)
  %2018 = extractelement <16 x i8> %2013, i64 1, !dbg !1080
  %2019 = zext i8 %2018 to i32, !dbg !1080
  %2020 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2019), !dbg !1081
    #dbg_value(i64 2, !615, !DIExpression(), !1079)
  %2021 = extractelement <16 x i8> %2013, i64 2, !dbg !1080
  %2022 = zext i8 %2021 to i32, !dbg !1080
  %2023 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2022), !dbg !1081
    #dbg_value(i64 3, !615, !DIExpression(), !1079)
  %2024 = extractelement <16 x i8> %2013, i64 3, !dbg !1080
  %2025 = zext i8 %2024 to i32, !dbg !1080
  %2026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2025), !dbg !1081
    #dbg_value(i64 4, !615, !DIExpression(), !1079)
  %2027 = extractelement <16 x i8> %2013, i64 4, !dbg !1080
  %2028 = zext i8 %2027 to i32, !dbg !1080
  %2029 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2028), !dbg !1081
    #dbg_value(i64 5, !615, !DIExpression(), !1079)
  %2030 = extractelement <16 x i8> %2013, i64 5, !dbg !1080
  %2031 = zext i8 %2030 to i32, !dbg !1080
  %2032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2031), !dbg !1081
    #dbg_value(i64 6, !615, !DIExpression(), !1079)
  %2033 = extractelement <16 x i8> %2013, i64 6, !dbg !1080
  %2034 = zext i8 %2033 to i32, !dbg !1080
  %2035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2034), !dbg !1081
    #dbg_value(i64 7, !615, !DIExpression(), !1079)
  %2036 = extractelement <16 x i8> %2013, i64 7, !dbg !1080
  %2037 = zext i8 %2036 to i32, !dbg !1080
  %2038 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2037), !dbg !1081
    #dbg_value(i64 8, !615, !DIExpression(), !1079)
  %2039 = extractelement <16 x i8> %2013, i64 8, !dbg !1080
  %2040 = zext i8 %2039 to i32, !dbg !1080
  %2041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2040), !dbg !1081
    #dbg_value(i64 9, !615, !DIExpression(), !1079)
  %2042 = extractelement <16 x i8> %2013, i64 9, !dbg !1080
  %2043 = zext i8 %2042 to i32, !dbg !1080
  %2044 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2043), !dbg !1081
    #dbg_value(i64 10, !615, !DIExpression(), !1079)
  %2045 = extractelement <16 x i8> %2013, i64 10, !dbg !1080
  %2046 = zext i8 %2045 to i32, !dbg !1080
  %2047 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2046), !dbg !1081
    #dbg_value(i64 11, !615, !DIExpression(), !1079)
  %2048 = extractelement <16 x i8> %2013, i64 11, !dbg !1080
  %2049 = zext i8 %2048 to i32, !dbg !1080
  %2050 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2049), !dbg !1081
    #dbg_value(i64 12, !615, !DIExpression(), !1079)
  %2051 = extractelement <16 x i8> %2013, i64 12, !dbg !1080
  %2052 = zext i8 %2051 to i32, !dbg !1080
  %2053 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2052), !dbg !1081
    #dbg_value(i64 13, !615, !DIExpression(), !1079)
  %2054 = extractelement <16 x i8> %2013, i64 13, !dbg !1080
  %2055 = zext i8 %2054 to i32, !dbg !1080
  %2056 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2055), !dbg !1081
    #dbg_value(i64 14, !615, !DIExpression(), !1079)
  %2057 = extractelement <16 x i8> %2013, i64 14, !dbg !1080
  %2058 = zext i8 %2057 to i32, !dbg !1080
  %2059 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2058), !dbg !1081
    #dbg_value(i64 15, !615, !DIExpression(), !1079)
  %2060 = extractelement <16 x i8> %2013, i64 15, !dbg !1080
  %2061 = zext i8 %2060 to i32, !dbg !1080
  %2062 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2061), !dbg !1081
    #dbg_value(i64 16, !615, !DIExpression(), !1079)
  %2063 = tail call i32 @putchar(i32 10), !dbg !1082
  %2064 = tail call <4 x i32> @llvm.aarch64.neon.sqneg.v4i32(<4 x i32> %529), !dbg !1083
  %2065 = bitcast <4 x i32> %2064 to <16 x i8>, !dbg !1083
    #dbg_value(<4 x i32> %2064, !498, !DIExpression(), !1084)
    #dbg_value(ptr @.str.44, !601, !DIExpression(), !1085)
    #dbg_value(ptr undef, !610, !DIExpression(), !1085)
    #dbg_value(i32 16, !611, !DIExpression(), !1085)
    #dbg_value(ptr undef, !612, !DIExpression(), !1085)
  %2066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.44), !dbg !1087
    #dbg_value(i64 0, !615, !DIExpression(), !1088)
  %2067 = extractelement <16 x i8> %2065, i64 0, !dbg !1089
  %2068 = zext i8 %2067 to i32, !dbg !1089
  %2069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2068), !dbg !1090
    #dbg_value(i64 1, !615, !DIExpression(), !1088)
  %2070 = extractelement <16 x i8> %2065, i64 1, !dbg !1089
  %2071 = zext i8 %2070 to i32, !dbg !1089
  %2072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2071), !dbg !1090
    #dbg_value(i64 2, !615, !DIExpression(), !1088)
  %2073 = extractelement <16 x i8> %2065, i64 2, !dbg !1089
  %2074 = zext i8 %2073 to i32, !dbg !1089
  %2075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2074), !dbg !1090
    #dbg_value(i64 3, !615, !DIExpression(), !1088)
  %2076 = extractelement <16 x i8> %2065, i64 3, !dbg !1089
  %2077 = zext i8 %2076 to i32, !dbg !1089
  %2078 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2077), !dbg !1090
    #dbg_value(i64 4, !615, !DIExpression(), !1088)
  %2079 = extractelement <16 x i8> %2065, i64 4, !dbg !1089
  %2080 = zext i8 %2079 to i32, !dbg !1089
  %2081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2080), !dbg !1090
    #dbg_value(i64 5, !615, !DIExpression(), !1088)
  %2082 = extractelement <16 x i8> %2065, i64 5, !dbg !1089
  %2083 = zext i8 %2082 to i32, !dbg !1089
  %2084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2083), !dbg !1090
    #dbg_value(i64 6, !615, !DIExpression(), !1088)
  %2085 = extractelement <16 x i8> %2065, i64 6, !dbg !1089
  %2086 = zext i8 %2085 to i32, !dbg !1089
  %2087 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2086), !dbg !1090
    #dbg_value(i64 7, !615, !DIExpression(), !1088)
  %2088 = extractelement <16 x i8> %2065, i64 7, !dbg !1089
  %2089 = zext i8 %2088 to i32, !dbg !1089
  %2090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2089), !dbg !1090
    #dbg_value(i64 8, !615, !DIExpression(), !1088)
  %2091 = extractelement <16 x i8> %2065, i64 8, !dbg !1089
  %2092 = zext i8 %2091 to i32, !dbg !1089
  %2093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2092), !dbg !1090
    #dbg_value(i64 9, !615, !DIExpression(), !1088)
  %2094 = extractelement <16 x i8> %2065, i64 9, !dbg !1089
  %2095 = zext i8 %2094 to i32, !dbg !1089
  %2096 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2095), !dbg !1090
    #dbg_value(i64 10, !615, !DIExpression(), !1088)
  %2097 = extractelement <16 x i8> %2065, i64 10, !dbg !1089
  %2098 = zext i8 %2097 to i32, !dbg !1089
  %2099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2098), !dbg !1090
    #dbg_value(i64 11, !615, !DIExpression(), !1088)
  %2100 = extractelement <16 x i8> %2065, i64 11, !dbg !1089
  %2101 = zext i8 %2100 to i32, !dbg !1089
  %2102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2101), !dbg !1090
    #dbg_value(i64 12, !615, !DIExpression(), !1088)
  %2103 = extractelement <16 x i8> %2065, i64 12, !dbg !1089
  %2104 = zext i8 %2103 to i32, !dbg !1089
  %2105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2104), !dbg !1090
    #dbg_value(i64 13, !615, !DIExpression(), !1088)
  %2106 = extractelement <16 x i8> %2065, i64 13, !dbg !1089
  %2107 = zext i8 %2106 to i32, !dbg !1089
  %2108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2107), !dbg !1090
    #dbg_value(i64 14, !615, !DIExpression(), !1088)
  %2109 = extractelement <16 x i8> %2065, i64 14, !dbg !1089
  %2110 = zext i8 %2109 to i32, !dbg !1089
  %2111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2110), !dbg !1090
    #dbg_value(i64 15, !615, !DIExpression(), !1088)
  %2112 = extractelement <16 x i8> %2065, i64 15, !dbg !1089
  %2113 = zext i8 %2112 to i32, !dbg !1089
  %2114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2113), !dbg !1090
    #dbg_value(i64 16, !615, !DIExpression(), !1088)
  %2115 = tail call i32 @putchar(i32 10), !dbg !1091
  %2116 = load <4 x float>, ptr @floats, align 16, !dbg !1092
    #dbg_value(<4 x float> %2116, !501, !DIExpression(), !1093)
    #dbg_value(<4 x float> %2116, !500, !DIExpression(), !574)
  %2117 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @floats, i64 16), align 16, !dbg !1094
    #dbg_value(<4 x float> %2117, !504, !DIExpression(), !1095)
    #dbg_value(<4 x float> %2117, !503, !DIExpression(), !574)
  %2118 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @floats, i64 32), align 16, !dbg !1096
    #dbg_value(<4 x float> %2118, !507, !DIExpression(), !1097)
    #dbg_value(<4 x float> %2118, !506, !DIExpression(), !574)
  %2119 = tail call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %2116), !dbg !1098
  %2120 = bitcast <4 x i32> %2119 to <16 x i8>, !dbg !1098
    #dbg_value(<4 x i32> %2119, !509, !DIExpression(), !1099)
    #dbg_value(ptr @.str.45, !601, !DIExpression(), !1100)
    #dbg_value(ptr undef, !610, !DIExpression(), !1100)
    #dbg_value(i32 16, !611, !DIExpression(), !1100)
    #dbg_value(ptr undef, !612, !DIExpression(), !1100)
  %2121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.45), !dbg !1102
    #dbg_value(i64 0, !615, !DIExpression(), !1103)
  %2122 = extractelement <16 x i8> %2120, i64 0, !dbg !1104
  %2123 = zext i8 %2122 to i32, !dbg !1104
  %2124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2123), !dbg !1105
    #dbg_value(i64 1, !615, !DIExpression(), !1103)
  %2125 = extractelement <16 x i8> %2120, i64 1, !dbg !1104
  %2126 = zext i8 %2125 to i32, !dbg !1104
  %2127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2126), !dbg !1105
    #dbg_value(i64 2, !615, !DIExpression(), !1103)
  %2128 = extractelement <16 x i8> %2120, i64 2, !dbg !1104
  %2129 = zext i8 %2128 to i32, !dbg !1104
  %2130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2129), !dbg !1105
    #dbg_value(i64 3, !615, !DIExpression(), !1103)
  %2131 = extractelement <16 x i8> %2120, i64 3, !dbg !1104
  %2132 = zext i8 %2131 to i32, !dbg !1104
  %2133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2132), !dbg !1105
    #dbg_value(i64 4, !615, !DIExpression(), !1103)
  %2134 = extractelement <16 x i8> %2120, i64 4, !dbg !1104
  %2135 = zext i8 %2134 to i32, !dbg !1104
  %2136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2135), !dbg !1105
    #dbg_value(i64 5, !615, !DIExpression(), !1103)
  %2137 = extractelement <16 x i8> %2120, i64 5, !dbg !1104
  %2138 = zext i8 %2137 to i32, !dbg !1104
  %2139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2138), !dbg !1105
    #dbg_value(i64 6, !615, !DIExpression(), !1103)
  %2140 = extractelement <16 x i8> %2120, i64 6, !dbg !1104
  %2141 = zext i8 %2140 to i32, !dbg !1104
  %2142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2141), !dbg !1105
    #dbg_value(i64 7, !615, !DIExpression(), !1103)
  %2143 = extractelement <16 x i8> %2120, i64 7, !dbg !1104
  %2144 = zext i8 %2143 to i32, !dbg !1104
  %2145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2144), !dbg !1105
    #dbg_value(i64 8, !615, !DIExpression(), !1103)
  %2146 = extractelement <16 x i8> %2120, i64 8, !dbg !1104
  %2147 = zext i8 %2146 to i32, !dbg !1104
  %2148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2147), !dbg !1105
    #dbg_value(i64 9, !615, !DIExpression(), !1103)
  %2149 = extractelement <16 x i8> %2120, i64 9, !dbg !1104
  %2150 = zext i8 %2149 to i32, !dbg !1104
  %2151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2150), !dbg !1105
    #dbg_value(i64 10, !615, !DIExpression(), !1103)
  %2152 = extractelement <16 x i8> %2120, i64 10, !dbg !1104
  %2153 = zext i8 %2152 to i32, !dbg !1104
  %2154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2153), !dbg !1105
    #dbg_value(i64 11, !615, !DIExpression(), !1103)
  %2155 = extractelement <16 x i8> %2120, i64 11, !dbg !1104
  %2156 = zext i8 %2155 to i32, !dbg !1104
  %2157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2156), !dbg !1105
    #dbg_value(i64 12, !615, !DIExpression(), !1103)
  %2158 = extractelement <16 x i8> %2120, i64 12, !dbg !1104
  %2159 = zext i8 %2158 to i32, !dbg !1104
  %2160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2159), !dbg !1105
    #dbg_value(i64 13, !615, !DIExpression(), !1103)
  %2161 = extractelement <16 x i8> %2120, i64 13, !dbg !1104
  %2162 = zext i8 %2161 to i32, !dbg !1104
  %2163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2162), !dbg !1105
    #dbg_value(i64 14, !615, !DIExpression(), !1103)
  %2164 = extractelement <16 x i8> %2120, i64 14, !dbg !1104
  %2165 = zext i8 %2164 to i32, !dbg !1104
  %2166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2165), !dbg !1105
    #dbg_value(i64 15, !615, !DIExpression(), !1103)
  %2167 = extractelement <16 x i8> %2120, i64 15, !dbg !1104
  %2168 = zext i8 %2167 to i32, !dbg !1104
  %2169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2168), !dbg !1105
    #dbg_value(i64 16, !615, !DIExpression(), !1103)
  %2170 = tail call i32 @putchar(i32 10), !dbg !1106
  %2171 = tail call <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float> %2116), !dbg !1107
  %2172 = bitcast <4 x i32> %2171 to <16 x i8>, !dbg !1107
    #dbg_value(<4 x i32> %2171, !511, !DIExpression(), !1108)
    #dbg_value(ptr @.str.46, !601, !DIExpression(), !1109)
    #dbg_value(ptr undef, !610, !DIExpression(), !1109)
    #dbg_value(i32 16, !611, !DIExpression(), !1109)
    #dbg_value(ptr undef, !612, !DIExpression(), !1109)
  %2173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.46), !dbg !1111
    #dbg_value(i64 0, !615, !DIExpression(), !1112)
  %2174 = extractelement <16 x i8> %2172, i64 0, !dbg !1113
  %2175 = zext i8 %2174 to i32, !dbg !1113
  %2176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2175), !dbg !1114
    #dbg_value(i64 1, !615, !DIExpression(), !1112)
  %2177 = extractelement <16 x i8> %2172, i64 1, !dbg !1113
  %2178 = zext i8 %2177 to i32, !dbg !1113
  %2179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2178), !dbg !1114
    #dbg_value(i64 2, !615, !DIExpression(), !1112)
  %2180 = extractelement <16 x i8> %2172, i64 2, !dbg !1113
  %2181 = zext i8 %2180 to i32, !dbg !1113
  %2182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2181), !dbg !1114
    #dbg_value(i64 3, !615, !DIExpression(), !1112)
  %2183 = extractelement <16 x i8> %2172, i64 3, !dbg !1113
  %2184 = zext i8 %2183 to i32, !dbg !1113
  %2185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2184), !dbg !1114
    #dbg_value(i64 4, !615, !DIExpression(), !1112)
  %2186 = extractelement <16 x i8> %2172, i64 4, !dbg !1113
  %2187 = zext i8 %2186 to i32, !dbg !1113
  %2188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2187), !dbg !1114
    #dbg_value(i64 5, !615, !DIExpression(), !1112)
  %2189 = extractelement <16 x i8> %2172, i64 5, !dbg !1113
  %2190 = zext i8 %2189 to i32, !dbg !1113
  %2191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2190), !dbg !1114
    #dbg_value(i64 6, !615, !DIExpression(), !1112)
  %2192 = extractelement <16 x i8> %2172, i64 6, !dbg !1113
  %2193 = zext i8 %2192 to i32, !dbg !1113
  %2194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2193), !dbg !1114
    #dbg_value(i64 7, !615, !DIExpression(), !1112)
  %2195 = extractelement <16 x i8> %2172, i64 7, !dbg !1113
  %2196 = zext i8 %2195 to i32, !dbg !1113
  %2197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2196), !dbg !1114
    #dbg_value(i64 8, !615, !DIExpression(), !1112)
  %2198 = extractelement <16 x i8> %2172, i64 8, !dbg !1113
  %2199 = zext i8 %2198 to i32, !dbg !1113
  %2200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2199), !dbg !1114
    #dbg_value(i64 9, !615, !DIExpression(), !1112)
  %2201 = extractelement <16 x i8> %2172, i64 9, !dbg !1113
  %2202 = zext i8 %2201 to i32, !dbg !1113
  %2203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2202), !dbg !1114
    #dbg_value(i64 10, !615, !DIExpression(), !1112)
  %2204 = extractelement <16 x i8> %2172, i64 10, !dbg !1113
  %2205 = zext i8 %2204 to i32, !dbg !1113
  %2206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2205), !dbg !1114
    #dbg_value(i64 11, !615, !DIExpression(), !1112)
  %2207 = extractelement <16 x i8> %2172, i64 11, !dbg !1113
  %2208 = zext i8 %2207 to i32, !dbg !1113
  %2209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2208), !dbg !1114
    #dbg_value(i64 12, !615, !DIExpression(), !1112)
  %2210 = extractelement <16 x i8> %2172, i64 12, !dbg !1113
  %2211 = zext i8 %2210 to i32, !dbg !1113
  %2212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2211), !dbg !1114
    #dbg_value(i64 13, !615, !DIExpression(), !1112)
  %2213 = extractelement <16 x i8> %2172, i64 13, !dbg !1113
  %2214 = zext i8 %2213 to i32, !dbg !1113
  %2215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2214), !dbg !1114
    #dbg_value(i64 14, !615, !DIExpression(), !1112)
  %2216 = extractelement <16 x i8> %2172, i64 14, !dbg !1113
  %2217 = zext i8 %2216 to i32, !dbg !1113
  %2218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2217), !dbg !1114
    #dbg_value(i64 15, !615, !DIExpression(), !1112)
  %2219 = extractelement <16 x i8> %2172, i64 15, !dbg !1113
  %2220 = zext i8 %2219 to i32, !dbg !1113
  %2221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2220), !dbg !1114
    #dbg_value(i64 16, !615, !DIExpression(), !1112)
  %2222 = tail call i32 @putchar(i32 10), !dbg !1115
  %2223 = tail call <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float> %2117), !dbg !1116
  %2224 = bitcast <4 x i32> %2223 to <16 x i8>, !dbg !1116
    #dbg_value(<4 x i32> %2223, !513, !DIExpression(), !1117)
    #dbg_value(ptr @.str.47, !601, !DIExpression(), !1118)
    #dbg_value(ptr undef, !610, !DIExpression(), !1118)
    #dbg_value(i32 16, !611, !DIExpression(), !1118)
    #dbg_value(ptr undef, !612, !DIExpression(), !1118)
  %2225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.47), !dbg !1120
    #dbg_value(i64 0, !615, !DIExpression(), !1121)
  %2226 = extractelement <16 x i8> %2224, i64 0, !dbg !1122
  %2227 = zext i8 %2226 to i32, !dbg !1122
  %2228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2227), !dbg !1123
    #dbg_value(i64 1, !615, !DIExpression(), !1121)
  %2229 = extractelement <16 x i8> %2224, i64 1, !dbg !1122
  %2230 = zext i8 %2229 to i32, !dbg !1122
  %2231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2230), !dbg !1123
    #dbg_value(i64 2, !615, !DIExpression(), !1121)
  %2232 = extractelement <16 x i8> %2224, i64 2, !dbg !1122
  %2233 = zext i8 %2232 to i32, !dbg !1122
  %2234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2233), !dbg !1123
    #dbg_value(i64 3, !615, !DIExpression(), !1121)
  %2235 = extractelement <16 x i8> %2224, i64 3, !dbg !1122
  %2236 = zext i8 %2235 to i32, !dbg !1122
  %2237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2236), !dbg !1123
    #dbg_value(i64 4, !615, !DIExpression(), !1121)
  %2238 = extractelement <16 x i8> %2224, i64 4, !dbg !1122
  %2239 = zext i8 %2238 to i32, !dbg !1122
  %2240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2239), !dbg !1123
    #dbg_value(i64 5, !615, !DIExpression(), !1121)
  %2241 = extractelement <16 x i8> %2224, i64 5, !dbg !1122
  %2242 = zext i8 %2241 to i32, !dbg !1122
  %2243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2242), !dbg !1123
    #dbg_value(i64 6, !615, !DIExpression(), !1121)
  %2244 = extractelement <16 x i8> %2224, i64 6, !dbg !1122
  %2245 = zext i8 %2244 to i32, !dbg !1122
  %2246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2245), !dbg !1123
    #dbg_value(i64 7, !615, !DIExpression(), !1121)
  %2247 = extractelement <16 x i8> %2224, i64 7, !dbg !1122
  %2248 = zext i8 %2247 to i32, !dbg !1122
  %2249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2248), !dbg !1123
    #dbg_value(i64 8, !615, !DIExpression(), !1121)
  %2250 = extractelement <16 x i8> %2224, i64 8, !dbg !1122
  %2251 = zext i8 %2250 to i32, !dbg !1122
  %2252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2251), !dbg !1123
    #dbg_value(i64 9, !615, !DIExpression(), !1121)
  %2253 = extractelement <16 x i8> %2224, i64 9, !dbg !1122
  %2254 = zext i8 %2253 to i32, !dbg !1122
  %2255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2254), !dbg !1123
    #dbg_value(i64 10, !615, !DIExpression(), !1121)
  %2256 = extractelement <16 x i8> %2224, i64 10, !dbg !1122
  %2257 = zext i8 %2256 to i32, !dbg !1122
  %2258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2257), !dbg !1123
    #dbg_value(i64 11, !615, !DIExpression(), !1121)
  %2259 = extractelement <16 x i8> %2224, i64 11, !dbg !1122
  %2260 = zext i8 %2259 to i32, !dbg !1122
  %2261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2260), !dbg !1123
    #dbg_value(i64 12, !615, !DIExpression(), !1121)
  %2262 = extractelement <16 x i8> %2224, i64 12, !dbg !1122
  %2263 = zext i8 %2262 to i32, !dbg !1122
  %2264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2263), !dbg !1123
    #dbg_value(i64 13, !615, !DIExpression(), !1121)
  %2265 = extractelement <16 x i8> %2224, i64 13, !dbg !1122
  %2266 = zext i8 %2265 to i32, !dbg !1122
  %2267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2266), !dbg !1123
    #dbg_value(i64 14, !615, !DIExpression(), !1121)
  %2268 = extractelement <16 x i8> %2224, i64 14, !dbg !1122
  %2269 = zext i8 %2268 to i32, !dbg !1122
  %2270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2269), !dbg !1123
    #dbg_value(i64 15, !615, !DIExpression(), !1121)
  %2271 = extractelement <16 x i8> %2224, i64 15, !dbg !1122
  %2272 = zext i8 %2271 to i32, !dbg !1122
  %2273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2272), !dbg !1123
    #dbg_value(i64 16, !615, !DIExpression(), !1121)
  %2274 = tail call i32 @putchar(i32 10), !dbg !1124
  %2275 = tail call <4 x i32> @llvm.aarch64.neon.fcvtpu.v4i32.v4f32(<4 x float> %2117), !dbg !1125
  %2276 = bitcast <4 x i32> %2275 to <16 x i8>, !dbg !1125
    #dbg_value(<4 x i32> %2275, !515, !DIExpression(), !1126)
    #dbg_value(ptr @.str.48, !601, !DIExpression(), !1127)
    #dbg_value(ptr undef, !610, !DIExpression(), !1127)
    #dbg_value(i32 16, !611, !DIExpression(), !1127)
    #dbg_value(ptr undef, !612, !DIExpression(), !1127)
  %2277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.48), !dbg !1129
    #dbg_value(i64 0, !615, !DIExpression(), !1130)
  %2278 = extractelement <16 x i8> %2276, i64 0, !dbg !1131
  %2279 = zext i8 %2278 to i32, !dbg !1131
  %2280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2279), !dbg !1132
    #dbg_value(i64 1, !615, !DIExpression(), !1130)
  %2281 = extractelement <16 x i8> %2276, i64 1, !dbg !1131
  %2282 = zext i8 %2281 to i32, !dbg !1131
  %2283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2282), !dbg !1132
    #dbg_value(i64 2, !615, !DIExpression(), !1130)
  %2284 = extractelement <16 x i8> %2276, i64 2, !dbg !1131
  %2285 = zext i8 %2284 to i32, !dbg !1131
  %2286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2285), !dbg !1132
    #dbg_value(i64 3, !615, !DIExpression(), !1130)
  %2287 = extractelement <16 x i8> %2276, i64 3, !dbg !1131
  %2288 = zext i8 %2287 to i32, !dbg !1131
  %2289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2288), !dbg !1132
    #dbg_value(i64 4, !615, !DIExpression(), !1130)
  %2290 = extractelement <16 x i8> %2276, i64 4, !dbg !1131
  %2291 = zext i8 %2290 to i32, !dbg !1131
  %2292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2291), !dbg !1132
    #dbg_value(i64 5, !615, !DIExpression(), !1130)
  %2293 = extractelement <16 x i8> %2276, i64 5, !dbg !1131
  %2294 = zext i8 %2293 to i32, !dbg !1131
  %2295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2294), !dbg !1132
    #dbg_value(i64 6, !615, !DIExpression(), !1130)
  %2296 = extractelement <16 x i8> %2276, i64 6, !dbg !1131
  %2297 = zext i8 %2296 to i32, !dbg !1131
  %2298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2297), !dbg !1132
    #dbg_value(i64 7, !615, !DIExpression(), !1130)
  %2299 = extractelement <16 x i8> %2276, i64 7, !dbg !1131
  %2300 = zext i8 %2299 to i32, !dbg !1131
  %2301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2300), !dbg !1132
    #dbg_value(i64 8, !615, !DIExpression(), !1130)
  %2302 = extractelement <16 x i8> %2276, i64 8, !dbg !1131
  %2303 = zext i8 %2302 to i32, !dbg !1131
  %2304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2303), !dbg !1132
    #dbg_value(i64 9, !615, !DIExpression(), !1130)
  %2305 = extractelement <16 x i8> %2276, i64 9, !dbg !1131
  %2306 = zext i8 %2305 to i32, !dbg !1131
  %2307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2306), !dbg !1132
    #dbg_value(i64 10, !615, !DIExpression(), !1130)
  %2308 = extractelement <16 x i8> %2276, i64 10, !dbg !1131
  %2309 = zext i8 %2308 to i32, !dbg !1131
  %2310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2309), !dbg !1132
    #dbg_value(i64 11, !615, !DIExpression(), !1130)
  %2311 = extractelement <16 x i8> %2276, i64 11, !dbg !1131
  %2312 = zext i8 %2311 to i32, !dbg !1131
  %2313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2312), !dbg !1132
    #dbg_value(i64 12, !615, !DIExpression(), !1130)
  %2314 = extractelement <16 x i8> %2276, i64 12, !dbg !1131
  %2315 = zext i8 %2314 to i32, !dbg !1131
  %2316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2315), !dbg !1132
    #dbg_value(i64 13, !615, !DIExpression(), !1130)
  %2317 = extractelement <16 x i8> %2276, i64 13, !dbg !1131
  %2318 = zext i8 %2317 to i32, !dbg !1131
  %2319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2318), !dbg !1132
    #dbg_value(i64 14, !615, !DIExpression(), !1130)
  %2320 = extractelement <16 x i8> %2276, i64 14, !dbg !1131
  %2321 = zext i8 %2320 to i32, !dbg !1131
  %2322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2321), !dbg !1132
    #dbg_value(i64 15, !615, !DIExpression(), !1130)
  %2323 = extractelement <16 x i8> %2276, i64 15, !dbg !1131
  %2324 = zext i8 %2323 to i32, !dbg !1131
  %2325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2324), !dbg !1132
    #dbg_value(i64 16, !615, !DIExpression(), !1130)
  %2326 = tail call i32 @putchar(i32 10), !dbg !1133
  %2327 = tail call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %2118), !dbg !1134
  %2328 = bitcast <4 x i32> %2327 to <16 x i8>, !dbg !1134
    #dbg_value(<4 x i32> %2327, !517, !DIExpression(), !1135)
    #dbg_value(ptr @.str.49, !601, !DIExpression(), !1136)
    #dbg_value(ptr undef, !610, !DIExpression(), !1136)
    #dbg_value(i32 16, !611, !DIExpression(), !1136)
    #dbg_value(ptr undef, !612, !DIExpression(), !1136)
  %2329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.49), !dbg !1138
    #dbg_value(i64 0, !615, !DIExpression(), !1139)
  %2330 = extractelement <16 x i8> %2328, i64 0, !dbg !1140
  %2331 = zext i8 %2330 to i32, !dbg !1140
  %2332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2331), !dbg !1141
    #dbg_value(i64 1, !615, !DIExpression(), !1139)
  %2333 = extractelement <16 x i8> %2328, i64 1, !dbg !1140
  %2334 = zext i8 %2333 to i32, !dbg !1140
  %2335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2334), !dbg !1141
    #dbg_value(i64 2, !615, !DIExpression(), !1139)
  %2336 = extractelement <16 x i8> %2328, i64 2, !dbg !1140
  %2337 = zext i8 %2336 to i32, !dbg !1140
  %2338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2337), !dbg !1141
    #dbg_value(i64 3, !615, !DIExpression(), !1139)
  %2339 = extractelement <16 x i8> %2328, i64 3, !dbg !1140
  %2340 = zext i8 %2339 to i32, !dbg !1140
  %2341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2340), !dbg !1141
    #dbg_value(i64 4, !615, !DIExpression(), !1139)
  %2342 = extractelement <16 x i8> %2328, i64 4, !dbg !1140
  %2343 = zext i8 %2342 to i32, !dbg !1140
  %2344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2343), !dbg !1141
    #dbg_value(i64 5, !615, !DIExpression(), !1139)
  %2345 = extractelement <16 x i8> %2328, i64 5, !dbg !1140
  %2346 = zext i8 %2345 to i32, !dbg !1140
  %2347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2346), !dbg !1141
    #dbg_value(i64 6, !615, !DIExpression(), !1139)
  %2348 = extractelement <16 x i8> %2328, i64 6, !dbg !1140
  %2349 = zext i8 %2348 to i32, !dbg !1140
  %2350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2349), !dbg !1141
    #dbg_value(i64 7, !615, !DIExpression(), !1139)
  %2351 = extractelement <16 x i8> %2328, i64 7, !dbg !1140
  %2352 = zext i8 %2351 to i32, !dbg !1140
  %2353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2352), !dbg !1141
    #dbg_value(i64 8, !615, !DIExpression(), !1139)
  %2354 = extractelement <16 x i8> %2328, i64 8, !dbg !1140
  %2355 = zext i8 %2354 to i32, !dbg !1140
  %2356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2355), !dbg !1141
    #dbg_value(i64 9, !615, !DIExpression(), !1139)
  %2357 = extractelement <16 x i8> %2328, i64 9, !dbg !1140
  %2358 = zext i8 %2357 to i32, !dbg !1140
  %2359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2358), !dbg !1141
    #dbg_value(i64 10, !615, !DIExpression(), !1139)
  %2360 = extractelement <16 x i8> %2328, i64 10, !dbg !1140
  %2361 = zext i8 %2360 to i32, !dbg !1140
  %2362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2361), !dbg !1141
    #dbg_value(i64 11, !615, !DIExpression(), !1139)
  %2363 = extractelement <16 x i8> %2328, i64 11, !dbg !1140
  %2364 = zext i8 %2363 to i32, !dbg !1140
  %2365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2364), !dbg !1141
    #dbg_value(i64 12, !615, !DIExpression(), !1139)
  %2366 = extractelement <16 x i8> %2328, i64 12, !dbg !1140
  %2367 = zext i8 %2366 to i32, !dbg !1140
  %2368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2367), !dbg !1141
    #dbg_value(i64 13, !615, !DIExpression(), !1139)
  %2369 = extractelement <16 x i8> %2328, i64 13, !dbg !1140
  %2370 = zext i8 %2369 to i32, !dbg !1140
  %2371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2370), !dbg !1141
    #dbg_value(i64 14, !615, !DIExpression(), !1139)
  %2372 = extractelement <16 x i8> %2328, i64 14, !dbg !1140
  %2373 = zext i8 %2372 to i32, !dbg !1140
  %2374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2373), !dbg !1141
    #dbg_value(i64 15, !615, !DIExpression(), !1139)
  %2375 = extractelement <16 x i8> %2328, i64 15, !dbg !1140
  %2376 = zext i8 %2375 to i32, !dbg !1140
  %2377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2376), !dbg !1141
    #dbg_value(i64 16, !615, !DIExpression(), !1139)
  %2378 = tail call i32 @putchar(i32 10), !dbg !1142
  %2379 = tail call <4 x i32> @llvm.aarch64.neon.fcvtau.v4i32.v4f32(<4 x float> %2118), !dbg !1143
  %2380 = bitcast <4 x i32> %2379 to <16 x i8>, !dbg !1143
    #dbg_value(<4 x i32> %2379, !519, !DIExpression(), !1144)
    #dbg_value(ptr @.str.50, !601, !DIExpression(), !1145)
    #dbg_value(ptr undef, !610, !DIExpression(), !1145)
    #dbg_value(i32 16, !611, !DIExpression(), !1145)
    #dbg_value(ptr undef, !612, !DIExpression(), !1145)
  %2381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.50), !dbg !1147
    #dbg_value(i64 0, !615, !DIExpression(), !1148)
  %2382 = extractelement <16 x i8> %2380, i64 0, !dbg !1149
  %2383 = zext i8 %2382 to i32, !dbg !1149
  %2384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2383), !dbg !1150
    #dbg_value(i64 1, !615, !DIExpression(), !1148)
  %2385 = extractelement <16 x i8> %2380, i64 1, !dbg !1149
  %2386 = zext i8 %2385 to i32, !dbg !1149
  %2387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2386), !dbg !1150
    #dbg_value(i64 2, !615, !DIExpression(), !1148)
  %2388 = extractelement <16 x i8> %2380, i64 2, !dbg !1149
  %2389 = zext i8 %2388 to i32, !dbg !1149
  %2390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2389), !dbg !1150
    #dbg_value(i64 3, !615, !DIExpression(), !1148)
  %2391 = extractelement <16 x i8> %2380, i64 3, !dbg !1149
  %2392 = zext i8 %2391 to i32, !dbg !1149
  %2393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2392), !dbg !1150
    #dbg_value(i64 4, !615, !DIExpression(), !1148)
  %2394 = extractelement <16 x i8> %2380, i64 4, !dbg !1149
  %2395 = zext i8 %2394 to i32, !dbg !1149
  %2396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2395), !dbg !1150
    #dbg_value(i64 5, !615, !DIExpression(), !1148)
  %2397 = extractelement <16 x i8> %2380, i64 5, !dbg !1149
  %2398 = zext i8 %2397 to i32, !dbg !1149
  %2399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2398), !dbg !1150
    #dbg_value(i64 6, !615, !DIExpression(), !1148)
  %2400 = extractelement <16 x i8> %2380, i64 6, !dbg !1149
  %2401 = zext i8 %2400 to i32, !dbg !1149
  %2402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2401), !dbg !1150
    #dbg_value(i64 7, !615, !DIExpression(), !1148)
  %2403 = extractelement <16 x i8> %2380, i64 7, !dbg !1149
  %2404 = zext i8 %2403 to i32, !dbg !1149
  %2405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2404), !dbg !1150
    #dbg_value(i64 8, !615, !DIExpression(), !1148)
  %2406 = extractelement <16 x i8> %2380, i64 8, !dbg !1149
  %2407 = zext i8 %2406 to i32, !dbg !1149
  %2408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2407), !dbg !1150
    #dbg_value(i64 9, !615, !DIExpression(), !1148)
  %2409 = extractelement <16 x i8> %2380, i64 9, !dbg !1149
  %2410 = zext i8 %2409 to i32, !dbg !1149
  %2411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2410), !dbg !1150
    #dbg_value(i64 10, !615, !DIExpression(), !1148)
  %2412 = extractelement <16 x i8> %2380, i64 10, !dbg !1149
  %2413 = zext i8 %2412 to i32, !dbg !1149
  %2414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2413), !dbg !1150
    #dbg_value(i64 11, !615, !DIExpression(), !1148)
  %2415 = extractelement <16 x i8> %2380, i64 11, !dbg !1149
  %2416 = zext i8 %2415 to i32, !dbg !1149
  %2417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2416), !dbg !1150
    #dbg_value(i64 12, !615, !DIExpression(), !1148)
  %2418 = extractelement <16 x i8> %2380, i64 12, !dbg !1149
  %2419 = zext i8 %2418 to i32, !dbg !1149
  %2420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2419), !dbg !1150
    #dbg_value(i64 13, !615, !DIExpression(), !1148)
  %2421 = extractelement <16 x i8> %2380, i64 13, !dbg !1149
  %2422 = zext i8 %2421 to i32, !dbg !1149
  %2423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2422), !dbg !1150
    #dbg_value(i64 14, !615, !DIExpression(), !1148)
  %2424 = extractelement <16 x i8> %2380, i64 14, !dbg !1149
  %2425 = zext i8 %2424 to i32, !dbg !1149
  %2426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2425), !dbg !1150
    #dbg_value(i64 15, !615, !DIExpression(), !1148)
  %2427 = extractelement <16 x i8> %2380, i64 15, !dbg !1149
  %2428 = zext i8 %2427 to i32, !dbg !1149
  %2429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2428), !dbg !1150
    #dbg_value(i64 16, !615, !DIExpression(), !1148)
  %2430 = tail call i32 @putchar(i32 10), !dbg !1151
  %2431 = load float, ptr getelementptr inbounds (i8, ptr @floats, i64 8), align 8, !dbg !1152, !tbaa !1153
  %2432 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float %2431), !dbg !1152
  %2433 = lshr i32 %2432, 8, !dbg !1152
  %2434 = lshr i32 %2432, 16, !dbg !1152
  %2435 = lshr i32 %2432, 24, !dbg !1152
    #dbg_value(i32 %2432, !521, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1155)
    #dbg_value(i32 %2433, !521, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1155)
    #dbg_value(i32 %2434, !521, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1155)
    #dbg_value(i32 %2435, !521, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1155)
    #dbg_value(ptr @.str.51, !601, !DIExpression(), !1156)
    #dbg_value(ptr undef, !610, !DIExpression(), !1156)
    #dbg_value(i32 4, !611, !DIExpression(), !1156)
    #dbg_value(ptr undef, !612, !DIExpression(), !1156)
  %2436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.51), !dbg !1158
    #dbg_value(i64 0, !615, !DIExpression(), !1159)
  %2437 = and i32 %2432, 255, !dbg !1160
  %2438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2437), !dbg !1161
    #dbg_value(i64 1, !615, !DIExpression(), !1159)
  %2439 = and i32 %2433, 255, !dbg !1160
  %2440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2439), !dbg !1161
    #dbg_value(i64 2, !615, !DIExpression(), !1159)
  %2441 = and i32 %2434, 255, !dbg !1160
  %2442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2441), !dbg !1161
    #dbg_value(i64 3, !615, !DIExpression(), !1159)
  %2443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2435), !dbg !1161
    #dbg_value(i64 4, !615, !DIExpression(), !1159)
  %2444 = tail call i32 @putchar(i32 10), !dbg !1162
  %2445 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double -2.500000e+00), !dbg !1163
  %2446 = trunc i64 %2445 to i32, !dbg !1163
  %2447 = trunc i64 %2445 to i32, !dbg !1163
  %2448 = lshr i32 %2447, 8, !dbg !1163
  %2449 = trunc i64 %2445 to i32, !dbg !1163
  %2450 = lshr i32 %2449, 16, !dbg !1163
  %2451 = trunc i64 %2445 to i32, !dbg !1163
  %2452 = lshr i32 %2451, 24, !dbg !1163
  %2453 = lshr i64 %2445, 32, !dbg !1163
  %2454 = trunc nuw i64 %2453 to i32, !dbg !1163
  %2455 = lshr i64 %2445, 40, !dbg !1163
  %2456 = trunc nuw nsw i64 %2455 to i32, !dbg !1163
  %2457 = lshr i64 %2445, 48, !dbg !1163
  %2458 = trunc nuw nsw i64 %2457 to i32, !dbg !1163
  %2459 = lshr i64 %2445, 56, !dbg !1163
  %2460 = trunc nuw nsw i64 %2459 to i32, !dbg !1163
    #dbg_value(i64 %2445, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1164)
    #dbg_value(i64 %2445, !523, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1164)
    #dbg_value(i64 %2445, !523, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1164)
    #dbg_value(i64 %2445, !523, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1164)
    #dbg_value(i64 %2453, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1164)
    #dbg_value(i64 %2455, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1164)
    #dbg_value(i64 %2457, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1164)
    #dbg_value(i64 %2459, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1164)
    #dbg_value(ptr @.str.52, !601, !DIExpression(), !1165)
    #dbg_value(ptr undef, !610, !DIExpression(), !1165)
    #dbg_value(i32 8, !611, !DIExpression(), !1165)
    #dbg_value(ptr undef, !612, !DIExpression(), !1165)
  %2461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.52), !dbg !1167
    #dbg_value(i64 0, !615, !DIExpression(), !1168)
  %2462 = and i32 %2446, 255, !dbg !1169
  %2463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2462), !dbg !1170
    #dbg_value(i64 1, !615, !DIExpression(), !1168)
  %2464 = and i32 %2448, 255, !dbg !1169
  %2465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2464), !dbg !1170
    #dbg_value(i64 2, !615, !DIExpression(), !1168)
  %2466 = and i32 %2450, 255, !dbg !1169
  %2467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2466), !dbg !1170
    #dbg_value(i64 3, !615, !DIExpression(), !1168)
  %2468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2452), !dbg !1170
    #dbg_value(i64 4, !615, !DIExpression(), !1168)
  %2469 = and i32 %2454, 255, !dbg !1169
  %2470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2469), !dbg !1170
    #dbg_value(i64 5, !615, !DIExpression(), !1168)
  %2471 = and i32 %2456, 255, !dbg !1169
  %2472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2471), !dbg !1170
    #dbg_value(i64 6, !615, !DIExpression(), !1168)
  %2473 = and i32 %2458, 255, !dbg !1169
  %2474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2473), !dbg !1170
    #dbg_value(i64 7, !615, !DIExpression(), !1168)
  %2475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2460), !dbg !1170
    #dbg_value(i64 8, !615, !DIExpression(), !1168)
  %2476 = tail call i32 @putchar(i32 10), !dbg !1171
  %2477 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 1.000000e+300), !dbg !1172
  %2478 = trunc i64 %2477 to i32, !dbg !1172
  %2479 = trunc i64 %2477 to i32, !dbg !1172
  %2480 = lshr i32 %2479, 8, !dbg !1172
  %2481 = trunc i64 %2477 to i32, !dbg !1172
  %2482 = lshr i32 %2481, 16, !dbg !1172
  %2483 = trunc i64 %2477 to i32, !dbg !1172
  %2484 = lshr i32 %2483, 24, !dbg !1172
  %2485 = lshr i64 %2477, 32, !dbg !1172
  %2486 = trunc nuw i64 %2485 to i32, !dbg !1172
  %2487 = lshr i64 %2477, 40, !dbg !1172
  %2488 = trunc nuw nsw i64 %2487 to i32, !dbg !1172
  %2489 = lshr i64 %2477, 48, !dbg !1172
  %2490 = trunc nuw nsw i64 %2489 to i32, !dbg !1172
  %2491 = lshr i64 %2477, 56, !dbg !1172
  %2492 = trunc nuw nsw i64 %2491 to i32, !dbg !1172
    #dbg_value(i64 %2477, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1173)
    #dbg_value(i64 %2477, !525, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1173)
    #dbg_value(i64 %2477, !525, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1173)
    #dbg_value(i64 %2477, !525, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1173)
    #dbg_value(i64 %2485, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1173)
    #dbg_value(i64 %2487, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1173)
    #dbg_value(i64 %2489, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1173)
    #dbg_value(i64 %2491, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1173)
    #dbg_value(ptr @.str.53, !601, !DIExpression(), !1174)
    #dbg_value(ptr undef, !610, !DIExpression(), !1174)
    #dbg_value(i32 8, !611, !DIExpression(), !1174)
    #dbg_value(ptr undef, !612, !DIExpression(), !1174)
  %2493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.53), !dbg !1176
    #dbg_value(i64 0, !615, !DIExpression(), !1177)
  %2494 = and i32 %2478, 255, !dbg !1178
  %2495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2494), !dbg !1179
    #dbg_value(i64 1, !615, !DIExpression(), !1177)
  %2496 = and i32 %2480, 255, !dbg !1178
  %2497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2496), !dbg !1179
    #dbg_value(i64 2, !615, !DIExpression(), !1177)
  %2498 = and i32 %2482, 255, !dbg !1178
  %2499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2498), !dbg !1179
    #dbg_value(i64 3, !615, !DIExpression(), !1177)
  %2500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2484), !dbg !1179
    #dbg_value(i64 4, !615, !DIExpression(), !1177)
  %2501 = and i32 %2486, 255, !dbg !1178
  %2502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2501), !dbg !1179
    #dbg_value(i64 5, !615, !DIExpression(), !1177)
  %2503 = and i32 %2488, 255, !dbg !1178
  %2504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2503), !dbg !1179
    #dbg_value(i64 6, !615, !DIExpression(), !1177)
  %2505 = and i32 %2490, 255, !dbg !1178
  %2506 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2505), !dbg !1179
    #dbg_value(i64 7, !615, !DIExpression(), !1177)
  %2507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2492), !dbg !1179
    #dbg_value(i64 8, !615, !DIExpression(), !1177)
  %2508 = tail call i32 @putchar(i32 10), !dbg !1180
    #dbg_value(<16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>, !527, !DIExpression(), !574)
    #dbg_value(<16 x i8> %525, !528, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<16 x i8> %526, !528, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
    #dbg_value(<16 x i8> %525, !534, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<16 x i8> %526, !534, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
  %2509 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 200), align 8, !dbg !1181
    #dbg_value(<16 x i8> %2509, !540, !DIExpression(), !1182)
    #dbg_value(<16 x i8> %2509, !534, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !574)
    #dbg_value(<16 x i8> %525, !542, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !574)
    #dbg_value(<16 x i8> %526, !542, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !574)
    #dbg_value(<16 x i8> %2509, !542, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !574)
  %2510 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 50), align 2, !dbg !1183
    #dbg_value(<16 x i8> %2510, !545, !DIExpression(), !1184)
    #dbg_value(<16 x i8> %2510, !542, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !574)
  %2511 = tail call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %525, <16 x i8> %526, <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>), !dbg !1185
    #dbg_value(<16 x i8> %2511, !547, !DIExpression(), !1186)
    #dbg_value(ptr @.str.54, !601, !DIExpression(), !1187)
    #dbg_value(ptr undef, !610, !DIExpression(), !1187)
    #dbg_value(i32 16, !611, !DIExpression(), !1187)
    #dbg_value(ptr undef, !612, !DIExpression(), !1187)
  %2512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.54), !dbg !1189
    #dbg_value(i64 0, !615, !DIExpression(), !1190)
  %2513 = extractelement <16 x i8> %2511, i64 0, !dbg !1191
  %2514 = zext i8 %2513 to i32, !dbg !1191
  %2515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2514), !dbg !1192
    #dbg_value(i64 1, !615, !DIExpression(), !1190)
  %2516 = extractelement <16 x i8> %2511, i64 1, !dbg !1191
  %2517 = zext i8 %2516 to i32, !dbg !1191
  %2518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2517), !dbg !1192
    #dbg_value(i64 2, !615, !DIExpression(), !1190)
  %2519 = extractelement <16 x i8> %2511, i64 2, !dbg !1191
  %2520 = zext i8 %2519 to i32, !dbg !1191
  %2521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2520), !dbg !1192
    #dbg_value(i64 3, !615, !DIExpression(), !1190)
  %2522 = extractelement <16 x i8> %2511, i64 3, !dbg !1191
  %2523 = zext i8 %2522 to i32, !dbg !1191
  %2524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2523), !dbg !1192
    #dbg_value(i64 4, !615, !DIExpression(), !1190)
  %2525 = extractelement <16 x i8> %2511, i64 4, !dbg !1191
  %2526 = zext i8 %2525 to i32, !dbg !1191
  %2527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2526), !dbg !1192
    #dbg_value(i64 5, !615, !DIExpression(), !1190)
  %2528 = extractelement <16 x i8> %2511, i64 5, !dbg !1191
  %2529 = zext i8 %2528 to i32, !dbg !1191
  %2530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2529), !dbg !1192
    #dbg_value(i64 6, !615, !DIExpression(), !1190)
  %2531 = extractelement <16 x i8> %2511, i64 6, !dbg !1191
  %2532 = zext i8 %2531 to i32, !dbg !1191
  %2533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2532), !dbg !1192
    #dbg_value(i64 7, !615, !DIExpression(), !1190)
  %2534 = extractelement <16 x i8> %2511, i64 7, !dbg !1191
  %2535 = zext i8 %2534 to i32, !dbg !1191
  %2536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2535), !dbg !1192
    #dbg_value(i64 8, !615, !DIExpression(), !1190)
  %2537 = extractelement <16 x i8> %2511, i64 8, !dbg !1191
  %2538 = zext i8 %2537 to i32, !dbg !1191
  %2539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2538), !dbg !1192
    #dbg_value(i64 9, !615, !DIExpression(), !1190)
  %2540 = extractelement <16 x i8> %2511, i64 9, !dbg !1191
  %2541 = zext i8 %2540 to i32, !dbg !1191
  %2542 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2541), !dbg !1192
    #dbg_value(i64 10, !615, !DIExpression(), !1190)
  %2543 = extractelement <16 x i8> %2511, i64 10, !dbg !1191
  %2544 = zext i8 %2543 to i32, !dbg !1191
  %2545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2544), !dbg !1192
    #dbg_value(i64 11, !615, !DIExpression(), !1190)
  %2546 = extractelement <16 x i8> %2511, i64 11, !dbg !1191
  %2547 = zext i8 %2546 to i32, !dbg !1191
  %2548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2547), !dbg !1192
    #dbg_value(i64 12, !615, !DIExpression(), !1190)
  %2549 = extractelement <16 x i8> %2511, i64 12, !dbg !1191
  %2550 = zext i8 %2549 to i32, !dbg !1191
  %2551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2550), !dbg !1192
    #dbg_value(i64 13, !615, !DIExpression(), !1190)
  %2552 = extractelement <16 x i8> %2511, i64 13, !dbg !1191
  %2553 = zext i8 %2552 to i32, !dbg !1191
  %2554 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2553), !dbg !1192
    #dbg_value(i64 14, !615, !DIExpression(), !1190)
  %2555 = extractelement <16 x i8> %2511, i64 14, !dbg !1191
  %2556 = zext i8 %2555 to i32, !dbg !1191
  %2557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2556), !dbg !1192
    #dbg_value(i64 15, !615, !DIExpression(), !1190)
  %2558 = extractelement <16 x i8> %2511, i64 15, !dbg !1191
  %2559 = zext i8 %2558 to i32, !dbg !1191
  %2560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2559), !dbg !1192
    #dbg_value(i64 16, !615, !DIExpression(), !1190)
  %2561 = tail call i32 @putchar(i32 10), !dbg !1193
  %2562 = tail call <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8> %525, <16 x i8> %526, <16 x i8> %2509, <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>), !dbg !1194
    #dbg_value(<16 x i8> %2562, !549, !DIExpression(), !1195)
    #dbg_value(ptr @.str.55, !601, !DIExpression(), !1196)
    #dbg_value(ptr undef, !610, !DIExpression(), !1196)
    #dbg_value(i32 16, !611, !DIExpression(), !1196)
    #dbg_value(ptr undef, !612, !DIExpression(), !1196)
  %2563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.55), !dbg !1198
    #dbg_value(i64 0, !615, !DIExpression(), !1199)
  %2564 = extractelement <16 x i8> %2562, i64 0, !dbg !1200
  %2565 = zext i8 %2564 to i32, !dbg !1200
  %2566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2565), !dbg !1201
    #dbg_value(i64 1, !615, !DIExpression(), !1199)
  %2567 = extractelement <16 x i8> %2562, i64 1, !dbg !1200
  %2568 = zext i8 %2567 to i32, !dbg !1200
  %2569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2568), !dbg !1201
    #dbg_value(i64 2, !615, !DIExpression(), !1199)
  %2570 = extractelement <16 x i8> %2562, i64 2, !dbg !1200
  %2571 = zext i8 %2570 to i32, !dbg !1200
  %2572 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2571), !dbg !1201
    #dbg_value(i64 3, !615, !DIExpression(), !1199)
  %2573 = extractelement <16 x i8> %2562, i64 3, !dbg !1200
  %2574 = zext i8 %2573 to i32, !dbg !1200
  %2575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2574), !dbg !1201
    #dbg_value(i64 4, !615, !DIExpression(), !1199)
  %2576 = extractelement <16 x i8> %2562, i64 4, !dbg !1200
  %2577 = zext i8 %2576 to i32, !dbg !1200
  %2578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2577), !dbg !1201
    #dbg_value(i64 5, !615, !DIExpression(), !1199)
  %2579 = extractelement <16 x i8> %2562, i64 5, !dbg !1200
  %2580 = zext i8 %2579 to i32, !dbg !1200
  %2581 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2580), !dbg !1201
    #dbg_value(i64 6, !615, !DIExpression(), !1199)
  %2582 = extractelement <16 x i8> %2562, i64 6, !dbg !1200
  %2583 = zext i8 %2582 to i32, !dbg !1200
  %2584 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2583), !dbg !1201
    #dbg_value(i64 7, !615, !DIExpression(), !1199)
  %2585 = extractelement <16 x i8> %2562, i64 7, !dbg !1200
  %2586 = zext i8 %2585 to i32, !dbg !1200
  %2587 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2586), !dbg !1201
    #dbg_value(i64 8, !615, !DIExpression(), !1199)
  %2588 = extractelement <16 x i8> %2562, i64 8, !dbg !1200
  %2589 = zext i8 %2588 to i32, !dbg !1200
  %2590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2589), !dbg !1201
    #dbg_value(i64 9, !615, !DIExpression(), !1199)
  %2591 = extractelement <16 x i8> %2562, i64 9, !dbg !1200
  %2592 = zext i8 %2591 to i32, !dbg !1200
  %2593 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2592), !dbg !1201
    #dbg_value(i64 10, !615, !DIExpression(), !1199)
  %2594 = extractelement <16 x i8> %2562, i64 10, !dbg !1200
  %2595 = zext i8 %2594 to i32, !dbg !1200
  %2596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2595), !dbg !1201
    #dbg_value(i64 11, !615, !DIExpression(), !1199)
  %2597 = extractelement <16 x i8> %2562, i64 11, !dbg !1200
  %2598 = zext i8 %2597 to i32, !dbg !1200
  %2599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2598), !dbg !1201
    #dbg_value(i64 12, !615, !DIExpression(), !1199)
  %2600 = extractelement <16 x i8> %2562, i64 12, !dbg !1200
  %2601 = zext i8 %2600 to i32, !dbg !1200
  %2602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2601), !dbg !1201
    #dbg_value(i64 13, !615, !DIExpression(), !1199)
  %2603 = extractelement <16 x i8> %2562, i64 13, !dbg !1200
  %2604 = zext i8 %2603 to i32, !dbg !1200
  %2605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2604), !dbg !1201
    #dbg_value(i64 14, !615, !DIExpression(), !1199)
  %2606 = extractelement <16 x i8> %2562, i64 14, !dbg !1200
  %2607 = zext i8 %2606 to i32, !dbg !1200
  %2608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2607), !dbg !1201
    #dbg_value(i64 15, !615, !DIExpression(), !1199)
  %2609 = extractelement <16 x i8> %2562, i64 15, !dbg !1200
  %2610 = zext i8 %2609 to i32, !dbg !1200
  %2611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2610), !dbg !1201
    #dbg_value(i64 16, !615, !DIExpression(), !1199)
  %2612 = tail call i32 @putchar(i32 10), !dbg !1202
  %2613 = tail call <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8> %525, <16 x i8> %526, <16 x i8> %2509, <16 x i8> %2510, <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>), !dbg !1203
    #dbg_value(<16 x i8> %2613, !551, !DIExpression(), !1204)
    #dbg_value(ptr @.str.56, !601, !DIExpression(), !1205)
    #dbg_value(ptr undef, !610, !DIExpression(), !1205)
    #dbg_value(i32 16, !611, !DIExpression(), !1205)
    #dbg_value(ptr undef, !612, !DIExpression(), !1205)
  %2614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.56), !dbg !1207
    #dbg_value(i64 0, !615, !DIExpression(), !1208)
  %2615 = extractelement <16 x i8> %2613, i64 0, !dbg !1209
  %2616 = zext i8 %2615 to i32, !dbg !1209
  %2617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2616), !dbg !1210
    #dbg_value(i64 1, !615, !DIExpression(), !1208)
  %2618 = extractelement <16 x i8> %2613, i64 1, !dbg !1209
  %2619 = zext i8 %2618 to i32, !dbg !1209
  %2620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2619), !dbg !1210
    #dbg_value(i64 2, !615, !DIExpression(), !1208)
  %2621 = extractelement <16 x i8> %2613, i64 2, !dbg !1209
  %2622 = zext i8 %2621 to i32, !dbg !1209
  %2623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2622), !dbg !1210
    #dbg_value(i64 3, !615, !DIExpression(), !1208)
  %2624 = extractelement <16 x i8> %2613, i64 3, !dbg !1209
  %2625 = zext i8 %2624 to i32, !dbg !1209
  %2626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2625), !dbg !1210
    #dbg_value(i64 4, !615, !DIExpression(), !1208)
  %2627 = extractelement <16 x i8> %2613, i64 4, !dbg !1209
  %2628 = zext i8 %2627 to i32, !dbg !1209
  %2629 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2628), !dbg !1210
    #dbg_value(i64 5, !615, !DIExpression(), !1208)
  %2630 = extractelement <16 x i8> %2613, i64 5, !dbg !1209
  %2631 = zext i8 %2630 to i32, !dbg !1209
  %2632 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2631), !dbg !1210
    #dbg_value(i64 6, !615, !DIExpression(), !1208)
  %2633 = extractelement <16 x i8> %2613, i64 6, !dbg !1209
  %2634 = zext i8 %2633 to i32, !dbg !1209
  %2635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2634), !dbg !1210
    #dbg_value(i64 7, !615, !DIExpression(), !1208)
  %2636 = extractelement <16 x i8> %2613, i64 7, !dbg !1209
  %2637 = zext i8 %2636 to i32, !dbg !1209
  %2638 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2637), !dbg !1210
    #dbg_value(i64 8, !615, !DIExpression(), !1208)
  %2639 = extractelement <16 x i8> %2613, i64 8, !dbg !1209
  %2640 = zext i8 %2639 to i32, !dbg !1209
  %2641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2640), !dbg !1210
    #dbg_value(i64 9, !615, !DIExpression(), !1208)
  %2642 = extractelement <16 x i8> %2613, i64 9, !dbg !1209
  %2643 = zext i8 %2642 to i32, !dbg !1209
  %2644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2643), !dbg !1210
    #dbg_value(i64 10, !615, !DIExpression(), !1208)
  %2645 = extractelement <16 x i8> %2613, i64 10, !dbg !1209
  %2646 = zext i8 %2645 to i32, !dbg !1209
  %2647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2646), !dbg !1210
    #dbg_value(i64 11, !615, !DIExpression(), !1208)
  %2648 = extractelement <16 x i8> %2613, i64 11, !dbg !1209
  %2649 = zext i8 %2648 to i32, !dbg !1209
  %2650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2649), !dbg !1210
    #dbg_value(i64 12, !615, !DIExpression(), !1208)
  %2651 = extractelement <16 x i8> %2613, i64 12, !dbg !1209
  %2652 = zext i8 %2651 to i32, !dbg !1209
  %2653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2652), !dbg !1210
    #dbg_value(i64 13, !615, !DIExpression(), !1208)
  %2654 = extractelement <16 x i8> %2613, i64 13, !dbg !1209
  %2655 = zext i8 %2654 to i32, !dbg !1209
  %2656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2655), !dbg !1210
    #dbg_value(i64 14, !615, !DIExpression(), !1208)
  %2657 = extractelement <16 x i8> %2613, i64 14, !dbg !1209
  %2658 = zext i8 %2657 to i32, !dbg !1209
  %2659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2658), !dbg !1210
    #dbg_value(i64 15, !615, !DIExpression(), !1208)
  %2660 = extractelement <16 x i8> %2613, i64 15, !dbg !1209
  %2661 = zext i8 %2660 to i32, !dbg !1209
  %2662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2661), !dbg !1210
    #dbg_value(i64 16, !615, !DIExpression(), !1208)
  %2663 = tail call i32 @putchar(i32 10), !dbg !1211
  %2664 = tail call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> %526, <16 x i8> %525, <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>), !dbg !1212
    #dbg_value(<16 x i8> %2664, !553, !DIExpression(), !1213)
    #dbg_value(ptr @.str.57, !601, !DIExpression(), !1214)
    #dbg_value(ptr undef, !610, !DIExpression(), !1214)
    #dbg_value(i32 16, !611, !DIExpression(), !1214)
    #dbg_value(ptr undef, !612, !DIExpression(), !1214)
  %2665 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.57), !dbg !1216
    #dbg_value(i64 0, !615, !DIExpression(), !1217)
  %2666 = extractelement <16 x i8> %2664, i64 0, !dbg !1218
  %2667 = zext i8 %2666 to i32, !dbg !1218
  %2668 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2667), !dbg !1219
    #dbg_value(i64 1, !615, !DIExpression(), !1217)
  %2669 = extractelement <16 x i8> %2664, i64 1, !dbg !1218
  %2670 = zext i8 %2669 to i32, !dbg !1218
  %2671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2670), !dbg !1219
    #dbg_value(i64 2, !615, !DIExpression(), !1217)
  %2672 = extractelement <16 x i8> %2664, i64 2, !dbg !1218
  %2673 = zext i8 %2672 to i32, !dbg !1218
  %2674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2673), !dbg !1219
    #dbg_value(i64 3, !615, !DIExpression(), !1217)
  %2675 = extractelement <16 x i8> %2664, i64 3, !dbg !1218
  %2676 = zext i8 %2675 to i32, !dbg !1218
  %2677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2676), !dbg !1219
    #dbg_value(i64 4, !615, !DIExpression(), !1217)
  %2678 = extractelement <16 x i8> %2664, i64 4, !dbg !1218
  %2679 = zext i8 %2678 to i32, !dbg !1218
  %2680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2679), !dbg !1219
    #dbg_value(i64 5, !615, !DIExpression(), !1217)
  %2681 = extractelement <16 x i8> %2664, i64 5, !dbg !1218
  %2682 = zext i8 %2681 to i32, !dbg !1218
  %2683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2682), !dbg !1219
    #dbg_value(i64 6, !615, !DIExpression(), !1217)
  %2684 = extractelement <16 x i8> %2664, i64 6, !dbg !1218
  %2685 = zext i8 %2684 to i32, !dbg !1218
  %2686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2685), !dbg !1219
    #dbg_value(i64 7, !615, !DIExpression(), !1217)
  %2687 = extractelement <16 x i8> %2664, i64 7, !dbg !1218
  %2688 = zext i8 %2687 to i32, !dbg !1218
  %2689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2688), !dbg !1219
    #dbg_value(i64 8, !615, !DIExpression(), !1217)
  %2690 = extractelement <16 x i8> %2664, i64 8, !dbg !1218
  %2691 = zext i8 %2690 to i32, !dbg !1218
  %2692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2691), !dbg !1219
    #dbg_value(i64 9, !615, !DIExpression(), !1217)
  %2693 = extractelement <16 x i8> %2664, i64 9, !dbg !1218
  %2694 = zext i8 %2693 to i32, !dbg !1218
  %2695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2694), !dbg !1219
    #dbg_value(i64 10, !615, !DIExpression(), !1217)
  %2696 = extractelement <16 x i8> %2664, i64 10, !dbg !1218
  %2697 = zext i8 %2696 to i32, !dbg !1218
  %2698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2697), !dbg !1219
    #dbg_value(i64 11, !615, !DIExpression(), !1217)
  %2699 = extractelement <16 x i8> %2664, i64 11, !dbg !1218
  %2700 = zext i8 %2699 to i32, !dbg !1218
  %2701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2700), !dbg !1219
    #dbg_value(i64 12, !615, !DIExpression(), !1217)
  %2702 = extractelement <16 x i8> %2664, i64 12, !dbg !1218
  %2703 = zext i8 %2702 to i32, !dbg !1218
  %2704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2703), !dbg !1219
    #dbg_value(i64 13, !615, !DIExpression(), !1217)
  %2705 = extractelement <16 x i8> %2664, i64 13, !dbg !1218
  %2706 = zext i8 %2705 to i32, !dbg !1218
  %2707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2706), !dbg !1219
    #dbg_value(i64 14, !615, !DIExpression(), !1217)
  %2708 = extractelement <16 x i8> %2664, i64 14, !dbg !1218
  %2709 = zext i8 %2708 to i32, !dbg !1218
  %2710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2709), !dbg !1219
    #dbg_value(i64 15, !615, !DIExpression(), !1217)
  %2711 = extractelement <16 x i8> %2664, i64 15, !dbg !1218
  %2712 = zext i8 %2711 to i32, !dbg !1218
  %2713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2712), !dbg !1219
    #dbg_value(i64 16, !615, !DIExpression(), !1217)
  %2714 = tail call i32 @putchar(i32 10), !dbg !1220
  %2715 = tail call <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8> %526, <16 x i8> %525, <16 x i8> %526, <16 x i8> %2509, <16 x i8> %2510, <16 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16, i8 31, i8 48, i8 1, i8 2, i8 3, i8 80, i8 15, i8 32>), !dbg !1221
    #dbg_value(<16 x i8> %2715, !555, !DIExpression(), !1222)
    #dbg_value(ptr @.str.58, !601, !DIExpression(), !1223)
    #dbg_value(ptr undef, !610, !DIExpression(), !1223)
    #dbg_value(i32 16, !611, !DIExpression(), !1223)
    #dbg_value(ptr undef, !612, !DIExpression(), !1223)
  %2716 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.58), !dbg !1225
    #dbg_value(i64 0, !615, !DIExpression(), !1226)
  %2717 = extractelement <16 x i8> %2715, i64 0, !dbg !1227
  %2718 = zext i8 %2717 to i32, !dbg !1227
  %2719 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2718), !dbg !1228
    #dbg_value(i64 1, !615, !DIExpression(), !1226)
  %2720 = extractelement <16 x i8> %2715, i64 1, !dbg !1227
  %2721 = zext i8 %2720 to i32, !dbg !1227
  %2722 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2721), !dbg !1228
    #dbg_value(i64 2, !615, !DIExpression(), !1226)
  %2723 = extractelement <16 x i8> %2715, i64 2, !dbg !1227
  %2724 = zext i8 %2723 to i32, !dbg !1227
  %2725 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2724), !dbg !1228
    #dbg_value(i64 3, !615, !DIExpression(), !1226)
  %2726 = extractelement <16 x i8> %2715, i64 3, !dbg !1227
  %2727 = zext i8 %2726 to i32, !dbg !1227
  %2728 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2727), !dbg !1228
    #dbg_value(i64 4, !615, !DIExpression(), !1226)
  %2729 = extractelement <16 x i8> %2715, i64 4, !dbg !1227
  %2730 = zext i8 %2729 to i32, !dbg !1227
  %2731 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2730), !dbg !1228
    #dbg_value(i64 5, !615, !DIExpression(), !1226)
  %2732 = extractelement <16 x i8> %2715, i64 5, !dbg !1227
  %2733 = zext i8 %2732 to i32, !dbg !1227
  %2734 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2733), !dbg !1228
    #dbg_value(i64 6, !615, !DIExpression(), !1226)
  %2735 = extractelement <16 x i8> %2715, i64 6, !dbg !1227
  %2736 = zext i8 %2735 to i32, !dbg !1227
  %2737 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2736), !dbg !1228
    #dbg_value(i64 7, !615, !DIExpression(), !1226)
  %2738 = extractelement <16 x i8> %2715, i64 7, !dbg !1227
  %2739 = zext i8 %2738 to i32, !dbg !1227
  %2740 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2739), !dbg !1228
    #dbg_value(i64 8, !615, !DIExpression(), !1226)
  %2741 = extractelement <16 x i8> %2715, i64 8, !dbg !1227
  %2742 = zext i8 %2741 to i32, !dbg !1227
  %2743 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2742), !dbg !1228
    #dbg_value(i64 9, !615, !DIExpression(), !1226)
  %2744 = extractelement <16 x i8> %2715, i64 9, !dbg !1227
  %2745 = zext i8 %2744 to i32, !dbg !1227
  %2746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2745), !dbg !1228
    #dbg_value(i64 10, !615, !DIExpression(), !1226)
  %2747 = extractelement <16 x i8> %2715, i64 10, !dbg !1227
  %2748 = zext i8 %2747 to i32, !dbg !1227
  %2749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2748), !dbg !1228
    #dbg_value(i64 11, !615, !DIExpression(), !1226)
  %2750 = extractelement <16 x i8> %2715, i64 11, !dbg !1227
  %2751 = zext i8 %2750 to i32, !dbg !1227
  %2752 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2751), !dbg !1228
    #dbg_value(i64 12, !615, !DIExpression(), !1226)
  %2753 = extractelement <16 x i8> %2715, i64 12, !dbg !1227
  %2754 = zext i8 %2753 to i32, !dbg !1227
  %2755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2754), !dbg !1228
    #dbg_value(i64 13, !615, !DIExpression(), !1226)
  %2756 = extractelement <16 x i8> %2715, i64 13, !dbg !1227
  %2757 = zext i8 %2756 to i32, !dbg !1227
  %2758 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2757), !dbg !1228
    #dbg_value(i64 14, !615, !DIExpression(), !1226)
  %2759 = extractelement <16 x i8> %2715, i64 14, !dbg !1227
  %2760 = zext i8 %2759 to i32, !dbg !1227
  %2761 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2760), !dbg !1228
    #dbg_value(i64 15, !615, !DIExpression(), !1226)
  %2762 = extractelement <16 x i8> %2715, i64 15, !dbg !1227
  %2763 = zext i8 %2762 to i32, !dbg !1227
  %2764 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2763), !dbg !1228
    #dbg_value(i64 16, !615, !DIExpression(), !1226)
  %2765 = tail call i32 @putchar(i32 10), !dbg !1229
  %2766 = tail call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %525, <8 x i8> <i8 0, i8 17, i8 33, i8 47, i8 63, i8 64, i8 -1, i8 16>), !dbg !1230
    #dbg_value(<8 x i8> %2766, !557, !DIExpression(), !1231)
    #dbg_value(ptr @.str.59, !601, !DIExpression(), !1232)
    #dbg_value(ptr undef, !610, !DIExpression(), !1232)
    #dbg_value(i32 8, !611, !DIExpression(), !1232)
    #dbg_value(ptr undef, !612, !DIExpression(), !1232)
  %2767 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.59), !dbg !1234
    #dbg_value(i64 0, !615, !DIExpression(), !1235)
  %2768 = extractelement <8 x i8> %2766, i64 0, !dbg !1236
  %2769 = zext i8 %2768 to i32, !dbg !1236
  %2770 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2769), !dbg !1237
    #dbg_value(i64 1, !615, !DIExpression(), !1235)
  %2771 = extractelement <8 x i8> %2766, i64 1, !dbg !1236
  %2772 = zext i8 %2771 to i32, !dbg !1236
  %2773 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2772), !dbg !1237
    #dbg_value(i64 2, !615, !DIExpression(), !1235)
  %2774 = extractelement <8 x i8> %2766, i64 2, !dbg !1236
  %2775 = zext i8 %2774 to i32, !dbg !1236
  %2776 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2775), !dbg !1237
    #dbg_value(i64 3, !615, !DIExpression(), !1235)
  %2777 = extractelement <8 x i8> %2766, i64 3, !dbg !1236
  %2778 = zext i8 %2777 to i32, !dbg !1236
  %2779 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2778), !dbg !1237
    #dbg_value(i64 4, !615, !DIExpression(), !1235)
  %2780 = extractelement <8 x i8> %2766, i64 4, !dbg !1236
  %2781 = zext i8 %2780 to i32, !dbg !1236
  %2782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2781), !dbg !1237
    #dbg_value(i64 5, !615, !DIExpression(), !1235)
  %2783 = extractelement <8 x i8> %2766, i64 5, !dbg !1236
  %2784 = zext i8 %2783 to i32, !dbg !1236
  %2785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2784), !dbg !1237
    #dbg_value(i64 6, !615, !DIExpression(), !1235)
  %2786 = extractelement <8 x i8> %2766, i64 6, !dbg !1236
  %2787 = zext i8 %2786 to i32, !dbg !1236
  %2788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2787), !dbg !1237
    #dbg_value(i64 7, !615, !DIExpression(), !1235)
  %2789 = extractelement <8 x i8> %2766, i64 7, !dbg !1236
  %2790 = zext i8 %2789 to i32, !dbg !1236
  %2791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2790), !dbg !1237
    #dbg_value(i64 8, !615, !DIExpression(), !1235)
  %2792 = tail call i32 @putchar(i32 10), !dbg !1238
  %2793 = tail call <16 x i8> @llvm.aarch64.neon.uminp.v16i8(<16 x i8> %525, <16 x i8> %526), !dbg !1239
    #dbg_value(<16 x i8> %2793, !559, !DIExpression(), !1240)
    #dbg_value(ptr @.str.60, !601, !DIExpression(), !1241)
    #dbg_value(ptr undef, !610, !DIExpression(), !1241)
    #dbg_value(i32 16, !611, !DIExpression(), !1241)
    #dbg_value(ptr undef, !612, !DIExpression(), !1241)
  %2794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.60), !dbg !1243
    #dbg_value(i64 0, !615, !DIExpression(), !1244)
  %2795 = extractelement <16 x i8> %2793, i64 0, !dbg !1245
  %2796 = zext i8 %2795 to i32, !dbg !1245
  %2797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2796), !dbg !1246
    #dbg_value(i64 1, !615, !DIExpression(), !1244)
  %2798 = extractelement <16 x i8> %2793, i64 1, !dbg !1245
  %2799 = zext i8 %2798 to i32, !dbg !1245
  %2800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2799), !dbg !1246
    #dbg_value(i64 2, !615, !DIExpression(), !1244)
  %2801 = extractelement <16 x i8> %2793, i64 2, !dbg !1245
  %2802 = zext i8 %2801 to i32, !dbg !1245
  %2803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2802), !dbg !1246
    #dbg_value(i64 3, !615, !DIExpression(), !1244)
  %2804 = extractelement <16 x i8> %2793, i64 3, !dbg !1245
  %2805 = zext i8 %2804 to i32, !dbg !1245
  %2806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2805), !dbg !1246
    #dbg_value(i64 4, !615, !DIExpression(), !1244)
  %2807 = extractelement <16 x i8> %2793, i64 4, !dbg !1245
  %2808 = zext i8 %2807 to i32, !dbg !1245
  %2809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2808), !dbg !1246
    #dbg_value(i64 5, !615, !DIExpression(), !1244)
  %2810 = extractelement <16 x i8> %2793, i64 5, !dbg !1245
  %2811 = zext i8 %2810 to i32, !dbg !1245
  %2812 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2811), !dbg !1246
    #dbg_value(i64 6, !615, !DIExpression(), !1244)
  %2813 = extractelement <16 x i8> %2793, i64 6, !dbg !1245
  %2814 = zext i8 %2813 to i32, !dbg !1245
  %2815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2814), !dbg !1246
    #dbg_value(i64 7, !615, !DIExpression(), !1244)
  %2816 = extractelement <16 x i8> %2793, i64 7, !dbg !1245
  %2817 = zext i8 %2816 to i32, !dbg !1245
  %2818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2817), !dbg !1246
    #dbg_value(i64 8, !615, !DIExpression(), !1244)
  %2819 = extractelement <16 x i8> %2793, i64 8, !dbg !1245
  %2820 = zext i8 %2819 to i32, !dbg !1245
  %2821 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2820), !dbg !1246
    #dbg_value(i64 9, !615, !DIExpression(), !1244)
  %2822 = extractelement <16 x i8> %2793, i64 9, !dbg !1245
  %2823 = zext i8 %2822 to i32, !dbg !1245
  %2824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2823), !dbg !1246
    #dbg_value(i64 10, !615, !DIExpression(), !1244)
  %2825 = extractelement <16 x i8> %2793, i64 10, !dbg !1245
  %2826 = zext i8 %2825 to i32, !dbg !1245
  %2827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2826), !dbg !1246
    #dbg_value(i64 11, !615, !DIExpression(), !1244)
  %2828 = extractelement <16 x i8> %2793, i64 11, !dbg !1245
  %2829 = zext i8 %2828 to i32, !dbg !1245
  %2830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2829), !dbg !1246
    #dbg_value(i64 12, !615, !DIExpression(), !1244)
  %2831 = extractelement <16 x i8> %2793, i64 12, !dbg !1245
  %2832 = zext i8 %2831 to i32, !dbg !1245
  %2833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2832), !dbg !1246
    #dbg_value(i64 13, !615, !DIExpression(), !1244)
  %2834 = extractelement <16 x i8> %2793, i64 13, !dbg !1245
  %2835 = zext i8 %2834 to i32, !dbg !1245
  %2836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2835), !dbg !1246
    #dbg_value(i64 14, !615, !DIExpression(), !1244)
  %2837 = extractelement <16 x i8> %2793, i64 14, !dbg !1245
  %2838 = zext i8 %2837 to i32, !dbg !1245
  %2839 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2838), !dbg !1246
    #dbg_value(i64 15, !615, !DIExpression(), !1244)
  %2840 = extractelement <16 x i8> %2793, i64 15, !dbg !1245
  %2841 = zext i8 %2840 to i32, !dbg !1245
  %2842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2841), !dbg !1246
    #dbg_value(i64 16, !615, !DIExpression(), !1244)
  %2843 = tail call i32 @putchar(i32 10), !dbg !1247
  %2844 = tail call <8 x i16> @llvm.aarch64.neon.smaxp.v8i16(<8 x i16> %527, <8 x i16> %528), !dbg !1248
  %2845 = bitcast <8 x i16> %2844 to <16 x i8>, !dbg !1248
    #dbg_value(<8 x i16> %2844, !561, !DIExpression(), !1249)
    #dbg_value(ptr @.str.61, !601, !DIExpression(), !1250)
    #dbg_value(ptr undef, !610, !DIExpression(), !1250)
    #dbg_value(i32 16, !611, !DIExpression(), !1250)
    #dbg_value(ptr undef, !612, !DIExpression(), !1250)
  %2846 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.61), !dbg !1252
    #dbg_value(i64 0, !615, !DIExpression(), !1253)
  %2847 = extractelement <16 x i8> %2845, i64 0, !dbg !1254
  %2848 = zext i8 %2847 to i32, !dbg !1254
  %2849 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2848), !dbg !1255
    #dbg_value(i64 1, !615, !DIExpression(), !1253)
  %2850 = extractelement <16 x i8> %2845, i64 1, !dbg !1254
  %2851 = zext i8 %2850 to i32, !dbg !1254
  %2852 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2851), !dbg !1255
    #dbg_value(i64 2, !615, !DIExpression(), !1253)
  %2853 = extractelement <16 x i8> %2845, i64 2, !dbg !1254
  %2854 = zext i8 %2853 to i32, !dbg !1254
  %2855 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2854), !dbg !1255
    #dbg_value(i64 3, !615, !DIExpression(), !1253)
  %2856 = extractelement <16 x i8> %2845, i64 3, !dbg !1254
  %2857 = zext i8 %2856 to i32, !dbg !1254
  %2858 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2857), !dbg !1255
    #dbg_value(i64 4, !615, !DIExpression(), !1253)
  %2859 = extractelement <16 x i8> %2845, i64 4, !dbg !1254
  %2860 = zext i8 %2859 to i32, !dbg !1254
  %2861 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2860), !dbg !1255
    #dbg_value(i64 5, !615, !DIExpression(), !1253)
  %2862 = extractelement <16 x i8> %2845, i64 5, !dbg !1254
  %2863 = zext i8 %2862 to i32, !dbg !1254
  %2864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2863), !dbg !1255
    #dbg_value(i64 6, !615, !DIExpression(), !1253)
  %2865 = extractelement <16 x i8> %2845, i64 6, !dbg !1254
  %2866 = zext i8 %2865 to i32, !dbg !1254
  %2867 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2866), !dbg !1255
    #dbg_value(i64 7, !615, !DIExpression(), !1253)
  %2868 = extractelement <16 x i8> %2845, i64 7, !dbg !1254
  %2869 = zext i8 %2868 to i32, !dbg !1254
  %2870 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2869), !dbg !1255
    #dbg_value(i64 8, !615, !DIExpression(), !1253)
  %2871 = extractelement <16 x i8> %2845, i64 8, !dbg !1254
  %2872 = zext i8 %2871 to i32, !dbg !1254
  %2873 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2872), !dbg !1255
    #dbg_value(i64 9, !615, !DIExpression(), !1253)
  %2874 = extractelement <16 x i8> %2845, i64 9, !dbg !1254
  %2875 = zext i8 %2874 to i32, !dbg !1254
  %2876 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2875), !dbg !1255
    #dbg_value(i64 10, !615, !DIExpression(), !1253)
  %2877 = extractelement <16 x i8> %2845, i64 10, !dbg !1254
  %2878 = zext i8 %2877 to i32, !dbg !1254
  %2879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2878), !dbg !1255
    #dbg_value(i64 11, !615, !DIExpression(), !1253)
  %2880 = extractelement <16 x i8> %2845, i64 11, !dbg !1254
  %2881 = zext i8 %2880 to i32, !dbg !1254
  %2882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2881), !dbg !1255
    #dbg_value(i64 12, !615, !DIExpression(), !1253)
  %2883 = extractelement <16 x i8> %2845, i64 12, !dbg !1254
  %2884 = zext i8 %2883 to i32, !dbg !1254
  %2885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2884), !dbg !1255
    #dbg_value(i64 13, !615, !DIExpression(), !1253)
  %2886 = extractelement <16 x i8> %2845, i64 13, !dbg !1254
  %2887 = zext i8 %2886 to i32, !dbg !1254
  %2888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2887), !dbg !1255
    #dbg_value(i64 14, !615, !DIExpression(), !1253)
  %2889 = extractelement <16 x i8> %2845, i64 14, !dbg !1254
  %2890 = zext i8 %2889 to i32, !dbg !1254
  %2891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2890), !dbg !1255
    #dbg_value(i64 15, !615, !DIExpression(), !1253)
  %2892 = extractelement <16 x i8> %2845, i64 15, !dbg !1254
  %2893 = zext i8 %2892 to i32, !dbg !1254
  %2894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2893), !dbg !1255
    #dbg_value(i64 16, !615, !DIExpression(), !1253)
  %2895 = tail call i32 @putchar(i32 10), !dbg !1256
  %2896 = shufflevector <4 x i32> %529, <4 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !1257
  %2897 = shufflevector <4 x i32> %530, <4 x i32> poison, <2 x i32> <i32 2, i32 3>, !dbg !1257
  %2898 = tail call <2 x i32> @llvm.aarch64.neon.sminp.v2i32(<2 x i32> %2896, <2 x i32> %2897), !dbg !1257
  %2899 = bitcast <2 x i32> %2898 to <8 x i8>, !dbg !1257
    #dbg_value(<2 x i32> %2898, !563, !DIExpression(), !1258)
    #dbg_value(ptr @.str.62, !601, !DIExpression(), !1259)
    #dbg_value(ptr undef, !610, !DIExpression(), !1259)
    #dbg_value(i32 8, !611, !DIExpression(), !1259)
    #dbg_value(ptr undef, !612, !DIExpression(), !1259)
  %2900 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.62), !dbg !1261
    #dbg_value(i64 0, !615, !DIExpression(), !1262)
  %2901 = extractelement <8 x i8> %2899, i64 0, !dbg !1263
  %2902 = zext i8 %2901 to i32, !dbg !1263
  %2903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2902), !dbg !1264
    #dbg_value(i64 1, !615, !DIExpression(), !1262)
  %2904 = extractelement <8 x i8> %2899, i64 1, !dbg !1263
  %2905 = zext i8 %2904 to i32, !dbg !1263
  %2906 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2905), !dbg !1264
    #dbg_value(i64 2, !615, !DIExpression(), !1262)
  %2907 = extractelement <8 x i8> %2899, i64 2, !dbg !1263
  %2908 = zext i8 %2907 to i32, !dbg !1263
  %2909 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2908), !dbg !1264
    #dbg_value(i64 3, !615, !DIExpression(), !1262)
  %2910 = extractelement <8 x i8> %2899, i64 3, !dbg !1263
  %2911 = zext i8 %2910 to i32, !dbg !1263
  %2912 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2911), !dbg !1264
    #dbg_value(i64 4, !615, !DIExpression(), !1262)
  %2913 = extractelement <8 x i8> %2899, i64 4, !dbg !1263
  %2914 = zext i8 %2913 to i32, !dbg !1263
  %2915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2914), !dbg !1264
    #dbg_value(i64 5, !615, !DIExpression(), !1262)
  %2916 = extractelement <8 x i8> %2899, i64 5, !dbg !1263
  %2917 = zext i8 %2916 to i32, !dbg !1263
  %2918 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2917), !dbg !1264
    #dbg_value(i64 6, !615, !DIExpression(), !1262)
  %2919 = extractelement <8 x i8> %2899, i64 6, !dbg !1263
  %2920 = zext i8 %2919 to i32, !dbg !1263
  %2921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2920), !dbg !1264
    #dbg_value(i64 7, !615, !DIExpression(), !1262)
  %2922 = extractelement <8 x i8> %2899, i64 7, !dbg !1263
  %2923 = zext i8 %2922 to i32, !dbg !1263
  %2924 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2923), !dbg !1264
    #dbg_value(i64 8, !615, !DIExpression(), !1262)
  %2925 = tail call i32 @putchar(i32 10), !dbg !1265
  %2926 = tail call <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float> %2116, <4 x float> %2117), !dbg !1266
  %2927 = bitcast <4 x float> %2926 to <16 x i8>, !dbg !1266
    #dbg_value(<4 x float> %2926, !565, !DIExpression(), !1267)
    #dbg_value(ptr @.str.63, !601, !DIExpression(), !1268)
    #dbg_value(ptr undef, !610, !DIExpression(), !1268)
    #dbg_value(i32 16, !611, !DIExpression(), !1268)
    #dbg_value(ptr undef, !612, !DIExpression(), !1268)
  %2928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.63), !dbg !1270
    #dbg_value(i64 0, !615, !DIExpression(), !1271)
  %2929 = extractelement <16 x i8> %2927, i64 0, !dbg !1272
  %2930 = zext i8 %2929 to i32, !dbg !1272
  %2931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2930), !dbg !1273
    #dbg_value(i64 1, !615, !DIExpression(), !1271)
  %2932 = extractelement <16 x i8> %2927, i64 1, !dbg !1272
  %2933 = zext i8 %2932 to i32, !dbg !1272
  %2934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2933), !dbg !1273
    #dbg_value(i64 2, !615, !DIExpression(), !1271)
  %2935 = extractelement <16 x i8> %2927, i64 2, !dbg !1272
  %2936 = zext i8 %2935 to i32, !dbg !1272
  %2937 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2936), !dbg !1273
    #dbg_value(i64 3, !615, !DIExpression(), !1271)
  %2938 = extractelement <16 x i8> %2927, i64 3, !dbg !1272
  %2939 = zext i8 %2938 to i32, !dbg !1272
  %2940 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2939), !dbg !1273
    #dbg_value(i64 4, !615, !DIExpression(), !1271)
  %2941 = extractelement <16 x i8> %2927, i64 4, !dbg !1272
  %2942 = zext i8 %2941 to i32, !dbg !1272
  %2943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2942), !dbg !1273
    #dbg_value(i64 5, !615, !DIExpression(), !1271)
  %2944 = extractelement <16 x i8> %2927, i64 5, !dbg !1272
  %2945 = zext i8 %2944 to i32, !dbg !1272
  %2946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2945), !dbg !1273
    #dbg_value(i64 6, !615, !DIExpression(), !1271)
  %2947 = extractelement <16 x i8> %2927, i64 6, !dbg !1272
  %2948 = zext i8 %2947 to i32, !dbg !1272
  %2949 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2948), !dbg !1273
    #dbg_value(i64 7, !615, !DIExpression(), !1271)
  %2950 = extractelement <16 x i8> %2927, i64 7, !dbg !1272
  %2951 = zext i8 %2950 to i32, !dbg !1272
  %2952 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2951), !dbg !1273
    #dbg_value(i64 8, !615, !DIExpression(), !1271)
  %2953 = extractelement <16 x i8> %2927, i64 8, !dbg !1272
  %2954 = zext i8 %2953 to i32, !dbg !1272
  %2955 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2954), !dbg !1273
    #dbg_value(i64 9, !615, !DIExpression(), !1271)
  %2956 = extractelement <16 x i8> %2927, i64 9, !dbg !1272
  %2957 = zext i8 %2956 to i32, !dbg !1272
  %2958 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2957), !dbg !1273
    #dbg_value(i64 10, !615, !DIExpression(), !1271)
  %2959 = extractelement <16 x i8> %2927, i64 10, !dbg !1272
  %2960 = zext i8 %2959 to i32, !dbg !1272
  %2961 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2960), !dbg !1273
    #dbg_value(i64 11, !615, !DIExpression(), !1271)
  %2962 = extractelement <16 x i8> %2927, i64 11, !dbg !1272
  %2963 = zext i8 %2962 to i32, !dbg !1272
  %2964 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2963), !dbg !1273
    #dbg_value(i64 12, !615, !DIExpression(), !1271)
  %2965 = extractelement <16 x i8> %2927, i64 12, !dbg !1272
  %2966 = zext i8 %2965 to i32, !dbg !1272
  %2967 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2966), !dbg !1273
    #dbg_value(i64 13, !615, !DIExpression(), !1271)
  %2968 = extractelement <16 x i8> %2927, i64 13, !dbg !1272
  %2969 = zext i8 %2968 to i32, !dbg !1272
  %2970 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2969), !dbg !1273
    #dbg_value(i64 14, !615, !DIExpression(), !1271)
  %2971 = extractelement <16 x i8> %2927, i64 14, !dbg !1272
  %2972 = zext i8 %2971 to i32, !dbg !1272
  %2973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2972), !dbg !1273
    #dbg_value(i64 15, !615, !DIExpression(), !1271)
  %2974 = extractelement <16 x i8> %2927, i64 15, !dbg !1272
  %2975 = zext i8 %2974 to i32, !dbg !1272
  %2976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2975), !dbg !1273
    #dbg_value(i64 16, !615, !DIExpression(), !1271)
  %2977 = tail call i32 @putchar(i32 10), !dbg !1274
  %2978 = tail call <4 x float> @llvm.aarch64.neon.fminnmp.v4f32(<4 x float> %2116, <4 x float> %2118), !dbg !1275
  %2979 = bitcast <4 x float> %2978 to <16 x i8>, !dbg !1275
    #dbg_value(<4 x float> %2978, !567, !DIExpression(), !1276)
    #dbg_value(ptr @.str.64, !601, !DIExpression(), !1277)
    #dbg_value(ptr undef, !610, !DIExpression(), !1277)
    #dbg_value(i32 16, !611, !DIExpression(), !1277)
    #dbg_value(ptr undef, !612, !DIExpression(), !1277)
  %2980 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.65, ptr noundef nonnull @.str.64), !dbg !1279
    #dbg_value(i64 0, !615, !DIExpression(), !1280)
  %2981 = extractelement <16 x i8> %2979, i64 0, !dbg !1281
  %2982 = zext i8 %2981 to i32, !dbg !1281
  %2983 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2982), !dbg !1282
    #dbg_value(i64 1, !615, !DIExpression(), !1280)
  %2984 = extractelement <16 x i8> %2979, i64 1, !dbg !1281
  %2985 = zext i8 %2984 to i32, !dbg !1281
  %2986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2985), !dbg !1282
    #dbg_value(i64 2, !615, !DIExpression(), !1280)
  %2987 = extractelement <16 x i8> %2979, i64 2, !dbg !1281
  %2988 = zext i8 %2987 to i32, !dbg !1281
  %2989 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2988), !dbg !1282
    #dbg_value(i64 3, !615, !DIExpression(), !1280)
  %2990 = extractelement <16 x i8> %2979, i64 3, !dbg !1281
  %2991 = zext i8 %2990 to i32, !dbg !1281
  %2992 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2991), !dbg !1282
    #dbg_value(i64 4, !615, !DIExpression(), !1280)
  %2993 = extractelement <16 x i8> %2979, i64 4, !dbg !1281
  %2994 = zext i8 %2993 to i32, !dbg !1281
  %2995 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2994), !dbg !1282
    #dbg_value(i64 5, !615, !DIExpression(), !1280)
  %2996 = extractelement <16 x i8> %2979, i64 5, !dbg !1281
  %2997 = zext i8 %2996 to i32, !dbg !1281
  %2998 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %2997), !dbg !1282
    #dbg_value(i64 6, !615, !DIExpression(), !1280)
  %2999 = extractelement <16 x i8> %2979, i64 6, !dbg !1281
  %3000 = zext i8 %2999 to i32, !dbg !1281
  %3001 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3000), !dbg !1282
    #dbg_value(i64 7, !615, !DIExpression(), !1280)
  %3002 = extractelement <16 x i8> %2979, i64 7, !dbg !1281
  %3003 = zext i8 %3002 to i32, !dbg !1281
  %3004 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3003), !dbg !1282
    #dbg_value(i64 8, !615, !DIExpression(), !1280)
  %3005 = extractelement <16 x i8> %2979, i64 8, !dbg !1281
  %3006 = zext i8 %3005 to i32, !dbg !1281
  %3007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3006), !dbg !1282
    #dbg_value(i64 9, !615, !DIExpression(), !1280)
  %3008 = extractelement <16 x i8> %2979, i64 9, !dbg !1281
  %3009 = zext i8 %3008 to i32, !dbg !1281
  %3010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3009), !dbg !1282
    #dbg_value(i64 10, !615, !DIExpression(), !1280)
  %3011 = extractelement <16 x i8> %2979, i64 10, !dbg !1281
  %3012 = zext i8 %3011 to i32, !dbg !1281
  %3013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3012), !dbg !1282
    #dbg_value(i64 11, !615, !DIExpression(), !1280)
  %3014 = extractelement <16 x i8> %2979, i64 11, !dbg !1281
  %3015 = zext i8 %3014 to i32, !dbg !1281
  %3016 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3015), !dbg !1282
    #dbg_value(i64 12, !615, !DIExpression(), !1280)
  %3017 = extractelement <16 x i8> %2979, i64 12, !dbg !1281
  %3018 = zext i8 %3017 to i32, !dbg !1281
  %3019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3018), !dbg !1282
    #dbg_value(i64 13, !615, !DIExpression(), !1280)
  %3020 = extractelement <16 x i8> %2979, i64 13, !dbg !1281
  %3021 = zext i8 %3020 to i32, !dbg !1281
  %3022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3021), !dbg !1282
    #dbg_value(i64 14, !615, !DIExpression(), !1280)
  %3023 = extractelement <16 x i8> %2979, i64 14, !dbg !1281
  %3024 = zext i8 %3023 to i32, !dbg !1281
  %3025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3024), !dbg !1282
    #dbg_value(i64 15, !615, !DIExpression(), !1280)
  %3026 = extractelement <16 x i8> %2979, i64 15, !dbg !1281
  %3027 = zext i8 %3026 to i32, !dbg !1281
  %3028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, i32 noundef %3027), !dbg !1282
    #dbg_value(i64 16, !615, !DIExpression(), !1280)
  %3029 = tail call i32 @putchar(i32 10), !dbg !1283
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #7, !dbg !1284
  ret i32 0, !dbg !1285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld2.v8i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld1x4.v4i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld2r.v2i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float> } @llvm.aarch64.neon.ld2.v4f32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v8i16.p0(<8 x i16>, <8 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3.v8i8.p0(<8 x i8>, <8 x i8>, <8 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32>, <4 x i32>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.vsli.v16i8(<16 x i8>, <16 x i8>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.vsri.v16i8(<16 x i8>, <16 x i8>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.vsli.v8i8(<8 x i8>, <8 x i8>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.vsri.v8i16(<8 x i16>, <8 x i16>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uqrshrn.v8i8(<8 x i16>, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16>, i32) #4

; Function Attrs: nofree nounwind
declare !dbg !1286 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>, <8 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16>, <4 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.srhadd.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.shsub.v8i16(<8 x i16>, <8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uhsub.v8i8(<8 x i8>, <8 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16>, <8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.aarch64.neon.fabd.v2f32(<2 x float>, <2 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.uqxtn.v8i8(<8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16>, <8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrdmulh.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqrdmulh.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.ushl.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sshl.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sshl.v8i16(<8 x i16>, <8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sshl.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqneg.v4i32(<4 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtpu.v4i32.v4f32(<4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtau.v4i32.v4f32(<4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtas.i64.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uminp.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smaxp.v8i16(<8 x i16>, <8 x i16>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sminp.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fminnmp.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!257, !258, !259, !260, !261, !262, !263, !264}
!llvm.ident = !{!265}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 19, type: !254, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/neon_more.c", directory: ".", checksumkind: CSK_MD5, checksum: "9065269e3169dbe111bfd0d09aa8c745")
!4 = !{!5, !10, !14, !17, !25, !26, !30, !31, !33, !35, !39, !41, !46, !52, !54, !56, !58, !63, !66}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !11, line: 25, baseType: !12)
!11 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !13)
!13 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !11, line: 26, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x16_t", file: !18, line: 24, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_vector_types.h", directory: "", checksumkind: CSK_MD5, checksum: "ac4605be3d103eca65154e6a5d03f0f2")
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, flags: DIFlagVector, elements: !23)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !11, line: 24, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !22)
!22 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 16)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x8_t", file: !18, line: 23, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 64, flags: DIFlagVector, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 8)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16_t", file: !18, line: 32, baseType: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !23)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x8_t", file: !18, line: 26, baseType: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, flags: DIFlagVector, elements: !28)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4_t", file: !18, line: 28, baseType: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8_t", file: !18, line: 31, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, flags: DIFlagVector, elements: !28)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16x8_t", file: !18, line: 34, baseType: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 128, flags: DIFlagVector, elements: !28)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !6, line: 25, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !8, line: 40, baseType: !45)
!45 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x2_t", file: !18, line: 41, baseType: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 64, flags: DIFlagVector, elements: !50)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32_t", file: !18, line: 17, baseType: !49)
!49 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x4_t", file: !18, line: 25, baseType: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, flags: DIFlagVector, elements: !37)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4_t", file: !18, line: 42, baseType: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, flags: DIFlagVector, elements: !37)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x2_t", file: !18, line: 27, baseType: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, flags: DIFlagVector, elements: !50)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x4_t", file: !18, line: 36, baseType: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, flags: DIFlagVector, elements: !37)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !11, line: 27, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !6, line: 27, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !68)
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !{!70, !76, !81, !83, !88, !93, !98, !100, !102, !107, !109, !111, !113, !118, !120, !122, !127, !129, !131, !133, !135, !137, !139, !141, !143, !145, !147, !149, !151, !153, !155, !157, !159, !161, !163, !165, !170, !172, !174, !176, !178, !180, !182, !184, !186, !188, !190, !192, !194, !196, !198, !200, !202, !204, !206, !208, !210, !212, !214, !216, !218, !220, !222, !224, !226, !0, !228, !233, !238, !243, !248, !251}
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 72, elements: !74)
!73 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!75}
!75 = !DISubrange(count: 9)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 80, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 10)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !78, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 88, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 11)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 96, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 12)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 104, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 13)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !78, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !72, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 56, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 7)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !85, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !85, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !78, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 120, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 15)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !72, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !78, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 112, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 14)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !90, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !78, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !85, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !85, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !72, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !72, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !78, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !72, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !85, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !90, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !85, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !85, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !85, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !90, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !95, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !95, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !124, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !115, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !95, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !167, isLocal: true, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 136, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 17)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !124, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !167, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !72, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !72, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !78, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !78, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !78, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !85, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !85, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !85, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !85, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !85, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !85, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !115, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !115, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !85, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !85, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !3, line: 106, type: !85, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !85, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !85, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !85, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !85, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !85, isLocal: true, isDefinition: true)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !78, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !3, line: 117, type: !78, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !85, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !78, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !85, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !95, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 20, type: !230, isLocal: true, isDefinition: true)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1024, elements: !231)
!231 = !{!232}
!232 = !DISubrange(count: 64)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "ints", scope: !2, file: !3, line: 21, type: !235, isLocal: true, isDefinition: true)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 1024, elements: !236)
!236 = !{!237}
!237 = !DISubrange(count: 32)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !240, isLocal: true, isDefinition: true)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 24, elements: !241)
!241 = !{!242}
!242 = !DISubrange(count: 3)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !245, isLocal: true, isDefinition: true)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 48, elements: !246)
!246 = !{!247}
!247 = !DISubrange(count: 6)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !250, isLocal: true, isDefinition: true)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 16, elements: !50)
!251 = !DIGlobalVariableExpression(var: !252, expr: !DIExpression())
!252 = distinct !DIGlobalVariable(name: "floats", scope: !2, file: !3, line: 22, type: !253, isLocal: true, isDefinition: true)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 512, elements: !23)
!254 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !255)
!255 = !{!256}
!256 = !DISubrange(count: 256)
!257 = !{i32 7, !"Dwarf Version", i32 5}
!258 = !{i32 2, !"Debug Info Version", i32 3}
!259 = !{i32 1, !"wchar_size", i32 4}
!260 = !{i32 8, !"PIC Level", i32 2}
!261 = !{i32 7, !"PIE Level", i32 2}
!262 = !{i32 7, !"uwtable", i32 2}
!263 = !{i32 7, !"frame-pointer", i32 1}
!264 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!265 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!266 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !267, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!267 = !DISubroutineType(types: !268)
!268 = !{!16, !16, !269}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!271 = !{!272, !273, !274, !276, !278, !280, !286, !288, !290, !296, !298, !300, !306, !308, !310, !316, !318, !320, !326, !328, !330, !336, !338, !340, !346, !348, !350, !354, !356, !358, !365, !367, !373, !375, !376, !378, !379, !381, !382, !383, !384, !386, !387, !389, !390, !392, !393, !395, !397, !399, !400, !401, !403, !405, !406, !407, !409, !411, !412, !413, !415, !417, !418, !419, !421, !423, !425, !427, !429, !431, !433, !435, !437, !439, !441, !443, !445, !447, !449, !451, !453, !455, !457, !459, !461, !462, !464, !466, !467, !469, !471, !472, !474, !476, !477, !479, !481, !483, !485, !486, !488, !490, !492, !494, !496, !498, !500, !501, !503, !504, !506, !507, !509, !511, !513, !515, !517, !519, !521, !523, !525, !527, !528, !534, !540, !542, !543, !545, !547, !549, !551, !553, !555, !557, !559, !561, !563, !565, !567}
!272 = !DILocalVariable(name: "argc", arg: 1, scope: !266, file: !3, line: 25, type: !16)
!273 = !DILocalVariable(name: "argv", arg: 2, scope: !266, file: !3, line: 25, type: !269)
!274 = !DILocalVariable(name: "i", scope: !275, file: !3, line: 27, type: !16)
!275 = distinct !DILexicalBlock(scope: !266, file: !3, line: 27, column: 3)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 28, type: !16)
!277 = distinct !DILexicalBlock(scope: !266, file: !3, line: 28, column: 3)
!278 = !DILocalVariable(name: "i", scope: !279, file: !3, line: 29, type: !16)
!279 = distinct !DILexicalBlock(scope: !266, file: !3, line: 29, column: 3)
!280 = !DILocalVariable(name: "l4", scope: !266, file: !3, line: 32, type: !281)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16x4_t", file: !18, line: 266, baseType: !282)
!282 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x16x4_t", file: !18, line: 264, size: 512, elements: !283)
!283 = !{!284}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !282, file: !18, line: 265, baseType: !285, size: 512)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !37)
!286 = !DILocalVariable(name: "__ret", scope: !287, file: !3, line: 32, type: !281)
!287 = distinct !DILexicalBlock(scope: !266, file: !3, line: 32, column: 21)
!288 = !DILocalVariable(name: "t_", scope: !289, file: !3, line: 33, type: !281)
!289 = distinct !DILexicalBlock(scope: !266, file: !3, line: 33, column: 3)
!290 = !DILocalVariable(name: "l2", scope: !266, file: !3, line: 34, type: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x8x2_t", file: !18, line: 62, baseType: !292)
!292 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "int16x8x2_t", file: !18, line: 60, size: 256, elements: !293)
!293 = !{!294}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !292, file: !18, line: 61, baseType: !295, size: 256)
!295 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !50)
!296 = !DILocalVariable(name: "__ret", scope: !297, file: !3, line: 34, type: !291)
!297 = distinct !DILexicalBlock(scope: !266, file: !3, line: 34, column: 20)
!298 = !DILocalVariable(name: "t_", scope: !299, file: !3, line: 35, type: !291)
!299 = distinct !DILexicalBlock(scope: !266, file: !3, line: 35, column: 3)
!300 = !DILocalVariable(name: "l3", scope: !266, file: !3, line: 36, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4x3_t", file: !18, line: 160, baseType: !302)
!302 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "int32x4x3_t", file: !18, line: 158, size: 384, elements: !303)
!303 = !{!304}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !302, file: !18, line: 159, baseType: !305, size: 384)
!305 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 384, elements: !241)
!306 = !DILocalVariable(name: "__ret", scope: !307, file: !3, line: 36, type: !301)
!307 = distinct !DILexicalBlock(scope: !266, file: !3, line: 36, column: 20)
!308 = !DILocalVariable(name: "t_", scope: !309, file: !3, line: 37, type: !301)
!309 = distinct !DILexicalBlock(scope: !266, file: !3, line: 37, column: 3)
!310 = !DILocalVariable(name: "x2", scope: !266, file: !3, line: 38, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8x2_t", file: !18, line: 82, baseType: !312)
!312 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x8x2_t", file: !18, line: 80, size: 128, elements: !313)
!313 = !{!314}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !312, file: !18, line: 81, baseType: !315, size: 128)
!315 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !50)
!316 = !DILocalVariable(name: "__ret", scope: !317, file: !3, line: 38, type: !311)
!317 = distinct !DILexicalBlock(scope: !266, file: !3, line: 38, column: 20)
!318 = !DILocalVariable(name: "t_", scope: !319, file: !3, line: 39, type: !311)
!319 = distinct !DILexicalBlock(scope: !266, file: !3, line: 39, column: 3)
!320 = !DILocalVariable(name: "x4", scope: !266, file: !3, line: 40, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x4x4_t", file: !18, line: 238, baseType: !322)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "int16x4x4_t", file: !18, line: 236, size: 256, elements: !323)
!323 = !{!324}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !322, file: !18, line: 237, baseType: !325, size: 256)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 256, elements: !37)
!326 = !DILocalVariable(name: "__ret", scope: !327, file: !3, line: 40, type: !321)
!327 = distinct !DILexicalBlock(scope: !266, file: !3, line: 40, column: 20)
!328 = !DILocalVariable(name: "t_", scope: !329, file: !3, line: 41, type: !321)
!329 = distinct !DILexicalBlock(scope: !266, file: !3, line: 41, column: 3)
!330 = !DILocalVariable(name: "d2", scope: !266, file: !3, line: 42, type: !331)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x2x2_t", file: !18, line: 66, baseType: !332)
!332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "int32x2x2_t", file: !18, line: 64, size: 128, elements: !333)
!333 = !{!334}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !332, file: !18, line: 65, baseType: !335, size: 128)
!335 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 128, elements: !50)
!336 = !DILocalVariable(name: "__ret", scope: !337, file: !3, line: 42, type: !331)
!337 = distinct !DILexicalBlock(scope: !266, file: !3, line: 42, column: 20)
!338 = !DILocalVariable(name: "t_", scope: !339, file: !3, line: 43, type: !331)
!339 = distinct !DILexicalBlock(scope: !266, file: !3, line: 43, column: 3)
!340 = !DILocalVariable(name: "f2", scope: !266, file: !3, line: 44, type: !341)
!341 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4x2_t", file: !18, line: 126, baseType: !342)
!342 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "float32x4x2_t", file: !18, line: 124, size: 256, elements: !343)
!343 = !{!344}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !342, file: !18, line: 125, baseType: !345, size: 256)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 256, elements: !50)
!346 = !DILocalVariable(name: "__ret", scope: !347, file: !3, line: 44, type: !341)
!347 = distinct !DILexicalBlock(scope: !266, file: !3, line: 44, column: 22)
!348 = !DILocalVariable(name: "t_", scope: !349, file: !3, line: 45, type: !341)
!349 = distinct !DILexicalBlock(scope: !266, file: !3, line: 45, column: 3)
!350 = !DILocalVariable(name: "out", scope: !266, file: !3, line: 47, type: !351)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 128)
!354 = !DILocalVariable(name: "__s1", scope: !355, file: !3, line: 48, type: !281)
!355 = distinct !DILexicalBlock(scope: !266, file: !3, line: 48, column: 3)
!356 = !DILocalVariable(name: "__s1", scope: !357, file: !3, line: 50, type: !291)
!357 = distinct !DILexicalBlock(scope: !266, file: !3, line: 50, column: 3)
!358 = !DILocalVariable(name: "__s1", scope: !359, file: !3, line: 51, type: !360)
!359 = distinct !DILexicalBlock(scope: !266, file: !3, line: 51, column: 3)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8x3_t", file: !18, line: 172, baseType: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x8x3_t", file: !18, line: 170, size: 192, elements: !362)
!362 = !{!363}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !361, file: !18, line: 171, baseType: !364, size: 192)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 192, elements: !241)
!365 = !DILocalVariable(name: "__ret", scope: !366, file: !3, line: 51, type: !360)
!366 = distinct !DILexicalBlock(scope: !359, file: !3, line: 51, column: 3)
!367 = !DILocalVariable(name: "pair", scope: !266, file: !3, line: 52, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4x2_t", file: !18, line: 70, baseType: !369)
!369 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "int32x4x2_t", file: !18, line: 68, size: 256, elements: !370)
!370 = !{!371}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !369, file: !18, line: 69, baseType: !372, size: 256)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !50)
!373 = !DILocalVariable(name: "__s1", scope: !374, file: !3, line: 53, type: !368)
!374 = distinct !DILexicalBlock(scope: !266, file: !3, line: 53, column: 3)
!375 = !DILocalVariable(name: "a", scope: !266, file: !3, line: 56, type: !31)
!376 = !DILocalVariable(name: "__ret", scope: !377, file: !3, line: 56, type: !31)
!377 = distinct !DILexicalBlock(scope: !266, file: !3, line: 56, column: 18)
!378 = !DILocalVariable(name: "b", scope: !266, file: !3, line: 56, type: !31)
!379 = !DILocalVariable(name: "__ret", scope: !380, file: !3, line: 56, type: !31)
!380 = distinct !DILexicalBlock(scope: !266, file: !3, line: 56, column: 44)
!381 = !DILocalVariable(name: "sa", scope: !266, file: !3, line: 57, type: !17)
!382 = !DILocalVariable(name: "sb", scope: !266, file: !3, line: 57, type: !17)
!383 = !DILocalVariable(name: "ha", scope: !266, file: !3, line: 58, type: !33)
!384 = !DILocalVariable(name: "__ret", scope: !385, file: !3, line: 58, type: !33)
!385 = distinct !DILexicalBlock(scope: !266, file: !3, line: 58, column: 18)
!386 = !DILocalVariable(name: "hb", scope: !266, file: !3, line: 58, type: !33)
!387 = !DILocalVariable(name: "__ret", scope: !388, file: !3, line: 58, type: !33)
!388 = distinct !DILexicalBlock(scope: !266, file: !3, line: 58, column: 42)
!389 = !DILocalVariable(name: "ia", scope: !266, file: !3, line: 59, type: !35)
!390 = !DILocalVariable(name: "__ret", scope: !391, file: !3, line: 59, type: !35)
!391 = distinct !DILexicalBlock(scope: !266, file: !3, line: 59, column: 18)
!392 = !DILocalVariable(name: "ib", scope: !266, file: !3, line: 59, type: !35)
!393 = !DILocalVariable(name: "__ret", scope: !394, file: !3, line: 59, type: !35)
!394 = distinct !DILexicalBlock(scope: !266, file: !3, line: 59, column: 40)
!395 = !DILocalVariable(name: "t_", scope: !396, file: !3, line: 60, type: !31)
!396 = distinct !DILexicalBlock(scope: !266, file: !3, line: 60, column: 3)
!397 = !DILocalVariable(name: "__ret", scope: !398, file: !3, line: 60, type: !31)
!398 = distinct !DILexicalBlock(scope: !396, file: !3, line: 60, column: 3)
!399 = !DILocalVariable(name: "__s0", scope: !398, file: !3, line: 60, type: !31)
!400 = !DILocalVariable(name: "__s1", scope: !398, file: !3, line: 60, type: !31)
!401 = !DILocalVariable(name: "t_", scope: !402, file: !3, line: 61, type: !31)
!402 = distinct !DILexicalBlock(scope: !266, file: !3, line: 61, column: 3)
!403 = !DILocalVariable(name: "__ret", scope: !404, file: !3, line: 61, type: !31)
!404 = distinct !DILexicalBlock(scope: !402, file: !3, line: 61, column: 3)
!405 = !DILocalVariable(name: "__s0", scope: !404, file: !3, line: 61, type: !31)
!406 = !DILocalVariable(name: "__s1", scope: !404, file: !3, line: 61, type: !31)
!407 = !DILocalVariable(name: "t_", scope: !408, file: !3, line: 62, type: !39)
!408 = distinct !DILexicalBlock(scope: !266, file: !3, line: 62, column: 3)
!409 = !DILocalVariable(name: "__ret", scope: !410, file: !3, line: 62, type: !39)
!410 = distinct !DILexicalBlock(scope: !408, file: !3, line: 62, column: 3)
!411 = !DILocalVariable(name: "__s0", scope: !410, file: !3, line: 62, type: !39)
!412 = !DILocalVariable(name: "__s1", scope: !410, file: !3, line: 62, type: !39)
!413 = !DILocalVariable(name: "t_", scope: !414, file: !3, line: 63, type: !41)
!414 = distinct !DILexicalBlock(scope: !266, file: !3, line: 63, column: 3)
!415 = !DILocalVariable(name: "__ret", scope: !416, file: !3, line: 63, type: !41)
!416 = distinct !DILexicalBlock(scope: !414, file: !3, line: 63, column: 3)
!417 = !DILocalVariable(name: "__s0", scope: !416, file: !3, line: 63, type: !41)
!418 = !DILocalVariable(name: "__s1", scope: !416, file: !3, line: 63, type: !41)
!419 = !DILocalVariable(name: "t_", scope: !420, file: !3, line: 64, type: !41)
!420 = distinct !DILexicalBlock(scope: !266, file: !3, line: 64, column: 3)
!421 = !DILocalVariable(name: "t_", scope: !422, file: !3, line: 65, type: !35)
!422 = distinct !DILexicalBlock(scope: !266, file: !3, line: 65, column: 3)
!423 = !DILocalVariable(name: "t_", scope: !424, file: !3, line: 66, type: !33)
!424 = distinct !DILexicalBlock(scope: !266, file: !3, line: 66, column: 3)
!425 = !DILocalVariable(name: "t_", scope: !426, file: !3, line: 67, type: !35)
!426 = distinct !DILexicalBlock(scope: !266, file: !3, line: 67, column: 3)
!427 = !DILocalVariable(name: "t_", scope: !428, file: !3, line: 68, type: !31)
!428 = distinct !DILexicalBlock(scope: !266, file: !3, line: 68, column: 3)
!429 = !DILocalVariable(name: "t_", scope: !430, file: !3, line: 69, type: !17)
!430 = distinct !DILexicalBlock(scope: !266, file: !3, line: 69, column: 3)
!431 = !DILocalVariable(name: "t_", scope: !432, file: !3, line: 70, type: !33)
!432 = distinct !DILexicalBlock(scope: !266, file: !3, line: 70, column: 3)
!433 = !DILocalVariable(name: "t_", scope: !434, file: !3, line: 71, type: !39)
!434 = distinct !DILexicalBlock(scope: !266, file: !3, line: 71, column: 3)
!435 = !DILocalVariable(name: "t_", scope: !436, file: !3, line: 72, type: !31)
!436 = distinct !DILexicalBlock(scope: !266, file: !3, line: 72, column: 3)
!437 = !DILocalVariable(name: "t_", scope: !438, file: !3, line: 73, type: !33)
!438 = distinct !DILexicalBlock(scope: !266, file: !3, line: 73, column: 3)
!439 = !DILocalVariable(name: "t_", scope: !440, file: !3, line: 74, type: !46)
!440 = distinct !DILexicalBlock(scope: !266, file: !3, line: 74, column: 3)
!441 = !DILocalVariable(name: "__ret", scope: !442, file: !3, line: 74, type: !46)
!442 = distinct !DILexicalBlock(scope: !440, file: !3, line: 74, column: 3)
!443 = !DILocalVariable(name: "__ret", scope: !444, file: !3, line: 74, type: !46)
!444 = distinct !DILexicalBlock(scope: !440, file: !3, line: 74, column: 3)
!445 = !DILocalVariable(name: "t_", scope: !446, file: !3, line: 75, type: !41)
!446 = distinct !DILexicalBlock(scope: !266, file: !3, line: 75, column: 3)
!447 = !DILocalVariable(name: "t_", scope: !448, file: !3, line: 76, type: !35)
!448 = distinct !DILexicalBlock(scope: !266, file: !3, line: 76, column: 3)
!449 = !DILocalVariable(name: "t_", scope: !450, file: !3, line: 77, type: !41)
!450 = distinct !DILexicalBlock(scope: !266, file: !3, line: 77, column: 3)
!451 = !DILocalVariable(name: "t_", scope: !452, file: !3, line: 78, type: !52)
!452 = distinct !DILexicalBlock(scope: !266, file: !3, line: 78, column: 3)
!453 = !DILocalVariable(name: "t_", scope: !454, file: !3, line: 79, type: !39)
!454 = distinct !DILexicalBlock(scope: !266, file: !3, line: 79, column: 3)
!455 = !DILocalVariable(name: "t_", scope: !456, file: !3, line: 80, type: !39)
!456 = distinct !DILexicalBlock(scope: !266, file: !3, line: 80, column: 3)
!457 = !DILocalVariable(name: "t_", scope: !458, file: !3, line: 81, type: !26)
!458 = distinct !DILexicalBlock(scope: !266, file: !3, line: 81, column: 3)
!459 = !DILocalVariable(name: "__ret", scope: !460, file: !3, line: 81, type: !26)
!460 = distinct !DILexicalBlock(scope: !458, file: !3, line: 81, column: 3)
!461 = !DILocalVariable(name: "__s0", scope: !460, file: !3, line: 81, type: !33)
!462 = !DILocalVariable(name: "t_", scope: !463, file: !3, line: 82, type: !52)
!463 = distinct !DILexicalBlock(scope: !266, file: !3, line: 82, column: 3)
!464 = !DILocalVariable(name: "__ret", scope: !465, file: !3, line: 82, type: !52)
!465 = distinct !DILexicalBlock(scope: !463, file: !3, line: 82, column: 3)
!466 = !DILocalVariable(name: "__s0", scope: !465, file: !3, line: 82, type: !35)
!467 = !DILocalVariable(name: "t_", scope: !468, file: !3, line: 83, type: !39)
!468 = distinct !DILexicalBlock(scope: !266, file: !3, line: 83, column: 3)
!469 = !DILocalVariable(name: "__ret", scope: !470, file: !3, line: 83, type: !39)
!470 = distinct !DILexicalBlock(scope: !468, file: !3, line: 83, column: 3)
!471 = !DILocalVariable(name: "__s0", scope: !470, file: !3, line: 83, type: !41)
!472 = !DILocalVariable(name: "t_", scope: !473, file: !3, line: 84, type: !39)
!473 = distinct !DILexicalBlock(scope: !266, file: !3, line: 84, column: 3)
!474 = !DILocalVariable(name: "__ret", scope: !475, file: !3, line: 84, type: !39)
!475 = distinct !DILexicalBlock(scope: !473, file: !3, line: 84, column: 3)
!476 = !DILocalVariable(name: "__s0", scope: !475, file: !3, line: 84, type: !33)
!477 = !DILocalVariable(name: "t_", scope: !478, file: !3, line: 85, type: !33)
!478 = distinct !DILexicalBlock(scope: !266, file: !3, line: 85, column: 3)
!479 = !DILocalVariable(name: "t_", scope: !480, file: !3, line: 86, type: !33)
!480 = distinct !DILexicalBlock(scope: !266, file: !3, line: 86, column: 3)
!481 = !DILocalVariable(name: "t_", scope: !482, file: !3, line: 87, type: !35)
!482 = distinct !DILexicalBlock(scope: !266, file: !3, line: 87, column: 3)
!483 = !DILocalVariable(name: "t_", scope: !484, file: !3, line: 88, type: !56)
!484 = distinct !DILexicalBlock(scope: !266, file: !3, line: 88, column: 3)
!485 = !DILocalVariable(name: "shifts", scope: !266, file: !3, line: 89, type: !17)
!486 = !DILocalVariable(name: "t_", scope: !487, file: !3, line: 90, type: !31)
!487 = distinct !DILexicalBlock(scope: !266, file: !3, line: 90, column: 3)
!488 = !DILocalVariable(name: "t_", scope: !489, file: !3, line: 91, type: !17)
!489 = distinct !DILexicalBlock(scope: !266, file: !3, line: 91, column: 3)
!490 = !DILocalVariable(name: "t_", scope: !491, file: !3, line: 92, type: !33)
!491 = distinct !DILexicalBlock(scope: !266, file: !3, line: 92, column: 3)
!492 = !DILocalVariable(name: "t_", scope: !493, file: !3, line: 93, type: !58)
!493 = distinct !DILexicalBlock(scope: !266, file: !3, line: 93, column: 3)
!494 = !DILocalVariable(name: "t_", scope: !495, file: !3, line: 94, type: !63)
!495 = distinct !DILexicalBlock(scope: !266, file: !3, line: 94, column: 3)
!496 = !DILocalVariable(name: "t_", scope: !497, file: !3, line: 95, type: !33)
!497 = distinct !DILexicalBlock(scope: !266, file: !3, line: 95, column: 3)
!498 = !DILocalVariable(name: "t_", scope: !499, file: !3, line: 96, type: !35)
!499 = distinct !DILexicalBlock(scope: !266, file: !3, line: 96, column: 3)
!500 = !DILocalVariable(name: "fa", scope: !266, file: !3, line: 97, type: !54)
!501 = !DILocalVariable(name: "__ret", scope: !502, file: !3, line: 97, type: !54)
!502 = distinct !DILexicalBlock(scope: !266, file: !3, line: 97, column: 20)
!503 = !DILocalVariable(name: "fb", scope: !266, file: !3, line: 97, type: !54)
!504 = !DILocalVariable(name: "__ret", scope: !505, file: !3, line: 97, type: !54)
!505 = distinct !DILexicalBlock(scope: !266, file: !3, line: 97, column: 44)
!506 = !DILocalVariable(name: "fc", scope: !266, file: !3, line: 97, type: !54)
!507 = !DILocalVariable(name: "__ret", scope: !508, file: !3, line: 97, type: !54)
!508 = distinct !DILexicalBlock(scope: !266, file: !3, line: 97, column: 72)
!509 = !DILocalVariable(name: "t_", scope: !510, file: !3, line: 98, type: !35)
!510 = distinct !DILexicalBlock(scope: !266, file: !3, line: 98, column: 3)
!511 = !DILocalVariable(name: "t_", scope: !512, file: !3, line: 99, type: !35)
!512 = distinct !DILexicalBlock(scope: !266, file: !3, line: 99, column: 3)
!513 = !DILocalVariable(name: "t_", scope: !514, file: !3, line: 100, type: !35)
!514 = distinct !DILexicalBlock(scope: !266, file: !3, line: 100, column: 3)
!515 = !DILocalVariable(name: "t_", scope: !516, file: !3, line: 101, type: !58)
!516 = distinct !DILexicalBlock(scope: !266, file: !3, line: 101, column: 3)
!517 = !DILocalVariable(name: "t_", scope: !518, file: !3, line: 102, type: !35)
!518 = distinct !DILexicalBlock(scope: !266, file: !3, line: 102, column: 3)
!519 = !DILocalVariable(name: "t_", scope: !520, file: !3, line: 103, type: !58)
!520 = distinct !DILexicalBlock(scope: !266, file: !3, line: 103, column: 3)
!521 = !DILocalVariable(name: "t_", scope: !522, file: !3, line: 104, type: !14)
!522 = distinct !DILexicalBlock(scope: !266, file: !3, line: 104, column: 3)
!523 = !DILocalVariable(name: "t_", scope: !524, file: !3, line: 105, type: !63)
!524 = distinct !DILexicalBlock(scope: !266, file: !3, line: 105, column: 3)
!525 = !DILocalVariable(name: "t_", scope: !526, file: !3, line: 106, type: !66)
!526 = distinct !DILexicalBlock(scope: !266, file: !3, line: 106, column: 3)
!527 = !DILocalVariable(name: "idx", scope: !266, file: !3, line: 107, type: !31)
!528 = !DILocalVariable(name: "t2", scope: !266, file: !3, line: 108, type: !529)
!529 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16x2_t", file: !18, line: 86, baseType: !530)
!530 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x16x2_t", file: !18, line: 84, size: 256, elements: !531)
!531 = !{!532}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !530, file: !18, line: 85, baseType: !533, size: 256)
!533 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !50)
!534 = !DILocalVariable(name: "t3", scope: !266, file: !3, line: 109, type: !535)
!535 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16x3_t", file: !18, line: 176, baseType: !536)
!536 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x16x3_t", file: !18, line: 174, size: 384, elements: !537)
!537 = !{!538}
!538 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !536, file: !18, line: 175, baseType: !539, size: 384)
!539 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 384, elements: !241)
!540 = !DILocalVariable(name: "__ret", scope: !541, file: !3, line: 109, type: !31)
!541 = distinct !DILexicalBlock(scope: !266, file: !3, line: 109, column: 29)
!542 = !DILocalVariable(name: "t4", scope: !266, file: !3, line: 110, type: !281)
!543 = !DILocalVariable(name: "__ret", scope: !544, file: !3, line: 110, type: !31)
!544 = distinct !DILexicalBlock(scope: !266, file: !3, line: 110, column: 29)
!545 = !DILocalVariable(name: "__ret", scope: !546, file: !3, line: 110, type: !31)
!546 = distinct !DILexicalBlock(scope: !266, file: !3, line: 110, column: 52)
!547 = !DILocalVariable(name: "t_", scope: !548, file: !3, line: 111, type: !31)
!548 = distinct !DILexicalBlock(scope: !266, file: !3, line: 111, column: 3)
!549 = !DILocalVariable(name: "t_", scope: !550, file: !3, line: 112, type: !31)
!550 = distinct !DILexicalBlock(scope: !266, file: !3, line: 112, column: 3)
!551 = !DILocalVariable(name: "t_", scope: !552, file: !3, line: 113, type: !31)
!552 = distinct !DILexicalBlock(scope: !266, file: !3, line: 113, column: 3)
!553 = !DILocalVariable(name: "t_", scope: !554, file: !3, line: 114, type: !31)
!554 = distinct !DILexicalBlock(scope: !266, file: !3, line: 114, column: 3)
!555 = !DILocalVariable(name: "t_", scope: !556, file: !3, line: 115, type: !31)
!556 = distinct !DILexicalBlock(scope: !266, file: !3, line: 115, column: 3)
!557 = !DILocalVariable(name: "t_", scope: !558, file: !3, line: 116, type: !39)
!558 = distinct !DILexicalBlock(scope: !266, file: !3, line: 116, column: 3)
!559 = !DILocalVariable(name: "t_", scope: !560, file: !3, line: 117, type: !31)
!560 = distinct !DILexicalBlock(scope: !266, file: !3, line: 117, column: 3)
!561 = !DILocalVariable(name: "t_", scope: !562, file: !3, line: 118, type: !33)
!562 = distinct !DILexicalBlock(scope: !266, file: !3, line: 118, column: 3)
!563 = !DILocalVariable(name: "t_", scope: !564, file: !3, line: 119, type: !56)
!564 = distinct !DILexicalBlock(scope: !266, file: !3, line: 119, column: 3)
!565 = !DILocalVariable(name: "t_", scope: !566, file: !3, line: 120, type: !54)
!566 = distinct !DILexicalBlock(scope: !266, file: !3, line: 120, column: 3)
!567 = !DILocalVariable(name: "t_", scope: !568, file: !3, line: 121, type: !54)
!568 = distinct !DILexicalBlock(scope: !266, file: !3, line: 121, column: 3)
!569 = distinct !DIAssignID()
!570 = !DILocation(line: 0, scope: !289)
!571 = distinct !DIAssignID()
!572 = !DILocation(line: 0, scope: !309)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 0, scope: !266)
!575 = !DILocation(line: 0, scope: !275)
!576 = !DILocation(line: 27, column: 3, scope: !275)
!577 = !DILocation(line: 27, column: 44, scope: !578)
!578 = distinct !DILexicalBlock(scope: !275, file: !3, line: 27, column: 3)
!579 = !DILocation(line: 27, column: 42, scope: !578)
!580 = !{!581, !581, i64 0}
!581 = !{!"omnipotent char", !582, i64 0}
!582 = !{!"Simple C/C++ TBAA"}
!583 = !DILocation(line: 28, column: 42, scope: !584)
!584 = distinct !DILexicalBlock(scope: !277, file: !3, line: 28, column: 3)
!585 = !{!586, !586, i64 0}
!586 = !{!"short", !581, i64 0}
!587 = !DILocation(line: 0, scope: !279)
!588 = !DILocation(line: 29, column: 40, scope: !589)
!589 = distinct !DILexicalBlock(scope: !279, file: !3, line: 29, column: 3)
!590 = !{!591, !591, i64 0}
!591 = !{!"int", !581, i64 0}
!592 = !DILocation(line: 30, column: 13, scope: !266)
!593 = !DILocation(line: 30, column: 37, scope: !266)
!594 = !DILocation(line: 32, column: 21, scope: !287)
!595 = !DILocation(line: 0, scope: !287)
!596 = !DILocation(line: 33, column: 3, scope: !289)
!597 = distinct !DIAssignID()
!598 = distinct !DIAssignID()
!599 = distinct !DIAssignID()
!600 = distinct !DIAssignID()
!601 = !DILocalVariable(name: "name", arg: 1, scope: !602, file: !3, line: 11, type: !605)
!602 = distinct !DISubprogram(name: "pr", scope: !3, file: !3, line: 11, type: !603, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !609)
!603 = !DISubroutineType(types: !604)
!604 = !{null, !605, !607, !16}
!605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64)
!606 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !608, size: 64)
!608 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!609 = !{!601, !610, !611, !612, !615}
!610 = !DILocalVariable(name: "p", arg: 2, scope: !602, file: !3, line: 11, type: !607)
!611 = !DILocalVariable(name: "n", arg: 3, scope: !602, file: !3, line: 11, type: !16)
!612 = !DILocalVariable(name: "b", scope: !602, file: !3, line: 12, type: !613)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!615 = !DILocalVariable(name: "i", scope: !616, file: !3, line: 14, type: !16)
!616 = distinct !DILexicalBlock(scope: !602, file: !3, line: 14, column: 3)
!617 = !DILocation(line: 0, scope: !602, inlinedAt: !618)
!618 = distinct !DILocation(line: 33, column: 3, scope: !289)
!619 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !618)
!620 = !DILocation(line: 0, scope: !616, inlinedAt: !618)
!621 = !DILocation(line: 14, column: 3, scope: !616, inlinedAt: !618)
!622 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !618)
!623 = distinct !DILexicalBlock(scope: !616, file: !3, line: 14, column: 3)
!624 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !618)
!625 = !DILocation(line: 14, column: 27, scope: !623, inlinedAt: !618)
!626 = !DILocation(line: 14, column: 21, scope: !623, inlinedAt: !618)
!627 = distinct !{!627, !621, !628, !629}
!628 = !DILocation(line: 14, column: 51, scope: !616, inlinedAt: !618)
!629 = !{!"llvm.loop.mustprogress"}
!630 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !618)
!631 = !DILocation(line: 33, column: 3, scope: !266)
!632 = !DILocation(line: 34, column: 20, scope: !297)
!633 = !DILocation(line: 0, scope: !297)
!634 = !DILocation(line: 35, column: 3, scope: !299)
!635 = !DILocation(line: 0, scope: !299)
!636 = !DILocation(line: 0, scope: !602, inlinedAt: !637)
!637 = distinct !DILocation(line: 35, column: 3, scope: !299)
!638 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !637)
!639 = !DILocation(line: 0, scope: !616, inlinedAt: !637)
!640 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !637)
!641 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !637)
!642 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !637)
!643 = !DILocation(line: 36, column: 20, scope: !307)
!644 = !DILocation(line: 0, scope: !307)
!645 = !DILocation(line: 37, column: 3, scope: !309)
!646 = distinct !DIAssignID()
!647 = distinct !DIAssignID()
!648 = distinct !DIAssignID()
!649 = !DILocation(line: 0, scope: !602, inlinedAt: !650)
!650 = distinct !DILocation(line: 37, column: 3, scope: !309)
!651 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !650)
!652 = !DILocation(line: 0, scope: !616, inlinedAt: !650)
!653 = !DILocation(line: 14, column: 3, scope: !616, inlinedAt: !650)
!654 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !650)
!655 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !650)
!656 = !DILocation(line: 14, column: 27, scope: !623, inlinedAt: !650)
!657 = !DILocation(line: 14, column: 21, scope: !623, inlinedAt: !650)
!658 = distinct !{!658, !653, !659, !629}
!659 = !DILocation(line: 14, column: 51, scope: !616, inlinedAt: !650)
!660 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !650)
!661 = !DILocation(line: 37, column: 3, scope: !266)
!662 = !DILocation(line: 38, column: 20, scope: !317)
!663 = !DILocation(line: 0, scope: !317)
!664 = !DILocation(line: 0, scope: !319)
!665 = !DILocation(line: 0, scope: !602, inlinedAt: !666)
!666 = distinct !DILocation(line: 39, column: 3, scope: !319)
!667 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !666)
!668 = !DILocation(line: 0, scope: !616, inlinedAt: !666)
!669 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !666)
!670 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !666)
!671 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !666)
!672 = !DILocation(line: 40, column: 20, scope: !327)
!673 = !DILocation(line: 0, scope: !327)
!674 = !DILocation(line: 41, column: 3, scope: !329)
!675 = !DILocation(line: 0, scope: !329)
!676 = !DILocation(line: 0, scope: !602, inlinedAt: !677)
!677 = distinct !DILocation(line: 41, column: 3, scope: !329)
!678 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !677)
!679 = !DILocation(line: 0, scope: !616, inlinedAt: !677)
!680 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !677)
!681 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !677)
!682 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !677)
!683 = !DILocation(line: 42, column: 20, scope: !337)
!684 = !DILocation(line: 0, scope: !337)
!685 = !DILocation(line: 43, column: 3, scope: !339)
!686 = !DILocation(line: 0, scope: !339)
!687 = !DILocation(line: 0, scope: !602, inlinedAt: !688)
!688 = distinct !DILocation(line: 43, column: 3, scope: !339)
!689 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !688)
!690 = !DILocation(line: 0, scope: !616, inlinedAt: !688)
!691 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !688)
!692 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !688)
!693 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !688)
!694 = !DILocation(line: 44, column: 22, scope: !347)
!695 = !DILocation(line: 0, scope: !347)
!696 = !DILocation(line: 45, column: 3, scope: !349)
!697 = !DILocation(line: 0, scope: !349)
!698 = !DILocation(line: 0, scope: !602, inlinedAt: !699)
!699 = distinct !DILocation(line: 45, column: 3, scope: !349)
!700 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !699)
!701 = !DILocation(line: 0, scope: !616, inlinedAt: !699)
!702 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !699)
!703 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !699)
!704 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !699)
!705 = !DILocation(line: 47, column: 3, scope: !266)
!706 = !DILocation(line: 47, column: 11, scope: !266)
!707 = distinct !DIAssignID()
!708 = !DILocation(line: 0, scope: !355)
!709 = !DILocation(line: 48, column: 3, scope: !355)
!710 = !DILocation(line: 0, scope: !602, inlinedAt: !711)
!711 = distinct !DILocation(line: 49, column: 3, scope: !266)
!712 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !711)
!713 = !DILocation(line: 0, scope: !616, inlinedAt: !711)
!714 = !DILocation(line: 14, column: 3, scope: !616, inlinedAt: !711)
!715 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !711)
!716 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !711)
!717 = !DILocation(line: 14, column: 27, scope: !623, inlinedAt: !711)
!718 = !DILocation(line: 14, column: 21, scope: !623, inlinedAt: !711)
!719 = distinct !{!719, !714, !720, !629}
!720 = !DILocation(line: 14, column: 51, scope: !616, inlinedAt: !711)
!721 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !711)
!722 = !DILocation(line: 0, scope: !357)
!723 = !DILocation(line: 50, column: 3, scope: !357)
!724 = !DILocation(line: 51, column: 3, scope: !366)
!725 = !DILocation(line: 0, scope: !366)
!726 = !DILocation(line: 0, scope: !359)
!727 = !DILocation(line: 51, column: 3, scope: !359)
!728 = !DILocation(line: 0, scope: !374)
!729 = !DILocation(line: 53, column: 3, scope: !374)
!730 = !DILocation(line: 0, scope: !602, inlinedAt: !731)
!731 = distinct !DILocation(line: 54, column: 3, scope: !266)
!732 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !731)
!733 = !DILocation(line: 0, scope: !616, inlinedAt: !731)
!734 = !DILocation(line: 14, column: 3, scope: !616, inlinedAt: !731)
!735 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !731)
!736 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !731)
!737 = !DILocation(line: 14, column: 27, scope: !623, inlinedAt: !731)
!738 = !DILocation(line: 14, column: 21, scope: !623, inlinedAt: !731)
!739 = distinct !{!739, !734, !740, !629}
!740 = !DILocation(line: 14, column: 51, scope: !616, inlinedAt: !731)
!741 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !731)
!742 = !DILocation(line: 56, column: 18, scope: !377)
!743 = !DILocation(line: 0, scope: !377)
!744 = !DILocation(line: 56, column: 44, scope: !380)
!745 = !DILocation(line: 0, scope: !380)
!746 = !DILocation(line: 58, column: 18, scope: !385)
!747 = !DILocation(line: 0, scope: !385)
!748 = !DILocation(line: 58, column: 42, scope: !388)
!749 = !DILocation(line: 0, scope: !388)
!750 = !DILocation(line: 59, column: 18, scope: !391)
!751 = !DILocation(line: 0, scope: !391)
!752 = !DILocation(line: 59, column: 40, scope: !394)
!753 = !DILocation(line: 0, scope: !394)
!754 = !DILocation(line: 0, scope: !398)
!755 = !DILocation(line: 60, column: 3, scope: !398)
!756 = !DILocation(line: 0, scope: !396)
!757 = !DILocation(line: 0, scope: !602, inlinedAt: !758)
!758 = distinct !DILocation(line: 60, column: 3, scope: !396)
!759 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !758)
!760 = !DILocation(line: 0, scope: !616, inlinedAt: !758)
!761 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !758)
!762 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !758)
!763 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !758)
!764 = !DILocation(line: 0, scope: !404)
!765 = !DILocation(line: 61, column: 3, scope: !404)
!766 = !DILocation(line: 0, scope: !402)
!767 = !DILocation(line: 0, scope: !602, inlinedAt: !768)
!768 = distinct !DILocation(line: 61, column: 3, scope: !402)
!769 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !768)
!770 = !DILocation(line: 0, scope: !616, inlinedAt: !768)
!771 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !768)
!772 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !768)
!773 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !768)
!774 = !DILocation(line: 62, column: 3, scope: !410)
!775 = !DILocation(line: 0, scope: !410)
!776 = !DILocation(line: 0, scope: !408)
!777 = !DILocation(line: 0, scope: !602, inlinedAt: !778)
!778 = distinct !DILocation(line: 62, column: 3, scope: !408)
!779 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !778)
!780 = !DILocation(line: 0, scope: !616, inlinedAt: !778)
!781 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !778)
!782 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !778)
!783 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !778)
!784 = !DILocation(line: 0, scope: !416)
!785 = !DILocation(line: 63, column: 3, scope: !416)
!786 = !DILocation(line: 63, column: 3, scope: !414)
!787 = !DILocation(line: 0, scope: !414)
!788 = !DILocation(line: 0, scope: !602, inlinedAt: !789)
!789 = distinct !DILocation(line: 63, column: 3, scope: !414)
!790 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !789)
!791 = !DILocation(line: 0, scope: !616, inlinedAt: !789)
!792 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !789)
!793 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !789)
!794 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !789)
!795 = !DILocation(line: 64, column: 3, scope: !420)
!796 = !DILocation(line: 0, scope: !420)
!797 = !DILocation(line: 0, scope: !602, inlinedAt: !798)
!798 = distinct !DILocation(line: 64, column: 3, scope: !420)
!799 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !798)
!800 = !DILocation(line: 0, scope: !616, inlinedAt: !798)
!801 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !798)
!802 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !798)
!803 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !798)
!804 = !DILocation(line: 65, column: 3, scope: !422)
!805 = !DILocation(line: 0, scope: !422)
!806 = !DILocation(line: 0, scope: !602, inlinedAt: !807)
!807 = distinct !DILocation(line: 65, column: 3, scope: !422)
!808 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !807)
!809 = !DILocation(line: 0, scope: !616, inlinedAt: !807)
!810 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !807)
!811 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !807)
!812 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !807)
!813 = !DILocation(line: 66, column: 3, scope: !424)
!814 = !DILocation(line: 0, scope: !424)
!815 = !DILocation(line: 0, scope: !602, inlinedAt: !816)
!816 = distinct !DILocation(line: 66, column: 3, scope: !424)
!817 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !816)
!818 = !DILocation(line: 0, scope: !616, inlinedAt: !816)
!819 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !816)
!820 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !816)
!821 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !816)
!822 = !DILocation(line: 67, column: 3, scope: !426)
!823 = !DILocation(line: 0, scope: !426)
!824 = !DILocation(line: 0, scope: !602, inlinedAt: !825)
!825 = distinct !DILocation(line: 67, column: 3, scope: !426)
!826 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !825)
!827 = !DILocation(line: 0, scope: !616, inlinedAt: !825)
!828 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !825)
!829 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !825)
!830 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !825)
!831 = !DILocation(line: 68, column: 3, scope: !428)
!832 = !DILocation(line: 0, scope: !428)
!833 = !DILocation(line: 0, scope: !602, inlinedAt: !834)
!834 = distinct !DILocation(line: 68, column: 3, scope: !428)
!835 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !834)
!836 = !DILocation(line: 0, scope: !616, inlinedAt: !834)
!837 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !834)
!838 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !834)
!839 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !834)
!840 = !DILocation(line: 69, column: 3, scope: !430)
!841 = !DILocation(line: 0, scope: !430)
!842 = !DILocation(line: 0, scope: !602, inlinedAt: !843)
!843 = distinct !DILocation(line: 69, column: 3, scope: !430)
!844 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !843)
!845 = !DILocation(line: 0, scope: !616, inlinedAt: !843)
!846 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !843)
!847 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !843)
!848 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !843)
!849 = !DILocation(line: 70, column: 3, scope: !432)
!850 = !DILocation(line: 0, scope: !432)
!851 = !DILocation(line: 0, scope: !602, inlinedAt: !852)
!852 = distinct !DILocation(line: 70, column: 3, scope: !432)
!853 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !852)
!854 = !DILocation(line: 0, scope: !616, inlinedAt: !852)
!855 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !852)
!856 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !852)
!857 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !852)
!858 = !DILocation(line: 71, column: 3, scope: !434)
!859 = !DILocation(line: 0, scope: !434)
!860 = !DILocation(line: 0, scope: !602, inlinedAt: !861)
!861 = distinct !DILocation(line: 71, column: 3, scope: !434)
!862 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !861)
!863 = !DILocation(line: 0, scope: !616, inlinedAt: !861)
!864 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !861)
!865 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !861)
!866 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !861)
!867 = !DILocation(line: 72, column: 3, scope: !436)
!868 = !DILocation(line: 0, scope: !436)
!869 = !DILocation(line: 0, scope: !602, inlinedAt: !870)
!870 = distinct !DILocation(line: 72, column: 3, scope: !436)
!871 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !870)
!872 = !DILocation(line: 0, scope: !616, inlinedAt: !870)
!873 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !870)
!874 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !870)
!875 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !870)
!876 = !DILocation(line: 73, column: 3, scope: !438)
!877 = !DILocation(line: 0, scope: !438)
!878 = !DILocation(line: 0, scope: !602, inlinedAt: !879)
!879 = distinct !DILocation(line: 73, column: 3, scope: !438)
!880 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !879)
!881 = !DILocation(line: 0, scope: !616, inlinedAt: !879)
!882 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !879)
!883 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !879)
!884 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !879)
!885 = !DILocation(line: 74, column: 3, scope: !442)
!886 = !DILocation(line: 0, scope: !442)
!887 = !DILocation(line: 74, column: 3, scope: !444)
!888 = !DILocation(line: 0, scope: !444)
!889 = !DILocation(line: 74, column: 3, scope: !440)
!890 = !DILocation(line: 0, scope: !440)
!891 = !DILocation(line: 0, scope: !602, inlinedAt: !892)
!892 = distinct !DILocation(line: 74, column: 3, scope: !440)
!893 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !892)
!894 = !DILocation(line: 0, scope: !616, inlinedAt: !892)
!895 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !892)
!896 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !892)
!897 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !892)
!898 = !DILocation(line: 75, column: 3, scope: !446)
!899 = !DILocation(line: 0, scope: !446)
!900 = !DILocation(line: 0, scope: !602, inlinedAt: !901)
!901 = distinct !DILocation(line: 75, column: 3, scope: !446)
!902 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !901)
!903 = !DILocation(line: 0, scope: !616, inlinedAt: !901)
!904 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !901)
!905 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !901)
!906 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !901)
!907 = !DILocation(line: 76, column: 3, scope: !448)
!908 = !DILocation(line: 0, scope: !448)
!909 = !DILocation(line: 0, scope: !602, inlinedAt: !910)
!910 = distinct !DILocation(line: 76, column: 3, scope: !448)
!911 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !910)
!912 = !DILocation(line: 0, scope: !616, inlinedAt: !910)
!913 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !910)
!914 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !910)
!915 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !910)
!916 = !DILocation(line: 77, column: 3, scope: !450)
!917 = !DILocation(line: 0, scope: !450)
!918 = !DILocation(line: 0, scope: !602, inlinedAt: !919)
!919 = distinct !DILocation(line: 77, column: 3, scope: !450)
!920 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !919)
!921 = !DILocation(line: 0, scope: !616, inlinedAt: !919)
!922 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !919)
!923 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !919)
!924 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !919)
!925 = !DILocation(line: 78, column: 3, scope: !452)
!926 = !DILocation(line: 0, scope: !452)
!927 = !DILocation(line: 0, scope: !602, inlinedAt: !928)
!928 = distinct !DILocation(line: 78, column: 3, scope: !452)
!929 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !928)
!930 = !DILocation(line: 0, scope: !616, inlinedAt: !928)
!931 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !928)
!932 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !928)
!933 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !928)
!934 = !DILocation(line: 79, column: 3, scope: !454)
!935 = !DILocation(line: 0, scope: !454)
!936 = !DILocation(line: 0, scope: !602, inlinedAt: !937)
!937 = distinct !DILocation(line: 79, column: 3, scope: !454)
!938 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !937)
!939 = !DILocation(line: 0, scope: !616, inlinedAt: !937)
!940 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !937)
!941 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !937)
!942 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !937)
!943 = !DILocation(line: 80, column: 3, scope: !456)
!944 = !DILocation(line: 0, scope: !456)
!945 = !DILocation(line: 0, scope: !602, inlinedAt: !946)
!946 = distinct !DILocation(line: 80, column: 3, scope: !456)
!947 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !946)
!948 = !DILocation(line: 0, scope: !616, inlinedAt: !946)
!949 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !946)
!950 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !946)
!951 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !946)
!952 = !DILocation(line: 0, scope: !460)
!953 = !DILocation(line: 81, column: 3, scope: !460)
!954 = !DILocation(line: 0, scope: !458)
!955 = !DILocation(line: 0, scope: !602, inlinedAt: !956)
!956 = distinct !DILocation(line: 81, column: 3, scope: !458)
!957 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !956)
!958 = !DILocation(line: 0, scope: !616, inlinedAt: !956)
!959 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !956)
!960 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !956)
!961 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !956)
!962 = !DILocation(line: 0, scope: !465)
!963 = !DILocation(line: 82, column: 3, scope: !465)
!964 = !DILocation(line: 82, column: 3, scope: !463)
!965 = !DILocation(line: 0, scope: !463)
!966 = !DILocation(line: 0, scope: !602, inlinedAt: !967)
!967 = distinct !DILocation(line: 82, column: 3, scope: !463)
!968 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !967)
!969 = !DILocation(line: 0, scope: !616, inlinedAt: !967)
!970 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !967)
!971 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !967)
!972 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !967)
!973 = !DILocation(line: 0, scope: !470)
!974 = !DILocation(line: 83, column: 3, scope: !470)
!975 = !DILocation(line: 0, scope: !468)
!976 = !DILocation(line: 0, scope: !602, inlinedAt: !977)
!977 = distinct !DILocation(line: 83, column: 3, scope: !468)
!978 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !977)
!979 = !DILocation(line: 0, scope: !616, inlinedAt: !977)
!980 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !977)
!981 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !977)
!982 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !977)
!983 = !DILocation(line: 0, scope: !475)
!984 = !DILocation(line: 84, column: 3, scope: !475)
!985 = !DILocation(line: 0, scope: !473)
!986 = !DILocation(line: 0, scope: !602, inlinedAt: !987)
!987 = distinct !DILocation(line: 84, column: 3, scope: !473)
!988 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !987)
!989 = !DILocation(line: 0, scope: !616, inlinedAt: !987)
!990 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !987)
!991 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !987)
!992 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !987)
!993 = !DILocation(line: 85, column: 3, scope: !478)
!994 = !DILocation(line: 0, scope: !478)
!995 = !DILocation(line: 0, scope: !602, inlinedAt: !996)
!996 = distinct !DILocation(line: 85, column: 3, scope: !478)
!997 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !996)
!998 = !DILocation(line: 0, scope: !616, inlinedAt: !996)
!999 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !996)
!1000 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !996)
!1001 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !996)
!1002 = !DILocation(line: 86, column: 3, scope: !480)
!1003 = !DILocation(line: 0, scope: !480)
!1004 = !DILocation(line: 0, scope: !602, inlinedAt: !1005)
!1005 = distinct !DILocation(line: 86, column: 3, scope: !480)
!1006 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1005)
!1007 = !DILocation(line: 0, scope: !616, inlinedAt: !1005)
!1008 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1005)
!1009 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1005)
!1010 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1005)
!1011 = !DILocation(line: 87, column: 3, scope: !482)
!1012 = !DILocation(line: 0, scope: !482)
!1013 = !DILocation(line: 0, scope: !602, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 87, column: 3, scope: !482)
!1015 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1014)
!1016 = !DILocation(line: 0, scope: !616, inlinedAt: !1014)
!1017 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1014)
!1018 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1014)
!1019 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1014)
!1020 = !DILocation(line: 88, column: 3, scope: !484)
!1021 = !DILocation(line: 0, scope: !484)
!1022 = !DILocation(line: 0, scope: !602, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 88, column: 3, scope: !484)
!1024 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1023)
!1025 = !DILocation(line: 0, scope: !616, inlinedAt: !1023)
!1026 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1023)
!1027 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1023)
!1028 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1023)
!1029 = !DILocation(line: 90, column: 3, scope: !487)
!1030 = !DILocation(line: 0, scope: !487)
!1031 = !DILocation(line: 0, scope: !602, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 90, column: 3, scope: !487)
!1033 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1032)
!1034 = !DILocation(line: 0, scope: !616, inlinedAt: !1032)
!1035 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1032)
!1036 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1032)
!1037 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1032)
!1038 = !DILocation(line: 91, column: 3, scope: !489)
!1039 = !DILocation(line: 0, scope: !489)
!1040 = !DILocation(line: 0, scope: !602, inlinedAt: !1041)
!1041 = distinct !DILocation(line: 91, column: 3, scope: !489)
!1042 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1041)
!1043 = !DILocation(line: 0, scope: !616, inlinedAt: !1041)
!1044 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1041)
!1045 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1041)
!1046 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1041)
!1047 = !DILocation(line: 92, column: 3, scope: !491)
!1048 = !DILocation(line: 0, scope: !491)
!1049 = !DILocation(line: 0, scope: !602, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 92, column: 3, scope: !491)
!1051 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1050)
!1052 = !DILocation(line: 0, scope: !616, inlinedAt: !1050)
!1053 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1050)
!1054 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1050)
!1055 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1050)
!1056 = !DILocation(line: 93, column: 3, scope: !493)
!1057 = !DILocation(line: 0, scope: !493)
!1058 = !DILocation(line: 0, scope: !602, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 93, column: 3, scope: !493)
!1060 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1059)
!1061 = !DILocation(line: 0, scope: !616, inlinedAt: !1059)
!1062 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1059)
!1063 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1059)
!1064 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1059)
!1065 = !DILocation(line: 94, column: 3, scope: !495)
!1066 = !DILocation(line: 0, scope: !495)
!1067 = !DILocation(line: 0, scope: !602, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 94, column: 3, scope: !495)
!1069 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1068)
!1070 = !DILocation(line: 0, scope: !616, inlinedAt: !1068)
!1071 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1068)
!1072 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1068)
!1073 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1068)
!1074 = !DILocation(line: 95, column: 3, scope: !497)
!1075 = !DILocation(line: 0, scope: !497)
!1076 = !DILocation(line: 0, scope: !602, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 95, column: 3, scope: !497)
!1078 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1077)
!1079 = !DILocation(line: 0, scope: !616, inlinedAt: !1077)
!1080 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1077)
!1081 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1077)
!1082 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1077)
!1083 = !DILocation(line: 96, column: 3, scope: !499)
!1084 = !DILocation(line: 0, scope: !499)
!1085 = !DILocation(line: 0, scope: !602, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 96, column: 3, scope: !499)
!1087 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1086)
!1088 = !DILocation(line: 0, scope: !616, inlinedAt: !1086)
!1089 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1086)
!1090 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1086)
!1091 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1086)
!1092 = !DILocation(line: 97, column: 20, scope: !502)
!1093 = !DILocation(line: 0, scope: !502)
!1094 = !DILocation(line: 97, column: 44, scope: !505)
!1095 = !DILocation(line: 0, scope: !505)
!1096 = !DILocation(line: 97, column: 72, scope: !508)
!1097 = !DILocation(line: 0, scope: !508)
!1098 = !DILocation(line: 98, column: 3, scope: !510)
!1099 = !DILocation(line: 0, scope: !510)
!1100 = !DILocation(line: 0, scope: !602, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 98, column: 3, scope: !510)
!1102 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1101)
!1103 = !DILocation(line: 0, scope: !616, inlinedAt: !1101)
!1104 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1101)
!1105 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1101)
!1106 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1101)
!1107 = !DILocation(line: 99, column: 3, scope: !512)
!1108 = !DILocation(line: 0, scope: !512)
!1109 = !DILocation(line: 0, scope: !602, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 99, column: 3, scope: !512)
!1111 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1110)
!1112 = !DILocation(line: 0, scope: !616, inlinedAt: !1110)
!1113 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1110)
!1114 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1110)
!1115 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1110)
!1116 = !DILocation(line: 100, column: 3, scope: !514)
!1117 = !DILocation(line: 0, scope: !514)
!1118 = !DILocation(line: 0, scope: !602, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 100, column: 3, scope: !514)
!1120 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1119)
!1121 = !DILocation(line: 0, scope: !616, inlinedAt: !1119)
!1122 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1119)
!1123 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1119)
!1124 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1119)
!1125 = !DILocation(line: 101, column: 3, scope: !516)
!1126 = !DILocation(line: 0, scope: !516)
!1127 = !DILocation(line: 0, scope: !602, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 101, column: 3, scope: !516)
!1129 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1128)
!1130 = !DILocation(line: 0, scope: !616, inlinedAt: !1128)
!1131 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1128)
!1132 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1128)
!1133 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1128)
!1134 = !DILocation(line: 102, column: 3, scope: !518)
!1135 = !DILocation(line: 0, scope: !518)
!1136 = !DILocation(line: 0, scope: !602, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 102, column: 3, scope: !518)
!1138 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1137)
!1139 = !DILocation(line: 0, scope: !616, inlinedAt: !1137)
!1140 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1137)
!1141 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1137)
!1142 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1137)
!1143 = !DILocation(line: 103, column: 3, scope: !520)
!1144 = !DILocation(line: 0, scope: !520)
!1145 = !DILocation(line: 0, scope: !602, inlinedAt: !1146)
!1146 = distinct !DILocation(line: 103, column: 3, scope: !520)
!1147 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1146)
!1148 = !DILocation(line: 0, scope: !616, inlinedAt: !1146)
!1149 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1146)
!1150 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1146)
!1151 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1146)
!1152 = !DILocation(line: 104, column: 3, scope: !522)
!1153 = !{!1154, !1154, i64 0}
!1154 = !{!"float", !581, i64 0}
!1155 = !DILocation(line: 0, scope: !522)
!1156 = !DILocation(line: 0, scope: !602, inlinedAt: !1157)
!1157 = distinct !DILocation(line: 104, column: 3, scope: !522)
!1158 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1157)
!1159 = !DILocation(line: 0, scope: !616, inlinedAt: !1157)
!1160 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1157)
!1161 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1157)
!1162 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1157)
!1163 = !DILocation(line: 105, column: 3, scope: !524)
!1164 = !DILocation(line: 0, scope: !524)
!1165 = !DILocation(line: 0, scope: !602, inlinedAt: !1166)
!1166 = distinct !DILocation(line: 105, column: 3, scope: !524)
!1167 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1166)
!1168 = !DILocation(line: 0, scope: !616, inlinedAt: !1166)
!1169 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1166)
!1170 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1166)
!1171 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1166)
!1172 = !DILocation(line: 106, column: 3, scope: !526)
!1173 = !DILocation(line: 0, scope: !526)
!1174 = !DILocation(line: 0, scope: !602, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 106, column: 3, scope: !526)
!1176 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1175)
!1177 = !DILocation(line: 0, scope: !616, inlinedAt: !1175)
!1178 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1175)
!1179 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1175)
!1180 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1175)
!1181 = !DILocation(line: 109, column: 29, scope: !541)
!1182 = !DILocation(line: 0, scope: !541)
!1183 = !DILocation(line: 110, column: 52, scope: !546)
!1184 = !DILocation(line: 0, scope: !546)
!1185 = !DILocation(line: 111, column: 3, scope: !548)
!1186 = !DILocation(line: 0, scope: !548)
!1187 = !DILocation(line: 0, scope: !602, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 111, column: 3, scope: !548)
!1189 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1188)
!1190 = !DILocation(line: 0, scope: !616, inlinedAt: !1188)
!1191 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1188)
!1192 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1188)
!1193 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1188)
!1194 = !DILocation(line: 112, column: 3, scope: !550)
!1195 = !DILocation(line: 0, scope: !550)
!1196 = !DILocation(line: 0, scope: !602, inlinedAt: !1197)
!1197 = distinct !DILocation(line: 112, column: 3, scope: !550)
!1198 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1197)
!1199 = !DILocation(line: 0, scope: !616, inlinedAt: !1197)
!1200 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1197)
!1201 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1197)
!1202 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1197)
!1203 = !DILocation(line: 113, column: 3, scope: !552)
!1204 = !DILocation(line: 0, scope: !552)
!1205 = !DILocation(line: 0, scope: !602, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 113, column: 3, scope: !552)
!1207 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1206)
!1208 = !DILocation(line: 0, scope: !616, inlinedAt: !1206)
!1209 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1206)
!1210 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1206)
!1211 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1206)
!1212 = !DILocation(line: 114, column: 3, scope: !554)
!1213 = !DILocation(line: 0, scope: !554)
!1214 = !DILocation(line: 0, scope: !602, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 114, column: 3, scope: !554)
!1216 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1215)
!1217 = !DILocation(line: 0, scope: !616, inlinedAt: !1215)
!1218 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1215)
!1219 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1215)
!1220 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1215)
!1221 = !DILocation(line: 115, column: 3, scope: !556)
!1222 = !DILocation(line: 0, scope: !556)
!1223 = !DILocation(line: 0, scope: !602, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 115, column: 3, scope: !556)
!1225 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1224)
!1226 = !DILocation(line: 0, scope: !616, inlinedAt: !1224)
!1227 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1224)
!1228 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1224)
!1229 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1224)
!1230 = !DILocation(line: 116, column: 3, scope: !558)
!1231 = !DILocation(line: 0, scope: !558)
!1232 = !DILocation(line: 0, scope: !602, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 116, column: 3, scope: !558)
!1234 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1233)
!1235 = !DILocation(line: 0, scope: !616, inlinedAt: !1233)
!1236 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1233)
!1237 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1233)
!1238 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1233)
!1239 = !DILocation(line: 117, column: 3, scope: !560)
!1240 = !DILocation(line: 0, scope: !560)
!1241 = !DILocation(line: 0, scope: !602, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 117, column: 3, scope: !560)
!1243 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1242)
!1244 = !DILocation(line: 0, scope: !616, inlinedAt: !1242)
!1245 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1242)
!1246 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1242)
!1247 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1242)
!1248 = !DILocation(line: 118, column: 3, scope: !562)
!1249 = !DILocation(line: 0, scope: !562)
!1250 = !DILocation(line: 0, scope: !602, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 118, column: 3, scope: !562)
!1252 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1251)
!1253 = !DILocation(line: 0, scope: !616, inlinedAt: !1251)
!1254 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1251)
!1255 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1251)
!1256 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1251)
!1257 = !DILocation(line: 119, column: 3, scope: !564)
!1258 = !DILocation(line: 0, scope: !564)
!1259 = !DILocation(line: 0, scope: !602, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 119, column: 3, scope: !564)
!1261 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1260)
!1262 = !DILocation(line: 0, scope: !616, inlinedAt: !1260)
!1263 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1260)
!1264 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1260)
!1265 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1260)
!1266 = !DILocation(line: 120, column: 3, scope: !566)
!1267 = !DILocation(line: 0, scope: !566)
!1268 = !DILocation(line: 0, scope: !602, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 120, column: 3, scope: !566)
!1270 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1269)
!1271 = !DILocation(line: 0, scope: !616, inlinedAt: !1269)
!1272 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1269)
!1273 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1269)
!1274 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1269)
!1275 = !DILocation(line: 121, column: 3, scope: !568)
!1276 = !DILocation(line: 0, scope: !568)
!1277 = !DILocation(line: 0, scope: !602, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 121, column: 3, scope: !568)
!1279 = !DILocation(line: 13, column: 3, scope: !602, inlinedAt: !1278)
!1280 = !DILocation(line: 0, scope: !616, inlinedAt: !1278)
!1281 = !DILocation(line: 14, column: 47, scope: !623, inlinedAt: !1278)
!1282 = !DILocation(line: 14, column: 31, scope: !623, inlinedAt: !1278)
!1283 = !DILocation(line: 15, column: 3, scope: !602, inlinedAt: !1278)
!1284 = !DILocation(line: 123, column: 1, scope: !266)
!1285 = !DILocation(line: 122, column: 3, scope: !266)
!1286 = !DISubprogram(name: "printf", scope: !1287, file: !1287, line: 356, type: !1288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1287 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1288 = !DISubroutineType(types: !1289)
!1289 = !{!16, !1290, null}
!1290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !605)
