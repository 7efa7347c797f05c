; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U8 = type { i32 }
%union.U6 = type { i64 }
%struct.S1 = type <{ i16, [2 x i8], i64 }>
%struct.S3 = type { i64, i32, i64 }
%struct.S0 = type { i64, i32, i32 }
%union.U9 = type { ptr }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_3 = internal global i32 -1, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_6 = internal global i32 182194324, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@g_7 = internal global i32 -2092256158, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i32 1, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_9 = internal global i32 -141337163, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_20 = internal global [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"g_20[i][j][k]\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_34.f0\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_34.f1\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_34.f2\00", align 1
@g_39 = internal global [3 x %union.U8] [%union.U8 { i32 1 }, %union.U8 { i32 1 }, %union.U8 { i32 1 }], align 4
@.str.13 = private unnamed_addr constant [11 x i8] c"g_39[i].f0\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_42 = internal global i64 5, align 8
@.str.15 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@g_46 = internal global i64 0, align 8
@.str.16 = private unnamed_addr constant [5 x i8] c"g_46\00", align 1
@g_48 = internal global i32 -5, align 4
@.str.17 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1
@g_67 = internal global i8 -111, align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"g_67\00", align 1
@g_94 = internal global i64 -5576269258787950339, align 8
@.str.19 = private unnamed_addr constant [5 x i8] c"g_94\00", align 1
@g_106 = internal global i64 -1420773629500155829, align 8
@.str.20 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1
@g_110 = internal global i8 -127, align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1
@g_143 = internal global i16 13699, align 2
@.str.22 = private unnamed_addr constant [6 x i8] c"g_143\00", align 1
@g_160 = internal global i16 6, align 2
@.str.23 = private unnamed_addr constant [6 x i8] c"g_160\00", align 1
@g_168 = internal global i16 4639, align 2
@.str.24 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@.str.25 = private unnamed_addr constant [12 x i8] c"g_170[i].f0\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"g_170[i].f1\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"g_170[i].f2\00", align 1
@.str.28 = private unnamed_addr constant [12 x i8] c"g_170[i].f3\00", align 1
@g_230 = internal global i32 -4, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@g_238 = internal global [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 16
@.str.30 = private unnamed_addr constant [12 x i8] c"g_238[i][j]\00", align 1
@g_239 = internal global [3 x i32] [i32 759676850, i32 759676850, i32 759676850], align 4
@.str.31 = private unnamed_addr constant [9 x i8] c"g_239[i]\00", align 1
@g_248 = internal global i16 7715, align 2
@.str.32 = private unnamed_addr constant [6 x i8] c"g_248\00", align 1
@g_252 = internal global i16 5898, align 2
@.str.33 = private unnamed_addr constant [6 x i8] c"g_252\00", align 1
@g_253 = internal global i32 1, align 4
@.str.34 = private unnamed_addr constant [6 x i8] c"g_253\00", align 1
@g_262 = internal global %union.U6 { i64 1 }, align 8
@.str.35 = private unnamed_addr constant [9 x i8] c"g_262.f3\00", align 1
@g_266 = internal global i8 1, align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1
@.str.37 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f0\00", align 1
@.str.38 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f1\00", align 1
@.str.39 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f2\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f3\00", align 1
@g_276 = internal global i32 727992164, align 4
@.str.41 = private unnamed_addr constant [6 x i8] c"g_276\00", align 1
@g_297 = internal global i32 -7, align 4
@.str.42 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1
@g_395 = internal global i32 2, align 4
@.str.43 = private unnamed_addr constant [6 x i8] c"g_395\00", align 1
@g_397 = internal global i16 -1, align 2
@.str.44 = private unnamed_addr constant [6 x i8] c"g_397\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_406.f0\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"g_406.f1\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"g_406.f2\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"g_423.f0\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"g_423.f1\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_423.f2\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_435.f0\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"g_435.f1\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"g_435.f2\00", align 1
@.str.54 = private unnamed_addr constant [9 x i8] c"g_492.f0\00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c"g_492.f1\00", align 1
@.str.56 = private unnamed_addr constant [9 x i8] c"g_492.f2\00", align 1
@.str.57 = private unnamed_addr constant [9 x i8] c"g_492.f3\00", align 1
@g_517 = internal global [1 x [6 x i32]] [[6 x i32] [i32 817864465, i32 817864465, i32 817864465, i32 817864465, i32 817864465, i32 817864465]], align 16
@.str.58 = private unnamed_addr constant [12 x i8] c"g_517[i][j]\00", align 1
@.str.59 = private unnamed_addr constant [9 x i8] c"g_526.f0\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"g_526.f1\00", align 1
@.str.61 = private unnamed_addr constant [9 x i8] c"g_526.f2\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"g_526.f3\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"g_526.f4\00", align 1
@.str.64 = private unnamed_addr constant [9 x i8] c"g_526.f5\00", align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"g_526.f6\00", align 1
@.str.66 = private unnamed_addr constant [9 x i8] c"g_526.f7\00", align 1
@g_541 = internal global %union.U6 { i64 6 }, align 8
@.str.67 = private unnamed_addr constant [9 x i8] c"g_541.f0\00", align 1
@.str.68 = private unnamed_addr constant [9 x i8] c"g_541.f3\00", align 1
@g_543 = internal global %union.U6 { i64 1272671016600670281 }, align 8
@.str.69 = private unnamed_addr constant [9 x i8] c"g_543.f0\00", align 1
@.str.70 = private unnamed_addr constant [9 x i8] c"g_543.f3\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_33 = private unnamed_addr constant { i32, [4 x i8] } { i32 -6, [4 x i8] undef }, align 8
@__const.func_1.l_498 = private unnamed_addr constant [1 x [4 x [4 x i64]]] [[4 x [4 x i64]] [[4 x i64] [i64 -3951036194807829334, i64 -6469180319517125699, i64 -3951036194807829334, i64 -3951036194807829334], [4 x i64] [i64 -6469180319517125699, i64 -6469180319517125699, i64 -1, i64 -6469180319517125699], [4 x i64] [i64 -6469180319517125699, i64 -3951036194807829334, i64 -3951036194807829334, i64 -6469180319517125699], [4 x i64] [i64 -3951036194807829334, i64 -6469180319517125699, i64 -3951036194807829334, i64 -3951036194807829334]]], align 16
@__const.func_1.l_263 = private unnamed_addr constant [7 x i64] [i64 384238224796001167, i64 384238224796001167, i64 -5027530662055385982, i64 384238224796001167, i64 384238224796001167, i64 -5027530662055385982, i64 384238224796001167], align 16
@__const.func_1.l_511 = private unnamed_addr constant %union.U8 { i32 -9 }, align 4
@__const.func_1.l_32 = private unnamed_addr constant [4 x [6 x [5 x %union.U8]]] [[6 x [5 x %union.U8]] [[5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }]], [6 x [5 x %union.U8]] [[5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }]], [6 x [5 x %union.U8]] [[5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }]], [6 x [5 x %union.U8]] [[5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }], [5 x %union.U8] [%union.U8 { i32 1147899075 }, %union.U8 zeroinitializer, %union.U8 { i32 -1 }, %union.U8 { i32 -1 }, %union.U8 zeroinitializer], [5 x %union.U8] [%union.U8 { i32 -1 }, %union.U8 { i32 -149689300 }, %union.U8 { i32 1919598226 }, %union.U8 { i32 -1 }, %union.U8 { i32 -9 }]]], align 16
@__const.func_1.l_546 = private unnamed_addr constant [6 x [4 x [9 x i16]]] [[4 x [9 x i16]] [[9 x i16] [i16 -1, i16 19407, i16 6, i16 -4972, i16 -27489, i16 189, i16 1, i16 -1, i16 28805], [9 x i16] [i16 -21928, i16 0, i16 16693, i16 0, i16 24775, i16 0, i16 0, i16 4368, i16 -3061], [9 x i16] [i16 4763, i16 -10, i16 10396, i16 4368, i16 -25473, i16 -9919, i16 -2668, i16 1, i16 4368], [9 x i16] [i16 1, i16 -1, i16 2354, i16 -10491, i16 -2668, i16 23487, i16 -1, i16 3, i16 -11400]], [4 x [9 x i16]] [[9 x i16] [i16 0, i16 -1, i16 -3061, i16 1, i16 -1, i16 4368, i16 -8799, i16 16060, i16 -11400], [9 x i16] [i16 1, i16 0, i16 -27489, i16 1, i16 7, i16 1, i16 7, i16 1, i16 -27489], [9 x i16] [i16 -25473, i16 -25473, i16 4763, i16 -30889, i16 -11400, i16 16693, i16 4368, i16 1, i16 -18896], [9 x i16] [i16 10991, i16 -11940, i16 6, i16 2, i16 -8799, i16 10991, i16 -1, i16 22279, i16 -9919]], [4 x [9 x i16]] [[9 x i16] [i16 -14125, i16 -2379, i16 4763, i16 -1, i16 -11940, i16 -4972, i16 -9919, i16 4763, i16 0], [9 x i16] [i16 -1, i16 10396, i16 -27489, i16 23487, i16 3, i16 -4, i16 -10491, i16 -30889, i16 -2379], [9 x i16] [i16 23487, i16 1, i16 1, i16 -11452, i16 7, i16 10396, i16 -21928, i16 -27489, i16 -2668], [9 x i16] [i16 4368, i16 -30127, i16 23487, i16 -11452, i16 -1, i16 -1, i16 24775, i16 10396, i16 -18896]], [4 x [9 x i16]] [[9 x i16] [i16 -6, i16 27584, i16 -3061, i16 23487, i16 1, i16 28805, i16 -11940, i16 28805, i16 1], [9 x i16] [i16 -1, i16 -8799, i16 -8799, i16 -1, i16 1, i16 0, i16 1, i16 1, i16 -3061], [9 x i16] [i16 189, i16 1, i16 -23306, i16 2, i16 16693, i16 -1, i16 1, i16 -30889, i16 -1], [9 x i16] [i16 1, i16 0, i16 -1, i16 -30889, i16 1, i16 1, i16 0, i16 -11452, i16 -30889]], [4 x [9 x i16]] [[9 x i16] [i16 24775, i16 4368, i16 23487, i16 1, i16 1, i16 16693, i16 2354, i16 -1, i16 1], [9 x i16] [i16 -4972, i16 -21928, i16 22279, i16 1, i16 -1, i16 20304, i16 -11940, i16 -14125, i16 -11400], [9 x i16] [i16 -14125, i16 2, i16 1, i16 0, i16 7, i16 20304, i16 23487, i16 -2379, i16 10991], [9 x i16] [i16 -25473, i16 1, i16 -11452, i16 -10491, i16 3, i16 16693, i16 1, i16 16060, i16 1]], [4 x [9 x i16]] [[9 x i16] [i16 1, i16 -11940, i16 19407, i16 19407, i16 -11940, i16 1, i16 -1, i16 1, i16 -2668], [9 x i16] [i16 2354, i16 -4, i16 4763, i16 -2668, i16 -8799, i16 -1, i16 -4, i16 4763, i16 1], [9 x i16] [i16 -4972, i16 32233, i16 10991, i16 23487, i16 -11400, i16 0, i16 -1, i16 -6, i16 -2379], [9 x i16] [i16 0, i16 4763, i16 -1, i16 -1, i16 7, i16 28805, i16 1, i16 1, i16 -1]]], align 16
@__const.func_1.l_481 = private unnamed_addr constant [10 x [9 x [2 x ptr]]] [[9 x [2 x ptr]] [[2 x ptr] [ptr @g_395, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]], [9 x [2 x ptr]] [[2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276], [2 x ptr] [ptr @g_276, ptr @g_3], [2 x ptr] [ptr @g_276, ptr @g_276], [2 x ptr] [ptr @g_3, ptr @g_276]]], align 16
@constinit = private constant [5 x ptr] [ptr null, ptr null, ptr @g_34, ptr @g_34, ptr @g_34], align 8
@g_502 = internal global ptr @g_503, align 8
@__const.func_1.l_525 = private unnamed_addr constant [8 x [6 x [5 x i64]]] [[6 x [5 x i64]] [[5 x i64] [i64 2818171610431530235, i64 1, i64 -2, i64 1, i64 1], [5 x i64] [i64 -2, i64 -1, i64 -447623909432965869, i64 1, i64 5027591805536869615], [5 x i64] [i64 0, i64 0, i64 -9037485407031274477, i64 -1, i64 8475961374160729095], [5 x i64] [i64 1, i64 -2, i64 -1, i64 8401603763664145531, i64 8475961374160729095], [5 x i64] [i64 -2907199891241859295, i64 5027591805536869615, i64 -8179401393099353135, i64 -8179401393099353135, i64 5027591805536869615], [5 x i64] [i64 -4661206845268243392, i64 -8179401393099353135, i64 0, i64 0, i64 1]], [6 x [5 x i64]] [[5 x i64] [i64 8401603763664145531, i64 -8334318300988118903, i64 7142119050797349886, i64 8538892040894343496, i64 -2], [5 x i64] [i64 -8334318300988118903, i64 -7586707255173218293, i64 -1, i64 2818171610431530235, i64 -7963214436227717559], [5 x i64] [i64 8401603763664145531, i64 1, i64 8475961374160729095, i64 -7586707255173218293, i64 0], [5 x i64] [i64 -4661206845268243392, i64 -1, i64 -2907199891241859295, i64 7142119050797349886, i64 0], [5 x i64] [i64 -2907199891241859295, i64 -9037485407031274477, i64 -8334318300988118903, i64 -2, i64 -2], [5 x i64] [i64 1, i64 -9037485407031274477, i64 -1, i64 6678226321948840161, i64 6678226321948840161]], [6 x [5 x i64]] [[5 x i64] [i64 0, i64 -1, i64 0, i64 5027591805536869615, i64 0], [5 x i64] [i64 0, i64 -2, i64 8401603763664145531, i64 2818171610431530235, i64 7351199403950355056], [5 x i64] [i64 0, i64 -10, i64 -8334318300988118903, i64 -4661206845268243392, i64 8475961374160729095], [5 x i64] [i64 9, i64 1, i64 8401603763664145531, i64 7351199403950355056, i64 2740510050203569679], [5 x i64] [i64 1, i64 1, i64 -4661206845268243392, i64 -1, i64 -1], [5 x i64] [i64 -447623909432965869, i64 8401603763664145531, i64 -2907199891241859295, i64 -7586707255173218293, i64 0]], [6 x [5 x i64]] [[5 x i64] [i64 1, i64 0, i64 1, i64 -7586707255173218293, i64 -9037485407031274477], [5 x i64] [i64 2818171610431530235, i64 -1, i64 0, i64 -1, i64 2818171610431530235], [5 x i64] [i64 -8334318300988118903, i64 2818171610431530235, i64 -2, i64 7351199403950355056, i64 -2907199891241859295], [5 x i64] [i64 0, i64 -2, i64 2818171610431530235, i64 -4661206845268243392, i64 -10], [5 x i64] [i64 -1, i64 -9037485407031274477, i64 0, i64 2818171610431530235, i64 -2907199891241859295], [5 x i64] [i64 0, i64 -4661206845268243392, i64 2740510050203569679, i64 5027591805536869615, i64 2818171610431530235]], [6 x [5 x i64]] [[5 x i64] [i64 -2907199891241859295, i64 -1, i64 1, i64 8538892040894343496, i64 -9037485407031274477], [5 x i64] [i64 2740510050203569679, i64 0, i64 -8179401393099353135, i64 7142119050797349886, i64 0], [5 x i64] [i64 2740510050203569679, i64 0, i64 -1, i64 0, i64 -1], [5 x i64] [i64 -2907199891241859295, i64 -2907199891241859295, i64 0, i64 -10, i64 2740510050203569679], [5 x i64] [i64 0, i64 9, i64 7142119050797349886, i64 0, i64 8475961374160729095], [5 x i64] [i64 -1, i64 -447623909432965869, i64 -7963214436227717559, i64 0, i64 7351199403950355056]], [6 x [5 x i64]] [[5 x i64] [i64 0, i64 9, i64 8538892040894343496, i64 -8334318300988118903, i64 0], [5 x i64] [i64 -8334318300988118903, i64 -2907199891241859295, i64 -1, i64 1, i64 8538892040894343496], [5 x i64] [i64 2818171610431530235, i64 0, i64 0, i64 -9037485407031274477, i64 6678226321948840161], [5 x i64] [i64 1, i64 0, i64 0, i64 -8179401393099353135, i64 -4661206845268243392], [5 x i64] [i64 -447623909432965869, i64 -1, i64 -1, i64 -447623909432965869, i64 -7586707255173218293], [5 x i64] [i64 1, i64 -4661206845268243392, i64 8538892040894343496, i64 -2, i64 -1]], [6 x [5 x i64]] [[5 x i64] [i64 9, i64 -9037485407031274477, i64 -7963214436227717559, i64 8401603763664145531, i64 7142119050797349886], [5 x i64] [i64 0, i64 -2, i64 7142119050797349886, i64 -2, i64 -447623909432965869], [5 x i64] [i64 0, i64 2818171610431530235, i64 0, i64 -447623909432965869, i64 8401603763664145531], [5 x i64] [i64 -4661206845268243392, i64 -1, i64 -1, i64 -8179401393099353135, i64 -2], [5 x i64] [i64 -2, i64 0, i64 -8179401393099353135, i64 -9037485407031274477, i64 -2], [5 x i64] [i64 0, i64 8401603763664145531, i64 1, i64 1, i64 8401603763664145531]], [6 x [5 x i64]] [[5 x i64] [i64 8475961374160729095, i64 1, i64 2740510050203569679, i64 -8334318300988118903, i64 -447623909432965869], [5 x i64] [i64 -9037485407031274477, i64 1, i64 0, i64 0, i64 7142119050797349886], [5 x i64] [i64 1, i64 -10, i64 2818171610431530235, i64 0, i64 -1], [5 x i64] [i64 -9037485407031274477, i64 -2, i64 -2, i64 -10, i64 -7586707255173218293], [5 x i64] [i64 8475961374160729095, i64 7351199403950355056, i64 0, i64 0, i64 -4661206845268243392], [5 x i64] [i64 0, i64 -1, i64 1, i64 7142119050797349886, i64 6678226321948840161]]], align 16
@g_275 = internal global ptr @g_276, align 8
@g_433 = internal global ptr @g_434, align 8
@g_585 = internal global [9 x [8 x [3 x ptr]]] [[8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr null], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr null, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr null], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr null], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr null, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr null], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]], [8 x [3 x ptr]] [[3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr null, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586], [3 x ptr] [ptr @g_586, ptr @g_586, ptr @g_586]]], align 16
@g_503 = internal global ptr @g_504, align 8
@g_504 = internal global ptr null, align 8
@g_434 = internal global ptr @g_435, align 8
@g_586 = internal global ptr @g_46, align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_34 = internal global { i32, [4 x i8] } { i32 2135013037, [4 x i8] undef }, align 8
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 16
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 16
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 4
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 4
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 4
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %49, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %24, label %52

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %45, %24
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %26, 3
  br i1 %27, label %28, label %48

28:                                               ; preds = %25
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %30
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 %33
  %35 = load volatile i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.1, i32 noundef %37)
  %38 = load i32, ptr %9, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %28
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41, i32 noundef %42)
  br label %44

44:                                               ; preds = %40, %28
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %25, !llvm.loop !6

48:                                               ; preds = %25
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %21, !llvm.loop !8

52:                                               ; preds = %21
  %53 = load i32, ptr @g_3, align 4
  %54 = sext i32 %53 to i64
  %55 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %54, ptr noundef @.str.3, i32 noundef %55)
  %56 = load volatile i32, ptr @g_6, align 4
  %57 = sext i32 %56 to i64
  %58 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %57, ptr noundef @.str.4, i32 noundef %58)
  %59 = load i32, ptr @g_7, align 4
  %60 = sext i32 %59 to i64
  %61 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %60, ptr noundef @.str.5, i32 noundef %61)
  %62 = load volatile i32, ptr @g_8, align 4
  %63 = sext i32 %62 to i64
  %64 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %63, ptr noundef @.str.6, i32 noundef %64)
  %65 = load i32, ptr @g_9, align 4
  %66 = sext i32 %65 to i64
  %67 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.7, i32 noundef %67)
  store i32 0, ptr %6, align 4
  br label %68

68:                                               ; preds = %108, %52
  %69 = load i32, ptr %6, align 4
  %70 = icmp slt i32 %69, 6
  br i1 %70, label %71, label %111

71:                                               ; preds = %68
  store i32 0, ptr %7, align 4
  br label %72

72:                                               ; preds = %104, %71
  %73 = load i32, ptr %7, align 4
  %74 = icmp slt i32 %73, 9
  br i1 %74, label %75, label %107

75:                                               ; preds = %72
  store i32 0, ptr %8, align 4
  br label %76

76:                                               ; preds = %100, %75
  %77 = load i32, ptr %8, align 4
  %78 = icmp slt i32 %77, 1
  br i1 %78, label %79, label %103

79:                                               ; preds = %76
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %81
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [9 x [1 x i16]], ptr %82, i64 0, i64 %84
  %86 = load i32, ptr %8, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [1 x i16], ptr %85, i64 0, i64 %87
  %89 = load i16, ptr %88, align 2
  %90 = sext i16 %89 to i64
  %91 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %90, ptr noundef @.str.8, i32 noundef %91)
  %92 = load i32, ptr %9, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %99

94:                                               ; preds = %79
  %95 = load i32, ptr %6, align 4
  %96 = load i32, ptr %7, align 4
  %97 = load i32, ptr %8, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %95, i32 noundef %96, i32 noundef %97)
  br label %99

99:                                               ; preds = %94, %79
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %8, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %8, align 4
  br label %76, !llvm.loop !9

103:                                              ; preds = %76
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %7, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %7, align 4
  br label %72, !llvm.loop !10

107:                                              ; preds = %72
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %6, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %6, align 4
  br label %68, !llvm.loop !11

111:                                              ; preds = %68
  %112 = load i32, ptr @g_34, align 8
  %113 = zext i32 %112 to i64
  %114 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %113, ptr noundef @.str.10, i32 noundef %114)
  %115 = load i8, ptr @g_34, align 8
  %116 = zext i8 %115 to i64
  %117 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %116, ptr noundef @.str.11, i32 noundef %117)
  %118 = load i32, ptr @g_34, align 8
  %119 = shl i32 %118, 7
  %120 = ashr i32 %119, 7
  %121 = sext i32 %120 to i64
  %122 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %121, ptr noundef @.str.12, i32 noundef %122)
  store i32 0, ptr %6, align 4
  br label %123

123:                                              ; preds = %139, %111
  %124 = load i32, ptr %6, align 4
  %125 = icmp slt i32 %124, 3
  br i1 %125, label %126, label %142

126:                                              ; preds = %123
  %127 = load i32, ptr %6, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [3 x %union.U8], ptr @g_39, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = sext i32 %130 to i64
  %132 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %131, ptr noundef @.str.13, i32 noundef %132)
  %133 = load i32, ptr %9, align 4
  %134 = icmp ne i32 %133, 0
  br i1 %134, label %135, label %138

135:                                              ; preds = %126
  %136 = load i32, ptr %6, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %136)
  br label %138

138:                                              ; preds = %135, %126
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %6, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %6, align 4
  br label %123, !llvm.loop !12

142:                                              ; preds = %123
  %143 = load i64, ptr @g_42, align 8
  %144 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %143, ptr noundef @.str.15, i32 noundef %144)
  %145 = load i64, ptr @g_46, align 8
  %146 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.16, i32 noundef %146)
  %147 = load i32, ptr @g_48, align 4
  %148 = sext i32 %147 to i64
  %149 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %148, ptr noundef @.str.17, i32 noundef %149)
  %150 = load volatile i8, ptr @g_67, align 1
  %151 = sext i8 %150 to i64
  %152 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %151, ptr noundef @.str.18, i32 noundef %152)
  %153 = load i64, ptr @g_94, align 8
  %154 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %153, ptr noundef @.str.19, i32 noundef %154)
  %155 = load i64, ptr @g_106, align 8
  %156 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.20, i32 noundef %156)
  %157 = load i8, ptr @g_110, align 1
  %158 = sext i8 %157 to i64
  %159 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %158, ptr noundef @.str.21, i32 noundef %159)
  %160 = load i16, ptr @g_143, align 2
  %161 = zext i16 %160 to i64
  %162 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %161, ptr noundef @.str.22, i32 noundef %162)
  %163 = load i16, ptr @g_160, align 2
  %164 = zext i16 %163 to i64
  %165 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %164, ptr noundef @.str.23, i32 noundef %165)
  %166 = load i16, ptr @g_168, align 2
  %167 = sext i16 %166 to i64
  %168 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.24, i32 noundef %168)
  store i32 0, ptr %6, align 4
  br label %169

169:                                              ; preds = %216, %142
  %170 = load i32, ptr %6, align 4
  %171 = icmp slt i32 %170, 5
  br i1 %171, label %172, label %219

172:                                              ; preds = %169
  %173 = load i32, ptr %6, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %174
  %176 = load i16, ptr %175, align 4
  %177 = sext i16 %176 to i32
  %178 = sext i32 %177 to i64
  %179 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %178, ptr noundef @.str.25, i32 noundef %179)
  %180 = load i32, ptr %6, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %181
  %183 = getelementptr inbounds %struct.S1, ptr %182, i32 0, i32 2
  %184 = load i64, ptr %183, align 4
  %185 = shl i64 %184, 37
  %186 = ashr i64 %185, 37
  %187 = trunc i64 %186 to i32
  %188 = sext i32 %187 to i64
  %189 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.26, i32 noundef %189)
  %190 = load i32, ptr %6, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %191
  %193 = getelementptr inbounds %struct.S1, ptr %192, i32 0, i32 2
  %194 = load i64, ptr %193, align 4
  %195 = shl i64 %194, 8
  %196 = ashr i64 %195, 40
  %197 = trunc i64 %196 to i32
  %198 = sext i32 %197 to i64
  %199 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %198, ptr noundef @.str.27, i32 noundef %199)
  %200 = load i32, ptr %6, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %201
  %203 = getelementptr inbounds %struct.S1, ptr %202, i32 0, i32 2
  %204 = load volatile i64, ptr %203, align 4
  %205 = shl i64 %204, 6
  %206 = ashr i64 %205, 62
  %207 = trunc i64 %206 to i32
  %208 = sext i32 %207 to i64
  %209 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %208, ptr noundef @.str.28, i32 noundef %209)
  %210 = load i32, ptr %9, align 4
  %211 = icmp ne i32 %210, 0
  br i1 %211, label %212, label %215

212:                                              ; preds = %172
  %213 = load i32, ptr %6, align 4
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %213)
  br label %215

215:                                              ; preds = %212, %172
  br label %216

216:                                              ; preds = %215
  %217 = load i32, ptr %6, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %6, align 4
  br label %169, !llvm.loop !13

219:                                              ; preds = %169
  %220 = load i32, ptr @g_230, align 4
  %221 = zext i32 %220 to i64
  %222 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %221, ptr noundef @.str.29, i32 noundef %222)
  store i32 0, ptr %6, align 4
  br label %223

223:                                              ; preds = %251, %219
  %224 = load i32, ptr %6, align 4
  %225 = icmp slt i32 %224, 8
  br i1 %225, label %226, label %254

226:                                              ; preds = %223
  store i32 0, ptr %7, align 4
  br label %227

227:                                              ; preds = %247, %226
  %228 = load i32, ptr %7, align 4
  %229 = icmp slt i32 %228, 7
  br i1 %229, label %230, label %250

230:                                              ; preds = %227
  %231 = load i32, ptr %6, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %232
  %234 = load i32, ptr %7, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [7 x i8], ptr %233, i64 0, i64 %235
  %237 = load i8, ptr %236, align 1
  %238 = zext i8 %237 to i64
  %239 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %238, ptr noundef @.str.30, i32 noundef %239)
  %240 = load i32, ptr %9, align 4
  %241 = icmp ne i32 %240, 0
  br i1 %241, label %242, label %246

242:                                              ; preds = %230
  %243 = load i32, ptr %6, align 4
  %244 = load i32, ptr %7, align 4
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %243, i32 noundef %244)
  br label %246

246:                                              ; preds = %242, %230
  br label %247

247:                                              ; preds = %246
  %248 = load i32, ptr %7, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %7, align 4
  br label %227, !llvm.loop !14

250:                                              ; preds = %227
  br label %251

251:                                              ; preds = %250
  %252 = load i32, ptr %6, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %6, align 4
  br label %223, !llvm.loop !15

254:                                              ; preds = %223
  store i32 0, ptr %6, align 4
  br label %255

255:                                              ; preds = %271, %254
  %256 = load i32, ptr %6, align 4
  %257 = icmp slt i32 %256, 3
  br i1 %257, label %258, label %274

258:                                              ; preds = %255
  %259 = load i32, ptr %6, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [3 x i32], ptr @g_239, i64 0, i64 %260
  %262 = load i32, ptr %261, align 4
  %263 = zext i32 %262 to i64
  %264 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %263, ptr noundef @.str.31, i32 noundef %264)
  %265 = load i32, ptr %9, align 4
  %266 = icmp ne i32 %265, 0
  br i1 %266, label %267, label %270

267:                                              ; preds = %258
  %268 = load i32, ptr %6, align 4
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %268)
  br label %270

270:                                              ; preds = %267, %258
  br label %271

271:                                              ; preds = %270
  %272 = load i32, ptr %6, align 4
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %6, align 4
  br label %255, !llvm.loop !16

274:                                              ; preds = %255
  %275 = load i16, ptr @g_248, align 2
  %276 = zext i16 %275 to i64
  %277 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %276, ptr noundef @.str.32, i32 noundef %277)
  %278 = load i16, ptr @g_252, align 2
  %279 = sext i16 %278 to i64
  %280 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %279, ptr noundef @.str.33, i32 noundef %280)
  %281 = load i32, ptr @g_253, align 4
  %282 = zext i32 %281 to i64
  %283 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %282, ptr noundef @.str.34, i32 noundef %283)
  %284 = load i16, ptr @g_262, align 8
  %285 = sext i16 %284 to i64
  %286 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %285, ptr noundef @.str.35, i32 noundef %286)
  %287 = load i8, ptr @g_266, align 1
  %288 = sext i8 %287 to i64
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.36, i32 noundef %289)
  store i32 0, ptr %6, align 4
  br label %290

290:                                              ; preds = %379, %274
  %291 = load i32, ptr %6, align 4
  %292 = icmp slt i32 %291, 4
  br i1 %292, label %293, label %382

293:                                              ; preds = %290
  store i32 0, ptr %7, align 4
  br label %294

294:                                              ; preds = %375, %293
  %295 = load i32, ptr %7, align 4
  %296 = icmp slt i32 %295, 7
  br i1 %296, label %297, label %378

297:                                              ; preds = %294
  store i32 0, ptr %8, align 4
  br label %298

298:                                              ; preds = %371, %297
  %299 = load i32, ptr %8, align 4
  %300 = icmp slt i32 %299, 9
  br i1 %300, label %301, label %374

301:                                              ; preds = %298
  %302 = load i32, ptr %6, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %303
  %305 = load i32, ptr %7, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %304, i64 0, i64 %306
  %308 = load i32, ptr %8, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [9 x %struct.S1], ptr %307, i64 0, i64 %309
  %311 = load i16, ptr %310, align 4
  %312 = sext i16 %311 to i32
  %313 = sext i32 %312 to i64
  %314 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %313, ptr noundef @.str.37, i32 noundef %314)
  %315 = load i32, ptr %6, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %316
  %318 = load i32, ptr %7, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %317, i64 0, i64 %319
  %321 = load i32, ptr %8, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [9 x %struct.S1], ptr %320, i64 0, i64 %322
  %324 = getelementptr inbounds %struct.S1, ptr %323, i32 0, i32 2
  %325 = load i64, ptr %324, align 4
  %326 = shl i64 %325, 37
  %327 = ashr i64 %326, 37
  %328 = trunc i64 %327 to i32
  %329 = sext i32 %328 to i64
  %330 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %329, ptr noundef @.str.38, i32 noundef %330)
  %331 = load i32, ptr %6, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %332
  %334 = load i32, ptr %7, align 4
  %335 = sext i32 %334 to i64
  %336 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %333, i64 0, i64 %335
  %337 = load i32, ptr %8, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [9 x %struct.S1], ptr %336, i64 0, i64 %338
  %340 = getelementptr inbounds %struct.S1, ptr %339, i32 0, i32 2
  %341 = load i64, ptr %340, align 4
  %342 = shl i64 %341, 8
  %343 = ashr i64 %342, 40
  %344 = trunc i64 %343 to i32
  %345 = sext i32 %344 to i64
  %346 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %345, ptr noundef @.str.39, i32 noundef %346)
  %347 = load i32, ptr %6, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %348
  %350 = load i32, ptr %7, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %349, i64 0, i64 %351
  %353 = load i32, ptr %8, align 4
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds [9 x %struct.S1], ptr %352, i64 0, i64 %354
  %356 = getelementptr inbounds %struct.S1, ptr %355, i32 0, i32 2
  %357 = load volatile i64, ptr %356, align 4
  %358 = shl i64 %357, 6
  %359 = ashr i64 %358, 62
  %360 = trunc i64 %359 to i32
  %361 = sext i32 %360 to i64
  %362 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %361, ptr noundef @.str.40, i32 noundef %362)
  %363 = load i32, ptr %9, align 4
  %364 = icmp ne i32 %363, 0
  br i1 %364, label %365, label %370

365:                                              ; preds = %301
  %366 = load i32, ptr %6, align 4
  %367 = load i32, ptr %7, align 4
  %368 = load i32, ptr %8, align 4
  %369 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %366, i32 noundef %367, i32 noundef %368)
  br label %370

370:                                              ; preds = %365, %301
  br label %371

371:                                              ; preds = %370
  %372 = load i32, ptr %8, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %8, align 4
  br label %298, !llvm.loop !17

374:                                              ; preds = %298
  br label %375

375:                                              ; preds = %374
  %376 = load i32, ptr %7, align 4
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %7, align 4
  br label %294, !llvm.loop !18

378:                                              ; preds = %294
  br label %379

379:                                              ; preds = %378
  %380 = load i32, ptr %6, align 4
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %6, align 4
  br label %290, !llvm.loop !19

382:                                              ; preds = %290
  %383 = load i32, ptr @g_276, align 4
  %384 = sext i32 %383 to i64
  %385 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %384, ptr noundef @.str.41, i32 noundef %385)
  %386 = load i32, ptr @g_297, align 4
  %387 = sext i32 %386 to i64
  %388 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %387, ptr noundef @.str.42, i32 noundef %388)
  %389 = load i32, ptr @g_395, align 4
  %390 = sext i32 %389 to i64
  %391 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %390, ptr noundef @.str.43, i32 noundef %391)
  %392 = load i16, ptr @g_397, align 2
  %393 = zext i16 %392 to i64
  %394 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %393, ptr noundef @.str.44, i32 noundef %394)
  %395 = load volatile i64, ptr @g_406, align 4
  %396 = and i64 %395, 16777215
  %397 = trunc i64 %396 to i32
  %398 = zext i32 %397 to i64
  %399 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %398, ptr noundef @.str.45, i32 noundef %399)
  %400 = load i64, ptr @g_406, align 4
  %401 = shl i64 %400, 8
  %402 = ashr i64 %401, 40
  %403 = trunc i64 %402 to i32
  %404 = sext i32 %403 to i64
  %405 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %404, ptr noundef @.str.46, i32 noundef %405)
  %406 = load volatile i64, ptr @g_406, align 4
  %407 = lshr i64 %406, 56
  %408 = and i64 %407, 31
  %409 = trunc i64 %408 to i32
  %410 = zext i32 %409 to i64
  %411 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %410, ptr noundef @.str.47, i32 noundef %411)
  %412 = load volatile i64, ptr @g_423, align 4
  %413 = and i64 %412, 16777215
  %414 = trunc i64 %413 to i32
  %415 = zext i32 %414 to i64
  %416 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %415, ptr noundef @.str.48, i32 noundef %416)
  %417 = load volatile i64, ptr @g_423, align 4
  %418 = shl i64 %417, 8
  %419 = ashr i64 %418, 40
  %420 = trunc i64 %419 to i32
  %421 = sext i32 %420 to i64
  %422 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %421, ptr noundef @.str.49, i32 noundef %422)
  %423 = load volatile i64, ptr @g_423, align 4
  %424 = lshr i64 %423, 56
  %425 = and i64 %424, 31
  %426 = trunc i64 %425 to i32
  %427 = zext i32 %426 to i64
  %428 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %427, ptr noundef @.str.50, i32 noundef %428)
  %429 = load volatile i64, ptr @g_435, align 4
  %430 = and i64 %429, 16777215
  %431 = trunc i64 %430 to i32
  %432 = zext i32 %431 to i64
  %433 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %432, ptr noundef @.str.51, i32 noundef %433)
  %434 = load i64, ptr @g_435, align 4
  %435 = shl i64 %434, 8
  %436 = ashr i64 %435, 40
  %437 = trunc i64 %436 to i32
  %438 = sext i32 %437 to i64
  %439 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %438, ptr noundef @.str.52, i32 noundef %439)
  %440 = load volatile i64, ptr @g_435, align 4
  %441 = lshr i64 %440, 56
  %442 = and i64 %441, 31
  %443 = trunc i64 %442 to i32
  %444 = zext i32 %443 to i64
  %445 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %444, ptr noundef @.str.53, i32 noundef %445)
  %446 = load volatile i64, ptr @g_492, align 8
  %447 = shl i64 %446, 42
  %448 = ashr i64 %447, 42
  %449 = trunc i64 %448 to i32
  %450 = sext i32 %449 to i64
  %451 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %450, ptr noundef @.str.54, i32 noundef %451)
  %452 = load volatile i64, ptr @g_492, align 8
  %453 = shl i64 %452, 12
  %454 = ashr i64 %453, 44
  %455 = trunc i64 %454 to i32
  %456 = sext i32 %455 to i64
  %457 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %456, ptr noundef @.str.55, i32 noundef %457)
  %458 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 1), align 8
  %459 = shl i32 %458, 15
  %460 = ashr i32 %459, 15
  %461 = sext i32 %460 to i64
  %462 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %461, ptr noundef @.str.56, i32 noundef %462)
  %463 = load volatile i64, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 2), align 8
  %464 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %463, ptr noundef @.str.57, i32 noundef %464)
  store i32 0, ptr %6, align 4
  br label %465

465:                                              ; preds = %493, %382
  %466 = load i32, ptr %6, align 4
  %467 = icmp slt i32 %466, 1
  br i1 %467, label %468, label %496

468:                                              ; preds = %465
  store i32 0, ptr %7, align 4
  br label %469

469:                                              ; preds = %489, %468
  %470 = load i32, ptr %7, align 4
  %471 = icmp slt i32 %470, 6
  br i1 %471, label %472, label %492

472:                                              ; preds = %469
  %473 = load i32, ptr %6, align 4
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds [1 x [6 x i32]], ptr @g_517, i64 0, i64 %474
  %476 = load i32, ptr %7, align 4
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds [6 x i32], ptr %475, i64 0, i64 %477
  %479 = load i32, ptr %478, align 4
  %480 = zext i32 %479 to i64
  %481 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %480, ptr noundef @.str.58, i32 noundef %481)
  %482 = load i32, ptr %9, align 4
  %483 = icmp ne i32 %482, 0
  br i1 %483, label %484, label %488

484:                                              ; preds = %472
  %485 = load i32, ptr %6, align 4
  %486 = load i32, ptr %7, align 4
  %487 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %485, i32 noundef %486)
  br label %488

488:                                              ; preds = %484, %472
  br label %489

489:                                              ; preds = %488
  %490 = load i32, ptr %7, align 4
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %7, align 4
  br label %469, !llvm.loop !20

492:                                              ; preds = %469
  br label %493

493:                                              ; preds = %492
  %494 = load i32, ptr %6, align 4
  %495 = add nsw i32 %494, 1
  store i32 %495, ptr %6, align 4
  br label %465, !llvm.loop !21

496:                                              ; preds = %465
  %497 = load i64, ptr @g_526, align 4
  %498 = and i64 %497, 8388607
  %499 = trunc i64 %498 to i32
  %500 = zext i32 %499 to i64
  %501 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %500, ptr noundef @.str.59, i32 noundef %501)
  %502 = load i64, ptr @g_526, align 4
  %503 = lshr i64 %502, 32
  %504 = and i64 %503, 262143
  %505 = trunc i64 %504 to i32
  %506 = zext i32 %505 to i64
  %507 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %506, ptr noundef @.str.60, i32 noundef %507)
  %508 = load i64, ptr @g_526, align 4
  %509 = shl i64 %508, 1
  %510 = ashr i64 %509, 51
  %511 = trunc i64 %510 to i32
  %512 = sext i32 %511 to i64
  %513 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %512, ptr noundef @.str.61, i32 noundef %513)
  %514 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %515 = shl i32 %514, 28
  %516 = ashr i32 %515, 28
  %517 = sext i32 %516 to i64
  %518 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %517, ptr noundef @.str.62, i32 noundef %518)
  %519 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %520 = lshr i32 %519, 4
  %521 = and i32 %520, 31
  %522 = zext i32 %521 to i64
  %523 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %522, ptr noundef @.str.63, i32 noundef %523)
  %524 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %525 = lshr i32 %524, 9
  %526 = and i32 %525, 1023
  %527 = zext i32 %526 to i64
  %528 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %527, ptr noundef @.str.64, i32 noundef %528)
  %529 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %530 = shl i32 %529, 12
  %531 = ashr i32 %530, 31
  %532 = sext i32 %531 to i64
  %533 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %532, ptr noundef @.str.65, i32 noundef %533)
  %534 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %535 = sext i32 %534 to i64
  %536 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %535, ptr noundef @.str.66, i32 noundef %536)
  %537 = load i64, ptr @g_541, align 8
  %538 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %537, ptr noundef @.str.67, i32 noundef %538)
  %539 = load i16, ptr @g_541, align 8
  %540 = sext i16 %539 to i64
  %541 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %540, ptr noundef @.str.68, i32 noundef %541)
  %542 = load i64, ptr @g_543, align 8
  %543 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %542, ptr noundef @.str.69, i32 noundef %543)
  %544 = load i16, ptr @g_543, align 8
  %545 = sext i16 %544 to i64
  %546 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %545, ptr noundef @.str.70, i32 noundef %546)
  %547 = load i32, ptr @crc32_context, align 4
  %548 = zext i32 %547 to i64
  %549 = xor i64 %548, 4294967295
  %550 = trunc i64 %549 to i32
  %551 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %550, i32 noundef %551)
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
define internal i32 @func_1() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.U9, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [1 x [4 x [4 x i64]]], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [7 x i64], align 16
  %15 = alloca i32, align 4
  %16 = alloca %union.U8, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i16, align 2
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca [4 x [6 x [5 x %union.U8]]], align 16
  %25 = alloca [2 x ptr], align 16
  %26 = alloca i16, align 2
  %27 = alloca [6 x [4 x [9 x i16]]], align 16
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca [4 x [3 x ptr]], align 16
  %32 = alloca i32, align 4
  %33 = alloca [10 x [9 x [2 x ptr]]], align 16
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca [4 x [7 x [5 x ptr]]], align 16
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca [8 x [6 x [5 x i64]]], align 16
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i64, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca [9 x ptr], align 16
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.func_1.l_33, i64 8, i1 false)
  store ptr @g_266, ptr %3, align 8
  store i32 -1, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.func_1.l_498, i64 128, i1 false)
  store i32 1, ptr %6, align 4
  store ptr @g_143, ptr %7, align 8
  store ptr @g_46, ptr %8, align 8
  store ptr %8, ptr %9, align 8
  store i32 -4, ptr %10, align 4
  store i32 0, ptr @g_3, align 4
  br label %64

64:                                               ; preds = %526, %0
  %65 = load i32, ptr @g_3, align 4
  %66 = icmp slt i32 %65, -9
  br i1 %66, label %67, label %531

67:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.func_1.l_263, i64 56, i1 false)
  store i32 388132407, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 @__const.func_1.l_511, i64 4, i1 false)
  store ptr %2, ptr %17, align 8
  store ptr @g_543, ptr %18, align 8
  store ptr @g_406, ptr %19, align 8
  store ptr @g_143, ptr %20, align 8
  store i16 -6336, ptr %21, align 2
  store i32 0, ptr @g_7, align 4
  br label %68

68:                                               ; preds = %444, %67
  %69 = load i32, ptr @g_7, align 4
  %70 = icmp sle i32 %69, 2
  br i1 %70, label %71, label %447

71:                                               ; preds = %68
  store i64 3892284961431009318, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 @__const.func_1.l_32, i64 480, i1 false)
  store i16 7, ptr %26, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %27, ptr align 16 @__const.func_1.l_546, i64 432, i1 false)
  store i32 0, ptr %28, align 4
  br label %72

72:                                               ; preds = %79, %71
  %73 = load i32, ptr %28, align 4
  %74 = icmp slt i32 %73, 2
  br i1 %74, label %75, label %82

75:                                               ; preds = %72
  %76 = load i32, ptr %28, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [2 x ptr], ptr %25, i64 0, i64 %77
  store ptr %2, ptr %78, align 8
  br label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %28, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %28, align 4
  br label %72, !llvm.loop !24

82:                                               ; preds = %72
  store i32 0, ptr @g_9, align 4
  br label %83

83:                                               ; preds = %87, %82
  %84 = load i32, ptr @g_9, align 4
  %85 = icmp sle i32 %84, 2
  br i1 %85, label %86, label %90

86:                                               ; preds = %83
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 0, i64 96, i1 false)
  store i32 1, ptr %32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.func_1.l_481, i64 1440, i1 false)
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr @g_9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @g_9, align 4
  br label %83, !llvm.loop !25

90:                                               ; preds = %83
  store i16 0, ptr @g_248, align 2
  br label %91

91:                                               ; preds = %323, %90
  %92 = load i16, ptr @g_248, align 2
  %93 = zext i16 %92 to i32
  %94 = icmp sle i32 %93, 6
  br i1 %94, label %95, label %328

95:                                               ; preds = %91
  store ptr null, ptr %37, align 8
  store ptr %23, ptr %38, align 8
  store ptr @g_34, ptr %39, align 8
  %96 = getelementptr inbounds ptr, ptr %39, i64 1
  store ptr null, ptr %96, align 8
  %97 = getelementptr inbounds ptr, ptr %39, i64 2
  store ptr null, ptr %97, align 8
  %98 = getelementptr inbounds ptr, ptr %39, i64 3
  store ptr @g_34, ptr %98, align 8
  %99 = getelementptr inbounds ptr, ptr %39, i64 4
  store ptr %2, ptr %99, align 8
  %100 = getelementptr inbounds [5 x ptr], ptr %39, i64 1
  store ptr %2, ptr %100, align 8
  %101 = getelementptr inbounds ptr, ptr %100, i64 1
  store ptr %2, ptr %101, align 8
  %102 = getelementptr inbounds ptr, ptr %100, i64 2
  store ptr @g_34, ptr %102, align 8
  %103 = getelementptr inbounds ptr, ptr %100, i64 3
  store ptr %2, ptr %103, align 8
  %104 = getelementptr inbounds ptr, ptr %100, i64 4
  store ptr %2, ptr %104, align 8
  %105 = getelementptr inbounds [5 x ptr], ptr %39, i64 2
  store ptr @g_34, ptr %105, align 8
  %106 = getelementptr inbounds ptr, ptr %105, i64 1
  store ptr @g_34, ptr %106, align 8
  %107 = getelementptr inbounds ptr, ptr %105, i64 2
  store ptr %2, ptr %107, align 8
  %108 = getelementptr inbounds ptr, ptr %105, i64 3
  store ptr @g_34, ptr %108, align 8
  %109 = getelementptr inbounds ptr, ptr %105, i64 4
  store ptr null, ptr %109, align 8
  %110 = getelementptr inbounds [5 x ptr], ptr %39, i64 3
  store ptr @g_34, ptr %110, align 8
  %111 = getelementptr inbounds ptr, ptr %110, i64 1
  store ptr %2, ptr %111, align 8
  %112 = getelementptr inbounds ptr, ptr %110, i64 2
  store ptr null, ptr %112, align 8
  %113 = getelementptr inbounds ptr, ptr %110, i64 3
  store ptr null, ptr %113, align 8
  %114 = getelementptr inbounds ptr, ptr %110, i64 4
  store ptr null, ptr %114, align 8
  %115 = getelementptr inbounds [5 x ptr], ptr %39, i64 4
  store ptr @g_34, ptr %115, align 8
  %116 = getelementptr inbounds ptr, ptr %115, i64 1
  store ptr @g_34, ptr %116, align 8
  %117 = getelementptr inbounds ptr, ptr %115, i64 2
  store ptr @g_34, ptr %117, align 8
  %118 = getelementptr inbounds ptr, ptr %115, i64 3
  store ptr null, ptr %118, align 8
  %119 = getelementptr inbounds ptr, ptr %115, i64 4
  store ptr %2, ptr %119, align 8
  %120 = getelementptr inbounds [5 x ptr], ptr %39, i64 5
  store ptr null, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %120, i64 1
  store ptr %2, ptr %121, align 8
  %122 = getelementptr inbounds ptr, ptr %120, i64 2
  store ptr null, ptr %122, align 8
  %123 = getelementptr inbounds ptr, ptr %120, i64 3
  store ptr @g_34, ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %120, i64 4
  store ptr null, ptr %124, align 8
  %125 = getelementptr inbounds [5 x ptr], ptr %39, i64 6
  store ptr %2, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %125, i64 1
  store ptr %2, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %125, i64 2
  store ptr %2, ptr %127, align 8
  %128 = getelementptr inbounds ptr, ptr %125, i64 3
  store ptr %2, ptr %128, align 8
  %129 = getelementptr inbounds ptr, ptr %125, i64 4
  store ptr @g_34, ptr %129, align 8
  %130 = getelementptr inbounds [7 x [5 x ptr]], ptr %39, i64 1
  store ptr null, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %130, i64 1
  store ptr %2, ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %130, i64 2
  store ptr %2, ptr %132, align 8
  %133 = getelementptr inbounds ptr, ptr %130, i64 3
  store ptr %2, ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %130, i64 4
  store ptr null, ptr %134, align 8
  %135 = getelementptr inbounds [5 x ptr], ptr %130, i64 1
  store ptr %2, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %135, i64 1
  store ptr @g_34, ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %135, i64 2
  store ptr %2, ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %135, i64 3
  store ptr @g_34, ptr %138, align 8
  %139 = getelementptr inbounds ptr, ptr %135, i64 4
  store ptr @g_34, ptr %139, align 8
  %140 = getelementptr inbounds [5 x ptr], ptr %130, i64 2
  store ptr null, ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %140, i64 1
  store ptr %2, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %140, i64 2
  store ptr @g_34, ptr %142, align 8
  %143 = getelementptr inbounds ptr, ptr %140, i64 3
  store ptr %2, ptr %143, align 8
  %144 = getelementptr inbounds ptr, ptr %140, i64 4
  store ptr null, ptr %144, align 8
  %145 = getelementptr inbounds [5 x ptr], ptr %130, i64 3
  store ptr %2, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %145, i64 1
  store ptr null, ptr %146, align 8
  %147 = getelementptr inbounds ptr, ptr %145, i64 2
  store ptr @g_34, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %145, i64 3
  store ptr @g_34, ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %145, i64 4
  store ptr @g_34, ptr %149, align 8
  %150 = getelementptr inbounds [5 x ptr], ptr %130, i64 4
  store ptr null, ptr %150, align 8
  %151 = getelementptr inbounds ptr, ptr %150, i64 1
  store ptr %2, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %150, i64 2
  store ptr null, ptr %152, align 8
  %153 = getelementptr inbounds ptr, ptr %150, i64 3
  store ptr @g_34, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %150, i64 4
  store ptr null, ptr %154, align 8
  %155 = getelementptr inbounds [5 x ptr], ptr %130, i64 5
  store ptr @g_34, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %155, i64 1
  store ptr %2, ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %155, i64 2
  store ptr @g_34, ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %155, i64 3
  store ptr @g_34, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %155, i64 4
  store ptr @g_34, ptr %159, align 8
  %160 = getelementptr inbounds [5 x ptr], ptr %130, i64 6
  store ptr @g_34, ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %160, i64 1
  store ptr null, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %160, i64 2
  store ptr %2, ptr %162, align 8
  %163 = getelementptr inbounds ptr, ptr %160, i64 3
  store ptr %2, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %160, i64 4
  store ptr null, ptr %164, align 8
  %165 = getelementptr inbounds [7 x [5 x ptr]], ptr %39, i64 2
  store ptr %2, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %165, i64 1
  store ptr %2, ptr %166, align 8
  %167 = getelementptr inbounds ptr, ptr %165, i64 2
  store ptr @g_34, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %165, i64 3
  store ptr @g_34, ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %165, i64 4
  store ptr %2, ptr %169, align 8
  %170 = getelementptr inbounds [5 x ptr], ptr %165, i64 1
  store ptr null, ptr %170, align 8
  %171 = getelementptr inbounds ptr, ptr %170, i64 1
  store ptr %2, ptr %171, align 8
  %172 = getelementptr inbounds ptr, ptr %170, i64 2
  store ptr null, ptr %172, align 8
  %173 = getelementptr inbounds ptr, ptr %170, i64 3
  store ptr %2, ptr %173, align 8
  %174 = getelementptr inbounds ptr, ptr %170, i64 4
  store ptr null, ptr %174, align 8
  %175 = getelementptr inbounds [5 x ptr], ptr %165, i64 2
  store ptr null, ptr %175, align 8
  %176 = getelementptr inbounds ptr, ptr %175, i64 1
  store ptr %2, ptr %176, align 8
  %177 = getelementptr inbounds ptr, ptr %175, i64 2
  store ptr @g_34, ptr %177, align 8
  %178 = getelementptr inbounds ptr, ptr %175, i64 3
  store ptr %2, ptr %178, align 8
  %179 = getelementptr inbounds ptr, ptr %175, i64 4
  store ptr null, ptr %179, align 8
  %180 = getelementptr inbounds [5 x ptr], ptr %165, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %180, ptr align 8 @constinit, i64 40, i1 false)
  %181 = getelementptr inbounds [5 x ptr], ptr %165, i64 4
  store ptr null, ptr %181, align 8
  %182 = getelementptr inbounds ptr, ptr %181, i64 1
  store ptr %2, ptr %182, align 8
  %183 = getelementptr inbounds ptr, ptr %181, i64 2
  store ptr %2, ptr %183, align 8
  %184 = getelementptr inbounds ptr, ptr %181, i64 3
  store ptr null, ptr %184, align 8
  %185 = getelementptr inbounds ptr, ptr %181, i64 4
  store ptr @g_34, ptr %185, align 8
  %186 = getelementptr inbounds [5 x ptr], ptr %165, i64 5
  store ptr null, ptr %186, align 8
  %187 = getelementptr inbounds ptr, ptr %186, i64 1
  store ptr %2, ptr %187, align 8
  %188 = getelementptr inbounds ptr, ptr %186, i64 2
  store ptr %2, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %186, i64 3
  store ptr null, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %186, i64 4
  store ptr @g_34, ptr %190, align 8
  %191 = getelementptr inbounds [5 x ptr], ptr %165, i64 6
  store ptr %2, ptr %191, align 8
  %192 = getelementptr inbounds ptr, ptr %191, i64 1
  store ptr null, ptr %192, align 8
  %193 = getelementptr inbounds ptr, ptr %191, i64 2
  store ptr %2, ptr %193, align 8
  %194 = getelementptr inbounds ptr, ptr %191, i64 3
  store ptr @g_34, ptr %194, align 8
  %195 = getelementptr inbounds ptr, ptr %191, i64 4
  store ptr null, ptr %195, align 8
  %196 = getelementptr inbounds [7 x [5 x ptr]], ptr %39, i64 3
  store ptr @g_34, ptr %196, align 8
  %197 = getelementptr inbounds ptr, ptr %196, i64 1
  store ptr %2, ptr %197, align 8
  %198 = getelementptr inbounds ptr, ptr %196, i64 2
  store ptr null, ptr %198, align 8
  %199 = getelementptr inbounds ptr, ptr %196, i64 3
  store ptr null, ptr %199, align 8
  %200 = getelementptr inbounds ptr, ptr %196, i64 4
  store ptr null, ptr %200, align 8
  %201 = getelementptr inbounds [5 x ptr], ptr %196, i64 1
  store ptr @g_34, ptr %201, align 8
  %202 = getelementptr inbounds ptr, ptr %201, i64 1
  store ptr @g_34, ptr %202, align 8
  %203 = getelementptr inbounds ptr, ptr %201, i64 2
  store ptr @g_34, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %201, i64 3
  store ptr null, ptr %204, align 8
  %205 = getelementptr inbounds ptr, ptr %201, i64 4
  store ptr %2, ptr %205, align 8
  %206 = getelementptr inbounds [5 x ptr], ptr %196, i64 2
  store ptr null, ptr %206, align 8
  %207 = getelementptr inbounds ptr, ptr %206, i64 1
  store ptr %2, ptr %207, align 8
  %208 = getelementptr inbounds ptr, ptr %206, i64 2
  store ptr null, ptr %208, align 8
  %209 = getelementptr inbounds ptr, ptr %206, i64 3
  store ptr @g_34, ptr %209, align 8
  %210 = getelementptr inbounds ptr, ptr %206, i64 4
  store ptr null, ptr %210, align 8
  %211 = getelementptr inbounds [5 x ptr], ptr %196, i64 3
  store ptr %2, ptr %211, align 8
  %212 = getelementptr inbounds ptr, ptr %211, i64 1
  store ptr %2, ptr %212, align 8
  %213 = getelementptr inbounds ptr, ptr %211, i64 2
  store ptr %2, ptr %213, align 8
  %214 = getelementptr inbounds ptr, ptr %211, i64 3
  store ptr %2, ptr %214, align 8
  %215 = getelementptr inbounds ptr, ptr %211, i64 4
  store ptr @g_34, ptr %215, align 8
  %216 = getelementptr inbounds [5 x ptr], ptr %196, i64 4
  store ptr null, ptr %216, align 8
  %217 = getelementptr inbounds ptr, ptr %216, i64 1
  store ptr %2, ptr %217, align 8
  %218 = getelementptr inbounds ptr, ptr %216, i64 2
  store ptr %2, ptr %218, align 8
  %219 = getelementptr inbounds ptr, ptr %216, i64 3
  store ptr %2, ptr %219, align 8
  %220 = getelementptr inbounds ptr, ptr %216, i64 4
  store ptr null, ptr %220, align 8
  %221 = getelementptr inbounds [5 x ptr], ptr %196, i64 5
  store ptr %2, ptr %221, align 8
  %222 = getelementptr inbounds ptr, ptr %221, i64 1
  store ptr @g_34, ptr %222, align 8
  %223 = getelementptr inbounds ptr, ptr %221, i64 2
  store ptr %2, ptr %223, align 8
  %224 = getelementptr inbounds ptr, ptr %221, i64 3
  store ptr @g_34, ptr %224, align 8
  %225 = getelementptr inbounds ptr, ptr %221, i64 4
  store ptr @g_34, ptr %225, align 8
  %226 = getelementptr inbounds [5 x ptr], ptr %196, i64 6
  store ptr null, ptr %226, align 8
  %227 = getelementptr inbounds ptr, ptr %226, i64 1
  store ptr %2, ptr %227, align 8
  %228 = getelementptr inbounds ptr, ptr %226, i64 2
  store ptr @g_34, ptr %228, align 8
  %229 = getelementptr inbounds ptr, ptr %226, i64 3
  store ptr %2, ptr %229, align 8
  %230 = getelementptr inbounds ptr, ptr %226, i64 4
  store ptr null, ptr %230, align 8
  store ptr null, ptr %40, align 8
  store ptr getelementptr inbounds ([9 x [1 x i16]], ptr getelementptr inbounds ([6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 5), i64 0, i64 1), ptr %41, align 8
  %231 = load i32, ptr @g_7, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %232
  %234 = load i32, ptr @g_7, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [3 x i32], ptr %233, i64 0, i64 %235
  %237 = load volatile i32, ptr %236, align 4
  %238 = icmp ne i32 %237, 0
  br i1 %238, label %239, label %240

239:                                              ; preds = %95
  br label %328

240:                                              ; preds = %95
  %241 = load i32, ptr @g_7, align 4
  %242 = add nsw i32 %241, 5
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %243
  %245 = load i16, ptr @g_248, align 2
  %246 = zext i16 %245 to i64
  %247 = getelementptr inbounds [7 x i8], ptr %244, i64 0, i64 %246
  %248 = load i8, ptr %247, align 1
  %249 = zext i8 %248 to i16
  %250 = load volatile ptr, ptr @g_502, align 8
  %251 = icmp eq ptr null, %250
  %252 = zext i1 %251 to i32
  %253 = sext i32 %252 to i64
  %254 = load ptr, ptr %38, align 8
  %255 = load i64, ptr %254, align 8
  %256 = xor i64 %255, %253
  store i64 %256, ptr %254, align 8
  %257 = load i32, ptr @g_7, align 4
  %258 = add nsw i32 %257, 5
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %259
  %261 = load i16, ptr @g_248, align 2
  %262 = zext i16 %261 to i64
  %263 = getelementptr inbounds [7 x i8], ptr %260, i64 0, i64 %262
  %264 = load i8, ptr %263, align 1
  %265 = zext i8 %264 to i32
  %266 = load ptr, ptr %17, align 8
  %267 = getelementptr inbounds [4 x [7 x [5 x ptr]]], ptr %39, i64 0, i64 3
  %268 = getelementptr inbounds [7 x [5 x ptr]], ptr %267, i64 0, i64 2
  %269 = getelementptr inbounds [5 x ptr], ptr %268, i64 0, i64 2
  %270 = load ptr, ptr %269, align 8
  %271 = icmp eq ptr %266, %270
  %272 = zext i1 %271 to i32
  %273 = trunc i32 %272 to i8
  %274 = load i32, ptr @g_7, align 4
  %275 = add nsw i32 %274, 5
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %276
  %278 = load i16, ptr @g_248, align 2
  %279 = zext i16 %278 to i64
  %280 = getelementptr inbounds [7 x i8], ptr %277, i64 0, i64 %279
  %281 = load i8, ptr %280, align 1
  %282 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %273, i8 noundef zeroext %281)
  %283 = zext i8 %282 to i32
  %284 = icmp ne i32 %265, %283
  %285 = zext i1 %284 to i32
  %286 = load i32, ptr @g_7, align 4
  %287 = icmp ne i32 %286, 0
  br i1 %287, label %291, label %288

288:                                              ; preds = %240
  %289 = load i64, ptr @g_106, align 8
  %290 = icmp ne i64 %289, 0
  br label %291

291:                                              ; preds = %288, %240
  %292 = phi i1 [ true, %240 ], [ %290, %288 ]
  %293 = zext i1 %292 to i32
  %294 = trunc i32 %293 to i8
  %295 = load i32, ptr %2, align 8
  %296 = trunc i32 %295 to i8
  %297 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %294, i8 noundef zeroext %296)
  %298 = load i8, ptr getelementptr inbounds ([7 x i8], ptr getelementptr inbounds ([8 x [7 x i8]], ptr @g_238, i64 0, i64 1), i64 0, i64 6), align 1
  %299 = or i64 %256, 3809671600838366083
  %300 = trunc i64 %299 to i16
  %301 = load ptr, ptr %41, align 8
  store i16 %300, ptr %301, align 2
  %302 = sext i16 %300 to i32
  %303 = load i32, ptr @g_34, align 8
  %304 = shl i32 %303, 7
  %305 = ashr i32 %304, 7
  %306 = or i32 %302, %305
  %307 = load i32, ptr @g_253, align 4
  %308 = icmp uge i32 %306, %307
  %309 = zext i1 %308 to i32
  %310 = sext i32 %309 to i64
  %311 = icmp slt i64 -987495192, %310
  %312 = zext i1 %311 to i32
  %313 = trunc i32 %312 to i16
  %314 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %249, i16 noundef signext %313)
  %315 = sext i16 %314 to i32
  %316 = load i32, ptr @g_7, align 4
  %317 = add nsw i32 %316, 3
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %318
  %320 = load i32, ptr @g_7, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [3 x i32], ptr %319, i64 0, i64 %321
  store volatile i32 %315, ptr %322, align 4
  br label %323

323:                                              ; preds = %291
  %324 = load i16, ptr @g_248, align 2
  %325 = zext i16 %324 to i32
  %326 = add nsw i32 %325, 1
  %327 = trunc i32 %326 to i16
  store i16 %327, ptr @g_248, align 2
  br label %91, !llvm.loop !26

328:                                              ; preds = %239, %91
  %329 = load i32, ptr @g_7, align 4
  %330 = add nsw i32 %329, 3
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %331
  %333 = load i32, ptr @g_7, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [3 x i32], ptr %332, i64 0, i64 %334
  %336 = load volatile i32, ptr %335, align 4
  %337 = icmp ne i32 %336, 0
  br i1 %337, label %338, label %344

338:                                              ; preds = %328
  store ptr null, ptr %45, align 8
  %339 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  %340 = add i32 %339, -1
  store i32 %340, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  %341 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 1), align 8
  %342 = shl i32 %341, 15
  %343 = ashr i32 %342, 15
  store i32 %343, ptr %1, align 4
  br label %598

344:                                              ; preds = %328
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 @__const.func_1.l_525, i64 1920, i1 false)
  store ptr @g_541, ptr %47, align 8
  store ptr @g_46, ptr %48, align 8
  %345 = load i16, ptr @g_143, align 2
  %346 = load i8, ptr %2, align 8
  %347 = zext i8 %346 to i16
  %348 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %347, i32 noundef 15)
  %349 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 4
  %350 = getelementptr inbounds [6 x [5 x i64]], ptr %349, i64 0, i64 5
  %351 = getelementptr inbounds [5 x i64], ptr %350, i64 0, i64 3
  %352 = load i64, ptr %351, align 8
  %353 = and i64 %352, -1
  %354 = getelementptr inbounds [4 x [6 x [5 x %union.U8]]], ptr %24, i64 0, i64 3
  %355 = getelementptr inbounds [6 x [5 x %union.U8]], ptr %354, i64 0, i64 3
  %356 = getelementptr inbounds [5 x %union.U8], ptr %355, i64 0, i64 0
  %357 = load i32, ptr %356, align 4
  %358 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 6
  %359 = load i64, ptr %358, align 16
  %360 = trunc i64 %359 to i8
  %361 = load i16, ptr @g_397, align 2
  %362 = zext i16 %361 to i32
  %363 = load ptr, ptr %47, align 8
  %364 = load ptr, ptr %18, align 8
  %365 = icmp ne ptr %363, %364
  %366 = zext i1 %365 to i32
  %367 = sext i32 %366 to i64
  %368 = load ptr, ptr %48, align 8
  store i64 %367, ptr %368, align 8
  %369 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %367, i64 noundef 5653585520543686261)
  %370 = trunc i64 %369 to i32
  %371 = load ptr, ptr @g_275, align 8
  %372 = load i32, ptr %371, align 4
  %373 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %370, i32 noundef %372)
  %374 = load i8, ptr getelementptr inbounds ([7 x i8], ptr getelementptr inbounds ([8 x [7 x i8]], ptr @g_238, i64 0, i64 7), i64 0, i64 4), align 1
  %375 = zext i8 %374 to i32
  %376 = or i32 %373, %375
  %377 = trunc i32 %376 to i16
  %378 = load i64, ptr @g_42, align 8
  %379 = trunc i64 %378 to i32
  %380 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %377, i32 noundef %379)
  %381 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %380, i32 noundef 1)
  %382 = zext i16 %381 to i32
  %383 = icmp slt i32 %362, %382
  %384 = zext i1 %383 to i32
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 4
  %387 = getelementptr inbounds [6 x [5 x i64]], ptr %386, i64 0, i64 1
  %388 = getelementptr inbounds [5 x i64], ptr %387, i64 0, i64 3
  %389 = load i64, ptr %388, align 8
  %390 = icmp ugt i64 %385, %389
  %391 = zext i1 %390 to i32
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [1 x [4 x [4 x i64]]], ptr %5, i64 0, i64 0
  %394 = getelementptr inbounds [4 x [4 x i64]], ptr %393, i64 0, i64 1
  %395 = getelementptr inbounds [4 x i64], ptr %394, i64 0, i64 0
  %396 = load i64, ptr %395, align 16
  %397 = and i64 %392, %396
  %398 = xor i64 %397, 1398651685748176632
  %399 = trunc i64 %398 to i8
  %400 = load i8, ptr %2, align 8
  %401 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %399, i8 noundef signext %400)
  %402 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %360, i8 noundef zeroext %401)
  %403 = zext i8 %402 to i32
  %404 = load i16, ptr %26, align 2
  %405 = sext i16 %404 to i32
  %406 = or i32 %403, %405
  %407 = trunc i32 %406 to i8
  %408 = load ptr, ptr %3, align 8
  store i8 %407, ptr %408, align 1
  %409 = sext i8 %407 to i32
  %410 = xor i32 %409, -1
  %411 = or i32 %357, %410
  %412 = sext i32 %411 to i64
  %413 = xor i64 %353, %412
  %414 = getelementptr inbounds [6 x [4 x [9 x i16]]], ptr %27, i64 0, i64 0
  %415 = getelementptr inbounds [4 x [9 x i16]], ptr %414, i64 0, i64 3
  %416 = getelementptr inbounds [9 x i16], ptr %415, i64 0, i64 2
  %417 = load i16, ptr %416, align 2
  %418 = sext i16 %417 to i64
  %419 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 0
  %420 = getelementptr inbounds [6 x [5 x i64]], ptr %419, i64 0, i64 4
  %421 = getelementptr inbounds [5 x i64], ptr %420, i64 0, i64 1
  %422 = load i64, ptr %421, align 8
  %423 = or i64 %418, %422
  %424 = or i64 %423, 2460167258
  %425 = trunc i64 %424 to i8
  %426 = call zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %425)
  %427 = zext i8 %426 to i32
  %428 = getelementptr inbounds [4 x [6 x [5 x %union.U8]]], ptr %24, i64 0, i64 3
  %429 = getelementptr inbounds [6 x [5 x %union.U8]], ptr %428, i64 0, i64 3
  %430 = getelementptr inbounds [5 x %union.U8], ptr %429, i64 0, i64 0
  %431 = load i32, ptr %430, align 4
  %432 = and i32 %427, %431
  %433 = trunc i32 %432 to i16
  %434 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %345, i16 noundef zeroext %433)
  %435 = zext i16 %434 to i32
  %436 = load ptr, ptr @g_275, align 8
  store i32 %435, ptr %436, align 4
  %437 = load i8, ptr %2, align 8
  %438 = load ptr, ptr @g_275, align 8
  %439 = load i32, ptr %438, align 4
  %440 = sext i32 %439 to i64
  %441 = or i64 %440, 3395399067
  %442 = trunc i64 %441 to i32
  store i32 %442, ptr %438, align 4
  br label %443

443:                                              ; preds = %344
  br label %444

444:                                              ; preds = %443
  %445 = load i32, ptr @g_7, align 4
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr @g_7, align 4
  br label %68, !llvm.loop !27

447:                                              ; preds = %68
  %448 = load ptr, ptr %19, align 8
  %449 = load ptr, ptr @g_433, align 8
  store ptr %448, ptr %449, align 8
  %450 = load ptr, ptr %20, align 8
  %451 = load i16, ptr %450, align 2
  %452 = add i16 %451, 1
  store i16 %452, ptr %450, align 2
  %453 = call zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext 2)
  %454 = zext i8 %453 to i16
  %455 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %452, i16 noundef zeroext %454)
  %456 = zext i16 %455 to i64
  %457 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %456)
  %458 = load ptr, ptr @g_275, align 8
  %459 = load i32, ptr %458, align 4
  %460 = sext i32 %459 to i64
  %461 = and i64 %460, %457
  %462 = trunc i64 %461 to i32
  store i32 %462, ptr %458, align 4
  %463 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 3
  %464 = load i64, ptr %463, align 8
  %465 = icmp ne i64 %464, 0
  br i1 %465, label %466, label %468

466:                                              ; preds = %447
  %467 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  store i32 %467, ptr %1, align 4
  br label %598

468:                                              ; preds = %447
  store i32 -1, ptr %52, align 4
  %469 = load i32, ptr %6, align 4
  %470 = icmp ne i32 %469, 0
  br i1 %470, label %476, label %471

471:                                              ; preds = %468
  %472 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 1), align 8
  %473 = shl i32 %472, 15
  %474 = ashr i32 %473, 15
  %475 = icmp ne i32 %474, 0
  br i1 %475, label %476, label %520

476:                                              ; preds = %471, %468
  store i64 7, ptr %53, align 8
  store ptr @g_48, ptr %54, align 8
  store ptr %15, ptr %55, align 8
  store ptr @g_7, ptr %56, align 8
  store ptr %15, ptr %57, align 8
  store ptr null, ptr %58, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %59, i8 0, i64 72, i1 false)
  store ptr null, ptr %60, align 8
  store ptr @g_106, ptr %61, align 8
  store ptr @g_262, ptr %62, align 8
  store i64 0, ptr %53, align 8
  %477 = load ptr, ptr @g_275, align 8
  %478 = load i32, ptr %477, align 4
  %479 = icmp ne i32 %478, 0
  br i1 %479, label %480, label %481

480:                                              ; preds = %476
  br label %531

481:                                              ; preds = %476
  %482 = load i32, ptr %52, align 4
  %483 = add i32 %482, 1
  store i32 %483, ptr %52, align 4
  %484 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 4
  %485 = load i64, ptr %484, align 16
  %486 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %487 = shl i32 %486, 28
  %488 = ashr i32 %487, 28
  %489 = trunc i32 %488 to i16
  %490 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext 10887, i16 noundef zeroext %489)
  %491 = zext i16 %490 to i64
  %492 = icmp eq i64 %485, %491
  %493 = zext i1 %492 to i32
  %494 = load i32, ptr %52, align 4
  %495 = zext i32 %494 to i64
  %496 = load i16, ptr @g_170, align 16
  %497 = sext i16 %496 to i32
  %498 = trunc i32 %497 to i8
  %499 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %498, i32 noundef 6)
  %500 = zext i8 %499 to i64
  %501 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %495, i64 noundef %500)
  %502 = load i8, ptr %2, align 8
  %503 = zext i8 %502 to i64
  %504 = load ptr, ptr %61, align 8
  %505 = load i64, ptr %504, align 8
  %506 = or i64 %505, %503
  store i64 %506, ptr %504, align 8
  %507 = icmp sgt i64 %501, %506
  %508 = zext i1 %507 to i32
  %509 = icmp sge i32 %493, %508
  %510 = zext i1 %509 to i32
  %511 = trunc i32 %510 to i16
  %512 = load ptr, ptr %62, align 8
  store i16 %511, ptr %512, align 2
  %513 = sext i16 %511 to i32
  %514 = load i32, ptr %15, align 4
  %515 = icmp sle i32 %513, %514
  %516 = zext i1 %515 to i32
  %517 = load ptr, ptr %54, align 8
  %518 = load i32, ptr %517, align 4
  %519 = xor i32 %518, %516
  store i32 %519, ptr %517, align 4
  br label %524

520:                                              ; preds = %471
  %521 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 6
  %522 = load i64, ptr %521, align 16
  %523 = trunc i64 %522 to i16
  store i16 %523, ptr %21, align 2
  br label %524

524:                                              ; preds = %520, %481
  br label %525

525:                                              ; preds = %524
  br label %526

526:                                              ; preds = %525
  %527 = load i32, ptr @g_3, align 4
  %528 = sext i32 %527 to i64
  %529 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %528, i64 noundef 3)
  %530 = trunc i64 %529 to i32
  store i32 %530, ptr @g_3, align 4
  br label %64, !llvm.loop !28

531:                                              ; preds = %480, %64
  %532 = getelementptr inbounds [1 x [4 x [4 x i64]]], ptr %5, i64 0, i64 0
  %533 = getelementptr inbounds [4 x [4 x i64]], ptr %532, i64 0, i64 1
  %534 = getelementptr inbounds [4 x i64], ptr %533, i64 0, i64 0
  %535 = load i64, ptr %534, align 16
  %536 = trunc i64 %535 to i8
  %537 = call zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %536)
  %538 = zext i8 %537 to i16
  %539 = load ptr, ptr %7, align 8
  store i16 %538, ptr %539, align 2
  %540 = zext i16 %538 to i64
  %541 = icmp ne i64 %540, 23649
  %542 = zext i1 %541 to i32
  %543 = load volatile ptr, ptr @g_502, align 8
  %544 = load ptr, ptr %543, align 8
  %545 = icmp ne ptr %544, null
  %546 = zext i1 %545 to i32
  %547 = trunc i32 %546 to i8
  %548 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %547, i32 noundef 6)
  %549 = zext i8 %548 to i32
  %550 = load i8, ptr %2, align 8
  %551 = load ptr, ptr getelementptr inbounds ([8 x [3 x ptr]], ptr getelementptr inbounds ([9 x [8 x [3 x ptr]]], ptr @g_585, i64 0, i64 3), i64 0, i64 2), align 16
  %552 = load ptr, ptr %9, align 8
  %553 = icmp ne ptr %551, %552
  br i1 %553, label %554, label %557

554:                                              ; preds = %531
  %555 = load i32, ptr %6, align 4
  %556 = icmp ne i32 %555, 0
  br label %557

557:                                              ; preds = %554, %531
  %558 = phi i1 [ false, %531 ], [ %556, %554 ]
  %559 = zext i1 %558 to i32
  %560 = load i32, ptr %4, align 4
  %561 = zext i32 %560 to i64
  %562 = icmp sle i64 3775691811, %561
  %563 = zext i1 %562 to i32
  %564 = icmp sle i32 %559, %563
  %565 = zext i1 %564 to i32
  %566 = load i16, ptr @g_397, align 2
  %567 = zext i16 %566 to i32
  %568 = load ptr, ptr @g_275, align 8
  %569 = load i32, ptr %568, align 4
  %570 = icmp sle i32 %567, %569
  %571 = zext i1 %570 to i32
  %572 = icmp slt i32 %549, %571
  %573 = zext i1 %572 to i32
  %574 = xor i32 %573, -1
  %575 = sext i32 %574 to i64
  %576 = icmp sle i64 %575, 45
  %577 = zext i1 %576 to i32
  %578 = trunc i32 %577 to i8
  %579 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %578, i32 noundef 2)
  %580 = sext i8 %579 to i32
  %581 = or i32 %542, %580
  %582 = load i32, ptr %10, align 4
  %583 = or i32 %582, %581
  store i32 %583, ptr %10, align 4
  %584 = load ptr, ptr @g_275, align 8
  %585 = load i32, ptr %584, align 4
  %586 = icmp sge i32 %583, %585
  %587 = zext i1 %586 to i32
  %588 = sext i32 %587 to i64
  %589 = load i64, ptr @g_406, align 4
  %590 = shl i64 %589, 8
  %591 = ashr i64 %590, 40
  %592 = trunc i64 %591 to i32
  %593 = sext i32 %592 to i64
  %594 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %588, i64 noundef %593)
  %595 = trunc i64 %594 to i32
  %596 = load ptr, ptr @g_275, align 8
  store i32 %595, ptr %596, align 4
  %597 = load volatile i32, ptr @g_6, align 4
  store i32 %597, ptr %1, align 4
  br label %598

598:                                              ; preds = %557, %466, %338
  %599 = load i32, ptr %1, align 4
  ret i32 %599
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
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.71, ptr noundef %11, i64 noundef %14)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.80, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

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
define internal zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
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
define internal i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 0, %3
  ret i64 %4
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
