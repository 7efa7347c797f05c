; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S0 = type { i32, i32, i64, i8, i32, i64 }

@g_2 = internal global i32 6, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !16
@g_3 = internal global i32 0, align 4, !dbg !196
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !21
@g_11 = internal unnamed_addr global i16 9210, align 2, !dbg !198
@.str.3 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !23
@g_18 = internal unnamed_addr global i8 114, align 1, !dbg !200
@.str.4 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !28
@g_32 = internal unnamed_addr global i32 -1665392208, align 4, !dbg !202
@.str.5 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@g_38 = internal unnamed_addr global i64 -2236572359578596509, align 8, !dbg !204
@.str.6 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1, !dbg !32
@g_43 = internal global i32 -1839491251, align 4, !dbg !208
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !36
@g_78 = internal unnamed_addr global i1 false, align 4, !dbg !287
@.str.9 = private unnamed_addr constant [5 x i8] c"g_78\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [8 x i8] c"g_88.f0\00", align 1, !dbg !40
@g_97 = internal unnamed_addr global i1 false, align 1, !dbg !288
@.str.11 = private unnamed_addr constant [5 x i8] c"g_97\00", align 1, !dbg !45
@g_100 = internal unnamed_addr global [6 x [3 x [2 x i32]]] [[3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer]], align 16, !dbg !224
@.str.12 = private unnamed_addr constant [15 x i8] c"g_100[i][j][k]\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [6 x i8] c"g_111\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1, !dbg !62
@g_156 = internal global i8 -1, align 1, !dbg !255
@.str.16 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !67
@g_168 = internal global i16 -29421, align 2, !dbg !257
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !69
@g_208 = internal global %struct.S0 { i32 1853432205, i32 -1, i64 -9, i8 2, i32 -8, i64 1247621401570271684 }, align 8, !dbg !260
@.str.18 = private unnamed_addr constant [9 x i8] c"g_208.f0\00", align 1, !dbg !71
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208.f1\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [9 x i8] c"g_208.f2\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [9 x i8] c"g_208.f3\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [9 x i8] c"g_208.f4\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [9 x i8] c"g_208.f5\00", align 1, !dbg !81
@.str.24 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1, !dbg !83
@g_229 = internal global %struct.S0 { i32 -8, i32 2, i64 -10, i8 -119, i32 5, i64 6557568948758331365 }, align 8, !dbg !264
@.str.25 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1, !dbg !85
@.str.26 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1, !dbg !87
@.str.27 = private unnamed_addr constant [9 x i8] c"g_229.f2\00", align 1, !dbg !89
@.str.28 = private unnamed_addr constant [9 x i8] c"g_229.f3\00", align 1, !dbg !91
@.str.29 = private unnamed_addr constant [9 x i8] c"g_229.f4\00", align 1, !dbg !93
@.str.30 = private unnamed_addr constant [9 x i8] c"g_229.f5\00", align 1, !dbg !95
@.str.31 = private unnamed_addr constant [6 x i8] c"g_250\00", align 1, !dbg !97
@.str.32 = private unnamed_addr constant [6 x i8] c"g_307\00", align 1, !dbg !99
@g_324 = internal global i8 95, align 1, !dbg !271
@.str.33 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !101
@.str.34 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1, !dbg !103
@.str.35 = private unnamed_addr constant [6 x i8] c"g_400\00", align 1, !dbg !105
@.str.36 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1, !dbg !107
@g_460 = internal global %struct.S0 { i32 0, i32 -3, i64 -8322393348686996378, i8 -1, i32 1, i64 7278726924818229203 }, align 8, !dbg !279
@.str.37 = private unnamed_addr constant [9 x i8] c"g_460.f0\00", align 1, !dbg !109
@.str.38 = private unnamed_addr constant [9 x i8] c"g_460.f1\00", align 1, !dbg !111
@.str.39 = private unnamed_addr constant [9 x i8] c"g_460.f2\00", align 1, !dbg !113
@.str.40 = private unnamed_addr constant [9 x i8] c"g_460.f3\00", align 1, !dbg !115
@.str.41 = private unnamed_addr constant [9 x i8] c"g_460.f4\00", align 1, !dbg !117
@.str.42 = private unnamed_addr constant [9 x i8] c"g_460.f5\00", align 1, !dbg !119
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !284
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !121
@g_79 = internal global ptr null, align 8, !dbg !144
@g_46 = internal global ptr @g_42, align 8, !dbg !151
@g_42 = internal global ptr @g_43, align 8, !dbg !157
@g_323 = internal global ptr @g_324, align 8, !dbg !174
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !191
@g_117 = internal global { i16, [30 x i8] } { i16 -7, [30 x i8] undef }, align 8, !dbg !231
@g_222 = internal global { i16, [30 x i8] } { i16 0, [30 x i8] undef }, align 8, !dbg !262
@.str.46 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !281

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !297 {
  %3 = alloca %struct.S0, align 8
    #dbg_value(i32 %0, !303, !DIExpression(), !309)
    #dbg_value(ptr %1, !304, !DIExpression(), !309)
    #dbg_value(i32 0, !308, !DIExpression(), !309)
  %4 = icmp eq i32 %0, 2, !dbg !310
  br i1 %4, label %5, label %18, !dbg !312

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !313
  %7 = load ptr, ptr %6, align 8, !dbg !313, !tbaa !314
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !318
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !319
  %17 = zext i1 %16 to i32, !dbg !319
  br label %18, !dbg !319

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !309
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !309
    #dbg_value(i32 %20, !308, !DIExpression(), !309)
    #dbg_value(i32 -306674912, !320, !DIExpression(), !329)
    #dbg_value(i32 0, !326, !DIExpression(), !329)
  br label %21, !dbg !331

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !333
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !335
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !335
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !341
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !335
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !341
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !335
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !341
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !335
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !341
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !335
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !341
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !335
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !341
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !335
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !341
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !335
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !335
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !341
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !341
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !342
  store <4 x i32> %63, ptr %64, align 16, !dbg !343, !tbaa !344
  %65 = add nuw i64 %22, 4, !dbg !333
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !335
  %67 = icmp eq i64 %65, 256, !dbg !333
  br i1 %67, label %68, label %21, !dbg !333, !llvm.loop !346

68:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
    #dbg_value(i16 8, !351, !DIExpression(), !615)
    #dbg_value(ptr @g_11, !356, !DIExpression(), !615)
    #dbg_value(ptr @g_18, !358, !DIExpression(), !615)
    #dbg_value(ptr @g_38, !359, !DIExpression(), !615)
    #dbg_value(i32 -2106426224, !361, !DIExpression(), !615)
    #dbg_value(ptr null, !362, !DIExpression(), !615)
    #dbg_value(i32 1029219501, !363, !DIExpression(), !615)
    #dbg_value(i32 -427076956, !367, !DIExpression(), !615)
    #dbg_value(ptr null, !368, !DIExpression(), !615)
    #dbg_value(ptr poison, !369, !DIExpression(), !615)
    #dbg_value(i16 1, !371, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !615)
    #dbg_value(i16 poison, !371, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !615)
    #dbg_value(i16 -2, !371, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !615)
    #dbg_assign(i1 undef, !371, !DIExpression(DW_OP_LLVM_fragment, 272, 48), !617, ptr poison, !DIExpression(), !615)
    #dbg_value(i16 1, !371, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !615)
    #dbg_assign(i1 undef, !371, !DIExpression(DW_OP_LLVM_fragment, 336, 80), !618, ptr poison, !DIExpression(), !615)
    #dbg_value(i16 -2, !371, !DIExpression(DW_OP_LLVM_fragment, 416, 16), !615)
    #dbg_assign(i1 undef, !371, !DIExpression(DW_OP_LLVM_fragment, 432, 432), !619, ptr poison, !DIExpression(), !615)
    #dbg_value(i32 540688464, !375, !DIExpression(), !615)
    #dbg_value(ptr undef, !376, !DIExpression(), !615)
    #dbg_value(ptr undef, !377, !DIExpression(), !615)
    #dbg_value(i32 0, !380, !DIExpression(), !615)
    #dbg_value(ptr @g_11, !381, !DIExpression(), !615)
    #dbg_value(ptr undef, !383, !DIExpression(), !615)
    #dbg_value(ptr null, !384, !DIExpression(), !615)
    #dbg_value(i32 1239258648, !385, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !615)
    #dbg_assign(i1 undef, !385, !DIExpression(DW_OP_LLVM_fragment, 224, 64), !620, ptr poison, !DIExpression(), !615)
    #dbg_value(i32 1, !388, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !615)
    #dbg_assign(i1 undef, !388, !DIExpression(DW_OP_LLVM_fragment, 1152, 576), !621, ptr poison, !DIExpression(), !615)
    #dbg_value(ptr poison, !391, !DIExpression(), !615)
    #dbg_value(i16 poison, !393, !DIExpression(), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !615)
    #dbg_value(i32 1, !364, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !615)
    #dbg_value(i64 4, !395, !DIExpression(), !615)
    #dbg_value(i64 5, !394, !DIExpression(), !615)
  %69 = load i16, ptr @g_11, align 2, !tbaa !622
  %70 = load i64, ptr @g_38, align 8, !tbaa !624
  store i32 -23, ptr @g_3, align 4, !dbg !626, !tbaa !344
  %71 = and i16 %69, 6, !dbg !627
  %72 = mul nuw nsw i16 %71, 6
  %73 = zext nneg i16 %72 to i32
  %74 = load i32, ptr @g_32, align 4, !tbaa !344
  br label %75, !dbg !628

75:                                               ; preds = %148, %68
  %76 = phi i32 [ %74, %68 ], [ %80, %148 ], !dbg !627
  %77 = phi i64 [ %70, %68 ], [ %81, %148 ]
    #dbg_value(i32 poison, !367, !DIExpression(), !615)
    #dbg_value(i32 poison, !424, !DIExpression(), !629)
  store i16 %71, ptr @g_11, align 2, !dbg !627, !tbaa !622
  %78 = load volatile i32, ptr @g_2, align 4, !dbg !630, !tbaa !344
  %79 = or i32 %78, %73, !dbg !630
  store volatile i32 %79, ptr @g_2, align 4, !dbg !630, !tbaa !344
  %80 = xor i32 %76, 1, !dbg !631
  store i32 %80, ptr @g_32, align 4, !dbg !631, !tbaa !344
    #dbg_assign(i1 undef, !632, !DIExpression(), !650, ptr undef, !DIExpression(), !651)
    #dbg_value(i32 %80, !637, !DIExpression(), !651)
    #dbg_value(i16 6, !638, !DIExpression(), !651)
    #dbg_assign(i8 -29, !639, !DIExpression(), !653, ptr undef, !DIExpression(), !651)
    #dbg_value(ptr @g_11, !640, !DIExpression(), !651)
    #dbg_value(ptr @g_38, !641, !DIExpression(), !651)
    #dbg_value(ptr null, !642, !DIExpression(), !651)
    #dbg_value(i32 -317779281, !643, !DIExpression(), !651)
    #dbg_value(ptr null, !644, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !651)
    #dbg_value(ptr null, !644, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !651)
    #dbg_assign(i1 undef, !644, !DIExpression(DW_OP_LLVM_fragment, 384, 192), !654, ptr undef, !DIExpression(), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !651)
    #dbg_value(ptr null, !644, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !651)
    #dbg_value(ptr null, !644, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !651)
    #dbg_value(ptr null, !644, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !651)
    #dbg_value(ptr undef, !644, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !651)
    #dbg_value(i32 poison, !647, !DIExpression(), !651)
  %81 = xor i64 %77, 1, !dbg !655
  store i64 %81, ptr @g_38, align 8, !dbg !655, !tbaa !624
    #dbg_value(!DIArgList(i32 poison, i32 poison, i8 poison), !643, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !651)
  store ptr @g_3, ptr @g_42, align 8, !dbg !656, !tbaa !314
    #dbg_value(ptr @g_11, !657, !DIExpression(), !665)
    #dbg_value(i8 8, !662, !DIExpression(), !665)
    #dbg_value(i8 0, !663, !DIExpression(), !665)
    #dbg_value(ptr @g_43, !664, !DIExpression(), !665)
  %82 = load volatile ptr, ptr @g_46, align 8, !dbg !667, !tbaa !314
  store ptr @g_43, ptr %82, align 8, !dbg !668, !tbaa !314
    #dbg_assign(i1 undef, !669, !DIExpression(), !686, ptr undef, !DIExpression(), !687)
    #dbg_value(ptr @g_18, !674, !DIExpression(), !687)
    #dbg_value(i32 0, !675, !DIExpression(), !687)
    #dbg_value(i32 8, !676, !DIExpression(), !687)
    #dbg_value(ptr @g_18, !677, !DIExpression(), !687)
    #dbg_value(i32 -1, !678, !DIExpression(), !687)
    #dbg_value(i32 -8, !679, !DIExpression(), !687)
    #dbg_value(i32 8, !680, !DIExpression(), !687)
    #dbg_value(i32 -1, !681, !DIExpression(), !687)
    #dbg_value(i64 -5, !682, !DIExpression(), !687)
    #dbg_value(ptr poison, !683, !DIExpression(), !687)
    #dbg_value(i32 poison, !684, !DIExpression(), !687)
  %83 = icmp eq i64 %77, 1, !dbg !689
  br i1 %83, label %87, label %84, !dbg !690

84:                                               ; preds = %75
  %85 = load volatile i32, ptr @g_2, align 4, !dbg !691, !tbaa !344
    #dbg_value(i16 poison, !678, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !687)
    #dbg_value(i8 poison, !679, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !687)
  %86 = load ptr, ptr @g_42, align 8, !dbg !692, !tbaa !314
    #dbg_value(i32 0, !679, !DIExpression(), !687)
  store i32 0, ptr %86, align 4, !dbg !693, !tbaa !344
    #dbg_value(!DIArgList(i32 -1, i32 0), !681, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !687)
  br label %87

87:                                               ; preds = %84, %75
  store i1 true, ptr @g_78, align 4, !dbg !694
    #dbg_value(i16 22136, !425, !DIExpression(), !695)
    #dbg_value(ptr @g_11, !428, !DIExpression(), !695)
    #dbg_value(ptr undef, !429, !DIExpression(), !695)
    #dbg_value(i32 poison, !433, !DIExpression(), !695)
  %88 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr @g_79, !434, !DIExpression(), !696)
    #dbg_value(ptr poison, !439, !DIExpression(), !696)
  %89 = load volatile ptr, ptr @g_79, align 8, !dbg !697, !tbaa !314
  store volatile ptr %89, ptr @g_79, align 8, !dbg !698, !tbaa !314
  %90 = load volatile ptr, ptr @g_46, align 8, !dbg !699, !tbaa !314
  %91 = load ptr, ptr %90, align 8, !dbg !701, !tbaa !314
  %92 = load i32, ptr %91, align 4, !dbg !702, !tbaa !344
  %93 = icmp eq i32 %92, 0, !dbg !703
  br i1 %93, label %94, label %100, !dbg !704

94:                                               ; preds = %87
  %95 = load i32, ptr @g_3, align 4, !dbg !705, !tbaa !344
  %96 = trunc i32 %95 to i8, !dbg !705
  store i32 22136, ptr %88, align 4, !dbg !706, !tbaa !344
  store i1 true, ptr @g_78, align 4, !dbg !707
  %97 = icmp ult i8 %96, 110, !dbg !708
  br i1 %97, label %98, label %99, !dbg !709

98:                                               ; preds = %94
  store i1 true, ptr @g_97, align 1, !dbg !710
  br label %99, !dbg !709

99:                                               ; preds = %98, %94
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !711, !tbaa !344
  br label %100, !dbg !712

100:                                              ; preds = %99, %87
  store i8 4, ptr @g_18, align 1, !dbg !713, !tbaa !714
    #dbg_value(ptr @g_79, !434, !DIExpression(), !696)
    #dbg_value(ptr poison, !439, !DIExpression(), !696)
  %101 = load volatile ptr, ptr @g_79, align 8, !dbg !697, !tbaa !314
  store volatile ptr %101, ptr @g_79, align 8, !dbg !698, !tbaa !314
  %102 = load volatile ptr, ptr @g_46, align 8, !dbg !699, !tbaa !314
  %103 = load ptr, ptr %102, align 8, !dbg !701, !tbaa !314
  %104 = load i32, ptr %103, align 4, !dbg !702, !tbaa !344
  %105 = icmp eq i32 %104, 0, !dbg !703
  br i1 %105, label %106, label %112, !dbg !704

106:                                              ; preds = %100
  %107 = load i32, ptr @g_3, align 4, !dbg !705, !tbaa !344
  %108 = trunc i32 %107 to i8, !dbg !705
  store i32 22136, ptr %88, align 4, !dbg !706, !tbaa !344
  store i1 true, ptr @g_78, align 4, !dbg !707
  %109 = icmp ult i8 %108, 110, !dbg !708
  br i1 %109, label %110, label %111, !dbg !709

110:                                              ; preds = %106
  store i1 true, ptr @g_97, align 1, !dbg !710
  br label %111, !dbg !709

111:                                              ; preds = %110, %106
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !711, !tbaa !344
  br label %112, !dbg !712

112:                                              ; preds = %111, %100
    #dbg_value(ptr @g_79, !434, !DIExpression(), !696)
    #dbg_value(ptr poison, !439, !DIExpression(), !696)
  %113 = load volatile ptr, ptr @g_79, align 8, !dbg !697, !tbaa !314
  store volatile ptr %113, ptr @g_79, align 8, !dbg !698, !tbaa !314
  %114 = load volatile ptr, ptr @g_46, align 8, !dbg !699, !tbaa !314
  %115 = load ptr, ptr %114, align 8, !dbg !701, !tbaa !314
  %116 = load i32, ptr %115, align 4, !dbg !702, !tbaa !344
  %117 = icmp eq i32 %116, 0, !dbg !703
  br i1 %117, label %118, label %124, !dbg !704

118:                                              ; preds = %112
  %119 = load i32, ptr @g_3, align 4, !dbg !705, !tbaa !344
  %120 = trunc i32 %119 to i8, !dbg !705
  store i32 22136, ptr %88, align 4, !dbg !706, !tbaa !344
  store i1 true, ptr @g_78, align 4, !dbg !707
  %121 = icmp ult i8 %120, 110, !dbg !708
  br i1 %121, label %122, label %123, !dbg !709

122:                                              ; preds = %118
  store i1 true, ptr @g_97, align 1, !dbg !710
  br label %123, !dbg !709

123:                                              ; preds = %122, %118
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !711, !tbaa !344
  br label %124, !dbg !712

124:                                              ; preds = %123, %112
    #dbg_value(ptr @g_79, !434, !DIExpression(), !696)
    #dbg_value(ptr poison, !439, !DIExpression(), !696)
  %125 = load volatile ptr, ptr @g_79, align 8, !dbg !697, !tbaa !314
  store volatile ptr %125, ptr @g_79, align 8, !dbg !698, !tbaa !314
  %126 = load volatile ptr, ptr @g_46, align 8, !dbg !699, !tbaa !314
  %127 = load ptr, ptr %126, align 8, !dbg !701, !tbaa !314
  %128 = load i32, ptr %127, align 4, !dbg !702, !tbaa !344
  %129 = icmp eq i32 %128, 0, !dbg !703
  br i1 %129, label %130, label %136, !dbg !704

130:                                              ; preds = %124
  %131 = load i32, ptr @g_3, align 4, !dbg !705, !tbaa !344
  %132 = trunc i32 %131 to i8, !dbg !705
  store i32 22136, ptr %88, align 4, !dbg !706, !tbaa !344
  store i1 true, ptr @g_78, align 4, !dbg !707
  %133 = icmp ult i8 %132, 110, !dbg !708
  br i1 %133, label %134, label %135, !dbg !709

134:                                              ; preds = %130
  store i1 true, ptr @g_97, align 1, !dbg !710
  br label %135, !dbg !709

135:                                              ; preds = %134, %130
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !711, !tbaa !344
  br label %136, !dbg !712

136:                                              ; preds = %135, %124
    #dbg_value(ptr @g_79, !434, !DIExpression(), !696)
    #dbg_value(ptr poison, !439, !DIExpression(), !696)
  %137 = load volatile ptr, ptr @g_79, align 8, !dbg !697, !tbaa !314
  store volatile ptr %137, ptr @g_79, align 8, !dbg !698, !tbaa !314
  %138 = load volatile ptr, ptr @g_46, align 8, !dbg !699, !tbaa !314
  %139 = load ptr, ptr %138, align 8, !dbg !701, !tbaa !314
  %140 = load i32, ptr %139, align 4, !dbg !702, !tbaa !344
  %141 = icmp eq i32 %140, 0, !dbg !703
  br i1 %141, label %142, label %148, !dbg !704

142:                                              ; preds = %136
  %143 = load i32, ptr @g_3, align 4, !dbg !705, !tbaa !344
  %144 = trunc i32 %143 to i8, !dbg !705
  store i1 true, ptr @g_78, align 4, !dbg !707
  %145 = icmp ult i8 %144, 110, !dbg !708
  br i1 %145, label %146, label %147, !dbg !709

146:                                              ; preds = %142
  store i1 true, ptr @g_97, align 1, !dbg !710
  br label %147, !dbg !709

147:                                              ; preds = %146, %142
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_100, i64 100), align 4, !dbg !711, !tbaa !344
  br label %148, !dbg !712

148:                                              ; preds = %147, %136
  store i8 0, ptr @g_18, align 1, !dbg !713, !tbaa !714
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 32, i1 true), !dbg !715, !tbaa.struct !716
  store i32 -5, ptr %88, align 4, !dbg !717, !tbaa !344
    #dbg_value(i32 poison, !367, !DIExpression(), !615)
    #dbg_value(ptr undef, !368, !DIExpression(), !615)
  %149 = load volatile ptr, ptr @g_46, align 8, !dbg !718, !tbaa !314
  %150 = load ptr, ptr %149, align 8, !dbg !719, !tbaa !314
  %151 = load volatile ptr, ptr @g_46, align 8, !dbg !720, !tbaa !314
  store ptr %150, ptr %151, align 8, !dbg !721, !tbaa !314
  %152 = load volatile i8, ptr @g_156, align 1, !dbg !722, !tbaa !714
    #dbg_value(ptr @g_18, !419, !DIExpression(), !629)
    #dbg_value(i32 poison, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !615)
  %153 = load i32, ptr @g_3, align 4, !dbg !723, !tbaa !344
  %154 = add nsw i32 %153, 1, !dbg !723
  store i32 %154, ptr @g_3, align 4, !dbg !626, !tbaa !344
    #dbg_value(i32 poison, !367, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !615)
  %155 = icmp slt i32 %153, 6, !dbg !724
  br i1 %155, label %75, label %156, !dbg !628, !llvm.loop !725

156:                                              ; preds = %148
    #dbg_value(i16 -13, !351, !DIExpression(), !615)
  %157 = load ptr, ptr @g_42, align 8
    #dbg_value(ptr undef, !460, !DIExpression(), !727)
    #dbg_value(ptr undef, !462, !DIExpression(), !727)
    #dbg_value(ptr @g_11, !465, !DIExpression(), !727)
    #dbg_value(i16 -3, !466, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !727)
    #dbg_assign(i1 undef, !466, !DIExpression(DW_OP_LLVM_fragment, 16, 48), !728, ptr poison, !DIExpression(), !727)
    #dbg_value(i32 -980038018, !468, !DIExpression(), !727)
    #dbg_value(i64 poison, !469, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !727)
    #dbg_value(i32 1, !469, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !727)
    #dbg_assign(i1 undef, !469, !DIExpression(DW_OP_LLVM_fragment, 96, 128), !729, ptr poison, !DIExpression(), !727)
    #dbg_value(ptr null, !474, !DIExpression(), !727)
    #dbg_value(ptr null, !476, !DIExpression(), !727)
    #dbg_value(ptr poison, !477, !DIExpression(), !727)
    #dbg_value(ptr null, !456, !DIExpression(), !727)
  %158 = load volatile ptr, ptr @g_46, align 8, !dbg !730, !tbaa !314
    #dbg_value(ptr undef, !501, !DIExpression(), !731)
    #dbg_value(i32 -403916440, !504, !DIExpression(), !731)
    #dbg_assign(i1 undef, !505, !DIExpression(), !732, ptr poison, !DIExpression(), !731)
    #dbg_value(i32 0, !507, !DIExpression(), !731)
    #dbg_value(i32 -678981694, !508, !DIExpression(), !731)
    #dbg_value(i32 1, !503, !DIExpression(), !731)
  store i16 0, ptr @g_11, align 2, !dbg !733, !tbaa !622
  store i8 1, ptr @g_18, align 1, !dbg !734, !tbaa !714
  %159 = load volatile i32, ptr @g_208, align 8, !dbg !735, !tbaa !736
    #dbg_value(ptr undef, !376, !DIExpression(), !615)
  %160 = load i32, ptr %157, align 4, !dbg !738, !tbaa !344
  %161 = or i32 %160, 1, !dbg !738
  store i32 %161, ptr %157, align 4, !dbg !738, !tbaa !344
    #dbg_value(i32 0, !361, !DIExpression(), !615)
    #dbg_assign(i1 undef, !528, !DIExpression(DW_OP_LLVM_fragment, 0, 272), !739, ptr poison, !DIExpression(), !740)
    #dbg_value(i16 -28218, !528, !DIExpression(DW_OP_LLVM_fragment, 272, 16), !740)
  %162 = load volatile ptr, ptr @g_46, align 8, !dbg !741, !tbaa !314
  %163 = load ptr, ptr %162, align 8, !dbg !742, !tbaa !314
    #dbg_value(ptr %163, !384, !DIExpression(), !615)
  %164 = load volatile ptr, ptr @g_323, align 8, !dbg !743, !tbaa !314
  %165 = load volatile i8, ptr %164, align 1, !dbg !744, !tbaa !714
  %166 = or i8 %165, -103, !dbg !745
  %167 = zext i8 %166 to i32, !dbg !745
  %168 = load i32, ptr %163, align 4, !dbg !746, !tbaa !344
  %169 = xor i32 %168, %167, !dbg !746
  store i32 %169, ptr %163, align 4, !dbg !746, !tbaa !344
  store i32 8, ptr %157, align 4, !dbg !747, !tbaa !344
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !dbg !748
  %170 = load volatile i32, ptr @g_2, align 4, !dbg !749, !tbaa !344
  %171 = sext i32 %170 to i64, !dbg !749
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !750
  %172 = load i32, ptr @g_3, align 4, !dbg !751, !tbaa !344
  %173 = sext i32 %172 to i64, !dbg !751
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.2, i32 noundef %20), !dbg !752
  %174 = load i16, ptr @g_11, align 2, !dbg !753, !tbaa !622
  %175 = sext i16 %174 to i64, !dbg !753
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !754
  %176 = load i8, ptr @g_18, align 1, !dbg !755, !tbaa !714
  %177 = sext i8 %176 to i64, !dbg !755
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !756
  %178 = load i32, ptr @g_32, align 4, !dbg !757, !tbaa !344
  %179 = sext i32 %178 to i64, !dbg !757
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !758
  %180 = load i64, ptr @g_38, align 8, !dbg !759, !tbaa !624
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !760
  %181 = load i32, ptr @g_43, align 4, !dbg !761, !tbaa !344
  %182 = sext i32 %181 to i64, !dbg !761
  tail call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !762
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !763
  %183 = load i1, ptr @g_78, align 4, !dbg !764
  %184 = select i1 %183, i64 0, i64 312131711, !dbg !764
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !765
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !766
  %185 = load i1, ptr @g_97, align 1, !dbg !767
  %186 = select i1 %185, i64 1, i64 126, !dbg !767
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !768
    #dbg_value(i32 0, !305, !DIExpression(), !309)
  br label %187, !dbg !769

187:                                              ; preds = %156, %230
  %188 = phi i64 [ 0, %156 ], [ %231, %230 ]
    #dbg_value(i64 %188, !305, !DIExpression(), !309)
    #dbg_value(i64 0, !306, !DIExpression(), !309)
    #dbg_value(i64 0, !307, !DIExpression(), !309)
  %189 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 0, !dbg !771
  %190 = load i32, ptr %189, align 8, !dbg !771, !tbaa !344
  %191 = sext i32 %190 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  br i1 %19, label %192, label %208, !dbg !781

192:                                              ; preds = %187
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %193 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1, !dbg !771
  %194 = load i32, ptr %193, align 4, !dbg !771, !tbaa !344
  %195 = sext i32 %194 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
    #dbg_value(i64 1, !306, !DIExpression(), !309)
    #dbg_value(i64 0, !307, !DIExpression(), !309)
  %196 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0, !dbg !771
  %197 = load i32, ptr %196, align 8, !dbg !771, !tbaa !344
  %198 = sext i32 %197 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %199 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1, !dbg !771
  %200 = load i32, ptr %199, align 4, !dbg !771, !tbaa !344
  %201 = sext i32 %200 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
    #dbg_value(i64 2, !306, !DIExpression(), !309)
    #dbg_value(i64 0, !307, !DIExpression(), !309)
  %202 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0, !dbg !771
  %203 = load i32, ptr %202, align 8, !dbg !771, !tbaa !344
  %204 = sext i32 %203 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %205 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1, !dbg !771
  %206 = load i32, ptr %205, align 4, !dbg !771, !tbaa !344
  %207 = sext i32 %206 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  br label %230, !dbg !781

208:                                              ; preds = %187
  %209 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %209, i32 noundef 0, i32 noundef 0), !dbg !782
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %210 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 0, i64 1, !dbg !771
  %211 = load i32, ptr %210, align 4, !dbg !771, !tbaa !344
  %212 = sext i32 %211 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  %213 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %213, i32 noundef 0, i32 noundef 1), !dbg !782
    #dbg_value(i64 1, !306, !DIExpression(), !309)
    #dbg_value(i64 0, !307, !DIExpression(), !309)
  %214 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 0, !dbg !771
  %215 = load i32, ptr %214, align 8, !dbg !771, !tbaa !344
  %216 = sext i32 %215 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  %217 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %217, i32 noundef 1, i32 noundef 0), !dbg !782
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %218 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 1, i64 1, !dbg !771
  %219 = load i32, ptr %218, align 4, !dbg !771, !tbaa !344
  %220 = sext i32 %219 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  %221 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %221, i32 noundef 1, i32 noundef 1), !dbg !782
    #dbg_value(i64 2, !306, !DIExpression(), !309)
    #dbg_value(i64 0, !307, !DIExpression(), !309)
  %222 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 0, !dbg !771
  %223 = load i32, ptr %222, align 8, !dbg !771, !tbaa !344
  %224 = sext i32 %223 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  %225 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %225, i32 noundef 2, i32 noundef 0), !dbg !782
    #dbg_value(i64 1, !307, !DIExpression(), !309)
  %226 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %188, i64 2, i64 1, !dbg !771
  %227 = load i32, ptr %226, align 4, !dbg !771, !tbaa !344
  %228 = sext i32 %227 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !780
  %229 = trunc nuw nsw i64 %188 to i32, !dbg !782
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %229, i32 noundef 2, i32 noundef 1), !dbg !782
  br label %230, !dbg !782

230:                                              ; preds = %192, %208
    #dbg_value(i64 2, !307, !DIExpression(), !309)
    #dbg_value(i64 3, !306, !DIExpression(), !309)
  %231 = add nuw nsw i64 %188, 1, !dbg !784
    #dbg_value(i64 %231, !305, !DIExpression(), !309)
  %232 = icmp eq i64 %231, 6, !dbg !785
  br i1 %232, label %233, label %187, !dbg !769, !llvm.loop !786

233:                                              ; preds = %230
  tail call fastcc void @transparent_crc(i64 noundef 137, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !788
  %234 = load volatile i16, ptr @g_117, align 8, !dbg !789, !tbaa !714
  %235 = sext i16 %234 to i64, !dbg !790
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !791
  %236 = load volatile i8, ptr @g_156, align 1, !dbg !792, !tbaa !714
  %237 = sext i8 %236 to i64, !dbg !792
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !793
  %238 = load volatile i16, ptr @g_168, align 2, !dbg !794, !tbaa !622
  %239 = sext i16 %238 to i64, !dbg !794
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !795
  %240 = load volatile i32, ptr @g_208, align 8, !dbg !796, !tbaa !736
  %241 = zext i32 %240 to i64, !dbg !797
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !798
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 4), align 4, !dbg !799, !tbaa !800
  %243 = zext i32 %242 to i64, !dbg !801
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !802
  %244 = load i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 8), align 8, !dbg !803, !tbaa !804
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !805
  %245 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_208, i64 16), align 8, !dbg !806, !tbaa !807
  %246 = sext i8 %245 to i64, !dbg !808
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !809
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @g_208, i64 20), align 4, !dbg !810, !tbaa !811
  %248 = sext i32 %247 to i64, !dbg !812
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !813
  %249 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_208, i64 24), align 8, !dbg !814, !tbaa !815
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !816
  %250 = load volatile i16, ptr @g_222, align 8, !dbg !817, !tbaa !714
  %251 = sext i16 %250 to i64, !dbg !818
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !819
  %252 = load volatile i32, ptr @g_229, align 8, !dbg !820, !tbaa !736
  %253 = zext i32 %252 to i64, !dbg !821
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !822
  %254 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 4), align 4, !dbg !823, !tbaa !800
  %255 = zext i32 %254 to i64, !dbg !824
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !825
  %256 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 8), align 8, !dbg !826, !tbaa !804
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !827
  %257 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_229, i64 16), align 8, !dbg !828, !tbaa !807
  %258 = sext i8 %257 to i64, !dbg !829
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !830
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_229, i64 20), align 4, !dbg !831, !tbaa !811
  %260 = sext i32 %259 to i64, !dbg !832
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !833
  %261 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_229, i64 24), align 8, !dbg !834, !tbaa !815
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef 4107480215, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !836
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !837
  %262 = load volatile i8, ptr @g_324, align 1, !dbg !838, !tbaa !714
  %263 = zext i8 %262 to i64, !dbg !838
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !839
  tail call fastcc void @transparent_crc(i64 noundef -8440306706533661228, ptr noundef nonnull @.str.34, i32 noundef %20), !dbg !840
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !841
  tail call fastcc void @transparent_crc(i64 noundef -979254093, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !842
  %264 = load volatile i32, ptr @g_460, align 8, !dbg !843, !tbaa !736
  %265 = zext i32 %264 to i64, !dbg !844
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.37, i32 noundef %20), !dbg !845
  %266 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 4), align 4, !dbg !846, !tbaa !800
  %267 = zext i32 %266 to i64, !dbg !847
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.38, i32 noundef %20), !dbg !848
  %268 = load i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 8), align 8, !dbg !849, !tbaa !804
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.39, i32 noundef %20), !dbg !850
  %269 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_460, i64 16), align 8, !dbg !851, !tbaa !807
  %270 = sext i8 %269 to i64, !dbg !852
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.40, i32 noundef %20), !dbg !853
  %271 = load i32, ptr getelementptr inbounds (i8, ptr @g_460, i64 20), align 4, !dbg !854, !tbaa !811
  %272 = sext i32 %271 to i64, !dbg !855
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.41, i32 noundef %20), !dbg !856
  %273 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_460, i64 24), align 8, !dbg !857, !tbaa !815
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !858
  %274 = load i32, ptr @crc32_context, align 4, !dbg !859, !tbaa !344
  %275 = xor i32 %274, -1, !dbg !860
    #dbg_value(i32 %275, !861, !DIExpression(), !867)
    #dbg_value(i32 %20, !866, !DIExpression(), !867)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.46, i32 noundef %275), !dbg !869
  ret i32 0, !dbg !870
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !871 {
    #dbg_value(i64 %0, !875, !DIExpression(), !878)
    #dbg_value(ptr %1, !876, !DIExpression(), !878)
    #dbg_value(i32 %2, !877, !DIExpression(), !878)
    #dbg_value(i64 %0, !879, !DIExpression(), !884)
    #dbg_value(i64 %0, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !891)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !893, !tbaa !344
  %5 = lshr i32 %4, 8, !dbg !894
  %6 = zext i32 %4 to i64, !dbg !895
  %7 = xor i64 %6, %0, !dbg !895
  %8 = and i64 %7, 255, !dbg !896
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !896
  %10 = load i32, ptr %9, align 4, !dbg !896, !tbaa !344
  %11 = xor i32 %5, %10, !dbg !897
  %12 = lshr i64 %0, 8, !dbg !898
    #dbg_value(i64 %12, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !899)
  %13 = lshr i32 %11, 8, !dbg !901
  %14 = zext i32 %11 to i64, !dbg !902
  %15 = xor i64 %12, %14, !dbg !902
  %16 = and i64 %15, 255, !dbg !903
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !903
  %18 = load i32, ptr %17, align 4, !dbg !903, !tbaa !344
  %19 = xor i32 %13, %18, !dbg !904
  %20 = lshr i64 %0, 16, !dbg !905
    #dbg_value(i64 %20, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !906)
  %21 = lshr i32 %19, 8, !dbg !908
  %22 = zext i32 %19 to i64, !dbg !909
  %23 = xor i64 %20, %22, !dbg !909
  %24 = and i64 %23, 255, !dbg !910
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !910
  %26 = load i32, ptr %25, align 4, !dbg !910, !tbaa !344
  %27 = xor i32 %21, %26, !dbg !911
  %28 = lshr i64 %0, 24, !dbg !912
    #dbg_value(i64 %28, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !913)
  %29 = lshr i32 %27, 8, !dbg !915
  %30 = zext i32 %27 to i64, !dbg !916
  %31 = xor i64 %28, %30, !dbg !916
  %32 = and i64 %31, 255, !dbg !917
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !917
  %34 = load i32, ptr %33, align 4, !dbg !917, !tbaa !344
  %35 = xor i32 %29, %34, !dbg !918
  %36 = lshr i64 %0, 32, !dbg !919
    #dbg_value(i64 %36, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !920)
  %37 = lshr i32 %35, 8, !dbg !922
  %38 = zext i32 %35 to i64, !dbg !923
  %39 = xor i64 %36, %38, !dbg !923
  %40 = and i64 %39, 255, !dbg !924
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !924
  %42 = load i32, ptr %41, align 4, !dbg !924, !tbaa !344
  %43 = xor i32 %37, %42, !dbg !925
  %44 = lshr i64 %0, 40, !dbg !926
    #dbg_value(i64 %44, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !927)
  %45 = lshr i32 %43, 8, !dbg !929
  %46 = zext i32 %43 to i64, !dbg !930
  %47 = xor i64 %44, %46, !dbg !930
  %48 = and i64 %47, 255, !dbg !931
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !931
  %50 = load i32, ptr %49, align 4, !dbg !931, !tbaa !344
  %51 = xor i32 %45, %50, !dbg !932
  %52 = lshr i64 %0, 48, !dbg !933
    #dbg_value(i64 %52, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !934)
  %53 = lshr i32 %51, 8, !dbg !936
  %54 = zext i32 %51 to i64, !dbg !937
  %55 = xor i64 %52, %54, !dbg !937
  %56 = and i64 %55, 255, !dbg !938
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !938
  %58 = load i32, ptr %57, align 4, !dbg !938, !tbaa !344
  %59 = xor i32 %53, %58, !dbg !939
  %60 = lshr i64 %0, 56, !dbg !940
    #dbg_value(i64 %60, !886, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !941)
  %61 = lshr i32 %59, 8, !dbg !943
  %62 = and i32 %59, 255, !dbg !944
  %63 = zext nneg i32 %62 to i64, !dbg !944
  %64 = xor i64 %60, %63, !dbg !944
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !944
  %66 = load i32, ptr %65, align 4, !dbg !944, !tbaa !344
  %67 = xor i32 %61, %66, !dbg !945
  store i32 %67, ptr @crc32_context, align 4, !dbg !946, !tbaa !344
  %68 = icmp eq i32 %2, 0, !dbg !947
  br i1 %68, label %71, label %69, !dbg !949

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !950
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.43, ptr noundef %1, i32 noundef %70), !dbg !952
  br label %71, !dbg !953

71:                                               ; preds = %69, %3
  ret void, !dbg !954
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !955 {
  %2 = alloca ptr, align 8, !DIAssignID !966
    #dbg_assign(i1 undef, !964, !DIExpression(), !966, ptr %2, !DIExpression(), !967)
    #dbg_value(ptr %0, !962, !DIExpression(), !967)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !968
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !969
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !970
  %4 = load ptr, ptr %2, align 8, !dbg !971, !tbaa !314
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !972
    #dbg_value(i32 %5, !963, !DIExpression(), !967)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !973
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !974
  ret void, !dbg !975
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !976 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !996 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!289, !290, !291, !292, !293, !294, !295}
!llvm.ident = !{!296}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 36, type: !286, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1013.c", directory: ".")
!4 = !{!5, !6, !7, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !{!10, !16, !21, !23, !28, !30, !32, !34, !36, !38, !40, !45, !47, !52, !57, !62, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !129, !138, !144, !151, !157, !159, !161, !164, !166, !174, !176, !178, !186, !191, !0, !196, !198, !200, !202, !204, !208, !210, !213, !215, !222, !224, !229, !231, !255, !257, !260, !262, !264, !267, !269, !271, !273, !275, !277, !279, !281, !284}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 436, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!123 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 8192, elements: !127)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !126, line: 40, baseType: !6)
!126 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!127 = !{!128}
!128 = !DISubrange(count: 256)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_154", scope: !2, file: !3, line: 55, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !126, line: 35, baseType: !137)
!137 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 68, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !126, line: 37, baseType: !143)
!143 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_79", scope: !2, file: !3, line: 47, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "g_46", scope: !2, file: !3, line: 44, type: !153, isLocal: true, isDefinition: true)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !126, line: 39, baseType: !7)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 43, type: !155, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_155", scope: !2, file: !3, line: 54, type: !134, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_230", scope: !2, file: !3, line: 61, type: !163, isLocal: true, isDefinition: true)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "g_231", scope: !2, file: !3, line: 60, type: !150, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 66, type: !168, isLocal: true, isDefinition: true)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !126, line: 36, baseType: !173)
!173 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 65, type: !169, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_352", scope: !2, file: !3, line: 67, type: !141, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_441", scope: !2, file: !3, line: 73, type: !180, isLocal: true, isDefinition: true)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !140)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "g_442", scope: !2, file: !3, line: 72, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 640, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 10)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !123, line: 114, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 288, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 36)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 37, type: !156, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 38, type: !142, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_18", scope: !2, file: !3, line: 39, type: !136, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_32", scope: !2, file: !3, line: 40, type: !156, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_38", scope: !2, file: !3, line: 41, type: !206, isLocal: true, isDefinition: true)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !126, line: 41, baseType: !207)
!207 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 42, type: !156, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_61", scope: !2, file: !3, line: 45, type: !212, isLocal: true, isDefinition: true)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !126, line: 42, baseType: !8)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "g_78", scope: !2, file: !3, line: 46, type: !156, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_88", scope: !2, file: !3, line: 48, type: !217, isLocal: true, isDefinition: true)
!217 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !3, line: 31, size: 16, elements: !218)
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !217, file: !3, line: 32, baseType: !220, size: 16)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !126, line: 38, baseType: !221)
!221 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_97", scope: !2, file: !3, line: 49, type: !172, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "g_100", scope: !2, file: !3, line: 50, type: !226, isLocal: true, isDefinition: true)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 1152, elements: !227)
!227 = !{!61, !228, !15}
!228 = !DISubrange(count: 3)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_111", scope: !2, file: !3, line: 51, type: !172, isLocal: true, isDefinition: true)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_117", scope: !2, file: !3, line: 52, type: !233, isLocal: true, isDefinition: true)
!233 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 25, size: 256, elements: !235)
!235 = !{!236, !238, !250}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !234, file: !3, line: 26, baseType: !237, size: 16)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !142)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !234, file: !3, line: 27, baseType: !239, size: 256)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 256, elements: !241)
!241 = !{!242, !244, !245, !246, !247, !248}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !240, file: !3, line: 17, baseType: !243, size: 32)
!243 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !125)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !240, file: !3, line: 18, baseType: !125, size: 32, offset: 32)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !240, file: !3, line: 19, baseType: !206, size: 64, offset: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !240, file: !3, line: 20, baseType: !135, size: 8, offset: 128)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !240, file: !3, line: 21, baseType: !156, size: 32, offset: 160)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !240, file: !3, line: 22, baseType: !249, size: 64, offset: 192)
!249 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !212)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !234, file: !3, line: 28, baseType: !251, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!255 = !DIGlobalVariableExpression(var: !256, expr: !DIExpression())
!256 = distinct !DIGlobalVariable(name: "g_156", scope: !2, file: !3, line: 53, type: !135, isLocal: true, isDefinition: true)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 56, type: !259, isLocal: true, isDefinition: true)
!259 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !142)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 57, type: !240, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "g_222", scope: !2, file: !3, line: 58, type: !233, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(name: "g_229", scope: !2, file: !3, line: 59, type: !266, isLocal: true, isDefinition: true)
!266 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !240)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression(DW_OP_constu, 18446744073522064535, DW_OP_stack_value))
!268 = distinct !DIGlobalVariable(name: "g_250", scope: !2, file: !3, line: 62, type: !125, isLocal: true, isDefinition: true)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(name: "g_307", scope: !2, file: !3, line: 63, type: !125, isLocal: true, isDefinition: true)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 64, type: !171, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(name: "g_398", scope: !2, file: !3, line: 69, type: !212, isLocal: true, isDefinition: true)
!275 = !DIGlobalVariableExpression(var: !276, expr: !DIExpression())
!276 = distinct !DIGlobalVariable(name: "g_400", scope: !2, file: !3, line: 70, type: !136, isLocal: true, isDefinition: true)
!277 = !DIGlobalVariableExpression(var: !278, expr: !DIExpression())
!278 = distinct !DIGlobalVariable(name: "g_401", scope: !2, file: !3, line: 71, type: !156, isLocal: true, isDefinition: true)
!279 = !DIGlobalVariableExpression(var: !280, expr: !DIExpression())
!280 = distinct !DIGlobalVariable(name: "g_460", scope: !2, file: !3, line: 74, type: !240, isLocal: true, isDefinition: true)
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(scope: null, file: !283, line: 56, type: !49, isLocal: true, isDefinition: true)
!283 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !123, line: 48, type: !125, isLocal: true, isDefinition: true)
!286 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !156)
!287 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073397419905, DW_OP_mul, DW_OP_constu, 312131711, DW_OP_plus, DW_OP_stack_value))
!288 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709551491, DW_OP_mul, DW_OP_constu, 126, DW_OP_plus, DW_OP_stack_value))
!289 = !{i32 7, !"Dwarf Version", i32 4}
!290 = !{i32 2, !"Debug Info Version", i32 3}
!291 = !{i32 1, !"wchar_size", i32 2}
!292 = !{i32 8, !"PIC Level", i32 2}
!293 = !{i32 7, !"uwtable", i32 2}
!294 = !{i32 1, !"MaxTLSAlign", i32 65536}
!295 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!296 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!297 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 432, type: !298, scopeLine: 433, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!298 = !DISubroutineType(types: !299)
!299 = !{!7, !7, !300}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!302 = !{!303, !304, !305, !306, !307, !308}
!303 = !DILocalVariable(name: "argc", arg: 1, scope: !297, file: !3, line: 432, type: !7)
!304 = !DILocalVariable(name: "argv", arg: 2, scope: !297, file: !3, line: 432, type: !300)
!305 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 434, type: !7)
!306 = !DILocalVariable(name: "j", scope: !297, file: !3, line: 434, type: !7)
!307 = !DILocalVariable(name: "k", scope: !297, file: !3, line: 434, type: !7)
!308 = !DILocalVariable(name: "print_hash_value", scope: !297, file: !3, line: 435, type: !7)
!309 = !DILocation(line: 0, scope: !297)
!310 = !DILocation(line: 436, column: 14, scope: !311)
!311 = distinct !DILexicalBlock(scope: !297, file: !3, line: 436, column: 9)
!312 = !DILocation(line: 436, column: 19, scope: !311)
!313 = !DILocation(line: 436, column: 29, scope: !311)
!314 = !{!315, !315, i64 0}
!315 = !{!"any pointer", !316, i64 0}
!316 = !{!"omnipotent char", !317, i64 0}
!317 = !{!"Simple C/C++ TBAA"}
!318 = !DILocation(line: 436, column: 43, scope: !311)
!319 = !DILocation(line: 436, column: 9, scope: !297)
!320 = !DILocalVariable(name: "poly", scope: !321, file: !123, line: 54, type: !328)
!321 = distinct !DISubprogram(name: "crc32_gentab", scope: !123, file: !123, line: 51, type: !322, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{null}
!324 = !{!325, !320, !326, !327}
!325 = !DILocalVariable(name: "crc", scope: !321, file: !123, line: 53, type: !125)
!326 = !DILocalVariable(name: "i", scope: !321, file: !123, line: 55, type: !7)
!327 = !DILocalVariable(name: "j", scope: !321, file: !123, line: 55, type: !7)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!329 = !DILocation(line: 0, scope: !321, inlinedAt: !330)
!330 = distinct !DILocation(line: 438, column: 5, scope: !297)
!331 = !DILocation(line: 57, column: 2, scope: !332, inlinedAt: !330)
!332 = distinct !DILexicalBlock(scope: !321, file: !123, line: 57, column: 2)
!333 = !DILocation(line: 57, column: 24, scope: !334, inlinedAt: !330)
!334 = distinct !DILexicalBlock(scope: !332, file: !123, line: 57, column: 2)
!335 = !DILocation(line: 60, column: 12, scope: !336, inlinedAt: !330)
!336 = distinct !DILexicalBlock(scope: !337, file: !123, line: 60, column: 8)
!337 = distinct !DILexicalBlock(scope: !338, file: !123, line: 59, column: 27)
!338 = distinct !DILexicalBlock(scope: !339, file: !123, line: 59, column: 3)
!339 = distinct !DILexicalBlock(scope: !340, file: !123, line: 59, column: 3)
!340 = distinct !DILexicalBlock(scope: !334, file: !123, line: 57, column: 28)
!341 = !DILocation(line: 60, column: 8, scope: !337, inlinedAt: !330)
!342 = !DILocation(line: 66, column: 3, scope: !340, inlinedAt: !330)
!343 = !DILocation(line: 66, column: 16, scope: !340, inlinedAt: !330)
!344 = !{!345, !345, i64 0}
!345 = !{!"int", !316, i64 0}
!346 = distinct !{!346, !331, !347, !348, !349, !350}
!347 = !DILocation(line: 67, column: 2, scope: !332, inlinedAt: !330)
!348 = !{!"llvm.loop.mustprogress"}
!349 = !{!"llvm.loop.isvectorized", i32 1}
!350 = !{!"llvm.loop.unroll.runtime.disable"}
!351 = !DILocalVariable(name: "l_23", scope: !352, file: !3, line: 92, type: !220)
!352 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 90, type: !353, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!125}
!355 = !{!351, !356, !358, !359, !361, !362, !363, !364, !367, !368, !369, !371, !375, !376, !377, !380, !381, !383, !384, !385, !388, !391, !393, !394, !395, !396, !397, !401, !402, !403, !404, !405, !407, !408, !409, !410, !411, !412, !413, !414, !417, !419, !420, !422, !424, !425, !428, !429, !431, !433, !434, !439, !440, !442, !443, !445, !448, !449, !453, !455, !456, !460, !462, !465, !466, !468, !469, !474, !476, !477, !478, !479, !482, !485, !486, !487, !489, !490, !493, !494, !495, !499, !501, !503, !504, !505, !507, !508, !509, !510, !513, !514, !515, !516, !517, !518, !519, !520, !521, !522, !523, !524, !525, !527, !528, !536, !537, !538, !540, !543, !544, !545, !546, !547, !548, !549, !550, !551, !552, !553, !557, !558, !559, !560, !562, !564, !565, !566, !570, !572, !573, !576, !577, !578, !579, !580, !583, !587, !588, !589, !590, !591, !592, !593, !596, !600, !602, !605, !606, !607, !608, !609, !613, !614}
!356 = !DILocalVariable(name: "l_30", scope: !352, file: !3, line: 93, type: !357)
!357 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!358 = !DILocalVariable(name: "l_47", scope: !352, file: !3, line: 94, type: !150)
!359 = !DILocalVariable(name: "l_112", scope: !352, file: !3, line: 95, type: !360)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!361 = !DILocalVariable(name: "l_140", scope: !352, file: !3, line: 96, type: !156)
!362 = !DILocalVariable(name: "l_153", scope: !352, file: !3, line: 97, type: !155)
!363 = !DILocalVariable(name: "l_159", scope: !352, file: !3, line: 98, type: !156)
!364 = !DILocalVariable(name: "l_161", scope: !352, file: !3, line: 99, type: !365)
!365 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 640, elements: !366)
!366 = !{!27, !20}
!367 = !DILocalVariable(name: "l_169", scope: !352, file: !3, line: 100, type: !125)
!368 = !DILocalVariable(name: "l_174", scope: !352, file: !3, line: 101, type: !141)
!369 = !DILocalVariable(name: "l_186", scope: !352, file: !3, line: 102, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!371 = !DILocalVariable(name: "l_188", scope: !352, file: !3, line: 103, type: !372)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !220, size: 864, elements: !373)
!373 = !{!374, !61, !66}
!374 = !DISubrange(count: 1)
!375 = !DILocalVariable(name: "l_204", scope: !352, file: !3, line: 104, type: !156)
!376 = !DILocalVariable(name: "l_221", scope: !352, file: !3, line: 105, type: !163)
!377 = !DILocalVariable(name: "l_220", scope: !352, file: !3, line: 106, type: !378)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !379)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!380 = !DILocalVariable(name: "l_252", scope: !352, file: !3, line: 107, type: !156)
!381 = !DILocalVariable(name: "l_258", scope: !352, file: !3, line: 108, type: !382)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!383 = !DILocalVariable(name: "l_325", scope: !352, file: !3, line: 109, type: !163)
!384 = !DILocalVariable(name: "l_328", scope: !352, file: !3, line: 110, type: !155)
!385 = !DILocalVariable(name: "l_368", scope: !352, file: !3, line: 111, type: !386)
!386 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 288, elements: !387)
!387 = !{!374, !66, !374}
!388 = !DILocalVariable(name: "l_436", scope: !352, file: !3, line: 112, type: !389)
!389 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 1728, elements: !390)
!390 = !{!15, !228, !66}
!391 = !DILocalVariable(name: "l_439", scope: !352, file: !3, line: 113, type: !392)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!393 = !DILocalVariable(name: "l_444", scope: !352, file: !3, line: 114, type: !217)
!394 = !DILocalVariable(name: "i", scope: !352, file: !3, line: 115, type: !7)
!395 = !DILocalVariable(name: "j", scope: !352, file: !3, line: 115, type: !7)
!396 = !DILocalVariable(name: "k", scope: !352, file: !3, line: 115, type: !7)
!397 = !DILocalVariable(name: "l_8", scope: !398, file: !3, line: 123, type: !125)
!398 = distinct !DILexicalBlock(scope: !399, file: !3, line: 122, column: 5)
!399 = distinct !DILexicalBlock(scope: !400, file: !3, line: 121, column: 5)
!400 = distinct !DILexicalBlock(scope: !352, file: !3, line: 121, column: 5)
!401 = !DILocalVariable(name: "l_9", scope: !398, file: !3, line: 124, type: !141)
!402 = !DILocalVariable(name: "l_10", scope: !398, file: !3, line: 125, type: !141)
!403 = !DILocalVariable(name: "l_17", scope: !398, file: !3, line: 126, type: !150)
!404 = !DILocalVariable(name: "l_29", scope: !398, file: !3, line: 127, type: !141)
!405 = !DILocalVariable(name: "l_31", scope: !398, file: !3, line: 128, type: !406)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 384, elements: !60)
!407 = !DILocalVariable(name: "l_95", scope: !398, file: !3, line: 129, type: !150)
!408 = !DILocalVariable(name: "l_144", scope: !398, file: !3, line: 130, type: !156)
!409 = !DILocalVariable(name: "l_160", scope: !398, file: !3, line: 131, type: !156)
!410 = !DILocalVariable(name: "l_162", scope: !398, file: !3, line: 132, type: !156)
!411 = !DILocalVariable(name: "l_163", scope: !398, file: !3, line: 133, type: !156)
!412 = !DILocalVariable(name: "l_164", scope: !398, file: !3, line: 134, type: !142)
!413 = !DILocalVariable(name: "l_165", scope: !398, file: !3, line: 135, type: !156)
!414 = !DILocalVariable(name: "l_166", scope: !398, file: !3, line: 136, type: !415)
!415 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 32, elements: !416)
!416 = !{!374}
!417 = !DILocalVariable(name: "l_167", scope: !398, file: !3, line: 137, type: !418)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 576, elements: !65)
!419 = !DILocalVariable(name: "l_183", scope: !398, file: !3, line: 138, type: !370)
!420 = !DILocalVariable(name: "l_182", scope: !398, file: !3, line: 139, type: !421)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!422 = !DILocalVariable(name: "l_187", scope: !398, file: !3, line: 140, type: !423)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!424 = !DILocalVariable(name: "i", scope: !398, file: !3, line: 141, type: !7)
!425 = !DILocalVariable(name: "l_86", scope: !426, file: !3, line: 147, type: !220)
!426 = distinct !DILexicalBlock(scope: !427, file: !3, line: 146, column: 9)
!427 = distinct !DILexicalBlock(scope: !398, file: !3, line: 145, column: 13)
!428 = !DILocalVariable(name: "l_87", scope: !426, file: !3, line: 148, type: !382)
!429 = !DILocalVariable(name: "l_103", scope: !426, file: !3, line: 149, type: !430)
!430 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!431 = !DILocalVariable(name: "l_110", scope: !426, file: !3, line: 150, type: !432)
!432 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 64, elements: !416)
!433 = !DILocalVariable(name: "i", scope: !426, file: !3, line: 151, type: !7)
!434 = !DILocalVariable(name: "l_80", scope: !435, file: !3, line: 156, type: !438)
!435 = distinct !DILexicalBlock(scope: !436, file: !3, line: 155, column: 13)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 154, column: 13)
!437 = distinct !DILexicalBlock(scope: !426, file: !3, line: 154, column: 13)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!439 = !DILocalVariable(name: "l_96", scope: !435, file: !3, line: 157, type: !370)
!440 = !DILocalVariable(name: "l_124", scope: !441, file: !3, line: 167, type: !155)
!441 = distinct !DILexicalBlock(scope: !427, file: !3, line: 166, column: 9)
!442 = !DILocalVariable(name: "l_130", scope: !441, file: !3, line: 168, type: !156)
!443 = !DILocalVariable(name: "l_139", scope: !441, file: !3, line: 169, type: !444)
!444 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 640, elements: !189)
!445 = !DILocalVariable(name: "l_143", scope: !441, file: !3, line: 170, type: !446)
!446 = !DICompositeType(tag: DW_TAG_array_type, baseType: !423, size: 192, elements: !447)
!447 = !{!228}
!448 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 171, type: !7)
!449 = !DILocalVariable(name: "l_157", scope: !450, file: !3, line: 181, type: !155)
!450 = distinct !DILexicalBlock(scope: !451, file: !3, line: 180, column: 9)
!451 = distinct !DILexicalBlock(scope: !452, file: !3, line: 179, column: 9)
!452 = distinct !DILexicalBlock(scope: !398, file: !3, line: 179, column: 9)
!453 = !DILocalVariable(name: "l_158", scope: !450, file: !3, line: 182, type: !454)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 320, elements: !26)
!455 = !DILocalVariable(name: "i", scope: !450, file: !3, line: 183, type: !7)
!456 = !DILocalVariable(name: "l_192", scope: !457, file: !3, line: 190, type: !154)
!457 = distinct !DILexicalBlock(scope: !458, file: !3, line: 189, column: 5)
!458 = distinct !DILexicalBlock(scope: !459, file: !3, line: 188, column: 5)
!459 = distinct !DILexicalBlock(scope: !352, file: !3, line: 188, column: 5)
!460 = !DILocalVariable(name: "l_191", scope: !457, file: !3, line: 191, type: !461)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!462 = !DILocalVariable(name: "l_202", scope: !457, file: !3, line: 192, type: !463)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !370)
!465 = !DILocalVariable(name: "l_256", scope: !457, file: !3, line: 193, type: !141)
!466 = !DILocalVariable(name: "l_264", scope: !457, file: !3, line: 194, type: !467)
!467 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 64, elements: !19)
!468 = !DILocalVariable(name: "l_281", scope: !457, file: !3, line: 195, type: !156)
!469 = !DILocalVariable(name: "l_286", scope: !457, file: !3, line: 196, type: !470)
!470 = !DICompositeType(tag: DW_TAG_array_type, baseType: !471, size: 224, elements: !472)
!471 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!472 = !{!473}
!473 = !DISubrange(count: 7)
!474 = !DILocalVariable(name: "l_304", scope: !457, file: !3, line: 197, type: !475)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!476 = !DILocalVariable(name: "l_305", scope: !457, file: !3, line: 198, type: !475)
!477 = !DILocalVariable(name: "l_306", scope: !457, file: !3, line: 199, type: !475)
!478 = !DILocalVariable(name: "i", scope: !457, file: !3, line: 200, type: !7)
!479 = !DILocalVariable(name: "l_195", scope: !480, file: !3, line: 203, type: !172)
!480 = distinct !DILexicalBlock(scope: !481, file: !3, line: 202, column: 9)
!481 = distinct !DILexicalBlock(scope: !457, file: !3, line: 201, column: 13)
!482 = !DILocalVariable(name: "l_207", scope: !480, file: !3, line: 204, type: !483)
!483 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 1920, elements: !484)
!484 = !{!27, !61}
!485 = !DILocalVariable(name: "l_217", scope: !480, file: !3, line: 205, type: !217)
!486 = !DILocalVariable(name: "l_238", scope: !480, file: !3, line: 206, type: !475)
!487 = !DILocalVariable(name: "l_249", scope: !480, file: !3, line: 207, type: !488)
!488 = !DICompositeType(tag: DW_TAG_array_type, baseType: !475, size: 512, elements: !43)
!489 = !DILocalVariable(name: "l_251", scope: !480, file: !3, line: 208, type: !156)
!490 = !DILocalVariable(name: "l_253", scope: !480, file: !3, line: 209, type: !491)
!491 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 1728, elements: !492)
!492 = !{!66, !228}
!493 = !DILocalVariable(name: "i", scope: !480, file: !3, line: 210, type: !7)
!494 = !DILocalVariable(name: "j", scope: !480, file: !3, line: 210, type: !7)
!495 = !DILocalVariable(name: "l_203", scope: !496, file: !3, line: 215, type: !156)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 214, column: 13)
!497 = distinct !DILexicalBlock(scope: !498, file: !3, line: 213, column: 13)
!498 = distinct !DILexicalBlock(scope: !480, file: !3, line: 213, column: 13)
!499 = !DILocalVariable(name: "l_209", scope: !496, file: !3, line: 216, type: !500)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!501 = !DILocalVariable(name: "l_257", scope: !502, file: !3, line: 229, type: !140)
!502 = distinct !DILexicalBlock(scope: !481, file: !3, line: 228, column: 9)
!503 = !DILocalVariable(name: "l_259", scope: !502, file: !3, line: 230, type: !156)
!504 = !DILocalVariable(name: "l_265", scope: !502, file: !3, line: 231, type: !156)
!505 = !DILocalVariable(name: "l_274", scope: !502, file: !3, line: 232, type: !506)
!506 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 256, elements: !43)
!507 = !DILocalVariable(name: "l_282", scope: !502, file: !3, line: 233, type: !125)
!508 = !DILocalVariable(name: "l_285", scope: !502, file: !3, line: 234, type: !156)
!509 = !DILocalVariable(name: "i", scope: !502, file: !3, line: 235, type: !7)
!510 = !DILocalVariable(name: "l_266", scope: !511, file: !3, line: 238, type: !155)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 237, column: 13)
!512 = distinct !DILexicalBlock(scope: !502, file: !3, line: 236, column: 17)
!513 = !DILocalVariable(name: "l_267", scope: !511, file: !3, line: 239, type: !155)
!514 = !DILocalVariable(name: "l_268", scope: !511, file: !3, line: 240, type: !155)
!515 = !DILocalVariable(name: "l_269", scope: !511, file: !3, line: 241, type: !155)
!516 = !DILocalVariable(name: "l_270", scope: !511, file: !3, line: 242, type: !155)
!517 = !DILocalVariable(name: "l_271", scope: !511, file: !3, line: 243, type: !156)
!518 = !DILocalVariable(name: "l_272", scope: !511, file: !3, line: 244, type: !155)
!519 = !DILocalVariable(name: "l_273", scope: !511, file: !3, line: 245, type: !155)
!520 = !DILocalVariable(name: "l_275", scope: !511, file: !3, line: 246, type: !155)
!521 = !DILocalVariable(name: "l_276", scope: !511, file: !3, line: 247, type: !155)
!522 = !DILocalVariable(name: "l_277", scope: !511, file: !3, line: 248, type: !155)
!523 = !DILocalVariable(name: "l_278", scope: !511, file: !3, line: 249, type: !155)
!524 = !DILocalVariable(name: "l_279", scope: !511, file: !3, line: 250, type: !155)
!525 = !DILocalVariable(name: "l_280", scope: !511, file: !3, line: 251, type: !526)
!526 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 128, elements: !14)
!527 = !DILocalVariable(name: "i", scope: !511, file: !3, line: 252, type: !7)
!528 = !DILocalVariable(name: "l_329", scope: !529, file: !3, line: 275, type: !534)
!529 = distinct !DILexicalBlock(scope: !530, file: !3, line: 274, column: 9)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 273, column: 9)
!531 = distinct !DILexicalBlock(scope: !532, file: !3, line: 273, column: 9)
!532 = distinct !DILexicalBlock(scope: !533, file: !3, line: 272, column: 5)
!533 = distinct !DILexicalBlock(scope: !352, file: !3, line: 271, column: 9)
!534 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 288, elements: !535)
!535 = !{!66, !15}
!536 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 276, type: !7)
!537 = !DILocalVariable(name: "j", scope: !529, file: !3, line: 276, type: !7)
!538 = !DILocalVariable(name: "l_335", scope: !539, file: !3, line: 286, type: !125)
!539 = distinct !DILexicalBlock(scope: !533, file: !3, line: 285, column: 5)
!540 = !DILocalVariable(name: "l_343", scope: !539, file: !3, line: 287, type: !541)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 7168, elements: !542)
!542 = !{!44, !473, !20}
!543 = !DILocalVariable(name: "l_353", scope: !539, file: !3, line: 288, type: !140)
!544 = !DILocalVariable(name: "l_355", scope: !539, file: !3, line: 289, type: !156)
!545 = !DILocalVariable(name: "l_360", scope: !539, file: !3, line: 290, type: !392)
!546 = !DILocalVariable(name: "l_364", scope: !539, file: !3, line: 291, type: !156)
!547 = !DILocalVariable(name: "l_365", scope: !539, file: !3, line: 292, type: !156)
!548 = !DILocalVariable(name: "l_367", scope: !539, file: !3, line: 293, type: !156)
!549 = !DILocalVariable(name: "l_414", scope: !539, file: !3, line: 294, type: !360)
!550 = !DILocalVariable(name: "i", scope: !539, file: !3, line: 295, type: !7)
!551 = !DILocalVariable(name: "j", scope: !539, file: !3, line: 295, type: !7)
!552 = !DILocalVariable(name: "k", scope: !539, file: !3, line: 295, type: !7)
!553 = !DILocalVariable(name: "l_332", scope: !554, file: !3, line: 298, type: !155)
!554 = distinct !DILexicalBlock(scope: !555, file: !3, line: 297, column: 9)
!555 = distinct !DILexicalBlock(scope: !556, file: !3, line: 296, column: 9)
!556 = distinct !DILexicalBlock(scope: !539, file: !3, line: 296, column: 9)
!557 = !DILocalVariable(name: "l_333", scope: !554, file: !3, line: 299, type: !406)
!558 = !DILocalVariable(name: "l_334", scope: !554, file: !3, line: 300, type: !156)
!559 = !DILocalVariable(name: "l_354", scope: !554, file: !3, line: 301, type: !163)
!560 = !DILocalVariable(name: "l_356", scope: !554, file: !3, line: 302, type: !561)
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!562 = !DILocalVariable(name: "l_357", scope: !554, file: !3, line: 303, type: !563)
!563 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 64, elements: !14)
!564 = !DILocalVariable(name: "l_375", scope: !554, file: !3, line: 304, type: !475)
!565 = !DILocalVariable(name: "l_385", scope: !554, file: !3, line: 305, type: !423)
!566 = !DILocalVariable(name: "l_392", scope: !554, file: !3, line: 306, type: !567)
!567 = !DICompositeType(tag: DW_TAG_array_type, baseType: !568, size: 64, elements: !416)
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !569, size: 64)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!570 = !DILocalVariable(name: "l_391", scope: !554, file: !3, line: 307, type: !571)
!571 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64)
!572 = !DILocalVariable(name: "l_397", scope: !554, file: !3, line: 308, type: !423)
!573 = !DILocalVariable(name: "l_399", scope: !554, file: !3, line: 309, type: !574)
!574 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 448, elements: !575)
!575 = !{!374, !374, !473}
!576 = !DILocalVariable(name: "l_402", scope: !554, file: !3, line: 310, type: !156)
!577 = !DILocalVariable(name: "i", scope: !554, file: !3, line: 311, type: !7)
!578 = !DILocalVariable(name: "j", scope: !554, file: !3, line: 311, type: !7)
!579 = !DILocalVariable(name: "k", scope: !554, file: !3, line: 311, type: !7)
!580 = !DILocalVariable(name: "l_359", scope: !581, file: !3, line: 325, type: !392)
!581 = distinct !DILexicalBlock(scope: !582, file: !3, line: 324, column: 13)
!582 = distinct !DILexicalBlock(scope: !554, file: !3, line: 319, column: 17)
!583 = !DILocalVariable(name: "l_358", scope: !581, file: !3, line: 326, type: !584)
!584 = !DICompositeType(tag: DW_TAG_array_type, baseType: !585, size: 384, elements: !586)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!586 = !{!61, !374}
!587 = !DILocalVariable(name: "l_361", scope: !581, file: !3, line: 327, type: !156)
!588 = !DILocalVariable(name: "l_362", scope: !581, file: !3, line: 328, type: !156)
!589 = !DILocalVariable(name: "l_363", scope: !581, file: !3, line: 329, type: !156)
!590 = !DILocalVariable(name: "l_366", scope: !581, file: !3, line: 330, type: !156)
!591 = !DILocalVariable(name: "i", scope: !581, file: !3, line: 331, type: !7)
!592 = !DILocalVariable(name: "j", scope: !581, file: !3, line: 331, type: !7)
!593 = !DILocalVariable(name: "l_403", scope: !594, file: !3, line: 337, type: !156)
!594 = distinct !DILexicalBlock(scope: !595, file: !3, line: 336, column: 13)
!595 = distinct !DILexicalBlock(scope: !554, file: !3, line: 335, column: 17)
!596 = !DILocalVariable(name: "l_421", scope: !597, file: !3, line: 348, type: !154)
!597 = distinct !DILexicalBlock(scope: !598, file: !3, line: 347, column: 9)
!598 = distinct !DILexicalBlock(scope: !599, file: !3, line: 346, column: 9)
!599 = distinct !DILexicalBlock(scope: !539, file: !3, line: 346, column: 9)
!600 = !DILocalVariable(name: "l_443", scope: !597, file: !3, line: 349, type: !601)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!602 = !DILocalVariable(name: "l_458", scope: !597, file: !3, line: 350, type: !603)
!603 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 3072, elements: !604)
!604 = !{!44, !61, !15}
!605 = !DILocalVariable(name: "l_459", scope: !597, file: !3, line: 351, type: !142)
!606 = !DILocalVariable(name: "i", scope: !597, file: !3, line: 352, type: !7)
!607 = !DILocalVariable(name: "j", scope: !597, file: !3, line: 352, type: !7)
!608 = !DILocalVariable(name: "k", scope: !597, file: !3, line: 352, type: !7)
!609 = !DILocalVariable(name: "l_437", scope: !610, file: !3, line: 357, type: !561)
!610 = distinct !DILexicalBlock(scope: !611, file: !3, line: 356, column: 13)
!611 = distinct !DILexicalBlock(scope: !612, file: !3, line: 355, column: 13)
!612 = distinct !DILexicalBlock(scope: !597, file: !3, line: 355, column: 13)
!613 = !DILocalVariable(name: "l_438", scope: !610, file: !3, line: 358, type: !156)
!614 = !DILocalVariable(name: "l_440", scope: !610, file: !3, line: 359, type: !155)
!615 = !DILocation(line: 0, scope: !352, inlinedAt: !616)
!616 = distinct !DILocation(line: 439, column: 5, scope: !297)
!617 = distinct !DIAssignID()
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = distinct !DIAssignID()
!621 = distinct !DIAssignID()
!622 = !{!623, !623, i64 0}
!623 = !{!"short", !316, i64 0}
!624 = !{!625, !625, i64 0}
!625 = !{!"long long", !316, i64 0}
!626 = !DILocation(line: 121, scope: !400, inlinedAt: !616)
!627 = !DILocation(line: 144, column: 57, scope: !398, inlinedAt: !616)
!628 = !DILocation(line: 121, column: 5, scope: !400, inlinedAt: !616)
!629 = !DILocation(line: 0, scope: !398, inlinedAt: !616)
!630 = !DILocation(line: 144, column: 13, scope: !398, inlinedAt: !616)
!631 = !DILocation(line: 145, column: 88, scope: !427, inlinedAt: !616)
!632 = !DILocalVariable(name: "l_44", scope: !633, file: !3, line: 419, type: !649)
!633 = distinct !DISubprogram(name: "func_24", scope: !3, file: !3, line: 411, type: !634, scopeLine: 412, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !636)
!634 = !DISubroutineType(types: !635)
!635 = !{!150, !156, !220}
!636 = !{!637, !638, !639, !640, !641, !642, !643, !644, !632, !647, !648}
!637 = !DILocalVariable(name: "p_25", arg: 1, scope: !633, file: !3, line: 411, type: !156)
!638 = !DILocalVariable(name: "p_26", arg: 2, scope: !633, file: !3, line: 411, type: !220)
!639 = !DILocalVariable(name: "l_35", scope: !633, file: !3, line: 413, type: !136)
!640 = !DILocalVariable(name: "l_36", scope: !633, file: !3, line: 414, type: !141)
!641 = !DILocalVariable(name: "l_37", scope: !633, file: !3, line: 415, type: !360)
!642 = !DILocalVariable(name: "l_39", scope: !633, file: !3, line: 416, type: !155)
!643 = !DILocalVariable(name: "l_40", scope: !633, file: !3, line: 417, type: !156)
!644 = !DILocalVariable(name: "l_41", scope: !633, file: !3, line: 418, type: !645)
!645 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 1920, elements: !646)
!646 = !{!190, !228}
!647 = !DILocalVariable(name: "i", scope: !633, file: !3, line: 420, type: !7)
!648 = !DILocalVariable(name: "j", scope: !633, file: !3, line: 420, type: !7)
!649 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 192, elements: !447)
!650 = distinct !DIAssignID()
!651 = !DILocation(line: 0, scope: !633, inlinedAt: !652)
!652 = distinct !DILocation(line: 145, column: 74, scope: !427, inlinedAt: !616)
!653 = distinct !DIAssignID()
!654 = distinct !DIAssignID()
!655 = !DILocation(line: 423, column: 122, scope: !633, inlinedAt: !652)
!656 = !DILocation(line: 424, column: 10, scope: !633, inlinedAt: !652)
!657 = !DILocalVariable(name: "p_20", arg: 1, scope: !658, file: !3, line: 398, type: !141)
!658 = distinct !DISubprogram(name: "func_19", scope: !3, file: !3, line: 398, type: !659, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !661)
!659 = !DISubroutineType(types: !660)
!660 = !{!125, !141, !172, !172}
!661 = !{!657, !662, !663, !664}
!662 = !DILocalVariable(name: "p_21", arg: 2, scope: !658, file: !3, line: 398, type: !172)
!663 = !DILocalVariable(name: "p_22", arg: 3, scope: !658, file: !3, line: 398, type: !172)
!664 = !DILocalVariable(name: "l_45", scope: !658, file: !3, line: 400, type: !155)
!665 = !DILocation(line: 0, scope: !658, inlinedAt: !666)
!666 = distinct !DILocation(line: 145, column: 29, scope: !427, inlinedAt: !616)
!667 = !DILocation(line: 401, column: 7, scope: !658, inlinedAt: !666)
!668 = !DILocation(line: 401, column: 13, scope: !658, inlinedAt: !666)
!669 = !DILocalVariable(name: "l_60", scope: !670, file: !3, line: 378, type: !685)
!670 = distinct !DISubprogram(name: "func_12", scope: !3, file: !3, line: 376, type: !671, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{!471, !150, !125, !156, !150}
!673 = !{!674, !675, !676, !677, !669, !678, !679, !680, !681, !682, !683, !684}
!674 = !DILocalVariable(name: "p_13", arg: 1, scope: !670, file: !3, line: 376, type: !150)
!675 = !DILocalVariable(name: "p_14", arg: 2, scope: !670, file: !3, line: 376, type: !125)
!676 = !DILocalVariable(name: "p_15", arg: 3, scope: !670, file: !3, line: 376, type: !156)
!677 = !DILocalVariable(name: "p_16", arg: 4, scope: !670, file: !3, line: 376, type: !150)
!678 = !DILocalVariable(name: "l_62", scope: !670, file: !3, line: 379, type: !156)
!679 = !DILocalVariable(name: "l_65", scope: !670, file: !3, line: 380, type: !156)
!680 = !DILocalVariable(name: "l_74", scope: !670, file: !3, line: 381, type: !156)
!681 = !DILocalVariable(name: "l_75", scope: !670, file: !3, line: 382, type: !156)
!682 = !DILocalVariable(name: "l_76", scope: !670, file: !3, line: 383, type: !206)
!683 = !DILocalVariable(name: "l_77", scope: !670, file: !3, line: 384, type: !155)
!684 = !DILocalVariable(name: "i", scope: !670, file: !3, line: 385, type: !7)
!685 = !DICompositeType(tag: DW_TAG_array_type, baseType: !423, size: 256, elements: !19)
!686 = distinct !DIAssignID()
!687 = !DILocation(line: 0, scope: !670, inlinedAt: !688)
!688 = distinct !DILocation(line: 145, column: 15, scope: !427, inlinedAt: !616)
!689 = !DILocation(line: 388, column: 45, scope: !670, inlinedAt: !688)
!690 = !DILocation(line: 388, column: 50, scope: !670, inlinedAt: !688)
!691 = !DILocation(line: 388, column: 109, scope: !670, inlinedAt: !688)
!692 = !DILocation(line: 388, column: 437, scope: !670, inlinedAt: !688)
!693 = !DILocation(line: 388, column: 133, scope: !670, inlinedAt: !688)
!694 = !DILocation(line: 388, column: 13, scope: !670, inlinedAt: !688)
!695 = !DILocation(line: 0, scope: !426, inlinedAt: !616)
!696 = !DILocation(line: 0, scope: !435, inlinedAt: !616)
!697 = !DILocation(line: 158, column: 27, scope: !435, inlinedAt: !616)
!698 = !DILocation(line: 158, column: 25, scope: !435, inlinedAt: !616)
!699 = !DILocation(line: 159, column: 24, scope: !700, inlinedAt: !616)
!700 = distinct !DILexicalBlock(scope: !435, file: !3, line: 159, column: 21)
!701 = !DILocation(line: 159, column: 23, scope: !700, inlinedAt: !616)
!702 = !DILocation(line: 159, column: 22, scope: !700, inlinedAt: !616)
!703 = !DILocation(line: 159, column: 21, scope: !700, inlinedAt: !616)
!704 = !DILocation(line: 159, column: 21, scope: !435, inlinedAt: !616)
!705 = !DILocation(line: 161, column: 62, scope: !435, inlinedAt: !616)
!706 = !DILocation(line: 161, column: 168, scope: !435, inlinedAt: !616)
!707 = !DILocation(line: 161, column: 156, scope: !435, inlinedAt: !616)
!708 = !DILocation(line: 161, column: 35, scope: !435, inlinedAt: !616)
!709 = !DILocation(line: 161, column: 210, scope: !435, inlinedAt: !616)
!710 = !DILocation(line: 161, column: 313, scope: !435, inlinedAt: !616)
!711 = !DILocation(line: 161, column: 32, scope: !435, inlinedAt: !616)
!712 = !DILocation(line: 162, column: 13, scope: !436, inlinedAt: !616)
!713 = !DILocation(line: 154, scope: !437, inlinedAt: !616)
!714 = !{!316, !316, i64 0}
!715 = !DILocation(line: 163, column: 353, scope: !426, inlinedAt: !616)
!716 = !{i64 0, i64 32, !714}
!717 = !DILocation(line: 163, column: 21, scope: !426, inlinedAt: !616)
!718 = !DILocation(line: 186, column: 228, scope: !398, inlinedAt: !616)
!719 = !DILocation(line: 186, column: 227, scope: !398, inlinedAt: !616)
!720 = !DILocation(line: 186, column: 218, scope: !398, inlinedAt: !616)
!721 = !DILocation(line: 186, column: 224, scope: !398, inlinedAt: !616)
!722 = !DILocation(line: 186, column: 271, scope: !398, inlinedAt: !616)
!723 = !DILocation(line: 121, column: 37, scope: !399, inlinedAt: !616)
!724 = !DILocation(line: 121, column: 28, scope: !399, inlinedAt: !616)
!725 = distinct !{!725, !628, !726, !348}
!726 = !DILocation(line: 187, column: 5, scope: !400, inlinedAt: !616)
!727 = !DILocation(line: 0, scope: !457, inlinedAt: !616)
!728 = distinct !DIAssignID()
!729 = distinct !DIAssignID()
!730 = !DILocation(line: 201, column: 88, scope: !481, inlinedAt: !616)
!731 = !DILocation(line: 0, scope: !502, inlinedAt: !616)
!732 = distinct !DIAssignID()
!733 = !DILocation(line: 236, column: 54, scope: !512, inlinedAt: !616)
!734 = !DILocation(line: 236, column: 201, scope: !512, inlinedAt: !616)
!735 = !DILocation(line: 271, column: 85, scope: !533, inlinedAt: !616)
!736 = !{!737, !345, i64 0}
!737 = !{!"S0", !345, i64 0, !345, i64 4, !625, i64 8, !316, i64 16, !345, i64 20, !625, i64 24}
!738 = !DILocation(line: 271, column: 18, scope: !533, inlinedAt: !616)
!739 = distinct !DIAssignID()
!740 = !DILocation(line: 0, scope: !529, inlinedAt: !616)
!741 = !DILocation(line: 277, column: 32, scope: !529, inlinedAt: !616)
!742 = !DILocation(line: 277, column: 31, scope: !529, inlinedAt: !616)
!743 = !DILocation(line: 278, column: 28, scope: !529, inlinedAt: !616)
!744 = !DILocation(line: 278, column: 27, scope: !529, inlinedAt: !616)
!745 = !DILocation(line: 278, column: 36, scope: !529, inlinedAt: !616)
!746 = !DILocation(line: 278, column: 22, scope: !529, inlinedAt: !616)
!747 = !DILocation(line: 279, column: 21, scope: !529, inlinedAt: !616)
!748 = !DILocation(line: 368, column: 1, scope: !352, inlinedAt: !616)
!749 = !DILocation(line: 440, column: 21, scope: !297)
!750 = !DILocation(line: 440, column: 5, scope: !297)
!751 = !DILocation(line: 441, column: 21, scope: !297)
!752 = !DILocation(line: 441, column: 5, scope: !297)
!753 = !DILocation(line: 442, column: 21, scope: !297)
!754 = !DILocation(line: 442, column: 5, scope: !297)
!755 = !DILocation(line: 443, column: 21, scope: !297)
!756 = !DILocation(line: 443, column: 5, scope: !297)
!757 = !DILocation(line: 444, column: 21, scope: !297)
!758 = !DILocation(line: 444, column: 5, scope: !297)
!759 = !DILocation(line: 445, column: 21, scope: !297)
!760 = !DILocation(line: 445, column: 5, scope: !297)
!761 = !DILocation(line: 446, column: 21, scope: !297)
!762 = !DILocation(line: 446, column: 5, scope: !297)
!763 = !DILocation(line: 447, column: 5, scope: !297)
!764 = !DILocation(line: 448, column: 21, scope: !297)
!765 = !DILocation(line: 448, column: 5, scope: !297)
!766 = !DILocation(line: 449, column: 5, scope: !297)
!767 = !DILocation(line: 450, column: 21, scope: !297)
!768 = !DILocation(line: 450, column: 5, scope: !297)
!769 = !DILocation(line: 451, column: 5, scope: !770)
!770 = distinct !DILexicalBlock(scope: !297, file: !3, line: 451, column: 5)
!771 = !DILocation(line: 457, column: 33, scope: !772)
!772 = distinct !DILexicalBlock(scope: !773, file: !3, line: 456, column: 13)
!773 = distinct !DILexicalBlock(scope: !774, file: !3, line: 455, column: 13)
!774 = distinct !DILexicalBlock(scope: !775, file: !3, line: 455, column: 13)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 454, column: 9)
!776 = distinct !DILexicalBlock(scope: !777, file: !3, line: 453, column: 9)
!777 = distinct !DILexicalBlock(scope: !778, file: !3, line: 453, column: 9)
!778 = distinct !DILexicalBlock(scope: !779, file: !3, line: 452, column: 5)
!779 = distinct !DILexicalBlock(scope: !770, file: !3, line: 451, column: 5)
!780 = !DILocation(line: 457, column: 17, scope: !772)
!781 = !DILocation(line: 458, column: 21, scope: !772)
!782 = !DILocation(line: 458, column: 39, scope: !783)
!783 = distinct !DILexicalBlock(scope: !772, file: !3, line: 458, column: 21)
!784 = !DILocation(line: 451, column: 25, scope: !779)
!785 = !DILocation(line: 451, column: 19, scope: !779)
!786 = distinct !{!786, !769, !787, !348}
!787 = !DILocation(line: 462, column: 5, scope: !770)
!788 = !DILocation(line: 463, column: 5, scope: !297)
!789 = !DILocation(line: 464, column: 27, scope: !297)
!790 = !DILocation(line: 464, column: 21, scope: !297)
!791 = !DILocation(line: 464, column: 5, scope: !297)
!792 = !DILocation(line: 465, column: 21, scope: !297)
!793 = !DILocation(line: 465, column: 5, scope: !297)
!794 = !DILocation(line: 466, column: 21, scope: !297)
!795 = !DILocation(line: 466, column: 5, scope: !297)
!796 = !DILocation(line: 467, column: 27, scope: !297)
!797 = !DILocation(line: 467, column: 21, scope: !297)
!798 = !DILocation(line: 467, column: 5, scope: !297)
!799 = !DILocation(line: 468, column: 27, scope: !297)
!800 = !{!737, !345, i64 4}
!801 = !DILocation(line: 468, column: 21, scope: !297)
!802 = !DILocation(line: 468, column: 5, scope: !297)
!803 = !DILocation(line: 469, column: 27, scope: !297)
!804 = !{!737, !625, i64 8}
!805 = !DILocation(line: 469, column: 5, scope: !297)
!806 = !DILocation(line: 470, column: 27, scope: !297)
!807 = !{!737, !316, i64 16}
!808 = !DILocation(line: 470, column: 21, scope: !297)
!809 = !DILocation(line: 470, column: 5, scope: !297)
!810 = !DILocation(line: 471, column: 27, scope: !297)
!811 = !{!737, !345, i64 20}
!812 = !DILocation(line: 471, column: 21, scope: !297)
!813 = !DILocation(line: 471, column: 5, scope: !297)
!814 = !DILocation(line: 472, column: 27, scope: !297)
!815 = !{!737, !625, i64 24}
!816 = !DILocation(line: 472, column: 5, scope: !297)
!817 = !DILocation(line: 473, column: 27, scope: !297)
!818 = !DILocation(line: 473, column: 21, scope: !297)
!819 = !DILocation(line: 473, column: 5, scope: !297)
!820 = !DILocation(line: 474, column: 27, scope: !297)
!821 = !DILocation(line: 474, column: 21, scope: !297)
!822 = !DILocation(line: 474, column: 5, scope: !297)
!823 = !DILocation(line: 475, column: 27, scope: !297)
!824 = !DILocation(line: 475, column: 21, scope: !297)
!825 = !DILocation(line: 475, column: 5, scope: !297)
!826 = !DILocation(line: 476, column: 27, scope: !297)
!827 = !DILocation(line: 476, column: 5, scope: !297)
!828 = !DILocation(line: 477, column: 27, scope: !297)
!829 = !DILocation(line: 477, column: 21, scope: !297)
!830 = !DILocation(line: 477, column: 5, scope: !297)
!831 = !DILocation(line: 478, column: 27, scope: !297)
!832 = !DILocation(line: 478, column: 21, scope: !297)
!833 = !DILocation(line: 478, column: 5, scope: !297)
!834 = !DILocation(line: 479, column: 27, scope: !297)
!835 = !DILocation(line: 479, column: 5, scope: !297)
!836 = !DILocation(line: 480, column: 5, scope: !297)
!837 = !DILocation(line: 481, column: 5, scope: !297)
!838 = !DILocation(line: 482, column: 21, scope: !297)
!839 = !DILocation(line: 482, column: 5, scope: !297)
!840 = !DILocation(line: 483, column: 5, scope: !297)
!841 = !DILocation(line: 484, column: 5, scope: !297)
!842 = !DILocation(line: 485, column: 5, scope: !297)
!843 = !DILocation(line: 486, column: 27, scope: !297)
!844 = !DILocation(line: 486, column: 21, scope: !297)
!845 = !DILocation(line: 486, column: 5, scope: !297)
!846 = !DILocation(line: 487, column: 27, scope: !297)
!847 = !DILocation(line: 487, column: 21, scope: !297)
!848 = !DILocation(line: 487, column: 5, scope: !297)
!849 = !DILocation(line: 488, column: 27, scope: !297)
!850 = !DILocation(line: 488, column: 5, scope: !297)
!851 = !DILocation(line: 489, column: 27, scope: !297)
!852 = !DILocation(line: 489, column: 21, scope: !297)
!853 = !DILocation(line: 489, column: 5, scope: !297)
!854 = !DILocation(line: 490, column: 27, scope: !297)
!855 = !DILocation(line: 490, column: 21, scope: !297)
!856 = !DILocation(line: 490, column: 5, scope: !297)
!857 = !DILocation(line: 491, column: 27, scope: !297)
!858 = !DILocation(line: 491, column: 5, scope: !297)
!859 = !DILocation(line: 492, column: 23, scope: !297)
!860 = !DILocation(line: 492, column: 37, scope: !297)
!861 = !DILocalVariable(name: "crc", arg: 1, scope: !862, file: !283, line: 49, type: !125)
!862 = distinct !DISubprogram(name: "platform_main_end", scope: !283, file: !283, line: 49, type: !863, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !125, !7}
!865 = !{!861, !866}
!866 = !DILocalVariable(name: "flag", arg: 2, scope: !862, file: !283, line: 49, type: !7)
!867 = !DILocation(line: 0, scope: !862, inlinedAt: !868)
!868 = distinct !DILocation(line: 492, column: 5, scope: !297)
!869 = !DILocation(line: 56, column: 2, scope: !862, inlinedAt: !868)
!870 = !DILocation(line: 493, column: 5, scope: !297)
!871 = distinct !DISubprogram(name: "transparent_crc", scope: !123, file: !123, line: 110, type: !872, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !874)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !212, !301, !7}
!874 = !{!875, !876, !877}
!875 = !DILocalVariable(name: "val", arg: 1, scope: !871, file: !123, line: 110, type: !212)
!876 = !DILocalVariable(name: "vname", arg: 2, scope: !871, file: !123, line: 110, type: !301)
!877 = !DILocalVariable(name: "flag", arg: 3, scope: !871, file: !123, line: 110, type: !7)
!878 = !DILocation(line: 0, scope: !871)
!879 = !DILocalVariable(name: "val", arg: 1, scope: !880, file: !123, line: 97, type: !212)
!880 = distinct !DISubprogram(name: "crc32_8bytes", scope: !123, file: !123, line: 97, type: !881, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !883)
!881 = !DISubroutineType(types: !882)
!882 = !{null, !212}
!883 = !{!879}
!884 = !DILocation(line: 0, scope: !880, inlinedAt: !885)
!885 = distinct !DILocation(line: 112, column: 2, scope: !871)
!886 = !DILocalVariable(name: "b", arg: 1, scope: !887, file: !123, line: 71, type: !172)
!887 = distinct !DISubprogram(name: "crc32_byte", scope: !123, file: !123, line: 71, type: !888, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !890)
!888 = !DISubroutineType(types: !889)
!889 = !{null, !172}
!890 = !{!886}
!891 = !DILocation(line: 0, scope: !887, inlinedAt: !892)
!892 = distinct !DILocation(line: 99, column: 2, scope: !880, inlinedAt: !885)
!893 = !DILocation(line: 73, column: 5, scope: !887, inlinedAt: !892)
!894 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !892)
!895 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !892)
!896 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !892)
!897 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !892)
!898 = !DILocation(line: 100, column: 18, scope: !880, inlinedAt: !885)
!899 = !DILocation(line: 0, scope: !887, inlinedAt: !900)
!900 = distinct !DILocation(line: 100, column: 2, scope: !880, inlinedAt: !885)
!901 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !900)
!902 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !900)
!903 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !900)
!904 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !900)
!905 = !DILocation(line: 101, column: 18, scope: !880, inlinedAt: !885)
!906 = !DILocation(line: 0, scope: !887, inlinedAt: !907)
!907 = distinct !DILocation(line: 101, column: 2, scope: !880, inlinedAt: !885)
!908 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !907)
!909 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !907)
!910 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !907)
!911 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !907)
!912 = !DILocation(line: 102, column: 18, scope: !880, inlinedAt: !885)
!913 = !DILocation(line: 0, scope: !887, inlinedAt: !914)
!914 = distinct !DILocation(line: 102, column: 2, scope: !880, inlinedAt: !885)
!915 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !914)
!916 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !914)
!917 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !914)
!918 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !914)
!919 = !DILocation(line: 103, column: 18, scope: !880, inlinedAt: !885)
!920 = !DILocation(line: 0, scope: !887, inlinedAt: !921)
!921 = distinct !DILocation(line: 103, column: 2, scope: !880, inlinedAt: !885)
!922 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !921)
!923 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !921)
!924 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !921)
!925 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !921)
!926 = !DILocation(line: 104, column: 18, scope: !880, inlinedAt: !885)
!927 = !DILocation(line: 0, scope: !887, inlinedAt: !928)
!928 = distinct !DILocation(line: 104, column: 2, scope: !880, inlinedAt: !885)
!929 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !928)
!930 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !928)
!931 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !928)
!932 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !928)
!933 = !DILocation(line: 105, column: 18, scope: !880, inlinedAt: !885)
!934 = !DILocation(line: 0, scope: !887, inlinedAt: !935)
!935 = distinct !DILocation(line: 105, column: 2, scope: !880, inlinedAt: !885)
!936 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !935)
!937 = !DILocation(line: 74, column: 33, scope: !887, inlinedAt: !935)
!938 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !935)
!939 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !935)
!940 = !DILocation(line: 106, column: 18, scope: !880, inlinedAt: !885)
!941 = !DILocation(line: 0, scope: !887, inlinedAt: !942)
!942 = distinct !DILocation(line: 106, column: 2, scope: !880, inlinedAt: !885)
!943 = !DILocation(line: 73, column: 19, scope: !887, inlinedAt: !942)
!944 = !DILocation(line: 74, column: 3, scope: !887, inlinedAt: !942)
!945 = !DILocation(line: 73, column: 39, scope: !887, inlinedAt: !942)
!946 = !DILocation(line: 72, column: 16, scope: !887, inlinedAt: !942)
!947 = !DILocation(line: 113, column: 6, scope: !948)
!948 = distinct !DILexicalBlock(scope: !871, file: !123, line: 113, column: 6)
!949 = !DILocation(line: 113, column: 6, scope: !871)
!950 = !DILocation(line: 114, column: 73, scope: !951)
!951 = distinct !DILexicalBlock(scope: !948, file: !123, line: 113, column: 12)
!952 = !DILocation(line: 114, column: 5, scope: !951)
!953 = !DILocation(line: 115, column: 2, scope: !951)
!954 = !DILocation(line: 116, column: 1, scope: !871)
!955 = distinct !DISubprogram(name: "printf", scope: !956, file: !956, line: 368, type: !957, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !961)
!956 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!957 = !DISubroutineType(cc: DW_CC_nocall, types: !958)
!958 = !{!7, !959, null}
!959 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !960, size: 64)
!960 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!961 = !{!962, !963, !964}
!962 = !DILocalVariable(name: "__format", arg: 1, scope: !955, file: !956, line: 368, type: !959)
!963 = !DILocalVariable(name: "__retval", scope: !955, file: !956, line: 370, type: !7)
!964 = !DILocalVariable(name: "__local_argv", scope: !955, file: !956, line: 371, type: !965)
!965 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !301)
!966 = distinct !DIAssignID()
!967 = !DILocation(line: 0, scope: !955)
!968 = !DILocation(line: 371, column: 3, scope: !955)
!969 = !DILocation(line: 371, column: 35, scope: !955)
!970 = !DILocation(line: 372, column: 32, scope: !955)
!971 = !DILocation(line: 372, column: 50, scope: !955)
!972 = !DILocation(line: 372, column: 14, scope: !955)
!973 = !DILocation(line: 373, column: 3, scope: !955)
!974 = !DILocation(line: 375, column: 1, scope: !955)
!975 = !DILocation(line: 374, column: 3, scope: !955)
!976 = !DISubprogram(name: "__mingw_vfprintf", scope: !956, file: !956, line: 193, type: !977, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!977 = !DISubroutineType(types: !978)
!978 = !{!7, !979, !992, !993}
!979 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !980)
!980 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !981, size: 64)
!981 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !956, line: 47, baseType: !982)
!982 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !956, line: 33, size: 384, align: 64, elements: !983)
!983 = !{!984, !985, !986, !987, !988, !989, !990, !991}
!984 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !982, file: !956, line: 37, baseType: !301, size: 64)
!985 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !982, file: !956, line: 38, baseType: !7, size: 32, offset: 64)
!986 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !982, file: !956, line: 39, baseType: !301, size: 64, offset: 128)
!987 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !982, file: !956, line: 40, baseType: !7, size: 32, offset: 192)
!988 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !982, file: !956, line: 41, baseType: !7, size: 32, offset: 224)
!989 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !982, file: !956, line: 42, baseType: !7, size: 32, offset: 256)
!990 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !982, file: !956, line: 43, baseType: !7, size: 32, offset: 288)
!991 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !982, file: !956, line: 44, baseType: !301, size: 64, offset: 320)
!992 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !959)
!993 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !994, line: 31, baseType: !995)
!994 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!995 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !994, line: 24, baseType: !965)
!996 = !DISubprogram(name: "__acrt_iob_func", scope: !956, file: !956, line: 93, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DISubroutineType(types: !998)
!998 = !{!980, !6}
