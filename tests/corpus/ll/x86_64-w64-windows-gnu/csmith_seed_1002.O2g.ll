; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"g_3[i][j][k]\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !19
@g_4 = internal global i32 -2, align 4, !dbg !177
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !24
@g_5 = internal unnamed_addr global i1 false, align 4, !dbg !261
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !29
@g_11 = internal unnamed_addr constant [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1]], [10 x [1 x i32]] [[1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405]]], align 16, !dbg !182
@.str.5 = private unnamed_addr constant [14 x i8] c"g_11[i][j][k]\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !36
@g_80.0 = internal unnamed_addr global i8 -4, align 1, !dbg !262
@.str.7 = private unnamed_addr constant [11 x i8] c"g_80[i][j]\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !46
@.str.9 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1, !dbg !51
@.str.10 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1, !dbg !56
@g_216 = internal unnamed_addr constant [4 x [7 x [9 x i16]]] [[7 x [9 x i16]] [[9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0]]], align 16, !dbg !200
@.str.11 = private unnamed_addr constant [15 x i8] c"g_216[i][j][k]\00", align 1, !dbg !58
@.str.12 = private unnamed_addr constant [9 x i8] c"g_231[i]\00", align 1, !dbg !63
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !68
@.str.14 = private unnamed_addr constant [6 x i8] c"g_316\00", align 1, !dbg !70
@.str.15 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1, !dbg !72
@g_351 = internal unnamed_addr constant [8 x [4 x [8 x i32]]] [[4 x [8 x i32]] [[8 x i32] [i32 0, i32 -1981911899, i32 449166083, i32 154308523, i32 -1, i32 6, i32 1289046851, i32 -935846217], [8 x i32] [i32 -4, i32 -2060593023, i32 -1, i32 -985004979, i32 1, i32 -1852397472, i32 -1, i32 0], [8 x i32] [i32 154308523, i32 1720079787, i32 1859341173, i32 -8, i32 -1852397472, i32 -6, i32 276676413, i32 -1], [8 x i32] [i32 0, i32 449166083, i32 -10, i32 1289046851, i32 0, i32 5, i32 -1981911899, i32 -1490790147]], [4 x [8 x i32]] [[8 x i32] [i32 -1810428484, i32 -7, i32 5, i32 1828530859, i32 0, i32 0, i32 6, i32 -1981911899], [8 x i32] [i32 1437473061, i32 -1981911899, i32 3, i32 1020392761, i32 -2060593023, i32 1210654011, i32 0, i32 449166083], [8 x i32] [i32 -1, i32 -1080835501, i32 -1416622467, i32 -2025797398, i32 275473395, i32 0, i32 0, i32 -1416622467], [8 x i32] [i32 163975531, i32 -891481682, i32 -6, i32 -1074724136, i32 -1981911899, i32 -1, i32 0, i32 -1]], [4 x [8 x i32]] [[8 x i32] [i32 0, i32 3, i32 -9, i32 1705921373, i32 5, i32 -300390509, i32 -8, i32 -1536257424], [8 x i32] [i32 -1, i32 -1685003117, i32 1, i32 0, i32 -1, i32 -1366883065, i32 -726981760, i32 2033340148], [8 x i32] [i32 -1648429085, i32 1481755731, i32 -1, i32 3, i32 -1, i32 -408071093, i32 2033340148, i32 449166083], [8 x i32] [i32 -8, i32 275473395, i32 -1536257424, i32 -1400611692, i32 -1206498532, i32 -1, i32 2, i32 -4]], [4 x [8 x i32]] [[8 x i32] [i32 6, i32 2, i32 1437473061, i32 -1, i32 -1, i32 1437473061, i32 2, i32 6], [8 x i32] [i32 3, i32 -1, i32 -1400611692, i32 1289046851, i32 -1810428484, i32 0, i32 -8, i32 -7], [8 x i32] [i32 -726981760, i32 -1544236427, i32 0, i32 -1, i32 1289046851, i32 0, i32 1, i32 -1074724136], [8 x i32] [i32 3, i32 -1, i32 1481755731, i32 -1648429085, i32 -839463780, i32 1437473061, i32 8, i32 -935846217]], [4 x [8 x i32]] [[8 x i32] [i32 -1074724136, i32 2, i32 -1416622467, i32 -10, i32 0, i32 -1, i32 275473395, i32 1301086660], [8 x i32] [i32 -1, i32 275473395, i32 154308523, i32 1609592754, i32 5, i32 -408071093, i32 -1206498532, i32 -1648429085], [8 x i32] [i32 -1366883065, i32 1481755731, i32 1301086660, i32 5, i32 6, i32 5, i32 -356450194, i32 2], [8 x i32] [i32 449166083, i32 0, i32 1210654011, i32 -2060593023, i32 1020392761, i32 3, i32 -1981911899, i32 1437473061]], [4 x [8 x i32]] [[8 x i32] [i32 1828530859, i32 6, i32 -356450194, i32 -1, i32 -7, i32 -1416622467, i32 -1, i32 1210654011], [8 x i32] [i32 -1, i32 -7, i32 198555086, i32 -1, i32 2, i32 -6, i32 -726981760, i32 276676413], [8 x i32] [i32 -1400611692, i32 -1685003117, i32 -10, i32 0, i32 -357577476, i32 -9, i32 -1810428484, i32 1], [8 x i32] [i32 -8, i32 -356450194, i32 -513125344, i32 6, i32 -1852397472, i32 1, i32 1020392761, i32 -1244881115]], [4 x [8 x i32]] [[8 x i32] [i32 -1, i32 -8, i32 -382955768, i32 276676413, i32 0, i32 -1, i32 1609592754, i32 163975531], [8 x i32] [i32 -1490790147, i32 154308523, i32 -356450194, i32 0, i32 -1, i32 -1536257424, i32 1859341173, i32 0], [8 x i32] [i32 0, i32 -1, i32 2, i32 2, i32 -1366883065, i32 1437473061, i32 -1366883065, i32 2], [8 x i32] [i32 1, i32 -4, i32 1, i32 -1, i32 -6, i32 -1400611692, i32 0, i32 0]], [4 x [8 x i32]] [[8 x i32] [i32 -8, i32 -356450194, i32 1416061895, i32 -408071093, i32 -8, i32 0, i32 -6, i32 -513125344], [8 x i32] [i32 -8, i32 2033340148, i32 -2134570130, i32 1720079787, i32 -6, i32 1481755731, i32 449166083, i32 -2134570130], [8 x i32] [i32 1, i32 -7, i32 -1, i32 1301086660, i32 -1366883065, i32 -1416622467, i32 -1648429085, i32 -1], [8 x i32] [i32 0, i32 0, i32 -839463780, i32 2, i32 -1, i32 154308523, i32 -4, i32 1]]], align 16, !dbg !212
@.str.16 = private unnamed_addr constant [15 x i8] c"g_351[i][j][k]\00", align 1, !dbg !74
@.str.17 = private unnamed_addr constant [6 x i8] c"g_471\00", align 1, !dbg !76
@g_481 = internal global i16 6, align 2, !dbg !218
@.str.18 = private unnamed_addr constant [6 x i8] c"g_481\00", align 1, !dbg !78
@.str.19 = private unnamed_addr constant [6 x i8] c"g_683\00", align 1, !dbg !80
@g_794 = internal global i32 -921160087, align 4, !dbg !223
@.str.20 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1, !dbg !82
@.str.21 = private unnamed_addr constant [9 x i8] c"g_821[i]\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [9 x i8] c"g_846[i]\00", align 1, !dbg !86
@.str.23 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1, !dbg !88
@.str.24 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1, !dbg !90
@.str.25 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1, !dbg !92
@g_925 = internal global i16 26523, align 2, !dbg !240
@.str.26 = private unnamed_addr constant [6 x i8] c"g_925\00", align 1, !dbg !94
@.str.27 = private unnamed_addr constant [6 x i8] c"g_926\00", align 1, !dbg !96
@.str.28 = private unnamed_addr constant [6 x i8] c"g_965\00", align 1, !dbg !98
@g_1034 = internal unnamed_addr constant [9 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9], [1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 83], [1 x i16] [i16 1], [1 x i16] [i16 1], [1 x i16] [i16 83], [1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427]]], align 16, !dbg !246
@.str.29 = private unnamed_addr constant [16 x i8] c"g_1034[i][j][k]\00", align 1, !dbg !100
@g_1072 = internal unnamed_addr global i32 217697673, align 4, !dbg !250
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1072\00", align 1, !dbg !105
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1, !dbg !110
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !257
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !112
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !172
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !254

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !271 {
  %3 = alloca ptr, align 8, !DIAssignID !283
    #dbg_value(i32 %0, !277, !DIExpression(), !284)
    #dbg_value(ptr %1, !278, !DIExpression(), !284)
    #dbg_value(i32 0, !282, !DIExpression(), !284)
  %4 = icmp eq i32 %0, 2, !dbg !285
  br i1 %4, label %5, label %18, !dbg !287

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !288
  %7 = load ptr, ptr %6, align 8, !dbg !288, !tbaa !289
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !293
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !294
  %17 = zext i1 %16 to i32, !dbg !294
  br label %18, !dbg !294

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !284
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !284
    #dbg_value(i32 %20, !282, !DIExpression(), !284)
    #dbg_value(i32 -306674912, !295, !DIExpression(), !304)
    #dbg_value(i32 0, !301, !DIExpression(), !304)
  br label %21, !dbg !306

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !308
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !310
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !310
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !316
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !310
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !316
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !310
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !316
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !310
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !316
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !310
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !316
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !310
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !316
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !310
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !316
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !310
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !310
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !316
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !316
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !316
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !317
  store <4 x i32> %63, ptr %64, align 16, !dbg !318, !tbaa !319
  %65 = add nuw i64 %22, 4, !dbg !308
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !310
  %67 = icmp eq i64 %65, 256, !dbg !308
  br i1 %67, label %68, label %21, !dbg !308, !llvm.loop !321

68:                                               ; preds = %21
    #dbg_assign(i1 undef, !326, !DIExpression(), !283, ptr %3, !DIExpression(), !422)
    #dbg_value(ptr poison, !335, !DIExpression(), !422)
    #dbg_value(i64 0, !337, !DIExpression(), !422)
    #dbg_value(i32 0, !344, !DIExpression(), !422)
    #dbg_value(ptr poison, !347, !DIExpression(), !422)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !424
  store volatile ptr @g_794, ptr %3, align 8, !dbg !425, !tbaa !289, !DIAssignID !426
    #dbg_assign(ptr @g_794, !326, !DIExpression(), !426, ptr %3, !DIExpression(), !422)
    #dbg_value(i64 4253149911959314287, !349, !DIExpression(), !422)
    #dbg_value(ptr poison, !350, !DIExpression(), !422)
    #dbg_value(ptr poison, !352, !DIExpression(), !422)
    #dbg_value(ptr undef, !355, !DIExpression(), !422)
    #dbg_value(ptr undef, !357, !DIExpression(), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !422)
    #dbg_value(ptr undef, !362, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !422)
    #dbg_value(i64 -2, !365, !DIExpression(), !422)
    #dbg_value(ptr @g_1072, !366, !DIExpression(), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !422)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 512, 192), !427, ptr undef, !DIExpression(), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !422)
    #dbg_assign(i8 0, !367, !DIExpression(DW_OP_LLVM_fragment, 1280, 128), !428, ptr undef, !DIExpression(), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !422)
    #dbg_value(ptr null, !367, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !422)
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !422)
    #dbg_value(ptr undef, !367, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !422)
    #dbg_value(ptr null, !370, !DIExpression(), !422)
    #dbg_value(ptr undef, !372, !DIExpression(), !422)
    #dbg_value(ptr undef, !374, !DIExpression(), !422)
    #dbg_value(ptr undef, !376, !DIExpression(), !422)
    #dbg_value(i32 -9, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !422)
    #dbg_value(i32 -9, !359, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !422)
    #dbg_value(i32 -9, !359, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !422)
    #dbg_value(i64 3, !378, !DIExpression(), !422)
    #dbg_value(ptr null, !381, !DIExpression(), !429)
    #dbg_value(ptr poison, !386, !DIExpression(), !429)
    #dbg_value(ptr null, !387, !DIExpression(), !429)
    #dbg_value(ptr poison, !388, !DIExpression(), !429)
    #dbg_value(ptr poison, !389, !DIExpression(), !429)
    #dbg_value(ptr poison, !390, !DIExpression(), !429)
    #dbg_value(ptr null, !391, !DIExpression(), !429)
    #dbg_value(i32 -938525766, !392, !DIExpression(), !429)
    #dbg_value(ptr poison, !393, !DIExpression(), !429)
    #dbg_value(ptr null, !394, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !430, ptr undef, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !431, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !432, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !433, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !434, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !435, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !436, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !437, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !438, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !439, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !440, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !441, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !442, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !443, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !444, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !445, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !446, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !447, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !448, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !449, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !450, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !451, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !452, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !453, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !454, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !455, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !456, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !457, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !458, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !459, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !460, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !461, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !462, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !463, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !464, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !465, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !466, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !467, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !468, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !469, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !470, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !471, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !472, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !473, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !474, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !475, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !476, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !477, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !478, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !479, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !480, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !481, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !482, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !483, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !484, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !485, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !486, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !487, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !488, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !489, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !490, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !491, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !492, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !493, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !494, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !495, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !496, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !497, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !498, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !499, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !500, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !501, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !502, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !503, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !504, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !505, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !506, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !507, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !508, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !509, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !510, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !511, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !512, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !513, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !514, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !515, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !516, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !517, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !518, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !519, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !520, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !521, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !522, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !523, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !524, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !525, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !526, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !527, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !528, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !529, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !530, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !531, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !532, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !533, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !534, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !535, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !536, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !537, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !538, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !539, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !540, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !541, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !542, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !543, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !544, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !545, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !546, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !547, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !548, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !549, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !550, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !551, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !552, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !553, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !554, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !555, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !556, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !557, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !558, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !559, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !560, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !561, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !562, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !563, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !564, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !565, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !566, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !567, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !568, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !569, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !570, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !571, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !572, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !573, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !574, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !575, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !576, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !577, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !578, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !579, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !580, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !581, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !582, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !583, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !584, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !585, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !586, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !587, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !588, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !589, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !590, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !591, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !592, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !593, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !594, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !595, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !596, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !597, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !598, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !599, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !600, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !601, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !602, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !603, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !604, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !605, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !606, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !607, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !608, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !609, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !610, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !611, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !612, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !613, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !614, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !615, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !616, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !617, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !618, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !619, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !620, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !621, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !622, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !623, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !624, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !625, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !626, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !627, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !628, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !629, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !630, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !631, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !632, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !633, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !634, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !635, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !636, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !637, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !638, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !639, ptr poison, !DIExpression(), !429)
    #dbg_value(i64 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 4961603756716692505, !398, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_assign(i1 undef, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !640, ptr poison, !DIExpression(), !429)
    #dbg_assign(i1 undef, !400, !DIExpression(), !641, ptr poison, !DIExpression(), !429)
    #dbg_value(i32 1, !402, !DIExpression(), !429)
    #dbg_value(i32 205164217, !403, !DIExpression(), !429)
    #dbg_assign(i1 undef, !404, !DIExpression(), !642, ptr poison, !DIExpression(), !429)
  %69 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !dbg !643, !tbaa !319
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !644, !tbaa !319
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !430, ptr undef, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !431, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !432, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !433, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !434, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !435, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !436, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !437, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !438, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !439, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !440, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !441, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !442, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !443, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !444, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !445, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !446, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !447, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !448, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !449, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !450, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !451, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !452, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !453, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !454, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !455, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !456, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !457, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !458, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !459, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !460, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !461, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !462, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !463, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !464, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !465, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !466, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !467, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !468, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !469, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !470, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !471, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !472, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !473, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !474, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !475, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !476, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !477, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !478, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !479, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !480, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !481, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !482, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !483, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !484, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !485, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !486, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !487, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !488, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !489, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !490, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !491, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !492, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !493, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !494, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !495, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !496, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !497, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !498, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !499, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !500, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !501, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !502, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !503, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !504, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !505, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !506, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !507, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !508, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !509, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !510, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !511, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !512, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !513, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !514, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !515, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !516, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !517, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !518, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !519, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !520, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !521, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !522, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !523, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !524, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !525, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !526, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !527, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !528, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !529, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !530, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !531, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !532, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !533, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !534, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !535, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !536, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !537, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !538, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !539, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !540, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !541, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !542, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !543, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !544, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !545, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !546, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !547, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !548, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !549, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !550, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !551, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !552, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !553, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !554, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !555, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !556, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !557, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !558, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !559, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !560, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !561, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !562, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !563, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !564, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8640, 64), !565, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !566, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !567, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !568, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !569, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !570, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !571, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9088, 64), !572, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !573, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !574, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !575, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !576, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !577, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9472, 64), !578, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9536, 64), !579, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !580, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !581, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !582, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !583, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !584, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 9920, 64), !585, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !586, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !587, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !588, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !589, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !590, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !591, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !592, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10432, 64), !593, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !594, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !595, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !596, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !597, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10752, 64), !598, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10816, 64), !599, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10880, 64), !600, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 10944, 64), !601, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11008, 64), !602, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11072, 64), !603, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11136, 64), !604, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11200, 64), !605, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11264, 64), !606, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11328, 64), !607, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11392, 64), !608, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11456, 64), !609, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11520, 64), !610, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11584, 64), !611, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 11648, 64), !612, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11712, 64), !613, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11776, 64), !614, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 11840, 64), !615, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11904, 64), !616, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 11968, 64), !617, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12032, 64), !618, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12096, 64), !619, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12160, 64), !620, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12224, 64), !621, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12288, 64), !622, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12352, 64), !623, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12416, 64), !624, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 12480, 64), !625, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12544, 64), !626, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12608, 64), !627, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12672, 64), !628, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12736, 64), !629, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12800, 64), !630, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 12864, 64), !631, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12928, 64), !632, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 12992, 64), !633, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr undef, !395, !DIExpression(DW_OP_LLVM_fragment, 13056, 64), !634, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 13120, 64), !635, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13184, 64), !636, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13248, 64), !637, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr poison, !395, !DIExpression(DW_OP_LLVM_fragment, 13312, 64), !638, ptr poison, !DIExpression(), !429)
    #dbg_assign(ptr null, !395, !DIExpression(DW_OP_LLVM_fragment, 13376, 64), !639, ptr poison, !DIExpression(), !429)
    #dbg_value(i64 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 4961603756716692505, !398, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_assign(i1 undef, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !640, ptr poison, !DIExpression(), !429)
  %70 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !dbg !643, !tbaa !319
  store volatile i32 %70, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !dbg !644, !tbaa !319
    #dbg_value(i64 4961603756716692505, !398, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_value(i32 0, !392, !DIExpression(), !429)
  store i1 true, ptr @g_5, align 4, !dbg !645
  %71 = load volatile ptr, ptr %3, align 8, !dbg !646, !tbaa !289
  %72 = load volatile i32, ptr %71, align 4, !dbg !647, !tbaa !319
    #dbg_value(i64 249, !365, !DIExpression(), !422)
  store i1 true, ptr @g_5, align 4, !dbg !648
  %73 = load volatile ptr, ptr %3, align 8, !dbg !649, !tbaa !289
  %74 = load volatile i32, ptr %73, align 4, !dbg !650, !tbaa !319
  %75 = load i8, ptr @g_80.0, align 1, !dbg !651, !tbaa !652
  %76 = xor i8 %75, 2, !dbg !651
  store i8 %76, ptr @g_80.0, align 1, !dbg !651, !tbaa !652
  %77 = sext i8 %76 to i32, !dbg !653
  %78 = icmp slt i32 %74, %77, !dbg !654
  %79 = zext i1 %78 to i32, !dbg !654
  store i32 %79, ptr @g_1072, align 4, !dbg !655, !tbaa !319
    #dbg_value(ptr poison, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !656
    #dbg_value(i32 0, !279, !DIExpression(), !284)
  br label %80, !dbg !657

80:                                               ; preds = %68, %102
  %81 = phi i64 [ 0, %68 ], [ %103, %102 ]
    #dbg_value(i64 %81, !279, !DIExpression(), !284)
    #dbg_value(i32 0, !280, !DIExpression(), !284)
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = trunc nuw nsw i64 %81 to i32
  br label %84, !dbg !659

84:                                               ; preds = %80, %99
  %85 = phi i64 [ 0, %80 ], [ %100, %99 ]
    #dbg_value(i64 %85, !280, !DIExpression(), !284)
    #dbg_value(i64 0, !281, !DIExpression(), !284)
  %86 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 0, !dbg !663
  %87 = load volatile i32, ptr %86, align 8, !dbg !663, !tbaa !319
  %88 = sext i32 %87 to i64, !dbg !663
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !669
  br i1 %19, label %89, label %93, !dbg !670

89:                                               ; preds = %84
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %90 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1, !dbg !663
  %91 = load volatile i32, ptr %90, align 4, !dbg !663, !tbaa !319
  %92 = sext i32 %91 to i64, !dbg !663
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !669
  br label %99, !dbg !670

93:                                               ; preds = %84
  %94 = trunc nuw nsw i64 %85 to i32, !dbg !671
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %82, i32 noundef %94, i32 noundef 0), !dbg !671
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %95 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1, !dbg !663
  %96 = load volatile i32, ptr %95, align 4, !dbg !663, !tbaa !319
  %97 = sext i32 %96 to i64, !dbg !663
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !669
  %98 = trunc nuw nsw i64 %85 to i32, !dbg !671
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %83, i32 noundef %98, i32 noundef 1), !dbg !671
  br label %99, !dbg !671

99:                                               ; preds = %89, %93
    #dbg_value(i64 2, !281, !DIExpression(), !284)
  %100 = add nuw nsw i64 %85, 1, !dbg !673
    #dbg_value(i64 %100, !280, !DIExpression(), !284)
  %101 = icmp eq i64 %100, 10, !dbg !674
  br i1 %101, label %102, label %84, !dbg !659, !llvm.loop !675

102:                                              ; preds = %99
  %103 = add nuw nsw i64 %81, 1, !dbg !677
    #dbg_value(i64 %103, !279, !DIExpression(), !284)
  %104 = icmp eq i64 %103, 8, !dbg !678
  br i1 %104, label %105, label %80, !dbg !657, !llvm.loop !679

105:                                              ; preds = %102
  %106 = load volatile i32, ptr @g_4, align 4, !dbg !681, !tbaa !319
  %107 = sext i32 %106 to i64, !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !682
  %108 = load i1, ptr @g_5, align 4, !dbg !683
  %109 = select i1 %108, i64 2, i64 1, !dbg !683
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !684
    #dbg_value(i32 0, !279, !DIExpression(), !284)
  br label %110, !dbg !685

110:                                              ; preds = %105, %181
  %111 = phi i64 [ 0, %105 ], [ %182, %181 ]
    #dbg_value(i64 %111, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
  %112 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 0, !dbg !687
  %113 = load i32, ptr %112, align 8, !dbg !687, !tbaa !319
  %114 = sext i32 %113 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  br i1 %19, label %115, label %143, !dbg !697

115:                                              ; preds = %110
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  %116 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 1, !dbg !687
  %117 = load i32, ptr %116, align 4, !dbg !687, !tbaa !319
  %118 = sext i32 %117 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 2, !280, !DIExpression(), !284)
  %119 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 2, !dbg !687
  %120 = load i32, ptr %119, align 8, !dbg !687, !tbaa !319
  %121 = sext i32 %120 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 3, !280, !DIExpression(), !284)
  %122 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 3, !dbg !687
  %123 = load i32, ptr %122, align 4, !dbg !687, !tbaa !319
  %124 = sext i32 %123 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 4, !280, !DIExpression(), !284)
  %125 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 4, !dbg !687
  %126 = load i32, ptr %125, align 8, !dbg !687, !tbaa !319
  %127 = sext i32 %126 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 5, !280, !DIExpression(), !284)
  %128 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 5, !dbg !687
  %129 = load i32, ptr %128, align 4, !dbg !687, !tbaa !319
  %130 = sext i32 %129 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 6, !280, !DIExpression(), !284)
  %131 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 6, !dbg !687
  %132 = load i32, ptr %131, align 8, !dbg !687, !tbaa !319
  %133 = sext i32 %132 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 7, !280, !DIExpression(), !284)
  %134 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 7, !dbg !687
  %135 = load i32, ptr %134, align 4, !dbg !687, !tbaa !319
  %136 = sext i32 %135 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 8, !280, !DIExpression(), !284)
  %137 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 8, !dbg !687
  %138 = load i32, ptr %137, align 8, !dbg !687, !tbaa !319
  %139 = sext i32 %138 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
    #dbg_value(i64 9, !280, !DIExpression(), !284)
  %140 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 9, !dbg !687
  %141 = load i32, ptr %140, align 4, !dbg !687, !tbaa !319
  %142 = sext i32 %141 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  br label %181, !dbg !697

143:                                              ; preds = %110
  %144 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %144, i32 noundef 0, i32 noundef 0), !dbg !698
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  %145 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 1, !dbg !687
  %146 = load i32, ptr %145, align 4, !dbg !687, !tbaa !319
  %147 = sext i32 %146 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %148 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %148, i32 noundef 1, i32 noundef 0), !dbg !698
    #dbg_value(i64 2, !280, !DIExpression(), !284)
  %149 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 2, !dbg !687
  %150 = load i32, ptr %149, align 8, !dbg !687, !tbaa !319
  %151 = sext i32 %150 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %152 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %152, i32 noundef 2, i32 noundef 0), !dbg !698
    #dbg_value(i64 3, !280, !DIExpression(), !284)
  %153 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 3, !dbg !687
  %154 = load i32, ptr %153, align 4, !dbg !687, !tbaa !319
  %155 = sext i32 %154 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %156 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %156, i32 noundef 3, i32 noundef 0), !dbg !698
    #dbg_value(i64 4, !280, !DIExpression(), !284)
  %157 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 4, !dbg !687
  %158 = load i32, ptr %157, align 8, !dbg !687, !tbaa !319
  %159 = sext i32 %158 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %160 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %160, i32 noundef 4, i32 noundef 0), !dbg !698
    #dbg_value(i64 5, !280, !DIExpression(), !284)
  %161 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 5, !dbg !687
  %162 = load i32, ptr %161, align 4, !dbg !687, !tbaa !319
  %163 = sext i32 %162 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %164 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %164, i32 noundef 5, i32 noundef 0), !dbg !698
    #dbg_value(i64 6, !280, !DIExpression(), !284)
  %165 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 6, !dbg !687
  %166 = load i32, ptr %165, align 8, !dbg !687, !tbaa !319
  %167 = sext i32 %166 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %168 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %168, i32 noundef 6, i32 noundef 0), !dbg !698
    #dbg_value(i64 7, !280, !DIExpression(), !284)
  %169 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 7, !dbg !687
  %170 = load i32, ptr %169, align 4, !dbg !687, !tbaa !319
  %171 = sext i32 %170 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %172 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %172, i32 noundef 7, i32 noundef 0), !dbg !698
    #dbg_value(i64 8, !280, !DIExpression(), !284)
  %173 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 8, !dbg !687
  %174 = load i32, ptr %173, align 8, !dbg !687, !tbaa !319
  %175 = sext i32 %174 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %176 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %176, i32 noundef 8, i32 noundef 0), !dbg !698
    #dbg_value(i64 9, !280, !DIExpression(), !284)
  %177 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 9, !dbg !687
  %178 = load i32, ptr %177, align 4, !dbg !687, !tbaa !319
  %179 = sext i32 %178 to i64, !dbg !687
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !696
  %180 = trunc nuw nsw i64 %111 to i32, !dbg !698
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %180, i32 noundef 9, i32 noundef 0), !dbg !698
  br label %181, !dbg !698

181:                                              ; preds = %115, %143
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 10, !280, !DIExpression(), !284)
  %182 = add nuw nsw i64 %111, 1, !dbg !700
    #dbg_value(i64 %182, !279, !DIExpression(), !284)
  %183 = icmp eq i64 %182, 4, !dbg !701
  br i1 %183, label %184, label %110, !dbg !685, !llvm.loop !702

184:                                              ; preds = %181
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !704
    #dbg_value(i64 0, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  %185 = load i8, ptr @g_80.0, align 1, !dbg !705, !tbaa !652
  %186 = sext i8 %185 to i64, !dbg !705
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  br i1 %19, label %187, label %188, !dbg !713

187:                                              ; preds = %184
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 1, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 2, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 3, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  br label %189, !dbg !713

188:                                              ; preds = %184
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0), !dbg !714
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 1), !dbg !714
    #dbg_value(i64 1, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0), !dbg !714
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1), !dbg !714
    #dbg_value(i64 2, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 0), !dbg !714
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 1), !dbg !714
    #dbg_value(i64 3, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 0), !dbg !714
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !712
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 1), !dbg !714
  br label %189, !dbg !714

189:                                              ; preds = %187, %188
    #dbg_value(i64 2, !280, !DIExpression(), !284)
    #dbg_value(i64 4, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !716
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !717
    #dbg_value(i32 0, !279, !DIExpression(), !284)
  br label %190, !dbg !718

190:                                              ; preds = %189, %268
  %191 = phi i64 [ 0, %189 ], [ %269, %268 ]
    #dbg_value(i64 %191, !279, !DIExpression(), !284)
    #dbg_value(i32 0, !280, !DIExpression(), !284)
  %192 = trunc nuw nsw i64 %191 to i32
  %193 = trunc nuw nsw i64 %191 to i32
  %194 = trunc nuw nsw i64 %191 to i32
  %195 = trunc nuw nsw i64 %191 to i32
  %196 = trunc nuw nsw i64 %191 to i32
  %197 = trunc nuw nsw i64 %191 to i32
  %198 = trunc nuw nsw i64 %191 to i32
  %199 = trunc nuw nsw i64 %191 to i32
  %200 = trunc nuw nsw i64 %191 to i32
  br label %201, !dbg !720

201:                                              ; preds = %190, %265
  %202 = phi i64 [ 0, %190 ], [ %266, %265 ]
    #dbg_value(i64 %202, !280, !DIExpression(), !284)
    #dbg_value(i64 0, !281, !DIExpression(), !284)
  %203 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 0, !dbg !724
  %204 = load i16, ptr %203, align 2, !dbg !724, !tbaa !730
  %205 = sext i16 %204 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  br i1 %19, label %206, label %231, !dbg !733

206:                                              ; preds = %201
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %207 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 1, !dbg !724
  %208 = load i16, ptr %207, align 2, !dbg !724, !tbaa !730
  %209 = sext i16 %208 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 2, !281, !DIExpression(), !284)
  %210 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 2, !dbg !724
  %211 = load i16, ptr %210, align 2, !dbg !724, !tbaa !730
  %212 = sext i16 %211 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 3, !281, !DIExpression(), !284)
  %213 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 3, !dbg !724
  %214 = load i16, ptr %213, align 2, !dbg !724, !tbaa !730
  %215 = sext i16 %214 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 4, !281, !DIExpression(), !284)
  %216 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 4, !dbg !724
  %217 = load i16, ptr %216, align 2, !dbg !724, !tbaa !730
  %218 = sext i16 %217 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 5, !281, !DIExpression(), !284)
  %219 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 5, !dbg !724
  %220 = load i16, ptr %219, align 2, !dbg !724, !tbaa !730
  %221 = sext i16 %220 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 6, !281, !DIExpression(), !284)
  %222 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 6, !dbg !724
  %223 = load i16, ptr %222, align 2, !dbg !724, !tbaa !730
  %224 = sext i16 %223 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 7, !281, !DIExpression(), !284)
  %225 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 7, !dbg !724
  %226 = load i16, ptr %225, align 2, !dbg !724, !tbaa !730
  %227 = sext i16 %226 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
    #dbg_value(i64 8, !281, !DIExpression(), !284)
  %228 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 8, !dbg !724
  %229 = load i16, ptr %228, align 2, !dbg !724, !tbaa !730
  %230 = sext i16 %229 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  br label %265, !dbg !733

231:                                              ; preds = %201
  %232 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %192, i32 noundef %232, i32 noundef 0), !dbg !734
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %233 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 1, !dbg !724
  %234 = load i16, ptr %233, align 2, !dbg !724, !tbaa !730
  %235 = sext i16 %234 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %236 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %193, i32 noundef %236, i32 noundef 1), !dbg !734
    #dbg_value(i64 2, !281, !DIExpression(), !284)
  %237 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 2, !dbg !724
  %238 = load i16, ptr %237, align 2, !dbg !724, !tbaa !730
  %239 = sext i16 %238 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %240 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %194, i32 noundef %240, i32 noundef 2), !dbg !734
    #dbg_value(i64 3, !281, !DIExpression(), !284)
  %241 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 3, !dbg !724
  %242 = load i16, ptr %241, align 2, !dbg !724, !tbaa !730
  %243 = sext i16 %242 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %244 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %195, i32 noundef %244, i32 noundef 3), !dbg !734
    #dbg_value(i64 4, !281, !DIExpression(), !284)
  %245 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 4, !dbg !724
  %246 = load i16, ptr %245, align 2, !dbg !724, !tbaa !730
  %247 = sext i16 %246 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %248 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %196, i32 noundef %248, i32 noundef 4), !dbg !734
    #dbg_value(i64 5, !281, !DIExpression(), !284)
  %249 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 5, !dbg !724
  %250 = load i16, ptr %249, align 2, !dbg !724, !tbaa !730
  %251 = sext i16 %250 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %252 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %197, i32 noundef %252, i32 noundef 5), !dbg !734
    #dbg_value(i64 6, !281, !DIExpression(), !284)
  %253 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 6, !dbg !724
  %254 = load i16, ptr %253, align 2, !dbg !724, !tbaa !730
  %255 = sext i16 %254 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %256 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %198, i32 noundef %256, i32 noundef 6), !dbg !734
    #dbg_value(i64 7, !281, !DIExpression(), !284)
  %257 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 7, !dbg !724
  %258 = load i16, ptr %257, align 2, !dbg !724, !tbaa !730
  %259 = sext i16 %258 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %260 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %199, i32 noundef %260, i32 noundef 7), !dbg !734
    #dbg_value(i64 8, !281, !DIExpression(), !284)
  %261 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 8, !dbg !724
  %262 = load i16, ptr %261, align 2, !dbg !724, !tbaa !730
  %263 = sext i16 %262 to i64, !dbg !724
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !732
  %264 = trunc nuw nsw i64 %202 to i32, !dbg !734
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %200, i32 noundef %264, i32 noundef 8), !dbg !734
  br label %265, !dbg !734

265:                                              ; preds = %206, %231
    #dbg_value(i64 9, !281, !DIExpression(), !284)
  %266 = add nuw nsw i64 %202, 1, !dbg !736
    #dbg_value(i64 %266, !280, !DIExpression(), !284)
  %267 = icmp eq i64 %266, 7, !dbg !737
  br i1 %267, label %268, label %201, !dbg !720, !llvm.loop !738

268:                                              ; preds = %265
  %269 = add nuw nsw i64 %191, 1, !dbg !740
    #dbg_value(i64 %269, !279, !DIExpression(), !284)
  %270 = icmp eq i64 %269, 4, !dbg !741
  br i1 %270, label %271, label %190, !dbg !718, !llvm.loop !742

271:                                              ; preds = %268
    #dbg_value(i32 poison, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !744
  br i1 %19, label %273, label %272, !dbg !748

272:                                              ; preds = %271
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0), !dbg !749
  br label %273, !dbg !749

273:                                              ; preds = %272, %271
    #dbg_value(i32 poison, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !751
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !752
    #dbg_value(i32 0, !279, !DIExpression(), !284)
  br label %274, !dbg !753

274:                                              ; preds = %273, %344
  %275 = phi i64 [ 0, %273 ], [ %345, %344 ]
    #dbg_value(i64 %275, !279, !DIExpression(), !284)
    #dbg_value(i32 0, !280, !DIExpression(), !284)
  %276 = trunc nuw nsw i64 %275 to i32
  %277 = trunc nuw nsw i64 %275 to i32
  %278 = trunc nuw nsw i64 %275 to i32
  %279 = trunc nuw nsw i64 %275 to i32
  %280 = trunc nuw nsw i64 %275 to i32
  %281 = trunc nuw nsw i64 %275 to i32
  %282 = trunc nuw nsw i64 %275 to i32
  %283 = trunc nuw nsw i64 %275 to i32
  br label %284, !dbg !755

284:                                              ; preds = %274, %341
  %285 = phi i64 [ 0, %274 ], [ %342, %341 ]
    #dbg_value(i64 %285, !280, !DIExpression(), !284)
    #dbg_value(i64 0, !281, !DIExpression(), !284)
  %286 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 0, !dbg !759
  %287 = load i32, ptr %286, align 16, !dbg !759, !tbaa !319
  %288 = zext i32 %287 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %288, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  br i1 %19, label %289, label %311, !dbg !766

289:                                              ; preds = %284
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %290 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 1, !dbg !759
  %291 = load i32, ptr %290, align 4, !dbg !759, !tbaa !319
  %292 = zext i32 %291 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 2, !281, !DIExpression(), !284)
  %293 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 2, !dbg !759
  %294 = load i32, ptr %293, align 8, !dbg !759, !tbaa !319
  %295 = zext i32 %294 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 3, !281, !DIExpression(), !284)
  %296 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 3, !dbg !759
  %297 = load i32, ptr %296, align 4, !dbg !759, !tbaa !319
  %298 = zext i32 %297 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 4, !281, !DIExpression(), !284)
  %299 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 4, !dbg !759
  %300 = load i32, ptr %299, align 16, !dbg !759, !tbaa !319
  %301 = zext i32 %300 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 5, !281, !DIExpression(), !284)
  %302 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 5, !dbg !759
  %303 = load i32, ptr %302, align 4, !dbg !759, !tbaa !319
  %304 = zext i32 %303 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 6, !281, !DIExpression(), !284)
  %305 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 6, !dbg !759
  %306 = load i32, ptr %305, align 8, !dbg !759, !tbaa !319
  %307 = zext i32 %306 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
    #dbg_value(i64 7, !281, !DIExpression(), !284)
  %308 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 7, !dbg !759
  %309 = load i32, ptr %308, align 4, !dbg !759, !tbaa !319
  %310 = zext i32 %309 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  br label %341, !dbg !766

311:                                              ; preds = %284
  %312 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %276, i32 noundef %312, i32 noundef 0), !dbg !767
    #dbg_value(i64 1, !281, !DIExpression(), !284)
  %313 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 1, !dbg !759
  %314 = load i32, ptr %313, align 4, !dbg !759, !tbaa !319
  %315 = zext i32 %314 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %316 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %277, i32 noundef %316, i32 noundef 1), !dbg !767
    #dbg_value(i64 2, !281, !DIExpression(), !284)
  %317 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 2, !dbg !759
  %318 = load i32, ptr %317, align 8, !dbg !759, !tbaa !319
  %319 = zext i32 %318 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %320 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %278, i32 noundef %320, i32 noundef 2), !dbg !767
    #dbg_value(i64 3, !281, !DIExpression(), !284)
  %321 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 3, !dbg !759
  %322 = load i32, ptr %321, align 4, !dbg !759, !tbaa !319
  %323 = zext i32 %322 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %324 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %279, i32 noundef %324, i32 noundef 3), !dbg !767
    #dbg_value(i64 4, !281, !DIExpression(), !284)
  %325 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 4, !dbg !759
  %326 = load i32, ptr %325, align 16, !dbg !759, !tbaa !319
  %327 = zext i32 %326 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %327, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %328 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %280, i32 noundef %328, i32 noundef 4), !dbg !767
    #dbg_value(i64 5, !281, !DIExpression(), !284)
  %329 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 5, !dbg !759
  %330 = load i32, ptr %329, align 4, !dbg !759, !tbaa !319
  %331 = zext i32 %330 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %332 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %281, i32 noundef %332, i32 noundef 5), !dbg !767
    #dbg_value(i64 6, !281, !DIExpression(), !284)
  %333 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 6, !dbg !759
  %334 = load i32, ptr %333, align 8, !dbg !759, !tbaa !319
  %335 = zext i32 %334 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %336 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %282, i32 noundef %336, i32 noundef 6), !dbg !767
    #dbg_value(i64 7, !281, !DIExpression(), !284)
  %337 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 7, !dbg !759
  %338 = load i32, ptr %337, align 4, !dbg !759, !tbaa !319
  %339 = zext i32 %338 to i64, !dbg !759
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !765
  %340 = trunc nuw nsw i64 %285 to i32, !dbg !767
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %283, i32 noundef %340, i32 noundef 7), !dbg !767
  br label %341, !dbg !767

341:                                              ; preds = %289, %311
    #dbg_value(i64 8, !281, !DIExpression(), !284)
  %342 = add nuw nsw i64 %285, 1, !dbg !769
    #dbg_value(i64 %342, !280, !DIExpression(), !284)
  %343 = icmp eq i64 %342, 4, !dbg !770
  br i1 %343, label %344, label %284, !dbg !755, !llvm.loop !771

344:                                              ; preds = %341
  %345 = add nuw nsw i64 %275, 1, !dbg !773
    #dbg_value(i64 %345, !279, !DIExpression(), !284)
  %346 = icmp eq i64 %345, 8, !dbg !774
  br i1 %346, label %347, label %274, !dbg !753, !llvm.loop !775

347:                                              ; preds = %344
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !777
  %348 = load volatile i16, ptr @g_481, align 2, !dbg !778, !tbaa !730
  %349 = sext i16 %348 to i64, !dbg !778
  tail call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !779
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !780
  %350 = load volatile i32, ptr @g_794, align 4, !dbg !781, !tbaa !319
  %351 = sext i32 %350 to i64, !dbg !781
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !782
    #dbg_value(i64 0, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  br i1 %19, label %352, label %353, !dbg !787

352:                                              ; preds = %347
    #dbg_value(i64 1, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 2, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 3, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 4, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 5, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 6, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 7, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 8, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i64 9, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
    #dbg_value(i32 poison, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !788
  br label %354, !dbg !792

353:                                              ; preds = %347
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0), !dbg !793
    #dbg_value(i64 1, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1), !dbg !793
    #dbg_value(i64 2, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 2), !dbg !793
    #dbg_value(i64 3, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 3), !dbg !793
    #dbg_value(i64 4, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 4), !dbg !793
    #dbg_value(i64 5, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 5), !dbg !793
    #dbg_value(i64 6, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 6), !dbg !793
    #dbg_value(i64 7, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 7), !dbg !793
    #dbg_value(i64 8, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 8), !dbg !793
    #dbg_value(i64 9, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !783
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 9), !dbg !793
    #dbg_value(i32 poison, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !788
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0), !dbg !795
  br label %354, !dbg !795

354:                                              ; preds = %352, %353
    #dbg_value(i32 poison, !279, !DIExpression(), !284)
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !797
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !798
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !799
  %355 = load volatile i16, ptr @g_925, align 2, !dbg !800, !tbaa !730
  %356 = sext i16 %355 to i64, !dbg !800
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !801
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !802
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !803
    #dbg_value(i32 0, !279, !DIExpression(), !284)
  br label %357, !dbg !804

357:                                              ; preds = %354, %421
  %358 = phi i64 [ 0, %354 ], [ %422, %421 ]
    #dbg_value(i64 %358, !279, !DIExpression(), !284)
    #dbg_value(i64 0, !280, !DIExpression(), !284)
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
  %359 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 0, !dbg !806
  %360 = load i16, ptr %359, align 2, !dbg !806, !tbaa !730
  %361 = zext i16 %360 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  br i1 %19, label %362, label %387, !dbg !816

362:                                              ; preds = %357
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  %363 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 1, !dbg !806
  %364 = load i16, ptr %363, align 2, !dbg !806, !tbaa !730
  %365 = zext i16 %364 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 2, !280, !DIExpression(), !284)
  %366 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 2, !dbg !806
  %367 = load i16, ptr %366, align 2, !dbg !806, !tbaa !730
  %368 = zext i16 %367 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %368, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 3, !280, !DIExpression(), !284)
  %369 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 3, !dbg !806
  %370 = load i16, ptr %369, align 2, !dbg !806, !tbaa !730
  %371 = zext i16 %370 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 4, !280, !DIExpression(), !284)
  %372 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 4, !dbg !806
  %373 = load i16, ptr %372, align 2, !dbg !806, !tbaa !730
  %374 = zext i16 %373 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 5, !280, !DIExpression(), !284)
  %375 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 5, !dbg !806
  %376 = load i16, ptr %375, align 2, !dbg !806, !tbaa !730
  %377 = zext i16 %376 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 6, !280, !DIExpression(), !284)
  %378 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 6, !dbg !806
  %379 = load i16, ptr %378, align 2, !dbg !806, !tbaa !730
  %380 = zext i16 %379 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 7, !280, !DIExpression(), !284)
  %381 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 7, !dbg !806
  %382 = load i16, ptr %381, align 2, !dbg !806, !tbaa !730
  %383 = zext i16 %382 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %383, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
    #dbg_value(i64 8, !280, !DIExpression(), !284)
  %384 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 8, !dbg !806
  %385 = load i16, ptr %384, align 2, !dbg !806, !tbaa !730
  %386 = zext i16 %385 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  br label %421, !dbg !816

387:                                              ; preds = %357
  %388 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %388, i32 noundef 0, i32 noundef 0), !dbg !817
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 1, !280, !DIExpression(), !284)
  %389 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 1, !dbg !806
  %390 = load i16, ptr %389, align 2, !dbg !806, !tbaa !730
  %391 = zext i16 %390 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %392 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %392, i32 noundef 1, i32 noundef 0), !dbg !817
    #dbg_value(i64 2, !280, !DIExpression(), !284)
  %393 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 2, !dbg !806
  %394 = load i16, ptr %393, align 2, !dbg !806, !tbaa !730
  %395 = zext i16 %394 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %396 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %396, i32 noundef 2, i32 noundef 0), !dbg !817
    #dbg_value(i64 3, !280, !DIExpression(), !284)
  %397 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 3, !dbg !806
  %398 = load i16, ptr %397, align 2, !dbg !806, !tbaa !730
  %399 = zext i16 %398 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %400 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %400, i32 noundef 3, i32 noundef 0), !dbg !817
    #dbg_value(i64 4, !280, !DIExpression(), !284)
  %401 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 4, !dbg !806
  %402 = load i16, ptr %401, align 2, !dbg !806, !tbaa !730
  %403 = zext i16 %402 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %404 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %404, i32 noundef 4, i32 noundef 0), !dbg !817
    #dbg_value(i64 5, !280, !DIExpression(), !284)
  %405 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 5, !dbg !806
  %406 = load i16, ptr %405, align 2, !dbg !806, !tbaa !730
  %407 = zext i16 %406 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %408 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %408, i32 noundef 5, i32 noundef 0), !dbg !817
    #dbg_value(i64 6, !280, !DIExpression(), !284)
  %409 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 6, !dbg !806
  %410 = load i16, ptr %409, align 2, !dbg !806, !tbaa !730
  %411 = zext i16 %410 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %412 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %412, i32 noundef 6, i32 noundef 0), !dbg !817
    #dbg_value(i64 7, !280, !DIExpression(), !284)
  %413 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 7, !dbg !806
  %414 = load i16, ptr %413, align 2, !dbg !806, !tbaa !730
  %415 = zext i16 %414 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %415, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %416 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %416, i32 noundef 7, i32 noundef 0), !dbg !817
    #dbg_value(i64 8, !280, !DIExpression(), !284)
  %417 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 8, !dbg !806
  %418 = load i16, ptr %417, align 2, !dbg !806, !tbaa !730
  %419 = zext i16 %418 to i64, !dbg !806
  tail call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !815
  %420 = trunc nuw nsw i64 %358 to i32, !dbg !817
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %420, i32 noundef 8, i32 noundef 0), !dbg !817
  br label %421, !dbg !817

421:                                              ; preds = %362, %387
    #dbg_value(i32 poison, !281, !DIExpression(), !284)
    #dbg_value(i64 9, !280, !DIExpression(), !284)
  %422 = add nuw nsw i64 %358, 1, !dbg !819
    #dbg_value(i64 %422, !279, !DIExpression(), !284)
  %423 = icmp eq i64 %422, 9, !dbg !820
  br i1 %423, label %424, label %357, !dbg !804, !llvm.loop !821

424:                                              ; preds = %421
  %425 = load i32, ptr @g_1072, align 4, !dbg !823, !tbaa !319
  %426 = zext nneg i32 %425 to i64, !dbg !823
  tail call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !824
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !825
  %427 = load i32, ptr @crc32_context, align 4, !dbg !826, !tbaa !319
  %428 = xor i32 %427, -1, !dbg !827
    #dbg_value(i32 %428, !828, !DIExpression(), !834)
    #dbg_value(i32 %20, !833, !DIExpression(), !834)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.33, i32 noundef %428), !dbg !836
  ret i32 0, !dbg !837
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !838 {
    #dbg_value(i64 %0, !842, !DIExpression(), !845)
    #dbg_value(ptr %1, !843, !DIExpression(), !845)
    #dbg_value(i32 %2, !844, !DIExpression(), !845)
    #dbg_value(i64 %0, !846, !DIExpression(), !851)
    #dbg_value(i64 %0, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !858)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !860, !tbaa !319
  %5 = lshr i32 %4, 8, !dbg !861
  %6 = zext i32 %4 to i64, !dbg !862
  %7 = xor i64 %6, %0, !dbg !862
  %8 = and i64 %7, 255, !dbg !863
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !863
  %10 = load i32, ptr %9, align 4, !dbg !863, !tbaa !319
  %11 = xor i32 %5, %10, !dbg !864
  %12 = lshr i64 %0, 8, !dbg !865
    #dbg_value(i64 %12, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !866)
  %13 = lshr i32 %11, 8, !dbg !868
  %14 = zext i32 %11 to i64, !dbg !869
  %15 = xor i64 %12, %14, !dbg !869
  %16 = and i64 %15, 255, !dbg !870
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !870
  %18 = load i32, ptr %17, align 4, !dbg !870, !tbaa !319
  %19 = xor i32 %13, %18, !dbg !871
  %20 = lshr i64 %0, 16, !dbg !872
    #dbg_value(i64 %20, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !873)
  %21 = lshr i32 %19, 8, !dbg !875
  %22 = zext i32 %19 to i64, !dbg !876
  %23 = xor i64 %20, %22, !dbg !876
  %24 = and i64 %23, 255, !dbg !877
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !877
  %26 = load i32, ptr %25, align 4, !dbg !877, !tbaa !319
  %27 = xor i32 %21, %26, !dbg !878
  %28 = lshr i64 %0, 24, !dbg !879
    #dbg_value(i64 %28, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !880)
  %29 = lshr i32 %27, 8, !dbg !882
  %30 = zext i32 %27 to i64, !dbg !883
  %31 = xor i64 %28, %30, !dbg !883
  %32 = and i64 %31, 255, !dbg !884
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !884
  %34 = load i32, ptr %33, align 4, !dbg !884, !tbaa !319
  %35 = xor i32 %29, %34, !dbg !885
  %36 = lshr i64 %0, 32, !dbg !886
    #dbg_value(i64 %36, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !887)
  %37 = lshr i32 %35, 8, !dbg !889
  %38 = zext i32 %35 to i64, !dbg !890
  %39 = xor i64 %36, %38, !dbg !890
  %40 = and i64 %39, 255, !dbg !891
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !891
  %42 = load i32, ptr %41, align 4, !dbg !891, !tbaa !319
  %43 = xor i32 %37, %42, !dbg !892
  %44 = lshr i64 %0, 40, !dbg !893
    #dbg_value(i64 %44, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !894)
  %45 = lshr i32 %43, 8, !dbg !896
  %46 = zext i32 %43 to i64, !dbg !897
  %47 = xor i64 %44, %46, !dbg !897
  %48 = and i64 %47, 255, !dbg !898
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !898
  %50 = load i32, ptr %49, align 4, !dbg !898, !tbaa !319
  %51 = xor i32 %45, %50, !dbg !899
  %52 = lshr i64 %0, 48, !dbg !900
    #dbg_value(i64 %52, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !901)
  %53 = lshr i32 %51, 8, !dbg !903
  %54 = zext i32 %51 to i64, !dbg !904
  %55 = xor i64 %52, %54, !dbg !904
  %56 = and i64 %55, 255, !dbg !905
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !905
  %58 = load i32, ptr %57, align 4, !dbg !905, !tbaa !319
  %59 = xor i32 %53, %58, !dbg !906
  %60 = lshr i64 %0, 56, !dbg !907
    #dbg_value(i64 %60, !853, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !908)
  %61 = lshr i32 %59, 8, !dbg !910
  %62 = and i32 %59, 255, !dbg !911
  %63 = zext nneg i32 %62 to i64, !dbg !911
  %64 = xor i64 %60, %63, !dbg !911
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !911
  %66 = load i32, ptr %65, align 4, !dbg !911, !tbaa !319
  %67 = xor i32 %61, %66, !dbg !912
  store i32 %67, ptr @crc32_context, align 4, !dbg !913, !tbaa !319
  %68 = icmp eq i32 %2, 0, !dbg !914
  br i1 %68, label %71, label %69, !dbg !916

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !917
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.32, ptr noundef %1, i32 noundef %70), !dbg !919
  br label %71, !dbg !920

71:                                               ; preds = %69, %3
  ret void, !dbg !921
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !922 {
  %2 = alloca ptr, align 8, !DIAssignID !933
    #dbg_assign(i1 undef, !931, !DIExpression(), !933, ptr %2, !DIExpression(), !934)
    #dbg_value(ptr %0, !929, !DIExpression(), !934)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !935
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !936
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !937
  %4 = load ptr, ptr %2, align 8, !dbg !938, !tbaa !289
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !939
    #dbg_value(i32 %5, !930, !DIExpression(), !934)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !940
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !941
  ret void, !dbg !942
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !943 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !963 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!263, !264, !265, !266, !267, !268, !269}
!llvm.ident = !{!270}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 17, type: !259, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1002.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !19, !24, !29, !31, !36, !41, !46, !51, !56, !58, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !105, !110, !112, !120, !127, !130, !135, !143, !149, !154, !160, !164, !167, !172, !0, !177, !180, !182, !188, !190, !194, !196, !200, !204, !208, !210, !212, !216, !218, !221, !223, !225, !229, !232, !236, !238, !240, !242, !244, !246, !250, !252, !254, !257}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 496, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!114 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 8192, elements: !118)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !117, line: 40, baseType: !6)
!117 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!118 = !{!119}
!119 = !DISubrange(count: 256)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_582", scope: !2, file: !3, line: 47, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !117, line: 37, baseType: !126)
!126 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "g_583", scope: !2, file: !3, line: 46, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 384, elements: !54)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_215", scope: !2, file: !3, line: 29, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 4032, elements: !133)
!133 = !{!134, !109, !134}
!134 = !DISubrange(count: 3)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!136 = distinct !DIGlobalVariable(name: "g_456", scope: !2, file: !3, line: 38, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !117, line: 35, baseType: !142)
!142 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "g_256", scope: !2, file: !3, line: 33, type: !145, isLocal: true, isDefinition: true)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !117, line: 36, baseType: !148)
!148 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_257", scope: !2, file: !3, line: 32, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 2048, elements: !152)
!152 = !{!28, !153}
!153 = !DISubrange(count: 8)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(name: "g_151", scope: !2, file: !3, line: 26, type: !156, isLocal: true, isDefinition: true)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !117, line: 39, baseType: !159)
!159 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_152", scope: !2, file: !3, line: 25, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !157, size: 16128, elements: !163)
!163 = !{!67, !109, !28}
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "g_243", scope: !2, file: !3, line: 31, type: !166, isLocal: true, isDefinition: true)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_694", scope: !2, file: !3, line: 55, type: !169, isLocal: true, isDefinition: true)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !117, line: 38, baseType: !171)
!171 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !114, line: 114, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 288, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 36)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 18, type: !179, isLocal: true, isDefinition: true)
!179 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !158)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 19, type: !158, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 21, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 1280, elements: !185)
!185 = !{!28, !186, !187}
!186 = !DISubrange(count: 10)
!187 = !DISubrange(count: 1)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression(DW_OP_constu, 18446744073709530731, DW_OP_stack_value))
!189 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 22, type: !125, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_80", scope: !2, file: !3, line: 23, type: !192, isLocal: true, isDefinition: true)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 64, elements: !193)
!193 = !{!28, !13}
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 24, type: !147, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression(DW_OP_constu, 4634890305775129761, DW_OP_stack_value))
!197 = distinct !DIGlobalVariable(name: "g_163", scope: !2, file: !3, line: 27, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !117, line: 42, baseType: !199)
!199 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_216", scope: !2, file: !3, line: 28, type: !202, isLocal: true, isDefinition: true)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 4032, elements: !203)
!203 = !{!28, !109, !67}
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_231", scope: !2, file: !3, line: 30, type: !206, isLocal: true, isDefinition: true)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 16, elements: !207)
!207 = !{!187}
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression(DW_OP_constu, 526168666, DW_OP_stack_value))
!209 = distinct !DIGlobalVariable(name: "g_316", scope: !2, file: !3, line: 34, type: !158, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression(DW_OP_constu, 752, DW_OP_stack_value))
!211 = distinct !DIGlobalVariable(name: "g_344", scope: !2, file: !3, line: 36, type: !170, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_351", scope: !2, file: !3, line: 37, type: !214, isLocal: true, isDefinition: true)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 8192, elements: !215)
!215 = !{!153, !28, !153}
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_471", scope: !2, file: !3, line: 39, type: !170, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_481", scope: !2, file: !3, line: 42, type: !220, isLocal: true, isDefinition: true)
!220 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !125)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression(DW_OP_constu, 15119698493271297542, DW_OP_stack_value))
!222 = distinct !DIGlobalVariable(name: "g_683", scope: !2, file: !3, line: 54, type: !198, isLocal: true, isDefinition: true)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(name: "g_794", scope: !2, file: !3, line: 56, type: !179, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_821", scope: !2, file: !3, line: 57, type: !227, isLocal: true, isDefinition: true)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 160, elements: !228)
!228 = !{!186}
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_846", scope: !2, file: !3, line: 58, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 32, elements: !207)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(name: "g_905", scope: !2, file: !3, line: 59, type: !234, isLocal: true, isDefinition: true)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !117, line: 41, baseType: !235)
!235 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_912", scope: !2, file: !3, line: 60, type: !234, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression(DW_OP_constu, 18446744073709535524, DW_OP_stack_value))
!239 = distinct !DIGlobalVariable(name: "g_921", scope: !2, file: !3, line: 61, type: !125, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_925", scope: !2, file: !3, line: 62, type: !220, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression(DW_OP_constu, 18446744073709547791, DW_OP_stack_value))
!243 = distinct !DIGlobalVariable(name: "g_926", scope: !2, file: !3, line: 63, type: !170, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!245 = distinct !DIGlobalVariable(name: "g_965", scope: !2, file: !3, line: 65, type: !116, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "g_1034", scope: !2, file: !3, line: 67, type: !248, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 1296, elements: !249)
!249 = !{!67, !67, !187}
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_1072", scope: !2, file: !3, line: 69, type: !158, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!253 = distinct !DIGlobalVariable(name: "g_1078", scope: !2, file: !3, line: 70, type: !147, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !256, line: 56, type: !60, isLocal: true, isDefinition: true)
!256 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !114, line: 48, type: !116, isLocal: true, isDefinition: true)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 5120, elements: !260)
!260 = !{!153, !186, !13}
!261 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 1, DW_OP_plus, DW_OP_stack_value))
!262 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 8))
!263 = !{i32 7, !"Dwarf Version", i32 4}
!264 = !{i32 2, !"Debug Info Version", i32 3}
!265 = !{i32 1, !"wchar_size", i32 2}
!266 = !{i32 8, !"PIC Level", i32 2}
!267 = !{i32 7, !"uwtable", i32 2}
!268 = !{i32 1, !"MaxTLSAlign", i32 65536}
!269 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!270 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!271 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 492, type: !272, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !276)
!272 = !DISubroutineType(types: !273)
!273 = !{!159, !159, !274}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!276 = !{!277, !278, !279, !280, !281, !282}
!277 = !DILocalVariable(name: "argc", arg: 1, scope: !271, file: !3, line: 492, type: !159)
!278 = !DILocalVariable(name: "argv", arg: 2, scope: !271, file: !3, line: 492, type: !274)
!279 = !DILocalVariable(name: "i", scope: !271, file: !3, line: 494, type: !159)
!280 = !DILocalVariable(name: "j", scope: !271, file: !3, line: 494, type: !159)
!281 = !DILocalVariable(name: "k", scope: !271, file: !3, line: 494, type: !159)
!282 = !DILocalVariable(name: "print_hash_value", scope: !271, file: !3, line: 495, type: !159)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !271)
!285 = !DILocation(line: 496, column: 14, scope: !286)
!286 = distinct !DILexicalBlock(scope: !271, file: !3, line: 496, column: 9)
!287 = !DILocation(line: 496, column: 19, scope: !286)
!288 = !DILocation(line: 496, column: 29, scope: !286)
!289 = !{!290, !290, i64 0}
!290 = !{!"any pointer", !291, i64 0}
!291 = !{!"omnipotent char", !292, i64 0}
!292 = !{!"Simple C/C++ TBAA"}
!293 = !DILocation(line: 496, column: 43, scope: !286)
!294 = !DILocation(line: 496, column: 9, scope: !271)
!295 = !DILocalVariable(name: "poly", scope: !296, file: !114, line: 54, type: !303)
!296 = distinct !DISubprogram(name: "crc32_gentab", scope: !114, file: !114, line: 51, type: !297, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{null}
!299 = !{!300, !295, !301, !302}
!300 = !DILocalVariable(name: "crc", scope: !296, file: !114, line: 53, type: !116)
!301 = !DILocalVariable(name: "i", scope: !296, file: !114, line: 55, type: !159)
!302 = !DILocalVariable(name: "j", scope: !296, file: !114, line: 55, type: !159)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!304 = !DILocation(line: 0, scope: !296, inlinedAt: !305)
!305 = distinct !DILocation(line: 498, column: 5, scope: !271)
!306 = !DILocation(line: 57, column: 2, scope: !307, inlinedAt: !305)
!307 = distinct !DILexicalBlock(scope: !296, file: !114, line: 57, column: 2)
!308 = !DILocation(line: 57, column: 24, scope: !309, inlinedAt: !305)
!309 = distinct !DILexicalBlock(scope: !307, file: !114, line: 57, column: 2)
!310 = !DILocation(line: 60, column: 12, scope: !311, inlinedAt: !305)
!311 = distinct !DILexicalBlock(scope: !312, file: !114, line: 60, column: 8)
!312 = distinct !DILexicalBlock(scope: !313, file: !114, line: 59, column: 27)
!313 = distinct !DILexicalBlock(scope: !314, file: !114, line: 59, column: 3)
!314 = distinct !DILexicalBlock(scope: !315, file: !114, line: 59, column: 3)
!315 = distinct !DILexicalBlock(scope: !309, file: !114, line: 57, column: 28)
!316 = !DILocation(line: 60, column: 8, scope: !312, inlinedAt: !305)
!317 = !DILocation(line: 66, column: 3, scope: !315, inlinedAt: !305)
!318 = !DILocation(line: 66, column: 16, scope: !315, inlinedAt: !305)
!319 = !{!320, !320, i64 0}
!320 = !{!"int", !291, i64 0}
!321 = distinct !{!321, !306, !322, !323, !324, !325}
!322 = !DILocation(line: 67, column: 2, scope: !307, inlinedAt: !305)
!323 = !{!"llvm.loop.mustprogress"}
!324 = !{!"llvm.loop.isvectorized", i32 1}
!325 = !{!"llvm.loop.unroll.runtime.disable"}
!326 = !DILocalVariable(name: "l_1059", scope: !327, file: !3, line: 97, type: !421)
!327 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 86, type: !328, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!170}
!330 = !{!331, !334, !335, !337, !338, !341, !344, !345, !347, !326, !349, !350, !352, !355, !357, !359, !362, !365, !366, !367, !370, !372, !374, !376, !378, !379, !380, !381, !386, !387, !388, !389, !390, !391, !392, !393, !394, !395, !398, !400, !402, !403, !404, !406, !407, !408, !409, !415, !416, !418, !419, !420}
!331 = !DILocalVariable(name: "l_2", scope: !327, file: !3, line: 88, type: !332)
!332 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 1568, elements: !333)
!333 = !{!109, !109, !13}
!334 = !DILocalVariable(name: "l_12", scope: !327, file: !3, line: 89, type: !158)
!335 = !DILocalVariable(name: "l_1004", scope: !327, file: !3, line: 90, type: !336)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!337 = !DILocalVariable(name: "l_1032", scope: !327, file: !3, line: 91, type: !198)
!338 = !DILocalVariable(name: "l_1035", scope: !327, file: !3, line: 92, type: !339)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 3584, elements: !340)
!340 = !{!153, !187, !109}
!341 = !DILocalVariable(name: "l_1040", scope: !327, file: !3, line: 93, type: !342)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 5120, elements: !343)
!343 = !{!28, !186, !28}
!344 = !DILocalVariable(name: "l_1041", scope: !327, file: !3, line: 94, type: !158)
!345 = !DILocalVariable(name: "l_1049", scope: !327, file: !3, line: 95, type: !346)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 144, elements: !66)
!347 = !DILocalVariable(name: "l_1055", scope: !327, file: !3, line: 96, type: !348)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!349 = !DILocalVariable(name: "l_1080", scope: !327, file: !3, line: 98, type: !234)
!350 = !DILocalVariable(name: "l_1087", scope: !327, file: !3, line: 99, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!352 = !DILocalVariable(name: "l_1090", scope: !327, file: !3, line: 100, type: !353)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !354)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!355 = !DILocalVariable(name: "l_1089", scope: !327, file: !3, line: 101, type: !356)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!357 = !DILocalVariable(name: "l_1088", scope: !327, file: !3, line: 102, type: !358)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!359 = !DILocalVariable(name: "l_1093", scope: !327, file: !3, line: 103, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 96, elements: !361)
!361 = !{!134}
!362 = !DILocalVariable(name: "l_1094", scope: !327, file: !3, line: 104, type: !363)
!363 = !DICompositeType(tag: DW_TAG_array_type, baseType: !336, size: 512, elements: !364)
!364 = !{!153}
!365 = !DILocalVariable(name: "l_1095", scope: !327, file: !3, line: 105, type: !234)
!366 = !DILocalVariable(name: "l_1096", scope: !327, file: !3, line: 106, type: !157)
!367 = !DILocalVariable(name: "l_1097", scope: !327, file: !3, line: 107, type: !368)
!368 = !DICompositeType(tag: DW_TAG_array_type, baseType: !157, size: 1792, elements: !369)
!369 = !{!109, !28}
!370 = !DILocalVariable(name: "l_1101", scope: !327, file: !3, line: 108, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64)
!372 = !DILocalVariable(name: "l_1100", scope: !327, file: !3, line: 109, type: !373)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!374 = !DILocalVariable(name: "l_1099", scope: !327, file: !3, line: 110, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64)
!376 = !DILocalVariable(name: "l_1098", scope: !327, file: !3, line: 111, type: !377)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!378 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 112, type: !159)
!379 = !DILocalVariable(name: "j", scope: !327, file: !3, line: 112, type: !159)
!380 = !DILocalVariable(name: "k", scope: !327, file: !3, line: 112, type: !159)
!381 = !DILocalVariable(name: "l_6", scope: !382, file: !3, line: 117, type: !385)
!382 = distinct !DILexicalBlock(scope: !383, file: !3, line: 116, column: 5)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 115, column: 5)
!384 = distinct !DILexicalBlock(scope: !327, file: !3, line: 115, column: 5)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!386 = !DILocalVariable(name: "l_8", scope: !382, file: !3, line: 118, type: !385)
!387 = !DILocalVariable(name: "l_9", scope: !382, file: !3, line: 119, type: !157)
!388 = !DILocalVariable(name: "l_10", scope: !382, file: !3, line: 120, type: !157)
!389 = !DILocalVariable(name: "l_13", scope: !382, file: !3, line: 121, type: !157)
!390 = !DILocalVariable(name: "l_14", scope: !382, file: !3, line: 122, type: !157)
!391 = !DILocalVariable(name: "l_15", scope: !382, file: !3, line: 123, type: !157)
!392 = !DILocalVariable(name: "l_16", scope: !382, file: !3, line: 124, type: !158)
!393 = !DILocalVariable(name: "l_17", scope: !382, file: !3, line: 125, type: !157)
!394 = !DILocalVariable(name: "l_18", scope: !382, file: !3, line: 126, type: !157)
!395 = !DILocalVariable(name: "l_19", scope: !382, file: !3, line: 127, type: !396)
!396 = !DICompositeType(tag: DW_TAG_array_type, baseType: !157, size: 13440, elements: !397)
!397 = !{!109, !134, !186}
!398 = !DILocalVariable(name: "l_20", scope: !382, file: !3, line: 128, type: !399)
!399 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 256, elements: !27)
!400 = !DILocalVariable(name: "l_1005", scope: !382, file: !3, line: 129, type: !401)
!401 = !DICompositeType(tag: DW_TAG_array_type, baseType: !336, size: 576, elements: !66)
!402 = !DILocalVariable(name: "l_1036", scope: !382, file: !3, line: 130, type: !158)
!403 = !DILocalVariable(name: "l_1038", scope: !382, file: !3, line: 131, type: !158)
!404 = !DILocalVariable(name: "l_1056", scope: !382, file: !3, line: 132, type: !405)
!405 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 512, elements: !364)
!406 = !DILocalVariable(name: "i", scope: !382, file: !3, line: 133, type: !159)
!407 = !DILocalVariable(name: "j", scope: !382, file: !3, line: 133, type: !159)
!408 = !DILocalVariable(name: "k", scope: !382, file: !3, line: 133, type: !159)
!409 = !DILocalVariable(name: "l_23", scope: !410, file: !3, line: 138, type: !413)
!410 = distinct !DILexicalBlock(scope: !411, file: !3, line: 137, column: 9)
!411 = distinct !DILexicalBlock(scope: !412, file: !3, line: 136, column: 9)
!412 = distinct !DILexicalBlock(scope: !382, file: !3, line: 136, column: 9)
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 1280, elements: !414)
!414 = !{!13, !40, !153}
!415 = !DILocalVariable(name: "l_40", scope: !410, file: !3, line: 139, type: !157)
!416 = !DILocalVariable(name: "l_339", scope: !410, file: !3, line: 140, type: !417)
!417 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 384, elements: !54)
!418 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 141, type: !159)
!419 = !DILocalVariable(name: "j", scope: !410, file: !3, line: 141, type: !159)
!420 = !DILocalVariable(name: "k", scope: !410, file: !3, line: 141, type: !159)
!421 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !385)
!422 = !DILocation(line: 0, scope: !327, inlinedAt: !423)
!423 = distinct !DILocation(line: 499, column: 5, scope: !271)
!424 = !DILocation(line: 97, column: 5, scope: !327, inlinedAt: !423)
!425 = !DILocation(line: 97, column: 33, scope: !327, inlinedAt: !423)
!426 = distinct !DIAssignID()
!427 = distinct !DIAssignID()
!428 = distinct !DIAssignID()
!429 = !DILocation(line: 0, scope: !382, inlinedAt: !423)
!430 = distinct !DIAssignID()
!431 = distinct !DIAssignID()
!432 = distinct !DIAssignID()
!433 = distinct !DIAssignID()
!434 = distinct !DIAssignID()
!435 = distinct !DIAssignID()
!436 = distinct !DIAssignID()
!437 = distinct !DIAssignID()
!438 = distinct !DIAssignID()
!439 = distinct !DIAssignID()
!440 = distinct !DIAssignID()
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
!643 = !DILocation(line: 134, column: 18, scope: !382, inlinedAt: !423)
!644 = !DILocation(line: 134, column: 16, scope: !382, inlinedAt: !423)
!645 = !DILocation(line: 115, scope: !384, inlinedAt: !423)
!646 = !DILocation(line: 150, column: 260, scope: !327, inlinedAt: !423)
!647 = !DILocation(line: 150, column: 259, scope: !327, inlinedAt: !423)
!648 = !DILocation(line: 150, column: 15, scope: !327, inlinedAt: !423)
!649 = !DILocation(line: 151, column: 37, scope: !327, inlinedAt: !423)
!650 = !DILocation(line: 151, column: 36, scope: !327, inlinedAt: !423)
!651 = !DILocation(line: 151, column: 58, scope: !327, inlinedAt: !423)
!652 = !{!291, !291, i64 0}
!653 = !DILocation(line: 151, column: 47, scope: !327, inlinedAt: !423)
!654 = !DILocation(line: 151, column: 45, scope: !327, inlinedAt: !423)
!655 = !DILocation(line: 151, column: 32, scope: !327, inlinedAt: !423)
!656 = !DILocation(line: 154, column: 1, scope: !327, inlinedAt: !423)
!657 = !DILocation(line: 500, column: 5, scope: !658)
!658 = distinct !DILexicalBlock(scope: !271, file: !3, line: 500, column: 5)
!659 = !DILocation(line: 502, column: 9, scope: !660)
!660 = distinct !DILexicalBlock(scope: !661, file: !3, line: 502, column: 9)
!661 = distinct !DILexicalBlock(scope: !662, file: !3, line: 501, column: 5)
!662 = distinct !DILexicalBlock(scope: !658, file: !3, line: 500, column: 5)
!663 = !DILocation(line: 506, column: 33, scope: !664)
!664 = distinct !DILexicalBlock(scope: !665, file: !3, line: 505, column: 13)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 504, column: 13)
!666 = distinct !DILexicalBlock(scope: !667, file: !3, line: 504, column: 13)
!667 = distinct !DILexicalBlock(scope: !668, file: !3, line: 503, column: 9)
!668 = distinct !DILexicalBlock(scope: !660, file: !3, line: 502, column: 9)
!669 = !DILocation(line: 506, column: 17, scope: !664)
!670 = !DILocation(line: 507, column: 21, scope: !664)
!671 = !DILocation(line: 507, column: 39, scope: !672)
!672 = distinct !DILexicalBlock(scope: !664, file: !3, line: 507, column: 21)
!673 = !DILocation(line: 502, column: 30, scope: !668)
!674 = !DILocation(line: 502, column: 23, scope: !668)
!675 = distinct !{!675, !659, !676, !323}
!676 = !DILocation(line: 510, column: 9, scope: !660)
!677 = !DILocation(line: 500, column: 25, scope: !662)
!678 = !DILocation(line: 500, column: 19, scope: !662)
!679 = distinct !{!679, !657, !680, !323}
!680 = !DILocation(line: 511, column: 5, scope: !658)
!681 = !DILocation(line: 512, column: 21, scope: !271)
!682 = !DILocation(line: 512, column: 5, scope: !271)
!683 = !DILocation(line: 513, column: 21, scope: !271)
!684 = !DILocation(line: 513, column: 5, scope: !271)
!685 = !DILocation(line: 514, column: 5, scope: !686)
!686 = distinct !DILexicalBlock(scope: !271, file: !3, line: 514, column: 5)
!687 = !DILocation(line: 520, column: 33, scope: !688)
!688 = distinct !DILexicalBlock(scope: !689, file: !3, line: 519, column: 13)
!689 = distinct !DILexicalBlock(scope: !690, file: !3, line: 518, column: 13)
!690 = distinct !DILexicalBlock(scope: !691, file: !3, line: 518, column: 13)
!691 = distinct !DILexicalBlock(scope: !692, file: !3, line: 517, column: 9)
!692 = distinct !DILexicalBlock(scope: !693, file: !3, line: 516, column: 9)
!693 = distinct !DILexicalBlock(scope: !694, file: !3, line: 516, column: 9)
!694 = distinct !DILexicalBlock(scope: !695, file: !3, line: 515, column: 5)
!695 = distinct !DILexicalBlock(scope: !686, file: !3, line: 514, column: 5)
!696 = !DILocation(line: 520, column: 17, scope: !688)
!697 = !DILocation(line: 521, column: 21, scope: !688)
!698 = !DILocation(line: 521, column: 39, scope: !699)
!699 = distinct !DILexicalBlock(scope: !688, file: !3, line: 521, column: 21)
!700 = !DILocation(line: 514, column: 25, scope: !695)
!701 = !DILocation(line: 514, column: 19, scope: !695)
!702 = distinct !{!702, !685, !703, !323}
!703 = !DILocation(line: 525, column: 5, scope: !686)
!704 = !DILocation(line: 526, column: 5, scope: !271)
!705 = !DILocation(line: 531, column: 29, scope: !706)
!706 = distinct !DILexicalBlock(scope: !707, file: !3, line: 530, column: 9)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 529, column: 9)
!708 = distinct !DILexicalBlock(scope: !709, file: !3, line: 529, column: 9)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 528, column: 5)
!710 = distinct !DILexicalBlock(scope: !711, file: !3, line: 527, column: 5)
!711 = distinct !DILexicalBlock(scope: !271, file: !3, line: 527, column: 5)
!712 = !DILocation(line: 531, column: 13, scope: !706)
!713 = !DILocation(line: 532, column: 17, scope: !706)
!714 = !DILocation(line: 532, column: 35, scope: !715)
!715 = distinct !DILexicalBlock(scope: !706, file: !3, line: 532, column: 17)
!716 = !DILocation(line: 536, column: 5, scope: !271)
!717 = !DILocation(line: 537, column: 5, scope: !271)
!718 = !DILocation(line: 538, column: 5, scope: !719)
!719 = distinct !DILexicalBlock(scope: !271, file: !3, line: 538, column: 5)
!720 = !DILocation(line: 540, column: 9, scope: !721)
!721 = distinct !DILexicalBlock(scope: !722, file: !3, line: 540, column: 9)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 539, column: 5)
!723 = distinct !DILexicalBlock(scope: !719, file: !3, line: 538, column: 5)
!724 = !DILocation(line: 544, column: 33, scope: !725)
!725 = distinct !DILexicalBlock(scope: !726, file: !3, line: 543, column: 13)
!726 = distinct !DILexicalBlock(scope: !727, file: !3, line: 542, column: 13)
!727 = distinct !DILexicalBlock(scope: !728, file: !3, line: 542, column: 13)
!728 = distinct !DILexicalBlock(scope: !729, file: !3, line: 541, column: 9)
!729 = distinct !DILexicalBlock(scope: !721, file: !3, line: 540, column: 9)
!730 = !{!731, !731, i64 0}
!731 = !{!"short", !291, i64 0}
!732 = !DILocation(line: 544, column: 17, scope: !725)
!733 = !DILocation(line: 545, column: 21, scope: !725)
!734 = !DILocation(line: 545, column: 39, scope: !735)
!735 = distinct !DILexicalBlock(scope: !725, file: !3, line: 545, column: 21)
!736 = !DILocation(line: 540, column: 29, scope: !729)
!737 = !DILocation(line: 540, column: 23, scope: !729)
!738 = distinct !{!738, !720, !739, !323}
!739 = !DILocation(line: 548, column: 9, scope: !721)
!740 = !DILocation(line: 538, column: 25, scope: !723)
!741 = !DILocation(line: 538, column: 19, scope: !723)
!742 = distinct !{!742, !718, !743, !323}
!743 = !DILocation(line: 549, column: 5, scope: !719)
!744 = !DILocation(line: 552, column: 9, scope: !745)
!745 = distinct !DILexicalBlock(scope: !746, file: !3, line: 551, column: 5)
!746 = distinct !DILexicalBlock(scope: !747, file: !3, line: 550, column: 5)
!747 = distinct !DILexicalBlock(scope: !271, file: !3, line: 550, column: 5)
!748 = !DILocation(line: 553, column: 13, scope: !745)
!749 = !DILocation(line: 553, column: 31, scope: !750)
!750 = distinct !DILexicalBlock(scope: !745, file: !3, line: 553, column: 13)
!751 = !DILocation(line: 556, column: 5, scope: !271)
!752 = !DILocation(line: 557, column: 5, scope: !271)
!753 = !DILocation(line: 558, column: 5, scope: !754)
!754 = distinct !DILexicalBlock(scope: !271, file: !3, line: 558, column: 5)
!755 = !DILocation(line: 560, column: 9, scope: !756)
!756 = distinct !DILexicalBlock(scope: !757, file: !3, line: 560, column: 9)
!757 = distinct !DILexicalBlock(scope: !758, file: !3, line: 559, column: 5)
!758 = distinct !DILexicalBlock(scope: !754, file: !3, line: 558, column: 5)
!759 = !DILocation(line: 564, column: 33, scope: !760)
!760 = distinct !DILexicalBlock(scope: !761, file: !3, line: 563, column: 13)
!761 = distinct !DILexicalBlock(scope: !762, file: !3, line: 562, column: 13)
!762 = distinct !DILexicalBlock(scope: !763, file: !3, line: 562, column: 13)
!763 = distinct !DILexicalBlock(scope: !764, file: !3, line: 561, column: 9)
!764 = distinct !DILexicalBlock(scope: !756, file: !3, line: 560, column: 9)
!765 = !DILocation(line: 564, column: 17, scope: !760)
!766 = !DILocation(line: 565, column: 21, scope: !760)
!767 = !DILocation(line: 565, column: 39, scope: !768)
!768 = distinct !DILexicalBlock(scope: !760, file: !3, line: 565, column: 21)
!769 = !DILocation(line: 560, column: 29, scope: !764)
!770 = !DILocation(line: 560, column: 23, scope: !764)
!771 = distinct !{!771, !755, !772, !323}
!772 = !DILocation(line: 568, column: 9, scope: !756)
!773 = !DILocation(line: 558, column: 25, scope: !758)
!774 = !DILocation(line: 558, column: 19, scope: !758)
!775 = distinct !{!775, !753, !776, !323}
!776 = !DILocation(line: 569, column: 5, scope: !754)
!777 = !DILocation(line: 570, column: 5, scope: !271)
!778 = !DILocation(line: 571, column: 21, scope: !271)
!779 = !DILocation(line: 571, column: 5, scope: !271)
!780 = !DILocation(line: 572, column: 5, scope: !271)
!781 = !DILocation(line: 573, column: 21, scope: !271)
!782 = !DILocation(line: 573, column: 5, scope: !271)
!783 = !DILocation(line: 576, column: 9, scope: !784)
!784 = distinct !DILexicalBlock(scope: !785, file: !3, line: 575, column: 5)
!785 = distinct !DILexicalBlock(scope: !786, file: !3, line: 574, column: 5)
!786 = distinct !DILexicalBlock(scope: !271, file: !3, line: 574, column: 5)
!787 = !DILocation(line: 577, column: 13, scope: !784)
!788 = !DILocation(line: 582, column: 9, scope: !789)
!789 = distinct !DILexicalBlock(scope: !790, file: !3, line: 581, column: 5)
!790 = distinct !DILexicalBlock(scope: !791, file: !3, line: 580, column: 5)
!791 = distinct !DILexicalBlock(scope: !271, file: !3, line: 580, column: 5)
!792 = !DILocation(line: 583, column: 13, scope: !789)
!793 = !DILocation(line: 577, column: 31, scope: !794)
!794 = distinct !DILexicalBlock(scope: !784, file: !3, line: 577, column: 13)
!795 = !DILocation(line: 583, column: 31, scope: !796)
!796 = distinct !DILexicalBlock(scope: !789, file: !3, line: 583, column: 13)
!797 = !DILocation(line: 586, column: 5, scope: !271)
!798 = !DILocation(line: 587, column: 5, scope: !271)
!799 = !DILocation(line: 588, column: 5, scope: !271)
!800 = !DILocation(line: 589, column: 21, scope: !271)
!801 = !DILocation(line: 589, column: 5, scope: !271)
!802 = !DILocation(line: 590, column: 5, scope: !271)
!803 = !DILocation(line: 591, column: 5, scope: !271)
!804 = !DILocation(line: 592, column: 5, scope: !805)
!805 = distinct !DILexicalBlock(scope: !271, file: !3, line: 592, column: 5)
!806 = !DILocation(line: 598, column: 33, scope: !807)
!807 = distinct !DILexicalBlock(scope: !808, file: !3, line: 597, column: 13)
!808 = distinct !DILexicalBlock(scope: !809, file: !3, line: 596, column: 13)
!809 = distinct !DILexicalBlock(scope: !810, file: !3, line: 596, column: 13)
!810 = distinct !DILexicalBlock(scope: !811, file: !3, line: 595, column: 9)
!811 = distinct !DILexicalBlock(scope: !812, file: !3, line: 594, column: 9)
!812 = distinct !DILexicalBlock(scope: !813, file: !3, line: 594, column: 9)
!813 = distinct !DILexicalBlock(scope: !814, file: !3, line: 593, column: 5)
!814 = distinct !DILexicalBlock(scope: !805, file: !3, line: 592, column: 5)
!815 = !DILocation(line: 598, column: 17, scope: !807)
!816 = !DILocation(line: 599, column: 21, scope: !807)
!817 = !DILocation(line: 599, column: 39, scope: !818)
!818 = distinct !DILexicalBlock(scope: !807, file: !3, line: 599, column: 21)
!819 = !DILocation(line: 592, column: 25, scope: !814)
!820 = !DILocation(line: 592, column: 19, scope: !814)
!821 = distinct !{!821, !804, !822, !323}
!822 = !DILocation(line: 603, column: 5, scope: !805)
!823 = !DILocation(line: 604, column: 21, scope: !271)
!824 = !DILocation(line: 604, column: 5, scope: !271)
!825 = !DILocation(line: 605, column: 5, scope: !271)
!826 = !DILocation(line: 606, column: 23, scope: !271)
!827 = !DILocation(line: 606, column: 37, scope: !271)
!828 = !DILocalVariable(name: "crc", arg: 1, scope: !829, file: !256, line: 49, type: !116)
!829 = distinct !DISubprogram(name: "platform_main_end", scope: !256, file: !256, line: 49, type: !830, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !832)
!830 = !DISubroutineType(types: !831)
!831 = !{null, !116, !159}
!832 = !{!828, !833}
!833 = !DILocalVariable(name: "flag", arg: 2, scope: !829, file: !256, line: 49, type: !159)
!834 = !DILocation(line: 0, scope: !829, inlinedAt: !835)
!835 = distinct !DILocation(line: 606, column: 5, scope: !271)
!836 = !DILocation(line: 56, column: 2, scope: !829, inlinedAt: !835)
!837 = !DILocation(line: 607, column: 5, scope: !271)
!838 = distinct !DISubprogram(name: "transparent_crc", scope: !114, file: !114, line: 110, type: !839, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !841)
!839 = !DISubroutineType(types: !840)
!840 = !{null, !198, !275, !159}
!841 = !{!842, !843, !844}
!842 = !DILocalVariable(name: "val", arg: 1, scope: !838, file: !114, line: 110, type: !198)
!843 = !DILocalVariable(name: "vname", arg: 2, scope: !838, file: !114, line: 110, type: !275)
!844 = !DILocalVariable(name: "flag", arg: 3, scope: !838, file: !114, line: 110, type: !159)
!845 = !DILocation(line: 0, scope: !838)
!846 = !DILocalVariable(name: "val", arg: 1, scope: !847, file: !114, line: 97, type: !198)
!847 = distinct !DISubprogram(name: "crc32_8bytes", scope: !114, file: !114, line: 97, type: !848, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !850)
!848 = !DISubroutineType(types: !849)
!849 = !{null, !198}
!850 = !{!846}
!851 = !DILocation(line: 0, scope: !847, inlinedAt: !852)
!852 = distinct !DILocation(line: 112, column: 2, scope: !838)
!853 = !DILocalVariable(name: "b", arg: 1, scope: !854, file: !114, line: 71, type: !147)
!854 = distinct !DISubprogram(name: "crc32_byte", scope: !114, file: !114, line: 71, type: !855, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !857)
!855 = !DISubroutineType(types: !856)
!856 = !{null, !147}
!857 = !{!853}
!858 = !DILocation(line: 0, scope: !854, inlinedAt: !859)
!859 = distinct !DILocation(line: 99, column: 2, scope: !847, inlinedAt: !852)
!860 = !DILocation(line: 73, column: 5, scope: !854, inlinedAt: !859)
!861 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !859)
!862 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !859)
!863 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !859)
!864 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !859)
!865 = !DILocation(line: 100, column: 18, scope: !847, inlinedAt: !852)
!866 = !DILocation(line: 0, scope: !854, inlinedAt: !867)
!867 = distinct !DILocation(line: 100, column: 2, scope: !847, inlinedAt: !852)
!868 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !867)
!869 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !867)
!870 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !867)
!871 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !867)
!872 = !DILocation(line: 101, column: 18, scope: !847, inlinedAt: !852)
!873 = !DILocation(line: 0, scope: !854, inlinedAt: !874)
!874 = distinct !DILocation(line: 101, column: 2, scope: !847, inlinedAt: !852)
!875 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !874)
!876 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !874)
!877 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !874)
!878 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !874)
!879 = !DILocation(line: 102, column: 18, scope: !847, inlinedAt: !852)
!880 = !DILocation(line: 0, scope: !854, inlinedAt: !881)
!881 = distinct !DILocation(line: 102, column: 2, scope: !847, inlinedAt: !852)
!882 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !881)
!883 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !881)
!884 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !881)
!885 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !881)
!886 = !DILocation(line: 103, column: 18, scope: !847, inlinedAt: !852)
!887 = !DILocation(line: 0, scope: !854, inlinedAt: !888)
!888 = distinct !DILocation(line: 103, column: 2, scope: !847, inlinedAt: !852)
!889 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !888)
!890 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !888)
!891 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !888)
!892 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !888)
!893 = !DILocation(line: 104, column: 18, scope: !847, inlinedAt: !852)
!894 = !DILocation(line: 0, scope: !854, inlinedAt: !895)
!895 = distinct !DILocation(line: 104, column: 2, scope: !847, inlinedAt: !852)
!896 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !895)
!897 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !895)
!898 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !895)
!899 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !895)
!900 = !DILocation(line: 105, column: 18, scope: !847, inlinedAt: !852)
!901 = !DILocation(line: 0, scope: !854, inlinedAt: !902)
!902 = distinct !DILocation(line: 105, column: 2, scope: !847, inlinedAt: !852)
!903 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !902)
!904 = !DILocation(line: 74, column: 33, scope: !854, inlinedAt: !902)
!905 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !902)
!906 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !902)
!907 = !DILocation(line: 106, column: 18, scope: !847, inlinedAt: !852)
!908 = !DILocation(line: 0, scope: !854, inlinedAt: !909)
!909 = distinct !DILocation(line: 106, column: 2, scope: !847, inlinedAt: !852)
!910 = !DILocation(line: 73, column: 19, scope: !854, inlinedAt: !909)
!911 = !DILocation(line: 74, column: 3, scope: !854, inlinedAt: !909)
!912 = !DILocation(line: 73, column: 39, scope: !854, inlinedAt: !909)
!913 = !DILocation(line: 72, column: 16, scope: !854, inlinedAt: !909)
!914 = !DILocation(line: 113, column: 6, scope: !915)
!915 = distinct !DILexicalBlock(scope: !838, file: !114, line: 113, column: 6)
!916 = !DILocation(line: 113, column: 6, scope: !838)
!917 = !DILocation(line: 114, column: 73, scope: !918)
!918 = distinct !DILexicalBlock(scope: !915, file: !114, line: 113, column: 12)
!919 = !DILocation(line: 114, column: 5, scope: !918)
!920 = !DILocation(line: 115, column: 2, scope: !918)
!921 = !DILocation(line: 116, column: 1, scope: !838)
!922 = distinct !DISubprogram(name: "printf", scope: !923, file: !923, line: 368, type: !924, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !928)
!923 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!924 = !DISubroutineType(cc: DW_CC_nocall, types: !925)
!925 = !{!159, !926, null}
!926 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !927, size: 64)
!927 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!928 = !{!929, !930, !931}
!929 = !DILocalVariable(name: "__format", arg: 1, scope: !922, file: !923, line: 368, type: !926)
!930 = !DILocalVariable(name: "__retval", scope: !922, file: !923, line: 370, type: !159)
!931 = !DILocalVariable(name: "__local_argv", scope: !922, file: !923, line: 371, type: !932)
!932 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !275)
!933 = distinct !DIAssignID()
!934 = !DILocation(line: 0, scope: !922)
!935 = !DILocation(line: 371, column: 3, scope: !922)
!936 = !DILocation(line: 371, column: 35, scope: !922)
!937 = !DILocation(line: 372, column: 32, scope: !922)
!938 = !DILocation(line: 372, column: 50, scope: !922)
!939 = !DILocation(line: 372, column: 14, scope: !922)
!940 = !DILocation(line: 373, column: 3, scope: !922)
!941 = !DILocation(line: 375, column: 1, scope: !922)
!942 = !DILocation(line: 374, column: 3, scope: !922)
!943 = !DISubprogram(name: "__mingw_vfprintf", scope: !923, file: !923, line: 193, type: !944, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!944 = !DISubroutineType(types: !945)
!945 = !{!159, !946, !959, !960}
!946 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !947)
!947 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !948, size: 64)
!948 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !923, line: 47, baseType: !949)
!949 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !923, line: 33, size: 384, align: 64, elements: !950)
!950 = !{!951, !952, !953, !954, !955, !956, !957, !958}
!951 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !949, file: !923, line: 37, baseType: !275, size: 64)
!952 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !949, file: !923, line: 38, baseType: !159, size: 32, offset: 64)
!953 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !949, file: !923, line: 39, baseType: !275, size: 64, offset: 128)
!954 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !949, file: !923, line: 40, baseType: !159, size: 32, offset: 192)
!955 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !949, file: !923, line: 41, baseType: !159, size: 32, offset: 224)
!956 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !949, file: !923, line: 42, baseType: !159, size: 32, offset: 256)
!957 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !949, file: !923, line: 43, baseType: !159, size: 32, offset: 288)
!958 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !949, file: !923, line: 44, baseType: !275, size: 64, offset: 320)
!959 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !926)
!960 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !961, line: 31, baseType: !962)
!961 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!962 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !961, line: 24, baseType: !932)
!963 = !DISubprogram(name: "__acrt_iob_func", scope: !923, file: !923, line: 93, type: !964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubroutineType(types: !965)
!965 = !{!947, !6}
