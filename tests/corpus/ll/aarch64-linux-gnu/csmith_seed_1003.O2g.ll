; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g_9 = internal global i16 6, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !15
@g_12 = internal unnamed_addr global i1 false, align 1, !dbg !283
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !20
@g_42 = internal global i32 -1, align 4, !dbg !195
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1, !dbg !29
@g_63.3 = internal unnamed_addr global i16 0, align 4, !dbg !284
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !36
@g_70 = internal unnamed_addr global i1 false, align 2, !dbg !285
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1, !dbg !43
@g_104 = internal global i16 -28983, align 4, !dbg !213
@.str.10 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !48
@g_113.1 = internal unnamed_addr global i32 1933786134, align 4, !dbg !286
@.str.11 = private unnamed_addr constant [9 x i8] c"g_113[i]\00", align 1, !dbg !53
@g_119 = internal unnamed_addr constant [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 1, !dbg !219
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !60
@g_131 = internal global i32 -379968030, align 4, !dbg !223
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !65
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 8, !dbg !225
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1, !dbg !67
@g_162 = internal unnamed_addr global i64 -898946607332870064, align 8, !dbg !229
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !71
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1, !dbg !77
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1, !dbg !87
@g_275.4 = internal unnamed_addr global i32 -1, align 4, !dbg !287
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1, !dbg !89
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 4, !dbg !246
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1, !dbg !91
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !95
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1, !dbg !99
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1, !dbg !101
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1, !dbg !103
@g_339 = internal global i32 0, align 4, !dbg !264
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1, !dbg !105
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 4, !dbg !267
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1, !dbg !107
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1, !dbg !109
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !281
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !111
@g_282 = internal global ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !139
@g_194 = internal global ptr @g_131, align 8, !dbg !154
@g_188 = internal global ptr @g_42, align 8, !dbg !164
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 4
@g_77 = internal unnamed_addr global ptr @g_42, align 8, !dbg !121
@g_280 = internal constant ptr @g_281, align 8, !dbg !127
@g_281 = internal global ptr @g_282, align 8, !dbg !137
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !185
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !278

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !297 {
  %3 = alloca [7 x i32], align 4, !DIAssignID !309
    #dbg_assign(i1 undef, !310, !DIExpression(), !309, ptr %3, !DIExpression(), !414)
  %4 = alloca ptr, align 8, !DIAssignID !485
    #dbg_value(i32 %0, !303, !DIExpression(), !486)
    #dbg_value(ptr %1, !304, !DIExpression(), !486)
    #dbg_value(i32 0, !308, !DIExpression(), !486)
  %5 = icmp eq i32 %0, 2, !dbg !487
  br i1 %5, label %6, label %19, !dbg !489

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !490
  %8 = load ptr, ptr %7, align 8, !dbg !490, !tbaa !491
  %9 = load i8, ptr %8, align 1
  %10 = icmp eq i8 %9, 49
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0, !dbg !495
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i1 [ true, %6 ], [ %14, %11 ]
  %17 = xor i1 %16, true, !dbg !496
  %18 = zext i1 %17 to i32, !dbg !496
  br label %19, !dbg !496

19:                                               ; preds = %2, %15
  %20 = phi i1 [ true, %2 ], [ %16, %15 ], !dbg !486
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ], !dbg !486
    #dbg_value(i32 %21, !308, !DIExpression(), !486)
    #dbg_value(i32 -306674912, !497, !DIExpression(), !506)
    #dbg_value(i32 0, !503, !DIExpression(), !506)
  br label %22, !dbg !508

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ], !dbg !510
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %19 ], [ %67, %22 ], !dbg !512
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !512
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !518
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !512
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !518
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !512
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !518
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !512
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !518
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %46 = icmp eq <4 x i32> %45, zeroinitializer, !dbg !512
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48, !dbg !518
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %51 = icmp eq <4 x i32> %50, zeroinitializer, !dbg !512
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53, !dbg !518
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %56 = icmp eq <4 x i32> %55, zeroinitializer, !dbg !512
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58, !dbg !518
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !512
  %61 = icmp eq <4 x i32> %60, zeroinitializer, !dbg !512
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !518
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !518
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63, !dbg !518
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23, !dbg !519
  store <4 x i32> %64, ptr %65, align 4, !dbg !520, !tbaa !521
  %66 = add nuw i64 %23, 4, !dbg !510
  %67 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>, !dbg !512
  %68 = icmp eq i64 %66, 256, !dbg !510
  br i1 %68, label %69, label %22, !dbg !510, !llvm.loop !523

69:                                               ; preds = %22
    #dbg_assign(i1 undef, !442, !DIExpression(), !528, ptr poison, !DIExpression(), !529)
    #dbg_assign(i1 undef, !446, !DIExpression(), !530, ptr undef, !DIExpression(), !529)
    #dbg_assign(i1 poison, !447, !DIExpression(), !531, ptr undef, !DIExpression(), !529)
    #dbg_assign(i1 undef, !449, !DIExpression(), !532, ptr undef, !DIExpression(), !529)
    #dbg_assign(i1 undef, !450, !DIExpression(), !533, ptr undef, !DIExpression(), !529)
    #dbg_assign(i1 undef, !453, !DIExpression(), !534, ptr poison, !DIExpression(), !529)
    #dbg_assign(i1 undef, !457, !DIExpression(), !535, ptr poison, !DIExpression(), !529)
    #dbg_value(i64 653523322397063, !421, !DIExpression(), !536)
    #dbg_value(ptr poison, !422, !DIExpression(), !536)
    #dbg_value(ptr poison, !425, !DIExpression(), !536)
    #dbg_value(i32 448087639, !426, !DIExpression(), !536)
    #dbg_assign(i1 undef, !427, !DIExpression(), !537, ptr poison, !DIExpression(), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64), !536)
    #dbg_value(ptr poison, !430, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !536)
    #dbg_value(i32 -3, !432, !DIExpression(), !536)
    #dbg_value(i32 -10, !433, !DIExpression(), !536)
    #dbg_value(i32 -1, !434, !DIExpression(), !536)
    #dbg_value(i32 -252753510, !435, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !536)
    #dbg_assign(i1 undef, !435, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !538, ptr poison, !DIExpression(), !536)
    #dbg_value(i32 1, !437, !DIExpression(), !536)
    #dbg_value(i32 7, !438, !DIExpression(), !536)
    #dbg_value(i64 1732850189855213126, !439, !DIExpression(), !536)
  %70 = load volatile i16, ptr @g_9, align 4, !dbg !539, !tbaa !540
  %71 = load i1, ptr @g_12, align 1, !dbg !542
  %72 = select i1 %71, i8 3, i8 -52, !dbg !542
  %73 = sext i8 %72 to i16, !dbg !542
  %74 = or i16 %70, %73, !dbg !543
    #dbg_assign(i1 undef, !332, !DIExpression(), !485, ptr %4, !DIExpression(), !414)
    #dbg_assign(i1 undef, !334, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !544, ptr poison, !DIExpression(), !414)
    #dbg_assign(i1 undef, !334, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !545, ptr poison, !DIExpression(), !414)
    #dbg_assign(i1 undef, !337, !DIExpression(), !546, ptr undef, !DIExpression(), !414)
    #dbg_assign(i1 undef, !341, !DIExpression(), !547, ptr undef, !DIExpression(), !414)
    #dbg_assign(i1 undef, !382, !DIExpression(), !548, ptr undef, !DIExpression(), !549)
    #dbg_assign(i1 undef, !408, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !550, ptr undef, !DIExpression(), !551)
    #dbg_assign(i1 undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !552, ptr undef, !DIExpression(), !551)
    #dbg_assign(i1 undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !553, ptr undef, !DIExpression(), !551)
    #dbg_assign(i1 undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !554, ptr undef, !DIExpression(), !551)
    #dbg_value(i16 %74, !315, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !414)
    #dbg_value(i8 %72, !316, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !414)
    #dbg_value(ptr poison, !317, !DIExpression(), !414)
    #dbg_value(i16 2, !318, !DIExpression(), !414)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #4, !dbg !555
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3, ptr noundef nonnull align 4 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false), !dbg !556, !DIAssignID !557
    #dbg_assign(i1 undef, !310, !DIExpression(), !557, ptr %3, !DIExpression(), !414)
    #dbg_value(ptr @g_77, !319, !DIExpression(), !414)
    #dbg_assign(i1 undef, !321, !DIExpression(), !558, ptr poison, !DIExpression(), !414)
    #dbg_value(ptr poison, !323, !DIExpression(), !414)
    #dbg_value(ptr poison, !328, !DIExpression(), !414)
    #dbg_value(ptr undef, !329, !DIExpression(), !414)
    #dbg_value(ptr poison, !330, !DIExpression(), !414)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !559
    #dbg_assign(ptr poison, !332, !DIExpression(), !560, ptr %4, !DIExpression(), !414)
    #dbg_value(ptr @g_162, !333, !DIExpression(), !414)
    #dbg_value(i64 poison, !334, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !414)
    #dbg_value(i32 poison, !334, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !414)
    #dbg_value(i64 poison, !334, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !414)
    #dbg_value(i32 -1, !334, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !414)
    #dbg_assign(i1 undef, !334, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !561, ptr poison, !DIExpression(), !414)
    #dbg_value(i32 poison, !334, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !414)
    #dbg_assign(i1 undef, !334, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !562, ptr poison, !DIExpression(), !414)
    #dbg_value(ptr poison, !340, !DIExpression(), !414)
    #dbg_value(i32 poison, !345, !DIExpression(), !414)
    #dbg_value(i32 poison, !344, !DIExpression(), !414)
    #dbg_value(i32 poison, !343, !DIExpression(), !414)
    #dbg_value(i8 3, !563, !DIExpression(), !570)
    #dbg_value(i8 4, !569, !DIExpression(), !570)
  store i1 true, ptr @g_12, align 1, !dbg !572
  %75 = icmp ugt i16 %74, 252, !dbg !573
  %76 = zext i1 %75 to i8, !dbg !573
  %77 = xor i8 %76, -1, !dbg !574
    #dbg_value(i8 %72, !563, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !575)
    #dbg_value(i1 %75, !569, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !575)
  %78 = load ptr, ptr @g_77, align 8, !dbg !577, !tbaa !491
  %79 = add nsw i8 %72, %77, !dbg !578
  %80 = zext i8 %79 to i32, !dbg !578
  store i32 %80, ptr %78, align 4, !dbg !579, !tbaa !521
  %81 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !580
    #dbg_value(ptr %81, !356, !DIExpression(), !581)
  store ptr %81, ptr @g_77, align 8, !dbg !582, !tbaa !491
  %82 = load volatile ptr, ptr @g_188, align 8, !dbg !583, !tbaa !491
  %83 = load i32, ptr %82, align 4, !dbg !584, !tbaa !521
  %84 = xor i32 %83, -1, !dbg !584
  store i32 %84, ptr %82, align 4, !dbg !584, !tbaa !521
  %85 = load i32, ptr %81, align 4, !dbg !585, !tbaa !521
  %86 = freeze i32 %85, !dbg !586
  %87 = load volatile i16, ptr @g_104, align 4, !dbg !587, !tbaa !540
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !588, !tbaa !589
  store i64 1, ptr @g_162, align 8, !dbg !591, !tbaa !589
    #dbg_value(i32 %85, !592, !DIExpression(DW_OP_consts, 1, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !598)
    #dbg_value(i32 %85, !597, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !598)
  %88 = icmp eq i32 %86, 0, !dbg !600
  br i1 %88, label %94, label %89, !dbg !601

89:                                               ; preds = %69
  %90 = icmp slt i32 %86, 1, !dbg !602
    #dbg_value(i1 %90, !592, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !598)
    #dbg_value(i32 %85, !597, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !598)
  %91 = zext i1 %90 to i32, !dbg !603
  %92 = sdiv i32 %91, %86, !dbg !603
  %93 = icmp eq i32 %92, -1, !dbg !604
  br i1 %93, label %113, label %94, !dbg !605

94:                                               ; preds = %89, %69
  %95 = load i32, ptr @g_131, align 4, !tbaa !521
  %96 = load i1, ptr @g_70, align 2
  %97 = load i16, ptr @g_63.3, align 4, !tbaa !540
  %98 = load i32, ptr @g_275.4, align 4, !tbaa !521
  br label %99, !dbg !606

99:                                               ; preds = %99, %94
  %100 = phi i32 [ %98, %94 ], [ %103, %99 ]
  %101 = phi i16 [ %97, %94 ], [ %102, %99 ]
    #dbg_label(!377, !607)
    #dbg_value(i32 poison, !389, !DIExpression(), !549)
    #dbg_value(!DIArgList(i32 poison, i16 poison), !334, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !414)
    #dbg_value(i32 -1, !315, !DIExpression(), !414)
  %102 = xor i16 %101, 1, !dbg !608
    #dbg_value(i32 1, !315, !DIExpression(), !414)
  %103 = add i32 %100, 1, !dbg !609
  br i1 %96, label %104, label %99, !dbg !610

104:                                              ; preds = %99
  %105 = or i32 %95, 211
  %106 = sext i32 %105 to i64
  %107 = icmp ult i16 %102, -19141
  %108 = add nsw i16 %102, 19141
  %109 = select i1 %107, i16 %102, i16 %108
  %110 = icmp eq i16 %109, 3
  %111 = zext i1 %110 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !589
  store i16 %102, ptr @g_63.3, align 4, !tbaa !540
  store i64 %106, ptr @g_162, align 8, !dbg !611, !tbaa !589
  store i32 0, ptr @g_42, align 4, !dbg !612, !tbaa !521
  store i32 %103, ptr @g_275.4, align 4, !dbg !609, !tbaa !521
  %112 = load volatile ptr, ptr @g_280, align 8, !dbg !613, !tbaa !491
  store ptr %4, ptr %112, align 8, !dbg !614, !tbaa !491
  br label %117, !dbg !615

113:                                              ; preds = %89
    #dbg_value(i64 9, !406, !DIExpression(), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 576, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 640, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 832, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !551)
    #dbg_assign(i8 0, !408, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !616, ptr undef, !DIExpression(), !551)
    #dbg_assign(i8 0, !408, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !617, ptr undef, !DIExpression(), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 1088, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !551)
    #dbg_value(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !551)
    #dbg_value(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !551)
    #dbg_assign(i8 0, !408, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !618, ptr undef, !DIExpression(), !551)
    #dbg_assign(i8 0, !408, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !619, ptr undef, !DIExpression(), !551)
    #dbg_value(ptr %3, !408, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2048, 64), !551)
  %114 = load volatile i32, ptr @g_285, align 4, !dbg !620, !tbaa !521
  %115 = add i32 %114, -1, !dbg !620
  store volatile i32 %115, ptr @g_285, align 4, !dbg !620, !tbaa !521
  store i1 true, ptr @g_70, align 2, !dbg !621
  %116 = load i32, ptr @g_131, align 4, !dbg !623, !tbaa !521
  br label %117, !dbg !624

117:                                              ; preds = %104, %113
  %118 = phi i32 [ %116, %113 ], [ %95, %104 ], !dbg !623
  %119 = phi i32 [ %86, %113 ], [ %111, %104 ], !dbg !625
    #dbg_value(i32 poison, !315, !DIExpression(), !414)
  store i32 %119, ptr @g_113.1, align 4, !dbg !626, !tbaa !521
    #dbg_value(i32 1370157457, !316, !DIExpression(), !414)
    #dbg_value(i32 -10, !334, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !414)
  %120 = load volatile ptr, ptr @g_188, align 8, !dbg !627, !tbaa !491
  %121 = icmp ult i32 %119, 2, !dbg !628
  %122 = zext i1 %121 to i32, !dbg !628
  %123 = or i32 %118, %122, !dbg !623
  store i32 %123, ptr @g_131, align 4, !dbg !623, !tbaa !521
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !629
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #4, !dbg !629
    #dbg_value(i32 poison, !461, !DIExpression(), !529)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !426, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !536)
    #dbg_value(i32 1098637703, !432, !DIExpression(), !536)
    #dbg_value(i32 1098637703, !433, !DIExpression(), !536)
  %124 = load volatile ptr, ptr @g_194, align 8, !dbg !630, !tbaa !491
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !631, !tbaa !521
  %126 = add i32 %125, -1, !dbg !631
  store volatile i32 %126, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !631, !tbaa !521
  %127 = load volatile i16, ptr @g_9, align 4, !dbg !632, !tbaa !540
  %128 = sext i16 %127 to i64, !dbg !632
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %21), !dbg !633
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef %21), !dbg !634
  %129 = load i32, ptr @g_42, align 4, !dbg !635, !tbaa !521
  %130 = sext i32 %129 to i64, !dbg !635
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.3, i32 noundef %21), !dbg !636
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef %21), !dbg !637
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef %21), !dbg !638
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
  br i1 %20, label %131, label %134, !dbg !643

131:                                              ; preds = %117
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %132 = load i16, ptr @g_63.3, align 4, !dbg !644, !tbaa !540
  %133 = zext i16 %132 to i64, !dbg !644
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
  br label %141, !dbg !643

134:                                              ; preds = %117
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !645
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !645
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !645
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %138 = load i16, ptr @g_63.3, align 4, !dbg !644, !tbaa !540
  %139 = zext i16 %138 to i64, !dbg !644
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !639
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !645
  br label %141, !dbg !645

141:                                              ; preds = %131, %134
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %142 = load i1, ptr @g_70, align 2, !dbg !647
  %143 = select i1 %142, i64 0, i64 640, !dbg !647
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.8, i32 noundef %21), !dbg !648
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %21), !dbg !649
  br i1 %20, label %152, label %144, !dbg !653

144:                                              ; preds = %141
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !654
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
  %146 = load volatile i16, ptr @g_104, align 4, !dbg !656, !tbaa !540
  %147 = zext i16 %146 to i64, !dbg !656
  call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !657
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !658
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !662
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %149 = load i32, ptr @g_113.1, align 4, !dbg !664, !tbaa !521
  %150 = zext i32 %149 to i64, !dbg !664
  call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !658
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !662
  br label %157, !dbg !662

152:                                              ; preds = %141
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
  %153 = load volatile i16, ptr @g_104, align 4, !dbg !656, !tbaa !540
  %154 = zext i16 %153 to i64, !dbg !656
  call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !657
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !658
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %155 = load i32, ptr @g_113.1, align 4, !dbg !664, !tbaa !521
  %156 = zext i32 %155 to i64, !dbg !664
  call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !658
  br label %157, !dbg !665

157:                                              ; preds = %152, %144
  br label %158, !dbg !666

158:                                              ; preds = %157, %200
  %159 = phi i64 [ %201, %200 ], [ 0, %157 ]
    #dbg_value(i64 %159, !305, !DIExpression(), !486)
    #dbg_value(i32 0, !306, !DIExpression(), !486)
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = trunc nuw nsw i64 %159 to i32
  %162 = trunc nuw nsw i64 %159 to i32
  %163 = trunc nuw nsw i64 %159 to i32
  br label %164, !dbg !668

164:                                              ; preds = %158, %197
  %165 = phi i64 [ 0, %158 ], [ %198, %197 ]
    #dbg_value(i64 %165, !306, !DIExpression(), !486)
    #dbg_value(i64 0, !307, !DIExpression(), !486)
  %166 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 0, !dbg !672
  %167 = load i8, ptr %166, align 1, !dbg !672, !tbaa !678
  %168 = zext i8 %167 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
  br i1 %20, label %169, label %179, !dbg !680

169:                                              ; preds = %164
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %170 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1, !dbg !672
  %171 = load i8, ptr %170, align 1, !dbg !672, !tbaa !678
  %172 = zext i8 %171 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %173 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2, !dbg !672
  %174 = load i8, ptr %173, align 1, !dbg !672, !tbaa !678
  %175 = zext i8 %174 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %176 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3, !dbg !672
  %177 = load i8, ptr %176, align 1, !dbg !672, !tbaa !678
  %178 = zext i8 %177 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
  br label %197, !dbg !680

179:                                              ; preds = %164
  %180 = trunc nuw nsw i64 %165 to i32, !dbg !681
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %160, i32 noundef %180, i32 noundef 0), !dbg !681
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %182 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 1, !dbg !672
  %183 = load i8, ptr %182, align 1, !dbg !672, !tbaa !678
  %184 = zext i8 %183 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
  %185 = trunc nuw nsw i64 %165 to i32, !dbg !681
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %161, i32 noundef %185, i32 noundef 1), !dbg !681
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %187 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 2, !dbg !672
  %188 = load i8, ptr %187, align 1, !dbg !672, !tbaa !678
  %189 = zext i8 %188 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
  %190 = trunc nuw nsw i64 %165 to i32, !dbg !681
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %162, i32 noundef %190, i32 noundef 2), !dbg !681
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %192 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %159, i64 %165, i64 3, !dbg !672
  %193 = load i8, ptr %192, align 1, !dbg !672, !tbaa !678
  %194 = zext i8 %193 to i64, !dbg !672
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !679
  %195 = trunc nuw nsw i64 %165 to i32, !dbg !681
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %163, i32 noundef %195, i32 noundef 3), !dbg !681
  br label %197, !dbg !681

197:                                              ; preds = %169, %179
    #dbg_value(i64 4, !307, !DIExpression(), !486)
  %198 = add nuw nsw i64 %165, 1, !dbg !683
    #dbg_value(i64 %198, !306, !DIExpression(), !486)
  %199 = icmp eq i64 %198, 4, !dbg !684
  br i1 %199, label %200, label %164, !dbg !668, !llvm.loop !685

200:                                              ; preds = %197
  %201 = add nuw nsw i64 %159, 1, !dbg !687
    #dbg_value(i64 %201, !305, !DIExpression(), !486)
  %202 = icmp eq i64 %201, 9, !dbg !688
  br i1 %202, label %203, label %158, !dbg !666, !llvm.loop !689

203:                                              ; preds = %200
  %204 = load i32, ptr @g_131, align 4, !dbg !691, !tbaa !521
  %205 = sext i32 %204 to i64, !dbg !691
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.14, i32 noundef %21), !dbg !692
    #dbg_value(i32 0, !305, !DIExpression(), !486)
  br label %206, !dbg !693

206:                                              ; preds = %203, %268
  %207 = phi i64 [ 0, %203 ], [ %269, %268 ]
    #dbg_value(i64 %207, !305, !DIExpression(), !486)
    #dbg_value(i64 0, !306, !DIExpression(), !486)
    #dbg_value(i64 0, !307, !DIExpression(), !486)
  %208 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 0, !dbg !695
  %209 = load i64, ptr %208, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  br i1 %20, label %210, label %229, !dbg !705

210:                                              ; preds = %206
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %211 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1, !dbg !695
  %212 = load i64, ptr %211, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %213 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2, !dbg !695
  %214 = load i64, ptr %213, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %215 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3, !dbg !695
  %216 = load i64, ptr %215, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 4, !307, !DIExpression(), !486)
  %217 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4, !dbg !695
  %218 = load i64, ptr %217, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 1, !306, !DIExpression(), !486)
    #dbg_value(i64 0, !307, !DIExpression(), !486)
  %219 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0, !dbg !695
  %220 = load i64, ptr %219, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %221 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1, !dbg !695
  %222 = load i64, ptr %221, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %223 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2, !dbg !695
  %224 = load i64, ptr %223, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %225 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3, !dbg !695
  %226 = load i64, ptr %225, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
    #dbg_value(i64 4, !307, !DIExpression(), !486)
  %227 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4, !dbg !695
  %228 = load i64, ptr %227, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  br label %268, !dbg !705

229:                                              ; preds = %206
  %230 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %230, i32 noundef 0, i32 noundef 0), !dbg !706
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %232 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 1, !dbg !695
  %233 = load i64, ptr %232, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %234 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 0, i32 noundef 1), !dbg !706
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %236 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 2, !dbg !695
  %237 = load i64, ptr %236, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %238 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %238, i32 noundef 0, i32 noundef 2), !dbg !706
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %240 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 3, !dbg !695
  %241 = load i64, ptr %240, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %242 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %242, i32 noundef 0, i32 noundef 3), !dbg !706
    #dbg_value(i64 4, !307, !DIExpression(), !486)
  %244 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 0, i64 4, !dbg !695
  %245 = load i64, ptr %244, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %246 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %246, i32 noundef 0, i32 noundef 4), !dbg !706
    #dbg_value(i64 1, !306, !DIExpression(), !486)
    #dbg_value(i64 0, !307, !DIExpression(), !486)
  %248 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 0, !dbg !695
  %249 = load i64, ptr %248, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %250 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %250, i32 noundef 1, i32 noundef 0), !dbg !706
    #dbg_value(i64 1, !307, !DIExpression(), !486)
  %252 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 1, !dbg !695
  %253 = load i64, ptr %252, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %254 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %254, i32 noundef 1, i32 noundef 1), !dbg !706
    #dbg_value(i64 2, !307, !DIExpression(), !486)
  %256 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 2, !dbg !695
  %257 = load i64, ptr %256, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %258 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %258, i32 noundef 1, i32 noundef 2), !dbg !706
    #dbg_value(i64 3, !307, !DIExpression(), !486)
  %260 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 3, !dbg !695
  %261 = load i64, ptr %260, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %262 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %262, i32 noundef 1, i32 noundef 3), !dbg !706
    #dbg_value(i64 4, !307, !DIExpression(), !486)
  %264 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %207, i64 1, i64 4, !dbg !695
  %265 = load i64, ptr %264, align 8, !dbg !695, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !704
  %266 = trunc nuw nsw i64 %207 to i32, !dbg !706
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %266, i32 noundef 1, i32 noundef 4), !dbg !706
  br label %268, !dbg !706

268:                                              ; preds = %210, %229
    #dbg_value(i64 5, !307, !DIExpression(), !486)
    #dbg_value(i64 2, !306, !DIExpression(), !486)
  %269 = add nuw nsw i64 %207, 1, !dbg !708
    #dbg_value(i64 %269, !305, !DIExpression(), !486)
  %270 = icmp eq i64 %269, 10, !dbg !709
  br i1 %270, label %271, label %206, !dbg !693, !llvm.loop !710

271:                                              ; preds = %268
  %272 = load i64, ptr @g_162, align 8, !dbg !712, !tbaa !589
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.16, i32 noundef %21), !dbg !713
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef %21), !dbg !714
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef %21), !dbg !715
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %21), !dbg !716
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
    #dbg_value(i32 poison, !306, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef %21), !dbg !717
  br i1 %20, label %307, label %273, !dbg !724

273:                                              ; preds = %271
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef 0), !dbg !725
    #dbg_value(i32 poison, !306, !DIExpression(), !486)
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !727
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !732
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !732
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !732
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !732
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %279 = load i32, ptr @g_275.4, align 4, !dbg !734, !tbaa !521
  %280 = zext i32 %279 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !732
    #dbg_value(i64 5, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !732
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  %283 = load volatile i32, ptr @g_285, align 4, !dbg !735, !tbaa !521
  %284 = zext i32 %283 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !740
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %286 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !735, !tbaa !521
  %287 = zext i32 %286 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !740
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  %289 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !dbg !735, !tbaa !521
  %290 = zext i32 %289 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !740
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %292 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !735, !tbaa !521
  %293 = zext i32 %292 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !740
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %295 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !dbg !735, !tbaa !521
  %296 = zext i32 %295 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !740
    #dbg_value(i64 5, !305, !DIExpression(), !486)
  %298 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !735, !tbaa !521
  %299 = zext i32 %298 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !740
    #dbg_value(i64 6, !305, !DIExpression(), !486)
  %301 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !dbg !735, !tbaa !521
  %302 = zext i32 %301 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !740
    #dbg_value(i64 7, !305, !DIExpression(), !486)
  %304 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !735, !tbaa !521
  %305 = zext i32 %304 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !740
  br label %326, !dbg !740

307:                                              ; preds = %271
    #dbg_value(i32 poison, !306, !DIExpression(), !486)
    #dbg_value(i32 poison, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !727
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %308 = load i32, ptr @g_275.4, align 4, !dbg !734, !tbaa !521
  %309 = zext i32 %308 to i64, !dbg !734
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 5, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !728
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  %310 = load volatile i32, ptr @g_285, align 4, !dbg !735, !tbaa !521
  %311 = zext i32 %310 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %312 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !735, !tbaa !521
  %313 = zext i32 %312 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !dbg !735, !tbaa !521
  %315 = zext i32 %314 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %316 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !735, !tbaa !521
  %317 = zext i32 %316 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %318 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !dbg !735, !tbaa !521
  %319 = zext i32 %318 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 5, !305, !DIExpression(), !486)
  %320 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !735, !tbaa !521
  %321 = zext i32 %320 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 6, !305, !DIExpression(), !486)
  %322 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !dbg !735, !tbaa !521
  %323 = zext i32 %322 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
    #dbg_value(i64 7, !305, !DIExpression(), !486)
  %324 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !735, !tbaa !521
  %325 = zext i32 %324 to i64, !dbg !735
  call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !739
  br label %326, !dbg !742

326:                                              ; preds = %307, %273
    #dbg_value(i64 8, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef %21), !dbg !743
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef %21), !dbg !744
    #dbg_value(i32 0, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  br i1 %20, label %327, label %328, !dbg !749

327:                                              ; preds = %326
    #dbg_value(i32 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 3, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 4, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 5, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 6, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 7, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 8, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
    #dbg_value(i32 9, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  br label %339, !dbg !749

328:                                              ; preds = %326
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !750
    #dbg_value(i32 1, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !750
    #dbg_value(i32 2, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !750
    #dbg_value(i32 3, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !750
    #dbg_value(i32 4, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !750
    #dbg_value(i32 5, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !750
    #dbg_value(i32 6, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !750
    #dbg_value(i32 7, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !750
    #dbg_value(i32 8, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8), !dbg !750
    #dbg_value(i32 9, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !745
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9), !dbg !750
  br label %339, !dbg !750

339:                                              ; preds = %327, %328
    #dbg_value(i32 10, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef %21), !dbg !752
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef %21), !dbg !753
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef %21), !dbg !754
  %340 = load volatile i32, ptr @g_339, align 4, !dbg !755, !tbaa !521
  %341 = sext i32 %340 to i64, !dbg !755
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.31, i32 noundef %21), !dbg !756
    #dbg_value(i64 0, !305, !DIExpression(), !486)
  %342 = load volatile i32, ptr @g_341, align 4, !dbg !757, !tbaa !521
  %343 = zext i32 %342 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  br i1 %20, label %344, label %353, !dbg !762

344:                                              ; preds = %339
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %345 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !757, !tbaa !521
  %346 = zext i32 %345 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  %347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !dbg !757, !tbaa !521
  %348 = zext i32 %347 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %348, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %349 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !757, !tbaa !521
  %350 = zext i32 %349 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !757, !tbaa !521
  %352 = zext i32 %351 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  br label %367, !dbg !762

353:                                              ; preds = %339
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !763
    #dbg_value(i64 1, !305, !DIExpression(), !486)
  %355 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !757, !tbaa !521
  %356 = zext i32 %355 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !763
    #dbg_value(i64 2, !305, !DIExpression(), !486)
  %358 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !dbg !757, !tbaa !521
  %359 = zext i32 %358 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %359, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !763
    #dbg_value(i64 3, !305, !DIExpression(), !486)
  %361 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !757, !tbaa !521
  %362 = zext i32 %361 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !763
    #dbg_value(i64 4, !305, !DIExpression(), !486)
  %364 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !757, !tbaa !521
  %365 = zext i32 %364 to i64, !dbg !757
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !761
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !763
  br label %367, !dbg !763

367:                                              ; preds = %344, %353
    #dbg_value(i64 5, !305, !DIExpression(), !486)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef %21), !dbg !765
  %368 = load i32, ptr @crc32_context, align 4, !dbg !766, !tbaa !521
  %369 = xor i32 %368, -1, !dbg !767
    #dbg_value(i32 %369, !768, !DIExpression(), !774)
    #dbg_value(i32 %21, !773, !DIExpression(), !774)
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %369), !dbg !776
  ret i32 0, !dbg !777
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !778 {
    #dbg_value(i64 %0, !782, !DIExpression(), !785)
    #dbg_value(ptr %1, !783, !DIExpression(), !785)
    #dbg_value(i32 %2, !784, !DIExpression(), !785)
    #dbg_value(i64 %0, !786, !DIExpression(), !791)
    #dbg_value(i64 %0, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !798)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !800, !tbaa !521
  %5 = lshr i32 %4, 8, !dbg !801
  %6 = zext i32 %4 to i64, !dbg !802
  %7 = xor i64 %6, %0, !dbg !802
  %8 = and i64 %7, 255, !dbg !803
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !803
  %10 = load i32, ptr %9, align 4, !dbg !803, !tbaa !521
  %11 = xor i32 %5, %10, !dbg !804
  %12 = lshr i64 %0, 8, !dbg !805
    #dbg_value(i64 %12, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !806)
  %13 = lshr i32 %11, 8, !dbg !808
  %14 = zext i32 %11 to i64, !dbg !809
  %15 = xor i64 %12, %14, !dbg !809
  %16 = and i64 %15, 255, !dbg !810
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !810
  %18 = load i32, ptr %17, align 4, !dbg !810, !tbaa !521
  %19 = xor i32 %13, %18, !dbg !811
  %20 = lshr i64 %0, 16, !dbg !812
    #dbg_value(i64 %20, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !813)
  %21 = lshr i32 %19, 8, !dbg !815
  %22 = zext i32 %19 to i64, !dbg !816
  %23 = xor i64 %20, %22, !dbg !816
  %24 = and i64 %23, 255, !dbg !817
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !817
  %26 = load i32, ptr %25, align 4, !dbg !817, !tbaa !521
  %27 = xor i32 %21, %26, !dbg !818
  %28 = lshr i64 %0, 24, !dbg !819
    #dbg_value(i64 %28, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !820)
  %29 = lshr i32 %27, 8, !dbg !822
  %30 = zext i32 %27 to i64, !dbg !823
  %31 = xor i64 %28, %30, !dbg !823
  %32 = and i64 %31, 255, !dbg !824
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !824
  %34 = load i32, ptr %33, align 4, !dbg !824, !tbaa !521
  %35 = xor i32 %29, %34, !dbg !825
  %36 = lshr i64 %0, 32, !dbg !826
    #dbg_value(i64 %36, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !827)
  %37 = lshr i32 %35, 8, !dbg !829
  %38 = zext i32 %35 to i64, !dbg !830
  %39 = xor i64 %36, %38, !dbg !830
  %40 = and i64 %39, 255, !dbg !831
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !831
  %42 = load i32, ptr %41, align 4, !dbg !831, !tbaa !521
  %43 = xor i32 %37, %42, !dbg !832
  %44 = lshr i64 %0, 40, !dbg !833
    #dbg_value(i64 %44, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !834)
  %45 = lshr i32 %43, 8, !dbg !836
  %46 = zext i32 %43 to i64, !dbg !837
  %47 = xor i64 %44, %46, !dbg !837
  %48 = and i64 %47, 255, !dbg !838
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !838
  %50 = load i32, ptr %49, align 4, !dbg !838, !tbaa !521
  %51 = xor i32 %45, %50, !dbg !839
  %52 = lshr i64 %0, 48, !dbg !840
    #dbg_value(i64 %52, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !841)
  %53 = lshr i32 %51, 8, !dbg !843
  %54 = zext i32 %51 to i64, !dbg !844
  %55 = xor i64 %52, %54, !dbg !844
  %56 = and i64 %55, 255, !dbg !845
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !845
  %58 = load i32, ptr %57, align 4, !dbg !845, !tbaa !521
  %59 = xor i32 %53, %58, !dbg !846
  %60 = lshr i64 %0, 56, !dbg !847
    #dbg_value(i64 %60, !793, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !848)
  %61 = lshr i32 %59, 8, !dbg !850
  %62 = and i32 %59, 255, !dbg !851
  %63 = zext nneg i32 %62 to i64, !dbg !851
  %64 = xor i64 %60, %63, !dbg !851
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !851
  %66 = load i32, ptr %65, align 4, !dbg !851, !tbaa !521
  %67 = xor i32 %61, %66, !dbg !852
  store i32 %67, ptr @crc32_context, align 4, !dbg !853, !tbaa !521
  %68 = icmp eq i32 %2, 0, !dbg !854
  br i1 %68, label %73, label %69, !dbg !856

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !857
  %71 = zext i32 %70 to i64, !dbg !857
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %1, i64 noundef %71), !dbg !859
  br label %73, !dbg !860

73:                                               ; preds = %69, %3
  ret void, !dbg !861
}

; Function Attrs: nofree nounwind
declare !dbg !862 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!288, !289, !290, !291, !292, !293, !294, !295}
!llvm.ident = !{!296}

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
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!116 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !118, line: 42, baseType: !7)
!118 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !{!120}
!120 = !DISubrange(count: 256)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_77", scope: !2, file: !3, line: 29, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !125, line: 26, baseType: !126)
!125 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!294 = !{i32 7, !"frame-pointer", i32 1}
!295 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!296 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!297 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 336, type: !298, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!298 = !DISubroutineType(types: !299)
!299 = !{!6, !6, !300}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!302 = !{!303, !304, !305, !306, !307, !308}
!303 = !DILocalVariable(name: "argc", arg: 1, scope: !297, file: !3, line: 336, type: !6)
!304 = !DILocalVariable(name: "argv", arg: 2, scope: !297, file: !3, line: 336, type: !300)
!305 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 338, type: !6)
!306 = !DILocalVariable(name: "j", scope: !297, file: !3, line: 338, type: !6)
!307 = !DILocalVariable(name: "k", scope: !297, file: !3, line: 338, type: !6)
!308 = !DILocalVariable(name: "print_hash_value", scope: !297, file: !3, line: 339, type: !6)
!309 = distinct !DIAssignID()
!310 = !DILocalVariable(name: "l_107", scope: !311, file: !3, line: 161, type: !413)
!311 = distinct !DISubprogram(name: "func_5", scope: !3, file: !3, line: 158, type: !312, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!312 = !DISubroutineType(types: !313)
!313 = !{!115, !115, !115, !277}
!314 = !{!315, !316, !317, !318, !310, !319, !321, !323, !325, !328, !329, !330, !332, !333, !334, !337, !340, !341, !343, !344, !345, !346, !350, !351, !355, !356, !359, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371, !374, !375, !376, !377, !378, !382, !385, !387, !388, !389, !390, !394, !395, !396, !399, !400, !401, !404, !405, !406, !408, !411, !412}
!315 = !DILocalVariable(name: "p_6", arg: 1, scope: !311, file: !3, line: 158, type: !115)
!316 = !DILocalVariable(name: "p_7", arg: 2, scope: !311, file: !3, line: 158, type: !115)
!317 = !DILocalVariable(name: "p_8", arg: 3, scope: !311, file: !3, line: 158, type: !277)
!318 = !DILocalVariable(name: "l_66", scope: !311, file: !3, line: 160, type: !180)
!319 = !DILocalVariable(name: "l_133", scope: !311, file: !3, line: 162, type: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!321 = !DILocalVariable(name: "l_135", scope: !311, file: !3, line: 163, type: !322)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 192, elements: !51)
!323 = !DILocalVariable(name: "l_186", scope: !311, file: !3, line: 164, type: !324)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!325 = !DILocalVariable(name: "l_193", scope: !311, file: !3, line: 165, type: !326)
!326 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 288, elements: !327)
!327 = !{!175, !153, !175}
!328 = !DILocalVariable(name: "l_200", scope: !311, file: !3, line: 166, type: !160)
!329 = !DILocalVariable(name: "l_199", scope: !311, file: !3, line: 167, type: !159)
!330 = !DILocalVariable(name: "l_207", scope: !311, file: !3, line: 168, type: !331)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!332 = !DILocalVariable(name: "l_213", scope: !311, file: !3, line: 169, type: !133)
!333 = !DILocalVariable(name: "l_214", scope: !311, file: !3, line: 170, type: !133)
!334 = !DILocalVariable(name: "l_234", scope: !311, file: !3, line: 171, type: !335)
!335 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 512, elements: !336)
!336 = !{!35, !14}
!337 = !DILocalVariable(name: "l_294", scope: !311, file: !3, line: 172, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !199, size: 192, elements: !339)
!339 = !{!175}
!340 = !DILocalVariable(name: "l_299", scope: !311, file: !3, line: 173, type: !324)
!341 = !DILocalVariable(name: "l_300", scope: !311, file: !3, line: 174, type: !342)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !339)
!343 = !DILocalVariable(name: "i", scope: !311, file: !3, line: 175, type: !6)
!344 = !DILocalVariable(name: "j", scope: !311, file: !3, line: 175, type: !6)
!345 = !DILocalVariable(name: "k", scope: !311, file: !3, line: 175, type: !6)
!346 = !DILocalVariable(name: "l_39", scope: !347, file: !3, line: 190, type: !180)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 189, column: 5)
!348 = distinct !DILexicalBlock(scope: !349, file: !3, line: 188, column: 5)
!349 = distinct !DILexicalBlock(scope: !311, file: !3, line: 188, column: 5)
!350 = !DILocalVariable(name: "l_103", scope: !347, file: !3, line: 191, type: !124)
!351 = !DILocalVariable(name: "l_132", scope: !347, file: !3, line: 192, type: !352)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 224, elements: !353)
!353 = !{!354}
!354 = !DISubrange(count: 7)
!355 = !DILocalVariable(name: "i", scope: !347, file: !3, line: 193, type: !6)
!356 = !DILocalVariable(name: "l_187", scope: !357, file: !3, line: 197, type: !123)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 196, column: 5)
!358 = distinct !DILexicalBlock(scope: !311, file: !3, line: 195, column: 9)
!359 = !DILocalVariable(name: "l_235", scope: !360, file: !3, line: 216, type: !171)
!360 = distinct !DILexicalBlock(scope: !361, file: !3, line: 215, column: 5)
!361 = distinct !DILexicalBlock(scope: !311, file: !3, line: 214, column: 9)
!362 = !DILocalVariable(name: "l_266", scope: !360, file: !3, line: 217, type: !124)
!363 = !DILocalVariable(name: "l_267", scope: !360, file: !3, line: 218, type: !123)
!364 = !DILocalVariable(name: "l_268", scope: !360, file: !3, line: 219, type: !123)
!365 = !DILocalVariable(name: "l_269", scope: !360, file: !3, line: 220, type: !123)
!366 = !DILocalVariable(name: "l_270", scope: !360, file: !3, line: 221, type: !123)
!367 = !DILocalVariable(name: "l_271", scope: !360, file: !3, line: 222, type: !123)
!368 = !DILocalVariable(name: "l_272", scope: !360, file: !3, line: 223, type: !123)
!369 = !DILocalVariable(name: "l_273", scope: !360, file: !3, line: 224, type: !123)
!370 = !DILocalVariable(name: "l_274", scope: !360, file: !3, line: 225, type: !123)
!371 = !DILocalVariable(name: "l_279", scope: !360, file: !3, line: 226, type: !372)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 5120, elements: !373)
!373 = !{!153, !152, !35}
!374 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 227, type: !6)
!375 = !DILocalVariable(name: "j", scope: !360, file: !3, line: 227, type: !6)
!376 = !DILocalVariable(name: "k", scope: !360, file: !3, line: 227, type: !6)
!377 = !DILabel(scope: !360, name: "lbl_278", file: !3, line: 228)
!378 = !DILocalVariable(name: "l_222", scope: !379, file: !3, line: 231, type: !272)
!379 = distinct !DILexicalBlock(scope: !380, file: !3, line: 230, column: 9)
!380 = distinct !DILexicalBlock(scope: !381, file: !3, line: 229, column: 9)
!381 = distinct !DILexicalBlock(scope: !360, file: !3, line: 229, column: 9)
!382 = !DILocalVariable(name: "l_231", scope: !379, file: !3, line: 232, type: !383)
!383 = !DICompositeType(tag: DW_TAG_array_type, baseType: !384, size: 64, elements: !212)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!385 = !DILocalVariable(name: "l_236", scope: !379, file: !3, line: 233, type: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!387 = !DILocalVariable(name: "l_237", scope: !379, file: !3, line: 234, type: !123)
!388 = !DILocalVariable(name: "l_258", scope: !379, file: !3, line: 235, type: !134)
!389 = !DILocalVariable(name: "i", scope: !379, file: !3, line: 236, type: !6)
!390 = !DILocalVariable(name: "l_257", scope: !391, file: !3, line: 242, type: !115)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 241, column: 13)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 240, column: 13)
!393 = distinct !DILexicalBlock(scope: !379, file: !3, line: 240, column: 13)
!394 = !DILocalVariable(name: "l_259", scope: !391, file: !3, line: 243, type: !180)
!395 = !DILocalVariable(name: "l_260", scope: !391, file: !3, line: 244, type: !324)
!396 = !DILocalVariable(name: "l_261", scope: !391, file: !3, line: 245, type: !397)
!397 = !DICompositeType(tag: DW_TAG_array_type, baseType: !324, size: 5120, elements: !398)
!398 = !{!152, !35}
!399 = !DILocalVariable(name: "l_263", scope: !391, file: !3, line: 246, type: !124)
!400 = !DILocalVariable(name: "l_264", scope: !391, file: !3, line: 247, type: !320)
!401 = !DILocalVariable(name: "l_265", scope: !391, file: !3, line: 248, type: !402)
!402 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 576, elements: !403)
!403 = !{!153, !47}
!404 = !DILocalVariable(name: "i", scope: !391, file: !3, line: 249, type: !6)
!405 = !DILocalVariable(name: "j", scope: !391, file: !3, line: 249, type: !6)
!406 = !DILocalVariable(name: "l_283", scope: !407, file: !3, line: 259, type: !134)
!407 = distinct !DILexicalBlock(scope: !361, file: !3, line: 258, column: 5)
!408 = !DILocalVariable(name: "l_284", scope: !407, file: !3, line: 260, type: !409)
!409 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 2240, elements: !410)
!410 = !{!354, !24}
!411 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 261, type: !6)
!412 = !DILocalVariable(name: "j", scope: !407, file: !3, line: 261, type: !6)
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 224, elements: !353)
!414 = !DILocation(line: 0, scope: !311, inlinedAt: !415)
!415 = distinct !DILocation(line: 100, column: 44, scope: !416, inlinedAt: !484)
!416 = distinct !DILexicalBlock(scope: !417, file: !3, line: 100, column: 9)
!417 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 84, type: !418, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!180}
!420 = !{!421, !422, !425, !426, !427, !430, !432, !433, !434, !435, !437, !438, !439, !440, !441, !442, !446, !447, !449, !450, !453, !456, !457, !460, !461, !462, !463, !464, !466, !471, !472, !473, !474, !475, !476, !477, !478, !481, !483}
!421 = !DILocalVariable(name: "l_4", scope: !417, file: !3, line: 86, type: !199)
!422 = !DILocalVariable(name: "l_13", scope: !417, file: !3, line: 87, type: !423)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !424)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!425 = !DILocalVariable(name: "l_14", scope: !417, file: !3, line: 88, type: !277)
!426 = !DILocalVariable(name: "l_309", scope: !417, file: !3, line: 89, type: !124)
!427 = !DILocalVariable(name: "l_313", scope: !417, file: !3, line: 90, type: !428)
!428 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1536, elements: !429)
!429 = !{!19, !52}
!430 = !DILocalVariable(name: "l_312", scope: !417, file: !3, line: 91, type: !431)
!431 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 576, elements: !46)
!432 = !DILocalVariable(name: "l_329", scope: !417, file: !3, line: 92, type: !124)
!433 = !DILocalVariable(name: "l_330", scope: !417, file: !3, line: 93, type: !124)
!434 = !DILocalVariable(name: "l_335", scope: !417, file: !3, line: 94, type: !124)
!435 = !DILocalVariable(name: "l_336", scope: !417, file: !3, line: 95, type: !436)
!436 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 128, elements: !18)
!437 = !DILocalVariable(name: "l_340", scope: !417, file: !3, line: 96, type: !124)
!438 = !DILocalVariable(name: "l_364", scope: !417, file: !3, line: 97, type: !115)
!439 = !DILocalVariable(name: "l_375", scope: !417, file: !3, line: 98, type: !199)
!440 = !DILocalVariable(name: "i", scope: !417, file: !3, line: 99, type: !6)
!441 = !DILocalVariable(name: "j", scope: !417, file: !3, line: 99, type: !6)
!442 = !DILocalVariable(name: "l_308", scope: !443, file: !3, line: 102, type: !444)
!443 = distinct !DILexicalBlock(scope: !416, file: !3, line: 101, column: 5)
!444 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 15680, elements: !445)
!445 = !{!24, !354, !354}
!446 = !DILocalVariable(name: "l_319", scope: !443, file: !3, line: 103, type: !145)
!447 = !DILocalVariable(name: "l_318", scope: !443, file: !3, line: 104, type: !448)
!448 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 448, elements: !353)
!449 = !DILocalVariable(name: "l_317", scope: !443, file: !3, line: 105, type: !143)
!450 = !DILocalVariable(name: "l_316", scope: !443, file: !3, line: 106, type: !451)
!451 = !DICompositeType(tag: DW_TAG_array_type, baseType: !452, size: 64, elements: !212)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!453 = !DILocalVariable(name: "l_328", scope: !443, file: !3, line: 107, type: !454)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 256, elements: !455)
!455 = !{!14, !14}
!456 = !DILocalVariable(name: "l_331", scope: !443, file: !3, line: 108, type: !331)
!457 = !DILocalVariable(name: "l_332", scope: !443, file: !3, line: 109, type: !458)
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !331, size: 320, elements: !459)
!459 = !{!24, !153}
!460 = !DILocalVariable(name: "l_333", scope: !443, file: !3, line: 110, type: !192)
!461 = !DILocalVariable(name: "i", scope: !443, file: !3, line: 111, type: !6)
!462 = !DILocalVariable(name: "j", scope: !443, file: !3, line: 111, type: !6)
!463 = !DILocalVariable(name: "k", scope: !443, file: !3, line: 111, type: !6)
!464 = !DILocalVariable(name: "l_345", scope: !465, file: !3, line: 121, type: !124)
!465 = distinct !DILexicalBlock(scope: !416, file: !3, line: 120, column: 5)
!466 = !DILocalVariable(name: "l_356", scope: !465, file: !3, line: 122, type: !467)
!467 = !DICompositeType(tag: DW_TAG_array_type, baseType: !468, size: 2304, elements: !470)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!470 = !{!52, !52}
!471 = !DILocalVariable(name: "l_361", scope: !465, file: !3, line: 123, type: !124)
!472 = !DILocalVariable(name: "l_362", scope: !465, file: !3, line: 124, type: !132)
!473 = !DILocalVariable(name: "l_369", scope: !465, file: !3, line: 125, type: !123)
!474 = !DILocalVariable(name: "l_370", scope: !465, file: !3, line: 126, type: !123)
!475 = !DILocalVariable(name: "l_372", scope: !465, file: !3, line: 127, type: !123)
!476 = !DILocalVariable(name: "i", scope: !465, file: !3, line: 128, type: !6)
!477 = !DILocalVariable(name: "j", scope: !465, file: !3, line: 128, type: !6)
!478 = !DILabel(scope: !479, name: "lbl_346", file: !3, line: 131)
!479 = distinct !DILexicalBlock(scope: !480, file: !3, line: 130, column: 9)
!480 = distinct !DILexicalBlock(scope: !465, file: !3, line: 129, column: 13)
!481 = !DILocalVariable(name: "l_355", scope: !482, file: !3, line: 136, type: !123)
!482 = distinct !DILexicalBlock(scope: !480, file: !3, line: 135, column: 9)
!483 = !DILocalVariable(name: "l_363", scope: !482, file: !3, line: 137, type: !124)
!484 = distinct !DILocation(line: 343, column: 5, scope: !297)
!485 = distinct !DIAssignID()
!486 = !DILocation(line: 0, scope: !297)
!487 = !DILocation(line: 340, column: 14, scope: !488)
!488 = distinct !DILexicalBlock(scope: !297, file: !3, line: 340, column: 9)
!489 = !DILocation(line: 340, column: 19, scope: !488)
!490 = !DILocation(line: 340, column: 29, scope: !488)
!491 = !{!492, !492, i64 0}
!492 = !{!"any pointer", !493, i64 0}
!493 = !{!"omnipotent char", !494, i64 0}
!494 = !{!"Simple C/C++ TBAA"}
!495 = !DILocation(line: 340, column: 43, scope: !488)
!496 = !DILocation(line: 340, column: 9, scope: !297)
!497 = !DILocalVariable(name: "poly", scope: !498, file: !113, line: 54, type: !505)
!498 = distinct !DISubprogram(name: "crc32_gentab", scope: !113, file: !113, line: 51, type: !499, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !501)
!499 = !DISubroutineType(types: !500)
!500 = !{null}
!501 = !{!502, !497, !503, !504}
!502 = !DILocalVariable(name: "crc", scope: !498, file: !113, line: 53, type: !115)
!503 = !DILocalVariable(name: "i", scope: !498, file: !113, line: 55, type: !6)
!504 = !DILocalVariable(name: "j", scope: !498, file: !113, line: 55, type: !6)
!505 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!506 = !DILocation(line: 0, scope: !498, inlinedAt: !507)
!507 = distinct !DILocation(line: 342, column: 5, scope: !297)
!508 = !DILocation(line: 57, column: 2, scope: !509, inlinedAt: !507)
!509 = distinct !DILexicalBlock(scope: !498, file: !113, line: 57, column: 2)
!510 = !DILocation(line: 57, column: 24, scope: !511, inlinedAt: !507)
!511 = distinct !DILexicalBlock(scope: !509, file: !113, line: 57, column: 2)
!512 = !DILocation(line: 60, column: 12, scope: !513, inlinedAt: !507)
!513 = distinct !DILexicalBlock(scope: !514, file: !113, line: 60, column: 8)
!514 = distinct !DILexicalBlock(scope: !515, file: !113, line: 59, column: 27)
!515 = distinct !DILexicalBlock(scope: !516, file: !113, line: 59, column: 3)
!516 = distinct !DILexicalBlock(scope: !517, file: !113, line: 59, column: 3)
!517 = distinct !DILexicalBlock(scope: !511, file: !113, line: 57, column: 28)
!518 = !DILocation(line: 60, column: 8, scope: !514, inlinedAt: !507)
!519 = !DILocation(line: 66, column: 3, scope: !517, inlinedAt: !507)
!520 = !DILocation(line: 66, column: 16, scope: !517, inlinedAt: !507)
!521 = !{!522, !522, i64 0}
!522 = !{!"int", !493, i64 0}
!523 = distinct !{!523, !508, !524, !525, !526, !527}
!524 = !DILocation(line: 67, column: 2, scope: !509, inlinedAt: !507)
!525 = !{!"llvm.loop.mustprogress"}
!526 = !{!"llvm.loop.isvectorized", i32 1}
!527 = !{!"llvm.loop.unroll.runtime.disable"}
!528 = distinct !DIAssignID()
!529 = !DILocation(line: 0, scope: !443, inlinedAt: !484)
!530 = distinct !DIAssignID()
!531 = distinct !DIAssignID()
!532 = distinct !DIAssignID()
!533 = distinct !DIAssignID()
!534 = distinct !DIAssignID()
!535 = distinct !DIAssignID()
!536 = !DILocation(line: 0, scope: !417, inlinedAt: !484)
!537 = distinct !DIAssignID()
!538 = distinct !DIAssignID()
!539 = !DILocation(line: 100, column: 52, scope: !416, inlinedAt: !484)
!540 = !{!541, !541, i64 0}
!541 = !{!"short", !493, i64 0}
!542 = !DILocation(line: 100, column: 85, scope: !416, inlinedAt: !484)
!543 = !DILocation(line: 100, column: 56, scope: !416, inlinedAt: !484)
!544 = distinct !DIAssignID()
!545 = distinct !DIAssignID()
!546 = distinct !DIAssignID()
!547 = distinct !DIAssignID()
!548 = distinct !DIAssignID()
!549 = !DILocation(line: 0, scope: !379, inlinedAt: !415)
!550 = distinct !DIAssignID()
!551 = !DILocation(line: 0, scope: !407, inlinedAt: !415)
!552 = distinct !DIAssignID()
!553 = distinct !DIAssignID()
!554 = distinct !DIAssignID()
!555 = !DILocation(line: 161, column: 5, scope: !311, inlinedAt: !415)
!556 = !DILocation(line: 161, column: 13, scope: !311, inlinedAt: !415)
!557 = distinct !DIAssignID()
!558 = distinct !DIAssignID()
!559 = !DILocation(line: 169, column: 5, scope: !311, inlinedAt: !415)
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = distinct !DIAssignID()
!563 = !DILocalVariable(name: "ui1", arg: 1, scope: !564, file: !565, line: 546, type: !161)
!564 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !565, file: !565, line: 546, type: !566, scopeLine: 547, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !568)
!565 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!566 = !DISubroutineType(types: !567)
!567 = !{!161, !161, !161}
!568 = !{!563, !569}
!569 = !DILocalVariable(name: "ui2", arg: 2, scope: !564, file: !565, line: 546, type: !161)
!570 = !DILocation(line: 0, scope: !564, inlinedAt: !571)
!571 = distinct !DILocation(line: 188, column: 39, scope: !348, inlinedAt: !415)
!572 = !DILocation(line: 188, scope: !349, inlinedAt: !415)
!573 = !DILocation(line: 195, column: 212, scope: !358, inlinedAt: !415)
!574 = !DILocation(line: 195, column: 204, scope: !358, inlinedAt: !415)
!575 = !DILocation(line: 0, scope: !564, inlinedAt: !576)
!576 = distinct !DILocation(line: 195, column: 172, scope: !358, inlinedAt: !415)
!577 = !DILocation(line: 195, column: 325, scope: !358, inlinedAt: !415)
!578 = !DILocation(line: 195, column: 143, scope: !358, inlinedAt: !415)
!579 = !DILocation(line: 195, column: 129, scope: !358, inlinedAt: !415)
!580 = !DILocation(line: 197, column: 27, scope: !357, inlinedAt: !415)
!581 = !DILocation(line: 0, scope: !357, inlinedAt: !415)
!582 = !DILocation(line: 199, column: 18, scope: !357, inlinedAt: !415)
!583 = !DILocation(line: 200, column: 11, scope: !357, inlinedAt: !415)
!584 = !DILocation(line: 200, column: 18, scope: !357, inlinedAt: !415)
!585 = !DILocation(line: 214, column: 251, scope: !361, inlinedAt: !415)
!586 = !DILocation(line: 214, column: 250, scope: !361, inlinedAt: !415)
!587 = !DILocation(line: 214, column: 402, scope: !361, inlinedAt: !415)
!588 = !DILocation(line: 214, column: 302, scope: !361, inlinedAt: !415)
!589 = !{!590, !590, i64 0}
!590 = !{!"long", !493, i64 0}
!591 = !DILocation(line: 214, column: 53, scope: !361, inlinedAt: !415)
!592 = !DILocalVariable(name: "si1", arg: 1, scope: !593, file: !565, line: 473, type: !134)
!593 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !565, file: !565, line: 473, type: !594, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !596)
!594 = !DISubroutineType(types: !595)
!595 = !{!134, !134, !134}
!596 = !{!592, !597}
!597 = !DILocalVariable(name: "si2", arg: 2, scope: !593, file: !565, line: 473, type: !134)
!598 = !DILocation(line: 0, scope: !593, inlinedAt: !599)
!599 = distinct !DILocation(line: 214, column: 12, scope: !361, inlinedAt: !415)
!600 = !DILocation(line: 478, column: 11, scope: !593, inlinedAt: !599)
!601 = !DILocation(line: 478, column: 17, scope: !593, inlinedAt: !599)
!602 = !DILocation(line: 214, column: 523, scope: !361, inlinedAt: !415)
!603 = !DILocation(line: 481, column: 10, scope: !593, inlinedAt: !599)
!604 = !DILocation(line: 214, column: 10, scope: !361, inlinedAt: !415)
!605 = !DILocation(line: 214, column: 9, scope: !311, inlinedAt: !415)
!606 = !DILocation(line: 229, column: 14, scope: !381, inlinedAt: !415)
!607 = !DILocation(line: 228, column: 1, scope: !360, inlinedAt: !415)
!608 = !DILocation(line: 239, column: 84, scope: !379, inlinedAt: !415)
!609 = !DILocation(line: 252, column: 9, scope: !360, inlinedAt: !415)
!610 = !DILocation(line: 253, column: 13, scope: !360, inlinedAt: !415)
!611 = !DILocation(line: 239, column: 151, scope: !379, inlinedAt: !415)
!612 = !DILocation(line: 240, scope: !393, inlinedAt: !415)
!613 = !DILocation(line: 255, column: 11, scope: !360, inlinedAt: !415)
!614 = !DILocation(line: 255, column: 18, scope: !360, inlinedAt: !415)
!615 = !DILocation(line: 256, column: 5, scope: !360, inlinedAt: !415)
!616 = distinct !DIAssignID()
!617 = distinct !DIAssignID()
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = !DILocation(line: 262, column: 9, scope: !407, inlinedAt: !415)
!621 = !DILocation(line: 263, scope: !622, inlinedAt: !415)
!622 = distinct !DILexicalBlock(scope: !407, file: !3, line: 263, column: 9)
!623 = !DILocation(line: 268, column: 11, scope: !311, inlinedAt: !415)
!624 = !DILocation(line: 263, column: 9, scope: !622, inlinedAt: !415)
!625 = !DILocation(line: 268, column: 16, scope: !311, inlinedAt: !415)
!626 = !DILocation(line: 268, column: 102, scope: !311, inlinedAt: !415)
!627 = !DILocation(line: 268, column: 322, scope: !311, inlinedAt: !415)
!628 = !DILocation(line: 268, column: 25, scope: !311, inlinedAt: !415)
!629 = !DILocation(line: 270, column: 1, scope: !311, inlinedAt: !415)
!630 = !DILocation(line: 116, column: 11, scope: !443, inlinedAt: !484)
!631 = !DILocation(line: 117, column: 9, scope: !443, inlinedAt: !484)
!632 = !DILocation(line: 344, column: 21, scope: !297)
!633 = !DILocation(line: 344, column: 5, scope: !297)
!634 = !DILocation(line: 345, column: 5, scope: !297)
!635 = !DILocation(line: 346, column: 21, scope: !297)
!636 = !DILocation(line: 346, column: 5, scope: !297)
!637 = !DILocation(line: 347, column: 5, scope: !297)
!638 = !DILocation(line: 348, column: 5, scope: !297)
!639 = !DILocation(line: 351, column: 9, scope: !640)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 350, column: 5)
!641 = distinct !DILexicalBlock(scope: !642, file: !3, line: 349, column: 5)
!642 = distinct !DILexicalBlock(scope: !297, file: !3, line: 349, column: 5)
!643 = !DILocation(line: 352, column: 13, scope: !640)
!644 = !DILocation(line: 351, column: 25, scope: !640)
!645 = !DILocation(line: 352, column: 31, scope: !646)
!646 = distinct !DILexicalBlock(scope: !640, file: !3, line: 352, column: 13)
!647 = !DILocation(line: 355, column: 21, scope: !297)
!648 = !DILocation(line: 355, column: 5, scope: !297)
!649 = !DILocation(line: 358, column: 9, scope: !650)
!650 = distinct !DILexicalBlock(scope: !651, file: !3, line: 357, column: 5)
!651 = distinct !DILexicalBlock(scope: !652, file: !3, line: 356, column: 5)
!652 = distinct !DILexicalBlock(scope: !297, file: !3, line: 356, column: 5)
!653 = !DILocation(line: 359, column: 13, scope: !650)
!654 = !DILocation(line: 359, column: 31, scope: !655)
!655 = distinct !DILexicalBlock(scope: !650, file: !3, line: 359, column: 13)
!656 = !DILocation(line: 362, column: 21, scope: !297)
!657 = !DILocation(line: 362, column: 5, scope: !297)
!658 = !DILocation(line: 365, column: 9, scope: !659)
!659 = distinct !DILexicalBlock(scope: !660, file: !3, line: 364, column: 5)
!660 = distinct !DILexicalBlock(scope: !661, file: !3, line: 363, column: 5)
!661 = distinct !DILexicalBlock(scope: !297, file: !3, line: 363, column: 5)
!662 = !DILocation(line: 366, column: 31, scope: !663)
!663 = distinct !DILexicalBlock(scope: !659, file: !3, line: 366, column: 13)
!664 = !DILocation(line: 365, column: 25, scope: !659)
!665 = !DILocation(line: 366, column: 13, scope: !659)
!666 = !DILocation(line: 369, column: 5, scope: !667)
!667 = distinct !DILexicalBlock(scope: !297, file: !3, line: 369, column: 5)
!668 = !DILocation(line: 371, column: 9, scope: !669)
!669 = distinct !DILexicalBlock(scope: !670, file: !3, line: 371, column: 9)
!670 = distinct !DILexicalBlock(scope: !671, file: !3, line: 370, column: 5)
!671 = distinct !DILexicalBlock(scope: !667, file: !3, line: 369, column: 5)
!672 = !DILocation(line: 375, column: 33, scope: !673)
!673 = distinct !DILexicalBlock(scope: !674, file: !3, line: 374, column: 13)
!674 = distinct !DILexicalBlock(scope: !675, file: !3, line: 373, column: 13)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 373, column: 13)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 372, column: 9)
!677 = distinct !DILexicalBlock(scope: !669, file: !3, line: 371, column: 9)
!678 = !{!493, !493, i64 0}
!679 = !DILocation(line: 375, column: 17, scope: !673)
!680 = !DILocation(line: 376, column: 21, scope: !673)
!681 = !DILocation(line: 376, column: 39, scope: !682)
!682 = distinct !DILexicalBlock(scope: !673, file: !3, line: 376, column: 21)
!683 = !DILocation(line: 371, column: 29, scope: !677)
!684 = !DILocation(line: 371, column: 23, scope: !677)
!685 = distinct !{!685, !668, !686, !525}
!686 = !DILocation(line: 379, column: 9, scope: !669)
!687 = !DILocation(line: 369, column: 25, scope: !671)
!688 = !DILocation(line: 369, column: 19, scope: !671)
!689 = distinct !{!689, !666, !690, !525}
!690 = !DILocation(line: 380, column: 5, scope: !667)
!691 = !DILocation(line: 381, column: 21, scope: !297)
!692 = !DILocation(line: 381, column: 5, scope: !297)
!693 = !DILocation(line: 382, column: 5, scope: !694)
!694 = distinct !DILexicalBlock(scope: !297, file: !3, line: 382, column: 5)
!695 = !DILocation(line: 388, column: 33, scope: !696)
!696 = distinct !DILexicalBlock(scope: !697, file: !3, line: 387, column: 13)
!697 = distinct !DILexicalBlock(scope: !698, file: !3, line: 386, column: 13)
!698 = distinct !DILexicalBlock(scope: !699, file: !3, line: 386, column: 13)
!699 = distinct !DILexicalBlock(scope: !700, file: !3, line: 385, column: 9)
!700 = distinct !DILexicalBlock(scope: !701, file: !3, line: 384, column: 9)
!701 = distinct !DILexicalBlock(scope: !702, file: !3, line: 384, column: 9)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 383, column: 5)
!703 = distinct !DILexicalBlock(scope: !694, file: !3, line: 382, column: 5)
!704 = !DILocation(line: 388, column: 17, scope: !696)
!705 = !DILocation(line: 389, column: 21, scope: !696)
!706 = !DILocation(line: 389, column: 39, scope: !707)
!707 = distinct !DILexicalBlock(scope: !696, file: !3, line: 389, column: 21)
!708 = !DILocation(line: 382, column: 26, scope: !703)
!709 = !DILocation(line: 382, column: 19, scope: !703)
!710 = distinct !{!710, !693, !711, !525}
!711 = !DILocation(line: 393, column: 5, scope: !694)
!712 = !DILocation(line: 394, column: 21, scope: !297)
!713 = !DILocation(line: 394, column: 5, scope: !297)
!714 = !DILocation(line: 395, column: 5, scope: !297)
!715 = !DILocation(line: 396, column: 5, scope: !297)
!716 = !DILocation(line: 397, column: 5, scope: !297)
!717 = !DILocation(line: 402, column: 13, scope: !718)
!718 = distinct !DILexicalBlock(scope: !719, file: !3, line: 401, column: 9)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 400, column: 9)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 400, column: 9)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 399, column: 5)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 398, column: 5)
!723 = distinct !DILexicalBlock(scope: !297, file: !3, line: 398, column: 5)
!724 = !DILocation(line: 403, column: 17, scope: !718)
!725 = !DILocation(line: 403, column: 35, scope: !726)
!726 = distinct !DILexicalBlock(scope: !718, file: !3, line: 403, column: 17)
!727 = !DILocation(line: 407, column: 5, scope: !297)
!728 = !DILocation(line: 410, column: 9, scope: !729)
!729 = distinct !DILexicalBlock(scope: !730, file: !3, line: 409, column: 5)
!730 = distinct !DILexicalBlock(scope: !731, file: !3, line: 408, column: 5)
!731 = distinct !DILexicalBlock(scope: !297, file: !3, line: 408, column: 5)
!732 = !DILocation(line: 411, column: 31, scope: !733)
!733 = distinct !DILexicalBlock(scope: !729, file: !3, line: 411, column: 13)
!734 = !DILocation(line: 410, column: 25, scope: !729)
!735 = !DILocation(line: 416, column: 25, scope: !736)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 415, column: 5)
!737 = distinct !DILexicalBlock(scope: !738, file: !3, line: 414, column: 5)
!738 = distinct !DILexicalBlock(scope: !297, file: !3, line: 414, column: 5)
!739 = !DILocation(line: 416, column: 9, scope: !736)
!740 = !DILocation(line: 417, column: 31, scope: !741)
!741 = distinct !DILexicalBlock(scope: !736, file: !3, line: 417, column: 13)
!742 = !DILocation(line: 417, column: 13, scope: !736)
!743 = !DILocation(line: 420, column: 5, scope: !297)
!744 = !DILocation(line: 421, column: 5, scope: !297)
!745 = !DILocation(line: 424, column: 9, scope: !746)
!746 = distinct !DILexicalBlock(scope: !747, file: !3, line: 423, column: 5)
!747 = distinct !DILexicalBlock(scope: !748, file: !3, line: 422, column: 5)
!748 = distinct !DILexicalBlock(scope: !297, file: !3, line: 422, column: 5)
!749 = !DILocation(line: 425, column: 13, scope: !746)
!750 = !DILocation(line: 425, column: 31, scope: !751)
!751 = distinct !DILexicalBlock(scope: !746, file: !3, line: 425, column: 13)
!752 = !DILocation(line: 428, column: 5, scope: !297)
!753 = !DILocation(line: 429, column: 5, scope: !297)
!754 = !DILocation(line: 430, column: 5, scope: !297)
!755 = !DILocation(line: 431, column: 21, scope: !297)
!756 = !DILocation(line: 431, column: 5, scope: !297)
!757 = !DILocation(line: 434, column: 25, scope: !758)
!758 = distinct !DILexicalBlock(scope: !759, file: !3, line: 433, column: 5)
!759 = distinct !DILexicalBlock(scope: !760, file: !3, line: 432, column: 5)
!760 = distinct !DILexicalBlock(scope: !297, file: !3, line: 432, column: 5)
!761 = !DILocation(line: 434, column: 9, scope: !758)
!762 = !DILocation(line: 435, column: 13, scope: !758)
!763 = !DILocation(line: 435, column: 31, scope: !764)
!764 = distinct !DILexicalBlock(scope: !758, file: !3, line: 435, column: 13)
!765 = !DILocation(line: 438, column: 5, scope: !297)
!766 = !DILocation(line: 439, column: 23, scope: !297)
!767 = !DILocation(line: 439, column: 37, scope: !297)
!768 = !DILocalVariable(name: "crc", arg: 1, scope: !769, file: !280, line: 49, type: !115)
!769 = distinct !DISubprogram(name: "platform_main_end", scope: !280, file: !280, line: 49, type: !770, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !772)
!770 = !DISubroutineType(types: !771)
!771 = !{null, !115, !6}
!772 = !{!768, !773}
!773 = !DILocalVariable(name: "flag", arg: 2, scope: !769, file: !280, line: 49, type: !6)
!774 = !DILocation(line: 0, scope: !769, inlinedAt: !775)
!775 = distinct !DILocation(line: 439, column: 5, scope: !297)
!776 = !DILocation(line: 56, column: 2, scope: !769, inlinedAt: !775)
!777 = !DILocation(line: 440, column: 5, scope: !297)
!778 = distinct !DISubprogram(name: "transparent_crc", scope: !113, file: !113, line: 110, type: !779, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !781)
!779 = !DISubroutineType(types: !780)
!780 = !{null, !199, !301, !6}
!781 = !{!782, !783, !784}
!782 = !DILocalVariable(name: "val", arg: 1, scope: !778, file: !113, line: 110, type: !199)
!783 = !DILocalVariable(name: "vname", arg: 2, scope: !778, file: !113, line: 110, type: !301)
!784 = !DILocalVariable(name: "flag", arg: 3, scope: !778, file: !113, line: 110, type: !6)
!785 = !DILocation(line: 0, scope: !778)
!786 = !DILocalVariable(name: "val", arg: 1, scope: !787, file: !113, line: 97, type: !199)
!787 = distinct !DISubprogram(name: "crc32_8bytes", scope: !113, file: !113, line: 97, type: !788, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !790)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !199}
!790 = !{!786}
!791 = !DILocation(line: 0, scope: !787, inlinedAt: !792)
!792 = distinct !DILocation(line: 112, column: 2, scope: !778)
!793 = !DILocalVariable(name: "b", arg: 1, scope: !794, file: !113, line: 71, type: !161)
!794 = distinct !DISubprogram(name: "crc32_byte", scope: !113, file: !113, line: 71, type: !795, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !797)
!795 = !DISubroutineType(types: !796)
!796 = !{null, !161}
!797 = !{!793}
!798 = !DILocation(line: 0, scope: !794, inlinedAt: !799)
!799 = distinct !DILocation(line: 99, column: 2, scope: !787, inlinedAt: !792)
!800 = !DILocation(line: 73, column: 5, scope: !794, inlinedAt: !799)
!801 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !799)
!802 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !799)
!803 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !799)
!804 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !799)
!805 = !DILocation(line: 100, column: 18, scope: !787, inlinedAt: !792)
!806 = !DILocation(line: 0, scope: !794, inlinedAt: !807)
!807 = distinct !DILocation(line: 100, column: 2, scope: !787, inlinedAt: !792)
!808 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !807)
!809 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !807)
!810 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !807)
!811 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !807)
!812 = !DILocation(line: 101, column: 18, scope: !787, inlinedAt: !792)
!813 = !DILocation(line: 0, scope: !794, inlinedAt: !814)
!814 = distinct !DILocation(line: 101, column: 2, scope: !787, inlinedAt: !792)
!815 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !814)
!816 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !814)
!817 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !814)
!818 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !814)
!819 = !DILocation(line: 102, column: 18, scope: !787, inlinedAt: !792)
!820 = !DILocation(line: 0, scope: !794, inlinedAt: !821)
!821 = distinct !DILocation(line: 102, column: 2, scope: !787, inlinedAt: !792)
!822 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !821)
!823 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !821)
!824 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !821)
!825 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !821)
!826 = !DILocation(line: 103, column: 18, scope: !787, inlinedAt: !792)
!827 = !DILocation(line: 0, scope: !794, inlinedAt: !828)
!828 = distinct !DILocation(line: 103, column: 2, scope: !787, inlinedAt: !792)
!829 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !828)
!830 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !828)
!831 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !828)
!832 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !828)
!833 = !DILocation(line: 104, column: 18, scope: !787, inlinedAt: !792)
!834 = !DILocation(line: 0, scope: !794, inlinedAt: !835)
!835 = distinct !DILocation(line: 104, column: 2, scope: !787, inlinedAt: !792)
!836 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !835)
!837 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !835)
!838 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !835)
!839 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !835)
!840 = !DILocation(line: 105, column: 18, scope: !787, inlinedAt: !792)
!841 = !DILocation(line: 0, scope: !794, inlinedAt: !842)
!842 = distinct !DILocation(line: 105, column: 2, scope: !787, inlinedAt: !792)
!843 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !842)
!844 = !DILocation(line: 74, column: 33, scope: !794, inlinedAt: !842)
!845 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !842)
!846 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !842)
!847 = !DILocation(line: 106, column: 18, scope: !787, inlinedAt: !792)
!848 = !DILocation(line: 0, scope: !794, inlinedAt: !849)
!849 = distinct !DILocation(line: 106, column: 2, scope: !787, inlinedAt: !792)
!850 = !DILocation(line: 73, column: 19, scope: !794, inlinedAt: !849)
!851 = !DILocation(line: 74, column: 3, scope: !794, inlinedAt: !849)
!852 = !DILocation(line: 73, column: 39, scope: !794, inlinedAt: !849)
!853 = !DILocation(line: 72, column: 16, scope: !794, inlinedAt: !849)
!854 = !DILocation(line: 113, column: 6, scope: !855)
!855 = distinct !DILexicalBlock(scope: !778, file: !113, line: 113, column: 6)
!856 = !DILocation(line: 113, column: 6, scope: !778)
!857 = !DILocation(line: 114, column: 73, scope: !858)
!858 = distinct !DILexicalBlock(scope: !855, file: !113, line: 113, column: 12)
!859 = !DILocation(line: 114, column: 5, scope: !858)
!860 = !DILocation(line: 115, column: 2, scope: !858)
!861 = !DILocation(line: 116, column: 1, scope: !778)
!862 = !DISubprogram(name: "printf", scope: !863, file: !863, line: 356, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!864 = !DISubroutineType(types: !865)
!865 = !{!6, !866, null}
!866 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !867)
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !868, size: 64)
!868 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
