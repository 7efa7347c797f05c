; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_9 = internal global i16 6, align 2, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !15
@g_12 = internal unnamed_addr global i1 false, align 1, !dbg !283
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !20
@g_42 = internal global i32 -1, align 4, !dbg !195
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1, !dbg !29
@g_63.3 = internal unnamed_addr global i16 0, align 2, !dbg !284
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !36
@g_70 = internal unnamed_addr global i1 false, align 2, !dbg !285
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1, !dbg !43
@g_104 = internal global i16 -28983, align 2, !dbg !213
@.str.10 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !48
@g_113.1 = internal unnamed_addr global i32 1933786134, align 4, !dbg !286
@.str.11 = private unnamed_addr constant [9 x i8] c"g_113[i]\00", align 1, !dbg !53
@g_119 = internal unnamed_addr constant [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 16, !dbg !219
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !60
@g_131 = internal global i32 -379968030, align 4, !dbg !223
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !65
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 16, !dbg !225
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1, !dbg !67
@g_162 = internal unnamed_addr global i64 -898946607332870064, align 8, !dbg !229
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !71
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1, !dbg !77
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1, !dbg !87
@g_275.4 = internal unnamed_addr global i32 -1, align 16, !dbg !287
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1, !dbg !89
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16, !dbg !246
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1, !dbg !91
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !95
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1, !dbg !99
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1, !dbg !101
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1, !dbg !103
@g_339 = internal global i32 0, align 4, !dbg !264
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1, !dbg !105
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 16, !dbg !267
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1, !dbg !107
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1, !dbg !109
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !281
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !111
@g_282 = internal global ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !139
@g_194 = internal global ptr @g_131, align 8, !dbg !154
@g_188 = internal global ptr @g_42, align 8, !dbg !164
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 16
@g_77 = internal unnamed_addr global ptr @g_42, align 8, !dbg !121
@g_280 = internal constant ptr @g_281, align 8, !dbg !127
@g_281 = internal global ptr @g_282, align 8, !dbg !137
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !185
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !278

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !296 {
  %3 = alloca [7 x i32], align 16, !DIAssignID !308
    #dbg_assign(i1 undef, !309, !DIExpression(), !308, ptr %3, !DIExpression(), !413)
  %4 = alloca ptr, align 8, !DIAssignID !484
    #dbg_value(i32 %0, !302, !DIExpression(), !485)
    #dbg_value(ptr %1, !303, !DIExpression(), !485)
    #dbg_value(i32 0, !307, !DIExpression(), !485)
  %5 = icmp eq i32 %0, 2, !dbg !486
  br i1 %5, label %6, label %19, !dbg !488

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !489
  %8 = load ptr, ptr %7, align 8, !dbg !489, !tbaa !490
  %9 = load i8, ptr %8, align 1
  %10 = icmp eq i8 %9, 49
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0, !dbg !494
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i1 [ true, %6 ], [ %14, %11 ]
  %17 = xor i1 %16, true, !dbg !495
  %18 = zext i1 %17 to i32, !dbg !495
  br label %19, !dbg !495

19:                                               ; preds = %2, %15
  %20 = phi i1 [ true, %2 ], [ %16, %15 ], !dbg !485
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ], !dbg !485
    #dbg_value(i32 %21, !307, !DIExpression(), !485)
    #dbg_value(i32 -306674912, !496, !DIExpression(), !505)
    #dbg_value(i32 0, !502, !DIExpression(), !505)
  br label %22, !dbg !507

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ], !dbg !509
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %19 ], [ %67, %22 ], !dbg !511
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !511
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !517
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !511
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !517
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !511
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !517
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !511
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !517
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %46 = icmp eq <4 x i32> %45, zeroinitializer, !dbg !511
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48, !dbg !517
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %51 = icmp eq <4 x i32> %50, zeroinitializer, !dbg !511
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53, !dbg !517
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %56 = icmp eq <4 x i32> %55, zeroinitializer, !dbg !511
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58, !dbg !517
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !511
  %61 = icmp eq <4 x i32> %60, zeroinitializer, !dbg !511
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !517
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !517
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63, !dbg !517
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23, !dbg !518
  store <4 x i32> %64, ptr %65, align 16, !dbg !519, !tbaa !520
  %66 = add nuw i64 %23, 4, !dbg !509
  %67 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>, !dbg !511
  %68 = icmp eq i64 %66, 256, !dbg !509
  br i1 %68, label %69, label %22, !dbg !509, !llvm.loop !522

69:                                               ; preds = %22
    #dbg_assign(i1 undef, !441, !DIExpression(), !527, ptr poison, !DIExpression(), !528)
    #dbg_assign(i1 undef, !445, !DIExpression(), !529, ptr undef, !DIExpression(), !528)
    #dbg_assign(i1 poison, !446, !DIExpression(), !530, ptr undef, !DIExpression(), !528)
    #dbg_assign(i1 undef, !448, !DIExpression(), !531, ptr undef, !DIExpression(), !528)
    #dbg_assign(i1 undef, !449, !DIExpression(), !532, ptr undef, !DIExpression(), !528)
    #dbg_assign(i1 undef, !452, !DIExpression(), !533, ptr poison, !DIExpression(), !528)
    #dbg_assign(i1 undef, !456, !DIExpression(), !534, ptr poison, !DIExpression(), !528)
    #dbg_value(i64 653523322397063, !420, !DIExpression(), !535)
    #dbg_value(ptr poison, !421, !DIExpression(), !535)
    #dbg_value(ptr poison, !424, !DIExpression(), !535)
    #dbg_value(i32 448087639, !425, !DIExpression(), !535)
    #dbg_assign(i1 undef, !426, !DIExpression(), !536, ptr poison, !DIExpression(), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64), !535)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !535)
    #dbg_value(i32 -3, !431, !DIExpression(), !535)
    #dbg_value(i32 -10, !432, !DIExpression(), !535)
    #dbg_value(i32 -1, !433, !DIExpression(), !535)
    #dbg_value(i32 -252753510, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !535)
    #dbg_assign(i1 undef, !434, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !537, ptr poison, !DIExpression(), !535)
    #dbg_value(i32 1, !436, !DIExpression(), !535)
    #dbg_value(i32 7, !437, !DIExpression(), !535)
    #dbg_value(i64 1732850189855213126, !438, !DIExpression(), !535)
  %70 = load volatile i16, ptr @g_9, align 2, !dbg !538, !tbaa !539
  %71 = load i1, ptr @g_12, align 1, !dbg !541
  %72 = select i1 %71, i8 3, i8 -52, !dbg !541
  %73 = sext i8 %72 to i16, !dbg !541
  %74 = or i16 %70, %73, !dbg !542
    #dbg_assign(i1 undef, !331, !DIExpression(), !484, ptr %4, !DIExpression(), !413)
    #dbg_assign(i1 undef, !333, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !543, ptr poison, !DIExpression(), !413)
    #dbg_assign(i1 undef, !333, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !544, ptr poison, !DIExpression(), !413)
    #dbg_assign(i1 undef, !336, !DIExpression(), !545, ptr undef, !DIExpression(), !413)
    #dbg_assign(i1 undef, !340, !DIExpression(), !546, ptr undef, !DIExpression(), !413)
    #dbg_assign(i1 undef, !381, !DIExpression(), !547, ptr undef, !DIExpression(), !548)
    #dbg_assign(i1 undef, !407, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !549, ptr undef, !DIExpression(), !550)
    #dbg_assign(i1 undef, !407, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !551, ptr undef, !DIExpression(), !550)
    #dbg_assign(i1 undef, !407, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !552, ptr undef, !DIExpression(), !550)
    #dbg_assign(i1 undef, !407, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !553, ptr undef, !DIExpression(), !550)
    #dbg_value(i16 %74, !314, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !413)
    #dbg_value(i8 %72, !315, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !413)
    #dbg_value(ptr poison, !316, !DIExpression(), !413)
    #dbg_value(i16 2, !317, !DIExpression(), !413)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #4, !dbg !554
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %3, ptr noundef nonnull align 16 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false), !dbg !555, !DIAssignID !556
    #dbg_assign(i1 undef, !309, !DIExpression(), !556, ptr %3, !DIExpression(), !413)
    #dbg_value(ptr @g_77, !318, !DIExpression(), !413)
    #dbg_assign(i1 undef, !320, !DIExpression(), !557, ptr poison, !DIExpression(), !413)
    #dbg_value(ptr poison, !322, !DIExpression(), !413)
    #dbg_value(ptr poison, !327, !DIExpression(), !413)
    #dbg_value(ptr undef, !328, !DIExpression(), !413)
    #dbg_value(ptr poison, !329, !DIExpression(), !413)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !558
    #dbg_assign(ptr poison, !331, !DIExpression(), !559, ptr %4, !DIExpression(), !413)
    #dbg_value(ptr @g_162, !332, !DIExpression(), !413)
    #dbg_value(i64 poison, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !413)
    #dbg_value(i32 poison, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
    #dbg_value(i64 poison, !333, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !413)
    #dbg_value(i32 -1, !333, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !413)
    #dbg_assign(i1 undef, !333, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !560, ptr poison, !DIExpression(), !413)
    #dbg_value(i32 poison, !333, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !413)
    #dbg_assign(i1 undef, !333, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !561, ptr poison, !DIExpression(), !413)
    #dbg_value(ptr poison, !339, !DIExpression(), !413)
    #dbg_value(i32 poison, !344, !DIExpression(), !413)
    #dbg_value(i32 poison, !343, !DIExpression(), !413)
    #dbg_value(i32 poison, !342, !DIExpression(), !413)
    #dbg_value(i8 3, !562, !DIExpression(), !569)
    #dbg_value(i8 4, !568, !DIExpression(), !569)
  store i1 true, ptr @g_12, align 1, !dbg !571
  %75 = icmp ugt i16 %74, 252, !dbg !572
  %76 = zext i1 %75 to i8, !dbg !572
  %77 = xor i8 %76, -1, !dbg !573
    #dbg_value(i8 %72, !562, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !574)
    #dbg_value(i1 %75, !568, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !574)
  %78 = add nsw i8 %72, %77, !dbg !576
  %79 = zext i8 %78 to i32, !dbg !576
  %80 = load ptr, ptr @g_77, align 8, !dbg !577, !tbaa !490
  store i32 %79, ptr %80, align 4, !dbg !578, !tbaa !520
  %81 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !579
    #dbg_value(ptr %81, !355, !DIExpression(), !580)
  store ptr %81, ptr @g_77, align 8, !dbg !581, !tbaa !490
  %82 = load volatile ptr, ptr @g_188, align 8, !dbg !582, !tbaa !490
  %83 = load i32, ptr %82, align 4, !dbg !583, !tbaa !520
  %84 = xor i32 %83, -1, !dbg !583
  store i32 %84, ptr %82, align 4, !dbg !583, !tbaa !520
  %85 = load i32, ptr %81, align 8, !dbg !584, !tbaa !520
  %86 = freeze i32 %85, !dbg !585
  %87 = load volatile i16, ptr @g_104, align 2, !dbg !586, !tbaa !539
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !587, !tbaa !588
  store i64 1, ptr @g_162, align 8, !dbg !590, !tbaa !588
    #dbg_value(i32 %85, !591, !DIExpression(DW_OP_consts, 1, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !597)
    #dbg_value(i32 %85, !596, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !597)
  %88 = icmp eq i32 %86, 0, !dbg !599
  br i1 %88, label %94, label %89, !dbg !600

89:                                               ; preds = %69
  %90 = icmp slt i32 %86, 1, !dbg !601
    #dbg_value(i1 %90, !591, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !597)
    #dbg_value(i32 %85, !596, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !597)
  %91 = zext i1 %90 to i32, !dbg !602
  %92 = sdiv i32 %91, %86, !dbg !602
  %93 = icmp eq i32 %92, -1, !dbg !603
  br i1 %93, label %113, label %94, !dbg !604

94:                                               ; preds = %89, %69
  %95 = load i32, ptr @g_131, align 4, !tbaa !520
  %96 = load i1, ptr @g_70, align 2
  %97 = load i16, ptr @g_63.3, align 2, !tbaa !539
  %98 = load i32, ptr @g_275.4, align 16, !tbaa !520
  br label %99, !dbg !605

99:                                               ; preds = %99, %94
  %100 = phi i32 [ %98, %94 ], [ %103, %99 ]
  %101 = phi i16 [ %97, %94 ], [ %102, %99 ]
    #dbg_label(!376, !606)
    #dbg_value(i32 poison, !388, !DIExpression(), !548)
    #dbg_value(!DIArgList(i32 poison, i16 poison), !333, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !413)
    #dbg_value(i32 -1, !314, !DIExpression(), !413)
  %102 = xor i16 %101, 1, !dbg !607
    #dbg_value(i32 1, !314, !DIExpression(), !413)
  %103 = add i32 %100, 1, !dbg !608
  br i1 %96, label %104, label %99, !dbg !609

104:                                              ; preds = %99
  %105 = or i32 %95, 211
  %106 = sext i32 %105 to i64
  %107 = icmp ult i16 %102, -19141
  %108 = add nsw i16 %102, 19141
  %109 = select i1 %107, i16 %102, i16 %108
  %110 = icmp eq i16 %109, 3
  %111 = zext i1 %110 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !588
  store i16 %102, ptr @g_63.3, align 2, !tbaa !539
  store i64 %106, ptr @g_162, align 8, !dbg !610, !tbaa !588
  store i32 0, ptr @g_42, align 4, !dbg !611, !tbaa !520
  store i32 %103, ptr @g_275.4, align 16, !dbg !608, !tbaa !520
  %112 = load volatile ptr, ptr @g_280, align 8, !dbg !612, !tbaa !490
  store ptr %4, ptr %112, align 8, !dbg !613, !tbaa !490
  br label %117, !dbg !614

113:                                              ; preds = %89
    #dbg_value(i64 9, !405, !DIExpression(), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_assign(i8 0, !407, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !615, ptr undef, !DIExpression(), !550)
    #dbg_assign(i8 0, !407, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !616, ptr undef, !DIExpression(), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr null, !407, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !407, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_assign(i8 0, !407, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !617, ptr undef, !DIExpression(), !550)
    #dbg_assign(i8 0, !407, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !618, ptr undef, !DIExpression(), !550)
    #dbg_value(ptr %3, !407, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2048, 64), !550)
  %114 = load volatile i32, ptr @g_285, align 16, !dbg !619, !tbaa !520
  %115 = add i32 %114, -1, !dbg !619
  store volatile i32 %115, ptr @g_285, align 16, !dbg !619, !tbaa !520
  store i1 true, ptr @g_70, align 2, !dbg !620
  %116 = load i32, ptr @g_131, align 4, !dbg !622, !tbaa !520
  br label %117, !dbg !623

117:                                              ; preds = %104, %113
  %118 = phi i32 [ %116, %113 ], [ %95, %104 ], !dbg !622
  %119 = phi i32 [ %86, %113 ], [ %111, %104 ], !dbg !624
    #dbg_value(i32 poison, !314, !DIExpression(), !413)
  store i32 %119, ptr @g_113.1, align 4, !dbg !625, !tbaa !520
    #dbg_value(i32 1370157457, !315, !DIExpression(), !413)
    #dbg_value(i32 -10, !333, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !413)
  %120 = load volatile ptr, ptr @g_188, align 8, !dbg !626, !tbaa !490
  %121 = icmp ult i32 %119, 2, !dbg !627
  %122 = zext i1 %121 to i32, !dbg !627
  %123 = or i32 %118, %122, !dbg !622
  store i32 %123, ptr @g_131, align 4, !dbg !622, !tbaa !520
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !628
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #4, !dbg !628
    #dbg_value(i32 poison, !460, !DIExpression(), !528)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !535)
    #dbg_value(i32 1098637703, !431, !DIExpression(), !535)
    #dbg_value(i32 1098637703, !432, !DIExpression(), !535)
  %124 = load volatile ptr, ptr @g_194, align 8, !dbg !629, !tbaa !490
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !630, !tbaa !520
  %126 = add i32 %125, -1, !dbg !630
  store volatile i32 %126, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !630, !tbaa !520
  %127 = load volatile i16, ptr @g_9, align 2, !dbg !631, !tbaa !539
  %128 = sext i16 %127 to i64, !dbg !631
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %21), !dbg !632
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef %21), !dbg !633
  %129 = load i32, ptr @g_42, align 4, !dbg !634, !tbaa !520
  %130 = sext i32 %129 to i64, !dbg !634
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.3, i32 noundef %21), !dbg !635
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef %21), !dbg !636
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef %21), !dbg !637
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
  br i1 %20, label %131, label %134, !dbg !642

131:                                              ; preds = %117
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %132 = load i16, ptr @g_63.3, align 2, !dbg !643, !tbaa !539
  %133 = zext i16 %132 to i64, !dbg !643
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
  br label %141, !dbg !642

134:                                              ; preds = %117
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !644
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !644
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !644
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %138 = load i16, ptr @g_63.3, align 2, !dbg !643, !tbaa !539
  %139 = zext i16 %138 to i64, !dbg !643
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !638
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !644
  br label %141, !dbg !644

141:                                              ; preds = %131, %134
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %142 = load i1, ptr @g_70, align 2, !dbg !646
  %143 = select i1 %142, i64 0, i64 640, !dbg !646
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.8, i32 noundef %21), !dbg !647
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %21), !dbg !648
  br i1 %20, label %152, label %144, !dbg !652

144:                                              ; preds = %141
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !653
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
  %146 = load volatile i16, ptr @g_104, align 2, !dbg !655, !tbaa !539
  %147 = zext i16 %146 to i64, !dbg !655
  call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !656
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !657
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !661
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %149 = load i32, ptr @g_113.1, align 4, !dbg !663, !tbaa !520
  %150 = zext i32 %149 to i64, !dbg !663
  call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !657
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !661
  br label %157, !dbg !661

152:                                              ; preds = %141
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
  %153 = load volatile i16, ptr @g_104, align 2, !dbg !655, !tbaa !539
  %154 = zext i16 %153 to i64, !dbg !655
  call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !656
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !657
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %155 = load i32, ptr @g_113.1, align 4, !dbg !663, !tbaa !520
  %156 = zext i32 %155 to i64, !dbg !663
  call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !657
  br label %157, !dbg !664

157:                                              ; preds = %152, %144
  br label %158, !dbg !665

158:                                              ; preds = %157, %200
  %159 = phi i64 [ %201, %200 ], [ 0, %157 ]
    #dbg_value(i64 %159, !304, !DIExpression(), !485)
    #dbg_value(i32 0, !305, !DIExpression(), !485)
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = trunc nuw nsw i64 %159 to i32
  %162 = trunc nuw nsw i64 %159 to i32
  %163 = trunc nuw nsw i64 %159 to i32
  br label %164, !dbg !667

164:                                              ; preds = %158, %197
  %165 = phi i64 [ 0, %158 ], [ %198, %197 ]
    #dbg_value(i64 %165, !305, !DIExpression(), !485)
    #dbg_value(i64 0, !306, !DIExpression(), !485)
  %166 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 0, !dbg !671
  %167 = load i8, ptr %166, align 4, !dbg !671, !tbaa !677
  %168 = zext i8 %167 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
  br i1 %20, label %169, label %179, !dbg !679

169:                                              ; preds = %164
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %170 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1, !dbg !671
  %171 = load i8, ptr %170, align 1, !dbg !671, !tbaa !677
  %172 = zext i8 %171 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %173 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2, !dbg !671
  %174 = load i8, ptr %173, align 2, !dbg !671, !tbaa !677
  %175 = zext i8 %174 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %176 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3, !dbg !671
  %177 = load i8, ptr %176, align 1, !dbg !671, !tbaa !677
  %178 = zext i8 %177 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
  br label %197, !dbg !679

179:                                              ; preds = %164
  %180 = trunc nuw nsw i64 %165 to i32, !dbg !680
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %160, i32 noundef %180, i32 noundef 0), !dbg !680
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %182 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1, !dbg !671
  %183 = load i8, ptr %182, align 1, !dbg !671, !tbaa !677
  %184 = zext i8 %183 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
  %185 = trunc nuw nsw i64 %165 to i32, !dbg !680
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %161, i32 noundef %185, i32 noundef 1), !dbg !680
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %187 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2, !dbg !671
  %188 = load i8, ptr %187, align 2, !dbg !671, !tbaa !677
  %189 = zext i8 %188 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
  %190 = trunc nuw nsw i64 %165 to i32, !dbg !680
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %162, i32 noundef %190, i32 noundef 2), !dbg !680
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %192 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3, !dbg !671
  %193 = load i8, ptr %192, align 1, !dbg !671, !tbaa !677
  %194 = zext i8 %193 to i64, !dbg !671
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !678
  %195 = trunc nuw nsw i64 %165 to i32, !dbg !680
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %163, i32 noundef %195, i32 noundef 3), !dbg !680
  br label %197, !dbg !680

197:                                              ; preds = %169, %179
    #dbg_value(i64 4, !306, !DIExpression(), !485)
  %198 = add nuw nsw i64 %165, 1, !dbg !682
    #dbg_value(i64 %198, !305, !DIExpression(), !485)
  %199 = icmp eq i64 %198, 4, !dbg !683
  br i1 %199, label %200, label %164, !dbg !667, !llvm.loop !684

200:                                              ; preds = %197
  %201 = add nuw nsw i64 %159, 1, !dbg !686
    #dbg_value(i64 %201, !304, !DIExpression(), !485)
  %202 = icmp eq i64 %201, 9, !dbg !687
  br i1 %202, label %203, label %158, !dbg !665, !llvm.loop !688

203:                                              ; preds = %200
  %204 = load i32, ptr @g_131, align 4, !dbg !690, !tbaa !520
  %205 = sext i32 %204 to i64, !dbg !690
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.14, i32 noundef %21), !dbg !691
    #dbg_value(i32 0, !304, !DIExpression(), !485)
  br label %206, !dbg !692

206:                                              ; preds = %203, %268
  %207 = phi i64 [ 0, %203 ], [ %269, %268 ]
    #dbg_value(i64 %207, !304, !DIExpression(), !485)
    #dbg_value(i64 0, !305, !DIExpression(), !485)
    #dbg_value(i64 0, !306, !DIExpression(), !485)
  %208 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 0, !dbg !694
  %209 = load i64, ptr %208, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  br i1 %20, label %210, label %229, !dbg !704

210:                                              ; preds = %206
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %211 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1, !dbg !694
  %212 = load i64, ptr %211, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %213 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2, !dbg !694
  %214 = load i64, ptr %213, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %215 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3, !dbg !694
  %216 = load i64, ptr %215, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 4, !306, !DIExpression(), !485)
  %217 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4, !dbg !694
  %218 = load i64, ptr %217, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 1, !305, !DIExpression(), !485)
    #dbg_value(i64 0, !306, !DIExpression(), !485)
  %219 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0, !dbg !694
  %220 = load i64, ptr %219, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %221 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1, !dbg !694
  %222 = load i64, ptr %221, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %223 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2, !dbg !694
  %224 = load i64, ptr %223, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %225 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3, !dbg !694
  %226 = load i64, ptr %225, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
    #dbg_value(i64 4, !306, !DIExpression(), !485)
  %227 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4, !dbg !694
  %228 = load i64, ptr %227, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  br label %268, !dbg !704

229:                                              ; preds = %206
  %230 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %230, i32 noundef 0, i32 noundef 0), !dbg !705
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %232 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1, !dbg !694
  %233 = load i64, ptr %232, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %234 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 0, i32 noundef 1), !dbg !705
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %236 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2, !dbg !694
  %237 = load i64, ptr %236, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %238 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %238, i32 noundef 0, i32 noundef 2), !dbg !705
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %240 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3, !dbg !694
  %241 = load i64, ptr %240, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %242 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %242, i32 noundef 0, i32 noundef 3), !dbg !705
    #dbg_value(i64 4, !306, !DIExpression(), !485)
  %244 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4, !dbg !694
  %245 = load i64, ptr %244, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %246 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %246, i32 noundef 0, i32 noundef 4), !dbg !705
    #dbg_value(i64 1, !305, !DIExpression(), !485)
    #dbg_value(i64 0, !306, !DIExpression(), !485)
  %248 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0, !dbg !694
  %249 = load i64, ptr %248, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %250 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %250, i32 noundef 1, i32 noundef 0), !dbg !705
    #dbg_value(i64 1, !306, !DIExpression(), !485)
  %252 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1, !dbg !694
  %253 = load i64, ptr %252, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %254 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %254, i32 noundef 1, i32 noundef 1), !dbg !705
    #dbg_value(i64 2, !306, !DIExpression(), !485)
  %256 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2, !dbg !694
  %257 = load i64, ptr %256, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %258 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %258, i32 noundef 1, i32 noundef 2), !dbg !705
    #dbg_value(i64 3, !306, !DIExpression(), !485)
  %260 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3, !dbg !694
  %261 = load i64, ptr %260, align 16, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %262 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %262, i32 noundef 1, i32 noundef 3), !dbg !705
    #dbg_value(i64 4, !306, !DIExpression(), !485)
  %264 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4, !dbg !694
  %265 = load i64, ptr %264, align 8, !dbg !694, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !703
  %266 = trunc nuw nsw i64 %207 to i32, !dbg !705
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %266, i32 noundef 1, i32 noundef 4), !dbg !705
  br label %268, !dbg !705

268:                                              ; preds = %210, %229
    #dbg_value(i64 5, !306, !DIExpression(), !485)
    #dbg_value(i64 2, !305, !DIExpression(), !485)
  %269 = add nuw nsw i64 %207, 1, !dbg !707
    #dbg_value(i64 %269, !304, !DIExpression(), !485)
  %270 = icmp eq i64 %269, 10, !dbg !708
  br i1 %270, label %271, label %206, !dbg !692, !llvm.loop !709

271:                                              ; preds = %268
  %272 = load i64, ptr @g_162, align 8, !dbg !711, !tbaa !588
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.16, i32 noundef %21), !dbg !712
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef %21), !dbg !713
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef %21), !dbg !714
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %21), !dbg !715
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
    #dbg_value(i32 poison, !305, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef %21), !dbg !716
  br i1 %20, label %307, label %273, !dbg !723

273:                                              ; preds = %271
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef 0), !dbg !724
    #dbg_value(i32 poison, !305, !DIExpression(), !485)
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !726
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !731
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !731
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !731
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !731
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %279 = load i32, ptr @g_275.4, align 16, !dbg !733, !tbaa !520
  %280 = zext i32 %279 to i64, !dbg !733
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !731
    #dbg_value(i64 5, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !731
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  %283 = load volatile i32, ptr @g_285, align 16, !dbg !734, !tbaa !520
  %284 = zext i32 %283 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !739
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %286 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !734, !tbaa !520
  %287 = zext i32 %286 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !739
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  %289 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !dbg !734, !tbaa !520
  %290 = zext i32 %289 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !739
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %292 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !734, !tbaa !520
  %293 = zext i32 %292 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !739
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %295 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !dbg !734, !tbaa !520
  %296 = zext i32 %295 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !739
    #dbg_value(i64 5, !304, !DIExpression(), !485)
  %298 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !734, !tbaa !520
  %299 = zext i32 %298 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !739
    #dbg_value(i64 6, !304, !DIExpression(), !485)
  %301 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !dbg !734, !tbaa !520
  %302 = zext i32 %301 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !739
    #dbg_value(i64 7, !304, !DIExpression(), !485)
  %304 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !734, !tbaa !520
  %305 = zext i32 %304 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !739
  br label %326, !dbg !739

307:                                              ; preds = %271
    #dbg_value(i32 poison, !305, !DIExpression(), !485)
    #dbg_value(i32 poison, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !726
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %308 = load i32, ptr @g_275.4, align 16, !dbg !733, !tbaa !520
  %309 = zext i32 %308 to i64, !dbg !733
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 5, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !727
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  %310 = load volatile i32, ptr @g_285, align 16, !dbg !734, !tbaa !520
  %311 = zext i32 %310 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %312 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !734, !tbaa !520
  %313 = zext i32 %312 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !dbg !734, !tbaa !520
  %315 = zext i32 %314 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %316 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !734, !tbaa !520
  %317 = zext i32 %316 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %318 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !dbg !734, !tbaa !520
  %319 = zext i32 %318 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 5, !304, !DIExpression(), !485)
  %320 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !734, !tbaa !520
  %321 = zext i32 %320 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 6, !304, !DIExpression(), !485)
  %322 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !dbg !734, !tbaa !520
  %323 = zext i32 %322 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
    #dbg_value(i64 7, !304, !DIExpression(), !485)
  %324 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !734, !tbaa !520
  %325 = zext i32 %324 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !738
  br label %326, !dbg !741

326:                                              ; preds = %307, %273
    #dbg_value(i64 8, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef %21), !dbg !742
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef %21), !dbg !743
    #dbg_value(i32 0, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  br i1 %20, label %327, label %328, !dbg !748

327:                                              ; preds = %326
    #dbg_value(i32 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 3, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 4, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 5, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 6, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 7, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 8, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
    #dbg_value(i32 9, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  br label %339, !dbg !748

328:                                              ; preds = %326
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !749
    #dbg_value(i32 1, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !749
    #dbg_value(i32 2, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !749
    #dbg_value(i32 3, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !749
    #dbg_value(i32 4, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !749
    #dbg_value(i32 5, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !749
    #dbg_value(i32 6, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !749
    #dbg_value(i32 7, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !749
    #dbg_value(i32 8, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8), !dbg !749
    #dbg_value(i32 9, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !744
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9), !dbg !749
  br label %339, !dbg !749

339:                                              ; preds = %327, %328
    #dbg_value(i32 10, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef %21), !dbg !751
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef %21), !dbg !752
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef %21), !dbg !753
  %340 = load volatile i32, ptr @g_339, align 4, !dbg !754, !tbaa !520
  %341 = sext i32 %340 to i64, !dbg !754
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.31, i32 noundef %21), !dbg !755
    #dbg_value(i64 0, !304, !DIExpression(), !485)
  %342 = load volatile i32, ptr @g_341, align 16, !dbg !756, !tbaa !520
  %343 = zext i32 %342 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  br i1 %20, label %344, label %353, !dbg !761

344:                                              ; preds = %339
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %345 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !756, !tbaa !520
  %346 = zext i32 %345 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  %347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !dbg !756, !tbaa !520
  %348 = zext i32 %347 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %348, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %349 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !756, !tbaa !520
  %350 = zext i32 %349 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !756, !tbaa !520
  %352 = zext i32 %351 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  br label %367, !dbg !761

353:                                              ; preds = %339
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !762
    #dbg_value(i64 1, !304, !DIExpression(), !485)
  %355 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !756, !tbaa !520
  %356 = zext i32 %355 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !762
    #dbg_value(i64 2, !304, !DIExpression(), !485)
  %358 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !dbg !756, !tbaa !520
  %359 = zext i32 %358 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %359, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !762
    #dbg_value(i64 3, !304, !DIExpression(), !485)
  %361 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !756, !tbaa !520
  %362 = zext i32 %361 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !762
    #dbg_value(i64 4, !304, !DIExpression(), !485)
  %364 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !756, !tbaa !520
  %365 = zext i32 %364 to i64, !dbg !756
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !760
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !762
  br label %367, !dbg !762

367:                                              ; preds = %344, %353
    #dbg_value(i64 5, !304, !DIExpression(), !485)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef %21), !dbg !764
  %368 = load i32, ptr @crc32_context, align 4, !dbg !765, !tbaa !520
  %369 = xor i32 %368, -1, !dbg !766
    #dbg_value(i32 %369, !767, !DIExpression(), !773)
    #dbg_value(i32 %21, !772, !DIExpression(), !773)
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %369), !dbg !775
  ret i32 0, !dbg !776
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !777 {
    #dbg_value(i64 %0, !781, !DIExpression(), !784)
    #dbg_value(ptr %1, !782, !DIExpression(), !784)
    #dbg_value(i32 %2, !783, !DIExpression(), !784)
    #dbg_value(i64 %0, !785, !DIExpression(), !790)
    #dbg_value(i64 %0, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !797)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !799, !tbaa !520
  %5 = lshr i32 %4, 8, !dbg !800
  %6 = zext i32 %4 to i64, !dbg !801
  %7 = xor i64 %6, %0, !dbg !801
  %8 = and i64 %7, 255, !dbg !802
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !802
  %10 = load i32, ptr %9, align 4, !dbg !802, !tbaa !520
  %11 = xor i32 %5, %10, !dbg !803
  %12 = lshr i64 %0, 8, !dbg !804
    #dbg_value(i64 %12, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !805)
  %13 = lshr i32 %11, 8, !dbg !807
  %14 = zext i32 %11 to i64, !dbg !808
  %15 = xor i64 %12, %14, !dbg !808
  %16 = and i64 %15, 255, !dbg !809
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !809
  %18 = load i32, ptr %17, align 4, !dbg !809, !tbaa !520
  %19 = xor i32 %13, %18, !dbg !810
  %20 = lshr i64 %0, 16, !dbg !811
    #dbg_value(i64 %20, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !812)
  %21 = lshr i32 %19, 8, !dbg !814
  %22 = zext i32 %19 to i64, !dbg !815
  %23 = xor i64 %20, %22, !dbg !815
  %24 = and i64 %23, 255, !dbg !816
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !816
  %26 = load i32, ptr %25, align 4, !dbg !816, !tbaa !520
  %27 = xor i32 %21, %26, !dbg !817
  %28 = lshr i64 %0, 24, !dbg !818
    #dbg_value(i64 %28, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !819)
  %29 = lshr i32 %27, 8, !dbg !821
  %30 = zext i32 %27 to i64, !dbg !822
  %31 = xor i64 %28, %30, !dbg !822
  %32 = and i64 %31, 255, !dbg !823
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !823
  %34 = load i32, ptr %33, align 4, !dbg !823, !tbaa !520
  %35 = xor i32 %29, %34, !dbg !824
  %36 = lshr i64 %0, 32, !dbg !825
    #dbg_value(i64 %36, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !826)
  %37 = lshr i32 %35, 8, !dbg !828
  %38 = zext i32 %35 to i64, !dbg !829
  %39 = xor i64 %36, %38, !dbg !829
  %40 = and i64 %39, 255, !dbg !830
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !830
  %42 = load i32, ptr %41, align 4, !dbg !830, !tbaa !520
  %43 = xor i32 %37, %42, !dbg !831
  %44 = lshr i64 %0, 40, !dbg !832
    #dbg_value(i64 %44, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !833)
  %45 = lshr i32 %43, 8, !dbg !835
  %46 = zext i32 %43 to i64, !dbg !836
  %47 = xor i64 %44, %46, !dbg !836
  %48 = and i64 %47, 255, !dbg !837
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !837
  %50 = load i32, ptr %49, align 4, !dbg !837, !tbaa !520
  %51 = xor i32 %45, %50, !dbg !838
  %52 = lshr i64 %0, 48, !dbg !839
    #dbg_value(i64 %52, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !840)
  %53 = lshr i32 %51, 8, !dbg !842
  %54 = zext i32 %51 to i64, !dbg !843
  %55 = xor i64 %52, %54, !dbg !843
  %56 = and i64 %55, 255, !dbg !844
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !844
  %58 = load i32, ptr %57, align 4, !dbg !844, !tbaa !520
  %59 = xor i32 %53, %58, !dbg !845
  %60 = lshr i64 %0, 56, !dbg !846
    #dbg_value(i64 %60, !792, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !847)
  %61 = lshr i32 %59, 8, !dbg !849
  %62 = and i32 %59, 255, !dbg !850
  %63 = zext nneg i32 %62 to i64, !dbg !850
  %64 = xor i64 %60, %63, !dbg !850
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !850
  %66 = load i32, ptr %65, align 4, !dbg !850, !tbaa !520
  %67 = xor i32 %61, %66, !dbg !851
  store i32 %67, ptr @crc32_context, align 4, !dbg !852, !tbaa !520
  %68 = icmp eq i32 %2, 0, !dbg !853
  br i1 %68, label %73, label %69, !dbg !855

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !856
  %71 = zext i32 %70 to i64, !dbg !856
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %1, i64 noundef %71), !dbg !858
  br label %73, !dbg !859

73:                                               ; preds = %69, %3
  ret void, !dbg !860
}

; Function Attrs: nofree nounwind
declare !dbg !861 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!288, !289, !290, !291, !292, !293, !294}
!llvm.ident = !{!295}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_9", scope: !2, file: !3, line: 22, type: !170, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1003.c", directory: ".", checksumkind: CSK_MD5, checksum: "80c79dbad9cf9a7e7e1beee8677cef30")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !25, !27, !29, !31, !36, !41, !43, !48, !53, !55, !60, !65, !67, !69, !71, !73, !75, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !121, !127, !137, !139, !141, !146, !148, !154, !157, !164, !166, !176, !183, !185, !0, !190, !195, !197, !202, !204, !207, !209, !213, !216, !219, !223, !225, !229, !231, !233, !235, !237, !241, !243, !246, !250, !252, !254, !258, !260, !262, !264, !267, !270, !278, !281}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 340, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 344, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 345, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 5)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 346, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 347, type: !22, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 348, type: !22, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 351, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 352, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 14)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 355, type: !22, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 358, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 9)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 365, type: !45, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 375, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 376, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 22)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 381, type: !50, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 388, type: !57, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 394, type: !50, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 395, type: !50, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 396, type: !50, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 397, type: !50, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 402, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 403, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 18)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 407, type: !50, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 410, type: !45, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 416, type: !45, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 420, type: !50, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 421, type: !50, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 424, type: !45, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 428, type: !50, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 429, type: !50, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 430, type: !50, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 431, type: !50, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 434, type: !45, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 438, type: !45, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !113, line: 47, type: !114, isLocal: true, isDefinition: true)
!113 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 8192, elements: !119)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !116, line: 26, baseType: !117)
!116 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !118, line: 42, baseType: !7)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !{!120}
!120 = !DISubrange(count: 256)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_77", scope: !2, file: !3, line: 29, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !125, line: 26, baseType: !126)
!125 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !118, line: 41, baseType: !6)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "g_280", scope: !2, file: !3, line: 49, type: !129, isLocal: true, isDefinition: true)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !125, line: 27, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !118, line: 44, baseType: !136)
!136 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_281", scope: !2, file: !3, line: 48, type: !132, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_282", scope: !2, file: !3, line: 47, type: !133, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_321", scope: !2, file: !3, line: 56, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 55, type: !144, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 54, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 640, elements: !151)
!151 = !{!152, !153}
!152 = !DISubrange(count: 10)
!153 = !DISubrange(count: 1)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(name: "g_194", scope: !2, file: !3, line: 41, type: !156, isLocal: true, isDefinition: true)
!156 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !123)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!158 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 62, type: !159, isLocal: true, isDefinition: true)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !116, line: 24, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !118, line: 38, baseType: !163)
!163 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "g_188", scope: !2, file: !3, line: 40, type: !156, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(name: "g_357", scope: !2, file: !3, line: 63, type: !168, isLocal: true, isDefinition: true)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !169, size: 1920, elements: !174)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !125, line: 25, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !118, line: 39, baseType: !173)
!173 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!174 = !{!152, !175}
!175 = !DISubrange(count: 3)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_232", scope: !2, file: !3, line: 44, type: !178, isLocal: true, isDefinition: true)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !116, line: 25, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !118, line: 40, baseType: !182)
!182 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_371", scope: !2, file: !3, line: 68, type: !156, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !113, line: 114, type: !187, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 36)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_12", scope: !2, file: !3, line: 23, type: !192, isLocal: true, isDefinition: true)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !125, line: 24, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !118, line: 37, baseType: !194)
!194 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 24, type: !124, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression(DW_OP_constu, 8384866466380050833, DW_OP_stack_value))
!198 = distinct !DIGlobalVariable(name: "g_51", scope: !2, file: !3, line: 25, type: !199, isLocal: true, isDefinition: true)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !116, line: 27, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !118, line: 45, baseType: !201)
!201 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_stack_value))
!203 = distinct !DIGlobalVariable(name: "g_52", scope: !2, file: !3, line: 26, type: !124, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_63", scope: !2, file: !3, line: 27, type: !206, isLocal: true, isDefinition: true)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 64, elements: !18)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_70", scope: !2, file: !3, line: 28, type: !180, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_102", scope: !2, file: !3, line: 31, type: !211, isLocal: true, isDefinition: true)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 32, elements: !212)
!212 = !{!153}
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "g_104", scope: !2, file: !3, line: 32, type: !215, isLocal: true, isDefinition: true)
!215 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !180)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_113", scope: !2, file: !3, line: 33, type: !218, isLocal: true, isDefinition: true)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 64, elements: !13)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_119", scope: !2, file: !3, line: 34, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 1152, elements: !222)
!222 = !{!47, !19, !19}
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(name: "g_131", scope: !2, file: !3, line: 35, type: !124, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_148", scope: !2, file: !3, line: 36, type: !227, isLocal: true, isDefinition: true)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 6400, elements: !228)
!228 = !{!152, !14, !24}
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_162", scope: !2, file: !3, line: 37, type: !134, isLocal: true, isDefinition: true)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!232 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 38, type: !192, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression(DW_OP_constu, 18446744073709551490, DW_OP_stack_value))
!234 = distinct !DIGlobalVariable(name: "g_171", scope: !2, file: !3, line: 39, type: !192, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 42, type: !171, isLocal: true, isDefinition: true)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(name: "g_233", scope: !2, file: !3, line: 43, type: !239, isLocal: true, isDefinition: true)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 16, elements: !240)
!240 = !{!153, !153}
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(name: "g_262", scope: !2, file: !3, line: 45, type: !115, isLocal: true, isDefinition: true)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(name: "g_275", scope: !2, file: !3, line: 46, type: !245, isLocal: true, isDefinition: true)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !51)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "g_285", scope: !2, file: !3, line: 50, type: !248, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 256, elements: !34)
!249 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !115)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_320", scope: !2, file: !3, line: 51, type: !134, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 52, type: !134, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(name: "g_325", scope: !2, file: !3, line: 53, type: !256, isLocal: true, isDefinition: true)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 640, elements: !257)
!257 = !{!152}
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression(DW_OP_constu, 2011882246, DW_OP_stack_value))
!259 = distinct !DIGlobalVariable(name: "g_334", scope: !2, file: !3, line: 57, type: !124, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_337", scope: !2, file: !3, line: 58, type: !171, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression(DW_OP_constu, 18446744073182895336, DW_OP_stack_value))
!263 = distinct !DIGlobalVariable(name: "g_338", scope: !2, file: !3, line: 59, type: !124, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(name: "g_339", scope: !2, file: !3, line: 60, type: !266, isLocal: true, isDefinition: true)
!266 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !124)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(name: "g_341", scope: !2, file: !3, line: 61, type: !269, isLocal: true, isDefinition: true)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 160, elements: !23)
!270 = !DIGlobalVariableExpression(var: !271, expr: !DIExpression())
!271 = distinct !DIGlobalVariable(name: "g_360", scope: !2, file: !3, line: 64, type: !272, isLocal: true, isDefinition: true)
!272 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 64, elements: !273)
!273 = !{!274, !276}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !272, file: !3, line: 17, baseType: !275, size: 8)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !272, file: !3, line: 18, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(scope: null, file: !280, line: 56, type: !57, isLocal: true, isDefinition: true)
!280 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !113, line: 48, type: !115, isLocal: true, isDefinition: true)
!283 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709551415, DW_OP_mul, DW_OP_constu, 204, DW_OP_plus, DW_OP_stack_value))
!284 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression(DW_OP_LLVM_fragment, 48, 16))
!285 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709550976, DW_OP_mul, DW_OP_constu, 640, DW_OP_plus, DW_OP_stack_value))
!286 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression(DW_OP_LLVM_fragment, 32, 32))
!287 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression(DW_OP_LLVM_fragment, 128, 32))
!288 = !{i32 7, !"Dwarf Version", i32 5}
!289 = !{i32 2, !"Debug Info Version", i32 3}
!290 = !{i32 1, !"wchar_size", i32 4}
!291 = !{i32 8, !"PIC Level", i32 2}
!292 = !{i32 7, !"PIE Level", i32 2}
!293 = !{i32 7, !"uwtable", i32 2}
!294 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!295 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!296 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 336, type: !297, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!297 = !DISubroutineType(types: !298)
!298 = !{!6, !6, !299}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!301 = !{!302, !303, !304, !305, !306, !307}
!302 = !DILocalVariable(name: "argc", arg: 1, scope: !296, file: !3, line: 336, type: !6)
!303 = !DILocalVariable(name: "argv", arg: 2, scope: !296, file: !3, line: 336, type: !299)
!304 = !DILocalVariable(name: "i", scope: !296, file: !3, line: 338, type: !6)
!305 = !DILocalVariable(name: "j", scope: !296, file: !3, line: 338, type: !6)
!306 = !DILocalVariable(name: "k", scope: !296, file: !3, line: 338, type: !6)
!307 = !DILocalVariable(name: "print_hash_value", scope: !296, file: !3, line: 339, type: !6)
!308 = distinct !DIAssignID()
!309 = !DILocalVariable(name: "l_107", scope: !310, file: !3, line: 161, type: !412)
!310 = distinct !DISubprogram(name: "func_5", scope: !3, file: !3, line: 158, type: !311, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{!115, !115, !115, !277}
!313 = !{!314, !315, !316, !317, !309, !318, !320, !322, !324, !327, !328, !329, !331, !332, !333, !336, !339, !340, !342, !343, !344, !345, !349, !350, !354, !355, !358, !361, !362, !363, !364, !365, !366, !367, !368, !369, !370, !373, !374, !375, !376, !377, !381, !384, !386, !387, !388, !389, !393, !394, !395, !398, !399, !400, !403, !404, !405, !407, !410, !411}
!314 = !DILocalVariable(name: "p_6", arg: 1, scope: !310, file: !3, line: 158, type: !115)
!315 = !DILocalVariable(name: "p_7", arg: 2, scope: !310, file: !3, line: 158, type: !115)
!316 = !DILocalVariable(name: "p_8", arg: 3, scope: !310, file: !3, line: 158, type: !277)
!317 = !DILocalVariable(name: "l_66", scope: !310, file: !3, line: 160, type: !180)
!318 = !DILocalVariable(name: "l_133", scope: !310, file: !3, line: 162, type: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!320 = !DILocalVariable(name: "l_135", scope: !310, file: !3, line: 163, type: !321)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 192, elements: !51)
!322 = !DILocalVariable(name: "l_186", scope: !310, file: !3, line: 164, type: !323)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!324 = !DILocalVariable(name: "l_193", scope: !310, file: !3, line: 165, type: !325)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 288, elements: !326)
!326 = !{!175, !153, !175}
!327 = !DILocalVariable(name: "l_200", scope: !310, file: !3, line: 166, type: !160)
!328 = !DILocalVariable(name: "l_199", scope: !310, file: !3, line: 167, type: !159)
!329 = !DILocalVariable(name: "l_207", scope: !310, file: !3, line: 168, type: !330)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!331 = !DILocalVariable(name: "l_213", scope: !310, file: !3, line: 169, type: !133)
!332 = !DILocalVariable(name: "l_214", scope: !310, file: !3, line: 170, type: !133)
!333 = !DILocalVariable(name: "l_234", scope: !310, file: !3, line: 171, type: !334)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 512, elements: !335)
!335 = !{!35, !14}
!336 = !DILocalVariable(name: "l_294", scope: !310, file: !3, line: 172, type: !337)
!337 = !DICompositeType(tag: DW_TAG_array_type, baseType: !199, size: 192, elements: !338)
!338 = !{!175}
!339 = !DILocalVariable(name: "l_299", scope: !310, file: !3, line: 173, type: !323)
!340 = !DILocalVariable(name: "l_300", scope: !310, file: !3, line: 174, type: !341)
!341 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !338)
!342 = !DILocalVariable(name: "i", scope: !310, file: !3, line: 175, type: !6)
!343 = !DILocalVariable(name: "j", scope: !310, file: !3, line: 175, type: !6)
!344 = !DILocalVariable(name: "k", scope: !310, file: !3, line: 175, type: !6)
!345 = !DILocalVariable(name: "l_39", scope: !346, file: !3, line: 190, type: !180)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 189, column: 5)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 188, column: 5)
!348 = distinct !DILexicalBlock(scope: !310, file: !3, line: 188, column: 5)
!349 = !DILocalVariable(name: "l_103", scope: !346, file: !3, line: 191, type: !124)
!350 = !DILocalVariable(name: "l_132", scope: !346, file: !3, line: 192, type: !351)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 224, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 7)
!354 = !DILocalVariable(name: "i", scope: !346, file: !3, line: 193, type: !6)
!355 = !DILocalVariable(name: "l_187", scope: !356, file: !3, line: 197, type: !123)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 196, column: 5)
!357 = distinct !DILexicalBlock(scope: !310, file: !3, line: 195, column: 9)
!358 = !DILocalVariable(name: "l_235", scope: !359, file: !3, line: 216, type: !171)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 215, column: 5)
!360 = distinct !DILexicalBlock(scope: !310, file: !3, line: 214, column: 9)
!361 = !DILocalVariable(name: "l_266", scope: !359, file: !3, line: 217, type: !124)
!362 = !DILocalVariable(name: "l_267", scope: !359, file: !3, line: 218, type: !123)
!363 = !DILocalVariable(name: "l_268", scope: !359, file: !3, line: 219, type: !123)
!364 = !DILocalVariable(name: "l_269", scope: !359, file: !3, line: 220, type: !123)
!365 = !DILocalVariable(name: "l_270", scope: !359, file: !3, line: 221, type: !123)
!366 = !DILocalVariable(name: "l_271", scope: !359, file: !3, line: 222, type: !123)
!367 = !DILocalVariable(name: "l_272", scope: !359, file: !3, line: 223, type: !123)
!368 = !DILocalVariable(name: "l_273", scope: !359, file: !3, line: 224, type: !123)
!369 = !DILocalVariable(name: "l_274", scope: !359, file: !3, line: 225, type: !123)
!370 = !DILocalVariable(name: "l_279", scope: !359, file: !3, line: 226, type: !371)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 5120, elements: !372)
!372 = !{!153, !152, !35}
!373 = !DILocalVariable(name: "i", scope: !359, file: !3, line: 227, type: !6)
!374 = !DILocalVariable(name: "j", scope: !359, file: !3, line: 227, type: !6)
!375 = !DILocalVariable(name: "k", scope: !359, file: !3, line: 227, type: !6)
!376 = !DILabel(scope: !359, name: "lbl_278", file: !3, line: 228)
!377 = !DILocalVariable(name: "l_222", scope: !378, file: !3, line: 231, type: !272)
!378 = distinct !DILexicalBlock(scope: !379, file: !3, line: 230, column: 9)
!379 = distinct !DILexicalBlock(scope: !380, file: !3, line: 229, column: 9)
!380 = distinct !DILexicalBlock(scope: !359, file: !3, line: 229, column: 9)
!381 = !DILocalVariable(name: "l_231", scope: !378, file: !3, line: 232, type: !382)
!382 = !DICompositeType(tag: DW_TAG_array_type, baseType: !383, size: 64, elements: !212)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!384 = !DILocalVariable(name: "l_236", scope: !378, file: !3, line: 233, type: !385)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!386 = !DILocalVariable(name: "l_237", scope: !378, file: !3, line: 234, type: !123)
!387 = !DILocalVariable(name: "l_258", scope: !378, file: !3, line: 235, type: !134)
!388 = !DILocalVariable(name: "i", scope: !378, file: !3, line: 236, type: !6)
!389 = !DILocalVariable(name: "l_257", scope: !390, file: !3, line: 242, type: !115)
!390 = distinct !DILexicalBlock(scope: !391, file: !3, line: 241, column: 13)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 240, column: 13)
!392 = distinct !DILexicalBlock(scope: !378, file: !3, line: 240, column: 13)
!393 = !DILocalVariable(name: "l_259", scope: !390, file: !3, line: 243, type: !180)
!394 = !DILocalVariable(name: "l_260", scope: !390, file: !3, line: 244, type: !323)
!395 = !DILocalVariable(name: "l_261", scope: !390, file: !3, line: 245, type: !396)
!396 = !DICompositeType(tag: DW_TAG_array_type, baseType: !323, size: 5120, elements: !397)
!397 = !{!152, !35}
!398 = !DILocalVariable(name: "l_263", scope: !390, file: !3, line: 246, type: !124)
!399 = !DILocalVariable(name: "l_264", scope: !390, file: !3, line: 247, type: !319)
!400 = !DILocalVariable(name: "l_265", scope: !390, file: !3, line: 248, type: !401)
!401 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 576, elements: !402)
!402 = !{!153, !47}
!403 = !DILocalVariable(name: "i", scope: !390, file: !3, line: 249, type: !6)
!404 = !DILocalVariable(name: "j", scope: !390, file: !3, line: 249, type: !6)
!405 = !DILocalVariable(name: "l_283", scope: !406, file: !3, line: 259, type: !134)
!406 = distinct !DILexicalBlock(scope: !360, file: !3, line: 258, column: 5)
!407 = !DILocalVariable(name: "l_284", scope: !406, file: !3, line: 260, type: !408)
!408 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 2240, elements: !409)
!409 = !{!353, !24}
!410 = !DILocalVariable(name: "i", scope: !406, file: !3, line: 261, type: !6)
!411 = !DILocalVariable(name: "j", scope: !406, file: !3, line: 261, type: !6)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 224, elements: !352)
!413 = !DILocation(line: 0, scope: !310, inlinedAt: !414)
!414 = distinct !DILocation(line: 100, column: 44, scope: !415, inlinedAt: !483)
!415 = distinct !DILexicalBlock(scope: !416, file: !3, line: 100, column: 9)
!416 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 84, type: !417, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !419)
!417 = !DISubroutineType(types: !418)
!418 = !{!180}
!419 = !{!420, !421, !424, !425, !426, !429, !431, !432, !433, !434, !436, !437, !438, !439, !440, !441, !445, !446, !448, !449, !452, !455, !456, !459, !460, !461, !462, !463, !465, !470, !471, !472, !473, !474, !475, !476, !477, !480, !482}
!420 = !DILocalVariable(name: "l_4", scope: !416, file: !3, line: 86, type: !199)
!421 = !DILocalVariable(name: "l_13", scope: !416, file: !3, line: 87, type: !422)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !423)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!424 = !DILocalVariable(name: "l_14", scope: !416, file: !3, line: 88, type: !277)
!425 = !DILocalVariable(name: "l_309", scope: !416, file: !3, line: 89, type: !124)
!426 = !DILocalVariable(name: "l_313", scope: !416, file: !3, line: 90, type: !427)
!427 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1536, elements: !428)
!428 = !{!19, !52}
!429 = !DILocalVariable(name: "l_312", scope: !416, file: !3, line: 91, type: !430)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 576, elements: !46)
!431 = !DILocalVariable(name: "l_329", scope: !416, file: !3, line: 92, type: !124)
!432 = !DILocalVariable(name: "l_330", scope: !416, file: !3, line: 93, type: !124)
!433 = !DILocalVariable(name: "l_335", scope: !416, file: !3, line: 94, type: !124)
!434 = !DILocalVariable(name: "l_336", scope: !416, file: !3, line: 95, type: !435)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 128, elements: !18)
!436 = !DILocalVariable(name: "l_340", scope: !416, file: !3, line: 96, type: !124)
!437 = !DILocalVariable(name: "l_364", scope: !416, file: !3, line: 97, type: !115)
!438 = !DILocalVariable(name: "l_375", scope: !416, file: !3, line: 98, type: !199)
!439 = !DILocalVariable(name: "i", scope: !416, file: !3, line: 99, type: !6)
!440 = !DILocalVariable(name: "j", scope: !416, file: !3, line: 99, type: !6)
!441 = !DILocalVariable(name: "l_308", scope: !442, file: !3, line: 102, type: !443)
!442 = distinct !DILexicalBlock(scope: !415, file: !3, line: 101, column: 5)
!443 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 15680, elements: !444)
!444 = !{!24, !353, !353}
!445 = !DILocalVariable(name: "l_319", scope: !442, file: !3, line: 103, type: !145)
!446 = !DILocalVariable(name: "l_318", scope: !442, file: !3, line: 104, type: !447)
!447 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 448, elements: !352)
!448 = !DILocalVariable(name: "l_317", scope: !442, file: !3, line: 105, type: !143)
!449 = !DILocalVariable(name: "l_316", scope: !442, file: !3, line: 106, type: !450)
!450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !451, size: 64, elements: !212)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!452 = !DILocalVariable(name: "l_328", scope: !442, file: !3, line: 107, type: !453)
!453 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 256, elements: !454)
!454 = !{!14, !14}
!455 = !DILocalVariable(name: "l_331", scope: !442, file: !3, line: 108, type: !330)
!456 = !DILocalVariable(name: "l_332", scope: !442, file: !3, line: 109, type: !457)
!457 = !DICompositeType(tag: DW_TAG_array_type, baseType: !330, size: 320, elements: !458)
!458 = !{!24, !153}
!459 = !DILocalVariable(name: "l_333", scope: !442, file: !3, line: 110, type: !192)
!460 = !DILocalVariable(name: "i", scope: !442, file: !3, line: 111, type: !6)
!461 = !DILocalVariable(name: "j", scope: !442, file: !3, line: 111, type: !6)
!462 = !DILocalVariable(name: "k", scope: !442, file: !3, line: 111, type: !6)
!463 = !DILocalVariable(name: "l_345", scope: !464, file: !3, line: 121, type: !124)
!464 = distinct !DILexicalBlock(scope: !415, file: !3, line: 120, column: 5)
!465 = !DILocalVariable(name: "l_356", scope: !464, file: !3, line: 122, type: !466)
!466 = !DICompositeType(tag: DW_TAG_array_type, baseType: !467, size: 2304, elements: !469)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!469 = !{!52, !52}
!470 = !DILocalVariable(name: "l_361", scope: !464, file: !3, line: 123, type: !124)
!471 = !DILocalVariable(name: "l_362", scope: !464, file: !3, line: 124, type: !132)
!472 = !DILocalVariable(name: "l_369", scope: !464, file: !3, line: 125, type: !123)
!473 = !DILocalVariable(name: "l_370", scope: !464, file: !3, line: 126, type: !123)
!474 = !DILocalVariable(name: "l_372", scope: !464, file: !3, line: 127, type: !123)
!475 = !DILocalVariable(name: "i", scope: !464, file: !3, line: 128, type: !6)
!476 = !DILocalVariable(name: "j", scope: !464, file: !3, line: 128, type: !6)
!477 = !DILabel(scope: !478, name: "lbl_346", file: !3, line: 131)
!478 = distinct !DILexicalBlock(scope: !479, file: !3, line: 130, column: 9)
!479 = distinct !DILexicalBlock(scope: !464, file: !3, line: 129, column: 13)
!480 = !DILocalVariable(name: "l_355", scope: !481, file: !3, line: 136, type: !123)
!481 = distinct !DILexicalBlock(scope: !479, file: !3, line: 135, column: 9)
!482 = !DILocalVariable(name: "l_363", scope: !481, file: !3, line: 137, type: !124)
!483 = distinct !DILocation(line: 343, column: 5, scope: !296)
!484 = distinct !DIAssignID()
!485 = !DILocation(line: 0, scope: !296)
!486 = !DILocation(line: 340, column: 14, scope: !487)
!487 = distinct !DILexicalBlock(scope: !296, file: !3, line: 340, column: 9)
!488 = !DILocation(line: 340, column: 19, scope: !487)
!489 = !DILocation(line: 340, column: 29, scope: !487)
!490 = !{!491, !491, i64 0}
!491 = !{!"any pointer", !492, i64 0}
!492 = !{!"omnipotent char", !493, i64 0}
!493 = !{!"Simple C/C++ TBAA"}
!494 = !DILocation(line: 340, column: 43, scope: !487)
!495 = !DILocation(line: 340, column: 9, scope: !296)
!496 = !DILocalVariable(name: "poly", scope: !497, file: !113, line: 54, type: !504)
!497 = distinct !DISubprogram(name: "crc32_gentab", scope: !113, file: !113, line: 51, type: !498, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !500)
!498 = !DISubroutineType(types: !499)
!499 = !{null}
!500 = !{!501, !496, !502, !503}
!501 = !DILocalVariable(name: "crc", scope: !497, file: !113, line: 53, type: !115)
!502 = !DILocalVariable(name: "i", scope: !497, file: !113, line: 55, type: !6)
!503 = !DILocalVariable(name: "j", scope: !497, file: !113, line: 55, type: !6)
!504 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!505 = !DILocation(line: 0, scope: !497, inlinedAt: !506)
!506 = distinct !DILocation(line: 342, column: 5, scope: !296)
!507 = !DILocation(line: 57, column: 2, scope: !508, inlinedAt: !506)
!508 = distinct !DILexicalBlock(scope: !497, file: !113, line: 57, column: 2)
!509 = !DILocation(line: 57, column: 24, scope: !510, inlinedAt: !506)
!510 = distinct !DILexicalBlock(scope: !508, file: !113, line: 57, column: 2)
!511 = !DILocation(line: 60, column: 12, scope: !512, inlinedAt: !506)
!512 = distinct !DILexicalBlock(scope: !513, file: !113, line: 60, column: 8)
!513 = distinct !DILexicalBlock(scope: !514, file: !113, line: 59, column: 27)
!514 = distinct !DILexicalBlock(scope: !515, file: !113, line: 59, column: 3)
!515 = distinct !DILexicalBlock(scope: !516, file: !113, line: 59, column: 3)
!516 = distinct !DILexicalBlock(scope: !510, file: !113, line: 57, column: 28)
!517 = !DILocation(line: 60, column: 8, scope: !513, inlinedAt: !506)
!518 = !DILocation(line: 66, column: 3, scope: !516, inlinedAt: !506)
!519 = !DILocation(line: 66, column: 16, scope: !516, inlinedAt: !506)
!520 = !{!521, !521, i64 0}
!521 = !{!"int", !492, i64 0}
!522 = distinct !{!522, !507, !523, !524, !525, !526}
!523 = !DILocation(line: 67, column: 2, scope: !508, inlinedAt: !506)
!524 = !{!"llvm.loop.mustprogress"}
!525 = !{!"llvm.loop.isvectorized", i32 1}
!526 = !{!"llvm.loop.unroll.runtime.disable"}
!527 = distinct !DIAssignID()
!528 = !DILocation(line: 0, scope: !442, inlinedAt: !483)
!529 = distinct !DIAssignID()
!530 = distinct !DIAssignID()
!531 = distinct !DIAssignID()
!532 = distinct !DIAssignID()
!533 = distinct !DIAssignID()
!534 = distinct !DIAssignID()
!535 = !DILocation(line: 0, scope: !416, inlinedAt: !483)
!536 = distinct !DIAssignID()
!537 = distinct !DIAssignID()
!538 = !DILocation(line: 100, column: 52, scope: !415, inlinedAt: !483)
!539 = !{!540, !540, i64 0}
!540 = !{!"short", !492, i64 0}
!541 = !DILocation(line: 100, column: 85, scope: !415, inlinedAt: !483)
!542 = !DILocation(line: 100, column: 56, scope: !415, inlinedAt: !483)
!543 = distinct !DIAssignID()
!544 = distinct !DIAssignID()
!545 = distinct !DIAssignID()
!546 = distinct !DIAssignID()
!547 = distinct !DIAssignID()
!548 = !DILocation(line: 0, scope: !378, inlinedAt: !414)
!549 = distinct !DIAssignID()
!550 = !DILocation(line: 0, scope: !406, inlinedAt: !414)
!551 = distinct !DIAssignID()
!552 = distinct !DIAssignID()
!553 = distinct !DIAssignID()
!554 = !DILocation(line: 161, column: 5, scope: !310, inlinedAt: !414)
!555 = !DILocation(line: 161, column: 13, scope: !310, inlinedAt: !414)
!556 = distinct !DIAssignID()
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 169, column: 5, scope: !310, inlinedAt: !414)
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = !DILocalVariable(name: "ui1", arg: 1, scope: !563, file: !564, line: 546, type: !161)
!563 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !564, file: !564, line: 546, type: !565, scopeLine: 547, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !567)
!564 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!565 = !DISubroutineType(types: !566)
!566 = !{!161, !161, !161}
!567 = !{!562, !568}
!568 = !DILocalVariable(name: "ui2", arg: 2, scope: !563, file: !564, line: 546, type: !161)
!569 = !DILocation(line: 0, scope: !563, inlinedAt: !570)
!570 = distinct !DILocation(line: 188, column: 39, scope: !347, inlinedAt: !414)
!571 = !DILocation(line: 188, scope: !348, inlinedAt: !414)
!572 = !DILocation(line: 195, column: 212, scope: !357, inlinedAt: !414)
!573 = !DILocation(line: 195, column: 204, scope: !357, inlinedAt: !414)
!574 = !DILocation(line: 0, scope: !563, inlinedAt: !575)
!575 = distinct !DILocation(line: 195, column: 172, scope: !357, inlinedAt: !414)
!576 = !DILocation(line: 195, column: 171, scope: !357, inlinedAt: !414)
!577 = !DILocation(line: 195, column: 325, scope: !357, inlinedAt: !414)
!578 = !DILocation(line: 195, column: 129, scope: !357, inlinedAt: !414)
!579 = !DILocation(line: 197, column: 27, scope: !356, inlinedAt: !414)
!580 = !DILocation(line: 0, scope: !356, inlinedAt: !414)
!581 = !DILocation(line: 199, column: 18, scope: !356, inlinedAt: !414)
!582 = !DILocation(line: 200, column: 11, scope: !356, inlinedAt: !414)
!583 = !DILocation(line: 200, column: 18, scope: !356, inlinedAt: !414)
!584 = !DILocation(line: 214, column: 251, scope: !360, inlinedAt: !414)
!585 = !DILocation(line: 214, column: 250, scope: !360, inlinedAt: !414)
!586 = !DILocation(line: 214, column: 402, scope: !360, inlinedAt: !414)
!587 = !DILocation(line: 214, column: 302, scope: !360, inlinedAt: !414)
!588 = !{!589, !589, i64 0}
!589 = !{!"long", !492, i64 0}
!590 = !DILocation(line: 214, column: 53, scope: !360, inlinedAt: !414)
!591 = !DILocalVariable(name: "si1", arg: 1, scope: !592, file: !564, line: 473, type: !134)
!592 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !564, file: !564, line: 473, type: !593, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !595)
!593 = !DISubroutineType(types: !594)
!594 = !{!134, !134, !134}
!595 = !{!591, !596}
!596 = !DILocalVariable(name: "si2", arg: 2, scope: !592, file: !564, line: 473, type: !134)
!597 = !DILocation(line: 0, scope: !592, inlinedAt: !598)
!598 = distinct !DILocation(line: 214, column: 12, scope: !360, inlinedAt: !414)
!599 = !DILocation(line: 478, column: 11, scope: !592, inlinedAt: !598)
!600 = !DILocation(line: 478, column: 17, scope: !592, inlinedAt: !598)
!601 = !DILocation(line: 214, column: 523, scope: !360, inlinedAt: !414)
!602 = !DILocation(line: 481, column: 10, scope: !592, inlinedAt: !598)
!603 = !DILocation(line: 214, column: 10, scope: !360, inlinedAt: !414)
!604 = !DILocation(line: 214, column: 9, scope: !310, inlinedAt: !414)
!605 = !DILocation(line: 229, column: 14, scope: !380, inlinedAt: !414)
!606 = !DILocation(line: 228, column: 1, scope: !359, inlinedAt: !414)
!607 = !DILocation(line: 239, column: 84, scope: !378, inlinedAt: !414)
!608 = !DILocation(line: 252, column: 9, scope: !359, inlinedAt: !414)
!609 = !DILocation(line: 253, column: 13, scope: !359, inlinedAt: !414)
!610 = !DILocation(line: 239, column: 151, scope: !378, inlinedAt: !414)
!611 = !DILocation(line: 240, scope: !392, inlinedAt: !414)
!612 = !DILocation(line: 255, column: 11, scope: !359, inlinedAt: !414)
!613 = !DILocation(line: 255, column: 18, scope: !359, inlinedAt: !414)
!614 = !DILocation(line: 256, column: 5, scope: !359, inlinedAt: !414)
!615 = distinct !DIAssignID()
!616 = distinct !DIAssignID()
!617 = distinct !DIAssignID()
!618 = distinct !DIAssignID()
!619 = !DILocation(line: 262, column: 9, scope: !406, inlinedAt: !414)
!620 = !DILocation(line: 263, scope: !621, inlinedAt: !414)
!621 = distinct !DILexicalBlock(scope: !406, file: !3, line: 263, column: 9)
!622 = !DILocation(line: 268, column: 11, scope: !310, inlinedAt: !414)
!623 = !DILocation(line: 263, column: 9, scope: !621, inlinedAt: !414)
!624 = !DILocation(line: 268, column: 16, scope: !310, inlinedAt: !414)
!625 = !DILocation(line: 268, column: 102, scope: !310, inlinedAt: !414)
!626 = !DILocation(line: 268, column: 322, scope: !310, inlinedAt: !414)
!627 = !DILocation(line: 268, column: 25, scope: !310, inlinedAt: !414)
!628 = !DILocation(line: 270, column: 1, scope: !310, inlinedAt: !414)
!629 = !DILocation(line: 116, column: 11, scope: !442, inlinedAt: !483)
!630 = !DILocation(line: 117, column: 9, scope: !442, inlinedAt: !483)
!631 = !DILocation(line: 344, column: 21, scope: !296)
!632 = !DILocation(line: 344, column: 5, scope: !296)
!633 = !DILocation(line: 345, column: 5, scope: !296)
!634 = !DILocation(line: 346, column: 21, scope: !296)
!635 = !DILocation(line: 346, column: 5, scope: !296)
!636 = !DILocation(line: 347, column: 5, scope: !296)
!637 = !DILocation(line: 348, column: 5, scope: !296)
!638 = !DILocation(line: 351, column: 9, scope: !639)
!639 = distinct !DILexicalBlock(scope: !640, file: !3, line: 350, column: 5)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 349, column: 5)
!641 = distinct !DILexicalBlock(scope: !296, file: !3, line: 349, column: 5)
!642 = !DILocation(line: 352, column: 13, scope: !639)
!643 = !DILocation(line: 351, column: 25, scope: !639)
!644 = !DILocation(line: 352, column: 31, scope: !645)
!645 = distinct !DILexicalBlock(scope: !639, file: !3, line: 352, column: 13)
!646 = !DILocation(line: 355, column: 21, scope: !296)
!647 = !DILocation(line: 355, column: 5, scope: !296)
!648 = !DILocation(line: 358, column: 9, scope: !649)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 357, column: 5)
!650 = distinct !DILexicalBlock(scope: !651, file: !3, line: 356, column: 5)
!651 = distinct !DILexicalBlock(scope: !296, file: !3, line: 356, column: 5)
!652 = !DILocation(line: 359, column: 13, scope: !649)
!653 = !DILocation(line: 359, column: 31, scope: !654)
!654 = distinct !DILexicalBlock(scope: !649, file: !3, line: 359, column: 13)
!655 = !DILocation(line: 362, column: 21, scope: !296)
!656 = !DILocation(line: 362, column: 5, scope: !296)
!657 = !DILocation(line: 365, column: 9, scope: !658)
!658 = distinct !DILexicalBlock(scope: !659, file: !3, line: 364, column: 5)
!659 = distinct !DILexicalBlock(scope: !660, file: !3, line: 363, column: 5)
!660 = distinct !DILexicalBlock(scope: !296, file: !3, line: 363, column: 5)
!661 = !DILocation(line: 366, column: 31, scope: !662)
!662 = distinct !DILexicalBlock(scope: !658, file: !3, line: 366, column: 13)
!663 = !DILocation(line: 365, column: 25, scope: !658)
!664 = !DILocation(line: 366, column: 13, scope: !658)
!665 = !DILocation(line: 369, column: 5, scope: !666)
!666 = distinct !DILexicalBlock(scope: !296, file: !3, line: 369, column: 5)
!667 = !DILocation(line: 371, column: 9, scope: !668)
!668 = distinct !DILexicalBlock(scope: !669, file: !3, line: 371, column: 9)
!669 = distinct !DILexicalBlock(scope: !670, file: !3, line: 370, column: 5)
!670 = distinct !DILexicalBlock(scope: !666, file: !3, line: 369, column: 5)
!671 = !DILocation(line: 375, column: 33, scope: !672)
!672 = distinct !DILexicalBlock(scope: !673, file: !3, line: 374, column: 13)
!673 = distinct !DILexicalBlock(scope: !674, file: !3, line: 373, column: 13)
!674 = distinct !DILexicalBlock(scope: !675, file: !3, line: 373, column: 13)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 372, column: 9)
!676 = distinct !DILexicalBlock(scope: !668, file: !3, line: 371, column: 9)
!677 = !{!492, !492, i64 0}
!678 = !DILocation(line: 375, column: 17, scope: !672)
!679 = !DILocation(line: 376, column: 21, scope: !672)
!680 = !DILocation(line: 376, column: 39, scope: !681)
!681 = distinct !DILexicalBlock(scope: !672, file: !3, line: 376, column: 21)
!682 = !DILocation(line: 371, column: 29, scope: !676)
!683 = !DILocation(line: 371, column: 23, scope: !676)
!684 = distinct !{!684, !667, !685, !524}
!685 = !DILocation(line: 379, column: 9, scope: !668)
!686 = !DILocation(line: 369, column: 25, scope: !670)
!687 = !DILocation(line: 369, column: 19, scope: !670)
!688 = distinct !{!688, !665, !689, !524}
!689 = !DILocation(line: 380, column: 5, scope: !666)
!690 = !DILocation(line: 381, column: 21, scope: !296)
!691 = !DILocation(line: 381, column: 5, scope: !296)
!692 = !DILocation(line: 382, column: 5, scope: !693)
!693 = distinct !DILexicalBlock(scope: !296, file: !3, line: 382, column: 5)
!694 = !DILocation(line: 388, column: 33, scope: !695)
!695 = distinct !DILexicalBlock(scope: !696, file: !3, line: 387, column: 13)
!696 = distinct !DILexicalBlock(scope: !697, file: !3, line: 386, column: 13)
!697 = distinct !DILexicalBlock(scope: !698, file: !3, line: 386, column: 13)
!698 = distinct !DILexicalBlock(scope: !699, file: !3, line: 385, column: 9)
!699 = distinct !DILexicalBlock(scope: !700, file: !3, line: 384, column: 9)
!700 = distinct !DILexicalBlock(scope: !701, file: !3, line: 384, column: 9)
!701 = distinct !DILexicalBlock(scope: !702, file: !3, line: 383, column: 5)
!702 = distinct !DILexicalBlock(scope: !693, file: !3, line: 382, column: 5)
!703 = !DILocation(line: 388, column: 17, scope: !695)
!704 = !DILocation(line: 389, column: 21, scope: !695)
!705 = !DILocation(line: 389, column: 39, scope: !706)
!706 = distinct !DILexicalBlock(scope: !695, file: !3, line: 389, column: 21)
!707 = !DILocation(line: 382, column: 26, scope: !702)
!708 = !DILocation(line: 382, column: 19, scope: !702)
!709 = distinct !{!709, !692, !710, !524}
!710 = !DILocation(line: 393, column: 5, scope: !693)
!711 = !DILocation(line: 394, column: 21, scope: !296)
!712 = !DILocation(line: 394, column: 5, scope: !296)
!713 = !DILocation(line: 395, column: 5, scope: !296)
!714 = !DILocation(line: 396, column: 5, scope: !296)
!715 = !DILocation(line: 397, column: 5, scope: !296)
!716 = !DILocation(line: 402, column: 13, scope: !717)
!717 = distinct !DILexicalBlock(scope: !718, file: !3, line: 401, column: 9)
!718 = distinct !DILexicalBlock(scope: !719, file: !3, line: 400, column: 9)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 400, column: 9)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 399, column: 5)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 398, column: 5)
!722 = distinct !DILexicalBlock(scope: !296, file: !3, line: 398, column: 5)
!723 = !DILocation(line: 403, column: 17, scope: !717)
!724 = !DILocation(line: 403, column: 35, scope: !725)
!725 = distinct !DILexicalBlock(scope: !717, file: !3, line: 403, column: 17)
!726 = !DILocation(line: 407, column: 5, scope: !296)
!727 = !DILocation(line: 410, column: 9, scope: !728)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 409, column: 5)
!729 = distinct !DILexicalBlock(scope: !730, file: !3, line: 408, column: 5)
!730 = distinct !DILexicalBlock(scope: !296, file: !3, line: 408, column: 5)
!731 = !DILocation(line: 411, column: 31, scope: !732)
!732 = distinct !DILexicalBlock(scope: !728, file: !3, line: 411, column: 13)
!733 = !DILocation(line: 410, column: 25, scope: !728)
!734 = !DILocation(line: 416, column: 25, scope: !735)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 415, column: 5)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 414, column: 5)
!737 = distinct !DILexicalBlock(scope: !296, file: !3, line: 414, column: 5)
!738 = !DILocation(line: 416, column: 9, scope: !735)
!739 = !DILocation(line: 417, column: 31, scope: !740)
!740 = distinct !DILexicalBlock(scope: !735, file: !3, line: 417, column: 13)
!741 = !DILocation(line: 417, column: 13, scope: !735)
!742 = !DILocation(line: 420, column: 5, scope: !296)
!743 = !DILocation(line: 421, column: 5, scope: !296)
!744 = !DILocation(line: 424, column: 9, scope: !745)
!745 = distinct !DILexicalBlock(scope: !746, file: !3, line: 423, column: 5)
!746 = distinct !DILexicalBlock(scope: !747, file: !3, line: 422, column: 5)
!747 = distinct !DILexicalBlock(scope: !296, file: !3, line: 422, column: 5)
!748 = !DILocation(line: 425, column: 13, scope: !745)
!749 = !DILocation(line: 425, column: 31, scope: !750)
!750 = distinct !DILexicalBlock(scope: !745, file: !3, line: 425, column: 13)
!751 = !DILocation(line: 428, column: 5, scope: !296)
!752 = !DILocation(line: 429, column: 5, scope: !296)
!753 = !DILocation(line: 430, column: 5, scope: !296)
!754 = !DILocation(line: 431, column: 21, scope: !296)
!755 = !DILocation(line: 431, column: 5, scope: !296)
!756 = !DILocation(line: 434, column: 25, scope: !757)
!757 = distinct !DILexicalBlock(scope: !758, file: !3, line: 433, column: 5)
!758 = distinct !DILexicalBlock(scope: !759, file: !3, line: 432, column: 5)
!759 = distinct !DILexicalBlock(scope: !296, file: !3, line: 432, column: 5)
!760 = !DILocation(line: 434, column: 9, scope: !757)
!761 = !DILocation(line: 435, column: 13, scope: !757)
!762 = !DILocation(line: 435, column: 31, scope: !763)
!763 = distinct !DILexicalBlock(scope: !757, file: !3, line: 435, column: 13)
!764 = !DILocation(line: 438, column: 5, scope: !296)
!765 = !DILocation(line: 439, column: 23, scope: !296)
!766 = !DILocation(line: 439, column: 37, scope: !296)
!767 = !DILocalVariable(name: "crc", arg: 1, scope: !768, file: !280, line: 49, type: !115)
!768 = distinct !DISubprogram(name: "platform_main_end", scope: !280, file: !280, line: 49, type: !769, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !771)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !115, !6}
!771 = !{!767, !772}
!772 = !DILocalVariable(name: "flag", arg: 2, scope: !768, file: !280, line: 49, type: !6)
!773 = !DILocation(line: 0, scope: !768, inlinedAt: !774)
!774 = distinct !DILocation(line: 439, column: 5, scope: !296)
!775 = !DILocation(line: 56, column: 2, scope: !768, inlinedAt: !774)
!776 = !DILocation(line: 440, column: 5, scope: !296)
!777 = distinct !DISubprogram(name: "transparent_crc", scope: !113, file: !113, line: 110, type: !778, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !780)
!778 = !DISubroutineType(types: !779)
!779 = !{null, !199, !300, !6}
!780 = !{!781, !782, !783}
!781 = !DILocalVariable(name: "val", arg: 1, scope: !777, file: !113, line: 110, type: !199)
!782 = !DILocalVariable(name: "vname", arg: 2, scope: !777, file: !113, line: 110, type: !300)
!783 = !DILocalVariable(name: "flag", arg: 3, scope: !777, file: !113, line: 110, type: !6)
!784 = !DILocation(line: 0, scope: !777)
!785 = !DILocalVariable(name: "val", arg: 1, scope: !786, file: !113, line: 97, type: !199)
!786 = distinct !DISubprogram(name: "crc32_8bytes", scope: !113, file: !113, line: 97, type: !787, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !789)
!787 = !DISubroutineType(types: !788)
!788 = !{null, !199}
!789 = !{!785}
!790 = !DILocation(line: 0, scope: !786, inlinedAt: !791)
!791 = distinct !DILocation(line: 112, column: 2, scope: !777)
!792 = !DILocalVariable(name: "b", arg: 1, scope: !793, file: !113, line: 71, type: !161)
!793 = distinct !DISubprogram(name: "crc32_byte", scope: !113, file: !113, line: 71, type: !794, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !161}
!796 = !{!792}
!797 = !DILocation(line: 0, scope: !793, inlinedAt: !798)
!798 = distinct !DILocation(line: 99, column: 2, scope: !786, inlinedAt: !791)
!799 = !DILocation(line: 73, column: 5, scope: !793, inlinedAt: !798)
!800 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !798)
!801 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !798)
!802 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !798)
!803 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !798)
!804 = !DILocation(line: 100, column: 18, scope: !786, inlinedAt: !791)
!805 = !DILocation(line: 0, scope: !793, inlinedAt: !806)
!806 = distinct !DILocation(line: 100, column: 2, scope: !786, inlinedAt: !791)
!807 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !806)
!808 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !806)
!809 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !806)
!810 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !806)
!811 = !DILocation(line: 101, column: 18, scope: !786, inlinedAt: !791)
!812 = !DILocation(line: 0, scope: !793, inlinedAt: !813)
!813 = distinct !DILocation(line: 101, column: 2, scope: !786, inlinedAt: !791)
!814 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !813)
!815 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !813)
!816 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !813)
!817 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !813)
!818 = !DILocation(line: 102, column: 18, scope: !786, inlinedAt: !791)
!819 = !DILocation(line: 0, scope: !793, inlinedAt: !820)
!820 = distinct !DILocation(line: 102, column: 2, scope: !786, inlinedAt: !791)
!821 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !820)
!822 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !820)
!823 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !820)
!824 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !820)
!825 = !DILocation(line: 103, column: 18, scope: !786, inlinedAt: !791)
!826 = !DILocation(line: 0, scope: !793, inlinedAt: !827)
!827 = distinct !DILocation(line: 103, column: 2, scope: !786, inlinedAt: !791)
!828 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !827)
!829 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !827)
!830 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !827)
!831 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !827)
!832 = !DILocation(line: 104, column: 18, scope: !786, inlinedAt: !791)
!833 = !DILocation(line: 0, scope: !793, inlinedAt: !834)
!834 = distinct !DILocation(line: 104, column: 2, scope: !786, inlinedAt: !791)
!835 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !834)
!836 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !834)
!837 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !834)
!838 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !834)
!839 = !DILocation(line: 105, column: 18, scope: !786, inlinedAt: !791)
!840 = !DILocation(line: 0, scope: !793, inlinedAt: !841)
!841 = distinct !DILocation(line: 105, column: 2, scope: !786, inlinedAt: !791)
!842 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !841)
!843 = !DILocation(line: 74, column: 33, scope: !793, inlinedAt: !841)
!844 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !841)
!845 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !841)
!846 = !DILocation(line: 106, column: 18, scope: !786, inlinedAt: !791)
!847 = !DILocation(line: 0, scope: !793, inlinedAt: !848)
!848 = distinct !DILocation(line: 106, column: 2, scope: !786, inlinedAt: !791)
!849 = !DILocation(line: 73, column: 19, scope: !793, inlinedAt: !848)
!850 = !DILocation(line: 74, column: 3, scope: !793, inlinedAt: !848)
!851 = !DILocation(line: 73, column: 39, scope: !793, inlinedAt: !848)
!852 = !DILocation(line: 72, column: 16, scope: !793, inlinedAt: !848)
!853 = !DILocation(line: 113, column: 6, scope: !854)
!854 = distinct !DILexicalBlock(scope: !777, file: !113, line: 113, column: 6)
!855 = !DILocation(line: 113, column: 6, scope: !777)
!856 = !DILocation(line: 114, column: 73, scope: !857)
!857 = distinct !DILexicalBlock(scope: !854, file: !113, line: 113, column: 12)
!858 = !DILocation(line: 114, column: 5, scope: !857)
!859 = !DILocation(line: 115, column: 2, scope: !857)
!860 = !DILocation(line: 116, column: 1, scope: !777)
!861 = !DISubprogram(name: "printf", scope: !862, file: !862, line: 356, type: !863, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!863 = !DISubroutineType(types: !864)
!864 = !{!6, !865, null}
!865 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !866)
!866 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !867, size: 64)
!867 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
