; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S1 = type { i32, i32, i32 }

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
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 4
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 4
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 4
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
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
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %73 = shl i32 %72, 8
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %67
  %76 = ashr exact i32 %73, 8
  %77 = sdiv i32 %71, %76
  br label %78

78:                                               ; preds = %67, %75
  %79 = phi i32 [ %77, %75 ], [ %71, %67 ]
  store i32 %79, ptr @g_276, align 4, !tbaa !9
  %80 = load volatile i32, ptr @g_6, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %78, %103
  %82 = phi i64 [ 0, %78 ], [ %104, %103 ]
  %83 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 0
  %84 = load volatile i32, ptr %83, align 4, !tbaa !9
  %85 = sext i32 %84 to i64
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19)
  br i1 %18, label %86, label %93

86:                                               ; preds = %81
  %87 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 1
  %88 = load volatile i32, ptr %87, align 4, !tbaa !9
  %89 = sext i32 %88 to i64
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.1, i32 noundef %19)
  %90 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 2
  %91 = load volatile i32, ptr %90, align 4, !tbaa !9
  %92 = sext i32 %91 to i64
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.1, i32 noundef %19)
  br label %103

93:                                               ; preds = %81
  %94 = trunc nuw nsw i64 %82 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %94, i32 noundef 0)
  %95 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 1
  %96 = load volatile i32, ptr %95, align 4, !tbaa !9
  %97 = sext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %19)
  %98 = trunc nuw nsw i64 %82 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %98, i32 noundef 1)
  %99 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 2
  %100 = load volatile i32, ptr %99, align 4, !tbaa !9
  %101 = sext i32 %100 to i64
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.1, i32 noundef %19)
  %102 = trunc nuw nsw i64 %82 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %102, i32 noundef 2)
  br label %103

103:                                              ; preds = %86, %93
  %104 = add nuw nsw i64 %82, 1
  %105 = icmp eq i64 %104, 6
  br i1 %105, label %106, label %81, !llvm.loop !15

106:                                              ; preds = %103
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19)
  %107 = load volatile i32, ptr @g_6, align 4, !tbaa !9
  %108 = sext i32 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef %19)
  %109 = load volatile i32, ptr @g_8, align 4, !tbaa !9
  %110 = sext i32 %109 to i64
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.6, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef %19)
  br label %111

111:                                              ; preds = %106, %175
  %112 = phi i64 [ 0, %106 ], [ %176, %175 ]
  %113 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 0
  %114 = load i16, ptr %113, align 2, !tbaa !16
  %115 = sext i16 %114 to i64
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.8, i32 noundef %19)
  br i1 %18, label %116, label %141

116:                                              ; preds = %111
  %117 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 1
  %118 = load i16, ptr %117, align 2, !tbaa !16
  %119 = sext i16 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19)
  %120 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 2
  %121 = load i16, ptr %120, align 2, !tbaa !16
  %122 = sext i16 %121 to i64
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.8, i32 noundef %19)
  %123 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 3
  %124 = load i16, ptr %123, align 2, !tbaa !16
  %125 = sext i16 %124 to i64
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.8, i32 noundef %19)
  %126 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 4
  %127 = load i16, ptr %126, align 2, !tbaa !16
  %128 = sext i16 %127 to i64
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.8, i32 noundef %19)
  %129 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 5
  %130 = load i16, ptr %129, align 2, !tbaa !16
  %131 = sext i16 %130 to i64
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.8, i32 noundef %19)
  %132 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 6
  %133 = load i16, ptr %132, align 2, !tbaa !16
  %134 = sext i16 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.8, i32 noundef %19)
  %135 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 7
  %136 = load i16, ptr %135, align 2, !tbaa !16
  %137 = sext i16 %136 to i64
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.8, i32 noundef %19)
  %138 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 8
  %139 = load i16, ptr %138, align 2, !tbaa !16
  %140 = sext i16 %139 to i64
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.8, i32 noundef %19)
  br label %175

141:                                              ; preds = %111
  %142 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %142, i32 noundef 0, i32 noundef 0)
  %143 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 1
  %144 = load i16, ptr %143, align 2, !tbaa !16
  %145 = sext i16 %144 to i64
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.8, i32 noundef %19)
  %146 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %146, i32 noundef 1, i32 noundef 0)
  %147 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 2
  %148 = load i16, ptr %147, align 2, !tbaa !16
  %149 = sext i16 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.8, i32 noundef %19)
  %150 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %150, i32 noundef 2, i32 noundef 0)
  %151 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 3
  %152 = load i16, ptr %151, align 2, !tbaa !16
  %153 = sext i16 %152 to i64
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.8, i32 noundef %19)
  %154 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %154, i32 noundef 3, i32 noundef 0)
  %155 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 4
  %156 = load i16, ptr %155, align 2, !tbaa !16
  %157 = sext i16 %156 to i64
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.8, i32 noundef %19)
  %158 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %158, i32 noundef 4, i32 noundef 0)
  %159 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 5
  %160 = load i16, ptr %159, align 2, !tbaa !16
  %161 = sext i16 %160 to i64
  tail call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.8, i32 noundef %19)
  %162 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %162, i32 noundef 5, i32 noundef 0)
  %163 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 6
  %164 = load i16, ptr %163, align 2, !tbaa !16
  %165 = sext i16 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.8, i32 noundef %19)
  %166 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %166, i32 noundef 6, i32 noundef 0)
  %167 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 7
  %168 = load i16, ptr %167, align 2, !tbaa !16
  %169 = sext i16 %168 to i64
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.8, i32 noundef %19)
  %170 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %170, i32 noundef 7, i32 noundef 0)
  %171 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 8
  %172 = load i16, ptr %171, align 2, !tbaa !16
  %173 = sext i16 %172 to i64
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.8, i32 noundef %19)
  %174 = trunc nuw nsw i64 %112 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %174, i32 noundef 8, i32 noundef 0)
  br label %175

175:                                              ; preds = %116, %141
  %176 = add nuw nsw i64 %112, 1
  %177 = icmp eq i64 %176, 6
  br i1 %177, label %178, label %111, !llvm.loop !18

178:                                              ; preds = %175
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  br i1 %18, label %179, label %180

179:                                              ; preds = %178
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  br label %181

180:                                              ; preds = %178
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 2)
  br label %181

181:                                              ; preds = %179, %180
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef %19)
  %182 = load volatile i8, ptr @g_67, align 1, !tbaa !19
  %183 = sext i8 %182 to i64
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef %19)
  br label %184

184:                                              ; preds = %181, %207
  %185 = phi i64 [ 0, %181 ], [ %208, %207 ]
  %186 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = shl i32 %187, 16
  %189 = ashr exact i32 %188, 16
  %190 = sext i32 %189 to i64
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.25, i32 noundef %19)
  %191 = getelementptr inbounds i8, ptr %186, i64 4
  %192 = load i32, ptr %191, align 4
  %193 = shl i32 %192, 5
  %194 = ashr exact i32 %193, 5
  %195 = sext i32 %194 to i64
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.26, i32 noundef %19)
  %196 = getelementptr inbounds i8, ptr %186, i64 8
  %197 = load i32, ptr %196, align 4
  %198 = shl i32 %197, 8
  %199 = ashr exact i32 %198, 8
  %200 = sext i32 %199 to i64
  tail call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.27, i32 noundef %19)
  %201 = load volatile i32, ptr %196, align 4
  %202 = shl i32 %201, 6
  %203 = ashr i32 %202, 30
  %204 = sext i32 %203 to i64
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.28, i32 noundef %19)
  br i1 %18, label %207, label %205

205:                                              ; preds = %184
  %206 = trunc nuw nsw i64 %185 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %206)
  br label %207

207:                                              ; preds = %184, %205
  %208 = add nuw nsw i64 %185, 1
  %209 = icmp eq i64 %208, 5
  br i1 %209, label %210, label %184, !llvm.loop !20

210:                                              ; preds = %207
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef %19)
  br label %211

211:                                              ; preds = %237, %210
  %212 = phi i64 [ 0, %210 ], [ %238, %237 ]
  %213 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 0
  %214 = load i8, ptr %213, align 1, !tbaa !19
  %215 = zext i8 %214 to i64
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.30, i32 noundef %19)
  br i1 %18, label %216, label %239

216:                                              ; preds = %211
  %217 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 1
  %218 = load i8, ptr %217, align 1, !tbaa !19
  %219 = zext i8 %218 to i64
  tail call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.30, i32 noundef %19)
  %220 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 2
  %221 = load i8, ptr %220, align 1, !tbaa !19
  %222 = zext i8 %221 to i64
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.30, i32 noundef %19)
  %223 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 3
  %224 = load i8, ptr %223, align 1, !tbaa !19
  %225 = zext i8 %224 to i64
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.30, i32 noundef %19)
  %226 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 4
  %227 = load i8, ptr %226, align 1, !tbaa !19
  %228 = zext i8 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.30, i32 noundef %19)
  %229 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 5
  %230 = load i8, ptr %229, align 1, !tbaa !19
  %231 = zext i8 %230 to i64
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.30, i32 noundef %19)
  %232 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 6
  %233 = load i8, ptr %232, align 1, !tbaa !19
  %234 = zext i8 %233 to i64
  tail call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.30, i32 noundef %19)
  %235 = add nuw nsw i64 %212, 1
  %236 = icmp eq i64 %235, 8
  br i1 %236, label %267, label %237

237:                                              ; preds = %216, %239
  %238 = phi i64 [ %235, %216 ], [ %265, %239 ]
  br label %211, !llvm.loop !21

239:                                              ; preds = %211
  %240 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %240, i32 noundef 0)
  %241 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 1
  %242 = load i8, ptr %241, align 1, !tbaa !19
  %243 = zext i8 %242 to i64
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.30, i32 noundef %19)
  %244 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %244, i32 noundef 1)
  %245 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 2
  %246 = load i8, ptr %245, align 1, !tbaa !19
  %247 = zext i8 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %19)
  %248 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %248, i32 noundef 2)
  %249 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 3
  %250 = load i8, ptr %249, align 1, !tbaa !19
  %251 = zext i8 %250 to i64
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.30, i32 noundef %19)
  %252 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %252, i32 noundef 3)
  %253 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 4
  %254 = load i8, ptr %253, align 1, !tbaa !19
  %255 = zext i8 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %19)
  %256 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %256, i32 noundef 4)
  %257 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 5
  %258 = load i8, ptr %257, align 1, !tbaa !19
  %259 = zext i8 %258 to i64
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.30, i32 noundef %19)
  %260 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %260, i32 noundef 5)
  %261 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 6
  %262 = load i8, ptr %261, align 1, !tbaa !19
  %263 = zext i8 %262 to i64
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.30, i32 noundef %19)
  %264 = trunc nuw nsw i64 %212 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %264, i32 noundef 6)
  %265 = add nuw nsw i64 %212, 1
  %266 = icmp eq i64 %265, 8
  br i1 %266, label %268, label %237

267:                                              ; preds = %216
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  br label %269

268:                                              ; preds = %239
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 2)
  br label %269

269:                                              ; preds = %267, %268
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %19)
  br label %270

270:                                              ; preds = %269, %305
  %271 = phi i64 [ 0, %269 ], [ %306, %305 ]
  %272 = trunc nuw nsw i64 %271 to i32
  br label %273

273:                                              ; preds = %270, %302
  %274 = phi i64 [ 0, %270 ], [ %303, %302 ]
  %275 = trunc nuw nsw i64 %274 to i32
  br label %276

276:                                              ; preds = %273, %299
  %277 = phi i64 [ 0, %273 ], [ %300, %299 ]
  %278 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %271, i64 %274, i64 %277
  %279 = load i32, ptr %278, align 4
  %280 = shl i32 %279, 16
  %281 = ashr exact i32 %280, 16
  %282 = sext i32 %281 to i64
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.37, i32 noundef %19)
  %283 = getelementptr inbounds i8, ptr %278, i64 4
  %284 = load i32, ptr %283, align 4
  %285 = shl i32 %284, 5
  %286 = ashr exact i32 %285, 5
  %287 = sext i32 %286 to i64
  tail call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.38, i32 noundef %19)
  %288 = getelementptr inbounds i8, ptr %278, i64 8
  %289 = load i32, ptr %288, align 4
  %290 = shl i32 %289, 8
  %291 = ashr exact i32 %290, 8
  %292 = sext i32 %291 to i64
  tail call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.39, i32 noundef %19)
  %293 = load volatile i32, ptr %288, align 4
  %294 = shl i32 %293, 6
  %295 = ashr i32 %294, 30
  %296 = sext i32 %295 to i64
  tail call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.40, i32 noundef %19)
  br i1 %18, label %299, label %297

297:                                              ; preds = %276
  %298 = trunc nuw nsw i64 %277 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %272, i32 noundef %275, i32 noundef %298)
  br label %299

299:                                              ; preds = %276, %297
  %300 = add nuw nsw i64 %277, 1
  %301 = icmp eq i64 %300, 9
  br i1 %301, label %302, label %276, !llvm.loop !22

302:                                              ; preds = %299
  %303 = add nuw nsw i64 %274, 1
  %304 = icmp eq i64 %303, 7
  br i1 %304, label %305, label %273, !llvm.loop !23

305:                                              ; preds = %302
  %306 = add nuw nsw i64 %271, 1
  %307 = icmp eq i64 %306, 4
  br i1 %307, label %308, label %270, !llvm.loop !24

308:                                              ; preds = %305
  %309 = load i32, ptr @g_276, align 4, !tbaa !9
  %310 = sext i32 %309 to i64
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.41, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef %19)
  %311 = load volatile i32, ptr @g_406, align 4
  %312 = and i32 %311, 16777215
  %313 = zext nneg i32 %312 to i64
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.45, i32 noundef %19)
  %314 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %315 = shl i32 %314, 8
  %316 = ashr exact i32 %315, 8
  %317 = sext i32 %316 to i64
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.46, i32 noundef %19)
  %318 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %319 = lshr i32 %318, 24
  %320 = and i32 %319, 31
  %321 = zext nneg i32 %320 to i64
  tail call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.47, i32 noundef %19)
  %322 = load volatile i32, ptr @g_423, align 4
  %323 = and i32 %322, 16777215
  %324 = zext nneg i32 %323 to i64
  tail call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.48, i32 noundef %19)
  %325 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4
  %326 = shl i32 %325, 8
  %327 = ashr exact i32 %326, 8
  %328 = sext i32 %327 to i64
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.49, i32 noundef %19)
  %329 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4
  %330 = lshr i32 %329, 24
  %331 = and i32 %330, 31
  %332 = zext nneg i32 %331 to i64
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.50, i32 noundef %19)
  %333 = load volatile i32, ptr @g_435, align 4
  %334 = and i32 %333, 16777215
  %335 = zext nneg i32 %334 to i64
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.51, i32 noundef %19)
  %336 = load i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4
  %337 = shl i32 %336, 8
  %338 = ashr exact i32 %337, 8
  %339 = sext i32 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.52, i32 noundef %19)
  %340 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4
  %341 = lshr i32 %340, 24
  %342 = and i32 %341, 31
  %343 = zext nneg i32 %342 to i64
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.53, i32 noundef %19)
  %344 = load volatile i32, ptr @g_492, align 8
  %345 = shl i32 %344, 10
  %346 = ashr exact i32 %345, 10
  %347 = sext i32 %346 to i64
  tail call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.54, i32 noundef %19)
  %348 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 4), align 4
  %349 = shl i32 %348, 12
  %350 = ashr exact i32 %349, 12
  %351 = sext i32 %350 to i64
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.55, i32 noundef %19)
  %352 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8
  %353 = shl i32 %352, 15
  %354 = ashr exact i32 %353, 15
  %355 = sext i32 %354 to i64
  tail call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.56, i32 noundef %19)
  %356 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !tbaa !25
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.57, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  br i1 %18, label %357, label %358

357:                                              ; preds = %308
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  br label %359

358:                                              ; preds = %308
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5)
  br label %359

359:                                              ; preds = %357, %358
  %360 = load i32, ptr @g_526, align 4
  %361 = and i32 %360, 8388607
  %362 = zext nneg i32 %361 to i64
  tail call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.59, i32 noundef %19)
  %363 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4
  %364 = and i32 %363, 262143
  %365 = zext nneg i32 %364 to i64
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.60, i32 noundef %19)
  %366 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4
  %367 = shl i32 %366, 1
  %368 = ashr i32 %367, 19
  %369 = sext i32 %368 to i64
  tail call fastcc void @transparent_crc(i64 noundef %369, ptr noundef nonnull @.str.61, i32 noundef %19)
  %370 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %371 = shl i32 %370, 28
  %372 = ashr exact i32 %371, 28
  %373 = sext i32 %372 to i64
  tail call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.62, i32 noundef %19)
  %374 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %375 = lshr i32 %374, 4
  %376 = and i32 %375, 31
  %377 = zext nneg i32 %376 to i64
  tail call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.63, i32 noundef %19)
  %378 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %379 = lshr i32 %378, 9
  %380 = and i32 %379, 1023
  %381 = zext nneg i32 %380 to i64
  tail call fastcc void @transparent_crc(i64 noundef %381, ptr noundef nonnull @.str.64, i32 noundef %19)
  %382 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %383 = shl i32 %382, 12
  %384 = ashr i32 %383, 31
  %385 = sext i32 %384 to i64
  tail call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.65, i32 noundef %19)
  %386 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !tbaa !28
  %387 = sext i32 %386 to i64
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.66, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef %19)
  %388 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %389 = xor i32 %388, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.80, i32 noundef %389)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
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
  br i1 %68, label %71, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.71, ptr noundef %1, i32 noundef %70)
  br label %71

71:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!27 = !{!"long long", !7, i64 0}
!28 = !{!29, !10, i64 12}
!29 = !{!"S0", !10, i64 0, !10, i64 4, !10, i64 6, !10, i64 8, !10, i64 8, !10, i64 9, !10, i64 10, !10, i64 12}
