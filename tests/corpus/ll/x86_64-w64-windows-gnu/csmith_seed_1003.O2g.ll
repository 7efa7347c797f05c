; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_9 = internal global i16 6, align 2, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !15
@g_12 = internal unnamed_addr global i1 false, align 1, !dbg !273
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !20
@g_42 = internal global i32 -1, align 4, !dbg !186
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1, !dbg !29
@g_63.3 = internal unnamed_addr global i16 0, align 2, !dbg !274
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !36
@g_70 = internal unnamed_addr global i1 false, align 2, !dbg !275
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1, !dbg !43
@g_104 = internal global i16 -28983, align 2, !dbg !203
@.str.10 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !48
@g_113.1 = internal unnamed_addr global i32 1933786134, align 4, !dbg !276
@.str.11 = private unnamed_addr constant [9 x i8] c"g_113[i]\00", align 1, !dbg !53
@g_119 = internal unnamed_addr constant [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 16, !dbg !209
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !60
@g_131 = internal global i32 -379968030, align 4, !dbg !213
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !65
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 16, !dbg !215
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1, !dbg !67
@g_162 = internal unnamed_addr global i64 -898946607332870064, align 8, !dbg !219
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !71
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1, !dbg !77
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1, !dbg !87
@g_275.4 = internal unnamed_addr global i32 -1, align 16, !dbg !277
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1, !dbg !89
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16, !dbg !236
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1, !dbg !91
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1, !dbg !95
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1, !dbg !99
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1, !dbg !101
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1, !dbg !103
@g_339 = internal global i32 0, align 4, !dbg !254
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1, !dbg !105
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 16, !dbg !257
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1, !dbg !107
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1, !dbg !109
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !271
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !111
@g_282 = internal global ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !134
@g_194 = internal global ptr @g_131, align 8, !dbg !149
@g_188 = internal global ptr @g_42, align 8, !dbg !158
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 16
@g_77 = internal unnamed_addr global ptr @g_42, align 8, !dbg !119
@g_280 = internal constant ptr @g_281, align 8, !dbg !123
@g_281 = internal global ptr @g_282, align 8, !dbg !132
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !177
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !268

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !286 {
  %3 = alloca [7 x i32], align 16, !DIAssignID !298
    #dbg_assign(i1 undef, !299, !DIExpression(), !298, ptr %3, !DIExpression(), !403)
  %4 = alloca ptr, align 8, !DIAssignID !474
    #dbg_value(i32 %0, !292, !DIExpression(), !475)
    #dbg_value(ptr %1, !293, !DIExpression(), !475)
    #dbg_value(i32 0, !297, !DIExpression(), !475)
  %5 = icmp eq i32 %0, 2, !dbg !476
  br i1 %5, label %6, label %19, !dbg !478

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !479
  %8 = load ptr, ptr %7, align 8, !dbg !479, !tbaa !480
  %9 = load i8, ptr %8, align 1
  %10 = icmp eq i8 %9, 49
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0, !dbg !484
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i1 [ true, %6 ], [ %14, %11 ]
  %17 = xor i1 %16, true, !dbg !485
  %18 = zext i1 %17 to i32, !dbg !485
  br label %19, !dbg !485

19:                                               ; preds = %2, %15
  %20 = phi i1 [ true, %2 ], [ %16, %15 ], !dbg !475
  %21 = phi i32 [ 0, %2 ], [ %18, %15 ], !dbg !475
    #dbg_value(i32 %21, !297, !DIExpression(), !475)
    #dbg_value(i32 -306674912, !486, !DIExpression(), !495)
    #dbg_value(i32 0, !492, !DIExpression(), !495)
  br label %22, !dbg !497

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %66, %22 ], !dbg !499
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %19 ], [ %67, %22 ], !dbg !501
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !501
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !507
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !501
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !507
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !501
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !507
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !501
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !507
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %46 = icmp eq <4 x i32> %45, zeroinitializer, !dbg !501
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48, !dbg !507
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %51 = icmp eq <4 x i32> %50, zeroinitializer, !dbg !501
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53, !dbg !507
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %56 = icmp eq <4 x i32> %55, zeroinitializer, !dbg !501
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58, !dbg !507
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !501
  %61 = icmp eq <4 x i32> %60, zeroinitializer, !dbg !501
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>, !dbg !507
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !507
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63, !dbg !507
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %23, !dbg !508
  store <4 x i32> %64, ptr %65, align 16, !dbg !509, !tbaa !510
  %66 = add nuw i64 %23, 4, !dbg !499
  %67 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>, !dbg !501
  %68 = icmp eq i64 %66, 256, !dbg !499
  br i1 %68, label %69, label %22, !dbg !499, !llvm.loop !512

69:                                               ; preds = %22
    #dbg_assign(i1 undef, !431, !DIExpression(), !517, ptr poison, !DIExpression(), !518)
    #dbg_assign(i1 undef, !435, !DIExpression(), !519, ptr undef, !DIExpression(), !518)
    #dbg_assign(i1 poison, !436, !DIExpression(), !520, ptr undef, !DIExpression(), !518)
    #dbg_assign(i1 undef, !438, !DIExpression(), !521, ptr undef, !DIExpression(), !518)
    #dbg_assign(i1 undef, !439, !DIExpression(), !522, ptr undef, !DIExpression(), !518)
    #dbg_assign(i1 undef, !442, !DIExpression(), !523, ptr poison, !DIExpression(), !518)
    #dbg_assign(i1 undef, !446, !DIExpression(), !524, ptr poison, !DIExpression(), !518)
    #dbg_value(i64 653523322397063, !410, !DIExpression(), !525)
    #dbg_value(ptr poison, !411, !DIExpression(), !525)
    #dbg_value(ptr poison, !414, !DIExpression(), !525)
    #dbg_value(i32 448087639, !415, !DIExpression(), !525)
    #dbg_assign(i1 undef, !416, !DIExpression(), !526, ptr poison, !DIExpression(), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64), !525)
    #dbg_value(ptr poison, !419, !DIExpression(DW_OP_plus_uconst, 88, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !525)
    #dbg_value(i32 -3, !421, !DIExpression(), !525)
    #dbg_value(i32 -10, !422, !DIExpression(), !525)
    #dbg_value(i32 -1, !423, !DIExpression(), !525)
    #dbg_value(i32 -252753510, !424, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !525)
    #dbg_assign(i1 undef, !424, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !527, ptr poison, !DIExpression(), !525)
    #dbg_value(i32 1, !426, !DIExpression(), !525)
    #dbg_value(i32 7, !427, !DIExpression(), !525)
    #dbg_value(i64 1732850189855213126, !428, !DIExpression(), !525)
  %70 = load volatile i16, ptr @g_9, align 2, !dbg !528, !tbaa !529
  %71 = load i1, ptr @g_12, align 1, !dbg !531
  %72 = select i1 %71, i8 3, i8 -52, !dbg !531
  %73 = sext i8 %72 to i16, !dbg !531
  %74 = or i16 %70, %73, !dbg !532
    #dbg_assign(i1 undef, !321, !DIExpression(), !474, ptr %4, !DIExpression(), !403)
    #dbg_assign(i1 undef, !323, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !533, ptr poison, !DIExpression(), !403)
    #dbg_assign(i1 undef, !323, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !534, ptr poison, !DIExpression(), !403)
    #dbg_assign(i1 undef, !326, !DIExpression(), !535, ptr undef, !DIExpression(), !403)
    #dbg_assign(i1 undef, !330, !DIExpression(), !536, ptr undef, !DIExpression(), !403)
    #dbg_assign(i1 undef, !371, !DIExpression(), !537, ptr undef, !DIExpression(), !538)
    #dbg_assign(i1 undef, !397, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !539, ptr undef, !DIExpression(), !540)
    #dbg_assign(i1 undef, !397, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !541, ptr undef, !DIExpression(), !540)
    #dbg_assign(i1 undef, !397, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !542, ptr undef, !DIExpression(), !540)
    #dbg_assign(i1 undef, !397, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !543, ptr undef, !DIExpression(), !540)
    #dbg_value(i16 %74, !304, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !403)
    #dbg_value(i8 %72, !305, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !403)
    #dbg_value(ptr poison, !306, !DIExpression(), !403)
    #dbg_value(i16 2, !307, !DIExpression(), !403)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #7, !dbg !544
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %3, ptr noundef nonnull align 16 dereferenceable(28) @__const.func_5.l_107, i64 28, i1 false), !dbg !545, !DIAssignID !546
    #dbg_assign(i1 undef, !299, !DIExpression(), !546, ptr %3, !DIExpression(), !403)
    #dbg_value(ptr @g_77, !308, !DIExpression(), !403)
    #dbg_assign(i1 undef, !310, !DIExpression(), !547, ptr poison, !DIExpression(), !403)
    #dbg_value(ptr poison, !312, !DIExpression(), !403)
    #dbg_value(ptr poison, !317, !DIExpression(), !403)
    #dbg_value(ptr undef, !318, !DIExpression(), !403)
    #dbg_value(ptr poison, !319, !DIExpression(), !403)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #7, !dbg !548
    #dbg_assign(ptr poison, !321, !DIExpression(), !549, ptr %4, !DIExpression(), !403)
    #dbg_value(ptr @g_162, !322, !DIExpression(), !403)
    #dbg_value(i64 poison, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !403)
    #dbg_value(i32 poison, !323, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !403)
    #dbg_value(i64 poison, !323, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !403)
    #dbg_value(i32 -1, !323, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !403)
    #dbg_assign(i1 undef, !323, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !550, ptr poison, !DIExpression(), !403)
    #dbg_value(i32 poison, !323, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !403)
    #dbg_assign(i1 undef, !323, !DIExpression(DW_OP_LLVM_fragment, 352, 160), !551, ptr poison, !DIExpression(), !403)
    #dbg_value(ptr poison, !329, !DIExpression(), !403)
    #dbg_value(i32 poison, !334, !DIExpression(), !403)
    #dbg_value(i32 poison, !333, !DIExpression(), !403)
    #dbg_value(i32 poison, !332, !DIExpression(), !403)
    #dbg_value(i8 3, !552, !DIExpression(), !559)
    #dbg_value(i8 4, !558, !DIExpression(), !559)
  store i1 true, ptr @g_12, align 1, !dbg !561
  %75 = icmp ugt i16 %74, 252, !dbg !562
  %76 = zext i1 %75 to i8, !dbg !562
  %77 = xor i8 %76, -1, !dbg !563
    #dbg_value(i8 %72, !552, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !564)
    #dbg_value(i1 %75, !558, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !564)
  %78 = add nsw i8 %72, %77, !dbg !566
  %79 = zext i8 %78 to i32, !dbg !566
  %80 = load ptr, ptr @g_77, align 8, !dbg !567, !tbaa !480
  store i32 %79, ptr %80, align 4, !dbg !568, !tbaa !510
  %81 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !569
    #dbg_value(ptr %81, !345, !DIExpression(), !570)
  store ptr %81, ptr @g_77, align 8, !dbg !571, !tbaa !480
  %82 = load volatile ptr, ptr @g_188, align 8, !dbg !572, !tbaa !480
  %83 = load i32, ptr %82, align 4, !dbg !573, !tbaa !510
  %84 = xor i32 %83, -1, !dbg !573
  store i32 %84, ptr %82, align 4, !dbg !573, !tbaa !510
  %85 = load i32, ptr %81, align 8, !dbg !574, !tbaa !510
  %86 = freeze i32 %85, !dbg !575
  %87 = load volatile i16, ptr @g_104, align 2, !dbg !576, !tbaa !529
  store i64 1, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !dbg !577, !tbaa !578
  store i64 1, ptr @g_162, align 8, !dbg !580, !tbaa !578
    #dbg_value(i32 %85, !581, !DIExpression(DW_OP_consts, 1, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !587)
    #dbg_value(i32 %85, !586, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !587)
  %88 = icmp eq i32 %86, 0, !dbg !589
  br i1 %88, label %94, label %89, !dbg !590

89:                                               ; preds = %69
  %90 = icmp slt i32 %86, 1, !dbg !591
    #dbg_value(i1 %90, !581, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !587)
    #dbg_value(i32 %85, !586, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !587)
  %91 = zext i1 %90 to i32, !dbg !592
  %92 = sdiv i32 %91, %86, !dbg !592
  %93 = icmp eq i32 %92, -1, !dbg !593
  br i1 %93, label %113, label %94, !dbg !594

94:                                               ; preds = %89, %69
  %95 = load i32, ptr @g_131, align 4, !tbaa !510
  %96 = load i1, ptr @g_70, align 2
  %97 = load i16, ptr @g_63.3, align 2, !tbaa !529
  %98 = load i32, ptr @g_275.4, align 16, !tbaa !510
  br label %99, !dbg !595

99:                                               ; preds = %99, %94
  %100 = phi i32 [ %98, %94 ], [ %103, %99 ]
  %101 = phi i16 [ %97, %94 ], [ %102, %99 ]
    #dbg_label(!366, !596)
    #dbg_value(i32 poison, !378, !DIExpression(), !538)
    #dbg_value(!DIArgList(i32 poison, i16 poison), !323, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !403)
    #dbg_value(i32 -1, !304, !DIExpression(), !403)
  %102 = xor i16 %101, 1, !dbg !597
    #dbg_value(i32 1, !304, !DIExpression(), !403)
  %103 = add i32 %100, 1, !dbg !598
  br i1 %96, label %104, label %99, !dbg !599

104:                                              ; preds = %99
  %105 = or i32 %95, 211
  %106 = sext i32 %105 to i64
  %107 = icmp ult i16 %102, -19141
  %108 = add nsw i16 %102, 19141
  %109 = select i1 %107, i16 %102, i16 %108
  %110 = icmp eq i16 %109, 3
  %111 = zext i1 %110 to i32
  store i64 4294967295, ptr getelementptr inbounds (i8, ptr @g_148, i64 488), align 8, !tbaa !578
  store i16 %102, ptr @g_63.3, align 2, !tbaa !529
  store i64 %106, ptr @g_162, align 8, !dbg !600, !tbaa !578
  store i32 0, ptr @g_42, align 4, !dbg !601, !tbaa !510
  store i32 %103, ptr @g_275.4, align 16, !dbg !598, !tbaa !510
  %112 = load volatile ptr, ptr @g_280, align 8, !dbg !602, !tbaa !480
  store ptr %4, ptr %112, align 8, !dbg !603, !tbaa !480
  br label %117, !dbg !604

113:                                              ; preds = %89
    #dbg_value(i64 9, !395, !DIExpression(), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 576, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 640, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 832, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !540)
    #dbg_assign(i8 0, !397, !DIExpression(DW_OP_LLVM_fragment, 960, 128), !605, ptr undef, !DIExpression(), !540)
    #dbg_assign(i8 0, !397, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !606, ptr undef, !DIExpression(), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 1088, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !540)
    #dbg_value(ptr null, !397, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !540)
    #dbg_value(ptr poison, !397, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !540)
    #dbg_assign(i8 0, !397, !DIExpression(DW_OP_LLVM_fragment, 1920, 128), !607, ptr undef, !DIExpression(), !540)
    #dbg_assign(i8 0, !397, !DIExpression(DW_OP_LLVM_fragment, 2112, 128), !608, ptr undef, !DIExpression(), !540)
    #dbg_value(ptr %3, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2048, 64), !540)
  %114 = load volatile i32, ptr @g_285, align 16, !dbg !609, !tbaa !510
  %115 = add i32 %114, -1, !dbg !609
  store volatile i32 %115, ptr @g_285, align 16, !dbg !609, !tbaa !510
  store i1 true, ptr @g_70, align 2, !dbg !610
  %116 = load i32, ptr @g_131, align 4, !dbg !612, !tbaa !510
  br label %117, !dbg !613

117:                                              ; preds = %104, %113
  %118 = phi i32 [ %116, %113 ], [ %95, %104 ], !dbg !612
  %119 = phi i32 [ %86, %113 ], [ %111, %104 ], !dbg !614
    #dbg_value(i32 poison, !304, !DIExpression(), !403)
  store i32 %119, ptr @g_113.1, align 4, !dbg !615, !tbaa !510
    #dbg_value(i32 1370157457, !305, !DIExpression(), !403)
    #dbg_value(i32 -10, !323, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !403)
  %120 = load volatile ptr, ptr @g_188, align 8, !dbg !616, !tbaa !480
  %121 = icmp ult i32 %119, 2, !dbg !617
  %122 = zext i1 %121 to i32, !dbg !617
  %123 = or i32 %118, %122, !dbg !612
  store i32 %123, ptr @g_131, align 4, !dbg !612, !tbaa !510
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #7, !dbg !618
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #7, !dbg !618
    #dbg_value(i32 poison, !450, !DIExpression(), !518)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !415, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !525)
    #dbg_value(i32 1098637703, !421, !DIExpression(), !525)
    #dbg_value(i32 1098637703, !422, !DIExpression(), !525)
  %124 = load volatile ptr, ptr @g_194, align 8, !dbg !619, !tbaa !480
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !620, !tbaa !510
  %126 = add i32 %125, -1, !dbg !620
  store volatile i32 %126, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !620, !tbaa !510
  %127 = load volatile i16, ptr @g_9, align 2, !dbg !621, !tbaa !529
  %128 = sext i16 %127 to i64, !dbg !621
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %21), !dbg !622
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.2, i32 noundef %21), !dbg !623
  %129 = load i32, ptr @g_42, align 4, !dbg !624, !tbaa !510
  %130 = sext i32 %129 to i64, !dbg !624
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.3, i32 noundef %21), !dbg !625
  call fastcc void @transparent_crc(i64 noundef 8384866466380050833, ptr noundef nonnull @.str.4, i32 noundef %21), !dbg !626
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.5, i32 noundef %21), !dbg !627
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
  br i1 %20, label %131, label %134, !dbg !632

131:                                              ; preds = %117
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %132 = load i16, ptr @g_63.3, align 2, !dbg !633, !tbaa !529
  %133 = zext i16 %132 to i64, !dbg !633
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
  br label %137, !dbg !632

134:                                              ; preds = %117
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !634
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !634
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2), !dbg !634
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %135 = load i16, ptr @g_63.3, align 2, !dbg !633, !tbaa !529
  %136 = zext i16 %135 to i64, !dbg !633
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.6, i32 noundef %21), !dbg !628
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3), !dbg !634
  br label %137, !dbg !634

137:                                              ; preds = %131, %134
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %138 = load i1, ptr @g_70, align 2, !dbg !636
  %139 = select i1 %138, i64 0, i64 640, !dbg !636
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.8, i32 noundef %21), !dbg !637
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %21), !dbg !638
  br i1 %20, label %145, label %140, !dbg !642

140:                                              ; preds = %137
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !643
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
  %141 = load volatile i16, ptr @g_104, align 2, !dbg !645, !tbaa !529
  %142 = zext i16 %141 to i64, !dbg !645
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !646
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !647
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !651
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %143 = load i32, ptr @g_113.1, align 4, !dbg !653, !tbaa !510
  %144 = zext i32 %143 to i64, !dbg !653
  call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !647
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !651
  br label %150, !dbg !651

145:                                              ; preds = %137
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
  %146 = load volatile i16, ptr @g_104, align 2, !dbg !645, !tbaa !529
  %147 = zext i16 %146 to i64, !dbg !645
  call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.10, i32 noundef %21), !dbg !646
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 1933786134, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !647
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %148 = load i32, ptr @g_113.1, align 4, !dbg !653, !tbaa !510
  %149 = zext i32 %148 to i64, !dbg !653
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.11, i32 noundef %21), !dbg !647
  br label %150, !dbg !654

150:                                              ; preds = %145, %140
  br label %151, !dbg !655

151:                                              ; preds = %150, %189
  %152 = phi i64 [ %190, %189 ], [ 0, %150 ]
    #dbg_value(i64 %152, !294, !DIExpression(), !475)
    #dbg_value(i32 0, !295, !DIExpression(), !475)
  %153 = trunc nuw nsw i64 %152 to i32
  %154 = trunc nuw nsw i64 %152 to i32
  %155 = trunc nuw nsw i64 %152 to i32
  %156 = trunc nuw nsw i64 %152 to i32
  br label %157, !dbg !657

157:                                              ; preds = %151, %186
  %158 = phi i64 [ 0, %151 ], [ %187, %186 ]
    #dbg_value(i64 %158, !295, !DIExpression(), !475)
    #dbg_value(i64 0, !296, !DIExpression(), !475)
  %159 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 0, !dbg !661
  %160 = load i8, ptr %159, align 4, !dbg !661, !tbaa !667
  %161 = zext i8 %160 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
  br i1 %20, label %162, label %172, !dbg !669

162:                                              ; preds = %157
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %163 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 1, !dbg !661
  %164 = load i8, ptr %163, align 1, !dbg !661, !tbaa !667
  %165 = zext i8 %164 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %166 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 2, !dbg !661
  %167 = load i8, ptr %166, align 2, !dbg !661, !tbaa !667
  %168 = zext i8 %167 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %169 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 3, !dbg !661
  %170 = load i8, ptr %169, align 1, !dbg !661, !tbaa !667
  %171 = zext i8 %170 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
  br label %186, !dbg !669

172:                                              ; preds = %157
  %173 = trunc nuw nsw i64 %158 to i32, !dbg !670
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %153, i32 noundef %173, i32 noundef 0), !dbg !670
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %174 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 1, !dbg !661
  %175 = load i8, ptr %174, align 1, !dbg !661, !tbaa !667
  %176 = zext i8 %175 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
  %177 = trunc nuw nsw i64 %158 to i32, !dbg !670
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %154, i32 noundef %177, i32 noundef 1), !dbg !670
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %178 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 2, !dbg !661
  %179 = load i8, ptr %178, align 2, !dbg !661, !tbaa !667
  %180 = zext i8 %179 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
  %181 = trunc nuw nsw i64 %158 to i32, !dbg !670
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %155, i32 noundef %181, i32 noundef 2), !dbg !670
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %182 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %152, i64 %158, i64 3, !dbg !661
  %183 = load i8, ptr %182, align 1, !dbg !661, !tbaa !667
  %184 = zext i8 %183 to i64, !dbg !661
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.12, i32 noundef %21), !dbg !668
  %185 = trunc nuw nsw i64 %158 to i32, !dbg !670
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %156, i32 noundef %185, i32 noundef 3), !dbg !670
  br label %186, !dbg !670

186:                                              ; preds = %162, %172
    #dbg_value(i64 4, !296, !DIExpression(), !475)
  %187 = add nuw nsw i64 %158, 1, !dbg !672
    #dbg_value(i64 %187, !295, !DIExpression(), !475)
  %188 = icmp eq i64 %187, 4, !dbg !673
  br i1 %188, label %189, label %157, !dbg !657, !llvm.loop !674

189:                                              ; preds = %186
  %190 = add nuw nsw i64 %152, 1, !dbg !676
    #dbg_value(i64 %190, !294, !DIExpression(), !475)
  %191 = icmp eq i64 %190, 9, !dbg !677
  br i1 %191, label %192, label %151, !dbg !655, !llvm.loop !678

192:                                              ; preds = %189
  %193 = load i32, ptr @g_131, align 4, !dbg !680, !tbaa !510
  %194 = sext i32 %193 to i64, !dbg !680
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.14, i32 noundef %21), !dbg !681
    #dbg_value(i32 0, !294, !DIExpression(), !475)
  br label %195, !dbg !682

195:                                              ; preds = %192, %247
  %196 = phi i64 [ 0, %192 ], [ %248, %247 ]
    #dbg_value(i64 %196, !294, !DIExpression(), !475)
    #dbg_value(i64 0, !295, !DIExpression(), !475)
    #dbg_value(i64 0, !296, !DIExpression(), !475)
  %197 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 0, !dbg !684
  %198 = load i64, ptr %197, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  br i1 %20, label %199, label %218, !dbg !694

199:                                              ; preds = %195
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %200 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 1, !dbg !684
  %201 = load i64, ptr %200, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %202 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 2, !dbg !684
  %203 = load i64, ptr %202, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %204 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 3, !dbg !684
  %205 = load i64, ptr %204, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 4, !296, !DIExpression(), !475)
  %206 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 4, !dbg !684
  %207 = load i64, ptr %206, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 1, !295, !DIExpression(), !475)
    #dbg_value(i64 0, !296, !DIExpression(), !475)
  %208 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 0, !dbg !684
  %209 = load i64, ptr %208, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %210 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 1, !dbg !684
  %211 = load i64, ptr %210, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %212 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 2, !dbg !684
  %213 = load i64, ptr %212, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %214 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 3, !dbg !684
  %215 = load i64, ptr %214, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
    #dbg_value(i64 4, !296, !DIExpression(), !475)
  %216 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 4, !dbg !684
  %217 = load i64, ptr %216, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  br label %247, !dbg !694

218:                                              ; preds = %195
  %219 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %219, i32 noundef 0, i32 noundef 0), !dbg !695
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %220 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 1, !dbg !684
  %221 = load i64, ptr %220, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %222 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %222, i32 noundef 0, i32 noundef 1), !dbg !695
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %223 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 2, !dbg !684
  %224 = load i64, ptr %223, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %225 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %225, i32 noundef 0, i32 noundef 2), !dbg !695
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %226 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 3, !dbg !684
  %227 = load i64, ptr %226, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %228 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %228, i32 noundef 0, i32 noundef 3), !dbg !695
    #dbg_value(i64 4, !296, !DIExpression(), !475)
  %229 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 0, i64 4, !dbg !684
  %230 = load i64, ptr %229, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %231 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %231, i32 noundef 0, i32 noundef 4), !dbg !695
    #dbg_value(i64 1, !295, !DIExpression(), !475)
    #dbg_value(i64 0, !296, !DIExpression(), !475)
  %232 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 0, !dbg !684
  %233 = load i64, ptr %232, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %234 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %234, i32 noundef 1, i32 noundef 0), !dbg !695
    #dbg_value(i64 1, !296, !DIExpression(), !475)
  %235 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 1, !dbg !684
  %236 = load i64, ptr %235, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %237 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %237, i32 noundef 1, i32 noundef 1), !dbg !695
    #dbg_value(i64 2, !296, !DIExpression(), !475)
  %238 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 2, !dbg !684
  %239 = load i64, ptr %238, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %240 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %240, i32 noundef 1, i32 noundef 2), !dbg !695
    #dbg_value(i64 3, !296, !DIExpression(), !475)
  %241 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 3, !dbg !684
  %242 = load i64, ptr %241, align 16, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %243 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %243, i32 noundef 1, i32 noundef 3), !dbg !695
    #dbg_value(i64 4, !296, !DIExpression(), !475)
  %244 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %196, i64 1, i64 4, !dbg !684
  %245 = load i64, ptr %244, align 8, !dbg !684, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.15, i32 noundef %21), !dbg !693
  %246 = trunc nuw nsw i64 %196 to i32, !dbg !695
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %246, i32 noundef 1, i32 noundef 4), !dbg !695
  br label %247, !dbg !695

247:                                              ; preds = %199, %218
    #dbg_value(i64 5, !296, !DIExpression(), !475)
    #dbg_value(i64 2, !295, !DIExpression(), !475)
  %248 = add nuw nsw i64 %196, 1, !dbg !697
    #dbg_value(i64 %248, !294, !DIExpression(), !475)
  %249 = icmp eq i64 %248, 10, !dbg !698
  br i1 %249, label %250, label %195, !dbg !682, !llvm.loop !699

250:                                              ; preds = %247
  %251 = load i64, ptr @g_162, align 8, !dbg !701, !tbaa !578
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.16, i32 noundef %21), !dbg !702
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.17, i32 noundef %21), !dbg !703
  call fastcc void @transparent_crc(i64 noundef -126, ptr noundef nonnull @.str.18, i32 noundef %21), !dbg !704
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef %21), !dbg !705
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
    #dbg_value(i32 poison, !295, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 63128, ptr noundef nonnull @.str.20, i32 noundef %21), !dbg !706
  br i1 %20, label %271, label %252, !dbg !713

252:                                              ; preds = %250
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef 0), !dbg !714
    #dbg_value(i32 poison, !295, !DIExpression(), !475)
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !716
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !721
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !721
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2), !dbg !721
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3), !dbg !721
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %253 = load i32, ptr @g_275.4, align 16, !dbg !723, !tbaa !510
  %254 = zext i32 %253 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4), !dbg !721
    #dbg_value(i64 5, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5), !dbg !721
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  %255 = load volatile i32, ptr @g_285, align 16, !dbg !724, !tbaa !510
  %256 = zext i32 %255 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !729
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %257 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !724, !tbaa !510
  %258 = zext i32 %257 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !729
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !dbg !724, !tbaa !510
  %260 = zext i32 %259 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2), !dbg !729
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %261 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !724, !tbaa !510
  %262 = zext i32 %261 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3), !dbg !729
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %263 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !dbg !724, !tbaa !510
  %264 = zext i32 %263 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4), !dbg !729
    #dbg_value(i64 5, !294, !DIExpression(), !475)
  %265 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !724, !tbaa !510
  %266 = zext i32 %265 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5), !dbg !729
    #dbg_value(i64 6, !294, !DIExpression(), !475)
  %267 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !dbg !724, !tbaa !510
  %268 = zext i32 %267 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 6), !dbg !729
    #dbg_value(i64 7, !294, !DIExpression(), !475)
  %269 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !724, !tbaa !510
  %270 = zext i32 %269 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 7), !dbg !729
  br label %290, !dbg !729

271:                                              ; preds = %250
    #dbg_value(i32 poison, !295, !DIExpression(), !475)
    #dbg_value(i32 poison, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %21), !dbg !716
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %272 = load i32, ptr @g_275.4, align 16, !dbg !723, !tbaa !510
  %273 = zext i32 %272 to i64, !dbg !723
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 5, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.23, i32 noundef %21), !dbg !717
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  %274 = load volatile i32, ptr @g_285, align 16, !dbg !724, !tbaa !510
  %275 = zext i32 %274 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %276 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 4), align 4, !dbg !724, !tbaa !510
  %277 = zext i32 %276 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  %278 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 8), align 8, !dbg !724, !tbaa !510
  %279 = zext i32 %278 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %280 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 12), align 4, !dbg !724, !tbaa !510
  %281 = zext i32 %280 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %282 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !dbg !724, !tbaa !510
  %283 = zext i32 %282 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %283, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 5, !294, !DIExpression(), !475)
  %284 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 20), align 4, !dbg !724, !tbaa !510
  %285 = zext i32 %284 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 6, !294, !DIExpression(), !475)
  %286 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 24), align 8, !dbg !724, !tbaa !510
  %287 = zext i32 %286 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
    #dbg_value(i64 7, !294, !DIExpression(), !475)
  %288 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_285, i64 28), align 4, !dbg !724, !tbaa !510
  %289 = zext i32 %288 to i64, !dbg !724
  call fastcc void @transparent_crc(i64 noundef %289, ptr noundef nonnull @.str.24, i32 noundef %21), !dbg !728
  br label %290, !dbg !731

290:                                              ; preds = %271, %252
    #dbg_value(i64 8, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 7511588403831493370, ptr noundef nonnull @.str.25, i32 noundef %21), !dbg !732
  call fastcc void @transparent_crc(i64 noundef 6619510695909701124, ptr noundef nonnull @.str.26, i32 noundef %21), !dbg !733
    #dbg_value(i32 0, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  br i1 %20, label %291, label %292, !dbg !738

291:                                              ; preds = %290
    #dbg_value(i32 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 3, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 4, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 5, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 6, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 7, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 8, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
    #dbg_value(i32 9, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  br label %293, !dbg !738

292:                                              ; preds = %290
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !739
    #dbg_value(i32 1, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !739
    #dbg_value(i32 2, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2), !dbg !739
    #dbg_value(i32 3, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3), !dbg !739
    #dbg_value(i32 4, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4), !dbg !739
    #dbg_value(i32 5, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 5), !dbg !739
    #dbg_value(i32 6, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 6), !dbg !739
    #dbg_value(i32 7, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 7), !dbg !739
    #dbg_value(i32 8, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 8), !dbg !739
    #dbg_value(i32 9, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %21), !dbg !734
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 9), !dbg !739
  br label %293, !dbg !739

293:                                              ; preds = %291, %292
    #dbg_value(i32 10, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 2011882246, ptr noundef nonnull @.str.28, i32 noundef %21), !dbg !741
  call fastcc void @transparent_crc(i64 noundef 27907, ptr noundef nonnull @.str.29, i32 noundef %21), !dbg !742
  call fastcc void @transparent_crc(i64 noundef -526656280, ptr noundef nonnull @.str.30, i32 noundef %21), !dbg !743
  %294 = load volatile i32, ptr @g_339, align 4, !dbg !744, !tbaa !510
  %295 = sext i32 %294 to i64, !dbg !744
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.31, i32 noundef %21), !dbg !745
    #dbg_value(i64 0, !294, !DIExpression(), !475)
  %296 = load volatile i32, ptr @g_341, align 16, !dbg !746, !tbaa !510
  %297 = zext i32 %296 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  br i1 %20, label %298, label %307, !dbg !751

298:                                              ; preds = %293
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %299 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !746, !tbaa !510
  %300 = zext i32 %299 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  %301 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !dbg !746, !tbaa !510
  %302 = zext i32 %301 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %303 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !746, !tbaa !510
  %304 = zext i32 %303 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %305 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !746, !tbaa !510
  %306 = zext i32 %305 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  br label %316, !dbg !751

307:                                              ; preds = %293
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0), !dbg !752
    #dbg_value(i64 1, !294, !DIExpression(), !475)
  %308 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 4), align 4, !dbg !746, !tbaa !510
  %309 = zext i32 %308 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !752
    #dbg_value(i64 2, !294, !DIExpression(), !475)
  %310 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 8), align 8, !dbg !746, !tbaa !510
  %311 = zext i32 %310 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2), !dbg !752
    #dbg_value(i64 3, !294, !DIExpression(), !475)
  %312 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 12), align 4, !dbg !746, !tbaa !510
  %313 = zext i32 %312 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3), !dbg !752
    #dbg_value(i64 4, !294, !DIExpression(), !475)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_341, i64 16), align 16, !dbg !746, !tbaa !510
  %315 = zext i32 %314 to i64, !dbg !746
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.32, i32 noundef %21), !dbg !750
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 4), !dbg !752
  br label %316, !dbg !752

316:                                              ; preds = %298, %307
    #dbg_value(i64 5, !294, !DIExpression(), !475)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.33, i32 noundef %21), !dbg !754
  %317 = load i32, ptr @crc32_context, align 4, !dbg !755, !tbaa !510
  %318 = xor i32 %317, -1, !dbg !756
    #dbg_value(i32 %318, !757, !DIExpression(), !763)
    #dbg_value(i32 %21, !762, !DIExpression(), !763)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.36, i32 noundef %318), !dbg !765
  ret i32 0, !dbg !766
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !767 {
    #dbg_value(i64 %0, !771, !DIExpression(), !774)
    #dbg_value(ptr %1, !772, !DIExpression(), !774)
    #dbg_value(i32 %2, !773, !DIExpression(), !774)
    #dbg_value(i64 %0, !775, !DIExpression(), !780)
    #dbg_value(i64 %0, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !787)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !789, !tbaa !510
  %5 = lshr i32 %4, 8, !dbg !790
  %6 = zext i32 %4 to i64, !dbg !791
  %7 = xor i64 %6, %0, !dbg !791
  %8 = and i64 %7, 255, !dbg !792
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !792
  %10 = load i32, ptr %9, align 4, !dbg !792, !tbaa !510
  %11 = xor i32 %5, %10, !dbg !793
  %12 = lshr i64 %0, 8, !dbg !794
    #dbg_value(i64 %12, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !795)
  %13 = lshr i32 %11, 8, !dbg !797
  %14 = zext i32 %11 to i64, !dbg !798
  %15 = xor i64 %12, %14, !dbg !798
  %16 = and i64 %15, 255, !dbg !799
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !799
  %18 = load i32, ptr %17, align 4, !dbg !799, !tbaa !510
  %19 = xor i32 %13, %18, !dbg !800
  %20 = lshr i64 %0, 16, !dbg !801
    #dbg_value(i64 %20, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !802)
  %21 = lshr i32 %19, 8, !dbg !804
  %22 = zext i32 %19 to i64, !dbg !805
  %23 = xor i64 %20, %22, !dbg !805
  %24 = and i64 %23, 255, !dbg !806
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !806
  %26 = load i32, ptr %25, align 4, !dbg !806, !tbaa !510
  %27 = xor i32 %21, %26, !dbg !807
  %28 = lshr i64 %0, 24, !dbg !808
    #dbg_value(i64 %28, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !809)
  %29 = lshr i32 %27, 8, !dbg !811
  %30 = zext i32 %27 to i64, !dbg !812
  %31 = xor i64 %28, %30, !dbg !812
  %32 = and i64 %31, 255, !dbg !813
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !813
  %34 = load i32, ptr %33, align 4, !dbg !813, !tbaa !510
  %35 = xor i32 %29, %34, !dbg !814
  %36 = lshr i64 %0, 32, !dbg !815
    #dbg_value(i64 %36, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !816)
  %37 = lshr i32 %35, 8, !dbg !818
  %38 = zext i32 %35 to i64, !dbg !819
  %39 = xor i64 %36, %38, !dbg !819
  %40 = and i64 %39, 255, !dbg !820
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !820
  %42 = load i32, ptr %41, align 4, !dbg !820, !tbaa !510
  %43 = xor i32 %37, %42, !dbg !821
  %44 = lshr i64 %0, 40, !dbg !822
    #dbg_value(i64 %44, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !823)
  %45 = lshr i32 %43, 8, !dbg !825
  %46 = zext i32 %43 to i64, !dbg !826
  %47 = xor i64 %44, %46, !dbg !826
  %48 = and i64 %47, 255, !dbg !827
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !827
  %50 = load i32, ptr %49, align 4, !dbg !827, !tbaa !510
  %51 = xor i32 %45, %50, !dbg !828
  %52 = lshr i64 %0, 48, !dbg !829
    #dbg_value(i64 %52, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !830)
  %53 = lshr i32 %51, 8, !dbg !832
  %54 = zext i32 %51 to i64, !dbg !833
  %55 = xor i64 %52, %54, !dbg !833
  %56 = and i64 %55, 255, !dbg !834
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !834
  %58 = load i32, ptr %57, align 4, !dbg !834, !tbaa !510
  %59 = xor i32 %53, %58, !dbg !835
  %60 = lshr i64 %0, 56, !dbg !836
    #dbg_value(i64 %60, !782, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !837)
  %61 = lshr i32 %59, 8, !dbg !839
  %62 = and i32 %59, 255, !dbg !840
  %63 = zext nneg i32 %62 to i64, !dbg !840
  %64 = xor i64 %60, %63, !dbg !840
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !840
  %66 = load i32, ptr %65, align 4, !dbg !840, !tbaa !510
  %67 = xor i32 %61, %66, !dbg !841
  store i32 %67, ptr @crc32_context, align 4, !dbg !842, !tbaa !510
  %68 = icmp eq i32 %2, 0, !dbg !843
  br i1 %68, label %71, label %69, !dbg !845

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !846
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.34, ptr noundef %1, i32 noundef %70), !dbg !848
  br label %71, !dbg !849

71:                                               ; preds = %69, %3
  ret void, !dbg !850
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !851 {
  %2 = alloca ptr, align 8, !DIAssignID !862
    #dbg_assign(i1 undef, !860, !DIExpression(), !862, ptr %2, !DIExpression(), !863)
    #dbg_value(ptr %0, !858, !DIExpression(), !863)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !864
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !865
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !866
  %4 = load ptr, ptr %2, align 8, !dbg !867, !tbaa !480
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !868
    #dbg_value(i32 %5, !859, !DIExpression(), !863)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !869
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !870
  ret void, !dbg !871
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !872 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !892 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!278, !279, !280, !281, !282, !283, !284}
!llvm.ident = !{!285}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_9", scope: !2, file: !3, line: 22, type: !164, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1003.c", directory: ".")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !25, !27, !29, !31, !36, !41, !43, !48, !53, !55, !60, !65, !67, !69, !71, !73, !75, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !119, !123, !132, !134, !136, !141, !143, !149, !152, !158, !160, !169, !175, !177, !0, !182, !186, !188, !192, !194, !197, !199, !203, !206, !209, !213, !215, !219, !221, !223, !225, !227, !231, !233, !236, !240, !242, !244, !248, !250, !252, !254, !257, !260, !268, !271}
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
!113 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 8192, elements: !117)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !116, line: 40, baseType: !7)
!116 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!117 = !{!118}
!118 = !DISubrange(count: 256)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "g_77", scope: !2, file: !3, line: 29, type: !121, isLocal: true, isDefinition: true)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !116, line: 39, baseType: !6)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_280", scope: !2, file: !3, line: 49, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !116, line: 41, baseType: !131)
!131 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_281", scope: !2, file: !3, line: 48, type: !128, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_282", scope: !2, file: !3, line: 47, type: !129, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_321", scope: !2, file: !3, line: 56, type: !138, isLocal: true, isDefinition: true)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_322", scope: !2, file: !3, line: 55, type: !139, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "g_323", scope: !2, file: !3, line: 54, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 640, elements: !146)
!146 = !{!147, !148}
!147 = !DISubrange(count: 10)
!148 = !DISubrange(count: 1)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_194", scope: !2, file: !3, line: 41, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !121)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!153 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 62, type: !154, isLocal: true, isDefinition: true)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !116, line: 36, baseType: !157)
!157 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_188", scope: !2, file: !3, line: 40, type: !151, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_357", scope: !2, file: !3, line: 63, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 1920, elements: !167)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !116, line: 37, baseType: !166)
!166 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!167 = !{!147, !168}
!168 = !DISubrange(count: 3)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "g_232", scope: !2, file: !3, line: 44, type: !171, isLocal: true, isDefinition: true)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !116, line: 38, baseType: !174)
!174 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_371", scope: !2, file: !3, line: 68, type: !151, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !113, line: 114, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 36)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_12", scope: !2, file: !3, line: 23, type: !184, isLocal: true, isDefinition: true)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !116, line: 35, baseType: !185)
!185 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 24, type: !122, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression(DW_OP_constu, 8384866466380050833, DW_OP_stack_value))
!189 = distinct !DIGlobalVariable(name: "g_51", scope: !2, file: !3, line: 25, type: !190, isLocal: true, isDefinition: true)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !116, line: 42, baseType: !191)
!191 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_stack_value))
!193 = distinct !DIGlobalVariable(name: "g_52", scope: !2, file: !3, line: 26, type: !122, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_63", scope: !2, file: !3, line: 27, type: !196, isLocal: true, isDefinition: true)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 64, elements: !18)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "g_70", scope: !2, file: !3, line: 28, type: !173, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "g_102", scope: !2, file: !3, line: 31, type: !201, isLocal: true, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 32, elements: !202)
!202 = !{!148}
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_104", scope: !2, file: !3, line: 32, type: !205, isLocal: true, isDefinition: true)
!205 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !173)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_113", scope: !2, file: !3, line: 33, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 64, elements: !13)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_119", scope: !2, file: !3, line: 34, type: !211, isLocal: true, isDefinition: true)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 1152, elements: !212)
!212 = !{!47, !19, !19}
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "g_131", scope: !2, file: !3, line: 35, type: !122, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_148", scope: !2, file: !3, line: 36, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 6400, elements: !218)
!218 = !{!147, !14, !24}
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_162", scope: !2, file: !3, line: 37, type: !130, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!222 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 38, type: !184, isLocal: true, isDefinition: true)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression(DW_OP_constu, 18446744073709551490, DW_OP_stack_value))
!224 = distinct !DIGlobalVariable(name: "g_171", scope: !2, file: !3, line: 39, type: !184, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 42, type: !165, isLocal: true, isDefinition: true)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(name: "g_233", scope: !2, file: !3, line: 43, type: !229, isLocal: true, isDefinition: true)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 16, elements: !230)
!230 = !{!148, !148}
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_262", scope: !2, file: !3, line: 45, type: !115, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_275", scope: !2, file: !3, line: 46, type: !235, isLocal: true, isDefinition: true)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !51)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_285", scope: !2, file: !3, line: 50, type: !238, isLocal: true, isDefinition: true)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 256, elements: !34)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !115)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_320", scope: !2, file: !3, line: 51, type: !130, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_324", scope: !2, file: !3, line: 52, type: !130, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(name: "g_325", scope: !2, file: !3, line: 53, type: !246, isLocal: true, isDefinition: true)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 640, elements: !247)
!247 = !{!147}
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression(DW_OP_constu, 2011882246, DW_OP_stack_value))
!249 = distinct !DIGlobalVariable(name: "g_334", scope: !2, file: !3, line: 57, type: !122, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_337", scope: !2, file: !3, line: 58, type: !165, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression(DW_OP_constu, 18446744073182895336, DW_OP_stack_value))
!253 = distinct !DIGlobalVariable(name: "g_338", scope: !2, file: !3, line: 59, type: !122, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(name: "g_339", scope: !2, file: !3, line: 60, type: !256, isLocal: true, isDefinition: true)
!256 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !122)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "g_341", scope: !2, file: !3, line: 61, type: !259, isLocal: true, isDefinition: true)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 160, elements: !23)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_360", scope: !2, file: !3, line: 64, type: !262, isLocal: true, isDefinition: true)
!262 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 64, elements: !263)
!263 = !{!264, !266}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !262, file: !3, line: 17, baseType: !265, size: 8)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !184)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !262, file: !3, line: 18, baseType: !267, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!268 = !DIGlobalVariableExpression(var: !269, expr: !DIExpression())
!269 = distinct !DIGlobalVariable(scope: null, file: !270, line: 56, type: !57, isLocal: true, isDefinition: true)
!270 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !113, line: 48, type: !115, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709551415, DW_OP_mul, DW_OP_constu, 204, DW_OP_plus, DW_OP_stack_value))
!274 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression(DW_OP_LLVM_fragment, 48, 16))
!275 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709550976, DW_OP_mul, DW_OP_constu, 640, DW_OP_plus, DW_OP_stack_value))
!276 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression(DW_OP_LLVM_fragment, 32, 32))
!277 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression(DW_OP_LLVM_fragment, 128, 32))
!278 = !{i32 7, !"Dwarf Version", i32 4}
!279 = !{i32 2, !"Debug Info Version", i32 3}
!280 = !{i32 1, !"wchar_size", i32 2}
!281 = !{i32 8, !"PIC Level", i32 2}
!282 = !{i32 7, !"uwtable", i32 2}
!283 = !{i32 1, !"MaxTLSAlign", i32 65536}
!284 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!285 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!286 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 336, type: !287, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!287 = !DISubroutineType(types: !288)
!288 = !{!6, !6, !289}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!291 = !{!292, !293, !294, !295, !296, !297}
!292 = !DILocalVariable(name: "argc", arg: 1, scope: !286, file: !3, line: 336, type: !6)
!293 = !DILocalVariable(name: "argv", arg: 2, scope: !286, file: !3, line: 336, type: !289)
!294 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 338, type: !6)
!295 = !DILocalVariable(name: "j", scope: !286, file: !3, line: 338, type: !6)
!296 = !DILocalVariable(name: "k", scope: !286, file: !3, line: 338, type: !6)
!297 = !DILocalVariable(name: "print_hash_value", scope: !286, file: !3, line: 339, type: !6)
!298 = distinct !DIAssignID()
!299 = !DILocalVariable(name: "l_107", scope: !300, file: !3, line: 161, type: !402)
!300 = distinct !DISubprogram(name: "func_5", scope: !3, file: !3, line: 158, type: !301, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!115, !115, !115, !267}
!303 = !{!304, !305, !306, !307, !299, !308, !310, !312, !314, !317, !318, !319, !321, !322, !323, !326, !329, !330, !332, !333, !334, !335, !339, !340, !344, !345, !348, !351, !352, !353, !354, !355, !356, !357, !358, !359, !360, !363, !364, !365, !366, !367, !371, !374, !376, !377, !378, !379, !383, !384, !385, !388, !389, !390, !393, !394, !395, !397, !400, !401}
!304 = !DILocalVariable(name: "p_6", arg: 1, scope: !300, file: !3, line: 158, type: !115)
!305 = !DILocalVariable(name: "p_7", arg: 2, scope: !300, file: !3, line: 158, type: !115)
!306 = !DILocalVariable(name: "p_8", arg: 3, scope: !300, file: !3, line: 158, type: !267)
!307 = !DILocalVariable(name: "l_66", scope: !300, file: !3, line: 160, type: !173)
!308 = !DILocalVariable(name: "l_133", scope: !300, file: !3, line: 162, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!310 = !DILocalVariable(name: "l_135", scope: !300, file: !3, line: 163, type: !311)
!311 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 192, elements: !51)
!312 = !DILocalVariable(name: "l_186", scope: !300, file: !3, line: 164, type: !313)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!314 = !DILocalVariable(name: "l_193", scope: !300, file: !3, line: 165, type: !315)
!315 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 288, elements: !316)
!316 = !{!168, !148, !168}
!317 = !DILocalVariable(name: "l_200", scope: !300, file: !3, line: 166, type: !155)
!318 = !DILocalVariable(name: "l_199", scope: !300, file: !3, line: 167, type: !154)
!319 = !DILocalVariable(name: "l_207", scope: !300, file: !3, line: 168, type: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!321 = !DILocalVariable(name: "l_213", scope: !300, file: !3, line: 169, type: !129)
!322 = !DILocalVariable(name: "l_214", scope: !300, file: !3, line: 170, type: !129)
!323 = !DILocalVariable(name: "l_234", scope: !300, file: !3, line: 171, type: !324)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 512, elements: !325)
!325 = !{!35, !14}
!326 = !DILocalVariable(name: "l_294", scope: !300, file: !3, line: 172, type: !327)
!327 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 192, elements: !328)
!328 = !{!168}
!329 = !DILocalVariable(name: "l_299", scope: !300, file: !3, line: 173, type: !313)
!330 = !DILocalVariable(name: "l_300", scope: !300, file: !3, line: 174, type: !331)
!331 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 192, elements: !328)
!332 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 175, type: !6)
!333 = !DILocalVariable(name: "j", scope: !300, file: !3, line: 175, type: !6)
!334 = !DILocalVariable(name: "k", scope: !300, file: !3, line: 175, type: !6)
!335 = !DILocalVariable(name: "l_39", scope: !336, file: !3, line: 190, type: !173)
!336 = distinct !DILexicalBlock(scope: !337, file: !3, line: 189, column: 5)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 188, column: 5)
!338 = distinct !DILexicalBlock(scope: !300, file: !3, line: 188, column: 5)
!339 = !DILocalVariable(name: "l_103", scope: !336, file: !3, line: 191, type: !122)
!340 = !DILocalVariable(name: "l_132", scope: !336, file: !3, line: 192, type: !341)
!341 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 224, elements: !342)
!342 = !{!343}
!343 = !DISubrange(count: 7)
!344 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 193, type: !6)
!345 = !DILocalVariable(name: "l_187", scope: !346, file: !3, line: 197, type: !121)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 196, column: 5)
!347 = distinct !DILexicalBlock(scope: !300, file: !3, line: 195, column: 9)
!348 = !DILocalVariable(name: "l_235", scope: !349, file: !3, line: 216, type: !165)
!349 = distinct !DILexicalBlock(scope: !350, file: !3, line: 215, column: 5)
!350 = distinct !DILexicalBlock(scope: !300, file: !3, line: 214, column: 9)
!351 = !DILocalVariable(name: "l_266", scope: !349, file: !3, line: 217, type: !122)
!352 = !DILocalVariable(name: "l_267", scope: !349, file: !3, line: 218, type: !121)
!353 = !DILocalVariable(name: "l_268", scope: !349, file: !3, line: 219, type: !121)
!354 = !DILocalVariable(name: "l_269", scope: !349, file: !3, line: 220, type: !121)
!355 = !DILocalVariable(name: "l_270", scope: !349, file: !3, line: 221, type: !121)
!356 = !DILocalVariable(name: "l_271", scope: !349, file: !3, line: 222, type: !121)
!357 = !DILocalVariable(name: "l_272", scope: !349, file: !3, line: 223, type: !121)
!358 = !DILocalVariable(name: "l_273", scope: !349, file: !3, line: 224, type: !121)
!359 = !DILocalVariable(name: "l_274", scope: !349, file: !3, line: 225, type: !121)
!360 = !DILocalVariable(name: "l_279", scope: !349, file: !3, line: 226, type: !361)
!361 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 5120, elements: !362)
!362 = !{!148, !147, !35}
!363 = !DILocalVariable(name: "i", scope: !349, file: !3, line: 227, type: !6)
!364 = !DILocalVariable(name: "j", scope: !349, file: !3, line: 227, type: !6)
!365 = !DILocalVariable(name: "k", scope: !349, file: !3, line: 227, type: !6)
!366 = !DILabel(scope: !349, name: "lbl_278", file: !3, line: 228)
!367 = !DILocalVariable(name: "l_222", scope: !368, file: !3, line: 231, type: !262)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 230, column: 9)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 229, column: 9)
!370 = distinct !DILexicalBlock(scope: !349, file: !3, line: 229, column: 9)
!371 = !DILocalVariable(name: "l_231", scope: !368, file: !3, line: 232, type: !372)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !373, size: 64, elements: !202)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!374 = !DILocalVariable(name: "l_236", scope: !368, file: !3, line: 233, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!376 = !DILocalVariable(name: "l_237", scope: !368, file: !3, line: 234, type: !121)
!377 = !DILocalVariable(name: "l_258", scope: !368, file: !3, line: 235, type: !130)
!378 = !DILocalVariable(name: "i", scope: !368, file: !3, line: 236, type: !6)
!379 = !DILocalVariable(name: "l_257", scope: !380, file: !3, line: 242, type: !115)
!380 = distinct !DILexicalBlock(scope: !381, file: !3, line: 241, column: 13)
!381 = distinct !DILexicalBlock(scope: !382, file: !3, line: 240, column: 13)
!382 = distinct !DILexicalBlock(scope: !368, file: !3, line: 240, column: 13)
!383 = !DILocalVariable(name: "l_259", scope: !380, file: !3, line: 243, type: !173)
!384 = !DILocalVariable(name: "l_260", scope: !380, file: !3, line: 244, type: !313)
!385 = !DILocalVariable(name: "l_261", scope: !380, file: !3, line: 245, type: !386)
!386 = !DICompositeType(tag: DW_TAG_array_type, baseType: !313, size: 5120, elements: !387)
!387 = !{!147, !35}
!388 = !DILocalVariable(name: "l_263", scope: !380, file: !3, line: 246, type: !122)
!389 = !DILocalVariable(name: "l_264", scope: !380, file: !3, line: 247, type: !309)
!390 = !DILocalVariable(name: "l_265", scope: !380, file: !3, line: 248, type: !391)
!391 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 576, elements: !392)
!392 = !{!148, !47}
!393 = !DILocalVariable(name: "i", scope: !380, file: !3, line: 249, type: !6)
!394 = !DILocalVariable(name: "j", scope: !380, file: !3, line: 249, type: !6)
!395 = !DILocalVariable(name: "l_283", scope: !396, file: !3, line: 259, type: !130)
!396 = distinct !DILexicalBlock(scope: !350, file: !3, line: 258, column: 5)
!397 = !DILocalVariable(name: "l_284", scope: !396, file: !3, line: 260, type: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 2240, elements: !399)
!399 = !{!343, !24}
!400 = !DILocalVariable(name: "i", scope: !396, file: !3, line: 261, type: !6)
!401 = !DILocalVariable(name: "j", scope: !396, file: !3, line: 261, type: !6)
!402 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 224, elements: !342)
!403 = !DILocation(line: 0, scope: !300, inlinedAt: !404)
!404 = distinct !DILocation(line: 100, column: 44, scope: !405, inlinedAt: !473)
!405 = distinct !DILexicalBlock(scope: !406, file: !3, line: 100, column: 9)
!406 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 84, type: !407, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!173}
!409 = !{!410, !411, !414, !415, !416, !419, !421, !422, !423, !424, !426, !427, !428, !429, !430, !431, !435, !436, !438, !439, !442, !445, !446, !449, !450, !451, !452, !453, !455, !460, !461, !462, !463, !464, !465, !466, !467, !470, !472}
!410 = !DILocalVariable(name: "l_4", scope: !406, file: !3, line: 86, type: !190)
!411 = !DILocalVariable(name: "l_13", scope: !406, file: !3, line: 87, type: !412)
!412 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !413)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!414 = !DILocalVariable(name: "l_14", scope: !406, file: !3, line: 88, type: !267)
!415 = !DILocalVariable(name: "l_309", scope: !406, file: !3, line: 89, type: !122)
!416 = !DILocalVariable(name: "l_313", scope: !406, file: !3, line: 90, type: !417)
!417 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 1536, elements: !418)
!418 = !{!19, !52}
!419 = !DILocalVariable(name: "l_312", scope: !406, file: !3, line: 91, type: !420)
!420 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 576, elements: !46)
!421 = !DILocalVariable(name: "l_329", scope: !406, file: !3, line: 92, type: !122)
!422 = !DILocalVariable(name: "l_330", scope: !406, file: !3, line: 93, type: !122)
!423 = !DILocalVariable(name: "l_335", scope: !406, file: !3, line: 94, type: !122)
!424 = !DILocalVariable(name: "l_336", scope: !406, file: !3, line: 95, type: !425)
!425 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 128, elements: !18)
!426 = !DILocalVariable(name: "l_340", scope: !406, file: !3, line: 96, type: !122)
!427 = !DILocalVariable(name: "l_364", scope: !406, file: !3, line: 97, type: !115)
!428 = !DILocalVariable(name: "l_375", scope: !406, file: !3, line: 98, type: !190)
!429 = !DILocalVariable(name: "i", scope: !406, file: !3, line: 99, type: !6)
!430 = !DILocalVariable(name: "j", scope: !406, file: !3, line: 99, type: !6)
!431 = !DILocalVariable(name: "l_308", scope: !432, file: !3, line: 102, type: !433)
!432 = distinct !DILexicalBlock(scope: !405, file: !3, line: 101, column: 5)
!433 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 15680, elements: !434)
!434 = !{!24, !343, !343}
!435 = !DILocalVariable(name: "l_319", scope: !432, file: !3, line: 103, type: !140)
!436 = !DILocalVariable(name: "l_318", scope: !432, file: !3, line: 104, type: !437)
!437 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 448, elements: !342)
!438 = !DILocalVariable(name: "l_317", scope: !432, file: !3, line: 105, type: !138)
!439 = !DILocalVariable(name: "l_316", scope: !432, file: !3, line: 106, type: !440)
!440 = !DICompositeType(tag: DW_TAG_array_type, baseType: !441, size: 64, elements: !202)
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!442 = !DILocalVariable(name: "l_328", scope: !432, file: !3, line: 107, type: !443)
!443 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 256, elements: !444)
!444 = !{!14, !14}
!445 = !DILocalVariable(name: "l_331", scope: !432, file: !3, line: 108, type: !320)
!446 = !DILocalVariable(name: "l_332", scope: !432, file: !3, line: 109, type: !447)
!447 = !DICompositeType(tag: DW_TAG_array_type, baseType: !320, size: 320, elements: !448)
!448 = !{!24, !148}
!449 = !DILocalVariable(name: "l_333", scope: !432, file: !3, line: 110, type: !184)
!450 = !DILocalVariable(name: "i", scope: !432, file: !3, line: 111, type: !6)
!451 = !DILocalVariable(name: "j", scope: !432, file: !3, line: 111, type: !6)
!452 = !DILocalVariable(name: "k", scope: !432, file: !3, line: 111, type: !6)
!453 = !DILocalVariable(name: "l_345", scope: !454, file: !3, line: 121, type: !122)
!454 = distinct !DILexicalBlock(scope: !405, file: !3, line: 120, column: 5)
!455 = !DILocalVariable(name: "l_356", scope: !454, file: !3, line: 122, type: !456)
!456 = !DICompositeType(tag: DW_TAG_array_type, baseType: !457, size: 2304, elements: !459)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!459 = !{!52, !52}
!460 = !DILocalVariable(name: "l_361", scope: !454, file: !3, line: 123, type: !122)
!461 = !DILocalVariable(name: "l_362", scope: !454, file: !3, line: 124, type: !128)
!462 = !DILocalVariable(name: "l_369", scope: !454, file: !3, line: 125, type: !121)
!463 = !DILocalVariable(name: "l_370", scope: !454, file: !3, line: 126, type: !121)
!464 = !DILocalVariable(name: "l_372", scope: !454, file: !3, line: 127, type: !121)
!465 = !DILocalVariable(name: "i", scope: !454, file: !3, line: 128, type: !6)
!466 = !DILocalVariable(name: "j", scope: !454, file: !3, line: 128, type: !6)
!467 = !DILabel(scope: !468, name: "lbl_346", file: !3, line: 131)
!468 = distinct !DILexicalBlock(scope: !469, file: !3, line: 130, column: 9)
!469 = distinct !DILexicalBlock(scope: !454, file: !3, line: 129, column: 13)
!470 = !DILocalVariable(name: "l_355", scope: !471, file: !3, line: 136, type: !121)
!471 = distinct !DILexicalBlock(scope: !469, file: !3, line: 135, column: 9)
!472 = !DILocalVariable(name: "l_363", scope: !471, file: !3, line: 137, type: !122)
!473 = distinct !DILocation(line: 343, column: 5, scope: !286)
!474 = distinct !DIAssignID()
!475 = !DILocation(line: 0, scope: !286)
!476 = !DILocation(line: 340, column: 14, scope: !477)
!477 = distinct !DILexicalBlock(scope: !286, file: !3, line: 340, column: 9)
!478 = !DILocation(line: 340, column: 19, scope: !477)
!479 = !DILocation(line: 340, column: 29, scope: !477)
!480 = !{!481, !481, i64 0}
!481 = !{!"any pointer", !482, i64 0}
!482 = !{!"omnipotent char", !483, i64 0}
!483 = !{!"Simple C/C++ TBAA"}
!484 = !DILocation(line: 340, column: 43, scope: !477)
!485 = !DILocation(line: 340, column: 9, scope: !286)
!486 = !DILocalVariable(name: "poly", scope: !487, file: !113, line: 54, type: !494)
!487 = distinct !DISubprogram(name: "crc32_gentab", scope: !113, file: !113, line: 51, type: !488, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !490)
!488 = !DISubroutineType(types: !489)
!489 = !{null}
!490 = !{!491, !486, !492, !493}
!491 = !DILocalVariable(name: "crc", scope: !487, file: !113, line: 53, type: !115)
!492 = !DILocalVariable(name: "i", scope: !487, file: !113, line: 55, type: !6)
!493 = !DILocalVariable(name: "j", scope: !487, file: !113, line: 55, type: !6)
!494 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!495 = !DILocation(line: 0, scope: !487, inlinedAt: !496)
!496 = distinct !DILocation(line: 342, column: 5, scope: !286)
!497 = !DILocation(line: 57, column: 2, scope: !498, inlinedAt: !496)
!498 = distinct !DILexicalBlock(scope: !487, file: !113, line: 57, column: 2)
!499 = !DILocation(line: 57, column: 24, scope: !500, inlinedAt: !496)
!500 = distinct !DILexicalBlock(scope: !498, file: !113, line: 57, column: 2)
!501 = !DILocation(line: 60, column: 12, scope: !502, inlinedAt: !496)
!502 = distinct !DILexicalBlock(scope: !503, file: !113, line: 60, column: 8)
!503 = distinct !DILexicalBlock(scope: !504, file: !113, line: 59, column: 27)
!504 = distinct !DILexicalBlock(scope: !505, file: !113, line: 59, column: 3)
!505 = distinct !DILexicalBlock(scope: !506, file: !113, line: 59, column: 3)
!506 = distinct !DILexicalBlock(scope: !500, file: !113, line: 57, column: 28)
!507 = !DILocation(line: 60, column: 8, scope: !503, inlinedAt: !496)
!508 = !DILocation(line: 66, column: 3, scope: !506, inlinedAt: !496)
!509 = !DILocation(line: 66, column: 16, scope: !506, inlinedAt: !496)
!510 = !{!511, !511, i64 0}
!511 = !{!"int", !482, i64 0}
!512 = distinct !{!512, !497, !513, !514, !515, !516}
!513 = !DILocation(line: 67, column: 2, scope: !498, inlinedAt: !496)
!514 = !{!"llvm.loop.mustprogress"}
!515 = !{!"llvm.loop.isvectorized", i32 1}
!516 = !{!"llvm.loop.unroll.runtime.disable"}
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 0, scope: !432, inlinedAt: !473)
!519 = distinct !DIAssignID()
!520 = distinct !DIAssignID()
!521 = distinct !DIAssignID()
!522 = distinct !DIAssignID()
!523 = distinct !DIAssignID()
!524 = distinct !DIAssignID()
!525 = !DILocation(line: 0, scope: !406, inlinedAt: !473)
!526 = distinct !DIAssignID()
!527 = distinct !DIAssignID()
!528 = !DILocation(line: 100, column: 52, scope: !405, inlinedAt: !473)
!529 = !{!530, !530, i64 0}
!530 = !{!"short", !482, i64 0}
!531 = !DILocation(line: 100, column: 85, scope: !405, inlinedAt: !473)
!532 = !DILocation(line: 100, column: 56, scope: !405, inlinedAt: !473)
!533 = distinct !DIAssignID()
!534 = distinct !DIAssignID()
!535 = distinct !DIAssignID()
!536 = distinct !DIAssignID()
!537 = distinct !DIAssignID()
!538 = !DILocation(line: 0, scope: !368, inlinedAt: !404)
!539 = distinct !DIAssignID()
!540 = !DILocation(line: 0, scope: !396, inlinedAt: !404)
!541 = distinct !DIAssignID()
!542 = distinct !DIAssignID()
!543 = distinct !DIAssignID()
!544 = !DILocation(line: 161, column: 5, scope: !300, inlinedAt: !404)
!545 = !DILocation(line: 161, column: 13, scope: !300, inlinedAt: !404)
!546 = distinct !DIAssignID()
!547 = distinct !DIAssignID()
!548 = !DILocation(line: 169, column: 5, scope: !300, inlinedAt: !404)
!549 = distinct !DIAssignID()
!550 = distinct !DIAssignID()
!551 = distinct !DIAssignID()
!552 = !DILocalVariable(name: "ui1", arg: 1, scope: !553, file: !554, line: 546, type: !156)
!553 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !554, file: !554, line: 546, type: !555, scopeLine: 547, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !557)
!554 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "")
!555 = !DISubroutineType(types: !556)
!556 = !{!156, !156, !156}
!557 = !{!552, !558}
!558 = !DILocalVariable(name: "ui2", arg: 2, scope: !553, file: !554, line: 546, type: !156)
!559 = !DILocation(line: 0, scope: !553, inlinedAt: !560)
!560 = distinct !DILocation(line: 188, column: 39, scope: !337, inlinedAt: !404)
!561 = !DILocation(line: 188, scope: !338, inlinedAt: !404)
!562 = !DILocation(line: 195, column: 212, scope: !347, inlinedAt: !404)
!563 = !DILocation(line: 195, column: 204, scope: !347, inlinedAt: !404)
!564 = !DILocation(line: 0, scope: !553, inlinedAt: !565)
!565 = distinct !DILocation(line: 195, column: 172, scope: !347, inlinedAt: !404)
!566 = !DILocation(line: 195, column: 171, scope: !347, inlinedAt: !404)
!567 = !DILocation(line: 195, column: 325, scope: !347, inlinedAt: !404)
!568 = !DILocation(line: 195, column: 129, scope: !347, inlinedAt: !404)
!569 = !DILocation(line: 197, column: 27, scope: !346, inlinedAt: !404)
!570 = !DILocation(line: 0, scope: !346, inlinedAt: !404)
!571 = !DILocation(line: 199, column: 18, scope: !346, inlinedAt: !404)
!572 = !DILocation(line: 200, column: 11, scope: !346, inlinedAt: !404)
!573 = !DILocation(line: 200, column: 18, scope: !346, inlinedAt: !404)
!574 = !DILocation(line: 214, column: 251, scope: !350, inlinedAt: !404)
!575 = !DILocation(line: 214, column: 250, scope: !350, inlinedAt: !404)
!576 = !DILocation(line: 214, column: 402, scope: !350, inlinedAt: !404)
!577 = !DILocation(line: 214, column: 302, scope: !350, inlinedAt: !404)
!578 = !{!579, !579, i64 0}
!579 = !{!"long long", !482, i64 0}
!580 = !DILocation(line: 214, column: 53, scope: !350, inlinedAt: !404)
!581 = !DILocalVariable(name: "si1", arg: 1, scope: !582, file: !554, line: 473, type: !130)
!582 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !554, file: !554, line: 473, type: !583, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !585)
!583 = !DISubroutineType(types: !584)
!584 = !{!130, !130, !130}
!585 = !{!581, !586}
!586 = !DILocalVariable(name: "si2", arg: 2, scope: !582, file: !554, line: 473, type: !130)
!587 = !DILocation(line: 0, scope: !582, inlinedAt: !588)
!588 = distinct !DILocation(line: 214, column: 12, scope: !350, inlinedAt: !404)
!589 = !DILocation(line: 478, column: 11, scope: !582, inlinedAt: !588)
!590 = !DILocation(line: 478, column: 17, scope: !582, inlinedAt: !588)
!591 = !DILocation(line: 214, column: 523, scope: !350, inlinedAt: !404)
!592 = !DILocation(line: 481, column: 10, scope: !582, inlinedAt: !588)
!593 = !DILocation(line: 214, column: 10, scope: !350, inlinedAt: !404)
!594 = !DILocation(line: 214, column: 9, scope: !300, inlinedAt: !404)
!595 = !DILocation(line: 229, column: 14, scope: !370, inlinedAt: !404)
!596 = !DILocation(line: 228, column: 1, scope: !349, inlinedAt: !404)
!597 = !DILocation(line: 239, column: 84, scope: !368, inlinedAt: !404)
!598 = !DILocation(line: 252, column: 9, scope: !349, inlinedAt: !404)
!599 = !DILocation(line: 253, column: 13, scope: !349, inlinedAt: !404)
!600 = !DILocation(line: 239, column: 151, scope: !368, inlinedAt: !404)
!601 = !DILocation(line: 240, scope: !382, inlinedAt: !404)
!602 = !DILocation(line: 255, column: 11, scope: !349, inlinedAt: !404)
!603 = !DILocation(line: 255, column: 18, scope: !349, inlinedAt: !404)
!604 = !DILocation(line: 256, column: 5, scope: !349, inlinedAt: !404)
!605 = distinct !DIAssignID()
!606 = distinct !DIAssignID()
!607 = distinct !DIAssignID()
!608 = distinct !DIAssignID()
!609 = !DILocation(line: 262, column: 9, scope: !396, inlinedAt: !404)
!610 = !DILocation(line: 263, scope: !611, inlinedAt: !404)
!611 = distinct !DILexicalBlock(scope: !396, file: !3, line: 263, column: 9)
!612 = !DILocation(line: 268, column: 11, scope: !300, inlinedAt: !404)
!613 = !DILocation(line: 263, column: 9, scope: !611, inlinedAt: !404)
!614 = !DILocation(line: 268, column: 16, scope: !300, inlinedAt: !404)
!615 = !DILocation(line: 268, column: 102, scope: !300, inlinedAt: !404)
!616 = !DILocation(line: 268, column: 322, scope: !300, inlinedAt: !404)
!617 = !DILocation(line: 268, column: 25, scope: !300, inlinedAt: !404)
!618 = !DILocation(line: 270, column: 1, scope: !300, inlinedAt: !404)
!619 = !DILocation(line: 116, column: 11, scope: !432, inlinedAt: !473)
!620 = !DILocation(line: 117, column: 9, scope: !432, inlinedAt: !473)
!621 = !DILocation(line: 344, column: 21, scope: !286)
!622 = !DILocation(line: 344, column: 5, scope: !286)
!623 = !DILocation(line: 345, column: 5, scope: !286)
!624 = !DILocation(line: 346, column: 21, scope: !286)
!625 = !DILocation(line: 346, column: 5, scope: !286)
!626 = !DILocation(line: 347, column: 5, scope: !286)
!627 = !DILocation(line: 348, column: 5, scope: !286)
!628 = !DILocation(line: 351, column: 9, scope: !629)
!629 = distinct !DILexicalBlock(scope: !630, file: !3, line: 350, column: 5)
!630 = distinct !DILexicalBlock(scope: !631, file: !3, line: 349, column: 5)
!631 = distinct !DILexicalBlock(scope: !286, file: !3, line: 349, column: 5)
!632 = !DILocation(line: 352, column: 13, scope: !629)
!633 = !DILocation(line: 351, column: 25, scope: !629)
!634 = !DILocation(line: 352, column: 31, scope: !635)
!635 = distinct !DILexicalBlock(scope: !629, file: !3, line: 352, column: 13)
!636 = !DILocation(line: 355, column: 21, scope: !286)
!637 = !DILocation(line: 355, column: 5, scope: !286)
!638 = !DILocation(line: 358, column: 9, scope: !639)
!639 = distinct !DILexicalBlock(scope: !640, file: !3, line: 357, column: 5)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 356, column: 5)
!641 = distinct !DILexicalBlock(scope: !286, file: !3, line: 356, column: 5)
!642 = !DILocation(line: 359, column: 13, scope: !639)
!643 = !DILocation(line: 359, column: 31, scope: !644)
!644 = distinct !DILexicalBlock(scope: !639, file: !3, line: 359, column: 13)
!645 = !DILocation(line: 362, column: 21, scope: !286)
!646 = !DILocation(line: 362, column: 5, scope: !286)
!647 = !DILocation(line: 365, column: 9, scope: !648)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 364, column: 5)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 363, column: 5)
!650 = distinct !DILexicalBlock(scope: !286, file: !3, line: 363, column: 5)
!651 = !DILocation(line: 366, column: 31, scope: !652)
!652 = distinct !DILexicalBlock(scope: !648, file: !3, line: 366, column: 13)
!653 = !DILocation(line: 365, column: 25, scope: !648)
!654 = !DILocation(line: 366, column: 13, scope: !648)
!655 = !DILocation(line: 369, column: 5, scope: !656)
!656 = distinct !DILexicalBlock(scope: !286, file: !3, line: 369, column: 5)
!657 = !DILocation(line: 371, column: 9, scope: !658)
!658 = distinct !DILexicalBlock(scope: !659, file: !3, line: 371, column: 9)
!659 = distinct !DILexicalBlock(scope: !660, file: !3, line: 370, column: 5)
!660 = distinct !DILexicalBlock(scope: !656, file: !3, line: 369, column: 5)
!661 = !DILocation(line: 375, column: 33, scope: !662)
!662 = distinct !DILexicalBlock(scope: !663, file: !3, line: 374, column: 13)
!663 = distinct !DILexicalBlock(scope: !664, file: !3, line: 373, column: 13)
!664 = distinct !DILexicalBlock(scope: !665, file: !3, line: 373, column: 13)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 372, column: 9)
!666 = distinct !DILexicalBlock(scope: !658, file: !3, line: 371, column: 9)
!667 = !{!482, !482, i64 0}
!668 = !DILocation(line: 375, column: 17, scope: !662)
!669 = !DILocation(line: 376, column: 21, scope: !662)
!670 = !DILocation(line: 376, column: 39, scope: !671)
!671 = distinct !DILexicalBlock(scope: !662, file: !3, line: 376, column: 21)
!672 = !DILocation(line: 371, column: 29, scope: !666)
!673 = !DILocation(line: 371, column: 23, scope: !666)
!674 = distinct !{!674, !657, !675, !514}
!675 = !DILocation(line: 379, column: 9, scope: !658)
!676 = !DILocation(line: 369, column: 25, scope: !660)
!677 = !DILocation(line: 369, column: 19, scope: !660)
!678 = distinct !{!678, !655, !679, !514}
!679 = !DILocation(line: 380, column: 5, scope: !656)
!680 = !DILocation(line: 381, column: 21, scope: !286)
!681 = !DILocation(line: 381, column: 5, scope: !286)
!682 = !DILocation(line: 382, column: 5, scope: !683)
!683 = distinct !DILexicalBlock(scope: !286, file: !3, line: 382, column: 5)
!684 = !DILocation(line: 388, column: 33, scope: !685)
!685 = distinct !DILexicalBlock(scope: !686, file: !3, line: 387, column: 13)
!686 = distinct !DILexicalBlock(scope: !687, file: !3, line: 386, column: 13)
!687 = distinct !DILexicalBlock(scope: !688, file: !3, line: 386, column: 13)
!688 = distinct !DILexicalBlock(scope: !689, file: !3, line: 385, column: 9)
!689 = distinct !DILexicalBlock(scope: !690, file: !3, line: 384, column: 9)
!690 = distinct !DILexicalBlock(scope: !691, file: !3, line: 384, column: 9)
!691 = distinct !DILexicalBlock(scope: !692, file: !3, line: 383, column: 5)
!692 = distinct !DILexicalBlock(scope: !683, file: !3, line: 382, column: 5)
!693 = !DILocation(line: 388, column: 17, scope: !685)
!694 = !DILocation(line: 389, column: 21, scope: !685)
!695 = !DILocation(line: 389, column: 39, scope: !696)
!696 = distinct !DILexicalBlock(scope: !685, file: !3, line: 389, column: 21)
!697 = !DILocation(line: 382, column: 26, scope: !692)
!698 = !DILocation(line: 382, column: 19, scope: !692)
!699 = distinct !{!699, !682, !700, !514}
!700 = !DILocation(line: 393, column: 5, scope: !683)
!701 = !DILocation(line: 394, column: 21, scope: !286)
!702 = !DILocation(line: 394, column: 5, scope: !286)
!703 = !DILocation(line: 395, column: 5, scope: !286)
!704 = !DILocation(line: 396, column: 5, scope: !286)
!705 = !DILocation(line: 397, column: 5, scope: !286)
!706 = !DILocation(line: 402, column: 13, scope: !707)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 401, column: 9)
!708 = distinct !DILexicalBlock(scope: !709, file: !3, line: 400, column: 9)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 400, column: 9)
!710 = distinct !DILexicalBlock(scope: !711, file: !3, line: 399, column: 5)
!711 = distinct !DILexicalBlock(scope: !712, file: !3, line: 398, column: 5)
!712 = distinct !DILexicalBlock(scope: !286, file: !3, line: 398, column: 5)
!713 = !DILocation(line: 403, column: 17, scope: !707)
!714 = !DILocation(line: 403, column: 35, scope: !715)
!715 = distinct !DILexicalBlock(scope: !707, file: !3, line: 403, column: 17)
!716 = !DILocation(line: 407, column: 5, scope: !286)
!717 = !DILocation(line: 410, column: 9, scope: !718)
!718 = distinct !DILexicalBlock(scope: !719, file: !3, line: 409, column: 5)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 408, column: 5)
!720 = distinct !DILexicalBlock(scope: !286, file: !3, line: 408, column: 5)
!721 = !DILocation(line: 411, column: 31, scope: !722)
!722 = distinct !DILexicalBlock(scope: !718, file: !3, line: 411, column: 13)
!723 = !DILocation(line: 410, column: 25, scope: !718)
!724 = !DILocation(line: 416, column: 25, scope: !725)
!725 = distinct !DILexicalBlock(scope: !726, file: !3, line: 415, column: 5)
!726 = distinct !DILexicalBlock(scope: !727, file: !3, line: 414, column: 5)
!727 = distinct !DILexicalBlock(scope: !286, file: !3, line: 414, column: 5)
!728 = !DILocation(line: 416, column: 9, scope: !725)
!729 = !DILocation(line: 417, column: 31, scope: !730)
!730 = distinct !DILexicalBlock(scope: !725, file: !3, line: 417, column: 13)
!731 = !DILocation(line: 417, column: 13, scope: !725)
!732 = !DILocation(line: 420, column: 5, scope: !286)
!733 = !DILocation(line: 421, column: 5, scope: !286)
!734 = !DILocation(line: 424, column: 9, scope: !735)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 423, column: 5)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 422, column: 5)
!737 = distinct !DILexicalBlock(scope: !286, file: !3, line: 422, column: 5)
!738 = !DILocation(line: 425, column: 13, scope: !735)
!739 = !DILocation(line: 425, column: 31, scope: !740)
!740 = distinct !DILexicalBlock(scope: !735, file: !3, line: 425, column: 13)
!741 = !DILocation(line: 428, column: 5, scope: !286)
!742 = !DILocation(line: 429, column: 5, scope: !286)
!743 = !DILocation(line: 430, column: 5, scope: !286)
!744 = !DILocation(line: 431, column: 21, scope: !286)
!745 = !DILocation(line: 431, column: 5, scope: !286)
!746 = !DILocation(line: 434, column: 25, scope: !747)
!747 = distinct !DILexicalBlock(scope: !748, file: !3, line: 433, column: 5)
!748 = distinct !DILexicalBlock(scope: !749, file: !3, line: 432, column: 5)
!749 = distinct !DILexicalBlock(scope: !286, file: !3, line: 432, column: 5)
!750 = !DILocation(line: 434, column: 9, scope: !747)
!751 = !DILocation(line: 435, column: 13, scope: !747)
!752 = !DILocation(line: 435, column: 31, scope: !753)
!753 = distinct !DILexicalBlock(scope: !747, file: !3, line: 435, column: 13)
!754 = !DILocation(line: 438, column: 5, scope: !286)
!755 = !DILocation(line: 439, column: 23, scope: !286)
!756 = !DILocation(line: 439, column: 37, scope: !286)
!757 = !DILocalVariable(name: "crc", arg: 1, scope: !758, file: !270, line: 49, type: !115)
!758 = distinct !DISubprogram(name: "platform_main_end", scope: !270, file: !270, line: 49, type: !759, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !761)
!759 = !DISubroutineType(types: !760)
!760 = !{null, !115, !6}
!761 = !{!757, !762}
!762 = !DILocalVariable(name: "flag", arg: 2, scope: !758, file: !270, line: 49, type: !6)
!763 = !DILocation(line: 0, scope: !758, inlinedAt: !764)
!764 = distinct !DILocation(line: 439, column: 5, scope: !286)
!765 = !DILocation(line: 56, column: 2, scope: !758, inlinedAt: !764)
!766 = !DILocation(line: 440, column: 5, scope: !286)
!767 = distinct !DISubprogram(name: "transparent_crc", scope: !113, file: !113, line: 110, type: !768, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !770)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !190, !290, !6}
!770 = !{!771, !772, !773}
!771 = !DILocalVariable(name: "val", arg: 1, scope: !767, file: !113, line: 110, type: !190)
!772 = !DILocalVariable(name: "vname", arg: 2, scope: !767, file: !113, line: 110, type: !290)
!773 = !DILocalVariable(name: "flag", arg: 3, scope: !767, file: !113, line: 110, type: !6)
!774 = !DILocation(line: 0, scope: !767)
!775 = !DILocalVariable(name: "val", arg: 1, scope: !776, file: !113, line: 97, type: !190)
!776 = distinct !DISubprogram(name: "crc32_8bytes", scope: !113, file: !113, line: 97, type: !777, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !779)
!777 = !DISubroutineType(types: !778)
!778 = !{null, !190}
!779 = !{!775}
!780 = !DILocation(line: 0, scope: !776, inlinedAt: !781)
!781 = distinct !DILocation(line: 112, column: 2, scope: !767)
!782 = !DILocalVariable(name: "b", arg: 1, scope: !783, file: !113, line: 71, type: !156)
!783 = distinct !DISubprogram(name: "crc32_byte", scope: !113, file: !113, line: 71, type: !784, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !786)
!784 = !DISubroutineType(types: !785)
!785 = !{null, !156}
!786 = !{!782}
!787 = !DILocation(line: 0, scope: !783, inlinedAt: !788)
!788 = distinct !DILocation(line: 99, column: 2, scope: !776, inlinedAt: !781)
!789 = !DILocation(line: 73, column: 5, scope: !783, inlinedAt: !788)
!790 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !788)
!791 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !788)
!792 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !788)
!793 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !788)
!794 = !DILocation(line: 100, column: 18, scope: !776, inlinedAt: !781)
!795 = !DILocation(line: 0, scope: !783, inlinedAt: !796)
!796 = distinct !DILocation(line: 100, column: 2, scope: !776, inlinedAt: !781)
!797 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !796)
!798 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !796)
!799 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !796)
!800 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !796)
!801 = !DILocation(line: 101, column: 18, scope: !776, inlinedAt: !781)
!802 = !DILocation(line: 0, scope: !783, inlinedAt: !803)
!803 = distinct !DILocation(line: 101, column: 2, scope: !776, inlinedAt: !781)
!804 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !803)
!805 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !803)
!806 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !803)
!807 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !803)
!808 = !DILocation(line: 102, column: 18, scope: !776, inlinedAt: !781)
!809 = !DILocation(line: 0, scope: !783, inlinedAt: !810)
!810 = distinct !DILocation(line: 102, column: 2, scope: !776, inlinedAt: !781)
!811 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !810)
!812 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !810)
!813 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !810)
!814 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !810)
!815 = !DILocation(line: 103, column: 18, scope: !776, inlinedAt: !781)
!816 = !DILocation(line: 0, scope: !783, inlinedAt: !817)
!817 = distinct !DILocation(line: 103, column: 2, scope: !776, inlinedAt: !781)
!818 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !817)
!819 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !817)
!820 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !817)
!821 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !817)
!822 = !DILocation(line: 104, column: 18, scope: !776, inlinedAt: !781)
!823 = !DILocation(line: 0, scope: !783, inlinedAt: !824)
!824 = distinct !DILocation(line: 104, column: 2, scope: !776, inlinedAt: !781)
!825 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !824)
!826 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !824)
!827 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !824)
!828 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !824)
!829 = !DILocation(line: 105, column: 18, scope: !776, inlinedAt: !781)
!830 = !DILocation(line: 0, scope: !783, inlinedAt: !831)
!831 = distinct !DILocation(line: 105, column: 2, scope: !776, inlinedAt: !781)
!832 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !831)
!833 = !DILocation(line: 74, column: 33, scope: !783, inlinedAt: !831)
!834 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !831)
!835 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !831)
!836 = !DILocation(line: 106, column: 18, scope: !776, inlinedAt: !781)
!837 = !DILocation(line: 0, scope: !783, inlinedAt: !838)
!838 = distinct !DILocation(line: 106, column: 2, scope: !776, inlinedAt: !781)
!839 = !DILocation(line: 73, column: 19, scope: !783, inlinedAt: !838)
!840 = !DILocation(line: 74, column: 3, scope: !783, inlinedAt: !838)
!841 = !DILocation(line: 73, column: 39, scope: !783, inlinedAt: !838)
!842 = !DILocation(line: 72, column: 16, scope: !783, inlinedAt: !838)
!843 = !DILocation(line: 113, column: 6, scope: !844)
!844 = distinct !DILexicalBlock(scope: !767, file: !113, line: 113, column: 6)
!845 = !DILocation(line: 113, column: 6, scope: !767)
!846 = !DILocation(line: 114, column: 73, scope: !847)
!847 = distinct !DILexicalBlock(scope: !844, file: !113, line: 113, column: 12)
!848 = !DILocation(line: 114, column: 5, scope: !847)
!849 = !DILocation(line: 115, column: 2, scope: !847)
!850 = !DILocation(line: 116, column: 1, scope: !767)
!851 = distinct !DISubprogram(name: "printf", scope: !852, file: !852, line: 368, type: !853, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !857)
!852 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!853 = !DISubroutineType(cc: DW_CC_nocall, types: !854)
!854 = !{!6, !855, null}
!855 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !856, size: 64)
!856 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!857 = !{!858, !859, !860}
!858 = !DILocalVariable(name: "__format", arg: 1, scope: !851, file: !852, line: 368, type: !855)
!859 = !DILocalVariable(name: "__retval", scope: !851, file: !852, line: 370, type: !6)
!860 = !DILocalVariable(name: "__local_argv", scope: !851, file: !852, line: 371, type: !861)
!861 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !290)
!862 = distinct !DIAssignID()
!863 = !DILocation(line: 0, scope: !851)
!864 = !DILocation(line: 371, column: 3, scope: !851)
!865 = !DILocation(line: 371, column: 35, scope: !851)
!866 = !DILocation(line: 372, column: 32, scope: !851)
!867 = !DILocation(line: 372, column: 50, scope: !851)
!868 = !DILocation(line: 372, column: 14, scope: !851)
!869 = !DILocation(line: 373, column: 3, scope: !851)
!870 = !DILocation(line: 375, column: 1, scope: !851)
!871 = !DILocation(line: 374, column: 3, scope: !851)
!872 = !DISubprogram(name: "__mingw_vfprintf", scope: !852, file: !852, line: 193, type: !873, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!873 = !DISubroutineType(types: !874)
!874 = !{!6, !875, !888, !889}
!875 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !876)
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !877, size: 64)
!877 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !852, line: 47, baseType: !878)
!878 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !852, line: 33, size: 384, align: 64, elements: !879)
!879 = !{!880, !881, !882, !883, !884, !885, !886, !887}
!880 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !878, file: !852, line: 37, baseType: !290, size: 64)
!881 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !878, file: !852, line: 38, baseType: !6, size: 32, offset: 64)
!882 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !878, file: !852, line: 39, baseType: !290, size: 64, offset: 128)
!883 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !878, file: !852, line: 40, baseType: !6, size: 32, offset: 192)
!884 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !878, file: !852, line: 41, baseType: !6, size: 32, offset: 224)
!885 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !878, file: !852, line: 42, baseType: !6, size: 32, offset: 256)
!886 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !878, file: !852, line: 43, baseType: !6, size: 32, offset: 288)
!887 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !878, file: !852, line: 44, baseType: !290, size: 64, offset: 320)
!888 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !855)
!889 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !890, line: 31, baseType: !891)
!890 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!891 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !890, line: 24, baseType: !861)
!892 = !DISubprogram(name: "__acrt_iob_func", scope: !852, file: !852, line: 93, type: !893, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!893 = !DISubroutineType(types: !894)
!894 = !{!876, !7}
