; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@g_80.0 = internal unnamed_addr global i8 -4, align 4, !dbg !272
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
@g_481 = internal global i16 6, align 4, !dbg !227
@.str.18 = private unnamed_addr constant [6 x i8] c"g_481\00", align 1, !dbg !78
@.str.19 = private unnamed_addr constant [6 x i8] c"g_683\00", align 1, !dbg !80
@g_794 = internal global i32 -921160087, align 4, !dbg !232
@.str.20 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1, !dbg !82
@.str.21 = private unnamed_addr constant [9 x i8] c"g_821[i]\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [9 x i8] c"g_846[i]\00", align 1, !dbg !86
@.str.23 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1, !dbg !88
@.str.24 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1, !dbg !90
@.str.25 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1, !dbg !92
@g_925 = internal global i16 26523, align 4, !dbg !250
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !282 {
  %3 = alloca ptr, align 8, !DIAssignID !294
    #dbg_value(i32 %0, !288, !DIExpression(), !295)
    #dbg_value(ptr %1, !289, !DIExpression(), !295)
    #dbg_value(i32 0, !293, !DIExpression(), !295)
  %4 = icmp eq i32 %0, 2, !dbg !296
  br i1 %4, label %5, label %18, !dbg !298

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !299
  %7 = load ptr, ptr %6, align 8, !dbg !299, !tbaa !300
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !304
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !305
  %17 = zext i1 %16 to i32, !dbg !305
  br label %18, !dbg !305

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !295
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !295
    #dbg_value(i32 %20, !293, !DIExpression(), !295)
    #dbg_value(i32 -306674912, !306, !DIExpression(), !315)
    #dbg_value(i32 0, !312, !DIExpression(), !315)
  br label %21, !dbg !317

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !319
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !321
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !321
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !327
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !321
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !327
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !321
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !327
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !321
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !327
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !321
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !327
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !321
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !327
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !321
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !327
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !321
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !321
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !327
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !327
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !327
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !328
  store <4 x i32> %63, ptr %64, align 4, !dbg !329, !tbaa !330
  %65 = add nuw i64 %22, 4, !dbg !319
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !321
  %67 = icmp eq i64 %65, 256, !dbg !319
  br i1 %67, label %68, label %21, !dbg !319, !llvm.loop !332

68:                                               ; preds = %21
    #dbg_assign(i1 undef, !337, !DIExpression(), !294, ptr %3, !DIExpression(), !433)
    #dbg_value(ptr poison, !346, !DIExpression(), !433)
    #dbg_value(i64 0, !348, !DIExpression(), !433)
    #dbg_value(i32 0, !355, !DIExpression(), !433)
    #dbg_value(ptr poison, !358, !DIExpression(), !433)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !435
  store volatile ptr @g_794, ptr %3, align 8, !dbg !436, !tbaa !300, !DIAssignID !437
    #dbg_assign(ptr @g_794, !337, !DIExpression(), !437, ptr %3, !DIExpression(), !433)
    #dbg_value(i64 4253149911959314287, !360, !DIExpression(), !433)
    #dbg_value(ptr poison, !361, !DIExpression(), !433)
    #dbg_value(ptr poison, !363, !DIExpression(), !433)
    #dbg_value(ptr undef, !366, !DIExpression(), !433)
    #dbg_value(ptr undef, !368, !DIExpression(), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !433)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !433)
    #dbg_value(i64 -2, !376, !DIExpression(), !433)
    #dbg_value(ptr @g_1072, !377, !DIExpression(), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !433)
    #dbg_assign(i8 0, !378, !DIExpression(DW_OP_LLVM_fragment, 512, 192), !438, ptr undef, !DIExpression(), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !433)
    #dbg_assign(i8 0, !378, !DIExpression(DW_OP_LLVM_fragment, 1280, 128), !439, ptr undef, !DIExpression(), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !433)
    #dbg_value(ptr null, !378, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !433)
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !433)
    #dbg_value(ptr undef, !378, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !433)
    #dbg_value(ptr null, !381, !DIExpression(), !433)
    #dbg_value(ptr undef, !383, !DIExpression(), !433)
    #dbg_value(ptr undef, !385, !DIExpression(), !433)
    #dbg_value(ptr undef, !387, !DIExpression(), !433)
    #dbg_value(i32 -9, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !433)
    #dbg_value(i32 -9, !370, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !433)
    #dbg_value(i32 -9, !370, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !433)
    #dbg_value(i64 3, !389, !DIExpression(), !433)
    #dbg_value(ptr null, !392, !DIExpression(), !440)
    #dbg_value(ptr poison, !397, !DIExpression(), !440)
    #dbg_value(ptr null, !398, !DIExpression(), !440)
    #dbg_value(ptr poison, !399, !DIExpression(), !440)
    #dbg_value(ptr poison, !400, !DIExpression(), !440)
    #dbg_value(ptr poison, !401, !DIExpression(), !440)
    #dbg_value(ptr null, !402, !DIExpression(), !440)
    #dbg_value(i32 -938525766, !403, !DIExpression(), !440)
    #dbg_value(ptr poison, !404, !DIExpression(), !440)
    #dbg_value(ptr null, !405, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !441, ptr undef, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !442, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !443, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !444, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !445, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !446, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !447, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !448, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !449, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !450, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !451, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !452, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !453, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !454, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !455, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !456, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !457, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !458, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !459, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !460, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !461, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !462, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !463, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !464, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !465, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !466, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !467, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !468, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !469, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !470, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !471, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !472, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !473, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !474, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !475, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !476, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !477, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !478, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !479, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !480, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !481, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !482, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !483, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !484, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !485, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !486, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !487, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !488, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !489, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !490, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !491, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !492, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !493, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !494, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !495, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !496, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !497, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !498, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !499, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !500, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !501, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !502, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !503, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !504, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !505, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !506, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !507, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !508, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !509, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !510, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !511, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !512, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !513, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !514, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !515, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !516, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !517, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !518, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !519, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !520, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !521, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !522, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !523, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !524, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !525, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !526, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !527, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !528, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !529, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !530, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !531, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !532, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !533, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !534, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !535, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !536, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !537, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !538, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !539, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !540, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !541, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !542, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !543, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !544, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !545, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !546, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !547, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !548, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !549, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !550, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !551, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !552, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !553, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !554, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !555, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !556, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !557, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !558, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !559, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !560, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !561, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !562, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !563, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !564, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !565, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !566, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !567, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !568, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !569, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !570, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !571, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !572, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !573, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !574, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !575, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !576, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !577, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !578, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !579, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !580, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !581, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !582, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !583, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !584, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !585, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !586, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !587, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !588, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !589, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !590, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !591, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !592, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !593, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !594, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !595, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !596, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !597, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !598, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !599, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !600, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !601, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !602, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !603, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !604, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !605, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !606, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !607, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !608, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !609, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !610, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !611, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !612, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !613, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !614, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !615, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !616, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !617, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !618, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !619, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !620, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !621, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !622, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !623, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !624, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !625, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !626, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !627, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !628, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !629, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !630, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !631, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !632, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !633, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !634, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !635, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !636, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !637, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !638, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !639, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !640, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !641, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !642, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !643, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !644, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !645, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !646, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !647, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !648, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !649, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !650, ptr poison, !DIExpression(), !440)
    #dbg_value(i64 poison, !409, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(i64 4961603756716692505, !409, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
    #dbg_assign(i1 undef, !409, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !651, ptr poison, !DIExpression(), !440)
    #dbg_assign(i1 undef, !411, !DIExpression(), !652, ptr poison, !DIExpression(), !440)
    #dbg_value(i32 1, !413, !DIExpression(), !440)
    #dbg_value(i32 205164217, !414, !DIExpression(), !440)
    #dbg_assign(i1 undef, !415, !DIExpression(), !653, ptr poison, !DIExpression(), !440)
  %69 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !dbg !654, !tbaa !330
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !655, !tbaa !330
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !441, ptr undef, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !442, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !443, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !444, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !445, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !446, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !447, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !448, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !449, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !450, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !451, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !452, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !453, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !454, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !455, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !456, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !457, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !458, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !459, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !460, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !461, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !462, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !463, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !464, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !465, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !466, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !467, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !468, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !469, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !470, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !471, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !472, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !473, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !474, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !475, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !476, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !477, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !478, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !479, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !480, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !481, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !482, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !483, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !484, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !485, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !486, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !487, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !488, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !489, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !490, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !491, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !492, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !493, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !494, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !495, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !496, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !497, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !498, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !499, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !500, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !501, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !502, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !503, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !504, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !505, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !506, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !507, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !508, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !509, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !510, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !511, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !512, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !513, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !514, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !515, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !516, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !517, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !518, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !519, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !520, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !521, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !522, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !523, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !524, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !525, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !526, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !527, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !528, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !529, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !530, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !531, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !532, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !533, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !534, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !535, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !536, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !537, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !538, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !539, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !540, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !541, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !542, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !543, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !544, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !545, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !546, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !547, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !548, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !549, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !550, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !551, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !552, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !553, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !554, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !555, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !556, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !557, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !558, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !559, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !560, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !561, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !562, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !563, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !564, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !565, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !566, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !567, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !568, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !569, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !570, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !571, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !572, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !573, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !574, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !575, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !576, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !577, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !578, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !579, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !580, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !581, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !582, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !583, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !584, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !585, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !586, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !587, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !588, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !589, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !590, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !591, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !592, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !593, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !594, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !595, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !596, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !597, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !598, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !599, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !600, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !601, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !602, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !603, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !604, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !605, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !606, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !607, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !608, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !609, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !610, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !611, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !612, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !613, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !614, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !615, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !616, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !617, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !618, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !619, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !620, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !621, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !622, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !623, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !624, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !625, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !626, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !627, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !628, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !629, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !630, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !631, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !632, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !633, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !634, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !635, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !636, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !637, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !638, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !639, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !640, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !641, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !642, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !643, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !644, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr undef, !406, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !645, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !646, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !647, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !648, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr poison, !406, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !649, ptr poison, !DIExpression(), !440)
    #dbg_assign(ptr null, !406, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !650, ptr poison, !DIExpression(), !440)
    #dbg_value(i64 poison, !409, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(i64 4961603756716692505, !409, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440)
    #dbg_assign(i1 undef, !409, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !651, ptr poison, !DIExpression(), !440)
  %70 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 4, !dbg !654, !tbaa !330
  store volatile i32 %70, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !655, !tbaa !330
    #dbg_value(i64 4961603756716692505, !409, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !440)
    #dbg_value(i32 0, !403, !DIExpression(), !440)
  store i1 true, ptr @g_5, align 4, !dbg !656
  %71 = load volatile ptr, ptr %3, align 8, !dbg !657, !tbaa !300
  %72 = load volatile i32, ptr %71, align 4, !dbg !658, !tbaa !330
    #dbg_value(i64 249, !376, !DIExpression(), !433)
  store i1 true, ptr @g_5, align 4, !dbg !659
  %73 = load volatile ptr, ptr %3, align 8, !dbg !660, !tbaa !300
  %74 = load volatile i32, ptr %73, align 4, !dbg !661, !tbaa !330
  %75 = load i8, ptr @g_80.0, align 4, !dbg !662, !tbaa !663
  %76 = xor i8 %75, 2, !dbg !662
  store i8 %76, ptr @g_80.0, align 4, !dbg !662, !tbaa !663
  %77 = sext i8 %76 to i32, !dbg !664
  %78 = icmp slt i32 %74, %77, !dbg !665
  %79 = zext i1 %78 to i32, !dbg !665
  store i32 %79, ptr @g_1072, align 4, !dbg !666, !tbaa !330
    #dbg_value(ptr poison, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !667
    #dbg_value(i32 0, !290, !DIExpression(), !295)
  br label %80, !dbg !668

80:                                               ; preds = %68, %104
  %81 = phi i64 [ 0, %68 ], [ %105, %104 ]
    #dbg_value(i64 %81, !290, !DIExpression(), !295)
    #dbg_value(i32 0, !291, !DIExpression(), !295)
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = trunc nuw nsw i64 %81 to i32
  br label %84, !dbg !670

84:                                               ; preds = %80, %101
  %85 = phi i64 [ 0, %80 ], [ %102, %101 ]
    #dbg_value(i64 %85, !291, !DIExpression(), !295)
    #dbg_value(i64 0, !292, !DIExpression(), !295)
  %86 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 0, !dbg !674
  %87 = load volatile i32, ptr %86, align 4, !dbg !674, !tbaa !330
  %88 = sext i32 %87 to i64, !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !680
  br i1 %19, label %89, label %93, !dbg !681

89:                                               ; preds = %84
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %90 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1, !dbg !674
  %91 = load volatile i32, ptr %90, align 4, !dbg !674, !tbaa !330
  %92 = sext i32 %91 to i64, !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !680
  br label %101, !dbg !681

93:                                               ; preds = %84
  %94 = trunc nuw nsw i64 %85 to i32, !dbg !682
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82, i32 noundef %94, i32 noundef 0), !dbg !682
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %96 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1, !dbg !674
  %97 = load volatile i32, ptr %96, align 4, !dbg !674, !tbaa !330
  %98 = sext i32 %97 to i64, !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !680
  %99 = trunc nuw nsw i64 %85 to i32, !dbg !682
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %83, i32 noundef %99, i32 noundef 1), !dbg !682
  br label %101, !dbg !682

101:                                              ; preds = %89, %93
    #dbg_value(i64 2, !292, !DIExpression(), !295)
  %102 = add nuw nsw i64 %85, 1, !dbg !684
    #dbg_value(i64 %102, !291, !DIExpression(), !295)
  %103 = icmp eq i64 %102, 10, !dbg !685
  br i1 %103, label %104, label %84, !dbg !670, !llvm.loop !686

104:                                              ; preds = %101
  %105 = add nuw nsw i64 %81, 1, !dbg !688
    #dbg_value(i64 %105, !290, !DIExpression(), !295)
  %106 = icmp eq i64 %105, 8, !dbg !689
  br i1 %106, label %107, label %80, !dbg !668, !llvm.loop !690

107:                                              ; preds = %104
  %108 = load volatile i32, ptr @g_4, align 4, !dbg !692, !tbaa !330
  %109 = sext i32 %108 to i64, !dbg !692
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !693
  %110 = load i1, ptr @g_5, align 4, !dbg !694
  %111 = select i1 %110, i64 2, i64 1, !dbg !694
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !695
    #dbg_value(i32 0, !290, !DIExpression(), !295)
  br label %112, !dbg !696

112:                                              ; preds = %107, %193
  %113 = phi i64 [ 0, %107 ], [ %194, %193 ]
    #dbg_value(i64 %113, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
  %114 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 0, !dbg !698
  %115 = load i32, ptr %114, align 4, !dbg !698, !tbaa !330
  %116 = sext i32 %115 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  br i1 %19, label %117, label %145, !dbg !708

117:                                              ; preds = %112
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  %118 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 1, !dbg !698
  %119 = load i32, ptr %118, align 4, !dbg !698, !tbaa !330
  %120 = sext i32 %119 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 2, !291, !DIExpression(), !295)
  %121 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 2, !dbg !698
  %122 = load i32, ptr %121, align 4, !dbg !698, !tbaa !330
  %123 = sext i32 %122 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 3, !291, !DIExpression(), !295)
  %124 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 3, !dbg !698
  %125 = load i32, ptr %124, align 4, !dbg !698, !tbaa !330
  %126 = sext i32 %125 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 4, !291, !DIExpression(), !295)
  %127 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 4, !dbg !698
  %128 = load i32, ptr %127, align 4, !dbg !698, !tbaa !330
  %129 = sext i32 %128 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 5, !291, !DIExpression(), !295)
  %130 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 5, !dbg !698
  %131 = load i32, ptr %130, align 4, !dbg !698, !tbaa !330
  %132 = sext i32 %131 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 6, !291, !DIExpression(), !295)
  %133 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 6, !dbg !698
  %134 = load i32, ptr %133, align 4, !dbg !698, !tbaa !330
  %135 = sext i32 %134 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 7, !291, !DIExpression(), !295)
  %136 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 7, !dbg !698
  %137 = load i32, ptr %136, align 4, !dbg !698, !tbaa !330
  %138 = sext i32 %137 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 8, !291, !DIExpression(), !295)
  %139 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 8, !dbg !698
  %140 = load i32, ptr %139, align 4, !dbg !698, !tbaa !330
  %141 = sext i32 %140 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
    #dbg_value(i64 9, !291, !DIExpression(), !295)
  %142 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 9, !dbg !698
  %143 = load i32, ptr %142, align 4, !dbg !698, !tbaa !330
  %144 = sext i32 %143 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  br label %193, !dbg !708

145:                                              ; preds = %112
  %146 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %146, i32 noundef 0, i32 noundef 0), !dbg !709
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  %148 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 1, !dbg !698
  %149 = load i32, ptr %148, align 4, !dbg !698, !tbaa !330
  %150 = sext i32 %149 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %151 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %151, i32 noundef 1, i32 noundef 0), !dbg !709
    #dbg_value(i64 2, !291, !DIExpression(), !295)
  %153 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 2, !dbg !698
  %154 = load i32, ptr %153, align 4, !dbg !698, !tbaa !330
  %155 = sext i32 %154 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %156 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156, i32 noundef 2, i32 noundef 0), !dbg !709
    #dbg_value(i64 3, !291, !DIExpression(), !295)
  %158 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 3, !dbg !698
  %159 = load i32, ptr %158, align 4, !dbg !698, !tbaa !330
  %160 = sext i32 %159 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %161 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %161, i32 noundef 3, i32 noundef 0), !dbg !709
    #dbg_value(i64 4, !291, !DIExpression(), !295)
  %163 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 4, !dbg !698
  %164 = load i32, ptr %163, align 4, !dbg !698, !tbaa !330
  %165 = sext i32 %164 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %166 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166, i32 noundef 4, i32 noundef 0), !dbg !709
    #dbg_value(i64 5, !291, !DIExpression(), !295)
  %168 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 5, !dbg !698
  %169 = load i32, ptr %168, align 4, !dbg !698, !tbaa !330
  %170 = sext i32 %169 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %171 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %171, i32 noundef 5, i32 noundef 0), !dbg !709
    #dbg_value(i64 6, !291, !DIExpression(), !295)
  %173 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 6, !dbg !698
  %174 = load i32, ptr %173, align 4, !dbg !698, !tbaa !330
  %175 = sext i32 %174 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %176 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %176, i32 noundef 6, i32 noundef 0), !dbg !709
    #dbg_value(i64 7, !291, !DIExpression(), !295)
  %178 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 7, !dbg !698
  %179 = load i32, ptr %178, align 4, !dbg !698, !tbaa !330
  %180 = sext i32 %179 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %181 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %181, i32 noundef 7, i32 noundef 0), !dbg !709
    #dbg_value(i64 8, !291, !DIExpression(), !295)
  %183 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 8, !dbg !698
  %184 = load i32, ptr %183, align 4, !dbg !698, !tbaa !330
  %185 = sext i32 %184 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %186 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %186, i32 noundef 8, i32 noundef 0), !dbg !709
    #dbg_value(i64 9, !291, !DIExpression(), !295)
  %188 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 9, !dbg !698
  %189 = load i32, ptr %188, align 4, !dbg !698, !tbaa !330
  %190 = sext i32 %189 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !707
  %191 = trunc nuw nsw i64 %113 to i32, !dbg !709
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %191, i32 noundef 9, i32 noundef 0), !dbg !709
  br label %193, !dbg !709

193:                                              ; preds = %117, %145
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 10, !291, !DIExpression(), !295)
  %194 = add nuw nsw i64 %113, 1, !dbg !711
    #dbg_value(i64 %194, !290, !DIExpression(), !295)
  %195 = icmp eq i64 %194, 4, !dbg !712
  br i1 %195, label %196, label %112, !dbg !696, !llvm.loop !713

196:                                              ; preds = %193
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !715
    #dbg_value(i64 0, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  %197 = load i8, ptr @g_80.0, align 4, !dbg !716, !tbaa !663
  %198 = sext i8 %197 to i64, !dbg !716
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  br i1 %19, label %199, label %200, !dbg !724

199:                                              ; preds = %196
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 1, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 2, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 3, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  br label %209, !dbg !724

200:                                              ; preds = %196
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0), !dbg !725
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 1), !dbg !725
    #dbg_value(i64 1, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0), !dbg !725
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1), !dbg !725
    #dbg_value(i64 2, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 0), !dbg !725
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 1), !dbg !725
    #dbg_value(i64 3, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 0), !dbg !725
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !723
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 1), !dbg !725
  br label %209, !dbg !725

209:                                              ; preds = %199, %200
    #dbg_value(i64 2, !291, !DIExpression(), !295)
    #dbg_value(i64 4, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !727
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !728
    #dbg_value(i32 0, !290, !DIExpression(), !295)
  br label %210, !dbg !729

210:                                              ; preds = %209, %297
  %211 = phi i64 [ 0, %209 ], [ %298, %297 ]
    #dbg_value(i64 %211, !290, !DIExpression(), !295)
    #dbg_value(i32 0, !291, !DIExpression(), !295)
  %212 = trunc nuw nsw i64 %211 to i32
  %213 = trunc nuw nsw i64 %211 to i32
  %214 = trunc nuw nsw i64 %211 to i32
  %215 = trunc nuw nsw i64 %211 to i32
  %216 = trunc nuw nsw i64 %211 to i32
  %217 = trunc nuw nsw i64 %211 to i32
  %218 = trunc nuw nsw i64 %211 to i32
  %219 = trunc nuw nsw i64 %211 to i32
  %220 = trunc nuw nsw i64 %211 to i32
  br label %221, !dbg !731

221:                                              ; preds = %210, %294
  %222 = phi i64 [ 0, %210 ], [ %295, %294 ]
    #dbg_value(i64 %222, !291, !DIExpression(), !295)
    #dbg_value(i64 0, !292, !DIExpression(), !295)
  %223 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 0, !dbg !735
  %224 = load i16, ptr %223, align 2, !dbg !735, !tbaa !741
  %225 = sext i16 %224 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  br i1 %19, label %226, label %251, !dbg !744

226:                                              ; preds = %221
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %227 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 1, !dbg !735
  %228 = load i16, ptr %227, align 2, !dbg !735, !tbaa !741
  %229 = sext i16 %228 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 2, !292, !DIExpression(), !295)
  %230 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 2, !dbg !735
  %231 = load i16, ptr %230, align 2, !dbg !735, !tbaa !741
  %232 = sext i16 %231 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 3, !292, !DIExpression(), !295)
  %233 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 3, !dbg !735
  %234 = load i16, ptr %233, align 2, !dbg !735, !tbaa !741
  %235 = sext i16 %234 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 4, !292, !DIExpression(), !295)
  %236 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 4, !dbg !735
  %237 = load i16, ptr %236, align 2, !dbg !735, !tbaa !741
  %238 = sext i16 %237 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 5, !292, !DIExpression(), !295)
  %239 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 5, !dbg !735
  %240 = load i16, ptr %239, align 2, !dbg !735, !tbaa !741
  %241 = sext i16 %240 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 6, !292, !DIExpression(), !295)
  %242 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 6, !dbg !735
  %243 = load i16, ptr %242, align 2, !dbg !735, !tbaa !741
  %244 = sext i16 %243 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 7, !292, !DIExpression(), !295)
  %245 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 7, !dbg !735
  %246 = load i16, ptr %245, align 2, !dbg !735, !tbaa !741
  %247 = sext i16 %246 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
    #dbg_value(i64 8, !292, !DIExpression(), !295)
  %248 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 8, !dbg !735
  %249 = load i16, ptr %248, align 2, !dbg !735, !tbaa !741
  %250 = sext i16 %249 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  br label %294, !dbg !744

251:                                              ; preds = %221
  %252 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %212, i32 noundef %252, i32 noundef 0), !dbg !745
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %254 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 1, !dbg !735
  %255 = load i16, ptr %254, align 2, !dbg !735, !tbaa !741
  %256 = sext i16 %255 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %257 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %213, i32 noundef %257, i32 noundef 1), !dbg !745
    #dbg_value(i64 2, !292, !DIExpression(), !295)
  %259 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 2, !dbg !735
  %260 = load i16, ptr %259, align 2, !dbg !735, !tbaa !741
  %261 = sext i16 %260 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %262 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %214, i32 noundef %262, i32 noundef 2), !dbg !745
    #dbg_value(i64 3, !292, !DIExpression(), !295)
  %264 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 3, !dbg !735
  %265 = load i16, ptr %264, align 2, !dbg !735, !tbaa !741
  %266 = sext i16 %265 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %267 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %215, i32 noundef %267, i32 noundef 3), !dbg !745
    #dbg_value(i64 4, !292, !DIExpression(), !295)
  %269 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 4, !dbg !735
  %270 = load i16, ptr %269, align 2, !dbg !735, !tbaa !741
  %271 = sext i16 %270 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %272 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %216, i32 noundef %272, i32 noundef 4), !dbg !745
    #dbg_value(i64 5, !292, !DIExpression(), !295)
  %274 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 5, !dbg !735
  %275 = load i16, ptr %274, align 2, !dbg !735, !tbaa !741
  %276 = sext i16 %275 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %277 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %217, i32 noundef %277, i32 noundef 5), !dbg !745
    #dbg_value(i64 6, !292, !DIExpression(), !295)
  %279 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 6, !dbg !735
  %280 = load i16, ptr %279, align 2, !dbg !735, !tbaa !741
  %281 = sext i16 %280 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %282 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %218, i32 noundef %282, i32 noundef 6), !dbg !745
    #dbg_value(i64 7, !292, !DIExpression(), !295)
  %284 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 7, !dbg !735
  %285 = load i16, ptr %284, align 2, !dbg !735, !tbaa !741
  %286 = sext i16 %285 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %287 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %219, i32 noundef %287, i32 noundef 7), !dbg !745
    #dbg_value(i64 8, !292, !DIExpression(), !295)
  %289 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 8, !dbg !735
  %290 = load i16, ptr %289, align 2, !dbg !735, !tbaa !741
  %291 = sext i16 %290 to i64, !dbg !735
  tail call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !743
  %292 = trunc nuw nsw i64 %222 to i32, !dbg !745
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %220, i32 noundef %292, i32 noundef 8), !dbg !745
  br label %294, !dbg !745

294:                                              ; preds = %226, %251
    #dbg_value(i64 9, !292, !DIExpression(), !295)
  %295 = add nuw nsw i64 %222, 1, !dbg !747
    #dbg_value(i64 %295, !291, !DIExpression(), !295)
  %296 = icmp eq i64 %295, 7, !dbg !748
  br i1 %296, label %297, label %221, !dbg !731, !llvm.loop !749

297:                                              ; preds = %294
  %298 = add nuw nsw i64 %211, 1, !dbg !751
    #dbg_value(i64 %298, !290, !DIExpression(), !295)
  %299 = icmp eq i64 %298, 4, !dbg !752
  br i1 %299, label %300, label %210, !dbg !729, !llvm.loop !753

300:                                              ; preds = %297
    #dbg_value(i32 poison, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !755
  br i1 %19, label %303, label %301, !dbg !759

301:                                              ; preds = %300
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0), !dbg !760
  br label %303, !dbg !760

303:                                              ; preds = %301, %300
    #dbg_value(i32 poison, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !762
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !763
    #dbg_value(i32 0, !290, !DIExpression(), !295)
  br label %304, !dbg !764

304:                                              ; preds = %303, %382
  %305 = phi i64 [ 0, %303 ], [ %383, %382 ]
    #dbg_value(i64 %305, !290, !DIExpression(), !295)
    #dbg_value(i32 0, !291, !DIExpression(), !295)
  %306 = trunc nuw nsw i64 %305 to i32
  %307 = trunc nuw nsw i64 %305 to i32
  %308 = trunc nuw nsw i64 %305 to i32
  %309 = trunc nuw nsw i64 %305 to i32
  %310 = trunc nuw nsw i64 %305 to i32
  %311 = trunc nuw nsw i64 %305 to i32
  %312 = trunc nuw nsw i64 %305 to i32
  %313 = trunc nuw nsw i64 %305 to i32
  br label %314, !dbg !766

314:                                              ; preds = %304, %379
  %315 = phi i64 [ 0, %304 ], [ %380, %379 ]
    #dbg_value(i64 %315, !291, !DIExpression(), !295)
    #dbg_value(i64 0, !292, !DIExpression(), !295)
  %316 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 0, !dbg !770
  %317 = load i32, ptr %316, align 4, !dbg !770, !tbaa !330
  %318 = zext i32 %317 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  br i1 %19, label %319, label %341, !dbg !777

319:                                              ; preds = %314
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %320 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 1, !dbg !770
  %321 = load i32, ptr %320, align 4, !dbg !770, !tbaa !330
  %322 = zext i32 %321 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 2, !292, !DIExpression(), !295)
  %323 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 2, !dbg !770
  %324 = load i32, ptr %323, align 4, !dbg !770, !tbaa !330
  %325 = zext i32 %324 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 3, !292, !DIExpression(), !295)
  %326 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 3, !dbg !770
  %327 = load i32, ptr %326, align 4, !dbg !770, !tbaa !330
  %328 = zext i32 %327 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 4, !292, !DIExpression(), !295)
  %329 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 4, !dbg !770
  %330 = load i32, ptr %329, align 4, !dbg !770, !tbaa !330
  %331 = zext i32 %330 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 5, !292, !DIExpression(), !295)
  %332 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 5, !dbg !770
  %333 = load i32, ptr %332, align 4, !dbg !770, !tbaa !330
  %334 = zext i32 %333 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 6, !292, !DIExpression(), !295)
  %335 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 6, !dbg !770
  %336 = load i32, ptr %335, align 4, !dbg !770, !tbaa !330
  %337 = zext i32 %336 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
    #dbg_value(i64 7, !292, !DIExpression(), !295)
  %338 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 7, !dbg !770
  %339 = load i32, ptr %338, align 4, !dbg !770, !tbaa !330
  %340 = zext i32 %339 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  br label %379, !dbg !777

341:                                              ; preds = %314
  %342 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %306, i32 noundef %342, i32 noundef 0), !dbg !778
    #dbg_value(i64 1, !292, !DIExpression(), !295)
  %344 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 1, !dbg !770
  %345 = load i32, ptr %344, align 4, !dbg !770, !tbaa !330
  %346 = zext i32 %345 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %347 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %307, i32 noundef %347, i32 noundef 1), !dbg !778
    #dbg_value(i64 2, !292, !DIExpression(), !295)
  %349 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 2, !dbg !770
  %350 = load i32, ptr %349, align 4, !dbg !770, !tbaa !330
  %351 = zext i32 %350 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %352 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %308, i32 noundef %352, i32 noundef 2), !dbg !778
    #dbg_value(i64 3, !292, !DIExpression(), !295)
  %354 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 3, !dbg !770
  %355 = load i32, ptr %354, align 4, !dbg !770, !tbaa !330
  %356 = zext i32 %355 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %357 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %309, i32 noundef %357, i32 noundef 3), !dbg !778
    #dbg_value(i64 4, !292, !DIExpression(), !295)
  %359 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 4, !dbg !770
  %360 = load i32, ptr %359, align 4, !dbg !770, !tbaa !330
  %361 = zext i32 %360 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %362 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %310, i32 noundef %362, i32 noundef 4), !dbg !778
    #dbg_value(i64 5, !292, !DIExpression(), !295)
  %364 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 5, !dbg !770
  %365 = load i32, ptr %364, align 4, !dbg !770, !tbaa !330
  %366 = zext i32 %365 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %366, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %367 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %311, i32 noundef %367, i32 noundef 5), !dbg !778
    #dbg_value(i64 6, !292, !DIExpression(), !295)
  %369 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 6, !dbg !770
  %370 = load i32, ptr %369, align 4, !dbg !770, !tbaa !330
  %371 = zext i32 %370 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %372 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %312, i32 noundef %372, i32 noundef 6), !dbg !778
    #dbg_value(i64 7, !292, !DIExpression(), !295)
  %374 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 7, !dbg !770
  %375 = load i32, ptr %374, align 4, !dbg !770, !tbaa !330
  %376 = zext i32 %375 to i64, !dbg !770
  tail call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !776
  %377 = trunc nuw nsw i64 %315 to i32, !dbg !778
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %313, i32 noundef %377, i32 noundef 7), !dbg !778
  br label %379, !dbg !778

379:                                              ; preds = %319, %341
    #dbg_value(i64 8, !292, !DIExpression(), !295)
  %380 = add nuw nsw i64 %315, 1, !dbg !780
    #dbg_value(i64 %380, !291, !DIExpression(), !295)
  %381 = icmp eq i64 %380, 4, !dbg !781
  br i1 %381, label %382, label %314, !dbg !766, !llvm.loop !782

382:                                              ; preds = %379
  %383 = add nuw nsw i64 %305, 1, !dbg !784
    #dbg_value(i64 %383, !290, !DIExpression(), !295)
  %384 = icmp eq i64 %383, 8, !dbg !785
  br i1 %384, label %385, label %304, !dbg !764, !llvm.loop !786

385:                                              ; preds = %382
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !788
  %386 = load volatile i16, ptr @g_481, align 4, !dbg !789, !tbaa !741
  %387 = sext i16 %386 to i64, !dbg !789
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !790
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !791
  %388 = load volatile i32, ptr @g_794, align 4, !dbg !792, !tbaa !330
  %389 = sext i32 %388 to i64, !dbg !792
  tail call fastcc void @transparent_crc(i64 noundef %389, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !793
    #dbg_value(i64 0, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  br i1 %19, label %390, label %391, !dbg !798

390:                                              ; preds = %385
    #dbg_value(i64 1, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 2, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 3, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 4, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 5, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 6, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 7, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 8, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i64 9, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
    #dbg_value(i32 poison, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !799
  br label %403, !dbg !803

391:                                              ; preds = %385
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0), !dbg !804
    #dbg_value(i64 1, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !804
    #dbg_value(i64 2, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2), !dbg !804
    #dbg_value(i64 3, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3), !dbg !804
    #dbg_value(i64 4, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4), !dbg !804
    #dbg_value(i64 5, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5), !dbg !804
    #dbg_value(i64 6, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6), !dbg !804
    #dbg_value(i64 7, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 7), !dbg !804
    #dbg_value(i64 8, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 8), !dbg !804
    #dbg_value(i64 9, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !794
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 9), !dbg !804
    #dbg_value(i32 poison, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !799
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0), !dbg !806
  br label %403, !dbg !806

403:                                              ; preds = %390, %391
    #dbg_value(i32 poison, !290, !DIExpression(), !295)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !808
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !809
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !810
  %404 = load volatile i16, ptr @g_925, align 4, !dbg !811, !tbaa !741
  %405 = sext i16 %404 to i64, !dbg !811
  tail call fastcc void @transparent_crc(i64 noundef %405, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !812
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !813
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !814
    #dbg_value(i32 0, !290, !DIExpression(), !295)
  br label %406, !dbg !815

406:                                              ; preds = %403, %479
  %407 = phi i64 [ 0, %403 ], [ %480, %479 ]
    #dbg_value(i64 %407, !290, !DIExpression(), !295)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
  %408 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 0, !dbg !817
  %409 = load i16, ptr %408, align 2, !dbg !817, !tbaa !741
  %410 = zext i16 %409 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %410, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  br i1 %19, label %411, label %436, !dbg !827

411:                                              ; preds = %406
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  %412 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 1, !dbg !817
  %413 = load i16, ptr %412, align 2, !dbg !817, !tbaa !741
  %414 = zext i16 %413 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %414, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 2, !291, !DIExpression(), !295)
  %415 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 2, !dbg !817
  %416 = load i16, ptr %415, align 2, !dbg !817, !tbaa !741
  %417 = zext i16 %416 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %417, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 3, !291, !DIExpression(), !295)
  %418 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 3, !dbg !817
  %419 = load i16, ptr %418, align 2, !dbg !817, !tbaa !741
  %420 = zext i16 %419 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %420, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 4, !291, !DIExpression(), !295)
  %421 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 4, !dbg !817
  %422 = load i16, ptr %421, align 2, !dbg !817, !tbaa !741
  %423 = zext i16 %422 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %423, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 5, !291, !DIExpression(), !295)
  %424 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 5, !dbg !817
  %425 = load i16, ptr %424, align 2, !dbg !817, !tbaa !741
  %426 = zext i16 %425 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 6, !291, !DIExpression(), !295)
  %427 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 6, !dbg !817
  %428 = load i16, ptr %427, align 2, !dbg !817, !tbaa !741
  %429 = zext i16 %428 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %429, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 7, !291, !DIExpression(), !295)
  %430 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 7, !dbg !817
  %431 = load i16, ptr %430, align 2, !dbg !817, !tbaa !741
  %432 = zext i16 %431 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %432, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
    #dbg_value(i64 8, !291, !DIExpression(), !295)
  %433 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 8, !dbg !817
  %434 = load i16, ptr %433, align 2, !dbg !817, !tbaa !741
  %435 = zext i16 %434 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %435, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  br label %479, !dbg !827

436:                                              ; preds = %406
  %437 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %437, i32 noundef 0, i32 noundef 0), !dbg !828
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  %439 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 1, !dbg !817
  %440 = load i16, ptr %439, align 2, !dbg !817, !tbaa !741
  %441 = zext i16 %440 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %441, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %442 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %442, i32 noundef 1, i32 noundef 0), !dbg !828
    #dbg_value(i64 2, !291, !DIExpression(), !295)
  %444 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 2, !dbg !817
  %445 = load i16, ptr %444, align 2, !dbg !817, !tbaa !741
  %446 = zext i16 %445 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %446, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %447 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %447, i32 noundef 2, i32 noundef 0), !dbg !828
    #dbg_value(i64 3, !291, !DIExpression(), !295)
  %449 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 3, !dbg !817
  %450 = load i16, ptr %449, align 2, !dbg !817, !tbaa !741
  %451 = zext i16 %450 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %451, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %452 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %452, i32 noundef 3, i32 noundef 0), !dbg !828
    #dbg_value(i64 4, !291, !DIExpression(), !295)
  %454 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 4, !dbg !817
  %455 = load i16, ptr %454, align 2, !dbg !817, !tbaa !741
  %456 = zext i16 %455 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %456, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %457 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %457, i32 noundef 4, i32 noundef 0), !dbg !828
    #dbg_value(i64 5, !291, !DIExpression(), !295)
  %459 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 5, !dbg !817
  %460 = load i16, ptr %459, align 2, !dbg !817, !tbaa !741
  %461 = zext i16 %460 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %461, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %462 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %462, i32 noundef 5, i32 noundef 0), !dbg !828
    #dbg_value(i64 6, !291, !DIExpression(), !295)
  %464 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 6, !dbg !817
  %465 = load i16, ptr %464, align 2, !dbg !817, !tbaa !741
  %466 = zext i16 %465 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %466, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %467 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %467, i32 noundef 6, i32 noundef 0), !dbg !828
    #dbg_value(i64 7, !291, !DIExpression(), !295)
  %469 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 7, !dbg !817
  %470 = load i16, ptr %469, align 2, !dbg !817, !tbaa !741
  %471 = zext i16 %470 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %471, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %472 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %472, i32 noundef 7, i32 noundef 0), !dbg !828
    #dbg_value(i64 8, !291, !DIExpression(), !295)
  %474 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 8, !dbg !817
  %475 = load i16, ptr %474, align 2, !dbg !817, !tbaa !741
  %476 = zext i16 %475 to i64, !dbg !817
  tail call fastcc void @transparent_crc(i64 noundef %476, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !826
  %477 = trunc nuw nsw i64 %407 to i32, !dbg !828
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %477, i32 noundef 8, i32 noundef 0), !dbg !828
  br label %479, !dbg !828

479:                                              ; preds = %411, %436
    #dbg_value(i32 poison, !292, !DIExpression(), !295)
    #dbg_value(i64 9, !291, !DIExpression(), !295)
  %480 = add nuw nsw i64 %407, 1, !dbg !830
    #dbg_value(i64 %480, !290, !DIExpression(), !295)
  %481 = icmp eq i64 %480, 9, !dbg !831
  br i1 %481, label %482, label %406, !dbg !815, !llvm.loop !832

482:                                              ; preds = %479
  %483 = load i32, ptr @g_1072, align 4, !dbg !834, !tbaa !330
  %484 = zext nneg i32 %483 to i64, !dbg !834
  tail call fastcc void @transparent_crc(i64 noundef %484, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !835
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !836
  %485 = load i32, ptr @crc32_context, align 4, !dbg !837, !tbaa !330
  %486 = xor i32 %485, -1, !dbg !838
    #dbg_value(i32 %486, !839, !DIExpression(), !845)
    #dbg_value(i32 %20, !844, !DIExpression(), !845)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %486), !dbg !847
  ret i32 0, !dbg !848
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !849 {
    #dbg_value(i64 %0, !853, !DIExpression(), !856)
    #dbg_value(ptr %1, !854, !DIExpression(), !856)
    #dbg_value(i32 %2, !855, !DIExpression(), !856)
    #dbg_value(i64 %0, !857, !DIExpression(), !862)
    #dbg_value(i64 %0, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !869)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !871, !tbaa !330
  %5 = lshr i32 %4, 8, !dbg !872
  %6 = zext i32 %4 to i64, !dbg !873
  %7 = xor i64 %6, %0, !dbg !873
  %8 = and i64 %7, 255, !dbg !874
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !874
  %10 = load i32, ptr %9, align 4, !dbg !874, !tbaa !330
  %11 = xor i32 %5, %10, !dbg !875
  %12 = lshr i64 %0, 8, !dbg !876
    #dbg_value(i64 %12, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !877)
  %13 = lshr i32 %11, 8, !dbg !879
  %14 = zext i32 %11 to i64, !dbg !880
  %15 = xor i64 %12, %14, !dbg !880
  %16 = and i64 %15, 255, !dbg !881
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !881
  %18 = load i32, ptr %17, align 4, !dbg !881, !tbaa !330
  %19 = xor i32 %13, %18, !dbg !882
  %20 = lshr i64 %0, 16, !dbg !883
    #dbg_value(i64 %20, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !884)
  %21 = lshr i32 %19, 8, !dbg !886
  %22 = zext i32 %19 to i64, !dbg !887
  %23 = xor i64 %20, %22, !dbg !887
  %24 = and i64 %23, 255, !dbg !888
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !888
  %26 = load i32, ptr %25, align 4, !dbg !888, !tbaa !330
  %27 = xor i32 %21, %26, !dbg !889
  %28 = lshr i64 %0, 24, !dbg !890
    #dbg_value(i64 %28, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !891)
  %29 = lshr i32 %27, 8, !dbg !893
  %30 = zext i32 %27 to i64, !dbg !894
  %31 = xor i64 %28, %30, !dbg !894
  %32 = and i64 %31, 255, !dbg !895
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !895
  %34 = load i32, ptr %33, align 4, !dbg !895, !tbaa !330
  %35 = xor i32 %29, %34, !dbg !896
  %36 = lshr i64 %0, 32, !dbg !897
    #dbg_value(i64 %36, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !898)
  %37 = lshr i32 %35, 8, !dbg !900
  %38 = zext i32 %35 to i64, !dbg !901
  %39 = xor i64 %36, %38, !dbg !901
  %40 = and i64 %39, 255, !dbg !902
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !902
  %42 = load i32, ptr %41, align 4, !dbg !902, !tbaa !330
  %43 = xor i32 %37, %42, !dbg !903
  %44 = lshr i64 %0, 40, !dbg !904
    #dbg_value(i64 %44, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !905)
  %45 = lshr i32 %43, 8, !dbg !907
  %46 = zext i32 %43 to i64, !dbg !908
  %47 = xor i64 %44, %46, !dbg !908
  %48 = and i64 %47, 255, !dbg !909
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !909
  %50 = load i32, ptr %49, align 4, !dbg !909, !tbaa !330
  %51 = xor i32 %45, %50, !dbg !910
  %52 = lshr i64 %0, 48, !dbg !911
    #dbg_value(i64 %52, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !912)
  %53 = lshr i32 %51, 8, !dbg !914
  %54 = zext i32 %51 to i64, !dbg !915
  %55 = xor i64 %52, %54, !dbg !915
  %56 = and i64 %55, 255, !dbg !916
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !916
  %58 = load i32, ptr %57, align 4, !dbg !916, !tbaa !330
  %59 = xor i32 %53, %58, !dbg !917
  %60 = lshr i64 %0, 56, !dbg !918
    #dbg_value(i64 %60, !864, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !919)
  %61 = lshr i32 %59, 8, !dbg !921
  %62 = and i32 %59, 255, !dbg !922
  %63 = zext nneg i32 %62 to i64, !dbg !922
  %64 = xor i64 %60, %63, !dbg !922
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !922
  %66 = load i32, ptr %65, align 4, !dbg !922, !tbaa !330
  %67 = xor i32 %61, %66, !dbg !923
  store i32 %67, ptr @crc32_context, align 4, !dbg !924, !tbaa !330
  %68 = icmp eq i32 %2, 0, !dbg !925
  br i1 %68, label %73, label %69, !dbg !927

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !928
  %71 = zext i32 %70 to i64, !dbg !928
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !930
  br label %73, !dbg !931

73:                                               ; preds = %69, %3
  ret void, !dbg !932
}

; Function Attrs: nofree nounwind
declare !dbg !933 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!273, !274, !275, !276, !277, !278, !279, !280}
!llvm.ident = !{!281}

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
!117 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !119, line: 42, baseType: !6)
!119 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!120 = !{!121}
!121 = !DISubrange(count: 256)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_582", scope: !2, file: !3, line: 47, type: !124, isLocal: true, isDefinition: true)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !128, line: 25, baseType: !129)
!128 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!276 = !{i32 8, !"PIC Level", i32 2}
!277 = !{i32 7, !"PIE Level", i32 2}
!278 = !{i32 7, !"uwtable", i32 2}
!279 = !{i32 7, !"frame-pointer", i32 1}
!280 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!281 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!282 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 492, type: !283, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!283 = !DISubroutineType(types: !284)
!284 = !{!166, !166, !285}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!287 = !{!288, !289, !290, !291, !292, !293}
!288 = !DILocalVariable(name: "argc", arg: 1, scope: !282, file: !3, line: 492, type: !166)
!289 = !DILocalVariable(name: "argv", arg: 2, scope: !282, file: !3, line: 492, type: !285)
!290 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 494, type: !166)
!291 = !DILocalVariable(name: "j", scope: !282, file: !3, line: 494, type: !166)
!292 = !DILocalVariable(name: "k", scope: !282, file: !3, line: 494, type: !166)
!293 = !DILocalVariable(name: "print_hash_value", scope: !282, file: !3, line: 495, type: !166)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !282)
!296 = !DILocation(line: 496, column: 14, scope: !297)
!297 = distinct !DILexicalBlock(scope: !282, file: !3, line: 496, column: 9)
!298 = !DILocation(line: 496, column: 19, scope: !297)
!299 = !DILocation(line: 496, column: 29, scope: !297)
!300 = !{!301, !301, i64 0}
!301 = !{!"any pointer", !302, i64 0}
!302 = !{!"omnipotent char", !303, i64 0}
!303 = !{!"Simple C/C++ TBAA"}
!304 = !DILocation(line: 496, column: 43, scope: !297)
!305 = !DILocation(line: 496, column: 9, scope: !282)
!306 = !DILocalVariable(name: "poly", scope: !307, file: !114, line: 54, type: !314)
!307 = distinct !DISubprogram(name: "crc32_gentab", scope: !114, file: !114, line: 51, type: !308, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !310)
!308 = !DISubroutineType(types: !309)
!309 = !{null}
!310 = !{!311, !306, !312, !313}
!311 = !DILocalVariable(name: "crc", scope: !307, file: !114, line: 53, type: !116)
!312 = !DILocalVariable(name: "i", scope: !307, file: !114, line: 55, type: !166)
!313 = !DILocalVariable(name: "j", scope: !307, file: !114, line: 55, type: !166)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!315 = !DILocation(line: 0, scope: !307, inlinedAt: !316)
!316 = distinct !DILocation(line: 498, column: 5, scope: !282)
!317 = !DILocation(line: 57, column: 2, scope: !318, inlinedAt: !316)
!318 = distinct !DILexicalBlock(scope: !307, file: !114, line: 57, column: 2)
!319 = !DILocation(line: 57, column: 24, scope: !320, inlinedAt: !316)
!320 = distinct !DILexicalBlock(scope: !318, file: !114, line: 57, column: 2)
!321 = !DILocation(line: 60, column: 12, scope: !322, inlinedAt: !316)
!322 = distinct !DILexicalBlock(scope: !323, file: !114, line: 60, column: 8)
!323 = distinct !DILexicalBlock(scope: !324, file: !114, line: 59, column: 27)
!324 = distinct !DILexicalBlock(scope: !325, file: !114, line: 59, column: 3)
!325 = distinct !DILexicalBlock(scope: !326, file: !114, line: 59, column: 3)
!326 = distinct !DILexicalBlock(scope: !320, file: !114, line: 57, column: 28)
!327 = !DILocation(line: 60, column: 8, scope: !323, inlinedAt: !316)
!328 = !DILocation(line: 66, column: 3, scope: !326, inlinedAt: !316)
!329 = !DILocation(line: 66, column: 16, scope: !326, inlinedAt: !316)
!330 = !{!331, !331, i64 0}
!331 = !{!"int", !302, i64 0}
!332 = distinct !{!332, !317, !333, !334, !335, !336}
!333 = !DILocation(line: 67, column: 2, scope: !318, inlinedAt: !316)
!334 = !{!"llvm.loop.mustprogress"}
!335 = !{!"llvm.loop.isvectorized", i32 1}
!336 = !{!"llvm.loop.unroll.runtime.disable"}
!337 = !DILocalVariable(name: "l_1059", scope: !338, file: !3, line: 97, type: !432)
!338 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 86, type: !339, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{!177}
!341 = !{!342, !345, !346, !348, !349, !352, !355, !356, !358, !337, !360, !361, !363, !366, !368, !370, !373, !376, !377, !378, !381, !383, !385, !387, !389, !390, !391, !392, !397, !398, !399, !400, !401, !402, !403, !404, !405, !406, !409, !411, !413, !414, !415, !417, !418, !419, !420, !426, !427, !429, !430, !431}
!342 = !DILocalVariable(name: "l_2", scope: !338, file: !3, line: 88, type: !343)
!343 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1568, elements: !344)
!344 = !{!109, !109, !13}
!345 = !DILocalVariable(name: "l_12", scope: !338, file: !3, line: 89, type: !164)
!346 = !DILocalVariable(name: "l_1004", scope: !338, file: !3, line: 90, type: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!348 = !DILocalVariable(name: "l_1032", scope: !338, file: !3, line: 91, type: !206)
!349 = !DILocalVariable(name: "l_1035", scope: !338, file: !3, line: 92, type: !350)
!350 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 3584, elements: !351)
!351 = !{!159, !195, !109}
!352 = !DILocalVariable(name: "l_1040", scope: !338, file: !3, line: 93, type: !353)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 5120, elements: !354)
!354 = !{!28, !194, !28}
!355 = !DILocalVariable(name: "l_1041", scope: !338, file: !3, line: 94, type: !164)
!356 = !DILocalVariable(name: "l_1049", scope: !338, file: !3, line: 95, type: !357)
!357 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 144, elements: !66)
!358 = !DILocalVariable(name: "l_1055", scope: !338, file: !3, line: 96, type: !359)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!360 = !DILocalVariable(name: "l_1080", scope: !338, file: !3, line: 98, type: !243)
!361 = !DILocalVariable(name: "l_1087", scope: !338, file: !3, line: 99, type: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!363 = !DILocalVariable(name: "l_1090", scope: !338, file: !3, line: 100, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!366 = !DILocalVariable(name: "l_1089", scope: !338, file: !3, line: 101, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64)
!368 = !DILocalVariable(name: "l_1088", scope: !338, file: !3, line: 102, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!370 = !DILocalVariable(name: "l_1093", scope: !338, file: !3, line: 103, type: !371)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 96, elements: !372)
!372 = !{!138}
!373 = !DILocalVariable(name: "l_1094", scope: !338, file: !3, line: 104, type: !374)
!374 = !DICompositeType(tag: DW_TAG_array_type, baseType: !347, size: 512, elements: !375)
!375 = !{!159}
!376 = !DILocalVariable(name: "l_1095", scope: !338, file: !3, line: 105, type: !243)
!377 = !DILocalVariable(name: "l_1096", scope: !338, file: !3, line: 106, type: !163)
!378 = !DILocalVariable(name: "l_1097", scope: !338, file: !3, line: 107, type: !379)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 1792, elements: !380)
!380 = !{!109, !28}
!381 = !DILocalVariable(name: "l_1101", scope: !338, file: !3, line: 108, type: !382)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!383 = !DILocalVariable(name: "l_1100", scope: !338, file: !3, line: 109, type: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!385 = !DILocalVariable(name: "l_1099", scope: !338, file: !3, line: 110, type: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!387 = !DILocalVariable(name: "l_1098", scope: !338, file: !3, line: 111, type: !388)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!389 = !DILocalVariable(name: "i", scope: !338, file: !3, line: 112, type: !166)
!390 = !DILocalVariable(name: "j", scope: !338, file: !3, line: 112, type: !166)
!391 = !DILocalVariable(name: "k", scope: !338, file: !3, line: 112, type: !166)
!392 = !DILocalVariable(name: "l_6", scope: !393, file: !3, line: 117, type: !396)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 116, column: 5)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 115, column: 5)
!395 = distinct !DILexicalBlock(scope: !338, file: !3, line: 115, column: 5)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!397 = !DILocalVariable(name: "l_8", scope: !393, file: !3, line: 118, type: !396)
!398 = !DILocalVariable(name: "l_9", scope: !393, file: !3, line: 119, type: !163)
!399 = !DILocalVariable(name: "l_10", scope: !393, file: !3, line: 120, type: !163)
!400 = !DILocalVariable(name: "l_13", scope: !393, file: !3, line: 121, type: !163)
!401 = !DILocalVariable(name: "l_14", scope: !393, file: !3, line: 122, type: !163)
!402 = !DILocalVariable(name: "l_15", scope: !393, file: !3, line: 123, type: !163)
!403 = !DILocalVariable(name: "l_16", scope: !393, file: !3, line: 124, type: !164)
!404 = !DILocalVariable(name: "l_17", scope: !393, file: !3, line: 125, type: !163)
!405 = !DILocalVariable(name: "l_18", scope: !393, file: !3, line: 126, type: !163)
!406 = !DILocalVariable(name: "l_19", scope: !393, file: !3, line: 127, type: !407)
!407 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 13440, elements: !408)
!408 = !{!109, !138, !194}
!409 = !DILocalVariable(name: "l_20", scope: !393, file: !3, line: 128, type: !410)
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 256, elements: !27)
!411 = !DILocalVariable(name: "l_1005", scope: !393, file: !3, line: 129, type: !412)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !347, size: 576, elements: !66)
!413 = !DILocalVariable(name: "l_1036", scope: !393, file: !3, line: 130, type: !164)
!414 = !DILocalVariable(name: "l_1038", scope: !393, file: !3, line: 131, type: !164)
!415 = !DILocalVariable(name: "l_1056", scope: !393, file: !3, line: 132, type: !416)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 512, elements: !375)
!417 = !DILocalVariable(name: "i", scope: !393, file: !3, line: 133, type: !166)
!418 = !DILocalVariable(name: "j", scope: !393, file: !3, line: 133, type: !166)
!419 = !DILocalVariable(name: "k", scope: !393, file: !3, line: 133, type: !166)
!420 = !DILocalVariable(name: "l_23", scope: !421, file: !3, line: 138, type: !424)
!421 = distinct !DILexicalBlock(scope: !422, file: !3, line: 137, column: 9)
!422 = distinct !DILexicalBlock(scope: !423, file: !3, line: 136, column: 9)
!423 = distinct !DILexicalBlock(scope: !393, file: !3, line: 136, column: 9)
!424 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1280, elements: !425)
!425 = !{!13, !40, !159}
!426 = !DILocalVariable(name: "l_40", scope: !421, file: !3, line: 139, type: !163)
!427 = !DILocalVariable(name: "l_339", scope: !421, file: !3, line: 140, type: !428)
!428 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 384, elements: !54)
!429 = !DILocalVariable(name: "i", scope: !421, file: !3, line: 141, type: !166)
!430 = !DILocalVariable(name: "j", scope: !421, file: !3, line: 141, type: !166)
!431 = !DILocalVariable(name: "k", scope: !421, file: !3, line: 141, type: !166)
!432 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !396)
!433 = !DILocation(line: 0, scope: !338, inlinedAt: !434)
!434 = distinct !DILocation(line: 499, column: 5, scope: !282)
!435 = !DILocation(line: 97, column: 5, scope: !338, inlinedAt: !434)
!436 = !DILocation(line: 97, column: 33, scope: !338, inlinedAt: !434)
!437 = distinct !DIAssignID()
!438 = distinct !DIAssignID()
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 0, scope: !393, inlinedAt: !434)
!441 = distinct !DIAssignID()
!442 = distinct !DIAssignID()
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
!654 = !DILocation(line: 134, column: 18, scope: !393, inlinedAt: !434)
!655 = !DILocation(line: 134, column: 16, scope: !393, inlinedAt: !434)
!656 = !DILocation(line: 115, scope: !395, inlinedAt: !434)
!657 = !DILocation(line: 150, column: 260, scope: !338, inlinedAt: !434)
!658 = !DILocation(line: 150, column: 259, scope: !338, inlinedAt: !434)
!659 = !DILocation(line: 150, column: 15, scope: !338, inlinedAt: !434)
!660 = !DILocation(line: 151, column: 37, scope: !338, inlinedAt: !434)
!661 = !DILocation(line: 151, column: 36, scope: !338, inlinedAt: !434)
!662 = !DILocation(line: 151, column: 58, scope: !338, inlinedAt: !434)
!663 = !{!302, !302, i64 0}
!664 = !DILocation(line: 151, column: 47, scope: !338, inlinedAt: !434)
!665 = !DILocation(line: 151, column: 45, scope: !338, inlinedAt: !434)
!666 = !DILocation(line: 151, column: 32, scope: !338, inlinedAt: !434)
!667 = !DILocation(line: 154, column: 1, scope: !338, inlinedAt: !434)
!668 = !DILocation(line: 500, column: 5, scope: !669)
!669 = distinct !DILexicalBlock(scope: !282, file: !3, line: 500, column: 5)
!670 = !DILocation(line: 502, column: 9, scope: !671)
!671 = distinct !DILexicalBlock(scope: !672, file: !3, line: 502, column: 9)
!672 = distinct !DILexicalBlock(scope: !673, file: !3, line: 501, column: 5)
!673 = distinct !DILexicalBlock(scope: !669, file: !3, line: 500, column: 5)
!674 = !DILocation(line: 506, column: 33, scope: !675)
!675 = distinct !DILexicalBlock(scope: !676, file: !3, line: 505, column: 13)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 504, column: 13)
!677 = distinct !DILexicalBlock(scope: !678, file: !3, line: 504, column: 13)
!678 = distinct !DILexicalBlock(scope: !679, file: !3, line: 503, column: 9)
!679 = distinct !DILexicalBlock(scope: !671, file: !3, line: 502, column: 9)
!680 = !DILocation(line: 506, column: 17, scope: !675)
!681 = !DILocation(line: 507, column: 21, scope: !675)
!682 = !DILocation(line: 507, column: 39, scope: !683)
!683 = distinct !DILexicalBlock(scope: !675, file: !3, line: 507, column: 21)
!684 = !DILocation(line: 502, column: 30, scope: !679)
!685 = !DILocation(line: 502, column: 23, scope: !679)
!686 = distinct !{!686, !670, !687, !334}
!687 = !DILocation(line: 510, column: 9, scope: !671)
!688 = !DILocation(line: 500, column: 25, scope: !673)
!689 = !DILocation(line: 500, column: 19, scope: !673)
!690 = distinct !{!690, !668, !691, !334}
!691 = !DILocation(line: 511, column: 5, scope: !669)
!692 = !DILocation(line: 512, column: 21, scope: !282)
!693 = !DILocation(line: 512, column: 5, scope: !282)
!694 = !DILocation(line: 513, column: 21, scope: !282)
!695 = !DILocation(line: 513, column: 5, scope: !282)
!696 = !DILocation(line: 514, column: 5, scope: !697)
!697 = distinct !DILexicalBlock(scope: !282, file: !3, line: 514, column: 5)
!698 = !DILocation(line: 520, column: 33, scope: !699)
!699 = distinct !DILexicalBlock(scope: !700, file: !3, line: 519, column: 13)
!700 = distinct !DILexicalBlock(scope: !701, file: !3, line: 518, column: 13)
!701 = distinct !DILexicalBlock(scope: !702, file: !3, line: 518, column: 13)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 517, column: 9)
!703 = distinct !DILexicalBlock(scope: !704, file: !3, line: 516, column: 9)
!704 = distinct !DILexicalBlock(scope: !705, file: !3, line: 516, column: 9)
!705 = distinct !DILexicalBlock(scope: !706, file: !3, line: 515, column: 5)
!706 = distinct !DILexicalBlock(scope: !697, file: !3, line: 514, column: 5)
!707 = !DILocation(line: 520, column: 17, scope: !699)
!708 = !DILocation(line: 521, column: 21, scope: !699)
!709 = !DILocation(line: 521, column: 39, scope: !710)
!710 = distinct !DILexicalBlock(scope: !699, file: !3, line: 521, column: 21)
!711 = !DILocation(line: 514, column: 25, scope: !706)
!712 = !DILocation(line: 514, column: 19, scope: !706)
!713 = distinct !{!713, !696, !714, !334}
!714 = !DILocation(line: 525, column: 5, scope: !697)
!715 = !DILocation(line: 526, column: 5, scope: !282)
!716 = !DILocation(line: 531, column: 29, scope: !717)
!717 = distinct !DILexicalBlock(scope: !718, file: !3, line: 530, column: 9)
!718 = distinct !DILexicalBlock(scope: !719, file: !3, line: 529, column: 9)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 529, column: 9)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 528, column: 5)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 527, column: 5)
!722 = distinct !DILexicalBlock(scope: !282, file: !3, line: 527, column: 5)
!723 = !DILocation(line: 531, column: 13, scope: !717)
!724 = !DILocation(line: 532, column: 17, scope: !717)
!725 = !DILocation(line: 532, column: 35, scope: !726)
!726 = distinct !DILexicalBlock(scope: !717, file: !3, line: 532, column: 17)
!727 = !DILocation(line: 536, column: 5, scope: !282)
!728 = !DILocation(line: 537, column: 5, scope: !282)
!729 = !DILocation(line: 538, column: 5, scope: !730)
!730 = distinct !DILexicalBlock(scope: !282, file: !3, line: 538, column: 5)
!731 = !DILocation(line: 540, column: 9, scope: !732)
!732 = distinct !DILexicalBlock(scope: !733, file: !3, line: 540, column: 9)
!733 = distinct !DILexicalBlock(scope: !734, file: !3, line: 539, column: 5)
!734 = distinct !DILexicalBlock(scope: !730, file: !3, line: 538, column: 5)
!735 = !DILocation(line: 544, column: 33, scope: !736)
!736 = distinct !DILexicalBlock(scope: !737, file: !3, line: 543, column: 13)
!737 = distinct !DILexicalBlock(scope: !738, file: !3, line: 542, column: 13)
!738 = distinct !DILexicalBlock(scope: !739, file: !3, line: 542, column: 13)
!739 = distinct !DILexicalBlock(scope: !740, file: !3, line: 541, column: 9)
!740 = distinct !DILexicalBlock(scope: !732, file: !3, line: 540, column: 9)
!741 = !{!742, !742, i64 0}
!742 = !{!"short", !302, i64 0}
!743 = !DILocation(line: 544, column: 17, scope: !736)
!744 = !DILocation(line: 545, column: 21, scope: !736)
!745 = !DILocation(line: 545, column: 39, scope: !746)
!746 = distinct !DILexicalBlock(scope: !736, file: !3, line: 545, column: 21)
!747 = !DILocation(line: 540, column: 29, scope: !740)
!748 = !DILocation(line: 540, column: 23, scope: !740)
!749 = distinct !{!749, !731, !750, !334}
!750 = !DILocation(line: 548, column: 9, scope: !732)
!751 = !DILocation(line: 538, column: 25, scope: !734)
!752 = !DILocation(line: 538, column: 19, scope: !734)
!753 = distinct !{!753, !729, !754, !334}
!754 = !DILocation(line: 549, column: 5, scope: !730)
!755 = !DILocation(line: 552, column: 9, scope: !756)
!756 = distinct !DILexicalBlock(scope: !757, file: !3, line: 551, column: 5)
!757 = distinct !DILexicalBlock(scope: !758, file: !3, line: 550, column: 5)
!758 = distinct !DILexicalBlock(scope: !282, file: !3, line: 550, column: 5)
!759 = !DILocation(line: 553, column: 13, scope: !756)
!760 = !DILocation(line: 553, column: 31, scope: !761)
!761 = distinct !DILexicalBlock(scope: !756, file: !3, line: 553, column: 13)
!762 = !DILocation(line: 556, column: 5, scope: !282)
!763 = !DILocation(line: 557, column: 5, scope: !282)
!764 = !DILocation(line: 558, column: 5, scope: !765)
!765 = distinct !DILexicalBlock(scope: !282, file: !3, line: 558, column: 5)
!766 = !DILocation(line: 560, column: 9, scope: !767)
!767 = distinct !DILexicalBlock(scope: !768, file: !3, line: 560, column: 9)
!768 = distinct !DILexicalBlock(scope: !769, file: !3, line: 559, column: 5)
!769 = distinct !DILexicalBlock(scope: !765, file: !3, line: 558, column: 5)
!770 = !DILocation(line: 564, column: 33, scope: !771)
!771 = distinct !DILexicalBlock(scope: !772, file: !3, line: 563, column: 13)
!772 = distinct !DILexicalBlock(scope: !773, file: !3, line: 562, column: 13)
!773 = distinct !DILexicalBlock(scope: !774, file: !3, line: 562, column: 13)
!774 = distinct !DILexicalBlock(scope: !775, file: !3, line: 561, column: 9)
!775 = distinct !DILexicalBlock(scope: !767, file: !3, line: 560, column: 9)
!776 = !DILocation(line: 564, column: 17, scope: !771)
!777 = !DILocation(line: 565, column: 21, scope: !771)
!778 = !DILocation(line: 565, column: 39, scope: !779)
!779 = distinct !DILexicalBlock(scope: !771, file: !3, line: 565, column: 21)
!780 = !DILocation(line: 560, column: 29, scope: !775)
!781 = !DILocation(line: 560, column: 23, scope: !775)
!782 = distinct !{!782, !766, !783, !334}
!783 = !DILocation(line: 568, column: 9, scope: !767)
!784 = !DILocation(line: 558, column: 25, scope: !769)
!785 = !DILocation(line: 558, column: 19, scope: !769)
!786 = distinct !{!786, !764, !787, !334}
!787 = !DILocation(line: 569, column: 5, scope: !765)
!788 = !DILocation(line: 570, column: 5, scope: !282)
!789 = !DILocation(line: 571, column: 21, scope: !282)
!790 = !DILocation(line: 571, column: 5, scope: !282)
!791 = !DILocation(line: 572, column: 5, scope: !282)
!792 = !DILocation(line: 573, column: 21, scope: !282)
!793 = !DILocation(line: 573, column: 5, scope: !282)
!794 = !DILocation(line: 576, column: 9, scope: !795)
!795 = distinct !DILexicalBlock(scope: !796, file: !3, line: 575, column: 5)
!796 = distinct !DILexicalBlock(scope: !797, file: !3, line: 574, column: 5)
!797 = distinct !DILexicalBlock(scope: !282, file: !3, line: 574, column: 5)
!798 = !DILocation(line: 577, column: 13, scope: !795)
!799 = !DILocation(line: 582, column: 9, scope: !800)
!800 = distinct !DILexicalBlock(scope: !801, file: !3, line: 581, column: 5)
!801 = distinct !DILexicalBlock(scope: !802, file: !3, line: 580, column: 5)
!802 = distinct !DILexicalBlock(scope: !282, file: !3, line: 580, column: 5)
!803 = !DILocation(line: 583, column: 13, scope: !800)
!804 = !DILocation(line: 577, column: 31, scope: !805)
!805 = distinct !DILexicalBlock(scope: !795, file: !3, line: 577, column: 13)
!806 = !DILocation(line: 583, column: 31, scope: !807)
!807 = distinct !DILexicalBlock(scope: !800, file: !3, line: 583, column: 13)
!808 = !DILocation(line: 586, column: 5, scope: !282)
!809 = !DILocation(line: 587, column: 5, scope: !282)
!810 = !DILocation(line: 588, column: 5, scope: !282)
!811 = !DILocation(line: 589, column: 21, scope: !282)
!812 = !DILocation(line: 589, column: 5, scope: !282)
!813 = !DILocation(line: 590, column: 5, scope: !282)
!814 = !DILocation(line: 591, column: 5, scope: !282)
!815 = !DILocation(line: 592, column: 5, scope: !816)
!816 = distinct !DILexicalBlock(scope: !282, file: !3, line: 592, column: 5)
!817 = !DILocation(line: 598, column: 33, scope: !818)
!818 = distinct !DILexicalBlock(scope: !819, file: !3, line: 597, column: 13)
!819 = distinct !DILexicalBlock(scope: !820, file: !3, line: 596, column: 13)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 596, column: 13)
!821 = distinct !DILexicalBlock(scope: !822, file: !3, line: 595, column: 9)
!822 = distinct !DILexicalBlock(scope: !823, file: !3, line: 594, column: 9)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 594, column: 9)
!824 = distinct !DILexicalBlock(scope: !825, file: !3, line: 593, column: 5)
!825 = distinct !DILexicalBlock(scope: !816, file: !3, line: 592, column: 5)
!826 = !DILocation(line: 598, column: 17, scope: !818)
!827 = !DILocation(line: 599, column: 21, scope: !818)
!828 = !DILocation(line: 599, column: 39, scope: !829)
!829 = distinct !DILexicalBlock(scope: !818, file: !3, line: 599, column: 21)
!830 = !DILocation(line: 592, column: 25, scope: !825)
!831 = !DILocation(line: 592, column: 19, scope: !825)
!832 = distinct !{!832, !815, !833, !334}
!833 = !DILocation(line: 603, column: 5, scope: !816)
!834 = !DILocation(line: 604, column: 21, scope: !282)
!835 = !DILocation(line: 604, column: 5, scope: !282)
!836 = !DILocation(line: 605, column: 5, scope: !282)
!837 = !DILocation(line: 606, column: 23, scope: !282)
!838 = !DILocation(line: 606, column: 37, scope: !282)
!839 = !DILocalVariable(name: "crc", arg: 1, scope: !840, file: !266, line: 49, type: !116)
!840 = distinct !DISubprogram(name: "platform_main_end", scope: !266, file: !266, line: 49, type: !841, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !843)
!841 = !DISubroutineType(types: !842)
!842 = !{null, !116, !166}
!843 = !{!839, !844}
!844 = !DILocalVariable(name: "flag", arg: 2, scope: !840, file: !266, line: 49, type: !166)
!845 = !DILocation(line: 0, scope: !840, inlinedAt: !846)
!846 = distinct !DILocation(line: 606, column: 5, scope: !282)
!847 = !DILocation(line: 56, column: 2, scope: !840, inlinedAt: !846)
!848 = !DILocation(line: 607, column: 5, scope: !282)
!849 = distinct !DISubprogram(name: "transparent_crc", scope: !114, file: !114, line: 110, type: !850, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !852)
!850 = !DISubroutineType(types: !851)
!851 = !{null, !206, !286, !166}
!852 = !{!853, !854, !855}
!853 = !DILocalVariable(name: "val", arg: 1, scope: !849, file: !114, line: 110, type: !206)
!854 = !DILocalVariable(name: "vname", arg: 2, scope: !849, file: !114, line: 110, type: !286)
!855 = !DILocalVariable(name: "flag", arg: 3, scope: !849, file: !114, line: 110, type: !166)
!856 = !DILocation(line: 0, scope: !849)
!857 = !DILocalVariable(name: "val", arg: 1, scope: !858, file: !114, line: 97, type: !206)
!858 = distinct !DISubprogram(name: "crc32_8bytes", scope: !114, file: !114, line: 97, type: !859, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !861)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !206}
!861 = !{!857}
!862 = !DILocation(line: 0, scope: !858, inlinedAt: !863)
!863 = distinct !DILocation(line: 112, column: 2, scope: !849)
!864 = !DILocalVariable(name: "b", arg: 1, scope: !865, file: !114, line: 71, type: !152)
!865 = distinct !DISubprogram(name: "crc32_byte", scope: !114, file: !114, line: 71, type: !866, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !868)
!866 = !DISubroutineType(types: !867)
!867 = !{null, !152}
!868 = !{!864}
!869 = !DILocation(line: 0, scope: !865, inlinedAt: !870)
!870 = distinct !DILocation(line: 99, column: 2, scope: !858, inlinedAt: !863)
!871 = !DILocation(line: 73, column: 5, scope: !865, inlinedAt: !870)
!872 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !870)
!873 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !870)
!874 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !870)
!875 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !870)
!876 = !DILocation(line: 100, column: 18, scope: !858, inlinedAt: !863)
!877 = !DILocation(line: 0, scope: !865, inlinedAt: !878)
!878 = distinct !DILocation(line: 100, column: 2, scope: !858, inlinedAt: !863)
!879 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !878)
!880 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !878)
!881 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !878)
!882 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !878)
!883 = !DILocation(line: 101, column: 18, scope: !858, inlinedAt: !863)
!884 = !DILocation(line: 0, scope: !865, inlinedAt: !885)
!885 = distinct !DILocation(line: 101, column: 2, scope: !858, inlinedAt: !863)
!886 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !885)
!887 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !885)
!888 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !885)
!889 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !885)
!890 = !DILocation(line: 102, column: 18, scope: !858, inlinedAt: !863)
!891 = !DILocation(line: 0, scope: !865, inlinedAt: !892)
!892 = distinct !DILocation(line: 102, column: 2, scope: !858, inlinedAt: !863)
!893 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !892)
!894 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !892)
!895 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !892)
!896 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !892)
!897 = !DILocation(line: 103, column: 18, scope: !858, inlinedAt: !863)
!898 = !DILocation(line: 0, scope: !865, inlinedAt: !899)
!899 = distinct !DILocation(line: 103, column: 2, scope: !858, inlinedAt: !863)
!900 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !899)
!901 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !899)
!902 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !899)
!903 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !899)
!904 = !DILocation(line: 104, column: 18, scope: !858, inlinedAt: !863)
!905 = !DILocation(line: 0, scope: !865, inlinedAt: !906)
!906 = distinct !DILocation(line: 104, column: 2, scope: !858, inlinedAt: !863)
!907 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !906)
!908 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !906)
!909 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !906)
!910 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !906)
!911 = !DILocation(line: 105, column: 18, scope: !858, inlinedAt: !863)
!912 = !DILocation(line: 0, scope: !865, inlinedAt: !913)
!913 = distinct !DILocation(line: 105, column: 2, scope: !858, inlinedAt: !863)
!914 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !913)
!915 = !DILocation(line: 74, column: 33, scope: !865, inlinedAt: !913)
!916 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !913)
!917 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !913)
!918 = !DILocation(line: 106, column: 18, scope: !858, inlinedAt: !863)
!919 = !DILocation(line: 0, scope: !865, inlinedAt: !920)
!920 = distinct !DILocation(line: 106, column: 2, scope: !858, inlinedAt: !863)
!921 = !DILocation(line: 73, column: 19, scope: !865, inlinedAt: !920)
!922 = !DILocation(line: 74, column: 3, scope: !865, inlinedAt: !920)
!923 = !DILocation(line: 73, column: 39, scope: !865, inlinedAt: !920)
!924 = !DILocation(line: 72, column: 16, scope: !865, inlinedAt: !920)
!925 = !DILocation(line: 113, column: 6, scope: !926)
!926 = distinct !DILexicalBlock(scope: !849, file: !114, line: 113, column: 6)
!927 = !DILocation(line: 113, column: 6, scope: !849)
!928 = !DILocation(line: 114, column: 73, scope: !929)
!929 = distinct !DILexicalBlock(scope: !926, file: !114, line: 113, column: 12)
!930 = !DILocation(line: 114, column: 5, scope: !929)
!931 = !DILocation(line: 115, column: 2, scope: !929)
!932 = !DILocation(line: 116, column: 1, scope: !849)
!933 = !DISubprogram(name: "printf", scope: !934, file: !934, line: 356, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!935 = !DISubroutineType(types: !936)
!936 = !{!166, !937, null}
!937 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !938)
!938 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !939, size: 64)
!939 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
