; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i64, i8, i32, i64 }

@g_2 = internal global i32 6, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !16
@g_3 = internal global i32 0, align 4, !dbg !203
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !21
@g_11 = internal unnamed_addr global i16 9210, align 4, !dbg !205
@.str.3 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !23
@g_18 = internal unnamed_addr global i8 114, align 4, !dbg !207
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
@g_156 = internal global i8 -1, align 4, !dbg !266
@.str.16 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !67
@g_168 = internal global i16 -29421, align 4, !dbg !268
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
@g_324 = internal global i8 95, align 4, !dbg !282
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !309 {
  %3 = alloca %struct.S0, align 8
    #dbg_value(i32 %0, !315, !DIExpression(), !321)
    #dbg_value(ptr %1, !316, !DIExpression(), !321)
    #dbg_value(i32 0, !320, !DIExpression(), !321)
  %4 = icmp eq i32 %0, 2, !dbg !322
  br i1 %4, label %5, label %18, !dbg !324

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !325
  %7 = load ptr, ptr %6, align 8, !dbg !325, !tbaa !326
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !330
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !331
  %17 = zext i1 %16 to i32, !dbg !331
  br label %18, !dbg !331

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !321
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !321
    #dbg_value(i32 %20, !320, !DIExpression(), !321)
    #dbg_value(i32 -306674912, !332, !DIExpression(), !341)
    #dbg_value(i32 0, !338, !DIExpression(), !341)
  br label %21, !dbg !343

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !345
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !347
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !347
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !353
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !347
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !353
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !347
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !353
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !347
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !353
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !347
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !353
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !347
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !353
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !347
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !353
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !347
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !347
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !353
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !353
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !353
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !354
  store <4 x i32> %63, ptr %64, align 4, !dbg !355, !tbaa !356
  %65 = add nuw i64 %22, 4, !dbg !345
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !347
  %67 = icmp eq i64 %65, 256, !dbg !345
  br i1 %67, label %68, label %21, !dbg !345, !llvm.loop !358

68:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
    #dbg_value(i16 8, !363, !DIExpression(), !627)
    #dbg_value(ptr @g_11, !368, !DIExpression(), !627)
    #dbg_value(ptr @g_18, !370, !DIExpression(), !627)
    #dbg_value(ptr @g_38, !371, !DIExpression(), !627)
    #dbg_value(i32 -2106426224, !373, !DIExpression(), !627)
    #dbg_value(ptr null, !374, !DIExpression(), !627)
    #dbg_value(i32 1029219501, !375, !DIExpression(), !627)
    #dbg_value(i32 -427076956, !379, !DIExpression(), !627)
    #dbg_value(ptr null, !380, !DIExpression(), !627)
    #dbg_value(ptr poison, !381, !DIExpression(), !627)
    #dbg_value(i16 1, !383, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !627)
    #dbg_value(i16 poison, !383, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !627)
    #dbg_value(i16 -2, !383, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !627)
    #dbg_assign(i1 undef, !383, !DIExpression(DW_OP_LLVM_fragment, 272, 48), !629, ptr poison, !DIExpression(), !627)
    #dbg_value(i16 1, !383, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !627)
    #dbg_assign(i1 undef, !383, !DIExpression(DW_OP_LLVM_fragment, 336, 80), !630, ptr undef, !DIExpression(), !627)
    #dbg_value(i16 -2, !383, !DIExpression(DW_OP_LLVM_fragment, 416, 16), !627)
    #dbg_assign(i1 undef, !383, !DIExpression(DW_OP_LLVM_fragment, 432, 432), !631, ptr undef, !DIExpression(), !627)
    #dbg_value(i32 540688464, !387, !DIExpression(), !627)
    #dbg_value(ptr undef, !388, !DIExpression(), !627)
    #dbg_value(ptr undef, !389, !DIExpression(), !627)
    #dbg_value(i32 0, !392, !DIExpression(), !627)
    #dbg_value(ptr @g_11, !393, !DIExpression(), !627)
    #dbg_value(ptr undef, !395, !DIExpression(), !627)
    #dbg_value(ptr null, !396, !DIExpression(), !627)
    #dbg_value(i32 1239258648, !397, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !627)
    #dbg_assign(i1 undef, !397, !DIExpression(DW_OP_LLVM_fragment, 224, 64), !632, ptr poison, !DIExpression(), !627)
    #dbg_value(i32 1, !400, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !627)
    #dbg_assign(i1 undef, !400, !DIExpression(DW_OP_LLVM_fragment, 1152, 576), !633, ptr poison, !DIExpression(), !627)
    #dbg_value(ptr poison, !403, !DIExpression(), !627)
    #dbg_value(i16 poison, !405, !DIExpression(), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !627)
    #dbg_value(i32 1, !376, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !627)
    #dbg_value(i64 4, !407, !DIExpression(), !627)
    #dbg_value(i64 5, !406, !DIExpression(), !627)
  %69 = load i16, ptr @g_11, align 4, !tbaa !634
  %70 = load i64, ptr @g_38, align 8, !tbaa !636
  store i32 -23, ptr @g_3, align 4, !dbg !638, !tbaa !356
  %71 = and i16 %69, 6, !dbg !639
  %72 = mul nuw nsw i16 %71, 6
  %73 = zext nneg i16 %72 to i32
  %74 = load i32, ptr @g_32, align 4, !tbaa !356
  br label %75, !dbg !640

75:                                               ; preds = %148, %68
  %76 = phi i32 [ %74, %68 ], [ %80, %148 ], !dbg !639
  %77 = phi i64 [ %70, %68 ], [ %81, %148 ]
    #dbg_value(i32 poison, !379, !DIExpression(), !627)
    #dbg_value(i32 poison, !436, !DIExpression(), !641)
  store i16 %71, ptr @g_11, align 4, !dbg !639, !tbaa !634
  %78 = load volatile i32, ptr @g_2, align 4, !dbg !642, !tbaa !356
  %79 = or i32 %78, %73, !dbg !642
  store volatile i32 %79, ptr @g_2, align 4, !dbg !642, !tbaa !356
  %80 = xor i32 %76, 1, !dbg !643
  store i32 %80, ptr @g_32, align 4, !dbg !643, !tbaa !356
    #dbg_assign(i1 undef, !644, !DIExpression(), !662, ptr undef, !DIExpression(), !663)
    #dbg_value(i32 %80, !649, !DIExpression(), !663)
    #dbg_value(i16 6, !650, !DIExpression(), !663)
    #dbg_assign(i8 -29, !651, !DIExpression(), !665, ptr undef, !DIExpression(), !663)
    #dbg_value(ptr @g_11, !652, !DIExpression(), !663)
    #dbg_value(ptr @g_38, !653, !DIExpression(), !663)
    #dbg_value(ptr null, !654, !DIExpression(), !663)
    #dbg_value(i32 -317779281, !655, !DIExpression(), !663)
    #dbg_value(ptr null, !656, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !663)
    #dbg_value(ptr null, !656, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !663)
    #dbg_assign(i1 undef, !656, !DIExpression(DW_OP_LLVM_fragment, 384, 192), !666, ptr undef, !DIExpression(), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !663)
    #dbg_value(ptr null, !656, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !663)
    #dbg_value(ptr null, !656, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !663)
    #dbg_value(ptr null, !656, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !663)
    #dbg_value(ptr undef, !656, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !663)
    #dbg_value(i32 poison, !659, !DIExpression(), !663)
  %81 = xor i64 %77, 1, !dbg !667
  store i64 %81, ptr @g_38, align 8, !dbg !667, !tbaa !636
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !655, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !663)
  store ptr @g_3, ptr @g_42, align 8, !dbg !668, !tbaa !326
    #dbg_value(ptr @g_11, !669, !DIExpression(), !677)
    #dbg_value(i8 8, !674, !DIExpression(), !677)
    #dbg_value(i8 0, !675, !DIExpression(), !677)
    #dbg_value(ptr @g_43, !676, !DIExpression(), !677)
  %82 = load volatile ptr, ptr @g_46, align 8, !dbg !679, !tbaa !326
  store ptr @g_43, ptr %82, align 8, !dbg !680, !tbaa !326
    #dbg_assign(i1 undef, !681, !DIExpression(), !698, ptr undef, !DIExpression(), !699)
    #dbg_value(ptr @g_18, !686, !DIExpression(), !699)
    #dbg_value(i32 0, !687, !DIExpression(), !699)
    #dbg_value(i32 8, !688, !DIExpression(), !699)
    #dbg_value(ptr @g_18, !689, !DIExpression(), !699)
    #dbg_value(i32 -1, !690, !DIExpression(), !699)
    #dbg_value(i32 -8, !691, !DIExpression(), !699)
    #dbg_value(i32 8, !692, !DIExpression(), !699)
    #dbg_value(i32 -1, !693, !DIExpression(), !699)
    #dbg_value(i64 -5, !694, !DIExpression(), !699)
    #dbg_value(ptr poison, !695, !DIExpression(), !699)
    #dbg_value(i32 poison, !696, !DIExpression(), !699)
  %83 = icmp eq i64 %77, 1, !dbg !701
  br i1 %83, label %87, label %84, !dbg !702

84:                                               ; preds = %75
  %85 = load volatile i32, ptr @g_2, align 4, !dbg !703, !tbaa !356
    #dbg_value(i16 poison, !690, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !699)
    #dbg_value(i8 poison, !691, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !699)
  %86 = load ptr, ptr @g_42, align 8, !dbg !704, !tbaa !326
    #dbg_value(i32 0, !691, !DIExpression(), !699)
  store i32 0, ptr %86, align 4, !dbg !705, !tbaa !356
    #dbg_value(!DIArgList(i32 -1, i32 0), !693, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !699)
  br label %87

87:                                               ; preds = %84, %75
  store i1 true, ptr @g_78, align 4, !dbg !706
    #dbg_value(i16 22136, !437, !DIExpression(), !707)
    #dbg_value(ptr @g_11, !440, !DIExpression(), !707)
    #dbg_value(ptr undef, !441, !DIExpression(), !707)
    #dbg_value(i32 poison, !445, !DIExpression(), !707)
  %88 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr @g_79, !446, !DIExpression(), !708)
    #dbg_value(ptr poison, !451, !DIExpression(), !708)
  %89 = load volatile ptr, ptr @g_79, align 8, !dbg !709, !tbaa !326
  store volatile ptr %89, ptr @g_79, align 8, !dbg !710, !tbaa !326
  %90 = load volatile ptr, ptr @g_46, align 8, !dbg !711, !tbaa !326
  %91 = load ptr, ptr %90, align 8, !dbg !713, !tbaa !326
  %92 = load i32, ptr %91, align 4, !dbg !714, !tbaa !356
  %93 = icmp eq i32 %92, 0, !dbg !715
  br i1 %93, label %94, label %100, !dbg !716

94:                                               ; preds = %87
  %95 = load i32, ptr @g_3, align 4, !dbg !717, !tbaa !356
  %96 = trunc i32 %95 to i8, !dbg !717
  store i32 22136, ptr %88, align 4, !dbg !718, !tbaa !356
  store i1 true, ptr @g_78, align 4, !dbg !719
  %97 = icmp ult i8 %96, 110, !dbg !720
  br i1 %97, label %98, label %99, !dbg !721

98:                                               ; preds = %94
  store i1 true, ptr @g_97, align 1, !dbg !722
  br label %99, !dbg !721

99:                                               ; preds = %98, %94
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !723, !tbaa !356
  br label %100, !dbg !724

100:                                              ; preds = %99, %87
  store i8 4, ptr @g_18, align 4, !dbg !725, !tbaa !726
    #dbg_value(ptr @g_79, !446, !DIExpression(), !708)
    #dbg_value(ptr poison, !451, !DIExpression(), !708)
  %101 = load volatile ptr, ptr @g_79, align 8, !dbg !709, !tbaa !326
  store volatile ptr %101, ptr @g_79, align 8, !dbg !710, !tbaa !326
  %102 = load volatile ptr, ptr @g_46, align 8, !dbg !711, !tbaa !326
  %103 = load ptr, ptr %102, align 8, !dbg !713, !tbaa !326
  %104 = load i32, ptr %103, align 4, !dbg !714, !tbaa !356
  %105 = icmp eq i32 %104, 0, !dbg !715
  br i1 %105, label %106, label %112, !dbg !716

106:                                              ; preds = %100
  %107 = load i32, ptr @g_3, align 4, !dbg !717, !tbaa !356
  %108 = trunc i32 %107 to i8, !dbg !717
  store i32 22136, ptr %88, align 4, !dbg !718, !tbaa !356
  store i1 true, ptr @g_78, align 4, !dbg !719
  %109 = icmp ult i8 %108, 110, !dbg !720
  br i1 %109, label %110, label %111, !dbg !721

110:                                              ; preds = %106
  store i1 true, ptr @g_97, align 1, !dbg !722
  br label %111, !dbg !721

111:                                              ; preds = %110, %106
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !723, !tbaa !356
  br label %112, !dbg !724

112:                                              ; preds = %111, %100
    #dbg_value(ptr @g_79, !446, !DIExpression(), !708)
    #dbg_value(ptr poison, !451, !DIExpression(), !708)
  %113 = load volatile ptr, ptr @g_79, align 8, !dbg !709, !tbaa !326
  store volatile ptr %113, ptr @g_79, align 8, !dbg !710, !tbaa !326
  %114 = load volatile ptr, ptr @g_46, align 8, !dbg !711, !tbaa !326
  %115 = load ptr, ptr %114, align 8, !dbg !713, !tbaa !326
  %116 = load i32, ptr %115, align 4, !dbg !714, !tbaa !356
  %117 = icmp eq i32 %116, 0, !dbg !715
  br i1 %117, label %118, label %124, !dbg !716

118:                                              ; preds = %112
  %119 = load i32, ptr @g_3, align 4, !dbg !717, !tbaa !356
  %120 = trunc i32 %119 to i8, !dbg !717
  store i32 22136, ptr %88, align 4, !dbg !718, !tbaa !356
  store i1 true, ptr @g_78, align 4, !dbg !719
  %121 = icmp ult i8 %120, 110, !dbg !720
  br i1 %121, label %122, label %123, !dbg !721

122:                                              ; preds = %118
  store i1 true, ptr @g_97, align 1, !dbg !722
  br label %123, !dbg !721

123:                                              ; preds = %122, %118
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !723, !tbaa !356
  br label %124, !dbg !724

124:                                              ; preds = %123, %112
    #dbg_value(ptr @g_79, !446, !DIExpression(), !708)
    #dbg_value(ptr poison, !451, !DIExpression(), !708)
  %125 = load volatile ptr, ptr @g_79, align 8, !dbg !709, !tbaa !326
  store volatile ptr %125, ptr @g_79, align 8, !dbg !710, !tbaa !326
  %126 = load volatile ptr, ptr @g_46, align 8, !dbg !711, !tbaa !326
  %127 = load ptr, ptr %126, align 8, !dbg !713, !tbaa !326
  %128 = load i32, ptr %127, align 4, !dbg !714, !tbaa !356
  %129 = icmp eq i32 %128, 0, !dbg !715
  br i1 %129, label %130, label %136, !dbg !716

130:                                              ; preds = %124
  %131 = load i32, ptr @g_3, align 4, !dbg !717, !tbaa !356
  %132 = trunc i32 %131 to i8, !dbg !717
  store i32 22136, ptr %88, align 4, !dbg !718, !tbaa !356
  store i1 true, ptr @g_78, align 4, !dbg !719
  %133 = icmp ult i8 %132, 110, !dbg !720
  br i1 %133, label %134, label %135, !dbg !721

134:                                              ; preds = %130
  store i1 true, ptr @g_97, align 1, !dbg !722
  br label %135, !dbg !721

135:                                              ; preds = %134, %130
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !723, !tbaa !356
  br label %136, !dbg !724

136:                                              ; preds = %135, %124
    #dbg_value(ptr @g_79, !446, !DIExpression(), !708)
    #dbg_value(ptr poison, !451, !DIExpression(), !708)
  %137 = load volatile ptr, ptr @g_79, align 8, !dbg !709, !tbaa !326
  store volatile ptr %137, ptr @g_79, align 8, !dbg !710, !tbaa !326
  %138 = load volatile ptr, ptr @g_46, align 8, !dbg !711, !tbaa !326
  %139 = load ptr, ptr %138, align 8, !dbg !713, !tbaa !326
  %140 = load i32, ptr %139, align 4, !dbg !714, !tbaa !356
  %141 = icmp eq i32 %140, 0, !dbg !715
  br i1 %141, label %142, label %148, !dbg !716

142:                                              ; preds = %136
  %143 = load i32, ptr @g_3, align 4, !dbg !717, !tbaa !356
  %144 = trunc i32 %143 to i8, !dbg !717
  store i1 true, ptr @g_78, align 4, !dbg !719
  %145 = icmp ult i8 %144, 110, !dbg !720
  br i1 %145, label %146, label %147, !dbg !721

146:                                              ; preds = %142
  store i1 true, ptr @g_97, align 1, !dbg !722
  br label %147, !dbg !721

147:                                              ; preds = %146, %142
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !723, !tbaa !356
  br label %148, !dbg !724

148:                                              ; preds = %147, %136
  store i8 0, ptr @g_18, align 4, !dbg !725, !tbaa !726
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 32, i1 true), !dbg !727, !tbaa.struct !728
  store i32 -5, ptr %88, align 4, !dbg !729, !tbaa !356
    #dbg_value(i32 poison, !379, !DIExpression(), !627)
    #dbg_value(ptr undef, !380, !DIExpression(), !627)
  %149 = load volatile ptr, ptr @g_46, align 8, !dbg !730, !tbaa !326
  %150 = load ptr, ptr %149, align 8, !dbg !731, !tbaa !326
  %151 = load volatile ptr, ptr @g_46, align 8, !dbg !732, !tbaa !326
  store ptr %150, ptr %151, align 8, !dbg !733, !tbaa !326
  %152 = load volatile i8, ptr @g_156, align 4, !dbg !734, !tbaa !726
    #dbg_value(ptr @g_18, !431, !DIExpression(), !641)
    #dbg_value(i32 poison, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !627)
  %153 = load i32, ptr @g_3, align 4, !dbg !735, !tbaa !356
  %154 = add nsw i32 %153, 1, !dbg !735
  store i32 %154, ptr @g_3, align 4, !dbg !638, !tbaa !356
    #dbg_value(i32 poison, !379, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !627)
  %155 = icmp slt i32 %153, 6, !dbg !736
  br i1 %155, label %75, label %156, !dbg !640, !llvm.loop !737

156:                                              ; preds = %148
    #dbg_value(i16 -13, !363, !DIExpression(), !627)
  %157 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr undef, !472, !DIExpression(), !739)
    #dbg_value(ptr undef, !474, !DIExpression(), !739)
    #dbg_value(ptr @g_11, !477, !DIExpression(), !739)
    #dbg_value(i16 -3, !478, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !739)
    #dbg_assign(i1 undef, !478, !DIExpression(DW_OP_LLVM_fragment, 16, 48), !740, ptr undef, !DIExpression(), !739)
    #dbg_value(i32 -980038018, !480, !DIExpression(), !739)
    #dbg_value(i64 poison, !481, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !739)
    #dbg_value(i32 1, !481, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !739)
    #dbg_assign(i1 undef, !481, !DIExpression(DW_OP_LLVM_fragment, 96, 128), !741, ptr poison, !DIExpression(), !739)
    #dbg_value(ptr null, !486, !DIExpression(), !739)
    #dbg_value(ptr null, !488, !DIExpression(), !739)
    #dbg_value(ptr poison, !489, !DIExpression(), !739)
    #dbg_value(ptr null, !468, !DIExpression(), !739)
  %158 = load volatile ptr, ptr @g_46, align 8, !dbg !742, !tbaa !326
    #dbg_value(ptr undef, !513, !DIExpression(), !743)
    #dbg_value(i32 -403916440, !516, !DIExpression(), !743)
    #dbg_assign(i1 undef, !517, !DIExpression(), !744, ptr poison, !DIExpression(), !743)
    #dbg_value(i32 0, !519, !DIExpression(), !743)
    #dbg_value(i32 -678981694, !520, !DIExpression(), !743)
    #dbg_value(i32 1, !515, !DIExpression(), !743)
  store i16 0, ptr @g_11, align 4, !dbg !745, !tbaa !634
  store i8 1, ptr @g_18, align 4, !dbg !746, !tbaa !726
  %159 = load volatile i32, ptr @g_208, align 8, !dbg !747, !tbaa !748
    #dbg_value(ptr undef, !388, !DIExpression(), !627)
  %160 = load i32, ptr %157, align 4, !dbg !750, !tbaa !356
  %161 = or i32 %160, 1, !dbg !750
  store i32 %161, ptr %157, align 4, !dbg !750, !tbaa !356
    #dbg_value(i32 0, !373, !DIExpression(), !627)
    #dbg_assign(i1 undef, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 272), !751, ptr poison, !DIExpression(), !752)
    #dbg_value(i16 -28218, !540, !DIExpression(DW_OP_LLVM_fragment, 272, 16), !752)
  %162 = load volatile ptr, ptr @g_46, align 8, !dbg !753, !tbaa !326
  %163 = load ptr, ptr %162, align 8, !dbg !754, !tbaa !326
    #dbg_value(ptr %163, !396, !DIExpression(), !627)
  %164 = load volatile ptr, ptr @g_323, align 8, !dbg !755, !tbaa !326
  %165 = load volatile i8, ptr %164, align 1, !dbg !756, !tbaa !726
  %166 = or i8 %165, -103, !dbg !757
  %167 = zext i8 %166 to i32, !dbg !757
  %168 = load i32, ptr %163, align 4, !dbg !758, !tbaa !356
  %169 = xor i32 %168, %167, !dbg !758
  store i32 %169, ptr %163, align 4, !dbg !758, !tbaa !356
  store i32 8, ptr %157, align 4, !dbg !759, !tbaa !356
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !dbg !760
  %170 = load volatile i32, ptr @g_2, align 4, !dbg !761, !tbaa !356
  %171 = sext i32 %170 to i64, !dbg !761
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !762
  %172 = load i32, ptr @g_3, align 4, !dbg !763, !tbaa !356
  %173 = sext i32 %172 to i64, !dbg !763
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.2, i32 noundef %20), !dbg !764
  %174 = load i16, ptr @g_11, align 4, !dbg !765, !tbaa !634
  %175 = sext i16 %174 to i64, !dbg !765
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !766
  %176 = load i8, ptr @g_18, align 4, !dbg !767, !tbaa !726
  %177 = sext i8 %176 to i64, !dbg !767
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !768
  %178 = load i32, ptr @g_32, align 4, !dbg !769, !tbaa !356
  %179 = sext i32 %178 to i64, !dbg !769
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !770
  %180 = load i64, ptr @g_38, align 8, !dbg !771, !tbaa !636
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !772
  %181 = load i32, ptr @g_43, align 4, !dbg !773, !tbaa !356
  %182 = sext i32 %181 to i64, !dbg !773
  tail call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !774
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !775
  %183 = load i1, ptr @g_78, align 4, !dbg !776
  %184 = select i1 %183, i64 0, i64 312131711, !dbg !776
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !777
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !778
  %185 = load i1, ptr @g_97, align 1, !dbg !779
  %186 = select i1 %185, i64 1, i64 126, !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !780
    #dbg_value(i32 0, !317, !DIExpression(), !321)
  br label %187, !dbg !781

187:                                              ; preds = %156, %236
  %188 = phi i64 [ 0, %156 ], [ %237, %236 ]
    #dbg_value(i64 %188, !317, !DIExpression(), !321)
    #dbg_value(i64 0, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !321)
  %189 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 0, !dbg !783
  %190 = load i32, ptr %189, align 4, !dbg !783, !tbaa !356
  %191 = sext i32 %190 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  br i1 %19, label %192, label %208, !dbg !793

192:                                              ; preds = %187
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %193 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1, !dbg !783
  %194 = load i32, ptr %193, align 4, !dbg !783, !tbaa !356
  %195 = sext i32 %194 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
    #dbg_value(i64 1, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !321)
  %196 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0, !dbg !783
  %197 = load i32, ptr %196, align 4, !dbg !783, !tbaa !356
  %198 = sext i32 %197 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %199 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1, !dbg !783
  %200 = load i32, ptr %199, align 4, !dbg !783, !tbaa !356
  %201 = sext i32 %200 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
    #dbg_value(i64 2, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !321)
  %202 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0, !dbg !783
  %203 = load i32, ptr %202, align 4, !dbg !783, !tbaa !356
  %204 = sext i32 %203 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %205 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1, !dbg !783
  %206 = load i32, ptr %205, align 4, !dbg !783, !tbaa !356
  %207 = sext i32 %206 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  br label %236, !dbg !793

208:                                              ; preds = %187
  %209 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %209, i32 noundef 0, i32 noundef 0), !dbg !794
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %211 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1, !dbg !783
  %212 = load i32, ptr %211, align 4, !dbg !783, !tbaa !356
  %213 = sext i32 %212 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  %214 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %214, i32 noundef 0, i32 noundef 1), !dbg !794
    #dbg_value(i64 1, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !321)
  %216 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0, !dbg !783
  %217 = load i32, ptr %216, align 4, !dbg !783, !tbaa !356
  %218 = sext i32 %217 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  %219 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %219, i32 noundef 1, i32 noundef 0), !dbg !794
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %221 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1, !dbg !783
  %222 = load i32, ptr %221, align 4, !dbg !783, !tbaa !356
  %223 = sext i32 %222 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  %224 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %224, i32 noundef 1, i32 noundef 1), !dbg !794
    #dbg_value(i64 2, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !321)
  %226 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0, !dbg !783
  %227 = load i32, ptr %226, align 4, !dbg !783, !tbaa !356
  %228 = sext i32 %227 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  %229 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %229, i32 noundef 2, i32 noundef 0), !dbg !794
    #dbg_value(i64 1, !319, !DIExpression(), !321)
  %231 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1, !dbg !783
  %232 = load i32, ptr %231, align 4, !dbg !783, !tbaa !356
  %233 = sext i32 %232 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !792
  %234 = trunc nuw nsw i64 %188 to i32, !dbg !794
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 2, i32 noundef 1), !dbg !794
  br label %236, !dbg !794

236:                                              ; preds = %192, %208
    #dbg_value(i64 2, !319, !DIExpression(), !321)
    #dbg_value(i64 3, !318, !DIExpression(), !321)
  %237 = add nuw nsw i64 %188, 1, !dbg !796
    #dbg_value(i64 %237, !317, !DIExpression(), !321)
  %238 = icmp eq i64 %237, 6, !dbg !797
  br i1 %238, label %239, label %187, !dbg !781, !llvm.loop !798

239:                                              ; preds = %236
  tail call fastcc void @transparent_crc(i64 noundef 137, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !800
  %240 = load volatile i16, ptr @g_117, align 8, !dbg !801, !tbaa !726
  %241 = sext i16 %240 to i64, !dbg !802
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !803
  %242 = load volatile i8, ptr @g_156, align 4, !dbg !804, !tbaa !726
  %243 = sext i8 %242 to i64, !dbg !804
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !805
  %244 = load volatile i16, ptr @g_168, align 4, !dbg !806, !tbaa !634
  %245 = sext i16 %244 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !807
  %246 = load volatile i32, ptr @g_208, align 8, !dbg !808, !tbaa !748
  %247 = zext i32 %246 to i64, !dbg !809
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !810
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 4), align 4, !dbg !811, !tbaa !812
  %249 = zext i32 %248 to i64, !dbg !813
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !814
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 8), align 8, !dbg !815, !tbaa !816
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !817
  %251 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_208, i64 16), align 8, !dbg !818, !tbaa !819
  %252 = sext i8 %251 to i64, !dbg !820
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !821
  %253 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 20), align 4, !dbg !822, !tbaa !823
  %254 = sext i32 %253 to i64, !dbg !824
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !825
  %255 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 24), align 8, !dbg !826, !tbaa !827
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !828
  %256 = load volatile i16, ptr @g_222, align 8, !dbg !829, !tbaa !726
  %257 = sext i16 %256 to i64, !dbg !830
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !831
  %258 = load volatile i32, ptr @g_229, align 8, !dbg !832, !tbaa !748
  %259 = zext i32 %258 to i64, !dbg !833
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !834
  %260 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 4), align 4, !dbg !835, !tbaa !812
  %261 = zext i32 %260 to i64, !dbg !836
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !837
  %262 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 8), align 8, !dbg !838, !tbaa !816
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !839
  %263 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_229, i64 16), align 8, !dbg !840, !tbaa !819
  %264 = sext i8 %263 to i64, !dbg !841
  tail call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !842
  %265 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 20), align 4, !dbg !843, !tbaa !823
  %266 = sext i32 %265 to i64, !dbg !844
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !845
  %267 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 24), align 8, !dbg !846, !tbaa !827
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !847
  tail call fastcc void @transparent_crc(i64 noundef 4107480215, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !848
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !849
  %268 = load volatile i8, ptr @g_324, align 4, !dbg !850, !tbaa !726
  %269 = zext i8 %268 to i64, !dbg !850
  tail call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !851
  tail call fastcc void @transparent_crc(i64 noundef -8440306706533661228, ptr noundef nonnull @.str.34, i32 noundef %20), !dbg !852
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !853
  tail call fastcc void @transparent_crc(i64 noundef -979254093, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !854
  %270 = load volatile i32, ptr @g_460, align 8, !dbg !855, !tbaa !748
  %271 = zext i32 %270 to i64, !dbg !856
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.37, i32 noundef %20), !dbg !857
  %272 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 4), align 4, !dbg !858, !tbaa !812
  %273 = zext i32 %272 to i64, !dbg !859
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.38, i32 noundef %20), !dbg !860
  %274 = load i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 8), align 8, !dbg !861, !tbaa !816
  tail call fastcc void @transparent_crc(i64 noundef %274, ptr noundef nonnull @.str.39, i32 noundef %20), !dbg !862
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_460, i64 16), align 8, !dbg !863, !tbaa !819
  %276 = sext i8 %275 to i64, !dbg !864
  tail call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.40, i32 noundef %20), !dbg !865
  %277 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 20), align 4, !dbg !866, !tbaa !823
  %278 = sext i32 %277 to i64, !dbg !867
  tail call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.41, i32 noundef %20), !dbg !868
  %279 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 24), align 8, !dbg !869, !tbaa !827
  tail call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !870
  %280 = load i32, ptr @crc32_context, align 4, !dbg !871, !tbaa !356
  %281 = xor i32 %280, -1, !dbg !872
    #dbg_value(i32 %281, !873, !DIExpression(), !879)
    #dbg_value(i32 %20, !878, !DIExpression(), !879)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %281), !dbg !881
  ret i32 0, !dbg !882
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !883 {
    #dbg_value(i64 %0, !887, !DIExpression(), !890)
    #dbg_value(ptr %1, !888, !DIExpression(), !890)
    #dbg_value(i32 %2, !889, !DIExpression(), !890)
    #dbg_value(i64 %0, !891, !DIExpression(), !896)
    #dbg_value(i64 %0, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !903)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !905, !tbaa !356
  %5 = lshr i32 %4, 8, !dbg !906
  %6 = zext i32 %4 to i64, !dbg !907
  %7 = xor i64 %6, %0, !dbg !907
  %8 = and i64 %7, 255, !dbg !908
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !908
  %10 = load i32, ptr %9, align 4, !dbg !908, !tbaa !356
  %11 = xor i32 %5, %10, !dbg !909
  %12 = lshr i64 %0, 8, !dbg !910
    #dbg_value(i64 %12, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !911)
  %13 = lshr i32 %11, 8, !dbg !913
  %14 = zext i32 %11 to i64, !dbg !914
  %15 = xor i64 %12, %14, !dbg !914
  %16 = and i64 %15, 255, !dbg !915
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !915
  %18 = load i32, ptr %17, align 4, !dbg !915, !tbaa !356
  %19 = xor i32 %13, %18, !dbg !916
  %20 = lshr i64 %0, 16, !dbg !917
    #dbg_value(i64 %20, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !918)
  %21 = lshr i32 %19, 8, !dbg !920
  %22 = zext i32 %19 to i64, !dbg !921
  %23 = xor i64 %20, %22, !dbg !921
  %24 = and i64 %23, 255, !dbg !922
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !922
  %26 = load i32, ptr %25, align 4, !dbg !922, !tbaa !356
  %27 = xor i32 %21, %26, !dbg !923
  %28 = lshr i64 %0, 24, !dbg !924
    #dbg_value(i64 %28, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !925)
  %29 = lshr i32 %27, 8, !dbg !927
  %30 = zext i32 %27 to i64, !dbg !928
  %31 = xor i64 %28, %30, !dbg !928
  %32 = and i64 %31, 255, !dbg !929
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !929
  %34 = load i32, ptr %33, align 4, !dbg !929, !tbaa !356
  %35 = xor i32 %29, %34, !dbg !930
  %36 = lshr i64 %0, 32, !dbg !931
    #dbg_value(i64 %36, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !932)
  %37 = lshr i32 %35, 8, !dbg !934
  %38 = zext i32 %35 to i64, !dbg !935
  %39 = xor i64 %36, %38, !dbg !935
  %40 = and i64 %39, 255, !dbg !936
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !936
  %42 = load i32, ptr %41, align 4, !dbg !936, !tbaa !356
  %43 = xor i32 %37, %42, !dbg !937
  %44 = lshr i64 %0, 40, !dbg !938
    #dbg_value(i64 %44, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !939)
  %45 = lshr i32 %43, 8, !dbg !941
  %46 = zext i32 %43 to i64, !dbg !942
  %47 = xor i64 %44, %46, !dbg !942
  %48 = and i64 %47, 255, !dbg !943
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !943
  %50 = load i32, ptr %49, align 4, !dbg !943, !tbaa !356
  %51 = xor i32 %45, %50, !dbg !944
  %52 = lshr i64 %0, 48, !dbg !945
    #dbg_value(i64 %52, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !946)
  %53 = lshr i32 %51, 8, !dbg !948
  %54 = zext i32 %51 to i64, !dbg !949
  %55 = xor i64 %52, %54, !dbg !949
  %56 = and i64 %55, 255, !dbg !950
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !950
  %58 = load i32, ptr %57, align 4, !dbg !950, !tbaa !356
  %59 = xor i32 %53, %58, !dbg !951
  %60 = lshr i64 %0, 56, !dbg !952
    #dbg_value(i64 %60, !898, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !953)
  %61 = lshr i32 %59, 8, !dbg !955
  %62 = and i32 %59, 255, !dbg !956
  %63 = zext nneg i32 %62 to i64, !dbg !956
  %64 = xor i64 %60, %63, !dbg !956
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !956
  %66 = load i32, ptr %65, align 4, !dbg !956, !tbaa !356
  %67 = xor i32 %61, %66, !dbg !957
  store i32 %67, ptr @crc32_context, align 4, !dbg !958, !tbaa !356
  %68 = icmp eq i32 %2, 0, !dbg !959
  br i1 %68, label %73, label %69, !dbg !961

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !962
  %71 = zext i32 %70 to i64, !dbg !962
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71), !dbg !964
  br label %73, !dbg !965

73:                                               ; preds = %69, %3
  ret void, !dbg !966
}

; Function Attrs: nofree nounwind
declare !dbg !967 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!300, !301, !302, !303, !304, !305, !306, !307}
!llvm.ident = !{!308}

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
!126 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !128, line: 42, baseType: !6)
!128 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!139 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!303 = !{i32 8, !"PIC Level", i32 2}
!304 = !{i32 7, !"PIE Level", i32 2}
!305 = !{i32 7, !"uwtable", i32 2}
!306 = !{i32 7, !"frame-pointer", i32 1}
!307 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!308 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!309 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 432, type: !310, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!310 = !DISubroutineType(types: !311)
!311 = !{!7, !7, !312}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!314 = !{!315, !316, !317, !318, !319, !320}
!315 = !DILocalVariable(name: "argc", arg: 1, scope: !309, file: !3, line: 432, type: !7)
!316 = !DILocalVariable(name: "argv", arg: 2, scope: !309, file: !3, line: 432, type: !312)
!317 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 434, type: !7)
!318 = !DILocalVariable(name: "j", scope: !309, file: !3, line: 434, type: !7)
!319 = !DILocalVariable(name: "k", scope: !309, file: !3, line: 434, type: !7)
!320 = !DILocalVariable(name: "print_hash_value", scope: !309, file: !3, line: 435, type: !7)
!321 = !DILocation(line: 0, scope: !309)
!322 = !DILocation(line: 436, column: 14, scope: !323)
!323 = distinct !DILexicalBlock(scope: !309, file: !3, line: 436, column: 9)
!324 = !DILocation(line: 436, column: 19, scope: !323)
!325 = !DILocation(line: 436, column: 29, scope: !323)
!326 = !{!327, !327, i64 0}
!327 = !{!"any pointer", !328, i64 0}
!328 = !{!"omnipotent char", !329, i64 0}
!329 = !{!"Simple C/C++ TBAA"}
!330 = !DILocation(line: 436, column: 43, scope: !323)
!331 = !DILocation(line: 436, column: 9, scope: !309)
!332 = !DILocalVariable(name: "poly", scope: !333, file: !123, line: 54, type: !340)
!333 = distinct !DISubprogram(name: "crc32_gentab", scope: !123, file: !123, line: 51, type: !334, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!334 = !DISubroutineType(types: !335)
!335 = !{null}
!336 = !{!337, !332, !338, !339}
!337 = !DILocalVariable(name: "crc", scope: !333, file: !123, line: 53, type: !125)
!338 = !DILocalVariable(name: "i", scope: !333, file: !123, line: 55, type: !7)
!339 = !DILocalVariable(name: "j", scope: !333, file: !123, line: 55, type: !7)
!340 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!341 = !DILocation(line: 0, scope: !333, inlinedAt: !342)
!342 = distinct !DILocation(line: 438, column: 5, scope: !309)
!343 = !DILocation(line: 57, column: 2, scope: !344, inlinedAt: !342)
!344 = distinct !DILexicalBlock(scope: !333, file: !123, line: 57, column: 2)
!345 = !DILocation(line: 57, column: 24, scope: !346, inlinedAt: !342)
!346 = distinct !DILexicalBlock(scope: !344, file: !123, line: 57, column: 2)
!347 = !DILocation(line: 60, column: 12, scope: !348, inlinedAt: !342)
!348 = distinct !DILexicalBlock(scope: !349, file: !123, line: 60, column: 8)
!349 = distinct !DILexicalBlock(scope: !350, file: !123, line: 59, column: 27)
!350 = distinct !DILexicalBlock(scope: !351, file: !123, line: 59, column: 3)
!351 = distinct !DILexicalBlock(scope: !352, file: !123, line: 59, column: 3)
!352 = distinct !DILexicalBlock(scope: !346, file: !123, line: 57, column: 28)
!353 = !DILocation(line: 60, column: 8, scope: !349, inlinedAt: !342)
!354 = !DILocation(line: 66, column: 3, scope: !352, inlinedAt: !342)
!355 = !DILocation(line: 66, column: 16, scope: !352, inlinedAt: !342)
!356 = !{!357, !357, i64 0}
!357 = !{!"int", !328, i64 0}
!358 = distinct !{!358, !343, !359, !360, !361, !362}
!359 = !DILocation(line: 67, column: 2, scope: !344, inlinedAt: !342)
!360 = !{!"llvm.loop.mustprogress"}
!361 = !{!"llvm.loop.isvectorized", i32 1}
!362 = !{!"llvm.loop.unroll.runtime.disable"}
!363 = !DILocalVariable(name: "l_23", scope: !364, file: !3, line: 92, type: !230)
!364 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 90, type: !365, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!125}
!367 = !{!363, !368, !370, !371, !373, !374, !375, !376, !379, !380, !381, !383, !387, !388, !389, !392, !393, !395, !396, !397, !400, !403, !405, !406, !407, !408, !409, !413, !414, !415, !416, !417, !419, !420, !421, !422, !423, !424, !425, !426, !429, !431, !432, !434, !436, !437, !440, !441, !443, !445, !446, !451, !452, !454, !455, !457, !460, !461, !465, !467, !468, !472, !474, !477, !478, !480, !481, !486, !488, !489, !490, !491, !494, !497, !498, !499, !501, !502, !505, !506, !507, !511, !513, !515, !516, !517, !519, !520, !521, !522, !525, !526, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !539, !540, !548, !549, !550, !552, !555, !556, !557, !558, !559, !560, !561, !562, !563, !564, !565, !569, !570, !571, !572, !574, !576, !577, !578, !582, !584, !585, !588, !589, !590, !591, !592, !595, !599, !600, !601, !602, !603, !604, !605, !608, !612, !614, !617, !618, !619, !620, !621, !625, !626}
!368 = !DILocalVariable(name: "l_30", scope: !364, file: !3, line: 93, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!370 = !DILocalVariable(name: "l_47", scope: !364, file: !3, line: 94, type: !155)
!371 = !DILocalVariable(name: "l_112", scope: !364, file: !3, line: 95, type: !372)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!373 = !DILocalVariable(name: "l_140", scope: !364, file: !3, line: 96, type: !161)
!374 = !DILocalVariable(name: "l_153", scope: !364, file: !3, line: 97, type: !160)
!375 = !DILocalVariable(name: "l_159", scope: !364, file: !3, line: 98, type: !161)
!376 = !DILocalVariable(name: "l_161", scope: !364, file: !3, line: 99, type: !377)
!377 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 640, elements: !378)
!378 = !{!27, !20}
!379 = !DILocalVariable(name: "l_169", scope: !364, file: !3, line: 100, type: !125)
!380 = !DILocalVariable(name: "l_174", scope: !364, file: !3, line: 101, type: !145)
!381 = !DILocalVariable(name: "l_186", scope: !364, file: !3, line: 102, type: !382)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!383 = !DILocalVariable(name: "l_188", scope: !364, file: !3, line: 103, type: !384)
!384 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 864, elements: !385)
!385 = !{!386, !61, !66}
!386 = !DISubrange(count: 1)
!387 = !DILocalVariable(name: "l_204", scope: !364, file: !3, line: 104, type: !161)
!388 = !DILocalVariable(name: "l_221", scope: !364, file: !3, line: 105, type: !169)
!389 = !DILocalVariable(name: "l_220", scope: !364, file: !3, line: 106, type: !390)
!390 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !391)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!392 = !DILocalVariable(name: "l_252", scope: !364, file: !3, line: 107, type: !161)
!393 = !DILocalVariable(name: "l_258", scope: !364, file: !3, line: 108, type: !394)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!395 = !DILocalVariable(name: "l_325", scope: !364, file: !3, line: 109, type: !169)
!396 = !DILocalVariable(name: "l_328", scope: !364, file: !3, line: 110, type: !160)
!397 = !DILocalVariable(name: "l_368", scope: !364, file: !3, line: 111, type: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 288, elements: !399)
!399 = !{!386, !66, !386}
!400 = !DILocalVariable(name: "l_436", scope: !364, file: !3, line: 112, type: !401)
!401 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 1728, elements: !402)
!402 = !{!15, !239, !66}
!403 = !DILocalVariable(name: "l_439", scope: !364, file: !3, line: 113, type: !404)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!405 = !DILocalVariable(name: "l_444", scope: !364, file: !3, line: 114, type: !227)
!406 = !DILocalVariable(name: "i", scope: !364, file: !3, line: 115, type: !7)
!407 = !DILocalVariable(name: "j", scope: !364, file: !3, line: 115, type: !7)
!408 = !DILocalVariable(name: "k", scope: !364, file: !3, line: 115, type: !7)
!409 = !DILocalVariable(name: "l_8", scope: !410, file: !3, line: 123, type: !125)
!410 = distinct !DILexicalBlock(scope: !411, file: !3, line: 122, column: 5)
!411 = distinct !DILexicalBlock(scope: !412, file: !3, line: 121, column: 5)
!412 = distinct !DILexicalBlock(scope: !364, file: !3, line: 121, column: 5)
!413 = !DILocalVariable(name: "l_9", scope: !410, file: !3, line: 124, type: !145)
!414 = !DILocalVariable(name: "l_10", scope: !410, file: !3, line: 125, type: !145)
!415 = !DILocalVariable(name: "l_17", scope: !410, file: !3, line: 126, type: !155)
!416 = !DILocalVariable(name: "l_29", scope: !410, file: !3, line: 127, type: !145)
!417 = !DILocalVariable(name: "l_31", scope: !410, file: !3, line: 128, type: !418)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 384, elements: !60)
!419 = !DILocalVariable(name: "l_95", scope: !410, file: !3, line: 129, type: !155)
!420 = !DILocalVariable(name: "l_144", scope: !410, file: !3, line: 130, type: !161)
!421 = !DILocalVariable(name: "l_160", scope: !410, file: !3, line: 131, type: !161)
!422 = !DILocalVariable(name: "l_162", scope: !410, file: !3, line: 132, type: !161)
!423 = !DILocalVariable(name: "l_163", scope: !410, file: !3, line: 133, type: !161)
!424 = !DILocalVariable(name: "l_164", scope: !410, file: !3, line: 134, type: !146)
!425 = !DILocalVariable(name: "l_165", scope: !410, file: !3, line: 135, type: !161)
!426 = !DILocalVariable(name: "l_166", scope: !410, file: !3, line: 136, type: !427)
!427 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 32, elements: !428)
!428 = !{!386}
!429 = !DILocalVariable(name: "l_167", scope: !410, file: !3, line: 137, type: !430)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !213, size: 576, elements: !65)
!431 = !DILocalVariable(name: "l_183", scope: !410, file: !3, line: 138, type: !382)
!432 = !DILocalVariable(name: "l_182", scope: !410, file: !3, line: 139, type: !433)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!434 = !DILocalVariable(name: "l_187", scope: !410, file: !3, line: 140, type: !435)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!436 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 141, type: !7)
!437 = !DILocalVariable(name: "l_86", scope: !438, file: !3, line: 147, type: !230)
!438 = distinct !DILexicalBlock(scope: !439, file: !3, line: 146, column: 9)
!439 = distinct !DILexicalBlock(scope: !410, file: !3, line: 145, column: 13)
!440 = !DILocalVariable(name: "l_87", scope: !438, file: !3, line: 148, type: !394)
!441 = !DILocalVariable(name: "l_103", scope: !438, file: !3, line: 149, type: !442)
!442 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!443 = !DILocalVariable(name: "l_110", scope: !438, file: !3, line: 150, type: !444)
!444 = !DICompositeType(tag: DW_TAG_array_type, baseType: !382, size: 64, elements: !428)
!445 = !DILocalVariable(name: "i", scope: !438, file: !3, line: 151, type: !7)
!446 = !DILocalVariable(name: "l_80", scope: !447, file: !3, line: 156, type: !450)
!447 = distinct !DILexicalBlock(scope: !448, file: !3, line: 155, column: 13)
!448 = distinct !DILexicalBlock(scope: !449, file: !3, line: 154, column: 13)
!449 = distinct !DILexicalBlock(scope: !438, file: !3, line: 154, column: 13)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!451 = !DILocalVariable(name: "l_96", scope: !447, file: !3, line: 157, type: !382)
!452 = !DILocalVariable(name: "l_124", scope: !453, file: !3, line: 167, type: !160)
!453 = distinct !DILexicalBlock(scope: !439, file: !3, line: 166, column: 9)
!454 = !DILocalVariable(name: "l_130", scope: !453, file: !3, line: 168, type: !161)
!455 = !DILocalVariable(name: "l_139", scope: !453, file: !3, line: 169, type: !456)
!456 = !DICompositeType(tag: DW_TAG_array_type, baseType: !382, size: 640, elements: !196)
!457 = !DILocalVariable(name: "l_143", scope: !453, file: !3, line: 170, type: !458)
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !435, size: 192, elements: !459)
!459 = !{!239}
!460 = !DILocalVariable(name: "i", scope: !453, file: !3, line: 171, type: !7)
!461 = !DILocalVariable(name: "l_157", scope: !462, file: !3, line: 181, type: !160)
!462 = distinct !DILexicalBlock(scope: !463, file: !3, line: 180, column: 9)
!463 = distinct !DILexicalBlock(scope: !464, file: !3, line: 179, column: 9)
!464 = distinct !DILexicalBlock(scope: !410, file: !3, line: 179, column: 9)
!465 = !DILocalVariable(name: "l_158", scope: !462, file: !3, line: 182, type: !466)
!466 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 320, elements: !26)
!467 = !DILocalVariable(name: "i", scope: !462, file: !3, line: 183, type: !7)
!468 = !DILocalVariable(name: "l_192", scope: !469, file: !3, line: 190, type: !159)
!469 = distinct !DILexicalBlock(scope: !470, file: !3, line: 189, column: 5)
!470 = distinct !DILexicalBlock(scope: !471, file: !3, line: 188, column: 5)
!471 = distinct !DILexicalBlock(scope: !364, file: !3, line: 188, column: 5)
!472 = !DILocalVariable(name: "l_191", scope: !469, file: !3, line: 191, type: !473)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!474 = !DILocalVariable(name: "l_202", scope: !469, file: !3, line: 192, type: !475)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !382)
!477 = !DILocalVariable(name: "l_256", scope: !469, file: !3, line: 193, type: !145)
!478 = !DILocalVariable(name: "l_264", scope: !469, file: !3, line: 194, type: !479)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 64, elements: !19)
!480 = !DILocalVariable(name: "l_281", scope: !469, file: !3, line: 195, type: !161)
!481 = !DILocalVariable(name: "l_286", scope: !469, file: !3, line: 196, type: !482)
!482 = !DICompositeType(tag: DW_TAG_array_type, baseType: !483, size: 224, elements: !484)
!483 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !161)
!484 = !{!485}
!485 = !DISubrange(count: 7)
!486 = !DILocalVariable(name: "l_304", scope: !469, file: !3, line: 197, type: !487)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!488 = !DILocalVariable(name: "l_305", scope: !469, file: !3, line: 198, type: !487)
!489 = !DILocalVariable(name: "l_306", scope: !469, file: !3, line: 199, type: !487)
!490 = !DILocalVariable(name: "i", scope: !469, file: !3, line: 200, type: !7)
!491 = !DILocalVariable(name: "l_195", scope: !492, file: !3, line: 203, type: !178)
!492 = distinct !DILexicalBlock(scope: !493, file: !3, line: 202, column: 9)
!493 = distinct !DILexicalBlock(scope: !469, file: !3, line: 201, column: 13)
!494 = !DILocalVariable(name: "l_207", scope: !492, file: !3, line: 204, type: !495)
!495 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 1920, elements: !496)
!496 = !{!27, !61}
!497 = !DILocalVariable(name: "l_217", scope: !492, file: !3, line: 205, type: !227)
!498 = !DILocalVariable(name: "l_238", scope: !492, file: !3, line: 206, type: !487)
!499 = !DILocalVariable(name: "l_249", scope: !492, file: !3, line: 207, type: !500)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !487, size: 512, elements: !43)
!501 = !DILocalVariable(name: "l_251", scope: !492, file: !3, line: 208, type: !161)
!502 = !DILocalVariable(name: "l_253", scope: !492, file: !3, line: 209, type: !503)
!503 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1728, elements: !504)
!504 = !{!66, !239}
!505 = !DILocalVariable(name: "i", scope: !492, file: !3, line: 210, type: !7)
!506 = !DILocalVariable(name: "j", scope: !492, file: !3, line: 210, type: !7)
!507 = !DILocalVariable(name: "l_203", scope: !508, file: !3, line: 215, type: !161)
!508 = distinct !DILexicalBlock(scope: !509, file: !3, line: 214, column: 13)
!509 = distinct !DILexicalBlock(scope: !510, file: !3, line: 213, column: 13)
!510 = distinct !DILexicalBlock(scope: !492, file: !3, line: 213, column: 13)
!511 = !DILocalVariable(name: "l_209", scope: !508, file: !3, line: 216, type: !512)
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!513 = !DILocalVariable(name: "l_257", scope: !514, file: !3, line: 229, type: !144)
!514 = distinct !DILexicalBlock(scope: !493, file: !3, line: 228, column: 9)
!515 = !DILocalVariable(name: "l_259", scope: !514, file: !3, line: 230, type: !161)
!516 = !DILocalVariable(name: "l_265", scope: !514, file: !3, line: 231, type: !161)
!517 = !DILocalVariable(name: "l_274", scope: !514, file: !3, line: 232, type: !518)
!518 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 256, elements: !43)
!519 = !DILocalVariable(name: "l_282", scope: !514, file: !3, line: 233, type: !125)
!520 = !DILocalVariable(name: "l_285", scope: !514, file: !3, line: 234, type: !161)
!521 = !DILocalVariable(name: "i", scope: !514, file: !3, line: 235, type: !7)
!522 = !DILocalVariable(name: "l_266", scope: !523, file: !3, line: 238, type: !160)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 237, column: 13)
!524 = distinct !DILexicalBlock(scope: !514, file: !3, line: 236, column: 17)
!525 = !DILocalVariable(name: "l_267", scope: !523, file: !3, line: 239, type: !160)
!526 = !DILocalVariable(name: "l_268", scope: !523, file: !3, line: 240, type: !160)
!527 = !DILocalVariable(name: "l_269", scope: !523, file: !3, line: 241, type: !160)
!528 = !DILocalVariable(name: "l_270", scope: !523, file: !3, line: 242, type: !160)
!529 = !DILocalVariable(name: "l_271", scope: !523, file: !3, line: 243, type: !161)
!530 = !DILocalVariable(name: "l_272", scope: !523, file: !3, line: 244, type: !160)
!531 = !DILocalVariable(name: "l_273", scope: !523, file: !3, line: 245, type: !160)
!532 = !DILocalVariable(name: "l_275", scope: !523, file: !3, line: 246, type: !160)
!533 = !DILocalVariable(name: "l_276", scope: !523, file: !3, line: 247, type: !160)
!534 = !DILocalVariable(name: "l_277", scope: !523, file: !3, line: 248, type: !160)
!535 = !DILocalVariable(name: "l_278", scope: !523, file: !3, line: 249, type: !160)
!536 = !DILocalVariable(name: "l_279", scope: !523, file: !3, line: 250, type: !160)
!537 = !DILocalVariable(name: "l_280", scope: !523, file: !3, line: 251, type: !538)
!538 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 128, elements: !14)
!539 = !DILocalVariable(name: "i", scope: !523, file: !3, line: 252, type: !7)
!540 = !DILocalVariable(name: "l_329", scope: !541, file: !3, line: 275, type: !546)
!541 = distinct !DILexicalBlock(scope: !542, file: !3, line: 274, column: 9)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 273, column: 9)
!543 = distinct !DILexicalBlock(scope: !544, file: !3, line: 273, column: 9)
!544 = distinct !DILexicalBlock(scope: !545, file: !3, line: 272, column: 5)
!545 = distinct !DILexicalBlock(scope: !364, file: !3, line: 271, column: 9)
!546 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 288, elements: !547)
!547 = !{!66, !15}
!548 = !DILocalVariable(name: "i", scope: !541, file: !3, line: 276, type: !7)
!549 = !DILocalVariable(name: "j", scope: !541, file: !3, line: 276, type: !7)
!550 = !DILocalVariable(name: "l_335", scope: !551, file: !3, line: 286, type: !125)
!551 = distinct !DILexicalBlock(scope: !545, file: !3, line: 285, column: 5)
!552 = !DILocalVariable(name: "l_343", scope: !551, file: !3, line: 287, type: !553)
!553 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 7168, elements: !554)
!554 = !{!44, !485, !20}
!555 = !DILocalVariable(name: "l_353", scope: !551, file: !3, line: 288, type: !144)
!556 = !DILocalVariable(name: "l_355", scope: !551, file: !3, line: 289, type: !161)
!557 = !DILocalVariable(name: "l_360", scope: !551, file: !3, line: 290, type: !404)
!558 = !DILocalVariable(name: "l_364", scope: !551, file: !3, line: 291, type: !161)
!559 = !DILocalVariable(name: "l_365", scope: !551, file: !3, line: 292, type: !161)
!560 = !DILocalVariable(name: "l_367", scope: !551, file: !3, line: 293, type: !161)
!561 = !DILocalVariable(name: "l_414", scope: !551, file: !3, line: 294, type: !372)
!562 = !DILocalVariable(name: "i", scope: !551, file: !3, line: 295, type: !7)
!563 = !DILocalVariable(name: "j", scope: !551, file: !3, line: 295, type: !7)
!564 = !DILocalVariable(name: "k", scope: !551, file: !3, line: 295, type: !7)
!565 = !DILocalVariable(name: "l_332", scope: !566, file: !3, line: 298, type: !160)
!566 = distinct !DILexicalBlock(scope: !567, file: !3, line: 297, column: 9)
!567 = distinct !DILexicalBlock(scope: !568, file: !3, line: 296, column: 9)
!568 = distinct !DILexicalBlock(scope: !551, file: !3, line: 296, column: 9)
!569 = !DILocalVariable(name: "l_333", scope: !566, file: !3, line: 299, type: !418)
!570 = !DILocalVariable(name: "l_334", scope: !566, file: !3, line: 300, type: !161)
!571 = !DILocalVariable(name: "l_354", scope: !566, file: !3, line: 301, type: !169)
!572 = !DILocalVariable(name: "l_356", scope: !566, file: !3, line: 302, type: !573)
!573 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!574 = !DILocalVariable(name: "l_357", scope: !566, file: !3, line: 303, type: !575)
!575 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 64, elements: !14)
!576 = !DILocalVariable(name: "l_375", scope: !566, file: !3, line: 304, type: !487)
!577 = !DILocalVariable(name: "l_385", scope: !566, file: !3, line: 305, type: !435)
!578 = !DILocalVariable(name: "l_392", scope: !566, file: !3, line: 306, type: !579)
!579 = !DICompositeType(tag: DW_TAG_array_type, baseType: !580, size: 64, elements: !428)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!582 = !DILocalVariable(name: "l_391", scope: !566, file: !3, line: 307, type: !583)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !580, size: 64)
!584 = !DILocalVariable(name: "l_397", scope: !566, file: !3, line: 308, type: !435)
!585 = !DILocalVariable(name: "l_399", scope: !566, file: !3, line: 309, type: !586)
!586 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 448, elements: !587)
!587 = !{!386, !386, !485}
!588 = !DILocalVariable(name: "l_402", scope: !566, file: !3, line: 310, type: !161)
!589 = !DILocalVariable(name: "i", scope: !566, file: !3, line: 311, type: !7)
!590 = !DILocalVariable(name: "j", scope: !566, file: !3, line: 311, type: !7)
!591 = !DILocalVariable(name: "k", scope: !566, file: !3, line: 311, type: !7)
!592 = !DILocalVariable(name: "l_359", scope: !593, file: !3, line: 325, type: !404)
!593 = distinct !DILexicalBlock(scope: !594, file: !3, line: 324, column: 13)
!594 = distinct !DILexicalBlock(scope: !566, file: !3, line: 319, column: 17)
!595 = !DILocalVariable(name: "l_358", scope: !593, file: !3, line: 326, type: !596)
!596 = !DICompositeType(tag: DW_TAG_array_type, baseType: !597, size: 384, elements: !598)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!598 = !{!61, !386}
!599 = !DILocalVariable(name: "l_361", scope: !593, file: !3, line: 327, type: !161)
!600 = !DILocalVariable(name: "l_362", scope: !593, file: !3, line: 328, type: !161)
!601 = !DILocalVariable(name: "l_363", scope: !593, file: !3, line: 329, type: !161)
!602 = !DILocalVariable(name: "l_366", scope: !593, file: !3, line: 330, type: !161)
!603 = !DILocalVariable(name: "i", scope: !593, file: !3, line: 331, type: !7)
!604 = !DILocalVariable(name: "j", scope: !593, file: !3, line: 331, type: !7)
!605 = !DILocalVariable(name: "l_403", scope: !606, file: !3, line: 337, type: !161)
!606 = distinct !DILexicalBlock(scope: !607, file: !3, line: 336, column: 13)
!607 = distinct !DILexicalBlock(scope: !566, file: !3, line: 335, column: 17)
!608 = !DILocalVariable(name: "l_421", scope: !609, file: !3, line: 348, type: !159)
!609 = distinct !DILexicalBlock(scope: !610, file: !3, line: 347, column: 9)
!610 = distinct !DILexicalBlock(scope: !611, file: !3, line: 346, column: 9)
!611 = distinct !DILexicalBlock(scope: !551, file: !3, line: 346, column: 9)
!612 = !DILocalVariable(name: "l_443", scope: !609, file: !3, line: 349, type: !613)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!614 = !DILocalVariable(name: "l_458", scope: !609, file: !3, line: 350, type: !615)
!615 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 3072, elements: !616)
!616 = !{!44, !61, !15}
!617 = !DILocalVariable(name: "l_459", scope: !609, file: !3, line: 351, type: !146)
!618 = !DILocalVariable(name: "i", scope: !609, file: !3, line: 352, type: !7)
!619 = !DILocalVariable(name: "j", scope: !609, file: !3, line: 352, type: !7)
!620 = !DILocalVariable(name: "k", scope: !609, file: !3, line: 352, type: !7)
!621 = !DILocalVariable(name: "l_437", scope: !622, file: !3, line: 357, type: !573)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 356, column: 13)
!623 = distinct !DILexicalBlock(scope: !624, file: !3, line: 355, column: 13)
!624 = distinct !DILexicalBlock(scope: !609, file: !3, line: 355, column: 13)
!625 = !DILocalVariable(name: "l_438", scope: !622, file: !3, line: 358, type: !161)
!626 = !DILocalVariable(name: "l_440", scope: !622, file: !3, line: 359, type: !160)
!627 = !DILocation(line: 0, scope: !364, inlinedAt: !628)
!628 = distinct !DILocation(line: 439, column: 5, scope: !309)
!629 = distinct !DIAssignID()
!630 = distinct !DIAssignID()
!631 = distinct !DIAssignID()
!632 = distinct !DIAssignID()
!633 = distinct !DIAssignID()
!634 = !{!635, !635, i64 0}
!635 = !{!"short", !328, i64 0}
!636 = !{!637, !637, i64 0}
!637 = !{!"long", !328, i64 0}
!638 = !DILocation(line: 121, scope: !412, inlinedAt: !628)
!639 = !DILocation(line: 144, column: 57, scope: !410, inlinedAt: !628)
!640 = !DILocation(line: 121, column: 5, scope: !412, inlinedAt: !628)
!641 = !DILocation(line: 0, scope: !410, inlinedAt: !628)
!642 = !DILocation(line: 144, column: 13, scope: !410, inlinedAt: !628)
!643 = !DILocation(line: 145, column: 88, scope: !439, inlinedAt: !628)
!644 = !DILocalVariable(name: "l_44", scope: !645, file: !3, line: 419, type: !661)
!645 = distinct !DISubprogram(name: "func_24", scope: !3, file: !3, line: 411, type: !646, scopeLine: 412, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !648)
!646 = !DISubroutineType(types: !647)
!647 = !{!155, !161, !230}
!648 = !{!649, !650, !651, !652, !653, !654, !655, !656, !644, !659, !660}
!649 = !DILocalVariable(name: "p_25", arg: 1, scope: !645, file: !3, line: 411, type: !161)
!650 = !DILocalVariable(name: "p_26", arg: 2, scope: !645, file: !3, line: 411, type: !230)
!651 = !DILocalVariable(name: "l_35", scope: !645, file: !3, line: 413, type: !138)
!652 = !DILocalVariable(name: "l_36", scope: !645, file: !3, line: 414, type: !145)
!653 = !DILocalVariable(name: "l_37", scope: !645, file: !3, line: 415, type: !372)
!654 = !DILocalVariable(name: "l_39", scope: !645, file: !3, line: 416, type: !160)
!655 = !DILocalVariable(name: "l_40", scope: !645, file: !3, line: 417, type: !161)
!656 = !DILocalVariable(name: "l_41", scope: !645, file: !3, line: 418, type: !657)
!657 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 1920, elements: !658)
!658 = !{!197, !239}
!659 = !DILocalVariable(name: "i", scope: !645, file: !3, line: 420, type: !7)
!660 = !DILocalVariable(name: "j", scope: !645, file: !3, line: 420, type: !7)
!661 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 192, elements: !459)
!662 = distinct !DIAssignID()
!663 = !DILocation(line: 0, scope: !645, inlinedAt: !664)
!664 = distinct !DILocation(line: 145, column: 74, scope: !439, inlinedAt: !628)
!665 = distinct !DIAssignID()
!666 = distinct !DIAssignID()
!667 = !DILocation(line: 423, column: 122, scope: !645, inlinedAt: !664)
!668 = !DILocation(line: 424, column: 10, scope: !645, inlinedAt: !664)
!669 = !DILocalVariable(name: "p_20", arg: 1, scope: !670, file: !3, line: 398, type: !145)
!670 = distinct !DISubprogram(name: "func_19", scope: !3, file: !3, line: 398, type: !671, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{!125, !145, !178, !178}
!673 = !{!669, !674, !675, !676}
!674 = !DILocalVariable(name: "p_21", arg: 2, scope: !670, file: !3, line: 398, type: !178)
!675 = !DILocalVariable(name: "p_22", arg: 3, scope: !670, file: !3, line: 398, type: !178)
!676 = !DILocalVariable(name: "l_45", scope: !670, file: !3, line: 400, type: !160)
!677 = !DILocation(line: 0, scope: !670, inlinedAt: !678)
!678 = distinct !DILocation(line: 145, column: 29, scope: !439, inlinedAt: !628)
!679 = !DILocation(line: 401, column: 7, scope: !670, inlinedAt: !678)
!680 = !DILocation(line: 401, column: 13, scope: !670, inlinedAt: !678)
!681 = !DILocalVariable(name: "l_60", scope: !682, file: !3, line: 378, type: !697)
!682 = distinct !DISubprogram(name: "func_12", scope: !3, file: !3, line: 376, type: !683, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !685)
!683 = !DISubroutineType(types: !684)
!684 = !{!483, !155, !125, !161, !155}
!685 = !{!686, !687, !688, !689, !681, !690, !691, !692, !693, !694, !695, !696}
!686 = !DILocalVariable(name: "p_13", arg: 1, scope: !682, file: !3, line: 376, type: !155)
!687 = !DILocalVariable(name: "p_14", arg: 2, scope: !682, file: !3, line: 376, type: !125)
!688 = !DILocalVariable(name: "p_15", arg: 3, scope: !682, file: !3, line: 376, type: !161)
!689 = !DILocalVariable(name: "p_16", arg: 4, scope: !682, file: !3, line: 376, type: !155)
!690 = !DILocalVariable(name: "l_62", scope: !682, file: !3, line: 379, type: !161)
!691 = !DILocalVariable(name: "l_65", scope: !682, file: !3, line: 380, type: !161)
!692 = !DILocalVariable(name: "l_74", scope: !682, file: !3, line: 381, type: !161)
!693 = !DILocalVariable(name: "l_75", scope: !682, file: !3, line: 382, type: !161)
!694 = !DILocalVariable(name: "l_76", scope: !682, file: !3, line: 383, type: !213)
!695 = !DILocalVariable(name: "l_77", scope: !682, file: !3, line: 384, type: !160)
!696 = !DILocalVariable(name: "i", scope: !682, file: !3, line: 385, type: !7)
!697 = !DICompositeType(tag: DW_TAG_array_type, baseType: !435, size: 256, elements: !19)
!698 = distinct !DIAssignID()
!699 = !DILocation(line: 0, scope: !682, inlinedAt: !700)
!700 = distinct !DILocation(line: 145, column: 15, scope: !439, inlinedAt: !628)
!701 = !DILocation(line: 388, column: 45, scope: !682, inlinedAt: !700)
!702 = !DILocation(line: 388, column: 50, scope: !682, inlinedAt: !700)
!703 = !DILocation(line: 388, column: 109, scope: !682, inlinedAt: !700)
!704 = !DILocation(line: 388, column: 437, scope: !682, inlinedAt: !700)
!705 = !DILocation(line: 388, column: 133, scope: !682, inlinedAt: !700)
!706 = !DILocation(line: 388, column: 13, scope: !682, inlinedAt: !700)
!707 = !DILocation(line: 0, scope: !438, inlinedAt: !628)
!708 = !DILocation(line: 0, scope: !447, inlinedAt: !628)
!709 = !DILocation(line: 158, column: 27, scope: !447, inlinedAt: !628)
!710 = !DILocation(line: 158, column: 25, scope: !447, inlinedAt: !628)
!711 = !DILocation(line: 159, column: 24, scope: !712, inlinedAt: !628)
!712 = distinct !DILexicalBlock(scope: !447, file: !3, line: 159, column: 21)
!713 = !DILocation(line: 159, column: 23, scope: !712, inlinedAt: !628)
!714 = !DILocation(line: 159, column: 22, scope: !712, inlinedAt: !628)
!715 = !DILocation(line: 159, column: 21, scope: !712, inlinedAt: !628)
!716 = !DILocation(line: 159, column: 21, scope: !447, inlinedAt: !628)
!717 = !DILocation(line: 161, column: 62, scope: !447, inlinedAt: !628)
!718 = !DILocation(line: 161, column: 168, scope: !447, inlinedAt: !628)
!719 = !DILocation(line: 161, column: 156, scope: !447, inlinedAt: !628)
!720 = !DILocation(line: 161, column: 35, scope: !447, inlinedAt: !628)
!721 = !DILocation(line: 161, column: 210, scope: !447, inlinedAt: !628)
!722 = !DILocation(line: 161, column: 313, scope: !447, inlinedAt: !628)
!723 = !DILocation(line: 161, column: 32, scope: !447, inlinedAt: !628)
!724 = !DILocation(line: 162, column: 13, scope: !448, inlinedAt: !628)
!725 = !DILocation(line: 154, scope: !449, inlinedAt: !628)
!726 = !{!328, !328, i64 0}
!727 = !DILocation(line: 163, column: 353, scope: !438, inlinedAt: !628)
!728 = !{i64 0, i64 32, !726}
!729 = !DILocation(line: 163, column: 21, scope: !438, inlinedAt: !628)
!730 = !DILocation(line: 186, column: 228, scope: !410, inlinedAt: !628)
!731 = !DILocation(line: 186, column: 227, scope: !410, inlinedAt: !628)
!732 = !DILocation(line: 186, column: 218, scope: !410, inlinedAt: !628)
!733 = !DILocation(line: 186, column: 224, scope: !410, inlinedAt: !628)
!734 = !DILocation(line: 186, column: 271, scope: !410, inlinedAt: !628)
!735 = !DILocation(line: 121, column: 37, scope: !411, inlinedAt: !628)
!736 = !DILocation(line: 121, column: 28, scope: !411, inlinedAt: !628)
!737 = distinct !{!737, !640, !738, !360}
!738 = !DILocation(line: 187, column: 5, scope: !412, inlinedAt: !628)
!739 = !DILocation(line: 0, scope: !469, inlinedAt: !628)
!740 = distinct !DIAssignID()
!741 = distinct !DIAssignID()
!742 = !DILocation(line: 201, column: 88, scope: !493, inlinedAt: !628)
!743 = !DILocation(line: 0, scope: !514, inlinedAt: !628)
!744 = distinct !DIAssignID()
!745 = !DILocation(line: 236, column: 54, scope: !524, inlinedAt: !628)
!746 = !DILocation(line: 236, column: 201, scope: !524, inlinedAt: !628)
!747 = !DILocation(line: 271, column: 85, scope: !545, inlinedAt: !628)
!748 = !{!749, !357, i64 0}
!749 = !{!"S0", !357, i64 0, !357, i64 4, !637, i64 8, !328, i64 16, !357, i64 20, !637, i64 24}
!750 = !DILocation(line: 271, column: 18, scope: !545, inlinedAt: !628)
!751 = distinct !DIAssignID()
!752 = !DILocation(line: 0, scope: !541, inlinedAt: !628)
!753 = !DILocation(line: 277, column: 32, scope: !541, inlinedAt: !628)
!754 = !DILocation(line: 277, column: 31, scope: !541, inlinedAt: !628)
!755 = !DILocation(line: 278, column: 28, scope: !541, inlinedAt: !628)
!756 = !DILocation(line: 278, column: 27, scope: !541, inlinedAt: !628)
!757 = !DILocation(line: 278, column: 36, scope: !541, inlinedAt: !628)
!758 = !DILocation(line: 278, column: 22, scope: !541, inlinedAt: !628)
!759 = !DILocation(line: 279, column: 21, scope: !541, inlinedAt: !628)
!760 = !DILocation(line: 368, column: 1, scope: !364, inlinedAt: !628)
!761 = !DILocation(line: 440, column: 21, scope: !309)
!762 = !DILocation(line: 440, column: 5, scope: !309)
!763 = !DILocation(line: 441, column: 21, scope: !309)
!764 = !DILocation(line: 441, column: 5, scope: !309)
!765 = !DILocation(line: 442, column: 21, scope: !309)
!766 = !DILocation(line: 442, column: 5, scope: !309)
!767 = !DILocation(line: 443, column: 21, scope: !309)
!768 = !DILocation(line: 443, column: 5, scope: !309)
!769 = !DILocation(line: 444, column: 21, scope: !309)
!770 = !DILocation(line: 444, column: 5, scope: !309)
!771 = !DILocation(line: 445, column: 21, scope: !309)
!772 = !DILocation(line: 445, column: 5, scope: !309)
!773 = !DILocation(line: 446, column: 21, scope: !309)
!774 = !DILocation(line: 446, column: 5, scope: !309)
!775 = !DILocation(line: 447, column: 5, scope: !309)
!776 = !DILocation(line: 448, column: 21, scope: !309)
!777 = !DILocation(line: 448, column: 5, scope: !309)
!778 = !DILocation(line: 449, column: 5, scope: !309)
!779 = !DILocation(line: 450, column: 21, scope: !309)
!780 = !DILocation(line: 450, column: 5, scope: !309)
!781 = !DILocation(line: 451, column: 5, scope: !782)
!782 = distinct !DILexicalBlock(scope: !309, file: !3, line: 451, column: 5)
!783 = !DILocation(line: 457, column: 33, scope: !784)
!784 = distinct !DILexicalBlock(scope: !785, file: !3, line: 456, column: 13)
!785 = distinct !DILexicalBlock(scope: !786, file: !3, line: 455, column: 13)
!786 = distinct !DILexicalBlock(scope: !787, file: !3, line: 455, column: 13)
!787 = distinct !DILexicalBlock(scope: !788, file: !3, line: 454, column: 9)
!788 = distinct !DILexicalBlock(scope: !789, file: !3, line: 453, column: 9)
!789 = distinct !DILexicalBlock(scope: !790, file: !3, line: 453, column: 9)
!790 = distinct !DILexicalBlock(scope: !791, file: !3, line: 452, column: 5)
!791 = distinct !DILexicalBlock(scope: !782, file: !3, line: 451, column: 5)
!792 = !DILocation(line: 457, column: 17, scope: !784)
!793 = !DILocation(line: 458, column: 21, scope: !784)
!794 = !DILocation(line: 458, column: 39, scope: !795)
!795 = distinct !DILexicalBlock(scope: !784, file: !3, line: 458, column: 21)
!796 = !DILocation(line: 451, column: 25, scope: !791)
!797 = !DILocation(line: 451, column: 19, scope: !791)
!798 = distinct !{!798, !781, !799, !360}
!799 = !DILocation(line: 462, column: 5, scope: !782)
!800 = !DILocation(line: 463, column: 5, scope: !309)
!801 = !DILocation(line: 464, column: 27, scope: !309)
!802 = !DILocation(line: 464, column: 21, scope: !309)
!803 = !DILocation(line: 464, column: 5, scope: !309)
!804 = !DILocation(line: 465, column: 21, scope: !309)
!805 = !DILocation(line: 465, column: 5, scope: !309)
!806 = !DILocation(line: 466, column: 21, scope: !309)
!807 = !DILocation(line: 466, column: 5, scope: !309)
!808 = !DILocation(line: 467, column: 27, scope: !309)
!809 = !DILocation(line: 467, column: 21, scope: !309)
!810 = !DILocation(line: 467, column: 5, scope: !309)
!811 = !DILocation(line: 468, column: 27, scope: !309)
!812 = !{!749, !357, i64 4}
!813 = !DILocation(line: 468, column: 21, scope: !309)
!814 = !DILocation(line: 468, column: 5, scope: !309)
!815 = !DILocation(line: 469, column: 27, scope: !309)
!816 = !{!749, !637, i64 8}
!817 = !DILocation(line: 469, column: 5, scope: !309)
!818 = !DILocation(line: 470, column: 27, scope: !309)
!819 = !{!749, !328, i64 16}
!820 = !DILocation(line: 470, column: 21, scope: !309)
!821 = !DILocation(line: 470, column: 5, scope: !309)
!822 = !DILocation(line: 471, column: 27, scope: !309)
!823 = !{!749, !357, i64 20}
!824 = !DILocation(line: 471, column: 21, scope: !309)
!825 = !DILocation(line: 471, column: 5, scope: !309)
!826 = !DILocation(line: 472, column: 27, scope: !309)
!827 = !{!749, !637, i64 24}
!828 = !DILocation(line: 472, column: 5, scope: !309)
!829 = !DILocation(line: 473, column: 27, scope: !309)
!830 = !DILocation(line: 473, column: 21, scope: !309)
!831 = !DILocation(line: 473, column: 5, scope: !309)
!832 = !DILocation(line: 474, column: 27, scope: !309)
!833 = !DILocation(line: 474, column: 21, scope: !309)
!834 = !DILocation(line: 474, column: 5, scope: !309)
!835 = !DILocation(line: 475, column: 27, scope: !309)
!836 = !DILocation(line: 475, column: 21, scope: !309)
!837 = !DILocation(line: 475, column: 5, scope: !309)
!838 = !DILocation(line: 476, column: 27, scope: !309)
!839 = !DILocation(line: 476, column: 5, scope: !309)
!840 = !DILocation(line: 477, column: 27, scope: !309)
!841 = !DILocation(line: 477, column: 21, scope: !309)
!842 = !DILocation(line: 477, column: 5, scope: !309)
!843 = !DILocation(line: 478, column: 27, scope: !309)
!844 = !DILocation(line: 478, column: 21, scope: !309)
!845 = !DILocation(line: 478, column: 5, scope: !309)
!846 = !DILocation(line: 479, column: 27, scope: !309)
!847 = !DILocation(line: 479, column: 5, scope: !309)
!848 = !DILocation(line: 480, column: 5, scope: !309)
!849 = !DILocation(line: 481, column: 5, scope: !309)
!850 = !DILocation(line: 482, column: 21, scope: !309)
!851 = !DILocation(line: 482, column: 5, scope: !309)
!852 = !DILocation(line: 483, column: 5, scope: !309)
!853 = !DILocation(line: 484, column: 5, scope: !309)
!854 = !DILocation(line: 485, column: 5, scope: !309)
!855 = !DILocation(line: 486, column: 27, scope: !309)
!856 = !DILocation(line: 486, column: 21, scope: !309)
!857 = !DILocation(line: 486, column: 5, scope: !309)
!858 = !DILocation(line: 487, column: 27, scope: !309)
!859 = !DILocation(line: 487, column: 21, scope: !309)
!860 = !DILocation(line: 487, column: 5, scope: !309)
!861 = !DILocation(line: 488, column: 27, scope: !309)
!862 = !DILocation(line: 488, column: 5, scope: !309)
!863 = !DILocation(line: 489, column: 27, scope: !309)
!864 = !DILocation(line: 489, column: 21, scope: !309)
!865 = !DILocation(line: 489, column: 5, scope: !309)
!866 = !DILocation(line: 490, column: 27, scope: !309)
!867 = !DILocation(line: 490, column: 21, scope: !309)
!868 = !DILocation(line: 490, column: 5, scope: !309)
!869 = !DILocation(line: 491, column: 27, scope: !309)
!870 = !DILocation(line: 491, column: 5, scope: !309)
!871 = !DILocation(line: 492, column: 23, scope: !309)
!872 = !DILocation(line: 492, column: 37, scope: !309)
!873 = !DILocalVariable(name: "crc", arg: 1, scope: !874, file: !294, line: 49, type: !125)
!874 = distinct !DISubprogram(name: "platform_main_end", scope: !294, file: !294, line: 49, type: !875, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !877)
!875 = !DISubroutineType(types: !876)
!876 = !{null, !125, !7}
!877 = !{!873, !878}
!878 = !DILocalVariable(name: "flag", arg: 2, scope: !874, file: !294, line: 49, type: !7)
!879 = !DILocation(line: 0, scope: !874, inlinedAt: !880)
!880 = distinct !DILocation(line: 492, column: 5, scope: !309)
!881 = !DILocation(line: 56, column: 2, scope: !874, inlinedAt: !880)
!882 = !DILocation(line: 493, column: 5, scope: !309)
!883 = distinct !DISubprogram(name: "transparent_crc", scope: !123, file: !123, line: 110, type: !884, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !886)
!884 = !DISubroutineType(types: !885)
!885 = !{null, !220, !313, !7}
!886 = !{!887, !888, !889}
!887 = !DILocalVariable(name: "val", arg: 1, scope: !883, file: !123, line: 110, type: !220)
!888 = !DILocalVariable(name: "vname", arg: 2, scope: !883, file: !123, line: 110, type: !313)
!889 = !DILocalVariable(name: "flag", arg: 3, scope: !883, file: !123, line: 110, type: !7)
!890 = !DILocation(line: 0, scope: !883)
!891 = !DILocalVariable(name: "val", arg: 1, scope: !892, file: !123, line: 97, type: !220)
!892 = distinct !DISubprogram(name: "crc32_8bytes", scope: !123, file: !123, line: 97, type: !893, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !895)
!893 = !DISubroutineType(types: !894)
!894 = !{null, !220}
!895 = !{!891}
!896 = !DILocation(line: 0, scope: !892, inlinedAt: !897)
!897 = distinct !DILocation(line: 112, column: 2, scope: !883)
!898 = !DILocalVariable(name: "b", arg: 1, scope: !899, file: !123, line: 71, type: !178)
!899 = distinct !DISubprogram(name: "crc32_byte", scope: !123, file: !123, line: 71, type: !900, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !902)
!900 = !DISubroutineType(types: !901)
!901 = !{null, !178}
!902 = !{!898}
!903 = !DILocation(line: 0, scope: !899, inlinedAt: !904)
!904 = distinct !DILocation(line: 99, column: 2, scope: !892, inlinedAt: !897)
!905 = !DILocation(line: 73, column: 5, scope: !899, inlinedAt: !904)
!906 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !904)
!907 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !904)
!908 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !904)
!909 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !904)
!910 = !DILocation(line: 100, column: 18, scope: !892, inlinedAt: !897)
!911 = !DILocation(line: 0, scope: !899, inlinedAt: !912)
!912 = distinct !DILocation(line: 100, column: 2, scope: !892, inlinedAt: !897)
!913 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !912)
!914 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !912)
!915 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !912)
!916 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !912)
!917 = !DILocation(line: 101, column: 18, scope: !892, inlinedAt: !897)
!918 = !DILocation(line: 0, scope: !899, inlinedAt: !919)
!919 = distinct !DILocation(line: 101, column: 2, scope: !892, inlinedAt: !897)
!920 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !919)
!921 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !919)
!922 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !919)
!923 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !919)
!924 = !DILocation(line: 102, column: 18, scope: !892, inlinedAt: !897)
!925 = !DILocation(line: 0, scope: !899, inlinedAt: !926)
!926 = distinct !DILocation(line: 102, column: 2, scope: !892, inlinedAt: !897)
!927 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !926)
!928 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !926)
!929 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !926)
!930 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !926)
!931 = !DILocation(line: 103, column: 18, scope: !892, inlinedAt: !897)
!932 = !DILocation(line: 0, scope: !899, inlinedAt: !933)
!933 = distinct !DILocation(line: 103, column: 2, scope: !892, inlinedAt: !897)
!934 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !933)
!935 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !933)
!936 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !933)
!937 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !933)
!938 = !DILocation(line: 104, column: 18, scope: !892, inlinedAt: !897)
!939 = !DILocation(line: 0, scope: !899, inlinedAt: !940)
!940 = distinct !DILocation(line: 104, column: 2, scope: !892, inlinedAt: !897)
!941 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !940)
!942 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !940)
!943 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !940)
!944 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !940)
!945 = !DILocation(line: 105, column: 18, scope: !892, inlinedAt: !897)
!946 = !DILocation(line: 0, scope: !899, inlinedAt: !947)
!947 = distinct !DILocation(line: 105, column: 2, scope: !892, inlinedAt: !897)
!948 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !947)
!949 = !DILocation(line: 74, column: 33, scope: !899, inlinedAt: !947)
!950 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !947)
!951 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !947)
!952 = !DILocation(line: 106, column: 18, scope: !892, inlinedAt: !897)
!953 = !DILocation(line: 0, scope: !899, inlinedAt: !954)
!954 = distinct !DILocation(line: 106, column: 2, scope: !892, inlinedAt: !897)
!955 = !DILocation(line: 73, column: 19, scope: !899, inlinedAt: !954)
!956 = !DILocation(line: 74, column: 3, scope: !899, inlinedAt: !954)
!957 = !DILocation(line: 73, column: 39, scope: !899, inlinedAt: !954)
!958 = !DILocation(line: 72, column: 16, scope: !899, inlinedAt: !954)
!959 = !DILocation(line: 113, column: 6, scope: !960)
!960 = distinct !DILexicalBlock(scope: !883, file: !123, line: 113, column: 6)
!961 = !DILocation(line: 113, column: 6, scope: !883)
!962 = !DILocation(line: 114, column: 73, scope: !963)
!963 = distinct !DILexicalBlock(scope: !960, file: !123, line: 113, column: 12)
!964 = !DILocation(line: 114, column: 5, scope: !963)
!965 = !DILocation(line: 115, column: 2, scope: !963)
!966 = !DILocation(line: 116, column: 1, scope: !883)
!967 = !DISubprogram(name: "printf", scope: !968, file: !968, line: 356, type: !969, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!969 = !DISubroutineType(types: !970)
!970 = !{!7, !971, null}
!971 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !972)
!972 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !973, size: 64)
!973 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
