; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S1 = type { i16, i32, i32 }

@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_6 = internal global i32 182194324, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i32 1, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@g_20 = internal unnamed_addr constant [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 2
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
@g_238 = internal unnamed_addr constant [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 1
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_502 = internal global ptr @g_503, align 8
@g_503 = internal global ptr @g_504, align 8
@g_504 = internal global ptr null, align 8
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 4
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 4
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 4
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 4
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 4
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
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

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = lshr i32 %42, 1
  %46 = xor i32 %45, -306674912
  %47 = select i1 %44, i32 %45, i32 %46
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  %50 = lshr i32 %47, 1
  %51 = xor i32 %50, -306674912
  %52 = select i1 %49, i32 %50, i32 %51
  %53 = and i32 %52, 1
  %54 = icmp eq i32 %53, 0
  %55 = lshr i32 %52, 1
  %56 = xor i32 %55, -306674912
  %57 = select i1 %54, i32 %55, i32 %56
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  %60 = lshr i32 %57, 1
  %61 = xor i32 %60, -306674912
  %62 = select i1 %59, i32 %60, i32 %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store i32 %62, ptr %63, align 4, !tbaa !13
  %64 = add nuw nsw i64 %21, 1
  %65 = icmp eq i64 %64, 256
  br i1 %65, label %66, label %20, !llvm.loop !15

66:                                               ; preds = %20
  %67 = load volatile ptr, ptr @g_502, align 8, !tbaa !9
  %68 = load i32, ptr @g_276, align 4, !tbaa !13
  %69 = icmp slt i32 %68, -2
  %70 = zext i1 %69 to i32
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %72 = shl i32 %71, 8
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %66
  %75 = ashr exact i32 %72, 8
  %76 = sdiv i32 %70, %75
  br label %77

77:                                               ; preds = %66, %74
  %78 = phi i32 [ %76, %74 ], [ %70, %66 ]
  store i32 %78, ptr @g_276, align 4, !tbaa !13
  %79 = load volatile i32, ptr @g_6, align 4, !tbaa !13
  br label %80

80:                                               ; preds = %77, %105
  %81 = phi i64 [ 0, %77 ], [ %106, %105 ]
  %82 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 0
  %83 = load volatile i32, ptr %82, align 4, !tbaa !13
  %84 = sext i32 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br i1 %18, label %85, label %92

85:                                               ; preds = %80
  %86 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 1
  %87 = load volatile i32, ptr %86, align 4, !tbaa !13
  %88 = sext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %89 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 2
  %90 = load volatile i32, ptr %89, align 4, !tbaa !13
  %91 = sext i32 %90 to i64
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br label %105

92:                                               ; preds = %80
  %93 = trunc nuw nsw i64 %81 to i32
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %93, i32 noundef signext 0)
  %95 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 1
  %96 = load volatile i32, ptr %95, align 4, !tbaa !13
  %97 = sext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %98 = trunc nuw nsw i64 %81 to i32
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %98, i32 noundef signext 1)
  %100 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 2
  %101 = load volatile i32, ptr %100, align 4, !tbaa !13
  %102 = sext i32 %101 to i64
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %103 = trunc nuw nsw i64 %81 to i32
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %103, i32 noundef signext 2)
  br label %105

105:                                              ; preds = %85, %92
  %106 = add nuw nsw i64 %81, 1
  %107 = icmp eq i64 %106, 6
  br i1 %107, label %108, label %80, !llvm.loop !17

108:                                              ; preds = %105
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef signext %19)
  %109 = load volatile i32, ptr @g_6, align 4, !tbaa !13
  %110 = sext i32 %109 to i64
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef signext %19)
  %111 = load volatile i32, ptr @g_8, align 4, !tbaa !13
  %112 = sext i32 %111 to i64
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  br label %113

113:                                              ; preds = %108, %186
  %114 = phi i64 [ 0, %108 ], [ %187, %186 ]
  %115 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 0
  %116 = load i16, ptr %115, align 2, !tbaa !18
  %117 = sext i16 %116 to i64
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  br i1 %18, label %118, label %143

118:                                              ; preds = %113
  %119 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 1
  %120 = load i16, ptr %119, align 2, !tbaa !18
  %121 = sext i16 %120 to i64
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %122 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 2
  %123 = load i16, ptr %122, align 2, !tbaa !18
  %124 = sext i16 %123 to i64
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %125 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 3
  %126 = load i16, ptr %125, align 2, !tbaa !18
  %127 = sext i16 %126 to i64
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %128 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 4
  %129 = load i16, ptr %128, align 2, !tbaa !18
  %130 = sext i16 %129 to i64
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %131 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 5
  %132 = load i16, ptr %131, align 2, !tbaa !18
  %133 = sext i16 %132 to i64
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %134 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 6
  %135 = load i16, ptr %134, align 2, !tbaa !18
  %136 = sext i16 %135 to i64
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %137 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 7
  %138 = load i16, ptr %137, align 2, !tbaa !18
  %139 = sext i16 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %140 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 8
  %141 = load i16, ptr %140, align 2, !tbaa !18
  %142 = sext i16 %141 to i64
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  br label %186

143:                                              ; preds = %113
  %144 = trunc nuw nsw i64 %114 to i32
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %144, i32 noundef signext 0, i32 noundef signext 0)
  %146 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 1
  %147 = load i16, ptr %146, align 2, !tbaa !18
  %148 = sext i16 %147 to i64
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %149 = trunc nuw nsw i64 %114 to i32
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %149, i32 noundef signext 1, i32 noundef signext 0)
  %151 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 2
  %152 = load i16, ptr %151, align 2, !tbaa !18
  %153 = sext i16 %152 to i64
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %154 = trunc nuw nsw i64 %114 to i32
  %155 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %154, i32 noundef signext 2, i32 noundef signext 0)
  %156 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 3
  %157 = load i16, ptr %156, align 2, !tbaa !18
  %158 = sext i16 %157 to i64
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %159 = trunc nuw nsw i64 %114 to i32
  %160 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %159, i32 noundef signext 3, i32 noundef signext 0)
  %161 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 4
  %162 = load i16, ptr %161, align 2, !tbaa !18
  %163 = sext i16 %162 to i64
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %164 = trunc nuw nsw i64 %114 to i32
  %165 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %164, i32 noundef signext 4, i32 noundef signext 0)
  %166 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 5
  %167 = load i16, ptr %166, align 2, !tbaa !18
  %168 = sext i16 %167 to i64
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %169 = trunc nuw nsw i64 %114 to i32
  %170 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %169, i32 noundef signext 5, i32 noundef signext 0)
  %171 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 6
  %172 = load i16, ptr %171, align 2, !tbaa !18
  %173 = sext i16 %172 to i64
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %174 = trunc nuw nsw i64 %114 to i32
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %174, i32 noundef signext 6, i32 noundef signext 0)
  %176 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 7
  %177 = load i16, ptr %176, align 2, !tbaa !18
  %178 = sext i16 %177 to i64
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %179 = trunc nuw nsw i64 %114 to i32
  %180 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %179, i32 noundef signext 7, i32 noundef signext 0)
  %181 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 8
  %182 = load i16, ptr %181, align 2, !tbaa !18
  %183 = sext i16 %182 to i64
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %184 = trunc nuw nsw i64 %114 to i32
  %185 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %184, i32 noundef signext 8, i32 noundef signext 0)
  br label %186

186:                                              ; preds = %118, %143
  %187 = add nuw nsw i64 %114, 1
  %188 = icmp eq i64 %187, 6
  br i1 %188, label %189, label %113, !llvm.loop !20

189:                                              ; preds = %186
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  br i1 %18, label %190, label %191

190:                                              ; preds = %189
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  br label %195

191:                                              ; preds = %189
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  %193 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 2)
  br label %195

195:                                              ; preds = %190, %191
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef signext %19)
  %196 = load volatile i8, ptr @g_67, align 1, !tbaa !21
  %197 = sext i8 %196 to i64
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  br label %198

198:                                              ; preds = %195, %220
  %199 = phi i64 [ 0, %195 ], [ %221, %220 ]
  %200 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %199
  %201 = load i16, ptr %200, align 4
  %202 = sext i16 %201 to i64
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.25, i32 noundef signext %19)
  %203 = getelementptr inbounds i8, ptr %200, i64 4
  %204 = load i32, ptr %203, align 4
  %205 = shl i32 %204, 5
  %206 = ashr exact i32 %205, 5
  %207 = sext i32 %206 to i64
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.26, i32 noundef signext %19)
  %208 = getelementptr inbounds i8, ptr %200, i64 8
  %209 = load i32, ptr %208, align 4
  %210 = shl i32 %209, 8
  %211 = ashr exact i32 %210, 8
  %212 = sext i32 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.27, i32 noundef signext %19)
  %213 = load volatile i32, ptr %208, align 4
  %214 = shl i32 %213, 6
  %215 = ashr i32 %214, 30
  %216 = sext i32 %215 to i64
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.28, i32 noundef signext %19)
  br i1 %18, label %220, label %217

217:                                              ; preds = %198
  %218 = trunc nuw nsw i64 %199 to i32
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %218)
  br label %220

220:                                              ; preds = %198, %217
  %221 = add nuw nsw i64 %199, 1
  %222 = icmp eq i64 %221, 5
  br i1 %222, label %223, label %198, !llvm.loop !22

223:                                              ; preds = %220
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  br label %224

224:                                              ; preds = %250, %223
  %225 = phi i64 [ 0, %223 ], [ %251, %250 ]
  %226 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 0
  %227 = load i8, ptr %226, align 1, !tbaa !21
  %228 = zext i8 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  br i1 %18, label %229, label %252

229:                                              ; preds = %224
  %230 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1
  %231 = load i8, ptr %230, align 1, !tbaa !21
  %232 = zext i8 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %233 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2
  %234 = load i8, ptr %233, align 1, !tbaa !21
  %235 = zext i8 %234 to i64
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %236 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3
  %237 = load i8, ptr %236, align 1, !tbaa !21
  %238 = zext i8 %237 to i64
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %239 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4
  %240 = load i8, ptr %239, align 1, !tbaa !21
  %241 = zext i8 %240 to i64
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %242 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5
  %243 = load i8, ptr %242, align 1, !tbaa !21
  %244 = zext i8 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %245 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6
  %246 = load i8, ptr %245, align 1, !tbaa !21
  %247 = zext i8 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %248 = add nuw nsw i64 %225, 1
  %249 = icmp eq i64 %248, 8
  br i1 %249, label %287, label %250

250:                                              ; preds = %229, %252
  %251 = phi i64 [ %248, %229 ], [ %285, %252 ]
  br label %224, !llvm.loop !23

252:                                              ; preds = %224
  %253 = trunc nuw nsw i64 %225 to i32
  %254 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %253, i32 noundef signext 0)
  %255 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1
  %256 = load i8, ptr %255, align 1, !tbaa !21
  %257 = zext i8 %256 to i64
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %258 = trunc nuw nsw i64 %225 to i32
  %259 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %258, i32 noundef signext 1)
  %260 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2
  %261 = load i8, ptr %260, align 1, !tbaa !21
  %262 = zext i8 %261 to i64
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %263 = trunc nuw nsw i64 %225 to i32
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %263, i32 noundef signext 2)
  %265 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3
  %266 = load i8, ptr %265, align 1, !tbaa !21
  %267 = zext i8 %266 to i64
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %268 = trunc nuw nsw i64 %225 to i32
  %269 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %268, i32 noundef signext 3)
  %270 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4
  %271 = load i8, ptr %270, align 1, !tbaa !21
  %272 = zext i8 %271 to i64
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %273 = trunc nuw nsw i64 %225 to i32
  %274 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %273, i32 noundef signext 4)
  %275 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5
  %276 = load i8, ptr %275, align 1, !tbaa !21
  %277 = zext i8 %276 to i64
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %278 = trunc nuw nsw i64 %225 to i32
  %279 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %278, i32 noundef signext 5)
  %280 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6
  %281 = load i8, ptr %280, align 1, !tbaa !21
  %282 = zext i8 %281 to i64
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %283 = trunc nuw nsw i64 %225 to i32
  %284 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %283, i32 noundef signext 6)
  %285 = add nuw nsw i64 %225, 1
  %286 = icmp eq i64 %285, 8
  br i1 %286, label %288, label %250

287:                                              ; preds = %229
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  br label %292

288:                                              ; preds = %252
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  %289 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  %290 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  %291 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 2)
  br label %292

292:                                              ; preds = %287, %288
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef signext %19)
  br label %293

293:                                              ; preds = %292, %327
  %294 = phi i64 [ 0, %292 ], [ %328, %327 ]
  %295 = trunc nuw nsw i64 %294 to i32
  br label %296

296:                                              ; preds = %293, %324
  %297 = phi i64 [ 0, %293 ], [ %325, %324 ]
  %298 = trunc nuw nsw i64 %297 to i32
  br label %299

299:                                              ; preds = %296, %321
  %300 = phi i64 [ 0, %296 ], [ %322, %321 ]
  %301 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %294, i64 %297, i64 %300
  %302 = load i16, ptr %301, align 4
  %303 = sext i16 %302 to i64
  tail call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.37, i32 noundef signext %19)
  %304 = getelementptr inbounds i8, ptr %301, i64 4
  %305 = load i32, ptr %304, align 4
  %306 = shl i32 %305, 5
  %307 = ashr exact i32 %306, 5
  %308 = sext i32 %307 to i64
  tail call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.38, i32 noundef signext %19)
  %309 = getelementptr inbounds i8, ptr %301, i64 8
  %310 = load i32, ptr %309, align 4
  %311 = shl i32 %310, 8
  %312 = ashr exact i32 %311, 8
  %313 = sext i32 %312 to i64
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.39, i32 noundef signext %19)
  %314 = load volatile i32, ptr %309, align 4
  %315 = shl i32 %314, 6
  %316 = ashr i32 %315, 30
  %317 = sext i32 %316 to i64
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  br i1 %18, label %321, label %318

318:                                              ; preds = %299
  %319 = trunc nuw nsw i64 %300 to i32
  %320 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %295, i32 noundef signext %298, i32 noundef signext %319)
  br label %321

321:                                              ; preds = %299, %318
  %322 = add nuw nsw i64 %300, 1
  %323 = icmp eq i64 %322, 9
  br i1 %323, label %324, label %299, !llvm.loop !24

324:                                              ; preds = %321
  %325 = add nuw nsw i64 %297, 1
  %326 = icmp eq i64 %325, 7
  br i1 %326, label %327, label %296, !llvm.loop !25

327:                                              ; preds = %324
  %328 = add nuw nsw i64 %294, 1
  %329 = icmp eq i64 %328, 4
  br i1 %329, label %330, label %293, !llvm.loop !26

330:                                              ; preds = %327
  %331 = load i32, ptr @g_276, align 4, !tbaa !13
  %332 = sext i32 %331 to i64
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.41, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  %333 = load volatile i32, ptr @g_406, align 4
  %334 = and i32 %333, 16777215
  %335 = zext nneg i32 %334 to i64
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.45, i32 noundef signext %19)
  %336 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %337 = shl i32 %336, 8
  %338 = ashr exact i32 %337, 8
  %339 = sext i32 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.46, i32 noundef signext %19)
  %340 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4
  %341 = lshr i32 %340, 24
  %342 = and i32 %341, 31
  %343 = zext nneg i32 %342 to i64
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.47, i32 noundef signext %19)
  %344 = load volatile i32, ptr @g_423, align 4
  %345 = and i32 %344, 16777215
  %346 = zext nneg i32 %345 to i64
  tail call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.48, i32 noundef signext %19)
  %347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4
  %348 = shl i32 %347, 8
  %349 = ashr exact i32 %348, 8
  %350 = sext i32 %349 to i64
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.49, i32 noundef signext %19)
  %351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4
  %352 = lshr i32 %351, 24
  %353 = and i32 %352, 31
  %354 = zext nneg i32 %353 to i64
  tail call fastcc void @transparent_crc(i64 noundef %354, ptr noundef nonnull @.str.50, i32 noundef signext %19)
  %355 = load volatile i32, ptr @g_435, align 4
  %356 = and i32 %355, 16777215
  %357 = zext nneg i32 %356 to i64
  tail call fastcc void @transparent_crc(i64 noundef %357, ptr noundef nonnull @.str.51, i32 noundef signext %19)
  %358 = load i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4
  %359 = shl i32 %358, 8
  %360 = ashr exact i32 %359, 8
  %361 = sext i32 %360 to i64
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.52, i32 noundef signext %19)
  %362 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4
  %363 = lshr i32 %362, 24
  %364 = and i32 %363, 31
  %365 = zext nneg i32 %364 to i64
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.53, i32 noundef signext %19)
  %366 = load volatile i64, ptr @g_492, align 8
  %367 = shl i64 %366, 42
  %368 = ashr exact i64 %367, 42
  tail call fastcc void @transparent_crc(i64 noundef %368, ptr noundef nonnull @.str.54, i32 noundef signext %19)
  %369 = load volatile i64, ptr @g_492, align 8
  %370 = shl i64 %369, 12
  %371 = ashr i64 %370, 44
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.55, i32 noundef signext %19)
  %372 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8
  %373 = shl i32 %372, 15
  %374 = ashr exact i32 %373, 15
  %375 = sext i32 %374 to i64
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.56, i32 noundef signext %19)
  %376 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !tbaa !27
  tail call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.57, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  br i1 %18, label %377, label %378

377:                                              ; preds = %330
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  br label %385

378:                                              ; preds = %330
  %379 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  %380 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  %381 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  %382 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  %383 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19)
  %384 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 5)
  br label %385

385:                                              ; preds = %377, %378
  %386 = load i32, ptr @g_526, align 4
  %387 = and i32 %386, 8388607
  %388 = zext nneg i32 %387 to i64
  tail call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.59, i32 noundef signext %19)
  %389 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4
  %390 = and i32 %389, 262143
  %391 = zext nneg i32 %390 to i64
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.60, i32 noundef signext %19)
  %392 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4
  %393 = shl i32 %392, 1
  %394 = ashr i32 %393, 19
  %395 = sext i32 %394 to i64
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.61, i32 noundef signext %19)
  %396 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %397 = shl i32 %396, 28
  %398 = ashr exact i32 %397, 28
  %399 = sext i32 %398 to i64
  tail call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.62, i32 noundef signext %19)
  %400 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %401 = lshr i32 %400, 4
  %402 = and i32 %401, 31
  %403 = zext nneg i32 %402 to i64
  tail call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.63, i32 noundef signext %19)
  %404 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %405 = lshr i32 %404, 9
  %406 = and i32 %405, 1023
  %407 = zext nneg i32 %406 to i64
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.64, i32 noundef signext %19)
  %408 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4
  %409 = shl i32 %408, 12
  %410 = ashr i32 %409, 31
  %411 = sext i32 %410 to i64
  tail call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.65, i32 noundef signext %19)
  %412 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !tbaa !30
  %413 = sext i32 %412 to i64
  tail call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.66, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef signext %19)
  %414 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %415 = xor i32 %414, -1
  %416 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef signext %415)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !13
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !13
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !11, i64 0}
!20 = distinct !{!20, !16}
!21 = !{!11, !11, i64 0}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{!28, !29, i64 16}
!28 = !{!"S3", !14, i64 0, !14, i64 4, !14, i64 8, !29, i64 16}
!29 = !{!"long", !11, i64 0}
!30 = !{!31, !14, i64 12}
!31 = !{!"S0", !14, i64 0, !14, i64 4, !14, i64 6, !14, i64 8, !14, i64 8, !14, i64 9, !14, i64 10, !14, i64 12}
