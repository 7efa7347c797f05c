; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i64, i8, i32, i64 }

@g_2 = internal global i32 6, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !16
@g_3 = internal global i32 0, align 4, !dbg !203
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !21
@g_11 = internal unnamed_addr global i16 9210, align 2, !dbg !205
@.str.3 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !23
@g_18 = internal unnamed_addr global i8 114, align 1, !dbg !207
@.str.4 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !28
@g_32 = internal unnamed_addr global i32 -1665392208, align 4, !dbg !209
@.str.5 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@g_38 = internal unnamed_addr global i64 -2236572359578596509, align 8, !dbg !211
@.str.6 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1, !dbg !32
@g_43 = internal global i32 -1839491251, align 4, !dbg !216
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !36
@g_78 = internal unnamed_addr global i1 false, align 4, !dbg !298
@.str.9 = private unnamed_addr constant [5 x i8] c"g_78\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [8 x i8] c"g_88.f0\00", align 1, !dbg !40
@g_97 = internal unnamed_addr global i1 false, align 1, !dbg !299
@.str.11 = private unnamed_addr constant [5 x i8] c"g_97\00", align 1, !dbg !45
@g_100 = internal unnamed_addr global [6 x [3 x [2 x i32]]] [[3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer]], align 4, !dbg !235
@.str.12 = private unnamed_addr constant [15 x i8] c"g_100[i][j][k]\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [6 x i8] c"g_111\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1, !dbg !62
@g_156 = internal global i8 -1, align 1, !dbg !266
@.str.16 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !67
@g_168 = internal global i16 -29421, align 2, !dbg !268
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !69
@g_208 = internal global %struct.S0 { i32 1853432205, i32 -1, i64 -9, i8 2, i32 -8, i64 1247621401570271684 }, align 8, !dbg !271
@.str.18 = private unnamed_addr constant [9 x i8] c"g_208.f0\00", align 1, !dbg !71
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208.f1\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [9 x i8] c"g_208.f2\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [9 x i8] c"g_208.f3\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [9 x i8] c"g_208.f4\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [9 x i8] c"g_208.f5\00", align 1, !dbg !81
@.str.24 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1, !dbg !83
@g_229 = internal global %struct.S0 { i32 -8, i32 2, i64 -10, i8 -119, i32 5, i64 6557568948758331365 }, align 8, !dbg !275
@.str.25 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1, !dbg !85
@.str.26 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1, !dbg !87
@.str.27 = private unnamed_addr constant [9 x i8] c"g_229.f2\00", align 1, !dbg !89
@.str.28 = private unnamed_addr constant [9 x i8] c"g_229.f3\00", align 1, !dbg !91
@.str.29 = private unnamed_addr constant [9 x i8] c"g_229.f4\00", align 1, !dbg !93
@.str.30 = private unnamed_addr constant [9 x i8] c"g_229.f5\00", align 1, !dbg !95
@.str.31 = private unnamed_addr constant [6 x i8] c"g_250\00", align 1, !dbg !97
@.str.32 = private unnamed_addr constant [6 x i8] c"g_307\00", align 1, !dbg !99
@g_324 = internal global i8 95, align 1, !dbg !282
@.str.33 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !101
@.str.34 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1, !dbg !103
@.str.35 = private unnamed_addr constant [6 x i8] c"g_400\00", align 1, !dbg !105
@.str.36 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1, !dbg !107
@g_460 = internal global %struct.S0 { i32 0, i32 -3, i64 -8322393348686996378, i8 -1, i32 1, i64 7278726924818229203 }, align 8, !dbg !290
@.str.37 = private unnamed_addr constant [9 x i8] c"g_460.f0\00", align 1, !dbg !109
@.str.38 = private unnamed_addr constant [9 x i8] c"g_460.f1\00", align 1, !dbg !111
@.str.39 = private unnamed_addr constant [9 x i8] c"g_460.f2\00", align 1, !dbg !113
@.str.40 = private unnamed_addr constant [9 x i8] c"g_460.f3\00", align 1, !dbg !115
@.str.41 = private unnamed_addr constant [9 x i8] c"g_460.f4\00", align 1, !dbg !117
@.str.42 = private unnamed_addr constant [9 x i8] c"g_460.f5\00", align 1, !dbg !119
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !295
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !121
@g_79 = internal global ptr null, align 8, !dbg !149
@g_46 = internal global ptr @g_42, align 8, !dbg !156
@g_42 = internal global ptr @g_43, align 8, !dbg !163
@g_323 = internal global ptr @g_324, align 8, !dbg !181
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !198
@g_117 = internal global { i16, [30 x i8] } { i16 -7, [30 x i8] undef }, align 8, !dbg !242
@g_222 = internal global { i16, [30 x i8] } { i16 0, [30 x i8] undef }, align 8, !dbg !273
@.str.46 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !292

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !312 {
  %3 = alloca %struct.S0, align 8
    #dbg_value(i32 %0, !318, !DIExpression(), !324)
    #dbg_value(ptr %1, !319, !DIExpression(), !324)
    #dbg_value(i32 0, !323, !DIExpression(), !324)
  %4 = icmp eq i32 %0, 2, !dbg !325
  br i1 %4, label %5, label %18, !dbg !327

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !328
  %7 = load ptr, ptr %6, align 8, !dbg !328, !tbaa !329
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !333
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !334
  %17 = zext i1 %16 to i32, !dbg !334
  br label %18, !dbg !334

18:                                               ; preds = %14, %2
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !324
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !324
    #dbg_value(i32 %20, !323, !DIExpression(), !324)
    #dbg_value(i32 -306674912, !335, !DIExpression(), !344)
    #dbg_value(i32 0, !341, !DIExpression(), !344)
  br label %21, !dbg !346

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
    #dbg_value(i64 %22, !341, !DIExpression(), !344)
    #dbg_value(i32 8, !342, !DIExpression(), !344)
    #dbg_value(i64 %22, !340, !DIExpression(), !344)
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !348
  %24 = and i32 %23, 1, !dbg !348
  %25 = icmp eq i32 %24, 0, !dbg !348
  %26 = lshr i32 %23, 1, !dbg !355
  %27 = xor i32 %26, -306674912, !dbg !355
  %28 = select i1 %25, i32 %26, i32 %27, !dbg !355
    #dbg_value(i32 %28, !340, !DIExpression(), !344)
    #dbg_value(i32 7, !342, !DIExpression(), !344)
  %29 = and i32 %28, 1, !dbg !348
  %30 = icmp eq i32 %29, 0, !dbg !348
  %31 = lshr i32 %28, 1, !dbg !355
  %32 = xor i32 %31, -306674912, !dbg !355
  %33 = select i1 %30, i32 %31, i32 %32, !dbg !355
    #dbg_value(i32 %33, !340, !DIExpression(), !344)
    #dbg_value(i32 6, !342, !DIExpression(), !344)
  %34 = and i32 %33, 1, !dbg !348
  %35 = icmp eq i32 %34, 0, !dbg !348
  %36 = lshr i32 %33, 1, !dbg !355
  %37 = xor i32 %36, -306674912, !dbg !355
  %38 = select i1 %35, i32 %36, i32 %37, !dbg !355
    #dbg_value(i32 %38, !340, !DIExpression(), !344)
    #dbg_value(i32 5, !342, !DIExpression(), !344)
  %39 = and i32 %38, 1, !dbg !348
  %40 = icmp eq i32 %39, 0, !dbg !348
  %41 = lshr i32 %38, 1, !dbg !355
  %42 = xor i32 %41, -306674912, !dbg !355
  %43 = select i1 %40, i32 %41, i32 %42, !dbg !355
    #dbg_value(i32 %43, !340, !DIExpression(), !344)
    #dbg_value(i32 4, !342, !DIExpression(), !344)
  %44 = and i32 %43, 1, !dbg !348
  %45 = icmp eq i32 %44, 0, !dbg !348
  %46 = lshr i32 %43, 1, !dbg !355
  %47 = xor i32 %46, -306674912, !dbg !355
  %48 = select i1 %45, i32 %46, i32 %47, !dbg !355
    #dbg_value(i32 %48, !340, !DIExpression(), !344)
    #dbg_value(i32 3, !342, !DIExpression(), !344)
  %49 = and i32 %48, 1, !dbg !348
  %50 = icmp eq i32 %49, 0, !dbg !348
  %51 = lshr i32 %48, 1, !dbg !355
  %52 = xor i32 %51, -306674912, !dbg !355
  %53 = select i1 %50, i32 %51, i32 %52, !dbg !355
    #dbg_value(i32 %53, !340, !DIExpression(), !344)
    #dbg_value(i32 2, !342, !DIExpression(), !344)
  %54 = and i32 %53, 1, !dbg !348
  %55 = icmp eq i32 %54, 0, !dbg !348
  %56 = lshr i32 %53, 1, !dbg !355
  %57 = xor i32 %56, -306674912, !dbg !355
  %58 = select i1 %55, i32 %56, i32 %57, !dbg !355
    #dbg_value(i32 %58, !340, !DIExpression(), !344)
    #dbg_value(i32 1, !342, !DIExpression(), !344)
  %59 = and i32 %58, 1, !dbg !348
  %60 = icmp eq i32 %59, 0, !dbg !348
  %61 = lshr i32 %58, 1, !dbg !355
  %62 = xor i32 %61, -306674912, !dbg !355
  %63 = select i1 %60, i32 %61, i32 %62, !dbg !355
    #dbg_value(i32 %63, !340, !DIExpression(), !344)
    #dbg_value(i32 0, !342, !DIExpression(), !344)
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !356
  store i32 %63, ptr %64, align 4, !dbg !357, !tbaa !358
  %65 = add nuw nsw i64 %22, 1, !dbg !360
    #dbg_value(i64 %65, !341, !DIExpression(), !344)
  %66 = icmp eq i64 %65, 256, !dbg !361
  br i1 %66, label %67, label %21, !dbg !346, !llvm.loop !362

67:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
    #dbg_value(i16 8, !365, !DIExpression(), !629)
    #dbg_value(ptr @g_11, !370, !DIExpression(), !629)
    #dbg_value(ptr @g_18, !372, !DIExpression(), !629)
    #dbg_value(ptr @g_38, !373, !DIExpression(), !629)
    #dbg_value(i32 -2106426224, !375, !DIExpression(), !629)
    #dbg_value(ptr null, !376, !DIExpression(), !629)
    #dbg_value(i32 1029219501, !377, !DIExpression(), !629)
    #dbg_value(i32 -427076956, !381, !DIExpression(), !629)
    #dbg_value(ptr null, !382, !DIExpression(), !629)
    #dbg_value(ptr poison, !383, !DIExpression(), !629)
    #dbg_value(i16 1, !385, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !629)
    #dbg_value(i16 poison, !385, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !629)
    #dbg_value(i16 -2, !385, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !629)
    #dbg_assign(i1 undef, !385, !DIExpression(DW_OP_LLVM_fragment, 272, 48), !631, ptr poison, !DIExpression(), !629)
    #dbg_value(i16 1, !385, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !629)
    #dbg_assign(i1 undef, !385, !DIExpression(DW_OP_LLVM_fragment, 336, 80), !632, ptr poison, !DIExpression(), !629)
    #dbg_value(i16 -2, !385, !DIExpression(DW_OP_LLVM_fragment, 416, 16), !629)
    #dbg_assign(i1 undef, !385, !DIExpression(DW_OP_LLVM_fragment, 432, 432), !633, ptr poison, !DIExpression(), !629)
    #dbg_value(i32 540688464, !389, !DIExpression(), !629)
    #dbg_value(ptr undef, !390, !DIExpression(), !629)
    #dbg_value(ptr undef, !391, !DIExpression(), !629)
    #dbg_value(i32 0, !394, !DIExpression(), !629)
    #dbg_value(ptr @g_11, !395, !DIExpression(), !629)
    #dbg_value(ptr undef, !397, !DIExpression(), !629)
    #dbg_value(ptr null, !398, !DIExpression(), !629)
    #dbg_value(i32 1239258648, !399, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !629)
    #dbg_assign(i1 undef, !399, !DIExpression(DW_OP_LLVM_fragment, 224, 64), !634, ptr poison, !DIExpression(), !629)
    #dbg_value(i32 1, !402, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !629)
    #dbg_assign(i1 undef, !402, !DIExpression(DW_OP_LLVM_fragment, 1152, 576), !635, ptr poison, !DIExpression(), !629)
    #dbg_value(ptr poison, !405, !DIExpression(), !629)
    #dbg_value(i16 poison, !407, !DIExpression(), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !629)
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !629)
    #dbg_value(i64 4, !409, !DIExpression(), !629)
    #dbg_value(i64 5, !408, !DIExpression(), !629)
  %68 = load i16, ptr @g_11, align 2, !tbaa !636
  %69 = load i64, ptr @g_38, align 8, !tbaa !638
  store i32 -23, ptr @g_3, align 4, !dbg !640, !tbaa !358
  %70 = and i16 %68, 6, !dbg !641
  %71 = mul nuw nsw i16 %70, 6
  %72 = zext nneg i16 %71 to i32
  %73 = load i32, ptr @g_32, align 4, !tbaa !358
  br label %74, !dbg !642

74:                                               ; preds = %147, %67
  %75 = phi i32 [ %73, %67 ], [ %79, %147 ], !dbg !641
  %76 = phi i64 [ %69, %67 ], [ %80, %147 ]
    #dbg_value(i32 poison, !381, !DIExpression(), !629)
    #dbg_value(i32 poison, !438, !DIExpression(), !643)
  store i16 %70, ptr @g_11, align 2, !dbg !641, !tbaa !636
  %77 = load volatile i32, ptr @g_2, align 4, !dbg !644, !tbaa !358
  %78 = or i32 %77, %72, !dbg !644
  store volatile i32 %78, ptr @g_2, align 4, !dbg !644, !tbaa !358
  %79 = xor i32 %75, 1, !dbg !645
  store i32 %79, ptr @g_32, align 4, !dbg !645, !tbaa !358
    #dbg_assign(i1 undef, !646, !DIExpression(), !664, ptr undef, !DIExpression(), !665)
    #dbg_value(i32 %79, !651, !DIExpression(), !665)
    #dbg_value(i16 6, !652, !DIExpression(), !665)
    #dbg_assign(i8 -29, !653, !DIExpression(), !667, ptr undef, !DIExpression(), !665)
    #dbg_value(ptr @g_11, !654, !DIExpression(), !665)
    #dbg_value(ptr @g_38, !655, !DIExpression(), !665)
    #dbg_value(ptr null, !656, !DIExpression(), !665)
    #dbg_value(i32 -317779281, !657, !DIExpression(), !665)
    #dbg_value(ptr null, !658, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !665)
    #dbg_value(ptr null, !658, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !665)
    #dbg_assign(i1 undef, !658, !DIExpression(DW_OP_LLVM_fragment, 384, 192), !668, ptr undef, !DIExpression(), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !665)
    #dbg_value(ptr null, !658, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !665)
    #dbg_value(ptr null, !658, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !665)
    #dbg_value(ptr null, !658, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !665)
    #dbg_value(ptr undef, !658, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !665)
    #dbg_value(i32 poison, !661, !DIExpression(), !665)
  %80 = xor i64 %76, 1, !dbg !669
  store i64 %80, ptr @g_38, align 8, !dbg !669, !tbaa !638
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !657, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !665)
  store ptr @g_3, ptr @g_42, align 8, !dbg !670, !tbaa !329
    #dbg_value(ptr @g_11, !671, !DIExpression(), !679)
    #dbg_value(i8 8, !676, !DIExpression(), !679)
    #dbg_value(i8 0, !677, !DIExpression(), !679)
    #dbg_value(ptr @g_43, !678, !DIExpression(), !679)
  %81 = load volatile ptr, ptr @g_46, align 8, !dbg !681, !tbaa !329
  store ptr @g_43, ptr %81, align 8, !dbg !682, !tbaa !329
    #dbg_assign(i1 undef, !683, !DIExpression(), !700, ptr undef, !DIExpression(), !701)
    #dbg_value(ptr @g_18, !688, !DIExpression(), !701)
    #dbg_value(i32 0, !689, !DIExpression(), !701)
    #dbg_value(i32 8, !690, !DIExpression(), !701)
    #dbg_value(ptr @g_18, !691, !DIExpression(), !701)
    #dbg_value(i32 -1, !692, !DIExpression(), !701)
    #dbg_value(i32 -8, !693, !DIExpression(), !701)
    #dbg_value(i32 8, !694, !DIExpression(), !701)
    #dbg_value(i32 -1, !695, !DIExpression(), !701)
    #dbg_value(i64 -5, !696, !DIExpression(), !701)
    #dbg_value(ptr poison, !697, !DIExpression(), !701)
    #dbg_value(i32 poison, !698, !DIExpression(), !701)
  %82 = icmp eq i64 %76, 1, !dbg !703
  br i1 %82, label %86, label %83, !dbg !704

83:                                               ; preds = %74
  %84 = load volatile i32, ptr @g_2, align 4, !dbg !705, !tbaa !358
    #dbg_value(i16 poison, !692, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !701)
    #dbg_value(i8 poison, !693, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !701)
  %85 = load ptr, ptr @g_42, align 8, !dbg !706, !tbaa !329
    #dbg_value(i32 0, !693, !DIExpression(), !701)
  store i32 0, ptr %85, align 4, !dbg !707, !tbaa !358
    #dbg_value(!DIArgList(i32 -1, i32 0), !695, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !701)
  br label %86

86:                                               ; preds = %83, %74
  store i1 true, ptr @g_78, align 4, !dbg !708
    #dbg_value(i16 22136, !439, !DIExpression(), !709)
    #dbg_value(ptr @g_11, !442, !DIExpression(), !709)
    #dbg_value(ptr undef, !443, !DIExpression(), !709)
    #dbg_value(i32 poison, !447, !DIExpression(), !709)
  %87 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr @g_79, !448, !DIExpression(), !710)
    #dbg_value(ptr poison, !453, !DIExpression(), !710)
  %88 = load volatile ptr, ptr @g_79, align 8, !dbg !711, !tbaa !329
  store volatile ptr %88, ptr @g_79, align 8, !dbg !712, !tbaa !329
  %89 = load volatile ptr, ptr @g_46, align 8, !dbg !713, !tbaa !329
  %90 = load ptr, ptr %89, align 8, !dbg !715, !tbaa !329
  %91 = load i32, ptr %90, align 4, !dbg !716, !tbaa !358
  %92 = icmp eq i32 %91, 0, !dbg !717
  br i1 %92, label %93, label %99, !dbg !718

93:                                               ; preds = %86
  %94 = load i32, ptr @g_3, align 4, !dbg !719, !tbaa !358
  %95 = trunc i32 %94 to i8, !dbg !719
  store i32 22136, ptr %87, align 4, !dbg !720, !tbaa !358
  store i1 true, ptr @g_78, align 4, !dbg !721
  %96 = icmp ult i8 %95, 110, !dbg !722
  br i1 %96, label %97, label %98, !dbg !723

97:                                               ; preds = %93
  store i1 true, ptr @g_97, align 1, !dbg !724
  br label %98, !dbg !723

98:                                               ; preds = %97, %93
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !725, !tbaa !358
  br label %99, !dbg !726

99:                                               ; preds = %98, %86
  store i8 4, ptr @g_18, align 1, !dbg !727, !tbaa !728
    #dbg_value(ptr @g_79, !448, !DIExpression(), !710)
    #dbg_value(ptr poison, !453, !DIExpression(), !710)
  %100 = load volatile ptr, ptr @g_79, align 8, !dbg !711, !tbaa !329
  store volatile ptr %100, ptr @g_79, align 8, !dbg !712, !tbaa !329
  %101 = load volatile ptr, ptr @g_46, align 8, !dbg !713, !tbaa !329
  %102 = load ptr, ptr %101, align 8, !dbg !715, !tbaa !329
  %103 = load i32, ptr %102, align 4, !dbg !716, !tbaa !358
  %104 = icmp eq i32 %103, 0, !dbg !717
  br i1 %104, label %105, label %111, !dbg !718

105:                                              ; preds = %99
  %106 = load i32, ptr @g_3, align 4, !dbg !719, !tbaa !358
  %107 = trunc i32 %106 to i8, !dbg !719
  store i32 22136, ptr %87, align 4, !dbg !720, !tbaa !358
  store i1 true, ptr @g_78, align 4, !dbg !721
  %108 = icmp ult i8 %107, 110, !dbg !722
  br i1 %108, label %109, label %110, !dbg !723

109:                                              ; preds = %105
  store i1 true, ptr @g_97, align 1, !dbg !724
  br label %110, !dbg !723

110:                                              ; preds = %109, %105
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !725, !tbaa !358
  br label %111, !dbg !726

111:                                              ; preds = %110, %99
    #dbg_value(ptr @g_79, !448, !DIExpression(), !710)
    #dbg_value(ptr poison, !453, !DIExpression(), !710)
  %112 = load volatile ptr, ptr @g_79, align 8, !dbg !711, !tbaa !329
  store volatile ptr %112, ptr @g_79, align 8, !dbg !712, !tbaa !329
  %113 = load volatile ptr, ptr @g_46, align 8, !dbg !713, !tbaa !329
  %114 = load ptr, ptr %113, align 8, !dbg !715, !tbaa !329
  %115 = load i32, ptr %114, align 4, !dbg !716, !tbaa !358
  %116 = icmp eq i32 %115, 0, !dbg !717
  br i1 %116, label %117, label %123, !dbg !718

117:                                              ; preds = %111
  %118 = load i32, ptr @g_3, align 4, !dbg !719, !tbaa !358
  %119 = trunc i32 %118 to i8, !dbg !719
  store i32 22136, ptr %87, align 4, !dbg !720, !tbaa !358
  store i1 true, ptr @g_78, align 4, !dbg !721
  %120 = icmp ult i8 %119, 110, !dbg !722
  br i1 %120, label %121, label %122, !dbg !723

121:                                              ; preds = %117
  store i1 true, ptr @g_97, align 1, !dbg !724
  br label %122, !dbg !723

122:                                              ; preds = %121, %117
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !725, !tbaa !358
  br label %123, !dbg !726

123:                                              ; preds = %122, %111
    #dbg_value(ptr @g_79, !448, !DIExpression(), !710)
    #dbg_value(ptr poison, !453, !DIExpression(), !710)
  %124 = load volatile ptr, ptr @g_79, align 8, !dbg !711, !tbaa !329
  store volatile ptr %124, ptr @g_79, align 8, !dbg !712, !tbaa !329
  %125 = load volatile ptr, ptr @g_46, align 8, !dbg !713, !tbaa !329
  %126 = load ptr, ptr %125, align 8, !dbg !715, !tbaa !329
  %127 = load i32, ptr %126, align 4, !dbg !716, !tbaa !358
  %128 = icmp eq i32 %127, 0, !dbg !717
  br i1 %128, label %129, label %135, !dbg !718

129:                                              ; preds = %123
  %130 = load i32, ptr @g_3, align 4, !dbg !719, !tbaa !358
  %131 = trunc i32 %130 to i8, !dbg !719
  store i32 22136, ptr %87, align 4, !dbg !720, !tbaa !358
  store i1 true, ptr @g_78, align 4, !dbg !721
  %132 = icmp ult i8 %131, 110, !dbg !722
  br i1 %132, label %133, label %134, !dbg !723

133:                                              ; preds = %129
  store i1 true, ptr @g_97, align 1, !dbg !724
  br label %134, !dbg !723

134:                                              ; preds = %133, %129
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !725, !tbaa !358
  br label %135, !dbg !726

135:                                              ; preds = %134, %123
    #dbg_value(ptr @g_79, !448, !DIExpression(), !710)
    #dbg_value(ptr poison, !453, !DIExpression(), !710)
  %136 = load volatile ptr, ptr @g_79, align 8, !dbg !711, !tbaa !329
  store volatile ptr %136, ptr @g_79, align 8, !dbg !712, !tbaa !329
  %137 = load volatile ptr, ptr @g_46, align 8, !dbg !713, !tbaa !329
  %138 = load ptr, ptr %137, align 8, !dbg !715, !tbaa !329
  %139 = load i32, ptr %138, align 4, !dbg !716, !tbaa !358
  %140 = icmp eq i32 %139, 0, !dbg !717
  br i1 %140, label %141, label %147, !dbg !718

141:                                              ; preds = %135
  %142 = load i32, ptr @g_3, align 4, !dbg !719, !tbaa !358
  %143 = trunc i32 %142 to i8, !dbg !719
  store i1 true, ptr @g_78, align 4, !dbg !721
  %144 = icmp ult i8 %143, 110, !dbg !722
  br i1 %144, label %145, label %146, !dbg !723

145:                                              ; preds = %141
  store i1 true, ptr @g_97, align 1, !dbg !724
  br label %146, !dbg !723

146:                                              ; preds = %145, %141
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !725, !tbaa !358
  br label %147, !dbg !726

147:                                              ; preds = %146, %135
  store i8 0, ptr @g_18, align 1, !dbg !727, !tbaa !728
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 32, i1 true), !dbg !729, !tbaa.struct !730
  store i32 -5, ptr %87, align 4, !dbg !731, !tbaa !358
    #dbg_value(i32 poison, !381, !DIExpression(), !629)
    #dbg_value(ptr undef, !382, !DIExpression(), !629)
  %148 = load volatile ptr, ptr @g_46, align 8, !dbg !732, !tbaa !329
  %149 = load ptr, ptr %148, align 8, !dbg !733, !tbaa !329
  %150 = load volatile ptr, ptr @g_46, align 8, !dbg !734, !tbaa !329
  store ptr %149, ptr %150, align 8, !dbg !735, !tbaa !329
  %151 = load volatile i8, ptr @g_156, align 1, !dbg !736, !tbaa !728
    #dbg_value(ptr @g_18, !433, !DIExpression(), !643)
    #dbg_value(i32 poison, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !629)
  %152 = load i32, ptr @g_3, align 4, !dbg !737, !tbaa !358
  %153 = add nsw i32 %152, 1, !dbg !737
  store i32 %153, ptr @g_3, align 4, !dbg !640, !tbaa !358
    #dbg_value(i32 poison, !381, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !629)
  %154 = icmp slt i32 %152, 6, !dbg !738
  br i1 %154, label %74, label %155, !dbg !642, !llvm.loop !739

155:                                              ; preds = %147
    #dbg_value(i16 -13, !365, !DIExpression(), !629)
  %156 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr undef, !474, !DIExpression(), !741)
    #dbg_value(ptr undef, !476, !DIExpression(), !741)
    #dbg_value(ptr @g_11, !479, !DIExpression(), !741)
    #dbg_value(i16 -3, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !741)
    #dbg_assign(i1 undef, !480, !DIExpression(DW_OP_LLVM_fragment, 16, 48), !742, ptr poison, !DIExpression(), !741)
    #dbg_value(i32 -980038018, !482, !DIExpression(), !741)
    #dbg_value(i64 poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !741)
    #dbg_value(i32 1, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !741)
    #dbg_assign(i1 undef, !483, !DIExpression(DW_OP_LLVM_fragment, 96, 128), !743, ptr poison, !DIExpression(), !741)
    #dbg_value(ptr null, !488, !DIExpression(), !741)
    #dbg_value(ptr null, !490, !DIExpression(), !741)
    #dbg_value(ptr poison, !491, !DIExpression(), !741)
    #dbg_value(ptr null, !470, !DIExpression(), !741)
  %157 = load volatile ptr, ptr @g_46, align 8, !dbg !744, !tbaa !329
    #dbg_value(ptr undef, !515, !DIExpression(), !745)
    #dbg_value(i32 -403916440, !518, !DIExpression(), !745)
    #dbg_assign(i1 undef, !519, !DIExpression(), !746, ptr poison, !DIExpression(), !745)
    #dbg_value(i32 0, !521, !DIExpression(), !745)
    #dbg_value(i32 -678981694, !522, !DIExpression(), !745)
    #dbg_value(i32 1, !517, !DIExpression(), !745)
  store i16 0, ptr @g_11, align 2, !dbg !747, !tbaa !636
  store i8 1, ptr @g_18, align 1, !dbg !748, !tbaa !728
  %158 = load volatile i32, ptr @g_208, align 8, !dbg !749, !tbaa !750
    #dbg_value(ptr undef, !390, !DIExpression(), !629)
  %159 = load i32, ptr %156, align 4, !dbg !752, !tbaa !358
  %160 = or i32 %159, 1, !dbg !752
  store i32 %160, ptr %156, align 4, !dbg !752, !tbaa !358
    #dbg_value(i32 0, !375, !DIExpression(), !629)
    #dbg_assign(i1 undef, !542, !DIExpression(DW_OP_LLVM_fragment, 0, 272), !753, ptr poison, !DIExpression(), !754)
    #dbg_value(i16 -28218, !542, !DIExpression(DW_OP_LLVM_fragment, 272, 16), !754)
  %161 = load volatile ptr, ptr @g_46, align 8, !dbg !755, !tbaa !329
  %162 = load ptr, ptr %161, align 8, !dbg !756, !tbaa !329
    #dbg_value(ptr %162, !398, !DIExpression(), !629)
  %163 = load volatile ptr, ptr @g_323, align 8, !dbg !757, !tbaa !329
  %164 = load volatile i8, ptr %163, align 1, !dbg !758, !tbaa !728
  %165 = or i8 %164, -103, !dbg !759
  %166 = zext i8 %165 to i32, !dbg !759
  %167 = load i32, ptr %162, align 4, !dbg !760, !tbaa !358
  %168 = xor i32 %167, %166, !dbg !760
  store i32 %168, ptr %162, align 4, !dbg !760, !tbaa !358
  store i32 8, ptr %156, align 4, !dbg !761, !tbaa !358
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !dbg !762
  %169 = load volatile i32, ptr @g_2, align 4, !dbg !763, !tbaa !358
  %170 = sext i32 %169 to i64, !dbg !763
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.1, i32 noundef signext %20), !dbg !764
  %171 = load i32, ptr @g_3, align 4, !dbg !765, !tbaa !358
  %172 = sext i32 %171 to i64, !dbg !765
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.2, i32 noundef signext %20), !dbg !766
  %173 = load i16, ptr @g_11, align 2, !dbg !767, !tbaa !636
  %174 = sext i16 %173 to i64, !dbg !767
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.3, i32 noundef signext %20), !dbg !768
  %175 = load i8, ptr @g_18, align 1, !dbg !769, !tbaa !728
  %176 = sext i8 %175 to i64, !dbg !769
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.4, i32 noundef signext %20), !dbg !770
  %177 = load i32, ptr @g_32, align 4, !dbg !771, !tbaa !358
  %178 = sext i32 %177 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !772
  %179 = load i64, ptr @g_38, align 8, !dbg !773, !tbaa !638
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.6, i32 noundef signext %20), !dbg !774
  %180 = load i32, ptr @g_43, align 4, !dbg !775, !tbaa !358
  %181 = sext i32 %180 to i64, !dbg !775
  tail call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !776
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.8, i32 noundef signext %20), !dbg !777
  %182 = load i1, ptr @g_78, align 4, !dbg !778
  %183 = select i1 %182, i64 0, i64 312131711, !dbg !778
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.9, i32 noundef signext %20), !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !780
  %184 = load i1, ptr @g_97, align 1, !dbg !781
  %185 = select i1 %184, i64 1, i64 126, !dbg !781
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !782
    #dbg_value(i32 0, !320, !DIExpression(), !324)
  br label %186, !dbg !783

186:                                              ; preds = %155, %235
  %187 = phi i64 [ 0, %155 ], [ %236, %235 ]
    #dbg_value(i64 %187, !320, !DIExpression(), !324)
    #dbg_value(i64 0, !321, !DIExpression(), !324)
    #dbg_value(i64 0, !322, !DIExpression(), !324)
  %188 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 0, !dbg !785
  %189 = load i32, ptr %188, align 4, !dbg !785, !tbaa !358
  %190 = sext i32 %189 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  br i1 %19, label %191, label %207, !dbg !795

191:                                              ; preds = %186
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %192 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 1, !dbg !785
  %193 = load i32, ptr %192, align 4, !dbg !785, !tbaa !358
  %194 = sext i32 %193 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
    #dbg_value(i64 1, !321, !DIExpression(), !324)
    #dbg_value(i64 0, !322, !DIExpression(), !324)
  %195 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 0, !dbg !785
  %196 = load i32, ptr %195, align 4, !dbg !785, !tbaa !358
  %197 = sext i32 %196 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %198 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 1, !dbg !785
  %199 = load i32, ptr %198, align 4, !dbg !785, !tbaa !358
  %200 = sext i32 %199 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
    #dbg_value(i64 2, !321, !DIExpression(), !324)
    #dbg_value(i64 0, !322, !DIExpression(), !324)
  %201 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 0, !dbg !785
  %202 = load i32, ptr %201, align 4, !dbg !785, !tbaa !358
  %203 = sext i32 %202 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %204 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 1, !dbg !785
  %205 = load i32, ptr %204, align 4, !dbg !785, !tbaa !358
  %206 = sext i32 %205 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  br label %235, !dbg !795

207:                                              ; preds = %186
  %208 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %208, i32 noundef signext 0, i32 noundef signext 0), !dbg !796
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %210 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 0, i64 1, !dbg !785
  %211 = load i32, ptr %210, align 4, !dbg !785, !tbaa !358
  %212 = sext i32 %211 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  %213 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %214 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %213, i32 noundef signext 0, i32 noundef signext 1), !dbg !796
    #dbg_value(i64 1, !321, !DIExpression(), !324)
    #dbg_value(i64 0, !322, !DIExpression(), !324)
  %215 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 0, !dbg !785
  %216 = load i32, ptr %215, align 4, !dbg !785, !tbaa !358
  %217 = sext i32 %216 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  %218 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %218, i32 noundef signext 1, i32 noundef signext 0), !dbg !796
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %220 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 1, i64 1, !dbg !785
  %221 = load i32, ptr %220, align 4, !dbg !785, !tbaa !358
  %222 = sext i32 %221 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  %223 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %223, i32 noundef signext 1, i32 noundef signext 1), !dbg !796
    #dbg_value(i64 2, !321, !DIExpression(), !324)
    #dbg_value(i64 0, !322, !DIExpression(), !324)
  %225 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 0, !dbg !785
  %226 = load i32, ptr %225, align 4, !dbg !785, !tbaa !358
  %227 = sext i32 %226 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  %228 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %229 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %228, i32 noundef signext 2, i32 noundef signext 0), !dbg !796
    #dbg_value(i64 1, !322, !DIExpression(), !324)
  %230 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %187, i64 2, i64 1, !dbg !785
  %231 = load i32, ptr %230, align 4, !dbg !785, !tbaa !358
  %232 = sext i32 %231 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !794
  %233 = trunc nuw nsw i64 %187 to i32, !dbg !796
  %234 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %233, i32 noundef signext 2, i32 noundef signext 1), !dbg !796
  br label %235, !dbg !796

235:                                              ; preds = %191, %207
    #dbg_value(i64 2, !322, !DIExpression(), !324)
    #dbg_value(i64 3, !321, !DIExpression(), !324)
  %236 = add nuw nsw i64 %187, 1, !dbg !798
    #dbg_value(i64 %236, !320, !DIExpression(), !324)
  %237 = icmp eq i64 %236, 6, !dbg !799
  br i1 %237, label %238, label %186, !dbg !783, !llvm.loop !800

238:                                              ; preds = %235
  tail call fastcc void @transparent_crc(i64 noundef 137, ptr noundef nonnull @.str.14, i32 noundef signext %20), !dbg !802
  %239 = load volatile i16, ptr @g_117, align 8, !dbg !803, !tbaa !728
  %240 = sext i16 %239 to i64, !dbg !804
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.15, i32 noundef signext %20), !dbg !805
  %241 = load volatile i8, ptr @g_156, align 1, !dbg !806, !tbaa !728
  %242 = sext i8 %241 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !807
  %243 = load volatile i16, ptr @g_168, align 2, !dbg !808, !tbaa !636
  %244 = sext i16 %243 to i64, !dbg !808
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !809
  %245 = load volatile i32, ptr @g_208, align 8, !dbg !810, !tbaa !750
  %246 = zext i32 %245 to i64, !dbg !811
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !812
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 4), align 4, !dbg !813, !tbaa !814
  %248 = zext i32 %247 to i64, !dbg !815
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !816
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 8), align 8, !dbg !817, !tbaa !818
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.20, i32 noundef signext %20), !dbg !819
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_208, i64 16), align 8, !dbg !820, !tbaa !821
  %251 = sext i8 %250 to i64, !dbg !822
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !823
  %252 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 20), align 4, !dbg !824, !tbaa !825
  %253 = sext i32 %252 to i64, !dbg !826
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.22, i32 noundef signext %20), !dbg !827
  %254 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 24), align 8, !dbg !828, !tbaa !829
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.23, i32 noundef signext %20), !dbg !830
  %255 = load volatile i16, ptr @g_222, align 8, !dbg !831, !tbaa !728
  %256 = sext i16 %255 to i64, !dbg !832
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.24, i32 noundef signext %20), !dbg !833
  %257 = load volatile i32, ptr @g_229, align 8, !dbg !834, !tbaa !750
  %258 = zext i32 %257 to i64, !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.25, i32 noundef signext %20), !dbg !836
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 4), align 4, !dbg !837, !tbaa !814
  %260 = zext i32 %259 to i64, !dbg !838
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.26, i32 noundef signext %20), !dbg !839
  %261 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 8), align 8, !dbg !840, !tbaa !818
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.27, i32 noundef signext %20), !dbg !841
  %262 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_229, i64 16), align 8, !dbg !842, !tbaa !821
  %263 = sext i8 %262 to i64, !dbg !843
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.28, i32 noundef signext %20), !dbg !844
  %264 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 20), align 4, !dbg !845, !tbaa !825
  %265 = sext i32 %264 to i64, !dbg !846
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !847
  %266 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 24), align 8, !dbg !848, !tbaa !829
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef signext %20), !dbg !849
  tail call fastcc void @transparent_crc(i64 noundef 4107480215, ptr noundef nonnull @.str.31, i32 noundef signext %20), !dbg !850
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.32, i32 noundef signext %20), !dbg !851
  %267 = load volatile i8, ptr @g_324, align 1, !dbg !852, !tbaa !728
  %268 = zext i8 %267 to i64, !dbg !852
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.33, i32 noundef signext %20), !dbg !853
  tail call fastcc void @transparent_crc(i64 noundef -8440306706533661228, ptr noundef nonnull @.str.34, i32 noundef signext %20), !dbg !854
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.35, i32 noundef signext %20), !dbg !855
  tail call fastcc void @transparent_crc(i64 noundef -979254093, ptr noundef nonnull @.str.36, i32 noundef signext %20), !dbg !856
  %269 = load volatile i32, ptr @g_460, align 8, !dbg !857, !tbaa !750
  %270 = zext i32 %269 to i64, !dbg !858
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.37, i32 noundef signext %20), !dbg !859
  %271 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 4), align 4, !dbg !860, !tbaa !814
  %272 = zext i32 %271 to i64, !dbg !861
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.38, i32 noundef signext %20), !dbg !862
  %273 = load i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 8), align 8, !dbg !863, !tbaa !818
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.39, i32 noundef signext %20), !dbg !864
  %274 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_460, i64 16), align 8, !dbg !865, !tbaa !821
  %275 = sext i8 %274 to i64, !dbg !866
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.40, i32 noundef signext %20), !dbg !867
  %276 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 20), align 4, !dbg !868, !tbaa !825
  %277 = sext i32 %276 to i64, !dbg !869
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.41, i32 noundef signext %20), !dbg !870
  %278 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 24), align 8, !dbg !871, !tbaa !829
  tail call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.42, i32 noundef signext %20), !dbg !872
  %279 = load i32, ptr @crc32_context, align 4, !dbg !873, !tbaa !358
  %280 = xor i32 %279, -1, !dbg !874
    #dbg_value(i32 %280, !875, !DIExpression(), !881)
    #dbg_value(i32 %20, !880, !DIExpression(), !881)
  %281 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef signext %280), !dbg !883
  ret i32 0, !dbg !884
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !885 {
    #dbg_value(i64 %0, !889, !DIExpression(), !892)
    #dbg_value(ptr %1, !890, !DIExpression(), !892)
    #dbg_value(i32 %2, !891, !DIExpression(), !892)
    #dbg_value(i64 %0, !893, !DIExpression(), !898)
    #dbg_value(i64 %0, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !905)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !907, !tbaa !358
  %5 = lshr i32 %4, 8, !dbg !908
  %6 = zext i32 %4 to i64, !dbg !909
  %7 = xor i64 %6, %0, !dbg !909
  %8 = and i64 %7, 255, !dbg !910
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !910
  %10 = load i32, ptr %9, align 4, !dbg !910, !tbaa !358
  %11 = xor i32 %5, %10, !dbg !911
  %12 = lshr i64 %0, 8, !dbg !912
    #dbg_value(i64 %12, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !913)
  %13 = lshr i32 %11, 8, !dbg !915
  %14 = zext i32 %11 to i64, !dbg !916
  %15 = xor i64 %12, %14, !dbg !916
  %16 = and i64 %15, 255, !dbg !917
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !917
  %18 = load i32, ptr %17, align 4, !dbg !917, !tbaa !358
  %19 = xor i32 %13, %18, !dbg !918
  %20 = lshr i64 %0, 16, !dbg !919
    #dbg_value(i64 %20, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !920)
  %21 = lshr i32 %19, 8, !dbg !922
  %22 = zext i32 %19 to i64, !dbg !923
  %23 = xor i64 %20, %22, !dbg !923
  %24 = and i64 %23, 255, !dbg !924
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !924
  %26 = load i32, ptr %25, align 4, !dbg !924, !tbaa !358
  %27 = xor i32 %21, %26, !dbg !925
  %28 = lshr i64 %0, 24, !dbg !926
    #dbg_value(i64 %28, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !927)
  %29 = lshr i32 %27, 8, !dbg !929
  %30 = zext i32 %27 to i64, !dbg !930
  %31 = xor i64 %28, %30, !dbg !930
  %32 = and i64 %31, 255, !dbg !931
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !931
  %34 = load i32, ptr %33, align 4, !dbg !931, !tbaa !358
  %35 = xor i32 %29, %34, !dbg !932
  %36 = lshr i64 %0, 32, !dbg !933
    #dbg_value(i64 %36, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !934)
  %37 = lshr i32 %35, 8, !dbg !936
  %38 = zext i32 %35 to i64, !dbg !937
  %39 = xor i64 %36, %38, !dbg !937
  %40 = and i64 %39, 255, !dbg !938
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !938
  %42 = load i32, ptr %41, align 4, !dbg !938, !tbaa !358
  %43 = xor i32 %37, %42, !dbg !939
  %44 = lshr i64 %0, 40, !dbg !940
    #dbg_value(i64 %44, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !941)
  %45 = lshr i32 %43, 8, !dbg !943
  %46 = zext i32 %43 to i64, !dbg !944
  %47 = xor i64 %44, %46, !dbg !944
  %48 = and i64 %47, 255, !dbg !945
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !945
  %50 = load i32, ptr %49, align 4, !dbg !945, !tbaa !358
  %51 = xor i32 %45, %50, !dbg !946
  %52 = lshr i64 %0, 48, !dbg !947
    #dbg_value(i64 %52, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !948)
  %53 = lshr i32 %51, 8, !dbg !950
  %54 = zext i32 %51 to i64, !dbg !951
  %55 = xor i64 %52, %54, !dbg !951
  %56 = and i64 %55, 255, !dbg !952
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !952
  %58 = load i32, ptr %57, align 4, !dbg !952, !tbaa !358
  %59 = xor i32 %53, %58, !dbg !953
  %60 = lshr i64 %0, 56, !dbg !954
    #dbg_value(i64 %60, !900, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !955)
  %61 = lshr i32 %59, 8, !dbg !957
  %62 = and i32 %59, 255, !dbg !958
  %63 = zext nneg i32 %62 to i64, !dbg !958
  %64 = xor i64 %60, %63, !dbg !958
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !958
  %66 = load i32, ptr %65, align 4, !dbg !958, !tbaa !358
  %67 = xor i32 %61, %66, !dbg !959
  store i32 %67, ptr @crc32_context, align 4, !dbg !960, !tbaa !358
  %68 = icmp eq i32 %2, 0, !dbg !961
  br i1 %68, label %73, label %69, !dbg !963

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !964
  %71 = zext i32 %70 to i64, !dbg !964
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71), !dbg !966
  br label %73, !dbg !967

73:                                               ; preds = %69, %3
  ret void, !dbg !968
}

; Function Attrs: nofree nounwind
declare !dbg !969 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!300, !301, !302, !303, !304, !306, !307, !308, !309, !310}
!llvm.ident = !{!311}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 36, type: !297, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1013.c", directory: ".", checksumkind: CSK_MD5, checksum: "a303c74da86ae697e60b9ff80b4fbe42")
!4 = !{!5, !6, !7, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !{!10, !16, !21, !23, !28, !30, !32, !34, !36, !38, !40, !45, !47, !52, !57, !62, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !131, !142, !149, !156, !163, !165, !167, !170, !172, !181, !183, !185, !193, !198, !0, !203, !205, !207, !209, !211, !216, !218, !223, !225, !233, !235, !240, !242, !266, !268, !271, !273, !275, !278, !280, !282, !284, !286, !288, !290, !292, !295}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 436, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !{!15}
!15 = !DISubrange(count: 2)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 440, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 4)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 441, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 442, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 443, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 444, type: !25, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 445, type: !25, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 446, type: !25, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 447, type: !25, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 448, type: !25, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 449, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 450, type: !25, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 457, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 458, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 463, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 6)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 464, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 72, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 9)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 465, type: !59, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 466, type: !59, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 467, type: !64, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 468, type: !64, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 469, type: !64, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 470, type: !64, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 471, type: !64, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 472, type: !64, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 473, type: !64, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 474, type: !64, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 475, type: !64, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 476, type: !64, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 477, type: !64, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 478, type: !64, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 479, type: !64, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 480, type: !59, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 481, type: !59, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 482, type: !59, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 483, type: !59, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 484, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 485, type: !59, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 486, type: !64, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 487, type: !64, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 488, type: !64, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 489, type: !64, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !64, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 491, type: !64, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !123, line: 47, type: !124, isLocal: true, isDefinition: true)
!123 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 8192, elements: !129)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !126, line: 26, baseType: !127)
!126 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !128, line: 42, baseType: !6)
!128 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!129 = !{!130}
!130 = !DISubrange(count: 256)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "g_154", scope: !2, file: !3, line: 55, type: !133, isLocal: true, isDefinition: true)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !139, line: 24, baseType: !140)
!139 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !128, line: 37, baseType: !141)
!141 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 68, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !139, line: 25, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !128, line: 39, baseType: !148)
!148 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_79", scope: !2, file: !3, line: 47, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_46", scope: !2, file: !3, line: 44, type: !158, isLocal: true, isDefinition: true)
!158 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !139, line: 26, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !128, line: 41, baseType: !7)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 43, type: !160, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "g_155", scope: !2, file: !3, line: 54, type: !136, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_230", scope: !2, file: !3, line: 61, type: !169, isLocal: true, isDefinition: true)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_231", scope: !2, file: !3, line: 60, type: !155, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 66, type: !174, isLocal: true, isDefinition: true)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !126, line: 24, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !128, line: 38, baseType: !180)
!180 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 65, type: !175, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_352", scope: !2, file: !3, line: 67, type: !145, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "g_441", scope: !2, file: !3, line: 73, type: !187, isLocal: true, isDefinition: true)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !144)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_442", scope: !2, file: !3, line: 72, type: !195, isLocal: true, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !189, size: 640, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 10)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !123, line: 114, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 288, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 36)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 37, type: !161, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 38, type: !146, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_18", scope: !2, file: !3, line: 39, type: !138, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_32", scope: !2, file: !3, line: 40, type: !161, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(name: "g_38", scope: !2, file: !3, line: 41, type: !213, isLocal: true, isDefinition: true)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !139, line: 27, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !128, line: 44, baseType: !215)
!215 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 42, type: !161, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_61", scope: !2, file: !3, line: 45, type: !220, isLocal: true, isDefinition: true)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !126, line: 27, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !128, line: 45, baseType: !222)
!222 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(name: "g_78", scope: !2, file: !3, line: 46, type: !161, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_88", scope: !2, file: !3, line: 48, type: !227, isLocal: true, isDefinition: true)
!227 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !3, line: 31, size: 16, elements: !228)
!228 = !{!229}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !227, file: !3, line: 32, baseType: !230, size: 16)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !126, line: 25, baseType: !231)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !128, line: 40, baseType: !232)
!232 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_97", scope: !2, file: !3, line: 49, type: !178, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(name: "g_100", scope: !2, file: !3, line: 50, type: !237, isLocal: true, isDefinition: true)
!237 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 1152, elements: !238)
!238 = !{!61, !239, !15}
!239 = !DISubrange(count: 3)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_111", scope: !2, file: !3, line: 51, type: !178, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_117", scope: !2, file: !3, line: 52, type: !244, isLocal: true, isDefinition: true)
!244 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !245)
!245 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 25, size: 256, elements: !246)
!246 = !{!247, !249, !261}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !245, file: !3, line: 26, baseType: !248, size: 16)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !245, file: !3, line: 27, baseType: !250, size: 256)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !251)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 256, elements: !252)
!252 = !{!253, !255, !256, !257, !258, !259}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !251, file: !3, line: 17, baseType: !254, size: 32)
!254 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !125)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !251, file: !3, line: 18, baseType: !125, size: 32, offset: 32)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !251, file: !3, line: 19, baseType: !213, size: 64, offset: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !251, file: !3, line: 20, baseType: !137, size: 8, offset: 128)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !251, file: !3, line: 21, baseType: !161, size: 32, offset: 160)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !251, file: !3, line: 22, baseType: !260, size: 64, offset: 192)
!260 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !220)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !245, file: !3, line: 28, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(name: "g_156", scope: !2, file: !3, line: 53, type: !137, isLocal: true, isDefinition: true)
!268 = !DIGlobalVariableExpression(var: !269, expr: !DIExpression())
!269 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 56, type: !270, isLocal: true, isDefinition: true)
!270 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !146)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 57, type: !251, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(name: "g_222", scope: !2, file: !3, line: 58, type: !244, isLocal: true, isDefinition: true)
!275 = !DIGlobalVariableExpression(var: !276, expr: !DIExpression())
!276 = distinct !DIGlobalVariable(name: "g_229", scope: !2, file: !3, line: 59, type: !277, isLocal: true, isDefinition: true)
!277 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !251)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression(DW_OP_constu, 18446744073522064535, DW_OP_stack_value))
!279 = distinct !DIGlobalVariable(name: "g_250", scope: !2, file: !3, line: 62, type: !125, isLocal: true, isDefinition: true)
!280 = !DIGlobalVariableExpression(var: !281, expr: !DIExpression())
!281 = distinct !DIGlobalVariable(name: "g_307", scope: !2, file: !3, line: 63, type: !125, isLocal: true, isDefinition: true)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression())
!283 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 64, type: !177, isLocal: true, isDefinition: true)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "g_398", scope: !2, file: !3, line: 69, type: !220, isLocal: true, isDefinition: true)
!286 = !DIGlobalVariableExpression(var: !287, expr: !DIExpression())
!287 = distinct !DIGlobalVariable(name: "g_400", scope: !2, file: !3, line: 70, type: !138, isLocal: true, isDefinition: true)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(name: "g_401", scope: !2, file: !3, line: 71, type: !161, isLocal: true, isDefinition: true)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression())
!291 = distinct !DIGlobalVariable(name: "g_460", scope: !2, file: !3, line: 74, type: !251, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !294, line: 56, type: !49, isLocal: true, isDefinition: true)
!294 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression())
!296 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !123, line: 48, type: !125, isLocal: true, isDefinition: true)
!297 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !161)
!298 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073397419905, DW_OP_mul, DW_OP_constu, 312131711, DW_OP_plus, DW_OP_stack_value))
!299 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709551491, DW_OP_mul, DW_OP_constu, 126, DW_OP_plus, DW_OP_stack_value))
!300 = !{i32 7, !"Dwarf Version", i32 5}
!301 = !{i32 2, !"Debug Info Version", i32 3}
!302 = !{i32 1, !"wchar_size", i32 4}
!303 = !{i32 1, !"target-abi", !"lp64d"}
!304 = !{i32 6, !"riscv-isa", !305}
!305 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!306 = !{i32 8, !"PIC Level", i32 2}
!307 = !{i32 7, !"PIE Level", i32 2}
!308 = !{i32 7, !"uwtable", i32 2}
!309 = !{i32 8, !"SmallDataLimit", i32 8}
!310 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!311 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!312 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 432, type: !313, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!313 = !DISubroutineType(types: !314)
!314 = !{!7, !7, !315}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!317 = !{!318, !319, !320, !321, !322, !323}
!318 = !DILocalVariable(name: "argc", arg: 1, scope: !312, file: !3, line: 432, type: !7)
!319 = !DILocalVariable(name: "argv", arg: 2, scope: !312, file: !3, line: 432, type: !315)
!320 = !DILocalVariable(name: "i", scope: !312, file: !3, line: 434, type: !7)
!321 = !DILocalVariable(name: "j", scope: !312, file: !3, line: 434, type: !7)
!322 = !DILocalVariable(name: "k", scope: !312, file: !3, line: 434, type: !7)
!323 = !DILocalVariable(name: "print_hash_value", scope: !312, file: !3, line: 435, type: !7)
!324 = !DILocation(line: 0, scope: !312)
!325 = !DILocation(line: 436, column: 14, scope: !326)
!326 = distinct !DILexicalBlock(scope: !312, file: !3, line: 436, column: 9)
!327 = !DILocation(line: 436, column: 19, scope: !326)
!328 = !DILocation(line: 436, column: 29, scope: !326)
!329 = !{!330, !330, i64 0}
!330 = !{!"any pointer", !331, i64 0}
!331 = !{!"omnipotent char", !332, i64 0}
!332 = !{!"Simple C/C++ TBAA"}
!333 = !DILocation(line: 436, column: 43, scope: !326)
!334 = !DILocation(line: 436, column: 9, scope: !312)
!335 = !DILocalVariable(name: "poly", scope: !336, file: !123, line: 54, type: !343)
!336 = distinct !DISubprogram(name: "crc32_gentab", scope: !123, file: !123, line: 51, type: !337, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{null}
!339 = !{!340, !335, !341, !342}
!340 = !DILocalVariable(name: "crc", scope: !336, file: !123, line: 53, type: !125)
!341 = !DILocalVariable(name: "i", scope: !336, file: !123, line: 55, type: !7)
!342 = !DILocalVariable(name: "j", scope: !336, file: !123, line: 55, type: !7)
!343 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!344 = !DILocation(line: 0, scope: !336, inlinedAt: !345)
!345 = distinct !DILocation(line: 438, column: 5, scope: !312)
!346 = !DILocation(line: 57, column: 2, scope: !347, inlinedAt: !345)
!347 = distinct !DILexicalBlock(scope: !336, file: !123, line: 57, column: 2)
!348 = !DILocation(line: 60, column: 12, scope: !349, inlinedAt: !345)
!349 = distinct !DILexicalBlock(scope: !350, file: !123, line: 60, column: 8)
!350 = distinct !DILexicalBlock(scope: !351, file: !123, line: 59, column: 27)
!351 = distinct !DILexicalBlock(scope: !352, file: !123, line: 59, column: 3)
!352 = distinct !DILexicalBlock(scope: !353, file: !123, line: 59, column: 3)
!353 = distinct !DILexicalBlock(scope: !354, file: !123, line: 57, column: 28)
!354 = distinct !DILexicalBlock(scope: !347, file: !123, line: 57, column: 2)
!355 = !DILocation(line: 60, column: 8, scope: !350, inlinedAt: !345)
!356 = !DILocation(line: 66, column: 3, scope: !353, inlinedAt: !345)
!357 = !DILocation(line: 66, column: 16, scope: !353, inlinedAt: !345)
!358 = !{!359, !359, i64 0}
!359 = !{!"int", !331, i64 0}
!360 = !DILocation(line: 57, column: 24, scope: !354, inlinedAt: !345)
!361 = !DILocation(line: 57, column: 16, scope: !354, inlinedAt: !345)
!362 = distinct !{!362, !346, !363, !364}
!363 = !DILocation(line: 67, column: 2, scope: !347, inlinedAt: !345)
!364 = !{!"llvm.loop.mustprogress"}
!365 = !DILocalVariable(name: "l_23", scope: !366, file: !3, line: 92, type: !230)
!366 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 90, type: !367, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!125}
!369 = !{!365, !370, !372, !373, !375, !376, !377, !378, !381, !382, !383, !385, !389, !390, !391, !394, !395, !397, !398, !399, !402, !405, !407, !408, !409, !410, !411, !415, !416, !417, !418, !419, !421, !422, !423, !424, !425, !426, !427, !428, !431, !433, !434, !436, !438, !439, !442, !443, !445, !447, !448, !453, !454, !456, !457, !459, !462, !463, !467, !469, !470, !474, !476, !479, !480, !482, !483, !488, !490, !491, !492, !493, !496, !499, !500, !501, !503, !504, !507, !508, !509, !513, !515, !517, !518, !519, !521, !522, !523, !524, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !538, !539, !541, !542, !550, !551, !552, !554, !557, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !571, !572, !573, !574, !576, !578, !579, !580, !584, !586, !587, !590, !591, !592, !593, !594, !597, !601, !602, !603, !604, !605, !606, !607, !610, !614, !616, !619, !620, !621, !622, !623, !627, !628}
!370 = !DILocalVariable(name: "l_30", scope: !366, file: !3, line: 93, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!372 = !DILocalVariable(name: "l_47", scope: !366, file: !3, line: 94, type: !155)
!373 = !DILocalVariable(name: "l_112", scope: !366, file: !3, line: 95, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!375 = !DILocalVariable(name: "l_140", scope: !366, file: !3, line: 96, type: !161)
!376 = !DILocalVariable(name: "l_153", scope: !366, file: !3, line: 97, type: !160)
!377 = !DILocalVariable(name: "l_159", scope: !366, file: !3, line: 98, type: !161)
!378 = !DILocalVariable(name: "l_161", scope: !366, file: !3, line: 99, type: !379)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 640, elements: !380)
!380 = !{!27, !20}
!381 = !DILocalVariable(name: "l_169", scope: !366, file: !3, line: 100, type: !125)
!382 = !DILocalVariable(name: "l_174", scope: !366, file: !3, line: 101, type: !145)
!383 = !DILocalVariable(name: "l_186", scope: !366, file: !3, line: 102, type: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!385 = !DILocalVariable(name: "l_188", scope: !366, file: !3, line: 103, type: !386)
!386 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 864, elements: !387)
!387 = !{!388, !61, !66}
!388 = !DISubrange(count: 1)
!389 = !DILocalVariable(name: "l_204", scope: !366, file: !3, line: 104, type: !161)
!390 = !DILocalVariable(name: "l_221", scope: !366, file: !3, line: 105, type: !169)
!391 = !DILocalVariable(name: "l_220", scope: !366, file: !3, line: 106, type: !392)
!392 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !393)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!394 = !DILocalVariable(name: "l_252", scope: !366, file: !3, line: 107, type: !161)
!395 = !DILocalVariable(name: "l_258", scope: !366, file: !3, line: 108, type: !396)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!397 = !DILocalVariable(name: "l_325", scope: !366, file: !3, line: 109, type: !169)
!398 = !DILocalVariable(name: "l_328", scope: !366, file: !3, line: 110, type: !160)
!399 = !DILocalVariable(name: "l_368", scope: !366, file: !3, line: 111, type: !400)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 288, elements: !401)
!401 = !{!388, !66, !388}
!402 = !DILocalVariable(name: "l_436", scope: !366, file: !3, line: 112, type: !403)
!403 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 1728, elements: !404)
!404 = !{!15, !239, !66}
!405 = !DILocalVariable(name: "l_439", scope: !366, file: !3, line: 113, type: !406)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!407 = !DILocalVariable(name: "l_444", scope: !366, file: !3, line: 114, type: !227)
!408 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 115, type: !7)
!409 = !DILocalVariable(name: "j", scope: !366, file: !3, line: 115, type: !7)
!410 = !DILocalVariable(name: "k", scope: !366, file: !3, line: 115, type: !7)
!411 = !DILocalVariable(name: "l_8", scope: !412, file: !3, line: 123, type: !125)
!412 = distinct !DILexicalBlock(scope: !413, file: !3, line: 122, column: 5)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 121, column: 5)
!414 = distinct !DILexicalBlock(scope: !366, file: !3, line: 121, column: 5)
!415 = !DILocalVariable(name: "l_9", scope: !412, file: !3, line: 124, type: !145)
!416 = !DILocalVariable(name: "l_10", scope: !412, file: !3, line: 125, type: !145)
!417 = !DILocalVariable(name: "l_17", scope: !412, file: !3, line: 126, type: !155)
!418 = !DILocalVariable(name: "l_29", scope: !412, file: !3, line: 127, type: !145)
!419 = !DILocalVariable(name: "l_31", scope: !412, file: !3, line: 128, type: !420)
!420 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 384, elements: !60)
!421 = !DILocalVariable(name: "l_95", scope: !412, file: !3, line: 129, type: !155)
!422 = !DILocalVariable(name: "l_144", scope: !412, file: !3, line: 130, type: !161)
!423 = !DILocalVariable(name: "l_160", scope: !412, file: !3, line: 131, type: !161)
!424 = !DILocalVariable(name: "l_162", scope: !412, file: !3, line: 132, type: !161)
!425 = !DILocalVariable(name: "l_163", scope: !412, file: !3, line: 133, type: !161)
!426 = !DILocalVariable(name: "l_164", scope: !412, file: !3, line: 134, type: !146)
!427 = !DILocalVariable(name: "l_165", scope: !412, file: !3, line: 135, type: !161)
!428 = !DILocalVariable(name: "l_166", scope: !412, file: !3, line: 136, type: !429)
!429 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 32, elements: !430)
!430 = !{!388}
!431 = !DILocalVariable(name: "l_167", scope: !412, file: !3, line: 137, type: !432)
!432 = !DICompositeType(tag: DW_TAG_array_type, baseType: !213, size: 576, elements: !65)
!433 = !DILocalVariable(name: "l_183", scope: !412, file: !3, line: 138, type: !384)
!434 = !DILocalVariable(name: "l_182", scope: !412, file: !3, line: 139, type: !435)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!436 = !DILocalVariable(name: "l_187", scope: !412, file: !3, line: 140, type: !437)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!438 = !DILocalVariable(name: "i", scope: !412, file: !3, line: 141, type: !7)
!439 = !DILocalVariable(name: "l_86", scope: !440, file: !3, line: 147, type: !230)
!440 = distinct !DILexicalBlock(scope: !441, file: !3, line: 146, column: 9)
!441 = distinct !DILexicalBlock(scope: !412, file: !3, line: 145, column: 13)
!442 = !DILocalVariable(name: "l_87", scope: !440, file: !3, line: 148, type: !396)
!443 = !DILocalVariable(name: "l_103", scope: !440, file: !3, line: 149, type: !444)
!444 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!445 = !DILocalVariable(name: "l_110", scope: !440, file: !3, line: 150, type: !446)
!446 = !DICompositeType(tag: DW_TAG_array_type, baseType: !384, size: 64, elements: !430)
!447 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 151, type: !7)
!448 = !DILocalVariable(name: "l_80", scope: !449, file: !3, line: 156, type: !452)
!449 = distinct !DILexicalBlock(scope: !450, file: !3, line: 155, column: 13)
!450 = distinct !DILexicalBlock(scope: !451, file: !3, line: 154, column: 13)
!451 = distinct !DILexicalBlock(scope: !440, file: !3, line: 154, column: 13)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!453 = !DILocalVariable(name: "l_96", scope: !449, file: !3, line: 157, type: !384)
!454 = !DILocalVariable(name: "l_124", scope: !455, file: !3, line: 167, type: !160)
!455 = distinct !DILexicalBlock(scope: !441, file: !3, line: 166, column: 9)
!456 = !DILocalVariable(name: "l_130", scope: !455, file: !3, line: 168, type: !161)
!457 = !DILocalVariable(name: "l_139", scope: !455, file: !3, line: 169, type: !458)
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !384, size: 640, elements: !196)
!459 = !DILocalVariable(name: "l_143", scope: !455, file: !3, line: 170, type: !460)
!460 = !DICompositeType(tag: DW_TAG_array_type, baseType: !437, size: 192, elements: !461)
!461 = !{!239}
!462 = !DILocalVariable(name: "i", scope: !455, file: !3, line: 171, type: !7)
!463 = !DILocalVariable(name: "l_157", scope: !464, file: !3, line: 181, type: !160)
!464 = distinct !DILexicalBlock(scope: !465, file: !3, line: 180, column: 9)
!465 = distinct !DILexicalBlock(scope: !466, file: !3, line: 179, column: 9)
!466 = distinct !DILexicalBlock(scope: !412, file: !3, line: 179, column: 9)
!467 = !DILocalVariable(name: "l_158", scope: !464, file: !3, line: 182, type: !468)
!468 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 320, elements: !26)
!469 = !DILocalVariable(name: "i", scope: !464, file: !3, line: 183, type: !7)
!470 = !DILocalVariable(name: "l_192", scope: !471, file: !3, line: 190, type: !159)
!471 = distinct !DILexicalBlock(scope: !472, file: !3, line: 189, column: 5)
!472 = distinct !DILexicalBlock(scope: !473, file: !3, line: 188, column: 5)
!473 = distinct !DILexicalBlock(scope: !366, file: !3, line: 188, column: 5)
!474 = !DILocalVariable(name: "l_191", scope: !471, file: !3, line: 191, type: !475)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!476 = !DILocalVariable(name: "l_202", scope: !471, file: !3, line: 192, type: !477)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !384)
!479 = !DILocalVariable(name: "l_256", scope: !471, file: !3, line: 193, type: !145)
!480 = !DILocalVariable(name: "l_264", scope: !471, file: !3, line: 194, type: !481)
!481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 64, elements: !19)
!482 = !DILocalVariable(name: "l_281", scope: !471, file: !3, line: 195, type: !161)
!483 = !DILocalVariable(name: "l_286", scope: !471, file: !3, line: 196, type: !484)
!484 = !DICompositeType(tag: DW_TAG_array_type, baseType: !485, size: 224, elements: !486)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !161)
!486 = !{!487}
!487 = !DISubrange(count: 7)
!488 = !DILocalVariable(name: "l_304", scope: !471, file: !3, line: 197, type: !489)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!490 = !DILocalVariable(name: "l_305", scope: !471, file: !3, line: 198, type: !489)
!491 = !DILocalVariable(name: "l_306", scope: !471, file: !3, line: 199, type: !489)
!492 = !DILocalVariable(name: "i", scope: !471, file: !3, line: 200, type: !7)
!493 = !DILocalVariable(name: "l_195", scope: !494, file: !3, line: 203, type: !178)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 202, column: 9)
!495 = distinct !DILexicalBlock(scope: !471, file: !3, line: 201, column: 13)
!496 = !DILocalVariable(name: "l_207", scope: !494, file: !3, line: 204, type: !497)
!497 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 1920, elements: !498)
!498 = !{!27, !61}
!499 = !DILocalVariable(name: "l_217", scope: !494, file: !3, line: 205, type: !227)
!500 = !DILocalVariable(name: "l_238", scope: !494, file: !3, line: 206, type: !489)
!501 = !DILocalVariable(name: "l_249", scope: !494, file: !3, line: 207, type: !502)
!502 = !DICompositeType(tag: DW_TAG_array_type, baseType: !489, size: 512, elements: !43)
!503 = !DILocalVariable(name: "l_251", scope: !494, file: !3, line: 208, type: !161)
!504 = !DILocalVariable(name: "l_253", scope: !494, file: !3, line: 209, type: !505)
!505 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1728, elements: !506)
!506 = !{!66, !239}
!507 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 210, type: !7)
!508 = !DILocalVariable(name: "j", scope: !494, file: !3, line: 210, type: !7)
!509 = !DILocalVariable(name: "l_203", scope: !510, file: !3, line: 215, type: !161)
!510 = distinct !DILexicalBlock(scope: !511, file: !3, line: 214, column: 13)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 213, column: 13)
!512 = distinct !DILexicalBlock(scope: !494, file: !3, line: 213, column: 13)
!513 = !DILocalVariable(name: "l_209", scope: !510, file: !3, line: 216, type: !514)
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!515 = !DILocalVariable(name: "l_257", scope: !516, file: !3, line: 229, type: !144)
!516 = distinct !DILexicalBlock(scope: !495, file: !3, line: 228, column: 9)
!517 = !DILocalVariable(name: "l_259", scope: !516, file: !3, line: 230, type: !161)
!518 = !DILocalVariable(name: "l_265", scope: !516, file: !3, line: 231, type: !161)
!519 = !DILocalVariable(name: "l_274", scope: !516, file: !3, line: 232, type: !520)
!520 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 256, elements: !43)
!521 = !DILocalVariable(name: "l_282", scope: !516, file: !3, line: 233, type: !125)
!522 = !DILocalVariable(name: "l_285", scope: !516, file: !3, line: 234, type: !161)
!523 = !DILocalVariable(name: "i", scope: !516, file: !3, line: 235, type: !7)
!524 = !DILocalVariable(name: "l_266", scope: !525, file: !3, line: 238, type: !160)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 237, column: 13)
!526 = distinct !DILexicalBlock(scope: !516, file: !3, line: 236, column: 17)
!527 = !DILocalVariable(name: "l_267", scope: !525, file: !3, line: 239, type: !160)
!528 = !DILocalVariable(name: "l_268", scope: !525, file: !3, line: 240, type: !160)
!529 = !DILocalVariable(name: "l_269", scope: !525, file: !3, line: 241, type: !160)
!530 = !DILocalVariable(name: "l_270", scope: !525, file: !3, line: 242, type: !160)
!531 = !DILocalVariable(name: "l_271", scope: !525, file: !3, line: 243, type: !161)
!532 = !DILocalVariable(name: "l_272", scope: !525, file: !3, line: 244, type: !160)
!533 = !DILocalVariable(name: "l_273", scope: !525, file: !3, line: 245, type: !160)
!534 = !DILocalVariable(name: "l_275", scope: !525, file: !3, line: 246, type: !160)
!535 = !DILocalVariable(name: "l_276", scope: !525, file: !3, line: 247, type: !160)
!536 = !DILocalVariable(name: "l_277", scope: !525, file: !3, line: 248, type: !160)
!537 = !DILocalVariable(name: "l_278", scope: !525, file: !3, line: 249, type: !160)
!538 = !DILocalVariable(name: "l_279", scope: !525, file: !3, line: 250, type: !160)
!539 = !DILocalVariable(name: "l_280", scope: !525, file: !3, line: 251, type: !540)
!540 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 128, elements: !14)
!541 = !DILocalVariable(name: "i", scope: !525, file: !3, line: 252, type: !7)
!542 = !DILocalVariable(name: "l_329", scope: !543, file: !3, line: 275, type: !548)
!543 = distinct !DILexicalBlock(scope: !544, file: !3, line: 274, column: 9)
!544 = distinct !DILexicalBlock(scope: !545, file: !3, line: 273, column: 9)
!545 = distinct !DILexicalBlock(scope: !546, file: !3, line: 273, column: 9)
!546 = distinct !DILexicalBlock(scope: !547, file: !3, line: 272, column: 5)
!547 = distinct !DILexicalBlock(scope: !366, file: !3, line: 271, column: 9)
!548 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 288, elements: !549)
!549 = !{!66, !15}
!550 = !DILocalVariable(name: "i", scope: !543, file: !3, line: 276, type: !7)
!551 = !DILocalVariable(name: "j", scope: !543, file: !3, line: 276, type: !7)
!552 = !DILocalVariable(name: "l_335", scope: !553, file: !3, line: 286, type: !125)
!553 = distinct !DILexicalBlock(scope: !547, file: !3, line: 285, column: 5)
!554 = !DILocalVariable(name: "l_343", scope: !553, file: !3, line: 287, type: !555)
!555 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 7168, elements: !556)
!556 = !{!44, !487, !20}
!557 = !DILocalVariable(name: "l_353", scope: !553, file: !3, line: 288, type: !144)
!558 = !DILocalVariable(name: "l_355", scope: !553, file: !3, line: 289, type: !161)
!559 = !DILocalVariable(name: "l_360", scope: !553, file: !3, line: 290, type: !406)
!560 = !DILocalVariable(name: "l_364", scope: !553, file: !3, line: 291, type: !161)
!561 = !DILocalVariable(name: "l_365", scope: !553, file: !3, line: 292, type: !161)
!562 = !DILocalVariable(name: "l_367", scope: !553, file: !3, line: 293, type: !161)
!563 = !DILocalVariable(name: "l_414", scope: !553, file: !3, line: 294, type: !374)
!564 = !DILocalVariable(name: "i", scope: !553, file: !3, line: 295, type: !7)
!565 = !DILocalVariable(name: "j", scope: !553, file: !3, line: 295, type: !7)
!566 = !DILocalVariable(name: "k", scope: !553, file: !3, line: 295, type: !7)
!567 = !DILocalVariable(name: "l_332", scope: !568, file: !3, line: 298, type: !160)
!568 = distinct !DILexicalBlock(scope: !569, file: !3, line: 297, column: 9)
!569 = distinct !DILexicalBlock(scope: !570, file: !3, line: 296, column: 9)
!570 = distinct !DILexicalBlock(scope: !553, file: !3, line: 296, column: 9)
!571 = !DILocalVariable(name: "l_333", scope: !568, file: !3, line: 299, type: !420)
!572 = !DILocalVariable(name: "l_334", scope: !568, file: !3, line: 300, type: !161)
!573 = !DILocalVariable(name: "l_354", scope: !568, file: !3, line: 301, type: !169)
!574 = !DILocalVariable(name: "l_356", scope: !568, file: !3, line: 302, type: !575)
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!576 = !DILocalVariable(name: "l_357", scope: !568, file: !3, line: 303, type: !577)
!577 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 64, elements: !14)
!578 = !DILocalVariable(name: "l_375", scope: !568, file: !3, line: 304, type: !489)
!579 = !DILocalVariable(name: "l_385", scope: !568, file: !3, line: 305, type: !437)
!580 = !DILocalVariable(name: "l_392", scope: !568, file: !3, line: 306, type: !581)
!581 = !DICompositeType(tag: DW_TAG_array_type, baseType: !582, size: 64, elements: !430)
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !583, size: 64)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!584 = !DILocalVariable(name: "l_391", scope: !568, file: !3, line: 307, type: !585)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!586 = !DILocalVariable(name: "l_397", scope: !568, file: !3, line: 308, type: !437)
!587 = !DILocalVariable(name: "l_399", scope: !568, file: !3, line: 309, type: !588)
!588 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 448, elements: !589)
!589 = !{!388, !388, !487}
!590 = !DILocalVariable(name: "l_402", scope: !568, file: !3, line: 310, type: !161)
!591 = !DILocalVariable(name: "i", scope: !568, file: !3, line: 311, type: !7)
!592 = !DILocalVariable(name: "j", scope: !568, file: !3, line: 311, type: !7)
!593 = !DILocalVariable(name: "k", scope: !568, file: !3, line: 311, type: !7)
!594 = !DILocalVariable(name: "l_359", scope: !595, file: !3, line: 325, type: !406)
!595 = distinct !DILexicalBlock(scope: !596, file: !3, line: 324, column: 13)
!596 = distinct !DILexicalBlock(scope: !568, file: !3, line: 319, column: 17)
!597 = !DILocalVariable(name: "l_358", scope: !595, file: !3, line: 326, type: !598)
!598 = !DICompositeType(tag: DW_TAG_array_type, baseType: !599, size: 384, elements: !600)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !406, size: 64)
!600 = !{!61, !388}
!601 = !DILocalVariable(name: "l_361", scope: !595, file: !3, line: 327, type: !161)
!602 = !DILocalVariable(name: "l_362", scope: !595, file: !3, line: 328, type: !161)
!603 = !DILocalVariable(name: "l_363", scope: !595, file: !3, line: 329, type: !161)
!604 = !DILocalVariable(name: "l_366", scope: !595, file: !3, line: 330, type: !161)
!605 = !DILocalVariable(name: "i", scope: !595, file: !3, line: 331, type: !7)
!606 = !DILocalVariable(name: "j", scope: !595, file: !3, line: 331, type: !7)
!607 = !DILocalVariable(name: "l_403", scope: !608, file: !3, line: 337, type: !161)
!608 = distinct !DILexicalBlock(scope: !609, file: !3, line: 336, column: 13)
!609 = distinct !DILexicalBlock(scope: !568, file: !3, line: 335, column: 17)
!610 = !DILocalVariable(name: "l_421", scope: !611, file: !3, line: 348, type: !159)
!611 = distinct !DILexicalBlock(scope: !612, file: !3, line: 347, column: 9)
!612 = distinct !DILexicalBlock(scope: !613, file: !3, line: 346, column: 9)
!613 = distinct !DILexicalBlock(scope: !553, file: !3, line: 346, column: 9)
!614 = !DILocalVariable(name: "l_443", scope: !611, file: !3, line: 349, type: !615)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !374, size: 64)
!616 = !DILocalVariable(name: "l_458", scope: !611, file: !3, line: 350, type: !617)
!617 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 3072, elements: !618)
!618 = !{!44, !61, !15}
!619 = !DILocalVariable(name: "l_459", scope: !611, file: !3, line: 351, type: !146)
!620 = !DILocalVariable(name: "i", scope: !611, file: !3, line: 352, type: !7)
!621 = !DILocalVariable(name: "j", scope: !611, file: !3, line: 352, type: !7)
!622 = !DILocalVariable(name: "k", scope: !611, file: !3, line: 352, type: !7)
!623 = !DILocalVariable(name: "l_437", scope: !624, file: !3, line: 357, type: !575)
!624 = distinct !DILexicalBlock(scope: !625, file: !3, line: 356, column: 13)
!625 = distinct !DILexicalBlock(scope: !626, file: !3, line: 355, column: 13)
!626 = distinct !DILexicalBlock(scope: !611, file: !3, line: 355, column: 13)
!627 = !DILocalVariable(name: "l_438", scope: !624, file: !3, line: 358, type: !161)
!628 = !DILocalVariable(name: "l_440", scope: !624, file: !3, line: 359, type: !160)
!629 = !DILocation(line: 0, scope: !366, inlinedAt: !630)
!630 = distinct !DILocation(line: 439, column: 5, scope: !312)
!631 = distinct !DIAssignID()
!632 = distinct !DIAssignID()
!633 = distinct !DIAssignID()
!634 = distinct !DIAssignID()
!635 = distinct !DIAssignID()
!636 = !{!637, !637, i64 0}
!637 = !{!"short", !331, i64 0}
!638 = !{!639, !639, i64 0}
!639 = !{!"long", !331, i64 0}
!640 = !DILocation(line: 121, scope: !414, inlinedAt: !630)
!641 = !DILocation(line: 144, column: 57, scope: !412, inlinedAt: !630)
!642 = !DILocation(line: 121, column: 5, scope: !414, inlinedAt: !630)
!643 = !DILocation(line: 0, scope: !412, inlinedAt: !630)
!644 = !DILocation(line: 144, column: 13, scope: !412, inlinedAt: !630)
!645 = !DILocation(line: 145, column: 88, scope: !441, inlinedAt: !630)
!646 = !DILocalVariable(name: "l_44", scope: !647, file: !3, line: 419, type: !663)
!647 = distinct !DISubprogram(name: "func_24", scope: !3, file: !3, line: 411, type: !648, scopeLine: 412, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !650)
!648 = !DISubroutineType(types: !649)
!649 = !{!155, !161, !230}
!650 = !{!651, !652, !653, !654, !655, !656, !657, !658, !646, !661, !662}
!651 = !DILocalVariable(name: "p_25", arg: 1, scope: !647, file: !3, line: 411, type: !161)
!652 = !DILocalVariable(name: "p_26", arg: 2, scope: !647, file: !3, line: 411, type: !230)
!653 = !DILocalVariable(name: "l_35", scope: !647, file: !3, line: 413, type: !138)
!654 = !DILocalVariable(name: "l_36", scope: !647, file: !3, line: 414, type: !145)
!655 = !DILocalVariable(name: "l_37", scope: !647, file: !3, line: 415, type: !374)
!656 = !DILocalVariable(name: "l_39", scope: !647, file: !3, line: 416, type: !160)
!657 = !DILocalVariable(name: "l_40", scope: !647, file: !3, line: 417, type: !161)
!658 = !DILocalVariable(name: "l_41", scope: !647, file: !3, line: 418, type: !659)
!659 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 1920, elements: !660)
!660 = !{!197, !239}
!661 = !DILocalVariable(name: "i", scope: !647, file: !3, line: 420, type: !7)
!662 = !DILocalVariable(name: "j", scope: !647, file: !3, line: 420, type: !7)
!663 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 192, elements: !461)
!664 = distinct !DIAssignID()
!665 = !DILocation(line: 0, scope: !647, inlinedAt: !666)
!666 = distinct !DILocation(line: 145, column: 74, scope: !441, inlinedAt: !630)
!667 = distinct !DIAssignID()
!668 = distinct !DIAssignID()
!669 = !DILocation(line: 423, column: 122, scope: !647, inlinedAt: !666)
!670 = !DILocation(line: 424, column: 10, scope: !647, inlinedAt: !666)
!671 = !DILocalVariable(name: "p_20", arg: 1, scope: !672, file: !3, line: 398, type: !145)
!672 = distinct !DISubprogram(name: "func_19", scope: !3, file: !3, line: 398, type: !673, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !675)
!673 = !DISubroutineType(types: !674)
!674 = !{!125, !145, !178, !178}
!675 = !{!671, !676, !677, !678}
!676 = !DILocalVariable(name: "p_21", arg: 2, scope: !672, file: !3, line: 398, type: !178)
!677 = !DILocalVariable(name: "p_22", arg: 3, scope: !672, file: !3, line: 398, type: !178)
!678 = !DILocalVariable(name: "l_45", scope: !672, file: !3, line: 400, type: !160)
!679 = !DILocation(line: 0, scope: !672, inlinedAt: !680)
!680 = distinct !DILocation(line: 145, column: 29, scope: !441, inlinedAt: !630)
!681 = !DILocation(line: 401, column: 7, scope: !672, inlinedAt: !680)
!682 = !DILocation(line: 401, column: 13, scope: !672, inlinedAt: !680)
!683 = !DILocalVariable(name: "l_60", scope: !684, file: !3, line: 378, type: !699)
!684 = distinct !DISubprogram(name: "func_12", scope: !3, file: !3, line: 376, type: !685, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !687)
!685 = !DISubroutineType(types: !686)
!686 = !{!485, !155, !125, !161, !155}
!687 = !{!688, !689, !690, !691, !683, !692, !693, !694, !695, !696, !697, !698}
!688 = !DILocalVariable(name: "p_13", arg: 1, scope: !684, file: !3, line: 376, type: !155)
!689 = !DILocalVariable(name: "p_14", arg: 2, scope: !684, file: !3, line: 376, type: !125)
!690 = !DILocalVariable(name: "p_15", arg: 3, scope: !684, file: !3, line: 376, type: !161)
!691 = !DILocalVariable(name: "p_16", arg: 4, scope: !684, file: !3, line: 376, type: !155)
!692 = !DILocalVariable(name: "l_62", scope: !684, file: !3, line: 379, type: !161)
!693 = !DILocalVariable(name: "l_65", scope: !684, file: !3, line: 380, type: !161)
!694 = !DILocalVariable(name: "l_74", scope: !684, file: !3, line: 381, type: !161)
!695 = !DILocalVariable(name: "l_75", scope: !684, file: !3, line: 382, type: !161)
!696 = !DILocalVariable(name: "l_76", scope: !684, file: !3, line: 383, type: !213)
!697 = !DILocalVariable(name: "l_77", scope: !684, file: !3, line: 384, type: !160)
!698 = !DILocalVariable(name: "i", scope: !684, file: !3, line: 385, type: !7)
!699 = !DICompositeType(tag: DW_TAG_array_type, baseType: !437, size: 256, elements: !19)
!700 = distinct !DIAssignID()
!701 = !DILocation(line: 0, scope: !684, inlinedAt: !702)
!702 = distinct !DILocation(line: 145, column: 15, scope: !441, inlinedAt: !630)
!703 = !DILocation(line: 388, column: 45, scope: !684, inlinedAt: !702)
!704 = !DILocation(line: 388, column: 50, scope: !684, inlinedAt: !702)
!705 = !DILocation(line: 388, column: 109, scope: !684, inlinedAt: !702)
!706 = !DILocation(line: 388, column: 437, scope: !684, inlinedAt: !702)
!707 = !DILocation(line: 388, column: 133, scope: !684, inlinedAt: !702)
!708 = !DILocation(line: 388, column: 13, scope: !684, inlinedAt: !702)
!709 = !DILocation(line: 0, scope: !440, inlinedAt: !630)
!710 = !DILocation(line: 0, scope: !449, inlinedAt: !630)
!711 = !DILocation(line: 158, column: 27, scope: !449, inlinedAt: !630)
!712 = !DILocation(line: 158, column: 25, scope: !449, inlinedAt: !630)
!713 = !DILocation(line: 159, column: 24, scope: !714, inlinedAt: !630)
!714 = distinct !DILexicalBlock(scope: !449, file: !3, line: 159, column: 21)
!715 = !DILocation(line: 159, column: 23, scope: !714, inlinedAt: !630)
!716 = !DILocation(line: 159, column: 22, scope: !714, inlinedAt: !630)
!717 = !DILocation(line: 159, column: 21, scope: !714, inlinedAt: !630)
!718 = !DILocation(line: 159, column: 21, scope: !449, inlinedAt: !630)
!719 = !DILocation(line: 161, column: 62, scope: !449, inlinedAt: !630)
!720 = !DILocation(line: 161, column: 168, scope: !449, inlinedAt: !630)
!721 = !DILocation(line: 161, column: 156, scope: !449, inlinedAt: !630)
!722 = !DILocation(line: 161, column: 35, scope: !449, inlinedAt: !630)
!723 = !DILocation(line: 161, column: 210, scope: !449, inlinedAt: !630)
!724 = !DILocation(line: 161, column: 313, scope: !449, inlinedAt: !630)
!725 = !DILocation(line: 161, column: 32, scope: !449, inlinedAt: !630)
!726 = !DILocation(line: 162, column: 13, scope: !450, inlinedAt: !630)
!727 = !DILocation(line: 154, scope: !451, inlinedAt: !630)
!728 = !{!331, !331, i64 0}
!729 = !DILocation(line: 163, column: 353, scope: !440, inlinedAt: !630)
!730 = !{i64 0, i64 32, !728}
!731 = !DILocation(line: 163, column: 21, scope: !440, inlinedAt: !630)
!732 = !DILocation(line: 186, column: 228, scope: !412, inlinedAt: !630)
!733 = !DILocation(line: 186, column: 227, scope: !412, inlinedAt: !630)
!734 = !DILocation(line: 186, column: 218, scope: !412, inlinedAt: !630)
!735 = !DILocation(line: 186, column: 224, scope: !412, inlinedAt: !630)
!736 = !DILocation(line: 186, column: 271, scope: !412, inlinedAt: !630)
!737 = !DILocation(line: 121, column: 37, scope: !413, inlinedAt: !630)
!738 = !DILocation(line: 121, column: 28, scope: !413, inlinedAt: !630)
!739 = distinct !{!739, !642, !740, !364}
!740 = !DILocation(line: 187, column: 5, scope: !414, inlinedAt: !630)
!741 = !DILocation(line: 0, scope: !471, inlinedAt: !630)
!742 = distinct !DIAssignID()
!743 = distinct !DIAssignID()
!744 = !DILocation(line: 201, column: 88, scope: !495, inlinedAt: !630)
!745 = !DILocation(line: 0, scope: !516, inlinedAt: !630)
!746 = distinct !DIAssignID()
!747 = !DILocation(line: 236, column: 54, scope: !526, inlinedAt: !630)
!748 = !DILocation(line: 236, column: 201, scope: !526, inlinedAt: !630)
!749 = !DILocation(line: 271, column: 85, scope: !547, inlinedAt: !630)
!750 = !{!751, !359, i64 0}
!751 = !{!"S0", !359, i64 0, !359, i64 4, !639, i64 8, !331, i64 16, !359, i64 20, !639, i64 24}
!752 = !DILocation(line: 271, column: 18, scope: !547, inlinedAt: !630)
!753 = distinct !DIAssignID()
!754 = !DILocation(line: 0, scope: !543, inlinedAt: !630)
!755 = !DILocation(line: 277, column: 32, scope: !543, inlinedAt: !630)
!756 = !DILocation(line: 277, column: 31, scope: !543, inlinedAt: !630)
!757 = !DILocation(line: 278, column: 28, scope: !543, inlinedAt: !630)
!758 = !DILocation(line: 278, column: 27, scope: !543, inlinedAt: !630)
!759 = !DILocation(line: 278, column: 36, scope: !543, inlinedAt: !630)
!760 = !DILocation(line: 278, column: 22, scope: !543, inlinedAt: !630)
!761 = !DILocation(line: 279, column: 21, scope: !543, inlinedAt: !630)
!762 = !DILocation(line: 368, column: 1, scope: !366, inlinedAt: !630)
!763 = !DILocation(line: 440, column: 21, scope: !312)
!764 = !DILocation(line: 440, column: 5, scope: !312)
!765 = !DILocation(line: 441, column: 21, scope: !312)
!766 = !DILocation(line: 441, column: 5, scope: !312)
!767 = !DILocation(line: 442, column: 21, scope: !312)
!768 = !DILocation(line: 442, column: 5, scope: !312)
!769 = !DILocation(line: 443, column: 21, scope: !312)
!770 = !DILocation(line: 443, column: 5, scope: !312)
!771 = !DILocation(line: 444, column: 21, scope: !312)
!772 = !DILocation(line: 444, column: 5, scope: !312)
!773 = !DILocation(line: 445, column: 21, scope: !312)
!774 = !DILocation(line: 445, column: 5, scope: !312)
!775 = !DILocation(line: 446, column: 21, scope: !312)
!776 = !DILocation(line: 446, column: 5, scope: !312)
!777 = !DILocation(line: 447, column: 5, scope: !312)
!778 = !DILocation(line: 448, column: 21, scope: !312)
!779 = !DILocation(line: 448, column: 5, scope: !312)
!780 = !DILocation(line: 449, column: 5, scope: !312)
!781 = !DILocation(line: 450, column: 21, scope: !312)
!782 = !DILocation(line: 450, column: 5, scope: !312)
!783 = !DILocation(line: 451, column: 5, scope: !784)
!784 = distinct !DILexicalBlock(scope: !312, file: !3, line: 451, column: 5)
!785 = !DILocation(line: 457, column: 33, scope: !786)
!786 = distinct !DILexicalBlock(scope: !787, file: !3, line: 456, column: 13)
!787 = distinct !DILexicalBlock(scope: !788, file: !3, line: 455, column: 13)
!788 = distinct !DILexicalBlock(scope: !789, file: !3, line: 455, column: 13)
!789 = distinct !DILexicalBlock(scope: !790, file: !3, line: 454, column: 9)
!790 = distinct !DILexicalBlock(scope: !791, file: !3, line: 453, column: 9)
!791 = distinct !DILexicalBlock(scope: !792, file: !3, line: 453, column: 9)
!792 = distinct !DILexicalBlock(scope: !793, file: !3, line: 452, column: 5)
!793 = distinct !DILexicalBlock(scope: !784, file: !3, line: 451, column: 5)
!794 = !DILocation(line: 457, column: 17, scope: !786)
!795 = !DILocation(line: 458, column: 21, scope: !786)
!796 = !DILocation(line: 458, column: 39, scope: !797)
!797 = distinct !DILexicalBlock(scope: !786, file: !3, line: 458, column: 21)
!798 = !DILocation(line: 451, column: 25, scope: !793)
!799 = !DILocation(line: 451, column: 19, scope: !793)
!800 = distinct !{!800, !783, !801, !364}
!801 = !DILocation(line: 462, column: 5, scope: !784)
!802 = !DILocation(line: 463, column: 5, scope: !312)
!803 = !DILocation(line: 464, column: 27, scope: !312)
!804 = !DILocation(line: 464, column: 21, scope: !312)
!805 = !DILocation(line: 464, column: 5, scope: !312)
!806 = !DILocation(line: 465, column: 21, scope: !312)
!807 = !DILocation(line: 465, column: 5, scope: !312)
!808 = !DILocation(line: 466, column: 21, scope: !312)
!809 = !DILocation(line: 466, column: 5, scope: !312)
!810 = !DILocation(line: 467, column: 27, scope: !312)
!811 = !DILocation(line: 467, column: 21, scope: !312)
!812 = !DILocation(line: 467, column: 5, scope: !312)
!813 = !DILocation(line: 468, column: 27, scope: !312)
!814 = !{!751, !359, i64 4}
!815 = !DILocation(line: 468, column: 21, scope: !312)
!816 = !DILocation(line: 468, column: 5, scope: !312)
!817 = !DILocation(line: 469, column: 27, scope: !312)
!818 = !{!751, !639, i64 8}
!819 = !DILocation(line: 469, column: 5, scope: !312)
!820 = !DILocation(line: 470, column: 27, scope: !312)
!821 = !{!751, !331, i64 16}
!822 = !DILocation(line: 470, column: 21, scope: !312)
!823 = !DILocation(line: 470, column: 5, scope: !312)
!824 = !DILocation(line: 471, column: 27, scope: !312)
!825 = !{!751, !359, i64 20}
!826 = !DILocation(line: 471, column: 21, scope: !312)
!827 = !DILocation(line: 471, column: 5, scope: !312)
!828 = !DILocation(line: 472, column: 27, scope: !312)
!829 = !{!751, !639, i64 24}
!830 = !DILocation(line: 472, column: 5, scope: !312)
!831 = !DILocation(line: 473, column: 27, scope: !312)
!832 = !DILocation(line: 473, column: 21, scope: !312)
!833 = !DILocation(line: 473, column: 5, scope: !312)
!834 = !DILocation(line: 474, column: 27, scope: !312)
!835 = !DILocation(line: 474, column: 21, scope: !312)
!836 = !DILocation(line: 474, column: 5, scope: !312)
!837 = !DILocation(line: 475, column: 27, scope: !312)
!838 = !DILocation(line: 475, column: 21, scope: !312)
!839 = !DILocation(line: 475, column: 5, scope: !312)
!840 = !DILocation(line: 476, column: 27, scope: !312)
!841 = !DILocation(line: 476, column: 5, scope: !312)
!842 = !DILocation(line: 477, column: 27, scope: !312)
!843 = !DILocation(line: 477, column: 21, scope: !312)
!844 = !DILocation(line: 477, column: 5, scope: !312)
!845 = !DILocation(line: 478, column: 27, scope: !312)
!846 = !DILocation(line: 478, column: 21, scope: !312)
!847 = !DILocation(line: 478, column: 5, scope: !312)
!848 = !DILocation(line: 479, column: 27, scope: !312)
!849 = !DILocation(line: 479, column: 5, scope: !312)
!850 = !DILocation(line: 480, column: 5, scope: !312)
!851 = !DILocation(line: 481, column: 5, scope: !312)
!852 = !DILocation(line: 482, column: 21, scope: !312)
!853 = !DILocation(line: 482, column: 5, scope: !312)
!854 = !DILocation(line: 483, column: 5, scope: !312)
!855 = !DILocation(line: 484, column: 5, scope: !312)
!856 = !DILocation(line: 485, column: 5, scope: !312)
!857 = !DILocation(line: 486, column: 27, scope: !312)
!858 = !DILocation(line: 486, column: 21, scope: !312)
!859 = !DILocation(line: 486, column: 5, scope: !312)
!860 = !DILocation(line: 487, column: 27, scope: !312)
!861 = !DILocation(line: 487, column: 21, scope: !312)
!862 = !DILocation(line: 487, column: 5, scope: !312)
!863 = !DILocation(line: 488, column: 27, scope: !312)
!864 = !DILocation(line: 488, column: 5, scope: !312)
!865 = !DILocation(line: 489, column: 27, scope: !312)
!866 = !DILocation(line: 489, column: 21, scope: !312)
!867 = !DILocation(line: 489, column: 5, scope: !312)
!868 = !DILocation(line: 490, column: 27, scope: !312)
!869 = !DILocation(line: 490, column: 21, scope: !312)
!870 = !DILocation(line: 490, column: 5, scope: !312)
!871 = !DILocation(line: 491, column: 27, scope: !312)
!872 = !DILocation(line: 491, column: 5, scope: !312)
!873 = !DILocation(line: 492, column: 23, scope: !312)
!874 = !DILocation(line: 492, column: 37, scope: !312)
!875 = !DILocalVariable(name: "crc", arg: 1, scope: !876, file: !294, line: 49, type: !125)
!876 = distinct !DISubprogram(name: "platform_main_end", scope: !294, file: !294, line: 49, type: !877, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !879)
!877 = !DISubroutineType(types: !878)
!878 = !{null, !125, !7}
!879 = !{!875, !880}
!880 = !DILocalVariable(name: "flag", arg: 2, scope: !876, file: !294, line: 49, type: !7)
!881 = !DILocation(line: 0, scope: !876, inlinedAt: !882)
!882 = distinct !DILocation(line: 492, column: 5, scope: !312)
!883 = !DILocation(line: 56, column: 2, scope: !876, inlinedAt: !882)
!884 = !DILocation(line: 493, column: 5, scope: !312)
!885 = distinct !DISubprogram(name: "transparent_crc", scope: !123, file: !123, line: 110, type: !886, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !888)
!886 = !DISubroutineType(types: !887)
!887 = !{null, !220, !316, !7}
!888 = !{!889, !890, !891}
!889 = !DILocalVariable(name: "val", arg: 1, scope: !885, file: !123, line: 110, type: !220)
!890 = !DILocalVariable(name: "vname", arg: 2, scope: !885, file: !123, line: 110, type: !316)
!891 = !DILocalVariable(name: "flag", arg: 3, scope: !885, file: !123, line: 110, type: !7)
!892 = !DILocation(line: 0, scope: !885)
!893 = !DILocalVariable(name: "val", arg: 1, scope: !894, file: !123, line: 97, type: !220)
!894 = distinct !DISubprogram(name: "crc32_8bytes", scope: !123, file: !123, line: 97, type: !895, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !897)
!895 = !DISubroutineType(types: !896)
!896 = !{null, !220}
!897 = !{!893}
!898 = !DILocation(line: 0, scope: !894, inlinedAt: !899)
!899 = distinct !DILocation(line: 112, column: 2, scope: !885)
!900 = !DILocalVariable(name: "b", arg: 1, scope: !901, file: !123, line: 71, type: !178)
!901 = distinct !DISubprogram(name: "crc32_byte", scope: !123, file: !123, line: 71, type: !902, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !904)
!902 = !DISubroutineType(types: !903)
!903 = !{null, !178}
!904 = !{!900}
!905 = !DILocation(line: 0, scope: !901, inlinedAt: !906)
!906 = distinct !DILocation(line: 99, column: 2, scope: !894, inlinedAt: !899)
!907 = !DILocation(line: 73, column: 5, scope: !901, inlinedAt: !906)
!908 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !906)
!909 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !906)
!910 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !906)
!911 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !906)
!912 = !DILocation(line: 100, column: 18, scope: !894, inlinedAt: !899)
!913 = !DILocation(line: 0, scope: !901, inlinedAt: !914)
!914 = distinct !DILocation(line: 100, column: 2, scope: !894, inlinedAt: !899)
!915 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !914)
!916 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !914)
!917 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !914)
!918 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !914)
!919 = !DILocation(line: 101, column: 18, scope: !894, inlinedAt: !899)
!920 = !DILocation(line: 0, scope: !901, inlinedAt: !921)
!921 = distinct !DILocation(line: 101, column: 2, scope: !894, inlinedAt: !899)
!922 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !921)
!923 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !921)
!924 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !921)
!925 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !921)
!926 = !DILocation(line: 102, column: 18, scope: !894, inlinedAt: !899)
!927 = !DILocation(line: 0, scope: !901, inlinedAt: !928)
!928 = distinct !DILocation(line: 102, column: 2, scope: !894, inlinedAt: !899)
!929 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !928)
!930 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !928)
!931 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !928)
!932 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !928)
!933 = !DILocation(line: 103, column: 18, scope: !894, inlinedAt: !899)
!934 = !DILocation(line: 0, scope: !901, inlinedAt: !935)
!935 = distinct !DILocation(line: 103, column: 2, scope: !894, inlinedAt: !899)
!936 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !935)
!937 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !935)
!938 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !935)
!939 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !935)
!940 = !DILocation(line: 104, column: 18, scope: !894, inlinedAt: !899)
!941 = !DILocation(line: 0, scope: !901, inlinedAt: !942)
!942 = distinct !DILocation(line: 104, column: 2, scope: !894, inlinedAt: !899)
!943 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !942)
!944 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !942)
!945 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !942)
!946 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !942)
!947 = !DILocation(line: 105, column: 18, scope: !894, inlinedAt: !899)
!948 = !DILocation(line: 0, scope: !901, inlinedAt: !949)
!949 = distinct !DILocation(line: 105, column: 2, scope: !894, inlinedAt: !899)
!950 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !949)
!951 = !DILocation(line: 74, column: 33, scope: !901, inlinedAt: !949)
!952 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !949)
!953 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !949)
!954 = !DILocation(line: 106, column: 18, scope: !894, inlinedAt: !899)
!955 = !DILocation(line: 0, scope: !901, inlinedAt: !956)
!956 = distinct !DILocation(line: 106, column: 2, scope: !894, inlinedAt: !899)
!957 = !DILocation(line: 73, column: 19, scope: !901, inlinedAt: !956)
!958 = !DILocation(line: 74, column: 3, scope: !901, inlinedAt: !956)
!959 = !DILocation(line: 73, column: 39, scope: !901, inlinedAt: !956)
!960 = !DILocation(line: 72, column: 16, scope: !901, inlinedAt: !956)
!961 = !DILocation(line: 113, column: 6, scope: !962)
!962 = distinct !DILexicalBlock(scope: !885, file: !123, line: 113, column: 6)
!963 = !DILocation(line: 113, column: 6, scope: !885)
!964 = !DILocation(line: 114, column: 73, scope: !965)
!965 = distinct !DILexicalBlock(scope: !962, file: !123, line: 113, column: 12)
!966 = !DILocation(line: 114, column: 5, scope: !965)
!967 = !DILocation(line: 115, column: 2, scope: !965)
!968 = !DILocation(line: 116, column: 1, scope: !885)
!969 = !DISubprogram(name: "printf", scope: !970, file: !970, line: 356, type: !971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!970 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!971 = !DISubroutineType(types: !972)
!972 = !{!7, !973, null}
!973 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !974)
!974 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !975, size: 64)
!975 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
