; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U8 = type { i32 }
%union.U6 = type { i64 }
%struct.S1 = type { i32, i32, i32 }
%struct.S4 = type { i32, i32 }
%struct.S3 = type { i32, i32, i32, i64 }
%struct.S0 = type { i32, i32, i32, i32 }
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
  br label %25, !llvm.loop !5

48:                                               ; preds = %25
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %21, !llvm.loop !7

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
  br label %76, !llvm.loop !8

103:                                              ; preds = %76
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %7, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %7, align 4
  br label %72, !llvm.loop !9

107:                                              ; preds = %72
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %6, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %6, align 4
  br label %68, !llvm.loop !10

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
  br label %123, !llvm.loop !11

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

169:                                              ; preds = %214, %142
  %170 = load i32, ptr %6, align 4
  %171 = icmp slt i32 %170, 5
  br i1 %171, label %172, label %217

172:                                              ; preds = %169
  %173 = load i32, ptr %6, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4
  %177 = shl i32 %176, 16
  %178 = ashr i32 %177, 16
  %179 = sext i32 %178 to i64
  %180 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.25, i32 noundef %180)
  %181 = load i32, ptr %6, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %182
  %184 = getelementptr inbounds %struct.S1, ptr %183, i32 0, i32 1
  %185 = load i32, ptr %184, align 4
  %186 = shl i32 %185, 5
  %187 = ashr i32 %186, 5
  %188 = sext i32 %187 to i64
  %189 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.26, i32 noundef %189)
  %190 = load i32, ptr %6, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %191
  %193 = getelementptr inbounds %struct.S1, ptr %192, i32 0, i32 2
  %194 = load i32, ptr %193, align 4
  %195 = shl i32 %194, 8
  %196 = ashr i32 %195, 8
  %197 = sext i32 %196 to i64
  %198 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.27, i32 noundef %198)
  %199 = load i32, ptr %6, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %200
  %202 = getelementptr inbounds %struct.S1, ptr %201, i32 0, i32 2
  %203 = load volatile i32, ptr %202, align 4
  %204 = shl i32 %203, 6
  %205 = ashr i32 %204, 30
  %206 = sext i32 %205 to i64
  %207 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %206, ptr noundef @.str.28, i32 noundef %207)
  %208 = load i32, ptr %9, align 4
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %210, label %213

210:                                              ; preds = %172
  %211 = load i32, ptr %6, align 4
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %211)
  br label %213

213:                                              ; preds = %210, %172
  br label %214

214:                                              ; preds = %213
  %215 = load i32, ptr %6, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %6, align 4
  br label %169, !llvm.loop !12

217:                                              ; preds = %169
  %218 = load i32, ptr @g_230, align 4
  %219 = zext i32 %218 to i64
  %220 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %219, ptr noundef @.str.29, i32 noundef %220)
  store i32 0, ptr %6, align 4
  br label %221

221:                                              ; preds = %249, %217
  %222 = load i32, ptr %6, align 4
  %223 = icmp slt i32 %222, 8
  br i1 %223, label %224, label %252

224:                                              ; preds = %221
  store i32 0, ptr %7, align 4
  br label %225

225:                                              ; preds = %245, %224
  %226 = load i32, ptr %7, align 4
  %227 = icmp slt i32 %226, 7
  br i1 %227, label %228, label %248

228:                                              ; preds = %225
  %229 = load i32, ptr %6, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %230
  %232 = load i32, ptr %7, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [7 x i8], ptr %231, i64 0, i64 %233
  %235 = load i8, ptr %234, align 1
  %236 = zext i8 %235 to i64
  %237 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %236, ptr noundef @.str.30, i32 noundef %237)
  %238 = load i32, ptr %9, align 4
  %239 = icmp ne i32 %238, 0
  br i1 %239, label %240, label %244

240:                                              ; preds = %228
  %241 = load i32, ptr %6, align 4
  %242 = load i32, ptr %7, align 4
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %241, i32 noundef %242)
  br label %244

244:                                              ; preds = %240, %228
  br label %245

245:                                              ; preds = %244
  %246 = load i32, ptr %7, align 4
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %7, align 4
  br label %225, !llvm.loop !13

248:                                              ; preds = %225
  br label %249

249:                                              ; preds = %248
  %250 = load i32, ptr %6, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %6, align 4
  br label %221, !llvm.loop !14

252:                                              ; preds = %221
  store i32 0, ptr %6, align 4
  br label %253

253:                                              ; preds = %269, %252
  %254 = load i32, ptr %6, align 4
  %255 = icmp slt i32 %254, 3
  br i1 %255, label %256, label %272

256:                                              ; preds = %253
  %257 = load i32, ptr %6, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [3 x i32], ptr @g_239, i64 0, i64 %258
  %260 = load i32, ptr %259, align 4
  %261 = zext i32 %260 to i64
  %262 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %261, ptr noundef @.str.31, i32 noundef %262)
  %263 = load i32, ptr %9, align 4
  %264 = icmp ne i32 %263, 0
  br i1 %264, label %265, label %268

265:                                              ; preds = %256
  %266 = load i32, ptr %6, align 4
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %266)
  br label %268

268:                                              ; preds = %265, %256
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %6, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %6, align 4
  br label %253, !llvm.loop !15

272:                                              ; preds = %253
  %273 = load i16, ptr @g_248, align 2
  %274 = zext i16 %273 to i64
  %275 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %274, ptr noundef @.str.32, i32 noundef %275)
  %276 = load i16, ptr @g_252, align 2
  %277 = sext i16 %276 to i64
  %278 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %277, ptr noundef @.str.33, i32 noundef %278)
  %279 = load i32, ptr @g_253, align 4
  %280 = zext i32 %279 to i64
  %281 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %280, ptr noundef @.str.34, i32 noundef %281)
  %282 = load i16, ptr @g_262, align 8
  %283 = sext i16 %282 to i64
  %284 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %283, ptr noundef @.str.35, i32 noundef %284)
  %285 = load i8, ptr @g_266, align 1
  %286 = sext i8 %285 to i64
  %287 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %286, ptr noundef @.str.36, i32 noundef %287)
  store i32 0, ptr %6, align 4
  br label %288

288:                                              ; preds = %375, %272
  %289 = load i32, ptr %6, align 4
  %290 = icmp slt i32 %289, 4
  br i1 %290, label %291, label %378

291:                                              ; preds = %288
  store i32 0, ptr %7, align 4
  br label %292

292:                                              ; preds = %371, %291
  %293 = load i32, ptr %7, align 4
  %294 = icmp slt i32 %293, 7
  br i1 %294, label %295, label %374

295:                                              ; preds = %292
  store i32 0, ptr %8, align 4
  br label %296

296:                                              ; preds = %367, %295
  %297 = load i32, ptr %8, align 4
  %298 = icmp slt i32 %297, 9
  br i1 %298, label %299, label %370

299:                                              ; preds = %296
  %300 = load i32, ptr %6, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %301
  %303 = load i32, ptr %7, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %302, i64 0, i64 %304
  %306 = load i32, ptr %8, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [9 x %struct.S1], ptr %305, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4
  %310 = shl i32 %309, 16
  %311 = ashr i32 %310, 16
  %312 = sext i32 %311 to i64
  %313 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %312, ptr noundef @.str.37, i32 noundef %313)
  %314 = load i32, ptr %6, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %315
  %317 = load i32, ptr %7, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %316, i64 0, i64 %318
  %320 = load i32, ptr %8, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [9 x %struct.S1], ptr %319, i64 0, i64 %321
  %323 = getelementptr inbounds %struct.S1, ptr %322, i32 0, i32 1
  %324 = load i32, ptr %323, align 4
  %325 = shl i32 %324, 5
  %326 = ashr i32 %325, 5
  %327 = sext i32 %326 to i64
  %328 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %327, ptr noundef @.str.38, i32 noundef %328)
  %329 = load i32, ptr %6, align 4
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %330
  %332 = load i32, ptr %7, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %331, i64 0, i64 %333
  %335 = load i32, ptr %8, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds [9 x %struct.S1], ptr %334, i64 0, i64 %336
  %338 = getelementptr inbounds %struct.S1, ptr %337, i32 0, i32 2
  %339 = load i32, ptr %338, align 4
  %340 = shl i32 %339, 8
  %341 = ashr i32 %340, 8
  %342 = sext i32 %341 to i64
  %343 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %342, ptr noundef @.str.39, i32 noundef %343)
  %344 = load i32, ptr %6, align 4
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %345
  %347 = load i32, ptr %7, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [7 x [9 x %struct.S1]], ptr %346, i64 0, i64 %348
  %350 = load i32, ptr %8, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [9 x %struct.S1], ptr %349, i64 0, i64 %351
  %353 = getelementptr inbounds %struct.S1, ptr %352, i32 0, i32 2
  %354 = load volatile i32, ptr %353, align 4
  %355 = shl i32 %354, 6
  %356 = ashr i32 %355, 30
  %357 = sext i32 %356 to i64
  %358 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %357, ptr noundef @.str.40, i32 noundef %358)
  %359 = load i32, ptr %9, align 4
  %360 = icmp ne i32 %359, 0
  br i1 %360, label %361, label %366

361:                                              ; preds = %299
  %362 = load i32, ptr %6, align 4
  %363 = load i32, ptr %7, align 4
  %364 = load i32, ptr %8, align 4
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %362, i32 noundef %363, i32 noundef %364)
  br label %366

366:                                              ; preds = %361, %299
  br label %367

367:                                              ; preds = %366
  %368 = load i32, ptr %8, align 4
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %8, align 4
  br label %296, !llvm.loop !16

370:                                              ; preds = %296
  br label %371

371:                                              ; preds = %370
  %372 = load i32, ptr %7, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %7, align 4
  br label %292, !llvm.loop !17

374:                                              ; preds = %292
  br label %375

375:                                              ; preds = %374
  %376 = load i32, ptr %6, align 4
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %6, align 4
  br label %288, !llvm.loop !18

378:                                              ; preds = %288
  %379 = load i32, ptr @g_276, align 4
  %380 = sext i32 %379 to i64
  %381 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %380, ptr noundef @.str.41, i32 noundef %381)
  %382 = load i32, ptr @g_297, align 4
  %383 = sext i32 %382 to i64
  %384 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %383, ptr noundef @.str.42, i32 noundef %384)
  %385 = load i32, ptr @g_395, align 4
  %386 = sext i32 %385 to i64
  %387 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %386, ptr noundef @.str.43, i32 noundef %387)
  %388 = load i16, ptr @g_397, align 2
  %389 = zext i16 %388 to i64
  %390 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %389, ptr noundef @.str.44, i32 noundef %390)
  %391 = load volatile i32, ptr @g_406, align 4
  %392 = and i32 %391, 16777215
  %393 = zext i32 %392 to i64
  %394 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %393, ptr noundef @.str.45, i32 noundef %394)
  %395 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g_406, i32 0, i32 1), align 4
  %396 = shl i32 %395, 8
  %397 = ashr i32 %396, 8
  %398 = sext i32 %397 to i64
  %399 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %398, ptr noundef @.str.46, i32 noundef %399)
  %400 = load volatile i32, ptr getelementptr inbounds (%struct.S4, ptr @g_406, i32 0, i32 1), align 4
  %401 = lshr i32 %400, 24
  %402 = and i32 %401, 31
  %403 = zext i32 %402 to i64
  %404 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %403, ptr noundef @.str.47, i32 noundef %404)
  %405 = load volatile i32, ptr @g_423, align 4
  %406 = and i32 %405, 16777215
  %407 = zext i32 %406 to i64
  %408 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %407, ptr noundef @.str.48, i32 noundef %408)
  %409 = load volatile i32, ptr getelementptr inbounds (%struct.S4, ptr @g_423, i32 0, i32 1), align 4
  %410 = shl i32 %409, 8
  %411 = ashr i32 %410, 8
  %412 = sext i32 %411 to i64
  %413 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %412, ptr noundef @.str.49, i32 noundef %413)
  %414 = load volatile i32, ptr getelementptr inbounds (%struct.S4, ptr @g_423, i32 0, i32 1), align 4
  %415 = lshr i32 %414, 24
  %416 = and i32 %415, 31
  %417 = zext i32 %416 to i64
  %418 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %417, ptr noundef @.str.50, i32 noundef %418)
  %419 = load volatile i32, ptr @g_435, align 4
  %420 = and i32 %419, 16777215
  %421 = zext i32 %420 to i64
  %422 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %421, ptr noundef @.str.51, i32 noundef %422)
  %423 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g_435, i32 0, i32 1), align 4
  %424 = shl i32 %423, 8
  %425 = ashr i32 %424, 8
  %426 = sext i32 %425 to i64
  %427 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %426, ptr noundef @.str.52, i32 noundef %427)
  %428 = load volatile i32, ptr getelementptr inbounds (%struct.S4, ptr @g_435, i32 0, i32 1), align 4
  %429 = lshr i32 %428, 24
  %430 = and i32 %429, 31
  %431 = zext i32 %430 to i64
  %432 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %431, ptr noundef @.str.53, i32 noundef %432)
  %433 = load volatile i32, ptr @g_492, align 8
  %434 = shl i32 %433, 10
  %435 = ashr i32 %434, 10
  %436 = sext i32 %435 to i64
  %437 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %436, ptr noundef @.str.54, i32 noundef %437)
  %438 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 1), align 4
  %439 = shl i32 %438, 12
  %440 = ashr i32 %439, 12
  %441 = sext i32 %440 to i64
  %442 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %441, ptr noundef @.str.55, i32 noundef %442)
  %443 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 2), align 8
  %444 = shl i32 %443, 15
  %445 = ashr i32 %444, 15
  %446 = sext i32 %445 to i64
  %447 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %446, ptr noundef @.str.56, i32 noundef %447)
  %448 = load volatile i64, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 3), align 8
  %449 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %448, ptr noundef @.str.57, i32 noundef %449)
  store i32 0, ptr %6, align 4
  br label %450

450:                                              ; preds = %478, %378
  %451 = load i32, ptr %6, align 4
  %452 = icmp slt i32 %451, 1
  br i1 %452, label %453, label %481

453:                                              ; preds = %450
  store i32 0, ptr %7, align 4
  br label %454

454:                                              ; preds = %474, %453
  %455 = load i32, ptr %7, align 4
  %456 = icmp slt i32 %455, 6
  br i1 %456, label %457, label %477

457:                                              ; preds = %454
  %458 = load i32, ptr %6, align 4
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds [1 x [6 x i32]], ptr @g_517, i64 0, i64 %459
  %461 = load i32, ptr %7, align 4
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds [6 x i32], ptr %460, i64 0, i64 %462
  %464 = load i32, ptr %463, align 4
  %465 = zext i32 %464 to i64
  %466 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %465, ptr noundef @.str.58, i32 noundef %466)
  %467 = load i32, ptr %9, align 4
  %468 = icmp ne i32 %467, 0
  br i1 %468, label %469, label %473

469:                                              ; preds = %457
  %470 = load i32, ptr %6, align 4
  %471 = load i32, ptr %7, align 4
  %472 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %470, i32 noundef %471)
  br label %473

473:                                              ; preds = %469, %457
  br label %474

474:                                              ; preds = %473
  %475 = load i32, ptr %7, align 4
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr %7, align 4
  br label %454, !llvm.loop !19

477:                                              ; preds = %454
  br label %478

478:                                              ; preds = %477
  %479 = load i32, ptr %6, align 4
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr %6, align 4
  br label %450, !llvm.loop !20

481:                                              ; preds = %450
  %482 = load i32, ptr @g_526, align 4
  %483 = and i32 %482, 8388607
  %484 = zext i32 %483 to i64
  %485 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %484, ptr noundef @.str.59, i32 noundef %485)
  %486 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %487 = and i32 %486, 262143
  %488 = zext i32 %487 to i64
  %489 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %488, ptr noundef @.str.60, i32 noundef %489)
  %490 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 1), align 4
  %491 = shl i32 %490, 1
  %492 = ashr i32 %491, 19
  %493 = sext i32 %492 to i64
  %494 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %493, ptr noundef @.str.61, i32 noundef %494)
  %495 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %496 = shl i32 %495, 28
  %497 = ashr i32 %496, 28
  %498 = sext i32 %497 to i64
  %499 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %498, ptr noundef @.str.62, i32 noundef %499)
  %500 = load volatile i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %501 = lshr i32 %500, 4
  %502 = and i32 %501, 31
  %503 = zext i32 %502 to i64
  %504 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %503, ptr noundef @.str.63, i32 noundef %504)
  %505 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %506 = lshr i32 %505, 9
  %507 = and i32 %506, 1023
  %508 = zext i32 %507 to i64
  %509 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %508, ptr noundef @.str.64, i32 noundef %509)
  %510 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %511 = shl i32 %510, 12
  %512 = ashr i32 %511, 31
  %513 = sext i32 %512 to i64
  %514 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %513, ptr noundef @.str.65, i32 noundef %514)
  %515 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 3), align 4
  %516 = sext i32 %515 to i64
  %517 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %516, ptr noundef @.str.66, i32 noundef %517)
  %518 = load i64, ptr @g_541, align 8
  %519 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %518, ptr noundef @.str.67, i32 noundef %519)
  %520 = load i16, ptr @g_541, align 8
  %521 = sext i16 %520 to i64
  %522 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %521, ptr noundef @.str.68, i32 noundef %522)
  %523 = load i64, ptr @g_543, align 8
  %524 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %523, ptr noundef @.str.69, i32 noundef %524)
  %525 = load i16, ptr @g_543, align 8
  %526 = sext i16 %525 to i64
  %527 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %526, ptr noundef @.str.70, i32 noundef %527)
  %528 = load i32, ptr @crc32_context, align 4
  %529 = xor i32 %528, -1
  %530 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %529, i32 noundef %530)
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
  br label %10, !llvm.loop !21

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
  br label %5, !llvm.loop !22

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

64:                                               ; preds = %524, %0
  %65 = load i32, ptr @g_3, align 4
  %66 = icmp slt i32 %65, -9
  br i1 %66, label %67, label %529

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

68:                                               ; preds = %441, %67
  %69 = load i32, ptr @g_7, align 4
  %70 = icmp sle i32 %69, 2
  br i1 %70, label %71, label %444

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
  br label %72, !llvm.loop !23

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
  br label %83, !llvm.loop !24

90:                                               ; preds = %83
  store i16 0, ptr @g_248, align 2
  br label %91

91:                                               ; preds = %322, %90
  %92 = load i16, ptr @g_248, align 2
  %93 = zext i16 %92 to i32
  %94 = icmp sle i32 %93, 6
  br i1 %94, label %95, label %327

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
  br label %327

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
  %282 = call i8 @safe_div_func_uint8_t_u_u(i8 noundef %273, i8 noundef %281)
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
  %297 = call i8 @safe_sub_func_uint8_t_u_u(i8 noundef %294, i8 noundef %296)
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
  %310 = icmp slt i32 -987495192, %309
  %311 = zext i1 %310 to i32
  %312 = trunc i32 %311 to i16
  %313 = call i16 @safe_mul_func_int16_t_s_s(i16 noundef %249, i16 noundef %312)
  %314 = sext i16 %313 to i32
  %315 = load i32, ptr @g_7, align 4
  %316 = add nsw i32 %315, 3
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %317
  %319 = load i32, ptr @g_7, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [3 x i32], ptr %318, i64 0, i64 %320
  store volatile i32 %314, ptr %321, align 4
  br label %322

322:                                              ; preds = %291
  %323 = load i16, ptr @g_248, align 2
  %324 = zext i16 %323 to i32
  %325 = add nsw i32 %324, 1
  %326 = trunc i32 %325 to i16
  store i16 %326, ptr @g_248, align 2
  br label %91, !llvm.loop !25

327:                                              ; preds = %239, %91
  %328 = load i32, ptr @g_7, align 4
  %329 = add nsw i32 %328, 3
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %330
  %332 = load i32, ptr @g_7, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [3 x i32], ptr %331, i64 0, i64 %333
  %335 = load volatile i32, ptr %334, align 4
  %336 = icmp ne i32 %335, 0
  br i1 %336, label %337, label %343

337:                                              ; preds = %327
  store ptr null, ptr %45, align 8
  %338 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  %339 = add i32 %338, -1
  store i32 %339, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  %340 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 2), align 8
  %341 = shl i32 %340, 15
  %342 = ashr i32 %341, 15
  store i32 %342, ptr %1, align 4
  br label %593

343:                                              ; preds = %327
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 @__const.func_1.l_525, i64 1920, i1 false)
  store ptr @g_541, ptr %47, align 8
  store ptr @g_46, ptr %48, align 8
  %344 = load i16, ptr @g_143, align 2
  %345 = load i8, ptr %2, align 8
  %346 = zext i8 %345 to i16
  %347 = call i16 @safe_lshift_func_uint16_t_u_u(i16 noundef %346, i32 noundef 15)
  %348 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 4
  %349 = getelementptr inbounds [6 x [5 x i64]], ptr %348, i64 0, i64 5
  %350 = getelementptr inbounds [5 x i64], ptr %349, i64 0, i64 3
  %351 = load i64, ptr %350, align 8
  %352 = and i64 %351, -1
  %353 = getelementptr inbounds [4 x [6 x [5 x %union.U8]]], ptr %24, i64 0, i64 3
  %354 = getelementptr inbounds [6 x [5 x %union.U8]], ptr %353, i64 0, i64 3
  %355 = getelementptr inbounds [5 x %union.U8], ptr %354, i64 0, i64 0
  %356 = load i32, ptr %355, align 4
  %357 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 6
  %358 = load i64, ptr %357, align 16
  %359 = trunc i64 %358 to i8
  %360 = load i16, ptr @g_397, align 2
  %361 = zext i16 %360 to i32
  %362 = load ptr, ptr %47, align 8
  %363 = load ptr, ptr %18, align 8
  %364 = icmp ne ptr %362, %363
  %365 = zext i1 %364 to i32
  %366 = sext i32 %365 to i64
  %367 = load ptr, ptr %48, align 8
  store i64 %366, ptr %367, align 8
  %368 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %366, i64 noundef 5653585520543686261)
  %369 = trunc i64 %368 to i32
  %370 = load ptr, ptr @g_275, align 8
  %371 = load i32, ptr %370, align 4
  %372 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %369, i32 noundef %371)
  %373 = load i8, ptr getelementptr inbounds ([7 x i8], ptr getelementptr inbounds ([8 x [7 x i8]], ptr @g_238, i64 0, i64 7), i64 0, i64 4), align 1
  %374 = zext i8 %373 to i32
  %375 = or i32 %372, %374
  %376 = trunc i32 %375 to i16
  %377 = load i64, ptr @g_42, align 8
  %378 = trunc i64 %377 to i32
  %379 = call i16 @safe_rshift_func_uint16_t_u_u(i16 noundef %376, i32 noundef %378)
  %380 = call i16 @safe_rshift_func_uint16_t_u_s(i16 noundef %379, i32 noundef 1)
  %381 = zext i16 %380 to i32
  %382 = icmp slt i32 %361, %381
  %383 = zext i1 %382 to i32
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 4
  %386 = getelementptr inbounds [6 x [5 x i64]], ptr %385, i64 0, i64 1
  %387 = getelementptr inbounds [5 x i64], ptr %386, i64 0, i64 3
  %388 = load i64, ptr %387, align 8
  %389 = icmp ugt i64 %384, %388
  %390 = zext i1 %389 to i32
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds [1 x [4 x [4 x i64]]], ptr %5, i64 0, i64 0
  %393 = getelementptr inbounds [4 x [4 x i64]], ptr %392, i64 0, i64 1
  %394 = getelementptr inbounds [4 x i64], ptr %393, i64 0, i64 0
  %395 = load i64, ptr %394, align 16
  %396 = and i64 %391, %395
  %397 = xor i64 %396, 1398651685748176632
  %398 = trunc i64 %397 to i8
  %399 = load i8, ptr %2, align 8
  %400 = call i8 @safe_mod_func_int8_t_s_s(i8 noundef %398, i8 noundef %399)
  %401 = call i8 @safe_mul_func_uint8_t_u_u(i8 noundef %359, i8 noundef %400)
  %402 = zext i8 %401 to i32
  %403 = load i16, ptr %26, align 2
  %404 = sext i16 %403 to i32
  %405 = or i32 %402, %404
  %406 = trunc i32 %405 to i8
  %407 = load ptr, ptr %3, align 8
  store i8 %406, ptr %407, align 1
  %408 = sext i8 %406 to i32
  %409 = xor i32 %408, -1
  %410 = or i32 %356, %409
  %411 = sext i32 %410 to i64
  %412 = xor i64 %352, %411
  %413 = getelementptr inbounds [6 x [4 x [9 x i16]]], ptr %27, i64 0, i64 0
  %414 = getelementptr inbounds [4 x [9 x i16]], ptr %413, i64 0, i64 3
  %415 = getelementptr inbounds [9 x i16], ptr %414, i64 0, i64 2
  %416 = load i16, ptr %415, align 2
  %417 = sext i16 %416 to i64
  %418 = getelementptr inbounds [8 x [6 x [5 x i64]]], ptr %46, i64 0, i64 0
  %419 = getelementptr inbounds [6 x [5 x i64]], ptr %418, i64 0, i64 4
  %420 = getelementptr inbounds [5 x i64], ptr %419, i64 0, i64 1
  %421 = load i64, ptr %420, align 8
  %422 = or i64 %417, %421
  %423 = or i64 %422, 2460167258
  %424 = trunc i64 %423 to i8
  %425 = call i8 @safe_unary_minus_func_uint8_t_u(i8 noundef %424)
  %426 = zext i8 %425 to i32
  %427 = getelementptr inbounds [4 x [6 x [5 x %union.U8]]], ptr %24, i64 0, i64 3
  %428 = getelementptr inbounds [6 x [5 x %union.U8]], ptr %427, i64 0, i64 3
  %429 = getelementptr inbounds [5 x %union.U8], ptr %428, i64 0, i64 0
  %430 = load i32, ptr %429, align 4
  %431 = and i32 %426, %430
  %432 = trunc i32 %431 to i16
  %433 = call i16 @safe_add_func_uint16_t_u_u(i16 noundef %344, i16 noundef %432)
  %434 = zext i16 %433 to i32
  %435 = load ptr, ptr @g_275, align 8
  store i32 %434, ptr %435, align 4
  %436 = load i8, ptr %2, align 8
  %437 = load ptr, ptr @g_275, align 8
  %438 = load i32, ptr %437, align 4
  %439 = or i32 %438, -899568229
  store i32 %439, ptr %437, align 4
  br label %440

440:                                              ; preds = %343
  br label %441

441:                                              ; preds = %440
  %442 = load i32, ptr @g_7, align 4
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @g_7, align 4
  br label %68, !llvm.loop !26

444:                                              ; preds = %68
  %445 = load ptr, ptr %19, align 8
  %446 = load ptr, ptr @g_433, align 8
  store ptr %445, ptr %446, align 8
  %447 = load ptr, ptr %20, align 8
  %448 = load i16, ptr %447, align 2
  %449 = add i16 %448, 1
  store i16 %449, ptr %447, align 2
  %450 = call i8 @safe_unary_minus_func_uint8_t_u(i8 noundef 2)
  %451 = zext i8 %450 to i16
  %452 = call i16 @safe_mul_func_uint16_t_u_u(i16 noundef %449, i16 noundef %451)
  %453 = zext i16 %452 to i64
  %454 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %453)
  %455 = load ptr, ptr @g_275, align 8
  %456 = load i32, ptr %455, align 4
  %457 = sext i32 %456 to i64
  %458 = and i64 %457, %454
  %459 = trunc i64 %458 to i32
  store i32 %459, ptr %455, align 4
  %460 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 3
  %461 = load i64, ptr %460, align 8
  %462 = icmp ne i64 %461, 0
  br i1 %462, label %463, label %465

463:                                              ; preds = %444
  %464 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_517, i64 0, i64 2), align 8
  store i32 %464, ptr %1, align 4
  br label %593

465:                                              ; preds = %444
  store i32 -1, ptr %52, align 4
  %466 = load i32, ptr %6, align 4
  %467 = icmp ne i32 %466, 0
  br i1 %467, label %473, label %468

468:                                              ; preds = %465
  %469 = load volatile i32, ptr getelementptr inbounds (%struct.S3, ptr @g_492, i32 0, i32 2), align 8
  %470 = shl i32 %469, 15
  %471 = ashr i32 %470, 15
  %472 = icmp ne i32 %471, 0
  br i1 %472, label %473, label %518

473:                                              ; preds = %468, %465
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
  %474 = load ptr, ptr @g_275, align 8
  %475 = load i32, ptr %474, align 4
  %476 = icmp ne i32 %475, 0
  br i1 %476, label %477, label %478

477:                                              ; preds = %473
  br label %529

478:                                              ; preds = %473
  %479 = load i32, ptr %52, align 4
  %480 = add i32 %479, 1
  store i32 %480, ptr %52, align 4
  %481 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 4
  %482 = load i64, ptr %481, align 16
  %483 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_526, i32 0, i32 2), align 4
  %484 = shl i32 %483, 28
  %485 = ashr i32 %484, 28
  %486 = trunc i32 %485 to i16
  %487 = call i16 @safe_mod_func_uint16_t_u_u(i16 noundef 10887, i16 noundef %486)
  %488 = zext i16 %487 to i64
  %489 = icmp eq i64 %482, %488
  %490 = zext i1 %489 to i32
  %491 = load i32, ptr %52, align 4
  %492 = zext i32 %491 to i64
  %493 = load i32, ptr @g_170, align 16
  %494 = shl i32 %493, 16
  %495 = ashr i32 %494, 16
  %496 = trunc i32 %495 to i8
  %497 = call i8 @safe_lshift_func_uint8_t_u_s(i8 noundef %496, i32 noundef 6)
  %498 = zext i8 %497 to i64
  %499 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %492, i64 noundef %498)
  %500 = load i8, ptr %2, align 8
  %501 = zext i8 %500 to i64
  %502 = load ptr, ptr %61, align 8
  %503 = load i64, ptr %502, align 8
  %504 = or i64 %503, %501
  store i64 %504, ptr %502, align 8
  %505 = icmp sgt i64 %499, %504
  %506 = zext i1 %505 to i32
  %507 = icmp sge i32 %490, %506
  %508 = zext i1 %507 to i32
  %509 = trunc i32 %508 to i16
  %510 = load ptr, ptr %62, align 8
  store i16 %509, ptr %510, align 2
  %511 = sext i16 %509 to i32
  %512 = load i32, ptr %15, align 4
  %513 = icmp sle i32 %511, %512
  %514 = zext i1 %513 to i32
  %515 = load ptr, ptr %54, align 8
  %516 = load i32, ptr %515, align 4
  %517 = xor i32 %516, %514
  store i32 %517, ptr %515, align 4
  br label %522

518:                                              ; preds = %468
  %519 = getelementptr inbounds [7 x i64], ptr %14, i64 0, i64 6
  %520 = load i64, ptr %519, align 16
  %521 = trunc i64 %520 to i16
  store i16 %521, ptr %21, align 2
  br label %522

522:                                              ; preds = %518, %478
  br label %523

523:                                              ; preds = %522
  br label %524

524:                                              ; preds = %523
  %525 = load i32, ptr @g_3, align 4
  %526 = sext i32 %525 to i64
  %527 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %526, i64 noundef 3)
  %528 = trunc i64 %527 to i32
  store i32 %528, ptr @g_3, align 4
  br label %64, !llvm.loop !27

529:                                              ; preds = %477, %64
  %530 = getelementptr inbounds [1 x [4 x [4 x i64]]], ptr %5, i64 0, i64 0
  %531 = getelementptr inbounds [4 x [4 x i64]], ptr %530, i64 0, i64 1
  %532 = getelementptr inbounds [4 x i64], ptr %531, i64 0, i64 0
  %533 = load i64, ptr %532, align 16
  %534 = trunc i64 %533 to i8
  %535 = call i8 @safe_unary_minus_func_uint8_t_u(i8 noundef %534)
  %536 = zext i8 %535 to i16
  %537 = load ptr, ptr %7, align 8
  store i16 %536, ptr %537, align 2
  %538 = zext i16 %536 to i32
  %539 = icmp ne i32 %538, 23649
  %540 = zext i1 %539 to i32
  %541 = load volatile ptr, ptr @g_502, align 8
  %542 = load ptr, ptr %541, align 8
  %543 = icmp ne ptr %542, null
  %544 = zext i1 %543 to i32
  %545 = trunc i32 %544 to i8
  %546 = call i8 @safe_lshift_func_uint8_t_u_s(i8 noundef %545, i32 noundef 6)
  %547 = zext i8 %546 to i32
  %548 = load i8, ptr %2, align 8
  %549 = load ptr, ptr getelementptr inbounds ([8 x [3 x ptr]], ptr getelementptr inbounds ([9 x [8 x [3 x ptr]]], ptr @g_585, i64 0, i64 3), i64 0, i64 2), align 16
  %550 = load ptr, ptr %9, align 8
  %551 = icmp ne ptr %549, %550
  br i1 %551, label %552, label %555

552:                                              ; preds = %529
  %553 = load i32, ptr %6, align 4
  %554 = icmp ne i32 %553, 0
  br label %555

555:                                              ; preds = %552, %529
  %556 = phi i1 [ false, %529 ], [ %554, %552 ]
  %557 = zext i1 %556 to i32
  %558 = load i32, ptr %4, align 4
  %559 = icmp ule i32 -519275485, %558
  %560 = zext i1 %559 to i32
  %561 = icmp sle i32 %557, %560
  %562 = zext i1 %561 to i32
  %563 = load i16, ptr @g_397, align 2
  %564 = zext i16 %563 to i32
  %565 = load ptr, ptr @g_275, align 8
  %566 = load i32, ptr %565, align 4
  %567 = icmp sle i32 %564, %566
  %568 = zext i1 %567 to i32
  %569 = icmp slt i32 %547, %568
  %570 = zext i1 %569 to i32
  %571 = xor i32 %570, -1
  %572 = icmp sle i32 %571, 45
  %573 = zext i1 %572 to i32
  %574 = trunc i32 %573 to i8
  %575 = call i8 @safe_rshift_func_int8_t_s_s(i8 noundef %574, i32 noundef 2)
  %576 = sext i8 %575 to i32
  %577 = or i32 %540, %576
  %578 = load i32, ptr %10, align 4
  %579 = or i32 %578, %577
  store i32 %579, ptr %10, align 4
  %580 = load ptr, ptr @g_275, align 8
  %581 = load i32, ptr %580, align 4
  %582 = icmp sge i32 %579, %581
  %583 = zext i1 %582 to i32
  %584 = sext i32 %583 to i64
  %585 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g_406, i32 0, i32 1), align 4
  %586 = shl i32 %585, 8
  %587 = ashr i32 %586, 8
  %588 = sext i32 %587 to i64
  %589 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %584, i64 noundef %588)
  %590 = trunc i64 %589 to i32
  %591 = load ptr, ptr @g_275, align 8
  store i32 %590, ptr %591, align 4
  %592 = load volatile i32, ptr @g_6, align 4
  store i32 %592, ptr %1, align 4
  br label %593

593:                                              ; preds = %555, %463, %337
  %594 = load i32, ptr %1, align 4
  ret i32 %594
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
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.71, ptr noundef %11, i32 noundef %13)
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
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.80, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
define internal i16 @safe_add_func_uint16_t_u_u(i16 noundef %0, i16 noundef %1) #0 {
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
define internal i8 @safe_unary_minus_func_uint8_t_u(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
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
