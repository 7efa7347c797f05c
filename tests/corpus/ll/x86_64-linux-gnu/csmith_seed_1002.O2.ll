; ModuleID = 'tests/programs/csmith/seed_1002.c'
source_filename = "tests/programs/csmith/seed_1002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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

80:                                               ; preds = %68, %104
  %81 = phi i64 [ 0, %68 ], [ %105, %104 ]
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = trunc nuw nsw i64 %81 to i32
  br label %84

84:                                               ; preds = %80, %101
  %85 = phi i64 [ 0, %80 ], [ %102, %101 ]
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
  br label %101

93:                                               ; preds = %84
  %94 = trunc nuw nsw i64 %85 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82, i32 noundef %94, i32 noundef 0)
  %96 = getelementptr inbounds [8 x [10 x [2 x i32]]], ptr @g_3, i64 0, i64 %81, i64 %85, i64 1
  %97 = load volatile i32, ptr %96, align 4, !tbaa !9
  %98 = sext i32 %97 to i64
  tail call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.1, i32 noundef %20)
  %99 = trunc nuw nsw i64 %85 to i32
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %83, i32 noundef %99, i32 noundef 1)
  br label %101

101:                                              ; preds = %89, %93
  %102 = add nuw nsw i64 %85, 1
  %103 = icmp eq i64 %102, 10
  br i1 %103, label %104, label %84, !llvm.loop !16

104:                                              ; preds = %101
  %105 = add nuw nsw i64 %81, 1
  %106 = icmp eq i64 %105, 8
  br i1 %106, label %107, label %80, !llvm.loop !17

107:                                              ; preds = %104
  %108 = load volatile i32, ptr @g_4, align 4, !tbaa !9
  %109 = sext i32 %108 to i64
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.3, i32 noundef %20)
  %110 = load i1, ptr @g_5, align 4
  %111 = select i1 %110, i64 2, i64 1
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.4, i32 noundef %20)
  br label %112

112:                                              ; preds = %107, %193
  %113 = phi i64 [ 0, %107 ], [ %194, %193 ]
  %114 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 0
  %115 = load i32, ptr %114, align 8, !tbaa !9
  %116 = sext i32 %115 to i64
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.5, i32 noundef %20)
  br i1 %19, label %117, label %145

117:                                              ; preds = %112
  %118 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 1
  %119 = load i32, ptr %118, align 4, !tbaa !9
  %120 = sext i32 %119 to i64
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.5, i32 noundef %20)
  %121 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 2
  %122 = load i32, ptr %121, align 8, !tbaa !9
  %123 = sext i32 %122 to i64
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.5, i32 noundef %20)
  %124 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 3
  %125 = load i32, ptr %124, align 4, !tbaa !9
  %126 = sext i32 %125 to i64
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.5, i32 noundef %20)
  %127 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 4
  %128 = load i32, ptr %127, align 8, !tbaa !9
  %129 = sext i32 %128 to i64
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.5, i32 noundef %20)
  %130 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 5
  %131 = load i32, ptr %130, align 4, !tbaa !9
  %132 = sext i32 %131 to i64
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.5, i32 noundef %20)
  %133 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 6
  %134 = load i32, ptr %133, align 8, !tbaa !9
  %135 = sext i32 %134 to i64
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.5, i32 noundef %20)
  %136 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 7
  %137 = load i32, ptr %136, align 4, !tbaa !9
  %138 = sext i32 %137 to i64
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.5, i32 noundef %20)
  %139 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 8
  %140 = load i32, ptr %139, align 8, !tbaa !9
  %141 = sext i32 %140 to i64
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.5, i32 noundef %20)
  %142 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 9
  %143 = load i32, ptr %142, align 4, !tbaa !9
  %144 = sext i32 %143 to i64
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.5, i32 noundef %20)
  br label %193

145:                                              ; preds = %112
  %146 = trunc nuw nsw i64 %113 to i32
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %146, i32 noundef 0, i32 noundef 0)
  %148 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 1
  %149 = load i32, ptr %148, align 4, !tbaa !9
  %150 = sext i32 %149 to i64
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.5, i32 noundef %20)
  %151 = trunc nuw nsw i64 %113 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %151, i32 noundef 1, i32 noundef 0)
  %153 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 2
  %154 = load i32, ptr %153, align 8, !tbaa !9
  %155 = sext i32 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.5, i32 noundef %20)
  %156 = trunc nuw nsw i64 %113 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156, i32 noundef 2, i32 noundef 0)
  %158 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 3
  %159 = load i32, ptr %158, align 4, !tbaa !9
  %160 = sext i32 %159 to i64
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.5, i32 noundef %20)
  %161 = trunc nuw nsw i64 %113 to i32
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %161, i32 noundef 3, i32 noundef 0)
  %163 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 4
  %164 = load i32, ptr %163, align 8, !tbaa !9
  %165 = sext i32 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.5, i32 noundef %20)
  %166 = trunc nuw nsw i64 %113 to i32
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166, i32 noundef 4, i32 noundef 0)
  %168 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 5
  %169 = load i32, ptr %168, align 4, !tbaa !9
  %170 = sext i32 %169 to i64
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.5, i32 noundef %20)
  %171 = trunc nuw nsw i64 %113 to i32
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %171, i32 noundef 5, i32 noundef 0)
  %173 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 6
  %174 = load i32, ptr %173, align 8, !tbaa !9
  %175 = sext i32 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.5, i32 noundef %20)
  %176 = trunc nuw nsw i64 %113 to i32
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %176, i32 noundef 6, i32 noundef 0)
  %178 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 7
  %179 = load i32, ptr %178, align 4, !tbaa !9
  %180 = sext i32 %179 to i64
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.5, i32 noundef %20)
  %181 = trunc nuw nsw i64 %113 to i32
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %181, i32 noundef 7, i32 noundef 0)
  %183 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 8
  %184 = load i32, ptr %183, align 8, !tbaa !9
  %185 = sext i32 %184 to i64
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.5, i32 noundef %20)
  %186 = trunc nuw nsw i64 %113 to i32
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %186, i32 noundef 8, i32 noundef 0)
  %188 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr @g_11, i64 0, i64 %113, i64 9
  %189 = load i32, ptr %188, align 4, !tbaa !9
  %190 = sext i32 %189 to i64
  tail call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.5, i32 noundef %20)
  %191 = trunc nuw nsw i64 %113 to i32
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %191, i32 noundef 9, i32 noundef 0)
  br label %193

193:                                              ; preds = %117, %145
  %194 = add nuw nsw i64 %113, 1
  %195 = icmp eq i64 %194, 4
  br i1 %195, label %196, label %112, !llvm.loop !18

196:                                              ; preds = %193
  tail call fastcc void @transparent_crc(i64 noundef -20885, ptr noundef nonnull @.str.6, i32 noundef %20)
  %197 = load i8, ptr @g_80.0, align 1, !tbaa !15
  %198 = sext i8 %197 to i64
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.7, i32 noundef %20)
  br i1 %19, label %199, label %200

199:                                              ; preds = %196
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  br label %209

200:                                              ; preds = %196
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.7, i32 noundef %20)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 1)
  br label %209

209:                                              ; preds = %199, %200
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.9, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 4634890305775129761, ptr noundef nonnull @.str.10, i32 noundef %20)
  br label %210

210:                                              ; preds = %209, %297
  %211 = phi i64 [ 0, %209 ], [ %298, %297 ]
  %212 = trunc nuw nsw i64 %211 to i32
  %213 = trunc nuw nsw i64 %211 to i32
  %214 = trunc nuw nsw i64 %211 to i32
  %215 = trunc nuw nsw i64 %211 to i32
  %216 = trunc nuw nsw i64 %211 to i32
  %217 = trunc nuw nsw i64 %211 to i32
  %218 = trunc nuw nsw i64 %211 to i32
  %219 = trunc nuw nsw i64 %211 to i32
  %220 = trunc nuw nsw i64 %211 to i32
  br label %221

221:                                              ; preds = %210, %294
  %222 = phi i64 [ 0, %210 ], [ %295, %294 ]
  %223 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 0
  %224 = load i16, ptr %223, align 2, !tbaa !19
  %225 = sext i16 %224 to i64
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.11, i32 noundef %20)
  br i1 %19, label %226, label %251

226:                                              ; preds = %221
  %227 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 1
  %228 = load i16, ptr %227, align 2, !tbaa !19
  %229 = sext i16 %228 to i64
  tail call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.11, i32 noundef %20)
  %230 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 2
  %231 = load i16, ptr %230, align 2, !tbaa !19
  %232 = sext i16 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.11, i32 noundef %20)
  %233 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 3
  %234 = load i16, ptr %233, align 2, !tbaa !19
  %235 = sext i16 %234 to i64
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.11, i32 noundef %20)
  %236 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 4
  %237 = load i16, ptr %236, align 2, !tbaa !19
  %238 = sext i16 %237 to i64
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.11, i32 noundef %20)
  %239 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 5
  %240 = load i16, ptr %239, align 2, !tbaa !19
  %241 = sext i16 %240 to i64
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.11, i32 noundef %20)
  %242 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 6
  %243 = load i16, ptr %242, align 2, !tbaa !19
  %244 = sext i16 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.11, i32 noundef %20)
  %245 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 7
  %246 = load i16, ptr %245, align 2, !tbaa !19
  %247 = sext i16 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.11, i32 noundef %20)
  %248 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 8
  %249 = load i16, ptr %248, align 2, !tbaa !19
  %250 = sext i16 %249 to i64
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.11, i32 noundef %20)
  br label %294

251:                                              ; preds = %221
  %252 = trunc nuw nsw i64 %222 to i32
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %212, i32 noundef %252, i32 noundef 0)
  %254 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 1
  %255 = load i16, ptr %254, align 2, !tbaa !19
  %256 = sext i16 %255 to i64
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.11, i32 noundef %20)
  %257 = trunc nuw nsw i64 %222 to i32
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %213, i32 noundef %257, i32 noundef 1)
  %259 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 2
  %260 = load i16, ptr %259, align 2, !tbaa !19
  %261 = sext i16 %260 to i64
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.11, i32 noundef %20)
  %262 = trunc nuw nsw i64 %222 to i32
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %214, i32 noundef %262, i32 noundef 2)
  %264 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 3
  %265 = load i16, ptr %264, align 2, !tbaa !19
  %266 = sext i16 %265 to i64
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.11, i32 noundef %20)
  %267 = trunc nuw nsw i64 %222 to i32
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %215, i32 noundef %267, i32 noundef 3)
  %269 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 4
  %270 = load i16, ptr %269, align 2, !tbaa !19
  %271 = sext i16 %270 to i64
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.11, i32 noundef %20)
  %272 = trunc nuw nsw i64 %222 to i32
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %216, i32 noundef %272, i32 noundef 4)
  %274 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 5
  %275 = load i16, ptr %274, align 2, !tbaa !19
  %276 = sext i16 %275 to i64
  tail call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.11, i32 noundef %20)
  %277 = trunc nuw nsw i64 %222 to i32
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %217, i32 noundef %277, i32 noundef 5)
  %279 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 6
  %280 = load i16, ptr %279, align 2, !tbaa !19
  %281 = sext i16 %280 to i64
  tail call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.11, i32 noundef %20)
  %282 = trunc nuw nsw i64 %222 to i32
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %218, i32 noundef %282, i32 noundef 6)
  %284 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 7
  %285 = load i16, ptr %284, align 2, !tbaa !19
  %286 = sext i16 %285 to i64
  tail call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.11, i32 noundef %20)
  %287 = trunc nuw nsw i64 %222 to i32
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %219, i32 noundef %287, i32 noundef 7)
  %289 = getelementptr inbounds [4 x [7 x [9 x i16]]], ptr @g_216, i64 0, i64 %211, i64 %222, i64 8
  %290 = load i16, ptr %289, align 2, !tbaa !19
  %291 = sext i16 %290 to i64
  tail call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.11, i32 noundef %20)
  %292 = trunc nuw nsw i64 %222 to i32
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %220, i32 noundef %292, i32 noundef 8)
  br label %294

294:                                              ; preds = %226, %251
  %295 = add nuw nsw i64 %222, 1
  %296 = icmp eq i64 %295, 7
  br i1 %296, label %297, label %221, !llvm.loop !21

297:                                              ; preds = %294
  %298 = add nuw nsw i64 %211, 1
  %299 = icmp eq i64 %298, 4
  br i1 %299, label %300, label %210, !llvm.loop !22

300:                                              ; preds = %297
  tail call fastcc void @transparent_crc(i64 noundef -26438, ptr noundef nonnull @.str.12, i32 noundef %20)
  br i1 %19, label %303, label %301

301:                                              ; preds = %300
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0)
  br label %303

303:                                              ; preds = %301, %300
  tail call fastcc void @transparent_crc(i64 noundef 526168666, ptr noundef nonnull @.str.14, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 752, ptr noundef nonnull @.str.15, i32 noundef %20)
  br label %304

304:                                              ; preds = %303, %382
  %305 = phi i64 [ 0, %303 ], [ %383, %382 ]
  %306 = trunc nuw nsw i64 %305 to i32
  %307 = trunc nuw nsw i64 %305 to i32
  %308 = trunc nuw nsw i64 %305 to i32
  %309 = trunc nuw nsw i64 %305 to i32
  %310 = trunc nuw nsw i64 %305 to i32
  %311 = trunc nuw nsw i64 %305 to i32
  %312 = trunc nuw nsw i64 %305 to i32
  %313 = trunc nuw nsw i64 %305 to i32
  br label %314

314:                                              ; preds = %304, %379
  %315 = phi i64 [ 0, %304 ], [ %380, %379 ]
  %316 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 0
  %317 = load i32, ptr %316, align 16, !tbaa !9
  %318 = zext i32 %317 to i64
  tail call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.16, i32 noundef %20)
  br i1 %19, label %319, label %341

319:                                              ; preds = %314
  %320 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 1
  %321 = load i32, ptr %320, align 4, !tbaa !9
  %322 = zext i32 %321 to i64
  tail call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.16, i32 noundef %20)
  %323 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 2
  %324 = load i32, ptr %323, align 8, !tbaa !9
  %325 = zext i32 %324 to i64
  tail call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.16, i32 noundef %20)
  %326 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 3
  %327 = load i32, ptr %326, align 4, !tbaa !9
  %328 = zext i32 %327 to i64
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.16, i32 noundef %20)
  %329 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 4
  %330 = load i32, ptr %329, align 16, !tbaa !9
  %331 = zext i32 %330 to i64
  tail call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.16, i32 noundef %20)
  %332 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 5
  %333 = load i32, ptr %332, align 4, !tbaa !9
  %334 = zext i32 %333 to i64
  tail call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.16, i32 noundef %20)
  %335 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 6
  %336 = load i32, ptr %335, align 8, !tbaa !9
  %337 = zext i32 %336 to i64
  tail call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.16, i32 noundef %20)
  %338 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 7
  %339 = load i32, ptr %338, align 4, !tbaa !9
  %340 = zext i32 %339 to i64
  tail call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.16, i32 noundef %20)
  br label %379

341:                                              ; preds = %314
  %342 = trunc nuw nsw i64 %315 to i32
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %306, i32 noundef %342, i32 noundef 0)
  %344 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 1
  %345 = load i32, ptr %344, align 4, !tbaa !9
  %346 = zext i32 %345 to i64
  tail call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.16, i32 noundef %20)
  %347 = trunc nuw nsw i64 %315 to i32
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %307, i32 noundef %347, i32 noundef 1)
  %349 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 2
  %350 = load i32, ptr %349, align 8, !tbaa !9
  %351 = zext i32 %350 to i64
  tail call fastcc void @transparent_crc(i64 noundef %351, ptr noundef nonnull @.str.16, i32 noundef %20)
  %352 = trunc nuw nsw i64 %315 to i32
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %308, i32 noundef %352, i32 noundef 2)
  %354 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 3
  %355 = load i32, ptr %354, align 4, !tbaa !9
  %356 = zext i32 %355 to i64
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.16, i32 noundef %20)
  %357 = trunc nuw nsw i64 %315 to i32
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %309, i32 noundef %357, i32 noundef 3)
  %359 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 4
  %360 = load i32, ptr %359, align 16, !tbaa !9
  %361 = zext i32 %360 to i64
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.16, i32 noundef %20)
  %362 = trunc nuw nsw i64 %315 to i32
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %310, i32 noundef %362, i32 noundef 4)
  %364 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 5
  %365 = load i32, ptr %364, align 4, !tbaa !9
  %366 = zext i32 %365 to i64
  tail call fastcc void @transparent_crc(i64 noundef %366, ptr noundef nonnull @.str.16, i32 noundef %20)
  %367 = trunc nuw nsw i64 %315 to i32
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %311, i32 noundef %367, i32 noundef 5)
  %369 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 6
  %370 = load i32, ptr %369, align 8, !tbaa !9
  %371 = zext i32 %370 to i64
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.16, i32 noundef %20)
  %372 = trunc nuw nsw i64 %315 to i32
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %312, i32 noundef %372, i32 noundef 6)
  %374 = getelementptr inbounds [8 x [4 x [8 x i32]]], ptr @g_351, i64 0, i64 %305, i64 %315, i64 7
  %375 = load i32, ptr %374, align 4, !tbaa !9
  %376 = zext i32 %375 to i64
  tail call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.16, i32 noundef %20)
  %377 = trunc nuw nsw i64 %315 to i32
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %313, i32 noundef %377, i32 noundef 7)
  br label %379

379:                                              ; preds = %319, %341
  %380 = add nuw nsw i64 %315, 1
  %381 = icmp eq i64 %380, 4
  br i1 %381, label %382, label %314, !llvm.loop !23

382:                                              ; preds = %379
  %383 = add nuw nsw i64 %305, 1
  %384 = icmp eq i64 %383, 8
  br i1 %384, label %385, label %304, !llvm.loop !24

385:                                              ; preds = %382
  tail call fastcc void @transparent_crc(i64 noundef 24916, ptr noundef nonnull @.str.17, i32 noundef %20)
  %386 = load volatile i16, ptr @g_481, align 2, !tbaa !19
  %387 = sext i16 %386 to i64
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.18, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -3327045580438254074, ptr noundef nonnull @.str.19, i32 noundef %20)
  %388 = load volatile i32, ptr @g_794, align 4, !tbaa !9
  %389 = sext i32 %388 to i64
  tail call fastcc void @transparent_crc(i64 noundef %389, ptr noundef nonnull @.str.20, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  br i1 %19, label %390, label %391

390:                                              ; preds = %385
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
  br label %403

391:                                              ; preds = %385
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.21, i32 noundef %20)
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef 42668, ptr noundef nonnull @.str.21, i32 noundef %20)
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 9)
  tail call fastcc void @transparent_crc(i64 noundef 850721117, ptr noundef nonnull @.str.22, i32 noundef %20)
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0)
  br label %403

403:                                              ; preds = %390, %391
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.23, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.24, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef -16092, ptr noundef nonnull @.str.25, i32 noundef %20)
  %404 = load volatile i16, ptr @g_925, align 2, !tbaa !19
  %405 = sext i16 %404 to i64
  tail call fastcc void @transparent_crc(i64 noundef %405, ptr noundef nonnull @.str.26, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 61711, ptr noundef nonnull @.str.27, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.28, i32 noundef %20)
  br label %406

406:                                              ; preds = %403, %479
  %407 = phi i64 [ 0, %403 ], [ %480, %479 ]
  %408 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 0
  %409 = load i16, ptr %408, align 2, !tbaa !19
  %410 = zext i16 %409 to i64
  tail call fastcc void @transparent_crc(i64 noundef %410, ptr noundef nonnull @.str.29, i32 noundef %20)
  br i1 %19, label %411, label %436

411:                                              ; preds = %406
  %412 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 1
  %413 = load i16, ptr %412, align 2, !tbaa !19
  %414 = zext i16 %413 to i64
  tail call fastcc void @transparent_crc(i64 noundef %414, ptr noundef nonnull @.str.29, i32 noundef %20)
  %415 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 2
  %416 = load i16, ptr %415, align 2, !tbaa !19
  %417 = zext i16 %416 to i64
  tail call fastcc void @transparent_crc(i64 noundef %417, ptr noundef nonnull @.str.29, i32 noundef %20)
  %418 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 3
  %419 = load i16, ptr %418, align 2, !tbaa !19
  %420 = zext i16 %419 to i64
  tail call fastcc void @transparent_crc(i64 noundef %420, ptr noundef nonnull @.str.29, i32 noundef %20)
  %421 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 4
  %422 = load i16, ptr %421, align 2, !tbaa !19
  %423 = zext i16 %422 to i64
  tail call fastcc void @transparent_crc(i64 noundef %423, ptr noundef nonnull @.str.29, i32 noundef %20)
  %424 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 5
  %425 = load i16, ptr %424, align 2, !tbaa !19
  %426 = zext i16 %425 to i64
  tail call fastcc void @transparent_crc(i64 noundef %426, ptr noundef nonnull @.str.29, i32 noundef %20)
  %427 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 6
  %428 = load i16, ptr %427, align 2, !tbaa !19
  %429 = zext i16 %428 to i64
  tail call fastcc void @transparent_crc(i64 noundef %429, ptr noundef nonnull @.str.29, i32 noundef %20)
  %430 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 7
  %431 = load i16, ptr %430, align 2, !tbaa !19
  %432 = zext i16 %431 to i64
  tail call fastcc void @transparent_crc(i64 noundef %432, ptr noundef nonnull @.str.29, i32 noundef %20)
  %433 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 8
  %434 = load i16, ptr %433, align 2, !tbaa !19
  %435 = zext i16 %434 to i64
  tail call fastcc void @transparent_crc(i64 noundef %435, ptr noundef nonnull @.str.29, i32 noundef %20)
  br label %479

436:                                              ; preds = %406
  %437 = trunc nuw nsw i64 %407 to i32
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %437, i32 noundef 0, i32 noundef 0)
  %439 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 1
  %440 = load i16, ptr %439, align 2, !tbaa !19
  %441 = zext i16 %440 to i64
  tail call fastcc void @transparent_crc(i64 noundef %441, ptr noundef nonnull @.str.29, i32 noundef %20)
  %442 = trunc nuw nsw i64 %407 to i32
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %442, i32 noundef 1, i32 noundef 0)
  %444 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 2
  %445 = load i16, ptr %444, align 2, !tbaa !19
  %446 = zext i16 %445 to i64
  tail call fastcc void @transparent_crc(i64 noundef %446, ptr noundef nonnull @.str.29, i32 noundef %20)
  %447 = trunc nuw nsw i64 %407 to i32
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %447, i32 noundef 2, i32 noundef 0)
  %449 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 3
  %450 = load i16, ptr %449, align 2, !tbaa !19
  %451 = zext i16 %450 to i64
  tail call fastcc void @transparent_crc(i64 noundef %451, ptr noundef nonnull @.str.29, i32 noundef %20)
  %452 = trunc nuw nsw i64 %407 to i32
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %452, i32 noundef 3, i32 noundef 0)
  %454 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 4
  %455 = load i16, ptr %454, align 2, !tbaa !19
  %456 = zext i16 %455 to i64
  tail call fastcc void @transparent_crc(i64 noundef %456, ptr noundef nonnull @.str.29, i32 noundef %20)
  %457 = trunc nuw nsw i64 %407 to i32
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %457, i32 noundef 4, i32 noundef 0)
  %459 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 5
  %460 = load i16, ptr %459, align 2, !tbaa !19
  %461 = zext i16 %460 to i64
  tail call fastcc void @transparent_crc(i64 noundef %461, ptr noundef nonnull @.str.29, i32 noundef %20)
  %462 = trunc nuw nsw i64 %407 to i32
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %462, i32 noundef 5, i32 noundef 0)
  %464 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 6
  %465 = load i16, ptr %464, align 2, !tbaa !19
  %466 = zext i16 %465 to i64
  tail call fastcc void @transparent_crc(i64 noundef %466, ptr noundef nonnull @.str.29, i32 noundef %20)
  %467 = trunc nuw nsw i64 %407 to i32
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %467, i32 noundef 6, i32 noundef 0)
  %469 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 7
  %470 = load i16, ptr %469, align 2, !tbaa !19
  %471 = zext i16 %470 to i64
  tail call fastcc void @transparent_crc(i64 noundef %471, ptr noundef nonnull @.str.29, i32 noundef %20)
  %472 = trunc nuw nsw i64 %407 to i32
  %473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %472, i32 noundef 7, i32 noundef 0)
  %474 = getelementptr inbounds [9 x [9 x [1 x i16]]], ptr @g_1034, i64 0, i64 %407, i64 8
  %475 = load i16, ptr %474, align 2, !tbaa !19
  %476 = zext i16 %475 to i64
  tail call fastcc void @transparent_crc(i64 noundef %476, ptr noundef nonnull @.str.29, i32 noundef %20)
  %477 = trunc nuw nsw i64 %407 to i32
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %477, i32 noundef 8, i32 noundef 0)
  br label %479

479:                                              ; preds = %411, %436
  %480 = add nuw nsw i64 %407, 1
  %481 = icmp eq i64 %480, 9
  br i1 %481, label %482, label %406, !llvm.loop !25

482:                                              ; preds = %479
  %483 = load i32, ptr @g_1072, align 4, !tbaa !9
  %484 = zext nneg i32 %483 to i64
  tail call fastcc void @transparent_crc(i64 noundef %484, ptr noundef nonnull @.str.30, i32 noundef %20)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.31, i32 noundef %20)
  %485 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %486 = xor i32 %485, -1
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %486)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
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
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
