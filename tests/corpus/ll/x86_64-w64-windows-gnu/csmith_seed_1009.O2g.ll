; ModuleID = 'tests/programs/csmith/seed_1009.c'
source_filename = "tests/programs/csmith/seed_1009.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S1 = type { i32, i32, i32 }

@g_2 = internal global [6 x [3 x i32]] [[3 x i32] [i32 -1, i32 -967111850, i32 -967111850], [3 x i32] [i32 -82118186, i32 -967111850, i32 -10], [3 x i32] [i32 -4, i32 -1, i32 -1], [3 x i32] [i32 -82118186, i32 -82118186, i32 -1], [3 x i32] [i32 -1, i32 -4, i32 -10], [3 x i32] [i32 -967111850, i32 -82118186, i32 -967111850]], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i][j]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !25
@g_6 = internal global i32 182194324, align 4, !dbg !247
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !32
@g_8 = internal global i32 1, align 4, !dbg !252
@.str.6 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1, !dbg !36
@g_20 = internal unnamed_addr constant [6 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419], [1 x i16] [i16 -11768], [1 x i16] [i16 2], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 30919], [1 x i16] [i16 -4138], [1 x i16] [i16 2], [1 x i16] [i16 -11768], [1 x i16] [i16 -1419], [1 x i16] [i16 2], [1 x i16] [i16 -8], [1 x i16] [i16 9], [1 x i16] [i16 -4138]], [9 x [1 x i16]] [[1 x i16] [i16 3720], [1 x i16] [i16 -1419], [1 x i16] [i16 -1419], [1 x i16] [i16 3720], [1 x i16] [i16 -4138], [1 x i16] [i16 9], [1 x i16] [i16 -8], [1 x i16] [i16 2], [1 x i16] [i16 -1419]], [9 x [1 x i16]] [[1 x i16] [i16 -11768], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919], [1 x i16] [i16 20762], [1 x i16] [i16 16354], [1 x i16] [i16 30919]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 -5], [1 x i16] [i16 3720], [1 x i16] zeroinitializer, [1 x i16] [i16 16354], [1 x i16] [i16 16354], [1 x i16] zeroinitializer, [1 x i16] [i16 3720], [1 x i16] [i16 -5]], [9 x [1 x i16]] [[1 x i16] [i16 2], [1 x i16] [i16 30919], [1 x i16] [i16 16354], [1 x i16] [i16 20762], [1 x i16] [i16 30919], [1 x i16] [i16 3720], [1 x i16] [i16 -1], [1 x i16] [i16 3720], [1 x i16] [i16 30919]]], align 16, !dbg !256
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
@g_67 = internal global i8 -111, align 1, !dbg !292
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
@g_238 = internal unnamed_addr constant [8 x [7 x i8]] [[7 x i8] c"\8E\01\E7\FF\EC\00\95", [7 x i8] c"\EC\8E\AD\00\00\AD\8E", [7 x i8] c"#\F1\AD\00\DC\00\F8", [7 x i8] c"\F8\D5\E7\F2\BD\F6\FF", [7 x i8] c"\AD\F2\F8\00\E7\E7\00", [7 x i8] c"\D1\FF\D1\00\E7\EC#", [7 x i8] c"\D5\F6\FF\FF\BD\F1\FF", [7 x i8] c"\FF\FF\F6\D5\DC\EC\EC"], align 16, !dbg !322
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
@g_276 = internal unnamed_addr global i32 727992164, align 4, !dbg !354
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
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !406
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !188
@g_502 = internal global ptr @g_503, align 8, !dbg !196
@g_503 = internal global ptr @g_504, align 8, !dbg !206
@g_504 = internal global ptr null, align 8, !dbg !208
@.str.71 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !240
@g_170 = internal global [5 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -77, i8 -1, [2 x i8] undef, i8 21, i8 43, i8 0, i8 0, i8 -25, i8 12, i8 0, i8 0 }], align 16, !dbg !309
@g_271 = internal global [4 x [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 -1, [2 x i8] undef, i8 -25, i8 25, i8 0, i8 0, i8 -44, i8 -9, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 50, i8 -8, i8 -1, i8 7, i8 -80, i8 8, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 23, i8 -10, i8 -1, i8 7, i8 -72, i8 9, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 61, i8 0, [2 x i8] undef, i8 49, i8 2, i8 0, i8 0, i8 76, i8 -2, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 75, i8 0, [2 x i8] undef, i8 -45, i8 11, i8 0, i8 0, i8 78, i8 -12, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 0, [2 x i8] undef, i8 110, i8 -11, i8 -1, i8 7, i8 119, i8 -10, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 0, [2 x i8] undef, i8 -8, i8 0, i8 0, i8 0, i8 -34, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 0, [2 x i8] undef, i8 21, i8 5, i8 0, i8 0, i8 -83, i8 9, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 78, i8 0, [2 x i8] undef, i8 34, i8 -31, i8 -1, i8 7, i8 20, i8 14, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 64, i8 -1, [2 x i8] undef, i8 36, i8 -32, i8 -1, i8 7, i8 41, i8 11, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 -1, [2 x i8] undef, i8 118, i8 9, i8 0, i8 0, i8 117, i8 -12, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 73, i8 0, [2 x i8] undef, i8 -65, i8 12, i8 0, i8 0, i8 -63, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }]], [7 x [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }]] [[9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -20, i8 0, [2 x i8] undef, i8 -87, i8 43, i8 0, i8 0, i8 -109, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 63, i8 0, [2 x i8] undef, i8 1, i8 31, i8 0, i8 0, i8 -36, i8 6, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 52, i8 0, [2 x i8] undef, i8 -61, i8 -30, i8 -1, i8 7, i8 127, i8 3, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -42, i8 -1, [2 x i8] undef, i8 79, i8 -7, i8 -1, i8 7, i8 -38, i8 0, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 -122, i8 -23, i8 -1, i8 7, i8 -116, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 107, i8 -1, [2 x i8] undef, i8 6, i8 -40, i8 -1, i8 7, i8 37, i8 6, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 -1, [2 x i8] undef, i8 -94, i8 17, i8 0, i8 0, i8 90, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 -1, [2 x i8] undef, i8 -35, i8 41, i8 0, i8 0, i8 10, i8 1, i8 0, i8 3 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 46, i8 -1, [2 x i8] undef, i8 -74, i8 -26, i8 -1, i8 7, i8 -117, i8 -16, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -9, i8 0, [2 x i8] undef, i8 -89, i8 -23, i8 -1, i8 7, i8 75, i8 -11, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -44, i8 -1, [2 x i8] undef, i8 82, i8 20, i8 0, i8 0, i8 114, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -1, [2 x i8] undef, i8 12, i8 29, i8 0, i8 0, i8 -48, i8 2, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 0, [2 x i8] undef, i8 -95, i8 -24, i8 -1, i8 7, i8 48, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 116, i8 -1, [2 x i8] undef, i8 70, i8 19, i8 0, i8 0, i8 124, i8 14, i8 0, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -69, i8 -1, [2 x i8] undef, i8 60, i8 -24, i8 -1, i8 7, i8 0, i8 8, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 0, [2 x i8] undef, i8 -39, i8 8, i8 0, i8 0, i8 92, i8 -4, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 -1, [2 x i8] undef, i8 -106, i8 -3, i8 -1, i8 7, i8 -100, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -27, i8 0, [2 x i8] undef, i8 -84, i8 -19, i8 -1, i8 7, i8 -48, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 0, [2 x i8] undef, i8 -20, i8 8, i8 0, i8 0, i8 122, i8 1, i8 0, i8 1 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -7, i8 0, [2 x i8] undef, i8 46, i8 2, i8 0, i8 0, i8 6, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -109, i8 0, [2 x i8] undef, i8 -52, i8 18, i8 0, i8 0, i8 -25, i8 9, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 0, [2 x i8] undef, i8 -29, i8 -4, i8 -1, i8 7, i8 101, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 0, [2 x i8] undef, i8 20, i8 15, i8 0, i8 0, i8 2, i8 7, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -93, i8 -1, [2 x i8] undef, i8 38, i8 -4, i8 -1, i8 7, i8 9, i8 -1, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 -1, [2 x i8] undef, i8 -116, i8 36, i8 0, i8 0, i8 -28, i8 1, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 0, [2 x i8] undef, i8 36, i8 -4, i8 -1, i8 7, i8 -7, i8 -4, i8 -1, i8 0 }], [9 x { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -94, i8 -1, [2 x i8] undef, i8 -52, i8 -5, i8 -1, i8 7, i8 119, i8 -5, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 -1, [2 x i8] undef, i8 57, i8 38, i8 0, i8 0, i8 16, i8 -10, i8 -1, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -74, i8 0, [2 x i8] undef, i8 68, i8 -31, i8 -1, i8 7, i8 49, i8 -2, i8 -1, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 22, i8 -1, [2 x i8] undef, i8 95, i8 -31, i8 -1, i8 7, i8 -103, i8 1, i8 0, i8 1 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 0, [2 x i8] undef, i8 47, i8 -21, i8 -1, i8 7, i8 -47, i8 5, i8 0, i8 3 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 50, i8 0, [2 x i8] undef, i8 -24, i8 30, i8 0, i8 0, i8 71, i8 -7, i8 -1, i8 0 }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -120, i8 0, [2 x i8] undef, i8 -56, i8 -19, i8 -1, i8 7, i8 92, i8 10, i8 0, i8 0 }]]], align 16, !dbg !350
@g_406 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 38, i8 7, i8 0, i8 undef, i8 115, i8 -11, i8 -1, i8 0 }, align 4, !dbg !362
@g_423 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 40, i8 0, i8 0, i8 undef, i8 -79, i8 -1, i8 -1, i8 2 }, align 4, !dbg !364
@g_435 = internal global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 51, i8 12, i8 0, i8 undef, i8 114, i8 -14, i8 -1, i8 1 }, align 4, !dbg !367
@g_492 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i64 } { i8 -26, i8 6, i8 0, i8 undef, i8 60, i8 2, i8 0, i8 undef, i8 -96, i8 -1, i8 1, i64 -1 }, align 8, !dbg !369
@g_526 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i32 } { i8 16, i8 2, i8 0, i8 undef, i8 -14, i8 0, i8 92, i8 1, i8 48, i8 12, i8 0, i32 -703175332 }, align 4, !dbg !383
@.str.80 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !400

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !418 {
    #dbg_value(i32 %0, !424, !DIExpression(), !430)
    #dbg_value(ptr %1, !425, !DIExpression(), !430)
    #dbg_value(i32 0, !429, !DIExpression(), !430)
  %3 = icmp eq i32 %0, 2, !dbg !431
  br i1 %3, label %4, label %17, !dbg !433

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !434
  %6 = load ptr, ptr %5, align 8, !dbg !434, !tbaa !435
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !439
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !440
  %16 = zext i1 %15 to i32, !dbg !440
  br label %17, !dbg !440

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !430
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !430
    #dbg_value(i32 %19, !429, !DIExpression(), !430)
    #dbg_value(i32 -306674912, !441, !DIExpression(), !450)
    #dbg_value(i32 0, !447, !DIExpression(), !450)
  br label %20, !dbg !452

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !454
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !456
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !456
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !462
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !456
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !462
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !456
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !462
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !456
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !462
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !456
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !462
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !456
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !462
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !456
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !462
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !456
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !456
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !462
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !462
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !462
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !463
  store <4 x i32> %62, ptr %63, align 16, !dbg !464, !tbaa !465
  %64 = add nuw i64 %21, 4, !dbg !454
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !456
  %66 = icmp eq i64 %64, 256, !dbg !454
  br i1 %66, label %67, label %20, !dbg !454, !llvm.loop !467

67:                                               ; preds = %20
    #dbg_value(ptr poison, !472, !DIExpression(), !584)
    #dbg_value(i32 -1, !478, !DIExpression(), !584)
    #dbg_value(i64 -6469180319517125699, !479, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !584)
    #dbg_assign(i1 undef, !479, !DIExpression(DW_OP_LLVM_fragment, 320, 704), !586, ptr poison, !DIExpression(), !584)
    #dbg_value(i32 1, !482, !DIExpression(), !584)
    #dbg_value(ptr poison, !483, !DIExpression(), !584)
    #dbg_value(ptr poison, !487, !DIExpression(), !584)
    #dbg_value(i32 -4, !489, !DIExpression(), !584)
  %68 = load volatile ptr, ptr @g_502, align 8, !dbg !587, !tbaa !435
    #dbg_value(i32 -3, !489, !DIExpression(), !584)
  %69 = load i32, ptr @g_276, align 4, !dbg !588, !tbaa !465
  %70 = icmp slt i32 %69, -2, !dbg !589
  %71 = zext i1 %70 to i32, !dbg !590
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !591
  %73 = shl i32 %72, 8, !dbg !591
    #dbg_value(i1 %70, !592, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !599)
    #dbg_value(i32 %73, !598, !DIExpression(DW_OP_constu, 8, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !599)
  %74 = icmp eq i32 %73, 0, !dbg !601
  br i1 %74, label %78, label %75, !dbg !602

75:                                               ; preds = %67
  %76 = ashr exact i32 %73, 8, !dbg !591
    #dbg_value(i32 %76, !598, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !599)
  %77 = sdiv i32 %71, %76, !dbg !603
  br label %78, !dbg !604

78:                                               ; preds = %67, %75
  %79 = phi i32 [ %77, %75 ], [ %71, %67 ], !dbg !604
  store i32 %79, ptr @g_276, align 4, !dbg !605, !tbaa !465
  %80 = load volatile i32, ptr @g_6, align 4, !dbg !606, !tbaa !465
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  br label %81, !dbg !607

81:                                               ; preds = %78, %103
  %82 = phi i64 [ 0, %78 ], [ %104, %103 ]
    #dbg_value(i64 %82, !426, !DIExpression(), !430)
    #dbg_value(i64 0, !427, !DIExpression(), !430)
  %83 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 0, !dbg !609
  %84 = load volatile i32, ptr %83, align 4, !dbg !609, !tbaa !465
  %85 = sext i32 %84 to i64, !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !615
  br i1 %18, label %86, label %93, !dbg !616

86:                                               ; preds = %81
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %87 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 1, !dbg !609
  %88 = load volatile i32, ptr %87, align 4, !dbg !609, !tbaa !465
  %89 = sext i32 %88 to i64, !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !615
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %90 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 2, !dbg !609
  %91 = load volatile i32, ptr %90, align 4, !dbg !609, !tbaa !465
  %92 = sext i32 %91 to i64, !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !615
  br label %103, !dbg !616

93:                                               ; preds = %81
  %94 = trunc nuw nsw i64 %82 to i32, !dbg !617
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %94, i32 noundef 0), !dbg !617
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %95 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 1, !dbg !609
  %96 = load volatile i32, ptr %95, align 4, !dbg !609, !tbaa !465
  %97 = sext i32 %96 to i64, !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !615
  %98 = trunc nuw nsw i64 %82 to i32, !dbg !617
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %98, i32 noundef 1), !dbg !617
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %99 = getelementptr inbounds [6 x [3 x i32]], ptr @g_2, i64 0, i64 %82, i64 2, !dbg !609
  %100 = load volatile i32, ptr %99, align 4, !dbg !609, !tbaa !465
  %101 = sext i32 %100 to i64, !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !615
  %102 = trunc nuw nsw i64 %82 to i32, !dbg !617
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %102, i32 noundef 2), !dbg !617
  br label %103, !dbg !617

103:                                              ; preds = %86, %93
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  %104 = add nuw nsw i64 %82, 1, !dbg !619
    #dbg_value(i64 %104, !426, !DIExpression(), !430)
  %105 = icmp eq i64 %104, 6, !dbg !620
  br i1 %105, label %106, label %81, !dbg !607, !llvm.loop !621

106:                                              ; preds = %103
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !623
  %107 = load volatile i32, ptr @g_6, align 4, !dbg !624, !tbaa !465
  %108 = sext i32 %107 to i64, !dbg !624
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !625
  tail call fastcc void @transparent_crc(i64 noundef -2092256158, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !626
  %109 = load volatile i32, ptr @g_8, align 4, !dbg !627, !tbaa !465
  %110 = sext i32 %109 to i64, !dbg !627
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !628
  tail call fastcc void @transparent_crc(i64 noundef -141337163, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !629
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  br label %111, !dbg !630

111:                                              ; preds = %106, %175
  %112 = phi i64 [ 0, %106 ], [ %176, %175 ]
    #dbg_value(i64 %112, !426, !DIExpression(), !430)
    #dbg_value(i64 0, !427, !DIExpression(), !430)
    #dbg_value(i32 poison, !428, !DIExpression(), !430)
  %113 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 0, !dbg !632
  %114 = load i16, ptr %113, align 2, !dbg !632, !tbaa !641
  %115 = sext i16 %114 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  br i1 %18, label %116, label %141, !dbg !644

116:                                              ; preds = %111
    #dbg_value(i32 poison, !428, !DIExpression(), !430)
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %117 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 1, !dbg !632
  %118 = load i16, ptr %117, align 2, !dbg !632, !tbaa !641
  %119 = sext i16 %118 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %120 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 2, !dbg !632
  %121 = load i16, ptr %120, align 2, !dbg !632, !tbaa !641
  %122 = sext i16 %121 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  %123 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 3, !dbg !632
  %124 = load i16, ptr %123, align 2, !dbg !632, !tbaa !641
  %125 = sext i16 %124 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  %126 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 4, !dbg !632
  %127 = load i16, ptr %126, align 2, !dbg !632, !tbaa !641
  %128 = sext i16 %127 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  %129 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 5, !dbg !632
  %130 = load i16, ptr %129, align 2, !dbg !632, !tbaa !641
  %131 = sext i16 %130 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 6, !427, !DIExpression(), !430)
  %132 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 6, !dbg !632
  %133 = load i16, ptr %132, align 2, !dbg !632, !tbaa !641
  %134 = sext i16 %133 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 7, !427, !DIExpression(), !430)
  %135 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 7, !dbg !632
  %136 = load i16, ptr %135, align 2, !dbg !632, !tbaa !641
  %137 = sext i16 %136 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
    #dbg_value(i64 8, !427, !DIExpression(), !430)
  %138 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 8, !dbg !632
  %139 = load i16, ptr %138, align 2, !dbg !632, !tbaa !641
  %140 = sext i16 %139 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  br label %175, !dbg !644

141:                                              ; preds = %111
  %142 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %142, i32 noundef 0, i32 noundef 0), !dbg !645
    #dbg_value(i32 poison, !428, !DIExpression(), !430)
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %143 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 1, !dbg !632
  %144 = load i16, ptr %143, align 2, !dbg !632, !tbaa !641
  %145 = sext i16 %144 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %146 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %146, i32 noundef 1, i32 noundef 0), !dbg !645
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %147 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 2, !dbg !632
  %148 = load i16, ptr %147, align 2, !dbg !632, !tbaa !641
  %149 = sext i16 %148 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %150 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %150, i32 noundef 2, i32 noundef 0), !dbg !645
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  %151 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 3, !dbg !632
  %152 = load i16, ptr %151, align 2, !dbg !632, !tbaa !641
  %153 = sext i16 %152 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %154 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %154, i32 noundef 3, i32 noundef 0), !dbg !645
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  %155 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 4, !dbg !632
  %156 = load i16, ptr %155, align 2, !dbg !632, !tbaa !641
  %157 = sext i16 %156 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %158 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %158, i32 noundef 4, i32 noundef 0), !dbg !645
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  %159 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 5, !dbg !632
  %160 = load i16, ptr %159, align 2, !dbg !632, !tbaa !641
  %161 = sext i16 %160 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %162 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %162, i32 noundef 5, i32 noundef 0), !dbg !645
    #dbg_value(i64 6, !427, !DIExpression(), !430)
  %163 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 6, !dbg !632
  %164 = load i16, ptr %163, align 2, !dbg !632, !tbaa !641
  %165 = sext i16 %164 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %166 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %166, i32 noundef 6, i32 noundef 0), !dbg !645
    #dbg_value(i64 7, !427, !DIExpression(), !430)
  %167 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 7, !dbg !632
  %168 = load i16, ptr %167, align 2, !dbg !632, !tbaa !641
  %169 = sext i16 %168 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %170 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %170, i32 noundef 7, i32 noundef 0), !dbg !645
    #dbg_value(i64 8, !427, !DIExpression(), !430)
  %171 = getelementptr inbounds [6 x [9 x [1 x i16]]], ptr @g_20, i64 0, i64 %112, i64 8, !dbg !632
  %172 = load i16, ptr %171, align 2, !dbg !632, !tbaa !641
  %173 = sext i16 %172 to i64, !dbg !632
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !643
  %174 = trunc nuw nsw i64 %112 to i32, !dbg !645
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %174, i32 noundef 8, i32 noundef 0), !dbg !645
  br label %175, !dbg !645

175:                                              ; preds = %116, %141
    #dbg_value(i32 poison, !428, !DIExpression(), !430)
    #dbg_value(i64 9, !427, !DIExpression(), !430)
  %176 = add nuw nsw i64 %112, 1, !dbg !647
    #dbg_value(i64 %176, !426, !DIExpression(), !430)
  %177 = icmp eq i64 %176, 6, !dbg !648
  br i1 %177, label %178, label %111, !dbg !630, !llvm.loop !649

178:                                              ; preds = %175
  tail call fastcc void @transparent_crc(i64 noundef 2135013037, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !651
  tail call fastcc void @transparent_crc(i64 noundef 173, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !652
  tail call fastcc void @transparent_crc(i64 noundef -12470611, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !653
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !654
  br i1 %18, label %179, label %180, !dbg !658

179:                                              ; preds = %178
    #dbg_value(i32 1, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !654
    #dbg_value(i32 2, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !654
  br label %181, !dbg !658

180:                                              ; preds = %178
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0), !dbg !659
    #dbg_value(i32 1, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !654
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1), !dbg !659
    #dbg_value(i32 2, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !654
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 2), !dbg !659
  br label %181, !dbg !659

181:                                              ; preds = %179, %180
    #dbg_value(i32 3, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !661
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !662
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !663
  %182 = load volatile i8, ptr @g_67, align 1, !dbg !664, !tbaa !665
  %183 = sext i8 %182 to i64, !dbg !664
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !666
  tail call fastcc void @transparent_crc(i64 noundef -5576269258787950339, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !667
  tail call fastcc void @transparent_crc(i64 noundef -1420773629500155829, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !668
  tail call fastcc void @transparent_crc(i64 noundef -127, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef 67, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !670
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !671
  tail call fastcc void @transparent_crc(i64 noundef 4639, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !672
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  br label %184, !dbg !673

184:                                              ; preds = %181, %207
  %185 = phi i64 [ 0, %181 ], [ %208, %207 ]
    #dbg_value(i64 %185, !426, !DIExpression(), !430)
  %186 = getelementptr inbounds [5 x %struct.S1], ptr @g_170, i64 0, i64 %185, !dbg !675
  %187 = load i32, ptr %186, align 4, !dbg !678
  %188 = shl i32 %187, 16, !dbg !678
  %189 = ashr exact i32 %188, 16, !dbg !678
  %190 = sext i32 %189 to i64, !dbg !675
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !679
  %191 = getelementptr inbounds i8, ptr %186, i64 4, !dbg !680
  %192 = load i32, ptr %191, align 4, !dbg !680
  %193 = shl i32 %192, 5, !dbg !680
  %194 = ashr exact i32 %193, 5, !dbg !680
  %195 = sext i32 %194 to i64, !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !682
  %196 = getelementptr inbounds i8, ptr %186, i64 8, !dbg !683
  %197 = load i32, ptr %196, align 4, !dbg !683
  %198 = shl i32 %197, 8, !dbg !683
  %199 = ashr exact i32 %198, 8, !dbg !683
  %200 = sext i32 %199 to i64, !dbg !684
  tail call fastcc void @transparent_crc(i64 noundef %200, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !685
  %201 = load volatile i32, ptr %196, align 4, !dbg !686
  %202 = shl i32 %201, 6, !dbg !686
  %203 = ashr i32 %202, 30, !dbg !686
  %204 = sext i32 %203 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !688
  br i1 %18, label %207, label %205, !dbg !689

205:                                              ; preds = %184
  %206 = trunc nuw nsw i64 %185 to i32, !dbg !690
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %206), !dbg !690
  br label %207, !dbg !690

207:                                              ; preds = %184, %205
  %208 = add nuw nsw i64 %185, 1, !dbg !692
    #dbg_value(i64 %208, !426, !DIExpression(), !430)
  %209 = icmp eq i64 %208, 5, !dbg !693
  br i1 %209, label %210, label %184, !dbg !673, !llvm.loop !694

210:                                              ; preds = %207
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !696
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  br label %211, !dbg !697

211:                                              ; preds = %237, %210
  %212 = phi i64 [ 0, %210 ], [ %238, %237 ]
    #dbg_value(i64 %212, !426, !DIExpression(), !430)
    #dbg_value(i64 0, !427, !DIExpression(), !430)
  %213 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 0, !dbg !699
  %214 = load i8, ptr %213, align 1, !dbg !699, !tbaa !665
  %215 = zext i8 %214 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  br i1 %18, label %216, label %239, !dbg !706

216:                                              ; preds = %211
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %217 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 1, !dbg !699
  %218 = load i8, ptr %217, align 1, !dbg !699, !tbaa !665
  %219 = zext i8 %218 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %220 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 2, !dbg !699
  %221 = load i8, ptr %220, align 1, !dbg !699, !tbaa !665
  %222 = zext i8 %221 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  %223 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 3, !dbg !699
  %224 = load i8, ptr %223, align 1, !dbg !699, !tbaa !665
  %225 = zext i8 %224 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  %226 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 4, !dbg !699
  %227 = load i8, ptr %226, align 1, !dbg !699, !tbaa !665
  %228 = zext i8 %227 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  %229 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 5, !dbg !699
  %230 = load i8, ptr %229, align 1, !dbg !699, !tbaa !665
  %231 = zext i8 %230 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 6, !427, !DIExpression(), !430)
  %232 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 6, !dbg !699
  %233 = load i8, ptr %232, align 1, !dbg !699, !tbaa !665
  %234 = zext i8 %233 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
    #dbg_value(i64 7, !427, !DIExpression(), !430)
  %235 = add nuw nsw i64 %212, 1, !dbg !707
    #dbg_value(i64 %235, !426, !DIExpression(), !430)
  %236 = icmp eq i64 %235, 8, !dbg !708
  br i1 %236, label %267, label %237, !dbg !697

237:                                              ; preds = %216, %239
  %238 = phi i64 [ %235, %216 ], [ %265, %239 ]
  br label %211, !dbg !699, !llvm.loop !709

239:                                              ; preds = %211
  %240 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %240, i32 noundef 0), !dbg !711
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  %241 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 1, !dbg !699
  %242 = load i8, ptr %241, align 1, !dbg !699, !tbaa !665
  %243 = zext i8 %242 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %244 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %244, i32 noundef 1), !dbg !711
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  %245 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 2, !dbg !699
  %246 = load i8, ptr %245, align 1, !dbg !699, !tbaa !665
  %247 = zext i8 %246 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %248 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %248, i32 noundef 2), !dbg !711
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  %249 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 3, !dbg !699
  %250 = load i8, ptr %249, align 1, !dbg !699, !tbaa !665
  %251 = zext i8 %250 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %252 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %252, i32 noundef 3), !dbg !711
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  %253 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 4, !dbg !699
  %254 = load i8, ptr %253, align 1, !dbg !699, !tbaa !665
  %255 = zext i8 %254 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %256 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %256, i32 noundef 4), !dbg !711
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  %257 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 5, !dbg !699
  %258 = load i8, ptr %257, align 1, !dbg !699, !tbaa !665
  %259 = zext i8 %258 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %260 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %260, i32 noundef 5), !dbg !711
    #dbg_value(i64 6, !427, !DIExpression(), !430)
  %261 = getelementptr inbounds [8 x [7 x i8]], ptr @g_238, i64 0, i64 %212, i64 6, !dbg !699
  %262 = load i8, ptr %261, align 1, !dbg !699, !tbaa !665
  %263 = zext i8 %262 to i64, !dbg !699
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !705
  %264 = trunc nuw nsw i64 %212 to i32, !dbg !711
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %264, i32 noundef 6), !dbg !711
    #dbg_value(i64 7, !427, !DIExpression(), !430)
  %265 = add nuw nsw i64 %212, 1, !dbg !707
    #dbg_value(i64 %265, !426, !DIExpression(), !430)
  %266 = icmp eq i64 %265, 8, !dbg !708
  br i1 %266, label %268, label %237, !dbg !697

267:                                              ; preds = %216
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
    #dbg_value(i32 1, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
    #dbg_value(i32 2, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
  br label %269, !dbg !717

268:                                              ; preds = %239
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0), !dbg !718
    #dbg_value(i32 1, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1), !dbg !718
    #dbg_value(i32 2, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 759676850, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !713
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 2), !dbg !718
  br label %269, !dbg !718

269:                                              ; preds = %267, %268
    #dbg_value(i32 3, !426, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 7715, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !720
  tail call fastcc void @transparent_crc(i64 noundef 5898, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !721
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !722
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !723
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !724
    #dbg_value(i32 0, !426, !DIExpression(), !430)
  br label %270, !dbg !725

270:                                              ; preds = %269, %305
  %271 = phi i64 [ 0, %269 ], [ %306, %305 ]
    #dbg_value(i64 %271, !426, !DIExpression(), !430)
    #dbg_value(i32 0, !427, !DIExpression(), !430)
  %272 = trunc nuw nsw i64 %271 to i32
  br label %273, !dbg !727

273:                                              ; preds = %270, %302
  %274 = phi i64 [ 0, %270 ], [ %303, %302 ]
    #dbg_value(i64 %274, !427, !DIExpression(), !430)
    #dbg_value(i32 0, !428, !DIExpression(), !430)
  %275 = trunc nuw nsw i64 %274 to i32
  br label %276, !dbg !731

276:                                              ; preds = %273, %299
  %277 = phi i64 [ 0, %273 ], [ %300, %299 ]
    #dbg_value(i64 %277, !428, !DIExpression(), !430)
  %278 = getelementptr inbounds [4 x [7 x [9 x %struct.S1]]], ptr @g_271, i64 0, i64 %271, i64 %274, i64 %277, !dbg !735
  %279 = load i32, ptr %278, align 4, !dbg !738
  %280 = shl i32 %279, 16, !dbg !738
  %281 = ashr exact i32 %280, 16, !dbg !738
  %282 = sext i32 %281 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !739
  %283 = getelementptr inbounds i8, ptr %278, i64 4, !dbg !740
  %284 = load i32, ptr %283, align 4, !dbg !740
  %285 = shl i32 %284, 5, !dbg !740
  %286 = ashr exact i32 %285, 5, !dbg !740
  %287 = sext i32 %286 to i64, !dbg !741
  tail call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !742
  %288 = getelementptr inbounds i8, ptr %278, i64 8, !dbg !743
  %289 = load i32, ptr %288, align 4, !dbg !743
  %290 = shl i32 %289, 8, !dbg !743
  %291 = ashr exact i32 %290, 8, !dbg !743
  %292 = sext i32 %291 to i64, !dbg !744
  tail call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !745
  %293 = load volatile i32, ptr %288, align 4, !dbg !746
  %294 = shl i32 %293, 6, !dbg !746
  %295 = ashr i32 %294, 30, !dbg !746
  %296 = sext i32 %295 to i64, !dbg !747
  tail call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !748
  br i1 %18, label %299, label %297, !dbg !749

297:                                              ; preds = %276
  %298 = trunc nuw nsw i64 %277 to i32, !dbg !750
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %272, i32 noundef %275, i32 noundef %298), !dbg !750
  br label %299, !dbg !750

299:                                              ; preds = %276, %297
  %300 = add nuw nsw i64 %277, 1, !dbg !752
    #dbg_value(i64 %300, !428, !DIExpression(), !430)
  %301 = icmp eq i64 %300, 9, !dbg !753
  br i1 %301, label %302, label %276, !dbg !731, !llvm.loop !754

302:                                              ; preds = %299
  %303 = add nuw nsw i64 %274, 1, !dbg !756
    #dbg_value(i64 %303, !427, !DIExpression(), !430)
  %304 = icmp eq i64 %303, 7, !dbg !757
  br i1 %304, label %305, label %273, !dbg !727, !llvm.loop !758

305:                                              ; preds = %302
  %306 = add nuw nsw i64 %271, 1, !dbg !760
    #dbg_value(i64 %306, !426, !DIExpression(), !430)
  %307 = icmp eq i64 %306, 4, !dbg !761
  br i1 %307, label %308, label %270, !dbg !725, !llvm.loop !762

308:                                              ; preds = %305
  %309 = load i32, ptr @g_276, align 4, !dbg !764, !tbaa !465
  %310 = sext i32 %309 to i64, !dbg !764
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !765
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !766
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !767
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !768
  %311 = load volatile i32, ptr @g_406, align 4, !dbg !769
  %312 = and i32 %311, 16777215, !dbg !769
  %313 = zext nneg i32 %312 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.45, i32 noundef %19), !dbg !771
  %314 = load i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !772
  %315 = shl i32 %314, 8, !dbg !772
  %316 = ashr exact i32 %315, 8, !dbg !772
  %317 = sext i32 %316 to i64, !dbg !773
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.46, i32 noundef %19), !dbg !774
  %318 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_406, i64 4), align 4, !dbg !775
  %319 = lshr i32 %318, 24, !dbg !775
  %320 = and i32 %319, 31, !dbg !775
  %321 = zext nneg i32 %320 to i64, !dbg !776
  tail call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.47, i32 noundef %19), !dbg !777
  %322 = load volatile i32, ptr @g_423, align 4, !dbg !778
  %323 = and i32 %322, 16777215, !dbg !778
  %324 = zext nneg i32 %323 to i64, !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.48, i32 noundef %19), !dbg !780
  %325 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !781
  %326 = shl i32 %325, 8, !dbg !781
  %327 = ashr exact i32 %326, 8, !dbg !781
  %328 = sext i32 %327 to i64, !dbg !782
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.49, i32 noundef %19), !dbg !783
  %329 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_423, i64 4), align 4, !dbg !784
  %330 = lshr i32 %329, 24, !dbg !784
  %331 = and i32 %330, 31, !dbg !784
  %332 = zext nneg i32 %331 to i64, !dbg !785
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.50, i32 noundef %19), !dbg !786
  %333 = load volatile i32, ptr @g_435, align 4, !dbg !787
  %334 = and i32 %333, 16777215, !dbg !787
  %335 = zext nneg i32 %334 to i64, !dbg !788
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.51, i32 noundef %19), !dbg !789
  %336 = load i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4, !dbg !790
  %337 = shl i32 %336, 8, !dbg !790
  %338 = ashr exact i32 %337, 8, !dbg !790
  %339 = sext i32 %338 to i64, !dbg !791
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.52, i32 noundef %19), !dbg !792
  %340 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_435, i64 4), align 4, !dbg !793
  %341 = lshr i32 %340, 24, !dbg !793
  %342 = and i32 %341, 31, !dbg !793
  %343 = zext nneg i32 %342 to i64, !dbg !794
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.53, i32 noundef %19), !dbg !795
  %344 = load volatile i32, ptr @g_492, align 8, !dbg !796
  %345 = shl i32 %344, 10, !dbg !796
  %346 = ashr exact i32 %345, 10, !dbg !796
  %347 = sext i32 %346 to i64, !dbg !797
  tail call fastcc void @transparent_crc(i64 noundef %347, ptr noundef nonnull @.str.54, i32 noundef %19), !dbg !798
  %348 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 4), align 4, !dbg !799
  %349 = shl i32 %348, 12, !dbg !799
  %350 = ashr exact i32 %349, 12, !dbg !799
  %351 = sext i32 %350 to i64, !dbg !800
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.55, i32 noundef %19), !dbg !801
  %352 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_492, i64 8), align 8, !dbg !802
  %353 = shl i32 %352, 15, !dbg !802
  %354 = ashr exact i32 %353, 15, !dbg !802
  %355 = sext i32 %354 to i64, !dbg !803
  tail call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.56, i32 noundef %19), !dbg !804
  %356 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_492, i64 16), align 8, !dbg !805, !tbaa !806
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.57, i32 noundef %19), !dbg !809
    #dbg_value(i32 poison, !426, !DIExpression(), !430)
    #dbg_value(i64 0, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  br i1 %18, label %357, label %358, !dbg !817

357:                                              ; preds = %308
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  br label %359, !dbg !817

358:                                              ; preds = %308
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0), !dbg !818
    #dbg_value(i64 1, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !818
    #dbg_value(i64 2, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2), !dbg !818
    #dbg_value(i64 3, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3), !dbg !818
    #dbg_value(i64 4, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 4), !dbg !818
    #dbg_value(i64 5, !427, !DIExpression(), !430)
  tail call fastcc void @transparent_crc(i64 noundef 817864465, ptr noundef nonnull @.str.58, i32 noundef %19), !dbg !810
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 5), !dbg !818
  br label %359, !dbg !818

359:                                              ; preds = %357, %358
    #dbg_value(i64 6, !427, !DIExpression(), !430)
    #dbg_value(i32 poison, !426, !DIExpression(), !430)
  %360 = load i32, ptr @g_526, align 4, !dbg !820
  %361 = and i32 %360, 8388607, !dbg !820
  %362 = zext nneg i32 %361 to i64, !dbg !821
  tail call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.59, i32 noundef %19), !dbg !822
  %363 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4, !dbg !823
  %364 = and i32 %363, 262143, !dbg !823
  %365 = zext nneg i32 %364 to i64, !dbg !824
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.60, i32 noundef %19), !dbg !825
  %366 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 4), align 4, !dbg !826
  %367 = shl i32 %366, 1, !dbg !826
  %368 = ashr i32 %367, 19, !dbg !826
  %369 = sext i32 %368 to i64, !dbg !827
  tail call fastcc void @transparent_crc(i64 noundef %369, ptr noundef nonnull @.str.61, i32 noundef %19), !dbg !828
  %370 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !829
  %371 = shl i32 %370, 28, !dbg !829
  %372 = ashr exact i32 %371, 28, !dbg !829
  %373 = sext i32 %372 to i64, !dbg !830
  tail call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.62, i32 noundef %19), !dbg !831
  %374 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !832
  %375 = lshr i32 %374, 4, !dbg !832
  %376 = and i32 %375, 31, !dbg !832
  %377 = zext nneg i32 %376 to i64, !dbg !833
  tail call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.63, i32 noundef %19), !dbg !834
  %378 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !835
  %379 = lshr i32 %378, 9, !dbg !835
  %380 = and i32 %379, 1023, !dbg !835
  %381 = zext nneg i32 %380 to i64, !dbg !836
  tail call fastcc void @transparent_crc(i64 noundef %381, ptr noundef nonnull @.str.64, i32 noundef %19), !dbg !837
  %382 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 8), align 4, !dbg !838
  %383 = shl i32 %382, 12, !dbg !838
  %384 = ashr i32 %383, 31, !dbg !838
  %385 = sext i32 %384 to i64, !dbg !839
  tail call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.65, i32 noundef %19), !dbg !840
  %386 = load i32, ptr getelementptr inbounds (i8, ptr @g_526, i64 12), align 4, !dbg !841, !tbaa !842
  %387 = sext i32 %386 to i64, !dbg !844
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.66, i32 noundef %19), !dbg !845
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.67, i32 noundef %19), !dbg !846
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.68, i32 noundef %19), !dbg !847
  tail call fastcc void @transparent_crc(i64 noundef 1272671016600670281, ptr noundef nonnull @.str.69, i32 noundef %19), !dbg !848
  tail call fastcc void @transparent_crc(i64 noundef 4169, ptr noundef nonnull @.str.70, i32 noundef %19), !dbg !849
  %388 = load i32, ptr @crc32_context, align 4, !dbg !850, !tbaa !465
  %389 = xor i32 %388, -1, !dbg !851
    #dbg_value(i32 %389, !852, !DIExpression(), !858)
    #dbg_value(i32 %19, !857, !DIExpression(), !858)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.80, i32 noundef %389), !dbg !860
  ret i32 0, !dbg !861
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !862 {
    #dbg_value(i64 %0, !866, !DIExpression(), !869)
    #dbg_value(ptr %1, !867, !DIExpression(), !869)
    #dbg_value(i32 %2, !868, !DIExpression(), !869)
    #dbg_value(i64 %0, !870, !DIExpression(), !875)
    #dbg_value(i64 %0, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !882)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !884, !tbaa !465
  %5 = lshr i32 %4, 8, !dbg !885
  %6 = zext i32 %4 to i64, !dbg !886
  %7 = xor i64 %6, %0, !dbg !886
  %8 = and i64 %7, 255, !dbg !887
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !887
  %10 = load i32, ptr %9, align 4, !dbg !887, !tbaa !465
  %11 = xor i32 %5, %10, !dbg !888
  %12 = lshr i64 %0, 8, !dbg !889
    #dbg_value(i64 %12, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !890)
  %13 = lshr i32 %11, 8, !dbg !892
  %14 = zext i32 %11 to i64, !dbg !893
  %15 = xor i64 %12, %14, !dbg !893
  %16 = and i64 %15, 255, !dbg !894
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !894
  %18 = load i32, ptr %17, align 4, !dbg !894, !tbaa !465
  %19 = xor i32 %13, %18, !dbg !895
  %20 = lshr i64 %0, 16, !dbg !896
    #dbg_value(i64 %20, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !897)
  %21 = lshr i32 %19, 8, !dbg !899
  %22 = zext i32 %19 to i64, !dbg !900
  %23 = xor i64 %20, %22, !dbg !900
  %24 = and i64 %23, 255, !dbg !901
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !901
  %26 = load i32, ptr %25, align 4, !dbg !901, !tbaa !465
  %27 = xor i32 %21, %26, !dbg !902
  %28 = lshr i64 %0, 24, !dbg !903
    #dbg_value(i64 %28, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !904)
  %29 = lshr i32 %27, 8, !dbg !906
  %30 = zext i32 %27 to i64, !dbg !907
  %31 = xor i64 %28, %30, !dbg !907
  %32 = and i64 %31, 255, !dbg !908
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !908
  %34 = load i32, ptr %33, align 4, !dbg !908, !tbaa !465
  %35 = xor i32 %29, %34, !dbg !909
  %36 = lshr i64 %0, 32, !dbg !910
    #dbg_value(i64 %36, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !911)
  %37 = lshr i32 %35, 8, !dbg !913
  %38 = zext i32 %35 to i64, !dbg !914
  %39 = xor i64 %36, %38, !dbg !914
  %40 = and i64 %39, 255, !dbg !915
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !915
  %42 = load i32, ptr %41, align 4, !dbg !915, !tbaa !465
  %43 = xor i32 %37, %42, !dbg !916
  %44 = lshr i64 %0, 40, !dbg !917
    #dbg_value(i64 %44, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !918)
  %45 = lshr i32 %43, 8, !dbg !920
  %46 = zext i32 %43 to i64, !dbg !921
  %47 = xor i64 %44, %46, !dbg !921
  %48 = and i64 %47, 255, !dbg !922
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !922
  %50 = load i32, ptr %49, align 4, !dbg !922, !tbaa !465
  %51 = xor i32 %45, %50, !dbg !923
  %52 = lshr i64 %0, 48, !dbg !924
    #dbg_value(i64 %52, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !925)
  %53 = lshr i32 %51, 8, !dbg !927
  %54 = zext i32 %51 to i64, !dbg !928
  %55 = xor i64 %52, %54, !dbg !928
  %56 = and i64 %55, 255, !dbg !929
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !929
  %58 = load i32, ptr %57, align 4, !dbg !929, !tbaa !465
  %59 = xor i32 %53, %58, !dbg !930
  %60 = lshr i64 %0, 56, !dbg !931
    #dbg_value(i64 %60, !877, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !932)
  %61 = lshr i32 %59, 8, !dbg !934
  %62 = and i32 %59, 255, !dbg !935
  %63 = zext nneg i32 %62 to i64, !dbg !935
  %64 = xor i64 %60, %63, !dbg !935
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !935
  %66 = load i32, ptr %65, align 4, !dbg !935, !tbaa !465
  %67 = xor i32 %61, %66, !dbg !936
  store i32 %67, ptr @crc32_context, align 4, !dbg !937, !tbaa !465
  %68 = icmp eq i32 %2, 0, !dbg !938
  br i1 %68, label %71, label %69, !dbg !940

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !941
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.71, ptr noundef %1, i32 noundef %70), !dbg !943
  br label %71, !dbg !944

71:                                               ; preds = %69, %3
  ret void, !dbg !945
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !946 {
  %2 = alloca ptr, align 8, !DIAssignID !957
    #dbg_assign(i1 undef, !955, !DIExpression(), !957, ptr %2, !DIExpression(), !958)
    #dbg_value(ptr %0, !953, !DIExpression(), !958)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !959
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !960
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !961
  %4 = load ptr, ptr %2, align 8, !dbg !962, !tbaa !435
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !963
    #dbg_value(i32 %5, !954, !DIExpression(), !958)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !964
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !965
  ret void, !dbg !966
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !967 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !987 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!410, !411, !412, !413, !414, !415, !416}
!llvm.ident = !{!417}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 68, type: !408, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1009.c", directory: ".")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !43, !48, !53, !55, !57, !62, !64, !69, !71, !73, !75, !77, !82, !84, !86, !88, !90, !95, !97, !99, !101, !103, !105, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !164, !166, !168, !170, !172, !174, !176, !178, !180, !182, !184, !186, !188, !196, !206, !208, !210, !214, !226, !228, !238, !240, !0, !245, !247, !250, !252, !254, !256, !261, !276, !284, !288, !290, !292, !295, !297, !299, !301, !305, !307, !309, !320, !322, !327, !330, !332, !334, !336, !348, !350, !354, !356, !358, !360, !362, !364, !367, !369, !379, !383, !396, !398, !400, !406}
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
!190 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 8192, elements: !194)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !193, line: 40, baseType: !6)
!193 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!194 = !{!195}
!195 = !DISubrange(count: 256)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_502", scope: !2, file: !3, line: 121, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !193, line: 37, baseType: !205)
!205 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_503", scope: !2, file: !3, line: 120, type: !200, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_504", scope: !2, file: !3, line: 119, type: !201, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_275", scope: !2, file: !3, line: 105, type: !212, isLocal: true, isDefinition: true)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !193, line: 39, baseType: !7)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_433", scope: !2, file: !3, line: 117, type: !216, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S4", file: !3, line: 42, size: 64, elements: !220)
!220 = !{!221, !223, !224}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !219, file: !3, line: 43, baseType: !222, size: 24, flags: DIFlagBitField, extraData: i64 0)
!222 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !219, file: !3, line: 44, baseType: !7, size: 24, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !219, file: !3, line: 45, baseType: !225, size: 5, offset: 56, flags: DIFlagBitField, extraData: i64 32)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_434", scope: !2, file: !3, line: 116, type: !217, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "g_585", scope: !2, file: !3, line: 127, type: !230, isLocal: true, isDefinition: true)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !231, size: 13824, elements: !236)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !193, line: 42, baseType: !235)
!235 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!236 = !{!109, !52, !237}
!237 = !DISubrange(count: 3)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_586", scope: !2, file: !3, line: 126, type: !232, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !190, line: 114, type: !242, isLocal: true, isDefinition: true)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 36)
!245 = !DIGlobalVariableExpression(var: !246, expr: !DIExpression())
!246 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 69, type: !213, isLocal: true, isDefinition: true)
!247 = !DIGlobalVariableExpression(var: !248, expr: !DIExpression())
!248 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 70, type: !249, isLocal: true, isDefinition: true)
!249 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !213)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 71, type: !213, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_8", scope: !2, file: !3, line: 72, type: !249, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(name: "g_9", scope: !2, file: !3, line: 73, type: !213, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 74, type: !258, isLocal: true, isDefinition: true)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 864, elements: !259)
!259 = !{!81, !109, !260}
!260 = !DISubrange(count: 1)
!261 = !DIGlobalVariableExpression(var: !262, expr: !DIExpression())
!262 = distinct !DIGlobalVariable(name: "g_34", scope: !2, file: !3, line: 75, type: !263, isLocal: true, isDefinition: true)
!263 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U9", file: !3, line: 59, size: 64, elements: !264)
!264 = !{!265, !266, !269, !270, !275}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !263, file: !3, line: 60, baseType: !192, size: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !263, file: !3, line: 61, baseType: !267, size: 8)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !193, line: 36, baseType: !268)
!268 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !263, file: !3, line: 62, baseType: !7, size: 25, flags: DIFlagBitField, extraData: i64 0)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !263, file: !3, line: 63, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !193, line: 35, baseType: !274)
!274 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !263, file: !3, line: 64, baseType: !272, size: 64)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(name: "g_39", scope: !2, file: !3, line: 76, type: !278, isLocal: true, isDefinition: true)
!278 = !DICompositeType(tag: DW_TAG_array_type, baseType: !279, size: 96, elements: !283)
!279 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U8", file: !3, line: 55, size: 32, elements: !280)
!280 = !{!281}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !279, file: !3, line: 56, baseType: !282, size: 32)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !213)
!283 = !{!237}
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!285 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 77, type: !286, isLocal: true, isDefinition: true)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !193, line: 41, baseType: !287)
!287 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(name: "g_46", scope: !2, file: !3, line: 78, type: !234, isLocal: true, isDefinition: true)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!291 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 79, type: !213, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(name: "g_67", scope: !2, file: !3, line: 83, type: !294, isLocal: true, isDefinition: true)
!294 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !273)
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression(DW_OP_constu, 12870474814921601277, DW_OP_stack_value))
!296 = distinct !DIGlobalVariable(name: "g_94", scope: !2, file: !3, line: 85, type: !286, isLocal: true, isDefinition: true)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression(DW_OP_constu, 17025970444209395787, DW_OP_stack_value))
!298 = distinct !DIGlobalVariable(name: "g_106", scope: !2, file: !3, line: 86, type: !286, isLocal: true, isDefinition: true)
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression(DW_OP_constu, 18446744073709551489, DW_OP_stack_value))
!300 = distinct !DIGlobalVariable(name: "g_110", scope: !2, file: !3, line: 87, type: !273, isLocal: true, isDefinition: true)
!301 = !DIGlobalVariableExpression(var: !302, expr: !DIExpression())
!302 = distinct !DIGlobalVariable(name: "g_143", scope: !2, file: !3, line: 88, type: !303, isLocal: true, isDefinition: true)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !193, line: 38, baseType: !304)
!304 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!305 = !DIGlobalVariableExpression(var: !306, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!306 = distinct !DIGlobalVariable(name: "g_160", scope: !2, file: !3, line: 89, type: !303, isLocal: true, isDefinition: true)
!307 = !DIGlobalVariableExpression(var: !308, expr: !DIExpression(DW_OP_constu, 4639, DW_OP_stack_value))
!308 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 92, type: !204, isLocal: true, isDefinition: true)
!309 = !DIGlobalVariableExpression(var: !310, expr: !DIExpression())
!310 = distinct !DIGlobalVariable(name: "g_170", scope: !2, file: !3, line: 93, type: !311, isLocal: true, isDefinition: true)
!311 = !DICompositeType(tag: DW_TAG_array_type, baseType: !312, size: 480, elements: !67)
!312 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 27, size: 96, elements: !313)
!313 = !{!314, !315, !316, !317}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !312, file: !3, line: 28, baseType: !7, size: 16, flags: DIFlagBitField, extraData: i64 0)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !312, file: !3, line: 30, baseType: !7, size: 27, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !312, file: !3, line: 31, baseType: !7, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !312, file: !3, line: 32, baseType: !318, size: 2, offset: 88, flags: DIFlagBitField, extraData: i64 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!320 = !DIGlobalVariableExpression(var: !321, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!321 = distinct !DIGlobalVariable(name: "g_230", scope: !2, file: !3, line: 94, type: !192, isLocal: true, isDefinition: true)
!322 = !DIGlobalVariableExpression(var: !323, expr: !DIExpression())
!323 = distinct !DIGlobalVariable(name: "g_238", scope: !2, file: !3, line: 95, type: !324, isLocal: true, isDefinition: true)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !267, size: 448, elements: !325)
!325 = !{!52, !326}
!326 = !DISubrange(count: 7)
!327 = !DIGlobalVariableExpression(var: !328, expr: !DIExpression())
!328 = distinct !DIGlobalVariable(name: "g_239", scope: !2, file: !3, line: 96, type: !329, isLocal: true, isDefinition: true)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 96, elements: !283)
!330 = !DIGlobalVariableExpression(var: !331, expr: !DIExpression())
!331 = distinct !DIGlobalVariable(name: "g_248", scope: !2, file: !3, line: 97, type: !303, isLocal: true, isDefinition: true)
!332 = !DIGlobalVariableExpression(var: !333, expr: !DIExpression(DW_OP_constu, 5898, DW_OP_stack_value))
!333 = distinct !DIGlobalVariable(name: "g_252", scope: !2, file: !3, line: 98, type: !204, isLocal: true, isDefinition: true)
!334 = !DIGlobalVariableExpression(var: !335, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!335 = distinct !DIGlobalVariable(name: "g_253", scope: !2, file: !3, line: 99, type: !192, isLocal: true, isDefinition: true)
!336 = !DIGlobalVariableExpression(var: !337, expr: !DIExpression())
!337 = distinct !DIGlobalVariable(name: "g_262", scope: !2, file: !3, line: 101, type: !338, isLocal: true, isDefinition: true)
!338 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U6", file: !3, line: 48, size: 64, elements: !339)
!339 = !{!340, !341, !345, !347}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !338, file: !3, line: 49, baseType: !286, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !338, file: !3, line: 50, baseType: !342, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !344)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !338, file: !3, line: 51, baseType: !346, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !272)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !338, file: !3, line: 52, baseType: !204, size: 16)
!348 = !DIGlobalVariableExpression(var: !349, expr: !DIExpression())
!349 = distinct !DIGlobalVariable(name: "g_266", scope: !2, file: !3, line: 102, type: !273, isLocal: true, isDefinition: true)
!350 = !DIGlobalVariableExpression(var: !351, expr: !DIExpression())
!351 = distinct !DIGlobalVariable(name: "g_271", scope: !2, file: !3, line: 103, type: !352, isLocal: true, isDefinition: true)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !312, size: 24192, elements: !353)
!353 = !{!29, !326, !109}
!354 = !DIGlobalVariableExpression(var: !355, expr: !DIExpression())
!355 = distinct !DIGlobalVariable(name: "g_276", scope: !2, file: !3, line: 104, type: !213, isLocal: true, isDefinition: true)
!356 = !DIGlobalVariableExpression(var: !357, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!357 = distinct !DIGlobalVariable(name: "g_297", scope: !2, file: !3, line: 106, type: !213, isLocal: true, isDefinition: true)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(name: "g_395", scope: !2, file: !3, line: 111, type: !213, isLocal: true, isDefinition: true)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!361 = distinct !DIGlobalVariable(name: "g_397", scope: !2, file: !3, line: 112, type: !303, isLocal: true, isDefinition: true)
!362 = !DIGlobalVariableExpression(var: !363, expr: !DIExpression())
!363 = distinct !DIGlobalVariable(name: "g_406", scope: !2, file: !3, line: 113, type: !219, isLocal: true, isDefinition: true)
!364 = !DIGlobalVariableExpression(var: !365, expr: !DIExpression())
!365 = distinct !DIGlobalVariable(name: "g_423", scope: !2, file: !3, line: 114, type: !366, isLocal: true, isDefinition: true)
!366 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !219)
!367 = !DIGlobalVariableExpression(var: !368, expr: !DIExpression())
!368 = distinct !DIGlobalVariable(name: "g_435", scope: !2, file: !3, line: 115, type: !219, isLocal: true, isDefinition: true)
!369 = !DIGlobalVariableExpression(var: !370, expr: !DIExpression())
!370 = distinct !DIGlobalVariable(name: "g_492", scope: !2, file: !3, line: 118, type: !371, isLocal: true, isDefinition: true)
!371 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !3, line: 35, size: 192, elements: !373)
!373 = !{!374, !375, !377, !378}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !372, file: !3, line: 36, baseType: !7, size: 22, flags: DIFlagBitField, extraData: i64 0)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !372, file: !3, line: 37, baseType: !376, size: 20, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !372, file: !3, line: 38, baseType: !319, size: 17, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !372, file: !3, line: 39, baseType: !286, size: 64, offset: 128)
!379 = !DIGlobalVariableExpression(var: !380, expr: !DIExpression())
!380 = distinct !DIGlobalVariable(name: "g_517", scope: !2, file: !3, line: 122, type: !381, isLocal: true, isDefinition: true)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 192, elements: !382)
!382 = !{!260, !81}
!383 = !DIGlobalVariableExpression(var: !384, expr: !DIExpression())
!384 = distinct !DIGlobalVariable(name: "g_526", scope: !2, file: !3, line: 123, type: !385, isLocal: true, isDefinition: true)
!385 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 128, elements: !386)
!386 = !{!387, !389, !390, !391, !392, !393, !394, !395}
!387 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !385, file: !3, line: 17, baseType: !388, size: 23, flags: DIFlagBitField, extraData: i64 0)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !385, file: !3, line: 18, baseType: !6, size: 18, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !385, file: !3, line: 19, baseType: !7, size: 13, offset: 50, flags: DIFlagBitField, extraData: i64 32)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !385, file: !3, line: 20, baseType: !7, size: 4, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !385, file: !3, line: 21, baseType: !222, size: 5, offset: 68, flags: DIFlagBitField, extraData: i64 64)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !385, file: !3, line: 22, baseType: !6, size: 10, offset: 73, flags: DIFlagBitField, extraData: i64 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !385, file: !3, line: 23, baseType: !7, size: 1, offset: 83, flags: DIFlagBitField, extraData: i64 64)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !385, file: !3, line: 24, baseType: !282, size: 32, offset: 96)
!396 = !DIGlobalVariableExpression(var: !397, expr: !DIExpression())
!397 = distinct !DIGlobalVariable(name: "g_541", scope: !2, file: !3, line: 124, type: !338, isLocal: true, isDefinition: true)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression())
!399 = distinct !DIGlobalVariable(name: "g_543", scope: !2, file: !3, line: 125, type: !338, isLocal: true, isDefinition: true)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(scope: null, file: !402, line: 56, type: !403, isLocal: true, isDefinition: true)
!402 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!403 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !404)
!404 = !{!405}
!405 = !DISubrange(count: 15)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !190, line: 48, type: !192, isLocal: true, isDefinition: true)
!408 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 576, elements: !409)
!409 = !{!81, !237}
!410 = !{i32 7, !"Dwarf Version", i32 4}
!411 = !{i32 2, !"Debug Info Version", i32 3}
!412 = !{i32 1, !"wchar_size", i32 2}
!413 = !{i32 8, !"PIC Level", i32 2}
!414 = !{i32 7, !"uwtable", i32 2}
!415 = !{i32 1, !"MaxTLSAlign", i32 65536}
!416 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!417 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!418 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 669, type: !419, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!419 = !DISubroutineType(types: !420)
!420 = !{!7, !7, !421}
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!423 = !{!424, !425, !426, !427, !428, !429}
!424 = !DILocalVariable(name: "argc", arg: 1, scope: !418, file: !3, line: 669, type: !7)
!425 = !DILocalVariable(name: "argv", arg: 2, scope: !418, file: !3, line: 669, type: !421)
!426 = !DILocalVariable(name: "i", scope: !418, file: !3, line: 671, type: !7)
!427 = !DILocalVariable(name: "j", scope: !418, file: !3, line: 671, type: !7)
!428 = !DILocalVariable(name: "k", scope: !418, file: !3, line: 671, type: !7)
!429 = !DILocalVariable(name: "print_hash_value", scope: !418, file: !3, line: 672, type: !7)
!430 = !DILocation(line: 0, scope: !418)
!431 = !DILocation(line: 673, column: 14, scope: !432)
!432 = distinct !DILexicalBlock(scope: !418, file: !3, line: 673, column: 9)
!433 = !DILocation(line: 673, column: 19, scope: !432)
!434 = !DILocation(line: 673, column: 29, scope: !432)
!435 = !{!436, !436, i64 0}
!436 = !{!"any pointer", !437, i64 0}
!437 = !{!"omnipotent char", !438, i64 0}
!438 = !{!"Simple C/C++ TBAA"}
!439 = !DILocation(line: 673, column: 43, scope: !432)
!440 = !DILocation(line: 673, column: 9, scope: !418)
!441 = !DILocalVariable(name: "poly", scope: !442, file: !190, line: 54, type: !449)
!442 = distinct !DISubprogram(name: "crc32_gentab", scope: !190, file: !190, line: 51, type: !443, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !445)
!443 = !DISubroutineType(types: !444)
!444 = !{null}
!445 = !{!446, !441, !447, !448}
!446 = !DILocalVariable(name: "crc", scope: !442, file: !190, line: 53, type: !192)
!447 = !DILocalVariable(name: "i", scope: !442, file: !190, line: 55, type: !7)
!448 = !DILocalVariable(name: "j", scope: !442, file: !190, line: 55, type: !7)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!450 = !DILocation(line: 0, scope: !442, inlinedAt: !451)
!451 = distinct !DILocation(line: 675, column: 5, scope: !418)
!452 = !DILocation(line: 57, column: 2, scope: !453, inlinedAt: !451)
!453 = distinct !DILexicalBlock(scope: !442, file: !190, line: 57, column: 2)
!454 = !DILocation(line: 57, column: 24, scope: !455, inlinedAt: !451)
!455 = distinct !DILexicalBlock(scope: !453, file: !190, line: 57, column: 2)
!456 = !DILocation(line: 60, column: 12, scope: !457, inlinedAt: !451)
!457 = distinct !DILexicalBlock(scope: !458, file: !190, line: 60, column: 8)
!458 = distinct !DILexicalBlock(scope: !459, file: !190, line: 59, column: 27)
!459 = distinct !DILexicalBlock(scope: !460, file: !190, line: 59, column: 3)
!460 = distinct !DILexicalBlock(scope: !461, file: !190, line: 59, column: 3)
!461 = distinct !DILexicalBlock(scope: !455, file: !190, line: 57, column: 28)
!462 = !DILocation(line: 60, column: 8, scope: !458, inlinedAt: !451)
!463 = !DILocation(line: 66, column: 3, scope: !461, inlinedAt: !451)
!464 = !DILocation(line: 66, column: 16, scope: !461, inlinedAt: !451)
!465 = !{!466, !466, i64 0}
!466 = !{!"int", !437, i64 0}
!467 = distinct !{!467, !452, !468, !469, !470, !471}
!468 = !DILocation(line: 67, column: 2, scope: !453, inlinedAt: !451)
!469 = !{!"llvm.loop.mustprogress"}
!470 = !{!"llvm.loop.isvectorized", i32 1}
!471 = !{!"llvm.loop.unroll.runtime.disable"}
!472 = !DILocalVariable(name: "l_265", scope: !473, file: !3, line: 146, type: !272)
!473 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 143, type: !474, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !476)
!474 = !DISubroutineType(types: !475)
!475 = !{!192}
!476 = !{!477, !472, !478, !479, !482, !483, !485, !487, !489, !490, !491, !492, !493, !499, !500, !501, !503, !506, !508, !509, !510, !511, !515, !518, !520, !521, !524, !525, !526, !527, !534, !535, !538, !539, !540, !541, !545, !546, !549, !551, !552, !553, !554, !555, !558, !562, !563, !564, !565, !566, !567, !570, !573, !574, !575, !576, !577, !578, !580, !581, !582, !583}
!477 = !DILocalVariable(name: "l_33", scope: !473, file: !3, line: 145, type: !263)
!478 = !DILocalVariable(name: "l_483", scope: !473, file: !3, line: 147, type: !192)
!479 = !DILocalVariable(name: "l_498", scope: !473, file: !3, line: 148, type: !480)
!480 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 1024, elements: !481)
!481 = !{!260, !29, !29}
!482 = !DILocalVariable(name: "l_555", scope: !473, file: !3, line: 149, type: !192)
!483 = !DILocalVariable(name: "l_579", scope: !473, file: !3, line: 150, type: !484)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!485 = !DILocalVariable(name: "l_588", scope: !473, file: !3, line: 151, type: !486)
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!487 = !DILocalVariable(name: "l_587", scope: !473, file: !3, line: 152, type: !488)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !486, size: 64)
!489 = !DILocalVariable(name: "l_589", scope: !473, file: !3, line: 153, type: !213)
!490 = !DILocalVariable(name: "i", scope: !473, file: !3, line: 154, type: !7)
!491 = !DILocalVariable(name: "j", scope: !473, file: !3, line: 154, type: !7)
!492 = !DILocalVariable(name: "k", scope: !473, file: !3, line: 154, type: !7)
!493 = !DILocalVariable(name: "l_263", scope: !494, file: !3, line: 157, type: !497)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 156, column: 5)
!495 = distinct !DILexicalBlock(scope: !496, file: !3, line: 155, column: 5)
!496 = distinct !DILexicalBlock(scope: !473, file: !3, line: 155, column: 5)
!497 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 448, elements: !498)
!498 = !{!326}
!499 = !DILocalVariable(name: "l_482", scope: !494, file: !3, line: 158, type: !213)
!500 = !DILocalVariable(name: "l_511", scope: !494, file: !3, line: 159, type: !279)
!501 = !DILocalVariable(name: "l_512", scope: !494, file: !3, line: 160, type: !502)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!503 = !DILocalVariable(name: "l_542", scope: !494, file: !3, line: 161, type: !504)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64)
!505 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !338)
!506 = !DILocalVariable(name: "l_547", scope: !494, file: !3, line: 162, type: !507)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!508 = !DILocalVariable(name: "l_551", scope: !494, file: !3, line: 163, type: !484)
!509 = !DILocalVariable(name: "l_575", scope: !494, file: !3, line: 164, type: !303)
!510 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 165, type: !7)
!511 = !DILocalVariable(name: "l_18", scope: !512, file: !3, line: 168, type: !234)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 167, column: 9)
!513 = distinct !DILexicalBlock(scope: !514, file: !3, line: 166, column: 9)
!514 = distinct !DILexicalBlock(scope: !494, file: !3, line: 166, column: 9)
!515 = !DILocalVariable(name: "l_32", scope: !512, file: !3, line: 169, type: !516)
!516 = !DICompositeType(tag: DW_TAG_array_type, baseType: !279, size: 3840, elements: !517)
!517 = !{!29, !81, !68}
!518 = !DILocalVariable(name: "l_485", scope: !512, file: !3, line: 170, type: !519)
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !502, size: 128, elements: !13)
!520 = !DILocalVariable(name: "l_545", scope: !512, file: !3, line: 171, type: !204)
!521 = !DILocalVariable(name: "l_546", scope: !512, file: !3, line: 172, type: !522)
!522 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 3456, elements: !523)
!523 = !{!81, !29, !109}
!524 = !DILocalVariable(name: "i", scope: !512, file: !3, line: 173, type: !7)
!525 = !DILocalVariable(name: "j", scope: !512, file: !3, line: 173, type: !7)
!526 = !DILocalVariable(name: "k", scope: !512, file: !3, line: 173, type: !7)
!527 = !DILocalVariable(name: "l_19", scope: !528, file: !3, line: 178, type: !531)
!528 = distinct !DILexicalBlock(scope: !529, file: !3, line: 177, column: 13)
!529 = distinct !DILexicalBlock(scope: !530, file: !3, line: 176, column: 13)
!530 = distinct !DILexicalBlock(scope: !512, file: !3, line: 176, column: 13)
!531 = !DICompositeType(tag: DW_TAG_array_type, baseType: !532, size: 768, elements: !533)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!533 = !{!29, !237}
!534 = !DILocalVariable(name: "l_264", scope: !528, file: !3, line: 179, type: !213)
!535 = !DILocalVariable(name: "l_481", scope: !528, file: !3, line: 180, type: !536)
!536 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 11520, elements: !537)
!537 = !{!19, !109, !14}
!538 = !DILocalVariable(name: "i", scope: !528, file: !3, line: 181, type: !7)
!539 = !DILocalVariable(name: "j", scope: !528, file: !3, line: 181, type: !7)
!540 = !DILocalVariable(name: "k", scope: !528, file: !3, line: 181, type: !7)
!541 = !DILocalVariable(name: "l_505", scope: !542, file: !3, line: 185, type: !486)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 184, column: 13)
!543 = distinct !DILexicalBlock(scope: !544, file: !3, line: 183, column: 13)
!544 = distinct !DILexicalBlock(scope: !512, file: !3, line: 183, column: 13)
!545 = !DILocalVariable(name: "l_506", scope: !542, file: !3, line: 186, type: !486)
!546 = !DILocalVariable(name: "l_513", scope: !542, file: !3, line: 187, type: !547)
!547 = !DICompositeType(tag: DW_TAG_array_type, baseType: !502, size: 8960, elements: !548)
!548 = !{!29, !326, !68}
!549 = !DILocalVariable(name: "l_514", scope: !542, file: !3, line: 188, type: !550)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!551 = !DILocalVariable(name: "l_515", scope: !542, file: !3, line: 189, type: !550)
!552 = !DILocalVariable(name: "i", scope: !542, file: !3, line: 190, type: !7)
!553 = !DILocalVariable(name: "j", scope: !542, file: !3, line: 190, type: !7)
!554 = !DILocalVariable(name: "k", scope: !542, file: !3, line: 190, type: !7)
!555 = !DILocalVariable(name: "l_516", scope: !556, file: !3, line: 197, type: !212)
!556 = distinct !DILexicalBlock(scope: !557, file: !3, line: 196, column: 13)
!557 = distinct !DILexicalBlock(scope: !512, file: !3, line: 195, column: 17)
!558 = !DILocalVariable(name: "l_525", scope: !559, file: !3, line: 203, type: !560)
!559 = distinct !DILexicalBlock(scope: !557, file: !3, line: 202, column: 13)
!560 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 15360, elements: !561)
!561 = !{!52, !81, !68}
!562 = !DILocalVariable(name: "l_540", scope: !559, file: !3, line: 204, type: !504)
!563 = !DILocalVariable(name: "l_544", scope: !559, file: !3, line: 205, type: !486)
!564 = !DILocalVariable(name: "i", scope: !559, file: !3, line: 206, type: !7)
!565 = !DILocalVariable(name: "j", scope: !559, file: !3, line: 206, type: !7)
!566 = !DILocalVariable(name: "k", scope: !559, file: !3, line: 206, type: !7)
!567 = !DILocalVariable(name: "l_563", scope: !568, file: !3, line: 219, type: !192)
!568 = distinct !DILexicalBlock(scope: !569, file: !3, line: 218, column: 9)
!569 = distinct !DILexicalBlock(scope: !494, file: !3, line: 213, column: 13)
!570 = !DILocalVariable(name: "l_556", scope: !571, file: !3, line: 222, type: !234)
!571 = distinct !DILexicalBlock(scope: !572, file: !3, line: 221, column: 13)
!572 = distinct !DILexicalBlock(scope: !568, file: !3, line: 220, column: 17)
!573 = !DILocalVariable(name: "l_557", scope: !571, file: !3, line: 223, type: !212)
!574 = !DILocalVariable(name: "l_558", scope: !571, file: !3, line: 224, type: !212)
!575 = !DILocalVariable(name: "l_559", scope: !571, file: !3, line: 225, type: !212)
!576 = !DILocalVariable(name: "l_560", scope: !571, file: !3, line: 226, type: !212)
!577 = !DILocalVariable(name: "l_561", scope: !571, file: !3, line: 227, type: !212)
!578 = !DILocalVariable(name: "l_562", scope: !571, file: !3, line: 228, type: !579)
!579 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 576, elements: !108)
!580 = !DILocalVariable(name: "l_572", scope: !571, file: !3, line: 229, type: !532)
!581 = !DILocalVariable(name: "l_573", scope: !571, file: !3, line: 230, type: !532)
!582 = !DILocalVariable(name: "l_574", scope: !571, file: !3, line: 231, type: !550)
!583 = !DILocalVariable(name: "i", scope: !571, file: !3, line: 232, type: !7)
!584 = !DILocation(line: 0, scope: !473, inlinedAt: !585)
!585 = distinct !DILocation(line: 676, column: 5, scope: !418)
!586 = distinct !DIAssignID()
!587 = !DILocation(line: 245, column: 199, scope: !473, inlinedAt: !585)
!588 = !DILocation(line: 245, column: 350, scope: !473, inlinedAt: !585)
!589 = !DILocation(line: 245, column: 346, scope: !473, inlinedAt: !585)
!590 = !DILocation(line: 245, column: 43, scope: !473, inlinedAt: !585)
!591 = !DILocation(line: 245, column: 366, scope: !473, inlinedAt: !585)
!592 = !DILocalVariable(name: "si1", arg: 1, scope: !593, file: !594, line: 473, type: !286)
!593 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !594, file: !594, line: 473, type: !595, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !597)
!594 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "")
!595 = !DISubroutineType(types: !596)
!596 = !{!286, !286, !286}
!597 = !{!592, !598}
!598 = !DILocalVariable(name: "si2", arg: 2, scope: !593, file: !594, line: 473, type: !286)
!599 = !DILocation(line: 0, scope: !593, inlinedAt: !600)
!600 = distinct !DILocation(line: 245, column: 17, scope: !473, inlinedAt: !585)
!601 = !DILocation(line: 478, column: 11, scope: !593, inlinedAt: !600)
!602 = !DILocation(line: 478, column: 17, scope: !593, inlinedAt: !600)
!603 = !DILocation(line: 481, column: 10, scope: !593, inlinedAt: !600)
!604 = !DILocation(line: 478, column: 5, scope: !593, inlinedAt: !600)
!605 = !DILocation(line: 245, column: 14, scope: !473, inlinedAt: !585)
!606 = !DILocation(line: 246, column: 12, scope: !473, inlinedAt: !585)
!607 = !DILocation(line: 677, column: 5, scope: !608)
!608 = distinct !DILexicalBlock(scope: !418, file: !3, line: 677, column: 5)
!609 = !DILocation(line: 681, column: 29, scope: !610)
!610 = distinct !DILexicalBlock(scope: !611, file: !3, line: 680, column: 9)
!611 = distinct !DILexicalBlock(scope: !612, file: !3, line: 679, column: 9)
!612 = distinct !DILexicalBlock(scope: !613, file: !3, line: 679, column: 9)
!613 = distinct !DILexicalBlock(scope: !614, file: !3, line: 678, column: 5)
!614 = distinct !DILexicalBlock(scope: !608, file: !3, line: 677, column: 5)
!615 = !DILocation(line: 681, column: 13, scope: !610)
!616 = !DILocation(line: 682, column: 17, scope: !610)
!617 = !DILocation(line: 682, column: 35, scope: !618)
!618 = distinct !DILexicalBlock(scope: !610, file: !3, line: 682, column: 17)
!619 = !DILocation(line: 677, column: 25, scope: !614)
!620 = !DILocation(line: 677, column: 19, scope: !614)
!621 = distinct !{!621, !607, !622, !469}
!622 = !DILocation(line: 685, column: 5, scope: !608)
!623 = !DILocation(line: 686, column: 5, scope: !418)
!624 = !DILocation(line: 687, column: 21, scope: !418)
!625 = !DILocation(line: 687, column: 5, scope: !418)
!626 = !DILocation(line: 688, column: 5, scope: !418)
!627 = !DILocation(line: 689, column: 21, scope: !418)
!628 = !DILocation(line: 689, column: 5, scope: !418)
!629 = !DILocation(line: 690, column: 5, scope: !418)
!630 = !DILocation(line: 691, column: 5, scope: !631)
!631 = distinct !DILexicalBlock(scope: !418, file: !3, line: 691, column: 5)
!632 = !DILocation(line: 697, column: 33, scope: !633)
!633 = distinct !DILexicalBlock(scope: !634, file: !3, line: 696, column: 13)
!634 = distinct !DILexicalBlock(scope: !635, file: !3, line: 695, column: 13)
!635 = distinct !DILexicalBlock(scope: !636, file: !3, line: 695, column: 13)
!636 = distinct !DILexicalBlock(scope: !637, file: !3, line: 694, column: 9)
!637 = distinct !DILexicalBlock(scope: !638, file: !3, line: 693, column: 9)
!638 = distinct !DILexicalBlock(scope: !639, file: !3, line: 693, column: 9)
!639 = distinct !DILexicalBlock(scope: !640, file: !3, line: 692, column: 5)
!640 = distinct !DILexicalBlock(scope: !631, file: !3, line: 691, column: 5)
!641 = !{!642, !642, i64 0}
!642 = !{!"short", !437, i64 0}
!643 = !DILocation(line: 697, column: 17, scope: !633)
!644 = !DILocation(line: 698, column: 21, scope: !633)
!645 = !DILocation(line: 698, column: 39, scope: !646)
!646 = distinct !DILexicalBlock(scope: !633, file: !3, line: 698, column: 21)
!647 = !DILocation(line: 691, column: 25, scope: !640)
!648 = !DILocation(line: 691, column: 19, scope: !640)
!649 = distinct !{!649, !630, !650, !469}
!650 = !DILocation(line: 702, column: 5, scope: !631)
!651 = !DILocation(line: 703, column: 5, scope: !418)
!652 = !DILocation(line: 704, column: 5, scope: !418)
!653 = !DILocation(line: 705, column: 5, scope: !418)
!654 = !DILocation(line: 708, column: 9, scope: !655)
!655 = distinct !DILexicalBlock(scope: !656, file: !3, line: 707, column: 5)
!656 = distinct !DILexicalBlock(scope: !657, file: !3, line: 706, column: 5)
!657 = distinct !DILexicalBlock(scope: !418, file: !3, line: 706, column: 5)
!658 = !DILocation(line: 709, column: 13, scope: !655)
!659 = !DILocation(line: 709, column: 31, scope: !660)
!660 = distinct !DILexicalBlock(scope: !655, file: !3, line: 709, column: 13)
!661 = !DILocation(line: 712, column: 5, scope: !418)
!662 = !DILocation(line: 713, column: 5, scope: !418)
!663 = !DILocation(line: 714, column: 5, scope: !418)
!664 = !DILocation(line: 715, column: 21, scope: !418)
!665 = !{!437, !437, i64 0}
!666 = !DILocation(line: 715, column: 5, scope: !418)
!667 = !DILocation(line: 716, column: 5, scope: !418)
!668 = !DILocation(line: 717, column: 5, scope: !418)
!669 = !DILocation(line: 718, column: 5, scope: !418)
!670 = !DILocation(line: 719, column: 5, scope: !418)
!671 = !DILocation(line: 720, column: 5, scope: !418)
!672 = !DILocation(line: 721, column: 5, scope: !418)
!673 = !DILocation(line: 722, column: 5, scope: !674)
!674 = distinct !DILexicalBlock(scope: !418, file: !3, line: 722, column: 5)
!675 = !DILocation(line: 724, column: 25, scope: !676)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 723, column: 5)
!677 = distinct !DILexicalBlock(scope: !674, file: !3, line: 722, column: 5)
!678 = !DILocation(line: 724, column: 34, scope: !676)
!679 = !DILocation(line: 724, column: 9, scope: !676)
!680 = !DILocation(line: 725, column: 34, scope: !676)
!681 = !DILocation(line: 725, column: 25, scope: !676)
!682 = !DILocation(line: 725, column: 9, scope: !676)
!683 = !DILocation(line: 726, column: 34, scope: !676)
!684 = !DILocation(line: 726, column: 25, scope: !676)
!685 = !DILocation(line: 726, column: 9, scope: !676)
!686 = !DILocation(line: 727, column: 34, scope: !676)
!687 = !DILocation(line: 727, column: 25, scope: !676)
!688 = !DILocation(line: 727, column: 9, scope: !676)
!689 = !DILocation(line: 728, column: 13, scope: !676)
!690 = !DILocation(line: 728, column: 31, scope: !691)
!691 = distinct !DILexicalBlock(scope: !676, file: !3, line: 728, column: 13)
!692 = !DILocation(line: 722, column: 25, scope: !677)
!693 = !DILocation(line: 722, column: 19, scope: !677)
!694 = distinct !{!694, !673, !695, !469}
!695 = !DILocation(line: 730, column: 5, scope: !674)
!696 = !DILocation(line: 731, column: 5, scope: !418)
!697 = !DILocation(line: 732, column: 5, scope: !698)
!698 = distinct !DILexicalBlock(scope: !418, file: !3, line: 732, column: 5)
!699 = !DILocation(line: 736, column: 29, scope: !700)
!700 = distinct !DILexicalBlock(scope: !701, file: !3, line: 735, column: 9)
!701 = distinct !DILexicalBlock(scope: !702, file: !3, line: 734, column: 9)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 734, column: 9)
!703 = distinct !DILexicalBlock(scope: !704, file: !3, line: 733, column: 5)
!704 = distinct !DILexicalBlock(scope: !698, file: !3, line: 732, column: 5)
!705 = !DILocation(line: 736, column: 13, scope: !700)
!706 = !DILocation(line: 737, column: 17, scope: !700)
!707 = !DILocation(line: 732, column: 25, scope: !704)
!708 = !DILocation(line: 732, column: 19, scope: !704)
!709 = distinct !{!709, !697, !710, !469}
!710 = !DILocation(line: 740, column: 5, scope: !698)
!711 = !DILocation(line: 737, column: 35, scope: !712)
!712 = distinct !DILexicalBlock(scope: !700, file: !3, line: 737, column: 17)
!713 = !DILocation(line: 743, column: 9, scope: !714)
!714 = distinct !DILexicalBlock(scope: !715, file: !3, line: 742, column: 5)
!715 = distinct !DILexicalBlock(scope: !716, file: !3, line: 741, column: 5)
!716 = distinct !DILexicalBlock(scope: !418, file: !3, line: 741, column: 5)
!717 = !DILocation(line: 744, column: 13, scope: !714)
!718 = !DILocation(line: 744, column: 31, scope: !719)
!719 = distinct !DILexicalBlock(scope: !714, file: !3, line: 744, column: 13)
!720 = !DILocation(line: 747, column: 5, scope: !418)
!721 = !DILocation(line: 748, column: 5, scope: !418)
!722 = !DILocation(line: 749, column: 5, scope: !418)
!723 = !DILocation(line: 750, column: 5, scope: !418)
!724 = !DILocation(line: 751, column: 5, scope: !418)
!725 = !DILocation(line: 752, column: 5, scope: !726)
!726 = distinct !DILexicalBlock(scope: !418, file: !3, line: 752, column: 5)
!727 = !DILocation(line: 754, column: 9, scope: !728)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 754, column: 9)
!729 = distinct !DILexicalBlock(scope: !730, file: !3, line: 753, column: 5)
!730 = distinct !DILexicalBlock(scope: !726, file: !3, line: 752, column: 5)
!731 = !DILocation(line: 756, column: 13, scope: !732)
!732 = distinct !DILexicalBlock(scope: !733, file: !3, line: 756, column: 13)
!733 = distinct !DILexicalBlock(scope: !734, file: !3, line: 755, column: 9)
!734 = distinct !DILexicalBlock(scope: !728, file: !3, line: 754, column: 9)
!735 = !DILocation(line: 758, column: 33, scope: !736)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 757, column: 13)
!737 = distinct !DILexicalBlock(scope: !732, file: !3, line: 756, column: 13)
!738 = !DILocation(line: 758, column: 48, scope: !736)
!739 = !DILocation(line: 758, column: 17, scope: !736)
!740 = !DILocation(line: 759, column: 48, scope: !736)
!741 = !DILocation(line: 759, column: 33, scope: !736)
!742 = !DILocation(line: 759, column: 17, scope: !736)
!743 = !DILocation(line: 760, column: 48, scope: !736)
!744 = !DILocation(line: 760, column: 33, scope: !736)
!745 = !DILocation(line: 760, column: 17, scope: !736)
!746 = !DILocation(line: 761, column: 48, scope: !736)
!747 = !DILocation(line: 761, column: 33, scope: !736)
!748 = !DILocation(line: 761, column: 17, scope: !736)
!749 = !DILocation(line: 762, column: 21, scope: !736)
!750 = !DILocation(line: 762, column: 39, scope: !751)
!751 = distinct !DILexicalBlock(scope: !736, file: !3, line: 762, column: 21)
!752 = !DILocation(line: 756, column: 33, scope: !737)
!753 = !DILocation(line: 756, column: 27, scope: !737)
!754 = distinct !{!754, !731, !755, !469}
!755 = !DILocation(line: 764, column: 13, scope: !732)
!756 = !DILocation(line: 754, column: 29, scope: !734)
!757 = !DILocation(line: 754, column: 23, scope: !734)
!758 = distinct !{!758, !727, !759, !469}
!759 = !DILocation(line: 765, column: 9, scope: !728)
!760 = !DILocation(line: 752, column: 25, scope: !730)
!761 = !DILocation(line: 752, column: 19, scope: !730)
!762 = distinct !{!762, !725, !763, !469}
!763 = !DILocation(line: 766, column: 5, scope: !726)
!764 = !DILocation(line: 767, column: 21, scope: !418)
!765 = !DILocation(line: 767, column: 5, scope: !418)
!766 = !DILocation(line: 768, column: 5, scope: !418)
!767 = !DILocation(line: 769, column: 5, scope: !418)
!768 = !DILocation(line: 770, column: 5, scope: !418)
!769 = !DILocation(line: 771, column: 27, scope: !418)
!770 = !DILocation(line: 771, column: 21, scope: !418)
!771 = !DILocation(line: 771, column: 5, scope: !418)
!772 = !DILocation(line: 772, column: 27, scope: !418)
!773 = !DILocation(line: 772, column: 21, scope: !418)
!774 = !DILocation(line: 772, column: 5, scope: !418)
!775 = !DILocation(line: 773, column: 27, scope: !418)
!776 = !DILocation(line: 773, column: 21, scope: !418)
!777 = !DILocation(line: 773, column: 5, scope: !418)
!778 = !DILocation(line: 774, column: 27, scope: !418)
!779 = !DILocation(line: 774, column: 21, scope: !418)
!780 = !DILocation(line: 774, column: 5, scope: !418)
!781 = !DILocation(line: 775, column: 27, scope: !418)
!782 = !DILocation(line: 775, column: 21, scope: !418)
!783 = !DILocation(line: 775, column: 5, scope: !418)
!784 = !DILocation(line: 776, column: 27, scope: !418)
!785 = !DILocation(line: 776, column: 21, scope: !418)
!786 = !DILocation(line: 776, column: 5, scope: !418)
!787 = !DILocation(line: 777, column: 27, scope: !418)
!788 = !DILocation(line: 777, column: 21, scope: !418)
!789 = !DILocation(line: 777, column: 5, scope: !418)
!790 = !DILocation(line: 778, column: 27, scope: !418)
!791 = !DILocation(line: 778, column: 21, scope: !418)
!792 = !DILocation(line: 778, column: 5, scope: !418)
!793 = !DILocation(line: 779, column: 27, scope: !418)
!794 = !DILocation(line: 779, column: 21, scope: !418)
!795 = !DILocation(line: 779, column: 5, scope: !418)
!796 = !DILocation(line: 780, column: 27, scope: !418)
!797 = !DILocation(line: 780, column: 21, scope: !418)
!798 = !DILocation(line: 780, column: 5, scope: !418)
!799 = !DILocation(line: 781, column: 27, scope: !418)
!800 = !DILocation(line: 781, column: 21, scope: !418)
!801 = !DILocation(line: 781, column: 5, scope: !418)
!802 = !DILocation(line: 782, column: 27, scope: !418)
!803 = !DILocation(line: 782, column: 21, scope: !418)
!804 = !DILocation(line: 782, column: 5, scope: !418)
!805 = !DILocation(line: 783, column: 27, scope: !418)
!806 = !{!807, !808, i64 16}
!807 = !{!"S3", !466, i64 0, !466, i64 4, !466, i64 8, !808, i64 16}
!808 = !{!"long long", !437, i64 0}
!809 = !DILocation(line: 783, column: 5, scope: !418)
!810 = !DILocation(line: 788, column: 13, scope: !811)
!811 = distinct !DILexicalBlock(scope: !812, file: !3, line: 787, column: 9)
!812 = distinct !DILexicalBlock(scope: !813, file: !3, line: 786, column: 9)
!813 = distinct !DILexicalBlock(scope: !814, file: !3, line: 786, column: 9)
!814 = distinct !DILexicalBlock(scope: !815, file: !3, line: 785, column: 5)
!815 = distinct !DILexicalBlock(scope: !816, file: !3, line: 784, column: 5)
!816 = distinct !DILexicalBlock(scope: !418, file: !3, line: 784, column: 5)
!817 = !DILocation(line: 789, column: 17, scope: !811)
!818 = !DILocation(line: 789, column: 35, scope: !819)
!819 = distinct !DILexicalBlock(scope: !811, file: !3, line: 789, column: 17)
!820 = !DILocation(line: 793, column: 27, scope: !418)
!821 = !DILocation(line: 793, column: 21, scope: !418)
!822 = !DILocation(line: 793, column: 5, scope: !418)
!823 = !DILocation(line: 794, column: 27, scope: !418)
!824 = !DILocation(line: 794, column: 21, scope: !418)
!825 = !DILocation(line: 794, column: 5, scope: !418)
!826 = !DILocation(line: 795, column: 27, scope: !418)
!827 = !DILocation(line: 795, column: 21, scope: !418)
!828 = !DILocation(line: 795, column: 5, scope: !418)
!829 = !DILocation(line: 796, column: 27, scope: !418)
!830 = !DILocation(line: 796, column: 21, scope: !418)
!831 = !DILocation(line: 796, column: 5, scope: !418)
!832 = !DILocation(line: 797, column: 27, scope: !418)
!833 = !DILocation(line: 797, column: 21, scope: !418)
!834 = !DILocation(line: 797, column: 5, scope: !418)
!835 = !DILocation(line: 798, column: 27, scope: !418)
!836 = !DILocation(line: 798, column: 21, scope: !418)
!837 = !DILocation(line: 798, column: 5, scope: !418)
!838 = !DILocation(line: 799, column: 27, scope: !418)
!839 = !DILocation(line: 799, column: 21, scope: !418)
!840 = !DILocation(line: 799, column: 5, scope: !418)
!841 = !DILocation(line: 800, column: 27, scope: !418)
!842 = !{!843, !466, i64 12}
!843 = !{!"S0", !466, i64 0, !466, i64 4, !466, i64 6, !466, i64 8, !466, i64 8, !466, i64 9, !466, i64 10, !466, i64 12}
!844 = !DILocation(line: 800, column: 21, scope: !418)
!845 = !DILocation(line: 800, column: 5, scope: !418)
!846 = !DILocation(line: 801, column: 5, scope: !418)
!847 = !DILocation(line: 802, column: 5, scope: !418)
!848 = !DILocation(line: 803, column: 5, scope: !418)
!849 = !DILocation(line: 804, column: 5, scope: !418)
!850 = !DILocation(line: 805, column: 23, scope: !418)
!851 = !DILocation(line: 805, column: 37, scope: !418)
!852 = !DILocalVariable(name: "crc", arg: 1, scope: !853, file: !402, line: 49, type: !192)
!853 = distinct !DISubprogram(name: "platform_main_end", scope: !402, file: !402, line: 49, type: !854, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !856)
!854 = !DISubroutineType(types: !855)
!855 = !{null, !192, !7}
!856 = !{!852, !857}
!857 = !DILocalVariable(name: "flag", arg: 2, scope: !853, file: !402, line: 49, type: !7)
!858 = !DILocation(line: 0, scope: !853, inlinedAt: !859)
!859 = distinct !DILocation(line: 805, column: 5, scope: !418)
!860 = !DILocation(line: 56, column: 2, scope: !853, inlinedAt: !859)
!861 = !DILocation(line: 806, column: 5, scope: !418)
!862 = distinct !DISubprogram(name: "transparent_crc", scope: !190, file: !190, line: 110, type: !863, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !234, !422, !7}
!865 = !{!866, !867, !868}
!866 = !DILocalVariable(name: "val", arg: 1, scope: !862, file: !190, line: 110, type: !234)
!867 = !DILocalVariable(name: "vname", arg: 2, scope: !862, file: !190, line: 110, type: !422)
!868 = !DILocalVariable(name: "flag", arg: 3, scope: !862, file: !190, line: 110, type: !7)
!869 = !DILocation(line: 0, scope: !862)
!870 = !DILocalVariable(name: "val", arg: 1, scope: !871, file: !190, line: 97, type: !234)
!871 = distinct !DISubprogram(name: "crc32_8bytes", scope: !190, file: !190, line: 97, type: !872, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !874)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !234}
!874 = !{!870}
!875 = !DILocation(line: 0, scope: !871, inlinedAt: !876)
!876 = distinct !DILocation(line: 112, column: 2, scope: !862)
!877 = !DILocalVariable(name: "b", arg: 1, scope: !878, file: !190, line: 71, type: !267)
!878 = distinct !DISubprogram(name: "crc32_byte", scope: !190, file: !190, line: 71, type: !879, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !881)
!879 = !DISubroutineType(types: !880)
!880 = !{null, !267}
!881 = !{!877}
!882 = !DILocation(line: 0, scope: !878, inlinedAt: !883)
!883 = distinct !DILocation(line: 99, column: 2, scope: !871, inlinedAt: !876)
!884 = !DILocation(line: 73, column: 5, scope: !878, inlinedAt: !883)
!885 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !883)
!886 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !883)
!887 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !883)
!888 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !883)
!889 = !DILocation(line: 100, column: 18, scope: !871, inlinedAt: !876)
!890 = !DILocation(line: 0, scope: !878, inlinedAt: !891)
!891 = distinct !DILocation(line: 100, column: 2, scope: !871, inlinedAt: !876)
!892 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !891)
!893 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !891)
!894 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !891)
!895 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !891)
!896 = !DILocation(line: 101, column: 18, scope: !871, inlinedAt: !876)
!897 = !DILocation(line: 0, scope: !878, inlinedAt: !898)
!898 = distinct !DILocation(line: 101, column: 2, scope: !871, inlinedAt: !876)
!899 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !898)
!900 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !898)
!901 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !898)
!902 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !898)
!903 = !DILocation(line: 102, column: 18, scope: !871, inlinedAt: !876)
!904 = !DILocation(line: 0, scope: !878, inlinedAt: !905)
!905 = distinct !DILocation(line: 102, column: 2, scope: !871, inlinedAt: !876)
!906 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !905)
!907 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !905)
!908 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !905)
!909 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !905)
!910 = !DILocation(line: 103, column: 18, scope: !871, inlinedAt: !876)
!911 = !DILocation(line: 0, scope: !878, inlinedAt: !912)
!912 = distinct !DILocation(line: 103, column: 2, scope: !871, inlinedAt: !876)
!913 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !912)
!914 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !912)
!915 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !912)
!916 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !912)
!917 = !DILocation(line: 104, column: 18, scope: !871, inlinedAt: !876)
!918 = !DILocation(line: 0, scope: !878, inlinedAt: !919)
!919 = distinct !DILocation(line: 104, column: 2, scope: !871, inlinedAt: !876)
!920 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !919)
!921 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !919)
!922 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !919)
!923 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !919)
!924 = !DILocation(line: 105, column: 18, scope: !871, inlinedAt: !876)
!925 = !DILocation(line: 0, scope: !878, inlinedAt: !926)
!926 = distinct !DILocation(line: 105, column: 2, scope: !871, inlinedAt: !876)
!927 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !926)
!928 = !DILocation(line: 74, column: 33, scope: !878, inlinedAt: !926)
!929 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !926)
!930 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !926)
!931 = !DILocation(line: 106, column: 18, scope: !871, inlinedAt: !876)
!932 = !DILocation(line: 0, scope: !878, inlinedAt: !933)
!933 = distinct !DILocation(line: 106, column: 2, scope: !871, inlinedAt: !876)
!934 = !DILocation(line: 73, column: 19, scope: !878, inlinedAt: !933)
!935 = !DILocation(line: 74, column: 3, scope: !878, inlinedAt: !933)
!936 = !DILocation(line: 73, column: 39, scope: !878, inlinedAt: !933)
!937 = !DILocation(line: 72, column: 16, scope: !878, inlinedAt: !933)
!938 = !DILocation(line: 113, column: 6, scope: !939)
!939 = distinct !DILexicalBlock(scope: !862, file: !190, line: 113, column: 6)
!940 = !DILocation(line: 113, column: 6, scope: !862)
!941 = !DILocation(line: 114, column: 73, scope: !942)
!942 = distinct !DILexicalBlock(scope: !939, file: !190, line: 113, column: 12)
!943 = !DILocation(line: 114, column: 5, scope: !942)
!944 = !DILocation(line: 115, column: 2, scope: !942)
!945 = !DILocation(line: 116, column: 1, scope: !862)
!946 = distinct !DISubprogram(name: "printf", scope: !947, file: !947, line: 368, type: !948, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!947 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!948 = !DISubroutineType(cc: DW_CC_nocall, types: !949)
!949 = !{!7, !950, null}
!950 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !951, size: 64)
!951 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!952 = !{!953, !954, !955}
!953 = !DILocalVariable(name: "__format", arg: 1, scope: !946, file: !947, line: 368, type: !950)
!954 = !DILocalVariable(name: "__retval", scope: !946, file: !947, line: 370, type: !7)
!955 = !DILocalVariable(name: "__local_argv", scope: !946, file: !947, line: 371, type: !956)
!956 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !422)
!957 = distinct !DIAssignID()
!958 = !DILocation(line: 0, scope: !946)
!959 = !DILocation(line: 371, column: 3, scope: !946)
!960 = !DILocation(line: 371, column: 35, scope: !946)
!961 = !DILocation(line: 372, column: 32, scope: !946)
!962 = !DILocation(line: 372, column: 50, scope: !946)
!963 = !DILocation(line: 372, column: 14, scope: !946)
!964 = !DILocation(line: 373, column: 3, scope: !946)
!965 = !DILocation(line: 375, column: 1, scope: !946)
!966 = !DILocation(line: 374, column: 3, scope: !946)
!967 = !DISubprogram(name: "__mingw_vfprintf", scope: !947, file: !947, line: 193, type: !968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DISubroutineType(types: !969)
!969 = !{!7, !970, !983, !984}
!970 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !971)
!971 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !972, size: 64)
!972 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !947, line: 47, baseType: !973)
!973 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !947, line: 33, size: 384, align: 64, elements: !974)
!974 = !{!975, !976, !977, !978, !979, !980, !981, !982}
!975 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !973, file: !947, line: 37, baseType: !422, size: 64)
!976 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !973, file: !947, line: 38, baseType: !7, size: 32, offset: 64)
!977 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !973, file: !947, line: 39, baseType: !422, size: 64, offset: 128)
!978 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !973, file: !947, line: 40, baseType: !7, size: 32, offset: 192)
!979 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !973, file: !947, line: 41, baseType: !7, size: 32, offset: 224)
!980 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !973, file: !947, line: 42, baseType: !7, size: 32, offset: 256)
!981 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !973, file: !947, line: 43, baseType: !7, size: 32, offset: 288)
!982 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !973, file: !947, line: 44, baseType: !422, size: 64, offset: 320)
!983 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !950)
!984 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !985, line: 31, baseType: !986)
!985 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!986 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !985, line: 24, baseType: !956)
!987 = !DISubprogram(name: "__acrt_iob_func", scope: !947, file: !947, line: 93, type: !988, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DISubroutineType(types: !989)
!989 = !{!971, !6}
