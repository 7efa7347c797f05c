; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !300 {
  %3 = alloca [7 x i32], align 4, !DIAssignID !312
    #dbg_assign(i1 undef, !313, !DIExpression(), !312, ptr %3, !DIExpression(), !417)
    #dbg_assign(i1 undef, !324, !DIExpression(), !488, ptr poison, !DIExpression(), !417)
    #dbg_assign(i1 poison, !328, !DIExpression(), !489, ptr undef, !DIExpression(), !417)
  %4 = alloca ptr, align 8, !DIAssignID !490
    #dbg_value(i32 %0, !306, !DIExpression(), !491)
    #dbg_value(ptr %1, !307, !DIExpression(), !491)
    #dbg_value(i32 0, !311, !DIExpression(), !491)
  %5 = icmp eq i32 %0, 2, !dbg !492
  br i1 %5, label %6, label %19, !dbg !494

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !495
  %8 = load ptr, ptr %7, align 8, !dbg !495, !tbaa !496
  %9 = load i8, ptr %8, align 1
  %10 = icmp eq i8 %9, 49
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0, !dbg !500
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i1 [ true, %6 ], [ %14, %11 ]
  %17 = xor i1 %16, true, !dbg !501
  %18 = zext i1 %17 to i32, !dbg !501
  br label %19, !dbg !501

19:                                               ; preds = %15, %2
  %20 = phi i1 [ true, %2 ], [ %16, %15 ], !dbg !491
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ], !dbg !491
    #dbg_value(i32 %21, !311, !DIExpression(), !491)
    #dbg_value(i32 -306674912, !502, !DIExpression(), !511)
    #dbg_value(i32 0, !508, !DIExpression(), !511)
  br label %22, !dbg !513

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ]
    #dbg_value(i64 %23, !508, !DIExpression(), !511)
    #dbg_value(i32 8, !509, !DIExpression(), !511)
    #dbg_value(i64 %23, !507, !DIExpression(), !511)
    #dbg_value(i32 8, !509, !DIExpression(), !511)
    #dbg_value(i64 %23, !507, !DIExpression(), !511)
  %24 = trunc nuw nsw i64 %23 to i32, !dbg !515
  %25 = and i32 %24, 1, !dbg !515
  %26 = icmp eq i32 %25, 0, !dbg !515
  %27 = lshr i32 %24, 1, !dbg !522
  %28 = xor i32 %27, -306674912, !dbg !522
  %29 = select i1 %26, i32 %27, i32 %28, !dbg !522
    #dbg_value(i32 %29, !507, !DIExpression(), !511)
    #dbg_value(i32 7, !509, !DIExpression(), !511)
  %30 = and i32 %29, 1, !dbg !515
  %31 = icmp eq i32 %30, 0, !dbg !515
  %32 = lshr i32 %29, 1, !dbg !522
  %33 = xor i32 %32, -306674912, !dbg !522
  %34 = select i1 %31, i32 %32, i32 %33, !dbg !522
    #dbg_value(i32 %34, !507, !DIExpression(), !511)
    #dbg_value(i32 6, !509, !DIExpression(), !511)
  %35 = and i32 %34, 1, !dbg !515
  %36 = icmp eq i32 %35, 0, !dbg !515
  %37 = lshr i32 %34, 1, !dbg !522
  %38 = xor i32 %37, -306674912, !dbg !522
  %39 = select i1 %36, i32 %37, i32 %38, !dbg !522
    #dbg_value(i32 %39, !507, !DIExpression(), !511)
    #dbg_value(i32 5, !509, !DIExpression(), !511)
  %40 = and i32 %39, 1, !dbg !515
  %41 = icmp eq i32 %40, 0, !dbg !515
  %42 = lshr i32 %39, 1, !dbg !522
  %43 = xor i32 %42, -306674912, !dbg !522
  %44 = select i1 %41, i32 %42, i32 %43, !dbg !522
    #dbg_value(i32 %44, !507, !DIExpression(), !511)
    #dbg_value(i32 4, !509, !DIExpression(), !511)
  %45 = and i32 %44, 1, !dbg !515
  %46 = icmp eq i32 %45, 0, !dbg !515
  %47 = lshr i32 %44, 1, !dbg !522
  %48 = xor i32 %47, -306674912, !dbg !522
  %49 = select i1 %46, i32 %47, i32 %48, !dbg !522
    #dbg_value(i32 %49, !507, !DIExpression(), !511)
    #dbg_value(i32 3, !509, !DIExpression(), !511)
  %50 = and i32 %49, 1, !dbg !515
  %51 = icmp eq i32 %50, 0, !dbg !515
  %52 = lshr i32 %49, 1, !dbg !522
  %53 = xor i32 %52, -306674912, !dbg !522
  %54 = select i1 %51, i32 %52, i32 %53, !dbg !522
    #dbg_value(i32 %54, !507, !DIExpression(), !511)
    #dbg_value(i32 2, !509, !DIExpression(), !511)
  %55 = and i32 %54, 1, !dbg !515
  %56 = icmp eq i32 %55, 0, !dbg !515
  %57 = lshr i32 %54, 1, !dbg !522
  %58 = xor i32 %57, -306674912, !dbg !522
  %59 = select i1 %56, i32 %57, i32 %58, !dbg !522
    #dbg_value(i32 %59, !507, !DIExpression(), !511)
    #dbg_value(i32 1, !509, !DIExpression(), !511)
  %60 = and i32 %59, 1, !dbg !515
  %61 = icmp eq i32 %60, 0, !dbg !515
  %62 = lshr i32 %59, 1, !dbg !522
  %63 = xor i32 %62, -306674912, !dbg !522
  %64 = select i1 %61, i32 %62, i32 %63, !dbg !522
    #dbg_value(i32 %64, !507, !DIExpression(), !511)
    #dbg_value(i32 0, !509, !DIExpression(), !511)
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23, !dbg !523
  store i32 %64, ptr %65, align 4, !dbg !524, !tbaa !525
  %66 = add nuw nsw i64 %23, 1, !dbg !527
    #dbg_value(i64 %66, !508, !DIExpression(), !511)
  %67 = icmp eq i64 %66, 256, !dbg !528
  br i1 %67, label %68, label %22, !dbg !513, !llvm.loop !529

68:                                               ; preds = %22
    #dbg_assign(i1 undef, !430, !DIExpression(), !532, ptr poison, !DIExpression(), !533)
    #dbg_assign(i1 undef, !438, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !534, ptr poison, !DIExpression(), !533)
    #dbg_assign(i1 undef, !445, !DIExpression(), !535, ptr poison, !DIExpression(), !536)
    #dbg_assign(i1 undef, !449, !DIExpression(), !537, ptr undef, !DIExpression(), !536)
    #dbg_assign(i1 poison, !450, !DIExpression(), !538, ptr undef, !DIExpression(), !536)
    #dbg_assign(i1 undef, !452, !DIExpression(), !539, ptr undef, !DIExpression(), !536)
    #dbg_assign(i1 undef, !453, !DIExpression(), !540, ptr undef, !DIExpression(), !536)
    #dbg_assign(i1 undef, !456, !DIExpression(), !541, ptr poison, !DIExpression(), !536)
    #dbg_assign(i1 undef, !460, !DIExpression(), !542, ptr poison, !DIExpression(), !536)
    #dbg_value(i64 653523322397063, !424, !DIExpression(), !533)
    #dbg_value(ptr poison, !425, !DIExpression(), !533)
    #dbg_value(ptr poison, !428, !DIExpression(), !533)
    #dbg_value(i32 448087639, !429, !DIExpression(), !533)
    #dbg_assign(i1 undef, !430, !DIExpression(), !543, ptr poison, !DIExpression(), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64), !533)
    #dbg_value(ptr poison, !433, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !533)
    #dbg_value(i32 -3, !435, !DIExpression(), !533)
    #dbg_value(i32 -10, !436, !DIExpression(), !533)
    #dbg_value(i32 -1, !437, !DIExpression(), !533)
    #dbg_value(i32 -252753510, !438, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !533)
    #dbg_assign(i1 undef, !438, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !544, ptr poison, !DIExpression(), !533)
    #dbg_value(i32 1, !440, !DIExpression(), !533)
    #dbg_value(i32 7, !441, !DIExpression(), !533)
    #dbg_value(i64 1732850189855213126, !442, !DIExpression(), !533)
  %69 = load volatile i16, ptr @g_9, align 2, !dbg !545, !tbaa !546
  %70 = load i1, ptr @g_12, align 1, !dbg !548
  %71 = select i1 %70, i8 3, i8 -52, !dbg !548
  %72 = sext i8 %71 to i16, !dbg !548
  %73 = or i16 %69, %72, !dbg !549
    #dbg_assign(i1 undef, !335, !DIExpression(), !490, ptr %4, !DIExpression(), !417)
    #dbg_assign(i1 undef, !337, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !550, ptr poison, !DIExpression(), !417)
    #dbg_assign(i1 undef, !337, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !551, ptr poison, !DIExpression(), !417)
    #dbg_assign(i1 undef, !340, !DIExpression(), !552, ptr undef, !DIExpression(), !417)
    #dbg_assign(i1 undef, !344, !DIExpression(), !553, ptr undef, !DIExpression(), !417)
    #dbg_assign(i1 undef, !385, !DIExpression(), !554, ptr undef, !DIExpression(), !555)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !556, ptr undef, !DIExpression(), !557)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !558, ptr undef, !DIExpression(), !557)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !559, ptr undef, !DIExpression(), !557)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !560, ptr undef, !DIExpression(), !557)
    #dbg_value(i16 %73, !318, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !417)
    #dbg_value(i8 %71, !319, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !417)
    #dbg_value(ptr poison, !320, !DIExpression(), !417)
    #dbg_value(i16 2, !321, !DIExpression(), !417)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #4, !dbg !561
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3, ptr noundef nonnull align 4 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false), !dbg !562, !DIAssignID !563
    #dbg_assign(i1 undef, !313, !DIExpression(), !563, ptr %3, !DIExpression(), !417)
    #dbg_value(ptr @g_77, !322, !DIExpression(), !417)
    #dbg_assign(i1 undef, !324, !DIExpression(), !564, ptr poison, !DIExpression(), !417)
    #dbg_value(ptr poison, !326, !DIExpression(), !417)
    #dbg_value(ptr poison, !331, !DIExpression(), !417)
    #dbg_value(ptr undef, !332, !DIExpression(), !417)
    #dbg_value(ptr poison, !333, !DIExpression(), !417)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !565
    #dbg_assign(ptr poison, !335, !DIExpression(), !566, ptr %4, !DIExpression(), !417)
    #dbg_value(ptr @g_162, !336, !DIExpression(), !417)
    #dbg_value(i64 poison, !337, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !417)
    #dbg_value(i32 poison, !337, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !417)
    #dbg_value(i64 poison, !337, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !417)
    #dbg_value(i32 -1, !337, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !417)
    #dbg_assign(i1 undef, !337, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !567, ptr poison, !DIExpression(), !417)
    #dbg_value(i32 poison, !337, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !417)
    #dbg_assign(i1 undef, !337, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !568, ptr poison, !DIExpression(), !417)
    #dbg_value(ptr poison, !343, !DIExpression(), !417)
    #dbg_value(i32 0, !346, !DIExpression(), !417)
    #dbg_value(i32 poison, !346, !DIExpression(), !417)
    #dbg_value(i32 poison, !348, !DIExpression(), !417)
    #dbg_value(i32 poison, !347, !DIExpression(), !417)
    #dbg_value(i32 poison, !346, !DIExpression(), !417)
    #dbg_value(i32 poison, !346, !DIExpression(), !417)
    #dbg_value(i8 3, !569, !DIExpression(), !576)
    #dbg_value(i8 4, !575, !DIExpression(), !576)
  store i1 true, ptr @g_12, align 1, !dbg !578
  %74 = icmp ugt i16 %73, 252, !dbg !579
  %75 = zext i1 %74 to i8, !dbg !579
  %76 = xor i8 %75, -1, !dbg !580
    #dbg_value(i8 %71, !569, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !581)
    #dbg_value(i1 %74, !575, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !581)
  %77 = load ptr, ptr @g_77, align 8, !dbg !583, !tbaa !496
  %78 = add nsw i8 %71, %76, !dbg !584
  %79 = zext i8 %78 to i32, !dbg !584
  store i32 %79, ptr %77, align 4, !dbg !585, !tbaa !525
  %80 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !586
    #dbg_value(ptr %80, !359, !DIExpression(), !587)
  store ptr %80, ptr @g_77, align 8, !dbg !588, !tbaa !496
  %81 = load volatile ptr, ptr @g_188, align 8, !dbg !589, !tbaa !496
  %82 = load i32, ptr %81, align 4, !dbg !590, !tbaa !525
  %83 = xor i32 %82, -1, !dbg !590
  store i32 %83, ptr %81, align 4, !dbg !590, !tbaa !525
    #dbg_value(ptr poison, !331, !DIExpression(), !417)
  %84 = load i32, ptr %80, align 4, !dbg !591, !tbaa !525
  %85 = freeze i32 %84, !dbg !592
  %86 = load volatile i16, ptr @g_104, align 2, !dbg !593, !tbaa !546
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !594, !tbaa !595
  store i64 1, ptr @g_162, align 8, !dbg !597, !tbaa !595
    #dbg_value(i32 %84, !598, !DIExpression(DW_OP_consts, 1, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(i32 %84, !603, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !604)
  %87 = icmp eq i32 %85, 0, !dbg !606
  br i1 %87, label %93, label %88, !dbg !607

88:                                               ; preds = %68
  %89 = icmp slt i32 %85, 1, !dbg !608
    #dbg_value(i1 %89, !598, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(i32 %84, !603, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !604)
  %90 = zext i1 %89 to i32, !dbg !609
  %91 = sdiv i32 %90, %85, !dbg !609
  %92 = icmp eq i32 %91, -1, !dbg !610
  br i1 %92, label %112, label %93, !dbg !611

93:                                               ; preds = %88, %68
  %94 = load i32, ptr @g_131, align 4, !tbaa !525
  %95 = load i1, ptr @g_70, align 2
  %96 = load i16, ptr @g_63.3, align 2, !tbaa !546
  %97 = load i32, ptr @g_275.4, align 4, !tbaa !525
  br label %98, !dbg !612

98:                                               ; preds = %98, %93
  %99 = phi i32 [ %97, %93 ], [ %102, %98 ]
  %100 = phi i16 [ %96, %93 ], [ %101, %98 ]
    #dbg_label(!380, !613)
    #dbg_value(i32 -5, !318, !DIExpression(), !417)
    #dbg_value(i32 poison, !392, !DIExpression(), !555)
    #dbg_value(!DIArgList(i32 poison, i16 poison), !337, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !417)
    #dbg_value(i32 -3, !318, !DIExpression(), !417)
    #dbg_value(i32 -1, !318, !DIExpression(), !417)
  %101 = xor i16 %100, 1, !dbg !614
    #dbg_value(i32 1, !318, !DIExpression(), !417)
  %102 = add i32 %99, 1, !dbg !615
  br i1 %95, label %103, label %98, !dbg !616

103:                                              ; preds = %98
  %104 = or i32 %94, 211
  %105 = sext i32 %104 to i64
  %106 = icmp ult i16 %101, -19141
  %107 = add nsw i16 %101, 19141
  %108 = select i1 %106, i16 %101, i16 %107
  %109 = icmp eq i16 %108, 3
  %110 = zext i1 %109 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !595
  store i16 %101, ptr @g_63.3, align 2, !tbaa !546
  store i64 %105, ptr @g_162, align 8, !dbg !617, !tbaa !595
  store i32 0, ptr @g_42, align 4, !dbg !618, !tbaa !525
  store i32 %102, ptr @g_275.4, align 4, !dbg !615, !tbaa !525
  %111 = load volatile ptr, ptr @g_280, align 8, !dbg !619, !tbaa !496
  store ptr %4, ptr %111, align 8, !dbg !620, !tbaa !496
  br label %116, !dbg !621

112:                                              ; preds = %88
    #dbg_value(i64 9, !409, !DIExpression(), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 576, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 640, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 832, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !557)
    #dbg_assign(i8 0, !411, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !622, ptr undef, !DIExpression(), !557)
    #dbg_assign(i8 0, !411, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !623, ptr undef, !DIExpression(), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 1088, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !557)
    #dbg_value(ptr null, !411, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !557)
    #dbg_value(ptr poison, !411, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !557)
    #dbg_assign(i8 0, !411, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !624, ptr undef, !DIExpression(), !557)
    #dbg_assign(i8 0, !411, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !625, ptr undef, !DIExpression(), !557)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2048, 64), !557)
  %113 = load volatile i32, ptr @g_285, align 4, !dbg !626, !tbaa !525
  %114 = add i32 %113, -1, !dbg !626
  store volatile i32 %114, ptr @g_285, align 4, !dbg !626, !tbaa !525
  store i1 true, ptr @g_70, align 2, !dbg !627
  %115 = load i32, ptr @g_131, align 4, !dbg !629, !tbaa !525
  br label %116, !dbg !630

116:                                              ; preds = %103, %112
  %117 = phi i32 [ %115, %112 ], [ %94, %103 ], !dbg !629
  %118 = phi i32 [ %85, %112 ], [ %110, %103 ], !dbg !631
    #dbg_value(i32 poison, !318, !DIExpression(), !417)
  store i32 %118, ptr @g_113.1, align 4, !dbg !632, !tbaa !525
    #dbg_value(i32 1370157457, !319, !DIExpression(), !417)
    #dbg_value(i32 -10, !337, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !417)
  %119 = load volatile ptr, ptr @g_188, align 8, !dbg !633, !tbaa !496
  %120 = icmp ult i32 %118, 2, !dbg !634
  %121 = zext i1 %120 to i32, !dbg !634
  %122 = or i32 %117, %121, !dbg !629
  store i32 %122, ptr @g_131, align 4, !dbg !629, !tbaa !525
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !635
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #4, !dbg !635
    #dbg_value(i32 poison, !464, !DIExpression(), !536)
    #dbg_value(i32 poison, !464, !DIExpression(), !536)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !429, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !533)
    #dbg_value(i32 1098637703, !435, !DIExpression(), !533)
    #dbg_value(i32 1098637703, !436, !DIExpression(), !533)
  %123 = load volatile ptr, ptr @g_194, align 8, !dbg !636, !tbaa !496
  %124 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !637, !tbaa !525
  %125 = add i32 %124, -1, !dbg !637
  store volatile i32 %125, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !637, !tbaa !525
  %126 = load volatile i16, ptr @g_9, align 2, !dbg !638, !tbaa !546
  %127 = sext i16 %126 to i64, !dbg !638
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.1, i32 noundef signext %21), !dbg !639
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef signext %21), !dbg !640
  %128 = load i32, ptr @g_42, align 4, !dbg !641, !tbaa !525
  %129 = sext i32 %128 to i64, !dbg !641
  call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.3, i32 noundef signext %21), !dbg !642
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef signext %21), !dbg !643
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef signext %21), !dbg !644
    #dbg_value(i32 0, !308, !DIExpression(), !491)
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
  br i1 %20, label %130, label %133, !dbg !649

130:                                              ; preds = %116
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %131 = load i16, ptr @g_63.3, align 2, !dbg !650, !tbaa !546
  %132 = zext i16 %131 to i64, !dbg !650
  call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
  br label %140, !dbg !649

133:                                              ; preds = %116
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !651
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
  %135 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !651
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
  %136 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2), !dbg !651
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %137 = load i16, ptr @g_63.3, align 2, !dbg !650, !tbaa !546
  %138 = zext i16 %137 to i64, !dbg !650
  call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.6, i32 noundef signext %21), !dbg !645
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3), !dbg !651
  br label %140, !dbg !651

140:                                              ; preds = %130, %133
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %141 = load i1, ptr @g_70, align 2, !dbg !653
  %142 = select i1 %141, i64 0, i64 640, !dbg !653
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.8, i32 noundef signext %21), !dbg !654
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef signext %21), !dbg !655
  br i1 %20, label %151, label %143, !dbg !659

143:                                              ; preds = %140
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !660
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
  %145 = load volatile i16, ptr @g_104, align 2, !dbg !662, !tbaa !546
  %146 = zext i16 %145 to i64, !dbg !662
  call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.10, i32 noundef signext %21), !dbg !663
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef signext %21), !dbg !664
  %147 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !668
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %148 = load i32, ptr @g_113.1, align 4, !dbg !670, !tbaa !525
  %149 = zext i32 %148 to i64, !dbg !670
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.11, i32 noundef signext %21), !dbg !664
  %150 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !668
  br label %156, !dbg !668

151:                                              ; preds = %140
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
  %152 = load volatile i16, ptr @g_104, align 2, !dbg !662, !tbaa !546
  %153 = zext i16 %152 to i64, !dbg !662
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.10, i32 noundef signext %21), !dbg !663
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef signext %21), !dbg !664
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %154 = load i32, ptr @g_113.1, align 4, !dbg !670, !tbaa !525
  %155 = zext i32 %154 to i64, !dbg !670
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.11, i32 noundef signext %21), !dbg !664
  br label %156, !dbg !671

156:                                              ; preds = %151, %143
  br label %157, !dbg !672

157:                                              ; preds = %156, %199
  %158 = phi i64 [ %200, %199 ], [ 0, %156 ]
    #dbg_value(i64 %158, !308, !DIExpression(), !491)
    #dbg_value(i32 0, !309, !DIExpression(), !491)
  %159 = trunc nuw nsw i64 %158 to i32
  %160 = trunc nuw nsw i64 %158 to i32
  %161 = trunc nuw nsw i64 %158 to i32
  %162 = trunc nuw nsw i64 %158 to i32
  br label %163, !dbg !674

163:                                              ; preds = %157, %196
  %164 = phi i64 [ 0, %157 ], [ %197, %196 ]
    #dbg_value(i64 %164, !309, !DIExpression(), !491)
    #dbg_value(i64 0, !310, !DIExpression(), !491)
  %165 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 0, !dbg !678
  %166 = load i8, ptr %165, align 1, !dbg !678, !tbaa !684
  %167 = zext i8 %166 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
  br i1 %20, label %168, label %178, !dbg !686

168:                                              ; preds = %163
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %169 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 1, !dbg !678
  %170 = load i8, ptr %169, align 1, !dbg !678, !tbaa !684
  %171 = zext i8 %170 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %172 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 2, !dbg !678
  %173 = load i8, ptr %172, align 1, !dbg !678, !tbaa !684
  %174 = zext i8 %173 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %175 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 3, !dbg !678
  %176 = load i8, ptr %175, align 1, !dbg !678, !tbaa !684
  %177 = zext i8 %176 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
  br label %196, !dbg !686

178:                                              ; preds = %163
  %179 = trunc nuw nsw i64 %164 to i32, !dbg !687
  %180 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %159, i32 noundef signext %179, i32 noundef signext 0), !dbg !687
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %181 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 1, !dbg !678
  %182 = load i8, ptr %181, align 1, !dbg !678, !tbaa !684
  %183 = zext i8 %182 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
  %184 = trunc nuw nsw i64 %164 to i32, !dbg !687
  %185 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %160, i32 noundef signext %184, i32 noundef signext 1), !dbg !687
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %186 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 2, !dbg !678
  %187 = load i8, ptr %186, align 1, !dbg !678, !tbaa !684
  %188 = zext i8 %187 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
  %189 = trunc nuw nsw i64 %164 to i32, !dbg !687
  %190 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %161, i32 noundef signext %189, i32 noundef signext 2), !dbg !687
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %191 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %158, i64 %164, i64 3, !dbg !678
  %192 = load i8, ptr %191, align 1, !dbg !678, !tbaa !684
  %193 = zext i8 %192 to i64, !dbg !678
  call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.12, i32 noundef signext %21), !dbg !685
  %194 = trunc nuw nsw i64 %164 to i32, !dbg !687
  %195 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %162, i32 noundef signext %194, i32 noundef signext 3), !dbg !687
  br label %196, !dbg !687

196:                                              ; preds = %168, %178
    #dbg_value(i64 4, !310, !DIExpression(), !491)
  %197 = add nuw nsw i64 %164, 1, !dbg !689
    #dbg_value(i64 %197, !309, !DIExpression(), !491)
  %198 = icmp eq i64 %197, 4, !dbg !690
  br i1 %198, label %199, label %163, !dbg !674, !llvm.loop !691

199:                                              ; preds = %196
  %200 = add nuw nsw i64 %158, 1, !dbg !693
    #dbg_value(i64 %200, !308, !DIExpression(), !491)
  %201 = icmp eq i64 %200, 9, !dbg !694
  br i1 %201, label %202, label %157, !dbg !672, !llvm.loop !695

202:                                              ; preds = %199
  %203 = load i32, ptr @g_131, align 4, !dbg !697, !tbaa !525
  %204 = sext i32 %203 to i64, !dbg !697
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.14, i32 noundef signext %21), !dbg !698
    #dbg_value(i32 0, !308, !DIExpression(), !491)
  br label %205, !dbg !699

205:                                              ; preds = %202, %267
  %206 = phi i64 [ 0, %202 ], [ %268, %267 ]
    #dbg_value(i64 %206, !308, !DIExpression(), !491)
    #dbg_value(i64 0, !309, !DIExpression(), !491)
    #dbg_value(i64 0, !310, !DIExpression(), !491)
  %207 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 0, !dbg !701
  %208 = load i64, ptr %207, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  br i1 %20, label %209, label %228, !dbg !711

209:                                              ; preds = %205
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %210 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 1, !dbg !701
  %211 = load i64, ptr %210, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %212 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 2, !dbg !701
  %213 = load i64, ptr %212, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %214 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 3, !dbg !701
  %215 = load i64, ptr %214, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 4, !310, !DIExpression(), !491)
  %216 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 4, !dbg !701
  %217 = load i64, ptr %216, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 1, !309, !DIExpression(), !491)
    #dbg_value(i64 0, !310, !DIExpression(), !491)
  %218 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 0, !dbg !701
  %219 = load i64, ptr %218, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %220 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 1, !dbg !701
  %221 = load i64, ptr %220, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %222 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 2, !dbg !701
  %223 = load i64, ptr %222, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %224 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 3, !dbg !701
  %225 = load i64, ptr %224, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
    #dbg_value(i64 4, !310, !DIExpression(), !491)
  %226 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 4, !dbg !701
  %227 = load i64, ptr %226, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  br label %267, !dbg !711

228:                                              ; preds = %205
  %229 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %229, i32 noundef signext 0, i32 noundef signext 0), !dbg !712
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %231 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 1, !dbg !701
  %232 = load i64, ptr %231, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %233 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %234 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %233, i32 noundef signext 0, i32 noundef signext 1), !dbg !712
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %235 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 2, !dbg !701
  %236 = load i64, ptr %235, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %237 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %238 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %237, i32 noundef signext 0, i32 noundef signext 2), !dbg !712
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %239 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 3, !dbg !701
  %240 = load i64, ptr %239, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %241 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %241, i32 noundef signext 0, i32 noundef signext 3), !dbg !712
    #dbg_value(i64 4, !310, !DIExpression(), !491)
  %243 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 0, i64 4, !dbg !701
  %244 = load i64, ptr %243, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %245 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %246 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %245, i32 noundef signext 0, i32 noundef signext 4), !dbg !712
    #dbg_value(i64 1, !309, !DIExpression(), !491)
    #dbg_value(i64 0, !310, !DIExpression(), !491)
  %247 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 0, !dbg !701
  %248 = load i64, ptr %247, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %249 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %250 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %249, i32 noundef signext 1, i32 noundef signext 0), !dbg !712
    #dbg_value(i64 1, !310, !DIExpression(), !491)
  %251 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 1, !dbg !701
  %252 = load i64, ptr %251, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %253 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %254 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %253, i32 noundef signext 1, i32 noundef signext 1), !dbg !712
    #dbg_value(i64 2, !310, !DIExpression(), !491)
  %255 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 2, !dbg !701
  %256 = load i64, ptr %255, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %257 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %258 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %257, i32 noundef signext 1, i32 noundef signext 2), !dbg !712
    #dbg_value(i64 3, !310, !DIExpression(), !491)
  %259 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 3, !dbg !701
  %260 = load i64, ptr %259, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %261 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %262 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %261, i32 noundef signext 1, i32 noundef signext 3), !dbg !712
    #dbg_value(i64 4, !310, !DIExpression(), !491)
  %263 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %206, i64 1, i64 4, !dbg !701
  %264 = load i64, ptr %263, align 8, !dbg !701, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.15, i32 noundef signext %21), !dbg !710
  %265 = trunc nuw nsw i64 %206 to i32, !dbg !712
  %266 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %265, i32 noundef signext 1, i32 noundef signext 4), !dbg !712
  br label %267, !dbg !712

267:                                              ; preds = %209, %228
    #dbg_value(i64 5, !310, !DIExpression(), !491)
    #dbg_value(i64 2, !309, !DIExpression(), !491)
  %268 = add nuw nsw i64 %206, 1, !dbg !714
    #dbg_value(i64 %268, !308, !DIExpression(), !491)
  %269 = icmp eq i64 %268, 10, !dbg !715
  br i1 %269, label %270, label %205, !dbg !699, !llvm.loop !716

270:                                              ; preds = %267
  %271 = load i64, ptr @g_162, align 8, !dbg !718, !tbaa !595
  call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.16, i32 noundef signext %21), !dbg !719
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef signext %21), !dbg !720
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef signext %21), !dbg !721
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef signext %21), !dbg !722
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
    #dbg_value(i32 poison, !309, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef signext %21), !dbg !723
  br i1 %20, label %306, label %272, !dbg !730

272:                                              ; preds = %270
  %273 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext 0), !dbg !731
    #dbg_value(i32 poison, !309, !DIExpression(), !491)
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef signext %21), !dbg !733
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %274 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !738
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %275 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !738
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %276 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2), !dbg !738
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %277 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3), !dbg !738
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %278 = load i32, ptr @g_275.4, align 4, !dbg !740, !tbaa !525
  %279 = zext i32 %278 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %280 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4), !dbg !738
    #dbg_value(i64 5, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
  %281 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5), !dbg !738
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  %282 = load volatile i32, ptr @g_285, align 4, !dbg !741, !tbaa !525
  %283 = zext i32 %282 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %283, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %284 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !746
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %285 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !741, !tbaa !525
  %286 = zext i32 %285 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %287 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !746
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  %288 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !dbg !741, !tbaa !525
  %289 = zext i32 %288 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %290 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2), !dbg !746
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %291 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !741, !tbaa !525
  %292 = zext i32 %291 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %293 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3), !dbg !746
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %294 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !dbg !741, !tbaa !525
  %295 = zext i32 %294 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %296 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4), !dbg !746
    #dbg_value(i64 5, !308, !DIExpression(), !491)
  %297 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !741, !tbaa !525
  %298 = zext i32 %297 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %299 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5), !dbg !746
    #dbg_value(i64 6, !308, !DIExpression(), !491)
  %300 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !dbg !741, !tbaa !525
  %301 = zext i32 %300 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %302 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 6), !dbg !746
    #dbg_value(i64 7, !308, !DIExpression(), !491)
  %303 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !741, !tbaa !525
  %304 = zext i32 %303 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  %305 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 7), !dbg !746
  br label %325, !dbg !746

306:                                              ; preds = %270
    #dbg_value(i32 poison, !309, !DIExpression(), !491)
    #dbg_value(i32 poison, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef signext %21), !dbg !733
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %307 = load i32, ptr @g_275.4, align 4, !dbg !740, !tbaa !525
  %308 = zext i32 %307 to i64, !dbg !740
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 5, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef signext %21), !dbg !734
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  %309 = load volatile i32, ptr @g_285, align 4, !dbg !741, !tbaa !525
  %310 = zext i32 %309 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %311 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !741, !tbaa !525
  %312 = zext i32 %311 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  %313 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 4, !dbg !741, !tbaa !525
  %314 = zext i32 %313 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %315 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !741, !tbaa !525
  %316 = zext i32 %315 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %316, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %317 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 4, !dbg !741, !tbaa !525
  %318 = zext i32 %317 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 5, !308, !DIExpression(), !491)
  %319 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !741, !tbaa !525
  %320 = zext i32 %319 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %320, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 6, !308, !DIExpression(), !491)
  %321 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 4, !dbg !741, !tbaa !525
  %322 = zext i32 %321 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
    #dbg_value(i64 7, !308, !DIExpression(), !491)
  %323 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !741, !tbaa !525
  %324 = zext i32 %323 to i64, !dbg !741
  call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.24, i32 noundef signext %21), !dbg !745
  br label %325, !dbg !748

325:                                              ; preds = %306, %272
    #dbg_value(i64 8, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef signext %21), !dbg !749
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef signext %21), !dbg !750
    #dbg_value(i32 0, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  br i1 %20, label %326, label %327, !dbg !755

326:                                              ; preds = %325
    #dbg_value(i32 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 3, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 4, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 5, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 6, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 7, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 8, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
    #dbg_value(i32 9, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  br label %338, !dbg !755

327:                                              ; preds = %325
  %328 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !756
    #dbg_value(i32 1, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %329 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !756
    #dbg_value(i32 2, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %330 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2), !dbg !756
    #dbg_value(i32 3, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %331 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3), !dbg !756
    #dbg_value(i32 4, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %332 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4), !dbg !756
    #dbg_value(i32 5, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %333 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 5), !dbg !756
    #dbg_value(i32 6, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %334 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 6), !dbg !756
    #dbg_value(i32 7, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %335 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 7), !dbg !756
    #dbg_value(i32 8, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %336 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 8), !dbg !756
    #dbg_value(i32 9, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef signext %21), !dbg !751
  %337 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 9), !dbg !756
  br label %338, !dbg !756

338:                                              ; preds = %326, %327
    #dbg_value(i32 10, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef signext %21), !dbg !758
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef signext %21), !dbg !759
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef signext %21), !dbg !760
  %339 = load volatile i32, ptr @g_339, align 4, !dbg !761, !tbaa !525
  %340 = sext i32 %339 to i64, !dbg !761
  call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.31, i32 noundef signext %21), !dbg !762
    #dbg_value(i64 0, !308, !DIExpression(), !491)
  %341 = load volatile i32, ptr @g_341, align 4, !dbg !763, !tbaa !525
  %342 = zext i32 %341 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  br i1 %20, label %343, label %352, !dbg !768

343:                                              ; preds = %338
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %344 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !763, !tbaa !525
  %345 = zext i32 %344 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  %346 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !dbg !763, !tbaa !525
  %347 = zext i32 %346 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %348 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !763, !tbaa !525
  %349 = zext i32 %348 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %350 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !763, !tbaa !525
  %351 = zext i32 %350 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  br label %366, !dbg !768

352:                                              ; preds = %338
  %353 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0), !dbg !769
    #dbg_value(i64 1, !308, !DIExpression(), !491)
  %354 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !763, !tbaa !525
  %355 = zext i32 %354 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  %356 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !769
    #dbg_value(i64 2, !308, !DIExpression(), !491)
  %357 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 4, !dbg !763, !tbaa !525
  %358 = zext i32 %357 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %358, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  %359 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2), !dbg !769
    #dbg_value(i64 3, !308, !DIExpression(), !491)
  %360 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !763, !tbaa !525
  %361 = zext i32 %360 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  %362 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3), !dbg !769
    #dbg_value(i64 4, !308, !DIExpression(), !491)
  %363 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 4, !dbg !763, !tbaa !525
  %364 = zext i32 %363 to i64, !dbg !763
  call fastcc void @transparent_crc(i64 noundef %364, ptr noundef nonnull @.str.32, i32 noundef signext %21), !dbg !767
  %365 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4), !dbg !769
  br label %366, !dbg !769

366:                                              ; preds = %343, %352
    #dbg_value(i64 5, !308, !DIExpression(), !491)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef signext %21), !dbg !771
  %367 = load i32, ptr @crc32_context, align 4, !dbg !772, !tbaa !525
  %368 = xor i32 %367, -1, !dbg !773
    #dbg_value(i32 %368, !774, !DIExpression(), !780)
    #dbg_value(i32 %21, !779, !DIExpression(), !780)
  %369 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef signext %368), !dbg !782
  ret i32 0, !dbg !783
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !784 {
    #dbg_value(i64 %0, !788, !DIExpression(), !791)
    #dbg_value(ptr %1, !789, !DIExpression(), !791)
    #dbg_value(i32 %2, !790, !DIExpression(), !791)
    #dbg_value(i64 %0, !792, !DIExpression(), !797)
    #dbg_value(i64 %0, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !804)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !806, !tbaa !525
  %5 = lshr i32 %4, 8, !dbg !807
  %6 = zext i32 %4 to i64, !dbg !808
  %7 = xor i64 %6, %0, !dbg !808
  %8 = and i64 %7, 255, !dbg !809
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !809
  %10 = load i32, ptr %9, align 4, !dbg !809, !tbaa !525
  %11 = xor i32 %5, %10, !dbg !810
  %12 = lshr i64 %0, 8, !dbg !811
    #dbg_value(i64 %12, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !812)
  %13 = lshr i32 %11, 8, !dbg !814
  %14 = zext i32 %11 to i64, !dbg !815
  %15 = xor i64 %12, %14, !dbg !815
  %16 = and i64 %15, 255, !dbg !816
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !816
  %18 = load i32, ptr %17, align 4, !dbg !816, !tbaa !525
  %19 = xor i32 %13, %18, !dbg !817
  %20 = lshr i64 %0, 16, !dbg !818
    #dbg_value(i64 %20, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !819)
  %21 = lshr i32 %19, 8, !dbg !821
  %22 = zext i32 %19 to i64, !dbg !822
  %23 = xor i64 %20, %22, !dbg !822
  %24 = and i64 %23, 255, !dbg !823
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !823
  %26 = load i32, ptr %25, align 4, !dbg !823, !tbaa !525
  %27 = xor i32 %21, %26, !dbg !824
  %28 = lshr i64 %0, 24, !dbg !825
    #dbg_value(i64 %28, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !826)
  %29 = lshr i32 %27, 8, !dbg !828
  %30 = zext i32 %27 to i64, !dbg !829
  %31 = xor i64 %28, %30, !dbg !829
  %32 = and i64 %31, 255, !dbg !830
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !830
  %34 = load i32, ptr %33, align 4, !dbg !830, !tbaa !525
  %35 = xor i32 %29, %34, !dbg !831
  %36 = lshr i64 %0, 32, !dbg !832
    #dbg_value(i64 %36, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !833)
  %37 = lshr i32 %35, 8, !dbg !835
  %38 = zext i32 %35 to i64, !dbg !836
  %39 = xor i64 %36, %38, !dbg !836
  %40 = and i64 %39, 255, !dbg !837
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !837
  %42 = load i32, ptr %41, align 4, !dbg !837, !tbaa !525
  %43 = xor i32 %37, %42, !dbg !838
  %44 = lshr i64 %0, 40, !dbg !839
    #dbg_value(i64 %44, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !840)
  %45 = lshr i32 %43, 8, !dbg !842
  %46 = zext i32 %43 to i64, !dbg !843
  %47 = xor i64 %44, %46, !dbg !843
  %48 = and i64 %47, 255, !dbg !844
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !844
  %50 = load i32, ptr %49, align 4, !dbg !844, !tbaa !525
  %51 = xor i32 %45, %50, !dbg !845
  %52 = lshr i64 %0, 48, !dbg !846
    #dbg_value(i64 %52, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !847)
  %53 = lshr i32 %51, 8, !dbg !849
  %54 = zext i32 %51 to i64, !dbg !850
  %55 = xor i64 %52, %54, !dbg !850
  %56 = and i64 %55, 255, !dbg !851
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !851
  %58 = load i32, ptr %57, align 4, !dbg !851, !tbaa !525
  %59 = xor i32 %53, %58, !dbg !852
  %60 = lshr i64 %0, 56, !dbg !853
    #dbg_value(i64 %60, !799, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !854)
  %61 = lshr i32 %59, 8, !dbg !856
  %62 = and i32 %59, 255, !dbg !857
  %63 = zext nneg i32 %62 to i64, !dbg !857
  %64 = xor i64 %60, %63, !dbg !857
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !857
  %66 = load i32, ptr %65, align 4, !dbg !857, !tbaa !525
  %67 = xor i32 %61, %66, !dbg !858
  store i32 %67, ptr @crc32_context, align 4, !dbg !859, !tbaa !525
  %68 = icmp eq i32 %2, 0, !dbg !860
  br i1 %68, label %73, label %69, !dbg !862

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !863
  %71 = zext i32 %70 to i64, !dbg !863
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %1, i64 noundef %71), !dbg !865
  br label %73, !dbg !866

73:                                               ; preds = %69, %3
  ret void, !dbg !867
}

; Function Attrs: nofree nounwind
declare !dbg !868 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!288, !289, !290, !291, !292, !294, !295, !296, !297, !298}
!llvm.ident = !{!299}

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
!116 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !118, line: 42, baseType: !7)
!118 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !{!120}
!120 = !DISubrange(count: 256)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_77", scope: !2, file: !3, line: 29, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !125, line: 26, baseType: !126)
!125 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!291 = !{i32 1, !"target-abi", !"lp64d"}
!292 = !{i32 6, !"riscv-isa", !293}
!293 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!294 = !{i32 8, !"PIC Level", i32 2}
!295 = !{i32 7, !"PIE Level", i32 2}
!296 = !{i32 7, !"uwtable", i32 2}
!297 = !{i32 8, !"SmallDataLimit", i32 8}
!298 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!299 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!300 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 336, type: !301, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!301 = !DISubroutineType(types: !302)
!302 = !{!6, !6, !303}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!305 = !{!306, !307, !308, !309, !310, !311}
!306 = !DILocalVariable(name: "argc", arg: 1, scope: !300, file: !3, line: 336, type: !6)
!307 = !DILocalVariable(name: "argv", arg: 2, scope: !300, file: !3, line: 336, type: !303)
!308 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 338, type: !6)
!309 = !DILocalVariable(name: "j", scope: !300, file: !3, line: 338, type: !6)
!310 = !DILocalVariable(name: "k", scope: !300, file: !3, line: 338, type: !6)
!311 = !DILocalVariable(name: "print_hash_value", scope: !300, file: !3, line: 339, type: !6)
!312 = distinct !DIAssignID()
!313 = !DILocalVariable(name: "l_107", scope: !314, file: !3, line: 161, type: !416)
!314 = distinct !DISubprogram(name: "func_5", scope: !3, file: !3, line: 158, type: !315, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!115, !115, !115, !277}
!317 = !{!318, !319, !320, !321, !313, !322, !324, !326, !328, !331, !332, !333, !335, !336, !337, !340, !343, !344, !346, !347, !348, !349, !353, !354, !358, !359, !362, !365, !366, !367, !368, !369, !370, !371, !372, !373, !374, !377, !378, !379, !380, !381, !385, !388, !390, !391, !392, !393, !397, !398, !399, !402, !403, !404, !407, !408, !409, !411, !414, !415}
!318 = !DILocalVariable(name: "p_6", arg: 1, scope: !314, file: !3, line: 158, type: !115)
!319 = !DILocalVariable(name: "p_7", arg: 2, scope: !314, file: !3, line: 158, type: !115)
!320 = !DILocalVariable(name: "p_8", arg: 3, scope: !314, file: !3, line: 158, type: !277)
!321 = !DILocalVariable(name: "l_66", scope: !314, file: !3, line: 160, type: !180)
!322 = !DILocalVariable(name: "l_133", scope: !314, file: !3, line: 162, type: !323)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!324 = !DILocalVariable(name: "l_135", scope: !314, file: !3, line: 163, type: !325)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 192, elements: !51)
!326 = !DILocalVariable(name: "l_186", scope: !314, file: !3, line: 164, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!328 = !DILocalVariable(name: "l_193", scope: !314, file: !3, line: 165, type: !329)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 288, elements: !330)
!330 = !{!175, !153, !175}
!331 = !DILocalVariable(name: "l_200", scope: !314, file: !3, line: 166, type: !160)
!332 = !DILocalVariable(name: "l_199", scope: !314, file: !3, line: 167, type: !159)
!333 = !DILocalVariable(name: "l_207", scope: !314, file: !3, line: 168, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!335 = !DILocalVariable(name: "l_213", scope: !314, file: !3, line: 169, type: !133)
!336 = !DILocalVariable(name: "l_214", scope: !314, file: !3, line: 170, type: !133)
!337 = !DILocalVariable(name: "l_234", scope: !314, file: !3, line: 171, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 512, elements: !339)
!339 = !{!35, !14}
!340 = !DILocalVariable(name: "l_294", scope: !314, file: !3, line: 172, type: !341)
!341 = !DICompositeType(tag: DW_TAG_array_type, baseType: !199, size: 192, elements: !342)
!342 = !{!175}
!343 = !DILocalVariable(name: "l_299", scope: !314, file: !3, line: 173, type: !327)
!344 = !DILocalVariable(name: "l_300", scope: !314, file: !3, line: 174, type: !345)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !342)
!346 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 175, type: !6)
!347 = !DILocalVariable(name: "j", scope: !314, file: !3, line: 175, type: !6)
!348 = !DILocalVariable(name: "k", scope: !314, file: !3, line: 175, type: !6)
!349 = !DILocalVariable(name: "l_39", scope: !350, file: !3, line: 190, type: !180)
!350 = distinct !DILexicalBlock(scope: !351, file: !3, line: 189, column: 5)
!351 = distinct !DILexicalBlock(scope: !352, file: !3, line: 188, column: 5)
!352 = distinct !DILexicalBlock(scope: !314, file: !3, line: 188, column: 5)
!353 = !DILocalVariable(name: "l_103", scope: !350, file: !3, line: 191, type: !124)
!354 = !DILocalVariable(name: "l_132", scope: !350, file: !3, line: 192, type: !355)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 224, elements: !356)
!356 = !{!357}
!357 = !DISubrange(count: 7)
!358 = !DILocalVariable(name: "i", scope: !350, file: !3, line: 193, type: !6)
!359 = !DILocalVariable(name: "l_187", scope: !360, file: !3, line: 197, type: !123)
!360 = distinct !DILexicalBlock(scope: !361, file: !3, line: 196, column: 5)
!361 = distinct !DILexicalBlock(scope: !314, file: !3, line: 195, column: 9)
!362 = !DILocalVariable(name: "l_235", scope: !363, file: !3, line: 216, type: !171)
!363 = distinct !DILexicalBlock(scope: !364, file: !3, line: 215, column: 5)
!364 = distinct !DILexicalBlock(scope: !314, file: !3, line: 214, column: 9)
!365 = !DILocalVariable(name: "l_266", scope: !363, file: !3, line: 217, type: !124)
!366 = !DILocalVariable(name: "l_267", scope: !363, file: !3, line: 218, type: !123)
!367 = !DILocalVariable(name: "l_268", scope: !363, file: !3, line: 219, type: !123)
!368 = !DILocalVariable(name: "l_269", scope: !363, file: !3, line: 220, type: !123)
!369 = !DILocalVariable(name: "l_270", scope: !363, file: !3, line: 221, type: !123)
!370 = !DILocalVariable(name: "l_271", scope: !363, file: !3, line: 222, type: !123)
!371 = !DILocalVariable(name: "l_272", scope: !363, file: !3, line: 223, type: !123)
!372 = !DILocalVariable(name: "l_273", scope: !363, file: !3, line: 224, type: !123)
!373 = !DILocalVariable(name: "l_274", scope: !363, file: !3, line: 225, type: !123)
!374 = !DILocalVariable(name: "l_279", scope: !363, file: !3, line: 226, type: !375)
!375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 5120, elements: !376)
!376 = !{!153, !152, !35}
!377 = !DILocalVariable(name: "i", scope: !363, file: !3, line: 227, type: !6)
!378 = !DILocalVariable(name: "j", scope: !363, file: !3, line: 227, type: !6)
!379 = !DILocalVariable(name: "k", scope: !363, file: !3, line: 227, type: !6)
!380 = !DILabel(scope: !363, name: "lbl_278", file: !3, line: 228)
!381 = !DILocalVariable(name: "l_222", scope: !382, file: !3, line: 231, type: !272)
!382 = distinct !DILexicalBlock(scope: !383, file: !3, line: 230, column: 9)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 229, column: 9)
!384 = distinct !DILexicalBlock(scope: !363, file: !3, line: 229, column: 9)
!385 = !DILocalVariable(name: "l_231", scope: !382, file: !3, line: 232, type: !386)
!386 = !DICompositeType(tag: DW_TAG_array_type, baseType: !387, size: 64, elements: !212)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!388 = !DILocalVariable(name: "l_236", scope: !382, file: !3, line: 233, type: !389)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!390 = !DILocalVariable(name: "l_237", scope: !382, file: !3, line: 234, type: !123)
!391 = !DILocalVariable(name: "l_258", scope: !382, file: !3, line: 235, type: !134)
!392 = !DILocalVariable(name: "i", scope: !382, file: !3, line: 236, type: !6)
!393 = !DILocalVariable(name: "l_257", scope: !394, file: !3, line: 242, type: !115)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 241, column: 13)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 240, column: 13)
!396 = distinct !DILexicalBlock(scope: !382, file: !3, line: 240, column: 13)
!397 = !DILocalVariable(name: "l_259", scope: !394, file: !3, line: 243, type: !180)
!398 = !DILocalVariable(name: "l_260", scope: !394, file: !3, line: 244, type: !327)
!399 = !DILocalVariable(name: "l_261", scope: !394, file: !3, line: 245, type: !400)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !327, size: 5120, elements: !401)
!401 = !{!152, !35}
!402 = !DILocalVariable(name: "l_263", scope: !394, file: !3, line: 246, type: !124)
!403 = !DILocalVariable(name: "l_264", scope: !394, file: !3, line: 247, type: !323)
!404 = !DILocalVariable(name: "l_265", scope: !394, file: !3, line: 248, type: !405)
!405 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 576, elements: !406)
!406 = !{!153, !47}
!407 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 249, type: !6)
!408 = !DILocalVariable(name: "j", scope: !394, file: !3, line: 249, type: !6)
!409 = !DILocalVariable(name: "l_283", scope: !410, file: !3, line: 259, type: !134)
!410 = distinct !DILexicalBlock(scope: !364, file: !3, line: 258, column: 5)
!411 = !DILocalVariable(name: "l_284", scope: !410, file: !3, line: 260, type: !412)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 2240, elements: !413)
!413 = !{!357, !24}
!414 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 261, type: !6)
!415 = !DILocalVariable(name: "j", scope: !410, file: !3, line: 261, type: !6)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 224, elements: !356)
!417 = !DILocation(line: 0, scope: !314, inlinedAt: !418)
!418 = distinct !DILocation(line: 100, column: 44, scope: !419, inlinedAt: !487)
!419 = distinct !DILexicalBlock(scope: !420, file: !3, line: 100, column: 9)
!420 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 84, type: !421, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{!180}
!423 = !{!424, !425, !428, !429, !430, !433, !435, !436, !437, !438, !440, !441, !442, !443, !444, !445, !449, !450, !452, !453, !456, !459, !460, !463, !464, !465, !466, !467, !469, !474, !475, !476, !477, !478, !479, !480, !481, !484, !486}
!424 = !DILocalVariable(name: "l_4", scope: !420, file: !3, line: 86, type: !199)
!425 = !DILocalVariable(name: "l_13", scope: !420, file: !3, line: 87, type: !426)
!426 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !427)
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!428 = !DILocalVariable(name: "l_14", scope: !420, file: !3, line: 88, type: !277)
!429 = !DILocalVariable(name: "l_309", scope: !420, file: !3, line: 89, type: !124)
!430 = !DILocalVariable(name: "l_313", scope: !420, file: !3, line: 90, type: !431)
!431 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1536, elements: !432)
!432 = !{!19, !52}
!433 = !DILocalVariable(name: "l_312", scope: !420, file: !3, line: 91, type: !434)
!434 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 576, elements: !46)
!435 = !DILocalVariable(name: "l_329", scope: !420, file: !3, line: 92, type: !124)
!436 = !DILocalVariable(name: "l_330", scope: !420, file: !3, line: 93, type: !124)
!437 = !DILocalVariable(name: "l_335", scope: !420, file: !3, line: 94, type: !124)
!438 = !DILocalVariable(name: "l_336", scope: !420, file: !3, line: 95, type: !439)
!439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 128, elements: !18)
!440 = !DILocalVariable(name: "l_340", scope: !420, file: !3, line: 96, type: !124)
!441 = !DILocalVariable(name: "l_364", scope: !420, file: !3, line: 97, type: !115)
!442 = !DILocalVariable(name: "l_375", scope: !420, file: !3, line: 98, type: !199)
!443 = !DILocalVariable(name: "i", scope: !420, file: !3, line: 99, type: !6)
!444 = !DILocalVariable(name: "j", scope: !420, file: !3, line: 99, type: !6)
!445 = !DILocalVariable(name: "l_308", scope: !446, file: !3, line: 102, type: !447)
!446 = distinct !DILexicalBlock(scope: !419, file: !3, line: 101, column: 5)
!447 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 15680, elements: !448)
!448 = !{!24, !357, !357}
!449 = !DILocalVariable(name: "l_319", scope: !446, file: !3, line: 103, type: !145)
!450 = !DILocalVariable(name: "l_318", scope: !446, file: !3, line: 104, type: !451)
!451 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 448, elements: !356)
!452 = !DILocalVariable(name: "l_317", scope: !446, file: !3, line: 105, type: !143)
!453 = !DILocalVariable(name: "l_316", scope: !446, file: !3, line: 106, type: !454)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !455, size: 64, elements: !212)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!456 = !DILocalVariable(name: "l_328", scope: !446, file: !3, line: 107, type: !457)
!457 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 256, elements: !458)
!458 = !{!14, !14}
!459 = !DILocalVariable(name: "l_331", scope: !446, file: !3, line: 108, type: !334)
!460 = !DILocalVariable(name: "l_332", scope: !446, file: !3, line: 109, type: !461)
!461 = !DICompositeType(tag: DW_TAG_array_type, baseType: !334, size: 320, elements: !462)
!462 = !{!24, !153}
!463 = !DILocalVariable(name: "l_333", scope: !446, file: !3, line: 110, type: !192)
!464 = !DILocalVariable(name: "i", scope: !446, file: !3, line: 111, type: !6)
!465 = !DILocalVariable(name: "j", scope: !446, file: !3, line: 111, type: !6)
!466 = !DILocalVariable(name: "k", scope: !446, file: !3, line: 111, type: !6)
!467 = !DILocalVariable(name: "l_345", scope: !468, file: !3, line: 121, type: !124)
!468 = distinct !DILexicalBlock(scope: !419, file: !3, line: 120, column: 5)
!469 = !DILocalVariable(name: "l_356", scope: !468, file: !3, line: 122, type: !470)
!470 = !DICompositeType(tag: DW_TAG_array_type, baseType: !471, size: 2304, elements: !473)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 64)
!472 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!473 = !{!52, !52}
!474 = !DILocalVariable(name: "l_361", scope: !468, file: !3, line: 123, type: !124)
!475 = !DILocalVariable(name: "l_362", scope: !468, file: !3, line: 124, type: !132)
!476 = !DILocalVariable(name: "l_369", scope: !468, file: !3, line: 125, type: !123)
!477 = !DILocalVariable(name: "l_370", scope: !468, file: !3, line: 126, type: !123)
!478 = !DILocalVariable(name: "l_372", scope: !468, file: !3, line: 127, type: !123)
!479 = !DILocalVariable(name: "i", scope: !468, file: !3, line: 128, type: !6)
!480 = !DILocalVariable(name: "j", scope: !468, file: !3, line: 128, type: !6)
!481 = !DILabel(scope: !482, name: "lbl_346", file: !3, line: 131)
!482 = distinct !DILexicalBlock(scope: !483, file: !3, line: 130, column: 9)
!483 = distinct !DILexicalBlock(scope: !468, file: !3, line: 129, column: 13)
!484 = !DILocalVariable(name: "l_355", scope: !485, file: !3, line: 136, type: !123)
!485 = distinct !DILexicalBlock(scope: !483, file: !3, line: 135, column: 9)
!486 = !DILocalVariable(name: "l_363", scope: !485, file: !3, line: 137, type: !124)
!487 = distinct !DILocation(line: 343, column: 5, scope: !300)
!488 = distinct !DIAssignID()
!489 = distinct !DIAssignID()
!490 = distinct !DIAssignID()
!491 = !DILocation(line: 0, scope: !300)
!492 = !DILocation(line: 340, column: 14, scope: !493)
!493 = distinct !DILexicalBlock(scope: !300, file: !3, line: 340, column: 9)
!494 = !DILocation(line: 340, column: 19, scope: !493)
!495 = !DILocation(line: 340, column: 29, scope: !493)
!496 = !{!497, !497, i64 0}
!497 = !{!"any pointer", !498, i64 0}
!498 = !{!"omnipotent char", !499, i64 0}
!499 = !{!"Simple C/C++ TBAA"}
!500 = !DILocation(line: 340, column: 43, scope: !493)
!501 = !DILocation(line: 340, column: 9, scope: !300)
!502 = !DILocalVariable(name: "poly", scope: !503, file: !113, line: 54, type: !510)
!503 = distinct !DISubprogram(name: "crc32_gentab", scope: !113, file: !113, line: 51, type: !504, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !506)
!504 = !DISubroutineType(types: !505)
!505 = !{null}
!506 = !{!507, !502, !508, !509}
!507 = !DILocalVariable(name: "crc", scope: !503, file: !113, line: 53, type: !115)
!508 = !DILocalVariable(name: "i", scope: !503, file: !113, line: 55, type: !6)
!509 = !DILocalVariable(name: "j", scope: !503, file: !113, line: 55, type: !6)
!510 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!511 = !DILocation(line: 0, scope: !503, inlinedAt: !512)
!512 = distinct !DILocation(line: 342, column: 5, scope: !300)
!513 = !DILocation(line: 57, column: 2, scope: !514, inlinedAt: !512)
!514 = distinct !DILexicalBlock(scope: !503, file: !113, line: 57, column: 2)
!515 = !DILocation(line: 60, column: 12, scope: !516, inlinedAt: !512)
!516 = distinct !DILexicalBlock(scope: !517, file: !113, line: 60, column: 8)
!517 = distinct !DILexicalBlock(scope: !518, file: !113, line: 59, column: 27)
!518 = distinct !DILexicalBlock(scope: !519, file: !113, line: 59, column: 3)
!519 = distinct !DILexicalBlock(scope: !520, file: !113, line: 59, column: 3)
!520 = distinct !DILexicalBlock(scope: !521, file: !113, line: 57, column: 28)
!521 = distinct !DILexicalBlock(scope: !514, file: !113, line: 57, column: 2)
!522 = !DILocation(line: 60, column: 8, scope: !517, inlinedAt: !512)
!523 = !DILocation(line: 66, column: 3, scope: !520, inlinedAt: !512)
!524 = !DILocation(line: 66, column: 16, scope: !520, inlinedAt: !512)
!525 = !{!526, !526, i64 0}
!526 = !{!"int", !498, i64 0}
!527 = !DILocation(line: 57, column: 24, scope: !521, inlinedAt: !512)
!528 = !DILocation(line: 57, column: 16, scope: !521, inlinedAt: !512)
!529 = distinct !{!529, !513, !530, !531}
!530 = !DILocation(line: 67, column: 2, scope: !514, inlinedAt: !512)
!531 = !{!"llvm.loop.mustprogress"}
!532 = distinct !DIAssignID()
!533 = !DILocation(line: 0, scope: !420, inlinedAt: !487)
!534 = distinct !DIAssignID()
!535 = distinct !DIAssignID()
!536 = !DILocation(line: 0, scope: !446, inlinedAt: !487)
!537 = distinct !DIAssignID()
!538 = distinct !DIAssignID()
!539 = distinct !DIAssignID()
!540 = distinct !DIAssignID()
!541 = distinct !DIAssignID()
!542 = distinct !DIAssignID()
!543 = distinct !DIAssignID()
!544 = distinct !DIAssignID()
!545 = !DILocation(line: 100, column: 52, scope: !419, inlinedAt: !487)
!546 = !{!547, !547, i64 0}
!547 = !{!"short", !498, i64 0}
!548 = !DILocation(line: 100, column: 85, scope: !419, inlinedAt: !487)
!549 = !DILocation(line: 100, column: 56, scope: !419, inlinedAt: !487)
!550 = distinct !DIAssignID()
!551 = distinct !DIAssignID()
!552 = distinct !DIAssignID()
!553 = distinct !DIAssignID()
!554 = distinct !DIAssignID()
!555 = !DILocation(line: 0, scope: !382, inlinedAt: !418)
!556 = distinct !DIAssignID()
!557 = !DILocation(line: 0, scope: !410, inlinedAt: !418)
!558 = distinct !DIAssignID()
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = !DILocation(line: 161, column: 5, scope: !314, inlinedAt: !418)
!562 = !DILocation(line: 161, column: 13, scope: !314, inlinedAt: !418)
!563 = distinct !DIAssignID()
!564 = distinct !DIAssignID()
!565 = !DILocation(line: 169, column: 5, scope: !314, inlinedAt: !418)
!566 = distinct !DIAssignID()
!567 = distinct !DIAssignID()
!568 = distinct !DIAssignID()
!569 = !DILocalVariable(name: "ui1", arg: 1, scope: !570, file: !571, line: 546, type: !161)
!570 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !571, file: !571, line: 546, type: !572, scopeLine: 547, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !574)
!571 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!572 = !DISubroutineType(types: !573)
!573 = !{!161, !161, !161}
!574 = !{!569, !575}
!575 = !DILocalVariable(name: "ui2", arg: 2, scope: !570, file: !571, line: 546, type: !161)
!576 = !DILocation(line: 0, scope: !570, inlinedAt: !577)
!577 = distinct !DILocation(line: 188, column: 39, scope: !351, inlinedAt: !418)
!578 = !DILocation(line: 188, scope: !352, inlinedAt: !418)
!579 = !DILocation(line: 195, column: 212, scope: !361, inlinedAt: !418)
!580 = !DILocation(line: 195, column: 204, scope: !361, inlinedAt: !418)
!581 = !DILocation(line: 0, scope: !570, inlinedAt: !582)
!582 = distinct !DILocation(line: 195, column: 172, scope: !361, inlinedAt: !418)
!583 = !DILocation(line: 195, column: 325, scope: !361, inlinedAt: !418)
!584 = !DILocation(line: 195, column: 143, scope: !361, inlinedAt: !418)
!585 = !DILocation(line: 195, column: 129, scope: !361, inlinedAt: !418)
!586 = !DILocation(line: 197, column: 27, scope: !360, inlinedAt: !418)
!587 = !DILocation(line: 0, scope: !360, inlinedAt: !418)
!588 = !DILocation(line: 199, column: 18, scope: !360, inlinedAt: !418)
!589 = !DILocation(line: 200, column: 11, scope: !360, inlinedAt: !418)
!590 = !DILocation(line: 200, column: 18, scope: !360, inlinedAt: !418)
!591 = !DILocation(line: 214, column: 251, scope: !364, inlinedAt: !418)
!592 = !DILocation(line: 214, column: 250, scope: !364, inlinedAt: !418)
!593 = !DILocation(line: 214, column: 402, scope: !364, inlinedAt: !418)
!594 = !DILocation(line: 214, column: 302, scope: !364, inlinedAt: !418)
!595 = !{!596, !596, i64 0}
!596 = !{!"long", !498, i64 0}
!597 = !DILocation(line: 214, column: 53, scope: !364, inlinedAt: !418)
!598 = !DILocalVariable(name: "si1", arg: 1, scope: !599, file: !571, line: 473, type: !134)
!599 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !571, file: !571, line: 473, type: !600, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !602)
!600 = !DISubroutineType(types: !601)
!601 = !{!134, !134, !134}
!602 = !{!598, !603}
!603 = !DILocalVariable(name: "si2", arg: 2, scope: !599, file: !571, line: 473, type: !134)
!604 = !DILocation(line: 0, scope: !599, inlinedAt: !605)
!605 = distinct !DILocation(line: 214, column: 12, scope: !364, inlinedAt: !418)
!606 = !DILocation(line: 478, column: 11, scope: !599, inlinedAt: !605)
!607 = !DILocation(line: 478, column: 17, scope: !599, inlinedAt: !605)
!608 = !DILocation(line: 214, column: 523, scope: !364, inlinedAt: !418)
!609 = !DILocation(line: 481, column: 10, scope: !599, inlinedAt: !605)
!610 = !DILocation(line: 214, column: 10, scope: !364, inlinedAt: !418)
!611 = !DILocation(line: 214, column: 9, scope: !314, inlinedAt: !418)
!612 = !DILocation(line: 229, column: 14, scope: !384, inlinedAt: !418)
!613 = !DILocation(line: 228, column: 1, scope: !363, inlinedAt: !418)
!614 = !DILocation(line: 239, column: 84, scope: !382, inlinedAt: !418)
!615 = !DILocation(line: 252, column: 9, scope: !363, inlinedAt: !418)
!616 = !DILocation(line: 253, column: 13, scope: !363, inlinedAt: !418)
!617 = !DILocation(line: 239, column: 151, scope: !382, inlinedAt: !418)
!618 = !DILocation(line: 240, scope: !396, inlinedAt: !418)
!619 = !DILocation(line: 255, column: 11, scope: !363, inlinedAt: !418)
!620 = !DILocation(line: 255, column: 18, scope: !363, inlinedAt: !418)
!621 = !DILocation(line: 256, column: 5, scope: !363, inlinedAt: !418)
!622 = distinct !DIAssignID()
!623 = distinct !DIAssignID()
!624 = distinct !DIAssignID()
!625 = distinct !DIAssignID()
!626 = !DILocation(line: 262, column: 9, scope: !410, inlinedAt: !418)
!627 = !DILocation(line: 263, scope: !628, inlinedAt: !418)
!628 = distinct !DILexicalBlock(scope: !410, file: !3, line: 263, column: 9)
!629 = !DILocation(line: 268, column: 11, scope: !314, inlinedAt: !418)
!630 = !DILocation(line: 263, column: 9, scope: !628, inlinedAt: !418)
!631 = !DILocation(line: 268, column: 16, scope: !314, inlinedAt: !418)
!632 = !DILocation(line: 268, column: 102, scope: !314, inlinedAt: !418)
!633 = !DILocation(line: 268, column: 322, scope: !314, inlinedAt: !418)
!634 = !DILocation(line: 268, column: 25, scope: !314, inlinedAt: !418)
!635 = !DILocation(line: 270, column: 1, scope: !314, inlinedAt: !418)
!636 = !DILocation(line: 116, column: 11, scope: !446, inlinedAt: !487)
!637 = !DILocation(line: 117, column: 9, scope: !446, inlinedAt: !487)
!638 = !DILocation(line: 344, column: 21, scope: !300)
!639 = !DILocation(line: 344, column: 5, scope: !300)
!640 = !DILocation(line: 345, column: 5, scope: !300)
!641 = !DILocation(line: 346, column: 21, scope: !300)
!642 = !DILocation(line: 346, column: 5, scope: !300)
!643 = !DILocation(line: 347, column: 5, scope: !300)
!644 = !DILocation(line: 348, column: 5, scope: !300)
!645 = !DILocation(line: 351, column: 9, scope: !646)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 350, column: 5)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 349, column: 5)
!648 = distinct !DILexicalBlock(scope: !300, file: !3, line: 349, column: 5)
!649 = !DILocation(line: 352, column: 13, scope: !646)
!650 = !DILocation(line: 351, column: 25, scope: !646)
!651 = !DILocation(line: 352, column: 31, scope: !652)
!652 = distinct !DILexicalBlock(scope: !646, file: !3, line: 352, column: 13)
!653 = !DILocation(line: 355, column: 21, scope: !300)
!654 = !DILocation(line: 355, column: 5, scope: !300)
!655 = !DILocation(line: 358, column: 9, scope: !656)
!656 = distinct !DILexicalBlock(scope: !657, file: !3, line: 357, column: 5)
!657 = distinct !DILexicalBlock(scope: !658, file: !3, line: 356, column: 5)
!658 = distinct !DILexicalBlock(scope: !300, file: !3, line: 356, column: 5)
!659 = !DILocation(line: 359, column: 13, scope: !656)
!660 = !DILocation(line: 359, column: 31, scope: !661)
!661 = distinct !DILexicalBlock(scope: !656, file: !3, line: 359, column: 13)
!662 = !DILocation(line: 362, column: 21, scope: !300)
!663 = !DILocation(line: 362, column: 5, scope: !300)
!664 = !DILocation(line: 365, column: 9, scope: !665)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 364, column: 5)
!666 = distinct !DILexicalBlock(scope: !667, file: !3, line: 363, column: 5)
!667 = distinct !DILexicalBlock(scope: !300, file: !3, line: 363, column: 5)
!668 = !DILocation(line: 366, column: 31, scope: !669)
!669 = distinct !DILexicalBlock(scope: !665, file: !3, line: 366, column: 13)
!670 = !DILocation(line: 365, column: 25, scope: !665)
!671 = !DILocation(line: 366, column: 13, scope: !665)
!672 = !DILocation(line: 369, column: 5, scope: !673)
!673 = distinct !DILexicalBlock(scope: !300, file: !3, line: 369, column: 5)
!674 = !DILocation(line: 371, column: 9, scope: !675)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 371, column: 9)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 370, column: 5)
!677 = distinct !DILexicalBlock(scope: !673, file: !3, line: 369, column: 5)
!678 = !DILocation(line: 375, column: 33, scope: !679)
!679 = distinct !DILexicalBlock(scope: !680, file: !3, line: 374, column: 13)
!680 = distinct !DILexicalBlock(scope: !681, file: !3, line: 373, column: 13)
!681 = distinct !DILexicalBlock(scope: !682, file: !3, line: 373, column: 13)
!682 = distinct !DILexicalBlock(scope: !683, file: !3, line: 372, column: 9)
!683 = distinct !DILexicalBlock(scope: !675, file: !3, line: 371, column: 9)
!684 = !{!498, !498, i64 0}
!685 = !DILocation(line: 375, column: 17, scope: !679)
!686 = !DILocation(line: 376, column: 21, scope: !679)
!687 = !DILocation(line: 376, column: 39, scope: !688)
!688 = distinct !DILexicalBlock(scope: !679, file: !3, line: 376, column: 21)
!689 = !DILocation(line: 371, column: 29, scope: !683)
!690 = !DILocation(line: 371, column: 23, scope: !683)
!691 = distinct !{!691, !674, !692, !531}
!692 = !DILocation(line: 379, column: 9, scope: !675)
!693 = !DILocation(line: 369, column: 25, scope: !677)
!694 = !DILocation(line: 369, column: 19, scope: !677)
!695 = distinct !{!695, !672, !696, !531}
!696 = !DILocation(line: 380, column: 5, scope: !673)
!697 = !DILocation(line: 381, column: 21, scope: !300)
!698 = !DILocation(line: 381, column: 5, scope: !300)
!699 = !DILocation(line: 382, column: 5, scope: !700)
!700 = distinct !DILexicalBlock(scope: !300, file: !3, line: 382, column: 5)
!701 = !DILocation(line: 388, column: 33, scope: !702)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 387, column: 13)
!703 = distinct !DILexicalBlock(scope: !704, file: !3, line: 386, column: 13)
!704 = distinct !DILexicalBlock(scope: !705, file: !3, line: 386, column: 13)
!705 = distinct !DILexicalBlock(scope: !706, file: !3, line: 385, column: 9)
!706 = distinct !DILexicalBlock(scope: !707, file: !3, line: 384, column: 9)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 384, column: 9)
!708 = distinct !DILexicalBlock(scope: !709, file: !3, line: 383, column: 5)
!709 = distinct !DILexicalBlock(scope: !700, file: !3, line: 382, column: 5)
!710 = !DILocation(line: 388, column: 17, scope: !702)
!711 = !DILocation(line: 389, column: 21, scope: !702)
!712 = !DILocation(line: 389, column: 39, scope: !713)
!713 = distinct !DILexicalBlock(scope: !702, file: !3, line: 389, column: 21)
!714 = !DILocation(line: 382, column: 26, scope: !709)
!715 = !DILocation(line: 382, column: 19, scope: !709)
!716 = distinct !{!716, !699, !717, !531}
!717 = !DILocation(line: 393, column: 5, scope: !700)
!718 = !DILocation(line: 394, column: 21, scope: !300)
!719 = !DILocation(line: 394, column: 5, scope: !300)
!720 = !DILocation(line: 395, column: 5, scope: !300)
!721 = !DILocation(line: 396, column: 5, scope: !300)
!722 = !DILocation(line: 397, column: 5, scope: !300)
!723 = !DILocation(line: 402, column: 13, scope: !724)
!724 = distinct !DILexicalBlock(scope: !725, file: !3, line: 401, column: 9)
!725 = distinct !DILexicalBlock(scope: !726, file: !3, line: 400, column: 9)
!726 = distinct !DILexicalBlock(scope: !727, file: !3, line: 400, column: 9)
!727 = distinct !DILexicalBlock(scope: !728, file: !3, line: 399, column: 5)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 398, column: 5)
!729 = distinct !DILexicalBlock(scope: !300, file: !3, line: 398, column: 5)
!730 = !DILocation(line: 403, column: 17, scope: !724)
!731 = !DILocation(line: 403, column: 35, scope: !732)
!732 = distinct !DILexicalBlock(scope: !724, file: !3, line: 403, column: 17)
!733 = !DILocation(line: 407, column: 5, scope: !300)
!734 = !DILocation(line: 410, column: 9, scope: !735)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 409, column: 5)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 408, column: 5)
!737 = distinct !DILexicalBlock(scope: !300, file: !3, line: 408, column: 5)
!738 = !DILocation(line: 411, column: 31, scope: !739)
!739 = distinct !DILexicalBlock(scope: !735, file: !3, line: 411, column: 13)
!740 = !DILocation(line: 410, column: 25, scope: !735)
!741 = !DILocation(line: 416, column: 25, scope: !742)
!742 = distinct !DILexicalBlock(scope: !743, file: !3, line: 415, column: 5)
!743 = distinct !DILexicalBlock(scope: !744, file: !3, line: 414, column: 5)
!744 = distinct !DILexicalBlock(scope: !300, file: !3, line: 414, column: 5)
!745 = !DILocation(line: 416, column: 9, scope: !742)
!746 = !DILocation(line: 417, column: 31, scope: !747)
!747 = distinct !DILexicalBlock(scope: !742, file: !3, line: 417, column: 13)
!748 = !DILocation(line: 417, column: 13, scope: !742)
!749 = !DILocation(line: 420, column: 5, scope: !300)
!750 = !DILocation(line: 421, column: 5, scope: !300)
!751 = !DILocation(line: 424, column: 9, scope: !752)
!752 = distinct !DILexicalBlock(scope: !753, file: !3, line: 423, column: 5)
!753 = distinct !DILexicalBlock(scope: !754, file: !3, line: 422, column: 5)
!754 = distinct !DILexicalBlock(scope: !300, file: !3, line: 422, column: 5)
!755 = !DILocation(line: 425, column: 13, scope: !752)
!756 = !DILocation(line: 425, column: 31, scope: !757)
!757 = distinct !DILexicalBlock(scope: !752, file: !3, line: 425, column: 13)
!758 = !DILocation(line: 428, column: 5, scope: !300)
!759 = !DILocation(line: 429, column: 5, scope: !300)
!760 = !DILocation(line: 430, column: 5, scope: !300)
!761 = !DILocation(line: 431, column: 21, scope: !300)
!762 = !DILocation(line: 431, column: 5, scope: !300)
!763 = !DILocation(line: 434, column: 25, scope: !764)
!764 = distinct !DILexicalBlock(scope: !765, file: !3, line: 433, column: 5)
!765 = distinct !DILexicalBlock(scope: !766, file: !3, line: 432, column: 5)
!766 = distinct !DILexicalBlock(scope: !300, file: !3, line: 432, column: 5)
!767 = !DILocation(line: 434, column: 9, scope: !764)
!768 = !DILocation(line: 435, column: 13, scope: !764)
!769 = !DILocation(line: 435, column: 31, scope: !770)
!770 = distinct !DILexicalBlock(scope: !764, file: !3, line: 435, column: 13)
!771 = !DILocation(line: 438, column: 5, scope: !300)
!772 = !DILocation(line: 439, column: 23, scope: !300)
!773 = !DILocation(line: 439, column: 37, scope: !300)
!774 = !DILocalVariable(name: "crc", arg: 1, scope: !775, file: !280, line: 49, type: !115)
!775 = distinct !DISubprogram(name: "platform_main_end", scope: !280, file: !280, line: 49, type: !776, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !778)
!776 = !DISubroutineType(types: !777)
!777 = !{null, !115, !6}
!778 = !{!774, !779}
!779 = !DILocalVariable(name: "flag", arg: 2, scope: !775, file: !280, line: 49, type: !6)
!780 = !DILocation(line: 0, scope: !775, inlinedAt: !781)
!781 = distinct !DILocation(line: 439, column: 5, scope: !300)
!782 = !DILocation(line: 56, column: 2, scope: !775, inlinedAt: !781)
!783 = !DILocation(line: 440, column: 5, scope: !300)
!784 = distinct !DISubprogram(name: "transparent_crc", scope: !113, file: !113, line: 110, type: !785, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !787)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !199, !304, !6}
!787 = !{!788, !789, !790}
!788 = !DILocalVariable(name: "val", arg: 1, scope: !784, file: !113, line: 110, type: !199)
!789 = !DILocalVariable(name: "vname", arg: 2, scope: !784, file: !113, line: 110, type: !304)
!790 = !DILocalVariable(name: "flag", arg: 3, scope: !784, file: !113, line: 110, type: !6)
!791 = !DILocation(line: 0, scope: !784)
!792 = !DILocalVariable(name: "val", arg: 1, scope: !793, file: !113, line: 97, type: !199)
!793 = distinct !DISubprogram(name: "crc32_8bytes", scope: !113, file: !113, line: 97, type: !794, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !199}
!796 = !{!792}
!797 = !DILocation(line: 0, scope: !793, inlinedAt: !798)
!798 = distinct !DILocation(line: 112, column: 2, scope: !784)
!799 = !DILocalVariable(name: "b", arg: 1, scope: !800, file: !113, line: 71, type: !161)
!800 = distinct !DISubprogram(name: "crc32_byte", scope: !113, file: !113, line: 71, type: !801, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !803)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !161}
!803 = !{!799}
!804 = !DILocation(line: 0, scope: !800, inlinedAt: !805)
!805 = distinct !DILocation(line: 99, column: 2, scope: !793, inlinedAt: !798)
!806 = !DILocation(line: 73, column: 5, scope: !800, inlinedAt: !805)
!807 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !805)
!808 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !805)
!809 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !805)
!810 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !805)
!811 = !DILocation(line: 100, column: 18, scope: !793, inlinedAt: !798)
!812 = !DILocation(line: 0, scope: !800, inlinedAt: !813)
!813 = distinct !DILocation(line: 100, column: 2, scope: !793, inlinedAt: !798)
!814 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !813)
!815 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !813)
!816 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !813)
!817 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !813)
!818 = !DILocation(line: 101, column: 18, scope: !793, inlinedAt: !798)
!819 = !DILocation(line: 0, scope: !800, inlinedAt: !820)
!820 = distinct !DILocation(line: 101, column: 2, scope: !793, inlinedAt: !798)
!821 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !820)
!822 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !820)
!823 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !820)
!824 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !820)
!825 = !DILocation(line: 102, column: 18, scope: !793, inlinedAt: !798)
!826 = !DILocation(line: 0, scope: !800, inlinedAt: !827)
!827 = distinct !DILocation(line: 102, column: 2, scope: !793, inlinedAt: !798)
!828 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !827)
!829 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !827)
!830 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !827)
!831 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !827)
!832 = !DILocation(line: 103, column: 18, scope: !793, inlinedAt: !798)
!833 = !DILocation(line: 0, scope: !800, inlinedAt: !834)
!834 = distinct !DILocation(line: 103, column: 2, scope: !793, inlinedAt: !798)
!835 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !834)
!836 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !834)
!837 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !834)
!838 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !834)
!839 = !DILocation(line: 104, column: 18, scope: !793, inlinedAt: !798)
!840 = !DILocation(line: 0, scope: !800, inlinedAt: !841)
!841 = distinct !DILocation(line: 104, column: 2, scope: !793, inlinedAt: !798)
!842 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !841)
!843 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !841)
!844 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !841)
!845 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !841)
!846 = !DILocation(line: 105, column: 18, scope: !793, inlinedAt: !798)
!847 = !DILocation(line: 0, scope: !800, inlinedAt: !848)
!848 = distinct !DILocation(line: 105, column: 2, scope: !793, inlinedAt: !798)
!849 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !848)
!850 = !DILocation(line: 74, column: 33, scope: !800, inlinedAt: !848)
!851 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !848)
!852 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !848)
!853 = !DILocation(line: 106, column: 18, scope: !793, inlinedAt: !798)
!854 = !DILocation(line: 0, scope: !800, inlinedAt: !855)
!855 = distinct !DILocation(line: 106, column: 2, scope: !793, inlinedAt: !798)
!856 = !DILocation(line: 73, column: 19, scope: !800, inlinedAt: !855)
!857 = !DILocation(line: 74, column: 3, scope: !800, inlinedAt: !855)
!858 = !DILocation(line: 73, column: 39, scope: !800, inlinedAt: !855)
!859 = !DILocation(line: 72, column: 16, scope: !800, inlinedAt: !855)
!860 = !DILocation(line: 113, column: 6, scope: !861)
!861 = distinct !DILexicalBlock(scope: !784, file: !113, line: 113, column: 6)
!862 = !DILocation(line: 113, column: 6, scope: !784)
!863 = !DILocation(line: 114, column: 73, scope: !864)
!864 = distinct !DILexicalBlock(scope: !861, file: !113, line: 113, column: 12)
!865 = !DILocation(line: 114, column: 5, scope: !864)
!866 = !DILocation(line: 115, column: 2, scope: !864)
!867 = !DILocation(line: 116, column: 1, scope: !784)
!868 = !DISubprogram(name: "printf", scope: !869, file: !869, line: 356, type: !870, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!869 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!870 = !DISubroutineType(types: !871)
!871 = !{!6, !872, null}
!872 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !873)
!873 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !874, size: 64)
!874 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
