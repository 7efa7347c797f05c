; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U2 = type { i16 }
%struct.S0 = type { i32, i32, i64, i8, i32, i64 }
%union.U1 = type { %struct.S0 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global i32 6, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_3 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_11 = internal global i16 9210, align 2
@.str.3 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@g_18 = internal global i8 114, align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1
@g_32 = internal global i32 -1665392208, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1
@g_38 = internal global i64 -2236572359578596509, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1
@g_43 = internal global i32 -1839491251, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@g_61 = internal global i64 0, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1
@g_78 = internal global i32 312131711, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"g_78\00", align 1
@g_88 = internal global %union.U2 { i16 11759 }, align 2
@.str.10 = private unnamed_addr constant [8 x i8] c"g_88.f0\00", align 1
@g_97 = internal global i8 126, align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"g_97\00", align 1
@g_100 = internal global [6 x [3 x [2 x i32]]] [[3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer], [3 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 -1], [2 x i32] zeroinitializer]], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"g_100[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_111 = internal global i8 13, align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_111\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1
@g_156 = internal global i8 -1, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1
@g_168 = internal global i16 -29421, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@g_208 = internal global %struct.S0 { i32 1853432205, i32 -1, i64 -9, i8 2, i32 -8, i64 1247621401570271684 }, align 8
@.str.18 = private unnamed_addr constant [9 x i8] c"g_208.f0\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208.f1\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"g_208.f2\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_208.f3\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_208.f4\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"g_208.f5\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1
@g_229 = internal global %struct.S0 { i32 -8, i32 2, i64 -10, i8 -119, i32 5, i64 6557568948758331365 }, align 8
@.str.25 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"g_229.f2\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"g_229.f3\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_229.f4\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_229.f5\00", align 1
@g_250 = internal global i32 -187487081, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_250\00", align 1
@g_307 = internal global i32 1, align 4
@.str.32 = private unnamed_addr constant [6 x i8] c"g_307\00", align 1
@g_324 = internal global i8 95, align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"g_324\00", align 1
@g_398 = internal global i64 -8440306706533661228, align 8
@.str.34 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1
@g_400 = internal global i8 6, align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"g_400\00", align 1
@g_401 = internal global i32 -979254093, align 4
@.str.36 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@g_460 = internal global %struct.S0 { i32 0, i32 -3, i64 -8322393348686996378, i8 -1, i32 1, i64 7278726924818229203 }, align 8
@.str.37 = private unnamed_addr constant [9 x i8] c"g_460.f0\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_460.f1\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_460.f2\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_460.f3\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_460.f4\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_460.f5\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_188 = private unnamed_addr constant [1 x [6 x [9 x i16]]] [[6 x [9 x i16]] [[9 x i16] [i16 -15387, i16 1, i16 -2, i16 1, i16 -15387, i16 -15387, i16 1, i16 -2, i16 1], [9 x i16] [i16 1, i16 22154, i16 -2, i16 -2, i16 22154, i16 1, i16 22154, i16 -2, i16 -2], [9 x i16] [i16 -15387, i16 -15387, i16 1, i16 -2, i16 1, i16 -15387, i16 -15387, i16 1, i16 -2], [9 x i16] [i16 -5, i16 22154, i16 -5, i16 1, i16 1, i16 -5, i16 22154, i16 -5, i16 1], [9 x i16] [i16 -5, i16 1, i16 1, i16 -5, i16 22154, i16 -5, i16 1, i16 1, i16 -5], [9 x i16] [i16 -15387, i16 1, i16 -2, i16 1, i16 -15387, i16 -15387, i16 1, i16 -2, i16 1]]], align 16
@__const.func_1.l_368 = private unnamed_addr constant [1 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] [i32 1239258648], [1 x i32] [i32 1239258648], [1 x i32] [i32 1492938370], [1 x i32] [i32 1239258648], [1 x i32] [i32 1239258648], [1 x i32] [i32 1492938370], [1 x i32] [i32 1239258648], [1 x i32] [i32 1239258648], [1 x i32] [i32 1492938370]]], align 16
@__const.func_1.l_436 = private unnamed_addr constant [2 x [3 x [9 x i32]]] [[3 x [9 x i32]] [[9 x i32] [i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668], [9 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], [9 x i32] [i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668]], [3 x [9 x i32]] [[9 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], [9 x i32] [i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668, i32 1846726830, i32 639684668], [9 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1]]], align 16
@g_351 = internal global ptr @g_352, align 8
@__const.func_1.l_444 = private unnamed_addr constant %union.U2 { i16 -12841 }, align 2
@__const.func_1.l_31 = private unnamed_addr constant [6 x ptr] [ptr @g_32, ptr @g_32, ptr null, ptr @g_32, ptr @g_32, ptr null], align 16
@__const.func_1.l_167 = private unnamed_addr constant [9 x i64] [i64 6407497485519146473, i64 -1, i64 6407497485519146473, i64 -1, i64 6407497485519146473, i64 -1, i64 6407497485519146473, i64 -1, i64 6407497485519146473], align 16
@g_79 = internal global ptr null, align 8
@g_46 = internal global ptr @g_42, align 8
@g_42 = internal global ptr @g_43, align 8
@g_155 = internal global ptr @g_156, align 8
@__const.func_1.l_264 = private unnamed_addr constant [4 x i16] [i16 -3, i16 -3, i16 -3, i16 -3], align 2
@__const.func_1.l_286 = private unnamed_addr constant [7 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], align 16
@__const.func_1.l_207 = private unnamed_addr constant [5 x [6 x ptr]] [[6 x ptr] [ptr null, ptr @g_18, ptr null, ptr @g_18, ptr @g_18, ptr null], [6 x ptr] [ptr @g_18, ptr @g_18, ptr @g_18, ptr null, ptr @g_18, ptr @g_18], [6 x ptr] [ptr @g_18, ptr @g_18, ptr @g_18, ptr @g_18, ptr null, ptr @g_18], [6 x ptr] [ptr @g_18, ptr @g_18, ptr @g_18, ptr @g_18, ptr @g_18, ptr @g_18], [6 x ptr] [ptr @g_18, ptr @g_18, ptr @g_18, ptr @g_18, ptr null, ptr null]], align 16
@__const.func_1.l_217 = private unnamed_addr constant %union.U2 { i16 1 }, align 2
@__const.func_1.l_253 = private unnamed_addr constant [9 x [3 x ptr]] [[3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_43, ptr @g_3, ptr @g_43], [3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_43, ptr @g_3, ptr @g_43], [3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_43, ptr @g_3, ptr @g_43], [3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_43, ptr @g_3, ptr @g_43], [3 x ptr] zeroinitializer], align 16
@g_230 = internal global ptr @g_231, align 8
@g_231 = internal global ptr @g_18, align 8
@__const.func_1.l_274 = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1], align 16
@g_322 = internal global ptr @g_323, align 8
@__const.func_1.l_329 = private unnamed_addr constant [9 x [2 x i16]] [[2 x i16] [i16 -30780, i16 29560], [2 x i16] [i16 -28218, i16 -28218], [2 x i16] [i16 29560, i16 -30780], [2 x i16] [i16 0, i16 -30780], [2 x i16] [i16 29560, i16 -28218], [2 x i16] [i16 -28218, i16 29560], [2 x i16] [i16 -30780, i16 0], [2 x i16] [i16 -30780, i16 29560], [2 x i16] [i16 -28218, i16 -28218]], align 16
@__const.func_1.l_343 = private unnamed_addr constant [8 x [7 x [4 x i32]]] [[7 x [4 x i32]] [[4 x i32] [i32 1885442103, i32 1634184349, i32 -1224348463, i32 4], [4 x i32] [i32 -8, i32 -10, i32 1, i32 1284389121], [4 x i32] [i32 2, i32 1885442103, i32 803555683, i32 2], [4 x i32] [i32 1284389121, i32 -1, i32 1, i32 -8], [4 x i32] [i32 4, i32 -1816539319, i32 1607958137, i32 1885442103], [4 x i32] [i32 -10, i32 -1089967063, i32 -1, i32 803555683], [4 x i32] [i32 -1370389615, i32 3, i32 -8, i32 -8]], [7 x [4 x i32]] [[4 x i32] [i32 8, i32 1, i32 -1260274905, i32 -1743164991], [4 x i32] [i32 1, i32 1885442103, i32 1, i32 -639004843], [4 x i32] [i32 2143804375, i32 2, i32 1629891692, i32 4], [4 x i32] [i32 -1, i32 1607958137, i32 -4, i32 2], [4 x i32] [i32 9, i32 -1, i32 -4, i32 -1664057290], [4 x i32] [i32 -1, i32 3, i32 1629891692, i32 8], [4 x i32] [i32 2143804375, i32 -1260274905, i32 1, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 -1, i32 -1260274905, i32 -1399402696], [4 x i32] [i32 8, i32 0, i32 -8, i32 -1], [4 x i32] [i32 -1370389615, i32 -4, i32 -1, i32 3], [4 x i32] [i32 -10, i32 4, i32 1607958137, i32 1], [4 x i32] [i32 4, i32 0, i32 1, i32 2143804375], [4 x i32] [i32 1284389121, i32 1, i32 803555683, i32 -1], [4 x i32] [i32 2, i32 1544138903, i32 1, i32 4]], [7 x [4 x i32]] [[4 x i32] [i32 -8, i32 3, i32 -1224348463, i32 -1370389615], [4 x i32] [i32 1885442103, i32 -1, i32 795584390, i32 2], [4 x i32] [i32 803555683, i32 1634184349, i32 -1816539319, i32 -4], [4 x i32] [i32 -8, i32 2, i32 2091665132, i32 1284389121], [4 x i32] [i32 -1743164991, i32 803555683, i32 803555683, i32 -1743164991], [4 x i32] [i32 -639004843, i32 -1, i32 -10, i32 596629189], [4 x i32] [i32 4, i32 3, i32 -1980112353, i32 1885442103]], [7 x [4 x i32]] [[4 x i32] [i32 2, i32 795584390, i32 -1, i32 1885442103], [4 x i32] [i32 -1664057290, i32 3, i32 9, i32 596629189], [4 x i32] [i32 8, i32 -1, i32 0, i32 -1743164991], [4 x i32] [i32 -1, i32 803555683, i32 1, i32 1284389121], [4 x i32] [i32 -1399402696, i32 2, i32 -2, i32 -4], [4 x i32] [i32 -1, i32 1634184349, i32 626615024, i32 2], [4 x i32] [i32 3, i32 -1, i32 -4, i32 -1370389615]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 3, i32 -2, i32 4], [4 x i32] [i32 2143804375, i32 1544138903, i32 -889698031, i32 -1], [4 x i32] [i32 -1, i32 1, i32 2136135563, i32 1], [4 x i32] [i32 -1224348463, i32 -1, i32 1629891692, i32 0], [4 x i32] [i32 -1, i32 596629189, i32 1544138903, i32 -2], [4 x i32] [i32 -639004843, i32 -1, i32 2, i32 803555683], [4 x i32] [i32 -1, i32 -1, i32 429989846, i32 -889698031]], [7 x [4 x i32]] [[4 x i32] [i32 9, i32 1, i32 2, i32 1], [4 x i32] [i32 -1, i32 2136135563, i32 0, i32 -1816539319], [4 x i32] [i32 1, i32 -2, i32 626615024, i32 868903635], [4 x i32] [i32 -397798955, i32 -1260274905, i32 -1370389615, i32 -639004843], [4 x i32] [i32 -397798955, i32 2, i32 626615024, i32 596629189], [4 x i32] [i32 1, i32 -639004843, i32 0, i32 -8], [4 x i32] [i32 -1, i32 -397798955, i32 2, i32 -1]], [7 x [4 x i32]] [[4 x i32] [i32 9, i32 0, i32 429989846, i32 -10], [4 x i32] [i32 -1, i32 -4, i32 2, i32 -2145759385], [4 x i32] [i32 -639004843, i32 -1664057290, i32 1544138903, i32 -397798955], [4 x i32] [i32 -1, i32 626615024, i32 1629891692, i32 -10], [4 x i32] [i32 -1224348463, i32 803555683, i32 2136135563, i32 -1219615579], [4 x i32] [i32 1, i32 -397798955, i32 -2, i32 9], [4 x i32] [i32 1, i32 429989846, i32 -10, i32 596629189]]], align 16
@g_352 = internal global ptr @g_11, align 8
@__const.func_1.l_399 = private unnamed_addr constant [1 x [1 x [7 x ptr]]] [[1 x [7 x ptr]] [[7 x ptr] [ptr @g_400, ptr @g_400, ptr @g_400, ptr @g_400, ptr @g_400, ptr @g_400, ptr @g_400]]], align 16
@__const.func_1.l_458 = private unnamed_addr constant [8 x [6 x [2 x i32]]] [[6 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1]], [6 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967]], [6 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1]], [6 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1]], [6 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 -1869448967], [2 x i32] [i32 -1, i32 -1869448967], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 1, i32 -1869448967]]], align 16
@g_154 = internal constant ptr @g_155, align 8
@g_441 = internal global ptr getelementptr (i8, ptr @g_442, i64 32), align 8
@constinit = private constant [3 x ptr] zeroinitializer, align 8
@g_323 = internal global ptr @g_324, align 8
@g_442 = internal global [10 x ptr] zeroinitializer, align 16
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_117 = internal global { i16, [30 x i8] } { i16 -7, [30 x i8] undef }, align 8
@g_222 = internal global { i16, [30 x i8] } { i16 0, [30 x i8] undef }, align 8
@.str.46 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %20 = call i32 @func_1()
  %21 = load volatile i32, ptr @g_2, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load i32, ptr @g_3, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26)
  %27 = load i16, ptr @g_11, align 2
  %28 = sext i16 %27 to i64
  %29 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29)
  %30 = load i8, ptr @g_18, align 1
  %31 = sext i8 %30 to i64
  %32 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32)
  %33 = load i32, ptr @g_32, align 4
  %34 = sext i32 %33 to i64
  %35 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35)
  %36 = load i64, ptr @g_38, align 8
  %37 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.6, i32 noundef %37)
  %38 = load i32, ptr @g_43, align 4
  %39 = sext i32 %38 to i64
  %40 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %39, ptr noundef @.str.7, i32 noundef %40)
  %41 = load i64, ptr @g_61, align 8
  %42 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.8, i32 noundef %42)
  %43 = load i32, ptr @g_78, align 4
  %44 = sext i32 %43 to i64
  %45 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %44, ptr noundef @.str.9, i32 noundef %45)
  %46 = load i16, ptr @g_88, align 2
  %47 = zext i16 %46 to i64
  %48 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %47, ptr noundef @.str.10, i32 noundef %48)
  %49 = load i8, ptr @g_97, align 1
  %50 = zext i8 %49 to i64
  %51 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.11, i32 noundef %51)
  store i32 0, ptr %6, align 4
  br label %52

52:                                               ; preds = %92, %19
  %53 = load i32, ptr %6, align 4
  %54 = icmp slt i32 %53, 6
  br i1 %54, label %55, label %95

55:                                               ; preds = %52
  store i32 0, ptr %7, align 4
  br label %56

56:                                               ; preds = %88, %55
  %57 = load i32, ptr %7, align 4
  %58 = icmp slt i32 %57, 3
  br i1 %58, label %59, label %91

59:                                               ; preds = %56
  store i32 0, ptr %8, align 4
  br label %60

60:                                               ; preds = %84, %59
  %61 = load i32, ptr %8, align 4
  %62 = icmp slt i32 %61, 2
  br i1 %62, label %63, label %87

63:                                               ; preds = %60
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 %65
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [3 x [2 x i32]], ptr %66, i64 0, i64 %68
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x i32], ptr %69, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = sext i32 %73 to i64
  %75 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %74, ptr noundef @.str.12, i32 noundef %75)
  %76 = load i32, ptr %9, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %83

78:                                               ; preds = %63
  %79 = load i32, ptr %6, align 4
  %80 = load i32, ptr %7, align 4
  %81 = load i32, ptr %8, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %79, i32 noundef %80, i32 noundef %81)
  br label %83

83:                                               ; preds = %78, %63
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %8, align 4
  br label %60, !llvm.loop !6

87:                                               ; preds = %60
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  br label %56, !llvm.loop !8

91:                                               ; preds = %56
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %6, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %6, align 4
  br label %52, !llvm.loop !9

95:                                               ; preds = %52
  %96 = load i8, ptr @g_111, align 1
  %97 = zext i8 %96 to i64
  %98 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %97, ptr noundef @.str.14, i32 noundef %98)
  %99 = load volatile i16, ptr @g_117, align 8
  %100 = sext i16 %99 to i64
  %101 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %100, ptr noundef @.str.15, i32 noundef %101)
  %102 = load volatile i8, ptr @g_156, align 1
  %103 = sext i8 %102 to i64
  %104 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %103, ptr noundef @.str.16, i32 noundef %104)
  %105 = load volatile i16, ptr @g_168, align 2
  %106 = sext i16 %105 to i64
  %107 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %106, ptr noundef @.str.17, i32 noundef %107)
  %108 = load volatile i32, ptr @g_208, align 8
  %109 = zext i32 %108 to i64
  %110 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %109, ptr noundef @.str.18, i32 noundef %110)
  %111 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 1), align 4
  %112 = zext i32 %111 to i64
  %113 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %112, ptr noundef @.str.19, i32 noundef %113)
  %114 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 2), align 8
  %115 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %114, ptr noundef @.str.20, i32 noundef %115)
  %116 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 3), align 8
  %117 = sext i8 %116 to i64
  %118 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.21, i32 noundef %118)
  %119 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 4), align 4
  %120 = sext i32 %119 to i64
  %121 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %120, ptr noundef @.str.22, i32 noundef %121)
  %122 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 5), align 8
  %123 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.23, i32 noundef %123)
  %124 = load volatile i16, ptr @g_222, align 8
  %125 = sext i16 %124 to i64
  %126 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.24, i32 noundef %126)
  %127 = load volatile i32, ptr @g_229, align 8
  %128 = zext i32 %127 to i64
  %129 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %128, ptr noundef @.str.25, i32 noundef %129)
  %130 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 1), align 4
  %131 = zext i32 %130 to i64
  %132 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %131, ptr noundef @.str.26, i32 noundef %132)
  %133 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 2), align 8
  %134 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %133, ptr noundef @.str.27, i32 noundef %134)
  %135 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %136 = sext i8 %135 to i64
  %137 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %136, ptr noundef @.str.28, i32 noundef %137)
  %138 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 4), align 4
  %139 = sext i32 %138 to i64
  %140 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %139, ptr noundef @.str.29, i32 noundef %140)
  %141 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 5), align 8
  %142 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %141, ptr noundef @.str.30, i32 noundef %142)
  %143 = load i32, ptr @g_250, align 4
  %144 = zext i32 %143 to i64
  %145 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %144, ptr noundef @.str.31, i32 noundef %145)
  %146 = load i32, ptr @g_307, align 4
  %147 = zext i32 %146 to i64
  %148 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %147, ptr noundef @.str.32, i32 noundef %148)
  %149 = load volatile i8, ptr @g_324, align 1
  %150 = zext i8 %149 to i64
  %151 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %150, ptr noundef @.str.33, i32 noundef %151)
  %152 = load i64, ptr @g_398, align 8
  %153 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.34, i32 noundef %153)
  %154 = load i8, ptr @g_400, align 1
  %155 = sext i8 %154 to i64
  %156 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.35, i32 noundef %156)
  %157 = load i32, ptr @g_401, align 4
  %158 = sext i32 %157 to i64
  %159 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %158, ptr noundef @.str.36, i32 noundef %159)
  %160 = load volatile i32, ptr @g_460, align 8
  %161 = zext i32 %160 to i64
  %162 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %161, ptr noundef @.str.37, i32 noundef %162)
  %163 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_460, i32 0, i32 1), align 4
  %164 = zext i32 %163 to i64
  %165 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %164, ptr noundef @.str.38, i32 noundef %165)
  %166 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_460, i32 0, i32 2), align 8
  %167 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %166, ptr noundef @.str.39, i32 noundef %167)
  %168 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_460, i32 0, i32 3), align 8
  %169 = sext i8 %168 to i64
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.40, i32 noundef %170)
  %171 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_460, i32 0, i32 4), align 4
  %172 = sext i32 %171 to i64
  %173 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %172, ptr noundef @.str.41, i32 noundef %173)
  %174 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_460, i32 0, i32 5), align 8
  %175 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %174, ptr noundef @.str.42, i32 noundef %175)
  %176 = load i32, ptr @crc32_context, align 4
  %177 = zext i32 %176 to i64
  %178 = xor i64 %177, 4294967295
  %179 = trunc i64 %178 to i32
  %180 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %179, i32 noundef %180)
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
  br label %10, !llvm.loop !10

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
  br label %5, !llvm.loop !11

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i16, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [5 x [4 x i32]], align 16
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [1 x [6 x [9 x i16]]], align 16
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca [1 x [9 x [1 x i32]]], align 16
  %22 = alloca [2 x [3 x [9 x i32]]], align 16
  %23 = alloca ptr, align 8
  %24 = alloca %union.U2, align 2
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [6 x ptr], align 16
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i16, align 2
  %40 = alloca i32, align 4
  %41 = alloca [1 x i32], align 4
  %42 = alloca [9 x i64], align 16
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i16, align 2
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca [1 x ptr], align 8
  %51 = alloca i32, align 4
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca %union.U1, align 8
  %55 = alloca ptr, align 8
  %56 = alloca i32, align 4
  %57 = alloca [10 x ptr], align 16
  %58 = alloca [3 x ptr], align 16
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca [5 x ptr], align 16
  %62 = alloca i32, align 4
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca [4 x i16], align 2
  %68 = alloca i32, align 4
  %69 = alloca [7 x i32], align 16
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca i32, align 4
  %74 = alloca i8, align 1
  %75 = alloca [5 x [6 x ptr]], align 16
  %76 = alloca %union.U2, align 2
  %77 = alloca ptr, align 8
  %78 = alloca [8 x ptr], align 16
  %79 = alloca i32, align 4
  %80 = alloca [9 x [3 x ptr]], align 16
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca ptr, align 8
  %85 = alloca %union.U1, align 8
  %86 = alloca %struct.S0, align 8
  %87 = alloca ptr, align 8
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca [8 x i32], align 16
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca [2 x ptr], align 16
  %108 = alloca i32, align 4
  %109 = alloca [9 x [2 x i16]], align 16
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca [8 x [7 x [4 x i32]]], align 16
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca ptr, align 8
  %125 = alloca [6 x ptr], align 16
  %126 = alloca i32, align 4
  %127 = alloca ptr, align 8
  %128 = alloca ptr, align 8
  %129 = alloca [2 x i32], align 4
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca [1 x ptr], align 8
  %133 = alloca ptr, align 8
  %134 = alloca ptr, align 8
  %135 = alloca [1 x [1 x [7 x ptr]]], align 16
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
  %140 = alloca ptr, align 8
  %141 = alloca [6 x [1 x ptr]], align 16
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca ptr, align 8
  %150 = alloca ptr, align 8
  %151 = alloca [8 x [6 x [2 x i32]]], align 16
  %152 = alloca i16, align 2
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca i32, align 4
  %156 = alloca ptr, align 8
  %157 = alloca i32, align 4
  %158 = alloca ptr, align 8
  store i16 8, ptr %2, align 2
  store ptr @g_11, ptr %3, align 8
  store ptr @g_18, ptr %4, align 8
  store ptr @g_38, ptr %5, align 8
  store i32 -2106426224, ptr %6, align 4
  store ptr null, ptr %7, align 8
  store i32 1029219501, ptr %8, align 4
  store i32 -427076956, ptr %10, align 4
  store ptr null, ptr %11, align 8
  store ptr @g_97, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.func_1.l_188, i64 108, i1 false)
  store i32 540688464, ptr %14, align 4
  store ptr %4, ptr %15, align 8
  store ptr %15, ptr %16, align 8
  store i32 0, ptr %17, align 4
  store ptr @g_11, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr null, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.func_1.l_368, i64 36, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.func_1.l_436, i64 216, i1 false)
  store ptr @g_351, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %24, ptr align 2 @__const.func_1.l_444, i64 2, i1 false)
  store i32 0, ptr %25, align 4
  br label %159

159:                                              ; preds = %177, %0
  %160 = load i32, ptr %25, align 4
  %161 = icmp slt i32 %160, 5
  br i1 %161, label %162, label %180

162:                                              ; preds = %159
  store i32 0, ptr %26, align 4
  br label %163

163:                                              ; preds = %173, %162
  %164 = load i32, ptr %26, align 4
  %165 = icmp slt i32 %164, 4
  br i1 %165, label %166, label %176

166:                                              ; preds = %163
  %167 = load i32, ptr %25, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 %168
  %170 = load i32, ptr %26, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x i32], ptr %169, i64 0, i64 %171
  store i32 1, ptr %172, align 4
  br label %173

173:                                              ; preds = %166
  %174 = load i32, ptr %26, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %26, align 4
  br label %163, !llvm.loop !12

176:                                              ; preds = %163
  br label %177

177:                                              ; preds = %176
  %178 = load i32, ptr %25, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %25, align 4
  br label %159, !llvm.loop !13

180:                                              ; preds = %159
  store i32 -23, ptr @g_3, align 4
  br label %181

181:                                              ; preds = %651, %180
  %182 = load i32, ptr @g_3, align 4
  %183 = icmp slt i32 %182, 7
  br i1 %183, label %184, label %654

184:                                              ; preds = %181
  store i32 6, ptr %28, align 4
  store ptr null, ptr %29, align 8
  store ptr @g_11, ptr %30, align 8
  store ptr @g_18, ptr %31, align 8
  store ptr @g_11, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.func_1.l_31, i64 48, i1 false)
  store ptr @g_18, ptr %34, align 8
  store i32 1, ptr %35, align 4
  store i32 -1939431198, ptr %36, align 4
  store i32 1423381365, ptr %37, align 4
  store i32 -9, ptr %38, align 4
  store i16 -3588, ptr %39, align 2
  store i32 -345700052, ptr %40, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 @__const.func_1.l_167, i64 72, i1 false)
  store ptr @g_97, ptr %43, align 8
  store ptr %43, ptr %44, align 8
  store ptr @g_61, ptr %45, align 8
  store i32 0, ptr %46, align 4
  br label %185

185:                                              ; preds = %192, %184
  %186 = load i32, ptr %46, align 4
  %187 = icmp slt i32 %186, 1
  br i1 %187, label %188, label %195

188:                                              ; preds = %185
  %189 = load i32, ptr %46, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [1 x i32], ptr %41, i64 0, i64 %190
  store i32 80086176, ptr %191, align 4
  br label %192

192:                                              ; preds = %188
  %193 = load i32, ptr %46, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %46, align 4
  br label %185, !llvm.loop !14

195:                                              ; preds = %185
  %196 = load i32, ptr %28, align 4
  %197 = trunc i32 %196 to i16
  %198 = load i32, ptr %28, align 4
  %199 = load ptr, ptr %30, align 8
  %200 = load i16, ptr %199, align 2
  %201 = sext i16 %200 to i32
  %202 = and i32 %201, %198
  %203 = trunc i32 %202 to i16
  store i16 %203, ptr %199, align 2
  %204 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %197, i16 noundef signext %203)
  %205 = sext i16 %204 to i32
  %206 = load volatile i32, ptr @g_2, align 4
  %207 = or i32 %206, %205
  store volatile i32 %207, ptr @g_2, align 4
  %208 = load ptr, ptr %31, align 8
  %209 = load i16, ptr %2, align 2
  %210 = trunc i16 %209 to i8
  %211 = load ptr, ptr %31, align 8
  %212 = icmp eq ptr @g_18, %211
  %213 = zext i1 %212 to i32
  %214 = trunc i32 %213 to i8
  %215 = load i8, ptr @g_18, align 1
  %216 = load ptr, ptr %32, align 8
  %217 = icmp ne ptr %216, @g_11
  %218 = zext i1 %217 to i32
  %219 = trunc i32 %218 to i8
  %220 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %214, i8 noundef signext %219)
  %221 = sext i8 %220 to i32
  %222 = load i32, ptr @g_32, align 4
  %223 = xor i32 %222, %221
  store i32 %223, ptr @g_32, align 4
  %224 = load i32, ptr %28, align 4
  %225 = trunc i32 %224 to i16
  %226 = call ptr @func_24(i32 noundef %223, i16 noundef zeroext %225)
  %227 = icmp ne ptr %226, @g_18
  %228 = zext i1 %227 to i32
  %229 = trunc i32 %228 to i8
  %230 = call i32 @func_19(ptr noundef @g_11, i8 noundef zeroext %210, i8 noundef zeroext %229)
  %231 = load i16, ptr %2, align 2
  %232 = zext i16 %231 to i32
  %233 = load ptr, ptr %4, align 8
  %234 = call i32 @func_12(ptr noundef %208, i32 noundef %230, i32 noundef %232, ptr noundef %233)
  %235 = sext i32 %234 to i64
  %236 = icmp ult i64 %235, 5
  %237 = zext i1 %236 to i32
  %238 = load i32, ptr %28, align 4
  %239 = icmp ne i32 %238, 0
  br i1 %239, label %240, label %389

240:                                              ; preds = %195
  store i16 22136, ptr %47, align 2
  store ptr @g_11, ptr %48, align 8
  store ptr %31, ptr %49, align 8
  store i32 0, ptr %51, align 4
  br label %241

241:                                              ; preds = %248, %240
  %242 = load i32, ptr %51, align 4
  %243 = icmp slt i32 %242, 1
  br i1 %243, label %244, label %251

244:                                              ; preds = %241
  %245 = load i32, ptr %51, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [1 x ptr], ptr %50, i64 0, i64 %246
  store ptr @g_97, ptr %247, align 8
  br label %248

248:                                              ; preds = %244
  %249 = load i32, ptr %51, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %51, align 4
  br label %241, !llvm.loop !15

251:                                              ; preds = %241
  store i8 5, ptr @g_18, align 1
  br label %252

252:                                              ; preds = %324, %251
  %253 = load i8, ptr @g_18, align 1
  %254 = sext i8 %253 to i32
  %255 = icmp sge i32 %254, 1
  br i1 %255, label %256, label %329

256:                                              ; preds = %252
  store ptr @g_79, ptr %52, align 8
  store ptr @g_97, ptr %53, align 8
  %257 = load volatile ptr, ptr @g_79, align 8
  %258 = load ptr, ptr %52, align 8
  store volatile ptr %257, ptr %258, align 8
  %259 = load volatile ptr, ptr @g_46, align 8
  %260 = load ptr, ptr %259, align 8
  %261 = load i32, ptr %260, align 4
  %262 = icmp ne i32 %261, 0
  br i1 %262, label %263, label %264

263:                                              ; preds = %256
  br label %324

264:                                              ; preds = %256
  %265 = load i32, ptr @g_3, align 4
  %266 = trunc i32 %265 to i8
  %267 = load i16, ptr %47, align 2
  %268 = zext i16 %267 to i32
  %269 = load ptr, ptr @g_42, align 8
  store i32 %268, ptr %269, align 4
  %270 = load i32, ptr @g_78, align 4
  %271 = and i32 %270, %268
  store i32 %271, ptr @g_78, align 4
  %272 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %271)
  %273 = sext i32 %272 to i64
  %274 = or i64 3118203513956671855, %273
  %275 = trunc i64 %274 to i8
  %276 = load ptr, ptr %48, align 8
  %277 = icmp eq ptr %276, @g_11
  %278 = zext i1 %277 to i32
  %279 = trunc i32 %278 to i8
  %280 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %275, i8 noundef signext %279)
  %281 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %266, i8 noundef zeroext %280)
  %282 = zext i8 %281 to i32
  %283 = icmp ne i32 %282, 0
  br i1 %283, label %321, label %284

284:                                              ; preds = %264
  %285 = load ptr, ptr %34, align 8
  %286 = icmp eq ptr @g_18, %285
  %287 = zext i1 %286 to i32
  %288 = trunc i32 %287 to i8
  %289 = load ptr, ptr %53, align 8
  store i8 %288, ptr %289, align 1
  %290 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %288, i32 noundef 1)
  %291 = load i32, ptr %28, align 4
  %292 = icmp ne i32 %291, 0
  br i1 %292, label %293, label %294

293:                                              ; preds = %284
  br label %294

294:                                              ; preds = %293, %284
  %295 = phi i1 [ false, %284 ], [ false, %293 ]
  %296 = zext i1 %295 to i32
  %297 = sext i32 %296 to i64
  %298 = load i32, ptr @g_43, align 4
  %299 = sext i32 %298 to i64
  %300 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %297, i64 noundef %299)
  %301 = load i16, ptr @g_88, align 2
  %302 = zext i16 %301 to i64
  %303 = icmp ule i64 %300, %302
  %304 = zext i1 %303 to i32
  %305 = sext i32 %304 to i64
  %306 = icmp ult i64 %305, 247
  %307 = zext i1 %306 to i32
  %308 = load i16, ptr %47, align 2
  %309 = zext i16 %308 to i32
  %310 = load i16, ptr @g_88, align 2
  %311 = zext i16 %310 to i32
  %312 = icmp sgt i32 %309, %311
  %313 = zext i1 %312 to i32
  %314 = load i32, ptr @g_43, align 4
  %315 = xor i32 %313, %314
  %316 = trunc i32 %315 to i8
  %317 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %316, i8 noundef signext 6)
  %318 = load i16, ptr %47, align 2
  %319 = zext i16 %318 to i32
  %320 = icmp ne i32 %319, 0
  br label %321

321:                                              ; preds = %294, %264
  %322 = phi i1 [ true, %264 ], [ %320, %294 ]
  %323 = zext i1 %322 to i32
  store i32 %323, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  br label %324

324:                                              ; preds = %321, %263
  %325 = load i8, ptr @g_18, align 1
  %326 = sext i8 %325 to i32
  %327 = sub nsw i32 %326, 1
  %328 = trunc i32 %327 to i8
  store i8 %328, ptr @g_18, align 1
  br label %252, !llvm.loop !16

329:                                              ; preds = %252
  %330 = load ptr, ptr %49, align 8
  %331 = icmp ne ptr %4, %330
  %332 = zext i1 %331 to i32
  %333 = load i16, ptr %47, align 2
  %334 = trunc i16 %333 to i8
  store i8 -119, ptr @g_111, align 1
  %335 = load ptr, ptr %5, align 8
  %336 = load i64, ptr @g_38, align 8
  %337 = load ptr, ptr %5, align 8
  %338 = icmp ne ptr %335, %337
  %339 = zext i1 %338 to i32
  %340 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %341 = sext i32 %340 to i64
  %342 = xor i64 1, %341
  %343 = icmp ne i64 %342, 0
  br i1 %343, label %345, label %344

344:                                              ; preds = %329
  br label %345

345:                                              ; preds = %344, %329
  %346 = phi i1 [ true, %329 ], [ true, %344 ]
  %347 = zext i1 %346 to i32
  %348 = trunc i32 %347 to i16
  %349 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %348, i32 noundef 0)
  %350 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), i64 0, i64 1), i64 0, i64 1), align 4
  %351 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %349, i32 noundef %350)
  %352 = sext i16 %351 to i64
  %353 = icmp ugt i64 65535, %352
  %354 = zext i1 %353 to i32
  %355 = or i32 137, %354
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 8 @g_117, i64 32, i1 true)
  %356 = load i32, ptr @g_78, align 4
  %357 = trunc i32 %356 to i16
  %358 = load i16, ptr @g_88, align 2
  %359 = zext i16 %358 to i32
  %360 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %357, i32 noundef %359)
  %361 = sext i16 %360 to i64
  %362 = xor i64 %361, -8
  %363 = load i16, ptr %2, align 2
  %364 = zext i16 %363 to i64
  %365 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %362, i64 noundef %364)
  %366 = trunc i64 %365 to i32
  %367 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %334, i32 noundef %366)
  %368 = sext i8 %367 to i64
  %369 = icmp eq i64 %368, -4901388272282962093
  %370 = zext i1 %369 to i32
  %371 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %372 = sext i32 %371 to i64
  %373 = load i64, ptr @g_61, align 8
  %374 = or i64 %372, %373
  %375 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @g_100, i64 0, i64 1), align 4
  %376 = sext i32 %375 to i64
  %377 = xor i64 %374, %376
  %378 = icmp ne i64 %377, 0
  br i1 %378, label %383, label %379

379:                                              ; preds = %345
  %380 = load i16, ptr %47, align 2
  %381 = zext i16 %380 to i32
  %382 = icmp ne i32 %381, 0
  br label %383

383:                                              ; preds = %379, %345
  %384 = phi i1 [ true, %345 ], [ %382, %379 ]
  %385 = zext i1 %384 to i32
  %386 = load i32, ptr %28, align 4
  %387 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %385, i32 noundef %386)
  %388 = load ptr, ptr @g_42, align 8
  store i32 %387, ptr %388, align 4
  br label %549

389:                                              ; preds = %195
  store ptr @g_32, ptr %55, align 8
  store i32 1822686667, ptr %56, align 4
  store i32 0, ptr %59, align 4
  br label %390

390:                                              ; preds = %397, %389
  %391 = load i32, ptr %59, align 4
  %392 = icmp slt i32 %391, 10
  br i1 %392, label %393, label %400

393:                                              ; preds = %390
  %394 = load i32, ptr %59, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [10 x ptr], ptr %57, i64 0, i64 %395
  store ptr @g_111, ptr %396, align 8
  br label %397

397:                                              ; preds = %393
  %398 = load i32, ptr %59, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %59, align 4
  br label %390, !llvm.loop !17

400:                                              ; preds = %390
  store i32 0, ptr %59, align 4
  br label %401

401:                                              ; preds = %408, %400
  %402 = load i32, ptr %59, align 4
  %403 = icmp slt i32 %402, 3
  br i1 %403, label %404, label %411

404:                                              ; preds = %401
  %405 = load i32, ptr %59, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [3 x ptr], ptr %58, i64 0, i64 %406
  store ptr @g_61, ptr %407, align 8
  br label %408

408:                                              ; preds = %404
  %409 = load i32, ptr %59, align 4
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr %59, align 4
  br label %401, !llvm.loop !18

411:                                              ; preds = %401
  %412 = load ptr, ptr %55, align 8
  %413 = icmp eq ptr null, %412
  %414 = zext i1 %413 to i32
  %415 = sext i32 %414 to i64
  %416 = load i32, ptr %28, align 4
  %417 = trunc i32 %416 to i8
  %418 = load i32, ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), i64 0, i64 2), align 16
  %419 = trunc i32 %418 to i8
  %420 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %417, i8 noundef signext %419)
  %421 = sext i8 %420 to i32
  %422 = load i32, ptr %56, align 4
  %423 = load i8, ptr @g_97, align 1
  %424 = load i8, ptr @g_111, align 1
  %425 = add i8 %424, 1
  store i8 %425, ptr @g_111, align 1
  %426 = zext i8 %425 to i32
  %427 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %423, i32 noundef %426)
  %428 = zext i8 %427 to i32
  %429 = and i32 %428, 1
  %430 = sext i32 %429 to i64
  %431 = or i64 %430, 0
  %432 = trunc i64 %431 to i32
  %433 = load i64, ptr @g_38, align 8
  %434 = trunc i64 %433 to i32
  %435 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %432, i32 noundef %434)
  %436 = trunc i32 %435 to i16
  %437 = load i32, ptr @g_3, align 4
  %438 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %436, i32 noundef %437)
  %439 = load i8, ptr @g_18, align 1
  %440 = sext i8 %439 to i16
  %441 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %438, i16 noundef zeroext %440)
  %442 = load i32, ptr %56, align 4
  %443 = or i32 %422, %442
  %444 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %421, i32 noundef %443)
  %445 = trunc i32 %444 to i16
  %446 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %445)
  %447 = zext i16 %446 to i32
  %448 = icmp ne i32 %447, 0
  br i1 %448, label %449, label %452

449:                                              ; preds = %411
  %450 = load i32, ptr %6, align 4
  %451 = icmp ne i32 %450, 0
  br label %452

452:                                              ; preds = %449, %411
  %453 = phi i1 [ false, %411 ], [ %451, %449 ]
  %454 = zext i1 %453 to i32
  %455 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), align 8
  %456 = icmp ne i32 %455, 0
  br i1 %456, label %461, label %457

457:                                              ; preds = %452
  %458 = load i16, ptr %2, align 2
  %459 = zext i16 %458 to i32
  %460 = icmp ne i32 %459, 0
  br label %461

461:                                              ; preds = %457, %452
  %462 = phi i1 [ true, %452 ], [ %460, %457 ]
  %463 = zext i1 %462 to i32
  %464 = sext i32 %463 to i64
  %465 = and i64 %464, 31246
  %466 = icmp sge i64 %415, %465
  %467 = zext i1 %466 to i32
  %468 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext -121, i32 noundef %467)
  %469 = zext i8 %468 to i16
  %470 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %469, i32 noundef 10)
  %471 = zext i16 %470 to i64
  %472 = load ptr, ptr %5, align 8
  store i64 %471, ptr %472, align 8
  %473 = load i8, ptr @g_97, align 1
  %474 = zext i8 %473 to i16
  %475 = load ptr, ptr %32, align 8
  store i16 %474, ptr %475, align 2
  %476 = sext i16 %474 to i32
  %477 = load i32, ptr %6, align 4
  %478 = icmp ne i32 %476, %477
  %479 = zext i1 %478 to i32
  %480 = sext i32 %479 to i64
  %481 = icmp eq i64 %480, 3703140873
  %482 = zext i1 %481 to i32
  %483 = trunc i32 %482 to i16
  %484 = load i8, ptr @g_18, align 1
  %485 = sext i8 %484 to i32
  %486 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %483, i32 noundef %485)
  %487 = sext i16 %486 to i64
  store i64 %487, ptr @g_61, align 8
  %488 = load i32, ptr %28, align 4
  %489 = zext i32 %488 to i64
  %490 = icmp ne i64 %487, %489
  %491 = zext i1 %490 to i32
  %492 = sext i32 %491 to i64
  %493 = and i64 %492, 1417723529
  %494 = load i32, ptr %35, align 4
  %495 = sext i32 %494 to i64
  %496 = or i64 %495, %493
  %497 = trunc i64 %496 to i32
  store i32 %497, ptr %35, align 4
  %498 = load i8, ptr @g_18, align 1
  %499 = sext i8 %498 to i32
  %500 = icmp ne i32 %499, 0
  br i1 %500, label %518, label %501

501:                                              ; preds = %461
  store i64 3601820192837557401, ptr @g_61, align 8
  %502 = getelementptr inbounds [6 x ptr], ptr %33, i64 0, i64 1
  %503 = load ptr, ptr %502, align 8
  %504 = load ptr, ptr %7, align 8
  %505 = icmp eq ptr %503, %504
  %506 = zext i1 %505 to i32
  %507 = sext i32 %506 to i64
  %508 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef 3601820192837557401, i64 noundef %507)
  %509 = icmp ne i64 %508, 0
  br i1 %509, label %516, label %510

510:                                              ; preds = %501
  %511 = load volatile ptr, ptr @g_79, align 8
  %512 = icmp eq ptr %511, @g_155
  %513 = zext i1 %512 to i32
  %514 = load i32, ptr %56, align 4
  %515 = icmp sgt i32 %513, %514
  br label %516

516:                                              ; preds = %510, %501
  %517 = phi i1 [ true, %501 ], [ %515, %510 ]
  br label %518

518:                                              ; preds = %516, %461
  %519 = phi i1 [ true, %461 ], [ %517, %516 ]
  %520 = zext i1 %519 to i32
  %521 = load i32, ptr @g_32, align 4
  %522 = load i32, ptr %28, align 4
  %523 = or i32 %521, %522
  %524 = icmp eq i32 %520, %523
  %525 = zext i1 %524 to i32
  %526 = load i32, ptr %56, align 4
  %527 = icmp sle i32 %525, %526
  %528 = zext i1 %527 to i32
  %529 = trunc i32 %528 to i16
  %530 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %529, i32 noundef 12)
  %531 = zext i16 %530 to i64
  %532 = icmp ule i64 %531, 65531
  %533 = zext i1 %532 to i32
  %534 = load i32, ptr @g_3, align 4
  %535 = icmp sle i32 %533, %534
  %536 = zext i1 %535 to i32
  %537 = sext i32 %536 to i64
  %538 = load i16, ptr %2, align 2
  %539 = zext i16 %538 to i64
  %540 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %537, i64 noundef %539)
  %541 = trunc i64 %540 to i16
  %542 = load i32, ptr @g_78, align 4
  %543 = trunc i32 %542 to i16
  %544 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %541, i16 noundef signext %543)
  %545 = sext i16 %544 to i32
  %546 = load ptr, ptr @g_42, align 8
  %547 = load i32, ptr %546, align 4
  %548 = xor i32 %547, %545
  store i32 %548, ptr %546, align 4
  br label %549

549:                                              ; preds = %518, %383
  store i16 0, ptr @g_88, align 2
  br label %550

550:                                              ; preds = %562, %549
  %551 = load i16, ptr @g_88, align 2
  %552 = zext i16 %551 to i32
  %553 = icmp sle i32 %552, 5
  br i1 %553, label %554, label %567

554:                                              ; preds = %550
  store ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), i64 0, i64 2), ptr %60, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %61, i8 0, i64 40, i1 false)
  %555 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 0
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %555, align 16
  %556 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 1
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %556, align 8
  %557 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 2
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %557, align 16
  %558 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 3
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %558, align 8
  %559 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 4
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %559, align 16
  %560 = load i32, ptr %10, align 4
  %561 = add i32 %560, -1
  store i32 %561, ptr %10, align 4
  br label %562

562:                                              ; preds = %554
  %563 = load i16, ptr @g_88, align 2
  %564 = zext i16 %563 to i32
  %565 = add nsw i32 %564, 1
  %566 = trunc i32 %565 to i16
  store i16 %566, ptr @g_88, align 2
  br label %550, !llvm.loop !19

567:                                              ; preds = %550
  store ptr %39, ptr %11, align 8
  %568 = icmp ne ptr %39, %39
  br i1 %568, label %614, label %569

569:                                              ; preds = %567
  %570 = load i16, ptr @g_11, align 2
  %571 = load i32, ptr %6, align 4
  %572 = load volatile ptr, ptr @g_46, align 8
  %573 = load ptr, ptr %572, align 8
  %574 = load volatile ptr, ptr @g_46, align 8
  store ptr %573, ptr %574, align 8
  %575 = icmp ne ptr %38, %573
  %576 = zext i1 %575 to i32
  %577 = load volatile i8, ptr @g_156, align 1
  %578 = load ptr, ptr %31, align 8
  %579 = load ptr, ptr %44, align 8
  store ptr %578, ptr %579, align 8
  %580 = load i8, ptr @g_18, align 1
  %581 = sext i8 %580 to i64
  %582 = icmp ne i64 %581, -6
  %583 = zext i1 %582 to i32
  %584 = sext i32 %583 to i64
  %585 = icmp sle i64 %584, 4191859179
  %586 = zext i1 %585 to i32
  %587 = trunc i32 %586 to i16
  %588 = load i8, ptr @g_18, align 1
  %589 = sext i8 %588 to i16
  %590 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %587, i16 noundef zeroext %589)
  %591 = load ptr, ptr %12, align 8
  %592 = icmp ne ptr %578, %591
  %593 = zext i1 %592 to i32
  %594 = sext i32 %593 to i64
  %595 = and i64 %594, 177
  %596 = trunc i64 %595 to i16
  %597 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %596, i32 noundef 2)
  %598 = sext i16 %597 to i32
  %599 = load i16, ptr @g_11, align 2
  %600 = sext i16 %599 to i32
  %601 = icmp sle i32 %598, %600
  %602 = zext i1 %601 to i32
  %603 = and i32 %571, %602
  %604 = trunc i32 %603 to i16
  %605 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %570, i16 noundef zeroext %604)
  %606 = trunc i16 %605 to i8
  %607 = load i32, ptr @g_32, align 4
  %608 = trunc i32 %607 to i8
  %609 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %606, i8 noundef signext %608)
  %610 = call signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %609)
  %611 = sext i8 %610 to i64
  %612 = load ptr, ptr %45, align 8
  store i64 %611, ptr %612, align 8
  %613 = icmp ne i64 %611, 0
  br label %614

614:                                              ; preds = %569, %567
  %615 = phi i1 [ true, %567 ], [ %613, %569 ]
  %616 = zext i1 %615 to i32
  %617 = load i8, ptr @g_18, align 1
  %618 = sext i8 %617 to i32
  %619 = and i32 %616, %618
  %620 = load i16, ptr %39, align 2
  %621 = sext i16 %620 to i32
  %622 = icmp sge i32 %619, %621
  %623 = zext i1 %622 to i32
  %624 = load i32, ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), i64 0, i64 1), align 8
  %625 = xor i32 %623, %624
  %626 = trunc i32 %625 to i16
  %627 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %628 = getelementptr inbounds [6 x [9 x i16]], ptr %627, i64 0, i64 1
  %629 = getelementptr inbounds [9 x i16], ptr %628, i64 0, i64 5
  %630 = load i16, ptr %629, align 2
  %631 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %626, i16 noundef signext %630)
  %632 = sext i16 %631 to i32
  %633 = icmp ne i32 %632, 0
  br i1 %633, label %641, label %634

634:                                              ; preds = %614
  %635 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %636 = getelementptr inbounds [6 x [9 x i16]], ptr %635, i64 0, i64 1
  %637 = getelementptr inbounds [9 x i16], ptr %636, i64 0, i64 5
  %638 = load i16, ptr %637, align 2
  %639 = zext i16 %638 to i32
  %640 = icmp ne i32 %639, 0
  br label %641

641:                                              ; preds = %634, %614
  %642 = phi i1 [ true, %614 ], [ %640, %634 ]
  %643 = zext i1 %642 to i32
  %644 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %645 = icmp slt i32 %643, %644
  %646 = zext i1 %645 to i32
  %647 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 0
  %648 = getelementptr inbounds [4 x i32], ptr %647, i64 0, i64 0
  %649 = load i32, ptr %648, align 16
  %650 = xor i32 %649, %646
  store i32 %650, ptr %648, align 16
  br label %651

651:                                              ; preds = %641
  %652 = load i32, ptr @g_3, align 4
  %653 = add nsw i32 %652, 1
  store i32 %653, ptr @g_3, align 4
  br label %181, !llvm.loop !20

654:                                              ; preds = %181
  store i16 -13, ptr %2, align 2
  br label %655

655:                                              ; preds = %1131, %654
  %656 = load i16, ptr %2, align 2
  %657 = zext i16 %656 to i32
  %658 = icmp sge i32 %657, 13
  br i1 %658, label %659, label %1134

659:                                              ; preds = %655
  store ptr @g_42, ptr %63, align 8
  store ptr %63, ptr %64, align 8
  store ptr %12, ptr %65, align 8
  store ptr @g_11, ptr %66, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %67, ptr align 2 @__const.func_1.l_264, i64 8, i1 false)
  store i32 -980038018, ptr %68, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %69, ptr align 16 @__const.func_1.l_286, i64 28, i1 false)
  store ptr null, ptr %70, align 8
  store ptr null, ptr %71, align 8
  store ptr @g_307, ptr %72, align 8
  %660 = load ptr, ptr %64, align 8
  store ptr null, ptr %660, align 8
  %661 = load volatile ptr, ptr @g_46, align 8
  %662 = load ptr, ptr %661, align 8
  %663 = icmp ne ptr %6, %662
  %664 = zext i1 %663 to i32
  br i1 false, label %665, label %936

665:                                              ; preds = %659
  store i8 29, ptr %74, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %75, ptr align 16 @__const.func_1.l_207, i64 240, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %76, ptr align 2 @__const.func_1.l_217, i64 2, i1 false)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 1), ptr %77, align 8
  store i32 5, ptr %79, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %80, ptr align 16 @__const.func_1.l_253, i64 216, i1 false)
  store i32 0, ptr %81, align 4
  br label %666

666:                                              ; preds = %673, %665
  %667 = load i32, ptr %81, align 4
  %668 = icmp slt i32 %667, 8
  br i1 %668, label %669, label %676

669:                                              ; preds = %666
  %670 = load i32, ptr %81, align 4
  %671 = sext i32 %670 to i64
  %672 = getelementptr inbounds [8 x ptr], ptr %78, i64 0, i64 %671
  store ptr @g_250, ptr %672, align 8
  br label %673

673:                                              ; preds = %669
  %674 = load i32, ptr %81, align 4
  %675 = add nsw i32 %674, 1
  store i32 %675, ptr %81, align 4
  br label %666, !llvm.loop !21

676:                                              ; preds = %666
  store i16 0, ptr @g_88, align 2
  br label %677

677:                                              ; preds = %765, %676
  %678 = load i16, ptr @g_88, align 2
  %679 = zext i16 %678 to i32
  %680 = icmp slt i32 %679, 57
  br i1 %680, label %681, label %770

681:                                              ; preds = %677
  store i32 -1, ptr %83, align 4
  store ptr @g_208, ptr %84, align 8
  %682 = load i8, ptr %74, align 1
  %683 = zext i8 %682 to i32
  %684 = icmp ne i32 %683, 0
  br i1 %684, label %718, label %685

685:                                              ; preds = %681
  %686 = load volatile i16, ptr @g_168, align 2
  %687 = sext i16 %686 to i32
  %688 = icmp ne i32 %687, 0
  %689 = zext i1 %688 to i32
  %690 = load ptr, ptr %12, align 8
  %691 = load i8, ptr %690, align 1
  %692 = add i8 %691, 1
  store i8 %692, ptr %690, align 1
  %693 = zext i8 %692 to i32
  %694 = icmp slt i32 %689, %693
  %695 = zext i1 %694 to i32
  %696 = load ptr, ptr %65, align 8
  %697 = icmp eq ptr %696, null
  %698 = zext i1 %697 to i32
  %699 = trunc i32 %698 to i16
  %700 = load i32, ptr %83, align 4
  %701 = trunc i32 %700 to i8
  %702 = load ptr, ptr %4, align 8
  store i8 %701, ptr %702, align 1
  %703 = sext i8 %701 to i32
  %704 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 0
  %705 = getelementptr inbounds [4 x i32], ptr %704, i64 0, i64 2
  %706 = load i32, ptr %705, align 8
  %707 = xor i32 %703, %706
  %708 = load i32, ptr %83, align 4
  %709 = trunc i32 %708 to i16
  %710 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %699, i16 noundef zeroext %709)
  %711 = load i32, ptr %14, align 4
  %712 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %710, i32 noundef %711)
  %713 = sext i16 %712 to i32
  %714 = icmp ne i32 %713, 0
  br i1 %714, label %718, label %715

715:                                              ; preds = %685
  %716 = load i32, ptr @g_32, align 4
  %717 = icmp ne i32 %716, 0
  br label %718

718:                                              ; preds = %715, %685, %681
  %719 = phi i1 [ true, %685 ], [ true, %681 ], [ %717, %715 ]
  %720 = zext i1 %719 to i32
  %721 = load volatile ptr, ptr @g_46, align 8
  %722 = load ptr, ptr %721, align 8
  store i32 %720, ptr %722, align 4
  %723 = load volatile ptr, ptr @g_46, align 8
  %724 = load ptr, ptr %723, align 8
  %725 = load i32, ptr %724, align 4
  %726 = icmp ne i32 %725, 0
  br i1 %726, label %727, label %728

727:                                              ; preds = %718
  br label %765

728:                                              ; preds = %718
  %729 = load i32, ptr %83, align 4
  %730 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 3
  %731 = getelementptr inbounds [4 x i32], ptr %730, i64 0, i64 1
  store i32 6, ptr %731, align 4
  %732 = load i8, ptr %74, align 1
  %733 = zext i8 %732 to i32
  %734 = icmp ne i32 %733, 0
  br i1 %734, label %735, label %753

735:                                              ; preds = %728
  %736 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 4, i16 noundef signext -25378)
  %737 = sext i16 %736 to i32
  %738 = icmp ne i32 %737, 0
  br i1 %738, label %740, label %739

739:                                              ; preds = %735
  br label %740

740:                                              ; preds = %739, %735
  %741 = phi i1 [ true, %735 ], [ true, %739 ]
  %742 = zext i1 %741 to i32
  %743 = getelementptr inbounds [5 x [6 x ptr]], ptr %75, i64 0, i64 0
  %744 = getelementptr inbounds [6 x ptr], ptr %743, i64 0, i64 3
  %745 = load ptr, ptr %744, align 8
  %746 = icmp ne ptr null, %745
  %747 = zext i1 %746 to i32
  %748 = sext i32 %747 to i64
  %749 = icmp eq i64 %748, 5
  %750 = zext i1 %749 to i32
  %751 = sext i32 %750 to i64
  %752 = icmp ugt i64 %751, -7
  br label %753

753:                                              ; preds = %740, %728
  %754 = phi i1 [ false, %728 ], [ %752, %740 ]
  %755 = zext i1 %754 to i32
  %756 = icmp sge i32 6, %755
  %757 = zext i1 %756 to i32
  %758 = or i32 1, %757
  %759 = load i8, ptr %74, align 1
  %760 = zext i8 %759 to i32
  %761 = icmp eq i32 %758, %760
  %762 = zext i1 %761 to i32
  %763 = load ptr, ptr @g_42, align 8
  store i32 %762, ptr %763, align 4
  %764 = load ptr, ptr %84, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %764, ptr align 8 @g_208, i64 32, i1 true)
  br label %765

765:                                              ; preds = %753, %727
  %766 = load i16, ptr @g_88, align 2
  %767 = zext i16 %766 to i32
  %768 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %767, i32 noundef 3)
  %769 = trunc i32 %768 to i16
  store i16 %769, ptr @g_88, align 2
  br label %677, !llvm.loop !22

770:                                              ; preds = %677
  %771 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %772 = getelementptr inbounds [6 x [9 x i16]], ptr %771, i64 0, i64 3
  %773 = getelementptr inbounds [9 x i16], ptr %772, i64 0, i64 6
  %774 = load i16, ptr %773, align 2
  %775 = zext i16 %774 to i32
  %776 = icmp ne i32 %775, 0
  br i1 %776, label %806, label %777

777:                                              ; preds = %770
  %778 = load i32, ptr @g_3, align 4
  %779 = load ptr, ptr %16, align 8
  %780 = icmp ne ptr null, %779
  br i1 %780, label %782, label %781

781:                                              ; preds = %777
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %85, ptr align 8 @g_222, i64 32, i1 true)
  br label %782

782:                                              ; preds = %781, %777
  %783 = phi i1 [ true, %777 ], [ false, %781 ]
  %784 = zext i1 %783 to i32
  %785 = trunc i32 %784 to i8
  %786 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %785, i32 noundef 0)
  %787 = sext i8 %786 to i32
  %788 = load i8, ptr @g_111, align 1
  %789 = zext i8 %788 to i32
  %790 = xor i32 %787, %789
  %791 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef -1, i32 noundef %790)
  %792 = load i8, ptr %74, align 1
  %793 = zext i8 %792 to i32
  %794 = icmp sge i32 %791, %793
  %795 = zext i1 %794 to i32
  %796 = icmp slt i32 -1, %795
  %797 = zext i1 %796 to i32
  %798 = trunc i32 %797 to i8
  %799 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %800 = getelementptr inbounds [4 x i32], ptr %799, i64 0, i64 2
  %801 = load i32, ptr %800, align 8
  %802 = trunc i32 %801 to i8
  %803 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %798, i8 noundef signext %802)
  %804 = sext i8 %803 to i32
  %805 = icmp ne i32 %804, 0
  br label %806

806:                                              ; preds = %782, %770
  %807 = phi i1 [ true, %770 ], [ %805, %782 ]
  %808 = zext i1 %807 to i32
  %809 = load i32, ptr @g_32, align 4
  %810 = icmp eq i32 %808, %809
  %811 = zext i1 %810 to i32
  %812 = load ptr, ptr @g_42, align 8
  %813 = load i32, ptr %812, align 4
  %814 = xor i32 %813, %811
  store i32 %814, ptr %812, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %86, ptr align 8 @g_229, i64 32, i1 true)
  %815 = load ptr, ptr @g_230, align 8
  %816 = load ptr, ptr %16, align 8
  store ptr %815, ptr %816, align 8
  %817 = icmp ne ptr %815, null
  %818 = zext i1 %817 to i32
  %819 = load ptr, ptr %77, align 8
  %820 = load i32, ptr %819, align 4
  %821 = add i32 %820, 1
  store i32 %821, ptr %819, align 4
  %822 = icmp ne i32 %820, 0
  br i1 %822, label %828, label %823

823:                                              ; preds = %806
  %824 = load volatile ptr, ptr @g_46, align 8
  %825 = load ptr, ptr %824, align 8
  %826 = load i32, ptr %825, align 4
  %827 = icmp ne i32 %826, 0
  br label %828

828:                                              ; preds = %823, %806
  %829 = phi i1 [ true, %806 ], [ %827, %823 ]
  %830 = zext i1 %829 to i32
  %831 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %832 = getelementptr inbounds [6 x [9 x i16]], ptr %831, i64 0, i64 1
  %833 = getelementptr inbounds [9 x i16], ptr %832, i64 0, i64 5
  %834 = load i16, ptr %833, align 2
  %835 = zext i16 %834 to i32
  %836 = icmp slt i32 %830, %835
  %837 = zext i1 %836 to i32
  %838 = load i64, ptr @g_38, align 8
  br i1 true, label %839, label %854

839:                                              ; preds = %828
  %840 = load i16, ptr @g_88, align 2
  %841 = zext i16 %840 to i32
  %842 = call i32 @safe_add_func_int32_t_s_s(i32 noundef -1, i32 noundef %841)
  %843 = xor i32 %842, -1
  %844 = load i8, ptr @g_111, align 1
  %845 = zext i8 %844 to i32
  %846 = load ptr, ptr @g_231, align 8
  %847 = load i8, ptr %846, align 1
  %848 = sext i8 %847 to i32
  %849 = and i32 %845, %848
  store i32 %849, ptr %79, align 4
  %850 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), align 16
  %851 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext -17455, i32 noundef %850)
  %852 = sext i16 %851 to i32
  %853 = icmp ne i32 %852, 0
  br label %854

854:                                              ; preds = %839, %828
  %855 = phi i1 [ false, %828 ], [ %853, %839 ]
  %856 = zext i1 %855 to i32
  %857 = trunc i32 %856 to i16
  %858 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %857, i16 noundef zeroext 2073)
  %859 = zext i16 %858 to i32
  %860 = load i8, ptr %74, align 1
  %861 = zext i8 %860 to i32
  %862 = icmp sgt i32 %859, %861
  br i1 %862, label %866, label %863

863:                                              ; preds = %854
  %864 = load i32, ptr %17, align 4
  %865 = icmp ne i32 %864, 0
  br label %866

866:                                              ; preds = %863, %854
  %867 = phi i1 [ true, %854 ], [ %865, %863 ]
  %868 = xor i1 %867, true
  %869 = zext i1 %868 to i32
  %870 = icmp ne i32 %837, %869
  %871 = zext i1 %870 to i32
  %872 = trunc i32 %871 to i8
  store i8 %872, ptr @g_111, align 1
  %873 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %874 = getelementptr inbounds [4 x i32], ptr %873, i64 0, i64 2
  %875 = load i32, ptr %874, align 8
  %876 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 1
  %877 = getelementptr inbounds [4 x i32], ptr %876, i64 0, i64 0
  store i32 %875, ptr %877, align 16
  %878 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %879 = sext i8 %878 to i32
  %880 = load i32, ptr @g_250, align 4
  %881 = or i32 %880, %879
  store i32 %881, ptr @g_250, align 4
  %882 = zext i32 %881 to i64
  %883 = icmp sge i64 %882, 2096839789
  %884 = zext i1 %883 to i32
  %885 = load i32, ptr %14, align 4
  %886 = icmp sge i32 %884, %885
  %887 = zext i1 %886 to i32
  %888 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %889 = getelementptr inbounds [4 x i32], ptr %888, i64 0, i64 2
  %890 = load i32, ptr %889, align 8
  %891 = sext i32 %890 to i64
  %892 = icmp slt i64 %891, 1568482696
  %893 = zext i1 %892 to i32
  %894 = sext i32 %893 to i64
  %895 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %894, i64 noundef 1)
  %896 = call i64 @safe_mul_func_uint64_t_u_u(i64 noundef %895, i64 noundef 0)
  %897 = load i8, ptr @g_97, align 1
  %898 = zext i8 %897 to i64
  %899 = icmp ule i64 %896, %898
  %900 = zext i1 %899 to i32
  %901 = trunc i32 %900 to i16
  %902 = load i32, ptr %10, align 4
  %903 = trunc i32 %902 to i16
  %904 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %901, i16 noundef zeroext %903)
  %905 = zext i16 %904 to i64
  %906 = load i64, ptr @g_38, align 8
  %907 = or i64 %905, %906
  %908 = trunc i64 %907 to i32
  %909 = load i16, ptr %76, align 2
  %910 = zext i16 %909 to i32
  %911 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %908, i32 noundef %910)
  %912 = trunc i32 %911 to i16
  %913 = load i32, ptr %14, align 4
  %914 = trunc i32 %913 to i16
  %915 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %912, i16 noundef zeroext %914)
  %916 = zext i16 %915 to i32
  %917 = icmp ne i32 %916, 0
  br i1 %917, label %921, label %918

918:                                              ; preds = %866
  %919 = load i64, ptr @g_38, align 8
  %920 = icmp ne i64 %919, 0
  br label %921

921:                                              ; preds = %918, %866
  %922 = phi i1 [ true, %866 ], [ %920, %918 ]
  %923 = zext i1 %922 to i32
  %924 = trunc i32 %923 to i8
  %925 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %924, i32 noundef 2)
  %926 = zext i8 %925 to i64
  %927 = load ptr, ptr %5, align 8
  store i64 %926, ptr %927, align 8
  %928 = icmp eq i64 %926, -921617927551285615
  %929 = zext i1 %928 to i32
  %930 = sext i32 %929 to i64
  %931 = icmp eq i64 %930, 2
  %932 = zext i1 %931 to i32
  %933 = load i32, ptr @g_3, align 4
  %934 = xor i32 %933, %932
  store i32 %934, ptr @g_3, align 4
  %935 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 1), align 4
  store i32 %935, ptr %1, align 4
  br label %1769

936:                                              ; preds = %659
  store ptr %66, ptr %87, align 8
  store i32 -1, ptr %88, align 4
  store i32 -403916440, ptr %89, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %90, ptr align 16 @__const.func_1.l_274, i64 32, i1 false)
  store i32 0, ptr %91, align 4
  store i32 -678981694, ptr %92, align 4
  %937 = load ptr, ptr %66, align 8
  %938 = load ptr, ptr %87, align 8
  store ptr %937, ptr %938, align 8
  %939 = load ptr, ptr %18, align 8
  %940 = icmp ne ptr %937, %939
  %941 = zext i1 %940 to i32
  %942 = trunc i32 %941 to i16
  store i16 %942, ptr @g_11, align 2
  %943 = sext i16 %942 to i32
  %944 = load i32, ptr %88, align 4
  %945 = sext i32 %944 to i64
  %946 = and i64 %945, 1
  %947 = trunc i64 %946 to i32
  store i32 %947, ptr %88, align 4
  %948 = icmp sge i32 %943, %947
  %949 = zext i1 %948 to i32
  %950 = trunc i32 %949 to i8
  %951 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %950, i8 noundef signext 4)
  %952 = sext i8 %951 to i32
  %953 = icmp ne i32 %952, 0
  br i1 %953, label %989, label %954

954:                                              ; preds = %936
  %955 = load ptr, ptr %16, align 8
  %956 = load ptr, ptr %955, align 8
  %957 = load ptr, ptr %956, align 8
  store i8 1, ptr %957, align 1
  br i1 true, label %963, label %958

958:                                              ; preds = %954
  %959 = load ptr, ptr @g_155, align 8
  %960 = load volatile i8, ptr %959, align 1
  %961 = sext i8 %960 to i32
  %962 = icmp ne i32 %961, 0
  br label %963

963:                                              ; preds = %958, %954
  %964 = phi i1 [ true, %954 ], [ %962, %958 ]
  %965 = zext i1 %964 to i32
  %966 = sext i32 %965 to i64
  %967 = icmp sge i64 1, %966
  %968 = zext i1 %967 to i32
  %969 = getelementptr inbounds [4 x i16], ptr %67, i64 0, i64 0
  %970 = load i16, ptr %969, align 2
  %971 = sext i16 %970 to i64
  %972 = load i64, ptr @g_61, align 8
  %973 = or i64 %971, %972
  %974 = trunc i64 %973 to i8
  %975 = load i64, ptr @g_61, align 8
  %976 = trunc i64 %975 to i8
  %977 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %974, i8 noundef zeroext %976)
  %978 = zext i8 %977 to i32
  %979 = icmp ne i32 %978, 0
  br i1 %979, label %980, label %983

980:                                              ; preds = %963
  %981 = load i32, ptr %88, align 4
  %982 = icmp ne i32 %981, 0
  br label %983

983:                                              ; preds = %980, %963
  %984 = phi i1 [ false, %963 ], [ %982, %980 ]
  %985 = zext i1 %984 to i32
  %986 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext 84, i32 noundef %985)
  %987 = sext i8 %986 to i32
  %988 = icmp ne i32 %987, 0
  br i1 %988, label %989, label %1003

989:                                              ; preds = %983, %936
  store ptr %8, ptr %94, align 8
  store ptr %14, ptr %95, align 8
  store ptr @g_78, ptr %96, align 8
  store ptr %8, ptr %97, align 8
  store ptr %88, ptr %98, align 8
  store i32 -1379499037, ptr %99, align 4
  store ptr null, ptr %100, align 8
  store ptr @g_43, ptr %101, align 8
  store ptr @g_3, ptr %102, align 8
  store ptr %14, ptr %103, align 8
  store ptr %6, ptr %104, align 8
  store ptr @g_43, ptr %105, align 8
  store ptr null, ptr %106, align 8
  store i32 0, ptr %108, align 4
  br label %990

990:                                              ; preds = %997, %989
  %991 = load i32, ptr %108, align 4
  %992 = icmp slt i32 %991, 2
  br i1 %992, label %993, label %1000

993:                                              ; preds = %990
  %994 = load i32, ptr %108, align 4
  %995 = sext i32 %994 to i64
  %996 = getelementptr inbounds [2 x ptr], ptr %107, i64 0, i64 %995
  store ptr @g_78, ptr %996, align 8
  br label %997

997:                                              ; preds = %993
  %998 = load i32, ptr %108, align 4
  %999 = add nsw i32 %998, 1
  store i32 %999, ptr %108, align 4
  br label %990, !llvm.loop !23

1000:                                             ; preds = %990
  %1001 = load i32, ptr %91, align 4
  %1002 = add i32 %1001, -1
  store i32 %1002, ptr %91, align 4
  br label %1019

1003:                                             ; preds = %983
  %1004 = load ptr, ptr @g_42, align 8
  %1005 = load i32, ptr %1004, align 4
  %1006 = sext i32 %1005 to i64
  %1007 = and i64 %1006, 2546284289
  %1008 = trunc i64 %1007 to i32
  store i32 %1008, ptr %1004, align 4
  store i32 %1008, ptr %92, align 4
  %1009 = load ptr, ptr @g_42, align 8
  %1010 = load i32, ptr %1009, align 4
  %1011 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %1012 = getelementptr inbounds [4 x i32], ptr %1011, i64 0, i64 2
  %1013 = load i32, ptr %1012, align 8
  %1014 = or i32 %1013, %1010
  store i32 %1014, ptr %1012, align 8
  %1015 = load i32, ptr %10, align 4
  %1016 = icmp ne i32 %1015, 0
  br i1 %1016, label %1017, label %1018

1017:                                             ; preds = %1003
  br label %1134

1018:                                             ; preds = %1003
  br label %1019

1019:                                             ; preds = %1018, %1000
  %1020 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 4
  %1021 = getelementptr inbounds [4 x i32], ptr %1020, i64 0, i64 3
  %1022 = load i32, ptr %1021, align 4
  %1023 = icmp ne i32 %1022, 0
  br i1 %1023, label %1024, label %1025

1024:                                             ; preds = %1019
  br label %1134

1025:                                             ; preds = %1019
  br label %1026

1026:                                             ; preds = %1025
  %1027 = getelementptr inbounds [7 x i32], ptr %69, i64 0, i64 2
  %1028 = load i32, ptr %1027, align 8
  %1029 = load ptr, ptr @g_42, align 8
  %1030 = load i32, ptr %1029, align 4
  %1031 = xor i32 %1030, %1028
  store i32 %1031, ptr %1029, align 4
  %1032 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 2), align 8
  %1033 = load ptr, ptr %65, align 8
  %1034 = load ptr, ptr %1033, align 8
  %1035 = load i8, ptr %1034, align 1
  %1036 = add i8 %1035, 1
  store i8 %1036, ptr %1034, align 1
  %1037 = zext i8 %1036 to i64
  %1038 = icmp sle i64 %1032, %1037
  %1039 = zext i1 %1038 to i32
  %1040 = load i64, ptr @g_38, align 8
  %1041 = trunc i64 %1040 to i16
  %1042 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1043 = getelementptr inbounds [6 x [9 x i16]], ptr %1042, i64 0, i64 1
  %1044 = getelementptr inbounds [9 x i16], ptr %1043, i64 0, i64 5
  %1045 = load i16, ptr %1044, align 2
  %1046 = load i32, ptr @g_250, align 4
  %1047 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %1048 = sext i8 %1047 to i32
  %1049 = icmp uge i32 %1046, %1048
  %1050 = zext i1 %1049 to i32
  %1051 = trunc i32 %1050 to i8
  %1052 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %1051, i32 noundef 7)
  %1053 = zext i8 %1052 to i32
  store i32 -1041341112, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 1), align 4
  %1054 = load ptr, ptr %72, align 8
  store i32 -1041341112, ptr %1054, align 4
  %1055 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1056 = getelementptr inbounds [6 x [9 x i16]], ptr %1055, i64 0, i64 1
  %1057 = getelementptr inbounds [9 x i16], ptr %1056, i64 0, i64 5
  %1058 = load i16, ptr %1057, align 2
  %1059 = zext i16 %1058 to i32
  %1060 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef -1041341112, i32 noundef %1059)
  %1061 = icmp ne i32 %1060, 0
  br i1 %1061, label %1062, label %1077

1062:                                             ; preds = %1026
  %1063 = load ptr, ptr @g_42, align 8
  %1064 = load i32, ptr %1063, align 4
  %1065 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1066 = getelementptr inbounds [6 x [9 x i16]], ptr %1065, i64 0, i64 1
  %1067 = getelementptr inbounds [9 x i16], ptr %1066, i64 0, i64 7
  %1068 = load i16, ptr %1067, align 2
  %1069 = zext i16 %1068 to i32
  %1070 = or i32 %1064, %1069
  %1071 = load i32, ptr %17, align 4
  %1072 = icmp eq i32 %1070, %1071
  %1073 = zext i1 %1072 to i32
  %1074 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef 884548523, i32 noundef %1073)
  %1075 = zext i32 %1074 to i64
  %1076 = icmp ne i64 %1075, 1856134674
  br label %1077

1077:                                             ; preds = %1062, %1026
  %1078 = phi i1 [ false, %1026 ], [ %1076, %1062 ]
  %1079 = zext i1 %1078 to i32
  %1080 = icmp sge i32 %1053, %1079
  br i1 %1080, label %1081, label %1085

1081:                                             ; preds = %1077
  %1082 = load volatile i16, ptr @g_168, align 2
  %1083 = sext i16 %1082 to i32
  %1084 = icmp ne i32 %1083, 0
  br label %1085

1085:                                             ; preds = %1081, %1077
  %1086 = phi i1 [ false, %1077 ], [ %1084, %1081 ]
  %1087 = zext i1 %1086 to i32
  %1088 = trunc i32 %1087 to i8
  %1089 = load i32, ptr %14, align 4
  %1090 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %1088, i32 noundef %1089)
  %1091 = sext i8 %1090 to i32
  %1092 = load i32, ptr %17, align 4
  %1093 = icmp ne i32 %1091, %1092
  %1094 = zext i1 %1093 to i32
  %1095 = trunc i32 %1094 to i16
  %1096 = load i8, ptr @g_111, align 1
  %1097 = zext i8 %1096 to i16
  %1098 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %1095, i16 noundef zeroext %1097)
  %1099 = zext i16 %1098 to i64
  %1100 = icmp sle i64 %1099, 234
  %1101 = zext i1 %1100 to i32
  %1102 = trunc i32 %1101 to i16
  %1103 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %1041, i16 noundef zeroext %1102)
  %1104 = icmp ne i16 %1103, 0
  %1105 = xor i1 %1104, true
  %1106 = zext i1 %1105 to i32
  %1107 = trunc i32 %1106 to i16
  %1108 = load i32, ptr @g_43, align 4
  %1109 = trunc i32 %1108 to i16
  %1110 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %1107, i16 noundef zeroext %1109)
  %1111 = zext i16 %1110 to i32
  %1112 = icmp ne i32 %1111, 0
  br i1 %1112, label %1117, label %1113

1113:                                             ; preds = %1085
  br i1 true, label %1117, label %1114

1114:                                             ; preds = %1113
  %1115 = load i32, ptr %14, align 4
  %1116 = icmp ne i32 %1115, 0
  br label %1117

1117:                                             ; preds = %1114, %1113, %1085
  %1118 = phi i1 [ true, %1113 ], [ true, %1085 ], [ %1116, %1114 ]
  %1119 = zext i1 %1118 to i32
  %1120 = icmp eq i32 %1039, %1119
  %1121 = zext i1 %1120 to i32
  %1122 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %1123 = getelementptr inbounds [4 x i32], ptr %1122, i64 0, i64 2
  %1124 = load i32, ptr %1123, align 8
  %1125 = and i32 %1124, %1121
  store i32 %1125, ptr %1123, align 8
  %1126 = load volatile ptr, ptr @g_46, align 8
  %1127 = load ptr, ptr %1126, align 8
  %1128 = load i32, ptr %1127, align 4
  %1129 = load i32, ptr %68, align 4
  %1130 = or i32 %1129, %1128
  store i32 %1130, ptr %68, align 4
  br label %1131

1131:                                             ; preds = %1117
  %1132 = load i16, ptr %2, align 2
  %1133 = add i16 %1132, 1
  store i16 %1133, ptr %2, align 2
  br label %655, !llvm.loop !24

1134:                                             ; preds = %1024, %1017, %655
  %1135 = load volatile i32, ptr @g_208, align 8
  %1136 = load ptr, ptr %18, align 8
  %1137 = icmp ne ptr %1136, @g_11
  %1138 = zext i1 %1137 to i32
  %1139 = load i8, ptr @g_111, align 1
  %1140 = zext i8 %1139 to i32
  %1141 = load i32, ptr @g_3, align 4
  %1142 = trunc i32 %1141 to i16
  %1143 = load ptr, ptr @g_322, align 8
  %1144 = icmp eq ptr %1143, null
  %1145 = zext i1 %1144 to i32
  %1146 = load i32, ptr %17, align 4
  %1147 = load ptr, ptr %16, align 8
  %1148 = load ptr, ptr %1147, align 8
  %1149 = load ptr, ptr %16, align 8
  store ptr %1148, ptr %1149, align 8
  %1150 = load ptr, ptr %19, align 8
  %1151 = icmp ne ptr %1148, %1150
  %1152 = zext i1 %1151 to i32
  %1153 = trunc i32 %1152 to i16
  %1154 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %1142, i16 noundef zeroext %1153)
  %1155 = zext i16 %1154 to i32
  %1156 = or i32 1, %1155
  %1157 = trunc i32 %1156 to i8
  %1158 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1159 = getelementptr inbounds [6 x [9 x i16]], ptr %1158, i64 0, i64 2
  %1160 = getelementptr inbounds [9 x i16], ptr %1159, i64 0, i64 8
  %1161 = load i16, ptr %1160, align 4
  %1162 = zext i16 %1161 to i32
  %1163 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %1157, i32 noundef %1162)
  %1164 = sext i8 %1163 to i16
  %1165 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %1164, i16 noundef zeroext 11892)
  %1166 = zext i16 %1165 to i32
  %1167 = load i32, ptr %6, align 4
  %1168 = or i32 %1166, %1167
  %1169 = sext i32 %1168 to i64
  %1170 = icmp sge i64 %1169, 7634111684824154030
  %1171 = zext i1 %1170 to i32
  %1172 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %1173 = icmp sgt i32 %1171, %1172
  %1174 = xor i1 %1173, true
  %1175 = zext i1 %1174 to i32
  %1176 = xor i32 %1140, %1175
  %1177 = load i32, ptr %6, align 4
  %1178 = icmp slt i32 %1176, %1177
  %1179 = zext i1 %1178 to i32
  %1180 = sext i32 %1179 to i64
  %1181 = or i64 %1180, 1
  %1182 = icmp ne i64 %1181, 0
  br i1 %1182, label %1186, label %1183

1183:                                             ; preds = %1134
  %1184 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 4), align 4
  %1185 = icmp ne i32 %1184, 0
  br label %1186

1186:                                             ; preds = %1183, %1134
  %1187 = phi i1 [ true, %1134 ], [ %1185, %1183 ]
  %1188 = zext i1 %1187 to i32
  %1189 = or i32 %1138, %1188
  %1190 = load i32, ptr %8, align 4
  %1191 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %1189, i32 noundef %1190)
  %1192 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1193 = getelementptr inbounds [6 x [9 x i16]], ptr %1192, i64 0, i64 2
  %1194 = getelementptr inbounds [9 x i16], ptr %1193, i64 0, i64 2
  %1195 = load i16, ptr %1194, align 4
  %1196 = zext i16 %1195 to i32
  %1197 = or i32 %1191, %1196
  %1198 = trunc i32 %1197 to i8
  %1199 = load i16, ptr %2, align 2
  %1200 = trunc i16 %1199 to i8
  %1201 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %1198, i8 noundef signext %1200)
  %1202 = sext i8 %1201 to i32
  %1203 = load ptr, ptr @g_42, align 8
  %1204 = load i32, ptr %1203, align 4
  %1205 = or i32 %1204, %1202
  store i32 %1205, ptr %1203, align 4
  %1206 = icmp ne i32 %1205, 0
  br i1 %1206, label %1207, label %1238

1207:                                             ; preds = %1186
  store i32 0, ptr %6, align 4
  br label %1208

1208:                                             ; preds = %1232, %1207
  %1209 = load i32, ptr %6, align 4
  %1210 = icmp sgt i32 %1209, -26
  br i1 %1210, label %1211, label %1237

1211:                                             ; preds = %1208
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %109, ptr align 16 @__const.func_1.l_329, i64 36, i1 false)
  %1212 = load i32, ptr @g_307, align 4
  %1213 = load volatile ptr, ptr @g_46, align 8
  %1214 = load ptr, ptr %1213, align 8
  store ptr %1214, ptr %20, align 8
  %1215 = load ptr, ptr @g_322, align 8
  %1216 = load volatile ptr, ptr %1215, align 8
  %1217 = load volatile i8, ptr %1216, align 1
  %1218 = zext i8 %1217 to i64
  %1219 = or i64 %1218, 153
  %1220 = load ptr, ptr %20, align 8
  %1221 = load i32, ptr %1220, align 4
  %1222 = sext i32 %1221 to i64
  %1223 = xor i64 %1222, %1219
  %1224 = trunc i64 %1223 to i32
  store i32 %1224, ptr %1220, align 4
  %1225 = load ptr, ptr @g_42, align 8
  store i32 8, ptr %1225, align 4
  %1226 = getelementptr inbounds [9 x [2 x i16]], ptr %109, i64 0, i64 8
  %1227 = getelementptr inbounds [2 x i16], ptr %1226, i64 0, i64 1
  %1228 = load i16, ptr %1227, align 2
  %1229 = icmp ne i16 %1228, 0
  br i1 %1229, label %1230, label %1231

1230:                                             ; preds = %1211
  br label %1237

1231:                                             ; preds = %1211
  br label %1232

1232:                                             ; preds = %1231
  %1233 = load i32, ptr %6, align 4
  %1234 = trunc i32 %1233 to i8
  %1235 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %1234, i8 noundef zeroext 7)
  %1236 = zext i8 %1235 to i32
  store i32 %1236, ptr %6, align 4
  br label %1208, !llvm.loop !25

1237:                                             ; preds = %1230, %1208
  br label %1767

1238:                                             ; preds = %1186
  store i32 -1, ptr %112, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %113, ptr align 16 @__const.func_1.l_343, i64 896, i1 false)
  store ptr @g_352, ptr %114, align 8
  store i32 -1, ptr %115, align 4
  store ptr null, ptr %116, align 8
  store i32 -6, ptr %117, align 4
  store i32 -1096954244, ptr %118, align 4
  store i32 1, ptr %119, align 4
  store ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 2), ptr %120, align 8
  store i32 0, ptr @g_307, align 4
  br label %1239

1239:                                             ; preds = %1479, %1238
  %1240 = load i32, ptr @g_307, align 4
  %1241 = icmp uge i32 %1240, 49
  br i1 %1241, label %1242, label %1482

1242:                                             ; preds = %1239
  store ptr %6, ptr %124, align 8
  store i32 1206734404, ptr %126, align 4
  store ptr @g_231, ptr %127, align 8
  %1243 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1244 = getelementptr inbounds [6 x [9 x i16]], ptr %1243, i64 0, i64 1
  %1245 = getelementptr inbounds [9 x i16], ptr %1244, i64 0, i64 5
  store ptr %1245, ptr %128, align 8
  %1246 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 0
  store ptr %1246, ptr %130, align 8
  store ptr @g_61, ptr %131, align 8
  %1247 = getelementptr inbounds [1 x ptr], ptr %132, i64 0, i64 0
  store ptr %1247, ptr %133, align 8
  store ptr @g_398, ptr %134, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %135, ptr align 16 @__const.func_1.l_399, i64 56, i1 false)
  store i32 -7, ptr %136, align 4
  store i32 0, ptr %137, align 4
  br label %1248

1248:                                             ; preds = %1255, %1242
  %1249 = load i32, ptr %137, align 4
  %1250 = icmp slt i32 %1249, 6
  br i1 %1250, label %1251, label %1258

1251:                                             ; preds = %1248
  %1252 = load i32, ptr %137, align 4
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr inbounds [6 x ptr], ptr %125, i64 0, i64 %1253
  store ptr %8, ptr %1254, align 8
  br label %1255

1255:                                             ; preds = %1251
  %1256 = load i32, ptr %137, align 4
  %1257 = add nsw i32 %1256, 1
  store i32 %1257, ptr %137, align 4
  br label %1248, !llvm.loop !26

1258:                                             ; preds = %1248
  store i32 0, ptr %137, align 4
  br label %1259

1259:                                             ; preds = %1266, %1258
  %1260 = load i32, ptr %137, align 4
  %1261 = icmp slt i32 %1260, 2
  br i1 %1261, label %1262, label %1269

1262:                                             ; preds = %1259
  %1263 = load i32, ptr %137, align 4
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 %1264
  store i32 -715999603, ptr %1265, align 4
  br label %1266

1266:                                             ; preds = %1262
  %1267 = load i32, ptr %137, align 4
  %1268 = add nsw i32 %1267, 1
  store i32 %1268, ptr %137, align 4
  br label %1259, !llvm.loop !27

1269:                                             ; preds = %1259
  store i32 0, ptr %137, align 4
  br label %1270

1270:                                             ; preds = %1277, %1269
  %1271 = load i32, ptr %137, align 4
  %1272 = icmp slt i32 %1271, 1
  br i1 %1272, label %1273, label %1280

1273:                                             ; preds = %1270
  %1274 = load i32, ptr %137, align 4
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr inbounds [1 x ptr], ptr %132, i64 0, i64 %1275
  store ptr null, ptr %1276, align 8
  br label %1277

1277:                                             ; preds = %1273
  %1278 = load i32, ptr %137, align 4
  %1279 = add nsw i32 %1278, 1
  store i32 %1279, ptr %137, align 4
  br label %1270, !llvm.loop !28

1280:                                             ; preds = %1270
  %1281 = load i32, ptr %112, align 4
  %1282 = add i32 %1281, 1
  store i32 %1282, ptr %112, align 4
  %1283 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1284 = getelementptr inbounds [7 x [4 x i32]], ptr %1283, i64 0, i64 5
  %1285 = getelementptr inbounds [4 x i32], ptr %1284, i64 0, i64 1
  %1286 = load i32, ptr %1285, align 4
  %1287 = load volatile ptr, ptr @g_46, align 8
  %1288 = load ptr, ptr %1287, align 8
  %1289 = load i32, ptr %1288, align 4
  %1290 = load i32, ptr @g_43, align 4
  %1291 = load i16, ptr @g_88, align 2
  %1292 = zext i16 %1291 to i32
  %1293 = icmp slt i32 %1290, %1292
  %1294 = zext i1 %1293 to i32
  %1295 = load ptr, ptr @g_351, align 8
  store ptr %1295, ptr %114, align 8
  %1296 = icmp ne ptr %1295, @g_352
  %1297 = zext i1 %1296 to i32
  %1298 = load ptr, ptr %127, align 8
  store ptr null, ptr @g_230, align 8
  %1299 = icmp eq ptr %1298, null
  %1300 = zext i1 %1299 to i32
  %1301 = load ptr, ptr @g_42, align 8
  %1302 = load i32, ptr %1301, align 4
  %1303 = sext i32 %1302 to i64
  %1304 = icmp sgt i64 2705389370, %1303
  %1305 = zext i1 %1304 to i32
  store i32 %1305, ptr %115, align 4
  br i1 %1304, label %1306, label %1310

1306:                                             ; preds = %1280
  %1307 = load i16, ptr @g_11, align 2
  %1308 = sext i16 %1307 to i32
  %1309 = icmp ne i32 %1308, 0
  br label %1310

1310:                                             ; preds = %1306, %1280
  %1311 = phi i1 [ false, %1280 ], [ %1309, %1306 ]
  %1312 = zext i1 %1311 to i32
  %1313 = and i32 %1300, %1312
  %1314 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 6
  %1315 = getelementptr inbounds [7 x [4 x i32]], ptr %1314, i64 0, i64 3
  %1316 = getelementptr inbounds [4 x i32], ptr %1315, i64 0, i64 1
  %1317 = load i32, ptr %1316, align 4
  %1318 = icmp sgt i32 %1313, %1317
  %1319 = zext i1 %1318 to i32
  %1320 = sext i32 %1319 to i64
  %1321 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %1320, i64 noundef 2266329681852505737)
  %1322 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), align 8
  %1323 = sext i32 %1322 to i64
  %1324 = xor i64 %1321, %1323
  %1325 = load ptr, ptr %128, align 8
  %1326 = load i16, ptr %1325, align 2
  %1327 = zext i16 %1326 to i64
  %1328 = xor i64 %1327, %1324
  %1329 = trunc i64 %1328 to i16
  store i16 %1329, ptr %1325, align 2
  %1330 = zext i16 %1329 to i32
  %1331 = icmp ne i32 %1330, 0
  br i1 %1331, label %1333, label %1332

1332:                                             ; preds = %1310
  br label %1333

1333:                                             ; preds = %1332, %1310
  %1334 = phi i1 [ true, %1310 ], [ true, %1332 ]
  %1335 = zext i1 %1334 to i32
  %1336 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %1335, i32 noundef -6)
  %1337 = zext i32 %1336 to i64
  %1338 = icmp uge i64 %1337, 255
  %1339 = zext i1 %1338 to i32
  %1340 = trunc i32 %1339 to i16
  %1341 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %1340, i32 noundef 2)
  %1342 = sext i16 %1341 to i32
  %1343 = icmp ne i32 %1289, %1342
  %1344 = zext i1 %1343 to i32
  %1345 = trunc i32 %1344 to i8
  %1346 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 0
  %1347 = load i32, ptr %1346, align 4
  %1348 = trunc i32 %1347 to i8
  %1349 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %1345, i8 noundef zeroext %1348)
  %1350 = zext i8 %1349 to i32
  %1351 = trunc i32 %1350 to i8
  %1352 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %1351, i8 noundef zeroext -1)
  %1353 = zext i8 %1352 to i32
  %1354 = load i8, ptr @g_18, align 1
  %1355 = sext i8 %1354 to i32
  %1356 = and i32 %1353, %1355
  %1357 = icmp ne i32 %1356, 0
  br i1 %1357, label %1358, label %1361

1358:                                             ; preds = %1333
  %1359 = load i8, ptr @g_18, align 1
  %1360 = sext i8 %1359 to i32
  store i32 %1360, ptr %1, align 4
  br label %1769

1361:                                             ; preds = %1333
  store ptr %114, ptr %140, align 8
  store ptr %140, ptr %141, align 8
  %1362 = getelementptr inbounds [1 x ptr], ptr %141, i64 1
  store ptr %140, ptr %1362, align 8
  %1363 = getelementptr inbounds [1 x ptr], ptr %141, i64 2
  store ptr %140, ptr %1363, align 8
  %1364 = getelementptr inbounds [1 x ptr], ptr %141, i64 3
  store ptr %140, ptr %1364, align 8
  %1365 = getelementptr inbounds [1 x ptr], ptr %141, i64 4
  store ptr %140, ptr %1365, align 8
  %1366 = getelementptr inbounds [1 x ptr], ptr %141, i64 5
  store ptr %140, ptr %1366, align 8
  store i32 1152866105, ptr %142, align 4
  store i32 1, ptr %143, align 4
  store i32 0, ptr %144, align 4
  store i32 1759593303, ptr %145, align 4
  store ptr @g_351, ptr %116, align 8
  %1367 = getelementptr inbounds [1 x [9 x [1 x i32]]], ptr %21, i64 0, i64 0
  %1368 = getelementptr inbounds [9 x [1 x i32]], ptr %1367, i64 0, i64 6
  %1369 = getelementptr inbounds [1 x i32], ptr %1368, i64 0, i64 0
  %1370 = load i32, ptr %1369, align 8
  %1371 = add i32 %1370, -1
  store i32 %1371, ptr %1369, align 8
  br label %1372

1372:                                             ; preds = %1361
  %1373 = load ptr, ptr @g_351, align 8
  %1374 = load ptr, ptr %1373, align 8
  %1375 = icmp ne ptr @g_11, %1374
  %1376 = zext i1 %1375 to i32
  %1377 = load ptr, ptr %124, align 8
  %1378 = load i32, ptr %1377, align 4
  %1379 = load ptr, ptr %130, align 8
  %1380 = load i32, ptr %1379, align 4
  %1381 = add i32 %1380, 1
  store i32 %1381, ptr %1379, align 4
  %1382 = icmp eq i32 %1378, %1380
  %1383 = zext i1 %1382 to i32
  %1384 = load ptr, ptr %131, align 8
  %1385 = load i64, ptr %1384, align 8
  %1386 = and i64 %1385, -3441516844700490092
  store i64 %1386, ptr %1384, align 8
  %1387 = load ptr, ptr %133, align 8
  store ptr null, ptr %1387, align 8
  %1388 = load i16, ptr @g_11, align 2
  %1389 = sext i16 %1388 to i64
  %1390 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %1389, i64 noundef -7781574539511126060)
  %1391 = load i32, ptr %118, align 4
  %1392 = sext i32 %1391 to i64
  %1393 = icmp sgt i64 %1390, %1392
  %1394 = zext i1 %1393 to i32
  %1395 = load i32, ptr %112, align 4
  %1396 = icmp ult i32 %1394, %1395
  %1397 = zext i1 %1396 to i32
  %1398 = trunc i32 %1397 to i8
  %1399 = load ptr, ptr @g_322, align 8
  %1400 = load volatile ptr, ptr %1399, align 8
  %1401 = load volatile i8, ptr %1400, align 1
  %1402 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %1398, i8 noundef zeroext %1401)
  %1403 = zext i8 %1402 to i32
  %1404 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext 1, i32 noundef %1403)
  %1405 = zext i16 %1404 to i64
  %1406 = load ptr, ptr %134, align 8
  %1407 = load i64, ptr %1406, align 8
  %1408 = and i64 %1407, %1405
  store i64 %1408, ptr %1406, align 8
  %1409 = icmp ult i64 %1408, 1
  %1410 = zext i1 %1409 to i32
  %1411 = sext i32 %1410 to i64
  %1412 = icmp sge i64 %1411, -8
  %1413 = zext i1 %1412 to i32
  %1414 = trunc i32 %1413 to i16
  %1415 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %1414)
  %1416 = sext i16 %1415 to i32
  %1417 = load i16, ptr @g_11, align 2
  %1418 = sext i16 %1417 to i32
  %1419 = icmp ne i32 %1416, %1418
  %1420 = zext i1 %1419 to i32
  %1421 = trunc i32 %1420 to i16
  %1422 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %1421, i16 noundef zeroext 1)
  %1423 = zext i16 %1422 to i32
  %1424 = load ptr, ptr %12, align 8
  %1425 = load i8, ptr %1424, align 1
  %1426 = zext i8 %1425 to i32
  %1427 = or i32 %1426, %1423
  %1428 = trunc i32 %1427 to i8
  store i8 %1428, ptr %1424, align 1
  %1429 = zext i8 %1428 to i32
  %1430 = load ptr, ptr @g_231, align 8
  %1431 = load i8, ptr %1430, align 1
  %1432 = sext i8 %1431 to i32
  %1433 = icmp sgt i32 %1429, %1432
  %1434 = zext i1 %1433 to i32
  %1435 = sext i32 %1434 to i64
  %1436 = and i64 %1386, %1435
  %1437 = load ptr, ptr %124, align 8
  %1438 = load i32, ptr %1437, align 4
  %1439 = sext i32 %1438 to i64
  %1440 = icmp ule i64 9, %1439
  %1441 = zext i1 %1440 to i32
  %1442 = trunc i32 %1441 to i8
  %1443 = load ptr, ptr %15, align 8
  %1444 = load ptr, ptr %1443, align 8
  store i8 %1442, ptr %1444, align 1
  %1445 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %1442, i32 noundef 2)
  %1446 = load i32, ptr %8, align 4
  %1447 = icmp ne i32 %1446, 0
  br i1 %1447, label %1448, label %1452

1448:                                             ; preds = %1372
  %1449 = load ptr, ptr @g_42, align 8
  %1450 = load i32, ptr %1449, align 4
  %1451 = icmp ne i32 %1450, 0
  br label %1452

1452:                                             ; preds = %1448, %1372
  %1453 = phi i1 [ false, %1372 ], [ %1451, %1448 ]
  %1454 = zext i1 %1453 to i32
  %1455 = trunc i32 %1454 to i16
  %1456 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %1455, i16 noundef zeroext 9791)
  %1457 = zext i16 %1456 to i32
  %1458 = and i32 %1383, %1457
  %1459 = sext i32 %1458 to i64
  %1460 = icmp eq i64 -1, %1459
  %1461 = zext i1 %1460 to i32
  store i32 %1461, ptr @g_401, align 4
  %1462 = trunc i32 %1461 to i8
  %1463 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %1462, i32 noundef 6)
  %1464 = sext i8 %1463 to i64
  %1465 = and i64 0, %1464
  %1466 = trunc i64 %1465 to i8
  %1467 = load i32, ptr %136, align 4
  %1468 = trunc i32 %1467 to i8
  %1469 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %1466, i8 noundef signext %1468)
  %1470 = icmp ne i8 %1469, 0
  br i1 %1470, label %1471, label %1473

1471:                                             ; preds = %1452
  store i32 -1603734788, ptr %148, align 4
  %1472 = load i32, ptr %148, align 4
  store i32 %1472, ptr %1, align 4
  br label %1769

1473:                                             ; preds = %1452
  %1474 = load i32, ptr %115, align 4
  %1475 = load ptr, ptr %124, align 8
  %1476 = load i32, ptr %1475, align 4
  %1477 = xor i32 %1476, %1474
  store i32 %1477, ptr %1475, align 4
  br label %1478

1478:                                             ; preds = %1473
  br label %1479

1479:                                             ; preds = %1478
  %1480 = load i32, ptr @g_307, align 4
  %1481 = add i32 %1480, 1
  store i32 %1481, ptr @g_307, align 4
  br label %1239, !llvm.loop !29

1482:                                             ; preds = %1239
  %1483 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1484 = getelementptr inbounds [7 x [4 x i32]], ptr %1483, i64 0, i64 5
  %1485 = getelementptr inbounds [4 x i32], ptr %1484, i64 0, i64 2
  %1486 = load i32, ptr %1485, align 8
  %1487 = sext i32 %1486 to i64
  %1488 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1489 = getelementptr inbounds [6 x [9 x i16]], ptr %1488, i64 0, i64 2
  %1490 = getelementptr inbounds [9 x i16], ptr %1489, i64 0, i64 2
  %1491 = load i16, ptr %1490, align 4
  %1492 = trunc i16 %1491 to i8
  %1493 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %1492, i32 noundef 0)
  %1494 = zext i8 %1493 to i64
  %1495 = load ptr, ptr %5, align 8
  store i64 %1494, ptr %1495, align 8
  %1496 = icmp sgt i64 %1487, %1494
  br i1 %1496, label %1551, label %1497

1497:                                             ; preds = %1482
  %1498 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 1), align 4
  %1499 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1500 = getelementptr inbounds [7 x [4 x i32]], ptr %1499, i64 0, i64 5
  %1501 = getelementptr inbounds [4 x i32], ptr %1500, i64 0, i64 1
  %1502 = load i32, ptr %1501, align 4
  %1503 = trunc i32 %1502 to i8
  %1504 = load ptr, ptr %120, align 8
  %1505 = icmp eq ptr null, %1504
  %1506 = zext i1 %1505 to i32
  %1507 = trunc i32 %1506 to i8
  %1508 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %1503, i8 noundef signext %1507)
  %1509 = sext i8 %1508 to i16
  %1510 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %1509, i32 noundef 8)
  %1511 = sext i16 %1510 to i64
  %1512 = load volatile i16, ptr @g_222, align 8
  %1513 = sext i16 %1512 to i32
  %1514 = load ptr, ptr @g_231, align 8
  %1515 = load i8, ptr %1514, align 1
  %1516 = sext i8 %1515 to i64
  %1517 = icmp eq i64 0, %1516
  %1518 = zext i1 %1517 to i32
  %1519 = sext i32 %1518 to i64
  %1520 = icmp ult i64 7, %1519
  %1521 = zext i1 %1520 to i32
  %1522 = icmp sgt i32 %1513, %1521
  %1523 = zext i1 %1522 to i32
  %1524 = trunc i32 %1523 to i8
  %1525 = load ptr, ptr @g_231, align 8
  %1526 = load i8, ptr %1525, align 1
  %1527 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %1524, i8 noundef zeroext %1526)
  %1528 = zext i8 %1527 to i64
  %1529 = load i16, ptr @g_11, align 2
  %1530 = sext i16 %1529 to i64
  %1531 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %1528, i64 noundef %1530)
  %1532 = or i64 %1511, %1531
  %1533 = trunc i64 %1532 to i16
  %1534 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1535 = getelementptr inbounds [7 x [4 x i32]], ptr %1534, i64 0, i64 5
  %1536 = getelementptr inbounds [4 x i32], ptr %1535, i64 0, i64 1
  %1537 = load i32, ptr %1536, align 4
  %1538 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %1533, i32 noundef %1537)
  %1539 = sext i16 %1538 to i32
  %1540 = icmp ne i32 %1539, 0
  br i1 %1540, label %1545, label %1541

1541:                                             ; preds = %1497
  %1542 = load volatile i16, ptr @g_222, align 8
  %1543 = sext i16 %1542 to i32
  %1544 = icmp ne i32 %1543, 0
  br label %1545

1545:                                             ; preds = %1541, %1497
  %1546 = phi i1 [ true, %1497 ], [ %1544, %1541 ]
  %1547 = zext i1 %1546 to i32
  %1548 = sext i32 %1547 to i64
  %1549 = load ptr, ptr %5, align 8
  store i64 %1548, ptr %1549, align 8
  %1550 = icmp ne i64 %1548, 0
  br label %1551

1551:                                             ; preds = %1545, %1482
  %1552 = phi i1 [ true, %1482 ], [ %1550, %1545 ]
  %1553 = zext i1 %1552 to i32
  %1554 = trunc i32 %1553 to i8
  %1555 = load i8, ptr @g_111, align 1
  %1556 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %1554, i8 noundef zeroext %1555)
  %1557 = zext i8 %1556 to i32
  %1558 = load ptr, ptr @g_42, align 8
  %1559 = load i32, ptr %1558, align 4
  %1560 = xor i32 %1559, %1557
  store i32 %1560, ptr %1558, align 4
  store i16 0, ptr @g_88, align 2
  br label %1561

1561:                                             ; preds = %1763, %1551
  %1562 = load i16, ptr @g_88, align 2
  %1563 = zext i16 %1562 to i32
  %1564 = icmp sge i32 %1563, 33
  br i1 %1564, label %1565, label %1766

1565:                                             ; preds = %1561
  store ptr %20, ptr %149, align 8
  store ptr %5, ptr %150, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %151, ptr align 16 @__const.func_1.l_458, i64 384, i1 false)
  store i16 13229, ptr %152, align 2
  %1566 = load ptr, ptr %149, align 8
  store ptr %118, ptr %1566, align 8
  %1567 = load ptr, ptr %149, align 8
  store ptr %119, ptr %1567, align 8
  store i16 1, ptr %2, align 2
  br label %1568

1568:                                             ; preds = %1667, %1565
  %1569 = load i16, ptr %2, align 2
  %1570 = zext i16 %1569 to i32
  %1571 = icmp slt i32 %1570, 1
  br i1 %1571, label %1572, label %1672

1572:                                             ; preds = %1568
  %1573 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1574 = getelementptr inbounds [6 x [9 x i16]], ptr %1573, i64 0, i64 1
  %1575 = getelementptr inbounds [9 x i16], ptr %1574, i64 0, i64 5
  store ptr %1575, ptr %156, align 8
  store i32 1, ptr %157, align 4
  %1576 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %1577 = getelementptr inbounds [4 x i32], ptr %1576, i64 0, i64 2
  store ptr %1577, ptr %158, align 8
  %1578 = load ptr, ptr %149, align 8
  %1579 = load ptr, ptr %1578, align 8
  %1580 = load i32, ptr %1579, align 4
  %1581 = icmp ne i32 %1580, 0
  br i1 %1581, label %1582, label %1634

1582:                                             ; preds = %1572
  %1583 = load ptr, ptr @g_322, align 8
  %1584 = load volatile ptr, ptr %1583, align 8
  %1585 = load volatile i8, ptr %1584, align 1
  %1586 = getelementptr inbounds [2 x [3 x [9 x i32]]], ptr %22, i64 0, i64 1
  %1587 = getelementptr inbounds [3 x [9 x i32]], ptr %1586, i64 0, i64 0
  %1588 = getelementptr inbounds [9 x i32], ptr %1587, i64 0, i64 8
  %1589 = load i32, ptr %1588, align 4
  %1590 = load ptr, ptr %120, align 8
  store i64 1, ptr %1590, align 8
  br i1 true, label %1591, label %1595

1591:                                             ; preds = %1582
  %1592 = load ptr, ptr %20, align 8
  %1593 = load i32, ptr %1592, align 4
  %1594 = icmp ne i32 %1593, 0
  br label %1595

1595:                                             ; preds = %1591, %1582
  %1596 = phi i1 [ false, %1582 ], [ %1594, %1591 ]
  %1597 = zext i1 %1596 to i32
  %1598 = load i16, ptr @g_88, align 2
  %1599 = zext i16 %1598 to i32
  %1600 = icmp slt i32 %1597, %1599
  %1601 = zext i1 %1600 to i32
  %1602 = sext i32 %1601 to i64
  store i64 %1602, ptr @g_398, align 8
  %1603 = load ptr, ptr @g_42, align 8
  %1604 = load i32, ptr %1603, align 4
  %1605 = icmp ne i32 %1604, 0
  br i1 %1605, label %1610, label %1606

1606:                                             ; preds = %1595
  %1607 = load ptr, ptr %20, align 8
  %1608 = load i32, ptr %1607, align 4
  %1609 = icmp ne i32 %1608, 0
  br label %1610

1610:                                             ; preds = %1606, %1595
  %1611 = phi i1 [ true, %1595 ], [ %1609, %1606 ]
  %1612 = zext i1 %1611 to i32
  %1613 = icmp uge i32 %1589, %1612
  %1614 = zext i1 %1613 to i32
  %1615 = sext i32 %1614 to i64
  %1616 = xor i64 %1615, 4492276265860371597
  %1617 = call i64 @safe_div_func_int64_t_s_s(i64 noundef 0, i64 noundef 2748384286316133031)
  %1618 = load ptr, ptr %156, align 8
  store i16 9327, ptr %1618, align 2
  %1619 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 9327, i16 noundef zeroext -1)
  %1620 = zext i16 %1619 to i32
  %1621 = and i32 -1, %1620
  %1622 = icmp ne i32 %1621, 0
  br i1 %1622, label %1626, label %1623

1623:                                             ; preds = %1610
  %1624 = load i32, ptr %115, align 4
  %1625 = icmp ne i32 %1624, 0
  br label %1626

1626:                                             ; preds = %1623, %1610
  %1627 = phi i1 [ true, %1610 ], [ %1625, %1623 ]
  %1628 = zext i1 %1627 to i32
  %1629 = sext i32 %1628 to i64
  %1630 = or i64 %1629, 0
  %1631 = xor i64 %1630, -1
  %1632 = load i32, ptr %157, align 4
  %1633 = icmp ne i32 %1632, 0
  br label %1634

1634:                                             ; preds = %1626, %1572
  %1635 = phi i1 [ false, %1572 ], [ %1633, %1626 ]
  %1636 = zext i1 %1635 to i32
  %1637 = sext i32 %1636 to i64
  store i64 %1637, ptr @g_38, align 8
  %1638 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %1637, i64 noundef -5625345874680889256)
  %1639 = load i32, ptr @g_307, align 4
  %1640 = zext i32 %1639 to i64
  %1641 = and i64 %1638, %1640
  %1642 = load i8, ptr @g_97, align 1
  %1643 = zext i8 %1642 to i64
  %1644 = icmp sle i64 %1641, %1643
  %1645 = zext i1 %1644 to i32
  %1646 = load ptr, ptr %23, align 8
  %1647 = icmp eq ptr %1646, %114
  %1648 = zext i1 %1647 to i32
  %1649 = trunc i32 %1648 to i8
  %1650 = load ptr, ptr %20, align 8
  %1651 = load i32, ptr %1650, align 4
  %1652 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %1649, i32 noundef %1651)
  %1653 = zext i8 %1652 to i32
  %1654 = load i8, ptr @g_18, align 1
  %1655 = sext i8 %1654 to i32
  %1656 = icmp eq i32 %1653, %1655
  %1657 = zext i1 %1656 to i32
  %1658 = trunc i32 %1657 to i8
  %1659 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %1658, i8 noundef signext 0)
  %1660 = sext i8 %1659 to i32
  %1661 = load ptr, ptr %158, align 8
  %1662 = load i32, ptr %1661, align 4
  %1663 = and i32 %1662, %1660
  store i32 %1663, ptr %1661, align 4
  %1664 = load ptr, ptr @g_441, align 8
  store ptr %1664, ptr @g_441, align 8
  %1665 = load i8, ptr @g_18, align 1
  %1666 = sext i8 %1665 to i32
  store i32 %1666, ptr %1, align 4
  br label %1769

1667:                                             ; No predecessors!
  %1668 = load i16, ptr %2, align 2
  %1669 = zext i16 %1668 to i64
  %1670 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %1669, i64 noundef 7)
  %1671 = trunc i64 %1670 to i16
  store i16 %1671, ptr %2, align 2
  br label %1568, !llvm.loop !30

1672:                                             ; preds = %1568
  %1673 = load ptr, ptr %149, align 8
  %1674 = load ptr, ptr %1673, align 8
  %1675 = load i32, ptr %1674, align 4
  %1676 = load ptr, ptr %150, align 8
  store ptr @g_38, ptr %1676, align 8
  %1677 = load ptr, ptr %149, align 8
  %1678 = load ptr, ptr %1677, align 8
  %1679 = load i32, ptr %1678, align 4
  %1680 = sext i32 %1679 to i64
  %1681 = icmp ne i64 %1680, -6073445249932466636
  %1682 = zext i1 %1681 to i32
  %1683 = trunc i32 %1682 to i8
  %1684 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %1685 = sext i8 %1684 to i32
  %1686 = load ptr, ptr %20, align 8
  %1687 = load i32, ptr %1686, align 4
  %1688 = icmp eq i32 %1685, %1687
  %1689 = zext i1 %1688 to i32
  %1690 = trunc i32 %1689 to i16
  %1691 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %1690, i16 noundef signext 1247)
  %1692 = sext i16 %1691 to i32
  %1693 = xor i32 %1692, -1
  %1694 = load i32, ptr @g_307, align 4
  %1695 = and i32 %1693, %1694
  %1696 = trunc i32 %1695 to i8
  %1697 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %1696, i32 noundef 1)
  %1698 = load ptr, ptr %149, align 8
  %1699 = load ptr, ptr %1698, align 8
  %1700 = load i32, ptr %1699, align 4
  %1701 = getelementptr inbounds [8 x [6 x [2 x i32]]], ptr %151, i64 0, i64 2
  %1702 = getelementptr inbounds [6 x [2 x i32]], ptr %1701, i64 0, i64 5
  %1703 = getelementptr inbounds [2 x i32], ptr %1702, i64 0, i64 1
  %1704 = load i32, ptr %1703, align 4
  %1705 = icmp uge i32 %1700, %1704
  %1706 = zext i1 %1705 to i32
  %1707 = load ptr, ptr %149, align 8
  %1708 = load ptr, ptr %1707, align 8
  %1709 = load i32, ptr %1708, align 4
  %1710 = icmp slt i32 %1706, %1709
  %1711 = zext i1 %1710 to i32
  %1712 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %1683, i32 noundef %1711)
  %1713 = sext i8 %1712 to i32
  %1714 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext -96, i32 noundef %1713)
  %1715 = zext i8 %1714 to i32
  %1716 = load ptr, ptr %12, align 8
  %1717 = load i8, ptr %1716, align 1
  %1718 = zext i8 %1717 to i32
  %1719 = and i32 %1718, %1715
  %1720 = trunc i32 %1719 to i8
  store i8 %1720, ptr %1716, align 1
  %1721 = zext i8 %1720 to i32
  %1722 = load i16, ptr %152, align 2
  %1723 = sext i16 %1722 to i32
  %1724 = icmp sle i32 %1721, %1723
  %1725 = zext i1 %1724 to i32
  %1726 = trunc i32 %1725 to i8
  %1727 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %1726, i8 noundef signext 0)
  %1728 = sext i8 %1727 to i32
  store i32 %1728, ptr %117, align 4
  %1729 = sext i32 %1728 to i64
  %1730 = load i64, ptr @g_398, align 8
  %1731 = icmp ule i64 %1729, %1730
  %1732 = zext i1 %1731 to i32
  %1733 = sext i32 %1732 to i64
  %1734 = icmp eq i64 -8, %1733
  %1735 = zext i1 %1734 to i32
  %1736 = load ptr, ptr @g_352, align 8
  %1737 = load i16, ptr %1736, align 2
  %1738 = sext i16 %1737 to i32
  %1739 = icmp sgt i32 %1735, %1738
  %1740 = zext i1 %1739 to i32
  %1741 = load i32, ptr @g_401, align 4
  %1742 = xor i32 %1740, %1741
  %1743 = load ptr, ptr %149, align 8
  %1744 = load ptr, ptr %1743, align 8
  %1745 = load i32, ptr %1744, align 4
  %1746 = icmp ne i32 1, %1745
  %1747 = zext i1 %1746 to i32
  %1748 = load ptr, ptr %20, align 8
  %1749 = load i32, ptr %1748, align 4
  %1750 = and i32 %1747, %1749
  %1751 = load i32, ptr %118, align 4
  %1752 = xor i32 %1750, %1751
  %1753 = load i32, ptr %118, align 4
  %1754 = icmp sge i32 %1752, %1753
  %1755 = zext i1 %1754 to i32
  %1756 = load ptr, ptr @g_351, align 8
  %1757 = load ptr, ptr %1756, align 8
  %1758 = load i16, ptr %1757, align 2
  %1759 = sext i16 %1758 to i32
  %1760 = icmp ne i32 %1755, %1759
  %1761 = zext i1 %1760 to i32
  %1762 = load ptr, ptr %20, align 8
  store i32 %1761, ptr %1762, align 4
  br label %1763

1763:                                             ; preds = %1672
  %1764 = load i16, ptr @g_88, align 2
  %1765 = add i16 %1764, 1
  store i16 %1765, ptr @g_88, align 2
  br label %1561, !llvm.loop !31

1766:                                             ; preds = %1561
  br label %1767

1767:                                             ; preds = %1766, %1237
  %1768 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 4), align 4
  store i32 %1768, ptr %1, align 4
  br label %1769

1769:                                             ; preds = %1767, %1634, %1471, %1358, %921
  %1770 = load i32, ptr %1, align 4
  ret i32 %1770
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
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %11, i64 noundef %14)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.46, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
define internal i32 @func_12(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca [4 x ptr], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  store i32 -1, ptr %10, align 4
  store i32 -8, ptr %11, align 4
  store i32 8, ptr %12, align 4
  store i32 -1, ptr %13, align 4
  store i64 -5, ptr %14, align 8
  store ptr @g_78, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %17

17:                                               ; preds = %24, %4
  %18 = load i32, ptr %16, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = load i32, ptr %16, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x ptr], ptr %9, i64 0, i64 %22
  store ptr @g_61, ptr %23, align 8
  br label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %16, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %16, align 4
  br label %17, !llvm.loop !32

27:                                               ; preds = %17
  %28 = load i64, ptr @g_38, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %30, label %93

30:                                               ; preds = %27
  %31 = load volatile i32, ptr @g_2, align 4
  %32 = sext i32 %31 to i64
  %33 = load i16, ptr @g_11, align 2
  %34 = sext i16 %33 to i32
  store i32 %34, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = load i8, ptr @g_18, align 1
  %37 = sext i8 %36 to i16
  %38 = load i8, ptr @g_18, align 1
  %39 = sext i8 %38 to i32
  store i32 %39, ptr %11, align 4
  %40 = icmp eq ptr %11, %11
  %41 = zext i1 %40 to i32
  %42 = load ptr, ptr @g_42, align 8
  %43 = load i32, ptr %42, align 4
  %44 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %41, i32 noundef %43)
  %45 = trunc i32 %44 to i8
  %46 = load i16, ptr @g_11, align 2
  %47 = sext i16 %46 to i32
  %48 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %45, i32 noundef %47)
  %49 = zext i8 %48 to i64
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %49, i64 noundef %51)
  %53 = trunc i64 %52 to i16
  %54 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %53, i16 noundef signext 24786)
  %55 = icmp ne ptr %11, %11
  %56 = zext i1 %55 to i32
  store i32 %56, ptr %11, align 4
  %57 = load ptr, ptr %8, align 8
  %58 = load i8, ptr %57, align 1
  %59 = sext i8 %58 to i32
  %60 = xor i32 %56, %59
  %61 = load i32, ptr %6, align 4
  %62 = icmp uge i32 %60, %61
  %63 = zext i1 %62 to i32
  %64 = load i32, ptr %7, align 4
  %65 = trunc i32 %64 to i16
  %66 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %37, i16 noundef zeroext %65)
  %67 = zext i16 %66 to i64
  %68 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %35, i64 noundef %67)
  %69 = load i32, ptr @g_43, align 4
  %70 = sext i32 %69 to i64
  %71 = icmp sle i64 43029, %70
  %72 = zext i1 %71 to i32
  %73 = trunc i32 %72 to i16
  %74 = load i8, ptr @g_18, align 1
  %75 = sext i8 %74 to i32
  %76 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %73, i32 noundef %75)
  %77 = trunc i16 %76 to i8
  %78 = load i32, ptr %12, align 4
  %79 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %77, i32 noundef %78)
  %80 = zext i8 %79 to i32
  %81 = load ptr, ptr @g_42, align 8
  store i32 %80, ptr %81, align 4
  %82 = load i32, ptr %13, align 4
  %83 = xor i32 %82, %80
  store i32 %83, ptr %13, align 4
  %84 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %32, i64 noundef 1)
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %87

86:                                               ; preds = %30
  br label %87

87:                                               ; preds = %86, %30
  %88 = phi i1 [ false, %30 ], [ false, %86 ]
  %89 = zext i1 %88 to i32
  %90 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %89, i32 noundef -4)
  %91 = load i64, ptr %14, align 8
  %92 = icmp ne i64 %91, 0
  br label %93

93:                                               ; preds = %87, %27
  %94 = phi i1 [ false, %27 ], [ %92, %87 ]
  %95 = zext i1 %94 to i32
  %96 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %95, i32 noundef -779489605)
  %97 = load ptr, ptr %15, align 8
  %98 = load i32, ptr %97, align 4
  %99 = and i32 %98, %96
  store i32 %99, ptr %97, align 4
  %100 = load ptr, ptr %15, align 8
  %101 = load i32, ptr %100, align 4
  ret i32 %101
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_19(ptr noundef %0, i8 noundef zeroext %1, i8 noundef zeroext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  store ptr @g_43, ptr %7, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = load volatile ptr, ptr @g_46, align 8
  store ptr %8, ptr %9, align 8
  %10 = load i8, ptr %6, align 1
  %11 = zext i8 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_24(i32 noundef %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [10 x [3 x ptr]], align 16
  %11 = alloca [3 x ptr], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i16 %1, ptr %4, align 2
  store i8 -29, ptr %5, align 1
  store ptr @g_11, ptr %6, align 8
  store ptr @g_38, ptr %7, align 8
  store ptr null, ptr %8, align 8
  store i32 -317779281, ptr %9, align 4
  store ptr null, ptr %10, align 8
  %14 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr null, ptr %14, align 8
  %15 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %8, ptr %15, align 8
  %16 = getelementptr inbounds [3 x ptr], ptr %10, i64 1
  store ptr %8, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %16, i64 1
  store ptr %8, ptr %17, align 8
  %18 = getelementptr inbounds ptr, ptr %16, i64 2
  store ptr %8, ptr %18, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %10, i64 2
  call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @constinit, i64 24, i1 false)
  %20 = getelementptr inbounds [3 x ptr], ptr %10, i64 3
  store ptr %8, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %20, i64 1
  store ptr %8, ptr %21, align 8
  %22 = getelementptr inbounds ptr, ptr %20, i64 2
  store ptr %8, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %10, i64 4
  store ptr %8, ptr %23, align 8
  %24 = getelementptr inbounds ptr, ptr %23, i64 1
  store ptr %8, ptr %24, align 8
  %25 = getelementptr inbounds ptr, ptr %23, i64 2
  store ptr null, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %10, i64 5
  store ptr %8, ptr %26, align 8
  %27 = getelementptr inbounds ptr, ptr %26, i64 1
  store ptr %8, ptr %27, align 8
  %28 = getelementptr inbounds ptr, ptr %26, i64 2
  store ptr %8, ptr %28, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %10, i64 6
  store ptr %8, ptr %29, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 1
  store ptr %8, ptr %30, align 8
  %31 = getelementptr inbounds ptr, ptr %29, i64 2
  store ptr null, ptr %31, align 8
  %32 = getelementptr inbounds [3 x ptr], ptr %10, i64 7
  store ptr %8, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 1
  store ptr %8, ptr %33, align 8
  %34 = getelementptr inbounds ptr, ptr %32, i64 2
  store ptr %8, ptr %34, align 8
  %35 = getelementptr inbounds [3 x ptr], ptr %10, i64 8
  store ptr %8, ptr %35, align 8
  %36 = getelementptr inbounds ptr, ptr %35, i64 1
  store ptr %8, ptr %36, align 8
  %37 = getelementptr inbounds ptr, ptr %35, i64 2
  store ptr null, ptr %37, align 8
  %38 = getelementptr inbounds [3 x ptr], ptr %10, i64 9
  store ptr %8, ptr %38, align 8
  %39 = getelementptr inbounds ptr, ptr %38, i64 1
  store ptr %8, ptr %39, align 8
  %40 = getelementptr inbounds ptr, ptr %38, i64 2
  store ptr %8, ptr %40, align 8
  store i32 0, ptr %12, align 4
  br label %41

41:                                               ; preds = %48, %2
  %42 = load i32, ptr %12, align 4
  %43 = icmp slt i32 %42, 3
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = load i32, ptr %12, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 %46
  store ptr %5, ptr %47, align 8
  br label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %12, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %12, align 4
  br label %41, !llvm.loop !33

51:                                               ; preds = %41
  %52 = load i8, ptr %5, align 1
  %53 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext -6, i32 noundef 2)
  %54 = zext i8 %53 to i32
  %55 = or i32 %54, 1
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %75

57:                                               ; preds = %51
  %58 = load i32, ptr @g_3, align 4
  %59 = sext i32 %58 to i64
  %60 = icmp slt i64 142, %59
  %61 = zext i1 %60 to i32
  %62 = load ptr, ptr %6, align 8
  %63 = load ptr, ptr %6, align 8
  %64 = icmp eq ptr %62, %63
  %65 = zext i1 %64 to i32
  %66 = sext i32 %65 to i64
  %67 = load ptr, ptr %7, align 8
  %68 = load i64, ptr %67, align 8
  %69 = xor i64 %68, %66
  store i64 %69, ptr %67, align 8
  %70 = icmp ne i64 %69, 0
  %71 = zext i1 %70 to i32
  %72 = load i8, ptr %5, align 1
  %73 = sext i8 %72 to i32
  %74 = icmp eq i32 %71, %73
  br label %75

75:                                               ; preds = %57, %51
  %76 = phi i1 [ false, %51 ], [ %74, %57 ]
  %77 = zext i1 %76 to i32
  %78 = load i32, ptr %9, align 4
  %79 = xor i32 %78, %77
  store i32 %79, ptr %9, align 4
  store ptr @g_3, ptr @g_42, align 8
  ret ptr @g_18
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
define internal i32 @safe_unary_minus_func_int32_t_s(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, -2147483648
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 0, %8
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 255, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i8
  ret i8 %23
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
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
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
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 127, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1
  %25 = sext i8 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i8
  ret i8 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = udiv i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
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
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2
  %9 = zext i16 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i16
  ret i16 %17
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
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
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
  %12 = udiv i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
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
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2
  %9 = zext i16 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 65535, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
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
define internal signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
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
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
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
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
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
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 127, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
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
define internal i64 @safe_mul_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = icmp sgt i64 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = sub nsw i64 9223372036854775807, %12
  %14 = icmp sgt i64 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8
  %20 = icmp slt i64 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = sub nsw i64 -9223372036854775808, %23
  %25 = icmp slt i64 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = add nsw i64 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ]
  ret i64 %33
}

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
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
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
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i8
  ret i8 %21
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
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 32767, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2
  %19 = sext i16 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
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
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
  %16 = srem i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = xor i64 %5, %6
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = xor i64 %9, %10
  %12 = and i64 %11, -9223372036854775808
  %13 = xor i64 %8, %12
  %14 = load i64, ptr %4, align 8
  %15 = sub nsw i64 %13, %14
  %16 = load i64, ptr %4, align 8
  %17 = xor i64 %15, %16
  %18 = and i64 %7, %17
  %19 = icmp slt i64 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8
  br label %26

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = sub nsw i64 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ]
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %16, label %10

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 255, %13
  %15 = icmp sgt i32 %12, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  br label %24

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %4, align 4
  %23 = shl i32 %21, %22
  br label %24

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ]
  %26 = trunc i32 %25 to i8
  ret i8 %26
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
