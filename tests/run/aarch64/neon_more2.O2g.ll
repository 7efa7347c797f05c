; ModuleID = 'tests/run/aarch64/neon_more2.c'
source_filename = "tests/run/aarch64/neon_more2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.uint16x8x3_t = type { [3 x <8 x i16>] }

@.str = private unnamed_addr constant [10 x i8] c"vqshlq_s8\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"vqshlq_u8\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"vrshlq_s16\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [11 x i8] c"vrshlq_u16\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [12 x i8] c"vqrshlq_s32\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [12 x i8] c"vqrshlq_u32\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [11 x i8] c"vqshlq_s64\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [11 x i8] c"vrshlq_s64\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [13 x i8] c"vqshlq_n_s16\00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [13 x i8] c"vqshluq_n_s8\00", align 1, !dbg !32
@.str.10 = private unnamed_addr constant [13 x i8] c"vqshlu_n_s32\00", align 1, !dbg !34
@.str.11 = private unnamed_addr constant [9 x i8] c"vclsq_s8\00", align 1, !dbg !36
@.str.12 = private unnamed_addr constant [10 x i8] c"vclsq_s32\00", align 1, !dbg !41
@.str.13 = private unnamed_addr constant [9 x i8] c"vcls_s16\00", align 1, !dbg !43
@.str.14 = private unnamed_addr constant [9 x i8] c"vmulq_p8\00", align 1, !dbg !45
@.str.15 = private unnamed_addr constant [9 x i8] c"vmull_p8\00", align 1, !dbg !47
@.str.16 = private unnamed_addr constant [12 x i8] c"vraddhn_s16\00", align 1, !dbg !49
@.str.17 = private unnamed_addr constant [12 x i8] c"vrsubhn_s32\00", align 1, !dbg !51
@.str.18 = private unnamed_addr constant [11 x i8] c"vsqaddq_u8\00", align 1, !dbg !53
@.str.19 = private unnamed_addr constant [12 x i8] c"vuqaddq_s16\00", align 1, !dbg !55
@.str.20 = private unnamed_addr constant [11 x i8] c"vmulxq_f32\00", align 1, !dbg !57
@.str.21 = private unnamed_addr constant [11 x i8] c"vmulxq_f64\00", align 1, !dbg !59
@.str.22 = private unnamed_addr constant [12 x i8] c"vrecpsq_f32\00", align 1, !dbg !61
@.str.23 = private unnamed_addr constant [13 x i8] c"vrsqrtsq_f32\00", align 1, !dbg !63
@.str.24 = private unnamed_addr constant [11 x i8] c"vrecps_f64\00", align 1, !dbg !65
@.str.25 = private unnamed_addr constant [16 x i8] c"vcvtq_n_s32_f32\00", align 1, !dbg !67
@.str.26 = private unnamed_addr constant [16 x i8] c"vcvtq_n_u32_f32\00", align 1, !dbg !72
@.str.27 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f32_s32\00", align 1, !dbg !74
@.str.28 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f32_u32\00", align 1, !dbg !76
@.str.29 = private unnamed_addr constant [16 x i8] c"vcvtq_n_f64_s64\00", align 1, !dbg !78
@.str.30 = private unnamed_addr constant [19 x i8] c"vqdmulhq_laneq_s16\00", align 1, !dbg !80
@.str.31 = private unnamed_addr constant [19 x i8] c"vqrdmulhq_lane_s32\00", align 1, !dbg !85
@.str.32 = private unnamed_addr constant [17 x i8] c"vqdmulh_lane_s16\00", align 1, !dbg !87
@__const.main.fl = private unnamed_addr constant [8 x float] [float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 0.000000e+00, float 7.000000e+00, float -8.500000e+00, float 9.000000e+00, float 1.000000e+01], align 4
@.str.33 = private unnamed_addr constant [13 x i8] c"vld2_lane_u8\00", align 1, !dbg !92
@.str.34 = private unnamed_addr constant [15 x i8] c"vld3q_lane_u16\00", align 1, !dbg !94
@.str.35 = private unnamed_addr constant [14 x i8] c"vld4_lane_f32\00", align 1, !dbg !99
@.str.36 = private unnamed_addr constant [12 x i8] c"lane stores\00", align 1, !dbg !104
@.str.37 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !106
@.str.38 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !111

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !203 {
  %3 = alloca [64 x i8], align 16, !DIAssignID !418
    #dbg_assign(i1 undef, !353, !DIExpression(), !418, ptr %3, !DIExpression(), !419)
  %4 = alloca [32 x i16], align 4, !DIAssignID !420
    #dbg_assign(i1 undef, !359, !DIExpression(), !420, ptr %4, !DIExpression(), !419)
  %5 = alloca [8 x float], align 4, !DIAssignID !421
    #dbg_assign(i1 undef, !365, !DIExpression(), !421, ptr %5, !DIExpression(), !419)
  %6 = alloca %struct.uint16x8x3_t, align 16, !DIAssignID !422
    #dbg_assign(i1 undef, !390, !DIExpression(), !422, ptr %6, !DIExpression(), !423)
  %7 = alloca [32 x i8], align 4, !DIAssignID !424
    #dbg_assign(i1 undef, !410, !DIExpression(), !424, ptr %7, !DIExpression(), !419)
    #dbg_value(i32 %0, !209, !DIExpression(), !419)
    #dbg_value(ptr %1, !210, !DIExpression(), !419)
  %8 = sext i32 %0 to i64, !dbg !425
  %9 = or i64 %8, -9223372036854775808, !dbg !426
    #dbg_value(i64 %9, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !419)
    #dbg_value(i64 81985529216486895, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !419)
    #dbg_value(i64 0, !219, !DIExpression(), !427)
  %10 = trunc i32 %0 to i8, !dbg !428
  %11 = insertelement <2 x i8> poison, i8 %10, i64 0, !dbg !428
  %12 = shufflevector <2 x i8> %11, <2 x i8> poison, <2 x i32> zeroinitializer, !dbg !428
    #dbg_value(<16 x i8> poison, !211, !DIExpression(), !419)
    #dbg_value(i64 1, !219, !DIExpression(), !427)
  %13 = add <2 x i8> %12, <i8 -100, i8 -71>, !dbg !428
    #dbg_value(i64 2, !219, !DIExpression(), !427)
  %14 = trunc i32 %0 to i8, !dbg !428
  %15 = add i8 %14, -42, !dbg !428
    #dbg_value(i64 4, !219, !DIExpression(), !427)
  %16 = trunc i32 %0 to i8, !dbg !428
  %17 = insertelement <4 x i8> poison, i8 %16, i64 0, !dbg !428
  %18 = shufflevector <4 x i8> %17, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !428
    #dbg_value(i64 5, !219, !DIExpression(), !427)
    #dbg_value(i64 6, !219, !DIExpression(), !427)
    #dbg_value(i64 7, !219, !DIExpression(), !427)
  %19 = add <4 x i8> %18, <i8 16, i8 45, i8 74, i8 103>, !dbg !428
    #dbg_value(i64 8, !219, !DIExpression(), !427)
  %20 = trunc i32 %0 to i8, !dbg !428
  %21 = insertelement <8 x i8> poison, i8 %20, i64 0, !dbg !428
  %22 = shufflevector <8 x i8> %21, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !428
    #dbg_value(i64 9, !219, !DIExpression(), !427)
    #dbg_value(i64 10, !219, !DIExpression(), !427)
    #dbg_value(i64 11, !219, !DIExpression(), !427)
    #dbg_value(i64 12, !219, !DIExpression(), !427)
    #dbg_value(i64 13, !219, !DIExpression(), !427)
    #dbg_value(i64 14, !219, !DIExpression(), !427)
    #dbg_value(i64 15, !219, !DIExpression(), !427)
  %23 = add <8 x i8> %22, <i8 -124, i8 -95, i8 -66, i8 -37, i8 -8, i8 21, i8 50, i8 79>, !dbg !428
    #dbg_value(i64 16, !219, !DIExpression(), !427)
    #dbg_value(i64 0, !221, !DIExpression(), !430)
  %24 = trunc i32 %0 to i16, !dbg !431
  %25 = insertelement <2 x i16> poison, i16 %24, i64 0, !dbg !431
  %26 = shufflevector <2 x i16> %25, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !431
    #dbg_value(<8 x i16> poison, !213, !DIExpression(), !419)
    #dbg_value(i64 1, !221, !DIExpression(), !430)
  %27 = add <2 x i16> %26, <i16 -30000, i16 -20999>, !dbg !431
    #dbg_value(i64 3, !221, !DIExpression(), !430)
  %28 = trunc i32 %0 to i16, !dbg !431
  %29 = add i16 %28, -2997, !dbg !431
    #dbg_value(i64 4, !221, !DIExpression(), !430)
  %30 = trunc i32 %0 to i16, !dbg !431
  %31 = insertelement <4 x i16> poison, i16 %30, i64 0, !dbg !431
  %32 = shufflevector <4 x i16> %31, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !431
    #dbg_value(i64 5, !221, !DIExpression(), !430)
    #dbg_value(i64 6, !221, !DIExpression(), !430)
    #dbg_value(i64 7, !221, !DIExpression(), !430)
  %33 = add <4 x i16> %32, <i16 6004, i16 15005, i16 24006, i16 -32529>, !dbg !431
    #dbg_value(i64 8, !221, !DIExpression(), !430)
  %34 = mul i32 %0, 7
    #dbg_value(<4 x i32> poison, !215, !DIExpression(), !419)
    #dbg_value(i64 2, !223, !DIExpression(), !433)
    #dbg_value(i64 3, !223, !DIExpression(), !433)
  %35 = insertelement <2 x i32> poison, i32 %34, i64 0, !dbg !434
  %36 = shufflevector <2 x i32> %35, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !434
  %37 = add <2 x i32> %36, <i32 -1294967296, i32 205032704>, !dbg !434
    #dbg_value(i64 4, !223, !DIExpression(), !433)
  %38 = shufflevector <2 x i8> %13, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !436
  %39 = shufflevector <16 x i8> %38, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 -128, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, <16 x i32> <i32 0, i32 1, i32 poison, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !436
  %40 = insertelement <16 x i8> %39, i8 %15, i64 2, !dbg !436
  %41 = shufflevector <4 x i8> %19, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !436
  %42 = shufflevector <16 x i8> %40, <16 x i8> %41, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !436
  %43 = shufflevector <8 x i8> %23, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !436
  %44 = shufflevector <16 x i8> %42, <16 x i8> %43, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !436
    #dbg_value(i8 -128, !211, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !419)
  %45 = shufflevector <2 x i16> %27, <2 x i16> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !437
  %46 = insertelement <8 x i16> %45, i16 -32768, i64 2, !dbg !437
  %47 = insertelement <8 x i16> %46, i16 %29, i64 3, !dbg !437
  %48 = shufflevector <4 x i16> %33, <4 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !437
  %49 = shufflevector <8 x i16> %47, <8 x i16> %48, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !437
    #dbg_value(i16 -32768, !213, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !419)
  %50 = insertelement <4 x i32> <i32 poison, i32 2147483647, i32 poison, i32 poison>, i32 %34, i64 0, !dbg !438
  %51 = shufflevector <2 x i32> %37, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !438
  %52 = shufflevector <4 x i32> %50, <4 x i32> %51, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !438
    #dbg_value(i32 2147483647, !215, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !419)
    #dbg_value(<16 x i8> poison, !225, !DIExpression(), !419)
    #dbg_value(<8 x i16> poison, !228, !DIExpression(), !419)
    #dbg_value(<4 x i32> poison, !231, !DIExpression(), !419)
    #dbg_value(<2 x i64> %362, !234, !DIExpression(), !419)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, !237, !DIExpression(), !419)
    #dbg_value(<8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>, !238, !DIExpression(), !419)
    #dbg_value(<8 x i16> <i16 -7, i16 -8, i16 -9, i16 100, i16 -100, i16 3, i16 -3, i16 5>, !239, !DIExpression(), !419)
    #dbg_value(<4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>, !240, !DIExpression(), !419)
    #dbg_value(<2 x i64> <i64 -63, i64 40>, !241, !DIExpression(), !419)
  %53 = tail call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %44, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !439
    #dbg_value(<16 x i8> %53, !242, !DIExpression(), !440)
    #dbg_value(ptr @.str, !441, !DIExpression(), !457)
    #dbg_value(ptr undef, !450, !DIExpression(), !457)
    #dbg_value(i32 16, !451, !DIExpression(), !457)
    #dbg_value(ptr undef, !452, !DIExpression(), !457)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str), !dbg !459
    #dbg_value(i64 0, !455, !DIExpression(), !460)
  %55 = extractelement <16 x i8> %53, i64 0, !dbg !461
  %56 = zext i8 %55 to i32, !dbg !461
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %56), !dbg !463
    #dbg_value(i64 1, !455, !DIExpression(), !460)
  %58 = extractelement <16 x i8> %53, i64 1, !dbg !461
  %59 = zext i8 %58 to i32, !dbg !461
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %59), !dbg !463
    #dbg_value(i64 2, !455, !DIExpression(), !460)
  %61 = extractelement <16 x i8> %53, i64 2, !dbg !461
  %62 = zext i8 %61 to i32, !dbg !461
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %62), !dbg !463
    #dbg_value(i64 3, !455, !DIExpression(), !460)
  %64 = extractelement <16 x i8> %53, i64 3, !dbg !461
  %65 = zext i8 %64 to i32, !dbg !461
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %65), !dbg !463
    #dbg_value(i64 4, !455, !DIExpression(), !460)
  %67 = extractelement <16 x i8> %53, i64 4, !dbg !461
  %68 = zext i8 %67 to i32, !dbg !461
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %68), !dbg !463
    #dbg_value(i64 5, !455, !DIExpression(), !460)
  %70 = extractelement <16 x i8> %53, i64 5, !dbg !461
  %71 = zext i8 %70 to i32, !dbg !461
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %71), !dbg !463
    #dbg_value(i64 6, !455, !DIExpression(), !460)
  %73 = extractelement <16 x i8> %53, i64 6, !dbg !461
  %74 = zext i8 %73 to i32, !dbg !461
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %74), !dbg !463
    #dbg_value(i64 7, !455, !DIExpression(), !460)
  %76 = extractelement <16 x i8> %53, i64 7, !dbg !461
  %77 = zext i8 %76 to i32, !dbg !461
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %77), !dbg !463
    #dbg_value(i64 8, !455, !DIExpression(), !460)
  %79 = extractelement <16 x i8> %53, i64 8, !dbg !461
  %80 = zext i8 %79 to i32, !dbg !461
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %80), !dbg !463
    #dbg_value(i64 9, !455, !DIExpression(), !460)
  %82 = extractelement <16 x i8> %53, i64 9, !dbg !461
  %83 = zext i8 %82 to i32, !dbg !461
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %83), !dbg !463
    #dbg_value(i64 10, !455, !DIExpression(), !460)
  %85 = extractelement <16 x i8> %53, i64 10, !dbg !461
  %86 = zext i8 %85 to i32, !dbg !461
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %86), !dbg !463
    #dbg_value(i64 11, !455, !DIExpression(), !460)
  %88 = extractelement <16 x i8> %53, i64 11, !dbg !461
  %89 = zext i8 %88 to i32, !dbg !461
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %89), !dbg !463
    #dbg_value(i64 12, !455, !DIExpression(), !460)
  %91 = extractelement <16 x i8> %53, i64 12, !dbg !461
  %92 = zext i8 %91 to i32, !dbg !461
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %92), !dbg !463
    #dbg_value(i64 13, !455, !DIExpression(), !460)
  %94 = extractelement <16 x i8> %53, i64 13, !dbg !461
  %95 = zext i8 %94 to i32, !dbg !461
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %95), !dbg !463
    #dbg_value(i64 14, !455, !DIExpression(), !460)
  %97 = extractelement <16 x i8> %53, i64 14, !dbg !461
  %98 = zext i8 %97 to i32, !dbg !461
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %98), !dbg !463
    #dbg_value(i64 15, !455, !DIExpression(), !460)
  %100 = extractelement <16 x i8> %53, i64 15, !dbg !461
  %101 = zext i8 %100 to i32, !dbg !461
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %101), !dbg !463
    #dbg_value(i64 16, !455, !DIExpression(), !460)
  %103 = tail call i32 @putchar(i32 10), !dbg !464
  %104 = tail call <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8> %44, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !465
    #dbg_value(<16 x i8> %104, !244, !DIExpression(), !466)
    #dbg_value(ptr @.str.1, !441, !DIExpression(), !467)
    #dbg_value(ptr undef, !450, !DIExpression(), !467)
    #dbg_value(i32 16, !451, !DIExpression(), !467)
    #dbg_value(ptr undef, !452, !DIExpression(), !467)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.1), !dbg !469
    #dbg_value(i64 0, !455, !DIExpression(), !470)
  %106 = extractelement <16 x i8> %104, i64 0, !dbg !471
  %107 = zext i8 %106 to i32, !dbg !471
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %107), !dbg !472
    #dbg_value(i64 1, !455, !DIExpression(), !470)
  %109 = extractelement <16 x i8> %104, i64 1, !dbg !471
  %110 = zext i8 %109 to i32, !dbg !471
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %110), !dbg !472
    #dbg_value(i64 2, !455, !DIExpression(), !470)
  %112 = extractelement <16 x i8> %104, i64 2, !dbg !471
  %113 = zext i8 %112 to i32, !dbg !471
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %113), !dbg !472
    #dbg_value(i64 3, !455, !DIExpression(), !470)
  %115 = extractelement <16 x i8> %104, i64 3, !dbg !471
  %116 = zext i8 %115 to i32, !dbg !471
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %116), !dbg !472
    #dbg_value(i64 4, !455, !DIExpression(), !470)
  %118 = extractelement <16 x i8> %104, i64 4, !dbg !471
  %119 = zext i8 %118 to i32, !dbg !471
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %119), !dbg !472
    #dbg_value(i64 5, !455, !DIExpression(), !470)
  %121 = extractelement <16 x i8> %104, i64 5, !dbg !471
  %122 = zext i8 %121 to i32, !dbg !471
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %122), !dbg !472
    #dbg_value(i64 6, !455, !DIExpression(), !470)
  %124 = extractelement <16 x i8> %104, i64 6, !dbg !471
  %125 = zext i8 %124 to i32, !dbg !471
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %125), !dbg !472
    #dbg_value(i64 7, !455, !DIExpression(), !470)
  %127 = extractelement <16 x i8> %104, i64 7, !dbg !471
  %128 = zext i8 %127 to i32, !dbg !471
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %128), !dbg !472
    #dbg_value(i64 8, !455, !DIExpression(), !470)
  %130 = extractelement <16 x i8> %104, i64 8, !dbg !471
  %131 = zext i8 %130 to i32, !dbg !471
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %131), !dbg !472
    #dbg_value(i64 9, !455, !DIExpression(), !470)
  %133 = extractelement <16 x i8> %104, i64 9, !dbg !471
  %134 = zext i8 %133 to i32, !dbg !471
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %134), !dbg !472
    #dbg_value(i64 10, !455, !DIExpression(), !470)
  %136 = extractelement <16 x i8> %104, i64 10, !dbg !471
  %137 = zext i8 %136 to i32, !dbg !471
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %137), !dbg !472
    #dbg_value(i64 11, !455, !DIExpression(), !470)
  %139 = extractelement <16 x i8> %104, i64 11, !dbg !471
  %140 = zext i8 %139 to i32, !dbg !471
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %140), !dbg !472
    #dbg_value(i64 12, !455, !DIExpression(), !470)
  %142 = extractelement <16 x i8> %104, i64 12, !dbg !471
  %143 = zext i8 %142 to i32, !dbg !471
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %143), !dbg !472
    #dbg_value(i64 13, !455, !DIExpression(), !470)
  %145 = extractelement <16 x i8> %104, i64 13, !dbg !471
  %146 = zext i8 %145 to i32, !dbg !471
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %146), !dbg !472
    #dbg_value(i64 14, !455, !DIExpression(), !470)
  %148 = extractelement <16 x i8> %104, i64 14, !dbg !471
  %149 = zext i8 %148 to i32, !dbg !471
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %149), !dbg !472
    #dbg_value(i64 15, !455, !DIExpression(), !470)
  %151 = extractelement <16 x i8> %104, i64 15, !dbg !471
  %152 = zext i8 %151 to i32, !dbg !471
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %152), !dbg !472
    #dbg_value(i64 16, !455, !DIExpression(), !470)
  %154 = tail call i32 @putchar(i32 10), !dbg !473
  %155 = tail call <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16> %49, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !474
  %156 = bitcast <8 x i16> %155 to <16 x i8>, !dbg !474
    #dbg_value(<8 x i16> %155, !246, !DIExpression(), !475)
    #dbg_value(ptr @.str.2, !441, !DIExpression(), !476)
    #dbg_value(ptr undef, !450, !DIExpression(), !476)
    #dbg_value(i32 16, !451, !DIExpression(), !476)
    #dbg_value(ptr undef, !452, !DIExpression(), !476)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.2), !dbg !478
    #dbg_value(i64 0, !455, !DIExpression(), !479)
  %158 = extractelement <16 x i8> %156, i64 0, !dbg !480
  %159 = zext i8 %158 to i32, !dbg !480
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %159), !dbg !481
    #dbg_value(i64 1, !455, !DIExpression(), !479)
  %161 = extractelement <16 x i8> %156, i64 1, !dbg !480
  %162 = zext i8 %161 to i32, !dbg !480
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %162), !dbg !481
    #dbg_value(i64 2, !455, !DIExpression(), !479)
  %164 = extractelement <16 x i8> %156, i64 2, !dbg !480
  %165 = zext i8 %164 to i32, !dbg !480
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %165), !dbg !481
    #dbg_value(i64 3, !455, !DIExpression(), !479)
  %167 = extractelement <16 x i8> %156, i64 3, !dbg !480
  %168 = zext i8 %167 to i32, !dbg !480
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %168), !dbg !481
    #dbg_value(i64 4, !455, !DIExpression(), !479)
  %170 = extractelement <16 x i8> %156, i64 4, !dbg !480
  %171 = zext i8 %170 to i32, !dbg !480
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %171), !dbg !481
    #dbg_value(i64 5, !455, !DIExpression(), !479)
  %173 = extractelement <16 x i8> %156, i64 5, !dbg !480
  %174 = zext i8 %173 to i32, !dbg !480
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %174), !dbg !481
    #dbg_value(i64 6, !455, !DIExpression(), !479)
  %176 = extractelement <16 x i8> %156, i64 6, !dbg !480
  %177 = zext i8 %176 to i32, !dbg !480
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %177), !dbg !481
    #dbg_value(i64 7, !455, !DIExpression(), !479)
  %179 = extractelement <16 x i8> %156, i64 7, !dbg !480
  %180 = zext i8 %179 to i32, !dbg !480
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %180), !dbg !481
    #dbg_value(i64 8, !455, !DIExpression(), !479)
  %182 = extractelement <16 x i8> %156, i64 8, !dbg !480
  %183 = zext i8 %182 to i32, !dbg !480
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %183), !dbg !481
    #dbg_value(i64 9, !455, !DIExpression(), !479)
  %185 = extractelement <16 x i8> %156, i64 9, !dbg !480
  %186 = zext i8 %185 to i32, !dbg !480
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %186), !dbg !481
    #dbg_value(i64 10, !455, !DIExpression(), !479)
  %188 = extractelement <16 x i8> %156, i64 10, !dbg !480
  %189 = zext i8 %188 to i32, !dbg !480
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %189), !dbg !481
    #dbg_value(i64 11, !455, !DIExpression(), !479)
  %191 = extractelement <16 x i8> %156, i64 11, !dbg !480
  %192 = zext i8 %191 to i32, !dbg !480
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %192), !dbg !481
    #dbg_value(i64 12, !455, !DIExpression(), !479)
  %194 = extractelement <16 x i8> %156, i64 12, !dbg !480
  %195 = zext i8 %194 to i32, !dbg !480
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %195), !dbg !481
    #dbg_value(i64 13, !455, !DIExpression(), !479)
  %197 = extractelement <16 x i8> %156, i64 13, !dbg !480
  %198 = zext i8 %197 to i32, !dbg !480
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %198), !dbg !481
    #dbg_value(i64 14, !455, !DIExpression(), !479)
  %200 = extractelement <16 x i8> %156, i64 14, !dbg !480
  %201 = zext i8 %200 to i32, !dbg !480
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %201), !dbg !481
    #dbg_value(i64 15, !455, !DIExpression(), !479)
  %203 = extractelement <16 x i8> %156, i64 15, !dbg !480
  %204 = zext i8 %203 to i32, !dbg !480
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %204), !dbg !481
    #dbg_value(i64 16, !455, !DIExpression(), !479)
  %206 = tail call i32 @putchar(i32 10), !dbg !482
  %207 = tail call <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16> %49, <8 x i16> <i16 -7, i16 -8, i16 -9, i16 100, i16 -100, i16 3, i16 -3, i16 5>), !dbg !483
  %208 = bitcast <8 x i16> %207 to <16 x i8>, !dbg !483
    #dbg_value(<8 x i16> %207, !248, !DIExpression(), !484)
    #dbg_value(ptr @.str.3, !441, !DIExpression(), !485)
    #dbg_value(ptr undef, !450, !DIExpression(), !485)
    #dbg_value(i32 16, !451, !DIExpression(), !485)
    #dbg_value(ptr undef, !452, !DIExpression(), !485)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.3), !dbg !487
    #dbg_value(i64 0, !455, !DIExpression(), !488)
  %210 = extractelement <16 x i8> %208, i64 0, !dbg !489
  %211 = zext i8 %210 to i32, !dbg !489
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %211), !dbg !490
    #dbg_value(i64 1, !455, !DIExpression(), !488)
  %213 = extractelement <16 x i8> %208, i64 1, !dbg !489
  %214 = zext i8 %213 to i32, !dbg !489
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %214), !dbg !490
    #dbg_value(i64 2, !455, !DIExpression(), !488)
  %216 = extractelement <16 x i8> %208, i64 2, !dbg !489
  %217 = zext i8 %216 to i32, !dbg !489
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %217), !dbg !490
    #dbg_value(i64 3, !455, !DIExpression(), !488)
  %219 = extractelement <16 x i8> %208, i64 3, !dbg !489
  %220 = zext i8 %219 to i32, !dbg !489
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %220), !dbg !490
    #dbg_value(i64 4, !455, !DIExpression(), !488)
  %222 = extractelement <16 x i8> %208, i64 4, !dbg !489
  %223 = zext i8 %222 to i32, !dbg !489
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %223), !dbg !490
    #dbg_value(i64 5, !455, !DIExpression(), !488)
  %225 = extractelement <16 x i8> %208, i64 5, !dbg !489
  %226 = zext i8 %225 to i32, !dbg !489
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %226), !dbg !490
    #dbg_value(i64 6, !455, !DIExpression(), !488)
  %228 = extractelement <16 x i8> %208, i64 6, !dbg !489
  %229 = zext i8 %228 to i32, !dbg !489
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %229), !dbg !490
    #dbg_value(i64 7, !455, !DIExpression(), !488)
  %231 = extractelement <16 x i8> %208, i64 7, !dbg !489
  %232 = zext i8 %231 to i32, !dbg !489
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %232), !dbg !490
    #dbg_value(i64 8, !455, !DIExpression(), !488)
  %234 = extractelement <16 x i8> %208, i64 8, !dbg !489
  %235 = zext i8 %234 to i32, !dbg !489
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %235), !dbg !490
    #dbg_value(i64 9, !455, !DIExpression(), !488)
  %237 = extractelement <16 x i8> %208, i64 9, !dbg !489
  %238 = zext i8 %237 to i32, !dbg !489
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %238), !dbg !490
    #dbg_value(i64 10, !455, !DIExpression(), !488)
  %240 = extractelement <16 x i8> %208, i64 10, !dbg !489
  %241 = zext i8 %240 to i32, !dbg !489
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %241), !dbg !490
    #dbg_value(i64 11, !455, !DIExpression(), !488)
  %243 = extractelement <16 x i8> %208, i64 11, !dbg !489
  %244 = zext i8 %243 to i32, !dbg !489
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %244), !dbg !490
    #dbg_value(i64 12, !455, !DIExpression(), !488)
  %246 = extractelement <16 x i8> %208, i64 12, !dbg !489
  %247 = zext i8 %246 to i32, !dbg !489
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %247), !dbg !490
    #dbg_value(i64 13, !455, !DIExpression(), !488)
  %249 = extractelement <16 x i8> %208, i64 13, !dbg !489
  %250 = zext i8 %249 to i32, !dbg !489
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %250), !dbg !490
    #dbg_value(i64 14, !455, !DIExpression(), !488)
  %252 = extractelement <16 x i8> %208, i64 14, !dbg !489
  %253 = zext i8 %252 to i32, !dbg !489
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %253), !dbg !490
    #dbg_value(i64 15, !455, !DIExpression(), !488)
  %255 = extractelement <16 x i8> %208, i64 15, !dbg !489
  %256 = zext i8 %255 to i32, !dbg !489
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %256), !dbg !490
    #dbg_value(i64 16, !455, !DIExpression(), !488)
  %258 = tail call i32 @putchar(i32 10), !dbg !491
  %259 = tail call <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32> %52, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !492
  %260 = bitcast <4 x i32> %259 to <16 x i8>, !dbg !492
    #dbg_value(<4 x i32> %259, !250, !DIExpression(), !493)
    #dbg_value(ptr @.str.4, !441, !DIExpression(), !494)
    #dbg_value(ptr undef, !450, !DIExpression(), !494)
    #dbg_value(i32 16, !451, !DIExpression(), !494)
    #dbg_value(ptr undef, !452, !DIExpression(), !494)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.4), !dbg !496
    #dbg_value(i64 0, !455, !DIExpression(), !497)
  %262 = extractelement <16 x i8> %260, i64 0, !dbg !498
  %263 = zext i8 %262 to i32, !dbg !498
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %263), !dbg !499
    #dbg_value(i64 1, !455, !DIExpression(), !497)
  %265 = extractelement <16 x i8> %260, i64 1, !dbg !498
  %266 = zext i8 %265 to i32, !dbg !498
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %266), !dbg !499
    #dbg_value(i64 2, !455, !DIExpression(), !497)
  %268 = extractelement <16 x i8> %260, i64 2, !dbg !498
  %269 = zext i8 %268 to i32, !dbg !498
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %269), !dbg !499
    #dbg_value(i64 3, !455, !DIExpression(), !497)
  %271 = extractelement <16 x i8> %260, i64 3, !dbg !498
  %272 = zext i8 %271 to i32, !dbg !498
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %272), !dbg !499
    #dbg_value(i64 4, !455, !DIExpression(), !497)
  %274 = extractelement <16 x i8> %260, i64 4, !dbg !498
  %275 = zext i8 %274 to i32, !dbg !498
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %275), !dbg !499
    #dbg_value(i64 5, !455, !DIExpression(), !497)
  %277 = extractelement <16 x i8> %260, i64 5, !dbg !498
  %278 = zext i8 %277 to i32, !dbg !498
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %278), !dbg !499
    #dbg_value(i64 6, !455, !DIExpression(), !497)
  %280 = extractelement <16 x i8> %260, i64 6, !dbg !498
  %281 = zext i8 %280 to i32, !dbg !498
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %281), !dbg !499
    #dbg_value(i64 7, !455, !DIExpression(), !497)
  %283 = extractelement <16 x i8> %260, i64 7, !dbg !498
  %284 = zext i8 %283 to i32, !dbg !498
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %284), !dbg !499
    #dbg_value(i64 8, !455, !DIExpression(), !497)
  %286 = extractelement <16 x i8> %260, i64 8, !dbg !498
  %287 = zext i8 %286 to i32, !dbg !498
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %287), !dbg !499
    #dbg_value(i64 9, !455, !DIExpression(), !497)
  %289 = extractelement <16 x i8> %260, i64 9, !dbg !498
  %290 = zext i8 %289 to i32, !dbg !498
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %290), !dbg !499
    #dbg_value(i64 10, !455, !DIExpression(), !497)
  %292 = extractelement <16 x i8> %260, i64 10, !dbg !498
  %293 = zext i8 %292 to i32, !dbg !498
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %293), !dbg !499
    #dbg_value(i64 11, !455, !DIExpression(), !497)
  %295 = extractelement <16 x i8> %260, i64 11, !dbg !498
  %296 = zext i8 %295 to i32, !dbg !498
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %296), !dbg !499
    #dbg_value(i64 12, !455, !DIExpression(), !497)
  %298 = extractelement <16 x i8> %260, i64 12, !dbg !498
  %299 = zext i8 %298 to i32, !dbg !498
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %299), !dbg !499
    #dbg_value(i64 13, !455, !DIExpression(), !497)
  %301 = extractelement <16 x i8> %260, i64 13, !dbg !498
  %302 = zext i8 %301 to i32, !dbg !498
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %302), !dbg !499
    #dbg_value(i64 14, !455, !DIExpression(), !497)
  %304 = extractelement <16 x i8> %260, i64 14, !dbg !498
  %305 = zext i8 %304 to i32, !dbg !498
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %305), !dbg !499
    #dbg_value(i64 15, !455, !DIExpression(), !497)
  %307 = extractelement <16 x i8> %260, i64 15, !dbg !498
  %308 = zext i8 %307 to i32, !dbg !498
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %308), !dbg !499
    #dbg_value(i64 16, !455, !DIExpression(), !497)
  %310 = tail call i32 @putchar(i32 10), !dbg !500
  %311 = tail call <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32> %52, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !501
  %312 = bitcast <4 x i32> %311 to <16 x i8>, !dbg !501
    #dbg_value(<4 x i32> %311, !252, !DIExpression(), !502)
    #dbg_value(ptr @.str.5, !441, !DIExpression(), !503)
    #dbg_value(ptr undef, !450, !DIExpression(), !503)
    #dbg_value(i32 16, !451, !DIExpression(), !503)
    #dbg_value(ptr undef, !452, !DIExpression(), !503)
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.5), !dbg !505
    #dbg_value(i64 0, !455, !DIExpression(), !506)
  %314 = extractelement <16 x i8> %312, i64 0, !dbg !507
  %315 = zext i8 %314 to i32, !dbg !507
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %315), !dbg !508
    #dbg_value(i64 1, !455, !DIExpression(), !506)
  %317 = extractelement <16 x i8> %312, i64 1, !dbg !507
  %318 = zext i8 %317 to i32, !dbg !507
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %318), !dbg !508
    #dbg_value(i64 2, !455, !DIExpression(), !506)
  %320 = extractelement <16 x i8> %312, i64 2, !dbg !507
  %321 = zext i8 %320 to i32, !dbg !507
  %322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %321), !dbg !508
    #dbg_value(i64 3, !455, !DIExpression(), !506)
  %323 = extractelement <16 x i8> %312, i64 3, !dbg !507
  %324 = zext i8 %323 to i32, !dbg !507
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %324), !dbg !508
    #dbg_value(i64 4, !455, !DIExpression(), !506)
  %326 = extractelement <16 x i8> %312, i64 4, !dbg !507
  %327 = zext i8 %326 to i32, !dbg !507
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %327), !dbg !508
    #dbg_value(i64 5, !455, !DIExpression(), !506)
  %329 = extractelement <16 x i8> %312, i64 5, !dbg !507
  %330 = zext i8 %329 to i32, !dbg !507
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %330), !dbg !508
    #dbg_value(i64 6, !455, !DIExpression(), !506)
  %332 = extractelement <16 x i8> %312, i64 6, !dbg !507
  %333 = zext i8 %332 to i32, !dbg !507
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %333), !dbg !508
    #dbg_value(i64 7, !455, !DIExpression(), !506)
  %335 = extractelement <16 x i8> %312, i64 7, !dbg !507
  %336 = zext i8 %335 to i32, !dbg !507
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %336), !dbg !508
    #dbg_value(i64 8, !455, !DIExpression(), !506)
  %338 = extractelement <16 x i8> %312, i64 8, !dbg !507
  %339 = zext i8 %338 to i32, !dbg !507
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %339), !dbg !508
    #dbg_value(i64 9, !455, !DIExpression(), !506)
  %341 = extractelement <16 x i8> %312, i64 9, !dbg !507
  %342 = zext i8 %341 to i32, !dbg !507
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %342), !dbg !508
    #dbg_value(i64 10, !455, !DIExpression(), !506)
  %344 = extractelement <16 x i8> %312, i64 10, !dbg !507
  %345 = zext i8 %344 to i32, !dbg !507
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %345), !dbg !508
    #dbg_value(i64 11, !455, !DIExpression(), !506)
  %347 = extractelement <16 x i8> %312, i64 11, !dbg !507
  %348 = zext i8 %347 to i32, !dbg !507
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %348), !dbg !508
    #dbg_value(i64 12, !455, !DIExpression(), !506)
  %350 = extractelement <16 x i8> %312, i64 12, !dbg !507
  %351 = zext i8 %350 to i32, !dbg !507
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %351), !dbg !508
    #dbg_value(i64 13, !455, !DIExpression(), !506)
  %353 = extractelement <16 x i8> %312, i64 13, !dbg !507
  %354 = zext i8 %353 to i32, !dbg !507
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %354), !dbg !508
    #dbg_value(i64 14, !455, !DIExpression(), !506)
  %356 = extractelement <16 x i8> %312, i64 14, !dbg !507
  %357 = zext i8 %356 to i32, !dbg !507
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %357), !dbg !508
    #dbg_value(i64 15, !455, !DIExpression(), !506)
  %359 = extractelement <16 x i8> %312, i64 15, !dbg !507
  %360 = zext i8 %359 to i32, !dbg !507
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %360), !dbg !508
    #dbg_value(i64 16, !455, !DIExpression(), !506)
  %362 = insertelement <2 x i64> <i64 poison, i64 81985529216486895>, i64 %9, i64 0, !dbg !509
  %363 = tail call i32 @putchar(i32 10), !dbg !510
  %364 = tail call <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64> %362, <2 x i64> <i64 -63, i64 40>), !dbg !511
  %365 = bitcast <2 x i64> %364 to <16 x i8>, !dbg !511
    #dbg_value(<2 x i64> %364, !254, !DIExpression(), !512)
    #dbg_value(ptr @.str.6, !441, !DIExpression(), !513)
    #dbg_value(ptr undef, !450, !DIExpression(), !513)
    #dbg_value(i32 16, !451, !DIExpression(), !513)
    #dbg_value(ptr undef, !452, !DIExpression(), !513)
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.6), !dbg !515
    #dbg_value(i64 0, !455, !DIExpression(), !516)
  %367 = extractelement <16 x i8> %365, i64 0, !dbg !517
  %368 = zext i8 %367 to i32, !dbg !517
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %368), !dbg !518
    #dbg_value(i64 1, !455, !DIExpression(), !516)
  %370 = extractelement <16 x i8> %365, i64 1, !dbg !517
  %371 = zext i8 %370 to i32, !dbg !517
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %371), !dbg !518
    #dbg_value(i64 2, !455, !DIExpression(), !516)
  %373 = extractelement <16 x i8> %365, i64 2, !dbg !517
  %374 = zext i8 %373 to i32, !dbg !517
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %374), !dbg !518
    #dbg_value(i64 3, !455, !DIExpression(), !516)
  %376 = extractelement <16 x i8> %365, i64 3, !dbg !517
  %377 = zext i8 %376 to i32, !dbg !517
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %377), !dbg !518
    #dbg_value(i64 4, !455, !DIExpression(), !516)
  %379 = extractelement <16 x i8> %365, i64 4, !dbg !517
  %380 = zext i8 %379 to i32, !dbg !517
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %380), !dbg !518
    #dbg_value(i64 5, !455, !DIExpression(), !516)
  %382 = extractelement <16 x i8> %365, i64 5, !dbg !517
  %383 = zext i8 %382 to i32, !dbg !517
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %383), !dbg !518
    #dbg_value(i64 6, !455, !DIExpression(), !516)
  %385 = extractelement <16 x i8> %365, i64 6, !dbg !517
  %386 = zext i8 %385 to i32, !dbg !517
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %386), !dbg !518
    #dbg_value(i64 7, !455, !DIExpression(), !516)
  %388 = extractelement <16 x i8> %365, i64 7, !dbg !517
  %389 = zext i8 %388 to i32, !dbg !517
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %389), !dbg !518
    #dbg_value(i64 8, !455, !DIExpression(), !516)
  %391 = extractelement <16 x i8> %365, i64 8, !dbg !517
  %392 = zext i8 %391 to i32, !dbg !517
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %392), !dbg !518
    #dbg_value(i64 9, !455, !DIExpression(), !516)
  %394 = extractelement <16 x i8> %365, i64 9, !dbg !517
  %395 = zext i8 %394 to i32, !dbg !517
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %395), !dbg !518
    #dbg_value(i64 10, !455, !DIExpression(), !516)
  %397 = extractelement <16 x i8> %365, i64 10, !dbg !517
  %398 = zext i8 %397 to i32, !dbg !517
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %398), !dbg !518
    #dbg_value(i64 11, !455, !DIExpression(), !516)
  %400 = extractelement <16 x i8> %365, i64 11, !dbg !517
  %401 = zext i8 %400 to i32, !dbg !517
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %401), !dbg !518
    #dbg_value(i64 12, !455, !DIExpression(), !516)
  %403 = extractelement <16 x i8> %365, i64 12, !dbg !517
  %404 = zext i8 %403 to i32, !dbg !517
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %404), !dbg !518
    #dbg_value(i64 13, !455, !DIExpression(), !516)
  %406 = extractelement <16 x i8> %365, i64 13, !dbg !517
  %407 = zext i8 %406 to i32, !dbg !517
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %407), !dbg !518
    #dbg_value(i64 14, !455, !DIExpression(), !516)
  %409 = extractelement <16 x i8> %365, i64 14, !dbg !517
  %410 = zext i8 %409 to i32, !dbg !517
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %410), !dbg !518
    #dbg_value(i64 15, !455, !DIExpression(), !516)
  %412 = extractelement <16 x i8> %365, i64 15, !dbg !517
  %413 = zext i8 %412 to i32, !dbg !517
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %413), !dbg !518
    #dbg_value(i64 16, !455, !DIExpression(), !516)
  %415 = tail call i32 @putchar(i32 10), !dbg !519
  %416 = tail call <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %362, <2 x i64> <i64 -63, i64 40>), !dbg !520
  %417 = bitcast <2 x i64> %416 to <16 x i8>, !dbg !520
    #dbg_value(<2 x i64> %416, !256, !DIExpression(), !521)
    #dbg_value(ptr @.str.7, !441, !DIExpression(), !522)
    #dbg_value(ptr undef, !450, !DIExpression(), !522)
    #dbg_value(i32 16, !451, !DIExpression(), !522)
    #dbg_value(ptr undef, !452, !DIExpression(), !522)
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.7), !dbg !524
    #dbg_value(i64 0, !455, !DIExpression(), !525)
  %419 = extractelement <16 x i8> %417, i64 0, !dbg !526
  %420 = zext i8 %419 to i32, !dbg !526
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %420), !dbg !527
    #dbg_value(i64 1, !455, !DIExpression(), !525)
  %422 = extractelement <16 x i8> %417, i64 1, !dbg !526
  %423 = zext i8 %422 to i32, !dbg !526
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %423), !dbg !527
    #dbg_value(i64 2, !455, !DIExpression(), !525)
  %425 = extractelement <16 x i8> %417, i64 2, !dbg !526
  %426 = zext i8 %425 to i32, !dbg !526
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %426), !dbg !527
    #dbg_value(i64 3, !455, !DIExpression(), !525)
  %428 = extractelement <16 x i8> %417, i64 3, !dbg !526
  %429 = zext i8 %428 to i32, !dbg !526
  %430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %429), !dbg !527
    #dbg_value(i64 4, !455, !DIExpression(), !525)
  %431 = extractelement <16 x i8> %417, i64 4, !dbg !526
  %432 = zext i8 %431 to i32, !dbg !526
  %433 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %432), !dbg !527
    #dbg_value(i64 5, !455, !DIExpression(), !525)
  %434 = extractelement <16 x i8> %417, i64 5, !dbg !526
  %435 = zext i8 %434 to i32, !dbg !526
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %435), !dbg !527
    #dbg_value(i64 6, !455, !DIExpression(), !525)
  %437 = extractelement <16 x i8> %417, i64 6, !dbg !526
  %438 = zext i8 %437 to i32, !dbg !526
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %438), !dbg !527
    #dbg_value(i64 7, !455, !DIExpression(), !525)
  %440 = extractelement <16 x i8> %417, i64 7, !dbg !526
  %441 = zext i8 %440 to i32, !dbg !526
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %441), !dbg !527
    #dbg_value(i64 8, !455, !DIExpression(), !525)
  %443 = extractelement <16 x i8> %417, i64 8, !dbg !526
  %444 = zext i8 %443 to i32, !dbg !526
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %444), !dbg !527
    #dbg_value(i64 9, !455, !DIExpression(), !525)
  %446 = extractelement <16 x i8> %417, i64 9, !dbg !526
  %447 = zext i8 %446 to i32, !dbg !526
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %447), !dbg !527
    #dbg_value(i64 10, !455, !DIExpression(), !525)
  %449 = extractelement <16 x i8> %417, i64 10, !dbg !526
  %450 = zext i8 %449 to i32, !dbg !526
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %450), !dbg !527
    #dbg_value(i64 11, !455, !DIExpression(), !525)
  %452 = extractelement <16 x i8> %417, i64 11, !dbg !526
  %453 = zext i8 %452 to i32, !dbg !526
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %453), !dbg !527
    #dbg_value(i64 12, !455, !DIExpression(), !525)
  %455 = extractelement <16 x i8> %417, i64 12, !dbg !526
  %456 = zext i8 %455 to i32, !dbg !526
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %456), !dbg !527
    #dbg_value(i64 13, !455, !DIExpression(), !525)
  %458 = extractelement <16 x i8> %417, i64 13, !dbg !526
  %459 = zext i8 %458 to i32, !dbg !526
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %459), !dbg !527
    #dbg_value(i64 14, !455, !DIExpression(), !525)
  %461 = extractelement <16 x i8> %417, i64 14, !dbg !526
  %462 = zext i8 %461 to i32, !dbg !526
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %462), !dbg !527
    #dbg_value(i64 15, !455, !DIExpression(), !525)
  %464 = extractelement <16 x i8> %417, i64 15, !dbg !526
  %465 = zext i8 %464 to i32, !dbg !526
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %465), !dbg !527
    #dbg_value(i64 16, !455, !DIExpression(), !525)
  %467 = tail call i32 @putchar(i32 10), !dbg !528
    #dbg_value(<8 x i16> poison, !262, !DIExpression(), !529)
  %468 = tail call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %49, <8 x i16> <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>), !dbg !530
    #dbg_value(<8 x i16> %468, !260, !DIExpression(), !529)
  %469 = bitcast <8 x i16> %468 to <16 x i8>, !dbg !531
    #dbg_value(<8 x i16> %468, !258, !DIExpression(), !532)
    #dbg_value(ptr @.str.8, !441, !DIExpression(), !533)
    #dbg_value(ptr undef, !450, !DIExpression(), !533)
    #dbg_value(i32 16, !451, !DIExpression(), !533)
    #dbg_value(ptr undef, !452, !DIExpression(), !533)
  %470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.8), !dbg !535
    #dbg_value(i64 0, !455, !DIExpression(), !536)
  %471 = extractelement <16 x i8> %469, i64 0, !dbg !537
  %472 = zext i8 %471 to i32, !dbg !537
  %473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %472), !dbg !538
    #dbg_value(i64 1, !455, !DIExpression(), !536)
  %474 = extractelement <16 x i8> %469, i64 1, !dbg !537
  %475 = zext i8 %474 to i32, !dbg !537
  %476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %475), !dbg !538
    #dbg_value(i64 2, !455, !DIExpression(), !536)
  %477 = extractelement <16 x i8> %469, i64 2, !dbg !537
  %478 = zext i8 %477 to i32, !dbg !537
  %479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %478), !dbg !538
    #dbg_value(i64 3, !455, !DIExpression(), !536)
  %480 = extractelement <16 x i8> %469, i64 3, !dbg !537
  %481 = zext i8 %480 to i32, !dbg !537
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %481), !dbg !538
    #dbg_value(i64 4, !455, !DIExpression(), !536)
  %483 = extractelement <16 x i8> %469, i64 4, !dbg !537
  %484 = zext i8 %483 to i32, !dbg !537
  %485 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %484), !dbg !538
    #dbg_value(i64 5, !455, !DIExpression(), !536)
  %486 = extractelement <16 x i8> %469, i64 5, !dbg !537
  %487 = zext i8 %486 to i32, !dbg !537
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %487), !dbg !538
    #dbg_value(i64 6, !455, !DIExpression(), !536)
  %489 = extractelement <16 x i8> %469, i64 6, !dbg !537
  %490 = zext i8 %489 to i32, !dbg !537
  %491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %490), !dbg !538
    #dbg_value(i64 7, !455, !DIExpression(), !536)
  %492 = extractelement <16 x i8> %469, i64 7, !dbg !537
  %493 = zext i8 %492 to i32, !dbg !537
  %494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %493), !dbg !538
    #dbg_value(i64 8, !455, !DIExpression(), !536)
  %495 = extractelement <16 x i8> %469, i64 8, !dbg !537
  %496 = zext i8 %495 to i32, !dbg !537
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %496), !dbg !538
    #dbg_value(i64 9, !455, !DIExpression(), !536)
  %498 = extractelement <16 x i8> %469, i64 9, !dbg !537
  %499 = zext i8 %498 to i32, !dbg !537
  %500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %499), !dbg !538
    #dbg_value(i64 10, !455, !DIExpression(), !536)
  %501 = extractelement <16 x i8> %469, i64 10, !dbg !537
  %502 = zext i8 %501 to i32, !dbg !537
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %502), !dbg !538
    #dbg_value(i64 11, !455, !DIExpression(), !536)
  %504 = extractelement <16 x i8> %469, i64 11, !dbg !537
  %505 = zext i8 %504 to i32, !dbg !537
  %506 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %505), !dbg !538
    #dbg_value(i64 12, !455, !DIExpression(), !536)
  %507 = extractelement <16 x i8> %469, i64 12, !dbg !537
  %508 = zext i8 %507 to i32, !dbg !537
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %508), !dbg !538
    #dbg_value(i64 13, !455, !DIExpression(), !536)
  %510 = extractelement <16 x i8> %469, i64 13, !dbg !537
  %511 = zext i8 %510 to i32, !dbg !537
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %511), !dbg !538
    #dbg_value(i64 14, !455, !DIExpression(), !536)
  %513 = extractelement <16 x i8> %469, i64 14, !dbg !537
  %514 = zext i8 %513 to i32, !dbg !537
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %514), !dbg !538
    #dbg_value(i64 15, !455, !DIExpression(), !536)
  %516 = extractelement <16 x i8> %469, i64 15, !dbg !537
  %517 = zext i8 %516 to i32, !dbg !537
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %517), !dbg !538
    #dbg_value(i64 16, !455, !DIExpression(), !536)
  %519 = tail call i32 @putchar(i32 10), !dbg !539
    #dbg_value(<16 x i8> poison, !267, !DIExpression(), !540)
  %520 = tail call <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8> %44, <16 x i8> <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>), !dbg !541
    #dbg_value(<16 x i8> %520, !265, !DIExpression(), !540)
    #dbg_value(<16 x i8> %520, !263, !DIExpression(), !542)
    #dbg_value(ptr @.str.9, !441, !DIExpression(), !543)
    #dbg_value(ptr undef, !450, !DIExpression(), !543)
    #dbg_value(i32 16, !451, !DIExpression(), !543)
    #dbg_value(ptr undef, !452, !DIExpression(), !543)
  %521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.9), !dbg !545
    #dbg_value(i64 0, !455, !DIExpression(), !546)
  %522 = extractelement <16 x i8> %520, i64 0, !dbg !547
  %523 = zext i8 %522 to i32, !dbg !547
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %523), !dbg !548
    #dbg_value(i64 1, !455, !DIExpression(), !546)
  %525 = extractelement <16 x i8> %520, i64 1, !dbg !547
  %526 = zext i8 %525 to i32, !dbg !547
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %526), !dbg !548
    #dbg_value(i64 2, !455, !DIExpression(), !546)
  %528 = extractelement <16 x i8> %520, i64 2, !dbg !547
  %529 = zext i8 %528 to i32, !dbg !547
  %530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %529), !dbg !548
    #dbg_value(i64 3, !455, !DIExpression(), !546)
  %531 = extractelement <16 x i8> %520, i64 3, !dbg !547
  %532 = zext i8 %531 to i32, !dbg !547
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %532), !dbg !548
    #dbg_value(i64 4, !455, !DIExpression(), !546)
  %534 = extractelement <16 x i8> %520, i64 4, !dbg !547
  %535 = zext i8 %534 to i32, !dbg !547
  %536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %535), !dbg !548
    #dbg_value(i64 5, !455, !DIExpression(), !546)
  %537 = extractelement <16 x i8> %520, i64 5, !dbg !547
  %538 = zext i8 %537 to i32, !dbg !547
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %538), !dbg !548
    #dbg_value(i64 6, !455, !DIExpression(), !546)
  %540 = extractelement <16 x i8> %520, i64 6, !dbg !547
  %541 = zext i8 %540 to i32, !dbg !547
  %542 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %541), !dbg !548
    #dbg_value(i64 7, !455, !DIExpression(), !546)
  %543 = extractelement <16 x i8> %520, i64 7, !dbg !547
  %544 = zext i8 %543 to i32, !dbg !547
  %545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %544), !dbg !548
    #dbg_value(i64 8, !455, !DIExpression(), !546)
  %546 = extractelement <16 x i8> %520, i64 8, !dbg !547
  %547 = zext i8 %546 to i32, !dbg !547
  %548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %547), !dbg !548
    #dbg_value(i64 9, !455, !DIExpression(), !546)
  %549 = extractelement <16 x i8> %520, i64 9, !dbg !547
  %550 = zext i8 %549 to i32, !dbg !547
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %550), !dbg !548
    #dbg_value(i64 10, !455, !DIExpression(), !546)
  %552 = extractelement <16 x i8> %520, i64 10, !dbg !547
  %553 = zext i8 %552 to i32, !dbg !547
  %554 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %553), !dbg !548
    #dbg_value(i64 11, !455, !DIExpression(), !546)
  %555 = extractelement <16 x i8> %520, i64 11, !dbg !547
  %556 = zext i8 %555 to i32, !dbg !547
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %556), !dbg !548
    #dbg_value(i64 12, !455, !DIExpression(), !546)
  %558 = extractelement <16 x i8> %520, i64 12, !dbg !547
  %559 = zext i8 %558 to i32, !dbg !547
  %560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %559), !dbg !548
    #dbg_value(i64 13, !455, !DIExpression(), !546)
  %561 = extractelement <16 x i8> %520, i64 13, !dbg !547
  %562 = zext i8 %561 to i32, !dbg !547
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %562), !dbg !548
    #dbg_value(i64 14, !455, !DIExpression(), !546)
  %564 = extractelement <16 x i8> %520, i64 14, !dbg !547
  %565 = zext i8 %564 to i32, !dbg !547
  %566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %565), !dbg !548
    #dbg_value(i64 15, !455, !DIExpression(), !546)
  %567 = extractelement <16 x i8> %520, i64 15, !dbg !547
  %568 = zext i8 %567 to i32, !dbg !547
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %568), !dbg !548
    #dbg_value(i64 16, !455, !DIExpression(), !546)
  %570 = tail call i32 @putchar(i32 10), !dbg !549
  %571 = shufflevector <4 x i32> %50, <4 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !550
    #dbg_value(<2 x i32> %571, !272, !DIExpression(), !551)
  %572 = tail call <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32> %571, <2 x i32> <i32 1, i32 1>), !dbg !550
    #dbg_value(<2 x i32> %572, !270, !DIExpression(), !551)
  %573 = bitcast <2 x i32> %572 to <8 x i8>, !dbg !552
    #dbg_value(<2 x i32> %572, !268, !DIExpression(), !553)
    #dbg_value(ptr @.str.10, !441, !DIExpression(), !554)
    #dbg_value(ptr undef, !450, !DIExpression(), !554)
    #dbg_value(i32 8, !451, !DIExpression(), !554)
    #dbg_value(ptr undef, !452, !DIExpression(), !554)
  %574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.10), !dbg !556
    #dbg_value(i64 0, !455, !DIExpression(), !557)
  %575 = extractelement <8 x i8> %573, i64 0, !dbg !558
  %576 = zext i8 %575 to i32, !dbg !558
  %577 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %576), !dbg !559
    #dbg_value(i64 1, !455, !DIExpression(), !557)
  %578 = extractelement <8 x i8> %573, i64 1, !dbg !558
  %579 = zext i8 %578 to i32, !dbg !558
  %580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %579), !dbg !559
    #dbg_value(i64 2, !455, !DIExpression(), !557)
  %581 = extractelement <8 x i8> %573, i64 2, !dbg !558
  %582 = zext i8 %581 to i32, !dbg !558
  %583 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %582), !dbg !559
    #dbg_value(i64 3, !455, !DIExpression(), !557)
  %584 = extractelement <8 x i8> %573, i64 3, !dbg !558
  %585 = zext i8 %584 to i32, !dbg !558
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %585), !dbg !559
    #dbg_value(i64 4, !455, !DIExpression(), !557)
  %587 = extractelement <8 x i8> %573, i64 4, !dbg !558
  %588 = zext i8 %587 to i32, !dbg !558
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %588), !dbg !559
    #dbg_value(i64 5, !455, !DIExpression(), !557)
  %590 = extractelement <8 x i8> %573, i64 5, !dbg !558
  %591 = zext i8 %590 to i32, !dbg !558
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %591), !dbg !559
    #dbg_value(i64 6, !455, !DIExpression(), !557)
  %593 = extractelement <8 x i8> %573, i64 6, !dbg !558
  %594 = zext i8 %593 to i32, !dbg !558
  %595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %594), !dbg !559
    #dbg_value(i64 7, !455, !DIExpression(), !557)
  %596 = extractelement <8 x i8> %573, i64 7, !dbg !558
  %597 = zext i8 %596 to i32, !dbg !558
  %598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %597), !dbg !559
    #dbg_value(i64 8, !455, !DIExpression(), !557)
  %599 = tail call i32 @putchar(i32 10), !dbg !560
  %600 = tail call <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8> %44), !dbg !561
    #dbg_value(<16 x i8> %600, !275, !DIExpression(), !562)
    #dbg_value(ptr @.str.11, !441, !DIExpression(), !563)
    #dbg_value(ptr undef, !450, !DIExpression(), !563)
    #dbg_value(i32 16, !451, !DIExpression(), !563)
    #dbg_value(ptr undef, !452, !DIExpression(), !563)
  %601 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.11), !dbg !565
    #dbg_value(i64 0, !455, !DIExpression(), !566)
  %602 = extractelement <16 x i8> %600, i64 0, !dbg !567
  %603 = zext i8 %602 to i32, !dbg !567
  %604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %603), !dbg !568
    #dbg_value(i64 1, !455, !DIExpression(), !566)
  %605 = extractelement <16 x i8> %600, i64 1, !dbg !567
  %606 = zext i8 %605 to i32, !dbg !567
  %607 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %606), !dbg !568
    #dbg_value(i64 2, !455, !DIExpression(), !566)
  %608 = extractelement <16 x i8> %600, i64 2, !dbg !567
  %609 = zext i8 %608 to i32, !dbg !567
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %609), !dbg !568
    #dbg_value(i64 3, !455, !DIExpression(), !566)
  %611 = extractelement <16 x i8> %600, i64 3, !dbg !567
  %612 = zext i8 %611 to i32, !dbg !567
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %612), !dbg !568
    #dbg_value(i64 4, !455, !DIExpression(), !566)
  %614 = extractelement <16 x i8> %600, i64 4, !dbg !567
  %615 = zext i8 %614 to i32, !dbg !567
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %615), !dbg !568
    #dbg_value(i64 5, !455, !DIExpression(), !566)
  %617 = extractelement <16 x i8> %600, i64 5, !dbg !567
  %618 = zext i8 %617 to i32, !dbg !567
  %619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %618), !dbg !568
    #dbg_value(i64 6, !455, !DIExpression(), !566)
  %620 = extractelement <16 x i8> %600, i64 6, !dbg !567
  %621 = zext i8 %620 to i32, !dbg !567
  %622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %621), !dbg !568
    #dbg_value(i64 7, !455, !DIExpression(), !566)
  %623 = extractelement <16 x i8> %600, i64 7, !dbg !567
  %624 = zext i8 %623 to i32, !dbg !567
  %625 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %624), !dbg !568
    #dbg_value(i64 8, !455, !DIExpression(), !566)
  %626 = extractelement <16 x i8> %600, i64 8, !dbg !567
  %627 = zext i8 %626 to i32, !dbg !567
  %628 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %627), !dbg !568
    #dbg_value(i64 9, !455, !DIExpression(), !566)
  %629 = extractelement <16 x i8> %600, i64 9, !dbg !567
  %630 = zext i8 %629 to i32, !dbg !567
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %630), !dbg !568
    #dbg_value(i64 10, !455, !DIExpression(), !566)
  %632 = extractelement <16 x i8> %600, i64 10, !dbg !567
  %633 = zext i8 %632 to i32, !dbg !567
  %634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %633), !dbg !568
    #dbg_value(i64 11, !455, !DIExpression(), !566)
  %635 = extractelement <16 x i8> %600, i64 11, !dbg !567
  %636 = zext i8 %635 to i32, !dbg !567
  %637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %636), !dbg !568
    #dbg_value(i64 12, !455, !DIExpression(), !566)
  %638 = extractelement <16 x i8> %600, i64 12, !dbg !567
  %639 = zext i8 %638 to i32, !dbg !567
  %640 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %639), !dbg !568
    #dbg_value(i64 13, !455, !DIExpression(), !566)
  %641 = extractelement <16 x i8> %600, i64 13, !dbg !567
  %642 = zext i8 %641 to i32, !dbg !567
  %643 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %642), !dbg !568
    #dbg_value(i64 14, !455, !DIExpression(), !566)
  %644 = extractelement <16 x i8> %600, i64 14, !dbg !567
  %645 = zext i8 %644 to i32, !dbg !567
  %646 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %645), !dbg !568
    #dbg_value(i64 15, !455, !DIExpression(), !566)
  %647 = extractelement <16 x i8> %600, i64 15, !dbg !567
  %648 = zext i8 %647 to i32, !dbg !567
  %649 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %648), !dbg !568
    #dbg_value(i64 16, !455, !DIExpression(), !566)
  %650 = tail call i32 @putchar(i32 10), !dbg !569
  %651 = tail call <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32> %52), !dbg !570
  %652 = bitcast <4 x i32> %651 to <16 x i8>, !dbg !570
    #dbg_value(<4 x i32> %651, !277, !DIExpression(), !571)
    #dbg_value(ptr @.str.12, !441, !DIExpression(), !572)
    #dbg_value(ptr undef, !450, !DIExpression(), !572)
    #dbg_value(i32 16, !451, !DIExpression(), !572)
    #dbg_value(ptr undef, !452, !DIExpression(), !572)
  %653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.12), !dbg !574
    #dbg_value(i64 0, !455, !DIExpression(), !575)
  %654 = extractelement <16 x i8> %652, i64 0, !dbg !576
  %655 = zext i8 %654 to i32, !dbg !576
  %656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %655), !dbg !577
    #dbg_value(i64 1, !455, !DIExpression(), !575)
  %657 = extractelement <16 x i8> %652, i64 1, !dbg !576
  %658 = zext i8 %657 to i32, !dbg !576
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %658), !dbg !577
    #dbg_value(i64 2, !455, !DIExpression(), !575)
  %660 = extractelement <16 x i8> %652, i64 2, !dbg !576
  %661 = zext i8 %660 to i32, !dbg !576
  %662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %661), !dbg !577
    #dbg_value(i64 3, !455, !DIExpression(), !575)
  %663 = extractelement <16 x i8> %652, i64 3, !dbg !576
  %664 = zext i8 %663 to i32, !dbg !576
  %665 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %664), !dbg !577
    #dbg_value(i64 4, !455, !DIExpression(), !575)
  %666 = extractelement <16 x i8> %652, i64 4, !dbg !576
  %667 = zext i8 %666 to i32, !dbg !576
  %668 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %667), !dbg !577
    #dbg_value(i64 5, !455, !DIExpression(), !575)
  %669 = extractelement <16 x i8> %652, i64 5, !dbg !576
  %670 = zext i8 %669 to i32, !dbg !576
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %670), !dbg !577
    #dbg_value(i64 6, !455, !DIExpression(), !575)
  %672 = extractelement <16 x i8> %652, i64 6, !dbg !576
  %673 = zext i8 %672 to i32, !dbg !576
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %673), !dbg !577
    #dbg_value(i64 7, !455, !DIExpression(), !575)
  %675 = extractelement <16 x i8> %652, i64 7, !dbg !576
  %676 = zext i8 %675 to i32, !dbg !576
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %676), !dbg !577
    #dbg_value(i64 8, !455, !DIExpression(), !575)
  %678 = extractelement <16 x i8> %652, i64 8, !dbg !576
  %679 = zext i8 %678 to i32, !dbg !576
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %679), !dbg !577
    #dbg_value(i64 9, !455, !DIExpression(), !575)
  %681 = extractelement <16 x i8> %652, i64 9, !dbg !576
  %682 = zext i8 %681 to i32, !dbg !576
  %683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %682), !dbg !577
    #dbg_value(i64 10, !455, !DIExpression(), !575)
  %684 = extractelement <16 x i8> %652, i64 10, !dbg !576
  %685 = zext i8 %684 to i32, !dbg !576
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %685), !dbg !577
    #dbg_value(i64 11, !455, !DIExpression(), !575)
  %687 = extractelement <16 x i8> %652, i64 11, !dbg !576
  %688 = zext i8 %687 to i32, !dbg !576
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %688), !dbg !577
    #dbg_value(i64 12, !455, !DIExpression(), !575)
  %690 = extractelement <16 x i8> %652, i64 12, !dbg !576
  %691 = zext i8 %690 to i32, !dbg !576
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %691), !dbg !577
    #dbg_value(i64 13, !455, !DIExpression(), !575)
  %693 = extractelement <16 x i8> %652, i64 13, !dbg !576
  %694 = zext i8 %693 to i32, !dbg !576
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %694), !dbg !577
    #dbg_value(i64 14, !455, !DIExpression(), !575)
  %696 = extractelement <16 x i8> %652, i64 14, !dbg !576
  %697 = zext i8 %696 to i32, !dbg !576
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %697), !dbg !577
    #dbg_value(i64 15, !455, !DIExpression(), !575)
  %699 = extractelement <16 x i8> %652, i64 15, !dbg !576
  %700 = zext i8 %699 to i32, !dbg !576
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %700), !dbg !577
    #dbg_value(i64 16, !455, !DIExpression(), !575)
  %702 = tail call i32 @putchar(i32 10), !dbg !578
  %703 = tail call <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16> %33), !dbg !579
  %704 = bitcast <4 x i16> %703 to <8 x i8>, !dbg !579
    #dbg_value(<4 x i16> %703, !279, !DIExpression(), !580)
    #dbg_value(ptr @.str.13, !441, !DIExpression(), !581)
    #dbg_value(ptr undef, !450, !DIExpression(), !581)
    #dbg_value(i32 8, !451, !DIExpression(), !581)
    #dbg_value(ptr undef, !452, !DIExpression(), !581)
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.13), !dbg !583
    #dbg_value(i64 0, !455, !DIExpression(), !584)
  %706 = extractelement <8 x i8> %704, i64 0, !dbg !585
  %707 = zext i8 %706 to i32, !dbg !585
  %708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %707), !dbg !586
    #dbg_value(i64 1, !455, !DIExpression(), !584)
  %709 = extractelement <8 x i8> %704, i64 1, !dbg !585
  %710 = zext i8 %709 to i32, !dbg !585
  %711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %710), !dbg !586
    #dbg_value(i64 2, !455, !DIExpression(), !584)
  %712 = extractelement <8 x i8> %704, i64 2, !dbg !585
  %713 = zext i8 %712 to i32, !dbg !585
  %714 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %713), !dbg !586
    #dbg_value(i64 3, !455, !DIExpression(), !584)
  %715 = extractelement <8 x i8> %704, i64 3, !dbg !585
  %716 = zext i8 %715 to i32, !dbg !585
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %716), !dbg !586
    #dbg_value(i64 4, !455, !DIExpression(), !584)
  %718 = extractelement <8 x i8> %704, i64 4, !dbg !585
  %719 = zext i8 %718 to i32, !dbg !585
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %719), !dbg !586
    #dbg_value(i64 5, !455, !DIExpression(), !584)
  %721 = extractelement <8 x i8> %704, i64 5, !dbg !585
  %722 = zext i8 %721 to i32, !dbg !585
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %722), !dbg !586
    #dbg_value(i64 6, !455, !DIExpression(), !584)
  %724 = extractelement <8 x i8> %704, i64 6, !dbg !585
  %725 = zext i8 %724 to i32, !dbg !585
  %726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %725), !dbg !586
    #dbg_value(i64 7, !455, !DIExpression(), !584)
  %727 = extractelement <8 x i8> %704, i64 7, !dbg !585
  %728 = zext i8 %727 to i32, !dbg !585
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %728), !dbg !586
    #dbg_value(i64 8, !455, !DIExpression(), !584)
  %730 = tail call i32 @putchar(i32 10), !dbg !587
    #dbg_value(<16 x i8> poison, !281, !DIExpression(), !419)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, !282, !DIExpression(), !419)
  %731 = tail call <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8> %44, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !588
    #dbg_value(<16 x i8> %731, !283, !DIExpression(), !589)
    #dbg_value(ptr @.str.14, !441, !DIExpression(), !590)
    #dbg_value(ptr undef, !450, !DIExpression(), !590)
    #dbg_value(i32 16, !451, !DIExpression(), !590)
    #dbg_value(ptr undef, !452, !DIExpression(), !590)
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.14), !dbg !592
    #dbg_value(i64 0, !455, !DIExpression(), !593)
  %733 = extractelement <16 x i8> %731, i64 0, !dbg !594
  %734 = zext i8 %733 to i32, !dbg !594
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %734), !dbg !595
    #dbg_value(i64 1, !455, !DIExpression(), !593)
  %736 = extractelement <16 x i8> %731, i64 1, !dbg !594
  %737 = zext i8 %736 to i32, !dbg !594
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %737), !dbg !595
    #dbg_value(i64 2, !455, !DIExpression(), !593)
  %739 = extractelement <16 x i8> %731, i64 2, !dbg !594
  %740 = zext i8 %739 to i32, !dbg !594
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %740), !dbg !595
    #dbg_value(i64 3, !455, !DIExpression(), !593)
  %742 = extractelement <16 x i8> %731, i64 3, !dbg !594
  %743 = zext i8 %742 to i32, !dbg !594
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %743), !dbg !595
    #dbg_value(i64 4, !455, !DIExpression(), !593)
  %745 = extractelement <16 x i8> %731, i64 4, !dbg !594
  %746 = zext i8 %745 to i32, !dbg !594
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %746), !dbg !595
    #dbg_value(i64 5, !455, !DIExpression(), !593)
  %748 = extractelement <16 x i8> %731, i64 5, !dbg !594
  %749 = zext i8 %748 to i32, !dbg !594
  %750 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %749), !dbg !595
    #dbg_value(i64 6, !455, !DIExpression(), !593)
  %751 = extractelement <16 x i8> %731, i64 6, !dbg !594
  %752 = zext i8 %751 to i32, !dbg !594
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %752), !dbg !595
    #dbg_value(i64 7, !455, !DIExpression(), !593)
  %754 = extractelement <16 x i8> %731, i64 7, !dbg !594
  %755 = zext i8 %754 to i32, !dbg !594
  %756 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %755), !dbg !595
    #dbg_value(i64 8, !455, !DIExpression(), !593)
  %757 = extractelement <16 x i8> %731, i64 8, !dbg !594
  %758 = zext i8 %757 to i32, !dbg !594
  %759 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %758), !dbg !595
    #dbg_value(i64 9, !455, !DIExpression(), !593)
  %760 = extractelement <16 x i8> %731, i64 9, !dbg !594
  %761 = zext i8 %760 to i32, !dbg !594
  %762 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %761), !dbg !595
    #dbg_value(i64 10, !455, !DIExpression(), !593)
  %763 = extractelement <16 x i8> %731, i64 10, !dbg !594
  %764 = zext i8 %763 to i32, !dbg !594
  %765 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %764), !dbg !595
    #dbg_value(i64 11, !455, !DIExpression(), !593)
  %766 = extractelement <16 x i8> %731, i64 11, !dbg !594
  %767 = zext i8 %766 to i32, !dbg !594
  %768 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %767), !dbg !595
    #dbg_value(i64 12, !455, !DIExpression(), !593)
  %769 = extractelement <16 x i8> %731, i64 12, !dbg !594
  %770 = zext i8 %769 to i32, !dbg !594
  %771 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %770), !dbg !595
    #dbg_value(i64 13, !455, !DIExpression(), !593)
  %772 = extractelement <16 x i8> %731, i64 13, !dbg !594
  %773 = zext i8 %772 to i32, !dbg !594
  %774 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %773), !dbg !595
    #dbg_value(i64 14, !455, !DIExpression(), !593)
  %775 = extractelement <16 x i8> %731, i64 14, !dbg !594
  %776 = zext i8 %775 to i32, !dbg !594
  %777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %776), !dbg !595
    #dbg_value(i64 15, !455, !DIExpression(), !593)
  %778 = extractelement <16 x i8> %731, i64 15, !dbg !594
  %779 = zext i8 %778 to i32, !dbg !594
  %780 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %779), !dbg !595
    #dbg_value(i64 16, !455, !DIExpression(), !593)
  %781 = tail call i32 @putchar(i32 10), !dbg !596
  %782 = shufflevector <16 x i8> %42, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !597
  %783 = tail call <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8> %782, <8 x i8> <i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !597
  %784 = bitcast <8 x i16> %783 to <16 x i8>, !dbg !597
    #dbg_value(<8 x i16> %783, !285, !DIExpression(), !598)
    #dbg_value(ptr @.str.15, !441, !DIExpression(), !599)
    #dbg_value(ptr undef, !450, !DIExpression(), !599)
    #dbg_value(i32 16, !451, !DIExpression(), !599)
    #dbg_value(ptr undef, !452, !DIExpression(), !599)
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.15), !dbg !601
    #dbg_value(i64 0, !455, !DIExpression(), !602)
  %786 = extractelement <16 x i8> %784, i64 0, !dbg !603
  %787 = zext i8 %786 to i32, !dbg !603
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %787), !dbg !604
    #dbg_value(i64 1, !455, !DIExpression(), !602)
  %789 = extractelement <16 x i8> %784, i64 1, !dbg !603
  %790 = zext i8 %789 to i32, !dbg !603
  %791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %790), !dbg !604
    #dbg_value(i64 2, !455, !DIExpression(), !602)
  %792 = extractelement <16 x i8> %784, i64 2, !dbg !603
  %793 = zext i8 %792 to i32, !dbg !603
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %793), !dbg !604
    #dbg_value(i64 3, !455, !DIExpression(), !602)
  %795 = extractelement <16 x i8> %784, i64 3, !dbg !603
  %796 = zext i8 %795 to i32, !dbg !603
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %796), !dbg !604
    #dbg_value(i64 4, !455, !DIExpression(), !602)
  %798 = extractelement <16 x i8> %784, i64 4, !dbg !603
  %799 = zext i8 %798 to i32, !dbg !603
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %799), !dbg !604
    #dbg_value(i64 5, !455, !DIExpression(), !602)
  %801 = extractelement <16 x i8> %784, i64 5, !dbg !603
  %802 = zext i8 %801 to i32, !dbg !603
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %802), !dbg !604
    #dbg_value(i64 6, !455, !DIExpression(), !602)
  %804 = extractelement <16 x i8> %784, i64 6, !dbg !603
  %805 = zext i8 %804 to i32, !dbg !603
  %806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %805), !dbg !604
    #dbg_value(i64 7, !455, !DIExpression(), !602)
  %807 = extractelement <16 x i8> %784, i64 7, !dbg !603
  %808 = zext i8 %807 to i32, !dbg !603
  %809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %808), !dbg !604
    #dbg_value(i64 8, !455, !DIExpression(), !602)
  %810 = extractelement <16 x i8> %784, i64 8, !dbg !603
  %811 = zext i8 %810 to i32, !dbg !603
  %812 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %811), !dbg !604
    #dbg_value(i64 9, !455, !DIExpression(), !602)
  %813 = extractelement <16 x i8> %784, i64 9, !dbg !603
  %814 = zext i8 %813 to i32, !dbg !603
  %815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %814), !dbg !604
    #dbg_value(i64 10, !455, !DIExpression(), !602)
  %816 = extractelement <16 x i8> %784, i64 10, !dbg !603
  %817 = zext i8 %816 to i32, !dbg !603
  %818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %817), !dbg !604
    #dbg_value(i64 11, !455, !DIExpression(), !602)
  %819 = extractelement <16 x i8> %784, i64 11, !dbg !603
  %820 = zext i8 %819 to i32, !dbg !603
  %821 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %820), !dbg !604
    #dbg_value(i64 12, !455, !DIExpression(), !602)
  %822 = extractelement <16 x i8> %784, i64 12, !dbg !603
  %823 = zext i8 %822 to i32, !dbg !603
  %824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %823), !dbg !604
    #dbg_value(i64 13, !455, !DIExpression(), !602)
  %825 = extractelement <16 x i8> %784, i64 13, !dbg !603
  %826 = zext i8 %825 to i32, !dbg !603
  %827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %826), !dbg !604
    #dbg_value(i64 14, !455, !DIExpression(), !602)
  %828 = extractelement <16 x i8> %784, i64 14, !dbg !603
  %829 = zext i8 %828 to i32, !dbg !603
  %830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %829), !dbg !604
    #dbg_value(i64 15, !455, !DIExpression(), !602)
  %831 = extractelement <16 x i8> %784, i64 15, !dbg !603
  %832 = zext i8 %831 to i32, !dbg !603
  %833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %832), !dbg !604
    #dbg_value(i64 16, !455, !DIExpression(), !602)
  %834 = tail call i32 @putchar(i32 10), !dbg !605
  %835 = tail call <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16> %49, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !606
    #dbg_value(<8 x i8> %835, !287, !DIExpression(), !607)
    #dbg_value(ptr @.str.16, !441, !DIExpression(), !608)
    #dbg_value(ptr undef, !450, !DIExpression(), !608)
    #dbg_value(i32 8, !451, !DIExpression(), !608)
    #dbg_value(ptr undef, !452, !DIExpression(), !608)
  %836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.16), !dbg !610
    #dbg_value(i64 0, !455, !DIExpression(), !611)
  %837 = extractelement <8 x i8> %835, i64 0, !dbg !612
  %838 = zext i8 %837 to i32, !dbg !612
  %839 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %838), !dbg !613
    #dbg_value(i64 1, !455, !DIExpression(), !611)
  %840 = extractelement <8 x i8> %835, i64 1, !dbg !612
  %841 = zext i8 %840 to i32, !dbg !612
  %842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %841), !dbg !613
    #dbg_value(i64 2, !455, !DIExpression(), !611)
  %843 = extractelement <8 x i8> %835, i64 2, !dbg !612
  %844 = zext i8 %843 to i32, !dbg !612
  %845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %844), !dbg !613
    #dbg_value(i64 3, !455, !DIExpression(), !611)
  %846 = extractelement <8 x i8> %835, i64 3, !dbg !612
  %847 = zext i8 %846 to i32, !dbg !612
  %848 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %847), !dbg !613
    #dbg_value(i64 4, !455, !DIExpression(), !611)
  %849 = extractelement <8 x i8> %835, i64 4, !dbg !612
  %850 = zext i8 %849 to i32, !dbg !612
  %851 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %850), !dbg !613
    #dbg_value(i64 5, !455, !DIExpression(), !611)
  %852 = extractelement <8 x i8> %835, i64 5, !dbg !612
  %853 = zext i8 %852 to i32, !dbg !612
  %854 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %853), !dbg !613
    #dbg_value(i64 6, !455, !DIExpression(), !611)
  %855 = extractelement <8 x i8> %835, i64 6, !dbg !612
  %856 = zext i8 %855 to i32, !dbg !612
  %857 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %856), !dbg !613
    #dbg_value(i64 7, !455, !DIExpression(), !611)
  %858 = extractelement <8 x i8> %835, i64 7, !dbg !612
  %859 = zext i8 %858 to i32, !dbg !612
  %860 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %859), !dbg !613
    #dbg_value(i64 8, !455, !DIExpression(), !611)
  %861 = tail call i32 @putchar(i32 10), !dbg !614
  %862 = tail call <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32> %52, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !615
  %863 = bitcast <4 x i16> %862 to <8 x i8>, !dbg !615
    #dbg_value(<4 x i16> %862, !289, !DIExpression(), !616)
    #dbg_value(ptr @.str.17, !441, !DIExpression(), !617)
    #dbg_value(ptr undef, !450, !DIExpression(), !617)
    #dbg_value(i32 8, !451, !DIExpression(), !617)
    #dbg_value(ptr undef, !452, !DIExpression(), !617)
  %864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.17), !dbg !619
    #dbg_value(i64 0, !455, !DIExpression(), !620)
  %865 = extractelement <8 x i8> %863, i64 0, !dbg !621
  %866 = zext i8 %865 to i32, !dbg !621
  %867 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %866), !dbg !622
    #dbg_value(i64 1, !455, !DIExpression(), !620)
  %868 = extractelement <8 x i8> %863, i64 1, !dbg !621
  %869 = zext i8 %868 to i32, !dbg !621
  %870 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %869), !dbg !622
    #dbg_value(i64 2, !455, !DIExpression(), !620)
  %871 = extractelement <8 x i8> %863, i64 2, !dbg !621
  %872 = zext i8 %871 to i32, !dbg !621
  %873 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %872), !dbg !622
    #dbg_value(i64 3, !455, !DIExpression(), !620)
  %874 = extractelement <8 x i8> %863, i64 3, !dbg !621
  %875 = zext i8 %874 to i32, !dbg !621
  %876 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %875), !dbg !622
    #dbg_value(i64 4, !455, !DIExpression(), !620)
  %877 = extractelement <8 x i8> %863, i64 4, !dbg !621
  %878 = zext i8 %877 to i32, !dbg !621
  %879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %878), !dbg !622
    #dbg_value(i64 5, !455, !DIExpression(), !620)
  %880 = extractelement <8 x i8> %863, i64 5, !dbg !621
  %881 = zext i8 %880 to i32, !dbg !621
  %882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %881), !dbg !622
    #dbg_value(i64 6, !455, !DIExpression(), !620)
  %883 = extractelement <8 x i8> %863, i64 6, !dbg !621
  %884 = zext i8 %883 to i32, !dbg !621
  %885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %884), !dbg !622
    #dbg_value(i64 7, !455, !DIExpression(), !620)
  %886 = extractelement <8 x i8> %863, i64 7, !dbg !621
  %887 = zext i8 %886 to i32, !dbg !621
  %888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %887), !dbg !622
    #dbg_value(i64 8, !455, !DIExpression(), !620)
  %889 = tail call i32 @putchar(i32 10), !dbg !623
  %890 = tail call <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8> %44, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !624
    #dbg_value(<16 x i8> %890, !291, !DIExpression(), !625)
    #dbg_value(ptr @.str.18, !441, !DIExpression(), !626)
    #dbg_value(ptr undef, !450, !DIExpression(), !626)
    #dbg_value(i32 16, !451, !DIExpression(), !626)
    #dbg_value(ptr undef, !452, !DIExpression(), !626)
  %891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.18), !dbg !628
    #dbg_value(i64 0, !455, !DIExpression(), !629)
  %892 = extractelement <16 x i8> %890, i64 0, !dbg !630
  %893 = zext i8 %892 to i32, !dbg !630
  %894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %893), !dbg !631
    #dbg_value(i64 1, !455, !DIExpression(), !629)
  %895 = extractelement <16 x i8> %890, i64 1, !dbg !630
  %896 = zext i8 %895 to i32, !dbg !630
  %897 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %896), !dbg !631
    #dbg_value(i64 2, !455, !DIExpression(), !629)
  %898 = extractelement <16 x i8> %890, i64 2, !dbg !630
  %899 = zext i8 %898 to i32, !dbg !630
  %900 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %899), !dbg !631
    #dbg_value(i64 3, !455, !DIExpression(), !629)
  %901 = extractelement <16 x i8> %890, i64 3, !dbg !630
  %902 = zext i8 %901 to i32, !dbg !630
  %903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %902), !dbg !631
    #dbg_value(i64 4, !455, !DIExpression(), !629)
  %904 = extractelement <16 x i8> %890, i64 4, !dbg !630
  %905 = zext i8 %904 to i32, !dbg !630
  %906 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %905), !dbg !631
    #dbg_value(i64 5, !455, !DIExpression(), !629)
  %907 = extractelement <16 x i8> %890, i64 5, !dbg !630
  %908 = zext i8 %907 to i32, !dbg !630
  %909 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %908), !dbg !631
    #dbg_value(i64 6, !455, !DIExpression(), !629)
  %910 = extractelement <16 x i8> %890, i64 6, !dbg !630
  %911 = zext i8 %910 to i32, !dbg !630
  %912 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %911), !dbg !631
    #dbg_value(i64 7, !455, !DIExpression(), !629)
  %913 = extractelement <16 x i8> %890, i64 7, !dbg !630
  %914 = zext i8 %913 to i32, !dbg !630
  %915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %914), !dbg !631
    #dbg_value(i64 8, !455, !DIExpression(), !629)
  %916 = extractelement <16 x i8> %890, i64 8, !dbg !630
  %917 = zext i8 %916 to i32, !dbg !630
  %918 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %917), !dbg !631
    #dbg_value(i64 9, !455, !DIExpression(), !629)
  %919 = extractelement <16 x i8> %890, i64 9, !dbg !630
  %920 = zext i8 %919 to i32, !dbg !630
  %921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %920), !dbg !631
    #dbg_value(i64 10, !455, !DIExpression(), !629)
  %922 = extractelement <16 x i8> %890, i64 10, !dbg !630
  %923 = zext i8 %922 to i32, !dbg !630
  %924 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %923), !dbg !631
    #dbg_value(i64 11, !455, !DIExpression(), !629)
  %925 = extractelement <16 x i8> %890, i64 11, !dbg !630
  %926 = zext i8 %925 to i32, !dbg !630
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %926), !dbg !631
    #dbg_value(i64 12, !455, !DIExpression(), !629)
  %928 = extractelement <16 x i8> %890, i64 12, !dbg !630
  %929 = zext i8 %928 to i32, !dbg !630
  %930 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %929), !dbg !631
    #dbg_value(i64 13, !455, !DIExpression(), !629)
  %931 = extractelement <16 x i8> %890, i64 13, !dbg !630
  %932 = zext i8 %931 to i32, !dbg !630
  %933 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %932), !dbg !631
    #dbg_value(i64 14, !455, !DIExpression(), !629)
  %934 = extractelement <16 x i8> %890, i64 14, !dbg !630
  %935 = zext i8 %934 to i32, !dbg !630
  %936 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %935), !dbg !631
    #dbg_value(i64 15, !455, !DIExpression(), !629)
  %937 = extractelement <16 x i8> %890, i64 15, !dbg !630
  %938 = zext i8 %937 to i32, !dbg !630
  %939 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %938), !dbg !631
    #dbg_value(i64 16, !455, !DIExpression(), !629)
  %940 = tail call i32 @putchar(i32 10), !dbg !632
  %941 = tail call <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16> %49, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !633
  %942 = bitcast <8 x i16> %941 to <16 x i8>, !dbg !633
    #dbg_value(<8 x i16> %941, !293, !DIExpression(), !634)
    #dbg_value(ptr @.str.19, !441, !DIExpression(), !635)
    #dbg_value(ptr undef, !450, !DIExpression(), !635)
    #dbg_value(i32 16, !451, !DIExpression(), !635)
    #dbg_value(ptr undef, !452, !DIExpression(), !635)
  %943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.19), !dbg !637
    #dbg_value(i64 0, !455, !DIExpression(), !638)
  %944 = extractelement <16 x i8> %942, i64 0, !dbg !639
  %945 = zext i8 %944 to i32, !dbg !639
  %946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %945), !dbg !640
    #dbg_value(i64 1, !455, !DIExpression(), !638)
  %947 = extractelement <16 x i8> %942, i64 1, !dbg !639
  %948 = zext i8 %947 to i32, !dbg !639
  %949 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %948), !dbg !640
    #dbg_value(i64 2, !455, !DIExpression(), !638)
  %950 = extractelement <16 x i8> %942, i64 2, !dbg !639
  %951 = zext i8 %950 to i32, !dbg !639
  %952 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %951), !dbg !640
    #dbg_value(i64 3, !455, !DIExpression(), !638)
  %953 = extractelement <16 x i8> %942, i64 3, !dbg !639
  %954 = zext i8 %953 to i32, !dbg !639
  %955 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %954), !dbg !640
    #dbg_value(i64 4, !455, !DIExpression(), !638)
  %956 = extractelement <16 x i8> %942, i64 4, !dbg !639
  %957 = zext i8 %956 to i32, !dbg !639
  %958 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %957), !dbg !640
    #dbg_value(i64 5, !455, !DIExpression(), !638)
  %959 = extractelement <16 x i8> %942, i64 5, !dbg !639
  %960 = zext i8 %959 to i32, !dbg !639
  %961 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %960), !dbg !640
    #dbg_value(i64 6, !455, !DIExpression(), !638)
  %962 = extractelement <16 x i8> %942, i64 6, !dbg !639
  %963 = zext i8 %962 to i32, !dbg !639
  %964 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %963), !dbg !640
    #dbg_value(i64 7, !455, !DIExpression(), !638)
  %965 = extractelement <16 x i8> %942, i64 7, !dbg !639
  %966 = zext i8 %965 to i32, !dbg !639
  %967 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %966), !dbg !640
    #dbg_value(i64 8, !455, !DIExpression(), !638)
  %968 = extractelement <16 x i8> %942, i64 8, !dbg !639
  %969 = zext i8 %968 to i32, !dbg !639
  %970 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %969), !dbg !640
    #dbg_value(i64 9, !455, !DIExpression(), !638)
  %971 = extractelement <16 x i8> %942, i64 9, !dbg !639
  %972 = zext i8 %971 to i32, !dbg !639
  %973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %972), !dbg !640
    #dbg_value(i64 10, !455, !DIExpression(), !638)
  %974 = extractelement <16 x i8> %942, i64 10, !dbg !639
  %975 = zext i8 %974 to i32, !dbg !639
  %976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %975), !dbg !640
    #dbg_value(i64 11, !455, !DIExpression(), !638)
  %977 = extractelement <16 x i8> %942, i64 11, !dbg !639
  %978 = zext i8 %977 to i32, !dbg !639
  %979 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %978), !dbg !640
    #dbg_value(i64 12, !455, !DIExpression(), !638)
  %980 = extractelement <16 x i8> %942, i64 12, !dbg !639
  %981 = zext i8 %980 to i32, !dbg !639
  %982 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %981), !dbg !640
    #dbg_value(i64 13, !455, !DIExpression(), !638)
  %983 = extractelement <16 x i8> %942, i64 13, !dbg !639
  %984 = zext i8 %983 to i32, !dbg !639
  %985 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %984), !dbg !640
    #dbg_value(i64 14, !455, !DIExpression(), !638)
  %986 = extractelement <16 x i8> %942, i64 14, !dbg !639
  %987 = zext i8 %986 to i32, !dbg !639
  %988 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %987), !dbg !640
    #dbg_value(i64 15, !455, !DIExpression(), !638)
  %989 = extractelement <16 x i8> %942, i64 15, !dbg !639
  %990 = zext i8 %989 to i32, !dbg !639
  %991 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %990), !dbg !640
    #dbg_value(i64 16, !455, !DIExpression(), !638)
  %992 = tail call i32 @putchar(i32 10), !dbg !641
    #dbg_value(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, !295, !DIExpression(), !419)
    #dbg_value(<4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>, !296, !DIExpression(), !419)
    #dbg_value(<2 x double> <double 0.000000e+00, double 1.000000e+300>, !297, !DIExpression(), !419)
    #dbg_value(<2 x double> <double 0xFFF0000000000000, double 1.000000e+10>, !298, !DIExpression(), !419)
  %993 = tail call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !642
  %994 = bitcast <4 x float> %993 to <16 x i8>, !dbg !642
    #dbg_value(<4 x float> %993, !299, !DIExpression(), !643)
    #dbg_value(ptr @.str.20, !441, !DIExpression(), !644)
    #dbg_value(ptr undef, !450, !DIExpression(), !644)
    #dbg_value(i32 16, !451, !DIExpression(), !644)
    #dbg_value(ptr undef, !452, !DIExpression(), !644)
  %995 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.20), !dbg !646
    #dbg_value(i64 0, !455, !DIExpression(), !647)
  %996 = extractelement <16 x i8> %994, i64 0, !dbg !648
  %997 = zext i8 %996 to i32, !dbg !648
  %998 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %997), !dbg !649
    #dbg_value(i64 1, !455, !DIExpression(), !647)
  %999 = extractelement <16 x i8> %994, i64 1, !dbg !648
  %1000 = zext i8 %999 to i32, !dbg !648
  %1001 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1000), !dbg !649
    #dbg_value(i64 2, !455, !DIExpression(), !647)
  %1002 = extractelement <16 x i8> %994, i64 2, !dbg !648
  %1003 = zext i8 %1002 to i32, !dbg !648
  %1004 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1003), !dbg !649
    #dbg_value(i64 3, !455, !DIExpression(), !647)
  %1005 = extractelement <16 x i8> %994, i64 3, !dbg !648
  %1006 = zext i8 %1005 to i32, !dbg !648
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1006), !dbg !649
    #dbg_value(i64 4, !455, !DIExpression(), !647)
  %1008 = extractelement <16 x i8> %994, i64 4, !dbg !648
  %1009 = zext i8 %1008 to i32, !dbg !648
  %1010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1009), !dbg !649
    #dbg_value(i64 5, !455, !DIExpression(), !647)
  %1011 = extractelement <16 x i8> %994, i64 5, !dbg !648
  %1012 = zext i8 %1011 to i32, !dbg !648
  %1013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1012), !dbg !649
    #dbg_value(i64 6, !455, !DIExpression(), !647)
  %1014 = extractelement <16 x i8> %994, i64 6, !dbg !648
  %1015 = zext i8 %1014 to i32, !dbg !648
  %1016 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1015), !dbg !649
    #dbg_value(i64 7, !455, !DIExpression(), !647)
  %1017 = extractelement <16 x i8> %994, i64 7, !dbg !648
  %1018 = zext i8 %1017 to i32, !dbg !648
  %1019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1018), !dbg !649
    #dbg_value(i64 8, !455, !DIExpression(), !647)
  %1020 = extractelement <16 x i8> %994, i64 8, !dbg !648
  %1021 = zext i8 %1020 to i32, !dbg !648
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1021), !dbg !649
    #dbg_value(i64 9, !455, !DIExpression(), !647)
  %1023 = extractelement <16 x i8> %994, i64 9, !dbg !648
  %1024 = zext i8 %1023 to i32, !dbg !648
  %1025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1024), !dbg !649
    #dbg_value(i64 10, !455, !DIExpression(), !647)
  %1026 = extractelement <16 x i8> %994, i64 10, !dbg !648
  %1027 = zext i8 %1026 to i32, !dbg !648
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1027), !dbg !649
    #dbg_value(i64 11, !455, !DIExpression(), !647)
  %1029 = extractelement <16 x i8> %994, i64 11, !dbg !648
  %1030 = zext i8 %1029 to i32, !dbg !648
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1030), !dbg !649
    #dbg_value(i64 12, !455, !DIExpression(), !647)
  %1032 = extractelement <16 x i8> %994, i64 12, !dbg !648
  %1033 = zext i8 %1032 to i32, !dbg !648
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1033), !dbg !649
    #dbg_value(i64 13, !455, !DIExpression(), !647)
  %1035 = extractelement <16 x i8> %994, i64 13, !dbg !648
  %1036 = zext i8 %1035 to i32, !dbg !648
  %1037 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1036), !dbg !649
    #dbg_value(i64 14, !455, !DIExpression(), !647)
  %1038 = extractelement <16 x i8> %994, i64 14, !dbg !648
  %1039 = zext i8 %1038 to i32, !dbg !648
  %1040 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1039), !dbg !649
    #dbg_value(i64 15, !455, !DIExpression(), !647)
  %1041 = extractelement <16 x i8> %994, i64 15, !dbg !648
  %1042 = zext i8 %1041 to i32, !dbg !648
  %1043 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1042), !dbg !649
    #dbg_value(i64 16, !455, !DIExpression(), !647)
  %1044 = tail call i32 @putchar(i32 10), !dbg !650
  %1045 = tail call <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double> <double 0.000000e+00, double 1.000000e+300>, <2 x double> <double 0xFFF0000000000000, double 1.000000e+10>), !dbg !651
  %1046 = bitcast <2 x double> %1045 to <16 x i8>, !dbg !651
    #dbg_value(<2 x double> %1045, !301, !DIExpression(), !652)
    #dbg_value(ptr @.str.21, !441, !DIExpression(), !653)
    #dbg_value(ptr undef, !450, !DIExpression(), !653)
    #dbg_value(i32 16, !451, !DIExpression(), !653)
    #dbg_value(ptr undef, !452, !DIExpression(), !653)
  %1047 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.21), !dbg !655
    #dbg_value(i64 0, !455, !DIExpression(), !656)
  %1048 = extractelement <16 x i8> %1046, i64 0, !dbg !657
  %1049 = zext i8 %1048 to i32, !dbg !657
  %1050 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1049), !dbg !658
    #dbg_value(i64 1, !455, !DIExpression(), !656)
  %1051 = extractelement <16 x i8> %1046, i64 1, !dbg !657
  %1052 = zext i8 %1051 to i32, !dbg !657
  %1053 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1052), !dbg !658
    #dbg_value(i64 2, !455, !DIExpression(), !656)
  %1054 = extractelement <16 x i8> %1046, i64 2, !dbg !657
  %1055 = zext i8 %1054 to i32, !dbg !657
  %1056 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1055), !dbg !658
    #dbg_value(i64 3, !455, !DIExpression(), !656)
  %1057 = extractelement <16 x i8> %1046, i64 3, !dbg !657
  %1058 = zext i8 %1057 to i32, !dbg !657
  %1059 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1058), !dbg !658
    #dbg_value(i64 4, !455, !DIExpression(), !656)
  %1060 = extractelement <16 x i8> %1046, i64 4, !dbg !657
  %1061 = zext i8 %1060 to i32, !dbg !657
  %1062 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1061), !dbg !658
    #dbg_value(i64 5, !455, !DIExpression(), !656)
  %1063 = extractelement <16 x i8> %1046, i64 5, !dbg !657
  %1064 = zext i8 %1063 to i32, !dbg !657
  %1065 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1064), !dbg !658
    #dbg_value(i64 6, !455, !DIExpression(), !656)
  %1066 = extractelement <16 x i8> %1046, i64 6, !dbg !657
  %1067 = zext i8 %1066 to i32, !dbg !657
  %1068 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1067), !dbg !658
    #dbg_value(i64 7, !455, !DIExpression(), !656)
  %1069 = extractelement <16 x i8> %1046, i64 7, !dbg !657
  %1070 = zext i8 %1069 to i32, !dbg !657
  %1071 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1070), !dbg !658
    #dbg_value(i64 8, !455, !DIExpression(), !656)
  %1072 = extractelement <16 x i8> %1046, i64 8, !dbg !657
  %1073 = zext i8 %1072 to i32, !dbg !657
  %1074 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1073), !dbg !658
    #dbg_value(i64 9, !455, !DIExpression(), !656)
  %1075 = extractelement <16 x i8> %1046, i64 9, !dbg !657
  %1076 = zext i8 %1075 to i32, !dbg !657
  %1077 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1076), !dbg !658
    #dbg_value(i64 10, !455, !DIExpression(), !656)
  %1078 = extractelement <16 x i8> %1046, i64 10, !dbg !657
  %1079 = zext i8 %1078 to i32, !dbg !657
  %1080 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1079), !dbg !658
    #dbg_value(i64 11, !455, !DIExpression(), !656)
  %1081 = extractelement <16 x i8> %1046, i64 11, !dbg !657
  %1082 = zext i8 %1081 to i32, !dbg !657
  %1083 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1082), !dbg !658
    #dbg_value(i64 12, !455, !DIExpression(), !656)
  %1084 = extractelement <16 x i8> %1046, i64 12, !dbg !657
  %1085 = zext i8 %1084 to i32, !dbg !657
  %1086 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1085), !dbg !658
    #dbg_value(i64 13, !455, !DIExpression(), !656)
  %1087 = extractelement <16 x i8> %1046, i64 13, !dbg !657
  %1088 = zext i8 %1087 to i32, !dbg !657
  %1089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1088), !dbg !658
    #dbg_value(i64 14, !455, !DIExpression(), !656)
  %1090 = extractelement <16 x i8> %1046, i64 14, !dbg !657
  %1091 = zext i8 %1090 to i32, !dbg !657
  %1092 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1091), !dbg !658
    #dbg_value(i64 15, !455, !DIExpression(), !656)
  %1093 = extractelement <16 x i8> %1046, i64 15, !dbg !657
  %1094 = zext i8 %1093 to i32, !dbg !657
  %1095 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1094), !dbg !658
    #dbg_value(i64 16, !455, !DIExpression(), !656)
  %1096 = tail call i32 @putchar(i32 10), !dbg !659
  %1097 = tail call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !660
  %1098 = bitcast <4 x float> %1097 to <16 x i8>, !dbg !660
    #dbg_value(<4 x float> %1097, !303, !DIExpression(), !661)
    #dbg_value(ptr @.str.22, !441, !DIExpression(), !662)
    #dbg_value(ptr undef, !450, !DIExpression(), !662)
    #dbg_value(i32 16, !451, !DIExpression(), !662)
    #dbg_value(ptr undef, !452, !DIExpression(), !662)
  %1099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.22), !dbg !664
    #dbg_value(i64 0, !455, !DIExpression(), !665)
  %1100 = extractelement <16 x i8> %1098, i64 0, !dbg !666
  %1101 = zext i8 %1100 to i32, !dbg !666
  %1102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1101), !dbg !667
    #dbg_value(i64 1, !455, !DIExpression(), !665)
  %1103 = extractelement <16 x i8> %1098, i64 1, !dbg !666
  %1104 = zext i8 %1103 to i32, !dbg !666
  %1105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1104), !dbg !667
    #dbg_value(i64 2, !455, !DIExpression(), !665)
  %1106 = extractelement <16 x i8> %1098, i64 2, !dbg !666
  %1107 = zext i8 %1106 to i32, !dbg !666
  %1108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1107), !dbg !667
    #dbg_value(i64 3, !455, !DIExpression(), !665)
  %1109 = extractelement <16 x i8> %1098, i64 3, !dbg !666
  %1110 = zext i8 %1109 to i32, !dbg !666
  %1111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1110), !dbg !667
    #dbg_value(i64 4, !455, !DIExpression(), !665)
  %1112 = extractelement <16 x i8> %1098, i64 4, !dbg !666
  %1113 = zext i8 %1112 to i32, !dbg !666
  %1114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1113), !dbg !667
    #dbg_value(i64 5, !455, !DIExpression(), !665)
  %1115 = extractelement <16 x i8> %1098, i64 5, !dbg !666
  %1116 = zext i8 %1115 to i32, !dbg !666
  %1117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1116), !dbg !667
    #dbg_value(i64 6, !455, !DIExpression(), !665)
  %1118 = extractelement <16 x i8> %1098, i64 6, !dbg !666
  %1119 = zext i8 %1118 to i32, !dbg !666
  %1120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1119), !dbg !667
    #dbg_value(i64 7, !455, !DIExpression(), !665)
  %1121 = extractelement <16 x i8> %1098, i64 7, !dbg !666
  %1122 = zext i8 %1121 to i32, !dbg !666
  %1123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1122), !dbg !667
    #dbg_value(i64 8, !455, !DIExpression(), !665)
  %1124 = extractelement <16 x i8> %1098, i64 8, !dbg !666
  %1125 = zext i8 %1124 to i32, !dbg !666
  %1126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1125), !dbg !667
    #dbg_value(i64 9, !455, !DIExpression(), !665)
  %1127 = extractelement <16 x i8> %1098, i64 9, !dbg !666
  %1128 = zext i8 %1127 to i32, !dbg !666
  %1129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1128), !dbg !667
    #dbg_value(i64 10, !455, !DIExpression(), !665)
  %1130 = extractelement <16 x i8> %1098, i64 10, !dbg !666
  %1131 = zext i8 %1130 to i32, !dbg !666
  %1132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1131), !dbg !667
    #dbg_value(i64 11, !455, !DIExpression(), !665)
  %1133 = extractelement <16 x i8> %1098, i64 11, !dbg !666
  %1134 = zext i8 %1133 to i32, !dbg !666
  %1135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1134), !dbg !667
    #dbg_value(i64 12, !455, !DIExpression(), !665)
  %1136 = extractelement <16 x i8> %1098, i64 12, !dbg !666
  %1137 = zext i8 %1136 to i32, !dbg !666
  %1138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1137), !dbg !667
    #dbg_value(i64 13, !455, !DIExpression(), !665)
  %1139 = extractelement <16 x i8> %1098, i64 13, !dbg !666
  %1140 = zext i8 %1139 to i32, !dbg !666
  %1141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1140), !dbg !667
    #dbg_value(i64 14, !455, !DIExpression(), !665)
  %1142 = extractelement <16 x i8> %1098, i64 14, !dbg !666
  %1143 = zext i8 %1142 to i32, !dbg !666
  %1144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1143), !dbg !667
    #dbg_value(i64 15, !455, !DIExpression(), !665)
  %1145 = extractelement <16 x i8> %1098, i64 15, !dbg !666
  %1146 = zext i8 %1145 to i32, !dbg !666
  %1147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1146), !dbg !667
    #dbg_value(i64 16, !455, !DIExpression(), !665)
  %1148 = tail call i32 @putchar(i32 10), !dbg !668
  %1149 = tail call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !669
  %1150 = bitcast <4 x float> %1149 to <16 x i8>, !dbg !669
    #dbg_value(<4 x float> %1149, !305, !DIExpression(), !670)
    #dbg_value(ptr @.str.23, !441, !DIExpression(), !671)
    #dbg_value(ptr undef, !450, !DIExpression(), !671)
    #dbg_value(i32 16, !451, !DIExpression(), !671)
    #dbg_value(ptr undef, !452, !DIExpression(), !671)
  %1151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.23), !dbg !673
    #dbg_value(i64 0, !455, !DIExpression(), !674)
  %1152 = extractelement <16 x i8> %1150, i64 0, !dbg !675
  %1153 = zext i8 %1152 to i32, !dbg !675
  %1154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1153), !dbg !676
    #dbg_value(i64 1, !455, !DIExpression(), !674)
  %1155 = extractelement <16 x i8> %1150, i64 1, !dbg !675
  %1156 = zext i8 %1155 to i32, !dbg !675
  %1157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1156), !dbg !676
    #dbg_value(i64 2, !455, !DIExpression(), !674)
  %1158 = extractelement <16 x i8> %1150, i64 2, !dbg !675
  %1159 = zext i8 %1158 to i32, !dbg !675
  %1160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1159), !dbg !676
    #dbg_value(i64 3, !455, !DIExpression(), !674)
  %1161 = extractelement <16 x i8> %1150, i64 3, !dbg !675
  %1162 = zext i8 %1161 to i32, !dbg !675
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1162), !dbg !676
    #dbg_value(i64 4, !455, !DIExpression(), !674)
  %1164 = extractelement <16 x i8> %1150, i64 4, !dbg !675
  %1165 = zext i8 %1164 to i32, !dbg !675
  %1166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1165), !dbg !676
    #dbg_value(i64 5, !455, !DIExpression(), !674)
  %1167 = extractelement <16 x i8> %1150, i64 5, !dbg !675
  %1168 = zext i8 %1167 to i32, !dbg !675
  %1169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1168), !dbg !676
    #dbg_value(i64 6, !455, !DIExpression(), !674)
  %1170 = extractelement <16 x i8> %1150, i64 6, !dbg !675
  %1171 = zext i8 %1170 to i32, !dbg !675
  %1172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1171), !dbg !676
    #dbg_value(i64 7, !455, !DIExpression(), !674)
  %1173 = extractelement <16 x i8> %1150, i64 7, !dbg !675
  %1174 = zext i8 %1173 to i32, !dbg !675
  %1175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1174), !dbg !676
    #dbg_value(i64 8, !455, !DIExpression(), !674)
  %1176 = extractelement <16 x i8> %1150, i64 8, !dbg !675
  %1177 = zext i8 %1176 to i32, !dbg !675
  %1178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1177), !dbg !676
    #dbg_value(i64 9, !455, !DIExpression(), !674)
  %1179 = extractelement <16 x i8> %1150, i64 9, !dbg !675
  %1180 = zext i8 %1179 to i32, !dbg !675
  %1181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1180), !dbg !676
    #dbg_value(i64 10, !455, !DIExpression(), !674)
  %1182 = extractelement <16 x i8> %1150, i64 10, !dbg !675
  %1183 = zext i8 %1182 to i32, !dbg !675
  %1184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1183), !dbg !676
    #dbg_value(i64 11, !455, !DIExpression(), !674)
  %1185 = extractelement <16 x i8> %1150, i64 11, !dbg !675
  %1186 = zext i8 %1185 to i32, !dbg !675
  %1187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1186), !dbg !676
    #dbg_value(i64 12, !455, !DIExpression(), !674)
  %1188 = extractelement <16 x i8> %1150, i64 12, !dbg !675
  %1189 = zext i8 %1188 to i32, !dbg !675
  %1190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1189), !dbg !676
    #dbg_value(i64 13, !455, !DIExpression(), !674)
  %1191 = extractelement <16 x i8> %1150, i64 13, !dbg !675
  %1192 = zext i8 %1191 to i32, !dbg !675
  %1193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1192), !dbg !676
    #dbg_value(i64 14, !455, !DIExpression(), !674)
  %1194 = extractelement <16 x i8> %1150, i64 14, !dbg !675
  %1195 = zext i8 %1194 to i32, !dbg !675
  %1196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1195), !dbg !676
    #dbg_value(i64 15, !455, !DIExpression(), !674)
  %1197 = extractelement <16 x i8> %1150, i64 15, !dbg !675
  %1198 = zext i8 %1197 to i32, !dbg !675
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1198), !dbg !676
    #dbg_value(i64 16, !455, !DIExpression(), !674)
  %1200 = tail call i32 @putchar(i32 10), !dbg !677
  %1201 = tail call <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double> zeroinitializer, <1 x double> <double 0xFFF0000000000000>), !dbg !678
  %1202 = bitcast <1 x double> %1201 to <8 x i8>, !dbg !678
    #dbg_value(<1 x double> %1201, !307, !DIExpression(), !679)
    #dbg_value(ptr @.str.24, !441, !DIExpression(), !680)
    #dbg_value(ptr undef, !450, !DIExpression(), !680)
    #dbg_value(i32 8, !451, !DIExpression(), !680)
    #dbg_value(ptr undef, !452, !DIExpression(), !680)
  %1203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.24), !dbg !682
    #dbg_value(i64 0, !455, !DIExpression(), !683)
  %1204 = extractelement <8 x i8> %1202, i64 0, !dbg !684
  %1205 = zext i8 %1204 to i32, !dbg !684
  %1206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1205), !dbg !685
    #dbg_value(i64 1, !455, !DIExpression(), !683)
  %1207 = extractelement <8 x i8> %1202, i64 1, !dbg !684
  %1208 = zext i8 %1207 to i32, !dbg !684
  %1209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1208), !dbg !685
    #dbg_value(i64 2, !455, !DIExpression(), !683)
  %1210 = extractelement <8 x i8> %1202, i64 2, !dbg !684
  %1211 = zext i8 %1210 to i32, !dbg !684
  %1212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1211), !dbg !685
    #dbg_value(i64 3, !455, !DIExpression(), !683)
  %1213 = extractelement <8 x i8> %1202, i64 3, !dbg !684
  %1214 = zext i8 %1213 to i32, !dbg !684
  %1215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1214), !dbg !685
    #dbg_value(i64 4, !455, !DIExpression(), !683)
  %1216 = extractelement <8 x i8> %1202, i64 4, !dbg !684
  %1217 = zext i8 %1216 to i32, !dbg !684
  %1218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1217), !dbg !685
    #dbg_value(i64 5, !455, !DIExpression(), !683)
  %1219 = extractelement <8 x i8> %1202, i64 5, !dbg !684
  %1220 = zext i8 %1219 to i32, !dbg !684
  %1221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1220), !dbg !685
    #dbg_value(i64 6, !455, !DIExpression(), !683)
  %1222 = extractelement <8 x i8> %1202, i64 6, !dbg !684
  %1223 = zext i8 %1222 to i32, !dbg !684
  %1224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1223), !dbg !685
    #dbg_value(i64 7, !455, !DIExpression(), !683)
  %1225 = extractelement <8 x i8> %1202, i64 7, !dbg !684
  %1226 = zext i8 %1225 to i32, !dbg !684
  %1227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1226), !dbg !685
    #dbg_value(i64 8, !455, !DIExpression(), !683)
  %1228 = tail call i32 @putchar(i32 10), !dbg !686
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !309, !DIExpression(), !419)
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !314, !DIExpression(), !687)
  %1229 = tail call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, i32 16), !dbg !688
    #dbg_value(<4 x i32> %1229, !312, !DIExpression(), !687)
  %1230 = bitcast <4 x i32> %1229 to <16 x i8>, !dbg !689
    #dbg_value(<4 x i32> %1229, !310, !DIExpression(), !690)
    #dbg_value(ptr @.str.25, !441, !DIExpression(), !691)
    #dbg_value(ptr undef, !450, !DIExpression(), !691)
    #dbg_value(i32 16, !451, !DIExpression(), !691)
    #dbg_value(ptr undef, !452, !DIExpression(), !691)
  %1231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.25), !dbg !693
    #dbg_value(i64 0, !455, !DIExpression(), !694)
  %1232 = extractelement <16 x i8> %1230, i64 0, !dbg !695
  %1233 = zext i8 %1232 to i32, !dbg !695
  %1234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1233), !dbg !696
    #dbg_value(i64 1, !455, !DIExpression(), !694)
  %1235 = extractelement <16 x i8> %1230, i64 1, !dbg !695
  %1236 = zext i8 %1235 to i32, !dbg !695
  %1237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1236), !dbg !696
    #dbg_value(i64 2, !455, !DIExpression(), !694)
  %1238 = extractelement <16 x i8> %1230, i64 2, !dbg !695
  %1239 = zext i8 %1238 to i32, !dbg !695
  %1240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1239), !dbg !696
    #dbg_value(i64 3, !455, !DIExpression(), !694)
  %1241 = extractelement <16 x i8> %1230, i64 3, !dbg !695
  %1242 = zext i8 %1241 to i32, !dbg !695
  %1243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1242), !dbg !696
    #dbg_value(i64 4, !455, !DIExpression(), !694)
  %1244 = extractelement <16 x i8> %1230, i64 4, !dbg !695
  %1245 = zext i8 %1244 to i32, !dbg !695
  %1246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1245), !dbg !696
    #dbg_value(i64 5, !455, !DIExpression(), !694)
  %1247 = extractelement <16 x i8> %1230, i64 5, !dbg !695
  %1248 = zext i8 %1247 to i32, !dbg !695
  %1249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1248), !dbg !696
    #dbg_value(i64 6, !455, !DIExpression(), !694)
  %1250 = extractelement <16 x i8> %1230, i64 6, !dbg !695
  %1251 = zext i8 %1250 to i32, !dbg !695
  %1252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1251), !dbg !696
    #dbg_value(i64 7, !455, !DIExpression(), !694)
  %1253 = extractelement <16 x i8> %1230, i64 7, !dbg !695
  %1254 = zext i8 %1253 to i32, !dbg !695
  %1255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1254), !dbg !696
    #dbg_value(i64 8, !455, !DIExpression(), !694)
  %1256 = extractelement <16 x i8> %1230, i64 8, !dbg !695
  %1257 = zext i8 %1256 to i32, !dbg !695
  %1258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1257), !dbg !696
    #dbg_value(i64 9, !455, !DIExpression(), !694)
  %1259 = extractelement <16 x i8> %1230, i64 9, !dbg !695
  %1260 = zext i8 %1259 to i32, !dbg !695
  %1261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1260), !dbg !696
    #dbg_value(i64 10, !455, !DIExpression(), !694)
  %1262 = extractelement <16 x i8> %1230, i64 10, !dbg !695
  %1263 = zext i8 %1262 to i32, !dbg !695
  %1264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1263), !dbg !696
    #dbg_value(i64 11, !455, !DIExpression(), !694)
  %1265 = extractelement <16 x i8> %1230, i64 11, !dbg !695
  %1266 = zext i8 %1265 to i32, !dbg !695
  %1267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1266), !dbg !696
    #dbg_value(i64 12, !455, !DIExpression(), !694)
  %1268 = extractelement <16 x i8> %1230, i64 12, !dbg !695
  %1269 = zext i8 %1268 to i32, !dbg !695
  %1270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1269), !dbg !696
    #dbg_value(i64 13, !455, !DIExpression(), !694)
  %1271 = extractelement <16 x i8> %1230, i64 13, !dbg !695
  %1272 = zext i8 %1271 to i32, !dbg !695
  %1273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1272), !dbg !696
    #dbg_value(i64 14, !455, !DIExpression(), !694)
  %1274 = extractelement <16 x i8> %1230, i64 14, !dbg !695
  %1275 = zext i8 %1274 to i32, !dbg !695
  %1276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1275), !dbg !696
    #dbg_value(i64 15, !455, !DIExpression(), !694)
  %1277 = extractelement <16 x i8> %1230, i64 15, !dbg !695
  %1278 = zext i8 %1277 to i32, !dbg !695
  %1279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1278), !dbg !696
    #dbg_value(i64 16, !455, !DIExpression(), !694)
  %1280 = tail call i32 @putchar(i32 10), !dbg !697
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !319, !DIExpression(), !698)
  %1281 = tail call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, i32 4), !dbg !699
    #dbg_value(<4 x i32> %1281, !317, !DIExpression(), !698)
  %1282 = bitcast <4 x i32> %1281 to <16 x i8>, !dbg !700
    #dbg_value(<4 x i32> %1281, !315, !DIExpression(), !701)
    #dbg_value(ptr @.str.26, !441, !DIExpression(), !702)
    #dbg_value(ptr undef, !450, !DIExpression(), !702)
    #dbg_value(i32 16, !451, !DIExpression(), !702)
    #dbg_value(ptr undef, !452, !DIExpression(), !702)
  %1283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.26), !dbg !704
    #dbg_value(i64 0, !455, !DIExpression(), !705)
  %1284 = extractelement <16 x i8> %1282, i64 0, !dbg !706
  %1285 = zext i8 %1284 to i32, !dbg !706
  %1286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1285), !dbg !707
    #dbg_value(i64 1, !455, !DIExpression(), !705)
  %1287 = extractelement <16 x i8> %1282, i64 1, !dbg !706
  %1288 = zext i8 %1287 to i32, !dbg !706
  %1289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1288), !dbg !707
    #dbg_value(i64 2, !455, !DIExpression(), !705)
  %1290 = extractelement <16 x i8> %1282, i64 2, !dbg !706
  %1291 = zext i8 %1290 to i32, !dbg !706
  %1292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1291), !dbg !707
    #dbg_value(i64 3, !455, !DIExpression(), !705)
  %1293 = extractelement <16 x i8> %1282, i64 3, !dbg !706
  %1294 = zext i8 %1293 to i32, !dbg !706
  %1295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1294), !dbg !707
    #dbg_value(i64 4, !455, !DIExpression(), !705)
  %1296 = extractelement <16 x i8> %1282, i64 4, !dbg !706
  %1297 = zext i8 %1296 to i32, !dbg !706
  %1298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1297), !dbg !707
    #dbg_value(i64 5, !455, !DIExpression(), !705)
  %1299 = extractelement <16 x i8> %1282, i64 5, !dbg !706
  %1300 = zext i8 %1299 to i32, !dbg !706
  %1301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1300), !dbg !707
    #dbg_value(i64 6, !455, !DIExpression(), !705)
  %1302 = extractelement <16 x i8> %1282, i64 6, !dbg !706
  %1303 = zext i8 %1302 to i32, !dbg !706
  %1304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1303), !dbg !707
    #dbg_value(i64 7, !455, !DIExpression(), !705)
  %1305 = extractelement <16 x i8> %1282, i64 7, !dbg !706
  %1306 = zext i8 %1305 to i32, !dbg !706
  %1307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1306), !dbg !707
    #dbg_value(i64 8, !455, !DIExpression(), !705)
  %1308 = extractelement <16 x i8> %1282, i64 8, !dbg !706
  %1309 = zext i8 %1308 to i32, !dbg !706
  %1310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1309), !dbg !707
    #dbg_value(i64 9, !455, !DIExpression(), !705)
  %1311 = extractelement <16 x i8> %1282, i64 9, !dbg !706
  %1312 = zext i8 %1311 to i32, !dbg !706
  %1313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1312), !dbg !707
    #dbg_value(i64 10, !455, !DIExpression(), !705)
  %1314 = extractelement <16 x i8> %1282, i64 10, !dbg !706
  %1315 = zext i8 %1314 to i32, !dbg !706
  %1316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1315), !dbg !707
    #dbg_value(i64 11, !455, !DIExpression(), !705)
  %1317 = extractelement <16 x i8> %1282, i64 11, !dbg !706
  %1318 = zext i8 %1317 to i32, !dbg !706
  %1319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1318), !dbg !707
    #dbg_value(i64 12, !455, !DIExpression(), !705)
  %1320 = extractelement <16 x i8> %1282, i64 12, !dbg !706
  %1321 = zext i8 %1320 to i32, !dbg !706
  %1322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1321), !dbg !707
    #dbg_value(i64 13, !455, !DIExpression(), !705)
  %1323 = extractelement <16 x i8> %1282, i64 13, !dbg !706
  %1324 = zext i8 %1323 to i32, !dbg !706
  %1325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1324), !dbg !707
    #dbg_value(i64 14, !455, !DIExpression(), !705)
  %1326 = extractelement <16 x i8> %1282, i64 14, !dbg !706
  %1327 = zext i8 %1326 to i32, !dbg !706
  %1328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1327), !dbg !707
    #dbg_value(i64 15, !455, !DIExpression(), !705)
  %1329 = extractelement <16 x i8> %1282, i64 15, !dbg !706
  %1330 = zext i8 %1329 to i32, !dbg !706
  %1331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1330), !dbg !707
    #dbg_value(i64 16, !455, !DIExpression(), !705)
  %1332 = tail call i32 @putchar(i32 10), !dbg !708
    #dbg_value(<4 x i32> poison, !324, !DIExpression(), !709)
  %1333 = tail call <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32> %52, i32 10), !dbg !710
    #dbg_value(<4 x float> %1333, !322, !DIExpression(), !709)
  %1334 = bitcast <4 x float> %1333 to <16 x i8>, !dbg !711
    #dbg_value(<4 x float> %1333, !320, !DIExpression(), !712)
    #dbg_value(ptr @.str.27, !441, !DIExpression(), !713)
    #dbg_value(ptr undef, !450, !DIExpression(), !713)
    #dbg_value(i32 16, !451, !DIExpression(), !713)
    #dbg_value(ptr undef, !452, !DIExpression(), !713)
  %1335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.27), !dbg !715
    #dbg_value(i64 0, !455, !DIExpression(), !716)
  %1336 = extractelement <16 x i8> %1334, i64 0, !dbg !717
  %1337 = zext i8 %1336 to i32, !dbg !717
  %1338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1337), !dbg !718
    #dbg_value(i64 1, !455, !DIExpression(), !716)
  %1339 = extractelement <16 x i8> %1334, i64 1, !dbg !717
  %1340 = zext i8 %1339 to i32, !dbg !717
  %1341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1340), !dbg !718
    #dbg_value(i64 2, !455, !DIExpression(), !716)
  %1342 = extractelement <16 x i8> %1334, i64 2, !dbg !717
  %1343 = zext i8 %1342 to i32, !dbg !717
  %1344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1343), !dbg !718
    #dbg_value(i64 3, !455, !DIExpression(), !716)
  %1345 = extractelement <16 x i8> %1334, i64 3, !dbg !717
  %1346 = zext i8 %1345 to i32, !dbg !717
  %1347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1346), !dbg !718
    #dbg_value(i64 4, !455, !DIExpression(), !716)
  %1348 = extractelement <16 x i8> %1334, i64 4, !dbg !717
  %1349 = zext i8 %1348 to i32, !dbg !717
  %1350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1349), !dbg !718
    #dbg_value(i64 5, !455, !DIExpression(), !716)
  %1351 = extractelement <16 x i8> %1334, i64 5, !dbg !717
  %1352 = zext i8 %1351 to i32, !dbg !717
  %1353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1352), !dbg !718
    #dbg_value(i64 6, !455, !DIExpression(), !716)
  %1354 = extractelement <16 x i8> %1334, i64 6, !dbg !717
  %1355 = zext i8 %1354 to i32, !dbg !717
  %1356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1355), !dbg !718
    #dbg_value(i64 7, !455, !DIExpression(), !716)
  %1357 = extractelement <16 x i8> %1334, i64 7, !dbg !717
  %1358 = zext i8 %1357 to i32, !dbg !717
  %1359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1358), !dbg !718
    #dbg_value(i64 8, !455, !DIExpression(), !716)
  %1360 = extractelement <16 x i8> %1334, i64 8, !dbg !717
  %1361 = zext i8 %1360 to i32, !dbg !717
  %1362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1361), !dbg !718
    #dbg_value(i64 9, !455, !DIExpression(), !716)
  %1363 = extractelement <16 x i8> %1334, i64 9, !dbg !717
  %1364 = zext i8 %1363 to i32, !dbg !717
  %1365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1364), !dbg !718
    #dbg_value(i64 10, !455, !DIExpression(), !716)
  %1366 = extractelement <16 x i8> %1334, i64 10, !dbg !717
  %1367 = zext i8 %1366 to i32, !dbg !717
  %1368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1367), !dbg !718
    #dbg_value(i64 11, !455, !DIExpression(), !716)
  %1369 = extractelement <16 x i8> %1334, i64 11, !dbg !717
  %1370 = zext i8 %1369 to i32, !dbg !717
  %1371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1370), !dbg !718
    #dbg_value(i64 12, !455, !DIExpression(), !716)
  %1372 = extractelement <16 x i8> %1334, i64 12, !dbg !717
  %1373 = zext i8 %1372 to i32, !dbg !717
  %1374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1373), !dbg !718
    #dbg_value(i64 13, !455, !DIExpression(), !716)
  %1375 = extractelement <16 x i8> %1334, i64 13, !dbg !717
  %1376 = zext i8 %1375 to i32, !dbg !717
  %1377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1376), !dbg !718
    #dbg_value(i64 14, !455, !DIExpression(), !716)
  %1378 = extractelement <16 x i8> %1334, i64 14, !dbg !717
  %1379 = zext i8 %1378 to i32, !dbg !717
  %1380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1379), !dbg !718
    #dbg_value(i64 15, !455, !DIExpression(), !716)
  %1381 = extractelement <16 x i8> %1334, i64 15, !dbg !717
  %1382 = zext i8 %1381 to i32, !dbg !717
  %1383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1382), !dbg !718
    #dbg_value(i64 16, !455, !DIExpression(), !716)
  %1384 = tail call i32 @putchar(i32 10), !dbg !719
    #dbg_value(<4 x i32> poison, !329, !DIExpression(), !720)
  %1385 = tail call <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32> %52, i32 31), !dbg !721
    #dbg_value(<4 x float> %1385, !327, !DIExpression(), !720)
  %1386 = bitcast <4 x float> %1385 to <16 x i8>, !dbg !722
    #dbg_value(<4 x float> %1385, !325, !DIExpression(), !723)
    #dbg_value(ptr @.str.28, !441, !DIExpression(), !724)
    #dbg_value(ptr undef, !450, !DIExpression(), !724)
    #dbg_value(i32 16, !451, !DIExpression(), !724)
    #dbg_value(ptr undef, !452, !DIExpression(), !724)
  %1387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.28), !dbg !726
    #dbg_value(i64 0, !455, !DIExpression(), !727)
  %1388 = extractelement <16 x i8> %1386, i64 0, !dbg !728
  %1389 = zext i8 %1388 to i32, !dbg !728
  %1390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1389), !dbg !729
    #dbg_value(i64 1, !455, !DIExpression(), !727)
  %1391 = extractelement <16 x i8> %1386, i64 1, !dbg !728
  %1392 = zext i8 %1391 to i32, !dbg !728
  %1393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1392), !dbg !729
    #dbg_value(i64 2, !455, !DIExpression(), !727)
  %1394 = extractelement <16 x i8> %1386, i64 2, !dbg !728
  %1395 = zext i8 %1394 to i32, !dbg !728
  %1396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1395), !dbg !729
    #dbg_value(i64 3, !455, !DIExpression(), !727)
  %1397 = extractelement <16 x i8> %1386, i64 3, !dbg !728
  %1398 = zext i8 %1397 to i32, !dbg !728
  %1399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1398), !dbg !729
    #dbg_value(i64 4, !455, !DIExpression(), !727)
  %1400 = extractelement <16 x i8> %1386, i64 4, !dbg !728
  %1401 = zext i8 %1400 to i32, !dbg !728
  %1402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1401), !dbg !729
    #dbg_value(i64 5, !455, !DIExpression(), !727)
  %1403 = extractelement <16 x i8> %1386, i64 5, !dbg !728
  %1404 = zext i8 %1403 to i32, !dbg !728
  %1405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1404), !dbg !729
    #dbg_value(i64 6, !455, !DIExpression(), !727)
  %1406 = extractelement <16 x i8> %1386, i64 6, !dbg !728
  %1407 = zext i8 %1406 to i32, !dbg !728
  %1408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1407), !dbg !729
    #dbg_value(i64 7, !455, !DIExpression(), !727)
  %1409 = extractelement <16 x i8> %1386, i64 7, !dbg !728
  %1410 = zext i8 %1409 to i32, !dbg !728
  %1411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1410), !dbg !729
    #dbg_value(i64 8, !455, !DIExpression(), !727)
  %1412 = extractelement <16 x i8> %1386, i64 8, !dbg !728
  %1413 = zext i8 %1412 to i32, !dbg !728
  %1414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1413), !dbg !729
    #dbg_value(i64 9, !455, !DIExpression(), !727)
  %1415 = extractelement <16 x i8> %1386, i64 9, !dbg !728
  %1416 = zext i8 %1415 to i32, !dbg !728
  %1417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1416), !dbg !729
    #dbg_value(i64 10, !455, !DIExpression(), !727)
  %1418 = extractelement <16 x i8> %1386, i64 10, !dbg !728
  %1419 = zext i8 %1418 to i32, !dbg !728
  %1420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1419), !dbg !729
    #dbg_value(i64 11, !455, !DIExpression(), !727)
  %1421 = extractelement <16 x i8> %1386, i64 11, !dbg !728
  %1422 = zext i8 %1421 to i32, !dbg !728
  %1423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1422), !dbg !729
    #dbg_value(i64 12, !455, !DIExpression(), !727)
  %1424 = extractelement <16 x i8> %1386, i64 12, !dbg !728
  %1425 = zext i8 %1424 to i32, !dbg !728
  %1426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1425), !dbg !729
    #dbg_value(i64 13, !455, !DIExpression(), !727)
  %1427 = extractelement <16 x i8> %1386, i64 13, !dbg !728
  %1428 = zext i8 %1427 to i32, !dbg !728
  %1429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1428), !dbg !729
    #dbg_value(i64 14, !455, !DIExpression(), !727)
  %1430 = extractelement <16 x i8> %1386, i64 14, !dbg !728
  %1431 = zext i8 %1430 to i32, !dbg !728
  %1432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1431), !dbg !729
    #dbg_value(i64 15, !455, !DIExpression(), !727)
  %1433 = extractelement <16 x i8> %1386, i64 15, !dbg !728
  %1434 = zext i8 %1433 to i32, !dbg !728
  %1435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1434), !dbg !729
    #dbg_value(i64 16, !455, !DIExpression(), !727)
  %1436 = tail call i32 @putchar(i32 10), !dbg !730
    #dbg_value(<2 x i64> %362, !334, !DIExpression(), !731)
  %1437 = tail call <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64> %362, i32 3), !dbg !732
    #dbg_value(<2 x double> %1437, !332, !DIExpression(), !731)
  %1438 = bitcast <2 x double> %1437 to <16 x i8>, !dbg !733
    #dbg_value(<2 x double> %1437, !330, !DIExpression(), !734)
    #dbg_value(ptr @.str.29, !441, !DIExpression(), !735)
    #dbg_value(ptr undef, !450, !DIExpression(), !735)
    #dbg_value(i32 16, !451, !DIExpression(), !735)
    #dbg_value(ptr undef, !452, !DIExpression(), !735)
  %1439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.29), !dbg !737
    #dbg_value(i64 0, !455, !DIExpression(), !738)
  %1440 = extractelement <16 x i8> %1438, i64 0, !dbg !739
  %1441 = zext i8 %1440 to i32, !dbg !739
  %1442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1441), !dbg !740
    #dbg_value(i64 1, !455, !DIExpression(), !738)
  %1443 = extractelement <16 x i8> %1438, i64 1, !dbg !739
  %1444 = zext i8 %1443 to i32, !dbg !739
  %1445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1444), !dbg !740
    #dbg_value(i64 2, !455, !DIExpression(), !738)
  %1446 = extractelement <16 x i8> %1438, i64 2, !dbg !739
  %1447 = zext i8 %1446 to i32, !dbg !739
  %1448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1447), !dbg !740
    #dbg_value(i64 3, !455, !DIExpression(), !738)
  %1449 = extractelement <16 x i8> %1438, i64 3, !dbg !739
  %1450 = zext i8 %1449 to i32, !dbg !739
  %1451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1450), !dbg !740
    #dbg_value(i64 4, !455, !DIExpression(), !738)
  %1452 = extractelement <16 x i8> %1438, i64 4, !dbg !739
  %1453 = zext i8 %1452 to i32, !dbg !739
  %1454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1453), !dbg !740
    #dbg_value(i64 5, !455, !DIExpression(), !738)
  %1455 = extractelement <16 x i8> %1438, i64 5, !dbg !739
  %1456 = zext i8 %1455 to i32, !dbg !739
  %1457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1456), !dbg !740
    #dbg_value(i64 6, !455, !DIExpression(), !738)
  %1458 = extractelement <16 x i8> %1438, i64 6, !dbg !739
  %1459 = zext i8 %1458 to i32, !dbg !739
  %1460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1459), !dbg !740
    #dbg_value(i64 7, !455, !DIExpression(), !738)
  %1461 = extractelement <16 x i8> %1438, i64 7, !dbg !739
  %1462 = zext i8 %1461 to i32, !dbg !739
  %1463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1462), !dbg !740
    #dbg_value(i64 8, !455, !DIExpression(), !738)
  %1464 = extractelement <16 x i8> %1438, i64 8, !dbg !739
  %1465 = zext i8 %1464 to i32, !dbg !739
  %1466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1465), !dbg !740
    #dbg_value(i64 9, !455, !DIExpression(), !738)
  %1467 = extractelement <16 x i8> %1438, i64 9, !dbg !739
  %1468 = zext i8 %1467 to i32, !dbg !739
  %1469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1468), !dbg !740
    #dbg_value(i64 10, !455, !DIExpression(), !738)
  %1470 = extractelement <16 x i8> %1438, i64 10, !dbg !739
  %1471 = zext i8 %1470 to i32, !dbg !739
  %1472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1471), !dbg !740
    #dbg_value(i64 11, !455, !DIExpression(), !738)
  %1473 = extractelement <16 x i8> %1438, i64 11, !dbg !739
  %1474 = zext i8 %1473 to i32, !dbg !739
  %1475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1474), !dbg !740
    #dbg_value(i64 12, !455, !DIExpression(), !738)
  %1476 = extractelement <16 x i8> %1438, i64 12, !dbg !739
  %1477 = zext i8 %1476 to i32, !dbg !739
  %1478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1477), !dbg !740
    #dbg_value(i64 13, !455, !DIExpression(), !738)
  %1479 = extractelement <16 x i8> %1438, i64 13, !dbg !739
  %1480 = zext i8 %1479 to i32, !dbg !739
  %1481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1480), !dbg !740
    #dbg_value(i64 14, !455, !DIExpression(), !738)
  %1482 = extractelement <16 x i8> %1438, i64 14, !dbg !739
  %1483 = zext i8 %1482 to i32, !dbg !739
  %1484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1483), !dbg !740
    #dbg_value(i64 15, !455, !DIExpression(), !738)
  %1485 = extractelement <16 x i8> %1438, i64 15, !dbg !739
  %1486 = zext i8 %1485 to i32, !dbg !739
  %1487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1486), !dbg !740
    #dbg_value(i64 16, !455, !DIExpression(), !738)
  %1488 = tail call i32 @putchar(i32 10), !dbg !741
    #dbg_value(<8 x i16> poison, !339, !DIExpression(), !742)
    #dbg_value(<8 x i16> poison, !340, !DIExpression(), !742)
  %1489 = tail call <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16> %49, <8 x i16> %49, i32 2), !dbg !743
    #dbg_value(<8 x i16> %1489, !337, !DIExpression(), !742)
  %1490 = bitcast <8 x i16> %1489 to <16 x i8>, !dbg !744
    #dbg_value(<8 x i16> %1489, !335, !DIExpression(), !745)
    #dbg_value(ptr @.str.30, !441, !DIExpression(), !746)
    #dbg_value(ptr undef, !450, !DIExpression(), !746)
    #dbg_value(i32 16, !451, !DIExpression(), !746)
    #dbg_value(ptr undef, !452, !DIExpression(), !746)
  %1491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.30), !dbg !748
    #dbg_value(i64 0, !455, !DIExpression(), !749)
  %1492 = extractelement <16 x i8> %1490, i64 0, !dbg !750
  %1493 = zext i8 %1492 to i32, !dbg !750
  %1494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1493), !dbg !751
    #dbg_value(i64 1, !455, !DIExpression(), !749)
  %1495 = extractelement <16 x i8> %1490, i64 1, !dbg !750
  %1496 = zext i8 %1495 to i32, !dbg !750
  %1497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1496), !dbg !751
    #dbg_value(i64 2, !455, !DIExpression(), !749)
  %1498 = extractelement <16 x i8> %1490, i64 2, !dbg !750
  %1499 = zext i8 %1498 to i32, !dbg !750
  %1500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1499), !dbg !751
    #dbg_value(i64 3, !455, !DIExpression(), !749)
  %1501 = extractelement <16 x i8> %1490, i64 3, !dbg !750
  %1502 = zext i8 %1501 to i32, !dbg !750
  %1503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1502), !dbg !751
    #dbg_value(i64 4, !455, !DIExpression(), !749)
  %1504 = extractelement <16 x i8> %1490, i64 4, !dbg !750
  %1505 = zext i8 %1504 to i32, !dbg !750
  %1506 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1505), !dbg !751
    #dbg_value(i64 5, !455, !DIExpression(), !749)
  %1507 = extractelement <16 x i8> %1490, i64 5, !dbg !750
  %1508 = zext i8 %1507 to i32, !dbg !750
  %1509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1508), !dbg !751
    #dbg_value(i64 6, !455, !DIExpression(), !749)
  %1510 = extractelement <16 x i8> %1490, i64 6, !dbg !750
  %1511 = zext i8 %1510 to i32, !dbg !750
  %1512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1511), !dbg !751
    #dbg_value(i64 7, !455, !DIExpression(), !749)
  %1513 = extractelement <16 x i8> %1490, i64 7, !dbg !750
  %1514 = zext i8 %1513 to i32, !dbg !750
  %1515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1514), !dbg !751
    #dbg_value(i64 8, !455, !DIExpression(), !749)
  %1516 = extractelement <16 x i8> %1490, i64 8, !dbg !750
  %1517 = zext i8 %1516 to i32, !dbg !750
  %1518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1517), !dbg !751
    #dbg_value(i64 9, !455, !DIExpression(), !749)
  %1519 = extractelement <16 x i8> %1490, i64 9, !dbg !750
  %1520 = zext i8 %1519 to i32, !dbg !750
  %1521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1520), !dbg !751
    #dbg_value(i64 10, !455, !DIExpression(), !749)
  %1522 = extractelement <16 x i8> %1490, i64 10, !dbg !750
  %1523 = zext i8 %1522 to i32, !dbg !750
  %1524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1523), !dbg !751
    #dbg_value(i64 11, !455, !DIExpression(), !749)
  %1525 = extractelement <16 x i8> %1490, i64 11, !dbg !750
  %1526 = zext i8 %1525 to i32, !dbg !750
  %1527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1526), !dbg !751
    #dbg_value(i64 12, !455, !DIExpression(), !749)
  %1528 = extractelement <16 x i8> %1490, i64 12, !dbg !750
  %1529 = zext i8 %1528 to i32, !dbg !750
  %1530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1529), !dbg !751
    #dbg_value(i64 13, !455, !DIExpression(), !749)
  %1531 = extractelement <16 x i8> %1490, i64 13, !dbg !750
  %1532 = zext i8 %1531 to i32, !dbg !750
  %1533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1532), !dbg !751
    #dbg_value(i64 14, !455, !DIExpression(), !749)
  %1534 = extractelement <16 x i8> %1490, i64 14, !dbg !750
  %1535 = zext i8 %1534 to i32, !dbg !750
  %1536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1535), !dbg !751
    #dbg_value(i64 15, !455, !DIExpression(), !749)
  %1537 = extractelement <16 x i8> %1490, i64 15, !dbg !750
  %1538 = zext i8 %1537 to i32, !dbg !750
  %1539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1538), !dbg !751
    #dbg_value(i64 16, !455, !DIExpression(), !749)
  %1540 = tail call i32 @putchar(i32 10), !dbg !752
    #dbg_value(<4 x i32> poison, !345, !DIExpression(), !753)
    #dbg_value(<2 x i32> %571, !346, !DIExpression(), !753)
  %1541 = tail call <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32> %52, <2 x i32> %571, i32 1), !dbg !754
    #dbg_value(<4 x i32> %1541, !343, !DIExpression(), !753)
  %1542 = bitcast <4 x i32> %1541 to <16 x i8>, !dbg !755
    #dbg_value(<4 x i32> %1541, !341, !DIExpression(), !756)
    #dbg_value(ptr @.str.31, !441, !DIExpression(), !757)
    #dbg_value(ptr undef, !450, !DIExpression(), !757)
    #dbg_value(i32 16, !451, !DIExpression(), !757)
    #dbg_value(ptr undef, !452, !DIExpression(), !757)
  %1543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.31), !dbg !759
    #dbg_value(i64 0, !455, !DIExpression(), !760)
  %1544 = extractelement <16 x i8> %1542, i64 0, !dbg !761
  %1545 = zext i8 %1544 to i32, !dbg !761
  %1546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1545), !dbg !762
    #dbg_value(i64 1, !455, !DIExpression(), !760)
  %1547 = extractelement <16 x i8> %1542, i64 1, !dbg !761
  %1548 = zext i8 %1547 to i32, !dbg !761
  %1549 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1548), !dbg !762
    #dbg_value(i64 2, !455, !DIExpression(), !760)
  %1550 = extractelement <16 x i8> %1542, i64 2, !dbg !761
  %1551 = zext i8 %1550 to i32, !dbg !761
  %1552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1551), !dbg !762
    #dbg_value(i64 3, !455, !DIExpression(), !760)
  %1553 = extractelement <16 x i8> %1542, i64 3, !dbg !761
  %1554 = zext i8 %1553 to i32, !dbg !761
  %1555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1554), !dbg !762
    #dbg_value(i64 4, !455, !DIExpression(), !760)
  %1556 = extractelement <16 x i8> %1542, i64 4, !dbg !761
  %1557 = zext i8 %1556 to i32, !dbg !761
  %1558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1557), !dbg !762
    #dbg_value(i64 5, !455, !DIExpression(), !760)
  %1559 = extractelement <16 x i8> %1542, i64 5, !dbg !761
  %1560 = zext i8 %1559 to i32, !dbg !761
  %1561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1560), !dbg !762
    #dbg_value(i64 6, !455, !DIExpression(), !760)
  %1562 = extractelement <16 x i8> %1542, i64 6, !dbg !761
  %1563 = zext i8 %1562 to i32, !dbg !761
  %1564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1563), !dbg !762
    #dbg_value(i64 7, !455, !DIExpression(), !760)
  %1565 = extractelement <16 x i8> %1542, i64 7, !dbg !761
  %1566 = zext i8 %1565 to i32, !dbg !761
  %1567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1566), !dbg !762
    #dbg_value(i64 8, !455, !DIExpression(), !760)
  %1568 = extractelement <16 x i8> %1542, i64 8, !dbg !761
  %1569 = zext i8 %1568 to i32, !dbg !761
  %1570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1569), !dbg !762
    #dbg_value(i64 9, !455, !DIExpression(), !760)
  %1571 = extractelement <16 x i8> %1542, i64 9, !dbg !761
  %1572 = zext i8 %1571 to i32, !dbg !761
  %1573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1572), !dbg !762
    #dbg_value(i64 10, !455, !DIExpression(), !760)
  %1574 = extractelement <16 x i8> %1542, i64 10, !dbg !761
  %1575 = zext i8 %1574 to i32, !dbg !761
  %1576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1575), !dbg !762
    #dbg_value(i64 11, !455, !DIExpression(), !760)
  %1577 = extractelement <16 x i8> %1542, i64 11, !dbg !761
  %1578 = zext i8 %1577 to i32, !dbg !761
  %1579 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1578), !dbg !762
    #dbg_value(i64 12, !455, !DIExpression(), !760)
  %1580 = extractelement <16 x i8> %1542, i64 12, !dbg !761
  %1581 = zext i8 %1580 to i32, !dbg !761
  %1582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1581), !dbg !762
    #dbg_value(i64 13, !455, !DIExpression(), !760)
  %1583 = extractelement <16 x i8> %1542, i64 13, !dbg !761
  %1584 = zext i8 %1583 to i32, !dbg !761
  %1585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1584), !dbg !762
    #dbg_value(i64 14, !455, !DIExpression(), !760)
  %1586 = extractelement <16 x i8> %1542, i64 14, !dbg !761
  %1587 = zext i8 %1586 to i32, !dbg !761
  %1588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1587), !dbg !762
    #dbg_value(i64 15, !455, !DIExpression(), !760)
  %1589 = extractelement <16 x i8> %1542, i64 15, !dbg !761
  %1590 = zext i8 %1589 to i32, !dbg !761
  %1591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1590), !dbg !762
    #dbg_value(i64 16, !455, !DIExpression(), !760)
  %1592 = tail call i32 @putchar(i32 10), !dbg !763
  %1593 = shufflevector <8 x i16> %47, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !764
    #dbg_value(<4 x i16> %1593, !351, !DIExpression(), !765)
    #dbg_value(<4 x i16> <i16 8, i16 9, i16 -1, i16 -2>, !352, !DIExpression(), !765)
  %1594 = tail call <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16> %1593, <4 x i16> <i16 8, i16 9, i16 -1, i16 -2>, i32 3), !dbg !764
    #dbg_value(<4 x i16> %1594, !349, !DIExpression(), !765)
  %1595 = bitcast <4 x i16> %1594 to <8 x i8>, !dbg !766
    #dbg_value(<4 x i16> %1594, !347, !DIExpression(), !767)
    #dbg_value(ptr @.str.32, !441, !DIExpression(), !768)
    #dbg_value(ptr undef, !450, !DIExpression(), !768)
    #dbg_value(i32 8, !451, !DIExpression(), !768)
    #dbg_value(ptr undef, !452, !DIExpression(), !768)
  %1596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.32), !dbg !770
    #dbg_value(i64 0, !455, !DIExpression(), !771)
  %1597 = extractelement <8 x i8> %1595, i64 0, !dbg !772
  %1598 = zext i8 %1597 to i32, !dbg !772
  %1599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1598), !dbg !773
    #dbg_value(i64 1, !455, !DIExpression(), !771)
  %1600 = extractelement <8 x i8> %1595, i64 1, !dbg !772
  %1601 = zext i8 %1600 to i32, !dbg !772
  %1602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1601), !dbg !773
    #dbg_value(i64 2, !455, !DIExpression(), !771)
  %1603 = extractelement <8 x i8> %1595, i64 2, !dbg !772
  %1604 = zext i8 %1603 to i32, !dbg !772
  %1605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1604), !dbg !773
    #dbg_value(i64 3, !455, !DIExpression(), !771)
  %1606 = extractelement <8 x i8> %1595, i64 3, !dbg !772
  %1607 = zext i8 %1606 to i32, !dbg !772
  %1608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1607), !dbg !773
    #dbg_value(i64 4, !455, !DIExpression(), !771)
  %1609 = extractelement <8 x i8> %1595, i64 4, !dbg !772
  %1610 = zext i8 %1609 to i32, !dbg !772
  %1611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1610), !dbg !773
    #dbg_value(i64 5, !455, !DIExpression(), !771)
  %1612 = extractelement <8 x i8> %1595, i64 5, !dbg !772
  %1613 = zext i8 %1612 to i32, !dbg !772
  %1614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1613), !dbg !773
    #dbg_value(i64 6, !455, !DIExpression(), !771)
  %1615 = extractelement <8 x i8> %1595, i64 6, !dbg !772
  %1616 = zext i8 %1615 to i32, !dbg !772
  %1617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1616), !dbg !773
    #dbg_value(i64 7, !455, !DIExpression(), !771)
  %1618 = extractelement <8 x i8> %1595, i64 7, !dbg !772
  %1619 = zext i8 %1618 to i32, !dbg !772
  %1620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1619), !dbg !773
    #dbg_value(i64 8, !455, !DIExpression(), !771)
  %1621 = tail call i32 @putchar(i32 10), !dbg !774
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8, !dbg !775
    #dbg_value(i32 0, !357, !DIExpression(), !776)
  %1622 = insertelement <16 x i32> poison, i32 %0, i64 0, !dbg !777
  %1623 = shufflevector <16 x i32> %1622, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !777
  %1624 = trunc <16 x i32> %1623 to <16 x i8>, !dbg !778
  %1625 = add <16 x i8> %1624, <i8 0, i8 13, i8 26, i8 39, i8 52, i8 65, i8 78, i8 91, i8 104, i8 117, i8 -126, i8 -113, i8 -100, i8 -87, i8 -74, i8 -61>, !dbg !778
  store <16 x i8> %1625, ptr %3, align 16, !dbg !780, !tbaa !781
  %1626 = trunc <16 x i32> %1623 to <16 x i8>, !dbg !778
  %1627 = add <16 x i8> %1626, <i8 -48, i8 -35, i8 -22, i8 -9, i8 4, i8 17, i8 30, i8 43, i8 56, i8 69, i8 82, i8 95, i8 108, i8 121, i8 -122, i8 -109>, !dbg !778
  %1628 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !784
  store <16 x i8> %1627, ptr %1628, align 16, !dbg !780, !tbaa !781
  %1629 = trunc <16 x i32> %1623 to <16 x i8>, !dbg !778
  %1630 = add <16 x i8> %1629, <i8 -96, i8 -83, i8 -70, i8 -57, i8 -44, i8 -31, i8 -18, i8 -5, i8 8, i8 21, i8 34, i8 47, i8 60, i8 73, i8 86, i8 99>, !dbg !778
  %1631 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !784
  store <16 x i8> %1630, ptr %1631, align 16, !dbg !780, !tbaa !781
  %1632 = trunc <16 x i32> %1623 to <16 x i8>, !dbg !778
  %1633 = add <16 x i8> %1632, <i8 112, i8 125, i8 -118, i8 -105, i8 -92, i8 -79, i8 -66, i8 -53, i8 -40, i8 -27, i8 -14, i8 -1, i8 12, i8 25, i8 38, i8 51>, !dbg !778
  %1634 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !784
  store <16 x i8> %1633, ptr %1634, align 16, !dbg !780, !tbaa !781
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8, !dbg !785
    #dbg_value(i64 0, !363, !DIExpression(), !786)
  %1635 = trunc i32 %0 to i16, !dbg !787
  store i16 %1635, ptr %4, align 4, !dbg !789, !tbaa !790
    #dbg_value(i64 1, !363, !DIExpression(), !786)
  %1636 = trunc i32 %0 to i16, !dbg !787
  %1637 = insertelement <8 x i16> poison, i16 %1636, i64 0, !dbg !787
  %1638 = shufflevector <8 x i16> %1637, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !787
  %1639 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !792
    #dbg_value(i64 8, !363, !DIExpression(), !786)
  %1640 = add <8 x i16> %1638, <i16 4099, i16 8198, i16 12297, i16 16396, i16 20495, i16 24594, i16 28693, i16 -32744>, !dbg !787
  store <8 x i16> %1640, ptr %1639, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 9, !363, !DIExpression(), !786)
  %1641 = trunc i32 %0 to i16, !dbg !787
  %1642 = insertelement <8 x i16> poison, i16 %1641, i64 0, !dbg !787
  %1643 = shufflevector <8 x i16> %1642, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !787
  %1644 = getelementptr inbounds i8, ptr %4, i64 18, !dbg !792
    #dbg_value(i64 16, !363, !DIExpression(), !786)
  %1645 = add <8 x i16> %1643, <i16 -28645, i16 -24546, i16 -20447, i16 -16348, i16 -12249, i16 -8150, i16 -4051, i16 48>, !dbg !787
  store <8 x i16> %1645, ptr %1644, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 17, !363, !DIExpression(), !786)
  %1646 = trunc i32 %0 to i16, !dbg !787
  %1647 = insertelement <8 x i16> poison, i16 %1646, i64 0, !dbg !787
  %1648 = shufflevector <8 x i16> %1647, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !787
  %1649 = getelementptr inbounds i8, ptr %4, i64 34, !dbg !792
    #dbg_value(i64 20, !363, !DIExpression(), !786)
  %1650 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !792
    #dbg_value(i64 24, !363, !DIExpression(), !786)
  %1651 = add <8 x i16> %1648, <i16 4147, i16 8246, i16 12345, i16 16444, i16 20543, i16 24642, i16 28741, i16 -32696>, !dbg !787
  store <8 x i16> %1651, ptr %1649, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 25, !363, !DIExpression(), !786)
  %1652 = trunc i32 %0 to i16, !dbg !787
  %1653 = insertelement <4 x i16> poison, i16 %1652, i64 0, !dbg !787
  %1654 = shufflevector <4 x i16> %1653, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !787
  %1655 = getelementptr inbounds i8, ptr %4, i64 50, !dbg !792
    #dbg_value(i64 28, !363, !DIExpression(), !786)
  %1656 = add <4 x i16> %1654, <i16 -28597, i16 -24498, i16 -20399, i16 -16300>, !dbg !787
  store <4 x i16> %1656, ptr %1655, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 29, !363, !DIExpression(), !786)
  %1657 = trunc i32 %0 to i16, !dbg !787
  %1658 = add i16 %1657, -12201, !dbg !787
  %1659 = getelementptr inbounds i8, ptr %4, i64 58, !dbg !792
  store i16 %1658, ptr %1659, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 30, !363, !DIExpression(), !786)
  %1660 = trunc i32 %0 to i16, !dbg !787
  %1661 = add i16 %1660, -8102, !dbg !787
  %1662 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !792
  store i16 %1661, ptr %1662, align 4, !dbg !789, !tbaa !790
    #dbg_value(i64 31, !363, !DIExpression(), !786)
  %1663 = trunc i32 %0 to i16, !dbg !787
  %1664 = add i16 %1663, -4003, !dbg !787
  %1665 = getelementptr inbounds i8, ptr %4, i64 62, !dbg !792
  store i16 %1664, ptr %1665, align 2, !dbg !789, !tbaa !790
    #dbg_value(i64 32, !363, !DIExpression(), !786)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !793
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, ptr noundef nonnull align 4 dereferenceable(32) @__const.main.fl, i64 32, i1 false), !dbg !794, !DIAssignID !795
    #dbg_assign(i1 undef, !365, !DIExpression(), !795, ptr %5, !DIExpression(), !419)
  %1666 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2.v8i8.p0(ptr nonnull %3), !dbg !796
  %1667 = extractvalue { <8 x i8>, <8 x i8> } %1666, 0, !dbg !796
  %1668 = extractvalue { <8 x i8>, <8 x i8> } %1666, 1, !dbg !796
    #dbg_value(<8 x i8> %1667, !375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !797)
    #dbg_value(<8 x i8> %1668, !375, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !797)
    #dbg_value(<8 x i8> %1667, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !419)
    #dbg_value(<8 x i8> %1668, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !419)
    #dbg_value(<8 x i8> %1667, !381, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !798)
    #dbg_value(<8 x i8> %1668, !381, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !798)
  %1669 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !799
  %1670 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2lane.v8i8.p0(<8 x i8> %1667, <8 x i8> %1668, i64 5, ptr nonnull %1669), !dbg !799
  %1671 = extractvalue { <8 x i8>, <8 x i8> } %1670, 0, !dbg !799
  %1672 = extractvalue { <8 x i8>, <8 x i8> } %1670, 1, !dbg !799
    #dbg_value(<8 x i8> %1671, !379, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !798)
    #dbg_value(<8 x i8> %1672, !379, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !798)
    #dbg_value(<8 x i8> %1671, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !800)
    #dbg_value(<8 x i8> %1672, !377, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !800)
    #dbg_value(ptr @.str.33, !441, !DIExpression(), !801)
    #dbg_value(ptr undef, !450, !DIExpression(), !801)
    #dbg_value(i32 16, !451, !DIExpression(), !801)
    #dbg_value(ptr undef, !452, !DIExpression(), !801)
  %1673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.33), !dbg !803
    #dbg_value(i64 0, !455, !DIExpression(), !804)
  %1674 = extractelement <8 x i8> %1671, i64 0, !dbg !805
  %1675 = zext i8 %1674 to i32, !dbg !805
  %1676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1675), !dbg !806
    #dbg_value(i64 1, !455, !DIExpression(), !804)
  %1677 = extractelement <8 x i8> %1671, i64 1, !dbg !805
  %1678 = zext i8 %1677 to i32, !dbg !805
  %1679 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1678), !dbg !806
    #dbg_value(i64 2, !455, !DIExpression(), !804)
  %1680 = extractelement <8 x i8> %1671, i64 2, !dbg !805
  %1681 = zext i8 %1680 to i32, !dbg !805
  %1682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1681), !dbg !806
    #dbg_value(i64 3, !455, !DIExpression(), !804)
  %1683 = extractelement <8 x i8> %1671, i64 3, !dbg !805
  %1684 = zext i8 %1683 to i32, !dbg !805
  %1685 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1684), !dbg !806
    #dbg_value(i64 4, !455, !DIExpression(), !804)
  %1686 = extractelement <8 x i8> %1671, i64 4, !dbg !805
  %1687 = zext i8 %1686 to i32, !dbg !805
  %1688 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1687), !dbg !806
    #dbg_value(i64 5, !455, !DIExpression(), !804)
  %1689 = extractelement <8 x i8> %1671, i64 5, !dbg !805
  %1690 = zext i8 %1689 to i32, !dbg !805
  %1691 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1690), !dbg !806
    #dbg_value(i64 6, !455, !DIExpression(), !804)
  %1692 = extractelement <8 x i8> %1671, i64 6, !dbg !805
  %1693 = zext i8 %1692 to i32, !dbg !805
  %1694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1693), !dbg !806
    #dbg_value(i64 7, !455, !DIExpression(), !804)
  %1695 = extractelement <8 x i8> %1671, i64 7, !dbg !805
  %1696 = zext i8 %1695 to i32, !dbg !805
  %1697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1696), !dbg !806
    #dbg_value(i64 8, !455, !DIExpression(), !804)
  %1698 = extractelement <8 x i8> %1672, i64 0, !dbg !805
  %1699 = zext i8 %1698 to i32, !dbg !805
  %1700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1699), !dbg !806
    #dbg_value(i64 9, !455, !DIExpression(), !804)
  %1701 = extractelement <8 x i8> %1672, i64 1, !dbg !805
  %1702 = zext i8 %1701 to i32, !dbg !805
  %1703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1702), !dbg !806
    #dbg_value(i64 10, !455, !DIExpression(), !804)
  %1704 = extractelement <8 x i8> %1672, i64 2, !dbg !805
  %1705 = zext i8 %1704 to i32, !dbg !805
  %1706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1705), !dbg !806
    #dbg_value(i64 11, !455, !DIExpression(), !804)
  %1707 = extractelement <8 x i8> %1672, i64 3, !dbg !805
  %1708 = zext i8 %1707 to i32, !dbg !805
  %1709 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1708), !dbg !806
    #dbg_value(i64 12, !455, !DIExpression(), !804)
  %1710 = extractelement <8 x i8> %1672, i64 4, !dbg !805
  %1711 = zext i8 %1710 to i32, !dbg !805
  %1712 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1711), !dbg !806
    #dbg_value(i64 13, !455, !DIExpression(), !804)
  %1713 = extractelement <8 x i8> %1672, i64 5, !dbg !805
  %1714 = zext i8 %1713 to i32, !dbg !805
  %1715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1714), !dbg !806
    #dbg_value(i64 14, !455, !DIExpression(), !804)
  %1716 = extractelement <8 x i8> %1672, i64 6, !dbg !805
  %1717 = zext i8 %1716 to i32, !dbg !805
  %1718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1717), !dbg !806
    #dbg_value(i64 15, !455, !DIExpression(), !804)
  %1719 = extractelement <8 x i8> %1672, i64 7, !dbg !805
  %1720 = zext i8 %1719 to i32, !dbg !805
  %1721 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1720), !dbg !806
    #dbg_value(i64 16, !455, !DIExpression(), !804)
  %1722 = call i32 @putchar(i32 10), !dbg !807
  %1723 = call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3.v8i16.p0(ptr nonnull %4), !dbg !808
  %1724 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1723, 0, !dbg !808
  %1725 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1723, 1, !dbg !808
  %1726 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1723, 2, !dbg !808
    #dbg_value(<8 x i16> %1724, !388, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !809)
    #dbg_value(<8 x i16> %1725, !388, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !809)
    #dbg_value(<8 x i16> %1726, !388, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !809)
    #dbg_value(<8 x i16> %1724, !382, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !419)
    #dbg_value(<8 x i16> %1725, !382, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !419)
    #dbg_value(<8 x i16> %1726, !382, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !419)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #8, !dbg !810
    #dbg_value(<8 x i16> %1724, !394, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !811)
    #dbg_value(<8 x i16> %1725, !394, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !811)
    #dbg_value(<8 x i16> %1726, !394, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !811)
  %1727 = call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3lane.v8i16.p0(<8 x i16> %1724, <8 x i16> %1725, <8 x i16> %1726, i64 7, ptr nonnull %1650), !dbg !812
  %1728 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1727, 0, !dbg !812
  %1729 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1727, 1, !dbg !812
  %1730 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1727, 2, !dbg !812
    #dbg_value(<8 x i16> %1728, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !811)
    #dbg_value(<8 x i16> %1729, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !811)
    #dbg_value(<8 x i16> %1730, !392, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !811)
  store <8 x i16> %1728, ptr %6, align 16, !dbg !812, !DIAssignID !813
  %1731 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !812
  store <8 x i16> %1729, ptr %1731, align 16, !dbg !812, !DIAssignID !814
  %1732 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !812
  store <8 x i16> %1730, ptr %1732, align 16, !dbg !812, !tbaa !781, !DIAssignID !815
    #dbg_assign(<8 x i16> %1728, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !813, ptr %6, !DIExpression(), !423)
    #dbg_assign(<8 x i16> %1729, !390, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !814, ptr %1731, !DIExpression(), !423)
    #dbg_assign(<8 x i16> %1730, !390, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !815, ptr %1732, !DIExpression(), !423)
    #dbg_value(ptr @.str.34, !441, !DIExpression(), !816)
    #dbg_value(ptr %6, !450, !DIExpression(), !816)
    #dbg_value(i32 48, !451, !DIExpression(), !816)
    #dbg_value(ptr %6, !452, !DIExpression(), !816)
  %1733 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.34), !dbg !818
    #dbg_value(i32 0, !455, !DIExpression(), !819)
  br label %1734, !dbg !820

1734:                                             ; preds = %1734, %2
  %1735 = phi i64 [ 0, %2 ], [ %1740, %1734 ]
    #dbg_value(i64 %1735, !455, !DIExpression(), !819)
  %1736 = getelementptr inbounds i8, ptr %6, i64 %1735, !dbg !821
  %1737 = load i8, ptr %1736, align 1, !dbg !821, !tbaa !781
  %1738 = zext i8 %1737 to i32, !dbg !821
  %1739 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1738), !dbg !822
  %1740 = add nuw nsw i64 %1735, 1, !dbg !823
    #dbg_value(i64 %1740, !455, !DIExpression(), !819)
  %1741 = icmp eq i64 %1740, 48, !dbg !824
  br i1 %1741, label %1742, label %1734, !dbg !820, !llvm.loop !825

1742:                                             ; preds = %1734
  %1743 = call i32 @putchar(i32 10), !dbg !828
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #8, !dbg !829
  %1744 = call { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4.v2f32.p0(ptr nonnull %5), !dbg !830
  %1745 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1744, 0, !dbg !830
  %1746 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1744, 1, !dbg !830
  %1747 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1744, 2, !dbg !830
  %1748 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1744, 3, !dbg !830
    #dbg_value(<2 x float> %1745, !403, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !831)
    #dbg_value(<2 x float> %1746, !403, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !831)
    #dbg_value(<2 x float> %1747, !403, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !831)
    #dbg_value(<2 x float> %1748, !403, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !831)
    #dbg_value(<2 x float> %1745, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !419)
    #dbg_value(<2 x float> %1746, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !419)
    #dbg_value(<2 x float> %1747, !395, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !419)
    #dbg_value(<2 x float> %1748, !395, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !419)
    #dbg_value(<2 x float> %1745, !409, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !832)
    #dbg_value(<2 x float> %1746, !409, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !832)
    #dbg_value(<2 x float> %1747, !409, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !832)
    #dbg_value(<2 x float> %1748, !409, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !832)
  %1749 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !833
  %1750 = call { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4lane.v2f32.p0(<2 x float> %1745, <2 x float> %1746, <2 x float> %1747, <2 x float> %1748, i64 1, ptr nonnull %1749), !dbg !833
  %1751 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1750, 0, !dbg !833
  %1752 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1750, 1, !dbg !833
  %1753 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1750, 2, !dbg !833
  %1754 = extractvalue { <2 x float>, <2 x float>, <2 x float>, <2 x float> } %1750, 3, !dbg !833
    #dbg_value(<2 x float> %1751, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !832)
    #dbg_value(<2 x float> %1752, !407, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !832)
    #dbg_value(<2 x float> %1753, !407, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !832)
    #dbg_value(<2 x float> %1754, !407, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !832)
  %1755 = bitcast <2 x float> %1751 to <8 x i8>, !dbg !833
  %1756 = bitcast <2 x float> %1752 to <8 x i8>, !dbg !833
  %1757 = bitcast <2 x float> %1753 to <8 x i8>, !dbg !833
  %1758 = bitcast <2 x float> %1754 to <8 x i8>, !dbg !833
    #dbg_value(<2 x float> %1751, !405, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !834)
    #dbg_value(<2 x float> %1752, !405, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !834)
    #dbg_value(<2 x float> %1753, !405, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !834)
    #dbg_value(<2 x float> %1754, !405, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !834)
    #dbg_value(ptr @.str.35, !441, !DIExpression(), !835)
    #dbg_value(ptr undef, !450, !DIExpression(), !835)
    #dbg_value(i32 32, !451, !DIExpression(), !835)
    #dbg_value(ptr undef, !452, !DIExpression(), !835)
  %1759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.35), !dbg !837
    #dbg_value(i64 0, !455, !DIExpression(), !838)
  %1760 = extractelement <8 x i8> %1755, i64 0, !dbg !839
  %1761 = zext i8 %1760 to i32, !dbg !839
  %1762 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1761), !dbg !840
    #dbg_value(i64 1, !455, !DIExpression(), !838)
  %1763 = extractelement <8 x i8> %1755, i64 1, !dbg !839
  %1764 = zext i8 %1763 to i32, !dbg !839
  %1765 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1764), !dbg !840
    #dbg_value(i64 2, !455, !DIExpression(), !838)
  %1766 = extractelement <8 x i8> %1755, i64 2, !dbg !839
  %1767 = zext i8 %1766 to i32, !dbg !839
  %1768 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1767), !dbg !840
    #dbg_value(i64 3, !455, !DIExpression(), !838)
  %1769 = extractelement <8 x i8> %1755, i64 3, !dbg !839
  %1770 = zext i8 %1769 to i32, !dbg !839
  %1771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1770), !dbg !840
    #dbg_value(i64 4, !455, !DIExpression(), !838)
  %1772 = extractelement <8 x i8> %1755, i64 4, !dbg !839
  %1773 = zext i8 %1772 to i32, !dbg !839
  %1774 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1773), !dbg !840
    #dbg_value(i64 5, !455, !DIExpression(), !838)
  %1775 = extractelement <8 x i8> %1755, i64 5, !dbg !839
  %1776 = zext i8 %1775 to i32, !dbg !839
  %1777 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1776), !dbg !840
    #dbg_value(i64 6, !455, !DIExpression(), !838)
  %1778 = extractelement <8 x i8> %1755, i64 6, !dbg !839
  %1779 = zext i8 %1778 to i32, !dbg !839
  %1780 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1779), !dbg !840
    #dbg_value(i64 7, !455, !DIExpression(), !838)
  %1781 = extractelement <8 x i8> %1755, i64 7, !dbg !839
  %1782 = zext i8 %1781 to i32, !dbg !839
  %1783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1782), !dbg !840
    #dbg_value(i64 8, !455, !DIExpression(), !838)
  %1784 = extractelement <8 x i8> %1756, i64 0, !dbg !839
  %1785 = zext i8 %1784 to i32, !dbg !839
  %1786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1785), !dbg !840
    #dbg_value(i64 9, !455, !DIExpression(), !838)
  %1787 = extractelement <8 x i8> %1756, i64 1, !dbg !839
  %1788 = zext i8 %1787 to i32, !dbg !839
  %1789 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1788), !dbg !840
    #dbg_value(i64 10, !455, !DIExpression(), !838)
  %1790 = extractelement <8 x i8> %1756, i64 2, !dbg !839
  %1791 = zext i8 %1790 to i32, !dbg !839
  %1792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1791), !dbg !840
    #dbg_value(i64 11, !455, !DIExpression(), !838)
  %1793 = extractelement <8 x i8> %1756, i64 3, !dbg !839
  %1794 = zext i8 %1793 to i32, !dbg !839
  %1795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1794), !dbg !840
    #dbg_value(i64 12, !455, !DIExpression(), !838)
  %1796 = extractelement <8 x i8> %1756, i64 4, !dbg !839
  %1797 = zext i8 %1796 to i32, !dbg !839
  %1798 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1797), !dbg !840
    #dbg_value(i64 13, !455, !DIExpression(), !838)
  %1799 = extractelement <8 x i8> %1756, i64 5, !dbg !839
  %1800 = zext i8 %1799 to i32, !dbg !839
  %1801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1800), !dbg !840
    #dbg_value(i64 14, !455, !DIExpression(), !838)
  %1802 = extractelement <8 x i8> %1756, i64 6, !dbg !839
  %1803 = zext i8 %1802 to i32, !dbg !839
  %1804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1803), !dbg !840
    #dbg_value(i64 15, !455, !DIExpression(), !838)
  %1805 = extractelement <8 x i8> %1756, i64 7, !dbg !839
  %1806 = zext i8 %1805 to i32, !dbg !839
  %1807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1806), !dbg !840
    #dbg_value(i64 16, !455, !DIExpression(), !838)
  %1808 = extractelement <8 x i8> %1757, i64 0, !dbg !839
  %1809 = zext i8 %1808 to i32, !dbg !839
  %1810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1809), !dbg !840
    #dbg_value(i64 17, !455, !DIExpression(), !838)
  %1811 = extractelement <8 x i8> %1757, i64 1, !dbg !839
  %1812 = zext i8 %1811 to i32, !dbg !839
  %1813 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1812), !dbg !840
    #dbg_value(i64 18, !455, !DIExpression(), !838)
  %1814 = extractelement <8 x i8> %1757, i64 2, !dbg !839
  %1815 = zext i8 %1814 to i32, !dbg !839
  %1816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1815), !dbg !840
    #dbg_value(i64 19, !455, !DIExpression(), !838)
  %1817 = extractelement <8 x i8> %1757, i64 3, !dbg !839
  %1818 = zext i8 %1817 to i32, !dbg !839
  %1819 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1818), !dbg !840
    #dbg_value(i64 20, !455, !DIExpression(), !838)
  %1820 = extractelement <8 x i8> %1757, i64 4, !dbg !839
  %1821 = zext i8 %1820 to i32, !dbg !839
  %1822 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1821), !dbg !840
    #dbg_value(i64 21, !455, !DIExpression(), !838)
  %1823 = extractelement <8 x i8> %1757, i64 5, !dbg !839
  %1824 = zext i8 %1823 to i32, !dbg !839
  %1825 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1824), !dbg !840
    #dbg_value(i64 22, !455, !DIExpression(), !838)
  %1826 = extractelement <8 x i8> %1757, i64 6, !dbg !839
  %1827 = zext i8 %1826 to i32, !dbg !839
  %1828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1827), !dbg !840
    #dbg_value(i64 23, !455, !DIExpression(), !838)
  %1829 = extractelement <8 x i8> %1757, i64 7, !dbg !839
  %1830 = zext i8 %1829 to i32, !dbg !839
  %1831 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1830), !dbg !840
    #dbg_value(i64 24, !455, !DIExpression(), !838)
  %1832 = extractelement <8 x i8> %1758, i64 0, !dbg !839
  %1833 = zext i8 %1832 to i32, !dbg !839
  %1834 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1833), !dbg !840
    #dbg_value(i64 25, !455, !DIExpression(), !838)
  %1835 = extractelement <8 x i8> %1758, i64 1, !dbg !839
  %1836 = zext i8 %1835 to i32, !dbg !839
  %1837 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1836), !dbg !840
    #dbg_value(i64 26, !455, !DIExpression(), !838)
  %1838 = extractelement <8 x i8> %1758, i64 2, !dbg !839
  %1839 = zext i8 %1838 to i32, !dbg !839
  %1840 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1839), !dbg !840
    #dbg_value(i64 27, !455, !DIExpression(), !838)
  %1841 = extractelement <8 x i8> %1758, i64 3, !dbg !839
  %1842 = zext i8 %1841 to i32, !dbg !839
  %1843 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1842), !dbg !840
    #dbg_value(i64 28, !455, !DIExpression(), !838)
  %1844 = extractelement <8 x i8> %1758, i64 4, !dbg !839
  %1845 = zext i8 %1844 to i32, !dbg !839
  %1846 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1845), !dbg !840
    #dbg_value(i64 29, !455, !DIExpression(), !838)
  %1847 = extractelement <8 x i8> %1758, i64 5, !dbg !839
  %1848 = zext i8 %1847 to i32, !dbg !839
  %1849 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1848), !dbg !840
    #dbg_value(i64 30, !455, !DIExpression(), !838)
  %1850 = extractelement <8 x i8> %1758, i64 6, !dbg !839
  %1851 = zext i8 %1850 to i32, !dbg !839
  %1852 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1851), !dbg !840
    #dbg_value(i64 31, !455, !DIExpression(), !838)
  %1853 = extractelement <8 x i8> %1758, i64 7, !dbg !839
  %1854 = zext i8 %1853 to i32, !dbg !839
  %1855 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1854), !dbg !840
    #dbg_value(i64 32, !455, !DIExpression(), !838)
  %1856 = call i32 @putchar(i32 10), !dbg !841
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #8, !dbg !842
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %7, i8 0, i64 32, i1 false), !dbg !843, !DIAssignID !844
    #dbg_assign(i8 0, !410, !DIExpression(), !844, ptr %7, !DIExpression(), !419)
    #dbg_value(<8 x i8> %1667, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !845)
    #dbg_value(<8 x i8> %1668, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !845)
  %1857 = getelementptr inbounds i8, ptr %7, i64 3, !dbg !846
  call void @llvm.aarch64.neon.st2lane.v8i8.p0(<8 x i8> %1667, <8 x i8> %1668, i64 6, ptr nonnull %1857), !dbg !846
    #dbg_value(<8 x i16> %1724, !414, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !847)
    #dbg_value(<8 x i16> %1725, !414, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !847)
    #dbg_value(<8 x i16> %1726, !414, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !847)
  %1858 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !848
  call void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16> %1724, <8 x i16> %1725, <8 x i16> %1726, i64 2, ptr nonnull %1858), !dbg !848
    #dbg_value(<2 x float> %1745, !416, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !849)
    #dbg_value(<2 x float> %1746, !416, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !849)
    #dbg_value(<2 x float> %1747, !416, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !849)
    #dbg_value(<2 x float> %1748, !416, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !849)
  %1859 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !850
  call void @llvm.aarch64.neon.st4lane.v2f32.p0(<2 x float> %1745, <2 x float> %1746, <2 x float> %1747, <2 x float> %1748, i64 0, ptr nonnull %1859), !dbg !850
    #dbg_value(ptr @.str.36, !441, !DIExpression(), !851)
    #dbg_value(ptr %7, !450, !DIExpression(), !851)
    #dbg_value(i32 32, !451, !DIExpression(), !851)
    #dbg_value(ptr %7, !452, !DIExpression(), !851)
  %1860 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef nonnull @.str.36), !dbg !853
    #dbg_value(i64 0, !455, !DIExpression(), !854)
  %1861 = load i8, ptr %7, align 4, !dbg !855, !tbaa !781
  %1862 = zext i8 %1861 to i32, !dbg !855
  %1863 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1862), !dbg !856
    #dbg_value(i64 1, !455, !DIExpression(), !854)
  %1864 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !855
  %1865 = load i8, ptr %1864, align 1, !dbg !855, !tbaa !781
  %1866 = zext i8 %1865 to i32, !dbg !855
  %1867 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1866), !dbg !856
    #dbg_value(i64 2, !455, !DIExpression(), !854)
  %1868 = getelementptr inbounds i8, ptr %7, i64 2, !dbg !855
  %1869 = load i8, ptr %1868, align 2, !dbg !855, !tbaa !781
  %1870 = zext i8 %1869 to i32, !dbg !855
  %1871 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1870), !dbg !856
    #dbg_value(i64 3, !455, !DIExpression(), !854)
  %1872 = load i8, ptr %1857, align 1, !dbg !855, !tbaa !781
  %1873 = zext i8 %1872 to i32, !dbg !855
  %1874 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1873), !dbg !856
    #dbg_value(i64 4, !455, !DIExpression(), !854)
  %1875 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !855
  %1876 = load i8, ptr %1875, align 4, !dbg !855, !tbaa !781
  %1877 = zext i8 %1876 to i32, !dbg !855
  %1878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1877), !dbg !856
    #dbg_value(i64 5, !455, !DIExpression(), !854)
  %1879 = getelementptr inbounds i8, ptr %7, i64 5, !dbg !855
  %1880 = load i8, ptr %1879, align 1, !dbg !855, !tbaa !781
  %1881 = zext i8 %1880 to i32, !dbg !855
  %1882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1881), !dbg !856
    #dbg_value(i64 6, !455, !DIExpression(), !854)
  %1883 = getelementptr inbounds i8, ptr %7, i64 6, !dbg !855
  %1884 = load i8, ptr %1883, align 2, !dbg !855, !tbaa !781
  %1885 = zext i8 %1884 to i32, !dbg !855
  %1886 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1885), !dbg !856
    #dbg_value(i64 7, !455, !DIExpression(), !854)
  %1887 = getelementptr inbounds i8, ptr %7, i64 7, !dbg !855
  %1888 = load i8, ptr %1887, align 1, !dbg !855, !tbaa !781
  %1889 = zext i8 %1888 to i32, !dbg !855
  %1890 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1889), !dbg !856
    #dbg_value(i64 8, !455, !DIExpression(), !854)
  %1891 = load i8, ptr %1858, align 4, !dbg !855, !tbaa !781
  %1892 = zext i8 %1891 to i32, !dbg !855
  %1893 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1892), !dbg !856
    #dbg_value(i64 9, !455, !DIExpression(), !854)
  %1894 = getelementptr inbounds i8, ptr %7, i64 9, !dbg !855
  %1895 = load i8, ptr %1894, align 1, !dbg !855, !tbaa !781
  %1896 = zext i8 %1895 to i32, !dbg !855
  %1897 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1896), !dbg !856
    #dbg_value(i64 10, !455, !DIExpression(), !854)
  %1898 = getelementptr inbounds i8, ptr %7, i64 10, !dbg !855
  %1899 = load i8, ptr %1898, align 2, !dbg !855, !tbaa !781
  %1900 = zext i8 %1899 to i32, !dbg !855
  %1901 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1900), !dbg !856
    #dbg_value(i64 11, !455, !DIExpression(), !854)
  %1902 = getelementptr inbounds i8, ptr %7, i64 11, !dbg !855
  %1903 = load i8, ptr %1902, align 1, !dbg !855, !tbaa !781
  %1904 = zext i8 %1903 to i32, !dbg !855
  %1905 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1904), !dbg !856
    #dbg_value(i64 12, !455, !DIExpression(), !854)
  %1906 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !855
  %1907 = load i8, ptr %1906, align 4, !dbg !855, !tbaa !781
  %1908 = zext i8 %1907 to i32, !dbg !855
  %1909 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1908), !dbg !856
    #dbg_value(i64 13, !455, !DIExpression(), !854)
  %1910 = getelementptr inbounds i8, ptr %7, i64 13, !dbg !855
  %1911 = load i8, ptr %1910, align 1, !dbg !855, !tbaa !781
  %1912 = zext i8 %1911 to i32, !dbg !855
  %1913 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1912), !dbg !856
    #dbg_value(i64 14, !455, !DIExpression(), !854)
  %1914 = getelementptr inbounds i8, ptr %7, i64 14, !dbg !855
  %1915 = load i8, ptr %1914, align 2, !dbg !855, !tbaa !781
  %1916 = zext i8 %1915 to i32, !dbg !855
  %1917 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1916), !dbg !856
    #dbg_value(i64 15, !455, !DIExpression(), !854)
  %1918 = getelementptr inbounds i8, ptr %7, i64 15, !dbg !855
  %1919 = load i8, ptr %1918, align 1, !dbg !855, !tbaa !781
  %1920 = zext i8 %1919 to i32, !dbg !855
  %1921 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1920), !dbg !856
    #dbg_value(i64 16, !455, !DIExpression(), !854)
  %1922 = load i8, ptr %1859, align 4, !dbg !855, !tbaa !781
  %1923 = zext i8 %1922 to i32, !dbg !855
  %1924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1923), !dbg !856
    #dbg_value(i64 17, !455, !DIExpression(), !854)
  %1925 = getelementptr inbounds i8, ptr %7, i64 17, !dbg !855
  %1926 = load i8, ptr %1925, align 1, !dbg !855, !tbaa !781
  %1927 = zext i8 %1926 to i32, !dbg !855
  %1928 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1927), !dbg !856
    #dbg_value(i64 18, !455, !DIExpression(), !854)
  %1929 = getelementptr inbounds i8, ptr %7, i64 18, !dbg !855
  %1930 = load i8, ptr %1929, align 2, !dbg !855, !tbaa !781
  %1931 = zext i8 %1930 to i32, !dbg !855
  %1932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1931), !dbg !856
    #dbg_value(i64 19, !455, !DIExpression(), !854)
  %1933 = getelementptr inbounds i8, ptr %7, i64 19, !dbg !855
  %1934 = load i8, ptr %1933, align 1, !dbg !855, !tbaa !781
  %1935 = zext i8 %1934 to i32, !dbg !855
  %1936 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1935), !dbg !856
    #dbg_value(i64 20, !455, !DIExpression(), !854)
  %1937 = getelementptr inbounds i8, ptr %7, i64 20, !dbg !855
  %1938 = load i8, ptr %1937, align 4, !dbg !855, !tbaa !781
  %1939 = zext i8 %1938 to i32, !dbg !855
  %1940 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1939), !dbg !856
    #dbg_value(i64 21, !455, !DIExpression(), !854)
  %1941 = getelementptr inbounds i8, ptr %7, i64 21, !dbg !855
  %1942 = load i8, ptr %1941, align 1, !dbg !855, !tbaa !781
  %1943 = zext i8 %1942 to i32, !dbg !855
  %1944 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1943), !dbg !856
    #dbg_value(i64 22, !455, !DIExpression(), !854)
  %1945 = getelementptr inbounds i8, ptr %7, i64 22, !dbg !855
  %1946 = load i8, ptr %1945, align 2, !dbg !855, !tbaa !781
  %1947 = zext i8 %1946 to i32, !dbg !855
  %1948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1947), !dbg !856
    #dbg_value(i64 23, !455, !DIExpression(), !854)
  %1949 = getelementptr inbounds i8, ptr %7, i64 23, !dbg !855
  %1950 = load i8, ptr %1949, align 1, !dbg !855, !tbaa !781
  %1951 = zext i8 %1950 to i32, !dbg !855
  %1952 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1951), !dbg !856
    #dbg_value(i64 24, !455, !DIExpression(), !854)
  %1953 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !855
  %1954 = load i8, ptr %1953, align 4, !dbg !855, !tbaa !781
  %1955 = zext i8 %1954 to i32, !dbg !855
  %1956 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1955), !dbg !856
    #dbg_value(i64 25, !455, !DIExpression(), !854)
  %1957 = getelementptr inbounds i8, ptr %7, i64 25, !dbg !855
  %1958 = load i8, ptr %1957, align 1, !dbg !855, !tbaa !781
  %1959 = zext i8 %1958 to i32, !dbg !855
  %1960 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1959), !dbg !856
    #dbg_value(i64 26, !455, !DIExpression(), !854)
  %1961 = getelementptr inbounds i8, ptr %7, i64 26, !dbg !855
  %1962 = load i8, ptr %1961, align 2, !dbg !855, !tbaa !781
  %1963 = zext i8 %1962 to i32, !dbg !855
  %1964 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1963), !dbg !856
    #dbg_value(i64 27, !455, !DIExpression(), !854)
  %1965 = getelementptr inbounds i8, ptr %7, i64 27, !dbg !855
  %1966 = load i8, ptr %1965, align 1, !dbg !855, !tbaa !781
  %1967 = zext i8 %1966 to i32, !dbg !855
  %1968 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1967), !dbg !856
    #dbg_value(i64 28, !455, !DIExpression(), !854)
  %1969 = getelementptr inbounds i8, ptr %7, i64 28, !dbg !855
  %1970 = load i8, ptr %1969, align 4, !dbg !855, !tbaa !781
  %1971 = zext i8 %1970 to i32, !dbg !855
  %1972 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1971), !dbg !856
    #dbg_value(i64 29, !455, !DIExpression(), !854)
  %1973 = getelementptr inbounds i8, ptr %7, i64 29, !dbg !855
  %1974 = load i8, ptr %1973, align 1, !dbg !855, !tbaa !781
  %1975 = zext i8 %1974 to i32, !dbg !855
  %1976 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1975), !dbg !856
    #dbg_value(i64 30, !455, !DIExpression(), !854)
  %1977 = getelementptr inbounds i8, ptr %7, i64 30, !dbg !855
  %1978 = load i8, ptr %1977, align 2, !dbg !855, !tbaa !781
  %1979 = zext i8 %1978 to i32, !dbg !855
  %1980 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1979), !dbg !856
    #dbg_value(i64 31, !455, !DIExpression(), !854)
  %1981 = getelementptr inbounds i8, ptr %7, i64 31, !dbg !855
  %1982 = load i8, ptr %1981, align 1, !dbg !855, !tbaa !781
  %1983 = zext i8 %1982 to i32, !dbg !855
  %1984 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %1983), !dbg !856
    #dbg_value(i64 32, !455, !DIExpression(), !854)
  %1985 = call i32 @putchar(i32 10), !dbg !857
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #8, !dbg !858
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !858
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8, !dbg !858
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8, !dbg !858
  ret i32 0, !dbg !859
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32>, <2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16>, <8 x i16>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32>, <2 x i32>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16>, <4 x i16>, i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2.v8i8.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld2lane.v8i8.p0(<8 x i8>, <8 x i8>, i64, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3.v8i16.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld3lane.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, i64, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4.v2f32.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4lane.v2f32.p0(<2 x float>, <2 x float>, <2 x float>, <2 x float>, i64, ptr) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2lane.v8i8.p0(<8 x i8>, <8 x i8>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4lane.v2f32.p0(<2 x float>, <2 x float>, <2 x float>, <2 x float>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: nofree nounwind
declare !dbg !860 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64>, <2 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64>, <2 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8>, <8 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double>, <2 x double>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double>, <1 x double>) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!116}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199, !200, !201}
!llvm.ident = !{!202}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/neon_more2.c", directory: ".", checksumkind: CSK_MD5, checksum: "23deb68251ced2c711b5730f4545cda2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 11)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 12)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !11, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !11, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 9)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !18, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !11, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !18, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !11, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !11, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !18, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !29, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !11, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 16)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !69, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !69, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !69, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !69, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 19)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !82, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 17)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !29, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 15)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 14)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !18, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 3)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 6)
!116 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !117, globals: !190, splitDebugInlining: false, nameTableKind: None)
!117 = !{!118, !123, !126, !129, !132, !136, !140, !147, !153, !158, !160, !162, !166, !170, !149, !172, !175, !176, !177, !179, !183, !186}
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !119, line: 24, baseType: !120)
!119 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !121, line: 37, baseType: !122)
!121 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!122 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !119, line: 25, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !121, line: 39, baseType: !125)
!125 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !119, line: 26, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !121, line: 41, baseType: !128)
!128 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x16_t", file: !130, line: 24, baseType: !131)
!130 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_vector_types.h", directory: "", checksumkind: CSK_MD5, checksum: "ac4605be3d103eca65154e6a5d03f0f2")
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 128, flags: DIFlagVector, elements: !70)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x8_t", file: !130, line: 26, baseType: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 128, flags: DIFlagVector, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 8)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4_t", file: !130, line: 28, baseType: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 128, flags: DIFlagVector, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64x2_t", file: !130, line: 30, baseType: !141)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 128, flags: DIFlagVector, elements: !145)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !119, line: 27, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !121, line: 44, baseType: !144)
!144 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!145 = !{!146}
!146 = !DISubrange(count: 2)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16_t", file: !130, line: 32, baseType: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 128, flags: DIFlagVector, elements: !70)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !150, line: 24, baseType: !151)
!150 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !121, line: 38, baseType: !152)
!152 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x2_t", file: !130, line: 35, baseType: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 64, flags: DIFlagVector, elements: !145)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !150, line: 26, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !121, line: 42, baseType: !157)
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x8_t", file: !130, line: 23, baseType: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 64, flags: DIFlagVector, elements: !134)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x4_t", file: !130, line: 36, baseType: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 128, flags: DIFlagVector, elements: !138)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4_t", file: !130, line: 42, baseType: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 128, flags: DIFlagVector, elements: !138)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32_t", file: !130, line: 17, baseType: !165)
!165 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64x2_t", file: !130, line: 45, baseType: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 128, flags: DIFlagVector, elements: !145)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64_t", file: !130, line: 20, baseType: !169)
!169 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x4_t", file: !130, line: 25, baseType: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 64, flags: DIFlagVector, elements: !138)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !150, line: 25, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !121, line: 40, baseType: !174)
!174 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16x8_t", file: !130, line: 34, baseType: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 128, flags: DIFlagVector, elements: !134)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly8x16_t", file: !180, line: 46, baseType: !181)
!180 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_neon.h", directory: "", checksumkind: CSK_MD5, checksum: "b988b2a3949c6a8194801a3ba5bc17f8")
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 128, flags: DIFlagVector, elements: !70)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly8_t", file: !180, line: 36, baseType: !149)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly16x8_t", file: !180, line: 48, baseType: !184)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 128, flags: DIFlagVector, elements: !134)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly16_t", file: !180, line: 37, baseType: !172)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64x1_t", file: !130, line: 44, baseType: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 64, flags: DIFlagVector, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 1)
!190 = !{!0, !7, !9, !14, !16, !21, !23, !25, !27, !32, !34, !36, !41, !43, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !72, !74, !76, !78, !80, !85, !87, !92, !94, !99, !104, !106, !111, !191}
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !145)
!194 = !{i32 7, !"Dwarf Version", i32 5}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 4}
!197 = !{i32 8, !"PIC Level", i32 2}
!198 = !{i32 7, !"PIE Level", i32 2}
!199 = !{i32 7, !"uwtable", i32 2}
!200 = !{i32 7, !"frame-pointer", i32 1}
!201 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!202 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!203 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !204, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !116, retainedNodes: !208)
!204 = !DISubroutineType(types: !205)
!205 = !{!128, !128, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!208 = !{!209, !210, !211, !213, !215, !217, !219, !221, !223, !225, !226, !228, !229, !231, !232, !234, !235, !237, !238, !239, !240, !241, !242, !244, !246, !248, !250, !252, !254, !256, !258, !260, !262, !263, !265, !267, !268, !270, !272, !275, !277, !279, !281, !282, !283, !285, !287, !289, !291, !293, !295, !296, !297, !298, !299, !301, !303, !305, !307, !309, !310, !312, !314, !315, !317, !319, !320, !322, !324, !325, !327, !329, !330, !332, !334, !335, !337, !339, !340, !341, !343, !345, !346, !347, !349, !351, !352, !353, !357, !359, !363, !365, !367, !375, !377, !379, !381, !382, !388, !390, !392, !394, !395, !403, !405, !407, !409, !410, !412, !414, !416}
!209 = !DILocalVariable(name: "argc", arg: 1, scope: !203, file: !2, line: 20, type: !128)
!210 = !DILocalVariable(name: "argv", arg: 2, scope: !203, file: !2, line: 20, type: !206)
!211 = !DILocalVariable(name: "sb", scope: !203, file: !2, line: 22, type: !212)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 128, elements: !70)
!213 = !DILocalVariable(name: "sh", scope: !203, file: !2, line: 22, type: !214)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 128, elements: !134)
!215 = !DILocalVariable(name: "si", scope: !203, file: !2, line: 22, type: !216)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 128, elements: !138)
!217 = !DILocalVariable(name: "sl", scope: !203, file: !2, line: 22, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 128, elements: !145)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 23, type: !128)
!220 = distinct !DILexicalBlock(scope: !203, file: !2, line: 23, column: 3)
!221 = !DILocalVariable(name: "i", scope: !222, file: !2, line: 24, type: !128)
!222 = distinct !DILexicalBlock(scope: !203, file: !2, line: 24, column: 3)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 25, type: !128)
!224 = distinct !DILexicalBlock(scope: !203, file: !2, line: 25, column: 3)
!225 = !DILocalVariable(name: "a8", scope: !203, file: !2, line: 27, type: !129)
!226 = !DILocalVariable(name: "__ret", scope: !227, file: !2, line: 27, type: !129)
!227 = distinct !DILexicalBlock(scope: !203, file: !2, line: 27, column: 18)
!228 = !DILocalVariable(name: "a16", scope: !203, file: !2, line: 28, type: !132)
!229 = !DILocalVariable(name: "__ret", scope: !230, file: !2, line: 28, type: !132)
!230 = distinct !DILexicalBlock(scope: !203, file: !2, line: 28, column: 19)
!231 = !DILocalVariable(name: "a32", scope: !203, file: !2, line: 29, type: !136)
!232 = !DILocalVariable(name: "__ret", scope: !233, file: !2, line: 29, type: !136)
!233 = distinct !DILexicalBlock(scope: !203, file: !2, line: 29, column: 19)
!234 = !DILocalVariable(name: "a64", scope: !203, file: !2, line: 30, type: !140)
!235 = !DILocalVariable(name: "__ret", scope: !236, file: !2, line: 30, type: !140)
!236 = distinct !DILexicalBlock(scope: !203, file: !2, line: 30, column: 19)
!237 = !DILocalVariable(name: "s8", scope: !203, file: !2, line: 31, type: !129)
!238 = !DILocalVariable(name: "s16", scope: !203, file: !2, line: 32, type: !132)
!239 = !DILocalVariable(name: "s16b", scope: !203, file: !2, line: 32, type: !132)
!240 = !DILocalVariable(name: "s32", scope: !203, file: !2, line: 33, type: !136)
!241 = !DILocalVariable(name: "s64", scope: !203, file: !2, line: 34, type: !140)
!242 = !DILocalVariable(name: "t_", scope: !243, file: !2, line: 35, type: !129)
!243 = distinct !DILexicalBlock(scope: !203, file: !2, line: 35, column: 3)
!244 = !DILocalVariable(name: "t_", scope: !245, file: !2, line: 36, type: !147)
!245 = distinct !DILexicalBlock(scope: !203, file: !2, line: 36, column: 3)
!246 = !DILocalVariable(name: "t_", scope: !247, file: !2, line: 37, type: !132)
!247 = distinct !DILexicalBlock(scope: !203, file: !2, line: 37, column: 3)
!248 = !DILocalVariable(name: "t_", scope: !249, file: !2, line: 38, type: !177)
!249 = distinct !DILexicalBlock(scope: !203, file: !2, line: 38, column: 3)
!250 = !DILocalVariable(name: "t_", scope: !251, file: !2, line: 39, type: !136)
!251 = distinct !DILexicalBlock(scope: !203, file: !2, line: 39, column: 3)
!252 = !DILocalVariable(name: "t_", scope: !253, file: !2, line: 40, type: !160)
!253 = distinct !DILexicalBlock(scope: !203, file: !2, line: 40, column: 3)
!254 = !DILocalVariable(name: "t_", scope: !255, file: !2, line: 41, type: !140)
!255 = distinct !DILexicalBlock(scope: !203, file: !2, line: 41, column: 3)
!256 = !DILocalVariable(name: "t_", scope: !257, file: !2, line: 42, type: !140)
!257 = distinct !DILexicalBlock(scope: !203, file: !2, line: 42, column: 3)
!258 = !DILocalVariable(name: "t_", scope: !259, file: !2, line: 43, type: !132)
!259 = distinct !DILexicalBlock(scope: !203, file: !2, line: 43, column: 3)
!260 = !DILocalVariable(name: "__ret", scope: !261, file: !2, line: 43, type: !132)
!261 = distinct !DILexicalBlock(scope: !259, file: !2, line: 43, column: 3)
!262 = !DILocalVariable(name: "__s0", scope: !261, file: !2, line: 43, type: !132)
!263 = !DILocalVariable(name: "t_", scope: !264, file: !2, line: 44, type: !147)
!264 = distinct !DILexicalBlock(scope: !203, file: !2, line: 44, column: 3)
!265 = !DILocalVariable(name: "__ret", scope: !266, file: !2, line: 44, type: !147)
!266 = distinct !DILexicalBlock(scope: !264, file: !2, line: 44, column: 3)
!267 = !DILocalVariable(name: "__s0", scope: !266, file: !2, line: 44, type: !129)
!268 = !DILocalVariable(name: "t_", scope: !269, file: !2, line: 45, type: !153)
!269 = distinct !DILexicalBlock(scope: !203, file: !2, line: 45, column: 3)
!270 = !DILocalVariable(name: "__ret", scope: !271, file: !2, line: 45, type: !153)
!271 = distinct !DILexicalBlock(scope: !269, file: !2, line: 45, column: 3)
!272 = !DILocalVariable(name: "__s0", scope: !271, file: !2, line: 45, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x2_t", file: !130, line: 27, baseType: !274)
!274 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 64, flags: DIFlagVector, elements: !145)
!275 = !DILocalVariable(name: "t_", scope: !276, file: !2, line: 46, type: !129)
!276 = distinct !DILexicalBlock(scope: !203, file: !2, line: 46, column: 3)
!277 = !DILocalVariable(name: "t_", scope: !278, file: !2, line: 47, type: !136)
!278 = distinct !DILexicalBlock(scope: !203, file: !2, line: 47, column: 3)
!279 = !DILocalVariable(name: "t_", scope: !280, file: !2, line: 48, type: !170)
!280 = distinct !DILexicalBlock(scope: !203, file: !2, line: 48, column: 3)
!281 = !DILocalVariable(name: "p", scope: !203, file: !2, line: 49, type: !179)
!282 = !DILocalVariable(name: "q", scope: !203, file: !2, line: 49, type: !179)
!283 = !DILocalVariable(name: "t_", scope: !284, file: !2, line: 50, type: !179)
!284 = distinct !DILexicalBlock(scope: !203, file: !2, line: 50, column: 3)
!285 = !DILocalVariable(name: "t_", scope: !286, file: !2, line: 51, type: !183)
!286 = distinct !DILexicalBlock(scope: !203, file: !2, line: 51, column: 3)
!287 = !DILocalVariable(name: "t_", scope: !288, file: !2, line: 52, type: !158)
!288 = distinct !DILexicalBlock(scope: !203, file: !2, line: 52, column: 3)
!289 = !DILocalVariable(name: "t_", scope: !290, file: !2, line: 53, type: !170)
!290 = distinct !DILexicalBlock(scope: !203, file: !2, line: 53, column: 3)
!291 = !DILocalVariable(name: "t_", scope: !292, file: !2, line: 54, type: !147)
!292 = distinct !DILexicalBlock(scope: !203, file: !2, line: 54, column: 3)
!293 = !DILocalVariable(name: "t_", scope: !294, file: !2, line: 55, type: !132)
!294 = distinct !DILexicalBlock(scope: !203, file: !2, line: 55, column: 3)
!295 = !DILocalVariable(name: "f", scope: !203, file: !2, line: 56, type: !162)
!296 = !DILocalVariable(name: "g", scope: !203, file: !2, line: 56, type: !162)
!297 = !DILocalVariable(name: "d", scope: !203, file: !2, line: 57, type: !166)
!298 = !DILocalVariable(name: "e", scope: !203, file: !2, line: 57, type: !166)
!299 = !DILocalVariable(name: "t_", scope: !300, file: !2, line: 58, type: !162)
!300 = distinct !DILexicalBlock(scope: !203, file: !2, line: 58, column: 3)
!301 = !DILocalVariable(name: "t_", scope: !302, file: !2, line: 59, type: !166)
!302 = distinct !DILexicalBlock(scope: !203, file: !2, line: 59, column: 3)
!303 = !DILocalVariable(name: "t_", scope: !304, file: !2, line: 60, type: !162)
!304 = distinct !DILexicalBlock(scope: !203, file: !2, line: 60, column: 3)
!305 = !DILocalVariable(name: "t_", scope: !306, file: !2, line: 61, type: !162)
!306 = distinct !DILexicalBlock(scope: !203, file: !2, line: 61, column: 3)
!307 = !DILocalVariable(name: "t_", scope: !308, file: !2, line: 62, type: !186)
!308 = distinct !DILexicalBlock(scope: !203, file: !2, line: 62, column: 3)
!309 = !DILocalVariable(name: "h", scope: !203, file: !2, line: 63, type: !162)
!310 = !DILocalVariable(name: "t_", scope: !311, file: !2, line: 64, type: !136)
!311 = distinct !DILexicalBlock(scope: !203, file: !2, line: 64, column: 3)
!312 = !DILocalVariable(name: "__ret", scope: !313, file: !2, line: 64, type: !136)
!313 = distinct !DILexicalBlock(scope: !311, file: !2, line: 64, column: 3)
!314 = !DILocalVariable(name: "__s0", scope: !313, file: !2, line: 64, type: !162)
!315 = !DILocalVariable(name: "t_", scope: !316, file: !2, line: 65, type: !160)
!316 = distinct !DILexicalBlock(scope: !203, file: !2, line: 65, column: 3)
!317 = !DILocalVariable(name: "__ret", scope: !318, file: !2, line: 65, type: !160)
!318 = distinct !DILexicalBlock(scope: !316, file: !2, line: 65, column: 3)
!319 = !DILocalVariable(name: "__s0", scope: !318, file: !2, line: 65, type: !162)
!320 = !DILocalVariable(name: "t_", scope: !321, file: !2, line: 66, type: !162)
!321 = distinct !DILexicalBlock(scope: !203, file: !2, line: 66, column: 3)
!322 = !DILocalVariable(name: "__ret", scope: !323, file: !2, line: 66, type: !162)
!323 = distinct !DILexicalBlock(scope: !321, file: !2, line: 66, column: 3)
!324 = !DILocalVariable(name: "__s0", scope: !323, file: !2, line: 66, type: !136)
!325 = !DILocalVariable(name: "t_", scope: !326, file: !2, line: 67, type: !162)
!326 = distinct !DILexicalBlock(scope: !203, file: !2, line: 67, column: 3)
!327 = !DILocalVariable(name: "__ret", scope: !328, file: !2, line: 67, type: !162)
!328 = distinct !DILexicalBlock(scope: !326, file: !2, line: 67, column: 3)
!329 = !DILocalVariable(name: "__s0", scope: !328, file: !2, line: 67, type: !160)
!330 = !DILocalVariable(name: "t_", scope: !331, file: !2, line: 68, type: !166)
!331 = distinct !DILexicalBlock(scope: !203, file: !2, line: 68, column: 3)
!332 = !DILocalVariable(name: "__ret", scope: !333, file: !2, line: 68, type: !166)
!333 = distinct !DILexicalBlock(scope: !331, file: !2, line: 68, column: 3)
!334 = !DILocalVariable(name: "__s0", scope: !333, file: !2, line: 68, type: !140)
!335 = !DILocalVariable(name: "t_", scope: !336, file: !2, line: 69, type: !132)
!336 = distinct !DILexicalBlock(scope: !203, file: !2, line: 69, column: 3)
!337 = !DILocalVariable(name: "__ret", scope: !338, file: !2, line: 69, type: !132)
!338 = distinct !DILexicalBlock(scope: !336, file: !2, line: 69, column: 3)
!339 = !DILocalVariable(name: "__s0", scope: !338, file: !2, line: 69, type: !132)
!340 = !DILocalVariable(name: "__s1", scope: !338, file: !2, line: 69, type: !132)
!341 = !DILocalVariable(name: "t_", scope: !342, file: !2, line: 70, type: !136)
!342 = distinct !DILexicalBlock(scope: !203, file: !2, line: 70, column: 3)
!343 = !DILocalVariable(name: "__ret", scope: !344, file: !2, line: 70, type: !136)
!344 = distinct !DILexicalBlock(scope: !342, file: !2, line: 70, column: 3)
!345 = !DILocalVariable(name: "__s0", scope: !344, file: !2, line: 70, type: !136)
!346 = !DILocalVariable(name: "__s1", scope: !344, file: !2, line: 70, type: !273)
!347 = !DILocalVariable(name: "t_", scope: !348, file: !2, line: 71, type: !170)
!348 = distinct !DILexicalBlock(scope: !203, file: !2, line: 71, column: 3)
!349 = !DILocalVariable(name: "__ret", scope: !350, file: !2, line: 71, type: !170)
!350 = distinct !DILexicalBlock(scope: !348, file: !2, line: 71, column: 3)
!351 = !DILocalVariable(name: "__s0", scope: !350, file: !2, line: 71, type: !170)
!352 = !DILocalVariable(name: "__s1", scope: !350, file: !2, line: 71, type: !170)
!353 = !DILocalVariable(name: "bytes", scope: !203, file: !2, line: 72, type: !354)
!354 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 512, elements: !355)
!355 = !{!356}
!356 = !DISubrange(count: 64)
!357 = !DILocalVariable(name: "i", scope: !358, file: !2, line: 73, type: !128)
!358 = distinct !DILexicalBlock(scope: !203, file: !2, line: 73, column: 3)
!359 = !DILocalVariable(name: "halves", scope: !203, file: !2, line: 74, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 512, elements: !361)
!361 = !{!362}
!362 = !DISubrange(count: 32)
!363 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 75, type: !128)
!364 = distinct !DILexicalBlock(scope: !203, file: !2, line: 75, column: 3)
!365 = !DILocalVariable(name: "fl", scope: !203, file: !2, line: 76, type: !366)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 256, elements: !134)
!367 = !DILocalVariable(name: "x2", scope: !203, file: !2, line: 77, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8x2_t", file: !130, line: 82, baseType: !369)
!369 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint8x8x2_t", file: !130, line: 80, size: 128, elements: !370)
!370 = !{!371}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !369, file: !130, line: 81, baseType: !372, size: 128)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !373, size: 128, elements: !145)
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x8_t", file: !130, line: 31, baseType: !374)
!374 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 64, flags: DIFlagVector, elements: !134)
!375 = !DILocalVariable(name: "__ret", scope: !376, file: !2, line: 77, type: !368)
!376 = distinct !DILexicalBlock(scope: !203, file: !2, line: 77, column: 20)
!377 = !DILocalVariable(name: "t_", scope: !378, file: !2, line: 78, type: !368)
!378 = distinct !DILexicalBlock(scope: !203, file: !2, line: 78, column: 3)
!379 = !DILocalVariable(name: "__ret", scope: !380, file: !2, line: 78, type: !368)
!380 = distinct !DILexicalBlock(scope: !378, file: !2, line: 78, column: 3)
!381 = !DILocalVariable(name: "__s1", scope: !380, file: !2, line: 78, type: !368)
!382 = !DILocalVariable(name: "x3", scope: !203, file: !2, line: 79, type: !383)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16x8x3_t", file: !130, line: 184, baseType: !384)
!384 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint16x8x3_t", file: !130, line: 182, size: 384, elements: !385)
!385 = !{!386}
!386 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !384, file: !130, line: 183, baseType: !387, size: 384)
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 384, elements: !109)
!388 = !DILocalVariable(name: "__ret", scope: !389, file: !2, line: 79, type: !383)
!389 = distinct !DILexicalBlock(scope: !203, file: !2, line: 79, column: 21)
!390 = !DILocalVariable(name: "t_", scope: !391, file: !2, line: 80, type: !383)
!391 = distinct !DILexicalBlock(scope: !203, file: !2, line: 80, column: 3)
!392 = !DILocalVariable(name: "__ret", scope: !393, file: !2, line: 80, type: !383)
!393 = distinct !DILexicalBlock(scope: !391, file: !2, line: 80, column: 3)
!394 = !DILocalVariable(name: "__s1", scope: !393, file: !2, line: 80, type: !383)
!395 = !DILocalVariable(name: "y4", scope: !203, file: !2, line: 81, type: !396)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x2x4_t", file: !130, line: 302, baseType: !397)
!397 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "float32x2x4_t", file: !130, line: 300, size: 256, elements: !398)
!398 = !{!399}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !397, file: !130, line: 301, baseType: !400, size: 256)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !401, size: 256, elements: !138)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x2_t", file: !130, line: 41, baseType: !402)
!402 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 64, flags: DIFlagVector, elements: !145)
!403 = !DILocalVariable(name: "__ret", scope: !404, file: !2, line: 81, type: !396)
!404 = distinct !DILexicalBlock(scope: !203, file: !2, line: 81, column: 22)
!405 = !DILocalVariable(name: "t_", scope: !406, file: !2, line: 82, type: !396)
!406 = distinct !DILexicalBlock(scope: !203, file: !2, line: 82, column: 3)
!407 = !DILocalVariable(name: "__ret", scope: !408, file: !2, line: 82, type: !396)
!408 = distinct !DILexicalBlock(scope: !406, file: !2, line: 82, column: 3)
!409 = !DILocalVariable(name: "__s1", scope: !408, file: !2, line: 82, type: !396)
!410 = !DILocalVariable(name: "out", scope: !203, file: !2, line: 83, type: !411)
!411 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 256, elements: !361)
!412 = !DILocalVariable(name: "__s1", scope: !413, file: !2, line: 84, type: !368)
!413 = distinct !DILexicalBlock(scope: !203, file: !2, line: 84, column: 3)
!414 = !DILocalVariable(name: "__s1", scope: !415, file: !2, line: 85, type: !383)
!415 = distinct !DILexicalBlock(scope: !203, file: !2, line: 85, column: 3)
!416 = !DILocalVariable(name: "__s1", scope: !417, file: !2, line: 86, type: !396)
!417 = distinct !DILexicalBlock(scope: !203, file: !2, line: 86, column: 3)
!418 = distinct !DIAssignID()
!419 = !DILocation(line: 0, scope: !203)
!420 = distinct !DIAssignID()
!421 = distinct !DIAssignID()
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !391)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 22, column: 77, scope: !203)
!426 = !DILocation(line: 22, column: 75, scope: !203)
!427 = !DILocation(line: 0, scope: !220)
!428 = !DILocation(line: 23, column: 40, scope: !429)
!429 = distinct !DILexicalBlock(scope: !220, file: !2, line: 23, column: 3)
!430 = !DILocation(line: 0, scope: !222)
!431 = !DILocation(line: 24, column: 39, scope: !432)
!432 = distinct !DILexicalBlock(scope: !222, file: !2, line: 24, column: 3)
!433 = !DILocation(line: 0, scope: !224)
!434 = !DILocation(line: 25, column: 65, scope: !435)
!435 = distinct !DILexicalBlock(scope: !224, file: !2, line: 25, column: 3)
!436 = !DILocation(line: 26, column: 9, scope: !203)
!437 = !DILocation(line: 26, column: 27, scope: !203)
!438 = !DILocation(line: 26, column: 46, scope: !203)
!439 = !DILocation(line: 35, column: 3, scope: !243)
!440 = !DILocation(line: 0, scope: !243)
!441 = !DILocalVariable(name: "name", arg: 1, scope: !442, file: !2, line: 12, type: !445)
!442 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 12, type: !443, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !116, retainedNodes: !449)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !445, !447, !128}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!449 = !{!441, !450, !451, !452, !455}
!450 = !DILocalVariable(name: "p", arg: 2, scope: !442, file: !2, line: 12, type: !447)
!451 = !DILocalVariable(name: "n", arg: 3, scope: !442, file: !2, line: 12, type: !128)
!452 = !DILocalVariable(name: "b", scope: !442, file: !2, line: 13, type: !453)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!455 = !DILocalVariable(name: "i", scope: !456, file: !2, line: 15, type: !128)
!456 = distinct !DILexicalBlock(scope: !442, file: !2, line: 15, column: 3)
!457 = !DILocation(line: 0, scope: !442, inlinedAt: !458)
!458 = distinct !DILocation(line: 35, column: 3, scope: !243)
!459 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !458)
!460 = !DILocation(line: 0, scope: !456, inlinedAt: !458)
!461 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !458)
!462 = distinct !DILexicalBlock(scope: !456, file: !2, line: 15, column: 3)
!463 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !458)
!464 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !458)
!465 = !DILocation(line: 36, column: 3, scope: !245)
!466 = !DILocation(line: 0, scope: !245)
!467 = !DILocation(line: 0, scope: !442, inlinedAt: !468)
!468 = distinct !DILocation(line: 36, column: 3, scope: !245)
!469 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !468)
!470 = !DILocation(line: 0, scope: !456, inlinedAt: !468)
!471 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !468)
!472 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !468)
!473 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !468)
!474 = !DILocation(line: 37, column: 3, scope: !247)
!475 = !DILocation(line: 0, scope: !247)
!476 = !DILocation(line: 0, scope: !442, inlinedAt: !477)
!477 = distinct !DILocation(line: 37, column: 3, scope: !247)
!478 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !477)
!479 = !DILocation(line: 0, scope: !456, inlinedAt: !477)
!480 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !477)
!481 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !477)
!482 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !477)
!483 = !DILocation(line: 38, column: 3, scope: !249)
!484 = !DILocation(line: 0, scope: !249)
!485 = !DILocation(line: 0, scope: !442, inlinedAt: !486)
!486 = distinct !DILocation(line: 38, column: 3, scope: !249)
!487 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !486)
!488 = !DILocation(line: 0, scope: !456, inlinedAt: !486)
!489 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !486)
!490 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !486)
!491 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !486)
!492 = !DILocation(line: 39, column: 3, scope: !251)
!493 = !DILocation(line: 0, scope: !251)
!494 = !DILocation(line: 0, scope: !442, inlinedAt: !495)
!495 = distinct !DILocation(line: 39, column: 3, scope: !251)
!496 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !495)
!497 = !DILocation(line: 0, scope: !456, inlinedAt: !495)
!498 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !495)
!499 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !495)
!500 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !495)
!501 = !DILocation(line: 40, column: 3, scope: !253)
!502 = !DILocation(line: 0, scope: !253)
!503 = !DILocation(line: 0, scope: !442, inlinedAt: !504)
!504 = distinct !DILocation(line: 40, column: 3, scope: !253)
!505 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !504)
!506 = !DILocation(line: 0, scope: !456, inlinedAt: !504)
!507 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !504)
!508 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !504)
!509 = !DILocation(line: 22, column: 64, scope: !203)
!510 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !504)
!511 = !DILocation(line: 41, column: 3, scope: !255)
!512 = !DILocation(line: 0, scope: !255)
!513 = !DILocation(line: 0, scope: !442, inlinedAt: !514)
!514 = distinct !DILocation(line: 41, column: 3, scope: !255)
!515 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !514)
!516 = !DILocation(line: 0, scope: !456, inlinedAt: !514)
!517 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !514)
!518 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !514)
!519 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !514)
!520 = !DILocation(line: 42, column: 3, scope: !257)
!521 = !DILocation(line: 0, scope: !257)
!522 = !DILocation(line: 0, scope: !442, inlinedAt: !523)
!523 = distinct !DILocation(line: 42, column: 3, scope: !257)
!524 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !523)
!525 = !DILocation(line: 0, scope: !456, inlinedAt: !523)
!526 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !523)
!527 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !523)
!528 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !523)
!529 = !DILocation(line: 0, scope: !261)
!530 = !DILocation(line: 43, column: 3, scope: !261)
!531 = !DILocation(line: 43, column: 3, scope: !259)
!532 = !DILocation(line: 0, scope: !259)
!533 = !DILocation(line: 0, scope: !442, inlinedAt: !534)
!534 = distinct !DILocation(line: 43, column: 3, scope: !259)
!535 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !534)
!536 = !DILocation(line: 0, scope: !456, inlinedAt: !534)
!537 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !534)
!538 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !534)
!539 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !534)
!540 = !DILocation(line: 0, scope: !266)
!541 = !DILocation(line: 44, column: 3, scope: !266)
!542 = !DILocation(line: 0, scope: !264)
!543 = !DILocation(line: 0, scope: !442, inlinedAt: !544)
!544 = distinct !DILocation(line: 44, column: 3, scope: !264)
!545 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !544)
!546 = !DILocation(line: 0, scope: !456, inlinedAt: !544)
!547 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !544)
!548 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !544)
!549 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !544)
!550 = !DILocation(line: 45, column: 3, scope: !271)
!551 = !DILocation(line: 0, scope: !271)
!552 = !DILocation(line: 45, column: 3, scope: !269)
!553 = !DILocation(line: 0, scope: !269)
!554 = !DILocation(line: 0, scope: !442, inlinedAt: !555)
!555 = distinct !DILocation(line: 45, column: 3, scope: !269)
!556 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !555)
!557 = !DILocation(line: 0, scope: !456, inlinedAt: !555)
!558 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !555)
!559 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !555)
!560 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !555)
!561 = !DILocation(line: 46, column: 3, scope: !276)
!562 = !DILocation(line: 0, scope: !276)
!563 = !DILocation(line: 0, scope: !442, inlinedAt: !564)
!564 = distinct !DILocation(line: 46, column: 3, scope: !276)
!565 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !564)
!566 = !DILocation(line: 0, scope: !456, inlinedAt: !564)
!567 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !564)
!568 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !564)
!569 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !564)
!570 = !DILocation(line: 47, column: 3, scope: !278)
!571 = !DILocation(line: 0, scope: !278)
!572 = !DILocation(line: 0, scope: !442, inlinedAt: !573)
!573 = distinct !DILocation(line: 47, column: 3, scope: !278)
!574 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !573)
!575 = !DILocation(line: 0, scope: !456, inlinedAt: !573)
!576 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !573)
!577 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !573)
!578 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !573)
!579 = !DILocation(line: 48, column: 3, scope: !280)
!580 = !DILocation(line: 0, scope: !280)
!581 = !DILocation(line: 0, scope: !442, inlinedAt: !582)
!582 = distinct !DILocation(line: 48, column: 3, scope: !280)
!583 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !582)
!584 = !DILocation(line: 0, scope: !456, inlinedAt: !582)
!585 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !582)
!586 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !582)
!587 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !582)
!588 = !DILocation(line: 50, column: 3, scope: !284)
!589 = !DILocation(line: 0, scope: !284)
!590 = !DILocation(line: 0, scope: !442, inlinedAt: !591)
!591 = distinct !DILocation(line: 50, column: 3, scope: !284)
!592 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !591)
!593 = !DILocation(line: 0, scope: !456, inlinedAt: !591)
!594 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !591)
!595 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !591)
!596 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !591)
!597 = !DILocation(line: 51, column: 3, scope: !286)
!598 = !DILocation(line: 0, scope: !286)
!599 = !DILocation(line: 0, scope: !442, inlinedAt: !600)
!600 = distinct !DILocation(line: 51, column: 3, scope: !286)
!601 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !600)
!602 = !DILocation(line: 0, scope: !456, inlinedAt: !600)
!603 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !600)
!604 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !600)
!605 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !600)
!606 = !DILocation(line: 52, column: 3, scope: !288)
!607 = !DILocation(line: 0, scope: !288)
!608 = !DILocation(line: 0, scope: !442, inlinedAt: !609)
!609 = distinct !DILocation(line: 52, column: 3, scope: !288)
!610 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !609)
!611 = !DILocation(line: 0, scope: !456, inlinedAt: !609)
!612 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !609)
!613 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !609)
!614 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !609)
!615 = !DILocation(line: 53, column: 3, scope: !290)
!616 = !DILocation(line: 0, scope: !290)
!617 = !DILocation(line: 0, scope: !442, inlinedAt: !618)
!618 = distinct !DILocation(line: 53, column: 3, scope: !290)
!619 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !618)
!620 = !DILocation(line: 0, scope: !456, inlinedAt: !618)
!621 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !618)
!622 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !618)
!623 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !618)
!624 = !DILocation(line: 54, column: 3, scope: !292)
!625 = !DILocation(line: 0, scope: !292)
!626 = !DILocation(line: 0, scope: !442, inlinedAt: !627)
!627 = distinct !DILocation(line: 54, column: 3, scope: !292)
!628 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !627)
!629 = !DILocation(line: 0, scope: !456, inlinedAt: !627)
!630 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !627)
!631 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !627)
!632 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !627)
!633 = !DILocation(line: 55, column: 3, scope: !294)
!634 = !DILocation(line: 0, scope: !294)
!635 = !DILocation(line: 0, scope: !442, inlinedAt: !636)
!636 = distinct !DILocation(line: 55, column: 3, scope: !294)
!637 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !636)
!638 = !DILocation(line: 0, scope: !456, inlinedAt: !636)
!639 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !636)
!640 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !636)
!641 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !636)
!642 = !DILocation(line: 58, column: 3, scope: !300)
!643 = !DILocation(line: 0, scope: !300)
!644 = !DILocation(line: 0, scope: !442, inlinedAt: !645)
!645 = distinct !DILocation(line: 58, column: 3, scope: !300)
!646 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !645)
!647 = !DILocation(line: 0, scope: !456, inlinedAt: !645)
!648 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !645)
!649 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !645)
!650 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !645)
!651 = !DILocation(line: 59, column: 3, scope: !302)
!652 = !DILocation(line: 0, scope: !302)
!653 = !DILocation(line: 0, scope: !442, inlinedAt: !654)
!654 = distinct !DILocation(line: 59, column: 3, scope: !302)
!655 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !654)
!656 = !DILocation(line: 0, scope: !456, inlinedAt: !654)
!657 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !654)
!658 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !654)
!659 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !654)
!660 = !DILocation(line: 60, column: 3, scope: !304)
!661 = !DILocation(line: 0, scope: !304)
!662 = !DILocation(line: 0, scope: !442, inlinedAt: !663)
!663 = distinct !DILocation(line: 60, column: 3, scope: !304)
!664 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !663)
!665 = !DILocation(line: 0, scope: !456, inlinedAt: !663)
!666 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !663)
!667 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !663)
!668 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !663)
!669 = !DILocation(line: 61, column: 3, scope: !306)
!670 = !DILocation(line: 0, scope: !306)
!671 = !DILocation(line: 0, scope: !442, inlinedAt: !672)
!672 = distinct !DILocation(line: 61, column: 3, scope: !306)
!673 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !672)
!674 = !DILocation(line: 0, scope: !456, inlinedAt: !672)
!675 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !672)
!676 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !672)
!677 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !672)
!678 = !DILocation(line: 62, column: 3, scope: !308)
!679 = !DILocation(line: 0, scope: !308)
!680 = !DILocation(line: 0, scope: !442, inlinedAt: !681)
!681 = distinct !DILocation(line: 62, column: 3, scope: !308)
!682 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !681)
!683 = !DILocation(line: 0, scope: !456, inlinedAt: !681)
!684 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !681)
!685 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !681)
!686 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !681)
!687 = !DILocation(line: 0, scope: !313)
!688 = !DILocation(line: 64, column: 3, scope: !313)
!689 = !DILocation(line: 64, column: 3, scope: !311)
!690 = !DILocation(line: 0, scope: !311)
!691 = !DILocation(line: 0, scope: !442, inlinedAt: !692)
!692 = distinct !DILocation(line: 64, column: 3, scope: !311)
!693 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !692)
!694 = !DILocation(line: 0, scope: !456, inlinedAt: !692)
!695 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !692)
!696 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !692)
!697 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !692)
!698 = !DILocation(line: 0, scope: !318)
!699 = !DILocation(line: 65, column: 3, scope: !318)
!700 = !DILocation(line: 65, column: 3, scope: !316)
!701 = !DILocation(line: 0, scope: !316)
!702 = !DILocation(line: 0, scope: !442, inlinedAt: !703)
!703 = distinct !DILocation(line: 65, column: 3, scope: !316)
!704 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !703)
!705 = !DILocation(line: 0, scope: !456, inlinedAt: !703)
!706 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !703)
!707 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !703)
!708 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !703)
!709 = !DILocation(line: 0, scope: !323)
!710 = !DILocation(line: 66, column: 3, scope: !323)
!711 = !DILocation(line: 66, column: 3, scope: !321)
!712 = !DILocation(line: 0, scope: !321)
!713 = !DILocation(line: 0, scope: !442, inlinedAt: !714)
!714 = distinct !DILocation(line: 66, column: 3, scope: !321)
!715 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !714)
!716 = !DILocation(line: 0, scope: !456, inlinedAt: !714)
!717 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !714)
!718 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !714)
!719 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !714)
!720 = !DILocation(line: 0, scope: !328)
!721 = !DILocation(line: 67, column: 3, scope: !328)
!722 = !DILocation(line: 67, column: 3, scope: !326)
!723 = !DILocation(line: 0, scope: !326)
!724 = !DILocation(line: 0, scope: !442, inlinedAt: !725)
!725 = distinct !DILocation(line: 67, column: 3, scope: !326)
!726 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !725)
!727 = !DILocation(line: 0, scope: !456, inlinedAt: !725)
!728 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !725)
!729 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !725)
!730 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !725)
!731 = !DILocation(line: 0, scope: !333)
!732 = !DILocation(line: 68, column: 3, scope: !333)
!733 = !DILocation(line: 68, column: 3, scope: !331)
!734 = !DILocation(line: 0, scope: !331)
!735 = !DILocation(line: 0, scope: !442, inlinedAt: !736)
!736 = distinct !DILocation(line: 68, column: 3, scope: !331)
!737 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !736)
!738 = !DILocation(line: 0, scope: !456, inlinedAt: !736)
!739 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !736)
!740 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !736)
!741 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !736)
!742 = !DILocation(line: 0, scope: !338)
!743 = !DILocation(line: 69, column: 3, scope: !338)
!744 = !DILocation(line: 69, column: 3, scope: !336)
!745 = !DILocation(line: 0, scope: !336)
!746 = !DILocation(line: 0, scope: !442, inlinedAt: !747)
!747 = distinct !DILocation(line: 69, column: 3, scope: !336)
!748 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !747)
!749 = !DILocation(line: 0, scope: !456, inlinedAt: !747)
!750 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !747)
!751 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !747)
!752 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !747)
!753 = !DILocation(line: 0, scope: !344)
!754 = !DILocation(line: 70, column: 3, scope: !344)
!755 = !DILocation(line: 70, column: 3, scope: !342)
!756 = !DILocation(line: 0, scope: !342)
!757 = !DILocation(line: 0, scope: !442, inlinedAt: !758)
!758 = distinct !DILocation(line: 70, column: 3, scope: !342)
!759 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !758)
!760 = !DILocation(line: 0, scope: !456, inlinedAt: !758)
!761 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !758)
!762 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !758)
!763 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !758)
!764 = !DILocation(line: 71, column: 3, scope: !350)
!765 = !DILocation(line: 0, scope: !350)
!766 = !DILocation(line: 71, column: 3, scope: !348)
!767 = !DILocation(line: 0, scope: !348)
!768 = !DILocation(line: 0, scope: !442, inlinedAt: !769)
!769 = distinct !DILocation(line: 71, column: 3, scope: !348)
!770 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !769)
!771 = !DILocation(line: 0, scope: !456, inlinedAt: !769)
!772 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !769)
!773 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !769)
!774 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !769)
!775 = !DILocation(line: 72, column: 3, scope: !203)
!776 = !DILocation(line: 0, scope: !358)
!777 = !DILocation(line: 73, column: 3, scope: !358)
!778 = !DILocation(line: 73, column: 43, scope: !779)
!779 = distinct !DILexicalBlock(scope: !358, file: !2, line: 73, column: 3)
!780 = !DILocation(line: 73, column: 41, scope: !779)
!781 = !{!782, !782, i64 0}
!782 = !{!"omnipotent char", !783, i64 0}
!783 = !{!"Simple C/C++ TBAA"}
!784 = !DILocation(line: 73, column: 32, scope: !779)
!785 = !DILocation(line: 74, column: 3, scope: !203)
!786 = !DILocation(line: 0, scope: !364)
!787 = !DILocation(line: 75, column: 44, scope: !788)
!788 = distinct !DILexicalBlock(scope: !364, file: !2, line: 75, column: 3)
!789 = !DILocation(line: 75, column: 42, scope: !788)
!790 = !{!791, !791, i64 0}
!791 = !{!"short", !782, i64 0}
!792 = !DILocation(line: 75, column: 32, scope: !788)
!793 = !DILocation(line: 76, column: 3, scope: !203)
!794 = !DILocation(line: 76, column: 9, scope: !203)
!795 = distinct !DIAssignID()
!796 = !DILocation(line: 77, column: 20, scope: !376)
!797 = !DILocation(line: 0, scope: !376)
!798 = !DILocation(line: 0, scope: !380)
!799 = !DILocation(line: 78, column: 3, scope: !380)
!800 = !DILocation(line: 0, scope: !378)
!801 = !DILocation(line: 0, scope: !442, inlinedAt: !802)
!802 = distinct !DILocation(line: 78, column: 3, scope: !378)
!803 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !802)
!804 = !DILocation(line: 0, scope: !456, inlinedAt: !802)
!805 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !802)
!806 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !802)
!807 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !802)
!808 = !DILocation(line: 79, column: 21, scope: !389)
!809 = !DILocation(line: 0, scope: !389)
!810 = !DILocation(line: 80, column: 3, scope: !391)
!811 = !DILocation(line: 0, scope: !393)
!812 = !DILocation(line: 80, column: 3, scope: !393)
!813 = distinct !DIAssignID()
!814 = distinct !DIAssignID()
!815 = distinct !DIAssignID()
!816 = !DILocation(line: 0, scope: !442, inlinedAt: !817)
!817 = distinct !DILocation(line: 80, column: 3, scope: !391)
!818 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !817)
!819 = !DILocation(line: 0, scope: !456, inlinedAt: !817)
!820 = !DILocation(line: 15, column: 3, scope: !456, inlinedAt: !817)
!821 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !817)
!822 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !817)
!823 = !DILocation(line: 15, column: 27, scope: !462, inlinedAt: !817)
!824 = !DILocation(line: 15, column: 21, scope: !462, inlinedAt: !817)
!825 = distinct !{!825, !820, !826, !827}
!826 = !DILocation(line: 15, column: 51, scope: !456, inlinedAt: !817)
!827 = !{!"llvm.loop.mustprogress"}
!828 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !817)
!829 = !DILocation(line: 80, column: 3, scope: !203)
!830 = !DILocation(line: 81, column: 22, scope: !404)
!831 = !DILocation(line: 0, scope: !404)
!832 = !DILocation(line: 0, scope: !408)
!833 = !DILocation(line: 82, column: 3, scope: !408)
!834 = !DILocation(line: 0, scope: !406)
!835 = !DILocation(line: 0, scope: !442, inlinedAt: !836)
!836 = distinct !DILocation(line: 82, column: 3, scope: !406)
!837 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !836)
!838 = !DILocation(line: 0, scope: !456, inlinedAt: !836)
!839 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !836)
!840 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !836)
!841 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !836)
!842 = !DILocation(line: 83, column: 3, scope: !203)
!843 = !DILocation(line: 83, column: 11, scope: !203)
!844 = distinct !DIAssignID()
!845 = !DILocation(line: 0, scope: !413)
!846 = !DILocation(line: 84, column: 3, scope: !413)
!847 = !DILocation(line: 0, scope: !415)
!848 = !DILocation(line: 85, column: 3, scope: !415)
!849 = !DILocation(line: 0, scope: !417)
!850 = !DILocation(line: 86, column: 3, scope: !417)
!851 = !DILocation(line: 0, scope: !442, inlinedAt: !852)
!852 = distinct !DILocation(line: 87, column: 3, scope: !203)
!853 = !DILocation(line: 14, column: 3, scope: !442, inlinedAt: !852)
!854 = !DILocation(line: 0, scope: !456, inlinedAt: !852)
!855 = !DILocation(line: 15, column: 47, scope: !462, inlinedAt: !852)
!856 = !DILocation(line: 15, column: 31, scope: !462, inlinedAt: !852)
!857 = !DILocation(line: 16, column: 3, scope: !442, inlinedAt: !852)
!858 = !DILocation(line: 89, column: 1, scope: !203)
!859 = !DILocation(line: 88, column: 3, scope: !203)
!860 = !DISubprogram(name: "printf", scope: !861, file: !861, line: 356, type: !862, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!861 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!862 = !DISubroutineType(types: !863)
!863 = !{!128, !864, null}
!864 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !445)
