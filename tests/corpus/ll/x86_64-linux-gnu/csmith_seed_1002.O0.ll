; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_3[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_4 = internal global i32 -2, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal global i32 1, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_11 = internal global [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1]], [10 x [1 x i32]] [[1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405]]], align 16
@.str.5 = private unnamed_addr constant [14 x i8] c"g_11[i][j][k]\00", align 1
@g_48 = internal global i16 -20885, align 2
@.str.6 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1
@g_80 = internal global [4 x [2 x i8]] [[2 x i8] c"\FC\FC", [2 x i8] c"\FC\FC", [2 x i8] c"\FC\FC", [2 x i8] c"\FC\FC"], align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"g_80[i][j]\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_105 = internal global i8 -1, align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1
@g_163 = internal global i64 4634890305775129761, align 8
@.str.10 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@g_216 = internal global [4 x [7 x [9 x i16]]] [[7 x [9 x i16]] [[9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0]]], align 16
@.str.11 = private unnamed_addr constant [15 x i8] c"g_216[i][j][k]\00", align 1
@g_231 = internal global [1 x i16] [i16 -26438], align 2
@.str.12 = private unnamed_addr constant [9 x i8] c"g_231[i]\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_316 = internal global i32 526168666, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_316\00", align 1
@g_344 = internal global i16 752, align 2
@.str.15 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1
@g_351 = internal global [8 x [4 x [8 x i32]]] [[4 x [8 x i32]] [[8 x i32] [i32 0, i32 -1981911899, i32 449166083, i32 154308523, i32 -1, i32 6, i32 1289046851, i32 -935846217], [8 x i32] [i32 -4, i32 -2060593023, i32 -1, i32 -985004979, i32 1, i32 -1852397472, i32 -1, i32 0], [8 x i32] [i32 154308523, i32 1720079787, i32 1859341173, i32 -8, i32 -1852397472, i32 -6, i32 276676413, i32 -1], [8 x i32] [i32 0, i32 449166083, i32 -10, i32 1289046851, i32 0, i32 5, i32 -1981911899, i32 -1490790147]], [4 x [8 x i32]] [[8 x i32] [i32 -1810428484, i32 -7, i32 5, i32 1828530859, i32 0, i32 0, i32 6, i32 -1981911899], [8 x i32] [i32 1437473061, i32 -1981911899, i32 3, i32 1020392761, i32 -2060593023, i32 1210654011, i32 0, i32 449166083], [8 x i32] [i32 -1, i32 -1080835501, i32 -1416622467, i32 -2025797398, i32 275473395, i32 0, i32 0, i32 -1416622467], [8 x i32] [i32 163975531, i32 -891481682, i32 -6, i32 -1074724136, i32 -1981911899, i32 -1, i32 0, i32 -1]], [4 x [8 x i32]] [[8 x i32] [i32 0, i32 3, i32 -9, i32 1705921373, i32 5, i32 -300390509, i32 -8, i32 -1536257424], [8 x i32] [i32 -1, i32 -1685003117, i32 1, i32 0, i32 -1, i32 -1366883065, i32 -726981760, i32 2033340148], [8 x i32] [i32 -1648429085, i32 1481755731, i32 -1, i32 3, i32 -1, i32 -408071093, i32 2033340148, i32 449166083], [8 x i32] [i32 -8, i32 275473395, i32 -1536257424, i32 -1400611692, i32 -1206498532, i32 -1, i32 2, i32 -4]], [4 x [8 x i32]] [[8 x i32] [i32 6, i32 2, i32 1437473061, i32 -1, i32 -1, i32 1437473061, i32 2, i32 6], [8 x i32] [i32 3, i32 -1, i32 -1400611692, i32 1289046851, i32 -1810428484, i32 0, i32 -8, i32 -7], [8 x i32] [i32 -726981760, i32 -1544236427, i32 0, i32 -1, i32 1289046851, i32 0, i32 1, i32 -1074724136], [8 x i32] [i32 3, i32 -1, i32 1481755731, i32 -1648429085, i32 -839463780, i32 1437473061, i32 8, i32 -935846217]], [4 x [8 x i32]] [[8 x i32] [i32 -1074724136, i32 2, i32 -1416622467, i32 -10, i32 0, i32 -1, i32 275473395, i32 1301086660], [8 x i32] [i32 -1, i32 275473395, i32 154308523, i32 1609592754, i32 5, i32 -408071093, i32 -1206498532, i32 -1648429085], [8 x i32] [i32 -1366883065, i32 1481755731, i32 1301086660, i32 5, i32 6, i32 5, i32 -356450194, i32 2], [8 x i32] [i32 449166083, i32 0, i32 1210654011, i32 -2060593023, i32 1020392761, i32 3, i32 -1981911899, i32 1437473061]], [4 x [8 x i32]] [[8 x i32] [i32 1828530859, i32 6, i32 -356450194, i32 -1, i32 -7, i32 -1416622467, i32 -1, i32 1210654011], [8 x i32] [i32 -1, i32 -7, i32 198555086, i32 -1, i32 2, i32 -6, i32 -726981760, i32 276676413], [8 x i32] [i32 -1400611692, i32 -1685003117, i32 -10, i32 0, i32 -357577476, i32 -9, i32 -1810428484, i32 1], [8 x i32] [i32 -8, i32 -356450194, i32 -513125344, i32 6, i32 -1852397472, i32 1, i32 1020392761, i32 -1244881115]], [4 x [8 x i32]] [[8 x i32] [i32 -1, i32 -8, i32 -382955768, i32 276676413, i32 0, i32 -1, i32 1609592754, i32 163975531], [8 x i32] [i32 -1490790147, i32 154308523, i32 -356450194, i32 0, i32 -1, i32 -1536257424, i32 1859341173, i32 0], [8 x i32] [i32 0, i32 -1, i32 2, i32 2, i32 -1366883065, i32 1437473061, i32 -1366883065, i32 2], [8 x i32] [i32 1, i32 -4, i32 1, i32 -1, i32 -6, i32 -1400611692, i32 0, i32 0]], [4 x [8 x i32]] [[8 x i32] [i32 -8, i32 -356450194, i32 1416061895, i32 -408071093, i32 -8, i32 0, i32 -6, i32 -513125344], [8 x i32] [i32 -8, i32 2033340148, i32 -2134570130, i32 1720079787, i32 -6, i32 1481755731, i32 449166083, i32 -2134570130], [8 x i32] [i32 1, i32 -7, i32 -1, i32 1301086660, i32 -1366883065, i32 -1416622467, i32 -1648429085, i32 -1], [8 x i32] [i32 0, i32 0, i32 -839463780, i32 2, i32 -1, i32 154308523, i32 -4, i32 1]]], align 16
@.str.16 = private unnamed_addr constant [15 x i8] c"g_351[i][j][k]\00", align 1
@g_471 = internal global i16 24916, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_471\00", align 1
@g_481 = internal global i16 6, align 2
@.str.18 = private unnamed_addr constant [6 x i8] c"g_481\00", align 1
@g_683 = internal global i64 -3327045580438254074, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"g_683\00", align 1
@g_794 = internal global i32 -921160087, align 4
@.str.20 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1
@g_821 = internal global [10 x i16] [i16 -22868, i16 -9, i16 -22868, i16 -22868, i16 -9, i16 -22868, i16 -22868, i16 -9, i16 -22868, i16 -22868], align 16
@.str.21 = private unnamed_addr constant [9 x i8] c"g_821[i]\00", align 1
@g_846 = internal global [1 x i32] [i32 850721117], align 4
@.str.22 = private unnamed_addr constant [9 x i8] c"g_846[i]\00", align 1
@g_905 = internal global i64 -7, align 8
@.str.23 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1
@g_912 = internal global i64 -4, align 8
@.str.24 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1
@g_921 = internal global i16 -16092, align 2
@.str.25 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1
@g_925 = internal global i16 26523, align 2
@.str.26 = private unnamed_addr constant [6 x i8] c"g_925\00", align 1
@g_926 = internal global i16 -3825, align 2
@.str.27 = private unnamed_addr constant [6 x i8] c"g_926\00", align 1
@g_965 = internal global i32 9, align 4
@.str.28 = private unnamed_addr constant [6 x i8] c"g_965\00", align 1
@g_1034 = internal global [9 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9], [1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 83], [1 x i16] [i16 1], [1 x i16] [i16 1], [1 x i16] [i16 83], [1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427]]], align 16
@.str.29 = private unnamed_addr constant [16 x i8] c"g_1034[i][j][k]\00", align 1
@g_1072 = internal global i32 217697673, align 4
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1072\00", align 1
@g_1078 = internal global i8 1, align 1
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_2 = private unnamed_addr constant [7 x [7 x [2 x i16]]] [[7 x [2 x i16]] [[2 x i16] [i16 1, i16 -9], [2 x i16] [i16 14662, i16 1], [2 x i16] [i16 22765, i16 1], [2 x i16] [i16 22765, i16 1], [2 x i16] [i16 14662, i16 -9], [2 x i16] [i16 1, i16 3], [2 x i16] [i16 0, i16 -4160]], [7 x [2 x i16]] [[2 x i16] [i16 -30119, i16 9015], [2 x i16] [i16 9015, i16 -17652], [2 x i16] [i16 5, i16 -30119], [2 x i16] [i16 1, i16 1], [2 x i16] [i16 -4160, i16 1], [2 x i16] [i16 1, i16 -30119], [2 x i16] [i16 5, i16 -17652]], [7 x [2 x i16]] [[2 x i16] [i16 9015, i16 9015], [2 x i16] [i16 -30119, i16 -4160], [2 x i16] [i16 0, i16 3], [2 x i16] [i16 1, i16 -9], [2 x i16] [i16 14662, i16 1], [2 x i16] [i16 22765, i16 1], [2 x i16] [i16 22765, i16 1]], [7 x [2 x i16]] [[2 x i16] [i16 14662, i16 -9], [2 x i16] [i16 1, i16 3], [2 x i16] [i16 0, i16 -4160], [2 x i16] [i16 -30119, i16 9015], [2 x i16] [i16 9015, i16 -17652], [2 x i16] [i16 5, i16 -30119], [2 x i16] [i16 1, i16 1]], [7 x [2 x i16]] [[2 x i16] [i16 -4160, i16 1], [2 x i16] [i16 1, i16 -30119], [2 x i16] [i16 5, i16 -17652], [2 x i16] [i16 9015, i16 9015], [2 x i16] [i16 -30119, i16 -4160], [2 x i16] [i16 0, i16 3], [2 x i16] [i16 1, i16 -9]], [7 x [2 x i16]] [[2 x i16] [i16 14662, i16 1], [2 x i16] [i16 22765, i16 1], [2 x i16] [i16 22765, i16 1], [2 x i16] [i16 14662, i16 -9], [2 x i16] [i16 1, i16 3], [2 x i16] [i16 0, i16 -4160], [2 x i16] [i16 -30119, i16 9015]], [7 x [2 x i16]] [[2 x i16] [i16 9015, i16 -17652], [2 x i16] [i16 5, i16 -30119], [2 x i16] [i16 1, i16 1], [2 x i16] [i16 -4160, i16 1], [2 x i16] [i16 1, i16 -30119], [2 x i16] [i16 5, i16 -17652], [2 x i16] [i16 9015, i16 9015]]], align 16
@__const.func_1.l_1035 = private unnamed_addr constant [8 x [1 x [7 x i64]]] [[1 x [7 x i64]] [[7 x i64] [i64 -7954406636040739696, i64 -2295903541367017681, i64 5765812738468525908, i64 0, i64 0, i64 -6069194350885266587, i64 -7954406636040739696]], [1 x [7 x i64]] [[7 x i64] [i64 -7954406636040739696, i64 -6725560714830936321, i64 6, i64 0, i64 6, i64 -6725560714830936321, i64 -7954406636040739696]], [1 x [7 x i64]] [[7 x i64] [i64 -2, i64 -2295903541367017681, i64 6, i64 1729961908013711923, i64 0, i64 -6725560714830936321, i64 -2]], [1 x [7 x i64]] [[7 x i64] [i64 -7954406636040739696, i64 -2295903541367017681, i64 5765812738468525908, i64 0, i64 0, i64 -6069194350885266587, i64 -7954406636040739696]], [1 x [7 x i64]] [[7 x i64] [i64 -7954406636040739696, i64 -6725560714830936321, i64 6, i64 0, i64 6, i64 1769240014319271773, i64 1729961908013711923]], [1 x [7 x i64]] [[7 x i64] [i64 -7009514905074095041, i64 -2, i64 -1, i64 0, i64 1, i64 1769240014319271773, i64 -7009514905074095041]], [1 x [7 x i64]] [[7 x i64] [i64 1729961908013711923, i64 -2, i64 -1, i64 -3775426707334455999, i64 1, i64 -7954406636040739696, i64 1729961908013711923]], [1 x [7 x i64]] [[7 x i64] [i64 1729961908013711923, i64 1769240014319271773, i64 -1, i64 -3775426707334455999, i64 -1, i64 1769240014319271773, i64 1729961908013711923]]], align 16
@__const.func_1.l_1040 = private unnamed_addr constant [4 x [10 x [4 x i32]]] [[10 x [4 x i32]] [[4 x i32] [i32 -159235675, i32 0, i32 0, i32 -7], [4 x i32] [i32 6, i32 0, i32 1197847746, i32 0], [4 x i32] [i32 3, i32 -1521843560, i32 335208718, i32 -983259697], [4 x i32] [i32 -1275686741, i32 725288405, i32 1949290317, i32 3], [4 x i32] [i32 0, i32 934819905, i32 3, i32 9], [4 x i32] [i32 1, i32 -5, i32 -1525308342, i32 2034189267], [4 x i32] [i32 2113715253, i32 0, i32 0, i32 0], [4 x i32] [i32 1187960535, i32 1187960535, i32 -1426450695, i32 0], [4 x i32] [i32 -1317599832, i32 361348902, i32 103185753, i32 708026456], [4 x i32] [i32 2034189267, i32 -2143550636, i32 1, i32 103185753]], [10 x [4 x i32]] [[4 x i32] [i32 2136976090, i32 -2143550636, i32 1867023590, i32 708026456], [4 x i32] [i32 -2143550636, i32 361348902, i32 4, i32 0], [4 x i32] [i32 1502645474, i32 1187960535, i32 0, i32 0], [4 x i32] [i32 3, i32 0, i32 7, i32 2034189267], [4 x i32] [i32 -1521843560, i32 -5, i32 1, i32 9], [4 x i32] [i32 -1426450695, i32 934819905, i32 -159235675, i32 3], [4 x i32] [i32 -2, i32 725288405, i32 -1748959628, i32 -983259697], [4 x i32] [i32 620397094, i32 -1521843560, i32 361348902, i32 0], [4 x i32] [i32 -1748959628, i32 0, i32 -548947997, i32 -7], [4 x i32] [i32 4, i32 0, i32 1062678526, i32 1]], [10 x [4 x i32]] [[4 x i32] [i32 -7, i32 -1920336441, i32 -1411404087, i32 -3], [4 x i32] [i32 1858287727, i32 1, i32 -1, i32 -6], [4 x i32] [i32 934819905, i32 -2, i32 0, i32 0], [4 x i32] [i32 1, i32 4, i32 2113715253, i32 1], [4 x i32] [i32 1, i32 2113715253, i32 -1317599832, i32 -250489533], [4 x i32] [i32 0, i32 1781240961, i32 -983259697, i32 361348902], [4 x i32] [i32 0, i32 7, i32 -3, i32 7], [4 x i32] [i32 -2, i32 1864721684, i32 -5, i32 936709612], [4 x i32] [i32 -1661107545, i32 -1426450695, i32 9, i32 -4], [4 x i32] [i32 1, i32 -7, i32 1, i32 0]], [10 x [4 x i32]] [[4 x i32] [i32 1, i32 -3, i32 9, i32 5], [4 x i32] [i32 -1661107545, i32 0, i32 -5, i32 0], [4 x i32] [i32 -2, i32 -983259697, i32 -3, i32 2136976090], [4 x i32] [i32 0, i32 2034189267, i32 -983259697, i32 1187960535], [4 x i32] [i32 0, i32 0, i32 -1317599832, i32 -1661107545], [4 x i32] [i32 1, i32 -1411404087, i32 2113715253, i32 -1748959628], [4 x i32] [i32 1, i32 936709612, i32 0, i32 -1], [4 x i32] [i32 934819905, i32 -3, i32 -1, i32 -1521843560], [4 x i32] [i32 1858287727, i32 -2, i32 -1411404087, i32 335208718], [4 x i32] [i32 -7, i32 -1, i32 1062678526, i32 -5]]], align 16
@__const.func_1.l_1049 = private unnamed_addr constant [9 x i16] [i16 -7, i16 -7, i16 -7, i16 -7, i16 -7, i16 -7, i16 -7, i16 -7, i16 -7], align 16
@__const.func_1.l_20 = private unnamed_addr constant [4 x i64] [i64 4961603756716692505, i64 4961603756716692505, i64 4961603756716692505, i64 4961603756716692505], align 16
@__const.func_1.l_1005 = private unnamed_addr constant [9 x ptr] [ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905, ptr @g_905], align 16
@__const.func_1.l_1056 = private unnamed_addr constant [8 x i64] [i64 -6, i64 -6, i64 -6, i64 -6, i64 -6, i64 -6, i64 -6, i64 -6], align 16
@__const.func_1.l_23 = private unnamed_addr constant [2 x [5 x [8 x i16]]] [[5 x [8 x i16]] [[8 x i16] [i16 -1, i16 -13475, i16 -7329, i16 1759, i16 1759, i16 -7329, i16 -13475, i16 -1], [8 x i16] [i16 1, i16 1759, i16 -1, i16 -1773, i16 1759, i16 -1773, i16 -1, i16 1759], [8 x i16] [i16 -1, i16 -1, i16 1, i16 -1, i16 -1773, i16 -1773, i16 -1, i16 1], [8 x i16] [i16 1759, i16 1759, i16 -7329, i16 -13475, i16 -1, i16 -7329, i16 -1, i16 -13475], [8 x i16] [i16 1, i16 -13475, i16 1, i16 -1773, i16 -13475, i16 -1, i16 -1, i16 -13475]], [5 x [8 x i16]] [[8 x i16] [i16 -13475, i16 -1, i16 -1, i16 -13475, i16 -1773, i16 1, i16 -13475, i16 1], [8 x i16] [i16 -13475, i16 -1, i16 -7329, i16 -1, i16 -13475, i16 -7329, i16 1759, i16 1759], [8 x i16] [i16 1, i16 -1, i16 -1773, i16 -1773, i16 -1, i16 1, i16 -1, i16 -1], [8 x i16] [i16 1759, i16 -1, i16 -1773, i16 1759, i16 -1773, i16 -1, i16 1759, i16 1], [8 x i16] [i16 -1, i16 -13475, i16 -7329, i16 1759, i16 1759, i16 -7329, i16 -13475, i16 -1]]], align 16
@g_582 = internal global ptr getelementptr (i8, ptr @g_583, i64 32), align 8
@g_456 = internal global ptr null, align 8
@g_256 = internal global ptr getelementptr (i8, ptr @g_257, i64 176), align 8
@g_151 = internal global ptr getelementptr (i8, ptr @g_152, i64 1608), align 8
@g_243 = internal global ptr @g_151, align 8
@g_694 = internal global ptr @g_471, align 8
@g_583 = internal global [6 x ptr] [ptr getelementptr (i8, ptr @g_215, i64 328), ptr getelementptr (i8, ptr @g_215, i64 320), ptr getelementptr (i8, ptr @g_215, i64 328), ptr getelementptr (i8, ptr @g_215, i64 328), ptr getelementptr (i8, ptr @g_215, i64 320), ptr getelementptr (i8, ptr @g_215, i64 328)], align 16
@g_215 = internal global [3 x [7 x [3 x ptr]]] [[7 x [3 x ptr]] [[3 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 446)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 306), ptr getelementptr (i8, ptr @g_216, i64 30)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr null, ptr getelementptr (i8, ptr @g_216, i64 306)], [3 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_216, i64 44), ptr getelementptr (i8, ptr @g_216, i64 44)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 184), ptr null, ptr getelementptr (i8, ptr @g_216, i64 216)]], [7 x [3 x ptr]] [[3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 400), ptr getelementptr (i8, ptr @g_216, i64 262), ptr getelementptr (i8, ptr @g_216, i64 306)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 446), ptr getelementptr (i8, ptr @g_216, i64 48), ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 30), ptr getelementptr (i8, ptr @g_216, i64 498), ptr getelementptr (i8, ptr @g_216, i64 30)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 48), ptr getelementptr (i8, ptr @g_216, i64 446)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 306), ptr getelementptr (i8, ptr @g_216, i64 262), ptr getelementptr (i8, ptr @g_216, i64 400)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr null, ptr getelementptr (i8, ptr @g_216, i64 184)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 44), ptr getelementptr (i8, ptr @g_216, i64 44), ptr null]], [7 x [3 x ptr]] [[3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216), ptr null], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 306), ptr null, ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 30), ptr getelementptr (i8, ptr @g_216, i64 306), ptr getelementptr (i8, ptr @g_216, i64 216)], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 446), ptr getelementptr (i8, ptr @g_216, i64 216), ptr null], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 400), ptr getelementptr (i8, ptr @g_216, i64 216), ptr null], [3 x ptr] [ptr getelementptr (i8, ptr @g_216, i64 184), ptr getelementptr (i8, ptr @g_216, i64 216), ptr getelementptr (i8, ptr @g_216, i64 184)]]], align 16
@g_257 = internal global [4 x [8 x ptr]] [[8 x ptr] [ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105], [8 x ptr] [ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105], [8 x ptr] [ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105], [8 x ptr] [ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105, ptr @g_105]], align 16
@g_152 = internal global [9 x [7 x [4 x ptr]]] [[7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)]], [7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5]], [7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)]], [7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5]], [7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32)], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5, ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 32), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124)], [4 x ptr] [ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124)], [4 x ptr] [ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5]], [7 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124)], [4 x ptr] [ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124)], [4 x ptr] [ptr @g_5, ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 32), ptr @g_5], [4 x ptr] [ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5], [4 x ptr] [ptr getelementptr (i8, ptr @g_11, i64 124), ptr @g_5, ptr getelementptr (i8, ptr @g_11, i64 124), ptr getelementptr (i8, ptr @g_11, i64 124)]]], align 16
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call zeroext i16 @func_1()
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %61, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %64

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %57, %24
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %26, 10
  br i1 %27, label %28, label %60

28:                                               ; preds = %25
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %30, 2
  br i1 %31, label %32, label %56

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %34
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [10 x [2 x i32]], ptr %35, i64 0, i64 %37
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2 x i32], ptr %38, i64 0, i64 %40
  %42 = load volatile i32, ptr %41, align 4
  %43 = sext i32 %42 to i64
  %44 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.1, i32 noundef %44)
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %32
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %7, align 4
  %50 = load i32, ptr %8, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  br label %52

52:                                               ; preds = %47, %32
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %29, !llvm.loop !6

56:                                               ; preds = %29
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %25, !llvm.loop !8

60:                                               ; preds = %25
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %21, !llvm.loop !9

64:                                               ; preds = %21
  %65 = load volatile i32, ptr @g_4, align 4
  %66 = sext i32 %65 to i64
  %67 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.3, i32 noundef %67)
  %68 = load i32, ptr @g_5, align 4
  %69 = sext i32 %68 to i64
  %70 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %69, ptr noundef @.str.4, i32 noundef %70)
  store i32 0, ptr %6, align 4
  br label %71

71:                                               ; preds = %111, %64
  %72 = load i32, ptr %6, align 4
  %73 = icmp slt i32 %72, 4
  br i1 %73, label %74, label %114

74:                                               ; preds = %71
  store i32 0, ptr %7, align 4
  br label %75

75:                                               ; preds = %107, %74
  %76 = load i32, ptr %7, align 4
  %77 = icmp slt i32 %76, 10
  br i1 %77, label %78, label %110

78:                                               ; preds = %75
  store i32 0, ptr %8, align 4
  br label %79

79:                                               ; preds = %103, %78
  %80 = load i32, ptr %8, align 4
  %81 = icmp slt i32 %80, 1
  br i1 %81, label %82, label %106

82:                                               ; preds = %79
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %84
  %86 = load i32, ptr %7, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x [1 x i32]], ptr %85, i64 0, i64 %87
  %89 = load i32, ptr %8, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [1 x i32], ptr %88, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = sext i32 %92 to i64
  %94 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %93, ptr noundef @.str.5, i32 noundef %94)
  %95 = load i32, ptr %9, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %102

97:                                               ; preds = %82
  %98 = load i32, ptr %6, align 4
  %99 = load i32, ptr %7, align 4
  %100 = load i32, ptr %8, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %98, i32 noundef %99, i32 noundef %100)
  br label %102

102:                                              ; preds = %97, %82
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %8, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %8, align 4
  br label %79, !llvm.loop !10

106:                                              ; preds = %79
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %7, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %7, align 4
  br label %75, !llvm.loop !11

110:                                              ; preds = %75
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %6, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %6, align 4
  br label %71, !llvm.loop !12

114:                                              ; preds = %71
  %115 = load i16, ptr @g_48, align 2
  %116 = sext i16 %115 to i64
  %117 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %116, ptr noundef @.str.6, i32 noundef %117)
  store i32 0, ptr %6, align 4
  br label %118

118:                                              ; preds = %146, %114
  %119 = load i32, ptr %6, align 4
  %120 = icmp slt i32 %119, 4
  br i1 %120, label %121, label %149

121:                                              ; preds = %118
  store i32 0, ptr %7, align 4
  br label %122

122:                                              ; preds = %142, %121
  %123 = load i32, ptr %7, align 4
  %124 = icmp slt i32 %123, 2
  br i1 %124, label %125, label %145

125:                                              ; preds = %122
  %126 = load i32, ptr %6, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x [2 x i8]], ptr @g_80, i64 0, i64 %127
  %129 = load i32, ptr %7, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [2 x i8], ptr %128, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1
  %133 = sext i8 %132 to i64
  %134 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %133, ptr noundef @.str.7, i32 noundef %134)
  %135 = load i32, ptr %9, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %137, label %141

137:                                              ; preds = %125
  %138 = load i32, ptr %6, align 4
  %139 = load i32, ptr %7, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %138, i32 noundef %139)
  br label %141

141:                                              ; preds = %137, %125
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %7, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %7, align 4
  br label %122, !llvm.loop !13

145:                                              ; preds = %122
  br label %146

146:                                              ; preds = %145
  %147 = load i32, ptr %6, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %6, align 4
  br label %118, !llvm.loop !14

149:                                              ; preds = %118
  %150 = load i8, ptr @g_105, align 1
  %151 = zext i8 %150 to i64
  %152 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %151, ptr noundef @.str.9, i32 noundef %152)
  %153 = load i64, ptr @g_163, align 8
  %154 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %153, ptr noundef @.str.10, i32 noundef %154)
  store i32 0, ptr %6, align 4
  br label %155

155:                                              ; preds = %195, %149
  %156 = load i32, ptr %6, align 4
  %157 = icmp slt i32 %156, 4
  br i1 %157, label %158, label %198

158:                                              ; preds = %155
  store i32 0, ptr %7, align 4
  br label %159

159:                                              ; preds = %191, %158
  %160 = load i32, ptr %7, align 4
  %161 = icmp slt i32 %160, 7
  br i1 %161, label %162, label %194

162:                                              ; preds = %159
  store i32 0, ptr %8, align 4
  br label %163

163:                                              ; preds = %187, %162
  %164 = load i32, ptr %8, align 4
  %165 = icmp slt i32 %164, 9
  br i1 %165, label %166, label %190

166:                                              ; preds = %163
  %167 = load i32, ptr %6, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %168
  %170 = load i32, ptr %7, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [7 x [9 x i16]], ptr %169, i64 0, i64 %171
  %173 = load i32, ptr %8, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [9 x i16], ptr %172, i64 0, i64 %174
  %176 = load i16, ptr %175, align 2
  %177 = sext i16 %176 to i64
  %178 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %177, ptr noundef @.str.11, i32 noundef %178)
  %179 = load i32, ptr %9, align 4
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %181, label %186

181:                                              ; preds = %166
  %182 = load i32, ptr %6, align 4
  %183 = load i32, ptr %7, align 4
  %184 = load i32, ptr %8, align 4
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %182, i32 noundef %183, i32 noundef %184)
  br label %186

186:                                              ; preds = %181, %166
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %8, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %8, align 4
  br label %163, !llvm.loop !15

190:                                              ; preds = %163
  br label %191

191:                                              ; preds = %190
  %192 = load i32, ptr %7, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %7, align 4
  br label %159, !llvm.loop !16

194:                                              ; preds = %159
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %6, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %6, align 4
  br label %155, !llvm.loop !17

198:                                              ; preds = %155
  store i32 0, ptr %6, align 4
  br label %199

199:                                              ; preds = %215, %198
  %200 = load i32, ptr %6, align 4
  %201 = icmp slt i32 %200, 1
  br i1 %201, label %202, label %218

202:                                              ; preds = %199
  %203 = load i32, ptr %6, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [1 x i16], ptr @g_231, i64 0, i64 %204
  %206 = load i16, ptr %205, align 2
  %207 = sext i16 %206 to i64
  %208 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %207, ptr noundef @.str.12, i32 noundef %208)
  %209 = load i32, ptr %9, align 4
  %210 = icmp ne i32 %209, 0
  br i1 %210, label %211, label %214

211:                                              ; preds = %202
  %212 = load i32, ptr %6, align 4
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %212)
  br label %214

214:                                              ; preds = %211, %202
  br label %215

215:                                              ; preds = %214
  %216 = load i32, ptr %6, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %6, align 4
  br label %199, !llvm.loop !18

218:                                              ; preds = %199
  %219 = load i32, ptr @g_316, align 4
  %220 = sext i32 %219 to i64
  %221 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %220, ptr noundef @.str.14, i32 noundef %221)
  %222 = load i16, ptr @g_344, align 2
  %223 = zext i16 %222 to i64
  %224 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %223, ptr noundef @.str.15, i32 noundef %224)
  store i32 0, ptr %6, align 4
  br label %225

225:                                              ; preds = %265, %218
  %226 = load i32, ptr %6, align 4
  %227 = icmp slt i32 %226, 8
  br i1 %227, label %228, label %268

228:                                              ; preds = %225
  store i32 0, ptr %7, align 4
  br label %229

229:                                              ; preds = %261, %228
  %230 = load i32, ptr %7, align 4
  %231 = icmp slt i32 %230, 4
  br i1 %231, label %232, label %264

232:                                              ; preds = %229
  store i32 0, ptr %8, align 4
  br label %233

233:                                              ; preds = %257, %232
  %234 = load i32, ptr %8, align 4
  %235 = icmp slt i32 %234, 8
  br i1 %235, label %236, label %260

236:                                              ; preds = %233
  %237 = load i32, ptr %6, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %238
  %240 = load i32, ptr %7, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [4 x [8 x i32]], ptr %239, i64 0, i64 %241
  %243 = load i32, ptr %8, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [8 x i32], ptr %242, i64 0, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = zext i32 %246 to i64
  %248 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %247, ptr noundef @.str.16, i32 noundef %248)
  %249 = load i32, ptr %9, align 4
  %250 = icmp ne i32 %249, 0
  br i1 %250, label %251, label %256

251:                                              ; preds = %236
  %252 = load i32, ptr %6, align 4
  %253 = load i32, ptr %7, align 4
  %254 = load i32, ptr %8, align 4
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %252, i32 noundef %253, i32 noundef %254)
  br label %256

256:                                              ; preds = %251, %236
  br label %257

257:                                              ; preds = %256
  %258 = load i32, ptr %8, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %8, align 4
  br label %233, !llvm.loop !19

260:                                              ; preds = %233
  br label %261

261:                                              ; preds = %260
  %262 = load i32, ptr %7, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %7, align 4
  br label %229, !llvm.loop !20

264:                                              ; preds = %229
  br label %265

265:                                              ; preds = %264
  %266 = load i32, ptr %6, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %6, align 4
  br label %225, !llvm.loop !21

268:                                              ; preds = %225
  %269 = load i16, ptr @g_471, align 2
  %270 = zext i16 %269 to i64
  %271 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %270, ptr noundef @.str.17, i32 noundef %271)
  %272 = load volatile i16, ptr @g_481, align 2
  %273 = sext i16 %272 to i64
  %274 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %273, ptr noundef @.str.18, i32 noundef %274)
  %275 = load i64, ptr @g_683, align 8
  %276 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %275, ptr noundef @.str.19, i32 noundef %276)
  %277 = load volatile i32, ptr @g_794, align 4
  %278 = sext i32 %277 to i64
  %279 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %278, ptr noundef @.str.20, i32 noundef %279)
  store i32 0, ptr %6, align 4
  br label %280

280:                                              ; preds = %296, %268
  %281 = load i32, ptr %6, align 4
  %282 = icmp slt i32 %281, 10
  br i1 %282, label %283, label %299

283:                                              ; preds = %280
  %284 = load i32, ptr %6, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [10 x i16], ptr @g_821, i64 0, i64 %285
  %287 = load i16, ptr %286, align 2
  %288 = zext i16 %287 to i64
  %289 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %288, ptr noundef @.str.21, i32 noundef %289)
  %290 = load i32, ptr %9, align 4
  %291 = icmp ne i32 %290, 0
  br i1 %291, label %292, label %295

292:                                              ; preds = %283
  %293 = load i32, ptr %6, align 4
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %293)
  br label %295

295:                                              ; preds = %292, %283
  br label %296

296:                                              ; preds = %295
  %297 = load i32, ptr %6, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %6, align 4
  br label %280, !llvm.loop !22

299:                                              ; preds = %280
  store i32 0, ptr %6, align 4
  br label %300

300:                                              ; preds = %316, %299
  %301 = load i32, ptr %6, align 4
  %302 = icmp slt i32 %301, 1
  br i1 %302, label %303, label %319

303:                                              ; preds = %300
  %304 = load i32, ptr %6, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [1 x i32], ptr @g_846, i64 0, i64 %305
  %307 = load i32, ptr %306, align 4
  %308 = sext i32 %307 to i64
  %309 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %308, ptr noundef @.str.22, i32 noundef %309)
  %310 = load i32, ptr %9, align 4
  %311 = icmp ne i32 %310, 0
  br i1 %311, label %312, label %315

312:                                              ; preds = %303
  %313 = load i32, ptr %6, align 4
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %313)
  br label %315

315:                                              ; preds = %312, %303
  br label %316

316:                                              ; preds = %315
  %317 = load i32, ptr %6, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %6, align 4
  br label %300, !llvm.loop !23

319:                                              ; preds = %300
  %320 = load i64, ptr @g_905, align 8
  %321 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %320, ptr noundef @.str.23, i32 noundef %321)
  %322 = load i64, ptr @g_912, align 8
  %323 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %322, ptr noundef @.str.24, i32 noundef %323)
  %324 = load i16, ptr @g_921, align 2
  %325 = sext i16 %324 to i64
  %326 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %325, ptr noundef @.str.25, i32 noundef %326)
  %327 = load volatile i16, ptr @g_925, align 2
  %328 = sext i16 %327 to i64
  %329 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %328, ptr noundef @.str.26, i32 noundef %329)
  %330 = load i16, ptr @g_926, align 2
  %331 = zext i16 %330 to i64
  %332 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %331, ptr noundef @.str.27, i32 noundef %332)
  %333 = load i32, ptr @g_965, align 4
  %334 = zext i32 %333 to i64
  %335 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %334, ptr noundef @.str.28, i32 noundef %335)
  store i32 0, ptr %6, align 4
  br label %336

336:                                              ; preds = %376, %319
  %337 = load i32, ptr %6, align 4
  %338 = icmp slt i32 %337, 9
  br i1 %338, label %339, label %379

339:                                              ; preds = %336
  store i32 0, ptr %7, align 4
  br label %340

340:                                              ; preds = %372, %339
  %341 = load i32, ptr %7, align 4
  %342 = icmp slt i32 %341, 9
  br i1 %342, label %343, label %375

343:                                              ; preds = %340
  store i32 0, ptr %8, align 4
  br label %344

344:                                              ; preds = %368, %343
  %345 = load i32, ptr %8, align 4
  %346 = icmp slt i32 %345, 1
  br i1 %346, label %347, label %371

347:                                              ; preds = %344
  %348 = load i32, ptr %6, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %349
  %351 = load i32, ptr %7, align 4
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [9 x [1 x i16]], ptr %350, i64 0, i64 %352
  %354 = load i32, ptr %8, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [1 x i16], ptr %353, i64 0, i64 %355
  %357 = load i16, ptr %356, align 2
  %358 = zext i16 %357 to i64
  %359 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %358, ptr noundef @.str.29, i32 noundef %359)
  %360 = load i32, ptr %9, align 4
  %361 = icmp ne i32 %360, 0
  br i1 %361, label %362, label %367

362:                                              ; preds = %347
  %363 = load i32, ptr %6, align 4
  %364 = load i32, ptr %7, align 4
  %365 = load i32, ptr %8, align 4
  %366 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %363, i32 noundef %364, i32 noundef %365)
  br label %367

367:                                              ; preds = %362, %347
  br label %368

368:                                              ; preds = %367
  %369 = load i32, ptr %8, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %8, align 4
  br label %344, !llvm.loop !24

371:                                              ; preds = %344
  br label %372

372:                                              ; preds = %371
  %373 = load i32, ptr %7, align 4
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %7, align 4
  br label %340, !llvm.loop !25

375:                                              ; preds = %340
  br label %376

376:                                              ; preds = %375
  %377 = load i32, ptr %6, align 4
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr %6, align 4
  br label %336, !llvm.loop !26

379:                                              ; preds = %336
  %380 = load i32, ptr @g_1072, align 4
  %381 = sext i32 %380 to i64
  %382 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %381, ptr noundef @.str.30, i32 noundef %382)
  %383 = load i8, ptr @g_1078, align 1
  %384 = zext i8 %383 to i64
  %385 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %384, ptr noundef @.str.31, i32 noundef %385)
  %386 = load i32, ptr @crc32_context, align 4
  %387 = zext i32 %386 to i64
  %388 = xor i64 %387, 4294967295
  %389 = trunc i64 %388 to i32
  %390 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %389, i32 noundef %390)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %1, align 4
  store i32 8, ptr %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, ptr %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  br label %10, !llvm.loop !27

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %5, !llvm.loop !28

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_1() #0 {
  %1 = alloca [7 x [7 x [2 x i16]]], align 16
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [8 x [1 x [7 x i64]]], align 16
  %6 = alloca [4 x [10 x [4 x i32]]], align 16
  %7 = alloca i32, align 4
  %8 = alloca [9 x i16], align 16
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [3 x i32], align 4
  %17 = alloca [8 x ptr], align 16
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [7 x [4 x ptr]], align 16
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca [7 x [3 x [10 x ptr]]], align 16
  %39 = alloca [4 x i64], align 16
  %40 = alloca [9 x ptr], align 16
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca [8 x i64], align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca [2 x [5 x [8 x i16]]], align 16
  %48 = alloca ptr, align 8
  %49 = alloca [6 x ptr], align 16
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.func_1.l_2, i64 196, i1 false)
  store i32 -7, ptr %2, align 4
  store ptr @g_912, ptr %3, align 8
  store i64 0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.func_1.l_1035, i64 448, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.func_1.l_1040, i64 640, i1 false)
  store i32 0, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.func_1.l_1049, i64 18, i1 false)
  store ptr @g_965, ptr %9, align 8
  store volatile ptr @g_794, ptr %10, align 8
  store i64 4253149911959314287, ptr %11, align 8
  store ptr @g_683, ptr %12, align 8
  store ptr @g_80, ptr %13, align 8
  store ptr %13, ptr %14, align 8
  store ptr %14, ptr %15, align 8
  store ptr %11, ptr %17, align 8
  %53 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %11, ptr %53, align 8
  %54 = getelementptr inbounds ptr, ptr %17, i64 2
  store ptr %11, ptr %54, align 8
  %55 = getelementptr inbounds ptr, ptr %17, i64 3
  store ptr %11, ptr %55, align 8
  %56 = getelementptr inbounds ptr, ptr %17, i64 4
  store ptr %11, ptr %56, align 8
  %57 = getelementptr inbounds ptr, ptr %17, i64 5
  store ptr %11, ptr %57, align 8
  %58 = getelementptr inbounds ptr, ptr %17, i64 6
  store ptr %11, ptr %58, align 8
  %59 = getelementptr inbounds ptr, ptr %17, i64 7
  store ptr %11, ptr %59, align 8
  store i64 -2, ptr %18, align 8
  store ptr @g_1072, ptr %19, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %20, i8 0, i64 32, i1 false)
  %60 = getelementptr inbounds ptr, ptr %20, i64 1
  %61 = getelementptr inbounds ptr, ptr %20, i64 2
  store ptr %7, ptr %61, align 8
  %62 = getelementptr inbounds ptr, ptr %20, i64 3
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 1
  store ptr null, ptr %63, align 8
  %64 = getelementptr inbounds ptr, ptr %63, i64 1
  store ptr @g_846, ptr %64, align 8
  %65 = getelementptr inbounds ptr, ptr %63, i64 2
  store ptr %7, ptr %65, align 8
  %66 = getelementptr inbounds ptr, ptr %63, i64 3
  store ptr %7, ptr %66, align 8
  %67 = getelementptr inbounds [4 x ptr], ptr %20, i64 2
  call void @llvm.memset.p0.i64(ptr align 16 %67, i8 0, i64 32, i1 false)
  %68 = getelementptr inbounds ptr, ptr %67, i64 1
  %69 = getelementptr inbounds ptr, ptr %67, i64 2
  %70 = getelementptr inbounds ptr, ptr %67, i64 3
  store ptr %7, ptr %70, align 8
  %71 = getelementptr inbounds [4 x ptr], ptr %20, i64 3
  %72 = getelementptr inbounds [4 x [10 x [4 x i32]]], ptr %6, i64 0, i64 2
  %73 = getelementptr inbounds [10 x [4 x i32]], ptr %72, i64 0, i64 6
  %74 = getelementptr inbounds [4 x i32], ptr %73, i64 0, i64 2
  store ptr %74, ptr %71, align 8
  %75 = getelementptr inbounds ptr, ptr %71, i64 1
  store ptr @g_846, ptr %75, align 8
  %76 = getelementptr inbounds ptr, ptr %71, i64 2
  %77 = getelementptr inbounds [4 x [10 x [4 x i32]]], ptr %6, i64 0, i64 2
  %78 = getelementptr inbounds [10 x [4 x i32]], ptr %77, i64 0, i64 6
  %79 = getelementptr inbounds [4 x i32], ptr %78, i64 0, i64 2
  store ptr %79, ptr %76, align 8
  %80 = getelementptr inbounds ptr, ptr %71, i64 3
  store ptr null, ptr %80, align 8
  %81 = getelementptr inbounds [4 x ptr], ptr %20, i64 4
  %82 = getelementptr inbounds [4 x [10 x [4 x i32]]], ptr %6, i64 0, i64 2
  %83 = getelementptr inbounds [10 x [4 x i32]], ptr %82, i64 0, i64 6
  %84 = getelementptr inbounds [4 x i32], ptr %83, i64 0, i64 2
  store ptr %84, ptr %81, align 8
  %85 = getelementptr inbounds ptr, ptr %81, i64 1
  store ptr null, ptr %85, align 8
  %86 = getelementptr inbounds ptr, ptr %81, i64 2
  store ptr null, ptr %86, align 8
  %87 = getelementptr inbounds ptr, ptr %81, i64 3
  %88 = getelementptr inbounds [4 x [10 x [4 x i32]]], ptr %6, i64 0, i64 2
  %89 = getelementptr inbounds [10 x [4 x i32]], ptr %88, i64 0, i64 6
  %90 = getelementptr inbounds [4 x i32], ptr %89, i64 0, i64 2
  store ptr %90, ptr %87, align 8
  %91 = getelementptr inbounds [4 x ptr], ptr %20, i64 5
  call void @llvm.memset.p0.i64(ptr align 16 %91, i8 0, i64 32, i1 false)
  %92 = getelementptr inbounds ptr, ptr %91, i64 1
  %93 = getelementptr inbounds ptr, ptr %91, i64 2
  store ptr %7, ptr %93, align 8
  %94 = getelementptr inbounds ptr, ptr %91, i64 3
  %95 = getelementptr inbounds [4 x ptr], ptr %20, i64 6
  store ptr null, ptr %95, align 8
  %96 = getelementptr inbounds ptr, ptr %95, i64 1
  store ptr @g_846, ptr %96, align 8
  %97 = getelementptr inbounds ptr, ptr %95, i64 2
  store ptr %7, ptr %97, align 8
  %98 = getelementptr inbounds ptr, ptr %95, i64 3
  store ptr %7, ptr %98, align 8
  store ptr null, ptr %21, align 8
  store ptr %21, ptr %22, align 8
  store ptr %22, ptr %23, align 8
  store ptr %23, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %99

99:                                               ; preds = %106, %0
  %100 = load i32, ptr %25, align 4
  %101 = icmp slt i32 %100, 3
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  %103 = load i32, ptr %25, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [3 x i32], ptr %16, i64 0, i64 %104
  store i32 -9, ptr %105, align 4
  br label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %25, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %25, align 4
  br label %99, !llvm.loop !29

109:                                              ; preds = %99
  store i32 0, ptr @g_5, align 4
  br label %110

110:                                              ; preds = %364, %109
  %111 = load i32, ptr @g_5, align 4
  %112 = icmp sle i32 %111, 1
  br i1 %112, label %113, label %367

113:                                              ; preds = %110
  store ptr null, ptr %28, align 8
  store ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([10 x [2 x i32]], ptr @g_3, i64 0, i64 9), i64 0, i64 1), ptr %29, align 8
  store ptr null, ptr %30, align 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %31, align 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %32, align 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 5), ptr %33, align 8
  store ptr null, ptr %34, align 8
  store i32 -938525766, ptr %35, align 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %36, align 8
  store ptr null, ptr %37, align 8
  store ptr %2, ptr %38, align 8
  %114 = getelementptr inbounds ptr, ptr %38, i64 1
  store ptr null, ptr %114, align 8
  %115 = getelementptr inbounds ptr, ptr %38, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %115, align 8
  %116 = getelementptr inbounds ptr, ptr %38, i64 3
  store ptr @g_5, ptr %116, align 8
  %117 = getelementptr inbounds ptr, ptr %38, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 1), i64 0, i64 6), ptr %117, align 8
  %118 = getelementptr inbounds ptr, ptr %38, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %118, align 8
  %119 = getelementptr inbounds ptr, ptr %38, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 1), i64 0, i64 6), ptr %119, align 8
  %120 = getelementptr inbounds ptr, ptr %38, i64 7
  store ptr @g_5, ptr %120, align 8
  %121 = getelementptr inbounds ptr, ptr %38, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %121, align 8
  %122 = getelementptr inbounds ptr, ptr %38, i64 9
  store ptr null, ptr %122, align 8
  %123 = getelementptr inbounds [10 x ptr], ptr %38, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %123, align 8
  %124 = getelementptr inbounds ptr, ptr %123, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %124, align 8
  %125 = getelementptr inbounds ptr, ptr %123, i64 2
  store ptr %35, ptr %125, align 8
  %126 = getelementptr inbounds ptr, ptr %123, i64 3
  store ptr %2, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %123, i64 4
  store ptr %2, ptr %127, align 8
  %128 = getelementptr inbounds ptr, ptr %123, i64 5
  store ptr null, ptr %128, align 8
  %129 = getelementptr inbounds ptr, ptr %123, i64 6
  store ptr %35, ptr %129, align 8
  %130 = getelementptr inbounds ptr, ptr %123, i64 7
  store ptr %2, ptr %130, align 8
  %131 = getelementptr inbounds ptr, ptr %123, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %123, i64 9
  store ptr null, ptr %132, align 8
  %133 = getelementptr inbounds [10 x ptr], ptr %38, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %133, i64 1
  store ptr null, ptr %134, align 8
  %135 = getelementptr inbounds ptr, ptr %133, i64 2
  store ptr null, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %133, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 4), ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %133, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %133, i64 5
  store ptr null, ptr %138, align 8
  %139 = getelementptr inbounds ptr, ptr %133, i64 6
  store ptr @g_5, ptr %139, align 8
  %140 = getelementptr inbounds ptr, ptr %133, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %133, i64 8
  store ptr %2, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %133, i64 9
  store ptr %35, ptr %142, align 8
  %143 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %143, align 8
  %144 = getelementptr inbounds ptr, ptr %143, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %144, align 8
  %145 = getelementptr inbounds ptr, ptr %143, i64 2
  store ptr @g_5, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %143, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %146, align 8
  %147 = getelementptr inbounds ptr, ptr %143, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %143, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %148, align 8
  %149 = getelementptr inbounds ptr, ptr %143, i64 6
  store ptr %35, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %143, i64 7
  store ptr %35, ptr %150, align 8
  %151 = getelementptr inbounds ptr, ptr %143, i64 8
  store ptr null, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %143, i64 9
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %152, align 8
  %153 = getelementptr inbounds [10 x ptr], ptr %143, i64 1
  store ptr %2, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %153, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %154, align 8
  %155 = getelementptr inbounds ptr, ptr %153, i64 2
  store ptr @g_5, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %153, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %156, align 8
  %157 = getelementptr inbounds ptr, ptr %153, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 5), ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %153, i64 5
  store ptr %35, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %153, i64 6
  store ptr %2, ptr %159, align 8
  %160 = getelementptr inbounds ptr, ptr %153, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %160, align 8
  %161 = getelementptr inbounds ptr, ptr %153, i64 8
  store ptr @g_5, ptr %161, align 8
  %162 = getelementptr inbounds ptr, ptr %153, i64 9
  store ptr null, ptr %162, align 8
  %163 = getelementptr inbounds [10 x ptr], ptr %143, i64 2
  store ptr %2, ptr %163, align 8
  %164 = getelementptr inbounds ptr, ptr %163, i64 1
  store ptr %35, ptr %164, align 8
  %165 = getelementptr inbounds ptr, ptr %163, i64 2
  store ptr null, ptr %165, align 8
  %166 = getelementptr inbounds ptr, ptr %163, i64 3
  store ptr %35, ptr %166, align 8
  %167 = getelementptr inbounds ptr, ptr %163, i64 4
  store ptr null, ptr %167, align 8
  %168 = getelementptr inbounds ptr, ptr %163, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %168, align 8
  %169 = getelementptr inbounds ptr, ptr %163, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %163, i64 7
  store ptr null, ptr %170, align 8
  %171 = getelementptr inbounds ptr, ptr %163, i64 8
  store ptr %35, ptr %171, align 8
  %172 = getelementptr inbounds ptr, ptr %163, i64 9
  store ptr null, ptr %172, align 8
  %173 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 2
  store ptr %35, ptr %173, align 8
  %174 = getelementptr inbounds ptr, ptr %173, i64 1
  store ptr %35, ptr %174, align 8
  %175 = getelementptr inbounds ptr, ptr %173, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %175, align 8
  %176 = getelementptr inbounds ptr, ptr %173, i64 3
  store ptr null, ptr %176, align 8
  %177 = getelementptr inbounds ptr, ptr %173, i64 4
  store ptr %2, ptr %177, align 8
  %178 = getelementptr inbounds ptr, ptr %173, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 1), ptr %178, align 8
  %179 = getelementptr inbounds ptr, ptr %173, i64 6
  store ptr null, ptr %179, align 8
  %180 = getelementptr inbounds ptr, ptr %173, i64 7
  store ptr @g_5, ptr %180, align 8
  %181 = getelementptr inbounds ptr, ptr %173, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 5), ptr %181, align 8
  %182 = getelementptr inbounds ptr, ptr %173, i64 9
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %182, align 8
  %183 = getelementptr inbounds [10 x ptr], ptr %173, i64 1
  store ptr @g_5, ptr %183, align 8
  %184 = getelementptr inbounds ptr, ptr %183, i64 1
  store ptr @g_5, ptr %184, align 8
  %185 = getelementptr inbounds ptr, ptr %183, i64 2
  store ptr %2, ptr %185, align 8
  %186 = getelementptr inbounds ptr, ptr %183, i64 3
  store ptr null, ptr %186, align 8
  %187 = getelementptr inbounds ptr, ptr %183, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %187, align 8
  %188 = getelementptr inbounds ptr, ptr %183, i64 5
  store ptr @g_5, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %183, i64 6
  store ptr null, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %183, i64 7
  store ptr @g_5, ptr %190, align 8
  %191 = getelementptr inbounds ptr, ptr %183, i64 8
  store ptr @g_5, ptr %191, align 8
  %192 = getelementptr inbounds ptr, ptr %183, i64 9
  store ptr %35, ptr %192, align 8
  %193 = getelementptr inbounds [10 x ptr], ptr %173, i64 2
  store ptr %2, ptr %193, align 8
  %194 = getelementptr inbounds ptr, ptr %193, i64 1
  store ptr %35, ptr %194, align 8
  %195 = getelementptr inbounds ptr, ptr %193, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %195, align 8
  %196 = getelementptr inbounds ptr, ptr %193, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 5), ptr %196, align 8
  %197 = getelementptr inbounds ptr, ptr %193, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %197, align 8
  %198 = getelementptr inbounds ptr, ptr %193, i64 5
  store ptr %2, ptr %198, align 8
  %199 = getelementptr inbounds ptr, ptr %193, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %199, align 8
  %200 = getelementptr inbounds ptr, ptr %193, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %200, align 8
  %201 = getelementptr inbounds ptr, ptr %193, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %201, align 8
  %202 = getelementptr inbounds ptr, ptr %193, i64 9
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %202, align 8
  %203 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 3
  store ptr %35, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %203, i64 1
  store ptr %35, ptr %204, align 8
  %205 = getelementptr inbounds ptr, ptr %203, i64 2
  store ptr null, ptr %205, align 8
  %206 = getelementptr inbounds ptr, ptr %203, i64 3
  store ptr %2, ptr %206, align 8
  %207 = getelementptr inbounds ptr, ptr %203, i64 4
  store ptr %35, ptr %207, align 8
  %208 = getelementptr inbounds ptr, ptr %203, i64 5
  store ptr null, ptr %208, align 8
  %209 = getelementptr inbounds ptr, ptr %203, i64 6
  store ptr %2, ptr %209, align 8
  %210 = getelementptr inbounds ptr, ptr %203, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %210, align 8
  %211 = getelementptr inbounds ptr, ptr %203, i64 8
  store ptr @g_5, ptr %211, align 8
  %212 = getelementptr inbounds ptr, ptr %203, i64 9
  store ptr null, ptr %212, align 8
  %213 = getelementptr inbounds [10 x ptr], ptr %203, i64 1
  store ptr null, ptr %213, align 8
  %214 = getelementptr inbounds ptr, ptr %213, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %214, align 8
  %215 = getelementptr inbounds ptr, ptr %213, i64 2
  store ptr %35, ptr %215, align 8
  %216 = getelementptr inbounds ptr, ptr %213, i64 3
  store ptr null, ptr %216, align 8
  %217 = getelementptr inbounds ptr, ptr %213, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %217, align 8
  %218 = getelementptr inbounds ptr, ptr %213, i64 5
  store ptr %35, ptr %218, align 8
  %219 = getelementptr inbounds ptr, ptr %213, i64 6
  store ptr %35, ptr %219, align 8
  %220 = getelementptr inbounds ptr, ptr %213, i64 7
  store ptr %35, ptr %220, align 8
  %221 = getelementptr inbounds ptr, ptr %213, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %221, align 8
  %222 = getelementptr inbounds ptr, ptr %213, i64 9
  store ptr null, ptr %222, align 8
  %223 = getelementptr inbounds [10 x ptr], ptr %203, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %223, align 8
  %224 = getelementptr inbounds ptr, ptr %223, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %224, align 8
  %225 = getelementptr inbounds ptr, ptr %223, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %225, align 8
  %226 = getelementptr inbounds ptr, ptr %223, i64 3
  store ptr null, ptr %226, align 8
  %227 = getelementptr inbounds ptr, ptr %223, i64 4
  store ptr null, ptr %227, align 8
  %228 = getelementptr inbounds ptr, ptr %223, i64 5
  store ptr @g_5, ptr %228, align 8
  %229 = getelementptr inbounds ptr, ptr %223, i64 6
  store ptr @g_5, ptr %229, align 8
  %230 = getelementptr inbounds ptr, ptr %223, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %230, align 8
  %231 = getelementptr inbounds ptr, ptr %223, i64 8
  store ptr %35, ptr %231, align 8
  %232 = getelementptr inbounds ptr, ptr %223, i64 9
  store ptr %2, ptr %232, align 8
  %233 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 4
  store ptr %35, ptr %233, align 8
  %234 = getelementptr inbounds ptr, ptr %233, i64 1
  store ptr null, ptr %234, align 8
  %235 = getelementptr inbounds ptr, ptr %233, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %235, align 8
  %236 = getelementptr inbounds ptr, ptr %233, i64 3
  store ptr %35, ptr %236, align 8
  %237 = getelementptr inbounds ptr, ptr %233, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %237, align 8
  %238 = getelementptr inbounds ptr, ptr %233, i64 5
  store ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), ptr %238, align 8
  %239 = getelementptr inbounds ptr, ptr %233, i64 6
  store ptr %35, ptr %239, align 8
  %240 = getelementptr inbounds ptr, ptr %233, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 3), i64 0, i64 8), ptr %240, align 8
  %241 = getelementptr inbounds ptr, ptr %233, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 8), ptr %241, align 8
  %242 = getelementptr inbounds ptr, ptr %233, i64 9
  store ptr %35, ptr %242, align 8
  %243 = getelementptr inbounds [10 x ptr], ptr %233, i64 1
  store ptr %35, ptr %243, align 8
  %244 = getelementptr inbounds ptr, ptr %243, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %244, align 8
  %245 = getelementptr inbounds ptr, ptr %243, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %245, align 8
  %246 = getelementptr inbounds ptr, ptr %243, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %246, align 8
  %247 = getelementptr inbounds ptr, ptr %243, i64 4
  store ptr %35, ptr %247, align 8
  %248 = getelementptr inbounds ptr, ptr %243, i64 5
  store ptr @g_5, ptr %248, align 8
  %249 = getelementptr inbounds ptr, ptr %243, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 1), i64 0, i64 6), ptr %249, align 8
  %250 = getelementptr inbounds ptr, ptr %243, i64 7
  store ptr %35, ptr %250, align 8
  %251 = getelementptr inbounds ptr, ptr %243, i64 8
  store ptr @g_5, ptr %251, align 8
  %252 = getelementptr inbounds ptr, ptr %243, i64 9
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %252, align 8
  %253 = getelementptr inbounds [10 x ptr], ptr %233, i64 2
  store ptr @g_5, ptr %253, align 8
  %254 = getelementptr inbounds ptr, ptr %253, i64 1
  store ptr null, ptr %254, align 8
  %255 = getelementptr inbounds ptr, ptr %253, i64 2
  store ptr %35, ptr %255, align 8
  %256 = getelementptr inbounds ptr, ptr %253, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %256, align 8
  %257 = getelementptr inbounds ptr, ptr %253, i64 4
  store ptr %35, ptr %257, align 8
  %258 = getelementptr inbounds ptr, ptr %253, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %258, align 8
  %259 = getelementptr inbounds ptr, ptr %253, i64 6
  store ptr @g_5, ptr %259, align 8
  %260 = getelementptr inbounds ptr, ptr %253, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %260, align 8
  %261 = getelementptr inbounds ptr, ptr %253, i64 8
  store ptr %2, ptr %261, align 8
  %262 = getelementptr inbounds ptr, ptr %253, i64 9
  store ptr @g_5, ptr %262, align 8
  %263 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 5
  store ptr %35, ptr %263, align 8
  %264 = getelementptr inbounds ptr, ptr %263, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 1), i64 0, i64 6), ptr %264, align 8
  %265 = getelementptr inbounds ptr, ptr %263, i64 2
  store ptr null, ptr %265, align 8
  %266 = getelementptr inbounds ptr, ptr %263, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 5), ptr %266, align 8
  %267 = getelementptr inbounds ptr, ptr %263, i64 4
  store ptr null, ptr %267, align 8
  %268 = getelementptr inbounds ptr, ptr %263, i64 5
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %268, align 8
  %269 = getelementptr inbounds ptr, ptr %263, i64 6
  store ptr %35, ptr %269, align 8
  %270 = getelementptr inbounds ptr, ptr %263, i64 7
  store ptr %35, ptr %270, align 8
  %271 = getelementptr inbounds ptr, ptr %263, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %271, align 8
  %272 = getelementptr inbounds ptr, ptr %263, i64 9
  store ptr null, ptr %272, align 8
  %273 = getelementptr inbounds [10 x ptr], ptr %263, i64 1
  store ptr %2, ptr %273, align 8
  %274 = getelementptr inbounds ptr, ptr %273, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %274, align 8
  %275 = getelementptr inbounds ptr, ptr %273, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %275, align 8
  %276 = getelementptr inbounds ptr, ptr %273, i64 3
  store ptr %2, ptr %276, align 8
  %277 = getelementptr inbounds ptr, ptr %273, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %277, align 8
  %278 = getelementptr inbounds ptr, ptr %273, i64 5
  store ptr @g_5, ptr %278, align 8
  %279 = getelementptr inbounds ptr, ptr %273, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %279, align 8
  %280 = getelementptr inbounds ptr, ptr %273, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %273, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %281, align 8
  %282 = getelementptr inbounds ptr, ptr %273, i64 9
  store ptr @g_5, ptr %282, align 8
  %283 = getelementptr inbounds [10 x ptr], ptr %263, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 1), ptr %283, align 8
  %284 = getelementptr inbounds ptr, ptr %283, i64 1
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %284, align 8
  %285 = getelementptr inbounds ptr, ptr %283, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %285, align 8
  %286 = getelementptr inbounds ptr, ptr %283, i64 3
  store ptr %35, ptr %286, align 8
  %287 = getelementptr inbounds ptr, ptr %283, i64 4
  store ptr %2, ptr %287, align 8
  %288 = getelementptr inbounds ptr, ptr %283, i64 5
  store ptr null, ptr %288, align 8
  %289 = getelementptr inbounds ptr, ptr %283, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %289, align 8
  %290 = getelementptr inbounds ptr, ptr %283, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %290, align 8
  %291 = getelementptr inbounds ptr, ptr %283, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %291, align 8
  %292 = getelementptr inbounds ptr, ptr %283, i64 9
  store ptr %35, ptr %292, align 8
  %293 = getelementptr inbounds [3 x [10 x ptr]], ptr %38, i64 6
  store ptr null, ptr %293, align 8
  %294 = getelementptr inbounds ptr, ptr %293, i64 1
  store ptr %2, ptr %294, align 8
  %295 = getelementptr inbounds ptr, ptr %293, i64 2
  store ptr null, ptr %295, align 8
  %296 = getelementptr inbounds ptr, ptr %293, i64 3
  store ptr %2, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %293, i64 4
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %297, align 8
  %298 = getelementptr inbounds ptr, ptr %293, i64 5
  store ptr %35, ptr %298, align 8
  %299 = getelementptr inbounds ptr, ptr %293, i64 6
  store ptr @g_5, ptr %299, align 8
  %300 = getelementptr inbounds ptr, ptr %293, i64 7
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 4), ptr %300, align 8
  %301 = getelementptr inbounds ptr, ptr %293, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %293, i64 9
  store ptr %35, ptr %302, align 8
  %303 = getelementptr inbounds [10 x ptr], ptr %293, i64 1
  store ptr %2, ptr %303, align 8
  %304 = getelementptr inbounds ptr, ptr %303, i64 1
  store ptr null, ptr %304, align 8
  %305 = getelementptr inbounds ptr, ptr %303, i64 2
  store ptr null, ptr %305, align 8
  %306 = getelementptr inbounds ptr, ptr %303, i64 3
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), i64 0, i64 5), ptr %306, align 8
  %307 = getelementptr inbounds ptr, ptr %303, i64 4
  store ptr null, ptr %307, align 8
  %308 = getelementptr inbounds ptr, ptr %303, i64 5
  store ptr null, ptr %308, align 8
  %309 = getelementptr inbounds ptr, ptr %303, i64 6
  store ptr @g_5, ptr %309, align 8
  %310 = getelementptr inbounds ptr, ptr %303, i64 7
  store ptr %35, ptr %310, align 8
  %311 = getelementptr inbounds ptr, ptr %303, i64 8
  store ptr getelementptr inbounds ([4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 2), ptr %311, align 8
  %312 = getelementptr inbounds ptr, ptr %303, i64 9
  store ptr @g_5, ptr %312, align 8
  %313 = getelementptr inbounds [10 x ptr], ptr %293, i64 2
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %313, align 8
  %314 = getelementptr inbounds ptr, ptr %313, i64 1
  store ptr @g_5, ptr %314, align 8
  %315 = getelementptr inbounds ptr, ptr %313, i64 2
  store ptr %35, ptr %315, align 8
  %316 = getelementptr inbounds ptr, ptr %313, i64 3
  store ptr %35, ptr %316, align 8
  %317 = getelementptr inbounds ptr, ptr %313, i64 4
  store ptr %35, ptr %317, align 8
  %318 = getelementptr inbounds ptr, ptr %313, i64 5
  store ptr null, ptr %318, align 8
  %319 = getelementptr inbounds ptr, ptr %313, i64 6
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %319, align 8
  %320 = getelementptr inbounds ptr, ptr %313, i64 7
  store ptr @g_5, ptr %320, align 8
  %321 = getelementptr inbounds ptr, ptr %313, i64 8
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %321, align 8
  %322 = getelementptr inbounds ptr, ptr %313, i64 9
  store ptr null, ptr %322, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.func_1.l_20, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %40, ptr align 16 @__const.func_1.l_1005, i64 72, i1 false)
  store i32 1, ptr %41, align 4
  store i32 205164217, ptr %42, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 16 @__const.func_1.l_1056, i64 64, i1 false)
  %323 = load volatile i32, ptr getelementptr inbounds ([10 x [2 x i32]], ptr getelementptr inbounds ([8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 1), i64 0, i64 6), align 16
  %324 = load ptr, ptr %29, align 8
  store volatile i32 %323, ptr %324, align 4
  %325 = getelementptr inbounds [4 x i64], ptr %39, i64 0, i64 1
  %326 = load i64, ptr %325, align 8
  %327 = add i64 %326, -1
  store i64 %327, ptr %325, align 8
  store i32 0, ptr %35, align 4
  br label %328

328:                                              ; preds = %360, %113
  %329 = load i32, ptr %35, align 4
  %330 = icmp sle i32 %329, 1
  br i1 %330, label %331, label %363

331:                                              ; preds = %328
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %47, ptr align 16 @__const.func_1.l_23, i64 160, i1 false)
  store ptr getelementptr inbounds ([10 x [1 x i32]], ptr @g_11, i64 0, i64 8), ptr %48, align 8
  store i32 0, ptr %50, align 4
  br label %332

332:                                              ; preds = %342, %331
  %333 = load i32, ptr %50, align 4
  %334 = icmp slt i32 %333, 6
  br i1 %334, label %335, label %345

335:                                              ; preds = %332
  %336 = getelementptr inbounds [7 x [3 x [10 x ptr]]], ptr %38, i64 0, i64 1
  %337 = getelementptr inbounds [3 x [10 x ptr]], ptr %336, i64 0, i64 0
  %338 = getelementptr inbounds [10 x ptr], ptr %337, i64 0, i64 4
  %339 = load i32, ptr %50, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [6 x ptr], ptr %49, i64 0, i64 %340
  store ptr %338, ptr %341, align 8
  br label %342

342:                                              ; preds = %335
  %343 = load i32, ptr %50, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr %50, align 4
  br label %332, !llvm.loop !30

345:                                              ; preds = %332
  %346 = getelementptr inbounds [2 x [5 x [8 x i16]]], ptr %47, i64 0, i64 1
  %347 = getelementptr inbounds [5 x [8 x i16]], ptr %346, i64 0, i64 3
  %348 = getelementptr inbounds [8 x i16], ptr %347, i64 0, i64 7
  %349 = load i16, ptr %348, align 2
  %350 = icmp ne i16 %349, 0
  br i1 %350, label %351, label %352

351:                                              ; preds = %345
  br label %363

352:                                              ; preds = %345
  %353 = getelementptr inbounds [2 x [5 x [8 x i16]]], ptr %47, i64 0, i64 1
  %354 = getelementptr inbounds [5 x [8 x i16]], ptr %353, i64 0, i64 3
  %355 = getelementptr inbounds [8 x i16], ptr %354, i64 0, i64 7
  %356 = load i16, ptr %355, align 2
  %357 = icmp ne i16 %356, 0
  br i1 %357, label %358, label %359

358:                                              ; preds = %352
  br label %360

359:                                              ; preds = %352
  br label %360

360:                                              ; preds = %359, %358
  %361 = load i32, ptr %35, align 4
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %35, align 4
  br label %328, !llvm.loop !31

363:                                              ; preds = %351, %328
  br label %364

364:                                              ; preds = %363
  %365 = load i32, ptr @g_5, align 4
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr @g_5, align 4
  br label %110, !llvm.loop !32

367:                                              ; preds = %110
  %368 = load i16, ptr @g_344, align 2
  %369 = load ptr, ptr %12, align 8
  %370 = getelementptr inbounds [8 x [1 x [7 x i64]]], ptr %5, i64 0, i64 5
  %371 = getelementptr inbounds [1 x [7 x i64]], ptr %370, i64 0, i64 0
  %372 = getelementptr inbounds [7 x i64], ptr %371, i64 0, i64 3
  %373 = icmp ne ptr %369, %372
  %374 = zext i1 %373 to i32
  %375 = load ptr, ptr @g_582, align 8
  %376 = load ptr, ptr %375, align 8
  %377 = icmp ne ptr null, %376
  %378 = zext i1 %377 to i32
  %379 = trunc i32 %378 to i8
  %380 = load ptr, ptr %15, align 8
  %381 = icmp eq ptr %380, @g_456
  %382 = zext i1 %381 to i32
  %383 = trunc i32 %382 to i8
  %384 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %379, i8 noundef signext %383)
  %385 = sext i8 %384 to i64
  %386 = load volatile ptr, ptr %10, align 8
  %387 = load volatile i32, ptr %386, align 4
  %388 = trunc i32 %387 to i8
  %389 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %388, i8 noundef signext 1)
  %390 = getelementptr inbounds [3 x i32], ptr %16, i64 0, i64 2
  %391 = load i32, ptr %390, align 4
  %392 = zext i32 %391 to i64
  %393 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %385, i64 noundef %392)
  %394 = load ptr, ptr @g_256, align 8
  %395 = load ptr, ptr %394, align 8
  %396 = load i8, ptr %395, align 1
  %397 = zext i8 %396 to i64
  %398 = and i64 4294967289, %397
  %399 = trunc i64 %398 to i16
  %400 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %399, i32 noundef 10)
  %401 = zext i16 %400 to i64
  %402 = load ptr, ptr %3, align 8
  store i64 %401, ptr %402, align 8
  store i64 %401, ptr %18, align 8
  %403 = icmp ne i64 %401, 0
  br i1 %403, label %408, label %404

404:                                              ; preds = %367
  %405 = load volatile ptr, ptr %10, align 8
  %406 = load volatile i32, ptr %405, align 4
  %407 = icmp ne i32 %406, 0
  br label %408

408:                                              ; preds = %404, %367
  %409 = phi i1 [ true, %367 ], [ %407, %404 ]
  %410 = zext i1 %409 to i32
  %411 = getelementptr inbounds [3 x i32], ptr %16, i64 0, i64 2
  %412 = load i32, ptr %411, align 4
  %413 = xor i32 %410, %412
  %414 = load ptr, ptr @g_151, align 8
  %415 = load ptr, ptr %414, align 8
  %416 = load i32, ptr %415, align 4
  %417 = and i32 %416, %413
  store i32 %417, ptr %415, align 4
  %418 = load volatile ptr, ptr %10, align 8
  %419 = load volatile i32, ptr %418, align 4
  %420 = load i8, ptr @g_80, align 1
  %421 = sext i8 %420 to i64
  %422 = xor i64 %421, 2
  %423 = trunc i64 %422 to i8
  store i8 %423, ptr @g_80, align 1
  %424 = sext i8 %423 to i32
  %425 = icmp slt i32 %419, %424
  %426 = zext i1 %425 to i32
  %427 = load ptr, ptr %19, align 8
  store i32 %426, ptr %427, align 4
  %428 = load ptr, ptr @g_243, align 8
  %429 = load ptr, ptr %428, align 8
  %430 = load ptr, ptr %429, align 8
  %431 = getelementptr inbounds [7 x [4 x ptr]], ptr %20, i64 0, i64 0
  %432 = getelementptr inbounds [4 x ptr], ptr %431, i64 0, i64 1
  store ptr %430, ptr %432, align 8
  %433 = load ptr, ptr %24, align 8
  store ptr %433, ptr %24, align 8
  %434 = load ptr, ptr @g_694, align 8
  %435 = load i16, ptr %434, align 2
  ret i16 %435
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2
  %9 = zext i16 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 65535, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i32, ptr @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, ptr @crc32_context, align 4
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, ptr @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
