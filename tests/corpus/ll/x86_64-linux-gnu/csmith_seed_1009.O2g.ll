; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S1 = type <{ i16, [2 x i8], i64 }>

@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !25
@g_6 = internal global i32 182194324, align 4, !dbg !253
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !32
@g_8 = internal global i32 1, align 4, !dbg !258
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !36
@g_20 = internal unnamed_addr constant [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 16, !dbg !262
@.str.8 = private unnamed_addr constant [14 x i8] c"g_20[i][j][k]\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [8 x i8] c"g_34.f0\00", align 1, !dbg !48
@.str.11 = private unnamed_addr constant [8 x i8] c"g_34.f1\00", align 1, !dbg !53
@.str.12 = private unnamed_addr constant [8 x i8] c"g_34.f2\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [11 x i8] c"g_39[i].f0\00", align 1, !dbg !57
@.str.14 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !62
@.str.15 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1, !dbg !64
@.str.16 = private unnamed_addr constant [5 x i8] c"g_46\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !71
@g_67 = internal global i8 -111, align 1, !dbg !301
@.str.18 = private unnamed_addr constant [5 x i8] c"g_67\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [5 x i8] c"g_94\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !77
@.str.21 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [6 x i8] c"g_143\00", align 1, !dbg !84
@.str.23 = private unnamed_addr constant [6 x i8] c"g_160\00", align 1, !dbg !86
@.str.24 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1, !dbg !88
@.str.25 = private unnamed_addr constant [12 x i8] c"g_170[i].f0\00", align 1, !dbg !90
@.str.26 = private unnamed_addr constant [12 x i8] c"g_170[i].f1\00", align 1, !dbg !95
@.str.27 = private unnamed_addr constant [12 x i8] c"g_170[i].f2\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [12 x i8] c"g_170[i].f3\00", align 1, !dbg !99
@.str.29 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1, !dbg !101
@g_238 = internal unnamed_addr constant [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 16, !dbg !332
@.str.30 = private unnamed_addr constant [12 x i8] c"g_238[i][j]\00", align 1, !dbg !103
@.str.31 = private unnamed_addr constant [9 x i8] c"g_239[i]\00", align 1, !dbg !105
@.str.32 = private unnamed_addr constant [6 x i8] c"g_248\00", align 1, !dbg !110
@.str.33 = private unnamed_addr constant [6 x i8] c"g_252\00", align 1, !dbg !112
@.str.34 = private unnamed_addr constant [6 x i8] c"g_253\00", align 1, !dbg !114
@.str.35 = private unnamed_addr constant [9 x i8] c"g_262.f3\00", align 1, !dbg !116
@.str.36 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1, !dbg !118
@.str.37 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f0\00", align 1, !dbg !120
@.str.38 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f1\00", align 1, !dbg !122
@.str.39 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f2\00", align 1, !dbg !124
@.str.40 = private unnamed_addr constant [18 x i8] c"g_271[i][j][k].f3\00", align 1, !dbg !126
@g_276 = internal unnamed_addr global i32 727992164, align 4, !dbg !364
@.str.41 = private unnamed_addr constant [6 x i8] c"g_276\00", align 1, !dbg !128
@.str.42 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1, !dbg !130
@.str.43 = private unnamed_addr constant [6 x i8] c"g_395\00", align 1, !dbg !132
@.str.44 = private unnamed_addr constant [6 x i8] c"g_397\00", align 1, !dbg !134
@.str.45 = private unnamed_addr constant [9 x i8] c"g_406.f0\00", align 1, !dbg !136
@.str.46 = private unnamed_addr constant [9 x i8] c"g_406.f1\00", align 1, !dbg !138
@.str.47 = private unnamed_addr constant [9 x i8] c"g_406.f2\00", align 1, !dbg !140
@.str.48 = private unnamed_addr constant [9 x i8] c"g_423.f0\00", align 1, !dbg !142
@.str.49 = private unnamed_addr constant [9 x i8] c"g_423.f1\00", align 1, !dbg !144
@.str.50 = private unnamed_addr constant [9 x i8] c"g_423.f2\00", align 1, !dbg !146
@.str.51 = private unnamed_addr constant [9 x i8] c"g_435.f0\00", align 1, !dbg !148
@.str.52 = private unnamed_addr constant [9 x i8] c"g_435.f1\00", align 1, !dbg !150
@.str.53 = private unnamed_addr constant [9 x i8] c"g_435.f2\00", align 1, !dbg !152
@.str.54 = private unnamed_addr constant [9 x i8] c"g_492.f0\00", align 1, !dbg !154
@.str.55 = private unnamed_addr constant [9 x i8] c"g_492.f1\00", align 1, !dbg !156
@.str.56 = private unnamed_addr constant [9 x i8] c"g_492.f2\00", align 1, !dbg !158
@.str.57 = private unnamed_addr constant [9 x i8] c"g_492.f3\00", align 1, !dbg !160
@.str.58 = private unnamed_addr constant [12 x i8] c"g_517[i][j]\00", align 1, !dbg !162
@.str.59 = private unnamed_addr constant [9 x i8] c"g_526.f0\00", align 1, !dbg !164
@.str.60 = private unnamed_addr constant [9 x i8] c"g_526.f1\00", align 1, !dbg !166
@.str.61 = private unnamed_addr constant [9 x i8] c"g_526.f2\00", align 1, !dbg !168
@.str.62 = private unnamed_addr constant [9 x i8] c"g_526.f3\00", align 1, !dbg !170
@.str.63 = private unnamed_addr constant [9 x i8] c"g_526.f4\00", align 1, !dbg !172
@.str.64 = private unnamed_addr constant [9 x i8] c"g_526.f5\00", align 1, !dbg !174
@.str.65 = private unnamed_addr constant [9 x i8] c"g_526.f6\00", align 1, !dbg !176
@.str.66 = private unnamed_addr constant [9 x i8] c"g_526.f7\00", align 1, !dbg !178
@.str.67 = private unnamed_addr constant [9 x i8] c"g_541.f0\00", align 1, !dbg !180
@.str.68 = private unnamed_addr constant [9 x i8] c"g_541.f3\00", align 1, !dbg !182
@.str.69 = private unnamed_addr constant [9 x i8] c"g_543.f0\00", align 1, !dbg !184
@.str.70 = private unnamed_addr constant [9 x i8] c"g_543.f3\00", align 1, !dbg !186
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !416
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !188
@g_502 = internal global ptr @g_503, align 8, !dbg !198
@g_503 = internal global ptr @g_504, align 8, !dbg !210
@g_504 = internal global ptr null, align 8, !dbg !212
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !246
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 16, !dbg !319
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 16, !dbg !360
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 8, !dbg !372
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 8, !dbg !374
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 8, !dbg !377
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8, !dbg !379
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 8, !dbg !393
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !410

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !428 {
    #dbg_value(i32 %0, !434, !DIExpression(), !440)
    #dbg_value(ptr %1, !435, !DIExpression(), !440)
    #dbg_value(i32 0, !439, !DIExpression(), !440)
  %3 = icmp eq i32 %0, 2, !dbg !441
  br i1 %3, label %4, label %17, !dbg !443

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !444
  %6 = load ptr, ptr %5, align 8, !dbg !444, !tbaa !445
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !449
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !450
  %16 = zext i1 %15 to i32, !dbg !450
  br label %17, !dbg !450

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !440
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !440
    #dbg_value(i32 %19, !439, !DIExpression(), !440)
    #dbg_value(i32 -306674912, !451, !DIExpression(), !460)
    #dbg_value(i32 0, !457, !DIExpression(), !460)
  br label %20, !dbg !462

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !464
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !466
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !466
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !472
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !466
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !472
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !466
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !472
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !466
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !472
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !466
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !472
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !466
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !472
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !466
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !472
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !466
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !466
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !472
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !472
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !472
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !473
  store <4 x i32> %62, ptr %63, align 16, !dbg !474, !tbaa !475
  %64 = add nuw i64 %21, 4, !dbg !464
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !466
  %66 = icmp eq i64 %64, 256, !dbg !464
  br i1 %66, label %67, label %20, !dbg !464, !llvm.loop !477

67:                                               ; preds = %20
    #dbg_value(ptr poison, !482, !DIExpression(), !594)
    #dbg_value(i32 -1, !488, !DIExpression(), !594)
    #dbg_value(i64 -6469180319517125699, !489, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !594)
    #dbg_assign(i1 undef, !489, !DIExpression(DW_OP_LLVM_fragment, 320, 704), !596, ptr poison, !DIExpression(), !594)
    #dbg_value(i32 1, !492, !DIExpression(), !594)
    #dbg_value(ptr poison, !493, !DIExpression(), !594)
    #dbg_value(ptr poison, !497, !DIExpression(), !594)
    #dbg_value(i32 -4, !499, !DIExpression(), !594)
  %68 = load volatile ptr, ptr @g_502, align 8, !dbg !597, !tbaa !445
    #dbg_value(i32 -3, !499, !DIExpression(), !594)
  %69 = load i32, ptr @g_276, align 4, !dbg !598, !tbaa !475
  %70 = icmp slt i32 %69, -2, !dbg !599
  %71 = zext i1 %70 to i32, !dbg !600
  %72 = load i64, ptr @g_406, align 8, !dbg !601
  %73 = shl i64 %72, 8, !dbg !601
    #dbg_value(i1 %70, !602, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !609)
    #dbg_value(i64 %73, !608, !DIExpression(DW_OP_constu, 40, DW_OP_shra, DW_OP_stack_value), !609)
  %74 = icmp ult i64 %73, 1099511627776, !dbg !611
  br i1 %74, label %79, label %75, !dbg !612

75:                                               ; preds = %67
  %76 = ashr i64 %73, 40, !dbg !601
    #dbg_value(i64 %76, !608, !DIExpression(), !609)
  %77 = trunc nsw i64 %76 to i32, !dbg !613
  %78 = sdiv i32 %71, %77, !dbg !613
  br label %79, !dbg !614

79:                                               ; preds = %67, %75
  %80 = phi i32 [ %78, %75 ], [ %71, %67 ], !dbg !614
  store i32 %80, ptr @g_276, align 4, !dbg !615, !tbaa !475
  %81 = load volatile i32, ptr @g_6, align 4, !dbg !616, !tbaa !475
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  br label %82, !dbg !617

82:                                               ; preds = %79, %107
  %83 = phi i64 [ 0, %79 ], [ %108, %107 ]
    #dbg_value(i64 %83, !436, !DIExpression(), !440)
    #dbg_value(i64 0, !437, !DIExpression(), !440)
  %84 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 0, !dbg !619
  %85 = load volatile i32, ptr %84, align 4, !dbg !619, !tbaa !475
  %86 = sext i32 %85 to i64, !dbg !619
  tail call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !625
  br i1 %18, label %87, label %94, !dbg !626

87:                                               ; preds = %82
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %88 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1, !dbg !619
  %89 = load volatile i32, ptr %88, align 4, !dbg !619, !tbaa !475
  %90 = sext i32 %89 to i64, !dbg !619
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !625
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %91 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2, !dbg !619
  %92 = load volatile i32, ptr %91, align 4, !dbg !619, !tbaa !475
  %93 = sext i32 %92 to i64, !dbg !619
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !625
  br label %107, !dbg !626

94:                                               ; preds = %82
  %95 = trunc nuw nsw i64 %83 to i32, !dbg !627
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %95, i32 noundef 0), !dbg !627
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %97 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1, !dbg !619
  %98 = load volatile i32, ptr %97, align 4, !dbg !619, !tbaa !475
  %99 = sext i32 %98 to i64, !dbg !619
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !625
  %100 = trunc nuw nsw i64 %83 to i32, !dbg !627
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef 1), !dbg !627
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %102 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2, !dbg !619
  %103 = load volatile i32, ptr %102, align 4, !dbg !619, !tbaa !475
  %104 = sext i32 %103 to i64, !dbg !619
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !625
  %105 = trunc nuw nsw i64 %83 to i32, !dbg !627
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 2), !dbg !627
  br label %107, !dbg !627

107:                                              ; preds = %87, %94
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  %108 = add nuw nsw i64 %83, 1, !dbg !629
    #dbg_value(i64 %108, !436, !DIExpression(), !440)
  %109 = icmp eq i64 %108, 6, !dbg !630
  br i1 %109, label %110, label %82, !dbg !617, !llvm.loop !631

110:                                              ; preds = %107
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !633
  %111 = load volatile i32, ptr @g_6, align 4, !dbg !634, !tbaa !475
  %112 = sext i32 %111 to i64, !dbg !634
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !635
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !636
  %113 = load volatile i32, ptr @g_8, align 4, !dbg !637, !tbaa !475
  %114 = sext i32 %113 to i64, !dbg !637
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !638
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !639
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  br label %115, !dbg !640

115:                                              ; preds = %110, %188
  %116 = phi i64 [ 0, %110 ], [ %189, %188 ]
    #dbg_value(i64 %116, !436, !DIExpression(), !440)
    #dbg_value(i64 0, !437, !DIExpression(), !440)
    #dbg_value(i32 poison, !438, !DIExpression(), !440)
  %117 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 0, !dbg !642
  %118 = load i16, ptr %117, align 2, !dbg !642, !tbaa !651
  %119 = sext i16 %118 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  br i1 %18, label %120, label %145, !dbg !654

120:                                              ; preds = %115
    #dbg_value(i32 poison, !438, !DIExpression(), !440)
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %121 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1, !dbg !642
  %122 = load i16, ptr %121, align 2, !dbg !642, !tbaa !651
  %123 = sext i16 %122 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %124 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2, !dbg !642
  %125 = load i16, ptr %124, align 2, !dbg !642, !tbaa !651
  %126 = sext i16 %125 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  %127 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3, !dbg !642
  %128 = load i16, ptr %127, align 2, !dbg !642, !tbaa !651
  %129 = sext i16 %128 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  %130 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4, !dbg !642
  %131 = load i16, ptr %130, align 2, !dbg !642, !tbaa !651
  %132 = sext i16 %131 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  %133 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5, !dbg !642
  %134 = load i16, ptr %133, align 2, !dbg !642, !tbaa !651
  %135 = sext i16 %134 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 6, !437, !DIExpression(), !440)
  %136 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6, !dbg !642
  %137 = load i16, ptr %136, align 2, !dbg !642, !tbaa !651
  %138 = sext i16 %137 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 7, !437, !DIExpression(), !440)
  %139 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7, !dbg !642
  %140 = load i16, ptr %139, align 2, !dbg !642, !tbaa !651
  %141 = sext i16 %140 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
    #dbg_value(i64 8, !437, !DIExpression(), !440)
  %142 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8, !dbg !642
  %143 = load i16, ptr %142, align 2, !dbg !642, !tbaa !651
  %144 = sext i16 %143 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  br label %188, !dbg !654

145:                                              ; preds = %115
  %146 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %146, i32 noundef 0, i32 noundef 0), !dbg !655
    #dbg_value(i32 poison, !438, !DIExpression(), !440)
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %148 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1, !dbg !642
  %149 = load i16, ptr %148, align 2, !dbg !642, !tbaa !651
  %150 = sext i16 %149 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %151 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %151, i32 noundef 1, i32 noundef 0), !dbg !655
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %153 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2, !dbg !642
  %154 = load i16, ptr %153, align 2, !dbg !642, !tbaa !651
  %155 = sext i16 %154 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %156 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %156, i32 noundef 2, i32 noundef 0), !dbg !655
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  %158 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3, !dbg !642
  %159 = load i16, ptr %158, align 2, !dbg !642, !tbaa !651
  %160 = sext i16 %159 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %161 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %161, i32 noundef 3, i32 noundef 0), !dbg !655
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  %163 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4, !dbg !642
  %164 = load i16, ptr %163, align 2, !dbg !642, !tbaa !651
  %165 = sext i16 %164 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %166 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %166, i32 noundef 4, i32 noundef 0), !dbg !655
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  %168 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5, !dbg !642
  %169 = load i16, ptr %168, align 2, !dbg !642, !tbaa !651
  %170 = sext i16 %169 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %171 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %171, i32 noundef 5, i32 noundef 0), !dbg !655
    #dbg_value(i64 6, !437, !DIExpression(), !440)
  %173 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6, !dbg !642
  %174 = load i16, ptr %173, align 2, !dbg !642, !tbaa !651
  %175 = sext i16 %174 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %176 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %176, i32 noundef 6, i32 noundef 0), !dbg !655
    #dbg_value(i64 7, !437, !DIExpression(), !440)
  %178 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7, !dbg !642
  %179 = load i16, ptr %178, align 2, !dbg !642, !tbaa !651
  %180 = sext i16 %179 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %181 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %181, i32 noundef 7, i32 noundef 0), !dbg !655
    #dbg_value(i64 8, !437, !DIExpression(), !440)
  %183 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8, !dbg !642
  %184 = load i16, ptr %183, align 2, !dbg !642, !tbaa !651
  %185 = sext i16 %184 to i64, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !653
  %186 = trunc nuw nsw i64 %116 to i32, !dbg !655
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %186, i32 noundef 8, i32 noundef 0), !dbg !655
  br label %188, !dbg !655

188:                                              ; preds = %120, %145
    #dbg_value(i32 poison, !438, !DIExpression(), !440)
    #dbg_value(i64 9, !437, !DIExpression(), !440)
  %189 = add nuw nsw i64 %116, 1, !dbg !657
    #dbg_value(i64 %189, !436, !DIExpression(), !440)
  %190 = icmp eq i64 %189, 6, !dbg !658
  br i1 %190, label %191, label %115, !dbg !640, !llvm.loop !659

191:                                              ; preds = %188
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !661
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !662
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !663
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !664
  br i1 %18, label %192, label %193, !dbg !668

192:                                              ; preds = %191
    #dbg_value(i32 1, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !664
    #dbg_value(i32 2, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !664
  br label %197, !dbg !668

193:                                              ; preds = %191
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !669
    #dbg_value(i32 1, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !664
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !669
    #dbg_value(i32 2, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !664
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !669
  br label %197, !dbg !669

197:                                              ; preds = %192, %193
    #dbg_value(i32 3, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !671
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !672
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !673
  %198 = load volatile i8, ptr @g_67, align 1, !dbg !674, !tbaa !675
  %199 = sext i8 %198 to i64, !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !676
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !677
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !678
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !679
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !680
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !682
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  br label %200, !dbg !683

200:                                              ; preds = %197, %218
  %201 = phi i64 [ 0, %197 ], [ %219, %218 ]
    #dbg_value(i64 %201, !436, !DIExpression(), !440)
  %202 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %201, !dbg !685
  %203 = load i16, ptr %202, align 4, !dbg !688
  %204 = sext i16 %203 to i64, !dbg !685
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !689
  %205 = getelementptr inbounds i8, ptr %202, i64 4, !dbg !690
  %206 = load i64, ptr %205, align 4, !dbg !690
  %207 = shl i64 %206, 37, !dbg !690
  %208 = ashr exact i64 %207, 37, !dbg !690
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !691
  %209 = load i64, ptr %205, align 4, !dbg !692
  %210 = shl i64 %209, 8, !dbg !692
  %211 = ashr i64 %210, 40, !dbg !692
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !693
  %212 = load volatile i64, ptr %205, align 4, !dbg !694
  %213 = shl i64 %212, 6, !dbg !694
  %214 = ashr i64 %213, 62, !dbg !694
  tail call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !695
  br i1 %18, label %218, label %215, !dbg !696

215:                                              ; preds = %200
  %216 = trunc nuw nsw i64 %201 to i32, !dbg !697
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %216), !dbg !697
  br label %218, !dbg !697

218:                                              ; preds = %200, %215
  %219 = add nuw nsw i64 %201, 1, !dbg !699
    #dbg_value(i64 %219, !436, !DIExpression(), !440)
  %220 = icmp eq i64 %219, 5, !dbg !700
  br i1 %220, label %221, label %200, !dbg !683, !llvm.loop !701

221:                                              ; preds = %218
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !703
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  br label %222, !dbg !704

222:                                              ; preds = %248, %221
  %223 = phi i64 [ 0, %221 ], [ %249, %248 ]
    #dbg_value(i64 %223, !436, !DIExpression(), !440)
    #dbg_value(i64 0, !437, !DIExpression(), !440)
  %224 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 0, !dbg !706
  %225 = load i8, ptr %224, align 1, !dbg !706, !tbaa !675
  %226 = zext i8 %225 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  br i1 %18, label %227, label %250, !dbg !713

227:                                              ; preds = %222
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %228 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 1, !dbg !706
  %229 = load i8, ptr %228, align 1, !dbg !706, !tbaa !675
  %230 = zext i8 %229 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %231 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 2, !dbg !706
  %232 = load i8, ptr %231, align 1, !dbg !706, !tbaa !675
  %233 = zext i8 %232 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  %234 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 3, !dbg !706
  %235 = load i8, ptr %234, align 1, !dbg !706, !tbaa !675
  %236 = zext i8 %235 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  %237 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 4, !dbg !706
  %238 = load i8, ptr %237, align 1, !dbg !706, !tbaa !675
  %239 = zext i8 %238 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  %240 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 5, !dbg !706
  %241 = load i8, ptr %240, align 1, !dbg !706, !tbaa !675
  %242 = zext i8 %241 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 6, !437, !DIExpression(), !440)
  %243 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 6, !dbg !706
  %244 = load i8, ptr %243, align 1, !dbg !706, !tbaa !675
  %245 = zext i8 %244 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
    #dbg_value(i64 7, !437, !DIExpression(), !440)
  %246 = add nuw nsw i64 %223, 1, !dbg !714
    #dbg_value(i64 %246, !436, !DIExpression(), !440)
  %247 = icmp eq i64 %246, 8, !dbg !715
  br i1 %247, label %285, label %248, !dbg !704

248:                                              ; preds = %227, %250
  %249 = phi i64 [ %246, %227 ], [ %283, %250 ]
  br label %222, !dbg !706, !llvm.loop !716

250:                                              ; preds = %222
  %251 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %251, i32 noundef 0), !dbg !718
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  %253 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 1, !dbg !706
  %254 = load i8, ptr %253, align 1, !dbg !706, !tbaa !675
  %255 = zext i8 %254 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %256 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %256, i32 noundef 1), !dbg !718
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  %258 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 2, !dbg !706
  %259 = load i8, ptr %258, align 1, !dbg !706, !tbaa !675
  %260 = zext i8 %259 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %261 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %261, i32 noundef 2), !dbg !718
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  %263 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 3, !dbg !706
  %264 = load i8, ptr %263, align 1, !dbg !706, !tbaa !675
  %265 = zext i8 %264 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %266 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %266, i32 noundef 3), !dbg !718
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  %268 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 4, !dbg !706
  %269 = load i8, ptr %268, align 1, !dbg !706, !tbaa !675
  %270 = zext i8 %269 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %271 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %271, i32 noundef 4), !dbg !718
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  %273 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 5, !dbg !706
  %274 = load i8, ptr %273, align 1, !dbg !706, !tbaa !675
  %275 = zext i8 %274 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %276 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %276, i32 noundef 5), !dbg !718
    #dbg_value(i64 6, !437, !DIExpression(), !440)
  %278 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %223, i64 6, !dbg !706
  %279 = load i8, ptr %278, align 1, !dbg !706, !tbaa !675
  %280 = zext i8 %279 to i64, !dbg !706
  tail call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !712
  %281 = trunc nuw nsw i64 %223 to i32, !dbg !718
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %281, i32 noundef 6), !dbg !718
    #dbg_value(i64 7, !437, !DIExpression(), !440)
  %283 = add nuw nsw i64 %223, 1, !dbg !714
    #dbg_value(i64 %283, !436, !DIExpression(), !440)
  %284 = icmp eq i64 %283, 8, !dbg !715
  br i1 %284, label %286, label %248, !dbg !704

285:                                              ; preds = %227
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
    #dbg_value(i32 1, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
    #dbg_value(i32 2, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
  br label %290, !dbg !724

286:                                              ; preds = %250
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !725
    #dbg_value(i32 1, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !725
    #dbg_value(i32 2, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !720
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !725
  br label %290, !dbg !725

290:                                              ; preds = %285, %286
    #dbg_value(i32 3, !436, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !727
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !728
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !729
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !730
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !731
    #dbg_value(i32 0, !436, !DIExpression(), !440)
  br label %291, !dbg !732

291:                                              ; preds = %290, %321
  %292 = phi i64 [ 0, %290 ], [ %322, %321 ]
    #dbg_value(i64 %292, !436, !DIExpression(), !440)
    #dbg_value(i32 0, !437, !DIExpression(), !440)
  %293 = trunc nuw nsw i64 %292 to i32
  br label %294, !dbg !734

294:                                              ; preds = %291, %318
  %295 = phi i64 [ 0, %291 ], [ %319, %318 ]
    #dbg_value(i64 %295, !437, !DIExpression(), !440)
    #dbg_value(i32 0, !438, !DIExpression(), !440)
  %296 = trunc nuw nsw i64 %295 to i32
  br label %297, !dbg !738

297:                                              ; preds = %294, %315
  %298 = phi i64 [ 0, %294 ], [ %316, %315 ]
    #dbg_value(i64 %298, !438, !DIExpression(), !440)
  %299 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %292, i64 %295, i64 %298, !dbg !742
  %300 = load i16, ptr %299, align 4, !dbg !745
  %301 = sext i16 %300 to i64, !dbg !742
  tail call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !746
  %302 = getelementptr inbounds i8, ptr %299, i64 4, !dbg !747
  %303 = load i64, ptr %302, align 4, !dbg !747
  %304 = shl i64 %303, 37, !dbg !747
  %305 = ashr exact i64 %304, 37, !dbg !747
  tail call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !748
  %306 = load i64, ptr %302, align 4, !dbg !749
  %307 = shl i64 %306, 8, !dbg !749
  %308 = ashr i64 %307, 40, !dbg !749
  tail call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !750
  %309 = load volatile i64, ptr %302, align 4, !dbg !751
  %310 = shl i64 %309, 6, !dbg !751
  %311 = ashr i64 %310, 62, !dbg !751
  tail call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !752
  br i1 %18, label %315, label %312, !dbg !753

312:                                              ; preds = %297
  %313 = trunc nuw nsw i64 %298 to i32, !dbg !754
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %293, i32 noundef %296, i32 noundef %313), !dbg !754
  br label %315, !dbg !754

315:                                              ; preds = %297, %312
  %316 = add nuw nsw i64 %298, 1, !dbg !756
    #dbg_value(i64 %316, !438, !DIExpression(), !440)
  %317 = icmp eq i64 %316, 9, !dbg !757
  br i1 %317, label %318, label %297, !dbg !738, !llvm.loop !758

318:                                              ; preds = %315
  %319 = add nuw nsw i64 %295, 1, !dbg !760
    #dbg_value(i64 %319, !437, !DIExpression(), !440)
  %320 = icmp eq i64 %319, 7, !dbg !761
  br i1 %320, label %321, label %294, !dbg !734, !llvm.loop !762

321:                                              ; preds = %318
  %322 = add nuw nsw i64 %292, 1, !dbg !764
    #dbg_value(i64 %322, !436, !DIExpression(), !440)
  %323 = icmp eq i64 %322, 4, !dbg !765
  br i1 %323, label %324, label %291, !dbg !732, !llvm.loop !766

324:                                              ; preds = %321
  %325 = load i32, ptr @g_276, align 4, !dbg !768, !tbaa !475
  %326 = sext i32 %325 to i64, !dbg !768
  tail call fastcc void @transparent_crc(i64 noundef %326, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !769
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !772
  %327 = load volatile i64, ptr @g_406, align 8, !dbg !773
  %328 = and i64 %327, 16777215, !dbg !773
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.45, i32 noundef %19), !dbg !774
  %329 = load i64, ptr @g_406, align 8, !dbg !775
  %330 = shl i64 %329, 8, !dbg !775
  %331 = ashr i64 %330, 40, !dbg !775
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.46, i32 noundef %19), !dbg !776
  %332 = load volatile i64, ptr @g_406, align 8, !dbg !777
  %333 = lshr i64 %332, 56, !dbg !777
  %334 = and i64 %333, 31, !dbg !777
  tail call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.47, i32 noundef %19), !dbg !778
  %335 = load volatile i64, ptr @g_423, align 8, !dbg !779
  %336 = and i64 %335, 16777215, !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef %336, ptr noundef nonnull @.str.48, i32 noundef %19), !dbg !780
  %337 = load volatile i64, ptr @g_423, align 8, !dbg !781
  %338 = shl i64 %337, 8, !dbg !781
  %339 = ashr i64 %338, 40, !dbg !781
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.49, i32 noundef %19), !dbg !782
  %340 = load volatile i64, ptr @g_423, align 8, !dbg !783
  %341 = lshr i64 %340, 56, !dbg !783
  %342 = and i64 %341, 31, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %342, ptr noundef nonnull @.str.50, i32 noundef %19), !dbg !784
  %343 = load volatile i64, ptr @g_435, align 8, !dbg !785
  %344 = and i64 %343, 16777215, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %344, ptr noundef nonnull @.str.51, i32 noundef %19), !dbg !786
  %345 = load i64, ptr @g_435, align 8, !dbg !787
  %346 = shl i64 %345, 8, !dbg !787
  %347 = ashr i64 %346, 40, !dbg !787
  tail call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.52, i32 noundef %19), !dbg !788
  %348 = load volatile i64, ptr @g_435, align 8, !dbg !789
  %349 = lshr i64 %348, 56, !dbg !789
  %350 = and i64 %349, 31, !dbg !789
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.53, i32 noundef %19), !dbg !790
  %351 = load volatile i64, ptr @g_492, align 8, !dbg !791
  %352 = shl i64 %351, 42, !dbg !791
  %353 = ashr exact i64 %352, 42, !dbg !791
  tail call fastcc void @transparent_crc(i64 noundef %353, ptr noundef nonnull @.str.54, i32 noundef %19), !dbg !792
  %354 = load volatile i64, ptr @g_492, align 8, !dbg !793
  %355 = shl i64 %354, 12, !dbg !793
  %356 = ashr i64 %355, 44, !dbg !793
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.55, i32 noundef %19), !dbg !794
  %357 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8, !dbg !795
  %358 = shl i32 %357, 15, !dbg !795
  %359 = ashr exact i32 %358, 15, !dbg !795
  %360 = sext i32 %359 to i64, !dbg !796
  tail call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.56, i32 noundef %19), !dbg !797
  %361 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !dbg !798, !tbaa !799
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.57, i32 noundef %19), !dbg !802
    #dbg_value(i32 poison, !436, !DIExpression(), !440)
    #dbg_value(i64 0, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  br i1 %18, label %362, label %363, !dbg !810

362:                                              ; preds = %324
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  br label %370, !dbg !810

363:                                              ; preds = %324
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0), !dbg !811
    #dbg_value(i64 1, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !811
    #dbg_value(i64 2, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2), !dbg !811
    #dbg_value(i64 3, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3), !dbg !811
    #dbg_value(i64 4, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 4), !dbg !811
    #dbg_value(i64 5, !437, !DIExpression(), !440)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !803
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5), !dbg !811
  br label %370, !dbg !811

370:                                              ; preds = %362, %363
    #dbg_value(i64 6, !437, !DIExpression(), !440)
    #dbg_value(i32 poison, !436, !DIExpression(), !440)
  %371 = load i64, ptr @g_526, align 8, !dbg !813
  %372 = and i64 %371, 8388607, !dbg !813
  tail call fastcc void @transparent_crc(i64 noundef %372, ptr noundef nonnull @.str.59, i32 noundef %19), !dbg !814
  %373 = load i64, ptr @g_526, align 8, !dbg !815
  %374 = lshr i64 %373, 32, !dbg !815
  %375 = and i64 %374, 262143, !dbg !815
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.60, i32 noundef %19), !dbg !816
  %376 = load i64, ptr @g_526, align 8, !dbg !817
  %377 = shl i64 %376, 1, !dbg !817
  %378 = ashr i64 %377, 51, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %378, ptr noundef nonnull @.str.61, i32 noundef %19), !dbg !818
  %379 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !819
  %380 = shl i32 %379, 28, !dbg !819
  %381 = ashr exact i32 %380, 28, !dbg !819
  %382 = sext i32 %381 to i64, !dbg !820
  tail call fastcc void @transparent_crc(i64 noundef %382, ptr noundef nonnull @.str.62, i32 noundef %19), !dbg !821
  %383 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !822
  %384 = lshr i32 %383, 4, !dbg !822
  %385 = and i32 %384, 31, !dbg !822
  %386 = zext nneg i32 %385 to i64, !dbg !823
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.63, i32 noundef %19), !dbg !824
  %387 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !825
  %388 = lshr i32 %387, 9, !dbg !825
  %389 = and i32 %388, 1023, !dbg !825
  %390 = zext nneg i32 %389 to i64, !dbg !826
  tail call fastcc void @transparent_crc(i64 noundef %390, ptr noundef nonnull @.str.64, i32 noundef %19), !dbg !827
  %391 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !828
  %392 = shl i32 %391, 12, !dbg !828
  %393 = ashr i32 %392, 31, !dbg !828
  %394 = sext i32 %393 to i64, !dbg !829
  tail call fastcc void @transparent_crc(i64 noundef %394, ptr noundef nonnull @.str.65, i32 noundef %19), !dbg !830
  %395 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !dbg !831, !tbaa !832
  %396 = sext i32 %395 to i64, !dbg !834
  tail call fastcc void @transparent_crc(i64 noundef %396, ptr noundef nonnull @.str.66, i32 noundef %19), !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef %19), !dbg !836
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef %19), !dbg !837
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef %19), !dbg !838
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef %19), !dbg !839
  %397 = load i32, ptr @crc32_context, align 4, !dbg !840, !tbaa !475
  %398 = xor i32 %397, -1, !dbg !841
    #dbg_value(i32 %398, !842, !DIExpression(), !848)
    #dbg_value(i32 %19, !847, !DIExpression(), !848)
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef %398), !dbg !850
  ret i32 0, !dbg !851
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !852 {
    #dbg_value(i64 %0, !856, !DIExpression(), !859)
    #dbg_value(ptr %1, !857, !DIExpression(), !859)
    #dbg_value(i32 %2, !858, !DIExpression(), !859)
    #dbg_value(i64 %0, !860, !DIExpression(), !865)
    #dbg_value(i64 %0, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !872)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !874, !tbaa !475
  %5 = lshr i32 %4, 8, !dbg !875
  %6 = zext i32 %4 to i64, !dbg !876
  %7 = xor i64 %6, %0, !dbg !876
  %8 = and i64 %7, 255, !dbg !877
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !877
  %10 = load i32, ptr %9, align 4, !dbg !877, !tbaa !475
  %11 = xor i32 %5, %10, !dbg !878
  %12 = lshr i64 %0, 8, !dbg !879
    #dbg_value(i64 %12, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !880)
  %13 = lshr i32 %11, 8, !dbg !882
  %14 = zext i32 %11 to i64, !dbg !883
  %15 = xor i64 %12, %14, !dbg !883
  %16 = and i64 %15, 255, !dbg !884
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !884
  %18 = load i32, ptr %17, align 4, !dbg !884, !tbaa !475
  %19 = xor i32 %13, %18, !dbg !885
  %20 = lshr i64 %0, 16, !dbg !886
    #dbg_value(i64 %20, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !887)
  %21 = lshr i32 %19, 8, !dbg !889
  %22 = zext i32 %19 to i64, !dbg !890
  %23 = xor i64 %20, %22, !dbg !890
  %24 = and i64 %23, 255, !dbg !891
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !891
  %26 = load i32, ptr %25, align 4, !dbg !891, !tbaa !475
  %27 = xor i32 %21, %26, !dbg !892
  %28 = lshr i64 %0, 24, !dbg !893
    #dbg_value(i64 %28, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !894)
  %29 = lshr i32 %27, 8, !dbg !896
  %30 = zext i32 %27 to i64, !dbg !897
  %31 = xor i64 %28, %30, !dbg !897
  %32 = and i64 %31, 255, !dbg !898
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !898
  %34 = load i32, ptr %33, align 4, !dbg !898, !tbaa !475
  %35 = xor i32 %29, %34, !dbg !899
  %36 = lshr i64 %0, 32, !dbg !900
    #dbg_value(i64 %36, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !901)
  %37 = lshr i32 %35, 8, !dbg !903
  %38 = zext i32 %35 to i64, !dbg !904
  %39 = xor i64 %36, %38, !dbg !904
  %40 = and i64 %39, 255, !dbg !905
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !905
  %42 = load i32, ptr %41, align 4, !dbg !905, !tbaa !475
  %43 = xor i32 %37, %42, !dbg !906
  %44 = lshr i64 %0, 40, !dbg !907
    #dbg_value(i64 %44, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !908)
  %45 = lshr i32 %43, 8, !dbg !910
  %46 = zext i32 %43 to i64, !dbg !911
  %47 = xor i64 %44, %46, !dbg !911
  %48 = and i64 %47, 255, !dbg !912
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !912
  %50 = load i32, ptr %49, align 4, !dbg !912, !tbaa !475
  %51 = xor i32 %45, %50, !dbg !913
  %52 = lshr i64 %0, 48, !dbg !914
    #dbg_value(i64 %52, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !915)
  %53 = lshr i32 %51, 8, !dbg !917
  %54 = zext i32 %51 to i64, !dbg !918
  %55 = xor i64 %52, %54, !dbg !918
  %56 = and i64 %55, 255, !dbg !919
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !919
  %58 = load i32, ptr %57, align 4, !dbg !919, !tbaa !475
  %59 = xor i32 %53, %58, !dbg !920
  %60 = lshr i64 %0, 56, !dbg !921
    #dbg_value(i64 %60, !867, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !922)
  %61 = lshr i32 %59, 8, !dbg !924
  %62 = and i32 %59, 255, !dbg !925
  %63 = zext nneg i32 %62 to i64, !dbg !925
  %64 = xor i64 %60, %63, !dbg !925
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !925
  %66 = load i32, ptr %65, align 4, !dbg !925, !tbaa !475
  %67 = xor i32 %61, %66, !dbg !926
  store i32 %67, ptr @crc32_context, align 4, !dbg !927, !tbaa !475
  %68 = icmp eq i32 %2, 0, !dbg !928
  br i1 %68, label %73, label %69, !dbg !930

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !931
  %71 = zext i32 %70 to i64, !dbg !931
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71), !dbg !933
  br label %73, !dbg !934

73:                                               ; preds = %69, %3
  ret void, !dbg !935
}

; Function Attrs: nofree nounwind
declare !dbg !936 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!420, !421, !422, !423, !424, !425, !426}
!llvm.ident = !{!427}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 68, type: !418, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1009.c", directory: ".", checksumkind: CSK_MD5, checksum: "92d7dfc058b22fc4a2f4a4917a5bb709")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !43, !48, !53, !55, !57, !62, !64, !69, !71, !73, !75, !77, !82, !84, !86, !88, !90, !95, !97, !99, !101, !103, !105, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !164, !166, !168, !170, !172, !174, !176, !178, !180, !182, !184, !186, !188, !198, !210, !212, !214, !219, !231, !233, !244, !246, !0, !251, !253, !256, !258, !260, !262, !267, !284, !292, !297, !299, !301, !304, !306, !308, !310, !315, !317, !319, !330, !332, !337, !340, !342, !344, !346, !358, !360, !364, !366, !368, !370, !372, !374, !377, !379, !389, !393, !406, !408, !410, !416}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 673, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 18)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 688, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 689, type: !27, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 690, type: !27, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 697, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 14)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 698, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 703, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 8)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 704, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 705, type: !50, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 708, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 11)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 709, type: !40, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 712, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 5)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 713, type: !66, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 714, type: !66, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 715, type: !66, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 716, type: !66, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 717, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 718, type: !79, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 719, type: !79, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 720, type: !79, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 721, type: !79, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 724, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 12)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 725, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 726, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 727, type: !92, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 731, type: !79, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 736, type: !92, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 743, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 9)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 747, type: !79, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 748, type: !79, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 749, type: !79, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 750, type: !107, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 751, type: !79, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 758, type: !22, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 759, type: !22, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 760, type: !22, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 761, type: !22, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 767, type: !79, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 768, type: !79, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 769, type: !79, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 770, type: !79, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 771, type: !107, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 772, type: !107, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 773, type: !107, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 774, type: !107, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 775, type: !107, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !3, line: 776, type: !107, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 777, type: !107, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 778, type: !107, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 779, type: !107, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 780, type: !107, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 781, type: !107, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 782, type: !107, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 783, type: !107, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 788, type: !92, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(scope: null, file: !3, line: 793, type: !107, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !3, line: 794, type: !107, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 795, type: !107, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 796, type: !107, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 797, type: !107, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 798, type: !107, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 799, type: !107, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 800, type: !107, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 801, type: !107, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 802, type: !107, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 803, type: !107, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 804, type: !107, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !190, line: 47, type: !191, isLocal: true, isDefinition: true)
!190 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 8192, elements: !196)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !193, line: 26, baseType: !194)
!193 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !195, line: 42, baseType: !6)
!195 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!196 = !{!197}
!197 = !DISubrange(count: 256)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_502", scope: !2, file: !3, line: 121, type: !200, isLocal: true, isDefinition: true)
!200 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !207, line: 25, baseType: !208)
!207 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !195, line: 39, baseType: !209)
!209 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_503", scope: !2, file: !3, line: 120, type: !202, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_504", scope: !2, file: !3, line: 119, type: !203, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_275", scope: !2, file: !3, line: 105, type: !216, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !207, line: 26, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !195, line: 41, baseType: !7)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_433", scope: !2, file: !3, line: 117, type: !221, isLocal: true, isDefinition: true)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S4", file: !3, line: 42, size: 64, elements: !225)
!225 = !{!226, !228, !229}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !224, file: !3, line: 43, baseType: !227, size: 24, flags: DIFlagBitField, extraData: i64 0)
!227 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !224, file: !3, line: 44, baseType: !7, size: 24, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !224, file: !3, line: 45, baseType: !230, size: 5, offset: 56, flags: DIFlagBitField, extraData: i64 0)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !227)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_434", scope: !2, file: !3, line: 116, type: !222, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_585", scope: !2, file: !3, line: 127, type: !235, isLocal: true, isDefinition: true)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !236, size: 13824, elements: !242)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !193, line: 27, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !195, line: 45, baseType: !241)
!241 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!242 = !{!109, !52, !243}
!243 = !DISubrange(count: 3)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(name: "g_586", scope: !2, file: !3, line: 126, type: !237, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !190, line: 114, type: !248, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !249)
!249 = !{!250}
!250 = !DISubrange(count: 36)
!251 = !DIGlobalVariableExpression(var: !252, expr: !DIExpression())
!252 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 69, type: !217, isLocal: true, isDefinition: true)
!253 = !DIGlobalVariableExpression(var: !254, expr: !DIExpression())
!254 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 70, type: !255, isLocal: true, isDefinition: true)
!255 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !217)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 71, type: !217, isLocal: true, isDefinition: true)
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression())
!259 = distinct !DIGlobalVariable(name: "g_8", scope: !2, file: !3, line: 72, type: !255, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_9", scope: !2, file: !3, line: 73, type: !217, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 74, type: !264, isLocal: true, isDefinition: true)
!264 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 864, elements: !265)
!265 = !{!81, !109, !266}
!266 = !DISubrange(count: 1)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(name: "g_34", scope: !2, file: !3, line: 75, type: !269, isLocal: true, isDefinition: true)
!269 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U9", file: !3, line: 59, size: 64, elements: !270)
!270 = !{!271, !272, !276, !277, !283}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !269, file: !3, line: 60, baseType: !192, size: 32)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !269, file: !3, line: 61, baseType: !273, size: 8)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !193, line: 24, baseType: !274)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !195, line: 38, baseType: !275)
!275 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !269, file: !3, line: 62, baseType: !7, size: 25, flags: DIFlagBitField, extraData: i64 0)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !269, file: !3, line: 63, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !207, line: 24, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !195, line: 37, baseType: !282)
!282 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !269, file: !3, line: 64, baseType: !279, size: 64)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(name: "g_39", scope: !2, file: !3, line: 76, type: !286, isLocal: true, isDefinition: true)
!286 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 96, elements: !291)
!287 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U8", file: !3, line: 55, size: 32, elements: !288)
!288 = !{!289}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !287, file: !3, line: 56, baseType: !290, size: 32)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !217)
!291 = !{!243}
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!293 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 77, type: !294, isLocal: true, isDefinition: true)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !207, line: 27, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !195, line: 44, baseType: !296)
!296 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression())
!298 = distinct !DIGlobalVariable(name: "g_46", scope: !2, file: !3, line: 78, type: !239, isLocal: true, isDefinition: true)
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!300 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 79, type: !217, isLocal: true, isDefinition: true)
!301 = !DIGlobalVariableExpression(var: !302, expr: !DIExpression())
!302 = distinct !DIGlobalVariable(name: "g_67", scope: !2, file: !3, line: 83, type: !303, isLocal: true, isDefinition: true)
!303 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !280)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression(DW_OP_constu, 12870474814921601277, DW_OP_stack_value))
!305 = distinct !DIGlobalVariable(name: "g_94", scope: !2, file: !3, line: 85, type: !294, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression(DW_OP_constu, 17025970444209395787, DW_OP_stack_value))
!307 = distinct !DIGlobalVariable(name: "g_106", scope: !2, file: !3, line: 86, type: !294, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression(DW_OP_constu, 18446744073709551489, DW_OP_stack_value))
!309 = distinct !DIGlobalVariable(name: "g_110", scope: !2, file: !3, line: 87, type: !280, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(name: "g_143", scope: !2, file: !3, line: 88, type: !312, isLocal: true, isDefinition: true)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !193, line: 25, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !195, line: 40, baseType: !314)
!314 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!315 = !DIGlobalVariableExpression(var: !316, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!316 = distinct !DIGlobalVariable(name: "g_160", scope: !2, file: !3, line: 89, type: !312, isLocal: true, isDefinition: true)
!317 = !DIGlobalVariableExpression(var: !318, expr: !DIExpression(DW_OP_constu, 4639, DW_OP_stack_value))
!318 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 92, type: !206, isLocal: true, isDefinition: true)
!319 = !DIGlobalVariableExpression(var: !320, expr: !DIExpression())
!320 = distinct !DIGlobalVariable(name: "g_170", scope: !2, file: !3, line: 93, type: !321, isLocal: true, isDefinition: true)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !322, size: 480, elements: !67)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 27, size: 96, elements: !323)
!323 = !{!324, !325, !326, !327}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !322, file: !3, line: 28, baseType: !7, size: 16, flags: DIFlagBitField, extraData: i64 0)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !322, file: !3, line: 30, baseType: !7, size: 27, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !322, file: !3, line: 31, baseType: !7, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 32)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !322, file: !3, line: 32, baseType: !328, size: 2, offset: 88, flags: DIFlagBitField, extraData: i64 32)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !329)
!329 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!330 = !DIGlobalVariableExpression(var: !331, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!331 = distinct !DIGlobalVariable(name: "g_230", scope: !2, file: !3, line: 94, type: !192, isLocal: true, isDefinition: true)
!332 = !DIGlobalVariableExpression(var: !333, expr: !DIExpression())
!333 = distinct !DIGlobalVariable(name: "g_238", scope: !2, file: !3, line: 95, type: !334, isLocal: true, isDefinition: true)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 448, elements: !335)
!335 = !{!52, !336}
!336 = !DISubrange(count: 7)
!337 = !DIGlobalVariableExpression(var: !338, expr: !DIExpression())
!338 = distinct !DIGlobalVariable(name: "g_239", scope: !2, file: !3, line: 96, type: !339, isLocal: true, isDefinition: true)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 96, elements: !291)
!340 = !DIGlobalVariableExpression(var: !341, expr: !DIExpression())
!341 = distinct !DIGlobalVariable(name: "g_248", scope: !2, file: !3, line: 97, type: !312, isLocal: true, isDefinition: true)
!342 = !DIGlobalVariableExpression(var: !343, expr: !DIExpression(DW_OP_constu, 5898, DW_OP_stack_value))
!343 = distinct !DIGlobalVariable(name: "g_252", scope: !2, file: !3, line: 98, type: !206, isLocal: true, isDefinition: true)
!344 = !DIGlobalVariableExpression(var: !345, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!345 = distinct !DIGlobalVariable(name: "g_253", scope: !2, file: !3, line: 99, type: !192, isLocal: true, isDefinition: true)
!346 = !DIGlobalVariableExpression(var: !347, expr: !DIExpression())
!347 = distinct !DIGlobalVariable(name: "g_262", scope: !2, file: !3, line: 101, type: !348, isLocal: true, isDefinition: true)
!348 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U6", file: !3, line: 48, size: 64, elements: !349)
!349 = !{!350, !351, !355, !357}
!350 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !348, file: !3, line: 49, baseType: !294, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !348, file: !3, line: 50, baseType: !352, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !353)
!353 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !354)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !348, file: !3, line: 51, baseType: !356, size: 64)
!356 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !279)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !348, file: !3, line: 52, baseType: !206, size: 16)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(name: "g_266", scope: !2, file: !3, line: 102, type: !280, isLocal: true, isDefinition: true)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression())
!361 = distinct !DIGlobalVariable(name: "g_271", scope: !2, file: !3, line: 103, type: !362, isLocal: true, isDefinition: true)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !322, size: 24192, elements: !363)
!363 = !{!29, !336, !109}
!364 = !DIGlobalVariableExpression(var: !365, expr: !DIExpression())
!365 = distinct !DIGlobalVariable(name: "g_276", scope: !2, file: !3, line: 104, type: !217, isLocal: true, isDefinition: true)
!366 = !DIGlobalVariableExpression(var: !367, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!367 = distinct !DIGlobalVariable(name: "g_297", scope: !2, file: !3, line: 106, type: !217, isLocal: true, isDefinition: true)
!368 = !DIGlobalVariableExpression(var: !369, expr: !DIExpression())
!369 = distinct !DIGlobalVariable(name: "g_395", scope: !2, file: !3, line: 111, type: !217, isLocal: true, isDefinition: true)
!370 = !DIGlobalVariableExpression(var: !371, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!371 = distinct !DIGlobalVariable(name: "g_397", scope: !2, file: !3, line: 112, type: !312, isLocal: true, isDefinition: true)
!372 = !DIGlobalVariableExpression(var: !373, expr: !DIExpression())
!373 = distinct !DIGlobalVariable(name: "g_406", scope: !2, file: !3, line: 113, type: !224, isLocal: true, isDefinition: true)
!374 = !DIGlobalVariableExpression(var: !375, expr: !DIExpression())
!375 = distinct !DIGlobalVariable(name: "g_423", scope: !2, file: !3, line: 114, type: !376, isLocal: true, isDefinition: true)
!376 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !224)
!377 = !DIGlobalVariableExpression(var: !378, expr: !DIExpression())
!378 = distinct !DIGlobalVariable(name: "g_435", scope: !2, file: !3, line: 115, type: !224, isLocal: true, isDefinition: true)
!379 = !DIGlobalVariableExpression(var: !380, expr: !DIExpression())
!380 = distinct !DIGlobalVariable(name: "g_492", scope: !2, file: !3, line: 118, type: !381, isLocal: true, isDefinition: true)
!381 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !382)
!382 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !3, line: 35, size: 192, elements: !383)
!383 = !{!384, !385, !387, !388}
!384 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !382, file: !3, line: 36, baseType: !7, size: 22, flags: DIFlagBitField, extraData: i64 0)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !382, file: !3, line: 37, baseType: !386, size: 20, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !382, file: !3, line: 38, baseType: !329, size: 17, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !382, file: !3, line: 39, baseType: !294, size: 64, offset: 128)
!389 = !DIGlobalVariableExpression(var: !390, expr: !DIExpression())
!390 = distinct !DIGlobalVariable(name: "g_517", scope: !2, file: !3, line: 122, type: !391, isLocal: true, isDefinition: true)
!391 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 192, elements: !392)
!392 = !{!266, !81}
!393 = !DIGlobalVariableExpression(var: !394, expr: !DIExpression())
!394 = distinct !DIGlobalVariable(name: "g_526", scope: !2, file: !3, line: 123, type: !395, isLocal: true, isDefinition: true)
!395 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 128, elements: !396)
!396 = !{!397, !399, !400, !401, !402, !403, !404, !405}
!397 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !395, file: !3, line: 17, baseType: !398, size: 23, flags: DIFlagBitField, extraData: i64 0)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !395, file: !3, line: 18, baseType: !6, size: 18, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !395, file: !3, line: 19, baseType: !7, size: 13, offset: 50, flags: DIFlagBitField, extraData: i64 0)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !395, file: !3, line: 20, baseType: !7, size: 4, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !395, file: !3, line: 21, baseType: !227, size: 5, offset: 68, flags: DIFlagBitField, extraData: i64 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !395, file: !3, line: 22, baseType: !6, size: 10, offset: 73, flags: DIFlagBitField, extraData: i64 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !395, file: !3, line: 23, baseType: !7, size: 1, offset: 83, flags: DIFlagBitField, extraData: i64 64)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !395, file: !3, line: 24, baseType: !290, size: 32, offset: 96)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(name: "g_541", scope: !2, file: !3, line: 124, type: !348, isLocal: true, isDefinition: true)
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(name: "g_543", scope: !2, file: !3, line: 125, type: !348, isLocal: true, isDefinition: true)
!410 = !DIGlobalVariableExpression(var: !411, expr: !DIExpression())
!411 = distinct !DIGlobalVariable(scope: null, file: !412, line: 56, type: !413, isLocal: true, isDefinition: true)
!412 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !414)
!414 = !{!415}
!415 = !DISubrange(count: 15)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression())
!417 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !190, line: 48, type: !192, isLocal: true, isDefinition: true)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !255, size: 576, elements: !419)
!419 = !{!81, !243}
!420 = !{i32 7, !"Dwarf Version", i32 5}
!421 = !{i32 2, !"Debug Info Version", i32 3}
!422 = !{i32 1, !"wchar_size", i32 4}
!423 = !{i32 8, !"PIC Level", i32 2}
!424 = !{i32 7, !"PIE Level", i32 2}
!425 = !{i32 7, !"uwtable", i32 2}
!426 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!427 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!428 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 669, type: !429, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !433)
!429 = !DISubroutineType(types: !430)
!430 = !{!7, !7, !431}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 64)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!433 = !{!434, !435, !436, !437, !438, !439}
!434 = !DILocalVariable(name: "argc", arg: 1, scope: !428, file: !3, line: 669, type: !7)
!435 = !DILocalVariable(name: "argv", arg: 2, scope: !428, file: !3, line: 669, type: !431)
!436 = !DILocalVariable(name: "i", scope: !428, file: !3, line: 671, type: !7)
!437 = !DILocalVariable(name: "j", scope: !428, file: !3, line: 671, type: !7)
!438 = !DILocalVariable(name: "k", scope: !428, file: !3, line: 671, type: !7)
!439 = !DILocalVariable(name: "print_hash_value", scope: !428, file: !3, line: 672, type: !7)
!440 = !DILocation(line: 0, scope: !428)
!441 = !DILocation(line: 673, column: 14, scope: !442)
!442 = distinct !DILexicalBlock(scope: !428, file: !3, line: 673, column: 9)
!443 = !DILocation(line: 673, column: 19, scope: !442)
!444 = !DILocation(line: 673, column: 29, scope: !442)
!445 = !{!446, !446, i64 0}
!446 = !{!"any pointer", !447, i64 0}
!447 = !{!"omnipotent char", !448, i64 0}
!448 = !{!"Simple C/C++ TBAA"}
!449 = !DILocation(line: 673, column: 43, scope: !442)
!450 = !DILocation(line: 673, column: 9, scope: !428)
!451 = !DILocalVariable(name: "poly", scope: !452, file: !190, line: 54, type: !459)
!452 = distinct !DISubprogram(name: "crc32_gentab", scope: !190, file: !190, line: 51, type: !453, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{null}
!455 = !{!456, !451, !457, !458}
!456 = !DILocalVariable(name: "crc", scope: !452, file: !190, line: 53, type: !192)
!457 = !DILocalVariable(name: "i", scope: !452, file: !190, line: 55, type: !7)
!458 = !DILocalVariable(name: "j", scope: !452, file: !190, line: 55, type: !7)
!459 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!460 = !DILocation(line: 0, scope: !452, inlinedAt: !461)
!461 = distinct !DILocation(line: 675, column: 5, scope: !428)
!462 = !DILocation(line: 57, column: 2, scope: !463, inlinedAt: !461)
!463 = distinct !DILexicalBlock(scope: !452, file: !190, line: 57, column: 2)
!464 = !DILocation(line: 57, column: 24, scope: !465, inlinedAt: !461)
!465 = distinct !DILexicalBlock(scope: !463, file: !190, line: 57, column: 2)
!466 = !DILocation(line: 60, column: 12, scope: !467, inlinedAt: !461)
!467 = distinct !DILexicalBlock(scope: !468, file: !190, line: 60, column: 8)
!468 = distinct !DILexicalBlock(scope: !469, file: !190, line: 59, column: 27)
!469 = distinct !DILexicalBlock(scope: !470, file: !190, line: 59, column: 3)
!470 = distinct !DILexicalBlock(scope: !471, file: !190, line: 59, column: 3)
!471 = distinct !DILexicalBlock(scope: !465, file: !190, line: 57, column: 28)
!472 = !DILocation(line: 60, column: 8, scope: !468, inlinedAt: !461)
!473 = !DILocation(line: 66, column: 3, scope: !471, inlinedAt: !461)
!474 = !DILocation(line: 66, column: 16, scope: !471, inlinedAt: !461)
!475 = !{!476, !476, i64 0}
!476 = !{!"int", !447, i64 0}
!477 = distinct !{!477, !462, !478, !479, !480, !481}
!478 = !DILocation(line: 67, column: 2, scope: !463, inlinedAt: !461)
!479 = !{!"llvm.loop.mustprogress"}
!480 = !{!"llvm.loop.isvectorized", i32 1}
!481 = !{!"llvm.loop.unroll.runtime.disable"}
!482 = !DILocalVariable(name: "l_265", scope: !483, file: !3, line: 146, type: !279)
!483 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 143, type: !484, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !486)
!484 = !DISubroutineType(types: !485)
!485 = !{!192}
!486 = !{!487, !482, !488, !489, !492, !493, !495, !497, !499, !500, !501, !502, !503, !509, !510, !511, !513, !516, !518, !519, !520, !521, !525, !528, !530, !531, !534, !535, !536, !537, !544, !545, !548, !549, !550, !551, !555, !556, !559, !561, !562, !563, !564, !565, !568, !572, !573, !574, !575, !576, !577, !580, !583, !584, !585, !586, !587, !588, !590, !591, !592, !593}
!487 = !DILocalVariable(name: "l_33", scope: !483, file: !3, line: 145, type: !269)
!488 = !DILocalVariable(name: "l_483", scope: !483, file: !3, line: 147, type: !192)
!489 = !DILocalVariable(name: "l_498", scope: !483, file: !3, line: 148, type: !490)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 1024, elements: !491)
!491 = !{!266, !29, !29}
!492 = !DILocalVariable(name: "l_555", scope: !483, file: !3, line: 149, type: !192)
!493 = !DILocalVariable(name: "l_579", scope: !483, file: !3, line: 150, type: !494)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!495 = !DILocalVariable(name: "l_588", scope: !483, file: !3, line: 151, type: !496)
!496 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!497 = !DILocalVariable(name: "l_587", scope: !483, file: !3, line: 152, type: !498)
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !496, size: 64)
!499 = !DILocalVariable(name: "l_589", scope: !483, file: !3, line: 153, type: !217)
!500 = !DILocalVariable(name: "i", scope: !483, file: !3, line: 154, type: !7)
!501 = !DILocalVariable(name: "j", scope: !483, file: !3, line: 154, type: !7)
!502 = !DILocalVariable(name: "k", scope: !483, file: !3, line: 154, type: !7)
!503 = !DILocalVariable(name: "l_263", scope: !504, file: !3, line: 157, type: !507)
!504 = distinct !DILexicalBlock(scope: !505, file: !3, line: 156, column: 5)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 155, column: 5)
!506 = distinct !DILexicalBlock(scope: !483, file: !3, line: 155, column: 5)
!507 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 448, elements: !508)
!508 = !{!336}
!509 = !DILocalVariable(name: "l_482", scope: !504, file: !3, line: 158, type: !217)
!510 = !DILocalVariable(name: "l_511", scope: !504, file: !3, line: 159, type: !287)
!511 = !DILocalVariable(name: "l_512", scope: !504, file: !3, line: 160, type: !512)
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!513 = !DILocalVariable(name: "l_542", scope: !504, file: !3, line: 161, type: !514)
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !515, size: 64)
!515 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !348)
!516 = !DILocalVariable(name: "l_547", scope: !504, file: !3, line: 162, type: !517)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!518 = !DILocalVariable(name: "l_551", scope: !504, file: !3, line: 163, type: !494)
!519 = !DILocalVariable(name: "l_575", scope: !504, file: !3, line: 164, type: !312)
!520 = !DILocalVariable(name: "i", scope: !504, file: !3, line: 165, type: !7)
!521 = !DILocalVariable(name: "l_18", scope: !522, file: !3, line: 168, type: !239)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 167, column: 9)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 166, column: 9)
!524 = distinct !DILexicalBlock(scope: !504, file: !3, line: 166, column: 9)
!525 = !DILocalVariable(name: "l_32", scope: !522, file: !3, line: 169, type: !526)
!526 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 3840, elements: !527)
!527 = !{!29, !81, !68}
!528 = !DILocalVariable(name: "l_485", scope: !522, file: !3, line: 170, type: !529)
!529 = !DICompositeType(tag: DW_TAG_array_type, baseType: !512, size: 128, elements: !13)
!530 = !DILocalVariable(name: "l_545", scope: !522, file: !3, line: 171, type: !206)
!531 = !DILocalVariable(name: "l_546", scope: !522, file: !3, line: 172, type: !532)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 3456, elements: !533)
!533 = !{!81, !29, !109}
!534 = !DILocalVariable(name: "i", scope: !522, file: !3, line: 173, type: !7)
!535 = !DILocalVariable(name: "j", scope: !522, file: !3, line: 173, type: !7)
!536 = !DILocalVariable(name: "k", scope: !522, file: !3, line: 173, type: !7)
!537 = !DILocalVariable(name: "l_19", scope: !538, file: !3, line: 178, type: !541)
!538 = distinct !DILexicalBlock(scope: !539, file: !3, line: 177, column: 13)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 176, column: 13)
!540 = distinct !DILexicalBlock(scope: !522, file: !3, line: 176, column: 13)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !542, size: 768, elements: !543)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!543 = !{!29, !243}
!544 = !DILocalVariable(name: "l_264", scope: !538, file: !3, line: 179, type: !217)
!545 = !DILocalVariable(name: "l_481", scope: !538, file: !3, line: 180, type: !546)
!546 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 11520, elements: !547)
!547 = !{!19, !109, !14}
!548 = !DILocalVariable(name: "i", scope: !538, file: !3, line: 181, type: !7)
!549 = !DILocalVariable(name: "j", scope: !538, file: !3, line: 181, type: !7)
!550 = !DILocalVariable(name: "k", scope: !538, file: !3, line: 181, type: !7)
!551 = !DILocalVariable(name: "l_505", scope: !552, file: !3, line: 185, type: !496)
!552 = distinct !DILexicalBlock(scope: !553, file: !3, line: 184, column: 13)
!553 = distinct !DILexicalBlock(scope: !554, file: !3, line: 183, column: 13)
!554 = distinct !DILexicalBlock(scope: !522, file: !3, line: 183, column: 13)
!555 = !DILocalVariable(name: "l_506", scope: !552, file: !3, line: 186, type: !496)
!556 = !DILocalVariable(name: "l_513", scope: !552, file: !3, line: 187, type: !557)
!557 = !DICompositeType(tag: DW_TAG_array_type, baseType: !512, size: 8960, elements: !558)
!558 = !{!29, !336, !68}
!559 = !DILocalVariable(name: "l_514", scope: !552, file: !3, line: 188, type: !560)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!561 = !DILocalVariable(name: "l_515", scope: !552, file: !3, line: 189, type: !560)
!562 = !DILocalVariable(name: "i", scope: !552, file: !3, line: 190, type: !7)
!563 = !DILocalVariable(name: "j", scope: !552, file: !3, line: 190, type: !7)
!564 = !DILocalVariable(name: "k", scope: !552, file: !3, line: 190, type: !7)
!565 = !DILocalVariable(name: "l_516", scope: !566, file: !3, line: 197, type: !216)
!566 = distinct !DILexicalBlock(scope: !567, file: !3, line: 196, column: 13)
!567 = distinct !DILexicalBlock(scope: !522, file: !3, line: 195, column: 17)
!568 = !DILocalVariable(name: "l_525", scope: !569, file: !3, line: 203, type: !570)
!569 = distinct !DILexicalBlock(scope: !567, file: !3, line: 202, column: 13)
!570 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 15360, elements: !571)
!571 = !{!52, !81, !68}
!572 = !DILocalVariable(name: "l_540", scope: !569, file: !3, line: 204, type: !514)
!573 = !DILocalVariable(name: "l_544", scope: !569, file: !3, line: 205, type: !496)
!574 = !DILocalVariable(name: "i", scope: !569, file: !3, line: 206, type: !7)
!575 = !DILocalVariable(name: "j", scope: !569, file: !3, line: 206, type: !7)
!576 = !DILocalVariable(name: "k", scope: !569, file: !3, line: 206, type: !7)
!577 = !DILocalVariable(name: "l_563", scope: !578, file: !3, line: 219, type: !192)
!578 = distinct !DILexicalBlock(scope: !579, file: !3, line: 218, column: 9)
!579 = distinct !DILexicalBlock(scope: !504, file: !3, line: 213, column: 13)
!580 = !DILocalVariable(name: "l_556", scope: !581, file: !3, line: 222, type: !239)
!581 = distinct !DILexicalBlock(scope: !582, file: !3, line: 221, column: 13)
!582 = distinct !DILexicalBlock(scope: !578, file: !3, line: 220, column: 17)
!583 = !DILocalVariable(name: "l_557", scope: !581, file: !3, line: 223, type: !216)
!584 = !DILocalVariable(name: "l_558", scope: !581, file: !3, line: 224, type: !216)
!585 = !DILocalVariable(name: "l_559", scope: !581, file: !3, line: 225, type: !216)
!586 = !DILocalVariable(name: "l_560", scope: !581, file: !3, line: 226, type: !216)
!587 = !DILocalVariable(name: "l_561", scope: !581, file: !3, line: 227, type: !216)
!588 = !DILocalVariable(name: "l_562", scope: !581, file: !3, line: 228, type: !589)
!589 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 576, elements: !108)
!590 = !DILocalVariable(name: "l_572", scope: !581, file: !3, line: 229, type: !542)
!591 = !DILocalVariable(name: "l_573", scope: !581, file: !3, line: 230, type: !542)
!592 = !DILocalVariable(name: "l_574", scope: !581, file: !3, line: 231, type: !560)
!593 = !DILocalVariable(name: "i", scope: !581, file: !3, line: 232, type: !7)
!594 = !DILocation(line: 0, scope: !483, inlinedAt: !595)
!595 = distinct !DILocation(line: 676, column: 5, scope: !428)
!596 = distinct !DIAssignID()
!597 = !DILocation(line: 245, column: 199, scope: !483, inlinedAt: !595)
!598 = !DILocation(line: 245, column: 350, scope: !483, inlinedAt: !595)
!599 = !DILocation(line: 245, column: 346, scope: !483, inlinedAt: !595)
!600 = !DILocation(line: 245, column: 43, scope: !483, inlinedAt: !595)
!601 = !DILocation(line: 245, column: 366, scope: !483, inlinedAt: !595)
!602 = !DILocalVariable(name: "si1", arg: 1, scope: !603, file: !604, line: 473, type: !294)
!603 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !604, file: !604, line: 473, type: !605, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !607)
!604 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!605 = !DISubroutineType(types: !606)
!606 = !{!294, !294, !294}
!607 = !{!602, !608}
!608 = !DILocalVariable(name: "si2", arg: 2, scope: !603, file: !604, line: 473, type: !294)
!609 = !DILocation(line: 0, scope: !603, inlinedAt: !610)
!610 = distinct !DILocation(line: 245, column: 17, scope: !483, inlinedAt: !595)
!611 = !DILocation(line: 478, column: 11, scope: !603, inlinedAt: !610)
!612 = !DILocation(line: 478, column: 17, scope: !603, inlinedAt: !610)
!613 = !DILocation(line: 481, column: 10, scope: !603, inlinedAt: !610)
!614 = !DILocation(line: 478, column: 5, scope: !603, inlinedAt: !610)
!615 = !DILocation(line: 245, column: 14, scope: !483, inlinedAt: !595)
!616 = !DILocation(line: 246, column: 12, scope: !483, inlinedAt: !595)
!617 = !DILocation(line: 677, column: 5, scope: !618)
!618 = distinct !DILexicalBlock(scope: !428, file: !3, line: 677, column: 5)
!619 = !DILocation(line: 681, column: 29, scope: !620)
!620 = distinct !DILexicalBlock(scope: !621, file: !3, line: 680, column: 9)
!621 = distinct !DILexicalBlock(scope: !622, file: !3, line: 679, column: 9)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 679, column: 9)
!623 = distinct !DILexicalBlock(scope: !624, file: !3, line: 678, column: 5)
!624 = distinct !DILexicalBlock(scope: !618, file: !3, line: 677, column: 5)
!625 = !DILocation(line: 681, column: 13, scope: !620)
!626 = !DILocation(line: 682, column: 17, scope: !620)
!627 = !DILocation(line: 682, column: 35, scope: !628)
!628 = distinct !DILexicalBlock(scope: !620, file: !3, line: 682, column: 17)
!629 = !DILocation(line: 677, column: 25, scope: !624)
!630 = !DILocation(line: 677, column: 19, scope: !624)
!631 = distinct !{!631, !617, !632, !479}
!632 = !DILocation(line: 685, column: 5, scope: !618)
!633 = !DILocation(line: 686, column: 5, scope: !428)
!634 = !DILocation(line: 687, column: 21, scope: !428)
!635 = !DILocation(line: 687, column: 5, scope: !428)
!636 = !DILocation(line: 688, column: 5, scope: !428)
!637 = !DILocation(line: 689, column: 21, scope: !428)
!638 = !DILocation(line: 689, column: 5, scope: !428)
!639 = !DILocation(line: 690, column: 5, scope: !428)
!640 = !DILocation(line: 691, column: 5, scope: !641)
!641 = distinct !DILexicalBlock(scope: !428, file: !3, line: 691, column: 5)
!642 = !DILocation(line: 697, column: 33, scope: !643)
!643 = distinct !DILexicalBlock(scope: !644, file: !3, line: 696, column: 13)
!644 = distinct !DILexicalBlock(scope: !645, file: !3, line: 695, column: 13)
!645 = distinct !DILexicalBlock(scope: !646, file: !3, line: 695, column: 13)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 694, column: 9)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 693, column: 9)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 693, column: 9)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 692, column: 5)
!650 = distinct !DILexicalBlock(scope: !641, file: !3, line: 691, column: 5)
!651 = !{!652, !652, i64 0}
!652 = !{!"short", !447, i64 0}
!653 = !DILocation(line: 697, column: 17, scope: !643)
!654 = !DILocation(line: 698, column: 21, scope: !643)
!655 = !DILocation(line: 698, column: 39, scope: !656)
!656 = distinct !DILexicalBlock(scope: !643, file: !3, line: 698, column: 21)
!657 = !DILocation(line: 691, column: 25, scope: !650)
!658 = !DILocation(line: 691, column: 19, scope: !650)
!659 = distinct !{!659, !640, !660, !479}
!660 = !DILocation(line: 702, column: 5, scope: !641)
!661 = !DILocation(line: 703, column: 5, scope: !428)
!662 = !DILocation(line: 704, column: 5, scope: !428)
!663 = !DILocation(line: 705, column: 5, scope: !428)
!664 = !DILocation(line: 708, column: 9, scope: !665)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 707, column: 5)
!666 = distinct !DILexicalBlock(scope: !667, file: !3, line: 706, column: 5)
!667 = distinct !DILexicalBlock(scope: !428, file: !3, line: 706, column: 5)
!668 = !DILocation(line: 709, column: 13, scope: !665)
!669 = !DILocation(line: 709, column: 31, scope: !670)
!670 = distinct !DILexicalBlock(scope: !665, file: !3, line: 709, column: 13)
!671 = !DILocation(line: 712, column: 5, scope: !428)
!672 = !DILocation(line: 713, column: 5, scope: !428)
!673 = !DILocation(line: 714, column: 5, scope: !428)
!674 = !DILocation(line: 715, column: 21, scope: !428)
!675 = !{!447, !447, i64 0}
!676 = !DILocation(line: 715, column: 5, scope: !428)
!677 = !DILocation(line: 716, column: 5, scope: !428)
!678 = !DILocation(line: 717, column: 5, scope: !428)
!679 = !DILocation(line: 718, column: 5, scope: !428)
!680 = !DILocation(line: 719, column: 5, scope: !428)
!681 = !DILocation(line: 720, column: 5, scope: !428)
!682 = !DILocation(line: 721, column: 5, scope: !428)
!683 = !DILocation(line: 722, column: 5, scope: !684)
!684 = distinct !DILexicalBlock(scope: !428, file: !3, line: 722, column: 5)
!685 = !DILocation(line: 724, column: 25, scope: !686)
!686 = distinct !DILexicalBlock(scope: !687, file: !3, line: 723, column: 5)
!687 = distinct !DILexicalBlock(scope: !684, file: !3, line: 722, column: 5)
!688 = !DILocation(line: 724, column: 34, scope: !686)
!689 = !DILocation(line: 724, column: 9, scope: !686)
!690 = !DILocation(line: 725, column: 34, scope: !686)
!691 = !DILocation(line: 725, column: 9, scope: !686)
!692 = !DILocation(line: 726, column: 34, scope: !686)
!693 = !DILocation(line: 726, column: 9, scope: !686)
!694 = !DILocation(line: 727, column: 34, scope: !686)
!695 = !DILocation(line: 727, column: 9, scope: !686)
!696 = !DILocation(line: 728, column: 13, scope: !686)
!697 = !DILocation(line: 728, column: 31, scope: !698)
!698 = distinct !DILexicalBlock(scope: !686, file: !3, line: 728, column: 13)
!699 = !DILocation(line: 722, column: 25, scope: !687)
!700 = !DILocation(line: 722, column: 19, scope: !687)
!701 = distinct !{!701, !683, !702, !479}
!702 = !DILocation(line: 730, column: 5, scope: !684)
!703 = !DILocation(line: 731, column: 5, scope: !428)
!704 = !DILocation(line: 732, column: 5, scope: !705)
!705 = distinct !DILexicalBlock(scope: !428, file: !3, line: 732, column: 5)
!706 = !DILocation(line: 736, column: 29, scope: !707)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 735, column: 9)
!708 = distinct !DILexicalBlock(scope: !709, file: !3, line: 734, column: 9)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 734, column: 9)
!710 = distinct !DILexicalBlock(scope: !711, file: !3, line: 733, column: 5)
!711 = distinct !DILexicalBlock(scope: !705, file: !3, line: 732, column: 5)
!712 = !DILocation(line: 736, column: 13, scope: !707)
!713 = !DILocation(line: 737, column: 17, scope: !707)
!714 = !DILocation(line: 732, column: 25, scope: !711)
!715 = !DILocation(line: 732, column: 19, scope: !711)
!716 = distinct !{!716, !704, !717, !479}
!717 = !DILocation(line: 740, column: 5, scope: !705)
!718 = !DILocation(line: 737, column: 35, scope: !719)
!719 = distinct !DILexicalBlock(scope: !707, file: !3, line: 737, column: 17)
!720 = !DILocation(line: 743, column: 9, scope: !721)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 742, column: 5)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 741, column: 5)
!723 = distinct !DILexicalBlock(scope: !428, file: !3, line: 741, column: 5)
!724 = !DILocation(line: 744, column: 13, scope: !721)
!725 = !DILocation(line: 744, column: 31, scope: !726)
!726 = distinct !DILexicalBlock(scope: !721, file: !3, line: 744, column: 13)
!727 = !DILocation(line: 747, column: 5, scope: !428)
!728 = !DILocation(line: 748, column: 5, scope: !428)
!729 = !DILocation(line: 749, column: 5, scope: !428)
!730 = !DILocation(line: 750, column: 5, scope: !428)
!731 = !DILocation(line: 751, column: 5, scope: !428)
!732 = !DILocation(line: 752, column: 5, scope: !733)
!733 = distinct !DILexicalBlock(scope: !428, file: !3, line: 752, column: 5)
!734 = !DILocation(line: 754, column: 9, scope: !735)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 754, column: 9)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 753, column: 5)
!737 = distinct !DILexicalBlock(scope: !733, file: !3, line: 752, column: 5)
!738 = !DILocation(line: 756, column: 13, scope: !739)
!739 = distinct !DILexicalBlock(scope: !740, file: !3, line: 756, column: 13)
!740 = distinct !DILexicalBlock(scope: !741, file: !3, line: 755, column: 9)
!741 = distinct !DILexicalBlock(scope: !735, file: !3, line: 754, column: 9)
!742 = !DILocation(line: 758, column: 33, scope: !743)
!743 = distinct !DILexicalBlock(scope: !744, file: !3, line: 757, column: 13)
!744 = distinct !DILexicalBlock(scope: !739, file: !3, line: 756, column: 13)
!745 = !DILocation(line: 758, column: 48, scope: !743)
!746 = !DILocation(line: 758, column: 17, scope: !743)
!747 = !DILocation(line: 759, column: 48, scope: !743)
!748 = !DILocation(line: 759, column: 17, scope: !743)
!749 = !DILocation(line: 760, column: 48, scope: !743)
!750 = !DILocation(line: 760, column: 17, scope: !743)
!751 = !DILocation(line: 761, column: 48, scope: !743)
!752 = !DILocation(line: 761, column: 17, scope: !743)
!753 = !DILocation(line: 762, column: 21, scope: !743)
!754 = !DILocation(line: 762, column: 39, scope: !755)
!755 = distinct !DILexicalBlock(scope: !743, file: !3, line: 762, column: 21)
!756 = !DILocation(line: 756, column: 33, scope: !744)
!757 = !DILocation(line: 756, column: 27, scope: !744)
!758 = distinct !{!758, !738, !759, !479}
!759 = !DILocation(line: 764, column: 13, scope: !739)
!760 = !DILocation(line: 754, column: 29, scope: !741)
!761 = !DILocation(line: 754, column: 23, scope: !741)
!762 = distinct !{!762, !734, !763, !479}
!763 = !DILocation(line: 765, column: 9, scope: !735)
!764 = !DILocation(line: 752, column: 25, scope: !737)
!765 = !DILocation(line: 752, column: 19, scope: !737)
!766 = distinct !{!766, !732, !767, !479}
!767 = !DILocation(line: 766, column: 5, scope: !733)
!768 = !DILocation(line: 767, column: 21, scope: !428)
!769 = !DILocation(line: 767, column: 5, scope: !428)
!770 = !DILocation(line: 768, column: 5, scope: !428)
!771 = !DILocation(line: 769, column: 5, scope: !428)
!772 = !DILocation(line: 770, column: 5, scope: !428)
!773 = !DILocation(line: 771, column: 27, scope: !428)
!774 = !DILocation(line: 771, column: 5, scope: !428)
!775 = !DILocation(line: 772, column: 27, scope: !428)
!776 = !DILocation(line: 772, column: 5, scope: !428)
!777 = !DILocation(line: 773, column: 27, scope: !428)
!778 = !DILocation(line: 773, column: 5, scope: !428)
!779 = !DILocation(line: 774, column: 27, scope: !428)
!780 = !DILocation(line: 774, column: 5, scope: !428)
!781 = !DILocation(line: 775, column: 27, scope: !428)
!782 = !DILocation(line: 775, column: 5, scope: !428)
!783 = !DILocation(line: 776, column: 27, scope: !428)
!784 = !DILocation(line: 776, column: 5, scope: !428)
!785 = !DILocation(line: 777, column: 27, scope: !428)
!786 = !DILocation(line: 777, column: 5, scope: !428)
!787 = !DILocation(line: 778, column: 27, scope: !428)
!788 = !DILocation(line: 778, column: 5, scope: !428)
!789 = !DILocation(line: 779, column: 27, scope: !428)
!790 = !DILocation(line: 779, column: 5, scope: !428)
!791 = !DILocation(line: 780, column: 27, scope: !428)
!792 = !DILocation(line: 780, column: 5, scope: !428)
!793 = !DILocation(line: 781, column: 27, scope: !428)
!794 = !DILocation(line: 781, column: 5, scope: !428)
!795 = !DILocation(line: 782, column: 27, scope: !428)
!796 = !DILocation(line: 782, column: 21, scope: !428)
!797 = !DILocation(line: 782, column: 5, scope: !428)
!798 = !DILocation(line: 783, column: 27, scope: !428)
!799 = !{!800, !801, i64 16}
!800 = !{!"S3", !476, i64 0, !476, i64 4, !476, i64 8, !801, i64 16}
!801 = !{!"long", !447, i64 0}
!802 = !DILocation(line: 783, column: 5, scope: !428)
!803 = !DILocation(line: 788, column: 13, scope: !804)
!804 = distinct !DILexicalBlock(scope: !805, file: !3, line: 787, column: 9)
!805 = distinct !DILexicalBlock(scope: !806, file: !3, line: 786, column: 9)
!806 = distinct !DILexicalBlock(scope: !807, file: !3, line: 786, column: 9)
!807 = distinct !DILexicalBlock(scope: !808, file: !3, line: 785, column: 5)
!808 = distinct !DILexicalBlock(scope: !809, file: !3, line: 784, column: 5)
!809 = distinct !DILexicalBlock(scope: !428, file: !3, line: 784, column: 5)
!810 = !DILocation(line: 789, column: 17, scope: !804)
!811 = !DILocation(line: 789, column: 35, scope: !812)
!812 = distinct !DILexicalBlock(scope: !804, file: !3, line: 789, column: 17)
!813 = !DILocation(line: 793, column: 27, scope: !428)
!814 = !DILocation(line: 793, column: 5, scope: !428)
!815 = !DILocation(line: 794, column: 27, scope: !428)
!816 = !DILocation(line: 794, column: 5, scope: !428)
!817 = !DILocation(line: 795, column: 27, scope: !428)
!818 = !DILocation(line: 795, column: 5, scope: !428)
!819 = !DILocation(line: 796, column: 27, scope: !428)
!820 = !DILocation(line: 796, column: 21, scope: !428)
!821 = !DILocation(line: 796, column: 5, scope: !428)
!822 = !DILocation(line: 797, column: 27, scope: !428)
!823 = !DILocation(line: 797, column: 21, scope: !428)
!824 = !DILocation(line: 797, column: 5, scope: !428)
!825 = !DILocation(line: 798, column: 27, scope: !428)
!826 = !DILocation(line: 798, column: 21, scope: !428)
!827 = !DILocation(line: 798, column: 5, scope: !428)
!828 = !DILocation(line: 799, column: 27, scope: !428)
!829 = !DILocation(line: 799, column: 21, scope: !428)
!830 = !DILocation(line: 799, column: 5, scope: !428)
!831 = !DILocation(line: 800, column: 27, scope: !428)
!832 = !{!833, !476, i64 12}
!833 = !{!"S0", !476, i64 0, !476, i64 4, !476, i64 6, !476, i64 8, !476, i64 8, !476, i64 9, !476, i64 10, !476, i64 12}
!834 = !DILocation(line: 800, column: 21, scope: !428)
!835 = !DILocation(line: 800, column: 5, scope: !428)
!836 = !DILocation(line: 801, column: 5, scope: !428)
!837 = !DILocation(line: 802, column: 5, scope: !428)
!838 = !DILocation(line: 803, column: 5, scope: !428)
!839 = !DILocation(line: 804, column: 5, scope: !428)
!840 = !DILocation(line: 805, column: 23, scope: !428)
!841 = !DILocation(line: 805, column: 37, scope: !428)
!842 = !DILocalVariable(name: "crc", arg: 1, scope: !843, file: !412, line: 49, type: !192)
!843 = distinct !DISubprogram(name: "platform_main_end", scope: !412, file: !412, line: 49, type: !844, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !846)
!844 = !DISubroutineType(types: !845)
!845 = !{null, !192, !7}
!846 = !{!842, !847}
!847 = !DILocalVariable(name: "flag", arg: 2, scope: !843, file: !412, line: 49, type: !7)
!848 = !DILocation(line: 0, scope: !843, inlinedAt: !849)
!849 = distinct !DILocation(line: 805, column: 5, scope: !428)
!850 = !DILocation(line: 56, column: 2, scope: !843, inlinedAt: !849)
!851 = !DILocation(line: 806, column: 5, scope: !428)
!852 = distinct !DISubprogram(name: "transparent_crc", scope: !190, file: !190, line: 110, type: !853, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !855)
!853 = !DISubroutineType(types: !854)
!854 = !{null, !239, !432, !7}
!855 = !{!856, !857, !858}
!856 = !DILocalVariable(name: "val", arg: 1, scope: !852, file: !190, line: 110, type: !239)
!857 = !DILocalVariable(name: "vname", arg: 2, scope: !852, file: !190, line: 110, type: !432)
!858 = !DILocalVariable(name: "flag", arg: 3, scope: !852, file: !190, line: 110, type: !7)
!859 = !DILocation(line: 0, scope: !852)
!860 = !DILocalVariable(name: "val", arg: 1, scope: !861, file: !190, line: 97, type: !239)
!861 = distinct !DISubprogram(name: "crc32_8bytes", scope: !190, file: !190, line: 97, type: !862, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !864)
!862 = !DISubroutineType(types: !863)
!863 = !{null, !239}
!864 = !{!860}
!865 = !DILocation(line: 0, scope: !861, inlinedAt: !866)
!866 = distinct !DILocation(line: 112, column: 2, scope: !852)
!867 = !DILocalVariable(name: "b", arg: 1, scope: !868, file: !190, line: 71, type: !273)
!868 = distinct !DISubprogram(name: "crc32_byte", scope: !190, file: !190, line: 71, type: !869, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !871)
!869 = !DISubroutineType(types: !870)
!870 = !{null, !273}
!871 = !{!867}
!872 = !DILocation(line: 0, scope: !868, inlinedAt: !873)
!873 = distinct !DILocation(line: 99, column: 2, scope: !861, inlinedAt: !866)
!874 = !DILocation(line: 73, column: 5, scope: !868, inlinedAt: !873)
!875 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !873)
!876 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !873)
!877 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !873)
!878 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !873)
!879 = !DILocation(line: 100, column: 18, scope: !861, inlinedAt: !866)
!880 = !DILocation(line: 0, scope: !868, inlinedAt: !881)
!881 = distinct !DILocation(line: 100, column: 2, scope: !861, inlinedAt: !866)
!882 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !881)
!883 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !881)
!884 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !881)
!885 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !881)
!886 = !DILocation(line: 101, column: 18, scope: !861, inlinedAt: !866)
!887 = !DILocation(line: 0, scope: !868, inlinedAt: !888)
!888 = distinct !DILocation(line: 101, column: 2, scope: !861, inlinedAt: !866)
!889 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !888)
!890 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !888)
!891 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !888)
!892 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !888)
!893 = !DILocation(line: 102, column: 18, scope: !861, inlinedAt: !866)
!894 = !DILocation(line: 0, scope: !868, inlinedAt: !895)
!895 = distinct !DILocation(line: 102, column: 2, scope: !861, inlinedAt: !866)
!896 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !895)
!897 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !895)
!898 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !895)
!899 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !895)
!900 = !DILocation(line: 103, column: 18, scope: !861, inlinedAt: !866)
!901 = !DILocation(line: 0, scope: !868, inlinedAt: !902)
!902 = distinct !DILocation(line: 103, column: 2, scope: !861, inlinedAt: !866)
!903 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !902)
!904 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !902)
!905 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !902)
!906 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !902)
!907 = !DILocation(line: 104, column: 18, scope: !861, inlinedAt: !866)
!908 = !DILocation(line: 0, scope: !868, inlinedAt: !909)
!909 = distinct !DILocation(line: 104, column: 2, scope: !861, inlinedAt: !866)
!910 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !909)
!911 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !909)
!912 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !909)
!913 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !909)
!914 = !DILocation(line: 105, column: 18, scope: !861, inlinedAt: !866)
!915 = !DILocation(line: 0, scope: !868, inlinedAt: !916)
!916 = distinct !DILocation(line: 105, column: 2, scope: !861, inlinedAt: !866)
!917 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !916)
!918 = !DILocation(line: 74, column: 33, scope: !868, inlinedAt: !916)
!919 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !916)
!920 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !916)
!921 = !DILocation(line: 106, column: 18, scope: !861, inlinedAt: !866)
!922 = !DILocation(line: 0, scope: !868, inlinedAt: !923)
!923 = distinct !DILocation(line: 106, column: 2, scope: !861, inlinedAt: !866)
!924 = !DILocation(line: 73, column: 19, scope: !868, inlinedAt: !923)
!925 = !DILocation(line: 74, column: 3, scope: !868, inlinedAt: !923)
!926 = !DILocation(line: 73, column: 39, scope: !868, inlinedAt: !923)
!927 = !DILocation(line: 72, column: 16, scope: !868, inlinedAt: !923)
!928 = !DILocation(line: 113, column: 6, scope: !929)
!929 = distinct !DILexicalBlock(scope: !852, file: !190, line: 113, column: 6)
!930 = !DILocation(line: 113, column: 6, scope: !852)
!931 = !DILocation(line: 114, column: 73, scope: !932)
!932 = distinct !DILexicalBlock(scope: !929, file: !190, line: 113, column: 12)
!933 = !DILocation(line: 114, column: 5, scope: !932)
!934 = !DILocation(line: 115, column: 2, scope: !932)
!935 = !DILocation(line: 116, column: 1, scope: !852)
!936 = !DISubprogram(name: "printf", scope: !937, file: !937, line: 356, type: !938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!938 = !DISubroutineType(types: !939)
!939 = !{!7, !940, null}
!940 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !941)
!941 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !942, size: 64)
!942 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
