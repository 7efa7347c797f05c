; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S1 = type <{ i16, [2 x i8], i64 }>

@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 4, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !25
@g_6 = internal global i32 182194324, align 4, !dbg !253
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !32
@g_8 = internal global i32 1, align 4, !dbg !258
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !36
@g_20 = internal unnamed_addr constant [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 2, !dbg !262
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
@g_67 = internal global i8 -111, align 4, !dbg !301
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
@g_238 = internal unnamed_addr constant [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 1, !dbg !332
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !188
@g_502 = internal global ptr @g_503, align 8, !dbg !198
@g_503 = internal global ptr @g_504, align 8, !dbg !210
@g_504 = internal global ptr null, align 8, !dbg !212
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !246
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 4, !dbg !319
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 4, !dbg !360
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 8, !dbg !372
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4, !dbg !374
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 8, !dbg !377
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8, !dbg !379
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 8, !dbg !393
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !410

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !429 {
    #dbg_value(i32 %0, !435, !DIExpression(), !441)
    #dbg_value(ptr %1, !436, !DIExpression(), !441)
    #dbg_value(i32 0, !440, !DIExpression(), !441)
  %3 = icmp eq i32 %0, 2, !dbg !442
  br i1 %3, label %4, label %17, !dbg !444

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !445
  %6 = load ptr, ptr %5, align 8, !dbg !445, !tbaa !446
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !450
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !451
  %16 = zext i1 %15 to i32, !dbg !451
  br label %17, !dbg !451

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !441
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !441
    #dbg_value(i32 %19, !440, !DIExpression(), !441)
    #dbg_value(i32 -306674912, !452, !DIExpression(), !461)
    #dbg_value(i32 0, !458, !DIExpression(), !461)
  br label %20, !dbg !463

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !465
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !467
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !467
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !473
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !467
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !473
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !467
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !473
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !467
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !473
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !467
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !473
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !467
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !473
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !467
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !473
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !467
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !467
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !473
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !473
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !473
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !474
  store <4 x i32> %62, ptr %63, align 4, !dbg !475, !tbaa !476
  %64 = add nuw i64 %21, 4, !dbg !465
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !467
  %66 = icmp eq i64 %64, 256, !dbg !465
  br i1 %66, label %67, label %20, !dbg !465, !llvm.loop !478

67:                                               ; preds = %20
    #dbg_value(ptr poison, !483, !DIExpression(), !595)
    #dbg_value(i32 -1, !489, !DIExpression(), !595)
    #dbg_value(i64 -6469180319517125699, !490, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !595)
    #dbg_assign(i1 undef, !490, !DIExpression(DW_OP_LLVM_fragment, 320, 704), !597, ptr poison, !DIExpression(), !595)
    #dbg_value(i32 1, !493, !DIExpression(), !595)
    #dbg_value(ptr poison, !494, !DIExpression(), !595)
    #dbg_value(ptr poison, !498, !DIExpression(), !595)
    #dbg_value(i32 -4, !500, !DIExpression(), !595)
  %68 = load volatile ptr, ptr @g_502, align 8, !dbg !598, !tbaa !446
    #dbg_value(i32 -3, !500, !DIExpression(), !595)
  %69 = load i32, ptr @g_276, align 4, !dbg !599, !tbaa !476
  %70 = icmp slt i32 %69, -2, !dbg !600
  %71 = zext i1 %70 to i32, !dbg !601
  %72 = load i64, ptr @g_406, align 8, !dbg !602
  %73 = shl i64 %72, 8, !dbg !602
    #dbg_value(i1 %70, !603, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !610)
    #dbg_value(i64 %73, !609, !DIExpression(DW_OP_constu, 40, DW_OP_shra, DW_OP_stack_value), !610)
  %74 = icmp ult i64 %73, 1099511627776, !dbg !612
  br i1 %74, label %79, label %75, !dbg !613

75:                                               ; preds = %67
  %76 = ashr i64 %73, 40, !dbg !602
    #dbg_value(i64 %76, !609, !DIExpression(), !610)
  %77 = trunc nsw i64 %76 to i32, !dbg !614
  %78 = sdiv i32 %71, %77, !dbg !614
  br label %79, !dbg !615

79:                                               ; preds = %67, %75
  %80 = phi i32 [ %78, %75 ], [ %71, %67 ], !dbg !615
  store i32 %80, ptr @g_276, align 4, !dbg !616, !tbaa !476
  %81 = load volatile i32, ptr @g_6, align 4, !dbg !617, !tbaa !476
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  br label %82, !dbg !618

82:                                               ; preds = %79, %107
  %83 = phi i64 [ 0, %79 ], [ %108, %107 ]
    #dbg_value(i64 %83, !437, !DIExpression(), !441)
    #dbg_value(i64 0, !438, !DIExpression(), !441)
  %84 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 0, !dbg !620
  %85 = load volatile i32, ptr %84, align 4, !dbg !620, !tbaa !476
  %86 = sext i32 %85 to i64, !dbg !620
  tail call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !626
  br i1 %18, label %87, label %94, !dbg !627

87:                                               ; preds = %82
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %88 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1, !dbg !620
  %89 = load volatile i32, ptr %88, align 4, !dbg !620, !tbaa !476
  %90 = sext i32 %89 to i64, !dbg !620
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !626
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %91 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2, !dbg !620
  %92 = load volatile i32, ptr %91, align 4, !dbg !620, !tbaa !476
  %93 = sext i32 %92 to i64, !dbg !620
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !626
  br label %107, !dbg !627

94:                                               ; preds = %82
  %95 = trunc nuw nsw i64 %83 to i32, !dbg !628
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %95, i32 noundef 0), !dbg !628
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %97 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 1, !dbg !620
  %98 = load volatile i32, ptr %97, align 4, !dbg !620, !tbaa !476
  %99 = sext i32 %98 to i64, !dbg !620
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !626
  %100 = trunc nuw nsw i64 %83 to i32, !dbg !628
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef 1), !dbg !628
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %102 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %83, i64 2, !dbg !620
  %103 = load volatile i32, ptr %102, align 4, !dbg !620, !tbaa !476
  %104 = sext i32 %103 to i64, !dbg !620
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !626
  %105 = trunc nuw nsw i64 %83 to i32, !dbg !628
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 2), !dbg !628
  br label %107, !dbg !628

107:                                              ; preds = %87, %94
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  %108 = add nuw nsw i64 %83, 1, !dbg !630
    #dbg_value(i64 %108, !437, !DIExpression(), !441)
  %109 = icmp eq i64 %108, 6, !dbg !631
  br i1 %109, label %110, label %82, !dbg !618, !llvm.loop !632

110:                                              ; preds = %107
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !634
  %111 = load volatile i32, ptr @g_6, align 4, !dbg !635, !tbaa !476
  %112 = sext i32 %111 to i64, !dbg !635
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !636
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !637
  %113 = load volatile i32, ptr @g_8, align 4, !dbg !638, !tbaa !476
  %114 = sext i32 %113 to i64, !dbg !638
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !639
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !640
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  br label %115, !dbg !641

115:                                              ; preds = %110, %188
  %116 = phi i64 [ 0, %110 ], [ %189, %188 ]
    #dbg_value(i64 %116, !437, !DIExpression(), !441)
    #dbg_value(i64 0, !438, !DIExpression(), !441)
    #dbg_value(i32 poison, !439, !DIExpression(), !441)
  %117 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 0, !dbg !643
  %118 = load i16, ptr %117, align 2, !dbg !643, !tbaa !652
  %119 = sext i16 %118 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  br i1 %18, label %120, label %145, !dbg !655

120:                                              ; preds = %115
    #dbg_value(i32 poison, !439, !DIExpression(), !441)
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %121 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1, !dbg !643
  %122 = load i16, ptr %121, align 2, !dbg !643, !tbaa !652
  %123 = sext i16 %122 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %124 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2, !dbg !643
  %125 = load i16, ptr %124, align 2, !dbg !643, !tbaa !652
  %126 = sext i16 %125 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  %127 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3, !dbg !643
  %128 = load i16, ptr %127, align 2, !dbg !643, !tbaa !652
  %129 = sext i16 %128 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  %130 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4, !dbg !643
  %131 = load i16, ptr %130, align 2, !dbg !643, !tbaa !652
  %132 = sext i16 %131 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  %133 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5, !dbg !643
  %134 = load i16, ptr %133, align 2, !dbg !643, !tbaa !652
  %135 = sext i16 %134 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 6, !438, !DIExpression(), !441)
  %136 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6, !dbg !643
  %137 = load i16, ptr %136, align 2, !dbg !643, !tbaa !652
  %138 = sext i16 %137 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 7, !438, !DIExpression(), !441)
  %139 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7, !dbg !643
  %140 = load i16, ptr %139, align 2, !dbg !643, !tbaa !652
  %141 = sext i16 %140 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
    #dbg_value(i64 8, !438, !DIExpression(), !441)
  %142 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8, !dbg !643
  %143 = load i16, ptr %142, align 2, !dbg !643, !tbaa !652
  %144 = sext i16 %143 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  br label %188, !dbg !655

145:                                              ; preds = %115
  %146 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %146, i32 noundef 0, i32 noundef 0), !dbg !656
    #dbg_value(i32 poison, !439, !DIExpression(), !441)
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %148 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 1, !dbg !643
  %149 = load i16, ptr %148, align 2, !dbg !643, !tbaa !652
  %150 = sext i16 %149 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %151 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %151, i32 noundef 1, i32 noundef 0), !dbg !656
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %153 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 2, !dbg !643
  %154 = load i16, ptr %153, align 2, !dbg !643, !tbaa !652
  %155 = sext i16 %154 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %156 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %156, i32 noundef 2, i32 noundef 0), !dbg !656
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  %158 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 3, !dbg !643
  %159 = load i16, ptr %158, align 2, !dbg !643, !tbaa !652
  %160 = sext i16 %159 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %161 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %161, i32 noundef 3, i32 noundef 0), !dbg !656
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  %163 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 4, !dbg !643
  %164 = load i16, ptr %163, align 2, !dbg !643, !tbaa !652
  %165 = sext i16 %164 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %166 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %166, i32 noundef 4, i32 noundef 0), !dbg !656
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  %168 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 5, !dbg !643
  %169 = load i16, ptr %168, align 2, !dbg !643, !tbaa !652
  %170 = sext i16 %169 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %171 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %171, i32 noundef 5, i32 noundef 0), !dbg !656
    #dbg_value(i64 6, !438, !DIExpression(), !441)
  %173 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 6, !dbg !643
  %174 = load i16, ptr %173, align 2, !dbg !643, !tbaa !652
  %175 = sext i16 %174 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %176 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %176, i32 noundef 6, i32 noundef 0), !dbg !656
    #dbg_value(i64 7, !438, !DIExpression(), !441)
  %178 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 7, !dbg !643
  %179 = load i16, ptr %178, align 2, !dbg !643, !tbaa !652
  %180 = sext i16 %179 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %181 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %181, i32 noundef 7, i32 noundef 0), !dbg !656
    #dbg_value(i64 8, !438, !DIExpression(), !441)
  %183 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %116, i64 8, !dbg !643
  %184 = load i16, ptr %183, align 2, !dbg !643, !tbaa !652
  %185 = sext i16 %184 to i64, !dbg !643
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !654
  %186 = trunc nuw nsw i64 %116 to i32, !dbg !656
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %186, i32 noundef 8, i32 noundef 0), !dbg !656
  br label %188, !dbg !656

188:                                              ; preds = %120, %145
    #dbg_value(i32 poison, !439, !DIExpression(), !441)
    #dbg_value(i64 9, !438, !DIExpression(), !441)
  %189 = add nuw nsw i64 %116, 1, !dbg !658
    #dbg_value(i64 %189, !437, !DIExpression(), !441)
  %190 = icmp eq i64 %189, 6, !dbg !659
  br i1 %190, label %191, label %115, !dbg !641, !llvm.loop !660

191:                                              ; preds = %188
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !662
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !663
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !664
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !665
  br i1 %18, label %192, label %193, !dbg !669

192:                                              ; preds = %191
    #dbg_value(i32 1, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !665
    #dbg_value(i32 2, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !665
  br label %197, !dbg !669

193:                                              ; preds = %191
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !670
    #dbg_value(i32 1, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !665
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !670
    #dbg_value(i32 2, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !665
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !670
  br label %197, !dbg !670

197:                                              ; preds = %192, %193
    #dbg_value(i32 3, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !672
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !673
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !674
  %198 = load volatile i8, ptr @g_67, align 4, !dbg !675, !tbaa !676
  %199 = sext i8 %198 to i64, !dbg !675
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !677
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !678
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !679
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !680
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !682
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !683
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  br label %200, !dbg !684

200:                                              ; preds = %197, %220
  %201 = phi i64 [ 0, %197 ], [ %221, %220 ]
    #dbg_value(i64 %201, !437, !DIExpression(), !441)
  %202 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %201, !dbg !686
  %203 = load i16, ptr %202, align 4, !dbg !689
  %204 = sext i16 %203 to i64, !dbg !686
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !690
  %205 = getelementptr inbounds i8, ptr %202, i64 4, !dbg !691
  %206 = load i64, ptr %205, align 4, !dbg !691
  %207 = shl i64 %206, 37, !dbg !691
  %208 = ashr exact i64 %207, 37, !dbg !691
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !692
  %209 = load i64, ptr %205, align 4, !dbg !693
  %210 = shl i64 %209, 8, !dbg !693
  %211 = ashr i64 %210, 40, !dbg !693
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !694
  %212 = getelementptr inbounds i8, ptr %202, i64 8, !dbg !695
  %213 = load volatile i32, ptr %212, align 4, !dbg !695
  %214 = shl i32 %213, 6, !dbg !695
  %215 = ashr i32 %214, 30, !dbg !695
  %216 = sext i32 %215 to i64, !dbg !696
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !697
  br i1 %18, label %220, label %217, !dbg !698

217:                                              ; preds = %200
  %218 = trunc nuw nsw i64 %201 to i32, !dbg !699
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %218), !dbg !699
  br label %220, !dbg !699

220:                                              ; preds = %200, %217
  %221 = add nuw nsw i64 %201, 1, !dbg !701
    #dbg_value(i64 %221, !437, !DIExpression(), !441)
  %222 = icmp eq i64 %221, 5, !dbg !702
  br i1 %222, label %223, label %200, !dbg !684, !llvm.loop !703

223:                                              ; preds = %220
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !705
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  br label %224, !dbg !706

224:                                              ; preds = %250, %223
  %225 = phi i64 [ 0, %223 ], [ %251, %250 ]
    #dbg_value(i64 %225, !437, !DIExpression(), !441)
    #dbg_value(i64 0, !438, !DIExpression(), !441)
  %226 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 0, !dbg !708
  %227 = load i8, ptr %226, align 1, !dbg !708, !tbaa !676
  %228 = zext i8 %227 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  br i1 %18, label %229, label %252, !dbg !715

229:                                              ; preds = %224
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %230 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1, !dbg !708
  %231 = load i8, ptr %230, align 1, !dbg !708, !tbaa !676
  %232 = zext i8 %231 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %233 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2, !dbg !708
  %234 = load i8, ptr %233, align 1, !dbg !708, !tbaa !676
  %235 = zext i8 %234 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  %236 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3, !dbg !708
  %237 = load i8, ptr %236, align 1, !dbg !708, !tbaa !676
  %238 = zext i8 %237 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  %239 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4, !dbg !708
  %240 = load i8, ptr %239, align 1, !dbg !708, !tbaa !676
  %241 = zext i8 %240 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  %242 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5, !dbg !708
  %243 = load i8, ptr %242, align 1, !dbg !708, !tbaa !676
  %244 = zext i8 %243 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 6, !438, !DIExpression(), !441)
  %245 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6, !dbg !708
  %246 = load i8, ptr %245, align 1, !dbg !708, !tbaa !676
  %247 = zext i8 %246 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
    #dbg_value(i64 7, !438, !DIExpression(), !441)
  %248 = add nuw nsw i64 %225, 1, !dbg !716
    #dbg_value(i64 %248, !437, !DIExpression(), !441)
  %249 = icmp eq i64 %248, 8, !dbg !717
  br i1 %249, label %287, label %250, !dbg !706

250:                                              ; preds = %229, %252
  %251 = phi i64 [ %248, %229 ], [ %285, %252 ]
  br label %224, !dbg !708, !llvm.loop !718

252:                                              ; preds = %224
  %253 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %253, i32 noundef 0), !dbg !720
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  %255 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1, !dbg !708
  %256 = load i8, ptr %255, align 1, !dbg !708, !tbaa !676
  %257 = zext i8 %256 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %258 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %258, i32 noundef 1), !dbg !720
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  %260 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2, !dbg !708
  %261 = load i8, ptr %260, align 1, !dbg !708, !tbaa !676
  %262 = zext i8 %261 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %263 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %263, i32 noundef 2), !dbg !720
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  %265 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3, !dbg !708
  %266 = load i8, ptr %265, align 1, !dbg !708, !tbaa !676
  %267 = zext i8 %266 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %268 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %268, i32 noundef 3), !dbg !720
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  %270 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4, !dbg !708
  %271 = load i8, ptr %270, align 1, !dbg !708, !tbaa !676
  %272 = zext i8 %271 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %273 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %273, i32 noundef 4), !dbg !720
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  %275 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5, !dbg !708
  %276 = load i8, ptr %275, align 1, !dbg !708, !tbaa !676
  %277 = zext i8 %276 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %278 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %278, i32 noundef 5), !dbg !720
    #dbg_value(i64 6, !438, !DIExpression(), !441)
  %280 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6, !dbg !708
  %281 = load i8, ptr %280, align 1, !dbg !708, !tbaa !676
  %282 = zext i8 %281 to i64, !dbg !708
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !714
  %283 = trunc nuw nsw i64 %225 to i32, !dbg !720
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %283, i32 noundef 6), !dbg !720
    #dbg_value(i64 7, !438, !DIExpression(), !441)
  %285 = add nuw nsw i64 %225, 1, !dbg !716
    #dbg_value(i64 %285, !437, !DIExpression(), !441)
  %286 = icmp eq i64 %285, 8, !dbg !717
  br i1 %286, label %288, label %250, !dbg !706

287:                                              ; preds = %229
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
    #dbg_value(i32 1, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
    #dbg_value(i32 2, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
  br label %292, !dbg !726

288:                                              ; preds = %252
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !727
    #dbg_value(i32 1, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !727
    #dbg_value(i32 2, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !722
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !727
  br label %292, !dbg !727

292:                                              ; preds = %287, %288
    #dbg_value(i32 3, !437, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !729
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !730
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !731
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !732
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !733
    #dbg_value(i32 0, !437, !DIExpression(), !441)
  br label %293, !dbg !734

293:                                              ; preds = %292, %325
  %294 = phi i64 [ 0, %292 ], [ %326, %325 ]
    #dbg_value(i64 %294, !437, !DIExpression(), !441)
    #dbg_value(i32 0, !438, !DIExpression(), !441)
  %295 = trunc nuw nsw i64 %294 to i32
  br label %296, !dbg !736

296:                                              ; preds = %293, %322
  %297 = phi i64 [ 0, %293 ], [ %323, %322 ]
    #dbg_value(i64 %297, !438, !DIExpression(), !441)
    #dbg_value(i32 0, !439, !DIExpression(), !441)
  %298 = trunc nuw nsw i64 %297 to i32
  br label %299, !dbg !740

299:                                              ; preds = %296, %319
  %300 = phi i64 [ 0, %296 ], [ %320, %319 ]
    #dbg_value(i64 %300, !439, !DIExpression(), !441)
  %301 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %294, i64 %297, i64 %300, !dbg !744
  %302 = load i16, ptr %301, align 4, !dbg !747
  %303 = sext i16 %302 to i64, !dbg !744
  tail call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !748
  %304 = getelementptr inbounds i8, ptr %301, i64 4, !dbg !749
  %305 = load i64, ptr %304, align 4, !dbg !749
  %306 = shl i64 %305, 37, !dbg !749
  %307 = ashr exact i64 %306, 37, !dbg !749
  tail call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !750
  %308 = load i64, ptr %304, align 4, !dbg !751
  %309 = shl i64 %308, 8, !dbg !751
  %310 = ashr i64 %309, 40, !dbg !751
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !752
  %311 = getelementptr inbounds i8, ptr %301, i64 8, !dbg !753
  %312 = load volatile i32, ptr %311, align 4, !dbg !753
  %313 = shl i32 %312, 6, !dbg !753
  %314 = ashr i32 %313, 30, !dbg !753
  %315 = sext i32 %314 to i64, !dbg !754
  tail call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !755
  br i1 %18, label %319, label %316, !dbg !756

316:                                              ; preds = %299
  %317 = trunc nuw nsw i64 %300 to i32, !dbg !757
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %295, i32 noundef %298, i32 noundef %317), !dbg !757
  br label %319, !dbg !757

319:                                              ; preds = %299, %316
  %320 = add nuw nsw i64 %300, 1, !dbg !759
    #dbg_value(i64 %320, !439, !DIExpression(), !441)
  %321 = icmp eq i64 %320, 9, !dbg !760
  br i1 %321, label %322, label %299, !dbg !740, !llvm.loop !761

322:                                              ; preds = %319
  %323 = add nuw nsw i64 %297, 1, !dbg !763
    #dbg_value(i64 %323, !438, !DIExpression(), !441)
  %324 = icmp eq i64 %323, 7, !dbg !764
  br i1 %324, label %325, label %296, !dbg !736, !llvm.loop !765

325:                                              ; preds = %322
  %326 = add nuw nsw i64 %294, 1, !dbg !767
    #dbg_value(i64 %326, !437, !DIExpression(), !441)
  %327 = icmp eq i64 %326, 4, !dbg !768
  br i1 %327, label %328, label %293, !dbg !734, !llvm.loop !769

328:                                              ; preds = %325
  %329 = load i32, ptr @g_276, align 4, !dbg !771, !tbaa !476
  %330 = sext i32 %329 to i64, !dbg !771
  tail call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !773
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !774
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !775
  %331 = load volatile i32, ptr @g_406, align 8, !dbg !776
  %332 = and i32 %331, 16777215, !dbg !776
  %333 = zext nneg i32 %332 to i64, !dbg !777
  tail call fastcc void @transparent_crc(i64 noundef %333, ptr noundef nonnull @.str.45, i32 noundef %19), !dbg !778
  %334 = load i64, ptr @g_406, align 8, !dbg !779
  %335 = shl i64 %334, 8, !dbg !779
  %336 = ashr i64 %335, 40, !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef %336, ptr noundef nonnull @.str.46, i32 noundef %19), !dbg !780
  %337 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !781
  %338 = lshr i32 %337, 24, !dbg !781
  %339 = and i32 %338, 31, !dbg !781
  %340 = zext nneg i32 %339 to i64, !dbg !782
  tail call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.47, i32 noundef %19), !dbg !783
  %341 = load volatile i32, ptr @g_423, align 4, !dbg !784
  %342 = and i32 %341, 16777215, !dbg !784
  %343 = zext nneg i32 %342 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.48, i32 noundef %19), !dbg !786
  %344 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !787
  %345 = shl i32 %344, 8, !dbg !787
  %346 = ashr exact i32 %345, 8, !dbg !787
  %347 = sext i32 %346 to i64, !dbg !788
  tail call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.49, i32 noundef %19), !dbg !789
  %348 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !790
  %349 = lshr i32 %348, 24, !dbg !790
  %350 = and i32 %349, 31, !dbg !790
  %351 = zext nneg i32 %350 to i64, !dbg !791
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.50, i32 noundef %19), !dbg !792
  %352 = load volatile i32, ptr @g_435, align 8, !dbg !793
  %353 = and i32 %352, 16777215, !dbg !793
  %354 = zext nneg i32 %353 to i64, !dbg !794
  tail call fastcc void @transparent_crc(i64 noundef %354, ptr noundef nonnull @.str.51, i32 noundef %19), !dbg !795
  %355 = load i64, ptr @g_435, align 8, !dbg !796
  %356 = shl i64 %355, 8, !dbg !796
  %357 = ashr i64 %356, 40, !dbg !796
  tail call fastcc void @transparent_crc(i64 noundef %357, ptr noundef nonnull @.str.52, i32 noundef %19), !dbg !797
  %358 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4, !dbg !798
  %359 = lshr i32 %358, 24, !dbg !798
  %360 = and i32 %359, 31, !dbg !798
  %361 = zext nneg i32 %360 to i64, !dbg !799
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.53, i32 noundef %19), !dbg !800
  %362 = load volatile i32, ptr @g_492, align 8, !dbg !801
  %363 = shl i32 %362, 10, !dbg !801
  %364 = ashr exact i32 %363, 10, !dbg !801
  %365 = sext i32 %364 to i64, !dbg !802
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.54, i32 noundef %19), !dbg !803
  %366 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 4), align 4, !dbg !804
  %367 = shl i32 %366, 12, !dbg !804
  %368 = ashr exact i32 %367, 12, !dbg !804
  %369 = sext i32 %368 to i64, !dbg !805
  tail call fastcc void @transparent_crc(i64 noundef %369, ptr noundef nonnull @.str.55, i32 noundef %19), !dbg !806
  %370 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8, !dbg !807
  %371 = shl i32 %370, 15, !dbg !807
  %372 = ashr exact i32 %371, 15, !dbg !807
  %373 = sext i32 %372 to i64, !dbg !808
  tail call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.56, i32 noundef %19), !dbg !809
  %374 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !dbg !810, !tbaa !811
  tail call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.57, i32 noundef %19), !dbg !814
    #dbg_value(i32 poison, !437, !DIExpression(), !441)
    #dbg_value(i64 0, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  br i1 %18, label %375, label %376, !dbg !822

375:                                              ; preds = %328
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  br label %383, !dbg !822

376:                                              ; preds = %328
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0), !dbg !823
    #dbg_value(i64 1, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !823
    #dbg_value(i64 2, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2), !dbg !823
    #dbg_value(i64 3, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3), !dbg !823
    #dbg_value(i64 4, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 4), !dbg !823
    #dbg_value(i64 5, !438, !DIExpression(), !441)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !815
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5), !dbg !823
  br label %383, !dbg !823

383:                                              ; preds = %375, %376
    #dbg_value(i64 6, !438, !DIExpression(), !441)
    #dbg_value(i32 poison, !437, !DIExpression(), !441)
  %384 = load i64, ptr @g_526, align 8, !dbg !825
  %385 = and i64 %384, 8388607, !dbg !825
  tail call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.59, i32 noundef %19), !dbg !826
  %386 = load i64, ptr @g_526, align 8, !dbg !827
  %387 = lshr i64 %386, 32, !dbg !827
  %388 = and i64 %387, 262143, !dbg !827
  tail call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.60, i32 noundef %19), !dbg !828
  %389 = load i64, ptr @g_526, align 8, !dbg !829
  %390 = shl i64 %389, 1, !dbg !829
  %391 = ashr i64 %390, 51, !dbg !829
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.61, i32 noundef %19), !dbg !830
  %392 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !831
  %393 = shl i32 %392, 28, !dbg !831
  %394 = ashr exact i32 %393, 28, !dbg !831
  %395 = sext i32 %394 to i64, !dbg !832
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.62, i32 noundef %19), !dbg !833
  %396 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !834
  %397 = lshr i32 %396, 4, !dbg !834
  %398 = and i32 %397, 31, !dbg !834
  %399 = zext nneg i32 %398 to i64, !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.63, i32 noundef %19), !dbg !836
  %400 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !837
  %401 = lshr i32 %400, 9, !dbg !837
  %402 = and i32 %401, 1023, !dbg !837
  %403 = zext nneg i32 %402 to i64, !dbg !838
  tail call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.64, i32 noundef %19), !dbg !839
  %404 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 8, !dbg !840
  %405 = shl i32 %404, 12, !dbg !840
  %406 = ashr i32 %405, 31, !dbg !840
  %407 = sext i32 %406 to i64, !dbg !841
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.65, i32 noundef %19), !dbg !842
  %408 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !dbg !843, !tbaa !844
  %409 = sext i32 %408 to i64, !dbg !846
  tail call fastcc void @transparent_crc(i64 noundef %409, ptr noundef nonnull @.str.66, i32 noundef %19), !dbg !847
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef %19), !dbg !848
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef %19), !dbg !849
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef %19), !dbg !850
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef %19), !dbg !851
  %410 = load i32, ptr @crc32_context, align 4, !dbg !852, !tbaa !476
  %411 = xor i32 %410, -1, !dbg !853
    #dbg_value(i32 %411, !854, !DIExpression(), !860)
    #dbg_value(i32 %19, !859, !DIExpression(), !860)
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef %411), !dbg !862
  ret i32 0, !dbg !863
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !864 {
    #dbg_value(i64 %0, !868, !DIExpression(), !871)
    #dbg_value(ptr %1, !869, !DIExpression(), !871)
    #dbg_value(i32 %2, !870, !DIExpression(), !871)
    #dbg_value(i64 %0, !872, !DIExpression(), !877)
    #dbg_value(i64 %0, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !884)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !886, !tbaa !476
  %5 = lshr i32 %4, 8, !dbg !887
  %6 = zext i32 %4 to i64, !dbg !888
  %7 = xor i64 %6, %0, !dbg !888
  %8 = and i64 %7, 255, !dbg !889
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !889
  %10 = load i32, ptr %9, align 4, !dbg !889, !tbaa !476
  %11 = xor i32 %5, %10, !dbg !890
  %12 = lshr i64 %0, 8, !dbg !891
    #dbg_value(i64 %12, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !892)
  %13 = lshr i32 %11, 8, !dbg !894
  %14 = zext i32 %11 to i64, !dbg !895
  %15 = xor i64 %12, %14, !dbg !895
  %16 = and i64 %15, 255, !dbg !896
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !896
  %18 = load i32, ptr %17, align 4, !dbg !896, !tbaa !476
  %19 = xor i32 %13, %18, !dbg !897
  %20 = lshr i64 %0, 16, !dbg !898
    #dbg_value(i64 %20, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !899)
  %21 = lshr i32 %19, 8, !dbg !901
  %22 = zext i32 %19 to i64, !dbg !902
  %23 = xor i64 %20, %22, !dbg !902
  %24 = and i64 %23, 255, !dbg !903
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !903
  %26 = load i32, ptr %25, align 4, !dbg !903, !tbaa !476
  %27 = xor i32 %21, %26, !dbg !904
  %28 = lshr i64 %0, 24, !dbg !905
    #dbg_value(i64 %28, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !906)
  %29 = lshr i32 %27, 8, !dbg !908
  %30 = zext i32 %27 to i64, !dbg !909
  %31 = xor i64 %28, %30, !dbg !909
  %32 = and i64 %31, 255, !dbg !910
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !910
  %34 = load i32, ptr %33, align 4, !dbg !910, !tbaa !476
  %35 = xor i32 %29, %34, !dbg !911
  %36 = lshr i64 %0, 32, !dbg !912
    #dbg_value(i64 %36, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !913)
  %37 = lshr i32 %35, 8, !dbg !915
  %38 = zext i32 %35 to i64, !dbg !916
  %39 = xor i64 %36, %38, !dbg !916
  %40 = and i64 %39, 255, !dbg !917
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !917
  %42 = load i32, ptr %41, align 4, !dbg !917, !tbaa !476
  %43 = xor i32 %37, %42, !dbg !918
  %44 = lshr i64 %0, 40, !dbg !919
    #dbg_value(i64 %44, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !920)
  %45 = lshr i32 %43, 8, !dbg !922
  %46 = zext i32 %43 to i64, !dbg !923
  %47 = xor i64 %44, %46, !dbg !923
  %48 = and i64 %47, 255, !dbg !924
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !924
  %50 = load i32, ptr %49, align 4, !dbg !924, !tbaa !476
  %51 = xor i32 %45, %50, !dbg !925
  %52 = lshr i64 %0, 48, !dbg !926
    #dbg_value(i64 %52, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !927)
  %53 = lshr i32 %51, 8, !dbg !929
  %54 = zext i32 %51 to i64, !dbg !930
  %55 = xor i64 %52, %54, !dbg !930
  %56 = and i64 %55, 255, !dbg !931
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !931
  %58 = load i32, ptr %57, align 4, !dbg !931, !tbaa !476
  %59 = xor i32 %53, %58, !dbg !932
  %60 = lshr i64 %0, 56, !dbg !933
    #dbg_value(i64 %60, !879, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !934)
  %61 = lshr i32 %59, 8, !dbg !936
  %62 = and i32 %59, 255, !dbg !937
  %63 = zext nneg i32 %62 to i64, !dbg !937
  %64 = xor i64 %60, %63, !dbg !937
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !937
  %66 = load i32, ptr %65, align 4, !dbg !937, !tbaa !476
  %67 = xor i32 %61, %66, !dbg !938
  store i32 %67, ptr @crc32_context, align 4, !dbg !939, !tbaa !476
  %68 = icmp eq i32 %2, 0, !dbg !940
  br i1 %68, label %73, label %69, !dbg !942

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !943
  %71 = zext i32 %70 to i64, !dbg !943
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71), !dbg !945
  br label %73, !dbg !946

73:                                               ; preds = %69, %3
  ret void, !dbg !947
}

; Function Attrs: nofree nounwind
declare !dbg !948 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!420, !421, !422, !423, !424, !425, !426, !427}
!llvm.ident = !{!428}

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
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!193 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !195, line: 42, baseType: !6)
!195 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!207 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!426 = !{i32 7, !"frame-pointer", i32 1}
!427 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!428 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!429 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 669, type: !430, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !434)
!430 = !DISubroutineType(types: !431)
!431 = !{!7, !7, !432}
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!434 = !{!435, !436, !437, !438, !439, !440}
!435 = !DILocalVariable(name: "argc", arg: 1, scope: !429, file: !3, line: 669, type: !7)
!436 = !DILocalVariable(name: "argv", arg: 2, scope: !429, file: !3, line: 669, type: !432)
!437 = !DILocalVariable(name: "i", scope: !429, file: !3, line: 671, type: !7)
!438 = !DILocalVariable(name: "j", scope: !429, file: !3, line: 671, type: !7)
!439 = !DILocalVariable(name: "k", scope: !429, file: !3, line: 671, type: !7)
!440 = !DILocalVariable(name: "print_hash_value", scope: !429, file: !3, line: 672, type: !7)
!441 = !DILocation(line: 0, scope: !429)
!442 = !DILocation(line: 673, column: 14, scope: !443)
!443 = distinct !DILexicalBlock(scope: !429, file: !3, line: 673, column: 9)
!444 = !DILocation(line: 673, column: 19, scope: !443)
!445 = !DILocation(line: 673, column: 29, scope: !443)
!446 = !{!447, !447, i64 0}
!447 = !{!"any pointer", !448, i64 0}
!448 = !{!"omnipotent char", !449, i64 0}
!449 = !{!"Simple C/C++ TBAA"}
!450 = !DILocation(line: 673, column: 43, scope: !443)
!451 = !DILocation(line: 673, column: 9, scope: !429)
!452 = !DILocalVariable(name: "poly", scope: !453, file: !190, line: 54, type: !460)
!453 = distinct !DISubprogram(name: "crc32_gentab", scope: !190, file: !190, line: 51, type: !454, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !456)
!454 = !DISubroutineType(types: !455)
!455 = !{null}
!456 = !{!457, !452, !458, !459}
!457 = !DILocalVariable(name: "crc", scope: !453, file: !190, line: 53, type: !192)
!458 = !DILocalVariable(name: "i", scope: !453, file: !190, line: 55, type: !7)
!459 = !DILocalVariable(name: "j", scope: !453, file: !190, line: 55, type: !7)
!460 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!461 = !DILocation(line: 0, scope: !453, inlinedAt: !462)
!462 = distinct !DILocation(line: 675, column: 5, scope: !429)
!463 = !DILocation(line: 57, column: 2, scope: !464, inlinedAt: !462)
!464 = distinct !DILexicalBlock(scope: !453, file: !190, line: 57, column: 2)
!465 = !DILocation(line: 57, column: 24, scope: !466, inlinedAt: !462)
!466 = distinct !DILexicalBlock(scope: !464, file: !190, line: 57, column: 2)
!467 = !DILocation(line: 60, column: 12, scope: !468, inlinedAt: !462)
!468 = distinct !DILexicalBlock(scope: !469, file: !190, line: 60, column: 8)
!469 = distinct !DILexicalBlock(scope: !470, file: !190, line: 59, column: 27)
!470 = distinct !DILexicalBlock(scope: !471, file: !190, line: 59, column: 3)
!471 = distinct !DILexicalBlock(scope: !472, file: !190, line: 59, column: 3)
!472 = distinct !DILexicalBlock(scope: !466, file: !190, line: 57, column: 28)
!473 = !DILocation(line: 60, column: 8, scope: !469, inlinedAt: !462)
!474 = !DILocation(line: 66, column: 3, scope: !472, inlinedAt: !462)
!475 = !DILocation(line: 66, column: 16, scope: !472, inlinedAt: !462)
!476 = !{!477, !477, i64 0}
!477 = !{!"int", !448, i64 0}
!478 = distinct !{!478, !463, !479, !480, !481, !482}
!479 = !DILocation(line: 67, column: 2, scope: !464, inlinedAt: !462)
!480 = !{!"llvm.loop.mustprogress"}
!481 = !{!"llvm.loop.isvectorized", i32 1}
!482 = !{!"llvm.loop.unroll.runtime.disable"}
!483 = !DILocalVariable(name: "l_265", scope: !484, file: !3, line: 146, type: !279)
!484 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 143, type: !485, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !487)
!485 = !DISubroutineType(types: !486)
!486 = !{!192}
!487 = !{!488, !483, !489, !490, !493, !494, !496, !498, !500, !501, !502, !503, !504, !510, !511, !512, !514, !517, !519, !520, !521, !522, !526, !529, !531, !532, !535, !536, !537, !538, !545, !546, !549, !550, !551, !552, !556, !557, !560, !562, !563, !564, !565, !566, !569, !573, !574, !575, !576, !577, !578, !581, !584, !585, !586, !587, !588, !589, !591, !592, !593, !594}
!488 = !DILocalVariable(name: "l_33", scope: !484, file: !3, line: 145, type: !269)
!489 = !DILocalVariable(name: "l_483", scope: !484, file: !3, line: 147, type: !192)
!490 = !DILocalVariable(name: "l_498", scope: !484, file: !3, line: 148, type: !491)
!491 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 1024, elements: !492)
!492 = !{!266, !29, !29}
!493 = !DILocalVariable(name: "l_555", scope: !484, file: !3, line: 149, type: !192)
!494 = !DILocalVariable(name: "l_579", scope: !484, file: !3, line: 150, type: !495)
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!496 = !DILocalVariable(name: "l_588", scope: !484, file: !3, line: 151, type: !497)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!498 = !DILocalVariable(name: "l_587", scope: !484, file: !3, line: 152, type: !499)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !497, size: 64)
!500 = !DILocalVariable(name: "l_589", scope: !484, file: !3, line: 153, type: !217)
!501 = !DILocalVariable(name: "i", scope: !484, file: !3, line: 154, type: !7)
!502 = !DILocalVariable(name: "j", scope: !484, file: !3, line: 154, type: !7)
!503 = !DILocalVariable(name: "k", scope: !484, file: !3, line: 154, type: !7)
!504 = !DILocalVariable(name: "l_263", scope: !505, file: !3, line: 157, type: !508)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 156, column: 5)
!506 = distinct !DILexicalBlock(scope: !507, file: !3, line: 155, column: 5)
!507 = distinct !DILexicalBlock(scope: !484, file: !3, line: 155, column: 5)
!508 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 448, elements: !509)
!509 = !{!336}
!510 = !DILocalVariable(name: "l_482", scope: !505, file: !3, line: 158, type: !217)
!511 = !DILocalVariable(name: "l_511", scope: !505, file: !3, line: 159, type: !287)
!512 = !DILocalVariable(name: "l_512", scope: !505, file: !3, line: 160, type: !513)
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!514 = !DILocalVariable(name: "l_542", scope: !505, file: !3, line: 161, type: !515)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !516, size: 64)
!516 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !348)
!517 = !DILocalVariable(name: "l_547", scope: !505, file: !3, line: 162, type: !518)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!519 = !DILocalVariable(name: "l_551", scope: !505, file: !3, line: 163, type: !495)
!520 = !DILocalVariable(name: "l_575", scope: !505, file: !3, line: 164, type: !312)
!521 = !DILocalVariable(name: "i", scope: !505, file: !3, line: 165, type: !7)
!522 = !DILocalVariable(name: "l_18", scope: !523, file: !3, line: 168, type: !239)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 167, column: 9)
!524 = distinct !DILexicalBlock(scope: !525, file: !3, line: 166, column: 9)
!525 = distinct !DILexicalBlock(scope: !505, file: !3, line: 166, column: 9)
!526 = !DILocalVariable(name: "l_32", scope: !523, file: !3, line: 169, type: !527)
!527 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 3840, elements: !528)
!528 = !{!29, !81, !68}
!529 = !DILocalVariable(name: "l_485", scope: !523, file: !3, line: 170, type: !530)
!530 = !DICompositeType(tag: DW_TAG_array_type, baseType: !513, size: 128, elements: !13)
!531 = !DILocalVariable(name: "l_545", scope: !523, file: !3, line: 171, type: !206)
!532 = !DILocalVariable(name: "l_546", scope: !523, file: !3, line: 172, type: !533)
!533 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 3456, elements: !534)
!534 = !{!81, !29, !109}
!535 = !DILocalVariable(name: "i", scope: !523, file: !3, line: 173, type: !7)
!536 = !DILocalVariable(name: "j", scope: !523, file: !3, line: 173, type: !7)
!537 = !DILocalVariable(name: "k", scope: !523, file: !3, line: 173, type: !7)
!538 = !DILocalVariable(name: "l_19", scope: !539, file: !3, line: 178, type: !542)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 177, column: 13)
!540 = distinct !DILexicalBlock(scope: !541, file: !3, line: 176, column: 13)
!541 = distinct !DILexicalBlock(scope: !523, file: !3, line: 176, column: 13)
!542 = !DICompositeType(tag: DW_TAG_array_type, baseType: !543, size: 768, elements: !544)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!544 = !{!29, !243}
!545 = !DILocalVariable(name: "l_264", scope: !539, file: !3, line: 179, type: !217)
!546 = !DILocalVariable(name: "l_481", scope: !539, file: !3, line: 180, type: !547)
!547 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 11520, elements: !548)
!548 = !{!19, !109, !14}
!549 = !DILocalVariable(name: "i", scope: !539, file: !3, line: 181, type: !7)
!550 = !DILocalVariable(name: "j", scope: !539, file: !3, line: 181, type: !7)
!551 = !DILocalVariable(name: "k", scope: !539, file: !3, line: 181, type: !7)
!552 = !DILocalVariable(name: "l_505", scope: !553, file: !3, line: 185, type: !497)
!553 = distinct !DILexicalBlock(scope: !554, file: !3, line: 184, column: 13)
!554 = distinct !DILexicalBlock(scope: !555, file: !3, line: 183, column: 13)
!555 = distinct !DILexicalBlock(scope: !523, file: !3, line: 183, column: 13)
!556 = !DILocalVariable(name: "l_506", scope: !553, file: !3, line: 186, type: !497)
!557 = !DILocalVariable(name: "l_513", scope: !553, file: !3, line: 187, type: !558)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !513, size: 8960, elements: !559)
!559 = !{!29, !336, !68}
!560 = !DILocalVariable(name: "l_514", scope: !553, file: !3, line: 188, type: !561)
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!562 = !DILocalVariable(name: "l_515", scope: !553, file: !3, line: 189, type: !561)
!563 = !DILocalVariable(name: "i", scope: !553, file: !3, line: 190, type: !7)
!564 = !DILocalVariable(name: "j", scope: !553, file: !3, line: 190, type: !7)
!565 = !DILocalVariable(name: "k", scope: !553, file: !3, line: 190, type: !7)
!566 = !DILocalVariable(name: "l_516", scope: !567, file: !3, line: 197, type: !216)
!567 = distinct !DILexicalBlock(scope: !568, file: !3, line: 196, column: 13)
!568 = distinct !DILexicalBlock(scope: !523, file: !3, line: 195, column: 17)
!569 = !DILocalVariable(name: "l_525", scope: !570, file: !3, line: 203, type: !571)
!570 = distinct !DILexicalBlock(scope: !568, file: !3, line: 202, column: 13)
!571 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 15360, elements: !572)
!572 = !{!52, !81, !68}
!573 = !DILocalVariable(name: "l_540", scope: !570, file: !3, line: 204, type: !515)
!574 = !DILocalVariable(name: "l_544", scope: !570, file: !3, line: 205, type: !497)
!575 = !DILocalVariable(name: "i", scope: !570, file: !3, line: 206, type: !7)
!576 = !DILocalVariable(name: "j", scope: !570, file: !3, line: 206, type: !7)
!577 = !DILocalVariable(name: "k", scope: !570, file: !3, line: 206, type: !7)
!578 = !DILocalVariable(name: "l_563", scope: !579, file: !3, line: 219, type: !192)
!579 = distinct !DILexicalBlock(scope: !580, file: !3, line: 218, column: 9)
!580 = distinct !DILexicalBlock(scope: !505, file: !3, line: 213, column: 13)
!581 = !DILocalVariable(name: "l_556", scope: !582, file: !3, line: 222, type: !239)
!582 = distinct !DILexicalBlock(scope: !583, file: !3, line: 221, column: 13)
!583 = distinct !DILexicalBlock(scope: !579, file: !3, line: 220, column: 17)
!584 = !DILocalVariable(name: "l_557", scope: !582, file: !3, line: 223, type: !216)
!585 = !DILocalVariable(name: "l_558", scope: !582, file: !3, line: 224, type: !216)
!586 = !DILocalVariable(name: "l_559", scope: !582, file: !3, line: 225, type: !216)
!587 = !DILocalVariable(name: "l_560", scope: !582, file: !3, line: 226, type: !216)
!588 = !DILocalVariable(name: "l_561", scope: !582, file: !3, line: 227, type: !216)
!589 = !DILocalVariable(name: "l_562", scope: !582, file: !3, line: 228, type: !590)
!590 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 576, elements: !108)
!591 = !DILocalVariable(name: "l_572", scope: !582, file: !3, line: 229, type: !543)
!592 = !DILocalVariable(name: "l_573", scope: !582, file: !3, line: 230, type: !543)
!593 = !DILocalVariable(name: "l_574", scope: !582, file: !3, line: 231, type: !561)
!594 = !DILocalVariable(name: "i", scope: !582, file: !3, line: 232, type: !7)
!595 = !DILocation(line: 0, scope: !484, inlinedAt: !596)
!596 = distinct !DILocation(line: 676, column: 5, scope: !429)
!597 = distinct !DIAssignID()
!598 = !DILocation(line: 245, column: 199, scope: !484, inlinedAt: !596)
!599 = !DILocation(line: 245, column: 350, scope: !484, inlinedAt: !596)
!600 = !DILocation(line: 245, column: 346, scope: !484, inlinedAt: !596)
!601 = !DILocation(line: 245, column: 43, scope: !484, inlinedAt: !596)
!602 = !DILocation(line: 245, column: 366, scope: !484, inlinedAt: !596)
!603 = !DILocalVariable(name: "si1", arg: 1, scope: !604, file: !605, line: 473, type: !294)
!604 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !605, file: !605, line: 473, type: !606, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !608)
!605 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!606 = !DISubroutineType(types: !607)
!607 = !{!294, !294, !294}
!608 = !{!603, !609}
!609 = !DILocalVariable(name: "si2", arg: 2, scope: !604, file: !605, line: 473, type: !294)
!610 = !DILocation(line: 0, scope: !604, inlinedAt: !611)
!611 = distinct !DILocation(line: 245, column: 17, scope: !484, inlinedAt: !596)
!612 = !DILocation(line: 478, column: 11, scope: !604, inlinedAt: !611)
!613 = !DILocation(line: 478, column: 17, scope: !604, inlinedAt: !611)
!614 = !DILocation(line: 481, column: 10, scope: !604, inlinedAt: !611)
!615 = !DILocation(line: 478, column: 5, scope: !604, inlinedAt: !611)
!616 = !DILocation(line: 245, column: 14, scope: !484, inlinedAt: !596)
!617 = !DILocation(line: 246, column: 12, scope: !484, inlinedAt: !596)
!618 = !DILocation(line: 677, column: 5, scope: !619)
!619 = distinct !DILexicalBlock(scope: !429, file: !3, line: 677, column: 5)
!620 = !DILocation(line: 681, column: 29, scope: !621)
!621 = distinct !DILexicalBlock(scope: !622, file: !3, line: 680, column: 9)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 679, column: 9)
!623 = distinct !DILexicalBlock(scope: !624, file: !3, line: 679, column: 9)
!624 = distinct !DILexicalBlock(scope: !625, file: !3, line: 678, column: 5)
!625 = distinct !DILexicalBlock(scope: !619, file: !3, line: 677, column: 5)
!626 = !DILocation(line: 681, column: 13, scope: !621)
!627 = !DILocation(line: 682, column: 17, scope: !621)
!628 = !DILocation(line: 682, column: 35, scope: !629)
!629 = distinct !DILexicalBlock(scope: !621, file: !3, line: 682, column: 17)
!630 = !DILocation(line: 677, column: 25, scope: !625)
!631 = !DILocation(line: 677, column: 19, scope: !625)
!632 = distinct !{!632, !618, !633, !480}
!633 = !DILocation(line: 685, column: 5, scope: !619)
!634 = !DILocation(line: 686, column: 5, scope: !429)
!635 = !DILocation(line: 687, column: 21, scope: !429)
!636 = !DILocation(line: 687, column: 5, scope: !429)
!637 = !DILocation(line: 688, column: 5, scope: !429)
!638 = !DILocation(line: 689, column: 21, scope: !429)
!639 = !DILocation(line: 689, column: 5, scope: !429)
!640 = !DILocation(line: 690, column: 5, scope: !429)
!641 = !DILocation(line: 691, column: 5, scope: !642)
!642 = distinct !DILexicalBlock(scope: !429, file: !3, line: 691, column: 5)
!643 = !DILocation(line: 697, column: 33, scope: !644)
!644 = distinct !DILexicalBlock(scope: !645, file: !3, line: 696, column: 13)
!645 = distinct !DILexicalBlock(scope: !646, file: !3, line: 695, column: 13)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 695, column: 13)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 694, column: 9)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 693, column: 9)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 693, column: 9)
!650 = distinct !DILexicalBlock(scope: !651, file: !3, line: 692, column: 5)
!651 = distinct !DILexicalBlock(scope: !642, file: !3, line: 691, column: 5)
!652 = !{!653, !653, i64 0}
!653 = !{!"short", !448, i64 0}
!654 = !DILocation(line: 697, column: 17, scope: !644)
!655 = !DILocation(line: 698, column: 21, scope: !644)
!656 = !DILocation(line: 698, column: 39, scope: !657)
!657 = distinct !DILexicalBlock(scope: !644, file: !3, line: 698, column: 21)
!658 = !DILocation(line: 691, column: 25, scope: !651)
!659 = !DILocation(line: 691, column: 19, scope: !651)
!660 = distinct !{!660, !641, !661, !480}
!661 = !DILocation(line: 702, column: 5, scope: !642)
!662 = !DILocation(line: 703, column: 5, scope: !429)
!663 = !DILocation(line: 704, column: 5, scope: !429)
!664 = !DILocation(line: 705, column: 5, scope: !429)
!665 = !DILocation(line: 708, column: 9, scope: !666)
!666 = distinct !DILexicalBlock(scope: !667, file: !3, line: 707, column: 5)
!667 = distinct !DILexicalBlock(scope: !668, file: !3, line: 706, column: 5)
!668 = distinct !DILexicalBlock(scope: !429, file: !3, line: 706, column: 5)
!669 = !DILocation(line: 709, column: 13, scope: !666)
!670 = !DILocation(line: 709, column: 31, scope: !671)
!671 = distinct !DILexicalBlock(scope: !666, file: !3, line: 709, column: 13)
!672 = !DILocation(line: 712, column: 5, scope: !429)
!673 = !DILocation(line: 713, column: 5, scope: !429)
!674 = !DILocation(line: 714, column: 5, scope: !429)
!675 = !DILocation(line: 715, column: 21, scope: !429)
!676 = !{!448, !448, i64 0}
!677 = !DILocation(line: 715, column: 5, scope: !429)
!678 = !DILocation(line: 716, column: 5, scope: !429)
!679 = !DILocation(line: 717, column: 5, scope: !429)
!680 = !DILocation(line: 718, column: 5, scope: !429)
!681 = !DILocation(line: 719, column: 5, scope: !429)
!682 = !DILocation(line: 720, column: 5, scope: !429)
!683 = !DILocation(line: 721, column: 5, scope: !429)
!684 = !DILocation(line: 722, column: 5, scope: !685)
!685 = distinct !DILexicalBlock(scope: !429, file: !3, line: 722, column: 5)
!686 = !DILocation(line: 724, column: 25, scope: !687)
!687 = distinct !DILexicalBlock(scope: !688, file: !3, line: 723, column: 5)
!688 = distinct !DILexicalBlock(scope: !685, file: !3, line: 722, column: 5)
!689 = !DILocation(line: 724, column: 34, scope: !687)
!690 = !DILocation(line: 724, column: 9, scope: !687)
!691 = !DILocation(line: 725, column: 34, scope: !687)
!692 = !DILocation(line: 725, column: 9, scope: !687)
!693 = !DILocation(line: 726, column: 34, scope: !687)
!694 = !DILocation(line: 726, column: 9, scope: !687)
!695 = !DILocation(line: 727, column: 34, scope: !687)
!696 = !DILocation(line: 727, column: 25, scope: !687)
!697 = !DILocation(line: 727, column: 9, scope: !687)
!698 = !DILocation(line: 728, column: 13, scope: !687)
!699 = !DILocation(line: 728, column: 31, scope: !700)
!700 = distinct !DILexicalBlock(scope: !687, file: !3, line: 728, column: 13)
!701 = !DILocation(line: 722, column: 25, scope: !688)
!702 = !DILocation(line: 722, column: 19, scope: !688)
!703 = distinct !{!703, !684, !704, !480}
!704 = !DILocation(line: 730, column: 5, scope: !685)
!705 = !DILocation(line: 731, column: 5, scope: !429)
!706 = !DILocation(line: 732, column: 5, scope: !707)
!707 = distinct !DILexicalBlock(scope: !429, file: !3, line: 732, column: 5)
!708 = !DILocation(line: 736, column: 29, scope: !709)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 735, column: 9)
!710 = distinct !DILexicalBlock(scope: !711, file: !3, line: 734, column: 9)
!711 = distinct !DILexicalBlock(scope: !712, file: !3, line: 734, column: 9)
!712 = distinct !DILexicalBlock(scope: !713, file: !3, line: 733, column: 5)
!713 = distinct !DILexicalBlock(scope: !707, file: !3, line: 732, column: 5)
!714 = !DILocation(line: 736, column: 13, scope: !709)
!715 = !DILocation(line: 737, column: 17, scope: !709)
!716 = !DILocation(line: 732, column: 25, scope: !713)
!717 = !DILocation(line: 732, column: 19, scope: !713)
!718 = distinct !{!718, !706, !719, !480}
!719 = !DILocation(line: 740, column: 5, scope: !707)
!720 = !DILocation(line: 737, column: 35, scope: !721)
!721 = distinct !DILexicalBlock(scope: !709, file: !3, line: 737, column: 17)
!722 = !DILocation(line: 743, column: 9, scope: !723)
!723 = distinct !DILexicalBlock(scope: !724, file: !3, line: 742, column: 5)
!724 = distinct !DILexicalBlock(scope: !725, file: !3, line: 741, column: 5)
!725 = distinct !DILexicalBlock(scope: !429, file: !3, line: 741, column: 5)
!726 = !DILocation(line: 744, column: 13, scope: !723)
!727 = !DILocation(line: 744, column: 31, scope: !728)
!728 = distinct !DILexicalBlock(scope: !723, file: !3, line: 744, column: 13)
!729 = !DILocation(line: 747, column: 5, scope: !429)
!730 = !DILocation(line: 748, column: 5, scope: !429)
!731 = !DILocation(line: 749, column: 5, scope: !429)
!732 = !DILocation(line: 750, column: 5, scope: !429)
!733 = !DILocation(line: 751, column: 5, scope: !429)
!734 = !DILocation(line: 752, column: 5, scope: !735)
!735 = distinct !DILexicalBlock(scope: !429, file: !3, line: 752, column: 5)
!736 = !DILocation(line: 754, column: 9, scope: !737)
!737 = distinct !DILexicalBlock(scope: !738, file: !3, line: 754, column: 9)
!738 = distinct !DILexicalBlock(scope: !739, file: !3, line: 753, column: 5)
!739 = distinct !DILexicalBlock(scope: !735, file: !3, line: 752, column: 5)
!740 = !DILocation(line: 756, column: 13, scope: !741)
!741 = distinct !DILexicalBlock(scope: !742, file: !3, line: 756, column: 13)
!742 = distinct !DILexicalBlock(scope: !743, file: !3, line: 755, column: 9)
!743 = distinct !DILexicalBlock(scope: !737, file: !3, line: 754, column: 9)
!744 = !DILocation(line: 758, column: 33, scope: !745)
!745 = distinct !DILexicalBlock(scope: !746, file: !3, line: 757, column: 13)
!746 = distinct !DILexicalBlock(scope: !741, file: !3, line: 756, column: 13)
!747 = !DILocation(line: 758, column: 48, scope: !745)
!748 = !DILocation(line: 758, column: 17, scope: !745)
!749 = !DILocation(line: 759, column: 48, scope: !745)
!750 = !DILocation(line: 759, column: 17, scope: !745)
!751 = !DILocation(line: 760, column: 48, scope: !745)
!752 = !DILocation(line: 760, column: 17, scope: !745)
!753 = !DILocation(line: 761, column: 48, scope: !745)
!754 = !DILocation(line: 761, column: 33, scope: !745)
!755 = !DILocation(line: 761, column: 17, scope: !745)
!756 = !DILocation(line: 762, column: 21, scope: !745)
!757 = !DILocation(line: 762, column: 39, scope: !758)
!758 = distinct !DILexicalBlock(scope: !745, file: !3, line: 762, column: 21)
!759 = !DILocation(line: 756, column: 33, scope: !746)
!760 = !DILocation(line: 756, column: 27, scope: !746)
!761 = distinct !{!761, !740, !762, !480}
!762 = !DILocation(line: 764, column: 13, scope: !741)
!763 = !DILocation(line: 754, column: 29, scope: !743)
!764 = !DILocation(line: 754, column: 23, scope: !743)
!765 = distinct !{!765, !736, !766, !480}
!766 = !DILocation(line: 765, column: 9, scope: !737)
!767 = !DILocation(line: 752, column: 25, scope: !739)
!768 = !DILocation(line: 752, column: 19, scope: !739)
!769 = distinct !{!769, !734, !770, !480}
!770 = !DILocation(line: 766, column: 5, scope: !735)
!771 = !DILocation(line: 767, column: 21, scope: !429)
!772 = !DILocation(line: 767, column: 5, scope: !429)
!773 = !DILocation(line: 768, column: 5, scope: !429)
!774 = !DILocation(line: 769, column: 5, scope: !429)
!775 = !DILocation(line: 770, column: 5, scope: !429)
!776 = !DILocation(line: 771, column: 27, scope: !429)
!777 = !DILocation(line: 771, column: 21, scope: !429)
!778 = !DILocation(line: 771, column: 5, scope: !429)
!779 = !DILocation(line: 772, column: 27, scope: !429)
!780 = !DILocation(line: 772, column: 5, scope: !429)
!781 = !DILocation(line: 773, column: 27, scope: !429)
!782 = !DILocation(line: 773, column: 21, scope: !429)
!783 = !DILocation(line: 773, column: 5, scope: !429)
!784 = !DILocation(line: 774, column: 27, scope: !429)
!785 = !DILocation(line: 774, column: 21, scope: !429)
!786 = !DILocation(line: 774, column: 5, scope: !429)
!787 = !DILocation(line: 775, column: 27, scope: !429)
!788 = !DILocation(line: 775, column: 21, scope: !429)
!789 = !DILocation(line: 775, column: 5, scope: !429)
!790 = !DILocation(line: 776, column: 27, scope: !429)
!791 = !DILocation(line: 776, column: 21, scope: !429)
!792 = !DILocation(line: 776, column: 5, scope: !429)
!793 = !DILocation(line: 777, column: 27, scope: !429)
!794 = !DILocation(line: 777, column: 21, scope: !429)
!795 = !DILocation(line: 777, column: 5, scope: !429)
!796 = !DILocation(line: 778, column: 27, scope: !429)
!797 = !DILocation(line: 778, column: 5, scope: !429)
!798 = !DILocation(line: 779, column: 27, scope: !429)
!799 = !DILocation(line: 779, column: 21, scope: !429)
!800 = !DILocation(line: 779, column: 5, scope: !429)
!801 = !DILocation(line: 780, column: 27, scope: !429)
!802 = !DILocation(line: 780, column: 21, scope: !429)
!803 = !DILocation(line: 780, column: 5, scope: !429)
!804 = !DILocation(line: 781, column: 27, scope: !429)
!805 = !DILocation(line: 781, column: 21, scope: !429)
!806 = !DILocation(line: 781, column: 5, scope: !429)
!807 = !DILocation(line: 782, column: 27, scope: !429)
!808 = !DILocation(line: 782, column: 21, scope: !429)
!809 = !DILocation(line: 782, column: 5, scope: !429)
!810 = !DILocation(line: 783, column: 27, scope: !429)
!811 = !{!812, !813, i64 16}
!812 = !{!"S3", !477, i64 0, !477, i64 4, !477, i64 8, !813, i64 16}
!813 = !{!"long", !448, i64 0}
!814 = !DILocation(line: 783, column: 5, scope: !429)
!815 = !DILocation(line: 788, column: 13, scope: !816)
!816 = distinct !DILexicalBlock(scope: !817, file: !3, line: 787, column: 9)
!817 = distinct !DILexicalBlock(scope: !818, file: !3, line: 786, column: 9)
!818 = distinct !DILexicalBlock(scope: !819, file: !3, line: 786, column: 9)
!819 = distinct !DILexicalBlock(scope: !820, file: !3, line: 785, column: 5)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 784, column: 5)
!821 = distinct !DILexicalBlock(scope: !429, file: !3, line: 784, column: 5)
!822 = !DILocation(line: 789, column: 17, scope: !816)
!823 = !DILocation(line: 789, column: 35, scope: !824)
!824 = distinct !DILexicalBlock(scope: !816, file: !3, line: 789, column: 17)
!825 = !DILocation(line: 793, column: 27, scope: !429)
!826 = !DILocation(line: 793, column: 5, scope: !429)
!827 = !DILocation(line: 794, column: 27, scope: !429)
!828 = !DILocation(line: 794, column: 5, scope: !429)
!829 = !DILocation(line: 795, column: 27, scope: !429)
!830 = !DILocation(line: 795, column: 5, scope: !429)
!831 = !DILocation(line: 796, column: 27, scope: !429)
!832 = !DILocation(line: 796, column: 21, scope: !429)
!833 = !DILocation(line: 796, column: 5, scope: !429)
!834 = !DILocation(line: 797, column: 27, scope: !429)
!835 = !DILocation(line: 797, column: 21, scope: !429)
!836 = !DILocation(line: 797, column: 5, scope: !429)
!837 = !DILocation(line: 798, column: 27, scope: !429)
!838 = !DILocation(line: 798, column: 21, scope: !429)
!839 = !DILocation(line: 798, column: 5, scope: !429)
!840 = !DILocation(line: 799, column: 27, scope: !429)
!841 = !DILocation(line: 799, column: 21, scope: !429)
!842 = !DILocation(line: 799, column: 5, scope: !429)
!843 = !DILocation(line: 800, column: 27, scope: !429)
!844 = !{!845, !477, i64 12}
!845 = !{!"S0", !477, i64 0, !477, i64 4, !477, i64 6, !477, i64 8, !477, i64 8, !477, i64 9, !477, i64 10, !477, i64 12}
!846 = !DILocation(line: 800, column: 21, scope: !429)
!847 = !DILocation(line: 800, column: 5, scope: !429)
!848 = !DILocation(line: 801, column: 5, scope: !429)
!849 = !DILocation(line: 802, column: 5, scope: !429)
!850 = !DILocation(line: 803, column: 5, scope: !429)
!851 = !DILocation(line: 804, column: 5, scope: !429)
!852 = !DILocation(line: 805, column: 23, scope: !429)
!853 = !DILocation(line: 805, column: 37, scope: !429)
!854 = !DILocalVariable(name: "crc", arg: 1, scope: !855, file: !412, line: 49, type: !192)
!855 = distinct !DISubprogram(name: "platform_main_end", scope: !412, file: !412, line: 49, type: !856, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !858)
!856 = !DISubroutineType(types: !857)
!857 = !{null, !192, !7}
!858 = !{!854, !859}
!859 = !DILocalVariable(name: "flag", arg: 2, scope: !855, file: !412, line: 49, type: !7)
!860 = !DILocation(line: 0, scope: !855, inlinedAt: !861)
!861 = distinct !DILocation(line: 805, column: 5, scope: !429)
!862 = !DILocation(line: 56, column: 2, scope: !855, inlinedAt: !861)
!863 = !DILocation(line: 806, column: 5, scope: !429)
!864 = distinct !DISubprogram(name: "transparent_crc", scope: !190, file: !190, line: 110, type: !865, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !867)
!865 = !DISubroutineType(types: !866)
!866 = !{null, !239, !433, !7}
!867 = !{!868, !869, !870}
!868 = !DILocalVariable(name: "val", arg: 1, scope: !864, file: !190, line: 110, type: !239)
!869 = !DILocalVariable(name: "vname", arg: 2, scope: !864, file: !190, line: 110, type: !433)
!870 = !DILocalVariable(name: "flag", arg: 3, scope: !864, file: !190, line: 110, type: !7)
!871 = !DILocation(line: 0, scope: !864)
!872 = !DILocalVariable(name: "val", arg: 1, scope: !873, file: !190, line: 97, type: !239)
!873 = distinct !DISubprogram(name: "crc32_8bytes", scope: !190, file: !190, line: 97, type: !874, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !876)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !239}
!876 = !{!872}
!877 = !DILocation(line: 0, scope: !873, inlinedAt: !878)
!878 = distinct !DILocation(line: 112, column: 2, scope: !864)
!879 = !DILocalVariable(name: "b", arg: 1, scope: !880, file: !190, line: 71, type: !273)
!880 = distinct !DISubprogram(name: "crc32_byte", scope: !190, file: !190, line: 71, type: !881, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !883)
!881 = !DISubroutineType(types: !882)
!882 = !{null, !273}
!883 = !{!879}
!884 = !DILocation(line: 0, scope: !880, inlinedAt: !885)
!885 = distinct !DILocation(line: 99, column: 2, scope: !873, inlinedAt: !878)
!886 = !DILocation(line: 73, column: 5, scope: !880, inlinedAt: !885)
!887 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !885)
!888 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !885)
!889 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !885)
!890 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !885)
!891 = !DILocation(line: 100, column: 18, scope: !873, inlinedAt: !878)
!892 = !DILocation(line: 0, scope: !880, inlinedAt: !893)
!893 = distinct !DILocation(line: 100, column: 2, scope: !873, inlinedAt: !878)
!894 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !893)
!895 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !893)
!896 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !893)
!897 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !893)
!898 = !DILocation(line: 101, column: 18, scope: !873, inlinedAt: !878)
!899 = !DILocation(line: 0, scope: !880, inlinedAt: !900)
!900 = distinct !DILocation(line: 101, column: 2, scope: !873, inlinedAt: !878)
!901 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !900)
!902 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !900)
!903 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !900)
!904 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !900)
!905 = !DILocation(line: 102, column: 18, scope: !873, inlinedAt: !878)
!906 = !DILocation(line: 0, scope: !880, inlinedAt: !907)
!907 = distinct !DILocation(line: 102, column: 2, scope: !873, inlinedAt: !878)
!908 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !907)
!909 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !907)
!910 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !907)
!911 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !907)
!912 = !DILocation(line: 103, column: 18, scope: !873, inlinedAt: !878)
!913 = !DILocation(line: 0, scope: !880, inlinedAt: !914)
!914 = distinct !DILocation(line: 103, column: 2, scope: !873, inlinedAt: !878)
!915 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !914)
!916 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !914)
!917 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !914)
!918 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !914)
!919 = !DILocation(line: 104, column: 18, scope: !873, inlinedAt: !878)
!920 = !DILocation(line: 0, scope: !880, inlinedAt: !921)
!921 = distinct !DILocation(line: 104, column: 2, scope: !873, inlinedAt: !878)
!922 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !921)
!923 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !921)
!924 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !921)
!925 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !921)
!926 = !DILocation(line: 105, column: 18, scope: !873, inlinedAt: !878)
!927 = !DILocation(line: 0, scope: !880, inlinedAt: !928)
!928 = distinct !DILocation(line: 105, column: 2, scope: !873, inlinedAt: !878)
!929 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !928)
!930 = !DILocation(line: 74, column: 33, scope: !880, inlinedAt: !928)
!931 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !928)
!932 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !928)
!933 = !DILocation(line: 106, column: 18, scope: !873, inlinedAt: !878)
!934 = !DILocation(line: 0, scope: !880, inlinedAt: !935)
!935 = distinct !DILocation(line: 106, column: 2, scope: !873, inlinedAt: !878)
!936 = !DILocation(line: 73, column: 19, scope: !880, inlinedAt: !935)
!937 = !DILocation(line: 74, column: 3, scope: !880, inlinedAt: !935)
!938 = !DILocation(line: 73, column: 39, scope: !880, inlinedAt: !935)
!939 = !DILocation(line: 72, column: 16, scope: !880, inlinedAt: !935)
!940 = !DILocation(line: 113, column: 6, scope: !941)
!941 = distinct !DILexicalBlock(scope: !864, file: !190, line: 113, column: 6)
!942 = !DILocation(line: 113, column: 6, scope: !864)
!943 = !DILocation(line: 114, column: 73, scope: !944)
!944 = distinct !DILexicalBlock(scope: !941, file: !190, line: 113, column: 12)
!945 = !DILocation(line: 114, column: 5, scope: !944)
!946 = !DILocation(line: 115, column: 2, scope: !944)
!947 = !DILocation(line: 116, column: 1, scope: !864)
!948 = !DISubprogram(name: "printf", scope: !949, file: !949, line: 356, type: !950, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!949 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!950 = !DISubroutineType(types: !951)
!951 = !{!7, !952, null}
!952 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !953)
!953 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !954, size: 64)
!954 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
