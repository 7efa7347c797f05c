; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 4, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"g_3[i][j][k]\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !19
@g_4 = internal global i32 -2, align 4, !dbg !185
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !24
@g_5 = internal unnamed_addr global i1 false, align 4, !dbg !271
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !29
@g_11 = internal unnamed_addr constant [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1]], [10 x [1 x i32]] [[1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405]]], align 4, !dbg !190
@.str.5 = private unnamed_addr constant [14 x i8] c"g_11[i][j][k]\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !36
@g_80.0 = internal unnamed_addr global i8 -4, align 1, !dbg !272
@.str.7 = private unnamed_addr constant [11 x i8] c"g_80[i][j]\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !46
@.str.9 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1, !dbg !51
@.str.10 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1, !dbg !56
@g_216 = internal unnamed_addr constant [4 x [7 x [9 x i16]]] [[7 x [9 x i16]] [[9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0]]], align 2, !dbg !209
@.str.11 = private unnamed_addr constant [15 x i8] c"g_216[i][j][k]\00", align 1, !dbg !58
@.str.12 = private unnamed_addr constant [9 x i8] c"g_231[i]\00", align 1, !dbg !63
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !68
@.str.14 = private unnamed_addr constant [6 x i8] c"g_316\00", align 1, !dbg !70
@.str.15 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1, !dbg !72
@g_351 = internal unnamed_addr constant [8 x [4 x [8 x i32]]] [[4 x [8 x i32]] [[8 x i32] [i32 0, i32 -1981911899, i32 449166083, i32 154308523, i32 -1, i32 6, i32 1289046851, i32 -935846217], [8 x i32] [i32 -4, i32 -2060593023, i32 -1, i32 -985004979, i32 1, i32 -1852397472, i32 -1, i32 0], [8 x i32] [i32 154308523, i32 1720079787, i32 1859341173, i32 -8, i32 -1852397472, i32 -6, i32 276676413, i32 -1], [8 x i32] [i32 0, i32 449166083, i32 -10, i32 1289046851, i32 0, i32 5, i32 -1981911899, i32 -1490790147]], [4 x [8 x i32]] [[8 x i32] [i32 -1810428484, i32 -7, i32 5, i32 1828530859, i32 0, i32 0, i32 6, i32 -1981911899], [8 x i32] [i32 1437473061, i32 -1981911899, i32 3, i32 1020392761, i32 -2060593023, i32 1210654011, i32 0, i32 449166083], [8 x i32] [i32 -1, i32 -1080835501, i32 -1416622467, i32 -2025797398, i32 275473395, i32 0, i32 0, i32 -1416622467], [8 x i32] [i32 163975531, i32 -891481682, i32 -6, i32 -1074724136, i32 -1981911899, i32 -1, i32 0, i32 -1]], [4 x [8 x i32]] [[8 x i32] [i32 0, i32 3, i32 -9, i32 1705921373, i32 5, i32 -300390509, i32 -8, i32 -1536257424], [8 x i32] [i32 -1, i32 -1685003117, i32 1, i32 0, i32 -1, i32 -1366883065, i32 -726981760, i32 2033340148], [8 x i32] [i32 -1648429085, i32 1481755731, i32 -1, i32 3, i32 -1, i32 -408071093, i32 2033340148, i32 449166083], [8 x i32] [i32 -8, i32 275473395, i32 -1536257424, i32 -1400611692, i32 -1206498532, i32 -1, i32 2, i32 -4]], [4 x [8 x i32]] [[8 x i32] [i32 6, i32 2, i32 1437473061, i32 -1, i32 -1, i32 1437473061, i32 2, i32 6], [8 x i32] [i32 3, i32 -1, i32 -1400611692, i32 1289046851, i32 -1810428484, i32 0, i32 -8, i32 -7], [8 x i32] [i32 -726981760, i32 -1544236427, i32 0, i32 -1, i32 1289046851, i32 0, i32 1, i32 -1074724136], [8 x i32] [i32 3, i32 -1, i32 1481755731, i32 -1648429085, i32 -839463780, i32 1437473061, i32 8, i32 -935846217]], [4 x [8 x i32]] [[8 x i32] [i32 -1074724136, i32 2, i32 -1416622467, i32 -10, i32 0, i32 -1, i32 275473395, i32 1301086660], [8 x i32] [i32 -1, i32 275473395, i32 154308523, i32 1609592754, i32 5, i32 -408071093, i32 -1206498532, i32 -1648429085], [8 x i32] [i32 -1366883065, i32 1481755731, i32 1301086660, i32 5, i32 6, i32 5, i32 -356450194, i32 2], [8 x i32] [i32 449166083, i32 0, i32 1210654011, i32 -2060593023, i32 1020392761, i32 3, i32 -1981911899, i32 1437473061]], [4 x [8 x i32]] [[8 x i32] [i32 1828530859, i32 6, i32 -356450194, i32 -1, i32 -7, i32 -1416622467, i32 -1, i32 1210654011], [8 x i32] [i32 -1, i32 -7, i32 198555086, i32 -1, i32 2, i32 -6, i32 -726981760, i32 276676413], [8 x i32] [i32 -1400611692, i32 -1685003117, i32 -10, i32 0, i32 -357577476, i32 -9, i32 -1810428484, i32 1], [8 x i32] [i32 -8, i32 -356450194, i32 -513125344, i32 6, i32 -1852397472, i32 1, i32 1020392761, i32 -1244881115]], [4 x [8 x i32]] [[8 x i32] [i32 -1, i32 -8, i32 -382955768, i32 276676413, i32 0, i32 -1, i32 1609592754, i32 163975531], [8 x i32] [i32 -1490790147, i32 154308523, i32 -356450194, i32 0, i32 -1, i32 -1536257424, i32 1859341173, i32 0], [8 x i32] [i32 0, i32 -1, i32 2, i32 2, i32 -1366883065, i32 1437473061, i32 -1366883065, i32 2], [8 x i32] [i32 1, i32 -4, i32 1, i32 -1, i32 -6, i32 -1400611692, i32 0, i32 0]], [4 x [8 x i32]] [[8 x i32] [i32 -8, i32 -356450194, i32 1416061895, i32 -408071093, i32 -8, i32 0, i32 -6, i32 -513125344], [8 x i32] [i32 -8, i32 2033340148, i32 -2134570130, i32 1720079787, i32 -6, i32 1481755731, i32 449166083, i32 -2134570130], [8 x i32] [i32 1, i32 -7, i32 -1, i32 1301086660, i32 -1366883065, i32 -1416622467, i32 -1648429085, i32 -1], [8 x i32] [i32 0, i32 0, i32 -839463780, i32 2, i32 -1, i32 154308523, i32 -4, i32 1]]], align 4, !dbg !221
@.str.16 = private unnamed_addr constant [15 x i8] c"g_351[i][j][k]\00", align 1, !dbg !74
@.str.17 = private unnamed_addr constant [6 x i8] c"g_471\00", align 1, !dbg !76
@g_481 = internal global i16 6, align 2, !dbg !227
@.str.18 = private unnamed_addr constant [6 x i8] c"g_481\00", align 1, !dbg !78
@.str.19 = private unnamed_addr constant [6 x i8] c"g_683\00", align 1, !dbg !80
@g_794 = internal global i32 -921160087, align 4, !dbg !232
@.str.20 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1, !dbg !82
@.str.21 = private unnamed_addr constant [9 x i8] c"g_821[i]\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [9 x i8] c"g_846[i]\00", align 1, !dbg !86
@.str.23 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1, !dbg !88
@.str.24 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1, !dbg !90
@.str.25 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1, !dbg !92
@g_925 = internal global i16 26523, align 2, !dbg !250
@.str.26 = private unnamed_addr constant [6 x i8] c"g_925\00", align 1, !dbg !94
@.str.27 = private unnamed_addr constant [6 x i8] c"g_926\00", align 1, !dbg !96
@.str.28 = private unnamed_addr constant [6 x i8] c"g_965\00", align 1, !dbg !98
@g_1034 = internal unnamed_addr constant [9 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9], [1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 83], [1 x i16] [i16 1], [1 x i16] [i16 1], [1 x i16] [i16 83], [1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427]]], align 2, !dbg !256
@.str.29 = private unnamed_addr constant [16 x i8] c"g_1034[i][j][k]\00", align 1, !dbg !100
@g_1072 = internal unnamed_addr global i32 217697673, align 4, !dbg !260
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1072\00", align 1, !dbg !105
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1, !dbg !110
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !267
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !112
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !180
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !264

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !285 {
  %3 = alloca ptr, align 8, !DIAssignID !297
    #dbg_value(i32 %0, !291, !DIExpression(), !298)
    #dbg_value(ptr %1, !292, !DIExpression(), !298)
    #dbg_value(i32 0, !296, !DIExpression(), !298)
  %4 = icmp eq i32 %0, 2, !dbg !299
  br i1 %4, label %5, label %18, !dbg !301

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !302
  %7 = load ptr, ptr %6, align 8, !dbg !302, !tbaa !303
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !307
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !308
  %17 = zext i1 %16 to i32, !dbg !308
  br label %18, !dbg !308

18:                                               ; preds = %14, %2
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !298
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !298
    #dbg_value(i32 %20, !296, !DIExpression(), !298)
    #dbg_value(i32 -306674912, !309, !DIExpression(), !318)
    #dbg_value(i32 0, !315, !DIExpression(), !318)
  br label %21, !dbg !320

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
    #dbg_value(i64 %22, !315, !DIExpression(), !318)
    #dbg_value(i32 8, !316, !DIExpression(), !318)
    #dbg_value(i64 %22, !314, !DIExpression(), !318)
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !322
  %24 = and i32 %23, 1, !dbg !322
  %25 = icmp eq i32 %24, 0, !dbg !322
  %26 = lshr i32 %23, 1, !dbg !329
  %27 = xor i32 %26, -306674912, !dbg !329
  %28 = select i1 %25, i32 %26, i32 %27, !dbg !329
    #dbg_value(i32 %28, !314, !DIExpression(), !318)
    #dbg_value(i32 7, !316, !DIExpression(), !318)
  %29 = and i32 %28, 1, !dbg !322
  %30 = icmp eq i32 %29, 0, !dbg !322
  %31 = lshr i32 %28, 1, !dbg !329
  %32 = xor i32 %31, -306674912, !dbg !329
  %33 = select i1 %30, i32 %31, i32 %32, !dbg !329
    #dbg_value(i32 %33, !314, !DIExpression(), !318)
    #dbg_value(i32 6, !316, !DIExpression(), !318)
  %34 = and i32 %33, 1, !dbg !322
  %35 = icmp eq i32 %34, 0, !dbg !322
  %36 = lshr i32 %33, 1, !dbg !329
  %37 = xor i32 %36, -306674912, !dbg !329
  %38 = select i1 %35, i32 %36, i32 %37, !dbg !329
    #dbg_value(i32 %38, !314, !DIExpression(), !318)
    #dbg_value(i32 5, !316, !DIExpression(), !318)
  %39 = and i32 %38, 1, !dbg !322
  %40 = icmp eq i32 %39, 0, !dbg !322
  %41 = lshr i32 %38, 1, !dbg !329
  %42 = xor i32 %41, -306674912, !dbg !329
  %43 = select i1 %40, i32 %41, i32 %42, !dbg !329
    #dbg_value(i32 %43, !314, !DIExpression(), !318)
    #dbg_value(i32 4, !316, !DIExpression(), !318)
  %44 = and i32 %43, 1, !dbg !322
  %45 = icmp eq i32 %44, 0, !dbg !322
  %46 = lshr i32 %43, 1, !dbg !329
  %47 = xor i32 %46, -306674912, !dbg !329
  %48 = select i1 %45, i32 %46, i32 %47, !dbg !329
    #dbg_value(i32 %48, !314, !DIExpression(), !318)
    #dbg_value(i32 3, !316, !DIExpression(), !318)
  %49 = and i32 %48, 1, !dbg !322
  %50 = icmp eq i32 %49, 0, !dbg !322
  %51 = lshr i32 %48, 1, !dbg !329
  %52 = xor i32 %51, -306674912, !dbg !329
  %53 = select i1 %50, i32 %51, i32 %52, !dbg !329
    #dbg_value(i32 %53, !314, !DIExpression(), !318)
    #dbg_value(i32 2, !316, !DIExpression(), !318)
  %54 = and i32 %53, 1, !dbg !322
  %55 = icmp eq i32 %54, 0, !dbg !322
  %56 = lshr i32 %53, 1, !dbg !329
  %57 = xor i32 %56, -306674912, !dbg !329
  %58 = select i1 %55, i32 %56, i32 %57, !dbg !329
    #dbg_value(i32 %58, !314, !DIExpression(), !318)
    #dbg_value(i32 1, !316, !DIExpression(), !318)
  %59 = and i32 %58, 1, !dbg !322
  %60 = icmp eq i32 %59, 0, !dbg !322
  %61 = lshr i32 %58, 1, !dbg !329
  %62 = xor i32 %61, -306674912, !dbg !329
  %63 = select i1 %60, i32 %61, i32 %62, !dbg !329
    #dbg_value(i32 %63, !314, !DIExpression(), !318)
    #dbg_value(i32 0, !316, !DIExpression(), !318)
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !330
  store i32 %63, ptr %64, align 4, !dbg !331, !tbaa !332
  %65 = add nuw nsw i64 %22, 1, !dbg !334
    #dbg_value(i64 %65, !315, !DIExpression(), !318)
  %66 = icmp eq i64 %65, 256, !dbg !335
  br i1 %66, label %67, label %21, !dbg !320, !llvm.loop !336

67:                                               ; preds = %21
    #dbg_assign(i1 undef, !339, !DIExpression(), !297, ptr %3, !DIExpression(), !435)
    #dbg_value(ptr poison, !348, !DIExpression(), !435)
    #dbg_value(i64 0, !350, !DIExpression(), !435)
    #dbg_value(i32 0, !357, !DIExpression(), !435)
    #dbg_value(ptr poison, !360, !DIExpression(), !435)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !437
  store volatile ptr @g_794, ptr %3, align 8, !dbg !438, !tbaa !303, !DIAssignID !439
    #dbg_assign(ptr @g_794, !339, !DIExpression(), !439, ptr %3, !DIExpression(), !435)
    #dbg_value(i64 4253149911959314287, !362, !DIExpression(), !435)
    #dbg_value(ptr poison, !363, !DIExpression(), !435)
    #dbg_value(ptr poison, !365, !DIExpression(), !435)
    #dbg_value(ptr undef, !368, !DIExpression(), !435)
    #dbg_value(ptr undef, !370, !DIExpression(), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !435)
    #dbg_value(ptr undef, !375, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !435)
    #dbg_value(i64 -2, !378, !DIExpression(), !435)
    #dbg_value(ptr @g_1072, !379, !DIExpression(), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !435)
    #dbg_assign(i8 0, !380, !DIExpression(DW_OP_LLVM_fragment, 512, 192), !440, ptr undef, !DIExpression(), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !435)
    #dbg_assign(i8 0, !380, !DIExpression(DW_OP_LLVM_fragment, 1280, 128), !441, ptr undef, !DIExpression(), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !435)
    #dbg_value(ptr null, !380, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !435)
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !435)
    #dbg_value(ptr undef, !380, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !435)
    #dbg_value(ptr null, !383, !DIExpression(), !435)
    #dbg_value(ptr undef, !385, !DIExpression(), !435)
    #dbg_value(ptr undef, !387, !DIExpression(), !435)
    #dbg_value(ptr undef, !389, !DIExpression(), !435)
    #dbg_value(i32 -9, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !435)
    #dbg_value(i32 -9, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !435)
    #dbg_value(i32 -9, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !435)
    #dbg_value(i64 3, !391, !DIExpression(), !435)
    #dbg_value(ptr null, !394, !DIExpression(), !442)
    #dbg_value(ptr poison, !399, !DIExpression(), !442)
    #dbg_value(ptr null, !400, !DIExpression(), !442)
    #dbg_value(ptr poison, !401, !DIExpression(), !442)
    #dbg_value(ptr poison, !402, !DIExpression(), !442)
    #dbg_value(ptr poison, !403, !DIExpression(), !442)
    #dbg_value(ptr null, !404, !DIExpression(), !442)
    #dbg_value(i32 -938525766, !405, !DIExpression(), !442)
    #dbg_value(ptr poison, !406, !DIExpression(), !442)
    #dbg_value(ptr null, !407, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !443, ptr undef, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !445, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !446, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !447, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !448, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !449, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !450, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !451, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !452, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !453, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !454, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !455, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !456, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !457, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !458, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !459, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !460, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !461, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !462, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !463, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !464, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !465, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !466, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !467, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !468, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !469, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !470, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !471, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !472, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !473, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !474, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !475, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !476, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !477, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !478, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !479, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !480, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !481, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !482, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !483, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !484, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !485, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !486, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !487, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !488, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !489, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !490, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !491, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !492, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !493, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !494, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !495, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !496, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !497, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !498, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !499, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !500, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !501, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !502, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !503, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !504, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !505, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !506, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !507, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !508, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !509, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !510, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !511, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !512, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !513, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !514, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !515, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !516, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !517, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !518, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !519, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !520, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !521, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !522, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !523, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !524, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !525, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !526, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !527, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !528, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !529, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !530, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !531, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !532, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !533, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !534, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !535, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !536, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !537, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !538, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !539, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !540, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !541, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !542, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !543, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !544, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !545, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !546, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !547, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !548, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !549, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !550, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !551, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !552, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !553, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !554, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !555, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !556, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !557, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !558, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !559, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !560, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !561, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !562, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !563, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !564, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !565, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !566, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !567, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !568, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !569, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !570, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !571, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !572, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !573, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !574, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !575, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !576, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !577, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !578, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !579, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !580, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !581, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !582, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !583, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !584, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !585, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !586, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !587, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !588, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !589, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !590, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !591, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !592, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !593, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !594, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !595, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !596, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !597, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !598, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !599, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !600, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !601, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !602, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !603, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !604, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !605, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !606, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !607, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !608, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !609, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !610, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !611, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !612, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !613, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !614, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !615, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !616, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !617, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !618, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !619, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !620, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !621, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !622, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !623, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !624, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !625, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !626, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !627, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !628, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !629, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !630, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !631, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !632, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !633, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !634, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !635, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !636, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !637, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !638, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !639, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !640, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !641, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !642, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !643, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !644, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !645, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !646, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !647, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !648, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !649, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !650, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !651, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !652, ptr poison, !DIExpression(), !442)
    #dbg_value(i64 poison, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !442)
    #dbg_value(i64 4961603756716692505, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !442)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !653, ptr poison, !DIExpression(), !442)
    #dbg_assign(i1 undef, !413, !DIExpression(), !654, ptr poison, !DIExpression(), !442)
    #dbg_value(i32 1, !415, !DIExpression(), !442)
    #dbg_value(i32 205164217, !416, !DIExpression(), !442)
    #dbg_assign(i1 undef, !417, !DIExpression(), !655, ptr poison, !DIExpression(), !442)
  %68 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !dbg !656, !tbaa !332
  store volatile i32 %68, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !657, !tbaa !332
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !443, ptr undef, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !445, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !446, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !447, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !448, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !449, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !450, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !451, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !452, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !453, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !454, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !455, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !456, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !457, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !458, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !459, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !460, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !461, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !462, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !463, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !464, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !465, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !466, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !467, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !468, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !469, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !470, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !471, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !472, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !473, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !474, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !475, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !476, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !477, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !478, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !479, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !480, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !481, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !482, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !483, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !484, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !485, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !486, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !487, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !488, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !489, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !490, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !491, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !492, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !493, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !494, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !495, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !496, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !497, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !498, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !499, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !500, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !501, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !502, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !503, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !504, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !505, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !506, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !507, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !508, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !509, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !510, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !511, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !512, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !513, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !514, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !515, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !516, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !517, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !518, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !519, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !520, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !521, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !522, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !523, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !524, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !525, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !526, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !527, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !528, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !529, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !530, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !531, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !532, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !533, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !534, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !535, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !536, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !537, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !538, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !539, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !540, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !541, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !542, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !543, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !544, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !545, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !546, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !547, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !548, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !549, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !550, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !551, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !552, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !553, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !554, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !555, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !556, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !557, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !558, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !559, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !560, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !561, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !562, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !563, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !564, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !565, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !566, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !567, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !568, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !569, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !570, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !571, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !572, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !573, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !574, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !575, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !576, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !577, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !578, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !579, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !580, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !581, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !582, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !583, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !584, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !585, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !586, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !587, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !588, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !589, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !590, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !591, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !592, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !593, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !594, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !595, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !596, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !597, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !598, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !599, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !600, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !601, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !602, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !603, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !604, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !605, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !606, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !607, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !608, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !609, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !610, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !611, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !612, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !613, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !614, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !615, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !616, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !617, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !618, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !619, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !620, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !621, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !622, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !623, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !624, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !625, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !626, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !627, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !628, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !629, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !630, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !631, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !632, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !633, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !634, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !635, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !636, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !637, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !638, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !639, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !640, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !641, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !642, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !643, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !644, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !645, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !646, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr undef, !408, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !647, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !648, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !649, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !650, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr poison, !408, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !651, ptr poison, !DIExpression(), !442)
    #dbg_assign(ptr null, !408, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !652, ptr poison, !DIExpression(), !442)
    #dbg_value(i64 poison, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !442)
    #dbg_value(i64 4961603756716692505, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !442)
    #dbg_assign(i1 undef, !411, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !653, ptr poison, !DIExpression(), !442)
  %69 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !dbg !656, !tbaa !332
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !657, !tbaa !332
    #dbg_value(i64 4961603756716692505, !411, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !442)
    #dbg_value(i32 0, !405, !DIExpression(), !442)
  store i1 true, ptr @g_5, align 4, !dbg !658
  %70 = load volatile ptr, ptr %3, align 8, !dbg !659, !tbaa !303
  %71 = load volatile i32, ptr %70, align 4, !dbg !660, !tbaa !332
    #dbg_value(i64 249, !378, !DIExpression(), !435)
  store i1 true, ptr @g_5, align 4, !dbg !661
  %72 = load volatile ptr, ptr %3, align 8, !dbg !662, !tbaa !303
  %73 = load volatile i32, ptr %72, align 4, !dbg !663, !tbaa !332
  %74 = load i8, ptr @g_80.0, align 1, !dbg !664, !tbaa !665
  %75 = xor i8 %74, 2, !dbg !664
  store i8 %75, ptr @g_80.0, align 1, !dbg !664, !tbaa !665
  %76 = sext i8 %75 to i32, !dbg !666
  %77 = icmp slt i32 %73, %76, !dbg !667
  %78 = zext i1 %77 to i32, !dbg !667
  store i32 %78, ptr @g_1072, align 4, !dbg !668, !tbaa !332
    #dbg_value(ptr poison, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !669
    #dbg_value(i32 0, !293, !DIExpression(), !298)
  br label %79, !dbg !670

79:                                               ; preds = %67, %103
  %80 = phi i64 [ 0, %67 ], [ %104, %103 ]
    #dbg_value(i64 %80, !293, !DIExpression(), !298)
    #dbg_value(i32 0, !294, !DIExpression(), !298)
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = trunc nuw nsw i64 %80 to i32
  br label %83, !dbg !672

83:                                               ; preds = %79, %100
  %84 = phi i64 [ 0, %79 ], [ %101, %100 ]
    #dbg_value(i64 %84, !294, !DIExpression(), !298)
    #dbg_value(i64 0, !295, !DIExpression(), !298)
  %85 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 0, !dbg !676
  %86 = load volatile i32, ptr %85, align 4, !dbg !676, !tbaa !332
  %87 = sext i32 %86 to i64, !dbg !676
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.1, i32 noundef signext %20), !dbg !682
  br i1 %19, label %88, label %92, !dbg !683

88:                                               ; preds = %83
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %89 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 1, !dbg !676
  %90 = load volatile i32, ptr %89, align 4, !dbg !676, !tbaa !332
  %91 = sext i32 %90 to i64, !dbg !676
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef signext %20), !dbg !682
  br label %100, !dbg !683

92:                                               ; preds = %83
  %93 = trunc nuw nsw i64 %84 to i32, !dbg !684
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %81, i32 noundef signext %93, i32 noundef signext 0), !dbg !684
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %95 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %80, i64 %84, i64 1, !dbg !676
  %96 = load volatile i32, ptr %95, align 4, !dbg !676, !tbaa !332
  %97 = sext i32 %96 to i64, !dbg !676
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef signext %20), !dbg !682
  %98 = trunc nuw nsw i64 %84 to i32, !dbg !684
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %82, i32 noundef signext %98, i32 noundef signext 1), !dbg !684
  br label %100, !dbg !684

100:                                              ; preds = %88, %92
    #dbg_value(i64 2, !295, !DIExpression(), !298)
  %101 = add nuw nsw i64 %84, 1, !dbg !686
    #dbg_value(i64 %101, !294, !DIExpression(), !298)
  %102 = icmp eq i64 %101, 10, !dbg !687
  br i1 %102, label %103, label %83, !dbg !672, !llvm.loop !688

103:                                              ; preds = %100
  %104 = add nuw nsw i64 %80, 1, !dbg !690
    #dbg_value(i64 %104, !293, !DIExpression(), !298)
  %105 = icmp eq i64 %104, 8, !dbg !691
  br i1 %105, label %106, label %79, !dbg !670, !llvm.loop !692

106:                                              ; preds = %103
  %107 = load volatile i32, ptr @g_4, align 4, !dbg !694, !tbaa !332
  %108 = sext i32 %107 to i64, !dbg !694
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.3, i32 noundef signext %20), !dbg !695
  %109 = load i1, ptr @g_5, align 4, !dbg !696
  %110 = select i1 %109, i64 2, i64 1, !dbg !696
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.4, i32 noundef signext %20), !dbg !697
    #dbg_value(i32 0, !293, !DIExpression(), !298)
  br label %111, !dbg !698

111:                                              ; preds = %106, %192
  %112 = phi i64 [ 0, %106 ], [ %193, %192 ]
    #dbg_value(i64 %112, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
  %113 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 0, !dbg !700
  %114 = load i32, ptr %113, align 4, !dbg !700, !tbaa !332
  %115 = sext i32 %114 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  br i1 %19, label %116, label %144, !dbg !710

116:                                              ; preds = %111
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  %117 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 1, !dbg !700
  %118 = load i32, ptr %117, align 4, !dbg !700, !tbaa !332
  %119 = sext i32 %118 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 2, !294, !DIExpression(), !298)
  %120 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 2, !dbg !700
  %121 = load i32, ptr %120, align 4, !dbg !700, !tbaa !332
  %122 = sext i32 %121 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 3, !294, !DIExpression(), !298)
  %123 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 3, !dbg !700
  %124 = load i32, ptr %123, align 4, !dbg !700, !tbaa !332
  %125 = sext i32 %124 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 4, !294, !DIExpression(), !298)
  %126 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 4, !dbg !700
  %127 = load i32, ptr %126, align 4, !dbg !700, !tbaa !332
  %128 = sext i32 %127 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 5, !294, !DIExpression(), !298)
  %129 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 5, !dbg !700
  %130 = load i32, ptr %129, align 4, !dbg !700, !tbaa !332
  %131 = sext i32 %130 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 6, !294, !DIExpression(), !298)
  %132 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 6, !dbg !700
  %133 = load i32, ptr %132, align 4, !dbg !700, !tbaa !332
  %134 = sext i32 %133 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 7, !294, !DIExpression(), !298)
  %135 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 7, !dbg !700
  %136 = load i32, ptr %135, align 4, !dbg !700, !tbaa !332
  %137 = sext i32 %136 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 8, !294, !DIExpression(), !298)
  %138 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 8, !dbg !700
  %139 = load i32, ptr %138, align 4, !dbg !700, !tbaa !332
  %140 = sext i32 %139 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
    #dbg_value(i64 9, !294, !DIExpression(), !298)
  %141 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 9, !dbg !700
  %142 = load i32, ptr %141, align 4, !dbg !700, !tbaa !332
  %143 = sext i32 %142 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  br label %192, !dbg !710

144:                                              ; preds = %111
  %145 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %145, i32 noundef signext 0, i32 noundef signext 0), !dbg !711
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  %147 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 1, !dbg !700
  %148 = load i32, ptr %147, align 4, !dbg !700, !tbaa !332
  %149 = sext i32 %148 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %150 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %150, i32 noundef signext 1, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 2, !294, !DIExpression(), !298)
  %152 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 2, !dbg !700
  %153 = load i32, ptr %152, align 4, !dbg !700, !tbaa !332
  %154 = sext i32 %153 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %155 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %155, i32 noundef signext 2, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 3, !294, !DIExpression(), !298)
  %157 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 3, !dbg !700
  %158 = load i32, ptr %157, align 4, !dbg !700, !tbaa !332
  %159 = sext i32 %158 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %160 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %161 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %160, i32 noundef signext 3, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 4, !294, !DIExpression(), !298)
  %162 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 4, !dbg !700
  %163 = load i32, ptr %162, align 4, !dbg !700, !tbaa !332
  %164 = sext i32 %163 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %165 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %165, i32 noundef signext 4, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 5, !294, !DIExpression(), !298)
  %167 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 5, !dbg !700
  %168 = load i32, ptr %167, align 4, !dbg !700, !tbaa !332
  %169 = sext i32 %168 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %170 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %170, i32 noundef signext 5, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 6, !294, !DIExpression(), !298)
  %172 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 6, !dbg !700
  %173 = load i32, ptr %172, align 4, !dbg !700, !tbaa !332
  %174 = sext i32 %173 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %175 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %175, i32 noundef signext 6, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 7, !294, !DIExpression(), !298)
  %177 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 7, !dbg !700
  %178 = load i32, ptr %177, align 4, !dbg !700, !tbaa !332
  %179 = sext i32 %178 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %180 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %180, i32 noundef signext 7, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 8, !294, !DIExpression(), !298)
  %182 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 8, !dbg !700
  %183 = load i32, ptr %182, align 4, !dbg !700, !tbaa !332
  %184 = sext i32 %183 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %185 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %186 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %185, i32 noundef signext 8, i32 noundef signext 0), !dbg !711
    #dbg_value(i64 9, !294, !DIExpression(), !298)
  %187 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %112, i64 9, !dbg !700
  %188 = load i32, ptr %187, align 4, !dbg !700, !tbaa !332
  %189 = sext i32 %188 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.5, i32 noundef signext %20), !dbg !709
  %190 = trunc nuw nsw i64 %112 to i32, !dbg !711
  %191 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %190, i32 noundef signext 9, i32 noundef signext 0), !dbg !711
  br label %192, !dbg !711

192:                                              ; preds = %116, %144
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 10, !294, !DIExpression(), !298)
  %193 = add nuw nsw i64 %112, 1, !dbg !713
    #dbg_value(i64 %193, !293, !DIExpression(), !298)
  %194 = icmp eq i64 %193, 4, !dbg !714
  br i1 %194, label %195, label %111, !dbg !698, !llvm.loop !715

195:                                              ; preds = %192
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef signext %20), !dbg !717
    #dbg_value(i64 0, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  %196 = load i8, ptr @g_80.0, align 1, !dbg !718, !tbaa !665
  %197 = sext i8 %196 to i64, !dbg !718
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  br i1 %19, label %198, label %199, !dbg !726

198:                                              ; preds = %195
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 1, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 2, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 3, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  br label %208, !dbg !726

199:                                              ; preds = %195
  %200 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i32 noundef signext 0), !dbg !727
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %201 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i32 noundef signext 1), !dbg !727
    #dbg_value(i64 1, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %202 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1, i32 noundef signext 0), !dbg !727
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %203 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1, i32 noundef signext 1), !dbg !727
    #dbg_value(i64 2, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %204 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 2, i32 noundef signext 0), !dbg !727
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %205 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 2, i32 noundef signext 1), !dbg !727
    #dbg_value(i64 3, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %206 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 3, i32 noundef signext 0), !dbg !727
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef signext %20), !dbg !725
  %207 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 3, i32 noundef signext 1), !dbg !727
  br label %208, !dbg !727

208:                                              ; preds = %198, %199
    #dbg_value(i64 2, !294, !DIExpression(), !298)
    #dbg_value(i64 4, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef signext %20), !dbg !729
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef signext %20), !dbg !730
    #dbg_value(i32 0, !293, !DIExpression(), !298)
  br label %209, !dbg !731

209:                                              ; preds = %208, %296
  %210 = phi i64 [ 0, %208 ], [ %297, %296 ]
    #dbg_value(i64 %210, !293, !DIExpression(), !298)
    #dbg_value(i32 0, !294, !DIExpression(), !298)
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = trunc nuw nsw i64 %210 to i32
  %213 = trunc nuw nsw i64 %210 to i32
  %214 = trunc nuw nsw i64 %210 to i32
  %215 = trunc nuw nsw i64 %210 to i32
  %216 = trunc nuw nsw i64 %210 to i32
  %217 = trunc nuw nsw i64 %210 to i32
  %218 = trunc nuw nsw i64 %210 to i32
  %219 = trunc nuw nsw i64 %210 to i32
  br label %220, !dbg !733

220:                                              ; preds = %209, %293
  %221 = phi i64 [ 0, %209 ], [ %294, %293 ]
    #dbg_value(i64 %221, !294, !DIExpression(), !298)
    #dbg_value(i64 0, !295, !DIExpression(), !298)
  %222 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 0, !dbg !737
  %223 = load i16, ptr %222, align 2, !dbg !737, !tbaa !743
  %224 = sext i16 %223 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  br i1 %19, label %225, label %250, !dbg !746

225:                                              ; preds = %220
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %226 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 1, !dbg !737
  %227 = load i16, ptr %226, align 2, !dbg !737, !tbaa !743
  %228 = sext i16 %227 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 2, !295, !DIExpression(), !298)
  %229 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 2, !dbg !737
  %230 = load i16, ptr %229, align 2, !dbg !737, !tbaa !743
  %231 = sext i16 %230 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 3, !295, !DIExpression(), !298)
  %232 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 3, !dbg !737
  %233 = load i16, ptr %232, align 2, !dbg !737, !tbaa !743
  %234 = sext i16 %233 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 4, !295, !DIExpression(), !298)
  %235 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 4, !dbg !737
  %236 = load i16, ptr %235, align 2, !dbg !737, !tbaa !743
  %237 = sext i16 %236 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %237, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 5, !295, !DIExpression(), !298)
  %238 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 5, !dbg !737
  %239 = load i16, ptr %238, align 2, !dbg !737, !tbaa !743
  %240 = sext i16 %239 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 6, !295, !DIExpression(), !298)
  %241 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 6, !dbg !737
  %242 = load i16, ptr %241, align 2, !dbg !737, !tbaa !743
  %243 = sext i16 %242 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 7, !295, !DIExpression(), !298)
  %244 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 7, !dbg !737
  %245 = load i16, ptr %244, align 2, !dbg !737, !tbaa !743
  %246 = sext i16 %245 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
    #dbg_value(i64 8, !295, !DIExpression(), !298)
  %247 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 8, !dbg !737
  %248 = load i16, ptr %247, align 2, !dbg !737, !tbaa !743
  %249 = sext i16 %248 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  br label %293, !dbg !746

250:                                              ; preds = %220
  %251 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %252 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %211, i32 noundef signext %251, i32 noundef signext 0), !dbg !747
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %253 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 1, !dbg !737
  %254 = load i16, ptr %253, align 2, !dbg !737, !tbaa !743
  %255 = sext i16 %254 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %256 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %257 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %212, i32 noundef signext %256, i32 noundef signext 1), !dbg !747
    #dbg_value(i64 2, !295, !DIExpression(), !298)
  %258 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 2, !dbg !737
  %259 = load i16, ptr %258, align 2, !dbg !737, !tbaa !743
  %260 = sext i16 %259 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %261 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %262 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %213, i32 noundef signext %261, i32 noundef signext 2), !dbg !747
    #dbg_value(i64 3, !295, !DIExpression(), !298)
  %263 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 3, !dbg !737
  %264 = load i16, ptr %263, align 2, !dbg !737, !tbaa !743
  %265 = sext i16 %264 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %266 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %267 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %214, i32 noundef signext %266, i32 noundef signext 3), !dbg !747
    #dbg_value(i64 4, !295, !DIExpression(), !298)
  %268 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 4, !dbg !737
  %269 = load i16, ptr %268, align 2, !dbg !737, !tbaa !743
  %270 = sext i16 %269 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %271 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %272 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %215, i32 noundef signext %271, i32 noundef signext 4), !dbg !747
    #dbg_value(i64 5, !295, !DIExpression(), !298)
  %273 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 5, !dbg !737
  %274 = load i16, ptr %273, align 2, !dbg !737, !tbaa !743
  %275 = sext i16 %274 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %276 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %277 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %216, i32 noundef signext %276, i32 noundef signext 5), !dbg !747
    #dbg_value(i64 6, !295, !DIExpression(), !298)
  %278 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 6, !dbg !737
  %279 = load i16, ptr %278, align 2, !dbg !737, !tbaa !743
  %280 = sext i16 %279 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %281 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %282 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %217, i32 noundef signext %281, i32 noundef signext 6), !dbg !747
    #dbg_value(i64 7, !295, !DIExpression(), !298)
  %283 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 7, !dbg !737
  %284 = load i16, ptr %283, align 2, !dbg !737, !tbaa !743
  %285 = sext i16 %284 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %286 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %287 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %218, i32 noundef signext %286, i32 noundef signext 7), !dbg !747
    #dbg_value(i64 8, !295, !DIExpression(), !298)
  %288 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %210, i64 %221, i64 8, !dbg !737
  %289 = load i16, ptr %288, align 2, !dbg !737, !tbaa !743
  %290 = sext i16 %289 to i64, !dbg !737
  tail call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.11, i32 noundef signext %20), !dbg !745
  %291 = trunc nuw nsw i64 %221 to i32, !dbg !747
  %292 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %219, i32 noundef signext %291, i32 noundef signext 8), !dbg !747
  br label %293, !dbg !747

293:                                              ; preds = %225, %250
    #dbg_value(i64 9, !295, !DIExpression(), !298)
  %294 = add nuw nsw i64 %221, 1, !dbg !749
    #dbg_value(i64 %294, !294, !DIExpression(), !298)
  %295 = icmp eq i64 %294, 7, !dbg !750
  br i1 %295, label %296, label %220, !dbg !733, !llvm.loop !751

296:                                              ; preds = %293
  %297 = add nuw nsw i64 %210, 1, !dbg !753
    #dbg_value(i64 %297, !293, !DIExpression(), !298)
  %298 = icmp eq i64 %297, 4, !dbg !754
  br i1 %298, label %299, label %209, !dbg !731, !llvm.loop !755

299:                                              ; preds = %296
    #dbg_value(i32 poison, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef signext %20), !dbg !757
  br i1 %19, label %302, label %300, !dbg !761

300:                                              ; preds = %299
  %301 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0), !dbg !762
  br label %302, !dbg !762

302:                                              ; preds = %300, %299
    #dbg_value(i32 poison, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef signext %20), !dbg !764
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef signext %20), !dbg !765
    #dbg_value(i32 0, !293, !DIExpression(), !298)
  br label %303, !dbg !766

303:                                              ; preds = %302, %381
  %304 = phi i64 [ 0, %302 ], [ %382, %381 ]
    #dbg_value(i64 %304, !293, !DIExpression(), !298)
    #dbg_value(i32 0, !294, !DIExpression(), !298)
  %305 = trunc nuw nsw i64 %304 to i32
  %306 = trunc nuw nsw i64 %304 to i32
  %307 = trunc nuw nsw i64 %304 to i32
  %308 = trunc nuw nsw i64 %304 to i32
  %309 = trunc nuw nsw i64 %304 to i32
  %310 = trunc nuw nsw i64 %304 to i32
  %311 = trunc nuw nsw i64 %304 to i32
  %312 = trunc nuw nsw i64 %304 to i32
  br label %313, !dbg !768

313:                                              ; preds = %303, %378
  %314 = phi i64 [ 0, %303 ], [ %379, %378 ]
    #dbg_value(i64 %314, !294, !DIExpression(), !298)
    #dbg_value(i64 0, !295, !DIExpression(), !298)
  %315 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 0, !dbg !772
  %316 = load i32, ptr %315, align 4, !dbg !772, !tbaa !332
  %317 = zext i32 %316 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  br i1 %19, label %318, label %340, !dbg !779

318:                                              ; preds = %313
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %319 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 1, !dbg !772
  %320 = load i32, ptr %319, align 4, !dbg !772, !tbaa !332
  %321 = zext i32 %320 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 2, !295, !DIExpression(), !298)
  %322 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 2, !dbg !772
  %323 = load i32, ptr %322, align 4, !dbg !772, !tbaa !332
  %324 = zext i32 %323 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 3, !295, !DIExpression(), !298)
  %325 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 3, !dbg !772
  %326 = load i32, ptr %325, align 4, !dbg !772, !tbaa !332
  %327 = zext i32 %326 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %327, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 4, !295, !DIExpression(), !298)
  %328 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 4, !dbg !772
  %329 = load i32, ptr %328, align 4, !dbg !772, !tbaa !332
  %330 = zext i32 %329 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 5, !295, !DIExpression(), !298)
  %331 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 5, !dbg !772
  %332 = load i32, ptr %331, align 4, !dbg !772, !tbaa !332
  %333 = zext i32 %332 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %333, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 6, !295, !DIExpression(), !298)
  %334 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 6, !dbg !772
  %335 = load i32, ptr %334, align 4, !dbg !772, !tbaa !332
  %336 = zext i32 %335 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %336, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
    #dbg_value(i64 7, !295, !DIExpression(), !298)
  %337 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 7, !dbg !772
  %338 = load i32, ptr %337, align 4, !dbg !772, !tbaa !332
  %339 = zext i32 %338 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  br label %378, !dbg !779

340:                                              ; preds = %313
  %341 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %342 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %305, i32 noundef signext %341, i32 noundef signext 0), !dbg !780
    #dbg_value(i64 1, !295, !DIExpression(), !298)
  %343 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 1, !dbg !772
  %344 = load i32, ptr %343, align 4, !dbg !772, !tbaa !332
  %345 = zext i32 %344 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %346 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %347 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %306, i32 noundef signext %346, i32 noundef signext 1), !dbg !780
    #dbg_value(i64 2, !295, !DIExpression(), !298)
  %348 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 2, !dbg !772
  %349 = load i32, ptr %348, align 4, !dbg !772, !tbaa !332
  %350 = zext i32 %349 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %351 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %352 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %307, i32 noundef signext %351, i32 noundef signext 2), !dbg !780
    #dbg_value(i64 3, !295, !DIExpression(), !298)
  %353 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 3, !dbg !772
  %354 = load i32, ptr %353, align 4, !dbg !772, !tbaa !332
  %355 = zext i32 %354 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %356 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %357 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %308, i32 noundef signext %356, i32 noundef signext 3), !dbg !780
    #dbg_value(i64 4, !295, !DIExpression(), !298)
  %358 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 4, !dbg !772
  %359 = load i32, ptr %358, align 4, !dbg !772, !tbaa !332
  %360 = zext i32 %359 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %361 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %362 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %309, i32 noundef signext %361, i32 noundef signext 4), !dbg !780
    #dbg_value(i64 5, !295, !DIExpression(), !298)
  %363 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 5, !dbg !772
  %364 = load i32, ptr %363, align 4, !dbg !772, !tbaa !332
  %365 = zext i32 %364 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %366 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %367 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %310, i32 noundef signext %366, i32 noundef signext 5), !dbg !780
    #dbg_value(i64 6, !295, !DIExpression(), !298)
  %368 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 6, !dbg !772
  %369 = load i32, ptr %368, align 4, !dbg !772, !tbaa !332
  %370 = zext i32 %369 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %370, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %371 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %372 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %311, i32 noundef signext %371, i32 noundef signext 6), !dbg !780
    #dbg_value(i64 7, !295, !DIExpression(), !298)
  %373 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %304, i64 %314, i64 7, !dbg !772
  %374 = load i32, ptr %373, align 4, !dbg !772, !tbaa !332
  %375 = zext i32 %374 to i64, !dbg !772
  tail call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.16, i32 noundef signext %20), !dbg !778
  %376 = trunc nuw nsw i64 %314 to i32, !dbg !780
  %377 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %312, i32 noundef signext %376, i32 noundef signext 7), !dbg !780
  br label %378, !dbg !780

378:                                              ; preds = %318, %340
    #dbg_value(i64 8, !295, !DIExpression(), !298)
  %379 = add nuw nsw i64 %314, 1, !dbg !782
    #dbg_value(i64 %379, !294, !DIExpression(), !298)
  %380 = icmp eq i64 %379, 4, !dbg !783
  br i1 %380, label %381, label %313, !dbg !768, !llvm.loop !784

381:                                              ; preds = %378
  %382 = add nuw nsw i64 %304, 1, !dbg !786
    #dbg_value(i64 %382, !293, !DIExpression(), !298)
  %383 = icmp eq i64 %382, 8, !dbg !787
  br i1 %383, label %384, label %303, !dbg !766, !llvm.loop !788

384:                                              ; preds = %381
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef signext %20), !dbg !790
  %385 = load volatile i16, ptr @g_481, align 2, !dbg !791, !tbaa !743
  %386 = sext i16 %385 to i64, !dbg !791
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.18, i32 noundef signext %20), !dbg !792
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef signext %20), !dbg !793
  %387 = load volatile i32, ptr @g_794, align 4, !dbg !794, !tbaa !332
  %388 = sext i32 %387 to i64, !dbg !794
  tail call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.20, i32 noundef signext %20), !dbg !795
    #dbg_value(i64 0, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  br i1 %19, label %389, label %390, !dbg !800

389:                                              ; preds = %384
    #dbg_value(i64 1, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 2, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 3, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 4, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 5, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 6, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 7, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 8, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i64 9, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
    #dbg_value(i32 poison, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef signext %20), !dbg !801
  br label %402, !dbg !805

390:                                              ; preds = %384
  %391 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0), !dbg !806
    #dbg_value(i64 1, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %392 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 1), !dbg !806
    #dbg_value(i64 2, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %393 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 2), !dbg !806
    #dbg_value(i64 3, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %394 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 3), !dbg !806
    #dbg_value(i64 4, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %395 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 4), !dbg !806
    #dbg_value(i64 5, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %396 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 5), !dbg !806
    #dbg_value(i64 6, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %397 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 6), !dbg !806
    #dbg_value(i64 7, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %398 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 7), !dbg !806
    #dbg_value(i64 8, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %399 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 8), !dbg !806
    #dbg_value(i64 9, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef signext %20), !dbg !796
  %400 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 9), !dbg !806
    #dbg_value(i32 poison, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef signext %20), !dbg !801
  %401 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0), !dbg !808
  br label %402, !dbg !808

402:                                              ; preds = %389, %390
    #dbg_value(i32 poison, !293, !DIExpression(), !298)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef signext %20), !dbg !810
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef signext %20), !dbg !811
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef signext %20), !dbg !812
  %403 = load volatile i16, ptr @g_925, align 2, !dbg !813, !tbaa !743
  %404 = sext i16 %403 to i64, !dbg !813
  tail call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.26, i32 noundef signext %20), !dbg !814
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef signext %20), !dbg !815
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef signext %20), !dbg !816
    #dbg_value(i32 0, !293, !DIExpression(), !298)
  br label %405, !dbg !817

405:                                              ; preds = %402, %478
  %406 = phi i64 [ 0, %402 ], [ %479, %478 ]
    #dbg_value(i64 %406, !293, !DIExpression(), !298)
    #dbg_value(i64 0, !294, !DIExpression(), !298)
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
  %407 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 0, !dbg !819
  %408 = load i16, ptr %407, align 2, !dbg !819, !tbaa !743
  %409 = zext i16 %408 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %409, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  br i1 %19, label %410, label %435, !dbg !829

410:                                              ; preds = %405
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  %411 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 1, !dbg !819
  %412 = load i16, ptr %411, align 2, !dbg !819, !tbaa !743
  %413 = zext i16 %412 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 2, !294, !DIExpression(), !298)
  %414 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 2, !dbg !819
  %415 = load i16, ptr %414, align 2, !dbg !819, !tbaa !743
  %416 = zext i16 %415 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %416, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 3, !294, !DIExpression(), !298)
  %417 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 3, !dbg !819
  %418 = load i16, ptr %417, align 2, !dbg !819, !tbaa !743
  %419 = zext i16 %418 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 4, !294, !DIExpression(), !298)
  %420 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 4, !dbg !819
  %421 = load i16, ptr %420, align 2, !dbg !819, !tbaa !743
  %422 = zext i16 %421 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %422, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 5, !294, !DIExpression(), !298)
  %423 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 5, !dbg !819
  %424 = load i16, ptr %423, align 2, !dbg !819, !tbaa !743
  %425 = zext i16 %424 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %425, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 6, !294, !DIExpression(), !298)
  %426 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 6, !dbg !819
  %427 = load i16, ptr %426, align 2, !dbg !819, !tbaa !743
  %428 = zext i16 %427 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 7, !294, !DIExpression(), !298)
  %429 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 7, !dbg !819
  %430 = load i16, ptr %429, align 2, !dbg !819, !tbaa !743
  %431 = zext i16 %430 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %431, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
    #dbg_value(i64 8, !294, !DIExpression(), !298)
  %432 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 8, !dbg !819
  %433 = load i16, ptr %432, align 2, !dbg !819, !tbaa !743
  %434 = zext i16 %433 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %434, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  br label %478, !dbg !829

435:                                              ; preds = %405
  %436 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %437 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %436, i32 noundef signext 0, i32 noundef signext 0), !dbg !830
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 1, !294, !DIExpression(), !298)
  %438 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 1, !dbg !819
  %439 = load i16, ptr %438, align 2, !dbg !819, !tbaa !743
  %440 = zext i16 %439 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %440, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %441 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %442 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %441, i32 noundef signext 1, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 2, !294, !DIExpression(), !298)
  %443 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 2, !dbg !819
  %444 = load i16, ptr %443, align 2, !dbg !819, !tbaa !743
  %445 = zext i16 %444 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %445, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %446 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %447 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %446, i32 noundef signext 2, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 3, !294, !DIExpression(), !298)
  %448 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 3, !dbg !819
  %449 = load i16, ptr %448, align 2, !dbg !819, !tbaa !743
  %450 = zext i16 %449 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %450, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %451 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %452 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %451, i32 noundef signext 3, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 4, !294, !DIExpression(), !298)
  %453 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 4, !dbg !819
  %454 = load i16, ptr %453, align 2, !dbg !819, !tbaa !743
  %455 = zext i16 %454 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %455, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %456 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %457 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %456, i32 noundef signext 4, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 5, !294, !DIExpression(), !298)
  %458 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 5, !dbg !819
  %459 = load i16, ptr %458, align 2, !dbg !819, !tbaa !743
  %460 = zext i16 %459 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %460, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %461 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %462 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %461, i32 noundef signext 5, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 6, !294, !DIExpression(), !298)
  %463 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 6, !dbg !819
  %464 = load i16, ptr %463, align 2, !dbg !819, !tbaa !743
  %465 = zext i16 %464 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %465, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %466 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %467 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %466, i32 noundef signext 6, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 7, !294, !DIExpression(), !298)
  %468 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 7, !dbg !819
  %469 = load i16, ptr %468, align 2, !dbg !819, !tbaa !743
  %470 = zext i16 %469 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %470, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %471 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %472 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %471, i32 noundef signext 7, i32 noundef signext 0), !dbg !830
    #dbg_value(i64 8, !294, !DIExpression(), !298)
  %473 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %406, i64 8, !dbg !819
  %474 = load i16, ptr %473, align 2, !dbg !819, !tbaa !743
  %475 = zext i16 %474 to i64, !dbg !819
  tail call fastcc void @transparent_crc(i64 noundef %475, ptr noundef nonnull @.str.29, i32 noundef signext %20), !dbg !828
  %476 = trunc nuw nsw i64 %406 to i32, !dbg !830
  %477 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %476, i32 noundef signext 8, i32 noundef signext 0), !dbg !830
  br label %478, !dbg !830

478:                                              ; preds = %410, %435
    #dbg_value(i32 poison, !295, !DIExpression(), !298)
    #dbg_value(i64 9, !294, !DIExpression(), !298)
  %479 = add nuw nsw i64 %406, 1, !dbg !832
    #dbg_value(i64 %479, !293, !DIExpression(), !298)
  %480 = icmp eq i64 %479, 9, !dbg !833
  br i1 %480, label %481, label %405, !dbg !817, !llvm.loop !834

481:                                              ; preds = %478
  %482 = load i32, ptr @g_1072, align 4, !dbg !836, !tbaa !332
  %483 = zext nneg i32 %482 to i64, !dbg !836
  tail call fastcc void @transparent_crc(i64 noundef %483, ptr noundef nonnull @.str.30, i32 noundef signext %20), !dbg !837
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef signext %20), !dbg !838
  %484 = load i32, ptr @crc32_context, align 4, !dbg !839, !tbaa !332
  %485 = xor i32 %484, -1, !dbg !840
    #dbg_value(i32 %485, !841, !DIExpression(), !847)
    #dbg_value(i32 %20, !846, !DIExpression(), !847)
  %486 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %485), !dbg !849
  ret i32 0, !dbg !850
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !851 {
    #dbg_value(i64 %0, !855, !DIExpression(), !858)
    #dbg_value(ptr %1, !856, !DIExpression(), !858)
    #dbg_value(i32 %2, !857, !DIExpression(), !858)
    #dbg_value(i64 %0, !859, !DIExpression(), !864)
    #dbg_value(i64 %0, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !871)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !873, !tbaa !332
  %5 = lshr i32 %4, 8, !dbg !874
  %6 = zext i32 %4 to i64, !dbg !875
  %7 = xor i64 %6, %0, !dbg !875
  %8 = and i64 %7, 255, !dbg !876
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !876
  %10 = load i32, ptr %9, align 4, !dbg !876, !tbaa !332
  %11 = xor i32 %5, %10, !dbg !877
  %12 = lshr i64 %0, 8, !dbg !878
    #dbg_value(i64 %12, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !879)
  %13 = lshr i32 %11, 8, !dbg !881
  %14 = zext i32 %11 to i64, !dbg !882
  %15 = xor i64 %12, %14, !dbg !882
  %16 = and i64 %15, 255, !dbg !883
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !883
  %18 = load i32, ptr %17, align 4, !dbg !883, !tbaa !332
  %19 = xor i32 %13, %18, !dbg !884
  %20 = lshr i64 %0, 16, !dbg !885
    #dbg_value(i64 %20, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !886)
  %21 = lshr i32 %19, 8, !dbg !888
  %22 = zext i32 %19 to i64, !dbg !889
  %23 = xor i64 %20, %22, !dbg !889
  %24 = and i64 %23, 255, !dbg !890
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !890
  %26 = load i32, ptr %25, align 4, !dbg !890, !tbaa !332
  %27 = xor i32 %21, %26, !dbg !891
  %28 = lshr i64 %0, 24, !dbg !892
    #dbg_value(i64 %28, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !893)
  %29 = lshr i32 %27, 8, !dbg !895
  %30 = zext i32 %27 to i64, !dbg !896
  %31 = xor i64 %28, %30, !dbg !896
  %32 = and i64 %31, 255, !dbg !897
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !897
  %34 = load i32, ptr %33, align 4, !dbg !897, !tbaa !332
  %35 = xor i32 %29, %34, !dbg !898
  %36 = lshr i64 %0, 32, !dbg !899
    #dbg_value(i64 %36, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !900)
  %37 = lshr i32 %35, 8, !dbg !902
  %38 = zext i32 %35 to i64, !dbg !903
  %39 = xor i64 %36, %38, !dbg !903
  %40 = and i64 %39, 255, !dbg !904
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !904
  %42 = load i32, ptr %41, align 4, !dbg !904, !tbaa !332
  %43 = xor i32 %37, %42, !dbg !905
  %44 = lshr i64 %0, 40, !dbg !906
    #dbg_value(i64 %44, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !907)
  %45 = lshr i32 %43, 8, !dbg !909
  %46 = zext i32 %43 to i64, !dbg !910
  %47 = xor i64 %44, %46, !dbg !910
  %48 = and i64 %47, 255, !dbg !911
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !911
  %50 = load i32, ptr %49, align 4, !dbg !911, !tbaa !332
  %51 = xor i32 %45, %50, !dbg !912
  %52 = lshr i64 %0, 48, !dbg !913
    #dbg_value(i64 %52, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !914)
  %53 = lshr i32 %51, 8, !dbg !916
  %54 = zext i32 %51 to i64, !dbg !917
  %55 = xor i64 %52, %54, !dbg !917
  %56 = and i64 %55, 255, !dbg !918
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !918
  %58 = load i32, ptr %57, align 4, !dbg !918, !tbaa !332
  %59 = xor i32 %53, %58, !dbg !919
  %60 = lshr i64 %0, 56, !dbg !920
    #dbg_value(i64 %60, !866, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !921)
  %61 = lshr i32 %59, 8, !dbg !923
  %62 = and i32 %59, 255, !dbg !924
  %63 = zext nneg i32 %62 to i64, !dbg !924
  %64 = xor i64 %60, %63, !dbg !924
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !924
  %66 = load i32, ptr %65, align 4, !dbg !924, !tbaa !332
  %67 = xor i32 %61, %66, !dbg !925
  store i32 %67, ptr @crc32_context, align 4, !dbg !926, !tbaa !332
  %68 = icmp eq i32 %2, 0, !dbg !927
  br i1 %68, label %73, label %69, !dbg !929

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !930
  %71 = zext i32 %70 to i64, !dbg !930
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !932
  br label %73, !dbg !933

73:                                               ; preds = %69, %3
  ret void, !dbg !934
}

; Function Attrs: nofree nounwind
declare !dbg !935 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!273, !274, !275, !276, !277, !279, !280, !281, !282, !283}
!llvm.ident = !{!284}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 17, type: !269, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1002.c", directory: ".", checksumkind: CSK_MD5, checksum: "35c9bbcff22a4209d7961fcb5e9f5b23")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !19, !24, !29, !31, !36, !41, !46, !51, !56, !58, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !105, !110, !112, !122, !131, !134, !139, !148, !155, !160, !167, !171, !174, !180, !0, !185, !188, !190, !196, !198, !202, !204, !209, !213, !217, !219, !221, !225, !227, !230, !232, !234, !238, !241, !246, !248, !250, !252, !254, !256, !260, !262, !264, !267}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 496, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 506, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 507, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 176, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 22)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 512, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 513, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 520, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 526, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 531, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 11)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 532, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 536, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 537, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 544, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 15)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 552, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 72, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 9)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 553, type: !33, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 556, type: !53, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 557, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 564, type: !60, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 570, type: !53, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 571, type: !53, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 572, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 573, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 576, type: !65, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 582, type: !65, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 586, type: !53, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 587, type: !53, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 588, type: !53, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 589, type: !53, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 590, type: !53, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 591, type: !53, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 598, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 16)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 604, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 56, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 7)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 605, type: !107, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !114, line: 47, type: !115, isLocal: true, isDefinition: true)
!114 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 8192, elements: !120)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !117, line: 26, baseType: !118)
!117 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !119, line: 42, baseType: !6)
!119 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!120 = !{!121}
!121 = !DISubrange(count: 256)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_582", scope: !2, file: !3, line: 47, type: !124, isLocal: true, isDefinition: true)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !128, line: 25, baseType: !129)
!128 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !119, line: 39, baseType: !130)
!130 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "g_583", scope: !2, file: !3, line: 46, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 384, elements: !54)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_215", scope: !2, file: !3, line: 29, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 4032, elements: !137)
!137 = !{!138, !109, !138}
!138 = !DISubrange(count: 3)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!140 = distinct !DIGlobalVariable(name: "g_456", scope: !2, file: !3, line: 38, type: !141, isLocal: true, isDefinition: true)
!141 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !128, line: 24, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !119, line: 37, baseType: !147)
!147 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_256", scope: !2, file: !3, line: 33, type: !150, isLocal: true, isDefinition: true)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !117, line: 24, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !119, line: 38, baseType: !154)
!154 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_257", scope: !2, file: !3, line: 32, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 2048, elements: !158)
!158 = !{!28, !159}
!159 = !DISubrange(count: 8)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_151", scope: !2, file: !3, line: 26, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !128, line: 26, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !119, line: 41, baseType: !166)
!166 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_152", scope: !2, file: !3, line: 25, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 16128, elements: !170)
!170 = !{!67, !109, !28}
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_243", scope: !2, file: !3, line: 31, type: !173, isLocal: true, isDefinition: true)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_694", scope: !2, file: !3, line: 55, type: !176, isLocal: true, isDefinition: true)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !117, line: 25, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !119, line: 40, baseType: !179)
!179 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !114, line: 114, type: !182, isLocal: true, isDefinition: true)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 288, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 36)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 18, type: !187, isLocal: true, isDefinition: true)
!187 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !164)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 19, type: !164, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 21, type: !192, isLocal: true, isDefinition: true)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 1280, elements: !193)
!193 = !{!28, !194, !195}
!194 = !DISubrange(count: 10)
!195 = !DISubrange(count: 1)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression(DW_OP_constu, 18446744073709530731, DW_OP_stack_value))
!197 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 22, type: !127, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_80", scope: !2, file: !3, line: 23, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 64, elements: !201)
!201 = !{!28, !13}
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 24, type: !152, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression(DW_OP_constu, 4634890305775129761, DW_OP_stack_value))
!205 = distinct !DIGlobalVariable(name: "g_163", scope: !2, file: !3, line: 27, type: !206, isLocal: true, isDefinition: true)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !117, line: 27, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !119, line: 45, baseType: !208)
!208 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_216", scope: !2, file: !3, line: 28, type: !211, isLocal: true, isDefinition: true)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 4032, elements: !212)
!212 = !{!28, !109, !67}
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "g_231", scope: !2, file: !3, line: 30, type: !215, isLocal: true, isDefinition: true)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 16, elements: !216)
!216 = !{!195}
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression(DW_OP_constu, 526168666, DW_OP_stack_value))
!218 = distinct !DIGlobalVariable(name: "g_316", scope: !2, file: !3, line: 34, type: !164, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_constu, 752, DW_OP_stack_value))
!220 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 36, type: !177, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 37, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 8192, elements: !224)
!224 = !{!159, !28, !159}
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_471", scope: !2, file: !3, line: 39, type: !177, isLocal: true, isDefinition: true)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(name: "g_481", scope: !2, file: !3, line: 42, type: !229, isLocal: true, isDefinition: true)
!229 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression(DW_OP_constu, 15119698493271297542, DW_OP_stack_value))
!231 = distinct !DIGlobalVariable(name: "g_683", scope: !2, file: !3, line: 54, type: !206, isLocal: true, isDefinition: true)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(name: "g_794", scope: !2, file: !3, line: 56, type: !187, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_821", scope: !2, file: !3, line: 57, type: !236, isLocal: true, isDefinition: true)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 160, elements: !237)
!237 = !{!194}
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_846", scope: !2, file: !3, line: 58, type: !240, isLocal: true, isDefinition: true)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 32, elements: !216)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(name: "g_905", scope: !2, file: !3, line: 59, type: !243, isLocal: true, isDefinition: true)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !128, line: 27, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !119, line: 44, baseType: !245)
!245 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "g_912", scope: !2, file: !3, line: 60, type: !243, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression(DW_OP_constu, 18446744073709535524, DW_OP_stack_value))
!249 = distinct !DIGlobalVariable(name: "g_921", scope: !2, file: !3, line: 61, type: !127, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_925", scope: !2, file: !3, line: 62, type: !229, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression(DW_OP_constu, 18446744073709547791, DW_OP_stack_value))
!253 = distinct !DIGlobalVariable(name: "g_926", scope: !2, file: !3, line: 63, type: !177, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!255 = distinct !DIGlobalVariable(name: "g_965", scope: !2, file: !3, line: 65, type: !116, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(name: "g_1034", scope: !2, file: !3, line: 67, type: !258, isLocal: true, isDefinition: true)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 1296, elements: !259)
!259 = !{!67, !67, !195}
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_1072", scope: !2, file: !3, line: 69, type: !164, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!263 = distinct !DIGlobalVariable(name: "g_1078", scope: !2, file: !3, line: 70, type: !152, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !266, line: 56, type: !60, isLocal: true, isDefinition: true)
!266 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !114, line: 48, type: !116, isLocal: true, isDefinition: true)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !187, size: 5120, elements: !270)
!270 = !{!159, !194, !13}
!271 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 1, DW_OP_plus, DW_OP_stack_value))
!272 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 8))
!273 = !{i32 7, !"Dwarf Version", i32 5}
!274 = !{i32 2, !"Debug Info Version", i32 3}
!275 = !{i32 1, !"wchar_size", i32 4}
!276 = !{i32 1, !"target-abi", !"lp64d"}
!277 = !{i32 6, !"riscv-isa", !278}
!278 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!279 = !{i32 8, !"PIC Level", i32 2}
!280 = !{i32 7, !"PIE Level", i32 2}
!281 = !{i32 7, !"uwtable", i32 2}
!282 = !{i32 8, !"SmallDataLimit", i32 8}
!283 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!284 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!285 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 492, type: !286, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!286 = !DISubroutineType(types: !287)
!287 = !{!166, !166, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!290 = !{!291, !292, !293, !294, !295, !296}
!291 = !DILocalVariable(name: "argc", arg: 1, scope: !285, file: !3, line: 492, type: !166)
!292 = !DILocalVariable(name: "argv", arg: 2, scope: !285, file: !3, line: 492, type: !288)
!293 = !DILocalVariable(name: "i", scope: !285, file: !3, line: 494, type: !166)
!294 = !DILocalVariable(name: "j", scope: !285, file: !3, line: 494, type: !166)
!295 = !DILocalVariable(name: "k", scope: !285, file: !3, line: 494, type: !166)
!296 = !DILocalVariable(name: "print_hash_value", scope: !285, file: !3, line: 495, type: !166)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 0, scope: !285)
!299 = !DILocation(line: 496, column: 14, scope: !300)
!300 = distinct !DILexicalBlock(scope: !285, file: !3, line: 496, column: 9)
!301 = !DILocation(line: 496, column: 19, scope: !300)
!302 = !DILocation(line: 496, column: 29, scope: !300)
!303 = !{!304, !304, i64 0}
!304 = !{!"any pointer", !305, i64 0}
!305 = !{!"omnipotent char", !306, i64 0}
!306 = !{!"Simple C/C++ TBAA"}
!307 = !DILocation(line: 496, column: 43, scope: !300)
!308 = !DILocation(line: 496, column: 9, scope: !285)
!309 = !DILocalVariable(name: "poly", scope: !310, file: !114, line: 54, type: !317)
!310 = distinct !DISubprogram(name: "crc32_gentab", scope: !114, file: !114, line: 51, type: !311, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{null}
!313 = !{!314, !309, !315, !316}
!314 = !DILocalVariable(name: "crc", scope: !310, file: !114, line: 53, type: !116)
!315 = !DILocalVariable(name: "i", scope: !310, file: !114, line: 55, type: !166)
!316 = !DILocalVariable(name: "j", scope: !310, file: !114, line: 55, type: !166)
!317 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!318 = !DILocation(line: 0, scope: !310, inlinedAt: !319)
!319 = distinct !DILocation(line: 498, column: 5, scope: !285)
!320 = !DILocation(line: 57, column: 2, scope: !321, inlinedAt: !319)
!321 = distinct !DILexicalBlock(scope: !310, file: !114, line: 57, column: 2)
!322 = !DILocation(line: 60, column: 12, scope: !323, inlinedAt: !319)
!323 = distinct !DILexicalBlock(scope: !324, file: !114, line: 60, column: 8)
!324 = distinct !DILexicalBlock(scope: !325, file: !114, line: 59, column: 27)
!325 = distinct !DILexicalBlock(scope: !326, file: !114, line: 59, column: 3)
!326 = distinct !DILexicalBlock(scope: !327, file: !114, line: 59, column: 3)
!327 = distinct !DILexicalBlock(scope: !328, file: !114, line: 57, column: 28)
!328 = distinct !DILexicalBlock(scope: !321, file: !114, line: 57, column: 2)
!329 = !DILocation(line: 60, column: 8, scope: !324, inlinedAt: !319)
!330 = !DILocation(line: 66, column: 3, scope: !327, inlinedAt: !319)
!331 = !DILocation(line: 66, column: 16, scope: !327, inlinedAt: !319)
!332 = !{!333, !333, i64 0}
!333 = !{!"int", !305, i64 0}
!334 = !DILocation(line: 57, column: 24, scope: !328, inlinedAt: !319)
!335 = !DILocation(line: 57, column: 16, scope: !328, inlinedAt: !319)
!336 = distinct !{!336, !320, !337, !338}
!337 = !DILocation(line: 67, column: 2, scope: !321, inlinedAt: !319)
!338 = !{!"llvm.loop.mustprogress"}
!339 = !DILocalVariable(name: "l_1059", scope: !340, file: !3, line: 97, type: !434)
!340 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 86, type: !341, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !343)
!341 = !DISubroutineType(types: !342)
!342 = !{!177}
!343 = !{!344, !347, !348, !350, !351, !354, !357, !358, !360, !339, !362, !363, !365, !368, !370, !372, !375, !378, !379, !380, !383, !385, !387, !389, !391, !392, !393, !394, !399, !400, !401, !402, !403, !404, !405, !406, !407, !408, !411, !413, !415, !416, !417, !419, !420, !421, !422, !428, !429, !431, !432, !433}
!344 = !DILocalVariable(name: "l_2", scope: !340, file: !3, line: 88, type: !345)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1568, elements: !346)
!346 = !{!109, !109, !13}
!347 = !DILocalVariable(name: "l_12", scope: !340, file: !3, line: 89, type: !164)
!348 = !DILocalVariable(name: "l_1004", scope: !340, file: !3, line: 90, type: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!350 = !DILocalVariable(name: "l_1032", scope: !340, file: !3, line: 91, type: !206)
!351 = !DILocalVariable(name: "l_1035", scope: !340, file: !3, line: 92, type: !352)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 3584, elements: !353)
!353 = !{!159, !195, !109}
!354 = !DILocalVariable(name: "l_1040", scope: !340, file: !3, line: 93, type: !355)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 5120, elements: !356)
!356 = !{!28, !194, !28}
!357 = !DILocalVariable(name: "l_1041", scope: !340, file: !3, line: 94, type: !164)
!358 = !DILocalVariable(name: "l_1049", scope: !340, file: !3, line: 95, type: !359)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 144, elements: !66)
!360 = !DILocalVariable(name: "l_1055", scope: !340, file: !3, line: 96, type: !361)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!362 = !DILocalVariable(name: "l_1080", scope: !340, file: !3, line: 98, type: !243)
!363 = !DILocalVariable(name: "l_1087", scope: !340, file: !3, line: 99, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!365 = !DILocalVariable(name: "l_1090", scope: !340, file: !3, line: 100, type: !366)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!368 = !DILocalVariable(name: "l_1089", scope: !340, file: !3, line: 101, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64)
!370 = !DILocalVariable(name: "l_1088", scope: !340, file: !3, line: 102, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64)
!372 = !DILocalVariable(name: "l_1093", scope: !340, file: !3, line: 103, type: !373)
!373 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 96, elements: !374)
!374 = !{!138}
!375 = !DILocalVariable(name: "l_1094", scope: !340, file: !3, line: 104, type: !376)
!376 = !DICompositeType(tag: DW_TAG_array_type, baseType: !349, size: 512, elements: !377)
!377 = !{!159}
!378 = !DILocalVariable(name: "l_1095", scope: !340, file: !3, line: 105, type: !243)
!379 = !DILocalVariable(name: "l_1096", scope: !340, file: !3, line: 106, type: !163)
!380 = !DILocalVariable(name: "l_1097", scope: !340, file: !3, line: 107, type: !381)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 1792, elements: !382)
!382 = !{!109, !28}
!383 = !DILocalVariable(name: "l_1101", scope: !340, file: !3, line: 108, type: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!385 = !DILocalVariable(name: "l_1100", scope: !340, file: !3, line: 109, type: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!387 = !DILocalVariable(name: "l_1099", scope: !340, file: !3, line: 110, type: !388)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!389 = !DILocalVariable(name: "l_1098", scope: !340, file: !3, line: 111, type: !390)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!391 = !DILocalVariable(name: "i", scope: !340, file: !3, line: 112, type: !166)
!392 = !DILocalVariable(name: "j", scope: !340, file: !3, line: 112, type: !166)
!393 = !DILocalVariable(name: "k", scope: !340, file: !3, line: 112, type: !166)
!394 = !DILocalVariable(name: "l_6", scope: !395, file: !3, line: 117, type: !398)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 116, column: 5)
!396 = distinct !DILexicalBlock(scope: !397, file: !3, line: 115, column: 5)
!397 = distinct !DILexicalBlock(scope: !340, file: !3, line: 115, column: 5)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!399 = !DILocalVariable(name: "l_8", scope: !395, file: !3, line: 118, type: !398)
!400 = !DILocalVariable(name: "l_9", scope: !395, file: !3, line: 119, type: !163)
!401 = !DILocalVariable(name: "l_10", scope: !395, file: !3, line: 120, type: !163)
!402 = !DILocalVariable(name: "l_13", scope: !395, file: !3, line: 121, type: !163)
!403 = !DILocalVariable(name: "l_14", scope: !395, file: !3, line: 122, type: !163)
!404 = !DILocalVariable(name: "l_15", scope: !395, file: !3, line: 123, type: !163)
!405 = !DILocalVariable(name: "l_16", scope: !395, file: !3, line: 124, type: !164)
!406 = !DILocalVariable(name: "l_17", scope: !395, file: !3, line: 125, type: !163)
!407 = !DILocalVariable(name: "l_18", scope: !395, file: !3, line: 126, type: !163)
!408 = !DILocalVariable(name: "l_19", scope: !395, file: !3, line: 127, type: !409)
!409 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 13440, elements: !410)
!410 = !{!109, !138, !194}
!411 = !DILocalVariable(name: "l_20", scope: !395, file: !3, line: 128, type: !412)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 256, elements: !27)
!413 = !DILocalVariable(name: "l_1005", scope: !395, file: !3, line: 129, type: !414)
!414 = !DICompositeType(tag: DW_TAG_array_type, baseType: !349, size: 576, elements: !66)
!415 = !DILocalVariable(name: "l_1036", scope: !395, file: !3, line: 130, type: !164)
!416 = !DILocalVariable(name: "l_1038", scope: !395, file: !3, line: 131, type: !164)
!417 = !DILocalVariable(name: "l_1056", scope: !395, file: !3, line: 132, type: !418)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 512, elements: !377)
!419 = !DILocalVariable(name: "i", scope: !395, file: !3, line: 133, type: !166)
!420 = !DILocalVariable(name: "j", scope: !395, file: !3, line: 133, type: !166)
!421 = !DILocalVariable(name: "k", scope: !395, file: !3, line: 133, type: !166)
!422 = !DILocalVariable(name: "l_23", scope: !423, file: !3, line: 138, type: !426)
!423 = distinct !DILexicalBlock(scope: !424, file: !3, line: 137, column: 9)
!424 = distinct !DILexicalBlock(scope: !425, file: !3, line: 136, column: 9)
!425 = distinct !DILexicalBlock(scope: !395, file: !3, line: 136, column: 9)
!426 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1280, elements: !427)
!427 = !{!13, !40, !159}
!428 = !DILocalVariable(name: "l_40", scope: !423, file: !3, line: 139, type: !163)
!429 = !DILocalVariable(name: "l_339", scope: !423, file: !3, line: 140, type: !430)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 384, elements: !54)
!431 = !DILocalVariable(name: "i", scope: !423, file: !3, line: 141, type: !166)
!432 = !DILocalVariable(name: "j", scope: !423, file: !3, line: 141, type: !166)
!433 = !DILocalVariable(name: "k", scope: !423, file: !3, line: 141, type: !166)
!434 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !398)
!435 = !DILocation(line: 0, scope: !340, inlinedAt: !436)
!436 = distinct !DILocation(line: 499, column: 5, scope: !285)
!437 = !DILocation(line: 97, column: 5, scope: !340, inlinedAt: !436)
!438 = !DILocation(line: 97, column: 33, scope: !340, inlinedAt: !436)
!439 = distinct !DIAssignID()
!440 = distinct !DIAssignID()
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 0, scope: !395, inlinedAt: !436)
!443 = distinct !DIAssignID()
!444 = distinct !DIAssignID()
!445 = distinct !DIAssignID()
!446 = distinct !DIAssignID()
!447 = distinct !DIAssignID()
!448 = distinct !DIAssignID()
!449 = distinct !DIAssignID()
!450 = distinct !DIAssignID()
!451 = distinct !DIAssignID()
!452 = distinct !DIAssignID()
!453 = distinct !DIAssignID()
!454 = distinct !DIAssignID()
!455 = distinct !DIAssignID()
!456 = distinct !DIAssignID()
!457 = distinct !DIAssignID()
!458 = distinct !DIAssignID()
!459 = distinct !DIAssignID()
!460 = distinct !DIAssignID()
!461 = distinct !DIAssignID()
!462 = distinct !DIAssignID()
!463 = distinct !DIAssignID()
!464 = distinct !DIAssignID()
!465 = distinct !DIAssignID()
!466 = distinct !DIAssignID()
!467 = distinct !DIAssignID()
!468 = distinct !DIAssignID()
!469 = distinct !DIAssignID()
!470 = distinct !DIAssignID()
!471 = distinct !DIAssignID()
!472 = distinct !DIAssignID()
!473 = distinct !DIAssignID()
!474 = distinct !DIAssignID()
!475 = distinct !DIAssignID()
!476 = distinct !DIAssignID()
!477 = distinct !DIAssignID()
!478 = distinct !DIAssignID()
!479 = distinct !DIAssignID()
!480 = distinct !DIAssignID()
!481 = distinct !DIAssignID()
!482 = distinct !DIAssignID()
!483 = distinct !DIAssignID()
!484 = distinct !DIAssignID()
!485 = distinct !DIAssignID()
!486 = distinct !DIAssignID()
!487 = distinct !DIAssignID()
!488 = distinct !DIAssignID()
!489 = distinct !DIAssignID()
!490 = distinct !DIAssignID()
!491 = distinct !DIAssignID()
!492 = distinct !DIAssignID()
!493 = distinct !DIAssignID()
!494 = distinct !DIAssignID()
!495 = distinct !DIAssignID()
!496 = distinct !DIAssignID()
!497 = distinct !DIAssignID()
!498 = distinct !DIAssignID()
!499 = distinct !DIAssignID()
!500 = distinct !DIAssignID()
!501 = distinct !DIAssignID()
!502 = distinct !DIAssignID()
!503 = distinct !DIAssignID()
!504 = distinct !DIAssignID()
!505 = distinct !DIAssignID()
!506 = distinct !DIAssignID()
!507 = distinct !DIAssignID()
!508 = distinct !DIAssignID()
!509 = distinct !DIAssignID()
!510 = distinct !DIAssignID()
!511 = distinct !DIAssignID()
!512 = distinct !DIAssignID()
!513 = distinct !DIAssignID()
!514 = distinct !DIAssignID()
!515 = distinct !DIAssignID()
!516 = distinct !DIAssignID()
!517 = distinct !DIAssignID()
!518 = distinct !DIAssignID()
!519 = distinct !DIAssignID()
!520 = distinct !DIAssignID()
!521 = distinct !DIAssignID()
!522 = distinct !DIAssignID()
!523 = distinct !DIAssignID()
!524 = distinct !DIAssignID()
!525 = distinct !DIAssignID()
!526 = distinct !DIAssignID()
!527 = distinct !DIAssignID()
!528 = distinct !DIAssignID()
!529 = distinct !DIAssignID()
!530 = distinct !DIAssignID()
!531 = distinct !DIAssignID()
!532 = distinct !DIAssignID()
!533 = distinct !DIAssignID()
!534 = distinct !DIAssignID()
!535 = distinct !DIAssignID()
!536 = distinct !DIAssignID()
!537 = distinct !DIAssignID()
!538 = distinct !DIAssignID()
!539 = distinct !DIAssignID()
!540 = distinct !DIAssignID()
!541 = distinct !DIAssignID()
!542 = distinct !DIAssignID()
!543 = distinct !DIAssignID()
!544 = distinct !DIAssignID()
!545 = distinct !DIAssignID()
!546 = distinct !DIAssignID()
!547 = distinct !DIAssignID()
!548 = distinct !DIAssignID()
!549 = distinct !DIAssignID()
!550 = distinct !DIAssignID()
!551 = distinct !DIAssignID()
!552 = distinct !DIAssignID()
!553 = distinct !DIAssignID()
!554 = distinct !DIAssignID()
!555 = distinct !DIAssignID()
!556 = distinct !DIAssignID()
!557 = distinct !DIAssignID()
!558 = distinct !DIAssignID()
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = distinct !DIAssignID()
!563 = distinct !DIAssignID()
!564 = distinct !DIAssignID()
!565 = distinct !DIAssignID()
!566 = distinct !DIAssignID()
!567 = distinct !DIAssignID()
!568 = distinct !DIAssignID()
!569 = distinct !DIAssignID()
!570 = distinct !DIAssignID()
!571 = distinct !DIAssignID()
!572 = distinct !DIAssignID()
!573 = distinct !DIAssignID()
!574 = distinct !DIAssignID()
!575 = distinct !DIAssignID()
!576 = distinct !DIAssignID()
!577 = distinct !DIAssignID()
!578 = distinct !DIAssignID()
!579 = distinct !DIAssignID()
!580 = distinct !DIAssignID()
!581 = distinct !DIAssignID()
!582 = distinct !DIAssignID()
!583 = distinct !DIAssignID()
!584 = distinct !DIAssignID()
!585 = distinct !DIAssignID()
!586 = distinct !DIAssignID()
!587 = distinct !DIAssignID()
!588 = distinct !DIAssignID()
!589 = distinct !DIAssignID()
!590 = distinct !DIAssignID()
!591 = distinct !DIAssignID()
!592 = distinct !DIAssignID()
!593 = distinct !DIAssignID()
!594 = distinct !DIAssignID()
!595 = distinct !DIAssignID()
!596 = distinct !DIAssignID()
!597 = distinct !DIAssignID()
!598 = distinct !DIAssignID()
!599 = distinct !DIAssignID()
!600 = distinct !DIAssignID()
!601 = distinct !DIAssignID()
!602 = distinct !DIAssignID()
!603 = distinct !DIAssignID()
!604 = distinct !DIAssignID()
!605 = distinct !DIAssignID()
!606 = distinct !DIAssignID()
!607 = distinct !DIAssignID()
!608 = distinct !DIAssignID()
!609 = distinct !DIAssignID()
!610 = distinct !DIAssignID()
!611 = distinct !DIAssignID()
!612 = distinct !DIAssignID()
!613 = distinct !DIAssignID()
!614 = distinct !DIAssignID()
!615 = distinct !DIAssignID()
!616 = distinct !DIAssignID()
!617 = distinct !DIAssignID()
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = distinct !DIAssignID()
!621 = distinct !DIAssignID()
!622 = distinct !DIAssignID()
!623 = distinct !DIAssignID()
!624 = distinct !DIAssignID()
!625 = distinct !DIAssignID()
!626 = distinct !DIAssignID()
!627 = distinct !DIAssignID()
!628 = distinct !DIAssignID()
!629 = distinct !DIAssignID()
!630 = distinct !DIAssignID()
!631 = distinct !DIAssignID()
!632 = distinct !DIAssignID()
!633 = distinct !DIAssignID()
!634 = distinct !DIAssignID()
!635 = distinct !DIAssignID()
!636 = distinct !DIAssignID()
!637 = distinct !DIAssignID()
!638 = distinct !DIAssignID()
!639 = distinct !DIAssignID()
!640 = distinct !DIAssignID()
!641 = distinct !DIAssignID()
!642 = distinct !DIAssignID()
!643 = distinct !DIAssignID()
!644 = distinct !DIAssignID()
!645 = distinct !DIAssignID()
!646 = distinct !DIAssignID()
!647 = distinct !DIAssignID()
!648 = distinct !DIAssignID()
!649 = distinct !DIAssignID()
!650 = distinct !DIAssignID()
!651 = distinct !DIAssignID()
!652 = distinct !DIAssignID()
!653 = distinct !DIAssignID()
!654 = distinct !DIAssignID()
!655 = distinct !DIAssignID()
!656 = !DILocation(line: 134, column: 18, scope: !395, inlinedAt: !436)
!657 = !DILocation(line: 134, column: 16, scope: !395, inlinedAt: !436)
!658 = !DILocation(line: 115, scope: !397, inlinedAt: !436)
!659 = !DILocation(line: 150, column: 260, scope: !340, inlinedAt: !436)
!660 = !DILocation(line: 150, column: 259, scope: !340, inlinedAt: !436)
!661 = !DILocation(line: 150, column: 15, scope: !340, inlinedAt: !436)
!662 = !DILocation(line: 151, column: 37, scope: !340, inlinedAt: !436)
!663 = !DILocation(line: 151, column: 36, scope: !340, inlinedAt: !436)
!664 = !DILocation(line: 151, column: 58, scope: !340, inlinedAt: !436)
!665 = !{!305, !305, i64 0}
!666 = !DILocation(line: 151, column: 47, scope: !340, inlinedAt: !436)
!667 = !DILocation(line: 151, column: 45, scope: !340, inlinedAt: !436)
!668 = !DILocation(line: 151, column: 32, scope: !340, inlinedAt: !436)
!669 = !DILocation(line: 154, column: 1, scope: !340, inlinedAt: !436)
!670 = !DILocation(line: 500, column: 5, scope: !671)
!671 = distinct !DILexicalBlock(scope: !285, file: !3, line: 500, column: 5)
!672 = !DILocation(line: 502, column: 9, scope: !673)
!673 = distinct !DILexicalBlock(scope: !674, file: !3, line: 502, column: 9)
!674 = distinct !DILexicalBlock(scope: !675, file: !3, line: 501, column: 5)
!675 = distinct !DILexicalBlock(scope: !671, file: !3, line: 500, column: 5)
!676 = !DILocation(line: 506, column: 33, scope: !677)
!677 = distinct !DILexicalBlock(scope: !678, file: !3, line: 505, column: 13)
!678 = distinct !DILexicalBlock(scope: !679, file: !3, line: 504, column: 13)
!679 = distinct !DILexicalBlock(scope: !680, file: !3, line: 504, column: 13)
!680 = distinct !DILexicalBlock(scope: !681, file: !3, line: 503, column: 9)
!681 = distinct !DILexicalBlock(scope: !673, file: !3, line: 502, column: 9)
!682 = !DILocation(line: 506, column: 17, scope: !677)
!683 = !DILocation(line: 507, column: 21, scope: !677)
!684 = !DILocation(line: 507, column: 39, scope: !685)
!685 = distinct !DILexicalBlock(scope: !677, file: !3, line: 507, column: 21)
!686 = !DILocation(line: 502, column: 30, scope: !681)
!687 = !DILocation(line: 502, column: 23, scope: !681)
!688 = distinct !{!688, !672, !689, !338}
!689 = !DILocation(line: 510, column: 9, scope: !673)
!690 = !DILocation(line: 500, column: 25, scope: !675)
!691 = !DILocation(line: 500, column: 19, scope: !675)
!692 = distinct !{!692, !670, !693, !338}
!693 = !DILocation(line: 511, column: 5, scope: !671)
!694 = !DILocation(line: 512, column: 21, scope: !285)
!695 = !DILocation(line: 512, column: 5, scope: !285)
!696 = !DILocation(line: 513, column: 21, scope: !285)
!697 = !DILocation(line: 513, column: 5, scope: !285)
!698 = !DILocation(line: 514, column: 5, scope: !699)
!699 = distinct !DILexicalBlock(scope: !285, file: !3, line: 514, column: 5)
!700 = !DILocation(line: 520, column: 33, scope: !701)
!701 = distinct !DILexicalBlock(scope: !702, file: !3, line: 519, column: 13)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 518, column: 13)
!703 = distinct !DILexicalBlock(scope: !704, file: !3, line: 518, column: 13)
!704 = distinct !DILexicalBlock(scope: !705, file: !3, line: 517, column: 9)
!705 = distinct !DILexicalBlock(scope: !706, file: !3, line: 516, column: 9)
!706 = distinct !DILexicalBlock(scope: !707, file: !3, line: 516, column: 9)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 515, column: 5)
!708 = distinct !DILexicalBlock(scope: !699, file: !3, line: 514, column: 5)
!709 = !DILocation(line: 520, column: 17, scope: !701)
!710 = !DILocation(line: 521, column: 21, scope: !701)
!711 = !DILocation(line: 521, column: 39, scope: !712)
!712 = distinct !DILexicalBlock(scope: !701, file: !3, line: 521, column: 21)
!713 = !DILocation(line: 514, column: 25, scope: !708)
!714 = !DILocation(line: 514, column: 19, scope: !708)
!715 = distinct !{!715, !698, !716, !338}
!716 = !DILocation(line: 525, column: 5, scope: !699)
!717 = !DILocation(line: 526, column: 5, scope: !285)
!718 = !DILocation(line: 531, column: 29, scope: !719)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 530, column: 9)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 529, column: 9)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 529, column: 9)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 528, column: 5)
!723 = distinct !DILexicalBlock(scope: !724, file: !3, line: 527, column: 5)
!724 = distinct !DILexicalBlock(scope: !285, file: !3, line: 527, column: 5)
!725 = !DILocation(line: 531, column: 13, scope: !719)
!726 = !DILocation(line: 532, column: 17, scope: !719)
!727 = !DILocation(line: 532, column: 35, scope: !728)
!728 = distinct !DILexicalBlock(scope: !719, file: !3, line: 532, column: 17)
!729 = !DILocation(line: 536, column: 5, scope: !285)
!730 = !DILocation(line: 537, column: 5, scope: !285)
!731 = !DILocation(line: 538, column: 5, scope: !732)
!732 = distinct !DILexicalBlock(scope: !285, file: !3, line: 538, column: 5)
!733 = !DILocation(line: 540, column: 9, scope: !734)
!734 = distinct !DILexicalBlock(scope: !735, file: !3, line: 540, column: 9)
!735 = distinct !DILexicalBlock(scope: !736, file: !3, line: 539, column: 5)
!736 = distinct !DILexicalBlock(scope: !732, file: !3, line: 538, column: 5)
!737 = !DILocation(line: 544, column: 33, scope: !738)
!738 = distinct !DILexicalBlock(scope: !739, file: !3, line: 543, column: 13)
!739 = distinct !DILexicalBlock(scope: !740, file: !3, line: 542, column: 13)
!740 = distinct !DILexicalBlock(scope: !741, file: !3, line: 542, column: 13)
!741 = distinct !DILexicalBlock(scope: !742, file: !3, line: 541, column: 9)
!742 = distinct !DILexicalBlock(scope: !734, file: !3, line: 540, column: 9)
!743 = !{!744, !744, i64 0}
!744 = !{!"short", !305, i64 0}
!745 = !DILocation(line: 544, column: 17, scope: !738)
!746 = !DILocation(line: 545, column: 21, scope: !738)
!747 = !DILocation(line: 545, column: 39, scope: !748)
!748 = distinct !DILexicalBlock(scope: !738, file: !3, line: 545, column: 21)
!749 = !DILocation(line: 540, column: 29, scope: !742)
!750 = !DILocation(line: 540, column: 23, scope: !742)
!751 = distinct !{!751, !733, !752, !338}
!752 = !DILocation(line: 548, column: 9, scope: !734)
!753 = !DILocation(line: 538, column: 25, scope: !736)
!754 = !DILocation(line: 538, column: 19, scope: !736)
!755 = distinct !{!755, !731, !756, !338}
!756 = !DILocation(line: 549, column: 5, scope: !732)
!757 = !DILocation(line: 552, column: 9, scope: !758)
!758 = distinct !DILexicalBlock(scope: !759, file: !3, line: 551, column: 5)
!759 = distinct !DILexicalBlock(scope: !760, file: !3, line: 550, column: 5)
!760 = distinct !DILexicalBlock(scope: !285, file: !3, line: 550, column: 5)
!761 = !DILocation(line: 553, column: 13, scope: !758)
!762 = !DILocation(line: 553, column: 31, scope: !763)
!763 = distinct !DILexicalBlock(scope: !758, file: !3, line: 553, column: 13)
!764 = !DILocation(line: 556, column: 5, scope: !285)
!765 = !DILocation(line: 557, column: 5, scope: !285)
!766 = !DILocation(line: 558, column: 5, scope: !767)
!767 = distinct !DILexicalBlock(scope: !285, file: !3, line: 558, column: 5)
!768 = !DILocation(line: 560, column: 9, scope: !769)
!769 = distinct !DILexicalBlock(scope: !770, file: !3, line: 560, column: 9)
!770 = distinct !DILexicalBlock(scope: !771, file: !3, line: 559, column: 5)
!771 = distinct !DILexicalBlock(scope: !767, file: !3, line: 558, column: 5)
!772 = !DILocation(line: 564, column: 33, scope: !773)
!773 = distinct !DILexicalBlock(scope: !774, file: !3, line: 563, column: 13)
!774 = distinct !DILexicalBlock(scope: !775, file: !3, line: 562, column: 13)
!775 = distinct !DILexicalBlock(scope: !776, file: !3, line: 562, column: 13)
!776 = distinct !DILexicalBlock(scope: !777, file: !3, line: 561, column: 9)
!777 = distinct !DILexicalBlock(scope: !769, file: !3, line: 560, column: 9)
!778 = !DILocation(line: 564, column: 17, scope: !773)
!779 = !DILocation(line: 565, column: 21, scope: !773)
!780 = !DILocation(line: 565, column: 39, scope: !781)
!781 = distinct !DILexicalBlock(scope: !773, file: !3, line: 565, column: 21)
!782 = !DILocation(line: 560, column: 29, scope: !777)
!783 = !DILocation(line: 560, column: 23, scope: !777)
!784 = distinct !{!784, !768, !785, !338}
!785 = !DILocation(line: 568, column: 9, scope: !769)
!786 = !DILocation(line: 558, column: 25, scope: !771)
!787 = !DILocation(line: 558, column: 19, scope: !771)
!788 = distinct !{!788, !766, !789, !338}
!789 = !DILocation(line: 569, column: 5, scope: !767)
!790 = !DILocation(line: 570, column: 5, scope: !285)
!791 = !DILocation(line: 571, column: 21, scope: !285)
!792 = !DILocation(line: 571, column: 5, scope: !285)
!793 = !DILocation(line: 572, column: 5, scope: !285)
!794 = !DILocation(line: 573, column: 21, scope: !285)
!795 = !DILocation(line: 573, column: 5, scope: !285)
!796 = !DILocation(line: 576, column: 9, scope: !797)
!797 = distinct !DILexicalBlock(scope: !798, file: !3, line: 575, column: 5)
!798 = distinct !DILexicalBlock(scope: !799, file: !3, line: 574, column: 5)
!799 = distinct !DILexicalBlock(scope: !285, file: !3, line: 574, column: 5)
!800 = !DILocation(line: 577, column: 13, scope: !797)
!801 = !DILocation(line: 582, column: 9, scope: !802)
!802 = distinct !DILexicalBlock(scope: !803, file: !3, line: 581, column: 5)
!803 = distinct !DILexicalBlock(scope: !804, file: !3, line: 580, column: 5)
!804 = distinct !DILexicalBlock(scope: !285, file: !3, line: 580, column: 5)
!805 = !DILocation(line: 583, column: 13, scope: !802)
!806 = !DILocation(line: 577, column: 31, scope: !807)
!807 = distinct !DILexicalBlock(scope: !797, file: !3, line: 577, column: 13)
!808 = !DILocation(line: 583, column: 31, scope: !809)
!809 = distinct !DILexicalBlock(scope: !802, file: !3, line: 583, column: 13)
!810 = !DILocation(line: 586, column: 5, scope: !285)
!811 = !DILocation(line: 587, column: 5, scope: !285)
!812 = !DILocation(line: 588, column: 5, scope: !285)
!813 = !DILocation(line: 589, column: 21, scope: !285)
!814 = !DILocation(line: 589, column: 5, scope: !285)
!815 = !DILocation(line: 590, column: 5, scope: !285)
!816 = !DILocation(line: 591, column: 5, scope: !285)
!817 = !DILocation(line: 592, column: 5, scope: !818)
!818 = distinct !DILexicalBlock(scope: !285, file: !3, line: 592, column: 5)
!819 = !DILocation(line: 598, column: 33, scope: !820)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 597, column: 13)
!821 = distinct !DILexicalBlock(scope: !822, file: !3, line: 596, column: 13)
!822 = distinct !DILexicalBlock(scope: !823, file: !3, line: 596, column: 13)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 595, column: 9)
!824 = distinct !DILexicalBlock(scope: !825, file: !3, line: 594, column: 9)
!825 = distinct !DILexicalBlock(scope: !826, file: !3, line: 594, column: 9)
!826 = distinct !DILexicalBlock(scope: !827, file: !3, line: 593, column: 5)
!827 = distinct !DILexicalBlock(scope: !818, file: !3, line: 592, column: 5)
!828 = !DILocation(line: 598, column: 17, scope: !820)
!829 = !DILocation(line: 599, column: 21, scope: !820)
!830 = !DILocation(line: 599, column: 39, scope: !831)
!831 = distinct !DILexicalBlock(scope: !820, file: !3, line: 599, column: 21)
!832 = !DILocation(line: 592, column: 25, scope: !827)
!833 = !DILocation(line: 592, column: 19, scope: !827)
!834 = distinct !{!834, !817, !835, !338}
!835 = !DILocation(line: 603, column: 5, scope: !818)
!836 = !DILocation(line: 604, column: 21, scope: !285)
!837 = !DILocation(line: 604, column: 5, scope: !285)
!838 = !DILocation(line: 605, column: 5, scope: !285)
!839 = !DILocation(line: 606, column: 23, scope: !285)
!840 = !DILocation(line: 606, column: 37, scope: !285)
!841 = !DILocalVariable(name: "crc", arg: 1, scope: !842, file: !266, line: 49, type: !116)
!842 = distinct !DISubprogram(name: "platform_main_end", scope: !266, file: !266, line: 49, type: !843, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !845)
!843 = !DISubroutineType(types: !844)
!844 = !{null, !116, !166}
!845 = !{!841, !846}
!846 = !DILocalVariable(name: "flag", arg: 2, scope: !842, file: !266, line: 49, type: !166)
!847 = !DILocation(line: 0, scope: !842, inlinedAt: !848)
!848 = distinct !DILocation(line: 606, column: 5, scope: !285)
!849 = !DILocation(line: 56, column: 2, scope: !842, inlinedAt: !848)
!850 = !DILocation(line: 607, column: 5, scope: !285)
!851 = distinct !DISubprogram(name: "transparent_crc", scope: !114, file: !114, line: 110, type: !852, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !854)
!852 = !DISubroutineType(types: !853)
!853 = !{null, !206, !289, !166}
!854 = !{!855, !856, !857}
!855 = !DILocalVariable(name: "val", arg: 1, scope: !851, file: !114, line: 110, type: !206)
!856 = !DILocalVariable(name: "vname", arg: 2, scope: !851, file: !114, line: 110, type: !289)
!857 = !DILocalVariable(name: "flag", arg: 3, scope: !851, file: !114, line: 110, type: !166)
!858 = !DILocation(line: 0, scope: !851)
!859 = !DILocalVariable(name: "val", arg: 1, scope: !860, file: !114, line: 97, type: !206)
!860 = distinct !DISubprogram(name: "crc32_8bytes", scope: !114, file: !114, line: 97, type: !861, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !863)
!861 = !DISubroutineType(types: !862)
!862 = !{null, !206}
!863 = !{!859}
!864 = !DILocation(line: 0, scope: !860, inlinedAt: !865)
!865 = distinct !DILocation(line: 112, column: 2, scope: !851)
!866 = !DILocalVariable(name: "b", arg: 1, scope: !867, file: !114, line: 71, type: !152)
!867 = distinct !DISubprogram(name: "crc32_byte", scope: !114, file: !114, line: 71, type: !868, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !870)
!868 = !DISubroutineType(types: !869)
!869 = !{null, !152}
!870 = !{!866}
!871 = !DILocation(line: 0, scope: !867, inlinedAt: !872)
!872 = distinct !DILocation(line: 99, column: 2, scope: !860, inlinedAt: !865)
!873 = !DILocation(line: 73, column: 5, scope: !867, inlinedAt: !872)
!874 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !872)
!875 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !872)
!876 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !872)
!877 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !872)
!878 = !DILocation(line: 100, column: 18, scope: !860, inlinedAt: !865)
!879 = !DILocation(line: 0, scope: !867, inlinedAt: !880)
!880 = distinct !DILocation(line: 100, column: 2, scope: !860, inlinedAt: !865)
!881 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !880)
!882 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !880)
!883 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !880)
!884 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !880)
!885 = !DILocation(line: 101, column: 18, scope: !860, inlinedAt: !865)
!886 = !DILocation(line: 0, scope: !867, inlinedAt: !887)
!887 = distinct !DILocation(line: 101, column: 2, scope: !860, inlinedAt: !865)
!888 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !887)
!889 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !887)
!890 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !887)
!891 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !887)
!892 = !DILocation(line: 102, column: 18, scope: !860, inlinedAt: !865)
!893 = !DILocation(line: 0, scope: !867, inlinedAt: !894)
!894 = distinct !DILocation(line: 102, column: 2, scope: !860, inlinedAt: !865)
!895 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !894)
!896 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !894)
!897 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !894)
!898 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !894)
!899 = !DILocation(line: 103, column: 18, scope: !860, inlinedAt: !865)
!900 = !DILocation(line: 0, scope: !867, inlinedAt: !901)
!901 = distinct !DILocation(line: 103, column: 2, scope: !860, inlinedAt: !865)
!902 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !901)
!903 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !901)
!904 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !901)
!905 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !901)
!906 = !DILocation(line: 104, column: 18, scope: !860, inlinedAt: !865)
!907 = !DILocation(line: 0, scope: !867, inlinedAt: !908)
!908 = distinct !DILocation(line: 104, column: 2, scope: !860, inlinedAt: !865)
!909 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !908)
!910 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !908)
!911 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !908)
!912 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !908)
!913 = !DILocation(line: 105, column: 18, scope: !860, inlinedAt: !865)
!914 = !DILocation(line: 0, scope: !867, inlinedAt: !915)
!915 = distinct !DILocation(line: 105, column: 2, scope: !860, inlinedAt: !865)
!916 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !915)
!917 = !DILocation(line: 74, column: 33, scope: !867, inlinedAt: !915)
!918 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !915)
!919 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !915)
!920 = !DILocation(line: 106, column: 18, scope: !860, inlinedAt: !865)
!921 = !DILocation(line: 0, scope: !867, inlinedAt: !922)
!922 = distinct !DILocation(line: 106, column: 2, scope: !860, inlinedAt: !865)
!923 = !DILocation(line: 73, column: 19, scope: !867, inlinedAt: !922)
!924 = !DILocation(line: 74, column: 3, scope: !867, inlinedAt: !922)
!925 = !DILocation(line: 73, column: 39, scope: !867, inlinedAt: !922)
!926 = !DILocation(line: 72, column: 16, scope: !867, inlinedAt: !922)
!927 = !DILocation(line: 113, column: 6, scope: !928)
!928 = distinct !DILexicalBlock(scope: !851, file: !114, line: 113, column: 6)
!929 = !DILocation(line: 113, column: 6, scope: !851)
!930 = !DILocation(line: 114, column: 73, scope: !931)
!931 = distinct !DILexicalBlock(scope: !928, file: !114, line: 113, column: 12)
!932 = !DILocation(line: 114, column: 5, scope: !931)
!933 = !DILocation(line: 115, column: 2, scope: !931)
!934 = !DILocation(line: 116, column: 1, scope: !851)
!935 = !DISubprogram(name: "printf", scope: !936, file: !936, line: 356, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!936 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!937 = !DISubroutineType(types: !938)
!938 = !{!166, !939, null}
!939 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !940)
!940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !941, size: 64)
!941 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
