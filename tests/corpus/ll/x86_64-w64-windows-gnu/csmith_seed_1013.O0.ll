; ModuleID = 'tests/programs/csmith/seed_1013.c'
source_filename = "tests/programs/csmith/seed_1013.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #6
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
  br label %60, !llvm.loop !5

87:                                               ; preds = %60
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  br label %56, !llvm.loop !7

91:                                               ; preds = %56
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %6, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %6, align 4
  br label %52, !llvm.loop !8

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
  %177 = xor i32 %176, -1
  %178 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %177, i32 noundef %178)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #1

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
  br label %10, !llvm.loop !9

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
  br label %5, !llvm.loop !10

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
  br label %163, !llvm.loop !11

176:                                              ; preds = %163
  br label %177

177:                                              ; preds = %176
  %178 = load i32, ptr %25, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %25, align 4
  br label %159, !llvm.loop !12

180:                                              ; preds = %159
  store i32 -23, ptr @g_3, align 4
  br label %181

181:                                              ; preds = %639, %180
  %182 = load i32, ptr @g_3, align 4
  %183 = icmp slt i32 %182, 7
  br i1 %183, label %184, label %642

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
  br label %185, !llvm.loop !13

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
  %204 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %197, i16 noundef %203)
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
  %220 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %214, i8 noundef %219)
  %221 = sext i8 %220 to i32
  %222 = load i32, ptr @g_32, align 4
  %223 = xor i32 %222, %221
  store i32 %223, ptr @g_32, align 4
  %224 = load i32, ptr %28, align 4
  %225 = trunc i32 %224 to i16
  %226 = call ptr @func_24(i32 noundef %223, i16 noundef %225)
  %227 = icmp ne ptr %226, @g_18
  %228 = zext i1 %227 to i32
  %229 = trunc i32 %228 to i8
  %230 = call i32 @func_19(ptr noundef @g_11, i8 noundef %210, i8 noundef %229)
  %231 = load i16, ptr %2, align 2
  %232 = zext i16 %231 to i32
  %233 = load ptr, ptr %4, align 8
  %234 = call i32 @func_12(ptr noundef %208, i32 noundef %230, i32 noundef %232, ptr noundef %233)
  %235 = icmp ult i32 %234, 5
  %236 = zext i1 %235 to i32
  %237 = load i32, ptr %28, align 4
  %238 = icmp ne i32 %237, 0
  br i1 %238, label %239, label %387

239:                                              ; preds = %195
  store i16 22136, ptr %47, align 2
  store ptr @g_11, ptr %48, align 8
  store ptr %31, ptr %49, align 8
  store i32 0, ptr %51, align 4
  br label %240

240:                                              ; preds = %247, %239
  %241 = load i32, ptr %51, align 4
  %242 = icmp slt i32 %241, 1
  br i1 %242, label %243, label %250

243:                                              ; preds = %240
  %244 = load i32, ptr %51, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [1 x ptr], ptr %50, i64 0, i64 %245
  store ptr @g_97, ptr %246, align 8
  br label %247

247:                                              ; preds = %243
  %248 = load i32, ptr %51, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %51, align 4
  br label %240, !llvm.loop !14

250:                                              ; preds = %240
  store i8 5, ptr @g_18, align 1
  br label %251

251:                                              ; preds = %322, %250
  %252 = load i8, ptr @g_18, align 1
  %253 = sext i8 %252 to i32
  %254 = icmp sge i32 %253, 1
  br i1 %254, label %255, label %327

255:                                              ; preds = %251
  store ptr @g_79, ptr %52, align 8
  store ptr @g_97, ptr %53, align 8
  %256 = load volatile ptr, ptr @g_79, align 8
  %257 = load ptr, ptr %52, align 8
  store volatile ptr %256, ptr %257, align 8
  %258 = load volatile ptr, ptr @g_46, align 8
  %259 = load ptr, ptr %258, align 8
  %260 = load i32, ptr %259, align 4
  %261 = icmp ne i32 %260, 0
  br i1 %261, label %262, label %263

262:                                              ; preds = %255
  br label %322

263:                                              ; preds = %255
  %264 = load i32, ptr @g_3, align 4
  %265 = trunc i32 %264 to i8
  %266 = load i16, ptr %47, align 2
  %267 = zext i16 %266 to i32
  %268 = load ptr, ptr @g_42, align 8
  store i32 %267, ptr %268, align 4
  %269 = load i32, ptr @g_78, align 4
  %270 = and i32 %269, %267
  store i32 %270, ptr @g_78, align 4
  %271 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %270)
  %272 = sext i32 %271 to i64
  %273 = or i64 3118203513956671855, %272
  %274 = trunc i64 %273 to i8
  %275 = load ptr, ptr %48, align 8
  %276 = icmp eq ptr %275, @g_11
  %277 = zext i1 %276 to i32
  %278 = trunc i32 %277 to i8
  %279 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %274, i8 noundef %278)
  %280 = call i8 @safe_div_func_uint8_t_u_u(i8 noundef %265, i8 noundef %279)
  %281 = zext i8 %280 to i32
  %282 = icmp ne i32 %281, 0
  br i1 %282, label %319, label %283

283:                                              ; preds = %263
  %284 = load ptr, ptr %34, align 8
  %285 = icmp eq ptr @g_18, %284
  %286 = zext i1 %285 to i32
  %287 = trunc i32 %286 to i8
  %288 = load ptr, ptr %53, align 8
  store i8 %287, ptr %288, align 1
  %289 = call i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %287, i32 noundef 1)
  %290 = load i32, ptr %28, align 4
  %291 = icmp ne i32 %290, 0
  br i1 %291, label %292, label %293

292:                                              ; preds = %283
  br label %293

293:                                              ; preds = %292, %283
  %294 = phi i1 [ false, %283 ], [ false, %292 ]
  %295 = zext i1 %294 to i32
  %296 = sext i32 %295 to i64
  %297 = load i32, ptr @g_43, align 4
  %298 = sext i32 %297 to i64
  %299 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %296, i64 noundef %298)
  %300 = load i16, ptr @g_88, align 2
  %301 = zext i16 %300 to i64
  %302 = icmp ule i64 %299, %301
  %303 = zext i1 %302 to i32
  %304 = icmp ult i32 %303, 247
  %305 = zext i1 %304 to i32
  %306 = load i16, ptr %47, align 2
  %307 = zext i16 %306 to i32
  %308 = load i16, ptr @g_88, align 2
  %309 = zext i16 %308 to i32
  %310 = icmp sgt i32 %307, %309
  %311 = zext i1 %310 to i32
  %312 = load i32, ptr @g_43, align 4
  %313 = xor i32 %311, %312
  %314 = trunc i32 %313 to i8
  %315 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %314, i8 noundef 6)
  %316 = load i16, ptr %47, align 2
  %317 = zext i16 %316 to i32
  %318 = icmp ne i32 %317, 0
  br label %319

319:                                              ; preds = %293, %263
  %320 = phi i1 [ true, %263 ], [ %318, %293 ]
  %321 = zext i1 %320 to i32
  store i32 %321, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  br label %322

322:                                              ; preds = %319, %262
  %323 = load i8, ptr @g_18, align 1
  %324 = sext i8 %323 to i32
  %325 = sub nsw i32 %324, 1
  %326 = trunc i32 %325 to i8
  store i8 %326, ptr @g_18, align 1
  br label %251, !llvm.loop !15

327:                                              ; preds = %251
  %328 = load ptr, ptr %49, align 8
  %329 = icmp ne ptr %4, %328
  %330 = zext i1 %329 to i32
  %331 = load i16, ptr %47, align 2
  %332 = trunc i16 %331 to i8
  store i8 -119, ptr @g_111, align 1
  %333 = load ptr, ptr %5, align 8
  %334 = load i64, ptr @g_38, align 8
  %335 = load ptr, ptr %5, align 8
  %336 = icmp ne ptr %333, %335
  %337 = zext i1 %336 to i32
  %338 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %339 = xor i32 1, %338
  %340 = icmp ne i32 %339, 0
  br i1 %340, label %342, label %341

341:                                              ; preds = %327
  br label %342

342:                                              ; preds = %341, %327
  %343 = phi i1 [ true, %327 ], [ true, %341 ]
  %344 = zext i1 %343 to i32
  %345 = trunc i32 %344 to i16
  %346 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %345, i32 noundef 0)
  %347 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), i64 0, i64 1), i64 0, i64 1), align 4
  %348 = call i16 @safe_rshift_func_int16_t_s_u(i16 noundef %346, i32 noundef %347)
  %349 = sext i16 %348 to i32
  %350 = icmp ugt i32 65535, %349
  %351 = zext i1 %350 to i32
  %352 = or i32 137, %351
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 8 @g_117, i64 32, i1 true)
  %353 = load i32, ptr @g_78, align 4
  %354 = trunc i32 %353 to i16
  %355 = load i16, ptr @g_88, align 2
  %356 = zext i16 %355 to i32
  %357 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %354, i32 noundef %356)
  %358 = sext i16 %357 to i32
  %359 = xor i32 %358, -8
  %360 = sext i32 %359 to i64
  %361 = load i16, ptr %2, align 2
  %362 = zext i16 %361 to i64
  %363 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %360, i64 noundef %362)
  %364 = trunc i64 %363 to i32
  %365 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %332, i32 noundef %364)
  %366 = sext i8 %365 to i64
  %367 = icmp eq i64 %366, -4901388272282962093
  %368 = zext i1 %367 to i32
  %369 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %370 = sext i32 %369 to i64
  %371 = load i64, ptr @g_61, align 8
  %372 = or i64 %370, %371
  %373 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @g_100, i64 0, i64 1), align 4
  %374 = sext i32 %373 to i64
  %375 = xor i64 %372, %374
  %376 = icmp ne i64 %375, 0
  br i1 %376, label %381, label %377

377:                                              ; preds = %342
  %378 = load i16, ptr %47, align 2
  %379 = zext i16 %378 to i32
  %380 = icmp ne i32 %379, 0
  br label %381

381:                                              ; preds = %377, %342
  %382 = phi i1 [ true, %342 ], [ %380, %377 ]
  %383 = zext i1 %382 to i32
  %384 = load i32, ptr %28, align 4
  %385 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %383, i32 noundef %384)
  %386 = load ptr, ptr @g_42, align 8
  store i32 %385, ptr %386, align 4
  br label %539

387:                                              ; preds = %195
  store ptr @g_32, ptr %55, align 8
  store i32 1822686667, ptr %56, align 4
  store i32 0, ptr %59, align 4
  br label %388

388:                                              ; preds = %395, %387
  %389 = load i32, ptr %59, align 4
  %390 = icmp slt i32 %389, 10
  br i1 %390, label %391, label %398

391:                                              ; preds = %388
  %392 = load i32, ptr %59, align 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [10 x ptr], ptr %57, i64 0, i64 %393
  store ptr @g_111, ptr %394, align 8
  br label %395

395:                                              ; preds = %391
  %396 = load i32, ptr %59, align 4
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr %59, align 4
  br label %388, !llvm.loop !16

398:                                              ; preds = %388
  store i32 0, ptr %59, align 4
  br label %399

399:                                              ; preds = %406, %398
  %400 = load i32, ptr %59, align 4
  %401 = icmp slt i32 %400, 3
  br i1 %401, label %402, label %409

402:                                              ; preds = %399
  %403 = load i32, ptr %59, align 4
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds [3 x ptr], ptr %58, i64 0, i64 %404
  store ptr @g_61, ptr %405, align 8
  br label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %59, align 4
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %59, align 4
  br label %399, !llvm.loop !17

409:                                              ; preds = %399
  %410 = load ptr, ptr %55, align 8
  %411 = icmp eq ptr null, %410
  %412 = zext i1 %411 to i32
  %413 = load i32, ptr %28, align 4
  %414 = trunc i32 %413 to i8
  %415 = load i32, ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), i64 0, i64 2), align 16
  %416 = trunc i32 %415 to i8
  %417 = call i8 @safe_div_func_int8_t_s_s(i8 noundef %414, i8 noundef %416)
  %418 = sext i8 %417 to i32
  %419 = load i32, ptr %56, align 4
  %420 = load i8, ptr @g_97, align 1
  %421 = load i8, ptr @g_111, align 1
  %422 = add i8 %421, 1
  store i8 %422, ptr @g_111, align 1
  %423 = zext i8 %422 to i32
  %424 = call i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %420, i32 noundef %423)
  %425 = zext i8 %424 to i32
  %426 = and i32 %425, 1
  %427 = or i32 %426, 0
  %428 = load i64, ptr @g_38, align 8
  %429 = trunc i64 %428 to i32
  %430 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %427, i32 noundef %429)
  %431 = trunc i32 %430 to i16
  %432 = load i32, ptr @g_3, align 4
  %433 = call i16 @safe_lshift_func_int16_t_s_s(i16 noundef %431, i32 noundef %432)
  %434 = load i8, ptr @g_18, align 1
  %435 = sext i8 %434 to i16
  %436 = call i16 @safe_mod_func_uint16_t_u_u(i16 noundef %433, i16 noundef %435)
  %437 = load i32, ptr %56, align 4
  %438 = or i32 %419, %437
  %439 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %418, i32 noundef %438)
  %440 = trunc i32 %439 to i16
  %441 = call i16 @safe_unary_minus_func_uint16_t_u(i16 noundef %440)
  %442 = zext i16 %441 to i32
  %443 = icmp ne i32 %442, 0
  br i1 %443, label %444, label %447

444:                                              ; preds = %409
  %445 = load i32, ptr %6, align 4
  %446 = icmp ne i32 %445, 0
  br label %447

447:                                              ; preds = %444, %409
  %448 = phi i1 [ false, %409 ], [ %446, %444 ]
  %449 = zext i1 %448 to i32
  %450 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), align 8
  %451 = icmp ne i32 %450, 0
  br i1 %451, label %456, label %452

452:                                              ; preds = %447
  %453 = load i16, ptr %2, align 2
  %454 = zext i16 %453 to i32
  %455 = icmp ne i32 %454, 0
  br label %456

456:                                              ; preds = %452, %447
  %457 = phi i1 [ true, %447 ], [ %455, %452 ]
  %458 = zext i1 %457 to i32
  %459 = and i32 %458, 31246
  %460 = icmp sge i32 %412, %459
  %461 = zext i1 %460 to i32
  %462 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef -121, i32 noundef %461)
  %463 = zext i8 %462 to i16
  %464 = call i16 @safe_rshift_func_uint16_t_u_u(i16 noundef %463, i32 noundef 10)
  %465 = zext i16 %464 to i64
  %466 = load ptr, ptr %5, align 8
  store i64 %465, ptr %466, align 8
  %467 = load i8, ptr @g_97, align 1
  %468 = zext i8 %467 to i16
  %469 = load ptr, ptr %32, align 8
  store i16 %468, ptr %469, align 2
  %470 = sext i16 %468 to i32
  %471 = load i32, ptr %6, align 4
  %472 = icmp ne i32 %470, %471
  %473 = zext i1 %472 to i32
  %474 = icmp eq i32 %473, -591826423
  %475 = zext i1 %474 to i32
  %476 = trunc i32 %475 to i16
  %477 = load i8, ptr @g_18, align 1
  %478 = sext i8 %477 to i32
  %479 = call i16 @safe_lshift_func_int16_t_s_s(i16 noundef %476, i32 noundef %478)
  %480 = sext i16 %479 to i64
  store i64 %480, ptr @g_61, align 8
  %481 = load i32, ptr %28, align 4
  %482 = zext i32 %481 to i64
  %483 = icmp ne i64 %480, %482
  %484 = zext i1 %483 to i32
  %485 = and i32 %484, 1417723529
  %486 = load i32, ptr %35, align 4
  %487 = or i32 %486, %485
  store i32 %487, ptr %35, align 4
  %488 = load i8, ptr @g_18, align 1
  %489 = sext i8 %488 to i32
  %490 = icmp ne i32 %489, 0
  br i1 %490, label %508, label %491

491:                                              ; preds = %456
  store i64 3601820192837557401, ptr @g_61, align 8
  %492 = getelementptr inbounds [6 x ptr], ptr %33, i64 0, i64 1
  %493 = load ptr, ptr %492, align 8
  %494 = load ptr, ptr %7, align 8
  %495 = icmp eq ptr %493, %494
  %496 = zext i1 %495 to i32
  %497 = sext i32 %496 to i64
  %498 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef 3601820192837557401, i64 noundef %497)
  %499 = icmp ne i64 %498, 0
  br i1 %499, label %506, label %500

500:                                              ; preds = %491
  %501 = load volatile ptr, ptr @g_79, align 8
  %502 = icmp eq ptr %501, @g_155
  %503 = zext i1 %502 to i32
  %504 = load i32, ptr %56, align 4
  %505 = icmp sgt i32 %503, %504
  br label %506

506:                                              ; preds = %500, %491
  %507 = phi i1 [ true, %491 ], [ %505, %500 ]
  br label %508

508:                                              ; preds = %506, %456
  %509 = phi i1 [ true, %456 ], [ %507, %506 ]
  %510 = zext i1 %509 to i32
  %511 = load i32, ptr @g_32, align 4
  %512 = load i32, ptr %28, align 4
  %513 = or i32 %511, %512
  %514 = icmp eq i32 %510, %513
  %515 = zext i1 %514 to i32
  %516 = load i32, ptr %56, align 4
  %517 = icmp sle i32 %515, %516
  %518 = zext i1 %517 to i32
  %519 = trunc i32 %518 to i16
  %520 = call i16 @safe_lshift_func_uint16_t_u_u(i16 noundef %519, i32 noundef 12)
  %521 = zext i16 %520 to i32
  %522 = icmp ule i32 %521, 65531
  %523 = zext i1 %522 to i32
  %524 = load i32, ptr @g_3, align 4
  %525 = icmp sle i32 %523, %524
  %526 = zext i1 %525 to i32
  %527 = sext i32 %526 to i64
  %528 = load i16, ptr %2, align 2
  %529 = zext i16 %528 to i64
  %530 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %527, i64 noundef %529)
  %531 = trunc i64 %530 to i16
  %532 = load i32, ptr @g_78, align 4
  %533 = trunc i32 %532 to i16
  %534 = call i16 @safe_mod_func_int16_t_s_s(i16 noundef %531, i16 noundef %533)
  %535 = sext i16 %534 to i32
  %536 = load ptr, ptr @g_42, align 8
  %537 = load i32, ptr %536, align 4
  %538 = xor i32 %537, %535
  store i32 %538, ptr %536, align 4
  br label %539

539:                                              ; preds = %508, %381
  store i16 0, ptr @g_88, align 2
  br label %540

540:                                              ; preds = %552, %539
  %541 = load i16, ptr @g_88, align 2
  %542 = zext i16 %541 to i32
  %543 = icmp sle i32 %542, 5
  br i1 %543, label %544, label %557

544:                                              ; preds = %540
  store ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), i64 0, i64 2), ptr %60, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %61, i8 0, i64 40, i1 false)
  %545 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 0
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %545, align 16
  %546 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 1
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %546, align 8
  %547 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 2
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %547, align 16
  %548 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 3
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %548, align 8
  %549 = getelementptr inbounds [5 x ptr], ptr %61, i32 0, i32 4
  store ptr getelementptr (i8, ptr @g_100, i64 100), ptr %549, align 16
  %550 = load i32, ptr %10, align 4
  %551 = add i32 %550, -1
  store i32 %551, ptr %10, align 4
  br label %552

552:                                              ; preds = %544
  %553 = load i16, ptr @g_88, align 2
  %554 = zext i16 %553 to i32
  %555 = add nsw i32 %554, 1
  %556 = trunc i32 %555 to i16
  store i16 %556, ptr @g_88, align 2
  br label %540, !llvm.loop !18

557:                                              ; preds = %540
  store ptr %39, ptr %11, align 8
  %558 = icmp ne ptr %39, %39
  br i1 %558, label %602, label %559

559:                                              ; preds = %557
  %560 = load i16, ptr @g_11, align 2
  %561 = load i32, ptr %6, align 4
  %562 = load volatile ptr, ptr @g_46, align 8
  %563 = load ptr, ptr %562, align 8
  %564 = load volatile ptr, ptr @g_46, align 8
  store ptr %563, ptr %564, align 8
  %565 = icmp ne ptr %38, %563
  %566 = zext i1 %565 to i32
  %567 = load volatile i8, ptr @g_156, align 1
  %568 = load ptr, ptr %31, align 8
  %569 = load ptr, ptr %44, align 8
  store ptr %568, ptr %569, align 8
  %570 = load i8, ptr @g_18, align 1
  %571 = sext i8 %570 to i32
  %572 = icmp ne i32 %571, -6
  %573 = zext i1 %572 to i32
  %574 = icmp ule i32 %573, -103108117
  %575 = zext i1 %574 to i32
  %576 = trunc i32 %575 to i16
  %577 = load i8, ptr @g_18, align 1
  %578 = sext i8 %577 to i16
  %579 = call i16 @safe_sub_func_uint16_t_u_u(i16 noundef %576, i16 noundef %578)
  %580 = load ptr, ptr %12, align 8
  %581 = icmp ne ptr %568, %580
  %582 = zext i1 %581 to i32
  %583 = and i32 %582, 177
  %584 = trunc i32 %583 to i16
  %585 = call i16 @safe_rshift_func_int16_t_s_u(i16 noundef %584, i32 noundef 2)
  %586 = sext i16 %585 to i32
  %587 = load i16, ptr @g_11, align 2
  %588 = sext i16 %587 to i32
  %589 = icmp sle i32 %586, %588
  %590 = zext i1 %589 to i32
  %591 = and i32 %561, %590
  %592 = trunc i32 %591 to i16
  %593 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %560, i16 noundef %592)
  %594 = trunc i16 %593 to i8
  %595 = load i32, ptr @g_32, align 4
  %596 = trunc i32 %595 to i8
  %597 = call i8 @safe_mul_func_int8_t_s_s(i8 noundef %594, i8 noundef %596)
  %598 = call i8 @safe_unary_minus_func_int8_t_s(i8 noundef %597)
  %599 = sext i8 %598 to i64
  %600 = load ptr, ptr %45, align 8
  store i64 %599, ptr %600, align 8
  %601 = icmp ne i64 %599, 0
  br label %602

602:                                              ; preds = %559, %557
  %603 = phi i1 [ true, %557 ], [ %601, %559 ]
  %604 = zext i1 %603 to i32
  %605 = load i8, ptr @g_18, align 1
  %606 = sext i8 %605 to i32
  %607 = and i32 %604, %606
  %608 = load i16, ptr %39, align 2
  %609 = sext i16 %608 to i32
  %610 = icmp sge i32 %607, %609
  %611 = zext i1 %610 to i32
  %612 = load i32, ptr getelementptr inbounds ([3 x [2 x i32]], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), i64 0, i64 1), align 8
  %613 = xor i32 %611, %612
  %614 = trunc i32 %613 to i16
  %615 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %616 = getelementptr inbounds [6 x [9 x i16]], ptr %615, i64 0, i64 1
  %617 = getelementptr inbounds [9 x i16], ptr %616, i64 0, i64 5
  %618 = load i16, ptr %617, align 2
  %619 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %614, i16 noundef %618)
  %620 = sext i16 %619 to i32
  %621 = icmp ne i32 %620, 0
  br i1 %621, label %629, label %622

622:                                              ; preds = %602
  %623 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %624 = getelementptr inbounds [6 x [9 x i16]], ptr %623, i64 0, i64 1
  %625 = getelementptr inbounds [9 x i16], ptr %624, i64 0, i64 5
  %626 = load i16, ptr %625, align 2
  %627 = zext i16 %626 to i32
  %628 = icmp ne i32 %627, 0
  br label %629

629:                                              ; preds = %622, %602
  %630 = phi i1 [ true, %602 ], [ %628, %622 ]
  %631 = zext i1 %630 to i32
  %632 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %633 = icmp slt i32 %631, %632
  %634 = zext i1 %633 to i32
  %635 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 0
  %636 = getelementptr inbounds [4 x i32], ptr %635, i64 0, i64 0
  %637 = load i32, ptr %636, align 16
  %638 = xor i32 %637, %634
  store i32 %638, ptr %636, align 16
  br label %639

639:                                              ; preds = %629
  %640 = load i32, ptr @g_3, align 4
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr @g_3, align 4
  br label %181, !llvm.loop !19

642:                                              ; preds = %181
  store i16 -13, ptr %2, align 2
  br label %643

643:                                              ; preds = %1109, %642
  %644 = load i16, ptr %2, align 2
  %645 = zext i16 %644 to i32
  %646 = icmp sge i32 %645, 13
  br i1 %646, label %647, label %1112

647:                                              ; preds = %643
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
  %648 = load ptr, ptr %64, align 8
  store ptr null, ptr %648, align 8
  %649 = load volatile ptr, ptr @g_46, align 8
  %650 = load ptr, ptr %649, align 8
  %651 = icmp ne ptr %6, %650
  %652 = zext i1 %651 to i32
  br i1 false, label %653, label %920

653:                                              ; preds = %647
  store i8 29, ptr %74, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %75, ptr align 16 @__const.func_1.l_207, i64 240, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %76, ptr align 2 @__const.func_1.l_217, i64 2, i1 false)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 1), ptr %77, align 8
  store i32 5, ptr %79, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %80, ptr align 16 @__const.func_1.l_253, i64 216, i1 false)
  store i32 0, ptr %81, align 4
  br label %654

654:                                              ; preds = %661, %653
  %655 = load i32, ptr %81, align 4
  %656 = icmp slt i32 %655, 8
  br i1 %656, label %657, label %664

657:                                              ; preds = %654
  %658 = load i32, ptr %81, align 4
  %659 = sext i32 %658 to i64
  %660 = getelementptr inbounds [8 x ptr], ptr %78, i64 0, i64 %659
  store ptr @g_250, ptr %660, align 8
  br label %661

661:                                              ; preds = %657
  %662 = load i32, ptr %81, align 4
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr %81, align 4
  br label %654, !llvm.loop !20

664:                                              ; preds = %654
  store i16 0, ptr @g_88, align 2
  br label %665

665:                                              ; preds = %752, %664
  %666 = load i16, ptr @g_88, align 2
  %667 = zext i16 %666 to i32
  %668 = icmp slt i32 %667, 57
  br i1 %668, label %669, label %757

669:                                              ; preds = %665
  store i32 -1, ptr %83, align 4
  store ptr @g_208, ptr %84, align 8
  %670 = load i8, ptr %74, align 1
  %671 = zext i8 %670 to i32
  %672 = icmp ne i32 %671, 0
  br i1 %672, label %706, label %673

673:                                              ; preds = %669
  %674 = load volatile i16, ptr @g_168, align 2
  %675 = sext i16 %674 to i32
  %676 = icmp ne i32 %675, 0
  %677 = zext i1 %676 to i32
  %678 = load ptr, ptr %12, align 8
  %679 = load i8, ptr %678, align 1
  %680 = add i8 %679, 1
  store i8 %680, ptr %678, align 1
  %681 = zext i8 %680 to i32
  %682 = icmp slt i32 %677, %681
  %683 = zext i1 %682 to i32
  %684 = load ptr, ptr %65, align 8
  %685 = icmp eq ptr %684, null
  %686 = zext i1 %685 to i32
  %687 = trunc i32 %686 to i16
  %688 = load i32, ptr %83, align 4
  %689 = trunc i32 %688 to i8
  %690 = load ptr, ptr %4, align 8
  store i8 %689, ptr %690, align 1
  %691 = sext i8 %689 to i32
  %692 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 0
  %693 = getelementptr inbounds [4 x i32], ptr %692, i64 0, i64 2
  %694 = load i32, ptr %693, align 8
  %695 = xor i32 %691, %694
  %696 = load i32, ptr %83, align 4
  %697 = trunc i32 %696 to i16
  %698 = call i16 @safe_div_func_uint16_t_u_u(i16 noundef %687, i16 noundef %697)
  %699 = load i32, ptr %14, align 4
  %700 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef %698, i32 noundef %699)
  %701 = sext i16 %700 to i32
  %702 = icmp ne i32 %701, 0
  br i1 %702, label %706, label %703

703:                                              ; preds = %673
  %704 = load i32, ptr @g_32, align 4
  %705 = icmp ne i32 %704, 0
  br label %706

706:                                              ; preds = %703, %673, %669
  %707 = phi i1 [ true, %673 ], [ true, %669 ], [ %705, %703 ]
  %708 = zext i1 %707 to i32
  %709 = load volatile ptr, ptr @g_46, align 8
  %710 = load ptr, ptr %709, align 8
  store i32 %708, ptr %710, align 4
  %711 = load volatile ptr, ptr @g_46, align 8
  %712 = load ptr, ptr %711, align 8
  %713 = load i32, ptr %712, align 4
  %714 = icmp ne i32 %713, 0
  br i1 %714, label %715, label %716

715:                                              ; preds = %706
  br label %752

716:                                              ; preds = %706
  %717 = load i32, ptr %83, align 4
  %718 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 3
  %719 = getelementptr inbounds [4 x i32], ptr %718, i64 0, i64 1
  store i32 6, ptr %719, align 4
  %720 = load i8, ptr %74, align 1
  %721 = zext i8 %720 to i32
  %722 = icmp ne i32 %721, 0
  br i1 %722, label %723, label %740

723:                                              ; preds = %716
  %724 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef 4, i16 noundef -25378)
  %725 = sext i16 %724 to i32
  %726 = icmp ne i32 %725, 0
  br i1 %726, label %728, label %727

727:                                              ; preds = %723
  br label %728

728:                                              ; preds = %727, %723
  %729 = phi i1 [ true, %723 ], [ true, %727 ]
  %730 = zext i1 %729 to i32
  %731 = getelementptr inbounds [5 x [6 x ptr]], ptr %75, i64 0, i64 0
  %732 = getelementptr inbounds [6 x ptr], ptr %731, i64 0, i64 3
  %733 = load ptr, ptr %732, align 8
  %734 = icmp ne ptr null, %733
  %735 = zext i1 %734 to i32
  %736 = icmp eq i32 %735, 5
  %737 = zext i1 %736 to i32
  %738 = sext i32 %737 to i64
  %739 = icmp ugt i64 %738, -7
  br label %740

740:                                              ; preds = %728, %716
  %741 = phi i1 [ false, %716 ], [ %739, %728 ]
  %742 = zext i1 %741 to i32
  %743 = icmp sge i32 6, %742
  %744 = zext i1 %743 to i32
  %745 = or i32 1, %744
  %746 = load i8, ptr %74, align 1
  %747 = zext i8 %746 to i32
  %748 = icmp eq i32 %745, %747
  %749 = zext i1 %748 to i32
  %750 = load ptr, ptr @g_42, align 8
  store i32 %749, ptr %750, align 4
  %751 = load ptr, ptr %84, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %751, ptr align 8 @g_208, i64 32, i1 true)
  br label %752

752:                                              ; preds = %740, %715
  %753 = load i16, ptr @g_88, align 2
  %754 = zext i16 %753 to i32
  %755 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %754, i32 noundef 3)
  %756 = trunc i32 %755 to i16
  store i16 %756, ptr @g_88, align 2
  br label %665, !llvm.loop !21

757:                                              ; preds = %665
  %758 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %759 = getelementptr inbounds [6 x [9 x i16]], ptr %758, i64 0, i64 3
  %760 = getelementptr inbounds [9 x i16], ptr %759, i64 0, i64 6
  %761 = load i16, ptr %760, align 2
  %762 = zext i16 %761 to i32
  %763 = icmp ne i32 %762, 0
  br i1 %763, label %793, label %764

764:                                              ; preds = %757
  %765 = load i32, ptr @g_3, align 4
  %766 = load ptr, ptr %16, align 8
  %767 = icmp ne ptr null, %766
  br i1 %767, label %769, label %768

768:                                              ; preds = %764
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %85, ptr align 8 @g_222, i64 32, i1 true)
  br label %769

769:                                              ; preds = %768, %764
  %770 = phi i1 [ true, %764 ], [ false, %768 ]
  %771 = zext i1 %770 to i32
  %772 = trunc i32 %771 to i8
  %773 = call i8 @safe_lshift_func_int8_t_s_u(i8 noundef %772, i32 noundef 0)
  %774 = sext i8 %773 to i32
  %775 = load i8, ptr @g_111, align 1
  %776 = zext i8 %775 to i32
  %777 = xor i32 %774, %776
  %778 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef -1, i32 noundef %777)
  %779 = load i8, ptr %74, align 1
  %780 = zext i8 %779 to i32
  %781 = icmp sge i32 %778, %780
  %782 = zext i1 %781 to i32
  %783 = icmp slt i32 -1, %782
  %784 = zext i1 %783 to i32
  %785 = trunc i32 %784 to i8
  %786 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %787 = getelementptr inbounds [4 x i32], ptr %786, i64 0, i64 2
  %788 = load i32, ptr %787, align 8
  %789 = trunc i32 %788 to i8
  %790 = call i8 @safe_mul_func_int8_t_s_s(i8 noundef %785, i8 noundef %789)
  %791 = sext i8 %790 to i32
  %792 = icmp ne i32 %791, 0
  br label %793

793:                                              ; preds = %769, %757
  %794 = phi i1 [ true, %757 ], [ %792, %769 ]
  %795 = zext i1 %794 to i32
  %796 = load i32, ptr @g_32, align 4
  %797 = icmp eq i32 %795, %796
  %798 = zext i1 %797 to i32
  %799 = load ptr, ptr @g_42, align 8
  %800 = load i32, ptr %799, align 4
  %801 = xor i32 %800, %798
  store i32 %801, ptr %799, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %86, ptr align 8 @g_229, i64 32, i1 true)
  %802 = load ptr, ptr @g_230, align 8
  %803 = load ptr, ptr %16, align 8
  store ptr %802, ptr %803, align 8
  %804 = icmp ne ptr %802, null
  %805 = zext i1 %804 to i32
  %806 = load ptr, ptr %77, align 8
  %807 = load i32, ptr %806, align 4
  %808 = add i32 %807, 1
  store i32 %808, ptr %806, align 4
  %809 = icmp ne i32 %807, 0
  br i1 %809, label %815, label %810

810:                                              ; preds = %793
  %811 = load volatile ptr, ptr @g_46, align 8
  %812 = load ptr, ptr %811, align 8
  %813 = load i32, ptr %812, align 4
  %814 = icmp ne i32 %813, 0
  br label %815

815:                                              ; preds = %810, %793
  %816 = phi i1 [ true, %793 ], [ %814, %810 ]
  %817 = zext i1 %816 to i32
  %818 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %819 = getelementptr inbounds [6 x [9 x i16]], ptr %818, i64 0, i64 1
  %820 = getelementptr inbounds [9 x i16], ptr %819, i64 0, i64 5
  %821 = load i16, ptr %820, align 2
  %822 = zext i16 %821 to i32
  %823 = icmp slt i32 %817, %822
  %824 = zext i1 %823 to i32
  %825 = load i64, ptr @g_38, align 8
  br i1 true, label %826, label %841

826:                                              ; preds = %815
  %827 = load i16, ptr @g_88, align 2
  %828 = zext i16 %827 to i32
  %829 = call i32 @safe_add_func_int32_t_s_s(i32 noundef -1, i32 noundef %828)
  %830 = xor i32 %829, -1
  %831 = load i8, ptr @g_111, align 1
  %832 = zext i8 %831 to i32
  %833 = load ptr, ptr @g_231, align 8
  %834 = load i8, ptr %833, align 1
  %835 = sext i8 %834 to i32
  %836 = and i32 %832, %835
  store i32 %836, ptr %79, align 4
  %837 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 2), align 16
  %838 = call i16 @safe_rshift_func_int16_t_s_s(i16 noundef -17455, i32 noundef %837)
  %839 = sext i16 %838 to i32
  %840 = icmp ne i32 %839, 0
  br label %841

841:                                              ; preds = %826, %815
  %842 = phi i1 [ false, %815 ], [ %840, %826 ]
  %843 = zext i1 %842 to i32
  %844 = trunc i32 %843 to i16
  %845 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %844, i16 noundef 2073)
  %846 = zext i16 %845 to i32
  %847 = load i8, ptr %74, align 1
  %848 = zext i8 %847 to i32
  %849 = icmp sgt i32 %846, %848
  br i1 %849, label %853, label %850

850:                                              ; preds = %841
  %851 = load i32, ptr %17, align 4
  %852 = icmp ne i32 %851, 0
  br label %853

853:                                              ; preds = %850, %841
  %854 = phi i1 [ true, %841 ], [ %852, %850 ]
  %855 = xor i1 %854, true
  %856 = zext i1 %855 to i32
  %857 = icmp ne i32 %824, %856
  %858 = zext i1 %857 to i32
  %859 = trunc i32 %858 to i8
  store i8 %859, ptr @g_111, align 1
  %860 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %861 = getelementptr inbounds [4 x i32], ptr %860, i64 0, i64 2
  %862 = load i32, ptr %861, align 8
  %863 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 1
  %864 = getelementptr inbounds [4 x i32], ptr %863, i64 0, i64 0
  store i32 %862, ptr %864, align 16
  %865 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %866 = sext i8 %865 to i32
  %867 = load i32, ptr @g_250, align 4
  %868 = or i32 %867, %866
  store i32 %868, ptr @g_250, align 4
  %869 = icmp uge i32 %868, 2096839789
  %870 = zext i1 %869 to i32
  %871 = load i32, ptr %14, align 4
  %872 = icmp sge i32 %870, %871
  %873 = zext i1 %872 to i32
  %874 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %875 = getelementptr inbounds [4 x i32], ptr %874, i64 0, i64 2
  %876 = load i32, ptr %875, align 8
  %877 = icmp slt i32 %876, 1568482696
  %878 = zext i1 %877 to i32
  %879 = sext i32 %878 to i64
  %880 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %879, i64 noundef 1)
  %881 = call i64 @safe_mul_func_uint64_t_u_u(i64 noundef %880, i64 noundef 0)
  %882 = load i8, ptr @g_97, align 1
  %883 = zext i8 %882 to i64
  %884 = icmp ule i64 %881, %883
  %885 = zext i1 %884 to i32
  %886 = trunc i32 %885 to i16
  %887 = load i32, ptr %10, align 4
  %888 = trunc i32 %887 to i16
  %889 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %886, i16 noundef %888)
  %890 = zext i16 %889 to i64
  %891 = load i64, ptr @g_38, align 8
  %892 = or i64 %890, %891
  %893 = trunc i64 %892 to i32
  %894 = load i16, ptr %76, align 2
  %895 = zext i16 %894 to i32
  %896 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %893, i32 noundef %895)
  %897 = trunc i32 %896 to i16
  %898 = load i32, ptr %14, align 4
  %899 = trunc i32 %898 to i16
  %900 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %897, i16 noundef %899)
  %901 = zext i16 %900 to i32
  %902 = icmp ne i32 %901, 0
  br i1 %902, label %906, label %903

903:                                              ; preds = %853
  %904 = load i64, ptr @g_38, align 8
  %905 = icmp ne i64 %904, 0
  br label %906

906:                                              ; preds = %903, %853
  %907 = phi i1 [ true, %853 ], [ %905, %903 ]
  %908 = zext i1 %907 to i32
  %909 = trunc i32 %908 to i8
  %910 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %909, i32 noundef 2)
  %911 = zext i8 %910 to i64
  %912 = load ptr, ptr %5, align 8
  store i64 %911, ptr %912, align 8
  %913 = icmp eq i64 %911, -921617927551285615
  %914 = zext i1 %913 to i32
  %915 = icmp eq i32 %914, 2
  %916 = zext i1 %915 to i32
  %917 = load i32, ptr @g_3, align 4
  %918 = xor i32 %917, %916
  store i32 %918, ptr @g_3, align 4
  %919 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 1), align 4
  store i32 %919, ptr %1, align 4
  br label %1737

920:                                              ; preds = %647
  store ptr %66, ptr %87, align 8
  store i32 -1, ptr %88, align 4
  store i32 -403916440, ptr %89, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %90, ptr align 16 @__const.func_1.l_274, i64 32, i1 false)
  store i32 0, ptr %91, align 4
  store i32 -678981694, ptr %92, align 4
  %921 = load ptr, ptr %66, align 8
  %922 = load ptr, ptr %87, align 8
  store ptr %921, ptr %922, align 8
  %923 = load ptr, ptr %18, align 8
  %924 = icmp ne ptr %921, %923
  %925 = zext i1 %924 to i32
  %926 = trunc i32 %925 to i16
  store i16 %926, ptr @g_11, align 2
  %927 = sext i16 %926 to i32
  %928 = load i32, ptr %88, align 4
  %929 = and i32 %928, 1
  store i32 %929, ptr %88, align 4
  %930 = icmp sge i32 %927, %929
  %931 = zext i1 %930 to i32
  %932 = trunc i32 %931 to i8
  %933 = call i8 @safe_mod_func_int8_t_s_s(i8 noundef %932, i8 noundef 4)
  %934 = sext i8 %933 to i32
  %935 = icmp ne i32 %934, 0
  br i1 %935, label %970, label %936

936:                                              ; preds = %920
  %937 = load ptr, ptr %16, align 8
  %938 = load ptr, ptr %937, align 8
  %939 = load ptr, ptr %938, align 8
  store i8 1, ptr %939, align 1
  br i1 true, label %945, label %940

940:                                              ; preds = %936
  %941 = load ptr, ptr @g_155, align 8
  %942 = load volatile i8, ptr %941, align 1
  %943 = sext i8 %942 to i32
  %944 = icmp ne i32 %943, 0
  br label %945

945:                                              ; preds = %940, %936
  %946 = phi i1 [ true, %936 ], [ %944, %940 ]
  %947 = zext i1 %946 to i32
  %948 = icmp sge i32 1, %947
  %949 = zext i1 %948 to i32
  %950 = getelementptr inbounds [4 x i16], ptr %67, i64 0, i64 0
  %951 = load i16, ptr %950, align 2
  %952 = sext i16 %951 to i64
  %953 = load i64, ptr @g_61, align 8
  %954 = or i64 %952, %953
  %955 = trunc i64 %954 to i8
  %956 = load i64, ptr @g_61, align 8
  %957 = trunc i64 %956 to i8
  %958 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %955, i8 noundef %957)
  %959 = zext i8 %958 to i32
  %960 = icmp ne i32 %959, 0
  br i1 %960, label %961, label %964

961:                                              ; preds = %945
  %962 = load i32, ptr %88, align 4
  %963 = icmp ne i32 %962, 0
  br label %964

964:                                              ; preds = %961, %945
  %965 = phi i1 [ false, %945 ], [ %963, %961 ]
  %966 = zext i1 %965 to i32
  %967 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef 84, i32 noundef %966)
  %968 = sext i8 %967 to i32
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %984

970:                                              ; preds = %964, %920
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
  br label %971

971:                                              ; preds = %978, %970
  %972 = load i32, ptr %108, align 4
  %973 = icmp slt i32 %972, 2
  br i1 %973, label %974, label %981

974:                                              ; preds = %971
  %975 = load i32, ptr %108, align 4
  %976 = sext i32 %975 to i64
  %977 = getelementptr inbounds [2 x ptr], ptr %107, i64 0, i64 %976
  store ptr @g_78, ptr %977, align 8
  br label %978

978:                                              ; preds = %974
  %979 = load i32, ptr %108, align 4
  %980 = add nsw i32 %979, 1
  store i32 %980, ptr %108, align 4
  br label %971, !llvm.loop !22

981:                                              ; preds = %971
  %982 = load i32, ptr %91, align 4
  %983 = add i32 %982, -1
  store i32 %983, ptr %91, align 4
  br label %998

984:                                              ; preds = %964
  %985 = load ptr, ptr @g_42, align 8
  %986 = load i32, ptr %985, align 4
  %987 = and i32 %986, -1748683007
  store i32 %987, ptr %985, align 4
  store i32 %987, ptr %92, align 4
  %988 = load ptr, ptr @g_42, align 8
  %989 = load i32, ptr %988, align 4
  %990 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %991 = getelementptr inbounds [4 x i32], ptr %990, i64 0, i64 2
  %992 = load i32, ptr %991, align 8
  %993 = or i32 %992, %989
  store i32 %993, ptr %991, align 8
  %994 = load i32, ptr %10, align 4
  %995 = icmp ne i32 %994, 0
  br i1 %995, label %996, label %997

996:                                              ; preds = %984
  br label %1112

997:                                              ; preds = %984
  br label %998

998:                                              ; preds = %997, %981
  %999 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 4
  %1000 = getelementptr inbounds [4 x i32], ptr %999, i64 0, i64 3
  %1001 = load i32, ptr %1000, align 4
  %1002 = icmp ne i32 %1001, 0
  br i1 %1002, label %1003, label %1004

1003:                                             ; preds = %998
  br label %1112

1004:                                             ; preds = %998
  br label %1005

1005:                                             ; preds = %1004
  %1006 = getelementptr inbounds [7 x i32], ptr %69, i64 0, i64 2
  %1007 = load i32, ptr %1006, align 8
  %1008 = load ptr, ptr @g_42, align 8
  %1009 = load i32, ptr %1008, align 4
  %1010 = xor i32 %1009, %1007
  store i32 %1010, ptr %1008, align 4
  %1011 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 2), align 8
  %1012 = load ptr, ptr %65, align 8
  %1013 = load ptr, ptr %1012, align 8
  %1014 = load i8, ptr %1013, align 1
  %1015 = add i8 %1014, 1
  store i8 %1015, ptr %1013, align 1
  %1016 = zext i8 %1015 to i64
  %1017 = icmp sle i64 %1011, %1016
  %1018 = zext i1 %1017 to i32
  %1019 = load i64, ptr @g_38, align 8
  %1020 = trunc i64 %1019 to i16
  %1021 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1022 = getelementptr inbounds [6 x [9 x i16]], ptr %1021, i64 0, i64 1
  %1023 = getelementptr inbounds [9 x i16], ptr %1022, i64 0, i64 5
  %1024 = load i16, ptr %1023, align 2
  %1025 = load i32, ptr @g_250, align 4
  %1026 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %1027 = sext i8 %1026 to i32
  %1028 = icmp uge i32 %1025, %1027
  %1029 = zext i1 %1028 to i32
  %1030 = trunc i32 %1029 to i8
  %1031 = call i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %1030, i32 noundef 7)
  %1032 = zext i8 %1031 to i32
  store i32 -1041341112, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 1), align 4
  %1033 = load ptr, ptr %72, align 8
  store i32 -1041341112, ptr %1033, align 4
  %1034 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1035 = getelementptr inbounds [6 x [9 x i16]], ptr %1034, i64 0, i64 1
  %1036 = getelementptr inbounds [9 x i16], ptr %1035, i64 0, i64 5
  %1037 = load i16, ptr %1036, align 2
  %1038 = zext i16 %1037 to i32
  %1039 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef -1041341112, i32 noundef %1038)
  %1040 = icmp ne i32 %1039, 0
  br i1 %1040, label %1041, label %1055

1041:                                             ; preds = %1005
  %1042 = load ptr, ptr @g_42, align 8
  %1043 = load i32, ptr %1042, align 4
  %1044 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1045 = getelementptr inbounds [6 x [9 x i16]], ptr %1044, i64 0, i64 1
  %1046 = getelementptr inbounds [9 x i16], ptr %1045, i64 0, i64 7
  %1047 = load i16, ptr %1046, align 2
  %1048 = zext i16 %1047 to i32
  %1049 = or i32 %1043, %1048
  %1050 = load i32, ptr %17, align 4
  %1051 = icmp eq i32 %1049, %1050
  %1052 = zext i1 %1051 to i32
  %1053 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef 884548523, i32 noundef %1052)
  %1054 = icmp ne i32 %1053, 1856134674
  br label %1055

1055:                                             ; preds = %1041, %1005
  %1056 = phi i1 [ false, %1005 ], [ %1054, %1041 ]
  %1057 = zext i1 %1056 to i32
  %1058 = icmp sge i32 %1032, %1057
  br i1 %1058, label %1059, label %1063

1059:                                             ; preds = %1055
  %1060 = load volatile i16, ptr @g_168, align 2
  %1061 = sext i16 %1060 to i32
  %1062 = icmp ne i32 %1061, 0
  br label %1063

1063:                                             ; preds = %1059, %1055
  %1064 = phi i1 [ false, %1055 ], [ %1062, %1059 ]
  %1065 = zext i1 %1064 to i32
  %1066 = trunc i32 %1065 to i8
  %1067 = load i32, ptr %14, align 4
  %1068 = call i8 @safe_rshift_func_int8_t_s_u(i8 noundef %1066, i32 noundef %1067)
  %1069 = sext i8 %1068 to i32
  %1070 = load i32, ptr %17, align 4
  %1071 = icmp ne i32 %1069, %1070
  %1072 = zext i1 %1071 to i32
  %1073 = trunc i32 %1072 to i16
  %1074 = load i8, ptr @g_111, align 1
  %1075 = zext i8 %1074 to i16
  %1076 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %1073, i16 noundef %1075)
  %1077 = zext i16 %1076 to i32
  %1078 = icmp sle i32 %1077, 234
  %1079 = zext i1 %1078 to i32
  %1080 = trunc i32 %1079 to i16
  %1081 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %1020, i16 noundef %1080)
  %1082 = icmp ne i16 %1081, 0
  %1083 = xor i1 %1082, true
  %1084 = zext i1 %1083 to i32
  %1085 = trunc i32 %1084 to i16
  %1086 = load i32, ptr @g_43, align 4
  %1087 = trunc i32 %1086 to i16
  %1088 = call i16 @safe_div_func_uint16_t_u_u(i16 noundef %1085, i16 noundef %1087)
  %1089 = zext i16 %1088 to i32
  %1090 = icmp ne i32 %1089, 0
  br i1 %1090, label %1095, label %1091

1091:                                             ; preds = %1063
  br i1 true, label %1095, label %1092

1092:                                             ; preds = %1091
  %1093 = load i32, ptr %14, align 4
  %1094 = icmp ne i32 %1093, 0
  br label %1095

1095:                                             ; preds = %1092, %1091, %1063
  %1096 = phi i1 [ true, %1091 ], [ true, %1063 ], [ %1094, %1092 ]
  %1097 = zext i1 %1096 to i32
  %1098 = icmp eq i32 %1018, %1097
  %1099 = zext i1 %1098 to i32
  %1100 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %1101 = getelementptr inbounds [4 x i32], ptr %1100, i64 0, i64 2
  %1102 = load i32, ptr %1101, align 8
  %1103 = and i32 %1102, %1099
  store i32 %1103, ptr %1101, align 8
  %1104 = load volatile ptr, ptr @g_46, align 8
  %1105 = load ptr, ptr %1104, align 8
  %1106 = load i32, ptr %1105, align 4
  %1107 = load i32, ptr %68, align 4
  %1108 = or i32 %1107, %1106
  store i32 %1108, ptr %68, align 4
  br label %1109

1109:                                             ; preds = %1095
  %1110 = load i16, ptr %2, align 2
  %1111 = add i16 %1110, 1
  store i16 %1111, ptr %2, align 2
  br label %643, !llvm.loop !23

1112:                                             ; preds = %1003, %996, %643
  %1113 = load volatile i32, ptr @g_208, align 8
  %1114 = load ptr, ptr %18, align 8
  %1115 = icmp ne ptr %1114, @g_11
  %1116 = zext i1 %1115 to i32
  %1117 = load i8, ptr @g_111, align 1
  %1118 = zext i8 %1117 to i32
  %1119 = load i32, ptr @g_3, align 4
  %1120 = trunc i32 %1119 to i16
  %1121 = load ptr, ptr @g_322, align 8
  %1122 = icmp eq ptr %1121, null
  %1123 = zext i1 %1122 to i32
  %1124 = load i32, ptr %17, align 4
  %1125 = load ptr, ptr %16, align 8
  %1126 = load ptr, ptr %1125, align 8
  %1127 = load ptr, ptr %16, align 8
  store ptr %1126, ptr %1127, align 8
  %1128 = load ptr, ptr %19, align 8
  %1129 = icmp ne ptr %1126, %1128
  %1130 = zext i1 %1129 to i32
  %1131 = trunc i32 %1130 to i16
  %1132 = call i16 @safe_sub_func_uint16_t_u_u(i16 noundef %1120, i16 noundef %1131)
  %1133 = zext i16 %1132 to i32
  %1134 = or i32 1, %1133
  %1135 = trunc i32 %1134 to i8
  %1136 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1137 = getelementptr inbounds [6 x [9 x i16]], ptr %1136, i64 0, i64 2
  %1138 = getelementptr inbounds [9 x i16], ptr %1137, i64 0, i64 8
  %1139 = load i16, ptr %1138, align 4
  %1140 = zext i16 %1139 to i32
  %1141 = call i8 @safe_lshift_func_int8_t_s_s(i8 noundef %1135, i32 noundef %1140)
  %1142 = sext i8 %1141 to i16
  %1143 = call i16 @safe_div_func_uint16_t_u_u(i16 noundef %1142, i16 noundef 11892)
  %1144 = zext i16 %1143 to i32
  %1145 = load i32, ptr %6, align 4
  %1146 = or i32 %1144, %1145
  %1147 = sext i32 %1146 to i64
  %1148 = icmp sge i64 %1147, 7634111684824154030
  %1149 = zext i1 %1148 to i32
  %1150 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 4), i64 0, i64 1), align 4
  %1151 = icmp sgt i32 %1149, %1150
  %1152 = xor i1 %1151, true
  %1153 = zext i1 %1152 to i32
  %1154 = xor i32 %1118, %1153
  %1155 = load i32, ptr %6, align 4
  %1156 = icmp slt i32 %1154, %1155
  %1157 = zext i1 %1156 to i32
  %1158 = or i32 %1157, 1
  %1159 = icmp ne i32 %1158, 0
  br i1 %1159, label %1163, label %1160

1160:                                             ; preds = %1112
  %1161 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 4), align 4
  %1162 = icmp ne i32 %1161, 0
  br label %1163

1163:                                             ; preds = %1160, %1112
  %1164 = phi i1 [ true, %1112 ], [ %1162, %1160 ]
  %1165 = zext i1 %1164 to i32
  %1166 = or i32 %1116, %1165
  %1167 = load i32, ptr %8, align 4
  %1168 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %1166, i32 noundef %1167)
  %1169 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1170 = getelementptr inbounds [6 x [9 x i16]], ptr %1169, i64 0, i64 2
  %1171 = getelementptr inbounds [9 x i16], ptr %1170, i64 0, i64 2
  %1172 = load i16, ptr %1171, align 4
  %1173 = zext i16 %1172 to i32
  %1174 = or i32 %1168, %1173
  %1175 = trunc i32 %1174 to i8
  %1176 = load i16, ptr %2, align 2
  %1177 = trunc i16 %1176 to i8
  %1178 = call i8 @safe_mod_func_int8_t_s_s(i8 noundef %1175, i8 noundef %1177)
  %1179 = sext i8 %1178 to i32
  %1180 = load ptr, ptr @g_42, align 8
  %1181 = load i32, ptr %1180, align 4
  %1182 = or i32 %1181, %1179
  store i32 %1182, ptr %1180, align 4
  %1183 = icmp ne i32 %1182, 0
  br i1 %1183, label %1184, label %1213

1184:                                             ; preds = %1163
  store i32 0, ptr %6, align 4
  br label %1185

1185:                                             ; preds = %1207, %1184
  %1186 = load i32, ptr %6, align 4
  %1187 = icmp sgt i32 %1186, -26
  br i1 %1187, label %1188, label %1212

1188:                                             ; preds = %1185
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %109, ptr align 16 @__const.func_1.l_329, i64 36, i1 false)
  %1189 = load i32, ptr @g_307, align 4
  %1190 = load volatile ptr, ptr @g_46, align 8
  %1191 = load ptr, ptr %1190, align 8
  store ptr %1191, ptr %20, align 8
  %1192 = load ptr, ptr @g_322, align 8
  %1193 = load volatile ptr, ptr %1192, align 8
  %1194 = load volatile i8, ptr %1193, align 1
  %1195 = zext i8 %1194 to i32
  %1196 = or i32 %1195, 153
  %1197 = load ptr, ptr %20, align 8
  %1198 = load i32, ptr %1197, align 4
  %1199 = xor i32 %1198, %1196
  store i32 %1199, ptr %1197, align 4
  %1200 = load ptr, ptr @g_42, align 8
  store i32 8, ptr %1200, align 4
  %1201 = getelementptr inbounds [9 x [2 x i16]], ptr %109, i64 0, i64 8
  %1202 = getelementptr inbounds [2 x i16], ptr %1201, i64 0, i64 1
  %1203 = load i16, ptr %1202, align 2
  %1204 = icmp ne i16 %1203, 0
  br i1 %1204, label %1205, label %1206

1205:                                             ; preds = %1188
  br label %1212

1206:                                             ; preds = %1188
  br label %1207

1207:                                             ; preds = %1206
  %1208 = load i32, ptr %6, align 4
  %1209 = trunc i32 %1208 to i8
  %1210 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %1209, i8 noundef 7)
  %1211 = zext i8 %1210 to i32
  store i32 %1211, ptr %6, align 4
  br label %1185, !llvm.loop !24

1212:                                             ; preds = %1205, %1185
  br label %1735

1213:                                             ; preds = %1163
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
  br label %1214

1214:                                             ; preds = %1450, %1213
  %1215 = load i32, ptr @g_307, align 4
  %1216 = icmp uge i32 %1215, 49
  br i1 %1216, label %1217, label %1453

1217:                                             ; preds = %1214
  store ptr %6, ptr %124, align 8
  store i32 1206734404, ptr %126, align 4
  store ptr @g_231, ptr %127, align 8
  %1218 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1219 = getelementptr inbounds [6 x [9 x i16]], ptr %1218, i64 0, i64 1
  %1220 = getelementptr inbounds [9 x i16], ptr %1219, i64 0, i64 5
  store ptr %1220, ptr %128, align 8
  %1221 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 0
  store ptr %1221, ptr %130, align 8
  store ptr @g_61, ptr %131, align 8
  %1222 = getelementptr inbounds [1 x ptr], ptr %132, i64 0, i64 0
  store ptr %1222, ptr %133, align 8
  store ptr @g_398, ptr %134, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %135, ptr align 16 @__const.func_1.l_399, i64 56, i1 false)
  store i32 -7, ptr %136, align 4
  store i32 0, ptr %137, align 4
  br label %1223

1223:                                             ; preds = %1230, %1217
  %1224 = load i32, ptr %137, align 4
  %1225 = icmp slt i32 %1224, 6
  br i1 %1225, label %1226, label %1233

1226:                                             ; preds = %1223
  %1227 = load i32, ptr %137, align 4
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr inbounds [6 x ptr], ptr %125, i64 0, i64 %1228
  store ptr %8, ptr %1229, align 8
  br label %1230

1230:                                             ; preds = %1226
  %1231 = load i32, ptr %137, align 4
  %1232 = add nsw i32 %1231, 1
  store i32 %1232, ptr %137, align 4
  br label %1223, !llvm.loop !25

1233:                                             ; preds = %1223
  store i32 0, ptr %137, align 4
  br label %1234

1234:                                             ; preds = %1241, %1233
  %1235 = load i32, ptr %137, align 4
  %1236 = icmp slt i32 %1235, 2
  br i1 %1236, label %1237, label %1244

1237:                                             ; preds = %1234
  %1238 = load i32, ptr %137, align 4
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 %1239
  store i32 -715999603, ptr %1240, align 4
  br label %1241

1241:                                             ; preds = %1237
  %1242 = load i32, ptr %137, align 4
  %1243 = add nsw i32 %1242, 1
  store i32 %1243, ptr %137, align 4
  br label %1234, !llvm.loop !26

1244:                                             ; preds = %1234
  store i32 0, ptr %137, align 4
  br label %1245

1245:                                             ; preds = %1252, %1244
  %1246 = load i32, ptr %137, align 4
  %1247 = icmp slt i32 %1246, 1
  br i1 %1247, label %1248, label %1255

1248:                                             ; preds = %1245
  %1249 = load i32, ptr %137, align 4
  %1250 = sext i32 %1249 to i64
  %1251 = getelementptr inbounds [1 x ptr], ptr %132, i64 0, i64 %1250
  store ptr null, ptr %1251, align 8
  br label %1252

1252:                                             ; preds = %1248
  %1253 = load i32, ptr %137, align 4
  %1254 = add nsw i32 %1253, 1
  store i32 %1254, ptr %137, align 4
  br label %1245, !llvm.loop !27

1255:                                             ; preds = %1245
  %1256 = load i32, ptr %112, align 4
  %1257 = add i32 %1256, 1
  store i32 %1257, ptr %112, align 4
  %1258 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1259 = getelementptr inbounds [7 x [4 x i32]], ptr %1258, i64 0, i64 5
  %1260 = getelementptr inbounds [4 x i32], ptr %1259, i64 0, i64 1
  %1261 = load i32, ptr %1260, align 4
  %1262 = load volatile ptr, ptr @g_46, align 8
  %1263 = load ptr, ptr %1262, align 8
  %1264 = load i32, ptr %1263, align 4
  %1265 = load i32, ptr @g_43, align 4
  %1266 = load i16, ptr @g_88, align 2
  %1267 = zext i16 %1266 to i32
  %1268 = icmp slt i32 %1265, %1267
  %1269 = zext i1 %1268 to i32
  %1270 = load ptr, ptr @g_351, align 8
  store ptr %1270, ptr %114, align 8
  %1271 = icmp ne ptr %1270, @g_352
  %1272 = zext i1 %1271 to i32
  %1273 = load ptr, ptr %127, align 8
  store ptr null, ptr @g_230, align 8
  %1274 = icmp eq ptr %1273, null
  %1275 = zext i1 %1274 to i32
  %1276 = load ptr, ptr @g_42, align 8
  %1277 = load i32, ptr %1276, align 4
  %1278 = icmp ugt i32 -1589577926, %1277
  %1279 = zext i1 %1278 to i32
  store i32 %1279, ptr %115, align 4
  br i1 %1278, label %1280, label %1284

1280:                                             ; preds = %1255
  %1281 = load i16, ptr @g_11, align 2
  %1282 = sext i16 %1281 to i32
  %1283 = icmp ne i32 %1282, 0
  br label %1284

1284:                                             ; preds = %1280, %1255
  %1285 = phi i1 [ false, %1255 ], [ %1283, %1280 ]
  %1286 = zext i1 %1285 to i32
  %1287 = and i32 %1275, %1286
  %1288 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 6
  %1289 = getelementptr inbounds [7 x [4 x i32]], ptr %1288, i64 0, i64 3
  %1290 = getelementptr inbounds [4 x i32], ptr %1289, i64 0, i64 1
  %1291 = load i32, ptr %1290, align 4
  %1292 = icmp sgt i32 %1287, %1291
  %1293 = zext i1 %1292 to i32
  %1294 = sext i32 %1293 to i64
  %1295 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %1294, i64 noundef 2266329681852505737)
  %1296 = load i32, ptr getelementptr inbounds ([6 x [3 x [2 x i32]]], ptr @g_100, i64 0, i64 3), align 8
  %1297 = sext i32 %1296 to i64
  %1298 = xor i64 %1295, %1297
  %1299 = load ptr, ptr %128, align 8
  %1300 = load i16, ptr %1299, align 2
  %1301 = zext i16 %1300 to i64
  %1302 = xor i64 %1301, %1298
  %1303 = trunc i64 %1302 to i16
  store i16 %1303, ptr %1299, align 2
  %1304 = zext i16 %1303 to i32
  %1305 = icmp ne i32 %1304, 0
  br i1 %1305, label %1307, label %1306

1306:                                             ; preds = %1284
  br label %1307

1307:                                             ; preds = %1306, %1284
  %1308 = phi i1 [ true, %1284 ], [ true, %1306 ]
  %1309 = zext i1 %1308 to i32
  %1310 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %1309, i32 noundef -6)
  %1311 = icmp uge i32 %1310, 255
  %1312 = zext i1 %1311 to i32
  %1313 = trunc i32 %1312 to i16
  %1314 = call i16 @safe_lshift_func_int16_t_s_u(i16 noundef %1313, i32 noundef 2)
  %1315 = sext i16 %1314 to i32
  %1316 = icmp ne i32 %1264, %1315
  %1317 = zext i1 %1316 to i32
  %1318 = trunc i32 %1317 to i8
  %1319 = getelementptr inbounds [2 x i32], ptr %129, i64 0, i64 0
  %1320 = load i32, ptr %1319, align 4
  %1321 = trunc i32 %1320 to i8
  %1322 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %1318, i8 noundef %1321)
  %1323 = zext i8 %1322 to i32
  %1324 = trunc i32 %1323 to i8
  %1325 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %1324, i8 noundef -1)
  %1326 = zext i8 %1325 to i32
  %1327 = load i8, ptr @g_18, align 1
  %1328 = sext i8 %1327 to i32
  %1329 = and i32 %1326, %1328
  %1330 = icmp ne i32 %1329, 0
  br i1 %1330, label %1331, label %1334

1331:                                             ; preds = %1307
  %1332 = load i8, ptr @g_18, align 1
  %1333 = sext i8 %1332 to i32
  store i32 %1333, ptr %1, align 4
  br label %1737

1334:                                             ; preds = %1307
  store ptr %114, ptr %140, align 8
  store ptr %140, ptr %141, align 8
  %1335 = getelementptr inbounds [1 x ptr], ptr %141, i64 1
  store ptr %140, ptr %1335, align 8
  %1336 = getelementptr inbounds [1 x ptr], ptr %141, i64 2
  store ptr %140, ptr %1336, align 8
  %1337 = getelementptr inbounds [1 x ptr], ptr %141, i64 3
  store ptr %140, ptr %1337, align 8
  %1338 = getelementptr inbounds [1 x ptr], ptr %141, i64 4
  store ptr %140, ptr %1338, align 8
  %1339 = getelementptr inbounds [1 x ptr], ptr %141, i64 5
  store ptr %140, ptr %1339, align 8
  store i32 1152866105, ptr %142, align 4
  store i32 1, ptr %143, align 4
  store i32 0, ptr %144, align 4
  store i32 1759593303, ptr %145, align 4
  store ptr @g_351, ptr %116, align 8
  %1340 = getelementptr inbounds [1 x [9 x [1 x i32]]], ptr %21, i64 0, i64 0
  %1341 = getelementptr inbounds [9 x [1 x i32]], ptr %1340, i64 0, i64 6
  %1342 = getelementptr inbounds [1 x i32], ptr %1341, i64 0, i64 0
  %1343 = load i32, ptr %1342, align 8
  %1344 = add i32 %1343, -1
  store i32 %1344, ptr %1342, align 8
  br label %1345

1345:                                             ; preds = %1334
  %1346 = load ptr, ptr @g_351, align 8
  %1347 = load ptr, ptr %1346, align 8
  %1348 = icmp ne ptr @g_11, %1347
  %1349 = zext i1 %1348 to i32
  %1350 = load ptr, ptr %124, align 8
  %1351 = load i32, ptr %1350, align 4
  %1352 = load ptr, ptr %130, align 8
  %1353 = load i32, ptr %1352, align 4
  %1354 = add i32 %1353, 1
  store i32 %1354, ptr %1352, align 4
  %1355 = icmp eq i32 %1351, %1353
  %1356 = zext i1 %1355 to i32
  %1357 = load ptr, ptr %131, align 8
  %1358 = load i64, ptr %1357, align 8
  %1359 = and i64 %1358, -3441516844700490092
  store i64 %1359, ptr %1357, align 8
  %1360 = load ptr, ptr %133, align 8
  store ptr null, ptr %1360, align 8
  %1361 = load i16, ptr @g_11, align 2
  %1362 = sext i16 %1361 to i64
  %1363 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %1362, i64 noundef -7781574539511126060)
  %1364 = load i32, ptr %118, align 4
  %1365 = sext i32 %1364 to i64
  %1366 = icmp sgt i64 %1363, %1365
  %1367 = zext i1 %1366 to i32
  %1368 = load i32, ptr %112, align 4
  %1369 = icmp ult i32 %1367, %1368
  %1370 = zext i1 %1369 to i32
  %1371 = trunc i32 %1370 to i8
  %1372 = load ptr, ptr @g_322, align 8
  %1373 = load volatile ptr, ptr %1372, align 8
  %1374 = load volatile i8, ptr %1373, align 1
  %1375 = call i8 @safe_mod_func_uint8_t_u_u(i8 noundef %1371, i8 noundef %1374)
  %1376 = zext i8 %1375 to i32
  %1377 = call i16 @safe_rshift_func_uint16_t_u_s(i16 noundef 1, i32 noundef %1376)
  %1378 = zext i16 %1377 to i64
  %1379 = load ptr, ptr %134, align 8
  %1380 = load i64, ptr %1379, align 8
  %1381 = and i64 %1380, %1378
  store i64 %1381, ptr %1379, align 8
  %1382 = icmp ult i64 %1381, 1
  %1383 = zext i1 %1382 to i32
  %1384 = icmp sge i32 %1383, -8
  %1385 = zext i1 %1384 to i32
  %1386 = trunc i32 %1385 to i16
  %1387 = call i16 @safe_unary_minus_func_int16_t_s(i16 noundef %1386)
  %1388 = sext i16 %1387 to i32
  %1389 = load i16, ptr @g_11, align 2
  %1390 = sext i16 %1389 to i32
  %1391 = icmp ne i32 %1388, %1390
  %1392 = zext i1 %1391 to i32
  %1393 = trunc i32 %1392 to i16
  %1394 = call i16 @safe_mod_func_uint16_t_u_u(i16 noundef %1393, i16 noundef 1)
  %1395 = zext i16 %1394 to i32
  %1396 = load ptr, ptr %12, align 8
  %1397 = load i8, ptr %1396, align 1
  %1398 = zext i8 %1397 to i32
  %1399 = or i32 %1398, %1395
  %1400 = trunc i32 %1399 to i8
  store i8 %1400, ptr %1396, align 1
  %1401 = zext i8 %1400 to i32
  %1402 = load ptr, ptr @g_231, align 8
  %1403 = load i8, ptr %1402, align 1
  %1404 = sext i8 %1403 to i32
  %1405 = icmp sgt i32 %1401, %1404
  %1406 = zext i1 %1405 to i32
  %1407 = sext i32 %1406 to i64
  %1408 = and i64 %1359, %1407
  %1409 = load ptr, ptr %124, align 8
  %1410 = load i32, ptr %1409, align 4
  %1411 = icmp ule i32 9, %1410
  %1412 = zext i1 %1411 to i32
  %1413 = trunc i32 %1412 to i8
  %1414 = load ptr, ptr %15, align 8
  %1415 = load ptr, ptr %1414, align 8
  store i8 %1413, ptr %1415, align 1
  %1416 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %1413, i32 noundef 2)
  %1417 = load i32, ptr %8, align 4
  %1418 = icmp ne i32 %1417, 0
  br i1 %1418, label %1419, label %1423

1419:                                             ; preds = %1345
  %1420 = load ptr, ptr @g_42, align 8
  %1421 = load i32, ptr %1420, align 4
  %1422 = icmp ne i32 %1421, 0
  br label %1423

1423:                                             ; preds = %1419, %1345
  %1424 = phi i1 [ false, %1345 ], [ %1422, %1419 ]
  %1425 = zext i1 %1424 to i32
  %1426 = trunc i32 %1425 to i16
  %1427 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %1426, i16 noundef 9791)
  %1428 = zext i16 %1427 to i32
  %1429 = and i32 %1356, %1428
  %1430 = sext i32 %1429 to i64
  %1431 = icmp eq i64 -1, %1430
  %1432 = zext i1 %1431 to i32
  store i32 %1432, ptr @g_401, align 4
  %1433 = trunc i32 %1432 to i8
  %1434 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %1433, i32 noundef 6)
  %1435 = sext i8 %1434 to i32
  %1436 = and i32 0, %1435
  %1437 = trunc i32 %1436 to i8
  %1438 = load i32, ptr %136, align 4
  %1439 = trunc i32 %1438 to i8
  %1440 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %1437, i8 noundef %1439)
  %1441 = icmp ne i8 %1440, 0
  br i1 %1441, label %1442, label %1444

1442:                                             ; preds = %1423
  store i32 -1603734788, ptr %148, align 4
  %1443 = load i32, ptr %148, align 4
  store i32 %1443, ptr %1, align 4
  br label %1737

1444:                                             ; preds = %1423
  %1445 = load i32, ptr %115, align 4
  %1446 = load ptr, ptr %124, align 8
  %1447 = load i32, ptr %1446, align 4
  %1448 = xor i32 %1447, %1445
  store i32 %1448, ptr %1446, align 4
  br label %1449

1449:                                             ; preds = %1444
  br label %1450

1450:                                             ; preds = %1449
  %1451 = load i32, ptr @g_307, align 4
  %1452 = add i32 %1451, 1
  store i32 %1452, ptr @g_307, align 4
  br label %1214, !llvm.loop !28

1453:                                             ; preds = %1214
  %1454 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1455 = getelementptr inbounds [7 x [4 x i32]], ptr %1454, i64 0, i64 5
  %1456 = getelementptr inbounds [4 x i32], ptr %1455, i64 0, i64 2
  %1457 = load i32, ptr %1456, align 8
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1460 = getelementptr inbounds [6 x [9 x i16]], ptr %1459, i64 0, i64 2
  %1461 = getelementptr inbounds [9 x i16], ptr %1460, i64 0, i64 2
  %1462 = load i16, ptr %1461, align 4
  %1463 = trunc i16 %1462 to i8
  %1464 = call i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %1463, i32 noundef 0)
  %1465 = zext i8 %1464 to i64
  %1466 = load ptr, ptr %5, align 8
  store i64 %1465, ptr %1466, align 8
  %1467 = icmp sgt i64 %1458, %1465
  br i1 %1467, label %1521, label %1468

1468:                                             ; preds = %1453
  %1469 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 1), align 4
  %1470 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1471 = getelementptr inbounds [7 x [4 x i32]], ptr %1470, i64 0, i64 5
  %1472 = getelementptr inbounds [4 x i32], ptr %1471, i64 0, i64 1
  %1473 = load i32, ptr %1472, align 4
  %1474 = trunc i32 %1473 to i8
  %1475 = load ptr, ptr %120, align 8
  %1476 = icmp eq ptr null, %1475
  %1477 = zext i1 %1476 to i32
  %1478 = trunc i32 %1477 to i8
  %1479 = call i8 @safe_sub_func_int8_t_s_s(i8 noundef %1474, i8 noundef %1478)
  %1480 = sext i8 %1479 to i16
  %1481 = call i16 @safe_lshift_func_int16_t_s_u(i16 noundef %1480, i32 noundef 8)
  %1482 = sext i16 %1481 to i64
  %1483 = load volatile i16, ptr @g_222, align 8
  %1484 = sext i16 %1483 to i32
  %1485 = load ptr, ptr @g_231, align 8
  %1486 = load i8, ptr %1485, align 1
  %1487 = sext i8 %1486 to i32
  %1488 = icmp eq i32 0, %1487
  %1489 = zext i1 %1488 to i32
  %1490 = icmp ult i32 7, %1489
  %1491 = zext i1 %1490 to i32
  %1492 = icmp sgt i32 %1484, %1491
  %1493 = zext i1 %1492 to i32
  %1494 = trunc i32 %1493 to i8
  %1495 = load ptr, ptr @g_231, align 8
  %1496 = load i8, ptr %1495, align 1
  %1497 = call i8 @safe_mod_func_uint8_t_u_u(i8 noundef %1494, i8 noundef %1496)
  %1498 = zext i8 %1497 to i64
  %1499 = load i16, ptr @g_11, align 2
  %1500 = sext i16 %1499 to i64
  %1501 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %1498, i64 noundef %1500)
  %1502 = or i64 %1482, %1501
  %1503 = trunc i64 %1502 to i16
  %1504 = getelementptr inbounds [8 x [7 x [4 x i32]]], ptr %113, i64 0, i64 4
  %1505 = getelementptr inbounds [7 x [4 x i32]], ptr %1504, i64 0, i64 5
  %1506 = getelementptr inbounds [4 x i32], ptr %1505, i64 0, i64 1
  %1507 = load i32, ptr %1506, align 4
  %1508 = call i16 @safe_rshift_func_int16_t_s_u(i16 noundef %1503, i32 noundef %1507)
  %1509 = sext i16 %1508 to i32
  %1510 = icmp ne i32 %1509, 0
  br i1 %1510, label %1515, label %1511

1511:                                             ; preds = %1468
  %1512 = load volatile i16, ptr @g_222, align 8
  %1513 = sext i16 %1512 to i32
  %1514 = icmp ne i32 %1513, 0
  br label %1515

1515:                                             ; preds = %1511, %1468
  %1516 = phi i1 [ true, %1468 ], [ %1514, %1511 ]
  %1517 = zext i1 %1516 to i32
  %1518 = sext i32 %1517 to i64
  %1519 = load ptr, ptr %5, align 8
  store i64 %1518, ptr %1519, align 8
  %1520 = icmp ne i64 %1518, 0
  br label %1521

1521:                                             ; preds = %1515, %1453
  %1522 = phi i1 [ true, %1453 ], [ %1520, %1515 ]
  %1523 = zext i1 %1522 to i32
  %1524 = trunc i32 %1523 to i8
  %1525 = load i8, ptr @g_111, align 1
  %1526 = call i8 @safe_div_func_uint8_t_u_u(i8 noundef %1524, i8 noundef %1525)
  %1527 = zext i8 %1526 to i32
  %1528 = load ptr, ptr @g_42, align 8
  %1529 = load i32, ptr %1528, align 4
  %1530 = xor i32 %1529, %1527
  store i32 %1530, ptr %1528, align 4
  store i16 0, ptr @g_88, align 2
  br label %1531

1531:                                             ; preds = %1731, %1521
  %1532 = load i16, ptr @g_88, align 2
  %1533 = zext i16 %1532 to i32
  %1534 = icmp sge i32 %1533, 33
  br i1 %1534, label %1535, label %1734

1535:                                             ; preds = %1531
  store ptr %20, ptr %149, align 8
  store ptr %5, ptr %150, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %151, ptr align 16 @__const.func_1.l_458, i64 384, i1 false)
  store i16 13229, ptr %152, align 2
  %1536 = load ptr, ptr %149, align 8
  store ptr %118, ptr %1536, align 8
  %1537 = load ptr, ptr %149, align 8
  store ptr %119, ptr %1537, align 8
  store i16 1, ptr %2, align 2
  br label %1538

1538:                                             ; preds = %1636, %1535
  %1539 = load i16, ptr %2, align 2
  %1540 = zext i16 %1539 to i32
  %1541 = icmp slt i32 %1540, 1
  br i1 %1541, label %1542, label %1641

1542:                                             ; preds = %1538
  %1543 = getelementptr inbounds [1 x [6 x [9 x i16]]], ptr %13, i64 0, i64 0
  %1544 = getelementptr inbounds [6 x [9 x i16]], ptr %1543, i64 0, i64 1
  %1545 = getelementptr inbounds [9 x i16], ptr %1544, i64 0, i64 5
  store ptr %1545, ptr %156, align 8
  store i32 1, ptr %157, align 4
  %1546 = getelementptr inbounds [5 x [4 x i32]], ptr %9, i64 0, i64 2
  %1547 = getelementptr inbounds [4 x i32], ptr %1546, i64 0, i64 2
  store ptr %1547, ptr %158, align 8
  %1548 = load ptr, ptr %149, align 8
  %1549 = load ptr, ptr %1548, align 8
  %1550 = load i32, ptr %1549, align 4
  %1551 = icmp ne i32 %1550, 0
  br i1 %1551, label %1552, label %1603

1552:                                             ; preds = %1542
  %1553 = load ptr, ptr @g_322, align 8
  %1554 = load volatile ptr, ptr %1553, align 8
  %1555 = load volatile i8, ptr %1554, align 1
  %1556 = getelementptr inbounds [2 x [3 x [9 x i32]]], ptr %22, i64 0, i64 1
  %1557 = getelementptr inbounds [3 x [9 x i32]], ptr %1556, i64 0, i64 0
  %1558 = getelementptr inbounds [9 x i32], ptr %1557, i64 0, i64 8
  %1559 = load i32, ptr %1558, align 4
  %1560 = load ptr, ptr %120, align 8
  store i64 1, ptr %1560, align 8
  br i1 true, label %1561, label %1565

1561:                                             ; preds = %1552
  %1562 = load ptr, ptr %20, align 8
  %1563 = load i32, ptr %1562, align 4
  %1564 = icmp ne i32 %1563, 0
  br label %1565

1565:                                             ; preds = %1561, %1552
  %1566 = phi i1 [ false, %1552 ], [ %1564, %1561 ]
  %1567 = zext i1 %1566 to i32
  %1568 = load i16, ptr @g_88, align 2
  %1569 = zext i16 %1568 to i32
  %1570 = icmp slt i32 %1567, %1569
  %1571 = zext i1 %1570 to i32
  %1572 = sext i32 %1571 to i64
  store i64 %1572, ptr @g_398, align 8
  %1573 = load ptr, ptr @g_42, align 8
  %1574 = load i32, ptr %1573, align 4
  %1575 = icmp ne i32 %1574, 0
  br i1 %1575, label %1580, label %1576

1576:                                             ; preds = %1565
  %1577 = load ptr, ptr %20, align 8
  %1578 = load i32, ptr %1577, align 4
  %1579 = icmp ne i32 %1578, 0
  br label %1580

1580:                                             ; preds = %1576, %1565
  %1581 = phi i1 [ true, %1565 ], [ %1579, %1576 ]
  %1582 = zext i1 %1581 to i32
  %1583 = icmp uge i32 %1559, %1582
  %1584 = zext i1 %1583 to i32
  %1585 = sext i32 %1584 to i64
  %1586 = xor i64 %1585, 4492276265860371597
  %1587 = call i64 @safe_div_func_int64_t_s_s(i64 noundef 0, i64 noundef 2748384286316133031)
  %1588 = load ptr, ptr %156, align 8
  store i16 9327, ptr %1588, align 2
  %1589 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef 9327, i16 noundef -1)
  %1590 = zext i16 %1589 to i32
  %1591 = and i32 -1, %1590
  %1592 = icmp ne i32 %1591, 0
  br i1 %1592, label %1596, label %1593

1593:                                             ; preds = %1580
  %1594 = load i32, ptr %115, align 4
  %1595 = icmp ne i32 %1594, 0
  br label %1596

1596:                                             ; preds = %1593, %1580
  %1597 = phi i1 [ true, %1580 ], [ %1595, %1593 ]
  %1598 = zext i1 %1597 to i32
  %1599 = or i32 %1598, 0
  %1600 = xor i32 %1599, -1
  %1601 = load i32, ptr %157, align 4
  %1602 = icmp ne i32 %1601, 0
  br label %1603

1603:                                             ; preds = %1596, %1542
  %1604 = phi i1 [ false, %1542 ], [ %1602, %1596 ]
  %1605 = zext i1 %1604 to i32
  %1606 = sext i32 %1605 to i64
  store i64 %1606, ptr @g_38, align 8
  %1607 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %1606, i64 noundef -5625345874680889256)
  %1608 = load i32, ptr @g_307, align 4
  %1609 = zext i32 %1608 to i64
  %1610 = and i64 %1607, %1609
  %1611 = load i8, ptr @g_97, align 1
  %1612 = zext i8 %1611 to i64
  %1613 = icmp sle i64 %1610, %1612
  %1614 = zext i1 %1613 to i32
  %1615 = load ptr, ptr %23, align 8
  %1616 = icmp eq ptr %1615, %114
  %1617 = zext i1 %1616 to i32
  %1618 = trunc i32 %1617 to i8
  %1619 = load ptr, ptr %20, align 8
  %1620 = load i32, ptr %1619, align 4
  %1621 = call i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %1618, i32 noundef %1620)
  %1622 = zext i8 %1621 to i32
  %1623 = load i8, ptr @g_18, align 1
  %1624 = sext i8 %1623 to i32
  %1625 = icmp eq i32 %1622, %1624
  %1626 = zext i1 %1625 to i32
  %1627 = trunc i32 %1626 to i8
  %1628 = call i8 @safe_mul_func_int8_t_s_s(i8 noundef %1627, i8 noundef 0)
  %1629 = sext i8 %1628 to i32
  %1630 = load ptr, ptr %158, align 8
  %1631 = load i32, ptr %1630, align 4
  %1632 = and i32 %1631, %1629
  store i32 %1632, ptr %1630, align 4
  %1633 = load ptr, ptr @g_441, align 8
  store ptr %1633, ptr @g_441, align 8
  %1634 = load i8, ptr @g_18, align 1
  %1635 = sext i8 %1634 to i32
  store i32 %1635, ptr %1, align 4
  br label %1737

1636:                                             ; No predecessors!
  %1637 = load i16, ptr %2, align 2
  %1638 = zext i16 %1637 to i64
  %1639 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %1638, i64 noundef 7)
  %1640 = trunc i64 %1639 to i16
  store i16 %1640, ptr %2, align 2
  br label %1538, !llvm.loop !29

1641:                                             ; preds = %1538
  %1642 = load ptr, ptr %149, align 8
  %1643 = load ptr, ptr %1642, align 8
  %1644 = load i32, ptr %1643, align 4
  %1645 = load ptr, ptr %150, align 8
  store ptr @g_38, ptr %1645, align 8
  %1646 = load ptr, ptr %149, align 8
  %1647 = load ptr, ptr %1646, align 8
  %1648 = load i32, ptr %1647, align 4
  %1649 = sext i32 %1648 to i64
  %1650 = icmp ne i64 %1649, -6073445249932466636
  %1651 = zext i1 %1650 to i32
  %1652 = trunc i32 %1651 to i8
  %1653 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_229, i32 0, i32 3), align 8
  %1654 = sext i8 %1653 to i32
  %1655 = load ptr, ptr %20, align 8
  %1656 = load i32, ptr %1655, align 4
  %1657 = icmp eq i32 %1654, %1656
  %1658 = zext i1 %1657 to i32
  %1659 = trunc i32 %1658 to i16
  %1660 = call i16 @safe_add_func_int16_t_s_s(i16 noundef %1659, i16 noundef 1247)
  %1661 = sext i16 %1660 to i32
  %1662 = xor i32 %1661, -1
  %1663 = load i32, ptr @g_307, align 4
  %1664 = and i32 %1662, %1663
  %1665 = trunc i32 %1664 to i8
  %1666 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %1665, i32 noundef 1)
  %1667 = load ptr, ptr %149, align 8
  %1668 = load ptr, ptr %1667, align 8
  %1669 = load i32, ptr %1668, align 4
  %1670 = getelementptr inbounds [8 x [6 x [2 x i32]]], ptr %151, i64 0, i64 2
  %1671 = getelementptr inbounds [6 x [2 x i32]], ptr %1670, i64 0, i64 5
  %1672 = getelementptr inbounds [2 x i32], ptr %1671, i64 0, i64 1
  %1673 = load i32, ptr %1672, align 4
  %1674 = icmp uge i32 %1669, %1673
  %1675 = zext i1 %1674 to i32
  %1676 = load ptr, ptr %149, align 8
  %1677 = load ptr, ptr %1676, align 8
  %1678 = load i32, ptr %1677, align 4
  %1679 = icmp slt i32 %1675, %1678
  %1680 = zext i1 %1679 to i32
  %1681 = call i8 @safe_rshift_func_int8_t_s_u(i8 noundef %1652, i32 noundef %1680)
  %1682 = sext i8 %1681 to i32
  %1683 = call i8 @safe_lshift_func_uint8_t_u_s(i8 noundef -96, i32 noundef %1682)
  %1684 = zext i8 %1683 to i32
  %1685 = load ptr, ptr %12, align 8
  %1686 = load i8, ptr %1685, align 1
  %1687 = zext i8 %1686 to i32
  %1688 = and i32 %1687, %1684
  %1689 = trunc i32 %1688 to i8
  store i8 %1689, ptr %1685, align 1
  %1690 = zext i8 %1689 to i32
  %1691 = load i16, ptr %152, align 2
  %1692 = sext i16 %1691 to i32
  %1693 = icmp sle i32 %1690, %1692
  %1694 = zext i1 %1693 to i32
  %1695 = trunc i32 %1694 to i8
  %1696 = call i8 @safe_add_func_int8_t_s_s(i8 noundef %1695, i8 noundef 0)
  %1697 = sext i8 %1696 to i32
  store i32 %1697, ptr %117, align 4
  %1698 = sext i32 %1697 to i64
  %1699 = load i64, ptr @g_398, align 8
  %1700 = icmp ule i64 %1698, %1699
  %1701 = zext i1 %1700 to i32
  %1702 = icmp eq i32 -8, %1701
  %1703 = zext i1 %1702 to i32
  %1704 = load ptr, ptr @g_352, align 8
  %1705 = load i16, ptr %1704, align 2
  %1706 = sext i16 %1705 to i32
  %1707 = icmp sgt i32 %1703, %1706
  %1708 = zext i1 %1707 to i32
  %1709 = load i32, ptr @g_401, align 4
  %1710 = xor i32 %1708, %1709
  %1711 = load ptr, ptr %149, align 8
  %1712 = load ptr, ptr %1711, align 8
  %1713 = load i32, ptr %1712, align 4
  %1714 = icmp ne i32 1, %1713
  %1715 = zext i1 %1714 to i32
  %1716 = load ptr, ptr %20, align 8
  %1717 = load i32, ptr %1716, align 4
  %1718 = and i32 %1715, %1717
  %1719 = load i32, ptr %118, align 4
  %1720 = xor i32 %1718, %1719
  %1721 = load i32, ptr %118, align 4
  %1722 = icmp sge i32 %1720, %1721
  %1723 = zext i1 %1722 to i32
  %1724 = load ptr, ptr @g_351, align 8
  %1725 = load ptr, ptr %1724, align 8
  %1726 = load i16, ptr %1725, align 2
  %1727 = sext i16 %1726 to i32
  %1728 = icmp ne i32 %1723, %1727
  %1729 = zext i1 %1728 to i32
  %1730 = load ptr, ptr %20, align 8
  store i32 %1729, ptr %1730, align 4
  br label %1731

1731:                                             ; preds = %1641
  %1732 = load i16, ptr @g_88, align 2
  %1733 = add i16 %1732, 1
  store i16 %1733, ptr @g_88, align 2
  br label %1531, !llvm.loop !30

1734:                                             ; preds = %1531
  br label %1735

1735:                                             ; preds = %1734, %1212
  %1736 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_208, i32 0, i32 4), align 4
  store i32 %1736, ptr %1, align 4
  br label %1737

1737:                                             ; preds = %1735, %1603, %1442, %1331, %906
  %1738 = load i32, ptr %1, align 4
  ret i32 %1738
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
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = xor i32 %12, -1
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %11, i32 noundef %13)
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_mul_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
  br label %17, !llvm.loop !31

27:                                               ; preds = %17
  %28 = load i64, ptr @g_38, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %30, label %92

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
  %48 = call i8 @safe_lshift_func_uint8_t_u_s(i8 noundef %45, i32 noundef %47)
  %49 = zext i8 %48 to i64
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %49, i64 noundef %51)
  %53 = trunc i64 %52 to i16
  %54 = call i16 @safe_div_func_int16_t_s_s(i16 noundef %53, i16 noundef 24786)
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
  %66 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %37, i16 noundef %65)
  %67 = zext i16 %66 to i64
  %68 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %35, i64 noundef %67)
  %69 = load i32, ptr @g_43, align 4
  %70 = icmp sle i32 43029, %69
  %71 = zext i1 %70 to i32
  %72 = trunc i32 %71 to i16
  %73 = load i8, ptr @g_18, align 1
  %74 = sext i8 %73 to i32
  %75 = call i16 @safe_rshift_func_uint16_t_u_s(i16 noundef %72, i32 noundef %74)
  %76 = trunc i16 %75 to i8
  %77 = load i32, ptr %12, align 4
  %78 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %76, i32 noundef %77)
  %79 = zext i8 %78 to i32
  %80 = load ptr, ptr @g_42, align 8
  store i32 %79, ptr %80, align 4
  %81 = load i32, ptr %13, align 4
  %82 = xor i32 %81, %79
  store i32 %82, ptr %13, align 4
  %83 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %32, i64 noundef 1)
  %84 = icmp ne i64 %83, 0
  br i1 %84, label %85, label %86

85:                                               ; preds = %30
  br label %86

86:                                               ; preds = %85, %30
  %87 = phi i1 [ false, %30 ], [ false, %85 ]
  %88 = zext i1 %87 to i32
  %89 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %88, i32 noundef -4)
  %90 = load i64, ptr %14, align 8
  %91 = icmp ne i64 %90, 0
  br label %92

92:                                               ; preds = %86, %27
  %93 = phi i1 [ false, %27 ], [ %91, %86 ]
  %94 = zext i1 %93 to i32
  %95 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %94, i32 noundef -779489605)
  %96 = load ptr, ptr %15, align 8
  %97 = load i32, ptr %96, align 4
  %98 = and i32 %97, %95
  store i32 %98, ptr %96, align 4
  %99 = load ptr, ptr %15, align 8
  %100 = load i32, ptr %99, align 4
  ret i32 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_19(ptr noundef %0, i8 noundef %1, i8 noundef %2) #0 {
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
define internal ptr @func_24(i32 noundef %0, i16 noundef %1) #0 {
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
  br label %41, !llvm.loop !32

51:                                               ; preds = %41
  %52 = load i8, ptr %5, align 1
  %53 = call i8 @safe_rshift_func_uint8_t_u_u(i8 noundef -6, i32 noundef 2)
  %54 = zext i8 %53 to i32
  %55 = or i32 %54, 1
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %74

57:                                               ; preds = %51
  %58 = load i32, ptr @g_3, align 4
  %59 = icmp slt i32 142, %58
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %6, align 8
  %62 = load ptr, ptr %6, align 8
  %63 = icmp eq ptr %61, %62
  %64 = zext i1 %63 to i32
  %65 = sext i32 %64 to i64
  %66 = load ptr, ptr %7, align 8
  %67 = load i64, ptr %66, align 8
  %68 = xor i64 %67, %65
  store i64 %68, ptr %66, align 8
  %69 = icmp ne i64 %68, 0
  %70 = zext i1 %69 to i32
  %71 = load i8, ptr %5, align 1
  %72 = sext i8 %71 to i32
  %73 = icmp eq i32 %70, %72
  br label %74

74:                                               ; preds = %57, %51
  %75 = phi i1 [ false, %51 ], [ %73, %57 ]
  %76 = zext i1 %75 to i32
  %77 = load i32, ptr %9, align 4
  %78 = xor i32 %77, %76
  store i32 %78, ptr %9, align 4
  store ptr @g_3, ptr @g_42, align 8
  ret ptr @g_18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_add_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_div_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_sub_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_lshift_func_uint8_t_u_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_lshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_rshift_func_int16_t_s_s(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_rshift_func_int16_t_s_u(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_lshift_func_int16_t_s_s(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_rshift_func_uint16_t_u_u(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_uint8_t_u_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_unary_minus_func_uint16_t_u(i16 noundef %0) #0 {
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
define internal i8 @safe_div_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i16 @safe_mod_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i16 @safe_mod_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i16 @safe_lshift_func_uint16_t_u_u(i16 noundef %0, i32 noundef %1) #0 {
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_add_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i8 @safe_unary_minus_func_int8_t_s(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @safe_mul_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i16 @safe_mul_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i16 @safe_sub_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i16 @safe_div_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i8 @safe_lshift_func_int8_t_s_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_uint8_t_u_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_mod_func_int8_t_s_s(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_int8_t_s_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_sub_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_rshift_func_int8_t_s_u(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_mul_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i16 @safe_lshift_func_int16_t_s_u(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_unary_minus_func_int16_t_s(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @safe_rshift_func_uint16_t_u_s(i16 noundef %0, i32 noundef %1) #0 {
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
define internal i8 @safe_mod_func_uint8_t_u_u(i8 noundef %0, i8 noundef %1) #0 {
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
define internal i8 @safe_lshift_func_uint8_t_u_s(i8 noundef %0, i32 noundef %1) #0 {
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
define internal i16 @safe_div_func_int16_t_s_s(i16 noundef %0, i16 noundef %1) #0 {
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
  call void @crc32_byte(i8 noundef %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef %0) #0 {
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
