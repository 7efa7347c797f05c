; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S1 = type <{ i16, [2 x i8], i64 }>

@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_6 = internal global i32 182194324, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i32 1, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_20 = internal unnamed_addr constant [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"g_20[i][j][k]\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_34.f0\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_34.f1\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_34.f2\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"g_39[i].f0\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"g_46\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1
@g_67 = internal global i8 -111, align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"g_67\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"g_94\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_143\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_160\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@.str.25 = private unnamed_addr constant [12 x i8] c"g_170[i].f0\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"g_170[i].f1\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"g_170[i].f2\00", align 1
@.str.28 = private unnamed_addr constant [12 x i8] c"g_170[i].f3\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@g_238 = internal unnamed_addr constant [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 16
@.str.30 = private unnamed_addr constant [12 x i8] c"g_238[i][j]\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_239[i]\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_248\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"g_252\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"g_253\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_262.f3\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1
@.str.37 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f0\00", align 1
@.str.38 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f1\00", align 1
@.str.39 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f2\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f3\00", align 1
@g_276 = internal unnamed_addr global i32 727992164, align 4
@.str.41 = private unnamed_addr constant [6 x i8] c"g_276\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"g_395\00", align 1
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
@.str.58 = private unnamed_addr constant [12 x i8] c"g_517[i][j]\00", align 1
@.str.59 = private unnamed_addr constant [9 x i8] c"g_526.f0\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"g_526.f1\00", align 1
@.str.61 = private unnamed_addr constant [9 x i8] c"g_526.f2\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"g_526.f3\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"g_526.f4\00", align 1
@.str.64 = private unnamed_addr constant [9 x i8] c"g_526.f5\00", align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"g_526.f6\00", align 1
@.str.66 = private unnamed_addr constant [9 x i8] c"g_526.f7\00", align 1
@.str.67 = private unnamed_addr constant [9 x i8] c"g_541.f0\00", align 1
@.str.68 = private unnamed_addr constant [9 x i8] c"g_541.f3\00", align 1
@.str.69 = private unnamed_addr constant [9 x i8] c"g_543.f0\00", align 1
@.str.70 = private unnamed_addr constant [9 x i8] c"g_543.f3\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_502 = internal global ptr @g_503, align 8
@g_503 = internal global ptr @g_504, align 8
@g_504 = internal global ptr null, align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 16
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 16
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 8
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 8
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 8
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 8
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i32
  br label %17

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ]
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp eq <4 x i32> %23, zeroinitializer
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = icmp eq <4 x i32> %28, zeroinitializer
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = icmp eq <4 x i32> %33, zeroinitializer
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %39 = icmp eq <4 x i32> %38, zeroinitializer
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %44 = icmp eq <4 x i32> %43, zeroinitializer
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = icmp eq <4 x i32> %48, zeroinitializer
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %54 = icmp eq <4 x i32> %53, zeroinitializer
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %59 = icmp eq <4 x i32> %58, zeroinitializer
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store <4 x i32> %62, ptr %63, align 16, !tbaa !9
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !11

67:                                               ; preds = %20
  %68 = load volatile ptr, ptr @g_502, align 8, !tbaa !5
  %69 = load i32, ptr @g_276, align 4, !tbaa !9
  %70 = icmp slt i32 %69, -2
  %71 = zext i1 %70 to i32
  %72 = load i64, ptr @g_406, align 8
  %73 = shl i64 %72, 8
  %74 = icmp ult i64 %73, 1099511627776
  br i1 %74, label %79, label %75

75:                                               ; preds = %67
  %76 = ashr i64 %73, 40
  %77 = trunc nsw i64 %76 to i32
  %78 = sdiv i32 %71, %77
  br label %79

79:                                               ; preds = %67, %75
  %80 = phi i32 [ %78, %75 ], [ %71, %67 ]
  store i32 %80, ptr @g_276, align 4, !tbaa !9
  %81 = load volatile i32, ptr @g_6, align 4, !tbaa !9
  br label %82

82:                                               ; preds = %79, %107
  %83 = phi i64 [ 0, %79 ], [ %108, %107 ]
  %84 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 0
  %85 = load volatile i32, ptr %84, align 4, !tbaa !9
  %86 = sext i32 %85 to i64
  tail call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.1, i32 noundef %19)
  br i1 %18, label %87, label %94

87:                                               ; preds = %82
  %88 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1
  %89 = load volatile i32, ptr %88, align 4, !tbaa !9
  %90 = sext i32 %89 to i64
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19)
  %91 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2
  %92 = load volatile i32, ptr %91, align 4, !tbaa !9
  %93 = sext i32 %92 to i64
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.1, i32 noundef %19)
  br label %107

94:                                               ; preds = %82
  %95 = trunc nuw nsw i64 %83 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %95, i32 noundef 0)
  %97 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1
  %98 = load volatile i32, ptr %97, align 4, !tbaa !9
  %99 = sext i32 %98 to i64
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.1, i32 noundef %19)
  %100 = trunc nuw nsw i64 %83 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef 1)
  %102 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2
  %103 = load volatile i32, ptr %102, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.1, i32 noundef %19)
  %105 = trunc nuw nsw i64 %83 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 2)
  br label %107

107:                                              ; preds = %87, %94
  %108 = add nuw nsw i64 %83, 1
  %109 = icmp eq i64 %108, 6
  br i1 %109, label %110, label %82, !llvm.loop !15

110:                                              ; preds = %107
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19)
  %111 = load volatile i32, ptr @g_6, align 4, !tbaa !9
  %112 = sext i32 %111 to i64
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef %19)
  %113 = load volatile i32, ptr @g_8, align 4, !tbaa !9
  %114 = sext i32 %113 to i64
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef %19)
  br label %115

115:                                              ; preds = %110, %188
  %116 = phi i64 [ 0, %110 ], [ %189, %188 ]
  %117 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 0
  %118 = load i16, ptr %117, align 2, !tbaa !16
  %119 = sext i16 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19)
  br i1 %18, label %120, label %145

120:                                              ; preds = %115
  %121 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1
  %122 = load i16, ptr %121, align 2, !tbaa !16
  %123 = sext i16 %122 to i64
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.8, i32 noundef %19)
  %124 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2
  %125 = load i16, ptr %124, align 2, !tbaa !16
  %126 = sext i16 %125 to i64
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.8, i32 noundef %19)
  %127 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3
  %128 = load i16, ptr %127, align 2, !tbaa !16
  %129 = sext i16 %128 to i64
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.8, i32 noundef %19)
  %130 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4
  %131 = load i16, ptr %130, align 2, !tbaa !16
  %132 = sext i16 %131 to i64
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.8, i32 noundef %19)
  %133 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5
  %134 = load i16, ptr %133, align 2, !tbaa !16
  %135 = sext i16 %134 to i64
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.8, i32 noundef %19)
  %136 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6
  %137 = load i16, ptr %136, align 2, !tbaa !16
  %138 = sext i16 %137 to i64
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.8, i32 noundef %19)
  %139 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7
  %140 = load i16, ptr %139, align 2, !tbaa !16
  %141 = sext i16 %140 to i64
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.8, i32 noundef %19)
  %142 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8
  %143 = load i16, ptr %142, align 2, !tbaa !16
  %144 = sext i16 %143 to i64
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.8, i32 noundef %19)
  br label %188

145:                                              ; preds = %115
  %146 = trunc nuw nsw i64 %116 to i32
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %146, i32 noundef 0, i32 noundef 0)
  %148 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1
  %149 = load i16, ptr %148, align 2, !tbaa !16
  %150 = sext i16 %149 to i64
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.8, i32 noundef %19)
  %151 = trunc nuw nsw i64 %116 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %151, i32 noundef 1, i32 noundef 0)
  %153 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2
  %154 = load i16, ptr %153, align 2, !tbaa !16
  %155 = sext i16 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.8, i32 noundef %19)
  %156 = trunc nuw nsw i64 %116 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %156, i32 noundef 2, i32 noundef 0)
  %158 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3
  %159 = load i16, ptr %158, align 2, !tbaa !16
  %160 = sext i16 %159 to i64
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.8, i32 noundef %19)
  %161 = trunc nuw nsw i64 %116 to i32
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %161, i32 noundef 3, i32 noundef 0)
  %163 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4
  %164 = load i16, ptr %163, align 2, !tbaa !16
  %165 = sext i16 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.8, i32 noundef %19)
  %166 = trunc nuw nsw i64 %116 to i32
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %166, i32 noundef 4, i32 noundef 0)
  %168 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5
  %169 = load i16, ptr %168, align 2, !tbaa !16
  %170 = sext i16 %169 to i64
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.8, i32 noundef %19)
  %171 = trunc nuw nsw i64 %116 to i32
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %171, i32 noundef 5, i32 noundef 0)
  %173 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6
  %174 = load i16, ptr %173, align 2, !tbaa !16
  %175 = sext i16 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.8, i32 noundef %19)
  %176 = trunc nuw nsw i64 %116 to i32
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %176, i32 noundef 6, i32 noundef 0)
  %178 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7
  %179 = load i16, ptr %178, align 2, !tbaa !16
  %180 = sext i16 %179 to i64
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.8, i32 noundef %19)
  %181 = trunc nuw nsw i64 %116 to i32
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %181, i32 noundef 7, i32 noundef 0)
  %183 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8
  %184 = load i16, ptr %183, align 2, !tbaa !16
  %185 = sext i16 %184 to i64
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.8, i32 noundef %19)
  %186 = trunc nuw nsw i64 %116 to i32
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %186, i32 noundef 8, i32 noundef 0)
  br label %188

188:                                              ; preds = %120, %145
  %189 = add nuw nsw i64 %116, 1
  %190 = icmp eq i64 %189, 6
  br i1 %190, label %191, label %115, !llvm.loop !18

191:                                              ; preds = %188
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  br i1 %18, label %192, label %193

192:                                              ; preds = %191
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  br label %197

193:                                              ; preds = %191
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2)
  br label %197

197:                                              ; preds = %192, %193
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef %19)
  %198 = load volatile i8, ptr @g_67, align 1, !tbaa !19
  %199 = sext i8 %198 to i64
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef %19)
  br label %200

200:                                              ; preds = %197, %218
  %201 = phi i64 [ 0, %197 ], [ %219, %218 ]
  %202 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %201
  %203 = load i16, ptr %202, align 4
  %204 = sext i16 %203 to i64
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.25, i32 noundef %19)
  %205 = getelementptr inbounds i8, ptr %202, i64 4
  %206 = load i64, ptr %205, align 4
  %207 = shl i64 %206, 37
  %208 = ashr exact i64 %207, 37
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.26, i32 noundef %19)
  %209 = load i64, ptr %205, align 4
  %210 = shl i64 %209, 8
  %211 = ashr i64 %210, 40
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.27, i32 noundef %19)
  %212 = load volatile i64, ptr %205, align 4
  %213 = shl i64 %212, 6
  %214 = ashr i64 %213, 62
  tail call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.28, i32 noundef %19)
  br i1 %18, label %218, label %215

215:                                              ; preds = %200
  %216 = trunc nuw nsw i64 %201 to i32
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %216)
  br label %218

218:                                              ; preds = %200, %215
  %219 = add nuw nsw i64 %201, 1
  %220 = icmp eq i64 %219, 5
  br i1 %220, label %221, label %200, !llvm.loop !20

221:                                              ; preds = %218
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef %19)
  br label %222

222:                                              ; preds = %248, %221
  %223 = phi i64 [ 0, %221 ], [ %249, %248 ]
  %224 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 0
  %225 = load i8, ptr %224, align 1, !tbaa !19
  %226 = zext i8 %225 to i64
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.30, i32 noundef %19)
  br i1 %18, label %227, label %250

227:                                              ; preds = %222
  %228 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 1
  %229 = load i8, ptr %228, align 1, !tbaa !19
  %230 = zext i8 %229 to i64
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.30, i32 noundef %19)
  %231 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 2
  %232 = load i8, ptr %231, align 1, !tbaa !19
  %233 = zext i8 %232 to i64
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.30, i32 noundef %19)
  %234 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 3
  %235 = load i8, ptr %234, align 1, !tbaa !19
  %236 = zext i8 %235 to i64
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.30, i32 noundef %19)
  %237 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 4
  %238 = load i8, ptr %237, align 1, !tbaa !19
  %239 = zext i8 %238 to i64
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.30, i32 noundef %19)
  %240 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 5
  %241 = load i8, ptr %240, align 1, !tbaa !19
  %242 = zext i8 %241 to i64
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.30, i32 noundef %19)
  %243 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 6
  %244 = load i8, ptr %243, align 1, !tbaa !19
  %245 = zext i8 %244 to i64
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.30, i32 noundef %19)
  %246 = add nuw nsw i64 %223, 1
  %247 = icmp eq i64 %246, 8
  br i1 %247, label %285, label %248

248:                                              ; preds = %227, %250
  %249 = phi i64 [ %246, %227 ], [ %283, %250 ]
  br label %222, !llvm.loop !21

250:                                              ; preds = %222
  %251 = trunc nuw nsw i64 %223 to i32
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %251, i32 noundef 0)
  %253 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !19
  %255 = zext i8 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %19)
  %256 = trunc nuw nsw i64 %223 to i32
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %256, i32 noundef 1)
  %258 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 2
  %259 = load i8, ptr %258, align 1, !tbaa !19
  %260 = zext i8 %259 to i64
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.30, i32 noundef %19)
  %261 = trunc nuw nsw i64 %223 to i32
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %261, i32 noundef 2)
  %263 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 3
  %264 = load i8, ptr %263, align 1, !tbaa !19
  %265 = zext i8 %264 to i64
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.30, i32 noundef %19)
  %266 = trunc nuw nsw i64 %223 to i32
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %266, i32 noundef 3)
  %268 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 4
  %269 = load i8, ptr %268, align 1, !tbaa !19
  %270 = zext i8 %269 to i64
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %19)
  %271 = trunc nuw nsw i64 %223 to i32
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %271, i32 noundef 4)
  %273 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 5
  %274 = load i8, ptr %273, align 1, !tbaa !19
  %275 = zext i8 %274 to i64
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.30, i32 noundef %19)
  %276 = trunc nuw nsw i64 %223 to i32
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %276, i32 noundef 5)
  %278 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 6
  %279 = load i8, ptr %278, align 1, !tbaa !19
  %280 = zext i8 %279 to i64
  tail call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.30, i32 noundef %19)
  %281 = trunc nuw nsw i64 %223 to i32
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %281, i32 noundef 6)
  %283 = add nuw nsw i64 %223, 1
  %284 = icmp eq i64 %283, 8
  br i1 %284, label %286, label %248

285:                                              ; preds = %227
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  br label %290

286:                                              ; preds = %250
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2)
  br label %290

290:                                              ; preds = %285, %286
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %19)
  br label %291

291:                                              ; preds = %290, %321
  %292 = phi i64 [ 0, %290 ], [ %322, %321 ]
  %293 = trunc nuw nsw i64 %292 to i32
  br label %294

294:                                              ; preds = %291, %318
  %295 = phi i64 [ 0, %291 ], [ %319, %318 ]
  %296 = trunc nuw nsw i64 %295 to i32
  br label %297

297:                                              ; preds = %294, %315
  %298 = phi i64 [ 0, %294 ], [ %316, %315 ]
  %299 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %292, i64 %295, i64 %298
  %300 = load i16, ptr %299, align 4
  %301 = sext i16 %300 to i64
  tail call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.37, i32 noundef %19)
  %302 = getelementptr inbounds i8, ptr %299, i64 4
  %303 = load i64, ptr %302, align 4
  %304 = shl i64 %303, 37
  %305 = ashr exact i64 %304, 37
  tail call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.38, i32 noundef %19)
  %306 = load i64, ptr %302, align 4
  %307 = shl i64 %306, 8
  %308 = ashr i64 %307, 40
  tail call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.39, i32 noundef %19)
  %309 = load volatile i64, ptr %302, align 4
  %310 = shl i64 %309, 6
  %311 = ashr i64 %310, 62
  tail call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.40, i32 noundef %19)
  br i1 %18, label %315, label %312

312:                                              ; preds = %297
  %313 = trunc nuw nsw i64 %298 to i32
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %293, i32 noundef %296, i32 noundef %313)
  br label %315

315:                                              ; preds = %297, %312
  %316 = add nuw nsw i64 %298, 1
  %317 = icmp eq i64 %316, 9
  br i1 %317, label %318, label %297, !llvm.loop !22

318:                                              ; preds = %315
  %319 = add nuw nsw i64 %295, 1
  %320 = icmp eq i64 %319, 7
  br i1 %320, label %321, label %294, !llvm.loop !23

321:                                              ; preds = %318
  %322 = add nuw nsw i64 %292, 1
  %323 = icmp eq i64 %322, 4
  br i1 %323, label %324, label %291, !llvm.loop !24

324:                                              ; preds = %321
  %325 = load i32, ptr @g_276, align 4, !tbaa !9
  %326 = sext i32 %325 to i64
  tail call fastcc void @transparent_crc(i64 noundef %326, ptr noundef nonnull @.str.41, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef %19)
  %327 = load volatile i64, ptr @g_406, align 8
  %328 = and i64 %327, 16777215
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.45, i32 noundef %19)
  %329 = load i64, ptr @g_406, align 8
  %330 = shl i64 %329, 8
  %331 = ashr i64 %330, 40
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.46, i32 noundef %19)
  %332 = load volatile i64, ptr @g_406, align 8
  %333 = lshr i64 %332, 56
  %334 = and i64 %333, 31
  tail call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.47, i32 noundef %19)
  %335 = load volatile i64, ptr @g_423, align 8
  %336 = and i64 %335, 16777215
  tail call fastcc void @transparent_crc(i64 noundef %336, ptr noundef nonnull @.str.48, i32 noundef %19)
  %337 = load volatile i64, ptr @g_423, align 8
  %338 = shl i64 %337, 8
  %339 = ashr i64 %338, 40
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.49, i32 noundef %19)
  %340 = load volatile i64, ptr @g_423, align 8
  %341 = lshr i64 %340, 56
  %342 = and i64 %341, 31
  tail call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.50, i32 noundef %19)
  %343 = load volatile i64, ptr @g_435, align 8
  %344 = and i64 %343, 16777215
  tail call fastcc void @transparent_crc(i64 noundef %344, ptr noundef nonnull @.str.51, i32 noundef %19)
  %345 = load i64, ptr @g_435, align 8
  %346 = shl i64 %345, 8
  %347 = ashr i64 %346, 40
  tail call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.52, i32 noundef %19)
  %348 = load volatile i64, ptr @g_435, align 8
  %349 = lshr i64 %348, 56
  %350 = and i64 %349, 31
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.53, i32 noundef %19)
  %351 = load volatile i64, ptr @g_492, align 8
  %352 = shl i64 %351, 42
  %353 = ashr exact i64 %352, 42
  tail call fastcc void @transparent_crc(i64 noundef %353, ptr noundef nonnull @.str.54, i32 noundef %19)
  %354 = load volatile i64, ptr @g_492, align 8
  %355 = shl i64 %354, 12
  %356 = ashr i64 %355, 44
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.55, i32 noundef %19)
  %357 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8
  %358 = shl i32 %357, 15
  %359 = ashr exact i32 %358, 15
  %360 = sext i32 %359 to i64
  tail call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.56, i32 noundef %19)
  %361 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !tbaa !25
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.57, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  br i1 %18, label %362, label %363

362:                                              ; preds = %324
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  br label %370

363:                                              ; preds = %324
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5)
  br label %370

370:                                              ; preds = %362, %363
  %371 = load i64, ptr @g_526, align 8
  %372 = and i64 %371, 8388607
  tail call fastcc void @transparent_crc(i64 noundef %372, ptr noundef nonnull @.str.59, i32 noundef %19)
  %373 = load i64, ptr @g_526, align 8
  %374 = lshr i64 %373, 32
  %375 = and i64 %374, 262143
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.60, i32 noundef %19)
  %376 = load i64, ptr @g_526, align 8
  %377 = shl i64 %376, 1
  %378 = ashr i64 %377, 51
  tail call fastcc void @transparent_crc(i64 noundef %378, ptr noundef nonnull @.str.61, i32 noundef %19)
  %379 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8
  %380 = shl i32 %379, 28
  %381 = ashr exact i32 %380, 28
  %382 = sext i32 %381 to i64
  tail call fastcc void @transparent_crc(i64 noundef %382, ptr noundef nonnull @.str.62, i32 noundef %19)
  %383 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8
  %384 = lshr i32 %383, 4
  %385 = and i32 %384, 31
  %386 = zext nneg i32 %385 to i64
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.63, i32 noundef %19)
  %387 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8
  %388 = lshr i32 %387, 9
  %389 = and i32 %388, 1023
  %390 = zext nneg i32 %389 to i64
  tail call fastcc void @transparent_crc(i64 noundef %390, ptr noundef nonnull @.str.64, i32 noundef %19)
  %391 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8
  %392 = shl i32 %391, 12
  %393 = ashr i32 %392, 31
  %394 = sext i32 %393 to i64
  tail call fastcc void @transparent_crc(i64 noundef %394, ptr noundef nonnull @.str.65, i32 noundef %19)
  %395 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !tbaa !28
  %396 = sext i32 %395 to i64
  tail call fastcc void @transparent_crc(i64 noundef %396, ptr noundef nonnull @.str.66, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef %19)
  %397 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %398 = xor i32 %397, -1
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef %398)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !9
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!26, !27, i64 16}
!26 = !{!"S3", !10, i64 0, !10, i64 4, !10, i64 8, !27, i64 16}
!27 = !{!"long", !7, i64 0}
!28 = !{!29, !10, i64 12}
!29 = !{!"S0", !10, i64 0, !10, i64 4, !10, i64 6, !10, i64 8, !10, i64 8, !10, i64 9, !10, i64 10, !10, i64 12}
