; ModuleID = 'tests/programs/csmith/seed_1003.c'
source_filename = "tests/programs/csmith/seed_1003.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U0 = type { ptr }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_9 = internal global i16 6, align 2
@.str.1 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_12 = internal global i8 -52, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_42 = internal global i32 -1, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@g_51 = internal global i64 8384866466380050833, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@g_52 = internal global i32 -2, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1
@g_63 = internal global [4 x i16] zeroinitializer, align 2
@.str.6 = private unnamed_addr constant [8 x i8] c"g_63[i]\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_70 = internal global i16 640, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_70\00", align 1
@g_102 = internal global [1 x i32] [i32 1], align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"g_102[i]\00", align 1
@g_104 = internal global i16 -28983, align 2
@.str.10 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@g_113 = internal global [2 x i32] [i32 1933786134, i32 1933786134], align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"g_113[i]\00", align 1
@g_119 = internal global [9 x [4 x [4 x i8]]] [[4 x [4 x i8]] [[4 x i8] c"\FF\99Z\96", [4 x i8] c"\99R\01R", [4 x i8] c"d\07\88\BE", [4 x i8] c"\01\01\FB\FF"], [4 x [4 x i8]] [[4 x i8] c"\BE\FB\99\88", [4 x i8] c"\BE`\FB\08", [4 x i8] c"\01\88\88\01", [4 x i8] c"d\96\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\99\08Z\01", [4 x i8] c"\FF\FF\07\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`"], [4 x [4 x i8]] [[4 x i8] c"\FF\07\01\FF", [4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01"], [4 x [4 x i8]] [[4 x i8] c"\FF\FFd\88", [4 x i8] c"d\88\99\FB", [4 x i8] c"\FBR\FF\99", [4 x i8] c"\02R\96\FB"], [4 x [4 x i8]] [[4 x i8] c"R\88`\88", [4 x i8] c"\08\FF\07\01", [4 x i8] c"`\FF\01Z", [4 x i8] c"\01\01R\07"], [4 x [4 x i8]] [[4 x i8] c"\01d\01\FF", [4 x i8] c"`\07\07`", [4 x i8] c"\08\FB`\BE", [4 x i8] c"R\FF\96\FF"], [4 x [4 x i8]] [[4 x i8] c"\02Z\FF\FF", [4 x i8] c"\FB\FF\99\BE", [4 x i8] c"d\FBd`", [4 x i8] c"\FF\07\01\FF"], [4 x [4 x i8]] [[4 x i8] c"\FFd\BE\07", [4 x i8] c"\88\01\BEZ", [4 x i8] c"\FF\FF\01\01", [4 x i8] c"\FF\FFd\88"]], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_131 = internal global i32 -379968030, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1
@g_148 = internal global [10 x [2 x [5 x i64]]] [[2 x [5 x i64]] [[5 x i64] [i64 -7, i64 7542714824898434229, i64 8908066099363528572, i64 1, i64 5789521496098650589], [5 x i64] [i64 464905609773544830, i64 9, i64 2306268611864474717, i64 5, i64 -829025107185485053]], [2 x [5 x i64]] [[5 x i64] [i64 8908066099363528572, i64 -7689673738238981892, i64 -2133732927107872716, i64 7542714824898434229, i64 5789521496098650589], [5 x i64] [i64 -1196272544739624223, i64 5, i64 464905609773544830, i64 4, i64 4]], [2 x [5 x i64]] [[5 x i64] [i64 5789521496098650589, i64 -4, i64 5789521496098650589, i64 -7, i64 -5062090379530160444], [5 x i64] [i64 3, i64 -1, i64 -1579607695468680792, i64 464905609773544830, i64 -1196272544739624223]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -5062090379530160444, i64 0, i64 8908066099363528572, i64 -3], [5 x i64] [i64 -827934667879480459, i64 -6493816823601153019, i64 -1579607695468680792, i64 -1196272544739624223, i64 9]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 -6, i64 5789521496098650589, i64 5789521496098650589, i64 -6], [5 x i64] [i64 -4, i64 1, i64 464905609773544830, i64 3, i64 0]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 -1073460367172556038, i64 -2133732927107872716, i64 -4, i64 881661230485403626], [5 x i64] [i64 -1579607695468680792, i64 6, i64 2306268611864474717, i64 -827934667879480459, i64 -3044385479518407019]], [2 x [5 x i64]] [[5 x i64] [i64 -7689673738238981892, i64 0, i64 8908066099363528572, i64 7, i64 7542714824898434229], [5 x i64] [i64 -4, i64 -829025107185485053, i64 -829025107185485053, i64 -4, i64 464905609773544830]], [2 x [5 x i64]] [[5 x i64] [i64 7, i64 8908066099363528572, i64 0, i64 -7689673738238981892, i64 1686185256566302607], [5 x i64] [i64 -827934667879480459, i64 2306268611864474717, i64 6, i64 -1579607695468680792, i64 -1]], [2 x [5 x i64]] [[5 x i64] [i64 -4, i64 -2133732927107872716, i64 -1073460367172556038, i64 -7689673738238981892, i64 1], [5 x i64] [i64 3, i64 -829025107185485053, i64 5525169032326922625, i64 -1, i64 5525169032326922625]], [2 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 0, i64 5789521496098650589, i64 7], [5 x i64] [i64 5, i64 -1, i64 2306268611864474717, i64 -3044385479518407019, i64 -1]]], align 16
@.str.15 = private unnamed_addr constant [15 x i8] c"g_148[i][j][k]\00", align 1
@g_162 = internal global i64 -898946607332870064, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1
@g_168 = internal global i8 6, align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@g_171 = internal global i8 -126, align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_171\00", align 1
@g_208 = internal global i16 1, align 2
@.str.19 = private unnamed_addr constant [6 x i8] c"g_208\00", align 1
@g_233 = internal constant [1 x [1 x i16]] [[1 x i16] [i16 -2408]], align 2
@.str.20 = private unnamed_addr constant [12 x i8] c"g_233[i][j]\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_262 = internal global i32 5, align 4
@.str.22 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1
@g_275 = internal global [6 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.23 = private unnamed_addr constant [9 x i8] c"g_275[i]\00", align 1
@g_285 = internal global [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.24 = private unnamed_addr constant [9 x i8] c"g_285[i]\00", align 1
@g_320 = internal global i64 7511588403831493370, align 8
@.str.25 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1
@g_324 = internal global i64 6619510695909701124, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@g_325 = internal global [10 x i64] [i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1], align 16
@.str.27 = private unnamed_addr constant [9 x i8] c"g_325[i]\00", align 1
@g_334 = internal global i32 2011882246, align 4
@.str.28 = private unnamed_addr constant [6 x i8] c"g_334\00", align 1
@g_337 = internal global i16 27907, align 2
@.str.29 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1
@g_338 = internal global i32 -526656280, align 4
@.str.30 = private unnamed_addr constant [6 x i8] c"g_338\00", align 1
@g_339 = internal global i32 0, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_339\00", align 1
@g_341 = internal global [5 x i32] [i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695, i32 -964711695], align 16
@.str.32 = private unnamed_addr constant [9 x i8] c"g_341[i]\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_360.f0\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_313 = private unnamed_addr constant [4 x [6 x ptr]] [[6 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72)], [6 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [6 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72)], [6 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)]], align 16
@__const.func_1.l_336 = private unnamed_addr constant [4 x i32] [i32 -252753510, i32 -252753510, i32 -252753510, i32 -252753510], align 16
@__const.func_1.l_308 = private unnamed_addr constant [5 x [7 x [7 x ptr]]] [[7 x [7 x ptr]] [[7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 115), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 103), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 78), ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 56), ptr getelementptr (i8, ptr @g_119, i64 56), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 120), ptr null, ptr getelementptr (i8, ptr @g_119, i64 6), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 68), ptr null, ptr getelementptr (i8, ptr @g_119, i64 106), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 21), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 32), ptr null], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 12), ptr null, ptr getelementptr (i8, ptr @g_119, i64 106), ptr getelementptr (i8, ptr @g_119, i64 78), ptr null, ptr getelementptr (i8, ptr @g_119, i64 115)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 56), ptr getelementptr (i8, ptr @g_119, i64 9), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null]], [7 x [7 x ptr]] [[7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 78), ptr getelementptr (i8, ptr @g_119, i64 126), ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 124), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 9), ptr getelementptr (i8, ptr @g_119, i64 120)], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 61), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 9), ptr getelementptr (i8, ptr @g_119, i64 69), ptr null], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 61), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 115), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 126), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 40)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 32), ptr null, ptr getelementptr (i8, ptr @g_119, i64 30), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 12), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 78), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 93), ptr getelementptr (i8, ptr @g_119, i64 56)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 106), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)]], [7 x [7 x ptr]] [[7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 93), ptr getelementptr (i8, ptr @g_119, i64 126)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 56), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 12), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 9), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 69)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 93), ptr null, ptr getelementptr (i8, ptr @g_119, i64 15), ptr null, ptr getelementptr (i8, ptr @g_119, i64 80), ptr getelementptr (i8, ptr @g_119, i64 115), ptr null], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 68), ptr getelementptr (i8, ptr @g_119, i64 40), ptr getelementptr (i8, ptr @g_119, i64 15), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 78)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 30), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 68), ptr getelementptr (i8, ptr @g_119, i64 93), ptr null]], [7 x [7 x ptr]] [[7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 40), ptr getelementptr (i8, ptr @g_119, i64 115), ptr getelementptr (i8, ptr @g_119, i64 40)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 61), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 80), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 99), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 69), ptr getelementptr (i8, ptr @g_119, i64 40)], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 6), ptr null], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 30), ptr getelementptr (i8, ptr @g_119, i64 80), ptr getelementptr (i8, ptr @g_119, i64 9), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 78)]], [7 x [7 x ptr]] [[7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 61), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 6), ptr null, ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 21), ptr getelementptr (i8, ptr @g_119, i64 93), ptr getelementptr (i8, ptr @g_119, i64 40), ptr getelementptr (i8, ptr @g_119, i64 6), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 15)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 15), ptr getelementptr (i8, ptr @g_119, i64 122), ptr getelementptr (i8, ptr @g_119, i64 69), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 32), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 32), ptr getelementptr (i8, ptr @g_119, i64 115), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr null, ptr getelementptr (i8, ptr @g_119, i64 124), ptr getelementptr (i8, ptr @g_119, i64 124)], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72)], [7 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_119, i64 68), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 106), ptr getelementptr (i8, ptr @g_119, i64 30), ptr getelementptr (i8, ptr @g_119, i64 32)], [7 x ptr] [ptr getelementptr (i8, ptr @g_119, i64 120), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 72), ptr getelementptr (i8, ptr @g_119, i64 93), ptr null, ptr getelementptr (i8, ptr @g_119, i64 72)]]], align 16
@__const.func_1.l_328 = private unnamed_addr constant [2 x [2 x ptr]] [[2 x ptr] [ptr @g_131, ptr @g_131], [2 x ptr] [ptr @g_131, ptr @g_131]], align 16
@__const.func_1.l_332 = private unnamed_addr constant [5 x [1 x ptr]] [[1 x ptr] [ptr @g_208], [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_208], [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_208]], align 16
@g_282 = internal global ptr getelementptr (i8, ptr @g_148, i64 488), align 8
@g_321 = internal global ptr @g_322, align 8
@g_194 = internal global ptr @g_131, align 8
@__const.func_1.l_356 = private unnamed_addr constant [6 x [6 x ptr]] [[6 x ptr] [ptr @g_337, ptr @g_337, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_337], [6 x ptr] [ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208], [6 x ptr] [ptr @g_337, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_337, ptr @g_337], [6 x ptr] [ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208], [6 x ptr] [ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_208], [6 x ptr] [ptr @g_337, ptr @g_337, ptr @g_208, ptr @g_208, ptr @g_208, ptr @g_337]], align 16
@g_344 = internal global ptr null, align 8
@g_188 = internal global ptr @g_42, align 8
@g_357 = internal global [10 x [3 x ptr]] [[3 x ptr] [ptr null, ptr @g_9, ptr null], [3 x ptr] [ptr @g_9, ptr @g_9, ptr @g_9], [3 x ptr] [ptr null, ptr @g_9, ptr null], [3 x ptr] [ptr @g_9, ptr @g_9, ptr @g_9], [3 x ptr] [ptr null, ptr @g_9, ptr null], [3 x ptr] [ptr @g_9, ptr @g_9, ptr @g_9], [3 x ptr] [ptr null, ptr @g_9, ptr null], [3 x ptr] [ptr @g_9, ptr @g_9, ptr @g_9], [3 x ptr] [ptr null, ptr @g_9, ptr null], [3 x ptr] [ptr @g_9, ptr @g_9, ptr @g_9]], align 16
@g_232 = internal global ptr @g_233, align 8
@g_371 = internal global ptr @g_131, align 8
@__const.func_5.l_107 = private unnamed_addr constant [7 x i32] [i32 -1, i32 -2, i32 -1, i32 -1, i32 -2, i32 -1, i32 -1], align 16
@g_77 = internal global ptr @g_42, align 8
@__const.func_5.l_135 = private unnamed_addr constant [6 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], align 16
@__const.func_5.l_234 = private unnamed_addr constant [8 x [2 x i32]] [[2 x i32] zeroinitializer, [2 x i32] [i32 -1559004756, i32 -1], [2 x i32] [i32 1461265313, i32 -1], [2 x i32] [i32 -1559004756, i32 0], [2 x i32] [i32 0, i32 -1559004756], [2 x i32] [i32 -1, i32 1461265313], [2 x i32] [i32 -1, i32 -1559004756], [2 x i32] zeroinitializer], align 16
@__const.func_5.l_132 = private unnamed_addr constant [7 x i32] [i32 1673938886, i32 -66392153, i32 -66392153, i32 1673938886, i32 -66392153, i32 -66392153, i32 1673938886], align 16
@__const.func_5.l_222 = private unnamed_addr constant { i8, [7 x i8] } { i8 1, [7 x i8] undef }, align 8
@__const.func_5.l_261 = private unnamed_addr constant [10 x [8 x ptr]] [[8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262], [8 x ptr] [ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262, ptr @g_262]], align 16
@g_280 = internal constant ptr @g_281, align 8
@g_281 = internal global ptr @g_282, align 8
@g_322 = internal global ptr getelementptr (i8, ptr @g_323, i64 72), align 8
@g_323 = internal constant [10 x [1 x ptr]] [[1 x ptr] [ptr @g_324], [1 x ptr] zeroinitializer, [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_324], [1 x ptr] zeroinitializer, [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_324], [1 x ptr] zeroinitializer, [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_324]], align 16
@.str.34 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_360 = internal global { i8, [7 x i8] } { i8 4, [7 x i8] undef }, align 8
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call zeroext i16 @func_1()
  %21 = load volatile i16, ptr @g_9, align 2
  %22 = sext i16 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load i8, ptr @g_12, align 1
  %25 = sext i8 %24 to i64
  %26 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26)
  %27 = load i32, ptr @g_42, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29)
  %30 = load i64, ptr @g_51, align 8
  %31 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.4, i32 noundef %31)
  %32 = load i32, ptr @g_52, align 4
  %33 = sext i32 %32 to i64
  %34 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %33, ptr noundef @.str.5, i32 noundef %34)
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %51, %19
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 4
  br i1 %37, label %38, label %54

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i16], ptr @g_63, i64 0, i64 %40
  %42 = load i16, ptr %41, align 2
  %43 = zext i16 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.6, i32 noundef %44)
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %38
  %48 = load i32, ptr %6, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %48)
  br label %50

50:                                               ; preds = %47, %38
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %35, !llvm.loop !6

54:                                               ; preds = %35
  %55 = load i16, ptr @g_70, align 2
  %56 = zext i16 %55 to i64
  %57 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %56, ptr noundef @.str.8, i32 noundef %57)
  store i32 0, ptr %6, align 4
  br label %58

58:                                               ; preds = %74, %54
  %59 = load i32, ptr %6, align 4
  %60 = icmp slt i32 %59, 1
  br i1 %60, label %61, label %77

61:                                               ; preds = %58
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [1 x i32], ptr @g_102, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sext i32 %65 to i64
  %67 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.9, i32 noundef %67)
  %68 = load i32, ptr %9, align 4
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %61
  %71 = load i32, ptr %6, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %71)
  br label %73

73:                                               ; preds = %70, %61
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %58, !llvm.loop !8

77:                                               ; preds = %58
  %78 = load volatile i16, ptr @g_104, align 2
  %79 = zext i16 %78 to i64
  %80 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %79, ptr noundef @.str.10, i32 noundef %80)
  store i32 0, ptr %6, align 4
  br label %81

81:                                               ; preds = %97, %77
  %82 = load i32, ptr %6, align 4
  %83 = icmp slt i32 %82, 2
  br i1 %83, label %84, label %100

84:                                               ; preds = %81
  %85 = load i32, ptr %6, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [2 x i32], ptr @g_113, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = zext i32 %88 to i64
  %90 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %89, ptr noundef @.str.11, i32 noundef %90)
  %91 = load i32, ptr %9, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %84
  %94 = load i32, ptr %6, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %94)
  br label %96

96:                                               ; preds = %93, %84
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %6, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %6, align 4
  br label %81, !llvm.loop !9

100:                                              ; preds = %81
  store i32 0, ptr %6, align 4
  br label %101

101:                                              ; preds = %141, %100
  %102 = load i32, ptr %6, align 4
  %103 = icmp slt i32 %102, 9
  br i1 %103, label %104, label %144

104:                                              ; preds = %101
  store i32 0, ptr %7, align 4
  br label %105

105:                                              ; preds = %137, %104
  %106 = load i32, ptr %7, align 4
  %107 = icmp slt i32 %106, 4
  br i1 %107, label %108, label %140

108:                                              ; preds = %105
  store i32 0, ptr %8, align 4
  br label %109

109:                                              ; preds = %133, %108
  %110 = load i32, ptr %8, align 4
  %111 = icmp slt i32 %110, 4
  br i1 %111, label %112, label %136

112:                                              ; preds = %109
  %113 = load i32, ptr %6, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 %114
  %116 = load i32, ptr %7, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [4 x [4 x i8]], ptr %115, i64 0, i64 %117
  %119 = load i32, ptr %8, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [4 x i8], ptr %118, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i64
  %124 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.12, i32 noundef %124)
  %125 = load i32, ptr %9, align 4
  %126 = icmp ne i32 %125, 0
  br i1 %126, label %127, label %132

127:                                              ; preds = %112
  %128 = load i32, ptr %6, align 4
  %129 = load i32, ptr %7, align 4
  %130 = load i32, ptr %8, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %128, i32 noundef %129, i32 noundef %130)
  br label %132

132:                                              ; preds = %127, %112
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %8, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %8, align 4
  br label %109, !llvm.loop !10

136:                                              ; preds = %109
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %7, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %7, align 4
  br label %105, !llvm.loop !11

140:                                              ; preds = %105
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %6, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %6, align 4
  br label %101, !llvm.loop !12

144:                                              ; preds = %101
  %145 = load i32, ptr @g_131, align 4
  %146 = sext i32 %145 to i64
  %147 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.14, i32 noundef %147)
  store i32 0, ptr %6, align 4
  br label %148

148:                                              ; preds = %187, %144
  %149 = load i32, ptr %6, align 4
  %150 = icmp slt i32 %149, 10
  br i1 %150, label %151, label %190

151:                                              ; preds = %148
  store i32 0, ptr %7, align 4
  br label %152

152:                                              ; preds = %183, %151
  %153 = load i32, ptr %7, align 4
  %154 = icmp slt i32 %153, 2
  br i1 %154, label %155, label %186

155:                                              ; preds = %152
  store i32 0, ptr %8, align 4
  br label %156

156:                                              ; preds = %179, %155
  %157 = load i32, ptr %8, align 4
  %158 = icmp slt i32 %157, 5
  br i1 %158, label %159, label %182

159:                                              ; preds = %156
  %160 = load i32, ptr %6, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 %161
  %163 = load i32, ptr %7, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [2 x [5 x i64]], ptr %162, i64 0, i64 %164
  %166 = load i32, ptr %8, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [5 x i64], ptr %165, i64 0, i64 %167
  %169 = load i64, ptr %168, align 8
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.15, i32 noundef %170)
  %171 = load i32, ptr %9, align 4
  %172 = icmp ne i32 %171, 0
  br i1 %172, label %173, label %178

173:                                              ; preds = %159
  %174 = load i32, ptr %6, align 4
  %175 = load i32, ptr %7, align 4
  %176 = load i32, ptr %8, align 4
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %174, i32 noundef %175, i32 noundef %176)
  br label %178

178:                                              ; preds = %173, %159
  br label %179

179:                                              ; preds = %178
  %180 = load i32, ptr %8, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %8, align 4
  br label %156, !llvm.loop !13

182:                                              ; preds = %156
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %7, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %7, align 4
  br label %152, !llvm.loop !14

186:                                              ; preds = %152
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %6, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %6, align 4
  br label %148, !llvm.loop !15

190:                                              ; preds = %148
  %191 = load i64, ptr @g_162, align 8
  %192 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %191, ptr noundef @.str.16, i32 noundef %192)
  %193 = load i8, ptr @g_168, align 1
  %194 = sext i8 %193 to i64
  %195 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.17, i32 noundef %195)
  %196 = load i8, ptr @g_171, align 1
  %197 = sext i8 %196 to i64
  %198 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.18, i32 noundef %198)
  %199 = load i16, ptr @g_208, align 2
  %200 = sext i16 %199 to i64
  %201 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %200, ptr noundef @.str.19, i32 noundef %201)
  store i32 0, ptr %6, align 4
  br label %202

202:                                              ; preds = %230, %190
  %203 = load i32, ptr %6, align 4
  %204 = icmp slt i32 %203, 1
  br i1 %204, label %205, label %233

205:                                              ; preds = %202
  store i32 0, ptr %7, align 4
  br label %206

206:                                              ; preds = %226, %205
  %207 = load i32, ptr %7, align 4
  %208 = icmp slt i32 %207, 1
  br i1 %208, label %209, label %229

209:                                              ; preds = %206
  %210 = load i32, ptr %6, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [1 x [1 x i16]], ptr @g_233, i64 0, i64 %211
  %213 = load i32, ptr %7, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [1 x i16], ptr %212, i64 0, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = zext i16 %216 to i64
  %218 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.20, i32 noundef %218)
  %219 = load i32, ptr %9, align 4
  %220 = icmp ne i32 %219, 0
  br i1 %220, label %221, label %225

221:                                              ; preds = %209
  %222 = load i32, ptr %6, align 4
  %223 = load i32, ptr %7, align 4
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %222, i32 noundef %223)
  br label %225

225:                                              ; preds = %221, %209
  br label %226

226:                                              ; preds = %225
  %227 = load i32, ptr %7, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %7, align 4
  br label %206, !llvm.loop !16

229:                                              ; preds = %206
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %6, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %6, align 4
  br label %202, !llvm.loop !17

233:                                              ; preds = %202
  %234 = load i32, ptr @g_262, align 4
  %235 = zext i32 %234 to i64
  %236 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %235, ptr noundef @.str.22, i32 noundef %236)
  store i32 0, ptr %6, align 4
  br label %237

237:                                              ; preds = %253, %233
  %238 = load i32, ptr %6, align 4
  %239 = icmp slt i32 %238, 6
  br i1 %239, label %240, label %256

240:                                              ; preds = %237
  %241 = load i32, ptr %6, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [6 x i32], ptr @g_275, i64 0, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = zext i32 %244 to i64
  %246 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %245, ptr noundef @.str.23, i32 noundef %246)
  %247 = load i32, ptr %9, align 4
  %248 = icmp ne i32 %247, 0
  br i1 %248, label %249, label %252

249:                                              ; preds = %240
  %250 = load i32, ptr %6, align 4
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %250)
  br label %252

252:                                              ; preds = %249, %240
  br label %253

253:                                              ; preds = %252
  %254 = load i32, ptr %6, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %6, align 4
  br label %237, !llvm.loop !18

256:                                              ; preds = %237
  store i32 0, ptr %6, align 4
  br label %257

257:                                              ; preds = %273, %256
  %258 = load i32, ptr %6, align 4
  %259 = icmp slt i32 %258, 8
  br i1 %259, label %260, label %276

260:                                              ; preds = %257
  %261 = load i32, ptr %6, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [8 x i32], ptr @g_285, i64 0, i64 %262
  %264 = load volatile i32, ptr %263, align 4
  %265 = zext i32 %264 to i64
  %266 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %265, ptr noundef @.str.24, i32 noundef %266)
  %267 = load i32, ptr %9, align 4
  %268 = icmp ne i32 %267, 0
  br i1 %268, label %269, label %272

269:                                              ; preds = %260
  %270 = load i32, ptr %6, align 4
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %270)
  br label %272

272:                                              ; preds = %269, %260
  br label %273

273:                                              ; preds = %272
  %274 = load i32, ptr %6, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %6, align 4
  br label %257, !llvm.loop !19

276:                                              ; preds = %257
  %277 = load i64, ptr @g_320, align 8
  %278 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %277, ptr noundef @.str.25, i32 noundef %278)
  %279 = load i64, ptr @g_324, align 8
  %280 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %279, ptr noundef @.str.26, i32 noundef %280)
  store i32 0, ptr %6, align 4
  br label %281

281:                                              ; preds = %296, %276
  %282 = load i32, ptr %6, align 4
  %283 = icmp slt i32 %282, 10
  br i1 %283, label %284, label %299

284:                                              ; preds = %281
  %285 = load i32, ptr %6, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [10 x i64], ptr @g_325, i64 0, i64 %286
  %288 = load i64, ptr %287, align 8
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.27, i32 noundef %289)
  %290 = load i32, ptr %9, align 4
  %291 = icmp ne i32 %290, 0
  br i1 %291, label %292, label %295

292:                                              ; preds = %284
  %293 = load i32, ptr %6, align 4
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %293)
  br label %295

295:                                              ; preds = %292, %284
  br label %296

296:                                              ; preds = %295
  %297 = load i32, ptr %6, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %6, align 4
  br label %281, !llvm.loop !20

299:                                              ; preds = %281
  %300 = load i32, ptr @g_334, align 4
  %301 = sext i32 %300 to i64
  %302 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %301, ptr noundef @.str.28, i32 noundef %302)
  %303 = load i16, ptr @g_337, align 2
  %304 = sext i16 %303 to i64
  %305 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %304, ptr noundef @.str.29, i32 noundef %305)
  %306 = load i32, ptr @g_338, align 4
  %307 = sext i32 %306 to i64
  %308 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %307, ptr noundef @.str.30, i32 noundef %308)
  %309 = load volatile i32, ptr @g_339, align 4
  %310 = sext i32 %309 to i64
  %311 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %310, ptr noundef @.str.31, i32 noundef %311)
  store i32 0, ptr %6, align 4
  br label %312

312:                                              ; preds = %328, %299
  %313 = load i32, ptr %6, align 4
  %314 = icmp slt i32 %313, 5
  br i1 %314, label %315, label %331

315:                                              ; preds = %312
  %316 = load i32, ptr %6, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [5 x i32], ptr @g_341, i64 0, i64 %317
  %319 = load volatile i32, ptr %318, align 4
  %320 = zext i32 %319 to i64
  %321 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %320, ptr noundef @.str.32, i32 noundef %321)
  %322 = load i32, ptr %9, align 4
  %323 = icmp ne i32 %322, 0
  br i1 %323, label %324, label %327

324:                                              ; preds = %315
  %325 = load i32, ptr %6, align 4
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %325)
  br label %327

327:                                              ; preds = %324, %315
  br label %328

328:                                              ; preds = %327
  %329 = load i32, ptr %6, align 4
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr %6, align 4
  br label %312, !llvm.loop !21

331:                                              ; preds = %312
  %332 = load i8, ptr @g_360, align 8
  %333 = sext i8 %332 to i64
  %334 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %333, ptr noundef @.str.33, i32 noundef %334)
  %335 = load i32, ptr @crc32_context, align 4
  %336 = zext i32 %335 to i64
  %337 = xor i64 %336, 4294967295
  %338 = trunc i64 %337 to i32
  %339 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %338, i32 noundef %339)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %1, align 4
  store i32 8, ptr %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, ptr %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  br label %10, !llvm.loop !22

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %5, !llvm.loop !23

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_1() #0 {
  %1 = alloca i16, align 2
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [4 x [6 x ptr]], align 16
  %7 = alloca [9 x ptr], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [4 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [5 x [7 x [7 x ptr]]], align 16
  %18 = alloca ptr, align 8
  %19 = alloca [7 x ptr], align 16
  %20 = alloca ptr, align 8
  %21 = alloca [1 x ptr], align 8
  %22 = alloca [2 x [2 x ptr]], align 16
  %23 = alloca ptr, align 8
  %24 = alloca [5 x [1 x ptr]], align 16
  %25 = alloca i8, align 1
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [6 x [6 x ptr]], align 16
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  store i64 653523322397063, ptr %2, align 8
  store ptr @g_12, ptr %3, align 8
  store ptr @g_12, ptr %4, align 8
  store i32 448087639, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.func_1.l_313, i64 192, i1 false)
  %40 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %41 = getelementptr inbounds [6 x ptr], ptr %40, i64 0, i64 5
  store ptr %41, ptr %7, align 8
  %42 = getelementptr inbounds ptr, ptr %7, i64 1
  %43 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %44 = getelementptr inbounds [6 x ptr], ptr %43, i64 0, i64 5
  store ptr %44, ptr %42, align 8
  %45 = getelementptr inbounds ptr, ptr %7, i64 2
  %46 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %47 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 5
  store ptr %47, ptr %45, align 8
  %48 = getelementptr inbounds ptr, ptr %7, i64 3
  %49 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %50 = getelementptr inbounds [6 x ptr], ptr %49, i64 0, i64 5
  store ptr %50, ptr %48, align 8
  %51 = getelementptr inbounds ptr, ptr %7, i64 4
  %52 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %53 = getelementptr inbounds [6 x ptr], ptr %52, i64 0, i64 5
  store ptr %53, ptr %51, align 8
  %54 = getelementptr inbounds ptr, ptr %7, i64 5
  %55 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %56 = getelementptr inbounds [6 x ptr], ptr %55, i64 0, i64 5
  store ptr %56, ptr %54, align 8
  %57 = getelementptr inbounds ptr, ptr %7, i64 6
  %58 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %59 = getelementptr inbounds [6 x ptr], ptr %58, i64 0, i64 5
  store ptr %59, ptr %57, align 8
  %60 = getelementptr inbounds ptr, ptr %7, i64 7
  %61 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %62 = getelementptr inbounds [6 x ptr], ptr %61, i64 0, i64 5
  store ptr %62, ptr %60, align 8
  %63 = getelementptr inbounds ptr, ptr %7, i64 8
  %64 = getelementptr inbounds [4 x [6 x ptr]], ptr %6, i64 0, i64 1
  %65 = getelementptr inbounds [6 x ptr], ptr %64, i64 0, i64 5
  store ptr %65, ptr %63, align 8
  store i32 -3, ptr %8, align 4
  store i32 -10, ptr %9, align 4
  store i32 -1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.func_1.l_336, i64 16, i1 false)
  store i32 1, ptr %12, align 4
  store i32 7, ptr %13, align 4
  store i64 1732850189855213126, ptr %14, align 8
  %66 = load i64, ptr %2, align 8
  %67 = load volatile i16, ptr @g_9, align 2
  %68 = sext i16 %67 to i32
  %69 = load i8, ptr @g_12, align 1
  %70 = sext i8 %69 to i16
  %71 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %70, i16 noundef signext 1)
  %72 = sext i16 %71 to i32
  %73 = or i32 %68, %72
  %74 = load i8, ptr @g_12, align 1
  %75 = sext i8 %74 to i32
  %76 = load ptr, ptr %4, align 8
  %77 = call i32 @func_5(i32 noundef %73, i32 noundef %75, ptr noundef %76)
  %78 = zext i32 %77 to i64
  %79 = icmp eq i64 %66, %78
  %80 = zext i1 %79 to i32
  %81 = load i64, ptr %2, align 8
  %82 = trunc i64 %81 to i32
  %83 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %80, i32 noundef %82)
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %85, label %179

85:                                               ; preds = %0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.func_1.l_308, i64 1960, i1 false)
  store ptr @g_320, ptr %18, align 8
  %86 = getelementptr inbounds [7 x ptr], ptr %19, i64 0, i64 3
  store ptr %86, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.func_1.l_328, i64 32, i1 false)
  store ptr null, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 @__const.func_1.l_332, i64 40, i1 false)
  store i8 0, ptr %25, align 1
  store i32 0, ptr %26, align 4
  br label %87

87:                                               ; preds = %94, %85
  %88 = load i32, ptr %26, align 4
  %89 = icmp slt i32 %88, 7
  br i1 %89, label %90, label %97

90:                                               ; preds = %87
  %91 = load i32, ptr %26, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [7 x ptr], ptr %19, i64 0, i64 %92
  store ptr %18, ptr %93, align 8
  br label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %26, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %26, align 4
  br label %87, !llvm.loop !24

97:                                               ; preds = %87
  store i32 0, ptr %26, align 4
  br label %98

98:                                               ; preds = %105, %97
  %99 = load i32, ptr %26, align 4
  %100 = icmp slt i32 %99, 1
  br i1 %100, label %101, label %108

101:                                              ; preds = %98
  %102 = load i32, ptr %26, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [1 x ptr], ptr %21, i64 0, i64 %103
  store ptr %20, ptr %104, align 8
  br label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %26, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %26, align 4
  br label %98, !llvm.loop !25

108:                                              ; preds = %98
  %109 = load ptr, ptr @g_282, align 8
  %110 = load i64, ptr %109, align 8
  %111 = load i32, ptr @g_42, align 4
  %112 = sext i32 %111 to i64
  %113 = xor i64 %110, %112
  %114 = trunc i64 %113 to i32
  store i32 %114, ptr %5, align 4
  %115 = trunc i32 %114 to i8
  %116 = load i8, ptr getelementptr inbounds ([4 x [4 x i8]], ptr getelementptr inbounds ([9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 4), i64 0, i64 2), align 8
  %117 = zext i8 %116 to i32
  %118 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %115, i32 noundef %117)
  %119 = load i64, ptr getelementptr inbounds ([5 x i64], ptr getelementptr inbounds ([10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 3), i64 0, i64 3), align 8
  %120 = trunc i64 %119 to i8
  %121 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %118, i8 noundef zeroext %120)
  %122 = zext i8 %121 to i64
  %123 = getelementptr inbounds [9 x ptr], ptr %7, i64 0, i64 8
  %124 = load ptr, ptr %123, align 16
  %125 = icmp eq ptr %124, null
  %126 = zext i1 %125 to i32
  store ptr null, ptr @g_321, align 8
  %127 = load i64, ptr %2, align 8
  %128 = trunc i64 %127 to i32
  store i32 %128, ptr %8, align 4
  store i32 %128, ptr %9, align 4
  %129 = load i16, ptr @g_70, align 2
  %130 = zext i16 %129 to i32
  %131 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %128, i32 noundef %130)
  %132 = sext i32 %131 to i64
  %133 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef 0, i64 noundef %132)
  %134 = load i32, ptr @g_102, align 4
  %135 = sext i32 %134 to i64
  %136 = icmp ugt i64 %133, %135
  %137 = zext i1 %136 to i32
  %138 = and i32 %126, %137
  %139 = trunc i32 %138 to i16
  store i16 %139, ptr @g_208, align 2
  %140 = sext i16 %139 to i64
  %141 = or i64 %140, 0
  %142 = load ptr, ptr @g_282, align 8
  %143 = load i64, ptr %142, align 8
  %144 = xor i64 %141, %143
  %145 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_275, i64 0, i64 1), align 4
  %146 = zext i32 %145 to i64
  %147 = icmp ule i64 %144, %146
  %148 = zext i1 %147 to i32
  %149 = sext i32 %148 to i64
  %150 = load i64, ptr @g_320, align 8
  %151 = xor i64 %149, %150
  %152 = load i64, ptr %2, align 8
  %153 = or i64 -1164825638720575124, %152
  %154 = or i64 %122, 5
  %155 = trunc i64 %154 to i16
  %156 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %155)
  %157 = trunc i16 %156 to i8
  %158 = load i64, ptr %2, align 8
  %159 = trunc i64 %158 to i8
  %160 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %157, i8 noundef zeroext %159)
  br i1 true, label %161, label %164

161:                                              ; preds = %108
  %162 = load i32, ptr %5, align 4
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %161, %108
  %165 = load i32, ptr %9, align 4
  %166 = icmp ne i32 %165, 0
  br label %167

167:                                              ; preds = %164, %161
  %168 = phi i1 [ true, %161 ], [ %166, %164 ]
  %169 = zext i1 %168 to i32
  %170 = sext i32 %169 to i64
  %171 = load i64, ptr getelementptr inbounds ([10 x i64], ptr @g_325, i64 0, i64 8), align 16
  %172 = icmp eq i64 %170, %171
  %173 = zext i1 %172 to i32
  %174 = load volatile ptr, ptr @g_194, align 8
  %175 = load i32, ptr %174, align 4
  %176 = xor i32 %175, %173
  store i32 %176, ptr %174, align 4
  %177 = load volatile i32, ptr getelementptr inbounds ([5 x i32], ptr @g_341, i64 0, i64 4), align 16
  %178 = add i32 %177, -1
  store volatile i32 %178, ptr getelementptr inbounds ([5 x i32], ptr @g_341, i64 0, i64 4), align 16
  br label %270

179:                                              ; preds = %0
  store i32 0, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.func_1.l_356, i64 288, i1 false)
  store i32 0, ptr %31, align 4
  store ptr @g_282, ptr %32, align 8
  store ptr null, ptr %33, align 8
  store ptr null, ptr %34, align 8
  store ptr %9, ptr %35, align 8
  %180 = load ptr, ptr @g_344, align 8
  %181 = icmp ne ptr null, %180
  %182 = zext i1 %181 to i32
  %183 = sext i32 %182 to i64
  %184 = load i64, ptr @g_320, align 8
  %185 = or i64 %183, %184
  %186 = icmp ne i64 %185, 0
  br i1 %186, label %187, label %193

187:                                              ; preds = %179
  br label %188

188:                                              ; preds = %196, %187
  %189 = load volatile ptr, ptr @g_188, align 8
  %190 = load i32, ptr %189, align 4
  %191 = load i32, ptr %29, align 4
  %192 = or i32 %191, %190
  store i32 %192, ptr %29, align 4
  br label %251

193:                                              ; preds = %179
  store ptr null, ptr %38, align 8
  store i32 0, ptr %39, align 4
  %194 = load i32, ptr %29, align 4
  %195 = icmp ne i32 %194, 0
  br i1 %195, label %196, label %197

196:                                              ; preds = %193
  br label %188

197:                                              ; preds = %193
  %198 = load i32, ptr %9, align 4
  %199 = sext i32 %198 to i64
  store i32 2, ptr %5, align 4
  %200 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef 2, i32 noundef 3)
  %201 = getelementptr inbounds [6 x [6 x ptr]], ptr %30, i64 0, i64 1
  %202 = getelementptr inbounds [6 x ptr], ptr %201, i64 0, i64 3
  %203 = load ptr, ptr %202, align 8
  %204 = load ptr, ptr getelementptr inbounds ([10 x [3 x ptr]], ptr @g_357, i64 0, i64 4), align 16
  %205 = icmp ne ptr %203, %204
  %206 = zext i1 %205 to i32
  %207 = load i32, ptr %12, align 4
  %208 = sext i32 %207 to i64
  %209 = or i64 %208, 0
  %210 = trunc i64 %209 to i32
  store i32 %210, ptr %29, align 4
  %211 = icmp ne i32 %210, 0
  br i1 %211, label %213, label %212

212:                                              ; preds = %197
  br label %213

213:                                              ; preds = %212, %197
  %214 = phi i1 [ true, %197 ], [ false, %212 ]
  %215 = zext i1 %214 to i32
  %216 = load i32, ptr %31, align 4
  %217 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext 84, i32 noundef %216)
  %218 = load ptr, ptr %32, align 8
  %219 = load ptr, ptr @g_321, align 8
  %220 = load ptr, ptr %219, align 8
  %221 = icmp ne ptr %218, %220
  br i1 %221, label %222, label %225

222:                                              ; preds = %213
  %223 = load i32, ptr %39, align 4
  %224 = icmp ne i32 %223, 0
  br label %225

225:                                              ; preds = %222, %213
  %226 = phi i1 [ false, %213 ], [ %224, %222 ]
  %227 = zext i1 %226 to i32
  %228 = and i32 %206, %227
  %229 = icmp ne i32 %228, 0
  br i1 %229, label %231, label %230

230:                                              ; preds = %225
  br label %231

231:                                              ; preds = %230, %225
  %232 = phi i1 [ true, %225 ], [ true, %230 ]
  %233 = zext i1 %232 to i32
  %234 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext -5801, i16 noundef signext -11074)
  %235 = sext i16 %234 to i32
  %236 = load i32, ptr %10, align 4
  %237 = icmp eq i32 %235, %236
  %238 = zext i1 %237 to i32
  %239 = load i32, ptr %31, align 4
  %240 = sext i32 %239 to i64
  %241 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef 0, i64 noundef %240)
  %242 = or i64 %199, %241
  %243 = trunc i64 %242 to i16
  %244 = load i32, ptr %13, align 4
  %245 = trunc i32 %244 to i16
  %246 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %243, i16 noundef signext %245)
  %247 = sext i16 %246 to i32
  %248 = load volatile ptr, ptr @g_188, align 8
  %249 = load i32, ptr %248, align 4
  %250 = and i32 %249, %247
  store i32 %250, ptr %248, align 4
  br label %251

251:                                              ; preds = %231, %188
  %252 = load i32, ptr %8, align 4
  %253 = xor i32 %252, -1
  %254 = load volatile ptr, ptr @g_371, align 8
  store i32 %253, ptr %254, align 4
  %255 = load i32, ptr %13, align 4
  %256 = load ptr, ptr %35, align 8
  %257 = load i32, ptr %256, align 4
  %258 = or i32 %257, %255
  store i32 %258, ptr %256, align 4
  store i64 0, ptr @g_320, align 8
  br label %259

259:                                              ; preds = %266, %251
  %260 = load i64, ptr @g_320, align 8
  %261 = icmp ne i64 %260, -3
  br i1 %261, label %262, label %269

262:                                              ; preds = %259
  %263 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %264 = load i32, ptr %263, align 16
  %265 = trunc i32 %264 to i16
  store i16 %265, ptr %1, align 2
  br label %273

266:                                              ; No predecessors!
  %267 = load i64, ptr @g_320, align 8
  %268 = add nsw i64 %267, -1
  store i64 %268, ptr @g_320, align 8
  br label %259, !llvm.loop !26

269:                                              ; preds = %259
  br label %270

270:                                              ; preds = %269, %167
  %271 = load i64, ptr %14, align 8
  %272 = trunc i64 %271 to i16
  store i16 %272, ptr %1, align 2
  br label %273

273:                                              ; preds = %270, %262
  %274 = load i16, ptr %1, align 2
  ret i16 %274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 2147483647, %12
  %14 = icmp sgt i32 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 -2147483648, %23
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ]
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_5(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i16, align 2
  %9 = alloca [7 x i32], align 16
  %10 = alloca ptr, align 8
  %11 = alloca [6 x i32], align 16
  %12 = alloca ptr, align 8
  %13 = alloca [3 x [1 x [3 x i32]]], align 16
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [8 x [2 x i32]], align 16
  %20 = alloca [3 x i64], align 16
  %21 = alloca ptr, align 8
  %22 = alloca [3 x ptr], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca [7 x i32], align 16
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i16, align 2
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca [1 x [10 x [8 x ptr]]], align 16
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca %union.U0, align 8
  %46 = alloca [1 x ptr], align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i64, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i16, align 2
  %53 = alloca ptr, align 8
  %54 = alloca [10 x [8 x ptr]], align 16
  %55 = alloca i32, align 4
  %56 = alloca ptr, align 8
  %57 = alloca [1 x [9 x ptr]], align 16
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca [7 x [5 x ptr]], align 16
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i16 2, ptr %8, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.func_5.l_107, i64 28, i1 false)
  store ptr @g_77, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.func_5.l_135, i64 24, i1 false)
  store ptr getelementptr inbounds ([2 x i32], ptr @g_113, i64 0, i64 1), ptr %12, align 8
  store ptr getelementptr inbounds ([4 x i8], ptr getelementptr inbounds ([4 x [4 x i8]], ptr @g_119, i64 0, i64 2), i64 0, i64 1), ptr %14, align 8
  store ptr %14, ptr %15, align 8
  store ptr @g_208, ptr %16, align 8
  store ptr getelementptr inbounds ([5 x i64], ptr getelementptr inbounds ([10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 6), i64 0, i64 1), ptr %17, align 8
  store ptr @g_162, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.func_5.l_234, i64 64, i1 false)
  store ptr @g_262, ptr %21, align 8
  store i32 0, ptr %23, align 4
  br label %64

64:                                               ; preds = %93, %3
  %65 = load i32, ptr %23, align 4
  %66 = icmp slt i32 %65, 3
  br i1 %66, label %67, label %96

67:                                               ; preds = %64
  store i32 0, ptr %24, align 4
  br label %68

68:                                               ; preds = %89, %67
  %69 = load i32, ptr %24, align 4
  %70 = icmp slt i32 %69, 1
  br i1 %70, label %71, label %92

71:                                               ; preds = %68
  store i32 0, ptr %25, align 4
  br label %72

72:                                               ; preds = %85, %71
  %73 = load i32, ptr %25, align 4
  %74 = icmp slt i32 %73, 3
  br i1 %74, label %75, label %88

75:                                               ; preds = %72
  %76 = load i32, ptr %23, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [3 x [1 x [3 x i32]]], ptr %13, i64 0, i64 %77
  %79 = load i32, ptr %24, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [1 x [3 x i32]], ptr %78, i64 0, i64 %80
  %82 = load i32, ptr %25, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x i32], ptr %81, i64 0, i64 %83
  store i32 -1393860293, ptr %84, align 4
  br label %85

85:                                               ; preds = %75
  %86 = load i32, ptr %25, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %25, align 4
  br label %72, !llvm.loop !27

88:                                               ; preds = %72
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %24, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %24, align 4
  br label %68, !llvm.loop !28

92:                                               ; preds = %68
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %23, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %23, align 4
  br label %64, !llvm.loop !29

96:                                               ; preds = %64
  store i32 0, ptr %23, align 4
  br label %97

97:                                               ; preds = %104, %96
  %98 = load i32, ptr %23, align 4
  %99 = icmp slt i32 %98, 3
  br i1 %99, label %100, label %107

100:                                              ; preds = %97
  %101 = load i32, ptr %23, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 %102
  store i64 5832134019037514542, ptr %103, align 8
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %23, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %23, align 4
  br label %97, !llvm.loop !30

107:                                              ; preds = %97
  store i32 0, ptr %23, align 4
  br label %108

108:                                              ; preds = %118, %107
  %109 = load i32, ptr %23, align 4
  %110 = icmp slt i32 %109, 3
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  %112 = getelementptr inbounds [3 x [1 x [3 x i32]]], ptr %13, i64 0, i64 0
  %113 = getelementptr inbounds [1 x [3 x i32]], ptr %112, i64 0, i64 0
  %114 = getelementptr inbounds [3 x i32], ptr %113, i64 0, i64 2
  %115 = load i32, ptr %23, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [3 x ptr], ptr %22, i64 0, i64 %116
  store ptr %114, ptr %117, align 8
  br label %118

118:                                              ; preds = %111
  %119 = load i32, ptr %23, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %23, align 4
  br label %108, !llvm.loop !31

121:                                              ; preds = %108
  store i8 3, ptr @g_12, align 1
  br label %122

122:                                              ; preds = %127, %121
  %123 = load i8, ptr @g_12, align 1
  %124 = sext i8 %123 to i32
  %125 = icmp sgt i32 %124, 3
  br i1 %125, label %126, label %130

126:                                              ; preds = %122
  store i16 1, ptr %26, align 2
  store i32 65202836, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %28, ptr align 16 @__const.func_5.l_132, i64 28, i1 false)
  br label %127

127:                                              ; preds = %126
  %128 = load i8, ptr @g_12, align 1
  %129 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %128, i8 noundef zeroext 4)
  store i8 %129, ptr @g_12, align 1
  br label %122, !llvm.loop !32

130:                                              ; preds = %122
  %131 = load i32, ptr %6, align 4
  %132 = trunc i32 %131 to i8
  %133 = load i32, ptr %5, align 4
  %134 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %133, i32 noundef 0)
  %135 = sext i32 %134 to i64
  %136 = icmp ule i64 253, %135
  %137 = zext i1 %136 to i32
  %138 = xor i32 %137, -1
  %139 = trunc i32 %138 to i8
  %140 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %132, i8 noundef zeroext %139)
  %141 = zext i8 %140 to i16
  %142 = load i32, ptr %6, align 4
  %143 = load i32, ptr %6, align 4
  %144 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %142, i32 noundef %143)
  %145 = trunc i32 %144 to i8
  %146 = load ptr, ptr %10, align 8
  %147 = load ptr, ptr %146, align 8
  %148 = load i32, ptr %147, align 4
  %149 = trunc i32 %148 to i8
  %150 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %145, i8 noundef zeroext %149)
  %151 = zext i8 %150 to i16
  %152 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %141, i16 noundef zeroext %151)
  %153 = zext i16 %152 to i32
  %154 = load ptr, ptr %12, align 8
  store i32 %153, ptr %154, align 4
  %155 = load ptr, ptr %10, align 8
  %156 = load ptr, ptr %155, align 8
  store i32 %153, ptr %156, align 4
  %157 = sext i32 %153 to i64
  %158 = icmp sge i64 %157, 3330579374
  %159 = zext i1 %158 to i32
  %160 = load ptr, ptr %7, align 8
  %161 = load i8, ptr %160, align 1
  %162 = sext i8 %161 to i32
  %163 = xor i32 %159, %162
  %164 = sext i32 %163 to i64
  %165 = icmp ne i64 %164, -3099489975605914247
  %166 = zext i1 %165 to i32
  %167 = icmp sle i32 1, %166
  %168 = zext i1 %167 to i32
  %169 = trunc i32 %168 to i16
  %170 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %169)
  %171 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext 1, i32 noundef 1)
  %172 = icmp ne i16 %171, 0
  br i1 %172, label %173, label %183

173:                                              ; preds = %130
  %174 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 6
  store ptr %174, ptr %30, align 8
  %175 = load ptr, ptr %10, align 8
  store ptr null, ptr %175, align 8
  %176 = load ptr, ptr %30, align 8
  %177 = load ptr, ptr %10, align 8
  store ptr %176, ptr %177, align 8
  %178 = load ptr, ptr @g_77, align 8
  %179 = load i32, ptr %178, align 4
  %180 = load volatile ptr, ptr @g_188, align 8
  %181 = load i32, ptr %180, align 4
  %182 = xor i32 %181, %179
  store i32 %182, ptr %180, align 4
  br label %218

183:                                              ; preds = %130
  store i16 -19, ptr @g_70, align 2
  br label %184

184:                                              ; preds = %209, %183
  %185 = load i16, ptr @g_70, align 2
  %186 = zext i16 %185 to i32
  %187 = icmp sgt i32 %186, 2
  br i1 %187, label %188, label %214

188:                                              ; preds = %184
  store i32 0, ptr @g_131, align 4
  br label %189

189:                                              ; preds = %197, %188
  %190 = load i32, ptr @g_131, align 4
  %191 = icmp eq i32 %190, 25
  br i1 %191, label %192, label %202

192:                                              ; preds = %189
  %193 = getelementptr inbounds [3 x [1 x [3 x i32]]], ptr %13, i64 0, i64 0
  %194 = getelementptr inbounds [1 x [3 x i32]], ptr %193, i64 0, i64 0
  %195 = getelementptr inbounds [3 x i32], ptr %194, i64 0, i64 2
  %196 = load i32, ptr %195, align 8
  store i32 %196, ptr %4, align 4
  br label %655

197:                                              ; No predecessors!
  %198 = load i32, ptr @g_131, align 4
  %199 = trunc i32 %198 to i8
  %200 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %199, i8 noundef signext 4)
  %201 = sext i8 %200 to i32
  store i32 %201, ptr @g_131, align 4
  br label %189, !llvm.loop !33

202:                                              ; preds = %189
  %203 = load ptr, ptr %10, align 8
  %204 = load ptr, ptr %203, align 8
  %205 = load i32, ptr %204, align 4
  %206 = load volatile ptr, ptr @g_194, align 8
  %207 = load i32, ptr %206, align 4
  %208 = and i32 %207, %205
  store i32 %208, ptr %206, align 4
  br label %209

209:                                              ; preds = %202
  %210 = load i16, ptr @g_70, align 2
  %211 = zext i16 %210 to i32
  %212 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %211, i32 noundef 7)
  %213 = trunc i32 %212 to i16
  store i16 %213, ptr @g_70, align 2
  br label %184, !llvm.loop !34

214:                                              ; preds = %184
  %215 = load ptr, ptr %10, align 8
  %216 = load ptr, ptr %215, align 8
  %217 = load ptr, ptr %10, align 8
  store ptr %216, ptr %217, align 8
  br label %218

218:                                              ; preds = %214, %173
  %219 = load ptr, ptr %15, align 8
  store ptr getelementptr inbounds ([4 x i8], ptr getelementptr inbounds ([4 x [4 x i8]], ptr @g_119, i64 0, i64 2), i64 0, i64 2), ptr %219, align 8
  %220 = load i64, ptr getelementptr inbounds ([5 x i64], ptr getelementptr inbounds ([10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 7), i64 0, i64 1), align 8
  %221 = icmp ne i64 %220, 0
  br i1 %221, label %222, label %233

222:                                              ; preds = %218
  %223 = load ptr, ptr %7, align 8
  %224 = load i8, ptr %223, align 1
  %225 = sext i8 %224 to i32
  %226 = icmp ne i32 %225, 0
  br i1 %226, label %227, label %231

227:                                              ; preds = %222
  %228 = load i8, ptr @g_12, align 1
  %229 = sext i8 %228 to i32
  %230 = icmp ne i32 %229, 0
  br label %231

231:                                              ; preds = %227, %222
  %232 = phi i1 [ false, %222 ], [ %230, %227 ]
  br label %233

233:                                              ; preds = %231, %218
  %234 = phi i1 [ false, %218 ], [ %232, %231 ]
  %235 = zext i1 %234 to i32
  %236 = trunc i32 %235 to i16
  %237 = load ptr, ptr %10, align 8
  %238 = load ptr, ptr %237, align 8
  %239 = load i32, ptr %238, align 4
  %240 = trunc i32 %239 to i16
  %241 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %240, i32 noundef 0)
  %242 = sext i16 %241 to i64
  %243 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef -2842822579853346596, i64 noundef %242)
  %244 = trunc i64 %243 to i32
  %245 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %236, i32 noundef %244)
  %246 = load ptr, ptr %16, align 8
  store i16 %245, ptr %246, align 2
  %247 = icmp ne ptr getelementptr inbounds ([4 x i8], ptr getelementptr inbounds ([4 x [4 x i8]], ptr @g_119, i64 0, i64 2), i64 0, i64 2), getelementptr inbounds ([4 x [4 x i8]], ptr getelementptr inbounds ([9 x [4 x [4 x i8]]], ptr @g_119, i64 0, i64 4), i64 0, i64 2)
  %248 = zext i1 %247 to i32
  %249 = load ptr, ptr %10, align 8
  %250 = load ptr, ptr %249, align 8
  %251 = load i32, ptr %250, align 4
  %252 = load ptr, ptr %14, align 8
  %253 = icmp ne ptr %252, null
  %254 = zext i1 %253 to i32
  %255 = trunc i32 %254 to i16
  %256 = load volatile i16, ptr @g_104, align 2
  %257 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %255, i16 noundef signext %256)
  %258 = sext i16 %257 to i32
  %259 = icmp eq i32 %251, %258
  %260 = zext i1 %259 to i32
  %261 = load i32, ptr %6, align 4
  %262 = and i32 %260, %261
  %263 = load i32, ptr %5, align 4
  %264 = load i32, ptr %5, align 4
  %265 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @g_113, i64 0, i64 1), align 4
  %266 = xor i32 %264, %265
  %267 = load ptr, ptr %10, align 8
  %268 = load ptr, ptr %267, align 8
  %269 = load i32, ptr %268, align 4
  %270 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %266, i32 noundef %269)
  %271 = load ptr, ptr %10, align 8
  %272 = load ptr, ptr %271, align 8
  %273 = load i32, ptr %272, align 4
  %274 = xor i32 %270, %273
  %275 = icmp ne i32 %274, 0
  br i1 %275, label %276, label %277

276:                                              ; preds = %233
  br label %277

277:                                              ; preds = %276, %233
  %278 = phi i1 [ false, %233 ], [ true, %276 ]
  %279 = zext i1 %278 to i32
  %280 = sext i32 %279 to i64
  %281 = icmp ne i64 %280, 54687
  %282 = zext i1 %281 to i32
  %283 = load i32, ptr @g_102, align 4
  %284 = icmp sge i32 %282, %283
  %285 = zext i1 %284 to i32
  %286 = sext i32 %285 to i64
  %287 = load ptr, ptr %17, align 8
  store i64 %286, ptr %287, align 8
  %288 = load ptr, ptr %18, align 8
  store i64 %286, ptr %288, align 8
  %289 = xor i64 %286, -1
  %290 = icmp ne i64 %289, 59563
  %291 = zext i1 %290 to i32
  %292 = load ptr, ptr %10, align 8
  %293 = load ptr, ptr %292, align 8
  %294 = load i32, ptr %293, align 4
  %295 = icmp sle i32 %291, %294
  %296 = zext i1 %295 to i32
  %297 = sext i32 %296 to i64
  %298 = xor i64 %297, 1
  %299 = load ptr, ptr %10, align 8
  %300 = load ptr, ptr %299, align 8
  %301 = load i32, ptr %300, align 4
  %302 = sext i32 %301 to i64
  %303 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %298, i64 noundef %302)
  %304 = xor i64 %303, -1
  %305 = icmp ne i64 %304, 0
  br i1 %305, label %306, label %525

306:                                              ; preds = %277
  store i16 -8419, ptr %31, align 2
  store i32 1634549574, ptr %32, align 4
  %307 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4
  store ptr %307, ptr %33, align 8
  %308 = getelementptr inbounds [8 x [2 x i32]], ptr %19, i64 0, i64 2
  %309 = getelementptr inbounds [2 x i32], ptr %308, i64 0, i64 1
  store ptr %309, ptr %34, align 8
  %310 = getelementptr inbounds [3 x [1 x [3 x i32]]], ptr %13, i64 0, i64 1
  %311 = getelementptr inbounds [1 x [3 x i32]], ptr %310, i64 0, i64 0
  %312 = getelementptr inbounds [3 x i32], ptr %311, i64 0, i64 1
  store ptr %312, ptr %35, align 8
  store ptr %32, ptr %36, align 8
  store ptr @g_131, ptr %37, align 8
  %313 = getelementptr inbounds [8 x [2 x i32]], ptr %19, i64 0, i64 2
  %314 = getelementptr inbounds [2 x i32], ptr %313, i64 0, i64 1
  store ptr %314, ptr %38, align 8
  %315 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 5
  store ptr %315, ptr %39, align 8
  %316 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 1
  store ptr %316, ptr %40, align 8
  store ptr %17, ptr %41, align 8
  %317 = getelementptr inbounds ptr, ptr %41, i64 1
  store ptr %17, ptr %317, align 8
  %318 = getelementptr inbounds ptr, ptr %41, i64 2
  store ptr %17, ptr %318, align 8
  %319 = getelementptr inbounds ptr, ptr %41, i64 3
  store ptr %17, ptr %319, align 8
  %320 = getelementptr inbounds ptr, ptr %41, i64 4
  store ptr %17, ptr %320, align 8
  %321 = getelementptr inbounds ptr, ptr %41, i64 5
  store ptr %17, ptr %321, align 8
  %322 = getelementptr inbounds ptr, ptr %41, i64 6
  store ptr %17, ptr %322, align 8
  %323 = getelementptr inbounds ptr, ptr %41, i64 7
  store ptr %17, ptr %323, align 8
  %324 = getelementptr inbounds [8 x ptr], ptr %41, i64 1
  store ptr %17, ptr %324, align 8
  %325 = getelementptr inbounds ptr, ptr %324, i64 1
  store ptr %17, ptr %325, align 8
  %326 = getelementptr inbounds ptr, ptr %324, i64 2
  store ptr %17, ptr %326, align 8
  %327 = getelementptr inbounds ptr, ptr %324, i64 3
  store ptr %17, ptr %327, align 8
  %328 = getelementptr inbounds ptr, ptr %324, i64 4
  store ptr %17, ptr %328, align 8
  %329 = getelementptr inbounds ptr, ptr %324, i64 5
  store ptr %17, ptr %329, align 8
  %330 = getelementptr inbounds ptr, ptr %324, i64 6
  store ptr %17, ptr %330, align 8
  %331 = getelementptr inbounds ptr, ptr %324, i64 7
  store ptr %17, ptr %331, align 8
  %332 = getelementptr inbounds [8 x ptr], ptr %41, i64 2
  store ptr %17, ptr %332, align 8
  %333 = getelementptr inbounds ptr, ptr %332, i64 1
  store ptr %17, ptr %333, align 8
  %334 = getelementptr inbounds ptr, ptr %332, i64 2
  store ptr %17, ptr %334, align 8
  %335 = getelementptr inbounds ptr, ptr %332, i64 3
  store ptr %17, ptr %335, align 8
  %336 = getelementptr inbounds ptr, ptr %332, i64 4
  store ptr %17, ptr %336, align 8
  %337 = getelementptr inbounds ptr, ptr %332, i64 5
  store ptr %17, ptr %337, align 8
  %338 = getelementptr inbounds ptr, ptr %332, i64 6
  store ptr %17, ptr %338, align 8
  %339 = getelementptr inbounds ptr, ptr %332, i64 7
  store ptr %17, ptr %339, align 8
  %340 = getelementptr inbounds [8 x ptr], ptr %41, i64 3
  store ptr %17, ptr %340, align 8
  %341 = getelementptr inbounds ptr, ptr %340, i64 1
  store ptr %17, ptr %341, align 8
  %342 = getelementptr inbounds ptr, ptr %340, i64 2
  store ptr %17, ptr %342, align 8
  %343 = getelementptr inbounds ptr, ptr %340, i64 3
  store ptr %17, ptr %343, align 8
  %344 = getelementptr inbounds ptr, ptr %340, i64 4
  store ptr %17, ptr %344, align 8
  %345 = getelementptr inbounds ptr, ptr %340, i64 5
  store ptr %17, ptr %345, align 8
  %346 = getelementptr inbounds ptr, ptr %340, i64 6
  store ptr %17, ptr %346, align 8
  %347 = getelementptr inbounds ptr, ptr %340, i64 7
  store ptr %17, ptr %347, align 8
  %348 = getelementptr inbounds [8 x ptr], ptr %41, i64 4
  store ptr %17, ptr %348, align 8
  %349 = getelementptr inbounds ptr, ptr %348, i64 1
  store ptr %17, ptr %349, align 8
  %350 = getelementptr inbounds ptr, ptr %348, i64 2
  store ptr %17, ptr %350, align 8
  %351 = getelementptr inbounds ptr, ptr %348, i64 3
  store ptr %17, ptr %351, align 8
  %352 = getelementptr inbounds ptr, ptr %348, i64 4
  store ptr %17, ptr %352, align 8
  %353 = getelementptr inbounds ptr, ptr %348, i64 5
  store ptr %17, ptr %353, align 8
  %354 = getelementptr inbounds ptr, ptr %348, i64 6
  store ptr %17, ptr %354, align 8
  %355 = getelementptr inbounds ptr, ptr %348, i64 7
  store ptr %17, ptr %355, align 8
  %356 = getelementptr inbounds [8 x ptr], ptr %41, i64 5
  store ptr %17, ptr %356, align 8
  %357 = getelementptr inbounds ptr, ptr %356, i64 1
  store ptr %17, ptr %357, align 8
  %358 = getelementptr inbounds ptr, ptr %356, i64 2
  store ptr %17, ptr %358, align 8
  %359 = getelementptr inbounds ptr, ptr %356, i64 3
  store ptr %17, ptr %359, align 8
  %360 = getelementptr inbounds ptr, ptr %356, i64 4
  store ptr %17, ptr %360, align 8
  %361 = getelementptr inbounds ptr, ptr %356, i64 5
  store ptr %17, ptr %361, align 8
  %362 = getelementptr inbounds ptr, ptr %356, i64 6
  store ptr %17, ptr %362, align 8
  %363 = getelementptr inbounds ptr, ptr %356, i64 7
  store ptr %17, ptr %363, align 8
  %364 = getelementptr inbounds [8 x ptr], ptr %41, i64 6
  store ptr %17, ptr %364, align 8
  %365 = getelementptr inbounds ptr, ptr %364, i64 1
  store ptr %17, ptr %365, align 8
  %366 = getelementptr inbounds ptr, ptr %364, i64 2
  store ptr %17, ptr %366, align 8
  %367 = getelementptr inbounds ptr, ptr %364, i64 3
  store ptr %17, ptr %367, align 8
  %368 = getelementptr inbounds ptr, ptr %364, i64 4
  store ptr %17, ptr %368, align 8
  %369 = getelementptr inbounds ptr, ptr %364, i64 5
  store ptr %17, ptr %369, align 8
  %370 = getelementptr inbounds ptr, ptr %364, i64 6
  store ptr %17, ptr %370, align 8
  %371 = getelementptr inbounds ptr, ptr %364, i64 7
  store ptr %17, ptr %371, align 8
  %372 = getelementptr inbounds [8 x ptr], ptr %41, i64 7
  store ptr %17, ptr %372, align 8
  %373 = getelementptr inbounds ptr, ptr %372, i64 1
  store ptr %17, ptr %373, align 8
  %374 = getelementptr inbounds ptr, ptr %372, i64 2
  store ptr %17, ptr %374, align 8
  %375 = getelementptr inbounds ptr, ptr %372, i64 3
  store ptr %17, ptr %375, align 8
  %376 = getelementptr inbounds ptr, ptr %372, i64 4
  store ptr %17, ptr %376, align 8
  %377 = getelementptr inbounds ptr, ptr %372, i64 5
  store ptr %17, ptr %377, align 8
  %378 = getelementptr inbounds ptr, ptr %372, i64 6
  store ptr %17, ptr %378, align 8
  %379 = getelementptr inbounds ptr, ptr %372, i64 7
  store ptr %17, ptr %379, align 8
  %380 = getelementptr inbounds [8 x ptr], ptr %41, i64 8
  store ptr %17, ptr %380, align 8
  %381 = getelementptr inbounds ptr, ptr %380, i64 1
  store ptr %17, ptr %381, align 8
  %382 = getelementptr inbounds ptr, ptr %380, i64 2
  store ptr %17, ptr %382, align 8
  %383 = getelementptr inbounds ptr, ptr %380, i64 3
  store ptr %17, ptr %383, align 8
  %384 = getelementptr inbounds ptr, ptr %380, i64 4
  store ptr %17, ptr %384, align 8
  %385 = getelementptr inbounds ptr, ptr %380, i64 5
  store ptr %17, ptr %385, align 8
  %386 = getelementptr inbounds ptr, ptr %380, i64 6
  store ptr %17, ptr %386, align 8
  %387 = getelementptr inbounds ptr, ptr %380, i64 7
  store ptr %17, ptr %387, align 8
  %388 = getelementptr inbounds [8 x ptr], ptr %41, i64 9
  store ptr %17, ptr %388, align 8
  %389 = getelementptr inbounds ptr, ptr %388, i64 1
  store ptr %17, ptr %389, align 8
  %390 = getelementptr inbounds ptr, ptr %388, i64 2
  store ptr %17, ptr %390, align 8
  %391 = getelementptr inbounds ptr, ptr %388, i64 3
  store ptr %17, ptr %391, align 8
  %392 = getelementptr inbounds ptr, ptr %388, i64 4
  store ptr %17, ptr %392, align 8
  %393 = getelementptr inbounds ptr, ptr %388, i64 5
  store ptr %17, ptr %393, align 8
  %394 = getelementptr inbounds ptr, ptr %388, i64 6
  store ptr %17, ptr %394, align 8
  %395 = getelementptr inbounds ptr, ptr %388, i64 7
  store ptr %17, ptr %395, align 8
  br label %396

396:                                              ; preds = %518, %306
  store i32 -5, ptr %5, align 4
  br label %397

397:                                              ; preds = %508, %396
  %398 = load i32, ptr %5, align 4
  %399 = icmp ugt i32 %398, 46
  br i1 %399, label %400, label %513

400:                                              ; preds = %397
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 8 @__const.func_5.l_222, i64 8, i1 false)
  store ptr getelementptr inbounds ([4 x i16], ptr @g_63, i64 0, i64 3), ptr %47, align 8
  %401 = getelementptr inbounds [8 x [2 x i32]], ptr %19, i64 0, i64 1
  %402 = getelementptr inbounds [2 x i32], ptr %401, i64 0, i64 0
  store ptr %402, ptr %48, align 8
  store i64 1, ptr %49, align 8
  store i32 0, ptr %50, align 4
  br label %403

403:                                              ; preds = %410, %400
  %404 = load i32, ptr %50, align 4
  %405 = icmp slt i32 %404, 1
  br i1 %405, label %406, label %413

406:                                              ; preds = %403
  %407 = load i32, ptr %50, align 4
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds [1 x ptr], ptr %46, i64 0, i64 %408
  store ptr null, ptr %409, align 8
  br label %410

410:                                              ; preds = %406
  %411 = load i32, ptr %50, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr %50, align 4
  br label %403, !llvm.loop !35

413:                                              ; preds = %403
  %414 = load ptr, ptr %7, align 8
  %415 = load i8, ptr %414, align 1
  %416 = sext i8 %415 to i32
  %417 = load i32, ptr %5, align 4
  %418 = trunc i32 %417 to i16
  %419 = load i32, ptr %6, align 4
  %420 = load ptr, ptr %7, align 8
  %421 = load i8, ptr %420, align 1
  %422 = load i32, ptr %6, align 4
  %423 = trunc i32 %422 to i16
  %424 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext -20811, i16 noundef signext %423)
  %425 = sext i16 %424 to i64
  %426 = load ptr, ptr %7, align 8
  %427 = load i8, ptr %426, align 1
  store ptr null, ptr @g_232, align 8
  %428 = icmp eq ptr null, %8
  br i1 %428, label %434, label %429

429:                                              ; preds = %413
  %430 = load ptr, ptr %10, align 8
  %431 = load ptr, ptr %430, align 8
  %432 = load i32, ptr %431, align 4
  %433 = icmp ne i32 %432, 0
  br label %434

434:                                              ; preds = %429, %413
  %435 = phi i1 [ true, %413 ], [ %433, %429 ]
  %436 = zext i1 %435 to i32
  %437 = trunc i32 %436 to i16
  %438 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %437, i32 noundef 15)
  %439 = sext i16 %438 to i32
  %440 = getelementptr inbounds [8 x [2 x i32]], ptr %19, i64 0, i64 2
  %441 = getelementptr inbounds [2 x i32], ptr %440, i64 0, i64 1
  %442 = load i32, ptr %441, align 4
  %443 = or i32 %439, %442
  %444 = load i32, ptr @g_42, align 4
  %445 = load i16, ptr %31, align 2
  %446 = sext i16 %445 to i32
  %447 = icmp sgt i32 %444, %446
  %448 = zext i1 %447 to i32
  %449 = load i16, ptr @g_233, align 2
  %450 = zext i16 %449 to i32
  %451 = and i32 %448, %450
  %452 = trunc i32 %451 to i8
  %453 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %427, i8 noundef signext %452)
  %454 = load i32, ptr %5, align 4
  %455 = zext i32 %454 to i64
  %456 = load ptr, ptr %17, align 8
  %457 = load i64, ptr %456, align 8
  %458 = or i64 %457, %455
  store i64 %458, ptr %456, align 8
  %459 = icmp eq i64 %425, %458
  %460 = zext i1 %459 to i32
  %461 = sext i32 %460 to i64
  %462 = or i64 %461, 1
  %463 = load i8, ptr @g_171, align 1
  %464 = sext i8 %463 to i64
  %465 = icmp ne i64 %462, %464
  %466 = zext i1 %465 to i32
  %467 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %421, i32 noundef %466)
  %468 = load i32, ptr @g_131, align 4
  %469 = sext i32 %468 to i64
  %470 = or i64 %469, 211
  %471 = load ptr, ptr %18, align 8
  store i64 %470, ptr %471, align 8
  %472 = load i32, ptr %5, align 4
  %473 = zext i32 %472 to i64
  %474 = icmp slt i64 %470, %473
  %475 = zext i1 %474 to i32
  %476 = sext i32 %475 to i64
  %477 = load i64, ptr @g_51, align 8
  %478 = icmp ult i64 %476, %477
  %479 = zext i1 %478 to i32
  %480 = icmp ugt i32 %419, %479
  %481 = zext i1 %480 to i32
  %482 = xor i32 %481, -1
  %483 = trunc i32 %482 to i16
  %484 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %418, i16 noundef zeroext %483)
  %485 = zext i16 %484 to i32
  %486 = load i32, ptr %6, align 4
  %487 = icmp ne i32 %485, %486
  %488 = zext i1 %487 to i32
  %489 = load ptr, ptr %47, align 8
  %490 = load i16, ptr %489, align 2
  %491 = zext i16 %490 to i32
  %492 = xor i32 %491, %488
  %493 = trunc i32 %492 to i16
  store i16 %493, ptr %489, align 2
  %494 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %493, i16 noundef zeroext -19141)
  %495 = zext i16 %494 to i32
  %496 = icmp eq i32 %416, %495
  %497 = zext i1 %496 to i32
  %498 = load ptr, ptr @g_77, align 8
  store i32 %497, ptr %498, align 4
  %499 = load ptr, ptr %48, align 8
  store i32 %497, ptr %499, align 4
  store i32 0, ptr @g_42, align 4
  br label %500

500:                                              ; preds = %504, %434
  %501 = load i32, ptr @g_42, align 4
  %502 = icmp eq i32 %501, -14
  br i1 %502, label %503, label %507

503:                                              ; preds = %500
  store i32 -1, ptr %51, align 4
  store i16 7, ptr %52, align 2
  store ptr null, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %54, ptr align 16 @__const.func_5.l_261, i64 640, i1 false)
  store i32 -3, ptr %55, align 4
  store ptr %48, ptr %56, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %57, i8 0, i64 72, i1 false)
  br label %504

504:                                              ; preds = %503
  %505 = load i32, ptr @g_42, align 4
  %506 = add nsw i32 %505, -1
  store i32 %506, ptr @g_42, align 4
  br label %500, !llvm.loop !36

507:                                              ; preds = %500
  br label %508

508:                                              ; preds = %507
  %509 = load i32, ptr %5, align 4
  %510 = trunc i32 %509 to i16
  %511 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %510, i16 noundef signext 2)
  %512 = sext i16 %511 to i32
  store i32 %512, ptr %5, align 4
  br label %397, !llvm.loop !37

513:                                              ; preds = %397
  %514 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_275, i64 0, i64 4), align 16
  %515 = add i32 %514, 1
  store i32 %515, ptr getelementptr inbounds ([6 x i32], ptr @g_275, i64 0, i64 4), align 16
  %516 = load i16, ptr @g_70, align 2
  %517 = icmp ne i16 %516, 0
  br i1 %517, label %518, label %519

518:                                              ; preds = %513
  br label %396

519:                                              ; preds = %513
  %520 = getelementptr inbounds [1 x [10 x [8 x ptr]]], ptr %41, i64 0, i64 0
  %521 = getelementptr inbounds [10 x [8 x ptr]], ptr %520, i64 0, i64 5
  %522 = getelementptr inbounds [8 x ptr], ptr %521, i64 0, i64 1
  %523 = load ptr, ptr %522, align 8
  %524 = load volatile ptr, ptr @g_280, align 8
  store ptr %523, ptr %524, align 8
  br label %589

525:                                              ; preds = %277
  store i64 9, ptr %60, align 8
  %526 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %526, ptr %61, align 8
  %527 = getelementptr inbounds ptr, ptr %61, i64 1
  %528 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %528, ptr %527, align 8
  %529 = getelementptr inbounds ptr, ptr %61, i64 2
  %530 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %530, ptr %529, align 8
  %531 = getelementptr inbounds ptr, ptr %61, i64 3
  %532 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %532, ptr %531, align 8
  %533 = getelementptr inbounds ptr, ptr %61, i64 4
  %534 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %534, ptr %533, align 8
  %535 = getelementptr inbounds [5 x ptr], ptr %61, i64 1
  store ptr null, ptr %535, align 8
  %536 = getelementptr inbounds ptr, ptr %535, i64 1
  %537 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %537, ptr %536, align 8
  %538 = getelementptr inbounds ptr, ptr %535, i64 2
  store ptr null, ptr %538, align 8
  %539 = getelementptr inbounds ptr, ptr %535, i64 3
  store ptr null, ptr %539, align 8
  %540 = getelementptr inbounds ptr, ptr %535, i64 4
  %541 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %541, ptr %540, align 8
  %542 = getelementptr inbounds [5 x ptr], ptr %61, i64 2
  %543 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %543, ptr %542, align 8
  %544 = getelementptr inbounds ptr, ptr %542, i64 1
  store ptr null, ptr %544, align 8
  %545 = getelementptr inbounds ptr, ptr %542, i64 2
  store ptr null, ptr %545, align 8
  %546 = getelementptr inbounds ptr, ptr %542, i64 3
  %547 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %547, ptr %546, align 8
  %548 = getelementptr inbounds ptr, ptr %542, i64 4
  store ptr null, ptr %548, align 8
  %549 = getelementptr inbounds [5 x ptr], ptr %61, i64 3
  call void @llvm.memset.p0.i64(ptr align 8 %549, i8 0, i64 40, i1 false)
  %550 = getelementptr inbounds ptr, ptr %549, i64 1
  %551 = getelementptr inbounds ptr, ptr %549, i64 2
  %552 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %552, ptr %551, align 8
  %553 = getelementptr inbounds ptr, ptr %549, i64 3
  %554 = getelementptr inbounds ptr, ptr %549, i64 4
  %555 = getelementptr inbounds [5 x ptr], ptr %61, i64 4
  %556 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %556, ptr %555, align 8
  %557 = getelementptr inbounds ptr, ptr %555, i64 1
  store ptr null, ptr %557, align 8
  %558 = getelementptr inbounds ptr, ptr %555, i64 2
  %559 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %559, ptr %558, align 8
  %560 = getelementptr inbounds ptr, ptr %555, i64 3
  %561 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %561, ptr %560, align 8
  %562 = getelementptr inbounds ptr, ptr %555, i64 4
  store ptr null, ptr %562, align 8
  %563 = getelementptr inbounds [5 x ptr], ptr %61, i64 5
  store ptr null, ptr %563, align 8
  %564 = getelementptr inbounds ptr, ptr %563, i64 1
  %565 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %565, ptr %564, align 8
  %566 = getelementptr inbounds ptr, ptr %563, i64 2
  %567 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %567, ptr %566, align 8
  %568 = getelementptr inbounds ptr, ptr %563, i64 3
  store ptr null, ptr %568, align 8
  %569 = getelementptr inbounds ptr, ptr %563, i64 4
  %570 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 3
  store ptr %570, ptr %569, align 8
  %571 = getelementptr inbounds [5 x ptr], ptr %61, i64 6
  call void @llvm.memset.p0.i64(ptr align 8 %571, i8 0, i64 40, i1 false)
  %572 = getelementptr inbounds ptr, ptr %571, i64 1
  %573 = getelementptr inbounds ptr, ptr %571, i64 2
  %574 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2
  store ptr %574, ptr %573, align 8
  %575 = getelementptr inbounds ptr, ptr %571, i64 3
  %576 = getelementptr inbounds ptr, ptr %571, i64 4
  %577 = load volatile i32, ptr @g_285, align 16
  %578 = add i32 %577, -1
  store volatile i32 %578, ptr @g_285, align 16
  store i16 0, ptr @g_70, align 2
  br label %579

579:                                              ; preds = %585, %525
  %580 = load i16, ptr @g_70, align 2
  %581 = zext i16 %580 to i32
  %582 = icmp eq i32 %581, 56
  br i1 %582, label %583, label %588

583:                                              ; preds = %579
  %584 = load ptr, ptr @g_77, align 8
  store i32 990003487, ptr %584, align 4
  br label %585

585:                                              ; preds = %583
  %586 = load i16, ptr @g_70, align 2
  %587 = add i16 %586, 1
  store i16 %587, ptr @g_70, align 2
  br label %579, !llvm.loop !38

588:                                              ; preds = %579
  br label %589

589:                                              ; preds = %588, %519
  %590 = load ptr, ptr %10, align 8
  %591 = load ptr, ptr %590, align 8
  %592 = load i32, ptr %591, align 4
  %593 = load i8, ptr @g_12, align 1
  %594 = sext i8 %593 to i32
  %595 = load ptr, ptr %10, align 8
  %596 = load ptr, ptr %595, align 8
  %597 = load i32, ptr %596, align 4
  %598 = load ptr, ptr %10, align 8
  %599 = load ptr, ptr %598, align 8
  %600 = load i32, ptr %599, align 4
  %601 = load ptr, ptr %12, align 8
  store i32 %600, ptr %601, align 4
  %602 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  %603 = load i64, ptr %602, align 16
  %604 = load i64, ptr @g_51, align 8
  %605 = load i64, ptr @g_51, align 8
  %606 = trunc i64 %605 to i32
  store i32 %606, ptr %6, align 4
  %607 = getelementptr inbounds [8 x [2 x i32]], ptr %19, i64 0, i64 5
  %608 = getelementptr inbounds [2 x i32], ptr %607, i64 0, i64 0
  store i32 -10, ptr %608, align 8
  %609 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %606, i32 noundef -10)
  %610 = zext i32 %609 to i64
  %611 = load i64, ptr getelementptr inbounds ([5 x i64], ptr getelementptr inbounds ([10 x [2 x [5 x i64]]], ptr @g_148, i64 0, i64 5), i64 0, i64 1), align 8
  %612 = icmp sle i64 %610, %611
  %613 = zext i1 %612 to i32
  %614 = load ptr, ptr @g_77, align 8
  %615 = load i32, ptr %614, align 4
  %616 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %613, i32 noundef %615)
  %617 = load i32, ptr %5, align 4
  %618 = load i16, ptr getelementptr inbounds ([4 x i16], ptr @g_63, i64 0, i64 3), align 2
  %619 = zext i16 %618 to i32
  %620 = icmp eq i32 %617, %619
  %621 = zext i1 %620 to i32
  %622 = sext i32 %621 to i64
  %623 = icmp slt i64 %622, 2839688564
  %624 = zext i1 %623 to i32
  %625 = sext i32 %624 to i64
  %626 = icmp ne i64 %603, %625
  %627 = zext i1 %626 to i32
  %628 = sext i32 %627 to i64
  %629 = icmp eq i64 %628, 19661
  %630 = zext i1 %629 to i32
  %631 = load volatile ptr, ptr @g_188, align 8
  %632 = load i32, ptr %631, align 4
  %633 = icmp ule i32 %600, %632
  %634 = zext i1 %633 to i32
  %635 = icmp sgt i32 %597, %634
  %636 = zext i1 %635 to i32
  %637 = or i32 %594, %636
  %638 = trunc i32 %637 to i16
  %639 = load ptr, ptr %10, align 8
  %640 = load ptr, ptr %639, align 8
  %641 = load i32, ptr %640, align 4
  %642 = trunc i32 %641 to i16
  %643 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %638, i16 noundef zeroext %642)
  %644 = load ptr, ptr %7, align 8
  %645 = load i8, ptr %644, align 1
  %646 = sext i8 %645 to i64
  %647 = icmp sle i64 %646, 201
  %648 = zext i1 %647 to i32
  %649 = load ptr, ptr %21, align 8
  store i32 %648, ptr %649, align 4
  %650 = icmp ule i32 %592, %648
  %651 = zext i1 %650 to i32
  %652 = load i32, ptr @g_131, align 4
  %653 = or i32 %652, %651
  store i32 %653, ptr @g_131, align 4
  %654 = load i32, ptr %6, align 4
  store i32 %654, ptr %4, align 4
  br label %655

655:                                              ; preds = %589, %192
  %656 = load i32, ptr %4, align 4
  ret i32 %656
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i8
  ret i8 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, -2147483648
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = srem i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp eq i32 %10, -32768
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2
  %18 = sext i16 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2
  %21 = sext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = xor i32 %9, %10
  %12 = and i32 %11, -2147483648
  %13 = xor i32 %8, %12
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %13, %14
  %16 = load i32, ptr %4, align 4
  %17 = xor i32 %15, %16
  %18 = and i32 %7, %17
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sub nsw i32 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 32767, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2
  %25 = sext i16 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i16
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = sdiv i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i16
  ret i16 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = srem i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = urem i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp eq i32 %10, -32768
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2
  %18 = sext i16 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2
  %21 = sext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = zext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = zext i16 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  %16 = srem i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i16
  ret i16 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i32, ptr @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, ptr @crc32_context, align 4
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, ptr @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
