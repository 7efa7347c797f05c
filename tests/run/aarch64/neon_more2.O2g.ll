; ModuleID = 'tests/run/aarch64/neon_more2.c'
source_filename = "tests/run/aarch64/neon_more2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !92
@.str.34 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !97

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !187 {
    #dbg_value(i32 %0, !193, !DIExpression(), !337)
    #dbg_value(ptr %1, !194, !DIExpression(), !337)
    #dbg_value(i32 %0, !201, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 9223372036854775808, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !337)
    #dbg_value(i64 81985529216486895, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !337)
    #dbg_value(i32 0, !203, !DIExpression(), !338)
    #dbg_value(i64 0, !203, !DIExpression(), !338)
  %3 = trunc i32 %0 to i8, !dbg !339
  %4 = insertelement <2 x i8> poison, i8 %3, i64 0, !dbg !339
  %5 = shufflevector <2 x i8> %4, <2 x i8> poison, <2 x i32> zeroinitializer, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 1, !203, !DIExpression(), !338)
  %6 = add <2 x i8> %5, <i8 -100, i8 -71>, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 2, !203, !DIExpression(), !338)
  %7 = trunc i32 %0 to i8, !dbg !339
  %8 = add i8 %7, -42, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 3, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 4, !203, !DIExpression(), !338)
  %9 = trunc i32 %0 to i8, !dbg !339
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0, !dbg !339
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 5, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 6, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 7, !203, !DIExpression(), !338)
  %12 = add <4 x i8> %11, <i8 16, i8 45, i8 74, i8 103>, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 8, !203, !DIExpression(), !338)
  %13 = trunc i32 %0 to i8, !dbg !339
  %14 = insertelement <8 x i8> poison, i8 %13, i64 0, !dbg !339
  %15 = shufflevector <8 x i8> %14, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 9, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 10, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 11, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 12, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 13, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 14, !203, !DIExpression(), !338)
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 15, !203, !DIExpression(), !338)
  %16 = add <8 x i8> %15, <i8 -124, i8 -95, i8 -66, i8 -37, i8 -8, i8 21, i8 50, i8 79>, !dbg !339
    #dbg_value(<16 x i8> poison, !195, !DIExpression(), !337)
    #dbg_value(i64 16, !203, !DIExpression(), !338)
    #dbg_value(i32 0, !205, !DIExpression(), !341)
    #dbg_value(i64 0, !205, !DIExpression(), !341)
  %17 = trunc i32 %0 to i16, !dbg !342
  %18 = insertelement <2 x i16> poison, i16 %17, i64 0, !dbg !342
  %19 = shufflevector <2 x i16> %18, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !342
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 1, !205, !DIExpression(), !341)
  %20 = add <2 x i16> %19, <i16 -30000, i16 -20999>, !dbg !342
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 2, !205, !DIExpression(), !341)
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 3, !205, !DIExpression(), !341)
  %21 = trunc i32 %0 to i16, !dbg !342
  %22 = add i16 %21, -2997, !dbg !342
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 4, !205, !DIExpression(), !341)
  %23 = trunc i32 %0 to i16, !dbg !342
  %24 = insertelement <4 x i16> poison, i16 %23, i64 0, !dbg !342
  %25 = shufflevector <4 x i16> %24, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !342
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 5, !205, !DIExpression(), !341)
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 6, !205, !DIExpression(), !341)
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 7, !205, !DIExpression(), !341)
  %26 = add <4 x i16> %25, <i16 6004, i16 15005, i16 24006, i16 -32529>, !dbg !342
    #dbg_value(<8 x i16> poison, !197, !DIExpression(), !337)
    #dbg_value(i64 8, !205, !DIExpression(), !341)
  %27 = mul i32 %0, 7
    #dbg_value(i32 0, !207, !DIExpression(), !344)
    #dbg_value(i64 0, !207, !DIExpression(), !344)
    #dbg_value(<4 x i32> poison, !199, !DIExpression(), !337)
    #dbg_value(i64 1, !207, !DIExpression(), !344)
    #dbg_value(<4 x i32> poison, !199, !DIExpression(), !337)
    #dbg_value(i64 2, !207, !DIExpression(), !344)
    #dbg_value(<4 x i32> poison, !199, !DIExpression(), !337)
    #dbg_value(i64 3, !207, !DIExpression(), !344)
  %28 = insertelement <2 x i32> poison, i32 %27, i64 0, !dbg !345
  %29 = shufflevector <2 x i32> %28, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !345
  %30 = add <2 x i32> %29, <i32 -1294967296, i32 205032704>, !dbg !345
    #dbg_value(<4 x i32> poison, !199, !DIExpression(), !337)
    #dbg_value(i64 4, !207, !DIExpression(), !344)
  %31 = sext i32 %0 to i64, !dbg !347
    #dbg_value(i64 %31, !201, !DIExpression(DW_OP_constu, 9223372036854775808, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !337)
  %32 = or i64 %31, -9223372036854775808, !dbg !348
    #dbg_value(i64 %32, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !337)
  %33 = shufflevector <2 x i8> %6, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !349
  %34 = shufflevector <16 x i8> %33, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 -128, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, <16 x i32> <i32 0, i32 1, i32 poison, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !349
  %35 = insertelement <16 x i8> %34, i8 %8, i64 2, !dbg !349
  %36 = shufflevector <4 x i8> %12, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !349
  %37 = shufflevector <16 x i8> %35, <16 x i8> %36, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !349
  %38 = shufflevector <8 x i8> %16, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !349
  %39 = shufflevector <16 x i8> %37, <16 x i8> %38, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !349
    #dbg_value(i8 -128, !195, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !337)
  %40 = shufflevector <2 x i16> %20, <2 x i16> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !350
  %41 = insertelement <8 x i16> %40, i16 -32768, i64 2, !dbg !350
  %42 = insertelement <8 x i16> %41, i16 %22, i64 3, !dbg !350
  %43 = shufflevector <4 x i16> %26, <4 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !350
  %44 = shufflevector <8 x i16> %42, <8 x i16> %43, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !350
    #dbg_value(i16 -32768, !197, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !337)
  %45 = insertelement <4 x i32> <i32 poison, i32 2147483647, i32 poison, i32 poison>, i32 %27, i64 0, !dbg !351
  %46 = shufflevector <2 x i32> %30, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !351
  %47 = shufflevector <4 x i32> %45, <4 x i32> %46, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !351
    #dbg_value(i32 2147483647, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !337)
    #dbg_value(<16 x i8> poison, !209, !DIExpression(), !337)
    #dbg_value(<8 x i16> poison, !212, !DIExpression(), !337)
    #dbg_value(<4 x i32> poison, !215, !DIExpression(), !337)
    #dbg_value(<2 x i64> %357, !218, !DIExpression(), !337)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, !221, !DIExpression(), !337)
    #dbg_value(<8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>, !222, !DIExpression(), !337)
    #dbg_value(<8 x i16> <i16 -7, i16 -8, i16 -9, i16 100, i16 -100, i16 3, i16 -3, i16 5>, !223, !DIExpression(), !337)
    #dbg_value(<4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>, !224, !DIExpression(), !337)
    #dbg_value(<2 x i64> <i64 -63, i64 40>, !225, !DIExpression(), !337)
  %48 = tail call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %39, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !352
    #dbg_value(<16 x i8> %48, !226, !DIExpression(), !353)
    #dbg_value(ptr @.str, !354, !DIExpression(), !370)
    #dbg_value(ptr undef, !363, !DIExpression(), !370)
    #dbg_value(i32 16, !364, !DIExpression(), !370)
    #dbg_value(ptr undef, !365, !DIExpression(), !370)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str), !dbg !372
    #dbg_value(i32 0, !368, !DIExpression(), !373)
    #dbg_value(i64 0, !368, !DIExpression(), !373)
  %50 = extractelement <16 x i8> %48, i64 0, !dbg !374
  %51 = zext i8 %50 to i32, !dbg !374
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %51), !dbg !376
    #dbg_value(i64 1, !368, !DIExpression(), !373)
  %53 = extractelement <16 x i8> %48, i64 1, !dbg !374
  %54 = zext i8 %53 to i32, !dbg !374
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %54), !dbg !376
    #dbg_value(i64 2, !368, !DIExpression(), !373)
  %56 = extractelement <16 x i8> %48, i64 2, !dbg !374
  %57 = zext i8 %56 to i32, !dbg !374
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %57), !dbg !376
    #dbg_value(i64 3, !368, !DIExpression(), !373)
  %59 = extractelement <16 x i8> %48, i64 3, !dbg !374
  %60 = zext i8 %59 to i32, !dbg !374
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %60), !dbg !376
    #dbg_value(i64 4, !368, !DIExpression(), !373)
  %62 = extractelement <16 x i8> %48, i64 4, !dbg !374
  %63 = zext i8 %62 to i32, !dbg !374
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %63), !dbg !376
    #dbg_value(i64 5, !368, !DIExpression(), !373)
  %65 = extractelement <16 x i8> %48, i64 5, !dbg !374
  %66 = zext i8 %65 to i32, !dbg !374
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %66), !dbg !376
    #dbg_value(i64 6, !368, !DIExpression(), !373)
  %68 = extractelement <16 x i8> %48, i64 6, !dbg !374
  %69 = zext i8 %68 to i32, !dbg !374
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %69), !dbg !376
    #dbg_value(i64 7, !368, !DIExpression(), !373)
  %71 = extractelement <16 x i8> %48, i64 7, !dbg !374
  %72 = zext i8 %71 to i32, !dbg !374
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %72), !dbg !376
    #dbg_value(i64 8, !368, !DIExpression(), !373)
  %74 = extractelement <16 x i8> %48, i64 8, !dbg !374
  %75 = zext i8 %74 to i32, !dbg !374
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %75), !dbg !376
    #dbg_value(i64 9, !368, !DIExpression(), !373)
  %77 = extractelement <16 x i8> %48, i64 9, !dbg !374
  %78 = zext i8 %77 to i32, !dbg !374
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %78), !dbg !376
    #dbg_value(i64 10, !368, !DIExpression(), !373)
  %80 = extractelement <16 x i8> %48, i64 10, !dbg !374
  %81 = zext i8 %80 to i32, !dbg !374
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %81), !dbg !376
    #dbg_value(i64 11, !368, !DIExpression(), !373)
  %83 = extractelement <16 x i8> %48, i64 11, !dbg !374
  %84 = zext i8 %83 to i32, !dbg !374
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %84), !dbg !376
    #dbg_value(i64 12, !368, !DIExpression(), !373)
  %86 = extractelement <16 x i8> %48, i64 12, !dbg !374
  %87 = zext i8 %86 to i32, !dbg !374
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %87), !dbg !376
    #dbg_value(i64 13, !368, !DIExpression(), !373)
  %89 = extractelement <16 x i8> %48, i64 13, !dbg !374
  %90 = zext i8 %89 to i32, !dbg !374
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %90), !dbg !376
    #dbg_value(i64 14, !368, !DIExpression(), !373)
  %92 = extractelement <16 x i8> %48, i64 14, !dbg !374
  %93 = zext i8 %92 to i32, !dbg !374
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %93), !dbg !376
    #dbg_value(i64 15, !368, !DIExpression(), !373)
  %95 = extractelement <16 x i8> %48, i64 15, !dbg !374
  %96 = zext i8 %95 to i32, !dbg !374
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %96), !dbg !376
    #dbg_value(i64 16, !368, !DIExpression(), !373)
  %98 = tail call i32 @putchar(i32 10), !dbg !377
  %99 = tail call <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8> %39, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !378
    #dbg_value(<16 x i8> %99, !228, !DIExpression(), !379)
    #dbg_value(ptr @.str.1, !354, !DIExpression(), !380)
    #dbg_value(ptr undef, !363, !DIExpression(), !380)
    #dbg_value(i32 16, !364, !DIExpression(), !380)
    #dbg_value(ptr undef, !365, !DIExpression(), !380)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1), !dbg !382
    #dbg_value(i32 0, !368, !DIExpression(), !383)
    #dbg_value(i64 0, !368, !DIExpression(), !383)
  %101 = extractelement <16 x i8> %99, i64 0, !dbg !384
  %102 = zext i8 %101 to i32, !dbg !384
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %102), !dbg !385
    #dbg_value(i64 1, !368, !DIExpression(), !383)
  %104 = extractelement <16 x i8> %99, i64 1, !dbg !384
  %105 = zext i8 %104 to i32, !dbg !384
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %105), !dbg !385
    #dbg_value(i64 2, !368, !DIExpression(), !383)
  %107 = extractelement <16 x i8> %99, i64 2, !dbg !384
  %108 = zext i8 %107 to i32, !dbg !384
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %108), !dbg !385
    #dbg_value(i64 3, !368, !DIExpression(), !383)
  %110 = extractelement <16 x i8> %99, i64 3, !dbg !384
  %111 = zext i8 %110 to i32, !dbg !384
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %111), !dbg !385
    #dbg_value(i64 4, !368, !DIExpression(), !383)
  %113 = extractelement <16 x i8> %99, i64 4, !dbg !384
  %114 = zext i8 %113 to i32, !dbg !384
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %114), !dbg !385
    #dbg_value(i64 5, !368, !DIExpression(), !383)
  %116 = extractelement <16 x i8> %99, i64 5, !dbg !384
  %117 = zext i8 %116 to i32, !dbg !384
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %117), !dbg !385
    #dbg_value(i64 6, !368, !DIExpression(), !383)
  %119 = extractelement <16 x i8> %99, i64 6, !dbg !384
  %120 = zext i8 %119 to i32, !dbg !384
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %120), !dbg !385
    #dbg_value(i64 7, !368, !DIExpression(), !383)
  %122 = extractelement <16 x i8> %99, i64 7, !dbg !384
  %123 = zext i8 %122 to i32, !dbg !384
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %123), !dbg !385
    #dbg_value(i64 8, !368, !DIExpression(), !383)
  %125 = extractelement <16 x i8> %99, i64 8, !dbg !384
  %126 = zext i8 %125 to i32, !dbg !384
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %126), !dbg !385
    #dbg_value(i64 9, !368, !DIExpression(), !383)
  %128 = extractelement <16 x i8> %99, i64 9, !dbg !384
  %129 = zext i8 %128 to i32, !dbg !384
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %129), !dbg !385
    #dbg_value(i64 10, !368, !DIExpression(), !383)
  %131 = extractelement <16 x i8> %99, i64 10, !dbg !384
  %132 = zext i8 %131 to i32, !dbg !384
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %132), !dbg !385
    #dbg_value(i64 11, !368, !DIExpression(), !383)
  %134 = extractelement <16 x i8> %99, i64 11, !dbg !384
  %135 = zext i8 %134 to i32, !dbg !384
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %135), !dbg !385
    #dbg_value(i64 12, !368, !DIExpression(), !383)
  %137 = extractelement <16 x i8> %99, i64 12, !dbg !384
  %138 = zext i8 %137 to i32, !dbg !384
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %138), !dbg !385
    #dbg_value(i64 13, !368, !DIExpression(), !383)
  %140 = extractelement <16 x i8> %99, i64 13, !dbg !384
  %141 = zext i8 %140 to i32, !dbg !384
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %141), !dbg !385
    #dbg_value(i64 14, !368, !DIExpression(), !383)
  %143 = extractelement <16 x i8> %99, i64 14, !dbg !384
  %144 = zext i8 %143 to i32, !dbg !384
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %144), !dbg !385
    #dbg_value(i64 15, !368, !DIExpression(), !383)
  %146 = extractelement <16 x i8> %99, i64 15, !dbg !384
  %147 = zext i8 %146 to i32, !dbg !384
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %147), !dbg !385
    #dbg_value(i64 16, !368, !DIExpression(), !383)
  %149 = tail call i32 @putchar(i32 10), !dbg !386
  %150 = tail call <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16> %44, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !387
  %151 = bitcast <8 x i16> %150 to <16 x i8>, !dbg !387
    #dbg_value(<8 x i16> %150, !230, !DIExpression(), !388)
    #dbg_value(ptr @.str.2, !354, !DIExpression(), !389)
    #dbg_value(ptr undef, !363, !DIExpression(), !389)
    #dbg_value(i32 16, !364, !DIExpression(), !389)
    #dbg_value(ptr undef, !365, !DIExpression(), !389)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.2), !dbg !391
    #dbg_value(i32 0, !368, !DIExpression(), !392)
    #dbg_value(i64 0, !368, !DIExpression(), !392)
  %153 = extractelement <16 x i8> %151, i64 0, !dbg !393
  %154 = zext i8 %153 to i32, !dbg !393
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %154), !dbg !394
    #dbg_value(i64 1, !368, !DIExpression(), !392)
  %156 = extractelement <16 x i8> %151, i64 1, !dbg !393
  %157 = zext i8 %156 to i32, !dbg !393
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %157), !dbg !394
    #dbg_value(i64 2, !368, !DIExpression(), !392)
  %159 = extractelement <16 x i8> %151, i64 2, !dbg !393
  %160 = zext i8 %159 to i32, !dbg !393
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %160), !dbg !394
    #dbg_value(i64 3, !368, !DIExpression(), !392)
  %162 = extractelement <16 x i8> %151, i64 3, !dbg !393
  %163 = zext i8 %162 to i32, !dbg !393
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %163), !dbg !394
    #dbg_value(i64 4, !368, !DIExpression(), !392)
  %165 = extractelement <16 x i8> %151, i64 4, !dbg !393
  %166 = zext i8 %165 to i32, !dbg !393
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %166), !dbg !394
    #dbg_value(i64 5, !368, !DIExpression(), !392)
  %168 = extractelement <16 x i8> %151, i64 5, !dbg !393
  %169 = zext i8 %168 to i32, !dbg !393
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %169), !dbg !394
    #dbg_value(i64 6, !368, !DIExpression(), !392)
  %171 = extractelement <16 x i8> %151, i64 6, !dbg !393
  %172 = zext i8 %171 to i32, !dbg !393
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %172), !dbg !394
    #dbg_value(i64 7, !368, !DIExpression(), !392)
  %174 = extractelement <16 x i8> %151, i64 7, !dbg !393
  %175 = zext i8 %174 to i32, !dbg !393
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %175), !dbg !394
    #dbg_value(i64 8, !368, !DIExpression(), !392)
  %177 = extractelement <16 x i8> %151, i64 8, !dbg !393
  %178 = zext i8 %177 to i32, !dbg !393
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %178), !dbg !394
    #dbg_value(i64 9, !368, !DIExpression(), !392)
  %180 = extractelement <16 x i8> %151, i64 9, !dbg !393
  %181 = zext i8 %180 to i32, !dbg !393
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %181), !dbg !394
    #dbg_value(i64 10, !368, !DIExpression(), !392)
  %183 = extractelement <16 x i8> %151, i64 10, !dbg !393
  %184 = zext i8 %183 to i32, !dbg !393
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %184), !dbg !394
    #dbg_value(i64 11, !368, !DIExpression(), !392)
  %186 = extractelement <16 x i8> %151, i64 11, !dbg !393
  %187 = zext i8 %186 to i32, !dbg !393
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %187), !dbg !394
    #dbg_value(i64 12, !368, !DIExpression(), !392)
  %189 = extractelement <16 x i8> %151, i64 12, !dbg !393
  %190 = zext i8 %189 to i32, !dbg !393
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %190), !dbg !394
    #dbg_value(i64 13, !368, !DIExpression(), !392)
  %192 = extractelement <16 x i8> %151, i64 13, !dbg !393
  %193 = zext i8 %192 to i32, !dbg !393
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %193), !dbg !394
    #dbg_value(i64 14, !368, !DIExpression(), !392)
  %195 = extractelement <16 x i8> %151, i64 14, !dbg !393
  %196 = zext i8 %195 to i32, !dbg !393
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %196), !dbg !394
    #dbg_value(i64 15, !368, !DIExpression(), !392)
  %198 = extractelement <16 x i8> %151, i64 15, !dbg !393
  %199 = zext i8 %198 to i32, !dbg !393
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %199), !dbg !394
    #dbg_value(i64 16, !368, !DIExpression(), !392)
  %201 = tail call i32 @putchar(i32 10), !dbg !395
  %202 = tail call <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16> %44, <8 x i16> <i16 -7, i16 -8, i16 -9, i16 100, i16 -100, i16 3, i16 -3, i16 5>), !dbg !396
  %203 = bitcast <8 x i16> %202 to <16 x i8>, !dbg !396
    #dbg_value(<8 x i16> %202, !232, !DIExpression(), !397)
    #dbg_value(ptr @.str.3, !354, !DIExpression(), !398)
    #dbg_value(ptr undef, !363, !DIExpression(), !398)
    #dbg_value(i32 16, !364, !DIExpression(), !398)
    #dbg_value(ptr undef, !365, !DIExpression(), !398)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3), !dbg !400
    #dbg_value(i32 0, !368, !DIExpression(), !401)
    #dbg_value(i64 0, !368, !DIExpression(), !401)
  %205 = extractelement <16 x i8> %203, i64 0, !dbg !402
  %206 = zext i8 %205 to i32, !dbg !402
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %206), !dbg !403
    #dbg_value(i64 1, !368, !DIExpression(), !401)
  %208 = extractelement <16 x i8> %203, i64 1, !dbg !402
  %209 = zext i8 %208 to i32, !dbg !402
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %209), !dbg !403
    #dbg_value(i64 2, !368, !DIExpression(), !401)
  %211 = extractelement <16 x i8> %203, i64 2, !dbg !402
  %212 = zext i8 %211 to i32, !dbg !402
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %212), !dbg !403
    #dbg_value(i64 3, !368, !DIExpression(), !401)
  %214 = extractelement <16 x i8> %203, i64 3, !dbg !402
  %215 = zext i8 %214 to i32, !dbg !402
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %215), !dbg !403
    #dbg_value(i64 4, !368, !DIExpression(), !401)
  %217 = extractelement <16 x i8> %203, i64 4, !dbg !402
  %218 = zext i8 %217 to i32, !dbg !402
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %218), !dbg !403
    #dbg_value(i64 5, !368, !DIExpression(), !401)
  %220 = extractelement <16 x i8> %203, i64 5, !dbg !402
  %221 = zext i8 %220 to i32, !dbg !402
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %221), !dbg !403
    #dbg_value(i64 6, !368, !DIExpression(), !401)
  %223 = extractelement <16 x i8> %203, i64 6, !dbg !402
  %224 = zext i8 %223 to i32, !dbg !402
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %224), !dbg !403
    #dbg_value(i64 7, !368, !DIExpression(), !401)
  %226 = extractelement <16 x i8> %203, i64 7, !dbg !402
  %227 = zext i8 %226 to i32, !dbg !402
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %227), !dbg !403
    #dbg_value(i64 8, !368, !DIExpression(), !401)
  %229 = extractelement <16 x i8> %203, i64 8, !dbg !402
  %230 = zext i8 %229 to i32, !dbg !402
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %230), !dbg !403
    #dbg_value(i64 9, !368, !DIExpression(), !401)
  %232 = extractelement <16 x i8> %203, i64 9, !dbg !402
  %233 = zext i8 %232 to i32, !dbg !402
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %233), !dbg !403
    #dbg_value(i64 10, !368, !DIExpression(), !401)
  %235 = extractelement <16 x i8> %203, i64 10, !dbg !402
  %236 = zext i8 %235 to i32, !dbg !402
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %236), !dbg !403
    #dbg_value(i64 11, !368, !DIExpression(), !401)
  %238 = extractelement <16 x i8> %203, i64 11, !dbg !402
  %239 = zext i8 %238 to i32, !dbg !402
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %239), !dbg !403
    #dbg_value(i64 12, !368, !DIExpression(), !401)
  %241 = extractelement <16 x i8> %203, i64 12, !dbg !402
  %242 = zext i8 %241 to i32, !dbg !402
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %242), !dbg !403
    #dbg_value(i64 13, !368, !DIExpression(), !401)
  %244 = extractelement <16 x i8> %203, i64 13, !dbg !402
  %245 = zext i8 %244 to i32, !dbg !402
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %245), !dbg !403
    #dbg_value(i64 14, !368, !DIExpression(), !401)
  %247 = extractelement <16 x i8> %203, i64 14, !dbg !402
  %248 = zext i8 %247 to i32, !dbg !402
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %248), !dbg !403
    #dbg_value(i64 15, !368, !DIExpression(), !401)
  %250 = extractelement <16 x i8> %203, i64 15, !dbg !402
  %251 = zext i8 %250 to i32, !dbg !402
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %251), !dbg !403
    #dbg_value(i64 16, !368, !DIExpression(), !401)
  %253 = tail call i32 @putchar(i32 10), !dbg !404
  %254 = tail call <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32> %47, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !405
  %255 = bitcast <4 x i32> %254 to <16 x i8>, !dbg !405
    #dbg_value(<4 x i32> %254, !234, !DIExpression(), !406)
    #dbg_value(ptr @.str.4, !354, !DIExpression(), !407)
    #dbg_value(ptr undef, !363, !DIExpression(), !407)
    #dbg_value(i32 16, !364, !DIExpression(), !407)
    #dbg_value(ptr undef, !365, !DIExpression(), !407)
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4), !dbg !409
    #dbg_value(i32 0, !368, !DIExpression(), !410)
    #dbg_value(i64 0, !368, !DIExpression(), !410)
  %257 = extractelement <16 x i8> %255, i64 0, !dbg !411
  %258 = zext i8 %257 to i32, !dbg !411
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %258), !dbg !412
    #dbg_value(i64 1, !368, !DIExpression(), !410)
  %260 = extractelement <16 x i8> %255, i64 1, !dbg !411
  %261 = zext i8 %260 to i32, !dbg !411
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %261), !dbg !412
    #dbg_value(i64 2, !368, !DIExpression(), !410)
  %263 = extractelement <16 x i8> %255, i64 2, !dbg !411
  %264 = zext i8 %263 to i32, !dbg !411
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %264), !dbg !412
    #dbg_value(i64 3, !368, !DIExpression(), !410)
  %266 = extractelement <16 x i8> %255, i64 3, !dbg !411
  %267 = zext i8 %266 to i32, !dbg !411
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %267), !dbg !412
    #dbg_value(i64 4, !368, !DIExpression(), !410)
  %269 = extractelement <16 x i8> %255, i64 4, !dbg !411
  %270 = zext i8 %269 to i32, !dbg !411
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %270), !dbg !412
    #dbg_value(i64 5, !368, !DIExpression(), !410)
  %272 = extractelement <16 x i8> %255, i64 5, !dbg !411
  %273 = zext i8 %272 to i32, !dbg !411
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %273), !dbg !412
    #dbg_value(i64 6, !368, !DIExpression(), !410)
  %275 = extractelement <16 x i8> %255, i64 6, !dbg !411
  %276 = zext i8 %275 to i32, !dbg !411
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %276), !dbg !412
    #dbg_value(i64 7, !368, !DIExpression(), !410)
  %278 = extractelement <16 x i8> %255, i64 7, !dbg !411
  %279 = zext i8 %278 to i32, !dbg !411
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %279), !dbg !412
    #dbg_value(i64 8, !368, !DIExpression(), !410)
  %281 = extractelement <16 x i8> %255, i64 8, !dbg !411
  %282 = zext i8 %281 to i32, !dbg !411
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %282), !dbg !412
    #dbg_value(i64 9, !368, !DIExpression(), !410)
  %284 = extractelement <16 x i8> %255, i64 9, !dbg !411
  %285 = zext i8 %284 to i32, !dbg !411
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %285), !dbg !412
    #dbg_value(i64 10, !368, !DIExpression(), !410)
  %287 = extractelement <16 x i8> %255, i64 10, !dbg !411
  %288 = zext i8 %287 to i32, !dbg !411
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %288), !dbg !412
    #dbg_value(i64 11, !368, !DIExpression(), !410)
  %290 = extractelement <16 x i8> %255, i64 11, !dbg !411
  %291 = zext i8 %290 to i32, !dbg !411
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %291), !dbg !412
    #dbg_value(i64 12, !368, !DIExpression(), !410)
  %293 = extractelement <16 x i8> %255, i64 12, !dbg !411
  %294 = zext i8 %293 to i32, !dbg !411
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %294), !dbg !412
    #dbg_value(i64 13, !368, !DIExpression(), !410)
  %296 = extractelement <16 x i8> %255, i64 13, !dbg !411
  %297 = zext i8 %296 to i32, !dbg !411
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %297), !dbg !412
    #dbg_value(i64 14, !368, !DIExpression(), !410)
  %299 = extractelement <16 x i8> %255, i64 14, !dbg !411
  %300 = zext i8 %299 to i32, !dbg !411
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %300), !dbg !412
    #dbg_value(i64 15, !368, !DIExpression(), !410)
  %302 = extractelement <16 x i8> %255, i64 15, !dbg !411
  %303 = zext i8 %302 to i32, !dbg !411
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %303), !dbg !412
    #dbg_value(i64 16, !368, !DIExpression(), !410)
  %305 = tail call i32 @putchar(i32 10), !dbg !413
  %306 = tail call <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32> %47, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !414
  %307 = bitcast <4 x i32> %306 to <16 x i8>, !dbg !414
    #dbg_value(<4 x i32> %306, !236, !DIExpression(), !415)
    #dbg_value(ptr @.str.5, !354, !DIExpression(), !416)
    #dbg_value(ptr undef, !363, !DIExpression(), !416)
    #dbg_value(i32 16, !364, !DIExpression(), !416)
    #dbg_value(ptr undef, !365, !DIExpression(), !416)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5), !dbg !418
    #dbg_value(i32 0, !368, !DIExpression(), !419)
    #dbg_value(i64 0, !368, !DIExpression(), !419)
  %309 = extractelement <16 x i8> %307, i64 0, !dbg !420
  %310 = zext i8 %309 to i32, !dbg !420
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %310), !dbg !421
    #dbg_value(i64 1, !368, !DIExpression(), !419)
  %312 = extractelement <16 x i8> %307, i64 1, !dbg !420
  %313 = zext i8 %312 to i32, !dbg !420
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %313), !dbg !421
    #dbg_value(i64 2, !368, !DIExpression(), !419)
  %315 = extractelement <16 x i8> %307, i64 2, !dbg !420
  %316 = zext i8 %315 to i32, !dbg !420
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %316), !dbg !421
    #dbg_value(i64 3, !368, !DIExpression(), !419)
  %318 = extractelement <16 x i8> %307, i64 3, !dbg !420
  %319 = zext i8 %318 to i32, !dbg !420
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %319), !dbg !421
    #dbg_value(i64 4, !368, !DIExpression(), !419)
  %321 = extractelement <16 x i8> %307, i64 4, !dbg !420
  %322 = zext i8 %321 to i32, !dbg !420
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %322), !dbg !421
    #dbg_value(i64 5, !368, !DIExpression(), !419)
  %324 = extractelement <16 x i8> %307, i64 5, !dbg !420
  %325 = zext i8 %324 to i32, !dbg !420
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %325), !dbg !421
    #dbg_value(i64 6, !368, !DIExpression(), !419)
  %327 = extractelement <16 x i8> %307, i64 6, !dbg !420
  %328 = zext i8 %327 to i32, !dbg !420
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %328), !dbg !421
    #dbg_value(i64 7, !368, !DIExpression(), !419)
  %330 = extractelement <16 x i8> %307, i64 7, !dbg !420
  %331 = zext i8 %330 to i32, !dbg !420
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %331), !dbg !421
    #dbg_value(i64 8, !368, !DIExpression(), !419)
  %333 = extractelement <16 x i8> %307, i64 8, !dbg !420
  %334 = zext i8 %333 to i32, !dbg !420
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %334), !dbg !421
    #dbg_value(i64 9, !368, !DIExpression(), !419)
  %336 = extractelement <16 x i8> %307, i64 9, !dbg !420
  %337 = zext i8 %336 to i32, !dbg !420
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %337), !dbg !421
    #dbg_value(i64 10, !368, !DIExpression(), !419)
  %339 = extractelement <16 x i8> %307, i64 10, !dbg !420
  %340 = zext i8 %339 to i32, !dbg !420
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %340), !dbg !421
    #dbg_value(i64 11, !368, !DIExpression(), !419)
  %342 = extractelement <16 x i8> %307, i64 11, !dbg !420
  %343 = zext i8 %342 to i32, !dbg !420
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %343), !dbg !421
    #dbg_value(i64 12, !368, !DIExpression(), !419)
  %345 = extractelement <16 x i8> %307, i64 12, !dbg !420
  %346 = zext i8 %345 to i32, !dbg !420
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %346), !dbg !421
    #dbg_value(i64 13, !368, !DIExpression(), !419)
  %348 = extractelement <16 x i8> %307, i64 13, !dbg !420
  %349 = zext i8 %348 to i32, !dbg !420
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %349), !dbg !421
    #dbg_value(i64 14, !368, !DIExpression(), !419)
  %351 = extractelement <16 x i8> %307, i64 14, !dbg !420
  %352 = zext i8 %351 to i32, !dbg !420
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %352), !dbg !421
    #dbg_value(i64 15, !368, !DIExpression(), !419)
  %354 = extractelement <16 x i8> %307, i64 15, !dbg !420
  %355 = zext i8 %354 to i32, !dbg !420
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %355), !dbg !421
    #dbg_value(i64 16, !368, !DIExpression(), !419)
  %357 = insertelement <2 x i64> <i64 poison, i64 81985529216486895>, i64 %32, i64 0, !dbg !422
  %358 = tail call i32 @putchar(i32 10), !dbg !423
  %359 = tail call <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64> %357, <2 x i64> <i64 -63, i64 40>), !dbg !424
  %360 = bitcast <2 x i64> %359 to <16 x i8>, !dbg !424
    #dbg_value(<2 x i64> %359, !238, !DIExpression(), !425)
    #dbg_value(ptr @.str.6, !354, !DIExpression(), !426)
    #dbg_value(ptr undef, !363, !DIExpression(), !426)
    #dbg_value(i32 16, !364, !DIExpression(), !426)
    #dbg_value(ptr undef, !365, !DIExpression(), !426)
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.6), !dbg !428
    #dbg_value(i32 0, !368, !DIExpression(), !429)
    #dbg_value(i64 0, !368, !DIExpression(), !429)
  %362 = extractelement <16 x i8> %360, i64 0, !dbg !430
  %363 = zext i8 %362 to i32, !dbg !430
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %363), !dbg !431
    #dbg_value(i64 1, !368, !DIExpression(), !429)
  %365 = extractelement <16 x i8> %360, i64 1, !dbg !430
  %366 = zext i8 %365 to i32, !dbg !430
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %366), !dbg !431
    #dbg_value(i64 2, !368, !DIExpression(), !429)
  %368 = extractelement <16 x i8> %360, i64 2, !dbg !430
  %369 = zext i8 %368 to i32, !dbg !430
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %369), !dbg !431
    #dbg_value(i64 3, !368, !DIExpression(), !429)
  %371 = extractelement <16 x i8> %360, i64 3, !dbg !430
  %372 = zext i8 %371 to i32, !dbg !430
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %372), !dbg !431
    #dbg_value(i64 4, !368, !DIExpression(), !429)
  %374 = extractelement <16 x i8> %360, i64 4, !dbg !430
  %375 = zext i8 %374 to i32, !dbg !430
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %375), !dbg !431
    #dbg_value(i64 5, !368, !DIExpression(), !429)
  %377 = extractelement <16 x i8> %360, i64 5, !dbg !430
  %378 = zext i8 %377 to i32, !dbg !430
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %378), !dbg !431
    #dbg_value(i64 6, !368, !DIExpression(), !429)
  %380 = extractelement <16 x i8> %360, i64 6, !dbg !430
  %381 = zext i8 %380 to i32, !dbg !430
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %381), !dbg !431
    #dbg_value(i64 7, !368, !DIExpression(), !429)
  %383 = extractelement <16 x i8> %360, i64 7, !dbg !430
  %384 = zext i8 %383 to i32, !dbg !430
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %384), !dbg !431
    #dbg_value(i64 8, !368, !DIExpression(), !429)
  %386 = extractelement <16 x i8> %360, i64 8, !dbg !430
  %387 = zext i8 %386 to i32, !dbg !430
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %387), !dbg !431
    #dbg_value(i64 9, !368, !DIExpression(), !429)
  %389 = extractelement <16 x i8> %360, i64 9, !dbg !430
  %390 = zext i8 %389 to i32, !dbg !430
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %390), !dbg !431
    #dbg_value(i64 10, !368, !DIExpression(), !429)
  %392 = extractelement <16 x i8> %360, i64 10, !dbg !430
  %393 = zext i8 %392 to i32, !dbg !430
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %393), !dbg !431
    #dbg_value(i64 11, !368, !DIExpression(), !429)
  %395 = extractelement <16 x i8> %360, i64 11, !dbg !430
  %396 = zext i8 %395 to i32, !dbg !430
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %396), !dbg !431
    #dbg_value(i64 12, !368, !DIExpression(), !429)
  %398 = extractelement <16 x i8> %360, i64 12, !dbg !430
  %399 = zext i8 %398 to i32, !dbg !430
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %399), !dbg !431
    #dbg_value(i64 13, !368, !DIExpression(), !429)
  %401 = extractelement <16 x i8> %360, i64 13, !dbg !430
  %402 = zext i8 %401 to i32, !dbg !430
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %402), !dbg !431
    #dbg_value(i64 14, !368, !DIExpression(), !429)
  %404 = extractelement <16 x i8> %360, i64 14, !dbg !430
  %405 = zext i8 %404 to i32, !dbg !430
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %405), !dbg !431
    #dbg_value(i64 15, !368, !DIExpression(), !429)
  %407 = extractelement <16 x i8> %360, i64 15, !dbg !430
  %408 = zext i8 %407 to i32, !dbg !430
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %408), !dbg !431
    #dbg_value(i64 16, !368, !DIExpression(), !429)
  %410 = tail call i32 @putchar(i32 10), !dbg !432
  %411 = tail call <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %357, <2 x i64> <i64 -63, i64 40>), !dbg !433
  %412 = bitcast <2 x i64> %411 to <16 x i8>, !dbg !433
    #dbg_value(<2 x i64> %411, !240, !DIExpression(), !434)
    #dbg_value(ptr @.str.7, !354, !DIExpression(), !435)
    #dbg_value(ptr undef, !363, !DIExpression(), !435)
    #dbg_value(i32 16, !364, !DIExpression(), !435)
    #dbg_value(ptr undef, !365, !DIExpression(), !435)
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7), !dbg !437
    #dbg_value(i32 0, !368, !DIExpression(), !438)
    #dbg_value(i64 0, !368, !DIExpression(), !438)
  %414 = extractelement <16 x i8> %412, i64 0, !dbg !439
  %415 = zext i8 %414 to i32, !dbg !439
  %416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %415), !dbg !440
    #dbg_value(i64 1, !368, !DIExpression(), !438)
  %417 = extractelement <16 x i8> %412, i64 1, !dbg !439
  %418 = zext i8 %417 to i32, !dbg !439
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %418), !dbg !440
    #dbg_value(i64 2, !368, !DIExpression(), !438)
  %420 = extractelement <16 x i8> %412, i64 2, !dbg !439
  %421 = zext i8 %420 to i32, !dbg !439
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %421), !dbg !440
    #dbg_value(i64 3, !368, !DIExpression(), !438)
  %423 = extractelement <16 x i8> %412, i64 3, !dbg !439
  %424 = zext i8 %423 to i32, !dbg !439
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %424), !dbg !440
    #dbg_value(i64 4, !368, !DIExpression(), !438)
  %426 = extractelement <16 x i8> %412, i64 4, !dbg !439
  %427 = zext i8 %426 to i32, !dbg !439
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %427), !dbg !440
    #dbg_value(i64 5, !368, !DIExpression(), !438)
  %429 = extractelement <16 x i8> %412, i64 5, !dbg !439
  %430 = zext i8 %429 to i32, !dbg !439
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %430), !dbg !440
    #dbg_value(i64 6, !368, !DIExpression(), !438)
  %432 = extractelement <16 x i8> %412, i64 6, !dbg !439
  %433 = zext i8 %432 to i32, !dbg !439
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %433), !dbg !440
    #dbg_value(i64 7, !368, !DIExpression(), !438)
  %435 = extractelement <16 x i8> %412, i64 7, !dbg !439
  %436 = zext i8 %435 to i32, !dbg !439
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %436), !dbg !440
    #dbg_value(i64 8, !368, !DIExpression(), !438)
  %438 = extractelement <16 x i8> %412, i64 8, !dbg !439
  %439 = zext i8 %438 to i32, !dbg !439
  %440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %439), !dbg !440
    #dbg_value(i64 9, !368, !DIExpression(), !438)
  %441 = extractelement <16 x i8> %412, i64 9, !dbg !439
  %442 = zext i8 %441 to i32, !dbg !439
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %442), !dbg !440
    #dbg_value(i64 10, !368, !DIExpression(), !438)
  %444 = extractelement <16 x i8> %412, i64 10, !dbg !439
  %445 = zext i8 %444 to i32, !dbg !439
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %445), !dbg !440
    #dbg_value(i64 11, !368, !DIExpression(), !438)
  %447 = extractelement <16 x i8> %412, i64 11, !dbg !439
  %448 = zext i8 %447 to i32, !dbg !439
  %449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %448), !dbg !440
    #dbg_value(i64 12, !368, !DIExpression(), !438)
  %450 = extractelement <16 x i8> %412, i64 12, !dbg !439
  %451 = zext i8 %450 to i32, !dbg !439
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %451), !dbg !440
    #dbg_value(i64 13, !368, !DIExpression(), !438)
  %453 = extractelement <16 x i8> %412, i64 13, !dbg !439
  %454 = zext i8 %453 to i32, !dbg !439
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %454), !dbg !440
    #dbg_value(i64 14, !368, !DIExpression(), !438)
  %456 = extractelement <16 x i8> %412, i64 14, !dbg !439
  %457 = zext i8 %456 to i32, !dbg !439
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %457), !dbg !440
    #dbg_value(i64 15, !368, !DIExpression(), !438)
  %459 = extractelement <16 x i8> %412, i64 15, !dbg !439
  %460 = zext i8 %459 to i32, !dbg !439
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %460), !dbg !440
    #dbg_value(i64 16, !368, !DIExpression(), !438)
  %462 = tail call i32 @putchar(i32 10), !dbg !441
    #dbg_value(<8 x i16> poison, !246, !DIExpression(), !442)
  %463 = tail call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %44, <8 x i16> <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>), !dbg !443
    #dbg_value(<8 x i16> %463, !244, !DIExpression(), !442)
  %464 = bitcast <8 x i16> %463 to <16 x i8>, !dbg !444
    #dbg_value(<8 x i16> %463, !242, !DIExpression(), !445)
    #dbg_value(ptr @.str.8, !354, !DIExpression(), !446)
    #dbg_value(ptr undef, !363, !DIExpression(), !446)
    #dbg_value(i32 16, !364, !DIExpression(), !446)
    #dbg_value(ptr undef, !365, !DIExpression(), !446)
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8), !dbg !448
    #dbg_value(i32 0, !368, !DIExpression(), !449)
    #dbg_value(i64 0, !368, !DIExpression(), !449)
  %466 = extractelement <16 x i8> %464, i64 0, !dbg !450
  %467 = zext i8 %466 to i32, !dbg !450
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %467), !dbg !451
    #dbg_value(i64 1, !368, !DIExpression(), !449)
  %469 = extractelement <16 x i8> %464, i64 1, !dbg !450
  %470 = zext i8 %469 to i32, !dbg !450
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %470), !dbg !451
    #dbg_value(i64 2, !368, !DIExpression(), !449)
  %472 = extractelement <16 x i8> %464, i64 2, !dbg !450
  %473 = zext i8 %472 to i32, !dbg !450
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %473), !dbg !451
    #dbg_value(i64 3, !368, !DIExpression(), !449)
  %475 = extractelement <16 x i8> %464, i64 3, !dbg !450
  %476 = zext i8 %475 to i32, !dbg !450
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %476), !dbg !451
    #dbg_value(i64 4, !368, !DIExpression(), !449)
  %478 = extractelement <16 x i8> %464, i64 4, !dbg !450
  %479 = zext i8 %478 to i32, !dbg !450
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %479), !dbg !451
    #dbg_value(i64 5, !368, !DIExpression(), !449)
  %481 = extractelement <16 x i8> %464, i64 5, !dbg !450
  %482 = zext i8 %481 to i32, !dbg !450
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %482), !dbg !451
    #dbg_value(i64 6, !368, !DIExpression(), !449)
  %484 = extractelement <16 x i8> %464, i64 6, !dbg !450
  %485 = zext i8 %484 to i32, !dbg !450
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %485), !dbg !451
    #dbg_value(i64 7, !368, !DIExpression(), !449)
  %487 = extractelement <16 x i8> %464, i64 7, !dbg !450
  %488 = zext i8 %487 to i32, !dbg !450
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %488), !dbg !451
    #dbg_value(i64 8, !368, !DIExpression(), !449)
  %490 = extractelement <16 x i8> %464, i64 8, !dbg !450
  %491 = zext i8 %490 to i32, !dbg !450
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %491), !dbg !451
    #dbg_value(i64 9, !368, !DIExpression(), !449)
  %493 = extractelement <16 x i8> %464, i64 9, !dbg !450
  %494 = zext i8 %493 to i32, !dbg !450
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %494), !dbg !451
    #dbg_value(i64 10, !368, !DIExpression(), !449)
  %496 = extractelement <16 x i8> %464, i64 10, !dbg !450
  %497 = zext i8 %496 to i32, !dbg !450
  %498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %497), !dbg !451
    #dbg_value(i64 11, !368, !DIExpression(), !449)
  %499 = extractelement <16 x i8> %464, i64 11, !dbg !450
  %500 = zext i8 %499 to i32, !dbg !450
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %500), !dbg !451
    #dbg_value(i64 12, !368, !DIExpression(), !449)
  %502 = extractelement <16 x i8> %464, i64 12, !dbg !450
  %503 = zext i8 %502 to i32, !dbg !450
  %504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %503), !dbg !451
    #dbg_value(i64 13, !368, !DIExpression(), !449)
  %505 = extractelement <16 x i8> %464, i64 13, !dbg !450
  %506 = zext i8 %505 to i32, !dbg !450
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %506), !dbg !451
    #dbg_value(i64 14, !368, !DIExpression(), !449)
  %508 = extractelement <16 x i8> %464, i64 14, !dbg !450
  %509 = zext i8 %508 to i32, !dbg !450
  %510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %509), !dbg !451
    #dbg_value(i64 15, !368, !DIExpression(), !449)
  %511 = extractelement <16 x i8> %464, i64 15, !dbg !450
  %512 = zext i8 %511 to i32, !dbg !450
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %512), !dbg !451
    #dbg_value(i64 16, !368, !DIExpression(), !449)
  %514 = tail call i32 @putchar(i32 10), !dbg !452
    #dbg_value(<16 x i8> poison, !251, !DIExpression(), !453)
  %515 = tail call <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8> %39, <16 x i8> <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>), !dbg !454
    #dbg_value(<16 x i8> %515, !249, !DIExpression(), !453)
    #dbg_value(<16 x i8> %515, !247, !DIExpression(), !455)
    #dbg_value(ptr @.str.9, !354, !DIExpression(), !456)
    #dbg_value(ptr undef, !363, !DIExpression(), !456)
    #dbg_value(i32 16, !364, !DIExpression(), !456)
    #dbg_value(ptr undef, !365, !DIExpression(), !456)
  %516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9), !dbg !458
    #dbg_value(i32 0, !368, !DIExpression(), !459)
    #dbg_value(i64 0, !368, !DIExpression(), !459)
  %517 = extractelement <16 x i8> %515, i64 0, !dbg !460
  %518 = zext i8 %517 to i32, !dbg !460
  %519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %518), !dbg !461
    #dbg_value(i64 1, !368, !DIExpression(), !459)
  %520 = extractelement <16 x i8> %515, i64 1, !dbg !460
  %521 = zext i8 %520 to i32, !dbg !460
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %521), !dbg !461
    #dbg_value(i64 2, !368, !DIExpression(), !459)
  %523 = extractelement <16 x i8> %515, i64 2, !dbg !460
  %524 = zext i8 %523 to i32, !dbg !460
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %524), !dbg !461
    #dbg_value(i64 3, !368, !DIExpression(), !459)
  %526 = extractelement <16 x i8> %515, i64 3, !dbg !460
  %527 = zext i8 %526 to i32, !dbg !460
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %527), !dbg !461
    #dbg_value(i64 4, !368, !DIExpression(), !459)
  %529 = extractelement <16 x i8> %515, i64 4, !dbg !460
  %530 = zext i8 %529 to i32, !dbg !460
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %530), !dbg !461
    #dbg_value(i64 5, !368, !DIExpression(), !459)
  %532 = extractelement <16 x i8> %515, i64 5, !dbg !460
  %533 = zext i8 %532 to i32, !dbg !460
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %533), !dbg !461
    #dbg_value(i64 6, !368, !DIExpression(), !459)
  %535 = extractelement <16 x i8> %515, i64 6, !dbg !460
  %536 = zext i8 %535 to i32, !dbg !460
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %536), !dbg !461
    #dbg_value(i64 7, !368, !DIExpression(), !459)
  %538 = extractelement <16 x i8> %515, i64 7, !dbg !460
  %539 = zext i8 %538 to i32, !dbg !460
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %539), !dbg !461
    #dbg_value(i64 8, !368, !DIExpression(), !459)
  %541 = extractelement <16 x i8> %515, i64 8, !dbg !460
  %542 = zext i8 %541 to i32, !dbg !460
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %542), !dbg !461
    #dbg_value(i64 9, !368, !DIExpression(), !459)
  %544 = extractelement <16 x i8> %515, i64 9, !dbg !460
  %545 = zext i8 %544 to i32, !dbg !460
  %546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %545), !dbg !461
    #dbg_value(i64 10, !368, !DIExpression(), !459)
  %547 = extractelement <16 x i8> %515, i64 10, !dbg !460
  %548 = zext i8 %547 to i32, !dbg !460
  %549 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %548), !dbg !461
    #dbg_value(i64 11, !368, !DIExpression(), !459)
  %550 = extractelement <16 x i8> %515, i64 11, !dbg !460
  %551 = zext i8 %550 to i32, !dbg !460
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %551), !dbg !461
    #dbg_value(i64 12, !368, !DIExpression(), !459)
  %553 = extractelement <16 x i8> %515, i64 12, !dbg !460
  %554 = zext i8 %553 to i32, !dbg !460
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %554), !dbg !461
    #dbg_value(i64 13, !368, !DIExpression(), !459)
  %556 = extractelement <16 x i8> %515, i64 13, !dbg !460
  %557 = zext i8 %556 to i32, !dbg !460
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %557), !dbg !461
    #dbg_value(i64 14, !368, !DIExpression(), !459)
  %559 = extractelement <16 x i8> %515, i64 14, !dbg !460
  %560 = zext i8 %559 to i32, !dbg !460
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %560), !dbg !461
    #dbg_value(i64 15, !368, !DIExpression(), !459)
  %562 = extractelement <16 x i8> %515, i64 15, !dbg !460
  %563 = zext i8 %562 to i32, !dbg !460
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %563), !dbg !461
    #dbg_value(i64 16, !368, !DIExpression(), !459)
  %565 = tail call i32 @putchar(i32 10), !dbg !462
  %566 = shufflevector <4 x i32> %45, <4 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !463
    #dbg_value(<2 x i32> %566, !256, !DIExpression(), !464)
  %567 = tail call <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32> %566, <2 x i32> <i32 1, i32 1>), !dbg !463
    #dbg_value(<2 x i32> %567, !254, !DIExpression(), !464)
  %568 = bitcast <2 x i32> %567 to <8 x i8>, !dbg !465
    #dbg_value(<2 x i32> %567, !252, !DIExpression(), !466)
    #dbg_value(ptr @.str.10, !354, !DIExpression(), !467)
    #dbg_value(ptr undef, !363, !DIExpression(), !467)
    #dbg_value(i32 8, !364, !DIExpression(), !467)
    #dbg_value(ptr undef, !365, !DIExpression(), !467)
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.10), !dbg !469
    #dbg_value(i32 0, !368, !DIExpression(), !470)
    #dbg_value(i64 0, !368, !DIExpression(), !470)
  %570 = extractelement <8 x i8> %568, i64 0, !dbg !471
  %571 = zext i8 %570 to i32, !dbg !471
  %572 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %571), !dbg !472
    #dbg_value(i64 1, !368, !DIExpression(), !470)
  %573 = extractelement <8 x i8> %568, i64 1, !dbg !471
  %574 = zext i8 %573 to i32, !dbg !471
  %575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %574), !dbg !472
    #dbg_value(i64 2, !368, !DIExpression(), !470)
  %576 = extractelement <8 x i8> %568, i64 2, !dbg !471
  %577 = zext i8 %576 to i32, !dbg !471
  %578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %577), !dbg !472
    #dbg_value(i64 3, !368, !DIExpression(), !470)
  %579 = extractelement <8 x i8> %568, i64 3, !dbg !471
  %580 = zext i8 %579 to i32, !dbg !471
  %581 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %580), !dbg !472
    #dbg_value(i64 4, !368, !DIExpression(), !470)
  %582 = extractelement <8 x i8> %568, i64 4, !dbg !471
  %583 = zext i8 %582 to i32, !dbg !471
  %584 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %583), !dbg !472
    #dbg_value(i64 5, !368, !DIExpression(), !470)
  %585 = extractelement <8 x i8> %568, i64 5, !dbg !471
  %586 = zext i8 %585 to i32, !dbg !471
  %587 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %586), !dbg !472
    #dbg_value(i64 6, !368, !DIExpression(), !470)
  %588 = extractelement <8 x i8> %568, i64 6, !dbg !471
  %589 = zext i8 %588 to i32, !dbg !471
  %590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %589), !dbg !472
    #dbg_value(i64 7, !368, !DIExpression(), !470)
  %591 = extractelement <8 x i8> %568, i64 7, !dbg !471
  %592 = zext i8 %591 to i32, !dbg !471
  %593 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %592), !dbg !472
    #dbg_value(i64 8, !368, !DIExpression(), !470)
  %594 = tail call i32 @putchar(i32 10), !dbg !473
  %595 = tail call <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8> %39), !dbg !474
    #dbg_value(<16 x i8> %595, !259, !DIExpression(), !475)
    #dbg_value(ptr @.str.11, !354, !DIExpression(), !476)
    #dbg_value(ptr undef, !363, !DIExpression(), !476)
    #dbg_value(i32 16, !364, !DIExpression(), !476)
    #dbg_value(ptr undef, !365, !DIExpression(), !476)
  %596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11), !dbg !478
    #dbg_value(i32 0, !368, !DIExpression(), !479)
    #dbg_value(i64 0, !368, !DIExpression(), !479)
  %597 = extractelement <16 x i8> %595, i64 0, !dbg !480
  %598 = zext i8 %597 to i32, !dbg !480
  %599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %598), !dbg !481
    #dbg_value(i64 1, !368, !DIExpression(), !479)
  %600 = extractelement <16 x i8> %595, i64 1, !dbg !480
  %601 = zext i8 %600 to i32, !dbg !480
  %602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %601), !dbg !481
    #dbg_value(i64 2, !368, !DIExpression(), !479)
  %603 = extractelement <16 x i8> %595, i64 2, !dbg !480
  %604 = zext i8 %603 to i32, !dbg !480
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %604), !dbg !481
    #dbg_value(i64 3, !368, !DIExpression(), !479)
  %606 = extractelement <16 x i8> %595, i64 3, !dbg !480
  %607 = zext i8 %606 to i32, !dbg !480
  %608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %607), !dbg !481
    #dbg_value(i64 4, !368, !DIExpression(), !479)
  %609 = extractelement <16 x i8> %595, i64 4, !dbg !480
  %610 = zext i8 %609 to i32, !dbg !480
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %610), !dbg !481
    #dbg_value(i64 5, !368, !DIExpression(), !479)
  %612 = extractelement <16 x i8> %595, i64 5, !dbg !480
  %613 = zext i8 %612 to i32, !dbg !480
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %613), !dbg !481
    #dbg_value(i64 6, !368, !DIExpression(), !479)
  %615 = extractelement <16 x i8> %595, i64 6, !dbg !480
  %616 = zext i8 %615 to i32, !dbg !480
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %616), !dbg !481
    #dbg_value(i64 7, !368, !DIExpression(), !479)
  %618 = extractelement <16 x i8> %595, i64 7, !dbg !480
  %619 = zext i8 %618 to i32, !dbg !480
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %619), !dbg !481
    #dbg_value(i64 8, !368, !DIExpression(), !479)
  %621 = extractelement <16 x i8> %595, i64 8, !dbg !480
  %622 = zext i8 %621 to i32, !dbg !480
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %622), !dbg !481
    #dbg_value(i64 9, !368, !DIExpression(), !479)
  %624 = extractelement <16 x i8> %595, i64 9, !dbg !480
  %625 = zext i8 %624 to i32, !dbg !480
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %625), !dbg !481
    #dbg_value(i64 10, !368, !DIExpression(), !479)
  %627 = extractelement <16 x i8> %595, i64 10, !dbg !480
  %628 = zext i8 %627 to i32, !dbg !480
  %629 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %628), !dbg !481
    #dbg_value(i64 11, !368, !DIExpression(), !479)
  %630 = extractelement <16 x i8> %595, i64 11, !dbg !480
  %631 = zext i8 %630 to i32, !dbg !480
  %632 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %631), !dbg !481
    #dbg_value(i64 12, !368, !DIExpression(), !479)
  %633 = extractelement <16 x i8> %595, i64 12, !dbg !480
  %634 = zext i8 %633 to i32, !dbg !480
  %635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %634), !dbg !481
    #dbg_value(i64 13, !368, !DIExpression(), !479)
  %636 = extractelement <16 x i8> %595, i64 13, !dbg !480
  %637 = zext i8 %636 to i32, !dbg !480
  %638 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %637), !dbg !481
    #dbg_value(i64 14, !368, !DIExpression(), !479)
  %639 = extractelement <16 x i8> %595, i64 14, !dbg !480
  %640 = zext i8 %639 to i32, !dbg !480
  %641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %640), !dbg !481
    #dbg_value(i64 15, !368, !DIExpression(), !479)
  %642 = extractelement <16 x i8> %595, i64 15, !dbg !480
  %643 = zext i8 %642 to i32, !dbg !480
  %644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %643), !dbg !481
    #dbg_value(i64 16, !368, !DIExpression(), !479)
  %645 = tail call i32 @putchar(i32 10), !dbg !482
  %646 = tail call <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32> %47), !dbg !483
  %647 = bitcast <4 x i32> %646 to <16 x i8>, !dbg !483
    #dbg_value(<4 x i32> %646, !261, !DIExpression(), !484)
    #dbg_value(ptr @.str.12, !354, !DIExpression(), !485)
    #dbg_value(ptr undef, !363, !DIExpression(), !485)
    #dbg_value(i32 16, !364, !DIExpression(), !485)
    #dbg_value(ptr undef, !365, !DIExpression(), !485)
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12), !dbg !487
    #dbg_value(i32 0, !368, !DIExpression(), !488)
    #dbg_value(i64 0, !368, !DIExpression(), !488)
  %649 = extractelement <16 x i8> %647, i64 0, !dbg !489
  %650 = zext i8 %649 to i32, !dbg !489
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %650), !dbg !490
    #dbg_value(i64 1, !368, !DIExpression(), !488)
  %652 = extractelement <16 x i8> %647, i64 1, !dbg !489
  %653 = zext i8 %652 to i32, !dbg !489
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %653), !dbg !490
    #dbg_value(i64 2, !368, !DIExpression(), !488)
  %655 = extractelement <16 x i8> %647, i64 2, !dbg !489
  %656 = zext i8 %655 to i32, !dbg !489
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %656), !dbg !490
    #dbg_value(i64 3, !368, !DIExpression(), !488)
  %658 = extractelement <16 x i8> %647, i64 3, !dbg !489
  %659 = zext i8 %658 to i32, !dbg !489
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %659), !dbg !490
    #dbg_value(i64 4, !368, !DIExpression(), !488)
  %661 = extractelement <16 x i8> %647, i64 4, !dbg !489
  %662 = zext i8 %661 to i32, !dbg !489
  %663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %662), !dbg !490
    #dbg_value(i64 5, !368, !DIExpression(), !488)
  %664 = extractelement <16 x i8> %647, i64 5, !dbg !489
  %665 = zext i8 %664 to i32, !dbg !489
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %665), !dbg !490
    #dbg_value(i64 6, !368, !DIExpression(), !488)
  %667 = extractelement <16 x i8> %647, i64 6, !dbg !489
  %668 = zext i8 %667 to i32, !dbg !489
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %668), !dbg !490
    #dbg_value(i64 7, !368, !DIExpression(), !488)
  %670 = extractelement <16 x i8> %647, i64 7, !dbg !489
  %671 = zext i8 %670 to i32, !dbg !489
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %671), !dbg !490
    #dbg_value(i64 8, !368, !DIExpression(), !488)
  %673 = extractelement <16 x i8> %647, i64 8, !dbg !489
  %674 = zext i8 %673 to i32, !dbg !489
  %675 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %674), !dbg !490
    #dbg_value(i64 9, !368, !DIExpression(), !488)
  %676 = extractelement <16 x i8> %647, i64 9, !dbg !489
  %677 = zext i8 %676 to i32, !dbg !489
  %678 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %677), !dbg !490
    #dbg_value(i64 10, !368, !DIExpression(), !488)
  %679 = extractelement <16 x i8> %647, i64 10, !dbg !489
  %680 = zext i8 %679 to i32, !dbg !489
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %680), !dbg !490
    #dbg_value(i64 11, !368, !DIExpression(), !488)
  %682 = extractelement <16 x i8> %647, i64 11, !dbg !489
  %683 = zext i8 %682 to i32, !dbg !489
  %684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %683), !dbg !490
    #dbg_value(i64 12, !368, !DIExpression(), !488)
  %685 = extractelement <16 x i8> %647, i64 12, !dbg !489
  %686 = zext i8 %685 to i32, !dbg !489
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %686), !dbg !490
    #dbg_value(i64 13, !368, !DIExpression(), !488)
  %688 = extractelement <16 x i8> %647, i64 13, !dbg !489
  %689 = zext i8 %688 to i32, !dbg !489
  %690 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %689), !dbg !490
    #dbg_value(i64 14, !368, !DIExpression(), !488)
  %691 = extractelement <16 x i8> %647, i64 14, !dbg !489
  %692 = zext i8 %691 to i32, !dbg !489
  %693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %692), !dbg !490
    #dbg_value(i64 15, !368, !DIExpression(), !488)
  %694 = extractelement <16 x i8> %647, i64 15, !dbg !489
  %695 = zext i8 %694 to i32, !dbg !489
  %696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %695), !dbg !490
    #dbg_value(i64 16, !368, !DIExpression(), !488)
  %697 = tail call i32 @putchar(i32 10), !dbg !491
  %698 = tail call <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16> %26), !dbg !492
  %699 = bitcast <4 x i16> %698 to <8 x i8>, !dbg !492
    #dbg_value(<4 x i16> %698, !263, !DIExpression(), !493)
    #dbg_value(ptr @.str.13, !354, !DIExpression(), !494)
    #dbg_value(ptr undef, !363, !DIExpression(), !494)
    #dbg_value(i32 8, !364, !DIExpression(), !494)
    #dbg_value(ptr undef, !365, !DIExpression(), !494)
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13), !dbg !496
    #dbg_value(i32 0, !368, !DIExpression(), !497)
    #dbg_value(i64 0, !368, !DIExpression(), !497)
  %701 = extractelement <8 x i8> %699, i64 0, !dbg !498
  %702 = zext i8 %701 to i32, !dbg !498
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %702), !dbg !499
    #dbg_value(i64 1, !368, !DIExpression(), !497)
  %704 = extractelement <8 x i8> %699, i64 1, !dbg !498
  %705 = zext i8 %704 to i32, !dbg !498
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %705), !dbg !499
    #dbg_value(i64 2, !368, !DIExpression(), !497)
  %707 = extractelement <8 x i8> %699, i64 2, !dbg !498
  %708 = zext i8 %707 to i32, !dbg !498
  %709 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %708), !dbg !499
    #dbg_value(i64 3, !368, !DIExpression(), !497)
  %710 = extractelement <8 x i8> %699, i64 3, !dbg !498
  %711 = zext i8 %710 to i32, !dbg !498
  %712 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %711), !dbg !499
    #dbg_value(i64 4, !368, !DIExpression(), !497)
  %713 = extractelement <8 x i8> %699, i64 4, !dbg !498
  %714 = zext i8 %713 to i32, !dbg !498
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %714), !dbg !499
    #dbg_value(i64 5, !368, !DIExpression(), !497)
  %716 = extractelement <8 x i8> %699, i64 5, !dbg !498
  %717 = zext i8 %716 to i32, !dbg !498
  %718 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %717), !dbg !499
    #dbg_value(i64 6, !368, !DIExpression(), !497)
  %719 = extractelement <8 x i8> %699, i64 6, !dbg !498
  %720 = zext i8 %719 to i32, !dbg !498
  %721 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %720), !dbg !499
    #dbg_value(i64 7, !368, !DIExpression(), !497)
  %722 = extractelement <8 x i8> %699, i64 7, !dbg !498
  %723 = zext i8 %722 to i32, !dbg !498
  %724 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %723), !dbg !499
    #dbg_value(i64 8, !368, !DIExpression(), !497)
  %725 = tail call i32 @putchar(i32 10), !dbg !500
    #dbg_value(<16 x i8> poison, !265, !DIExpression(), !337)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>, !266, !DIExpression(), !337)
  %726 = tail call <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8> %39, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !501
    #dbg_value(<16 x i8> %726, !267, !DIExpression(), !502)
    #dbg_value(ptr @.str.14, !354, !DIExpression(), !503)
    #dbg_value(ptr undef, !363, !DIExpression(), !503)
    #dbg_value(i32 16, !364, !DIExpression(), !503)
    #dbg_value(ptr undef, !365, !DIExpression(), !503)
  %727 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14), !dbg !505
    #dbg_value(i32 0, !368, !DIExpression(), !506)
    #dbg_value(i64 0, !368, !DIExpression(), !506)
  %728 = extractelement <16 x i8> %726, i64 0, !dbg !507
  %729 = zext i8 %728 to i32, !dbg !507
  %730 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %729), !dbg !508
    #dbg_value(i64 1, !368, !DIExpression(), !506)
  %731 = extractelement <16 x i8> %726, i64 1, !dbg !507
  %732 = zext i8 %731 to i32, !dbg !507
  %733 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %732), !dbg !508
    #dbg_value(i64 2, !368, !DIExpression(), !506)
  %734 = extractelement <16 x i8> %726, i64 2, !dbg !507
  %735 = zext i8 %734 to i32, !dbg !507
  %736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %735), !dbg !508
    #dbg_value(i64 3, !368, !DIExpression(), !506)
  %737 = extractelement <16 x i8> %726, i64 3, !dbg !507
  %738 = zext i8 %737 to i32, !dbg !507
  %739 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %738), !dbg !508
    #dbg_value(i64 4, !368, !DIExpression(), !506)
  %740 = extractelement <16 x i8> %726, i64 4, !dbg !507
  %741 = zext i8 %740 to i32, !dbg !507
  %742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %741), !dbg !508
    #dbg_value(i64 5, !368, !DIExpression(), !506)
  %743 = extractelement <16 x i8> %726, i64 5, !dbg !507
  %744 = zext i8 %743 to i32, !dbg !507
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %744), !dbg !508
    #dbg_value(i64 6, !368, !DIExpression(), !506)
  %746 = extractelement <16 x i8> %726, i64 6, !dbg !507
  %747 = zext i8 %746 to i32, !dbg !507
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %747), !dbg !508
    #dbg_value(i64 7, !368, !DIExpression(), !506)
  %749 = extractelement <16 x i8> %726, i64 7, !dbg !507
  %750 = zext i8 %749 to i32, !dbg !507
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %750), !dbg !508
    #dbg_value(i64 8, !368, !DIExpression(), !506)
  %752 = extractelement <16 x i8> %726, i64 8, !dbg !507
  %753 = zext i8 %752 to i32, !dbg !507
  %754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %753), !dbg !508
    #dbg_value(i64 9, !368, !DIExpression(), !506)
  %755 = extractelement <16 x i8> %726, i64 9, !dbg !507
  %756 = zext i8 %755 to i32, !dbg !507
  %757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %756), !dbg !508
    #dbg_value(i64 10, !368, !DIExpression(), !506)
  %758 = extractelement <16 x i8> %726, i64 10, !dbg !507
  %759 = zext i8 %758 to i32, !dbg !507
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %759), !dbg !508
    #dbg_value(i64 11, !368, !DIExpression(), !506)
  %761 = extractelement <16 x i8> %726, i64 11, !dbg !507
  %762 = zext i8 %761 to i32, !dbg !507
  %763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %762), !dbg !508
    #dbg_value(i64 12, !368, !DIExpression(), !506)
  %764 = extractelement <16 x i8> %726, i64 12, !dbg !507
  %765 = zext i8 %764 to i32, !dbg !507
  %766 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %765), !dbg !508
    #dbg_value(i64 13, !368, !DIExpression(), !506)
  %767 = extractelement <16 x i8> %726, i64 13, !dbg !507
  %768 = zext i8 %767 to i32, !dbg !507
  %769 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %768), !dbg !508
    #dbg_value(i64 14, !368, !DIExpression(), !506)
  %770 = extractelement <16 x i8> %726, i64 14, !dbg !507
  %771 = zext i8 %770 to i32, !dbg !507
  %772 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %771), !dbg !508
    #dbg_value(i64 15, !368, !DIExpression(), !506)
  %773 = extractelement <16 x i8> %726, i64 15, !dbg !507
  %774 = zext i8 %773 to i32, !dbg !507
  %775 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %774), !dbg !508
    #dbg_value(i64 16, !368, !DIExpression(), !506)
  %776 = tail call i32 @putchar(i32 10), !dbg !509
  %777 = shufflevector <16 x i8> %37, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !510
  %778 = tail call <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8> %777, <8 x i8> <i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !510
  %779 = bitcast <8 x i16> %778 to <16 x i8>, !dbg !510
    #dbg_value(<8 x i16> %778, !269, !DIExpression(), !511)
    #dbg_value(ptr @.str.15, !354, !DIExpression(), !512)
    #dbg_value(ptr undef, !363, !DIExpression(), !512)
    #dbg_value(i32 16, !364, !DIExpression(), !512)
    #dbg_value(ptr undef, !365, !DIExpression(), !512)
  %780 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15), !dbg !514
    #dbg_value(i32 0, !368, !DIExpression(), !515)
    #dbg_value(i64 0, !368, !DIExpression(), !515)
  %781 = extractelement <16 x i8> %779, i64 0, !dbg !516
  %782 = zext i8 %781 to i32, !dbg !516
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %782), !dbg !517
    #dbg_value(i64 1, !368, !DIExpression(), !515)
  %784 = extractelement <16 x i8> %779, i64 1, !dbg !516
  %785 = zext i8 %784 to i32, !dbg !516
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %785), !dbg !517
    #dbg_value(i64 2, !368, !DIExpression(), !515)
  %787 = extractelement <16 x i8> %779, i64 2, !dbg !516
  %788 = zext i8 %787 to i32, !dbg !516
  %789 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %788), !dbg !517
    #dbg_value(i64 3, !368, !DIExpression(), !515)
  %790 = extractelement <16 x i8> %779, i64 3, !dbg !516
  %791 = zext i8 %790 to i32, !dbg !516
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %791), !dbg !517
    #dbg_value(i64 4, !368, !DIExpression(), !515)
  %793 = extractelement <16 x i8> %779, i64 4, !dbg !516
  %794 = zext i8 %793 to i32, !dbg !516
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %794), !dbg !517
    #dbg_value(i64 5, !368, !DIExpression(), !515)
  %796 = extractelement <16 x i8> %779, i64 5, !dbg !516
  %797 = zext i8 %796 to i32, !dbg !516
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %797), !dbg !517
    #dbg_value(i64 6, !368, !DIExpression(), !515)
  %799 = extractelement <16 x i8> %779, i64 6, !dbg !516
  %800 = zext i8 %799 to i32, !dbg !516
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %800), !dbg !517
    #dbg_value(i64 7, !368, !DIExpression(), !515)
  %802 = extractelement <16 x i8> %779, i64 7, !dbg !516
  %803 = zext i8 %802 to i32, !dbg !516
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %803), !dbg !517
    #dbg_value(i64 8, !368, !DIExpression(), !515)
  %805 = extractelement <16 x i8> %779, i64 8, !dbg !516
  %806 = zext i8 %805 to i32, !dbg !516
  %807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %806), !dbg !517
    #dbg_value(i64 9, !368, !DIExpression(), !515)
  %808 = extractelement <16 x i8> %779, i64 9, !dbg !516
  %809 = zext i8 %808 to i32, !dbg !516
  %810 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %809), !dbg !517
    #dbg_value(i64 10, !368, !DIExpression(), !515)
  %811 = extractelement <16 x i8> %779, i64 10, !dbg !516
  %812 = zext i8 %811 to i32, !dbg !516
  %813 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %812), !dbg !517
    #dbg_value(i64 11, !368, !DIExpression(), !515)
  %814 = extractelement <16 x i8> %779, i64 11, !dbg !516
  %815 = zext i8 %814 to i32, !dbg !516
  %816 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %815), !dbg !517
    #dbg_value(i64 12, !368, !DIExpression(), !515)
  %817 = extractelement <16 x i8> %779, i64 12, !dbg !516
  %818 = zext i8 %817 to i32, !dbg !516
  %819 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %818), !dbg !517
    #dbg_value(i64 13, !368, !DIExpression(), !515)
  %820 = extractelement <16 x i8> %779, i64 13, !dbg !516
  %821 = zext i8 %820 to i32, !dbg !516
  %822 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %821), !dbg !517
    #dbg_value(i64 14, !368, !DIExpression(), !515)
  %823 = extractelement <16 x i8> %779, i64 14, !dbg !516
  %824 = zext i8 %823 to i32, !dbg !516
  %825 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %824), !dbg !517
    #dbg_value(i64 15, !368, !DIExpression(), !515)
  %826 = extractelement <16 x i8> %779, i64 15, !dbg !516
  %827 = zext i8 %826 to i32, !dbg !516
  %828 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %827), !dbg !517
    #dbg_value(i64 16, !368, !DIExpression(), !515)
  %829 = tail call i32 @putchar(i32 10), !dbg !518
  %830 = tail call <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16> %44, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !519
    #dbg_value(<8 x i8> %830, !271, !DIExpression(), !520)
    #dbg_value(ptr @.str.16, !354, !DIExpression(), !521)
    #dbg_value(ptr undef, !363, !DIExpression(), !521)
    #dbg_value(i32 8, !364, !DIExpression(), !521)
    #dbg_value(ptr undef, !365, !DIExpression(), !521)
  %831 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16), !dbg !523
    #dbg_value(i32 0, !368, !DIExpression(), !524)
    #dbg_value(i64 0, !368, !DIExpression(), !524)
  %832 = extractelement <8 x i8> %830, i64 0, !dbg !525
  %833 = zext i8 %832 to i32, !dbg !525
  %834 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %833), !dbg !526
    #dbg_value(i64 1, !368, !DIExpression(), !524)
  %835 = extractelement <8 x i8> %830, i64 1, !dbg !525
  %836 = zext i8 %835 to i32, !dbg !525
  %837 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %836), !dbg !526
    #dbg_value(i64 2, !368, !DIExpression(), !524)
  %838 = extractelement <8 x i8> %830, i64 2, !dbg !525
  %839 = zext i8 %838 to i32, !dbg !525
  %840 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %839), !dbg !526
    #dbg_value(i64 3, !368, !DIExpression(), !524)
  %841 = extractelement <8 x i8> %830, i64 3, !dbg !525
  %842 = zext i8 %841 to i32, !dbg !525
  %843 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %842), !dbg !526
    #dbg_value(i64 4, !368, !DIExpression(), !524)
  %844 = extractelement <8 x i8> %830, i64 4, !dbg !525
  %845 = zext i8 %844 to i32, !dbg !525
  %846 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %845), !dbg !526
    #dbg_value(i64 5, !368, !DIExpression(), !524)
  %847 = extractelement <8 x i8> %830, i64 5, !dbg !525
  %848 = zext i8 %847 to i32, !dbg !525
  %849 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %848), !dbg !526
    #dbg_value(i64 6, !368, !DIExpression(), !524)
  %850 = extractelement <8 x i8> %830, i64 6, !dbg !525
  %851 = zext i8 %850 to i32, !dbg !525
  %852 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %851), !dbg !526
    #dbg_value(i64 7, !368, !DIExpression(), !524)
  %853 = extractelement <8 x i8> %830, i64 7, !dbg !525
  %854 = zext i8 %853 to i32, !dbg !525
  %855 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %854), !dbg !526
    #dbg_value(i64 8, !368, !DIExpression(), !524)
  %856 = tail call i32 @putchar(i32 10), !dbg !527
  %857 = tail call <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32> %47, <4 x i32> <i32 -7, i32 -8, i32 -9, i32 100>), !dbg !528
  %858 = bitcast <4 x i16> %857 to <8 x i8>, !dbg !528
    #dbg_value(<4 x i16> %857, !273, !DIExpression(), !529)
    #dbg_value(ptr @.str.17, !354, !DIExpression(), !530)
    #dbg_value(ptr undef, !363, !DIExpression(), !530)
    #dbg_value(i32 8, !364, !DIExpression(), !530)
    #dbg_value(ptr undef, !365, !DIExpression(), !530)
  %859 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17), !dbg !532
    #dbg_value(i32 0, !368, !DIExpression(), !533)
    #dbg_value(i64 0, !368, !DIExpression(), !533)
  %860 = extractelement <8 x i8> %858, i64 0, !dbg !534
  %861 = zext i8 %860 to i32, !dbg !534
  %862 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %861), !dbg !535
    #dbg_value(i64 1, !368, !DIExpression(), !533)
  %863 = extractelement <8 x i8> %858, i64 1, !dbg !534
  %864 = zext i8 %863 to i32, !dbg !534
  %865 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %864), !dbg !535
    #dbg_value(i64 2, !368, !DIExpression(), !533)
  %866 = extractelement <8 x i8> %858, i64 2, !dbg !534
  %867 = zext i8 %866 to i32, !dbg !534
  %868 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %867), !dbg !535
    #dbg_value(i64 3, !368, !DIExpression(), !533)
  %869 = extractelement <8 x i8> %858, i64 3, !dbg !534
  %870 = zext i8 %869 to i32, !dbg !534
  %871 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %870), !dbg !535
    #dbg_value(i64 4, !368, !DIExpression(), !533)
  %872 = extractelement <8 x i8> %858, i64 4, !dbg !534
  %873 = zext i8 %872 to i32, !dbg !534
  %874 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %873), !dbg !535
    #dbg_value(i64 5, !368, !DIExpression(), !533)
  %875 = extractelement <8 x i8> %858, i64 5, !dbg !534
  %876 = zext i8 %875 to i32, !dbg !534
  %877 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %876), !dbg !535
    #dbg_value(i64 6, !368, !DIExpression(), !533)
  %878 = extractelement <8 x i8> %858, i64 6, !dbg !534
  %879 = zext i8 %878 to i32, !dbg !534
  %880 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %879), !dbg !535
    #dbg_value(i64 7, !368, !DIExpression(), !533)
  %881 = extractelement <8 x i8> %858, i64 7, !dbg !534
  %882 = zext i8 %881 to i32, !dbg !534
  %883 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %882), !dbg !535
    #dbg_value(i64 8, !368, !DIExpression(), !533)
  %884 = tail call i32 @putchar(i32 10), !dbg !536
  %885 = tail call <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8> %39, <16 x i8> <i8 0, i8 1, i8 2, i8 7, i8 8, i8 9, i8 -1, i8 -2, i8 -7, i8 -8, i8 -9, i8 100, i8 -100, i8 3, i8 -3, i8 5>), !dbg !537
    #dbg_value(<16 x i8> %885, !275, !DIExpression(), !538)
    #dbg_value(ptr @.str.18, !354, !DIExpression(), !539)
    #dbg_value(ptr undef, !363, !DIExpression(), !539)
    #dbg_value(i32 16, !364, !DIExpression(), !539)
    #dbg_value(ptr undef, !365, !DIExpression(), !539)
  %886 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18), !dbg !541
    #dbg_value(i32 0, !368, !DIExpression(), !542)
    #dbg_value(i64 0, !368, !DIExpression(), !542)
  %887 = extractelement <16 x i8> %885, i64 0, !dbg !543
  %888 = zext i8 %887 to i32, !dbg !543
  %889 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %888), !dbg !544
    #dbg_value(i64 1, !368, !DIExpression(), !542)
  %890 = extractelement <16 x i8> %885, i64 1, !dbg !543
  %891 = zext i8 %890 to i32, !dbg !543
  %892 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %891), !dbg !544
    #dbg_value(i64 2, !368, !DIExpression(), !542)
  %893 = extractelement <16 x i8> %885, i64 2, !dbg !543
  %894 = zext i8 %893 to i32, !dbg !543
  %895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %894), !dbg !544
    #dbg_value(i64 3, !368, !DIExpression(), !542)
  %896 = extractelement <16 x i8> %885, i64 3, !dbg !543
  %897 = zext i8 %896 to i32, !dbg !543
  %898 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %897), !dbg !544
    #dbg_value(i64 4, !368, !DIExpression(), !542)
  %899 = extractelement <16 x i8> %885, i64 4, !dbg !543
  %900 = zext i8 %899 to i32, !dbg !543
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %900), !dbg !544
    #dbg_value(i64 5, !368, !DIExpression(), !542)
  %902 = extractelement <16 x i8> %885, i64 5, !dbg !543
  %903 = zext i8 %902 to i32, !dbg !543
  %904 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %903), !dbg !544
    #dbg_value(i64 6, !368, !DIExpression(), !542)
  %905 = extractelement <16 x i8> %885, i64 6, !dbg !543
  %906 = zext i8 %905 to i32, !dbg !543
  %907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %906), !dbg !544
    #dbg_value(i64 7, !368, !DIExpression(), !542)
  %908 = extractelement <16 x i8> %885, i64 7, !dbg !543
  %909 = zext i8 %908 to i32, !dbg !543
  %910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %909), !dbg !544
    #dbg_value(i64 8, !368, !DIExpression(), !542)
  %911 = extractelement <16 x i8> %885, i64 8, !dbg !543
  %912 = zext i8 %911 to i32, !dbg !543
  %913 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %912), !dbg !544
    #dbg_value(i64 9, !368, !DIExpression(), !542)
  %914 = extractelement <16 x i8> %885, i64 9, !dbg !543
  %915 = zext i8 %914 to i32, !dbg !543
  %916 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %915), !dbg !544
    #dbg_value(i64 10, !368, !DIExpression(), !542)
  %917 = extractelement <16 x i8> %885, i64 10, !dbg !543
  %918 = zext i8 %917 to i32, !dbg !543
  %919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %918), !dbg !544
    #dbg_value(i64 11, !368, !DIExpression(), !542)
  %920 = extractelement <16 x i8> %885, i64 11, !dbg !543
  %921 = zext i8 %920 to i32, !dbg !543
  %922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %921), !dbg !544
    #dbg_value(i64 12, !368, !DIExpression(), !542)
  %923 = extractelement <16 x i8> %885, i64 12, !dbg !543
  %924 = zext i8 %923 to i32, !dbg !543
  %925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %924), !dbg !544
    #dbg_value(i64 13, !368, !DIExpression(), !542)
  %926 = extractelement <16 x i8> %885, i64 13, !dbg !543
  %927 = zext i8 %926 to i32, !dbg !543
  %928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %927), !dbg !544
    #dbg_value(i64 14, !368, !DIExpression(), !542)
  %929 = extractelement <16 x i8> %885, i64 14, !dbg !543
  %930 = zext i8 %929 to i32, !dbg !543
  %931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %930), !dbg !544
    #dbg_value(i64 15, !368, !DIExpression(), !542)
  %932 = extractelement <16 x i8> %885, i64 15, !dbg !543
  %933 = zext i8 %932 to i32, !dbg !543
  %934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %933), !dbg !544
    #dbg_value(i64 16, !368, !DIExpression(), !542)
  %935 = tail call i32 @putchar(i32 10), !dbg !545
  %936 = tail call <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16> %44, <8 x i16> <i16 0, i16 1, i16 2, i16 7, i16 8, i16 9, i16 -1, i16 -2>), !dbg !546
  %937 = bitcast <8 x i16> %936 to <16 x i8>, !dbg !546
    #dbg_value(<8 x i16> %936, !277, !DIExpression(), !547)
    #dbg_value(ptr @.str.19, !354, !DIExpression(), !548)
    #dbg_value(ptr undef, !363, !DIExpression(), !548)
    #dbg_value(i32 16, !364, !DIExpression(), !548)
    #dbg_value(ptr undef, !365, !DIExpression(), !548)
  %938 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19), !dbg !550
    #dbg_value(i32 0, !368, !DIExpression(), !551)
    #dbg_value(i64 0, !368, !DIExpression(), !551)
  %939 = extractelement <16 x i8> %937, i64 0, !dbg !552
  %940 = zext i8 %939 to i32, !dbg !552
  %941 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %940), !dbg !553
    #dbg_value(i64 1, !368, !DIExpression(), !551)
  %942 = extractelement <16 x i8> %937, i64 1, !dbg !552
  %943 = zext i8 %942 to i32, !dbg !552
  %944 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %943), !dbg !553
    #dbg_value(i64 2, !368, !DIExpression(), !551)
  %945 = extractelement <16 x i8> %937, i64 2, !dbg !552
  %946 = zext i8 %945 to i32, !dbg !552
  %947 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %946), !dbg !553
    #dbg_value(i64 3, !368, !DIExpression(), !551)
  %948 = extractelement <16 x i8> %937, i64 3, !dbg !552
  %949 = zext i8 %948 to i32, !dbg !552
  %950 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %949), !dbg !553
    #dbg_value(i64 4, !368, !DIExpression(), !551)
  %951 = extractelement <16 x i8> %937, i64 4, !dbg !552
  %952 = zext i8 %951 to i32, !dbg !552
  %953 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %952), !dbg !553
    #dbg_value(i64 5, !368, !DIExpression(), !551)
  %954 = extractelement <16 x i8> %937, i64 5, !dbg !552
  %955 = zext i8 %954 to i32, !dbg !552
  %956 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %955), !dbg !553
    #dbg_value(i64 6, !368, !DIExpression(), !551)
  %957 = extractelement <16 x i8> %937, i64 6, !dbg !552
  %958 = zext i8 %957 to i32, !dbg !552
  %959 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %958), !dbg !553
    #dbg_value(i64 7, !368, !DIExpression(), !551)
  %960 = extractelement <16 x i8> %937, i64 7, !dbg !552
  %961 = zext i8 %960 to i32, !dbg !552
  %962 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %961), !dbg !553
    #dbg_value(i64 8, !368, !DIExpression(), !551)
  %963 = extractelement <16 x i8> %937, i64 8, !dbg !552
  %964 = zext i8 %963 to i32, !dbg !552
  %965 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %964), !dbg !553
    #dbg_value(i64 9, !368, !DIExpression(), !551)
  %966 = extractelement <16 x i8> %937, i64 9, !dbg !552
  %967 = zext i8 %966 to i32, !dbg !552
  %968 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %967), !dbg !553
    #dbg_value(i64 10, !368, !DIExpression(), !551)
  %969 = extractelement <16 x i8> %937, i64 10, !dbg !552
  %970 = zext i8 %969 to i32, !dbg !552
  %971 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %970), !dbg !553
    #dbg_value(i64 11, !368, !DIExpression(), !551)
  %972 = extractelement <16 x i8> %937, i64 11, !dbg !552
  %973 = zext i8 %972 to i32, !dbg !552
  %974 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %973), !dbg !553
    #dbg_value(i64 12, !368, !DIExpression(), !551)
  %975 = extractelement <16 x i8> %937, i64 12, !dbg !552
  %976 = zext i8 %975 to i32, !dbg !552
  %977 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %976), !dbg !553
    #dbg_value(i64 13, !368, !DIExpression(), !551)
  %978 = extractelement <16 x i8> %937, i64 13, !dbg !552
  %979 = zext i8 %978 to i32, !dbg !552
  %980 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %979), !dbg !553
    #dbg_value(i64 14, !368, !DIExpression(), !551)
  %981 = extractelement <16 x i8> %937, i64 14, !dbg !552
  %982 = zext i8 %981 to i32, !dbg !552
  %983 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %982), !dbg !553
    #dbg_value(i64 15, !368, !DIExpression(), !551)
  %984 = extractelement <16 x i8> %937, i64 15, !dbg !552
  %985 = zext i8 %984 to i32, !dbg !552
  %986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %985), !dbg !553
    #dbg_value(i64 16, !368, !DIExpression(), !551)
  %987 = tail call i32 @putchar(i32 10), !dbg !554
    #dbg_value(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, !279, !DIExpression(), !337)
    #dbg_value(<4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>, !280, !DIExpression(), !337)
    #dbg_value(<2 x double> <double 0.000000e+00, double 1.000000e+300>, !281, !DIExpression(), !337)
    #dbg_value(<2 x double> <double 0xFFF0000000000000, double 1.000000e+10>, !282, !DIExpression(), !337)
  %988 = tail call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !555
  %989 = bitcast <4 x float> %988 to <16 x i8>, !dbg !555
    #dbg_value(<4 x float> %988, !283, !DIExpression(), !556)
    #dbg_value(ptr @.str.20, !354, !DIExpression(), !557)
    #dbg_value(ptr undef, !363, !DIExpression(), !557)
    #dbg_value(i32 16, !364, !DIExpression(), !557)
    #dbg_value(ptr undef, !365, !DIExpression(), !557)
  %990 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20), !dbg !559
    #dbg_value(i32 0, !368, !DIExpression(), !560)
    #dbg_value(i64 0, !368, !DIExpression(), !560)
  %991 = extractelement <16 x i8> %989, i64 0, !dbg !561
  %992 = zext i8 %991 to i32, !dbg !561
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %992), !dbg !562
    #dbg_value(i64 1, !368, !DIExpression(), !560)
  %994 = extractelement <16 x i8> %989, i64 1, !dbg !561
  %995 = zext i8 %994 to i32, !dbg !561
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %995), !dbg !562
    #dbg_value(i64 2, !368, !DIExpression(), !560)
  %997 = extractelement <16 x i8> %989, i64 2, !dbg !561
  %998 = zext i8 %997 to i32, !dbg !561
  %999 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %998), !dbg !562
    #dbg_value(i64 3, !368, !DIExpression(), !560)
  %1000 = extractelement <16 x i8> %989, i64 3, !dbg !561
  %1001 = zext i8 %1000 to i32, !dbg !561
  %1002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1001), !dbg !562
    #dbg_value(i64 4, !368, !DIExpression(), !560)
  %1003 = extractelement <16 x i8> %989, i64 4, !dbg !561
  %1004 = zext i8 %1003 to i32, !dbg !561
  %1005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1004), !dbg !562
    #dbg_value(i64 5, !368, !DIExpression(), !560)
  %1006 = extractelement <16 x i8> %989, i64 5, !dbg !561
  %1007 = zext i8 %1006 to i32, !dbg !561
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1007), !dbg !562
    #dbg_value(i64 6, !368, !DIExpression(), !560)
  %1009 = extractelement <16 x i8> %989, i64 6, !dbg !561
  %1010 = zext i8 %1009 to i32, !dbg !561
  %1011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1010), !dbg !562
    #dbg_value(i64 7, !368, !DIExpression(), !560)
  %1012 = extractelement <16 x i8> %989, i64 7, !dbg !561
  %1013 = zext i8 %1012 to i32, !dbg !561
  %1014 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1013), !dbg !562
    #dbg_value(i64 8, !368, !DIExpression(), !560)
  %1015 = extractelement <16 x i8> %989, i64 8, !dbg !561
  %1016 = zext i8 %1015 to i32, !dbg !561
  %1017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1016), !dbg !562
    #dbg_value(i64 9, !368, !DIExpression(), !560)
  %1018 = extractelement <16 x i8> %989, i64 9, !dbg !561
  %1019 = zext i8 %1018 to i32, !dbg !561
  %1020 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1019), !dbg !562
    #dbg_value(i64 10, !368, !DIExpression(), !560)
  %1021 = extractelement <16 x i8> %989, i64 10, !dbg !561
  %1022 = zext i8 %1021 to i32, !dbg !561
  %1023 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1022), !dbg !562
    #dbg_value(i64 11, !368, !DIExpression(), !560)
  %1024 = extractelement <16 x i8> %989, i64 11, !dbg !561
  %1025 = zext i8 %1024 to i32, !dbg !561
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1025), !dbg !562
    #dbg_value(i64 12, !368, !DIExpression(), !560)
  %1027 = extractelement <16 x i8> %989, i64 12, !dbg !561
  %1028 = zext i8 %1027 to i32, !dbg !561
  %1029 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1028), !dbg !562
    #dbg_value(i64 13, !368, !DIExpression(), !560)
  %1030 = extractelement <16 x i8> %989, i64 13, !dbg !561
  %1031 = zext i8 %1030 to i32, !dbg !561
  %1032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1031), !dbg !562
    #dbg_value(i64 14, !368, !DIExpression(), !560)
  %1033 = extractelement <16 x i8> %989, i64 14, !dbg !561
  %1034 = zext i8 %1033 to i32, !dbg !561
  %1035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1034), !dbg !562
    #dbg_value(i64 15, !368, !DIExpression(), !560)
  %1036 = extractelement <16 x i8> %989, i64 15, !dbg !561
  %1037 = zext i8 %1036 to i32, !dbg !561
  %1038 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1037), !dbg !562
    #dbg_value(i64 16, !368, !DIExpression(), !560)
  %1039 = tail call i32 @putchar(i32 10), !dbg !563
  %1040 = tail call <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double> <double 0.000000e+00, double 1.000000e+300>, <2 x double> <double 0xFFF0000000000000, double 1.000000e+10>), !dbg !564
  %1041 = bitcast <2 x double> %1040 to <16 x i8>, !dbg !564
    #dbg_value(<2 x double> %1040, !285, !DIExpression(), !565)
    #dbg_value(ptr @.str.21, !354, !DIExpression(), !566)
    #dbg_value(ptr undef, !363, !DIExpression(), !566)
    #dbg_value(i32 16, !364, !DIExpression(), !566)
    #dbg_value(ptr undef, !365, !DIExpression(), !566)
  %1042 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21), !dbg !568
    #dbg_value(i32 0, !368, !DIExpression(), !569)
    #dbg_value(i64 0, !368, !DIExpression(), !569)
  %1043 = extractelement <16 x i8> %1041, i64 0, !dbg !570
  %1044 = zext i8 %1043 to i32, !dbg !570
  %1045 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1044), !dbg !571
    #dbg_value(i64 1, !368, !DIExpression(), !569)
  %1046 = extractelement <16 x i8> %1041, i64 1, !dbg !570
  %1047 = zext i8 %1046 to i32, !dbg !570
  %1048 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1047), !dbg !571
    #dbg_value(i64 2, !368, !DIExpression(), !569)
  %1049 = extractelement <16 x i8> %1041, i64 2, !dbg !570
  %1050 = zext i8 %1049 to i32, !dbg !570
  %1051 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1050), !dbg !571
    #dbg_value(i64 3, !368, !DIExpression(), !569)
  %1052 = extractelement <16 x i8> %1041, i64 3, !dbg !570
  %1053 = zext i8 %1052 to i32, !dbg !570
  %1054 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1053), !dbg !571
    #dbg_value(i64 4, !368, !DIExpression(), !569)
  %1055 = extractelement <16 x i8> %1041, i64 4, !dbg !570
  %1056 = zext i8 %1055 to i32, !dbg !570
  %1057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1056), !dbg !571
    #dbg_value(i64 5, !368, !DIExpression(), !569)
  %1058 = extractelement <16 x i8> %1041, i64 5, !dbg !570
  %1059 = zext i8 %1058 to i32, !dbg !570
  %1060 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1059), !dbg !571
    #dbg_value(i64 6, !368, !DIExpression(), !569)
  %1061 = extractelement <16 x i8> %1041, i64 6, !dbg !570
  %1062 = zext i8 %1061 to i32, !dbg !570
  %1063 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1062), !dbg !571
    #dbg_value(i64 7, !368, !DIExpression(), !569)
  %1064 = extractelement <16 x i8> %1041, i64 7, !dbg !570
  %1065 = zext i8 %1064 to i32, !dbg !570
  %1066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1065), !dbg !571
    #dbg_value(i64 8, !368, !DIExpression(), !569)
  %1067 = extractelement <16 x i8> %1041, i64 8, !dbg !570
  %1068 = zext i8 %1067 to i32, !dbg !570
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1068), !dbg !571
    #dbg_value(i64 9, !368, !DIExpression(), !569)
  %1070 = extractelement <16 x i8> %1041, i64 9, !dbg !570
  %1071 = zext i8 %1070 to i32, !dbg !570
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1071), !dbg !571
    #dbg_value(i64 10, !368, !DIExpression(), !569)
  %1073 = extractelement <16 x i8> %1041, i64 10, !dbg !570
  %1074 = zext i8 %1073 to i32, !dbg !570
  %1075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1074), !dbg !571
    #dbg_value(i64 11, !368, !DIExpression(), !569)
  %1076 = extractelement <16 x i8> %1041, i64 11, !dbg !570
  %1077 = zext i8 %1076 to i32, !dbg !570
  %1078 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1077), !dbg !571
    #dbg_value(i64 12, !368, !DIExpression(), !569)
  %1079 = extractelement <16 x i8> %1041, i64 12, !dbg !570
  %1080 = zext i8 %1079 to i32, !dbg !570
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1080), !dbg !571
    #dbg_value(i64 13, !368, !DIExpression(), !569)
  %1082 = extractelement <16 x i8> %1041, i64 13, !dbg !570
  %1083 = zext i8 %1082 to i32, !dbg !570
  %1084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1083), !dbg !571
    #dbg_value(i64 14, !368, !DIExpression(), !569)
  %1085 = extractelement <16 x i8> %1041, i64 14, !dbg !570
  %1086 = zext i8 %1085 to i32, !dbg !570
  %1087 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1086), !dbg !571
    #dbg_value(i64 15, !368, !DIExpression(), !569)
  %1088 = extractelement <16 x i8> %1041, i64 15, !dbg !570
  %1089 = zext i8 %1088 to i32, !dbg !570
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1089), !dbg !571
    #dbg_value(i64 16, !368, !DIExpression(), !569)
  %1091 = tail call i32 @putchar(i32 10), !dbg !572
  %1092 = tail call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !573
  %1093 = bitcast <4 x float> %1092 to <16 x i8>, !dbg !573
    #dbg_value(<4 x float> %1092, !287, !DIExpression(), !574)
    #dbg_value(ptr @.str.22, !354, !DIExpression(), !575)
    #dbg_value(ptr undef, !363, !DIExpression(), !575)
    #dbg_value(i32 16, !364, !DIExpression(), !575)
    #dbg_value(ptr undef, !365, !DIExpression(), !575)
  %1094 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22), !dbg !577
    #dbg_value(i32 0, !368, !DIExpression(), !578)
    #dbg_value(i64 0, !368, !DIExpression(), !578)
  %1095 = extractelement <16 x i8> %1093, i64 0, !dbg !579
  %1096 = zext i8 %1095 to i32, !dbg !579
  %1097 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1096), !dbg !580
    #dbg_value(i64 1, !368, !DIExpression(), !578)
  %1098 = extractelement <16 x i8> %1093, i64 1, !dbg !579
  %1099 = zext i8 %1098 to i32, !dbg !579
  %1100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1099), !dbg !580
    #dbg_value(i64 2, !368, !DIExpression(), !578)
  %1101 = extractelement <16 x i8> %1093, i64 2, !dbg !579
  %1102 = zext i8 %1101 to i32, !dbg !579
  %1103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1102), !dbg !580
    #dbg_value(i64 3, !368, !DIExpression(), !578)
  %1104 = extractelement <16 x i8> %1093, i64 3, !dbg !579
  %1105 = zext i8 %1104 to i32, !dbg !579
  %1106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1105), !dbg !580
    #dbg_value(i64 4, !368, !DIExpression(), !578)
  %1107 = extractelement <16 x i8> %1093, i64 4, !dbg !579
  %1108 = zext i8 %1107 to i32, !dbg !579
  %1109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1108), !dbg !580
    #dbg_value(i64 5, !368, !DIExpression(), !578)
  %1110 = extractelement <16 x i8> %1093, i64 5, !dbg !579
  %1111 = zext i8 %1110 to i32, !dbg !579
  %1112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1111), !dbg !580
    #dbg_value(i64 6, !368, !DIExpression(), !578)
  %1113 = extractelement <16 x i8> %1093, i64 6, !dbg !579
  %1114 = zext i8 %1113 to i32, !dbg !579
  %1115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1114), !dbg !580
    #dbg_value(i64 7, !368, !DIExpression(), !578)
  %1116 = extractelement <16 x i8> %1093, i64 7, !dbg !579
  %1117 = zext i8 %1116 to i32, !dbg !579
  %1118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1117), !dbg !580
    #dbg_value(i64 8, !368, !DIExpression(), !578)
  %1119 = extractelement <16 x i8> %1093, i64 8, !dbg !579
  %1120 = zext i8 %1119 to i32, !dbg !579
  %1121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1120), !dbg !580
    #dbg_value(i64 9, !368, !DIExpression(), !578)
  %1122 = extractelement <16 x i8> %1093, i64 9, !dbg !579
  %1123 = zext i8 %1122 to i32, !dbg !579
  %1124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1123), !dbg !580
    #dbg_value(i64 10, !368, !DIExpression(), !578)
  %1125 = extractelement <16 x i8> %1093, i64 10, !dbg !579
  %1126 = zext i8 %1125 to i32, !dbg !579
  %1127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1126), !dbg !580
    #dbg_value(i64 11, !368, !DIExpression(), !578)
  %1128 = extractelement <16 x i8> %1093, i64 11, !dbg !579
  %1129 = zext i8 %1128 to i32, !dbg !579
  %1130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1129), !dbg !580
    #dbg_value(i64 12, !368, !DIExpression(), !578)
  %1131 = extractelement <16 x i8> %1093, i64 12, !dbg !579
  %1132 = zext i8 %1131 to i32, !dbg !579
  %1133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1132), !dbg !580
    #dbg_value(i64 13, !368, !DIExpression(), !578)
  %1134 = extractelement <16 x i8> %1093, i64 13, !dbg !579
  %1135 = zext i8 %1134 to i32, !dbg !579
  %1136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1135), !dbg !580
    #dbg_value(i64 14, !368, !DIExpression(), !578)
  %1137 = extractelement <16 x i8> %1093, i64 14, !dbg !579
  %1138 = zext i8 %1137 to i32, !dbg !579
  %1139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1138), !dbg !580
    #dbg_value(i64 15, !368, !DIExpression(), !578)
  %1140 = extractelement <16 x i8> %1093, i64 15, !dbg !579
  %1141 = zext i8 %1140 to i32, !dbg !579
  %1142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1141), !dbg !580
    #dbg_value(i64 16, !368, !DIExpression(), !578)
  %1143 = tail call i32 @putchar(i32 10), !dbg !581
  %1144 = tail call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> <float 0.000000e+00, float 0x7FF0000000000000, float -2.500000e+00, float 3.000000e+00>, <4 x float> <float 0x7FF0000000000000, float -0.000000e+00, float 4.000000e+00, float -2.500000e-01>), !dbg !582
  %1145 = bitcast <4 x float> %1144 to <16 x i8>, !dbg !582
    #dbg_value(<4 x float> %1144, !289, !DIExpression(), !583)
    #dbg_value(ptr @.str.23, !354, !DIExpression(), !584)
    #dbg_value(ptr undef, !363, !DIExpression(), !584)
    #dbg_value(i32 16, !364, !DIExpression(), !584)
    #dbg_value(ptr undef, !365, !DIExpression(), !584)
  %1146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23), !dbg !586
    #dbg_value(i32 0, !368, !DIExpression(), !587)
    #dbg_value(i64 0, !368, !DIExpression(), !587)
  %1147 = extractelement <16 x i8> %1145, i64 0, !dbg !588
  %1148 = zext i8 %1147 to i32, !dbg !588
  %1149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1148), !dbg !589
    #dbg_value(i64 1, !368, !DIExpression(), !587)
  %1150 = extractelement <16 x i8> %1145, i64 1, !dbg !588
  %1151 = zext i8 %1150 to i32, !dbg !588
  %1152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1151), !dbg !589
    #dbg_value(i64 2, !368, !DIExpression(), !587)
  %1153 = extractelement <16 x i8> %1145, i64 2, !dbg !588
  %1154 = zext i8 %1153 to i32, !dbg !588
  %1155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1154), !dbg !589
    #dbg_value(i64 3, !368, !DIExpression(), !587)
  %1156 = extractelement <16 x i8> %1145, i64 3, !dbg !588
  %1157 = zext i8 %1156 to i32, !dbg !588
  %1158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1157), !dbg !589
    #dbg_value(i64 4, !368, !DIExpression(), !587)
  %1159 = extractelement <16 x i8> %1145, i64 4, !dbg !588
  %1160 = zext i8 %1159 to i32, !dbg !588
  %1161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1160), !dbg !589
    #dbg_value(i64 5, !368, !DIExpression(), !587)
  %1162 = extractelement <16 x i8> %1145, i64 5, !dbg !588
  %1163 = zext i8 %1162 to i32, !dbg !588
  %1164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1163), !dbg !589
    #dbg_value(i64 6, !368, !DIExpression(), !587)
  %1165 = extractelement <16 x i8> %1145, i64 6, !dbg !588
  %1166 = zext i8 %1165 to i32, !dbg !588
  %1167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1166), !dbg !589
    #dbg_value(i64 7, !368, !DIExpression(), !587)
  %1168 = extractelement <16 x i8> %1145, i64 7, !dbg !588
  %1169 = zext i8 %1168 to i32, !dbg !588
  %1170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1169), !dbg !589
    #dbg_value(i64 8, !368, !DIExpression(), !587)
  %1171 = extractelement <16 x i8> %1145, i64 8, !dbg !588
  %1172 = zext i8 %1171 to i32, !dbg !588
  %1173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1172), !dbg !589
    #dbg_value(i64 9, !368, !DIExpression(), !587)
  %1174 = extractelement <16 x i8> %1145, i64 9, !dbg !588
  %1175 = zext i8 %1174 to i32, !dbg !588
  %1176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1175), !dbg !589
    #dbg_value(i64 10, !368, !DIExpression(), !587)
  %1177 = extractelement <16 x i8> %1145, i64 10, !dbg !588
  %1178 = zext i8 %1177 to i32, !dbg !588
  %1179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1178), !dbg !589
    #dbg_value(i64 11, !368, !DIExpression(), !587)
  %1180 = extractelement <16 x i8> %1145, i64 11, !dbg !588
  %1181 = zext i8 %1180 to i32, !dbg !588
  %1182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1181), !dbg !589
    #dbg_value(i64 12, !368, !DIExpression(), !587)
  %1183 = extractelement <16 x i8> %1145, i64 12, !dbg !588
  %1184 = zext i8 %1183 to i32, !dbg !588
  %1185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1184), !dbg !589
    #dbg_value(i64 13, !368, !DIExpression(), !587)
  %1186 = extractelement <16 x i8> %1145, i64 13, !dbg !588
  %1187 = zext i8 %1186 to i32, !dbg !588
  %1188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1187), !dbg !589
    #dbg_value(i64 14, !368, !DIExpression(), !587)
  %1189 = extractelement <16 x i8> %1145, i64 14, !dbg !588
  %1190 = zext i8 %1189 to i32, !dbg !588
  %1191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1190), !dbg !589
    #dbg_value(i64 15, !368, !DIExpression(), !587)
  %1192 = extractelement <16 x i8> %1145, i64 15, !dbg !588
  %1193 = zext i8 %1192 to i32, !dbg !588
  %1194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1193), !dbg !589
    #dbg_value(i64 16, !368, !DIExpression(), !587)
  %1195 = tail call i32 @putchar(i32 10), !dbg !590
  %1196 = tail call <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double> zeroinitializer, <1 x double> <double 0xFFF0000000000000>), !dbg !591
  %1197 = bitcast <1 x double> %1196 to <8 x i8>, !dbg !591
    #dbg_value(<1 x double> %1196, !291, !DIExpression(), !592)
    #dbg_value(ptr @.str.24, !354, !DIExpression(), !593)
    #dbg_value(ptr undef, !363, !DIExpression(), !593)
    #dbg_value(i32 8, !364, !DIExpression(), !593)
    #dbg_value(ptr undef, !365, !DIExpression(), !593)
  %1198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24), !dbg !595
    #dbg_value(i32 0, !368, !DIExpression(), !596)
    #dbg_value(i64 0, !368, !DIExpression(), !596)
  %1199 = extractelement <8 x i8> %1197, i64 0, !dbg !597
  %1200 = zext i8 %1199 to i32, !dbg !597
  %1201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1200), !dbg !598
    #dbg_value(i64 1, !368, !DIExpression(), !596)
  %1202 = extractelement <8 x i8> %1197, i64 1, !dbg !597
  %1203 = zext i8 %1202 to i32, !dbg !597
  %1204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1203), !dbg !598
    #dbg_value(i64 2, !368, !DIExpression(), !596)
  %1205 = extractelement <8 x i8> %1197, i64 2, !dbg !597
  %1206 = zext i8 %1205 to i32, !dbg !597
  %1207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1206), !dbg !598
    #dbg_value(i64 3, !368, !DIExpression(), !596)
  %1208 = extractelement <8 x i8> %1197, i64 3, !dbg !597
  %1209 = zext i8 %1208 to i32, !dbg !597
  %1210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1209), !dbg !598
    #dbg_value(i64 4, !368, !DIExpression(), !596)
  %1211 = extractelement <8 x i8> %1197, i64 4, !dbg !597
  %1212 = zext i8 %1211 to i32, !dbg !597
  %1213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1212), !dbg !598
    #dbg_value(i64 5, !368, !DIExpression(), !596)
  %1214 = extractelement <8 x i8> %1197, i64 5, !dbg !597
  %1215 = zext i8 %1214 to i32, !dbg !597
  %1216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1215), !dbg !598
    #dbg_value(i64 6, !368, !DIExpression(), !596)
  %1217 = extractelement <8 x i8> %1197, i64 6, !dbg !597
  %1218 = zext i8 %1217 to i32, !dbg !597
  %1219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1218), !dbg !598
    #dbg_value(i64 7, !368, !DIExpression(), !596)
  %1220 = extractelement <8 x i8> %1197, i64 7, !dbg !597
  %1221 = zext i8 %1220 to i32, !dbg !597
  %1222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1221), !dbg !598
    #dbg_value(i64 8, !368, !DIExpression(), !596)
  %1223 = tail call i32 @putchar(i32 10), !dbg !599
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !293, !DIExpression(), !337)
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !298, !DIExpression(), !600)
  %1224 = tail call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, i32 16), !dbg !601
    #dbg_value(<4 x i32> %1224, !296, !DIExpression(), !600)
  %1225 = bitcast <4 x i32> %1224 to <16 x i8>, !dbg !602
    #dbg_value(<4 x i32> %1224, !294, !DIExpression(), !603)
    #dbg_value(ptr @.str.25, !354, !DIExpression(), !604)
    #dbg_value(ptr undef, !363, !DIExpression(), !604)
    #dbg_value(i32 16, !364, !DIExpression(), !604)
    #dbg_value(ptr undef, !365, !DIExpression(), !604)
  %1226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25), !dbg !606
    #dbg_value(i32 0, !368, !DIExpression(), !607)
    #dbg_value(i64 0, !368, !DIExpression(), !607)
  %1227 = extractelement <16 x i8> %1225, i64 0, !dbg !608
  %1228 = zext i8 %1227 to i32, !dbg !608
  %1229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1228), !dbg !609
    #dbg_value(i64 1, !368, !DIExpression(), !607)
  %1230 = extractelement <16 x i8> %1225, i64 1, !dbg !608
  %1231 = zext i8 %1230 to i32, !dbg !608
  %1232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1231), !dbg !609
    #dbg_value(i64 2, !368, !DIExpression(), !607)
  %1233 = extractelement <16 x i8> %1225, i64 2, !dbg !608
  %1234 = zext i8 %1233 to i32, !dbg !608
  %1235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1234), !dbg !609
    #dbg_value(i64 3, !368, !DIExpression(), !607)
  %1236 = extractelement <16 x i8> %1225, i64 3, !dbg !608
  %1237 = zext i8 %1236 to i32, !dbg !608
  %1238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1237), !dbg !609
    #dbg_value(i64 4, !368, !DIExpression(), !607)
  %1239 = extractelement <16 x i8> %1225, i64 4, !dbg !608
  %1240 = zext i8 %1239 to i32, !dbg !608
  %1241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1240), !dbg !609
    #dbg_value(i64 5, !368, !DIExpression(), !607)
  %1242 = extractelement <16 x i8> %1225, i64 5, !dbg !608
  %1243 = zext i8 %1242 to i32, !dbg !608
  %1244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1243), !dbg !609
    #dbg_value(i64 6, !368, !DIExpression(), !607)
  %1245 = extractelement <16 x i8> %1225, i64 6, !dbg !608
  %1246 = zext i8 %1245 to i32, !dbg !608
  %1247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1246), !dbg !609
    #dbg_value(i64 7, !368, !DIExpression(), !607)
  %1248 = extractelement <16 x i8> %1225, i64 7, !dbg !608
  %1249 = zext i8 %1248 to i32, !dbg !608
  %1250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1249), !dbg !609
    #dbg_value(i64 8, !368, !DIExpression(), !607)
  %1251 = extractelement <16 x i8> %1225, i64 8, !dbg !608
  %1252 = zext i8 %1251 to i32, !dbg !608
  %1253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1252), !dbg !609
    #dbg_value(i64 9, !368, !DIExpression(), !607)
  %1254 = extractelement <16 x i8> %1225, i64 9, !dbg !608
  %1255 = zext i8 %1254 to i32, !dbg !608
  %1256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1255), !dbg !609
    #dbg_value(i64 10, !368, !DIExpression(), !607)
  %1257 = extractelement <16 x i8> %1225, i64 10, !dbg !608
  %1258 = zext i8 %1257 to i32, !dbg !608
  %1259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1258), !dbg !609
    #dbg_value(i64 11, !368, !DIExpression(), !607)
  %1260 = extractelement <16 x i8> %1225, i64 11, !dbg !608
  %1261 = zext i8 %1260 to i32, !dbg !608
  %1262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1261), !dbg !609
    #dbg_value(i64 12, !368, !DIExpression(), !607)
  %1263 = extractelement <16 x i8> %1225, i64 12, !dbg !608
  %1264 = zext i8 %1263 to i32, !dbg !608
  %1265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1264), !dbg !609
    #dbg_value(i64 13, !368, !DIExpression(), !607)
  %1266 = extractelement <16 x i8> %1225, i64 13, !dbg !608
  %1267 = zext i8 %1266 to i32, !dbg !608
  %1268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1267), !dbg !609
    #dbg_value(i64 14, !368, !DIExpression(), !607)
  %1269 = extractelement <16 x i8> %1225, i64 14, !dbg !608
  %1270 = zext i8 %1269 to i32, !dbg !608
  %1271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1270), !dbg !609
    #dbg_value(i64 15, !368, !DIExpression(), !607)
  %1272 = extractelement <16 x i8> %1225, i64 15, !dbg !608
  %1273 = zext i8 %1272 to i32, !dbg !608
  %1274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1273), !dbg !609
    #dbg_value(i64 16, !368, !DIExpression(), !607)
  %1275 = tail call i32 @putchar(i32 10), !dbg !610
    #dbg_value(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, !303, !DIExpression(), !611)
  %1276 = tail call <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float> <float 1.750000e+00, float -3.125000e+00, float 7.000000e+04, float -1.000000e+09>, i32 4), !dbg !612
    #dbg_value(<4 x i32> %1276, !301, !DIExpression(), !611)
  %1277 = bitcast <4 x i32> %1276 to <16 x i8>, !dbg !613
    #dbg_value(<4 x i32> %1276, !299, !DIExpression(), !614)
    #dbg_value(ptr @.str.26, !354, !DIExpression(), !615)
    #dbg_value(ptr undef, !363, !DIExpression(), !615)
    #dbg_value(i32 16, !364, !DIExpression(), !615)
    #dbg_value(ptr undef, !365, !DIExpression(), !615)
  %1278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26), !dbg !617
    #dbg_value(i32 0, !368, !DIExpression(), !618)
    #dbg_value(i64 0, !368, !DIExpression(), !618)
  %1279 = extractelement <16 x i8> %1277, i64 0, !dbg !619
  %1280 = zext i8 %1279 to i32, !dbg !619
  %1281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1280), !dbg !620
    #dbg_value(i64 1, !368, !DIExpression(), !618)
  %1282 = extractelement <16 x i8> %1277, i64 1, !dbg !619
  %1283 = zext i8 %1282 to i32, !dbg !619
  %1284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1283), !dbg !620
    #dbg_value(i64 2, !368, !DIExpression(), !618)
  %1285 = extractelement <16 x i8> %1277, i64 2, !dbg !619
  %1286 = zext i8 %1285 to i32, !dbg !619
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1286), !dbg !620
    #dbg_value(i64 3, !368, !DIExpression(), !618)
  %1288 = extractelement <16 x i8> %1277, i64 3, !dbg !619
  %1289 = zext i8 %1288 to i32, !dbg !619
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1289), !dbg !620
    #dbg_value(i64 4, !368, !DIExpression(), !618)
  %1291 = extractelement <16 x i8> %1277, i64 4, !dbg !619
  %1292 = zext i8 %1291 to i32, !dbg !619
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1292), !dbg !620
    #dbg_value(i64 5, !368, !DIExpression(), !618)
  %1294 = extractelement <16 x i8> %1277, i64 5, !dbg !619
  %1295 = zext i8 %1294 to i32, !dbg !619
  %1296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1295), !dbg !620
    #dbg_value(i64 6, !368, !DIExpression(), !618)
  %1297 = extractelement <16 x i8> %1277, i64 6, !dbg !619
  %1298 = zext i8 %1297 to i32, !dbg !619
  %1299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1298), !dbg !620
    #dbg_value(i64 7, !368, !DIExpression(), !618)
  %1300 = extractelement <16 x i8> %1277, i64 7, !dbg !619
  %1301 = zext i8 %1300 to i32, !dbg !619
  %1302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1301), !dbg !620
    #dbg_value(i64 8, !368, !DIExpression(), !618)
  %1303 = extractelement <16 x i8> %1277, i64 8, !dbg !619
  %1304 = zext i8 %1303 to i32, !dbg !619
  %1305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1304), !dbg !620
    #dbg_value(i64 9, !368, !DIExpression(), !618)
  %1306 = extractelement <16 x i8> %1277, i64 9, !dbg !619
  %1307 = zext i8 %1306 to i32, !dbg !619
  %1308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1307), !dbg !620
    #dbg_value(i64 10, !368, !DIExpression(), !618)
  %1309 = extractelement <16 x i8> %1277, i64 10, !dbg !619
  %1310 = zext i8 %1309 to i32, !dbg !619
  %1311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1310), !dbg !620
    #dbg_value(i64 11, !368, !DIExpression(), !618)
  %1312 = extractelement <16 x i8> %1277, i64 11, !dbg !619
  %1313 = zext i8 %1312 to i32, !dbg !619
  %1314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1313), !dbg !620
    #dbg_value(i64 12, !368, !DIExpression(), !618)
  %1315 = extractelement <16 x i8> %1277, i64 12, !dbg !619
  %1316 = zext i8 %1315 to i32, !dbg !619
  %1317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1316), !dbg !620
    #dbg_value(i64 13, !368, !DIExpression(), !618)
  %1318 = extractelement <16 x i8> %1277, i64 13, !dbg !619
  %1319 = zext i8 %1318 to i32, !dbg !619
  %1320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1319), !dbg !620
    #dbg_value(i64 14, !368, !DIExpression(), !618)
  %1321 = extractelement <16 x i8> %1277, i64 14, !dbg !619
  %1322 = zext i8 %1321 to i32, !dbg !619
  %1323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1322), !dbg !620
    #dbg_value(i64 15, !368, !DIExpression(), !618)
  %1324 = extractelement <16 x i8> %1277, i64 15, !dbg !619
  %1325 = zext i8 %1324 to i32, !dbg !619
  %1326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1325), !dbg !620
    #dbg_value(i64 16, !368, !DIExpression(), !618)
  %1327 = tail call i32 @putchar(i32 10), !dbg !621
    #dbg_value(<4 x i32> poison, !308, !DIExpression(), !622)
  %1328 = tail call <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32> %47, i32 10), !dbg !623
    #dbg_value(<4 x float> %1328, !306, !DIExpression(), !622)
  %1329 = bitcast <4 x float> %1328 to <16 x i8>, !dbg !624
    #dbg_value(<4 x float> %1328, !304, !DIExpression(), !625)
    #dbg_value(ptr @.str.27, !354, !DIExpression(), !626)
    #dbg_value(ptr undef, !363, !DIExpression(), !626)
    #dbg_value(i32 16, !364, !DIExpression(), !626)
    #dbg_value(ptr undef, !365, !DIExpression(), !626)
  %1330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27), !dbg !628
    #dbg_value(i32 0, !368, !DIExpression(), !629)
    #dbg_value(i64 0, !368, !DIExpression(), !629)
  %1331 = extractelement <16 x i8> %1329, i64 0, !dbg !630
  %1332 = zext i8 %1331 to i32, !dbg !630
  %1333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1332), !dbg !631
    #dbg_value(i64 1, !368, !DIExpression(), !629)
  %1334 = extractelement <16 x i8> %1329, i64 1, !dbg !630
  %1335 = zext i8 %1334 to i32, !dbg !630
  %1336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1335), !dbg !631
    #dbg_value(i64 2, !368, !DIExpression(), !629)
  %1337 = extractelement <16 x i8> %1329, i64 2, !dbg !630
  %1338 = zext i8 %1337 to i32, !dbg !630
  %1339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1338), !dbg !631
    #dbg_value(i64 3, !368, !DIExpression(), !629)
  %1340 = extractelement <16 x i8> %1329, i64 3, !dbg !630
  %1341 = zext i8 %1340 to i32, !dbg !630
  %1342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1341), !dbg !631
    #dbg_value(i64 4, !368, !DIExpression(), !629)
  %1343 = extractelement <16 x i8> %1329, i64 4, !dbg !630
  %1344 = zext i8 %1343 to i32, !dbg !630
  %1345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1344), !dbg !631
    #dbg_value(i64 5, !368, !DIExpression(), !629)
  %1346 = extractelement <16 x i8> %1329, i64 5, !dbg !630
  %1347 = zext i8 %1346 to i32, !dbg !630
  %1348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1347), !dbg !631
    #dbg_value(i64 6, !368, !DIExpression(), !629)
  %1349 = extractelement <16 x i8> %1329, i64 6, !dbg !630
  %1350 = zext i8 %1349 to i32, !dbg !630
  %1351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1350), !dbg !631
    #dbg_value(i64 7, !368, !DIExpression(), !629)
  %1352 = extractelement <16 x i8> %1329, i64 7, !dbg !630
  %1353 = zext i8 %1352 to i32, !dbg !630
  %1354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1353), !dbg !631
    #dbg_value(i64 8, !368, !DIExpression(), !629)
  %1355 = extractelement <16 x i8> %1329, i64 8, !dbg !630
  %1356 = zext i8 %1355 to i32, !dbg !630
  %1357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1356), !dbg !631
    #dbg_value(i64 9, !368, !DIExpression(), !629)
  %1358 = extractelement <16 x i8> %1329, i64 9, !dbg !630
  %1359 = zext i8 %1358 to i32, !dbg !630
  %1360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1359), !dbg !631
    #dbg_value(i64 10, !368, !DIExpression(), !629)
  %1361 = extractelement <16 x i8> %1329, i64 10, !dbg !630
  %1362 = zext i8 %1361 to i32, !dbg !630
  %1363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1362), !dbg !631
    #dbg_value(i64 11, !368, !DIExpression(), !629)
  %1364 = extractelement <16 x i8> %1329, i64 11, !dbg !630
  %1365 = zext i8 %1364 to i32, !dbg !630
  %1366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1365), !dbg !631
    #dbg_value(i64 12, !368, !DIExpression(), !629)
  %1367 = extractelement <16 x i8> %1329, i64 12, !dbg !630
  %1368 = zext i8 %1367 to i32, !dbg !630
  %1369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1368), !dbg !631
    #dbg_value(i64 13, !368, !DIExpression(), !629)
  %1370 = extractelement <16 x i8> %1329, i64 13, !dbg !630
  %1371 = zext i8 %1370 to i32, !dbg !630
  %1372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1371), !dbg !631
    #dbg_value(i64 14, !368, !DIExpression(), !629)
  %1373 = extractelement <16 x i8> %1329, i64 14, !dbg !630
  %1374 = zext i8 %1373 to i32, !dbg !630
  %1375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1374), !dbg !631
    #dbg_value(i64 15, !368, !DIExpression(), !629)
  %1376 = extractelement <16 x i8> %1329, i64 15, !dbg !630
  %1377 = zext i8 %1376 to i32, !dbg !630
  %1378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1377), !dbg !631
    #dbg_value(i64 16, !368, !DIExpression(), !629)
  %1379 = tail call i32 @putchar(i32 10), !dbg !632
    #dbg_value(<4 x i32> poison, !313, !DIExpression(), !633)
  %1380 = tail call <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32> %47, i32 31), !dbg !634
    #dbg_value(<4 x float> %1380, !311, !DIExpression(), !633)
  %1381 = bitcast <4 x float> %1380 to <16 x i8>, !dbg !635
    #dbg_value(<4 x float> %1380, !309, !DIExpression(), !636)
    #dbg_value(ptr @.str.28, !354, !DIExpression(), !637)
    #dbg_value(ptr undef, !363, !DIExpression(), !637)
    #dbg_value(i32 16, !364, !DIExpression(), !637)
    #dbg_value(ptr undef, !365, !DIExpression(), !637)
  %1382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28), !dbg !639
    #dbg_value(i32 0, !368, !DIExpression(), !640)
    #dbg_value(i64 0, !368, !DIExpression(), !640)
  %1383 = extractelement <16 x i8> %1381, i64 0, !dbg !641
  %1384 = zext i8 %1383 to i32, !dbg !641
  %1385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1384), !dbg !642
    #dbg_value(i64 1, !368, !DIExpression(), !640)
  %1386 = extractelement <16 x i8> %1381, i64 1, !dbg !641
  %1387 = zext i8 %1386 to i32, !dbg !641
  %1388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1387), !dbg !642
    #dbg_value(i64 2, !368, !DIExpression(), !640)
  %1389 = extractelement <16 x i8> %1381, i64 2, !dbg !641
  %1390 = zext i8 %1389 to i32, !dbg !641
  %1391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1390), !dbg !642
    #dbg_value(i64 3, !368, !DIExpression(), !640)
  %1392 = extractelement <16 x i8> %1381, i64 3, !dbg !641
  %1393 = zext i8 %1392 to i32, !dbg !641
  %1394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1393), !dbg !642
    #dbg_value(i64 4, !368, !DIExpression(), !640)
  %1395 = extractelement <16 x i8> %1381, i64 4, !dbg !641
  %1396 = zext i8 %1395 to i32, !dbg !641
  %1397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1396), !dbg !642
    #dbg_value(i64 5, !368, !DIExpression(), !640)
  %1398 = extractelement <16 x i8> %1381, i64 5, !dbg !641
  %1399 = zext i8 %1398 to i32, !dbg !641
  %1400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1399), !dbg !642
    #dbg_value(i64 6, !368, !DIExpression(), !640)
  %1401 = extractelement <16 x i8> %1381, i64 6, !dbg !641
  %1402 = zext i8 %1401 to i32, !dbg !641
  %1403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1402), !dbg !642
    #dbg_value(i64 7, !368, !DIExpression(), !640)
  %1404 = extractelement <16 x i8> %1381, i64 7, !dbg !641
  %1405 = zext i8 %1404 to i32, !dbg !641
  %1406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1405), !dbg !642
    #dbg_value(i64 8, !368, !DIExpression(), !640)
  %1407 = extractelement <16 x i8> %1381, i64 8, !dbg !641
  %1408 = zext i8 %1407 to i32, !dbg !641
  %1409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1408), !dbg !642
    #dbg_value(i64 9, !368, !DIExpression(), !640)
  %1410 = extractelement <16 x i8> %1381, i64 9, !dbg !641
  %1411 = zext i8 %1410 to i32, !dbg !641
  %1412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1411), !dbg !642
    #dbg_value(i64 10, !368, !DIExpression(), !640)
  %1413 = extractelement <16 x i8> %1381, i64 10, !dbg !641
  %1414 = zext i8 %1413 to i32, !dbg !641
  %1415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1414), !dbg !642
    #dbg_value(i64 11, !368, !DIExpression(), !640)
  %1416 = extractelement <16 x i8> %1381, i64 11, !dbg !641
  %1417 = zext i8 %1416 to i32, !dbg !641
  %1418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1417), !dbg !642
    #dbg_value(i64 12, !368, !DIExpression(), !640)
  %1419 = extractelement <16 x i8> %1381, i64 12, !dbg !641
  %1420 = zext i8 %1419 to i32, !dbg !641
  %1421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1420), !dbg !642
    #dbg_value(i64 13, !368, !DIExpression(), !640)
  %1422 = extractelement <16 x i8> %1381, i64 13, !dbg !641
  %1423 = zext i8 %1422 to i32, !dbg !641
  %1424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1423), !dbg !642
    #dbg_value(i64 14, !368, !DIExpression(), !640)
  %1425 = extractelement <16 x i8> %1381, i64 14, !dbg !641
  %1426 = zext i8 %1425 to i32, !dbg !641
  %1427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1426), !dbg !642
    #dbg_value(i64 15, !368, !DIExpression(), !640)
  %1428 = extractelement <16 x i8> %1381, i64 15, !dbg !641
  %1429 = zext i8 %1428 to i32, !dbg !641
  %1430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1429), !dbg !642
    #dbg_value(i64 16, !368, !DIExpression(), !640)
  %1431 = tail call i32 @putchar(i32 10), !dbg !643
    #dbg_value(<2 x i64> %357, !318, !DIExpression(), !644)
  %1432 = tail call <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64> %357, i32 3), !dbg !645
    #dbg_value(<2 x double> %1432, !316, !DIExpression(), !644)
  %1433 = bitcast <2 x double> %1432 to <16 x i8>, !dbg !646
    #dbg_value(<2 x double> %1432, !314, !DIExpression(), !647)
    #dbg_value(ptr @.str.29, !354, !DIExpression(), !648)
    #dbg_value(ptr undef, !363, !DIExpression(), !648)
    #dbg_value(i32 16, !364, !DIExpression(), !648)
    #dbg_value(ptr undef, !365, !DIExpression(), !648)
  %1434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29), !dbg !650
    #dbg_value(i32 0, !368, !DIExpression(), !651)
    #dbg_value(i64 0, !368, !DIExpression(), !651)
  %1435 = extractelement <16 x i8> %1433, i64 0, !dbg !652
  %1436 = zext i8 %1435 to i32, !dbg !652
  %1437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1436), !dbg !653
    #dbg_value(i64 1, !368, !DIExpression(), !651)
  %1438 = extractelement <16 x i8> %1433, i64 1, !dbg !652
  %1439 = zext i8 %1438 to i32, !dbg !652
  %1440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1439), !dbg !653
    #dbg_value(i64 2, !368, !DIExpression(), !651)
  %1441 = extractelement <16 x i8> %1433, i64 2, !dbg !652
  %1442 = zext i8 %1441 to i32, !dbg !652
  %1443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1442), !dbg !653
    #dbg_value(i64 3, !368, !DIExpression(), !651)
  %1444 = extractelement <16 x i8> %1433, i64 3, !dbg !652
  %1445 = zext i8 %1444 to i32, !dbg !652
  %1446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1445), !dbg !653
    #dbg_value(i64 4, !368, !DIExpression(), !651)
  %1447 = extractelement <16 x i8> %1433, i64 4, !dbg !652
  %1448 = zext i8 %1447 to i32, !dbg !652
  %1449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1448), !dbg !653
    #dbg_value(i64 5, !368, !DIExpression(), !651)
  %1450 = extractelement <16 x i8> %1433, i64 5, !dbg !652
  %1451 = zext i8 %1450 to i32, !dbg !652
  %1452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1451), !dbg !653
    #dbg_value(i64 6, !368, !DIExpression(), !651)
  %1453 = extractelement <16 x i8> %1433, i64 6, !dbg !652
  %1454 = zext i8 %1453 to i32, !dbg !652
  %1455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1454), !dbg !653
    #dbg_value(i64 7, !368, !DIExpression(), !651)
  %1456 = extractelement <16 x i8> %1433, i64 7, !dbg !652
  %1457 = zext i8 %1456 to i32, !dbg !652
  %1458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1457), !dbg !653
    #dbg_value(i64 8, !368, !DIExpression(), !651)
  %1459 = extractelement <16 x i8> %1433, i64 8, !dbg !652
  %1460 = zext i8 %1459 to i32, !dbg !652
  %1461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1460), !dbg !653
    #dbg_value(i64 9, !368, !DIExpression(), !651)
  %1462 = extractelement <16 x i8> %1433, i64 9, !dbg !652
  %1463 = zext i8 %1462 to i32, !dbg !652
  %1464 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1463), !dbg !653
    #dbg_value(i64 10, !368, !DIExpression(), !651)
  %1465 = extractelement <16 x i8> %1433, i64 10, !dbg !652
  %1466 = zext i8 %1465 to i32, !dbg !652
  %1467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1466), !dbg !653
    #dbg_value(i64 11, !368, !DIExpression(), !651)
  %1468 = extractelement <16 x i8> %1433, i64 11, !dbg !652
  %1469 = zext i8 %1468 to i32, !dbg !652
  %1470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1469), !dbg !653
    #dbg_value(i64 12, !368, !DIExpression(), !651)
  %1471 = extractelement <16 x i8> %1433, i64 12, !dbg !652
  %1472 = zext i8 %1471 to i32, !dbg !652
  %1473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1472), !dbg !653
    #dbg_value(i64 13, !368, !DIExpression(), !651)
  %1474 = extractelement <16 x i8> %1433, i64 13, !dbg !652
  %1475 = zext i8 %1474 to i32, !dbg !652
  %1476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1475), !dbg !653
    #dbg_value(i64 14, !368, !DIExpression(), !651)
  %1477 = extractelement <16 x i8> %1433, i64 14, !dbg !652
  %1478 = zext i8 %1477 to i32, !dbg !652
  %1479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1478), !dbg !653
    #dbg_value(i64 15, !368, !DIExpression(), !651)
  %1480 = extractelement <16 x i8> %1433, i64 15, !dbg !652
  %1481 = zext i8 %1480 to i32, !dbg !652
  %1482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1481), !dbg !653
    #dbg_value(i64 16, !368, !DIExpression(), !651)
  %1483 = tail call i32 @putchar(i32 10), !dbg !654
    #dbg_value(<8 x i16> poison, !323, !DIExpression(), !655)
    #dbg_value(<8 x i16> poison, !324, !DIExpression(), !655)
  %1484 = tail call <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16> %44, <8 x i16> %44, i32 2), !dbg !656
    #dbg_value(<8 x i16> %1484, !321, !DIExpression(), !655)
  %1485 = bitcast <8 x i16> %1484 to <16 x i8>, !dbg !657
    #dbg_value(<8 x i16> %1484, !319, !DIExpression(), !658)
    #dbg_value(ptr @.str.30, !354, !DIExpression(), !659)
    #dbg_value(ptr undef, !363, !DIExpression(), !659)
    #dbg_value(i32 16, !364, !DIExpression(), !659)
    #dbg_value(ptr undef, !365, !DIExpression(), !659)
  %1486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30), !dbg !661
    #dbg_value(i32 0, !368, !DIExpression(), !662)
    #dbg_value(i64 0, !368, !DIExpression(), !662)
  %1487 = extractelement <16 x i8> %1485, i64 0, !dbg !663
  %1488 = zext i8 %1487 to i32, !dbg !663
  %1489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1488), !dbg !664
    #dbg_value(i64 1, !368, !DIExpression(), !662)
  %1490 = extractelement <16 x i8> %1485, i64 1, !dbg !663
  %1491 = zext i8 %1490 to i32, !dbg !663
  %1492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1491), !dbg !664
    #dbg_value(i64 2, !368, !DIExpression(), !662)
  %1493 = extractelement <16 x i8> %1485, i64 2, !dbg !663
  %1494 = zext i8 %1493 to i32, !dbg !663
  %1495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1494), !dbg !664
    #dbg_value(i64 3, !368, !DIExpression(), !662)
  %1496 = extractelement <16 x i8> %1485, i64 3, !dbg !663
  %1497 = zext i8 %1496 to i32, !dbg !663
  %1498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1497), !dbg !664
    #dbg_value(i64 4, !368, !DIExpression(), !662)
  %1499 = extractelement <16 x i8> %1485, i64 4, !dbg !663
  %1500 = zext i8 %1499 to i32, !dbg !663
  %1501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1500), !dbg !664
    #dbg_value(i64 5, !368, !DIExpression(), !662)
  %1502 = extractelement <16 x i8> %1485, i64 5, !dbg !663
  %1503 = zext i8 %1502 to i32, !dbg !663
  %1504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1503), !dbg !664
    #dbg_value(i64 6, !368, !DIExpression(), !662)
  %1505 = extractelement <16 x i8> %1485, i64 6, !dbg !663
  %1506 = zext i8 %1505 to i32, !dbg !663
  %1507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1506), !dbg !664
    #dbg_value(i64 7, !368, !DIExpression(), !662)
  %1508 = extractelement <16 x i8> %1485, i64 7, !dbg !663
  %1509 = zext i8 %1508 to i32, !dbg !663
  %1510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1509), !dbg !664
    #dbg_value(i64 8, !368, !DIExpression(), !662)
  %1511 = extractelement <16 x i8> %1485, i64 8, !dbg !663
  %1512 = zext i8 %1511 to i32, !dbg !663
  %1513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1512), !dbg !664
    #dbg_value(i64 9, !368, !DIExpression(), !662)
  %1514 = extractelement <16 x i8> %1485, i64 9, !dbg !663
  %1515 = zext i8 %1514 to i32, !dbg !663
  %1516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1515), !dbg !664
    #dbg_value(i64 10, !368, !DIExpression(), !662)
  %1517 = extractelement <16 x i8> %1485, i64 10, !dbg !663
  %1518 = zext i8 %1517 to i32, !dbg !663
  %1519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1518), !dbg !664
    #dbg_value(i64 11, !368, !DIExpression(), !662)
  %1520 = extractelement <16 x i8> %1485, i64 11, !dbg !663
  %1521 = zext i8 %1520 to i32, !dbg !663
  %1522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1521), !dbg !664
    #dbg_value(i64 12, !368, !DIExpression(), !662)
  %1523 = extractelement <16 x i8> %1485, i64 12, !dbg !663
  %1524 = zext i8 %1523 to i32, !dbg !663
  %1525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1524), !dbg !664
    #dbg_value(i64 13, !368, !DIExpression(), !662)
  %1526 = extractelement <16 x i8> %1485, i64 13, !dbg !663
  %1527 = zext i8 %1526 to i32, !dbg !663
  %1528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1527), !dbg !664
    #dbg_value(i64 14, !368, !DIExpression(), !662)
  %1529 = extractelement <16 x i8> %1485, i64 14, !dbg !663
  %1530 = zext i8 %1529 to i32, !dbg !663
  %1531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1530), !dbg !664
    #dbg_value(i64 15, !368, !DIExpression(), !662)
  %1532 = extractelement <16 x i8> %1485, i64 15, !dbg !663
  %1533 = zext i8 %1532 to i32, !dbg !663
  %1534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1533), !dbg !664
    #dbg_value(i64 16, !368, !DIExpression(), !662)
  %1535 = tail call i32 @putchar(i32 10), !dbg !665
    #dbg_value(<4 x i32> poison, !329, !DIExpression(), !666)
    #dbg_value(<2 x i32> %566, !330, !DIExpression(), !666)
  %1536 = tail call <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32> %47, <2 x i32> %566, i32 1), !dbg !667
    #dbg_value(<4 x i32> %1536, !327, !DIExpression(), !666)
  %1537 = bitcast <4 x i32> %1536 to <16 x i8>, !dbg !668
    #dbg_value(<4 x i32> %1536, !325, !DIExpression(), !669)
    #dbg_value(ptr @.str.31, !354, !DIExpression(), !670)
    #dbg_value(ptr undef, !363, !DIExpression(), !670)
    #dbg_value(i32 16, !364, !DIExpression(), !670)
    #dbg_value(ptr undef, !365, !DIExpression(), !670)
  %1538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.31), !dbg !672
    #dbg_value(i32 0, !368, !DIExpression(), !673)
    #dbg_value(i64 0, !368, !DIExpression(), !673)
  %1539 = extractelement <16 x i8> %1537, i64 0, !dbg !674
  %1540 = zext i8 %1539 to i32, !dbg !674
  %1541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1540), !dbg !675
    #dbg_value(i64 1, !368, !DIExpression(), !673)
  %1542 = extractelement <16 x i8> %1537, i64 1, !dbg !674
  %1543 = zext i8 %1542 to i32, !dbg !674
  %1544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1543), !dbg !675
    #dbg_value(i64 2, !368, !DIExpression(), !673)
  %1545 = extractelement <16 x i8> %1537, i64 2, !dbg !674
  %1546 = zext i8 %1545 to i32, !dbg !674
  %1547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1546), !dbg !675
    #dbg_value(i64 3, !368, !DIExpression(), !673)
  %1548 = extractelement <16 x i8> %1537, i64 3, !dbg !674
  %1549 = zext i8 %1548 to i32, !dbg !674
  %1550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1549), !dbg !675
    #dbg_value(i64 4, !368, !DIExpression(), !673)
  %1551 = extractelement <16 x i8> %1537, i64 4, !dbg !674
  %1552 = zext i8 %1551 to i32, !dbg !674
  %1553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1552), !dbg !675
    #dbg_value(i64 5, !368, !DIExpression(), !673)
  %1554 = extractelement <16 x i8> %1537, i64 5, !dbg !674
  %1555 = zext i8 %1554 to i32, !dbg !674
  %1556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1555), !dbg !675
    #dbg_value(i64 6, !368, !DIExpression(), !673)
  %1557 = extractelement <16 x i8> %1537, i64 6, !dbg !674
  %1558 = zext i8 %1557 to i32, !dbg !674
  %1559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1558), !dbg !675
    #dbg_value(i64 7, !368, !DIExpression(), !673)
  %1560 = extractelement <16 x i8> %1537, i64 7, !dbg !674
  %1561 = zext i8 %1560 to i32, !dbg !674
  %1562 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1561), !dbg !675
    #dbg_value(i64 8, !368, !DIExpression(), !673)
  %1563 = extractelement <16 x i8> %1537, i64 8, !dbg !674
  %1564 = zext i8 %1563 to i32, !dbg !674
  %1565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1564), !dbg !675
    #dbg_value(i64 9, !368, !DIExpression(), !673)
  %1566 = extractelement <16 x i8> %1537, i64 9, !dbg !674
  %1567 = zext i8 %1566 to i32, !dbg !674
  %1568 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1567), !dbg !675
    #dbg_value(i64 10, !368, !DIExpression(), !673)
  %1569 = extractelement <16 x i8> %1537, i64 10, !dbg !674
  %1570 = zext i8 %1569 to i32, !dbg !674
  %1571 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1570), !dbg !675
    #dbg_value(i64 11, !368, !DIExpression(), !673)
  %1572 = extractelement <16 x i8> %1537, i64 11, !dbg !674
  %1573 = zext i8 %1572 to i32, !dbg !674
  %1574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1573), !dbg !675
    #dbg_value(i64 12, !368, !DIExpression(), !673)
  %1575 = extractelement <16 x i8> %1537, i64 12, !dbg !674
  %1576 = zext i8 %1575 to i32, !dbg !674
  %1577 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1576), !dbg !675
    #dbg_value(i64 13, !368, !DIExpression(), !673)
  %1578 = extractelement <16 x i8> %1537, i64 13, !dbg !674
  %1579 = zext i8 %1578 to i32, !dbg !674
  %1580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1579), !dbg !675
    #dbg_value(i64 14, !368, !DIExpression(), !673)
  %1581 = extractelement <16 x i8> %1537, i64 14, !dbg !674
  %1582 = zext i8 %1581 to i32, !dbg !674
  %1583 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1582), !dbg !675
    #dbg_value(i64 15, !368, !DIExpression(), !673)
  %1584 = extractelement <16 x i8> %1537, i64 15, !dbg !674
  %1585 = zext i8 %1584 to i32, !dbg !674
  %1586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1585), !dbg !675
    #dbg_value(i64 16, !368, !DIExpression(), !673)
  %1587 = tail call i32 @putchar(i32 10), !dbg !676
  %1588 = shufflevector <8 x i16> %42, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !677
    #dbg_value(<4 x i16> %1588, !335, !DIExpression(), !678)
    #dbg_value(<4 x i16> <i16 8, i16 9, i16 -1, i16 -2>, !336, !DIExpression(), !678)
  %1589 = tail call <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16> %1588, <4 x i16> <i16 8, i16 9, i16 -1, i16 -2>, i32 3), !dbg !677
    #dbg_value(<4 x i16> %1589, !333, !DIExpression(), !678)
  %1590 = bitcast <4 x i16> %1589 to <8 x i8>, !dbg !679
    #dbg_value(<4 x i16> %1589, !331, !DIExpression(), !680)
    #dbg_value(ptr @.str.32, !354, !DIExpression(), !681)
    #dbg_value(ptr undef, !363, !DIExpression(), !681)
    #dbg_value(i32 8, !364, !DIExpression(), !681)
    #dbg_value(ptr undef, !365, !DIExpression(), !681)
  %1591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.32), !dbg !683
    #dbg_value(i32 0, !368, !DIExpression(), !684)
    #dbg_value(i64 0, !368, !DIExpression(), !684)
  %1592 = extractelement <8 x i8> %1590, i64 0, !dbg !685
  %1593 = zext i8 %1592 to i32, !dbg !685
  %1594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1593), !dbg !686
    #dbg_value(i64 1, !368, !DIExpression(), !684)
  %1595 = extractelement <8 x i8> %1590, i64 1, !dbg !685
  %1596 = zext i8 %1595 to i32, !dbg !685
  %1597 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1596), !dbg !686
    #dbg_value(i64 2, !368, !DIExpression(), !684)
  %1598 = extractelement <8 x i8> %1590, i64 2, !dbg !685
  %1599 = zext i8 %1598 to i32, !dbg !685
  %1600 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1599), !dbg !686
    #dbg_value(i64 3, !368, !DIExpression(), !684)
  %1601 = extractelement <8 x i8> %1590, i64 3, !dbg !685
  %1602 = zext i8 %1601 to i32, !dbg !685
  %1603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1602), !dbg !686
    #dbg_value(i64 4, !368, !DIExpression(), !684)
  %1604 = extractelement <8 x i8> %1590, i64 4, !dbg !685
  %1605 = zext i8 %1604 to i32, !dbg !685
  %1606 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1605), !dbg !686
    #dbg_value(i64 5, !368, !DIExpression(), !684)
  %1607 = extractelement <8 x i8> %1590, i64 5, !dbg !685
  %1608 = zext i8 %1607 to i32, !dbg !685
  %1609 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1608), !dbg !686
    #dbg_value(i64 6, !368, !DIExpression(), !684)
  %1610 = extractelement <8 x i8> %1590, i64 6, !dbg !685
  %1611 = zext i8 %1610 to i32, !dbg !685
  %1612 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1611), !dbg !686
    #dbg_value(i64 7, !368, !DIExpression(), !684)
  %1613 = extractelement <8 x i8> %1590, i64 7, !dbg !685
  %1614 = zext i8 %1613 to i32, !dbg !685
  %1615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %1614), !dbg !686
    #dbg_value(i64 8, !368, !DIExpression(), !684)
  %1616 = tail call i32 @putchar(i32 10), !dbg !687
  ret i32 0, !dbg !688
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshlu.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqshlu.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxs.v4i32.v4f32(<4 x float>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.vcvtfp2fxu.v4i32.v4f32(<4 x float>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxs2fp.v4f32.v4i32(<4 x i32>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.vcvtfxu2fp.v4f32.v4i32(<4 x i32>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.vcvtfxs2fp.v2f64.v2i64(<2 x i64>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.laneq.v8i16.v8i16(<8 x i16>, <8 x i16>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrdmulh.lane.v4i32.v2i32(<4 x i32>, <2 x i32>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqdmulh.lane.v4i16.v4i16(<4 x i16>, <4 x i16>, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nofree nounwind
declare !dbg !689 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.srshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.urshl.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqrshl.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.uqrshl.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqshl.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.cls.v16i8(<16 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.cls.v4i32(<4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.cls.v4i16(<4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.pmul.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8>, <8 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.raddhn.v8i8(<8 x i16>, <8 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.rsubhn.v4i16(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.usqadd.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.suqadd.v8i16(<8 x i16>, <8 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double>, <2 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <1 x double> @llvm.aarch64.neon.frecps.v1f64(<1 x double>, <1 x double>) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!102}
!llvm.module.flags = !{!178, !179, !180, !181, !182, !183, !184, !185}
!llvm.ident = !{!186}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/neon_more2.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5d40b00e0ec06ed5de26aab76c1bbfa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 11)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 12)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !11, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !11, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 9)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !18, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !11, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !18, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !11, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !11, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !18, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !29, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !11, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 16)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !69, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !69, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !69, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !69, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 19)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !82, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 17)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 6)
!102 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !103, globals: !174, splitDebugInlining: false, nameTableKind: None)
!103 = !{!104, !109, !112, !115, !118, !122, !126, !133, !139, !144, !146, !148, !152, !156, !158, !163, !167, !170}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !105, line: 24, baseType: !106)
!105 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !107, line: 37, baseType: !108)
!107 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!108 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !105, line: 25, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !107, line: 39, baseType: !111)
!111 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !105, line: 26, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !107, line: 41, baseType: !114)
!114 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x16_t", file: !116, line: 24, baseType: !117)
!116 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_vector_types.h", directory: "", checksumkind: CSK_MD5, checksum: "ac4605be3d103eca65154e6a5d03f0f2")
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 128, flags: DIFlagVector, elements: !70)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x8_t", file: !116, line: 26, baseType: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 128, flags: DIFlagVector, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 8)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x4_t", file: !116, line: 28, baseType: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 128, flags: DIFlagVector, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 4)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64x2_t", file: !116, line: 30, baseType: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 128, flags: DIFlagVector, elements: !131)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !105, line: 27, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !107, line: 44, baseType: !130)
!130 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!131 = !{!132}
!132 = !DISubrange(count: 2)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8x16_t", file: !116, line: 32, baseType: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 128, flags: DIFlagVector, elements: !70)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !136, line: 24, baseType: !137)
!136 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !107, line: 38, baseType: !138)
!138 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x2_t", file: !116, line: 35, baseType: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 64, flags: DIFlagVector, elements: !131)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !136, line: 26, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !107, line: 42, baseType: !143)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8x8_t", file: !116, line: 23, baseType: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 64, flags: DIFlagVector, elements: !120)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32x4_t", file: !116, line: 36, baseType: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 128, flags: DIFlagVector, elements: !124)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32x4_t", file: !116, line: 42, baseType: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 128, flags: DIFlagVector, elements: !124)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "float32_t", file: !116, line: 17, baseType: !151)
!151 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64x2_t", file: !116, line: 45, baseType: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 128, flags: DIFlagVector, elements: !131)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64_t", file: !116, line: 20, baseType: !155)
!155 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16x4_t", file: !116, line: 25, baseType: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 64, flags: DIFlagVector, elements: !124)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16x8_t", file: !116, line: 34, baseType: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 128, flags: DIFlagVector, elements: !120)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !136, line: 25, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !107, line: 40, baseType: !162)
!162 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly8x16_t", file: !164, line: 46, baseType: !165)
!164 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/arm_neon.h", directory: "", checksumkind: CSK_MD5, checksum: "b988b2a3949c6a8194801a3ba5bc17f8")
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 128, flags: DIFlagVector, elements: !70)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly8_t", file: !164, line: 36, baseType: !135)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly16x8_t", file: !164, line: 48, baseType: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !169, size: 128, flags: DIFlagVector, elements: !120)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "poly16_t", file: !164, line: 37, baseType: !160)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "float64x1_t", file: !116, line: 44, baseType: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 64, flags: DIFlagVector, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 1)
!174 = !{!0, !7, !9, !14, !16, !21, !23, !25, !27, !32, !34, !36, !41, !43, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !72, !74, !76, !78, !80, !85, !87, !92, !97, !175}
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !177, isLocal: true, isDefinition: true)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !131)
!178 = !{i32 7, !"Dwarf Version", i32 5}
!179 = !{i32 2, !"Debug Info Version", i32 3}
!180 = !{i32 1, !"wchar_size", i32 4}
!181 = !{i32 8, !"PIC Level", i32 2}
!182 = !{i32 7, !"PIE Level", i32 2}
!183 = !{i32 7, !"uwtable", i32 2}
!184 = !{i32 7, !"frame-pointer", i32 1}
!185 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!186 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!187 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !188, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !102, retainedNodes: !192)
!188 = !DISubroutineType(types: !189)
!189 = !{!114, !114, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!192 = !{!193, !194, !195, !197, !199, !201, !203, !205, !207, !209, !210, !212, !213, !215, !216, !218, !219, !221, !222, !223, !224, !225, !226, !228, !230, !232, !234, !236, !238, !240, !242, !244, !246, !247, !249, !251, !252, !254, !256, !259, !261, !263, !265, !266, !267, !269, !271, !273, !275, !277, !279, !280, !281, !282, !283, !285, !287, !289, !291, !293, !294, !296, !298, !299, !301, !303, !304, !306, !308, !309, !311, !313, !314, !316, !318, !319, !321, !323, !324, !325, !327, !329, !330, !331, !333, !335, !336}
!193 = !DILocalVariable(name: "argc", arg: 1, scope: !187, file: !2, line: 19, type: !114)
!194 = !DILocalVariable(name: "argv", arg: 2, scope: !187, file: !2, line: 19, type: !190)
!195 = !DILocalVariable(name: "sb", scope: !187, file: !2, line: 21, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 128, elements: !70)
!197 = !DILocalVariable(name: "sh", scope: !187, file: !2, line: 21, type: !198)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 128, elements: !120)
!199 = !DILocalVariable(name: "si", scope: !187, file: !2, line: 21, type: !200)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 128, elements: !124)
!201 = !DILocalVariable(name: "sl", scope: !187, file: !2, line: 21, type: !202)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 128, elements: !131)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 22, type: !114)
!204 = distinct !DILexicalBlock(scope: !187, file: !2, line: 22, column: 3)
!205 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 23, type: !114)
!206 = distinct !DILexicalBlock(scope: !187, file: !2, line: 23, column: 3)
!207 = !DILocalVariable(name: "i", scope: !208, file: !2, line: 24, type: !114)
!208 = distinct !DILexicalBlock(scope: !187, file: !2, line: 24, column: 3)
!209 = !DILocalVariable(name: "a8", scope: !187, file: !2, line: 26, type: !115)
!210 = !DILocalVariable(name: "__ret", scope: !211, file: !2, line: 26, type: !115)
!211 = distinct !DILexicalBlock(scope: !187, file: !2, line: 26, column: 18)
!212 = !DILocalVariable(name: "a16", scope: !187, file: !2, line: 27, type: !118)
!213 = !DILocalVariable(name: "__ret", scope: !214, file: !2, line: 27, type: !118)
!214 = distinct !DILexicalBlock(scope: !187, file: !2, line: 27, column: 19)
!215 = !DILocalVariable(name: "a32", scope: !187, file: !2, line: 28, type: !122)
!216 = !DILocalVariable(name: "__ret", scope: !217, file: !2, line: 28, type: !122)
!217 = distinct !DILexicalBlock(scope: !187, file: !2, line: 28, column: 19)
!218 = !DILocalVariable(name: "a64", scope: !187, file: !2, line: 29, type: !126)
!219 = !DILocalVariable(name: "__ret", scope: !220, file: !2, line: 29, type: !126)
!220 = distinct !DILexicalBlock(scope: !187, file: !2, line: 29, column: 19)
!221 = !DILocalVariable(name: "s8", scope: !187, file: !2, line: 30, type: !115)
!222 = !DILocalVariable(name: "s16", scope: !187, file: !2, line: 31, type: !118)
!223 = !DILocalVariable(name: "s16b", scope: !187, file: !2, line: 31, type: !118)
!224 = !DILocalVariable(name: "s32", scope: !187, file: !2, line: 32, type: !122)
!225 = !DILocalVariable(name: "s64", scope: !187, file: !2, line: 33, type: !126)
!226 = !DILocalVariable(name: "t_", scope: !227, file: !2, line: 34, type: !115)
!227 = distinct !DILexicalBlock(scope: !187, file: !2, line: 34, column: 3)
!228 = !DILocalVariable(name: "t_", scope: !229, file: !2, line: 35, type: !133)
!229 = distinct !DILexicalBlock(scope: !187, file: !2, line: 35, column: 3)
!230 = !DILocalVariable(name: "t_", scope: !231, file: !2, line: 36, type: !118)
!231 = distinct !DILexicalBlock(scope: !187, file: !2, line: 36, column: 3)
!232 = !DILocalVariable(name: "t_", scope: !233, file: !2, line: 37, type: !158)
!233 = distinct !DILexicalBlock(scope: !187, file: !2, line: 37, column: 3)
!234 = !DILocalVariable(name: "t_", scope: !235, file: !2, line: 38, type: !122)
!235 = distinct !DILexicalBlock(scope: !187, file: !2, line: 38, column: 3)
!236 = !DILocalVariable(name: "t_", scope: !237, file: !2, line: 39, type: !146)
!237 = distinct !DILexicalBlock(scope: !187, file: !2, line: 39, column: 3)
!238 = !DILocalVariable(name: "t_", scope: !239, file: !2, line: 40, type: !126)
!239 = distinct !DILexicalBlock(scope: !187, file: !2, line: 40, column: 3)
!240 = !DILocalVariable(name: "t_", scope: !241, file: !2, line: 41, type: !126)
!241 = distinct !DILexicalBlock(scope: !187, file: !2, line: 41, column: 3)
!242 = !DILocalVariable(name: "t_", scope: !243, file: !2, line: 42, type: !118)
!243 = distinct !DILexicalBlock(scope: !187, file: !2, line: 42, column: 3)
!244 = !DILocalVariable(name: "__ret", scope: !245, file: !2, line: 42, type: !118)
!245 = distinct !DILexicalBlock(scope: !243, file: !2, line: 42, column: 3)
!246 = !DILocalVariable(name: "__s0", scope: !245, file: !2, line: 42, type: !118)
!247 = !DILocalVariable(name: "t_", scope: !248, file: !2, line: 43, type: !133)
!248 = distinct !DILexicalBlock(scope: !187, file: !2, line: 43, column: 3)
!249 = !DILocalVariable(name: "__ret", scope: !250, file: !2, line: 43, type: !133)
!250 = distinct !DILexicalBlock(scope: !248, file: !2, line: 43, column: 3)
!251 = !DILocalVariable(name: "__s0", scope: !250, file: !2, line: 43, type: !115)
!252 = !DILocalVariable(name: "t_", scope: !253, file: !2, line: 44, type: !139)
!253 = distinct !DILexicalBlock(scope: !187, file: !2, line: 44, column: 3)
!254 = !DILocalVariable(name: "__ret", scope: !255, file: !2, line: 44, type: !139)
!255 = distinct !DILexicalBlock(scope: !253, file: !2, line: 44, column: 3)
!256 = !DILocalVariable(name: "__s0", scope: !255, file: !2, line: 44, type: !257)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32x2_t", file: !116, line: 27, baseType: !258)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 64, flags: DIFlagVector, elements: !131)
!259 = !DILocalVariable(name: "t_", scope: !260, file: !2, line: 45, type: !115)
!260 = distinct !DILexicalBlock(scope: !187, file: !2, line: 45, column: 3)
!261 = !DILocalVariable(name: "t_", scope: !262, file: !2, line: 46, type: !122)
!262 = distinct !DILexicalBlock(scope: !187, file: !2, line: 46, column: 3)
!263 = !DILocalVariable(name: "t_", scope: !264, file: !2, line: 47, type: !156)
!264 = distinct !DILexicalBlock(scope: !187, file: !2, line: 47, column: 3)
!265 = !DILocalVariable(name: "p", scope: !187, file: !2, line: 48, type: !163)
!266 = !DILocalVariable(name: "q", scope: !187, file: !2, line: 48, type: !163)
!267 = !DILocalVariable(name: "t_", scope: !268, file: !2, line: 49, type: !163)
!268 = distinct !DILexicalBlock(scope: !187, file: !2, line: 49, column: 3)
!269 = !DILocalVariable(name: "t_", scope: !270, file: !2, line: 50, type: !167)
!270 = distinct !DILexicalBlock(scope: !187, file: !2, line: 50, column: 3)
!271 = !DILocalVariable(name: "t_", scope: !272, file: !2, line: 51, type: !144)
!272 = distinct !DILexicalBlock(scope: !187, file: !2, line: 51, column: 3)
!273 = !DILocalVariable(name: "t_", scope: !274, file: !2, line: 52, type: !156)
!274 = distinct !DILexicalBlock(scope: !187, file: !2, line: 52, column: 3)
!275 = !DILocalVariable(name: "t_", scope: !276, file: !2, line: 53, type: !133)
!276 = distinct !DILexicalBlock(scope: !187, file: !2, line: 53, column: 3)
!277 = !DILocalVariable(name: "t_", scope: !278, file: !2, line: 54, type: !118)
!278 = distinct !DILexicalBlock(scope: !187, file: !2, line: 54, column: 3)
!279 = !DILocalVariable(name: "f", scope: !187, file: !2, line: 55, type: !148)
!280 = !DILocalVariable(name: "g", scope: !187, file: !2, line: 55, type: !148)
!281 = !DILocalVariable(name: "d", scope: !187, file: !2, line: 56, type: !152)
!282 = !DILocalVariable(name: "e", scope: !187, file: !2, line: 56, type: !152)
!283 = !DILocalVariable(name: "t_", scope: !284, file: !2, line: 57, type: !148)
!284 = distinct !DILexicalBlock(scope: !187, file: !2, line: 57, column: 3)
!285 = !DILocalVariable(name: "t_", scope: !286, file: !2, line: 58, type: !152)
!286 = distinct !DILexicalBlock(scope: !187, file: !2, line: 58, column: 3)
!287 = !DILocalVariable(name: "t_", scope: !288, file: !2, line: 59, type: !148)
!288 = distinct !DILexicalBlock(scope: !187, file: !2, line: 59, column: 3)
!289 = !DILocalVariable(name: "t_", scope: !290, file: !2, line: 60, type: !148)
!290 = distinct !DILexicalBlock(scope: !187, file: !2, line: 60, column: 3)
!291 = !DILocalVariable(name: "t_", scope: !292, file: !2, line: 61, type: !170)
!292 = distinct !DILexicalBlock(scope: !187, file: !2, line: 61, column: 3)
!293 = !DILocalVariable(name: "h", scope: !187, file: !2, line: 62, type: !148)
!294 = !DILocalVariable(name: "t_", scope: !295, file: !2, line: 63, type: !122)
!295 = distinct !DILexicalBlock(scope: !187, file: !2, line: 63, column: 3)
!296 = !DILocalVariable(name: "__ret", scope: !297, file: !2, line: 63, type: !122)
!297 = distinct !DILexicalBlock(scope: !295, file: !2, line: 63, column: 3)
!298 = !DILocalVariable(name: "__s0", scope: !297, file: !2, line: 63, type: !148)
!299 = !DILocalVariable(name: "t_", scope: !300, file: !2, line: 64, type: !146)
!300 = distinct !DILexicalBlock(scope: !187, file: !2, line: 64, column: 3)
!301 = !DILocalVariable(name: "__ret", scope: !302, file: !2, line: 64, type: !146)
!302 = distinct !DILexicalBlock(scope: !300, file: !2, line: 64, column: 3)
!303 = !DILocalVariable(name: "__s0", scope: !302, file: !2, line: 64, type: !148)
!304 = !DILocalVariable(name: "t_", scope: !305, file: !2, line: 65, type: !148)
!305 = distinct !DILexicalBlock(scope: !187, file: !2, line: 65, column: 3)
!306 = !DILocalVariable(name: "__ret", scope: !307, file: !2, line: 65, type: !148)
!307 = distinct !DILexicalBlock(scope: !305, file: !2, line: 65, column: 3)
!308 = !DILocalVariable(name: "__s0", scope: !307, file: !2, line: 65, type: !122)
!309 = !DILocalVariable(name: "t_", scope: !310, file: !2, line: 66, type: !148)
!310 = distinct !DILexicalBlock(scope: !187, file: !2, line: 66, column: 3)
!311 = !DILocalVariable(name: "__ret", scope: !312, file: !2, line: 66, type: !148)
!312 = distinct !DILexicalBlock(scope: !310, file: !2, line: 66, column: 3)
!313 = !DILocalVariable(name: "__s0", scope: !312, file: !2, line: 66, type: !146)
!314 = !DILocalVariable(name: "t_", scope: !315, file: !2, line: 67, type: !152)
!315 = distinct !DILexicalBlock(scope: !187, file: !2, line: 67, column: 3)
!316 = !DILocalVariable(name: "__ret", scope: !317, file: !2, line: 67, type: !152)
!317 = distinct !DILexicalBlock(scope: !315, file: !2, line: 67, column: 3)
!318 = !DILocalVariable(name: "__s0", scope: !317, file: !2, line: 67, type: !126)
!319 = !DILocalVariable(name: "t_", scope: !320, file: !2, line: 68, type: !118)
!320 = distinct !DILexicalBlock(scope: !187, file: !2, line: 68, column: 3)
!321 = !DILocalVariable(name: "__ret", scope: !322, file: !2, line: 68, type: !118)
!322 = distinct !DILexicalBlock(scope: !320, file: !2, line: 68, column: 3)
!323 = !DILocalVariable(name: "__s0", scope: !322, file: !2, line: 68, type: !118)
!324 = !DILocalVariable(name: "__s1", scope: !322, file: !2, line: 68, type: !118)
!325 = !DILocalVariable(name: "t_", scope: !326, file: !2, line: 69, type: !122)
!326 = distinct !DILexicalBlock(scope: !187, file: !2, line: 69, column: 3)
!327 = !DILocalVariable(name: "__ret", scope: !328, file: !2, line: 69, type: !122)
!328 = distinct !DILexicalBlock(scope: !326, file: !2, line: 69, column: 3)
!329 = !DILocalVariable(name: "__s0", scope: !328, file: !2, line: 69, type: !122)
!330 = !DILocalVariable(name: "__s1", scope: !328, file: !2, line: 69, type: !257)
!331 = !DILocalVariable(name: "t_", scope: !332, file: !2, line: 70, type: !156)
!332 = distinct !DILexicalBlock(scope: !187, file: !2, line: 70, column: 3)
!333 = !DILocalVariable(name: "__ret", scope: !334, file: !2, line: 70, type: !156)
!334 = distinct !DILexicalBlock(scope: !332, file: !2, line: 70, column: 3)
!335 = !DILocalVariable(name: "__s0", scope: !334, file: !2, line: 70, type: !156)
!336 = !DILocalVariable(name: "__s1", scope: !334, file: !2, line: 70, type: !156)
!337 = !DILocation(line: 0, scope: !187)
!338 = !DILocation(line: 0, scope: !204)
!339 = !DILocation(line: 22, column: 40, scope: !340)
!340 = distinct !DILexicalBlock(scope: !204, file: !2, line: 22, column: 3)
!341 = !DILocation(line: 0, scope: !206)
!342 = !DILocation(line: 23, column: 39, scope: !343)
!343 = distinct !DILexicalBlock(scope: !206, file: !2, line: 23, column: 3)
!344 = !DILocation(line: 0, scope: !208)
!345 = !DILocation(line: 24, column: 65, scope: !346)
!346 = distinct !DILexicalBlock(scope: !208, file: !2, line: 24, column: 3)
!347 = !DILocation(line: 21, column: 77, scope: !187)
!348 = !DILocation(line: 21, column: 75, scope: !187)
!349 = !DILocation(line: 25, column: 9, scope: !187)
!350 = !DILocation(line: 25, column: 27, scope: !187)
!351 = !DILocation(line: 25, column: 46, scope: !187)
!352 = !DILocation(line: 34, column: 3, scope: !227)
!353 = !DILocation(line: 0, scope: !227)
!354 = !DILocalVariable(name: "name", arg: 1, scope: !355, file: !2, line: 11, type: !358)
!355 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 11, type: !356, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !102, retainedNodes: !362)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !358, !360, !114}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!362 = !{!354, !363, !364, !365, !368}
!363 = !DILocalVariable(name: "p", arg: 2, scope: !355, file: !2, line: 11, type: !360)
!364 = !DILocalVariable(name: "n", arg: 3, scope: !355, file: !2, line: 11, type: !114)
!365 = !DILocalVariable(name: "b", scope: !355, file: !2, line: 12, type: !366)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!368 = !DILocalVariable(name: "i", scope: !369, file: !2, line: 14, type: !114)
!369 = distinct !DILexicalBlock(scope: !355, file: !2, line: 14, column: 3)
!370 = !DILocation(line: 0, scope: !355, inlinedAt: !371)
!371 = distinct !DILocation(line: 34, column: 3, scope: !227)
!372 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !371)
!373 = !DILocation(line: 0, scope: !369, inlinedAt: !371)
!374 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !371)
!375 = distinct !DILexicalBlock(scope: !369, file: !2, line: 14, column: 3)
!376 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !371)
!377 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !371)
!378 = !DILocation(line: 35, column: 3, scope: !229)
!379 = !DILocation(line: 0, scope: !229)
!380 = !DILocation(line: 0, scope: !355, inlinedAt: !381)
!381 = distinct !DILocation(line: 35, column: 3, scope: !229)
!382 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !381)
!383 = !DILocation(line: 0, scope: !369, inlinedAt: !381)
!384 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !381)
!385 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !381)
!386 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !381)
!387 = !DILocation(line: 36, column: 3, scope: !231)
!388 = !DILocation(line: 0, scope: !231)
!389 = !DILocation(line: 0, scope: !355, inlinedAt: !390)
!390 = distinct !DILocation(line: 36, column: 3, scope: !231)
!391 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !390)
!392 = !DILocation(line: 0, scope: !369, inlinedAt: !390)
!393 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !390)
!394 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !390)
!395 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !390)
!396 = !DILocation(line: 37, column: 3, scope: !233)
!397 = !DILocation(line: 0, scope: !233)
!398 = !DILocation(line: 0, scope: !355, inlinedAt: !399)
!399 = distinct !DILocation(line: 37, column: 3, scope: !233)
!400 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !399)
!401 = !DILocation(line: 0, scope: !369, inlinedAt: !399)
!402 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !399)
!403 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !399)
!404 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !399)
!405 = !DILocation(line: 38, column: 3, scope: !235)
!406 = !DILocation(line: 0, scope: !235)
!407 = !DILocation(line: 0, scope: !355, inlinedAt: !408)
!408 = distinct !DILocation(line: 38, column: 3, scope: !235)
!409 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !408)
!410 = !DILocation(line: 0, scope: !369, inlinedAt: !408)
!411 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !408)
!412 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !408)
!413 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !408)
!414 = !DILocation(line: 39, column: 3, scope: !237)
!415 = !DILocation(line: 0, scope: !237)
!416 = !DILocation(line: 0, scope: !355, inlinedAt: !417)
!417 = distinct !DILocation(line: 39, column: 3, scope: !237)
!418 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !417)
!419 = !DILocation(line: 0, scope: !369, inlinedAt: !417)
!420 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !417)
!421 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !417)
!422 = !DILocation(line: 21, column: 64, scope: !187)
!423 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !417)
!424 = !DILocation(line: 40, column: 3, scope: !239)
!425 = !DILocation(line: 0, scope: !239)
!426 = !DILocation(line: 0, scope: !355, inlinedAt: !427)
!427 = distinct !DILocation(line: 40, column: 3, scope: !239)
!428 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !427)
!429 = !DILocation(line: 0, scope: !369, inlinedAt: !427)
!430 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !427)
!431 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !427)
!432 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !427)
!433 = !DILocation(line: 41, column: 3, scope: !241)
!434 = !DILocation(line: 0, scope: !241)
!435 = !DILocation(line: 0, scope: !355, inlinedAt: !436)
!436 = distinct !DILocation(line: 41, column: 3, scope: !241)
!437 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !436)
!438 = !DILocation(line: 0, scope: !369, inlinedAt: !436)
!439 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !436)
!440 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !436)
!441 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !436)
!442 = !DILocation(line: 0, scope: !245)
!443 = !DILocation(line: 42, column: 3, scope: !245)
!444 = !DILocation(line: 42, column: 3, scope: !243)
!445 = !DILocation(line: 0, scope: !243)
!446 = !DILocation(line: 0, scope: !355, inlinedAt: !447)
!447 = distinct !DILocation(line: 42, column: 3, scope: !243)
!448 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !447)
!449 = !DILocation(line: 0, scope: !369, inlinedAt: !447)
!450 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !447)
!451 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !447)
!452 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !447)
!453 = !DILocation(line: 0, scope: !250)
!454 = !DILocation(line: 43, column: 3, scope: !250)
!455 = !DILocation(line: 0, scope: !248)
!456 = !DILocation(line: 0, scope: !355, inlinedAt: !457)
!457 = distinct !DILocation(line: 43, column: 3, scope: !248)
!458 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !457)
!459 = !DILocation(line: 0, scope: !369, inlinedAt: !457)
!460 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !457)
!461 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !457)
!462 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !457)
!463 = !DILocation(line: 44, column: 3, scope: !255)
!464 = !DILocation(line: 0, scope: !255)
!465 = !DILocation(line: 44, column: 3, scope: !253)
!466 = !DILocation(line: 0, scope: !253)
!467 = !DILocation(line: 0, scope: !355, inlinedAt: !468)
!468 = distinct !DILocation(line: 44, column: 3, scope: !253)
!469 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !468)
!470 = !DILocation(line: 0, scope: !369, inlinedAt: !468)
!471 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !468)
!472 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !468)
!473 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !468)
!474 = !DILocation(line: 45, column: 3, scope: !260)
!475 = !DILocation(line: 0, scope: !260)
!476 = !DILocation(line: 0, scope: !355, inlinedAt: !477)
!477 = distinct !DILocation(line: 45, column: 3, scope: !260)
!478 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !477)
!479 = !DILocation(line: 0, scope: !369, inlinedAt: !477)
!480 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !477)
!481 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !477)
!482 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !477)
!483 = !DILocation(line: 46, column: 3, scope: !262)
!484 = !DILocation(line: 0, scope: !262)
!485 = !DILocation(line: 0, scope: !355, inlinedAt: !486)
!486 = distinct !DILocation(line: 46, column: 3, scope: !262)
!487 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !486)
!488 = !DILocation(line: 0, scope: !369, inlinedAt: !486)
!489 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !486)
!490 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !486)
!491 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !486)
!492 = !DILocation(line: 47, column: 3, scope: !264)
!493 = !DILocation(line: 0, scope: !264)
!494 = !DILocation(line: 0, scope: !355, inlinedAt: !495)
!495 = distinct !DILocation(line: 47, column: 3, scope: !264)
!496 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !495)
!497 = !DILocation(line: 0, scope: !369, inlinedAt: !495)
!498 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !495)
!499 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !495)
!500 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !495)
!501 = !DILocation(line: 49, column: 3, scope: !268)
!502 = !DILocation(line: 0, scope: !268)
!503 = !DILocation(line: 0, scope: !355, inlinedAt: !504)
!504 = distinct !DILocation(line: 49, column: 3, scope: !268)
!505 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !504)
!506 = !DILocation(line: 0, scope: !369, inlinedAt: !504)
!507 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !504)
!508 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !504)
!509 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !504)
!510 = !DILocation(line: 50, column: 3, scope: !270)
!511 = !DILocation(line: 0, scope: !270)
!512 = !DILocation(line: 0, scope: !355, inlinedAt: !513)
!513 = distinct !DILocation(line: 50, column: 3, scope: !270)
!514 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !513)
!515 = !DILocation(line: 0, scope: !369, inlinedAt: !513)
!516 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !513)
!517 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !513)
!518 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !513)
!519 = !DILocation(line: 51, column: 3, scope: !272)
!520 = !DILocation(line: 0, scope: !272)
!521 = !DILocation(line: 0, scope: !355, inlinedAt: !522)
!522 = distinct !DILocation(line: 51, column: 3, scope: !272)
!523 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !522)
!524 = !DILocation(line: 0, scope: !369, inlinedAt: !522)
!525 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !522)
!526 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !522)
!527 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !522)
!528 = !DILocation(line: 52, column: 3, scope: !274)
!529 = !DILocation(line: 0, scope: !274)
!530 = !DILocation(line: 0, scope: !355, inlinedAt: !531)
!531 = distinct !DILocation(line: 52, column: 3, scope: !274)
!532 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !531)
!533 = !DILocation(line: 0, scope: !369, inlinedAt: !531)
!534 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !531)
!535 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !531)
!536 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !531)
!537 = !DILocation(line: 53, column: 3, scope: !276)
!538 = !DILocation(line: 0, scope: !276)
!539 = !DILocation(line: 0, scope: !355, inlinedAt: !540)
!540 = distinct !DILocation(line: 53, column: 3, scope: !276)
!541 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !540)
!542 = !DILocation(line: 0, scope: !369, inlinedAt: !540)
!543 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !540)
!544 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !540)
!545 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !540)
!546 = !DILocation(line: 54, column: 3, scope: !278)
!547 = !DILocation(line: 0, scope: !278)
!548 = !DILocation(line: 0, scope: !355, inlinedAt: !549)
!549 = distinct !DILocation(line: 54, column: 3, scope: !278)
!550 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !549)
!551 = !DILocation(line: 0, scope: !369, inlinedAt: !549)
!552 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !549)
!553 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !549)
!554 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !549)
!555 = !DILocation(line: 57, column: 3, scope: !284)
!556 = !DILocation(line: 0, scope: !284)
!557 = !DILocation(line: 0, scope: !355, inlinedAt: !558)
!558 = distinct !DILocation(line: 57, column: 3, scope: !284)
!559 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !558)
!560 = !DILocation(line: 0, scope: !369, inlinedAt: !558)
!561 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !558)
!562 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !558)
!563 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !558)
!564 = !DILocation(line: 58, column: 3, scope: !286)
!565 = !DILocation(line: 0, scope: !286)
!566 = !DILocation(line: 0, scope: !355, inlinedAt: !567)
!567 = distinct !DILocation(line: 58, column: 3, scope: !286)
!568 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !567)
!569 = !DILocation(line: 0, scope: !369, inlinedAt: !567)
!570 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !567)
!571 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !567)
!572 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !567)
!573 = !DILocation(line: 59, column: 3, scope: !288)
!574 = !DILocation(line: 0, scope: !288)
!575 = !DILocation(line: 0, scope: !355, inlinedAt: !576)
!576 = distinct !DILocation(line: 59, column: 3, scope: !288)
!577 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !576)
!578 = !DILocation(line: 0, scope: !369, inlinedAt: !576)
!579 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !576)
!580 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !576)
!581 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !576)
!582 = !DILocation(line: 60, column: 3, scope: !290)
!583 = !DILocation(line: 0, scope: !290)
!584 = !DILocation(line: 0, scope: !355, inlinedAt: !585)
!585 = distinct !DILocation(line: 60, column: 3, scope: !290)
!586 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !585)
!587 = !DILocation(line: 0, scope: !369, inlinedAt: !585)
!588 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !585)
!589 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !585)
!590 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !585)
!591 = !DILocation(line: 61, column: 3, scope: !292)
!592 = !DILocation(line: 0, scope: !292)
!593 = !DILocation(line: 0, scope: !355, inlinedAt: !594)
!594 = distinct !DILocation(line: 61, column: 3, scope: !292)
!595 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !594)
!596 = !DILocation(line: 0, scope: !369, inlinedAt: !594)
!597 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !594)
!598 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !594)
!599 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !594)
!600 = !DILocation(line: 0, scope: !297)
!601 = !DILocation(line: 63, column: 3, scope: !297)
!602 = !DILocation(line: 63, column: 3, scope: !295)
!603 = !DILocation(line: 0, scope: !295)
!604 = !DILocation(line: 0, scope: !355, inlinedAt: !605)
!605 = distinct !DILocation(line: 63, column: 3, scope: !295)
!606 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !605)
!607 = !DILocation(line: 0, scope: !369, inlinedAt: !605)
!608 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !605)
!609 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !605)
!610 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !605)
!611 = !DILocation(line: 0, scope: !302)
!612 = !DILocation(line: 64, column: 3, scope: !302)
!613 = !DILocation(line: 64, column: 3, scope: !300)
!614 = !DILocation(line: 0, scope: !300)
!615 = !DILocation(line: 0, scope: !355, inlinedAt: !616)
!616 = distinct !DILocation(line: 64, column: 3, scope: !300)
!617 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !616)
!618 = !DILocation(line: 0, scope: !369, inlinedAt: !616)
!619 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !616)
!620 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !616)
!621 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !616)
!622 = !DILocation(line: 0, scope: !307)
!623 = !DILocation(line: 65, column: 3, scope: !307)
!624 = !DILocation(line: 65, column: 3, scope: !305)
!625 = !DILocation(line: 0, scope: !305)
!626 = !DILocation(line: 0, scope: !355, inlinedAt: !627)
!627 = distinct !DILocation(line: 65, column: 3, scope: !305)
!628 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !627)
!629 = !DILocation(line: 0, scope: !369, inlinedAt: !627)
!630 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !627)
!631 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !627)
!632 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !627)
!633 = !DILocation(line: 0, scope: !312)
!634 = !DILocation(line: 66, column: 3, scope: !312)
!635 = !DILocation(line: 66, column: 3, scope: !310)
!636 = !DILocation(line: 0, scope: !310)
!637 = !DILocation(line: 0, scope: !355, inlinedAt: !638)
!638 = distinct !DILocation(line: 66, column: 3, scope: !310)
!639 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !638)
!640 = !DILocation(line: 0, scope: !369, inlinedAt: !638)
!641 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !638)
!642 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !638)
!643 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !638)
!644 = !DILocation(line: 0, scope: !317)
!645 = !DILocation(line: 67, column: 3, scope: !317)
!646 = !DILocation(line: 67, column: 3, scope: !315)
!647 = !DILocation(line: 0, scope: !315)
!648 = !DILocation(line: 0, scope: !355, inlinedAt: !649)
!649 = distinct !DILocation(line: 67, column: 3, scope: !315)
!650 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !649)
!651 = !DILocation(line: 0, scope: !369, inlinedAt: !649)
!652 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !649)
!653 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !649)
!654 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !649)
!655 = !DILocation(line: 0, scope: !322)
!656 = !DILocation(line: 68, column: 3, scope: !322)
!657 = !DILocation(line: 68, column: 3, scope: !320)
!658 = !DILocation(line: 0, scope: !320)
!659 = !DILocation(line: 0, scope: !355, inlinedAt: !660)
!660 = distinct !DILocation(line: 68, column: 3, scope: !320)
!661 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !660)
!662 = !DILocation(line: 0, scope: !369, inlinedAt: !660)
!663 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !660)
!664 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !660)
!665 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !660)
!666 = !DILocation(line: 0, scope: !328)
!667 = !DILocation(line: 69, column: 3, scope: !328)
!668 = !DILocation(line: 69, column: 3, scope: !326)
!669 = !DILocation(line: 0, scope: !326)
!670 = !DILocation(line: 0, scope: !355, inlinedAt: !671)
!671 = distinct !DILocation(line: 69, column: 3, scope: !326)
!672 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !671)
!673 = !DILocation(line: 0, scope: !369, inlinedAt: !671)
!674 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !671)
!675 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !671)
!676 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !671)
!677 = !DILocation(line: 70, column: 3, scope: !334)
!678 = !DILocation(line: 0, scope: !334)
!679 = !DILocation(line: 70, column: 3, scope: !332)
!680 = !DILocation(line: 0, scope: !332)
!681 = !DILocation(line: 0, scope: !355, inlinedAt: !682)
!682 = distinct !DILocation(line: 70, column: 3, scope: !332)
!683 = !DILocation(line: 13, column: 3, scope: !355, inlinedAt: !682)
!684 = !DILocation(line: 0, scope: !369, inlinedAt: !682)
!685 = !DILocation(line: 14, column: 47, scope: !375, inlinedAt: !682)
!686 = !DILocation(line: 14, column: 31, scope: !375, inlinedAt: !682)
!687 = !DILocation(line: 15, column: 3, scope: !355, inlinedAt: !682)
!688 = !DILocation(line: 71, column: 3, scope: !187)
!689 = !DISubprogram(name: "printf", scope: !690, file: !690, line: 356, type: !691, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!691 = !DISubroutineType(types: !692)
!692 = !{!114, !693, null}
!693 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !358)
