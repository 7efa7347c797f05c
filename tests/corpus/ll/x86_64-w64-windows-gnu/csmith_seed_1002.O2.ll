; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_3[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_4 = internal global i32 -2, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal unnamed_addr global i1 false, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_11 = internal unnamed_addr constant [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1], [1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405], [1 x i32] [i32 -376165317], [1 x i32] [i32 -545738405], [1 x i32] [i32 1]], [10 x [1 x i32]] [[1 x i32] [i32 1542112239], [1 x i32] [i32 8], [1 x i32] [i32 1701134578], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1701134578], [1 x i32] [i32 8], [1 x i32] [i32 1542112239], [1 x i32] [i32 1], [1 x i32] [i32 -545738405]]], align 16
@.str.5 = private unnamed_addr constant [14 x i8] c"g_11[i][j][k]\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1
@g_80.0 = internal unnamed_addr global i8 -4, align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"g_80[i][j]\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@g_216 = internal unnamed_addr constant [4 x [7 x [9 x i16]]] [[7 x [9 x i16]] [[9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646]], [7 x [9 x i16]] [[9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0]], [7 x [9 x i16]] [[9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0], [9 x i16] [i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0, i16 0], [9 x i16] [i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646, i16 -5, i16 -13646], [9 x i16] [i16 0, i16 0, i16 7, i16 7, i16 0, i16 0, i16 7, i16 7, i16 0], [9 x i16] [i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0, i16 -5, i16 0]]], align 16
@.str.11 = private unnamed_addr constant [15 x i8] c"g_216[i][j][k]\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"g_231[i]\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_316\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_344\00", align 1
@g_351 = internal unnamed_addr constant [8 x [4 x [8 x i32]]] [[4 x [8 x i32]] [[8 x i32] [i32 0, i32 -1981911899, i32 449166083, i32 154308523, i32 -1, i32 6, i32 1289046851, i32 -935846217], [8 x i32] [i32 -4, i32 -2060593023, i32 -1, i32 -985004979, i32 1, i32 -1852397472, i32 -1, i32 0], [8 x i32] [i32 154308523, i32 1720079787, i32 1859341173, i32 -8, i32 -1852397472, i32 -6, i32 276676413, i32 -1], [8 x i32] [i32 0, i32 449166083, i32 -10, i32 1289046851, i32 0, i32 5, i32 -1981911899, i32 -1490790147]], [4 x [8 x i32]] [[8 x i32] [i32 -1810428484, i32 -7, i32 5, i32 1828530859, i32 0, i32 0, i32 6, i32 -1981911899], [8 x i32] [i32 1437473061, i32 -1981911899, i32 3, i32 1020392761, i32 -2060593023, i32 1210654011, i32 0, i32 449166083], [8 x i32] [i32 -1, i32 -1080835501, i32 -1416622467, i32 -2025797398, i32 275473395, i32 0, i32 0, i32 -1416622467], [8 x i32] [i32 163975531, i32 -891481682, i32 -6, i32 -1074724136, i32 -1981911899, i32 -1, i32 0, i32 -1]], [4 x [8 x i32]] [[8 x i32] [i32 0, i32 3, i32 -9, i32 1705921373, i32 5, i32 -300390509, i32 -8, i32 -1536257424], [8 x i32] [i32 -1, i32 -1685003117, i32 1, i32 0, i32 -1, i32 -1366883065, i32 -726981760, i32 2033340148], [8 x i32] [i32 -1648429085, i32 1481755731, i32 -1, i32 3, i32 -1, i32 -408071093, i32 2033340148, i32 449166083], [8 x i32] [i32 -8, i32 275473395, i32 -1536257424, i32 -1400611692, i32 -1206498532, i32 -1, i32 2, i32 -4]], [4 x [8 x i32]] [[8 x i32] [i32 6, i32 2, i32 1437473061, i32 -1, i32 -1, i32 1437473061, i32 2, i32 6], [8 x i32] [i32 3, i32 -1, i32 -1400611692, i32 1289046851, i32 -1810428484, i32 0, i32 -8, i32 -7], [8 x i32] [i32 -726981760, i32 -1544236427, i32 0, i32 -1, i32 1289046851, i32 0, i32 1, i32 -1074724136], [8 x i32] [i32 3, i32 -1, i32 1481755731, i32 -1648429085, i32 -839463780, i32 1437473061, i32 8, i32 -935846217]], [4 x [8 x i32]] [[8 x i32] [i32 -1074724136, i32 2, i32 -1416622467, i32 -10, i32 0, i32 -1, i32 275473395, i32 1301086660], [8 x i32] [i32 -1, i32 275473395, i32 154308523, i32 1609592754, i32 5, i32 -408071093, i32 -1206498532, i32 -1648429085], [8 x i32] [i32 -1366883065, i32 1481755731, i32 1301086660, i32 5, i32 6, i32 5, i32 -356450194, i32 2], [8 x i32] [i32 449166083, i32 0, i32 1210654011, i32 -2060593023, i32 1020392761, i32 3, i32 -1981911899, i32 1437473061]], [4 x [8 x i32]] [[8 x i32] [i32 1828530859, i32 6, i32 -356450194, i32 -1, i32 -7, i32 -1416622467, i32 -1, i32 1210654011], [8 x i32] [i32 -1, i32 -7, i32 198555086, i32 -1, i32 2, i32 -6, i32 -726981760, i32 276676413], [8 x i32] [i32 -1400611692, i32 -1685003117, i32 -10, i32 0, i32 -357577476, i32 -9, i32 -1810428484, i32 1], [8 x i32] [i32 -8, i32 -356450194, i32 -513125344, i32 6, i32 -1852397472, i32 1, i32 1020392761, i32 -1244881115]], [4 x [8 x i32]] [[8 x i32] [i32 -1, i32 -8, i32 -382955768, i32 276676413, i32 0, i32 -1, i32 1609592754, i32 163975531], [8 x i32] [i32 -1490790147, i32 154308523, i32 -356450194, i32 0, i32 -1, i32 -1536257424, i32 1859341173, i32 0], [8 x i32] [i32 0, i32 -1, i32 2, i32 2, i32 -1366883065, i32 1437473061, i32 -1366883065, i32 2], [8 x i32] [i32 1, i32 -4, i32 1, i32 -1, i32 -6, i32 -1400611692, i32 0, i32 0]], [4 x [8 x i32]] [[8 x i32] [i32 -8, i32 -356450194, i32 1416061895, i32 -408071093, i32 -8, i32 0, i32 -6, i32 -513125344], [8 x i32] [i32 -8, i32 2033340148, i32 -2134570130, i32 1720079787, i32 -6, i32 1481755731, i32 449166083, i32 -2134570130], [8 x i32] [i32 1, i32 -7, i32 -1, i32 1301086660, i32 -1366883065, i32 -1416622467, i32 -1648429085, i32 -1], [8 x i32] [i32 0, i32 0, i32 -839463780, i32 2, i32 -1, i32 154308523, i32 -4, i32 1]]], align 16
@.str.16 = private unnamed_addr constant [15 x i8] c"g_351[i][j][k]\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_471\00", align 1
@g_481 = internal global i16 6, align 2
@.str.18 = private unnamed_addr constant [6 x i8] c"g_481\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_683\00", align 1
@g_794 = internal global i32 -921160087, align 4
@.str.20 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_821[i]\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_846[i]\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1
@g_925 = internal global i16 26523, align 2
@.str.26 = private unnamed_addr constant [6 x i8] c"g_925\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_926\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_965\00", align 1
@g_1034 = internal unnamed_addr constant [9 x [9 x [1 x i16]]] [[9 x [1 x i16]] [[1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9], [1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 83], [1 x i16] [i16 1], [1 x i16] [i16 1], [1 x i16] [i16 83], [1 x i16] [i16 -30523], [1 x i16] [i16 1], [1 x i16] [i16 3122], [1 x i16] [i16 10136], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 3122], [1 x i16] [i16 1], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9]], [9 x [1 x i16]] [[1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427], [1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136]], [9 x [1 x i16]] [[1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427], [1 x i16] zeroinitializer, [1 x i16] [i16 3122], [1 x i16] zeroinitializer, [1 x i16] [i16 -16427]], [9 x [1 x i16]] [[1 x i16] [i16 9], [1 x i16] [i16 -9737], [1 x i16] [i16 -30523], [1 x i16] [i16 10136], [1 x i16] [i16 10136], [1 x i16] [i16 -30523], [1 x i16] [i16 -9737], [1 x i16] [i16 9], [1 x i16] [i16 -16427]]], align 16
@.str.29 = private unnamed_addr constant [16 x i8] c"g_1034[i][j][k]\00", align 1
@g_1072 = internal unnamed_addr global i32 217697673, align 4
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1072\00", align 1
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true
  %17 = zext i1 %16 to i32
  br label %18

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ]
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ]
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ]
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ]
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = icmp eq <4 x i32> %24, zeroinitializer
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp eq <4 x i32> %29, zeroinitializer
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = icmp eq <4 x i32> %34, zeroinitializer
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = icmp eq <4 x i32> %39, zeroinitializer
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %45 = icmp eq <4 x i32> %44, zeroinitializer
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %50 = icmp eq <4 x i32> %49, zeroinitializer
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %55 = icmp eq <4 x i32> %54, zeroinitializer
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>
  %60 = icmp eq <4 x i32> %59, zeroinitializer
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22
  store <4 x i32> %63, ptr %64, align 16, !tbaa !9
  %65 = add nuw i64 %22, 4
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %67 = icmp eq i64 %65, 256
  br i1 %67, label %68, label %21, !llvm.loop !11

68:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr @g_794, ptr %3, align 8, !tbaa !5
  %69 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !tbaa !9
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !9
  %70 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !tbaa !9
  store volatile i32 %70, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !9
  store i1 true, ptr @g_5, align 4
  %71 = load volatile ptr, ptr %3, align 8, !tbaa !5
  %72 = load volatile i32, ptr %71, align 4, !tbaa !9
  store i1 true, ptr @g_5, align 4
  %73 = load volatile ptr, ptr %3, align 8, !tbaa !5
  %74 = load volatile i32, ptr %73, align 4, !tbaa !9
  %75 = load i8, ptr @g_80.0, align 1, !tbaa !15
  %76 = xor i8 %75, 2
  store i8 %76, ptr @g_80.0, align 1, !tbaa !15
  %77 = sext i8 %76 to i32
  %78 = icmp slt i32 %74, %77
  %79 = zext i1 %78 to i32
  store i32 %79, ptr @g_1072, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br label %80

80:                                               ; preds = %68, %102
  %81 = phi i64 [ 0, %68 ], [ %103, %102 ]
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = trunc nuw nsw i64 %81 to i32
  br label %84

84:                                               ; preds = %80, %99
  %85 = phi i64 [ 0, %80 ], [ %100, %99 ]
  %86 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 0
  %87 = load volatile i32, ptr %86, align 8, !tbaa !9
  %88 = sext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %20)
  br i1 %19, label %89, label %93

89:                                               ; preds = %84
  %90 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1
  %91 = load volatile i32, ptr %90, align 4, !tbaa !9
  %92 = sext i32 %91 to i64
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.1, i32 noundef %20)
  br label %99

93:                                               ; preds = %84
  %94 = trunc nuw nsw i64 %85 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %82, i32 noundef %94, i32 noundef 0)
  %95 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1
  %96 = load volatile i32, ptr %95, align 4, !tbaa !9
  %97 = sext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %20)
  %98 = trunc nuw nsw i64 %85 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %83, i32 noundef %98, i32 noundef 1)
  br label %99

99:                                               ; preds = %89, %93
  %100 = add nuw nsw i64 %85, 1
  %101 = icmp eq i64 %100, 10
  br i1 %101, label %102, label %84, !llvm.loop !16

102:                                              ; preds = %99
  %103 = add nuw nsw i64 %81, 1
  %104 = icmp eq i64 %103, 8
  br i1 %104, label %105, label %80, !llvm.loop !17

105:                                              ; preds = %102
  %106 = load volatile i32, ptr @g_4, align 4, !tbaa !9
  %107 = sext i32 %106 to i64
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.3, i32 noundef %20)
  %108 = load i1, ptr @g_5, align 4
  %109 = select i1 %108, i64 2, i64 1
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.4, i32 noundef %20)
  br label %110

110:                                              ; preds = %105, %181
  %111 = phi i64 [ 0, %105 ], [ %182, %181 ]
  %112 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 0
  %113 = load i32, ptr %112, align 8, !tbaa !9
  %114 = sext i32 %113 to i64
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.5, i32 noundef %20)
  br i1 %19, label %115, label %143

115:                                              ; preds = %110
  %116 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 1
  %117 = load i32, ptr %116, align 4, !tbaa !9
  %118 = sext i32 %117 to i64
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.5, i32 noundef %20)
  %119 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 2
  %120 = load i32, ptr %119, align 8, !tbaa !9
  %121 = sext i32 %120 to i64
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.5, i32 noundef %20)
  %122 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 3
  %123 = load i32, ptr %122, align 4, !tbaa !9
  %124 = sext i32 %123 to i64
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.5, i32 noundef %20)
  %125 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 4
  %126 = load i32, ptr %125, align 8, !tbaa !9
  %127 = sext i32 %126 to i64
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.5, i32 noundef %20)
  %128 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 5
  %129 = load i32, ptr %128, align 4, !tbaa !9
  %130 = sext i32 %129 to i64
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.5, i32 noundef %20)
  %131 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 6
  %132 = load i32, ptr %131, align 8, !tbaa !9
  %133 = sext i32 %132 to i64
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.5, i32 noundef %20)
  %134 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 7
  %135 = load i32, ptr %134, align 4, !tbaa !9
  %136 = sext i32 %135 to i64
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.5, i32 noundef %20)
  %137 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 8
  %138 = load i32, ptr %137, align 8, !tbaa !9
  %139 = sext i32 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.5, i32 noundef %20)
  %140 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 9
  %141 = load i32, ptr %140, align 4, !tbaa !9
  %142 = sext i32 %141 to i64
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.5, i32 noundef %20)
  br label %181

143:                                              ; preds = %110
  %144 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %144, i32 noundef 0, i32 noundef 0)
  %145 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 1
  %146 = load i32, ptr %145, align 4, !tbaa !9
  %147 = sext i32 %146 to i64
  tail call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.5, i32 noundef %20)
  %148 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %148, i32 noundef 1, i32 noundef 0)
  %149 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 2
  %150 = load i32, ptr %149, align 8, !tbaa !9
  %151 = sext i32 %150 to i64
  tail call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.5, i32 noundef %20)
  %152 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %152, i32 noundef 2, i32 noundef 0)
  %153 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 3
  %154 = load i32, ptr %153, align 4, !tbaa !9
  %155 = sext i32 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.5, i32 noundef %20)
  %156 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %156, i32 noundef 3, i32 noundef 0)
  %157 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 4
  %158 = load i32, ptr %157, align 8, !tbaa !9
  %159 = sext i32 %158 to i64
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.5, i32 noundef %20)
  %160 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %160, i32 noundef 4, i32 noundef 0)
  %161 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 5
  %162 = load i32, ptr %161, align 4, !tbaa !9
  %163 = sext i32 %162 to i64
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.5, i32 noundef %20)
  %164 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %164, i32 noundef 5, i32 noundef 0)
  %165 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 6
  %166 = load i32, ptr %165, align 8, !tbaa !9
  %167 = sext i32 %166 to i64
  tail call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.5, i32 noundef %20)
  %168 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %168, i32 noundef 6, i32 noundef 0)
  %169 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 7
  %170 = load i32, ptr %169, align 4, !tbaa !9
  %171 = sext i32 %170 to i64
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.5, i32 noundef %20)
  %172 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %172, i32 noundef 7, i32 noundef 0)
  %173 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 8
  %174 = load i32, ptr %173, align 8, !tbaa !9
  %175 = sext i32 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.5, i32 noundef %20)
  %176 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %176, i32 noundef 8, i32 noundef 0)
  %177 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %111, i64 9
  %178 = load i32, ptr %177, align 4, !tbaa !9
  %179 = sext i32 %178 to i64
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %20)
  %180 = trunc nuw nsw i64 %111 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %180, i32 noundef 9, i32 noundef 0)
  br label %181

181:                                              ; preds = %115, %143
  %182 = add nuw nsw i64 %111, 1
  %183 = icmp eq i64 %182, 4
  br i1 %183, label %184, label %110, !llvm.loop !18

184:                                              ; preds = %181
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef %20)
  %185 = load i8, ptr @g_80.0, align 1, !tbaa !15
  %186 = sext i8 %185 to i64
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.7, i32 noundef %20)
  br i1 %19, label %187, label %188

187:                                              ; preds = %184
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  br label %189

188:                                              ; preds = %184
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 1)
  br label %189

189:                                              ; preds = %187, %188
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef %20)
  br label %190

190:                                              ; preds = %189, %268
  %191 = phi i64 [ 0, %189 ], [ %269, %268 ]
  %192 = trunc nuw nsw i64 %191 to i32
  %193 = trunc nuw nsw i64 %191 to i32
  %194 = trunc nuw nsw i64 %191 to i32
  %195 = trunc nuw nsw i64 %191 to i32
  %196 = trunc nuw nsw i64 %191 to i32
  %197 = trunc nuw nsw i64 %191 to i32
  %198 = trunc nuw nsw i64 %191 to i32
  %199 = trunc nuw nsw i64 %191 to i32
  %200 = trunc nuw nsw i64 %191 to i32
  br label %201

201:                                              ; preds = %190, %265
  %202 = phi i64 [ 0, %190 ], [ %266, %265 ]
  %203 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 0
  %204 = load i16, ptr %203, align 2, !tbaa !19
  %205 = sext i16 %204 to i64
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.11, i32 noundef %20)
  br i1 %19, label %206, label %231

206:                                              ; preds = %201
  %207 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 1
  %208 = load i16, ptr %207, align 2, !tbaa !19
  %209 = sext i16 %208 to i64
  tail call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.11, i32 noundef %20)
  %210 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 2
  %211 = load i16, ptr %210, align 2, !tbaa !19
  %212 = sext i16 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.11, i32 noundef %20)
  %213 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 3
  %214 = load i16, ptr %213, align 2, !tbaa !19
  %215 = sext i16 %214 to i64
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.11, i32 noundef %20)
  %216 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 4
  %217 = load i16, ptr %216, align 2, !tbaa !19
  %218 = sext i16 %217 to i64
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.11, i32 noundef %20)
  %219 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 5
  %220 = load i16, ptr %219, align 2, !tbaa !19
  %221 = sext i16 %220 to i64
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.11, i32 noundef %20)
  %222 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 6
  %223 = load i16, ptr %222, align 2, !tbaa !19
  %224 = sext i16 %223 to i64
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.11, i32 noundef %20)
  %225 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 7
  %226 = load i16, ptr %225, align 2, !tbaa !19
  %227 = sext i16 %226 to i64
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.11, i32 noundef %20)
  %228 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 8
  %229 = load i16, ptr %228, align 2, !tbaa !19
  %230 = sext i16 %229 to i64
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.11, i32 noundef %20)
  br label %265

231:                                              ; preds = %201
  %232 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %192, i32 noundef %232, i32 noundef 0)
  %233 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 1
  %234 = load i16, ptr %233, align 2, !tbaa !19
  %235 = sext i16 %234 to i64
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.11, i32 noundef %20)
  %236 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %193, i32 noundef %236, i32 noundef 1)
  %237 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 2
  %238 = load i16, ptr %237, align 2, !tbaa !19
  %239 = sext i16 %238 to i64
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.11, i32 noundef %20)
  %240 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %194, i32 noundef %240, i32 noundef 2)
  %241 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 3
  %242 = load i16, ptr %241, align 2, !tbaa !19
  %243 = sext i16 %242 to i64
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.11, i32 noundef %20)
  %244 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %195, i32 noundef %244, i32 noundef 3)
  %245 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 4
  %246 = load i16, ptr %245, align 2, !tbaa !19
  %247 = sext i16 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.11, i32 noundef %20)
  %248 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %196, i32 noundef %248, i32 noundef 4)
  %249 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 5
  %250 = load i16, ptr %249, align 2, !tbaa !19
  %251 = sext i16 %250 to i64
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.11, i32 noundef %20)
  %252 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %197, i32 noundef %252, i32 noundef 5)
  %253 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 6
  %254 = load i16, ptr %253, align 2, !tbaa !19
  %255 = sext i16 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.11, i32 noundef %20)
  %256 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %198, i32 noundef %256, i32 noundef 6)
  %257 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 7
  %258 = load i16, ptr %257, align 2, !tbaa !19
  %259 = sext i16 %258 to i64
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.11, i32 noundef %20)
  %260 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %199, i32 noundef %260, i32 noundef 7)
  %261 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %191, i64 %202, i64 8
  %262 = load i16, ptr %261, align 2, !tbaa !19
  %263 = sext i16 %262 to i64
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.11, i32 noundef %20)
  %264 = trunc nuw nsw i64 %202 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %200, i32 noundef %264, i32 noundef 8)
  br label %265

265:                                              ; preds = %206, %231
  %266 = add nuw nsw i64 %202, 1
  %267 = icmp eq i64 %266, 7
  br i1 %267, label %268, label %201, !llvm.loop !21

268:                                              ; preds = %265
  %269 = add nuw nsw i64 %191, 1
  %270 = icmp eq i64 %269, 4
  br i1 %270, label %271, label %190, !llvm.loop !22

271:                                              ; preds = %268
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef %20)
  br i1 %19, label %273, label %272

272:                                              ; preds = %271
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0)
  br label %273

273:                                              ; preds = %272, %271
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef %20)
  br label %274

274:                                              ; preds = %273, %344
  %275 = phi i64 [ 0, %273 ], [ %345, %344 ]
  %276 = trunc nuw nsw i64 %275 to i32
  %277 = trunc nuw nsw i64 %275 to i32
  %278 = trunc nuw nsw i64 %275 to i32
  %279 = trunc nuw nsw i64 %275 to i32
  %280 = trunc nuw nsw i64 %275 to i32
  %281 = trunc nuw nsw i64 %275 to i32
  %282 = trunc nuw nsw i64 %275 to i32
  %283 = trunc nuw nsw i64 %275 to i32
  br label %284

284:                                              ; preds = %274, %341
  %285 = phi i64 [ 0, %274 ], [ %342, %341 ]
  %286 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 0
  %287 = load i32, ptr %286, align 16, !tbaa !9
  %288 = zext i32 %287 to i64
  tail call fastcc void @transparent_crc(i64 noundef %288, ptr noundef nonnull @.str.16, i32 noundef %20)
  br i1 %19, label %289, label %311

289:                                              ; preds = %284
  %290 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 1
  %291 = load i32, ptr %290, align 4, !tbaa !9
  %292 = zext i32 %291 to i64
  tail call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.16, i32 noundef %20)
  %293 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 2
  %294 = load i32, ptr %293, align 8, !tbaa !9
  %295 = zext i32 %294 to i64
  tail call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.16, i32 noundef %20)
  %296 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 3
  %297 = load i32, ptr %296, align 4, !tbaa !9
  %298 = zext i32 %297 to i64
  tail call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.16, i32 noundef %20)
  %299 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 4
  %300 = load i32, ptr %299, align 16, !tbaa !9
  %301 = zext i32 %300 to i64
  tail call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.16, i32 noundef %20)
  %302 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 5
  %303 = load i32, ptr %302, align 4, !tbaa !9
  %304 = zext i32 %303 to i64
  tail call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.16, i32 noundef %20)
  %305 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 6
  %306 = load i32, ptr %305, align 8, !tbaa !9
  %307 = zext i32 %306 to i64
  tail call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.16, i32 noundef %20)
  %308 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 7
  %309 = load i32, ptr %308, align 4, !tbaa !9
  %310 = zext i32 %309 to i64
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.16, i32 noundef %20)
  br label %341

311:                                              ; preds = %284
  %312 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %276, i32 noundef %312, i32 noundef 0)
  %313 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 1
  %314 = load i32, ptr %313, align 4, !tbaa !9
  %315 = zext i32 %314 to i64
  tail call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.16, i32 noundef %20)
  %316 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %277, i32 noundef %316, i32 noundef 1)
  %317 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 2
  %318 = load i32, ptr %317, align 8, !tbaa !9
  %319 = zext i32 %318 to i64
  tail call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.16, i32 noundef %20)
  %320 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %278, i32 noundef %320, i32 noundef 2)
  %321 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 3
  %322 = load i32, ptr %321, align 4, !tbaa !9
  %323 = zext i32 %322 to i64
  tail call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.16, i32 noundef %20)
  %324 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %279, i32 noundef %324, i32 noundef 3)
  %325 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 4
  %326 = load i32, ptr %325, align 16, !tbaa !9
  %327 = zext i32 %326 to i64
  tail call fastcc void @transparent_crc(i64 noundef %327, ptr noundef nonnull @.str.16, i32 noundef %20)
  %328 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %280, i32 noundef %328, i32 noundef 4)
  %329 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 5
  %330 = load i32, ptr %329, align 4, !tbaa !9
  %331 = zext i32 %330 to i64
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.16, i32 noundef %20)
  %332 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %281, i32 noundef %332, i32 noundef 5)
  %333 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 6
  %334 = load i32, ptr %333, align 8, !tbaa !9
  %335 = zext i32 %334 to i64
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.16, i32 noundef %20)
  %336 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %282, i32 noundef %336, i32 noundef 6)
  %337 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %275, i64 %285, i64 7
  %338 = load i32, ptr %337, align 4, !tbaa !9
  %339 = zext i32 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.16, i32 noundef %20)
  %340 = trunc nuw nsw i64 %285 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %283, i32 noundef %340, i32 noundef 7)
  br label %341

341:                                              ; preds = %289, %311
  %342 = add nuw nsw i64 %285, 1
  %343 = icmp eq i64 %342, 4
  br i1 %343, label %344, label %284, !llvm.loop !23

344:                                              ; preds = %341
  %345 = add nuw nsw i64 %275, 1
  %346 = icmp eq i64 %345, 8
  br i1 %346, label %347, label %274, !llvm.loop !24

347:                                              ; preds = %344
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef %20)
  %348 = load volatile i16, ptr @g_481, align 2, !tbaa !19
  %349 = sext i16 %348 to i64
  tail call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.18, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef %20)
  %350 = load volatile i32, ptr @g_794, align 4, !tbaa !9
  %351 = sext i32 %350 to i64
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.20, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  br i1 %19, label %352, label %353

352:                                              ; preds = %347
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20)
  br label %354

353:                                              ; preds = %347
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 9)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0)
  br label %354

354:                                              ; preds = %352, %353
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef %20)
  %355 = load volatile i16, ptr @g_925, align 2, !tbaa !19
  %356 = sext i16 %355 to i64
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.26, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef %20)
  br label %357

357:                                              ; preds = %354, %421
  %358 = phi i64 [ 0, %354 ], [ %422, %421 ]
  %359 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 0
  %360 = load i16, ptr %359, align 2, !tbaa !19
  %361 = zext i16 %360 to i64
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.29, i32 noundef %20)
  br i1 %19, label %362, label %387

362:                                              ; preds = %357
  %363 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 1
  %364 = load i16, ptr %363, align 2, !tbaa !19
  %365 = zext i16 %364 to i64
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.29, i32 noundef %20)
  %366 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 2
  %367 = load i16, ptr %366, align 2, !tbaa !19
  %368 = zext i16 %367 to i64
  tail call fastcc void @transparent_crc(i64 noundef %368, ptr noundef nonnull @.str.29, i32 noundef %20)
  %369 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 3
  %370 = load i16, ptr %369, align 2, !tbaa !19
  %371 = zext i16 %370 to i64
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.29, i32 noundef %20)
  %372 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 4
  %373 = load i16, ptr %372, align 2, !tbaa !19
  %374 = zext i16 %373 to i64
  tail call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.29, i32 noundef %20)
  %375 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 5
  %376 = load i16, ptr %375, align 2, !tbaa !19
  %377 = zext i16 %376 to i64
  tail call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.29, i32 noundef %20)
  %378 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 6
  %379 = load i16, ptr %378, align 2, !tbaa !19
  %380 = zext i16 %379 to i64
  tail call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.29, i32 noundef %20)
  %381 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 7
  %382 = load i16, ptr %381, align 2, !tbaa !19
  %383 = zext i16 %382 to i64
  tail call fastcc void @transparent_crc(i64 noundef %383, ptr noundef nonnull @.str.29, i32 noundef %20)
  %384 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 8
  %385 = load i16, ptr %384, align 2, !tbaa !19
  %386 = zext i16 %385 to i64
  tail call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.29, i32 noundef %20)
  br label %421

387:                                              ; preds = %357
  %388 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %388, i32 noundef 0, i32 noundef 0)
  %389 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 1
  %390 = load i16, ptr %389, align 2, !tbaa !19
  %391 = zext i16 %390 to i64
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.29, i32 noundef %20)
  %392 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %392, i32 noundef 1, i32 noundef 0)
  %393 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 2
  %394 = load i16, ptr %393, align 2, !tbaa !19
  %395 = zext i16 %394 to i64
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.29, i32 noundef %20)
  %396 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %396, i32 noundef 2, i32 noundef 0)
  %397 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 3
  %398 = load i16, ptr %397, align 2, !tbaa !19
  %399 = zext i16 %398 to i64
  tail call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.29, i32 noundef %20)
  %400 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %400, i32 noundef 3, i32 noundef 0)
  %401 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 4
  %402 = load i16, ptr %401, align 2, !tbaa !19
  %403 = zext i16 %402 to i64
  tail call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.29, i32 noundef %20)
  %404 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %404, i32 noundef 4, i32 noundef 0)
  %405 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 5
  %406 = load i16, ptr %405, align 2, !tbaa !19
  %407 = zext i16 %406 to i64
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.29, i32 noundef %20)
  %408 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %408, i32 noundef 5, i32 noundef 0)
  %409 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 6
  %410 = load i16, ptr %409, align 2, !tbaa !19
  %411 = zext i16 %410 to i64
  tail call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.29, i32 noundef %20)
  %412 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %412, i32 noundef 6, i32 noundef 0)
  %413 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 7
  %414 = load i16, ptr %413, align 2, !tbaa !19
  %415 = zext i16 %414 to i64
  tail call fastcc void @transparent_crc(i64 noundef %415, ptr noundef nonnull @.str.29, i32 noundef %20)
  %416 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %416, i32 noundef 7, i32 noundef 0)
  %417 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %358, i64 8
  %418 = load i16, ptr %417, align 2, !tbaa !19
  %419 = zext i16 %418 to i64
  tail call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.29, i32 noundef %20)
  %420 = trunc nuw nsw i64 %358 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %420, i32 noundef 8, i32 noundef 0)
  br label %421

421:                                              ; preds = %362, %387
  %422 = add nuw nsw i64 %358, 1
  %423 = icmp eq i64 %422, 9
  br i1 %423, label %424, label %357, !llvm.loop !25

424:                                              ; preds = %421
  %425 = load i32, ptr @g_1072, align 4, !tbaa !9
  %426 = zext nneg i32 %425 to i64
  tail call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.30, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef %20)
  %427 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %428 = xor i32 %427, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.33, i32 noundef %428)
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.32, ptr noundef %1, i32 noundef %70)
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
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
