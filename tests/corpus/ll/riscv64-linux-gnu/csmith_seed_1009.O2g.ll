; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S1 = type { i16, i32, i32 }

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
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 4, !dbg !372
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4, !dbg !374
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 4, !dbg !377
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8, !dbg !379
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 4, !dbg !393
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !410

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !432 {
    #dbg_value(i32 %0, !438, !DIExpression(), !444)
    #dbg_value(ptr %1, !439, !DIExpression(), !444)
    #dbg_value(i32 0, !443, !DIExpression(), !444)
  %3 = icmp eq i32 %0, 2, !dbg !445
  br i1 %3, label %4, label %17, !dbg !447

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !448
  %6 = load ptr, ptr %5, align 8, !dbg !448, !tbaa !449
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !453
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !454
  %16 = zext i1 %15 to i32, !dbg !454
  br label %17, !dbg !454

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !444
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !444
    #dbg_value(i32 %19, !443, !DIExpression(), !444)
    #dbg_value(i32 -306674912, !455, !DIExpression(), !464)
    #dbg_value(i32 0, !461, !DIExpression(), !464)
  br label %20, !dbg !466

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
    #dbg_value(i64 %21, !461, !DIExpression(), !464)
    #dbg_value(i32 8, !462, !DIExpression(), !464)
    #dbg_value(i64 %21, !460, !DIExpression(), !464)
    #dbg_value(i32 8, !462, !DIExpression(), !464)
    #dbg_value(i64 %21, !460, !DIExpression(), !464)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !468
  %23 = and i32 %22, 1, !dbg !468
  %24 = icmp eq i32 %23, 0, !dbg !468
  %25 = lshr i32 %22, 1, !dbg !475
  %26 = xor i32 %25, -306674912, !dbg !475
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !475
    #dbg_value(i32 %27, !460, !DIExpression(), !464)
    #dbg_value(i32 7, !462, !DIExpression(), !464)
  %28 = and i32 %27, 1, !dbg !468
  %29 = icmp eq i32 %28, 0, !dbg !468
  %30 = lshr i32 %27, 1, !dbg !475
  %31 = xor i32 %30, -306674912, !dbg !475
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !475
    #dbg_value(i32 %32, !460, !DIExpression(), !464)
    #dbg_value(i32 6, !462, !DIExpression(), !464)
  %33 = and i32 %32, 1, !dbg !468
  %34 = icmp eq i32 %33, 0, !dbg !468
  %35 = lshr i32 %32, 1, !dbg !475
  %36 = xor i32 %35, -306674912, !dbg !475
  %37 = select i1 %34, i32 %35, i32 %36, !dbg !475
    #dbg_value(i32 %37, !460, !DIExpression(), !464)
    #dbg_value(i32 5, !462, !DIExpression(), !464)
  %38 = and i32 %37, 1, !dbg !468
  %39 = icmp eq i32 %38, 0, !dbg !468
  %40 = lshr i32 %37, 1, !dbg !475
  %41 = xor i32 %40, -306674912, !dbg !475
  %42 = select i1 %39, i32 %40, i32 %41, !dbg !475
    #dbg_value(i32 %42, !460, !DIExpression(), !464)
    #dbg_value(i32 4, !462, !DIExpression(), !464)
  %43 = and i32 %42, 1, !dbg !468
  %44 = icmp eq i32 %43, 0, !dbg !468
  %45 = lshr i32 %42, 1, !dbg !475
  %46 = xor i32 %45, -306674912, !dbg !475
  %47 = select i1 %44, i32 %45, i32 %46, !dbg !475
    #dbg_value(i32 %47, !460, !DIExpression(), !464)
    #dbg_value(i32 3, !462, !DIExpression(), !464)
  %48 = and i32 %47, 1, !dbg !468
  %49 = icmp eq i32 %48, 0, !dbg !468
  %50 = lshr i32 %47, 1, !dbg !475
  %51 = xor i32 %50, -306674912, !dbg !475
  %52 = select i1 %49, i32 %50, i32 %51, !dbg !475
    #dbg_value(i32 %52, !460, !DIExpression(), !464)
    #dbg_value(i32 2, !462, !DIExpression(), !464)
  %53 = and i32 %52, 1, !dbg !468
  %54 = icmp eq i32 %53, 0, !dbg !468
  %55 = lshr i32 %52, 1, !dbg !475
  %56 = xor i32 %55, -306674912, !dbg !475
  %57 = select i1 %54, i32 %55, i32 %56, !dbg !475
    #dbg_value(i32 %57, !460, !DIExpression(), !464)
    #dbg_value(i32 1, !462, !DIExpression(), !464)
  %58 = and i32 %57, 1, !dbg !468
  %59 = icmp eq i32 %58, 0, !dbg !468
  %60 = lshr i32 %57, 1, !dbg !475
  %61 = xor i32 %60, -306674912, !dbg !475
  %62 = select i1 %59, i32 %60, i32 %61, !dbg !475
    #dbg_value(i32 %62, !460, !DIExpression(), !464)
    #dbg_value(i32 0, !462, !DIExpression(), !464)
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !476
  store i32 %62, ptr %63, align 4, !dbg !477, !tbaa !478
  %64 = add nuw nsw i64 %21, 1, !dbg !480
    #dbg_value(i64 %64, !461, !DIExpression(), !464)
  %65 = icmp eq i64 %64, 256, !dbg !481
  br i1 %65, label %66, label %20, !dbg !466, !llvm.loop !482

66:                                               ; preds = %20
    #dbg_value(ptr poison, !485, !DIExpression(), !597)
    #dbg_value(i32 -1, !491, !DIExpression(), !597)
    #dbg_value(i64 -6469180319517125699, !492, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !597)
    #dbg_assign(i1 undef, !492, !DIExpression(DW_OP_LLVM_fragment, 320, 704), !599, ptr poison, !DIExpression(), !597)
    #dbg_value(i32 1, !495, !DIExpression(), !597)
    #dbg_value(ptr poison, !496, !DIExpression(), !597)
    #dbg_value(ptr poison, !500, !DIExpression(), !597)
    #dbg_value(i32 -4, !502, !DIExpression(), !597)
  %67 = load volatile ptr, ptr @g_502, align 8, !dbg !600, !tbaa !449
    #dbg_value(i32 -3, !502, !DIExpression(), !597)
  %68 = load i32, ptr @g_276, align 4, !dbg !601, !tbaa !478
  %69 = icmp slt i32 %68, -2, !dbg !602
  %70 = zext i1 %69 to i32, !dbg !603
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !604
  %72 = shl i32 %71, 8, !dbg !604
    #dbg_value(i1 %69, !605, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !612)
    #dbg_value(i32 %72, !611, !DIExpression(DW_OP_constu, 8, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !612)
  %73 = icmp eq i32 %72, 0, !dbg !614
  br i1 %73, label %77, label %74, !dbg !615

74:                                               ; preds = %66
  %75 = ashr exact i32 %72, 8, !dbg !604
    #dbg_value(i32 %75, !611, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !612)
    #dbg_value(i32 %75, !611, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !612)
  %76 = sdiv i32 %70, %75, !dbg !616
  br label %77, !dbg !617

77:                                               ; preds = %66, %74
  %78 = phi i32 [ %76, %74 ], [ %70, %66 ], !dbg !617
  store i32 %78, ptr @g_276, align 4, !dbg !618, !tbaa !478
  %79 = load volatile i32, ptr @g_6, align 4, !dbg !619, !tbaa !478
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  br label %80, !dbg !620

80:                                               ; preds = %77, %105
  %81 = phi i64 [ 0, %77 ], [ %106, %105 ]
    #dbg_value(i64 %81, !440, !DIExpression(), !444)
    #dbg_value(i32 0, !441, !DIExpression(), !444)
    #dbg_value(i64 0, !441, !DIExpression(), !444)
  %82 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 0, !dbg !622
  %83 = load volatile i32, ptr %82, align 4, !dbg !622, !tbaa !478
  %84 = sext i32 %83 to i64, !dbg !622
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !628
  br i1 %18, label %85, label %92, !dbg !629

85:                                               ; preds = %80
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %86 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 1, !dbg !622
  %87 = load volatile i32, ptr %86, align 4, !dbg !622, !tbaa !478
  %88 = sext i32 %87 to i64, !dbg !622
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !628
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %89 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 2, !dbg !622
  %90 = load volatile i32, ptr %89, align 4, !dbg !622, !tbaa !478
  %91 = sext i32 %90 to i64, !dbg !622
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !628
  br label %105, !dbg !629

92:                                               ; preds = %80
  %93 = trunc nuw nsw i64 %81 to i32, !dbg !630
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %93, i32 noundef signext 0), !dbg !630
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %95 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 1, !dbg !622
  %96 = load volatile i32, ptr %95, align 4, !dbg !622, !tbaa !478
  %97 = sext i32 %96 to i64, !dbg !622
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !628
  %98 = trunc nuw nsw i64 %81 to i32, !dbg !630
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %98, i32 noundef signext 1), !dbg !630
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %100 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %81, i64 2, !dbg !622
  %101 = load volatile i32, ptr %100, align 4, !dbg !622, !tbaa !478
  %102 = sext i32 %101 to i64, !dbg !622
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !628
  %103 = trunc nuw nsw i64 %81 to i32, !dbg !630
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %103, i32 noundef signext 2), !dbg !630
  br label %105, !dbg !630

105:                                              ; preds = %85, %92
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  %106 = add nuw nsw i64 %81, 1, !dbg !632
    #dbg_value(i64 %106, !440, !DIExpression(), !444)
  %107 = icmp eq i64 %106, 6, !dbg !633
  br i1 %107, label %108, label %80, !dbg !620, !llvm.loop !634

108:                                              ; preds = %105
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef signext %19), !dbg !636
  %109 = load volatile i32, ptr @g_6, align 4, !dbg !637, !tbaa !478
  %110 = sext i32 %109 to i64, !dbg !637
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !638
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef signext %19), !dbg !639
  %111 = load volatile i32, ptr @g_8, align 4, !dbg !640, !tbaa !478
  %112 = sext i32 %111 to i64, !dbg !640
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !641
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !642
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  br label %113, !dbg !643

113:                                              ; preds = %108, %186
  %114 = phi i64 [ 0, %108 ], [ %187, %186 ]
    #dbg_value(i64 %114, !440, !DIExpression(), !444)
    #dbg_value(i64 0, !441, !DIExpression(), !444)
    #dbg_value(i32 poison, !442, !DIExpression(), !444)
  %115 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 0, !dbg !645
  %116 = load i16, ptr %115, align 2, !dbg !645, !tbaa !654
  %117 = sext i16 %116 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  br i1 %18, label %118, label %143, !dbg !657

118:                                              ; preds = %113
    #dbg_value(i32 poison, !442, !DIExpression(), !444)
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %119 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 1, !dbg !645
  %120 = load i16, ptr %119, align 2, !dbg !645, !tbaa !654
  %121 = sext i16 %120 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %122 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 2, !dbg !645
  %123 = load i16, ptr %122, align 2, !dbg !645, !tbaa !654
  %124 = sext i16 %123 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  %125 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 3, !dbg !645
  %126 = load i16, ptr %125, align 2, !dbg !645, !tbaa !654
  %127 = sext i16 %126 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  %128 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 4, !dbg !645
  %129 = load i16, ptr %128, align 2, !dbg !645, !tbaa !654
  %130 = sext i16 %129 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  %131 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 5, !dbg !645
  %132 = load i16, ptr %131, align 2, !dbg !645, !tbaa !654
  %133 = sext i16 %132 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 6, !441, !DIExpression(), !444)
  %134 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 6, !dbg !645
  %135 = load i16, ptr %134, align 2, !dbg !645, !tbaa !654
  %136 = sext i16 %135 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 7, !441, !DIExpression(), !444)
  %137 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 7, !dbg !645
  %138 = load i16, ptr %137, align 2, !dbg !645, !tbaa !654
  %139 = sext i16 %138 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
    #dbg_value(i64 8, !441, !DIExpression(), !444)
  %140 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 8, !dbg !645
  %141 = load i16, ptr %140, align 2, !dbg !645, !tbaa !654
  %142 = sext i16 %141 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  br label %186, !dbg !657

143:                                              ; preds = %113
  %144 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %144, i32 noundef signext 0, i32 noundef signext 0), !dbg !658
    #dbg_value(i32 poison, !442, !DIExpression(), !444)
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %146 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 1, !dbg !645
  %147 = load i16, ptr %146, align 2, !dbg !645, !tbaa !654
  %148 = sext i16 %147 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %149 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %149, i32 noundef signext 1, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %151 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 2, !dbg !645
  %152 = load i16, ptr %151, align 2, !dbg !645, !tbaa !654
  %153 = sext i16 %152 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %154 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %155 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %154, i32 noundef signext 2, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  %156 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 3, !dbg !645
  %157 = load i16, ptr %156, align 2, !dbg !645, !tbaa !654
  %158 = sext i16 %157 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %159 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %160 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %159, i32 noundef signext 3, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  %161 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 4, !dbg !645
  %162 = load i16, ptr %161, align 2, !dbg !645, !tbaa !654
  %163 = sext i16 %162 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %164 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %165 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %164, i32 noundef signext 4, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  %166 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 5, !dbg !645
  %167 = load i16, ptr %166, align 2, !dbg !645, !tbaa !654
  %168 = sext i16 %167 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %169 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %170 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %169, i32 noundef signext 5, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 6, !441, !DIExpression(), !444)
  %171 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 6, !dbg !645
  %172 = load i16, ptr %171, align 2, !dbg !645, !tbaa !654
  %173 = sext i16 %172 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %174 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %174, i32 noundef signext 6, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 7, !441, !DIExpression(), !444)
  %176 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 7, !dbg !645
  %177 = load i16, ptr %176, align 2, !dbg !645, !tbaa !654
  %178 = sext i16 %177 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %179 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %180 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %179, i32 noundef signext 7, i32 noundef signext 0), !dbg !658
    #dbg_value(i64 8, !441, !DIExpression(), !444)
  %181 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %114, i64 8, !dbg !645
  %182 = load i16, ptr %181, align 2, !dbg !645, !tbaa !654
  %183 = sext i16 %182 to i64, !dbg !645
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !656
  %184 = trunc nuw nsw i64 %114 to i32, !dbg !658
  %185 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %184, i32 noundef signext 8, i32 noundef signext 0), !dbg !658
  br label %186, !dbg !658

186:                                              ; preds = %118, %143
    #dbg_value(i32 poison, !442, !DIExpression(), !444)
    #dbg_value(i64 9, !441, !DIExpression(), !444)
  %187 = add nuw nsw i64 %114, 1, !dbg !660
    #dbg_value(i64 %187, !440, !DIExpression(), !444)
  %188 = icmp eq i64 %187, 6, !dbg !661
  br i1 %188, label %189, label %113, !dbg !643, !llvm.loop !662

189:                                              ; preds = %186
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !664
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !665
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !666
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !667
  br i1 %18, label %190, label %191, !dbg !671

190:                                              ; preds = %189
    #dbg_value(i32 1, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !667
    #dbg_value(i32 2, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !667
  br label %195, !dbg !671

191:                                              ; preds = %189
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0), !dbg !672
    #dbg_value(i32 1, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !667
  %193 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1), !dbg !672
    #dbg_value(i32 2, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !667
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 2), !dbg !672
  br label %195, !dbg !672

195:                                              ; preds = %190, %191
    #dbg_value(i32 3, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef signext %19), !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !675
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef signext %19), !dbg !676
  %196 = load volatile i8, ptr @g_67, align 1, !dbg !677, !tbaa !678
  %197 = sext i8 %196 to i64, !dbg !677
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !679
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !680
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef signext %19), !dbg !682
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef signext %19), !dbg !683
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef signext %19), !dbg !684
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !685
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  br label %198, !dbg !686

198:                                              ; preds = %195, %220
  %199 = phi i64 [ 0, %195 ], [ %221, %220 ]
    #dbg_value(i64 %199, !440, !DIExpression(), !444)
  %200 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %199, !dbg !688
  %201 = load i16, ptr %200, align 4, !dbg !691
  %202 = sext i16 %201 to i64, !dbg !688
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.25, i32 noundef signext %19), !dbg !692
  %203 = getelementptr inbounds i8, ptr %200, i64 4, !dbg !693
  %204 = load i32, ptr %203, align 4, !dbg !693
  %205 = shl i32 %204, 5, !dbg !693
  %206 = ashr exact i32 %205, 5, !dbg !693
  %207 = sext i32 %206 to i64, !dbg !694
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.26, i32 noundef signext %19), !dbg !695
  %208 = getelementptr inbounds i8, ptr %200, i64 8, !dbg !696
  %209 = load i32, ptr %208, align 4, !dbg !696
  %210 = shl i32 %209, 8, !dbg !696
  %211 = ashr exact i32 %210, 8, !dbg !696
  %212 = sext i32 %211 to i64, !dbg !697
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.27, i32 noundef signext %19), !dbg !698
  %213 = load volatile i32, ptr %208, align 4, !dbg !699
  %214 = shl i32 %213, 6, !dbg !699
  %215 = ashr i32 %214, 30, !dbg !699
  %216 = sext i32 %215 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.28, i32 noundef signext %19), !dbg !701
  br i1 %18, label %220, label %217, !dbg !702

217:                                              ; preds = %198
  %218 = trunc nuw nsw i64 %199 to i32, !dbg !703
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %218), !dbg !703
  br label %220, !dbg !703

220:                                              ; preds = %198, %217
  %221 = add nuw nsw i64 %199, 1, !dbg !705
    #dbg_value(i64 %221, !440, !DIExpression(), !444)
  %222 = icmp eq i64 %221, 5, !dbg !706
  br i1 %222, label %223, label %198, !dbg !686, !llvm.loop !707

223:                                              ; preds = %220
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !709
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  br label %224, !dbg !710

224:                                              ; preds = %250, %223
  %225 = phi i64 [ 0, %223 ], [ %251, %250 ]
    #dbg_value(i64 %225, !440, !DIExpression(), !444)
    #dbg_value(i64 0, !441, !DIExpression(), !444)
  %226 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 0, !dbg !712
  %227 = load i8, ptr %226, align 1, !dbg !712, !tbaa !678
  %228 = zext i8 %227 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  br i1 %18, label %229, label %252, !dbg !719

229:                                              ; preds = %224
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %230 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1, !dbg !712
  %231 = load i8, ptr %230, align 1, !dbg !712, !tbaa !678
  %232 = zext i8 %231 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %233 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2, !dbg !712
  %234 = load i8, ptr %233, align 1, !dbg !712, !tbaa !678
  %235 = zext i8 %234 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  %236 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3, !dbg !712
  %237 = load i8, ptr %236, align 1, !dbg !712, !tbaa !678
  %238 = zext i8 %237 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  %239 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4, !dbg !712
  %240 = load i8, ptr %239, align 1, !dbg !712, !tbaa !678
  %241 = zext i8 %240 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  %242 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5, !dbg !712
  %243 = load i8, ptr %242, align 1, !dbg !712, !tbaa !678
  %244 = zext i8 %243 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 6, !441, !DIExpression(), !444)
  %245 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6, !dbg !712
  %246 = load i8, ptr %245, align 1, !dbg !712, !tbaa !678
  %247 = zext i8 %246 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
    #dbg_value(i64 7, !441, !DIExpression(), !444)
  %248 = add nuw nsw i64 %225, 1, !dbg !720
    #dbg_value(i64 %248, !440, !DIExpression(), !444)
  %249 = icmp eq i64 %248, 8, !dbg !721
  br i1 %249, label %287, label %250, !dbg !710

250:                                              ; preds = %229, %252
  %251 = phi i64 [ %248, %229 ], [ %285, %252 ]
  br label %224, !dbg !712, !llvm.loop !722

252:                                              ; preds = %224
  %253 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %254 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %253, i32 noundef signext 0), !dbg !724
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  %255 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 1, !dbg !712
  %256 = load i8, ptr %255, align 1, !dbg !712, !tbaa !678
  %257 = zext i8 %256 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %258 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %259 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %258, i32 noundef signext 1), !dbg !724
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  %260 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 2, !dbg !712
  %261 = load i8, ptr %260, align 1, !dbg !712, !tbaa !678
  %262 = zext i8 %261 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %263 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %263, i32 noundef signext 2), !dbg !724
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  %265 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 3, !dbg !712
  %266 = load i8, ptr %265, align 1, !dbg !712, !tbaa !678
  %267 = zext i8 %266 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %268 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %269 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %268, i32 noundef signext 3), !dbg !724
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  %270 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 4, !dbg !712
  %271 = load i8, ptr %270, align 1, !dbg !712, !tbaa !678
  %272 = zext i8 %271 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %273 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %274 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %273, i32 noundef signext 4), !dbg !724
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  %275 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 5, !dbg !712
  %276 = load i8, ptr %275, align 1, !dbg !712, !tbaa !678
  %277 = zext i8 %276 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %278 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %279 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %278, i32 noundef signext 5), !dbg !724
    #dbg_value(i64 6, !441, !DIExpression(), !444)
  %280 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %225, i64 6, !dbg !712
  %281 = load i8, ptr %280, align 1, !dbg !712, !tbaa !678
  %282 = zext i8 %281 to i64, !dbg !712
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !718
  %283 = trunc nuw nsw i64 %225 to i32, !dbg !724
  %284 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %283, i32 noundef signext 6), !dbg !724
    #dbg_value(i64 7, !441, !DIExpression(), !444)
  %285 = add nuw nsw i64 %225, 1, !dbg !720
    #dbg_value(i64 %285, !440, !DIExpression(), !444)
  %286 = icmp eq i64 %285, 8, !dbg !721
  br i1 %286, label %288, label %250, !dbg !710

287:                                              ; preds = %229
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
    #dbg_value(i32 1, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
    #dbg_value(i32 2, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
  br label %292, !dbg !730

288:                                              ; preds = %252
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
  %289 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0), !dbg !731
    #dbg_value(i32 1, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
  %290 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1), !dbg !731
    #dbg_value(i32 2, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !726
  %291 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 2), !dbg !731
  br label %292, !dbg !731

292:                                              ; preds = %287, %288
    #dbg_value(i32 3, !440, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef signext %19), !dbg !733
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef signext %19), !dbg !734
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef signext %19), !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef signext %19), !dbg !736
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef signext %19), !dbg !737
    #dbg_value(i32 0, !440, !DIExpression(), !444)
  br label %293, !dbg !738

293:                                              ; preds = %292, %327
  %294 = phi i64 [ 0, %292 ], [ %328, %327 ]
    #dbg_value(i64 %294, !440, !DIExpression(), !444)
    #dbg_value(i32 0, !441, !DIExpression(), !444)
  %295 = trunc nuw nsw i64 %294 to i32
  br label %296, !dbg !740

296:                                              ; preds = %293, %324
  %297 = phi i64 [ 0, %293 ], [ %325, %324 ]
    #dbg_value(i64 %297, !441, !DIExpression(), !444)
    #dbg_value(i32 0, !442, !DIExpression(), !444)
  %298 = trunc nuw nsw i64 %297 to i32
  br label %299, !dbg !744

299:                                              ; preds = %296, %321
  %300 = phi i64 [ 0, %296 ], [ %322, %321 ]
    #dbg_value(i64 %300, !442, !DIExpression(), !444)
  %301 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %294, i64 %297, i64 %300, !dbg !748
  %302 = load i16, ptr %301, align 4, !dbg !751
  %303 = sext i16 %302 to i64, !dbg !748
  tail call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.37, i32 noundef signext %19), !dbg !752
  %304 = getelementptr inbounds i8, ptr %301, i64 4, !dbg !753
  %305 = load i32, ptr %304, align 4, !dbg !753
  %306 = shl i32 %305, 5, !dbg !753
  %307 = ashr exact i32 %306, 5, !dbg !753
  %308 = sext i32 %307 to i64, !dbg !754
  tail call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.38, i32 noundef signext %19), !dbg !755
  %309 = getelementptr inbounds i8, ptr %301, i64 8, !dbg !756
  %310 = load i32, ptr %309, align 4, !dbg !756
  %311 = shl i32 %310, 8, !dbg !756
  %312 = ashr exact i32 %311, 8, !dbg !756
  %313 = sext i32 %312 to i64, !dbg !757
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.39, i32 noundef signext %19), !dbg !758
  %314 = load volatile i32, ptr %309, align 4, !dbg !759
  %315 = shl i32 %314, 6, !dbg !759
  %316 = ashr i32 %315, 30, !dbg !759
  %317 = sext i32 %316 to i64, !dbg !760
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !761
  br i1 %18, label %321, label %318, !dbg !762

318:                                              ; preds = %299
  %319 = trunc nuw nsw i64 %300 to i32, !dbg !763
  %320 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %295, i32 noundef signext %298, i32 noundef signext %319), !dbg !763
  br label %321, !dbg !763

321:                                              ; preds = %299, %318
  %322 = add nuw nsw i64 %300, 1, !dbg !765
    #dbg_value(i64 %322, !442, !DIExpression(), !444)
  %323 = icmp eq i64 %322, 9, !dbg !766
  br i1 %323, label %324, label %299, !dbg !744, !llvm.loop !767

324:                                              ; preds = %321
  %325 = add nuw nsw i64 %297, 1, !dbg !769
    #dbg_value(i64 %325, !441, !DIExpression(), !444)
  %326 = icmp eq i64 %325, 7, !dbg !770
  br i1 %326, label %327, label %296, !dbg !740, !llvm.loop !771

327:                                              ; preds = %324
  %328 = add nuw nsw i64 %294, 1, !dbg !773
    #dbg_value(i64 %328, !440, !DIExpression(), !444)
  %329 = icmp eq i64 %328, 4, !dbg !774
  br i1 %329, label %330, label %293, !dbg !738, !llvm.loop !775

330:                                              ; preds = %327
  %331 = load i32, ptr @g_276, align 4, !dbg !777, !tbaa !478
  %332 = sext i32 %331 to i64, !dbg !777
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.41, i32 noundef signext %19), !dbg !778
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef signext %19), !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef signext %19), !dbg !780
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !781
  %333 = load volatile i32, ptr @g_406, align 4, !dbg !782
  %334 = and i32 %333, 16777215, !dbg !782
  %335 = zext nneg i32 %334 to i64, !dbg !783
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.45, i32 noundef signext %19), !dbg !784
  %336 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !785
  %337 = shl i32 %336, 8, !dbg !785
  %338 = ashr exact i32 %337, 8, !dbg !785
  %339 = sext i32 %338 to i64, !dbg !786
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.46, i32 noundef signext %19), !dbg !787
  %340 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !788
  %341 = lshr i32 %340, 24, !dbg !788
  %342 = and i32 %341, 31, !dbg !788
  %343 = zext nneg i32 %342 to i64, !dbg !789
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.47, i32 noundef signext %19), !dbg !790
  %344 = load volatile i32, ptr @g_423, align 4, !dbg !791
  %345 = and i32 %344, 16777215, !dbg !791
  %346 = zext nneg i32 %345 to i64, !dbg !792
  tail call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.48, i32 noundef signext %19), !dbg !793
  %347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !794
  %348 = shl i32 %347, 8, !dbg !794
  %349 = ashr exact i32 %348, 8, !dbg !794
  %350 = sext i32 %349 to i64, !dbg !795
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.49, i32 noundef signext %19), !dbg !796
  %351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !797
  %352 = lshr i32 %351, 24, !dbg !797
  %353 = and i32 %352, 31, !dbg !797
  %354 = zext nneg i32 %353 to i64, !dbg !798
  tail call fastcc void @transparent_crc(i64 noundef %354, ptr noundef nonnull @.str.50, i32 noundef signext %19), !dbg !799
  %355 = load volatile i32, ptr @g_435, align 4, !dbg !800
  %356 = and i32 %355, 16777215, !dbg !800
  %357 = zext nneg i32 %356 to i64, !dbg !801
  tail call fastcc void @transparent_crc(i64 noundef %357, ptr noundef nonnull @.str.51, i32 noundef signext %19), !dbg !802
  %358 = load i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4, !dbg !803
  %359 = shl i32 %358, 8, !dbg !803
  %360 = ashr exact i32 %359, 8, !dbg !803
  %361 = sext i32 %360 to i64, !dbg !804
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.52, i32 noundef signext %19), !dbg !805
  %362 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4, !dbg !806
  %363 = lshr i32 %362, 24, !dbg !806
  %364 = and i32 %363, 31, !dbg !806
  %365 = zext nneg i32 %364 to i64, !dbg !807
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.53, i32 noundef signext %19), !dbg !808
  %366 = load volatile i64, ptr @g_492, align 8, !dbg !809
  %367 = shl i64 %366, 42, !dbg !809
  %368 = ashr exact i64 %367, 42, !dbg !809
  tail call fastcc void @transparent_crc(i64 noundef %368, ptr noundef nonnull @.str.54, i32 noundef signext %19), !dbg !810
  %369 = load volatile i64, ptr @g_492, align 8, !dbg !811
  %370 = shl i64 %369, 12, !dbg !811
  %371 = ashr i64 %370, 44, !dbg !811
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.55, i32 noundef signext %19), !dbg !812
  %372 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8, !dbg !813
  %373 = shl i32 %372, 15, !dbg !813
  %374 = ashr exact i32 %373, 15, !dbg !813
  %375 = sext i32 %374 to i64, !dbg !814
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.56, i32 noundef signext %19), !dbg !815
  %376 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !dbg !816, !tbaa !817
  tail call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.57, i32 noundef signext %19), !dbg !820
    #dbg_value(i32 poison, !440, !DIExpression(), !444)
    #dbg_value(i64 0, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  br i1 %18, label %377, label %378, !dbg !828

377:                                              ; preds = %330
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  br label %385, !dbg !828

378:                                              ; preds = %330
  %379 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 0), !dbg !829
    #dbg_value(i64 1, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  %380 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 1), !dbg !829
    #dbg_value(i64 2, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  %381 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 2), !dbg !829
    #dbg_value(i64 3, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  %382 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 3), !dbg !829
    #dbg_value(i64 4, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  %383 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 4), !dbg !829
    #dbg_value(i64 5, !441, !DIExpression(), !444)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef signext %19), !dbg !821
  %384 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 5), !dbg !829
  br label %385, !dbg !829

385:                                              ; preds = %377, %378
    #dbg_value(i64 6, !441, !DIExpression(), !444)
    #dbg_value(i32 poison, !440, !DIExpression(), !444)
  %386 = load i32, ptr @g_526, align 4, !dbg !831
  %387 = and i32 %386, 8388607, !dbg !831
  %388 = zext nneg i32 %387 to i64, !dbg !832
  tail call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.59, i32 noundef signext %19), !dbg !833
  %389 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4, !dbg !834
  %390 = and i32 %389, 262143, !dbg !834
  %391 = zext nneg i32 %390 to i64, !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.60, i32 noundef signext %19), !dbg !836
  %392 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4, !dbg !837
  %393 = shl i32 %392, 1, !dbg !837
  %394 = ashr i32 %393, 19, !dbg !837
  %395 = sext i32 %394 to i64, !dbg !838
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.61, i32 noundef signext %19), !dbg !839
  %396 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !840
  %397 = shl i32 %396, 28, !dbg !840
  %398 = ashr exact i32 %397, 28, !dbg !840
  %399 = sext i32 %398 to i64, !dbg !841
  tail call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.62, i32 noundef signext %19), !dbg !842
  %400 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !843
  %401 = lshr i32 %400, 4, !dbg !843
  %402 = and i32 %401, 31, !dbg !843
  %403 = zext nneg i32 %402 to i64, !dbg !844
  tail call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.63, i32 noundef signext %19), !dbg !845
  %404 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !846
  %405 = lshr i32 %404, 9, !dbg !846
  %406 = and i32 %405, 1023, !dbg !846
  %407 = zext nneg i32 %406 to i64, !dbg !847
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.64, i32 noundef signext %19), !dbg !848
  %408 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !849
  %409 = shl i32 %408, 12, !dbg !849
  %410 = ashr i32 %409, 31, !dbg !849
  %411 = sext i32 %410 to i64, !dbg !850
  tail call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.65, i32 noundef signext %19), !dbg !851
  %412 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !dbg !852, !tbaa !853
  %413 = sext i32 %412 to i64, !dbg !855
  tail call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.66, i32 noundef signext %19), !dbg !856
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef signext %19), !dbg !857
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef signext %19), !dbg !858
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef signext %19), !dbg !859
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef signext %19), !dbg !860
  %414 = load i32, ptr @crc32_context, align 4, !dbg !861, !tbaa !478
  %415 = xor i32 %414, -1, !dbg !862
    #dbg_value(i32 %415, !863, !DIExpression(), !869)
    #dbg_value(i32 %19, !868, !DIExpression(), !869)
  %416 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef signext %415), !dbg !871
  ret i32 0, !dbg !872
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !873 {
    #dbg_value(i64 %0, !877, !DIExpression(), !880)
    #dbg_value(ptr %1, !878, !DIExpression(), !880)
    #dbg_value(i32 %2, !879, !DIExpression(), !880)
    #dbg_value(i64 %0, !881, !DIExpression(), !886)
    #dbg_value(i64 %0, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !893)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !895, !tbaa !478
  %5 = lshr i32 %4, 8, !dbg !896
  %6 = zext i32 %4 to i64, !dbg !897
  %7 = xor i64 %6, %0, !dbg !897
  %8 = and i64 %7, 255, !dbg !898
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !898
  %10 = load i32, ptr %9, align 4, !dbg !898, !tbaa !478
  %11 = xor i32 %5, %10, !dbg !899
  %12 = lshr i64 %0, 8, !dbg !900
    #dbg_value(i64 %12, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !901)
  %13 = lshr i32 %11, 8, !dbg !903
  %14 = zext i32 %11 to i64, !dbg !904
  %15 = xor i64 %12, %14, !dbg !904
  %16 = and i64 %15, 255, !dbg !905
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !905
  %18 = load i32, ptr %17, align 4, !dbg !905, !tbaa !478
  %19 = xor i32 %13, %18, !dbg !906
  %20 = lshr i64 %0, 16, !dbg !907
    #dbg_value(i64 %20, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !908)
  %21 = lshr i32 %19, 8, !dbg !910
  %22 = zext i32 %19 to i64, !dbg !911
  %23 = xor i64 %20, %22, !dbg !911
  %24 = and i64 %23, 255, !dbg !912
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !912
  %26 = load i32, ptr %25, align 4, !dbg !912, !tbaa !478
  %27 = xor i32 %21, %26, !dbg !913
  %28 = lshr i64 %0, 24, !dbg !914
    #dbg_value(i64 %28, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !915)
  %29 = lshr i32 %27, 8, !dbg !917
  %30 = zext i32 %27 to i64, !dbg !918
  %31 = xor i64 %28, %30, !dbg !918
  %32 = and i64 %31, 255, !dbg !919
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !919
  %34 = load i32, ptr %33, align 4, !dbg !919, !tbaa !478
  %35 = xor i32 %29, %34, !dbg !920
  %36 = lshr i64 %0, 32, !dbg !921
    #dbg_value(i64 %36, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !922)
  %37 = lshr i32 %35, 8, !dbg !924
  %38 = zext i32 %35 to i64, !dbg !925
  %39 = xor i64 %36, %38, !dbg !925
  %40 = and i64 %39, 255, !dbg !926
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !926
  %42 = load i32, ptr %41, align 4, !dbg !926, !tbaa !478
  %43 = xor i32 %37, %42, !dbg !927
  %44 = lshr i64 %0, 40, !dbg !928
    #dbg_value(i64 %44, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !929)
  %45 = lshr i32 %43, 8, !dbg !931
  %46 = zext i32 %43 to i64, !dbg !932
  %47 = xor i64 %44, %46, !dbg !932
  %48 = and i64 %47, 255, !dbg !933
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !933
  %50 = load i32, ptr %49, align 4, !dbg !933, !tbaa !478
  %51 = xor i32 %45, %50, !dbg !934
  %52 = lshr i64 %0, 48, !dbg !935
    #dbg_value(i64 %52, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !936)
  %53 = lshr i32 %51, 8, !dbg !938
  %54 = zext i32 %51 to i64, !dbg !939
  %55 = xor i64 %52, %54, !dbg !939
  %56 = and i64 %55, 255, !dbg !940
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !940
  %58 = load i32, ptr %57, align 4, !dbg !940, !tbaa !478
  %59 = xor i32 %53, %58, !dbg !941
  %60 = lshr i64 %0, 56, !dbg !942
    #dbg_value(i64 %60, !888, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !943)
  %61 = lshr i32 %59, 8, !dbg !945
  %62 = and i32 %59, 255, !dbg !946
  %63 = zext nneg i32 %62 to i64, !dbg !946
  %64 = xor i64 %60, %63, !dbg !946
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !946
  %66 = load i32, ptr %65, align 4, !dbg !946, !tbaa !478
  %67 = xor i32 %61, %66, !dbg !947
  store i32 %67, ptr @crc32_context, align 4, !dbg !948, !tbaa !478
  %68 = icmp eq i32 %2, 0, !dbg !949
  br i1 %68, label %73, label %69, !dbg !951

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !952
  %71 = zext i32 %70 to i64, !dbg !952
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %1, i64 noundef %71), !dbg !954
  br label %73, !dbg !955

73:                                               ; preds = %69, %3
  ret void, !dbg !956
}

; Function Attrs: nofree nounwind
declare !dbg !957 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!420, !421, !422, !423, !424, !426, !427, !428, !429, !430}
!llvm.ident = !{!431}

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
!193 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !195, line: 42, baseType: !6)
!195 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!207 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!228 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !224, file: !3, line: 44, baseType: !7, size: 24, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !224, file: !3, line: 45, baseType: !230, size: 5, offset: 56, flags: DIFlagBitField, extraData: i64 32)
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
!326 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !322, file: !3, line: 31, baseType: !7, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !322, file: !3, line: 32, baseType: !328, size: 2, offset: 88, flags: DIFlagBitField, extraData: i64 64)
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
!399 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !395, file: !3, line: 18, baseType: !6, size: 18, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !395, file: !3, line: 19, baseType: !7, size: 13, offset: 50, flags: DIFlagBitField, extraData: i64 32)
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
!423 = !{i32 1, !"target-abi", !"lp64d"}
!424 = !{i32 6, !"riscv-isa", !425}
!425 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!426 = !{i32 8, !"PIC Level", i32 2}
!427 = !{i32 7, !"PIE Level", i32 2}
!428 = !{i32 7, !"uwtable", i32 2}
!429 = !{i32 8, !"SmallDataLimit", i32 8}
!430 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!431 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!432 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 669, type: !433, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !437)
!433 = !DISubroutineType(types: !434)
!434 = !{!7, !7, !435}
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!437 = !{!438, !439, !440, !441, !442, !443}
!438 = !DILocalVariable(name: "argc", arg: 1, scope: !432, file: !3, line: 669, type: !7)
!439 = !DILocalVariable(name: "argv", arg: 2, scope: !432, file: !3, line: 669, type: !435)
!440 = !DILocalVariable(name: "i", scope: !432, file: !3, line: 671, type: !7)
!441 = !DILocalVariable(name: "j", scope: !432, file: !3, line: 671, type: !7)
!442 = !DILocalVariable(name: "k", scope: !432, file: !3, line: 671, type: !7)
!443 = !DILocalVariable(name: "print_hash_value", scope: !432, file: !3, line: 672, type: !7)
!444 = !DILocation(line: 0, scope: !432)
!445 = !DILocation(line: 673, column: 14, scope: !446)
!446 = distinct !DILexicalBlock(scope: !432, file: !3, line: 673, column: 9)
!447 = !DILocation(line: 673, column: 19, scope: !446)
!448 = !DILocation(line: 673, column: 29, scope: !446)
!449 = !{!450, !450, i64 0}
!450 = !{!"any pointer", !451, i64 0}
!451 = !{!"omnipotent char", !452, i64 0}
!452 = !{!"Simple C/C++ TBAA"}
!453 = !DILocation(line: 673, column: 43, scope: !446)
!454 = !DILocation(line: 673, column: 9, scope: !432)
!455 = !DILocalVariable(name: "poly", scope: !456, file: !190, line: 54, type: !463)
!456 = distinct !DISubprogram(name: "crc32_gentab", scope: !190, file: !190, line: 51, type: !457, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !459)
!457 = !DISubroutineType(types: !458)
!458 = !{null}
!459 = !{!460, !455, !461, !462}
!460 = !DILocalVariable(name: "crc", scope: !456, file: !190, line: 53, type: !192)
!461 = !DILocalVariable(name: "i", scope: !456, file: !190, line: 55, type: !7)
!462 = !DILocalVariable(name: "j", scope: !456, file: !190, line: 55, type: !7)
!463 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!464 = !DILocation(line: 0, scope: !456, inlinedAt: !465)
!465 = distinct !DILocation(line: 675, column: 5, scope: !432)
!466 = !DILocation(line: 57, column: 2, scope: !467, inlinedAt: !465)
!467 = distinct !DILexicalBlock(scope: !456, file: !190, line: 57, column: 2)
!468 = !DILocation(line: 60, column: 12, scope: !469, inlinedAt: !465)
!469 = distinct !DILexicalBlock(scope: !470, file: !190, line: 60, column: 8)
!470 = distinct !DILexicalBlock(scope: !471, file: !190, line: 59, column: 27)
!471 = distinct !DILexicalBlock(scope: !472, file: !190, line: 59, column: 3)
!472 = distinct !DILexicalBlock(scope: !473, file: !190, line: 59, column: 3)
!473 = distinct !DILexicalBlock(scope: !474, file: !190, line: 57, column: 28)
!474 = distinct !DILexicalBlock(scope: !467, file: !190, line: 57, column: 2)
!475 = !DILocation(line: 60, column: 8, scope: !470, inlinedAt: !465)
!476 = !DILocation(line: 66, column: 3, scope: !473, inlinedAt: !465)
!477 = !DILocation(line: 66, column: 16, scope: !473, inlinedAt: !465)
!478 = !{!479, !479, i64 0}
!479 = !{!"int", !451, i64 0}
!480 = !DILocation(line: 57, column: 24, scope: !474, inlinedAt: !465)
!481 = !DILocation(line: 57, column: 16, scope: !474, inlinedAt: !465)
!482 = distinct !{!482, !466, !483, !484}
!483 = !DILocation(line: 67, column: 2, scope: !467, inlinedAt: !465)
!484 = !{!"llvm.loop.mustprogress"}
!485 = !DILocalVariable(name: "l_265", scope: !486, file: !3, line: 146, type: !279)
!486 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 143, type: !487, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!487 = !DISubroutineType(types: !488)
!488 = !{!192}
!489 = !{!490, !485, !491, !492, !495, !496, !498, !500, !502, !503, !504, !505, !506, !512, !513, !514, !516, !519, !521, !522, !523, !524, !528, !531, !533, !534, !537, !538, !539, !540, !547, !548, !551, !552, !553, !554, !558, !559, !562, !564, !565, !566, !567, !568, !571, !575, !576, !577, !578, !579, !580, !583, !586, !587, !588, !589, !590, !591, !593, !594, !595, !596}
!490 = !DILocalVariable(name: "l_33", scope: !486, file: !3, line: 145, type: !269)
!491 = !DILocalVariable(name: "l_483", scope: !486, file: !3, line: 147, type: !192)
!492 = !DILocalVariable(name: "l_498", scope: !486, file: !3, line: 148, type: !493)
!493 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 1024, elements: !494)
!494 = !{!266, !29, !29}
!495 = !DILocalVariable(name: "l_555", scope: !486, file: !3, line: 149, type: !192)
!496 = !DILocalVariable(name: "l_579", scope: !486, file: !3, line: 150, type: !497)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!498 = !DILocalVariable(name: "l_588", scope: !486, file: !3, line: 151, type: !499)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!500 = !DILocalVariable(name: "l_587", scope: !486, file: !3, line: 152, type: !501)
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !499, size: 64)
!502 = !DILocalVariable(name: "l_589", scope: !486, file: !3, line: 153, type: !217)
!503 = !DILocalVariable(name: "i", scope: !486, file: !3, line: 154, type: !7)
!504 = !DILocalVariable(name: "j", scope: !486, file: !3, line: 154, type: !7)
!505 = !DILocalVariable(name: "k", scope: !486, file: !3, line: 154, type: !7)
!506 = !DILocalVariable(name: "l_263", scope: !507, file: !3, line: 157, type: !510)
!507 = distinct !DILexicalBlock(scope: !508, file: !3, line: 156, column: 5)
!508 = distinct !DILexicalBlock(scope: !509, file: !3, line: 155, column: 5)
!509 = distinct !DILexicalBlock(scope: !486, file: !3, line: 155, column: 5)
!510 = !DICompositeType(tag: DW_TAG_array_type, baseType: !294, size: 448, elements: !511)
!511 = !{!336}
!512 = !DILocalVariable(name: "l_482", scope: !507, file: !3, line: 158, type: !217)
!513 = !DILocalVariable(name: "l_511", scope: !507, file: !3, line: 159, type: !287)
!514 = !DILocalVariable(name: "l_512", scope: !507, file: !3, line: 160, type: !515)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!516 = !DILocalVariable(name: "l_542", scope: !507, file: !3, line: 161, type: !517)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!518 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !348)
!519 = !DILocalVariable(name: "l_547", scope: !507, file: !3, line: 162, type: !520)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!521 = !DILocalVariable(name: "l_551", scope: !507, file: !3, line: 163, type: !497)
!522 = !DILocalVariable(name: "l_575", scope: !507, file: !3, line: 164, type: !312)
!523 = !DILocalVariable(name: "i", scope: !507, file: !3, line: 165, type: !7)
!524 = !DILocalVariable(name: "l_18", scope: !525, file: !3, line: 168, type: !239)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 167, column: 9)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 166, column: 9)
!527 = distinct !DILexicalBlock(scope: !507, file: !3, line: 166, column: 9)
!528 = !DILocalVariable(name: "l_32", scope: !525, file: !3, line: 169, type: !529)
!529 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 3840, elements: !530)
!530 = !{!29, !81, !68}
!531 = !DILocalVariable(name: "l_485", scope: !525, file: !3, line: 170, type: !532)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !515, size: 128, elements: !13)
!533 = !DILocalVariable(name: "l_545", scope: !525, file: !3, line: 171, type: !206)
!534 = !DILocalVariable(name: "l_546", scope: !525, file: !3, line: 172, type: !535)
!535 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 3456, elements: !536)
!536 = !{!81, !29, !109}
!537 = !DILocalVariable(name: "i", scope: !525, file: !3, line: 173, type: !7)
!538 = !DILocalVariable(name: "j", scope: !525, file: !3, line: 173, type: !7)
!539 = !DILocalVariable(name: "k", scope: !525, file: !3, line: 173, type: !7)
!540 = !DILocalVariable(name: "l_19", scope: !541, file: !3, line: 178, type: !544)
!541 = distinct !DILexicalBlock(scope: !542, file: !3, line: 177, column: 13)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 176, column: 13)
!543 = distinct !DILexicalBlock(scope: !525, file: !3, line: 176, column: 13)
!544 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 768, elements: !546)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!546 = !{!29, !243}
!547 = !DILocalVariable(name: "l_264", scope: !541, file: !3, line: 179, type: !217)
!548 = !DILocalVariable(name: "l_481", scope: !541, file: !3, line: 180, type: !549)
!549 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 11520, elements: !550)
!550 = !{!19, !109, !14}
!551 = !DILocalVariable(name: "i", scope: !541, file: !3, line: 181, type: !7)
!552 = !DILocalVariable(name: "j", scope: !541, file: !3, line: 181, type: !7)
!553 = !DILocalVariable(name: "k", scope: !541, file: !3, line: 181, type: !7)
!554 = !DILocalVariable(name: "l_505", scope: !555, file: !3, line: 185, type: !499)
!555 = distinct !DILexicalBlock(scope: !556, file: !3, line: 184, column: 13)
!556 = distinct !DILexicalBlock(scope: !557, file: !3, line: 183, column: 13)
!557 = distinct !DILexicalBlock(scope: !525, file: !3, line: 183, column: 13)
!558 = !DILocalVariable(name: "l_506", scope: !555, file: !3, line: 186, type: !499)
!559 = !DILocalVariable(name: "l_513", scope: !555, file: !3, line: 187, type: !560)
!560 = !DICompositeType(tag: DW_TAG_array_type, baseType: !515, size: 8960, elements: !561)
!561 = !{!29, !336, !68}
!562 = !DILocalVariable(name: "l_514", scope: !555, file: !3, line: 188, type: !563)
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!564 = !DILocalVariable(name: "l_515", scope: !555, file: !3, line: 189, type: !563)
!565 = !DILocalVariable(name: "i", scope: !555, file: !3, line: 190, type: !7)
!566 = !DILocalVariable(name: "j", scope: !555, file: !3, line: 190, type: !7)
!567 = !DILocalVariable(name: "k", scope: !555, file: !3, line: 190, type: !7)
!568 = !DILocalVariable(name: "l_516", scope: !569, file: !3, line: 197, type: !216)
!569 = distinct !DILexicalBlock(scope: !570, file: !3, line: 196, column: 13)
!570 = distinct !DILexicalBlock(scope: !525, file: !3, line: 195, column: 17)
!571 = !DILocalVariable(name: "l_525", scope: !572, file: !3, line: 203, type: !573)
!572 = distinct !DILexicalBlock(scope: !570, file: !3, line: 202, column: 13)
!573 = !DICompositeType(tag: DW_TAG_array_type, baseType: !239, size: 15360, elements: !574)
!574 = !{!52, !81, !68}
!575 = !DILocalVariable(name: "l_540", scope: !572, file: !3, line: 204, type: !517)
!576 = !DILocalVariable(name: "l_544", scope: !572, file: !3, line: 205, type: !499)
!577 = !DILocalVariable(name: "i", scope: !572, file: !3, line: 206, type: !7)
!578 = !DILocalVariable(name: "j", scope: !572, file: !3, line: 206, type: !7)
!579 = !DILocalVariable(name: "k", scope: !572, file: !3, line: 206, type: !7)
!580 = !DILocalVariable(name: "l_563", scope: !581, file: !3, line: 219, type: !192)
!581 = distinct !DILexicalBlock(scope: !582, file: !3, line: 218, column: 9)
!582 = distinct !DILexicalBlock(scope: !507, file: !3, line: 213, column: 13)
!583 = !DILocalVariable(name: "l_556", scope: !584, file: !3, line: 222, type: !239)
!584 = distinct !DILexicalBlock(scope: !585, file: !3, line: 221, column: 13)
!585 = distinct !DILexicalBlock(scope: !581, file: !3, line: 220, column: 17)
!586 = !DILocalVariable(name: "l_557", scope: !584, file: !3, line: 223, type: !216)
!587 = !DILocalVariable(name: "l_558", scope: !584, file: !3, line: 224, type: !216)
!588 = !DILocalVariable(name: "l_559", scope: !584, file: !3, line: 225, type: !216)
!589 = !DILocalVariable(name: "l_560", scope: !584, file: !3, line: 226, type: !216)
!590 = !DILocalVariable(name: "l_561", scope: !584, file: !3, line: 227, type: !216)
!591 = !DILocalVariable(name: "l_562", scope: !584, file: !3, line: 228, type: !592)
!592 = !DICompositeType(tag: DW_TAG_array_type, baseType: !216, size: 576, elements: !108)
!593 = !DILocalVariable(name: "l_572", scope: !584, file: !3, line: 229, type: !545)
!594 = !DILocalVariable(name: "l_573", scope: !584, file: !3, line: 230, type: !545)
!595 = !DILocalVariable(name: "l_574", scope: !584, file: !3, line: 231, type: !563)
!596 = !DILocalVariable(name: "i", scope: !584, file: !3, line: 232, type: !7)
!597 = !DILocation(line: 0, scope: !486, inlinedAt: !598)
!598 = distinct !DILocation(line: 676, column: 5, scope: !432)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 245, column: 199, scope: !486, inlinedAt: !598)
!601 = !DILocation(line: 245, column: 350, scope: !486, inlinedAt: !598)
!602 = !DILocation(line: 245, column: 346, scope: !486, inlinedAt: !598)
!603 = !DILocation(line: 245, column: 43, scope: !486, inlinedAt: !598)
!604 = !DILocation(line: 245, column: 366, scope: !486, inlinedAt: !598)
!605 = !DILocalVariable(name: "si1", arg: 1, scope: !606, file: !607, line: 473, type: !294)
!606 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !607, file: !607, line: 473, type: !608, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !610)
!607 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!608 = !DISubroutineType(types: !609)
!609 = !{!294, !294, !294}
!610 = !{!605, !611}
!611 = !DILocalVariable(name: "si2", arg: 2, scope: !606, file: !607, line: 473, type: !294)
!612 = !DILocation(line: 0, scope: !606, inlinedAt: !613)
!613 = distinct !DILocation(line: 245, column: 17, scope: !486, inlinedAt: !598)
!614 = !DILocation(line: 478, column: 11, scope: !606, inlinedAt: !613)
!615 = !DILocation(line: 478, column: 17, scope: !606, inlinedAt: !613)
!616 = !DILocation(line: 481, column: 10, scope: !606, inlinedAt: !613)
!617 = !DILocation(line: 478, column: 5, scope: !606, inlinedAt: !613)
!618 = !DILocation(line: 245, column: 14, scope: !486, inlinedAt: !598)
!619 = !DILocation(line: 246, column: 12, scope: !486, inlinedAt: !598)
!620 = !DILocation(line: 677, column: 5, scope: !621)
!621 = distinct !DILexicalBlock(scope: !432, file: !3, line: 677, column: 5)
!622 = !DILocation(line: 681, column: 29, scope: !623)
!623 = distinct !DILexicalBlock(scope: !624, file: !3, line: 680, column: 9)
!624 = distinct !DILexicalBlock(scope: !625, file: !3, line: 679, column: 9)
!625 = distinct !DILexicalBlock(scope: !626, file: !3, line: 679, column: 9)
!626 = distinct !DILexicalBlock(scope: !627, file: !3, line: 678, column: 5)
!627 = distinct !DILexicalBlock(scope: !621, file: !3, line: 677, column: 5)
!628 = !DILocation(line: 681, column: 13, scope: !623)
!629 = !DILocation(line: 682, column: 17, scope: !623)
!630 = !DILocation(line: 682, column: 35, scope: !631)
!631 = distinct !DILexicalBlock(scope: !623, file: !3, line: 682, column: 17)
!632 = !DILocation(line: 677, column: 25, scope: !627)
!633 = !DILocation(line: 677, column: 19, scope: !627)
!634 = distinct !{!634, !620, !635, !484}
!635 = !DILocation(line: 685, column: 5, scope: !621)
!636 = !DILocation(line: 686, column: 5, scope: !432)
!637 = !DILocation(line: 687, column: 21, scope: !432)
!638 = !DILocation(line: 687, column: 5, scope: !432)
!639 = !DILocation(line: 688, column: 5, scope: !432)
!640 = !DILocation(line: 689, column: 21, scope: !432)
!641 = !DILocation(line: 689, column: 5, scope: !432)
!642 = !DILocation(line: 690, column: 5, scope: !432)
!643 = !DILocation(line: 691, column: 5, scope: !644)
!644 = distinct !DILexicalBlock(scope: !432, file: !3, line: 691, column: 5)
!645 = !DILocation(line: 697, column: 33, scope: !646)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 696, column: 13)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 695, column: 13)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 695, column: 13)
!649 = distinct !DILexicalBlock(scope: !650, file: !3, line: 694, column: 9)
!650 = distinct !DILexicalBlock(scope: !651, file: !3, line: 693, column: 9)
!651 = distinct !DILexicalBlock(scope: !652, file: !3, line: 693, column: 9)
!652 = distinct !DILexicalBlock(scope: !653, file: !3, line: 692, column: 5)
!653 = distinct !DILexicalBlock(scope: !644, file: !3, line: 691, column: 5)
!654 = !{!655, !655, i64 0}
!655 = !{!"short", !451, i64 0}
!656 = !DILocation(line: 697, column: 17, scope: !646)
!657 = !DILocation(line: 698, column: 21, scope: !646)
!658 = !DILocation(line: 698, column: 39, scope: !659)
!659 = distinct !DILexicalBlock(scope: !646, file: !3, line: 698, column: 21)
!660 = !DILocation(line: 691, column: 25, scope: !653)
!661 = !DILocation(line: 691, column: 19, scope: !653)
!662 = distinct !{!662, !643, !663, !484}
!663 = !DILocation(line: 702, column: 5, scope: !644)
!664 = !DILocation(line: 703, column: 5, scope: !432)
!665 = !DILocation(line: 704, column: 5, scope: !432)
!666 = !DILocation(line: 705, column: 5, scope: !432)
!667 = !DILocation(line: 708, column: 9, scope: !668)
!668 = distinct !DILexicalBlock(scope: !669, file: !3, line: 707, column: 5)
!669 = distinct !DILexicalBlock(scope: !670, file: !3, line: 706, column: 5)
!670 = distinct !DILexicalBlock(scope: !432, file: !3, line: 706, column: 5)
!671 = !DILocation(line: 709, column: 13, scope: !668)
!672 = !DILocation(line: 709, column: 31, scope: !673)
!673 = distinct !DILexicalBlock(scope: !668, file: !3, line: 709, column: 13)
!674 = !DILocation(line: 712, column: 5, scope: !432)
!675 = !DILocation(line: 713, column: 5, scope: !432)
!676 = !DILocation(line: 714, column: 5, scope: !432)
!677 = !DILocation(line: 715, column: 21, scope: !432)
!678 = !{!451, !451, i64 0}
!679 = !DILocation(line: 715, column: 5, scope: !432)
!680 = !DILocation(line: 716, column: 5, scope: !432)
!681 = !DILocation(line: 717, column: 5, scope: !432)
!682 = !DILocation(line: 718, column: 5, scope: !432)
!683 = !DILocation(line: 719, column: 5, scope: !432)
!684 = !DILocation(line: 720, column: 5, scope: !432)
!685 = !DILocation(line: 721, column: 5, scope: !432)
!686 = !DILocation(line: 722, column: 5, scope: !687)
!687 = distinct !DILexicalBlock(scope: !432, file: !3, line: 722, column: 5)
!688 = !DILocation(line: 724, column: 25, scope: !689)
!689 = distinct !DILexicalBlock(scope: !690, file: !3, line: 723, column: 5)
!690 = distinct !DILexicalBlock(scope: !687, file: !3, line: 722, column: 5)
!691 = !DILocation(line: 724, column: 34, scope: !689)
!692 = !DILocation(line: 724, column: 9, scope: !689)
!693 = !DILocation(line: 725, column: 34, scope: !689)
!694 = !DILocation(line: 725, column: 25, scope: !689)
!695 = !DILocation(line: 725, column: 9, scope: !689)
!696 = !DILocation(line: 726, column: 34, scope: !689)
!697 = !DILocation(line: 726, column: 25, scope: !689)
!698 = !DILocation(line: 726, column: 9, scope: !689)
!699 = !DILocation(line: 727, column: 34, scope: !689)
!700 = !DILocation(line: 727, column: 25, scope: !689)
!701 = !DILocation(line: 727, column: 9, scope: !689)
!702 = !DILocation(line: 728, column: 13, scope: !689)
!703 = !DILocation(line: 728, column: 31, scope: !704)
!704 = distinct !DILexicalBlock(scope: !689, file: !3, line: 728, column: 13)
!705 = !DILocation(line: 722, column: 25, scope: !690)
!706 = !DILocation(line: 722, column: 19, scope: !690)
!707 = distinct !{!707, !686, !708, !484}
!708 = !DILocation(line: 730, column: 5, scope: !687)
!709 = !DILocation(line: 731, column: 5, scope: !432)
!710 = !DILocation(line: 732, column: 5, scope: !711)
!711 = distinct !DILexicalBlock(scope: !432, file: !3, line: 732, column: 5)
!712 = !DILocation(line: 736, column: 29, scope: !713)
!713 = distinct !DILexicalBlock(scope: !714, file: !3, line: 735, column: 9)
!714 = distinct !DILexicalBlock(scope: !715, file: !3, line: 734, column: 9)
!715 = distinct !DILexicalBlock(scope: !716, file: !3, line: 734, column: 9)
!716 = distinct !DILexicalBlock(scope: !717, file: !3, line: 733, column: 5)
!717 = distinct !DILexicalBlock(scope: !711, file: !3, line: 732, column: 5)
!718 = !DILocation(line: 736, column: 13, scope: !713)
!719 = !DILocation(line: 737, column: 17, scope: !713)
!720 = !DILocation(line: 732, column: 25, scope: !717)
!721 = !DILocation(line: 732, column: 19, scope: !717)
!722 = distinct !{!722, !710, !723, !484}
!723 = !DILocation(line: 740, column: 5, scope: !711)
!724 = !DILocation(line: 737, column: 35, scope: !725)
!725 = distinct !DILexicalBlock(scope: !713, file: !3, line: 737, column: 17)
!726 = !DILocation(line: 743, column: 9, scope: !727)
!727 = distinct !DILexicalBlock(scope: !728, file: !3, line: 742, column: 5)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 741, column: 5)
!729 = distinct !DILexicalBlock(scope: !432, file: !3, line: 741, column: 5)
!730 = !DILocation(line: 744, column: 13, scope: !727)
!731 = !DILocation(line: 744, column: 31, scope: !732)
!732 = distinct !DILexicalBlock(scope: !727, file: !3, line: 744, column: 13)
!733 = !DILocation(line: 747, column: 5, scope: !432)
!734 = !DILocation(line: 748, column: 5, scope: !432)
!735 = !DILocation(line: 749, column: 5, scope: !432)
!736 = !DILocation(line: 750, column: 5, scope: !432)
!737 = !DILocation(line: 751, column: 5, scope: !432)
!738 = !DILocation(line: 752, column: 5, scope: !739)
!739 = distinct !DILexicalBlock(scope: !432, file: !3, line: 752, column: 5)
!740 = !DILocation(line: 754, column: 9, scope: !741)
!741 = distinct !DILexicalBlock(scope: !742, file: !3, line: 754, column: 9)
!742 = distinct !DILexicalBlock(scope: !743, file: !3, line: 753, column: 5)
!743 = distinct !DILexicalBlock(scope: !739, file: !3, line: 752, column: 5)
!744 = !DILocation(line: 756, column: 13, scope: !745)
!745 = distinct !DILexicalBlock(scope: !746, file: !3, line: 756, column: 13)
!746 = distinct !DILexicalBlock(scope: !747, file: !3, line: 755, column: 9)
!747 = distinct !DILexicalBlock(scope: !741, file: !3, line: 754, column: 9)
!748 = !DILocation(line: 758, column: 33, scope: !749)
!749 = distinct !DILexicalBlock(scope: !750, file: !3, line: 757, column: 13)
!750 = distinct !DILexicalBlock(scope: !745, file: !3, line: 756, column: 13)
!751 = !DILocation(line: 758, column: 48, scope: !749)
!752 = !DILocation(line: 758, column: 17, scope: !749)
!753 = !DILocation(line: 759, column: 48, scope: !749)
!754 = !DILocation(line: 759, column: 33, scope: !749)
!755 = !DILocation(line: 759, column: 17, scope: !749)
!756 = !DILocation(line: 760, column: 48, scope: !749)
!757 = !DILocation(line: 760, column: 33, scope: !749)
!758 = !DILocation(line: 760, column: 17, scope: !749)
!759 = !DILocation(line: 761, column: 48, scope: !749)
!760 = !DILocation(line: 761, column: 33, scope: !749)
!761 = !DILocation(line: 761, column: 17, scope: !749)
!762 = !DILocation(line: 762, column: 21, scope: !749)
!763 = !DILocation(line: 762, column: 39, scope: !764)
!764 = distinct !DILexicalBlock(scope: !749, file: !3, line: 762, column: 21)
!765 = !DILocation(line: 756, column: 33, scope: !750)
!766 = !DILocation(line: 756, column: 27, scope: !750)
!767 = distinct !{!767, !744, !768, !484}
!768 = !DILocation(line: 764, column: 13, scope: !745)
!769 = !DILocation(line: 754, column: 29, scope: !747)
!770 = !DILocation(line: 754, column: 23, scope: !747)
!771 = distinct !{!771, !740, !772, !484}
!772 = !DILocation(line: 765, column: 9, scope: !741)
!773 = !DILocation(line: 752, column: 25, scope: !743)
!774 = !DILocation(line: 752, column: 19, scope: !743)
!775 = distinct !{!775, !738, !776, !484}
!776 = !DILocation(line: 766, column: 5, scope: !739)
!777 = !DILocation(line: 767, column: 21, scope: !432)
!778 = !DILocation(line: 767, column: 5, scope: !432)
!779 = !DILocation(line: 768, column: 5, scope: !432)
!780 = !DILocation(line: 769, column: 5, scope: !432)
!781 = !DILocation(line: 770, column: 5, scope: !432)
!782 = !DILocation(line: 771, column: 27, scope: !432)
!783 = !DILocation(line: 771, column: 21, scope: !432)
!784 = !DILocation(line: 771, column: 5, scope: !432)
!785 = !DILocation(line: 772, column: 27, scope: !432)
!786 = !DILocation(line: 772, column: 21, scope: !432)
!787 = !DILocation(line: 772, column: 5, scope: !432)
!788 = !DILocation(line: 773, column: 27, scope: !432)
!789 = !DILocation(line: 773, column: 21, scope: !432)
!790 = !DILocation(line: 773, column: 5, scope: !432)
!791 = !DILocation(line: 774, column: 27, scope: !432)
!792 = !DILocation(line: 774, column: 21, scope: !432)
!793 = !DILocation(line: 774, column: 5, scope: !432)
!794 = !DILocation(line: 775, column: 27, scope: !432)
!795 = !DILocation(line: 775, column: 21, scope: !432)
!796 = !DILocation(line: 775, column: 5, scope: !432)
!797 = !DILocation(line: 776, column: 27, scope: !432)
!798 = !DILocation(line: 776, column: 21, scope: !432)
!799 = !DILocation(line: 776, column: 5, scope: !432)
!800 = !DILocation(line: 777, column: 27, scope: !432)
!801 = !DILocation(line: 777, column: 21, scope: !432)
!802 = !DILocation(line: 777, column: 5, scope: !432)
!803 = !DILocation(line: 778, column: 27, scope: !432)
!804 = !DILocation(line: 778, column: 21, scope: !432)
!805 = !DILocation(line: 778, column: 5, scope: !432)
!806 = !DILocation(line: 779, column: 27, scope: !432)
!807 = !DILocation(line: 779, column: 21, scope: !432)
!808 = !DILocation(line: 779, column: 5, scope: !432)
!809 = !DILocation(line: 780, column: 27, scope: !432)
!810 = !DILocation(line: 780, column: 5, scope: !432)
!811 = !DILocation(line: 781, column: 27, scope: !432)
!812 = !DILocation(line: 781, column: 5, scope: !432)
!813 = !DILocation(line: 782, column: 27, scope: !432)
!814 = !DILocation(line: 782, column: 21, scope: !432)
!815 = !DILocation(line: 782, column: 5, scope: !432)
!816 = !DILocation(line: 783, column: 27, scope: !432)
!817 = !{!818, !819, i64 16}
!818 = !{!"S3", !479, i64 0, !479, i64 4, !479, i64 8, !819, i64 16}
!819 = !{!"long", !451, i64 0}
!820 = !DILocation(line: 783, column: 5, scope: !432)
!821 = !DILocation(line: 788, column: 13, scope: !822)
!822 = distinct !DILexicalBlock(scope: !823, file: !3, line: 787, column: 9)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 786, column: 9)
!824 = distinct !DILexicalBlock(scope: !825, file: !3, line: 786, column: 9)
!825 = distinct !DILexicalBlock(scope: !826, file: !3, line: 785, column: 5)
!826 = distinct !DILexicalBlock(scope: !827, file: !3, line: 784, column: 5)
!827 = distinct !DILexicalBlock(scope: !432, file: !3, line: 784, column: 5)
!828 = !DILocation(line: 789, column: 17, scope: !822)
!829 = !DILocation(line: 789, column: 35, scope: !830)
!830 = distinct !DILexicalBlock(scope: !822, file: !3, line: 789, column: 17)
!831 = !DILocation(line: 793, column: 27, scope: !432)
!832 = !DILocation(line: 793, column: 21, scope: !432)
!833 = !DILocation(line: 793, column: 5, scope: !432)
!834 = !DILocation(line: 794, column: 27, scope: !432)
!835 = !DILocation(line: 794, column: 21, scope: !432)
!836 = !DILocation(line: 794, column: 5, scope: !432)
!837 = !DILocation(line: 795, column: 27, scope: !432)
!838 = !DILocation(line: 795, column: 21, scope: !432)
!839 = !DILocation(line: 795, column: 5, scope: !432)
!840 = !DILocation(line: 796, column: 27, scope: !432)
!841 = !DILocation(line: 796, column: 21, scope: !432)
!842 = !DILocation(line: 796, column: 5, scope: !432)
!843 = !DILocation(line: 797, column: 27, scope: !432)
!844 = !DILocation(line: 797, column: 21, scope: !432)
!845 = !DILocation(line: 797, column: 5, scope: !432)
!846 = !DILocation(line: 798, column: 27, scope: !432)
!847 = !DILocation(line: 798, column: 21, scope: !432)
!848 = !DILocation(line: 798, column: 5, scope: !432)
!849 = !DILocation(line: 799, column: 27, scope: !432)
!850 = !DILocation(line: 799, column: 21, scope: !432)
!851 = !DILocation(line: 799, column: 5, scope: !432)
!852 = !DILocation(line: 800, column: 27, scope: !432)
!853 = !{!854, !479, i64 12}
!854 = !{!"S0", !479, i64 0, !479, i64 4, !479, i64 6, !479, i64 8, !479, i64 8, !479, i64 9, !479, i64 10, !479, i64 12}
!855 = !DILocation(line: 800, column: 21, scope: !432)
!856 = !DILocation(line: 800, column: 5, scope: !432)
!857 = !DILocation(line: 801, column: 5, scope: !432)
!858 = !DILocation(line: 802, column: 5, scope: !432)
!859 = !DILocation(line: 803, column: 5, scope: !432)
!860 = !DILocation(line: 804, column: 5, scope: !432)
!861 = !DILocation(line: 805, column: 23, scope: !432)
!862 = !DILocation(line: 805, column: 37, scope: !432)
!863 = !DILocalVariable(name: "crc", arg: 1, scope: !864, file: !412, line: 49, type: !192)
!864 = distinct !DISubprogram(name: "platform_main_end", scope: !412, file: !412, line: 49, type: !865, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !867)
!865 = !DISubroutineType(types: !866)
!866 = !{null, !192, !7}
!867 = !{!863, !868}
!868 = !DILocalVariable(name: "flag", arg: 2, scope: !864, file: !412, line: 49, type: !7)
!869 = !DILocation(line: 0, scope: !864, inlinedAt: !870)
!870 = distinct !DILocation(line: 805, column: 5, scope: !432)
!871 = !DILocation(line: 56, column: 2, scope: !864, inlinedAt: !870)
!872 = !DILocation(line: 806, column: 5, scope: !432)
!873 = distinct !DISubprogram(name: "transparent_crc", scope: !190, file: !190, line: 110, type: !874, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !876)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !239, !436, !7}
!876 = !{!877, !878, !879}
!877 = !DILocalVariable(name: "val", arg: 1, scope: !873, file: !190, line: 110, type: !239)
!878 = !DILocalVariable(name: "vname", arg: 2, scope: !873, file: !190, line: 110, type: !436)
!879 = !DILocalVariable(name: "flag", arg: 3, scope: !873, file: !190, line: 110, type: !7)
!880 = !DILocation(line: 0, scope: !873)
!881 = !DILocalVariable(name: "val", arg: 1, scope: !882, file: !190, line: 97, type: !239)
!882 = distinct !DISubprogram(name: "crc32_8bytes", scope: !190, file: !190, line: 97, type: !883, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !885)
!883 = !DISubroutineType(types: !884)
!884 = !{null, !239}
!885 = !{!881}
!886 = !DILocation(line: 0, scope: !882, inlinedAt: !887)
!887 = distinct !DILocation(line: 112, column: 2, scope: !873)
!888 = !DILocalVariable(name: "b", arg: 1, scope: !889, file: !190, line: 71, type: !273)
!889 = distinct !DISubprogram(name: "crc32_byte", scope: !190, file: !190, line: 71, type: !890, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !892)
!890 = !DISubroutineType(types: !891)
!891 = !{null, !273}
!892 = !{!888}
!893 = !DILocation(line: 0, scope: !889, inlinedAt: !894)
!894 = distinct !DILocation(line: 99, column: 2, scope: !882, inlinedAt: !887)
!895 = !DILocation(line: 73, column: 5, scope: !889, inlinedAt: !894)
!896 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !894)
!897 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !894)
!898 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !894)
!899 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !894)
!900 = !DILocation(line: 100, column: 18, scope: !882, inlinedAt: !887)
!901 = !DILocation(line: 0, scope: !889, inlinedAt: !902)
!902 = distinct !DILocation(line: 100, column: 2, scope: !882, inlinedAt: !887)
!903 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !902)
!904 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !902)
!905 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !902)
!906 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !902)
!907 = !DILocation(line: 101, column: 18, scope: !882, inlinedAt: !887)
!908 = !DILocation(line: 0, scope: !889, inlinedAt: !909)
!909 = distinct !DILocation(line: 101, column: 2, scope: !882, inlinedAt: !887)
!910 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !909)
!911 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !909)
!912 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !909)
!913 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !909)
!914 = !DILocation(line: 102, column: 18, scope: !882, inlinedAt: !887)
!915 = !DILocation(line: 0, scope: !889, inlinedAt: !916)
!916 = distinct !DILocation(line: 102, column: 2, scope: !882, inlinedAt: !887)
!917 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !916)
!918 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !916)
!919 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !916)
!920 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !916)
!921 = !DILocation(line: 103, column: 18, scope: !882, inlinedAt: !887)
!922 = !DILocation(line: 0, scope: !889, inlinedAt: !923)
!923 = distinct !DILocation(line: 103, column: 2, scope: !882, inlinedAt: !887)
!924 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !923)
!925 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !923)
!926 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !923)
!927 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !923)
!928 = !DILocation(line: 104, column: 18, scope: !882, inlinedAt: !887)
!929 = !DILocation(line: 0, scope: !889, inlinedAt: !930)
!930 = distinct !DILocation(line: 104, column: 2, scope: !882, inlinedAt: !887)
!931 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !930)
!932 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !930)
!933 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !930)
!934 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !930)
!935 = !DILocation(line: 105, column: 18, scope: !882, inlinedAt: !887)
!936 = !DILocation(line: 0, scope: !889, inlinedAt: !937)
!937 = distinct !DILocation(line: 105, column: 2, scope: !882, inlinedAt: !887)
!938 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !937)
!939 = !DILocation(line: 74, column: 33, scope: !889, inlinedAt: !937)
!940 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !937)
!941 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !937)
!942 = !DILocation(line: 106, column: 18, scope: !882, inlinedAt: !887)
!943 = !DILocation(line: 0, scope: !889, inlinedAt: !944)
!944 = distinct !DILocation(line: 106, column: 2, scope: !882, inlinedAt: !887)
!945 = !DILocation(line: 73, column: 19, scope: !889, inlinedAt: !944)
!946 = !DILocation(line: 74, column: 3, scope: !889, inlinedAt: !944)
!947 = !DILocation(line: 73, column: 39, scope: !889, inlinedAt: !944)
!948 = !DILocation(line: 72, column: 16, scope: !889, inlinedAt: !944)
!949 = !DILocation(line: 113, column: 6, scope: !950)
!950 = distinct !DILexicalBlock(scope: !873, file: !190, line: 113, column: 6)
!951 = !DILocation(line: 113, column: 6, scope: !873)
!952 = !DILocation(line: 114, column: 73, scope: !953)
!953 = distinct !DILexicalBlock(scope: !950, file: !190, line: 113, column: 12)
!954 = !DILocation(line: 114, column: 5, scope: !953)
!955 = !DILocation(line: 115, column: 2, scope: !953)
!956 = !DILocation(line: 116, column: 1, scope: !873)
!957 = !DISubprogram(name: "printf", scope: !958, file: !958, line: 356, type: !959, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!959 = !DISubroutineType(types: !960)
!960 = !{!7, !961, null}
!961 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !962)
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !963, size: 64)
!963 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
